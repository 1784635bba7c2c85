"""The static waitcnt checker: on every path of every kernel, a register read or overwritten
while a memory operation that writes it (or, on expcnt, still reads it) may be in flight.

The state at a program point is the set of operations that may still be outstanding on some
path into it, per counter, each with the fewest operations of its own ordering class issued
after it on any such path (``newer``). The counter rules are the dynamic checker's
(emu/waitcnt.py, isa/counters.py, Vega ISA 4.4): ``s_waitcnt vmcnt(N)`` completes an operation
of an in-order class once at least N operations of its class are newer, and one of an
out-of-order class (SMEM, FLAT on lgkmcnt) only at N = 0; an operation on two counters (FLAT,
GDS) that completes on one has completed. Joins keep every operation of either side with the
smaller ``newer``, so a use is reported when SOME path reaches it too early. The fix names
the largest count that would make the use safe.

    global_load_dword v1, v[2:3], off       offset 0x0
    s_cbranch_scc1 .Lskip                   (one path waits, the other does not)
    s_waitcnt vmcnt(0)
  .Lskip:
    v_add_f32_e32 v4, v1, v1                -> waitcnt-read: reads v1 before
                                               'global_load_dword ...' (0x0, vmcnt) is known
                                               complete; fix: s_waitcnt vmcnt(0)

Calls follow LLVM's calling convention as its SIInsertWaitcnts writes it (LLVM 19): a
function waits for everything on entry (``s_waitcnt 0`` first, runOnMachineFunction) and
before it returns (generateWaitcntInstBefore: all-zero before S_SETPC_B64_return), so a caller
need not wait before a call, and after it every counter is zero (updateEventWaitcntAfter:
callWaitsOnFunctionReturn). Here the caller's outstanding operations flow into a known callee
(checked against its first uses there) and are complete at the call's return point; the
report notes each call (analysis/findings.py ``flow_notes``).

A store (LDS, GDS, global, scratch, an atomic) that may be outstanding when the wave reaches
``s_barrier`` is a ``barrier-release`` finding: the waves that pass the barrier may read the
memory before it is written. Whether a barrier must find them complete depends on the target,
as LLVM 19 decides it: without the back-off barrier (gfx701, gfx900) the hardware requires
every counter at zero there and SIInsertWaitcnts waits for all of them
(generateWaitcntInstBefore: isBarrierStart and not supportsBackOffBarrier); with it (gfx90a,
gfx942, the target feature ``back_off_barrier``) nothing need be complete: the workgroup
release fence of OpenCL's barrier() waits for no store either (SIMemoryLegalizer insertWait at
workgroup scope: LDS operations of all waves execute in one total order as every wave observes
them, and the waves of a workgroup share one L1 that keeps global operations in order; the
lgkmcnt(0) it adds for cross-address-space ordering orders a wave's LDS against its own later
global accesses, not another wave's reads after the barrier). So on those targets the rule
reports nothing, and clang-19's loops whose last LDS store precedes the back edge to a barrier
are correct.
    ds_write_b32 v1, v2                     offset 0x10
    s_barrier                               -> barrier-release: reaches s_barrier before
                                               'ds_write_b32 v1, v2' (0x10, lgkmcnt) is known
                                               complete; fix: s_waitcnt lgkmcnt(0)

Not modelled: the implicit stall of a counter at its maximum, and lanes (a load under one
EXEC is assumed to write every lane).
"""
from dataclasses import dataclass
from functools import lru_cache

from ..isa.counters import COUNTERS, EXPCNT, IN_ORDER, counter_use
from .findings import Finding
from .paths import owners, path
from .regsets import EXEC, field_regs, instruction_regs, slot_name
from .worklist import solve

RULES = {"reads": "waitcnt-read", "writes": "waitcnt-write", "overwrites": "waitcnt-overwrite",
         "releases": "barrier-release"}


def _bits(words):
    out = 0
    for i, word in enumerate(words):
        out |= int(word) << (64 * i)
    return out


@dataclass(frozen=True)
class Facts:
    """What the checker needs of one instruction: its register bits (Python ints, bit i = the
    slot of analysis/regsets.py), its counter events and the bits they keep busy. They do not
    depend on where the instruction is, so they are shared by every copy of its bytes."""
    reads: int
    writes: int
    events: tuple           # ((counter, kind), ...)
    dest: int               # written when the operation completes (on ``dest_counter``)
    dest_counter: str
    lock: int               # read after issue, until expcnt says so
    own_kind: str           # in-order class its results ride on (a WAW with it is safe)
    wait: dict              # s_waitcnt: counter -> N
    amounts: tuple          # units each event adds to its counter
    flat: bool              # FLAT: on vmcnt out of order when it goes to LDS (emu/waitcnt.py)
    stores: bool            # writes memory: other waves see it only once complete
    barrier: bool           # s_barrier: this wave's stores must be complete here


def facts(inst, target):
    """The Facts of an instruction (cached on its bytes and target)."""
    return _facts(inst.encode(), target, inst)


@lru_cache(maxsize=65536)
def _facts(_, target, inst):
    regs = instruction_regs(inst, target)
    f = inst.fields
    use = counter_use(inst.op, target, f.get("glc", 0), f.get("gds", 0), f.get("lds", 0))
    lock = _bits(field_regs(inst, target, use.lock)) | (0b11 << EXEC if use.lock_exec else 0)
    firsts = [e for e in use.events if e.counter != EXPCNT]
    own = next((e.kind for e in firsts if e.in_order), None)
    wait = target.waitcnt.decode(f["simm16"]) if inst.op.name == "s_waitcnt" else {}
    return Facts(_bits(regs.reads), _bits(regs.writes),
                 tuple((e.counter, e.kind) for e in use.events),
                 _bits(field_regs(inst, target, use.dest)),
                 firsts[0].counter if firsts else None, lock, own, wait,
                 tuple(e.amount for e in use.events), use.flat, use.stores,
                 inst.op.name == "s_barrier")


