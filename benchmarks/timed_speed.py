"""A timed launch's functional run against an untimed launch's, and the replay's share
(the target: "the functional part of a timed launch gets the same speed-up; report the replay's
share"): a clang-19 saxpy over 2^20 work-items and the Triton f16 matmul of 1024^3, both for
gfx942 on MI300X, the dynamic checker on (the API's default).

Per round, in turn (so a machine whose speed drifts moves all alike): the untimed launch on
one worker, the timed launch's functional run (its recording) on one worker and on
``--workers`` (the workers record their shares: timing/shares.py), and the replay of that
record. CPU seconds count this process and its workers (joined before a launch returns);
medians over the rounds, with the spread, and the load average before and after (on a shared
machine a wall figure means little when the load is above the core count).

    python benchmarks/timed_speed.py [--rounds 3] [--workers 2] [--only saxpy|matmul]
"""
import argparse
import json
import os
import resource
import statistics
import time
from pathlib import Path

import numpy as np

from gcnsim.bits import collector_paused
from gcnsim.runtime import Device
from gcnsim.timing.api import TimedLaunch, kernel_footprint

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"


def clocks():
    """(wall seconds, CPU seconds of this process and its ended children)."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.perf_counter(), time.process_time() + children.ru_utime + children.ru_stime


def since(start):
    wall, cpu = clocks()
    return wall - start[0], cpu - start[1]


def saxpy(dev):
    """(a function of the launch options that launches saxpy over 2^20 work-items, the
    kernel's Footprint)."""
    items = 1 << 20
    prog = dev.load(DATA / "kernels" / "gfx942" / "saxpy.hsaco")
    rng = np.random.default_rng(0)
    x = dev.array(rng.random(items, dtype=np.float32))
    y = dev.array(rng.random(items, dtype=np.float32))
    return (lambda **options: prog.saxpy(2.0, x, y, items, grid=items, block=256, **options),
            kernel_footprint(prog.saxpy.loaded))


def matmul(dev, size=1024):
    """(a function of the launch options that launches the Triton f16 matmul of size^3, the
    kernel's Footprint)."""
    path = DATA / "triton" / "gfx942" / "matmul_f16.hsaco"
    manifest = json.loads(path.with_suffix(".json").read_text())
    kernel = dev.load(path.read_bytes())[manifest["kernel"]]
    rng = np.random.default_rng(0)
    a, b = (dev.array(rng.standard_normal((size, size)).astype(np.float16)) for _ in range(2))
    c = dev.empty((size, size), np.float32)
    return (lambda **options: kernel(
        a, b, c, *(np.int32(size),) * 6, None, None, grid=(size // 32) ** 2 * manifest["block"],
        block=manifest["block"], shared_mem=manifest["shared"], **options),
        kernel_footprint(kernel.loaded))


def one_round(dev, launch, footprint, workers):
    """{phase: (wall, CPU)} of one untimed launch, and of timed launches' functional runs on
    one worker and on ``workers`` with the replay of the last one's record."""
    figures = {}
    start = clocks()
    with collector_paused():
        launch(workers=1)
    figures["untimed, 1 worker"] = since(start)
    for count in dict.fromkeys((1, workers)):
        options, timed = TimedLaunch.split({"timing": True}, dev)
        start = clocks()
        with collector_paused():
            done = launch(workers=count, **options)
        figures[_functional(count)] = since(start)
        assert done.result.workers == count, done.result.worker_rule
        if count == workers:
            start = clocks()
            with collector_paused():
                timed._replay(done, footprint)
            figures["replay"] = since(start)
        timed.recorder.release()
    return figures


def _functional(count):
    """The phase name of a timed launch's functional run on ``count`` workers."""
    return f"timed functional, {count} worker{'s' * (count > 1)}"


def measure(name, dev, launch, footprint, rounds, workers):
    launch(workers=1)               # decode and compile once, outside the rounds
    runs = [one_round(dev, launch, footprint, workers) for _ in range(rounds)]
    print(f"{name} (medians of {rounds} rounds, min-max; load {os.getloadavg()[0]:.1f})")
    median = {}
    for phase in runs[0]:
        walls = [run[phase][0] for run in runs]
        cpus = [run[phase][1] for run in runs]
        median[phase] = statistics.median(cpus)
        print(f"  {phase:<28} CPU {median[phase]:7.2f} s ({min(cpus):.2f}-{max(cpus):.2f})"
              f"   wall {statistics.median(walls):7.2f} s ({min(walls):.2f}-{max(walls):.2f})")
    base = median["untimed, 1 worker"]
    alone = median[_functional(1)]
    shared = median[_functional(workers)]
    print(f"  timed functional / untimed: {alone / base:.2f}x CPU on 1 worker; "
          f"replay {median['replay'] / (shared + median['replay']):.0%} of the timed launch's "
          f"CPU seconds ({workers} workers)")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--only", choices=("saxpy", "matmul"))
    args = ap.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    for name, make in (("saxpy 2^20, gfx942 on MI300X", saxpy),
                       ("Triton f16 matmul 1024^3 on MI300X", matmul)):
        if args.only and args.only not in make.__name__:
            continue
        dev = Device("mi300x")
        launch, footprint = make(dev)
        measure(name, dev, launch, footprint, args.rounds, args.workers)


if __name__ == "__main__":
    main()
