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


def sync_dependences(graph):
    """{block id: [conditions of the branches whose lanes meet there]}."""
    controls = {}
    for block, label in branch_labels(graph):
        for join in _joins(graph, block, label):
            controls.setdefault(join, []).append(block.cond)
    return controls


def branch_labels(graph):
    """(branch block, {block id: label}) for every two-way branch on a value."""
    order = reverse_post_order(graph)
    for block in graph.blocks.values():
        if isinstance(block.cond, Value) and len(block.successors) == 2:
            yield block, _labels(graph, order, block)


def _labels(graph, order, branch):
    stops = {graph.headers[loop] for loop in branch.loops}
    label = {s: s for s in branch.successors}
    joined = set()
    changed = True
    while changed:
        changed = False
        for b in order:
            if b in branch.successors or b in joined:
                continue
            seen = {label[p.id] for p in graph.blocks[b].predecessors
                    if p.id in label and p.id not in stops and p is not branch}
            if len(seen) > 1:
                joined.add(b)
                seen = {b}
            if seen and label.get(b) != min(seen):
                label[b] = min(seen)
                changed = True
    return label


def _joins(graph, branch, label):
    joins = {b for b, at in label.items() if at == b and b not in branch.successors}
    for loop in branch.loops:
        header, exit_ = graph.headers[loop], graph.exits.get(loop)
        if header in label and exit_ in label and label[exit_] != label[header]:
            joins.add(exit_)
    return joins
