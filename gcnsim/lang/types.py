"""The kernel language's types: fixed-width scalars and global pointers, and its rule for
literals (they take the type of the other operand; i32 or f32 when nothing else decides).

    i32, u32, i64     two's-complement integers that wrap (u32 unsigned)
    f16, f32, f64     IEEE floats
    boolean           the type of comparisons, and/or/not
    Ptr[f32]          a global pointer (kernel arguments only), indexed p[i]
    f32x4 ... u32x2   vectors of 2 or 4 32-bit elements (vectors.py); Ptr[f32x4] loads and
                      stores 16 bytes at p[i]

A scalar type is also the conversion written in a kernel: ``f32(i)``, ``i32(x)`` (truncation
toward zero), ``u32(i)`` (the same bits).
"""
from dataclasses import dataclass


@dataclass(frozen=True)
class Scalar:
    name: str
    kind: str            # "int", "uint", "float" or "bool"
    bits: int

    @property
    def dwords(self):
        return 2 if self.bits == 64 else 1

    @property
    def is_int(self):
        return self.kind in ("int", "uint")

    @property
    def is_float(self):
        return self.kind == "float"

    def __call__(self, value):
        from .errors import CompileError
        raise CompileError(f"{self.name}(...) converts only inside a @kernel function")

    def __repr__(self):
        return self.name

    def fits(self, value):
        """Whether a Python literal is representable (integers exactly, floats finite)."""
        if self.kind == "int":
            return -(1 << (self.bits - 1)) <= value < (1 << (self.bits - 1))
        if self.kind == "uint":
            return 0 <= value < (1 << self.bits)
        return True

    def wrap(self, value):
        """A Python int wrapped to this integer type (the language's arithmetic)."""
        value &= (1 << self.bits) - 1
        if self.kind == "int" and value >> (self.bits - 1):
            value -= 1 << self.bits
        return value


i32 = Scalar("i32", "int", 32)
u32 = Scalar("u32", "uint", 32)
i64 = Scalar("i64", "int", 64)
f16 = Scalar("f16", "float", 16)
f32 = Scalar("f32", "float", 32)
f64 = Scalar("f64", "float", 64)
boolean = Scalar("bool", "bool", 1)
SCALARS = (i32, u32, i64, f16, f32, f64)
OPENCL_NAMES = {"i32": "int", "u32": "uint", "i64": "long", "f16": "half", "f32": "float",
                "f64": "double"}


@dataclass(frozen=True)
class VecType:
    """``f32x4``: n 32-bit elements in consecutive registers and bytes (vectors.py)."""
    elem: Scalar
    n: int
    kind = "vec"
    is_int = is_float = False

    @property
    def name(self):
        return f"{self.elem.name}x{self.n}"

    @property
    def bits(self):
        return self.elem.bits * self.n

    @property
    def dwords(self):
        return self.n

    def __call__(self, *values):
        from .errors import CompileError
        raise CompileError(f"{self.name}(...) makes a vector only inside a @kernel function")

    def __repr__(self):
        return self.name


VECTORS = tuple(VecType(e, n) for e in (f32, i32, u32) for n in (2, 4))
f32x2, f32x4, i32x2, i32x4, u32x2, u32x4 = VECTORS
OPENCL_NAMES.update({v.name: OPENCL_NAMES[v.elem.name] + str(v.n) for v in VECTORS})


@dataclass(frozen=True)
class PtrType:
    elem: Scalar

    def __repr__(self):
        return f"Ptr[{self.elem.name}]"


class Ptr:
    """``Ptr[f32]``: a pointer to global memory, as a kernel argument's annotation."""

    def __class_getitem__(cls, elem):
        return PtrType(elem)
