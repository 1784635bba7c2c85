"""Integer VALU semantics transcribed from the ISA manuals' pseudocode, on Python integers.

An independent reference for the edge-value tables: it never imports gcnsim. Each row is the
manual's formula for one opcode (Vega ISA chapter 12, "VOP2/VOP1/VOP3/VOPC/VOP3P opcodes";
CDNA3 ISA chapter 12, where the two differ the CDNA3 text is taken and cited). A source is
given to ``fn`` as the manual reads it (``S0.i32`` signed, ``S0.u16`` the selected half, a lane
mask bit as 0/1); ``fn`` returns the infinitely precise result. The table's runner wraps it to
the destination type, or saturates it there under the VOP3 clamp bit ("integer clamp: saturate
to the destination's range", Vega 6.2.2), so arithmetic here never wraps unless the manual's
formula wraps an intermediate (``v_add_lshl_u32`` shifts a 32-bit sum).

    >>> VALU["v_bfe_i32"].fn(0x80000000, 28, 8)        # field past bit 31: sign bits fill it
    -8
"""
from dataclasses import dataclass, field

M16, M32, M64 = 0xFFFF, 0xFFFFFFFF, (1 << 64) - 1


def sext(x, bits):
    """The low ``bits`` of x as a signed integer (bits = 0: 0)."""
    if bits == 0:
        return 0
    x &= (1 << bits) - 1
    return x - (1 << bits) if x >> (bits - 1) else x


@dataclass(frozen=True)
class Ref:
    """One opcode: source kinds in printed order ('u32', 'i16', 'u64', 'mask', 'lane';
    'type/edge' picks another edge set), result type (None: only the lane-mask output), and
    ``carry``: fn returns (value, bit) where the bit goes to VCC / the VOP3B sdst."""
    srcs: tuple
    dst: str
    fn: object
    carry: bool = False
    fields: int = 0          # quad SADs: fn returns 4 fields of this many bits
    types: tuple = field(init=False)          # source types without the edge sets
    edge_kinds: tuple = field(init=False)

    def __post_init__(self):
        object.__setattr__(self, "types", tuple(s.split("/")[0] for s in self.srcs))
        object.__setattr__(self, "edge_kinds", tuple(s.split("/")[-1] for s in self.srcs))


def _ref(sig, fn, **kw):
    """A Ref from ``"u32 u32/shift -> u32"``."""
    left, _, right = sig.partition("->")
    dst = right.strip() or None
    return Ref(tuple(left.split()), dst, fn, **kw)


# ---- bit-field and bit-scan helpers, as the manual defines them -----------------------------

def bfe_u32(data, offset, width):
    """V_BFE_U32: D.u = (S0.u >> S1.u[4:0]) & ((1 << S2.u[4:0]) - 1)."""
    return (data >> (offset & 31)) & ((1 << (width & 31)) - 1)


def bfe_i32(data, offset, width):
    """V_BFE_I32: (S0.i >> S1[4:0]) & ((1 << S2[4:0]) - 1), the signed field sign-extended
    from bit S2[4:0] - 1. ``S0.i`` is a signed read, so the shift is arithmetic and a field
    running past bit 31 is filled with copies of the sign bit; width 0 gives 0."""
    w = width & 31
    return sext((sext(data, 32) >> (offset & 31)) & ((1 << w) - 1), w)


def clz32(x):
    return 32 - x.bit_length()


def ffbh_u32(x):
    """V_FFBH_U32: leading zeros counted from the MSB; -1 (0xFFFFFFFF) when S0 = 0."""
    return -1 if x == 0 else clz32(x)


def ffbl_b32(x):
    """V_FFBL_B32: index of the lowest set bit; -1 when S0 = 0."""
    return -1 if x == 0 else (x & -x).bit_length() - 1


def ffbh_i32(x):
    """V_FFBH_I32: bits from the MSB equal to the sign bit before the first that differs;
    -1 when S0 is 0 or -1."""
    x &= M32
    if x in (0, M32):
        return -1
    return clz32(x ^ M32 if x >> 31 else x)


def bfrev32(x):
    return int(f"{x:032b}"[::-1], 2)


def byte(x, i):
    return (x >> (8 * i)) & 0xFF


def sad_u8(a, b, acc):
    return sum(abs(byte(a, i) - byte(b, i)) for i in range(4)) + acc


