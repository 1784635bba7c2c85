"""Literal expressions before their type is known: folded at once in every type they could
take, each in that type's arithmetic, as values of the type would compute it (docs/language.md:
literals take the other operand's type). The builder picks one value when the type
is decided, or raises the error the literal is in that type.

    (-13 << 30) // 100     i32: -10737419 (as through an i32 variable)   i64: -139586438
    2147483647 + 1         i32: -2147483648 (integers wrap)              i64: 2147483648
    1e300                  f64: 1e300    f32: error, overflows f32 (a literal, not a result)
    1e30 * 1e30            f64: 1e60     f32: inf (a computed overflow, as IEEE says)

A conversion's literal argument is the value of its kind's widest type (i64 or f64, as Python
computes it, as through a variable of that type), converted once: ``f16(65519.99999)`` is
65504, ``u32(-1)`` 4294967295.
"""
import math
import operator
from dataclasses import dataclass

import numpy as np

from ..outputs import article
from .types import SCALARS, Scalar, boolean, f32, f64, i32, i64

TYPES = SCALARS + (boolean,)
COMPARE_OPS = {"lt": operator.lt, "le": operator.le, "gt": operator.gt, "ge": operator.ge,
               "eq": operator.eq, "ne": operator.ne}
INT_OPS = {"add": operator.add, "sub": operator.sub, "mul": operator.mul,
           "floordiv": operator.floordiv, "mod": operator.mod, "and": operator.and_,
           "or": operator.or_, "xor": operator.xor, "shl": operator.lshift,
           "shr": operator.rshift}
FLOAT_OPS = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide}
DTYPES = {16: np.float16, 32: np.float32, 64: np.float64}


@dataclass(frozen=True)
class NotIn:
    """Why a literal expression has no value in a type (raised, located, if it is settled
    there)."""
    message: str


@dataclass(frozen=True)
class Lit:
    """A literal expression not yet typed: its own type (i32, f32 or bool: what it is when
    nothing decides), its value or NotIn for each type, and the Python number when it is one
    literal."""
    kind: Scalar
    values: tuple            # (value or NotIn) in the order of TYPES
    number: object = None

    def value_in(self, t):
        return self.values[TYPES.index(t)]


def rounded(value, t):
    """A Python int or float rounded once to the float type ``t`` (inf where it overflows).
    An integer float() would round first goes to f64 rounded to odd (its last bit standing
    for the bits dropped), which f32 and f16, with fewer than 53 - 2 bits, then round as
    the integer (Boldo and Melquiond, "When double rounding is odd")."""
    if isinstance(value, int) and t.bits < 64 and abs(value) >= 1 << 53:
        shift = abs(value).bit_length() - 53
        odd = (abs(value) >> shift | (abs(value) & ((1 << shift) - 1) != 0)) << shift
        value = odd if value > 0 else -odd
    try:
        value = float(value)
    except OverflowError:                     # an integer past f64's range
        value = math.inf if value > 0 else -math.inf
    with np.errstate(over="ignore"):
        return float(DTYPES[t.bits](value))


def leaf_in(number, t):
    """A Python number (bool, int or float) as a literal of ``t``, or why it is not one."""
    if t is boolean or isinstance(number, bool):
        if t is boolean and isinstance(number, bool):
            return number
        return NotIn(f"literal {number!r} where {article(t)} is wanted")
    if t.is_int:
        if isinstance(number, float):
            return NotIn(f"float literal {number!r} where {article(t)} is wanted")
        return number if t.fits(number) else NotIn(f"integer literal {number} does not fit {t}")
    value = rounded(number, t)
    if math.isinf(value) and not (isinstance(number, float) and math.isinf(number)):
        top = float(np.finfo(DTYPES[t.bits]).max)
        return NotIn(f"literal {number!r} overflows {t} (its largest finite value is {top!r})")
    return value


def is_number(found):
    """Whether a name's value is a literal: a Python number, or a numpy scalar number."""
    return isinstance(found, (bool, int, float)) or isinstance(found, np.generic) and \
        found.dtype.kind in "biuf"


