"""Fused (and unfused) multiply-add, computed exactly on numpy.

For f16/f32 the product is exact in f64 and the sum is rounded to odd in f64, so the final
rounding is correct (Boldo and Melquiond, "Emulation of FMA and correctly rounded sums: proved
algorithms using rounding to odd", IEEE TC 2008); f64 uses their emulated FMA (exact
Veltkamp/Dekker product on the mantissas, TwoSum, round-to-odd), and where the product's low
part would fall below the f64 denormal range (products under 2**-968, where that emulation is
inexact) the lane is computed with rationals (int / int rounds correctly, denormals included),
as are the lanes whose emulated sum is not finite though every operand is: a product that
overflows f64 is exact inside an fma, so 2**1000 * 2**24 - DBL_MAX is 2**971, not inf, and a
finite product plus an infinite addend is that infinity, not NaN.
An exact zero takes IEEE 754's sign (6.3); NaN sources win over an invalid 0 * inf (the VALU's
fma ops). Infinities and NaNs (an overflow, inf - inf, 0 * inf) are results here, not errors:
fma_rounded, fma_odd and fma64 compute under ``np.errstate(all="ignore")``, as the executor
runs every instruction, so a caller outside it (a test's reference, a tool) sees no
RuntimeWarning; ``fused``, which only the executor calls, skips that second errstate on its
hot path (v_fma_f32 on one wave's 64 lanes).

    fma_rounded(np.float32)(1 + 2**-23, 1 - 2**-23, -1.0)  -> -2**-46 exactly
    (a double-rounded f64 product would give 0)
"""
from fractions import Fraction
from functools import wraps

import numpy as np

from .fpmode import canonical_nan

F16, F32, F64 = np.float16, np.float32, np.float64
INF = np.inf
MANTISSA_BITS = {F16: 10, F32: 23, F64: 52}
U64 = np.uint64
TINY_PRODUCT = 2.0 ** -968      # below it the emulated f64 product's low part is not exact


def _quiet(fn):
    """``fn`` computing under np.errstate(all="ignore") (see the module docstring)."""
    @wraps(fn)
    def quiet(*args):
        with np.errstate(all="ignore"):
            return fn(*args)
    return quiet


def _two_sum(a, b):
    s = a + b
    bb = s - a
    return s, (a - (s - bb)) + (b - bb)


def _round_odd_sum(a, b):
    """a + b in f64, rounded to odd (inexact results get an odd last bit)."""
    s, err = _two_sum(a, b)
    even = (np.asarray(s, F64).view(U64) & U64(1)) == 0
    toward = np.nextafter(s, np.where(err > 0, INF, -INF))
    return np.where((err != 0) & even & np.isfinite(s), toward, s)


@_quiet
def fma_odd(a, b, c):
    """a*b + c for f16/f32 inputs as an f64 rounded to odd (exact product, one odd rounding)."""
    return _round_odd_sum(np.asarray(a, F64) * b, np.asarray(c, F64))


def _split(x):
    t = 134217729.0 * x
    hi = t - (t - x)
    return hi, x - hi


@_quiet
def fma64(a, b, c):
    """Correctly rounded f64 fused multiply-add (see the module docstring). The product is
    split on mantissas in [0.5, 1) and scaled back, so large operands do not overflow."""
    a, b, c = np.asarray(a, F64), np.asarray(b, F64), np.asarray(c, F64)
    ma, ea = np.frexp(a)
    mb, eb = np.frexp(b)
    scale = ea + eb
    p = ma * mb
    ah, al = _split(ma)
    bh, bl = _split(mb)
    err = np.ldexp(((ah * bh - p) + ah * bl + al * bh) + al * bl, scale)
    p = np.ldexp(p, scale)
    th, tl = _two_sum(c, p)
    result = th + _round_odd_sum(tl, err)
    finite_product = np.isfinite(a) & np.isfinite(b)
    result = np.where(np.isfinite(result) & np.isfinite(p), result,
                      np.where(finite_product & np.isinf(c), c, a * b + c))
    zero = result == 0
    if np.count_nonzero(zero):
        result = np.where(zero, _zero_sum_sign(a, b, c), result)
    tiny = (np.abs(a * b) < TINY_PRODUCT) & (a != 0) & (b != 0) & np.isfinite(c)
    big = ~np.isfinite(result) & finite_product & np.isfinite(c)
    if np.count_nonzero(tiny | big):
        result = exact_lanes(result, tiny | big, a, b, c)
    return result


