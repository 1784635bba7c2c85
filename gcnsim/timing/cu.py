"""The compute unit as the R9 290X book chapter and the Vega ISA's program flow describe it,
replaying recorded wave streams event by event.

A CU has four SIMD16 units; each wave lives on one SIMD. Each cycle the arbiter considers ONE
SIMD, round robin (cycle t: SIMD t mod 4; simds_per_cu of the device), and issues up to five
instructions of different issue ports from different waves of it, at most one per wave, in the
order of the wave list: higher ``s_setprio`` first, then older. So every wave gets an issue
opportunity every 4 cycles (every simds_per_cu in a derived device), and a wave64 VALU
instruction, which holds its SIMD 4 cycles (more at half or quarter rate), lets the SIMD's next
VALU issue at its next turn: N dependent VALU instructions take 4N cycles. An MFMA holds its
SIMD's matrix core for its passes and the VALU for one pass, so VALU work of other waves
co-executes beside it. An instruction that uses what a longer VALU op of its wave writes waits
for that op's cycles (a VALU or MFMA instruction whose wait ends no later than its SIMD's VALU is
free waits for the SIMD all the same: "valu_busy", as for independent work, not "dependency": a
v_sqrt_f32 holds its SIMD 16 cycles and its result is in when they end); one that uses what an
MFMA writes waits the wait states LLVM's hazard rules ask between the two, a 4-cycle turn each
(ops.MfmaWaits: none for an MFMA accumulating into the same registers, passes + 3 for srcA/B or
a VALU read of an XDL result).

Nothing steps idle cycles: a wave that cannot issue gets the time it can (``ready``, always on
its SIMD's turn) and the reason it waits, and the CU's next turn is the earliest ready wave's. Every
completion time is known by the time a wave waits for it (the memory hierarchy below), so
``s_waitcnt`` computes exactly when its condition holds, with the Vega ISA's ordering rules: within
an in-order class (vector memory, LDS, GDS, messages) an operation completes no earlier than the one
before it; scalar memory completes out of order.

Memory is the device's hierarchy (memory/system.py), one MemorySystem that every CU shares
(``memory``): a vector memory instruction holds the CU's vector memory unit a cycle per line it
touches and completes when ``memory.access`` says its lines arrive (L1, L2, Infinity Cache or
DRAM, queued behind the other CUs' traffic); scalar memory goes through the scalar cache. The
hierarchy is asked in the device's time order, so a CU running ahead of the others queues its
requests (Queue) and waits only where a wave needs their completions. What
each wave asks is recorded with the stream (record.py: a Request as its cost); one
that asks nothing (``s_memtime``, a cache invalidate, no active lane) completes at once, or
after a scalar-cache hit for scalar memory. An LDS instruction goes to the CU's LDS
(lds.py: its SIMD pair's port and the shared banks, for the cost record.py recorded; the wave
waits while its pair's port is busy) and completes when the LDS says. A wave's next instruction
issues only once its line is in the wave's instruction buffer (fetch.py: a wave that starts or
takes a branch out of the lines its buffer holds waits for the line it goes to, one that runs
on into the next line for that line, the reason "fetch"). A wave is done at ``s_endpgm`` once
its vector memory operations are (its stores acknowledged: before GFX11 nothing releases a
wave's VGPRs while its stores are in flight; LLVM's SIInsertWaitcnts, which on GFX11 sends
``MSG_DEALLOC_VGPRS`` before an ``s_endpgm`` that "may have to wait for outstanding VMEM
stores"); its workgroup's resources are freed when its last wave is done.

    cycle 0: SIMD0 issues wave 0's v_add (VALU) and wave 4's s_load (scalar), wave 8's
             global_load waits: the vector memory unit is busy until cycle 2
    cycle 1: SIMD1 ...
"""
from bisect import insort
from heapq import heappop, heappush
from dataclasses import dataclass
from functools import cache
from operator import attrgetter, itemgetter

from ..isa.issue import LDS, SMEM, VMEM
from ..isa.mfma_timing import PASS_CYCLES
from .fetch import line_numbers
from .ops import (BARRIER, CLOCK, END, INTERNAL_BIT, JUMP, MAINTAIN, MATRIX_PORT, NOP, PORT_BIT,
                  SETPRIO, SLEEP, WAITCNT, TimingError)
from .record import NO_REQUEST

INF = 1 << 62                   # a cycle no replay reaches (an int: compares fast)
# A wave whose s_waitcnt holds more than this many cycles on sleeps (Simd): a memory wait of
# hundreds of cycles, through which its SIMD takes a turn every few cycles for other waves
# (a saxpy's waves' vmcnt: 4.2 looks at a wave not ready per wave-instruction of 5.0 are
# 256 cycles or more before its time; the loop's LDS waits, none).
LONG_WAIT = 256
REASONS = ("waitcnt_vmcnt", "waitcnt_lgkmcnt", "waitcnt_expcnt", "dependency", "barrier",
           "sleep", "nop", "valu_busy", "matrix_busy", "unit_busy", "issue_conflict", "fetch")
