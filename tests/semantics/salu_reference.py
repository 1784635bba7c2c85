"""Scalar ALU semantics (SOP1, SOP2, SOPC, SOPK) transcribed from the ISA manuals' pseudocode.

An independent reference on Python integers for the SALU edge-value table; it never imports
gcnsim. A row names its sources (in printed order: 'b32', 'b64', 'scc' for the SCC it reads,
'd32'/'d64' for the destination it reads, 'exec', 'k16' for SIMM16; 'type/edge' picks another
edge set) and returns (D, SCC, EXEC), each None where the instruction leaves it alone. Values
are unsigned; ``s32``/``s64`` read them signed as the manual's ``.i`` does (Vega ISA 12.1-12.4,
CDNA3 ISA 12.1-12.4; SCC rules: Vega 5.3 "SCC: nonzero result, carry, overflow, compare").

    >>> SALU["s_absdiff_i32"].fn(0x80000000, 1)     # the wrapped difference comes first
    (2147483647, 1, None)
"""
from dataclasses import dataclass

M32, M64 = 0xFFFFFFFF, (1 << 64) - 1


def s32(x):
    x &= M32
    return x - (1 << 32) if x >> 31 else x


def s64(x):
    x &= M64
    return x - (1 << 64) if x >> 63 else x


def sext(x, bits):
    if bits == 0:
        return 0
    x &= (1 << bits) - 1
    return x - (1 << bits) if x >> (bits - 1) else x


@dataclass(frozen=True)
class SRef:
    srcs: tuple
    dst: int        # bits of D (0: no D)
    fn: object

    @property
    def types(self):
        return tuple(s.split("/")[0] for s in self.srcs)

    @property
    def edge_kinds(self):
        return tuple(s.split("/")[-1] for s in self.srcs)


def nz(d, bits=32):
    """D and SCC = (D != 0)."""
    d &= (1 << bits) - 1
    return d, int(d != 0), None


def only(d):
    return d, None, None


def overflow32(t):
    return int(not -(1 << 31) <= t < (1 << 31))


def bfe(data, spec, bits, signed):
    """S_BFE_*: offset S1[4:0] (S1[5:0] for 64 bits), width S1[22:16]; D = (S0 >> offset) &
    ((1 << width) - 1), the _I forms shifting S0 as the signed S0.i and sign-extending the
    field from its top bit. A mask wider than what is left takes every bit above the offset."""
    offset, width = spec & (bits - 1), (spec >> 16) & 0x7F
    value = sext(data, bits) if signed else data
    field = (value >> offset) & ((1 << width) - 1)
    return sext(field, width) if signed else field


def flbit(x, bits):
    """S_FLBIT_I32_B32/B64: leading zeros; -1 for 0."""
    return bits - x.bit_length() if x else -1


def flbit_signed(x, bits):
    """S_FLBIT_I32 / _I64: bits equal to the sign before the first that differs; -1 for 0, -1."""
    if x in (0, (1 << bits) - 1):
        return -1
    return flbit(x ^ ((1 << bits) - 1) if x >> (bits - 1) else x, bits)


def ff(x, bits, bit):
    """S_FF0/S_FF1: index of the first bit equal to ``bit`` from the LSB; -1 if none."""
    for i in range(bits):
        if (x >> i) & 1 == bit:
            return i
    return -1


def wqm(x, bits):
    """S_WQM: each nibble all ones where it has any bit set."""
    return sum(0xF << i for i in range(0, bits, 4) if (x >> i) & 0xF)


