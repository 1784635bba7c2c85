"""The static hazard checker: on every path of every kernel, a consumer reached fewer wait states
after its producer than a rule of gcnsim/isa/hazards.py asks for.

The state at a program point holds, per rule and producer instance, the fewest wait states
issued since that producer on any path into the point; a join keeps the smaller count, so a
consumer is reported when SOME path reaches it too early. An instruction is one wait state,
``s_nop N`` is N + 1; a producer is forgotten once no rule could still need it (its ``most``).
A shortfall on LLVM's count is an error, one only the manual asks for a warning. The fix names
the s_nops; the checker then goes on as if they were there, so one shortfall is one report.

    v_cmp_eq_u32_e32 vcc, v0, v1        offset 0x0
    s_cbranch_scc1 .Lskip              (one path waits, the other does not)
    s_nop 3
  .Lskip:
    v_div_fmas_f32 v2, v3, v4, v5       -> valu_writes_vcc_then_div_fmas: 1 wait state after
                                           'v_cmp_eq_u32_e32 vcc, v0, v1', 4 needed;
                                           fix: 3 more wait states: s_nop 2

Calls: a call whose callee the Cfg knows hands the caller's state to the callee, and the callee's
returns (its ``s_setpc_b64`` to the address the call saved) hand theirs to the call's return point,
joined with the state through the call itself (LLVM's recognizer walks over a call as one wait
state); so a program whose calls are all known is checked exactly, and a function called (or
tail-called) only from it starts in its callers' states. Where the analysis cannot see what ran
before (the return point of an indirect call, and the entry of a function in ``functions`` that no
known call or branch reaches, or any function when the program also calls indirectly), a rule is
assumed to have a producer of every register just before it: every rule after an indirect call
(its callee may be any code), at a function's entry the rules the code object's own code has a
producer of (its callers are that code; every rule where some of it is unreached, so unseen); a
consumer inside such a window is a warning (an assumption, not a proven hazard). Any other ``s_setpc_b64`` ends its path in the Cfg
(its ``indirect`` list): code reached only through it is not checked.
"""
from bisect import bisect_right
from dataclasses import dataclass, replace
from functools import lru_cache

from ..isa.hazards import NOP_STATES, nop_states, rules_for
from ..isa.operands import VGPR_BASE
from .findings import Finding
from .hazard_facts import CLAUSE_USES, HWREG, PREDICATES, STORE, facts, slot_label
from .regsets import VGPR_BIT
from .paths import owners, path
from .worklist import solve

REGISTERS = (1 << HWREG) - 1
CALLS = ("s_call_b64", "s_swappc_b64")     # the code after them runs after the callee's
RETURN_ADDRESS = 30     # s[30:31]: where a call leaves its return address (SI_RETURN's)
LOOKAHEAD = 5           # LLVM GCNHazardRecognizer MaxLookAhead: the wait states it remembers,
LOOKAHEAD_AGPR = 19     # 19 in a function that uses AGPR a0 (MFMA waits reach further)
A0 = 1 << (VGPR_BIT + VGPR_BASE)


