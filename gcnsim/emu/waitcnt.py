"""The dynamic checker: which memory results each wave may use, by the s_waitcnts it executed,
and whether it reached a hazard's consumer too few wait states after its producer.

Every wave keeps, per wait counter, its outstanding operations in issue order
(gcnsim/isa/counters.py says which instruction goes on which counter, in which ordering class,
writing which registers). ``s_waitcnt vmcnt(N)`` guarantees that at most N units are left on
vmcnt, so of each in-order class all but the newest N operations are complete; an out-of-order
class (SMEM, FLAT on lgkmcnt, FLAT that went to LDS) is complete only at a count of 0 (Vega ISA
4.4 "Data dependency resolution"). A wave that issues past a counter's maximum stalls first, as
if it had waited for ``max - amount``. An instruction that reads or writes a register an
incomplete operation will write, or writes a register an incomplete GDS operation still reads
(expcnt), relies on luck; so does one that a rule of isa/hazards.py makes wait for a producer's
wait states (an instruction is one, ``s_nop N`` N + 1) when fewer have passed. Both are reported
with wave, PC, instruction and the register or rule, with the static checker's rule ids.

    global_load_dword v1, v[2:3], off
    v_add_u32_e32 v4, v1, v1        -> WaitcntError: wave 0 pc 0x8 'v_add_u32_e32 v4, v1, v1'
                                       reads v1 before 'global_load_dword v1, v[2:3], off'
                                       (pc 0x0, vmcnt) is known complete
    (with s_waitcnt vmcnt(0) between them: nothing)

It costs little: a wave's state is one interned id (emu/wavecheck.py), and what a block does to
it is worked out once per (block, state) (kept with the code image for later launches) and
applied to every wave of the group in that state, after the executor ran the block at full
speed. Only the EXEC of operations whose registers are
VGPRs is kept per wave (a VGPR conflicts only in lanes both instructions have in EXEC, unless
the instruction reads across lanes), and where each FLAT access went (LDS or memory).
Two pending instances of one instruction keep the union of their lanes.

Use: ``Env(checker=WaitcntChecker())`` (raise at the first error) or
``WaitcntChecker(mode="warn")`` (collect ``reports``); ``outstanding("vmcnt")`` gives each
wave's count of the current batch, and ``WaitcntChecker(trace=True)`` keeps ``trace``:
(pc, text, {counter: counts per wave}) as each instruction issues (one at a time).
"""
import functools
import sys
from dataclasses import dataclass

import numpy as np

from ..analysis.hazard_facts import facts as hazard_facts, slot_label
from ..analysis.hazards import Lookaheads, Rules, fix_text
from ..analysis.regsets import VGPR_BIT, slot_name
from ..analysis.waitcnt import RULES as WAITCNT_RULES, facts as waitcnt_facts
from ..errors import GcnsimError
from ..isa.counters import COUNTERS
from ..outputs import counted
from .memory import APERTURE_SIZE
from .program import Block
from .wavecheck import CROSS_LANE, Record, Transfer

MAX_REPORTS = 1000


class WaitcntError(GcnsimError):
    """A register used before the s_waitcnt that guarantees the memory operation behind it."""

    def __init__(self, report):
        self.report = report
        super().__init__(str(report))


class HazardError(GcnsimError):
    """A hazard's consumer reached fewer wait states after its producer than LLVM pads."""

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
    source: object = None  # SourceLocation of the instruction (its line table), or None
    severity = "error"

    @property
    def rule(self):
        return WAITCNT_RULES[self.access]

    def __str__(self):
        done = "has read it" if self.access == "overwrites" else "is known complete"
        what = f"{self.access} {self.register}"
        if self.access == "releases":       # an s_barrier (analysis/waitcnt.py)
            what = f"[{self.rule}] reached"
            done += ": the waves past the barrier may not see the store"
        return (f"{_lead(self.source)}wave {self.wave} pc 0x{self.pc:x} '{self.text}' "
                f"{what} before '{self.pending_text}' (pc 0x{self.pending_pc:x}, "
                f"{self.counter}) {done}")


