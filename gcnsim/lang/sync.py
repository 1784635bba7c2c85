"""Sync dependence on the SSA graph (ssa.py): the blocks where lanes that a branch split meet
again, so that a phi there is divergent when the branch is (divergence.py).

For each two-way branch, every block reachable from it gets a label, the way SSA construction
would place phis for a variable given a different value on each of the branch's edges: a
successor is its own label, a block whose labelled predecessors agree takes their label, and a
block where two labels meet is a join (its own label from then on), solved in reverse
post-order until nothing changes. Headers of the loops around the branch pass nothing on: a
lane that reaches one is in the next iteration. A loop exit whose label differs from its
header's is where lanes leave at different iterations (temporal divergence): a join too.

    i = global_id(0)                     b0: br %4, b1, b2        (b1, b2: their own labels)
    if i < n:                            b1: ... br b3
        s = 1                  ->        b2: br b3
    out[0] = s                           b3: labels b1 and b2 meet: a join of b0's branch
"""
from ..analysis.worklist import reverse_post_order
from .ir import Value


def sync_dependences(graph, labels):
    """{block id: [conditions of the branches whose lanes meet there]}; ``labels`` from
    branch_labels."""
    controls = {}
    for block, label in labels:
        for join in _joins(graph, block, label):
            controls.setdefault(join, []).append(block.cond)
    return controls


def branch_labels(graph):
    """[(branch block, {block id: label})] for every two-way branch on a value."""
    order = reverse_post_order(graph)
    rank = {b: k for k, b in enumerate(order)}
    return [(block, _labels(graph, order, rank, block)) for block in graph.blocks.values()
            if isinstance(block.cond, Value) and len(block.successors) == 2]


def _labels(graph, order, rank, branch):
    """Past the branch's floor (its If's join) nothing is split any more: the walk ends there.
    Headers of the loops around the branch are labelled last, from their latches; that
    includes the branch's own block when it is a loop's exit test (a while's or a range's
    header), whose exit is then a temporal join."""
    stops = {graph.headers[loop] for loop in branch.loops}
    last = len(order)
    if branch.floor is not None:
        stops.add(branch.floor.id)
        last = rank[branch.floor.id] + 1
    label = {s: s for s in branch.successors}
    joined = set()
    changed = True
    while changed:
        changed = False
        for b in order[rank[branch.id] + 1:last]:
            if b not in branch.successors and b not in joined:
                changed |= _meet(graph.blocks[b], label, joined, stops, branch)
    for b in stops:
        _meet(graph.blocks[b], label, joined, stops, branch)
    return label


def _meet(block, label, joined, stops, branch):
    """Labels ``block`` from its predecessors; whether its label changed."""
    seen = {label[p.id] for p in block.predecessors
            if p.id in label and p.id not in stops and p is not branch}
    if len(seen) > 1:
        joined.add(block.id)
        seen = {block.id}
    if not seen or label.get(block.id) == min(seen):
        return False
    label[block.id] = min(seen)
    return True


def _joins(graph, branch, label):
    joins = {b for b, at in label.items() if at == b and b not in branch.successors}
    for loop in branch.loops:
        header, exit_ = graph.headers[loop], graph.exits.get(loop)
        if header in label and exit_ in label and label[exit_] != label[header]:
            joins.add(exit_)
    return joins
