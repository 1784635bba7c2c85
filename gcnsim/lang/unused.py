"""Unused values leave the IR before uniformity is decided: an operation whose result nothing
reads goes (loads and atomics stay), repeatedly, as its operands may then be unread too. This
matters beyond code size: a loop counter read only by Python's after-the-loop value of the loop
variable would otherwise look read after the loop, and so divergent.

    for k in range(n): ...           %9:i32 = sub %5, 1      (k after the loop, never read)
                             ->      (gone; the counter %5 stays uniform)
"""
from .ir import If, Loop, Op, Value, walk

KEPT = ("load", "atomic")     # an atomic acts; an unread load still checks its address


def remove_unused(fn):
    while True:
        read = set()
        for s in walk(fn.body):
            args = s.args if isinstance(s, Op) else (s.cond,) if isinstance(s, (If, Loop)) \
                else ()
            read.update(a.id for a in args if isinstance(a, Value))
        if not _prune(fn.body, read):
            return


def _prune(stmts, read):
    """Drops unread pure operations in place; whether any went."""
    removed = False
    keep = []
    for s in stmts:
        if isinstance(s, Op) and s.dst is not None and s.op not in KEPT \
                and s.dst.id not in read:
            removed = True
            continue
        if isinstance(s, If):
            removed |= _prune(s.then, read) | _prune(s.orelse, read)
        elif isinstance(s, Loop):
            removed |= _prune(s.head, read) | _prune(s.body, read) | _prune(s.latch, read)
        keep.append(s)
    stmts[:] = keep
    return removed
