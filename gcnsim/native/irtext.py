"""LLVM IR built as text: the part of llvmlite.ir's interface the translator uses, writing
each instruction's line when it is made.

llvmlite.ir makes an object per instruction (a name registered in a scope, operands kept,
formatted again on ``str(module)``): ~20 us an instruction, three fifths of making a corpus
segment's function at O0. Here an instruction is one formatted line appended to its block
and a value is its type and its reference (``%".7"``), so the lowering (ops.py, compute.py,
lanes.py, ...) stays the one description of each opcode, written against the same builder
calls, types and constants. Values are named as llvmlite names them (arguments, the return
value and every instruction numbered in order in the function; blocks by name, ``head.1``
for a second ``head``), so both print the same function, which LLVM parses to the same
module (tests/native/test_irtext.py).

    module = Module("m"); fn = Function(module, FunctionType(I64, [I64]), "f")
    b = IRBuilder(fn.append_basic_block("entry")); b.ret(b.add(fn.args[0], I64(1)))
    str(module)     # the IR text jit.py compiles
"""
import contextlib
import struct

_CMP = {">": "gt", "<": "lt", "==": "eq", "!=": "ne", ">=": "ge", "<=": "le"}


class Type:
    """An LLVM type: ``text`` is how IR writes it; calling it makes a constant of it."""
    __slots__ = ("text", "_pointer")

    def __init__(self, text):
        self.text = text
        self._pointer = None

    def __str__(self):
        return self.text

    def __eq__(self, other):
        return isinstance(other, Type) and other.text == self.text

    def __hash__(self):
        return hash(self.text)

    def __call__(self, value):
        return Constant(self, value)

    def as_pointer(self):
        if self._pointer is None:
            self._pointer = PointerType(self)
        return self._pointer

    def format_constant(self, value):
        return str(value)

    @property
    def opaque(self):
        """How LLVM 15+ prints the type (every pointer ``ptr``): jit.py's check of a cached
        function's type."""
        return self.text


class IntType(Type):
    __slots__ = ("width",)

    def __init__(self, bits):
        super().__init__(f"i{bits}")
        self.width = bits

    @property
    def intrinsic_name(self):
        return self.text

    def format_constant(self, value):
        return str(value).lower() if isinstance(value, bool) else str(value)


class _Float(Type):
    __slots__ = ("pack", "intrinsic_name")

    def __init__(self, text, pack, intrinsic_name):
        super().__init__(text)
        self.pack, self.intrinsic_name = pack, intrinsic_name

    def format_constant(self, value):
        """A hexadecimal double, rounded to this type first (as llvmlite writes it)."""
        value = struct.unpack(self.pack, struct.pack(self.pack, float(value)))[0]
        return f"{struct.unpack('Q', struct.pack('d', value))[0]:#018x}"


_FLOAT, _DOUBLE = _Float("float", "f", "f32"), _Float("double", "d", "f64")


def FloatType():        # noqa: N802 - llvmlite.ir's name
    return _FLOAT


def DoubleType():       # noqa: N802 - llvmlite.ir's name
    return _DOUBLE


def VoidType():         # noqa: N802 - llvmlite.ir's name
    return Type("void")


class PointerType(Type):
    __slots__ = ("pointee",)

    def __init__(self, pointee):
        super().__init__(f"{pointee.text}*")
        self.pointee = pointee

    @property
    def opaque(self):
        return "ptr"

    @property
    def intrinsic_name(self):
        return f"p0{self.pointee.intrinsic_name}"


class ArrayType(Type):
    __slots__ = ("element", "count")
    brackets = "[]"

    def __init__(self, element, count):
        super().__init__(f"{self.brackets[0]}{count} x {element.text}{self.brackets[1]}")
        self.element, self.count = element, count

    @property
    def opaque(self):
        return f"{self.brackets[0]}{self.count} x {self.element.opaque}{self.brackets[1]}"

    def format_constant(self, values):
        element = self.element
        return (self.brackets[0] + ", ".join(f"{element.text} {element.format_constant(x)}"
                                             for x in values) + self.brackets[1])


class VectorType(ArrayType):
    __slots__ = ()
    brackets = "<>"


