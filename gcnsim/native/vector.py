"""Code generators of the VALU forms with lane masks and 64-bit values (ops.py's Gen, wider).

- Compares (VOPC and their VOP3 forms, semantics/vcmp.py) yield a lane's bit (i1), which the
  translator packs into VCC or the SGPR pair the instruction names, inactive lanes 0; float
  conditions as LLVM's fcmp predicates: ordered ones false on a NaN, the n* ones true (nge =
  !(a >= b) = uge), on inputs MODE has flushed.
- Carries (semantics/valu_int.py): add/sub with a carry or borrow out, and with one in (the
  last source, a lane mask), return (result, bit); v_mad_u64_u32 returns its 64-bit result and
  bit 64 of the 65-bit sum.
- 64-bit values are i64 (a VGPR pair v[n:n+1] or an SGPR pair, low dword first); shifts take
  their count modulo the width as the interpreter's masks do.

- 16-bit integer ops (v_add_u16, v_mul_lo_u16, v_lshlrev_b16, v_min_i16, ...) on the low
  halves, the result zero-extended to the dword as gfx9's VOP2/VOP3 forms without op_sel write
  it; gfx7's v_add_i32 family (a carry out) as v_add_co_u32's; gfx7's v_lshl_b64 family
  (value first, then the count).
- v_mbcnt_lo/hi get the lane's index (``lane``), v_perm_b32 picks bytes.

v_cmpx (which writes EXEC) and v_cmp_class stay interpreted (lower.lowering); clamp of
the integer adds saturates (SATURATING), other integer clamps stay interpreted.

    VECTOR["v_add_co_u32"].gen(b, x, y)  ->  (x + y, x + y <u x)
"""
from . import irtext as ir

from .gen import I1, I32, I64, Gen, intrinsic

I16 = ir.IntType(16)

# condition -> (ordered: false on a NaN, else true on one; llvmlite's fcmp operator)
FLOAT_PREDICATES = {"lt": (True, "<"), "eq": (True, "=="), "le": (True, "<="), "gt": (True, ">"),
                    "lg": (True, "!="), "ge": (True, ">="), "o": (True, "ord"),
                    "u": (False, "uno"), "nge": (False, "<"), "nlg": (False, "=="),
                    "ngt": (False, "<="), "nle": (False, ">"), "neq": (False, "!="),
                    "nlt": (False, ">=")}
INT_PREDICATES = {"lt": "<", "eq": "==", "le": "<=", "gt": ">", "ne": "!=", "lg": "!=",
                  "ge": ">="}
INT_TYPES = {"i32": (True, 1), "u32": (False, 1), "i64": (True, 2), "u64": (False, 2)}
LOW32 = 0xFFFFFFFF


def _float_compare(ordered, pred):
    return lambda b, x, y: (b.fcmp_ordered if ordered else b.fcmp_unordered)(pred, x, y)


def _int_compare(pred, signed):
    return lambda b, x, y: (b.icmp_signed if signed else b.icmp_unsigned)(pred, x, y)


def _constant(bit):
    return lambda b, x, y: I1(bit)


def _compares():
    ops = {}
    for cond, (ordered, pred) in FLOAT_PREDICATES.items():
        ops[f"v_cmp_{cond}_f32"] = Gen("f32", 2, _float_compare(ordered, pred), vout=0,
                                       mask_out=True)
    for cond, bit in (("f", 0), ("tru", 1)):
        ops[f"v_cmp_{cond}_f32"] = Gen("f32", 2, _constant(bit), vout=0, mask_out=True)
    for cond, (ordered, pred) in FLOAT_PREDICATES.items():
        ops[f"v_cmp_{cond}_f64"] = Gen("f64", 2, _float_compare(ordered, pred), vout=0,
                                       mask_out=True, widths=(2, 2))
    for cond, bit in (("f", 0), ("tru", 1)):
        ops[f"v_cmp_{cond}_f64"] = Gen("f64", 2, _constant(bit), vout=0, mask_out=True,
                                       widths=(2, 2))
    for typ, (signed, width) in INT_TYPES.items():
        for cond, pred in INT_PREDICATES.items():
            ops[f"v_cmp_{cond}_{typ}"] = Gen("u32", 2, _int_compare(pred, signed), vout=0,
                                             mask_out=True, widths=(width, width))
        for cond, bit in (("f", 0), ("t", 1), ("tru", 1)):
            ops[f"v_cmp_{cond}_{typ}"] = Gen("u32", 2, _constant(bit), vout=0, mask_out=True,
                                             widths=(width, width))
    return ops


