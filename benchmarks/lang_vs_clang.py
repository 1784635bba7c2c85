"""The kernel language against clang-19 -O2 on the same algorithms: static instructions,
wave-instructions executed and cycles of one launch in gcnsim's timing model (timing=True, the
device's default chip), per kernel and target, for both divergence schemes. clang's code objects
are the committed ones (tests/data/kernels/<target>/, built by tools/build_kernels.py from
gcnsim/kernels/*.cl); each lang kernel computes what its OpenCL twin computes, and the results
are checked equal.

    python benchmarks/lang_vs_clang.py [KERNEL ...]
"""
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import gcnsim  # noqa: E402
from gcnsim.lang import (Ptr, atomic_add, ballot, barrier, bit_extract, clz, ctz,  # noqa: E402
                         f32, fma, global_id, global_size, group_id, i32, kernel, lane_id,
                         local_array, local_id, popcount, select, shared, shuffle_down, u32,
                         wave_size)

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")


@kernel
def saxpy(a: f32, x: Ptr[f32], y: Ptr[f32], n: i32):
    i = global_id(0)
    if i < n:
        y[i] = fma(a, x[i], y[i])


@kernel
def nested_divergence(src: Ptr[i32], out: Ptr[i32]):
    i = global_id(0)
    v = src[i]
    r = 0
    if v > 0:
        if i % 4 == 0:
            r = v * 2
        else:
            r = v + 7
    else:
        if v < -100:
            r = -v
        else:
            r = v ^ 0x55
    out[i] = r


@kernel
def loop_break_continue(counts: Ptr[i32], out: Ptr[i32], limit: i32):
    i = global_id(0)
    n = counts[i]
    total = 0
    for k in range(n):
        if k % 3 == 0:
            continue
        total += k * (i + 1)
        if total > limit:
            break
    out[i] = total


@kernel
def reduce_lds(src: Ptr[f32], partial: Ptr[f32]):
    tile = shared(f32, 256)
    lid = local_id(0)
    tile[lid] = src[global_id(0)]
    barrier()
    stride = 128
    while stride > 0:
        if lid < stride:
            tile[lid] += tile[lid + stride]
        barrier()
        stride = stride >> 1
    if lid == 0:
        partial[group_id(0)] = tile[0]


@kernel
def matmul_tiled(a: Ptr[f32], b: Ptr[f32], c: Ptr[f32], n: i32):
    ta = shared(f32, 256)
    tb = shared(f32, 256)
    tx = local_id(0)
    ty = local_id(1)
    col = global_id(0)
    row = global_id(1)
    acc = f32(0)
    for t in range(0, n, 16):
        ta[ty * 16 + tx] = a[row * n + t + tx]
        tb[ty * 16 + tx] = b[(t + ty) * n + col]
        barrier()
        for k in range(16):
            acc = fma(ta[ty * 16 + k], tb[k * 16 + tx], acc)
        barrier()
    c[row * n + col] = acc


@kernel
def scan_lds(src: Ptr[i32], out: Ptr[i32]):
    buf = shared(i32, 128)
    lid = local_id(0)
    s = 0
    buf[lid] = src[global_id(0)]
    barrier()
    offset = 1
    while offset < 64:
        v = buf[s * 64 + lid]
        if lid >= offset:
            v += buf[s * 64 + lid - offset]
        buf[(1 - s) * 64 + lid] = v
        s = 1 - s
        barrier()
        offset = offset << 1
    out[global_id(0)] = buf[s * 64 + lid]


@kernel
def histogram_lds(src: Ptr[u32], bins: Ptr[u32], n: i32):
    local_bins = shared(u32, 64)
    lid = local_id(0)
    if lid < 64:
        local_bins[lid] = 0
    barrier()
    i = global_id(0)
    if i < n:
        atomic_add(local_bins, src[i] & 63, 1)
    barrier()
    if lid < 64:
        atomic_add(bins, lid, local_bins[lid])


