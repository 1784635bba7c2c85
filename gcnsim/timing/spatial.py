"""Spatial sampled timing: ``gcnsim.Sampling(xcds=True)`` on a chip of several accelerator
dies. MI300X is 8 XCDs of 38 CUs, each with its own L2, sharing the Infinity Cache (MALL) and
DRAM (CDNA3 white paper); workgroups go to the XCDs round robin (the dispatcher deals them to
CUs in order, CU i on XCD i mod 8: memory/system.py), so XCD 0 runs workgroups 0, 8, 16, ...
A launch whose XCDs get the same work (each workgroup's stream the same length, as a tiled
matmul's; checked from the functional run's counts, ``symmetric``) is timed by one XCD's
workgroups on a device of one XCD (``xcd_view``) with an eighth of the shared bandwidths and
capacities (the MALL's size, channels and bytes a second, the DRAM's channels and bytes a
second): the other seven load the shared levels as it does. The record keeps only those
workgroups' streams (loops.RecordCut); the functional run still runs them all.

The XCDs share lines in the MALL (a matmul's A panel is read by workgroups on every XCD):
a line one XCD brings in, the others hit. The view has no other XCD: it is replayed with a
cold MALL (every such line missed: too slow) and with a MALL holding every line it reads
(too fast), and the launch is placed between them (``bounded``), the interval reaching both.
What it cannot see beyond that: the XCDs' requests meeting in the MALL and DRAM queues in a
timing the view does not have, only their share of the bandwidth (sampled.MODEL_SD).
"""
import copy
import dataclasses

import numpy as np

from .loops import SamplingError
from .memory.system import MemorySystem

TOLERANCE = 0.01        # the XCDs' work may differ by this share and the launch be symmetric


def xcd_view(device):
    """The DeviceConfig of one XCD of ``device``: its CUs, one L2, a share of the MALL and
    DRAM by the XCDs (the device itself when it has one XCD)."""
    xcds = device.xcds
    if xcds == 1:
        return device
    memory = device.memory
    dram = memory.dram
    shared = {"dram": dataclasses.replace(dram, bytes_per_second=dram.bytes_per_second // xcds,
                                          channels=max(1, dram.channels // xcds))}
    if memory.mall is not None:
        mall = memory.mall
        rate = mall.bytes_per_second and mall.bytes_per_second // xcds
        shared["mall"] = dataclasses.replace(mall, size=mall.size // xcds, bytes_per_second=rate,
                                             channels=max(1, mall.channels // xcds))
    return dataclasses.replace(device, name=f"{device.name} (one XCD of {xcds})",
                               compute_units=device.cus_per_xcd, xcds=1,
                               memory=dataclasses.replace(memory, **shared))


def symmetric(cut, waves, warm=None):
    """SamplingError unless the XCDs' work (the wave-instructions of ``waves`` waves by
    workgroup, counted by ``cut``) is the same within TOLERANCE, or if the launch starts from
    a previous one's caches (``warm``: a MemorySystem of the whole device, not of one XCD)."""
    xcds = cut.xcds
    if warm is not None:
        raise SamplingError("Sampling(xcds=True) times one XCD on a device of its own: it "
                            "cannot start from the previous launch's caches (warm=True)")
    per_xcd = np.bincount(cut.group[:waves] % xcds, cut.work[:waves], xcds)
    if per_xcd.max() > per_xcd[0] * (1 + TOLERANCE) or per_xcd.min() < per_xcd[0] * (
            1 - TOLERANCE):
        raise SamplingError(
            f"Sampling(xcds=True) times XCD 0's workgroups for all {xcds}: this launch's XCDs "
            f"run {per_xcd.min():,} to {per_xcd.max():,} wave-instructions (XCD 0 "
            f"{per_xcd[0]:,}), more than {TOLERANCE:.0%} apart; time it without xcds=")


def xcd_recorder(recorder, xcds):
    """A copy of ``recorder`` holding XCD 0's waves only (workgroups 0, X, 2X, ... as 0, 1,
    2, ..., waves renumbered in order), its log's records already theirs alone."""
    groups = np.concatenate(recorder.wave_group) if recorder.wave_group else np.zeros(0, int)
    mine = groups % xcds == 0
    renumber = np.cumsum(mine) - 1
    view = copy.copy(recorder)
    view.wave_group = [groups[mine] // xcds]
    view.log = [(run, renumber[ids], costs) for run, ids, costs in recorder.log]
    return view


def spread(result, xcds):
    """A SampledResult of one XCD's CUs (its per-CU lists the whole launch's work on them)
    as the device's: each CU's figures given to the CUs of the same place on every XCD (CU
    c of the device is CU c // xcds of XCD c % xcds), the work shared among them."""
    if xcds == 1:
        return result
    cus = len(result.cu_busy) * xcds
    return dataclasses.replace(
        result, cu_busy=[result.cu_busy[c // xcds] for c in range(cus)],
        cu_instructions=[round(result.cu_instructions[c // xcds] / xcds) for c in range(cus)],
        simd_busy=[[round(b / xcds) for b in result.simd_busy[c // xcds]] for c in range(cus)])


def bounded(run, xcds):
    """(the cold replay's TimingResult, (its cycles, the cycles with a warm MALL)) of a
    replay ``run(**options)`` (replay's options), or (the result, (cycles, cycles)) with one
    XCD. The other XCDs' workgroups share lines with this one's in the MALL (a tile's A
    panel read on every XCD): a line one XCD brings in the others hit. The view has no other
    XCD, so its cold MALL misses every such line (too slow) and a MALL holding every line it
    reads, placed before it starts (``mall_warm``), hits those it alone reads too (too fast):
    the launch lies between. The cold replay's memory is left for a warm launch after it."""
    if xcds == 1:
        result = run()
        return result, (result.cycles, result.cycles)
    kept = []
    result = run(keep=kept.append, warm=None)
    warm = run(keep=None, warm=mall_warm(kept[0]))
    return result, (result.cycles, warm.cycles)


def mall_warm(memory):
    """A MemorySystem of ``memory``'s device holding only the lines its MALL holds (TLBs, L1s
    and L2s cold; a frame's place is a function of its number, translation.py, so the lines
    are the same)."""
    fresh = MemorySystem(memory.device)
    fresh.mall.keep(memory.mall)
    return fresh
