"""The global data share (GDS) and global wave sync (GWS): DS instructions with the gds bit.

Every wave of a dispatch sees one GDS (env.gds: plain data the dispatcher gives all batches;
emu/env.py GlobalDataShare). A DS access with gds=1 reaches it through the window M0 gives the
wave (Vega ISA 12.12; LLVM sets M0 to the GDS size): GDS byte M0[31:16] + address, where the
address must stay below M0[15:0].

GWS resources are counters the hardware's GWS unit updates for one wave at a time (Vega ISA
DS_GWS_*; resource = (M0[21:16] + offset) % 64, as LLVM's AMDGPUISelDAGToDAG says):

- ``ds_gws_init v``: counter = v (first active lane; for a barrier, the number of waves - 1);
- ``ds_gws_barrier v``: a wave that finds the counter > 0 decrements it and waits; the wave
  that finds it 0 flips the resource's flag, reloads the counter with v and releases every wave
  waiting with the old flag (itself included);
- ``ds_gws_sema_v`` / ``ds_gws_sema_br v``: counter += 1 / v; ``ds_gws_sema_p``: waits until the
  counter is > 0, then decrements it; ``ds_gws_sema_release_all``: releases every waiting P.

A waiting wave branches to its own instruction and executes it again (the executor's lowest-PC
scheduling then runs the other waves); the queue remembers it, so only its release lets it go
on. Waves that can only be released by waves ahead of them in program order, or in another
batch, never are: the run ends with the instruction budget exceeded at the waiting instruction.

    ds_gws_init v0 offset:0 gds      (v0 = 1)   resource 0: counter 1
    ds_gws_barrier v0 offset:0 gds   (2 waves)  wave 0: counter 0, waits; wave 1: both go on

``ds_ordered_count vdst, v offset:...`` adds (offset1[4] = 0) or writes (1) v of the first
active lane to the GDS dword at M0[15:0] and returns the old value to every active lane; waves
are served in the order they reach it (in batch order within one step), which is dispatch order
whenever the waves reach it together.
"""
import numpy as np

from ..errors import MemoryViolation
from ..isa.operands import M0
from .atomics import atomic_op
from .memop import U32, FlatBytes, LdsSpace
from .operands import exec_lanes

RESOURCES = 64


class GdsSpace(LdsSpace):
    """The dispatch's GDS as each access's wave sees it: base M0[31:16], size M0[15:0]."""

    def __init__(self, data, base, size):
        self.flat = FlatBytes(data)
        self.base = np.asarray(base, np.int64)
        self.limit = np.minimum(size, data.size - self.base)

    def index(self, addrs, size):
        addrs = np.asarray(addrs).astype(np.int64)
        bad = (addrs < 0) | (addrs + size > self.limit)
        if bad.any():
            j = int(np.argmax(bad))
            base = int(np.broadcast_to(self.base, bad.shape)[j])
            limit = int(np.broadcast_to(self.limit, bad.shape)[j])
            raise MemoryViolation(int(addrs[j]) & 0xFFFFFFFF, size, j, space=(
                f"outside the GDS window of M0 (base {base}, {limit} bytes)"))
        return self.base + addrs


def gds_space(st, waves, env):
    """GdsSpace for accesses of the given waves (batch indices, one per access)."""
    m0 = st.s[waves, M0].astype(np.int64)
    return GdsSpace(env.gds.data, m0 >> 16, m0 & 0xFFFF)


def first_active(st, w, reg):
    """uint32 (waves,): register ``reg`` in each wave's first active lane (lane 0 if none)."""
    lanes = exec_lanes(st, w)
    values = st.v[w, reg]
    return values[np.arange(len(values)), np.argmax(lanes, axis=1)]


class Gws:
    """One ds_gws_* instruction: ``kind`` init / barrier / sema_v / sema_br / sema_p /
    sema_release_all. Returns the next PC of every wave: its own PC while it waits."""

    def __init__(self, kind, pc, size, offset, data):
        self.kind = kind
        self.pc = pc
        self.next = pc + size
        self.offset = offset
        self.data = data            # VGPR of the value (init, barrier, sema_br) or None

    def __call__(self, st, w, env):
        waves = np.arange(st.n)[w]
        values = first_active(st, w, self.data) if self.data is not None else None
        rids = ((st.s[waves, M0] >> U32(16)) + U32(self.offset)) % RESOURCES
        gds = env.gds
        go = np.ones(len(waves), bool)
        # The GWS unit serves the waves one at a time, in order: a loop over waves by nature.
        for k, wave in enumerate(waves):
            key = (id(st), int(wave))
            if key in gds.queued:                       # waiting already: released yet?
                go[k] = gds.queued[key] is None
                if go[k]:
                    del gds.queued[key]
                continue
            value = 0 if values is None else int(values[k])
            go[k] = self._serve(gds, key, int(rids[k]), value)
        for k in np.nonzero(~go)[0]:                    # released by a later wave of this step
            key = (id(st), int(waves[k]))
            if gds.queued[key] is None:
                del gds.queued[key]
                go[k] = True
        if go.all():
            return None
        return np.where(go, self.next, self.pc).astype(np.int64)

    def _serve(self, gds, key, rid, value):
        """One wave's request; False if the wave now waits."""
        if self.kind == "init":
            gds.counter[rid] = value
        elif self.kind in ("sema_v", "sema_br"):
            gds.counter[rid] += 1 if self.kind == "sema_v" else value
            _wake_p(gds, rid, all_of_them=False)
        elif self.kind == "sema_release_all":
            _wake_p(gds, rid, all_of_them=True)
        elif self.kind == "sema_p":
            if gds.counter[rid] <= 0:
                gds.queued[key] = (rid, "p", False)
                return False
            gds.counter[rid] -= 1
        elif gds.counter[rid] > 0:                       # barrier, not the last wave
            gds.counter[rid] -= 1
            gds.queued[key] = (rid, "barrier", bool(gds.flag[rid]))
            return False
        else:                                            # barrier: the last wave
            old = bool(gds.flag[rid])
            gds.flag[rid] = not old
            gds.counter[rid] = value
            for other, entry in gds.queued.items():
                if entry == (rid, "barrier", old):
                    gds.queued[other] = None
        return True


def _wake_p(gds, rid, all_of_them):
    """Release waves waiting in ds_gws_sema_p on ``rid``, oldest first, while the counter
    allows (release_all: every one, the counter left at 0)."""
    for other, entry in gds.queued.items():
        if entry is None or entry[:2] != (rid, "p"):
            continue
        if not all_of_them:
            if gds.counter[rid] <= 0:
                break
            gds.counter[rid] -= 1
        gds.queued[other] = None
    if all_of_them:
        gds.counter[rid] = 0


class OrderedCount:
    """ds_ordered_count: an ordered add or swap on the GDS dword at M0[15:0], per wave."""

    def __init__(self, vdst, data, swap):
        self.vdst = vdst
        self.data = data
        self.op = atomic_op("swap" if swap else "add", 32)   # waves in order (atomics.py)

    def __call__(self, st, w, env):
        waves = np.arange(st.n)[w]
        values = first_active(st, w, self.data)
        space = GdsSpace(env.gds.data, 0, env.gds.data.size)
        try:
            old = space.atomic(st.s[waves, M0] & U32(0xFFFF), self.op, [values])
        except MemoryViolation as err:
            raise err.located((err.lane, 0), err.context) from None
        lanes = exec_lanes(st, w)
        st.v[w, self.vdst] = np.where(lanes, old[:, None], st.v[w, self.vdst])
