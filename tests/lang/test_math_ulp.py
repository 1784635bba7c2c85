"""f32 math against OpenCL's full-profile ulp bounds (exp, log 3 ulp; sin, cos 4 ulp; x/y 2.5
ulp), measured against float64 numpy over ranges where the results are normal floats."""
import numpy as np
import pytest

from gcnsim.lang import Ptr, cos, exp, f32, global_id, kernel, log, sin

from .launch import run

BOUNDS = {"exp": 3.0, "log": 3.0, "sin": 4.0, "cos": 4.0, "div": 2.5}
RANGES = ((0.01, 3.0), (1.0, 80.0), (-80.0, -1.0), (100.0, 1e4), (-1e4, -100.0))


@kernel
def math5(x: Ptr[f32], out: Ptr[f32]):
    i = global_id(0)
    v = x[i]
    out[i * 5] = exp(v)
    out[i * 5 + 1] = log(v)
    out[i * 5 + 2] = sin(v)
    out[i * 5 + 3] = cos(v)
    out[i * 5 + 4] = v / (v + 0.3)


def _ulps(got, ref):
    spacing = np.spacing(np.abs(ref.astype(np.float32))).astype(np.float64)
    return np.abs(got.astype(np.float64) - ref) / spacing


@pytest.mark.parametrize("target", ("gfx701", "gfx900"))
def test_ulp_bounds(target):
    compiled = math5.compile(target)
    rng = np.random.default_rng(3)
    for lo, hi in RANGES:
        x = (rng.random(1024) * (hi - lo) + lo).astype(np.float32)
        out = run(compiled, [x, np.zeros(5120, np.float32)], 1024, 256)[1].reshape(1024, 5)
        xd = x.astype(np.float64)
        with np.errstate(all="ignore"):
            refs = dict(exp=np.exp(xd), log=np.log(xd), sin=np.sin(xd), cos=np.cos(xd),
                        div=xd / (x + np.float32(0.3)).astype(np.float64))
        for k, (name, ref) in enumerate(refs.items()):
            ok = np.isfinite(ref) & (np.abs(ref) > 1e-37) & (np.abs(ref) < 3e38)
            worst = np.max(_ulps(out[ok, k], ref[ok]), initial=0.0)
            assert worst <= BOUNDS[name], (name, lo, hi, worst)
