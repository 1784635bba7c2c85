"""The timed launch: the functional run records the waves' streams (record.py), the dispatcher
hands workgroups to compute units as their resources allow, and the CUs (cu.py) replay the
streams event by event. A calendar orders the CUs by cycle (CU index breaking ties: the cycles
in a heap, the CUs due at each in a list sorted when its cycle comes): the device's time order.
The CUs share two things, the queue of workgroups and the memory hierarchy (memory/system.py:
one MemorySystem, whose calls must come in time order); everything else of a CU is its own (its
instruction cache's contents follow the dispatches, fetch.py). So a CU taken from the calendar
at cycle t runs on alone, ahead of the others: its requests to the hierarchy wait in a queue
(cu.py Queue; the compiled CUs' queue.c), which the engine asks the hierarchy, in the device's
time order, up to the calendar's cycle each time it takes the next one (no CU issues a request
before that cycle any more). A CU stops at a turn past t at which a wave needs what a queued
request of it gives (an ``s_waitcnt``: cu.py ``_turns`` pauses there), or when a workgroup of
it ends while others wait (it takes the next one). It goes back into the calendar at that
turn's cycle and goes on when the calendar comes to it, after every CU's earlier turns and
requests: the hierarchy's calls and the dispatches come in the order of one time-ordered queue
of all turns, and the result is that queue's (``lockstep`` takes every CU's turns one at a time
in that order, each request asked as it issues, as a trace needs them), faster. A profile's
sampler only bounds how far a CU runs on: to its next edge, where it reads the whole device's
state (in lockstep, the 1M-point stencil on MI300X took 1,022,746 CU turns, 44,430 without). Pausing at every request instead, the 1M-item saxpy on an MI300X paused 128,336 times
(31,816 now) and ran 7% slower: each CU taken up again finds its state out of the host's
caches.

Dispatcher: workgroups go out in order, dealt to the XCDs round robin (workgroup k of the
dispatch order to XCD k mod xcds, as MI300X's command processor deals them; one XCD on the
other chips), each XCD's share to its own CUs (CU i sits on XCD i mod xcds, memory/system.py).
At the start each XCD deals its share round robin, one per CU per round, while a CU has room
(wave slots on its SIMDs, resident workgroups below the limit the occupancy calculation
gives); afterwards each finished workgroup frees its CU for its XCD's next one. An XCD of
fewer CUs than the others (a variant whose CUs do not divide evenly) gets the same share and
finishes it later. Dealing the one queue to the CUs in order instead gave the XCDs uneven
shares there: a 17-CU MI300X put workgroups 0, 8, 16, 17 and 25 of 32 on XCD 0 and 7, 15 and
24 on XCD 7, whose L2 then missed on 15/32 of an array each workgroup reads whole before
workgroup 24 caught up with 7's lines (98,473 cycles on 16 CUs, 115,497 on 17, 114,022 on 28;
now 98,473, 98,473 and 98,777).
Each XCD's workgroup manager launches the waves of the workgroups its CUs take one after another
at the device's rate (``Managers``; none on a device without one).
Every CU is modelled (no shortcut for identical workgroups): the memory hierarchy and the
dispatch order couple them.

    recorder = Recorder(device.lds_banks, device.memory)    # the ``timing`` option (api.py)
    ... functional launch ...
    result = replay(recorder, device, occupancy(device, vgprs=24, sgprs=32, block_size=256))
    result.cycles, result.ipc, result.stalls["waitcnt_vmcnt"]
"""
import contextlib
import gc
import heapq
import os
import signal
import sys
from math import ceil
from collections import Counter, deque
from dataclasses import dataclass, field

import numpy as np

from ..bits import collector_paused
from ..emu.forking import forked, forsaken
from ..emu.shared import _FORKING
from ..isa.issue import MFMA
from .blame import charged
from .cu import INF, ComputeUnit, CuConfig, Group, Queue, Tally
from .fetch import fetch_units
from .lds import LdsUnit
from .memory import MemorySystem
from .memory.native import small_pages
from .native_cu import NativeComputeUnit, native_cus, tallied
from .ops import END, REALTIME_MHZ, MfmaWaits, TimingError, build_op

HOTTEST = 10                    # instructions listed with their stall cycles
# Turns of one CU at one cycle before the replay is taken to spin: a turn at the cycle of the
# last one happens only when it released a barrier for a wave of the same SIMD.
SAME_CYCLE_TURNS = 256
# How often the replay looks at the launch's deadline: every CHECK_CYCLES cycles of a CU running
# on alone (about 0.1 s of CPU at an IPC of 1: the most it runs ahead of the calendar), every
# CHECK_TAKEN cycles the calendar takes (each at most a turn or a run alone of every CU: 64 x
# 304 turns in lockstep, about 0.05 s), and then draws the progress bar.
CHECK_CYCLES = 1 << 16
CHECK_TAKEN = 1 << 6
# Cycles a CU with work may go without issuing anything (s_sleep's longest is 8,128; a wave
# waits for its memory at most a few thousand): past them the replay spins, a model bug.
IDLE_CYCLES = 1 << 20


