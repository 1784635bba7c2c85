"""Loops that can never end, found deterministically: a wave that spins is set aside so the
other waves run, and stopped once nothing can change what it waits for.

A group of waves that takes a back edge (a branch to its own PC or before it) is a loop. At
its 64th, 128th, 256th, ... trip through the same loop head, the watch fingerprints what the
loop's future depends on: the waves' registers and state, the device memory's count of stores
that changed it (from the launch's first fingerprint on, a store of the bytes already there does not
count, so a loop that only stores the same value again and again spins too), and the LDS and
GDS they can read. When two fingerprints agree, the loop has come back to the
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

A loop whose fingerprint does not repeat is not a spin, but it may wait all the same for a
wave that the executor would never run while it loops (one at a higher PC): at each of these
trips it yields when other waves can run (groups waiting to, that yielded, or set aside), and
goes on once they have run, as on hardware, where the waves of a batch all make progress:

    while (*flag == 0) c++;     ; 9 workgroups; the 10th stores *flag = 1
    ->  the 9 yield at trip 64, the 10th stores, the 9 see the flag (~3,300 wave-instructions)

A loop that polls s_memtime never repeats its registers (the functional clock rises by
CLOCK_STEP a read), yet it may wait for what the clock never shows. When the loop's body is one
straight run whose every use of a clock value is an AND with a constant (the loop sees only the
clock's low ``bits``), the fingerprint leaves out the registers that hold raw clock values and
takes the clock modulo 2**bits instead; two fingerprints then agree, once the clock has come
round, only if no other wave read the clock meanwhile (it rose by exactly this loop's reads):

    loop: s_memtime s[0:1]                        ; the clock steps by 4: s2 is never 7
          s_waitcnt lgkmcnt(0)
          s_and_b32 s2, s0, 0xfff
          s_cmp_eq_u32 s2, 7
          s_cbranch_scc0 loop
    one wave  ->  SpinHang after 2,048 trips (its low 12 bits came round at 1,024)

A loop that compares a raw clock value (a deadline) is never taken for a spin.

A loop that counts its trips never repeats its registers either. Where its body branches only
forward inside the loop (an ``if``, an ``if``/``else``) or out of it (the exits of a compiled
``while``), the registers it writes that nothing deciding its future reads (no branch, no
address or data of a memory instruction, no write of EXEC, VCC, M0 or other special state, and
no register such reads come from, on any path round the loop; an SGPR or SCC overwritten on
every path before such a read, as a counter's s_add's SCC, is not read) only count, and the
fingerprint leaves them out: they cannot change whether or how the loop goes on, so the rest
repeating is the loop spinning:

    loop: global_load_dword v4, v3, s[36:37] glc  ; while (*flag == 0) k++;
          s_waitcnt vmcnt(0)
          s_add_i32 s33, s33, 1                   ; k: s33, read by nothing in the loop
          v_cmp_eq_u32_e32 vcc, 0, v4
          s_cbranch_vccnz loop
    one workgroup, nobody sets the flag  ->  SpinHang after 128 trips (was: the whole budget)

A spin on a flag that only a later workgroup would set is a deadlock: the dispatcher runs
workgroups in batches, and on hardware too nothing guarantees that a workgroup not yet running
will ever run alongside the one that waits (dispatch.py adds this to the message).
"""
import hashlib
from dataclasses import dataclass

import numpy as np

from ..errors import GcnsimError
from ..isa.flow import FLOW, branch_target
from ..isa.issue import SALU, VALU, category
from ..isa.record import SGPR, VGPR
from ..semantics.smem import CLOCK_STEP

FIRST_CHECK = 64            # trips through a loop head before its first fingerprint
CLOCK_READS = ("s_memtime", "s_memrealtime")
_RELATIVE = ("s_movrel", "v_movrel", "s_set_gpr_idx")     # registers chosen by M0 at run time


class SpinHang(GcnsimError):
    """Waves that loop forever: their state repeats and no other wave can change it."""

    def with_note(self, note):
        return SpinHang(f"{self}; {note}")


