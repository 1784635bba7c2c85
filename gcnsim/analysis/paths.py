"""Where a finding is, for the reports of every checker: which kernel's code a block belongs
to, and a path of blocks that leads from a cause (a load, a hazard's producer) to its effect.

    owners(cfg)                  -> {0x0: "saxpy", 0x3c: "saxpy", ...}
    path(cfg, 0x10, 0x3c)        -> (0x0, 0x3c): the block holding offset 0x10, then on to 0x3c
"""
from collections import deque


def owners(cfg):
    """{block start: the name of the first entry (by offset) whose code reaches it}; an
    entry's code (a function a kernel calls too) is its own, not its first caller's."""
    ordered = sorted(cfg.entries.items(), key=lambda kv: kv[1])
    found = {}
    for name, entry in reversed(ordered):       # the first name of a shared entry wins
        if entry in cfg.blocks:
            found[entry] = name
    for name, entry in ordered:
        todo = list(cfg.blocks[entry].successors) if found.get(entry) == name else []
        while todo:
            at = todo.pop()
            if at in found:
                continue
            found[at] = name
            todo.extend(s for s in cfg.blocks[at].successors if s not in found)
    return found


def block_of(cfg, offset):
    """The start of the block holding the instruction at ``offset``."""
    return cfg.at(offset)[0]


def path(cfg, cause, to):
    """Block starts of a shortest path from the block holding offset ``cause`` to block
    ``to``; just ``to`` when it holds the cause (before the effect, or a loop's iteration
    earlier: the loop is not drawn)."""
    first = block_of(cfg, cause)
    if first == to:
        return (to,)
    back, todo = {first: None}, deque([first])
    while todo:
        start = todo.popleft()
        if start == to:
            break
        for succ in cfg.blocks[start].successors:
            if succ not in back:
                back[succ] = start
                todo.append(succ)
    steps, at = [], to if to in back else first
    while at is not None:
        steps.append(at)
        at = back[at]
    return tuple(reversed(steps))