@dataclass
class TimingResult:
    """What a timed launch reports. ``stalls``: wave-cycles waited, by reason (``no_wave``:
    SIMD-cycles without a resident wave); ``issued``: wave-instructions by issue category
    (isa/issue.py, the categories the functional run's RunStats.by_class counts too); ``ipc``:
    the device's, ``ipc_per_cu``: the mean of the CUs used;
    ``cu_busy``: cycles from each CU's first workgroup to its last completion, ``cu_ipc``: its
    wave-instructions per busy cycle; ``simd_busy``:
    VALU-busy cycles per (CU, SIMD); ``hottest``: (offset, text, issued, stall cycles) of the
    instructions waited on longest (offsets in the code, as gcnsim check gives them; ``lines``:
    the code's LineTable, None without line info; ``source(offset)``: its SourceLocation);
    ``timing_dependent``: offset -> why a result the functional
    run computed may differ on the hardware (s_memtime, atomics); ``clock_reads``: wave ->
    the values its s_memtime/s_memrealtime read on the simulated clock, in order; ``memory``:
    the hierarchy's counters (MemorySystem.counters: hits, misses and evictions of each level,
    summed over its instances, with what each level counts; the DRAM's bytes, row hits and row
    misses; ``instruction``:
    the instruction caches' hits and misses over the waves' fetches, fetch.py)."""
    cycles: int
    clock_mhz: float
    wave_instructions: int
    stalls: dict
    issued: dict
    cu_busy: list
    cu_instructions: list
    simd_busy: list
    occupancy: object             # timing.occupancy.Occupancy of the kernel
    workgroups: int
    achieved_occupancy: float = 0.0     # resident waves per SIMD, averaged over the launch
    hottest: list = field(default_factory=list)
    timing_dependent: dict = field(default_factory=dict)
    clock_reads: dict = field(default_factory=dict)
    memory: dict = field(default_factory=dict)
    profile: object = None              # timing.profile.Profile when the launch asked for one
    lines: object = None                # codeobj.lines.LineTable of the code, or None
    clock_name: str = "peak"            # which clock clock_mhz is (DeviceConfig.clock_name)
    charged: dict = field(default_factory=dict)     # offset -> [text, stalled wave-cycles]
                                                    # by the instruction behind them (blame.py)
    lds: dict = field(default_factory=dict)         # DS wave-instructions, their bank clocks,
                                                    # those without conflicts, bytes (lds.py)

    @property
    def seconds(self):
        return self.cycles / (self.clock_mhz * 1e6)

    @property
    def cu_ipc(self):
        """Each CU's IPC: its wave-instructions per cycle it was busy."""
        return [n / busy if busy else 0.0 for n, busy in zip(self.cu_instructions, self.cu_busy)]

    @property
    def ipc(self):
        """The device's IPC: wave-instructions of all its CUs per cycle of the launch."""
        return self.wave_instructions / self.cycles if self.cycles else 0.0

    def source(self, offset):
        """The SourceLocation of the instruction at ``offset`` in the code, or None."""
        return self.lines.at(offset) if self.lines is not None else None

    @property
    def ipc_per_cu(self):
        """The mean IPC of the CUs the launch used (cu_ipc over the busy ones)."""
        used = [ipc for ipc, busy in zip(self.cu_ipc, self.cu_busy) if busy]
        return sum(used) / len(used) if used else 0.0

    def as_dict(self):
        """The JSON-ready summary (``gcnsim run --timing --json``)."""
        return {"cycles": self.cycles, "seconds": self.seconds, "clock_mhz": self.clock_mhz,
                "clock": self.clock_name, "ipc": self.ipc,
                "ipc_per_cu": self.ipc_per_cu,
                "wave_instructions": self.wave_instructions, "stalls": dict(self.stalls),
                "issued": dict(self.issued), "occupancy": self.occupancy.as_dict(),
                "achieved_occupancy": self.achieved_occupancy,
                "compute_units_used": sum(1 for b in self.cu_busy if b),
                "cu_ipc": self.cu_ipc,
                "hottest": [[*h, _text(self.source(h[0]))] for h in self.hottest],
                "memory": {level: dict(counts) for level, counts in self.memory.items()},
                "lds": dict(self.lds),
                "timing_dependent": {f"0x{pc:x}": why
                                     for pc, why in self.timing_dependent.items()}}


