"""Polls noted in a record (record.Recorder's ``timing_dependent``): a wave that loads at an
instruction the addresses it loaded there last time, an allocation holding them stored to
since, as a loop waiting for another wave's flag does. How many times it loops is the
functional run's, which the replay can only repeat; the addresses are compared by the dword
and read only where a wave's lines are those of its last load there.
"""
import numpy as np

from ..semantics.vmem import VectorAccess
from .memory.requests import scalar_requests, vector_requests

DWORD = 4                       # the addresses a poll compares, as 4-byte "lines"


class PollNotes:
    """The Recorder's poll check of its loads (``_loads``: load pc -> wave -> what it loaded
    there last)."""

    def _poll(self, st, w, env, entry, cost):
        """Note a poll: a wave that loads at ``entry`` the addresses it loaded there last
        time, an allocation holding them having been stored to since (a load of the dispatch
        packet, the kernel arguments or a buffer no store touches is no poll, whatever the
        launch stores elsewhere). The addresses are compared by the dword, and read only
        where the wave's lines (its ``cost``'s Request, taken anyway) are those of its last
        load there: a wave whose loads move on, as a loop streaming through a buffer does,
        costs a comparison of its lines (reading the addresses of every load after a wave's
        first was four fifths of the recording's memory costs in the 1024^3 Triton matmul's
        timed run); one that loads the same lines again reads its addresses from its second
        load of them on, so a poll is noted from its third load of the same lines (as from
        its third load there before: a wave's first load there notes the store counts
        only). Not for waves a RecordCut leaves out here: their records are not replayed (a
        cut loop's trips are the same for every wave, loops.py; an XCD's waves work as the
        timed XCD's, spatial.py), and reading their addresses was a third of the 4096^3
        matmul's recording run at loops=4."""
        ids, cost = self._ids(w), np.asarray(cost)
        if self.cut is not None:
            kept = self.cut.kept(entry.pc, ids)
            if kept is not None:
                w, ids, cost = np.arange(st.n)[w][kept], ids[kept], cost[kept]
        seen = self._loads.setdefault(entry.pc, {})
        stores = env.memory.store_counts()
        requests = self.requests
        again = []
        for k, (wid, at) in enumerate(zip(ids.tolist(), cost.tolist())):
            lines = requests[at].lines if at >= 0 else ()
            last = seen.get(wid)
            if last is not None and lines and last[0] == lines:
                again.append(k)
            else:
                seen[wid] = lines, None, stores
        if not again:
            return
        step = entry.step
        waves = np.arange(st.n)[w][again]
        if isinstance(step, VectorAccess):
            found = vector_requests(step, st, waves, env, DWORD)
        else:
            found = scalar_requests(step, st, waves, DWORD)
        for wid, request in zip(ids[again].tolist(), found):
            lines, addresses, before = seen[wid]
            if addresses == request.lines != () and self._written(env, request, before,
                                                                  stores):
                self.timing_dependent[self._offset(entry)] = (
                    f"{entry.inst.op.name} polls memory: a wave loads the same addresses "
                    "again after stores; its trips are the functional run's, not timed")
            seen[wid] = lines, request.lines, stores

    @staticmethod
    def _written(env, request, before, stores):
        """Whether an allocation holding ``request``'s lines was stored to between the store
        counts ``before`` and ``stores`` (DeviceMemory.store_counts)."""
        if before is stores or before == stores:
            return False
        if len(before) != len(stores):          # allocations came or went: any may have
            return True
        return any(before[k] != stores[k] for k in env.memory.holding(request.lines))
