"""Device functions: plain Python functions a kernel calls (or ``@func`` ones, which plain
Python cannot call), inlined at each call, as Numba's CUDA target inlines device functions.

Each call builds the function's body again with its parameters bound to the arguments, so a
function is specialised per call signature: an annotated parameter takes its type (a literal
argument settles to it, a typed one must have it), an unannotated one takes the argument as it
is (a value, a literal still untyped, a pointer or a pointer view). A parameter the body
assigns is a copy. Names resolve in the function's own module and closure; errors name the
function's file and line (a pointer parameter used as a value names the call that gave it
too), and its instructions carry its lines (the call's line when it is in another file than
the kernel). A call cycle is a CompileError naming it.

    def clamp(x, lo, hi):                       y = clamp(v, 0.0, 1.0)
        if x < lo:                      ->      %9:bool = lt %v, 0.0:f32
            return lo                           if %9 { %r = mov 0.0:f32 } else {
        if x > hi:                                %10:bool = gt %v, 1.0:f32 ; if %10 {
            return hi                               %r = mov 1.0:f32 } else { %r = mov %v } }
        return x

A ``return`` followed by more statements first has them moved into the other arm of its ``if``
(so most functions need no jumps); one still followed by statements sets a flag, breaks out
of the function's loops it is in, and the statements after it run where the flag is not set.
"""
import ast
import collections
import copy
import functools
import inspect
import os

from ..outputs import article, counted
from .errors import CompileError
from .ir import Const, If, Jump, Op, Symbol, walk
from .literals import Lit
from .loops import _stores
from .types import PtrType, Scalar, VecType, boolean
from .vectors import Vector


class Func:
    """``@func``: a device function (plain helper functions are device functions too)."""

    def __init__(self, pyfunc):
        self.pyfunc = pyfunc
        functools.update_wrapper(self, pyfunc)

    def __call__(self, *args, **kwargs):
        raise CompileError(f"{self.pyfunc.__name__}() is a device function: call it from a "
                           "@kernel function")


def func(pyfunc):
    return Func(pyfunc)


def device_function(callee):
    """The Python function a call of ``callee`` inlines, or None (not a device function)."""
    if isinstance(callee, Func):
        return callee.pyfunc
    if inspect.isfunction(callee) and not hasattr(callee, "__wrapped__"):
        return callee
    return None


class _Return:
    """Where a function's returns go while its body is built."""

    def __init__(self, name, loops, annotation):
        self.name = name
        self.loops = loops              # the builder's loop depth at the body's top
        self.annotation = annotation
        self.slots = None               # result Values (one, or one per tuple element)
        self.pending = []               # (mov Op, literal, node): literals typed at the end
        self.flag = None                # set by a return that is not the function's last
        self.tails = set()              # the returns that are (ids of their nodes)
        self.tuple = False


def _unplain(a):
    """(the first parameter a device function cannot take, what it is), or None."""
    for param, what in ((a.vararg, "parameter '*{}'"), (a.kwarg, "parameter '**{}'")):
        if param is not None:
            return param, what.format(param.arg)
    for kind, params in (("keyword-only", a.kwonlyargs), ("positional-only", a.posonlyargs)):
        if params:
            return params[0], f"{kind} parameter '{params[0].arg}'"
    return None


@functools.lru_cache(maxsize=256)
def _parsed(pyfunc):
    from .frontend import parse_function
    node, file, source = parse_function(pyfunc)
    body = _nest_returns(node.body)
    return node, body, file, source, _tails(body)


