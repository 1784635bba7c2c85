"""Operand access compiled once per instruction: readers and writers over a batch of waves.

A reader is ``read(st, w) -> array`` (scalar sources give shape (n,), vector sources (n, 64));
constants read as numpy scalars and broadcast. Values are raw bits (uint32, or uint64 for 64-bit
operands); typed views (float32, float64, int32) are taken by the caller.

    scalar_reader(t, 129, 1, None)(st, w)        -> np.uint32(1)      (inline constant 1)
    scalar_reader(t, VCC, 2, None)(st, w)        -> vcc as uint64 (n,)
    operand_reader(t, record operand v1, 1)(st, w)   -> v1 as uint32 (n, 64)

Instruction semantics take what to read from the instruction's operand record (isa/record.py):
``operand_reader`` and ``operand_bits`` read a record Operand (its file, first register,
constant or literal value), built on the encoding-level scalar_reader and constant_bits.
AGPRs live in the same array as VGPRs, after them: a3 is ``st.v[:, AGPR_BASE + 3]``.
"""
import numpy as np

from ..bits import f16_bits, f32_bits, f64_bits, mask_to_lanes
from ..isa.operands import (APERTURES, EXEC, INV_2PI, INV_2PI_BITS, LITERAL, SRC_EXECZ,
                            SRC_LDS_DIRECT, SRC_SCC, SRC_VCCZ, VCC, VGPR_BASE, inline_value)
from ..isa.record import AGPR, LITERAL_VALUE, VGPR

U32 = np.uint32
U64 = np.uint64
ALL_LANES = U64(0xFFFFFFFFFFFFFFFF)
AGPR_BASE = 256             # st.v column of a0


def constant_bits(enc, width, ftype, literal, signed=False):
    """Bits of an inline constant or literal for an operand of ``width`` dwords, or None."""
    value = inline_value(enc)
    if type(value) is int:
        return value & ((1 << (32 * width)) - 1)
    if value is not None or enc == INV_2PI:
        ftype = ftype or ("f64" if width == 2 else "f32")
        if enc == INV_2PI:
            return INV_2PI_BITS[ftype]
        return {"f16": f16_bits, "f32": f32_bits, "f64": f64_bits}[ftype](value)
    if enc == LITERAL:
        if width == 2 and ftype == "f64":
            return literal << 32
        if width == 2 and signed and literal & 0x80000000:
            return literal | 0xFFFFFFFF00000000
        return literal
    return None


def _const(bits, width):
    return U64(bits) if width == 2 else U32(bits)


def scalar_reader(target, enc, width, literal, ftype=None, signed=False):
    """Reader of a scalar source field (SGPR, special register, constant)."""
    bits = constant_bits(enc, width, ftype, literal, signed)
    if bits is not None:
        value = _const(bits, width)
        return lambda st, w: value
    if enc == SRC_SCC:
        return lambda st, w: st.scc[w].astype(U64 if width == 2 else U32)
    if enc == SRC_VCCZ:
        return lambda st, w: (st.pair(w, VCC) == 0).astype(U32)
    if enc == SRC_EXECZ:
        return lambda st, w: (st.pair(w, EXEC) == 0).astype(U32)
    if enc in APERTURES:
        return lambda st, w: st.aperture(enc, width)[w]
    if enc >= VGPR_BASE or enc == SRC_LDS_DIRECT:
        raise ValueError(f"operand {enc} is not scalar")
    if width == 2:
        return lambda st, w: st.pair(w, enc)
    if width == 1:
        return lambda st, w: st.s[w, enc]
    return lambda st, w: st.s[w, enc:enc + width]


def scalar_writer(enc, width):
    """Writer of a scalar destination: ``write(st, w, value)``; writes to null are dropped."""
    if width == 2:
        return lambda st, w, value: st.set_pair(w, enc, value)
    if width == 1:
        def write(st, w, value):
            st.s[w, enc] = value
        return write

    def write_range(st, w, value):
        st.s[w, enc:enc + width] = value
    return write_range


