"""f64 math (gcnsim/lang/libm64.py) against OpenCL's full-profile ulp bounds for double, the
error measured against mpmath at 120 bits: random arguments over each function's range and its
edges (denormals, overflow and underflow, |y log x| near 745 for pow, sin/cos next to multiples
of pi/2 up to 2**45, any finite argument up to f64's largest and the reduction's hardest case,
in f64 and in f32), IEEE special values exact, sqrt bit for bit; f32 pow, tanh, erf and rsqrt
(through f64); min/max of NaNs and signed zeros. Under the dynamic checker."""
import math

import mpmath
import numpy as np
import pytest

from gcnsim.lang import (Ptr, cos, erf, exp, f32, f64, global_id, kernel, log, pow, rsqrt,
                         sin, sqrt, tanh)

from .launch import run

BOUNDS = {"exp": 3, "log": 3, "sin": 4, "cos": 4, "sqrt": 0.5, "rsqrt": 2, "tanh": 5, "erf": 16,
          "pow": 16}
NAMES = tuple(BOUNDS)
REF = {"exp": mpmath.exp, "log": mpmath.log, "sin": mpmath.sin, "cos": mpmath.cos,
       "sqrt": mpmath.sqrt, "rsqrt": lambda v: 1 / mpmath.sqrt(v), "tanh": mpmath.tanh,
       "erf": mpmath.erf}
TINY = 5e-324


@kernel
def math9(x: Ptr[f64], y: Ptr[f64], out: Ptr[f64]):
    i = global_id(0)
    v = x[i]
    out[i * 9] = exp(v)
    out[i * 9 + 1] = log(v)
    out[i * 9 + 2] = sin(v)
    out[i * 9 + 3] = cos(v)
    out[i * 9 + 4] = sqrt(v)
    out[i * 9 + 5] = rsqrt(v)
    out[i * 9 + 6] = tanh(v)
    out[i * 9 + 7] = erf(v)
    out[i * 9 + 8] = pow(v, y[i])


@kernel
def math4(x: Ptr[f32], y: Ptr[f32], out: Ptr[f32]):
    i = global_id(0)
    v = x[i]
    out[i * 4] = pow(v, y[i])
    out[i * 4 + 1] = tanh(v)
    out[i * 4 + 2] = erf(v)
    out[i * 4 + 3] = rsqrt(v)


@kernel
def min_max(x: Ptr[f64], y: Ptr[f64], out: Ptr[f64], xs: Ptr[f32], ys: Ptr[f32],
            outs: Ptr[f32]):
    i = global_id(0)
    out[i * 2] = min(x[i], y[i])
    out[i * 2 + 1] = max(x[i], y[i])
    outs[i * 2] = min(xs[i], ys[i])
    outs[i * 2 + 1] = max(xs[i], ys[i])


def _launch(target, x, y, scheme="exec"):
    compiled = math9.compile(target, divergence=scheme)
    out = run(compiled, [x, y, np.zeros(9 * len(x))], len(x), 64, checker="default")[2]
    return out.reshape(len(x), 9)


def _ulps(got, ref):
    """|got - ref| in units of the last place of ref rounded to f64 (2**-1074 for denormals);
    a reference beyond f64's range wants inf, one under half the least denormal wants 0."""
    if abs(ref) >= mpmath.mpf(2) ** 1024:
        return 0.0 if got == float(ref) else math.inf
    r = float(ref)
    return float(abs(mpmath.mpf(got) - ref) / (np.spacing(abs(r)) if r else TINY))


def _arguments():
    rng = np.random.default_rng(29)
    x = np.concatenate([
        rng.uniform(0.01, 3, 120), rng.uniform(-40, 40, 120), rng.uniform(-745, 710, 60),
        np.exp(rng.uniform(-740, 709, 80)), rng.uniform(0.9, 1.1, 40),
        rng.integers(1, 1 << 52, 30).view(np.float64),                      # denormals
        rng.uniform(-2.0 ** 45, 2.0 ** 45, 40), rng.uniform(-7, 7, 60)])
    y = rng.uniform(-6, 6, len(x))
    big = rng.uniform(-1, 1, 80) * 700                   # |y log x| up to 700 for pow
    bx = np.exp(rng.uniform(-3, 3, 80))
    return np.concatenate([x, bx]), np.concatenate([y, big / np.log(bx)])


@pytest.fixture(scope="module")
def references():
    x, y = _arguments()
    mpmath.mp.prec = 120
    refs = {}
    for name in NAMES:
        col = []
        for a, b in zip(x, y):
            a, b = mpmath.mpf(a), mpmath.mpf(b)
            if name in ("log", "sqrt", "rsqrt", "pow") and a <= 0:
                col.append(None)
            else:
                col.append(mpmath.power(a, b) if name == "pow" else REF[name](a))
        refs[name] = col
    return x, y, refs


