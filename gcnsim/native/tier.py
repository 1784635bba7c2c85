"""Which parts of a block run as machine code, and when they are compiled (tiering by hotness).

A block (emu/program.py) is cut into segments: maximal runs of entries the translator covers
(lower.lowering) with at least one that computes something, each ending at the latest before
a VALU entry that an instruction of it writing EXEC precedes (so its VALU entries count the
lanes active at its start; ``s_and_saveexec; s_cbranch_execz; global_load; s_or_b64 exec``
is one). A conditional branch and s_barrier its block runs on past (emu/program.py) are among
its entries: the branch stops the function where a wave would take it (the executor runs it
then), and a segment holding a barrier runs only where the batch meets there at once
(emu/executor.py), else interpreted. The executor runs a segment through its compiled
function when one is ready and every entry of the rest interpreted, so a block that is partly
covered still runs, with the same results, per entry where it must.

A segment is compiled once its interpreted time so far would exceed its compile time: each run
adds an estimate of what the interpreter spends on it (per instruction, plus per wave, more
for an MFMA's multiply-adds and a VMEM or LDS access), and compiling is estimated per
instruction plus a fixed part; both figures are the host's measured ones
(benchmarks/native_speed.py and native_share.py print them). The count is kept with the code
(NativeTier lives with its CodeImage), so it sums a segment's runs over every launch of the
code in the process. It is compiled twice at most (jit.LEVELS): at O0 once its count pays for
that (translating plus LLVM's fast path, ~4 ms a corpus segment), again at O2 once the count,
still kept as if it ran interpreted (a measure of the work it does), pays for O2 (~50 ms,
vectorised lane loops), the level compiled at first where the count already pays for both:
small launches repeated (a corpus) go native within a few launches, a large one gets O2's code
about when it did with O2 alone. A segment whose functions (its own and its memory
instructions' access functions, at that level) the disk cache's index has (cache.py) costs
their loading instead (~0.5 ms a segment, measured): so a kernel launched again, also in a new
process, runs natively from its second launch or so. A block whose cut the disk cache keeps
(cuts.py: each segment's bounds, name, register bound and memory descriptors) is cut with no
lowering; a segment is lowered only to be compiled (Segment.lowered).

A segment made at a level takes with it, into the same LLVM module, the code's other segments
(``peers``) that ran under its MODE, have nothing at that level and whose counts paid
BATCH_SHARE of compiling them alone, about what they cost there (Segment._make): LLVM's fixed
costs of a module are paid once for them all (jit.functions_named; at O0 3.1 -> 1.2 ms of LLVM
a language corpus segment, 32 a module), so segments that come due together are made in one
go. O0's
code prefetches no registers (translate.define: a third of a corpus segment's IR; it serves
small launches, O2's code the large ones), and its IR is written as text (irtext.py): translating
0.5-0.8 ms a segment (4.9 ms with llvmlite.ir and prefetches).

A code's first launch in a process cuts a block only once it has cost FIRST_CUT_TIMES what
cutting and compiling it at O0 would (the launch may end next: a first launch stays no slower
than interpreted); its later launches once it cost that once, CUT_STARTED_SECONDS at most (a
block of a few instructions, a matmul epilogue's two stores split off by its waves' branch,
was cut at 5 ms where compiling it costs 2.8 ms: dozens of launches interpreted). A code's
record (record.py) carries hotness from one process to the next: what earlier processes spent
on a block counts besides this process's for cutting it and loading its segments, and after
the code's first launch in the process for compiling them at O0 (record.py says when).

What a process pays once, importing the translator (to cut a block into segments: lowering)
and starting the JIT, is weighed against what the interpreter has spent on
every block of the process together (``PROCESS``): a block is cut once it has cost
CUT_STARTED_SECONDS and the process CUT_SECONDS, a segment compiled or loaded once the
process has also spent START_SECONDS more, so a short launch still never imports llvmlite,
while many small kernels together (a corpus) pay for it.

A memory instruction (native/memory.py) calls its shape's access function, compiled once per
process (and kept in the disk cache), so it costs a segment a call plus, the first time, that
compile. A compiled function is specialised to one MODE value (denormal flushing); a batch
whose waves have another MODE or a rounding other than nearest (MODE[3:0], which the
interpreter's float instructions refuse), or whose VGPR file is narrower than a register the segment
names, runs the segment interpreted (or has its own variant compiled, by the same rule).

Who may run native code is the executor's rule (emu/executor.py): where no checker watches
or one works per block (the dynamic waitcnt/hazard checker, the timing recorder, the race
detector), VSKIP is clear and the budget is not about to run out; adversarial timing, the init
checker and the debugger step every instruction interpreted. A checker working per block gives
the block's steps with its captures among them (a step of its own in an entry's place: EXEC
after a write, a FLAT destination, a memory instruction's cost for the timing model or its
accesses for the race detector); an entry so captured is no part of any segment
(``segments(block, waves, steps)`` cuts there), so each capture runs as it would interpreted,
and the checker learns the rest from the block's entries (what it tracks of them depends on
the instructions and its state at the block's start, not on data). A capture that only takes
something before the entry's own step runs (its ``before(st, w, env)``: the timing recorder's
memory costs and poll checks read the addresses) leads a segment instead: the segment starts
at it and the executor calls ``before`` just ahead of the segment's function, when the
registers are those the entry reads, so memory instructions run natively while recorded:

    steps:     v_add  [cost] ds_read  v_mul  [cost] global_load  s_waitcnt
    segments:  [v_add]  before; [ds_read v_mul]  before; [global_load s_waitcnt]

    tier = NativeTier(target); segments = tier.segments(block, waves)  # {first index: Segment}
    seg.ready(st, w) -> run(st, idx, max_taken) -> back edges taken natively, or None

A segment that is all of a block but its last instruction, a conditional branch back to the
block's start, is compiled as a loop: it runs again while every wave of the batch takes the
branch, up to the number of trips the executor allows (so that the budget, the deadline and
spin detection's fingerprints at trips 64, 128, 256, ... see what they would see
interpreted: the executor runs the trip that reaches each itself), and the checker: the
dynamic checker any number once a trip leaves its state as it found it with nothing found,
the recorder as many as it may keep (both are told of them and account for them).
"""
import os
import sys
import threading
import weakref
from collections import Counter
from functools import partial
from itertools import accumulate