def quadmask(x, bits):
    """S_QUADMASK: bit i = any bit of nibble i."""
    return sum(1 << (i // 4) for i in range(0, bits, 4) if (x >> i) & 0xF)


def brev(x, bits):
    return int(format(x, f"0{bits}b")[::-1], 2)


def absdiff(a, b):
    """S_ABSDIFF_I32: D.i = S0.i - S1.i (32-bit, wrapping), then negated if negative (CDNA3
    examples: (0x80000000, 1) -> 0x7FFFFFFF, (0x80000000, 0) -> 0x80000000)."""
    d = s32(a - b)
    return nz(-d if d < 0 else d)


def lshl_add(n):
    """S_LSHL<n>_ADD_U32: tmp = (64'U(S0) << n) + 64'U(S1); SCC = tmp >= 2**32."""
    return lambda a, b: (((a << n) + b) & M32, int((a << n) + b > M32), None)


def _sop2():
    return {
        "s_add_u32": SRef(("b32", "b32"), 32, lambda a, b: (a + b, int(a + b > M32), None)),
        "s_sub_u32": SRef(("b32", "b32"), 32, lambda a, b: (a - b, int(b > a), None)),
        "s_add_i32": SRef(("b32", "b32"), 32,
                          lambda a, b: (a + b, overflow32(s32(a) + s32(b)), None)),
        "s_sub_i32": SRef(("b32", "b32"), 32,
                          lambda a, b: (a - b, overflow32(s32(a) - s32(b)), None)),
        "s_addc_u32": SRef(("b32", "b32", "scc"), 32,
                           lambda a, b, c: (a + b + c, int(a + b + c > M32), None)),
        "s_subb_u32": SRef(("b32", "b32", "scc"), 32,
                           lambda a, b, c: (a - b - c, int(b + c > a), None)),
        "s_min_i32": SRef(("b32", "b32"), 32,
                          lambda a, b: (a if s32(a) < s32(b) else b, int(s32(a) < s32(b)), None)),
        "s_max_i32": SRef(("b32", "b32"), 32,
                          lambda a, b: (a if s32(a) > s32(b) else b, int(s32(a) > s32(b)), None)),
        "s_min_u32": SRef(("b32", "b32"), 32, lambda a, b: (min(a, b), int(a < b), None)),
        "s_max_u32": SRef(("b32", "b32"), 32, lambda a, b: (max(a, b), int(a > b), None)),
        "s_cselect_b32": SRef(("b32", "b32", "scc"), 32, lambda a, b, c: only(a if c else b)),
        "s_cselect_b64": SRef(("b64", "b64", "scc"), 64, lambda a, b, c: only(a if c else b)),
        "s_lshl_b32": SRef(("b32", "b32/shift"), 32, lambda a, s: nz(a << (s & 31))),
        "s_lshr_b32": SRef(("b32", "b32/shift"), 32, lambda a, s: nz(a >> (s & 31))),
        "s_ashr_i32": SRef(("b32", "b32/shift"), 32, lambda a, s: nz(s32(a) >> (s & 31))),
        "s_lshl_b64": SRef(("b64", "b32/shift"), 64, lambda a, s: nz(a << (s & 63), 64)),
        "s_lshr_b64": SRef(("b64", "b32/shift"), 64, lambda a, s: nz(a >> (s & 63), 64)),
        "s_ashr_i64": SRef(("b64", "b32/shift"), 64, lambda a, s: nz(s64(a) >> (s & 63), 64)),
        "s_bfm_b32": SRef(("b32/shift", "b32/shift"), 32,
                          lambda w, o: only(((1 << (w & 31)) - 1) << (o & 31))),
        "s_bfm_b64": SRef(("b32/shift", "b32/shift"), 64,
                          lambda w, o: only(((1 << (w & 63)) - 1) << (o & 63))),
        "s_mul_i32": SRef(("b32", "b32"), 32, lambda a, b: only(s32(a) * s32(b))),
        "s_mul_hi_u32": SRef(("b32", "b32"), 32, lambda a, b: only((a * b) >> 32)),
        "s_mul_hi_i32": SRef(("b32", "b32"), 32, lambda a, b: only((s32(a) * s32(b)) >> 32)),
        "s_bfe_u32": SRef(("b32", "b32/bfe"), 32, lambda a, b: nz(bfe(a, b, 32, False))),
        "s_bfe_i32": SRef(("b32", "b32/bfe"), 32, lambda a, b: nz(bfe(a, b, 32, True))),
        "s_bfe_u64": SRef(("b64", "b32/bfe"), 64, lambda a, b: nz(bfe(a, b, 64, False), 64)),
        "s_bfe_i64": SRef(("b64", "b32/bfe"), 64, lambda a, b: nz(bfe(a, b, 64, True), 64)),
        "s_absdiff_i32": SRef(("b32", "b32"), 32, absdiff),
        **{f"s_lshl{n}_add_u32": SRef(("b32", "b32"), 32, lshl_add(n)) for n in (1, 2, 3, 4)},
        "s_pack_ll_b32_b16": SRef(("b32", "b32"), 32,
                                  lambda a, b: only((a & 0xFFFF) | ((b & 0xFFFF) << 16))),
        "s_pack_lh_b32_b16": SRef(("b32", "b32"), 32,
                                  lambda a, b: only((a & 0xFFFF) | ((b >> 16) << 16))),
        "s_pack_hh_b32_b16": SRef(("b32", "b32"), 32,
                                  lambda a, b: only((a >> 16) | ((b >> 16) << 16))),
    }


LOGIC = {"and": lambda a, b: a & b, "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b,
         "andn2": lambda a, b: a & ~b, "orn2": lambda a, b: a | ~b,
         "nand": lambda a, b: ~(a & b), "nor": lambda a, b: ~(a | b),
         "xnor": lambda a, b: ~(a ^ b)}
# saveexec: EXEC = fn(S0, EXEC); andn1 / orn1 invert S0 (CDNA3 S_ANDN1_SAVEEXEC_B64)
SAVEEXEC = dict(LOGIC, andn1=lambda a, e: ~a & e, orn1=lambda a, e: ~a | e)


def saveexec(fn):
    """S_*_SAVEEXEC_B64: D = EXEC; EXEC = fn(S0, EXEC); SCC = EXEC != 0."""
    def run(a, e):
        new = fn(a, e) & M64
        return e, int(new != 0), new
    return run


def wrexec(fn):
    """S_ANDN{1,2}_WREXEC_B64: EXEC = fn(S0, EXEC); D = the new EXEC; SCC = EXEC != 0."""
    def run(a, e):
        new = fn(a, e) & M64
        return new, int(new != 0), new
    return run


def _logic():
    ops = {}
    for name, fn in LOGIC.items():
        ops[f"s_{name}_b32"] = SRef(("b32", "b32"), 32, lambda a, b, f=fn: nz(f(a, b)))
        ops[f"s_{name}_b64"] = SRef(("b64", "b64"), 64, lambda a, b, f=fn: nz(f(a, b), 64))
    for name, fn in SAVEEXEC.items():
        ops[f"s_{name}_saveexec_b64"] = SRef(("b64", "exec"), 64, saveexec(fn))
    ops["s_andn1_wrexec_b64"] = SRef(("b64", "exec"), 64, wrexec(lambda a, e: ~a & e))
    ops["s_andn2_wrexec_b64"] = SRef(("b64", "exec"), 64, wrexec(lambda a, e: a & ~e))
    return ops


def _sop1():
    ops = {
        "s_mov_b32": SRef(("b32",), 32, only),
        "s_mov_b64": SRef(("b64",), 64, only),
        "s_cmov_b32": SRef(("b32", "d32", "scc"), 32, lambda a, d, c: only(a if c else d)),
        "s_cmov_b64": SRef(("b64", "d64", "scc"), 64, lambda a, d, c: only(a if c else d)),
        "s_not_b32": SRef(("b32",), 32, lambda a: nz(~a)),
        "s_not_b64": SRef(("b64",), 64, lambda a: nz(~a, 64)),
        "s_wqm_b32": SRef(("b32",), 32, lambda a: nz(wqm(a, 32))),
        "s_wqm_b64": SRef(("b64",), 64, lambda a: nz(wqm(a, 64), 64)),
        "s_quadmask_b32": SRef(("b32",), 32, lambda a: nz(quadmask(a, 32))),
        "s_quadmask_b64": SRef(("b64",), 64, lambda a: nz(quadmask(a, 64), 64)),
        "s_brev_b32": SRef(("b32",), 32, lambda a: only(brev(a, 32))),
        "s_brev_b64": SRef(("b64",), 64, lambda a: only(brev(a, 64))),
        "s_bcnt0_i32_b32": SRef(("b32",), 32, lambda a: nz(32 - bin(a).count("1"))),
        "s_bcnt0_i32_b64": SRef(("b64",), 32, lambda a: nz(64 - bin(a).count("1"))),
        "s_bcnt1_i32_b32": SRef(("b32",), 32, lambda a: nz(bin(a).count("1"))),
        "s_bcnt1_i32_b64": SRef(("b64",), 32, lambda a: nz(bin(a).count("1"))),
        "s_flbit_i32_b32": SRef(("b32",), 32, lambda a: only(flbit(a, 32))),
        "s_flbit_i32_b64": SRef(("b64",), 32, lambda a: only(flbit(a, 64))),
        "s_flbit_i32": SRef(("b32",), 32, lambda a: only(flbit_signed(a, 32))),
        "s_flbit_i32_i64": SRef(("b64",), 32, lambda a: only(flbit_signed(a, 64))),
        "s_sext_i32_i8": SRef(("b32",), 32, lambda a: only(sext(a, 8))),
        "s_sext_i32_i16": SRef(("b32",), 32, lambda a: only(sext(a, 16))),
        # D.u[S0.u[4:0]] = 0 / 1: the rest of D kept
        "s_bitset0_b32": SRef(("b32/shift", "d32"), 32, lambda a, d: only(d & ~(1 << (a & 31)))),
        "s_bitset1_b32": SRef(("b32/shift", "d32"), 32, lambda a, d: only(d | (1 << (a & 31)))),
        "s_bitset0_b64": SRef(("b32/shift", "d64"), 64, lambda a, d: only(d & ~(1 << (a & 63)))),
        "s_bitset1_b64": SRef(("b32/shift", "d64"), 64, lambda a, d: only(d | (1 << (a & 63)))),
        # D.i = |S0.i| (0x80000000 stays 0x80000000); SCC = D != 0
        "s_abs_i32": SRef(("b32",), 32, lambda a: nz(abs(s32(a)))),
        "s_bitreplicate_b64_b32": SRef(("b32",), 64, lambda a: only(
            sum(3 << (2 * i) for i in range(32) if (a >> i) & 1))),
    }
    for k, bit in (("0", 0), ("1", 1)):
        ops[f"s_ff{k}_i32_b32"] = SRef(("b32",), 32, lambda a, b=bit: only(ff(a, 32, b)))
        ops[f"s_ff{k}_i32_b64"] = SRef(("b64",), 32, lambda a, b=bit: only(ff(a, 64, b)))
    return ops


CMP = {"eq": lambda a, b: a == b, "lg": lambda a, b: a != b, "gt": lambda a, b: a > b,
       "ge": lambda a, b: a >= b, "lt": lambda a, b: a < b, "le": lambda a, b: a <= b}


def compare(fn, signed, bits=32):
    conv = (s32 if bits == 32 else s64) if signed else (lambda x: x)
    return lambda a, b: (None, int(fn(conv(a), conv(b))), None)


def _sopc_sopk():
    ops = {
        "s_bitcmp0_b32": SRef(("b32", "b32/shift"), 0,
                              lambda a, b: (None, int((a >> (b & 31)) & 1 == 0), None)),
        "s_bitcmp1_b32": SRef(("b32", "b32/shift"), 0,
                              lambda a, b: (None, int((a >> (b & 31)) & 1 == 1), None)),
        "s_bitcmp0_b64": SRef(("b64", "b32/shift"), 0,
                              lambda a, b: (None, int((a >> (b & 63)) & 1 == 0), None)),
        "s_bitcmp1_b64": SRef(("b64", "b32/shift"), 0,
                              lambda a, b: (None, int((a >> (b & 63)) & 1 == 1), None)),
        "s_cmp_eq_u64": SRef(("b64", "b64"), 0, compare(CMP["eq"], False, 64)),
        "s_cmp_lg_u64": SRef(("b64", "b64"), 0, compare(CMP["lg"], False, 64)),
        # SOPK: SIMM16 sign-extended, except the unsigned compares' zero-extended one
        "s_movk_i32": SRef(("k16",), 32, lambda k: only(sext(k, 16))),
        "s_cmovk_i32": SRef(("d32", "k16", "scc"), 32,
                            lambda d, k, c: only(sext(k, 16) if c else d)),
        "s_addk_i32": SRef(("d32", "k16"), 32,
                           lambda d, k: (d + sext(k, 16), overflow32(s32(d) + sext(k, 16)), None)),
        "s_mulk_i32": SRef(("d32", "k16"), 32, lambda d, k: only(s32(d) * sext(k, 16))),
    }
    for cond, fn in CMP.items():
        ops[f"s_cmp_{cond}_i32"] = SRef(("b32", "b32"), 0, compare(fn, True))
        ops[f"s_cmp_{cond}_u32"] = SRef(("b32", "b32"), 0, compare(fn, False))
        ops[f"s_cmpk_{cond}_i32"] = SRef(("d32", "k16"), 0,
                                         lambda d, k, f=fn: (None, int(f(s32(d), sext(k, 16))),
                                                             None))
        ops[f"s_cmpk_{cond}_u32"] = SRef(("d32", "k16"), 0,
                                         lambda d, k, f=fn: (None, int(f(d, k)), None))
    return ops


SALU = {**_sop2(), **_logic(), **_sop1(), **_sopc_sopk()}
