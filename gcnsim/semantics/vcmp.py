"""VALU compares (VOPC and their VOP3 forms): v_cmp, v_cmpx, v_cmps(x) and v_cmp_class.

A compare yields one bit per lane, written to VCC (e32, SDWA without sdst) or an SGPR pair
(e64, SDWA sdst); lanes inactive in EXEC write 0. v_cmpx also writes the result to EXEC
(Vega ISA 6.4: GCN3-era targets write both). Float conditions follow IEEE: the n* forms are
true on unordered inputs (nge = !(a >= b)), lg and o are false on them. v_cmps/v_cmpsx (gfx7)
differ only in signalling exceptions, which are not modelled. Denormal inputs are flushed to zero
as MODE says (valu.py); v_cmp_class sees them unflushed.

    v_cmp_gt_u32_e32 vcc, s0, v1      (s0 = 5; v1 = 3 in lane 0, 7 in lane 1)
    -> vcc bit 0 = 1, bit 1 = 0
    v_cmp_class_f32_e64 s[2:3], v0, 0x3      (bit 0 sNaN, bit 1 qNaN): s[2:3] = lanes with NaN
"""
import numpy as np

from .valu import U16, U32, U64, builder, op

FLOAT_CONDITIONS = {
    "f": lambda a, b: np.zeros(np.broadcast(a, b).shape, bool),
    "lt": np.less, "eq": np.equal, "le": np.less_equal, "gt": np.greater,
    "lg": lambda a, b: (a < b) | (a > b), "ge": np.greater_equal,
    "o": lambda a, b: ~(np.isnan(a) | np.isnan(b)),
    "u": lambda a, b: np.isnan(a) | np.isnan(b),
    "nge": lambda a, b: ~(a >= b), "nlg": lambda a, b: ~((a < b) | (a > b)),
    "ngt": lambda a, b: ~(a > b), "nle": lambda a, b: ~(a <= b),
    "neq": lambda a, b: ~(a == b), "nlt": lambda a, b: ~(a < b),
    "tru": lambda a, b: np.ones(np.broadcast(a, b).shape, bool),
}
INT_CONDITIONS = {
    "f": FLOAT_CONDITIONS["f"], "lt": np.less, "eq": np.equal, "le": np.less_equal,
    "gt": np.greater, "ne": np.not_equal, "lg": np.not_equal, "ge": np.greater_equal,
    "t": FLOAT_CONDITIONS["tru"], "tru": FLOAT_CONDITIONS["tru"],
}
FLOATS = ("f16", "f32", "f64")
INTS = ("i16", "u16", "i32", "u32", "i64", "u64")
# Field layout of the float kinds: (mantissa bits, exponent mask, unsigned view).
LAYOUT = {"f16": (10, 0x1F, U16), "f32": (23, 0xFF, U32), "f64": (52, 0x7FF, U64)}


def _class(typ):
    """v_cmp_class: S1 bits select classes: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -denormal,
    5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf (Vega ISA V_CMP_CLASS_F32)."""
    mant_bits, exp_mask, unsigned = LAYOUT[typ]

    def fn(x, classes):
        raw = np.asarray(x).view(unsigned)
        exp = (raw >> unsigned(mant_bits)) & unsigned(exp_mask)
        mant = raw & unsigned((1 << mant_bits) - 1)
        neg = (raw >> unsigned(8 * raw.dtype.itemsize - 1)) != 0
        quiet = (mant >> unsigned(mant_bits - 1)) != 0
        nan = (exp == exp_mask) & (mant != 0)
        inf = (exp == exp_mask) & (mant == 0)
        zero = (exp == 0) & (mant == 0)
        denorm = (exp == 0) & (mant != 0)
        normal = (exp != 0) & (exp != exp_mask)
        index = np.select(
            [nan & ~quiet, nan, inf & neg, normal & neg, denorm & neg, zero & neg, zero,
             denorm, normal], [0, 1, 2, 3, 4, 5, 6, 7, 8], 9)
        return ((np.asarray(classes, U32) >> index.astype(U32)) & U32(1)) != 0
    return fn


def _compares():
    ops = {}
    for prefix, exec_out in (("v_cmp", False), ("v_cmpx", True), ("v_cmps", False),
                             ("v_cmpsx", True)):
        for typ in FLOATS:
            for cond, fn in FLOAT_CONDITIONS.items():
                ops[f"{prefix}_{cond}_{typ}"] = op(f"{typ} {typ} -> mask", fn,
                                                   exec_out=exec_out)
        if prefix in ("v_cmps", "v_cmpsx"):
            continue
        for typ in INTS:
            for cond, fn in INT_CONDITIONS.items():
                ops[f"{prefix}_{cond}_{typ}"] = op(f"{typ} {typ} -> mask", fn,
                                                   exec_out=exec_out)
        for typ in FLOATS:
            ops[f"{prefix}_class_{typ}"] = op(f"{typ} u32 -> mask", _class(typ),
                                              exec_out=exec_out, denorm="none")
    return ops


OPS = _compares()
SEMANTICS = {name: builder(spec) for name, spec in OPS.items()}