def replay(recorder, device, occupancy, config=CuConfig(), tracer=None, lockstep=False,
           deadline=None, sampler=None, progress=None, warm=None, keep=None, select=None,
           placed=None, marks=None, others=None, delays=None, held=None):
    """Time the streams ``recorder`` holds on ``device`` (a DeviceConfig), its CUs holding
    what ``occupancy`` (timing/occupancy.py) says, sharing one MemorySystem. ``lockstep``:
    every CU's turns one at a time in the device's time order, as a trace (``tracer``) has
    them, its events written, and cut at its limit, in time order; else each CU runs on alone
    between what it shares (the module's docstring), which gives the same result, faster.
    ``deadline``: an emu Deadline the replay stops at (LaunchTimeout), or None.
    ``sampler``: an object watching the replay over time (a profile's): ``start(cus, tally,
    memory)`` before the first turn, ``sample(t)`` whenever the next turn's cycle ``t`` reaches
    its ``due`` attribute (it moves ``due`` on), ``finish(cycles)`` at the end; no CU runs on
    past ``due``, so that what it reads at ``t`` is the state of the whole device then;
    ``ended(result, select)``, where it has one, with the TimingResult (a sampled launch's
    profile.Watch). ``progress``: called now and then with (workgroups dispatched,
    workgroups, "timing replay"), for a progress bar. ``warm``: the MemorySystem a previous
    launch left, which the replay starts from (MemorySystem.carried: ``warm`` itself is not
    changed), None for a cold start; ``keep``: called with the MemorySystem the replay leaves
    (a warm launch after it starts from that), or None. ``select``: the workgroups to dispatch,
    in that order (sampled timing, sampling.py), None for all; ``placed``: a list the replay
    appends each dispatched cu.Group to (its ``gid`` the position in ``select``), or None;
    ``marks``: a marks.Marks noting the cycles its waves issue the branches and ends at the
    stream places it names (a loop cut's trips, shared by the cuts), or None. ``others``:
    (XCDs, bytes apart) the one XCD of ``device`` stands for in the levels the XCDs share
    (MemorySystem's, spatial.py), or None. ``delays``: {CU: the cycle it takes its first
    workgroup at}, the others at 0 (sampled timing's rate with the CUs' workgroups apart,
    sampling._apart), or None. ``held``: a Held, the workgroups past its limit held back
    until it pauses (Continued), or None."""
    target = device.target
    groups = np.concatenate(recorder.wave_group) if recorder.wave_group else np.zeros(0, int)
    lockstep = lockstep or tracer is not None
    compiled = os.environ.get("GCNSIM_CU", "native") != "python"   # (native_cu.py)
    # streams, ops, waves and their lists are acyclic; the arrays the compiled code touches
    # here and there are in small pages (memory/native.py)
    with collector_paused(), small_pages():
        only = None if select is None else recorder.waves_of(select)   # the waves replayed
        entries, (flat, costs), offsets, issued = recorder.streams(groups.size, compiled, only)
        ops = [build_op(entry, device, number) for number, entry in enumerate(entries)]
        if tracer is not None and recorder.lines is not None:
            tracer.sources = {op.pc: _text(recorder.lines.at(op.pc - recorder.code_base))
                              for op in ops}
        _check_ends(ops, flat, offsets, only)
        if compiled:                    # one past the last: a wave past its END reads it
            flat = np.append(flat, flat.dtype.type(0))      # (an int 0 would make it int64)
        else:
            flat.append(0)
        tally = Tally(ops, issued)
        memory = MemorySystem(device, others) if warm is None else warm.carried()
        waits = MfmaWaits(target, entries)
        if compiled:
            cus, queue = native_cus(ops, flat, costs,
                                    (recorder.requests, recorder.request_tables()), waits,
                                    device, occupancy, config, tally, memory, lockstep, marks,
                                    tracer)
        else:
            queue = None if lockstep else Queue()
            op_lines = [(op.head, op.line) if op.head != op.line else (op.line,) for op in ops]
            cus = [ComputeUnit(i, device.simds_per_cu, config, ops, tally, memory, fetch,
                               op_lines, waits, LdsUnit(device), tracer, queue,
                               device.workgroup_dispatch_cycles, marks)
                   for i, fetch in enumerate(fetch_units(device, memory))]
        work = _workgroups(groups, flat, costs, offsets, select)
        if sampler is not None:
            sampler.start(cus, tally, memory)
        managers = Managers(device)
        cycles = _run(cus, work, occupancy, 1 if lockstep else CHECK_CYCLES, deadline, sampler,
                      progress, queue, placed, managers, delays, held)
        for cu in cus:                  # its turns, a generator of it, would keep it and
            cu.turns.close()            # all it holds for the cyclic collector: freed now
        if compiled:
            tallied(cus)
        cycles = memory.release(cycles)        # the kernel's end: its dirty lines written
    if sampler is not None:
        sampler.finish(cycles)
    if keep is not None:
        keep(memory)
    result = _result(cus, ops, entries, tally, cycles, device, occupancy,
                     len(work) - (held.dropped if held is not None else 0), recorder,
                     sum(issued), memory)
    ended = getattr(sampler, "ended", None)
    if ended is not None:           # a sampled launch's profile.Watch: which replay gave what
        ended(result, select)
    return result