def released(cause, counter, target):
    """Whether an s_barrier must find the operation of Facts ``cause`` complete on ``counter``
    (see the module docstring: every store without the back-off barrier, none with it); the
    dynamic checker (emu/wavecheck.py) asks the same."""
    return cause.stores and counter != EXPCNT and not target.has("back_off_barrier")


class Pending:
    """Operations that may be outstanding: {(counter, offset): (kind, newer, before a call)};
    one issued before a call is outstanding on every path into here only until that call
    returns."""

    def __init__(self, ops=None):
        self.ops = dict(ops or {})

    def copy(self):
        return Pending(self.ops)

    def join(self, other):
        changed = False
        for key, (kind, newer, called) in other.ops.items():
            mine = self.ops.get(key, (kind, newer + 1, True))
            joined = (kind, min(newer, mine[1]), called and mine[2])
            if joined != mine:
                self.ops[key] = joined
                changed = True
        return changed


class Checker:
    """Runs the analysis over a Cfg and collects Findings."""

    def __init__(self, cfg):
        self.cfg = cfg
        self.target = cfg.target
        self.insts = {off: inst for b in cfg.blocks.values() for off, inst in b.instructions}
        self.facts = {off: facts(inst, self.target) for off, inst in self.insts.items()}
        self.owners = owners(cfg)
        self.cap = {c: self.target.waitcnt.max(c) + 1 for c in COUNTERS}
        self.returns = {call + self.insts[call].size for call in cfg.calls}
        self.findings = {}

    def run(self):
        states = solve(self.cfg, {e: Pending() for e in self.cfg.entries.values()
                                  if e in self.cfg.blocks}, self.transfer)
        for start, state in states.items():
            self.transfer(self.cfg.blocks[start], state, report=True)
        return sorted(self.findings.values(), key=lambda f: (f.kernel, f.offset, f.register))

    def transfer(self, block, state, report=False):
        """The state after ``block``. A use found too early is assumed fixed as the report
        says (the wait it needs is applied), so one missing wait is reported once, where its
        result is first used."""
        state = state.copy()
        if block.start in self.returns:
            state.ops = {key: op for key, op in state.ops.items() if not op[2]}
        for offset, _ in block.instructions:
            fact = self.facts[offset]
            conflicts = self._conflicts(fact, state) if state.ops else ()
            if conflicts:
                needs = {}
                for _, _, counter, _, need in conflicts:
                    needs[counter] = min(need, needs.get(counter, need))
                fix = "s_waitcnt " + " ".join(f"{c}({n})" for c, n in sorted(needs.items()))
                for access, hit, counter, issued, _ in conflicts if report else ():
                    self._report(block, offset, fact, access, hit, counter, issued, fix)
                self._wait(state, {c: needs.get(c, self.cap[c]) for c in COUNTERS})
            if fact.wait:
                self._wait(state, fact.wait)
            for counter, kind in fact.events:
                self._issue(state, counter, kind, offset)
            if offset in self.cfg.calls:
                state.ops = {key: (kind, newer, True)
                             for key, (kind, newer, _) in state.ops.items()}
        return state

    def _issue(self, state, counter, kind, offset):
        cap = self.cap[counter]
        for key, (k, newer, called) in list(state.ops.items()):
            if key[0] == counter and k == kind:
                state.ops[key] = (k, min(newer + 1, cap), called)
        state.ops[(counter, offset)] = (kind, 0, False)

    def _wait(self, state, counts):
        done = set()
        for (counter, offset), (kind, newer, _) in state.ops.items():
            n = counts[counter]
            if (newer >= n) if IN_ORDER[kind] else n == 0:
                done.add(offset)
        for key in [k for k in state.ops if k[1] in done]:
            del state.ops[key]

    def _conflicts(self, fact, state):
        """[(access, register bits, counter, issuing offset, count that makes it safe)]."""
        found = []
        for (counter, issued), (kind, newer, _) in state.ops.items():
            cause = self.facts[issued]
            if fact.barrier:
                hits = (("releases", int(released(cause, counter, self.target))),)
            elif counter == EXPCNT:
                hits = (("overwrites", cause.lock & fact.writes),)
            elif counter == cause.dest_counter:
                same = fact.own_kind is not None and fact.own_kind == kind
                hits = (("reads", cause.dest & fact.reads),
                        ("writes", 0 if same else cause.dest & fact.writes))
            else:
                continue
            need = newer if IN_ORDER[kind] else 0
            found += [(access, hit, counter, issued, need) for access, hit in hits if hit]
        return found

    def _report(self, block, offset, fact, access, hit, counter, issued, fix):
        register = "" if access == "releases" else slot_name((hit & -hit).bit_length() - 1)
        key = (offset, register, access, issued if access == "releases" else None)
        if key in self.findings:
            return
        done = "has read it" if access == "overwrites" else "is known complete"
        if access == "releases":
            done += ": the waves past the barrier may not see the store"
        what = "reached" if access == "releases" else f"{access} {register}"
        self.findings[key] = Finding(
            RULES[access], "error", self.owners.get(block.start, "?"), offset,
            self.cfg.text(offset), register, f"{what} before "
            f"'{self.cfg.text(issued)}' (offset 0x{issued:x}, {counter}) {done}",
            f"{fix} before this instruction", path(self.cfg, issued, block.start))


def check_waitcnt(cfg):
    """The waitcnt Findings of every kernel and function of a Cfg."""
    return Checker(cfg).run()
