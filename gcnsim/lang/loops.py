"""Loops of the kernel language: ``while`` and ``for NAME in range(start, stop, step)`` (the
step a literal or any i32/u32/i64 value), each with Python's ``else`` clause.

A step that is a value is checked once, before the loop, as Python's ``range()`` checks it: a
zero step is a kernel trap naming the line (Python raises ValueError). A step known positive
(``global_size(0)``, a u32) tests ``counter < stop``; one of unknown sign tests by its sign,
so a grid-stride loop reads as in Numba and costs what clang's does, plus one ``min``:

    for i in range(global_id(0), n, global_size(0)):     counter = global_id ; stop = n
        y[i] = 2 * x[i]                           ->     limit = MAX - step            (once)
                                                         loop: while counter < stop
                                                           body ; counter = min(counter,
                                                                    limit) + step

The counter's last step never wraps past the type's limit and starts over (the ``min``: a
counter beyond ``limit`` is in its last iteration, and lands on the limit, which ends it).
``else`` runs when the loop ended without ``break``: a flag set by each break of this loop.
"""
import ast
import builtins as py_builtins

from ..outputs import article
from .counters import compare_with_literal, counter_update
from .ir import Const, If, Jump, Loop, Op, Value, walk
from .literals import Lit, literal
from .types import boolean, i32

UNROLL_LIMIT = 16             # literal-range loops this short are written out
POSITIVE = ("global_size", "local_size", "num_groups")      # work-item values of at least 1