def _check_ends(ops, flat, offsets, only=None):
    """TimingError unless every wave's stream (of those ``only`` says, None: all) ends at an
    instruction that ends it (Op.kind END): a wave without one would never leave its SIMD."""
    ends = np.asarray(offsets, np.int64)
    ending = np.array([op.kind == END for op in ops] + [False])
    waves = np.arange(ends.size - 1) if only is None else np.flatnonzero(only)
    lasts = np.where(ends[waves + 1] > ends[waves],
                     np.asarray(flat)[np.maximum(ends[waves + 1] - 1, 0)] if len(flat)
                     else len(ops), len(ops))
    for wave in waves[~ending[lasts]][:1].tolist():
        start, end = offsets[wave], offsets[wave + 1]
        last = ops[flat[end - 1]] if end > start else None
        raise TimingError(f"wave {wave}'s recorded stream ends at "
                          f"{last.name if last else 'nothing'}, which does not end a wave: "
                          f"the replay cannot time it (a timing model bug)")


def _workgroups(groups, flat, costs, offsets, select=None):
    """Per workgroup in dispatch order, or of those ``select`` numbers in its order: its waves
    as (wid, stream, costs, start, end); none for an empty grid (no waves). ``offsets``: a
    list, or an array (a selection's streams: Recorder.streams), whose few places read are
    made ints here."""
    if not groups.size:
        return []
    bounds = np.flatnonzero(np.diff(groups)) + 1
    starts, ends = np.r_[0, bounds], np.r_[bounds, groups.size]
    if select is not None:
        chosen = np.asarray(select, np.int64)
        starts, ends = starts[chosen], ends[chosen]
    work = []
    for a, b in zip(starts.tolist(), ends.tolist()):
        at = offsets[a:b + 1]
        at = at.tolist() if isinstance(at, np.ndarray) else at
        work.append([(w, flat, costs, at[w - a], at[w - a + 1]) for w in range(a, b)])
    return work


def _run(cus, work, occ, span, deadline, sampler=None, progress=None, queue=None,
         dispatched=None, managers=None, delays=None, held=None):
    """Dispatch and replay every workgroup, a CU taken from the calendar at cycle t running its
    turns up to t + ``span`` at most (1: lockstep), the memory requests in ``queue`` (None:
    lockstep, each asked as it issues) settled before t: the cycle the last operation
    completes. ``dispatched``: a list each dispatched Group is appended to, or None;
    ``managers``: the XCDs' workgroup managers (Managers), None for waves launched at once;
    ``delays``: {CU: the cycle it takes its first workgroup at} (replay's); ``held``: a Held
    (replay's), which holds back the workgroups past its limit: where an XCD's queue runs out
    of the others, the replay of all of them would find it not empty (it pauses there)."""
    xcds = managers.xcds if managers is not None else 1
    queues = [deque(share) for share in _shares(work, xcds)]
    if held is not None:
        held.hold(queues)
    if work and not _fits(cus[0], work[0], occ):
        raise TimingError(f"workgroup 0 of {len(work[0])} waves does not fit a compute unit "
                          f"({occ.waves_per_simd} waves per SIMD)")
    placed = True
    while placed:                   # each XCD deals round robin, one per CU per round
        placed = False
        for cu in cus:
            pending = queues[cu.index % xcds]
            if delays and delays.get(cu.index):
                continue
            if (pending or held is not None and held.more(cu.index % xcds, 0)) and _fits(
                    cu, pending[0][1], occ):
                _place(cu, pending, 0, dispatched, managers)
                placed = True
    # The calendar: cycle -> the CUs due then, each as the key 2 x CU + 1 if it takes work
    # then, else 2 x CU (its turns from then on); ``cycles``: a heap of the calendar's cycles.
    # A cycle's keys go in order: by CU, a CU's turn before its dispatch (what an entry due at
    # the cycle being taken comes next: it is taken at once).
    slots, cycles = {}, []
    for cu in cus:
        if cu.groups:
            _book(slots, cycles, cu.next_turn(), 2 * cu.index)
        elif delays and delays.get(cu.index):      # it takes its first work later
            _book(slots, cycles, delays[cu.index], 2 * cu.index + 1)
    ticks = 0
    heappop, heappush = heapq.heappop, heapq.heappush
    queued = queue is not None
    while cycles:
        t = heappop(cycles)
        if queued and queue.first < t:     # (the earliest queued request's cycle)
            queue.settle(t)
        keys = slots.pop(t)
        keys.sort()
        ticks += 1
        if not ticks % CHECK_TAKEN:
            if deadline is not None:
                deadline.check(f"cycle {t} of the timing replay")
            if progress is not None:
                waiting = sum(map(len, queues)) + (held.waiting() if held is not None else 0)
                progress(len(work) - waiting, len(work), "timing replay")
        if sampler is not None and t >= sampler.due:
            if isinstance(cus[0], NativeComputeUnit):
                tallied(cus)
            sampler.sample(t)
        # what each CU due now is sent for its turns: up to a sampler's next edge at most
        sent = t, t + span if sampler is None else min(t + span, sampler.due)
        for key in keys:
            wants = key & 1
            cu = cus[key >> 1]
            pending = queues[cu.index % xcds]
            while True:
                if wants:
                    while (pending or held is not None and held.more(cu.index % xcds, t)
                           ) and _fits(cu, pending[0][1], occ):
                        _place(cu, pending, t, dispatched, managers)
                    entry = _next(cu)
                else:               # its turns from t on: the hot path
                    nxt = cu.turns.send(sent)
                    done = cu.done
                    if done and not cu.paused:
                        done.clear()
                        if pending or held is not None and held.more(cu.index % xcds, t):
                            # it takes work at its last turn's cycle
                            if cu.last == t:
                                wants = 1
                                continue
                            _book(slots, cycles, cu.last, (key & -2) + 1)
                            break
                    if t < nxt < t + CHECK_CYCLES:      # key: 2 x CU, its turns
                        slot = slots.get(nxt)      # _book(slots, cycles, nxt, key), inline
                        if slot is None:
                            slots[nxt] = [key & -2]
                            heappush(cycles, nxt)
                        else:
                            slot.append(key & -2)
                        break
                    _checkpoint(cu, cu.last, nxt, deadline)
                    entry = (nxt, cu.index, False) if cu.last < nxt < INF else _next(cu)
                if entry is None:
                    break
                when, _, wants = entry
                if when != t:
                    _book(slots, cycles, when, (key & -2) + wants)
                    break
    if queue is not None:
        queue.settle(INF)
    left = sorted(gid for pending in queues for gid, _ in pending)
    if left:
        raise TimingError(f"the replay ended with {len(left)} of {len(work)} workgroups not "
                          f"dispatched (the first: {left[0]}): a timing model bug")
    return max((cu.finish for cu in cus), default=0)


