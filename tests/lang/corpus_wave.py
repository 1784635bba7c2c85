"""Corpus cases of the bit, atomic, wave and vector builtins (corpus.py takes them into CASES):
an f32 atomic histogram, a wave-shuffle reduction, bit fields, wave operations under divergence,
a vector-load copy through LDS, i64 and f32 atomics on global and shared arrays, 64-bit
compare-and-swap loops (a max and a counter), atomics on a whole 2-D view."""
import numpy as np

from gcnsim.lang import (Ptr, activemask, atomic_add, atomic_cas, atomic_max, atomic_min,
                         atomic_xchg, ballot, barrier, bit_extract, bit_insert, bitcast, clz, ctz,
                         f32, f32x4, f64, global_id, group_id, i32, i32x2, i64, kernel, lane_id,
                         local_id, popcount, readfirstlane, shared, shuffle_down, shuffle_up,
                         shuffle_xor, u32, wave_all, wave_any, wave_max, wave_min, wave_prefix_sum,
                         wave_size, wave_sum)

from .corpus import Case, _ints


@kernel
def f32_histogram(x: Ptr[i32], w: Ptr[f32], bins: Ptr[f32], group_bins: Ptr[f32]):
    local = shared(f32, 16)
    lid = local_id(0)
    if lid < 16:
        local[lid] = 0.0
    barrier()
    i = global_id(0)
    atomic_add(local, x[i] & 15, w[i])
    atomic_add(bins, x[i] & 15, w[i])
    barrier()
    if lid < 16:
        atomic_add(group_bins, lid, local[lid])


def _f32_histogram_ref(x, w, bins, group_bins):
    ref = np.bincount(x & 15, weights=w, minlength=16).astype(np.float32)
    return [None, None, ref, ref]


