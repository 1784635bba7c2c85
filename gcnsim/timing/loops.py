"""Loop-level sampled timing: ``gcnsim.Sampling(loops=N)``. A launch of few dispatch rounds
whose waves spend their time in one loop (a matmul's K loop: 63 trips at 4096^3) gains
nothing from the round-level sampling of sampling.py (its prefix of rounds is the launch), and
its record, every wave's whole stream, can be past what a timed launch keeps. Here the record
keeps each wave's stream up to its M-th trip of the loop (``most``, 2N by default) and from
the loop's exit on, and the launch is timed cut at every N/4 trips to M. The loop's trip
count T (every wave's the same) is known from the functional run, which runs everything:
results are exact. A record holding all T trips (T <= M) is replayed whole.

Each cut is a prefix of the next, so one replay, of the launch cut at M, times them all,
by three models of what the trips past a cut take (marks.py); the cuts' replay (cuts.py)
picks one, or replays cuts on their own, and projects their cycles to T (projection.py).

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
wave-instructions and their issue cycles, the lines of its vector accesses and the share of
them not touched before, its LDS accesses' bank clocks) of the trips it keeps and of probes
past them (probe_trips: every M trips, then each at most a sixteenth past the one before, and
the trip before each, whose lines the probe may meet again: RecordCut.sign), and a loop
whose probed trips are unlike its kept ones past their first half is refused
(RecordCut.alike), with the sign and the trip that differ: a loop whose loads leave a hot region after its 64th trip was projected from its
first 32, -95.5% with a 4% interval. The last probe lies up to max(M, T/16) trips before
the loop's end, and T is known only once waves leave the loop: so where the loops access
vector memory or LDS the dispatch runs the first workgroup on its own (Recorder.lead), and
the waves after it sign the loop's last trips too (T-2 and T-1: probes' ``last``), which
alike compares as it does the probes (a change at trip 240 of 256 went unseen before). Else
a launch of one batch runs whole, once (the lead ran its every block twice): its waves sign
each trip past those kept into a journal, which holds the trips a wave may still end on, and
T-2 and T-1 are signed from it once the batch has run (RecordCut.journal_batch, settle); in
a launch of several, the batches after the first sign them. A worker's first batch, past the
launch's first, leaves them unsigned.

A loop here is the PC range from the lowest target of a backward branch to that branch
(ranges that overlap merged: a nested loop is its outer one's), the code being laid out as
LLVM does, a loop's blocks contiguous; a trip is one run of the block at the range's start.
Sampling needs one loop past N trips, taken the same number of times by every wave (a
workgroup's barriers then meet in the truncated streams too); loops of N trips or fewer are
not sampled.
"""
import copy
import functools
from collections import Counter

import numpy as np

from ..errors import GcnsimError
from ..isa.flow import static_targets
from ..isa.issue import LDS, VMEM, category

STEPS = 4                   # cuts up to N: N/4, N/2, 3N/4 and N trips
JOURNAL = 16                # trips the journal holds before those no wave ends on are pruned


# What a trip of a loop is like, by which RecordCut.alike compares its trips past those kept
# with the kept ones: per sign, the indices of the sums (RecordCut.signs) it is the ratio of,
# how far apart two trips' may lie (a share of the larger, at least 1), and for a share the
# least difference that tells them apart (``floor``, _near): a share of lines new of 1/16 in
# the kept trips (16 workgroups reading one row each trip, the first of them fetching it)
# and 0 past them (the rows read again) is not alike (within 0.2 apart: +9.5% to +26.5%
# outside the intervals at loops=8 on a Vega 64 of 2 CUs).
SIGNS = {"wave-instructions a wave-trip": (0, 1, 0.1, None),
         "lines a vector memory access": (3, 2, 0.25, None),
         "share of lines not touched before": (4, 3, 0.2, 1 / 32),
         "LDS bank clocks an access": (6, 5, 0.25, None),
         "issue cycles a wave-trip": (7, 1, 0.1, None)}


class SamplingError(GcnsimError):
    """A Sampling record that cannot be used, or a launch it cannot sample."""


