"""Sampled timing: ``timing="sampled"`` or ``timing=gcnsim.Sampling(error=0.03,
confidence=0.95)``. The functional run is complete and exact, as for ``timing=True``; only the
replay (engine.py) is sampled. Its result is a SampledResult: every TimingResult field, plus
``interval`` (cycles) and ``seconds_interval`` at ``confidence``, ``detail_share``, the
share of the launch's wave-instructions replayed in detail (each once), and
``replayed_share``, what all the replays cost as that share (each replay counted).

Method. Per workgroup the record gives a profile: its wave-instructions, its memory and LDS
operations, and what makes the same instructions cost otherwise (FEATURES: the lines it
touches, its LDS accesses' bank clocks, its scalar loads, its atomics' lanes on one address,
its issue cycles a wave-instruction with its s_sleeps' cycles, the stretches a page apart
its lines lie in, whether workgroups rounds before it touched most of them). Profiles are
clustered by rounding each to a fraction of an octave; a kind of workgroup the prefix of
rounds lacks, or a mix of kinds after it other than its own (MOVED), makes it grow. The
replay runs in detail:

  - the dispatch rounds of the launch's start (a round: the workgroups the CUs hold at once),
    ``rounds`` of them, doubled until it and its first half agree within ``error``;
  - after the first WARMUP rounds, ``representatives`` workgroups of each cluster the prefix
    does not hold (spread over the cluster), so that every kind of workgroup is measured;
  - then the replay drains as the full one does at its end.

The caches, TLBs and DRAM rows the last rounds meet are those the replayed prefix left: in a
launch at steady state that is what the skipped rounds would have left too (their lines,
rows and pages are those of workgroups of the same kinds), so the drain is timed warm, not
cold. One thing the skipped work leaves that the prefix does not is dirty lines: MI300's
end-of-kernel release writes its L2s back, and after the whole launch they hold the skipped
work's stores too (up to their size): the release's cycles are scaled by the dirty lines
(_release). The skipped workgroups are added in the middle, at the steady state:

    cycles = replayed cycles + sum over clusters c of skipped(c) x cost(c) / rate

with ``cost(c)`` the mean cycles a workgroup of c stays on its CU, measured on those that ran
wholly under the steady load (a workgroup of the drain runs beside fewer others, faster), and
``rate`` the cost the device gets through a cycle (each resident workgroup's cost spread over
its residency, summed), both over the later half of the steady window (from the end of the
WARMUP rounds to the last dispatch: the steadier half). The interval combines the standard
error of ``rate`` from batch means over windows of one residency each (the device's
throughput, not single workgroups, varies little); the difference between the projections
from the window's two halves (a launch not yet steady: its rate still moving); and MODEL_SD
for what the sample cannot see; at the normal quantile of ``confidence``. The projection is
then checked against the one the prefix's first half gives, as if the replay had stopped
there (PKA's "until stable", without a second replay: the half's last dispatch, the same
drain, the rest projected from the half's own window): the interval is widened by their
distance (_steadied). A replay's workgroups start together, the launch's drift apart over
more rounds than a prefix holds; where how the CUs' turns meet sets the rate (atomics on
shared lines, on a chip of two XCDs), it moves long after the prefix (histogram_lds on a
4-CU MI300X: 1,655 cycles a residency to round 40 of 96, 1,725 after, the XCDs' dispatches
500 cycles apart), and no window from later rounds shows it where its workgroups start
together too. So once the interval stands, the prefix's first rounds are replayed again with
every other CU half a residency late, and the interval reaches, on its side, the projection
at that rate (_apart: 8 rounds, a twelfth of a launch of 96): on a chip of several XCDs its
middle moves halfway there, the launch's end taken as anywhere between the two; on a chip of
one XCD, whose CUs may lock in step instead, it reaches as far on both sides (histogram_lds
on a 2-CU MI250X: 3.4% slower from round 33 of 96, where its CUs apart run 0.65% faster). On
several XCDs the windows past a start (below) run with the XCDs so apart from their start,
as the launch's are there (_drifted). A launch's rate can change
after its first rounds, past the reach of one window's two halves: scan_blelloch on an
MI300X of 4 CUs slows 8% after its 16th round, its waves drifting apart and opening more
DRAM rows (row hits 1,450 -> 1,000 in a 20k-cycle window), and from 8 rounds it was
projected 7.7% low, outside +-1.7%; reduce_lds on an MI250X 2.9% low from 16 rounds, its
residencies still growing (2,200 -> 2,270 cycles) after them.
Hence ``rounds`` 32 by default: 16 rounds confirmed by 32. A launch's rate also changes
when its lines outgrow the L2s (or the MALL): until then a stream's stores stay in the L2,
after it each line brought in writes a dirty one back (a 2^20-item saxpy on a Vega 64 of 4
CUs: 2,626 cycles a round to round 51, 2,690 after; from 32 rounds projected 1.31% low,
outside +-1.0%). The record tells that round before any replay (each line's first toucher:
_filled); the steady window starts after it, the prefix is longer by its rounds past the
warm-up, and its "first half" is that of the rounds after them. Where the fill comes late
(from round 3 x ``rounds`` + WARMUP on, where that prefix would cost twice two windows), the
rounds up to it are not replayed: one window of ``rounds`` from the launch's start gives the
rate before the fill, and a second, of ``rounds`` from the fill's round on, the rate after it
and the launch's end (its drain, the release's dirty lines), its caches, TLBs and DRAM rows
put in the state the skipped work leaves (_warmed: the memory requests of every workgroup
before it, in dispatch order, asked of the hierarchy without the CUs, MemorySystem.warm_up:
each line where the levels' rules put it, dirty where written and not yet written back; 0.05
s for the 66,560 requests of a 2^20 saxpy's first 52 rounds on a Vega 64 of 4 CUs, whose
window then runs within 0.02% of the full replay's same rounds, 2.7% fast from cold caches).
The interval combines both windows' deviations and drifts, MODEL_SD and WARM_SD of what the
second projects (its workgroups starting together, where the launch's have drifted apart:
_windows). Where it is wider than ``error``, a third window from the middle of the rest past
the fill stands for the rounds after it, the second for those before: a window errs mostly by
where it falls (windows at seven places of a 2048-round launch deviate from its rate by
+2.53% to -1.43%, by -0.03% on average), so the two windows' WARM_SD terms are independent
(the root of the sum of their parts' squares); it is warmed by the requests of twice the
fill's rounds before it only (_since). Where that is wider still, the one longer prefix is
replayed as above.
Where the fill comes in the launch's last rounds (at most half of ``rounds`` after it), too
late for a window of ``rounds`` from it or a prefix past it, the second window is those last
rounds (LAST at least, from before the fill where fewer follow it), replayed to the launch's
end, and the first takes the rest of ``rounds`` (_last): the two cost what a prefix of a
launch without the fill costs, where the whole launch was replayed (a 2^20-item reduction on
a Vega 64 of 4 CUs, its L2 full in its last round); where their interval is wider than
``error`` (no rounds after them for a third window), it still is.
While the interval is wider
than ``error`` the prefix doubles, up to half the launch, past which the whole launch is
replayed (exact, its method saying why: a launch of too few rounds, caches filled too late,
later workgroups of profiles the prefix lacks, or an interval that stayed wide). A prefix and
then the whole cost more than a full replay (32 rounds of 96, then all: 1.33); so the prefix
after which a wide interval goes whole (its double would reach half the launch or SPEND:
_before_whole) is the whole launch's replay paused where the prefix ends, a fork of it
drained for the prefix (engine.py Continued: the same result as the prefix replayed alone),
and where the interval stays wide the paused replay goes on to the end (timing=True's result):
the whole costs one replay and the prefix's drain, the workgroups unfinished at the pause
(1.01-1.09 on the launches of 96 rounds whose interval stayed wide, 1.33-1.42 replayed
again). Only the prefixes before that one (launches past about 270 rounds at 32), those
holding representatives, the windows and _apart's replays are replayed alone; no prefix is
replayed that would bring the replays past SPEND of the launch's work (a sampled launch
costs at most 1 + SPEND / 2 full replays, the prefixes replayed alone doubling to less than
the continued one, with the drains and _apart's rounds: a quarter of a prefix of 32 rounds;
where fork is not (not Linux), 1 + SPEND and _apart's, 1.44 in all), nor where no prefix
below half the launch could reach ``error`` (one under MODEL_SD's floor; an interval whose
noise alone, narrowing as the square root of the rounds, would stay wider: _hopeless): the
whole launch is replayed at once, and a launch of too few rounds is not profiled. A launch
bound by a queue its waves leave work in (returnless atomics on one address) ends long after
its last workgroup: its projection is the end-to-end rate between the last two replays
(_queued). Counts (stalls, cache hits, busy cycles) are scaled from the replayed part: by
wave-instructions for what instructions cause, by cycles for what time causes (what the
caches do once full left out: sampled.UNSCALED); ``issued`` and ``wave_instructions`` are
exact (the record has every wave).

What was taken from where (the papers' own descriptions): TBPoint (Huang et al., IISWC 2014)
clusters thread blocks by their features and simulates representatives of each cluster,
predicting the rest in regions where the throughput is steady: the clustering of workgroups by
profile, and weighting each cluster by its count, come from it. PKA (Baddouh et al., MICRO
2021) stops a kernel's detailed simulation once its IPC has stabilised and projects the rest:
the steady-state prefix and the projection come from it; its 27% error on MLPerf is why the
projection here is checked (the two halves' agreement) and given an interval. Sieve
(Naderan-Tahan et al., ISPASS 2023) stratifies by instruction count, the
strongest single predictor of a kernel's time, with the sample's variance giving the error:
the instruction-count key of the profile and the cluster-weighted estimate with its error
from the sample's variance come from it. Photon (Liu et al., MICRO 2023) samples at the warp
and basic-block level with basic-block vectors: a workgroup's executed work as its signature
comes from it, reduced here to two numbers (a vector per block would split the irregular
kernels' workgroups into clusters of one); its online detection per warp is not taken (a
workgroup, not a wave, is what the dispatcher places).
A launch of few rounds (a 4096^3 matmul is 6.7 rounds of MI300X) gains nothing from the
prefix of rounds; its time is in one loop. ``Sampling(loops=N)`` replays the launch cut at
its first trips (N at least, more while their cost moves) and projects (loops.py), and
``Sampling(xcds=True)`` times one XCD's workgroups for all on a chip of several (spatial.py):
cuts.py. The Sampling record and the SampledResult: sampled.py.
Launches of a program with the same profile are timed once (inter-launch
sampling, Sieve's and PKA's kernel level) by program.py.
"""
import math
import statistics
from ctypes import c_int64, c_uint64, c_void_p
from dataclasses import replace
from functools import partial
from itertools import chain, compress
from operator import attrgetter, itemgetter
from pathlib import Path
from statistics import NormalDist

