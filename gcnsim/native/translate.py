"""A run of decoded instructions -> one LLVM IR function over a wave batch's registers in place.

Which instructions translate (``lowering``): the opcodes of ops.py, with sources that are VGPRs,
SGPRs or special registers (32 bits), inline constants or literals, float sources with abs/neg
only, and no instruction modifiers (no clamp, omod, SDWA, DPP, op_sel), writing one VGPR (VALU)
or one SGPR that is not EXEC (SALU); anything else runs interpreted.

The function is ``i64 seg(i32* v, i32* s, i32* scc, i64 nv, i64* waves, i64 nw, i64 max)``:
``v`` is
WaveState.v (waves, nv, 64), ``s`` WaveState.s (waves, 128), ``scc`` WaveState.scc, ``waves``
the batch indices to run. For each wave it runs the instructions in order; a run of VALU
instructions is one loop over the 64 lanes (each lane runs the whole run: none reads another
lane) that writes a lane only where EXEC (read at the run's start) has its bit, as the
interpreter's vgpr_writer does; LLVM keeps a lane's values in registers through the run.
Floats: sources get abs, then neg, on the sign bit, then MODE's input flush (a denormal
becomes a zero of its sign); a NaN result becomes the first NaN source quieted, else
bits.INVALID_NAN (fpmode.canonical_nan's rule), then MODE's output flush. The function is
specialised to one MODE value (the caller checks every wave has it). A loop (``back_edge``)
repeats the whole run while every wave takes its closing branch (translate's docstring).

    v_fma_f32 v1, v2, s3, 1.0 ; v_add_f32 v4, v1, v1
    -> for lane: if exec[lane]: v[w,1,lane] = nan_rule(fma(v[w,2,lane], s[w,3], 1.0))
                                v[w,4,lane] = nan_rule(v[w,1,lane] + v[w,1,lane])
"""
from dataclasses import dataclass

from llvmlite import ir

from ..bits import INVALID_NAN
from ..isa.record import CONSTANT, LITERAL_VALUE, SGPR, SPECIAL, VGPR
from ..semantics.fpmode import FpMode
from ..semantics.operands import constant_bits
from . import memory
from .ops import F32, I1, I32, I64, NO_OPS, SALU, SCC_READERS, VALU

EXEC_LO = 126
VCC_LO = 106
SIGN, MAGNITUDE, SMALLEST_NORMAL, QUIET = 0x80000000, 0x7FFFFFFF, 0x00800000, 0x00400000
FLOAT_MODIFIERS = ("abs", "neg")


@dataclass(frozen=True)
class Source:
    """Where a source comes from: ``kind`` 'v' (VGPR index), 's' (st.s column), 'mask' (an SGPR
    pair's lane bit) or 'k' (constant bits); ``abs``/``neg`` as the record says."""
    kind: str
    value: int
    abs: bool = False
    neg: bool = False


@dataclass(frozen=True)
class Lowered:
    """One instruction as the translator runs it: ``unit`` 'valu', 'salu' or 'nop'."""
    unit: str
    name: str
    dst: int = None
    srcs: tuple = ()
    writes_scc: bool = False


def lowering(inst, target):
    """The Lowered form of a decoded instruction, or None where the native tier has none."""
    name = inst.op.name
    if name in NO_OPS:
        return Lowered("nop", name)
    if inst.fmt.enc in memory.FORMATS:
        return memory.lowering(inst, target)
    record = inst.record(target)
    if record.modifiers or inst.fmt.name.endswith(("_SDWA", "_DPP")):
        return None
    if name in VALU:
        return _valu(name, record, VALU[name])
    if name in SALU:
        return _salu(name, record, SALU[name][0])
    return None


def _valu(name, record, gen):
    outs = [o for o in record.operands if o.written]
    srcs = [o for o in record.operands if o.read and not o.written]
    if (len(outs) != 1 or outs[0].cls != VGPR or outs[0].width != 1 or record.implicit_writes
            or len(srcs) != gen.arity):
        return None
    lowered = []
    for i, operand in enumerate(srcs):
        mask = gen.mask and i == gen.arity - 1
        source = _source(operand, gen.typ, mask)
        if source is None:
            return None
        lowered.append(source)
    if gen.acc:
        lowered.append(Source("v", outs[0].enc - 256))
    return Lowered("valu", name, outs[0].enc - 256, tuple(lowered))


def _salu(name, record, arity):
    outs = [o for o in record.operands if o.written]
    srcs = [o for o in record.operands if o.read and not o.written]
    if len(srcs) != arity or len(outs) > 1 or set(record.implicit_writes) - {"scc"}:
        return None
    if outs and (outs[0].cls not in (SGPR, SPECIAL) or outs[0].width != 1
                 or outs[0].enc >= EXEC_LO):
        return None
    lowered = [_source(o, "u32", False) for o in srcs]
    if None in lowered:
        return None
    return Lowered("salu", name, outs[0].enc if outs else None, tuple(lowered),
                   "scc" in record.implicit_writes)