@kernel
def grid_stride(a: f32, x: Ptr[f32], y: Ptr[f32], n: i32):
    for i in range(global_id(0), n, global_size(0)):
        y[i] = fma(a, x[i], y[i])


def clamp01(v):
    if v < 0.0:
        return 0.0
    if v > 1.0:
        return 1.0
    return v


def smooth(e0, e1, v):
    t = clamp01((v - e0) / (e1 - e0))
    return t * t * (3.0 - 2.0 * t)


@kernel
def device_functions(x: Ptr[f32], out: Ptr[f32], n: i32):
    i = global_id(0)
    if i < n:
        out[i] = smooth(-1.0, 1.0, x[i])


@kernel
def private_array(inp: Ptr[u32], out: Ptr[i32], n: i32):
    i = global_id(0)
    if i >= n:
        return
    buckets = local_array(i32, 64)
    for k in range(64):
        buckets[k] = k * i
    for k in range(24):
        buckets[inp[24 * i + k] & 63] += k + 1
    j = i & 63
    acc = 0
    for k in range(32):
        acc = acc * 3 + buckets[j]
        j = (buckets[j] + k) & 63
    out[i] = acc


@kernel
def transpose_lds(inp: Ptr[i32], out: Ptr[i32], rows: i32, cols: i32):
    buf = shared(i32, 16 * 17)                    # padded against bank conflicts
    tile = buf.view2d(17)
    a = inp.view2d(cols)
    t = out.view2d(rows)
    lx, ly = local_id(0), local_id(1)
    bx, by = group_id(0) * 16, group_id(1) * 16
    if by + ly < rows and bx + lx < cols:
        tile[ly, lx] = a[by + ly, bx + lx]
    barrier()
    if bx + ly < cols and by + lx < rows:
        t[bx + ly, by + lx] = tile[lx, ly]


