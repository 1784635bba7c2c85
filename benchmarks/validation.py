"""The open validation set: published figures the model was never fitted to, each reproduced
by a timed launch of a kernel written here (gcnsim/kernels/valid_stream.cl, valid_read.cl,
valid_cache.cl, valid_atomic.cl, micro_chase.cl, micro_peak.cl), its model value printed
beside the published one with the error, and per device the WMAPE (sum |model - published| /
sum published). The figures, their sources and tolerances are
tests/data/validation/figures.json; docs/validation.md lists them with their errors.
Calibration figures (tests/data/calibration/figures.json, role calibration) are apart: none
of them is here.

How each kind of figure is measured (``measure.kind``):

- ``gpu_stream``: gpu-benches' gpu-stream: ``threads`` work-items in workgroups of ``block``
  stride over arrays of doubles (``read``, ``scale``, ``triad``); the rate is the marginal one
  between ``iterations`` and twice as many per work-item (the launch's ramp and tail cancel),
  bytes read and written counted.
- ``gpu_stream`` with ``shape`` ``suite``: the suite's own shape (valid_stream.cl
  ``suite_read``, ``suite_init``): one element a work-item in workgroups of ``block``,
  ``per_cu`` of them a CU (the published run's occupancy) held there by dynamic LDS; the rate
  is the marginal one between ``rounds`` and twice as many rounds of the CUs' workgroup slots (each
  workgroup's dispatch, round trip and retirement included, as on hardware; the suite's own
  128 Mi elements are too many to simulate).
- A kernel that writes (scale, triad, copy, mul, add) starts each launch from the steady state
  of the published runs, whose arrays (gpu-stream's 1 GiB, BabelStream's 2^25 doubles) are far
  larger than the caches: the L2s and the Infinity Cache full of other lines, as many of them
  dirty as the kernel writes of what it moves (``Device.stream_caches``), so that each line it
  writes costs the write-back of a dirty victim, as on hardware; the arrays here fit the
  caches, and a launch from cold caches would write nothing back.
- ``babel``: BabelStream's kernels (and GPU-STREAM 1.0's add4) over ``elements`` doubles, one
  work-item each, workgroups of ``block`` (1024 unless told): the marginal rate between the
  elements and twice as many.
- ``clpeak``: clpeak's global read of ``floats`` floats as float4s, 16 loads a work-item in
  workgroups of ``block``, each workgroup its own block or grid-strided (valid_read.cl): the
  faster of the two orders' marginal rates between the floats and twice as many.
- ``gpu_cache``: gpu-benches' gpu-cache: one workgroup of ``block`` a CU, all of them reading
  the same ``footprint_bytes`` each iteration (valid_cache.cl): the marginal rate between
  ``iterations`` and twice as many (``xcds``: on that many of the device's dies, scaled to
  all, as the calibration figure mi300x-gpu-cache-256k is measured).
- ``clock`` (babel, clpeak): the source's clock in MHz where it is not the preset's.
- ``chase``: one work-item follows a random cyclic order of the footprint's lines
  (micro_chase.cl): a lap, then a warm launch of 4096 loads on (cycles per load, the
  launch's few instructions before the loop included). A figure with ``steps`` (the published
  run's loads a launch, gpu-latency's first column, where they make one to three laps) is
  timed as gpu-latency times it: a warm launch of ``steps`` loads from the lap's start after
  an identical launch, so that the lines the previous launch touched last, the start of the
  lap, are still in the L2 (MI300A's run takes 100,000 loads a launch, MI300X's 2,000,000).
- ``peak``: micro_peak.cl's FMA (or MFMA) chains on a two-CU variant of the device, the
  marginal rate between 16 and 24 loops (``PEAK_LOOPS``), times the device's CUs / 2.
- ``atomics``: valid_atomic.cl's atomic adds (Chips and Cheese's atomic add tests' shape),
  ``per_cu`` workgroups of ``block`` a CU, each work-item eight adds a trip to its own counter
  (global, returning or not, or LDS) or all to one: the marginal rate between ``counts`` trips
  and twice as many, in G operations a second (``xcds``: on that many dies, scaled to all).
  Only a calibration figure measures it so far (tests/data/calibration/figures.json,
  mi300x-atomics-global); its twin halves the trips.

A twin (``--twin``, what CI runs: tests/timing/test_validation.py) is the same measure made
smaller: half the iterations (or rounds; a writing kernel's on L2s half the size,
STREAM_TWIN_SCALE), a sixteenth of the elements (or floats); a gpu_cache figure runs half its
iterations on ``twin_xcds`` of the device's dies (their CUs and L2s), scaled to all of them;
chases and peaks are their own twins, but a chase with ``steps`` runs on a quarter of the L2
with a quarter of the footprint and of the steps (the same laps and the same share of the lap
in the L2).

    python benchmarks/validation.py [--twin] [--only SUBSTRING ...] [--skip-large] [--kinds ...]
"""
import argparse
import dataclasses
import json
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np