import numpy as np

from ..bits import collector_paused
from ..isa.issue import BRANCH, INTERNAL, LDS, VALU, VMEM
from ..semantics.fpmode import FLOAT_BITS, MODE, ROUND_BITS
from ..semantics.mfma import NAME, Shape
from .frames import Frames, caller

INTERPRETED_SECONDS = 2.5e-5        # per instruction of a batch, whatever its waves (29-38 us
                                    # fitted over the clang and language corpora's 1,511 and
                                    # 2,153 block runs of 4-5 waves: 6 us undercounted them 4-5x)
INTERPRETED_MEMORY_SECONDS = 4e-5   # more per VMEM or LDS instruction of a batch (47-107 us)
INTERPRETED_WAVE_SECONDS = 2e-7     # more per wave of the batch
INTERPRETED_MAC_SECONDS = 6e-9      # more per multiply-add of an MFMA, per wave (40-65 us a
                                    # wave's v_mfma_f32_32x32x8_f16, measured)
INTERPRETED_ACCESS_SECONDS = 1.5e-6     # more per wave of a VMEM or LDS instruction (a
                                        # global_load_dwordx2 of 1024 waves: ~1.9 ms, measured)
COMPILE_SECONDS = 0.05              # fixed part of compiling one segment at O2 (jit.py)
COMPILE_INSTRUCTION_SECONDS = 0.003
COMPILE_SHAPE_SECONDS = 0.15        # a memory access function (native/memory.py), each shape
                                    # (once a process: none once this process has it)
QUICK_SECONDS = 0.0025              # the same at O0, no prefetching (a module of one segment:
QUICK_INSTRUCTION_SECONDS = 0.0001  # 2.5 ms + 0.1 ms an instruction, fitted over 252 language
QUICK_SHAPE_SECONDS = 0.007         # corpus segments (mean 4.1 ms, 16.3 instructions; IR text
                                    # 0.5-0.8 ms of it: irtext.py); 1.8 ms made 32 together;
                                    # 7 ms an access function)
BATCH_SHARE = 0.45                  # of a segment's compiling its count pays to join a peer's
                                    # module (what it costs there: 1.8 of 4.1 ms, measured)
