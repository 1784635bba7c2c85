"""What the dynamic checker knows of one wave, as one hashable state, and what a block does to
it, worked out once per (block, state) and kept.

A wave's state is (its outstanding memory operations in issue order, the wait states since each
hazard producer). An operation is (Record, went to LDS, counters it is still on); the counter
rules are emu/waitcnt.py's (isa/counters.py, Vega ISA 4.4): ``s_waitcnt`` completes all but the
newest N operations of an in-order class and an out-of-order one only at N = 0; an operation
that completes on vmcnt or lgkmcnt is gone from every counter; a counter at its maximum stalls
the issue (an implicit wait). The hazard part is the static checker's Distances, advanced by
the static checker's own per-instruction transfer (analysis/hazards.py Rules).

Neither part depends on register values, so a block's effect is a function of the state at its
entry, with two exceptions the caller supplies: whether each FLAT access went to LDS (its
addresses) and the lanes (EXEC) of a conflict on VGPRs, which the Outcome leaves open:

    state at entry: (global_load_dword v1 on vmcnt), no producer
    block: v_add_u32_e32 v4, v1, v1; s_waitcnt vmcnt(0); v_readfirstlane_b32 s4, v4
    -> Outcome(exit: (), {valu_writes_sgpr...: readfirstlane 0 states ago},
               lanes: [(0, reads v1 of the load: a conflict where both EXECs share a lane)])
"""
from dataclasses import dataclass
from functools import cached_property

from ..analysis.hazards import Distances
from ..analysis.waitcnt import released
from ..analysis.regsets import VGPR_BIT
from ..isa.counters import COUNTERS, EXPCNT, IN_ORDER, VMCNT

CAPACITY = 64           # operations kept per counter and wave (the oldest are dropped past it)
SCALARS = (1 << VGPR_BIT) - 1
BIT = {counter: 1 << k for k, counter in enumerate(COUNTERS)}
# Instructions that read VGPR lanes outside their EXEC (so lane masks do not separate them)
CROSS_LANE = ("v_readlane", "ds_swizzle", "ds_permute", "ds_bpermute", "v_mfma", "v_smfmac",
              "v_permlane")


@dataclass(frozen=True, eq=False)
class Record:
    """One instruction of a code image as the checker sees it: its waitcnt Facts
    (analysis/waitcnt.py), its hazard Roles (analysis/hazards.py), whether it reads across
    lanes, the first VGPR of a FLAT address, and whether the registers its operation keeps busy
    include VGPRs (then the EXEC it issued under is kept per wave)."""
    entry: object
    target: object
    facts: object
    roles: object
    cross_lane: bool
    addr: int
    lanes: bool

    def kind(self, counter, lds):
        """The ordering class of its operation on ``counter``."""
        for (c, kind) in self.facts.events:
            if c == counter:
                return "flat_lds" if lds and c == VMCNT else kind
        return None

    def amount(self, counter):
        for (c, _), amount in zip(self.facts.events, self.facts.amounts):
            if c == counter:
                return amount
        return 0

    @property
    def pc(self):
        return self.entry.pc

    @cached_property
    def text(self):
        return self.entry.text(self.target)


@dataclass(frozen=True)
class Conflict:
    """A register the instruction touches that a pending operation may still write (or, on
    expcnt, read): ``hit`` the bits, ``definite`` when no lane mask can separate them; or an
    s_barrier reached while a store the barrier must find complete is pending (``releases``,
    ``hit`` 0: analysis/waitcnt.py barrier-release)."""
    access: str             # "reads", "writes", "overwrites", "releases"
    counter: str
    hit: int
    pending: Record
    definite: bool


@dataclass(frozen=True)
class Outcome:
    """What a run of a block's first entries does from one state: the state id at its end,
    the findings every wave of the state has (entry index, Conflict or hazard shortfall), the
    conflicts the lanes decide (entry index, Conflicts in the order they are tried), and the
    operations whose EXEC is kept (entry index, Record, an older one of it still pending)."""
    exit: int
    found: tuple
    lanes: tuple
    issues: tuple