import numpy as np

from ..isa.issue import LDS, SMEM, VMEM
from .cuts import cut_replay
from .cu import Group
from .engine import Continued, dealt, replay
from .lds import unpack
from .loops import SamplingError
from .memory import MemorySystem
from .memory.native import Library, data_of, small_pages
from .ops import IssueCycles
from .record import NO_REQUEST
from .sampled import (MODEL_SD, WARMUP, SampledResult, Sampling, exact, percent, round_size,
                      scaled)
from .spatial import ATOMICS, offer

__all__ = ["SampledResult", "Sampling", "SamplingError", "clusters", "profiles",
           "sampled_replay"]
# The largest share of the work after the prefix that representatives may stand for: their
# costs are measured beside the prefix's workgroups, not under a load of their own kind (a
# grid whose second half scatters its loads where the first half's stay in the L1 was
# projected from the first half, -58% with a 1% interval). Past it the prefix grows.
ABSENT = 0.05
# A launch whose replay ends more than BACKLOG typical residencies after its last workgroup
# is bound by a queue its waves do not wait for (returnless atomics on one address): its
# rate is the end-to-end one between two replays, with QUEUED_SD as its deviation.
BACKLOG = 2
QUEUED_SD = 0.015
# The most of the work after the prefix that may be done by its kinds of workgroup in other
# shares than in the prefix's steady rounds (_moved): past it the prefix grows.
MOVED = 0.1

# The most the replays before a whole one may cost, a share of the launch's work: a prefix
# that would bring them past it is not replayed, the whole launch is, once. So a sampled launch
# costs at most 1 + SPEND full replays (a prefix, then the whole when its interval stays wide),
# and the rounds _apart replays again (a quarter of a prefix of 32 rounds: 1.44 at most),
# where a prefix of 32 rounds of 72 then the whole cost 1.46; where the last prefix goes on
# to the whole (engine.py Continued, _before_whole), 1 + SPEND / 2 and the drains. A third,
# and the representatives of clusters the prefix lacks: the prefix of 32 rounds on launches
# of 92 rounds and more.
SPEND = 0.35
# The fewest dispatch rounds a window of the launch's last rounds holds (_last): its warm-up
# and two more, twice (its half is checked), as the fewest rounds a Sampling takes.
LAST = 2 * (WARMUP + 2)
# The standard deviation, as a share of the cycles the window past a cache's fill projects
# (_windows), of what its warm-up (_warmed) and its start cannot give: the caches as its
# requests without the CUs' time leave them, and its workgroups starting together where the
# launch's have drifted apart over the rounds before (histogram_lds on an MI300X of 4 CUs,
# its window from round 256 of 512 warmed: 2.7% faster than the full replay's same rounds;
# cold, 3.1%: not the caches). Measured against full replays (docs/sampling-log.md).
WARM_SD = 0.015
# Numbers in at most one ascending run in RUNS are sorted by merging the runs (timsort), not
# by a quicksort (_sorted_distinct).
RUNS = 1024
# The compiled count of each workgroup's lines (lines.c, made lines.ll by
# tools/gen_hierarchy.py; _lines)
LINES = Library(Path(__file__).with_name("lines.ll"), {
    "lines_grouped": (c_int64, (c_void_p,) * 3 + (c_int64,) * 2 + (c_void_p,) * 3),
    "lines_features": (c_int64, (c_void_p, c_void_p, c_int64, c_void_p, c_int64, c_void_p,
                                 c_int64, c_void_p, c_uint64, c_uint64, c_int64)
                       + (c_void_p,) * 5)})


# What a workgroup's profile holds (profiles), by which clusters tells workgroups apart: each
# with the octave fraction its key rounds to (a looser one where counts vary with alignment;
# the stretches' 0.6: up to 4 one key, 5 to 17 the next, so that a stretch more or less, a
# workgroup's arrays meeting within a page or not, sets no kind apart: reduce_lds on a Vega 64
# of 4 CUs, 1 stretch to workgroup 1,802 and 2 after, was replayed whole at 1).
FEATURES = {"wave-instructions": 8, "memory and LDS operations": 8, "scalar memory operations": 8,
            "vector memory lines touched": 2, "LDS bank clocks": 8,
            "atomics' lanes on one address": 2,
            "workgroups sharing its atomics' lines": 2,
            "issue cycles a wave-instruction": 2,      # in sixteenths
            "stretches of lines a page apart": 0.6, "lines mostly touched rounds before": 1}


def profiles(recorder, device, per_round):
    """Per workgroup in dispatch order, a row of the FEATURES: what sets apart the cost of
    workgroups beyond their instructions on ``device`` (a DeviceConfig; ``per_round``: the
    workgroups a dispatch round holds). The same instructions over other lines, LDS
    addresses of other bank conflicts (the recorder's LDS cost of each wave's access:
    lds.py), scalar loads where others load by vector, or atomics whose lanes meet on one
    address (serialised in the L2) cost otherwise; so do the same counts of instructions that
    take longer (ops.IssueCycles: an f64 op at a sixteenth of the f32 rate, an s_sleep of 100
    for one of 1), of lines scattered over more pages (TLB misses, DRAM rows opened) or of
    lines workgroups rounds before them touched (a table the first ones fill and the later
    ones hit): _lines. Returns (those rows, (per vector memory line the
    workgroup touching it first, the lines' addresses, ascending): when the launch's lines
    outgrow a cache, _filled; per request of ``recorder.requests`` its workgroup, -1 for none: _warmed).
    Its arrays (and the request tables, where it makes them first) in small pages, as a
    replay's (memory/native.py small_pages): a 2048-round saxpy's first profiles on an MI300X
    of 4 CUs took 0.40-0.49 s of kernel time in huge ones, 0.11-0.13 s in small ones, its
    request tables 0.16-0.22 s and 0.03-0.05 (the host at load ~15)."""
    with small_pages():
        return _profiles(recorder, device, per_round)


