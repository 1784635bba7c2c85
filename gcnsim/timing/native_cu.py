"""The compute unit's turns in compiled code (cu.c, made into cu.ll by tools/gen_hierarchy.py):
a ComputeUnit whose waves, SIMDs, workgroups and instruction buffers are arrays that the
compiled loop works on, what cu.py says step for step. Running on alone, the CUs' memory
requests wait in a compiled queue (queue.c, native_queue.py: cu.py Queue's order), settled
through the hierarchy's compiled port (memory/hierarchy.c: TLB, levels) with no return to
Python but for atomics and cache maintenance; in lockstep they come back from the loop in an
event buffer, in the order they issued, and are asked at once. Python keeps the rest the CUs
share with the replay: the instruction cache's contents (fetch.py ``bring`` at dispatch; the
Lines become ids into shared arrays), the wait states of an MFMA pair (ops.MfmaWaits, asked the
first time the loop meets the pair, kept in a table that doubles as it fills), workgroups
ending, clock reads, loop marks and what a tracer is told. Every replay uses it (engine.py);
GCNSIM_CU=python runs cu.py's ComputeUnit instead, the same rules in Python, which gives the
same result in every field (tests/timing/test_native_cu.py) and goes once the compiled one
has served a session.

    cu = NativeComputeUnit(shared, 0, ...); nxt = cu.turns.send((t, limit))
"""
import ctypes
from ctypes import c_int64, c_void_p
from pathlib import Path
from typing import NamedTuple

import numpy as np

from ..isa.counters import IN_ORDER
from ..isa.issue import LDS, SMEM, VMEM
from .cu import INF, REASONS, Simd
from .fetch import CARRIED
from .memory.native import Library, data_of
from .ops import TimingError
from .record import NO_REQUEST

IR = Path(__file__).with_name("cu.ll")
OUTCAP, DEPCAP, AHEADCAP, NKIND, MAXPARK = 256, 32, 8, 16, 64
OPW, WF, SF, GF = 38, 18 + 3 + NKIND + AHEADCAP + 1, 12, 2 + MAXPARK
(O_PORT, O_GATE, O_BUSY, O_KIND, O_ARG, O_LINE, O_HEAD, O_PC, O_END, O_JUMP, O_UNIT, O_MATRIX,
 O_CAT, O_AMOUNT, O_LDS, O_NEV, O_EV) = range(17)
O_NWAIT, O_WAIT = O_EV + 15, O_EV + 16
W_POS, W_END = 3, 4
W_ALIVE = 17
(S_NWAVES, S_NAWAKE, S_NASLEEP, S_WAKE, S_EMPTY_SINCE, S_IDLE, S_VALU_FREE, S_VALU_BUSY,
 S_MATRIX_FREE, S_MATRIX_BUSY, S_CHANGED, S_WAVE_CYCLES) = range(12)
CATEGORIES = {LDS: 1, VMEM: 2, SMEM: 3}
RET_YIELD, RET_PAUSE, RET_STATES, RET_DRAIN, RET_UNSETTLED, RET_FULL = range(6)
EV_MEM, EV_MARK, EV_CLOCK, EV_DONE, EV_HELD, EV_ISSUE, EV_COUNTER = range(7)
EVENT = 6               # ints an event
EVCAP = 4096           # events the buffer holds: those of DRAIN_AT and of a turn beyond
DRAIN_AT = EVCAP - 64   # (a turn hands back at most 2 an instruction it issues)
SINCE_CARRIED = -(1 << 61)      # a carried Line's ``since`` (-inf): every CU's hit
NONE = -(1 << 63)
KNOWN = 1 << 24         # bytes of workgroups' streams whose lines a replay keeps (line_numbers)
STATES = 1 << 10        # the MFMA pairs' table's first slots (a power of 2, doubled when half full)


class LinesStruct(ctypes.Structure):
    _fields_ = [("owner", c_void_p), ("since", c_void_p), ("fill", c_void_p)]


