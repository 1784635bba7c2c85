"""Corpus cases where the language's two halves meet (test_corpus.py takes them into CASES):
device functions calling wave shuffles and f32 atomics on pointer views inside a grid-stride
loop; vectors through pointer views, 2-D views, shared views and device functions (a vector
parameter the function assigns is a copy); wave operations on private-array loads, in scratch
(divergent) and in registers; 64-bit private arrays in scratch (MUBUF's is swizzled a dword per
lane, as spills of register tuples found: they go a dword at a time)."""
import numpy as np

from gcnsim.lang import (Ptr, atomic_add, barrier, f32, f32x4, f64, global_id, global_size,
                         i32, i64, kernel, lane_id, local_array, local_id, shared, shuffle,
                         shuffle_down, wave_max, wave_sum)

from .corpus import Case, _ints


def wave_total(v):
    for k in range(6):
        v += shuffle_down(v, 32 >> k)
    return v


def tally(bins, k, w):
    atomic_add(bins, k & 7, w)


@kernel
def helper_wave_atomics(x: Ptr[f32], sums: Ptr[f32], bins: Ptr[f32], n: i32):
    per_item = bins + 8                  # bins[0:8]: by lane / 8; bins[8:16]: by i & 7
    rows = bins.view2d(8)
    for i in range(global_id(0), n, global_size(0)):
        t = wave_total(x[i])
        if lane_id() == 0:
            sums[i // 64] = t
        tally(rows[0], lane_id() >> 3, x[i])
        tally(per_item, i, x[i])


def _helper_wave_atomics_ref(x, sums, bins, n):
    grid = 128
    sums = np.zeros_like(sums)
    for base in range(0, n, 64):                     # whole waves: n is a multiple of 64
        sums[base // 64] = x[base:base + 64].sum(dtype=np.float64)
    i = np.arange(n)
    lanes = np.bincount((i % grid & 63) >> 3, x[:n], 8)
    return [None, sums, np.concatenate([lanes, np.bincount(i & 7, x[:n], 8)]).astype(np.float32),
            None]


def spread(v, k):
    v.y = v.x + k                                    # a copy: the caller's vector is unchanged
    v[3] = v[3] * 2.0
    return v


def weigh(a, b):
    return a * b.w + b


@kernel
def vector_views(a: Ptr[f32x4], out: Ptr[f32x4], m: Ptr[f32x4], flat: Ptr[f32]):
    i = global_id(0)
    lid = local_id(0)
    tile = shared(f32x4, 128)
    top = tile[64:]
    src = a + 1
    v = src[i]
    top[lid] = spread(v, f32(lid))
    barrier()
    grid = m.view2d(4)
    w = weigh(tile[64 + (63 - lid)], grid[i, 2])
    dst = out[2:]
    dst[i] = w + v
    flat[i] = grid[i, 2].x + v.y


def _vector_views_ref(a, out, m, flat):
    a4, m4 = a.reshape(-1, 4), m.reshape(-1, 4, 4)
    v = a4[1:257]
    spread = v.copy()
    lid = np.arange(256) % 64
    spread[:, 1] = spread[:, 0] + lid
    spread[:, 3] *= np.float32(2)
    tile = spread.reshape(4, 64, 4)[:, ::-1].reshape(256, 4)
    b = m4[:, 2]
    res = out.reshape(-1, 4).copy()
    res[2:258] = tile * b[:, 3:4] + b + v
    return [None, res.reshape(-1), None, (b[:, 0] + v[:, 1]).astype(np.float32)]


@kernel
def private_wave(x: Ptr[i32], out: Ptr[i32]):
    i = global_id(0)
    scratch = local_array(i32, 16)
    regs = local_array(i32, 4)
    for k in range(16):
        scratch[k] = x[i] + k
    for k in range(4):
        regs[k] = x[i] * k
    j = x[i] & 15
    v = scratch[j]                           # in scratch: divergent
    out[i] = wave_sum(v) + shuffle(v, lane_id() ^ 1) + wave_max(regs[3])


def _private_wave_ref(x, out):
    v = x + (x & 15)
    waves = v.reshape(-1, 64)
    lanes = np.arange(x.size) % 64
    swapped = waves[np.arange(x.size) // 64, lanes ^ 1]
    total = np.repeat(waves.sum(1), 64) + swapped + np.repeat((x * 3).reshape(-1, 64).max(1), 64)
    return [None, total.astype(np.int32)]


@kernel
def private_wide(x: Ptr[f64], idx: Ptr[i32], out: Ptr[f64], wide: Ptr[i64]):
    i = global_id(0)
    a = local_array(f64, 8)
    b = local_array(i64, 8)
    for k in range(8):
        a[k] = x[i] + f64(k)
        b[k] = i64(i) * -3000000000 + i64(k)
    j = idx[i] & 7
    out[i] = a[j]
    wide[i] = b[7 - j]


def _private_wide_ref(x, idx, out, wide):
    j = idx & 7
    return [None, None, x + j, np.arange(x.size, dtype=np.int64) * -3000000000 + 7 - j]


COMBINED_CASES = {
    "helper_wave_atomics": Case(helper_wave_atomics, lambda r: [
        r.random(512, np.float32), np.zeros(8, np.float32), np.zeros(16, np.float32),
        np.int32(512)], _helper_wave_atomics_ref, grid=128, rtol=1e-5),
    "vector_views": Case(vector_views, lambda r: [
        r.random(4 * 257, np.float32), np.zeros(4 * 258, np.float32),
        r.random(4 * 4 * 256, np.float32), np.zeros(256, np.float32)], _vector_views_ref,
        rtol=1e-6),
    "private_wave": Case(private_wave, lambda r: [_ints(r, 256, -1000, 1000),
                                                  np.zeros(256, np.int32)], _private_wave_ref),
    "private_wide": Case(private_wide, lambda r: [r.random(256) * 1e6, _ints(r, 256, 0, 1000),
                                                  np.zeros(256), np.zeros(256, np.int64)],
                         _private_wide_ref),
}
