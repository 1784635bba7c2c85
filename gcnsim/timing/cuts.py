"""Sampled timing of a launch whose record a RecordCut cut (loops.py, spatial.py): the loop's
trips projected from the launch cut at its first trips, and with ``Sampling(xcds=True)`` one
XCD's workgroups standing for all, the other XCDs' requests in the MALL and DRAM with it
(spatial.sides, spatial.placed). A
record that holds every trip is replayed whole (exact).

The cuts share one replay, of the launch cut at M (2N by default) trips, whatever its
dispatch rounds: marks.Marks gives every cut's cycles by three models (each wave, or each
CU's issue, by trips or by issue cycles, shortened by the trips past the cut). One more
replay, of the launch cut at N/2 on its own, checks them: of the models whose mean per-trip
cost from N/2 to M lies within CHECK of the exact one (the two replays'), the one whose
per-trip cost from N on lies nearest it is taken (_chosen), and the launch projected from M's
cycles (exact) by that per-trip cost, fitted over the cuts from N to M (_along); with none,
the cuts at N/2 and M those two replays timed, and those between, every N/2 trips, each
replayed on its own only while the per-trip cost is not steady (projection.trip_cuts,
projection.project: _by_own): N's alone when it is steady by N, so with M = 2N the replays
hold M + N/2 + N trips then, M + N/2 + N + 3N/2 at most (each cut from N/4 on replayed on
its own came to 173% of the launch for the Triton f16 matmul of 1024^3 on MI250X in session
19). Where the shared replay's waves never all ran their kept trips at once (Marks.apart)
and the fallback's cuts are steady, its interval reaches down to the launch's VALU floor
(_issue_floor): steady cuts then say nothing of the later trips, which may run every wave
side by side. Where the cuts are steady, a trend in their per-trip costs (projection.drift)
widens the interval by itself carried on to the loop's end, and one moving the estimate more
than TREND_MOST is a SamplingError saying how many trips to keep (_trend).

The replays that do not wait on one another's cycles run at once, one process a core
(emu/jobs.py; _Replays): the shared replay and N/2's, each with several XCDs apart and
together; the cuts between, one after another, each's two sides at once.
"""
import functools
import math
from collections import Counter
from dataclasses import replace
from statistics import NormalDist

import numpy as np

from .engine import replay
from .loops import STEPS, SamplingError
from .marks import Marks
from .ops import IssueCycles
from .projection import drift, fitted_slope, project, trip_cuts
from .sampled import MODEL_SD, exact, scaled
from .spatial import (bound, no_atomics, placed, shared_share, sides, spread, symmetric,
                      xcd_recorder, xcd_view)

# The standard deviation, as a share of the cycles a loop cut projects past its last cut
# (loops.py), of the later trips' mean cost against the cuts' projection: their cost drifts
# where no cut sees it (in benchmarks/sampling.py --loops, -4.2% to +3.4% against the
# per-trip cost of the last cuts: a Triton matmul's last trips cheaper, a stencil's time
# loop's dearer on R9 290X).
TRIP_SD = 0.02
# TRIP_SD where the trips past the kept ones fetch lines no kept trip touched (_unseen): a
# memory loop's trip costs what its lines' places in the memory's interleave (L2 and DRAM
# channels, banks, rows: an address hash) cost, which the kept trips sample only for their
# own lines. A 16x16-tiled f32 matmul of 512^3 on MI300X (32 trips) costs ~1,335 cycles a
# trip over its first 16 trips and ~1,505 over the later ones (the other half of B) with
# its buffers at one place, ~1,505 then ~1,380 with them 4 KiB on: a trip's cost spread
# +-6% about the middle by where its lines fall, the kept trips' at one place and the later
# ones' at another, their difference's standard deviation 6% x sqrt(2/3) (two uniform
# spreads): 4.9%. With TRIP_SD both layouts were "steady within 3%" at loops=8, -4.8% and
# +4.1% outside their intervals.
PLACED_SD = 0.05
# How far the cut at N/2 from the replay the cuts share may lie from its own replay's cycles
# and the shared figures stand (_checked).
CHECK = 0.03
# The most a trend in the cuts' per-trip costs, carried on to the loop's end, may move the
# estimate (a share of it), the interval widened by it (_trend): past it the interval would
# say little, and the launch is refused.
TREND_MOST = 0.1
WORDS = {"waves": "each wave shortened by its trips", "issue": "each CU by their issue share",
         "busy": "each CU by their share of its issue cycles"}


