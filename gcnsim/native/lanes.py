"""The VALU forms the translator runs beside the plain ones (translate.py): DPP, SDWA and
VOP3P's packed FP32, each as the interpreter has it (semantics/valu.py, semantics/vop3p.py).

- DPP (Vega ISA 6.3.3): src0 is read from the source lane dpp_ctrl names (semantics/valu's
  lane plan, one place for it), 0 where that lane is out of range or not in EXEC; a lane is
  written where EXEC, row_mask and bank_mask have it and, without bound_ctrl, its source lane is
  valid and active. The source values are gathered for all 64 lanes before any lane runs, so an
  instruction reading its own destination (``v_add_f32_dpp v0, v0, v0 row_shr:1``) reads the
  values from before it; a DPP instruction starts its run (translate._body).
- SDWA (Vega ISA 6.3.2): each source's byte or word (src_sel), zero- or sign-extended (sext),
  before abs/neg; the result's low bits placed into dst_sel's byte or word, the bits above it
  zero (UNUSED_PAD), its sign (UNUSED_SEXT) or the destination's (UNUSED_PRESERVE).
- Packed FP32 (gfx90a, gfx942: v_pk_fma/mul/add_f32, v_pk_mov_b32): a 64-bit source gives the
  low result dword the dword op_sel picks and the high one the dword op_sel_hi picks, neg_lo /
  neg_hi flipping their signs; each half is then an f32 instruction of its own (flushing and the
  NaN rule as translate does them). v_pk_mov_b32 takes src0's dword op_sel[0] and src1's
  op_sel[1].

clamp and omod are translate's (its result finishing); other instruction modifiers (VOP3's
op_sel) keep an instruction interpreted.

    v_mov_b32_dpp v5, v3 row_shr:1 bound_ctrl:1
    -> gathered[lane] = lane % 16 >= 1 and exec[lane - 1] ? v3[lane - 1] : 0
       for lane: if exec[lane]: v5[lane] = gathered[lane]
"""
from dataclasses import dataclass

from . import irtext as ir

from ..isa.record import SDWA_DWORD
from ..semantics.valu import SDWA_SEL, dpp_lanes
from .gen import F32, I1, I32, I64, Gen, intrinsic

RESULT_FIELDS = ("clamp", "omod")      # translate reads them (Lowered.clamp, .omod)
DPP_FIELDS = {"dpp_ctrl", "bound_ctrl", "bank_mask", "row_mask"}
SDWA_FIELDS = {"dst_sel", "dst_unused"}
SOURCE_SDWA = ("sel", "sext")
SOURCE_PACKED = ("op_sel", "op_sel_hi", "neg_lo", "neg_hi")
UNUSED_SEXT, UNUSED_PRESERVE = 1, 2
LANES = ir.ArrayType(I32, 64)


@dataclass(frozen=True)
class Dpp:
    """A DPP instruction's lane plan: ``src`` each lane's source lane, ``valid`` the lanes
    whose source lane exists, ``enabled`` those row_mask and bank_mask keep (bit masks)."""
    src: tuple
    valid: int
    enabled: int
    bound_zero: bool


@dataclass(frozen=True)
class Sdwa:
    """An SDWA instruction's destination: its field's ``shift`` and ``size`` and dst_unused."""
    shift: int
    size: int
    unused: int


def form_of(inst, record, target):
    """The Dpp or Sdwa of an instruction, None for a plain one, or False where its modifiers
    keep it interpreted."""
    mods = {k: v for k, v in record.modifiers if k not in RESULT_FIELDS}
    name = inst.fmt.name
    if name.endswith("_DPP"):
        if set(mods) - DPP_FIELDS:
            return False
        src, valid = dpp_lanes(mods.get("dpp_ctrl", 0), target)
        lane = range(64)
        enabled = sum(1 << k for k in lane if (mods.get("row_mask", 0) >> (k >> 4)) & 1
                      and (mods.get("bank_mask", 0) >> ((k >> 2) & 3)) & 1)
        return Dpp(tuple(int(s) & 63 if ok else 0 for s, ok in zip(src, valid)),
                   sum(1 << k for k in lane if valid[k]), enabled, bool(mods.get("bound_ctrl")))
    if name.endswith("_SDWA"):
        if set(mods) - SDWA_FIELDS:
            return False
        shift, size = SDWA_SEL.get(mods.get("dst_sel", SDWA_DWORD), (0, 32))
        return Sdwa(shift, size, mods.get("dst_unused", 0))
    return False if mods else None


def source_fields(form, packed):
    """The source modifiers (besides abs/neg) a form's translation reads."""
    if isinstance(form, Sdwa):
        return SOURCE_SDWA
    return SOURCE_PACKED if packed else ()


def source_select(modifiers):
    """An SDWA source's (shift, size, sext), or None for the whole dword."""
    shift, size = SDWA_SEL.get(modifiers.get("sel", SDWA_DWORD), (0, 32))
    return None if size == 32 else (shift, size, bool(modifiers.get("sext")))