class Distances:
    """{rule index: {(producer offset, armed): fewest wait states since}}."""

    def __init__(self, by_rule=None):
        self.by_rule = {i: dict(d) for i, d in (by_rule or {}).items()}

    def copy(self):
        return Distances(self.by_rule)

    def join(self, other):
        changed = False
        for i, entries in other.by_rule.items():
            mine = self.by_rule.setdefault(i, {})
            for key, count in entries.items():
                if count < mine.get(key, count + 1):
                    mine[key] = count
                    changed = True
        return changed

    def advance(self, states, most, breaks=()):
        """``states`` more wait states pass; producers no rule can still need are dropped, and
        every producer of the rules in ``breaks`` (the soft clauses this instruction ends)."""
        if not states:
            return
        for i, entries in self.by_rule.items():
            if i in breaks:
                entries.clear()
            if not entries:
                continue
            limit = most[i]
            for key, count in list(entries.items()):
                count += states
                if count >= limit:
                    del entries[key]
                else:
                    entries[key] = count

    def add(self, i, key, count=0):
        entries = self.by_rule.setdefault(i, {})
        entries[key] = min(count, entries.get(key, count))

    def supersede(self, i, bits, roles_of):
        """Rule ``i``'s producers whose registers are all in ``bits`` (written again) are
        dropped; ``roles_of(key)``: a producer's Roles (a negative key, one the analysis
        does not see, stays)."""
        entries = self.by_rule.get(i)
        for key in [key for key in entries or () if key[0] >= 0
                    and not roles_of(key[0]).produced[i] & ~bits]:
            del entries[key]

    def arm(self, i):
        """Rule ``i``'s producers so far are followed by the instruction it is armed by."""
        entries = self.by_rule.get(i, {})
        for producer, armed in [key for key in entries if not key[1]]:
            self.add(i, (producer, True), entries.pop((producer, armed)))


def nop_text(states):
    """The s_nops that give ``states`` wait states: 10 -> 's_nop 7, s_nop 1'."""
    nops = []
    while states > 0:
        step = min(states, NOP_STATES)
        nops.append(f"s_nop {step - 1}")
        states -= step
    return ", ".join(nops)


def _linked(link, produced, consumed):
    if link == "exact":
        return produced == consumed
    if link == "partial":
        return bool(produced & consumed) and produced != consumed
    return bool(produced & consumed)


def soft_clauses(target, xnack):
    """Whether XNACK replays soft clauses in code of this mode (None: "any", the target's own;
    LLVM isXNACKEnabled: on or any, where the target has XNACK)."""
    return target.has("xnack") if xnack is None else xnack


class Lookaheads:
    """LLVM's MaxLookAhead of each function of some code (GCNHazardRecognizer sets it per
    machine function): the emitted instructions it keeps, and so the most members before an
    instruction a soft clause is looked for in (checkSoftClauseHazards walks EmittedInstrs).
    19 in a function that uses a0 (isPhysRegUsed(AGPR0), which counts the register mask of a
    call, s_call_b64 or s_swappc_b64, and of a tail call: an s_setpc_b64 other than the return
    through s[30:31], SI_TCRETURN; they clobber a0, on gfx900 as well), else 5. A function runs
    from its start to the next function's; without starts the code is one function.

        kernel k:  ... no call ...             5
        helper:    ... s_setpc_b64 s[16:17]    19 (a tail call)
    """

    def __init__(self, code, starts=()):
        """``code``: (offset, Facts) of the instructions; ``starts``: the functions' offsets."""
        self.starts = sorted(set(starts) | {0})
        far = {self._index(offset) for offset, f in code if _uses_a0(f)}
        self.values = [LOOKAHEAD_AGPR if i in far else LOOKAHEAD
                       for i in range(len(self.starts))]
        self.most = max(self.values)

    def _index(self, offset):
        return bisect_right(self.starts, offset) - 1

    def at(self, offset):
        """The look-ahead of the function holding the instruction at ``offset``."""
        return self.values[self._index(offset)]


def _uses_a0(f):
    if f.name in CALLS or (f.reads | f.writes | f.results) & A0:
        return True
    return f.name == "s_setpc_b64" and f.inst.fields["ssrc0"] != RETURN_ADDRESS