class LoopsMixin:
    """Loop statements for the statement builder (frontend.py)."""

    def stmt_While(self, node):
        if not node.orelse and self.unrolled_while(node):
            return
        head = []
        saved, self.block = self.block, head
        cond = self.condition(node.test)
        self.block = saved
        flag = self.else_flag(node)
        body = self.loop_body(node.body, flag, [])
        self.block.append(Loop(head, cond, body, [], node.lineno))
        self.else_clause(node, flag)

    def unrolled_while(self, node):
        """``while k < 64: ...; k = k << 1`` with k set from a literal just before: a counter
        whose values the compiler knows, written out once per value (at most UNROLL_LIMIT) as a
        literal-range loop is, k a literal in each copy; afterwards k holds its last value.
        The test compares k with a literal, the body's last statement is its only assignment
        to k (k = k op literal, or k op= literal; op one of + - * << >>), and nothing in the
        body jumps."""
        counter = counter_update(node)
        var = self.names.get(counter[0]) if counter else None
        start = self.known_value(var) if isinstance(var, Value) and var.type.is_int else None
        if start is None or any(isinstance(n, (ast.Break, ast.Continue, ast.Return))
                                for n in ast.walk(ast.Module(body=node.body, type_ignores=[]))):
            return False
        name, step, c = counter
        test, t = compare_with_literal(node.test, name), var.type
        if test is None or not (t.fits(c) and t.fits(test[1])) or _stores(node.body[:-1], name):
            return False
        values, k = [], start
        while test[0](k) and len(values) <= UNROLL_LIMIT:
            values.append(k)
            k = t.wrap(step(k, t.bits))
        if len(values) > UNROLL_LIMIT:
            return False
        for value in values:
            self.names[name] = Const(value, t)
            self.statements(node.body[:-1], self.block)
        self.names[name] = var
        self.block.append(Op("mov", var, (Const(k, t),), node.lineno))
        return True

    def known_value(self, var):
        """The literal ``var`` was last set to in this block, if nothing since may change it."""
        for s in reversed(self.block):
            if isinstance(s, Op) and s.dst is var:
                return s.args[0].value if s.op == "mov" and isinstance(s.args[0], Const) \
                    else None
            if not isinstance(s, Op) and any(isinstance(w, Op) and w.dst is var
                                             for w in walk([s])):
                return None
        return None

    def loop_body(self, stmts, flag, body):
        self.loops += 1
        self.breaks.append(flag)
        self.statements(stmts, body)
        self.breaks.pop()
        self.loops -= 1
        return body

    def else_flag(self, node):
        """A bool set by the loop's breaks when it has an ``else`` they skip."""
        if not node.orelse or not _breaks(node.body):
            return None
        flag = self.new_value(boolean, f"else.{self.count}")
        self.block.append(Op("mov", flag, (Const(False, boolean),), node.lineno))
        return flag

    def else_clause(self, node, flag):
        if not node.orelse:
            return
        if flag is None:
            self.statements(node.orelse, self.block)
            return
        test = self.emit_op("not", boolean, (flag,), node)
        self.block.append(If(test, self.statements(node.orelse), [], node.orelse[0].lineno))

    def stmt_Break(self, node):
        if self.loops and self.breaks[-1] is not None:
            self.block.append(Op("mov", self.breaks[-1], (Const(True, boolean),), node.lineno))
        self.jump("break", node)

    def stmt_Continue(self, node):
        self.jump("continue", node)

    def jump(self, kind, node):
        if not self.loops:
            self.error(node, f"'{kind}' outside a loop")
        self.block.append(Jump(kind, node.lineno))

    # -- for ... in range ---------------------------------------------------------------------

    def stmt_For(self, node):
        it = node.iter
        if (not isinstance(node.target, ast.Name) or not isinstance(it, ast.Call)
                or it.keywords or self.lookup(it.func) is not py_builtins.range
                or not 1 <= len(it.args) <= 3):
            self.error(node, "only 'for NAME in range(...)' loops are in the kernel language")
        args = list(it.args) if len(it.args) > 1 else [ast.Constant(0), it.args[0]]
        step = self.expr(args[2]) if len(args) == 3 else literal(1)
        start, stop = self.expr(args[0]), self.expr(args[1])
        if isinstance(step, Value):
            start, stop, step = self.typed_bounds(start, stop, step, it)
            self.check_step(step, node)
        else:
            if isinstance(step, Lit):
                if step.kind is not i32:
                    self.error(it, "range()'s step must be an integer")
                step = self.settle(step, i32, it)
            if step.value == 0 or not step.type.is_int:
                self.error(it, "range()'s step must not be zero (Python raises ValueError)")
            if isinstance(start, Lit) and isinstance(stop, Lit):
                start = self.settle(start, self.types_of(node.target), node)
            if self.unrolled(node, start, stop, step):
                return
            start, stop = self.unify(start, stop, node)
            step = Const(step.value, start.type)
        if not start.type.is_int:
            self.error(it, "range() of integers")
        self.counted_loop(node, start, stop, step)

    def typed_bounds(self, start, stop, step, node):
        """start, stop and a step that is a value, of one integer type (literals take it)."""
        if not step.type.is_int:
            self.error(node, f"range()'s step must be an integer, not {step.type}")
        start = self.settle(start, step.type, node) if isinstance(start, Lit) else start
        stop = self.settle(stop, step.type, node) if isinstance(stop, Lit) else stop
        start, stop = self.unify(start, stop, node)
        if start.type != step.type:
            self.error(node, f"range() mixing {start.type} bounds and {article(step.type)} step")
        return start, stop, step

    def check_step(self, step, node):
        """A zero step: a kernel trap at the loop's line (Python's ValueError)."""
        if self.sign_of(step) is not None and self.sign_of(step) > 0 and \
                not self.may_be_zero(step):
            return
        zero = self.emit_op("eq", boolean, (step, Const(0, step.type)), node)
        trap = Op("trap", None, (), node.lineno, "range() step is 0")
        self.block.append(If(zero, [trap], [], node.lineno))

    def defining_op(self, value):
        return next((s for s in reversed(self.block) if isinstance(s, Op) and s.dst is value),
                    None)

    def sign_of(self, step):
        """+1 or -1 where the step's sign is known at compile time, else None."""
        if isinstance(step, Const):
            return 1 if step.value > 0 else -1
        op = self.defining_op(step) if step.var is None else None
        if step.type.kind == "uint" or op is not None and op.op in POSITIVE:
            return 1
        return None

    def may_be_zero(self, step):
        op = self.defining_op(step) if step.var is None else None
        return op is None or op.op not in POSITIVE

    def counted_loop(self, node, start, stop, step):
        t, line, name = start.type, node.lineno, node.target.id
        counter = self.new_value(t, f"{name}.range")
        self.block.append(Op("mov", counter, (start,), line))
        bound = self.new_value(t, f"{name}.stop")
        self.block.append(Op("mov", bound, (stop,), line))
        sign = self.sign_of(step)
        positive = None if sign is not None else \
            self.emit_op("gt", boolean, (step, Const(0, t)), node)
        head = []
        saved, self.block = self.block, head
        cond = self.loop_test(counter, bound, sign, positive, node)
        self.block = saved
        latch, clamped = self.increment(counter, stop, step, sign, positive, node)
        read_after = name in self.names or _read_outside(self.scope_node, node, name)
        bind = not _stores(node.body, name) and (not read_after or not clamped
                                                 and not _breaks(node.body))
        if not bind and name not in self.names:     # no iteration: start - step, as when bound
            self.store_name(node.target, self.emit_op("sub", t, (start, step), node), node)
        flag = self.else_flag(node)
        body = []
        saved, self.block = self.block, body
        if bind:
            self.names[name] = counter            # read-only in the body: the counter itself
        else:
            self.store_name(node.target, counter, node)
        self.block = saved
        self.loop_body(node.body, flag, body)
        self.block.append(Loop(head, cond, body, latch, line))
        if bind:                                   # after the loop, the last value (Python's)
            del self.names[name]
            if read_after:
                last = self.emit_op("sub", t, (counter, step), node)
                self.store_name(node.target, last, node)
        self.else_clause(node, flag)

    def loop_test(self, counter, bound, sign, positive, node):
        if sign is not None:
            return self.emit_op("lt" if sign > 0 else "gt", boolean, (counter, bound), node)
        rising = self.emit_op("lt", boolean, (counter, bound), node)
        falling = self.emit_op("gt", boolean, (counter, bound), node)
        up = self.emit_op("and", boolean, (positive, rising), node)
        negative = self.emit_op("not", boolean, (positive,), node)
        down = self.emit_op("and", boolean, (negative, falling), node)
        return self.emit_op("or", boolean, (up, down), node)

    def increment(self, counter, stop, step, sign, positive, node):
        """The latch, ``counter += step``, and whether it clamps. A step from a counter that
        entered the body can wrap around the type's limit only for |step| > 1 and a stop that
        is not a constant far enough from the limit; there the counter first goes no further
        than ``edge - step``: a counter beyond it has its last iteration (its next value would
        pass the limit, so the stop), and the clamped step lands on the limit, which ends the
        loop (range(2**31 - 4, 2**31 - 1, 2) runs twice, as in Python)."""
        t, line = counter.type, node.lineno
        lo = -(1 << (t.bits - 1)) if t.kind == "int" else 0
        hi = lo + (1 << t.bits) - 1
        if isinstance(step, Const):
            edge = hi if step.value > 0 else lo
            far = stop.value if isinstance(stop, Const) else edge
            if t.fits(far - (1 if step.value > 0 else -1) + step.value):
                return [Op("add", counter, (counter, step), line)], False
            safe = self.new_value(t)
            return [Op("min" if step.value > 0 else "max", safe,
                       (counter, Const(edge - step.value, t)), line),
                    Op("add", counter, (safe, step), line)], True
        limits = {s: self.emit_op("sub", t, (Const(hi if s > 0 else lo, t), step), node)
                  for s in ((sign,) if sign is not None else (1, -1))}
        latch = []
        saved, self.block = self.block, latch
        if sign is not None:
            safe = self.emit_op("min" if sign > 0 else "max", t, (counter, limits[sign]), node)
        else:
            low = self.emit_op("min", t, (counter, limits[1]), node)
            high = self.emit_op("max", t, (counter, limits[-1]), node)
            safe = self.emit_op("select", t, (positive, low, high), node)
        self.block = saved
        latch.append(Op("add", counter, (safe, step), line))
        return latch, True

    def unrolled(self, node, start, stop, step):
        """A loop over a short literal range is written out once per value (the counter a
        literal in each copy, so ``buf[k * 16 + tx]`` folds into the instruction's offset)."""
        if isinstance(start, Lit) and isinstance(stop, Const) and stop.type.is_int:
            start = self.settle(start, stop.type, node)
        if isinstance(stop, Lit) and isinstance(start, Const) and start.type.is_int:
            stop = self.settle(stop, start.type, node)
        if not all(isinstance(v, Const) and v.type.is_int for v in (start, stop)):
            return False
        values = range(start.value, stop.value, step.value)
        name = node.target.id
        if len(values) > UNROLL_LIMIT or node.orelse or _stores(node.body, name) or any(
                isinstance(n, (ast.Break, ast.Continue, ast.Return))
                for n in ast.walk(ast.Module(body=node.body, type_ignores=[]))):
            return False
        if not isinstance(self.names.get(name), (type(None), Const)):
            return False
        t = start.type
        for value in values:
            self.names[name] = Const(value, t)
            self.statements(node.body, self.block)
        return True

    def types_of(self, target):
        current = self.names.get(target.id)
        return current.type if isinstance(current, Value) else None


def _breaks(body):
    """Whether the statements break out of the loop they are the body of (a break inside a
    nested loop ends that loop instead)."""
    todo = list(body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Break):
            return True
        if not isinstance(node, (ast.For, ast.While, ast.FunctionDef)):
            todo.extend(ast.iter_child_nodes(node))
        else:
            todo.extend(node.orelse if isinstance(node, (ast.For, ast.While)) else ())
    return False


def _stores(body, name):
    """Whether the statements assign ``name``."""
    return any(isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Store)
               for n in ast.walk(ast.Module(body=body, type_ignores=[])))


def _read_outside(scope, loop, name):
    """Whether ``name`` appears in the function ``scope`` anywhere but in ``loop``'s target
    and body (a loop's counter that nothing else reads needs no value after it)."""
    inside = {id(n) for part in (loop.body, [loop.target])
              for n in ast.walk(ast.Module(body=part, type_ignores=[]))}
    return any(isinstance(n, ast.Name) and n.id == name and id(n) not in inside
               for n in ast.walk(scope))
