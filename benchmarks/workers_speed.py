"""Every core: a clang-19 saxpy launched with one worker and with several, in interleaved rounds
(one worker, N workers, one worker, ...), so a machine whose speed drifts moves both alike; the
median of each and the median of the per-round ratios are printed (emu/workers.py).

Target (issue 27): two workers at least 1.7x one worker on a 2^24-item launch. The machine's
load (os.getloadavg) is printed before and after: on a shared machine the figure means little
when the load is above its core count. ``--items`` below dispatch.PARALLEL_ITEMS shows where
the second worker stops paying for its fork and copies.

    python benchmarks/workers_speed.py [--items 16777216] [--workers 2] [--rounds 5]
    python benchmarks/workers_speed.py --only 2 --rounds 1     (and --only 1)
"""
import argparse
import os
import statistics
import time
from pathlib import Path

import numpy as np

from gcnsim.runtime import Device

KERNELS = Path(__file__).resolve().parent.parent / "tests" / "data" / "kernels"


def launcher(items, target):
    """A function of a worker count that launches saxpy over ``items`` work-items and gives
    its wall seconds (the checker on, as the API's default)."""
    dev = Device(target)
    prog = dev.load(KERNELS / target / "saxpy.hsaco")
    rng = np.random.default_rng(0)
    x = dev.array(rng.random(items, dtype=np.float32))
    y = dev.array(rng.random(items, dtype=np.float32))
    prog.saxpy(2.0, x, y, 256, grid=256, block=256, workers=1)        # decode once

    def launch(workers):
        start = time.perf_counter()
        done = prog.saxpy(2.0, x, y, items, grid=items, block=256, workers=workers)
        seconds = time.perf_counter() - start
        assert done.result.workers == workers, done.result.worker_rule
        return seconds, done.stats.wave_instructions * 64
    return launch


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=1 << 24)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--target", default="gfx90a")
    parser.add_argument("--only", type=int, metavar="N",
                        help="launch with N workers only (a whole-process comparison of two "
                             "runs of this script)")
    args = parser.parse_args()
    print(f"load before: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    launch = launcher(args.items, args.target)
    if args.only:
        times = [launch(args.only)[0] for _ in range(args.rounds)]
        print(f"{args.only} workers: median {statistics.median(times):.3f} s")
        return
    one, many = [], []
    for _ in range(args.rounds):
        one.append(launch(1)[0])
        seconds, lanes = launch(args.workers)
        many.append(seconds)
    ratios = [a / b for a, b in zip(one, many)]
    for name, times in (("1 worker", one), (f"{args.workers} workers", many)):
        median = statistics.median(times)
        print(f"{name:>10}: median {median:.3f} s ({lanes / median / 1e6:.0f} M lane-instr/s), "
              f"min {min(times):.3f} max {max(times):.3f}")
    print(f"speed-up {args.workers} workers / 1: median {statistics.median(ratios):.2f}x "
          f"(rounds: {', '.join(f'{r:.2f}' for r in ratios)}) over {args.items} work-items")
    print(f"load after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