@pytest.mark.parametrize("target,scheme", [("gfx701", "exec"), ("gfx900", "exec"),
                                           ("gfx90a", "exec"), ("gfx942", "exec"),
                                           ("gfx701", "resume-pc")])
def test_ulp_bounds(references, target, scheme):
    x, y, refs = references
    out = _launch(target, x, y, scheme)
    for k, name in enumerate(NAMES):
        errors = [(_ulps(out[i, k], r), x[i]) for i, r in enumerate(refs[name]) if r is not None]
        worst = max(errors)
        assert worst[0] <= BOUNDS[name], (name, worst)


def _same(got, want, ulps=0):
    """Equal as IEEE values (NaN to NaN, zeros by sign, infinities), a finite nonzero
    ``want`` within ``ulps`` of the reference."""
    if np.isnan(want):
        return np.isnan(got)
    if np.isfinite(want) and want != 0:
        return abs(got - want) <= ulps * np.spacing(abs(want))
    return got == want and np.signbit(got) == np.signbit(want)


@pytest.mark.parametrize("target", ("gfx701", "gfx942"))
def test_special_values(target):
    inf, nan = np.inf, np.nan
    x = np.array([nan, inf, -inf, 0.0, -0.0, -1.0, 1e308, -1e308, 710.0, -746.0, 40.0, -40.0])
    out = _launch(target, x, np.ones(len(x)))
    with np.errstate(all="ignore"):
        want = {"exp": np.exp(x), "log": np.log(x), "sqrt": np.sqrt(x), "rsqrt": 1 / np.sqrt(x),
                "tanh": np.tanh(x), "erf": np.array([math.erf(v) for v in x])}
    for name, values in want.items():
        k = NAMES.index(name)
        for v, got, w in zip(x, out[:, k], values):
            assert _same(got, w, BOUNDS[name] + 1), (name, v, got, w)
    for k in (2, 3):                                 # sin, cos of NaN and the infinities
        assert np.isnan(out[:3, k]).all()
    assert [np.signbit(v) for v in out[3:5, 2]] == [False, True]       # sin(+-0) = +-0


@pytest.mark.parametrize("target", ("gfx900", "gfx90a"))
def test_pow_special_cases(target):
    """C99's (and IEEE 754's) pow cases, as numpy's pow computes them, exact."""
    values = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0,
              1.5, 5e-324, -5e-324, 1e300, -1e300]
    x, y = (a.ravel() for a in np.meshgrid(values, values))
    out = _launch(target, x, y)[:, 8]
    with np.errstate(all="ignore"):
        want = np.power(x, y)
    for a, b, got, w in zip(x, y, out, want):
        assert _same(got, w, BOUNDS["pow"] + 1), (a, b, got, w)


def test_sqrt_correctly_rounded():
    rng = np.random.default_rng(4)
    x = np.concatenate([rng.integers(1, 0x7FF0000000000000, 4096, dtype=np.int64).view(
        np.float64), rng.integers(1, 1 << 52, 256).view(np.float64)])
    out = _launch("gfx90a", x, np.ones(len(x)))[:, 4]
    assert (out.view(np.int64) == np.sqrt(x).view(np.int64)).all()


@pytest.mark.parametrize("target", ("gfx701", "gfx942"))
def test_sin_cos_next_to_their_zeros(target):
    """Within 4 ulp next to multiples of pi/2 up to 2**45, where the reduced argument is
    smallest; the reduction is exact to about 2**-110 there."""
    rng = np.random.default_rng(11)
    mpmath.mp.prec = 200
    ks = np.concatenate([np.arange(1, 200), np.round(rng.uniform(200, 2.0 ** 45, 200))])
    base = np.array([float(mpmath.mpf(int(k)) * mpmath.pi / 2) for k in ks])
    x = np.concatenate([base, np.nextafter(base, np.inf), -np.nextafter(base, 0)])
    out = _launch(target, x, np.ones(len(x)))
    for k, fn in ((2, mpmath.sin), (3, mpmath.cos)):
        worst = max((_ulps(out[i, k], fn(mpmath.mpf(v))), v) for i, v in enumerate(x))
        assert worst[0] <= BOUNDS[NAMES[k]], worst


