"""Functional-simulator throughput, with numpy's own float32 elementwise rate measured in the
same run as the baseline.

Targets:
- >= 100 M lane-instructions/s on a 1M-work-item saxpy built by clang-19 (gfx900);
- >= 300,000 wave-instructions/s for a single wave (a clang-built loop kernel, one wave);
- a 16M-work-item dispatch with peak memory under 2 GB (tracemalloc peak of numpy buffers plus
  the process's resident-set growth).

Rates are steady-state: each kernel is launched once first (decode, build, imports), then the
best of ``--repeat`` launches counts, in CPU time of this process (the machine may be shared)
and in wall time.

    python benchmarks/sim_speed.py [--items 1048576] [--big 16777216] [--repeat 3]
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


def best(launch, repeat):
    """(stats, best CPU seconds, best wall seconds) of ``repeat`` calls of ``launch``."""
    cpu = wall = float("inf")
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        stats = launch().stats
        cpu = min(cpu, time.process_time() - start_cpu)
        wall = min(wall, time.perf_counter() - start)
    return stats, cpu, wall


def saxpy(n, repeat=1, warm=True):
    dev = Device("gfx900")
    prog = dev.load(KERNELS / "saxpy.hsaco")
    rng = np.random.default_rng(0)
    x = dev.array(rng.random(n, dtype=np.float32))
    y = dev.array(rng.random(n, dtype=np.float32))
    if warm:
        prog.saxpy(2.0, x, y, min(n, 256), grid=min(n, 256), block=256)   # decode once
    return best(lambda: prog.saxpy(2.0, x, y, n, grid=n, block=256), repeat)


def single_wave(repeat=1):
    dev = Device("gfx900")
    prog = dev.load(KERNELS / "loop_break_continue.hsaco")
    counts = dev.array(np.full(64, 2000, np.int32))
    out = dev.empty(64, np.int32)
    launch = lambda: prog.loop_break_continue(counts, out, 1 << 30, grid=64, block=64)  # noqa
    launch()                                                            # decode once
    return best(launch, repeat)


def big_dispatch(n):
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    tracemalloc.start()
    stats, _, seconds = saxpy(n, warm=False)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rss_growth = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss_before
    return stats, seconds, peak, rss_growth * 1024


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--items", type=int, default=1 << 20)
    ap.add_argument("--big", type=int, default=1 << 24)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    print(f"numpy float32 add baseline: {numpy_baseline() / 1e6:,.0f} M elements/s")
    stats, cpu, wall = saxpy(args.items, args.repeat)
    lanes = stats.wave_instructions * 64
    print(f"saxpy {args.items:,} work-items: {stats.wave_instructions:,} wave-instructions in "
          f"{cpu:.3f} s CPU ({wall:.3f} s wall) = {lanes / cpu / 1e6:,.1f} M "
          f"lane-instructions/s ({lanes / wall / 1e6:,.1f} M wall)")
    stats, cpu, wall = single_wave(args.repeat)
    count = stats.wave_instructions
    print(f"single wave (loop_break_continue): {count:,} wave-instructions in {cpu:.3f} s CPU "
          f"({wall:.3f} s wall) = {count / cpu:,.0f} wave-instructions/s "
          f"({count / wall:,.0f} wall)")
    if args.big:
        stats, seconds, peak, rss = big_dispatch(args.big)
        print(f"saxpy {args.big:,} work-items: {seconds:.1f} s, traced peak "
              f"{peak / 2**20:,.0f} MiB, resident growth {rss / 2**20:,.0f} MiB")


if __name__ == "__main__":
    main()