def _profiles(recorder, device, per_round):
    """profiles' rows, first touches and requests' workgroups."""
    groups = np.concatenate(recorder.wave_group) if recorder.wave_group else np.zeros(0, int)
    asked = np.full(len(recorder.requests), -1, np.int64)     # per request its workgroup
    busy, runs, scalar = IssueCycles(device, sleeps=True), {}, []
    # Per run of the log its counts (instructions, operations, scalar, issue cycles: a run's by
    # its first pc and length) and its waves, and per LDS access its waves' bank clocks,
    # summed by workgroup once for the whole log (each costed entry adding to every wave's row
    # was 0.75 s of histogram_lds's 1.1 s of profiles at 2048 rounds on an MI250X of 4 CUs)
    # (and the vector memory requests' numbers and waves, and the LDS costs unpacked, gathered
    # so: a fancy-index update and two method calls a costed entry were a third of
    # histogram_lds's profiles at 2048 rounds on an MI250X of 4 CUs); per straight run its
    # issue cycles and its costed entries' places and categories (record._COSTED: the others'
    # costs are None), so that the pass visits those alone
    counts, ids, banks, vector = [], [], [], []
    for run, wave_ids, costs in recorder.log:
        key = run[0].pc, len(run)           # straight code from its first pc on
        known = runs.get(key)
        if known is None:
            known = runs[key] = sum(map(busy, run)), [
                (k, category) for k, category in enumerate(map(recorder.category, run))
                if category in (VMEM, SMEM, LDS)]
        cycles, costed = known
        operations = loads = 0
        for k, category in costed:
            cost = costs[k]
            if cost is None:
                continue
            operations += 1
            if category == VMEM:
                vector.append((cost, wave_ids))
            elif category == SMEM:
                loads += 1
                scalar.append((cost, wave_ids))
            else:
                banks.append((wave_ids, cost))
        counts.append((len(run), operations, loads, cycles))
        ids.append(wave_ids)
    _owned(asked, vector, groups)
    count = int(groups.max()) + 1 if groups.size else 0
    waves = groups[np.concatenate(ids)] if ids else np.zeros(0, np.int64)   # their workgroups
    lengths = np.fromiter(map(len, ids), np.int64, len(ids))
    summed = [np.bincount(waves, np.repeat(column, lengths), count).astype(np.int64)
              for column in np.array(counts, np.int64).reshape(-1, 4).T]
    clocks = np.zeros(count, np.int64)
    if banks:
        costs = [c if np.shape(c) == np.shape(w) else np.broadcast_to(c, np.shape(w))
                 for w, c in banks]
        clocks = np.bincount(groups[np.concatenate([w for w, _ in banks])],
                             unpack(np.concatenate(costs).astype(np.int64))[0],
                             count).astype(np.int64)
    summed.insert(3, clocks)
    _, sizes, _, lines = recorder.request_tables()
    touched, stretches, before, first = _lines(asked, lines, device, count, per_round, sizes)
    per_instruction = np.round(16 * summed[4] / np.maximum(summed[0], 1))
    every = asked.copy()
    _owned(every, scalar, groups)
    return (np.stack([*summed[:3], touched, summed[3],
                      *_atomics(recorder.requests, recorder.request_tables(), asked, count),
                      per_instruction, stretches, before], axis=1).astype(np.int64),
            first, every)


def _owned(owners, costs, groups):
    """Writes into ``owners`` (per request its workgroup) the workgroups (``groups``: per wave)
    of the requests of ``costs`` ((per wave its request's number, the waves), in log order),
    all at once (a request is numbered once: recorder._cost_of), but for the waves that
    asked nothing (NO_REQUEST: a cut leaves them out)."""
    if costs:
        numbers = np.concatenate([n for n, _ in costs]).astype(np.int64, copy=False)
        owned = groups[np.concatenate([w for _, w in costs])]
        made = numbers != NO_REQUEST
        if made.all():                  # (as a rule: no copies of 2M numbers a saxpy's)
            owners[numbers] = owned
        else:
            owners[numbers[made]] = owned[made]


def _lines(asked, lines, device, count, per_round, sizes=None):
    """profiles' columns of the vector memory ``lines`` of the requests (one after another;
    ``asked``: per request its workgroup, -1 for none; ``sizes``: per request its lines'
    count, one each where None) of a launch of ``count`` workgroups, counted compiled
    (lines.c): per workgroup

      - the distinct lines it touches: what sets apart workgroups of the same instructions
        whose accesses stay in a few lines or scatter;
      - the stretches they make, each line (in ascending order) in the page of the one before
        it or next to it (an L2 line on): the device's TLB page (a miss walks), or where it
        translates nothing its DRAM rows across the channels (the span of consecutive
        addresses one row of each channel holds). Lines scattered over more pages cost
        otherwise (late workgroups spreading theirs 2 MiB apart: +26% on a Vega 64 projected
        from the early ones); a stretch crossing a page's edge, which the same workgroup
        elsewhere need not, is one stretch all the same;
      - 1 where more than three quarters of its lines were touched first by a workgroup
        dispatched a round (``per_round`` workgroups) or more before it, else 0: the same
        lines cost a miss to the first and a hit to the later ones while they stay (a table
        the first workgroups fill and the later ones read: +36% projected from the first
        ones). Lines shared within a round (a stencil's rows with its neighbours) are fetched
        for those running side by side, and a share up to three quarters is not a kind apart
        (a Triton matmul's workgroups read one or both of their input tiles after others did
        rounds before, half or three quarters of their lines with the output tile's:
        interleaved, and no cheaper by a kind);

    and (per line the workgroup touching it first, the lines' addresses, ascending). The
    launch's lines are numbered by their place in the span they cover (in steps of their
    alignment), or where they scatter over more than four times their pairs' count, among
    their distinct ones (sorted by numpy: _sorted_distinct). A 2048-round saxpy on an MI250X
    of 4 CUs, 4.4M lines, 2.1M distinct: 0.05 s CPU, where numpy's sorts of the (workgroup,
    line) pairs took 0.19 s and made seven arrays of the lines' size, whose fresh pages cost
    the kernel as much again in a process's first call."""
    asked = np.ascontiguousarray(asked, np.int64)
    lines = np.ascontiguousarray(lines, np.uint64)
    sizes = (np.ones(asked.size, np.int64) if sizes is None
             else np.ascontiguousarray(sizes, np.int64))
    offsets = np.zeros(count + 1, np.int64)
    keys = np.empty(lines.size, np.uint64)      # (pages touched as filled: the asked lines')
    found = np.zeros(3, np.uint64)
    pairs = LINES.lines_grouped(data_of(asked), data_of(sizes), data_of(lines), asked.size,
                                count, data_of(offsets), data_of(keys), data_of(found))
    if pairs < 0:
        raise SamplingError(f"no memory to sort the vector memory lines of a workgroup of "
                            f"the launch's {count:,}")
    top = int(found[2])
    distinct = None
    if pairs and top + 1 > 4 * pairs:           # scattered: numbered by a sort
        distinct = _sorted_distinct(keys[:pairs].copy())
    first = np.full(top + 1 if distinct is None else distinct.size, count, np.int64)
    memory = device.memory
    span = (memory.translation.page if memory.translation is not None
            else memory.dram.row_bytes * memory.dram.channels)
    touched, stretches, before = np.zeros((3, count), np.int64)
    firsts = np.empty((2, min(first.size, pairs)), np.int64)    # (touchers, lines)
    n = LINES.lines_features(data_of(keys), data_of(offsets), count,
                             None if distinct is None else data_of(distinct),
                             0 if distinct is None else distinct.size, data_of(first),
                             first.size, data_of(found), span, memory.l2.line, per_round,
                             data_of(touched), data_of(stretches), data_of(before),
                             data_of(firsts[0]), data_of(firsts[1]))
    return touched, stretches, before, firsts[:, :n]


def _atomics(requests, tables, asked, count):
    """Per workgroup: the lanes of its vector atomics on their busiest address, summed over
    its atomic requests (Request.serial: the operations the L2 does one after another), and
    the mean number of workgroups whose atomics touch each line its own do (the ones that
    queue on its lines: all the launch's on one counter, none on lines of its own).
    ``tables``: the requests' (requests.py ``tables``: port codes, -1 for an atomic's, their
    lines' counts, starts and lines), which give the atomics' lines; their kinds and serials
    read from the Requests through map (65,536 atomics of histogram_lds at 2048 rounds on an
    MI250X of 4 CUs, each read in a Python loop: 0.27 s)."""
    codes, sizes = tables[:2]
    numbers = np.flatnonzero((codes < 0) & (asked >= 0))   # (not the compiled port's)
    found = list(map(requests.__getitem__, numbers.tolist()))
    atomic = np.fromiter(map(ATOMICS.__contains__, map(attrgetter("kind"), found)), bool,
                         len(found))
    if not atomic.any():
        return np.zeros((2, count), np.int64)
    found = list(compress(found, atomic.tolist()))
    numbers = numbers[atomic]
    owners = asked[numbers]
    serial = np.bincount(owners, np.fromiter(map(itemgetter(0), map(attrgetter("serial"), found)),
                                             np.int64, len(found)), count)
    counts = sizes[numbers]
    touched = _lines_of(tables, numbers).astype(np.int64)
    line = _sorted_distinct(touched.copy())     # (np.unique hashes: 1.2 s for these 65,536)
    pairs = _sorted_distinct(np.repeat(owners, counts) * line.size
                             + np.searchsorted(line, touched))
    owner, place = pairs // line.size, pairs % line.size
    sharers = np.bincount(place, minlength=line.size)
    shared = np.bincount(owner, sharers[place], count)
    mean = shared / np.maximum(np.bincount(owner, minlength=count), 1)
    return np.stack([serial, np.round(mean)]).astype(np.int64)


def _lines_of(tables, numbers):
    """The lines of the requests ``numbers`` one after another, from their ``tables``
    (requests.py ``tables``)."""
    _, sizes, starts, lines = tables
    counts = sizes[numbers]
    at = np.repeat(starts[numbers] - np.r_[0, np.cumsum(counts)[:-1]], counts)
    return lines[at + np.arange(at.size)]


def _sorted_distinct(numbers):
    """The distinct ``numbers``, ascending, by a sort of ``numbers`` in place (the callers'
    own arrays): a merge of their ascending runs where they are few (a launch's requests come
    batch by batch, each instruction's workgroup by workgroup: a 2048-round saxpy's 3.1M
    (workgroup, line) pairs in 513 runs, merged in half a quicksort's time), else a
    quicksort."""
    runs = np.count_nonzero(numbers[1:] < numbers[:-1]) + 1
    numbers.sort(kind="stable" if runs * RUNS <= numbers.size else None)
    return numbers[np.r_[True, numbers[1:] != numbers[:-1]]]