@dataclass(frozen=True)
class HazardReport:
    wave: int
    pc: int
    text: str
    rule: str              # analysis/hazards.py's rule id (isa/hazards.py's rule name)
    severity: str          # "error" (LLVM pads it) or "warning" (the manual only)
    register: str          # what links the two ('' where nothing does)
    producer_pc: int
    producer_text: str
    states: int            # wait states since the producer
    needed: int
    source: object = None  # SourceLocation of the instruction (its line table), or None
    fix: int = 0           # the wait states every hazard of this instruction needs added

    def __str__(self):
        on = f" on {self.register}" if self.register else ""
        more = max(self.fix, self.needed - self.states)
        every = " (what every hazard here needs)" if more > self.needed - self.states else ""
        return (f"{_lead(self.source)}wave {self.wave} pc 0x{self.pc:x} '{self.text}' "
                f"{self.severity}: "
                f"[{self.rule}] {counted(self.states, 'wait state')} after '{self.producer_text}' "
                f"(pc 0x{self.producer_pc:x}){on}, {self.needed} needed; fix: "
                f"{fix_text(more)}{every}")


def _lead(source):
    return f"{source}: " if source is not None else ""


class _Batch:
    """The checker's per-wave data of one WaveState: state ids, and the EXEC each kept
    operation issued under ({Record: uint64 (n,)})."""

    def __init__(self, st, wave_ids):
        self.st = st
        self.wave_ids = np.asarray(wave_ids)
        self.sid = np.zeros(st.n, np.int64)
        self.exec_of = {}


