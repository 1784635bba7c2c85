"""Bit-level helpers shared by every layer: masks, sign extension, float bit casts.

    >>> sext(0xFFFF, 16)
    -1
    >>> f32_bits(1.0)
    1065353216
"""
import struct


def mask(width):
    """All-ones of ``width`` bits."""
    return (1 << width) - 1


def field(value, lo, width):
    """Bits ``lo .. lo+width-1`` of ``value``."""
    return (value >> lo) & mask(width)


def sext(value, width):
    """Sign-extend the low ``width`` bits of ``value``."""
    value &= mask(width)
    sign = 1 << (width - 1)
    return (value ^ sign) - sign


def f32_bits(x):
    """The IEEE binary32 bit pattern of ``x``."""
    return struct.unpack("<I", struct.pack("<f", x))[0]


def bits_f32(bits):
    """The float whose binary32 bit pattern is ``bits``."""
    return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]


def f64_bits(x):
    """The IEEE binary64 bit pattern of ``x``."""
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def f16_bits(x):
    """The IEEE binary16 bit pattern of ``x``."""
    return struct.unpack("<H", struct.pack("<e", x))[0]
