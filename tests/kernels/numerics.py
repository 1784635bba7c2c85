"""Exact arithmetic the kernel references need and numpy lacks, and the ulp distance the
float comparisons use.

numpy has no fused multiply-add, and clang contracts ``a * b + c`` into ``v_fma_f32`` /
``v_fmac_f32`` (OpenCL's default ``-ffp-contract=on``), so references reproduce the single
rounding exactly:

    >>> a, c = np.float32(1 + 2**-12), np.float32(-1)
    >>> float(a * a + c) == 2**-11, float(fma_f32(a, a, c)) == 2**-11 + 2**-24
    (True, True)
"""
from fractions import Fraction

import numpy as np


def fma_f32(a, b, c):
    """round_f32(a * b + c) with one rounding, elementwise (float32 in, float32 out).

    The float32 product is exact in float64; the float64 sum s is the exact sum rounded once.
    Rounding s to float32 is then right unless s lies exactly halfway between two float32s
    (every float32 midpoint is a float64): there the exact sum's error term e decides.
    """
    a, b, c = (np.asarray(x, dtype=np.float32).astype(np.float64) for x in (a, b, c))
    p = a * b
    s = p + c
    e = (p - (s - (s - p))) + (c - (s - p))          # TwoSum: p + c == s + e exactly
    r = s.astype(np.float32)
    up = np.nextafter(r, np.float32(np.inf))
    down = np.nextafter(r, np.float32(-np.inf))
    low = np.where(r.astype(np.float64) > s, down, r)
    high = np.where(r.astype(np.float64) > s, r, up)
    mid = (low.astype(np.float64) + high.astype(np.float64)) / 2
    tie = (s == mid) & (e != 0) & np.isfinite(s)
    fixed = np.where(e > 0, high, low)
    return np.where(tie, fixed, r).astype(np.float32)


def mul_add_f32(a, b, c, fused):
    """OpenCL's contracted ``a * b + c`` as clang-19 lowers it for a target: one fused
    ``v_fma_f32`` where the target has a fast f32 fma (``fused``), else ``v_mad_f32`` /
    ``v_mac_f32``: the product rounded to float32, then the sum (gfx701). (v_mad_f32 also
    flushes denormals; the corpus inputs stay clear of them.)"""
    if fused:
        return fma_f32(a, b, c)
    product = np.asarray(a, np.float32) * np.asarray(b, np.float32)
    return (product + np.asarray(c, np.float32)).astype(np.float32)


def fma_f64(a, b, c):
    """round_f64(a * b + c) with one rounding, elementwise, through exact fractions."""
    a, b, c = np.broadcast_arrays(*(np.asarray(x, dtype=np.float64) for x in (a, b, c)))
    exact = [float(Fraction(x) * Fraction(y) + Fraction(z))
             for x, y, z in zip(a.ravel(), b.ravel(), c.ravel())]
    return np.array(exact, dtype=np.float64).reshape(a.shape)


def _ordered(x):
    """Float bits as integers that count ulps: adjacent floats differ by 1, -0 == +0."""
    bits = {np.dtype(np.float16): np.int16, np.dtype(np.float32): np.int32,
            np.dtype(np.float64): np.int64}[x.dtype]
    i = x.view(bits).astype(np.int64)
    magnitude = np.int64(np.iinfo(bits).max)
    return np.where(i < 0, -(i & magnitude), i)


def ulp_distance(got, want):
    """Elementwise distance in units in the last place (0 where both are the same NaN kind)."""
    both_nan = np.isnan(got) & np.isnan(want)
    diff = np.abs(_ordered(got) - _ordered(want))
    return np.where(both_nan, 0, diff)