@dataclass(frozen=True)
class ClockUse:
    """How a loop reads the clock: ``reads`` s_memtimes a trip, whose values it uses only
    through ANDs with constants of at most ``bits`` bits; ``raw``: the SGPRs that hold a raw
    clock value at the loop's head."""
    reads: int
    bits: int
    raw: tuple


def clock_use(code, head, branch):
    """The ClockUse of the loop from ``head`` to the branch at ``branch`` in ``code`` (an
    emu Program), or None: no clock read, control flow inside, or a raw clock value used
    otherwise than by ``s_and_b32`` with a constant."""
    raw, bits, reads, pc = set(), 0, 0, head
    while pc <= branch:
        entry = code.at(pc)
        operands = entry.inst.record(code.target).operands
        read = _sgprs(operands, "read")
        if read & raw:
            constants = [o.value for o in operands if o.read and o.value is not None]
            if entry.inst.op.name != "s_and_b32" or len(constants) != 1:
                return None
            bits = max(bits, (constants[0] & 0xFFFFFFFF).bit_length())
        written = _sgprs(operands, "written")
        raw -= written
        if entry.inst.op.name in CLOCK_READS:
            raw |= written
            reads += 1
        if entry.ends_block and pc != branch:
            return None
        pc += entry.size
    return ClockUse(reads, bits, tuple(sorted(raw))) if reads else None


def loop_counters(code, head, branch):
    """(SGPRs, VGPRs) that the loop from ``head`` to the branch at ``branch`` in ``code``
    writes but only counts with (module note), or None: none, control flow inside other than
    forward branches within the loop and conditional exits (branches whose conditions count
    as read), or registers indexed through M0."""
    body, successors, at, pc = [], [], {}, head
    while pc <= branch:
        entry = code.at(pc)
        after = _successors(entry, head, branch)
        if after is None or entry.inst.op.name.startswith(_RELATIVE):
            return None
        at[pc] = len(body)
        body.append(_effects(entry.inst, code.target))
        successors.append(after)
        pc += entry.size
    if any(pc not in at for after in successors for pc in after):
        return None                     # a branch into the middle of an instruction
    live_in = [set() for _ in body]
    changed = True
    while changed:              # round the loop until what is live stops growing
        changed = False
        for k in reversed(range(len(body))):
            pure, reads, writes, kills = body[k]
            live = set().union(*(live_in[at[pc]] for pc in successors[k]))
            if not pure or writes & live:
                live = (live - kills) | reads
            if live != live_in[k]:
                live_in[k], changed = live, True
    needed = set().union(*live_in)
    counted = [key for key in set().union(*(writes for _, _, writes, _ in body)) - needed
               if isinstance(key, tuple)]       # implicit ones (by name) are never left out
    sgprs = tuple(sorted(i for cls, i in counted if cls == SGPR))
    vgprs = tuple(sorted(i for cls, i in counted if cls == VGPR))
    return (sgprs, vgprs) if sgprs or vgprs else None


def _successors(entry, head, branch):
    """The PCs inside the loop from ``head`` to the back edge at ``branch`` that ``entry`` may
    go to next (an exit adds none; the back edge goes to ``head``), or None for control flow
    the analysis does not follow: a branch back inside the loop (a loop in it), an
    unconditional one out of it, or any other end of a block."""
    if entry.pc == branch:
        return (head,)
    if not entry.ends_block:
        return (entry.pc + entry.size,)
    flow = FLOW.get(entry.inst.op.name)
    if flow is None or flow.kind not in ("branch", "conditional"):
        return None
    target = branch_target(entry.inst, entry.pc)
    inside = entry.pc < target <= branch
    if not inside and (flow.kind == "branch" or head <= target <= branch):
        return None
    after = (target,) if inside else ()
    return after + ((entry.pc + entry.size,) if flow.kind == "conditional" else ())


