"""Loop-level sampled timing: ``gcnsim.Sampling(loops=N)``. A launch of few dispatch rounds
whose waves spend their time in one loop (a matmul's K loop: 63 trips at 4096^3) gains
nothing from the round-level sampling of sampling.py (its prefix of rounds is the launch), and
its record, every wave's whole stream, can be past what a timed launch keeps. Here the record
keeps each wave's stream up to its M-th trip of the loop (``most``, 2N by default) and from
the loop's exit on, and the launch is timed cut at every N/4 trips to M. The loop's trip
count T (every wave's the same) is known from the functional run, which runs everything:
results are exact. A record holding all T trips (T <= M) is replayed whole.

Each cut is a prefix of the next, so one replay, of the launch cut at M, times them all
(Marks): it notes the cycle each wave issues the loop's exit branch on each cut's last trip,
and its end, and gives each cut's cycles by three models of what the trips past a cut take:
- "waves": each wave ends sooner by its own cycles from its exit branch on the cut's last
  trip to the one on M's, the launch with its last wave (a latency-bound launch: exact on
  the test loops but one, within 0.9%; 0.1-0.9% on the language stencil on R9 290X). It
  fails when waves queue on one another (the arbiter takes the oldest first: a SIMD of 9
  waves of an LDS-bound loop runs them nearly one after another, the last one's trips past a
  cut alone at the end, -39% at 40 trips) and past one dispatch round (a later workgroup's
  waves wait while older ones run trips a cut leaves out: +470% at N/4 on 3.2 rounds);
- "issue": each CU ends sooner by the time its waves' trips past the cut took of its issue:
  over each stretch of time between marks, their pace (trips a cycle, each wave's mean
  between its marks) over all its waves' (a throughput-bound CU: its time is the work it
  issues), the launch with its last CU. It misses the tail a cut launch's last waves run
  alone (-1% to -5% at a cut on the test loops), which changes little from one cut to the
  next: its per-trip cost from N on is within 3% of the cuts' own replays' there. It counts
  only trips as work: a wave before the loop or past it weighs nothing beside one in it, so
  where a CU's workgroups overlap their way in and out of the loop with others' trips (the
  Triton f16 matmul, 8 workgroups a CU of an MI250X, the oldest first: each ending while
  the youngest still run trips, past one round too) it saves too much: its per-trip cost
  from N/2 +15% off the own replays';
- "busy": the same share of each CU's issue, each wave's work over an interval its issue
  cycles (a matrix op's passes, a VALU op's cycles, else 1: ops.Op.busy) and its intervals
  also the way out of the loop to its end, which no cut saves: the Triton matmul's per-trip
  cost from N/2 within 1.4% (one round) and 2.1% (2 rounds, 16 CUs) of the own replays'.
The cuts' replay (cuts.py) takes, of the models whose mean per-trip cost from N/2 to M
matches the one between the cut at N/2's own replay and M's (exact) within 3%, the one whose
per-trip cost fitted over the cuts from N to M lies nearest it, and projects from M's cycles
by that cost; with none, the cuts at N/2
and M (already timed) and those between, every N/2, replayed on their own while the per-trip
cost is not steady (trip_cuts): N alone when it is. Session 18 shortened the replay by the
issue share at each moment and read each cut's level from it: -6.3% and -9.0% on a blocked
matmul of 2 and 3 rounds; the level is what the model misses, not the slope.

The first trips do not cost what the later ones do (the 1024^3 Triton matmul on MI300X, in
one run: 4,296 cycles a trip from trip 2 to 4, 3,475 from 4 to 8, 3,377 from 8 to its 15th),
and a line through cuts at N/2 and N overestimated it by 4.85%, outside its interval: hence
a model's per-trip cost is fitted from N on, and the cuts replayed on their own go on while
it is not steady. Their cycles at T are projected (project) by the steady line (the last two
cuts' per-trip cost carried on) or, with five cuts or more (a record of M > 2N), by a fit of
the cuts' cycles to a first-order transient (a trip t costing s + B q^t), whichever predicts
the last cut better from the cuts before it. The interval (cuts._trips_projected): the fit's
prediction error, MODEL_SD of the whole and TRIP_SD of the cycles projected (the later
trips' cost drifting where no cut sees it), at ``confidence``; plus the distance to the
projection without the last cut (the cuts' estimates' spread: what one more cut still
moves, a bias, not noise).

What was taken from where. Photon (Liu, Sun and Carlson, MICRO 2023; the sampling MGPUSim
took from it, sampling/wfsampling.go, read for this) predicts a wavefront's time once the
recent ones' is stable: it drops the first wavefronts (warm-up), asks of a window of them
that finish times follow issue times with a slope of 1 +- 3% (each takes as long), and
predicts from the window's mean time once it and its later half's agree within 3%.
Taken: the steady state checked by two successive windows' agreement, here per-trip costs
between cuts, with its 3%; the prediction from the steady window's cost (the line); the
loop found by its backward branch and sampled on its first trips. Not taken: the per-wave
online detection (a replay here times the whole launch, cut). TBPoint (Huang et al., IISWC 2014)
samples within a kernel in homogeneous regions, where as many thread blocks run at once
throughout, simulating some of a region's sampling units and predicting the rest from their
IPC. Taken: the trips of one loop are such a region (every wave resident, taking it as
often), sampled on its first units, the rest at their rate. Not taken: a warm-up skipped by
rule; the transient is fitted where it predicts better.

A cut projects the later trips from the first ones: it holds only where they are alike. The
functional run runs every trip, so the record takes signs of what a trip costs (SIGNS: its
wave-instructions, the lines of its vector accesses and the share of them not touched before,
its LDS accesses' bank clocks) of the trips it keeps and of probes past them (each power of two
and the trip before it, whose lines the next may meet again: RecordCut.sign), and a loop whose
probed trips are unlike its kept ones past their first half is refused (RecordCut.alike), with
the sign and the trip that differ: a loop whose loads leave a hot region after its 64th trip
was projected from its first 32, -95.5% with a 4% interval.

A loop here is the PC range from the lowest target of a backward branch to that branch
(ranges that overlap merged: a nested loop is its outer one's), the code being laid out as
LLVM does, a loop's blocks contiguous; a trip is one run of the block at the range's start.
Sampling needs one loop past N trips, taken the same number of times by every wave (a
workgroup's barriers then meet in the truncated streams too); loops of N trips or fewer are
not sampled.
"""
import copy
import math

