"""A decoded instruction -> the Lowered form the translator (translate.py) runs, or None.

Which instructions translate (``lowering``): the opcodes of ops.py, with sources that are VGPRs,
SGPRs or special registers (32 or 64 bits), inline constants or literals (32-bit sources; a
64-bit one takes integer inline constants only, a packed FP32 one any), float sources with
abs/neg, the DPP, SDWA and packed FP32 forms lanes.py describes, clamp and omod on a float result
and clamp on the integer adds that saturate (vector.SATURATING), and no other instruction
modifier (VOP3's op_sel), writing VGPRs and a lane mask to VCC
or an SGPR pair (VALU), or SGPRs, EXEC included (SALU); memory instructions as
memory.lowering says, MFMAs as matrix.lowering says (each a phase of its own, as a memory
instruction: every wave's operands checked before any wave computes); anything else runs
interpreted.

    v_add_f32 v4, v1, v1 -> Lowered("valu", "v_add_f32", 4, (Source("v", 1), Source("v", 1)))
"""
from dataclasses import dataclass, replace

from ..isa.record import CONSTANT, IMMEDIATE, LITERAL_VALUE, SGPR, SPECIAL, VGPR
from ..semantics.operands import constant_bits
from . import lanes, matrix, memory
from .compute import LAYOUT
from .ops import LANE_READS, LANE_WRITES, NO_OPS, SALU, SOPK, VALU
from .scalar import SAVEEXEC
from .vector import SATURATING

EXEC_LO = 126
VCC_LO = 106
FLOAT_MODIFIERS = ("abs", "neg")
# a conditional branch -> (64-bit register pair read, or None: SCC; taken when it is zero?)
CONDITIONS = {"s_cbranch_scc0": (None, True), "s_cbranch_scc1": (None, False),
              "s_cbranch_vccz": (VCC_LO, True), "s_cbranch_vccnz": (VCC_LO, False),
              "s_cbranch_execz": (EXEC_LO, True), "s_cbranch_execnz": (EXEC_LO, False)}
# a loop's closing branch: a conditional one, or s_branch (every wave takes it)
BACK_EDGES = (*CONDITIONS, "s_branch")


@dataclass(frozen=True)
class Source:
    """Where a source comes from: ``kind`` 'v' (VGPR index), 's' (st.s column), 'mask' (an SGPR
    pair's lane bit) or 'k' (constant bits); ``abs``/``neg`` as the record says."""
    kind: str
    value: int
    abs: bool = False
    neg: bool = False
    width: int = 1
    sel: tuple = None           # SDWA: (shift, size, sext) of the byte or word read
    packed: tuple = None        # VOP3P: (op_sel, op_sel_hi, neg_lo, neg_hi)


@dataclass(frozen=True)
class Lowered:
    """One instruction as the translator runs it: ``unit`` 'valu', 'salu', 'lane',
    'writelane', 'nop', 'branch' or 'barrier'."""
    unit: str
    name: str
    dst: int = None
    srcs: tuple = ()
    writes_scc: bool = False
    width: int = 1              # the destination's dwords
    mask_dst: int = None        # VALU: the pair a lane mask result goes to
    writes_exec: bool = False
    form: object = None         # lanes.Dpp or lanes.Sdwa
    clamp: bool = False         # VALU: the result clamped to [0, 1] (float), saturated (int)
    omod: int = 0               # VALU: the float result's output modifier (OMOD: 2, 4, 0.5)


