"""f32 math at its edges, against float64 numpy: special values (NaN, infinities, signed zeros,
denormals, overflow and underflow of exp, negative logs and roots) exact, denormal inputs of
log and sqrt (v_log_f32 and v_sqrt_f32 flush them) within the bounds, and sin/cos within
OpenCL's 4 ulp next to every multiple of pi/2 up to 1e5 and a sample up to 2**21, where the
reduced argument is smallest and its error counts most."""
import numpy as np
import pytest

from gcnsim.lang import Ptr, cos, exp, f32, global_id, kernel, log, sin, sqrt

from .launch import run

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")
BOUNDS = (3.0, 4.0, 4.0, 3.0, 3.0)          # exp, sin, cos, log, sqrt (OpenCL full profile)
FNS = (np.exp, np.sin, np.cos, np.log, np.sqrt)


@kernel
def math5(x: Ptr[f32], out: Ptr[f32]):
    i = global_id(0)
    v = x[i]
    out[i * 5] = exp(v)
    out[i * 5 + 1] = sin(v)
    out[i * 5 + 2] = cos(v)
    out[i * 5 + 3] = log(v)
    out[i * 5 + 4] = sqrt(v)


def _run(target, x):
    x = np.asarray(x, np.float32)
    out = run(math5.compile(target), [x, np.zeros(5 * len(x), np.float32)], len(x), 256)[1]
    with np.errstate(all="ignore"):
        refs = np.stack([f(x.astype(np.float64)) for f in FNS], 1)
    return x, out.reshape(len(x), 5), refs


def _ulps(got, ref):
    """Error in ulps of the f32 result (a denormal result's ulp is the smallest denormal)."""
    spacing = np.spacing(np.abs(ref.astype(np.float32))).astype(np.float64)
    return np.abs(got.astype(np.float64) - ref) / spacing


@pytest.mark.parametrize("target", TARGETS)
def test_special_values(target):
    tiny = np.float32(1.17549435e-38)
    x = [np.nan, np.inf, -np.inf, 0.0, -1e-45, 1e-45, 1e-40, tiny, -1.0, 88.8, -104.5, -103.9,
         -90.0, 89.5, 1e30, -1e30]
    x, out, refs = _run(target, x)
    for k in (0, 3, 4):                          # exp, log, sqrt: the result's class and sign
        with np.errstate(over="ignore"):
            ref = refs[:, k].astype(np.float32)
        same = (np.isnan(out[:, k]) == np.isnan(ref)) & (np.isinf(out[:, k]) == np.isinf(ref))
        assert same.all(), (FNS[k].__name__, x[~same], out[~same, k], ref[~same])
        finite = np.isfinite(ref)
        assert (np.signbit(out[finite, k]) == np.signbit(ref[finite])).all()
        assert (_ulps(out[finite, k], refs[finite, k]) <= BOUNDS[k]).all(), FNS[k].__name__
    assert np.isnan(out[1:3, 1:3]).all() and np.isnan(out[0]).all()   # sin, cos of inf, NaN
    zeros = _run(target, [0.0, -0.0])[1]
    assert zeros[:, 1].view(np.uint32).tolist() == [0, 0x80000000]      # sin(+-0) = +-0


def test_denormal_inputs():
    rng = np.random.default_rng(7)
    x = np.concatenate([rng.integers(1, 1 << 23, 2048).astype(np.uint32).view(np.float32),
                        np.float32([1.4e-45, 1.17549421e-38])])
    _, out, refs = _run("gfx900", x)
    for k in (0, 1, 2, 3, 4):
        assert _ulps(out[:, k], refs[:, k]).max() <= BOUNDS[k], FNS[k].__name__


def _next_to_multiples(ks):
    base = (ks * (np.pi / 2)).astype(np.float32)
    return np.concatenate([base, np.nextafter(base, np.float32(np.inf)),
                           np.nextafter(base, np.float32(0))])


@pytest.mark.parametrize("target", ("gfx701", "gfx942"))
def test_sin_cos_next_to_their_zeros(target):
    rng = np.random.default_rng(9)
    ks = np.concatenate([np.arange(1.0, 1e5 / (np.pi / 2)),
                         np.round(rng.uniform(1e5, 2.0 ** 21, 20000) / (np.pi / 2))])
    x = _next_to_multiples(ks)
    x = np.concatenate([x, -x])
    _, out, refs = _run(target, x)
    for k in (1, 2):
        worst = _ulps(out[:, k], refs[:, k])
        assert worst.max() <= BOUNDS[k], (FNS[k].__name__, x[worst.argmax()], worst.max())
