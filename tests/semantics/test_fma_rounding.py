"""fma.fma_rounded (f64 sum rounded once more unless it may be a double-rounding case)
against exact rational arithmetic and against the round-to-odd path.

The hard cases are built: c = +-2**k (or its odd neighbour), a*b = +-2**(k-24) * (1 - u**2 *
2**-46), so the exact sum lies within 2**-53 (relative) of an f32 midpoint next to c: the f64
sum lands on the midpoint and a naive second rounding goes to even, the wrong way when c is
odd.
"""
import warnings
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from gcnsim.semantics.fma import fma_rounded
from gcnsim.semantics.valu_float import F16, F32, fma64, fma_odd

FMA32 = fma_rounded(F32)
FMA16 = fma_rounded(F16)


def narrow(x, dtype):
    """``x`` rounded to ``dtype`` by numpy's cast; an overflow to infinity is the IEEE result
    these references want."""
    with np.errstate(over="ignore"):
        return x.astype(dtype)


def round_binary(x, mantissa, emin, emax):
    """x (Fraction) rounded to nearest-even on a binary grid: ``mantissa`` fraction bits,
    smallest normal exponent ``emin``, overflow at 2**(emax+1) - half an ulp."""
    if x == 0:
        return 0.0
    sign, x = (-1.0 if x < 0 else 1.0), abs(x)
    e = max(x.numerator.bit_length() - x.denominator.bit_length(), emin)
    while Fraction(2) ** e > x and e > emin:
        e -= 1
    while Fraction(2) ** (e + 1) <= x:
        e += 1
    unit = Fraction(2) ** (e - mantissa)
    q, r = divmod(x, unit)
    if r * 2 > unit or (r * 2 == unit and q % 2):
        q += 1
    value = q * unit
    if value >= Fraction(2) ** (emax + 1):
        return sign * np.inf
    return sign * float(value)


def exact32(a, b, c):
    x = Fraction(float(a)) * Fraction(float(b)) + Fraction(float(c))
    return np.float32(round_binary(x, 23, -126, 127))


def f32s():
    return hs.floats(width=32, allow_nan=False, allow_infinity=False)


@settings(max_examples=400, deadline=None)
@given(f32s(), f32s(), f32s())
def test_random_f32_matches_rational(a, b, c):
    got = FMA32(np.float32(a), np.float32(b), np.float32(c))
    want = exact32(a, b, c)
    assert got.tobytes() == want.tobytes() or (got == 0 and want == 0)


@settings(max_examples=300, deadline=None)
@given(hs.integers(1, 300), hs.integers(-100, 100), hs.sampled_from([1, -1]),
       hs.sampled_from([1, -1]), hs.booleans())
def test_built_midpoint_cases(u, k, sign_c, sign_a, odd):
    c = np.float32(sign_c * (2.0 ** k) * (1 + 2.0 ** -23 if odd else 1))
    a = np.float32(sign_a * (1 + u * 2.0 ** -23) * 2.0 ** (k - 24))
    b = np.float32(1 - u * 2.0 ** -23)
    got = FMA32(a, b, c)
    want = exact32(a, b, c)
    assert got.tobytes() == want.tobytes()
    assert got.tobytes() == narrow(fma_odd(a, b, c), F32).tobytes()
    naive = (np.float64(a) * b + c).astype(F32)
    assert (naive == want) == (not odd)          # the naive double rounding is wrong when odd


@settings(max_examples=300, deadline=None)
@given(hs.integers(0, 2 ** 32 - 1), hs.integers(0, 2 ** 32 - 1), hs.integers(0, 2 ** 32 - 1))
def test_any_f32_bits_match_round_to_odd(a, b, c):
    """Every bit pattern (NaN, infinities, subnormals) as the round-to-odd path gives it."""
    a, b, c = (np.array([x], np.uint32).view(F32) for x in (a, b, c))
    np.testing.assert_array_equal(FMA32(a, b, c).view(np.uint32),
                                  narrow(fma_odd(a, b, c), F32).view(np.uint32))


