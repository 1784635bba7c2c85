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
import ast
from dataclasses import dataclass

import numpy as np

from .engine import DebugError, Goal
from .show import Listing
from .waves import ENDED, places


@dataclass
class Breakpoint:
    number: int
    pcs: tuple
    where: str
    condition: str = None
    temporary: bool = False
    hits: int = 0
    compiled: object = None
    session: object = None

    @property
    def title(self):
        return f"{'Temporary breakpoint' if self.temporary else 'Breakpoint'} {self.number}"

    def hit(self, hook, idx, event):
        """(batch wave, lane or None) of the first wave of ``idx`` (and lane) the condition
        holds for, or None."""
        if self.compiled is None:
            return int(idx[0]), None
        try:
            found = self.session.condition(self.compiled, hook, idx)
        except Exception as err:    # noqa: BLE001 - a bad condition stops, as gdb does
            return int(idx[0]), f"error in condition: {err}"
        return found


class _Logical(ast.NodeTransformer):
    """``and``/``or``/``not`` of a condition as numpy's element-wise forms (lanes, waves)."""

    def visit_BoolOp(self, node):
        self.generic_visit(node)
        name = "logical_and" if isinstance(node.op, ast.And) else "logical_or"
        out = node.values[0]
        for value in node.values[1:]:
            out = ast.Call(ast.Attribute(ast.Name("np", ast.Load()), name, ast.Load()),
                           [out, value], [])
        return out

    def visit_UnaryOp(self, node):
        self.generic_visit(node)
        if isinstance(node.op, ast.Not):
            return ast.Call(ast.Attribute(ast.Name("np", ast.Load()), "logical_not",
                                          ast.Load()), [node.operand], [])
        return node


def compile_condition(text):
    """A condition (gdb's ``&&``, ``||``, ``!``; ``$`` names) as a code object over the names
    wave, workgroup, wave_in_group, lane, vN, sN, exec."""
    source = text.replace("&&", " and ").replace("||", " or ").replace("$_", "").replace("$", "")
    source = source.replace("!=", "\0").replace("!", " not ").replace("\0", "!=")
    try:
        tree = ast.parse(source.strip(), mode="eval")
    except SyntaxError:
        raise DebugError(f"cannot read the condition '{text}'") from None
    tree = ast.fix_missing_locations(_Logical().visit(tree))
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    return compile(tree, "<condition>", "eval"), names


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
        self._focus_stop()
        self._group_starts, self.total_waves = _group_layout(geometry)

    # ---- where things are ---------------------------------------------------------------------
    @property
    def executor(self):
        hook = self.replay.hook
        if hook is None or hook.executor is None:
            raise DebugError("The kernel has no waves running.")
        return hook.executor

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
        linear = int(np.searchsorted(self._group_starts, wave, side="right")) - 1
        gx, gy, _ = self.geometry.groups
        xyz = (linear % gx, (linear // gx) % gy, linear // (gx * gy))
        return xyz, wave - int(self._group_starts[linear])

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
        if stop.reason:
            reason = stop.reason
            if stop.breakpoint is not None:
                reason = f"Thread {self.wave_id(self.focus) + 1} hit {reason}"
                if isinstance(stop.lane, str):
                    reason += f" ({stop.lane})"
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
        text = self.code.at(pc).text(self.code.target)
        out = f"=> 0x{pc:x} <{self.name_of(pc)}>:\t{text}{at}"
        line = self.listing.source_line(location)
        return f"{out}\n{location.line}\t{line}" if line else out

    def stepi(self, count=1):
        self._need_live()
        return self.run(Goal(wave=self.focus, count=count, seen=int(self._in_stop())))

    def _in_stop(self):
        """Whether the focused wave runs the event stopped before."""
        return bool((np.atleast_1d(self.stop.idx) == self.focus).any())

    def step(self, over_calls=False, count=1):
        """gdb's step (``over_calls``: next): to a different source line of the focused wave."""
        self._need_live()
        wave, code = self.focus, self.code
        here = code.source(self.pc_of(wave))
        if here is None:
            return "(no line information here: stepping one instruction)\n" + self.stepi()
        state = {"seen": int(self._in_stop()), "back": None}

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
            location = code.source(entry.pc)
            return state["seen"] > 1 and location is not None and location.line != here.line
        return self.run(Goal(test=test))

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
        return self.run(Goal(test=test))

    def cont(self):
        if self.stop.exited:
            raise DebugError("The program is not being run.")
        return self.run(Goal())

    def reverse_stepi(self):
        """Back to before the focused wave's last instruction."""
        goal = self.replay.scan(Goal(event=self.stop.event, scan="wave", of=self.focus,
                                     breaks=False))
        if goal.found is None:
            self.stop = self.replay.back_to(0)
            return "\nNo more reverse-execution history.\n" + self._report(self.focus)
        return self.run(Goal(event=goal.found, breaks=False), restart=True)

    def reverse_continue(self):
        """Back to the last breakpoint or watchpoint stop before here."""
        goal = self.replay.scan(Goal(event=self.stop.event, scan="hit", breaks=False))
        if goal.found is None:
            self.stop = self.replay.back_to(0)
            return "\nNo more reverse-execution history.\n" + self._report(self.focus)
        old = self.focus
        self.stop = self.replay.back_to(goal.found)
        found = goal.found_stop
        self.stop.reason, self.stop.wave, self.stop.lane = found.reason, found.wave, found.lane
        self.stop.breakpoint = found.breakpoint
        return self._report(old)

    def _need_live(self):
        if self.stop.exited:
            raise DebugError("The program is not being run.")
        if self.pc_of(self.focus) is None:
            raise DebugError(f"wave {self.wave_id(self.focus)} has ended; pick another "
                             "(info threads, thread N)")

    # ---- breakpoints --------------------------------------------------------------------------
    def add_break(self, pcs, where, condition=None, temporary=False):
        self.numbers += 1
        bp = Breakpoint(self.numbers, tuple(pcs), where, condition, temporary, session=self)
        if condition:
            bp.compiled = compile_condition(condition)
        self.breakpoints[bp.number] = bp
        for pc in bp.pcs:
            self.replay.breaks.setdefault(pc, []).append(bp)
        self.replay.breaks_changed()
        return bp

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
        return int(np.searchsorted(self._group_starts, wave, side="right")) - 1


def _group_layout(geometry):
    """(the global id of each workgroup's first wave, the waves of the launch): x fastest; a
    partial workgroup at the grid's edge has fewer waves (emu/dispatch.py)."""
    sizes = []
    for grid, block in zip(geometry.grid, geometry.block):
        count = -(-grid // block)
        sizes.append(np.minimum(block, grid - np.arange(count) * block))
    items = (sizes[2][:, None, None] * sizes[1][None, :, None] * sizes[0][None, None, :])
    waves = -(-items.reshape(-1) // 64)
    return np.cumsum(waves) - waves, int(waves.sum())