LEVELS = (0, 2)                     # jit.LEVELS (named here: cutting imports no llvmlite)
TOP = LEVELS[-1]
LOAD_SECONDS = 0.0005               # a function read from the disk cache and loaded (0.25 ms
                                    # an object, 0.45 ms a segment in all: measured)
START_SECONDS = 0.04                # starting the JIT (llvmlite's binding), once a process
CUT_SECONDS = 0.04                  # the process's blocks' cost before any is cut (lowering
                                    # imports the translator: 0.04 s, measured)
CUT_STARTED_SECONDS = 0.005         # the most a block costs before it is cut (lowering: ~30
                                    # us an instruction, as much as interpreting it once; its
                                    # segments count from the block's cost at the cut, so
                                    # cutting later loses no count: at 2 ms the language
                                    # corpus's first launches cut 210 blocks in 1.4 s, not 95
                                    # in 0.7, and made the same 45 functions)
FIRST_CUT_TIMES = 10                # in its code's first launch in the process, a block is cut
                                    # once it (and its record) cost this many times cutting and
                                    # compiling it at O0: as the launch may end next, what those
                                    # cost is then a tenth of it (at CUT_STARTED_SECONDS the
                                    # language corpus's first launches were 25% slower than
                                    # interpreted; one run of an unrolled block of 2,000
                                    # instructions was 50 ms)
LOWER_SECONDS = 3e-5                # cutting a block, an instruction (lowering, measured)
# what compiling every segment at first sight sets to 0 (tests, benchmarks/native_speed.py)
THRESHOLDS = ("COMPILE_SECONDS", "COMPILE_INSTRUCTION_SECONDS", "COMPILE_SHAPE_SECONDS",
              "QUICK_SECONDS", "QUICK_INSTRUCTION_SECONDS", "QUICK_SHAPE_SECONDS",
              "LOAD_SECONDS", "START_SECONDS", "CUT_SECONDS", "CUT_STARTED_SECONDS",
              "FIRST_CUT_TIMES", "BATCH_SHARE")
# held while llvmlite and the native tier's modules are imported and while this process's JIT
# (one engine, not thread-safe) starts or works, and while emu/pool.py forks workers: a worker
# forked in the middle of either would inherit a lock held by a thread it does not have
JIT_LOCK = threading.RLock()
NONE = {}
IDLE = (BRANCH, INTERNAL)           # classes of the entries that compute nothing
SMALL_BATCH = 64                   # waves whose MODEs _mode reads as Python integers
PLAIN = ((), ())                   # the cut of a block whose steps are all its own (no capture)
KNOWN = {}      # access function name -> whether the disk cache had it (asked once a process)
NAMES = {}      # (memory.Shape, level) -> its access function's name


class Spent:
    """Interpreted seconds (estimated) of every block of the process: what tiering weighs the
    process's one-time costs against (module docstring)."""

    def __init__(self):
        self.seconds = 0.0

    def add(self, seconds):
        self.seconds += seconds


PROCESS = Spent()


class Peers(list):
    """The segments of a code (made together: Segment._make), with how many of them need each
    access function (``shapes``: a segment's share of making one is read in one step, not by
    asking every peer, which made asking the costs of a code's n segments n^2 steps)."""

    def __init__(self):
        super().__init__()
        self.shapes = Counter()     # access shape -> the segments whose Kept has it


