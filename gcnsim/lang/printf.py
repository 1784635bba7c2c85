"""``print(...)`` in a kernel: each lane that runs it appends a record to the device printf
buffer (the hidden argument ``hidden_printf_buffer``, as HIP's and OpenCL's printf use), and
the runtime prints the records after the launch (emu/printf.py), in workgroup order, then wave,
then as each wave ran its prints, lane by lane.

The format is the code object's ``amdhsa.printf`` entry, as LLVM writes OpenCL's:
``"<id>:<argument count>:<size>:...:<format>"``, the format a C one of ``%d %u %ld %f %lf %b``
(i32, u32, i64, f32, f64, bool: printed as Python prints the value of that type) with the
literal strings in it, joined by spaces and ended by a newline as print() does. A record is
dwords: the format id, group_id(0..2), local_id(0..2), then the values (64-bit ones low word
first). A lane claims its bytes with an atomic add on the buffer's first word; a record that
does not fit is counted in the third word instead (the runtime reports it).

    print("x =", x)      ->  %7:u32 = atomic [atomic_add, printf] 0, 36
    (x: f32)                 if %7 + 36 <= printf[1]:  printf[4 + %7 // 4 + k] = ... (9 dwords)
                             else: atomic_add(printf, 2, 1)
"""
import ast
from types import SimpleNamespace

from .emit import HIDDEN, hidden_offset
from .ir import Const, If, Op, Symbol
from .types import VecType, boolean, f16, f32, f64, i32, i64, u32

CONVERSION = {"i32": "%d", "u32": "%u", "i64": "%ld", "f32": "%f", "f16": "%f", "f64": "%lf",
              "bool": "%b"}
PRINTF_ARG = sum(size for _, size in HIDDEN)    # its offset from the first hidden argument
HEADER_DWORDS = 4            # the buffer's header: used bytes, capacity, records dropped, 0


class _Print:
    """What the name print means in a kernel when its module and closure do not shadow it: the
    statement above, whatever builtins.print is now (Ray, for one, replaces it with a function
    of its own, which must not be taken for a device function)."""

    def __repr__(self):
        return "print"


PRINT = _Print()


def printf_offset(args):
    """The kernarg offset of hidden_printf_buffer for a kernel with these arguments."""
    return hidden_offset(SimpleNamespace(args=args)) + PRINTF_ARG


class PrintMixin:
    """Builder methods (frontend.py) for print()."""

    def print_call(self, call, args):
        if call.keywords:
            self.error(call, "print() takes no keyword arguments in a kernel (sep, end, file)")
        pieces, dwords = [], []
        for node in call.args:
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                pieces.append(node.value.replace("%", "%%"))
                continue
            v = self.settle(self.expr(node), None, node)
            if isinstance(v.type, VecType):
                self.error(node, "print() of a vector: print its elements")
            pieces.append(CONVERSION[v.type.name])
            dwords += self.print_words(v, node)
        if not hasattr(self, "formats"):
            self.formats = []
        self.formats.append(f"{len(self.formats) + 1}:{len(dwords)}:"
                            + "".join("4:" for _ in dwords) + " ".join(pieces) + "\n")
        header = [Const(len(self.formats), u32)]
        for name in ("group_id", "local_id"):
            for d in range(3):
                self.note_dim(d)
                header.append(self.emit_op(name, i32, (), call, attr=d))
        self.append_record(header + dwords, call, args)

    def print_words(self, v, node):
        """The dwords a value is recorded as (u32s)."""
        if v.type is boolean:
            return [self.emit_op("select", u32, (v, Const(1, u32), Const(0, u32)), node)]
        if v.type is f16:
            v = self.emit_op("cvt", f32, (v,), node)
        if v.type is f64:
            v = self.emit_op("bitcast", i64, (v,), node)
        if v.type is i64:
            high = self.emit_op("shr", i64, (v, Const(32, i64)), node)
            return [self.emit_op("cvt", u32, (w,), node) for w in (v, high)]
        if isinstance(v, Const):
            v = self.emit_op("mov", v.type, (v,), node)
        return [v if v.type is u32 else self.emit_op("bitcast", u32, (v,), node)]

    def append_record(self, words, call, args):
        buf = Symbol("printf buffer", u32, "global", printf_offset(args))
        size = Const(4 * len(words), u32)
        start = self.emit_op("atomic", u32, (Const(0, i32), size), call, attr=("atomic_add", buf))
        end = self.emit_op("add", u32, (start, size), call)
        room = self.emit_op("load", u32, (Const(1, i32),), call, attr=buf)
        fits = self.emit_op("le", boolean, (end, room), call)
        saved, self.block = self.block, []
        first = self.emit_op("shr", u32, (start, Const(2, u32)), call)
        for k, word in enumerate(words):
            at = self.emit_op("add", u32, (first, Const(HEADER_DWORDS + k, u32)), call)
            self.block.append(Op("store", None, (at, word), call.lineno, buf))
        then, self.block = self.block, []
        self.emit_op("atomic", u32, (Const(2, i32), Const(1, u32)), call,
                     attr=("atomic_add", buf))
        orelse, self.block = self.block, saved
        self.block.append(If(fits, then, orelse, call.lineno))
