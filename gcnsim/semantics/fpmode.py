"""The MODE register's float controls, and float steps built once for each MODE they meet.

MODE (hwreg 1, ``st.hwreg[w, 1]``; Vega ISA 3.3 and CDNA3 ISA "MODE") holds, for the VALU:
[5:4] FP_DENORM of f32 and [7:6] of f16 and f64 (bit 0 keeps input denormals, bit 1 keeps output
denormals; a clear bit flushes them to a zero of their sign), [8] DX10_CLAMP (the clamp modifier
turns NaN into 0; clear, a NaN passes) and [9] IEEE (v_min/v_max return a signalling NaN operand
quieted; clear, it is ignored like a quiet NaN). The dispatcher sets MODE from the kernel
descriptor (emu/hsa.py): clang's descriptors keep denormals with IEEE and DX10_CLAMP on
(CLANG_MODE); the assembler's defaults, like LLVM's, flush f32 denormals.

A float instruction is built once per MODE value it meets (only those bits count); a step reads
the batch's MODE words and runs the variant built for them, splitting a batch whose waves
disagree. The lookup is one slice and one dict probe, so the common case costs little.

    step = mode_step(lambda mode: build(mode))
    step(st, w, env)   # MODE 0x3F0 on every wave: runs build(FpMode(3, 3, True, True))

Rounding modes (MODE[3:0], FP_ROUND) are not modelled: results are rounded to nearest even, so
a float instruction met under another rounding of its result's type raises RoundModeError (code
that sets a rounding and restores it with no such instruction between runs; docs/errata.md).
"""
from dataclasses import dataclass

import numpy as np

from ..bits import INVALID_NAN, invalid_nan, quiet_nan
from ..errors import RoundModeError

MODE = 1
FLOAT_BITS = 0x3F0
ROUND_BITS = 0xF            # FP_ROUND: [1:0] f32, [3:2] f64 and f16; 0 = round to nearest even
CLANG_MODE = 0x3F0
MAX_KEYS = 64


@dataclass(frozen=True)
class FpMode:
    """The float fields of MODE."""
    denorm32: int
    denorm16_64: int
    dx10_clamp: bool
    ieee: bool

    @classmethod
    def of(cls, bits):
        return cls((bits >> 4) & 3, (bits >> 6) & 3, bool(bits >> 8 & 1), bool(bits >> 9 & 1))

    def _denorm(self, typ):
        return self.denorm32 if typ == "f32" else self.denorm16_64

    def keeps_input(self, typ):
        """Denormal inputs of float type ``typ`` ('f16', 'f32', 'f64') are kept."""
        return bool(self._denorm(typ) & 1)

    def keeps_output(self, typ):
        """Denormal results of float type ``typ`` are kept."""
        return bool(self._denorm(typ) & 2)


CLANG = FpMode.of(CLANG_MODE)


def round_field(typ):
    """The FP_ROUND bits that round a result of type ``typ`` ('f32', 'f16', 'f64'; CDNA3 ISA
    "MODE": [1:0] single precision, [3:2] double and half precision); none for an integer or
    lane-mask result (a conversion to an integer truncates or rounds as its name says)."""
    if typ is None or typ[0] != "f":
        return 0
    return 0x3 if typ == "f32" else 0xC


def mode_step(make, rounds=ROUND_BITS):
    """A step that runs ``make(FpMode)``'s step for the MODE of the waves it is given;
    RoundModeError where a wave's FP_ROUND bits ``rounds`` (those of its result's type) ask
    for a rounding other than nearest even."""
    variants = {}
    by_key = {}

    def variant(bits):
        run = variants.get(bits)
        if run is None:
            run = variants[bits] = make(FpMode.of(bits))
        return run

    def split(modes):
        def run(st, w, env):
            waves = np.arange(st.n)[w]
            for bits in np.unique(modes):
                variant(int(bits))(st, waves[modes == bits], env)
        return run

    def resolve(key):
        words = np.frombuffer(key, np.uint32)
        rounding = np.flatnonzero(words & np.uint32(rounds))
        if rounding.size:
            raise RoundModeError(int(words[rounding[0]]), int(rounding[0]))
        modes = words & np.uint32(FLOAT_BITS)
        if not modes.size or (modes == modes[0]).all():
            run = variant(int(modes[0]) if modes.size else CLANG_MODE)
        else:
            run = split(modes)
        if len(by_key) < MAX_KEYS:
            by_key[key] = run
        return run

    def step(st, w, env):
        key = st.hwreg[w, MODE].tobytes()
        run = by_key.get(key) or resolve(key)
        return run(st, w, env)
    return step


def canonical_nan(fn):
    """``fn`` with its NaN results made the documented ones: the first NaN source, quieted, or
    INVALID_NAN where no source was a NaN (an invalid operation). "First" is ``fn``'s argument
    order, which callers make the manual's expression order (V_SUBREV: S1 - S0, S1 first; an
    atomic add: the memory word, then DATA), as LLVM's APFloat folds an add of two NaNs (the
    left one, quieted). Every operation of two float operands needs it: which of two NaNs
    numpy returns depends on the element's place in its loop (x86-64, numpy 2.4: the left one
    in the vector body, the right one in the scalar tail of an add or multiply)."""
    def wrapped(*args):
        out = np.asarray(fn(*args))
        nan = out != out
        if not np.count_nonzero(nan):
            return out
        chosen = invalid_nan(out.dtype)
        for x in reversed(args):
            x = np.asarray(x)
            if x.dtype.kind == "f":
                chosen = np.where(x != x, quiet_nan(x).astype(out.dtype), chosen)
        return np.where(nan, chosen, out)
    return wrapped


def _host_nans_as_documented(dtype):
    """numpy's own NaNs on this host for ``dtype``: invalid operations give INVALID_NAN and a NaN
    operand propagates quieted, the first one first (x86's SSE rules), through arithmetic, sqrt
    and the roundings, probed on one element? Then arithmetic of one operand needs no
    canonical_nan pass (numpy's float16 ufuncs do not keep the order)."""
    width = 8 * np.dtype(dtype).itemsize
    unsigned = f"u{width // 8}"
    mant = {16: 10, 32: 23, 64: 52}[width]
    quiet_bit = 1 << (mant - 1)
    exp_all = ((1 << (width - 1 - mant)) - 1) << mant
    q1 = np.array([exp_all | quiet_bit | 1], unsigned).view(dtype)
    s2 = np.array([exp_all | 2], unsigned).view(dtype)
    with np.errstate(all="ignore"):
        inf = np.array([np.inf], dtype)
        results = [(inf - inf, INVALID_NAN[width]), (q1 + s2, exp_all | quiet_bit | 1),
                   (s2 * q1, exp_all | quiet_bit | 2), (np.floor(s2), exp_all | quiet_bit | 2),
                   (np.sqrt(s2), exp_all | quiet_bit | 2)]
    return all(int(got.view(unsigned)[0]) == want for got, want in results)


HOST_NANS_AS_DOCUMENTED = {np.dtype(t): _host_nans_as_documented(t)
                           for t in (np.float16, np.float32, np.float64)}


def arithmetic(fn, dtype=np.float32):
    """``fn`` (plain numpy arithmetic of one ``dtype`` operand) with documented NaNs on any
    host; two operands need canonical_nan (which of two NaNs numpy keeps is not the host's
    alone: canonical_nan's docstring)."""
    return fn if HOST_NANS_AS_DOCUMENTED[np.dtype(dtype)] else canonical_nan(fn)
