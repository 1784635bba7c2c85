"""Per opcode, a code generator: what one lane (VALU) or one wave (SALU) computes, in LLVM IR.

A generator takes an IRBuilder (irtext.py) and its sources as IR values and returns the result.
VALU float generators get ``float`` values whose modifiers (abs, neg) and input denormal
flushing the translator has applied, and their result gets the documented NaN (the first NaN
source quieted, else bits.INVALID_NAN) and output flushing there too (translate.py), so each
generator is the bare IEEE operation: LLVM's fadd/fsub/fmul and llvm.fma, never with fast-math
flags (no contraction: v_mul then v_add stay two roundings, as the hardware does). Integer
generators get and return i32. SALU generators return (result or None, SCC or None); those
of SCC_READERS get SCC as a last source.

The semantics functions (gcnsim/semantics/) stay the reference: tests/native/test_ops.py runs
every opcode here against them, bit for bit.

    VALU["v_fma_f32"].gen(b, [x, y, z])  ->  call float @llvm.fma.f32(x, y, z)
"""
from .division import DIVISION
from .floats import FLOATS
from .gen import F32, F64, I1, I32, I64, Gen, intrinsic  # noqa: F401 - the translator's types
from .halves import HALVES
from .lanes import PACKED
from .scalar import SALU64, SAVEEXEC, SCC_READERS64
from .vector import VECTOR


def _fma(b, x, y, z):
    return intrinsic(b, "llvm.fma.f32", F32, [x, y, z])


def _shift(op, b, amount, x):
    return getattr(b, op)(x, b.and_(amount, I32(31)))


def _minmax(pred, b, x, y):
    return b.select(pred(b, x, y), x, y)


def _u24(b, x):
    return b.and_(x, I32(0xFFFFFF))


VALU = {
    "v_add_f32": Gen("f32", 2, lambda b, x, y: b.fadd(x, y)),
    "v_sub_f32": Gen("f32", 2, lambda b, x, y: b.fsub(x, y)),
    "v_mul_f32": Gen("f32", 2, lambda b, x, y: b.fmul(x, y)),
    "v_fma_f32": Gen("f32", 3, _fma),
    "v_fmac_f32": Gen("f32", 2, _fma, acc=True),
    "v_mov_b32": Gen("u32", 1, lambda b, x: x),
    "v_not_b32": Gen("u32", 1, lambda b, x: b.not_(x)),
    "v_add_u32": Gen("u32", 2, lambda b, x, y: b.add(x, y)),
    "v_sub_u32": Gen("u32", 2, lambda b, x, y: b.sub(x, y)),
    "v_subrev_u32": Gen("u32", 2, lambda b, x, y: b.sub(y, x)),
    "v_and_b32": Gen("u32", 2, lambda b, x, y: b.and_(x, y)),
    "v_or_b32": Gen("u32", 2, lambda b, x, y: b.or_(x, y)),
    "v_xor_b32": Gen("u32", 2, lambda b, x, y: b.xor(x, y)),
    "v_lshlrev_b32": Gen("u32", 2, lambda b, x, y: _shift("shl", b, x, y)),
    "v_lshrrev_b32": Gen("u32", 2, lambda b, x, y: _shift("lshr", b, x, y)),
    "v_ashrrev_i32": Gen("u32", 2, lambda b, x, y: _shift("ashr", b, x, y)),
    "v_mul_lo_u32": Gen("u32", 2, lambda b, x, y: b.mul(x, y)),
    "v_mul_u32_u24": Gen("u32", 2, lambda b, x, y: b.mul(_u24(b, x), _u24(b, y))),
    "v_max_u32": Gen("u32", 2, lambda b, x, y: _minmax(_cmp(">", False), b, x, y)),
    "v_min_u32": Gen("u32", 2, lambda b, x, y: _minmax(_cmp("<", False), b, x, y)),
    "v_max_i32": Gen("u32", 2, lambda b, x, y: _minmax(_cmp(">", True), b, x, y)),
    "v_min_i32": Gen("u32", 2, lambda b, x, y: _minmax(_cmp("<", True), b, x, y)),
    "v_cndmask_b32": Gen("u32", 3, lambda b, x, y, lane: b.select(lane, y, x), mask=True),
}


