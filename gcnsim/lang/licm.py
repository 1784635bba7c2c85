"""Loop-invariant code motion on the structured IR: a pure operation at a loop's top level
whose operands are all computed outside the loop moves in front of it (inner loops first, so
an invariant climbs as far out as it can). Pure operations cannot fault, so computing one for
lanes or iterations that would not have is harmless.

    while k < n:                               %7 = add %1, 1
        %7 = add %1, 1          ->             while k < n:
        total += k * %7                            total += k * %7
"""
from .cse import IMPURE
from .ir import If, Loop, Op, Value, walk


def hoist_invariants(fn):
    fn.body = _region(fn.body)


def _region(stmts):
    out = []
    for s in stmts:
        if isinstance(s, If):
            s.then, s.orelse = _region(s.then), _region(s.orelse)
        elif isinstance(s, Loop):
            s.head, s.body, s.latch = _region(s.head), _region(s.body), _region(s.latch)
            out += _hoist(s)
        out.append(s)
    return out


def _hoist(loop):
    defined = {s.dst.id for s in walk(loop.head + loop.body + loop.latch)
               if isinstance(s, Op) and s.dst is not None}
    moved = []
    for part in ("head", "body"):
        kept = []
        for s in getattr(loop, part):
            if (isinstance(s, Op) and s.dst is not None and s.dst.var is None
                    and s.op not in IMPURE and s.dst is not loop.cond
                    and not any(isinstance(a, Value) and a.id in defined for a in s.args)):
                moved.append(s)
                defined.discard(s.dst.id)
            else:
                kept.append(s)
        setattr(loop, part, kept)
    return moved
