"""SALU semantics (SOP1, SOP2, SOPK, SOPC) as data.

Two kinds of table: hand-worked cases (the ISA manual's examples, edge values), and reference
functions over Python integers, written from the manual's pseudocode, run on every pair of a set
of edge values at once (one wave per pair, so the steps are also checked across a batch).
"""
import itertools

import pytest

from gcnsim.semantics.registry import coverage

from .salu_harness import TARGETS, check, run

M32, M64 = 0xFFFFFFFF, 0xFFFFFFFFFFFFFFFF
EDGES32 = (0, 1, 2, 31, 32, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0x12345678, 0xFFFF8001)
EDGES64 = (0, 1, 63, 0xFFFFFFFF, 0x100000000, 0x7FFFFFFFFFFFFFFF, 0x8000000000000000, M64,
           0x123456789ABCDEF0)


def s32(x):
    x &= M32
    return x - (1 << 32) if x >> 31 else x


def s64(x):
    x &= M64
    return x - (1 << 64) if x >> 63 else x


def ovf(t):
    return int(not -(1 << 31) <= t < (1 << 31))


def nz(d, bits=32):
    d &= (1 << bits) - 1
    return d, int(d != 0)


def bfe(a, b, bits, signed):
    off, width = b & (bits - 1), (b >> 16) & 0x7F
    v = (s32(a) if bits == 32 else s64(a)) if signed else a
    v >>= off
    if width == 0:
        return 0
    if off + width < bits:
        v &= (1 << width) - 1
        if signed and v >> (width - 1):
            v -= 1 << width
    return v & ((1 << bits) - 1)


# name: (a, b, scc) -> (D, SCC or None); a = S0, b = S1 (32-bit unless the name says 64)
SOP2 = {
    "s_add_u32": lambda a, b, c: (a + b, int(a + b > M32)),
    "s_sub_u32": lambda a, b, c: (a - b, int(b > a)),
    "s_add_i32": lambda a, b, c: (a + b, ovf(s32(a) + s32(b))),
    "s_sub_i32": lambda a, b, c: (a - b, ovf(s32(a) - s32(b))),
    "s_addc_u32": lambda a, b, c: (a + b + c, int(a + b + c > M32)),
    "s_subb_u32": lambda a, b, c: (a - b - c, int(b + c > a)),
    "s_min_i32": lambda a, b, c: (a if s32(a) < s32(b) else b, int(s32(a) < s32(b))),
    "s_min_u32": lambda a, b, c: (min(a, b), int(a < b)),
    "s_max_i32": lambda a, b, c: (a if s32(a) > s32(b) else b, int(s32(a) > s32(b))),
    "s_max_u32": lambda a, b, c: (max(a, b), int(a > b)),
    "s_cselect_b32": lambda a, b, c: (a if c else b, None),
    "s_and_b32": lambda a, b, c: nz(a & b),
    "s_or_b32": lambda a, b, c: nz(a | b),
    "s_xor_b32": lambda a, b, c: nz(a ^ b),
    "s_andn2_b32": lambda a, b, c: nz(a & ~b),
    "s_orn2_b32": lambda a, b, c: nz(a | ~b),
    "s_nand_b32": lambda a, b, c: nz(~(a & b)),
    "s_nor_b32": lambda a, b, c: nz(~(a | b)),
    "s_xnor_b32": lambda a, b, c: nz(~(a ^ b)),
    "s_lshl_b32": lambda a, b, c: nz(a << (b & 31)),
    "s_lshr_b32": lambda a, b, c: nz(a >> (b & 31)),
    "s_ashr_i32": lambda a, b, c: nz(s32(a) >> (b & 31)),
    "s_bfm_b32": lambda a, b, c: (((1 << (a & 31)) - 1) << (b & 31), None),
    "s_mul_i32": lambda a, b, c: (s32(a) * s32(b), None),
    "s_mul_hi_u32": lambda a, b, c: ((a * b) >> 32, None),
    "s_mul_hi_i32": lambda a, b, c: ((s32(a) * s32(b)) >> 32, None),
    "s_bfe_u32": lambda a, b, c: nz(bfe(a, b, 32, False)),
    "s_bfe_i32": lambda a, b, c: nz(bfe(a, b, 32, True)),
    "s_absdiff_i32": lambda a, b, c: nz(abs(s32(a - b))),     # the wrapped difference
    "s_lshl1_add_u32": lambda a, b, c: ((a << 1) + b, int((a << 1) + b > M32)),
    "s_lshl2_add_u32": lambda a, b, c: ((a << 2) + b, int((a << 2) + b > M32)),
    "s_lshl3_add_u32": lambda a, b, c: ((a << 3) + b, int((a << 3) + b > M32)),
    "s_lshl4_add_u32": lambda a, b, c: ((a << 4) + b, int((a << 4) + b > M32)),
    "s_pack_ll_b32_b16": lambda a, b, c: ((a & 0xFFFF) | (b & 0xFFFF) << 16, None),
    "s_pack_lh_b32_b16": lambda a, b, c: ((a & 0xFFFF) | (b >> 16) << 16, None),
    "s_pack_hh_b32_b16": lambda a, b, c: ((a >> 16) | (b >> 16) << 16, None),
}
SOP2_64 = {   # 64-bit S0 (and S1 unless shift / bfe), 64-bit D
    "s_cselect_b64": lambda a, b, c: (a if c else b, None),
    "s_and_b64": lambda a, b, c: nz(a & b, 64),
    "s_or_b64": lambda a, b, c: nz(a | b, 64),
    "s_xor_b64": lambda a, b, c: nz(a ^ b, 64),
    "s_andn2_b64": lambda a, b, c: nz(a & ~b, 64),
    "s_orn2_b64": lambda a, b, c: nz(a | ~b, 64),
    "s_nand_b64": lambda a, b, c: nz(~(a & b), 64),
    "s_nor_b64": lambda a, b, c: nz(~(a | b), 64),
    "s_xnor_b64": lambda a, b, c: nz(~(a ^ b), 64),
    "s_lshl_b64": lambda a, b, c: nz(a << (b & 63), 64),
    "s_lshr_b64": lambda a, b, c: nz(a >> (b & 63), 64),
    "s_ashr_i64": lambda a, b, c: nz(s64(a) >> (b & 63), 64),
    "s_bfe_u64": lambda a, b, c: nz(bfe(a, b, 64, False), 64),
    "s_bfe_i64": lambda a, b, c: nz(bfe(a, b, 64, True), 64),
}
SOP2_S1_32 = {"s_lshl_b64", "s_lshr_b64", "s_ashr_i64", "s_bfe_u64", "s_bfe_i64"}


