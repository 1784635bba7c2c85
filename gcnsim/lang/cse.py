"""Common-subexpression elimination on the structured IR: a pure operation that repeats one
already computed on the same operands reuses its result, as long as the earlier one is
available (it came before, in this region or an enclosing one) and no operand variable was
assigned in between (nor by the operation itself: after ``c = c ^ d``, ``c ^ d`` is new).
Regions inherit what their parent computed; what they compute stays inside them; a loop first
forgets everything its variables touch. A load of a private array (its lane's own memory) is
reused the same way until a store to that array.

    %5 = shl %2, 4 ; %6 = add %5, %1 ; ...        %5 = shl %2, 4 ; %6 = add %5, %1 ; ...
    %9 = shl %2, 4 ; %10 = add %9, 3         ->    %10 = add %5, 3
"""
from .ir import If, Loop, Op, Value, walk

IMPURE = ("load", "store", "atomic", "barrier", "mov",   # and the wave operations: they read
          "ballot", "wave_any", "wave_all", "activemask", "readfirstlane", "shuffle",  # EXEC
          "wave_reduce", "wave_prefix_sum")


def _key(s, subst):
    args = tuple(("v", subst.get(a.id, a).id) if isinstance(a, Value) else
                 ("c", repr(a.value), a.type.name) for a in s.args)
    return s.op, id(s.attr) if _private(s) else repr(s.attr), s.dst.type.name, args


def _private(s):
    return s.op in ("load", "store") and s.attr.space == "private"


def _stored(stmts):
    """The private arrays the statements store to (ids)."""
    return {id(s.attr) for s in walk(stmts) if isinstance(s, Op) and s.op == "store"
            and _private(s)}


def _assigned(stmts):
    return {s.dst.id for s in walk(stmts) if isinstance(s, Op) and s.dst is not None
            and s.dst.var is not None}


class Cse:
    def __init__(self, fn):
        self.subst = {}
        fn.body = self.region(fn.body, {})

    def rename(self, v):
        return self.subst.get(v.id, v) if isinstance(v, Value) else v

    def region(self, stmts, table):
        out = []
        for s in stmts:
            if isinstance(s, Op):
                out.append(self.op(s, table))
            elif isinstance(s, If):
                s.cond = self.rename(s.cond)
                s.then = self.region(s.then, dict(table))
                s.orelse = self.region(s.orelse, dict(table))
                _forget(table, _assigned(s.then) | _assigned(s.orelse))
                _forget_loads(table, _stored(s.then) | _stored(s.orelse))
                out.append(s)
            elif isinstance(s, Loop):
                _forget(table, _assigned(s.head) | _assigned(s.body) | _assigned(s.latch))
                _forget_loads(table, _stored([s]))
                s.head = self.region(s.head, dict(table))
                s.cond = self.rename(s.cond)
                s.body = self.region(s.body, dict(table))
                s.latch = self.region(s.latch, dict(table))
                out.append(s)
            else:
                out.append(s)
        return [s for s in out if s is not None]

    def op(self, s, table):
        s.args = tuple(self.rename(a) for a in s.args)
        if s.op == "store" and _private(s):
            _forget_loads(table, {id(s.attr)})
        if s.dst is None:
            return s
        if s.dst.var is not None:
            _forget(table, {s.dst.id})
        if s.op in IMPURE and not _private(s) or any(
                isinstance(a, Value) and a.id == s.dst.id for a in s.args):
            return s                  # c = c ^ d: afterwards c ^ d is another value
        key = _key(s, self.subst)
        earlier = table.get(key)
        if earlier is None:
            table[key] = s.dst
            return s
        if s.dst.var is None:
            self.subst[s.dst.id] = earlier
            return None
        return Op("mov", s.dst, (earlier,), s.line)


def _forget(table, ids):
    """Drops what reads or is one of the variables ``ids``."""
    for key in [k for k, v in table.items()
                if v.id in ids or any(a[0] == "v" and a[1] in ids for a in k[3])]:
        del table[key]


def _forget_loads(table, arrays):
    for key in [k for k in table if k[0] == "load" and k[1] in arrays]:
        del table[key]


def eliminate_common_subexpressions(fn):
    Cse(fn)
