"""The kernel-language corpus: each case is a kernel, its inputs (fixed seeds), its launch
geometry and a numpy (or per-lane Python) reference of what it must compute."""
import math
from dataclasses import dataclass

import numpy as np

from gcnsim.lang import (Ptr, atomic_add, atomic_cas, atomic_max, atomic_min, atomic_xchg,
                         barrier, cos, exp, f16, f32, f64, floor, fma, global_id, global_size,
                         group_id, i32, i64, kernel, local_id, local_size, log, num_groups,
                         select, shared, sin, sqrt, u32)
from gcnsim.lang import erf, pow, rsqrt, tanh


@dataclass(frozen=True)
class Case:
    kernel: object
    inputs: object            # rng -> list of arguments (numpy arrays are buffers)
    reference: object         # list of arguments -> list of expected arrays (None: unchecked)
    grid: object = 256
    block: object = 64
    rtol: float = 0.0
    max_vgprs: int = None      # forces spilling where small
    targets: tuple = ("gfx701", "gfx900", "gfx90a", "gfx942")


@kernel
def saxpy(x: Ptr[f32], y: Ptr[f32], a: f32, n: i32):
    i = global_id(0)
    if i < n:
        y[i] = a * x[i] + y[i]


def _saxpy_ref(x, y, a, n):
    y = y.copy()
    y[:n] = a * x[:n] + y[:n]
    return [None, y, None, None]


@kernel
def nested(x: Ptr[i32], out: Ptr[i32]):
    i = global_id(0)
    v = x[i]
    r = 0
    if v > 0:
        if (i & 1) == 0:
            r = v * 2
        else:
            r = v + 1
    elif v < -5:
        r = -v
    else:
        if i > 100:
            r = 7
    out[i] = r


def _nested_ref(x, out):
    i = np.arange(x.size)
    r = np.where(x > 0, np.where(i & 1 == 0, x * 2, x + 1),
                 np.where(x < -5, -x, np.where(i > 100, 7, 0)))
    return [None, r.astype(np.int32)]


@kernel
def collatz(x: Ptr[i32], out: Ptr[i32]):
    i = global_id(0)
    n = x[i]
    steps = 0
    while True:
        if n == 1:
            break
        if steps >= 60:
            break
        steps += 1
        if (n & 1) == 0:
            n = n >> 1
            continue
        n = 3 * n + 1
    out[i] = steps


def _collatz_one(n):
    steps = 0
    while n != 1 and steps < 60:
        steps += 1
        n = n >> 1 if n % 2 == 0 else 3 * n + 1
    return steps


def _collatz_ref(x, out):
    return [None, np.array([_collatz_one(int(v)) for v in x], np.int32)]


@kernel
def early_return(x: Ptr[i32], out: Ptr[i32], n: i32, limit: i32):
    i = global_id(0)
    if i >= n:
        return
    acc = 0
    for k in range(x[i] & 15):
        acc += k * x[i]
        if acc > limit:
            out[i] = -1
            return
    out[i] = acc


def _early_ref(x, out, n, limit):
    out = out.copy()
    for i in range(n):
        acc, res = 0, None
        for k in range(int(x[i]) & 15):
            acc += k * int(x[i])
            if acc > limit:
                res = -1
                break
        out[i] = acc if res is None else res
    return [None, out, None, None]


@kernel
def block_sum(x: Ptr[f32], out: Ptr[f32]):
    buf = shared(f32, 128)
    lid = local_id(0)
    buf[lid] = x[global_id(0)]
    barrier()
    s = local_size(0) >> 1
    while s > 0:
        if lid < s:
            buf[lid] += buf[lid + s]
        barrier()
        s = s >> 1
    if lid == 0:
        out[group_id(0)] = buf[0]


def _block_sum_ref(x, out):
    return [None, x.reshape(-1, 128).sum(axis=1, dtype=np.float64).astype(np.float32)]


@kernel
def histogram(x: Ptr[u32], bins: Ptr[u32]):
    local = shared(u32, 16)
    lid = local_id(0)
    if lid < 16:
        local[lid] = 0
    barrier()
    atomic_add(local, x[global_id(0)] & 15, 1)
    barrier()
    if lid < 16:
        atomic_add(bins, lid, local[lid])


