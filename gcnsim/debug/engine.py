"""Stopping a launch anywhere, and going back: the executor under a hook, replayed from its start.

The launch runs on a worker thread under a Hook: the executor's per-block checker (the same
protocol as emu/waitcnt.py, whose checker the hook carries along for ``info counters``). A
launch is a sequence of *events*: one instruction executed by one group of waves, in the
executor's order (lowest PC first, emu/executor.py). A stop is a position P, "before event P",
with the state of every register, LDS and memory as it then is: the worker thread waits inside
the hook while the session reads them.

Blocks run whole at full speed unless one may hold a stop: a breakpoint's PC, the event a step
aims at, a wave being stepped, a memory instruction while a watchpoint is set; then each of its
steps first asks ``Replay.at`` whether to stop. Going back is deterministic re-execution
from a checkpoint (checkpoint.py: one every 2,000 events or 200,000 wave-instructions, at
most 256 kept, each a copy of the batch's registers, LDS and device memory; before the first, the
launch's start): a reverse command replays once to find the event it goes back to (from the
latest checkpoint before here, earlier ones if need be; blocks run whole, one membership test
per block) and once to stop before it (from the latest checkpoint before that event);
``reverse-stepi N`` keeps the wave's last N events of each stretch scanned (Goal.saw), going
to earlier checkpoints until it has N; reverse-step, reverse-next and reverse-finish scan
once from the start with a recording test (session.py). Ctrl-C while the session waits
stops the launch before its next block.

    position 12100, reverse-stepi on wave 3  ->  replay from 12000: wave 3's last event
                                                 before 12100 was 12097
                                             ->  replay from 12000: stop before event 12097
"""
import queue
import threading
from collections import deque
from dataclasses import dataclass

import numpy as np

from ..emu.waitcnt import WaitcntChecker
from ..errors import GcnsimError
from ..isa.issue import GDS, LDS, SMEM, VMEM
from .checkpoint import Checkpoints, restore, take
from .watch import WatchSet

MEMORY_CLASSES = frozenset({VMEM, LDS, GDS, SMEM})
EXITED = "Command aborted, thread exited."      # gdb's, when the wave stepped ends


class DebugError(GcnsimError):
    """A debugger command that cannot be done (no such wave, register, breakpoint, ...)."""


class Abandon(BaseException):
    """Raised inside the worker to unwind a replay that is no longer wanted (not an error of
    the kernel: BaseException, so nothing in the launch catches it)."""


@dataclass
class Stop:
    """Where and why the launch stopped: before ``event``, a group ``idx`` (batch indices) at
    ``pc``; ``wave``/``lane`` the focus it suggests; ``exited``/``error`` at the end."""
    event: int
    reason: str = ""
    pc: int = None
    idx: np.ndarray = None
    wave: int = None
    lane: int = None
    k: int = 0                  # the entry of the block it stopped at
    block: object = None
    exited: bool = False
    error: object = None
    breakpoint: object = None   # the session's Breakpoint it hit


@dataclass
class Goal:
    """What the current run stops at. ``event``: before that event; ``wave``: before the
    ``count``-th event of that batch index from here (stepi); ``test(t, entry, idx)``: a
    predicate (step by line, finish); ``scan``: record instead of stopping, up to ``event``."""
    event: int = None
    wave: int = None
    count: int = 1
    test: object = None
    breaks: bool = True         # breakpoints and watchpoints stop it (not a replay to an event)
    scan: str = None            # None, "wave" (the last event of wave ``of``) or "hit" (the
    of: int = None              # last breakpoint or watchpoint stop), before ``event``
    back: int = 1               # scan "wave": the ``back``-th last event of wave ``of``
    hit: int = None             # stopped at this batch wave's breakpoint hit: at the event
                                # stopped before, the hits of the waves after it in batch
                                # order are still to come (scanning "hit": those before it
                                # are the last ones behind)
    found: int = None
    found_stop: object = None
    seen: int = 0
    trail: object = None        # scan "wave": its last ``back`` events (a deque)
    stay: int = None            # stepping this batch wave: its end stops the run (gdb's
    left: bool = False          # "Command aborted, thread exited."); it ran s_endpgm
    here: bool = False          # the event stopped before meets the breakpoints too (from
                                # before the first instruction, gdb's starti)

    def saw(self, events):
        """Scanning "wave": ``events`` of wave ``of`` ran; found is the ``back``-th last."""
        if self.trail is None:
            self.trail = deque(maxlen=self.back)
        self.trail.extend(events)
        if len(self.trail) == self.back:
            self.found = self.trail[0]


