"""What each R700 ALU instruction computes: one small function per opcode over uint32 lane
arrays (any shape), the registry the clause machine looks up by isa.py's opcode names.

Values are raw 32-bit patterns; float opcodes view them as IEEE binary32 through numpy (no
denormal flushing, numpy's rounding: round to nearest even). Sources arrive with ABS and NEG
already applied (sign-bit operations, the ALU word's SRC*_ABS and SRC*_NEG). The comparisons
of SET*, PRED_SET* and CND* come from the name's condition (E, GT, GE, NE) and type suffix
(float, _INT, _UINT), as Mesa's r600_isa tables flag them.

    >>> import numpy as np
    >>> int(SEMANTICS["ADD_INT"](np.uint32([7]), np.uint32([0xFFFFFFFF]), None)[0])
    6
"""
import numpy as np

ONE_F32 = np.uint32(0x3F800000)
TRUE_INT = np.uint32(0xFFFFFFFF)


def f32(x):
    return np.asarray(x, dtype=np.uint32).view(np.float32)


def bits(x):
    return np.asarray(x, dtype=np.float32).view(np.uint32)


def i32(x):
    return np.asarray(x, dtype=np.uint32).view(np.int32)


def u32(x):
    return np.asarray(x).astype(np.int64).astype(np.uint32)


def _cmp(cond, kind):
    """The comparison of a SET/PRED_SET/CND opcode: a function (a, b) -> bool array."""
    view = {"": f32, "_INT": i32, "_UINT": lambda x: np.asarray(x, dtype=np.uint32)}[kind]
    ops = {"E": np.equal, "GT": np.greater, "GE": np.greater_equal, "NE": np.not_equal}
    return lambda a, b: ops[cond](view(a), view(b))


def condition(name):
    """(cond, kind) of a comparing opcode name: PRED_SETGT_UINT -> ("GT", "_UINT")."""
    core = name.replace("PRED_SET", "").replace("SET", "").replace("CND", "")
    for kind in ("_UINT", "_INT", "_DX10"):
        if core.endswith(kind):
            return core[:-len(kind)], kind if kind != "_DX10" else ""
    return core, ""


def compare(name, a, b):
    """The condition of a comparing opcode over sources a and b."""
    cond, kind = condition(name)
    return _cmp(cond, kind)(a, b)


def _float(fn):
    def run(a, b, c):
        with np.errstate(all="ignore"):
            return bits(fn(f32(a), None if b is None else f32(b), None if c is None else f32(c)))
    return run


def _int(fn):
    def run(a, b, c):
        return u32(fn(i32(a).astype(np.int64), None if b is None else i32(b).astype(np.int64),
                      None if c is None else i32(c).astype(np.int64)))
    return run


def _uint(fn):
    def run(a, b, c):
        return u32(fn(np.asarray(a, np.uint32).astype(np.int64),
                      None if b is None else np.asarray(b, np.uint32).astype(np.int64), None))
    return run


def _set(name, true):
    def run(a, b, c):
        return np.where(compare(name, a, b), true, np.uint32(0)).astype(np.uint32)
    return run


def _cnd(name):
    def run(a, b, c):
        return np.where(compare(name, a, np.zeros_like(a)), b, c).astype(np.uint32)
    return run


def _pred_set(name):
    """PRED_SET*: 0.0 where the condition holds, 1.0 where not (gcnsim's reading of the R600
    family's PRED_SET descriptions; LLVM always masks this result, so its corpus does not pin
    it); the clause machine sets the predicate and exec mask where the condition holds."""
    def run(a, b, c):
        return np.where(compare(name, a, b), np.uint32(0), ONE_F32).astype(np.uint32)
    return run


def _mul_legacy(a, b, c):
    """MUL (non-IEEE): 0 times anything, infinities and NaN included, is 0 (DX9 rules)."""
    zero = (f32(a) == 0) | (f32(b) == 0)
    with np.errstate(all="ignore"):
        return np.where(zero, np.uint32(0), bits(f32(a) * f32(b))).astype(np.uint32)


def _shift(fn):
    def run(a, b, c):
        return u32(fn(a, np.asarray(b, np.uint32) & 31))
    return run


def _flt_to_int(a, b, c):
    x = np.nan_to_num(f32(a).astype(np.float64), nan=0.0)
    return u32(np.clip(np.trunc(x), -2 ** 31, 2 ** 31 - 1))


def _flt_to_uint(a, b, c):
    x = np.nan_to_num(f32(a).astype(np.float64), nan=0.0)
    return u32(np.clip(np.trunc(x), 0, 2 ** 32 - 1).astype(np.uint64))