class FunctionType(Type):
    __slots__ = ("return_type", "args")

    def __init__(self, return_type, args):
        super().__init__(f"{return_type.text} ({', '.join(a.text for a in args)})")
        self.return_type, self.args = return_type, tuple(args)

    @property
    def opaque(self):
        return f"{self.return_type.opaque} ({', '.join(a.opaque for a in self.args)})"


Undefined = object()        # Constant(typ, Undefined): undef


class Value:
    """A typed value: ``ref`` is how an operand writes it."""
    __slots__ = ("type", "ref")

    def __init__(self, typ, ref):
        self.type, self.ref = typ, ref

    def get_reference(self):
        return self.ref


class Constant(Value):
    __slots__ = ()

    def __init__(self, typ, value):
        if value is not Undefined:
            ref = typ.format_constant(value)
        elif isinstance(typ, ArrayType):        # element by element, as llvmlite writes it
            ref = (typ.brackets[0] + ", ".join([f"{typ.element.text} undef"] * typ.count)
                   + typ.brackets[1])
        else:
            ref = "undef"
        super().__init__(typ, ref)


class _Phi(Value):
    """A phi node, written when its block is (its incoming values come later)."""
    __slots__ = ("incoming",)

    def __init__(self, typ, ref):
        super().__init__(typ, ref)
        self.incoming = []

    def add_incoming(self, value, block):
        self.incoming.append(f'[{value.ref}, %"{block.name}"]')

    def __str__(self):
        return f"  {self.ref} = phi {self.type.text} {', '.join(self.incoming)}"


class Block:
    """A basic block: its lines and, once ended, its terminator."""
    __slots__ = ("name", "function", "lines", "terminator")

    def __init__(self, function, name):
        self.function, self.name = function, name
        self.lines, self.terminator = [], None


class Module:
    """Globals and functions in the order made; ``str`` is the module's IR text."""

    def __init__(self, name=""):
        self.name = name
        self.globals = {}
        self.metadata = {}          # text -> its number

    def declare_intrinsic(self, name, types):
        """llvm.memset over ``types`` (pointer, length), as llvmlite declares it."""
        if name != "llvm.memset":
            raise NotImplementedError(name)
        full = f"{name}.{'.'.join(t.intrinsic_name for t in types)}"
        found = self.globals.get(full)
        if found is None:
            found = Function(self, FunctionType(VoidType(), [types[0], IntType(8), types[1],
                                                             IntType(1)]), full)
        return found

    def _weights(self, text):
        number = self.metadata.setdefault(text, len(self.metadata))
        return f", !prof !{number}"

    def __str__(self):
        parts = [str(g) for g in self.globals.values()]
        parts += [f"!{n} = !{{ {text} }}" for text, n in self.metadata.items()]
        return "\n".join(parts) + "\n"


class GlobalVariable(Value):
    __slots__ = ("name", "initializer", "global_constant", "linkage")

    def __init__(self, module, typ, name):
        super().__init__(typ.as_pointer(), f'@"{name}"')
        self.name, self.initializer = name, None
        self.global_constant, self.linkage = False, ""
        module.globals[name] = self

    def __str__(self):
        kind = "constant" if self.global_constant else "global"
        linkage = f"{self.linkage} " if self.linkage else ""
        return f"{self.ref} = {linkage}{kind} {self.type.pointee.text} {self.initializer.ref}"


