"""Checkpoints: the whole state of a launch at a block's start, put back to replay from there.

At the start of a block the group about to run it has the lowest PC of all groups (the
executor runs a group on only while it stays below the others, emu/executor.py), so the
executor's own state is its groups with this one added back: a replay that puts back the
registers, LDS, device memory, groups, barriers, spin watch, statistics and the counters'
checker state of that moment, then lets the executor's loop go on, runs exactly the events
that followed. The executor calls ``restore_checkpoint`` on its checker as a batch starts
(emu/executor.py Executor.run); batches before the checkpoint's end at once, the
checkpoint's own is put back.

A checkpoint is taken at the first block start INTERVAL events or WORK wave-instructions
after the last (whichever comes first: a launch of few waves has many events of little work
each, one of many waves few events of much work). It copies the batch's registers and LDS
and the device allocations stored to since the last checkpoint (or the launch's start; the
replay's DeviceMemory.watch keeps the stores' address ranges); the others share the last
one's bytes, so a read-only input buffer is never copied again (benchmarks/debug_speed.py:
16 KiB for four waves, 429 KiB for 256). At most MAX_KEPT (and MAX_BYTES, shared bytes
counted once) are kept, every other one dropped when more are made (both intervals between
the kept ones double), so memory stays bounded whatever the launch's length, and a replay to
any event runs at most an interval's events and work (times 2^k once the launch outgrew
MAX_KEPT intervals k times). A checkpoint that copied much (a kernel storing to big buffers)
spaces the next further (BYTES_PER_EVENT, BYTES_PER_WORK), so that copying costs about a
quarter of the run between them; going back then replays more.

    events 0 ....... 2000 ....... 4000 ... P       reverse-stepi at P: replay from 4000
"""
import copy
from bisect import bisect_right
from dataclasses import dataclass

import numpy as np

INTERVAL = 2_000        # events between checkpoints: a replay runs at most this many to stop
WORK = 200_000          # or wave-instructions (~20-60 ms of interpreting many waves at once)
MAX_KEPT = 256
# A checkpoint that copied many bytes spaces the next out so that copying costs about a quarter
# of the run between them: at least an event per BYTES_PER_EVENT and a wave-instruction per
# BYTES_PER_WORK it copied (measured here: a 64 MiB copy 0.4-1.0 s, 40,000 events/s of four
# waves, 5 million wave-instructions/s of 256).
BYTES_PER_EVENT = 1_000
BYTES_PER_WORK = 8
MAX_BYTES = 1 << 30     # and at most this much memory in all (a launch storing to big buffers
                        # keeps fewer: the interval doubles sooner)
_STATE = ("s", "v", "scc", "hwreg", "csp", "vskip", "prio")


@dataclass
class Checkpoint:
    event: int
    work: int                   # wave-instructions run before it
    first_wave: int             # the batch it belongs to (its first wave's id)
    registers: dict
    vskip_any: bool
    lds: np.ndarray
    memory: list                # (address, size, bytes) of every allocation
    executor: dict
    sid: np.ndarray             # the waitcnt checker's per-wave state ids
    copied: int = 0             # bytes it copied (the rest shared with the one before)

    @property
    def nbytes(self):
        return (sum(r.nbytes for r in self.registers.values()) + sum(d.nbytes for *_, d in
                self.memory) + (0 if self.lds is None else self.lds.nbytes))


def take(hook, executor, pc, idx, base=(), written=()):
    """A Checkpoint before event ``hook.events``: the group ``idx`` about to run from ``pc``.
    ``base``: the (address, size, bytes) of the memory as the last checkpoint (or the start)
    left it, ``written``: the (lo, hi) address ranges stored to since: an allocation none
    touches shares the base's bytes (read only, as restore reads them), the others are
    copied."""
    st, env = executor.st, executor.env
    groups = {k: v.copy() for k, v in executor.groups.items()}
    groups[pc] = idx.copy() if pc not in groups else np.union1d(groups[pc], idx)
    state = {"groups": groups, "parked": copy.deepcopy(executor.parked),
             "ended": executor.ended.copy(), "stats": copy.deepcopy(executor.stats),
             "counts": dict(executor.counts),
             "spin": copy.deepcopy({k: getattr(executor.spin, k)
                                    for k in ("trips", "prints", "aside")}),
             "events": list(env.events), "clock": env.clock}
    batch = hook.counters._batch_of(executor)
    registers = {k: getattr(st, k).copy() for k in _STATE}
    lds = None if env.lds is None else env.lds.copy()
    memory, copied = _memory(env.memory.allocations, base, written)
    copied += sum(r.nbytes for r in registers.values()) + (0 if lds is None else lds.nbytes)
    return Checkpoint(hook.events, hook.work, int(executor.wave_ids[0]), registers,
                      st.vskip_any, lds, memory, state, batch.sid.copy(), copied)


