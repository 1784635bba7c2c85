"""The memory hierarchy of each device as a microbenchmark suite draws it: load-to-use latency
by pointer chase over footprints from 4 KiB to 2 GiB, and read bandwidth over footprints up to
four times the last cache level, one PNG per device (docs/hierarchy-<device>.png), with a
dashed line at each level's size, where the curves should step.

- Latency: one lane on CU 0 follows a random cyclic order of the footprint's lines (the
  longest line of the hierarchy apart), a lap of it to warm the caches (as gpu-benches'
  gpu-latency walks a lap at least), then a fixed number of loads (``--loads``) measured.
  Past the last cache's size the lap is cut to ``--loads`` loads: a cyclic walk longer than
  an LRU cache misses at every load, warm or not, and a lap of 2 GiB is 16 million loads.
- Bandwidth: every CU keeps 8 waves, each issuing 4 loads of 256 bytes (64 lanes of a dword)
  and waiting for them, grid-stride over the footprint; a footprint the caches can hold is read
  once to warm them (a larger one streams from DRAM warm or not), then again timed: bytes a
  cycle at the device's clock. The timed read samples: at most ``--sample`` bytes of the
  footprint's 1 KiB chunks, spread evenly over it (every chunk below that).

Both run against the MemorySystem directly (gcnsim/timing/memory/), as the drivers of
gcnsim/timing/memory/micro.py do. With the sampling a device takes minutes (MI300X, the
largest, about ten on a shared core); ``--clock`` draws it at another clock (peak, sustained
or MHz; DeviceConfig.at_clock).

    python benchmarks/hierarchy_curves.py [--devices r9-290x vega64 mi250x mi300x]
                                          [--loads 4096] [--sample 32] [--clock peak]
                                          [--out docs]
"""
import argparse
import heapq
import time
from pathlib import Path

import numpy as np

from gcnsim.isa.devices import get_device
from gcnsim.timing.memory import MemorySystem
from gcnsim.timing.memory.system import LOAD

ROOT = Path(__file__).resolve().parent.parent
KiB, MiB, GiB = 1 << 10, 1 << 20, 1 << 30
DEVICES = ("r9-290x", "vega64", "mi250x", "mi300x")
LOAD_BYTES = 256                # a wave's global_load_dword
ISSUE_TURN = 4                  # cycles between a wave's issues
WAVES_PER_CU, LOADS_PER_WAVE = 8, 4


def levels(device):
    """[(name, bytes)] of the device's data caches, smallest first."""
    memory = device.memory
    found = [("L1", memory.l1.size), ("L2", memory.l2.size)]
    if memory.mall is not None:
        found.append(("Infinity Cache", memory.mall.size))
    return found


