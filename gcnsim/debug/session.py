"""A debug session: a launch stopped before its first instruction, driven by gdb commands.

The session holds the Replay (engine.py) and the focus: a wave (ROCgdb's thread) and a lane.
Motion commands set a Goal and print where the launch stopped, as gdb does; reverse commands
scan a replay for the event to go back to, then replay to it. Waves run in the executor's
order (the group of waves at the lowest PC first, emu/executor.py), so ``stepi`` on a wave
runs every group before it too, as ROCgdb does without scheduler locking.

    session = Session(replay, code, geometry)
    print(session.execute("break loop"))        ->  Breakpoint 1 at 0x1010: k.s:12.
    print(session.execute("continue"))          ->  Thread 1 hit Breakpoint 1, ...
"""
from dataclasses import dataclass

import numpy as np

from .condition import compile_condition
from .engine import EXITED, DebugError, Goal
from .lines import LineSteps
from .show import Listing, instruction_text
from .watch import backwards
from .waves import ENDED, places


@dataclass
class Breakpoint:
    number: int
    pcs: tuple
    where: str
    condition: str = None
    temporary: bool = False
    enabled: bool = True
    hits: int = 0
    compiled: object = None
    session: object = None

    @property
    def title(self):
        return f"{'Temporary breakpoint' if self.temporary else 'Breakpoint'} {self.number}"

    def hit(self, hook, idx, event):
        """(batch wave, lane or None) of the first wave of ``idx`` (and lane) the condition
        holds for, or None (a disabled breakpoint: None)."""
        if not self.enabled:
            return None
        if self.compiled is None:
            return int(idx[0]), None
        try:
            found = self.session.condition(self.compiled, hook, idx)
        except Exception as err:    # noqa: BLE001 - a bad condition stops, as gdb does
            return int(idx[0]), f"error in condition: {err}"
        return found


