"""Triton's f16 matmul (tests/data/triton/gfx942/matmul_f16.hsaco, 32 x 32 x 32 tiles, 4 waves a
workgroup) over M = N = K = --size on gfx942, functional, one worker: GFLOP/s (2 M N K over the
launch's CPU seconds) with the dynamic checker on and off, on the native tier and on the
interpreter in the same run (--tiers), and the result against numpy's f64 product; with
--sweep N, the MFMA differential programs (tests/native/matrix_cases.py) over N seeds on gfx90a
and gfx942, counting MFMAs compared and differences (expected: 0).

The first native launch of a process compiles (or loads from the disk cache) its segments
within the launch; --repeat launches more from the same program (compiled code kept).

    python benchmarks/matmul_speed.py [--size 1024] [--tiers native,interpreter] [--sweep 0]
"""
import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

from gcnsim.runtime import Device

ROOT = Path(__file__).resolve().parent.parent
MATMUL = ROOT / "tests" / "data" / "triton" / "gfx942" / "matmul_f16.hsaco"


def matmul(program, manifest, a, b, checker, tier):
    """(CPU seconds, wave-instructions, largest error) of one launch."""
    n = a.shape[0]
    dev = program.device
    da, db, dc = dev.array(a), dev.array(b), dev.array(np.zeros((n, n), np.float32))
    options = {} if checker else {"checker": None}
    start = time.process_time()
    done = program[manifest["kernel"]](
        da, db, dc, *(np.int32(v) for v in (n,) * 6), None, None,
        grid=(n // 32) ** 2 * manifest["block"], block=manifest["block"],
        shared_mem=manifest["shared"], workers=1, tier=tier, **options)
    seconds = time.process_time() - start
    error = np.abs(dc.numpy() - a.astype(np.float64) @ b.astype(np.float64)).max()
    return seconds, done.stats.wave_instructions, error


def sweep(seeds):
    """MFMAs compared and differences over ``seeds`` seeds (matrix_cases.py)."""
    sys.path.insert(0, str(ROOT))
    from tests.native.matrix_cases import compare, programs   # noqa: PLC0415
    runs = diffs = 0
    for target in ("gfx90a", "gfx942"):
        for seed in range(seeds):
            for typ, lines in programs(target, np.random.default_rng(seed)):
                found, n = compare(target, typ, lines, seed)
                runs, diffs = runs + n, diffs + len(found)
    return runs, diffs


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=1024, help="M = N = K, a multiple of 32")
    ap.add_argument("--tiers", default="native,interpreter")
    ap.add_argument("--repeat", type=int, default=1, help="native launches after the first")
    ap.add_argument("--sweep", type=int, default=0, help="seeds of the MFMA differential")
    args = ap.parse_args()
    manifest = json.loads(MATMUL.with_suffix(".json").read_text())
    rng = np.random.default_rng(0)
    n = args.size
    a, b = (rng.standard_normal((n, n)).astype(np.float16) for _ in range(2))
    flops = 2 * n ** 3
    print(f"Triton f16 matmul {n}^3 on gfx942, one worker (CPU seconds of this process)")
    for tier in args.tiers.split(","):
        program = Device("gfx942").load(MATMUL.read_bytes())
        for checker in (True, False):
            for k in range(1 + (args.repeat if tier == "native" else 0)):
                seconds, instructions, error = matmul(program, manifest, a, b, checker, tier)
                label = f"{tier}, checker {'on' if checker else 'off'}" + (", again" if k else "")
                print(f"  {label:<32} {seconds:7.2f} s {flops / seconds / 1e9:7.3f} GFLOP/s "
                      f"{instructions / seconds / 1e3:8.0f} K wave-instr/s  max error {error:.2e}")
    if args.sweep:
        runs, diffs = sweep(args.sweep)
        print(f"MFMA differential: {runs} wave-MFMAs compared, {diffs} differences")


if __name__ == "__main__":
    main()