class InlineMixin:
    """Calls of device functions, for the statement builder (frontend.py)."""

    def inline_call(self, pyfunc, node):
        """The result of the call ``node`` of ``pyfunc``: a Value, a tuple of them, or None."""
        if pyfunc.__name__ == "<lambda>":
            self.error(node, f"'{ast.unparse(node.func)}' is a lambda: lambdas are not device "
                       "functions (write a def)")
        chain = [self.pyfunc] + self.inlining
        if pyfunc in chain:
            cycle = chain[chain.index(pyfunc):] + [pyfunc]
            self.error(node, "recursion: " + " -> ".join(f"{f.__name__}()" for f in cycle)
                       + " (device functions are inlined, so they cannot recurse)")
        fnode, body, file, source, tails = _parsed(pyfunc)
        bound = self.bind_arguments(pyfunc, fnode, node)
        saved = (self.names, self.globals, self.file, self.scope_node, self.loops, self.breaks,
                 self.ret, self.block)
        from .frontend import closure_names
        call_site = (self.file, node)
        self.names, self.globals = {}, collections.ChainMap(closure_names(pyfunc),
                                                            pyfunc.__globals__)
        self.file, self.scope_node, self.loops, self.breaks = file, fnode, 0, []
        hints = hints_of(pyfunc)
        self.ret = _Return(pyfunc.__name__, 0, hints.get("return"))
        self.inlining.append(pyfunc)
        self.calls.append(call_site)
        self.block = []
        try:
            for (name, value), arg in zip(bound, fnode.args.args):
                self.bind_parameter(name, value, fnode, call_site)
            if not tails >= _all_returns(body):
                self.ret.flag = self.new_value(boolean, f"{pyfunc.__name__}.returned")
                self.block.append(Op("mov", self.ret.flag, (Const(False, boolean),),
                                     fnode.lineno))
            self.ret.tails = tails
            self.statements(body, self.block)
            ret, made = self.ret, self.block
        finally:
            self.inlining.pop()
            self.calls.pop()
            (self.names, self.globals, self.file, self.scope_node, self.loops, self.breaks,
             self.ret, self.block) = saved
        self.settle_returns(ret)
        if ret.flag is not None and ret.slots:      # every path assigns them: say so to SSA
            made[:0] = [Op("mov", v, (Const(0.0 if v.type.is_float else 0, v.type),),
                           fnode.lineno) for v in _flat(ret.slots)]
        self.place_lines(made, file, source, node.lineno)
        self.block.extend(made)
        if ret.slots is None:
            return None
        return ret.slots[0] if len(ret.slots) == 1 and not ret.tuple else tuple(ret.slots)

    def call_value(self, pyfunc, node):
        result = self.inline_call(pyfunc, node)
        if result is None:
            self.error(node, f"{pyfunc.__name__}() returns no value")
        if isinstance(result, tuple):
            self.error(node, f"{pyfunc.__name__}() returns {len(result)} values: unpack them "
                             "(a, b = f(...))")
        return result

    def bind_arguments(self, pyfunc, fnode, node):
        """[(parameter name, argument)] of a call, defaults filled in."""
        a = fnode.args
        odd = _unplain(a)
        if odd:
            param, what = odd
            raise CompileError(f"{pyfunc.__name__}(): {what}: a device function takes plain "
                               "parameters (with defaults, passed by position or keyword)",
                               file=_parsed(pyfunc)[2], line=param.lineno,
                               construct=f"def {pyfunc.__name__}")
        names = [p.arg for p in a.args]
        if len(node.args) > len(names):
            self.error(node, f"{pyfunc.__name__}() takes {counted(len(names), 'argument')}")
        given = dict(zip(names, (self.argument(x) for x in node.args)))
        for kw in node.keywords:
            if kw.arg not in names or kw.arg in given:
                self.error(node, f"{pyfunc.__name__}(): bad keyword argument '{kw.arg}'")
            given[kw.arg] = self.argument(kw.value)
        defaults = dict(zip(names[len(names) - len(a.defaults):], a.defaults))
        for name in names:
            if name not in given:
                if name not in defaults:
                    self.error(node, f"{pyfunc.__name__}() needs argument '{name}'")
                given[name] = ("default", defaults[name], pyfunc)
        return [(name, given[name]) for name in names]

    def argument(self, node):
        found = self.pointer_of(node)
        return found if found is not None else self.expr(node)

    def bind_parameter(self, name, value, fnode, call_site):
        """A parameter bound to its argument; a wrong argument is an error at the call."""
        def wrong(message):
            file, call = call_site
            saved, self.file = self.file, file
            try:
                self.error(call, message)
            finally:
                self.file = saved
        if isinstance(value, tuple) and value[0] == "default":
            value = self.expr(value[1])
        hint = hints_of(self.inlining[-1]).get(name)
        if isinstance(hint, PtrType) or is_pointer(value):
            if not is_pointer(value):
                wrong(f"parameter '{name}' is a pointer; {article(_kind(value))} is passed")
            if isinstance(hint, PtrType) and _elem(value) != hint.elem:
                wrong(f"parameter '{name}' is {hint}; a Ptr[{_elem(value)}] is passed")
            self.names[name] = value
            return
        if hint is not None and not isinstance(hint, (Scalar, VecType)):
            wrong(f"parameter '{name}': an annotation is a scalar or vector type or Ptr[T]")
        if isinstance(value, Vector) or isinstance(hint, VecType):
            if hint is not None and getattr(value, "type", None) != hint:
                wrong(f"parameter '{name}' is {hint}; {article(_kind(value))} is passed")
            self.names[name] = self.vector_copy(value, name, fnode) \
                if _writes_vector(fnode.body, name) else value
            return
        if hint is not None:
            if not isinstance(value, Lit) and value.type != hint:
                wrong(f"parameter '{name}' is {hint}; {article(value.type)} is passed")
            value = self.settle(value, hint, call_site[1])
        if _stores(fnode.body, name):
            value = self.settle(value, None, call_site[1]) if isinstance(value, Lit) else value
            copy_ = self.new_value(value.type, name)
            self.block.append(Op("mov", copy_, (value,), fnode.lineno))
            value = copy_
        self.names[name] = value

    def not_a_value(self, node, found):
        """The error for the pointer ``found``, named by ``node`` where a value is wanted; for
        a device function's parameter, naming the call that passed it too (an unannotated
        parameter takes a pointer as it is: its use is what is wrong, the call what made it)."""
        said = (f"'{node.id}' is a pointer (Ptr[{_elem(found)}]), not a value: index it "
                f"({node.id}[i])")
        if self.inlining and node.id in [p.arg for p in _parsed(self.inlining[-1])[0].args.args]:
            file, call = self.calls[-1]
            said += (f"; {self.inlining[-1].__name__}() is given it by "
                     f"'{ast.unparse(call)}' at {os.path.basename(file)}:{call.lineno}")
        self.error(node, said)

    def vector_copy(self, value, name, fnode):
        """A vector parameter the body assigns, or assigns an element of: a copy."""
        copy_ = Vector(value.type, [self.new_value(p.type, f"{name}.{k}")
                                    for k, p in enumerate(value.parts)])
        self.block += [Op("mov", d, (s,), fnode.lineno) for d, s in zip(copy_.parts, value.parts)]
        return copy_

    def stmt_Return(self, node):
        ret = self.ret
        if ret is None:
            if node.value is not None:
                self.error(node, "a kernel returns no value")
            self.block.append(Jump("return", node.lineno))
            return
        if node.value is not None:
            parts = node.value.elts if isinstance(node.value, ast.Tuple) else [node.value]
            values = [self.expr(p) for p in parts]
            if ret.slots is None:
                ret.tuple = isinstance(node.value, ast.Tuple)
                ret.slots = [self.result_slot(v, ret.name) for v in values]
            if len(values) != len(ret.slots) or ret.tuple != isinstance(node.value, ast.Tuple):
                self.error(node, f"{ret.name}() returns different numbers of values")
            for slot, value in zip(ret.slots, values):
                self.set_result(slot, value, node)
        elif ret.slots is not None:
            self.error(node, f"{ret.name}() returns a value on one path and none on another")
        if id(node) in ret.tails:
            return
        self.block.append(Op("mov", ret.flag, (Const(True, boolean),), node.lineno))
        if self.loops:
            self.leave_loop(node)

    def leave_loop(self, node):
        if self.breaks[-1] is not None:
            self.block.append(Op("mov", self.breaks[-1], (Const(True, boolean),), node.lineno))
        self.block.append(Jump("break", node.lineno))

    def guard_rest(self, nodes, k):
        """Outside the function's loops, the statements after ``nodes[k]``, when it may have
        returned, built to run where it did not (True: they are built)."""
        ret = self.ret
        if ret is None or ret.flag is None or self.loops or k + 1 == len(nodes) or not any(
                isinstance(n, ast.Return) and id(n) not in ret.tails for n in ast.walk(nodes[k])):
            return False
        test = self.emit_op("not", boolean, (ret.flag,), nodes[k])
        self.block.append(If(test, self.statements(nodes[k + 1:]), [], nodes[k + 1].lineno))
        return True

    def result_slot(self, value, name):
        """Where a result goes: a Value typed by the first return, or a Vector's elements."""
        if isinstance(value, Vector):
            return Vector(value.type, [self.new_value(p.type, f"{name}.result.{k}")
                                       for k, p in enumerate(value.parts)])
        return self.new_value(None, f"{name}.result")

    def set_result(self, slot, value, node):
        hint = self.ret.annotation if len(self.ret.slots) == 1 else None
        if isinstance(slot, Vector) or isinstance(value, Vector):
            if not (isinstance(slot, Vector) and isinstance(value, Vector)):
                self.error(node, f"{self.ret.name}() returns a vector and a scalar")
            if value.type != slot.type or hint not in (None, value.type):
                self.error(node, f"{self.ret.name}() returns {article(hint or slot.type)} and "
                                 f"{article(value.type)}")
            self.block += [Op("mov", d, (s,), node.lineno) for d, s in zip(slot.parts,
                                                                            value.parts)]
            return
        if isinstance(hint, Scalar):
            value = self.settle(value, hint, node)
        if isinstance(value, Lit) and slot.type is None:
            op = Op("mov", slot, (value,), node.lineno)
            self.ret.pending.append((op, value, node))
            self.block.append(op)
            return
        value = self.settle(value, slot.type, node) if isinstance(value, Lit) else value
        if slot.type is None:
            slot.type = value.type
        elif value.type != slot.type:
            self.error(node, f"{self.ret.name}() returns {article(slot.type)} and "
                             f"{article(value.type)}")
        self.block.append(Op("mov", slot, (value,), node.lineno))

    def settle_returns(self, ret):
        for op, value, node in ret.pending:
            op.args = (self.settle(value, op.dst.type, node),)
            op.dst.type = op.args[0].type

    def after_loop(self, node):
        """A return inside the loop just built also leaves the loops around it."""
        ret = self.ret
        if ret is None or ret.flag is None or not any(
                isinstance(n, ast.Return) for n in ast.walk(node)):
            return
        if self.loops:
            saved, self.block = self.block, []
            self.leave_loop(node)
            leave, self.block = self.block, saved
            self.block.append(If(ret.flag, leave, [], node.lineno))

    def stmt_For(self, node):
        super().stmt_For(node)
        self.after_loop(node)

    def stmt_While(self, node):
        super().stmt_While(node)
        self.after_loop(node)

    def place_lines(self, made, file, source, call_line):
        """The inlined statements keep their lines in the kernel's file, else take the
        call's."""
        if file == self.kernel_file:
            for line, text in source.items():
                self.extra_lines.setdefault(line, text)
            return
        for s in walk(made):
            s.line = call_line


