"""The recorder's side of a loop cut (loops.RecordCut: Sampling(loops=N), Sampling(xcds=True)):
which waves' trips it signs (the kept ones and the probes past them, loops.probes; with xcds
the timed XCD's waves alone by their lines and LDS bank clocks), what from (a kept wave's
costs, a probed one's taken for its sign alone), and how many trips of a compiled loop run on
their own, neither kept nor signed, as an untimed launch runs them (a launch of one batch
whose loops have no vector memory or LDS access on the native tier, its last trips signed from
a journal, loops.RecordCut.journal_batch: those too, counted in it, RecordCut.looped).
"""
import numpy as np

from ..isa.issue import LDS, VMEM
from .lds import lds_cost, unpack


class CutSigning:
    """The Recorder's signs of its RecordCut's trips (``cut``)."""

    def _unsigned_trips(self, block, ids):
        """Trips past the one running now that waves ``ids`` may take of a compiled loop over
        ``block`` (a loop's first block: each run a trip) on their own under a loop cut: while
        the cut neither keeps their records nor signs them (RecordCut.sign: the kept trips and
        the probes past them, loops.probes), this trip included. The 4096^3 Triton matmul at
        loops=4 keeps 8 of its 63 trips and signs 12 more (6 probes and the trip before each):
        its other 43 run as the untimed launch runs them, natively, not one block run a trip.
        With the journal kept (RecordCut.journal_batch: loops with no vector memory or LDS
        access, Recorder.lead) too, the trips' signs, their instructions and issue cycles,
        counted as they are taken (RecordCut.looped)."""
        cut = self.cut
        first = block.entries[0].pc
        loop = cut.loop_of(first)
        if loop < 0 or cut.ranges[loop][0] != first:
            return 0
        trips = np.unique(cut.trips[loop, ids])
        if not trips.size or trips[0] <= cut.keep:
            return 0
        return min(cut.next_signed(loop, t) - t for t in trips.tolist()) - 1

    def _sign_run(self, entries, ids, times=1):
        """RecordCut.sign of the run of ``entries`` waves ``ids`` ran (their count and issue
        cycles; ``times`` runs of them at the trips they stand at): one call a trip they stand
        at (in a batch that runs in step, one), a wave of it carrying the others' count (the
        signs are sums over waves: the same sum), not one a wave (a quarter of the 4096^3
        matmul's recording run at loops=4, 1.2 M waves signed in 256 workgroups)."""
        cut = self.cut
        loop = cut.loop_of(entries[0].pc) if cut.keep else -1
        if loop < 0 or not ids.size:
            return
        where = cut.where(loop, ids)
        count, cycles = len(entries) * times, cut.cycles(entries) * times
        if where.low == where.high:     # (the waves in step: one trip, no np.unique)
            row = where.row
            if row is not False:
                row[0] += count * ids.size
                row[7] += cycles * ids.size
            return
        trips, waves = np.unique(where.trips, return_counts=True)
        for trip, n in zip(trips.tolist(), waves.tolist()):
            cut.count_trip(loop, trip, count * n, cycles * n)

    def _sign(self, st, waves, entry, env, found):
        """Note the lines or LDS bank clocks of the access at ``entry`` of ``waves`` (theirs,
        their global ids) in the signs of their loop's trip (RecordCut.sign), kept or probed
        alike: a kept wave's from its cost (``found``), a probed one's taken now; the waves of
        neither not read. With ``xcds`` only the timed XCD's waves are signed (loops._Where's
        ``signers``): theirs the trips the replay times (the lines of the other XCDs' waves
        were taken for their signs alone: the 1024^3 matmul's recording at loops=4 with xcds,
        256 workgroups, 2.6 s CPU against 0.2 s untimed; 0.9 s then)."""
        waves, ids = waves
        cut = self.cut
        kind = self._kind(entry)[0]
        loop = cut.loop_of(entry.pc)
        if loop < 0 or kind not in (LDS, VMEM):
            return
        signed, taken = cut.where(loop, ids).signers
        if not signed.size:
            return
        if kind == LDS:
            clocks = unpack(np.asarray(found, np.int64))[0]
            if taken.size:
                clocks[taken] = unpack(lds_cost(entry.step, entry.inst.op, st, waves[taken],
                                                env, self.banks))[0]
            cut.sign(entry.pc, ids[signed], clocks=clocks[signed])
            return
        more = {}
        if taken.size:
            more = dict(zip(taken.tolist(), self._requests(st, waves[taken], entry, env) or ()))
        requests, index = self.requests, found.tolist()
        lines = [more[k].lines if k in more else
                 requests[index[k]].lines if index[k] >= 0 else () for k in signed.tolist()]
        cut.sign(entry.pc, ids[signed], lines=lines)
