"""The batches of a timed launch whose record keeps nothing of them, run as an untimed launch
runs them.

Under ``Sampling(xcds=True)`` the timed XCD's workgroups run in batches of their own
(record.py Recorder.stride), and the other XCDs' batches hold no wave the record keeps or
signs by its accesses. What the record still needs of their waves is counted, not recorded:
each wave's trips of every loop and its wave-instructions (loops.RecordCut ``trips`` and
``work``: the cut's loop and the XCDs' balance are checked by them), the wave-instructions
dropped by issue category, and the instructions, issue cycles and wave-trips of the trips a
cut signs (its kept trips and probes: RecordCut.signs, by which the trips are compared). All
of them follow from the entries each wave ran, so the batch runs as an untimed launch runs
it: blocks on past the conditional branches no wave takes (``through_branches``), native
segments whole, a compiled loop as many trips as the executor allows; the recorder's
per-block work (a costed step's wrapping, a signed trip's block run alone) is left out.

The counts are those the recorder makes running the batch block by block: a block run past
its branches is counted as the blocks it ran, split where a block that stops at every
conditional branch ends (Block.inner), each entering the trips of the loops whose start it
holds and signing its instructions to its waves' trip of the loop it starts in:

    run of  [v_mul ... s_cbranch_vccz]  [ds_read ... s_cbranch_scc1 head]   (one block)
    counted as two runs, as the recorder counted them: each its trips, work, signs, drops

A compiled loop's trips (``looped``) are counted the same way, several at once where the
trips they run are none the cut signs (their signs are not taken: only the trips and the
wave-instructions move), one at a time otherwise.
"""
import sys


class Unkept:
    """The checker hooks of a batch whose waves a Recorder (``recorder``, under a RecordCut)
    keeps nothing of: its counts made from the blocks the batch runs (module docstring), the
    executor running it as it would unwatched."""

    per_block = native_blocks = through_branches = True

    def __init__(self, recorder):
        self.recorder = recorder
        self._pieces = {}           # (block, entries run) -> the runs counted: (first pc,
        #                             last pc, entries)

    def begin(self, executor, block, w):
        self.recorder._batch(executor)
        return block.steps

    def ran(self, executor, block, count, w, idx):
        self._count(self._split(block, count), self.recorder._ids(w), 1)

    def loop_trips(self, executor, block, idx):
        """Any number: the trips are counted as they are taken (``looped``)."""
        return sys.maxsize

    def looped(self, executor, block, taken, idx):
        """``taken`` whole trips of a compiled loop over ``block`` ran before the one ``ran``
        counts: those past the cut's signed trips at once, each signed one on its own."""
        cut = self.recorder.cut
        ids = executor.wave_ids[idx]
        pieces = self._split(block, len(block.entries))
        heads = [loop for first, last, _ in pieces for loop in cut.heads(first, last)]
        while taken:
            run = min([taken, *(cut.unsigned_ahead(loop, ids) for loop in heads)]) or 1
            self._count(pieces, ids, run)
            taken -= run

    def issue(self, executor, entry, w, idx):
        """One instruction at a time (a budget about to run out, VSKIP): the recorder's own."""
        self.recorder.issue(executor, entry, w, idx)

    def waitcnt(self, st, w, counts):
        pass

    def _count(self, pieces, ids, times):
        """Waves ``ids`` ran ``pieces`` ``times`` over, in turn: what Recorder.begin and
        _append count of waves they do not keep, ``times`` runs at once (RecordCut.enter's
        ``times``, Recorder._sign_run's)."""
        recorder = self.recorder
        cut = recorder.cut
        for first, last, entries in pieces:
            cut.enter(first, last, ids, times)
            cut.count(ids, len(entries) * times)
            recorder._sign_run(entries, ids, times)
            cut.drop(entries, ids.size * times)

    def _split(self, block, count):
        """The first ``count`` entries of ``block`` as the runs of blocks that end at each
        conditional branch and barrier (Block.inner) it ran past: (first pc, last pc,
        entries)."""
        found = self._pieces.get((block, count))
        if found is None:
            ends = sorted(k for k in block.inner if k < count - 1) + [count - 1]
            starts = [0] + [end + 1 for end in ends[:-1]]
            found = self._pieces[block, count] = [
                (block.entries[a].pc, block.entries[b].pc, block.entries[a:b + 1])
                for a, b in zip(starts, ends)]
        return found