def _effects(inst, target):
    """(pure, reads, writes, kills) of an instruction: registers as (class, index) and
    implicit ones by name; ``pure``: an ALU operation whose only effect is the SGPRs, VGPRs
    and SCC it writes; ``kills``: what it overwrites whole whatever its value was (SGPRs and
    SCC; not VGPRs, whose lanes outside EXEC keep theirs, nor the target of s_cmov)."""
    record = inst.record(target)
    pure = category(inst.op) in (VALU, SALU) and not set(record.implicit_writes) - {"scc"}
    reads, writes = set(record.implicit_reads), set(record.implicit_writes)
    for o in record.operands:
        if o.is_register:
            keys = {(o.cls, o.index + k) for k in range(o.width)}
            reads |= keys if o.read else set()
            writes |= keys if o.written else set()
            pure = pure and not (o.written and o.cls not in (SGPR, VGPR))
    kills = set() if inst.op.name.startswith("s_cmov") else {
        key for key in writes if key == "scc" or isinstance(key, tuple) and key[0] == SGPR}
    return pure, reads, writes, kills


def _sgprs(operands, access):
    return {o.index + k for o in operands if getattr(o, access) and o.cls == SGPR
            for k in range(o.width)}


class SpinWatch:
    """The loops of one batch's waves, and the groups set aside because they spin;
    ``code``: the Program they run (its loops' clock reads are looked at)."""

    def __init__(self, st, env, code=None):
        self.st = st
        self.env = env
        self.code = code
        self.trips = {}         # loop head pc -> back edges taken to it
        self.branches = {}      # loop head pc -> the pc of its back edge
        self.prints = {}        # loop head pc -> (fingerprint, trips, clock) at the last check
        self.aside = {}         # loop head pc -> (waves, branch pc, fingerprint)
        self.yielded = {}       # loop head pc -> waves that gave way to the other groups

    def back_edge(self, head, branch, idx, runnable=False):
        """Count a trip of the waves ``idx`` from ``branch`` back to ``head``; True when they
        are set aside (their state repeated) or yield (it did not, and other waves can run:
        ``runnable``, or other groups that yielded or are set aside): the caller stops running
        them."""
        trips = self.trips[head] = self.trips.get(head, 0) + 1
        if trips < FIRST_CHECK or trips & (trips - 1):
            return False
        self.branches[head] = branch
        use = self._clock_use(head, branch)
        print_ = self._fingerprint(head, idx, use, self._counters(head, branch))
        last = self.prints.get(head)
        self.prints[head] = (print_, trips, self.env.clock)
        if last is None or last[0] != print_ or use is not None and \
                self.env.clock - last[2] != CLOCK_STEP * use.reads * (trips - last[1]):
            others = runnable or self.aside or self.yielded.keys() - {head}
            if others:
                self.yielded[head] = self._union(self.yielded.get(head), idx)
            return bool(others)
        idx = self._union(self.yielded.pop(head, None), idx)
        if head in self.aside:
            idx = np.union1d(self.aside[head][0], idx)
        # Set aside, it resumes when anything it can read changes: the clock included.
        self.aside[head] = (idx, branch, self._fingerprint(head, idx))
        return True

    def _clock_use(self, head, branch):
        """The loop's ClockUse where the functional clock steps (None in a timed run, whose
        clock is the timing model's, or without the program)."""
        if self.code is None or self.env.timer is not None:
            return None
        clocks = self.code.clocks           # worked out once per code, for every launch
        if (head, branch) not in clocks:
            clocks[head, branch] = clock_use(self.code, head, branch)
        return clocks[head, branch]

    def _counters(self, head, branch):
        """loop_counters of the loop, worked out once per code (None without the program)."""
        if self.code is None:
            return None
        counters = self.code.counters
        if (head, branch) not in counters:
            counters[head, branch] = loop_counters(self.code, head, branch)
        return counters[head, branch]

    @staticmethod
    def _union(waves, idx):
        return idx if waves is None else np.union1d(waves, idx)

    def take_yielded(self, head):
        """The waves that yielded at loop head ``head`` (None if none): they join a group that
        reaches their PC."""
        return self.yielded.pop(head, None)

    def resume(self, wave_ids, parked):
        """{head pc: waves} of the groups that yielded and of the set-aside groups whose
        fingerprint changed (they go on); SpinHang naming every loop when there are none.
        ``parked``: {s_barrier pc: indices of the waves waiting there}."""
        going, self.yielded = self.yielded, {}
        for head, (idx, _, print_) in list(self.aside.items()):
            if self._fingerprint(head, idx) != print_:
                going[head] = self._union(going.get(head), idx)
                del self.aside[head]
                self.trips[head] = 0
                self.prints.pop(head, None)
        if going:
            return going
        loops = "; ".join(
            f"{_waves(wave_ids[idx])} at pc 0x{head:x}..0x{branch:x}{self._source(head)}"
            for head, (idx, branch, _) in sorted(self.aside.items()))
        barrier = "".join(f"; {_waves(wave_ids[idx])} {'waits' if len(idx) == 1 else 'wait'} at "
                          f"s_barrier (pc 0x{pc:x})"
                          f"{self._source(pc)} for them"
                          for pc, idx in sorted(parked.items()))
        raise SpinHang(f"hang: {loops} loop forever: their registers and the memory they can "
                       f"read repeat, and no other wave can change them{barrier}")

    def around(self, pc):
        """What a budget run out at ``pc`` inside a loop of FIRST_CHECK trips or more says of
        it (the innermost such loop), or ""."""
        loops = [(branch - head, head, branch) for head, branch in self.branches.items()
                 if head <= pc <= branch]
        if not loops:
            return ""
        _, head, branch = min(loops)
        return (f"; the loop at pc 0x{head:x}..0x{branch:x}{self._source(head)} took its back "
                f"edge {self.trips.get(head, 0)} times without ending: its state changes from "
                "trip to trip, so whether it ever ends is not known")

    def _source(self, head):
        """The loop's source line, or where the code has a line table but no line for it
        (line 0: code its compiler made, as the endless loop clang makes of ``while (p[0] ==
        0) {}`` once it reads p[0] a single time), that."""
        source = self.code.source(head) if self.code is not None else None
        if source is None and getattr(self.code, "lines", None) is not None:
            return " (no source line: its compiler gave this code line 0)"
        return f" ({source})" if source is not None else ""

    def _fingerprint(self, head, idx, use=None, counters=None):
        """A digest of what the loop at ``head`` can read; with a ClockUse, its raw clock
        registers are left out and the clock is taken modulo 2**use.bits, else the clock is
        taken whole; ``counters`` (loop_counters) are left out."""
        st, env = self.st, self.env
        env.memory.exact_stores = True
        h = hashlib.blake2b(digest_size=16)
        h.update(np.int64(head).tobytes())
        h.update(np.ascontiguousarray(idx).tobytes())
        sgprs = np.array(st.s[idx])
        vgprs = st.v[idx] if counters is None else np.array(st.v[idx])    # a copy to zero
        if use is not None:
            sgprs[:, list(use.raw)] = 0
        if counters is not None:
            sgprs[:, list(counters[0])] = 0
            vgprs[:, [v for v in counters[1] if v < vgprs.shape[1]]] = 0
        h.update(np.uint64(env.clock % (1 << use.bits) if use else env.clock).tobytes())
        for part in (sgprs, st.scc, st.hwreg, st.vskip, st.csp):
            h.update(np.ascontiguousarray(part[idx] if part is not sgprs else part).tobytes())
        _update_used(h, vgprs)
        h.update(np.int64(env.memory.stores).tobytes())
        if env.lds is not None and env.lds.size:
            h.update(np.ascontiguousarray(env.lds[np.unique(st.workgroup[idx])]).tobytes())
        _update_used(h, env.gds.data[np.newaxis, :, np.newaxis])
        h.update(env.gds.counter.tobytes())
        return h.digest()


def _update_used(h, part):
    """Hash ``part`` (waves, rows, ...) up to its last row that is not all zeros, and that row
    count, without hashing the zero
    rows past a kernel's registers (or an unused GDS), which would cost most of a check: two
    digests agree exactly where the whole arrays would."""
    used = np.flatnonzero(part.any(axis=(0, 2)))
    rows = int(used[-1]) + 1 if used.size else 0
    h.update(np.int64(rows).tobytes())
    h.update(np.ascontiguousarray(part[:, :rows]).tobytes())


def _waves(ids):
    ids = [int(i) for i in ids]
    if len(ids) == 1:
        return f"wave {ids[0]}"
    more = f" and {len(ids) - 4} more" if len(ids) > 4 else ""
    return f"waves {', '.join(map(str, ids[:4]))}{more}"
