"""Uniformity on the SSA form (ssa.py), as a forward dataflow on the shared worklist
(analysis/worklist.py): the state is the set of SSA values known to be divergent, joined by
union along the edges; each block adds the values it defines that are divergent.

An operation is divergent when it is a source of divergence (a work-item id, an atomic's result,
a lane id, a shuffle, a load of a private array: each lane's own memory) or reads a divergent
value; a wave operation's result (a ballot, a reduction, readfirstlane) is the same in every lane
whatever it reads. A phi is divergent when an operand is, or when a condition that splits the
lanes meeting at its block is (sync dependence, sync.py): at an If's join the lanes that came
through either arm disagree on which value they hold, even when both are uniform; at a loop's
exit, lanes that left at different iterations each hold their own last value, so a value
uniform inside the loop is divergent after it (temporal divergence; the exit's phis are where
the SSA form reads it).

    i = global_id(0)                     %2 = global_id [0]              divergent
    s = 0                                %9 = mov 0                      uniform
    if i < n:                            br %3, b1, b2                   divergent branch
        s = 1                            %10 = mov 1                     uniform
    out[0] = s                   ->      %11 = phi [%10, b1], [%9, b0]   divergent (join of %3)
"""
from ..analysis.worklist import solve
from .ir import Value
from .sync import branch_labels, sync_dependences

DIVERGENT_SOURCES = ("local_id", "global_id", "atomic", "lane_id", "shuffle", "wave_prefix_sum")
WAVE_UNIFORM = ("ballot", "wave_any", "wave_all", "activemask", "readfirstlane", "wave_reduce")


class Divergent:
    """The worklist's state: ids of the SSA values known to be divergent."""

    def __init__(self, ids=()):
        self.ids = set(ids)

    def copy(self):
        return Divergent(self.ids)

    def join(self, other):
        before = len(self.ids)
        self.ids |= other.ids
        return len(self.ids) != before

    def has(self, value):
        return isinstance(value, Value) and value.id in self.ids


def transfer(block, state, controls):
    out = state.copy()
    split = any(out.has(c) for c in controls.get(block.id, ()))
    for phi in block.phis:
        if split or any(out.has(v) for v, _ in phi.incoming):
            out.ids.add(phi.dst.id)
    for op in block.ops:
        if op.dst is not None and op.op not in WAVE_UNIFORM and (
                op.op in DIVERGENT_SOURCES or any(map(out.has, op.args))
                or op.op == "load" and op.attr.space == "private"):
            out.ids.add(op.dst.id)
    return out


def divergent_values(graph, labels=None):
    """Ids of the SSA values that are divergent; ``labels``: sync.branch_labels(graph)."""
    controls = sync_dependences(graph, branch_labels(graph) if labels is None else labels)

    def step(block, state):
        return transfer(block, state, controls)
    states = solve(graph, {0: Divergent()}, step)
    found = set()
    for start, state in states.items():
        found |= step(graph.blocks[start], state).ids
    return found


def divergent_variables(graph, divergent):
    """Ids of the IR values (ir.py) some SSA version of which is divergent: what needs a VGPR
    when one register holds a variable throughout."""
    return {graph.origin[v].id for v in divergent if v in graph.origin}