def _source(operand, typ, mask):
    modifiers = dict(operand.modifiers)
    if any(v for k, v in modifiers.items() if k not in FLOAT_MODIFIERS or typ != "f32"):
        return None
    flags = {"abs": bool(modifiers.get("abs")), "neg": bool(modifiers.get("neg"))}
    if mask:
        ok = operand.cls in (SGPR, SPECIAL) and operand.width == 2 and operand.enc < EXEC_LO
        return Source("mask", operand.enc) if ok and not any(flags.values()) else None
    if operand.width != 1:
        return None
    if operand.cls == VGPR:
        return Source("v", operand.enc - 256, **flags)
    if operand.cls in (SGPR, SPECIAL) and operand.enc < 128:
        return Source("s", operand.enc, **flags)
    if operand.cls in (CONSTANT, LITERAL_VALUE):
        literal = operand.value if operand.cls == LITERAL_VALUE else None
        bits = constant_bits(operand.enc, 1, "f32" if typ == "f32" else None, literal)
        return None if bits is None else Source("k", bits, **flags)
    return None


class _Wave:
    """The IR of one wave's part of the function: its register bases and the builder."""

    def __init__(self, b, v, s, scc, nv, wave):
        self.b = b
        self.index = wave
        self.vbase = b.gep(v, [b.mul(wave, b.mul(nv, I64(64)))])
        self.sbase = b.gep(s, [b.mul(wave, I64(128))])
        self.scc = b.gep(scc, [wave])

    def vptr(self, index, lane):
        return self.b.gep(self.vbase, [self.b.add(I64(index * 64), lane)])

    def sreg(self, enc):
        return self.b.load(self.b.gep(self.sbase, [I64(enc)]))

    def pair(self, enc):
        b = self.b
        return b.or_(b.zext(self.sreg(enc), I64), b.shl(b.zext(self.sreg(enc + 1), I64), I64(32)))


# a loop's closing branch -> (64-bit register pair read, or None: SCC; taken when it is zero?)
STOPPED = 1 << 32          # the return value's unit for a memory instruction left undone
BACK_EDGES = {"s_cbranch_scc0": (None, True), "s_cbranch_scc1": (None, False),
              "s_cbranch_vccz": (VCC_LO, True), "s_cbranch_vccnz": (VCC_LO, False),
              "s_cbranch_execz": (EXEC_LO, True), "s_cbranch_execnz": (EXEC_LO, False)}


def translate(lowered, mode_bits, name, back_edge=None):
    """The IR text of function ``name`` running ``lowered`` (Lowered or memory.Access, in
    order) under MODE ``mode_bits``: ``i64 name(v, s, scc, nv, waves, nw, max_taken, ctx)``
    (``ctx``: memory.context, its descriptors memory.descriptors(lowered)). With
    ``back_edge`` (a BACK_EDGES branch closing a loop onto the run's first instruction), the
    run repeats while every wave would take the branch, at most ``max_taken`` times more.
    The function returns how many times it repeated (the caller runs the last branch
    itself), plus STOPPED times 1 + the index of a memory
    instruction it left to the interpreter (every wave ran the instructions before it)."""
    module = ir.Module(name=name)
    p32 = I32.as_pointer()
    fnty = ir.FunctionType(I64, [p32, p32, p32, I64, I64.as_pointer(), I64, I64,
                                 I64.as_pointer()])
    fn = ir.Function(module, fnty, name)
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    every = b.alloca(I1) if back_edge is not None else None
    again = fn.append_basic_block("again")
    b.branch(again)
    b.position_at_end(again)
    taken = b.phi(I64)
    taken.add_incoming(I64(0), fn.entry_basic_block)
    _phases(b, fn.args, lowered, FpMode.of(mode_bits), taken)
    if back_edge is None:
        b.ret(I64(0))
        return str(module)
    b.store(I1(1), every)
    _each_wave(b, fn.args, lambda wave: b.store(
        b.and_(b.load(every), _takes(wave, back_edge)), every))
    more = b.and_(b.load(every), b.icmp_signed("<", taken, fn.args[6]))
    taken.add_incoming(b.add(taken, I64(1)), b.block)
    finish = fn.append_basic_block("finish")
    b.cbranch(more, again, finish)
    b.position_at_end(finish)
    b.ret(taken)
    return str(module)


def _phases(b, args, lowered, mode, taken):
    """The run as phases, each a loop over the waves: every memory instruction one of its own
    (memory.py: all waves access before any runs on), the runs between them one each."""
    start = ordinal = 0
    for i, inst in enumerate(list(lowered) + [None]):
        if inst is not None and inst.unit != "mem":
            continue
        if i > start:
            run = lowered[start:i]
            _each_wave(b, args, lambda wave, run=run: _body(wave, run, mode))
        if inst is not None:
            stop = STOPPED * (1 + i)
            memory.call(b, args, ordinal, lambda stop=stop: b.ret(b.add(taken, I64(stop))))
            ordinal += 1
        start = i + 1