def msad_u8(a, b, acc):
    """Masked SAD: bytes where the reference S1 is 0 add nothing."""
    return sum(abs(byte(a, i) - byte(b, i)) for i in range(4) if byte(b, i)) + acc


def perm_b32(s0, s1, sel):
    """V_PERM_B32: byte i of D from selector byte i of S2 over the 8 bytes {S0, S1}: 0-7 a
    byte, 8-11 the sign of S1[15], S1[31], S0[15], S0[31] replicated, 12 0x00, 13+ 0xFF."""
    data = (s0 << 32) | s1
    out = 0
    for i in range(4):
        s = byte(sel, i)
        if s >= 13:
            v = 0xFF
        elif s == 12:
            v = 0
        elif s >= 8:
            v = 0xFF * ((data >> (16 * (s - 8) + 15)) & 1)
        else:
            v = byte(data, s)
        out |= v << (8 * i)
    return out


def lerp_u8(a, b, c):
    """V_LERP_U8: per byte ((S0 + S1 + S2[0 of the byte]) >> 1), unsigned."""
    return sum(((byte(a, i) + byte(b, i) + (byte(c, i) & 1)) >> 1) << (8 * i) for i in range(4))


def sat(x, lo, hi):
    return max(lo, min(hi, x))


def mbcnt(mask, acc, lane, hi):
    """V_MBCNT_LO/HI_U32_B32: bits of S0 below this lane (ThreadMask = (1 << lane) - 1),
    from its low (lo) or high (hi) dword, plus S1."""
    thread = ((1 << lane) - 1) >> (32 if hi else 0)
    return bin(mask & thread & M32).count("1") + acc


def quad_sad(masked, bits):
    """V_QSAD_PK_U16_U8 / V_MQSAD_PK_U16_U8 / V_MQSAD_U32_U8: field i of D is the (masked)
    SAD of S0[8i+31:8i] against S1 accumulated onto field i of S2 (fields of ``bits``)."""
    sad = msad_u8 if masked else sad_u8

    def fn(s0, s1, s2):
        return [sad((s0 >> (8 * i)) & M32, s1, (s2 >> (bits * i)) & ((1 << bits) - 1))
                for i in range(4)]
    return fn


# ---- the table -----------------------------------------------------------------------------

