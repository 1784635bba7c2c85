"""Strength reduction on the IR: integer multiplication, floor division and floor modulo by a
power-of-two constant become shifts and masks. Exact under the language's semantics: an
arithmetic right shift is floor division for i32 (and a logical one for u32), and ``x & (2^k-1)``
is Python's modulo by a positive 2^k.

    %5:i32 = mul %3, 16:i32        ->   %5:i32 = shl %3, 4:i32
    %6:i32 = floordiv %3, 4:i32    ->   %6:i32 = shr %3, 2:i32
    %7:i32 = mod %3, 4:i32         ->   %7:i32 = and %3, 3:i32
"""
from .ir import Const, Op, walk


def power_of_two(x):
    if isinstance(x, Const) and x.type.is_int and x.value > 0 and x.value & (x.value - 1) == 0:
        return x.value.bit_length() - 1
    return None


def reduce_strength(fn):
    for s in walk(fn.body):
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