_WAIT_REASON = ("waitcnt_vmcnt", "waitcnt_lgkmcnt", "waitcnt_expcnt")
LDS_PORT, VMEM_PORT = PORT_BIT["lds"], PORT_BIT["vmem"]     # the ports of the units checked


@dataclass(frozen=True)
class CuConfig:
    """The compute unit's fixed parameters. The latencies are stand-ins (the memory
    hierarchy's are the device's, isa/devices.py); the rest is the R9 290X chapter's CU."""
    max_issue: int = 5                  # GCN white paper: up to 5 instructions a cycle
    export_latency: int = 8             # stand-in: GDS, export, message
    wave_launch: int = 4                # a new wave's first issue after dispatch (stand-in)
    barrier_release: int = 4            # the cycles from the last arrival to the release


class Wave:
    """One resident wave: where it is in its stream, when it can issue next, and why not."""
    __slots__ = ("wid", "group", "simd", "stream", "costs", "pos", "end", "op", "ready", "base",
                 "order", "out", "last", "deps", "dep_writes", "dep_until", "arrived", "cleared",
                 "line", "ahead", "back", "plain", "pending")

    def __init__(self, wid, group, simd, stream, costs, start, end, ready, ops):
        self.wid, self.group, self.simd = wid, group, simd
        self.stream, self.costs, self.pos, self.end = stream, costs, start, end
        self.op = ops[stream[start]]    # its next instruction
        self.ready = ready
        self.base = ready               # when it would have issued its next instruction had
                                        # nothing held it: the wait charged to it at issue
        self.order = (0, wid)           # the arbiter's: (-s_setprio priority, age) (ORDER)
        self.arrived = 0                # when it reached the barrier it waits at
        self.cleared = -1               # the s_waitcnt (stream position) known to hold when
                                        # the wave is next ready (completions are fixed)
        self.out = [[], [], []]         # completion times outstanding per counter
        self.last = {}                  # in-order class -> completion of its newest op
        self.deps = []                  # (registers, issue cycle, entry number, until) of its
        self.dep_writes = 0             # long VALU and MFMA ops in flight; their registers
        self.dep_until = 0              # and the last of their untils (_produce)
        self.line = -1                  # its instruction buffer (fetch.py): the line it runs,
        self.ahead = []                 # when each line after it is in
        self.back = 0                   # how many lines before ``line`` it still holds
        self.plain = -1                 # ``line`` while no long op's result is pending, else
                                        # -1: what its next op's line must be to go unchecked
        self.pending = 0                # what its memory operations queued, not settled yet
                                        # (Queue), add to a counter at most (Op.amount)


class Group:
    """A resident workgroup: its waves still running, those parked at a barrier, and the
    instruction-cache Lines it brought in (fetch.py); ``start`` and ``end``: the cycles it
    was placed at and its last wave ended at, ``cu`` the CU it ran on (sampled timing reads
    them, timing/sampling.py, loops.py)."""
    __slots__ = ("gid", "live", "parked", "held", "start", "end", "cu")

    def __init__(self, gid, live):
        self.gid, self.live, self.parked, self.held = gid, live, [], {}
        self.start = self.end = self.cu = None


class Simd:
    """One SIMD: its resident waves (``waves``), those of them its turns look at (``awake``, in
    the arbiter's order) and those asleep (``asleep``, in the order of their ``ready``), waiting
    for an ``s_waitcnt`` that holds more than LONG_WAIT cycles on, which its turns skip until
    ``wake``, the earliest of their ``ready``."""
    __slots__ = ("index", "waves", "awake", "asleep", "wake", "empty_since", "idle", "valu_free",
                 "valu_busy", "matrix_free", "matrix_busy", "changed", "wave_cycles")

    def __init__(self, index):
        self.index = index
        self.waves = []
        self.awake = []
        self.asleep = []
        self.wake = INF
        self.empty_since = 0
        self.idle = 0                   # cycles without a resident wave
        self.valu_free = 0
        self.valu_busy = 0              # cycles its VALU was busy
        self.matrix_free = 0
        self.matrix_busy = 0            # cycles its matrix core (MFMA) was busy
        self.changed = 0                # when its resident waves last changed
        self.wave_cycles = 0            # resident waves x cycles, up to ``changed``

    def resident(self, t):
        """Count the resident waves' cycles up to ``t`` (before they change at ``t``)."""
        self.wave_cycles += len(self.waves) * (t - self.changed)
        self.changed = t


@cache
def full_turns(most):
    """The values of a turn's taken ports (``_turns``' ``used``: the ports' bits, an MFMA's its
    own beside the VALU's) at which ``most`` instructions with a port have issued: none more
    issues in the turn (one set for every CU: 512 values looked at once, not per CU)."""
    ports = INTERNAL_BIT - 1        # the ports' bits (ops.PORT_BIT)
    return frozenset(used for used in range(INTERNAL_BIT << 2) if not used & INTERNAL_BIT
                     and (used & ports).bit_count() >= most)