def _pairs(edges_a, edges_b):
    return list(itertools.product(edges_a, edges_b, (0, 1)))


@pytest.mark.parametrize("name", sorted(SOP2) + sorted(SOP2_64))
def test_sop2_against_reference(name):
    wide = name in SOP2_64
    ref = (SOP2_64 if wide else SOP2)[name]
    edges_b = EDGES32 + (0x1F0003, 0x200008, 0x7F0004, 0x100010) if "bfe" in name else EDGES32
    cases = _pairs(EDGES64 if wide else EDGES32,
                   edges_b if not wide or name in SOP2_S1_32 else EDGES64)
    a, b, c = (list(x) for x in zip(*cases))
    bits = 64 if wide else 32
    d_name = "s[4:5]" if wide else "s4"
    a_name = "s[0:1]" if wide else "s0"
    b_name = "s2" if not wide or name in SOP2_S1_32 else "s[2:3]"
    init = {a_name: a, b_name: b, "scc": c, d_name: 0x5A5A5A5A}
    want = [ref(*x) for x in cases]
    expected = {d_name: [d & ((1 << bits) - 1) for d, _ in want]}
    expected["scc"] = [c if s is None else s for (d, s), c in zip(want, c)]
    check(f"{name} {d_name}, {a_name}, {b_name}", init, expected, waves=len(cases))


def brev(x, bits):
    return int(format(x, f"0{bits}b")[::-1], 2)


def clz(x, bits):
    return bits - x.bit_length() if x else M32


def cls(x, bits):
    y = x ^ ((1 << bits) - 1) if x >> (bits - 1) else x
    return clz(y, bits)


def ffs(x, bits, bit):
    found = [i for i in range(bits) if (x >> i) & 1 == bit]
    return found[0] if found else M32


def quadmask(x, nibbles):
    return sum(1 << i for i in range(nibbles) if (x >> (4 * i)) & 0xF)


def wqm(x, nibbles):
    return sum(0xF << (4 * i) for i in range(nibbles) if (x >> (4 * i)) & 0xF)


