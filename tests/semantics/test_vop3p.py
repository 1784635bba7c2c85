"""VOP3P semantics: packed 16-bit and FP32 math with op_sel/op_sel_hi/neg/clamp, mixed
precision, dot products, AccVGPR moves. Expected values are computed here per lane with numpy
scalars from the manual's definitions (Vega ISA 6.5, CDNA3 ISA "Packed math")."""
import numpy as np
import pytest

from .valu_harness import check

RNG = np.random.default_rng(3)
H = np.float16


def h(x):
    return int(np.float16(x).view(np.uint16))


def pk(lo, hi):
    return h(lo) | (h(hi) << 16)


def f32(x):
    return int(np.float32(x).view(np.uint32))


LO = [float(x) for x in RNG.integers(-40, 40, 64) / 4]
HI = [float(x) for x in RNG.integers(-40, 40, 64) / 8]
V1 = [pk(a, b) for a, b in zip(LO, HI)]
V2 = [pk(b, a) for a, b in zip(LO, HI)]
U1 = [int(x) for x in RNG.integers(0, 1 << 32, 64, dtype=np.uint64)]
U2 = [int(x) for x in RNG.integers(0, 1 << 32, 64, dtype=np.uint64)]


def halves(x):
    return x & 0xFFFF, x >> 16


def s16(x):
    return x - 0x10000 if x & 0x8000 else x


CASES = [
    ("v_pk_add_f16 v3, v1, v2", [pk(a + b, b + a) for a, b in zip(LO, HI)]),
    ("v_pk_add_f16 v3, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]",
     [pk(b + b, a + a) for a, b in zip(LO, HI)]),
    ("v_pk_mul_f16 v3, v1, v2 neg_lo:[1,0] neg_hi:[0,1]",
     [pk(-a * b, b * -a) for a, b in zip(LO, HI)]),
    ("v_pk_fma_f16 v3, v1, v2, v1", [pk(a * b + a, b * a + b) for a, b in zip(LO, HI)]),
    ("v_pk_max_f16 v3, v1, v2 clamp",
     [pk(min(max(max(a, b), 0), 1), min(max(max(a, b), 0), 1)) for a, b in zip(LO, HI)]),
    ("v_pk_add_f16 v3, v1, 1.0", [pk(a + 1, b) for a, b in zip(LO, HI)]),
    ("v_pk_add_u16 v3, v4, v5", [((halves(x)[0] + halves(y)[0]) & 0xFFFF)
                                 | (((halves(x)[1] + halves(y)[1]) & 0xFFFF) << 16)
                                 for x, y in zip(U1, U2)]),
    ("v_pk_add_u16 v3, v4, v5 clamp", [min(halves(x)[0] + halves(y)[0], 0xFFFF)
                                       | (min(halves(x)[1] + halves(y)[1], 0xFFFF) << 16)
                                       for x, y in zip(U1, U2)]),
    ("v_pk_sub_i16 v3, v4, v5 clamp",
     [(max(-32768, min(32767, s16(halves(x)[0]) - s16(halves(y)[0]))) & 0xFFFF)
      | ((max(-32768, min(32767, s16(halves(x)[1]) - s16(halves(y)[1]))) & 0xFFFF) << 16)
      for x, y in zip(U1, U2)]),
    ("v_pk_ashrrev_i16 v3, v4, v5",
     [((s16(halves(y)[0]) >> (halves(x)[0] & 15)) & 0xFFFF)
      | (((s16(halves(y)[1]) >> (halves(x)[1] & 15)) & 0xFFFF) << 16) for x, y in zip(U1, U2)]),
    # An inline integer constant is 0x00000003: its high half (op_sel_hi default 1) is 0.
    ("v_pk_lshlrev_b16 v3, 3, v5", [((halves(y)[0] << 3) & 0xFFFF) | (halves(y)[1] << 16)
                                    for y in U2]),
    ("v_pk_lshlrev_b16 v3, 3, v5 op_sel_hi:[0,1]",
     [((halves(y)[0] << 3) & 0xFFFF) | (((halves(y)[1] << 3) & 0xFFFF) << 16) for y in U2]),
    ("v_pk_mad_u16 v3, v4, v5, v4",
     [((halves(x)[0] * halves(y)[0] + halves(x)[0]) & 0xFFFF)
      | (((halves(x)[1] * halves(y)[1] + halves(x)[1]) & 0xFFFF) << 16) for x, y in zip(U1, U2)]),
]


