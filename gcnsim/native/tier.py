"""Which parts of a block run as machine code, and when they are compiled (tiering by hotness).

A block (emu/program.py) is cut into segments: maximal runs of entries the translator covers
(translate.lowering) with at least one that computes something, each ending at the latest with
an instruction that writes EXEC (so its VALU entries count the lanes active at its start). The
executor runs a segment through its compiled function when one is ready and every entry of the
rest interpreted, so a block that is partly covered still runs, with the same results, per
entry where it must.

A segment is compiled once its interpreted time so far would exceed its compile time: each run
adds an estimate of what the interpreter spends on it (per instruction, plus per wave, more
for an MFMA's multiply-adds and a VMEM or LDS access), and compiling is estimated per
instruction plus a fixed part; both figures are the host's measured ones
(benchmarks/native_speed.py prints them). A segment whose functions (its own and its memory
instructions' access functions) the disk cache's index has (cache.py) costs their loading
instead: so a kernel launched again, also in a new process, runs natively from its
second launch or so. What a process pays once, importing the translator (to cut a block into
segments: lowering) and starting the JIT, is weighed against what the interpreter has spent on
every block of the process together (``PROCESS``): a block is cut once it has cost
CUT_STARTED_SECONDS and the process CUT_SECONDS, a segment compiled or loaded once the
process has also spent START_SECONDS more, so a short launch still never imports llvmlite,
while many small kernels together (a corpus) pay for it.

A memory instruction (native/memory.py) calls its shape's access function, compiled once per
process (and kept in the disk cache), so it costs a segment a call plus, the first time, that
compile. A compiled function is specialised to one MODE value (denormal flushing); a batch
whose waves have another MODE, or whose VGPR file is narrower than a register the segment
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
import ctypes
import sys
import weakref

import numpy as np

from ..isa.issue import LDS, VALU, VMEM
from ..semantics.fpmode import FLOAT_BITS, MODE
from ..semantics.mfma import NAME, Shape

INTERPRETED_SECONDS = 6e-6          # per instruction of a batch, whatever its waves
INTERPRETED_WAVE_SECONDS = 2e-7     # more per wave of the batch
INTERPRETED_MAC_SECONDS = 6e-9      # more per multiply-add of an MFMA, per wave (40-65 us a
                                    # wave's v_mfma_f32_32x32x8_f16, measured)
INTERPRETED_ACCESS_SECONDS = 1.5e-6     # more per wave of a VMEM or LDS instruction (a
                                        # global_load_dwordx2 of 1024 waves: ~1.9 ms, measured)
COMPILE_SECONDS = 0.05              # fixed part of compiling one segment
COMPILE_INSTRUCTION_SECONDS = 0.003
COMPILE_SHAPE_SECONDS = 0.15        # a memory access function (native/memory.py), each shape
                                    # (once a process: counted per segment all the same)
LOAD_SECONDS = 0.0005                # a function read from the disk cache and loaded
START_SECONDS = 0.04                # starting the JIT (llvmlite's binding), once a process
CUT_SECONDS = 0.025                 # the process's blocks' cost before any is cut (lowering
                                    # imports the translator and llvmlite.ir: 0.04 s, measured)
CUT_STARTED_SECONDS = 0.002         # a block's own cost before it is cut
# what compiling every segment at first sight sets to 0 (tests, benchmarks/native_speed.py)
THRESHOLDS = ("COMPILE_SECONDS", "COMPILE_INSTRUCTION_SECONDS", "COMPILE_SHAPE_SECONDS",
              "LOAD_SECONDS", "START_SECONDS", "CUT_SECONDS", "CUT_STARTED_SECONDS")
NONE = {}
SIGNATURE = ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
                             ctypes.c_int64, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64,
                             ctypes.c_void_p)
STOPPED = 1 << 32           # translate.STOPPED (named here so that cutting imports no llvmlite)
NO_CONTEXT = np.zeros(9, np.int64)      # a segment without memory instructions reads none
# branches a compiled loop may close itself (translate.BACK_EDGES; named here so that cutting
# a block imports no llvmlite)
BACK_EDGES = ("s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz", "s_cbranch_vccnz",
              "s_cbranch_execz", "s_cbranch_execnz")


class Spent:
    """Interpreted seconds (estimated) of every block of the process: what tiering weighs the
    process's one-time costs against (module docstring)."""

    def __init__(self):
        self.seconds = 0.0

    def add(self, seconds):
        self.seconds += seconds


PROCESS = Spent()