@kernel
def shuffle_reduce(x: Ptr[f32], sums: Ptr[f32], scan: Ptr[i32]):
    i = global_id(0)
    v = x[i]
    offset = wave_size() // 2
    while offset > 0:
        v += shuffle_down(v, offset)
        offset = offset // 2
    if lane_id() == 0:
        sums[i // wave_size()] = v
    s = 1
    d = 1
    while d < wave_size():                       # an inclusive scan of ones: lane + 1
        up = shuffle_up(s, d)
        if lane_id() >= d:
            s += up
        d *= 2
    scan[i] = s


def _shuffle_reduce_ref(x, sums, scan):
    return [None, x.reshape(-1, 64).sum(1), np.tile(np.arange(1, 65, dtype=np.int32), 4)]


@kernel
def bit_fields(x: Ptr[u32], out: Ptr[u32], f: Ptr[f32], back: Ptr[f32]):
    i = global_id(0)
    v = x[i]
    out[i * 6] = u32(popcount(v))
    out[i * 6 + 1] = u32(clz(v))
    out[i * 6 + 2] = u32(ctz(v))
    out[i * 6 + 3] = bit_extract(v, 4, 8)
    out[i * 6 + 4] = bit_insert(v, u32(i), 8, 4)
    out[i * 6 + 5] = bitcast(f[i] * 2.0, u32)
    back[i] = bitcast(bitcast(f[i], i32) + 1, f32)


def _bit_fields_ref(x, out, f, back):
    ints = [int(a) for a in x]
    cols = [[bin(a).count("1") for a in ints], [32 - a.bit_length() for a in ints],
            [(a & -a).bit_length() - 1 if a else 32 for a in ints], (x >> 4) & 255,
            (x & ~np.uint32(0xF00)) | ((np.arange(x.size, dtype=np.uint32) & 15) << 8),
            (f * 2).view(np.uint32)]
    out = np.stack([np.asarray(c, np.uint32) for c in cols], 1).reshape(-1)
    return [None, out, None, (f.view(np.int32) + 1).view(np.float32)]


def _bit_inputs(r):
    x = r.integers(0, 2 ** 32, 256, dtype=np.uint64).astype(np.uint32)
    x[:3] = (0, 1, 0x80000000)
    return [x, np.zeros(256 * 6, np.uint32), r.random(256, np.float32),
            np.zeros(256, np.float32)]


@kernel
def wave_divergent(x: Ptr[i32], out: Ptr[i32], peak: Ptr[f32], wide: Ptr[i64]):
    i = global_id(0)
    v = x[i]
    total = 0
    pair = 0
    voters = i64(0)
    low = 0
    top = 0.0
    if v > 0:
        total = wave_sum(v)
        pair = shuffle_xor(v, 1)                 # 0 where the partner lane is inactive
        voters = ballot(v > 20)
        low = wave_min(v) + i32(popcount(u32(activemask() >> 32)))
        top = wave_max(f32(v))
        total += wave_prefix_sum(v) * 1000
    first = readfirstlane(v)
    if wave_any(v > 38) and wave_all(v > -41):
        first += 1000
    out[i * 4] = total
    out[i * 4 + 1] = pair
    out[i * 4 + 2] = low
    out[i * 4 + 3] = first
    peak[i] = top
    wide[i] = voters
    atomic_max(wide, 256 + group_id(0), voters)


def _wave_divergent_ref(x, out, peak, wide):
    v = x.reshape(-1, 64)
    on = v > 0
    lane = np.arange(64)
    pair = np.where(on[:, lane ^ 1], v[:, lane ^ 1], 0)
    bits = (1 << lane.astype(np.uint64)).astype(np.uint64)
    voters = ((on & (v > 20)) * bits).sum(1, dtype=np.uint64).view(np.int64)
    low = np.where(on, v, 99).min(1) + on[:, 32:].sum(1)
    first = v[:, 0] + np.where((v > 38).any(1) & (v > -41).all(1), 1000, 0)
    prefix = np.cumsum(np.where(on, v, 0), 1) * 1000
    cols = [np.where(on, np.where(on, v, 0).sum(1)[:, None] + prefix, 0), np.where(on, pair, 0),
            np.where(on, low[:, None], 0), np.broadcast_to(first[:, None], v.shape)]
    out = np.stack(cols, -1).reshape(-1).astype(np.int32)
    peak = np.where(on, np.where(on, v, -99).max(1)[:, None], 0).astype(np.float32).reshape(-1)
    wide = np.concatenate([np.where(on, voters[:, None], 0).reshape(-1),
                           np.maximum(voters, 0)])
    return [None, out, peak, wide]


@kernel
def vector_copy(x: Ptr[f32x4], y: Ptr[f32x4], z: Ptr[i32x2], out: Ptr[f32], n: i32):
    tile = shared(f32x4, 64)
    i = global_id(0)
    lid = local_id(0)
    v = f32x4(0.0)
    if i < n:
        v = x[i]
    tile[lid] = v * 2.0 + f32x4(1.0, 2.0, 3.0, 4.0)
    barrier()
    w = tile[63 - lid]
    w.y = w.x + v[3]
    if i < n:
        y[i] = w
        p = z[i]
        p += i32x2(i)
        z[i] = p
        out[i] = (v + w).z


def _vector_copy_ref(x, y, z, out, n):
    v = x.reshape(-1, 64, 4).copy()
    v.reshape(-1, 4)[n:] = 0
    w = (v * 2 + np.array([1, 2, 3, 4], np.float32))[:, ::-1].copy()
    w[..., 1] = w[..., 0] + v[..., 3]
    y, z, out = y.copy(), z.copy(), out.copy()
    y.reshape(-1, 4)[:n] = w.reshape(-1, 4)[:n]
    z.reshape(-1, 2)[:n] += np.arange(n, dtype=np.int32)[:, None]
    out[:n] = (v + w)[..., 2].reshape(-1)[:n]
    return [None, y, z, out, None]


@kernel
def wide_atomics(x: Ptr[i64], sums: Ptr[i64], olds: Ptr[f32], swaps: Ptr[f32]):
    local = shared(i64, 4)
    lid = local_id(0)
    if lid < 4:
        local[lid] = i64(0)
    barrier()
    i = global_id(0)
    v = x[i]
    atomic_add(local, lid & 1, v)
    atomic_max(local, 2, v)
    atomic_min(local, 3, v)
    atomic_add(sums, 0, v)
    olds[i] = atomic_xchg(swaps, i, f32(i))
    barrier()
    if lid < 4:
        atomic_add(sums, 1 + lid + 4 * group_id(0), local[lid])


def _wide_atomics_ref(x, sums, olds, swaps):
    g = x.reshape(-1, 64)
    per_group = np.stack([g[:, ::2].sum(1), g[:, 1::2].sum(1), g.max(1), g.min(1)], 1)
    return [None, np.concatenate([[x.sum()], per_group.reshape(-1)]), swaps.copy(),
            np.arange(x.size, dtype=np.float32)]


@kernel
def cas64_loops(x: Ptr[i64], start: Ptr[i64], peak: Ptr[i64], slots: Ptr[i64], olds: Ptr[i64]):
    """A 64-bit max and counter made of atomic_cas retry loops, in LDS and global memory,
    and a swap that succeeds on even lanes only (its old value checked)."""
    local = shared(i64, 2)
    lid = local_id(0)
    i = global_id(0)
    v = x[i]
    if lid < 2:
        local[lid] = start[lid]
    barrier()
    cas_max(local, 0, v)
    cas_max(peak, 0, v)
    cas_add(local, 1, v)
    cas_add(peak, 1, v)
    old = slots[i]
    olds[i] = atomic_cas(slots, i, old if i % 2 == 0 else old + 1, v)
    barrier()
    if lid < 2:
        peak[2 + 2 * group_id(0) + lid] = local[lid]


def cas_max(a, k, v):
    seen = a[k]
    while seen < v:
        got = atomic_cas(a, k, seen, v)
        if got == seen:
            break
        seen = got


def cas_add(a, k, v):
    seen = a[k]
    got = atomic_cas(a, k, seen, seen + v)
    while got != seen:
        seen = got
        got = atomic_cas(a, k, seen, seen + v)


def _cas64_loops_ref(x, start, peak, slots, olds):
    g = x.reshape(-1, 64)
    groups = np.stack([np.maximum(g.max(1), start[0]), start[1] + g.sum(1)], 1)
    out = np.concatenate([[max(x.max(), start[0]), start[1] + x.sum()], groups.reshape(-1)])
    swapped = np.where(np.arange(x.size) % 2 == 0, x, slots)
    return [None, None, out, swapped, slots.copy()]


@kernel
def view2d_atomics(x: Ptr[i32], hist: Ptr[i32], wide: Ptr[i64], olds: Ptr[i64]):
    """Atomics on a whole 2-D view, m[y, x] as (m, y, x, ...): a histogram per workgroup and
    a compare-and-swap per lane."""
    m = hist.view2d(8)
    i = global_id(0)
    atomic_add(m, group_id(0), x[i] & 7, 1)
    atomic_max(m, group_id(0) + 4, x[i] & 7, x[i])
    w = wide.view2d(64)
    olds[i] = atomic_cas(w, group_id(0), local_id(0), i64(i & 1), i64(x[i]))


def _view2d_atomics_ref(x, hist, wide, olds):
    counts = np.zeros((4, 8), np.int32)
    peaks = np.full((4, 8), -1, np.int32)
    for k, v in enumerate(x):
        counts[k // 64, v & 7] += 1
        peaks[k // 64, v & 7] = max(peaks[k // 64, v & 7], v)
    swapped = np.where(np.arange(x.size) & 1 == wide, x.astype(np.int64), wide)
    return [None, np.concatenate([counts, peaks]).reshape(-1), swapped, wide.copy()]


@kernel
def wide_spill(x: Ptr[f32x4], d: Ptr[f64], y: Ptr[f32x4], out: Ptr[f64], n: i32):
    i = global_id(0)
    a = x[i]
    b = x[i + 64]
    p = d[i]
    q = d[i + 64]
    acc = f32x4(0.0)
    wide = f64(0.0)
    for k in range(n):
        acc = acc * 0.5 + a * f32(k) + b
        wide = wide * p + q
    y[i] = acc
    out[i] = wide + p * q


def _wide_spill_ref(x, d, y, out, n):
    a, b = x.reshape(-1, 4)[:64], x.reshape(-1, 4)[64:]
    p, q = d[:64], d[64:]
    acc, wide = np.zeros((64, 4), np.float32), np.zeros(64)
    for k in range(n):
        acc = acc * np.float32(0.5) + a * np.float32(k) + b
        wide = wide * p + q
    return [None, None, acc.reshape(-1), wide + p * q, None]


WAVE_CASES = {
    "wide_spill": Case(wide_spill, lambda r: [
        r.random(512, np.float32), r.random(128), np.zeros(256, np.float32), np.zeros(64),
        np.int32(5)], _wide_spill_ref, grid=64, rtol=1e-6, max_vgprs=10),
    "wide_atomics": Case(wide_atomics, lambda r: [
        r.integers(-2 ** 40, 2 ** 40, 256, dtype=np.int64), np.zeros(17, np.int64),
        np.zeros(256, np.float32), r.random(256, np.float32)], _wide_atomics_ref),
    "cas64_loops": Case(cas64_loops, lambda r: [
        r.integers(-2 ** 40, 2 ** 40, 256, dtype=np.int64), np.array([-2 ** 62, 2 ** 33]),
        np.array([-2 ** 62, 2 ** 33] + [0] * 8, np.int64),
        r.integers(-2 ** 40, 2 ** 40, 256, dtype=np.int64), np.zeros(256, np.int64)],
        _cas64_loops_ref),
    "view2d_atomics": Case(view2d_atomics, lambda r: [
        _ints(r, 256, 0, 1000), np.concatenate([np.zeros(32), np.full(32, -1)]).astype(np.int32),
        r.integers(0, 2, 256, dtype=np.int64), np.zeros(256, np.int64)], _view2d_atomics_ref),
    "vector_copy": Case(vector_copy, lambda r: [
        r.random(1024, np.float32), np.zeros(1024, np.float32), _ints(r, 512, -9, 9),
        np.zeros(256, np.float32), np.int32(250)], _vector_copy_ref),
    "f32_histogram": Case(f32_histogram, lambda r: [
        r.integers(-50, 100, 256).astype(np.int32), r.random(256, np.float32),
        np.zeros(16, np.float32), np.zeros(16, np.float32)], _f32_histogram_ref, rtol=1e-5),
    "shuffle_reduce": Case(shuffle_reduce, lambda r: [
        r.random(256, np.float32), np.zeros(4, np.float32), np.zeros(256, np.int32)],
        _shuffle_reduce_ref, rtol=1e-5),
    "bit_fields": Case(bit_fields, _bit_inputs, _bit_fields_ref),
    "wave_divergent": Case(wave_divergent, lambda r: [
        r.integers(-40, 40, 256).astype(np.int32), np.zeros(1024, np.int32),
        np.zeros(256, np.float32), np.zeros(260, np.int64)], _wave_divergent_ref),
}