# name: (S0, old D) -> (D, SCC or None); widths: (D, S0) in bits
SOP1 = {
    "s_mov_b32": (32, 32, lambda a, d: (a, None)),
    "s_mov_b64": (64, 64, lambda a, d: (a, None)),
    "s_not_b32": (32, 32, lambda a, d: nz(~a)),
    "s_not_b64": (64, 64, lambda a, d: nz(~a, 64)),
    "s_wqm_b32": (32, 32, lambda a, d: nz(wqm(a, 8))),
    "s_wqm_b64": (64, 64, lambda a, d: nz(wqm(a, 16), 64)),
    "s_brev_b32": (32, 32, lambda a, d: (brev(a, 32), None)),
    "s_brev_b64": (64, 64, lambda a, d: (brev(a, 64), None)),
    "s_bcnt0_i32_b32": (32, 32, lambda a, d: nz(32 - bin(a).count("1"))),
    "s_bcnt0_i32_b64": (32, 64, lambda a, d: nz(64 - bin(a).count("1"))),
    "s_bcnt1_i32_b32": (32, 32, lambda a, d: nz(bin(a).count("1"))),
    "s_bcnt1_i32_b64": (32, 64, lambda a, d: nz(bin(a).count("1"))),
    "s_ff0_i32_b32": (32, 32, lambda a, d: (ffs(a, 32, 0), None)),
    "s_ff0_i32_b64": (32, 64, lambda a, d: (ffs(a, 64, 0), None)),
    "s_ff1_i32_b32": (32, 32, lambda a, d: (ffs(a, 32, 1), None)),
    "s_ff1_i32_b64": (32, 64, lambda a, d: (ffs(a, 64, 1), None)),
    "s_flbit_i32_b32": (32, 32, lambda a, d: (clz(a, 32), None)),
    "s_flbit_i32_b64": (32, 64, lambda a, d: (clz(a, 64), None)),
    "s_flbit_i32": (32, 32, lambda a, d: (cls(a, 32), None)),
    "s_flbit_i32_i64": (32, 64, lambda a, d: (cls(a, 64), None)),
    "s_sext_i32_i8": (32, 32, lambda a, d: ((a & 0xFF) - ((a & 0x80) << 1), None)),
    "s_sext_i32_i16": (32, 32, lambda a, d: ((a & 0xFFFF) - ((a & 0x8000) << 1), None)),
    "s_bitset0_b32": (32, 32, lambda a, d: (d & ~(1 << (a & 31)), None)),
    "s_bitset0_b64": (64, 32, lambda a, d: (d & ~(1 << (a & 63)), None)),
    "s_bitset1_b32": (32, 32, lambda a, d: (d | 1 << (a & 31), None)),
    "s_bitset1_b64": (64, 32, lambda a, d: (d | 1 << (a & 63), None)),
    "s_quadmask_b32": (32, 32, lambda a, d: nz(quadmask(a, 8))),
    "s_quadmask_b64": (64, 64, lambda a, d: nz(quadmask(a, 16), 64)),
    "s_abs_i32": (32, 32, lambda a, d: nz(abs(s32(a)))),
    "s_bitreplicate_b64_b32": (64, 32, lambda a, d: (
        sum(3 << (2 * i) for i in range(32) if (a >> i) & 1), None)),
}


def _name(enc, bits):
    return f"s[{enc}:{enc + 1}]" if bits == 64 else f"s{enc}"


@pytest.mark.parametrize("name", sorted(SOP1))
def test_sop1_against_reference(name):
    d_bits, a_bits, ref = SOP1[name]
    edges = EDGES64 if a_bits == 64 else EDGES32 + (0x0000CCCC, 0xFFFF3333, 0x10203, 0x1010F0)
    old = 0x0F0F0F0F0F0F0F0F & ((1 << d_bits) - 1)
    cases = [(a, c) for a in edges for c in (0, 1)]
    want = [ref(a, old) for a, _ in cases]
    d_name, a_name = _name(4, d_bits), _name(0, a_bits)
    init = {a_name: [a for a, _ in cases], "scc": [c for _, c in cases], d_name: old}
    expected = {d_name: [d & ((1 << d_bits) - 1) for d, _ in want],
                "scc": [c if s is None else s for (_, s), (_, c) in zip(want, cases)]}
    check(f"{name} {d_name}, {a_name}", init, expected, waves=len(cases))