class Segment:
    """Entries ``start``..``end - 1`` of a block, lowered; compiled per MODE value when hot."""

    def __init__(self, start, end, lowered, valu, back_edge=None):
        """``valu``: whether each entry is of the VALU class (for the lane statistics)."""
        self.start, self.end = start, end
        self.back_edge = back_edge      # the branch after it that closes a loop onto it
        self.lowered = lowered
        self.valu = sum(valu)           # VALU-class entries
        self.memory = any(x.unit == "mem" for x in lowered)
        self.macs = sum(x.macs for x in lowered if x.unit == "mfma")
        self.accesses = sum(x.unit == "mem" and x.space != "smem" for x in lowered)
        # VALU-class entries before each entry (lane statistics of a run stopped there)
        self.valu_before = np.cumsum([0, *valu]).tolist()
        self.vgprs = max([s.value + s.width for x in lowered for s in x.srcs if s.kind == "v"]
                         + [x.dst + x.width for x in lowered
                            if x.unit == "valu" and x.dst is not None], default=0)
        self.spent = 0.0                # interpreted seconds so far (estimated)
        self.shapes = sorted({x.shape for x in lowered if x.unit == "mem"}, key=repr)
        self.costs = {}                 # MODE float bits -> seconds to make its function
        self.functions = {}             # MODE float bits -> callable

    def name(self, mode):
        """Its function's name for MODE float bits ``mode``: a digest of all its code depends
        on (names are unique in a process, and key the disk cache's index)."""
        import hashlib                              # noqa: PLC0415
        text = f"{self.lowered!r} {mode} {self.back_edge}"
        return f"gcnsim_seg_{hashlib.sha256(text.encode()).hexdigest()[:24]}"

    def cost(self, mode):
        """Seconds to make its function for ``mode``: loading where the cache has every
        function it needs (cache.py), else compiling those it lacks (module docstring)."""
        found = self.costs.get(mode)
        if found is None:
            from .cache import known                # noqa: PLC0415
            from .memory import access_name         # noqa: PLC0415 - imported by the cut
            names = [access_name(shape) for shape in self.shapes]
            if known(self.name(mode)):
                found = LOAD_SECONDS
            else:
                found = COMPILE_SECONDS + COMPILE_INSTRUCTION_SECONDS * len(self.lowered)
            for name in names:
                found += LOAD_SECONDS if known(name) else COMPILE_SHAPE_SECONDS
            self.costs[mode] = found
        return found

    def _paid(self, mode):
        """Whether its interpreted time so far pays for making its function (``cost``) and
        the process's for starting the JIT, if it is not started."""
        if self.spent < self.cost(mode):
            return False
        jit = sys.modules.get("gcnsim.native.jit")
        return bool(jit and jit.Jit.started()) or PROCESS.seconds >= CUT_SECONDS + START_SECONDS

    def ready(self, st, w):
        """The compiled function for these waves, or None (run interpreted this time)."""
        if st.v.shape[1] < self.vgprs:
            return None
        modes = st.hwreg[w, MODE] & np.uint32(FLOAT_BITS)
        mode = int(modes.flat[0]) if modes.size else 0
        fn = self.functions.get(mode)
        if fn is not None:
            return fn if modes.size == 1 or (modes == mode).all() else None
        spent = len(self.lowered) * (INTERPRETED_SECONDS + INTERPRETED_WAVE_SECONDS * modes.size)
        spent += (self.macs * INTERPRETED_MAC_SECONDS
                  + self.accesses * INTERPRETED_ACCESS_SECONDS) * modes.size
        self.spent += spent
        PROCESS.add(spent)
        if not self._paid(mode) or not (modes == mode).all():
            return None
        fn = self.functions[mode] = self._compile(mode)
        return fn or None

    def _compile(self, mode):
        from .jit import Jit, NativeError           # noqa: PLC0415 - llvmlite only once hot
        from .memory import context, descriptors    # noqa: PLC0415
        from .translate import translate            # noqa: PLC0415
        name = self.name(mode)
        memory = self.memory
        try:
            address = Jit.get().function_named(name, lambda: translate(
                self.lowered, mode, name, self.back_edge))
            descs = descriptors(self.lowered) if memory else None
        except NativeError:
            return False            # LLVM refused it (a translator bug): interpreted, always
        call = SIGNATURE(address)
        made = Contexts(context, descs)

        def run(st, idx, max_taken=0, env=None):
            """(back edges taken, index of the entry left to the interpreter or None)."""
            waves = np.ascontiguousarray(idx, np.int64)
            ctx = made.of(env, st) if memory else NO_CONTEXT
            out = call(st.v.ctypes.data, st.s.ctypes.data, st.scc.ctypes.data, st.v.shape[1],
                       waves.ctypes.data, waves.size, max_taken, ctx.ctypes.data)
            if memory and ctx[5]:
                env.memory.stores += int(ctx[5])
            stop = out // STOPPED
            return out % STOPPED, (self.start + stop - 1 if stop else None)
        return run


