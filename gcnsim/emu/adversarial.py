"""Adversarial timing: every memory result lands at the latest moment the wait counters allow,
so a program that relies on luck computes a different answer instead of the right one.

The functional model writes a load's result into its registers at once, which is what most
simulators do and why a missing ``s_waitcnt`` goes unnoticed there. Here a memory step's issue
part runs at once (addresses, the access itself), but its write-back (semantics/memop.py
``complete``) is held per wave until the counters force it: an ``s_waitcnt`` whose count leaves
no room for the operation to be outstanding (the rules of isa/counters.py and emu/waitcnt.py:
in-order classes complete oldest first, out-of-order ones only at a count of 0), or a counter
reaching its maximum (the wave would stall there). Until then the destination registers
hold an undefined value, POISON (a quiet NaN as f32, an unlikely integer), so that even a
register that happened to hold the right value already gives a different answer; and a later
write to them is overwritten when the result lands.

    global_load_dword v1, v[2:3], off       v1 = POISON...
    v_add_f32_e32 v4, v1, v1                ...so v4 is NaN: a different answer
    s_waitcnt vmcnt(0)                      v1 = the loaded value (too late for v4)

Wait-state hazards too: a consumer reached before the wait states a rule of isa/hazards.py
asks for (counted per wave by the dynamic checker, emu/waitcnt.py) reads the registers that
link it to its producer as they were before the producer wrote them, so code that relies on
luck with a missing ``s_nop`` computes with the stale value. Rules linked by no register (a
hardware register, MODE.vskip, an event) or whose consumer writes rather than reads are only
counted (``early``).

    v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[0:3]
    s_nop 1                                 (4 wait states needed, 2 given)
    v_accvgpr_read_b32 v2, a0               v2 = a0 before the MFMA wrote it

Across waves, LDS stores, on targets whose s_barrier requires every counter at zero (without
the back-off barrier: gfx701, gfx900; analysis/waitcnt.py barrier-release): a store acts on
memory at issue, but when its wave reaches ``s_barrier`` before its wait says it is complete,
the bytes it changed go back to what they held before it: the other waves, released by the
barrier, read the old value. Nothing orders their reads after the storing wave's later
s_waitcnt (the waves of a batch run in step here, on the hardware a released wave may run
ahead), so the store shows again only when its wave reaches its next barrier or ends with it
complete. So a missing ``s_waitcnt lgkmcnt(0)`` in front of a barrier gives a different answer
wherever another wave reads the store after the barrier. With the back-off barrier (gfx90a,
gfx942) a store issued before the barrier is seen by every read issued after it (LLVM's
SIMemoryLegalizer: LDS operations of all waves execute in one total order), and nothing hides.
    ds_write_b32 v1, v2                     LDS[v1] = v2
    s_barrier                               not complete: LDS[v1] = its old value again...
    ds_read_b32 v3, v4                      ...which another wave reads here
    s_waitcnt lgkmcnt(0)                    the store is complete (not yet shown)
    s_barrier                               LDS[v1] = v2

Which wave of a batch changed which bytes is not told apart: a store's bytes are its
workgroup's, kept until the first of its waves completes it; the storing wave too reads the
old value after the barrier (on the hardware one wave's LDS operations are in order). A
workgroup's LDS starts as POISON's bytes, not zeroed, as the hardware does not clear it. Global
memory stores and atomics act at issue (their order within a wave is kept).

What it did is told: every finding of the dynamic checker it runs along (the missing waits,
hazards and barrier releases of emu/waitcnt.py) is an AdversarialReport, with what adversarial
timing did there, or that it could not perturb it (a hazard whose consumer writes, or whose
registers held the same value before the producer wrote them; a global store at a barrier), so
that a right answer after such a report is luck, not proof (``reports()``, Launch.extra
"adversarial").

    v_div_scale_f32 v4, vcc, v3, v3, 1.0
    v_div_fmas_f32 v5, v4, v4, v4           -> [valu_writes_vcc_then_div_fmas] ...; adversarial
                                               timing: not perturbed: vcc held the same value
                                               before the producer wrote it

Launch with ``checker="adversarial"`` (``gcnsim run --adversarial``).
"""
from dataclasses import dataclass