def clusters(features):
    """Per workgroup its cluster's number: its features (profiles: a row a workgroup, a column
    a FEATURE) rounded to the fraction of an octave FEATURES give, numbered in the rows'
    order. A row's keys made one integer, the first the most significant (as the rows'
    order has them), where they fit: np.unique of rows sorts them as bytes (65,536 rows of
    random features, a 2048-round saxpy's workgroups on 4 CUs: 0.33 s CPU; one integer a
    row 0.03 s)."""
    keys = _keys(features)
    if not keys.size:
        return np.zeros(len(keys), np.int64)
    keys = (keys - keys.min(axis=0)).astype(np.int64)
    spans = keys.max(axis=0) + 1
    if math.prod(spans.tolist()) >= 1 << 62:
        return np.unique(keys, axis=0, return_inverse=True)[1].reshape(-1)
    weights = np.cumprod([1, *spans[:0:-1].tolist()])[::-1]
    return np.unique(keys @ weights, return_inverse=True)[1].reshape(-1)


def _keys(features):
    scale = np.array(list(FEATURES.values()), float)
    return np.round(scale * np.log2(np.asarray(features, float) + 1))


def sampled_replay(recorder, device, occ, sampling, **options):
    """The SampledResult of ``recorder``'s launch (replay's ``options`` passed on), or the
    full replay's TimingResult made a SampledResult of zero width when sampling would replay
    most of it anyway; from its loop's first trips when its record cut them (loops.py). Its
    replays build the record's streams once (Recorder.streams_kept)."""
    with recorder.streams_kept():
        return _sampled(recorder, device, occ, sampling, **options)


def _sampled(recorder, device, occ, sampling, **options):
    """sampled_replay's SampledResult."""
    cut = getattr(recorder, "cut", None)
    if cut is not None:
        found = cut_replay(recorder, device, occ, sampling, **options)
        if found is not None:
            return found
        if sampling.loops:
            result = _by_rounds(recorder, device, occ, sampling, **options)
            waves = sum(g.size for g in recorder.wave_group)
            return replace(result, method=f"{cut.unsampled(waves)}; sampled by rounds: "
                                          f"{result.method}")
    return _by_rounds(recorder, device, occ, sampling, **options)


def _by_rounds(recorder, device, occ, sampling, **options):
    """sampled_replay's SampledResult by dispatch rounds (the module's docstring): the whole
    launch replayed at once where no prefix could reach ``error`` (_hopeless); the prefixes
    without representatives, and the whole launch after them, one replay going on from each
    to the next where it can (engine.py Continued), stopped once an estimate stands."""
    going = []                  # that replay, once a prefix has started it
    try:
        return _rounds(recorder, device, occ, sampling, going, **options)
    finally:
        for continued in going:
            continued.close()


