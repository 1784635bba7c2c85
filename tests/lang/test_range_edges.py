"""``for k in range(a, b, step)`` at the integer limits: the loop runs exactly Python's
iterations (the counter's last step must not wrap around past the limit and start over), for
i32, u32 and i64, rising and falling, with steps of 1, 2, 3 and 2**30 + 5, uniform and divergent
bounds, on every target and under both schemes (a case per kernel, taken in turn)."""
import importlib.util
import itertools

import numpy as np
import pytest

import gcnsim
from gcnsim.lang.types import i32, i64, u32

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")
SCHEMES = ("exec", "resume-pc")
STEPS = (1, 2, 3, (1 << 30) + 5)
NP = {i32: np.int32, u32: np.uint32, i64: np.int64}

KERNEL = """
from gcnsim.lang import kernel, Ptr, global_id, {t}

@kernel
def walk(out: Ptr[{t}], starts: Ptr[{t}], stops: Ptr[{t}], a: {t}, b: {t}):
    i = global_id(0)
    c = a - a
    h = a - a
    for k in range({bounds}, {step}):
        c += 1
        h = h * 31 + k
    out[i * 3] = c
    out[i * 3 + 1] = h
    if c > 0:
        out[i * 3 + 2] = k
"""
BOUNDS = {"uniform": "a, b", "divergent": "starts[i], stops[i]"}


def _limits(t):
    lo = -(1 << (t.bits - 1)) if t.kind == "int" else 0
    return lo, lo + (1 << t.bits) - 1


def _pairs(t, step):
    """64 (start, stop) pairs: each limit approached from within a few steps, and the whole
    range."""
    lo, hi = _limits(t)
    edge, back = (hi, -1) if step > 0 else (lo, 1)
    starts = [edge + back * j for j in (0, 1, 2, 3, 4, 5, 7, abs(step) * 2 + 1)]
    starts[-1] = lo if step > 0 else hi
    stops = [edge, edge + back, edge + 2 * back, edge + 3 * back, edge + 6 * back,
             edge + back * abs(step), lo + 1, hi - 1]
    return list(itertools.product(starts, stops))


def _python(t, start, stop, step):
    """What the kernel must store: count, hash (wrapping), last value (0 if none)."""
    c = h = last = 0
    for k in range(start, stop, step):
        if c == 16:                     # the whole range: a step of 1 takes too long
            return None
        c += 1
        h = t.wrap(h * 31 + k)
        last = k
    return c, h, last


def _kernel(tmp_path, t, step, bounds, step_text=None):
    name = f"walk_{t}_{bounds}_{'m' if step < 0 else 'p'}{abs(step)}"
    path = tmp_path / f"{name}.py"
    path.write_text(KERNEL.format(t=t, bounds=BOUNDS[bounds], step=step_text or step))
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.walk


def _launch(compiled, args):
    dev = gcnsim.Device(compiled.target)
    bufs = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
    dev.load(compiled.code_object).walk(*bufs, grid=64, block=64, budget=200_000)
    return bufs[0].numpy().reshape(64, 3)


CASES = [(t, sign * step, bounds) for t in (i32, u32, i64) for step in STEPS
         for sign in (1, -1) for bounds in BOUNDS]


@pytest.mark.parametrize("case", range(len(CASES)))
def test_range_at_the_limits(tmp_path, case):
    t, step, bounds = CASES[case]
    compiled = _kernel(tmp_path, t, step, bounds).compile(
        TARGETS[case % 4], divergence=SCHEMES[case // 4 % 2])
    _check(compiled, t, step, bounds)


VALUE_CASES = [(t, sign * step) for t in (i32, u32, i64) for step in (2, (1 << 30) + 5)
               for sign in (1, -1) if t is not u32 or sign > 0]


@pytest.mark.parametrize("case", range(len(VALUE_CASES)))
def test_range_with_a_value_step_at_the_limits(tmp_path, case):
    """The step a value of unknown sign (``a - a + step``): the same iterations."""
    t, step = VALUE_CASES[case]
    compiled = _kernel(tmp_path, t, step, "divergent", f"a - a + {step}").compile(
        TARGETS[case % 4], divergence=SCHEMES[case // 4 % 2])
    _check(compiled, t, step, "divergent")


def _check(compiled, t, step, bounds):
    dt = NP[t]
    pairs = [p for p in _pairs(t, step) if _python(t, *p, step) is not None]
    if bounds == "uniform":            # one launch a pair: a few of them
        runs = [([p] * 64, [np.zeros(64, dt)] * 2 + [dt(p[0]), dt(p[1])]) for p in pairs[::7]]
    else:
        lanes = (pairs * 64)[:64]
        runs = [(lanes, [np.array([p[0] for p in lanes], dt), np.array([p[1] for p in lanes], dt),
                         dt(0), dt(0)])]
    for lanes, args in runs:
        got = _launch(compiled, [np.zeros(192, dt)] + args)
        for (start, stop), row in zip(lanes, got):
            count, h, last = (t.wrap(int(v)) for v in row)
            want = _python(t, start, stop, step)
            assert (count, h, last if count else 0) == want, (t, step, bounds, start, stop)