def _shares(work, xcds):
    """Each XCD's share of ``work`` in dispatch order, as (position, waves): the workgroups
    dealt round robin, k to XCD k mod ``xcds``.

        >>> _shares(["a", "b", "c"], 2)
        [[(0, 'a'), (2, 'c')], [(1, 'b')]]
    """
    dealt = list(enumerate(work))
    return [dealt[x::xcds] for x in range(xcds)]


def dealt(positions, cus, xcds):
    """The CU each workgroup at dispatch ``positions`` goes to where every CU frees in turn:
    its XCD's (position mod ``xcds``) CUs, those i of the ``cus`` with i mod xcds = that XCD,
    taking its share round robin (``_run``); sampled timing's warm-up of the skipped work
    (timing/sampling.py).

        >>> dealt(np.arange(8), 5, 2).tolist()      # XCD 0: CUs 0, 2, 4; XCD 1: 1, 3
        [0, 1, 2, 3, 4, 1, 0, 3]
    """
    positions = np.asarray(positions, np.int64)
    xcd, turn = positions % xcds, positions // xcds
    per_xcd = (cus - 1 - xcd) // xcds + 1
    return xcd + xcds * (turn % per_xcd)


def _book(slots, cycles, t, key):
    """Put ``key`` in the calendar at cycle ``t``."""
    slot = slots.get(t)
    if slot is None:
        slots[t] = [key]
        heapq.heappush(cycles, t)
    else:
        slot.append(key)


def _checkpoint(cu, t, nxt, deadline):
    """``cu``'s next turn ``nxt`` after one at ``t`` is not before its time, or the time has
    come to look at ``deadline`` and at its progress."""
    if nxt <= t:
        _again(cu, t, nxt)
    elif nxt < INF:
        if deadline is not None:
            deadline.check(f"cycle {t} of the timing replay (compute unit {cu.index})")
        _issuing(cu, t)


def _issuing(cu, t):
    """TimingError when ``cu`` has issued nothing for IDLE_CYCLES up to cycle ``t``."""
    since, count = cu.progress
    if count != cu.instructions:
        cu.progress = t, cu.instructions
    elif t - since > IDLE_CYCLES:
        raise TimingError(f"compute unit {cu.index}: the replay makes no progress: nothing "
                          f"issued from cycle {since} to {t}: a timing model bug, not the "
                          f"kernel's")


def _again(cu, t, nxt):
    """A turn of ``cu`` at or before the cycle ``t`` of its last one: counted, and a
    TimingError (not an endless loop) when time goes back or turns repeat at one cycle."""
    cycle, turns = cu.again
    turns = turns + 1 if cycle == t else 1
    cu.again = t, turns
    if nxt < t or turns > SAME_CYCLE_TURNS:
        raise TimingError(f"compute unit {cu.index}: the replay makes no progress at cycle {t} "
                          f"(next turn at {nxt}, {turns} turns at this cycle): a timing model "
                          f"bug, not the kernel's")