@settings(max_examples=300, deadline=None)
@given(hs.integers(0, 2 ** 16 - 1), hs.integers(0, 2 ** 16 - 1), hs.integers(0, 2 ** 16 - 1))
def test_any_f16_bits_match_round_to_odd(a, b, c):
    a, b, c = (np.array([x], np.uint16).view(F16) for x in (a, b, c))
    np.testing.assert_array_equal(FMA16(a, b, c).view(np.uint16),
                                  narrow(fma_odd(a, b, c), F16).view(np.uint16))


def test_batch_with_one_midpoint_lane():
    """One risky lane sends the whole batch down the exact path; the others agree either way."""
    rng = np.random.default_rng(3)
    a, b, c = (rng.standard_normal((4, 64)).astype(F32) for _ in range(3))
    a[2, 5], b[2, 5], c[2, 5] = (np.float32((1 + 7 * 2.0 ** -23) * 2.0 ** -24),
                                 np.float32(1 - 7 * 2.0 ** -23), np.float32(1 + 2.0 ** -23))
    got = FMA32(a, b, c)
    assert got[2, 5] == np.float32(1 + 2.0 ** -23)
    np.testing.assert_array_equal(got.view(np.uint32),
                                  narrow(fma_odd(a, b, c), F32).view(np.uint32))


@settings(max_examples=200, deadline=None)
@given(hs.integers(-100, 100), hs.sampled_from([1, -1]), hs.sampled_from([1, -1]), hs.booleans())
def test_exact_midpoints_tie_to_even(k, sign_c, sign_a, odd):
    """a*b + c exactly an f32 midpoint (the f64 sum is exact): ties go to even."""
    c = np.float32(sign_c * (2.0 ** k) * (1 + 2.0 ** -23 if odd else 1))
    a, b = np.float32(sign_a * 2.0 ** (k - 24)), np.float32(1)
    got = FMA32(np.full(64, a), np.full(64, b), np.full(64, c))
    assert (got == exact32(a, b, c)).all()


def test_f64_fma_with_tiny_products_is_correctly_rounded():
    """Products under 2**-968 (their low half below the denormal range), with addends down
    to the denormals: every lane equals the exact sum rounded once (117 of these 20,000 were
    an ulp off before the exact path)."""
    rng = np.random.default_rng(1)
    n = 20000
    a = np.ldexp(rng.random(n) + 0.5, rng.integers(-560, -450, n)) * rng.choice([-1, 1], n)
    b = np.ldexp(rng.random(n) + 0.5, rng.integers(-560, -450, n))
    c = np.ldexp(rng.random(n) + 0.5, rng.integers(-1074, -960, n)) * rng.choice([-1, 1], n)
    got = fma64(a, b, c)
    want = np.array([float(Fraction(x) * Fraction(y) + Fraction(z)) for x, y, z in zip(a, b, c)])
    assert np.array_equal(got.view(np.uint64), want.view(np.uint64))


@pytest.mark.parametrize("fn, dtype", [(FMA32, F32), (FMA16, F16), (fma_odd, F32),
                                       (fma_odd, F16), (fma64, np.float64)])
def test_overflow_infinities_and_nan_are_results_not_warnings(fn, dtype):
    """An overflow, inf - inf and 0 * inf compute inf or NaN without a RuntimeWarning, outside
    the executor's errstate too (the suite had eleven "overflow encountered in cast")."""
    big = np.finfo(dtype).max
    a = np.array([big, np.inf, 0, np.nan, -big], dtype)
    b = np.array([4, 1, np.inf, 1, 4], dtype)
    c = np.array([0, -np.inf, 1, 1, 0], dtype)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        got = np.asarray(fn(a, b, c), np.float64)
    assert got[0] >= 4.0 * float(big) and got[4] <= -4.0 * float(big)   # inf, or fma_odd's f64
    assert np.isnan(got[1:4]).all()