class Rules:
    """The rules of a target (and XNACK mode) and what an instruction is to each of them: the
    part of the analysis both checkers share (this static one and the dynamic one of
    emu/waitcnt.py). ``roles(facts)`` gives an instruction's Roles once; ``shortfalls`` and
    ``step`` are one instruction's transfer over a Distances, with the producers' Roles found
    by ``roles_of(key)`` (a key is an offset here, a PC there).

    A soft clause (the rules linked "clause") is the run of consecutive members just before an
    instruction, as far back as its function's look-ahead reaches (Lookaheads): each
    member keeps the ones before it, anything else ends it."""

    def __init__(self, target, xnack=None, lookahead=LOOKAHEAD):
        self.target = target
        xnack = soft_clauses(target, xnack)
        self.rules = tuple(r for r in rules_for(target) if xnack or r.link != "clause")
        self.clauses = frozenset(i for i, r in enumerate(self.rules) if r.link == "clause")
        self.most = [lookahead if i in self.clauses else rule.most(target)
                     for i, rule in enumerate(self.rules)]
        self.waits = [rule.waits(target) for rule in self.rules]
        self.names = {n for r in self.rules for n in (r.producer, r.consumer, r.armed_by) if n}
        self._by_encoding = {}

    @classmethod
    @lru_cache(maxsize=None)
    def of(cls, target, xnack=None, lookahead=LOOKAHEAD):
        """The one Rules of a target, XNACK mode and look-ahead."""
        return cls(target, xnack, lookahead)

    @classmethod
    def of_code(cls, target, xnack, lookaheads):
        """The Rules of code whose functions' look-aheads ``lookaheads`` holds (a Lookaheads,
        or a callable that makes one, asked only where soft clauses apply): its producers are
        kept as long as the furthest look-ahead; ``shortfalls`` takes each consumer's."""
        if not soft_clauses(target, xnack):
            return cls.of(target, xnack)
        return cls.of(target, xnack, lookaheads().most)

    def roles_of(self, inst):
        """The Roles of a decoded instruction wherever it stands (its Facts' text is as at
        offset 0), kept per encoding."""
        key = inst.encode()
        roles = self._by_encoding.get(key)
        if roles is None:
            roles = self._by_encoding[key] = self.roles(facts(inst, self.target, 0))
        return roles

    def roles(self, f):
        """The Roles of an instruction's Facts."""
        values = {name: PREDICATES[name](f) for name in self.names}
        produced = {i: values[r.producer] for i, r in enumerate(self.rules) if values[r.producer]}
        consumed = tuple((i, values[r.consumer]) for i, r in enumerate(self.rules)
                         if values[r.consumer])
        arming = tuple(i for i, r in enumerate(self.rules) if r.armed_by and values[r.armed_by])
        ends = self.clauses - produced.keys()
        states = nop_states(f.inst.fields["simm16"], self.target) if f.name == "s_nop" else 1
        return Roles(f, produced, consumed, arming, ends, states)

    def shortfalls(self, state, roles, roles_of, reach=None):
        """[(rule index, producer key, wait states since, (severity, needed, bits))] of the
        consumers in ``roles`` reached too early in ``state``; ``reach``: the look-ahead of the
        consumer's function (None: the furthest, the Rules' own)."""
        found = []
        for i, consumed in roles.consumed:
            entries = state.by_rule.get(i, {})
            if self.rules[i].link == "clause":
                if reach is not None and reach < self.most[i]:
                    entries = {key: count for key, count in entries.items() if count < reach}
                found += [(i, *f) for f in self._clause_verdict(i, entries, consumed, roles_of)]
                continue
            for (producer, armed), count in entries.items():
                if armed:
                    verdict = self.verdict(i, producer, consumed, roles, count, roles_of)
                    if verdict is not None:
                        found.append((i, producer, count, verdict))
        return found

    def step(self, state, roles, key, roles_of, short=0):
        """``state`` past the instruction of ``roles`` at ``key`` (``short`` extra wait states
        first: the s_nops a report assumed). A producer supersedes the earlier producers of
        an "overlap" rule whose every register it writes again: the wait states count from
        a register's most recent producer (LLVM getWaitStatesSinceDef)."""
        state.advance(short, self.most, self.clauses)
        state.advance(roles.states, self.most, roles.ends)
        for i in roles.arming:
            state.arm(i)
        for i, bits in roles.produced.items():
            rule = self.rules[i]
            if rule.link == "overlap" and not rule.armed_by:
                state.supersede(i, bits, roles_of)
            state.add(i, (key, not rule.armed_by or i in roles.arming))

    def _clause_verdict(self, i, entries, consumed, roles_of):
        """The soft clause so far (the members kept) with this member: XNACK may replay it,
        so once it writes anything, no member may write what one reads, nor may a store join
        (LLVM checkSoftClauseHazards). Blamed on the clause's first member."""
        writes = reads = 0
        for producer, _ in entries:
            produced = roles_of(producer).produced[i]
            writes |= produced & REGISTERS
            reads |= (produced >> CLAUSE_USES) & REGISTERS
        if not writes:
            return []
        hit = (writes | consumed) & REGISTERS & (reads | consumed >> CLAUSE_USES)
        if not hit and not consumed & (1 << STORE):
            return []
        first = min(producer for producer, _ in entries)
        return [(first, 0, ("error", 1, hit or 1 << STORE))]

    def verdict(self, i, producer, consumed, roles, count, roles_of):
        """(severity, wait states needed, linking bits) if ``count`` states after ``producer``
        are too few for rule ``i``: LLVM's count first (an error), then the manual's. A
        negative producer is one the analysis does not see (it may need the most)."""
        if producer < 0:
            return ("warning", self.most[i], consumed) if count < self.most[i] else None
        cause = roles_of(producer)
        produced = cause.produced[i]
        if not _linked(self.rules[i].link, produced, consumed):
            return None
        p, c = cause.facts.row, roles.facts.row
        for severity, wait in self.waits[i]:
            wanted = wait.count(self.target, p, c)
            if count < wanted:
                return severity, wanted, produced & consumed
        return None