class Segment:
    """Entries ``start``..``end - 1`` of a block, lowered; compiled per MODE value when hot."""

    def __init__(self, start, end, lowered, valu, back_edge=None, frames=None, peers=None,
                 kept=None, barrier=False):
        """``lowered``: its entries' Lowered forms, or with ``kept`` (its cuts.Kept, from
        the disk cache) a function lowering them, called only to compile it (``lowered``);
        ``valu``: whether each entry is of the VALU class (for the lane statistics);
        ``frames``: the Frames its calls share with the code's other segments (None: its own);
        ``peers``: the code's Peers, which it joins (None: none but itself); ``barrier``:
        whether an s_barrier is among its entries (the executor calls it only where the batch
        meets there at once)."""
        self.start, self.end = start, end
        self.barrier = barrier
        self.frames = Frames() if frames is None else frames
        self.peers = Peers() if peers is None else peers
        self.peers.append(self)
        self.kept = None
        self.back_edge = back_edge      # the branch after it that closes a loop onto it
        self._lowered = None if kept is not None else lowered
        self._lower = lowered if kept is not None else None
        self.stale = None               # called where its kept cut proves stale (Cuts.drop)
        self.valu = sum(valu)           # VALU-class entries
        # VALU-class entries before each entry (lane statistics of a run stopped there)
        self.valu_before = list(accumulate(valu, initial=0))
        self._take(kept or _kept(lowered, back_edge))
        self.spent = 0.0                # interpreted seconds so far (estimated)
        self.expected = 0.0             # the most one earlier process spent on it (Record)
        self.earlier = 0.0              # what earlier processes spent on it, once a launch of
        #                                 its code ended in this one (Record; else 0)
        self.costs = {}                 # (MODE float bits, level) -> Segment._own_cost
        self.functions = {}             # MODE float bits -> callable (the best level made)
        self.levels = {}                # MODE float bits -> that level (TOP: no other to make)
        self.due = {}                   # MODE float bits -> (spent, JIT's functions) before
        #                                 which no level pays (_better need not be asked)

    def _take(self, kept):
        """What it is loaded and called by, and weighed as: its cuts.Kept (its peers count
        the access functions it needs)."""
        if self.kept is not None:
            self.peers.shapes.subtract(self.kept.shapes)
        self.peers.shapes.update(kept.shapes)
        self.kept = kept
        self.memory = bool(kept.rows)
        self.macs, self.accesses, self.vgprs = kept.macs, kept.accesses, kept.vgprs
        self.shapes = kept.shapes
        # what a batch's run costs the interpreter: per batch, plus per wave (interpreted())
        self.per_batch = interpreted(kept.count, self.macs, self.accesses, 0)
        self.per_wave = interpreted(kept.count, self.macs, self.accesses, 1) - self.per_batch

    @property
    def lowered(self):
        """Its entries' Lowered forms, made on first use where it was made from a kept cut,
        and checked against it (cuts.py): where they differ the fresh Kept is taken (and
        ``stale`` called); None where its entries no longer lower as one segment."""
        if self._lowered is None and self._lower is not None:
            from .cuts import splits                # noqa: PLC0415
            lowered, self._lower = tuple(self._lower()), None
            before = self.valu_before
            if splits(lowered, [b > a for a, b in zip(before, before[1:])]):
                kept = None
            else:
                kept = _kept(lowered, self.back_edge)
                self._lowered = lowered
            if kept != self.kept:
                if kept is not None:
                    self._take(kept)
                if self.stale is not None:
                    self.stale()
        return self._lowered

    def name(self, mode, level=2):
        """Its function's name for MODE float bits ``mode`` at ``level``: the digest of all its
        code depends on (cuts.Kept; names are unique in a process, and key the disk cache's
        index)."""
        return f"gcnsim_seg_{self.kept.digest}_{mode:x}" + ("" if level == TOP else f"_o{level}")

    def cost(self, mode, level=TOP):
        """Seconds to make its function for ``mode`` at ``level``: loading where the cache has
        it (cache.py), else compiling it, plus its share of its access functions' (each made
        once for every segment of the code that needs it: the Triton corpus's small memory
        segments, 9.7 ms each at O0 with a whole one, never paid in 13 launches)."""
        shared = self.peers.shapes
        return self._own_cost(mode, level)[0] + sum(
            _shape_cost(shape, level)[0] / shared[shape] for shape in self.shapes)

    def _own_cost(self, mode, level):
        """(seconds to make its own function at ``level``, whether that is loading it)."""
        found = self.costs.get((mode, level))
        if found is None:
            from .cache import known                # noqa: PLC0415
            if known(self.name(mode, level)):
                found = (LOAD_SECONDS, True)
            else:
                fixed, per, _ = _compile_costs(level)
                found = (fixed + per * self.kept.count, False)
            self.costs[mode, level] = found
        return found

    def _loads(self, mode, level):
        """Whether making its functions at ``level`` is only loading them (or nothing)."""
        return self._own_cost(mode, level)[1] and all(_shape_cost(shape, level)[1]
                                                      for shape in self.shapes)

    def _better(self, mode):
        """The highest level above the one made whose cost its interpreted time so far pays
        (and the process's for starting the JIT, if it is not started), or None; where none
        pays, ``due`` notes the count the cheapest needs, to ask again only then or, where it
        has no function yet, once the JIT has more (an access function made lowers a cost; one
        with a function asked again at every function loaded: 13% of the Triton corpus's
        repeated launches in a fourth process went to asking, profiled)."""
        made = self.levels.get(mode, -1)
        needed = float("inf")
        for level in reversed(LEVELS):
            if level <= made:
                self.due[mode] = (needed, _jit_functions())
                return None
            cost = self.cost(mode, level)
            if self._loads(mode, level):
                extra = max(self.expected, self.earlier)
            else:               # (O2 by this process's own count: compiled over many rounds,
                extra = self.earlier if level == LEVELS[0] else 0.0     # 50 ms each)
            if self.spent + extra >= cost:
                break
            needed = min(needed, cost - extra)
        else:
            self.due[mode] = (needed, _jit_functions())
            return None
        started = _started() is not None
        return level if started or PROCESS.seconds >= CUT_SECONDS + START_SECONDS else None

    def ready(self, st, w):
        """The compiled function for these waves, or None (run interpreted this time)."""
        if st.v.shape[1] < self.vgprs:
            return None
        modes = st.hwreg[:, MODE][w]        # (a column's view indexed: 0.4 us, not 3.8)
        mode, uniform = _mode(modes)
        if mode is None:
            return None         # interpreted: its float instructions raise RoundModeError
        fn = self.functions.get(mode)
        spent = self.per_batch + self.per_wave * modes.size
        self.spent += spent         # what it would have cost interpreted: O2's pay, the record's
        if fn is None:
            PROCESS.add(spent)
        if not uniform or self.levels.get(mode) == TOP:
            return fn if uniform else None
        due = self.due.get(mode)
        if due is not None and self.spent < due[0] and (fn is not None
                                                         or due[1] == _jit_functions()):
            return fn
        level = self._better(mode)
        if level is not None:
            self._make(mode, level)
            fn = self.functions.get(mode)
        return fn

    def _make(self, mode, level):
        """Make its function for ``mode`` at ``level`` and, in the same LLVM module, those of
        the code's segments ``_joining`` it (module docstring)."""
        batch = [self] + [peer for peer in self.peers
                          if peer is not self and peer._joining(mode, level)]
        if len(batch) > 1:
            _prepare(batch, mode, level)
        for segment in batch:
            made = segment._compile(mode, level)
            segment.levels[mode] = TOP if made is None else level   # LLVM refused: no retry
            segment.functions[mode] = made or segment.functions.get(mode)

    def _joining(self, mode, level):
        """Whether it is made with a peer made at ``level`` for ``mode``: it ran under that
        mode, has nothing at that level, and its count paid BATCH_SHARE of compiling it."""
        if mode not in self.due or self.levels.get(mode, -1) >= level:
            return False
        return not self._loads(mode, level) and self.spent >= BATCH_SHARE * self.cost(mode, level)

    def _compile(self, mode, level=TOP):
        with JIT_LOCK:
            return self._compiled(mode, level)

    def _compiled(self, mode, level):
        from .jit import Jit, NativeError           # noqa: PLC0415 - llvmlite only once hot
        from .memory import SEGMENT_TYPE, descriptors   # noqa: PLC0415
        from .translate import translate            # noqa: PLC0415

        def make_ir():
            lowered = self.lowered              # (a kept cut's is lowered only here)
            if lowered is None:
                raise NativeError("a kept cut's entries no longer lower as one segment")
            if name != self.name(mode, level):
                raise _Stale()                  # its fresh Kept names another function
            return translate(lowered, mode, name, self.back_edge, level == TOP)
        try:
            with collector_paused():
                jit = Jit.get()
                try:
                    name = self.name(mode, level)
                    address = jit.function_named(name, make_ir, level,
                                                 signature=SEGMENT_TYPE.opaque)
                except _Stale:
                    name = self.name(mode, level)
                    address = jit.function_named(name, make_ir, level,
                                                 signature=SEGMENT_TYPE.opaque)
                descs = descriptors(self.kept.rows, level) if self.memory else None
        except NativeError:
            return None             # LLVM refused it (a translator bug): interpreted, always
        return caller(address, self.frames, self.start, descs)