def exact_lanes(result, lanes, a, b, c, factor=1.0):
    """``result`` with the ``lanes`` where (a*b + c) * factor is computed from the exact
    rational, rounded once (a nonzero value that rounds to zero keeps its sign; an exact zero
    keeps ``result``'s IEEE-signed zero)."""
    shape = np.broadcast(result, a, b, c, factor).shape
    out = np.array(np.broadcast_to(result, shape), F64)
    a, b, c, factor, lanes = (np.broadcast_to(x, shape) for x in (a, b, c, factor, lanes))
    for index in zip(*np.nonzero(lanes)):
        exact = Fraction(float(a[index])) * Fraction(float(b[index])) + Fraction(float(c[index]))
        if exact != 0:
            value = _to_float(exact * Fraction(float(factor[index])))
            out[index] = value if value != 0 else (-0.0 if exact < 0 else 0.0)
    return out


def _to_float(exact):
    """A rational rounded once to f64 (int / int rounds correctly); past DBL_MAX's rounding
    threshold, the infinity of its sign (Python raises OverflowError there)."""
    try:
        return float(exact)
    except OverflowError:
        return INF if exact > 0 else -INF


def _zero_sum_sign(a, b, c):
    """The zero a*b + c rounds to: -0 when the product is a zero or underflows and c is -0 or
    both are -0; +0 when they cancel exactly (IEEE 754 6.3, round to nearest)."""
    product_negative = np.signbit(a) ^ np.signbit(b)
    product_zero = (a == 0) | (b == 0)
    negative = np.where(c == 0, product_negative & (np.signbit(c) | ~product_zero), False)
    return np.where(negative, -0.0, 0.0)


def fma_rounded(dtype):
    """a*b + c for f16/f32 inputs, correctly rounded to ``dtype`` (see _rounded)."""
    return _quiet(_rounded(dtype))


def _rounded(dtype):
    """a*b + c for f16/f32 inputs, correctly rounded to ``dtype``: the f64 sum, rounded once
    more, unless it may be a double-rounding case (then fma_odd).

    Why that is exact: the product is exact in f64 and s = RN64(p + c). Every midpoint m
    between neighbours of ``dtype`` (its finite values and the overflow threshold) has at most
    25 significant bits, so it is an f64 number. If the exact x = p + c lies strictly between
    two consecutive midpoints, so does s or s equals one of them (RN64 is monotone and the
    midpoints are f64 numbers); if x is itself a midpoint, s = x. So RN(s) = RN(x) unless s is a
    midpoint. In ``dtype``'s normal range a midpoint's f64 mantissa bits below ``dtype``'s
    precision are exactly 100...0; below ``dtype``'s smallest normal the grid is fixed, so
    every nonzero s there is suspect. A suspect s takes the exact path only if the sum was
    inexact (s = x needs no care: sums of two f32 values often land on midpoints exactly).
    Infinities and NaN pass through unchanged."""
    low = 52 - MANTISSA_BITS[dtype]
    # 0-d arrays, not numpy scalars: cheaper operands for numpy on one wave's 64 lanes
    low_mask, half = np.array((1 << low) - 1, U64), np.array(1 << (low - 1), U64)
    magnitude, one = np.array((1 << 63) - 1, U64), np.array(1, U64)
    below_tiny = np.array(np.float64(np.finfo(dtype).tiny).view(U64) - 1, U64)

    def fn(a, b, c):
        p = np.asarray(a, F64) * b
        s = np.asarray(p + c, F64)
        bits = s.view(U64)
        risky = ((bits & low_mask) == half) | ((bits & magnitude) - one < below_tiny)
        if np.count_nonzero(risky):
            rounded = s - p                     # TwoSum: s + err == p + c exactly
            err = (p - (s - rounded)) + (c - rounded)
            if np.count_nonzero(risky & (err != 0)):
                return fma_odd(a, b, c).astype(dtype)
        return s.astype(dtype)
    return fn


def unfused(dtype):
    """Unfused multiply-add: the product is rounded first (its NaN, made or not, comes first;
    each step keeps the NaN order whatever numpy does with a broadcast constant)."""
    add = canonical_nan(lambda a, b: a + b)
    mul = canonical_nan(lambda a, b: a * b)
    return lambda a, b, c: add(mul(a, b), c)


def fused(dtype):
    """A fused multiply-add whose NaN sources win over the invalid 0 * inf (IEEE 754 7.2)."""
    return canonical_nan(fma64 if dtype is F64 else _rounded(dtype))