def _rounds(recorder, device, occ, sampling, going, **options):
    """_by_rounds's SampledResult, its prefixes replayed by the Continued it puts in
    ``going``."""
    groups = np.concatenate(recorder.wave_group) if recorder.wave_group else np.zeros(0, int)
    total = int(groups.max()) + 1 if groups.size else 0
    rounds = sampling.rounds
    per_round = round_size(recorder, device, occ, total)
    z = NormalDist().inv_cdf(0.5 + sampling.confidence / 2)
    count = "1 workgroup is" if total == 1 else f"{total} workgroups are"
    held, cus = -(-total // per_round), device.compute_units
    why = (f"the launch's {count} {held} dispatch round{'s' * (held != 1)} on {cus} "
           f"CU{'s' * (cus != 1)}, within twice the {rounds} rounds a sampled prefix replays, "
           f"replayed in full{offer(recorder, device)}")
    if 2 * rounds * per_round < total and sampling.error <= z * MODEL_SD:
        rounds, why = total, (f"replayed in full: error={sampling.error:.2%} is below the "
                              f"+-{z * MODEL_SD:.2%} that every interval by rounds keeps "
                              f"(MODEL_SD, the model's error a prefix cannot see, at "
                              f"confidence={percent(sampling.confidence)}); an error= above "
                              f"it samples")
    before = None               # the previous replay's (wave-instructions, cycles)
    spent = 0                   # the wave-instructions replayed so far
    shared = 0                  # of them, those the continued replay ran once for several
    # prefixes, less those it ran again past a prefix's drain (the replays cost spent - shared)
    reached = drained = 0       # the work of the prefix it has reached, of that prefix's drain
    apart = None                # the shares the rate moves by with the CUs apart (_apart),
    # measured once an interval without it is within error (a wider one grows the prefix)
    look = max(sampling.rounds // 4, LAST)      # the rounds _apart replays again
    features = None
    steady = WARMUP             # the rounds before the steady state (_filled)
    split = 0                   # the fill's round, where a second window starts (_windows)
    last = False                # that window the launch's last rounds, sharing the prefix's (_last)
    while True:
        prefix = rounds * per_round
        if 2 * prefix >= total:
            if going:           # the prefixes' replay goes on to the end
                shared += reached - drained
                result = going[0].whole()
            else:
                result = replay(recorder, device, occ, **options)
            return exact(result, sampling, why,
                         (spent - shared) / max(result.wave_instructions, 1))
        if features is None:
            features, touchers, asked = profiles(recorder, device, per_round)
            labels, instructions = clusters(features), features[:, 0]
            filled, outgrown = _filled(touchers, device, per_round)
            steady = max(WARMUP, filled)
            least = sampling.rounds + steady - WARMUP       # its windows as long
            launch = math.ceil(total / per_round)
            filling = (f"replayed in full: its lines outgrow {outgrown} in dispatch round "
                       f"{steady} of {launch} "
                       f"(its first workgroups run with them not yet full: no write-backs of "
                       f"dirty lines, and the steady state only after): a prefix showing the "
                       f"steady state, {least} rounds, is "
                       + ("past half the launch" if least < launch else
                          f"longer than the launch's {launch}: it has too few rounds after "
                          f"the fill to sample")
                       + "; a launch of more dispatch rounds (a larger grid) samples")
            late = _last(filled, launch, sampling.rounds)
            if late:                                    # the last rounds a window of their own
                split, last, steady = late, True, WARMUP
            elif filled >= 3 * sampling.rounds + WARMUP:  # two windows half one past it
                split, steady = filled, WARMUP
            elif rounds < least:
                rounds, why = least, filling
                continue
        if split:
            start = split * per_round
            # the windows' workgroups: the second's all from ``start`` on where it is the
            # launch's last rounds, the first's then the rest of the prefix's
            length = total - start if last else prefix
            first = prefix - length if last else prefix
            if not last and (prefix > start or start + prefix > total or 4 * prefix >= total):
                split, steady, rounds, why = 0, filled, least, filling  # one prefix past it
                continue
            wrong = (_unsteady(features[:start], labels[:start], instructions[:start], first,
                               WARMUP, per_round)
                     or _unsteady(features[start:], labels[start:], instructions[start:],
                                  length, WARMUP, per_round, start))
            if wrong:
                why, rounds = wrong, rounds * 2
                continue
            selects = [_selection(labels[:start], first, WARMUP * per_round,
                                  sampling.representatives),
                       [start + g for g in _selection(labels[start:], length,
                                                      WARMUP * per_round,
                                                      sampling.representatives)]]
            shown = int(instructions[selects[0]].sum() + instructions[selects[1]].sum())
            told = (f"{first // per_round} from the start and the last "
                    f"{launch - split} from round {split} of {launch}" if last else
                    f"{rounds} from the start and {rounds} from round {split} of {launch}")
            if spent + shown > SPEND * int(instructions.sum()):
                why = _too_costly(f"replaying windows of dispatch rounds, {told} (its lines "
                                  f"outgrow {outgrown} in round {filled}),",
                                  (spent + shown) / instructions.sum(), sampling)
                rounds = total
                continue
            windows, starts = [], [start]
            recorder.keep_streams([*selects[0], *selects[1]])   # _apart's within the first
            warm = _warmed(recorder, device, options, asked, start)
            drifted = None          # the XCDs' phase past a start (_drifted)
            for select, memory, n in ((selects[0], options.get("warm"), first),
                                      (selects[1], warm, length)):
                placed = []
                result = replay(recorder, device, occ, select=select, placed=placed,
                                delays=drifted, **{**options, "warm": memory})
                windows.append((result, placed, select, n))
                drifted = _drifted(device, placed)
            spent += shown
            while True:
                found = _windows(windows, labels, instructions, per_round, sampling, starts)
                if found is None:       # bound by a queue: its end-to-end rate is one prefix's
                    break
                *found, projected = found
                estimate = _steadied(*found, _part(apart or (0.0, 0.0), projected))
                if apart is None and _width(estimate) <= sampling.error:    # where it stands
                    apart, again = _apart(recorder, device, occ, options,
                                          (windows[0][1], selects[0], first,
                                           WARMUP * per_round), labels, per_round, look)
                    spent += int(instructions[again].sum())
                    estimate = _steadied(*found, _part(apart, projected))
                if _width(estimate) <= sampling.error:
                    where = (f", where its lines outgrow {outgrown}" if split == filled else
                             f", its lines outgrowing {outgrown} in round {filled}")
                    return replace(estimate, replayed_share=spent / int(instructions.sum()),
                                   method=_told(told, where, rounds, starts, per_round))
                # a window in the middle of the rest too, each standing for its half (their
                # WARM_SD terms independent: the rest's sqrt(1/2)); past the second's end
                # (none where that is the launch's last rounds)
                middle = (split + (launch - split) // 2) * per_round
                if (len(starts) > 1 or middle < start + length or middle + prefix > total
                        or _unsteady(features[middle:], labels[middle:],
                                     instructions[middle:], prefix, WARMUP, per_round, middle)):
                    break
                select = [middle + g for g in _selection(labels[middle:], prefix,
                                                         WARMUP * per_round,
                                                         sampling.representatives)]
                shown = int(instructions[select].sum())
                if spent + shown > SPEND * int(instructions.sum()):
                    break
                placed = []
                since = _since(recorder, device, (asked, touchers), middle,
                               split * per_round, select)
                result = replay(recorder, device, occ, select=select, placed=placed,
                                delays=drifted,
                                **{**options, "warm": _warmed(recorder, device, options, asked,
                                                              middle, since, None if since
                                                              else (warm, start))})
                windows.append((result, placed, select, prefix))
                starts.append(middle)
                spent += shown
            if last and estimate is not None:
                why = (f"replayed in full: windows of dispatch rounds, {told} (its lines "
                       f"outgrow {outgrown} in round {filled}), gave an interval of "
                       f"+-{_width(estimate):.1%}, wider than error={sampling.error:.1%}; a "
                       f"larger error= samples")
                rounds = total
                continue
            split, last, steady, rounds, why = 0, False, filled, least, filling  # one past it
            continue
        wrong = _unsteady(features, labels, instructions, prefix, steady, per_round)
        if wrong:
            why, rounds = wrong, rounds * 2
            continue
        select = _selection(labels, prefix, steady * per_round, sampling.representatives)
        shown = int(instructions[select].sum())
        if spent + shown > SPEND * int(instructions.sum()):
            why = _too_costly(f"replaying the next prefix, {rounds} of the launch's "
                              f"{math.ceil(total / per_round)} dispatch rounds,",
                              (spent + shown) / instructions.sum(), sampling)
            rounds = total
            continue
        recorder.keep_streams(select)                   # _apart's, within it
        if (len(select) == prefix and Continued.possible(options)
                and (going[0].limit < prefix if going else
                     _before_whole(prefix, total, spent + shown, instructions))):
            if not going:
                going.append(Continued(recorder, device, occ, partial(_reported, instructions),
                                       options))
            shared += reached - drained         # the previous prefix's drain run again
            result, placed, release, drained = going[0].prefix(prefix)
            reached = int(instructions[:prefix].sum())
            continued = True
        else:
            continued = False
            placed, kept = [], []
            result = replay(recorder, device, occ, select=select, placed=placed,
                            **{**options, "keep": _keeping(kept, options.get("keep"))})
            release = _release(kept[0], result, instructions, select)
        spent += shown
        chosen = select, prefix, steady * per_round
        found = _estimate(result, placed, chosen, labels, instructions, per_round, sampling,
                          before, release, apart or (0.0, 0.0))
        if found is not None and apart is None and _width(found[0]) <= sampling.error:
            apart, again = _apart(recorder, device, occ, options,
                                  (placed, select, prefix, WARMUP * per_round), labels,
                                  per_round, look)
            spent += int(instructions[again].sum())
            found = _estimate(result, placed, chosen, labels, instructions, per_round,
                              sampling, before, release, apart)
        before = shown, result.cycles
        rounds *= 2
        if found is None:
            continue
        estimate, noise = found
        width = _width(estimate)
        if width <= sampling.error:
            extra = len(select) - prefix
            told = (f"rounds: a prefix of {rounds // 2} dispatch rounds of "
                    f"{math.ceil(total / per_round)} ({prefix} workgroups"
                    + (f", and {extra} standing for clusters it lacks" if extra > 0 else "")
                    + f") replayed, its rate from round {steady} on projecting the rest")
            queued = estimate.method != SampledResult.method        # _queued's
            if continued:           # the memory state it leaves, as the prefix's replay's
                going[0].kept()
            return replace(estimate, replayed_share=(spent - shared) / int(instructions.sum()),
                           method=told + (f"; {estimate.method}" if queued else ""))
        why = (f"replayed in full: the interval of every prefix up to half the launch stayed "
               f"wider than error={sampling.error:.1%} (+-{width:.1%} from {rounds // 2} "
               f"rounds); a larger error= samples")
        if _hopeless(noise, sampling.error, z * MODEL_SD, total / (2 * prefix)):
            why = (f"replayed in full: a prefix of {rounds // 2} rounds gave an interval of "
                   f"+-{width:.1%}, and longer prefixes up to half the launch would not "
                   f"narrow it to error={sampling.error:.1%} (only its noise, +-{noise:.1%}, "
                   f"shrinks with more rounds, as their square root); a larger error= samples")
            rounds = total


def _too_costly(replaying, share, sampling):
    """Why a launch is replayed in full where ``replaying`` (what would be replayed next, a
    phrase ending in a comma) would bring the replays to ``share`` of the launch's work, past
    SPEND."""
    return (f"replayed in full: {replaying} would bring the replays to {share:.0%} of the "
            f"launch's work, more than SPEND={SPEND:.0%}: were its interval then still wider "
            f"than error={sampling.error:.1%}, the whole launch would be replayed after it, "
            f"{1 + share:.2f} replays in all; a launch of more dispatch rounds (a larger grid, "
            f"or a device of fewer CUs) or a larger error= may sample")


def _told(told, where, rounds, starts, per_round):
    """The method of an estimate from the windows ``told`` (from the start and from the first
    of ``starts``, ``where`` the lines outgrow the caches) and one of ``rounds`` from each later
    workgroup of ``starts``."""
    others = "".join(f" and {rounds} from round {start // per_round}" for start in starts[1:])
    return (f"rounds: {told}{where}{others}, the caches, TLBs and DRAM rows warmed by the "
            f"memory requests of the {starts[0]} workgroups before it"
            + (" (and of those before each later window)" if others else "")
            + ", without their CUs")


def _width(estimate):
    """The half-width of ``estimate``'s interval, a share of its cycles."""
    low, high = estimate.interval
    return (high - low) / 2 / estimate.cycles


def _filled(first, device, per_round):
    """(the dispatch rounds after which the caches the launch's lines outgrow are full, those
    caches in words: "the L2s' 4 MiB"), (0, "") when its lines fit them: the round, counted
    from 1, of the workgroup whose first touches (profiles' ``first``: per line the workgroup
    touching it first, the lines' addresses, ascending) bring the launch's lines past the L2s' lines (each XCD's)
    or the MALL's, the later. Until then a stream's stores stay in the L2 as dirty lines;
    after, each line brought in evicts one and writes it back (2^20-item saxpy on a Vega 64
    of 4 CUs: 2,626 cycles a round to round 51, its 4 MiB L2 full, 2,690 after; a prefix of
    32 rounds projected it 1.31% low, outside its +-1.0%). A prefix shows that steady state
    only past this round."""
    memory, settled, outgrown = device.memory, 0, []
    toucher, line = first
    for cache, instances in [(memory.l2, device.xcds), *([(memory.mall, 1)] if memory.mall
                                                         else [])]:
        capacity = instances * cache.size // cache.line
        starts = np.flatnonzero(np.r_[True, np.diff(line // cache.line) != 0])
        if starts.size > capacity:      # the workgroup first touching each of its lines
            owners = np.partition(np.minimum.reduceat(toucher, starts), capacity)
            settled = max(settled, int(owners[capacity]) // per_round + 1)
            size = instances * cache.size
            outgrown.append(("the MALL's " if cache is memory.mall else "the L2s' ")
                            + (f"{size >> 20} MiB" if size >= 1 << 20 else f"{size >> 10} KiB"))
    return settled, " and ".join(outgrown)


def _last(filled, launch, rounds):
    """The dispatch round from which a window of the launch's last rounds is replayed beside
    one from its start, where its lines outgrow a cache (``filled``: _filled's round of the
    ``launch``'s rounds) too late for a prefix past it or a window of ``rounds`` from it: the
    fill's round, or LAST rounds before the end where fewer follow it (the window's warm-up
    and both its halves); 0 where that window would be more than half of ``rounds``, whose
    rest the window from the start takes (the two together cost the prefix a launch without
    the fill replays), or the launch has no fill. Its caches, TLBs and DRAM rows warmed as the
    skipped work leaves them (_warmed), the window replays the fill and what follows it up to
    the launch's drain: a 2^20-item reduction on a Vega 64 of 4 CUs, its 4 MiB L2 full in its
    last round, had been replayed whole."""
    start = min(filled, launch - LAST)
    if not filled or launch - start > rounds // 2:
        return 0
    return start


def _hopeless(noise, error, floor, room):
    """Whether a prefix whose interval's noise (the rate's standard error at the confidence,
    a share of the cycles) is ``noise`` cannot reach ``error`` by growing by the powers of two
    below ``room``: were its bias gone, its noise narrowing as the square root of the rounds
    (batch means), beside the ``floor`` no prefix narrows (MODEL_SD at the confidence). Then
    the whole launch is replayed at once, not every doubling before it first (a prefix of
    rounds doubled to half the launch, then the whole: near twice a full replay's work)."""
    growth = 2 ** max(0, math.ceil(math.log2(room)) - 1) if room > 1 else 1
    return math.hypot(noise / math.sqrt(growth), floor) > error


def _steadied(estimate, shorter, replayed, apart=(0.0, 0.0)):
    """``estimate`` with its interval widened by how far the projection from the first half
    of its prefix (``shorter`` cycles) lies from it: what doubling the prefix still moves the
    projection by is the part of its bias the sample cannot show (a launch whose rate changes
    after the first rounds: its waves drifting apart over the rounds open more DRAM rows);
    and by ``apart`` (the cycles down, up): what its projected part moves by at the rate its
    CUs run with their workgroups apart (_apart), which the launch's move towards as they
    drift apart. On one XCD, where which way is not known (both given), the interval reaches
    that far on both sides; on several (one side), the launch's end lies between the two
    projections, taken as anywhere between them alike: the interval's middle moves halfway
    and the span's standard deviation (its twelfth's root) joins the rest's (a 2-XCD
    histogram_lds of 512 rounds whose global atomics meet on two lines, 3.9% slower apart,
    its XCDs apart at the full launch's end: +-3.6% with the span added whole, +-2.9% so,
    holding it). ``replayed``: the cycles replayed, the interval's least low end."""
    low, high = estimate.interval
    half = math.hypot((high - low) / 2, estimate.cycles - shorter)
    down, up = apart
    if down and up:         # one XCD: which way not known, as far on both sides
        low, high = estimate.cycles - half + down, estimate.cycles + half + up
    else:                   # several XCDs: the launch's end anywhere between the two
        z = NormalDist().inv_cdf(0.5 + estimate.confidence / 2)
        middle = estimate.cycles + (down + up) / 2
        half = math.hypot(half, z * (up - down) / math.sqrt(12))
        low, high = middle - half, middle + half
    return replace(estimate, interval=(max(replayed, round(low)), round(high)))


def _keeping(kept, keep):
    """A replay's ``keep``: the MemorySystem put in ``kept``, and passed on to ``keep``."""
    def both(memory):
        kept.append(memory)
        if keep is not None:
            keep(memory)
    return both


def _before_whole(prefix, total, spent, instructions):
    """Whether the prefix of ``prefix`` workgroups (``spent``: the work replayed with it) is
    the last before the whole launch where its interval stays wide: the next, twice as long,
    would reach half the launch or take the replays past SPEND (its representatives left
    out). Such a prefix starts the continued replay (engine.py Continued), which then costs
    the prefix's drain instead of a replay of the prefix again; one that settles pays for
    it all the same (every workgroup's streams built, two processes forked and the pages
    they write copied: 0.25-0.33 s of CPU to the prefix's report against 0.20-0.24 s for
    the prefix alone, stencil_lds at 96 rounds on an MI250X of 4 CUs), so an earlier
    prefix, which a wide interval doubles, is replayed alone."""
    after = int(instructions[:2 * prefix].sum())
    return 4 * prefix >= total or spent + after > SPEND * int(instructions.sum())


def _reported(instructions, result, placed, memory, unfinished):
    """The report of a prefix the continued replay drained (engine.py Continued: ``result``,
    its dispatched Groups ``placed``, the MemorySystem it left, the workgroups ``unfinished``
    at the pause), as _rounds reads it: the result, the Groups' places and times (what of
    them crosses processes), the release's cycles (_release) and the work of the workgroups
    the drain ran (those unfinished, each counted whole: the continued replay runs them
    again, in part, where it goes on past the prefix)."""
    groups = []
    for group in placed:
        light = Group(group.gid, 0)
        light.start, light.end, light.cu = group.start, group.end, group.cu
        groups.append(light)
    return (result, groups, _release(memory, result, instructions, np.arange(len(placed))),
            int(instructions[unfinished].sum()))


def _release(memory, result, instructions, select):
    """The cycles the kernel's end-of-kernel release (MemorySystem.release: MI300's L2s
    written back) would take longer after the whole launch than after the replayed part: the
    L2s would hold the skipped work's dirty lines too (as many a wave-instruction as the
    replayed part left, at most the L2s' lines), each written back in the same time."""
    start, dirty = memory.released
    if not dirty:
        return 0
    capacity = sum(l2.cache.size >> l2.line_bits for l2 in memory.l2)
    full = min(capacity, dirty * instructions.sum() / instructions[select].sum())
    return (result.cycles - start) * (full / dirty - 1)



def _unsteady(features, labels, instructions, prefix, steady, per_round, start=0):
    """Why the ``prefix`` first workgroups of a part of the launch (from workgroup ``start``
    on: its rows of the features, clusters and instructions), their steady state from round
    ``steady`` on, show not the rest of that part (_absent, _moved), or None."""
    at = f"from workgroup {start} on, " if start else ""
    absent = _absent(labels, instructions, prefix)
    if absent > ABSENT:
        return (f"{at}workgroups past the first {prefix} (from "
                f"{start + _first_absent(labels, prefix)} on) differ from them in "
                f"{_differing(features, labels, prefix)}, {absent:.0%} of the later work: no "
                f"prefix of rounds shows their cost")
    moved = _moved(labels, instructions, steady * per_round, prefix)
    if moved > MOVED:
        return (f"{at}workgroups past the first {prefix} are of its kinds in other shares "
                f"than its rounds after the first {steady} ({moved:.0%} of their work would "
                f"move from kind to kind): the rate of its mix is not theirs")
    return None


def _absent(labels, instructions, prefix):
    """The share of the work after the prefix done by workgroups of clusters the prefix does
    not hold: a launch whose later workgroups differ from its first ones (another loop
    count, other lines) is not at a steady state the prefix shows."""
    later = instructions[prefix:]
    missing = ~np.isin(labels[prefix:], labels[:prefix])
    return float(later[missing].sum()) / max(float(later.sum()), 1.0)


def _moved(labels, instructions, warmup, prefix):
    """The share of the work that would move from cluster to cluster to make the shares of
    the work after the prefix those of its rounds after the ``warmup`` workgroups (half the
    sum of their differences): the window whose rate is projected runs another mix than the
    rest (the first 400 of 2,000 workgroups filling a table the later ones hit, both kinds in
    a prefix of 640 and only hits after it: +5.5% outside +-2.6%)."""
    def shares(part):
        work = np.bincount(labels[part], instructions[part], labels.max() + 1)
        return work / max(work.sum(), 1)
    if prefix >= len(labels):       # a window of all its part's rounds: nothing after it
        return 0.0
    return float(np.abs(shares(slice(warmup, prefix)) - shares(slice(prefix, None))).sum()) / 2


def _first_absent(labels, prefix):
    """The first workgroup past the prefix of a cluster the prefix does not hold."""
    return prefix + int(np.argmax(~np.isin(labels[prefix:], labels[:prefix])))


def _differing(features, labels, prefix):
    """The FEATURES (words) whose keys the workgroups past the prefix of clusters it lacks
    take and none of its own does: what sets the later ones apart."""
    keys = _keys(features)
    missing = ~np.isin(labels[prefix:], labels[:prefix])
    later = keys[prefix:][missing]
    names = [name for k, name in enumerate(FEATURES)
             if not np.isin(later[:, k], keys[:prefix, k]).all()]
    return " and ".join(names) or "their features together"


def _selection(labels, prefix, warmup, representatives):
    """The workgroups to replay in order: the prefix, with after its warm-up rounds up to
    ``representatives`` workgroups of each cluster it lacks, spread over the cluster."""
    seen = set(labels[:prefix].tolist())
    extra = []
    for label in np.unique(labels[prefix:]).tolist():
        if label in seen:
            continue
        members = np.flatnonzero(labels == label)
        pick = np.unique(np.linspace(0, len(members) - 1, representatives).round().astype(int))
        extra += members[pick].tolist()
    return [*range(warmup), *extra, *range(warmup, prefix)]


def _estimate(result, placed, chosen, labels, instructions, per_round, sampling, before,
              release=0, apart=(0.0, 0.0)):
    """The SampledResult from the replay of ``chosen``: (select, the prefix's workgroups,
    those before the steady state) (the module's docstring), ``before`` the previous
    (shorter) replay's (wave-instructions, cycles) or None, ``release`` the cycles the
    end-of-kernel release adds after the whole launch (_release); None when the launch is
    bound by a queue and no previous replay gives its rate. ``apart``: the shares (down, up)
    the projected part may move by with the CUs' workgroups apart (_apart)."""
    select, prefix, warm = chosen
    groups = sorted(placed, key=lambda g: g.start)
    shown = int(instructions[select].sum())
    backlog = result.cycles - max(g.end for g in groups)
    if backlog > BACKLOG * statistics.median(g.end - g.start for g in groups):
        return None if before is None else _queued(result, shown, before, instructions,
                                                   sampling, len(labels), len(select))
    warm_end = sorted(g.end for g in groups)[min(len(groups), warm) - 1]
    z = NormalDist().inv_cdf(0.5 + sampling.confidence / 2)
    ends = []
    late = warm - WARMUP * per_round            # rounds the steady state starts later by
    for cut in (late + (prefix - late) // 2, prefix):       # as if half as long past them, all
        last_dispatch, extra, sd, drift = _window(groups, select, labels, (cut, prefix),
                                                  warm_end, per_round)
        ends.append(last_dispatch + result.cycles - groups[-1].start + round(extra + release))
    cycles = ends[-1]
    half = z * math.sqrt(sd ** 2 + drift ** 2 + (MODEL_SD * cycles) ** 2)
    return _steadied(scaled(result, cycles, int(instructions.sum()), shown, len(labels),
                            (max(result.cycles, round(cycles - half)), round(cycles + half)),
                            sampling, len(select)), ends[0], result.cycles,
                      _part(apart, extra)), z * sd / cycles


def _window(groups, select, labels, cut, warm_end, per_round, skip=None, whole=False):
    """(the last dispatch of a replay of ``select`` (its dispatched ``groups`` by start) as if
    its workgroups numbered ``cut`` = (from, to) were left out, the cycles the launch's skipped
    workgroups add at the rate of its window from ``warm_end`` to that dispatch, its standard
    deviation, the difference of the projection from the window's first half): the skipped
    ones those of ``skip`` (a mask of the launch's workgroups, None: all) not replayed, or with
    ``skip`` given as (mask, True) all of them, the replayed too (a window whose own time is
    not counted: _windows); ``whole``: the rate of the whole window, not its later half's
    (a short one: _apart)."""
    first, last = cut
    kept = [g for g in groups if not first <= select[g.gid] < last]
    chosen = np.zeros(len(labels), bool)
    if skip is None:
        skip = np.ones(len(labels), bool), False
    mask, every = skip
    if not every:
        chosen[[select[g.gid] for g in kept]] = True
    skipped = np.bincount(labels[mask & ~chosen], minlength=labels.max() + 1)
    sample = (np.array([(g.start, g.end) for g in groups], float).reshape(-1, 2),
              labels[[select[g.gid] for g in groups]], skipped, per_round)
    last_dispatch = kept[-1].start
    middle = warm_end if whole else (warm_end + last_dispatch) // 2
    extra, sd = _projection(sample, middle, last_dispatch)      # the later half: steadier
    drift = abs(_projection(sample, warm_end, middle)[0] - extra)
    return last_dispatch, extra, sd, drift


def _windows(windows, labels, instructions, per_round, sampling, starts):
    """(the SampledResult, and _steadied's other arguments but ``apart``: the cycles of the
    projection from the windows' first halves, those replayed; the cycles the first window
    projects, which ``apart``'s shares are of) from a replay from the launch's start and one
    from each of
    ``starts`` on (``windows``: each (its result, its dispatched Groups, its selection, its
    prefix's workgroups), those past a start with their caches warmed by the work before it:
    _warmed): the work before the first start projected from the first's window, the work
    from each start to the next from the window there (a stratum each), and the last
    window's drain ending the launch (the caches full, as the launch's end finds them: the
    release's dirty lines there). The interval combines the windows' rates' deviations and
    drifts, MODEL_SD, and WARM_SD of what each window past a start projects (its warm-up, and
    its workgroups starting together where the launch's have drifted apart), independent
    from window to window (the deviations of windows at seven places of a launch from the
    launch's own rate there change sign: docs/sampling-log.md); widened by the distance to the
    projection from the windows' first halves (_steadied), and by _apart's shares (down,
    up) of what the first projects (the later windows' starting together is WARM_SD's): the
    caller's, with or without them. None when any is bound by a queue (_queued)."""
    number = np.arange(len(labels))
    bounds = [*starts, len(labels)]
    ends, parts = [], []
    for result, placed, select, prefix in windows:
        groups = sorted(placed, key=lambda g: g.start)
        if result.cycles - max(g.end for g in groups) > BACKLOG * statistics.median(
                g.end - g.start for g in groups):
            return None
        parts.append((result, groups, select, prefix,
                      sorted(g.end for g in groups)[min(len(groups), WARMUP * per_round) - 1]))
    for half in (True, False):
        (_, first, select, prefix, warm_end), *later = parts
        cut = prefix // 2 if half else prefix
        dispatch, extra, sd, drift = _window(first, select, labels, (cut, prefix), warm_end,
                                             per_round, (number < starts[0], False))
        rests = []
        for (_, placed, chosen, length, late_end), start, end in zip(later, bounds, bounds[1:]):
            cut = start + (length // 2 if half else length)
            rests.append(_window(placed, chosen, labels, (cut, start + length), late_end,
                                 per_round, ((number >= start) & (number < end), True))[1:])
        last, placed = later[-1][:2]
        ends.append(dispatch + round(extra) + sum(round(r[0]) for r in rests) + last.cycles
                    - placed[-1].start)
    cycles = ends[-1]
    z = NormalDist().inv_cdf(0.5 + sampling.confidence / 2)
    half = z * math.sqrt(sd ** 2 + sum(s ** 2 for _, s, _ in rests) + drift ** 2
                         + sum(d ** 2 for _, _, d in rests) + (MODEL_SD * cycles) ** 2
                         + sum((WARM_SD * rest) ** 2 for rest, _, _ in rests))
    selects = [select for _, _, select, _, _ in parts]
    shown = int(instructions[list(chain.from_iterable(selects))].sum())
    # the counts scaled from the window standing for the larger part of the launch
    result, _, select, _, _ = parts[0] if 2 * starts[0] > len(labels) else parts[1]
    replayed = max(part[0].cycles for part in parts)
    estimate = scaled(result, cycles, int(instructions.sum()), int(instructions[select].sum()),
                      len(labels), (max(replayed, round(cycles - half)), round(cycles + half)),
                      sampling, sum(map(len, selects)))
    estimate = replace(estimate, detail_share=shown / int(instructions.sum()))
    return estimate, ends[0], replayed, extra


def _apart(recorder, device, occ, options, window, labels, per_round, look):
    """(the shares (down, up) by which the launch's rate may differ from what it is with its
    CUs' workgroups together, the workgroups replayed to tell: [] where nothing was).
    ``window``: (the dispatched Groups of a replay from the launch's start, its selection, its
    prefix's workgroups, those of its WARMUP rounds); its first ``look`` rounds (with the
    representatives among them) are replayed again with every other CU (on a chip of two
    XCDs, the second's) taking its first workgroup half a residency after the others, and
    the skipped work projected from both replays' rounds past the warm-up (from the
    launch's start also where a cache's fill moves the steady state later: a check of the
    rate's dependence on how the CUs' turns meet, not of its value).

    A replay's workgroups start together, as the launch's do, and so run the rounds of a
    window; the launch's drift apart over many more rounds than a prefix holds, and where
    their cost depends on how the CUs' turns meet (atomics on shared lines, a shared L2 or
    MALL) its rate moves with them, long after the prefix: histogram_lds on a 4-CU MI300X of
    2 XCDs, the XCDs' dispatches drifting 500 cycles apart from round 40 of 96 on, its
    residencies 1,655 -> 1,725 cycles, where a window from round 64, its caches warmed, runs
    1,650 again (its workgroups start together: no warm-up of the caches gives that). With
    the XCDs half a residency apart from the start its rounds take 1,719; with atomics alone
    (one XCD) or streams the two replays are within 0.4%. The interval then reaches that
    far on that side (_steadied): the side the launch's XCDs drift to, each dealt its share
    and nothing but the MALL and DRAM between them. On a chip of one XCD, whose CUs share an
    L2, its side is not the launch's: the CUs of histogram_lds on a 2-CU MI250X lock in step
    (CU 1 dispatching 15 cycles after CU 0 from round 56 of 96 on, 48-128 cycles before it
    in rounds 8-32), its residencies 1,600 -> 1,655 cycles, where half a residency apart they
    run 0.65% faster and together as the first rounds: no start gives where its CUs settle
    (CU 1 started 13-800 cycles late, 1,580 a residency over rounds 2-16 whatever the delay;
    CU 0 so, 1,612). There the check tells by how much the rate depends on how the CUs'
    turns meet, not which way: the interval reaches that far on both sides."""
    groups, select, prefix, warm = window
    length = look * per_round
    if device.compute_units < 2 or length >= prefix:
        return (0.0, 0.0), []
    shown = [g for g in select if not length <= g < prefix]
    placed = []
    replay(recorder, device, occ, select=shown, placed=placed, delays=_late(device, groups),
           **{**options, "keep": None, "sampler": None})   # (no part a profile reads)
    extras, kinds = [], np.isin(labels, labels[shown])      # the kinds both replays ran
    for ran, chosen, cut in ((groups, select, (length, prefix)), (placed, shown, (0, 0))):
        ran = sorted(ran, key=lambda g: g.start)
        warm_end = sorted(g.end for g in ran)[min(len(ran), warm) - 1]
        extras.append(_window(ran, chosen, labels, cut, warm_end, per_round, (kinds, False),
                              whole=True)[1])
    share = extras[1] / extras[0] - 1 if extras[0] else 0.0
    return ((min(share, 0.0), max(share, 0.0)) if device.xcds > 1
            else (-abs(share), abs(share))), shown


def _late(device, groups):
    """_apart's ``delays``: every other CU (on a chip of two XCDs, the second's) taking its
    first workgroup half a residency (the median of ``groups``, a replay's) after the
    others."""
    half = round(statistics.median(g.end - g.start for g in groups) / 2)
    return {cu: half for cu in range(1, device.compute_units, 2)}


def _drifted(device, groups):
    """The ``delays`` of a window past a start (_windows) after a window whose dispatched
    ``groups`` give the residency: on a chip of several XCDs, _late's, as the launch's XCDs
    run there, drifted apart over the rounds before (each dealt its share, nothing but the
    MALL and DRAM between them: _apart); None on one XCD, whose CUs may lock in step."""
    return _late(device, groups) if device.xcds > 1 else None


def _part(apart, cycles):
    """The cycles (down, up) ``cycles`` of projected work may move by at ``apart``'s shares."""
    return apart[0] * cycles, apart[1] * cycles


def _warmed(recorder, device, options, asked, start, since=0, going=None):
    """The MemorySystem a replay from workgroup ``start`` on starts from: the caches, TLBs and
    DRAM rows as the memory requests of the workgroups before it (``asked``: per request its
    workgroup; from workgroup ``since`` on: _since) leave them, asked in dispatch order
    without the CUs' time
    (MemorySystem.warm_up), each workgroup's from the CU the dispatcher deals it to
    (engine.dealt: its XCD's CUs round robin), from the state the launch starts in (its
    ``warm`` option). ``going``: (the MemorySystem this gave for an earlier workgroup from
    the same ``since``, that workgroup), which is taken on from there (changed: a replay
    from it started from a copy, MemorySystem.carried), in the same state as the requests
    asked from ``since`` anew leave, at the cost of those after it only (a third window's
    warm-up on an MI300X, whose Infinity Cache holds a 2048-round launch's every line, asks
    all the requests before it: the second's share of them is asked once). Its arrays in
    small pages, as a replay's (memory/native.py small_pages: a new MemorySystem of an MI300X
    took 16 ms CPU in huge ones, the kernel zeroing a 2 MiB page for each row of its
    channels' gaps it touches; 5.5 ms in small ones)."""
    with small_pages():
        if going is None:
            base = options.get("warm")
            memory, begin = (MemorySystem(device) if base is None else base.carried()), since
        else:
            memory, begin = going
        numbers = np.flatnonzero((asked >= begin) & (asked < start))
        order = numbers[np.argsort(asked[numbers], kind="stable")]
        memory.warm_up(recorder.requests, recorder.request_tables(), order,
                       dealt(asked[order], device.compute_units, device.xcds),
                       np.count_nonzero((asked >= since) & (asked < begin)))
    return memory


def _since(recorder, device, asked, start, fill, select):
    """The first workgroup whose memory requests warm a window from workgroup ``start`` on
    (_warmed; ``select``: the window's workgroups): ``start`` - 2 x ``fill`` (``fill``: the
    workgroups whose lines outgrow the caches, _filled), where those workgroups' requests touch
    at least twice the lines of the largest cache the launch's lines outgrow (the L2s, or the
    MALL: what the workgroups before them left there is gone by then), and where a larger
    cache the launch does not outgrow (an MI300X's Infinity Cache of 256 MiB, past a fill of
    its L2s) keeps nothing the window touches that only the workgroups before them touched
    (lines it would miss where the launch hits), else 0 (every workgroup before it).
    ``asked``: (per request its workgroup, profiles' per line the workgroup touching it first
    and the lines' addresses, ascending). The requests of 1,900 rounds asked for a window near
    a 2048-round launch's end cost 0.9 s CPU, those of 2 x 129 0.1 s; windows at seven places
    of two such launches ran dispatch for dispatch as warmed either way, and on a 4-CU MI300X
    a saxpy's and histogram_lds's third window at 2048 rounds ran cycle for cycle as warmed
    by every request before it (docs/sampling-log.md)."""
    asked, (toucher, line) = asked
    since = start - 2 * fill
    memory = device.memory
    levels = [(memory.l2, device.xcds), *([(memory.mall, 1)] if memory.mall else [])]
    outgrown = [(cache, n * cache.size // cache.line) for cache, n in levels
                if _sorted_distinct(line // cache.line).size > n * cache.size // cache.line]
    if since <= 0 or not outgrown:
        return 0
    cache, held = max(outgrown, key=itemgetter(1))
    tables = recorder.request_tables()
    numbers = np.flatnonzero((asked >= since) & (asked < start))
    first = line[(toucher >= since) & (toucher < start)] // cache.line   # (ascending)
    if (np.count_nonzero(np.diff(first)) + 1 if first.size else 0) < 2 * held and (
            _sorted_distinct(_lines_of(tables, numbers).astype(np.int64) // cache.line).size
            < 2 * held):
        return 0                        # (the lines first touched there count up to it first)
    if len(outgrown) < len(levels):     # the lines the window finds there from before since
        chosen = np.zeros(int(asked.max()) + 1, bool)
        chosen[select] = True
        window = _sorted_distinct(_lines_of(tables, np.flatnonzero(
            (asked >= 0) & chosen[asked])).astype(np.int64))
        at = np.minimum(np.searchsorted(line, window), max(line.size - 1, 0))
        old = window[(line[at] != window) | (toucher[at] < since)] if line.size else window
        recent = _lines_of(tables, numbers).astype(np.int64)
        if old.size and not np.isin(old, recent[np.isin(recent, old)]).all():
            return 0
    return since


def _queued(result, shown, before, instructions, sampling, workgroups, replayed):
    """The SampledResult of a launch bound by a queue its waves leave work in (atomics on
    one address, a DRAM behind): the cycles grow with the work at the rate between the two
    last replays, whose difference is work at the steady state."""
    total = int(instructions.sum())
    slope = (result.cycles - before[1]) / max(shown - before[0], 1)
    cycles = result.cycles + round(slope * (total - shown))
    z = NormalDist().inv_cdf(0.5 + sampling.confidence / 2)
    half = z * QUEUED_SD * cycles
    return replace(scaled(result, cycles, total, shown, workgroups,
                          (max(result.cycles, round(cycles - half)), round(cycles + half)),
                          sampling, replayed),
                   method=f"bound by a queue: the cycles grow with the work at the rate "
                          f"between the last two prefixes ({before[0]:,} and {shown:,} "
                          f"wave-instructions)"), 0.0


def _projection(sample, start, end):
    """(cycles the skipped workgroups add, its standard deviation), from what ran between
    cycles ``start`` and ``end`` of the replay; ``sample``: (the dispatched workgroups' (start,
    end) cycles by start, their clusters, per cluster the workgroups skipped, the round's
    size)."""
    spans, labels, skipped, per_round = sample
    cost = _costs(spans, labels, start, end)
    added = sum(n * cost[label] for label, n in enumerate(skipped.tolist()) if n)
    if end <= start or not added:
        return added / min(per_round, len(spans)), 0.0
    share = np.array([cost[label] for label in labels.tolist()]) / np.maximum(
        spans[:, 1] - spans[:, 0], 1)
    typical = statistics.median(spans[:, 1] - spans[:, 0])
    edges = np.linspace(start, end, max(2, min(32, round((end - start) / typical))) + 1)
    rates = []
    for a, b in zip(edges[:-1], edges[1:]):
        overlap = np.clip(np.minimum(spans[:, 1], b) - np.maximum(spans[:, 0], a), 0, None)
        rates.append((overlap * share).sum() / (b - a))
    rates = np.asarray(rates)
    rate = rates.mean()
    return added / rate, added / rate * rates.std(ddof=1) / math.sqrt(len(rates)) / rate


def _costs(spans, labels, start, end):
    """Per cluster the mean residency of its workgroups (``spans``: their (start, end)
    cycles; ``labels``: their clusters) that ran under the steady load (_loaded), or of all
    of them when none did: {cluster: cycles} of the clusters they hold."""
    residency = spans[:, 1] - spans[:, 0]
    loaded = _loaded(spans, start, end)
    width = int(labels.max(initial=-1)) + 1
    every = np.bincount(labels, minlength=width)
    held = np.bincount(labels[loaded], minlength=width)
    means = np.where(held > 0, np.bincount(labels[loaded], residency[loaded], width)
                     / np.maximum(held, 1),
                     np.bincount(labels, residency, width) / np.maximum(every, 1))
    present = np.flatnonzero(every)
    return dict(zip(present.tolist(), means[present].tolist()))


def _loaded(spans, start, end):
    """Whether each workgroup (``spans``: their (start, end) cycles) ran wholly under the
    steady load from cycle ``start`` to ``end``: placed after ``start`` at least the longest
    residency before ``end`` (a workgroup of the drain runs beside fewer others, faster; one
    cut off at ``end`` would leave the long ones out); all of them when the window holds
    none."""
    residency = spans[:, 1] - spans[:, 0]
    done = spans[:, 1] <= end
    longest = residency[done].max() if done.any() else 0
    loaded = (start <= spans[:, 0]) & (spans[:, 0] + longest <= end)
    return loaded if loaded.any() else np.ones(len(spans), bool)