def _histogram_ref(x, bins):
    return [None, np.bincount(x & 15, minlength=16).astype(np.uint32)]


@kernel
def atomics(x: Ptr[i32], extremes: Ptr[i32], slots: Ptr[i32], olds: Ptr[i32]):
    i = global_id(0)
    v = x[i]
    atomic_max(extremes, 0, v)
    atomic_min(extremes, 1, v)
    olds[i] = atomic_xchg(slots, i, v) + atomic_cas(slots, (i + 1) & 255, 5, v)


def _atomics_ref(x, extremes, slots, olds):
    return [None, np.array([x.max(), x.min()], np.int32), None, None]


@kernel
def matmul(a: Ptr[f32], b: Ptr[f32], c: Ptr[f32], n: i32):
    ta = shared(f32, 256)
    tb = shared(f32, 256)
    tx = local_id(0)
    ty = local_id(1)
    col = global_id(0)
    row = global_id(1)
    acc = f32(0)
    for t in range(n >> 4):
        ta[ty * 16 + tx] = a[row * n + t * 16 + tx]
        tb[ty * 16 + tx] = b[(t * 16 + ty) * n + col]
        barrier()
        for k in range(16):
            acc = fma(ta[ty * 16 + k], tb[k * 16 + tx], acc)
        barrier()
    c[row * n + col] = acc


def _matmul_ref(a, b, c, n):
    return [None, None, (a.reshape(n, n).astype(np.float64) @ b.reshape(n, n)).astype(
        np.float32).ravel(), None]


@kernel
def scan(x: Ptr[i32], out: Ptr[i32]):
    buf = shared(i32, 64)
    lid = local_id(0)
    buf[lid] = x[global_id(0)]
    barrier()
    off = 1
    while off < 64:
        t = 0
        if lid >= off:
            t = buf[lid - off]
        barrier()
        buf[lid] += t
        barrier()
        off = off * 2
    out[global_id(0)] = buf[lid]


def _scan_ref(x, out):
    return [None, np.cumsum(x.reshape(-1, 64), axis=1).astype(np.int32).ravel()]


@kernel
def bitonic(x: Ptr[i32]):
    buf = shared(i32, 64)
    lid = local_id(0)
    buf[lid] = x[global_id(0)]
    barrier()
    k = 2
    while k <= 64:
        j = k >> 1
        while j > 0:
            other = lid ^ j
            if other > lid:
                a = buf[lid]
                b = buf[other]
                up = (lid & k) == 0
                if (a > b) == up:
                    buf[lid] = b
                    buf[other] = a
            barrier()
            j = j >> 1
        k = k << 1
    x[global_id(0)] = buf[lid]


def _bitonic_ref(x):
    return [np.sort(x.reshape(-1, 64), axis=1).ravel()]


@kernel
def f64_math(x: Ptr[f64], y: Ptr[f64], a: f64):
    i = global_id(0)
    v = x[i]
    y[i] = fma(a, v, sqrt(v)) / (v + 1.0) - min(v, 2.0) + abs(-v)


def _f64_ref(x, y, a):
    return [None, (a * x + np.sqrt(x)) / (x + 1.0) - np.minimum(x, 2.0) + np.abs(x), None]


@kernel
def f32_math(x: Ptr[f32], out: Ptr[f32]):
    i = global_id(0)
    v = x[i]
    out[i * 6] = exp(v)
    out[i * 6 + 1] = log(v + 5.0)
    out[i * 6 + 2] = sin(v)
    out[i * 6 + 3] = cos(v)
    out[i * 6 + 4] = floor(v * 3.0) + max(v, 0.5) - abs(v)
    out[i * 6 + 5] = sqrt(v + 5.0) / (v + 7.0)


def _f32_math_ref(x, out):
    r = np.stack([np.exp(x), np.log(x + 5), np.sin(x), np.cos(x),
                  np.floor(x * 3) + np.maximum(x, 0.5) - np.abs(x),
                  np.sqrt(x + 5) / (x + 7)], axis=1)
    return [None, r.astype(np.float32).ravel()]