SEMANTICS = {
    "ADD": _float(lambda a, b, c: a + b),
    "MUL": _mul_legacy,
    "MUL_IEEE": _float(lambda a, b, c: a * b),
    "MAX": _float(lambda a, b, c: np.where(a >= b, a, b)),
    "MIN": _float(lambda a, b, c: np.where(a < b, a, b)),
    "MAX_DX10": _float(lambda a, b, c: np.fmax(a, b)),
    "MIN_DX10": _float(lambda a, b, c: np.fmin(a, b)),
    "FRACT": _float(lambda a, b, c: a - np.floor(a)),
    "TRUNC": _float(lambda a, b, c: np.trunc(a)),
    "CEIL": _float(lambda a, b, c: np.ceil(a)),
    "RNDNE": _float(lambda a, b, c: np.rint(a)),
    "FLOOR": _float(lambda a, b, c: np.floor(a)),
    "MOV": lambda a, b, c: np.asarray(a, np.uint32).copy(),
    "MOVA_INT": lambda a, b, c: np.asarray(a, np.uint32).copy(),
    "NOP": None,
    "AND_INT": _uint(lambda a, b, c: a & b),
    "OR_INT": _uint(lambda a, b, c: a | b),
    "XOR_INT": _uint(lambda a, b, c: a ^ b),
    "NOT_INT": _uint(lambda a, b, c: ~a),
    "ADD_INT": _uint(lambda a, b, c: a + b),
    "SUB_INT": _uint(lambda a, b, c: a - b),
    "MAX_INT": _int(lambda a, b, c: np.maximum(a, b)),
    "MIN_INT": _int(lambda a, b, c: np.minimum(a, b)),
    "MAX_UINT": _uint(lambda a, b, c: np.maximum(a, b)),
    "MIN_UINT": _uint(lambda a, b, c: np.minimum(a, b)),
    "EXP_IEEE": _float(lambda a, b, c: np.exp2(a)),
    "LOG_IEEE": _float(lambda a, b, c: np.log2(a)),
    "RECIP_IEEE": _float(lambda a, b, c: np.float32(1) / a),
    "RECIPSQRT_IEEE": _float(lambda a, b, c: np.float32(1) / np.sqrt(a)),
    "SQRT_IEEE": _float(lambda a, b, c: np.sqrt(a)),
    "FLT_TO_INT": _flt_to_int,
    "FLT_TO_UINT": _flt_to_uint,
    "INT_TO_FLT": lambda a, b, c: bits(i32(a).astype(np.float32)),
    "UINT_TO_FLT": lambda a, b, c: bits(np.asarray(a, np.uint32).astype(np.float32)),
    "ASHR_INT": _shift(lambda a, s: i32(a).astype(np.int64) >> s),
    "LSHR_INT": _shift(lambda a, s: np.asarray(a, np.uint32) >> s),
    "LSHL_INT": _shift(lambda a, s: np.asarray(a, np.uint32).astype(np.uint64) << s),
    "MULLO_INT": _int(lambda a, b, c: a * b),
    "MULHI_INT": _int(lambda a, b, c: (a * b) >> 32),
    "MULLO_UINT": _uint(lambda a, b, c: a * b),
    "MULHI_UINT": lambda a, b, c: u32((np.asarray(a, np.uint64) * np.asarray(b, np.uint64))
                                      >> np.uint64(32)),
    "MULADD": _float(lambda a, b, c: a * b + c),
    "MULADD_IEEE": _float(lambda a, b, c: a * b + c),
}
for _name in ("SETE", "SETGT", "SETGE", "SETNE"):
    SEMANTICS[_name] = _set(_name, ONE_F32)
for _name in ("SETE_DX10", "SETGT_DX10", "SETGE_DX10", "SETNE_DX10", "SETE_INT", "SETGT_INT",
              "SETGE_INT", "SETNE_INT", "SETGT_UINT", "SETGE_UINT"):
    SEMANTICS[_name] = _set(_name, TRUE_INT)
for _name in ("PRED_SETE", "PRED_SETGT", "PRED_SETGE", "PRED_SETNE", "PRED_SETE_INT",
              "PRED_SETGT_INT", "PRED_SETGE_INT", "PRED_SETNE_INT", "PRED_SETGT_UINT",
              "PRED_SETGE_UINT"):
    SEMANTICS[_name] = _pred_set(_name)
for _name in ("CNDE", "CNDGT", "CNDGE", "CNDE_INT", "CNDGT_INT", "CNDGE_INT"):
    SEMANTICS[_name] = _cnd(_name)


def is_pred_set(name):
    return name.startswith("PRED_SET")