def _next(cu):
    """The calendar entry of ``cu``'s next turn, or None when it has none."""
    t = cu.next_turn()
    if t < INF:
        return t, cu.index, False
    if cu.groups:
        raise TimingError(f"compute unit {cu.index}: waves wait at a barrier that never opens")
    return None


def _fits(cu, waves, occ):
    """Whether a workgroup of ``waves`` fits ``cu`` now: below the workgroups a CU holds,
    with a wave slot for each wave on SIMDs holding at most what the registers allow."""
    per_simd = min(occ.limits["vgprs"], occ.limits["sgprs"], occ.limits["wave_slots"])
    return cu.groups < occ.workgroups_per_cu and cu.free_slots(per_simd) >= len(waves)


def _place(cu, pending, t, dispatched=None, managers=None):
    gid, waves = pending.popleft()
    group = Group(gid, len(waves))
    if dispatched is not None:
        dispatched.append(group)
    queued = managers.launch(cu.index, t, len(waves)) if managers is not None else 0
    cu.place(group, waves, t, queued)


class Managers:
    """The XCDs' workgroup managers (the SPI): each launches the waves of the workgroups its
    CUs take one after another, ``DeviceConfig.wave_dispatch_cycles`` a wave, so that a
    workgroup taken while its XCD's manager is busy with others' waves waits for it. CU ``i``
    sits on XCD ``i mod xcds`` (memory/system.py). The workgroups are taken in the calendar's
    time order in lockstep and running ahead alike, so both see the managers in one state.

        >>> from gcnsim.isa.devices import get_device
        >>> m = Managers(get_device("mi300x"))       # 8 XCDs, 2.75 cycles a wave
        >>> m.launch(0, 0, 8), m.launch(8, 0, 8), m.launch(1, 0, 8)   # CU 8 on XCD 0
        (22, 44, 22)
    """
    __slots__ = ("cycles", "xcds", "free")

    def __init__(self, device):
        self.cycles = device.wave_dispatch_cycles
        self.xcds = device.xcds
        self.free = [0.0] * device.xcds     # when each XCD's manager is through

    def launch(self, cu, t, waves):
        """Cycles after ``t`` at which the ``waves`` of a workgroup CU ``cu`` takes at ``t``
        are launched (0 where the device launches them at once)."""
        if not self.cycles:
            return 0
        x = cu % self.xcds
        free = max(self.free[x], t) + waves * self.cycles
        self.free[x] = free
        return ceil(free) - t


class Held:
    """The workgroups of a replay past ``limit`` in dispatch order, held back from its XCDs'
    queues (``hold``) until one of those runs out of the others (``more``): the first point
    at which the replay of every workgroup goes otherwise than that of the first ``limit``
    (the replays of a prefix and of all dispatch the same workgroups in the same state up to
    it). There ``pause(t)`` (``t`` the calendar's cycle) gives the next limit, and the replay
    goes on as the one of every workgroup would, or None: the held workgroups are dropped
    (``dropped`` of them), and the replay is the prefix's, to its end (Continued)."""
    __slots__ = ("limit", "pause", "dropped", "queues", "rest")

    def __init__(self, limit, pause):
        self.limit, self.pause, self.dropped = limit, pause, 0
        self.queues = self.rest = None

    def hold(self, queues):
        """Take the workgroups past the limit out of the XCDs' ``queues`` (deques of
        (position, waves) in order, _run's), keeping them to give back."""
        self.queues, self.rest = queues, [deque() for _ in queues]
        for queue, rest in zip(queues, self.rest):
            while queue and queue[-1][0] >= self.limit:
                rest.appendleft(queue.pop())

    def waiting(self):
        """How many workgroups are held back."""
        return sum(map(len, self.rest))

    def more(self, xcd, t):
        """Whether XCD ``xcd``'s queue, found empty at cycle ``t``, has workgroups again:
        where it holds some back, the replay pauses (``pause``)."""
        while self.rest[xcd] and not self.queues[xcd]:
            limit = self.pause(t)
            if limit is None:
                self.dropped = self.waiting()
                for rest in self.rest:
                    rest.clear()
                return False
            self.limit = limit
            for queue, rest in zip(self.queues, self.rest):
                while rest and rest[0][0] < limit:
                    queue.append(rest.popleft())
        return bool(self.queues[xcd])


def _multiprocessing():
    """multiprocessing, imported when a replay goes on from its prefixes (a short untimed
    launch loads no worker machinery: tests/emu/test_workers.py)."""
    import multiprocessing          # noqa: PLC0415
    return multiprocessing


def _pool():
    """emu/pool.py (its worker machinery imports multiprocessing), as _multiprocessing."""
    from ..emu import pool          # noqa: PLC0415
    return pool


