"""VALU integer semantics: table-driven cases with expected values computed in plain Python."""
import numpy as np
import pytest

from .valu_harness import check

M32 = 0xFFFFFFFF
RNG = np.random.default_rng(7)
EDGE = [0, 1, 2, 31, 32, 0x7FFFFFFF, 0x80000000, M32, 0xFFFFFFFE, 0x00FFFFFF, 0x00800000]
A = EDGE + [int(x) for x in RNG.integers(0, 1 << 32, 64 - len(EDGE), dtype=np.uint64)]
B = [int(x) for x in RNG.integers(0, 1 << 32, 64, dtype=np.uint64)]
C = [int(x) for x in RNG.integers(0, 1 << 32, 64, dtype=np.uint64)]
SMALL = [int(x) for x in RNG.integers(0, 40, 64)]
CARRY = [bool(x) for x in RNG.integers(0, 2, 64)]


def s32(x):
    x &= M32
    return x - (1 << 32) if x & 0x80000000 else x


def s24(x):
    x &= 0xFFFFFF
    return x - (1 << 24) if x & 0x800000 else x


def clz(x):
    return 32 - x.bit_length()


def bfrev(x):
    return int(f"{x:032b}"[::-1], 2)


def per_lane(fn, *cols):
    return [fn(*args) & M32 for args in zip(*cols)]


def mask_int(bits):
    return sum(int(b) << i for i, b in enumerate(bits))


BINARY = [
    ("v_add_u32_e32 v1, v2, v3", lambda a, b: a + b),
    ("v_sub_u32_e32 v1, v2, v3", lambda a, b: a - b),
    ("v_subrev_u32_e32 v1, v2, v3", lambda a, b: b - a),
    ("v_mul_lo_u32 v1, v2, v3", lambda a, b: a * b),
    ("v_mul_hi_u32 v1, v2, v3", lambda a, b: (a * b) >> 32),
    ("v_mul_hi_i32 v1, v2, v3", lambda a, b: (s32(a) * s32(b)) >> 32),
    ("v_mul_u32_u24_e32 v1, v2, v3", lambda a, b: (a & 0xFFFFFF) * (b & 0xFFFFFF)),
    ("v_mul_hi_u32_u24_e32 v1, v2, v3", lambda a, b: ((a & 0xFFFFFF) * (b & 0xFFFFFF)) >> 32),
    ("v_mul_i32_i24_e32 v1, v2, v3", lambda a, b: s24(a) * s24(b)),
    ("v_mul_hi_i32_i24_e32 v1, v2, v3", lambda a, b: (s24(a) * s24(b)) >> 32),
    ("v_min_i32_e32 v1, v2, v3", lambda a, b: min(s32(a), s32(b))),
    ("v_max_i32_e32 v1, v2, v3", lambda a, b: max(s32(a), s32(b))),
    ("v_min_u32_e32 v1, v2, v3", min),
    ("v_max_u32_e32 v1, v2, v3", max),
    ("v_lshrrev_b32_e32 v1, v2, v3", lambda a, b: b >> (a & 31)),
    ("v_ashrrev_i32_e32 v1, v2, v3", lambda a, b: s32(b) >> (a & 31)),
    ("v_lshlrev_b32_e32 v1, v2, v3", lambda a, b: b << (a & 31)),
    ("v_and_b32_e32 v1, v2, v3", lambda a, b: a & b),
    ("v_or_b32_e32 v1, v2, v3", lambda a, b: a | b),
    ("v_xor_b32_e32 v1, v2, v3", lambda a, b: a ^ b),
    ("v_bfm_b32 v1, v2, v3", lambda a, b: ((1 << (a & 31)) - 1) << (b & 31)),
    ("v_bcnt_u32_b32 v1, v2, v3", lambda a, b: bin(a).count("1") + b),
    ("v_add_u16_e32 v1, v2, v3", lambda a, b: (a + b) & 0xFFFF),
    ("v_mul_lo_u16_e32 v1, v2, v3", lambda a, b: (a * b) & 0xFFFF),
    ("v_lshlrev_b16_e32 v1, v2, v3", lambda a, b: ((b & 0xFFFF) << (a & 15)) & 0xFFFF),
    ("v_cvt_pk_u16_u32 v1, v2, v3", lambda a, b: min(a, 0xFFFF) | (min(b, 0xFFFF) << 16)),
]