class Session:
    """gdb's commands on one launch (commands.py reads them)."""

    def __init__(self, replay, code, geometry, labels=None, kernel="kernel", entry=None):
        self.replay = replay
        self.code = code
        self.geometry = geometry
        self.kernel = kernel
        self.entry = code.base if entry is None else entry
        self.labels = dict(labels or {})
        self.listing = Listing(code)
        self.breakpoints = {}
        self.numbers = 0
        self.focus = None           # batch index of the focused wave
        self.lane = None
        self.stop = replay.go(Goal(event=0))
        if self.stop.exited and self.stop.error is not None:
            replay.close()          # the launch failed before its first instruction
            raise self.stop.error
        self._focus_stop()
        self.layout = GroupLayout(geometry)
        self.total_waves = self.layout.total

    # ---- where things are ---------------------------------------------------------------------
    @property
    def executor(self):
        hook = self.replay.hook
        if hook is None or hook.executor is None:
            raise DebugError("The kernel has no waves running.")
        return hook.executor

    @property
    def vgprs(self):
        """The VGPRs each wave has (None before the launch has waves)."""
        hook = self.replay.hook
        return None if hook is None or hook.executor is None else hook.executor.st.v.shape[1]

    def active(self, b):
        """bool (64,): the lanes of batch wave ``b`` active in EXEC."""
        return self.executor.st.lanes(np.array([b]))[0]

    def live(self):
        """Whether waves are stopped (not exited)."""
        return not self.stop.exited

    def wave_id(self, b):
        return int(self.executor.wave_ids[b])

    def batch_index(self, wave):
        ids = self.executor.wave_ids
        found = np.flatnonzero(ids == wave)
        if not found.size:
            raise DebugError(f"Invalid thread ID: wave {wave} is not in the running batch "
                             f"(waves {int(ids[0])}..{int(ids[-1])})")
        return int(found[0])

    def workgroup(self, wave):
        """(x, y, z) of a global wave id's workgroup and its wave number in it."""
        linear = self.layout.group_of(wave)
        gx, gy, _ = self.geometry.groups
        xyz = (linear % gx, (linear // gx) % gy, linear // (gx * gy))
        return xyz, wave - self.layout.start(linear)

    def target_id(self, b):
        wave = self.wave_id(b)
        (x, y, z), n = self.workgroup(wave)
        return f"AMDGPU Wave {wave} ({x},{y},{z})/{n}"

    def pc_of(self, b):
        return places(self.executor, self.stop).get(b, (None, ENDED))[0]

    def name_of(self, pc):
        """``kernel+off`` or ``label+off`` for a PC (the nearest label at or before it)."""
        best, at = self.kernel, self.entry
        for name, address in self.labels.items():
            if at < address <= pc:
                best, at = name, address
        return f"{best}+{pc - at}"

    # ---- motion ------------------------------------------------------------------------------
    def run(self, goal, restart=False):
        """Run to ``goal``; the text of where it stopped."""
        old = self.focus
        self.stop = self.replay.go(goal, restart)
        return self._report(old)

    def stepping(self, goal):
        """``goal`` for stepping the focused wave, stopped when the wave ends (gdb: "Command
        aborted, thread exited."), also when it stands at its s_endpgm now."""
        goal.stay = self.focus
        goal.left = self._in_stop() and self.code.at(self.stop.pc).inst.op.name.startswith(
            "s_endpgm")
        return self.run(goal)

    def _focus_stop(self):
        stop = self.stop
        if stop.exited:
            return
        if stop.wave is not None:
            self.focus = stop.wave
            self.lane = stop.lane if isinstance(stop.lane, int) else self.lane
        elif self.focus is None or self.pc_of(self.focus) is None:
            self.focus = int(np.atleast_1d(stop.idx)[0])

    def _report(self, old):
        stop = self.stop
        if stop.exited:
            if stop.error is not None:
                return f"Kernel stopped: {stop.error}\n[the launch ended at event {stop.event}]"
            return f"[Kernel {self.kernel} exited normally after {stop.event} events]"
        self._focus_stop()
        lines = []
        if self.focus != old:
            lines.append(f"[Switching to thread {self.wave_id(self.focus) + 1} "
                         f"({self.target_id(self.focus)})]")
        if stop.reason == EXITED:
            lines.insert(0, f"[Thread {self.wave_id(old) + 1} ({self.target_id(old)}) "
                         "exited]")
        if stop.reason:
            reason = stop.reason
            if stop.breakpoint is not None:
                reason = f"Thread {self.wave_id(self.focus) + 1} hit {reason}"
                if isinstance(stop.lane, str):
                    reason += f" ({stop.lane})"
                if not self.active(self.focus).any():
                    reason += " (no active lanes)"  # a trap stops the wave whatever EXEC is
                self._count_hit(stop.breakpoint)
            lines.append(reason)
        lines.append(self.where())
        return "\n".join(lines)

    def _count_hit(self, bp):
        bp.hits += 1
        if bp.temporary and bp.number in self.breakpoints:
            self.delete(bp.number)

    def where(self):
        """The focused wave's PC, instruction and source line, gdb's frame line."""
        pc = self.pc_of(self.focus)
        if pc is None:
            return f"wave {self.wave_id(self.focus)} has ended"
        location = self.code.source(pc)
        at = f" at {location}" if location is not None else ""
        text = instruction_text(self.code.at(pc), self.code.target, self.name_of)
        out = f"=> 0x{pc:x} <{self.name_of(pc)}>:\t{text}{at}"
        line = self.listing.source_line(location)
        return f"{out}\n{location.line}\t{line}" if line else out

    def stepi(self, count=1):
        self._need_live()
        return self.stepping(Goal(wave=self.focus, count=count, seen=int(self._in_stop())))

    def _in_stop(self):
        """Whether the focused wave runs the event stopped before."""
        return bool((np.atleast_1d(self.stop.idx) == self.focus).any())

    def step(self, over_calls=False, count=1):
        """gdb's step (``over_calls``: next): to the start of a statement of another source
        line (lines.py) that the focused wave's focused lane runs (ROCgdb's stepping with
        lane divergence: lines of a branch the lane skips, EXEC without it, are stepped
        through), or any lane when the focused one is inactive here."""
        self._need_live()
        wave, code = self.focus, self.code
        here = code.source(self.pc_of(wave))
        if here is None:
            return "(no line information here: stepping one instruction)\n" + self.stepi()
        state = {"seen": int(self._in_stop()), "back": None}
        lines = LineSteps(code, here)
        lane = self.lane or 0
        lanes = slice(lane, lane + 1) if self.active(wave)[lane] else slice(None)

        def test(t, entry, idx):
            if not (idx == wave).any():
                return False
            state["seen"] += 1
            if state["back"] is not None:
                if entry.pc != state["back"]:
                    return False
                state["back"] = None
            name = entry.inst.op.name
            if over_calls and name.startswith(("s_swappc", "s_call")):
                state["back"] = entry.pc + entry.size
            if state["seen"] == 1:
                return False
            if lines.at(entry) is None:
                return False
            if self.active(wave)[lanes].any():
                return True
            lines.skipped()
            return False
        return self.stepping(Goal(test=test))

    def finish(self):
        self._need_live()
        if not any(self.code.at(pc).inst.op.name.startswith("s_setpc")
                   for pc in self.listing.pcs):
            raise DebugError('"finish" not meaningful in the outermost frame.')
        wave, state = self.focus, {"returned": False, "seen": int(self._in_stop())}

        def test(t, entry, idx):
            if not (idx == wave).any():
                return False
            if state["returned"]:
                return True
            state["returned"] = entry.inst.op.name.startswith("s_setpc")
            return False
        return self.stepping(Goal(test=test))

    def cont(self):
        """gdb's continue. From before the first instruction (the session's first stop,
        ``start``, ``starti``) a breakpoint at the entry is hit by the waves about to run it,
        as gdb's run hits one at a program's first instruction; from any other stop the
        waves stopped run their instruction on, as gdb steps over the breakpoint it stopped
        at."""
        if self.stop.exited:
            raise DebugError("The program is not being run.")
        return self.run(Goal(here=self.at_start(), hit=self._hit_wave()))

    def _hit_wave(self):
        """The batch wave whose breakpoint hit the launch is stopped at, or None."""
        return self.stop.wave if self.stop.breakpoint is not None else None

    def at_start(self):
        """Whether the launch stands before its first instruction, not stopped there by a
        breakpoint (which continue then steps over)."""
        return self.stop.event == 0 and self.stop.breakpoint is None

    def advance(self, pcs):
        """gdb's advance: on until a wave reaches one of ``pcs`` (or a breakpoint stops it)."""
        if self.stop.exited:
            raise DebugError("The program is not being run.")
        targets = frozenset(pcs)
        return self.run(Goal(test=lambda t, entry, idx: entry.pc in targets))

    def restart(self):
        """gdb's start: the launch again from its start, stopped before its first
        instruction."""
        old = self.focus
        self.stop = self.replay.back_to(0)
        return self._report(old)

    def reverse_stepi(self, count=1):
        """Back to before the focused wave's ``count``-th last instruction (replays from the
        latest checkpoint, earlier ones while it has fewer), or to the start when it ran
        fewer."""
        goal = self.replay.scan(Goal(event=self.stop.event, scan="wave", of=self.focus,
                                     breaks=False, back=count))
        if goal.found is None:
            self.stop = self.replay.back_to(0)
            return "\nNo more reverse-execution history.\n" + self._report(self.focus)
        return self.run(Goal(event=goal.found, breaks=False), restart=True)

    def reverse_continue(self):
        """Back to the last breakpoint or watchpoint stop before here: stopped at one wave's
        breakpoint hit, the hits of the waves before it at the same event come first."""
        goal = self.replay.scan(Goal(event=self.stop.event, scan="hit", breaks=False,
                                     hit=self._hit_wave()))
        if goal.found is None:
            self.stop = self.replay.back_to(0)
            return "\nNo more reverse-execution history.\n" + self._report(self.focus)
        old = self.focus
        self.stop = self.replay.back_to(goal.found)
        found = goal.found_stop
        self.stop.reason = found.reason and backwards(found.reason)
        self.stop.wave, self.stop.lane = found.wave, found.lane
        self.stop.breakpoint = found.breakpoint
        return self._report(old)

    def reverse_step(self, over_calls=False):
        """gdb's reverse-step (``over_calls``: reverse-next): back to the start of the previous
        source line the focused wave ran, by ``step``'s lane rule (the focused lane, or any
        when it is inactive here); reverse-next keeps to this frame and its callers."""
        runs, depth = self._line_runs()
        here = self.code.source(self.pc_of(self.focus)) if self.live() else None
        if over_calls:
            runs = [run for run in runs if run[2] <= depth]
        starts = [run for k, run in enumerate(runs)
                  if k == 0 or run[1:] != runs[k - 1][1:]]
        if starts and here is not None and starts[-1][1:] == (here.line, depth):
            starts.pop()
        if not starts:
            self.stop = self.replay.back_to(0)
            return "\nNo more reverse-execution history.\n" + self._report(self.focus)
        return self.run(Goal(event=starts[-1][0], breaks=False), restart=True)

    def reverse_finish(self):
        """Back to the call (s_swappc, s_call) of the focused wave's current function."""
        _, depth, calls = self._line_runs(calls=True)
        if depth == 0:
            raise DebugError('"finish" not meaningful in the outermost frame.')
        return self.run(Goal(event=calls[-1], breaks=False), restart=True)

    def _line_runs(self, calls=False):
        """One replay from the launch's start to here: the focused wave's events that ``step``
        could stop at, as (event, line, call depth), and its depth here (calls: and the open
        calls' events). A call is s_swappc/s_call, a return s_setpc (as ``finish`` takes)."""
        wave, code, here = self.focus, self.code, self.stop.event
        lane = self.lane or 0
        live = self.live() and self.pc_of(wave) is not None
        lanes = slice(lane, lane + 1) if live and self.active(wave)[lane] else slice(None)
        runs, open_calls, lines = [], [], LineSteps(code)

        def test(t, entry, idx):
            if not (idx == wave).any():
                return False
            name = entry.inst.op.name
            location = lines.at(entry)
            if location is not None and self.active(wave)[lanes].any():
                lines.stopped(location)
                runs.append((t, location.line, len(open_calls)))
            elif location is not None:
                lines.skipped()
            if name.startswith(("s_swappc", "s_call")):
                open_calls.append(t)
            elif name.startswith("s_setpc") and open_calls:
                open_calls.pop()
            return False
        self.replay.go(Goal(event=here, scan="lines", test=test, breaks=False), restart=True)
        return (runs, len(open_calls), open_calls) if calls else (runs, len(open_calls))

    def need_waves(self):
        """Registers and lanes are there to read only while the launch is stopped (after it
        exited, gdb's "The program is not being run." rather than the last values)."""
        if self.stop.exited:
            raise DebugError("The program is not being run.")

    def _need_live(self):
        self.need_waves()
        if self.pc_of(self.focus) is None:
            raise DebugError(f"wave {self.wave_id(self.focus)} has ended; pick another "
                             "(info threads, thread N)")

    # ---- breakpoints --------------------------------------------------------------------------
    def add_break(self, pcs, where, condition=None, temporary=False):
        compiled = compile_condition(condition, self.vgprs) if condition else None
        self.numbers += 1
        bp = Breakpoint(self.numbers, tuple(pcs), where, condition, temporary,
                        compiled=compiled, session=self)
        self.breakpoints[bp.number] = bp
        for pc in bp.pcs:
            self.replay.breaks.setdefault(pc, []).append(bp)
        self.replay.breaks_changed()
        return bp

    def set_condition(self, bp, condition):
        """gdb's ``condition N [COND]`` (None: unconditional)."""
        compiled = compile_condition(condition, self.vgprs) if condition else None
        bp.condition, bp.compiled = condition, compiled

    def delete(self, number):
        bp = self.breakpoints.pop(number, None)
        if bp is None:
            raise DebugError(f"No breakpoint number {number}.")
        for pc in bp.pcs:
            self.replay.breaks[pc].remove(bp)
            if not self.replay.breaks[pc]:
                del self.replay.breaks[pc]
        self.replay.breaks_changed()

    def condition(self, compiled, hook, idx):
        """Where a condition holds among the waves ``idx``: (batch wave, lane or None)."""
        code, names = compiled
        st = hook.executor.st
        ids = hook.executor.wave_ids[idx]
        scope = {"np": np, "wave": ids[:, None], "lane": np.arange(64)[None, :],
                 "wave_in_group": st.wave_in_group[idx][:, None],
                 "workgroup": np.array([self._linear_group(int(w)) for w in ids])[:, None],
                 "exec": st.lanes(idx)}
        for name in names:
            if name[:1] in "vs" and name[1:].isdigit():
                k = int(name[1:])
                scope[name] = st.v[idx, k] if name[0] == "v" else st.s[idx, k][:, None]
        lanes = bool(names & ({"lane", "exec"} | {n for n in names if n[:1] == "v"}))
        result = np.broadcast_to(np.asarray(eval(code, {"__builtins__": {}}, scope)),  # noqa: S307
                                 (len(idx), 64))
        if lanes:
            result = result & scope["exec"]
        pos, lane = np.nonzero(result)
        if not pos.size:
            return None
        return int(idx[pos[0]]), int(lane[0]) if lanes else None

    def _linear_group(self, wave):
        return self.layout.group_of(wave)


class GroupLayout:
    """Where each workgroup's waves start in the launch's global wave ids, x fastest; a
    partial workgroup at the grid's edge has fewer waves (emu/dispatch.py). Worked out by
    arithmetic, O(1) memory: only the last workgroup along each dimension is partial, so
    every row, plane and group before one is whole (a table of 2^26 workgroups took 1.6 GB)."""

    def __init__(self, geometry):
        self.block = tuple(int(b) for b in geometry.block)
        self.n = tuple(-(-int(g) // b) for g, b in zip(geometry.grid, self.block))
        self.last = tuple(int(g) - (n - 1) * b
                          for g, n, b in zip(geometry.grid, self.n, self.block))
        self.groups = self.n[0] * self.n[1] * self.n[2]
        self.total = (self.n[2] - 1) * self._plane(0) + self._plane(self.n[2] - 1)

    def _size(self, d, i):
        return self.block[d] if i < self.n[d] - 1 else self.last[d]

    def _waves(self, i, j, k):
        return -(-self._size(0, i) * self._size(1, j) * self._size(2, k) // 64)

    def _row(self, j, k):
        return (self.n[0] - 1) * self._waves(0, j, k) + self._waves(self.n[0] - 1, j, k)

    def _plane(self, k):
        return (self.n[1] - 1) * self._row(0, k) + self._row(self.n[1] - 1, k)

    def start(self, g):
        """The global id of linear workgroup ``g``'s first wave."""
        nx, ny = self.n[0], self.n[1]
        i, j, k = g % nx, (g // nx) % ny, g // (nx * ny)
        return k * self._plane(0) + j * self._row(0, k) + i * self._waves(0, j, k)

    def group_of(self, wave):
        """The linear workgroup holding global wave ``wave``."""
        lo, hi = 0, self.groups - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.start(mid) <= wave:
                lo = mid
            else:
                hi = mid - 1
        return lo
