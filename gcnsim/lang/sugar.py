"""Python conveniences of the kernel language, each lowered to what the language already has:

    0 <= i < n           ->  (0 <= i) and (i < n), i read once; a later operand that reads
                             memory or divides is evaluated only where the chain still holds
    x ** 3               ->  x * x * x (an integer literal exponent, by squaring, as LLVM
                             expands powi; a negative one on floats is 1 / x ** -n)
    a, b = b, a + b      ->  the right side evaluated first, then assigned left to right
    q, r = divmod2(a, b) ->  a device function returning a tuple (inline.py)
    a if c else b        ->  select(c, a, b) where both sides are cheap and pure; where a side
                             reads memory, divides or calls, an if/else that evaluates only
                             the side each lane takes (``x[i] if i < n else -1`` reads x
                             only where i < n, as Python and Numba do)
    assert c, "message"  ->  if not c: trap (s_trap 2, the host names the line); compiled
                             only with compile(..., debug=True), as Python's -O drops asserts
"""
import ast

from . import literals
from .errors import spoken
from .ir import Const, If, Op, Value
from .literals import Lit
from .types import boolean


class SugarMixin:
    """For the statement builder (frontend.py)."""

    def expr_Compare(self, node):
        if len(node.ops) == 1:
            return super().expr_Compare(node)
        return self.chain(self.expr(node.left), list(zip(node.ops, node.comparators)), node)

    def chain(self, left, pairs, node):
        result = None
        for k, (op, comp) in enumerate(pairs):
            if result is not None and _risky(comp):
                t = self.new_value(boolean, f"compare.{self.count}")
                self.block.append(Op("mov", t, (result,), node.lineno))
                saved, self.block = self.block, []
                rest = self.chain(left, pairs[k:], node)
                self.block.append(Op("mov", t, (rest,), node.lineno))
                then, self.block = self.block, saved
                self.block.append(If(result, then, [], node.lineno))
                return t
            right = self.expr(comp)
            one = ast.Compare(left=node.left, ops=[op], comparators=[comp], lineno=node.lineno)
            c = self.settle(self.compare_values(op, left, right, one), boolean, node)
            if result is None or isinstance(result, Const) and result.value or \
                    isinstance(c, Const) and not c.value:
                result = c                          # the first, after a true, or a false
            elif not isinstance(result, Const) and not isinstance(c, Const):
                result = self.emit_op("and", boolean, (result, c), node)
            left = right
        return result

    def compare_values(self, op, left, right, node):
        from .expressions import COMPARE
        name = COMPARE.get(type(op))
        if name is None:
            self.error(node, f"comparison {spoken(op)} is outside the language")
        return self.binary(name, left, right, node)

    def power(self, a, b, node):
        n = b.value_in(literals.i32) if isinstance(b, Lit) and b.kind is literals.i32 else None
        if n is None or isinstance(n, literals.NotIn) or (n < 0 and not _floaty(a)):
            self.error(node, "'**' takes an integer literal exponent (not negative on "
                             "integers)")
        if n < 0:
            one = literals.literal(1.0)
            return self.binary("div", one, self.power(a, literals.literal(-n), node), node)
        result, square = None, a
        while n:
            if n & 1:
                result = square if result is None else self.binary("mul", result, square, node)
            n >>= 1
            if n:
                square = self.binary("mul", square, square, node)
        if result is None:                                  # x ** 0 is 1
            one = literals.literal(1.0 if _floaty(a) else 1)
            return one if isinstance(a, Lit) else self.settle(one, a.type, node)
        return result

    def unpack(self, target, value_node, node):
        """``a, b = ...``: a tuple of expressions or a device function's tuple."""
        names = target.elts
        if isinstance(value_node, (ast.Tuple, ast.List)):
            if len(value_node.elts) != len(names):
                self.error(node, f"{len(names)} names and {len(value_node.elts)} values")
            values = [self.fixed(self.expr(v), node) for v in value_node.elts]
        else:
            values = self.expr_tuple(value_node, len(names), node)
        for name, value in zip(names, values):
            if isinstance(name, ast.Name):
                current = self.names.get(name.id)
                want = current.type if isinstance(current, Value) else None
                self.store_name(name, self.settle(value, want, node), node)
            elif isinstance(name, ast.Subscript):
                sym = self.symbol_of(name.value)
                index = self.index(name)
                self.block.append(Op("store", None, (index, self.settle(value, sym.elem, node)),
                                     node.lineno, sym))
            else:
                self.error(node, "a tuple assignment assigns names or elements")

    def fixed(self, v, node):
        """A named variable's value copied, as it may be assigned before it is read."""
        if isinstance(v, Value) and v.var is not None:
            copy = self.new_value(v.type)
            self.block.append(Op("mov", copy, (v,), node.lineno))
            return copy
        return v

    def expr_tuple(self, node, count, where):
        from .inline import device_function
        callee = self.lookup(node.func) if isinstance(node, ast.Call) and isinstance(
            node.func, (ast.Name, ast.Attribute)) else None
        if device_function(callee) is None:
            self.error(where, "a tuple assignment takes a tuple of values or a device "
                              "function returning one")
        result = self.inline_call(device_function(callee), node)
        if not isinstance(result, tuple) or len(result) != count:
            self.error(where, f"{count} names for what {callee.__name__}() returns")
        return list(result)               # fresh values: nothing assigns them again

    def expr_IfExp(self, node):
        if not (_risky(node.body) or _risky(node.orelse)):
            return super().expr_IfExp(node)
        cond = self.settle(self.expr(node.test), boolean, node)
        if isinstance(cond, Const):
            return self.expr(node.body if cond.value else node.orelse)
        saved = self.block
        self.block = []
        a = self.expr(node.body)
        then, self.block = self.block, []
        b = self.expr(node.orelse)
        orelse, self.block = self.block, saved
        a, b = self.unify(a, b, node)
        t = self.new_value(a.type, f"ifexp.{self.count}")
        then.append(Op("mov", t, (a,), node.lineno))
        orelse.append(Op("mov", t, (b,), node.lineno))
        self.block.append(If(cond, then, orelse, node.lineno))
        return t

    def stmt_Assert(self, node):
        if node.msg is not None and not (isinstance(node.msg, ast.Constant)
                                         and isinstance(node.msg.value, str)):
            self.error(node, "an assert's message is a string literal")
        if not self.debug:
            return
        reason = f"assertion failed: {node.msg.value if node.msg else ast.unparse(node.test)}"
        cond = self.condition(node.test)
        if isinstance(cond, Const):
            failed = [] if cond.value else [Op("trap", None, (), node.lineno, reason)]
            self.block.extend(failed)
            return
        test = self.emit_op("not", boolean, (cond,), node)
        self.block.append(If(test, [Op("trap", None, (), node.lineno, reason)], [],
                             node.lineno))


def _risky(node):
    return any(isinstance(n, (ast.Subscript, ast.Call)) or
               isinstance(n, ast.BinOp) and isinstance(n.op, (ast.FloorDiv, ast.Mod))
               for n in ast.walk(node))


def _floaty(a):
    return a.kind.is_float if isinstance(a, Lit) else a.type.is_float
