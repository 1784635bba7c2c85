"""Microbenchmark drivers: the address streams of the calibration kernels, issued against a
MemorySystem the way the CU model issues them, and what each one measures.

- ``pointer_chase``: one lane loads a random cyclic permutation of a buffer's L1 lines, each
  load's address waiting for the one before (a dependent chain): cycles per load. A step
  appears where the buffer outgrows a level (its ways and sets, LRU, exactly full still hits).
- ``stream``: every wave of every CU reads 256 bytes (64 lanes of a dword) a load, a few loads
  back to back (one each 4 cycles, a wave's issue turn), then waits for them all
  (``s_waitcnt vmcnt(0)``); grid-stride over one buffer: bytes a cycle. Few waves are
  latency-bound (waves x bytes in flight / latency); enough reach the DRAM's sustained rate.
- ``atomics``: single-lane atomics from many CUs at cycle 0, on one address or one line each:
  the cycle the last completes.

A wave's loads go to the memory system in its own order; between waves the driver keeps time
order with a heap of when each wave is ready, as the CU model does.

    pointer_chase("mi300x", 16 * 1024)  ->  119.0   (every load an L1 hit)
    pointer_chase("mi300x", 1 << 20)    ->  213.0   (L2)
"""
import heapq

import numpy as np

from ...isa.devices import get_device
from .system import ATOMIC, LOAD, MemorySystem

LOAD_BYTES = 256                # a wave's global_load_dword: 64 lanes x 4 bytes
ISSUE_TURN = 4                  # cycles between a wave's issues (one SIMD of 4 a cycle)


def pointer_chase(device, footprint, stride=None, passes=2, seed=0):
    """Mean load-to-use cycles over the last of ``passes`` walks of a ``footprint``-byte
    buffer (the ones before warm the caches) on CU 0, one load each ``stride`` bytes (the L1
    line by default; a level with longer lines serves two neighbours from one line)."""
    ms = MemorySystem(device)
    stride = stride or ms.memory.l1.line
    count = max(1, footprint // stride)
    order = (np.random.default_rng(seed).permutation(count) * stride).tolist()
    t = 0
    for _ in range(passes - 1):
        for address in order:
            t = ms.access(0, t, (address,))
    start = t
    for address in order:
        t = ms.access(0, t, (address,))
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


def atomics(device, count, same_address=True):
    """The cycle the last of ``count`` single-lane atomics completes, issued at cycle 0 by
    CUs 0, 1, ... (one each): all on one address, or each on a line of its own."""
    device = get_device(device)
    if count > device.compute_units:
        count = device.compute_units
    ms = MemorySystem(device)
    line = ms.memory.l2.line
    last = 0
    for k in range(count):
        address = 0 if same_address else k * line
        last = max(last, ms.access(k, 0, (address,), ATOMIC))
    return last


def gigabytes_per_second(device, bytes_per_cycle):
    """A rate in bytes per engine cycle as GB/s at the device's clock."""
    return bytes_per_cycle * get_device(device).clock_mhz * 1e6 / 1e9
