"""Code generators of the 64-bit SALU forms (ops.py's SALU table, wider): lane-mask logic,
shifts, selects and compares on SGPR pairs as i64, and the s_*_saveexec_b64 family.

A generator returns (result or None, SCC or None) as ops.py's SALU ones do; shift counts
and s_ff1 as semantics/salu.py computes them (the count modulo 64; the first set bit, -1 when
none). A saveexec generator gets (source, EXEC) and returns the new EXEC: the translator
writes the old EXEC to sdst and SCC = (new EXEC != 0) (Vega ISA S_AND_SAVEEXEC_B64). An
instruction that writes EXEC ends its native segment (tier.py), so the VALU entries before it
count the lanes active at the segment's start.

    SALU64["s_andn2_b64"][1](b, x, y)  ->  (x & ~y, (x & ~y) != 0)
"""
from . import irtext as ir

from .gen import I1, I32, I64, intrinsic

LOGIC = {"and": lambda b, x, y: b.and_(x, y), "or": lambda b, x, y: b.or_(x, y),
         "xor": lambda b, x, y: b.xor(x, y), "andn2": lambda b, x, y: b.and_(x, b.not_(y)),
         "orn2": lambda b, x, y: b.or_(x, b.not_(y)),
         "nand": lambda b, x, y: b.not_(b.and_(x, y)),
         "nor": lambda b, x, y: b.not_(b.or_(x, y)),
         "xnor": lambda b, x, y: b.not_(b.xor(x, y))}
SAVEEXEC_ONLY = {"andn1": lambda b, x, y: b.and_(b.not_(x), y),
                 "orn1": lambda b, x, y: b.or_(b.not_(x), y)}


def _nonzero(b, d):
    return d, b.zext(b.icmp_unsigned("!=", d, ir.Constant(d.type, 0)), I32)


def _logic(fn):
    return 2, lambda b, x, y: _nonzero(b, fn(b, x, y))


def _shift(op):
    return 2, lambda b, x, y: _nonzero(b, getattr(b, op)(x, b.zext(b.and_(y, I32(63)), I64)))


def _compare(pred):
    return 2, lambda b, x, y: (None, b.zext(b.icmp_unsigned(pred, x, y), I32))


def _ff1(b, x):
    first = b.trunc(intrinsic(b, "llvm.cttz.i64", I64, [x, I1(0)]), I32)
    return b.select(b.icmp_unsigned("==", x, I64(0)), I32(-1), first), None


SALU64 = {
    "s_mov_b64": (1, lambda b, x: (x, None)),
    "s_not_b64": (1, lambda b, x: _nonzero(b, b.not_(x))),
    **{f"s_{name}_b64": _logic(fn) for name, fn in LOGIC.items()},
    "s_lshl_b64": _shift("shl"),
    "s_lshr_b64": _shift("lshr"),
    "s_ashr_i64": _shift("ashr"),
    "s_cmp_eq_u64": _compare("=="),
    "s_cmp_lg_u64": _compare("!="),
    "s_ff1_i32_b64": (1, _ff1),
}
SCC_READERS64 = {"s_cselect_b64": (2, lambda b, x, y, scc: (b.select(b.trunc(scc, I1), x, y),
                                                               None))}
SAVEEXEC = {f"s_{name}_saveexec_b64": fn for name, fn in {**LOGIC, **SAVEEXEC_ONLY}.items()}