class _Stale(Exception):
    """A kept cut's segment lowered to other code than it was kept with (Segment.lowered)."""


class NativeTier:
    """The native segments of one CodeImage's blocks (kept with it, across launches)."""

    def __init__(self, target, record=None):
        """``record``: the code's Record (None: no record read or kept)."""
        self.target = target
        self.record = record
        self.launched = False       # whether a launch of the code ended in this process
        self._segments = {}         # block -> {(entries captured, entries led): {first entry
        #                             index: Segment}}
        self._spent = {}            # block -> interpreted seconds so far (estimated), until cut
        self._offsets = {}          # block -> (its offset in the code, whether it computes)
        self._weights = {}          # block -> (instructions, MFMA multiply-adds a wave, VMEM
        #                             and LDS instructions): what a run of it is weighed by
        self.frames = Frames()      # its segments' calls' batch arguments
        self.peers = Peers()        # its segments (made together: Segment._make)
        # a segment and its Peers refer to each other (and it to its block, its code): emptied
        # when the tier goes, the code is freed then, not at the collector's next full pass
        weakref.finalize(self, self.peers.clear)
        self.cuts = None            # its blocks' cuts kept in the disk cache (cuts.py)
        if record is not None:
            PROCESS.add(record.expected)
            from .cuts import Cuts                  # noqa: PLC0415
            self.cuts = Cuts(record)

    def keep(self):
        """Write the code's record (after a launch): each block's interpreted seconds in this
        process, its segments' once cut; after the code's first launch in the process, what
        earlier processes spent counts for compiling its segments (Segment.earlier)."""
        first, self.launched = not self.launched, True
        if self.record is None:
            return
        self._keep()
        for block, variants in self._segments.items() if first else ():
            summed = self.record.of(block)[1]
            for found in variants.values():
                for segment in found.values():
                    segment.earlier = summed * (segment.end - segment.start) / len(
                        block.entries)
                    segment.due.clear()

    def _keep(self):
        """Write its cuts and note its record (record.Record.keep, which writes it when due;
        what is not written then is as the NativeTier goes or the process ends: its
        finalizer, dispatch.native_tier): each block's interpreted seconds, its segments'
        once cut, the blocks with functions made, and whether one may yet have a segment
        made (a block not cut that computes something: not only branches, waits and
        s_endpgm; or a segment of it that ran has no function). One pass, each block's offset
        and whether it computes asked once (after every launch: 3-30 us)."""
        self.cuts.keep()
        cuts, known = self._segments, self._offsets
        spent, made, waiting = {}, set(), False
        for block, seconds in self._spent.items():
            found = known.get(block)
            if found is None:
                found = known[block] = (block.entries[0].pc - self.record.base, any(
                    entry.cls not in IDLE for entry in block.entries))
            offset, computes = found
            variants = cuts.get(block)
            if variants is None:
                waiting = waiting or computes
            else:
                if PLAIN in variants:
                    seconds = sum(segment.spent for segment in variants[PLAIN].values())
                for segments in variants.values():
                    for segment in segments.values():
                        if segment.functions:
                            made.add(offset)
                        elif segment.due:
                            waiting = True
            spent[offset] = seconds
        self.record.keep(spent, made, waiting)

    def _recorded(self, block):
        """Seconds the record lets ``block`` count besides its own: the most one earlier
        process spent, or once a launch ended, the sum over them if more."""
        if self.record is None:
            return 0.0
        most, summed = self.record.of(block)
        return max(most, summed) if self.launched else most

    def segments(self, block, waves, steps=None):
        """{first entry index: Segment} of ``block`` run by ``waves`` waves with ``steps``
        (the block's own if None; an entry whose step is another, a checker's capture, is in
        no segment: worked out on each call, as keeping a checker's steps would keep the
        checker and its launch's registers alive with the code); empty until the block has
        cost the interpreter CUT_STARTED_SECONDS and the process CUT_SECONDS: a block run a few
        times is never cut."""
        cuts = self._segments.get(block)
        if cuts is None:
            weight = self._weights.get(block)
            if weight is None:      # (reading the entries at each run: 5% of first launches)
                weight = self._weights[block] = (len(block.entries), _macs(block),
                                                 _accesses(block))
            more = interpreted(*weight, waves)
            spent = self._spent[block] = self._spent.get(block, 0.0) + more
            PROCESS.add(more)
            quick = QUICK_SECONDS + len(block.entries) * (LOWER_SECONDS
                                                          + QUICK_INSTRUCTION_SECONDS)
            least = min(CUT_STARTED_SECONDS, quick) if self.launched else FIRST_CUT_TIMES * quick
            if spent + self._recorded(block) < least or PROCESS.seconds < CUT_SECONDS:
                return NONE
            cuts = self._segments[block] = {}
        captured = leads = ()
        if steps is not None and steps is not block.steps:
            own = [(k, step) for k, (step, mine) in enumerate(zip(steps, block.steps))
                   if step is not mine]
            leads = tuple(k for k, step in own if getattr(step, "before", None) is not None)
            captured = tuple(k for k, _ in own if k not in leads)
        found = cuts.get((captured, leads))
        if found is None:
            found = cuts[captured, leads] = self._cut(block, self._spent[block], captured,
                                                      leads)
        return found

    def _cut(self, block, spent, captured=(), leads=()):
        """{first entry index: Segment} of ``block``: as the code's kept cuts have it
        (cuts.py: no lowering), else lowered and kept."""
        from .cuts import lowered_cut, lowering     # noqa: PLC0415
        kept = None if self.cuts is None else self.cuts.get(block, captured, leads)
        if kept is None:
            segments = [Segment(start, end, run, _valu(block, start, end), edge, self.frames,
                                self.peers, barrier=_barrier(block, start, end))
                        for start, end, edge, run in lowered_cut(block, self.target, captured,
                                                                 leads)]
            if self.cuts is not None:
                self.cuts.put(block, captured, leads, [(s.start, s.end, s.back_edge, s.kept)
                                                       for s in segments])
        else:
            segments = [Segment(start, end, lowering(block, self.target, start, end),
                                _valu(block, start, end), edge, self.frames, self.peers, how,
                                _barrier(block, start, end))
                        for start, end, edge, how in kept]
            stale = partial(self.cuts.drop, self.cuts.variant(block, captured, leads))
            for segment in segments:        # (not a closure over self: no cycle through it)
                segment.stale = stale
        found = {}
        for segment in segments:
            found[segment.start] = segment
            share = (segment.end - segment.start) / len(block.entries)
            segment.spent = spent * share
            if self.record is not None:
                most, summed = self.record.of(block)
                segment.expected = most * share
                segment.earlier = summed * share if self.launched else 0.0
        return found