@dataclass(frozen=True, eq=False)
class Roles:
    """One instruction to the rules: its Facts, ``produced`` {rule index: bits it leaves},
    ``consumed`` ((rule index, bits it touches), ...), the rules it arms, the soft clauses it
    ends (those it is no member of) and the wait states it gives."""
    facts: object
    produced: dict
    consumed: tuple
    arming: tuple
    ends: frozenset
    states: int


class Checker:
    """Runs the analysis over a Cfg and collects Findings."""

    def __init__(self, cfg, functions=(), xnack=None):
        self.cfg = with_returns(cfg)
        self.target = cfg.target
        found = {offset: facts(inst, self.target, offset)
                 for block in cfg.blocks.values() for offset, inst in block.instructions}
        self.lookaheads = Lookaheads(found.items(), cfg.entries.values())
        self.shared = Rules.of_code(self.target, xnack, lambda: self.lookaheads)
        self.rules = self.shared.rules
        self.roles = {offset: self.shared.roles(f) for offset, f in found.items()}
        insts = {offset: inst for b in cfg.blocks.values() for offset, inst in b.instructions}
        every = frozenset(i for i, rule in enumerate(self.rules) if rule.link != "clause")
        # {start: (rules assumed to have a producer there, what ran before)}
        self.unknown = {call + insts[call].size: (every, "the return point of an indirect "
                                                  "call, whose callee may be any code")
                        for call, callee in cfg.calls.items() if callee is None}
        reached = set() if None in cfg.calls.values() else {
            succ for block in cfg.blocks.values() for succ in block.successors}
        held = every if cfg.unreached else every & {
            i for roles in self.roles.values() for i in roles.produced}
        for name in functions:
            if cfg.entries[name] not in reached:
                self.unknown.setdefault(cfg.entries[name], (held, "the entry, whose callers "
                                                            "are this code object's code"))
        self.owners = owners(self.cfg)
        self.findings = {}

    def run(self):
        initial = {e: Distances() for e in self.cfg.entries.values() if e in self.cfg.blocks}
        states = solve(self.cfg, initial, self.transfer)
        for start, state in states.items():
            self.transfer(self.cfg.blocks[start], state, report=True)
        return sorted(self.findings.values(), key=lambda f: (f.kernel, f.offset, f.rule))

    def transfer(self, block, state, report=False):
        """The state after ``block``; a consumer reached too early is assumed fixed as the
        report says (the s_nops are counted), so one shortfall is reported once."""
        state = state.copy()
        if block.start in self.unknown:
            for i in self.unknown[block.start][0]:
                state.add(i, (-1 - block.start, True))
        for offset, _ in block.instructions:
            roles = self.roles[offset]
            short = 0
            for i, producer, count, verdict in self.shared.shortfalls(
                    state, roles, self.roles.__getitem__, self.lookaheads.at(offset)):
                short = max(short, verdict[1] - count)
                if report:
                    self._report(block, offset, i, producer, count, verdict)
            self.shared.step(state, roles, offset, self.roles.__getitem__, short)
        return state

    def _report(self, block, offset, i, producer, count, verdict):
        severity, wanted, hit = verdict
        rule = self.rules[i]
        register = slot_label((hit & -hit).bit_length() - 1)
        on = f" on {register}" if register else ""
        states = f"{count} wait state{'' if count == 1 else 's'}"
        if producer < 0:
            message = (f"{states} after code this analysis does not see (at "
                       f"0x{-1 - producer:x}: {self.unknown[-1 - producer][1]}){on}; "
                       f"assumed to need {wanted}")
            route = (block.start,)
        else:
            basis = "LLVM" if severity == "error" else "the manual only"
            message = (f"{states} after '{self.roles[producer].facts.text}' (offset "
                       f"0x{producer:x}){on}; {wanted} needed by {basis} ({rule.source})")
            route = path(self.cfg, producer, block.start)
        self.findings.setdefault((offset, rule.name, producer), Finding(
            rule.name, severity, self.owners.get(block.start, "?"), offset,
            self.roles[offset].facts.text, register, message, fix_text(wanted - count), route))