class Hook:
    """The executor's checker during a debug session (per block, never native)."""
    per_block = True
    native_blocks = False

    def __init__(self, replay):
        self.replay = replay
        self.counters = WaitcntChecker(mode="warn")
        self.events = 0
        self.work = 0               # wave-instructions run (checkpoint.py's intervals)
        self.base = 0
        self.idx = None
        self.executor = None
        self.block = None
        self.now = None             # (event, entry, w) running
        self._all = None            # every wave of the batch: arange(n)

    def begin(self, executor, block, w):
        self.executor = executor
        if self.replay.interrupted and self.replay.goal.scan is None:    # not mid-search
            self.replay.interrupted = False
            idx = np.arange(executor.st.n)[w] if isinstance(w, slice) else w
            self.replay._pause(Stop(self.events, "Program received signal SIGINT, Interrupt.",
                                    pc=block.entries[0].pc, idx=idx, block=block))
        steps = self.counters.begin(executor, block, w)
        self.base = self.events
        self.block = block
        if isinstance(w, slice):
            if self._all is None or self._all.size != executor.st.n:
                self._all = np.arange(executor.st.n)
            w = self._all
        self.idx = w
        checkpoints = self.replay.checkpoints
        if ((self.base >= checkpoints.next or self.work >= checkpoints.next_work)
                and checkpoints.due(self.base, self.work)):
            replay = self.replay
            checkpoint = take(self, executor, block.entries[0].pc, self.idx, replay.base,
                              replay.written)
            checkpoints.add(checkpoint)
            replay.base, replay.written = checkpoint.memory, []
        if self.replay.wants(block, self.base, self.idx):
            return [self._wrap(k, entry, step, block)
                    for k, (entry, step) in enumerate(zip(block.entries, steps))]
        self.replay.pending(self.base, block, self.idx)
        return steps

    def _wrap(self, k, entry, step, block):
        def run(st, w, env):
            t = self.base + k
            self.replay.at(t, entry, self.idx, k, block)
            self.now = (t, entry, w)
            watched = self.replay.watches.before(self, entry, w)
            result = step(st, w, env)
            if watched is not None:
                self.replay.watches.after(self, watched)
            return result
        return run

    def ran(self, executor, block, count, w, idx):
        self.counters.ran(executor, block, count, w, idx)
        self.events = self.base + count
        self.work += count * len(self.idx)
        self.replay.ran(self.base, count, idx)

    def issue(self, executor, entry, w, idx):
        """One instruction at a time (VSKIP, the budget's edge): the same checks."""
        self.executor = executor
        self.block = None
        self.idx = idx
        self.replay.at(self.events, entry, idx, 0, None)
        self.now = (self.events, entry, w)
        self.events += 1
        self.work += len(idx)
        self.replay.ran(self.events - 1, 1, idx)
        return self.counters.issue(executor, entry, w, idx)

    def waitcnt(self, st, w, counts):
        """s_waitcnt: its effect is in the counters' block transfer (emu/waitcnt.py)."""

    def restore_checkpoint(self, executor):
        """As a batch starts (emu/executor.py): a replay from a checkpoint ends the batches
        before the checkpoint's at once and puts the checkpoint back into its own."""
        start = self.replay.start_from
        if start is None:
            return
        first = int(executor.wave_ids[0])
        if first < start.first_wave:
            executor.groups = {}
            executor.ended[:] = True
        elif first == start.first_wave:
            restore(start, self, executor)
            self.replay.start_from = None
            self.replay.base, self.replay.written = start.memory, []