def _valu(block, start, end):
    """Whether each of entries ``start``..``end - 1`` of ``block`` is of the VALU class."""
    return [e.cls == VALU for e in block.entries[start:end]]


def _barrier(block, start, end):
    """Whether an s_barrier is among entries ``start``..``end - 1`` of ``block``."""
    return any(e.inst.op.name == "s_barrier" for e in block.entries[start:end])


def _prepare(batch, mode, level):
    """The functions of the segments ``batch`` for ``mode`` at ``level`` made in one module
    where not loaded (jit.functions_named); where LLVM refuses it, none (each is then made
    alone: only the refused one stays interpreted)."""
    with JIT_LOCK:
        _prepared(batch, mode, level)


def _prepared(batch, mode, level):
    from . import irtext as ir                      # noqa: PLC0415 - the translator once hot
    from .jit import Jit, NativeError               # noqa: PLC0415
    from .memory import SEGMENT_TYPE                # noqa: PLC0415
    from .translate import define                   # noqa: PLC0415
    named = {segment.name(mode, level): segment for segment in batch}

    def make_ir(names):
        module = ir.Module(name=names[0])
        for name in names:
            segment = named[name]
            lowered = segment.lowered       # (a kept cut's is lowered only here)
            if lowered is None or name != segment.name(mode, level):
                raise NativeError("a kept cut is stale: its segments made alone")
            define(module, lowered, mode, name, segment.back_edge, level == TOP)
        return str(module)
    with collector_paused():
        try:
            Jit.get().functions_named(list(named), make_ir, level, signature=SEGMENT_TYPE.opaque)
        except NativeError:
            return


