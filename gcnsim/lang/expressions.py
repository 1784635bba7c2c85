"""Expressions of the kernel language -> typed IR operations, with the language's typing rules
(docs/language.md): literals take the other operand's type, typed operands must agree,
``/`` is for floats, ``//`` and ``%`` for integers (floor, as Python), conditions are bools.

    a * x[i] + y[i]     ->   %4:f32 = load [x] %1 ; %5:f32 = mul %0, %4
                             %6:f32 = load [y] %1 ; %7:f32 = add %5, %6
    n // 2              ->   %8:i32 = floordiv %2, 2:i32
"""
import ast
import builtins as py_builtins
import inspect
import math

from ..outputs import article
from . import literals
from .builtins import ATOMICS, BITS, BUILTINS, Builtin, WAVE, WORK_ITEM
from .errors import spoken
from .inline import device_function, is_pointer
from .ir import Const, Symbol, Value
from .literals import Lit, NotIn, fold_int
from .printf import PRINT
from .types import Scalar, VecType, boolean, i32
from .vectors import Vector

BINARY = {ast.Add: "add", ast.Sub: "sub", ast.Mult: "mul", ast.Div: "div",
          ast.FloorDiv: "floordiv", ast.Mod: "mod", ast.BitAnd: "and", ast.BitOr: "or",
          ast.BitXor: "xor", ast.LShift: "shl", ast.RShift: "shr", ast.Pow: "pow"}
COMPARE = {ast.Lt: "lt", ast.LtE: "le", ast.Gt: "gt", ast.GtE: "ge", ast.Eq: "eq",
           ast.NotEq: "ne"}
INT_ONLY = ("floordiv", "mod", "and", "or", "xor", "shl", "shr")
PY_MATH = {py_builtins.min: "min", py_builtins.max: "max", py_builtins.abs: "abs",
           math.sqrt: "sqrt", math.exp: "exp", math.log: "log", math.sin: "sin",
           math.cos: "cos", math.floor: "floor", math.fabs: "fabs", math.pow: "pow",
           math.tanh: "tanh", math.erf: "erf"}
FLOAT_MATH = ("sqrt", "exp", "log", "sin", "cos", "floor", "fabs", "pow", "tanh", "erf",
              "rsqrt")
UNARY = {ast.USub: "neg", ast.UAdd: "pos", ast.Not: "not", ast.Invert: "invert"}


