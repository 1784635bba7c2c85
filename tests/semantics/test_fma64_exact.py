"""The f64 fused operations (v_fma_f64, v_fmac_f64, v_div_fmas_f64, the f64 MFMA's steps) are
exact with one rounding where the rounded product leaves f64's range: against exact rational
arithmetic (an outside trial found 2**1000 * 2**24 - DBL_MAX computed as inf and a finite
product plus an infinite addend as NaN), and against the native tier's llvm.fma.f64 on random
operands whose exponents reach overflow, underflow and huge gaps."""
import math
from fractions import Fraction

import numpy as np
import pytest

from gcnsim.semantics.fma import fma64
from tests.native.differential import compare
from tests.semantics.valu_harness import read, run

DBL_MAX = np.finfo(np.float64).max
# biased exponents: denormals, the smallest normals, around 1.0, the top of the range
EXPONENTS = (0, 1, 2, 50, 500, 511, 512, 1000, 1022, 1023, 1024, 1050, 1080, 1500, 2000, 2045,
             2046)


def exact(a, b, c):
    """a*b + c rounded once to f64 from the rational (Python's int / int rounds correctly);
    finite a and b with an infinite c give c."""
    if math.isinf(c):
        return c
    value = Fraction(a) * Fraction(b) + Fraction(c)
    try:
        return float(value)
    except OverflowError:
        return math.inf if value > 0 else -math.inf


def spread(rng, n):
    """f64s of random sign and mantissa, their exponents drawn from EXPONENTS."""
    bits = rng.integers(0, 1 << 63, n, dtype=np.uint64) & np.uint64(0x800FFFFFFFFFFFFF)
    bits |= rng.choice(EXPONENTS, n).astype(np.uint64) << np.uint64(52)
    return bits.view(np.float64)


def test_the_trials_cases():
    a = np.array([2.0 ** 1000, 1e300, -1e300, DBL_MAX, 2.0 ** 1023, 2.0 ** 1023 * 1.5])
    b = np.array([2.0 ** 24, 1e10, 1e10, 2.0, 2.0, -2.0])
    c = np.array([-DBL_MAX, -np.inf, np.inf, -DBL_MAX, -DBL_MAX, DBL_MAX])
    want = [2.0 ** 971, -np.inf, np.inf, DBL_MAX, exact(2.0 ** 1023, 2.0, -DBL_MAX),
            exact(2.0 ** 1023 * 1.5, -2.0, DBL_MAX)]
    assert fma64(a, b, c).tolist() == want


def test_random_spread_matches_rationals():
    """8,000 lanes with exponents from denormal to DBL_MAX's, and 2,000 whose product is past
    DBL_MAX and whose addend (up to DBL_MAX, or infinite) takes most of it back: before the
    fix 1,756 of those 2,000 were wrong (inf or NaN)."""
    rng = np.random.default_rng(3)
    a, b, c = (spread(rng, 8000) for _ in range(3))
    big = 2000
    a[:big] = np.ldexp(1 + rng.random(big) * 0.4, 512) * rng.choice([-1, 1], big)
    b[:big] = np.ldexp(1 + rng.random(big) * 0.4, 512)
    c[:big] = -np.sign(a[:big]) * np.ldexp(0.5 + rng.random(big) / 2, 1024)
    c[:big:50] = np.inf
    got = fma64(a, b, c)
    want = np.array([exact(x, y, z) for x, y, z in zip(a, b, c)])
    nonzero = want != 0                         # a zero's sign: test_fma_rounding.py
    assert np.array_equal(got[nonzero].view(np.uint64), want[nonzero].view(np.uint64))


def bits(x):
    return int(np.float64(x).view(np.uint64))


def test_div_fmas_scaled_down_from_past_dbl_max():
    """v_div_fmas_f64 with VCC and a small S2 scales by 2**-128 after the fma: a product past
    DBL_MAX comes back finite (2**1100 * 2**-128 = 2**972), rounded once."""
    init = {"v[2:3]": bits(2.0 ** 600), "v[4:5]": bits(2.0 ** 500), "v[6:7]": bits(2.0 ** -10),
            "vcc": (1 << 64) - 1}
    st = run("v_div_fmas_f64 v[0:1], v[2:3], v[4:5], v[6:7]", init)
    assert read(st, 1, "v[0:1]")[0] == bits(2.0 ** 972)


def _spread_pairs(st):
    """v[0:31] as sixteen f64 pairs of spread exponents, some infinite (EXPONENTS' 2047)."""
    rng = np.random.default_rng(11)
    values = spread(rng, st.v.shape[0] * 64 * 16).reshape(st.v.shape[0], 64, 16)
    values[:, ::9, 3] = np.inf
    values[:, 5::11, 7] = -np.inf
    st.v[:, 0:32, :] = values.view(np.uint32).transpose(0, 2, 1)


@pytest.mark.parametrize("target, lines", [
    ("gfx900", ["v_fma_f64 v[32:33], v[0:1], v[2:3], v[4:5]",
                "v_fma_f64 v[34:35], v[6:7], -v[8:9], v[10:11]",
                "v_fma_f64 v[36:37], v[12:13], v[14:15], -|v[6:7]|"]),
    ("gfx90a", ["v_fma_f64 v[32:33], v[16:17], v[18:19], v[20:21]",
                "v_fmac_f64 v[28:29], v[24:25], v[26:27]"]),
])
def test_native_llvm_fma_agrees(target, lines):
    """The native tier's llvm.fma.f64 against the interpreter, denormals kept and flushed."""
    for mode in (0x3F0, 0x330):
        diffs, _ = compare(target, lines, mode, seed=4, prepare=_spread_pairs)
        assert not diffs, "\n".join(diffs[:10])