def cut_replay(recorder, device, occ, sampling, **options):
    """The SampledResult of a launch whose record its RecordCut cut (loops.py, spatial.py):
    one XCD's workgroups on a device of one XCD, placed between its replays with the other
    XCDs' lines apart and the same (spatial.sides), and the loop's trips projected from the
    launch cut at its first trips (projection.trip_cuts, projection.project), every cut's
    cycles from one replay to the largest (marks.Marks); None when no loop is past N trips
    and the record is whole (sampled by rounds then)."""
    cut = recorder.cut
    waves = sum(g.size for g in recorder.wave_group)
    found = cut.cut_loop(waves) if cut.keep else None
    if found is None and cut.xcds == 1:
        return None
    share = 0.0
    if cut.xcds > 1:
        symmetric(cut, waves, options.get("warm"))
        no_atomics(recorder)
        device = xcd_view(device)
        share = shared_share(xcd_recorder(recorder, cut.xcds))
    z = NormalDist().inv_cdf(0.5 + sampling.confidence / 2)
    if found is None or found[1] <= cut.keep:           # the record holds every trip
        return _whole(recorder, device, occ, sampling, found, z, share, **options)
    loop, trips = found
    step = max(1, cut.least // STEPS)
    cut_at = loop, cut.keep // step * step, step
    check = step * max(1, STEPS // 2)                                   # N/2
    replays = _Replays(recorder, device, occ, options)
    (last, exact_m, shown, marked), (own, mine, spent, _) = replays(
        [(loop, cut_at[1], step), (loop, check, None)])
    shared = {model: np.array([figures[model] for figures, _ in marked])
              for model in marked[0][0]}
    apart, tried = marked[0][1], [(own, spent)]
    model, words = _chosen(shared, mine, cut_at, check)
    if model is None:
        words = f"{words}: none within {CHECK:.0%}"
    if cut_at[1] - step < 2 * check + step:         # fewer than two cuts from N to fit
        model, words = None, f"the record keeps {cut_at[1]} trips, too few to fit past N"
    offset = cut.ranges[loop][0] - cut.code.base
    where = f"of the {trips} trips of the loop at 0x{offset:x}"
    if model is None:
        return _by_own(recorder, replays, sampling,
                       (loop, trips, {check: mine, cut_at[1]: exact_m}),
                       (tried, last, shown, f"{where} ({words})", share, apart))
    spread_sd, unseen = _unseen(cut, loop, trips)
    ends, how, steadied = _along(shared[model], mine, cut_at, (check, trips, spread_sd),
                                 sampling)
    ends, trend = [(e, h, h) for e, h in ends], ""
    if steadied:
        counts = np.arange(step, cut_at[1] + 1, step)
        fitted = (counts >= check) & (counts < cut_at[1])       # not M's, the exact one
        ends, trend = _trend(counts[fitted], shared[model][0][fitted],
                             (loop, trips, cut_at[1]), ends, recorder)
    how = (f"{how} {where}, from one replay to {cut_at[1]} ({words}: {WORDS[model]})"
           f"{unseen}{trend}")
    if cut.xcds > 1:
        how = f"{_one_xcd(recorder, last, cut.xcds, share)}; {how}"
    return _cut_result(recorder, sampling, (last, shown + tried[0][1],
                                            _floor(shared[model][:, -1], cut)),
                       placed(ends, z, share), how, trips_cut=True)


def _trend(counts, cycles, cut_at, ends, recorder):
    """(``ends``, (cycles, below, above) per replay, widened on its side by a trend in the
    per-trip costs of the launch's ``cycles`` cut at ``counts`` trips (projection.drift)
    carried on from the largest cut to the loop's end (``cut_at``: the loop, its trips, the
    trips the record keeps); the words for it, or ""). The cuts cannot say where a trend
    ends (a loop whose per-trip working set grows up to its trip 48 of 256 was "steady within
    3%" at loops=8 and -7.6% outside its interval): the interval reaches it carried on, each
    later trip's cost on along it, and where that moves the estimate more than TREND_MOST it
    is a SamplingError saying how many trips to keep (most=) to see it level off, which the
    projection then follows. Called where the cuts were found steady (two costs at a time
    within ``steady``), which a trend spread over them passes: cuts not steady already reach
    the costs they saw (_along's bias, _trips_projected's range)."""
    found = drift(counts, cycles)
    if found is None:
        return ends, ""
    costs, slope = found
    cut = recorder.cut
    loop, trips, kept = cut_at
    left = trips - kept
    extra = abs(slope) * left * left / 2
    estimate = ends[0][0]
    seen = (f"the per-trip cost drifts over the cuts at {int(counts[0])}-{int(counts[-1])} "
            f"({', '.join(f'{round(c):,}' for c in costs)} cycles; {slope:+.3g} a trip, not "
            f"levelling off)")
    if extra > TREND_MOST * estimate:
        more = min(4 * kept, trips)
        raise SamplingError(
            f"Sampling(loops={cut.least}) projects the {trips} trips of the loop at "
            f"0x{cut.ranges[loop][0] - cut.code.base:x} from its first {kept}, but {seen}: "
            f"carried on to trip {trips} it moves the estimate {extra / estimate:.1%}, and "
            f"the cuts cannot say where it ends; Sampling(loops={cut.least}, most={more}) "
            f"keeps {more} trips to see it level off, or time the launch without loops= "
            f"(timing=True, or \"sampled\")")
    side = 2 if slope > 0 else 1
    widened = [tuple(v + extra if k == side else v for k, v in enumerate(end)) for end in ends]
    return widened, (f"; {seen}: the interval reaches it carried on to trip {trips} "
                     f"({round(extra):,} cycles)")


def _by_own(recorder, replays, sampling, cut_at, spent):
    """cut_replay's SampledResult from the launch cut at projection.trip_cuts' counts, every N/2
    trips from N/2 to M, with neither model of the shared replay within CHECK: the cuts at N/2
    and M already timed (the check's own replay and the shared one, ``cut_at``: the loop, its
    trips, {trips: (apart, together) cycles} of those two), those between replayed each on its own
    only while the per-trip cost is not steady (at most M / (N/2) - 2 of them, and none past
    M: what it replays is bounded; ``spent``: the check's replay's (TimingResult,
    wave-instructions) in a list, the shared replay's TimingResult and wave-instructions, the
    words for the cut, spatial.shared_share's share, Marks.apart's figures or None). Where
    the waves' kept trips never all ran at once (``apart``) and yet the cuts are steady
    (Triton's f16 matmul of 1024^3 on MI250X, apart too, is not: the floor would take its
    low end from 86,220 to 56,136 of 95,848), the interval reaches down to the
    launch's VALU floor (_issue_floor): the cuts' per-trip cost can be steady and still not
    the later trips' (waves entering a loop of 1,000 trips apart after a delay loop on a
    gfx900 of 2 CUs: 76 cycles a trip to the cut at 32, 70 past 128; +7.6% outside the
    interval before)."""
    cut = recorder.cut
    loop, trips, figures = cut_at
    own, last, shown, where, share, apart = spent
    check, largest = sorted(figures)
    z = NormalDist().inv_cdf(0.5 + sampling.confidence / 2)

    def cycles_at(n):
        if n not in figures:
            (result, figures[n], work, _), = replays([(loop, n, None)])
            own.append((result, work))
        return float(np.mean(figures[n]))

    counts, middle, steadied = trip_cuts(check, largest, sampling.steady, cycles_at)
    spread_sd, unseen = _unseen(cut, loop, trips)
    # not steadied, the interval already reaches every per-trip cost the cuts saw; one
    # XCD's replays bound the launch neither way (_floor)
    apart = apart if steadied and cut.xcds == 1 else None
    shown += sum(r[1] for r in own)
    estimate, (below, above), decay = _trips_projected(counts, middle, trips, z, steadied,
                                                       spread_sd)
    floor = _issue_floor(own[0][0], last, (check, largest), trips) * cut.lightest(loop, trips)
    below = max(below, estimate - floor) if apart else min(below, estimate - floor)
    ends = [(estimate, max(0.0, below), above)]
    how = [f"cut at {', '.join(map(str, counts))} {where} "
           f"({', '.join(f'{round(c):,}' for c in middle)} cycles; {largest} the shared "
           f"replay's, the others each replayed on its own)"
           + (", projected by the steady line" if decay is None else
              f", projected by a fading per-trip cost (q {decay:.2f})")
           + (f" (steady within {sampling.steady:.0%})" if steadied else
              f" (not steady within {sampling.steady:.0%} by the {largest} kept: most= keeps "
              f"more)")
           + ("" if apart is None else
              f"; wave {apart[0]} passed its first cut at cycle {apart[1]:,}, after wave "
              f"{apart[2]} passed the last at {apart[3]:,}: the kept trips never ran all "
              f"waves at once, the interval down to the VALU floor ({round(floor):,})")
           + unseen]
    if cut.xcds > 1:                # each of the apart and together replays projected
        ends = []
        for k in (0, 1):
            cycles, (below, above), _ = _trips_projected(
                counts, np.array([figures[n][k] for n in counts]), trips, z, steadied,
                spread_sd)
            ends.append((cycles, below, above))
        how.insert(0, _one_xcd(recorder, last, cut.xcds, share))
    if steadied:
        ends, trend = _trend(np.array(counts), np.asarray(middle, float),
                             (loop, trips, largest), ends, recorder)
        how[-1] += trend
    return _cut_result(recorder, sampling, (last, shown, _floor(figures[largest], cut)),
                       placed(ends, z, share), "; ".join(how), trips_cut=True)


def _unseen(cut, loop, trips):
    """(the share of the cycles projected past the kept trips that is the standard deviation
    of the later trips' cost, the method's words for it or ""): PLACED_SD where a probe past
    the kept trips of ``loop`` (of ``trips``; RecordCut.probe_list) fetched lines no trip
    signed before it touched (SIGNS' lines not touched before), whose places in the memory's
    channels and banks no kept trip sampled; TRIP_SD else (a loop that reads its lines
    again, or none)."""
    probed = [t for t in cut.probe_list(loop, trips) if t > cut.keep]
    if not any(cut.signs[loop, t][4] for t in probed if (loop, t) in cut.signs):
        return TRIP_SD, ""
    return PLACED_SD, (f"; its trips past {cut.keep} fetch lines the kept ones never touched, "
                       f"whose places in the memory's channels and banks those do not "
                       f"sample: the interval takes {PLACED_SD:.0%} of their cost for it")


def _issue_floor(shorter, longer, counts, trips):
    """The fewest cycles the launch can take at the loop's ``trips``: a SIMD's VALU is busy
    with one instruction at a time (cu.py), so the launch lasts at least the VALU-busy cycles
    of its mean SIMD (TimingResult.simd_busy: the SIMDs of the CUs used), here those of the
    replay of the launch cut at the larger of ``counts`` (``longer``) grown a trip by its
    difference from the one cut at the smaller (``shorter``) (a later trip as heavy as the
    kept ones: the caller scales it by the lightest probe's share, RecordCut.lightest). A
    loop whose waves
    enter it apart never runs them all at once in its kept trips (dd_trips on a Vega 64 of 2
    CUs: the last of 32 waves enters 840 cycles after the first, 28 to 56 cycles a trip
    between the cuts at 8 to 32 of 4,000, 56 after them): its cuts' least per-trip cost is
    below what the later trips cost, which this floor is not."""
    busy = [sum(map(sum, result.simd_busy)) for result in (shorter, longer)]
    simds = sum(len(cu) for cu in longer.simd_busy if any(cu))
    per_trip = (busy[1] - busy[0]) / (counts[1] - counts[0])
    return (busy[1] + max(per_trip, 0.0) * (trips - counts[1])) / max(simds, 1)


def _chosen(shared, mine, cut_at, check):
    """(the model of the shared replay (marks.Marks.cycles) whose mean per-trip cost from the
    cut at ``check`` (N/2) to the one before the largest lies nearest the exact one, from
    ``mine``, that cut's own replay, to the largest (the shared replay itself), within CHECK,
    or None; the words for each model's distance). Each model fails where another holds: a
    wave's trips past a cut do not shorten the launch by their own time when the waves queue
    on one another (72 one-wave workgroups on 2 CUs, 9 waves a SIMD on an LDS-bound loop:
    "waves" put 40 trips at -39%, outside its 1% interval), nor past one dispatch round (a
    later workgroup waits for trips a cut leaves out: +470% at N/4 on 3.2 rounds); their
    share of a CU's issue is not their time when its waves wait side by side on latency, and
    their share of its waves' trips is not their share of its issue when its workgroups' ways
    in and out of the loop overlap others' trips (the Triton matmul: +15%; "busy" within 2%).
    Of the models within CHECK, the one whose per-trip cost fitted from N on (_along's) lies
    nearest that exact mean: its projection's bias the least (where two hold, their means
    can agree while their later costs part: the blocked matmul of 384 on Vega 64, each wave's
    trips -0.4% from N/2 but -13.8% from N, -5.4% at its 25 trips; by issue cycles -0.9%,
    -0.1%, -0.5%)."""
    _, largest, step = cut_at
    at = check // step - 1
    exact = (shared[next(iter(shared))][0, -1] - mine[0]) / (largest - check)
    off = {model: (v[0, -2] - v[0, at]) / (largest - step - check) / exact - 1
           for model, v in shared.items()}
    words = f"the mean cost of a trip from {check} against its own replay's: " + ", ".join(
        f"{WORDS[m]} {v:+.1%}" for m, v in off.items())
    counts = np.arange(step, largest + 1, step)
    late = (counts >= 2 * check) & (counts < largest)
    if late.sum() < 2:      # no later costs to fit: the nearest mean decides
        held = {m: abs(v) for m, v in off.items() if abs(v) <= CHECK}
    else:
        held = {m: abs(fitted_slope(counts[late], shared[m][0][late])[0] / exact - 1)
                for m, v in off.items() if abs(v) <= CHECK}
    return min(held, key=held.get, default=None), words


def _along(values, mine, cut_at, trips_at, sampling):
    """(per replay, (cycles at the loop's trips, the interval's half-width); the words for
    how; whether the per-trip cost is steady) from a model's cycles of the launch cut at every
    step to the largest (``values``: a row per replay, apart then together with several XCDs,
    spatial.sides; exact at the largest, the shared replay's):
    the largest's cycles and the per-trip cost fitted over the cuts from N to the one before
    it (a model's error at a cut changes little from one cut to the next there: the
    issue-share model misses the tail a cut launch's last waves run alone, -1% to -5% on the
    test loops, its slope within 3%). The interval: MODEL_SD of the whole, TRIP_SD of the
    cycles projected (``trips_at``: the cut at N/2, the loop's trips, and that share:
    PLACED_SD where the later trips fetch lines the kept ones never touched, _unseen) and the slope's standard error over the trips left, at the
    ``confidence``; plus the distance to the exact mean per-trip cost from the cut at N/2
    (``mine``, its own replay) to the largest over the trips left (a bias)."""
    _, largest, step = cut_at
    check, trips, spread_sd = trips_at
    counts = np.arange(step, largest + 1, step)
    late = (counts >= 2 * check) & (counts < largest)
    z = NormalDist().inv_cdf(0.5 + sampling.confidence / 2)
    ends = []
    for row, own in zip(values, mine):
        slope, error = fitted_slope(counts[late], row[late])
        left = trips - largest
        estimate = row[-1] + slope * left
        mean = (row[-1] - own) / (largest - check)
        deviation = math.sqrt((MODEL_SD * estimate) ** 2 + (spread_sd * slope * left) ** 2
                              + (error * left) ** 2)
        ends.append((estimate, z * deviation + abs(slope - mean) * left))
    early = (counts >= check) & (counts <= 2 * check)
    before = fitted_slope(counts[early], values[0][early])[0]
    steadied = abs(before - slope) <= sampling.steady * slope
    return ends, (f"the cut at {largest} and the per-trip cost over its cuts at "
                  f"{2 * check}-{largest - step}" + (" (steady" if steadied else " (not steady")
                  + f" within {sampling.steady:.0%} against {check}-{2 * check})"), steadied


class _Replays:
    """The replays of a cut launch (its ``recorder``'s, on ``device`` with ``occ``, replay's
    ``options``), called with the cuts to replay (``__call__``): the record as replayed (with
    several XCDs one XCD's, xcd_recorder) and its streams (Slices) made once for all."""

    def __init__(self, recorder, device, occ, options):
        self.cut = recorder.cut
        recorder.request_tables()       # made once for every view (and forked replay)
        self.whole = recorder if self.cut.xcds == 1 else xcd_recorder(recorder, self.cut.xcds)
        self.device, self.occ, self.options = device, occ, options
        self.workers = recorder.workers     # the launch's workers=: processes at most
        self.slices = {}                # loop -> the Slices of the record's streams at it

    def __call__(self, cuts):
        """Per cut (loop, trips, step) of ``cuts``: (the TimingResult, (apart, together)
        cycles (spatial.bound), wave-instructions replayed, per replay Marks' (cycles by
        model, apart) or None) of the launch cut at trip ``trips`` of ``loop`` (None: the
        record whole; with several XCDs one XCD's, replayed apart and together:
        spatial.sides), every ``step`` trips to it marked (marks.Marks: the cuts' shared
        replay) or none (None). The replays are independent, run at once (emu/jobs.py), the
        results those of running them in turn, in order (the last one's ``keep`` the last: a
        warm launch after it starts from it)."""
        cut, whole = self.cut, self.whole
        jobs, works, each = [], [], sides(cut.xcds)
        for loop, trips, step in cuts:
            view, at = (whole, None) if trips is None else cut.view(whole, loop, trips)
            marked = None if step is None else (at, loop, cut.ranges[loop][2],
                                                list(range(step, trips + 1, step)))
            if trips is None:
                sliced = None
            else:
                if loop not in self.slices:
                    self.slices[loop] = Slices(whole, loop)
                sliced = self.slices[loop], trips
            works.append(sum(len(run) * len(ids) for run, ids, _ in view.log))
            jobs += [functools.partial(_cut_replay, view, self.device, self.occ,
                                       (marked, sliced), {**self.options, **side})
                     for side in each]
        from ..emu.jobs import at_once    # the process machinery only for a sampled loop
        results = at_once(jobs, [work for work in works for _ in each], self.workers)
        found = []
        for k, work in enumerate(works):
            mine = results[k * len(each):(k + 1) * len(each)]
            last, both = bound([result for result, _ in mine], cut.xcds)
            found.append((last, np.array(both, float), work,
                          None if cuts[k][2] is None else [figures for _, figures in mine]))
        return found


def _cut_replay(view, device, occ, asked, options, here):
    """One replay of _Replays' (``here``: in this process, emu/jobs.py; a forked one has
    no progress bar to draw, nor memory to keep): (its TimingResult, with ``marked`` (the
    view's trips ``at``, the loop, its exit pc, the cuts' counts) the cycles of each cut by
    model (Marks.cycles) and Marks.apart's figures, else None). ``asked``: (``marked``,
    (the record's Slices, the trips the view keeps) or None), the view's streams sliced
    from the record's, not built again from its log."""
    marked, sliced = asked
    if not here:
        options = {**options, "progress": None, "keep": None}
    if sliced is not None:
        waves = sum(g.size for g in view.wave_group)
        view.kept_streams = {waves: (view.log, sliced[0].streams(sliced[1]))}
    if marked is None:
        return replay(view, device, occ, **options), None
    at, loop, exit_pc, counts = marked
    marks = Marks(view, at, loop, exit_pc, counts, IssueCycles(device))
    placed = []
    result = replay(view, device, occ, **options, marks=marks, placed=placed)
    return result, (marks.cycles(placed, result.cycles), marks.apart(placed))


class Slices:
    """A record's streams as the compiled replay takes them (Recorder.streams with codes),
    built once, and those of the record cut at each trip of its ``loop`` (RecordCut.view)
    sliced from them: the places of each wave's stream a cut keeps, its entries numbered
    again in the order they first run in its log (the one the cut's own log gives them).
    Building each cut's streams from its log anew was a quarter to a half of a loop cut's
    replays (trial 15's lmix: 1.9 of 4.5 s, profiled)."""

    def __init__(self, recorder, loop):
        cut = recorder.cut
        waves = sum(g.size for g in recorder.wave_group)
        self.entries, (self.flat, self.codes), offsets, _ = recorder.streams(waves, True)
        self.offsets = np.asarray(offsets, np.int64)
        log = recorder.log
        sizes = np.array([len(run) for run, _, _ in log], np.int64)
        counts = np.array([len(ids) for _, ids, _ in log], np.int64)
        wave = np.concatenate([ids for _, ids, _ in log]) if log else np.zeros(0, np.int64)
        # per (record, wave) pair, in log order: the trip of the loop it is at (-1 outside
        # it), and whether the record lies on the way out of it (a last trip's)
        trips, heads = [], []
        for index, count in enumerate(counts.tolist()):
            found = cut.at.get(index)
            if found is None or found[0] != loop:
                trips.append(np.full(count, -1, np.int64))
                heads.append(np.zeros(count, bool))
            else:
                trips.append(np.asarray(found[1], np.int64))
                heads.append(np.full(count, found[2]))
        self.trips = np.concatenate(trips) if trips else np.zeros(0, np.int64)
        self.heads = np.concatenate(heads) if heads else np.zeros(0, bool)
        # the pairs as the streams lay them out: wave after wave, each one's in log order
        self.order = np.argsort(wave, kind="stable")
        record = np.repeat(np.arange(len(log)), counts)[self.order]
        self.lengths = np.repeat(sizes, counts)[self.order]
        starts = np.cumsum(self.lengths) - self.lengths
        # per place: its record and its place in the record's run (first runs: the order)
        self.first = np.repeat(record * (int(sizes.max(initial=0)) + 1) - starts,
                               self.lengths) + np.arange(int(self.lengths.sum()))

    def streams(self, kept):
        """Recorder.streams (codes, all waves) of the record cut at trip ``kept`` of the
        loop (RecordCut.view: a record at a later trip left out, and at that trip one past
        the loop's exit)."""
        pairs = (self.trips < kept) | ((self.trips == kept) & self.heads)
        places = np.repeat(pairs[self.order], self.lengths)
        flat = self.flat[places]
        first = np.full(len(self.entries), np.iinfo(np.int64).max)
        np.minimum.at(first, flat, self.first[places])
        ran = np.flatnonzero(first < np.iinfo(np.int64).max)
        ran = ran[np.argsort(first[ran], kind="stable")]
        number = np.zeros(len(self.entries), np.int32)
        number[ran] = np.arange(ran.size, dtype=np.int32)
        flat = number[flat]
        offsets = np.concatenate([[0], np.cumsum(places)])[self.offsets]
        return ([self.entries[k] for k in ran.tolist()], (flat, self.codes[places]),
                offsets.tolist(), np.bincount(flat, minlength=ran.size).tolist())


def _whole(recorder, device, occ, sampling, found, z, share, **options):
    """cut_replay's SampledResult of a record holding the whole launch's streams: the full
    replay's (exact), or with several XCDs the one XCD's, placed between its replays with
    the other XCDs' lines apart and the same at the ``share`` they load too."""
    cut = recorder.cut
    (last, both, shown, _), = _Replays(recorder, device, occ, options)([(None, None, None)])
    how = ([] if found is None else [f"the loop's {found[1]} trips within the {cut.keep} the "
                                     f"record keeps: replayed whole"])
    if cut.xcds == 1:
        return replace(exact(last, sampling), method="exact: " + how[0])
    return _cut_result(recorder, sampling, (last, shown, 0),
                       placed([(c, z * MODEL_SD * c, z * MODEL_SD * c) for c in both], z, share),
                       "; ".join([_one_xcd(recorder, last, cut.xcds, share), *how]))


def _floor(cycles, cut):
    """The fewest cycles the launch takes: those of the launch cut at the largest cut
    (``cycles``, its replays'), or 0 with several XCDs (one XCD's replays bound it
    neither way: spatial.sides)."""
    return cycles[-1] if cut.xcds == 1 else 0


def _one_xcd(recorder, last, xcds, share):
    """The method's words for a launch timed by one XCD's workgroups."""
    groups = len(np.unique(np.concatenate(recorder.wave_group)))
    return (f"one XCD's workgroups ({last.workgroups} of {groups}) on a device of one XCD "
            f"whose MALL and DRAM serve the other XCDs' requests too ({xcds - 1} more), placed "
            f"between their lines apart from its own and the same, at the {share:.0%} of its "
            f"line loads two of its workgroups make")


def _cut_result(recorder, sampling, replayed, estimate, method, trips_cut=False):
    """The SampledResult of cut_replay's ``replayed`` (its last replay's TimingResult, the
    wave-instructions of all its replays, the cycles the launch takes at least, _floor's)
    and (cycles, the interval's low and high ends) ``estimate``: the counts scaled from the
    last replay's by its own wave-instructions (not all the replays': the cuts replayed on
    their own were under-counted by their number before); ``issued`` the functional run's
    (``_issued``); with the loop's trips cut (``trips_cut``), the stalls and memory counts
    left out (and the instructions' issues and stalls, ``hottest`` and ``charged``): the cut
    launch's are not the launch's in any one proportion (a naive f32 matmul
    of 128^3 on Vega 64 of 2 CUs at loops=8, its cycles -1.4%: scaled, L2 hits and misses
    2,441 and 9,043 for 8,298 and 3,074; linear in the trips from the cuts at 4 and 16, its
    L1 misses 3,122 for 10,346 and its no_wave stalls -61%: a line holds 32 trips' loads).
    Its detail_share the last replay's share of the
    launch (the largest cut, one XCD's: the others replay part of it again), its
    replayed_share all the replays', with one XCD its apart and together ones each."""
    cut = recorder.cut
    cycles, low, high = estimate
    last, shown, lowest = replayed
    waves = sum(g.size for g in recorder.wave_group)
    total = int(cut.work[:waves].sum())
    groups = len(np.unique(np.concatenate(recorder.wave_group))) if waves else 0
    result = scaled(last, round(cycles), total, last.wave_instructions, groups,
                    (max(round(lowest), round(low)), round(high)),
                    sampling, last.workgroups, spent=shown * (2 if cut.xcds > 1 else 1),
                    xcds=cut.xcds)
    if trips_cut:
        result = replace(result, stalls={}, memory={}, hottest=[], charged={})
    return replace(spread(result, cut.xcds), method=method, issued=_issued(recorder))


def _issued(recorder):
    """The launch's wave-instructions by issue category, as its full timing counts them: its
    record's and those its RecordCut dropped (the functional run ran every one)."""
    issued = Counter(recorder.cut.dropped_by)
    for run, ids, _ in recorder.log:
        for entry in run:
            issued[entry.counted] += len(ids)
    return {k: v for k, v in issued.items() if v}


def _trips_projected(counts, cycles, trips, z, steadied=True, spread_sd=TRIP_SD):
    """(cycles at the loop's ``trips``, the interval's reach (below it, above it), the fit's
    decay or None)
    from the launch's ``cycles`` cut at ``counts`` trips (projection.project). At the normal
    quantile ``z``: the fit's prediction error, MODEL_SD of the whole and ``spread_sd``
    (TRIP_SD, or PLACED_SD: _unseen) of the cycles projected past the last cut (the later
    trips' cost drifting where no cut sees it);
    plus the distance to the projection without the last cut, a bias (what one more cut
    still moves the projection by: the spread of the cuts' estimates; a per-trip cost still
    falling is not noise). Not ``steadied`` by the last cut, the interval reaches at least
    the projections by the least and by the largest per-trip cost between the cuts over the
    trips left: the later trips may cost any of those the cuts saw (Triton's f16 matmul of
    1024^3 on MI250X, 1.2 rounds: 5,996, 5,331 and 5,142 cycles a trip between its cuts at 2,
    4, 6 and 8, then 5,808 to its 15th; projected -4.8% with a 3.7% interval before); each on
    its own side of the estimate, not the range on both (dd_trips' 28 to 56 cycles a trip,
    56 the last: +-53%)."""
    estimate, error, decay = project(counts, cycles, trips)
    shorter = project(counts[:-1], cycles[:-1], trips)[0] if len(counts) > 2 else estimate
    deviation = math.sqrt((MODEL_SD * estimate) ** 2 + error ** 2
                          + (spread_sd * (estimate - cycles[-1])) ** 2)
    below = above = abs(estimate - shorter)
    if not steadied:
        costs = np.diff(cycles) / np.diff(counts)
        left = trips - counts[-1]
        below = max(below, estimate - cycles[-1] - float(costs.min()) * left)
        above = max(above, cycles[-1] + float(costs.max()) * left - estimate)
    return estimate, (z * deviation + below, z * deviation + above), decay