def _arith():
    return {
        "v_add_u32": _ref("u32 u32 -> u32", lambda a, b: a + b),
        "v_sub_u32": _ref("u32 u32 -> u32", lambda a, b: a - b),
        "v_subrev_u32": _ref("u32 u32 -> u32", lambda a, b: b - a),
        "v_add_i32": _ref("i32 i32 -> i32", lambda a, b: a + b),
        "v_sub_i32": _ref("i32 i32 -> i32", lambda a, b: a - b),
        "v_add_u16": _ref("u16 u16 -> u16", lambda a, b: a + b),
        "v_sub_u16": _ref("u16 u16 -> u16", lambda a, b: a - b),
        "v_subrev_u16": _ref("u16 u16 -> u16", lambda a, b: b - a),
        "v_add_i16": _ref("i16 i16 -> i16", lambda a, b: a + b),
        "v_sub_i16": _ref("i16 i16 -> i16", lambda a, b: a - b),
        # carry out: VCC = 1 on an unsigned carry (add) or borrow (sub)
        "v_add_co_u32": _ref("u32 u32 -> u32", lambda a, b: (a + b, a + b > M32), carry=True),
        "v_sub_co_u32": _ref("u32 u32 -> u32", lambda a, b: (a - b, b > a), carry=True),
        "v_subrev_co_u32": _ref("u32 u32 -> u32", lambda a, b: (b - a, a > b), carry=True),
        "v_addc_co_u32": _ref("u32 u32 mask -> u32",
                              lambda a, b, c: (a + b + c, a + b + c > M32), carry=True),
        "v_subb_co_u32": _ref("u32 u32 mask -> u32",
                              lambda a, b, c: (a - b - c, b + c > a), carry=True),
        "v_subbrev_co_u32": _ref("u32 u32 mask -> u32",
                                 lambda a, b, c: (b - a - c, a + c > b), carry=True),
        "v_add3_u32": _ref("u32 u32 u32 -> u32", lambda a, b, c: a + b + c),
        "v_xad_u32": _ref("u32 u32 u32 -> u32", lambda a, b, c: (a ^ b) + c),
        "v_mul_lo_u32": _ref("u32 u32 -> u32", lambda a, b: a * b),
        "v_mul_hi_u32": _ref("u32 u32 -> u32", lambda a, b: (a * b) >> 32),
        "v_mul_hi_i32": _ref("i32 i32 -> i32", lambda a, b: (a * b) >> 32),
        "v_mul_lo_u16": _ref("u16 u16 -> u16", lambda a, b: a * b),
        "v_mul_u32_u24": _ref("u32 u32 -> u32", lambda a, b: (a & 0xFFFFFF) * (b & 0xFFFFFF)),
        "v_mul_hi_u32_u24": _ref("u32 u32 -> u32",
                                 lambda a, b: ((a & 0xFFFFFF) * (b & 0xFFFFFF)) >> 32),
        "v_mul_i32_i24": _ref("u32 u32 -> i32", lambda a, b: sext(a, 24) * sext(b, 24)),
        "v_mul_hi_i32_i24": _ref("u32 u32 -> i32",
                                 lambda a, b: (sext(a, 24) * sext(b, 24)) >> 32),
        "v_mad_u32_u24": _ref("u32 u32 u32 -> u32",
                              lambda a, b, c: (a & 0xFFFFFF) * (b & 0xFFFFFF) + c),
        "v_mad_i32_i24": _ref("u32 u32 i32 -> i32",
                              lambda a, b, c: sext(a, 24) * sext(b, 24) + c),
        "v_mad_u16": _ref("u16 u16 u16 -> u16", lambda a, b, c: a * b + c),
        "v_mad_i16": _ref("i16 i16 i16 -> i16", lambda a, b, c: a * b + c),
        "v_mad_legacy_u16": _ref("u16 u16 u16 -> u16", lambda a, b, c: a * b + c),
        "v_mad_legacy_i16": _ref("i16 i16 i16 -> i16", lambda a, b, c: a * b + c),
        "v_mad_u32_u16": _ref("u16 u16 u32 -> u32", lambda a, b, c: a * b + c),
        "v_mad_i32_i16": _ref("i16 i16 i32 -> i32", lambda a, b, c: a * b + c),
        # {VCC, D.u64} = S0.u32 * S1.u32 + S2.u64: a 65-bit result, bit 64 to VCC
        "v_mad_u64_u32": _ref("u32 u32 u64 -> u64", lambda a, b, c: (a * b + c, (a * b + c) >> 64),
                              carry=True),
        "v_mad_i64_i32": _ref("i32 i32 i64 -> i64",
                              lambda a, b, c: (a * b + c, ((a * b + c) >> 64) & 1), carry=True),
        "v_sad_u8": _ref("u32 u32 u32 -> u32", sad_u8),
        "v_msad_u8": _ref("u32 u32 u32 -> u32", msad_u8),
        "v_sad_hi_u8": _ref("u32 u32 u32 -> u32", lambda a, b, c: (sad_u8(a, b, 0) << 16) + c),
        "v_sad_u16": _ref("u32 u32 u32 -> u32", lambda a, b, c: abs((a & M16) - (b & M16))
                          + abs((a >> 16) - (b >> 16)) + c),
        "v_sad_u32": _ref("u32 u32 u32 -> u32", lambda a, b, c: abs(a - b) + c),
        "v_qsad_pk_u16_u8": _ref("u64 u32 u64 -> u64", quad_sad(False, 16), fields=16),
        "v_mqsad_pk_u16_u8": _ref("u64 u32 u64 -> u64", quad_sad(True, 16), fields=16),
        "v_mqsad_u32_u8": _ref("u64 u32 u128 -> u128", quad_sad(True, 32), fields=32),
        "v_lerp_u8": _ref("u32 u32 u32 -> u32", lerp_u8),
        "v_mbcnt_lo_u32_b32": _ref("u32 u32 lane -> u32", lambda a, b, n: mbcnt(a, b, n, False)),
        "v_mbcnt_hi_u32_b32": _ref("u32 u32 lane -> u32", lambda a, b, n: mbcnt(a, b, n, True)),
        "v_bcnt_u32_b32": _ref("u32 u32 -> u32", lambda a, b: bin(a).count("1") + b),
    }


