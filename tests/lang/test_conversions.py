"""Every conversion pair of the kernel language's types, run on the simulator and compared bit
for bit with numpy's (correctly rounded) casts at the destination's halfway and overflow
points: ties to even, ties with a sticky bit far below them (where rounding through a
narrower float or through f64 goes wrong), the largest finite value, the overflow threshold
and just under it, subnormal ties, and the integer limits. The kernels are generated, one a
pair, into a module of their own (``@kernel`` reads its source)."""
import importlib.util
import math
from fractions import Fraction

import numpy as np
import pytest

from .launch import run

TYPES = {"i32": np.int32, "u32": np.uint32, "i64": np.int64, "f16": np.float16,
         "f32": np.float32, "f64": np.float64}
PAIRS = [(s, d) for s in TYPES for d in TYPES if s != d]
LANES = 64


def float_points(dtype):
    """Exact values where rounding to ``dtype`` is decided: ties, ties with sticky bits at
    several depths, and the overflow threshold, at several scales and both signs."""
    info = np.finfo(dtype)
    p = info.nmant + 1
    half = Fraction(1, 2 ** p)                 # half an ulp of 1
    near_one = [1 + half, 1 + 3 * half, 1 + half - half / 2 ** 20]
    near_one += [1 + half + half / 2 ** j for j in (1, 5, 12, 28, 29, 40, 45)]
    top = Fraction(2) ** info.maxexp
    ulp_top = top / 2 ** p
    edge = [top - 2 * ulp_top, top - ulp_top, top - ulp_top + ulp_top / 2 ** 20,
            top - 3 * ulp_top / 2, top - ulp_top - ulp_top / 2 ** 30]
    tiny = Fraction(2) ** (info.minexp - info.nmant)   # the smallest subnormal
    sub = [tiny / 2, 3 * tiny / 2, tiny / 2 + tiny / 2 ** 20]
    values = [v * 2 ** k for v in near_one for k in range(64)] + edge + sub
    return values + [-v for v in values]


def int_points(dtype):
    info = np.iinfo(dtype)
    values = [info.min, info.max, info.min + 1, info.max - 1, 0, 1, -1, 2 ** 31, 2 ** 32 - 1]
    values += [Fraction(k, 2) for k in (5, -5, 7, -3, -1)] + [info.max - Fraction(1, 2)]
    values += [info.min + Fraction(1, 3), 2 ** 31 - Fraction(1, 4)]
    for name in ("f16", "f32", "f64"):          # the floats nearest the limits, inside them
        below = np.nextafter(TYPES[name](min(info.max + 1, 65504)), TYPES[name](0))
        values += [Fraction(float(below)), Fraction(float(max(info.min, -65504)))]
    return values


def exact_in(value, name):
    """``value`` as a numpy scalar of the type ``name``, or None if it is not exactly one."""
    dtype = TYPES[name]
    if np.issubdtype(dtype, np.integer):
        info = np.iinfo(dtype)
        ok = value.denominator == 1 if isinstance(value, Fraction) else True
        return dtype(int(value)) if ok and info.min <= value <= info.max else None
    with np.errstate(over="ignore"):
        x = dtype(float(value))
    return x if np.isfinite(x) and Fraction(float(x)) == value else None


def in_range(value, name):
    """Whether a float source converts to the integer type ``name`` (truncation in range)."""
    dtype = TYPES[name]
    if np.issubdtype(dtype, np.floating):
        return True
    info = np.iinfo(dtype)
    return info.min <= math.trunc(value) <= info.max


def inputs(src, dst):
    candidates = set()
    for name in (src, dst):
        points = float_points if name.startswith("f") else int_points
        candidates.update(points(TYPES[name]))
    values = [exact_in(v, src) for v in sorted(candidates)
              if src.startswith("i") or src.startswith("u") or in_range(v, dst)]
    values = [v for v in values if v is not None]
    if src.startswith("f") and dst.startswith("f"):
        values += [TYPES[src](x) for x in (np.inf, -np.inf, np.nan, -0.0)]
    return np.array(values, TYPES[src])