class WaitcntChecker:
    """Tracks vmcnt/lgkmcnt/expcnt and hazard distances per wave; reports what relies on
    luck. The executor runs blocks under it (``begin``/``ran``); ``issue`` checks one
    instruction before it runs."""

    def __init__(self, mode="error", trace=False):
        if mode not in ("error", "warn"):
            raise ValueError(f"mode must be 'error' or 'warn', not {mode!r}")
        self.mode = mode
        self.reports = []
        self.trace = [] if trace else None
        self.per_block = not trace          # the executor may run whole blocks under it
        # ... and native segments in them (native/tier.py): this checker's captures (EXEC
        # after a write, FLAT destinations) cut the segments, and the block's records say the
        # rest, so it sees a block with native segments as it sees it interpreted
        self.native_blocks = self.per_block
        # ... and blocks that run on past a conditional branch no wave takes (program.py): its
        # records follow the entries as they run, wherever a block ends
        self.through_branches = self.per_block
        self._seen = set()
        self._transfer = None
        self._code = None       # the CodeImage being checked: its line table names lines
        self._batch = None
        self._records = {}                  # Block -> (Records, FLAT entry indices, steps)
        self._execs = []                    # (first entry index, EXEC (n,)) of this run
        self._flats = {}                    # entry index -> FLAT went to LDS (n,) of this run

    @property
    def hazards(self):
        """The hazard reports so far."""
        return [r for r in self.reports if isinstance(r, HazardReport)]

    def record(self, entry, target):
        """The Record of an instruction (its Facts and hazard Roles)."""
        return self._records_of(self._single(entry), target)[0][0]

    def rule(self, i):
        """Rule ``i`` of a hazard shortfall (isa/hazards.py Rule)."""
        return self._transfer.rules.rules[i]

    # ---- the executor's hooks ------------------------------------------------------------------
    def begin(self, executor, block, w):
        """The steps to run ``block`` with for waves ``w``: its own, with EXEC captured after
        each instruction that writes it and FLAT destinations before each FLAT access; with
        none of the latter, the block's own where no wave's state needs an EXEC after the
        block's first write of it (``_needs_exec``), so that the native tier's segment (and a
        compiled loop: a spin that changes its state) runs past that write, uncut."""
        self._batch_of(executor)
        self._execs = [(0, executor.st.exec_mask(w))]
        self._flats = {}
        target = executor.code.target
        if not self._records_of(block, target)[1] and not self._needs_exec(block, w):
            return block.steps              # (the captures are built only for a launch that
        return self._steps(block, target)   # needs them: building them was most of begin)

    def ran(self, executor, block, count, w, idx):
        """After waves ``idx`` ran the first ``count`` entries of ``block``."""
        records, flats = self._records[block][:2]
        code = None
        for j, k in enumerate(flats):
            if k < count and k in self._flats:
                bits = self._flats[k].astype(np.int64) << j
                code = bits if code is None else code | bits
        self._apply(block, records, count, idx, code)

    def issue(self, executor, entry, w, idx):
        """Before ``entry`` executes for waves ``w`` (positions ``idx``) of the batch: its
        findings as [(0, waves, Conflict or hazard shortfall)] (reported already)."""
        batch = self._batch_of(executor)
        block = self._single(entry)
        records = self._records_of(block, executor.code.target)[0]
        if self.trace is not None:
            counts = {c: self.outstanding(c)[w] for c in COUNTERS}
            self.trace.append((entry.pc, records[0].text, counts))
        self._execs = [(0, batch.st.exec_mask(w))]
        code = None
        if records[0].facts.flat:
            code = _flat_to_lds(batch.st, w, records[0].addr).astype(np.int64)
        return self._apply(block, records, 1, idx, code)

    def loop_trips(self, executor, block, idx):
        """Trips a compiled loop over ``block`` may take on its own for waves ``idx``
        (executor.py): any number where the whole block takes each wave's state to itself
        with nothing found, since each trip then leaves the checker as the first one does
        (the same state; the same EXEC kept for the same operations, none kept where the loop
        writes EXEC: a trip's lanes may differ), else none (the trip runs interpreted, and the
        next one asks again)."""
        records = self._records[block][0]
        writes = any(e.writes_exec for e in block.entries)
        for sid in np.unique(self._batch.sid[idx]).tolist():
            out = self._transfer.outcome(block, records, len(records), sid, 0)
            if out.exit != sid or out.found or out.lanes or (writes and out.issues):
                return 0
        return sys.maxsize

    def looped(self, executor, block, taken, idx):
        """``taken`` more trips of a compiled loop ran: loop_trips allowed them as changing
        nothing, and ``ran`` accounts for the one that ends the block's run."""

    def waitcnt(self, st, w, counts):
        """s_waitcnt executed by waves ``w``: its effect is already in the block's transfer."""

    # ---- queries -------------------------------------------------------------------------------
    def outstanding(self, counter):
        """Each wave's count on ``counter`` (units, saturated at the target's maximum)."""
        batch = self._batch
        if batch is None:
            return np.zeros(0, np.int64)
        ids = np.unique(batch.sid)
        table = np.zeros(int(ids.max()) + 1, np.int64)
        for sid in ids.tolist():
            table[sid] = self._transfer.units(sid, counter)
        return table[batch.sid]

    def pending(self, wave, counter):
        """The instruction texts outstanding on ``counter`` for a wave, oldest first."""
        ops = self._transfer.states[int(self._batch.sid[wave])][0]
        return [record.text for record, _, mask in ops if mask & (1 << COUNTERS.index(counter))]

    # ---- records -------------------------------------------------------------------------------
    def _batch_of(self, executor):
        if self._batch is None or self._batch.st is not executor.st:
            self._batch = _Batch(executor.st, executor.wave_ids)
            self._transfer = transfer_of(executor.code)
            self._code = executor.code
        return self._batch

    def _single(self, entry):
        """The one-entry Block of ``entry``, the code's (its Transfer's: its records and
        outcomes are kept by the Block, for every launch's checker)."""
        singles = self._transfer.singles
        block = singles.get(id(entry))
        if block is None or block.entries[0] is not entry:
            block = singles[id(entry)] = Block.of([entry])
        return block

    def _records_of(self, block, target):
        known = self._records.get(block)
        if known is None:
            shared = self._transfer.blocks.get(block)   # the code's: every launch's checker
            if shared is None:
                at = self._transfer.records_at
                records = tuple(at[e.pc] if e.pc in at and at[e.pc].entry is e else
                                self._record(e, target) for e in block.entries)
                flats = tuple(k for k, r in enumerate(records) if r.facts.flat)
                shared = self._transfer.blocks[block] = (records, flats)
            known = self._records[block] = (*shared, None)
        return known

    def _record(self, entry, target):
        inst = entry.inst
        facts = waitcnt_facts(inst, target)
        cross = inst.fmt.name.endswith("_DPP") or inst.op.name.startswith(CROSS_LANE)
        lanes = bool((facts.dest | facts.lock) >> VGPR_BIT)
        record = Record(entry, target, facts, self._transfer.rules.roles_of(inst), cross,
                        inst.fields.get("addr", 0), lanes)
        self._transfer.records_at[entry.pc] = record
        return record

    def _steps(self, block, target):
        """The block's steps with the captures (built once per block)."""
        records, flats, steps = self._records_of(block, target)
        if steps is None and not flats and not any(e.writes_exec for e in block.entries):
            steps = block.steps                                     # nothing to capture
            self._records[block] = (records, flats, steps)
        elif steps is None:
            steps = list(block.steps)
            for k, entry in enumerate(block.entries):
                if entry.writes_exec:
                    steps[k] = self._capture_exec(steps[k], k + 1)
                if k in flats:
                    steps[k] = self._capture_flat(steps[k], k, records[k].addr)
            steps = tuple(steps)
            self._records[block] = (records, flats, steps)
        return steps

    def _needs_exec(self, block, w):
        """Whether the waves ``w`` of the batch, from their states, may use an EXEC written in
        ``block``: an operation kept with its lanes (``_keep``) or a conflict its lanes decide
        (``_lanes``) at or after the entry following its first EXEC writer (the outcome of a
        part of the block is a prefix of the whole's)."""
        first = next((k for k, e in enumerate(block.entries) if e.writes_exec), None)
        if first is None:
            return False
        first += 1
        records = self._records[block][0]
        sids = self._batch.sid[w]
        for sid in [int(sids[0])] if (sids == sids[0]).all() else np.unique(sids).tolist():
            out = self._transfer.outcome(block, records, len(records), sid, 0)
            if any(k >= first for k, *_ in out.issues) or any(k >= first for k, _ in out.lanes):
                return True
        return False

    def _capture_exec(self, step, first):
        def run(st, w, env):
            result = step(st, w, env)
            self._execs.append((first, st.exec_mask(w)))
            return result
        return run

    def _capture_flat(self, step, k, addr):
        def run(st, w, env):
            self._flats[k] = _flat_to_lds(st, w, addr)
            return step(st, w, env)
        return run

    # ---- applying outcomes ---------------------------------------------------------------------
    def _apply(self, block, records, count, idx, code):
        """Move the waves ``idx`` through the block's Outcome from their states (grouped by
        state and FLAT destinations), keep the EXEC of their operations, report; returns the
        findings as [(entry index, waves, Conflict or hazard shortfall)]."""
        batch = self._batch
        sids = batch.sid[idx]
        first = sids[0]
        if code is not None and not code.any():     # every FLAT access went to memory
            code = None
        if code is None and (sids == first).all():
            groups = ((int(first), 0, None),)
        else:
            code = np.zeros(idx.size, np.int64) if code is None else code
            keys = np.stack([sids, code], axis=1)
            values, inverse = np.unique(keys, axis=0, return_inverse=True)
            groups = tuple((int(s), int(c), np.flatnonzero(inverse.ravel() == g))
                           for g, (s, c) in enumerate(values.tolist()))
        found = []
        for sid, lds_code, sel in groups:
            out = self._transfer.outcome(block, records, count, sid, lds_code)
            waves = idx if sel is None else idx[sel]
            if out.lanes:
                found += self._lanes(out, waves, sel)
            else:
                self._keep(out.issues, waves, sel)
            found += [(k, waves, finding) for k, finding in out.found]
            batch.sid[waves] = out.exit
        if found:
            self._report(records, found)
        return found

    def _exec_at(self, k, sel):
        """EXEC of this run's waves (``sel`` of them) at the issue of entry ``k``."""
        value = next(e for first, e in reversed(self._execs) if first <= k)
        return value if sel is None else value[sel]

    def _keep(self, issues, waves, sel):
        exec_of = self._batch.exec_of
        for k, record, dup in issues:
            lanes = self._exec_at(k, sel)
            kept = exec_of.get(record)
            if kept is None:
                kept = exec_of[record] = np.zeros(self._batch.st.n, np.uint64)
            if dup:
                kept[waves] |= lanes
            else:
                kept[waves] = lanes

    def _lanes(self, out, waves, sel):
        """The conflicts the lanes decide, entry by entry, with the EXECs kept as they issue:
        [(entry index, waves, Conflict)], each wave's first real conflict of an entry."""
        found = []
        issues = list(out.issues)
        for k, conflicts in out.lanes:
            self._keep([i for i in issues if i[0] < k], waves, sel)
            issues = [i for i in issues if i[0] >= k]
            now = self._exec_at(k, sel)
            open_ = np.ones(waves.size, bool)
            for conflict in conflicts:
                real = open_.copy()
                if not conflict.definite:
                    kept = self._batch.exec_of.get(conflict.pending)
                    issued = np.zeros(waves.size, np.uint64) if kept is None else kept[waves]
                    real &= (issued & now) != 0
                if real.any():
                    found.append((k, waves[real], conflict))
                    open_ &= ~real
        self._keep(issues, waves, sel)
        return found

    def _report(self, records, found):
        """Reports of [(entry index, waves, Conflict or hazard shortfall)] in program order,
        then wave order, missing waits before hazards, the hazard lacking the most wait states
        first; the first error raises in "error" mode. A hazard's fix is the most any hazard
        of its instruction lacks."""
        wave_ids = self._batch.wave_ids

        def lacks(finding):             # the wait states a hazard shortfall lacks
            return finding[3][1] - finding[2] if isinstance(finding, tuple) else 0
        items = sorted(((k, int(wave), finding) for k, waves, finding in found
                        for wave in waves.tolist()),
                       key=lambda item: (item[0], item[1], isinstance(item[2], tuple),
                                         -lacks(item[2])))
        fixes = {}                      # (entry, wave) -> the most wait states a hazard lacks
        for k, wave, finding in items:
            fixes[k, wave] = max(fixes.get((k, wave), 0), lacks(finding))
        for k, wave, finding in items:
            if self.mode == "warn" and len(self.reports) >= MAX_REPORTS:
                return
            report = self._make(records[k], int(wave_ids[wave]), finding,
                                fixes.get((k, wave), 0))
            if self.mode == "error" and report.severity == "error":
                raise (WaitcntError if isinstance(report, WaitcntReport) else HazardError)(
                    report)
            key = (report.wave, report.pc, report.register, report.rule)
            if key not in self._seen and len(self.reports) < MAX_REPORTS:
                self._seen.add(key)
                self.reports.append(report)

    def _make(self, record, wave, finding, fix=0):
        """The report of one finding of ``record``'s instruction for one wave (``fix``: the
        most wait states any hazard of the instruction lacks)."""
        if isinstance(finding, tuple):                  # a hazard shortfall
            i, producer, count, (severity, needed, hit) = finding
            cause = self._transfer.records_at[producer].text
            return HazardReport(wave, record.pc, record.text, self._transfer.rules.rules[i].name,
                                severity, slot_label((hit & -hit).bit_length() - 1), producer,
                                cause, count, needed, self._code.source(record.pc), fix)
        hit = finding.hit
        return WaitcntReport(wave, record.pc, record.text,
                             slot_name((hit & -hit).bit_length() - 1) if hit else "",
                             finding.access,
                             finding.pending.pc, finding.pending.text, finding.counter,
                             self._code.source(record.pc))


def transfer_of(code):
    """The Transfer of a code image, kept with it for its next launches (what a block does to
    a state depends on the code alone)."""
    transfer = code.checks.get(Transfer)
    if transfer is None:
        lookaheads = functools.cache(lambda: Lookaheads(
            ((offset, hazard_facts(inst, code.target, offset))
             for offset, inst in code.instructions()), code.functions))
        rules = Rules.of_code(code.target, code.xnack, lookaheads)
        reach = (lambda pc: lookaheads().at(pc - code.base)) if rules.clauses else None
        transfer = code.checks[Transfer] = Transfer(code.target, rules, reach)
    return transfer


def _flat_to_lds(st, w, addr):
    """Waves whose FLAT access has an active lane in the shared (LDS) aperture."""
    lo = st.v[w, addr].astype(np.uint64)
    hi = st.v[w, addr + 1].astype(np.uint64)
    address = lo | (hi << np.uint64(32))
    shared = np.uint64(st.apertures[0])
    inside = (address >= shared) & (address - shared < np.uint64(APERTURE_SIZE))
    return (inside & st.lanes(w)).any(axis=1)
