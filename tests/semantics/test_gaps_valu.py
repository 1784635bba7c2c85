"""VALU instructions outside the compiler's usual output: cube-map helpers, V_TRIG_PREOP_F64,
quad SADs, V_CVT_PKACCUM_U8_F32, V_MULLIT_F32 (gfx7) and V_SCREEN_PARTITION_4SE_B32.

Expected values are computed here in plain Python from the manuals' definitions (the 2/pi bits
by a Python-integer Machin series, SE coverage by walking a box's actual tiles), and the
V_TRIG_PREOP_F64 values are also pinned against LLVM 19's constant fold (tests/data below).
"""
import math
import struct

import numpy as np
import pytest

from .valu_harness import check

RNG = np.random.default_rng(23)
M32 = 0xFFFFFFFF
TARGETS = ("gfx900", "gfx90a", "gfx942")


def b32(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def b64(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


# --- cube map -----------------------------------------------------------------------------

def cube_ref(x, y, z):
    """(id, ma, sc, tc) of a direction, straight from the Vega ISA's V_CUBE* pseudocode."""
    if abs(z) >= abs(x) and abs(z) >= abs(y):
        return (5.0 if z < 0 else 4.0), 2 * z, (-x if z < 0 else x), -y
    if abs(y) >= abs(x):
        return (3.0 if y < 0 else 2.0), 2 * y, x, (-z if y < 0 else z)
    return (1.0 if x < 0 else 0.0), 2 * x, (z if x < 0 else -z), -y


def directions():
    vals = [f32(v) for v in RNG.uniform(-4, 4, (64, 3)).ravel()]
    vals[:12] = [1.0, 1.0, 1.0, -2.0, 1.0, 1.0, 0.5, -3.0, 3.0, 0.0, -0.0, 0.0]
    return [vals[3 * i:3 * i + 3] for i in range(64)]


@pytest.mark.parametrize("index,name", list(enumerate(["cubeid", "cubema", "cubesc", "cubetc"])))
@pytest.mark.parametrize("target", TARGETS + ("gfx701",))
def test_cube(index, name, target):
    d = directions()
    init = {f"v{k + 2}": [b32(v[k]) for v in d] for k in range(3)}
    want = [b32(f32(cube_ref(*v)[index])) for v in d]
    check(f"v_{name}_f32 v1, v2, v3, v4", init, {"v1": want}, target)


# --- trig_preop ---------------------------------------------------------------------------

def two_over_pi_fraction_bits(n):
    """floor(2/pi * 2**n), pi from Machin's formula in Python integers (80 guard bits)."""
    g = n + 80

    def atan_inv(x):
        total, power, k = 0, (1 << g) // x, 0
        while power:
            total += (power // (2 * k + 1)) * (1 if k % 2 == 0 else -1)
            power //= x * x
            k += 1
        return total
    pi_scaled = 4 * (4 * atan_inv(5) - atan_inv(239))
    return (2 << (2 * g)) // pi_scaled >> 80


TWO_OVER_PI = two_over_pi_fraction_bits(1201)


def trig_ref(x_bits, segment):
    """The Vega ISA's V_TRIG_PREOP_F64 on an f64 bit pattern: bits [1200-s : 1148-s] of
    2/pi = 0.{b1200 .. b0} (zero past b0), times 2**(-53-s) (+128 for huge S0)."""
    e = (x_bits >> 52) & 0x7FF
    shift = (segment & 31) * 53 + max(e - 1077, 0)
    lo = 1201 - 53 - shift
    bits = (TWO_OVER_PI >> lo if lo >= 0 else TWO_OVER_PI << -lo) & ((1 << 53) - 1)
    return b64(math.ldexp(float(bits), -53 - shift + (128 if e >= 1968 else 0)))


# (S0 bits, segment, result bits) from LLVM 19 (opt -passes=instcombine, -mcpu=gfx900).
LLVM_TRIG_PREOP = [
    (0x3FF0000000000000, 0, 0x3FE45F306DC9C882), (0x3FF0000000000000, 1, 0x3C94A7F09D5F47D4),
    (0x3FF0000000000000, 2, 0x394A6EE06DB14ACC), (0x4360000000000000, 0, 0x3FC17CC1B727220A),
    (0x4360000000000000, 1, 0x3C729FC2757D1F52), (0x7AF0000000000000, 0, 0x084BA7A31FB34F2F),
    (0x7B00000000000000, 0, 0x10374F463F669E5F), (0x7B00000000000000, 2, 0x098F2F8BD9E839CE),
    (0x7FE0000000000000, 1, 0x0809E839CFBC5294), (0x7FF0000000000000, 0, 0x0B43DD63F5F2F8BD),
    (0x3FF0000000000000, 19, 0x00FF17B3D0739F78), (0x3FF0000000000000, 21, 0),
    (0x7FF0000000000000, 1, 0x07F3D0739F78A529),
]


def test_trig_preop_table_matches_llvm():
    for x, seg, want in LLVM_TRIG_PREOP:
        assert trig_ref(x, seg) == want, (hex(x), seg)


@pytest.mark.parametrize("target", TARGETS + ("gfx701",))
def test_trig_preop(target):
    exps = [1023, 1077, 1078, 1200, 1500, 1967, 1968, 1990, 2046, 2047] + [
        int(e) for e in RNG.integers(0, 2047, 54)]
    xs = [(e << 52) | (0 if e == 2047 else int(RNG.integers(0, 1 << 52))) for e in exps]
    segs = [int(s) for s in RNG.integers(0, 64, 64)]
    want = [trig_ref(x, s) for x, s in zip(xs, segs)]
    check("v_trig_preop_f64 v[2:3], v[4:5], v6", {"v[4:5]": xs, "v6": segs},
          {"v[2:3]": want}, target)


def test_trig_preop_errata():
    """docs/errata.md: NaN gives the quiet NaN (LLVM), and a segment past LLVM's 1184-bit
    table still reads the manual's 1201-bit one (LLVM folds 0)."""
    x = 0x7C10000000000000             # exponent 1985: shift 908 + 53 * 4 = 1120
    check("v_trig_preop_f64 v[2:3], v[4:5], 4", {"v[4:5]": x},
          {"v[2:3]": trig_ref(x, 4)})
    assert trig_ref(x, 4) != 0
    check("v_trig_preop_f64 v[2:3], v[4:5], 0", {"v[4:5]": 0x7FF8000000003039},
          {"v[2:3]": 0x7FF8000000003039})


# --- quad SADs ----------------------------------------------------------------------------

def msad(a, b, c, masked):
    total = c
    for i in range(4):
        x, y = (a >> 8 * i) & 0xFF, (b >> 8 * i) & 0xFF
        if not (masked and y == 0):
            total += abs(x - y)
    return total


def quad_ref(s0, s1, s2, masked, bits, clamp):
    out = 0
    for i in range(4):
        acc = (s2 >> (bits * i)) & ((1 << bits) - 1)
        r = msad((s0 >> 8 * i) & M32, s1, acc, masked)
        r = min(r, (1 << bits) - 1) if clamp else r & ((1 << bits) - 1)
        out |= r << (bits * i)
    return out


def rand_bits(n, bits):
    return [int(x) for x in RNG.integers(0, 1 << 62, n)] if bits == 64 else [
        sum(int(x) << (62 * k) for k, x in enumerate(RNG.integers(0, 1 << 62, 3))) & (
            (1 << bits) - 1) for _ in range(n)]


QUADS = [("v_qsad_pk_u16_u8", False, 16), ("v_mqsad_pk_u16_u8", True, 16),
         ("v_mqsad_u32_u8", True, 32)]


@pytest.mark.parametrize("name,masked,bits", QUADS)
@pytest.mark.parametrize("clamp", [False, True])
@pytest.mark.parametrize("target", TARGETS)
def test_quad_sad(name, masked, bits, clamp, target):
    s0 = rand_bits(64, 64)
    s1 = [int(x) & (0x00FF00FF if i % 3 == 0 else M32)
          for i, x in enumerate(RNG.integers(0, 1 << 32, 64))]
    s2 = rand_bits(64, 4 * bits)
    s2[:4] = [(1 << 4 * bits) - 1] * 4              # accumulators at their maximum: overflow
    dst = "v[10:11]" if bits == 16 else "v[10:13]"
    src2 = "v[6:7]" if bits == 16 else "v[6:9]"
    line = f"{name} {dst}, v[2:3], v4, {src2}" + (" clamp" if clamp else "")
    want = [quad_ref(a, b, c, masked, bits, clamp) for a, b, c in zip(s0, s1, s2)]
    check(line, {"v[2:3]": s0, "v4": s1, src2: s2}, {dst: want}, target)


def test_quad_sad_gfx701_scalar_reference():
    s0, s2 = rand_bits(64, 64), rand_bits(64, 64)
    want = [quad_ref(a, 0x01020304, c, False, 16, False) for a, c in zip(s0, s2)]
    check("v_qsad_pk_u16_u8 v[10:11], v[2:3], s4, v[6:7]",
          {"v[2:3]": s0, "s4": 0x01020304, "v[6:7]": s2}, {"v[10:11]": want}, "gfx701")


# --- cvt_pkaccum, mullit, screen partition --------------------------------------------------

@pytest.mark.parametrize("target", TARGETS + ("gfx701",))
def test_cvt_pkaccum_u8(target):
    xs = [f32(v) for v in RNG.uniform(-20, 300, 64)]
    xs[:6] = [0.5, 1.5, 2.5, 254.5, 255.7, -0.0]
    sel = [int(s) for s in RNG.integers(0, 1 << 32, 64)]
    old = [int(s) for s in RNG.integers(0, 1 << 32, 64)]

    def ref(x, s, d):
        byte = min(max(round(x), 0), 255)        # Python round: ties to even, as RNE
        shift = 8 * (s & 3)
        return (d & ~(0xFF << shift) & M32) | (byte << shift)
    want = [ref(x, s, d) for x, s, d in zip(xs, sel, old)]
    check("v_cvt_pkaccum_u8_f32 v1, v2, v3", {"v1": old, "v2": [b32(x) for x in xs], "v3": sel},
          {"v1": want}, target)


def test_mullit_gfx701():
    a = [f32(v) for v in RNG.uniform(-8, 8, 64)]
    b = [f32(v) for v in RNG.uniform(-8, 8, 64)]
    c = [f32(v) for v in RNG.uniform(-1, 1, 64)]
    a[:4], b[:4], c[:4] = [0.0, math.inf, 2.0, 1.0], [math.inf, 0.0, 3.0, 1.0], [1.0, 1.0, 0.0,
                                                                                math.nan]
    fmax = struct.unpack("<f", struct.pack("<I", 0x7F7FFFFF))[0]

    def ref(x, y, z):
        if not z > 0:
            return -fmax
        return 0.0 if x == 0 or y == 0 else f32(x * y)
    want = [b32(ref(x, y, z)) for x, y, z in zip(a, b, c)]
    check("v_mullit_f32 v1, v2, v3, v4", {f"v{k}": [b32(v) for v in col]
                                         for k, col in ((2, a), (3, b), (4, c))},
          {"v1": want}, "gfx701")


def se_mask(x_min, y_min, x_max, y_max):
    """SEs a pixel box covers, walking its 32-pixel tiles (Vega ISA: SE = {x5^y6, y5^x6})."""
    mask = 0
    for tx in range(x_min // 32, x_max // 32 + 1):
        for ty in range(y_min // 32, y_max // 32 + 1):
            x5, x6, y5, y6 = tx & 1, (tx >> 1) & 1, ty & 1, (ty >> 1) & 1
            mask |= 1 << ((x5 ^ y6) << 1 | (y5 ^ x6))
    return mask


@pytest.mark.parametrize("target", TARGETS)
def test_screen_partition_4se(target):
    boxes = []
    while len(boxes) < 64:
        x0, y0 = (int(v) for v in RNG.integers(0, 2000, 2))
        x1, y1 = x0 + int(RNG.integers(0, 96)), y0 + int(RNG.integers(0, 96))
        if x1 // 32 - x0 // 32 < 3 and y1 // 32 - y0 // 32 < 3:
            boxes.append((x0, y0, x1, y1))
    sel = [((x0 >> 5 & 3) << 6) | ((y0 >> 5 & 3) << 4) | ((x1 >> 5 & 3) << 2) | (y1 >> 5 & 3)
           for x0, y0, x1, y1 in boxes]
    want = [se_mask(*box) for box in boxes]
    check("v_screen_partition_4se_b32 v1, v2", {"v2": sel}, {"v1": want}, target)


def test_screen_partition_manual_table_head():
    """The first entries of the Vega ISA's table, as printed there."""
    head = [0x1, 0x3, 0x7, 0xF, 0x5, 0xF, 0xF, 0xF, 0x7, 0xF, 0xF, 0xF, 0xF, 0xF, 0xF, 0xF,
            0xF, 0x2, 0x6, 0xE, 0xF, 0xA, 0xF, 0xF]
    check("v_screen_partition_4se_b32_e64 v1, v2", {"v2": list(range(24)) + [0] * 40},
          {"v1": head + [0x1] * 40})
