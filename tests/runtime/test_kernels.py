"""The clang-19-built kernel corpus (tests/data/kernels/<target>/*.hsaco) run through the
runtime on every target it was built for, against numpy references: integers bit-exact, floats
as the ISA rounds them (inputs chosen so sums are exact where the order of rounding matters)."""
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from gcnsim.runtime import Device

KERNELS = Path(__file__).resolve().parent.parent / "data" / "kernels"
TARGETS = ("gfx900", "gfx90a", "gfx942")


def run(target, name):
    dev = Device(target)
    return dev, dev.load(KERNELS / target / f"{name}.hsaco")


def case_vector_add(target):
    dev, prog = run(target, "vector_add")
    rng = np.random.default_rng(1)
    a, b = rng.random(1000, np.float32), rng.random(1000, np.float32)
    c = dev.array(np.full(1024, -1, np.float32))
    prog.vector_add(dev.array(a), dev.array(b), c, 1000, grid=1024, block=256)
    want = np.concatenate([a + b, np.full(24, -1, np.float32)])
    np.testing.assert_array_equal(c.numpy(), want)


def case_saxpy(target):
    dev, prog = run(target, "saxpy")
    rng = np.random.default_rng(2)
    x, y = rng.random(777, np.float32), rng.random(777, np.float32)
    yb = dev.array(y)
    prog.saxpy(np.float32(1.75), dev.array(x), yb, 777, grid=777, block=128)
    want = (np.float64(1.75) * x + y.astype(np.float64)).astype(np.float32)
    np.testing.assert_array_equal(yb.numpy(), want)


def case_branch_if_else(target):
    dev, prog = run(target, "branch_if_else")
    rng = np.random.default_rng(3)
    v = rng.integers(-2**31, 2**31, 300).astype(np.int32)
    out = dev.empty(300, np.int32)
    prog.branch_if_else(dev.array(v), out, grid=300, block=64)
    i = np.arange(300)
    want = np.where(i & 1, (v.astype(np.int64) * 3 + 1).astype(np.int32), v >> 1)
    np.testing.assert_array_equal(out.numpy(), want)


def case_nested_divergence(target):
    dev, prog = run(target, "nested_divergence")
    rng = np.random.default_rng(4)
    v = rng.integers(-300, 300, 512).astype(np.int32)
    out = dev.empty(512, np.int32)
    prog.nested_divergence(dev.array(v), out, grid=512, block=256)
    i = np.arange(512)
    want = np.where(v > 0, np.where(i % 4 == 0, v * 2, v + 7),
                    np.where(v < -100, -v, v ^ 0x55))
    np.testing.assert_array_equal(out.numpy(), want)


def case_loop_break_continue(target):
    dev, prog = run(target, "loop_break_continue")
    rng = np.random.default_rng(5)
    counts = rng.integers(0, 40, 200).astype(np.int32)
    out = dev.empty(200, np.int32)
    prog.loop_break_continue(dev.array(counts), out, 500, grid=200, block=64)
    want = []
    for i, n in enumerate(counts):
        total = 0
        for k in range(n):
            if k % 3 == 0:
                continue
            total += k * (i + 1)
            if total > 500:
                break
        want.append(total)
    np.testing.assert_array_equal(out.numpy(), np.array(want, np.int32))