class Transfer:
    """Interned states and the memoised effect of blocks on them, for one target's rules."""

    def __init__(self, target, rules, reach=None):
        self.target = target
        self.rules = rules
        self.reach = reach                  # pc -> its function's soft-clause look-ahead
        self.states = [((), ())]            # state id -> (operations, frozen Distances)
        self.ids = {self.states[0]: 0}
        self.memo = {}
        self.records_at = {}                # pc -> Record (of the producers hazards name)
        self.blocks = {}                    # Block -> (its Records, FLAT entry indices)
        self.singles = {}                   # id(Entry) -> its one-entry Block

    def outcome(self, block, records, count, sid, lds_code):
        """The Outcome of the first ``count`` entries of ``block`` (their ``records``) from
        state ``sid``; bit j of ``lds_code``: the j-th FLAT entry's access went to LDS."""
        key = (block, count, sid, lds_code)
        out = self.memo.get(key)
        if out is None:
            out = self.memo[key] = self._compute(records[:count], sid, lds_code)
        return out

    def _compute(self, records, sid, lds_code):
        ops, frozen = self.states[sid]
        distances = Distances(_thaw(frozen))
        found, lanes, issues, flat = [], [], [], 0
        for k, record in enumerate(records):
            facts = record.facts
            lds = False
            if facts.flat:
                lds, flat = bool(lds_code >> flat & 1), flat + 1
            conflicts = conflicts_of(ops, record) if ops else ()
            if conflicts and conflicts[0].definite:
                found.append((k, conflicts[0]))
            elif conflicts:
                lanes.append((k, conflicts))
            if facts.wait:
                for counter in COUNTERS:
                    ops = retire(ops, counter, facts.wait[counter])
            if facts.events:
                if record.lanes:
                    issues.append((k, record, any(op[0] is record for op in ops)))
                ops = self.issue(ops, record, lds)
            roles = record.roles
            reach = self.reach(record.pc) if self.reach else None
            for shortfall in self.rules.shortfalls(distances, roles, self._roles_at, reach):
                found.append((k, shortfall))
            self.rules.step(distances, roles, record.pc, self._roles_at)
        return Outcome(self.intern((ops, _freeze(distances))), tuple(found), tuple(lanes),
                       tuple(issues))

    def _roles_at(self, pc):
        return self.records_at[pc].roles

    def intern(self, state):
        sid = self.ids.get(state)
        if sid is None:
            sid = self.ids[state] = len(self.states)
            self.states.append(state)
        return sid

    def issue(self, ops, record, lds):
        """``ops`` with the operation of ``record`` issued (after the stalls it needs)."""
        mask = 0
        for counter, _ in record.facts.events:
            amount = record.amount(counter)
            limit = self.target.waitcnt.max(counter)
            if units(ops, counter) + amount > limit:
                ops = retire(ops, counter, max(limit - amount, 0))
            on = [j for j, op in enumerate(ops) if op[2] & BIT[counter]]
            if len(on) >= CAPACITY:
                oldest = ops[on[0]]
                ops = ops[:on[0]] + ((oldest[0], oldest[1], oldest[2] & ~BIT[counter]),) + \
                    ops[on[0] + 1:]
            mask |= BIT[counter]
        return tuple(op for op in ops if op[2]) + ((record, lds, mask),)

    def units(self, sid, counter):
        """Units outstanding on ``counter`` in state ``sid`` (saturated at the maximum)."""
        return min(units(self.states[sid][0], counter), self.target.waitcnt.max(counter))


def units(ops, counter):
    return sum(op[0].amount(counter) for op in ops if op[2] & BIT[counter])


def retire(ops, counter, count):
    """``ops`` after ``s_waitcnt counter(count)``."""
    bit = BIT[counter]
    newer, done = {}, set()
    for j in range(len(ops) - 1, -1, -1):
        record, lds, mask = ops[j]
        if not mask & bit:
            continue
        kind = record.kind(counter, lds)
        if (newer.get(kind, 0) >= count) if IN_ORDER[kind] else count == 0:
            done.add(j)
        newer[kind] = newer.get(kind, 0) + 1
    if not done:
        return ops
    out = []
    for j, op in enumerate(ops):
        if j not in done:
            out.append(op)
        elif counter == EXPCNT and op[2] & ~bit:      # read its registers; result still due
            out.append((op[0], op[1], op[2] & ~bit))
    return tuple(out)


def conflicts_of(ops, record):
    """The Conflicts of ``record``'s registers with the pending ``ops``, in the order the
    checker tries them (by counter, then issue order), up to the first definite one."""
    facts = record.facts
    own = facts.own_kind
    found = []
    for counter in COUNTERS:
        for pending, lds, mask in ops:
            if not mask & BIT[counter]:
                continue
            cause = pending.facts
            if facts.barrier:
                if released(cause, counter, record.target):
                    return tuple(found) + (Conflict("releases", counter, 0, pending, True),)
                continue
            if counter == EXPCNT:
                hits = (("overwrites", cause.lock & facts.writes),)
            elif counter == cause.dest_counter:
                same = own is not None and pending.kind(counter, lds) == own
                hits = (("reads", cause.dest & facts.reads),
                        ("writes", 0 if same else cause.dest & facts.writes))
            else:
                continue
            for access, hit in hits:
                if hit:
                    definite = record.cross_lane or bool(hit & SCALARS)
                    found.append(Conflict(access, counter, hit, pending, definite))
                    if definite:
                        return tuple(found)
    return tuple(found)


def _freeze(distances):
    return tuple(sorted((i, key, count) for i, entries in distances.by_rule.items()
                        for key, count in entries.items()))


def _thaw(frozen):
    by_rule = {}
    for i, key, count in frozen:
        by_rule.setdefault(i, {})[key] = count
    return by_rule