def lowering(inst, target, inner=False):
    """The Lowered form of a decoded instruction, or None where the native tier has none;
    ``inner``: the instruction is one its block runs on past (emu/program.py Block.inner): a
    conditional branch where no wave takes it, lowered as a phase that hands it to the
    interpreter once a wave would take it; s_barrier where the batch meets there at once (the
    executor's rule, emu/executor.py), lowered as nothing (every wave of the batch ran every
    phase before it when any runs a phase after it)."""
    name = inst.op.name
    if inner:
        if name == "s_barrier":
            return Lowered("barrier", name)
        return Lowered("branch", name) if name in CONDITIONS else None
    if name in NO_OPS:
        return Lowered("nop", name)
    if inst.fmt.enc in memory.FORMATS:
        return memory.lowering(inst, target)
    if matrix.covers(name):
        return matrix.lowering(inst, target)
    record = inst.record(target)
    form = lanes.form_of(inst, record, target)
    if form is False:
        return None
    if name in VALU:
        lowered = _valu(name, record, VALU[name], form)
        result = dict(record.modifiers)
        clamp, omod = bool(result.get("clamp")), result.get("omod", 0)
        if lowered is None or not (clamp or omod):
            return lowered
        if not _finishes(VALU[name], name, clamp, omod):
            return None
        return replace(lowered, clamp=clamp, omod=omod)
    if form is not None:
        return None
    if name in SALU:
        return _salu(name, record, SALU[name][0])
    if name in LANE_READS:
        return _lane_read(name, record)
    if name in LANE_WRITES:
        return _lane_write(name, record)
    return None


def _finishes(gen, name, clamp, omod):
    """Whether the translator gives this result clamp and omod as the interpreter does: a
    float result (semantics/valu._float_output), or clamp saturating an integer add
    (SATURATING)."""
    if gen.packed or gen.mask_out:
        return False
    if gen.typ in LAYOUT and (gen.out or gen.typ) in LAYOUT:
        return True
    return not omod and name in SATURATING


def _lane_read(name, record):
    """v_readfirstlane_b32 sdst, vsrc and v_readlane_b32 sdst, vsrc, lane: unit 'lane' (its
    own step, after the VALU run before)."""
    outs = [o for o in record.operands if o.written]
    srcs = [o for o in record.operands if o.read and not o.written]
    if (len(outs) != 1 or len(srcs) != LANE_READS.index(name) + 1 or srcs[0].cls != VGPR
            or srcs[0].width != 1 or outs[0].cls not in (SGPR, SPECIAL) or outs[0].width != 1
            or outs[0].enc >= EXEC_LO or record.implicit_writes):
        return None
    lane = [_source(o, "u32", False, 1) for o in srcs[1:]]
    if None in lane:
        return None
    return Lowered("lane", name, outs[0].enc, (Source("v", srcs[0].enc - 256), *lane))


def _lane_write(name, record):
    """v_writelane_b32 vdst, ssrc, lane: unit 'writelane' (its own step, after the VALU run
    before)."""
    outs = [o for o in record.operands if o.written]
    srcs = [o for o in record.operands if o.read and not o.written]
    if (len(outs) != 1 or outs[0].cls != VGPR or outs[0].width != 1 or len(srcs) != 2
            or record.implicit_writes):
        return None
    lowered = [_source(o, "u32", False, 1) for o in srcs]
    if None in lowered or any(x.kind not in ("s", "k") for x in lowered):
        return None
    return Lowered("writelane", name, outs[0].enc - 256, tuple(lowered))


def _valu(name, record, gen, form=None):
    outs = [o for o in record.operands if o.written]
    srcs = [o for o in record.operands if o.read and not o.written]
    vouts = [o for o in outs if o.cls == VGPR]
    masks = [o for o in outs if o.cls != VGPR]
    if (len(vouts) != (gen.vout > 0) or any(o.width != gen.vout for o in vouts)
            or len(masks) != gen.mask_out or len(srcs) != gen.arity
            or any(not _pair(o) for o in masks)
            or set(record.implicit_writes) - {"vcc" for o in masks if o.enc == VCC_LO}):
        return None
    if form is not None and (gen.vout != 1 or gen.mask or gen.mask_out or gen.widths
                             or gen.raw or gen.vcc_in):
        return None
    extra = lanes.source_fields(form, gen.packed)
    lowered = []
    for i, operand in enumerate(srcs):
        mask = gen.mask and i == gen.arity - 1
        source = _source(operand, "u32" if i in gen.raw else gen.typ, mask,
                         gen.widths[i] if gen.widths else 1, gen.consts, extra)
        if source is None:
            return None
        lowered.append(source)
    if isinstance(form, lanes.Dpp) and lowered[0].kind != "v":
        return None
    dst = vouts[0].enc - 256 if vouts else None
    if gen.acc:
        lowered.append(Source("v", dst, width=gen.vout))
    if gen.vcc_in:
        lowered.append(Source("mask", VCC_LO))
    return Lowered("valu", name, dst, tuple(lowered), width=gen.vout,
                   mask_dst=masks[0].enc if masks else None, form=form)