def vgpr_reader(index, width):
    """Reader of ``width`` registers from st.v column ``index``: (n, 64), uint64 for a pair,
    (n, width, 64) wider."""
    if width == 1:
        return lambda st, w: st.v[w, index]
    if width == 2:
        return lambda st, w: (st.v[w, index].astype(U64)
                              | (st.v[w, index + 1].astype(U64) << U64(32)))
    return lambda st, w: st.v[w, index:index + width]


def operand(inst, target, field):
    """The record's Operand in a field of the instruction (None if the row has none)."""
    found = inst.record(target).field(field)
    return found[0] if found else None


def roles(inst, target):
    """The record's operands by LLVM role (``src1`` also where the field is VOP2's vsrc1)."""
    return {o.role: o for o in inst.record(target).operands}


def register_index(operand):
    """The st.v column of a record's VGPR or AGPR operand."""
    return operand.index + (AGPR_BASE if operand.cls == AGPR else 0)


def literal_of(operand):
    """The literal dword a record's operand stands for, or None."""
    return operand.value if operand.cls == LITERAL_VALUE else None


def operand_bits(operand, width, ftype=None, signed=False):
    """constant_bits of a record's operand read at ``width`` dwords (None: not a constant)."""
    return constant_bits(operand.enc, width, ftype, literal_of(operand), signed)


def operand_reader(target, operand, width, ftype=None, signed=False):
    """Reader of a record's source operand as a VALU reads it, at ``width`` dwords: VGPRs and
    AGPRs give (n, 64), scalars (n, 1) to broadcast, constants a numpy scalar."""
    if operand.cls in (VGPR, AGPR):
        return vgpr_reader(register_index(operand), width)
    literal = literal_of(operand)
    scalar = scalar_reader(target, operand.enc, width, literal, ftype, signed)
    if constant_bits(operand.enc, width, ftype, literal, signed) is not None:
        return scalar
    return lambda st, w: scalar(st, w)[:, None]


def vgpr_writer(index, width):
    """Writer of a VGPR destination under EXEC: ``write(st, w, value, lanes)``; ``lanes`` None
    (every lane active, see exec_or_all) stores without a select."""
    if width == 2:
        def write64(st, w, value, lanes):
            value = np.ascontiguousarray(value, U64)
            if value.ndim == 2 and value.shape[1] == 64:
                # (n, 64) uint64 as (n, 2, 64) dwords (little-endian): one store for both
                halves = value.view(U32).reshape(-1, 64, 2).swapaxes(1, 2)
                if lanes is not None:
                    halves = np.where(lanes[:, None, :], halves, st.v[w, index:index + 2])
                st.v[w, index:index + 2] = halves
                return
            lo = (value & U64(0xFFFFFFFF)).astype(U32)
            hi = (value >> U64(32)).astype(U32)
            if lanes is None:
                st.v[w, index] = lo
                st.v[w, index + 1] = hi
                return
            st.v[w, index] = np.where(lanes, lo, st.v[w, index])
            st.v[w, index + 1] = np.where(lanes, hi, st.v[w, index + 1])
        return write64

    def write(st, w, value, lanes):
        if lanes is None:
            st.v[w, index] = value
            return
        st.v[w, index] = np.where(lanes, value, st.v[w, index])
    return write


def exec_lanes(st, w):
    """Active lanes of the waves: bool (n, 64)."""
    return mask_to_lanes(st.pair(w, EXEC))


def exec_or_all(st, w):
    """Active lanes of the waves as exec_lanes, or None when every lane of every wave is
    active (the common case, checked in one or two numpy calls): writers then store directly."""
    mask = st.s64[w, EXEC >> 1]
    if mask.size == 1:
        if mask[0] == ALL_LANES:
            return None
    elif not mask.size or mask.min() == ALL_LANES:
        return None
    return mask_to_lanes(mask)
