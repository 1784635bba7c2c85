"""Bit-level helpers shared by every layer: masks, sign extension, float bit casts, and the
bit-level float edges (NaN quieting, denormal flushing) of numpy arrays.

    >>> sext(0xFFFF, 16)
    -1
    >>> f32_bits(1.0)
    1065353216
    >>> mask_to_lanes(np.array([5], np.uint64))[0, :4].tolist()
    [True, False, True, False]
    >>> hex(quiet_nan(np.array([0x7F800001], np.uint32).view(np.float32)).view(np.uint32)[0])
    '0x7fc00001'
"""
import gc
import struct
import threading
from contextlib import contextmanager

import numpy as np

# The NaN an invalid operation creates (0 * inf, inf - inf, sqrt(-1), 0 / 0, log(-1)): negative,
# quiet, empty payload, as AMD's pseudocode writes it (V_DIV_FIXUP_F32 0xffc00000, _F16 0xfe00,
# _F64 0xfff8000000000000; the V_LOG/V_RSQ/V_SQRT/V_SIN functional examples). See docs/errata.md.
INVALID_NAN = {16: 0xFE00, 32: 0xFFC00000, 64: 0xFFF8000000000000}
# numpy float type -> (unsigned view, mantissa bits)
FLOAT_LAYOUT = {np.dtype(np.float16): (np.uint16, 10), np.dtype(np.float32): (np.uint32, 23),
                np.dtype(np.float64): (np.uint64, 52)}


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


def f64_bits(x):
    """The IEEE binary64 bit pattern of ``x``."""
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def f16_bits(x):
    """The IEEE binary16 bit pattern of ``x``."""
    return struct.unpack("<H", struct.pack("<e", x))[0]


def mask_to_lanes(mask):
    """Lane masks: uint64 (n,) -> bool (n, 64), lane i = bit i (unpacked bytewise: fast)."""
    m = np.ascontiguousarray(np.asarray(mask, "<u8").reshape(-1))
    return np.unpackbits(m.view(np.uint8).reshape(-1, 8), axis=1, bitorder="little").view(bool)


def lanes_to_mask(lanes):
    """Lane masks: bool (n, 64) -> uint64 (n,)."""
    packed = np.packbits(np.ascontiguousarray(lanes, bool), axis=-1, bitorder="little")
    return packed.view("<u8")[..., 0].astype(np.uint64)


def popcount64(mask):
    """Set bits of each uint64 in an array."""
    return np.bitwise_count(np.asarray(mask, np.uint64)).astype(np.uint64)


class _CollectorPause:
    """Pauses of Python's cyclic garbage collector, counted across threads: the first pause
    turns it off, the last one out turns it back on if it was on at the first. (Each pause
    saving and restoring the state itself leaks a paused state under threads: a second
    thread reads "off" while the first is paused and restores "off" after it.)"""

    def __init__(self):
        self.lock = threading.Lock()
        self.depth = 0
        self.resume = False

    def enter(self):
        with self.lock:
            if self.depth == 0:
                self.resume = gc.isenabled()
                gc.disable()
            self.depth += 1

    def leave(self):
        with self.lock:
            self.depth -= 1
            if self.depth == 0 and self.resume:
                gc.enable()

    def forget(self):
        """In a process forked from this one that never leaves the pauses it inherited (a
        worker, emu/pool.py): none is left, the collector back on if it was on at the first."""
        self.lock = threading.Lock()
        if self.depth and self.resume:
            gc.enable()
        self.depth = 0


# One per process, as the collector is.
_PAUSE = _CollectorPause()


def forget_pauses():
    """In a worker process: the collector's pauses of the threads of the process it was forked
    from, which it does not have, are over (_CollectorPause.forget)."""
    _PAUSE.forget()


@contextmanager
def collector_paused():
    """Pause Python's cyclic garbage collector for a bulk build of acyclic objects (the
    assembler and disassembler make several per instruction, and the collector's passes over
    them cost a quarter of the time); it is back on when the last pause of any thread ends, if
    it was on when the first began."""
    _PAUSE.enter()
    try:
        yield
    finally:
        _PAUSE.leave()


_FLUSH = {dtype: (unsigned, unsigned((1 << (8 * dtype.itemsize - 1)) - 1), unsigned(1 << mant))
          for dtype, (unsigned, mant) in FLOAT_LAYOUT.items()}


def _layout(x):
    unsigned, mant = FLOAT_LAYOUT[x.dtype]
    return x.view(unsigned), unsigned, mant


def quiet_nan(x):
    """Floats with every NaN made quiet (its top mantissa bit set; sign and payload kept)."""
    x = np.asarray(x)
    bits, unsigned, mant = _layout(x)
    return np.where(x != x, bits | unsigned(1 << (mant - 1)), bits).view(x.dtype)


def is_signalling(x):
    """NaNs whose quiet bit is clear."""
    x = np.asarray(x)
    bits, unsigned, mant = _layout(x)
    return (x != x) & ((bits & unsigned(1 << (mant - 1))) == 0)


def flush_denormals(x):
    """Floats with every denormal replaced by a zero of its sign (x itself if it has none:
    the common case costs three comparisons)."""
    x = np.asarray(x)
    unsigned, magnitude_mask, smallest_normal = _FLUSH[x.dtype]
    bits = x.view(unsigned)
    magnitude = bits & magnitude_mask
    denormal = (magnitude != 0) & (magnitude < smallest_normal)
    if not denormal.any():
        return x
    return np.where(denormal, bits ^ magnitude, bits).view(x.dtype)


def invalid_nan(dtype):
    """INVALID_NAN as a value of a numpy float type."""
    dtype = np.dtype(dtype)
    return np.array(INVALID_NAN[8 * dtype.itemsize], FLOAT_LAYOUT[dtype][0]).view(dtype)[()]


def is_integer(value):
    """Whether ``value`` is a Python or numpy integer (bools are not sizes or counts)."""
    return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))