@pytest.mark.parametrize("target", ("gfx701", "gfx900"))
def test_f32_through_f64(target):
    """f32 pow, tanh, erf, rsqrt: the f64 results rounded once, so within 0.51 ulp of f32
    (OpenCL's bounds: 16, 5, 16, 2); rsqrt(0) = inf, pow(-8, 1/3) = NaN."""
    rng = np.random.default_rng(6)
    x = np.concatenate([rng.uniform(0.01, 8, 500), np.float32([0.0, -8.0, np.inf])])
    y = np.concatenate([rng.uniform(-10, 10, 500), np.float32([2.0, 1 / 3, -1.0])])
    x, y = x.astype(np.float32), y.astype(np.float32)
    out = run(math4.compile(target), [x, y, np.zeros(4 * len(x), np.float32)], len(x), 64,
              checker="default")[2].reshape(len(x), 4)
    xd, yd = x.astype(np.float64), y.astype(np.float64)
    with np.errstate(all="ignore"):
        want = np.stack([np.power(xd, yd), np.tanh(xd), [math.erf(v) for v in xd],
                         1 / np.sqrt(xd)], 1)
    finite = np.isfinite(want) & (np.abs(want) > 1e-37) & (np.abs(want) < 3e38)
    spacing = np.spacing(np.abs(want.astype(np.float32))).astype(np.float64)
    with np.errstate(invalid="ignore"):
        ulps = np.where(finite, np.abs(out - want) / spacing, 0)
    assert ulps.max() <= 0.51, ulps.max(axis=0)
    assert out[-3, 3] == np.inf and np.isnan(out[-2, 0]) and out[-1, 0] == 0.0


@pytest.mark.parametrize("target", ("gfx701", "gfx942"))
def test_min_max_of_nan(target):
    """min/max of a quiet NaN and a number give the number (IEEE 754-2008 minNum/maxNum, C's
    fmin/fmax: v_min/v_max with MODE.IEEE set); two NaNs give NaN; -0 orders below +0."""
    x = np.array([np.nan, 1.0, -0.0, 0.0, np.nan])
    y = np.array([1.0, np.nan, 0.0, -0.0, np.nan])
    args = [x, y, np.zeros(10), x.astype(np.float32), y.astype(np.float32),
            np.zeros(10, np.float32)]
    out = run(min_max.compile(target), args, 5, 64, checker="default")
    for got in (out[2], out[5]):
        got = got.reshape(5, 2).astype(np.float64)
        assert (got[:2] == 1.0).all() and np.isnan(got[4]).all()
        assert np.signbit(got[2:4, 0]).all() and not np.signbit(got[2:4, 1]).any()


@kernel
def trig(x: Ptr[f64], out: Ptr[f64], xs: Ptr[f32], outs: Ptr[f32]):
    i = global_id(0)
    out[i * 2] = sin(x[i])
    out[i * 2 + 1] = cos(x[i])
    outs[i * 2] = sin(xs[i])
    outs[i * 2 + 1] = cos(xs[i])


HARD = (6381956970095103 * 2.0 ** 797,     # the f64 closest to a multiple of pi/2 (to 2**-61)
        5.319372648326541e255, 1e22, 1e300, 1.7976931348623157e308, 2.0 ** 40, 2.0 ** 600,
        2.0 ** 600 * (1 - 2.0 ** -53), 2.0 ** 1023)


@pytest.mark.parametrize("target,scheme", [("gfx701", "exec"), ("gfx942", "resume-pc")])
def test_sin_cos_of_any_finite_argument(target, scheme):
    """Payne and Hanek's reduction past 2**40: within 4 ulp up to f64's largest and at the
    hard cases (f64: was 70 ulp at 2**50, |sin| > 1 from 2**56, inf/NaN from 2**130); f32
    past 2**21 through it (|sin| was 7e36 at 2**39)."""
    rng = np.random.default_rng(17)
    x = np.concatenate([2.0 ** rng.uniform(30, 1024, 110) * rng.choice([-1, 1], 110),
                        HARD, np.negative(HARD)])
    xs = np.concatenate([2.0 ** rng.uniform(15, 128, 100), [3.4028235e38, 2.0 ** 39]])
    xs = (xs * rng.choice([-1, 1], len(xs))).astype(np.float32)
    n = max(len(x), len(xs))
    x, xs = np.resize(x, n), np.resize(xs, n)
    out, outs = run(trig.compile(target, divergence=scheme),
                    [x, np.zeros(2 * n), xs, np.zeros(2 * n, np.float32)], n, 64)[1::2]
    mpmath.mp.prec = 120
    for k, fn in ((0, mpmath.sin), (1, mpmath.cos)):
        worst = max((_ulps(out[i * 2 + k], fn(mpmath.mpf(v))), v) for i, v in enumerate(x))
        assert worst[0] <= BOUNDS[NAMES[k + 5]], worst
        refs = np.array([float(fn(mpmath.mpf(float(v)))) for v in xs])
        ulps = np.abs(outs[k::2] - refs) / np.spacing(np.abs(refs).astype(np.float32))
        assert ulps.max() <= 4, (xs[ulps.argmax()], ulps.max())
