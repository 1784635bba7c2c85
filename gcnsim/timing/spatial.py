"""Spatial sampled timing: ``gcnsim.Sampling(xcds=True)`` on a chip of several accelerator
dies. MI300X is 8 XCDs of 38 CUs, each with its own L2, sharing the Infinity Cache (MALL) and
DRAM (CDNA3 white paper); workgroups go to the XCDs round robin (each XCD's share to its own
CUs, CU i on XCD i mod 8: engine.py, memory/system.py), so XCD 0 runs workgroups 0, 8, 16, ...
A launch whose XCDs get the same work (each workgroup's stream the same length, as a tiled
matmul's; checked from the functional run's counts, ``symmetric``) is timed by one XCD's
workgroups on a device of one XCD (``xcd_view``) that keeps the chip's MALL and DRAM, whole:
the other XCDs run workgroups of the same streams at the same time, so each line the one L2
asks of them or writes back to them (at the kernel's end too: its release writes every L2
back), the others ask or write at the same cycle, in turn with it (MemorySystem's
``others``). The record keeps only those workgroups' streams (loops.RecordCut); the
functional run still runs them all.

Before, the view had an eighth of the MALL and DRAM and no other XCD: an
outside trial found the full timing of a full MI300X up to 21.7% above its interval (a naive
f32 matmul of 256^3; a 1M-item stencil 8.7%). Measured causes: the view of one L2 skipped the
release's write-back (eight L2s' dirty lines into the MALL at the kernel's end: the stencil's
view 6,979 cycles, 7,151 with the others' requests, 7,719 with the release; full 7,640); and
the XCDs asking for the same lines at once (the matmul's A rows, read on every XCD: eight
requests for a line on one MALL channel, seven merged behind the first miss) cost more than
the lines one XCD alone misses, cold or warm (its full 208,317 cycles; the view alone put it
at 163,125 in 123,148-204,701, with the others' requests at 207,627).

Which of the other XCDs' lines are the view's own the record does not say: the view is
replayed with none (their lines apart: their DRAM channel that of the view's line XOR k/8 of
the channels, as when eight XCDs read neighbouring parts of a buffer, in the same DRAM row)
and with all (the same lines; a write is never shared: the others' dirty lines are their
own), ``sides``; the launch is placed between at the share of the view's line loads that
two of its workgroups make (``shared_share``: the others', dealt between them, make them
too), the interval reaching both replays' and XCD_SD's past them (``placed``): what the
others in lockstep with the view cannot show.

A launch with global atomics is not timed by one XCD (``no_atomics``): the others' atomics on
the same addresses serialise with the view's at the L2s and memory, which the others' line
requests do not stand for (an outside trial: a 64-bin histogram of 2^19 atomic adds on the
whole MI300X, full 133,124 cycles, sampled 75,092 in 70,677-79,570; one atomic add per
workgroup to one address, -16.1% outside the interval).

A launch of few dispatch rounds, which sampling by rounds replays whole, says where
Sampling(xcds=True) would time it from an eighth of the work (``offer``): a full MI300X's round
is ~622k work-items, so its 2^22-2^24-item elementwise launches are 7-27 rounds.
"""
import copy
import dataclasses

import numpy as np

from ..isa.issue import VMEM
from .loops import SamplingError
from .memory.system import ATOMIC, SCALAR, STORE, STREAM

ATOMICS = (ATOMIC, STREAM[ATOMIC])         # the kinds of an atomic's Request
TOLERANCE = 0.01        # the XCDs' work may differ by this share and the launch be symmetric
SHARED = ("mall", "dram")      # the levels the XCDs share, their counts the chip's
# The standard deviation, as a share of the cycles, of what the others' requests in lockstep
# with the view's cannot show: the XCDs drifting apart in time (a row one opens for another,
# a line one brings in just before another asks). On MI300X variants of one or two CUs an
# XCD (a 2^18-item stencil) the full timing lay up to 5.1% below both replays; on the whole
# MI300X within 0.7% of them.
XCD_SD = 0.025


def xcd_view(device):
    """The DeviceConfig of one XCD of ``device``: its CUs, one L2, the device's MALL and
    DRAM, which the other XCDs load in the replay (``sides``; the device itself when it has
    one XCD)."""
    xcds = device.xcds
    if xcds == 1:
        return device
    return dataclasses.replace(device, name=f"{device.name} (one XCD of {xcds})",
                               compute_units=device.cus_per_xcd, xcds=1)


def symmetric(cut, waves, warm=None):
    """SamplingError unless the XCDs' work (the wave-instructions of ``waves`` waves by
    workgroup, counted by ``cut``) is the same within TOLERANCE, or if the launch starts from
    a previous one's caches (``warm``: a MemorySystem of the whole device, not of one XCD)."""
    xcds = cut.xcds
    if warm is not None:
        raise SamplingError("Sampling(xcds=True) times one XCD on a device of its own: it "
                            "cannot start from the previous launch's caches (warm=True)")
    per_xcd = np.bincount(cut.group[:waves] % xcds, cut.work[:waves], xcds).astype(np.int64)
    if per_xcd.max() > per_xcd[0] * (1 + TOLERANCE) or per_xcd.min() < per_xcd[0] * (
            1 - TOLERANCE):
        raise SamplingError(
            f"Sampling(xcds=True) times XCD 0's workgroups for all {xcds}: this launch's XCDs "
            f"run {per_xcd.min():,} to {per_xcd.max():,} wave-instructions (XCD 0 "
            f"{per_xcd[0]:,}), more than {TOLERANCE:.0%} apart; time it without xcds=")