def hints_of(pyfunc):
    """A function's annotations, evaluated where they are strings."""
    hints = dict(getattr(pyfunc, "__annotations__", {}))
    for key, t in hints.items():
        if isinstance(t, str):                  # from __future__ import annotations
            try:
                hints[key] = eval(t, pyfunc.__globals__)
            except Exception as err:            # noqa: BLE001 -- any failure is the user's
                raise CompileError(f"annotation {t!r} of {pyfunc.__name__}(): {err}") from None
    return hints


def _flat(slots):
    """The Values of a function's results (a vector's elements in its place)."""
    return [p for s in slots for p in (s.parts if isinstance(s, Vector) else (s,))]


def _writes_vector(body, name):
    """Whether the statements assign vector ``name`` or one of its elements."""
    return _stores(body, name) or any(
        isinstance(n, (ast.Attribute, ast.Subscript)) and isinstance(n.ctx, ast.Store)
        and isinstance(n.value, ast.Name) and n.value.id == name
        for n in ast.walk(ast.Module(body=body, type_ignores=[])))


def is_pointer(value):
    return isinstance(value, Symbol) or type(value).__name__ == "View"


def _elem(value):
    return value.elem if isinstance(value, Symbol) else value.sym.elem


def _kind(value):
    return "literal" if isinstance(value, Lit) else getattr(value, "type", type(value).__name__)


