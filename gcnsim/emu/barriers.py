"""Workgroup barriers in the batched executor (executor.py): where waves that reach an
``s_barrier`` wait, when they meet, and how they go on together.

A wave batch holds the waves of many workgroups. Waves reaching an ``s_barrier`` park under
their workgroup (``parked``: workgroup -> [(resume pc, waves)]) until every wave of it not
ended waits there; then they go on past it, all joining their groups at once. The common case
costs nothing of the kind: a group holding every live wave of each of its workgroups, none of
them waiting elsewhere, meets at once (``_meets``) and runs on as one group, in order.

    waves 0-3 of workgroup 0 reach s_barrier at 0x40, 4-7 are still at 0x20
      -> parked {0: [(0x44, [0, 1, 2, 3])]}; waves 4-7 run to 0x40; all 8 wait: released,
         one group at 0x44 (with synccheck on, the meeting checked: synccheck.py)
"""
import numpy as np

from .synccheck import BARRIER_BYTES, check_meeting


class BarrierMixin:
    """The Executor's barrier methods; it holds ``parked``, ``ended``, ``st``, ``code``,
    ``env`` and ``wave_ids`` and adds the released waves to its groups (``_add``)."""

    def _barriers(self):
        """{s_barrier pc: indices of the waves parked there} (a wave resumes past it)."""
        out = {}
        for waits in self.parked.values():
            for resume, idx in waits:
                pc = resume - BARRIER_BYTES
                out[pc] = np.concatenate([out.get(pc, idx[:0]), idx])
        return out

    def _meet_at_once(self, next_pc, idx):
        """Whether ``idx``, reaching one s_barrier, meets there at once (``_meets``): then
        each workgroup is released at once (what parking and releasing it does, without a
        workgroup at a time: a batch holds hundreds) and the waves go on at ``next_pc``."""
        if not self._meets(idx):
            return False
        self._add(next_pc, idx if self._as_released(idx) else np.unique(idx))
        return True

    def _as_released(self, idx):
        """Whether waves ``idx`` released from a barrier go on in this order (releasing puts
        several workgroups' waves in order)."""
        return bool((idx[1:] > idx[:-1]).all()) or np.unique(self.st.workgroup[idx]).size == 1

    def _meets(self, idx):
        """Whether ``idx`` holds every wave not ended of each of its workgroups and none of
        those has a wave waiting at another barrier (every wave of the batch, none ended or
        waiting: at once)."""
        if idx.size == self.st.n and not self.parked and not self.ended.any():
            return True
        wg = self.st.workgroup
        groups = wg[idx]
        if self.parked and not self.parked.keys().isdisjoint(np.unique(groups).tolist()):
            return False
        arrived = np.bincount(groups)
        alive = np.bincount(wg[~self.ended], minlength=arrived.size)[:arrived.size]
        present = arrived > 0
        return bool(np.array_equal(arrived[present], alive[present]))

    def _release_barriers(self, workgroups):
        """Every workgroup of ``workgroups`` whose waves not ended all wait goes on past its
        barrier; the released waves join their groups at once (one union per pc, not one per
        workgroup: a batch holds hundreds of workgroups)."""
        alive = None
        released = {}
        for wg in workgroups:
            parked = self.parked.get(int(wg))
            if not parked:
                continue
            if alive is None:
                ids, counts = np.unique(self.st.workgroup[~self.ended], return_counts=True)
                alive = dict(zip(ids.tolist(), counts.tolist()))
            if sum(len(i) for _, i in parked) == alive.get(int(wg), 0):
                if self.env.synccheck:
                    check_meeting(self.code, self.wave_ids, parked)
                for pc, idx in self.parked.pop(int(wg)):
                    released.setdefault(pc, []).append(idx)
        for pc, parts in released.items():
            self._add(pc, parts[0] if len(parts) == 1 else np.unique(np.concatenate(parts)))
