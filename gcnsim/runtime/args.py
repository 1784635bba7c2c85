"""Kernel arguments checked against the metadata and packed into the kernarg segment.

Each explicit argument of the metadata (hidden ones are the dispatcher's) takes one Python
value: a Buffer (or None, a null pointer) for a ``global_buffer``, a LocalMemory for a
``dynamic_shared_pointer``, a value for a ``by_value``. A wrong count or kind names the argument.

A pointer whose type name names its element type (``float*``, ``int4*``; OpenCL's and the
kernel language's metadata do) takes a Buffer of those elements, or of records made of them: a
float64 buffer for ``float*`` is an error naming both (``buf.view(np.float32)`` says to
reinterpret its bytes). Integers of one width match whatever their signedness (the bits are the
same, as C converts pointers between them). A name that says nothing (a typedef, a struct, no
name at all) takes any Buffer.

A by-value argument is packed by what its metadata type name says, and never reinterpreted:

- an integer type (char .. ulong, int8_t .. uint64_t, size_t): a Python or numpy integer (or
  bool) in the type's range; a float is an error (convert it explicitly);
- a float type (half, float, double): a Python or numpy float, rounded to the type (an error if
  a finite value overflows it), or an integer the type holds exactly;
- a name that says nothing gcnsim can rely on (a typedef such as ``typedef float DATA_TYPE``, a
  struct, or no name at all, as in HIP's and Triton's metadata): only a value that carries its
  own bits, of exactly the argument's size: a numpy scalar or array (``np.float32(2.0)``), a
  numpy structured scalar, or bytes. A Python number is an error that says so.

Vector types (``float4``, ``int3``) take a sequence of as many elements (3-element vectors
occupy 4).

    saxpy(float a, global const float *x, global float *y, int n)
    saxpy(2.0, x, y, 1024)   ->  kernarg  00 00 00 40 | .... | x.address | y.address | 00 04 00 00
"""
import functools
import re
from dataclasses import dataclass

import numpy as np

from ..errors import KernelArgumentError
from ..outputs import counted
from .device import Buffer, LocalMemory, device_order


# OpenCL C and C99 scalar type names: (kind, bytes). size_t and friends are 64-bit on amdhsa.
_SCALARS = {"char": ("i", 1), "schar": ("i", 1), "uchar": ("u", 1), "short": ("i", 2),
            "ushort": ("u", 2), "int": ("i", 4), "uint": ("u", 4), "long": ("i", 8),
            "ulong": ("u", 8), "bool": ("u", 1), "_Bool": ("u", 1), "half": ("f", 2),
            "float": ("f", 4), "double": ("f", 8), "size_t": ("u", 8), "ptrdiff_t": ("i", 8),
            "intptr_t": ("i", 8), "uintptr_t": ("u", 8), "signed char": ("i", 1),
            "unsigned char": ("u", 1), "unsigned short": ("u", 2), "unsigned int": ("u", 4),
            "unsigned": ("u", 4), "unsigned long": ("u", 8), "long long": ("i", 8),
            "unsigned long long": ("u", 8), "_Float16": ("f", 2), "__fp16": ("f", 2)}
_SCALARS.update({f"{s}int{8 * n}_t": ("u" if s else "i", n) for s in ("", "u")
                 for n in (1, 2, 4, 8)})
_VECTOR = re.compile(r"([a-z_]+?)(2|3|4|8|16)")


@dataclass(frozen=True)
class ArgType:
    """What a by-value argument's type name says: element kind ('i', 'u', 'f'; None when the
    name says nothing gcnsim can rely on), element bytes and count (a vector's elements)."""
    kind: str
    width: int = 0
    count: int = 1

    @property
    def known(self):
        return self.kind is not None

    @property
    def dtype(self):
        return np.dtype(f"<{self.kind}{self.width}")


@functools.lru_cache(maxsize=256)
def named_type(name):
    """The ArgType a scalar or vector type name says (``float``, ``uint4``), else unknown
    (kept per name: every launch asks it of each argument)."""
    name = " ".join((name or "").split())
    count = 1
    if name not in _SCALARS:
        match = _VECTOR.fullmatch(name)
        if match is None or match.group(1) not in _SCALARS:
            return ArgType(None)
        name, count = match.group(1), int(match.group(2))
    return ArgType(*_SCALARS[name], count)


def arg_type(arg):
    """The ArgType of a metadata argument: known only when its type name is a scalar or vector
    type whose size agrees with the argument's size."""
    typ = named_type(arg.type_name)
    if typ.known and typ.width * (4 if typ.count == 3 else typ.count) != arg.size:
        return ArgType(None)
    return typ