_I = ("nsimd", "slots", "simd_slots", "words", "fresh", "export_latency", "scalar_latency",
      "barrier_release", "lds_latency", "most_waits", "has_marks", "tracing", "index",
      "drain_at")
_P = ("ops", "uses", "reads", "writes", "full", "flat", "codes", "nlines", "waited", "states")


class CuStruct(ctypes.Structure):
    _fields_ = ([(n, c_int64) for n in _I] + [(n, c_void_p) for n in _P]
                + [("states_mask", c_int64), ("lines", c_void_p), ("held", c_void_p),
                   ("line_base", c_int64), ("span", c_int64)]
                + [(n, c_void_p) for n in ("wave", "out", "deps", "dep_writes", "simd", "waves",
                                           "awake", "asleep", "nexts", "group", "lds_ports",
                                           "stalls", "events")]
                + [(n, c_int64) for n in (
                    "nevents", "vmem_free", "banks_free", "finish", "last", "groups", "ndone",
                    "conflicts", "fetch_free", "fetch_hit", "fetch_miss", "fetch_hold",
                    "fetch_count", "hits", "misses", "resume", "t", "limit", "k", "i", "used",
                    "crowd", "settle", "nxt", "after_pause", "ndozing", "nended")]
                + [("dozing", c_int64 * 64), ("ended", c_int64 * 64),
                   ("ask_producer", c_int64), ("ask_consumer", c_int64), ("queue", c_void_p)])



_SIGNATURES = {
    "cu_run": (c_int64, (c_void_p, c_int64, c_int64)),
    "queue_settle": (c_int64, (c_void_p, c_int64)),
    "queue_release": (None, (c_void_p,)),
    "cu_place": (c_int64, (c_void_p, c_int64, c_int64, c_int64, c_void_p, c_int64, c_int64)),
    "cu_complete": (c_int64, (c_void_p, c_int64, c_int64, c_int64, c_int64, c_int64)),
    "cu_states_put": (None, (c_void_p, c_int64, c_int64, c_int64)),
}


LIB = Library(IR, _SIGNATURES)


