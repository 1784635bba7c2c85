"""Inputs and numpy references of the matrix-core kernels (gcnsim/kernels/mfma_ops.cl).

Buffers hold the logical matrices row-major: A (blocks, M, K), B (blocks, K, N), C and D
(blocks, M, N). Float inputs are small integers so every product and sum is exact: the
reference D = A @ B + C is then bit-exact whatever order the hardware sums in, and a wrong
lane or register layout shows as wrong values.
"""
import numpy as np

SHAPES = {    # kernel: (blocks, M, N, K, input dtype, output dtype)
    "mfma_f32_32x32x2f32": (1, 32, 32, 2, np.float32, np.float32),
    "mfma_f32_4x4x1f32": (16, 4, 4, 1, np.float32, np.float32),
    "mfma_f32_16x16x16f16": (1, 16, 16, 16, np.float16, np.float32),
    "mfma_i32_16x16x4i8": (4, 16, 16, 4, np.int8, np.int32),
    "mfma_f64_16x16x4f64": (1, 16, 16, 4, np.float64, np.float64),
}


def mfma_args(kernel):
    blocks, m, n, k, tin, tout = SHAPES[kernel]
    lo, hi = (-128, 128) if tin == np.int8 else (-8, 9)

    def build(rng):
        a = rng.integers(lo, hi, (blocks, m, k)).astype(tin)
        b = rng.integers(lo, hi, (blocks, k, n)).astype(tin)
        c = rng.integers(-1000, 1000, (blocks, m, n)).astype(tout)
        return [a, b, c, np.zeros((blocks, m, n), tout)]
    return build


def mfma(args):
    a, b, c, d = args
    wide = np.int64 if d.dtype == np.int32 else np.float64
    result = np.matmul(a.astype(wide), b.astype(wide)) + c.astype(wide)
    if d.dtype == np.int32:
        result = (result + (1 << 31)) % (1 << 32) - (1 << 31)
    return {3: result.astype(d.dtype)}