import numpy as np

from ..analysis.hazard_facts import HWREG, slot_label
from ..analysis.regsets import VGPR_BIT
from ..isa.counters import COUNTERS, IN_ORDER, counter_use
from ..semantics.memop import Pending
from .waitcnt import HazardReport, WaitcntChecker


POISON = 0x7FBADBAD           # what a destination holds while its result is outstanding
REGISTERS = (1 << HWREG) - 1  # the slots of a hazard's linking set that are registers
UNLINKED = ("not perturbed: its consumer writes rather than reads, or no register links it to "
            "its producer")
# What adversarial timing does at a WaitcntReport, by its access
DONE = {"reads": "the result was held back: the register read POISON (0x7fbadbad)",
        "writes": "the result was held back: it lands after this write and replaces it",
        "overwrites": "not perturbed: the operation read its registers at issue"}


@dataclass(frozen=True)
class AdversarialReport:
    """A finding of the dynamic checker (a WaitcntReport or HazardReport) and what adversarial
    timing did there (``perturbed``)."""
    report: object
    perturbed: str

    @property
    def severity(self):
        return self.report.severity

    def __str__(self):
        return f"{self.report}; adversarial timing: {self.perturbed}"


class AdversarialTiming:
    """Holds each wave's memory results until its s_waitcnts force them (see the module)."""

    def __init__(self):
        self.st = None
        self.held = {}              # wave -> [[events {counter: (kind, amount)}, step, part]]
        self.current = None         # counter events of the instruction about to run
        self.target = None
        self.landed_late = 0        # results written back later than the functional model
        self.watch = WaitcntChecker(mode="warn")    # wait states since each producer, per wave
        self.before = {}            # producer pc -> {slot: values before it wrote, per wave}
        self.swapped = None         # (waves, {slot: values}) to put back after a stale read
        self.early = 0              # hazard consumers reached early (wave-instructions)
        self.stale = 0              # ... of them that read a stale register
        self.stored = None          # an LDS store about to run: {workgroup: LdsStore}
        self.hidden = 0             # LDS stores a barrier found incomplete
        self.unshown = {}           # wave -> its completed LDS stores still hidden
        self.done = {}              # (pc, hazard rule) -> what was done; s_barrier pc -> hid

    # The executor's checker interface: issue() before each instruction, waitcnt() at each
    # s_waitcnt; memory steps hand their pending results to hold().
    def issue(self, executor, entry, w, idx):
        self._settle_store()
        if executor.st is not self.st:
            self.st, self.held, self.before, self.swapped = executor.st, {}, {}, None
            self.unshown = {}
        self._restore()
        found = self.watch.issue(executor, entry, w, idx)
        record = self.watch.record(entry, executor.code.target)
        self._snapshot(record, w)
        hazards = [(waves, finding) for _, waves, finding in found
                   if isinstance(finding, tuple)]
        if hazards:
            self._stale(record, hazards)
        f = entry.inst.fields
        use = counter_use(entry.inst.op, executor.code.target, f.get("glc", 0),
                          f.get("gds", 0), f.get("lds", 0))
        self.current = {e.counter: (e.kind, e.amount) for e in use.events}
        self.target = executor.code.target
        if entry.inst.op.name in ("s_barrier", "s_endpgm"):
            if self._hide_stores(w, entry.inst.op.name == "s_endpgm"):
                self.done[entry.pc] = True
        lds = executor.env.lds
        hides = not self.target.has("back_off_barrier")     # see the module docstring
        if hides and use.stores and lds is not None and any(e.kind == "lds" for e in use.events):
            rows = np.unique(executor.st.workgroup[w])
            self.stored = {int(r): LdsStore(lds, int(r), lds[r].copy()) for r in rows}
        if self.current:            # stores count too: they are newer operations of their class
            for wave in _rows(executor.st, w):
                store = (self.stored or {}).get(int(executor.st.workgroup[wave]))
                self.held.setdefault(wave, []).append([self.current, None, None, store])
                self._make_room(executor.st, wave)

    # ---- LDS stores across waves ----------------------------------------------------------------
    def fresh_lds(self, lds):
        """A workgroup's LDS as the hardware leaves it: whatever an earlier kernel wrote (here
        POISON's bytes), so a read of bytes no wave wrote, or of a hidden store's old value,
        gives a different answer (the functional model's LDS starts zeroed)."""
        lds.reshape(-1)[:lds.size // 4 * 4].view(np.uint32)[:] = POISON
    def _settle_store(self):
        """The bytes the LDS store that just ran changed, per workgroup."""
        for store in (self.stored or {}).values():
            store.settle()
        self.stored = None

    def _hide_stores(self, w, end):
        """At s_barrier (``end``: s_endpgm) of the waves ``w``: their completed hidden LDS
        stores show, the incomplete ones hide (at the end they show: the hardware completes
        them). Whether one hid."""
        hid = False
        for wave in _rows(self.st, w):
            for store in self.unshown.pop(wave, ()):
                store.show()
            for op in self.held.get(wave, ()):
                if op[3] is None:
                    continue
                if end:
                    op[3].show()
                elif op[3].hide():
                    self.hidden += 1
                    hid = True
        return hid

    def waitcnt(self, st, w, counts):
        for wave in _rows(st, w):
            self._retire(st, wave, counts)

    def reports(self):
        """The dynamic checker's findings, each with what was done there (AdversarialReport)."""
        return [AdversarialReport(r, self._perturbed(r)) for r in self.watch.reports]

    def _perturbed(self, report):
        if isinstance(report, HazardReport):
            return self.done.get((report.pc, report.rule), UNLINKED)
        if report.access != "releases":
            return DONE[report.access]
        if self.done.get(report.pc):
            return "the LDS stores still outstanding were hidden from the waves past it"
        return ("not perturbed: only LDS stores are hidden at a barrier (memory stores act at "
                "issue), and none outstanding changed a byte")

    # ---- hazards -------------------------------------------------------------------------------
    def _reads_stale(self, i):
        """Rule ``i``'s consumer reads what its producer wrote (not a write after a read)."""
        return self.watch.rule(i).consumer.endswith("_reads")

    def _snapshot(self, record, w):
        """Keep the registers a producer is about to write, as they are, for its waves."""
        bits = 0
        for i, produced in record.roles.produced.items():
            if self._reads_stale(i):
                bits |= produced & REGISTERS
        kept = self.before.setdefault(record.pc, {})
        for slot in _slots(bits):
            if slot - VGPR_BIT < self.st.v.shape[1]:
                if slot not in kept:
                    kept[slot] = np.zeros_like(self._read(slot, slice(None)))
                kept[slot][w] = self._read(slot, w)

    def _stale(self, record, hazards):
        """Give the waves that reach ``record``'s consumer early the linked registers as they
        were before the producer wrote them, until the next instruction."""
        saved = {}
        keep = record.facts.writes | record.facts.dest     # what the consumer writes stays
        for waves, (i, producer, count, verdict) in sorted(hazards, key=lambda h: h[1][2]):
            self.early += waves.size
            kept = self.before.get(producer, {})
            slots = [slot for slot in _slots(verdict[2] & REGISTERS) if slot in kept]
            if not slots or not self._reads_stale(i):
                continue
            self.stale += waves.size
            changed = []
            for slot in slots:
                if slot not in saved and not keep >> slot & 1:
                    saved[slot] = (waves, self._read(slot, waves))
                if (self._read(slot, waves) != kept[slot][waves]).any():
                    changed.append(slot)
                self._write(slot, waves, kept[slot][waves])
            self._tell(record.pc, self.watch.rule(i).name, slots, changed)
        self.swapped = saved or None

    def _tell(self, pc, rule, slots, changed):
        """Keep what a stale read at ``pc`` did (a change wherever one wave saw one)."""
        names = ", ".join(slot_label(slot) for slot in (changed or slots))
        if changed:
            self.done[(pc, rule)] = f"read {names} as before the producer wrote them"
        else:
            self.done.setdefault((pc, rule), f"not perturbed: {names} held the same value "
                                             "before the producer wrote them")

    def _restore(self):
        for slot, (waves, values) in (self.swapped or {}).items():
            self._write(slot, waves, values)
        self.swapped = None

    def _read(self, slot, waves):
        if slot < VGPR_BIT:
            return self.st.s[waves, slot].copy()
        return self.st.v[waves, slot - VGPR_BIT].copy()

    def _write(self, slot, waves, values):
        if slot < VGPR_BIT:
            self.st.s[waves, slot] = values
        else:
            self.st.v[waves, slot - VGPR_BIT] = values

    def hold(self, step, st, w, pending):
        """Keep ``pending`` (the results of ``step`` for waves ``w``) with the operation
        issue() recorded for the instruction, until they must land."""
        if not self.current:                    # not a counted operation: lands now
            step.complete(st, pending)
            return
        for wave in _rows(st, w):
            sel = pending.wave == wave
            ops = self.held.get(wave)
            if not sel.any() or not ops or ops[-1][1] is not None:
                continue            # (the operation already landed: the counter was full)
            part = Pending(pending.wave[sel], None if pending.lane is None else
                           pending.lane[sel], pending.values[sel],
                           None if pending.lanes is None else pending.lanes.subset(sel))
            step.complete(st, Pending(part.wave, part.lane,
                                      np.full_like(part.values, POISON), part.lanes))
            ops[-1][1:3] = [step, part]

    def _make_room(self, st, wave):
        """A counter past its maximum stalls the wave until the oldest results return."""
        for counter in COUNTERS:
            units = sum(op[0][counter][1] for op in self.held.get(wave, ())
                        if counter in op[0])
            limit = self.target.waitcnt.max(counter)
            if units > limit:
                self._retire(st, wave, {c: limit if c == counter else None
                                        for c in COUNTERS})

    def _retire(self, st, wave, counts):
        ops = self.held.get(wave)
        if not ops:
            return
        done = set()
        for counter in COUNTERS:
            n = counts.get(counter)
            if n is None:
                continue
            newer = {}
            for k in range(len(ops) - 1, -1, -1):
                events = ops[k][0]
                if counter not in events:
                    continue
                kind = events[counter][0]
                if (newer.get(kind, 0) >= n) if IN_ORDER[kind] else n == 0:
                    done.add(k)
                newer[kind] = newer.get(kind, 0) + 1
        for k in sorted(done):
            _, step, part, store = ops[k]
            if store is not None and store.complete():
                self.unshown.setdefault(wave, []).append(store)
            if step is not None:
                step.complete(st, part)
                self.landed_late += 1
        self.held[wave] = [op for k, op in enumerate(ops) if k not in done]


class LdsStore:
    """The bytes one LDS store changed in one workgroup's LDS, and whether a barrier hid them
    (see the module docstring)."""

    def __init__(self, lds, row, old):
        self.lds, self.row, self.old = lds, row, old
        self.index = self.new = None
        self.state = "issued"       # -> settled -> hidden -> unshown -> complete

    def settle(self):
        now = self.lds[self.row]
        self.index = np.flatnonzero(now != self.old)
        self.old, self.new = self.old[self.index], now[self.index].copy()
        if self.state == "issued":
            self.state = "settled"

    def hide(self):
        """Put the old bytes back (True if this did so)."""
        if self.state != "settled" or not self.index.size:
            return False
        self.lds[self.row, self.index] = self.old
        self.state = "hidden"
        return True

    def complete(self):
        """Its wave's wait completed it: True if it is still hidden (until show())."""
        if self.state == "hidden":
            self.state = "unshown"
            return True
        self.state = "complete"
        return False

    def show(self):
        if self.state in ("hidden", "unshown"):
            self.lds[self.row, self.index] = self.new
        self.state = "complete"


def _rows(st, w):
    return [int(r) for r in np.arange(st.n)[w]]


def _slots(bits):
    """The set bits of ``bits``, lowest first."""
    out = []
    while bits:
        low = bits & -bits
        out.append(low.bit_length() - 1)
        bits ^= low
    return out