TERNARY = [
    ("v_bfe_u32 v1, v2, v3, v4", lambda a, b, c: (a >> (b & 31)) & ((1 << (c & 31)) - 1)),
    # S0 shifted as a signed value: a field past bit 31 is filled with S0's sign (CDNA3)
    ("v_bfe_i32 v1, v2, v3, v4",
     lambda a, b, c: 0 if c & 31 == 0 else
     ((((s32(a) >> (b & 31)) & ((1 << (c & 31)) - 1)) ^ (1 << ((c & 31) - 1)))
      - (1 << ((c & 31) - 1)))),
    ("v_bfi_b32 v1, v2, v3, v4", lambda a, b, c: (a & b) | (~a & c)),
    ("v_alignbit_b32 v1, v2, v3, v4", lambda a, b, c: ((a << 32) | b) >> (c & 31)),
    ("v_alignbyte_b32 v1, v2, v3, v4", lambda a, b, c: ((a << 32) | b) >> (8 * (c & 3))),
    ("v_lshl_add_u32 v1, v2, v3, v4", lambda a, b, c: (a << (b & 31)) + c),
    ("v_add_lshl_u32 v1, v2, v3, v4", lambda a, b, c: ((a + b) & M32) << (c & 31)),
    ("v_add3_u32 v1, v2, v3, v4", lambda a, b, c: a + b + c),
    ("v_lshl_or_b32 v1, v2, v3, v4", lambda a, b, c: (a << (b & 31)) | c),
    ("v_and_or_b32 v1, v2, v3, v4", lambda a, b, c: (a & b) | c),
    ("v_or3_b32 v1, v2, v3, v4", lambda a, b, c: a | b | c),
    ("v_xad_u32 v1, v2, v3, v4", lambda a, b, c: (a ^ b) + c),
    ("v_mad_u32_u24 v1, v2, v3, v4", lambda a, b, c: (a & 0xFFFFFF) * (b & 0xFFFFFF) + c),
    ("v_mad_i32_i24 v1, v2, v3, v4", lambda a, b, c: s24(a) * s24(b) + c),
    ("v_min3_u32 v1, v2, v3, v4", min),
    ("v_max3_i32 v1, v2, v3, v4", lambda a, b, c: max(s32(a), s32(b), s32(c))),
    ("v_med3_i32 v1, v2, v3, v4", lambda a, b, c: sorted([s32(a), s32(b), s32(c)])[1]),
    ("v_med3_u32 v1, v2, v3, v4", lambda a, b, c: sorted([a, b, c])[1]),
    ("v_sad_u32 v1, v2, v3, v4", lambda a, b, c: abs(a - b) + c),
    ("v_sad_u8 v1, v2, v3, v4",
     lambda a, b, c: sum(abs(((a >> s) & 255) - ((b >> s) & 255)) for s in (0, 8, 16, 24)) + c),
]

UNARY = [
    ("v_mov_b32_e32 v1, v2", lambda a: a),
    ("v_not_b32_e32 v1, v2", lambda a: ~a),
    ("v_bfrev_b32_e32 v1, v2", bfrev),
    ("v_ffbh_u32_e32 v1, v2", lambda a: -1 if a == 0 else clz(a)),
    ("v_ffbl_b32_e32 v1, v2", lambda a: -1 if a == 0 else (a & -a).bit_length() - 1),
    ("v_ffbh_i32_e32 v1, v2",
     lambda a: -1 if a in (0, M32) else clz(a if a < 0x80000000 else ~a & M32)),
]


@pytest.mark.parametrize("line,ref", BINARY, ids=[c[0] for c in BINARY])
def test_binary(line, ref):
    b = SMALL if "lshlrev" in line or "bfm" in line else B
    a = SMALL if "rev" in line or "bfm" in line else A
    check(line, {"v2": a, "v3": b, "v1": C}, {"v1": per_lane(ref, a, b)})


