"""Microbenchmark drivers: the address streams of the calibration kernels, issued against a
MemorySystem the way the CU model issues them, and what each one measures.

- ``pointer_chase``: one lane loads a random cyclic permutation of a buffer's L1 lines, each
  load's address waiting for the one before (a dependent chain): cycles per load. A step
  appears where the buffer outgrows a level (its ways and sets, LRU, exactly full still hits).
  A published chase times a kernel, whose step is more than the load: ``reproduce`` adds what
  this package's chase kernel (gcnsim/kernels/micro_chase.cl) adds on the CU model, the wait
  for the wave's next issue turn and its loop's instructions (``KERNEL_LOOP``), so that the
  latencies are fitted to the figures as the kernel measures them (docs/calibration.md).
- ``stream``: every wave of every CU reads 256 bytes (64 lanes of a dword) a load, a few loads
  back to back (one each 4 cycles, a wave's issue turn), then waits for them all
  (``s_waitcnt vmcnt(0)``); grid-stride over one buffer: bytes a cycle. Few waves are
  latency-bound (waves x bytes in flight / latency); enough reach the DRAM's sustained rate.
- ``copy``: BabelStream's Copy (``c[i] = a[i]``, one item a lane) over its real array sizes,
  run twice, the second timed: bytes read and written a cycle.
- ``atomics``: single-lane atomics from many CUs at cycle 0, on one address or one line each:
  the cycle the last completes.

The data sheets' peaks (vector FP32/FP64, an instruction's such as an MFMA's) are the
roofline's (roofline.py ``vector_peak``, ``instruction_gflops``): every SIMD issuing the
instruction back to back, the cycles it holds the SIMD on that chip; tests/timing/
test_peak_kernels.py shows timed kernels reaching them.

A wave's loads go to the memory system in its own order; between waves the driver keeps time
order with a heap of when each wave is ready, as the CU model does. ``reproduce`` gives the
model's value of a published figure (tests/data/calibration/figures.json, docs/calibration.md).

    pointer_chase("mi300x", 16 * 1024)  ->  112.0   (every load an L1 hit)
    pointer_chase("mi300x", 1 << 20)    ->  204.0   (L2)
    pointer_chase("mi300x", 1 << 20, loop=8)  ->  212.0   (as micro_chase.cl's step)
"""
import heapq

import numpy as np

from ...isa.devices import get_device
from ..ops import TimingError
from ..roofline import instruction_gflops, vector_peak
from .system import ATOMIC, LOAD, STORE, MemorySystem

LOAD_BYTES = 256                # a wave's global_load_dword: 64 lanes x 4 bytes
ISSUE_TURN = 4                  # cycles between a wave's issues (one SIMD of 4 a cycle)
# A streaming read with enough in flight: 8 waves a CU, 4 loads each (64 lines of 128 bytes,
# the misses a CU keeps), 16 rounds (the first round's latency is then a few per cent).
STREAM = {"waves_per_cu": 8, "loads_per_wave": 4, "rounds": 16}
GAP = 2 << 20                   # assumed: allocations start on 2 MiB boundaries
# Cycles micro_chase.cl's loop adds to a step on the CU model, after the load's data is there
# and the wave's next issue turn has come (its address arithmetic, the counter, the branch):
# found by timing the kernel over L1-resident lines with the L1 latency moved cycle by cycle
# (tests/timing/test_timed_memory.py pins it).
KERNEL_LOOP = {"gfx701": 20, "gfx900": 20, "gfx90a": 16, "gfx942": 8}


