"""The waitcnt checker: which memory results each wave may use, by the s_waitcnts it executed.

Every wave of a batch keeps, per wait counter, its outstanding operations in issue order (a
small ring of op ids per wave; gcnsim/isa/counters.py says which instruction goes on which
counter, in which ordering class, writing which registers). ``s_waitcnt vmcnt(N)`` guarantees
that at most N units are left on vmcnt, so of each in-order class all but the newest N
operations are complete; an out-of-order class (SMEM, FLAT on lgkmcnt, FLAT that went to LDS)
is complete only at a count of 0 (Vega ISA 4.4, seeds/000_*.txt). A wave that issues past a
counter's maximum stalls first, as if it had waited for ``max - amount``.

An instruction that reads or writes a register an incomplete operation will write, or writes a
register an incomplete GDS operation still reads (expcnt), relies on luck: the checker reports
it with wave, PC, instruction, register and the pending operation. Two loads of one in-order
class may write the same register (they return in order; LLVM relies on it too).

    global_load_dword v1, v[2:3], off
    v_add_u32_e32 v4, v1, v1        -> WaitcntError: wave 0 pc 0x8 'v_add_u32_e32 v4, v1, v1'
                                       reads v1 before 'global_load_dword v1, v[2:3], off'
                                       (pc 0x0, vmcnt) is known complete
    (with s_waitcnt vmcnt(0) between them: nothing)

Use: ``Env(checker=WaitcntChecker())`` (raise) or ``WaitcntChecker(mode="warn")`` (collect
``reports``); ``outstanding("vmcnt")`` gives each wave's count of the current batch, and
``WaitcntChecker(trace=True)`` keeps ``trace``: (pc, text, {counter: counts per wave}) as each
instruction issues.
"""
from dataclasses import dataclass

import numpy as np

from ..errors import GcnsimError
from ..isa.counters import COUNTERS, EXPCNT, IN_ORDER, KINDS, counter_use
from .memory import APERTURE_SIZE
from ..analysis.regsets import (EXEC, WORDS, field_regs, first_slot, instruction_regs,
                                slot_name, to_words)

CAPACITY = 64
MAX_REPORTS = 1000
_KIND_INDEX = {k: i for i, k in enumerate(KINDS)}
_IN_ORDER = np.array([IN_ORDER[k] for k in KINDS])
_SCALAR_WORDS = to_words((1 << 128) - 1)
# Instructions that read VGPR lanes outside their EXEC (so lane masks do not separate them)
_CROSS_LANE = ("v_readlane", "ds_swizzle", "ds_permute", "ds_bpermute", "v_mfma", "v_smfmac",
               "v_permlane")


class WaitcntError(GcnsimError):
    """A register used before the s_waitcnt that guarantees the memory operation behind it."""

    def __init__(self, report):
        self.report = report
        super().__init__(str(report))


@dataclass(frozen=True)
class WaitcntReport:
    wave: int
    pc: int
    text: str
    register: str
    access: str            # "reads", "writes", "overwrites" (a register a GDS op still reads)
    pending_pc: int
    pending_text: str
    counter: str

    def __str__(self):
        done = "has read it" if self.access == "overwrites" else "is known complete"
        return (f"wave {self.wave} pc 0x{self.pc:x} '{self.text}' {self.access} "
                f"{self.register} before '{self.pending_text}' (pc 0x{self.pending_pc:x}, "
                f"{self.counter}) {done}")


@dataclass
class _Record:
    """What the checker knows about one instruction of a code image, built on first issue."""
    entry: object
    text: str
    reads: np.ndarray
    writes: np.ndarray
    use: object                 # counters.CounterUse
    dest: np.ndarray
    lock: np.ndarray
    ops: dict                   # dynamic kind of the vmcnt event ("vmem"/"flat_lds") -> op id
    cross_lane: bool = False
    addr: int = -1              # FLAT: first VGPR of the address (to tell LDS from memory)


class _Ring:
    """Outstanding operations of one counter for every wave: op ids and issue tokens."""

    def __init__(self, n):
        self.op = np.full((n, CAPACITY), -1, np.int64)
        self.tok = np.zeros((n, CAPACITY), np.int64)
        self.exec = np.zeros((n, CAPACITY), np.uint64)     # EXEC at issue: the lanes written
        self.size = np.zeros(n, np.int64)


class _Batch:
    def __init__(self, st, wave_ids):
        self.st = st
        n = st.n
        self.wave_ids = np.asarray(wave_ids)
        self.rings = {c: _Ring(n) for c in COUNTERS}
        self.token = np.zeros(n, np.int64)
        self.dest = np.zeros((n, len(KINDS), WORDS), np.uint64)    # pending writes by class
        self.lock = np.zeros((n, WORDS), np.uint64)                # pending reads (expcnt)
        self.live = False