@pytest.mark.parametrize("line,ref", TERNARY, ids=[c[0] for c in TERNARY])
def test_ternary(line, ref):
    check(line, {"v2": A, "v3": B, "v4": C, "v1": 7}, {"v1": per_lane(ref, A, B, C)})


@pytest.mark.parametrize("line,ref", UNARY, ids=[c[0] for c in UNARY])
def test_unary(line, ref):
    check(line, {"v2": A, "v1": 5}, {"v1": per_lane(ref, A)})


def test_add_co_carry_to_vcc_and_sgpr_pair():
    sums = [a + b for a, b in zip(A, B)]
    check("v_add_co_u32_e32 v1, vcc, v2, v3", {"v2": A, "v3": B, "vcc": -1},
          {"v1": [s & M32 for s in sums], "vcc": [s > M32 for s in sums]}, mask_regs={"vcc"})
    check("v_add_co_u32_e64 v1, s[4:5], v2, v3", {"v2": A, "v3": B},
          {"v1": [s & M32 for s in sums], "s[4:5]": [s > M32 for s in sums]},
          mask_regs={"s[4:5]"})


def test_addc_subb_carry_in():
    vcc = mask_int(CARRY)
    sums = [a + b + c for a, b, c in zip(A, B, CARRY)]
    check("v_addc_co_u32_e32 v1, vcc, v2, v3, vcc", {"v2": A, "v3": B, "vcc": vcc},
          {"v1": [s & M32 for s in sums], "vcc": [s > M32 for s in sums]}, mask_regs={"vcc"})
    diffs = [a - b - c for a, b, c in zip(A, B, CARRY)]
    check("v_subb_co_u32_e64 v1, s[6:7], v2, v3, s[8:9]", {"v2": A, "v3": B, "s[8:9]": vcc},
          {"v1": [d & M32 for d in diffs], "s[6:7]": [d < 0 for d in diffs]},
          mask_regs={"s[6:7]"})


def test_gfx7_add_i32_carries():
    sums = [a + b for a, b in zip(A, B)]
    check("v_add_i32_e32 v1, vcc, v2, v3", {"v2": A, "v3": B},
          {"v1": [s & M32 for s in sums], "vcc": [s > M32 for s in sums]},
          target="gfx701", mask_regs={"vcc"})


def test_gfx9_add_i32_saturates_signed_with_clamp():
    ref = [max(-(1 << 31), min((1 << 31) - 1, s32(a) + s32(b))) & M32 for a, b in zip(A, B)]
    check("v_add_i32 v1, v2, v3 clamp", {"v2": A, "v3": B}, {"v1": ref})


def test_add_u32_clamp_saturates_unsigned():
    check("v_add_u32_e64 v1, v2, v3 clamp", {"v2": A, "v3": B},
          {"v1": [min(a + b, M32) for a, b in zip(A, B)]})


def test_mad_u64_u32_and_i64_i32():
    wide = [a | (b << 32) for a, b in zip(B, C)]
    ref = [a * b + c for a, b, c in zip(A, B, wide)]
    check("v_mad_u64_u32 v[4:5], s[2:3], v2, v3, v[6:7]", {"v2": A, "v3": B, "v[6:7]": wide},
          {"v[4:5]": [r & ((1 << 64) - 1) for r in ref], "s[2:3]": [r >> 64 for r in ref]},
          mask_regs={"s[2:3]"})
    sw = [w - (1 << 64) if w >> 63 else w for w in wide]
    ref = [s32(a) * s32(b) + c for a, b, c in zip(A, B, sw)]
    check("v_mad_i64_i32 v[4:5], s[2:3], v2, v3, v[6:7]", {"v2": A, "v3": B, "v[6:7]": wide},
          {"v[4:5]": [r & ((1 << 64) - 1) for r in ref],
           "s[2:3]": [bool((r >> 64) & 1) for r in ref]}, mask_regs={"s[2:3]"})


def test_shifts_64():
    wide = [a | (b << 32) for a, b in zip(A, B)]
    sh = [x % 64 for x in C]
    check("v_lshlrev_b64 v[4:5], v2, v[6:7]", {"v2": sh, "v[6:7]": wide},
          {"v[4:5]": [(w << s) & ((1 << 64) - 1) for w, s in zip(wide, sh)]})
    signed = [w - (1 << 64) if w >> 63 else w for w in wide]
    check("v_ashrrev_i64 v[4:5], v2, v[6:7]", {"v2": sh, "v[6:7]": wide},
          {"v[4:5]": [(w >> s) & ((1 << 64) - 1) for w, s in zip(signed, sh)]})


