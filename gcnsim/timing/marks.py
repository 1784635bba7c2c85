"""One replay times every cut of a loop (Sampling(loops=N), loops.py): Marks.

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
by that cost; with none, the cuts at N/2 and M (already timed) and those between, every N/2,
replayed on their own while the per-trip cost is not steady (projection.trip_cuts): N alone
when it is. An earlier version shortened the replay by the issue share at each moment and read each
cut's level from it: -6.3% and -9.0% on a blocked matmul of 2 and 3 rounds; the level is
what the model misses, not the slope.
"""
import numpy as np

from .loops import SamplingError


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


    def apart(self, placed):
        """(the wave that passed its first cut last, its cycle, the wave that passed the
        largest cut first, its cycle) when, among the waves whose workgroup (cu.Groups
        ``placed``) started before any wave passed the largest cut, one passed its first cut
        only after another had passed the largest: their kept trips never all ran at once
        (waves entering the loop apart, or queued on the arbiter, the oldest first), so the
        cuts' per-trip cost need not be the later trips'; else None."""
        times = self.times.reshape(-1, self.width)
        largest = times[:, -2]
        index = np.cumsum(np.r_[False, np.diff(self.groups) != 0])
        start = np.array([g.start for g in sorted(placed, key=lambda g: g.gid)])[index]
        resident = np.flatnonzero(start < largest.min())
        late = resident[np.argmax(times[resident, 0])]
        early = int(np.argmin(largest))
        if times[late, 0] <= largest[early]:
            return None
        return int(late), int(times[late, 0]), early, int(largest[early])


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