def _started():
    """This process's Jit if it is started, else None: looked for, as importing jit.py imports
    llvmlite; a jit.py another thread is still importing has no Jit yet (an attribute error
    once, with two Devices launching from two threads)."""
    jit = getattr(sys.modules.get("gcnsim.native.jit"), "Jit", None)
    return jit.get() if jit is not None and jit.started() else None


def functions_made():
    """(functions LLVM compiled, functions loaded from the disk cache) by this process's JIT
    so far (jit.Jit.built, .read; none before it starts), which a launch reports the growth
    of (executor.RunStats: functions another thread's launch made in that time count too)."""
    jit = _started()
    return (0, 0) if jit is None else (jit.built, jit.read)


def _jit_functions():
    """How many functions this process's JIT has (-1: not started), which only grows."""
    jit = _started()
    return -1 if jit is None else len(jit.named)


def interpreted(instructions, macs, accesses, waves):
    """Estimated seconds the interpreter spends running ``instructions`` (``accesses`` of them
    VMEM or LDS, with ``macs`` MFMA multiply-adds a wave) for a batch of ``waves`` waves."""
    return (instructions * (INTERPRETED_SECONDS + INTERPRETED_WAVE_SECONDS * waves)
            + accesses * (INTERPRETED_MEMORY_SECONDS + INTERPRETED_ACCESS_SECONDS * waves)
            + macs * INTERPRETED_MAC_SECONDS * waves)