SOURCE = '''
@kernel
def conv_{s}_{d}(x: Ptr[{s}], y: Ptr[{d}], n: i32):
    i = global_id(0)
    if i < n:
        y[i] = {d}(x[i])
'''


@pytest.fixture(scope="module")
def kernels(tmp_path_factory):
    path = tmp_path_factory.mktemp("conversions") / "conversion_kernels.py"
    head = "from gcnsim.lang import kernel, Ptr, global_id, " + ", ".join(TYPES) + "\n"
    path.write_text(head + "".join(SOURCE.format(s=s, d=d) for s, d in PAIRS))
    spec = importlib.util.spec_from_file_location("conversion_kernels", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def same_bits(got, want):
    if np.issubdtype(want.dtype, np.floating):
        nan = np.isnan(want)
        assert np.array_equal(np.isnan(got), nan)
        bits = {2: np.uint16, 4: np.uint32, 8: np.uint64}[want.itemsize]
        got, want = got[~nan].view(bits), want[~nan].view(bits)
    bad = np.flatnonzero(got != want)
    assert bad.size == 0, [(hex(int(a)), hex(int(b))) for a, b in zip(got[bad], want[bad])]


@pytest.mark.parametrize("src, dst, target", [(s, d, t) for s, d in PAIRS for t in
                                                ("gfx900", "gfx701") if "f16" not in (s, d)
                                                or t == "gfx900"])
def test_a_conversion_rounds_once(kernels, src, dst, target):
    x = inputs(src, dst)
    assert x.size >= 6
    fn = getattr(kernels, f"conv_{src}_{dst}")
    compiled = fn.compile(target)
    n = x.size
    grid = -(-n // LANES) * LANES
    with np.errstate(invalid="ignore", over="ignore"):
        want = x.astype(TYPES[dst])
    got = run(compiled, [x, np.zeros(n, TYPES[dst]), np.int32(n)], grid, LANES)[1]
    same_bits(got, want)


def literal_text(x):
    return repr(int(x)) if np.issubdtype(x.dtype, np.integer) else repr(float(x))


@pytest.mark.parametrize("src, dst", PAIRS)
def test_a_literal_conversion_rounds_once(tmp_path, src, dst):
    """``dst(literal)`` folded by the compiler equals the conversion at run time (numpy's)."""
    x = inputs(src, dst)
    x = x[np.isfinite(x)] if np.issubdtype(x.dtype, np.floating) else x
    stores = "".join(f"    y[{k}] = {dst}({literal_text(v)})\n" for k, v in enumerate(x))
    path = tmp_path / "literal_conversion.py"
    path.write_text("from gcnsim.lang import kernel, Ptr, " + ", ".join(TYPES) +
                    f"\n\n\n@kernel\ndef convert(y: Ptr[{dst}]):\n" + stores)
    from gcnsim.lang import compile_file
    got = run(compile_file(path, "convert", "gfx900"), [np.zeros(x.size, TYPES[dst])], 64,
              64)[0]
    with np.errstate(invalid="ignore", over="ignore"):
        same_bits(got, x.astype(TYPES[dst]))


@pytest.mark.parametrize("src, dst, value, want", [
    ("f64", "f16", 65519.99999, 65504.0), ("f64", "f16", 1 + 2 ** -11 + 2 ** -40, 1 + 2 ** -10),
    ("f64", "f16", 65520.0, np.inf), ("i64", "f32", 2 ** 60 + 2 ** 36 + 1, 2 ** 60 + 2 ** 37),
    ("i64", "f32", -(2 ** 60 + 2 ** 36 + 1), -(2 ** 60 + 2 ** 37)),
    ("i64", "f16", 65519, 65504.0), ("i64", "f16", 65520, np.inf)])
def test_the_reported_double_roundings(kernels, src, dst, value, want):
    fn = getattr(kernels, f"conv_{src}_{dst}")
    x = np.full(LANES, value, TYPES[src])
    got = run(fn.compile("gfx900"), [x, np.zeros(LANES, TYPES[dst]), np.int32(LANES)],
              LANES, LANES)[1]
    assert got.tolist() == [want] * LANES