COMPARE = {"eq": lambda a, b: a == b, "lg": lambda a, b: a != b, "gt": lambda a, b: a > b,
           "ge": lambda a, b: a >= b, "lt": lambda a, b: a < b, "le": lambda a, b: a <= b}


@pytest.mark.parametrize("cmp", sorted(COMPARE))
@pytest.mark.parametrize("kind", ("i32", "u32"))
def test_sopc_compare(cmp, kind):
    cases = list(itertools.product(EDGES32, EDGES32))
    conv = s32 if kind == "i32" else (lambda x: x)
    want = [int(COMPARE[cmp](conv(a), conv(b))) for a, b in cases]
    check(f"s_cmp_{cmp}_{kind} s0, s1", {"s0": [a for a, _ in cases],
                                         "s1": [b for _, b in cases], "scc": 1 - want[0]},
          {"scc": want}, waves=len(cases))


@pytest.mark.parametrize("cmp", sorted(COMPARE))
@pytest.mark.parametrize("kind", ("i32", "u32"))
def test_sopk_compare(cmp, kind):
    """S_CMPK_*_I32 sign-extends SIMM16; S_CMPK_*_U32 zero-extends it."""
    for imm in (0, 1, 0x7FFF, 0x8000, 0xFFFF):
        k = (imm - ((imm & 0x8000) << 1)) & M32 if kind == "i32" else imm
        conv = s32 if kind == "i32" else (lambda x: x)
        want = [int(COMPARE[cmp](conv(a), conv(k))) for a in EDGES32 + (k,)]
        check(f"s_cmpk_{cmp}_{kind} s0, 0x{imm:x}", {"s0": list(EDGES32 + (k,))},
              {"scc": want}, waves=len(EDGES32) + 1)