def _ends(stmts):
    """Whether control cannot fall out of the statements (every path returns)."""
    if not stmts:
        return False
    last = stmts[-1]
    return isinstance(last, ast.Return) or isinstance(last, ast.If) and _ends(last.body) \
        and _ends(last.orelse)


def _nest_returns(stmts):
    """``if c: ...; return a`` followed by more statements -> those statements in the other
    arm (a copy; the function's own AST is left as it is)."""
    out = []
    for k, s in enumerate(stmts):
        if isinstance(s, ast.If):
            s = copy.copy(s)
            s.body, s.orelse = _nest_returns(s.body), _nest_returns(s.orelse)
            rest = stmts[k + 1:]
            if rest and (_ends(s.body) or _ends(s.orelse)):
                if _ends(s.body) and not _ends(s.orelse):
                    s.orelse = _nest_returns(s.orelse + rest)
                elif not _ends(s.body):
                    s.body = _nest_returns(s.body + rest)
                out.append(s)
                return out
        out.append(s)
    return out


def _tails(stmts):
    """The Return nodes in tail position: control goes from them to the function's end."""
    if not stmts:
        return set()
    last = stmts[-1]
    if isinstance(last, ast.Return):
        return {id(last)}
    if isinstance(last, ast.If):
        return _tails(last.body) | _tails(last.orelse)
    return set()


def _all_returns(stmts):
    return {id(n) for s in stmts for n in ast.walk(s) if isinstance(n, ast.Return)}
