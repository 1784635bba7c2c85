"""A first kernel in gcnsim's Python kernel language: compile saxpy for an R9 290X (gfx701)
and a Vega 64 (gfx900) with both divergence schemes, print the listing, run it and check it."""
import numpy as np

import gcnsim
from gcnsim.lang import Ptr, f32, global_id, i32, kernel


@kernel
def saxpy(x: Ptr[f32], y: Ptr[f32], a: f32, n: i32):
    i = global_id(0)
    if i < n:
        y[i] = a * x[i] + y[i]


def main():
    n = 1000
    xs = np.arange(1024, dtype=np.float32)
    for target in ("gfx701", "gfx900"):
        for scheme in ("exec", "resume-pc"):
            compiled = saxpy.compile(target, divergence=scheme)
            if target == "gfx701" and scheme == "exec":
                print(compiled.asm.split(".rodata")[0])
            dev = gcnsim.Device(target)
            x, y = dev.array(xs), dev.array(np.ones(1024, np.float32))
            launch = dev.load(compiled.code_object).saxpy(x, y, np.float32(2), np.int32(n),
                                                         grid=1024, block=256)
            expected = np.ones(1024, np.float32)
            expected[:n] += 2 * xs[:n]
            assert np.array_equal(y.numpy(), expected)
            print(f"{target} {scheme}: {compiled.instructions} instructions, "
                  f"{launch.stats.wave_instructions} wave-instructions, results equal numpy")


if __name__ == "__main__":
    main()
