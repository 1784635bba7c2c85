"""Barriers the waves of a workgroup may reach apart: an ``s_barrier`` that one way of a
conditional branch reaches and the other does not, where the other way reaches another
s_barrier and the branch's condition may differ between the waves of a workgroup (a
``barrier-divergent`` warning). The waves that take one way then wait at one barrier and the
others at another; the hardware counts waves, not instructions, so both go on (Vega ISA,
S_BARRIER), and OpenCL and HIP make it undefined: the run stops with a BarrierError
(emu/synccheck.py). A way that reaches no barrier at all (the wave ends) is legal: the
surviving waves are released.

What may differ between waves is a forward dataflow over the registers: at the entry v0-v2
(the work-item ids) do, nothing else (kernel arguments, workgroup ids and dispatch pointers
are the workgroup's); an instruction's writes vary where it reads something that does
(``v_readfirstlane_b32 s4, v0``, ``v_cmp_* vcc, v1, ...``), and always for ``s_getreg_b32``
(HW_ID) and the clocks; a write of uniform values makes the register uniform again. EXEC is
taken as uniform and branches on it (``s_cbranch_execz``/``execnz``) are not judged: LLVM's
structured code branches on it around code some lanes skip, and tests a uniform condition as
``s_and_b64 vcc, exec, cond`` (EXEC is never zero there), so judging it would warn on correct
code; the run's BarrierError finds what this leaves (a barrier inside ``if (lid < 64)``).

    v_readfirstlane_b32 s4, v0          s4 varies
    s_cmp_eq_u32 s4, 0                  scc varies
    s_cbranch_scc1 .L0                  -> a branch whose condition varies
    s_barrier                           -> barrier-divergent: the other way reaches
    s_branch .Lout                         's_barrier' at 0x1c instead
  .L0:
    s_barrier                           -> barrier-divergent (the same branch)

Not seen: values that vary through memory (a load's result is as uniform as its address),
and calls' arguments (a function starts with nothing varying).
"""
from ..isa.flow import FLOW
from .findings import Finding
from .paths import owners
from .regsets import EXEC, VGPR_BIT
from .waitcnt import facts
from .worklist import solve

IDS = 0b111 << VGPR_BIT     # v0-v2: the work-item ids
EXEC_BITS = 0b11 << EXEC    # never judged (see the module docstring)
SOURCES = ("s_getreg_b32", "s_memtime", "s_memrealtime")  # differ between waves by themselves


class Varying:
    """The scalar register slots (analysis/regsets.py) that may differ between waves."""

    def __init__(self, bits=0):
        self.bits = bits

    def copy(self):
        return Varying(self.bits)

    def join(self, other):
        joined = self.bits | other.bits
        changed, self.bits = joined != self.bits, joined
        return changed


def step(bits, inst, target):
    """``bits`` after ``inst`` (see the module docstring)."""
    f = facts(inst, target)
    written = f.writes | f.dest
    if not written:
        return bits
    if inst.op.name in SOURCES or f.reads & bits:
        return (bits | written) & ~EXEC_BITS
    return bits & ~written


def check_barriers(cfg):
    """The barrier-divergent Findings of a Cfg (warnings)."""
    target = cfg.target

    def transfer(block, state):
        bits = state.bits
        for _, inst in block.instructions:
            bits = step(bits, inst, target)
        return Varying(bits)

    states = solve(cfg, {e: Varying(IDS) for e in cfg.entries.values() if e in cfg.blocks},
                     transfer)
    barriers = {start: [off for off, inst in block.instructions if inst.op.name == "s_barrier"]
                for start, block in cfg.blocks.items()}
    reach = {}
    owner = owners(cfg)
    found = {}
    for start, block in sorted(cfg.blocks.items()):
        offset, inst = block.instructions[-1]
        flow = FLOW.get(inst.op.name)
        if flow is None or flow.kind != "conditional" or len(set(block.successors)) != 2:
            continue
        bits = states.get(start, Varying()).bits
        for _, earlier in block.instructions[:-1]:
            bits = step(bits, earlier, target)
        if inst.op.name.startswith("s_cbranch_exec") or not facts(inst, target).reads & bits:
            continue            # (see the module docstring: EXEC branches are not judged)
        ways = [_barriers_from(cfg, s, barriers, reach) for s in block.successors]
        for mine, other in (ways, ways[::-1]):
            if not other:
                continue
            elsewhere = min(other - mine, default=min(other))
            for barrier in sorted(mine - other):
                found.setdefault(barrier, Finding(
                    "barrier-divergent", "warning", owner.get(start, "?"), barrier,
                    cfg.text(barrier), "",
                    f"is reached on one way of '{cfg.text(offset)}' "
                    f"(offset 0x{offset:x}), whose condition may differ between the waves of "
                    f"a workgroup, while the other way reaches "
                    f"'{cfg.text(elsewhere)}' (offset 0x{elsewhere:x}): the waves would "
                    "wait at different barriers",
                    "a branch condition every wave of the workgroup shares, or the barrier "
                    "where both ways meet", (start, cfg.at(barrier)[0])))
    return [found[offset] for offset in sorted(found)]


def _barriers_from(cfg, start, barriers, reach):
    """The offsets of the s_barriers reachable from block ``start`` (memoised per start)."""
    if start not in reach:
        seen, todo, out = set(), [start], set()
        while todo:
            at = todo.pop()
            if at in seen:
                continue
            seen.add(at)
            out.update(barriers[at])
            todo.extend(cfg.blocks[at].successors)
        reach[start] = frozenset(out)
    return reach[start]
