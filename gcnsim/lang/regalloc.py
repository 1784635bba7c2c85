"""Register allocation: liveness over the machine code's control-flow graph (the generic
worklist of analysis/worklist.py, run backward), one live interval per virtual register
spanning every position where it is live, and linear scan over the intervals, SGPRs and VGPRs
apart, pairs aligned as the ISA requires.

An interval is contiguous in program order even where the value is dead in between: under
EXEC masks a VGPR written for some lanes (in a then-arm) must keep those lanes while the other
lanes run the else-arm laid out after it, and a contiguous interval guarantees that.

    v_mov_b32 %v1, 0   (0)          %v1: [0, 2] -> v3
    v_add_f32 %v2, %v1, %v1 (1)     %v2: [1, 2] -> v4
    store ... %v2, %v1 (2)
"""
from dataclasses import dataclass

from ..analysis.worklist import solve
from .errors import CompileError


class RegisterPressure(CompileError):
    """More values live at once than registers allowed; ``victim`` is the one to spill,
    ``file`` the register file ("s" or "v")."""

    def __init__(self, message, victim, file, line=None):
        super().__init__(message, line=line)
        self.victim = victim
        self.file = file


class Live:
    """A worklist state: the set of live virtual registers."""

    def __init__(self, regs=()):
        self.regs = set(regs)

    def copy(self):
        return Live(self.regs)

    def join(self, other):
        before = len(self.regs)
        self.regs |= other.regs
        return len(self.regs) != before


@dataclass
class Block:
    start: int
    end: int                  # one past the last instruction
    successors: list


@dataclass
class Reverse:
    """The control-flow graph backward, in the shape worklist.solve takes."""
    blocks: dict
    entries: dict


def blocks_of(code):
    """Basic blocks of a list of MInsts, keyed by their first index."""
    labels = {inst.op[:-1]: k for k, inst in enumerate(code) if inst.is_label}
    starts = {0} | set(labels.values())
    for k, inst in enumerate(code):
        if inst.target is not None or inst.op == "s_endpgm":
            starts.add(k + 1)
    order = sorted(s for s in starts if s < len(code))
    blocks = {}
    for n, start in enumerate(order):
        end = order[n + 1] if n + 1 < len(order) else len(code)
        last = code[end - 1]
        succ = []
        if last.target is not None:
            succ.append(labels[last.target])
        if last.op not in ("s_branch", "s_endpgm") and end < len(code):
            succ.append(end)
        blocks[start] = Block(start, end, succ)
    return blocks


def intervals(code):
    """{VReg: [first, last]} positions where each register is defined, used or live."""
    blocks = blocks_of(code)
    preds = {b: [] for b in blocks}
    for b in blocks.values():
        for s in b.successors:
            preds[s].append(b.start)
    reverse = Reverse({b: Block(b, blocks[b].end, preds[b]) for b in blocks},
                      {b: b for b in blocks})
    live_out = solve(reverse, {b: Live() for b in blocks}, lambda blk, st: _transfer(code, blk, st))
    span = {}

    def touch(reg, k):
        lo_hi = span.get(reg)
        if lo_hi is None:
            span[reg] = [k, k]
        else:
            lo_hi[0] = min(lo_hi[0], k)
            lo_hi[1] = max(lo_hi[1], k)
    for b in blocks.values():
        live = set(live_out[b.start].regs)
        for reg in live:
            touch(reg, b.end - 1)
        for k in range(b.end - 1, b.start - 1, -1):
            inst = code[k]
            for reg in inst.defs:
                touch(reg, k)
                live.discard(reg)
            for reg in inst.uses:
                live.add(reg)
            for reg in live:
                touch(reg, k)
    return span


def _transfer(code, blk, state):
    live = set(state.regs)
    for k in range(blk.end - 1, blk.start - 1, -1):
        live -= set(code[k].defs)
        live |= set(code[k].uses)
    return Live(live)


def allocate(code, file, first, limit, aligned_pairs, spill=None):
    """(code, the highest register used + 1): every VReg of ``file`` gets a register in
    [first, limit); where too many are live, ``spill(code, victim) -> code`` moves the value
    that lives longest to memory and the scan starts again (spill.py)."""
    while True:
        try:
            return code, _scan(code, file, first, limit, aligned_pairs)
        except RegisterPressure as pressure:
            if spill is None or pressure.victim is None:
                raise
            code = spill(code, pressure.victim)


def _scan(code, file, first, limit, aligned_pairs):
    span = intervals(code)
    regs = sorted((r for r in span if r.file == file and not r.fixed),
                  key=lambda r: (span[r][0], r.id))
    free = [True] * limit
    active = []
    top = first
    for reg in regs:
        start = span[reg][0]
        for old in [a for a in active if span[a][1] < start]:
            active.remove(old)
            for k in range(old.size):
                free[old.phys + k] = True
        step = 2 if reg.size >= 2 and aligned_pairs else 1
        base = -(-first // step) * step
        while base + reg.size <= limit and not all(free[base:base + reg.size]):
            base += step
        if base + reg.size > limit:
            candidates = [r for r in active + [reg] if not r.temp]
            victim = max(candidates, key=lambda r: span[r][1], default=None)
            held = "" if not first else f" ({file}0 holds what the dispatch sets)" \
                if first == 1 else f" ({file}0..{file}{first - 1} hold what the dispatch sets)"
            raise RegisterPressure(f"out of {file.upper()}GPRs: more values are live at once "
                                   f"here than the {limit - first} of the {limit} allowed "
                                   f"left for them{held}", victim, file, code[start].line)
        reg.phys = base
        for k in range(reg.size):
            free[base + k] = False
        active.append(reg)
        top = max(top, base + reg.size)
    return top
