"""``/`` on f32, f64 and f16 against numpy, bit for bit, over every pair of an edge-value grid
(signed zeros, denormals, the smallest normal, 1, the largest finite value, infinities, NaN,
values about 2**+-126 and 2**+-1022 where a quotient or a reciprocal leaves the normal range)
and random pairs over the whole exponent range, on every target: IEEE division, correctly
rounded, its special cases (x/0, inf/x, x/inf, 0/0, overflow, underflow to denormals and zero)
exact. A NaN must be a NaN; its payload is not compared (numpy gives the host's)."""
import numpy as np
import pytest

from gcnsim.lang import Ptr, f16, f32, f64, global_id, kernel

from .launch import run

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")
BITS = {np.float16: np.uint16, np.float32: np.uint32, np.float64: np.uint64}


@kernel
def div32(a: Ptr[f32], b: Ptr[f32], q: Ptr[f32]):
    i = global_id(0)
    q[i] = a[i] / b[i]


@kernel
def div64(a: Ptr[f64], b: Ptr[f64], q: Ptr[f64]):
    i = global_id(0)
    q[i] = a[i] / b[i]


@kernel
def div16(a: Ptr[f16], b: Ptr[f16], q: Ptr[f16]):
    i = global_id(0)
    q[i] = a[i] / b[i]


def _edges(dt):
    """Both signs of the grid's magnitudes."""
    info = np.finfo(dt)
    tiny, big, sub = float(info.tiny), float(info.max), float(info.smallest_subnormal)
    e = int(np.log2(tiny))                       # -126, -1022, -14
    mags = [0.0, sub, 3 * sub, tiny / 2 - sub, tiny, tiny * 1.5, 1.0, 1.0 + float(info.eps),
            3.0, 7.0, 10.0, 0.1, big, big / 3, 2.0 ** -e, 2.0 ** (-e + 1), 2.0 ** (-e - 1),
            2.0 ** -e * 1.75, 2.0 ** e * 3, float(np.sqrt(big)), 1 / float(np.sqrt(big)), np.inf]
    mags = np.array(mags, np.float64).astype(dt)
    return np.concatenate([mags, -mags, np.array([np.nan], dt)])


def _random(dt, n, rng):
    """Bit patterns over the whole range, finite ones (edge cases are the grid's)."""
    words = rng.integers(0, 1 << (8 * np.dtype(dt).itemsize), n, dtype=np.uint64)
    x = words.astype(BITS[dt]).view(dt)
    return np.where(np.isfinite(x), x, dt(1.5))


def _pairs(dt):
    e = _edges(dt)
    a, b = np.repeat(e, len(e)), np.tile(e, len(e))
    rng = np.random.default_rng(11)
    return np.concatenate([a, _random(dt, 2048, rng)]), np.concatenate([b, _random(dt, 2048, rng)])


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("dt, fn", [(np.float32, div32), (np.float64, div64),
                                    (np.float16, div16)])
def test_division_is_ieee(target, dt, fn):
    if dt is np.float16 and target == "gfx701":
        pytest.skip("gfx701 has no f16 arithmetic")
    a, b = _pairs(dt)
    n = len(a)
    got = run(fn.compile(target), [a, b, np.zeros(n, dt)], n, 256)[2]
    with np.errstate(all="ignore"):
        want = a / b
    nan = np.isnan(want)
    assert np.array_equal(np.isnan(got), nan)
    keep = ~nan
    bad = np.flatnonzero(got[keep].view(BITS[dt]) != want[keep].view(BITS[dt]))
    pairs = [(a[keep][k], b[keep][k], got[keep][k], want[keep][k]) for k in bad[:8]]
    assert not pairs, pairs
