"""Kernels whose arguments are of the kinds users bring (gcnsim/kernels/args_*.cl): typedef'd
scalars that only the value's numpy type can pack, structs by value (numpy structured scalars),
every scalar width and a few vectors at odd offsets, a 20-byte kernarg segment that clang reads
past. Each builds its launch arguments and computes what the kernel leaves, as cases.py asks."""
import numpy as np

WINDOW = np.dtype({"names": ["lo", "clamp", "hi"], "formats": ["<i8", "i1", "<i8"],
                   "offsets": [0, 8, 16], "itemsize": 24})
PARAMS = np.dtype([("scale", "<f4"), ("offset", "<i4")])


def gemm_args(ni, nj, nk):
    """Small-integer matrices so every product and sum is exact in f32 (fused or not)."""
    def build(rng):
        a = rng.integers(-8, 9, (ni, nk)).astype(np.float32)
        b = rng.integers(-8, 9, (nk, nj)).astype(np.float32)
        c = rng.integers(-8, 9, (ni, nj)).astype(np.float32)
        return [a, b, c, np.float32(1.5), np.float32(-2.0), np.int32(ni), np.int32(nj),
                np.int32(nk)]
    return build


def gemm(args):
    a, b, c, alpha, beta = args[:5]
    return {2: (alpha * (a.astype(np.float64) @ b) + beta * c).astype(np.float32)}


def affine_window_args(n, clamp):
    def build(rng):
        values = rng.integers(-1000, 1001, n).astype(np.int32)
        params = np.array((2.5, -7), PARAMS)[()]
        window = np.array((-1500, clamp, 1200), WINDOW)[()]
        return [values, np.zeros(n, np.int64), params, window, np.uint32(n)]
    return build


def affine_window(args):
    values, _, params, window, _ = args
    v = np.trunc(values.astype(np.float32) * params["scale"]).astype(np.int64)
    v = v + params["offset"]
    if window["clamp"]:
        v = np.clip(v, window["lo"], window["hi"])
    return {1: v}


def widths_args():
    """Python numbers for the types the metadata names, numpy values elsewhere."""
    return lambda rng: [np.zeros(12, np.int64), np.zeros(5, np.float64), -5, np.uint8(250),
                        -30000, 65000, np.int32(-2_000_000_000), 4_000_000_000,
                        -(2**62) - 1, 2**64 - 3, 0.1, np.float64(1 / 3), (7, -8),
                        tuple(np.array([1.5, -2.25, 1e30], np.float32)), [1, 2, 3, 250],
                        np.int8(-1)]


def widths(args):
    ints = [-5, 250, -30000, 65000, -2_000_000_000, 4_000_000_000, -(2**62) - 1, -3, 7, -8,
            1 | 2 << 8 | 3 << 16 | 250 << 24, -1]
    floats = [np.float32(0.1), 1 / 3, 1.5, -2.25, np.float32(1e30)]
    return {0: np.array(ints, np.int64), 1: np.array(floats, np.float64)}


def odd_kernarg_args(n, size):
    return lambda rng: [np.zeros(size, np.float32), np.float32(1.25), np.float32(-3.5),
                        np.int32(n)]


def odd_kernarg(args):
    out, a, b, n = args
    out[:n] = a * np.arange(n, dtype=np.float32) + b
    return {0: out}