HAND = [
    # (line, initial registers, expected registers) worked out by hand / from the manual
    ("s_add_u32 s0, s1, s2", {"s1": M32, "s2": 2}, {"s0": 1, "scc": 1}),
    ("s_add_i32 s0, s1, 1", {"s1": 0x7FFFFFFF}, {"s0": 0x80000000, "scc": 1}),
    ("s_sub_i32 s0, s1, 1", {"s1": 0x80000000}, {"s0": 0x7FFFFFFF, "scc": 1}),
    ("s_addc_u32 s0, -1, 0", {"scc": 1}, {"s0": 0, "scc": 1}),
    ("s_subb_u32 s0, 0, 0", {"scc": 1}, {"s0": M32, "scc": 1}),
    ("s_min_i32 s0, s1, s2", {"s1": 5, "s2": 5}, {"s0": 5, "scc": 0}),
    ("s_max_i32 s0, -1, 3", {}, {"s0": 3, "scc": 0}),
    ("s_flbit_i32_b32 s0, 0xcccc", {}, {"s0": 16}),
    ("s_flbit_i32_b32 s0, 0", {}, {"s0": M32}),
    ("s_flbit_i32 s0, 0xffff3333", {}, {"s0": 16}),
    ("s_flbit_i32 s0, 0x7fffffff", {}, {"s0": 1}),
    ("s_flbit_i32 s0, -1", {}, {"s0": M32}),
    ("s_ff1_i32_b32 s0, 0xcccccccc", {}, {"s0": 2}),
    ("s_ff0_i32_b32 s0, -1", {}, {"s0": M32}),
    ("s_bcnt1_i32_b64 s0, s[2:3]", {"s[2:3]": 0xF0000000F, "scc": 0}, {"s0": 8, "scc": 1}),
    ("s_bfe_u32 s0, 0xdeadbeef, 0x80008", {}, {"s0": 0xBE, "scc": 1}),
    ("s_bfe_i32 s0, 0xdeadbeef, 0x80008", {}, {"s0": 0xFFFFFFBE, "scc": 1}),
    ("s_bfe_i32 s0, 0x80000000, 0x8001c", {}, {"s0": 0xFFFFFFF8}),   # field past bit 31
    ("s_bfe_u32 s0, -1, 0", {"scc": 1}, {"s0": 0, "scc": 0}),         # width 0
    ("s_bfm_b32 s0, 4, 8", {}, {"s0": 0xF00}),
    ("s_bfm_b64 s[0:1], 36, 8", {}, {"s[0:1]": 0xFFFFFFFFF00}),
    ("s_lshl2_add_u32 s0, 0x40000000, 1", {}, {"s0": 1, "scc": 1}),
    ("s_mul_i32 s0, -3, 7", {}, {"s0": (-21) & M32}),
    ("s_mul_hi_i32 s0, -3, 7", {}, {"s0": M32}),
    ("s_mul_hi_u32 s0, -1, -1", {}, {"s0": 0xFFFFFFFE}),
    ("s_abs_i32 s0, 0x80000000", {}, {"s0": 0x80000000, "scc": 1}),
    # the manual's examples (CDNA3 S_ABSDIFF_I32): the 32-bit difference wraps first
    ("s_absdiff_i32 s0, s1, s2", {"s1": 2, "s2": 5}, {"s0": 3, "scc": 1}),
    ("s_absdiff_i32 s0, s1, s2", {"s1": M32, "s2": 0}, {"s0": 1, "scc": 1}),
    ("s_absdiff_i32 s0, s1, s2", {"s1": 1 << 31, "s2": 0}, {"s0": 1 << 31, "scc": 1}),
    ("s_absdiff_i32 s0, s1, s2", {"s1": 1 << 31, "s2": 1}, {"s0": 0x7FFFFFFF, "scc": 1}),
    ("s_absdiff_i32 s0, s1, s2", {"s1": 1 << 31, "s2": M32}, {"s0": 0x7FFFFFFF, "scc": 1}),
    ("s_absdiff_i32 s0, s1, s2", {"s1": 1 << 31, "s2": M32 - 1}, {"s0": 0x7FFFFFFE, "scc": 1}),
    ("s_absdiff_i32 s0, s1, s2", {"s1": 0x7FFFFFFF, "s2": 1 << 31}, {"s0": 1, "scc": 1}),
    ("s_absdiff_i32 s0, s1, s1", {"s1": 1 << 31, "scc": 1}, {"s0": 0, "scc": 0}),
    ("s_sext_i32_i16 s0, 0x18000", {}, {"s0": 0xFFFF8000}),
    ("s_quadmask_b32 s0, 0x1010f0", {}, {"s0": 0b101010, "scc": 1}),
    ("s_wqm_b64 s[0:1], 0x10203", {}, {"s[0:1]": 0xF0F0F}),
    ("s_brev_b32 s0, 1", {}, {"s0": 0x80000000}),
    ("s_cselect_b64 s[0:1], s[2:3], -1", {"s[2:3]": 5, "scc": 0}, {"s[0:1]": M64}),
    ("s_cmov_b32 s0, 7", {"s0": 3, "scc": 0}, {"s0": 3}),
    ("s_cmov_b64 s[0:1], -1", {"scc": 1}, {"s[0:1]": M64}),
    ("s_movk_i32 s0, 0x8000", {}, {"s0": 0xFFFF8000}),
    ("s_cmovk_i32 s0, 0x1234", {"s0": 9, "scc": 1}, {"s0": 0x1234}),
    ("s_addk_i32 s0, 0x8000", {"s0": 0x80000000, "scc": 0}, {"s0": 0x7FFF8000, "scc": 1}),
    ("s_addk_i32 s0, 1", {"s0": 5, "scc": 1}, {"s0": 6, "scc": 0}),
    ("s_mulk_i32 s0, 0xffff", {"s0": 5}, {"s0": (-5) & M32}),
    ("s_bitcmp1_b32 s0, 3", {"s0": 8}, {"scc": 1}),
    ("s_bitcmp0_b64 s[0:1], 35", {"s[0:1]": 1 << 35}, {"scc": 0}),
    ("s_cmp_eq_u64 s[0:1], s[2:3]", {"s[0:1]": 1 << 40, "s[2:3]": 1 << 40}, {"scc": 1}),
    ("s_cmp_lg_u64 s[0:1], 0", {"s[0:1]": 1 << 40}, {"scc": 1}),
    # 64-bit constants: an integer literal is zero-extended, signed i64 sources sign-extend it,
    # inline floats are doubles
    ("s_mov_b64 s[0:1], 0xffff0000", {}, {"s[0:1]": 0xFFFF0000}),
    ("s_mov_b64 s[0:1], 1.0", {}, {"s[0:1]": 0x3FF0000000000000}),
    ("s_mov_b64 s[0:1], -16", {}, {"s[0:1]": (-16) & M64}),
    ("s_ashr_i64 s[0:1], 0x80000000, 4", {}, {"s[0:1]": 0xFFFFFFFFF8000000}),
    # saveexec: D = old EXEC, EXEC = op(S0, EXEC), SCC = EXEC != 0
    ("s_and_saveexec_b64 s[0:1], s[2:3]", {"exec": 0xFF, "s[2:3]": 0xF0F},
     {"s[0:1]": 0xFF, "exec": 0xF, "scc": 1}),
    ("s_andn2_saveexec_b64 s[0:1], s[2:3]", {"exec": 0xFF, "s[2:3]": 0xF0F},
     {"s[0:1]": 0xFF, "exec": 0xF00, "scc": 1}),
    ("s_andn1_saveexec_b64 s[0:1], s[2:3]", {"exec": 0xFF, "s[2:3]": 0xF0F},
     {"s[0:1]": 0xFF, "exec": 0xF0, "scc": 1}),
    ("s_orn1_saveexec_b64 s[0:1], -1", {"exec": 0xFF}, {"s[0:1]": 0xFF, "exec": 0xFF}),
    ("s_orn2_saveexec_b64 s[0:1], 0", {"exec": M64, "scc": 1}, {"exec": 0, "scc": 0}),
    ("s_xor_saveexec_b64 s[0:1], s[0:1]", {"exec": 3, "s[0:1]": 6},
     {"s[0:1]": 3, "exec": 5}),
    ("s_nand_saveexec_b64 s[0:1], -1", {"exec": 1}, {"exec": M64 - 1}),
    ("s_andn1_wrexec_b64 s[0:1], s[2:3]", {"exec": 0xFF, "s[2:3]": 0xF0F},
     {"s[0:1]": 0xF0, "exec": 0xF0, "scc": 1}),
    ("s_andn2_wrexec_b64 s[0:1], s[2:3]", {"exec": 0xFF, "s[2:3]": 0xFF},
     {"s[0:1]": 0, "exec": 0, "scc": 0}),
    # M0-relative SGPR moves
    ("s_movrels_b32 s0, s10", {"m0": 3, "s13": 77}, {"s0": 77}),
    ("s_movrels_b64 s[0:1], s[10:11]", {"m0": 2, "s[12:13]": 1 << 33}, {"s[0:1]": 1 << 33}),
    ("s_movreld_b32 s10, s0", {"m0": 5, "s0": 99}, {"s15": 99, "s10": 0}),
    ("s_movreld_b64 s[10:11], -1", {"m0": 2}, {"s[12:13]": M64}),
    ("s_movrels_b32 s0, s10", {"m0": 1000, "s0": 4}, {"s0": 0}),   # outside the file: 0
]


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("line,init,expected", HAND, ids=[c[0] for c in HAND])
def test_hand_cases(line, init, expected, target):
    from gcnsim.asm import assemble_line
    from gcnsim.errors import GcnsimError
    try:
        assemble_line(line, target)
    except GcnsimError:
        pytest.skip(f"not an instruction of {target}")
    check(line, init, expected, target=target)


