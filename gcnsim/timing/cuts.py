"""Sampled timing of a launch whose record a RecordCut cut (loops.py, spatial.py): the loop's
trips projected from the launch cut at its first trips (loops.trip_cuts, loops.project), and
with ``Sampling(xcds=True)`` one XCD's workgroups standing for all, between a cold and a warm
MALL (spatial.bounded). A record that holds every trip is replayed whole (exact).
"""
import math
from dataclasses import replace
from statistics import NormalDist

import numpy as np

from .engine import replay
from .loops import STEPS, Marks, project, trip_cuts
from .sampled import MODEL_SD, exact, round_size, scaled
from .spatial import bounded, spread, symmetric, xcd_recorder, xcd_view

# The standard deviation, as a share of the cycles a loop cut projects past its last cut
# (loops.py), of the later trips' mean cost against the cuts' projection: their cost drifts
# where no cut sees it (in benchmarks/sampling.py --loops, -4.2% to +3.4% against the
# per-trip cost of the last cuts: a Triton matmul's last trips cheaper, a stencil's time
# loop's dearer on R9 290X).
TRIP_SD = 0.02
# How far the cut at N/2 from the replay the cuts share may lie from its own replay's cycles
# and the shared figures stand (_checked).
CHECK = 0.03


def cut_replay(recorder, device, occ, sampling, **options):
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
    replays = "each replayed on its own: past one dispatch round"
    if _one_round(recorder, device, occ):
        figures, last, shown, replays = _checked(recorder, device, occ, (loop, largest, step),
                                                 own, **options)

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
    return mine <= round_size(recorder, device, occ, groups.size)


def _checked(recorder, device, occ, cut_at, own, **options):
    """(per cut its (cold, warm) cycles, the replay whose counts are scaled, the
    wave-instructions replayed, the words for how) from one replay shared by the cuts of
    ``cut_at`` (loop, largest, step; _shared), checked against the own replay of the cut at
    N/2: a wave's trips past a cut do not shorten the launch by their
    own time when the waves queue on one another (a SIMD of 9 waves an LDS-bound loop: the
    shared replay put the launch cut at 8 of 16 trips +58% over its own replay's, and projected
    40 trips -39%, outside its interval); off by more than CHECK, every cut is replayed on its
    own (the check's replay kept for its cut, appended to ``own``)."""
    loop, largest, step = cut_at
    shared, last, shown = _shared(recorder, device, occ, cut_at, **options)
    if shared is None:
        return {}, last, shown, "each replayed on its own: past one dispatch round"
    figures = {n: shared[:, k] for k, n in enumerate(range(step, largest + 1, step))}
    check, tried = min(largest, step * max(1, STEPS // 2)), []
    mine = _own(recorder, device, occ, (loop, check), tried, **options)
    off = figures[check][0] / mine[0] - 1
    if abs(off) <= CHECK:
        return (figures, last, shown + tried[0][1],
                f"from one replay to {largest}, its cut at {check} within {off:+.1%} of its "
                f"own replay")
    own += tried
    return ({check: mine}, last, shown,
            f"each replayed on its own: one replay to {largest} put the cut at {check} "
            f"{off:+.1%} off its own replay (waves queued on one another)")


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
    """cut_replay's SampledResult of a record holding the whole launch's streams: the full
    replay's (exact), or with several XCDs the one XCD's, between its cold and warm MALL."""
    cut = recorder.cut
    view = recorder if cut.xcds == 1 else xcd_recorder(recorder, cut.xcds)
    last, (cold, warm) = bounded(lambda **more: replay(view, device, occ,
                                                       **{**options, **more}), cut.xcds)
    how = ([] if found is None else [f"the loop's {found[1]} trips within the {cut.keep} the "
                                     f"record keeps: replayed whole"])
    if cut.xcds == 1:
        return replace(exact(last, sampling), method="exact: " + how[0])
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
    """The SampledResult of cut_replay's ``replayed`` (its last replay's TimingResult, the
    wave-instructions of all its replays, the cycles the launch takes at least: the warm
    replay's) and (cycles, the interval's half-width) ``estimate``: the counts scaled from the
    last replay's by its own wave-instructions (not all the replays': the cuts replayed on
    their own were under-counted by their number before)."""
    cut = recorder.cut
    cycles, half = estimate
    last, shown, lowest = replayed
    waves = sum(g.size for g in recorder.wave_group)
    total = int(cut.work[:waves].sum())
    groups = len(np.unique(np.concatenate(recorder.wave_group))) if waves else 0
    result = scaled(last, round(cycles), total, last.wave_instructions, groups,
                    (max(round(lowest), round(cycles - half)), round(cycles + half)),
                    sampling, last.workgroups)
    return replace(spread(result, cut.xcds),
                   detail_share=shown * (2 if cut.xcds > 1 else 1) / total,
                   method=method,
                   issued={k: round(v * total / last.wave_instructions)
                           for k, v in last.issued.items()})


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


