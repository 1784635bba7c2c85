"""One worklist for every dataflow analysis over a Cfg (the static checkers here, the compiler's
passes later): a state knows how to ``join(other) -> changed`` and to ``copy()``; a transfer
function takes a block and its input state and returns the state at its end.

    in[entry] = initial;  in[b] = join of out[p] over the predecessors p of b
    out[b] = transfer(b, in[b])          until no in[] changes

States only grow under join (a lattice of finite height: the counters saturate, the sets are
finite), so the loop ends; blocks are revisited in reverse post-order to settle loops fast.
"""


def reverse_post_order(cfg):
    """Block starts in reverse post-order from the entries (unreached blocks last)."""
    seen, order = set(), []
    for entry in cfg.entries.values():
        stack = [(entry, iter(cfg.blocks[entry].successors))] if entry in cfg.blocks else []
        seen.add(entry)
        while stack:
            start, successors = stack[-1]
            nxt = next((s for s in successors if s not in seen), None)
            if nxt is None:
                order.append(start)
                stack.pop()
            else:
                seen.add(nxt)
                stack.append((nxt, iter(cfg.blocks[nxt].successors)))
    order.reverse()
    return order + [s for s in cfg.blocks if s not in seen]


def solve(cfg, initial, transfer):
    """{block start: input state} at the fixed point. ``initial``: {entry offset: state};
    ``transfer(block, state) -> state`` must not change its input."""
    order = reverse_post_order(cfg)
    rank = {start: i for i, start in enumerate(order)}
    states = {start: state.copy() for start, state in initial.items()}
    pending = set(states)
    while pending:
        start = min(pending, key=rank.__getitem__)
        pending.discard(start)
        out = transfer(cfg.blocks[start], states[start])
        for succ in cfg.blocks[start].successors:
            if succ not in states:
                states[succ] = out.copy()
                pending.add(succ)
            elif states[succ].join(out):
                pending.add(succ)
    return states
