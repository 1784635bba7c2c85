"""Functional-simulator throughput, with numpy's own float32 elementwise rate measured in the
same run as the baseline.

Targets (issue 3):
- >= 100 M lane-instructions/s on a 1M-work-item saxpy built by clang-19 (gfx900);
- >= 300,000 wave-instructions/s for a single wave (a clang-built loop kernel, one wave);
- a 16M-work-item dispatch with peak memory under 2 GB (tracemalloc peak of numpy buffers plus
  the process's resident-set growth).

    python benchmarks/sim_speed.py [--items 1048576] [--big 16777216]
"""
import argparse
import resource
import time
import tracemalloc
from pathlib import Path

import numpy as np

from gcnsim.runtime import Device

KERNELS = Path(__file__).resolve().parent.parent / "tests" / "data" / "kernels" / "gfx900"


def numpy_baseline():
    a = np.ones(1 << 22, np.float32)
    b = np.ones(1 << 22, np.float32)
    out = np.empty_like(a)
    best = min(_time(lambda: np.add(a, b, out=out)) for _ in range(5))
    return a.size / best


def _time(fn):
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def saxpy(n):
    dev = Device("gfx900")
    prog = dev.load(KERNELS / "saxpy.hsaco")
    rng = np.random.default_rng(0)
    x = dev.array(rng.random(n, dtype=np.float32))
    y = dev.array(rng.random(n, dtype=np.float32))
    start = time.perf_counter()
    launch = prog.saxpy(2.0, x, y, n, grid=n, block=256)
    seconds = time.perf_counter() - start
    return launch.stats, seconds


def single_wave():
    dev = Device("gfx900")
    prog = dev.load(KERNELS / "loop_break_continue.hsaco")
    counts = dev.array(np.full(64, 2000, np.int32))
    out = dev.empty(64, np.int32)
    prog.loop_break_continue(counts, out, 1 << 30, grid=64, block=64)   # decode once
    start = time.perf_counter()
    launch = prog.loop_break_continue(counts, out, 1 << 30, grid=64, block=64)
    return launch.stats, time.perf_counter() - start


def big_dispatch(n):
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    tracemalloc.start()
    stats, seconds = saxpy(n)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rss_growth = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss_before
    return stats, seconds, peak, rss_growth * 1024


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--items", type=int, default=1 << 20)
    ap.add_argument("--big", type=int, default=1 << 24)
    args = ap.parse_args()
    print(f"numpy float32 add baseline: {numpy_baseline() / 1e6:,.0f} M elements/s")
    stats, seconds = saxpy(args.items)
    lanes = stats.wave_instructions * 64
    print(f"saxpy {args.items:,} work-items: {stats.wave_instructions:,} wave-instructions in "
          f"{seconds:.2f} s = {lanes / seconds / 1e6:,.1f} M lane-instructions/s")
    stats, seconds = single_wave()
    print(f"single wave (loop_break_continue): {stats.wave_instructions:,} wave-instructions in "
          f"{seconds:.2f} s = {stats.wave_instructions / seconds:,.0f} wave-instructions/s")
    if args.big:
        stats, seconds, peak, rss = big_dispatch(args.big)
        print(f"saxpy {args.big:,} work-items: {seconds:.1f} s, traced peak "
              f"{peak / 2**20:,.0f} MiB, resident growth {rss / 2**20:,.0f} MiB")


if __name__ == "__main__":
    main()