class WaitcntChecker:
    """Tracks vmcnt/lgkmcnt/expcnt per wave and reports registers used too early."""

    def __init__(self, mode="error", trace=False):
        if mode not in ("error", "warn"):
            raise ValueError(f"mode must be 'error' or 'warn', not {mode!r}")
        self.mode = mode
        self.reports = []
        self._records = {}
        self._ops = []              # op id -> (record, {counter: kind}, dest counter)
        self._tables = None
        self._batch = None
        self._target = None
        self._seen = set()
        self.trace = [] if trace else None

    # ---- hooks ---------------------------------------------------------------------------------
    def issue(self, executor, entry, w, idx):
        """Before ``entry`` executes for waves ``w`` (positions ``idx``) of the executor's batch."""
        batch = self._batch_of(executor)
        record = self._record(entry, executor.code.target)
        if self.trace is not None:
            counts = {c: self.outstanding(c)[w] for c in COUNTERS}
            self.trace.append((entry.pc, record.text, counts))
        if batch.live:
            self._check(batch, record, w, idx)
        if record.use.events:
            self._record_issue(batch, record, w, idx)

    def waitcnt(self, st, w, counts):
        """s_waitcnt executed by waves ``w``: ``counts`` maps counter -> N."""
        batch = self._batch
        if batch is None or batch.st is not st or not batch.live:
            return
        idx = np.arange(st.n)[w]
        for counter in COUNTERS:
            self._retire(batch, counter, idx, counts[counter])
        self._refresh(batch, idx)

    # ---- queries -------------------------------------------------------------------------------
    def outstanding(self, counter):
        """Each wave's count on ``counter`` (units, saturated at the target's maximum)."""
        batch = self._batch
        if batch is None:
            return np.zeros(0, np.int64)
        if not self._ops:
            return np.zeros(batch.st.n, np.int64)
        amounts = self._table()["amount"][COUNTERS.index(counter)]
        ring = batch.rings[counter]
        units = np.where(ring.op >= 0, amounts[ring.op], 0).sum(axis=1)
        return np.minimum(units, self._target.waitcnt.max(counter))

    def pending(self, wave, counter):
        """The instruction texts outstanding on ``counter`` for a wave, oldest first."""
        ring = self._batch.rings[counter]
        return [self._ops[op][0].text for op in ring.op[wave, :ring.size[wave]]]

    # ---- records -------------------------------------------------------------------------------
    def _batch_of(self, executor):
        if self._batch is None or self._batch.st is not executor.st:
            self._batch = _Batch(executor.st, executor.wave_ids)
            self._target = executor.code.target
        return self._batch

    def _record(self, entry, target):
        record = self._records.get(id(entry))
        if record is not None and record.entry is entry:
            return record
        inst = entry.inst
        regs = instruction_regs(inst, target)
        f = inst.fields
        use = counter_use(inst.op, target, f.get("glc", 0), f.get("gds", 0), f.get("lds", 0))
        lock = field_regs(inst, target, use.lock)
        if use.lock_exec:
            lock = lock | to_words(0b11 << EXEC)
        record = _Record(entry, entry.text(target), regs.reads, regs.writes, use,
                         field_regs(inst, target, use.dest), lock, {},
                         inst.fmt.name.endswith("_DPP") or inst.op.name.startswith(_CROSS_LANE))
        if use.flat:
            record.addr = f.get("addr", 0)
        for kind in (("vmem", "flat_lds") if use.flat else ("vmem",)):
            record.ops[kind] = self._new_op(record, kind) if use.events else -1
        self._records[id(entry)] = record
        return record

    def _new_op(self, record, vm_kind):
        kinds = {e.counter: (vm_kind if e.kind == "vmem" else e.kind) for e in record.use.events}
        amounts = {e.counter: e.amount for e in record.use.events}
        self._ops.append((record, kinds, amounts))
        self._tables = None
        return len(self._ops) - 1

    def _table(self):
        """Per-op arrays: kind index and amount per counter, dest and lock sets per counter."""
        if self._tables is None:
            n = len(self._ops)
            kind = np.full((len(COUNTERS), n), -1, np.int64)
            amount = np.zeros((len(COUNTERS), n), np.int64)
            regs = np.zeros((len(COUNTERS), n, WORDS), np.uint64)
            multi = np.zeros(n, bool)
            for op, (record, kinds, amounts) in enumerate(self._ops):
                multi[op] = len(kinds) > 1
                for c, counter in enumerate(COUNTERS):
                    if counter in kinds:
                        kind[c, op] = _KIND_INDEX[kinds[counter]]
                        amount[c, op] = amounts[counter]
                        regs[c, op] = record.lock if counter == EXPCNT else self._dest_on(
                            record, counter)
            self._tables = {"kind": kind, "amount": amount, "regs": regs, "multi": multi}
        return self._tables

    @staticmethod
    def _dest_on(record, counter):
        """The results ride on the first non-expcnt event (vmcnt for FLAT)."""
        first = next(e.counter for e in record.use.events if e.counter != EXPCNT)
        return record.dest if counter == first else np.zeros(WORDS, np.uint64)

    # ---- issue ---------------------------------------------------------------------------------
    def _record_issue(self, batch, record, w, idx):
        waves = np.arange(batch.st.n)[w]
        op = np.full(waves.size, record.ops["vmem"], np.int64)
        if record.use.flat:
            op = np.where(self._flat_to_lds(batch.st, waves, record.addr),
                          record.ops["flat_lds"], op)
        tables = self._table()
        lanes = batch.st.exec_mask(waves)
        for event in record.use.events:
            c = COUNTERS.index(event.counter)
            self._make_room(batch, event.counter, waves, tables["amount"][c, op])
            ring = batch.rings[event.counter]
            full = ring.size[waves] >= CAPACITY
            if full.any():
                self._drop_oldest(ring, waves[full])
            ring.op[waves, ring.size[waves]] = op
            ring.tok[waves, ring.size[waves]] = batch.token[waves]
            ring.exec[waves, ring.size[waves]] = lanes
            ring.size[waves] += 1
            k = tables["kind"][c, op]
            if event.counter == EXPCNT:
                batch.lock[waves] |= tables["regs"][c, op]
            else:
                batch.dest[waves, k] |= tables["regs"][c, op]
        batch.token[waves] += 1
        batch.live = True

    def _flat_to_lds(self, st, waves, addr):
        """Waves whose FLAT access has an active lane in the shared (LDS) aperture."""
        lo = st.v[waves, addr].astype(np.uint64)
        hi = st.v[waves, addr + 1].astype(np.uint64)
        address = lo | (hi << np.uint64(32))
        shared = np.uint64(st.apertures[0])
        inside = (address >= shared) & (address - shared < np.uint64(APERTURE_SIZE))
        return (inside & st.lanes(waves)).any(axis=1)

    def _make_room(self, batch, counter, waves, amount):
        """A wave stalls until the counter has room: an implicit s_waitcnt(max - amount)."""
        limit = self._target.waitcnt.max(counter)
        over = self._units(batch, counter, waves) + amount > limit
        if over.any():
            stalled = waves[over]
            self._retire(batch, counter, stalled, np.maximum(limit - amount[over], 0))
            self._refresh(batch, stalled)

    def _units(self, batch, counter, waves):
        ring = batch.rings[counter]
        ops = ring.op[waves]
        amounts = self._table()["amount"][COUNTERS.index(counter)]
        return np.where(ops >= 0, amounts[ops], 0).sum(axis=1)

    @staticmethod
    def _drop_oldest(ring, waves):
        ring.op[waves, :-1] = ring.op[waves, 1:]
        ring.tok[waves, :-1] = ring.tok[waves, 1:]
        ring.exec[waves, :-1] = ring.exec[waves, 1:]
        ring.op[waves, -1] = -1
        ring.size[waves] -= 1

    # ---- s_waitcnt -----------------------------------------------------------------------------
    def _retire(self, batch, counter, waves, count):
        """Drop the operations a count of ``count`` (per wave) guarantees complete."""
        ring = batch.rings[counter]
        ops = ring.op[waves]
        valid = ops >= 0
        if not valid.any():
            return
        tables = self._table()
        c = COUNTERS.index(counter)
        kinds = np.where(valid, tables["kind"][c, np.maximum(ops, 0)], -1)
        count = np.broadcast_to(np.asarray(count), (waves.size,))[:, None]
        keep = valid & ~_IN_ORDER[kinds] & (count > 0)
        for k in np.unique(kinds[valid]):
            if _IN_ORDER[k]:
                same = kinds == k
                newer = np.cumsum(same[:, ::-1], axis=1)[:, ::-1] - same
                keep |= same & (newer < count)
        gone = valid & ~keep
        if not gone.any():
            return
        if counter != EXPCNT:
            self._complete_elsewhere(batch, counter, waves, gone & tables["multi"][ops])
        _compact(ring, waves, keep)

    def _complete_elsewhere(self, batch, counter, waves, done):
        """An operation on two counters (FLAT, GDS) whose result arrived is gone from both."""
        rows = done.any(axis=1)
        if not rows.any():
            return
        sub = waves[rows]
        tokens = np.where(done[rows], batch.rings[counter].tok[sub], -1)
        for other in COUNTERS:
            ring = batch.rings[other]
            if other == counter or not ring.size[sub].any():
                continue
            valid = ring.op[sub] >= 0
            match = (ring.tok[sub][:, :, None] == tokens[:, None, :]).any(axis=2) & valid
            if match.any():
                _compact(ring, sub, valid & ~match)

    def _refresh(self, batch, waves):
        """Recompute the pending register sets of ``waves`` from their rings."""
        tables = self._table()
        dest = np.zeros((waves.size, len(KINDS), WORDS), np.uint64)
        lock = np.zeros((waves.size, WORDS), np.uint64)
        for c, counter in enumerate(COUNTERS):
            ops = batch.rings[counter].op[waves]
            valid = ops >= 0
            if not valid.any():
                continue
            regs = np.where(valid[..., None], tables["regs"][c, np.maximum(ops, 0)], 0)
            if counter == EXPCNT:
                lock |= np.bitwise_or.reduce(regs, axis=1)
                continue
            kinds = tables["kind"][c, np.maximum(ops, 0)]
            for k in np.unique(kinds[valid]):
                chosen = np.where(((kinds == k) & valid)[..., None], regs, 0)
                dest[:, k] |= np.bitwise_or.reduce(chosen, axis=1)
        batch.dest[waves] = dest
        batch.lock[waves] = lock
        batch.live = any(bool(r.size.any()) for r in batch.rings.values())

    # ---- checking ------------------------------------------------------------------------------
    def _check(self, batch, record, w, idx):
        """Report waves whose instruction touches a register of an incomplete operation."""
        dest = batch.dest[w]
        writes = (dest & record.writes).any(axis=2)
        own = self._own_kind(record)
        if own is not None:
            writes[:, own] = False
        bad = ((dest & record.reads).any(axis=(1, 2)) | writes.any(axis=1)
               | (batch.lock[w] & record.writes).any(axis=1))
        if not bad.any():
            return
        waves = np.arange(batch.st.n)[w][bad]
        lanes = batch.st.exec_mask(waves)
        for wave, exec_now in zip(waves.tolist(), lanes.tolist()):
            found = self._conflict(batch, record, wave, exec_now, own)
            if found is not None:
                self._report(batch, record, wave, *found)

    def _conflict(self, batch, record, wave, exec_now, own):
        """(slot, access, counter, pending record) of the first real conflict of one wave, or
        None. A VGPR conflicts only in lanes both instructions have in EXEC (a load writes the
        lanes active at its issue), unless the instruction reads across lanes."""
        tables = self._table()
        cross = record.cross_lane
        for c, counter in enumerate(COUNTERS):
            ring = batch.rings[counter]
            for j in range(int(ring.size[wave])):
                op = int(ring.op[wave, j])
                regs = tables["regs"][c, op]
                if counter == EXPCNT:
                    hits = ((regs & record.writes, "overwrites"),)
                else:
                    same = own is not None and tables["kind"][c, op] == own
                    hits = ((regs & record.reads, "reads"),
                            (regs & record.writes if not same else regs & 0, "writes"))
                overlap = cross or bool(int(ring.exec[wave, j]) & exec_now)
                for hit, access in hits:
                    if not overlap:
                        hit = hit & _SCALAR_WORDS
                    slot = first_slot(hit)
                    if slot is not None:
                        return slot, access, counter, self._ops[op][0]
        return None

    def _own_kind(self, record):
        """The in-order class a memory instruction's results ride on (WAW with it is safe)."""
        for event in record.use.events:
            if event.counter != EXPCNT and event.in_order:
                return _KIND_INDEX[event.kind]
        return None

    def _report(self, batch, record, wave, slot, access, counter, pending):
        report = WaitcntReport(int(batch.wave_ids[wave]), record.entry.pc, record.text,
                               slot_name(slot), access, pending.entry.pc, pending.text, counter)
        if self.mode == "error":
            raise WaitcntError(report)
        key = (report.wave, report.pc, report.register)
        if key not in self._seen and len(self.reports) < MAX_REPORTS:
            self._seen.add(key)
            self.reports.append(report)


def _has(words, slot):
    return bool((int(words[slot // 64]) >> (slot % 64)) & 1)


def _compact(ring, waves, keep):
    """Keep the ``keep`` entries of the waves' rings, in issue order, at the front."""
    order = np.argsort(~keep, axis=1, kind="stable")
    kept = np.take_along_axis(keep, order, axis=1)
    ring.op[waves] = np.where(kept, np.take_along_axis(ring.op[waves], order, axis=1), -1)
    ring.tok[waves] = np.take_along_axis(ring.tok[waves], order, axis=1)
    ring.exec[waves] = np.take_along_axis(ring.exec[waves], order, axis=1)
    ring.size[waves] = keep.sum(axis=1)