def type_text(arg):
    """An argument's type as its source writes it, a local pointer with its address space
    (``local float*`` takes a LocalMemory, where ``float*`` takes a Buffer); else its type
    name or value kind."""
    if arg.type_name and arg.address_space == "local":
        return f"local {arg.type_name}"
    return arg.type_name or ("local" if arg.value_kind == "dynamic_shared_pointer" else
                             arg.value_kind)


class _Where:
    """How an error names an argument, ``saxpy: argument 1 'x' (float*)``: written only when
    an error is (each launch packs every argument, and almost none is wrong)."""
    __slots__ = ("kernel_name", "index", "arg")

    def __init__(self, kernel_name, index, arg):
        self.kernel_name, self.index, self.arg = kernel_name, index, arg

    def __str__(self):
        arg = self.arg
        name = f" '{arg.name}'" if arg.name else ""
        return f"{self.kernel_name}: argument {self.index}{name} ({type_text(arg)})"


def pack_arguments(kernel_name, metadata, values, device):
    """(explicit kernarg bytes, dynamic LDS bytes) for ``values``; KernelArgumentError if they do
    not fit the metadata."""
    params = metadata.explicit_args
    if len(values) != len(params):
        names = ", ".join(" ".join(filter(None, (type_text(a), a.name))) for a in params)
        raise KernelArgumentError(f"{kernel_name} takes {counted(len(params), 'argument')} ({names}), "
                                  f"got {len(values)}")
    size = max([a.offset + a.size for a in params], default=0)
    out = bytearray(size)
    lds = metadata.group_segment_fixed_size
    for index, (arg, value) in enumerate(zip(params, values)):
        where = _Where(kernel_name, index, arg)
        try:
            if arg.value_kind == "dynamic_shared_pointer":
                if not isinstance(value, LocalMemory):
                    raise KernelArgumentError(f"{where} expects LocalMemory(nbytes), "
                                              f"got {type(value).__name__}")
                raw = _int_bytes(lds, "u", arg.size, where)
                lds += -(-value.nbytes // 4) * 4
            else:
                raw = _value_bytes(arg, value, device, where)
        except KernelArgumentError as err:
            err.index, err.param, err.where = index, arg, str(where)
            raise
        out[arg.offset:arg.offset + arg.size] = raw
    return bytes(out), lds - metadata.group_segment_fixed_size


def _value_bytes(arg, value, device, where):
    if arg.value_kind == "global_buffer":
        if value is None:
            return bytes(arg.size)
        if not isinstance(value, Buffer):
            raise KernelArgumentError(f"{where} expects a Buffer, got {type(value).__name__}")
        if value.device is not device:
            raise KernelArgumentError(f"{where}: the Buffer belongs to another device")
        if value.freed:
            raise KernelArgumentError(f"{where}: the Buffer was freed")
        _check_elements(arg, value, where)
        return _int_bytes(value.address, "u", arg.size, where)
    if arg.value_kind != "by_value":
        raise KernelArgumentError(f"{where}: value kind {arg.value_kind} is not supported")
    if isinstance(value, (Buffer, LocalMemory, str)) or value is None:
        raise KernelArgumentError(f"{where} expects a value, got {type(value).__name__}")
    typ = arg_type(arg)
    if not typ.known:
        return _raw_bytes(arg, value, where)
    if isinstance(value, (bytes, bytearray, memoryview, np.void)):
        raise KernelArgumentError(f"{where} expects a number (its type says how to pack it), "
                                  f"got {type(value).__name__}")
    items = _elements(value, typ, where)
    return b"".join(_element_bytes(item, typ, where) for item in items).ljust(arg.size, b"\0")


def _check_elements(arg, buffer, where):
    """KernelArgumentError unless the Buffer holds the elements the pointer's type names."""
    pointee = _pointee(arg.type_name or "")
    if _holds(pointee, buffer.dtype):
        return
    what = "floats" if pointee.kind == "f" else "integers"
    raise KernelArgumentError(
        f"{where} points to {pointee.width}-byte {what}; the Buffer holds {buffer.dtype}: "
        f"make its elements {pointee.dtype.name}, or pass buf.view(np.{pointee.dtype.name}) "
        "to reinterpret its bytes")


@functools.lru_cache(maxsize=256)
def _pointee(name):
    """The ArgType of what a pointer type's name points to (unknown for any other name; kept
    per name: every launch asks it of each buffer argument)."""
    return named_type(name[:-1]) if name.endswith("*") else ArgType(None)


@functools.lru_cache(maxsize=256)
def _holds(pointee, dtype):
    """Whether a Buffer of ``dtype`` holds the elements ``pointee`` names (or it names none):
    kept per pair, each launch asks it of every buffer argument."""
    return not pointee.known or all(_is_element(leaf, pointee) for leaf in _leaves(dtype))


def _leaves(dtype):
    """The scalar dtypes a (possibly structured) element is made of."""
    if dtype.subdtype is not None:
        return _leaves(dtype.subdtype[0])
    if dtype.fields:
        return [leaf for field, *_ in dtype.fields.values() for leaf in _leaves(field)]
    return [dtype]


def _is_element(dtype, pointee):
    kinds = "f" if pointee.kind == "f" else "iub"
    return dtype.kind in kinds and dtype.itemsize == pointee.width


def _raw_bytes(arg, value, where):
    """Bits that the value carries itself, for a type the metadata does not spell out."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        raw = bytes(value)
    elif isinstance(value, (np.generic, np.ndarray)):
        host = np.asarray(value)            # a byte-swapped value: its value, in device order
        raw = np.ascontiguousarray(host, device_order(host.dtype)).tobytes()
    else:
        kind = f"type '{arg.type_name}'" if arg.type_name else "a type the metadata does not name"
        raise KernelArgumentError(
            f"{where}: {kind} of {arg.size} bytes says nothing about how to pack the "
            f"{type(value).__name__} {value!r}; pass a value that carries its bits: a numpy "
            f"scalar of {arg.size} bytes (np.float32(2.0), np.int32(2), ...), a numpy "
            f"structured scalar or {arg.size} bytes")
    if len(raw) != arg.size:
        raise KernelArgumentError(f"{where} takes {arg.size} bytes; the "
                                  f"{type(value).__name__} given has {len(raw)}")
    return raw


def _elements(value, typ, where):
    """The value as a list of typ.count elements (a scalar for a scalar type)."""
    if typ.count == 1 and isinstance(value, (int, float, np.generic)):
        return [value]
    if typ.count == 1 and np.ndim(value) == 0:
        return [value.item() if isinstance(value, np.ndarray) else value]
    items = list(np.ravel(np.asarray(value, dtype=object))) if np.ndim(value) else [value]
    if len(items) != typ.count:
        raise KernelArgumentError(f"{where} takes {typ.count} element(s); got {len(items)}")
    return items


def _element_bytes(item, typ, where):
    if isinstance(item, (bool, np.bool_)):
        item = int(item)
    if typ.kind == "f":
        return _float_bytes(item, typ, where)
    if isinstance(item, (int, np.integer)):
        return _int_bytes(int(item), typ.kind, typ.width, where)
    raise KernelArgumentError(f"{where} expects an integer, got {type(item).__name__} "
                              f"{item!r} (convert it explicitly)")


def _float_bytes(item, typ, where):
    dtype = typ.dtype
    if type(item) is dtype.type:            # (a numpy scalar of the type: its own bytes)
        return item.tobytes()
    if isinstance(item, (int, np.integer)):
        try:
            with np.errstate(over="ignore"):
                converted = dtype.type(float(int(item)))
        except OverflowError:
            converted = dtype.type("inf")
        if not np.isfinite(converted):
            raise _out_of_range(item, dtype, where)
        if int(converted) != int(item):
            raise KernelArgumentError(f"{where}: the integer {item} is not exactly a "
                                      f"{dtype.name}; pass a float")
        return converted.tobytes()
    if not isinstance(item, (float, np.floating)):
        raise KernelArgumentError(f"{where} expects a number, got {type(item).__name__}")
    with np.errstate(over="ignore"):
        converted = dtype.type(item)
    if np.isinf(converted) and np.isfinite(item):
        raise _out_of_range(item, dtype, where)
    return converted.tobytes()


def _out_of_range(item, dtype, where):
    """The error of a finite value beyond a float type's largest (it would round to inf)."""
    return KernelArgumentError(f"{where}: {item!r} is out of range for {dtype.name} (largest "
                               f"finite magnitude {float(np.finfo(dtype).max)})")


def _int_bytes(value, kind, size, where):
    lo, hi = (-(1 << (8 * size - 1)), (1 << (8 * size - 1)) - 1) if kind == "i" else (
        0, (1 << 8 * size) - 1)
    if not lo <= value <= hi:
        name = f"{'u' if kind == 'u' else ''}int{8 * size}"
        raise KernelArgumentError(f"{where}: {value} is out of range for {name} "
                                  f"({lo}..{hi})")
    return (value & ((1 << 8 * size) - 1)).to_bytes(size, "little")