class Function(Value):
    """A function of ``module``: declared, or defined once it has blocks."""
    __slots__ = ("name", "module", "ftype", "args", "blocks", "count", "used", "suffixes",
                 "linkage")

    def __init__(self, module, ftype, name):
        super().__init__(ftype.as_pointer(), f'@"{name}"')
        self.name, self.module, self.ftype = name, module, ftype
        self.linkage = ""
        self.args = tuple(Value(t, f'%".{k + 1}"') for k, t in enumerate(ftype.args))
        self.count = len(self.args) + 1         # llvmlite names the return value too
        self.blocks, self.used, self.suffixes = [], set(), {}   # block names (llvmlite's)
        module.globals[name] = self

    @property
    def entry_basic_block(self):
        return self.blocks[0]

    def append_basic_block(self, name):
        """A new block named ``name``, or ``name.1``, ``name.2``, ... where that is taken."""
        base = name
        while name in self.used:
            self.suffixes[base] = self.suffixes.get(base, 0) + 1
            name = f"{base}.{self.suffixes[base]}"
        self.used.add(name)
        block = Block(self, name)
        self.blocks.append(block)
        return block

    def next_name(self):
        self.count += 1
        return f'%".{self.count}"'

    def __str__(self):
        ret = self.ftype.return_type.text
        if not self.blocks:
            return f"declare {ret} {self.ref}({', '.join(a.text for a in self.ftype.args)})\n"
        linkage = f"{self.linkage} " if self.linkage else ""
        head = f"define {linkage}{ret} {self.ref}({', '.join(f'{a.type.text} {a.ref}' for a in self.args)})"
        lines = [head, "{"]
        for block in self.blocks:
            lines.append(f"{block.name}:")
            lines.extend(map(str, block.lines))
            if block.terminator is not None:
                lines.append(block.terminator)
        lines.append("}\n")
        return "\n".join(lines)


def _binary(op):
    """The builder method of a binary instruction ``op`` (its result of the first's type)."""
    return lambda self, x, y: self._emit(x.type, f"{op} {x.type.text} {x.ref}, {y.ref}")


def _cast(op):
    """The builder method of a cast ``op`` of a value to type ``typ``."""
    return lambda self, x, typ: self._emit(typ, f"{op} {x.type.text} {x.ref} to {typ.text}")