def pointer_chase(device, footprint, stride=None, passes=2, seed=0, loop=0):
    """Mean cycles a step over the last of ``passes`` walks of a ``footprint``-byte buffer
    (the ones before warm the caches) on CU 0, one load each ``stride`` bytes: by default the
    longest line of the hierarchy, so that every load is a new line at every level as in the
    published chases (with shorter strides a longer-lined level serves neighbours from one
    line). A step is the load-to-use latency; with ``loop`` (a kernel's, ``KERNEL_LOOP``) the
    next load issues ``loop`` cycles after the wave's first issue turn once the data is
    there, as a kernel's does."""
    ms = MemorySystem(device)
    memory = ms.memory
    stride = stride or max(memory.l1.line, memory.l2.line, (memory.mall or memory.l2).line)
    count = max(1, footprint // stride)
    order = (np.random.default_rng(seed).permutation(count) * stride).tolist()
    t = 0
    for _ in range(passes):
        start = t
        for address in order:
            t = ms.access(0, t, (address,))
            if loop:
                t = -(-t // ISSUE_TURN) * ISSUE_TURN + loop
    return (t - start) / count


def stream(device, waves_per_cu, loads_per_wave=4, rounds=8, system=None):
    """(bytes a cycle a streaming read sustains, the MemorySystem it ran on): ``waves_per_cu``
    waves on every CU, each ``rounds`` times issuing ``loads_per_wave`` loads and waiting."""
    device = get_device(device)
    ms = system or MemorySystem(device)
    line = ms.memory.l1.line
    cus = device.compute_units
    waves = cus * waves_per_cu
    span = loads_per_wave * LOAD_BYTES
    heap = [(0, w) for w in range(waves)]
    done_rounds = [0] * waves
    end = 0
    while heap:
        t, w = heapq.heappop(heap)
        base = (done_rounds[w] * waves + w) * span
        done = t
        for j in range(loads_per_wave):
            address = base + j * LOAD_BYTES
            lines = range(address, address + LOAD_BYTES, line)
            done = max(done, ms.access(w % cus, t + ISSUE_TURN * j, lines, LOAD))
        end = max(end, done)
        done_rounds[w] += 1
        if done_rounds[w] < rounds:
            heapq.heappush(heap, (done, w))
    return waves * rounds * span / end, ms


def steady_stream(device):
    """The steady streaming rate (bytes a cycle) of ``STREAM``: the difference of a run of its
    rounds and of one of half as many, which cancels the first round's latency and the last
    one's tail."""
    rounds = STREAM["rounds"]
    long_rate, _ = stream(device, **STREAM)
    short_rate, _ = stream(device, **dict(STREAM, rounds=rounds // 2))
    device = get_device(device)
    moved = device.compute_units * STREAM["waves_per_cu"] * STREAM["loads_per_wave"] * LOAD_BYTES
    long_bytes, short_bytes = moved * rounds, moved * (rounds // 2)
    return (long_bytes - short_bytes) / (long_bytes / long_rate - short_bytes / short_rate)


def copy(device, elements, element=8, waves_per_cu=8, passes=2):
    """Bytes a cycle of the last of ``passes`` runs of BabelStream's Copy, ``c[i] = a[i]``
    over ``elements`` items of ``element`` bytes (read and written bytes counted, as
    BabelStream does): each wave loads its 64 items, waits for them and stores them; a CU
    keeps ``waves_per_cu`` waves, each taking the next wave's items in dispatch order as it
    ends. Every load and store goes to the MemorySystem in global time order (a heap of
    events), so the runs before the last leave the caches as a loop of the kernel does."""
    device = get_device(device)
    ms = MemorySystem(device)
    line = ms.memory.l1.line
    cus = device.compute_units
    span = 64 * element                             # bytes a wave reads (and writes)
    size = elements * element
    target = -(-size // GAP) * GAP                  # c after a, apart as allocations are
    waves = -(-size // span)
    slots = cus * waves_per_cu
    start = end = 0
    for _ in range(passes):
        start = end
        events = [(start, k, k, LOAD) for k in range(min(slots, waves))]    # (t, wave, slot)
        next_wave = len(events)
        while events:
            t, wave, slot, kind = heapq.heappop(events)
            base = wave * span + (target if kind == STORE else 0)
            done = ms.access(slot % cus, t, range(base, base + span, line), kind)
            if kind == LOAD:                        # s_waitcnt vmcnt(0), then the store
                heapq.heappush(events, (done, wave, slot, STORE))
                continue
            end = max(end, done)
            if next_wave < waves:                   # the slot's wave ends: the next one
                heapq.heappush(events, (t + ISSUE_TURN, next_wave, slot, LOAD))
                next_wave += 1
    return 2 * size / (end - start)


def atomics(device, count, same_address=True, lanes=1, every=1):
    """The cycle the last of ``count`` atomics completes, issued at cycle 0 by CUs 0,
    ``every``, 2 ``every``, ... (one each; with ``every`` the XCDs' count, all on XCD 0):
    all on one line, each of ``lanes`` lanes on addresses of their own (one, with one lane:
    one address), or each on a line of its own."""
    device = get_device(device)
    count = min(count, -(-device.compute_units // every))
    ms = MemorySystem(device)
    line = ms.memory.l2.line
    last = 0
    for k in range(count):
        address = 0 if same_address else k * line
        last = max(last, ms.access(k * every, 0, (address,), ATOMIC, 1, lanes))
    return last


def gigabytes_per_second(device, bytes_per_cycle):
    """A rate in bytes per engine cycle as GB/s at the device's clock."""
    return bytes_per_cycle * get_device(device).clock_mhz * 1e6 / 1e9


def reproduce(figure):
    """The model's value of a published ``figure`` (a row of figures.json), in its unit."""
    device = get_device(figure["device"])
    quantity = figure["quantity"]
    if quantity == "chase_latency":
        return pointer_chase(device, figure["footprint_bytes"],
                             loop=KERNEL_LOOP[device.target.name])
    if quantity == "stream_read":
        return gigabytes_per_second(device, steady_stream(device))
    if quantity == "stream_copy":
        return gigabytes_per_second(device, copy(device, figure["elements"]))
    if quantity in ("fp32_peak", "fp64_peak"):
        return vector_peak(device, quantity[:4])
    if quantity == "instruction_peak":
        return instruction_gflops(device, figure["instruction"])
    raise TimingError(f"figure {figure['id']}: no driver measures {quantity!r}")