def with_returns(cfg):
    """The Cfg with an edge from each return of a known callee (a block ending in an
    ``s_setpc_b64`` the Cfg cannot follow, reached from the callee's entry without entering
    the functions it calls) to the return point of every call to it."""
    points = {}
    for call, callee in cfg.calls.items():
        if callee is not None:
            points.setdefault(callee, set()).add(call + cfg.at(call)[1].size)
    extra = {}
    for callee, returns in points.items():
        for exit_block in _returns_of(cfg, callee):
            extra.setdefault(exit_block, set()).update(returns)
    if not extra:
        return cfg
    blocks = {start: replace(block, successors=block.successors + tuple(
        sorted(extra[start] - set(block.successors)))) if start in extra else block
        for start, block in cfg.blocks.items()}
    return replace(cfg, blocks=blocks)


def _returns_of(cfg, entry):
    """Blocks of the function at ``entry`` that end in a return (an ``s_setpc_b64`` to an
    address the Cfg does not know); calls are stepped over to their return points."""
    indirect, found, seen, todo = set(cfg.indirect), [], set(), [entry]
    while todo:
        start = todo.pop()
        if start in seen or start not in cfg.blocks:
            continue
        seen.add(start)
        block = cfg.blocks[start]
        last, inst = block.instructions[-1]
        if inst.op.name == "s_setpc_b64" and last in indirect:
            found.append(start)
        callee = cfg.calls.get(last)
        todo.extend(s for s in block.successors if s != callee or callee is None)
    return found


def fix_text(more):
    """The fix for a shortfall of ``more`` wait states."""
    return (f"{more} more wait state{'' if more == 1 else 's'}: {nop_text(more)} before this "
            "instruction")


def check_hazards(cfg, functions=(), xnack=None):
    """The hazard Findings of every kernel of a Cfg; ``functions``: names of entries whose
    callers are unknown (their first instructions are checked against any producer);
    ``xnack``: the code object's XNACK mode (None: the target's; False drops soft clauses)."""
    return Checker(cfg, functions, xnack).run()