class IRBuilder:
    """Appends instructions to a block (or inserts them from its start: position_at_start)."""

    def __init__(self, block=None):
        self.block = self._at = None
        if block is not None:
            self.position_at_end(block)

    @property
    def function(self):
        return self.block.function

    @property
    def module(self):
        return self.block.function.module

    basic_block = property(lambda self: self.block)

    def position_at_end(self, block):
        self.block, self._at = block, None

    def position_at_start(self, block):
        self.block, self._at = block, 0

    def _put(self, line):
        if self._at is None:
            self.block.lines.append(line)
        else:
            self.block.lines.insert(self._at, line)
            self._at += 1

    def _emit(self, typ, text):
        ref = self.block.function.next_name()
        self._put(f"  {ref} = {text}")
        return Value(typ, ref)

    def _void(self, text):
        self.block.function.count += 1
        self._put(f"  {text}")

    def _end(self, text):
        self.block.function.count += 1
        self.block.terminator = f"  {text}"

    add = _binary("add")
    sub = _binary("sub")
    mul = _binary("mul")
    udiv = _binary("udiv")
    urem = _binary("urem")
    and_ = _binary("and")
    or_ = _binary("or")
    xor = _binary("xor")
    shl = _binary("shl")
    lshr = _binary("lshr")
    ashr = _binary("ashr")
    fadd = _binary("fadd")
    fsub = _binary("fsub")
    fmul = _binary("fmul")
    fdiv = _binary("fdiv")

    def not_(self, x):
        return self._emit(x.type, f"xor {x.type.text} {x.ref}, -1")

    def _compare(self, kind, op, x, y):
        typ = x.type
        result = VectorType(_I1, typ.count) if isinstance(typ, VectorType) else _I1
        return self._emit(result, f"{kind} {op} {typ.text} {x.ref}, {y.ref}")

    def icmp_unsigned(self, op, x, y):
        return self._compare("icmp", _CMP[op] if op in ("==", "!=") else "u" + _CMP[op], x, y)

    def icmp_signed(self, op, x, y):
        return self._compare("icmp", _CMP[op] if op in ("==", "!=") else "s" + _CMP[op], x, y)

    def fcmp_ordered(self, op, x, y):
        return self._compare("fcmp", "o" + _CMP[op] if op in _CMP else op, x, y)

    def fcmp_unordered(self, op, x, y):
        return self._compare("fcmp", "u" + _CMP[op] if op in _CMP else op, x, y)

    def select(self, cond, x, y):
        return self._emit(x.type, f"select {cond.type.text} {cond.ref}, {x.type.text} {x.ref}, "
                                  f"{y.type.text} {y.ref}")

    zext = _cast("zext")
    sext = _cast("sext")
    trunc = _cast("trunc")
    bitcast = _cast("bitcast")
    fpext = _cast("fpext")
    fptrunc = _cast("fptrunc")
    uitofp = _cast("uitofp")
    sitofp = _cast("sitofp")
    fptoui = _cast("fptoui")
    inttoptr = _cast("inttoptr")
    ptrtoint = _cast("ptrtoint")

    def load(self, pointer, align=None):
        typ = pointer.type.pointee
        tail = f", align {align}" if align else ""
        return self._emit(typ, f"load {typ.text}, {pointer.type.text} {pointer.ref}{tail}")

    def store(self, value, pointer, align=None):
        tail = f", align {align}" if align else ""
        self._void(f"store {value.type.text} {value.ref}, {pointer.type.text} {pointer.ref}"
                   f"{tail}")

    def gep(self, pointer, indices):
        typ = pointer.type.pointee
        source = typ
        for _ in indices[1:]:
            typ = typ.element
        return self._emit(typ.as_pointer(), f"getelementptr {source.text}, {pointer.type.text} "
                          f"{pointer.ref}, " + ", ".join(f"{i.type.text} {i.ref}"
                                                         for i in indices))

    def alloca(self, typ, size=None):
        """``size``: an integer value, a Python int (an i32 constant) or None (one)."""
        if isinstance(size, int):
            size = _I32(size)
        tail = "" if size is None else f", {size.type.text} {size.ref}"
        return self._emit(typ.as_pointer(), f"alloca {typ.text}{tail}")

    def call(self, fn, args):
        ret = fn.type.pointee.return_type      # a Function, or a pointer to one
        text = f"call {ret.text} {fn.ref}({', '.join(f'{a.type.text} {a.ref}' for a in args)})"
        if ret.text == "void":
            self._void(text)
            return None
        return self._emit(ret, text)

    def insert_element(self, vector, value, index):
        return self._emit(vector.type, f"insertelement {vector.type.text} {vector.ref}, "
                          f"{value.type.text} {value.ref}, {index.type.text} {index.ref}")

    def shuffle_vector(self, x, y, mask):
        typ = VectorType(x.type.element, mask.type.count)
        return self._emit(typ, f"shufflevector {x.type.text} {x.ref}, {y.type.text} {y.ref}, "
                               f"{mask.type.text} {mask.ref}")

    def phi(self, typ):
        phi = _Phi(typ, self.block.function.next_name())
        self._put(phi)
        return phi

    def ret(self, value):
        self._end(f"ret {value.type.text} {value.ref}")

    def ret_void(self):
        self._end("ret void")

    def branch(self, target):
        self._end(f'br label %"{target.name}"')

    def cbranch(self, cond, yes, no, weights=""):
        self._end(f'br i1 {cond.ref}, label %"{yes.name}", label %"{no.name}"{weights}')

    @contextlib.contextmanager
    def goto_block(self, block):
        """At the end of ``block`` (before its terminator), then back at the end of this one."""
        old = self.block
        self.position_at_end(block)
        try:
            yield
        finally:
            self.position_at_end(old)

    def _split(self, pred, likely, *suffixes):
        fn = self.block.function
        name = self.block.name
        stem = name if len(name) <= 50 else name[:25] + ".."
        blocks = [fn.append_basic_block(stem + suffix) for suffix in suffixes]
        weights = "" if likely is None else self.block.function.module._weights(
            '!"branch_weights", i32 99, i32 1' if likely else '!"branch_weights", i32 1, i32 99')
        self.cbranch(pred, blocks[0], blocks[1], weights)
        return blocks

    @contextlib.contextmanager
    def _branch(self, enter, leave):
        self.position_at_end(enter)
        yield leave
        if self.block.terminator is None:
            self.branch(leave)

    @contextlib.contextmanager
    def if_then(self, pred, likely=None):
        then, end = self._split(pred, likely, ".if", ".endif")
        with self._branch(then, end):
            yield end
        self.position_at_end(end)

    @contextlib.contextmanager
    def if_else(self, pred, likely=None):
        then, otherwise, end = self._split(pred, likely, ".if", ".else", ".endif")
        yield self._branch(then, end), self._branch(otherwise, end)
        self.position_at_end(end)


_I1, _I32 = IntType(1), IntType(32)
