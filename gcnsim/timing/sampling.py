"""Sampled timing: ``timing="sampled"`` or ``timing=gcnsim.Sampling(error=0.03,
confidence=0.95)``. The functional run is complete and exact, as for ``timing=True``; only the
replay (engine.py) is sampled. Its result is a SampledResult: every TimingResult field, plus
``interval`` (cycles) and ``seconds_interval`` at ``confidence``, and ``detail_share``, the
share of the launch's wave-instructions replayed in detail.

Method. Per workgroup the record gives a profile: its wave-instructions and its memory and LDS
operations (the work of its blocks and the memory it touches). Profiles are clustered by
rounding both to an eighth of an octave. The replay runs in detail:

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
distance (_steadied). A launch's rate can change after its first rounds, past the reach of
one window's two halves: scan_blelloch on an MI300X of 4 CUs slows 8% after its 16th round,
its waves drifting apart and opening more DRAM rows (row hits 1,450 -> 1,000 in a 20k-cycle
window), and from 8 rounds it was projected 7.7% low, outside +-1.7%; reduce_lds on an MI250X
2.9% low from 16 rounds, its residencies still growing (2,200 -> 2,270 cycles) after them.
Hence ``rounds`` 32 by default: 16 rounds confirmed by 32. While the interval is wider than
``error`` the prefix doubles, up to half the launch, past which the whole launch is replayed
(exact). A launch bound by a queue its waves leave work in (returnless atomics on one address)
ends long after its last workgroup: its projection is the end-to-end rate between the last
two replays (_queued). Counts (stalls, cache hits,
busy cycles) are scaled from the replayed part: by wave-instructions for what instructions
cause, by cycles for what time causes; ``issued`` and ``wave_instructions`` are exact (the
record has every wave).

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
_cut_replay.
Launches of a program with the same profile are timed once (issue 31's inter-launch
sampling, Sieve's and PKA's kernel level) by program.py.
"""
import math
import statistics
from collections import defaultdict
from dataclasses import dataclass, fields, replace
from itertools import chain
from operator import itemgetter
from statistics import NormalDist

import numpy as np

from ..isa.issue import VMEM
from .engine import TimingResult, replay
from .loops import STEPS, Marks, SamplingError, project, trip_cuts
from .spatial import bounded, spread, symmetric, xcd_recorder, xcd_view

WARMUP = 2                  # dispatch rounds before the steady state is measured
# The largest share of the work after the prefix that representatives may stand for: their
# costs are measured beside the prefix's workgroups, not under a load of their own kind (a
# grid whose second half scatters its loads where the first half's stay in the L1 was
# projected from the first half, -58% with a 1% interval). Past it the prefix grows.
ABSENT = 0.05
# The standard deviation, as a share of the cycles, of what the sample's variance cannot see:
# the prefix's drain and warm-up standing for the full launch's (a 0.44% error on a 48-round
# saxpy whose variance alone gave a 0.17% interval).
MODEL_SD = 0.005
# The standard deviation, as a share of the cycles a loop cut projects past its last cut
# (loops.py), of the later trips' mean cost against the cuts' projection: their cost drifts
# where no cut sees it (in benchmarks/sampling.py --loops, -4.2% to +3.4% against the
# per-trip cost of the last cuts: a Triton matmul's last trips cheaper, a stencil's time
# loop's dearer on R9 290X).
TRIP_SD = 0.02
# A launch whose replay ends more than BACKLOG typical residencies after its last workgroup
# is bound by a queue its waves do not wait for (returnless atomics on one address): its
# rate is the end-to-end one between two replays, with QUEUED_SD as its deviation.
BACKLOG = 2
QUEUED_SD = 0.015