@pytest.mark.parametrize("line,want", CASES, ids=[c[0] for c in CASES])
def test_packed16(line, want):
    check(line, {"v1": V1, "v2": V2, "v3": 0x12345678, "v4": U1, "v5": U2}, {"v3": want})


def test_pk_fma_f32_op_sel():
    """Low lane takes dwords op_sel picks, high lane op_sel_hi; neg_lo negates the low one."""
    a = [f32(x) | (f32(2 * x) << 32) for x in LO]
    b = [f32(y) | (f32(3.0) << 32) for y in HI]
    want = [f32(-(2 * x) * y + 1.0) | (f32(x * 3.0 + 1.0) << 32) for x, y in zip(LO, HI)]
    check("v_pk_fma_f32 v[4:5], v[0:1], v[2:3], 1.0 op_sel:[1,0,0] op_sel_hi:[0,1,0] "
          "neg_lo:[1,0,0]", {"v[0:1]": a, "v[2:3]": b}, {"v[4:5]": want}, target="gfx90a")


def test_pk_mov_b32():
    a = [x | (y << 32) for x, y in zip(U1, U2)]
    want = [y | (x << 32) for x, y in zip(U1, U2)]
    check("v_pk_mov_b32 v[4:5], v[0:1], v[0:1] op_sel:[1,0]", {"v[0:1]": a},
          {"v[4:5]": want}, target="gfx90a")


def test_fma_mix():
    """src0 f16 from the high half, src1 f32, src2 f16 low half with abs (the neg_hi bit)."""
    want = [f32(np.float32(b * y + abs(a))) for a, b, y in zip(LO, HI, HI)]
    check("v_fma_mix_f32 v3, v1, v6, |v1| op_sel:[1,0,0] op_sel_hi:[1,0,1]",
          {"v1": V1, "v6": [f32(y) for y in HI]}, {"v3": want}, target="gfx90a")
    lo = [(0x12345678 & 0xFFFF0000) | h(a * b + 2) for a, b in zip(LO, HI)]
    check("v_mad_mixlo_f16 v3, v1, v1, 2.0 op_sel:[0,1,0] op_sel_hi:[1,1,0]",
          {"v1": V1, "v3": 0x12345678}, {"v3": lo})


def test_dots():
    want = [f32(np.float32(a * b + b * a + 0.5)) for a, b in zip(LO, HI)]
    check("v_dot2_f32_f16 v3, v1, v2, 0.5", {"v1": V1, "v2": V2}, {"v3": want},
          target="gfx90a")
    def sbytes(x):
        return [((x >> (8 * i)) & 0xFF) - (256 if (x >> (8 * i)) & 0x80 else 0)
                for i in range(4)]
    dot4 = [sum(p * q for p, q in zip(sbytes(x), sbytes(y))) for x, y in zip(U1, U2)]
    check("v_dot4_i32_i8 v3, v4, v5, 7", {"v4": U1, "v5": U2},
          {"v3": [(d + 7) & 0xFFFFFFFF for d in dot4]}, target="gfx90a")
    big = [0x7F7F7F7F] * 64
    check("v_dot4_i32_i8 v3, v4, v4, v6 clamp", {"v4": big, "v6": 0x7FFFFFF0},
          {"v3": 0x7FFFFFFF}, target="gfx90a")
    check("v_dot4c_i32_i8 v3, v4, v5", {"v4": U1, "v5": U2, "v3": 5},
          {"v3": [(d + 5) & 0xFFFFFFFF for d in dot4]}, target="gfx90a")


def test_pk_fmac_f16():
    want = [pk(a * b + 1, b * a + 2) for a, b in zip(LO, HI)]
    check("v_pk_fmac_f16 v3, v1, v2", {"v1": V1, "v2": V2, "v3": pk(1, 2)}, {"v3": want},
          target="gfx90a")