def _each_wave(b, args, emit):
    """``emit(_Wave)`` for each wave of the batch, in a loop; the builder ends after it."""
    v, s, scc, nv, waves, nw = args[:6]
    fn = b.function
    before = b.block
    head, body, done = (fn.append_basic_block(n) for n in ("head", "wave", "done"))
    b.branch(head)
    b.position_at_end(head)
    k = b.phi(I64)
    k.add_incoming(I64(0), before)
    b.cbranch(b.icmp_signed("<", k, nw), body, done)
    b.position_at_end(body)
    emit(_Wave(b, v, s, scc, nv, b.load(b.gep(waves, [k]))))
    k.add_incoming(b.add(k, I64(1)), b.block)
    b.branch(head)
    b.position_at_end(done)


def _body(wave, lowered, mode):
    run = []
    for inst in list(lowered) + [None]:
        if inst is not None and inst.unit == "valu":
            run.append(inst)
            continue
        if run:
            _valu_loop(wave, run, mode)
            run = []
        if inst is not None and inst.unit == "salu":
            _salu_step(wave, inst)


def _takes(wave, back_edge):
    """Whether the wave takes the loop's closing branch (i1)."""
    b = wave.b
    pair, when_zero = BACK_EDGES[back_edge]
    if pair is None:
        zero = b.icmp_unsigned("==", b.load(wave.scc), I32(0))
    else:
        zero = b.icmp_unsigned("==", wave.pair(pair), I64(0))
    return zero if when_zero else b.not_(zero)


def _salu_step(wave, inst):
    b = wave.b
    args = [I32(src.value) if src.kind == "k" else wave.sreg(src.value) for src in inst.srcs]
    if inst.name in SCC_READERS:
        args.append(b.load(wave.scc))
    result, scc = SALU[inst.name][1](b, *args)
    if result is not None and inst.dst is not None:
        b.store(result, b.gep(wave.sbase, [I64(inst.dst)]))
    if scc is not None:
        b.store(scc, wave.scc)


def _valu_loop(wave, run, mode):
    """A run of VALU instructions as one loop over the 64 lanes, each lane running them all in
    order: no VALU instruction here reads another lane, and EXEC and the SGPRs stay as they
    are through the run, so this is the interpreter's instruction-by-instruction order."""
    b = wave.b
    fn = b.function
    exec_mask = wave.pair(EXEC_LO)
    sources = [src for inst in run for src in inst.srcs]
    masks = {src.value: wave.pair(src.value) for src in sources if src.kind == "mask"}
    scalars = {src.value: wave.sreg(src.value) for src in sources if src.kind == "s"}
    before = b.block
    loop, after = fn.append_basic_block("lanes"), fn.append_basic_block("next")
    b.branch(loop)
    b.position_at_end(loop)
    lane = b.phi(I64)
    lane.add_incoming(I64(0), before)
    active = _bit(b, exec_mask, lane)
    for inst in run:
        values = []
        for src in inst.srcs:
            if src.kind == "v":
                values.append(b.load(wave.vptr(src.value, lane)))
            elif src.kind == "s":
                values.append(scalars[src.value])
            elif src.kind == "mask":
                values.append(_bit(b, masks[src.value], lane))
            else:
                values.append(I32(src.value))
        result = _compute(b, inst, values, mode)
        where = wave.vptr(inst.dst, lane)
        b.store(b.select(active, result, b.load(where)), where)
    following = b.add(lane, I64(1))
    lane.add_incoming(following, b.block)
    b.cbranch(b.icmp_unsigned("<", following, I64(64)), loop, after)
    b.position_at_end(after)


def _bit(b, mask, lane):
    return b.trunc(b.lshr(mask, lane), I1)


def _compute(b, inst, values, mode):
    gen = VALU[inst.name]
    if gen.typ != "f32":
        return gen.gen(b, *values)
    flush_in = not mode.keeps_input("f32")
    floats = []
    for src, value in zip(inst.srcs, values):
        if src.abs:
            value = b.and_(value, I32(MAGNITUDE))
        if src.neg:
            value = b.xor(value, I32(SIGN))
        floats.append(b.bitcast(_flush(b, value) if flush_in else value, F32))
    out = b.bitcast(gen.gen(b, *floats), I32)
    out = _nan_rule(b, out, floats)
    return _flush(b, out) if not mode.keeps_output("f32") else out


def _is_nan(b, x):
    return b.fcmp_unordered("uno", x, x)


def _nan_rule(b, out, floats):
    """A NaN result: the first NaN source quieted, else INVALID_NAN (fpmode.canonical_nan)."""
    chosen = I32(INVALID_NAN[32])
    for x in reversed(floats):
        quieted = b.or_(b.bitcast(x, I32), I32(QUIET))
        chosen = b.select(_is_nan(b, x), quieted, chosen)
    return b.select(_is_nan(b, b.bitcast(out, F32)), chosen, out)


def _flush(b, bits):
    """A denormal's bits -> a zero of its sign (bits.flush_denormals)."""
    magnitude = b.and_(bits, I32(MAGNITUDE))
    denormal = b.and_(b.icmp_unsigned("!=", magnitude, I32(0)),
                      b.icmp_unsigned("<", magnitude, I32(SMALLEST_NORMAL)))
    return b.select(denormal, b.and_(bits, I32(SIGN)), bits)
