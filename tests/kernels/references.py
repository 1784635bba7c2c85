"""Argument builders and numpy references for the kernels that came first in the corpus
(vector_add to multi_kernel); corpus.py holds those of the later kernels.

A builder ``name_args(sizes...)`` returns ``build(rng) -> [arguments]``: ndarrays for buffers
(outputs zeroed), numpy scalars for by-value arguments, in the kernel's parameter order. A
reference takes copies of those arguments and returns ``{argument index: expected contents}``
computed from the OpenCL source's meaning, never from the ISA:

    >>> build = vector_add_args(4)
    >>> args = build(np.random.default_rng(0))
    >>> bool(np.all(vector_add(args)[2] == args[0] + args[1]))
    True
"""
import numpy as np

from .numerics import fma_f32, fma_f64, mul_add_f32

I32_MIN = np.iinfo(np.int32).min
I32_MAX = np.iinfo(np.int32).max


def wrap32(values):
    """Python/int64 integers reduced to int32 as two's complement hardware keeps them."""
    return (np.asarray(values, dtype=np.int64) & 0xFFFFFFFF).astype(np.uint32).view(np.int32)


def int32s(rng, n, low=I32_MIN, high=I32_MAX):
    return rng.integers(low, high, n, endpoint=True, dtype=np.int64).astype(np.int32)


def floats(rng, n, scale=1.0):
    return (rng.standard_normal(n) * scale).astype(np.float32)


def vector_add_args(n):
    return lambda rng: [floats(rng, n), floats(rng, n), np.zeros(n, np.float32), np.int32(n)]


def vector_add(args):
    return {2: args[0] + args[1]}


def saxpy_args(n):
    return lambda rng: [np.float32(rng.standard_normal()), floats(rng, n, 3.0),
                        floats(rng, n), np.int32(n)]


def saxpy(args):
    a, x, y, _ = args
    return {2: fma_f32(a, x, y)}


def int_in_out(n, magnitude):
    return lambda rng: [int32s(rng, n, -magnitude, magnitude), np.zeros(n, np.int32)]


def branch_if_else(args):
    v = args[0].astype(np.int64)
    odd = np.arange(v.size) & 1 == 1
    return {1: wrap32(np.where(odd, v * 3 + 1, v >> 1))}


def nested_divergence(args):
    v = args[0].astype(np.int64)
    i = np.arange(v.size)
    positive = np.where(i % 4 == 0, v * 2, v + 7)
    other = np.where(v < -100, -v, v ^ 0x55)
    return {1: wrap32(np.where(v > 0, positive, other))}


def loop_break_continue_args(n, limit):
    return lambda rng: [int32s(rng, n, 0, 40), np.zeros(n, np.int32), np.int32(limit)]


def loop_break_continue(args):
    counts, out, limit = args
    i = np.arange(counts.size, dtype=np.int64)
    total = np.zeros(counts.size, np.int64)
    running = np.ones(counts.size, bool)
    for k in range(int(counts.max(initial=0))):
        step = running & (k < counts) & (k % 3 != 0)
        total = np.where(step, total + k * (i + 1), total)
        running &= ~(step & (total > int(limit))) & (k < counts)
    return {1: wrap32(total)}


def reduce_lds_args(groups):
    return lambda rng: [floats(rng, 256 * groups), np.zeros(groups, np.float32)]


def reduce_lds(args):
    tile = args[0].reshape(-1, 256).copy()
    stride = 128
    while stride:
        tile[:, :stride] = tile[:, :stride] + tile[:, stride:2 * stride]
        stride >>= 1
    return {1: tile[:, 0].copy()}


def scan_lds(args):
    rows = args[0].reshape(-1, 64).astype(np.int64)
    return {1: wrap32(np.cumsum(rows, axis=1)).ravel()}


def histogram_args(n):
    return lambda rng: [rng.integers(0, 2**32, n, dtype=np.uint32), np.zeros(64, np.uint32),
                        np.int32(n)]


def histogram_lds(args):
    return {1: np.bincount(args[0] & 63, minlength=64).astype(np.uint32)}


