"""Argument builders and numpy references for the later kernels of the corpus (grid_3d to
vector_types), in the conventions of references.py:

    >>> args = char_short_args(3)(np.random.default_rng(0))
    >>> [a.dtype.name for a in args[:4]]
    ['int8', 'uint8', 'int16', 'uint16']
"""
import numpy as np

from .numerics import fma_f32, fma_f64, mul_add_f32
from .references import I32_MAX, I32_MIN, floats, int32s, trunc_div, wrap32


def grid_3d_args(nx, ny, nz):
    count = nx * ny * nz
    return lambda rng: [np.zeros(count, np.int32) for _ in range(4)] + [
        np.int32(nx), np.int32(ny), np.int32(nz)]


def grid_3d(grid, block, dims):
    """Reference for a launch of ``grid`` work-items in ``block``s, with ``dims`` dimensions."""
    def reference(args):
        nx, ny, nz = (int(a) for a in args[4:7])
        z, y, x = np.meshgrid(np.arange(nz), np.arange(ny), np.arange(nx), indexing="ij")
        ids = (x, y, z)
        local = [ids[d] % block[d] for d in range(3)]
        group = [ids[d] // block[d] for d in range(3)]
        size = [np.where(group[d] < grid[d] // block[d], block[d], grid[d] % block[d])
                for d in range(3)]
        pack = (lambda v: wrap32((v[0] | (v[1] << 10) | (v[2] << 20)).ravel()))
        sizes = wrap32((size[0] | (size[1] << 10) | (size[2] << 20) | (dims << 30)).ravel())
        return {0: pack(ids), 1: pack(local), 2: pack(group), 3: sizes}
    return reference


def bitonic_sort_args(groups):
    return lambda rng: [int32s(rng, 256 * groups, -100, 100)]


def bitonic_sort_local(args):
    return {0: np.sort(args[0].reshape(-1, 256), axis=1).ravel()}


def blelloch_args(groups):
    return lambda rng: [rng.integers(0, 2**32, 256 * groups, dtype=np.uint32),
                        np.zeros(256 * groups, np.uint32), np.zeros(groups, np.uint32)]


def scan_blelloch(args):
    rows = args[0].reshape(-1, 256).astype(np.uint64)
    inclusive = np.cumsum(rows, axis=1)
    exclusive = (inclusive - rows) & 0xFFFFFFFF
    return {1: exclusive.astype(np.uint32).ravel(),
            2: (inclusive[:, -1] & 0xFFFFFFFF).astype(np.uint32)}


def early_exit_args(nrows, width):
    def build(rng):
        rows = int32s(rng, nrows * width, -5, 30)
        rows[:width] = np.arange(1, width + 1)            # a row without any zero
        rows[width] = 0                                   # a row that stops at once
        return [rows, np.zeros(nrows, np.int32), np.zeros(nrows, np.int32), np.int32(nrows),
                np.int32(width)]
    return build


def reduce_early_exit(args):
    width = int(args[4])
    sums, info = [], []
    for row in args[0].reshape(-1, width).tolist():
        total = used = k = 0
        while k < width:
            v = row[k]
            k += 1
            if v < 0:
                continue
            if v == 0:
                break
            total += v
            used += 1
        sums.append(total)
        info.append(used | (k << 8) | (len(str(total)) << 16))
    return {1: np.array(sums, np.int32), 2: np.array(info, np.int32)}


def switch_args(n):
    return lambda rng: [int32s(rng, n, 0, 11), int32s(rng, n, -2**20, 2**20),
                        np.zeros(n, np.int32)]


def switch_case(args):
    op, x = args[0], args[1].astype(np.int64)
    i = np.arange(x.size)
    choices = {0: x + 1, 1: x * x, 2: -x, 3: x << 3, 4: x >> 2, 5: (x ^ i) - 100,
               6: x - 100, 9: (x & 0xFFFFFFFF) >> 7}
    out = np.full(x.size, 42, np.int64)
    for value, result in choices.items():
        out = np.where(op == value, result, out)
    return {2: wrap32(out)}


def divmod_var_args(n):
    def build(rng):
        a = int32s(rng, n, I32_MIN + 1)
        b = int32s(rng, n, -20, 20) * rng.choice([1, 1000, 100000], n).astype(np.int32)
        b[b == 0] = -1
        b[:4] = (1, -1, I32_MAX, I32_MIN)
        c = rng.integers(-2**62, 2**62, n) >> rng.integers(0, 62, n)
        d = rng.integers(-2**62, 2**62, n) >> rng.integers(0, 62, n)
        d[d == 0] = 3
        return [a, b, c, d, np.zeros((n, 4), np.int32), np.zeros((n, 4), np.int64)]
    return build


def int_divmod_var(args):
    a, b = args[0].astype(np.int64), args[1].astype(np.int64)
    q32 = trunc_div(a, b)
    ua, ub = a & 0xFFFFFFFF, b & 0xFFFFFFFF
    out32 = np.stack([q32, a - q32 * b, ua // ub, ua % ub], axis=1)
    rows = []
    for p, q in zip(args[2].tolist(), args[3].tolist()):
        quot = abs(p) // abs(q) * (1 if (p < 0) == (q < 0) else -1)
        up, uq = p % 2**64, q % 2**64
        rows.append([quot, p - quot * q, up // uq, up % uq])
    out64 = np.array([[v - 2**64 if v >= 2**63 else v for v in row] for row in rows], np.int64)
    return {4: wrap32(out32), 5: out64}


def f64_math_args(n):
    def build(rng):
        a = rng.standard_normal(n) * 10.0 ** rng.uniform(-2, 4, n)
        b = rng.standard_normal(n) * 10.0 ** rng.uniform(-2, 4, n)
        a[:4] = (2.5, -2.5, 1e5, -0.75)
        b[:4] = (3.0, -7.25, 0.5, 1e-300)
        return [a, b, np.zeros((n, 6)), np.zeros((n, 2), np.int64)]
    return build


def f64_math(args):
    x, y = args[0], args[1]
    i = np.arange(x.size)
    out = np.stack([fma_f64(x, y, -x), x / y, np.sqrt(np.abs(y)), np.floor(x) - np.ceil(y),
                    np.fmin(x, y) * 0.5 + np.fmax(x, y),
                    x.astype(np.float32).astype(np.float64) + (i * 7 - 300)], axis=1)
    ints = np.stack([np.trunc(x * 1.0e6), np.trunc(y)], axis=1).astype(np.int64)
    return {2: out, 3: ints}


def f32_math_args(n):
    def build(rng):
        magnitude = np.where(rng.random(n) < 0.5, rng.uniform(-2, np.log10(0.5), n),
                             rng.uniform(np.log10(2), 3, n))
        x = (rng.choice([-1, 1], n) * 10.0 ** magnitude).astype(np.float32)
        y = rng.uniform(-20, 20, n).astype(np.float32)
        y[np.abs(y) < 0.01] = 0.25
        return [x, y, np.zeros((n, 8), np.float32), np.int32(n)]
    return build


def f32_math(args):
    x, y = args[0], args[1]
    wide = [np.exp2(y.astype(np.float64)), np.log2(np.abs(x).astype(np.float64))]
    out = np.stack([x / y, np.sqrt(np.abs(x)), np.fmin(x, y), np.fmax(x, y), np.floor(x),
                    np.ceil(y)] + [w.astype(np.float32) for w in wide], axis=1)
    return {2: out}


def conversions_args(n):
    def build(rng):
        f = rng.uniform(-3e6, 3e6, n).astype(np.float32)
        f[:n // 4] = rng.integers(-50, 50, n // 4) + 0.5                # ties for rte
        f[n // 4:n // 2] = rng.standard_normal(n // 4) * 1e-6          # half denormals
        f[n // 2:n // 2 + 8] = (0.0, -0.0, 65504.0, 65520.0, -1e5, 2.5e6, -2.5e6, 4.3e6)
        bits = rng.integers(0, 2**16, n).astype(np.uint16)
        bits[(bits & 0x7C00) == 0x7C00] &= 0x83FF                       # no inf or NaN
        return [f, int32s(rng, n), bits.view(np.float16), np.zeros((n, 4), np.int32),
                np.zeros((n, 3), np.float32), np.zeros(n, np.float16)]
    return build


def conversions(args):
    x, k, h = args[0], args[1], args[2]
    scaled = np.trunc((x * np.float32(1.0e3)).astype(np.float64))
    ints = np.stack([np.trunc(x), np.rint(x), np.clip(scaled, I32_MIN, I32_MAX),
                     np.clip(scaled, 0, 2**32 - 1)], axis=1).astype(np.int64)
    floats_out = np.stack([k.astype(np.float32), k.view(np.uint32).astype(np.float32),
                           h.astype(np.float32)], axis=1)
    with np.errstate(over="ignore"):                  # beyond 65504 rounds to inf, as intended
        halves = x.astype(np.float16)
    return {3: wrap32(ints), 4: floats_out, 5: halves}


def atomics_lds_args(groups):
    return lambda rng: [int32s(rng, 256 * groups), np.zeros(11 * groups, np.int32),
                        np.zeros(256 * groups, np.uint32)]


def atomics_lds(args):
    rows = args[0].reshape(-1, 256).astype(np.int64)
    unsigned = rows & 0xFFFFFFFF
    counters = np.stack([
        rows.sum(axis=1), -rows.sum(axis=1), rows.min(axis=1), rows.max(axis=1),
        np.bitwise_and.reduce(rows | 0x7FFF7FFF, axis=1),
        np.bitwise_or.reduce(rows & 0x01010101, axis=1), np.bitwise_xor.reduce(rows, axis=1),
        np.full(len(rows), 256), unsigned.min(axis=1), unsigned.max(axis=1),
        np.full(len(rows), 1000 - 256)], axis=1)
    tickets = np.tile(np.arange(256, dtype=np.uint32), len(rows))
    return {1: wrap32(counters).ravel(), 2: tickets}


def sorted_rows(width):
    """Tickets a group's work-items drew, in whatever order: sorted per group."""
    return lambda tickets: np.sort(tickets.reshape(-1, width), axis=1)


def atomics_global_ops_args(n):
    def build(rng):
        cells = np.array([0, 0, I32_MAX, I32_MIN, -1, 0, -1, 0, 0, 0], np.int32)
        swaps = np.zeros(n + 1, np.int32)
        swaps[n] = -7
        return [int32s(rng, n), cells, np.zeros(n, np.uint32), swaps,
                np.array([0.5], np.float32), np.int32(n)]
    return build


def atomics_global_ops(args):
    v = args[0].astype(np.int64)
    n = v.size
    u = v & 0xFFFFFFFF
    cells = [v.sum(), -v.sum(), v.min(), v.max(), u.min(), u.max(),
             np.bitwise_and.reduce(v | 0x0FF00FF0), np.bitwise_or.reduce(v & 0x00100100),
             np.bitwise_xor.reduce(v), n]
    swaps = np.append(np.arange(n, dtype=np.int32), np.int32(-7))   # every id and the token
    fsum = np.float32(0.5 + float((v & 255).sum()))                 # exact: small integers
    return {1: wrap32(cells), 2: np.arange(n, dtype=np.uint32), 3: swaps,
            4: np.array([fsum], np.float32)}


def stencil_args(width, height):
    return lambda rng: [floats(rng, width * height), np.zeros(width * height, np.float32),
                        np.int32(width), np.int32(height)]


def stencil_lds(args):
    w, h = int(args[2]), int(args[3])
    p = np.pad(args[0].reshape(h, w), 1, mode="edge")
    around = p[:-2, 1:-1] + p[2:, 1:-1] + p[1:-1, :-2] + p[1:-1, 2:]
    return {1: (p[1:-1, 1:-1] * np.float32(0.5) + around * np.float32(0.125)).ravel()}


def transpose_args(rows, cols):
    return lambda rng: [int32s(rng, rows * cols), np.zeros(rows * cols, np.int32),
                        np.int32(rows), np.int32(cols)]


def transpose_lds(args):
    rows, cols = int(args[2]), int(args[3])
    return {1: args[0].reshape(rows, cols).T.ravel()}


def bit_ops_args(n):
    def build(rng):
        a = rng.integers(0, 2**32, n, dtype=np.uint32) >> rng.integers(0, 32, n, dtype=np.uint32)
        a[:6] = (0, 1, 0x80000000, 0xFFFFFFFF, 0x10000, 0x7FFFFFFF)
        c = rng.integers(0, 2**64, n, dtype=np.uint64) >> rng.integers(0, 64, n, np.uint64)
        c[:4] = (0, 1, 1 << 63, 2**64 - 1)
        return [a, rng.integers(0, 2**32, n, dtype=np.uint32), c,
                np.zeros((n, 8), np.uint32), np.zeros((n, 4), np.uint64)]
    return build


def bit_length(x, bits):
    """Elementwise bit length of unsigned integers (0 for 0)."""
    length = np.zeros(x.shape, np.int64)
    for b in range(bits):
        length = np.where((x >> np.uint64(b)) & np.uint64(1) == 1, b + 1, length)
    return length


def bit_counts(x, bits):
    """(popcount, clz, ctz) of unsigned integers of ``bits`` bits; clz and ctz of 0 are bits."""
    x = x.astype(np.uint64)
    ones = sum(((x >> np.uint64(b)) & np.uint64(1)).astype(np.int64) for b in range(bits))
    lowest = x & (~x + np.uint64(1))
    ctz = np.where(x == 0, bits, bit_length(lowest, bits) - 1)
    return ones, bits - bit_length(x, bits), ctz


def rotate(x, amount, bits):
    mask = (1 << bits) - 1
    x = x.astype(object)
    s = amount.astype(object) % bits
    return np.array([((v << k) | (v >> (bits - k))) & mask for v, k in zip(x, s)], np.uint64)


def bit_ops(args):
    a, b, c = args[0].astype(np.int64), args[1].astype(np.int64), args[2]
    sa, sb = a.astype(np.uint32).view(np.int32), b.astype(np.uint32).view(np.int32)
    signed_hi = (sa.astype(np.int64) * sb.astype(np.int64)) >> 32
    unsigned_hi = (a.astype(np.uint64) * b.astype(np.uint64)) >> np.uint64(32)
    abs_diff = np.abs((sa >> 1).astype(np.int64) - (sb >> 1))
    field = (a >> (b & 15)) & ((1 << (b >> 28)) - 1)
    out = np.stack([*bit_counts(a, 32), rotate(a, b, 32).astype(np.int64),
                    unsigned_hi.astype(np.int64), signed_hi, abs_diff, field], axis=1)
    out64 = np.stack([*(v.astype(np.uint64) for v in bit_counts(c, 64)), rotate(c, b, 64)],
                     axis=1)
    return {3: (out & 0xFFFFFFFF).astype(np.uint32), 4: out64}


def private_array_args(n):
    return lambda rng: [rng.integers(0, 2**32, 24 * n, dtype=np.uint32), np.zeros(n, np.int32),
                        np.int32(n)]


def private_array(args):
    n = int(args[2])
    items = np.arange(n)
    buckets = np.arange(64)[None, :] * items[:, None]
    picks = (args[0].reshape(n, 24) & 63).astype(np.int64)
    for k in range(24):
        buckets[items, picks[:, k]] += k + 1
    j = items & 63
    acc = np.zeros(n, np.int64)
    for k in range(32):
        acc = (acc * 3 + buckets[items, j]) & 0xFFFFFFFF
        j = (buckets[items, j] + k) & 63
    return {1: wrap32(acc)}


def uniform_loop_args(n, degree, rounds):
    return lambda rng: [floats(rng, degree + 1), np.int32(degree),
                        rng.uniform(-1.5, 1.5, n).astype(np.float32), np.zeros(n, np.float32),
                        np.zeros(n, np.uint32), np.uint32(rounds)]


def uniform_loop(args, fused):
    coef, degree, t = args[0], int(args[1]), args[2]
    acc = np.full(t.size, coef[0], np.float32)
    for k in range(1, degree + 1):              # acc * t + coef[k], contracted
        acc = mul_add_f32(acc, t, coef[k], fused)
    h = np.arange(t.size, dtype=np.uint64)
    for r in range(int(args[5])):
        h = ((h ^ (h >> np.uint64(13))) * np.uint64(0x9E3779B1) + np.uint64(r)) \
            & np.uint64(0xFFFFFFFF)
    return {3: acc, 4: h.astype(np.uint32)}


def char_short_args(n):
    def build(rng):
        def ints(dtype):
            info = np.iinfo(dtype)
            return rng.integers(info.min, info.max, n, endpoint=True).astype(dtype)
        return [ints(np.int8), ints(np.uint8), ints(np.int16), ints(np.uint16),
                np.zeros(n, np.int32), np.zeros(n, np.int16), np.zeros(n, np.uint8),
                np.int32(n)]
    return build


def char_short(args):
    c, uc, s, us = (a.astype(np.int64) for a in args[:4])
    narrow = ((s * c + us) & 0xFFFF).astype(np.uint16).view(np.int16)
    return {4: wrap32(c * 100000 + uc * 1000 + s + us), 5: narrow,
            6: args[1] ^ args[0].view(np.uint8)}


def vector_types_args(n):
    return lambda rng: [floats(rng, (n, 4), 10.0), floats(rng, (n, 4), 10.0),
                        int32s(rng, (n, 4), -2**20, 2**20), np.zeros((n, 4), np.float32),
                        np.zeros((n, 4), np.int32), np.zeros(n, np.float32)]


def vector_types(args, fused):
    x, y, m = args[0], args[1], args[2]
    i = np.arange(len(x))[:, None]
    out = mul_add_f32(x[:, ::-1], y, np.array([1, 2, 3, 4], np.float32), fused)
    dot = x[:, 0] * y[:, 0]
    for c in (1, 2, 3):                         # dot(): a v_mul then contracted adds
        dot = mul_add_f32(x[:, c], y[:, c], dot, fused)
    ints = (np.maximum(m[:, [1, 0, 3, 2]], i) - np.minimum(m, -5)
            + np.trunc(y).astype(np.int64))
    return {3: out, 4: wrap32(ints), 5: dot}


def grid_stride_args(n):
    return lambda rng: [np.float32(-1.5), floats(rng, n + 40), floats(rng, n + 40), np.int32(n)]


def grid_stride(args):
    a, x, y, n = args
    y = y.copy()
    y[:n] = fma_f32(a, x[:n], y[:n])                   # fma(): fused on every target
    return {2: y}


def device_functions_args(n):
    return lambda rng: [floats(rng, n, 1.5), np.zeros(n, np.float32), np.int32(n - 24)]


def device_functions(args):
    """smooth(-1, 1, x): its division by 2 is a product by 0.5 and 3 - 2 t has an exact 2 t,
    so contracting or not rounds the same."""
    x, out, n = args[0][:args[2]], args[1].copy(), int(args[2])
    f = np.float32
    t = np.clip((x + f(1)) * f(0.5), f(0), f(1))
    out[:n] = t * t * (f(3) - f(2) * t)
    return {1: out}


def bit_counts_args(n):
    def build(rng):
        x = rng.integers(0, 2**32, n, dtype=np.uint32) >> rng.integers(0, 32, n, dtype=np.uint32)
        x[:4] = (0, 1, 0x80000000, 0xFFFFFFFF)
        return [x, np.zeros(n, np.uint32)]
    return build


def bit_counts_kernel(args):
    x = args[0]
    ones, clz, ctz = bit_counts(x, 32)
    return {1: ((ones + (clz << 8) + (ctz << 16) + ((x >> 4) & 255) * 3)
                & 0xFFFFFFFF).astype(np.uint32)}


def f32_atomic_histogram_args(n):
    """Weights in eighths: every partial sum is exact, whatever order the atomics take."""
    return lambda rng: [int32s(rng, n, -1000, 1000), (rng.integers(0, 64, n) / 8).astype(
        np.float32), np.zeros(16, np.float32)]


def f32_atomic_histogram(args):
    x, w = args[0], args[1]
    return {2: np.bincount(x & 15, weights=w, minlength=16).astype(np.float32)}


def wave_shfl_reduce(args):
    """Shuffle-down steps in float32 (a lane past the wave's end adds its own value); lane 0
    of each wave writes."""
    v = args[0].reshape(-1, 64).copy()
    lane = np.arange(64)
    for offset in (32, 16, 8, 4, 2, 1):
        v = v + v[:, np.where(lane + offset < 64, lane + offset, lane)]
    return {1: v[:, 0]}


def wave_vote_args(n):
    """The second wave has no positive element (its last lane is -1)."""
    def build(rng):
        x = int32s(rng, n, -100, 30)
        x[64:128] = -np.abs(x[64:128]) - 1
        return [x, np.zeros(n, np.int32), np.zeros(n, np.int32)]
    return build


def wave_vote(args):
    votes = args[0].reshape(-1, 64) > 0
    last = np.where(votes.any(1), 63 - np.argmax(votes[:, ::-1], axis=1), -1)
    return {1: np.repeat(votes.sum(1), 64).astype(np.int32),
            2: np.repeat(last, 64).astype(np.int32)}


def bfs_csr_args(n, depth=2):
    """A graph of ``n`` vertices with rows of 0 to 11 neighbours (vertex 0's row empty), a
    third of the vertices on the frontier at ``depth``, some reached before, the rest not."""
    def build(rng):
        degree = rng.integers(0, 12, n)
        degree[0] = 0
        row_start = np.concatenate([[0], np.cumsum(degree)]).astype(np.int32)
        cols = rng.integers(0, n, int(row_start[-1])).astype(np.int32)
        level = rng.choice(np.array([depth, 0, np.iinfo(np.int32).max], np.int32), n)
        return [row_start, cols, level, np.int32(depth), np.int32(n)]
    return build


def bfs_csr(args):
    row_start, cols, level, depth = args[0], args[1], args[2].copy(), int(args[3])
    frontier = np.flatnonzero(args[2] == depth)
    reached = np.concatenate([cols[row_start[v]:row_start[v + 1]] for v in frontier])
    np.minimum.at(level, reached, np.int32(depth + 1))
    return {2: level}