class Continued:
    """The replay of every workgroup of a launch, run in a process of its own and paused at
    the end of each prefix asked of it (Held): there it forks, the fork drains the prefix (a
    replay of the first ``limit`` workgroups, the same as ``replay(..., select=range(limit))``
    gives: both dispatch the same workgroups in the same state up to the pause, the fork as
    that one after it) and sends back ``report(result, placed, memory, unfinished)``
    (``placed`` its dispatched Groups, ``unfinished`` the numbers of those not finished at
    the pause: what the drain ran, in part), while the paused replay waits to go on to
    the next prefix or to its end, the replay of every workgroup (``whole``), or to stop
    (``close``). A sampled launch whose prefixes do not settle then costs one replay of the
    launch and the prefixes' drains, not the prefixes and a whole replay after them
    (sampling.py). ``options``: replay's (no tracer, sampler or lockstep: ``possible``); its
    ``keep`` is given the MemorySystem the whole replay leaves, and on ``kept`` the one the
    last prefix's drain left, each as ``carried`` would carry it (a MemorySystem's compiled
    structs do not cross processes: MemorySystem.held_state; made for a prefix only where
    its estimate stands).

    Each process is forked as emu/jobs.py's are (emu/forking.py), dies with the one that
    forked it (PR_SET_PDEATHSIG), and is joined by it: the paused one joins each drain before
    it sends its report on, and this process the paused one on ``whole``, ``close`` or an
    error. An error in either crosses as itself (a GcnsimError; any other a WorkerError
    naming it), and one that ends without a report (killed, crashed) is a WorkerError.

        going = Continued(recorder, device, occ, report, options)
        first, second = going.prefix(64), going.prefix(128)
        result = going.whole()      # replay(recorder, device, occ, **options)'s result
        going.close()
    """

    def __init__(self, recorder, device, occupancy, report, options):
        self.args = recorder, device, occupancy, report, {
            key: value for key, value in options.items() if key not in ("keep", "placed")}
        self.device, self.keep = device, options.get("keep")
        self.proc = self.commands = self.results = None
        self.limit = 0                  # the workgroups of the last prefix asked
        self.left = None                # (held_state, others) of the last prefix's drain

    @staticmethod
    def possible(options):
        """Whether a replay of ``options`` can go on from its prefixes: on Linux (fork), in a
        process that may have children (a daemonic one, a pool's worker, may not), not in
        lockstep (a trace's or a profile's sampler reads every cycle of one replay)."""
        return (sys.platform.startswith("linux") and hasattr(os, "fork")
                and not _multiprocessing().current_process().daemon
                and not options.get("lockstep") and options.get("tracer") is None
                and options.get("sampler") is None)

    @property
    def started(self):
        return self.proc is not None

    def prefix(self, limit):
        """The report of the replay of the first ``limit`` workgroups (fewer than the
        launch's, more than any asked before)."""
        if self.proc is None:
            self._start()
        self.limit = limit
        return self._asked(limit)

    def whole(self):
        """The TimingResult of the replay of every workgroup (started by ``prefix``)."""
        result = self._asked(INF)
        self.close()
        self._keep()
        return result

    def kept(self):
        """Give ``keep`` the MemorySystem the last prefix's drain left."""
        self._keep()

    def _keep(self):
        if self.keep is not None:
            state, others = self.left
            self.keep(MemorySystem.holding(self.device, others, state))

    def close(self):
        """Stop the paused replay and join it (none outlives this object's use)."""
        if self.proc is None:
            return
        if self.proc.is_alive():
            try:
                self.commands.send(None)
            except OSError:         # it ended already
                pass
            self.proc.join(_pool().LIFE_SECONDS)
            if self.proc.is_alive():
                self.proc.kill()
        self.proc.join()
        self.commands.close()
        self.results.close()
        self.proc = None

    def _start(self):
        context = _multiprocessing().get_context("fork")
        commands, self.commands = context.Pipe(duplex=False)
        self.results, results = context.Pipe(duplex=False)

        def fork():
            gc.freeze()
            _FORKING[0] = True
            try:
                self.proc = context.Process(target=_continue, daemon=True,
                                            args=(os.getpid(), commands, results, self.args))
                self.proc.start()
            finally:
                _FORKING[0] = False
                gc.unfreeze()
        try:
            forked(fork)
        finally:
            commands.close()
            results.close()

    def _asked(self, limit):
        """The report of the paused replay sent on to ``limit``."""
        try:
            self.commands.send(limit)
        except OSError:             # it ended: _received says how
            pass
        return self._received()

    def _received(self):
        """The next report of the paused replay (what its MemorySystem holds: ``left``)."""
        while not self.results.poll(_pool().LIFE_SECONDS):
            if not self.proc.is_alive() and not self.results.poll(0):
                break
        try:
            kind, payload = self.results.recv() if self.results.poll(0) else (None, None)
        except (EOFError, ConnectionError):
            kind = None
        if kind != "done":
            self.proc.join(_pool().LIFE_SECONDS)
            code = self.proc.exitcode
            self.close()
            if kind == "error":
                raise _pool()._rebuilt(payload)
            how = f"signal {-code}" if code is not None and code < 0 else f"exit status {code}"
            raise _pool().WorkerError(f"the process replaying a launch from its prefixes (sampled "
                              f"timing) ended without its report ({how})")
        report, *self.left = payload
        return report