@kernel
def f64_transcendental(x: Ptr[f64], out: Ptr[f64]):
    i = global_id(0)
    v = x[i]
    out[i * 4] = exp(-v * v) * cos(v) + sin(v)
    out[i * 4 + 1] = pow(v, 1.5) + log(v)
    out[i * 4 + 2] = tanh(v - 2.0) + erf(v - 2.0)
    out[i * 4 + 3] = rsqrt(v)


def _f64_transcendental_ref(x, out):
    erf_ = np.vectorize(math.erf)
    r = np.stack([np.exp(-x * x) * np.cos(x) + np.sin(x), x ** 1.5 + np.log(x),
                  np.tanh(x - 2) + erf_(x - 2), 1 / np.sqrt(x)], axis=1)
    return [None, r.ravel()]

@kernel
def divmod_(a: Ptr[i32], b: Ptr[i32], q: Ptr[i32], r: Ptr[i32], ua: Ptr[u32], ub: Ptr[u32]):
    i = global_id(0)
    q[i] = a[i] // b[i]
    r[i] = a[i] % b[i]
    ua[i] = ua[i] // ub[i] + ua[i] % ub[i]


def _divmod_ref(a, b, q, r, ua, ub):
    return [None, None, a // b, a % b, (ua // ub + ua % ub).astype(np.uint32), None]


@kernel
def guarded(x: Ptr[f32], out: Ptr[f32], n: i32):
    i = global_id(0)
    ok = i < n and x[i] > 0.0
    if ok or i == 1000:
        out[i] = 1.0
    elif i < n and not x[i] > -1.0:
        out[i] = select(i > 5, 2.0, 3.0)


def _guarded_ref(x, out, n):
    out = out.copy()
    for i in range(out.size):
        if i < n and x[i] > 0:
            out[i] = 1.0
        elif i < n and not x[i] > -1:
            out[i] = 2.0 if i > 5 else 3.0
    return [None, out, None]


@kernel
def convert(x: Ptr[f32], out: Ptr[i32], uout: Ptr[u32], back: Ptr[f32]):
    i = global_id(0)
    out[i] = i32(x[i] * 100.0)
    uout[i] = u32(i - 128) >> 3
    back[i] = f32(out[i] - i) * 0.5


def _convert_ref(x, out, uout, back):
    o = (x * np.float32(100)).astype(np.int32)
    i = np.arange(x.size, dtype=np.int32)
    return [None, o, ((i - 128).astype(np.uint32) >> 3),
            ((o - i).astype(np.float32) * np.float32(0.5))]


@kernel
def transpose(x: Ptr[i32], out: Ptr[i32], w: i32, h: i32):
    cx = global_id(0)
    cy = global_id(1)
    if cx < w and cy < h:
        out[cx * h + cy] = x[cy * w + cx]


def _transpose_ref(x, out, w, h):
    return [None, x.reshape(h, w).T.ravel(), None, None]


@kernel
def uniform_loop(x: Ptr[i32], out: Ptr[i32], m: i32):
    i = global_id(0)
    acc = 0
    for k in range(m):
        acc += x[k] * (i + k)
    for k in range(m - 1, -1, -2):
        acc -= k
    out[i] = acc


def _uniform_loop_ref(x, out, m):
    i = np.arange(out.size, dtype=np.int64)
    acc = sum(int(x[k]) * (i + k) for k in range(m)) - sum(range(m - 1, -1, -2))
    return [None, acc.astype(np.int32), None]


@kernel
def geometry(out: Ptr[i32]):
    i = global_id(0)
    out[i] = group_id(0) * 1000 + local_size(0) * 10 + num_groups(0) + local_id(0) * 100000


def _geometry_ref(out):
    i = np.arange(out.size)
    return [(i // 64 * 1000 + 640 + out.size // 64 + (i % 64) * 100000).astype(np.int32)]


@kernel
def partial_groups(out: Ptr[i32]):
    x = global_id(0)
    y = global_id(1)
    z = global_id(2)
    at = ((z * global_size(1) + y) * global_size(0) + x) * 3
    out[at] = num_groups(0) * 1000000 + local_size(0) * 1000 + global_size(0)
    out[at + 1] = num_groups(1) * 1000000 + local_size(1) * 1000 + global_size(1)
    out[at + 2] = num_groups(2) * 1000000 + local_size(2) * 1000 + global_size(2)


def _partial_groups_ref(out):
    # grid (250, 3, 5) in groups of (100, 2, 2): each dimension ends in a partial group,
    # counted by num_groups; local_size stays the launch's (HIP's blockDim)
    each = [3 * 1000000 + 100 * 1000 + 250, 2 * 1000000 + 2 * 1000 + 3,
            3 * 1000000 + 2 * 1000 + 5]
    return [np.tile(np.array(each, np.int32), out.size // 3)]


@kernel
def grid_stride(visits: Ptr[i32], n: i32):
    i = global_id(0)
    while i < n:
        atomic_add(visits, i, 1)
        i += global_size(0)


@kernel
def masked_continue(x: Ptr[i32], out: Ptr[i32]):
    i = global_id(0)
    total = 0
    k = 0
    while k < 20:
        k += 1
        if (x[i] + k) % 3 == 0:
            continue
        total += k
        if total > x[i] * 4:
            break
    out[i] = total * 100 + k


def _masked_continue_ref(x, out):
    res = []
    for v in x:
        total = k = 0
        while k < 20:
            k += 1
            if (int(v) + k) % 3 == 0:
                continue
            total += k
            if total > int(v) * 4:
                break
        res.append(total * 100 + k)
    return [None, np.array(res, np.int32)]



@kernel
def continue_then_break(x: Ptr[i32], out: Ptr[i32], stop: i32):
    i = global_id(0)
    total = 0
    for k in range(12):
        if (x[i] + k) % 4 == 0:
            continue
        if k == stop:
            break
        total += k * x[i]
    out[i] = total


def _continue_then_break_ref(x, out, stop):
    res = []
    for v in x:
        total = 0
        for k in range(12):
            if (int(v) + k) % 4 == 0:
                continue
            if k == stop:
                break
            total += k * int(v)
        res.append(total)
    return [None, np.array(res, np.int32), None]


@kernel
def mandelbrot(out: Ptr[i32], width: i32, max_iter: i32):
    i = global_id(0)
    cx = f32(i % width) * 0.0625 - 2.0
    cy = f32(i // width) * 0.0625 - 1.0
    zx = f32(0)
    zy = f32(0)
    n = 0
    while n < max_iter:
        if zx * zx + zy * zy > 4.0:
            break
        t = zx * zx - zy * zy + cx
        zy = 2.0 * zx * zy + cy
        zx = t
        n += 1
    out[i] = n


def _mandelbrot_ref(out, width, max_iter):
    res = []
    f = np.float32
    for i in range(out.size):
        cx = f(i % width) * f(0.0625) - f(2)
        cy = f(i // width) * f(0.0625) - f(1)
        zx = zy = f(0)
        n = 0
        while n < max_iter:
            if zx * zx + zy * zy > f(4):
                break
            t = zx * zx - zy * zy + cx
            zy = f(2) * zx * zy + cy
            zx = t
            n += 1
        res.append(n)
    return [np.array(res, np.int32), None, None]


@kernel
def modes(x: Ptr[f32], out: Ptr[f32], mode: i32):
    i = global_id(0)
    v = x[i]
    if mode == 0:
        out[i] = v + 1.0
    elif mode == 1:
        out[i] = v * v
    else:
        for k in range(mode):
            v = v * 0.5
        out[i] = v


def _modes_ref(x, out, mode):
    return [None, (x * np.float32(0.5) ** mode).astype(np.float32), None]


@kernel
def shared_atomics(x: Ptr[i32], out: Ptr[i32]):
    cells = shared(i32, 4)
    lid = local_id(0)
    if lid == 0:
        cells[0] = 0
        cells[1] = -1000000
        cells[2] = 1000000
        cells[3] = 0
    barrier()
    v = x[global_id(0)]
    atomic_add(cells, 0, v)
    atomic_max(cells, 1, v)
    atomic_min(cells, 2, v)
    atomic_cas(cells, 3, 0, lid + 1)
    barrier()
    if lid < 3:
        out[group_id(0) * 4 + lid] = cells[lid]
    if lid == 3:
        out[group_id(0) * 4 + 3] = select(cells[3] > 0, 1, 0)


def _shared_atomics_ref(x, out):
    g = x.reshape(-1, 64)
    r = np.stack([g.sum(axis=1), g.max(axis=1), g.min(axis=1), np.ones(len(g))], axis=1)
    return [None, r.astype(np.int32).ravel()]


@kernel
def row_max(x: Ptr[f32], out: Ptr[f32]):
    buf = shared(f32, 64)
    lid = local_id(0)
    v = x[global_id(0)]
    buf[lid] = v
    barrier()
    s = 32
    while s > 0:
        if lid < s:
            buf[lid] = max(buf[lid], buf[lid + s])
        barrier()
        s = s >> 1
    out[global_id(0)] = exp(v - buf[0])


def _row_max_ref(x, out):
    g = x.reshape(-1, 64)
    return [None, np.exp(g - g.max(axis=1, keepdims=True)).astype(np.float32).ravel()]



@kernel
def pressure(x: Ptr[f32], out: Ptr[f32], n: i32):
    i = global_id(0)
    a0 = x[i * 8]
    a1 = x[i * 8 + 1]
    a2 = x[i * 8 + 2]
    a3 = x[i * 8 + 3]
    a4 = x[i * 8 + 4]
    a5 = x[i * 8 + 5]
    a6 = x[i * 8 + 6]
    a7 = x[i * 8 + 7]
    acc = f32(0)
    for k in range(n):
        if (i + k) % 3 == 0:
            acc = acc + a0 * a7 - a1
        else:
            acc = acc * 0.5 + a2 * a6 + a3 - a4 * a5
    out[i] = acc + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7


def _pressure_ref(x, out, n):
    res = []
    f = np.float32
    for i in range(out.size):
        a = [f(v) for v in x[i * 8:i * 8 + 8]]
        acc = f(0)
        for k in range(n):
            if (i + k) % 3 == 0:
                acc = acc + a[0] * a[7] - a[1]
            else:
                acc = acc * f(0.5) + a[2] * a[6] + a[3] - a[4] * a[5]
        total = acc
        for v in a:
            total = total + v
        res.append(total)
    return [None, np.array(res, np.float32), None]



@kernel
def const_divmod(x: Ptr[i32], ux: Ptr[u32], out: Ptr[i32], uout: Ptr[u32]):
    i = global_id(0)
    v = x[i]
    u = ux[i]
    out[i * 6] = v // 3
    out[i * 6 + 1] = v % 7
    out[i * 6 + 2] = v // 1000
    out[i * 6 + 3] = v % 10
    out[i * 6 + 4] = v // -3
    out[i * 6 + 5] = v // 8 + v % 16
    uout[i * 2] = u // 3
    uout[i * 2 + 1] = u % 1000


def _const_divmod_ref(x, ux, out, uout):
    v = x.astype(np.int64)
    r = np.stack([v // 3, v % 7, v // 1000, v % 10, v // -3, v // 8 + v % 16], axis=1)
    u = ux.astype(np.int64)
    ur = np.stack([u // 3, u % 1000], axis=1)
    return [None, None, r.astype(np.int32).ravel(), ur.astype(np.uint32).ravel()]


@kernel
def unrolled(x: Ptr[f32], out: Ptr[f32]):
    buf = shared(f32, 80)
    lid = local_id(0)
    buf[lid] = x[global_id(0)]
    if lid < 16:
        buf[lid + 64] = 0.0
    barrier()
    acc = f32(0)
    for k in range(0, 16, 3):
        acc = acc + buf[lid + k] * f32(k + 1)
    k = lid
    out[global_id(0)] = acc + f32(k)


def _unrolled_ref(x, out):
    g = np.concatenate([x.reshape(-1, 64), np.zeros((x.size // 64, 16), np.float32)], axis=1)
    res = np.zeros((x.size // 64, 64), np.float32)
    for k in range(0, 16, 3):
        res = res + g[:, k:k + 64] * np.float32(k + 1)
    return [None, (res + np.arange(64, dtype=np.float32)).ravel()]



@kernel
def f16_math(x: Ptr[f16], y: Ptr[f16], a: f16, out: Ptr[f32]):
    i = global_id(0)
    v = x[i]
    w = fma(a, v, v * v) - v / (v + 2.0)
    if w > 1.5:
        w = sqrt(w) + abs(-v)
    y[i] = max(w, f16(0.25))
    out[i] = f32(w) + f32(i)


def _f16_math_ref(x, y, a, out):
    h = np.float16
    v = x.astype(np.float64)
    w = (a * v + (x * x).astype(np.float64)).astype(h) - (x / (x + h(2))).astype(h)
    w = np.where(w > h(1.5), (np.sqrt(w) + np.abs(x)).astype(h), w)
    return [None, np.maximum(w, h(0.25)), None,
            w.astype(np.float32) + np.arange(x.size, dtype=np.float32)]



@kernel
def i64_math(x: Ptr[i64], y: Ptr[i64], out: Ptr[i64], f: Ptr[f64], small: Ptr[i32], k: i64):
    i = global_id(0)
    a = x[i]
    b = y[i]
    r = a * b + (a ^ k) - (b >> 3) + (a << 5) // 4
    if a < b:
        r = r + min(a, b) - abs(b)
    out[i * 3] = r
    out[i * 3 + 1] = max(a, k) | (b & 0xFFFF0000FFFF)
    out[i * 3 + 2] = i64(small[i]) * 1000000007 + i64(f[i]) + a // b + a % (b + 3)
    f[i] = f64(a) * 0.5
    small[i] = i32(r)


def _i64_math_ref(x, y, out, f, small, k):
    with np.errstate(over="ignore"):
        r = x * y + (x ^ k) - (y >> 3) + (x << 5) // 4
        r = np.where(x < y, r + np.minimum(x, y) - np.abs(y), r)
        o = np.stack([r, np.maximum(x, k) | (y & 0xFFFF0000FFFF),
                      small.astype(np.int64) * 1000000007 + np.trunc(f).astype(np.int64)
                      + x // y + x % (y + 3)], axis=1)
    return [None, None, o.ravel(), x.astype(np.float64) * 0.5, r.astype(np.int32), None]



@kernel
def temporal(x: Ptr[i32], out: Ptr[i32], m: i32):
    i = global_id(0)
    k = 0
    steps = 0
    total = 0
    while k < m:
        k += 1
        steps = steps + 2
        total += x[(i + k) & 255]
        if x[i] < k * 3:
            break
    out[i] = k * 1000 + steps + total


def _temporal_ref(x, out, m):
    res = []
    for i in range(out.size):
        k = steps = total = 0
        while k < m:
            k += 1
            steps += 2
            total += int(x[(i + k) & 255])
            if x[i] < k * 3:
                break
        res.append(k * 1000 + steps + total)
    return [None, np.array(res, np.int32), None]



@kernel
def uniform_divmod(out: Ptr[i32], m: i32, um: u32):
    i = global_id(0)
    out[i] = select(i < 32, (m + i // 32) // 3 + (m - 5) % 7, i32(um // 10 + um % 1000))


def _uniform_divmod_ref(out, m, um):
    i = np.arange(out.size)
    lo = (int(m) + i // 32) // 3 + (int(m) - 5) % 7
    hi = np.int64(int(um) // 10 + int(um) % 1000)
    return [np.where(i < 32, lo, hi).astype(np.int64).astype(np.uint32).astype(np.int32), None,
            None]



@kernel
def stencil(src: Ptr[f32], dst: Ptr[f32], w: i32, h: i32, steps: i32):
    tile = shared(f32, 18 * 18)
    tx = local_id(0)
    ty = local_id(1)
    x = global_id(0)
    y = global_id(1)
    for k in range(steps):
        for j in range(ty, 18, 16):
            for q in range(tx, 18, 16):
                gx = group_id(0) * 16 + q - 1
                gy = group_id(1) * 16 + j - 1
                v = f32(0)
                if gx >= 0 and gx < w and gy >= 0 and gy < h:
                    v = src[gy * w + gx]
                tile[j * 18 + q] = v
        barrier()
        c = tile[(ty + 1) * 18 + tx + 1]
        s = tile[ty * 18 + tx + 1] + tile[(ty + 2) * 18 + tx + 1] + tile[(ty + 1) * 18 + tx] \
            + tile[(ty + 1) * 18 + tx + 2]
        if k == steps - 1:
            dst[y * w + x] = c * 0.5 + s * 0.125
        barrier()


def _stencil_ref(src, dst, w, h, steps):
    g = np.pad(src.reshape(h, w), 1)
    c = g[1:-1, 1:-1]
    s = g[:-2, 1:-1] + g[2:, 1:-1] + g[1:-1, :-2] + g[1:-1, 2:]
    return [None, (c * np.float32(0.5) + s * np.float32(0.125)).astype(np.float32).ravel(),
            None, None, None]


def _ints(rng, n, lo=-50, hi=50):
    return rng.integers(lo, hi, n).astype(np.int32)


CASES = {
    "saxpy": Case(saxpy, lambda r: [r.random(256, np.float32), r.random(256, np.float32),
                                    np.float32(2.5), np.int32(200)], _saxpy_ref),
    "nested": Case(nested, lambda r: [_ints(r, 256, -20, 20), np.zeros(256, np.int32)],
                   _nested_ref),
    "collatz": Case(collatz, lambda r: [_ints(r, 256, 1, 200), np.zeros(256, np.int32)],
                    _collatz_ref),
    "early_return": Case(early_return, lambda r: [_ints(r, 256, 0, 40),
                                                  np.full(256, 9, np.int32), np.int32(200),
                                                  np.int32(300)], _early_ref),
    "block_sum": Case(block_sum, lambda r: [r.random(512, np.float32),
                                            np.zeros(4, np.float32)], _block_sum_ref,
                      grid=512, block=128, rtol=1e-5),
    "histogram": Case(histogram, lambda r: [r.integers(0, 1000, 256).astype(np.uint32),
                                            np.zeros(16, np.uint32)], _histogram_ref),
    "atomics": Case(atomics, lambda r: [_ints(r, 256, -1000, 1000),
                                        np.array([-2 ** 31, 2 ** 31 - 1], np.int32),
                                        np.zeros(256, np.int32), np.zeros(256, np.int32)],
                    _atomics_ref),
    "matmul": Case(matmul, lambda r: [r.random(1024, np.float32), r.random(1024, np.float32),
                                      np.zeros(1024, np.float32), np.int32(32)], _matmul_ref,
                   grid=(32, 32), block=(16, 16), rtol=1e-5),
    "scan": Case(scan, lambda r: [_ints(r, 256), np.zeros(256, np.int32)], _scan_ref),
    "bitonic": Case(bitonic, lambda r: [_ints(r, 256, -1000, 1000)], _bitonic_ref),
    "f64_math": Case(f64_math, lambda r: [r.random(256) * 10, np.zeros(256), np.float64(1.5)],
                     _f64_ref, rtol=1e-14),
    "f64_transcendental": Case(f64_transcendental, lambda r: [r.random(256) * 4 + 0.01,
                                                              np.zeros(256 * 4)],
                               _f64_transcendental_ref, rtol=1e-13),
    "f32_math": Case(f32_math, lambda r: [(r.random(256, np.float32) * 6 - 3),
                                          np.zeros(256 * 6, np.float32)], _f32_math_ref,
                     rtol=2e-6),
    "divmod": Case(divmod_, lambda r: [_ints(r, 256, -1000, 1000),
                                       (_ints(r, 256, 1, 10) * r.choice([-1, 1], 256)).astype(
                                           np.int32),
                                       np.zeros(256, np.int32), np.zeros(256, np.int32),
                                       r.integers(0, 2 ** 32, 256, dtype=np.uint64).astype(
                                           np.uint32),
                                       r.integers(1, 2 ** 32, 256, dtype=np.uint64).astype(
                                           np.uint32)], _divmod_ref),
    "guarded": Case(guarded, lambda r: [(r.random(200, np.float32) * 4 - 2),
                                        np.zeros(256, np.float32), np.int32(200)],
                    _guarded_ref),
    "convert": Case(convert, lambda r: [r.random(256, np.float32) * 50 - 25,
                                        np.zeros(256, np.int32), np.zeros(256, np.uint32),
                                        np.zeros(256, np.float32)], _convert_ref),
    "transpose": Case(transpose, lambda r: [_ints(r, 48 * 20), np.zeros(48 * 20, np.int32),
                                            np.int32(48), np.int32(20)], _transpose_ref,
                      grid=(64, 32), block=(16, 16)),
    "uniform_loop": Case(uniform_loop, lambda r: [_ints(r, 16), np.zeros(256, np.int32),
                                                  np.int32(11)], _uniform_loop_ref),
    "geometry": Case(geometry, lambda r: [np.zeros(256, np.int32)], _geometry_ref),
    "partial_groups": Case(partial_groups, lambda r: [np.zeros(250 * 3 * 5 * 3, np.int32)],
                           _partial_groups_ref, grid=(250, 3, 5), block=(100, 2, 2)),
    "grid_stride": Case(grid_stride, lambda r: [np.zeros(1000, np.int32), np.int32(1000)],
                        lambda visits, n: [np.ones(1000, np.int32), None], grid=250,
                        block=100),
    "masked_continue": Case(masked_continue, lambda r: [_ints(r, 256, 0, 30),
                                                        np.zeros(256, np.int32)],
                            _masked_continue_ref),
    "continue_then_break": Case(continue_then_break, lambda r: [_ints(r, 256, -9, 9),
                                                                np.zeros(256, np.int32),
                                                                np.int32(7)],
                                _continue_then_break_ref),
    "mandelbrot": Case(mandelbrot, lambda r: [np.zeros(48 * 32, np.int32), np.int32(48),
                                              np.int32(40)], _mandelbrot_ref, grid=48 * 32),
    "modes": Case(modes, lambda r: [r.random(256, np.float32), np.zeros(256, np.float32),
                                    np.int32(3)], _modes_ref),
    "shared_atomics": Case(shared_atomics, lambda r: [_ints(r, 256, -500, 500),
                                                      np.zeros(16, np.int32)],
                           _shared_atomics_ref),
    "row_max": Case(row_max, lambda r: [r.random(256, np.float32) * 4,
                                        np.zeros(256, np.float32)], _row_max_ref, rtol=2e-6),
    "const_divmod": Case(const_divmod, lambda r: [
        np.concatenate([np.array([-2 ** 31, 2 ** 31 - 1, -1, 0, 1, -3, 3], np.int32),
                        r.integers(-2 ** 31, 2 ** 31, 249, dtype=np.int64).astype(np.int32)]),
        np.concatenate([np.array([0, 1, 2, 3, 2 ** 32 - 1, 2 ** 31], np.uint32),
                        r.integers(0, 2 ** 32, 250, dtype=np.uint64).astype(np.uint32)]),
        np.zeros(256 * 6, np.int32), np.zeros(512, np.uint32)], _const_divmod_ref),
    "unrolled": Case(unrolled, lambda r: [r.random(256, np.float32), np.zeros(256, np.float32)],
                     _unrolled_ref, rtol=1e-6),
    "f16_math": Case(f16_math, lambda r: [(r.random(256) * 4).astype(np.float16),
                                          np.zeros(256, np.float16), np.float16(1.5),
                                          np.zeros(256, np.float32)], _f16_math_ref,
                     rtol=2e-3, targets=("gfx900", "gfx90a", "gfx942")),
    "i64_math": Case(i64_math, lambda r: [
        r.integers(-2 ** 62, 2 ** 62, 256, dtype=np.int64),
        r.integers(-2 ** 40, 2 ** 40, 256, dtype=np.int64), np.zeros(768, np.int64),
        (r.random(256) - 0.5) * 2.0 ** 60, _ints(r, 256, -10 ** 9, 10 ** 9), np.int64(-7 << 33)],
                     _i64_math_ref),
    "temporal": Case(temporal, lambda r: [_ints(r, 256, 0, 60), np.zeros(256, np.int32),
                                          np.int32(15)], _temporal_ref),
    "uniform_divmod": Case(uniform_divmod, lambda r: [np.zeros(64, np.int32), np.int32(-1234567),
                                                      np.uint32(4000000000)],
                           _uniform_divmod_ref, grid=64, block=64),
    "stencil": Case(stencil, lambda r: [r.random(32 * 48, np.float32),
                                        np.zeros(32 * 48, np.float32), np.int32(48),
                                        np.int32(32), np.int32(2)], _stencil_ref,
                    grid=(48, 32), block=(16, 16), rtol=1e-6),
    "spill": Case(pressure, lambda r: [r.random(256 * 8, np.float32),
                                       np.zeros(256, np.float32), np.int32(5)], _pressure_ref,
                  rtol=1e-6, max_vgprs=8),
}

from .corpus_wave import WAVE_CASES  # noqa: E402  (its cases need Case, above)

CASES.update(WAVE_CASES)