def align(t, simd, simds=4):
    """The first turn of SIMD ``simd`` (of ``simds``) at or after cycle ``t``."""
    return t + (simd - t) % simds


class Tally:
    """What the replay counts: per op (entry number) the wave-cycles its waves waited before
    it (charged as it issues); the sums by reason (charged as each wait begins). ``issued``:
    how often each op issues, known from the streams (every instruction of a stream issues
    once: record.py counts them)."""

    def __init__(self, ops, issued):
        self.issued = issued
        self.waited = [0] * len(ops)
        self.stalls = dict.fromkeys(REASONS, 0)
        self.clock_reads = []           # (wave, Op.clock, cycle) of each s_memtime/realtime


class Queue:
    """The memory requests the CUs issued running on alone (engine.py), waiting to be asked of
    the hierarchy in the device's time order: per cycle those issued then, from CU to CU in
    index order, each CU's in the order it issued them (what the calendar gives a lockstep
    replay). ``settle(t)`` asks those issued before cycle ``t``: once the calendar is at
    ``t``, no CU issues one before it any more. A wave needs its requests' completions only
    at an ``s_waitcnt`` (or a counter near its maximum): its CU pauses there until they are
    settled, not at every request. ``first``: the earliest queued request's cycle (INF when
    none). The compiled CUs' is queue.c (native_cu.py NativeQueue), the same rule."""
    __slots__ = ("slots", "cycles", "first")

    def __init__(self):
        self.slots = {}                 # cycle -> [(CU index, CU, wave, op, ask, lines,
        self.cycles = []                # serial), ...]; a heap of the slots' cycles
        self.first = INF

    def add(self, t, entry):
        slot = self.slots.get(t)
        if slot is None:
            self.slots[t] = [entry]
            heappush(self.cycles, t)
            self.first = self.cycles[0]
        else:
            slot.append(entry)

    def settle(self, before):
        """Ask the hierarchy the requests issued before cycle ``before``, in order."""
        cycles, slots = self.cycles, self.slots
        while cycles and cycles[0] < before:
            t = heappop(cycles)
            slot = slots.pop(t)
            if len(slot) > 1:
                slot.sort(key=_FIRST)   # stable: a CU's own in the order it issued them
            for _, cu, wave, op, ask, lines, serial in slot:
                cu.answer(wave, op, t, ask(t, lines, serial))
        self.first = cycles[0] if cycles else INF