def literal(number):
    if isinstance(number, np.generic):
        number = number.item()                    # exact: a Python int or float
    kind = boolean if isinstance(number, bool) else i32 if isinstance(number, int) else f32
    return Lit(kind, tuple(leaf_in(number, t) for t in TYPES), number)


def fold_int(op, a, b, t):
    """A typed integer operation on constants, with the language's semantics: wrapping, shift
    counts modulo the width, Python's floor division (a zero divisor is left to the caller)."""
    if op in COMPARE_OPS:
        return COMPARE_OPS[op](a, b)
    if op in ("shl", "shr"):
        b &= t.bits - 1
        if op == "shr" and t.kind == "uint":
            return t.wrap((a & ((1 << t.bits) - 1)) >> b)
    if op in ("floordiv", "mod") and b == 0:
        return 0
    return t.wrap(INT_OPS[op](a, b))


def fold_in(op, a, b, t):
    """``a op b`` for values of ``t`` (the result's value, or NotIn)."""
    if t is boolean:
        if op in ("eq", "ne"):
            return COMPARE_OPS[op](a, b)
        return NotIn(f"'{op}' on bools: use and/or/not")
    if t.is_int:
        if op == "div":
            return NotIn(f"'/' on integers ({t}): convert explicitly, e.g. f32(x) / f32(y)")
        if op in ("floordiv", "mod") and b == 0:
            return NotIn("constant expression: integer division or modulo by zero")
        return fold_int(op, a, b, t)
    if op in COMPARE_OPS:
        return COMPARE_OPS[op](a, b)
    if op not in FLOAT_OPS:
        return NotIn(f"'{op}' needs integers, not {t}")
    dtype = DTYPES[t.bits]
    with np.errstate(all="ignore"):
        return float(FLOAT_OPS[op](dtype(a), dtype(b)))


def combine(op, a, b):
    """The literal expression ``a op b`` (comparisons: a bool, compared in the operands'
    own type)."""
    if op in COMPARE_OPS:
        kind = a.kind if a.kind is b.kind else f32 if f32 in (a.kind, b.kind) else i32
        x, y = a.value_in(kind), b.value_in(kind)
        bad = next((v for v in (x, y) if isinstance(v, NotIn)), None)
        result = bad or fold_in(op, x, y, kind)
        if isinstance(result, NotIn):
            return Lit(boolean, (result,) * len(TYPES))
        return literal(bool(result))
    kind = f32 if f32 in (a.kind, b.kind) else a.kind
    values = []
    for t in TYPES:
        x, y = a.value_in(t), b.value_in(t)
        bad = next((v for v in (x, y) if isinstance(v, NotIn)), None)
        values.append(bad or fold_in(op, x, y, t))
    return Lit(kind, tuple(values))


def unary(op, a):
    """``-a``, ``+a``, ``~a`` or ``not a`` of a literal expression (a negated number is a
    number: -2147483648 is an i32 literal)."""
    if op == "not":
        return literal(not a.value_in(boolean)) if a.kind is boolean else None
    if a.number is not None and op in ("neg", "pos"):
        return literal(-a.number if op == "neg" else a.number)
    values = []
    for t in TYPES:
        x = a.value_in(t)
        if isinstance(x, NotIn) or t is boolean:
            values.append(x)
        elif op == "invert":
            values.append(t.wrap(~x) if t.is_int else NotIn(f"'~' on {t}"))
        else:
            values.append((t.wrap(-x) if t.is_int else -x) if op == "neg" else x)
    return Lit(a.kind, tuple(values))


def converted(a, t):
    """A conversion ``t(a)`` of a literal expression: a's value as an i64 or f64 (by its
    kind), converted once (integers wrap; floats truncate toward zero, in range)."""
    value = a.value_in(f64 if a.kind.is_float else i64)
    if isinstance(value, NotIn):
        return value
    if t.is_float:
        return rounded(value, t)
    if isinstance(value, float):
        if not math.isfinite(value) or not t.fits(math.trunc(value)):
            return NotIn(f"{t}({value!r}): the value is outside {t}")
        value = math.trunc(value)
    return t.wrap(value)