class Contexts:
    """A segment's memory.context for a batch: made once for the batch's Env and WaveState
    (held weakly: the code outlives the launch; device memory's allocations and watch stay
    through a batch, and are compared by identity all the same) and copied for each call (its
    slot 5 counts the call's stores)."""

    def __init__(self, make, descs):
        self.make, self.descs = make, descs
        self.key, self.made = None, None

    def of(self, env, st):
        memory = env.memory
        ids = (id(memory.allocations), id(memory.watch)) if memory is not None else ()
        key = self.key
        if key is None or key[0]() is not env or key[1]() is not st or key[2] != ids:
            self.made = self.make(env, st, self.descs)
            self.key = (weakref.ref(env), weakref.ref(st), ids)
        return self.made.copy()


class NativeTier:
    """The native segments of one CodeImage's blocks (kept with it, across launches)."""

    def __init__(self, target):
        self.target = target
        self._segments = {}         # block -> {entries captured: {first entry index: Segment}}
        self._spent = {}            # block -> interpreted seconds so far (estimated), until cut

    def segments(self, block, waves, steps=None):
        """{first entry index: Segment} of ``block`` run by ``waves`` waves with ``steps``
        (the block's own if None; an entry whose step is another, a checker's capture, is in
        no segment: worked out on each call, as keeping a checker's steps would keep the
        checker and its launch's registers alive with the code); empty until the block has
        cost the interpreter CUT_STARTED_SECONDS and the process CUT_SECONDS: a block run a few
        times is never cut."""
        cuts = self._segments.get(block)
        if cuts is None:
            more = len(block.entries) * (INTERPRETED_SECONDS + INTERPRETED_WAVE_SECONDS * waves)
            more += (_macs(block) * INTERPRETED_MAC_SECONDS
                     + _accesses(block) * INTERPRETED_ACCESS_SECONDS) * waves
            spent = self._spent[block] = self._spent.get(block, 0.0) + more
            PROCESS.add(more)
            if spent < CUT_STARTED_SECONDS or PROCESS.seconds < CUT_SECONDS:
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
        from .translate import lowering             # noqa: PLC0415 - llvmlite only once hot
        lowered = [None if k in captured else _lowered(lowering, e, self.target)
                   for k, e in enumerate(block.entries)]
        found, start = {}, None
        for i, item in enumerate(lowered + [None]):
            if i in leads and start is not None:    # a lead starts a segment: close the last
                self._segment(found, block, lowered, start, i, spent, leads)
                start = None
            if item is not None and start is None:
                start = i
            if item is not None and not item.writes_exec:
                continue
            if start is not None:
                end = i + (item is not None)        # an EXEC writer ends its segment
                self._segment(found, block, lowered, start, end, spent, leads)
                start = None
        return found

    @staticmethod
    def _segment(found, block, lowered, start, end, spent, leads):
        """Entries ``start``..``end - 1`` as a Segment in ``found``, if any computes something;
        one led by a capture (``leads``) never loops on its own: each trip takes the capture."""
        run = lowered[start:end]
        if all(x.unit == "nop" for x in run):
            return
        valu = [e.cls == VALU for e in block.entries[start:end]]
        edge = None
        if not run[-1].writes_exec and start not in leads:
            edge = _back_edge(block, start, end)
        found[start] = Segment(start, end, tuple(run), valu, edge)
        found[start].spent = spent * (end - start) / len(block.entries)


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


def _lowered(lowering, entry, target):
    try:
        return lowering(entry.inst, target)
    except Exception:       # noqa: BLE001 - an operand the translator cannot read: interpreted
        return None


def _back_edge(block, start, end):
    """The branch closing the block's loop when the segment is all the block before it (its
    target the block's first instruction), else None."""
    if start or end != len(block.entries) - 1:
        return None
    last = block.entries[-1]
    name = last.inst.op.name
    if name not in BACK_EDGES:
        return None
    simm16 = last.inst.fields.get("simm16", 0)
    offset = simm16 - (1 << 16) if simm16 & 0x8000 else simm16
    return name if last.pc + 4 + 4 * offset == block.entries[0].pc else None