def test_movrel_per_wave_m0():
    """Each wave indexes with its own M0."""
    check("s_movrels_b32 s0, s4", {"m0": [0, 1, 2], "s4": 10, "s5": 11, "s6": 12},
          {"s0": [10, 11, 12]}, waves=3)
    check("s_movreld_b32 s4, s1", {"m0": [0, 2], "s1": [7, 8]},
          {"s4": [7, 0], "s6": [0, 8]}, waves=2)


def test_sopc_sop2_constant_only_operands():
    """Two constants: the result broadcasts to every wave without overflow warnings."""
    check("s_add_u32 s0, -1, -1", {}, {"s0": 0xFFFFFFFE, "scc": 1}, waves=3)
    check("s_sub_u32 s0, 0, 1", {}, {"s0": M32, "scc": 1}, waves=2)


@pytest.mark.parametrize("target", TARGETS)
def test_every_scalar_alu_opcode_has_semantics(target):
    have, missing = coverage(target)
    from gcnsim.isa.opcodes import op_table
    scalar = {r.name for r in op_table(target).rows
              if r.enc in ("SOP1", "SOP2", "SOPK", "SOPC", "SOPP")}
    assert not scalar & set(missing)


def test_result_of_a_step_is_none():
    _, result = run("s_add_u32 s0, s1, s2")
    assert result is None
