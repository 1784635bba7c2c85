"""How the manuals say a VALU operand is read and a result written, on Python integers.

The other half of the independent reference (int_reference.py holds the operations): SDWA
selects and sign extension, op_sel halves, integer clamp, 16-bit results in a 32-bit register,
SDWA destination placement and DPP lane movement (Vega ISA 6.2 "VOP3 modifiers", 6.3.2 "SDWA",
6.3.3 "DPP"). Never imports gcnsim.

    >>> sdwa_select(0x0000_8000, "WORD_0", signed=True)
    4294934528
    >>> finish(-5, "u32", clamp=True)
    0
"""
from functools import lru_cache

from .int_reference import M32, sext

SEL = {"BYTE_0": (0, 8), "BYTE_1": (8, 8), "BYTE_2": (16, 8), "BYTE_3": (24, 8),
       "WORD_0": (0, 16), "WORD_1": (16, 16), "DWORD": (0, 32)}


@lru_cache(maxsize=None)
def width(typ):
    """Bits of a result or source type ('u16', 'i32', 'u64', 'u128')."""
    return int(typ[1:])


def type_range(typ):
    bits = width(typ)
    if typ[0] == "i":
        return -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    return 0, (1 << bits) - 1


def typed(raw, typ):
    """A register value as the manual's ``S.i16`` / ``S.u32`` ... reads it."""
    bits = width(typ)
    if typ[0] == "i":
        return sext(raw, bits)
    return raw & ((1 << bits) - 1)


def finish(value, typ, clamp):
    """An exact result to the destination's bits: saturated under clamp, else wrapped."""
    bits = width(typ)
    if clamp:
        lo, hi = type_range(typ)
        value = max(lo, min(hi, value))
    return value & ((1 << bits) - 1)


def sdwa_select(raw, sel, signed=False):
    """SDWA source: the selected byte or word of a dword, zero- or (``sext()``, ``signed``)
    sign-extended to 32 bits."""
    shift, size = SEL[sel]
    field = (raw >> shift) & ((1 << size) - 1)
    return sext(field, size) & M32 if signed else field


def sdwa_place(bits, old, sel, unused):
    """SDWA destination: the low bits of the result into the selected byte or word; the other
    bits are 0 (UNUSED_PAD), the sign of the field above it with 0 below (UNUSED_SEXT) or the
    old register's (UNUSED_PRESERVE)."""
    shift, size = SEL[sel]
    keep = ((1 << size) - 1) << shift
    field = (bits << shift) & keep
    if unused == "UNUSED_PRESERVE":
        return field | (old & ~keep & M32)
    if unused == "UNUSED_SEXT" and (field >> (shift + size - 1)) & 1:
        return field | (M32 & ~((1 << (shift + size)) - 1))
    return field


def half_place(bits16, old, hi):
    """A 16-bit result written to one half of the register, the other half kept."""
    if hi:
        return (old & 0xFFFF) | (bits16 << 16)
    return (old & 0xFFFF0000) | bits16


# ---- DPP (Vega 6.3.3, DPP_CTRL enumeration) -------------------------------------------------

def dpp_source(ctrl, lane):
    """(source lane, in range) of DPP_CTRL ``ctrl`` for ``lane`` (wave64)."""
    row, pos = lane & ~15, lane & 15
    kind, n = ctrl
    if kind == "quad_perm":
        return (lane & ~3) + n[lane & 3], True
    if kind == "row_shl":
        return lane + n, pos + n < 16
    if kind == "row_shr":
        return lane - n, pos - n >= 0
    if kind == "row_ror":
        return row + ((pos - n) & 15), True
    if kind in ("wave_shl", "wave_rol"):
        return (lane + 1) & 63, kind == "wave_rol" or lane < 63
    if kind in ("wave_shr", "wave_ror"):
        return (lane - 1) & 63, kind == "wave_ror" or lane > 0
    if kind == "row_mirror":
        return row + 15 - pos, True
    if kind == "row_half_mirror":
        return (lane & ~7) + 7 - (lane & 7), True
    if kind == "row_bcast15":         # lane 15 of the previous row to the whole next row
        return row - 1, row >= 16
    if kind == "row_bcast31":         # lane 31 to rows 2 and 3
        return 31, row >= 32
    if kind == "row_newbcast":        # gfx90a+: lane n of each row to the whole row
        return row + n, True
    raise ValueError(kind)


def dpp_lanes(ctrl, row_mask, bank_mask, bound_ctrl, exec_bits):
    """Per lane: (written, source lane or None for a 0 read). A lane is written when it is
    active, its row and bank are enabled, and its source is in range and active; with
    bound_ctrl a lane whose source is out of range or inactive reads 0 and is written."""
    out = []
    for lane in range(64):
        src, ok = dpp_source(ctrl, lane)
        ok = ok and 0 <= src < 64 and exec_bits[src]
        enabled = exec_bits[lane] and (row_mask >> (lane >> 4)) & 1 \
            and (bank_mask >> ((lane >> 2) & 3)) & 1
        if not enabled or not (ok or bound_ctrl):
            out.append((False, None))
        else:
            out.append((True, src if ok else None))
    return out