def case_int_divmod(target):
    dev, prog = run(target, "int_divmod")
    rng = np.random.default_rng(6)
    a = rng.integers(-2**31 + 1, 2**31, 500).astype(np.int32)
    b = rng.integers(-1000, 1000, 500).astype(np.int32)
    b[::7] = 0
    quot, rem = dev.empty(500, np.int32), dev.empty(500, np.uint32)
    prog.int_divmod(dev.array(a), dev.array(b), quot, rem, grid=500, block=64)
    d = np.where(b == 0, 1, b).astype(np.int64)
    a64 = a.astype(np.int64)
    want_q = (np.sign(a64) * np.sign(d) * (np.abs(a64) // np.abs(d))).astype(np.int32)
    want_r = (a.view(np.uint32).astype(np.uint64) % (d.astype(np.int32) | 1).view(np.uint32)
              .astype(np.uint64)).astype(np.uint32)
    np.testing.assert_array_equal(quot.numpy(), want_q)
    np.testing.assert_array_equal(rem.numpy(), want_r)


def case_f64_arith(target):
    dev, prog = run(target, "f64_arith")
    rng = np.random.default_rng(7)
    a, b = rng.normal(size=130), rng.random(130) * 10
    out = dev.empty(130, np.float64)
    prog.f64_arith(dev.array(a), dev.array(b), out, grid=130, block=64)
    fma = np.array([float(Fraction(x) * Fraction(y) + Fraction(1.5)) for x, y in zip(a, b)])
    want = fma + a / (b + 2.0) - np.sqrt(np.abs(a))
    np.testing.assert_array_equal(out.numpy(), want)


def case_grid_2d(target):
    dev, prog = run(target, "grid_2d")
    width, height = 37, 23
    a = np.arange(width * height, dtype=np.float32) * np.float32(0.5)
    out = dev.empty(width * height, np.float32)
    prog.grid_2d(dev.array(a), out, width, height, np.float32(3.0), grid=(40, 24),
                 block=(16, 4))
    want = (a.reshape(height, width) * np.float32(3.0)).T.reshape(-1)
    np.testing.assert_array_equal(out.numpy(), want)


def case_histogram_lds(target):
    dev, prog = run(target, "histogram_lds")
    rng = np.random.default_rng(8)
    data = rng.integers(0, 2**32, 1000, dtype=np.uint64).astype(np.uint32)
    bins = dev.empty(64, np.uint32)
    prog.histogram_lds(dev.array(data), bins, 1000, grid=1024, block=256)
    np.testing.assert_array_equal(bins.numpy(), np.bincount(data & 63, minlength=64))


def case_matmul_tiled(target):
    dev, prog = run(target, "matmul_tiled")
    rng = np.random.default_rng(9)
    n = 32
    a = rng.integers(-8, 8, (n, n)).astype(np.float32)      # integer values: exact sums
    b = rng.integers(-8, 8, (n, n)).astype(np.float32)
    c = dev.empty((n, n), np.float32)
    prog.matmul_tiled(dev.array(a), dev.array(b), c, n, grid=(n, n), block=(16, 16))
    np.testing.assert_array_equal(c.numpy(), a @ b)


def case_reduce_lds(target):
    dev, prog = run(target, "reduce_lds")
    rng = np.random.default_rng(10)
    data = rng.random(1024, np.float32)
    partial = dev.empty(4, np.float32)
    prog.reduce_lds(dev.array(data), partial, grid=1024, block=256)
    tile = data.reshape(4, 256).copy()
    stride = 128
    while stride:
        tile[:, :stride] += tile[:, stride:2 * stride]
        stride //= 2
    np.testing.assert_array_equal(partial.numpy(), tile[:, 0])


def case_scan_lds(target):
    dev, prog = run(target, "scan_lds")
    rng = np.random.default_rng(11)
    data = rng.integers(-2**31, 2**31, 256).astype(np.int32)
    out = dev.empty(256, np.int32)
    prog.scan_lds(dev.array(data), out, grid=256, block=64)
    want = np.cumsum(data.reshape(4, 64), axis=1, dtype=np.int32).reshape(-1)
    np.testing.assert_array_equal(out.numpy(), want)


def case_bitonic_step(target):
    dev, prog = run(target, "bitonic_step")
    rng = np.random.default_rng(12)
    data = rng.integers(-1000, 1000, 256).astype(np.int32)
    buf = dev.array(data)
    stage, pass_ = 3, 1
    prog.bitonic_step(buf, stage, pass_, grid=128, block=64)
    want = data.copy()
    i = np.arange(128)
    shift = stage - pass_
    left = ((i >> shift) << (shift + 1)) + (i & ((1 << shift) - 1))
    right = left + (1 << shift)
    ascending = ((i >> stage) & 1) == 0
    a, b = data[left], data[right]
    swap = (a > b) == ascending
    want[left[swap]], want[right[swap]] = b[swap], a[swap]
    np.testing.assert_array_equal(buf.numpy(), want)


def case_atomics_global(target):
    dev, prog = run(target, "atomics_global")
    rng = np.random.default_rng(13)
    data = rng.integers(-500, 500, 700).astype(np.int32)
    counter, flag = dev.empty(1, np.int32), dev.empty(1, np.int32)
    maximum = dev.array(np.array([-2**31], np.int32))
    prog.atomics_global(dev.array(data), counter, maximum, flag, grid=700, block=128)
    assert counter.numpy()[0] == (data > 0).sum()
    assert maximum.numpy()[0] == data.max()
    assert 1 <= flag.numpy()[0] <= 700


def case_builtins_only(target):
    dev, prog = run(target, "builtins_only")
    rng = np.random.default_rng(14)
    data = rng.normal(size=256).astype(np.float32)
    buf = dev.array(data)
    prog.builtins_only(buf, np.float32(1.5), grid=256, block=64)
    v = data * np.float32(1.5)
    # v_sqrt_f32 is accurate to 1 ulp, not correctly rounded
    np.testing.assert_allclose(buf.numpy(), np.sqrt(np.abs(v)) + v, rtol=3e-7, atol=1e-7)


def case_multi_kernel(target):
    dev, prog = run(target, "multi_kernel")
    out = dev.empty(100, np.int32)
    prog.fill(out, 21, grid=100, block=64)
    prog.scale(out, -2, grid=100, block=32)
    np.testing.assert_array_equal(out.numpy(), np.full(100, -42, np.int32))


CASES = {name[5:]: fn for name, fn in dict(globals()).items() if name.startswith("case_")}


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("name", sorted(CASES))
def test_kernel_matches_numpy(name, target):
    CASES[name](target)


def test_gfx701_builtins_kernel():
    case_builtins_only("gfx701")