def _add(b, x, y):
    d = b.add(x, y)
    return d, b.icmp_unsigned("<", d, x)


def _sub(b, x, y):
    return b.sub(x, y), b.icmp_unsigned(">", y, x)


def _wide(b, x):
    return b.zext(x, I64)


def _addc(b, x, y, carry):
    s = b.add(b.add(_wide(b, x), _wide(b, y)), _wide(b, carry))
    return b.trunc(s, I32), b.icmp_unsigned(">", s, I64(LOW32))


def _subb(b, x, y, borrow):
    s = b.sub(b.sub(_wide(b, x), _wide(b, y)), _wide(b, borrow))
    return b.trunc(s, I32), b.icmp_signed("<", s, I64(0))


def _mad_u64_u32(b, x, y, z):
    p = b.mul(_wide(b, x), _wide(b, y))
    s = b.add(p, z)
    return s, b.icmp_unsigned("<", s, p)


def _carries():
    ops = {}
    for add, sub, subrev in (("v_add_co_u32", "v_sub_co_u32", "v_subrev_co_u32"), CARRY_ONLY):
        ops[add] = Gen("u32", 2, _add, mask_out=True)
        ops[sub] = Gen("u32", 2, _sub, mask_out=True)
        ops[subrev] = Gen("u32", 2, lambda b, x, y: _sub(b, y, x), mask_out=True)
    for addc, subb, subbrev in (("v_addc_co_u32", "v_subb_co_u32", "v_subbrev_co_u32"),
                                ("v_addc_u32", "v_subb_u32", "v_subbrev_u32")):
        ops[addc] = Gen("u32", 3, _addc, mask=True, mask_out=True)
        ops[subb] = Gen("u32", 3, _subb, mask=True, mask_out=True)
        ops[subbrev] = Gen("u32", 3, lambda b, x, y, m: _subb(b, y, x, m), mask=True,
                           mask_out=True)
    ops["v_mad_u64_u32"] = Gen("u32", 3, _mad_u64_u32, mask_out=True, vout=2,
                               widths=(1, 1, 2))
    return ops


# gfx7's names of the carry-out adds: on gfx9 the same names are VOP3 adds without a carry,
# which stay interpreted (coverage.py lists them only where the row has a carry)
CARRY_ONLY = ("v_add_i32", "v_sub_i32", "v_subrev_i32")


def _shift64(op):
    return lambda b, count, x: getattr(b, op)(x, b.zext(b.and_(count, I32(63)), I64))


def _forward64(op):
    """gfx7's v_lshl_b64 and kin: the 64-bit value first, then the count."""
    shift = _shift64(op)
    return lambda b, x, count: shift(b, count, x)


def _lshl_add_u64(b, x, count, y):
    return b.add(b.shl(x, b.zext(b.and_(count, I32(7)), I64)), y)


def _mul_hi_u32(b, x, y):
    return b.trunc(b.lshr(b.mul(_wide(b, x), _wide(b, y)), I64(32)), I32)


def _shl(b, x, count):
    return b.shl(x, b.and_(count, I32(31)))


def _perm_b32(b, x, y, selectors):
    """Each byte of S2 picks a byte of {S0, S1} (0-7), a sign fill of S1 or S0 (8-11), 0x00
    (12) or 0xFF (13 up), as semantics/valu_int._perm_b32."""
    combined = b.or_(b.shl(_wide(b, x), I64(32)), _wide(b, y))
    fills = [(y, 15), (y, 31), (x, 15), (x, 31)]
    out = I32(0)
    for i in range(4):
        sel = b.and_(b.lshr(selectors, I32(8 * i)), I32(0xFF))
        shift = b.zext(b.mul(b.and_(sel, I32(7)), I32(8)), I64)
        byte = b.and_(b.trunc(b.lshr(combined, shift), I32), I32(0xFF))
        for k, (word, bit) in enumerate(fills):
            fill = b.mul(b.and_(b.lshr(word, I32(bit)), I32(1)), I32(0xFF))
            byte = b.select(b.icmp_unsigned("==", sel, I32(8 + k)), fill, byte)
        byte = b.select(b.icmp_unsigned("==", sel, I32(12)), I32(0), byte)
        byte = b.select(b.icmp_unsigned(">=", sel, I32(13)), I32(0xFF), byte)
        out = b.or_(out, b.shl(byte, I32(8 * i)))
    return out