def _memory(allocations, base, written):
    """(the (address, size, bytes) of every allocation, the bytes copied): ``take``'s."""
    shared = {(address, size): data for address, size, data in base}
    memory, copied = [], 0
    for alloc in allocations:
        data = shared.get((alloc.address, alloc.size))
        end = alloc.address + alloc.size
        if data is None or any(lo < end and hi > alloc.address for lo, hi in written):
            data = alloc.data.copy()
            copied += data.nbytes
        memory.append((alloc.address, alloc.size, data))
    return memory, copied


def restore(checkpoint, hook, executor):
    """Put ``checkpoint`` back into a fresh executor of its batch."""
    st, env = executor.st, executor.env
    for name, value in checkpoint.registers.items():
        getattr(st, name)[...] = value
    st.vskip_any = checkpoint.vskip_any
    if env.lds is not None:
        env.lds[...] = checkpoint.lds
    allocations = {a.address: a for a in env.memory.allocations}
    for address, size, data in checkpoint.memory:
        alloc = allocations.get(address)
        if alloc is not None and alloc.size == size:
            alloc.data[...] = data
    state = checkpoint.executor
    executor.groups = {k: v.copy() for k, v in state["groups"].items()}
    executor.parked = copy.deepcopy(state["parked"])
    executor.ended[...] = state["ended"]
    executor.stats = copy.deepcopy(state["stats"])
    executor.counts = dict(state["counts"])         # (Block, entries run) keys: shared
    for name, value in copy.deepcopy(state["spin"]).items():
        setattr(executor.spin, name, value)
    env.events[:] = state["events"]
    env.clock = state["clock"]
    hook.counters._batch_of(executor).sid[...] = checkpoint.sid
    hook.events, hook.work = checkpoint.event, checkpoint.work


class Checkpoints:
    """The checkpoints of one launch, by event (valid for every replay: a run is
    deterministic)."""

    def __init__(self, interval=INTERVAL, kept=MAX_KEPT, budget=MAX_BYTES, work=WORK):
        self.interval = interval
        self.work = work
        self.kept = kept
        self.budget = budget
        self.events = []            # sorted
        self.by_event = {}
        self.next = 0               # no checkpoint is due before this event or this much
        self.next_work = 0          # work (a quick test)

    def rewind(self, event, work=0):
        """A replay starts at ``event`` (``work`` wave-instructions run): the next checkpoint
        may be due before ``next``."""
        self.next, self.next_work = event, work

    def due(self, event, work):
        """Whether a block starting at ``event`` after ``work`` wave-instructions should be
        checkpointed: not within both intervals of the checkpoints either side."""
        i = bisect_right(self.events, event) - 1
        last = self.by_event[self.events[i]] if i >= 0 else None
        later = self.by_event[self.events[i + 1]] if i + 1 < len(self.events) else None
        last_event, last_work = (last.event, last.work) if last is not None else (0, 0)
        events, works = self._spacing(last)
        self.next, self.next_work = last_event + events, last_work + works
        return (not self._near(event - last_event, work - last_work, last) and
                (later is None or not self._near(later.event - event, later.work - work,
                                                 later)))

    def _spacing(self, checkpoint):
        """(events, wave-instructions) after ``checkpoint`` before the next one is due."""
        size = 0 if checkpoint is None else checkpoint.copied
        return (max(self.interval, size // BYTES_PER_EVENT),
                max(self.work, size // BYTES_PER_WORK))

    def _near(self, events, work, checkpoint):
        spacing = self._spacing(checkpoint)
        return events < spacing[0] and work < spacing[1]

    def add(self, checkpoint):
        if checkpoint.event in self.by_event:
            return
        self.by_event[checkpoint.event] = checkpoint
        self.events.insert(bisect_right(self.events, checkpoint.event), checkpoint.event)
        while len(self.events) > 1 and (len(self.events) > self.kept or
                                        self.nbytes() > self.budget):
            for event in self.events[1::2]:
                del self.by_event[event]
            self.events = self.events[::2]
            self.interval *= 2
            self.work *= 2
        events, works = self._spacing(checkpoint)
        self.next, self.next_work = checkpoint.event + events, checkpoint.work + works

    def nbytes(self):
        """The memory the kept checkpoints hold (bytes they share counted once)."""
        held = {}
        for checkpoint in self.by_event.values():
            held[id(checkpoint)] = checkpoint.nbytes - sum(d.nbytes for *_, d in
                                                           checkpoint.memory)
            held.update((id(d), d.nbytes) for *_, d in checkpoint.memory)
        return sum(held.values())

    def before(self, event):
        """The latest checkpoint at or before ``event``, or None (replay from the start)."""
        i = bisect_right(self.events, event) - 1
        return self.by_event[self.events[i]] if i >= 0 else None

    def earlier(self, checkpoint):
        """The checkpoint before ``checkpoint`` (None: the start)."""
        if checkpoint is None:
            return None
        i = self.events.index(checkpoint.event)
        return self.by_event[self.events[i - 1]] if i > 0 else None