def _minmax():
    ops = {}
    for t in ("i32", "u32", "i16", "u16"):
        ops[f"v_min_{t}"] = _ref(f"{t} {t} -> {t}", min)
        ops[f"v_max_{t}"] = _ref(f"{t} {t} -> {t}", max)
        ops[f"v_min3_{t}"] = _ref(f"{t} {t} {t} -> {t}", lambda a, b, c: min(a, b, c))
        ops[f"v_max3_{t}"] = _ref(f"{t} {t} {t} -> {t}", lambda a, b, c: max(a, b, c))
        ops[f"v_med3_{t}"] = _ref(f"{t} {t} {t} -> {t}", lambda a, b, c: sorted((a, b, c))[1])
    return ops


def _shifts():
    return {
        "v_lshlrev_b32": _ref("u32/shift u32 -> u32", lambda s, x: x << (s & 31)),
        "v_lshrrev_b32": _ref("u32/shift u32 -> u32", lambda s, x: x >> (s & 31)),
        "v_ashrrev_i32": _ref("u32/shift i32 -> i32", lambda s, x: x >> (s & 31)),
        "v_lshlrev_b16": _ref("u16/shift u16 -> u16", lambda s, x: x << (s & 15)),
        "v_lshrrev_b16": _ref("u16/shift u16 -> u16", lambda s, x: x >> (s & 15)),
        "v_ashrrev_i16": _ref("u16/shift i16 -> i16", lambda s, x: x >> (s & 15)),
        "v_lshlrev_b64": _ref("u32/shift u64 -> u64", lambda s, x: x << (s & 63)),
        "v_lshrrev_b64": _ref("u32/shift u64 -> u64", lambda s, x: x >> (s & 63)),
        "v_ashrrev_i64": _ref("u32/shift i64 -> i64", lambda s, x: x >> (s & 63)),
        "v_lshl_add_u32": _ref("u32 u32/shift u32 -> u32", lambda a, s, c: (a << (s & 31)) + c),
        # CDNA3: D.u64 = (S0.u64 << S1.u[2:0]) + S2.u64 -- only three bits of the count
        "v_lshl_add_u64": _ref("u64 u32/shift u64 -> u64", lambda a, s, c: (a << (s & 7)) + c),
        "v_add_lshl_u32": _ref("u32 u32 u32/shift -> u32",
                               lambda a, b, s: ((a + b) & M32) << (s & 31)),
        "v_lshl_or_b32": _ref("u32 u32/shift u32 -> u32", lambda a, s, c: (a << (s & 31)) | c),
        "v_alignbit_b32": _ref("u32 u32 u32/field -> u32",
                               lambda a, b, s: ((a << 32) | b) >> (s & 31)),
        "v_alignbyte_b32": _ref("u32 u32 u32/field -> u32",
                                lambda a, b, s: ((a << 32) | b) >> (8 * (s & 3))),
        "v_bfe_u32": _ref("u32 u32/field u32/field -> u32", bfe_u32),
        "v_bfe_i32": _ref("u32 u32/field u32/field -> i32", bfe_i32),
        "v_bfm_b32": _ref("u32/field u32/field -> u32",
                          lambda w, o: ((1 << (w & 31)) - 1) << (o & 31)),
        "v_bfi_b32": _ref("u32 u32 u32 -> u32", lambda m, a, b: (m & a) | (~m & b & M32)),
    }


def _logic():
    return {
        "v_mov_b32": _ref("u32 -> u32", lambda a: a),
        "v_mov_b64": _ref("u64 -> u64", lambda a: a),
        "v_not_b32": _ref("u32 -> u32", lambda a: ~a),
        "v_and_b32": _ref("u32 u32 -> u32", lambda a, b: a & b),
        "v_or_b32": _ref("u32 u32 -> u32", lambda a, b: a | b),
        "v_xor_b32": _ref("u32 u32 -> u32", lambda a, b: a ^ b),
        "v_xnor_b32": _ref("u32 u32 -> u32", lambda a, b: ~(a ^ b)),
        "v_and_or_b32": _ref("u32 u32 u32 -> u32", lambda a, b, c: (a & b) | c),
        "v_or3_b32": _ref("u32 u32 u32 -> u32", lambda a, b, c: a | b | c),
        "v_cndmask_b32": _ref("u32 u32 mask -> u32", lambda a, b, m: b if m else a),
        "v_perm_b32": _ref("u32 u32 u32/perm -> u32", perm_b32),
        "v_bfrev_b32": _ref("u32 -> u32", bfrev32),
        "v_ffbh_u32": _ref("u32 -> u32", ffbh_u32),
        "v_ffbl_b32": _ref("u32 -> u32", ffbl_b32),
        "v_ffbh_i32": _ref("u32 -> u32", ffbh_i32),
        # D = {sat(S1), sat(S0)}: each 32-bit source saturated to 16 bits
        "v_cvt_pk_u16_u32": _ref("u32 u32 -> u32",
                                 lambda a, b: sat(a, 0, M16) | (sat(b, 0, M16) << 16)),
        "v_cvt_pk_i16_i32": _ref("i32 i32 -> u32", lambda a, b: (sat(a, -0x8000, 0x7FFF) & M16)
                                 | ((sat(b, -0x8000, 0x7FFF) & M16) << 16)),
        # D.u16 = {SAT8(S0[31:16].i16), SAT8(S0[15:0].i16)}
        "v_sat_pk_u8_i16": _ref("u32 -> u16", lambda a: sat(sext(a, 16), 0, 255)
                                | (sat(sext(a >> 16, 16), 0, 255) << 8)),
    }