class ExpressionsMixin:
    """Expression lowering; the statement builder (frontend.py) supplies ``error``,
    ``new_value``, ``emit``, ``lookup`` and ``symbols``."""

    def typed(self, node, want=None):
        """A Value or Const for ``node``; a bare literal takes ``want`` (else its default)."""
        return self.settle(self.expr(node), want, node)

    def settle(self, v, type_, node):
        """``v`` as a value of ``type_``: a literal expression becomes a constant of it, folded
        in its arithmetic (None: the literal's own type, i32, f32 or bool), a typed value must
        already have it."""
        if not isinstance(v, Lit):
            if type_ is not None and v.type != type_:
                self.error(node, f"{article(v.type)} where {article(type_)} is wanted "
                                 "(convert explicitly)")
            return v
        type_ = type_ or v.kind
        value = v.value_in(type_)
        if isinstance(value, NotIn):
            self.error(node, value.message)
        return Const(value, type_)

    def expr(self, node):
        method = getattr(self, "expr_" + type(node).__name__, None)
        if method is None:
            self.error(node, f"{spoken(node)} is outside the kernel language")
        return method(node)

    def expr_Constant(self, node):
        if isinstance(node.value, (bool, int, float)):
            return literals.literal(node.value)
        self.error(node, f"constant {node.value!r} is outside the kernel language")

    def expr_Name(self, node):
        found = self.lookup(node)
        if literals.is_number(found):
            return literals.literal(found)
        if isinstance(found, (Value, Const, Lit, Vector)):  # Lit: a device function's parameter
            return found
        if is_pointer(found):
            self.not_a_value(node, found)
        self.error(node, f"'{node.id}' is not a value here")

    def expr_BinOp(self, node):
        """Left operand, then right, down the left spine without recursion: ``a + b + c``
        nests to the left, and a sum of 500 terms would be 500 Python frames deep."""
        chain = []
        while isinstance(node, ast.BinOp):
            chain.append(node)
            node = node.left
        value = self.expr(node)
        for step in reversed(chain):
            op = BINARY.get(type(step.op))
            if op is None:
                self.error(step, f"operator {spoken(step.op)} is outside the kernel "
                                 "language")
            value = self.binary(op, value, self.expr(step.right), step)
        return value

    def binary(self, op, a, b, node):
        if op == "pow":
            return self.power(a, b, node)           # sugar.py: an integer literal exponent
        if isinstance(a, Vector) or isinstance(b, Vector):
            return self.vector_binary(op, a, b, node)
        if isinstance(a, Lit) and isinstance(b, Lit):
            if (a.kind is boolean) != (b.kind is boolean) or \
                    a.kind is boolean and op not in ("eq", "ne"):
                self.error(node, f"'{op}' mixing bools and numbers")
            return literals.combine(op, a, b)
        a, b = self.unify(a, b, node)
        t = a.type
        if t is boolean and op not in ("eq", "ne"):
            self.error(node, f"'{op}' on bools: use and/or/not")
        if op == "div" and t.is_int:
            self.error(node, f"'/' on integers ({t}): convert explicitly, e.g. f32(x) / f32(y)")
        if op in INT_ONLY and not t.is_int:
            self.error(node, f"'{op}' needs integers, not {t}")
        if isinstance(a, Const) and isinstance(b, Const) and t.is_int:
            result = fold_int(op, a.value, b.value, t)
            return Const(result, boolean if op in COMPARE.values() else t)
        if op in ("lt", "le", "gt", "ge", "eq", "ne"):
            return self.emit_op(op, boolean, (a, b), node)
        return self.emit_op(op, t, (a, b), node)

    def unify(self, a, b, node):
        if isinstance(a, Lit) and isinstance(b, Lit):
            a = self.settle(a, None, node)
        if isinstance(a, Lit):
            a = self.settle(a, b.type, node)
        elif isinstance(b, Lit):
            b = self.settle(b, a.type, node)
        if a.type != b.type:
            self.error(node, f"mixing {a.type} and {b.type} without a conversion")
        return a, b

    def expr_Compare(self, node):
        if len(node.ops) != 1:
            self.error(node, "chained comparison: write (a < b) and (b < c)")
        op = COMPARE.get(type(node.ops[0]))
        if op is None:
            self.error(node, f"comparison {spoken(node.ops[0])} is outside the language")
        return self.binary(op, self.expr(node.left), self.expr(node.comparators[0]), node)

    def expr_Attribute(self, node):
        element = self.element(node)
        if element is not None:
            return element[0].parts[element[1]]
        found = self.lookup(node)
        if literals.is_number(found):
            return literals.literal(found)
        self.error(node, f"'{ast.unparse(node)}' is not a value here")

    def expr_UnaryOp(self, node):
        v = self.expr(node.operand)
        if isinstance(v, Lit) and (v.kind is boolean) != isinstance(node.op, ast.Not):
            self.error(node, "arithmetic on a bool" if v.kind is boolean else
                       "'not' of a number: write a comparison")
        if isinstance(v, Lit):
            return literals.unary(UNARY[type(node.op)], v)
        if isinstance(node.op, ast.Not):
            return self.emit_op("not", boolean, (self.settle(v, boolean, node),), node)
        if v.type is boolean:
            self.error(node, "arithmetic on a bool")
        if isinstance(node.op, ast.USub):
            return self.emit_op("neg", v.type, (v,), node)
        if isinstance(node.op, ast.Invert) and v.type.is_int:
            return self.emit_op("xor", v.type, (v, Const(-1 if v.type.kind == "int"
                                                         else (1 << v.type.bits) - 1, v.type)),
                                node)
        if isinstance(node.op, ast.UAdd):
            return v
        self.error(node, f"unary {spoken(node.op)} on {v.type}")

    def expr_BoolOp(self, node):
        kind = "and" if isinstance(node.op, ast.And) else "or"
        result = self.settle(self.expr(node.values[0]), boolean, node)
        for right in node.values[1:]:
            result = self.logical(kind, result, right)
        return result

    def expr_IfExp(self, node):
        cond = self.settle(self.expr(node.test), boolean, node)
        a, b = self.unify(self.expr(node.body), self.expr(node.orelse), node)
        return self.emit_op("select", a.type, (cond, a, b), node)

    def expr_Subscript(self, node):
        if self.vector_of(node.value) is not None:
            vec, k = self.element(node)
            return vec.parts[k]
        sym = self.symbol_of(node.value)
        index = self.index(node)
        value = self.emit_op("load", sym.elem, (index,), node, attr=sym)
        return self.loaded(value, node) if isinstance(sym.elem, VecType) else value

    def symbol_of(self, node):
        found = self.lookup(node) if isinstance(node, ast.Name) else None
        if not isinstance(found, Symbol):
            self.error(node, "only pointer arguments and shared arrays can be indexed")
        return found

    def index(self, node):
        if isinstance(node.slice, ast.Slice):
            self.error(node, "a slice is a view only: q = p[k:] names p's elements from k on "
                             "(a pointer); loading a slice or assigning to one (x[0:4] = 1) is "
                             "outside the kernel language: write a loop")
        v = self.expr(node.slice)
        v = self.settle(v, i32 if isinstance(v, Lit) else None, node)
        if not v.type.is_int or v.type.bits != 32:
            self.error(node, f"an index must be i32 or u32, not {v.type}")
        return v

    def expr_Call(self, node):
        callee = self.lookup(node.func) if isinstance(node.func, (ast.Name, ast.Attribute)) \
            else None
        if node.keywords and device_function(callee) is None:
            self.error(node, "keyword arguments are outside the kernel language")
        if isinstance(callee, Scalar):
            return self.convert(callee, node)
        if device_function(callee) is not None:
            return self.call_value(device_function(callee), node)
        if isinstance(callee, VecType):
            return self.make_vector(callee, node)
        name = PY_MATH.get(callee) if not isinstance(callee, Builtin) else callee.name
        if name is None or name not in BUILTINS:
            self.not_supported_yet(node, callee)
            self.error(node, f"call of {ast.unparse(node.func)} is outside the kernel language")
        if len(node.args) not in BUILTINS[name].arity:
            counts = " or ".join(str(k) for k in BUILTINS[name].arity)
            self.error(node, f"{name}() takes {counts} "
                             f"argument{'' if BUILTINS[name].arity == (1,) else 's'}")
        if name in BITS or name in WAVE:
            return self.intrinsic(name, node)
        return self.call(name, node)

    def not_supported_yet(self, node, callee):
        """Recursion and calls of kernels: constructs the language is to have, named as not
        there yet; print() as a value; a decorated Python function is not a device function."""
        name = ast.unparse(node.func)
        target = inspect.unwrap(callee) if callable(callee) else None
        if callee is PRINT:
            self.error(node, "print() is a statement, not a value")
        if target is self.pyfunc:
            what = f"recursion ({name}() calls itself)"
        elif inspect.isfunction(target) and target is not callee:
            what = f"calling another kernel ({name}())"
        elif inspect.isfunction(target):
            self.error(node, f"{name}() is a decorated Python function: a device function is "
                             "a plain function or @func")
        else:
            return
        self.error(node, f"{what} is not supported yet in the kernel language")

    def convert(self, t, node):
        if len(node.args) != 1:
            self.error(node, f"{t}() takes one argument")
        v = self.expr(node.args[0])
        if isinstance(v, Lit) and v.kind is not boolean and t is not boolean:
            value = literals.converted(v, t)
            if isinstance(value, NotIn):
                self.error(node, value.message)
            return Const(value, t)
        if isinstance(v, Lit) or v.type is boolean or t is boolean:
            self.error(node, "conversions to and from bool: use select() or a comparison")
        return v if v.type == t else self.emit_op("cvt", t, (v,), node)

    def call(self, name, node):
        args = node.args
        if name in WORK_ITEM:
            dim = self.expr(args[0])
            dim = dim.value_in(i32) if isinstance(dim, Lit) else None
            if dim not in (0, 1, 2):
                self.error(node, f"{name}() takes a literal dimension 0, 1 or 2")
            self.note_dim(dim)
            return self.emit_op(name, i32, (), node, attr=dim)
        if name in ATOMICS or name == "atomic_cas":
            return self.atomic(name, node)
        if name in ("barrier", "shared", "local_array"):
            self.error(node, f"{name}() is a statement here, not a value")
        vals = [self.expr(a) for a in args]
        if all(isinstance(v, Lit) for v in vals):
            vals[0] = self.settle(vals[0], None if name != "select" else boolean, node)
        if name == "select":
            cond = self.settle(vals[0], boolean, node)
            a, b = self.unify(vals[1], vals[2], node)
            return self.emit_op("select", a.type, (cond, a, b), node)
        typed = next((v for v in vals if not isinstance(v, Lit)), None)
        vals = [self.settle(v, typed.type if typed is not None else None, node) for v in vals]
        if any(v.type != vals[0].type for v in vals):
            self.error(node, f"{name}() of mixed types " + ", ".join(str(v.type) for v in vals))
        t = vals[0].type
        if t is boolean or ((name in FLOAT_MATH or name == "fma") and not t.is_float):
            self.error(node, f"{name}() of {t}")
        return self.emit_op("abs" if name == "fabs" else name, t, tuple(vals), node)

    def atomic(self, name, node):
        """``atomic_add(arr, i, v)``, or ``(m, y, x, v)`` on a 2-D view; atomic_cas has the
        expected value before v."""
        sym = self.symbol_of(node.args[0])
        rank = self.pointer_rank(node.args[0])
        values = ("expected", "v") if name == "atomic_cas" else ("v",)
        where = node.args[1:len(node.args) - len(values)]
        if len(where) != rank:
            self.error(node, _atomic_form(name, rank, ", ".join(values)))
        at = ast.Tuple(elts=where, ctx=ast.Load()) if rank == 2 else where[0]
        index = self.index(ast.copy_location(ast.Subscript(value=node.args[0], slice=at,
                                                           ctx=ast.Load()), node))
        if not (sym.elem.is_int and sym.elem.bits in (32, 64)
                or sym.elem.name == "f32" and name in ("atomic_add", "atomic_xchg")):
            self.error(node, f"{name} on {sym.elem}: atomics take i32, u32 and i64 arrays "
                             "(and atomic_add, atomic_xchg f32 ones)")
        if sym.space == "private":
            self.error(node, f"{name} on a local_array: atomics take global and shared arrays")
        vals = tuple(self.settle(self.expr(a), sym.elem, node) for a in node.args[1 + rank:])
        return self.emit_op("atomic", sym.elem, (index,) + vals, node, attr=(name, sym))

    def logical(self, kind, left, right_node):
        """``a and b`` / ``a or b``: b is evaluated only where it decides (short-circuit), so
        ``i < n and x[i] > 0`` never reads x out of bounds."""
        right = self.speculate(right_node)
        if right is not None:
            return self.emit_op(kind, boolean, (left, right), right_node)
        return self.short_circuit(kind, left, right_node)


def _atomic_form(name, rank, values):
    """The message for an atomic given the wrong number of indices for its array."""
    if rank == 2:
        return (f"{name} on a 2-D view is {name}(m, y, x, {values}), or on its row y "
                f"{name}(m[y], x, {values})")
    return (f"{name}(m, y, x, {values}) takes a 2-D view (p.view2d(cols)); an array or a 1-D "
            f"view takes {name}(arr, i, {values})")