class Replay:
    """Runs ``launch()`` on a worker thread under a Hook, stops it where a Goal says, and
    replays it from the start (memory restored) to go back."""

    def __init__(self, launch, memory, reset=None):
        self.launch = launch
        self.memory = memory
        self.reset = reset              # called before each replay (the dispatch counter)
        self.snapshot = [(a, a.data.copy()) for a in memory.allocations]
        self.breaks = {}                # pc -> [Breakpoint]
        self.watches = WatchSet(self)
        self.hook = None
        self.goal = Goal()
        self.stop = None                # the current Stop
        self.replays = 0
        self.checkpoints = Checkpoints()
        self.base = ()                  # the memory as the last checkpoint (or start) left it
        self.written = []               # (lo, hi) address ranges stored to since
        self._kinds = {}                # Block -> (holds a memory entry, holds a breakpoint)
        self.start_from = None          # the Checkpoint the running replay started from
        self._worker = None
        self._orders = None
        self._reports = None
        self.interrupted = False        # Ctrl-C: stop before the next block

    # ---- the main thread's side --------------------------------------------------------------
    def go(self, goal, restart=False, start=None):
        """Run (on from the current stop, or replayed from ``start``: a Checkpoint, or the
        latest one before ``goal.event``, or the launch's start) until ``goal``; the Stop."""
        self.goal = goal
        if restart or self._worker is None or self.stop is None or self.stop.exited:
            if start is None and goal.event is not None and goal.scan is None:
                start = self.checkpoints.before(goal.event)
            self._start(start)
        else:
            self._orders.put("go")
        self.stop = self._wait()
        return self.stop

    def _wait(self):
        """The worker's next Stop. Ctrl-C (KeyboardInterrupt) meanwhile stops the launch at
        its next block, as gdb's SIGINT does, rather than ending the session."""
        while True:
            try:
                stop = self._reports.get()
                self.interrupted = False
                return stop
            except KeyboardInterrupt:
                self.interrupted = True

    def back_to(self, event):
        """Stop before ``event`` by replaying from the start."""
        return self.go(Goal(event=event, breaks=False), restart=True)

    def scan(self, goal):
        """Replay up to ``goal.event`` recording (goal.scan) from the latest checkpoint before
        it, then from earlier ones until something is found; the goal. Scanning "wave", the
        wave's events of the later stretches count too: its ``back``-th last event may lie
        stretches back."""
        end = goal.event
        start = self.checkpoints.before(end - 1) if end else None
        later = []
        while True:
            goal.event, goal.found, goal.found_stop, goal.trail = end, None, None, None
            self.go(goal, restart=True, start=start)
            goal.hit = None                     # an earlier stretch ends at a checkpoint
            if goal.scan == "wave":
                later = list(goal.trail or ()) + later
                goal.found = later[-goal.back] if len(later) >= goal.back else None
            if goal.found is not None or start is None:
                return goal
            end, start = start.event, self.checkpoints.earlier(start)

    def close(self):
        if self._worker is not None and self._worker.is_alive():
            self._orders.put("abandon")
            self._worker.join()
        self._worker = None

    def _start(self, start=None):
        self.close()
        self.start_from = start
        self.checkpoints.rewind(*((0, 0) if start is None else (start.event, start.work)))
        covered = set() if start is None else {address for address, *_ in start.memory}
        for alloc, data in self.snapshot if self.replays else ():      # (the first: as is)
            if alloc.address not in covered:        # the checkpoint puts back the others
                alloc.data[:] = data
        self.base = [(alloc.address, alloc.size, data) for alloc, data in self.snapshot]
        self.written = []
        if self.reset is not None:
            self.reset()
        self.hook = Hook(self)
        self.replays += 1
        self._orders, self._reports = queue.Queue(), queue.Queue()
        self._worker = threading.Thread(target=self._run, daemon=True, name="gcnsim-debug")
        self._worker.start()

    def _run(self):
        old = self.memory.watch
        self.memory.watch = self._access
        try:
            result = self.launch(self.hook)
            fired = self.watches.take()     # on the launch's last event
            if fired is not None and self.goal.scan is None:
                self._pause(Stop(self.hook.events, fired.text, wave=fired.wave,
                                 lane=fired.lane))
            self._reports.put(Stop(self.hook.events, "exited", exited=True, error=None,
                                   idx=result))
        except Abandon:
            pass
        except Exception as err:    # noqa: BLE001 - the kernel's fault ends the run, reported
            self._reports.put(Stop(self.hook.events, "error", exited=True, error=err))
        finally:
            self.memory.watch = old

    # ---- the worker's side -------------------------------------------------------------------
    def _access(self, addrs, size, written):
        """DeviceMemory.watch: a store's address range is kept (the next checkpoint copies
        the allocations stored to), then the watchpoints see the access."""
        if written and len(addrs):
            addrs = np.asarray(addrs, np.uint64)
            self.written.append((int(addrs.min()), int(addrs.max()) + size))
        self.watches.memory_access(addrs, size, written)

    def wants(self, block, base, idx):
        """Whether a block must run step by step (it may hold a stop)."""
        goal = self.goal
        end = base + len(block.entries)
        if goal.event is not None and base <= goal.event < end or goal.left:
            return True
        if goal.wave is not None or goal.test is not None:
            return goal.wave is None or bool((idx == goal.wave).any())
        if not (self.watches or self.breaks):
            return False
        kinds = self._kinds.get(block)
        if kinds is None:
            kinds = self._kinds[block] = (
                any(e.cls in MEMORY_CLASSES for e in block.entries),
                any(e.pc in self.breaks for e in block.entries))
        if self.watches and kinds[0]:
            return True
        return kinds[1] and (goal.breaks or goal.scan == "hit")

    def breaks_changed(self):
        """Breakpoints were added or deleted: which blocks hold one is worked out again."""
        self._kinds = {}

    def pending(self, t, block, idx):
        """At the start of a block run whole: a watchpoint that fired on the last event."""
        if self.watches.fired is not None:
            self.at(t, block.entries[0], idx, 0, block)

    def at(self, t, entry, idx, k, block):
        """Before event ``t`` (``entry`` for waves ``idx``): stop, record, or go on. After a
        stop the event runs on unchecked (continuing from a breakpoint steps over it)."""
        goal = self.goal
        here = dict(pc=entry.pc, idx=idx, k=k, block=block)
        fired = self.watches.take()
        if fired is not None and self._hit(Stop(t, fired.text, wave=fired.wave,
                                                lane=fired.lane, **here), fired.event):
            return None
        if goal.scan is not None and goal.event is not None:
            if t >= goal.event:
                if t == goal.event and goal.hit is not None:
                    self._breaks(t, entry, _around(idx, goal.hit)[0], here)
                return self._pause(Stop(t, "scanned", **here))
            if goal.scan == "wave" and (idx == goal.of).any():
                goal.saw((t,))
        if goal.event == t and goal.scan is None:
            self._pause(Stop(t, **here))
            if self.goal.hit is not None:           # on from a hit reverse-continue found
                return self._breaks(t, entry, _around(idx, self.goal.hit)[1], here)
            return self._breaks(t, entry, idx, here) if self.goal.here else None
        if goal.left:
            return self._pause(Stop(t, EXITED, **here))
        if goal.stay is not None and entry.inst.op.name.startswith("s_endpgm"):
            goal.left = bool((idx == goal.stay).any())
        if goal.wave is not None and (idx == goal.wave).any():
            goal.seen += 1
            if goal.seen > goal.count:
                return self._pause(Stop(t, wave=goal.wave, **here))
        if goal.test is not None and goal.test(t, entry, idx):
            return self._pause(Stop(t, **here))
        if goal.breaks or goal.scan == "hit":
            return self._breaks(t, entry, idx, here)
        return None

    def _breaks(self, t, entry, idx, here):
        """The breakpoints at ``entry``'s PC whose condition holds for a wave of ``idx``. Each
        wave's hit is a stop of its own, in batch order, as ROCgdb reports each thread's: a
        continue from one wave's hit reports the next wave's before the event runs (scanning,
        each is recorded)."""
        rest = idx
        while len(rest):
            hits = [(bp, hit) for bp in self.breaks.get(entry.pc, ())
                    if (hit := bp.hit(self.hook, rest, t)) is not None]
            if not hits:
                return None
            bp, (wave, lane) = min(hits, key=lambda h: int(np.flatnonzero(rest == h[1][0])[0]))
            if self._hit(Stop(t, bp.title, wave=wave, lane=lane, breakpoint=bp, **here), t):
                goal = self.goal            # the order the session resumed with
                if not (goal.breaks and goal.scan is None and goal.event is None
                        and goal.wave is None and goal.test is None and not goal.left):
                    return None             # a step or replay: the event runs on
            rest = rest[int(np.flatnonzero(rest == wave)[0]) + 1:]
        return None

    def _hit(self, stop, event):
        """A breakpoint or watchpoint: stop (True), or (scanning) remember it as the last one:
        going back, a watchpoint stops before the instruction that touched the memory."""
        goal = self.goal
        if goal.scan == "hit":
            goal.found, goal.found_stop = event, stop
            return False
        if goal.scan is None and goal.breaks:
            self._pause(stop)
            return True
        return False

    def ran(self, base, count, idx):
        goal = self.goal
        if goal.scan == "wave" and base < goal.event and (idx == goal.of).any():
            goal.saw(range(base, min(base + count, goal.event)))

    def _pause(self, stop):
        """Report ``stop`` and wait for the next order (the session reads the state now)."""
        self._reports.put(stop)
        order = self._orders.get()
        if order == "abandon":
            raise Abandon()
        return True


def _around(idx, wave):
    """The batch waves of ``idx`` before ``wave`` and those after it, in batch order."""
    at = np.flatnonzero(idx == wave)
    if not len(at):
        return idx[:0], idx[:0]
    return idx[:at[0]], idx[at[0] + 1:]