from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device, LocalMemory

ROOT = Path(__file__).resolve().parent.parent
FIGURES = ROOT / "tests" / "data" / "validation" / "figures.json"
KERNELS = ROOT / "gcnsim" / "kernels"
# Bytes read and written per element of each kernel (what gpu-stream and BabelStream count).
BYTES = {"read": 8, "scale": 16, "triad": 24, "copy": 16, "mul": 16, "add": 24, "dot": 16,
         "add4": 40}
# Of each kernel that writes, one line in how many it moves is written: the steady state its
# caches are put in (Device.stream_caches) before each launch.
WRITTEN = {"scale": 2, "triad": 3, "copy": 2, "mul": 2, "add": 3, "add4": 5}
# The marginal rate between 16 and 24 loops: every wave's start (its dispatch, its accumulators
# zeroed) and end (its store acknowledged) hidden behind the other waves' work (between 4 and
# 12 the MI300X's MFMA chains gave 8.4% above their configured rate, between 8 and 16 4.4%
# once a wave's end waits for its store: a short launch's MFMAs do not yet cover the starts
# and ends, so it takes longer than its steady share).
PEAK_CUS, PEAK_WAVES_PER_SIMD, PEAK_LOOPS = 2, 4, (16, 24)
# BabelStream's launches run to this many wave-instructions (the launch's budget=): dot's
# workgroup reduction takes ~150 a wave, 20M at 2^23 elements, past a timed launch's default
# record limit (timing/bound.py KEPT: 2^24, counting each wave as 7 more)
BABEL_BUDGET = 1 << 26
CHASE_LOADS = 4096              # loads timed after the warming lap
# A twin of gpu-stream's writing kernels: half the iterations on L2s half the size. From the
# streamed steady state the L2s' own lines replace the ones it leaves within the first ~32 MB
# moved (three iterations on MI300X), each iteration faster than the last until then (MI300X
# scale: 6988, 6112, 5205 cycles an iteration over 1-2, 3-4, 5-8); half the iterations alone
# measured that turnover (twin -19.5% where the full launch is +0.8%), half the L2 as well
# passes it as the full launch does (+2.1%).
STREAM_TWIN_SCALE = 2
CHASE_TWIN_SCALE = 4            # a stepped chase's twin: L2, footprint and steps divided by it
ATOMIC_ADDS = 8                 # valid_atomic.cl's ADDS: a work-item's operations a trip


def load_figures():
    return json.loads(FIGURES.read_text())["figures"]


def _start(dev, kernel):
    """The launch options of ``kernel`` on ``dev``: a kernel that writes starts from its
    benchmark's steady state (the published runs stream arrays far larger than the caches,
    so each line written costs a write-back of a dirty victim); one that reads starts cold."""
    if kernel not in WRITTEN:
        return {}
    dev.stream_caches(WRITTEN[kernel])
    return {"warm": True}


def _rate(device, runs):
    """GB/s between two launches given as (bytes, launch): extra bytes over extra time."""
    (b1, l1), (b2, l2) = runs
    return (b2 - b1) / (l2.timing.seconds - l1.timing.seconds) / 1e9