import numpy as np

from ..errors import GcnsimError
from ..isa.flow import static_targets

STEPS = 4                   # cuts up to N: N/4, N/2, 3N/4 and N trips
DECAYS = np.linspace(0.05, 0.95, 19)    # the decays q a fit tries (a trip's extra cost x q)
SEEN = 0.25                 # the share of a transient left at the last cut, at most


# What a trip of a loop is like, by which RecordCut.alike compares its trips past those kept
# with the kept ones: per sign, the indices of the sums (RecordCut.signs) it is the ratio of,
# and how far apart two trips' may lie (a share of the larger, or apart for a share).
SIGNS = {"wave-instructions a wave-trip": (0, 1, 0.1),
         "lines a vector memory access": (3, 2, 0.25),
         "share of lines not touched before": (4, 3, 0.2),
         "LDS bank clocks an access": (6, 5, 0.25)}


class SamplingError(GcnsimError):
    """A Sampling record that cannot be used, or a launch it cannot sample."""


class RecordCut:
    """What a Recorder keeps of its waves' streams: with ``keep`` M, each wave's records inside
    a loop past its M-th trip are dropped (per loop of the code and wave the trips taken so
    far: ``trips``; ``at``: log index -> (loop, the trip of each of its record's waves,
    whether it lies on the loop's exit path)); a loop of more than ``least`` N trips (M by
    default) is the one sampled (cut_loop); with ``xcds`` X > 1, the records of waves of
    workgroups other than 0, X, 2X, ... (one XCD's, spatial.py). The wave-instructions dropped
    are counted (``dropped``), and each wave's, kept or not (``work``)."""

    def __init__(self, keep=0, xcds=1, least=None):
        self.keep = keep
        self.least = keep if least is None else least
        self.xcds = xcds
        self.code = None
        self.ranges = []            # (first pc, last pc, exit pc) of each loop
        self.trips = np.zeros((0, 0), np.int64)
        self.work = np.zeros(0, np.int64)
        self.group = np.zeros(0, np.int64)      # each wave's workgroup
        self.dropped = 0
        self.at = {}
        self._loop_of = {}          # pc -> the loop it lies in, or -1
        # (loop, trip) -> the sums SIGNS are ratios of: wave-instructions, wave-trips, vector
        # accesses, their lines, the lines new, LDS accesses, their bank clocks (sign, alike)
        self.signs = {}
        self._seen = set()          # the vector memory lines the signed trips touched

    def reset(self):
        """Forget the trips counted (a run again, Recorder.restart)."""
        self.trips[...] = 0
        self.work[...] = 0
        self.dropped = 0
        self.at = {}
        self.signs, self._seen = {}, set()

    def probed(self, pc, ids):
        """Which of waves ``ids`` run a trip past ``keep`` whose signs are taken (_probe, at
        ``pc`` of a loop), or None outside loops."""
        loop = self.loop_of(pc)
        if loop < 0 or not self.keep:
            return None
        trips = self.trips[loop, ids]
        return (trips > self.keep) & _probe(trips)

    def sign(self, pc, ids, instructions=0, lines=None, clocks=None):
        """Add to the signs of the trips waves ``ids`` run at ``pc`` (those kept, and the
        probes past them): ``instructions`` each ran, the vector memory ``lines`` (a tuple a
        wave) or the LDS bank ``clocks`` (an array) of an access each made."""
        loop = self.loop_of(pc) if self.keep else -1
        if loop < 0:
            return
        trips = self.trips[loop, ids]
        chosen = np.flatnonzero((trips <= self.keep) | _probe(trips))
        if not chosen.size:
            return
        # per trip signed at once (numpy over the waves, not a wave at a time: half the
        # recording run of the 4096^3 matmul's first 256 workgroups at loops=4)
        found, at, waves = np.unique(trips[chosen], return_inverse=True, return_counts=True)
        sums = [self.signs.setdefault((loop, trip), np.zeros(len(SIGNS) + 3))
                for trip in found.tolist()]
        spent = None if clocks is None else np.bincount(
            at, np.asarray(clocks, float)[chosen], minlength=found.size)
        accesses = [[0, 0, 0] for _ in sums]        # per trip: accesses, their lines, new
        if lines is not None:
            seen = self._seen
            for k, trip in zip(chosen.tolist(), at.tolist()):
                wave = lines[k]                     # (a wave's lines are distinct)
                tally = accesses[trip]
                tally[0] += 1
                tally[1] += len(wave)
                tally[2] += len(set(wave).difference(seen))
                seen.update(wave)
        for k, signs in enumerate(sums):
            signs[0] += instructions * int(waves[k])
            if lines is not None:
                signs[2:5] += accesses[k]
            if spent is not None:
                signs[5:7] += int(waves[k]), spent[k]

    def alike(self, loop, trips):
        """SamplingError unless the probed trips of ``loop`` (the powers of two past those kept
        before its last, of ``trips``: a last trip may run part of the loop) cost as its kept
        ones past the first half do, by SIGNS: a cut projects the later trips
        from the first ones (a loop whose loads leave a hot region after its 64th trip was
        projected from its first 32, -95.5% with a 4% interval)."""
        def of(chosen):
            total = sum((self.signs[loop, t] for t in chosen if (loop, t) in self.signs),
                        np.zeros(len(SIGNS) + 3))
            return {name: total[a] / total[b] for name, (a, b, _) in SIGNS.items()
                    if total[b]}
        kept = of(range(self.keep // 2 + 1, self.keep + 1))
        for trip in (t for t in (1 << np.arange(1, 40)).tolist() if self.keep < t < trips):
            probe = of([trip])
            for name, (_, _, within) in SIGNS.items():
                if name in kept and name in probe and not _near(kept[name], probe[name],
                                                                 within):
                    where = f"0x{self.ranges[loop][0] - self.code.base:x}"
                    raise SamplingError(
                        f"Sampling(loops={self.least}) projects the trips of the loop at "
                        f"{where} from its first {self.keep}, but its trip {trip} is not like "
                        f"them: {name} {probe[name]:.3g} against {kept[name]:.3g} in trips "
                        f"{self.keep // 2 + 1}-{self.keep}; time the launch without loops= "
                        f"(timing=True, or \"sampled\")")

    def bind(self, code, ids, groups):
        """A batch of waves ``ids`` of workgroups ``groups`` runs ``code`` (an emu
        CodeImage, whose loops are found once)."""
        if code is not self.code:
            self.code = code
            self.ranges = loop_ranges(code) if self.keep else []
            self.trips = np.zeros((len(self.ranges), self.trips.shape[1]), np.int64)
            self._loop_of = {}
        self._grow(ids)
        self.group[ids] = groups

    def loop_of(self, pc):
        found = self._loop_of.get(pc)
        if found is None:
            found = self._loop_of[pc] = next(
                (k for k, (first, last, _) in enumerate(self.ranges) if first <= pc <= last),
                -1)
        return found

    def enter(self, first, last, ids, times=1):
        """Waves ``ids`` start a run of the entries from pc ``first`` to ``last``: a trip
        each of a loop whose start it runs (a block may run into a loop from before it)."""
        for loop, (start, _, _) in enumerate(self.ranges):
            if first <= start <= last:
                self.trips[loop, ids] += times
                self._entered(loop, self.trips[loop, ids])

    def _entered(self, loop, trips):
        """Waves entered ``trips`` of ``loop``: counted in the signs of those signed."""
        for trip in trips[(trips <= self.keep) | _probe(trips)].tolist():
            self.signs.setdefault((loop, trip), np.zeros(len(SIGNS) + 3))[1] += 1

    def kept(self, pc, ids):
        """Which of waves ``ids`` a record at ``pc`` keeps (a bool array), or None: all."""
        loop = self.loop_of(pc)
        mine = self.group[ids] % self.xcds == 0 if self.xcds > 1 else None
        if loop < 0:
            return mine
        within = self.trips[loop, ids] <= self.keep
        return within if mine is None else within & mine

    def note(self, index, pc, ids):
        """The log's record ``index`` (at ``pc``) kept for waves ``ids``:
        if it lies in a loop, its waves' trips, by which a shorter cut (``view``) cuts it."""
        loop = self.loop_of(pc)
        if loop >= 0:
            first, _, exit_pc = self.ranges[loop]
            self.at[index] = loop, self.trips[loop, ids].copy(), first <= pc <= exit_pc

    def count(self, ids, count):
        """Waves ``ids`` ran ``count`` entries more."""
        self.work[ids] += count

    def _grow(self, ids):
        top = int(np.max(ids)) + 1 if len(ids) else 0
        size = self.work.size
        if top > size:
            size = max(top, 2 * size)
            trips = np.zeros((len(self.ranges), size), np.int64)
            trips[:, :self.trips.shape[1]] = self.trips
            work, group = np.zeros(size, np.int64), np.zeros(size, np.int64)
            work[:self.work.size], group[:self.group.size] = self.work, self.group
            self.trips, self.work, self.group = trips, work, group

    def cut_loop(self, waves):
        """(the loop to sample: of more than ``least`` trips, its trip count), or None when
        none is; SamplingError unless one loop is and every one of ``waves`` took it as
        often."""
        trips = self.trips[:, :waves]
        past = [k for k in range(len(self.ranges)) if trips[k].max(initial=0) > self.least]
        if not past:
            return None
        where = ", ".join(f"0x{self.ranges[k][0] - self.code.base:x}" for k in past)
        if len(past) > 1:
            raise SamplingError(f"Sampling(loops={self.least}) extrapolates one loop's trips: "
                                f"the loops at {where} each ran past {self.least} trips; time "
                                f"the launch without loops=")
        low, high = int(trips[past[0]].min()), int(trips[past[0]].max())
        if low != high:
            raise SamplingError(f"Sampling(loops={self.least}) extrapolates a loop that every "
                                f"wave takes as often: the loop at {where} took {low} to "
                                f"{high} trips; time the launch without loops=")
        self.alike(past[0], high)
        return past[0], high

    def unsampled(self, waves):
        """The words for why no loop was sampled (cut_loop found none past ``least`` trips):
        each loop's trips, counted as runs of its first instruction, and where its backward
        branches go (a loop of several, one a path that skips its first block, counts only
        the trips that run it)."""
        trips = self.trips[:, :waves]
        back = {}
        for offset, inst in self.code.instructions():
            targets, _ = static_targets(inst, offset)
            for target in targets or ():
                if target <= offset:
                    back.setdefault(self.loop_of(self.code.base + target), set()).add(target)
        found = [f"the loop at 0x{first - self.code.base:x} ran {int(trips[k].min())} to "
                 f"{int(trips[k].max())} trips (runs of its first instruction; its backward "
                 f"branches go to {', '.join(f'0x{t:x}' for t in sorted(back.get(k, ())))})"
                 for k, (first, _, _) in enumerate(self.ranges)]
        return (f"Sampling(loops={self.least}) found no loop past {self.least} trips: "
                + ("; ".join(found) or "the code has no backward branch"))

    def view(self, recorder, loop, trips):
        """(a copy of ``recorder`` whose log holds its waves' streams as if ``loop`` had
        ended at its ``trips``-th trip, the trips of its records in that loop as ``at`` has
        them, by their place in its log): its records of a later trip left out, and of that
        trip those past the loop's exit pc (loop_ranges: a last trip runs from the loop's
        first pc to its exit)."""
        log, at = [], {}
        for index, (run, ids, costs) in enumerate(recorder.log):
            found = self.at.get(index)
            if found is not None and found[0] == loop and found[1].max() >= trips:
                head = found[2]
                keep = found[1] <= trips if head else found[1] < trips
                if not keep.any():
                    continue
                run, ids, costs = run, ids[keep], tuple(
                    None if c is None else np.asarray(c)[keep] for c in costs)
                found = loop, found[1][keep], head
            if found is not None:
                at[len(log)] = found
            log.append((run, ids, costs))
        view = copy.copy(recorder)
        view.log = log
        return view, at


class Marks:
    """What one replay notes for every cut of a loop (engine.replay's ``marks``): the cycles
    each wave of ``view`` (a RecordCut.view to the largest cut, its trips ``at``) issues the
    loop's exit branch (``exit_pc``) on the last trip of each cut of ``counts``, and ends.
    Places are those of the view's streams as Recorder.streams lays them out (wave after
    wave, each wave's records in order); a wave's last place is its end. A record that runs
    into the loop from before it (a block does) holds its first trip. ``busy``: an executor
    Entry's issue cycles, summed per wave to each of its marks and its end (``spent``)."""

    def __init__(self, view, at, loop, exit_pc, counts, busy):
        self.groups = np.concatenate(view.wave_group)
        waves = self.groups.size
        sizes = np.zeros(waves, np.int64)
        for run, ids, _ in view.log:
            sizes[ids] += len(run)
        ends = np.cumsum(sizes)
        self.width = width = len(counts) + 1
        self.between = np.diff([0, *counts])       # the trips between a cut and the one before
        slot_of = np.full(max(counts) + 1, -1, np.int64)
        slot_of[counts] = np.arange(len(counts))
        cursor = ends - sizes
        self.places = places = {}
        # each wave's issue cycles (``busy``: an entry's) up to each of its marks, and its end
        self.spent = np.zeros((waves, width))
        spent = np.zeros(waves)
        exits = {}          # id of a record's run -> the exit branch's place in it, its busy sums
        for index, (run, ids, _) in enumerate(view.log):
            start = cursor[ids]
            cursor[ids] = start + len(run)
            known = exits.get(id(run))
            if known is None:
                known = exits[id(run)] = (
                    next((k for k, entry in enumerate(run) if entry.pc == exit_pc), -1),
                    np.cumsum([busy(entry) for entry in run]))
            at_exit, sums = known
            found = at.get(index)
            if at_exit >= 0 and (found is None or found[0] == loop):
                trips = np.ones(ids.size, np.int64) if found is None else found[1]
                slots = slot_of[np.minimum(trips, slot_of.size - 1)]
                hit = slots >= 0
                places.update(zip((start[hit] + at_exit).tolist(),
                                  (ids[hit] * width + slots[hit]).tolist()))
                self.spent[ids[hit], slots[hit]] = spent[ids[hit]] + sums[at_exit]
            spent[ids] += sums[-1]
        self.spent[:, -1] = spent
        places.update(zip((ends - 1).tolist(), (np.arange(waves) * width + width - 1).tolist()))
        self.times = np.full(waves * width, -1, np.int64)

    def passed(self, place, t):
        """A wave issued the instruction at stream place ``place`` at cycle ``t``."""
        slot = self.places.get(place)
        if slot is not None:
            self.times[slot] = t

    def cycles(self, placed, cycles):
        """The cycles of the launch cut at each count by the models of what a cut saves (the
        module's docstring), from this replay's (``cycles``, its dispatched cu.Groups
        ``placed``): {"waves": each wave ends sooner by its own trips past the cut, "issue":
        each CU by the share of its waves' trips the trips past the cut are, "busy": each CU by
        the share of its issue cycles they take}."""
        times = self.times.reshape(-1, self.width)
        if (times < 0).any():
            wave = int(np.flatnonzero((times < 0).any(axis=1))[0])
            raise SamplingError(f"a loop cut's shared replay did not see wave {wave} pass "
                                f"every cut ({times[wave].tolist()}): a timing model bug")
        ends = times[:, -1:]
        shorter = ends - (times[:, -2:-1] - times[:, :-1])      # per wave and cut
        index = np.cumsum(np.r_[False, np.diff(self.groups) != 0])   # wave -> its Group
        by_gid = {g.gid: g for g in placed}
        cu = np.array([by_gid[k].cu for k in range(len(placed))])[index]
        start = np.array([by_gid[k].start for k in range(len(placed))], float)[index]
        bounds = np.concatenate([start[:, None], times], axis=1).astype(float)
        trips = np.divide(self.between[None, :].astype(float), np.diff(bounds[:, :-1]),
                          out=np.zeros(times[:, :-1].shape), where=np.diff(bounds[:, :-1]) > 0)
        busy = np.divide(np.diff(self.spent, prepend=0.0), np.diff(bounds),
                         out=np.zeros(times.shape), where=np.diff(bounds) > 0)
        return {"waves": cycles - int(ends.max()) + _chained(placed, index, shorter).max(axis=0),
                "issue": cycles + _by_share(cu, bounds[:, :-1], trips, ends, self.between.size),
                "busy": cycles + _by_share(cu, bounds, busy, ends, self.between.size)}


def _by_share(cu, bounds, pace, ends, cuts):
    """Per cut, the launch's cycles less its last wave's end (``ends``, each wave's) when each
    CU (``cu``, each wave's) ends sooner by the time its waves' trips past the cut took of
    what it issues: over each stretch of time, the share of its waves' pace (``pace``: a
    wave's work a cycle over each interval between its ``bounds``, its mean there) that is
    their trips past the cut (a throughput-bound CU: its time the work it issues; the "waves"
    model is the latency-bound one's). A wave's intervals: to its first cut's mark (what comes
    before the loop, and its trips to that cut), then one a cut, and with issue cycles as the
    work, its way out of the loop to its end, which no cut saves (``cuts``: the cuts'
    number, the intervals before the last cut's mark)."""
    shorter = np.full(cuts, -np.inf)
    for unit in np.unique(cu):
        mine = cu == unit
        saved = _issue_saved(bounds[mine], pace[mine], cuts)
        shorter = np.maximum(shorter, ends[mine].max() - saved)
    return shorter - ends.max()


def _probe(trips):
    """Whether each of ``trips`` is one a probe takes signs of past the kept ones: a power of
    two, and the trip before it (whose lines its own may meet again)."""
    return (trips > 0) & (((trips & (trips - 1)) == 0) | ((trips + 1) & trips == 0))


def _near(a, b, within):
    """Whether ratios ``a`` and ``b`` lie within ``within``: a share of the larger above 1,
    apart by it at most below."""
    return abs(a - b) <= within * max(1.0, abs(a), abs(b))


def loop_ranges(code):
    """The loops of an emu CodeImage: (first pc, last pc, exit pc) per loop, from its
    backward branches, ranges that overlap merged (the words that do not decode skipped);
    its exit pc: the first instruction from its first pc on that may branch out of it (the
    straight path a last trip takes), else its last pc."""
    branches, ranges = [], []
    for offset, inst in code.instructions():
        targets, _ = static_targets(inst, offset)
        if targets:
            branches.append((offset, targets))
            ranges += [(target, offset) for target in targets if target <= offset]
    merged = []
    for first, last in sorted(ranges):
        if merged and first <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(last, merged[-1][1]))
        else:
            merged.append((first, last))
    loops = []
    for first, last in merged:
        exit_pc = next((at for at, targets in branches if first <= at <= last
                        and any(not first <= t <= last for t in targets)), last)
        loops.append((code.base + first, code.base + last, code.base + exit_pc))
    return loops


def trip_cuts(check, largest, steady, cycles_at):
    """(the trips the launch is cut at, their cycles (``cycles_at(n)``), whether the per-trip
    cost was steady): every ``check`` (N/2) trips from there to the ``largest`` (M, the
    record's), the cuts between asked for only while the per-trip cost between the last two
    cuts and the one from the last to M differ by more than ``steady`` (a share of the
    latter): N/2, N and M when it is steady by N (Photon's two windows, the later one here
    twice as long)."""
    counts = [check]
    cycles = [cycles_at(check)]
    end = cycles_at(largest)
    steadied = False
    while counts[-1] + check < largest and not steadied:
        counts.append(counts[-1] + check)
        cycles.append(cycles_at(counts[-1]))
        later = (end - cycles[-1]) / (largest - counts[-1])
        steadied = abs(_slope(counts, cycles, -1) - later) <= steady * later
    return counts + [largest], cycles + [end], steadied


def _slope(counts, cycles, k):
    """The cycles a trip between cut ``k`` - 1 and cut ``k``."""
    return (cycles[k] - cycles[k - 1]) / (counts[k] - counts[k - 1])


def project(counts, cycles, trips):
    """(the cycles at ``trips`` trips, the standard error of that prediction, the decay q or
    None) from the launch's cycles cut at ``counts`` trips, by the one of two models that
    predicts the last cut better from the cuts before it:

    - the steady line, the per-trip cost between the last two cuts carried on (Photon's
      prediction from the steady window's mean);
    - the least-squares fit of C(n) = A + s n + B (1 - q^n) / (1 - q): a trip t costing
      s + B q^t, the first trips' extra (or missing) cost fading by a share a trip, as a
      first-order transient does (the waves start together and drift apart, the caches and
      DRAM rows warm: each trip removes a share of what is left); q the point of DECAYS with
      the least squared residual among those whose transient is down to SEEN within the
      cuts (a slower one the cuts cannot tell from the slope s). It needs five cuts (four
      to fit, one to check): cuts past N, taken while the per-trip cost moved.

    The standard error is the fit's prediction error at ``trips`` from its residual (0 for
    the line, or with no degree of freedom left)."""
    n = np.asarray(counts, float)
    c = np.asarray(cycles, float)
    line = _line(n, c, trips)
    if len(n) < 5:
        return line
    held = abs(_line(n[:-1], c[:-1], n[-1])[0] - c[-1])
    fitted = _decayed(n[:-1], c[:-1])
    if fitted is None or abs(float(_design(n[-1:], fitted[1])[0] @ fitted[3]) - c[-1]) >= held:
        return line
    residual, q, design, coef = _decayed(n, c) or fitted
    at = _design(np.array([float(trips)]), q)[0]
    free = len(n) - design.shape[1]
    if free <= 0:
        return float(at @ coef), 0.0, q
    spread = np.linalg.pinv(design.T @ design)
    return float(at @ coef), math.sqrt(residual / free * float(at @ spread @ at)), q


def _line(n, c, trips):
    """project's steady line: (cycles at ``trips``, 0, None)."""
    slope = (c[-1] - c[-2]) / (n[-1] - n[-2])
    return float(c[-1] + slope * (trips - n[-1])), 0.0, None


def _decayed(n, c):
    """The least-squares fit (_fit) of the decays q whose transient is down to SEEN within the
    cuts ``n`` with the least residual, or None when none is."""
    seen = [q for q in DECAYS if q ** (n[-1] - n[0]) <= SEEN]
    return min((_fit(n, c, q) for q in seen), default=None, key=lambda fit: fit[0])


def _fit(n, c, q):
    """(squared residual, q, design, coefficients) of the least-squares fit at decay q."""
    design = _design(n, q)
    coef, *_ = np.linalg.lstsq(design, c, rcond=None)
    return float(((design @ coef - c) ** 2).sum()), q, design, coef


def _design(n, q):
    """The fit's columns at trips ``n``: 1, n and, for a decay ``q``, (1 - q^n) / (1 - q)."""
    columns = [np.ones_like(n), n] + ([] if q is None else [(1 - q ** n) / (1 - q)])
    return np.stack(columns, axis=1)


def _chained(placed, index, shorter):
    """Per workgroup (cu.Groups ``placed``) and cut its end when each of its waves (their
    Group ``index``) ends at ``shorter`` from its start, and it starts as the workgroup
    before it on its CU (the one whose end last came before its start) ends so shortened:
    one round, or a chain of workgroups placed one as another ended."""
    ends = np.full((len(placed), shorter.shape[1]), -np.inf)
    np.maximum.at(ends, index, shorter)
    done, last_on = {}, {}
    for group in sorted(placed, key=lambda g: (g.start, g.gid)):
        ahead = [g for g in last_on.get(group.cu, ()) if g.end <= group.start]
        if ahead:
            ends[group.gid] += done[max(ahead, key=lambda g: g.end).gid] - group.start
        done[group.gid] = ends[group.gid]
        last_on.setdefault(group.cu, []).append(group)
    return ends


def _issue_saved(bounds, pace, cuts):
    """Per cut k, the cycles a CU's waves' trips past cut k took of its issue: the integral
    over time of their pace's share of all its waves' pace (wave w's interval j, from
    ``bounds``[w, j] to [w, j + 1], at ``pace``[w, j]; the trips past cut k: its intervals
    k + 1 to ``cuts`` - 1)."""
    waves, intervals = pace.shape
    column = np.broadcast_to(np.arange(intervals), pace.shape).ravel()
    at = np.concatenate([bounds[:, :-1].ravel(), bounds[:, 1:].ravel()])
    step = np.zeros((at.size, intervals))
    step[np.arange(column.size), column] = pace.ravel()
    step[column.size + np.arange(column.size), column] = -pace.ravel()
    order = np.argsort(at, kind="stable")
    running = np.cumsum(step[order], axis=0)[:-1]
    span = np.diff(at[order])
    total = running.sum(axis=1)
    later = np.cumsum(running[:, cuts - 1::-1], axis=1)[:, ::-1]   # intervals k..cuts-1
    past = np.concatenate([later[:, 1:], np.zeros((span.size, 1))], axis=1)   # k < j < cuts
    share = np.divide(past, total[:, None], out=np.zeros_like(past), where=total[:, None] > 0)
    return (share * span[:, None]).sum(axis=0)