def op_table(ops, kinds):
    """The Ops as one int64 row each (cu.c's O_ fields) and their registers as ``words``
    64-bit words each (reads, writes, uses); ``kinds``: in-order class -> its number."""
    rows = np.zeros((len(ops) + 1, OPW), np.int64)
    words = max(1, max(((op.uses.bit_length() + 63) // 64 for op in ops), default=1))
    regs = np.zeros((3, len(ops) + 1, words), np.uint64)
    for n, op in enumerate(ops):
        if len(op.events) > 3 or (op.waits and len(op.waits) > 3):
            raise TimingError(f"{op.name}: more counters than the compiled CU keeps")
        row = rows[n]
        row[:O_EV] = (op.port, op.gate, op.busy, op.kind, op.arg, op.line, op.head, op.pc,
                      op.end, op.jump, op.unit, op.matrix, CATEGORIES.get(op.category, 0),
                      op.amount, op.lds is not None, len(op.events))
        for e, (counter, amount, kind, in_order, most) in enumerate(op.events):
            row[O_EV + 5 * e:O_EV + 5 * e + 5] = (counter, amount, kinds[kind], in_order, most)
        waits = op.waits or ()
        row[O_NWAIT] = len(waits)
        for w, (counter, count) in enumerate(waits):
            row[O_WAIT + 2 * w:O_WAIT + 2 * w + 2] = (counter, count)
        for which, value in enumerate((op.reads, op.writes, op.uses)):
            for w in range(words):
                regs[which, n, w] = (value >> (64 * w)) & ((1 << 64) - 1)
    return rows, regs, words


class Shared:
    """What the compiled CUs of one replay share: the instruction table, the streams and their
    costs as ints, the waits per entry, the MFMA pairs' wait states, the Lines."""

    def __init__(self, ops, flat, codes, requests, tables, mfma_waits, full, cus):
        kinds = {kind: i for i, kind in enumerate(IN_ORDER)}
        self.ops = ops
        self.rows, regs, self.words = op_table(ops, kinds)
        self.reads, self.writes, self.uses = (np.ascontiguousarray(r) for r in regs)
        self.full = np.zeros(256, np.uint8)
        for used in full:
            if used < 256:
                self.full[used] = 1
        self.flat = np.asarray(flat, np.int32)
        self.codes = np.asarray(codes, np.int64)
        self.requests, self.tables = requests, tables
        self.nlines = tables[1] if tables[1].size else np.zeros(1, np.int64)
        self.waited = np.zeros(len(ops), np.int64)
        self.states = np.zeros(STATES * 2, np.int64)
        self.states_mask = STATES - 1
        self.pairs = {}             # the MFMA pairs the table holds: (producer, consumer) -> states
        self.structs = []           # the CUs' structs, pointed at the table
        self.mfma_waits = mfma_waits
        self.heads = self.rows[:len(ops), O_HEAD]
        self.ends = self.rows[:len(ops), O_LINE]
        self.line_base = int(self.heads.min()) if ops else 0
        self.span = (int(self.ends.max()) if ops else 0) - self.line_base + 1
        self.line_ids = {}
        self.cus, self.blocks = cus, {}     # ``row``'s
        self.numbers = {}           # line_numbers: a workgroup's streams -> their lines
        self.known = 0              # and the bytes of the streams it holds
        self.line_arrays = [np.zeros(1024, np.int64) for _ in range(3)]
        self.lines = LinesStruct()
        self._point()

    def _point(self):
        owner, since, fill = self.line_arrays
        self.lines.owner, self.lines.since, self.lines.fill = (data_of(owner), data_of(since),
                                                               data_of(fill))

    def row(self, name, cu, size):
        """CU ``cu``'s row of ``size`` int64s of the block ``name``, a row for each of
        ``cus`` CUs: one allocation (one map of memory) for all, not hundreds."""
        block = self.blocks.get(name)
        if block is None:
            block = self.blocks[name] = np.zeros((self.cus, size), np.int64)
        return block[cu]

    def line_id(self, line):
        """The id of a fetch.py Line in the shared arrays (given at its first sight)."""
        found = self.line_ids.get(line)
        if found is None:
            found = self.line_ids[line] = len(self.line_ids)
            if found == self.line_arrays[0].size:
                self.line_arrays = [np.concatenate([a, np.zeros_like(a)])
                                    for a in self.line_arrays]
                self._point()
            owner, since, fill = self.line_arrays
            carried = line is CARRIED
            owner[found] = -1 if carried else line.owner
            since[found] = SINCE_CARRIED if carried else line.since
            fill[found] = NONE if line.fill is None else line.fill
        return found

    def line_numbers(self, start, end):
        """fetch.py line_numbers of the streams' places ``start:end`` (a workgroup's waves,
        one after the other): once per stream content (workgroups run the same entries as a
        rule), kept while the contents kept are below KNOWN bytes."""
        run = self.flat[start:end]
        key = run.tobytes()
        found = self.numbers.get(key)
        if found is None:
            numbers = np.unique(run)
            found = set(self.heads[numbers].tolist()) | set(self.ends[numbers].tolist())
            if self.known < KNOWN:
                self.numbers[key] = found
                self.known += len(key)
        return found

    def put_states(self, producer, consumer):
        """Put the wait states of an MFMA pair the loop asks for into the shared table (ops
        MfmaWaits), doubled first when it would be more than half full: a pair is held for the
        replay, and the pairs are at most the program's MFMAs times its entries."""
        if (len(self.pairs) + 1) * 2 > self.states_mask + 1:
            self.states = np.zeros(self.states.size * 2, np.int64)
            self.states_mask = self.states.size // 2 - 1
            for s in self.structs:
                s.states, s.states_mask = data_of(self.states), self.states_mask
            for (p, c), value in self.pairs.items():
                LIB.cu_states_put(ctypes.addressof(self.structs[0]), p, c, value)
        value = self.pairs[producer, consumer] = self.mfma_waits.states(producer, consumer)
        LIB.cu_states_put(ctypes.addressof(self.structs[0]), producer, consumer, value)


class NativeComputeUnit:
    """A ComputeUnit (cu.py) whose turns run in cu.c: the same attributes the engine reads."""

    def __init__(self, shared, index, simds, room, config, tally, memory, fetch, lds, queue,
                 dispatch=0, marks=None, tracer=None):
        self.shared, self.index, self.config, self.tally = shared, index, config, tally
        self.ops = shared.ops
        self.memory, self.fetch, self.dispatch, self.marks = memory, fetch, dispatch, marks
        self.tracer = tracer
        self.port = memory.port(index)
        self.nsimd = simds
        per_simd, groups = room
        if per_simd > MAXPARK or fetch.lines > AHEADCAP:
            raise TimingError(f"{per_simd} waves per SIMD, {fetch.lines} lines a wave's "
                              f"instruction buffer: more than the compiled CU keeps")
        slots = simds * per_simd
        words = shared.words
        self.wave = np.zeros((slots, WF), np.int64)
        self.out = shared.row("out", index, slots * 3 * OUTCAP)    # (read below their counts)
        self.deps = np.empty(slots * DEPCAP * (words + 3), np.int64)
        self.dep_writes = np.zeros(slots * words, np.uint64)
        self.simd = np.zeros((simds, SF), np.int64)
        self.simd[:, S_WAKE] = INF
        self.lists = np.zeros((3, simds, per_simd), np.int64)
        self.nexts = np.full(simds, INF, np.int64)
        self.group = np.zeros((groups, GF), np.int64)
        self.held = np.full(groups * shared.span, -1, np.int64)
        self.lds_ports = np.zeros(len(lds.ports), np.int64)
        self.stalls = np.zeros(len(REASONS), np.int64)
        self.events = shared.row("events", index, EVCAP * EVENT)
        self.placing = np.zeros(6 * MAXPARK, np.int64)     # cu_place's waves
        self.placed_at = data_of(self.placing)
        self.groups_of = [None] * groups
        self.slots_of = [[] for _ in range(groups)]     # per workgroup slot: its wave slots
        self.idle_slots = list(range(slots))[::-1]
        s = self.s = CuStruct()
        for name, value in (("nsimd", simds), ("slots", slots), ("simd_slots", per_simd),
                            ("words", words), ("fresh", 0 if config.max_issue else -1),
                            ("export_latency", config.export_latency),
                            ("scalar_latency", memory.memory.scalar.latency),
                            ("barrier_release", config.barrier_release),
                            ("lds_latency", lds.latency),
                            ("most_waits", shared.mfma_waits.most),
                            ("has_marks", marks is not None),
                            ("tracing", tracer is not None), ("index", index),
                            ("drain_at", DRAIN_AT),
                            ("states_mask", shared.states_mask),
                            ("line_base", shared.line_base), ("span", shared.span),
                            ("fetch_hit", fetch.hit), ("fetch_miss", fetch.miss),
                            ("fetch_hold", fetch.hold), ("fetch_count", fetch.lines)):
            setattr(s, name, value)
        for name, array in (("ops", shared.rows), ("uses", shared.uses), ("reads", shared.reads),
                            ("writes", shared.writes), ("full", shared.full),
                            ("flat", shared.flat), ("codes", shared.codes),
                            ("nlines", shared.nlines), ("waited", shared.waited),
                            ("states", shared.states), ("held", self.held),
                            ("wave", self.wave), ("out", self.out), ("deps", self.deps),
                            ("dep_writes", self.dep_writes), ("simd", self.simd),
                            ("waves", self.lists[0]), ("awake", self.lists[1]),
                            ("asleep", self.lists[2]), ("nexts", self.nexts),
                            ("group", self.group), ("lds_ports", self.lds_ports),
                            ("stalls", self.stalls), ("events", self.events)):
            setattr(s, name, data_of(array))
        s.lines = ctypes.addressof(shared.lines)
        # the NativeQueue its requests wait in (which holds the CUs: not held here, no cycle)
        s.queue = None if queue is None else ctypes.addressof(queue)
        shared.structs.append(s)
        self.at = ctypes.addressof(s)
        self.done = []
        self.complete = LIB.cu_complete
        self.placed = 0
        self.busy_from = None
        self.again = (-1, 0)
        self.progress = (0, 0)
        self.paused = False
        self.turns = self._turns()
        next(self.turns)

    # what the engine reads
    @property
    def groups(self):
        return self.s.groups

    @property
    def finish(self):
        return self.s.finish

    @property
    def last(self):
        return self.s.last

    @property
    def instructions(self):
        live = self.wave[self.wave[:, W_ALIVE] == 1]
        return self.placed - int((live[:, W_END] - live[:, W_POS]).sum())

    def free_slots(self, per_simd):
        return sum(per_simd - n for n in self.simd[:, S_NWAVES].tolist() if n < per_simd)

    def next_turn(self):
        return int(self.nexts.min())

    def place(self, group, waves, t, queued=0):
        """cu.py ComputeUnit.place, its waves' state in the arrays."""
        s = self.s
        if len(waves) > MAXPARK:
            raise TimingError(f"a workgroup of {len(waves)} waves: more than the compiled CU "
                              f"keeps")
        s.groups += 1
        group.start, group.cu = t, self.index
        if self.busy_from is None:
            self.busy_from = t
        held = self.fetch.bring(self.shared.line_numbers(waves[0][3], waves[-1][4]), t)
        g = self.groups_of.index(None)
        self.groups_of[g] = group
        span, base = self.shared.span, self.shared.line_base
        row = self.held[g * span:(g + 1) * span]
        row[:] = -1
        for number, line in held.items():
            row[number - base] = self.shared.line_id(line)
        arrival = t + queued + self.dispatch + self.config.wave_launch
        idle, n = self.idle_slots, len(waves)
        slots = self.slots_of[g] = [idle.pop() for _ in waves]
        placing = self.placing
        placing[:4 * n] = [x for (wid, _, _, start, end), slot in zip(waves, slots)
                           for x in (wid, slot, start, end)]
        self.placed += sum(end - start for *_, start, end in waves)
        self.tally.stalls["fetch"] += LIB.cu_place(self.at, g, group.live, n, self.placed_at, t,
                                                   arrival)
        if self.tracer is not None:
            out = placing[4 * MAXPARK:4 * MAXPARK + 2 * n].tolist()
            for j, (wid, *_) in enumerate(waves):
                self.tracer.held(Traced(wid, out[2 * j]), "fetch", out[2 * j + 1])

    def answer(self, slot, op, t, done):
        """A queued request of wave ``slot`` (its ``op`` issued at ``t``) completes at
        ``done`` (Queue.settle)."""
        if not self.complete(self.at, slot, op.number, t, done, 1):
            raise TimingError(f"a wave of CU {self.index} has more operations outstanding "
                              f"than the compiled CU keeps")
        if self.tracer is not None:     # its counters' changes, in place
            self._events()

    def _turns(self):
        """cu.py ComputeUnit._turns: the compiled loop's calls, what it hands back done."""
        s, run, at = self.s, LIB.cu_run, self.at
        nxt = INF
        while True:
            t, limit = yield nxt
            while True:
                code = run(at, t, limit)
                if s.nevents:
                    self._events()
                if code == RET_YIELD:
                    nxt = s.nxt
                    break
                if code == RET_PAUSE:
                    self.paused = True
                    _, limit = yield s.t
                    self.paused = False
                elif code == RET_STATES:
                    self.shared.put_states(s.ask_producer, s.ask_consumer)
                    limit = s.limit
                elif code == RET_DRAIN:
                    limit = s.limit
                elif code == RET_UNSETTLED:
                    raise TimingError(f"a wave of CU {self.index} goes on at cycle {s.t} with "
                                      f"memory requests still queued: a timing model bug")
                else:
                    raise TimingError(f"a wave of CU {self.index} has more operations "
                                      f"outstanding or long results in flight than the "
                                      f"compiled CU keeps")

    def _events(self):
        """What the loop handed back, in order: requests in lockstep (asked at once),
        workgroups done, clock reads, loop marks, what the tracer is told."""
        s = self.s
        events = self.events[:s.nevents * EVENT].tolist()
        s.nevents = 0
        ops, requests, port, tracer = self.shared.ops, self.shared.requests, self.port, self.tracer
        for kind, a, b, c, d, e in zip(*[iter(events)] * EVENT):
            if kind == EV_MEM:
                op = ops[b]
                ask, lines, serial = _at_once, (), 1
                if d != NO_REQUEST:
                    lines, access, serial = requests[d]
                    ask = port[access]
                self.answer(a, op, c, ask(c, lines, serial))
            elif kind == EV_DONE:
                group = self.groups_of[a]
                self.groups_of[a] = None
                self.idle_slots += self.slots_of[a]     # its waves left their SIMDs
                self.slots_of[a] = []
                group.end = b
                self.done.append(group)
            elif kind == EV_CLOCK:
                self.tally.clock_reads.append((a, self.shared.ops[b].clock, c))
            elif kind == EV_HELD:
                tracer.held(Traced(a, b), REASONS[c], d)
            elif kind == EV_ISSUE:
                tracer.issue(self.index, Traced(a, b), ops[c], d)
            elif kind == EV_COUNTER:
                tracer.counter(self.index, Traced(a, -1), b, c, d, e)
            else:
                self.marks.passed(a, b)

    def tallied(self):
        """The stalls the loop counted since the last call, into the tally's (which a sampler
        reads as the replay goes), and its fetch counts into its Fetch's."""
        for reason, value in zip(REASONS, self.stalls.tolist()):
            self.tally.stalls[reason] += value
        self.stalls[:] = 0
        self.fetch.hits, self.fetch.misses = self.s.hits, self.s.misses

    @property
    def simds(self):
        """Its SIMDs now, as cu.py Simd records."""
        simds = []
        for k, row in enumerate(self.simd.tolist()):
            simd = Simd(k)
            simd.idle, simd.empty_since = row[S_IDLE], row[S_EMPTY_SINCE]
            simd.valu_busy, simd.wave_cycles = row[S_VALU_BUSY], row[S_WAVE_CYCLES]
            simd.matrix_busy, simd.changed = row[S_MATRIX_BUSY], row[S_CHANGED]
            simd.waves = [None] * row[S_NWAVES]
            simds.append(simd)
        return simds


def native_cus(ops, flat, codes, requests, mfma_waits, device, occupancy, config,
               tally, memory, lockstep, marks, tracer=None):
    """The compiled CUs of a replay (engine.py ``replay``), each holding what ``occupancy``
    says, and the NativeQueue their requests wait in (None in ``lockstep``); ``requests``:
    (the Requests, the same as arrays: Recorder.request_tables)."""
    from .cu import full_turns
    from .fetch import fetch_units
    from .lds import LdsUnit
    shared = Shared(ops, flat, codes, *requests, mfma_waits, full_turns(config.max_issue),
                    device.compute_units)
    room = occupancy.waves_per_simd, occupancy.workgroups_per_cu
    from .native_queue import NativeQueue
    queue = None if lockstep else NativeQueue(shared, memory)
    cus = [NativeComputeUnit(shared, i, device.simds_per_cu, room, config, tally, memory, fetch,
                             LdsUnit(device), queue, device.workgroup_dispatch_cycles, marks,
                             tracer)
           for i, fetch in enumerate(fetch_units(device, memory))]
    if queue is not None:
        queue.join(cus)
    return cus, queue


def tallied(cus):
    """The CUs' counts since the last call into their Tally (a sampler reads it as the replay
    goes; the replay's result at the end)."""
    for cu in cus:
        cu.tallied()
    if cus:
        shared, waited = cus[0].shared, cus[0].tally.waited
        for n, value in enumerate(shared.waited.tolist()):
            waited[n] += value
        shared.waited[:] = 0


class Traced(NamedTuple):
    """A wave as the tracer (trace.py) sees it."""
    wid: int
    simd: int


def _at_once(t, lines, serial):
    """A vector memory operation that asks the hierarchy nothing: done when it issues."""
    return t