def _cmp(pred, signed):
    def compare(b, x, y):
        return (b.icmp_signed if signed else b.icmp_unsigned)(pred, x, y)
    return compare


def _scc(b, bit):
    return b.zext(bit, I32)


def _nonzero(b, d):
    return d, _scc(b, b.icmp_unsigned("!=", d, I32(0)))


def _add_u32(b, x, y):
    d = b.add(x, y)
    return d, _scc(b, b.icmp_unsigned("<", d, x))


def _sub_u32(b, x, y):
    return b.sub(x, y), _scc(b, b.icmp_unsigned("<", x, y))


def _overflow(b, d, sign_terms):
    both = b.and_(*sign_terms)
    return d, b.lshr(both, I32(31))


def _add_i32(b, x, y):
    d = b.add(x, y)
    return _overflow(b, d, (b.xor(x, d), b.xor(y, d)))


def _sub_i32(b, x, y):
    d = b.sub(x, y)
    return _overflow(b, d, (b.xor(x, y), b.xor(x, d)))


def _pick(pred, signed):
    """s_min/s_max: the source the comparison picks, SCC = the comparison (S0 chosen)."""
    def fn(b, x, y):
        bit = _cmp(pred, signed)(b, x, y)
        return b.select(bit, x, y), _scc(b, bit)
    return fn


def _high(b, x, y):
    return b.trunc(b.lshr(b.mul(x, y), I64(32)), I32)


def _bit_of(b, x, y):
    return b.and_(b.lshr(x, b.and_(y, I32(31))), I32(1))


def _bfe(b, x, y, signed):
    """s_bfe_u32/i32 (semantics/salu._bfe): the field at offset S1[4:0] of width S1[22:16],
    zero- or sign-extended; 0 for width 0, S0 >> offset where the field runs past bit 31."""
    offset = b.and_(y, I32(31))
    width = b.and_(b.lshr(y, I32(16)), I32(0x7F))
    shifted = (b.ashr if signed else b.lshr)(x, offset)
    inside = b.icmp_unsigned("<", b.add(offset, width), I32(32))
    left = b.sub(I32(32), b.select(inside, width, I32(32)))    # field to the top, and back
    field = (b.ashr if signed else b.lshr)(b.shl(shifted, left), left)
    field = b.select(inside, field, shifted)
    return b.select(b.icmp_unsigned("==", width, I32(0)), I32(0), field)


def _bcnt(bit, width):
    """s_bcnt0/1_i32_b32/b64: the count of zero or one bits; SCC = count != 0."""
    typ = I32 if width == 32 else I64

    def fn(b, x):
        ones = intrinsic(b, f"llvm.ctpop.i{width}", typ, [x])
        count = b.trunc(ones, I32) if width == 64 else ones
        return _nonzero(b, count if bit else b.sub(I32(width), count))
    return fn


def _compare(pred, signed):
    def fn(b, x, y):
        return None, _scc(b, _cmp(pred, signed)(b, x, y))
    return fn


