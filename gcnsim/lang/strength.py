"""Strength reduction on the IR: integer multiplication, floor division and floor modulo by a
power-of-two constant become shifts and masks. Exact under the language's semantics: an
arithmetic right shift is floor division for i32 (and a logical one for u32), and ``x & (2^k-1)``
is Python's modulo by a positive 2^k.

    %5:i32 = mul %3, 16:i32        ->   %5:i32 = shl %3, 4:i32
    %6:i32 = floordiv %3, 4:i32    ->   %6:i32 = shr %3, 2:i32
    %7:i32 = mod %3, 4:i32         ->   %7:i32 = and %3, 3:i32
    %8:f32 = div %3, 2.0:f32       ->   %8:f32 = mul %3, 0.5:f32

A float divided by a power of two whose reciprocal the type holds exactly is the same product
(both round the one real number x * 2**-k once), as clang does it.
"""
import math

import numpy as np

from .ir import Const, Op, walk

DTYPES = {16: np.float16, 32: np.float32, 64: np.float64}


def power_of_two(x):
    if isinstance(x, Const) and x.type.is_int and x.value > 0 and x.value & (x.value - 1) == 0:
        return x.value.bit_length() - 1
    return None


def exact_reciprocal(x):
    """1 / x for a float constant x that is a power of two with a reciprocal of its type."""
    if not isinstance(x, Const) or not x.type.is_float or not math.isfinite(x.value) \
            or x.value == 0 or math.frexp(abs(x.value))[0] != 0.5:
        return None
    r = 1.0 / x.value
    return Const(r, x.type) if float(DTYPES[x.type.bits](r)) == r else None


def reduce_strength(fn):
    for s in walk(fn.body):
        if isinstance(s, Op) and s.op == "div" and exact_reciprocal(s.args[1]) is not None:
            s.op, s.args = "mul", (s.args[0], exact_reciprocal(s.args[1]))
        if not isinstance(s, Op) or s.op not in ("mul", "floordiv", "mod"):
            continue
        if not s.dst.type.is_int:
            continue
        a, b = s.args
        if s.op == "mul" and power_of_two(a) is not None:
            a, b = b, a
        k = power_of_two(b)
        if k is None:
            continue
        if s.op == "mod":
            s.op, s.args = "and", (a, Const(b.value - 1, b.type))
        else:
            s.op, s.args = ("shl" if s.op == "mul" else "shr"), (a, Const(k, b.type))