def _mode(modes):
    """(the float bits of the first of ``modes``, a batch's MODE registers (0: none), whether
    every one has them and no rounding but to nearest): a few waves' as Python integers (2 us
    a call, not numpy's 5 us: the corpora ask once a segment's run); None for the bits when
    the first rounds otherwise (interpreted, where a float instruction is a RoundModeError)."""
    if modes.size <= SMALL_BATCH:
        values = modes.tolist()
        if not values:
            return 0, True
        first = values[0]
        if first & ROUND_BITS:
            return None, False
        mode = first & FLOAT_BITS
        return mode, values.count(first) == len(values) or all(
            value & (FLOAT_BITS | ROUND_BITS) == mode for value in values)
    first = int(modes[0])
    if first & ROUND_BITS:
        return None, False
    mode = first & FLOAT_BITS
    return mode, _same(modes, mode)


def _same(modes, mode):
    """Whether every MODE of ``modes`` has float bits ``mode`` and round to nearest (a wave
    with another rounding runs interpreted): the whole registers equal asked first
    (count_nonzero: a third of all()'s cost on a batch's 1024 waves)."""
    if not np.count_nonzero(modes != modes[0]):
        return True
    return not np.count_nonzero(modes & np.uint32(FLOAT_BITS | ROUND_BITS) != mode)


def _compile_costs(level):
    """(fixed, per instruction, per access function) seconds of compiling at ``level``."""
    if level == TOP:
        return COMPILE_SECONDS, COMPILE_INSTRUCTION_SECONDS, COMPILE_SHAPE_SECONDS
    return QUICK_SECONDS, QUICK_INSTRUCTION_SECONDS, QUICK_SHAPE_SECONDS


def _shape_cost(shape, level):
    """(seconds to make the access function of ``shape`` at ``level``, whether no compile):
    none where this process has it, loading where the disk cache has it, else compiling it
    (asked for every segment at each of its costs: the imports only at a name's first)."""
    name = NAMES.get((shape, level))
    if name is None:
        with JIT_LOCK:
            from .memory import access_name         # noqa: PLC0415 - imported by the cut
        name = NAMES[shape, level] = access_name(shape, level)
    jit = _started()
    if jit is not None and name in jit.named:
        return 0.0, True
    if name not in KNOWN:
        from .cache import known                    # noqa: PLC0415
        KNOWN[name] = known(name)
    return (LOAD_SECONDS, True) if KNOWN[name] else (_compile_costs(level)[2], False)


def _macs(block):
    """The multiply-adds of a block's matrix instructions, per wave (semantics/mfma.py)."""
    total = 0
    for entry in block.entries:
        if NAME.fullmatch(entry.inst.op.name):
            shape = Shape(entry.inst.op)
            total += shape.m * shape.n * shape.k * shape.blocks
    return total


def _accesses(block):
    """The block's VMEM and LDS instructions."""
    return sum(entry.cls in (VMEM, LDS) for entry in block.entries)


def _kept(lowered, back_edge):
    """The cuts.Kept of a segment running ``lowered``."""
    from .cuts import Kept                          # noqa: PLC0415
    return Kept.of(lowered, back_edge)