SALU = {
    "s_mov_b32": (1, lambda b, x: (x, None)),
    "s_add_u32": (2, _add_u32),
    "s_sub_u32": (2, _sub_u32),
    "s_add_i32": (2, _add_i32),
    "s_sub_i32": (2, _sub_i32),
    "s_mul_i32": (2, lambda b, x, y: (b.mul(x, y), None)),
    "s_and_b32": (2, lambda b, x, y: _nonzero(b, b.and_(x, y))),
    "s_or_b32": (2, lambda b, x, y: _nonzero(b, b.or_(x, y))),
    "s_xor_b32": (2, lambda b, x, y: _nonzero(b, b.xor(x, y))),
    "s_lshl_b32": (2, lambda b, x, y: _nonzero(b, _shift("shl", b, y, x))),
    "s_lshr_b32": (2, lambda b, x, y: _nonzero(b, _shift("lshr", b, y, x))),
    "s_ashr_i32": (2, lambda b, x, y: _nonzero(b, _shift("ashr", b, y, x))),
    **{f"s_cmp_{name}_{t}": (2, _compare(pred, t == "i32"))
       for name, pred in (("eq", "=="), ("lg", "!="), ("gt", ">"), ("ge", ">="), ("lt", "<"),
                          ("le", "<="))
       for t in ("i32", "u32")},
}
SALU.update({
    **{f"s_{which}_{t}": (2, _pick(pred, t == "i32"))
       for which, pred in (("min", "<"), ("max", ">")) for t in ("i32", "u32")},
    "s_mul_hi_u32": (2, lambda b, x, y: (_high(b, b.zext(x, I64), b.zext(y, I64)), None)),
    "s_mul_hi_i32": (2, lambda b, x, y: (_high(b, b.sext(x, I64), b.sext(y, I64)), None)),
    "s_bfe_u32": (2, lambda b, x, y: _nonzero(b, _bfe(b, x, y, False))),
    "s_bfe_i32": (2, lambda b, x, y: _nonzero(b, _bfe(b, x, y, True))),
    "s_brev_b32": (1, lambda b, x: (intrinsic(b, "llvm.bitreverse.i32", I32, [x]), None)),
    "s_bfm_b32": (2, lambda b, x, y: (b.shl(b.sub(b.shl(I32(1), b.and_(x, I32(31))), I32(1)),
                                            b.and_(y, I32(31))), None)),
    **{f"s_bcnt{bit}_i32_b{width}": (1, _bcnt(bit, width)) for bit in (0, 1)
       for width in (32, 64)},
    "s_abs_i32": (1, lambda b, x: _nonzero(b, b.select(
        b.icmp_signed("<", x, I32(0)), b.sub(I32(0), x), x))),
    "s_bitcmp0_b32": (2, lambda b, x, y: (None, _scc(b, b.icmp_unsigned(
        "==", _bit_of(b, x, y), I32(0))))),
    "s_bitcmp1_b32": (2, lambda b, x, y: (None, _scc(b, b.icmp_unsigned(
        "!=", _bit_of(b, x, y), I32(0))))),
})
def _addc_u32(b, x, y, scc):
    wide = b.add(b.add(b.zext(x, I64), b.zext(y, I64)), b.zext(scc, I64))
    return b.trunc(wide, I32), _scc(b, b.icmp_unsigned(">", wide, I64(0xFFFFFFFF)))


def _subb_u32(b, x, y, scc):
    taken = b.add(b.zext(y, I64), b.zext(scc, I64))
    return b.sub(b.sub(x, y), scc), _scc(b, b.icmp_unsigned(">", taken, b.zext(x, I64)))


# SOPK: the 16-bit immediate sign-extended (zero-extended for an _u32 compare) by lower.py
SOPK = {"s_movk_i32": (1, lambda b, x: (x, None)),
        **{f"s_cmpk_{name}_{t}": (2, _compare(pred, t == "i32"))
           for name, pred in (("eq", "=="), ("lg", "!="), ("gt", ">"), ("ge", ">="),
                              ("lt", "<"), ("le", "<=")) for t in ("i32", "u32")}}
SALU.update(SOPK)
SCC_READERS = {"s_cselect_b32": (2, lambda b, x, y, scc: (b.select(b.trunc(scc, I1), x, y),
                                                             None)),
               "s_addc_u32": (2, _addc_u32), "s_subb_u32": (2, _subb_u32)}
SALU.update(SCC_READERS)
NO_OPS = ("s_nop", "s_waitcnt")     # nothing to do when no checker watches (tier.py's rule)
# one lane's value to an SGPR (translate.py's own step), by the number of their sources - 1
LANE_READS = ("v_readfirstlane_b32", "v_readlane_b32")
# an SGPR or constant into one lane of a VGPR, EXEC ignored (translate.py's own step)
LANE_WRITES = ("v_writelane_b32",)
# the wider forms: lane masks and 64-bit values, f64 and conversions, 64-bit SALU and saveexec
# (whose generators translate.py calls itself, as they write EXEC)
VALU.update(VECTOR)
VALU.update(FLOATS)
VALU.update(DIVISION)
VALU.update(PACKED)
VALU.update(HALVES)
SCC_READERS.update(SCC_READERS64)
SALU.update(SALU64, **SCC_READERS64, **{name: (1, None) for name in SAVEEXEC})