def _mbcnt(high):
    """Bits of S0 set below the lane's own (its dword of (1 << lane) - 1), plus S1."""
    def fn(b, x, y, lane):
        below = b.sub(b.shl(I64(1), lane), I64(1))
        half = b.trunc(b.lshr(below, I64(32)) if high else below, I32)
        return b.add(_popcount(b, b.and_(x, half)), y)
    return fn


def _popcount(b, x):
    return intrinsic(b, "llvm.ctpop.i32", I32, [x])


def _first_bit(name):
    """v_ffbl/v_ffbh: the first set bit from the bottom / top, -1 (0xFFFFFFFF) when none."""
    def fn(b, x):
        found = intrinsic(b, name, I32, [x, I1(0)])
        return b.select(b.icmp_unsigned("==", x, I32(0)), I32(-1), found)
    return fn


def _three(kind, signed):
    pred = "<" if kind == "min" else ">"

    def pick(b, x, y):
        return b.select((b.icmp_signed if signed else b.icmp_unsigned)(pred, x, y), x, y)
    return lambda b, x, y, z: pick(b, pick(b, x, y), z)


def _u16(fn):
    """A 16-bit integer op over the sources' low halves, its result zero-extended (gfx9's
    VOP2 forms, no op_sel: semantics/valu.vector_writer)."""
    return lambda b, x, y: b.and_(fn(b, x, y), I32(0xFFFF))


def _low16(b, x, signed):
    low = b.trunc(x, I16)
    return b.sext(low, I32) if signed else b.zext(low, I32)


def _pick16(pred, signed):
    def fn(b, x, y):
        x, y = _low16(b, x, signed), _low16(b, y, signed)
        return b.select((b.icmp_signed if signed else b.icmp_unsigned)(pred, x, y), x, y)
    return fn


def _halves16():
    return {
        "v_add_u16": Gen("u32", 2, _u16(lambda b, x, y: b.add(x, y))),
        "v_sub_u16": Gen("u32", 2, _u16(lambda b, x, y: b.sub(x, y))),
        "v_subrev_u16": Gen("u32", 2, _u16(lambda b, x, y: b.sub(y, x))),
        "v_mul_lo_u16": Gen("u32", 2, _u16(lambda b, x, y: b.mul(x, y))),
        "v_lshlrev_b16": Gen("u32", 2, _u16(lambda b, x, y: b.shl(
            b.and_(y, I32(0xFFFF)), b.and_(x, I32(15))))),
        "v_lshrrev_b16": Gen("u32", 2, _u16(lambda b, x, y: b.lshr(
            b.and_(y, I32(0xFFFF)), b.and_(x, I32(15))))),
        "v_ashrrev_i16": Gen("u32", 2, _u16(lambda b, x, y: b.ashr(
            _low16(b, y, True), b.and_(x, I32(15))))),
        **{f"v_{kind}_{t}16": Gen("u32", 2, _u16(_pick16("<" if kind == "min" else ">",
                                                          t == "i")))
           for kind in ("min", "max") for t in ("i", "u")},
    }


def _bfe_i32(b, x, offset, width):
    """V_BFE_I32 (semantics/valu_int._bfe_i32): S0 shifted right arithmetically, its low
    S2[4:0] bits sign-extended; width 0 gives 0."""
    width = b.and_(width, I32(31))
    shifted = b.ashr(x, b.and_(offset, I32(31)))
    up = b.sub(I32(32), width)
    field = b.ashr(b.shl(shifted, up), up)
    return b.select(b.icmp_unsigned("==", width, I32(0)), I32(0), field)


def _s24(b, x):
    return b.ashr(b.shl(x, I32(8)), I32(8))