def select(b, value, sel):
    """The selected byte or word of an i32, zero- or sign-extended."""
    shift, size, sext = sel
    field = b.and_(b.lshr(value, I32(shift)), I32((1 << size) - 1))
    if not sext:
        return field
    sign = I32(1 << (size - 1))
    return b.sub(b.xor(field, sign), sign)


def place(b, bits, old, sdwa):
    """A result's low bits into the destination's field (dst_sel, dst_unused)."""
    if sdwa.size == 32:
        return bits
    keep = ((1 << sdwa.size) - 1) << sdwa.shift
    field = b.and_(b.shl(bits, I32(sdwa.shift)), I32(keep))
    if sdwa.unused == UNUSED_PRESERVE:
        return b.or_(field, b.and_(old, I32(~keep & 0xFFFFFFFF)))
    if sdwa.unused == UNUSED_SEXT:
        above = (0xFFFFFFFF << (sdwa.shift + sdwa.size)) & 0xFFFFFFFF
        sign = b.icmp_unsigned("!=", b.and_(field, I32(1 << (sdwa.shift + sdwa.size - 1))),
                               I32(0))
        return b.or_(field, b.select(sign, I32(above), I32(0)))
    return field


def _table(b, dpp):
    """The source lanes as a constant global array (one per plan in a module)."""
    module = b.module
    name = f"dpp_{abs(hash(dpp.src)):x}"
    found = module.globals.get(name)
    if found is None:
        found = ir.GlobalVariable(module, LANES, name)
        found.global_constant = True
        found.initializer = ir.Constant(LANES, list(dpp.src))
    return found


def source_lane(b, dpp, lane):
    """The lane's source lane (i64)."""
    return b.zext(b.load(b.gep(_table(b, dpp), [I64(0), lane])), I64)


def _bit(b, mask, lane):
    return b.trunc(b.lshr(mask, lane), I1)


def gather(wave, dpp, register, exec_mask):
    """src0 of a DPP instruction for every lane, read before any lane runs: an [64 x i32] on
    the function's stack."""
    b = wave.b
    fn = b.function
    entry = ir.IRBuilder(fn.entry_basic_block)
    entry.position_at_start(fn.entry_basic_block)
    gathered = entry.alloca(LANES)
    before = b.block
    loop, after = fn.append_basic_block("gather"), fn.append_basic_block("gathered")
    b.branch(loop)
    b.position_at_end(loop)
    lane = b.phi(I64)
    lane.add_incoming(I64(0), before)
    src = source_lane(b, dpp, lane)
    ok = b.and_(_bit(b, I64(dpp.valid), lane), _bit(b, exec_mask, src))
    value = b.select(ok, b.load(wave.vptr(register, src)), I32(0))
    b.store(value, b.gep(gathered, [I64(0), lane]))
    following = b.add(lane, I64(1))
    lane.add_incoming(following, b.block)
    b.cbranch(b.icmp_unsigned("<", following, I64(64)), loop, after)
    b.position_at_end(after)
    return gathered


def gathered_value(b, gathered, lane):
    return b.load(b.gep(gathered, [I64(0), lane]))


def written(b, dpp, exec_mask, lane, active):
    """Whether a DPP instruction writes the lane (``active``: its EXEC bit)."""
    out = b.and_(active, _bit(b, I64(dpp.enabled), lane))
    if dpp.bound_zero:
        return out
    src = source_lane(b, dpp, lane)
    return b.and_(out, b.and_(_bit(b, I64(dpp.valid), lane), _bit(b, exec_mask, src)))


def halves(b, values, srcs, half):
    """The dwords the result's ``half`` (0 low, 1 high) reads of packed sources, with their
    neg flags: [(i32, neg)]."""
    out = []
    for src, value in zip(srcs, values):
        op_sel, op_sel_hi, neg_lo, neg_hi = src.packed
        shift = 32 * (op_sel_hi if half else op_sel)
        out.append((b.trunc(b.lshr(value, I64(shift)), I32), neg_hi if half else neg_lo))
    return out


def _fma(b, x, y, z):
    return intrinsic(b, "llvm.fma.f32", F32, [x, y, z])


# packed FP32 (gfx90a, gfx942): a generator computes one f32 half (translate._packed)
PACKED = {
    "v_pk_fma_f32": Gen("f32", 3, _fma, widths=(2, 2, 2), vout=2, packed=True),
    "v_pk_mul_f32": Gen("f32", 2, lambda b, x, y: b.fmul(x, y), widths=(2, 2), vout=2,
                        packed=True),
    "v_pk_add_f32": Gen("f32", 2, lambda b, x, y: b.fadd(x, y), widths=(2, 2), vout=2,
                        packed=True),
    "v_pk_mov_b32": Gen("u32", 2, lambda b, half, x, y: y if half else x, widths=(2, 2),
                        vout=2, packed=True, consts="f32"),
}