def test_lshl_add_u64_gfx942():
    wide = [a | (b << 32) for a, b in zip(A, B)]
    check("v_lshl_add_u64 v[4:5], v[6:7], 3, v[8:9]", {"v[6:7]": wide, "v[8:9]": wide},
          {"v[4:5]": [(w * 9) & ((1 << 64) - 1) for w in wide]}, target="gfx942")


def test_cndmask_vcc_and_pair():
    sel = mask_int(CARRY)
    check("v_cndmask_b32_e32 v1, v2, v3, vcc", {"v2": A, "v3": B, "vcc": sel},
          {"v1": [b if c else a for a, b, c in zip(A, B, CARRY)]})
    check("v_cndmask_b32_e64 v1, v2, v3, s[10:11]", {"v2": A, "v3": B, "s[10:11]": sel},
          {"v1": [b if c else a for a, b, c in zip(A, B, CARRY)]})


def test_mbcnt():
    lo = [bin(0xF0F0F0F0 & ((1 << min(lane, 32)) - 1)).count("1") for lane in range(64)]
    check("v_mbcnt_lo_u32_b32 v1, -1, 0", {}, {"v1": [min(lane, 32) for lane in range(64)]})
    check("v_mbcnt_lo_u32_b32 v1, s4, 0", {"s4": 0xF0F0F0F0}, {"v1": lo})
    check("v_mbcnt_hi_u32_b32 v1, -1, v2", {"v2": 3},
          {"v1": [3 + max(0, lane - 32) for lane in range(64)]})


def test_readlane_writelane_readfirstlane():
    st = check("v_readlane_b32 s7, v2, 5", {"v2": A}, {"s7": A[5]})
    st = check("v_readlane_b32 s7, v2, s3", {"v2": A, "s3": 64 + 9}, {"s7": A[9]})
    st = check("v_readfirstlane_b32 s7, v2", {"v2": A}, {})
    assert [int(x) for x in st.s[:, 7]] == [A[1], A[0]]
    from .valu_harness import run
    st = run("v_writelane_b32 v1, s3, 62", {"v1": C, "s3": 0x1234})
    want = list(C)
    want[62] = 0x1234
    assert st.v[0, 1].tolist() == want and st.v[1, 1].tolist() == want


def test_movrel_gfx7():
    from .valu_harness import run
    st = run("v_movrels_b32 v1, v2", {"v4": A, "m0": 2, "v1": 0}, "gfx701")
    assert st.v[1, 1].tolist() == A
    st = run("v_movreld_b32 v1, v2", {"v2": A, "m0": 3, "v4": 0}, "gfx701")
    assert st.v[1, 4].tolist() == A


def test_swap():
    check("v_swap_b32 v1, v2", {"v1": A, "v2": B}, {"v1": B, "v2": A})


def test_sdwa_and_dpp_integer():
    check("v_add_u32_sdwa v1, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE "
          "src0_sel:BYTE_1 src1_sel:WORD_0", {"v1": C, "v2": A, "v3": B},
          {"v1": [(c & 0xFFFF) | ((((a >> 8) & 255) + (b & 0xFFFF)) & 0xFFFF) << 16
                  for a, b, c in zip(A, B, C)]})
    check("v_mov_b32_sdwa v1, sext(v2) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0",
          {"v2": A}, {"v1": [s32(((a & 255) ^ 128) - 128) & M32 for a in A]})
    perm = [(lane & ~3) + [1, 0, 3, 2][lane & 3] for lane in range(64)]
    check("v_mov_b32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:0",
          {"v2": A, "v1": 0}, {})
    st = check("v_add_u32_dpp v1, v2, v3 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0",
               {"v2": A, "v3": B, "v1": 0}, {})
    want = [((A[lane - 1] if lane % 16 else 0) + B[lane]) & M32 for lane in range(64)]
    assert st.v[1, 1].tolist() == want
    del perm