def _pair(operand):
    """Whether a lane mask may be read from or written to ``operand`` (an SGPR pair or VCC)."""
    return operand.cls in (SGPR, SPECIAL) and operand.width == 2 and operand.enc < EXEC_LO - 1


def _salu(name, record, arity):
    outs = [o for o in record.operands if o.written]
    srcs = [o for o in record.operands if o.read and not o.written]
    saveexec = name in SAVEEXEC
    if (len(srcs) != arity or len(outs) > 1
            or set(record.implicit_writes) - {"scc"} - ({"exec"} if saveexec else set())):
        return None
    out = outs[0] if outs else None
    if out is not None and (out.cls not in (SGPR, SPECIAL) or out.width > 2
                            or (out.enc + out.width > EXEC_LO
                                and (out.enc, out.width) != (EXEC_LO, 2))):
        return None
    lowered = [_immediate(o, name) if o.cls == IMMEDIATE else _source(o, "u32", False, o.width)
               for o in srcs]
    if None in lowered:
        return None
    return Lowered("salu", name, out.enc if out else None, tuple(lowered),
                   "scc" in record.implicit_writes, out.width if out else 1,
                   writes_exec=saveexec or (out is not None and out.enc == EXEC_LO))


def _immediate(operand, name):
    """A SOPK instruction's 16-bit immediate: sign-extended, zero-extended for an _u32
    compare (semantics/salu._imm); None for any other instruction's."""
    if name not in SOPK:
        return None
    value = operand.value & 0xFFFF
    if not name.endswith("_u32") and value & 0x8000:
        value -= 1 << 16
    return Source("k", value & 0xFFFFFFFF)


def _source(operand, typ, mask, width, consts=None, extra=()):
    """The Source of an operand, or None; ``extra``: the modifiers its form reads besides
    abs/neg (lanes.source_fields)."""
    modifiers = dict(operand.modifiers)
    floats = typ in LAYOUT or typ == "f16"
    allowed = (FLOAT_MODIFIERS if floats and "op_sel" not in extra else ()) + extra
    if any(v for k, v in modifiers.items() if k not in allowed):
        return None
    flags = {"abs": bool(modifiers.get("abs")), "neg": bool(modifiers.get("neg"))}
    if "sel" in extra:
        flags["sel"] = lanes.source_select(modifiers)
    elif extra:
        flags["packed"] = tuple(int(modifiers.get(k, 0)) for k in extra)
    if mask:
        return Source("mask", operand.enc) if _pair(operand) and not any(flags.values()) \
            else None
    if operand.width != width or width not in (1, 2):
        return None
    if operand.cls == VGPR:
        return Source("v", operand.enc - 256, **flags, width=width)
    if operand.cls in (SGPR, SPECIAL) and operand.enc + width <= 128:
        return Source("s", operand.enc, **flags, width=width)
    if operand.cls in (CONSTANT, LITERAL_VALUE):
        if width == 2 and typ != "f64" and not extra and not (
                operand.cls == CONSTANT and type(operand.value) is int):
            return None
        literal = operand.value if operand.cls == LITERAL_VALUE else None
        bits = constant_bits(operand.enc, width, typ if typ in LAYOUT else consts, literal)
        return None if bits is None else Source("k", bits, **flags, width=width)
    return None