def gpu_stream(device, kernel, threads, block, iterations, l2_scale=1):
    """GB/s of gpu-stream's ``kernel`` (read, scale, triad) at ``threads`` work-items;
    ``l2_scale`` divides the L2s (a twin of a kernel that writes)."""
    dev = Device(config=_l2_divided(get_device(device), l2_scale))
    prog = dev.load(KERNELS / "valid_stream.cl")
    runs = []
    for k in (iterations, 2 * iterations):
        n = threads * k
        a, b, c = (dev.array(np.full(n, v)) for v in (1.0, 2.0, 3.0))
        if kernel == "read":
            out = dev.array(np.zeros(threads))
            launch = prog.stream_read(a, np.uint32(n), out, grid=threads, block=block,
                                      timing=True)
        elif kernel == "scale":
            launch = prog.stream_scale(a, b, np.float64(3.0), np.uint32(n), grid=threads,
                                       block=block, timing=True, **_start(dev, kernel))
        else:
            launch = prog.stream_triad(a, b, c, np.float64(3.0), np.uint32(n), grid=threads,
                                       block=block, timing=True, **_start(dev, kernel))
        runs.append((BYTES[kernel] * n, launch))
    return _rate(device, runs)


def _board(device, clock):
    """The Device a figure was measured on: the preset, or at ``clock`` MHz (the source's own
    where it is not the preset's) the preset's variant of that clock (a factory-overclocked
    board runs above the preset's peak, which a launch's ``clock`` may not pass)."""
    if clock is None:
        return Device(device)
    return Device(config=dataclasses.replace(get_device(device), clock_mhz=clock, clocks=None))