def chase(device, footprint, loads, seed=0):
    """Cycles per load of ``loads`` dependent loads over a random cyclic order of
    ``footprint``'s lines, after a lap of it to warm the caches: a whole lap while the
    footprint is within twice the largest cache, else that many loads of it (past that, an LRU
    cache under a cyclic walk misses every load, warm or not)."""
    ms = MemorySystem(device)
    memory = ms.memory
    stride = max(memory.l1.line, memory.l2.line, (memory.mall or memory.l2).line)
    count = max(1, footprint // stride)
    cycle = np.random.default_rng(seed).permutation(count)
    warm = count if count * stride <= levels(device)[-1][1] else min(count, loads)
    t = 0
    for line in cycle[:warm].tolist():
        t = ms.access(0, t, (line * stride,))
    start = t
    for line in cycle[(warm + np.arange(loads)) % count].tolist():
        t = ms.access(0, t, (line * stride,))
    return (t - start) / loads


def bandwidth(device, footprint, sample):
    """Bytes a cycle of a grid-stride read of ``footprint`` bytes by every CU's waves, after a
    first read that warms the caches where they can hold it; the timed read takes at most
    ``sample`` bytes of chunks, spread evenly over the footprint."""
    ms = MemorySystem(device)
    cus = device.compute_units
    span = LOADS_PER_WAVE * LOAD_BYTES
    chunks = max(1, footprint // span)
    end = 0
    if footprint <= levels(device)[-1][1]:
        end = _read(ms, cus, np.arange(chunks), 0)
    taken = np.unique(np.linspace(0, chunks - 1, min(chunks, max(1, sample // span)))
                      .astype(np.int64))
    return len(taken) * span / (_read(ms, cus, taken, end) - end)


def _read(ms, cus, chunks, start):
    """The cycle a grid-stride read of ``chunks`` (indices of 1 KiB chunks) ends, started at
    ``start`` by every CU's WAVES_PER_CU waves."""
    line = ms.memory.l1.line
    span = LOADS_PER_WAVE * LOAD_BYTES
    waves = cus * WAVES_PER_CU
    end = start
    heap = [(start, w, w) for w in range(min(waves, len(chunks)))]    # (t, wave, k)
    while heap:
        t, w, k = heapq.heappop(heap)
        done = t
        for j in range(LOADS_PER_WAVE):
            address = int(chunks[k]) * span + j * LOAD_BYTES
            lines = range(address, address + LOAD_BYTES, line)
            done = max(done, ms.access(w % cus, t + ISSUE_TURN * j, lines, LOAD))
        end = max(end, done)
        if k + waves < len(chunks):
            heapq.heappush(heap, (done, w, k + waves))
    return end


def footprints(low, high):
    """Powers of two from ``low`` to ``high`` with the point halfway (x1.5) between each."""
    points = []
    size = low
    while size <= high:
        points.append(size)
        if size * 3 // 2 <= high:
            points.append(size * 3 // 2)
        size *= 2
    return points


def draw(device, latency, rates, out):
    """One PNG: latency against footprint above, bandwidth below, dashed lines at the levels."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    figure, (top, bottom) = plt.subplots(2, 1, figsize=(8, 7), sharex=False)
    top.semilogx([f / KiB for f, _ in latency], [c for _, c in latency], "o-")
    top.set_ylabel("cycles per load (pointer chase)")
    giga = device.clock_mhz * 1e6 / 1e9
    bottom.semilogx([f / KiB for f, _ in rates], [r * giga for _, r in rates], "o-")
    bottom.set_ylabel("read bandwidth, GB/s")
    for axes in (top, bottom):
        axes.set_xlabel("footprint, KiB")
        axes.grid(True, which="both", alpha=0.3)
        for name, size in levels(device):
            axes.axvline(size / KiB, linestyle="--", color="grey")
            axes.annotate(name, (size / KiB, 0.95), xycoords=("data", "axes fraction"),
                          rotation=90, va="top", ha="right", fontsize=8)
    figure.suptitle(f"{device.name}: gcnsim's memory hierarchy at {device.clock_mhz} MHz "
                    f"({device.clock_name} clock)")
    figure.tight_layout()
    path = out / f"hierarchy-{device.name}.png"
    figure.savefig(path, dpi=90)
    plt.close(figure)
    return path


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--devices", nargs="+", default=list(DEVICES))
    parser.add_argument("--loads", type=int, default=4096)
    parser.add_argument("--sample", type=int, default=32, metavar="MIB",
                        help="MiB of each footprint the timed bandwidth read takes (32)")
    parser.add_argument("--clock", help="peak, sustained or MHz (default: the device's)")
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    args = parser.parse_args()
    for name in args.devices:
        device = get_device(name).at_clock(args.clock)
        latency, rates = [], []
        for footprint in footprints(4 * KiB, 2 * GiB):
            latency.append((footprint, chase(device, footprint, args.loads)))
            print(f"{device.name:8} chase {footprint / KiB:>12,.0f} KiB "
                  f"{latency[-1][1]:8.1f} cycles", flush=True)
        last = levels(device)[-1][1]
        for footprint in footprints(64 * KiB, 4 * last):
            started = time.perf_counter()
            rates.append((footprint, bandwidth(device, footprint, args.sample * MiB)))
            print(f"{device.name:8} read  {footprint / KiB:>12,.0f} KiB "
                  f"{rates[-1][1] * device.clock_mhz / 1e3:10.1f} GB/s "
                  f"({time.perf_counter() - started:.1f} s)", flush=True)
        print(f"{device.name:8} -> {draw(device, latency, rates, args.out)}", flush=True)


if __name__ == "__main__":
    main()
