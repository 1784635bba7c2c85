"""VALU float semantics: cases checked against exact rational arithmetic (fractions) rounded
to the destination format in plain Python, and clang-19's division sequences run end to end."""
import math
import struct
from fractions import Fraction

import numpy as np
import pytest

from gcnsim.asm import assemble_line
from gcnsim.isa.targets import get_target
from gcnsim.semantics import registry

from .valu_harness import check, make_state

RNG = np.random.default_rng(11)


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def bits32(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def from32(b):
    return struct.unpack("<f", struct.pack("<I", b))[0]


def bits64(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def bits16(x):
    return struct.unpack("<H", struct.pack("<e", x))[0]


def round32(q):
    """The f32 nearest to an exact Fraction (ties to even), from neighbours of a first guess."""
    if q == 0:
        return 0.0
    guess = bits32(f32(float(q)))
    best = None
    for b in (guess - 1, guess, guess + 1):
        v = from32(b & 0xFFFFFFFF)
        if math.isinf(v) or math.isnan(v):
            continue
        key = (abs(Fraction(v) - q), b & 1)
        if best is None or key < best[0]:
            best = (key, v)
    return best[1]


def randf32(n, lo=-30, hi=30):
    m = RNG.uniform(1, 2, n) * RNG.choice([-1, 1], n)
    return [f32(float(x)) for x in np.ldexp(m, RNG.integers(lo, hi, n))]


X = randf32(64)
Y = randf32(64)
Z = randf32(64)
H = [float(np.float16(x)) for x in randf32(64, -6, 6)]
TINY = [from32(int(b)) for b in RNG.integers(1, 0x00800000, 64)]   # f32 denormals


def vals(xs):
    return [bits32(x) for x in xs]


def exact32(fn, *cols):
    return [bits32(round32(fn(*(Fraction(v) for v in args)))) for args in zip(*cols)]


@pytest.mark.parametrize("line,fn", [
    ("v_add_f32_e32 v1, v2, v3", lambda a, b: a + b),
    ("v_sub_f32_e32 v1, v2, v3", lambda a, b: a - b),
    ("v_subrev_f32_e32 v1, v2, v3", lambda a, b: b - a),
    ("v_mul_f32_e32 v1, v2, v3", lambda a, b: a * b),
])
def test_f32_binary(line, fn):
    check(line, {"v2": vals(X), "v3": vals(Y)}, {"v1": exact32(fn, X, Y)})


def test_f32_denormals_are_kept():
    check("v_add_f32_e32 v1, v2, v3", {"v2": vals(TINY), "v3": vals(TINY[::-1])},
          {"v1": exact32(lambda a, b: a + b, TINY, TINY[::-1])})
    check("v_mul_f32_e32 v1, v2, v3", {"v2": vals(TINY), "v3": 0x3F000000},
          {"v1": exact32(lambda a, b: a / 2, TINY, TINY)})


def test_fma_f32_is_fused():
    check("v_fma_f32 v1, v2, v3, v4", {"v2": vals(X), "v3": vals(Y), "v4": vals(Z)},
          {"v1": exact32(lambda a, b, c: a * b + c, X, Y, Z)})
    a, b = 1 + 2.0 ** -23, 1 - 2.0 ** -23
    check("v_fma_f32 v1, v2, v3, -1.0", {"v2": bits32(a), "v3": bits32(b)},
          {"v1": bits32(-2.0 ** -46)})


def test_fmac_and_mac_read_the_destination():
    check("v_fmac_f32_e32 v1, v2, v3", {"v1": vals(Z), "v2": vals(X), "v3": vals(Y)},
          {"v1": exact32(lambda a, b, c: a * b + c, X, Y, Z)}, target="gfx90a")
    unfused = [bits32(f32(f32(x * y) + z)) for x, y, z in zip(X, Y, Z)]
    check("v_mac_f32_e32 v1, v2, v3", {"v1": vals(Z), "v2": vals(X), "v3": vals(Y)},
          {"v1": unfused})


def test_fma_f64_is_fused():
    a = [float(x) * (1 + 2.0 ** -40) for x in X]
    b = [float(y) * (1 - 2.0 ** -33) for y in Y]
    c = [float(z) for z in Z]
    want = [bits64(float(Fraction(x) * Fraction(y) + Fraction(z))) for x, y, z in zip(a, b, c)]
    check("v_fma_f64 v[2:3], v[4:5], v[6:7], v[8:9]",
          {"v[4:5]": [bits64(x) for x in a], "v[6:7]": [bits64(x) for x in b],
           "v[8:9]": [bits64(x) for x in c]}, {"v[2:3]": want})
    x = 1 + 2.0 ** -52
    check("v_fma_f64 v[2:3], v[4:5], v[6:7], -1.0",
          {"v[4:5]": bits64(x), "v[6:7]": bits64(2 - x)}, {"v[2:3]": bits64(-2.0 ** -104)})


def test_modifiers_abs_neg_clamp_omod():
    """clang's MODE has IEEE on: the hardware ignores omod then (LLVM SIFoldOperands.cpp),
    clamp stays (test_float_modifiers.py: omod with IEEE clear)."""
    want = [bits32(min(max(f32(-abs(x) + y), 0.0), 1.0)) for x, y in zip(X, Y)]
    check("v_add_f32_e64 v1, -|v2|, v3 clamp mul:2", {"v2": vals(X), "v3": vals(Y)},
          {"v1": want})
    check("v_fma_f32 v1, v2, v3, v4 mul:4", {"v2": bits32(0.5), "v3": bits32(0.5), "v4": 0},
          {"v1": bits32(0.25)})
    check("v_min_f32_e64 v1, v2, v3 mul:2", {"v2": bits32(-3.0), "v3": bits32(1.0)},
          {"v1": bits32(-3.0)})
    check("v_add_f64 v[2:3], v[4:5], v[6:7] div:2",
          {"v[4:5]": bits64(1.5), "v[6:7]": bits64(1.5)}, {"v[2:3]": bits64(3.0)})
    check("v_max_f32_e64 v1, v2, v2 clamp", {"v2": 0x7FC00000}, {"v1": 0})


def test_inline_constants_per_type():
    check("v_add_f32_e32 v1, 1.0, v2", {"v2": bits32(2.0)}, {"v1": bits32(3.0)})
    check("v_add_f16_e32 v1, 1.0, v2", {"v2": bits16(2.0)}, {"v1": bits16(3.0)})
    check("v_add_f64 v[2:3], 0.5, v[4:5]", {"v[4:5]": bits64(2.0)}, {"v[2:3]": bits64(2.5)})
    check("v_mov_b32_e32 v1, 0.5", {}, {"v1": bits32(0.5)})


def test_f16_arithmetic_zeroes_high_half():
    a, b = H, H[::-1]
    want = [bits16(float(np.float16(Fraction(x) * Fraction(y)))) for x, y in zip(a, b)]
    check("v_mul_f16_e32 v1, v2, v3",
          {"v1": 0xFFFFFFFF, "v2": [bits16(x) | 0xABCD0000 for x in a],
           "v3": [bits16(y) for y in b]}, {"v1": want})


def test_f16_sdwa_and_op_sel():
    a = H
    hi = [bits16(x) << 16 for x in a]
    check("v_add_f16_sdwa v1, v2, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE "
          "src0_sel:WORD_1 src1_sel:WORD_1", {"v1": 0x1234, "v2": hi},
          {"v1": [0x1234 | (bits16(2 * x) << 16) for x in a]})
    check("v_fma_f16 v1, v2, 1.0, 0 op_sel:[1,0,0,1]", {"v1": 0x5678, "v2": hi},
          {"v1": [0x5678 | (bits16(x) << 16) for x in a]})


CONVERSIONS = [
    ("v_cvt_i32_f32_e32 v1, v2", [1.5, -1.5, 3e9, -3e9, float("nan"), -0.0, 2.5, 1e-3],
     [1, -1, 0x7FFFFFFF, -0x80000000, 0, 0, 2, 0]),
    ("v_cvt_u32_f32_e32 v1, v2", [1.5, -1.5, 5e9, float("nan")], [1, 0, 0xFFFFFFFF, 0]),
    ("v_cvt_flr_i32_f32_e32 v1, v2", [1.5, -1.5, -0.25], [1, -2, -1]),
    ("v_cvt_rpi_i32_f32_e32 v1, v2", [1.5, -1.5, 2.49, 0.49999997], [2, -1, 2, 1]),
    ("v_rndne_f32_e32 v1, v2", [2.5, 3.5, -2.5], [bits32(2.0), bits32(4.0), bits32(-2.0)]),
    ("v_fract_f32_e32 v1, v2", [1.25, -0.25, -1e-9],
     [bits32(0.25), bits32(0.75), 0x3F7FFFFF]),
    ("v_frexp_exp_i32_f32_e32 v1, v2", [1.0, 0.75, 1024.0, 0.0], [1, 0, 11, 0]),
    ("v_frexp_mant_f32_e32 v1, v2", [1.0, 12.0], [bits32(0.5), bits32(0.75)]),
]


@pytest.mark.parametrize("line,inputs,outputs", CONVERSIONS, ids=[c[0] for c in CONVERSIONS])
def test_conversions(line, inputs, outputs):
    n = len(inputs)
    check(line, {"v2": [bits32(inputs[i % n]) for i in range(64)]},
          {"v1": [outputs[i % n] & 0xFFFFFFFF for i in range(64)]})


def test_cvt_f16_rounding_and_pkrtz():
    xs = [1 + 2.0 ** -11, 1 + 3 * 2.0 ** -11, 70000.0, -1 - 2.0 ** -11]
    with np.errstate(over="ignore"):            # 70000 rounds to f16's inf: the answer wanted
        want = [bits16(float(np.float16(xs[i % 4]))) for i in range(64)]
    check("v_cvt_f16_f32_e32 v1, v2", {"v2": [bits32(xs[i % 4]) for i in range(64)]},
          {"v1": want})
    check("v_cvt_pkrtz_f16_f32 v1, v2, v3", {"v2": bits32(1 + 3 * 2.0 ** -11),
                                             "v3": bits32(70000.0)},
          {"v1": bits16(1 + 2.0 ** -10) | (0x7BFF << 16)})


def test_ldexp_and_cvt_ubyte():
    check("v_ldexp_f32 v1, v2, v3", {"v2": vals(X), "v3": -140},
          {"v1": exact32(lambda a, e: a / 2 ** 140, X, X)})
    check("v_cvt_f32_ubyte2_e32 v1, v2", {"v2": 0x00AB0000}, {"v1": bits32(171.0)})


def run_sequence(lines, init, target="gfx900"):
    t = get_target(target)
    st = make_state(init)
    with np.errstate(all="ignore"):
        for line in lines:
            registry.build(assemble_line(line, target), t, 0)(st, slice(None), None)
    return st


F32_DIV = """v_div_scale_f32 v3, s[2:3], v2, v2, v1
v_div_scale_f32 v4, vcc, v1, v2, v1
v_rcp_f32_e32 v5, v3
v_fma_f32 v6, -v3, v5, 1.0
v_fma_f32 v5, v6, v5, v5
v_mul_f32_e32 v6, v4, v5
v_fma_f32 v7, -v3, v6, v4
v_fma_f32 v6, v7, v5, v6
v_fma_f32 v3, -v3, v6, v4
v_div_fmas_f32 v3, v3, v5, v6
v_div_fixup_f32 v1, v3, v2, v1""".splitlines()

F64_DIV = """v_div_scale_f64 v[4:5], s[2:3], v[2:3], v[2:3], v[0:1]
v_div_scale_f64 v[10:11], vcc, v[0:1], v[2:3], v[0:1]
v_rcp_f64_e32 v[6:7], v[4:5]
v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
v_mul_f64 v[8:9], v[10:11], v[6:7]
v_fma_f64 v[4:5], -v[4:5], v[8:9], v[10:11]
v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[8:9]
v_div_fixup_f64 v[0:1], v[4:5], v[2:3], v[0:1]""".splitlines()


@pytest.mark.parametrize("scale", [(0, 0), (-100, 0), (60, -20), (0, 116), (-120, 10)])
def test_clang_f32_division_is_correctly_rounded(scale):
    num = [f32(x * 2.0 ** scale[0]) for x in randf32(64, -10, 10)]
    den = [f32(x * 2.0 ** scale[1]) for x in randf32(64, -10, 10)]
    den[:6] = [3.0, 7.0, f32(0.1), f32(1e-40), 1.5 * 2.0 ** 127, 3.0]
    num[:6] = [1.0, 1.0, f32(0.3), f32(1e-38), 3.0, f32(1e-39)]
    st = run_sequence(F32_DIV, {"v1": vals(num), "v2": vals(den)})
    want = exact32(lambda a, b: a / b, num, den)
    assert st.v[1, 1].tolist() == want


def test_clang_f32_division_special_cases():
    num = [1.0, 0.0, float("inf"), 1.0, -1.0, 0.0, float("nan"), 5.0]
    den = [0.0, 0.0, float("inf"), float("inf"), 0.0, 3.0, 1.0, -0.0]
    st = run_sequence(F32_DIV, {"v1": vals(num * 8), "v2": vals(den * 8)})
    got = [from32(b) for b in st.v[1, 1, :8].tolist()]
    assert got[0] == math.inf and got[4] == -math.inf and math.isnan(got[1])
    assert math.isnan(got[2]) and got[3] == 0.0 and got[5] == 0.0 and math.isnan(got[6])
    assert got[7] == -math.inf


@pytest.mark.parametrize("scale", [(0, 0), (-900, 0), (800, -200), (0, 1000)])
def test_clang_f64_division_is_correctly_rounded(scale):
    num = [float(x) * 2.0 ** scale[0] * (1 + 2.0 ** -40) for x in randf32(64, -10, 10)]
    den = [float(x) * 2.0 ** scale[1] * (1 - 2.0 ** -37) for x in randf32(64, -10, 10)]
    st = run_sequence(F64_DIV, {"v[0:1]": [bits64(x) for x in num],
                                "v[2:3]": [bits64(x) for x in den]})
    got = (st.v[1, 0].astype(np.uint64) | (st.v[1, 1].astype(np.uint64) << np.uint64(32)))
    want = [bits64(float(Fraction(a) / Fraction(b))) for a, b in zip(num, den)]
    assert got.tolist() == want


def test_transcendentals_within_one_ulp():
    xs = [abs(x) for x in X]
    for line, ref in [("v_rcp_f32_e32 v1, v2", lambda x: 1 / x),
                      ("v_sqrt_f32_e32 v1, v2", math.sqrt),
                      ("v_rsq_f32_e32 v1, v2", lambda x: 1 / math.sqrt(x)),
                      ("v_log_f32_e32 v1, v2", math.log2),
                      ("v_exp_f32_e32 v1, v2", lambda x: 2.0 ** min(x, 100)),
                      # revolutions reduced exactly first (2*pi*x in f64 is inexact for big x);
                      # half turns are exact zeros
                      ("v_sin_f32_e32 v1, v2",
                       lambda x: 0.0 if x % 0.5 == 0 else math.sin(2 * math.pi * (x % 1)))]:
        inputs = [x if "exp" not in line else min(x, 100) for x in xs]
        st = run_sequence([line], {"v2": vals(inputs)})
        for got, x in zip(st.v[1, 1].tolist(), inputs):
            assert abs(int(got) - bits32(f32(ref(x)))) <= 1, (line, x)