def _l2_divided(config, scale):
    """``config`` with its L2s ``scale`` times smaller."""
    if scale == 1:
        return config
    memory = config.memory
    l2 = dataclasses.replace(memory.l2, size=memory.l2.size // scale)
    return dataclasses.replace(config, memory=dataclasses.replace(memory, l2=l2))


def gpu_stream_suite(device, kernel, block, per_cu, rounds):
    """GB/s of gpu-stream's ``kernel`` (read, init) in the suite's shape, ``per_cu``
    workgroups of ``block`` work-items a CU: the marginal rate between ``rounds`` and twice
    as many rounds of the CUs' workgroup slots."""
    dev = Device(device)
    prog = dev.load(KERNELS / "valid_stream.cl")
    config = dev.config
    spoiler = LocalMemory(config.lds_bytes // per_cu)
    runs = []
    for k in (rounds, 2 * rounds):
        n = config.compute_units * per_cu * block * k
        a, b = dev.array(np.zeros(n)), dev.array(np.full(n, 1.0))
        launch = getattr(prog, f"suite_{kernel}")(a, b, spoiler, np.uint32(0), grid=n,
                                                  block=block, timing=True)
        runs.append((8 * n, launch))
    return _rate(device, runs)


def babel(device, kernel, elements, block=1024, clock=None):
    """GB/s of BabelStream's ``kernel`` (copy, mul, add, triad, dot; GPU-STREAM 1.0's add4)
    over ``elements``, workgroups of ``block``, at ``clock`` MHz (default: the device's)."""
    dev = _board(device, clock)
    prog = dev.load(KERNELS / "valid_stream.cl")
    runs = []
    for n in (elements, 2 * elements):
        a, b, c = (dev.array(np.full(n, v)) for v in (0.1, 0.2, 0.0))
        s = np.float64(0.4)
        if kernel == "add4":
            args = (a, b, dev.array(np.full(n, 0.3)), dev.array(np.full(n, 0.5)), c)
        else:
            args = {"copy": (a, c), "mul": (b, c, s), "add": (a, b, c), "triad": (a, b, c, s),
                    "dot": (a, b, c)}[kernel]
        launch = getattr(prog, f"babel_{kernel}")(*args, grid=n, block=block, timing=True,
                                                  budget=BABEL_BUDGET, **_start(dev, kernel))
        runs.append((BYTES[kernel] * n, launch))
    return _rate(device, runs)


def clpeak(device, floats, block, clock=None):
    """GB/s of clpeak's global read of ``floats`` floats as float4s (valid_read.cl), workgroups
    of ``block``: the faster of its two orders, each the marginal rate between ``floats`` and
    twice as many (bytes read counted, the sixty-fourth written left out as clpeak does)."""
    rates = []
    for kernel in ("read_block", "read_grid"):
        dev = _board(device, clock)
        prog = dev.load(KERNELS / "valid_read.cl")
        runs = []
        for n in (floats, 2 * floats):
            buffer = dev.array(np.ones(n, np.float32))
            out = dev.array(np.zeros(n // 64, np.float32))
            launch = getattr(prog, kernel)(buffer, out, grid=n // 64, block=block,
                                           timing=True)
            runs.append((4 * n, launch))
        rates.append(_rate(device, runs))
    return max(rates)


def gpu_cache(device, footprint, block, iterations, xcds=None):
    """GB/s of gpu-cache's read of a ``footprint`` of bytes (valid_cache.cl) by one workgroup
    of ``block`` a CU, every workgroup reading all of it each iteration: the marginal rate
    between ``iterations`` and twice as many (the first, cold, iteration cancels). ``xcds``:
    on that many of the device's dies only (their CUs and L2s), scaled to all of them (a
    twin: every die reads the footprint through its own L2)."""
    config = get_device(device)
    cus = config.compute_units
    if xcds is not None:
        config = dataclasses.replace(config, compute_units=cus // config.xcds * xcds,
                                     xcds=xcds)
    n = footprint // 32                             # float4s in each half
    runs = []
    for k in (iterations, 2 * iterations):
        dev = Device(config=config)
        prog = dev.load(KERNELS / "valid_cache.cl")
        buffer = dev.array(np.ones(8 * n, np.float32))
        out = dev.array(np.zeros(4 * block, np.float32))
        launch = prog.cache_sum(buffer, np.uint32(n), np.uint32(k), out,
                                grid=config.compute_units * block, block=block, timing=True)
        runs.append((footprint * config.compute_units * k, launch))
    return _rate(device, runs) * cus / config.compute_units


def atomics(device, kernel, block, per_cu, counts, xcds=None):
    """G atomic operations a second of valid_atomic.cl's ``kernel`` (global_own,
    global_own_rtn, local_own, global_masked with mask 0) by ``per_cu`` workgroups of
    ``block`` a CU, each work-item ATOMIC_ADDS operations a trip: the marginal rate between
    ``counts`` trips and twice as many (the launch's start and the counters' first misses
    cancel). ``xcds``: on that many of the device's dies only (their CUs and L2s), scaled to
    all of them (each die's L2 performs its own CUs' atomics on their own counters)."""
    config = get_device(device)
    cus = config.compute_units
    if xcds is not None:
        config = dataclasses.replace(config, compute_units=cus // config.xcds * xcds,
                                     xcds=xcds)
    items = config.compute_units * per_cu * block
    runs = []
    for k in (counts, 2 * counts):
        dev = Device(config=config)
        prog = dev.load(KERNELS / "valid_atomic.cl")
        args = [dev.array(np.zeros(items, np.uint32)), np.uint32(k)]
        if kernel == "global_own_rtn":
            args.append(dev.array(np.zeros(items, np.uint32)))
        elif kernel == "global_masked":
            args.append(np.uint32(0))
        launch = getattr(prog, kernel)(*args, grid=items, block=block, timing=True)
        runs.append((ATOMIC_ADDS * k * items, launch.timing.seconds))
    (o1, s1), (o2, s2) = runs
    return (o2 - o1) / (s2 - s1) / 1e9 * cus / config.compute_units


def chase(device, footprint, steps=None, scale=1, seed=0):
    """Cycles per load of a one-work-item chase over ``footprint`` bytes (micro_chase.cl): a
    lap to warm the caches, then a launch that starts from them (``warm=True``) and walks
    CHASE_LOADS loads on (laps again below that many lines; the loop's own instructions and
    the launch's start included, as a published chase's are). With ``steps``: the warm launch
    walks ``steps`` loads from the lap's start after a launch that left the caches as an
    identical launch would (the lap from where it stops, ``steps`` past the start); ``scale``
    divides the L2, the footprint and the steps (a twin)."""
    config = get_device(device)
    if scale > 1:
        memory = config.memory
        l2 = dataclasses.replace(memory.l2, size=memory.l2.size // scale)
        config = dataclasses.replace(config, memory=dataclasses.replace(memory, l2=l2))
        footprint, steps = footprint // scale, steps // scale
    dev = Device(config=config)
    memory = dev.config.memory
    line = max(memory.l1.line, memory.l2.line, (memory.mall or memory.l2).line)
    stride = line // 4
    lines = max(1, footprint // line)
    order = np.random.default_rng(seed).permutation(lines).astype(np.uint32) * stride
    nxt = np.zeros(lines * stride, np.uint32)
    nxt[order] = np.roll(order, -1)
    prog = dev.load(KERNELS / "micro_chase.cl")
    buffer = dev.array(nxt)
    out = dev.array(np.zeros(1, np.uint32))
    timed = steps or CHASE_LOADS
    # The previous launch's last touches: ``steps`` loads, or (past a lap) the lap that ends
    # where they stop, which is a lap and the rest of the steps from the start.
    warming = lines if steps is None else min(steps, lines + steps % lines)
    prog.micro_chase(buffer, np.uint32(warming), out, grid=1, block=1, timing=True)
    launch = prog.micro_chase(buffer, np.uint32(timed), out, grid=1, block=1,
                              timing=True, warm=True)
    return launch.timing.cycles / timed


def _peak_kernel(config, precision):
    """(kernel, arguments for n loops, FLOPs a loop of the whole grid) of a peak figure."""
    items = PEAK_CUS * config.simds_per_cu * PEAK_WAVES_PER_SIMD * 64
    if precision == "mfma_f16":
        waves = items // 64
        a = np.array([1, 0, 0, 0], np.float16)
        return ("micro_peak_mfma", lambda dev, n: (dev.array(np.zeros(items, np.float32)),
                                                   np.uint32(n), a, a),
                waves * 4 * 2 * 32 * 32 * 8, items)
    dtype = {"f32": np.float32, "f64": np.float64, "f16": np.float16}[precision]
    lanes = 2 if precision == "f16" else 1
    shape = (items, 2) if precision == "f16" else items

    def args(dev, n):
        one = np.ones(2, dtype) if lanes == 2 else dtype(1.0)
        half = np.full(2, 0.5, dtype) if lanes == 2 else dtype(0.5)
        return dev.array(np.zeros(shape, dtype)), np.uint32(n), half, one
    return f"micro_peak_{precision}", args, items * lanes * 2 * 8 * 16, items


def peak(device, precision):
    """GFLOPS of ``precision``'s chains (f32, f64, f16, mfma_f16) on two CUs, scaled to the
    device's CUs."""
    full = get_device(device)
    config = dataclasses.replace(full, compute_units=PEAK_CUS, xcds=1)
    dev = Device(config=config)
    prog = dev.load(KERNELS / "micro_peak.cl")
    kernel, args, flops, items = _peak_kernel(config, precision)
    runs = []
    for n in PEAK_LOOPS:
        launch = getattr(prog, kernel)(*args(dev, n), grid=items, block=256, timing=True)
        runs.append((n * flops, launch.timing.seconds))
    (f1, s1), (f2, s2) = runs
    return (f2 - f1) / (s2 - s1) / 1e9 * full.compute_units / PEAK_CUS


def measure(figure, twin=False):
    """The model's value of ``figure`` in its unit; ``twin``: the scaled-down launch."""
    m = figure["measure"]
    kind, device = m["kind"], figure["device"]
    if kind == "gpu_stream" and m.get("shape") == "suite":
        rounds = m["rounds"] // 2 if twin else m["rounds"]
        return gpu_stream_suite(device, m["kernel"], m["block"], m["per_cu"], rounds)
    if kind == "gpu_stream":
        iterations = m["iterations"] // 2 if twin else m["iterations"]
        scale = STREAM_TWIN_SCALE if twin and m["kernel"] in WRITTEN else 1
        return gpu_stream(device, m["kernel"], m["threads"], m["block"], iterations, scale)
    if kind == "babel":
        elements = m["elements"] // 16 if twin else m["elements"]
        return babel(device, m["kernel"], elements, m.get("block", 1024), m.get("clock"))
    if kind == "clpeak":
        floats = m["floats"] // 16 if twin else m["floats"]
        return clpeak(device, floats, m["block"], m.get("clock"))
    if kind == "gpu_cache":
        iterations = max(1, m["iterations"] // 2) if twin else m["iterations"]
        xcds = m.get("twin_xcds") if twin else m.get("xcds")
        return gpu_cache(device, figure["footprint_bytes"], m["block"], iterations, xcds)
    if kind == "chase":
        steps = m.get("steps")
        scale = CHASE_TWIN_SCALE if twin and steps else 1
        return chase(device, figure["footprint_bytes"], steps, scale)
    if kind == "peak":
        return peak(device, m["precision"])
    if kind == "atomics":
        counts = max(1, m["counts"] // 2) if twin else m["counts"]
        return atomics(device, m["kernel"], m["block"], m["per_cu"], counts, m.get("xcds"))
    raise ValueError(f"figure {figure['id']}: no measure of kind {kind!r}")


def error(figure, value):
    """The model's relative error against the published value."""
    return (value - figure["value"]) / figure["value"]


def wmape(rows):
    """sum |model - published| / sum published over (figure, value) rows."""
    return (sum(abs(v - f["value"]) for f, v in rows) / sum(f["value"] for f, _ in rows))


def report(rows):
    """The WMAPE lines, per device and unit (a device's GFLOPS would drown its GB/s), and the
    summary over (figure, value) rows."""
    groups = defaultdict(list)
    for f, v in rows:
        groups[f["device"], f["unit"]].append((f, v))
    lines = [f"WMAPE {device:8} {unit:7} {wmape(r) * 100:5.1f}% over {len(r)} figures"
             for (device, unit), r in sorted(groups.items())]
    within = sum(1 for f, v in rows if abs(error(f, v)) <= 0.15)
    worst = max((abs(error(f, v)) for f, v in rows), default=0.0)
    lines.append(f"{within} of {len(rows)} figures within 15%, the largest error "
                 f"{worst * 100:.1f}%")
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--twin", action="store_true", help="the scaled-down launches")
    parser.add_argument("--only", nargs="+", default=[""],
                        help="figures whose id contains one of these")
    parser.add_argument("--skip-large", action="store_true", help="leave out large figures")
    parser.add_argument("--kinds", nargs="+",
                        default=["gpu_stream", "babel", "clpeak", "gpu_cache", "chase", "peak",
                                 "atomics"],
                        help="the measures run")
    args = parser.parse_args()
    rows = []
    print(f"{'figure':34} {'published':>10} {'model':>10} {'unit':8} {'error':>7}  source")
    for figure in sorted(load_figures(), key=lambda f: bool(f.get("large"))):   # large last
        if (not any(part in figure["id"] for part in args.only)
                or figure["measure"]["kind"] not in args.kinds
                or (args.skip_large and figure.get("large"))):
            continue
        value = measure(figure, args.twin)
        rows.append((figure, value))
        source = figure["source"]
        print(f"{figure['id']:34} {figure['value']:10.1f} {value:10.1f} {figure['unit']:8} "
              f"{error(figure, value) * 100:+6.1f}%  {source.get('repository', '')}"
              f"{source.get('document', '')}", flush=True)
    for line in report(rows):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
