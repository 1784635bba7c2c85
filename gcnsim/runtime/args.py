"""Kernel arguments checked against the metadata and packed into the kernarg segment.

Each explicit argument of the metadata (hidden ones are the dispatcher's) takes one Python
value: a Buffer for a ``global_buffer``, a LocalMemory for a ``dynamic_shared_pointer``, a
number (or numpy scalar / small array for vector types) for a ``by_value``. A wrong count or
kind names the argument.

    saxpy(float a, global const float *x, global float *y, int n)
    saxpy(2.0, x, y, 1024)   ->  kernarg  00 00 00 40 | .... | x.address | y.address | 00 04 00 00
"""
import struct

import numpy as np

from ..errors import GcnsimError
from .device import Buffer, LocalMemory

FLOAT_TYPES = {"float": "f", "double": "d", "half": "e"}


class KernelArgumentError(GcnsimError):
    """Kernel arguments that do not match the kernel's metadata (names the argument)."""


def _describe(index, arg):
    name = f" '{arg.name}'" if arg.name else ""
    kind = arg.type_name or arg.value_kind
    return f"argument {index}{name} ({kind})"


def explicit_args(metadata):
    return [a for a in metadata.args if not a.hidden]


def pack_arguments(kernel_name, metadata, values, device):
    """(explicit kernarg bytes, dynamic LDS bytes) for ``values``; KernelArgumentError if they do
    not fit the metadata."""
    params = explicit_args(metadata)
    if len(values) != len(params):
        names = ", ".join(a.name or a.type_name or a.value_kind for a in params)
        raise KernelArgumentError(f"{kernel_name} takes {len(params)} arguments ({names}), "
                                  f"got {len(values)}")
    size = max([a.offset + a.size for a in params], default=0)
    out = bytearray(size)
    lds = metadata.group_segment_fixed_size
    for index, (arg, value) in enumerate(zip(params, values)):
        where = f"{kernel_name}: {_describe(index, arg)}"
        if arg.value_kind == "dynamic_shared_pointer":
            if not isinstance(value, LocalMemory):
                raise KernelArgumentError(f"{where} expects LocalMemory(nbytes), "
                                          f"got {type(value).__name__}")
            raw = _int_bytes(lds, arg.size, False, where)
            lds += -(-value.nbytes // 4) * 4
        else:
            raw = _value_bytes(arg, value, device, where)
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
        return _int_bytes(value.address, arg.size, False, where)
    if arg.value_kind != "by_value":
        raise KernelArgumentError(f"{where}: value kind {arg.value_kind} is not supported")
    if isinstance(value, (Buffer, LocalMemory)) or isinstance(value, (str, bytes)):
        raise KernelArgumentError(f"{where} expects a value, got {type(value).__name__}")
    return _scalar_bytes(arg, value, where)


def _element(type_name):
    """(struct code or None for integers, signed) of a type name such as 'uint' or 'float4'."""
    base = (type_name or "int").strip().rstrip("0123456789")
    if base in FLOAT_TYPES:
        return FLOAT_TYPES[base], True
    unsigned = base.startswith("u") or base.startswith("unsigned") or base in ("size_t", "bool")
    return None, not unsigned


def _scalar_bytes(arg, value, where):
    code, signed = _element(arg.type_name)
    items = np.ravel(np.asarray(value))
    if items.size == 0 or arg.size % items.size:
        raise KernelArgumentError(f"{where} takes {arg.size} bytes; {items.size} values do not "
                                  "fill it")
    width = arg.size // items.size
    raw = b""
    for item in items:
        if code is not None:
            if struct.calcsize(code) != width:
                raise KernelArgumentError(f"{where}: {width}-byte elements are not {code}")
            try:
                raw += struct.pack("<" + code, float(item))
            except (TypeError, ValueError):
                raise KernelArgumentError(f"{where} expects a number, got {item!r}") from None
        else:
            raw += _int_bytes(_integer(item, where), width, signed, where)
    return raw


def _integer(item, where):
    if isinstance(item, (float, np.floating)) and float(item) != int(item):
        raise KernelArgumentError(f"{where} expects an integer, got {item!r}")
    try:
        return int(item)
    except (TypeError, ValueError):
        raise KernelArgumentError(f"{where} expects an integer, got {item!r}") from None


def _int_bytes(value, size, signed, where):
    lo = -(1 << (8 * size - 1)) if signed else 0
    hi = (1 << (8 * size - (1 if signed else 0))) - 1
    if not lo <= value <= hi and not (signed and 0 <= value < 1 << 8 * size):
        raise KernelArgumentError(f"{where}: {value} does not fit {size} bytes")
    return (value & ((1 << 8 * size) - 1)).to_bytes(size, "little")