@dataclass(frozen=True)
class Sampling:
    """What a sampled timed launch aims for: the interval's half-width as a share of the
    cycles (``error``), at ``confidence``; ``rounds``: the dispatch rounds replayed first;
    ``representatives``: workgroups per cluster the prefix lacks; ``loops``: N, the fewest
    trips of a launch's one long loop replayed, the rest projected (loops.py), or 0: whole
    streams kept, sampled by rounds; ``most``: the trips the record keeps (0: 2N), up to
    which the replays go on while the per-trip cost is not ``steady`` (the last two costs'
    agreement, a share); ``xcds``: on a chip of several XCDs, time one XCD's workgroups for
    all (spatial.py)."""
    error: float = 0.03
    confidence: float = 0.95
    rounds: int = 32
    representatives: int = 4
    loops: int = 0
    xcds: bool = False
    most: int = 0
    steady: float = 0.03

    @property
    def kept_trips(self):
        """The trips of a loop the record keeps: ``most``, else 2N (0 with loops=0), down to
        a whole number of cuts (N/4 trips each): what the shared replay goes to."""
        step = max(1, self.loops // STEPS)
        return (self.most or 2 * self.loops) // step * step

    def __post_init__(self):
        if not 0 < self.error < 1:
            raise SamplingError(f"Sampling error must be a share between 0 and 1, "
                                f"got {self.error!r}")
        if not 0 < self.confidence < 1:
            raise SamplingError(f"Sampling confidence must be between 0 and 1, "
                                f"got {self.confidence!r}")
        if self.rounds < 2 * (WARMUP + 2) or self.representatives < 2:     # its half too
            raise SamplingError(f"Sampling needs rounds >= {2 * (WARMUP + 2)} and "
                                f"representatives "
                                f">= 2, got {self.rounds} and {self.representatives}")
        if self.loops and (not isinstance(self.loops, int) or self.loops < 4):
            raise SamplingError(f"Sampling loops= keeps N >= 4 trips of a loop (it replays "
                                f"N/2, 3N/4 and N), or 0 for none; got {self.loops!r}")
        if self.most and (not isinstance(self.most, int) or self.most < max(4, self.loops)):
            raise SamplingError(f"Sampling most= keeps at least loops={self.loops} trips (and "
                                f"4), or 0 for 2 x loops; got {self.most!r}")
        if not 0 < self.steady < 1:
            raise SamplingError(f"Sampling steady= is a share between 0 and 1 (the per-trip "
                                f"costs' agreement), got {self.steady!r}")
        if self.xcds not in (True, False):
            raise SamplingError(f"Sampling xcds= must be True or False, got {self.xcds!r}")

    @classmethod
    def of(cls, timing):
        """The Sampling a launch's ``timing`` option asks for, or None (True: full timing)."""
        if timing == "sampled":
            return cls()
        return timing if isinstance(timing, cls) else None


@dataclass
class SampledResult(TimingResult):
    """A TimingResult estimated from a sampled replay (the module's docstring)."""
    interval: tuple = (0, 0)            # (low, high) cycles at ``confidence``
    confidence: float = 0.95
    detail_share: float = 1.0           # share of the wave-instructions replayed in detail
    sampled_workgroups: int = 0
    method: str = "rounds"              # what was replayed and how the rest was estimated

    @property
    def seconds_interval(self):
        hz = self.clock_mhz * 1e6
        return self.interval[0] / hz, self.interval[1] / hz

    def as_dict(self):
        return {**super().as_dict(), "interval": list(self.interval),
                "seconds_interval": list(self.seconds_interval),
                "confidence": self.confidence, "detail_share": self.detail_share,
                "sampled_workgroups": self.sampled_workgroups, "method": self.method}


def profiles(recorder):
    """Per workgroup in dispatch order: (wave-instructions, memory and LDS operations, the
    distinct vector-memory lines it touches)."""
    groups = np.concatenate(recorder.wave_group) if recorder.wave_group else np.zeros(0, int)
    instructions = np.zeros(groups.size, np.int64)
    operations = np.zeros(groups.size, np.int64)
    asked = np.full(len(recorder.requests), -1, np.int64)     # per request its workgroup
    for run, wave_ids, costs in recorder.log:
        instructions[wave_ids] += len(run)
        operations[wave_ids] += sum(1 for c in costs if c is not None)
        for entry, cost in zip(run, costs):
            if cost is not None and recorder.category(entry) == VMEM:
                asked[np.asarray(cost, np.int64)] = groups[wave_ids]
    count = int(groups.max()) + 1 if groups.size else 0
    return (np.bincount(groups, instructions, count).astype(np.int64),
            np.bincount(groups, operations, count).astype(np.int64),
            _footprints(recorder.requests, asked, count))


def _footprints(requests, asked, count):
    """Per workgroup the distinct lines its vector memory requests touch: what sets apart
    workgroups of the same instructions whose accesses stay in a few lines or scatter."""
    sizes = np.fromiter(map(len, map(itemgetter(0), requests)), np.int64, len(requests))
    lines = np.fromiter(chain.from_iterable(map(itemgetter(0), requests)), np.int64,
                        int(sizes.sum()))
    owner = np.repeat(asked, sizes)
    pairs = np.unique(np.stack([owner, lines])[:, owner >= 0], axis=1)
    return np.bincount(pairs[0], minlength=count).astype(np.int64)


def clusters(instructions, operations, footprints):
    """Per workgroup its cluster's number: its counts rounded to an eighth of an octave, its
    footprint to half an octave (a looser key: line counts vary with alignment)."""
    keys = np.stack([np.round(8 * np.log2(instructions + 1)),
                     np.round(8 * np.log2(operations + 1)),
                     np.round(2 * np.log2(footprints + 1))], axis=1)
    _, labels = np.unique(keys, axis=0, return_inverse=True)
    return labels.reshape(-1)


def sampled_replay(recorder, device, occ, sampling, **options):
    """The SampledResult of ``recorder``'s launch (replay's ``options`` passed on), or the
    full replay's TimingResult made a SampledResult of zero width when sampling would replay
    most of it anyway; from its loop's first trips when its record cut them (loops.py)."""
    if getattr(recorder, "cut", None) is not None:
        found = _cut_replay(recorder, device, occ, sampling, **options)
        if found is not None:
            return found
    instructions, operations, footprints = profiles(recorder)
    labels = clusters(instructions, operations, footprints)
    total = len(instructions)
    rounds = sampling.rounds
    per_round = _round_size(recorder, device, occ, total)
    before = None               # the previous replay's (wave-instructions, cycles)
    while True:
        prefix = rounds * per_round
        if 2 * prefix >= total:
            return _exact(replay(recorder, device, occ, **options), sampling)
        if _absent(labels, instructions, prefix) > ABSENT:
            rounds *= 2
            continue
        select = _selection(labels, prefix, WARMUP * per_round, sampling.representatives)
        placed, kept = [], []
        result = replay(recorder, device, occ, select=select, placed=placed,
                        **{**options, "keep": _keeping(kept, options.get("keep"))})
        estimate = _estimate(result, placed, (select, prefix), labels, instructions,
                             per_round, sampling, before,
                             _release(kept[0], result, instructions, select))
        if estimate is not None:
            low, high = estimate.interval
            if (high - low) / 2 <= sampling.error * estimate.cycles:
                return estimate
        before = int(instructions[select].sum()), result.cycles
        rounds *= 2


def _cut_replay(recorder, device, occ, sampling, **options):
    """The SampledResult of a launch whose record its RecordCut cut (loops.py, spatial.py):
    one XCD's workgroups on a device of one XCD, bounded by its replays with a cold and with a
    warm MALL, and the loop's trips projected from the launch cut at its first trips
    (loops.trip_cuts, loops.project), every cut's cycles from one replay to the largest
    (loops.Marks); None when no loop is past N trips and the record is whole (sampled by
    rounds then)."""
    cut = recorder.cut
    waves = sum(g.size for g in recorder.wave_group)
    found = cut.cut_loop(waves) if cut.keep else None
    if found is None and cut.xcds == 1:
        return None
    if cut.xcds > 1:
        symmetric(cut, waves, options.get("warm"))
        device = xcd_view(device)
    z = NormalDist().inv_cdf(0.5 + sampling.confidence / 2)
    if found is None or found[1] <= cut.keep:           # the record holds every trip
        return _whole(recorder, device, occ, sampling, found, z, **options)
    loop, trips = found
    step = max(1, cut.least // STEPS)
    largest = cut.keep // step * step
    figures, own, shown = {}, [], 0     # per cut (cold, warm) cycles; the own replays
    if _one_round(recorder, device, occ):
        shared, last, shown = _shared(recorder, device, occ, (loop, largest, step), **options)
        if shared is not None:
            figures = {n: shared[:, k] for k, n in enumerate(range(step, largest + 1, step))}
    replays = (f"from one replay to {largest}" if figures else
               "each replayed on its own: past one dispatch round")

    def cycles_at(n):
        if n not in figures:
            figures[n] = _own(recorder, device, occ, (loop, n), own, **options)
        return float(np.mean(figures[n]))

    counts, middle, steadied = trip_cuts(cut.least, cut.keep, trips, sampling.steady,
                                         cycles_at)
    if own:
        last, shown = own[-1][0], shown + sum(r[1] for r in own)
    estimate, half, decay = _trips_projected(counts, middle, trips, z)
    offset = cut.ranges[loop][0] - cut.code.base
    how = [f"cut at {', '.join(map(str, counts))} of the {trips} trips of the loop at "
           f"0x{offset:x} ({', '.join(f'{round(c):,}' for c in middle)} cycles, {replays})"
           + (", projected by the steady line" if decay is None else
              f", projected by a fading per-trip cost (q {decay:.2f})")
           + (" (steady" if steadied else f" (not steady by the {cut.keep} kept")
           + f" within {sampling.steady:.0%})"]
    if cut.xcds > 1:
        cold, warm = ([figures[n][k] for n in counts] for k in (0, 1))
        half += abs(project(counts, cold, trips)[0] - project(counts, warm, trips)[0]) / 2
        how.insert(0, _one_xcd(recorder, last, cut.xcds))
    return _cut_result(recorder, sampling, (last, shown, figures[max(figures)][-1]),
                       (estimate, half), "; ".join(how))


def _one_round(recorder, device, occ):
    """Whether the launch's workgroups (one XCD's with several) fit ``device`` at once."""
    groups = np.unique(np.concatenate(recorder.wave_group))
    xcds = recorder.cut.xcds
    mine = int((groups % xcds == 0).sum())
    return mine <= _round_size(recorder, device, occ, groups.size)


def _own(recorder, device, occ, cut_at, own, **options):
    """The (cold, warm) cycles of the launch cut at trip ``n`` of ``loop`` (``cut_at``), from
    a replay of its own (with several XCDs one XCD's, spatial.bounded); its (TimingResult,
    wave-instructions replayed) appended to ``own``."""
    cut = recorder.cut
    view = cut.view(recorder, *cut_at)[0]
    if cut.xcds > 1:
        view = xcd_recorder(view, cut.xcds)
    last, both = bounded(lambda **more: replay(view, device, occ, **{**options, **more}),
                         cut.xcds)
    own.append((last, sum(len(run) * len(ids) for run, ids, _ in view.log)))
    return np.array(both, float)


def _shared(recorder, device, occ, cut_at, **options):
    """(per replay, the cold then with several XCDs the warm one (spatial.bounded): the cycles
    of the launch cut at every ``step`` trips of ``loop`` to the ``largest``; the cold
    replay's TimingResult; the wave-instructions it replayed): one replay of the view to the
    largest cut, noting where each wave passes each cut (loops.Marks)."""
    cut = recorder.cut
    loop, largest, step = cut_at
    view, at = cut.view(recorder, loop, largest)
    if cut.xcds > 1:
        view = xcd_recorder(view, cut.xcds)
    counts = list(range(step, largest + 1, step))
    figures = []

    def run(**more):
        marks, placed = Marks(view, at, loop, cut.ranges[loop][2], counts), []
        result = replay(view, device, occ, **{**options, **more}, marks=marks, placed=placed)
        figures.append(marks.cycles(placed, result.cycles))
        return result

    last, _ = bounded(run, cut.xcds)
    shown = sum(len(run) * len(ids) for run, ids, _ in view.log)
    return (None if figures[0] is None else np.array(figures)), last, shown


def _whole(recorder, device, occ, sampling, found, z, **options):
    """_cut_replay's SampledResult of a record holding the whole launch's streams: the full
    replay's (exact), or with several XCDs the one XCD's, between its cold and warm MALL."""
    cut = recorder.cut
    view = recorder if cut.xcds == 1 else xcd_recorder(recorder, cut.xcds)
    last, (cold, warm) = bounded(lambda **more: replay(view, device, occ,
                                                       **{**options, **more}), cut.xcds)
    how = ([] if found is None else [f"the loop's {found[1]} trips within the {cut.keep} the "
                                     f"record keeps: replayed whole"])
    if cut.xcds == 1:
        return replace(_exact(last, sampling), method="exact: " + how[0])
    middle = (cold + warm) / 2
    shown = sum(len(run) * len(ids) for run, ids, _ in view.log)
    return _cut_result(recorder, sampling, (last, shown, warm),
                       (middle, z * MODEL_SD * middle + abs(cold - warm) / 2),
                       "; ".join([_one_xcd(recorder, last, cut.xcds), *how]))


def _one_xcd(recorder, last, xcds):
    """The method's words for a launch timed by one XCD's workgroups."""
    groups = len(np.unique(np.concatenate(recorder.wave_group)))
    return (f"one XCD's workgroups ({last.workgroups} of {groups}) on a device of one XCD of "
            f"{xcds}, between a cold and a warm MALL")


def _cut_result(recorder, sampling, replayed, estimate, method):
    """The SampledResult of _cut_replay's ``replayed`` (its replay's TimingResult, the
    wave-instructions replayed, the cycles the launch takes at least: the warm replay's) and
    (cycles, the interval's half-width) ``estimate``: the counts scaled from the replay's."""
    cut = recorder.cut
    cycles, half = estimate
    last, shown, lowest = replayed
    waves = sum(g.size for g in recorder.wave_group)
    total = int(cut.work[:waves].sum())
    groups = len(np.unique(np.concatenate(recorder.wave_group))) if waves else 0
    result = _scaled(last, round(cycles), total, shown, groups,
                     (max(round(lowest), round(cycles - half)), round(cycles + half)),
                     sampling, last.workgroups)
    return replace(spread(result, cut.xcds),
                   detail_share=shown * (2 if cut.xcds > 1 else 1) / total,
                   method=method,
                   issued={k: round(v * total / shown) for k, v in last.issued.items()})


def _trips_projected(counts, cycles, trips, z):
    """(cycles at the loop's ``trips``, the interval's half-width, the fit's decay or None)
    from the launch's ``cycles`` cut at ``counts`` trips (loops.project). At the normal
    quantile ``z``: the fit's prediction error, MODEL_SD of the whole and TRIP_SD of the
    cycles projected past the last cut (the later trips' cost drifting where no cut sees it);
    plus the distance to the projection without the last cut, a bias (what one more cut
    still moves the projection by: the spread of the cuts' estimates; a per-trip cost still
    falling is not noise)."""
    estimate, error, decay = project(counts, cycles, trips)
    shorter = project(counts[:-1], cycles[:-1], trips)[0] if len(counts) > 2 else estimate
    deviation = math.sqrt((MODEL_SD * estimate) ** 2 + error ** 2
                          + (TRIP_SD * (estimate - cycles[-1])) ** 2)
    return estimate, z * deviation + abs(estimate - shorter), decay


def _steadied(estimate, shorter, replayed):
    """``estimate`` with its interval widened by how far the projection from the first half
    of its prefix (``shorter`` cycles) lies from it: what doubling the prefix still moves the
    projection by is the part of its bias the sample cannot show (a launch whose rate changes
    after the first rounds: its waves drifting apart over the rounds open more DRAM rows).
    ``replayed``: the cycles replayed, the interval's least low end."""
    low, high = estimate.interval
    half = math.hypot((high - low) / 2, estimate.cycles - shorter)
    return replace(estimate, interval=(max(replayed, round(estimate.cycles - half)),
                                       round(estimate.cycles + half)))


def _keeping(kept, keep):
    """A replay's ``keep``: the MemorySystem put in ``kept``, and passed on to ``keep``."""
    def both(memory):
        kept.append(memory)
        if keep is not None:
            keep(memory)
    return both


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


def _round_size(recorder, device, occ, total):
    """Workgroups the device holds at once: CUs x the workgroups each holds."""
    waves = max(1, sum(g.size for g in recorder.wave_group) // max(total, 1))
    per_simd = min(occ.limits["vgprs"], occ.limits["sgprs"], occ.limits["wave_slots"])
    by_slots = per_simd * device.simds_per_cu // waves
    return max(1, device.compute_units * max(1, min(occ.workgroups_per_cu, by_slots)))


def _absent(labels, instructions, prefix):
    """The share of the work after the prefix done by workgroups of clusters the prefix does
    not hold: a launch whose later workgroups differ from its first ones (another loop
    count, other lines) is not at a steady state the prefix shows."""
    later = instructions[prefix:]
    missing = ~np.isin(labels[prefix:], labels[:prefix])
    return float(later[missing].sum()) / max(float(later.sum()), 1.0)


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
              release=0):
    """The SampledResult from the replay of ``chosen``: (select, the prefix's workgroups)
    (the module's docstring), ``before`` the previous (shorter) replay's (wave-instructions,
    cycles) or None, ``release`` the cycles the end-of-kernel release adds after the whole
    launch (_release); None when the launch is bound by a queue and no previous replay gives
    its rate."""
    select, prefix = chosen
    groups = sorted(placed, key=lambda g: g.start)
    shown = int(instructions[select].sum())
    backlog = result.cycles - max(g.end for g in groups)
    if backlog > BACKLOG * statistics.median(g.end - g.start for g in groups):
        return None if before is None else _queued(result, shown, before, instructions,
                                                   sampling, len(labels), len(select))
    warm_end = sorted(g.end for g in groups)[min(len(groups), per_round * WARMUP) - 1]
    z = NormalDist().inv_cdf(0.5 + sampling.confidence / 2)
    ends = []
    for cut in (prefix // 2, prefix):           # as if the prefix were half as long, then all
        kept = [g for g in groups if not cut <= select[g.gid] < prefix]
        chosen = np.zeros(len(labels), bool)
        chosen[[select[g.gid] for g in kept]] = True
        skipped = np.bincount(labels[~chosen], minlength=labels.max() + 1)
        sample = groups, [labels[select[g.gid]] for g in groups], skipped, per_round
        last_dispatch = kept[-1].start
        middle = (warm_end + last_dispatch) // 2
        extra, sd = _projection(sample, middle, last_dispatch)      # the later half: steadier
        drift = abs(_projection(sample, warm_end, middle)[0] - extra)
        ends.append(last_dispatch + result.cycles - groups[-1].start + round(extra + release))
    cycles = ends[-1]
    half = z * math.sqrt(sd ** 2 + drift ** 2 + (MODEL_SD * cycles) ** 2)
    return _steadied(_scaled(result, cycles, int(instructions.sum()), shown, len(labels),
                             (max(result.cycles, round(cycles - half)), round(cycles + half)),
                             sampling, len(select)), ends[0], result.cycles)


def _queued(result, shown, before, instructions, sampling, workgroups, replayed):
    """The SampledResult of a launch bound by a queue its waves leave work in (atomics on
    one address, a DRAM behind): the cycles grow with the work at the rate between the two
    last replays, whose difference is work at the steady state."""
    total = int(instructions.sum())
    slope = (result.cycles - before[1]) / max(shown - before[0], 1)
    cycles = result.cycles + round(slope * (total - shown))
    z = NormalDist().inv_cdf(0.5 + sampling.confidence / 2)
    half = z * QUEUED_SD * cycles
    return _scaled(result, cycles, total, shown, workgroups,
                   (max(result.cycles, round(cycles - half)), round(cycles + half)),
                   sampling, replayed)


def _projection(sample, start, end):
    """(cycles the skipped workgroups add, its standard deviation), from what ran between
    cycles ``start`` and ``end`` of the replay; ``sample``: (the dispatched Groups by start,
    their clusters, per cluster the workgroups skipped, the round's size)."""
    groups, labels, skipped, per_round = sample
    cost = _costs(groups, labels, start, end)
    added = sum(n * cost[label] for label, n in enumerate(skipped.tolist()) if n)
    if end <= start or not added:
        return added / min(per_round, len(groups)), 0.0
    spans = np.array([(g.start, g.end) for g in groups], float)
    share = np.array([cost[label] for label in labels]) / np.maximum(spans[:, 1] - spans[:, 0], 1)
    typical = statistics.median(spans[:, 1] - spans[:, 0])
    edges = np.linspace(start, end, max(2, min(32, round((end - start) / typical))) + 1)
    rates = []
    for a, b in zip(edges[:-1], edges[1:]):
        overlap = np.clip(np.minimum(spans[:, 1], b) - np.maximum(spans[:, 0], a), 0, None)
        rates.append((overlap * share).sum() / (b - a))
    rates = np.asarray(rates)
    rate = rates.mean()
    return added / rate, added / rate * rates.std(ddof=1) / math.sqrt(len(rates)) / rate


def _costs(groups, labels, start, end):
    """Per cluster the mean residency of its workgroups that ran under the steady load
    (_loaded), or of all of them when none did."""
    residency = defaultdict(list)
    loaded = set(map(id, _loaded(groups, start, end)))
    for g, label in zip(groups, labels):
        if id(g) in loaded:
            residency[label].append(g.end - g.start)
    every = defaultdict(list)
    for g, label in zip(groups, labels):
        every[label].append(g.end - g.start)
    return {label: float(np.mean(residency.get(label) or times))
            for label, times in every.items()}


def _loaded(groups, start, end):
    """The workgroups that ran wholly under the steady load from cycle ``start`` to ``end``:
    placed after ``start`` at least the longest residency before ``end`` (a workgroup of the
    drain runs beside fewer others, faster; one cut off at ``end`` would leave the long ones
    out), or all of them when the window holds none."""
    longest = max((g.end - g.start for g in groups if g.end <= end), default=0)
    loaded = [g for g in groups if start <= g.start and g.start + longest <= end]
    return loaded or groups


def _scaled(result, cycles, total, shown, workgroups, interval, sampling, replayed):
    """``result`` (the replayed part's) as the whole launch's SampledResult."""
    by_work = total / shown if shown else 1.0
    by_time = cycles / result.cycles if result.cycles else 1.0
    values = {f.name: getattr(result, f.name) for f in fields(TimingResult)}
    values.update(
        cycles=cycles, wave_instructions=total, workgroups=workgroups,
        stalls={k: round(v * by_time) for k, v in result.stalls.items()},
        cu_busy=[round(b * by_time) for b in result.cu_busy],
        cu_instructions=[round(n * by_work) for n in result.cu_instructions],
        simd_busy=[[round(b * by_work) for b in cu] for cu in result.simd_busy],
        memory={level: {k: round(v * by_work) if isinstance(v, (int, float)) else v
                        for k, v in counts.items()} for level, counts in result.memory.items()},
        hottest=[(pc, text, n, round(w * by_time)) for pc, text, n, w in result.hottest])
    return SampledResult(**values, interval=interval, confidence=sampling.confidence,
                         detail_share=shown / total if total else 1.0,
                         sampled_workgroups=replayed)


def _exact(result, sampling):
    """A full replay's TimingResult as a SampledResult: its interval the one cycle count."""
    values = {f.name: getattr(result, f.name) for f in fields(TimingResult)}
    return SampledResult(**values, interval=(result.cycles, result.cycles),
                         confidence=sampling.confidence, detail_share=1.0,
                         sampled_workgroups=result.workgroups, method="exact")
