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


class _Seen:
    """What the waves loaded last at one load pc, by global wave id: the number of its
    Request (``request``, -1 for none), the store counts then (``when``: their place in
    ``stores``) and, for a wave whose lines there were the same as the time before, the
    addresses it read (``addresses``). Arrays, so that a call's waves are looked up and
    noted at once (a dict entry a wave was the recording's largest cost after its Requests:
    2M loads of a 2048-round saxpy on an MI300X of 4 CUs)."""
    __slots__ = ("request", "when", "stores", "addresses")

    def __init__(self):
        self.request, self.when = np.zeros(0, np.int64), np.zeros(0, np.int64)
        self.stores, self.addresses = [], {}

    def grow(self, waves):
        """Room for wave ids below ``waves``."""
        size = self.request.size
        if waves > size:
            more = max(waves, 2 * size) - size
            self.request = np.concatenate([self.request, np.full(more, -1, np.int64)])
            self.when = np.concatenate([self.when, np.zeros(more, np.int64)])


class PollNotes:
    """The Recorder's poll check of its loads (``_loads``: load pc -> its _Seen)."""

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
        seen = self._loads.get(entry.pc)
        if seen is None:
            seen = self._loads[entry.pc] = _Seen()
        seen.grow(int(ids.max(initial=-1)) + 1)
        when = len(seen.stores)
        seen.stores.append(env.memory.store_counts())
        last, last_when = seen.request[ids], seen.when[ids]
        maybe = np.flatnonzero((last >= 0) & (cost >= 0))     # loaded here before, and now
        requests = self.requests
        again = [k for k, before, now in zip(maybe.tolist(), last[maybe].tolist(),
                                              cost[maybe].tolist())
                 if requests[now].lines and requests[before].lines == requests[now].lines]
        seen.request[ids], seen.when[ids] = cost, when
        if seen.addresses:              # the others' loads moved on: their addresses go
            moved = np.ones(ids.size, bool)
            moved[again] = False
            for wid in ids[moved].tolist():
                seen.addresses.pop(wid, None)
        if not again:
            return
        step = entry.step
        waves = np.arange(st.n)[w][again]
        if isinstance(step, VectorAccess):
            found = vector_requests(step, st, waves, env, DWORD)
        else:
            found = scalar_requests(step, st, waves, DWORD)
        stores = seen.stores[when]
        for wid, request, before in zip(ids[again].tolist(), found,
                                        last_when[again].tolist()):
            addresses = seen.addresses.get(wid)
            if addresses == request.lines != () and self._written(
                    env, request, seen.stores[before], stores):
                self.timing_dependent[self._offset(entry)] = (
                    f"{entry.inst.op.name} polls memory: a wave loads the same addresses "
                    "again after stores; its trips are the functional run's, not timed")
            seen.addresses[wid] = request.lines

    @staticmethod
    def _written(env, request, before, stores):
        """Whether an allocation holding ``request``'s lines was stored to between the store
        counts ``before`` and ``stores`` (DeviceMemory.store_counts)."""
        if before is stores or before == stores:
            return False
        if len(before) != len(stores):          # allocations came or went: any may have
            return True
        return any(before[k] != stores[k] for k in env.memory.holding(request.lines))