def _compares():
    conds = {"f": lambda a, b: False, "lt": lambda a, b: a < b, "eq": lambda a, b: a == b,
             "le": lambda a, b: a <= b, "gt": lambda a, b: a > b, "ne": lambda a, b: a != b,
             "ge": lambda a, b: a >= b, "t": lambda a, b: True}
    ops = {}
    for t in ("i16", "u16", "i32", "u32", "i64", "u64"):
        for cond, fn in conds.items():
            for prefix in ("v_cmp", "v_cmpx"):
                ops[f"{prefix}_{cond}_{t}"] = _ref(f"{t} {t} ->", fn)
    return ops


VALU = {**_arith(), **_minmax(), **_shifts(), **_logic(), **_compares()}


# ---- VOP3P: packed 16-bit integers (each half computed alone) and integer dot products --------

@dataclass(frozen=True)
class Packed:
    """A packed op: ``fn`` over one half of each source (``typ`` 'i16' or 'u16'), exact."""
    typ: str
    arity: int
    fn: object


PACKED = {
    "v_pk_add_i16": Packed("i16", 2, lambda a, b: a + b),
    "v_pk_add_u16": Packed("u16", 2, lambda a, b: a + b),
    "v_pk_sub_i16": Packed("i16", 2, lambda a, b: a - b),
    "v_pk_sub_u16": Packed("u16", 2, lambda a, b: a - b),
    "v_pk_mad_i16": Packed("i16", 3, lambda a, b, c: a * b + c),
    "v_pk_mad_u16": Packed("u16", 3, lambda a, b, c: a * b + c),
    "v_pk_mul_lo_u16": Packed("u16", 2, lambda a, b: a * b),
    "v_pk_min_i16": Packed("i16", 2, min),
    "v_pk_max_i16": Packed("i16", 2, max),
    "v_pk_min_u16": Packed("u16", 2, min),
    "v_pk_max_u16": Packed("u16", 2, max),
    "v_pk_lshlrev_b16": Packed("u16", 2, lambda s, x: x << (s & 15)),
    "v_pk_lshrrev_b16": Packed("u16", 2, lambda s, x: x >> (s & 15)),
    "v_pk_ashrrev_i16": Packed("i16", 2, lambda s, x: x >> (s & 15)),
}


def dot(count, signed):
    """D = sum over i of S0 element i * S1 element i (``count`` elements of 32 / count bits,
    signed or not) + S2: exact, saturated to 32 bits under clamp (Vega V_DOT4_I32_I8 ...)."""
    bits = 32 // count

    def element(x, i):
        v = (x >> (bits * i)) & ((1 << bits) - 1)
        return sext(v, bits) if signed else v

    def fn(a, b, c):
        return sum(element(a, i) * element(b, i) for i in range(count)) + c
    return fn


# name: (elements, signed, accumulator in vdst: the VOP2 "c" forms, D = dot + D)
DOTS = {
    "v_dot2_i32_i16": (2, True, False), "v_dot2_u32_u16": (2, False, False),
    "v_dot4_i32_i8": (4, True, False), "v_dot4_u32_u8": (4, False, False),
    "v_dot8_i32_i4": (8, True, False), "v_dot8_u32_u4": (8, False, False),
    "v_dot2c_i32_i16": (2, True, True), "v_dot4c_i32_i8": (4, True, True),
    "v_dot8c_i32_i4": (8, True, True),
}
