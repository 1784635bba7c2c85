"""Vectors (types.py: f32x2, f32x4, i32x2, i32x4, u32x2, u32x4): in the front end a vector is
its elements, each a scalar Value (a variable's elements are variables ``v.x`` ... ``v.w``), so
arithmetic is elementwise scalar code; in memory it is one access of 8 or 16 bytes, a
``Ptr[f32x4]`` element or a ``shared(f32x4, n)`` element (aligned to its size by construction:
device buffers are, shared arrays are laid out so), loaded into consecutive registers and
taken apart (``extract``), or put together (``pack``) and stored.

    v = p[i]            ->  %4:f32x4 = load [p] %1        global_load_dwordx4 %v4, ...
                            %5:f32 = extract [0] %4 ...   v_mov_b32 %v5, %v4.0 ...
    q[i] = v * 2.0      ->  %9:f32 = mul %5, 2.0 ... ; %13:f32x4 = pack %9, %10, %11, %12
                            store [q] %1, %13             global_store_dwordx4 ..., %v13, ...
    v.x, v[0], v.x = s      an element (x y z w, or a literal index), read or assigned
    f32x4(a, b, c, d)       a vector of its elements; f32x4(s) of one value in each
"""
import ast
import collections

from ..outputs import article
from .ir import Op, Value, walk
from .literals import Lit
from .machine import Sub, VReg

NAMES = "xyzw"


class Vector:
    """A vector in the front end: its type and its elements (Values or Consts)."""

    def __init__(self, type_, parts):
        self.type = type_
        self.parts = tuple(parts)


class VectorsMixin:
    """Builder methods (frontend.py) for vector values."""

    def make_vector(self, t, node):
        if len(node.args) not in (1, t.n):
            self.error(node, f"{t}() takes 1 or {t.n} elements")
        parts = [self.settle(self.expr(a), t.elem, node) for a in node.args]
        return Vector(t, parts * t.n if len(parts) == 1 else parts)

    def vector_binary(self, op, a, b, node):
        vec = a if isinstance(a, Vector) else b
        if op in ("lt", "le", "gt", "ge", "eq", "ne"):
            self.error(node, f"'{op}' of vectors: compare their elements")
        for x in (a, b):
            if isinstance(x, Vector) and x.type != vec.type:
                self.error(node, f"mixing {a.type} and {b.type} without a conversion")
        parts = [self.binary(op, a.parts[k] if isinstance(a, Vector) else a,
                             b.parts[k] if isinstance(b, Vector) else b, node)
                 for k in range(vec.type.n)]
        return Vector(vec.type, [self.settle(p, vec.type.elem, node) for p in parts])

    def vector_of(self, node):
        """The Vector a name holds, or None."""
        found = self.names.get(node.id) if isinstance(node, ast.Name) else None
        return found if isinstance(found, Vector) else None

    def element(self, node):
        """``v.x`` / ``v[k]`` of a vector variable, or None when ``node`` is not one."""
        base = node.value
        vec = self.vector_of(base)
        if vec is None and isinstance(node, ast.Attribute) and len(node.attr) == 1 \
                and node.attr in NAMES and not isinstance(base, ast.Name):
            vec = self.expr(base)
            vec = vec if isinstance(vec, Vector) else None
        if vec is None:
            return None
        n = vec.type.n
        if isinstance(node, ast.Attribute):
            k = NAMES.find(node.attr) if len(node.attr) == 1 else -1
        else:
            k = self.expr(node.slice)
            k = k.number if isinstance(k, Lit) and type(k.number) is int else -1
        if not 0 <= k < n:
            self.error(node, f"{article(vec.type)}'s elements are "
                       + " ".join("." + c for c in NAMES[:n]) + f" or a literal index 0..{n - 1}")
        return vec, k

    def loaded(self, value, node):
        """A vector loaded into one register: its elements."""
        t = value.type
        return Vector(t, [self.emit_op("extract", t.elem, (value,), node, attr=k)
                          for k in range(t.n)])

    def stored(self, value, node):
        """What a store writes: a vector as one value, put together."""
        if not isinstance(value, Vector):
            return value
        return self.emit_op("pack", value.type, value.parts, node)

    def store_vector(self, target, value, node):
        current = self.names.get(target.id)
        if not isinstance(value, Vector) or current is not None and not isinstance(
                current, Vector):
            have = current.type if current is not None else None
            self.error(node, f"'{target.id}' is {have}; {article(value.type)} assigned to it")
        if current is None:
            current = Vector(value.type, [self.new_value(value.type.elem, f"{target.id}.{c}")
                                          for c in NAMES[:value.type.n]])
            self.names[target.id] = current
        if current.type != value.type:
            self.error(node, f"'{target.id}' is {current.type}; {article(value.type)} "
                             "assigned to it")
        for dst, src in zip(current.parts, value.parts):
            self.block.append(Op("mov", dst, (src,), node.lineno))

    def store_element(self, target, value_node, node):
        vec, k = self.element(target)
        value = self.typed(value_node, vec.type.elem)
        self.block.append(Op("mov", vec.parts[k], (value,), node.lineno))


class VectorSelectMixin:
    """Selector methods (select.py) for pack and extract."""

    def op_extract(self, s):
        """A temporary element is read where it lies, in the vector's register."""
        if s.dst.var is None and s.dst.id not in self.regs:
            self.regs[s.dst.id] = Sub(self.reg(s.args[0]), s.attr)
            return
        self.emit("v_mov_b32_e32", [self.reg(s.dst)], [Sub(self.reg(s.args[0]), s.attr)])

    def op_pack(self, s):
        d = self.reg(s.dst)
        for k, part in enumerate(s.args):
            if not self.write_into(part, Sub(d, k)):
                self.emit("v_mov_b32_e32", [Sub(d, k)], [self.operand(part)])

    def write_into(self, part, dst):
        """Whether the one instruction that made ``part``, a temporary read only here, now
        writes ``dst`` instead (no copy)."""
        if not isinstance(part, Value) or part.var is not None or self.reads(part) != 1:
            return False
        r = self.regs.get(part.id)
        if not isinstance(r, VReg) or r.file != "v" or r.size != 1:
            return False
        writers = [inst for inst in self.out if r in inst.defs]
        if len(writers) != 1 or any(r in inst.uses for inst in self.out):
            return False
        inst = writers[0]
        inst.operands = [dst if o is r else o for o in inst.operands]
        inst.defs = tuple(dst.reg if x is r else x for x in inst.defs)
        return True

    def reads(self, value):
        """How many IR operations read ``value``."""
        if not hasattr(self, "read_counts"):
            self.read_counts = collections.Counter(
                a.id for s in walk(self.fn.body) if isinstance(s, Op) for a in s.args
                if isinstance(a, Value))
        return self.read_counts[value.id]