class UnknownSamplingField(SamplingError, TypeError):
    """A Sampling field that does not exist (``Sampling(rouns=8)``), with the nearest name; a
    TypeError too, as Python's own for an unknown keyword argument."""


class RecordCut:
    """What a Recorder keeps of its waves' streams: with ``keep`` M, each wave's records inside
    a loop past its M-th trip are dropped (per loop of the code and wave the trips taken so
    far: ``trips``; ``at``: log index -> (loop, the trip of each of its record's waves,
    whether it lies on the loop's exit path)); a loop of more than ``least`` N trips (M by
    default) is the one sampled (cut_loop); with ``xcds`` X > 1, the records of waves of
    workgroups other than 0, X, 2X, ... (one XCD's, spatial.py). The wave-instructions dropped
    are counted (``dropped``; by issue category, ``dropped_by``), and each wave's, kept or not
    (``work``). ``busy``: an Entry's issue cycles (ops.IssueCycles: a VALU op's cycles, a
    matrix op's passes, 1 else), by which a trip's instruction mix is signed (SIGNS)."""

    def __init__(self, keep=0, xcds=1, least=None, busy=None):
        self.keep = keep
        self.busy = busy or _one
        self._cycles = {}           # (first pc, entries) -> a run's issue cycles (cycles)
        self.least = keep if least is None else least
        self.xcds = xcds
        self.code = None
        self.ranges = []            # (first pc, last pc, exit pc) of each loop
        self.trips = np.zeros((0, 0), np.int64)
        self._work = np.zeros(0, np.int64)
        self.group = np.zeros(0, np.int64)      # each wave's workgroup
        self._dropped = 0
        self._dropped_by = Counter()
        # what block runs added to ``work`` and the drops, not yet added (a block run adds
        # to them: counted once the waves or the run change, or they are read): (the waves,
        # instructions each ran), and (first pc, length) -> (the entries, waves dropped)
        self._counting = None, 0
        self._drops = {}
        self.at = {}
        self._loop_of = {}          # pc -> the loop it lies in, or -1
        # (loop, trip) -> the sums SIGNS are ratios of: wave-instructions, wave-trips, vector
        # accesses, their lines, the lines new, LDS accesses, their bank clocks, issue cycles
        # (sign, alike)
        self.signs = {}
        self._seen = set()          # the vector memory lines the signed trips touched
        # per loop the trips the waves of the batches before took (bind): the later ones
        # sign their last trips too (tail)
        self.ends = {}
        self._heads = {}            # (first pc, last pc) -> the loops whose start lies there
        self._where = {}            # loop -> its _Where of the waves asked last (where)
        self.moves = 0              # changes of ``trips`` so far: a _Where holds while none
        # while a first batch that runs the whole launch cannot know the loop's last trips
        # (journal_batch): (loop, trip) -> the sums of signs of each trip past those kept
        # and probed, while a wave may end on it
        self.journal = None
        self._batch_ids = np.zeros(0, np.int64)     # the waves of the batch bound last

    def reset(self):
        """Forget the trips counted (a run again, Recorder.restart)."""
        self.moves += 1
        self.trips[...] = 0
        self._counting, self._drops = (None, 0), {}
        self._work[...] = 0
        self._dropped = 0
        self._dropped_by = Counter()
        self.at = {}
        self.signs, self._seen, self.ends = {}, set(), {}
        self.journal = None

    def journal_batch(self):
        """The batch bound now holds every workgroup of the launch: no batch after it learns
        the loop's trip count T from it to sign T-2 and T-1 (``tail``), and no workgroup ran
        on its own first to tell it (Recorder.lead: its loops access no vector memory or LDS,
        or it is one workgroup). Its waves sign every trip past those kept into the journal
        instead, which holds the trips a wave may still end on (_prune), and once the batch
        has run, T-2 and T-1 are signed from it (settle) as a later batch would have signed
        them: their instructions and issue cycles, which a compiled loop's trips add as they
        are taken (looped)."""
        if self.keep:
            self.journal = {}

    def _row(self, loop, trip):
        """The sums of signs ``trip`` of ``loop`` adds to (``signs``', or the journal's while
        a wave may end on it), or None where its signs are not taken."""
        if self.signed(loop, trip):
            return self.signs.setdefault((loop, trip), np.zeros(len(SIGNS) + 3))
        if self.journal is not None and trip > self.keep:
            found = self.journal.get((loop, trip))
            if found is None:
                found = self.journal[loop, trip] = np.zeros(len(SIGNS) + 3)
            return found
        return None

    def noted(self, loop, trips):
        """Which of ``trips`` (an int array) of ``loop`` waves sign: the kept ones, the probes
        (probes), every one while the journal is kept."""
        if self.journal is not None:
            return np.ones(trips.shape, bool)
        return (trips <= self.keep) | probes(trips, self.keep, self.tail(loop))

    def _prune(self, loop):
        """Forget the journal's trips of ``loop`` no wave of the batch can end on any more:
        those before the last two from the least trip its waves that entered it stand at."""
        trips = self.trips[loop, self._batch_ids]
        entered = trips[trips > 0]
        if not entered.size:
            return
        low = int(entered.min()) - 2
        for key in [key for key in self.journal if key[0] == loop and key[1] < low]:
            del self.journal[key]

    def settle(self):
        """The journal's last two trips of each loop (T-2 and T-1 of its T, the most any wave
        took) signed, as a batch after the first signs them (probes' ``last``, T then
        ``tail``); the journal closed."""
        journal, self.journal = self.journal, None
        for loop in sorted({loop for loop, _ in journal or ()}):
            last = int(self.trips[loop].max(initial=0))
            if last <= self.keep:
                continue
            self.ends[loop] = last
            for trip in (last - 2, last - 1):
                if (loop, trip) in journal and trip > self.keep and (loop, trip) not in self.signs:
                    self.signs[loop, trip] = journal[loop, trip]

    def where(self, loop, ids):
        """The _Where of waves ``ids`` (an array the Recorder asks with again while a group of
        waves runs on: Recorder._ids) in ``loop``: made once while their trips stay, not at
        every question a block run asks (which trips, kept, probed: each asked two or three
        times a run, the trips gathered and the probes found anew each time, was most of a
        loop cut's recording run: trial 15's lmix 3.9 s CPU against 0.9 s timed in full)."""
        found = self._where.get(loop)
        if found is None or found.ids is not ids or found.moves != self.moves:
            found = self._where[loop] = _Where(self, loop, ids)
        return found

    def signed(self, loop, trip):
        """Whether waves sign ``trip`` of ``loop``: a kept one or a probed one (probes, for
        one trip)."""
        if trip <= self.keep:
            return True
        last = self.tail(loop)
        if last is not None and trip in (last - 1, last - 2):
            return True
        return bool(_schedule(max(int(self.keep), 1), _size(trip + 1))[1][trip])

    def probed(self, pc, ids):
        """Which of waves ``ids`` run a trip past ``keep`` whose signs are taken (probes, at
        ``pc`` of a loop), or None outside loops."""
        loop = self.loop_of(pc)
        if loop < 0 or not self.keep:
            return None
        return self.where(loop, ids).probed

    def cycles(self, entries):
        """The issue cycles of a run of ``entries`` (``busy``'s; straight code from its first
        pc: known by that and its length)."""
        key = entries[0].pc, len(entries)
        found = self._cycles.get(key)
        if found is None:
            found = self._cycles[key] = sum(map(self.busy, entries))
        return found

    def count_trip(self, loop, trip, instructions, cycles):
        """Add to the signs of ``trip`` of ``loop``, if signed (kept or probed), the
        ``instructions`` and issue ``cycles`` its waves ran (sign's, for one trip)."""
        signs = self._row(loop, trip)
        if signs is not None:
            signs[0] += instructions
            signs[7] += cycles

    def sign(self, pc, ids, instructions=0, lines=None, clocks=None, cycles=0):
        """Add to the signs of the trips waves ``ids`` run at ``pc`` (those kept, and the
        probes past them): ``instructions`` each ran and their issue ``cycles``, the vector
        memory ``lines`` (a tuple a wave) or the LDS bank ``clocks`` (an array) of an access
        each made."""
        loop = self.loop_of(pc) if self.keep else -1
        if loop < 0:
            return
        trips = self.trips[loop, ids]
        low, high = _span(trips)
        if low == high:                 # (the waves in step: one trip, sums without arrays)
            signs = self._row(loop, low) if ids.size else None
            if signs is None:
                return
            signs[0] += instructions * ids.size
            signs[7] += cycles * ids.size
            if lines is not None:
                tally = [0, 0, 0]
                self._tally(lines, [tally] * len(lines))
                signs[2:5] += tally
            if clocks is not None:      # (integer sums: as exact as a sum of floats)
                signs[5:7] += ids.size, int(np.sum(clocks))
            return
        chosen = np.flatnonzero(self.noted(loop, trips))
        if not chosen.size:
            return
        # per trip signed at once (numpy over the waves, not a wave at a time: half the
        # recording run of the 4096^3 matmul's first 256 workgroups at loops=4)
        found, at, waves = np.unique(trips[chosen], return_inverse=True, return_counts=True)
        found = found.tolist()
        sums = [self._row(loop, trip) for trip in found]
        spent = None if clocks is None else np.bincount(
            at, np.asarray(clocks, float)[chosen], minlength=len(found))
        accesses = [[0, 0, 0] for _ in sums]        # per trip: accesses, their lines, new
        if lines is not None:
            self._tally([lines[k] for k in chosen.tolist()],
                        [accesses[trip] for trip in at.tolist()])
        for k, signs in enumerate(sums):
            signs[0] += instructions * int(waves[k])
            signs[7] += cycles * int(waves[k])
            if lines is not None:
                signs[2:5] += accesses[k]
            if spent is not None:
                signs[5:7] += int(waves[k]), spent[k]

    def _tally(self, lines, tallies):
        """Add each wave's vector memory ``lines`` (a tuple a wave, its lines distinct) to its
        tally of ``tallies`` (accesses, their lines, those no signed trip touched before)."""
        seen = self._seen
        for wave, tally in zip(lines, tallies):
            tally[0] += 1
            tally[1] += len(wave)
            tally[2] += len(set(wave).difference(seen))
            seen.update(wave)

    def lightest(self, loop, trips):
        """The least share of the kept trips' wave-instructions a wave-trip past their first
        half (SIGNS' first) any probed trip of ``loop`` (probe_trips, before ``trips``) runs,
        at most 1: alike passes them within its tolerance, this is what they ran."""
        def per_trip(chosen):
            total = sum((self.signs[loop, t] for t in chosen if (loop, t) in self.signs),
                        np.zeros(len(SIGNS) + 3))
            return total[0] / total[1] if total[1] else None
        kept = per_trip(range(self.keep // 2 + 1, self.keep + 1))
        shares = [found / kept for found in map(per_trip, ([t] for t in
                                                           self.probe_list(loop, trips)))
                  if kept and found is not None]
        return min([1.0, *shares])

    def trip_work(self):
        """The wave-instructions a wave-trip of the kept trips of a loop the batches before ran
        past them (``ends``), or 0 with none."""
        total = sum((self.signs[loop, t] for loop in self.ends
                     for t in range(1, self.keep + 1) if (loop, t) in self.signs),
                    np.zeros(len(SIGNS) + 3))
        return total[0] / total[1] if total[1] else 0.0

    def tail(self, loop):
        """The trips the waves of the batches before took ``loop`` (bind), or None: the trips
        before that count are the last a probe takes (probes)."""
        return self.ends.get(loop)

    def probe_list(self, loop, trips):
        """The probed trips of ``loop`` whose signs alike compares, of a loop of ``trips``
        trips: probe_trips', and its last but one where the waves of a later batch signed it
        (its last may run part of the loop)."""
        found = probe_trips(self.keep, trips)
        last = trips - 1
        if last > self.keep and last not in found and (loop, last) in self.signs:
            found.append(last)
        return found

    def next_signed(self, loop, trip):
        """The first trip from ``trip`` on that waves sign in ``loop``: a probe (next_probe) or
        one of its last (probes' ``last``)."""
        end = self.tail(loop)
        last = [] if end is None else [t for t in (end - 2, end - 1) if t >= trip]
        return min([next_probe(trip, self.keep), *last])

    def alike(self, loop, trips):
        """SamplingError unless the probed trips of ``loop`` (probe_trips, before its last of
        ``trips``: a last trip may run part of the loop) cost as its kept
        ones past the first half do, by SIGNS: a cut projects the later trips
        from the first ones (a loop whose loads leave a hot region after its 64th trip was
        projected from its first 32, -95.5% with a 4% interval)."""
        def of(chosen):
            total = sum((self.signs[loop, t] for t in chosen if (loop, t) in self.signs),
                        np.zeros(len(SIGNS) + 3))
            return {name: total[a] / total[b] for name, (a, b, _, _) in SIGNS.items()
                    if total[b]}
        kept = of(range(self.keep // 2 + 1, self.keep + 1))
        for trip in self.probe_list(loop, trips):
            probe = of([trip])
            for name, (_, _, within, floor) in SIGNS.items():
                if name in kept and name in probe and not _near(kept[name], probe[name],
                                                                 within, floor):
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
            self._cycles = {}
            self.ranges = loop_ranges(code) if self.keep else []
            self.trips = np.zeros((len(self.ranges), self.trips.shape[1]), np.int64)
            self._loop_of = {}
        self.moves += 1
        before = self.trips[:, :int(np.min(ids))] if len(ids) else self.trips[:, :0]
        for loop, most in enumerate(before.max(axis=1, initial=0).tolist()):
            if most > self.keep:
                self.ends[loop] = most
        self._grow(ids)
        self.group[ids] = groups
        self._batch_ids = ids

    def loop_of(self, pc):
        found = self._loop_of.get(pc)
        if found is None:
            found = self._loop_of[pc] = next(
                (k for k, (first, last, _) in enumerate(self.ranges) if first <= pc <= last),
                -1)
        return found

    def looped(self, loop, ids, block, taken):
        """Waves ``ids`` ran ``taken`` more trips of ``loop`` as a compiled loop over
        ``block`` (its whole body, neither kept nor signed: Recorder.loop_trips) from the one
        they stand at: with the journal kept, each trip's signs counted in it (their
        instructions and issue cycles, the block's, and one wave-trip a wave, as a block run
        a trip would add them; of the last two trips before those waves stand at now, and
        that one's instructions, on which the block run's own record ends, the rest counted
        by enter and that record: the others are no wave's last). True where counted so."""
        if self.journal is None or loop < 0:
            return False
        start = int(self.trips[loop, ids].min(initial=0))
        n, size, cycles = ids.size, len(block.entries), self.cycles(block.entries)
        for trip in range(max(start, start + taken - 2), start + taken + 1):
            row = self._row(loop, trip)
            if row is not None:
                row[0] += size * n * (trip < start + taken)
                row[7] += cycles * n * (trip < start + taken)
                row[1] += n * (start < trip < start + taken)
        return True

    def enter(self, first, last, ids, times=1):
        """Waves ``ids`` start a run of the entries from pc ``first`` to ``last``: a trip
        each of a loop whose start it runs (a block may run into a loop from before it)."""
        for loop in self.heads(first, last):
            self.moves += 1
            self.trips[loop, ids] += times
            self._entered(loop, self.where(loop, ids))
            if self.journal is not None and len(self.journal) > JOURNAL:
                self._prune(loop)

    def _entered(self, loop, where):
        """Waves entered their trips of ``loop`` (``where``'s): counted in the signs of those
        signed."""
        if where.low == where.high:
            row = where.row
            if where.ids.size and row is not False:
                row[1] += where.ids.size
            return
        trips = where.trips
        found, waves = np.unique(trips[self.noted(loop, trips)], return_counts=True)
        for trip, count in zip(found.tolist(), waves.tolist()):
            self._row(loop, trip)[1] += count

    def heads(self, first, last):
        """The loops whose start lies from pc ``first`` to ``last`` (a run of those entries
        enters a trip of each)."""
        heads = self._heads.get((first, last))
        if heads is None:
            heads = self._heads[first, last] = [
                loop for loop, (start, _, _) in enumerate(self.ranges) if first <= start <= last]
        return heads

    def unsigned_ahead(self, loop, ids):
        """How many trips of ``loop`` from the next one on waves ``ids`` may run that waves
        sign none of (neither kept nor probed: next_signed), the least over the trips they
        stand at."""
        ahead = None
        for trip in np.unique(self.trips[loop, ids]).tolist():
            if trip + 1 <= self.keep:
                return 0
            found = self.next_signed(loop, trip + 1) - trip - 1
            ahead = found if ahead is None else min(ahead, found)
        return ahead or 0

    def kept(self, pc, ids):
        """Which of waves ``ids`` a record at ``pc`` keeps (a bool array), or None: all."""
        return self.where(self.loop_of(pc), ids).kept

    def note(self, index, pc, trips):
        """The log's record ``index`` (at ``pc``) kept for waves at ``trips`` of its loop (None
        outside loops): if it lies in one, their trips, by which a shorter cut (``view``) cuts
        it."""
        loop = self.loop_of(pc)
        if loop >= 0:
            first, _, exit_pc = self.ranges[loop]
            self.at[index] = loop, np.array(trips), first <= pc <= exit_pc

    def drop(self, entries, waves):
        """The records of ``entries`` of ``waves`` waves dropped: counted, by issue category
        (straight code from its first pc: a run known by that and its length)."""
        key = entries[0].pc, len(entries)
        found = self._drops.get(key)
        self._drops[key] = entries, waves + (0 if found is None else found[1])

    @property
    def dropped(self):
        """The wave-instructions dropped."""
        self._dropped_all()
        return self._dropped

    @dropped.setter
    def dropped(self, value):
        self._dropped_all()
        self._dropped = value

    @property
    def dropped_by(self):
        """The wave-instructions dropped, by issue category (a Counter)."""
        self._dropped_all()
        return self._dropped_by

    def _dropped_all(self):
        for entries, waves in self._drops.values():
            self._dropped += len(entries) * waves
            for entry in entries:
                self._dropped_by[entry.counted] += waves
        self._drops = {}

    def count(self, ids, count):
        """Waves ``ids`` (the array a group runs by: Recorder._ids) ran ``count`` entries
        more: added to ``work`` once other waves run or it is read."""
        held, counted = self._counting
        if held is ids:
            self._counting = ids, counted + count
            return
        if held is not None:
            self._work[held] += counted
        self._counting = ids, count

    @property
    def work(self):
        """Each wave's wave-instructions, kept or not."""
        held, counted = self._counting
        if held is not None:
            self._work[held] += counted
            self._counting = None, 0
        return self._work

    def _grow(self, ids):
        self.moves += 1
        top = int(np.max(ids)) + 1 if len(ids) else 0
        size = self.work.size
        if top > size:
            size = max(top, 2 * size)
            trips = np.zeros((len(self.ranges), size), np.int64)
            trips[:, :self.trips.shape[1]] = self.trips
            work, group = np.zeros(size, np.int64), np.zeros(size, np.int64)
            work[:self.work.size], group[:self.group.size] = self.work, self.group
            self.trips, self._work, self.group = trips, work, group

    def cut_loop(self, waves):
        """(the loop to sample: of more than ``least`` trips, its trip count), or None when
        none is; SamplingError unless one loop is and every one of ``waves`` took it as
        often."""
        self.settle()
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
            raise SamplingError(f"Sampling(loops={self.least}) extrapolates a loop only where "
                                f"every wave runs it the same number of trips: the loop at "
                                f"{where} took {low:,} to {high:,} trips; time the launch "
                                f"without loops=")
        self.alike(past[0], high)
        return past[0], high

    def unsampled(self, waves):
        """The words for why no loop was sampled (cut_loop found none past ``least`` trips):
        the trips of each loop the launch entered (not those of the code's other kernels),
        counted as runs of its first instruction, and where the backward branches of one
        with several go (one a path that skips its first block counts only the trips that
        run it)."""
        trips = self.trips[:, :waves]
        back = {}
        for offset, inst in self.code.instructions():
            targets, _ = static_targets(inst, offset)
            for target in targets or ():
                if target <= offset:
                    back.setdefault(self.loop_of(self.code.base + target), set()).add(target)
        found = []
        for k, (first, _, _) in enumerate(self.ranges):
            low, high = int(trips[k].min()), int(trips[k].max())
            if not high:
                continue
            text = (f"the loop at 0x{first - self.code.base:x} ran "
                    f"{f'{low:,} to ' if low != high else ''}{high:,} "
                    f"trip{'' if high == 1 else 's'}")
            if len(back.get(k, ())) > 1:
                text += (f" (runs of its first instruction; its backward branches go to "
                         f"{', '.join(f'0x{t:x}' for t in sorted(back[k]))})")
            found.append(text)
        none = "the launch entered no loop" if self.ranges else "the code has no backward branch"
        return (f"Sampling(loops={self.least}) found no loop past {self.least} trips: "
                + ("; ".join(found) or none))

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


class _Where:
    """What RecordCut.where knows of waves ``ids`` in ``loop`` (-1: outside loops) while their
    trips stay as they are (``moves``): their ``trips`` there, the ``low``est and ``high``est,
    which the records keep (``kept``, RecordCut.kept; ``every``: all of them, ``some``: any,
    ``left``: how many not),
    which sign probes (``probed``, RecordCut.probed), which a Recorder signs (``signers``,
    with ``xcds`` of the timed XCD, ``mine``) and, all at one trip, the signs of that trip if
    signed (``row``, RecordCut.count_trip): the last two found when asked."""
    __slots__ = ("ids", "loop", "moves", "trips", "low", "high", "kept", "every", "some",
                 "left", "mine", "_cut", "_probed", "_row", "_signing", "_signers")

    def __init__(self, cut, loop, ids):
        self.ids, self.loop, self.moves, self._cut = ids, loop, cut.moves, cut
        self._probed = self._row = self._signing = self._signers = None
        self.mine = mine = cut.group[ids] % cut.xcds == 0 if cut.xcds > 1 else None
        if loop < 0:
            self.trips, self.low, self.high, self.kept = None, 0, 0, mine
        else:
            self.trips = trips = cut.trips[loop, ids]
            self.low, self.high = _span(trips)
            within = trips <= cut.keep
            self.kept = within if mine is None else within & mine
            trips.flags.writeable = False               # (asked again: shared)
        if self.kept is None:
            self.every, self.some, self.left = True, True, 0
        else:
            self.kept.flags.writeable = False
            self.left = int(self.kept.size - np.count_nonzero(self.kept))
            self.every, self.some = not self.left, self.left < self.kept.size

    @property
    def row(self):
        """The signs of the trip all the waves stand at (RecordCut.signs), or False where it
        is not signed (or they stand at several)."""
        if self._row is None:
            found = self.low == self.high and self._cut._row(self.loop, self.low)
            self._row = False if found is None else found
        return self._row

    @property
    def signing(self):
        """Whether any of the waves a Recorder takes signs of (its _probed: with ``xcds`` the
        timed XCD's) is probed."""
        if self._signing is None:
            probed = self.probed
            if self.mine is not None:
                probed = probed & self.mine
            self._signing = bool(probed.any())
        return self._signing

    @property
    def signers(self):
        """(the positions of the waves whose accesses a Recorder signs, those of them it does
        not keep, whose costs it takes for their signs alone): of the timed XCD (``mine``),
        kept or probed (signing._sign; in a loop)."""
        if self._signers is None:
            probed = self.probed if self.mine is None else self.probed & self.mine
            kept = self.trips <= self._cut.keep if self.mine is None else self.kept
            self._signers = np.flatnonzero(kept | probed), np.flatnonzero(probed)
        return self._signers

    @property
    def probed(self):
        """RecordCut.probed of the waves."""
        if self._probed is None:
            cut = self._cut
            if self.low == self.high:
                self._probed = np.full(self.ids.size, self.low > cut.keep
                                       and cut.signed(self.loop, self.low))
            else:
                self._probed = probes(self.trips, cut.keep, cut.tail(self.loop))
            self._probed.flags.writeable = False
        return self._probed


def _span(trips):
    """(the least, the most) of ``trips``, (0, 0) with none."""
    return (int(trips.min()), int(trips.max())) if trips.size else (0, 0)


def _one(entry):
    """RecordCut's ``busy`` by default: an entry's issue cycles counted 1."""
    return 1


def probe_trips(keep, below):
    """The trips past the ``keep`` kept whose signs a probe takes, those below ``below``: every
    ``keep`` trips from 2 ``keep`` on, then each a sixteenth past the one before (a gap of
    max(keep, p/16) at trip p), so that at most ~6% of a loop's trips lie past its last probe,
    unseen (at each power of two alone, a change at trip 200 of 256 went unseen: -31% at
    loops=16). A 200,000-trip loop at keep 8 has 137 probes, the 4096^3 Triton matmul's 63
    trips at loops=4 6: 16, 24, ..., 56."""
    found = _schedule(max(int(keep), 1), _size(below))[0]
    return found[:int(np.searchsorted(found, below))].tolist()


def probes(trips, keep, last=None):
    """Whether each of ``trips`` (an int array) is one a probe takes signs of past the ``keep``
    kept (probe_trips), or the trip before one (whose lines its own may meet again); with
    ``last`` T (the trips the waves of a batch before took), T - 1 (T may run part of the loop)
    and T - 2 too: a change in the loop's last trips past the last probe (ws_grow's loads
    leaving a hot region at trip 240 of 256) is seen by the batches after the first."""
    trips = np.asarray(trips)
    if not trips.size:
        return np.zeros(trips.shape, bool)
    signed = _schedule(max(int(keep), 1), _size(int(trips.max()) + 1))[1]
    found = (trips > keep) & signed[np.maximum(trips, 0)]
    if last is not None:
        found |= (trips > keep) & ((trips == last - 1) | (trips == last - 2))
    return found


def next_probe(trip, keep):
    """The first trip from ``trip`` on that probes(.., ``keep``) signs."""
    keep = max(int(keep), 1)
    signed = _schedule(keep, _size(2 * (trip + keep) + 2))[1]
    return trip + int(np.argmax(signed[trip:]))


def _size(top):
    """A power of two past ``top``: the schedules cached are few."""
    return 1 << max(int(top), 64).bit_length()


@functools.lru_cache(maxsize=32)
def _schedule(keep, size):
    """probe_trips(keep, size) as an array, and a bool array over trips 0..size-1, True at
    those probes sign (each probe and the trip before it)."""
    found, trip = [], 2 * keep
    while trip < size:
        found.append(trip)
        trip += max(keep, trip // 16)
    found = np.array(found, np.int64)
    signed = np.zeros(size + 1, bool)
    signed[found] = signed[found - 1] = True
    return found, signed[:size]


def _near(a, b, within, floor=None):
    """Whether ratios ``a`` and ``b`` lie within ``within``: a share of the larger above 1,
    apart by it at most below; shares (``floor`` given) within ``within`` of the larger and
    ``floor`` more."""
    if floor is not None:
        return abs(a - b) <= within * max(abs(a), abs(b)) + floor
    return abs(a - b) <= within * max(1.0, abs(a), abs(b))


def loops_access_memory(code):
    """Whether a loop of an emu CodeImage (loop_ranges) holds a vector memory or LDS access,
    whose lines or bank clocks a trip is signed by: a compiled loop over it takes the trips a
    cut neither keeps nor signs on its own, natively (Recorder.lead)."""
    ranges = loop_ranges(code)
    return any(category(inst.op, inst.fields.get("gds", 0)) in (VMEM, LDS)
               and any(first <= code.base + offset <= last for first, last, _ in ranges)
               for offset, inst in code.instructions())


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