def atomics_global_args(n):
    return lambda rng: [int32s(rng, n, -1000, 1000), np.zeros(1, np.int32),
                        np.full(1, I32_MIN, np.int32), np.zeros(1, np.int32)]


def atomics_global(args):
    v = args[0]
    return {1: np.array([np.count_nonzero(v > 0)], np.int32),
            2: np.array([v.max()], np.int32), 3: np.array([1], np.int32)}


def flag_set(n):
    """The cmpxchg flag holds the id + 1 of whichever work-item won: any of 1..n."""
    return lambda flag: (flag >= 1) & (flag <= n)


def bitonic_step_args(n, stage, step):
    return lambda rng: [rng.permutation(n).astype(np.int32), np.uint32(stage),
                        np.uint32(step)]


def bitonic_step(args):
    data, stage, step = args[0].copy(), int(args[1]), int(args[2])
    i = np.arange(data.size // 2)
    shift = stage - step
    left = ((i >> shift) << (shift + 1)) + (i & ((1 << shift) - 1))
    right = left + (1 << shift)
    ascending = (i >> stage) & 1 == 0
    a, b = data[left], data[right]
    swap = (a > b) == ascending
    data[left[swap]], data[right[swap]] = b[swap], a[swap]
    return {0: data}


def f64_arith_args(n):
    def build(rng):
        a = rng.standard_normal(n) * 10.0 ** rng.uniform(-3, 3, n)
        b = rng.uniform(-100, 100, n)
        b[np.abs(b + 2) < 1e-3] = 5.0
        return [a, b, np.zeros(n)]
    return build


def f64_arith(args):
    x, y, _ = args
    return {2: fma_f64(x, y, 1.5) + x / (y + 2.0) - np.sqrt(np.abs(x))}


def grid_2d_args(width, height):
    return lambda rng: [floats(rng, width * height), np.zeros(width * height, np.float32),
                        np.int32(width), np.int32(height), np.float32(rng.uniform(-4, 4))]


def grid_2d(args):
    src, _, width, height, scale = args
    return {1: (src.reshape(int(height), int(width)).T * scale).ravel()}


def int_divmod_args(n):
    return lambda rng: [int32s(rng, n, I32_MIN + 1), int32s(rng, n, -1000, 1000),
                        np.zeros(n, np.int32), np.zeros(n, np.uint32)]


def trunc_div(a, b):
    """C's quotient (toward zero) of int64 arrays whose magnitudes fit in 63 bits."""
    q = np.abs(a) // np.abs(b)
    return np.where((a < 0) != (b < 0), -q, q)


def int_divmod(args):
    a, b = args[0].astype(np.int64), args[1].astype(np.int64)
    d = np.where(b == 0, 1, b)
    rem = a.astype(np.uint32) % (d | 1).astype(np.uint32)
    return {2: wrap32(trunc_div(a, d)), 3: rem}


def matmul_args(n):
    return lambda rng: [floats(rng, n * n), floats(rng, n * n), np.zeros(n * n, np.float32),
                        np.int32(n)]


def matmul_tiled(args, fused):
    n = int(args[3])
    a, b = args[0].reshape(n, n), args[1].reshape(n, n)
    acc = np.zeros((n, n), np.float32)
    for k in range(n):                 # acc += ta[ty][k] * tb[k][tx], contracted
        acc = mul_add_f32(a[:, k:k + 1], b[k:k + 1, :], acc, fused)
    return {2: acc.ravel()}


def fill_args(n, value):
    return lambda rng: [int32s(rng, n), np.int32(value)]


def fill(args):
    return {0: np.full(args[0].size, args[1], np.int32)}


def scale_args(n, factor):
    return lambda rng: [int32s(rng, n), np.int32(factor)]


def scale(args):
    return {0: wrap32(args[0].astype(np.int64) * int(args[1]))}


def builtins_only_args(n):
    return lambda rng: [floats(rng, n, 100.0), np.float32(rng.uniform(-3, 3))]


def builtins_only(args):
    v = args[0] * args[1]
    return {0: np.sqrt(np.abs(v)) + v}
