"""Corpus kernels written the natural way with the language's later features: grid-
stride loops, device functions, private arrays in registers and in scratch, pointer views,
and the Python conveniences; run by test_corpus.py as the other corpus kernels are."""
import math

import numpy as np

from gcnsim.lang import (Ptr, f32, func, global_id, global_size, i32, kernel, local_array,
                         u32)

from .corpus import Case


@kernel
def grid_stride(x: Ptr[f32], y: Ptr[f32], a: f32, n: i32):
    for i in range(global_id(0), n, global_size(0)):
        y[i] = a * x[i] + y[i]


def _grid_stride_ref(x, y, a, n):
    y = y.copy()
    y[:n] = a * x[:n] + y[:n]
    return [None, y, None, None]


def clamp(v, lo, hi):
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v


def smoothstep(e0, e1, v):
    t = clamp((v - e0) / (e1 - e0), 0.0, 1.0)
    return t * t * (3.0 - 2.0 * t)


@func
def first_above(p: Ptr[f32], n: i32, limit: f32) -> i32:
    for k in range(n):
        if p[k] > limit:
            return k
    return -1


def split(v: i32):
    return v // 10, v % 10


@kernel
def helpers(x: Ptr[f32], out: Ptr[f32], idx: Ptr[i32], n: i32):
    i = global_id(0)
    if i < n:
        out[i] = smoothstep(-1.0, 1.0, x[i])
        q, r = split(i)
        idx[i] = first_above(x + i, 8, 1.0) * 100 + q * 10 + r - i


def _smooth(x):
    t = np.clip((x - np.float32(-1)) / np.float32(2), 0, 1).astype(np.float32)
    return (t * t * (np.float32(3) - np.float32(2) * t)).astype(np.float32)


def _helpers_ref(x, out, idx, n):
    out, idx = out.copy(), idx.copy()
    out[:n] = _smooth(x[:n])
    for i in range(n):
        above = np.flatnonzero(x[i:i + 8] > 1.0)
        idx[i] = (above[0] if above.size else -1) * 100
    return [None, out, idx, None]


@kernel
def private_sort(x: Ptr[f32], out: Ptr[f32]):
    i = global_id(0)
    w = local_array(f32, 8)
    for k in range(8):
        w[k] = x[i * 8 + k]
    for a in range(7):
        for b in range(7 - a):
            if w[b] > w[b + 1]:
                w[b], w[b + 1] = w[b + 1], w[b]
    for k in range(8):
        out[i * 8 + k] = w[k]


def _private_sort_ref(x, out):
    return [None, np.sort(x.reshape(-1, 8), axis=1).reshape(-1)]


@kernel
def private_histogram(x: Ptr[u32], out: Ptr[i32], n: i32):
    i = global_id(0)
    h = local_array(i32, 16)
    for k in range(16):
        h[k] = 0
    for k in range(n):
        h[x[i * n + k] & 15] += 1
    best = 0
    for k in range(16):
        best = max(best, h[k] * 16 + k)
    out[i] = best


def _private_histogram_ref(x, out, n):
    counts = np.array([np.bincount(row & 15, minlength=16) for row in x.reshape(-1, n)])
    return [None, (counts * 16 + np.arange(16)).max(1).astype(np.int32), None]


@kernel
def views(src: Ptr[f32], dst: Ptr[f32], rows: i32, cols: i32):
    i = global_id(0)
    a = src.view2d(cols)
    t = dst.view2d(rows)
    if i < rows * cols:
        r, c = i // cols, i % cols
        t[c, r] = a[r, c] + a[r][0]
        tail = dst[rows * cols:]
        tail[i] = (src + r * cols)[c]


def _views_ref(src, dst, rows, cols):
    a = src[:rows * cols].reshape(rows, cols)
    dst = dst.copy()
    dst[:rows * cols] = (a + a[:, :1]).T.reshape(-1)
    dst[rows * cols:2 * rows * cols] = a.reshape(-1)
    return [None, dst, None, None]


@kernel
def conveniences(x: Ptr[i32], out: Ptr[i32], y: Ptr[f32]):
    i = global_id(0)
    v = x[i]
    found = -1
    for k in range(v & 15, -1, -((i & 3) + 1)):
        if k ** 2 == 49:
            found = k
            break
    else:
        found = 100
    n = 0
    while n < (v & 7):
        n += 1
    else:
        n += 10
    a, b = v, i
    a, b = b, a
    inside = 0
    if -20 <= v < 20 != i:
        inside = 1
    out[i] = found * 1000 + n * 10 + inside + b - a + i - v
    y[i] = math.fabs(f32(v)) ** 2 + f32(v) ** -1


def _conveniences_ref(x, out, y):
    res, fy = [], []
    for i, v in enumerate(x.tolist()):
        found = 100
        for k in range(v & 15, -1, -((i & 3) + 1)):
            if k ** 2 == 49:
                found = k
                break
        n = (v & 7) + 10
        inside = int(-20 <= v < 20 != i)
        res.append(found * 1000 + n * 10 + inside)
        fv = np.float32(v)
        fy.append(np.float32(abs(fv) * abs(fv)) + np.float32(np.float32(1) / fv))
    return [None, np.array(res, np.int32), np.array(fy, np.float32)]


def _nonzero(r, n):
    v = r.integers(-40, 40, n).astype(np.int32)
    v[v == 0] = 1
    return v


FEATURE_CASES = {
    "grid_stride": Case(grid_stride, lambda r: [r.random(1000, np.float32),
                                                r.random(1000, np.float32), np.float32(2.5),
                                                np.int32(1000)], _grid_stride_ref, grid=128),
    "helpers": Case(helpers, lambda r: [(r.standard_normal(264) * 1.5).astype(np.float32),
                                        np.zeros(256, np.float32), np.zeros(256, np.int32),
                                        np.int32(250)], _helpers_ref),
    "private_sort": Case(private_sort, lambda r: [r.standard_normal(2048).astype(np.float32),
                                                  np.zeros(2048, np.float32)],
                         _private_sort_ref),
    "private_histogram": Case(private_histogram,
                              lambda r: [r.integers(0, 1000, 256 * 24).astype(np.uint32),
                                         np.zeros(256, np.int32), np.int32(24)],
                              _private_histogram_ref),
    "views": Case(views, lambda r: [r.random(192, np.float32), np.zeros(384, np.float32),
                                    np.int32(12), np.int32(16)], _views_ref, grid=256),
    "conveniences": Case(conveniences, lambda r: [_nonzero(r, 256), np.zeros(256, np.int32),
                                                  np.zeros(256, np.float32)],
                         _conveniences_ref, rtol=1e-6),
}