def _continue(parent, commands, results, args):
    """Continued's process: the replay of every workgroup, paused where each prefix ends."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)        # the launch's process ends us
    _pool()._die_with(parent)
    forsaken()
    recorder, device, occupancy, report, options = args
    sending, paused, placed = [results], [], []

    def pause(t):
        """At the end of a prefix (cycle ``t``): its drain forked (it returns None, dropping
        the rest), its report sent on; the next limit, or the end on None."""
        mine, theirs = _multiprocessing().Pipe(duplex=False)
        gc.freeze()
        pid = os.fork()
        if not pid:                     # the drain
            _pool()._die_with(os.getppid())
            mine.close()
            sending[0] = theirs
            paused.append([group.gid for group in placed if group.end is None])
            return None
        theirs.close()
        try:
            message = mine.recv()
        except (EOFError, ConnectionError):
            message = None
        mine.close()
        _, status = os.waitpid(pid, 0)
        if message is None:
            how = (f"signal {os.WTERMSIG(status)}" if os.WIFSIGNALED(status)
                   else f"exit status {os.waitstatus_to_exitcode(status)}")
            message = ("error", (_pool().WorkerError, (f"the process draining a prefix of a launch "
                                               f"(sampled timing) ended without its report "
                                               f"({how})",), {}))
        try:
            results.send(message)
            limit = commands.recv()
        except (EOFError, OSError):     # the launch's process went on without us
            limit = None
        if limit is None:
            os._exit(0)
        return limit

    try:
        limit = commands.recv()
        kept = []
        result = replay(recorder, device, occupancy, placed=placed, keep=kept.append,
                        held=Held(limit, pause), **options)
        memory = kept[0]
        if paused:
            result = report(result, placed, memory, paused[0])
        sending[0].send(("done", (result, memory.held_state(), memory.others)))
    except BaseException as err:        # noqa: BLE001 - every error goes to the launch's
        with contextlib.suppress(OSError):
            sending[0].send(("error", _pool()._portable(err)))
    os._exit(0)


def _result(cus, ops, entries, tally, cycles, device, occ, workgroups, recorder,
            wave_instructions, memory):
    """The TimingResult of a finished replay."""
    stalls = dict(tally.stalls)
    simds = [cu.simds for cu in cus]        # (a compiled CU's: made from its arrays)
    stalls["no_wave"] = sum(s.idle + (cycles - s.empty_since if not s.waves else 0)
                            for each in simds for s in each)
    used = [s for cu, each in zip(cus, simds) if cu.busy_from is not None for s in each]
    achieved = sum(s.wave_cycles for s in used) / (cycles * len(used)) if used and cycles else 0
    issued = Counter()
    for op, n in zip(ops, tally.issued):
        issued[MFMA if op.matrix else op.category] += n
    target = device.target
    hot = sorted(range(len(ops)), key=lambda k: -tally.waited[k])[:HOTTEST]
    base = recorder.code_base
    hottest = [(entries[k].pc - base, entries[k].text(target), tally.issued[k],
                tally.waited[k]) for k in hot if tally.waited[k]]
    return TimingResult(
        cycles, device.clock_mhz, wave_instructions, stalls, dict(issued),
        [cu.finish - cu.busy_from if cu.busy_from is not None else 0 for cu in cus],
        [cu.instructions for cu in cus],
        [[s.valu_busy for s in each] for each in simds], occ, workgroups, achieved, hottest,
        dict(recorder.timing_dependent), _clock_reads(tally.clock_reads, device.clock_mhz),
        {**memory.counters(), "instruction": _fetch_counts(cus)}, lines=recorder.lines,
        clock_name=device.clock_name,
        charged=charged(ops, entries, tally.waited, base, target), lds=dict(recorder.lds))


def _text(location):
    """A SourceLocation as text, None as None (JSON's null)."""
    return None if location is None else str(location)


def _fetch_counts(cus):
    """The instruction caches' hits and misses, summed over the CUs' fetches (fetch.py)."""
    return {"hits": sum(cu.fetch.hits for cu in cus),
            "misses": sum(cu.fetch.misses for cu in cus)}


def _clock_reads(reads, clock_mhz):
    """wave -> the values its clock reads gave: the cycle, or the 100 MHz real-time count."""
    values = {}
    for wid, clock, t in reads:
        value = t if clock == "shader" else t * REALTIME_MHZ // int(clock_mhz)
        values.setdefault(wid, []).append(value)
    return values
