"""Loops that can never end, found deterministically: a wave that spins is set aside so the
other waves run, and stopped once nothing can change what it waits for.

A group of waves that takes a back edge (a branch to its own PC or before it) is a loop. At
its 64th, 128th, 256th, ... trip through the same loop head, the watch fingerprints what the
loop's future depends on: the waves' registers and state, the device memory's store count,
and the LDS and GDS they can read. When two fingerprints agree, the loop has come back to the
same state with nothing else in the batch having changed memory: on its own it will spin
forever. The group is set aside and the executor runs every other group; once only set-aside
groups (and waves parked at a barrier) are left, each set-aside group whose fingerprint has
changed (another wave stored to memory) resumes, and if none has, the batch is hung:
SpinHang names the waves and each loop's PC range.

    loop: global_load_dword v1, v[2:3], off       ; wait for a flag another wave sets
          s_waitcnt vmcnt(0)
          v_cmp_eq_u32 vcc, 0, v1
          s_cbranch_vccnz loop
    one wave, nobody sets the flag  ->  SpinHang after 128 trips (~600 wave-instructions)

A spin on a flag that only a later workgroup would set is a deadlock: the dispatcher runs
workgroups in batches, and on hardware too nothing guarantees that a workgroup not yet running
will ever run alongside the one that waits (dispatch.py adds this to the message).
"""
import hashlib

import numpy as np

from ..errors import GcnsimError

FIRST_CHECK = 64            # trips through a loop head before its first fingerprint


class SpinHang(GcnsimError):
    """Waves that loop forever: their state repeats and no other wave can change it."""

    def with_note(self, note):
        return SpinHang(f"{self}; {note}")


class SpinWatch:
    """The loops of one batch's waves, and the groups set aside because they spin."""

    def __init__(self, st, env, code):
        self.st = st
        self.env = env
        self.code = code        # the CodeImage: a loop is named by its head's source line
        self.trips = {}         # loop head pc -> back edges taken to it
        self.prints = {}        # loop head pc -> fingerprint at the last check
        self.aside = {}         # loop head pc -> (waves, branch pc, fingerprint)

    def back_edge(self, head, branch, idx):
        """Count a trip of the waves ``idx`` from ``branch`` back to ``head``; True when they
        are set aside (their state repeated: the caller stops running them)."""
        trips = self.trips[head] = self.trips.get(head, 0) + 1
        if trips < FIRST_CHECK or trips & (trips - 1):
            return False
        print_ = self._fingerprint(head, idx)
        repeated = self.prints.get(head) == print_
        self.prints[head] = print_
        if not repeated:
            return False
        if head in self.aside:
            idx = np.union1d(self.aside[head][0], idx)
            print_ = self._fingerprint(head, idx)
        self.aside[head] = (idx, branch, print_)
        return True

    def resume(self, wave_ids, parked):
        """{head pc: waves} of the set-aside groups whose fingerprint changed (they go on);
        SpinHang naming every loop when none did. ``parked``: waves waiting at barriers."""
        going = {}
        for head, (idx, _, print_) in list(self.aside.items()):
            if self._fingerprint(head, idx) != print_:
                going[head] = idx
                del self.aside[head]
                self.trips[head] = 0
                self.prints.pop(head, None)
        if going:
            return going
        loops = "; ".join(
            f"{_waves(wave_ids[idx])} at pc 0x{head:x}..0x{branch:x}{self._source(head)}"
            for head, (idx, branch, _) in sorted(self.aside.items()))
        barrier = f"; {parked} more wait at s_barrier for them" if parked else ""
        raise SpinHang(f"hang: {loops} loop forever: their registers and the memory they can "
                       f"read repeat, and no other wave can change them{barrier}")

    def _source(self, head):
        source = self.code.source(head)
        return f" ({source})" if source is not None else ""

    def _fingerprint(self, head, idx):
        st, env = self.st, self.env
        h = hashlib.blake2b(digest_size=16)
        h.update(np.int64(head).tobytes())
        h.update(np.ascontiguousarray(idx).tobytes())
        for part in (st.s, st.v, st.scc, st.hwreg, st.vskip, st.csp):
            h.update(np.ascontiguousarray(part[idx]).tobytes())
        h.update(np.int64(getattr(env.memory, "stores", 0)).tobytes())
        if env.lds is not None and env.lds.size:
            h.update(np.ascontiguousarray(env.lds[np.unique(st.workgroup[idx])]).tobytes())
        h.update(env.gds.data.tobytes())
        h.update(env.gds.counter.tobytes())
        return h.digest()


def _waves(ids):
    ids = [int(i) for i in ids]
    if len(ids) == 1:
        return f"wave {ids[0]}"
    more = f" and {len(ids) - 4} more" if len(ids) > 4 else ""
    return f"waves {', '.join(map(str, ids[:4]))}{more}"