class ComputeUnit:
    """One CU: its SIMDs and units, its resident workgroups, and the replay of their waves."""
    __slots__ = ("index", "memory", "fetch", "lds", "op_lines", "mfma_waits", "config", "ops",
                 "tally", "waited", "stalls", "tracer", "simds", "nsimd",
                 "nexts", "vmem_free", "groups", "done", "finish", "placed", "busy_from", "last",
                 "again", "progress", "hot", "turns", "paused", "port", "queue", "dispatch",
                 "marks")

    def __init__(self, index, simds, config, ops, tally, memory, fetch, op_lines, mfma_waits,
                 lds, tracer=None, queue=None, dispatch=0, marks=None):
        self.index = index
        self.dispatch = dispatch        # cycles from taking a workgroup to launching its
                                        # waves (DeviceConfig.workgroup_dispatch_cycles)
        self.memory = memory            # the MemorySystem every CU shares
        self.port = memory.port(index)  # kind -> its access (MemorySystem.port)
        self.queue = queue              # the Queue its requests wait in, or None: each asks
                                        # the hierarchy as it issues (lockstep)
        self.fetch = fetch              # its fetch port and shared instruction cache (fetch.py)
        self.lds = lds                  # its LdsUnit (lds.py)
        self.op_lines = op_lines        # per entry number: the lines its bytes lie in
        self.mfma_waits = mfma_waits    # ops.MfmaWaits of the entries
        self.config = config
        self.ops = ops
        self.tally = tally
        self.waited, self.stalls = tally.waited, tally.stalls      # (hot)
        self.tracer = tracer
        self.simds = [Simd(k) for k in range(simds)]
        self.nsimd = simds
        self.nexts = [INF] * simds      # per SIMD: its earliest ready wave's cycle
        self.vmem_free = 0
        self.groups = 0                 # resident workgroups
        self.done = []                  # workgroups finished at the last turn
        self.finish = 0                 # the last completion of anything on this CU
        self.placed = 0                 # wave-instructions of the waves placed on it
        self.busy_from = None
        self.last = 0                   # the cycle of its last turn
        self.again = (-1, 0)            # (cycle, turns at it): the engine's progress guards
        self.progress = (0, 0)          # (cycle, instructions issued by then)
        self.hot = (simds, self.simds, self.nexts, ops, self.done, tracer, self.waited,
                    self.stalls, full_turns(config.max_issue),
                    0 if config.max_issue else -1, lds.ports)  # what ``_turns`` reads, at once
        self.paused = False             # its turns wait for requests to settle (``_turns``)
        self.marks = marks              # marks.Marks: the stream places whose issue cycle a
                                        # shared loop cut notes (branches and ends), or None
        self.turns = self._turns()
        next(self.turns)

    @property
    def instructions(self):
        """Wave-instructions issued so far: those of the waves placed on it but the ones its
        resident waves have still to issue."""
        return self.placed - sum(w.end - w.pos for s in self.simds for w in s.waves)

    # ---- residency ------------------------------------------------------------------------
    def free_slots(self, per_simd):
        return sum(max(0, per_simd - len(s.waves)) for s in self.simds)

    def place(self, group, waves, t, queued=0):
        """Make ``waves`` (wid, stream, costs, start, end) of workgroup ``group`` resident,
        each on the SIMD with the fewest waves, its slot held from ``t`` and its waves
        launched ``queued`` (its wait for its XCD's workgroup manager, engine.Managers) plus
        ``dispatch`` cycles later (the workgroup's dispatch and retirement; its instruction
        lines are asked for at ``t``, during it), each first issuing a few cycles after that
        once the line of its first instruction is fetched."""
        self.groups += 1
        group.start = t
        group.cu = self.index
        if self.busy_from is None:
            self.busy_from = t
        slices = [(stream, start, end) for _, stream, _, start, end in waves]
        group.held = self.fetch.bring(line_numbers(self.op_lines, slices), t)
        simds, nexts, nsimd, ops = self.simds, self.nexts, self.nsimd, self.ops
        counts = [len(simd.waves) for simd in simds]
        arrival = t + queued + self.dispatch + self.config.wave_launch
        fetching = 0                    # the cycles its waves wait for their first line
        for wid, stream, costs, start, end in waves:
            self.placed += end - start
            s = counts.index(min(counts))   # the first with the fewest
            counts[s] += 1
            simd = simds[s]
            wave = Wave(wid, group, s, stream, costs, start, end, 0, ops)
            launch = align(arrival, s, nsimd)
            ready = align(self._redirect(wave, wave.op, t), s, nsimd)
            if ready < launch:
                ready = launch
            fetching += ready - launch
            if self.tracer is not None:
                self.tracer.held(wave, "fetch", ready - launch)
            wave.ready = ready
            wave.base = launch          # its first instruction waits from the launch on
            if not simd.waves:
                simd.idle += t - simd.empty_since
            simd.resident(t)
            simd.waves.append(wave)
            simd.awake.append(wave)     # the youngest, priority 0: last in the order
            if ready < nexts[s]:
                nexts[s] = ready
        self.tally.stalls["fetch"] += fetching

    def _align(self, t, simd):
        return t + (simd - t) % self.nsimd          # align(t, simd, simds), inline: hot

    def next_turn(self):
        return min(self.nexts)

    # ---- turns ----------------------------------------------------------------------------
    def _turns(self):
        """The CU's turns, a generator (``turns``): sent (``t``, ``limit``) by the engine when
        the device's time (its calendar) is at cycle ``t``, it takes its turns from ``t`` on
        while each next one comes after the last and before ``limit``, until a workgroup of it
        ends (``done``), and yields the cycle of its next turn. Its requests to the memory
        hierarchy the CUs share go into the ``queue``, which the engine settles in the
        device's time order (Queue); a turn past ``t`` at which a wave needs the completions
        of requests still queued (an ``s_waitcnt``, a counter near its maximum) pauses there
        (``paused``) and yields its cycle: the engine sends it on at that cycle, once every
        request before it is settled. ``limit`` ``t + 1`` takes the one turn (lockstep: no
        queue, each request asked as it issues, in the device's order).

        A turn at cycle ``t`` issues what SIMD t mod 4 can: its waves due by ``t`` in the
        arbiter's order, each issuing its next instruction if its port is free in this turn
        and nothing holds it (fetch, a dependency, its unit, an ``s_waitcnt``); one that cannot
        gets the cycle it can (its ``ready``, on its SIMD's turn) and the reason. A wave whose
        port is taken tries again at the SIMD's next turn, ``period`` cycles on, its ``ready``
        as it was (its ``period`` cycles charged to "issue_conflict" as the turns return). An
        instruction's wait (Tally.waited) is charged once, when it issues: the cycles since its
        wave's ``base``, the cycle it would have issued at had nothing held it; the reasons'
        shares of it were charged as each began. One loop with the issue inline: the replay's
        hot path; the rarer cases are the methods it calls."""
        # a SIMD's turns come every ``period`` cycles; the rest as ``__init__`` says
        period, simds, nexts, ops, done, tracer, waited, stalls, full, fresh, pairs = self.hot
        take = self.lds.take
        dozing = []                     # the waves of a turn that begin a long wait
        ended = []                      # and those that end
        nxt = INF
        conflicts = 0                   # waves whose port was taken, over the turns since the
        while True:                     # last send: charged as it returns
            stalls["issue_conflict"] += conflicts * period
            conflicts = 0
            t, limit = yield nxt
            while True:
                k = t % period
                simd = simds[k]
                crowd = conflicts
                used = fresh            # the ports taken; every bit once the turn is full
                if simd.wake <= t:
                    self._wake(simd, t)
                nxt = nexts[k] = simd.wake      # a barrier released in this turn may lower it
                settle = 0              # a wave ended (1), changed its priority (2), sleeps (4)
                for wave in simd.awake:
                    ready = wave.ready
                    if ready <= t:
                        op = wave.op
                        if op.gate & used:
                            conflicts += 1
                            if tracer is not None:
                                tracer.held(wave, "issue_conflict", period)
                            continue
                        until = t       # when what holds it is over, and what holds it
                        if op.line != wave.plain and (  # past its line, or a result due
                                op.line != wave.line or wave.dep_until <= t
                                or op.uses & wave.dep_writes):  # (not an MFMA's it ignores)
                            until, reason = self._held(wave, op, t)
                        port = op.port
                        if until <= t and op.unit:
                            if port == 1:
                                if simd.valu_free > t:
                                    until, reason = simd.valu_free, "valu_busy"
                            elif port == MATRIX_PORT:
                                if simd.valu_free > t:
                                    until, reason = simd.valu_free, "valu_busy"
                                elif simd.matrix_free > t:
                                    until, reason = simd.matrix_free, "matrix_busy"
                            elif port == LDS_PORT:  # lds.free(k), inline: hot
                                if pairs[k >> 1] > t:
                                    until, reason = pairs[k >> 1], "unit_busy"
                            elif port == VMEM_PORT:
                                if self.vmem_free > t:
                                    until, reason = self.vmem_free, "unit_busy"
                            elif op.waits and wave.cleared != wave.pos:  # s_waitcnt, END
                                if wave.pending:    # its completions are not known yet
                                    self.paused = True
                                    _, limit = yield t
                                    self.paused = False
                                    _settled(wave, t)
                                until, reason = self._waitcnt(wave, op.waits, t)
                                if until > t:
                                    wave.cleared = wave.pos
                                    if until - t > LONG_WAIT:
                                        settle |= 4
                                        dozing.append(wave)
                        elif until > t and reason == "dependency" and simd.valu_free >= until \
                                and (port == 1 or port == MATRIX_PORT):
                            reason = "valu_busy"    # its SIMD is busy that long anyway
                        if until > t:   # it tries again on its SIMD's turn from ``until``
                            until += (k - until) % period
                            stalls[reason] += until - t
                            if tracer is not None:
                                tracer.held(wave, reason, until - t)
                            wave.ready = until
                            if until < nxt:
                                nxt = until
                            continue
                        if op.events:
                            if wave.pending and self._full(wave, op):
                                self.paused = True      # (rare) a counter's count is not
                                _, limit = yield t      # known yet
                                self.paused = False
                                _settled(wave, t)
                            lds = op.lds    # (hot) a DS op below its counter's maximum:
                            if lds is not None and len(wave.out[lds[0]]) <= lds[4]:
                                counter, _, kind, _, _ = lds    # _memory's and complete's
                                when = take(k, t, wave.costs[wave.pos])     # work, inline
                                prior = wave.last.get(kind, 0)
                                if prior > when:
                                    when = prior
                                wave.last[kind] = when
                                wave.out[counter].append(when)
                                if tracer is not None:
                                    tracer.counter(self.index, wave, counter, t, when, 1)
                                if when > self.finish:
                                    self.finish = when
                            elif not self._memory(wave, op, t):
                                if wave.ready < nxt:
                                    nxt = wave.ready
                                continue
                        if tracer is not None:
                            tracer.issue(self.index, wave, op, t)
                        if t != wave.base:      # (most issue on time: nothing to add)
                            waited[op.number] += t - wave.base
                        ready = wave.ready = wave.base = t + period     # the SIMD's next turn
                        if port == 1:
                            busy = op.busy
                            simd.valu_free = t + busy
                            simd.valu_busy += busy
                            if busy > 4:
                                self._produce(wave, op, t)
                        elif port == MATRIX_PORT:
                            self._matrix(simd, op.busy, t)
                            if op.busy > 4:
                                self._produce(wave, op, t)
                        elif op.kind == JUMP:   # the common one of the others
                            self._jump(wave, op, t)
                            ready = wave.base = wave.ready
                        elif op.kind > WAITCNT:     # (an s_waitcnt's work is done)
                            self._special(simd, wave, op, t)
                            ready = wave.base = wave.ready
                            if op.kind == END:
                                settle |= 1
                                ended.append(wave)
                            elif op.kind == SETPRIO:
                                settle |= 2
                        pos = wave.pos = wave.pos + 1
                        wave.op = ops[wave.stream[pos]]     # past an END: the stream's next
                        if port:
                            used |= port
                            if used in full:
                                used = -1
                    if ready < nxt:
                        nxt = ready
                if settle:
                    self._settle(simd, t, settle, dozing, ended)
                if conflicts != crowd and t + period < nxt:
                    nxt = t + period
                if nxt < nexts[k]:
                    nexts[k] = nxt
                nxt = t + 1             # the next SIMD's turn, when it has a wave due (common)
                if nexts[(k + 1) % period] != nxt:
                    nxt = min(nexts)
                if done or not t < nxt < limit:
                    self.last = t
                    break
                t = nxt

    def _held(self, wave, op, t):
        """(when ``wave``'s next instruction ``op`` is in its buffer and has what it uses of
        the long ops in flight, the reason it waits: "fetch" or "dependency"); once none is in
        flight, its next ops in the line go unchecked (``plain``)."""
        if op.line != wave.line:        # past the line its buffer runs
            until = self._cross(wave, op, t)
            if until > t:
                return until, "fetch"
        if wave.dep_until > t:
            if op.uses & wave.dep_writes:
                return self._depends(wave, op, t), "dependency"
        else:
            wave.plain = wave.line
        return t, None

    def _cross(self, wave, op, t):
        """``wave``'s next instruction ``op`` lies past the line its buffer runs: when that
        line is in. The lines in order after it are on their way; once the next is in, the
        buffer moves on and asks for the line its place frees (fetch.py)."""
        if op.line != wave.line + 1:
            return self._redirect(wave, op, t)
        ahead = wave.ahead
        if ahead[0] > t:
            return ahead[0]
        del ahead[0]
        wave.line = op.line
        self._ask(wave, 1, t)
        return t

    def _ask(self, wave, moved, t):
        """``wave``'s buffer, its line ``moved`` lines on, asks for the lines after its last
        one that their places free; a line past the last the workgroup runs takes no room
        (fetch.py), so the buffer keeps a line it left instead (``back``)."""
        held, fetch = wave.group.held, self.fetch
        ahead = wave.ahead
        for _ in range(moved):
            number = wave.line + len(ahead) + 1
            if number > held.last:
                wave.back += 1
            else:
                ahead.append(fetch.next_line(held, number, t))

    def _redirect(self, wave, op, t, soon=None):
        """``wave`` starts, or goes elsewhere, at ``op`` at cycle ``t`` with an empty buffer:
        it asks for as many lines as the buffer holds from that of ``op``'s first byte on;
        when the first is in (``soon`` cycles after ``t`` if the cache holds it: a branch's
        target)."""
        wave.line = op.head
        wave.back = 0
        wave.plain = op.head if wave.dep_until <= t else -1
        fetch = self.fetch
        ahead = wave.ahead = fetch.request(wave.group.held, op.head, fetch.lines, t, soon)
        return ahead.pop(0)

    def _produce(self, wave, op, t):
        """``wave`` issues at ``t`` a VALU op ``op`` whose result comes later than the next
        turn (its ``busy`` cycles), or an MFMA: what it writes is in flight until then, an
        MFMA's until the longest wait LLVM's hazard rules ask after one (ops.MfmaWaits)."""
        wave.plain = -1                 # its next ops are checked against it (``_held``)
        if op.matrix:
            until = t + PASS_CYCLES * (self.mfma_waits.most + 1)
        else:
            until = t + op.busy
        dep = (op.writes, t, op.number, until)
        if wave.dep_until <= t:         # nothing else in flight: the common case
            wave.deps = [dep]
            wave.dep_writes, wave.dep_until = op.writes, until
            return
        deps = wave.deps = [old for old in wave.deps if old[3] > t]
        deps.append(dep)
        writes = 0
        for old in deps:
            writes |= old[0]
        wave.dep_writes = writes
        wave.dep_until = max(until, wave.dep_until)     # the last of the live ones

    def _depends(self, wave, op, t):
        """When ``wave``'s next instruction ``op`` may issue after the ops in flight whose
        registers it uses: a long VALU op's result once its cycles are over; after an MFMA,
        the wait states LLVM's rules ask for between the two (a wait state is one issue turn
        of 4 cycles, as the MFMA's passes: srcC of the same registers back to back, srcA/B
        or a VALU read after the result, ops.MfmaWaits)."""
        until = t
        for writes, start, number, _ in wave.deps:
            if not op.uses & writes:
                continue
            producer = self.ops[number]
            if producer.matrix:
                when = start + PASS_CYCLES * (self.mfma_waits.states(number, op.number) + 1)
            elif op.reads & writes:
                when = start + producer.busy
            else:
                continue
            if when > until:
                until = when
        return until

    @staticmethod
    def _matrix(simd, passes, t):
        """An MFMA holds its SIMD's matrix core for its passes and the VALU for one pass (a
        VALU instruction of another wave co-executes); other VALU ops hold the VALU for their
        ``busy`` cycles (``_turns``)."""
        simd.matrix_free = t + passes
        simd.matrix_busy += passes
        simd.valu_free = t + PASS_CYCLES
        simd.valu_busy += PASS_CYCLES

    def _stall(self, wave, reason, cycles):
        """``wave`` held ``cycles`` for ``reason``: the tally's, and the tracer's (per wave)."""
        self.tally.stalls[reason] += cycles
        if self.tracer is not None:
            self.tracer.held(wave, reason, cycles)

    def _wait(self, wave, t, until, reason):
        """``wave`` tries again at ``until`` (on its turn); the cycles go to ``reason``."""
        self.stalls[reason] += until - t
        if self.tracer is not None:
            self.tracer.held(wave, reason, until - t)
        wave.ready = until
        return 0

    def _waitcnt(self, wave, waits, t):
        """(when the counts ``waits`` (counter, count) hold, the counter waited for longest).
        A counter's list keeps the times past ``t`` (all of them while a count of 0 waits)."""
        until, reason = t, None
        out = wave.out
        for counter, count in waits:
            times = out[counter]
            if len(times) <= count:
                continue
            if not count:               # (common) the last one, no sort
                when = max(times)
                if when <= t:
                    times.clear()
                elif when > until:
                    until, reason = when, _WAIT_REASON[counter]
                continue
            times = out[counter] = [c for c in times if c > t]
            over = len(times) - count
            if over > 0:
                times.sort()
                when = times[over - 1]
                if when > until:
                    until, reason = when, _WAIT_REASON[counter]
        return until, reason

    @staticmethod
    def _full(wave, op):
        """Whether ``op`` might pass a counter's maximum, counting ``wave``'s queued
        operations on every counter it moves (their completions are not known yet)."""
        out, pending = wave.out, wave.pending
        for counter, _, _, _, most in op.events:
            if len(out[counter]) + pending > most:
                return True
        return False

    def _memory(self, wave, op, t):
        """Start ``op``'s memory operation at ``t``, its unit free (``_turns``): False (the
        wave waits) when a counter would pass its maximum (the wave stalls before it, Vega ISA
        4.4). A request to the hierarchy goes into the ``queue`` when there is one (and so
        does a vector operation without one behind a queued operation of its wave: it
        completes in order after it); else it is asked now."""
        out = wave.out
        for counter, _, _, _, most in op.events:
            if len(out[counter]) > most:
                until, reason = self._waitcnt(wave, ((counter, most),), t)
                if until > t:
                    return self._wait(wave, t, self._align(until, wave.simd), reason)
        cat = op.category
        cost = wave.costs[wave.pos]
        if cat == LDS:
            self.complete(wave, op, t, self.lds.take(wave.simd, t, cost))
            return True
        if cat == VMEM or cat == SMEM and cost is not NO_REQUEST:
            if cost is NO_REQUEST:
                self.vmem_free = t + 1
                if not wave.pending:        # nothing of its wave queued: done at once
                    self.complete(wave, op, t, t)
                    return True
                ask, lines, serial = _at_once, (), 1
            else:
                lines, kind, serial = cost
                ask = self.port[kind]
                if cat == VMEM:
                    self.vmem_free = t + (len(lines) or 1)
            if self.queue is None:
                self.complete(wave, op, t, ask(t, lines, serial))
            else:
                wave.pending += op.amount
                self.queue.add(t, (self.index, self, wave, op, ask, lines, serial))
            return True
        if cat == SMEM:                 # no request: a scalar-cache hit's time
            done = t + self.memory.memory.scalar.latency
        else:
            done = t + self.config.export_latency
        self.complete(wave, op, t, done)
        return True

    def answer(self, wave, op, t, done):
        """A queued request of ``wave`` (its ``op`` issued at ``t``) completes at ``done``."""
        wave.pending -= op.amount
        self.complete(wave, op, t, done)

    def complete(self, wave, op, t, done):
        """``wave``'s ``op`` issued at ``t`` completes at ``done``: its counters' times, in
        order behind the operations of its class before it where the class is in order."""
        out, last, tracer = wave.out, wave.last, self.tracer
        for counter, amount, kind, in_order, _ in op.events:
            when = done
            if in_order:                # no earlier than the class's op before it
                prior = last.get(kind, 0)
                if prior > when:
                    when = prior
                last[kind] = when
            if amount == 1:
                out[counter].append(when)
            else:
                out[counter].extend([when] * amount)
            if tracer is not None:
                tracer.counter(self.index, wave, counter, t, when, amount)
            if when > self.finish:
                self.finish = when

    def _special(self, simd, wave, op, t):
        """What the internal instructions do to the wave issuing them at ``t``."""
        kind = op.kind
        if kind == END and self.marks is not None:
            self.marks.passed(wave.pos, t)
        if kind == CLOCK:               # s_memtime, s_memrealtime: read at issue
            self.tally.clock_reads.append((wave.wid, op.clock, t))
        elif kind == NOP:
            wave.ready = self._align(t + max(self.nsimd, op.arg), wave.simd)
            self._stall(wave, "nop", wave.ready - t - self.nsimd)
        elif kind == SLEEP:
            wave.ready = self._align(t + op.arg, wave.simd)
            self._stall(wave, "sleep", wave.ready - t - self.nsimd)
        elif kind == SETPRIO:           # its place in the order moves after the turn
            wave.order = (-op.arg, wave.wid)
        elif kind == MAINTAIN:          # no counter moves: asked as a memory operation is
            self._memory(wave, op, t)
        elif kind == BARRIER:
            wave.ready = INF
            wave.arrived = t
            wave.group.parked.append(wave)
            self._release(wave.group, t)
        elif kind == END:               # it leaves its SIMD after the turn
            wave.ready = INF            # no turn of its SIMD for it
            group = wave.group
            group.live -= 1
            if t > self.finish:
                self.finish = t
            if group.live:
                self._release(group, t)
            else:
                self.groups -= 1
                group.end = t
                self.done.append(group)

    @staticmethod
    def _settle(simd, t, settle, dozing, ended):
        """After a turn at ``t`` in which waves of ``simd`` ended (``settle`` 1, the waves
        ``ended``), changed their priority (2) or began a long wait (4, the waves ``dozing``):
        the ended ones leave, the others are in the arbiter's order again, the long waiting ones
        go to sleep (Simd)."""
        if settle & 3:
            simd.resident(t)
            for wave in ended:          # (each issued in this turn: it is awake)
                simd.waves.remove(wave)
                simd.awake.remove(wave)
            ended.clear()
            if not simd.waves:
                simd.empty_since = t
            if settle & 2:
                simd.awake.sort(key=ORDER)
        if settle & 4:
            for wave in dozing:
                simd.awake.remove(wave)
                insort(simd.asleep, wave, key=READY)
            simd.wake = simd.asleep[0].ready
            dozing.clear()

    @staticmethod
    def _wake(simd, t):
        """The waves of ``simd`` asleep until ``t`` or before wake, in the arbiter's order
        (``asleep`` is in the order of their ``ready``, which no turn changes while they
        sleep)."""
        asleep, awake = simd.asleep, simd.awake
        woken = 0
        for wave in asleep:
            if wave.ready > t:
                break
            insort(awake, wave, key=ORDER)
            woken += 1
        del asleep[:woken]
        simd.wake = asleep[0].ready if asleep else INF

    def _jump(self, wave, op, t):
        """A branch issued at ``t``: taken (the wave's next instruction is not the one after
        it), the target issues when it is in the wave's buffer (``_branch``)."""
        if self.marks is not None:
            self.marks.passed(wave.pos, t)
        pos = wave.pos + 1
        if pos == wave.end:
            return
        target = self.ops[wave.stream[pos]]
        if target.pc == op.end:
            return
        arrival = self._branch(wave, target, t)
        if arrival > wave.ready:
            ready = self._align(arrival, wave.simd)
            self._stall(wave, "fetch", ready - wave.ready)
            self.tally.waited[op.number] += ready - wave.ready
            wave.ready = ready

    def _branch(self, wave, target, t):
        """When a taken branch's ``target`` is in ``wave``'s buffer (fetch.py): ``Op.jump``
        cycles after the wave's next turn if the buffer holds its line (the line it runs, one
        after it, in or on its way: it moves on to that line as ``_cross`` does, asking for
        the lines that frees; or one before it that it kept), else once the buffer, started
        again there, has it."""
        ahead = wave.ahead
        skip = target.head - wave.line
        if not -wave.back <= skip <= len(ahead):
            return self._redirect(wave, target, t, wave.ready - t + target.jump)
        arrival = wave.ready + target.jump
        if skip > 0:
            if ahead[skip - 1] > arrival:
                arrival = ahead[skip - 1]
            del ahead[:skip]
            wave.line = target.head
            self._ask(wave, skip, t)
        elif skip < 0:                  # back to a line it kept: the lines between are in
            ahead[:0] = [t] * -skip
            wave.back += skip
            wave.line = target.head
        return arrival

    def _release(self, group, t):
        """Release the workgroup's barrier once every wave still running has reached it (a
        wave that ended no longer counts: Vega ISA 4.3)."""
        if not group.parked or len(group.parked) < group.live:
            return
        for wave in group.parked:
            ready = self._align(t + self.config.barrier_release, wave.simd)
            self._stall(wave, "barrier", ready - wave.arrived - self.nsimd)
            self.tally.waited[wave.stream[wave.pos - 1]] += ready - wave.arrived - self.nsimd
            wave.ready = wave.base = ready
            self.nexts[wave.simd] = min(self.nexts[wave.simd], ready)
        group.parked = []


# Arbiter order within a SIMD: higher s_setprio first, then older (Vega ISA 4.2)
ORDER = attrgetter("order")
READY = attrgetter("ready")     # the order of a SIMD's sleeping waves
_FIRST = itemgetter(0)


def _settled(wave, t):
    """TimingError unless the engine settled every request ``wave`` queued before it went on
    at cycle ``t`` (what its s_waitcnt reads would be missing: a model bug, not a silent
    wrong count)."""
    if wave.pending:
        raise TimingError(f"wave {wave.wid} goes on at cycle {t} with memory requests still "
                          f"queued: a timing model bug")


def _at_once(t, lines, serial):
    """A vector memory operation that asks the hierarchy nothing: done when it issues."""
    return t