def offer(recorder, device):
    """Where Sampling(xcds=True) would time the launch ``recorder`` recorded on ``device`` (of
    several XCDs of as many CUs each, its code holding nothing by which workgroups communicate:
    no global atomic, GDS or GWS, emu/workers.py), the text offering it, else ""."""
    from ..emu.workers import communication
    xcds = device.xcds
    if xcds == 1 or device.compute_units % xcds or recorder.code is None or \
            communication(recorder.code) is not None:
        return ""
    return (f"; Sampling(xcds=True) (--sampling xcds) would replay one XCD's workgroups for "
            f"all {xcds} (1/{xcds} of the work)")


def no_atomics(recorder):
    """SamplingError if ``recorder`` (one XCD's record) holds a global atomic: the other XCDs'
    atomics on the same addresses, serialised with its own, are not in the view."""
    found = sum(1 for request in recorder.requests if request.kind in ATOMICS)
    if found:
        raise SamplingError(
            f"Sampling(xcds=True) times one XCD with the others' line requests, not their "
            f"atomics: XCD 0's workgroups ask {found:,} global atomic requests, which "
            f"serialise with the other XCDs' on the same addresses; time it with "
            f"Sampling(loops=N) without xcds=, or timing=True")


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


def sides(xcds):
    """The options of the replays that time one XCD's view for ``xcds`` (``bound``): none more
    with one XCD. The other ``xcds - 1`` XCDs run workgroups of
    the same streams at the same time: each line the view's L2 asks of the MALL and DRAM or
    writes back to them, they ask or write too, in turn with it (MemorySystem's ``others``).
    Which of their lines are its own the record does not say (a tiled matmul's A panel is
    read on every XCD, a stencil's blocks on one each): the view is replayed with none
    (their lines apart: eight times its lines in the shared levels) and with all (the same
    lines: the MALL serves the others what one brought in, eight requests meeting on its
    channel), the launch placed by both (``placed``); no memory is kept for a warm launch
    (it is one XCD's). The two replays are independent (cuts.py runs them at once)."""
    if xcds == 1:
        return [{}]
    return [{"keep": None, "others": (xcds - 1, together)} for together in (False, True)]


def bound(results, xcds):
    """(the TimingResult with the other XCDs' lines the view's own, (the cycles with their
    lines apart, its cycles)) of the replays ``sides`` asked for, ``results`` (the one
    replay's, (its cycles, its cycles) with one XCD). The result's counts of the shared
    levels are the chip's, divided by ``xcds``."""
    if xcds == 1:
        result, = results
        return result, (result.cycles, result.cycles)
    apart, together = results
    memory = {level: ({k: v // xcds for k, v in counts.items()} if level in SHARED else counts)
              for level, counts in together.memory.items()}
    return dataclasses.replace(together, memory=memory), (apart.cycles, together.cycles)


def shared_share(view):
    """The share of the line loads of ``view`` (one XCD's record, ``xcd_recorder``) whose
    128-byte line two or more of its workgroups load: the share the other XCDs load too, as
    taken here. Workgroups are dealt round robin, so two of XCD 0's that load a line (0 and
    8) have the other XCDs' between them in the dealing order (1 to 7): a tiled matmul's
    panels, read by every workgroup of a row or column; a stream's or a grid-stride loop's
    lines are each one workgroup's (the workgroup's neighbours' borders aside). The lines
    are read from the Requests' tables (Recorder.request_tables), an instruction's at once
    (its Requests are of one kind): a Request at a time, its lines an array each, and the
    pairs of line and workgroup made distinct as columns (np.unique's axis), took 2.0 s
    CPU of the 2048^3 Triton matmul's sampled replay before its replays ran, now 0.1 s."""
    groups = view.wave_group[0] if view.wave_group else np.zeros(0, int)
    _, sizes, starts, table = view.request_tables()
    asked, owners = [], []
    for run, ids, costs in view.log:
        for entry, cost in zip(run, costs):
            if cost is None or entry.cls != VMEM:
                continue
            found = cost >= 0
            numbers = cost[found]
            if numbers.size and view.requests[int(numbers[0])].kind not in (STORE, ATOMIC,
                                                                             SCALAR):
                asked.append(numbers)
                owners.append(groups[ids[found]])
    if not asked:
        return 0.0
    asked = np.concatenate(asked)
    counts = sizes[asked]
    if not counts.sum():
        return 0.0
    owners = np.repeat(np.concatenate(owners), counts)
    first = np.repeat(starts[asked] - np.concatenate([[0], np.cumsum(counts)[:-1]]), counts)
    lines = table[first + np.arange(owners.size)].astype(np.int64) >> 7
    distinct, line = np.unique(lines, return_inverse=True)
    span = int(owners.max()) + 1
    pairs = np.sort(line.astype(np.int64) * span + owners)      # (np.unique's hash: slower)
    pairs = pairs[np.concatenate([[True], pairs[1:] != pairs[:-1]])]
    readers = np.bincount(pairs // span, minlength=distinct.size)
    return float((readers > 1)[line].mean())


def placed(ends, z, share=0.0):
    """(cycles, low, high) of a launch from its replays' (cycles, reach below, reach above)
    ``ends``: the one replay's, or with several XCDs (``sides``: apart, then together) the
    cycles between them at the ``share`` of its line loads the others make too
    (``shared_share``), the interval reaching both replays' and XCD_SD's at the normal
    quantile ``z`` past them."""
    if len(ends) == 1:
        cycles, below, above = ends[0]
        return cycles, cycles - below, cycles + above
    (apart, *_), (together, *_) = ends
    cycles = apart + share * (together - apart)
    margin = z * XCD_SD * cycles
    return (cycles, min(c - b for c, b, _ in ends) - margin,
            max(c + a for c, _, a in ends) + margin)

