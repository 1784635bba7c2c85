"""Uniformity for the back end: which IR values (ir.py) need a VGPR, and which If/Loop/Jump
regions need masks. Selection and the two control-flow lowerings work on the structured IR,
with one register for each IR value, so the per-version facts of the SSA form (divergence.py,
on the analysis worklist) are gathered per IR value: a value is divergent when some SSA version
of it is, or when it is a variable that one side of a divergent branch assigns while the other
side still needs its old value (both sides run one after the other with one register; without
a phi that reads both versions, the SSA form sees no divergence there).

The regions' flags then follow from the values' divergence: an If on a divergent condition is
divergent; a Loop is divergent (lanes leave it at different iterations) when its test is, or
some lanes may break or return in it; a break, continue or return taken by some lanes only is
masked. Those feed each other (a masked return makes the loops around it divergent, so later
breaks in them are masked), so the walk repeats until nothing changes. It also rejects
barrier() under divergent control.

    i = global_id(0)                 i divergent
    s = 0                            s divergent (a phi of 0 and a * 2 after the divergent if)
    if i < n:                        if divergent        (s_and_saveexec_b64 ...)
        s = a * 2
    for k in range(x[i]):            loop divergent, k uniform inside it (never read after)
    out[i] = s
"""
from ..analysis.worklist import solve
from .divergence import divergent_values, divergent_variables
from .errors import CompileError
from .ir import If, Loop, Op, Value
from .regalloc import Block as RBlock, Live, Reverse
from .ssa import build_ssa
from .sync import branch_labels


class Uniformity:
    def __init__(self, fn):
        self.fn = fn
        self.graph = build_ssa(fn)
        labels = branch_labels(self.graph)
        self.versions = divergent_values(self.graph, labels)      # SSA value ids
        self.divergent = (divergent_variables(self.graph, self.versions)
                          | _shared_registers(self.graph, self.versions, labels))  # IR ids
        self.changed = True
        while self.changed:
            self.changed = False
            self.returned = False
            self.in_divergent_loop = 0
            self.region(fn.body, False, [])

    def is_divergent(self, v):
        return isinstance(v, Value) and v.id in self.divergent

    def region(self, stmts, masked, loops):
        """``masked``: control reaching here is divergent; ``loops``: enclosing Loops, each
        with whether control is divergent relative to it. Returns the kinds of jump some lanes
        may have taken out of the region (after any, later jumps are masked)."""
        left = set()
        for s in stmts:
            here = masked or "continue" in left
            if isinstance(s, If):
                s.divergent = self.is_divergent(s.cond)
                inner = [(loop, rel or s.divergent or bool(left)) for loop, rel in loops]
                for arm in (s.then, s.orelse):
                    left |= self.region(arm, here or s.divergent, inner)
            elif isinstance(s, Loop):
                left |= self.loop(s, here, loops)
            elif isinstance(s, Op):
                self.op(s, masked or bool(left))
            else:
                self.jump(s, masked or bool(left), [(loop, rel or bool(left))
                                                    for loop, rel in loops])
                if s.masked:
                    left.add(s.kind)
        return left

    def op(self, s, split):
        """``split``: some lanes may have left (a barrier here is not reached by all)."""
        if s.op == "barrier" and (split or self.returned or self.in_divergent_loop):
            raise CompileError("barrier() under divergent control flow (not every "
                               "work-item of the group reaches it)", file=self.fn.file,
                               line=s.line, construct="barrier()")

    def loop(self, s, masked, loops):
        """Walks the loop's regions; returns {"return"} when lanes may leave the kernel in
        it."""
        s.divergent = s.divergent or self.is_divergent(s.cond)
        inner = [(loop, rel) for loop, rel in loops] + [(s, False)]
        self.in_divergent_loop += s.divergent
        left = set()
        for part in (s.head, s.body, s.latch):
            left |= self.region(part, masked, inner)
        self.in_divergent_loop -= s.divergent
        return left & {"return"}

    def jump(self, s, masked, loops):
        if s.kind == "return":
            s.masked = masked or self.in_divergent_loop > 0
            self.returned = self.returned or s.masked
            if s.masked:
                for loop, _ in loops:          # lanes leave every enclosing loop early
                    self.set_divergent(loop)
            return
        loop, relative = loops[-1]
        s.masked = relative or loop.divergent
        if relative and s.kind == "break":
            self.set_divergent(loop)
        elif relative and not loop.masked_continue:
            loop.masked_continue = True
            self.changed = True

    def set_divergent(self, loop):
        if not loop.divergent:
            loop.divergent = True
            self.changed = True


def _shared_registers(graph, versions, labels):
    """Variables one side of a divergent branch assigns (within the innermost loop around it)
    while the other side needs their old value: the side's SALU writes would reach the other
    lanes (even with none active, where the skip is removed)."""
    assigned = {b: _variables(graph, [s.dst for s in block.ops]) for b, block in
                graph.blocks.items()}
    live = _live_in(graph)
    shared = set()
    for branch, label in labels:
        if branch.cond.id not in versions:
            continue
        inner = branch.loops[-1] if branch.loops else None
        for side in branch.successors:
            writes = set()
            for b, at in label.items():
                if at == side and (inner is None or inner in graph.blocks[b].loops):
                    writes |= assigned[b]
            for other in branch.successors:
                if other != side:
                    shared |= writes & live[other]
    return shared


def _variables(graph, values):
    """The IR variables (value ids) the SSA values are versions of."""
    return {graph.origin[v.id].id for v in values
            if isinstance(v, Value) and v.id in graph.origin and graph.origin[v.id].var}


def _live_in(graph):
    """{block id: variables some version of which is read on a path from the block's start
    before the variable is assigned}: liveness on the worklist, run backward. A phi reads and
    writes one variable, so it changes nothing."""
    preds = {b: [] for b in graph.blocks}
    for block in graph.blocks.values():
        for s in block.successors:
            preds[s].append(block.id)
    reverse = Reverse({b: RBlock(b, b, preds[b]) for b in graph.blocks},
                      {b: b for b in graph.blocks})

    def transfer(blk, state):
        block = graph.blocks[blk.start]
        live = set(state.regs) | _variables(graph, [block.cond])
        for op in reversed(block.ops):
            live -= _variables(graph, [op.dst])
            live |= _variables(graph, op.args)
        return Live(live)
    out = solve(reverse, {b: Live() for b in graph.blocks}, transfer)
    return {b: transfer(reverse.blocks[b], out[b]).regs for b in graph.blocks}
