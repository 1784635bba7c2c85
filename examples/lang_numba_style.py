"""Kernels written as Numba users write them: a grid-stride loop, helper functions, a private
array and a 2-D view, launched with ``kernel.on(dev)[grid, block](...)`` on numpy arrays
(copied to the device and back), on an R9 290X (gfx701) and an MI300 (gfx942)."""
import numpy as np

import gcnsim
from gcnsim.lang import Ptr, f32, func, global_id, global_size, i32, kernel, local_array


def clamp(v, lo, hi):                    # a plain helper is a device function, inlined
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v


@func                                    # the same, and plain Python cannot call it
def median3(a: f32, b: f32, c: f32) -> f32:
    return max(min(a, b), min(max(a, b), c))


@kernel
def smooth_rows(src: Ptr[f32], dst: Ptr[f32], rows: i32, cols: i32):
    a = src.view2d(cols)                 # a[y, x] is src[y * cols + x]
    d = dst.view2d(cols)
    for i in range(global_id(0), rows * cols, global_size(0)):      # grid-stride
        y, x = i // cols, i % cols
        w = local_array(f32, 3)          # indices known after unrolling: registers
        for k in range(3):
            w[k] = a[y, clamp(x + k - 1, 0, cols - 1)]
        d[y, x] = median3(w[0], w[1], w[2])


def reference(src):
    padded = np.pad(src, ((0, 0), (1, 1)), mode="edge")
    return np.median(np.stack([padded[:, :-2], padded[:, 1:-1], padded[:, 2:]]), axis=0)


def main():
    rows, cols = 40, 50
    src = np.random.default_rng(0).random((rows, cols), dtype=np.float32)
    for target in ("gfx701", "gfx942"):
        dst = np.zeros_like(src)
        smooth_rows.on(gcnsim.Device(target))[4, 64](src, dst, rows, cols)
        assert np.array_equal(dst, reference(src))
        print(f"{target}: 4 work-groups of 64 smoothed {rows}x{cols}, equal to numpy")


if __name__ == "__main__":
    main()
