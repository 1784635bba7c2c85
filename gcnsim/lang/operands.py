"""Operand legality for VALU and SALU encodings: inline constants, literals, the constant bus.

GCN2/GCN5 VALU instructions read at most one scalar value (an SGPR, or one literal) per
instruction (the constant bus); VOP2's second source and every VOP3 source on these targets
must be a VGPR or an inline constant. The selector asks ``fix_*`` and gets operands it may
write; anything else is first copied into a VGPR (``v_mov_b32``).

    v_add_f32 %v1, s4, s5   ->  v_mov_b32 %v9, s5 ; v_add_f32_e32 %v1, s4, %v9
"""
import re
import struct

from .machine import Sub, VReg

INLINE_FLOATS = {0.0: "0", 0.5: "0.5", 1.0: "1.0", 2.0: "2.0", 4.0: "4.0", -0.5: "-0.5",
                 -1.0: "-1.0", -2.0: "-2.0", -4.0: "-4.0"}


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f64_halves(x):
    lo, hi = struct.unpack("<II", struct.pack("<d", x))
    return lo, hi


def const_halves(c):
    """(low, high) 32-bit words of a 64-bit constant."""
    if c.type.is_float:
        return f64_halves(c.value)
    bits = c.value & (1 << 64) - 1
    return bits & 0xFFFFFFFF, bits >> 32


def const_text(value, type_):
    """(text, inline?) of a 32-bit constant operand of ``type_``. An f16 is its 16 bits as a
    literal, not an inline float: v_mov_b32 and the stores read an inline 1.0 as f32's bits,
    whose low half is 0 (f16 instructions read both as the f16)."""
    if type_.is_float:
        value = float(value)
        if type_.bits == 16:                      # its bits: they are moved and stored too
            bits = struct.unpack('<H', struct.pack('<e', value))[0]
            return (f"0x{bits:x}", False) if bits else ("0", True)
        if value in INLINE_FLOATS and not (value == 0.0 and str(value).startswith("-")):
            return INLINE_FLOATS[value], True
        return f"0x{f32_bits(value):x}", False
    if isinstance(value, bool):
        value = -1 if value else 0
    if -16 <= value <= 64:
        return str(value), True
    return f"0x{value & 0xFFFFFFFF:x}", False


def is_vgpr(o):
    if isinstance(o, str):
        return PHYSICAL.fullmatch(o) is not None and o[0] == "v"
    return isinstance(o, VReg) and o.file == "v" or isinstance(o, Sub) and o.reg.file == "v"


def is_sgpr(o):
    if isinstance(o, str):
        return PHYSICAL.fullmatch(o) is not None and o[0] == "s"
    return isinstance(o, VReg) and o.file == "s" or isinstance(o, Sub) and o.reg.file == "s"


PHYSICAL = re.compile(r"[sv]\d+")        # an entry register named in the text (v0, s2)
INLINE_TEXT = set(INLINE_FLOATS.values()) | {str(k) for k in range(-16, 65)}


def is_literal(o):
    return isinstance(o, str) and o not in INLINE_TEXT and o not in ("vcc", "exec") and \
        PHYSICAL.fullmatch(o) is None


def scalar_key(o):
    """What a constant-bus read is (two reads of one SGPR count once)."""
    if isinstance(o, Sub):
        return (o.reg.id, o.half)
    if isinstance(o, VReg):
        return (o.id, None)
    return o
