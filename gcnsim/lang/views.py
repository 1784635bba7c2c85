"""Pointer views: ``p + k``, ``p[k:]`` and ``p.view2d(cols)`` name elements of an array
(a pointer argument, a shared or a private array) from an offset, as C's pointer arithmetic
does; they are bound by the compiler, not held in registers, so indexing a view is indexing
its array at ``offset + i`` (and the offset folds into the instruction where it is constant).

    q = p + 4 * n            q[i]       ->  p[4 * n + i]
    r = p[k:]                r[i]       ->  p[k + i]         (a slice's stop and step: none)
    m = p.view2d(cols)       m[y, x]    ->  p[y * cols + x]
                             m[y]       ->  a view of row y: m[y][x] is m[y, x]
                             atomic_add(m, y, x, v)  ->  atomic_add(p, y * cols + x, v)

A view is bound once (a name holding a view is not assigned again) and keeps the offset its
operands had when it was made. Offsets are i32 or u32, as indices are.
"""
import ast
from dataclasses import dataclass

from .ir import Const, Op, Symbol, Value
from .literals import Lit
from .types import i32


@dataclass(frozen=True)
class View:
    sym: Symbol
    offset: object = None        # Value or Const of elements, None: 0
    stride: object = None        # a 2-D view's row length

    @property
    def elem(self):
        return self.sym.elem


class ViewsMixin:
    """Pointer views for the statement builder (frontend.py)."""

    def pointer_of(self, node):
        """The Symbol or View an expression names, or None when it is not a pointer (nothing is
        emitted then)."""
        if isinstance(node, ast.Name):
            found = self.lookup(node)
            return found if isinstance(found, (Symbol, View)) else None
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
            base = self.pointer_of(node.left)
            other = node.right
            if base is None and isinstance(node.op, ast.Add):
                base, other = self.pointer_of(node.right), node.left
            if base is None:
                return None
            if _stride(base) is not None:
                self.error(node, "an offset of a 2-D view: index a row first (m[y] + k)")
            k = self.index_value(other)
            if isinstance(node.op, ast.Sub):
                k = self.binary("sub", Const(0, k.type), k, node)
            return self.shifted(base, k, node)
        if isinstance(node, ast.Subscript):
            return self.sliced(node)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr == "view2d":
            base = self.pointer_of(node.func.value)
            if base is None:
                return None
            if len(node.args) != 1 or node.keywords or _stride(base):
                self.error(node, "p.view2d(cols) takes a pointer (not a 2-D view) and the "
                                 "row length")
            stride = self.index_value(node.args[0])
            return View(_sym(base), _offset(base), stride)
        return None

    def sliced(self, node):
        base = self.pointer_of(node.value)
        if base is None:
            return None
        s = node.slice
        if isinstance(s, ast.Slice):
            if s.step is not None or _stride(base) is not None:
                self.error(node, "a slice of a pointer is p[start:] or p[start:stop] (no step, "
                                 "not of a 2-D view)")
            return base if s.lower is None else self.shifted(base, self.index_value(s.lower),
                                                             node)
        if _stride(base) is not None and not isinstance(s, ast.Tuple):
            row = self.binary("mul", self.index_value(s), base.stride, node)
            return self.shifted(View(base.sym, base.offset), row, node)
        return None

    def shifted(self, base, k, node):
        return View(_sym(base), self.offset_sum(_offset(base), k, node))

    def offset_sum(self, a, b, node):
        if a is None:
            return b
        if b.type != a.type:
            b = self.emit_op("cvt", a.type, (b,), node)       # i32 <-> u32: the same bits
        return self.binary("add", a, b, node)

    def index_value(self, node):
        v = self.expr(node)
        v = self.settle(v, i32 if isinstance(v, Lit) else None, node)
        if not v.type.is_int or v.type.bits != 32:
            self.error(node, f"an offset must be i32 or u32, not {v.type}")
        return v

    def bind_view(self, target, value_node, node):
        """``q = <pointer expression>``: bind the name to the view (True), else False."""
        view = self.pointer_of(value_node)
        if view is None:
            return False
        if target.id in self.names:
            self.error(node, f"'{target.id}' is already defined (a pointer view is bound once)")
        if isinstance(view, View):
            view = View(view.sym, self.frozen(view.offset, target.id, node),
                        self.frozen(view.stride, target.id, node))
        self.names[target.id] = view
        return True

    def frozen(self, v, name, node):
        """A named variable copied, so the view keeps the value it had."""
        if not isinstance(v, Value) or v.var is None:
            return v
        copy = self.new_value(v.type, f"{name}.view")
        self.block.append(Op("mov", copy, (v,), node.lineno))
        return copy

    def symbol_of(self, node):
        base = self.pointer_of(node)
        if base is None:
            self.error(node, "only pointer arguments, shared and local arrays and views of "
                             "them can be indexed")
        self.last_base = (node, base)
        return _sym(base)

    def pointer_rank(self, node):
        """2 when ``node``, just resolved by symbol_of, is a 2-D view (m[y, x]), else 1."""
        cached, base = getattr(self, "last_base", (None, None))
        if cached is not node:
            raise AssertionError("pointer_rank follows symbol_of of the same node")
        return 1 if _stride(base) is None else 2

    def index(self, node):
        cached = getattr(self, "last_base", (None, None))
        base = cached[1] if cached[0] is node.value else self.pointer_of(node.value)
        self.last_base = (None, None)
        if not isinstance(base, View):
            return super().index(node)
        s = node.slice
        if isinstance(s, ast.Tuple):
            if base.stride is None or len(s.elts) != 2:
                self.error(node, "m[y, x] takes a 2-D view (p.view2d(cols))")
            y, x = (self.index_value(e) for e in s.elts)
            i = self.offset_sum(self.binary("mul", y, base.stride, node), x, node)
        elif base.stride is not None or isinstance(s, ast.Slice):
            self.error(node, "a 2-D view's element is m[y, x]")
        else:
            i = self.index_value(s)
        return self.offset_sum(base.offset, i, node)


def _sym(base):
    return base if isinstance(base, Symbol) else base.sym



def _offset(base):
    return base.offset if isinstance(base, View) else None


def _stride(base):
    return base.stride if isinstance(base, View) else None