def _integers():
    return {
        "v_lshlrev_b64": Gen("u32", 2, _shift64("shl"), vout=2, widths=(1, 2)),
        "v_lshrrev_b64": Gen("u32", 2, _shift64("lshr"), vout=2, widths=(1, 2)),
        "v_ashrrev_i64": Gen("u32", 2, _shift64("ashr"), vout=2, widths=(1, 2)),
        "v_lshl_b64": Gen("u32", 2, _forward64("shl"), vout=2, widths=(2, 1)),
        "v_lshr_b64": Gen("u32", 2, _forward64("lshr"), vout=2, widths=(2, 1)),
        "v_ashr_i64": Gen("u32", 2, _forward64("ashr"), vout=2, widths=(2, 1)),
        "v_lshl_add_u64": Gen("u32", 3, _lshl_add_u64, vout=2, widths=(2, 1, 2)),
        "v_mul_hi_u32": Gen("u32", 2, _mul_hi_u32),
        "v_lshl_add_u32": Gen("u32", 3, lambda b, x, y, z: b.add(_shl(b, x, y), z)),
        "v_add_lshl_u32": Gen("u32", 3, lambda b, x, y, z: _shl(b, b.add(x, y), z)),
        "v_lshl_or_b32": Gen("u32", 3, lambda b, x, y, z: b.or_(_shl(b, x, y), z)),
        "v_add3_u32": Gen("u32", 3, lambda b, x, y, z: b.add(b.add(x, y), z)),
        "v_and_or_b32": Gen("u32", 3, lambda b, x, y, z: b.or_(b.and_(x, y), z)),
        "v_or3_b32": Gen("u32", 3, lambda b, x, y, z: b.or_(b.or_(x, y), z)),
        "v_xad_u32": Gen("u32", 3, lambda b, x, y, z: b.add(b.xor(x, y), z)),
        "v_bfi_b32": Gen("u32", 3, lambda b, x, y, z: b.or_(b.and_(x, y),
                                                            b.and_(b.not_(x), z))),
        "v_mad_u32_u24": Gen("u32", 3, lambda b, x, y, z: b.add(
            b.mul(b.and_(x, I32(0xFFFFFF)), b.and_(y, I32(0xFFFFFF))), z)),
        "v_xnor_b32": Gen("u32", 2, lambda b, x, y: b.not_(b.xor(x, y))),
        "v_perm_b32": Gen("u32", 3, _perm_b32),
        "v_bfe_u32": Gen("u32", 3, lambda b, x, y, z: b.and_(
            b.lshr(x, b.and_(y, I32(31))), b.sub(_shl(b, I32(1), z), I32(1)))),
        "v_bfe_i32": Gen("u32", 3, _bfe_i32),
        "v_mul_i32_i24": Gen("u32", 2, lambda b, x, y: b.mul(_s24(b, x), _s24(b, y))),
        "v_bfrev_b32": Gen("u32", 1, lambda b, x: intrinsic(b, "llvm.bitreverse.i32", I32, [x])),
        "v_bcnt_u32_b32": Gen("u32", 2, lambda b, x, y: b.add(_popcount(b, x), y)),
        "v_ffbl_b32": Gen("u32", 1, _first_bit("llvm.cttz.i32")),
        "v_ffbh_u32": Gen("u32", 1, _first_bit("llvm.ctlz.i32")),
        **{f"v_{kind}3_{t}": Gen("u32", 3, _three(kind, t == "i32"))
           for kind in ("min", "max") for t in ("i32", "u32")},
        **_halves16(),
        "v_mbcnt_lo_u32_b32": Gen("u32", 2, _mbcnt(False), lane=True),
        "v_mbcnt_hi_u32_b32": Gen("u32", 2, _mbcnt(True), lane=True),
    }


def _umin(b, x, top):
    return b.select(b.icmp_unsigned(">", x, I32(top)), I32(top), x)


def _low(b, x):
    return b.and_(x, I32(0xFFFF))


# VOP3 clamp of the integer adds: the exact result saturated (semantics/valu._int_output)
SATURATING = {
    "v_add_u32": lambda b, x, y: intrinsic(b, "llvm.uadd.sat.i32", I32, [x, y]),
    "v_sub_u32": lambda b, x, y: intrinsic(b, "llvm.usub.sat.i32", I32, [x, y]),
    "v_subrev_u32": lambda b, x, y: intrinsic(b, "llvm.usub.sat.i32", I32, [y, x]),
    "v_add_u16": lambda b, x, y: _umin(b, b.add(_low(b, x), _low(b, y)), 0xFFFF),
    "v_sub_u16": lambda b, x, y: intrinsic(b, "llvm.usub.sat.i32", I32, [_low(b, x), _low(b, y)]),
    "v_subrev_u16": lambda b, x, y: intrinsic(b, "llvm.usub.sat.i32", I32,
                                              [_low(b, y), _low(b, x)]),
}

VECTOR = {**_compares(), **_carries(), **_integers()}
