"""Python source of a @kernel function -> the IR (ir.py): parse with ``ast``, resolve names in
the function's globals (builtins by identity, module constants as literals), type every
expression (expressions.py) and nest statements in if/loop regions.

    @kernel                                      kernel saxpy(x: Ptr[f32], ..., n: i32)
    def saxpy(x: Ptr[f32], y: Ptr[f32],            %0:f32 = arg [16] ; %1:i32 = arg [20]
              a: f32, n: i32):               ->    %2:i32 = global_id [0]
        i = global_id(0)                           %3:bool = lt %2, %1
        if i < n:                                  if %3 { ... store [y] %2, %7 }
            y[i] = a * x[i] + y[i]

The statement builder is assembled from one mixin a concern: loops.py (while, for ... in
range), inline.py (device functions), views.py (pointer views), privates.py (local_array),
sugar.py (chained comparisons, **, tuple assignment, assert), intrinsics.py (the bit and wave
builtins), vectors.py (f32x4 and friends), printf.py (print()). Anything else is a
CompileError naming the file, the line and the construct.
"""
import ast
import builtins as py_builtins
import collections
import inspect
import textwrap
import types

from ..outputs import article
from .builtins import Builtin
from .errors import CompileError, spoken
from .expressions import BINARY, ExpressionsMixin
from .inline import InlineMixin, device_function
from .intrinsics import IntrinsicsMixin
from .ir import Const, Function, If, Op, Symbol, Value
from .literals import Lit
from .loops import LoopsMixin
from .printf import PRINT, PrintMixin
from .privates import PrivatesMixin
from .sugar import SugarMixin
from .types import SCALARS, VECTORS, PtrType, Scalar, VecType, boolean, i32
from .vectors import Vector, VectorsMixin
from .views import ViewsMixin


def parse_function(pyfunc):
    """(ast.FunctionDef, file, first line, source lines) of a Python function."""
    try:
        lines, first = inspect.getsourcelines(pyfunc)
        file = inspect.getsourcefile(pyfunc) or "<kernel>"
    except (OSError, TypeError) as err:
        raise CompileError(f"no Python source for {pyfunc!r}: {err}") from None
    if getattr(pyfunc, "__name__", None) == "<lambda>":
        raise CompileError("a lambda is neither a kernel nor a device function (write a def)",
                           file=file, line=first)
    tree = ast.parse(textwrap.dedent("".join(lines)))
    ast.increment_lineno(tree, first - 1)
    node = tree.body[0]
    if not isinstance(node, ast.FunctionDef):
        raise CompileError("@kernel takes a function", file=file, line=first)
    return node, file, {first + k: text.rstrip("\n") for k, text in enumerate(lines)}


def build_ir(pyfunc, debug=False):
    """The IR of a kernel; ``debug``: its asserts compiled in."""
    node, file, source = parse_function(pyfunc)
    builder = Builder(pyfunc, file, debug)
    fn = builder.function(node)
    fn.source_lines = source
    for line, text in builder.extra_lines.items():
        fn.source_lines.setdefault(line, text)
    fn.printf = getattr(builder, "formats", [])
    return fn


def closure_names(pyfunc):
    """The names a kernel defined inside a function takes from it (its closure's cells): they
    resolve as module globals do, as in Numba (a kernel specialised by a captured constant)."""
    cells = zip(pyfunc.__code__.co_freevars, pyfunc.__closure__ or ())
    names = {}
    for name, cell in cells:
        try:
            names[name] = cell.cell_contents
        except ValueError:                   # assigned later in the enclosing function
            pass
    return names