@kernel
def wave_shfl_reduce(x: Ptr[f32], sums: Ptr[f32]):
    i = global_id(0)
    v = x[i]
    for k in range(6):                   # offsets 32, 16, ..., 1 (a literal range: unrolled)
        v += shuffle_down(v, 32 >> k)
    if lane_id() == 0:
        sums[i // wave_size()] = v


@kernel
def f32_atomic_histogram(x: Ptr[i32], w: Ptr[f32], bins: Ptr[f32]):
    local_bins = shared(f32, 16)
    lid = local_id(0)
    if lid < 16:
        local_bins[lid] = 0.0
    barrier()
    i = global_id(0)
    atomic_add(local_bins, x[i] & 15, w[i])
    barrier()
    if lid < 16:
        atomic_add(bins, lid, local_bins[lid])


@kernel
def bit_counts(x: Ptr[u32], out: Ptr[u32]):
    i = global_id(0)
    v = x[i]
    out[i] = u32(popcount(v) + (clz(v) << 8) + (ctz(v) << 16)) + bit_extract(v, 4, 8) * 3


@kernel
def wave_vote(x: Ptr[i32], count: Ptr[i32], last: Ptr[i32]):
    i = global_id(0)
    votes = ballot(x[i] > 0)
    low = u32(votes)
    high = u32(votes >> 32)
    count[i] = popcount(low) + popcount(high)
    last[i] = select(high != 0, 63 - clz(high), 31 - clz(low))


def cases(rng):
    """name -> (lang kernel, arguments, grid, block)."""
    f = np.float32
    return {
        "saxpy": (saxpy, [f(2), rng.random(4096, f), rng.random(4096, f), np.int32(4000)],
                  4096, 256),
        "nested_divergence": (nested_divergence, [rng.integers(-200, 200, 4096).astype(np.int32),
                                                  np.zeros(4096, np.int32)], 4096, 256),
        "loop_break_continue": (loop_break_continue,
                                [rng.integers(0, 40, 1024).astype(np.int32),
                                 np.zeros(1024, np.int32), np.int32(2000)], 1024, 256),
        "reduce_lds": (reduce_lds, [rng.random(4096, f), np.zeros(16, f)], 4096, 256),
        "matmul_tiled": (matmul_tiled, [rng.random(64 * 64, f), rng.random(64 * 64, f),
                                        np.zeros(64 * 64, f), np.int32(64)], (64, 64), (16, 16)),
        "scan_lds": (scan_lds, [rng.integers(-50, 50, 1024).astype(np.int32),
                                np.zeros(1024, np.int32)], 1024, 64),
        "histogram_lds": (histogram_lds, [rng.integers(0, 1000, 4096).astype(np.uint32),
                                          np.zeros(64, np.uint32), np.int32(4000)], 4096, 256),
        "grid_stride": (grid_stride, [f(2), rng.random(4096, f), rng.random(4096, f),
                                      np.int32(4000)], 1024, 256),
        "device_functions": (device_functions, [(rng.standard_normal(4096) * 1.5).astype(f),
                                                np.zeros(4096, f), np.int32(4000)], 4096, 256),
        "private_array": (private_array, [rng.integers(0, 1 << 20, 24 * 256).astype(np.uint32),
                                          np.zeros(256, np.int32), np.int32(250)], 256, 64),
        "transpose_lds": (transpose_lds, [rng.integers(-99, 99, 37 * 50).astype(np.int32),
                                          np.zeros(37 * 50, np.int32), np.int32(37),
                                          np.int32(50)], (64, 48), (16, 16)),
        "wave_shfl_reduce": (wave_shfl_reduce, [rng.random(4096, f), np.zeros(64, f)], 4096,
                             256),
        "f32_atomic_histogram": (f32_atomic_histogram, [
            rng.integers(0, 1000, 4096).astype(np.int32), rng.random(4096, f),
            np.zeros(16, f)], 4096, 256),
        "bit_counts": (bit_counts, [rng.integers(0, 2 ** 32, 4096, dtype=np.uint64)
                                    .astype(np.uint32), np.zeros(4096, np.uint32)], 4096, 256),
        "wave_vote": (wave_vote, [rng.integers(-100, 30, 4096).astype(np.int32),
                                  np.zeros(4096, np.int32), np.zeros(4096, np.int32)], 4096, 256),
    }


def launch(dev, source, name, args, grid, block):
    prog = dev.load(source)
    bufs = [dev.array(a.copy()) if isinstance(a, np.ndarray) else a for a in args]
    result = getattr(prog, name)(*bufs, grid=grid, block=block, timing=True)
    return result.timing.cycles, [b.numpy() for b in bufs if hasattr(b, "numpy")]


def main(names=()):
    """``names``: the kernels to measure (all when empty)."""
    rows = []
    for target in TARGETS:
        dev = gcnsim.Device(target)
        for name, (k, args, grid, block) in cases(np.random.default_rng(1)).items():
            if names and name not in names:
                continue
            clang = ROOT / "tests" / "data" / "kernels" / target / f"{name}.hsaco"
            if not clang.exists():
                continue
            base, want = launch(dev, clang.read_bytes(), name, args, grid, block)
            row = [target, name, base]
            for scheme in ("exec", "resume-pc"):
                compiled = k.compile(target, divergence=scheme)
                dyn, got = launch(dev, compiled.code_object, name, args, grid, block)
                for g, w in zip(got, want):
                    np.testing.assert_allclose(g, w, rtol=1e-5, err_msg=f"{name} {target}")
                row += [compiled.instructions, dyn]
            rows.append(row)
    print("| target | kernel | clang cycles | exec: instructions | exec: cycles | ratio |"
          " resume-pc: instructions | resume-pc: cycles | ratio |")
    print("|---|---|---|---|---|---|---|---|---|")
    ratios = []
    for target, name, base, s1, d1, s2, d2 in rows:
        ratios.append(d1 / base)
        print(f"| {target} | {name} | {base} | {s1} | {d1} | {d1 / base:.2f} | {s2} | {d2} |"
              f" {d2 / base:.2f} |")
    print(f"median exec / clang cycles: {np.median(ratios):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