class Builder(SugarMixin, InlineMixin, ViewsMixin, PrivatesMixin, LoopsMixin,
              ExpressionsMixin, IntrinsicsMixin, VectorsMixin, PrintMixin):
    def __init__(self, pyfunc, file, debug=False):
        self.pyfunc = pyfunc
        self.debug = debug
        self.closure = closure_names(pyfunc)
        self.globals = collections.ChainMap(self.closure, pyfunc.__globals__)
        self.file = file
        self.count = 0
        self.names = {}            # Python name -> Value or Symbol
        self.block = []
        self.loops = 0
        self.breaks = []           # per enclosing loop: the flag its breaks set (else:) or None
        self.scope_node = None     # the function whose statements are being built
        self.kernel_file = file
        self.inlining = []         # the device functions being inlined, outermost first
        self.calls = []            # their calls, as (file, call node)
        self.ret = None            # where the innermost one's returns go (inline.py)
        self.extra_lines = {}      # their source lines in the kernel's file
        self.lds = 0
        self.private = 0           # bytes of private arrays (privates.py)
        self.dims = 1

    def error(self, node, message):
        construct = None
        if node is not None:
            try:
                construct = ast.unparse(node).split("\n")[0][:60]
            except (AttributeError, ValueError, TypeError):
                construct = type(node).__name__
        raise CompileError(message, file=self.file, line=getattr(node, "lineno", None),
                           construct=construct)

    def new_value(self, type_, var=None):
        self.count += 1
        return Value(self.count - 1, type_, var)

    def emit_op(self, op, type_, args, node, attr=None):
        dst = self.new_value(type_) if type_ is not None else None
        self.block.append(Op(op, dst, tuple(args), node.lineno, attr))
        return dst

    def note_dim(self, dim):
        self.dims = max(self.dims, dim + 1)

    def lookup(self, node):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            module = self.lookup(node.value)           # math.sqrt, math.pi, lang.global_id
            if module is py_builtins and node.attr == "print":
                return PRINT
            if isinstance(module, types.ModuleType) and hasattr(module, node.attr):
                return getattr(module, node.attr)
        if not isinstance(node, ast.Name):
            self.error(node, f"{spoken(node)} is outside the kernel language")
        if node.id in self.names:
            return self.names[node.id]
        if node.id in self.globals:
            return self.globals[node.id]
        if node.id == "print":
            return PRINT
        if hasattr(py_builtins, node.id):
            return getattr(py_builtins, node.id)
        self.error(node, f"name '{node.id}' is not defined")

    # -- the function ------------------------------------------------------------------------

    def function(self, node):
        self.scope_node = node
        a = node.args
        if a.vararg or a.kwarg or a.kwonlyargs or a.defaults or a.posonlyargs:
            self.error(node, "kernel arguments are plain positional arguments")
        args, offset = [], 0
        hints = self.pyfunc.__annotations__
        for arg in a.args:
            t = hints.get(arg.arg)
            if isinstance(t, str):                   # from __future__ import annotations
                t = eval(t, self.pyfunc.__globals__, self.closure)
            if isinstance(t, PtrType) and t.elem not in SCALARS + VECTORS:
                self.error(arg, f"Ptr[{getattr(t.elem, '__name__', t.elem)}]: a pointer's "
                                "element type is one of " + " ".join(map(str, SCALARS + VECTORS)))
            if isinstance(t, PtrType):
                offset = -(-offset // 8) * 8
                sym = Symbol(arg.arg, t.elem, "global", offset)
                self.names[arg.arg] = sym
                args.append((arg.arg, t, sym))
                offset += 8
            elif isinstance(t, Scalar) and t is not boolean:
                size = t.bits // 8
                offset = -(-offset // size) * size
                v = self.new_value(t, arg.arg)
                self.block.append(Op("arg", v, (), arg.lineno, offset))
                self.names[arg.arg] = v
                args.append((arg.arg, t, v))
                offset += size
            else:
                self.error(arg, f"argument '{arg.arg}' needs a type annotation: Ptr[T] or a "
                                "scalar type (" + " ".join(map(str, SCALARS)) + ")")
        self.args = args
        body = self.statements(node.body, self.block)
        return Function(node.name, self.file, args, body, self.lds, dims=self.dims)

    def statements(self, nodes, block=None):
        saved, self.block = self.block, block if block is not None else []
        for k, node in enumerate(nodes):
            method = getattr(self, "stmt_" + type(node).__name__, None)
            if method is None:
                self.error(node, f"{spoken(node)} is outside the kernel language")
            method(node)
            if self.guard_rest(nodes, k):          # after a device function's early return
                break
        block, self.block = self.block, saved
        return block

    # -- statements --------------------------------------------------------------------------

    def stmt_Expr(self, node):
        value = node.value
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            return                                            # a docstring
        if isinstance(value, ast.Call) and isinstance(value.func, (ast.Name, ast.Attribute)):
            callee = self.lookup(value.func)
            if device_function(callee) is not None:
                self.inline_call(device_function(callee), value)
                return
            if isinstance(callee, Builtin) and callee.name == "barrier":
                if value.args:
                    self.error(value, "barrier() takes no arguments")
                self.block.append(Op("barrier", None, (), node.lineno))
                return
            if isinstance(callee, Builtin) and callee.name.startswith("atomic"):
                self.expr(value)
                return
            if callee is PRINT:
                return self.print_call(value, self.args)
            self.not_supported_yet(value, callee)
        if isinstance(value, (ast.Yield, ast.YieldFrom, ast.Await)):
            self.error(value, f"{spoken(value)} is outside the kernel language (a kernel is "
                              "no generator or coroutine: it writes its results through its "
                              "pointers)")
        self.error(node, "an expression statement that does nothing")

    def stmt_Pass(self, node):
        pass

    def stmt_Assign(self, node):
        if len(node.targets) != 1:
            self.error(node, "chained assignment is outside the kernel language")
        if isinstance(node.targets[0], (ast.Tuple, ast.List)):
            return self.unpack(node.targets[0], node.value, node)
        self.assign(node.targets[0], node.value, node)

    def stmt_AnnAssign(self, node):
        if node.value is None or not isinstance(node.target, ast.Name):
            self.error(node, "an annotated assignment needs a name and a value")
        t = self.lookup(node.annotation) if isinstance(node.annotation, ast.Name) else None
        if not isinstance(t, Scalar):
            self.error(node, "annotation must be a scalar type: one of "
                             + " ".join(map(str, SCALARS)))
        self.store_name(node.target, self.typed(node.value, t), node)

    def stmt_AugAssign(self, node):
        op = type(node.op)
        if op not in BINARY:
            self.error(node, f"operator {spoken(op)} is outside the kernel language")
        if isinstance(node.target, ast.Subscript):
            if self.vector_of(node.target.value) is not None:
                vec, k = self.element(node.target)
                new = self.binary(BINARY[op], vec.parts[k], self.expr(node.value), node)
                self.block.append(Op("mov", vec.parts[k], (new,), node.lineno))
                return
            sym = self.symbol_of(node.target.value)
            index = self.index(node.target)
            old = self.emit_op("load", sym.elem, (index,), node, attr=sym)
            if isinstance(sym.elem, VecType):
                old = self.loaded(old, node)
            new = self.binary(BINARY[op], old, self.expr(node.value), node)
            self.block.append(Op("store", None, (index, self.stored(new, node)), node.lineno,
                                 sym))
            return
        cur = self.expr(node.target)
        self.store_name(node.target, self.binary(BINARY[op], cur, self.expr(node.value), node),
                        node)

    def assign(self, target, value_node, node):
        if isinstance(target, (ast.Subscript, ast.Attribute)) and \
                self.vector_of(target.value) is not None:
            return self.store_element(target, value_node, node)
        if isinstance(target, ast.Subscript):
            sym = self.symbol_of(target.value)
            index = self.index(target)
            value = self.stored(self.typed(value_node, sym.elem), node)
            self.block.append(Op("store", None, (index, value), node.lineno, sym))
            return
        if not isinstance(target, ast.Name):
            self.error(node, "assignment to anything but a name or an element")
        if self.bind_view(target, value_node, node):
            return
        if isinstance(value_node, ast.Call) and isinstance(value_node.func, ast.Name):
            callee = self.lookup(value_node.func)
            if isinstance(callee, Builtin) and callee.name == "shared":
                return self.shared_array(target, value_node)
            if isinstance(callee, Builtin) and callee.name == "local_array":
                return self.local_array(target, value_node)
        current = self.names.get(target.id)
        want = current.type if isinstance(current, Value) else None
        self.store_name(target, self.typed(value_node, want), node)

    def store_name(self, target, value, node):
        current = self.names.get(target.id)
        if isinstance(value, Vector) or isinstance(current, Vector):
            return self.store_vector(target, value, node)
        if isinstance(current, Symbol):
            self.error(node, f"'{target.id}' is an array; assign to its elements")
        if current is None or isinstance(current, Const):     # new, or an unrolled counter
            current = self.new_value(value.type, target.id)
            self.names[target.id] = current
        elif current.type != value.type:
            self.error(node, f"'{target.id}' is {current.type}; {article(value.type)} "
                             "assigned to it")
        last = self.block[-1] if self.block else None
        if isinstance(value, Value) and value.var is None and isinstance(last, Op) \
                and last.dst is value and value.type is not boolean:
            last.dst = current                  # the temporary was made for this assignment
            return
        self.block.append(Op("mov", current, (value,), node.lineno))

    def shared_array(self, target, call):
        if len(call.args) != 2:
            self.error(call, "shared(T, n) takes an element type and a literal count")
        t = self.lookup(call.args[0]) if isinstance(call.args[0], ast.Name) else None
        n = self.expr(call.args[1])
        n = self.settle(n, i32, call) if isinstance(n, Lit) else None
        if not isinstance(t, (Scalar, VecType)) or t is boolean or n is None or n.value < 1:
            self.error(call, "shared(T, n) takes an element type and a positive literal count")
        if target.id in self.names:
            self.error(call, f"'{target.id}' is already defined")
        size = t.bits // 8
        self.lds = -(-self.lds // size) * size
        self.names[target.id] = Symbol(target.id, t, "shared", self.lds, int(n.value))
        self.lds += size * int(n.value)

    def condition(self, node):
        v = self.expr(node)
        if isinstance(v, Lit) and v.kind is boolean:
            return self.settle(v, boolean, node)
        if isinstance(v, Lit) or v.type is not boolean:
            self.error(node, "a condition must be a bool (write a comparison)")
        return v

    def stmt_If(self, node):
        cond = self.condition(node.test)
        then = self.statements(node.body)
        orelse = self.statements(node.orelse)
        self.block.append(If(cond, then, orelse, node.lineno))

    # -- short-circuit and/or ---------------------------------------------------------------

    def speculate(self, node):
        """The value of ``node`` if evaluating it for every lane is harmless (no memory access,
        no division), else None."""
        risky = any(isinstance(n, (ast.Subscript, ast.Call)) or
                    isinstance(n, ast.BinOp) and isinstance(n.op, (ast.FloorDiv, ast.Mod))
                    for n in ast.walk(node))
        if risky:
            return None
        return self.settle(self.expr(node), boolean, node)

    def short_circuit(self, kind, left, node):
        t = self.new_value(boolean, f"{kind}.{self.count}")
        self.block.append(Op("mov", t, (left,), node.lineno))
        test = left if kind == "and" else self.emit_op("not", boolean, (left,), node)
        saved, self.block = self.block, []
        right = self.settle(self.expr(node), boolean, node)
        self.block.append(Op("mov", t, (right,), node.lineno))
        then, self.block = self.block, saved
        self.block.append(If(test, then, [], node.lineno))
        return t
