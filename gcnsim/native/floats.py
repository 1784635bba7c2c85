"""Code generators of f64 arithmetic, conversions and the f32 selections (ops.py's Gen).

- f64: v_add/v_mul/v_fma/v_fmac_f64 as LLVM's fadd/fmul/llvm.fma.f64 (the translator applies
  abs/neg, MODE's f16/f64 flushing and the NaN rule as for f32).
- Conversions (semantics/valu_float.py): integer -> float by LLVM's sitofp/uitofp (round to
  nearest even); float -> integer by llvm.fpto[su]i.sat (truncated, saturated, NaN -> 0, as
  Vega ISA V_CVT_I32_F32); f32 <-> f64 by fpext/fptrunc with a NaN made quiet, its payload
  shifted as the interpreter's cast does (``out`` names the result's type: the translator
  flushes it as MODE says for that type, and leaves the NaN to the generator).
- v_mad/v_mac/v_madmk/v_madak_f32 unfused (semantics/fma.unfused): the product rounded and
  given the NaN rule, then the sum; denormals flushed in and out whatever MODE says.
- v_trunc/floor/ceil/rndne_f32 as LLVM's intrinsics; v_rcp_f32 as 1 / x in f64 rounded once
  to f32 (the interpreter's), denormals flushed whatever MODE says (``flush``).
- v_cvt_f32_f16 / v_cvt_f16_f32 by the bits (never LLVM's ``half``, whose conversions call
  runtime routines MCJIT does not resolve): f16 -> f32 exact, a NaN quieted (payload moved up
  13 bits); f32 -> f16 rounded to nearest even (65520 and up: infinity; below 2**-14 through
  an exact f32 scaling and llvm.roundeven), a NaN quieted keeping its payload's top 10 bits
  (valu_float.f32_to_f16); MODE's flushing of the f16 input or result as the interpreter's
  (``moded``: the generator gets the FpMode and the raw dword; no abs/neg: those forms run
  interpreted); the f16 result zero-extended to the dword.
- v_min/v_max/v_med3_f32 select an operand (semantics valu_float.selection): a NaN S0 gives
  S1 and a NaN S1 gives S0, -0 < +0, and under MODE.IEEE a signalling NaN operand is returned
  quieted (S0 first); ``moded`` generators get the FpMode first.

    FLOATS["v_cvt_u32_f32"].gen(b, x)  ->  call i32 @llvm.fptoui.sat.i32.f32(x)
"""
from . import irtext as ir

from ..bits import INVALID_NAN
from .gen import F32, F64, I32, I64, Gen, intrinsic


def _fma64(b, x, y, z):
    return intrinsic(b, "llvm.fma.f64", F64, [x, y, z])


def _to_int(kind, source):
    name = f"llvm.fpto{kind}i.sat.i32.{'f32' if source is F32 else 'f64'}"
    return lambda b, x: intrinsic(b, name, I32, [x])


def _from_int(signed, target):
    return lambda b, x: (b.sitofp if signed else b.uitofp)(x, target)


def _is_nan(b, x):
    return b.fcmp_unordered("uno", x, x)


def _widen(b, x):
    """f32 -> f64: exact; a NaN quieted (its payload moves up 29 bits, as a host cast's)."""
    wide = b.bitcast(b.fpext(x, F64), I64)
    quiet = b.or_(wide, I64(1 << 51))
    return b.bitcast(b.select(_is_nan(b, x), quiet, wide), F64)


def _narrow(b, x):
    """f64 -> f32 rounded to nearest even; a NaN quieted, its payload's top 22 bits kept."""
    bits = b.bitcast(x, I64)
    nan = b.or_(b.or_(b.and_(b.trunc(b.lshr(bits, I64(32)), I32), I32(0x80000000)),
                      I32(0x7FC00000)), b.and_(b.trunc(b.lshr(bits, I64(29)), I32),
                                               I32(0x003FFFFF)))
    return b.bitcast(b.select(_is_nan(b, x), nan, b.bitcast(b.fptrunc(x, F32), I32)), F32)


def _signalling(b, x):
    return b.and_(_is_nan(b, x), b.icmp_unsigned(
        "==", b.and_(b.bitcast(x, I32), I32(0x00400000)), I32(0)))


def _quieted(b, x):
    return b.bitcast(b.or_(b.bitcast(x, I32), I32(0x00400000)), F32)


def _select(smaller):
    def fn(b, mode, x, y):
        nan_x, nan_y = _is_nan(b, x), _is_nan(b, y)
        wins = b.fcmp_ordered("<" if smaller else ">", x, y)
        out = b.select(b.or_(wins, b.and_(nan_y, b.not_(nan_x))), x, y)
        zeros = b.and_(b.fcmp_ordered("==", x, F32(0)), b.fcmp_ordered("==", y, F32(0)))
        xi, yi = b.bitcast(x, I32), b.bitcast(y, I32)
        zero = b.bitcast(b.or_(xi, yi) if smaller else b.and_(xi, yi), F32)
        out = b.select(zeros, zero, out)
        if mode.ieee:
            out = b.select(_signalling(b, y), _quieted(b, y), out)
            out = b.select(_signalling(b, x), _quieted(b, x), out)
        return out
    return fn


def _med3(b, mode, x, y, z):
    low, high = _select(True), _select(False)
    top = high(b, mode, high(b, mode, x, y), z)
    out = b.select(b.fcmp_ordered("==", top, x), high(b, mode, y, z),
                   b.select(b.fcmp_ordered("==", top, y), high(b, mode, x, z),
                            high(b, mode, x, y)))
    nan = b.or_(b.or_(_is_nan(b, x), _is_nan(b, y)), _is_nan(b, z))
    return b.select(nan, low(b, mode, low(b, mode, x, y), z), out)


def _quiet_first(b, out, sources):
    """An f32 NaN result: the first NaN source quieted, else INVALID_NAN (the NaN rule of one
    step of an unfused multiply-add)."""
    chosen = I32(INVALID_NAN[32])
    for x in reversed(sources):
        chosen = b.select(_is_nan(b, x), b.or_(b.bitcast(x, I32), I32(0x00400000)), chosen)
    return b.bitcast(b.select(_is_nan(b, out), chosen, b.bitcast(out, I32)), F32)


def _mad(b, x, y, z):
    """v_mad/v_mac_f32: the product rounded (its NaN rule first), then the sum (fma.unfused)."""
    product = _quiet_first(b, b.fmul(x, y), (x, y))
    return _quiet_first(b, b.fadd(product, z), (product, z))


def _rounding(name):
    return lambda b, x: intrinsic(b, f"llvm.{name}.f32", F32, [x])


def _rcp(b, x):
    """1 / x computed in f64 and rounded once to f32, as the interpreter's _rounded."""
    return b.fptrunc(b.fdiv(ir.Constant(F64, 1.0), b.fpext(x, F64)), F32)


def _denormal16(b, h):
    """i1: whether f16 bits ``h`` (i32, low half) are a denormal."""
    return b.and_(b.icmp_unsigned("==", b.and_(h, I32(0x7C00)), I32(0)),
                  b.icmp_unsigned("!=", b.and_(h, I32(0x3FF)), I32(0)))


def flushed16(b, h):
    return b.select(_denormal16(b, h), b.and_(h, I32(0x8000)), h)


def _f16_to_f32(b, mode, x):
    """v_cvt_f32_f16: the low half of dword ``x`` as f32 bits (i32)."""
    h = b.and_(x, I32(0xFFFF))
    return widen16(b, flushed16(b, h) if not mode.keeps_input("f16") else h)


def widen16(b, h):
    """f16 bits ``h`` (i32, the low half) as f32 bits: exact, a NaN quieted."""
    sign = b.shl(b.and_(h, I32(0x8000)), I32(16))
    exp, mant = b.and_(b.lshr(h, I32(10)), I32(0x1F)), b.and_(h, I32(0x3FF))
    normal = b.or_(b.shl(b.add(exp, I32(127 - 15)), I32(23)), b.shl(mant, I32(13)))
    tiny = b.bitcast(b.fmul(b.uitofp(mant, F32), F32(2.0 ** -24)), I32)
    special = b.or_(I32(0x7F800000), b.shl(mant, I32(13)))
    special = b.select(b.icmp_unsigned("!=", mant, I32(0)), b.or_(special, I32(0x400000)),
                       special)
    out = b.select(b.icmp_unsigned("==", exp, I32(0)), tiny,
                   b.select(b.icmp_unsigned("==", exp, I32(31)), special, normal))
    return b.or_(out, sign)


def _f32_to_f16(b, mode, x):
    """v_cvt_f16_f32: f32 bits ``x`` (i32) rounded to f16 bits, zero-extended."""
    if not mode.keeps_input("f32"):
        x = b.select(_denormal32(b, x), b.and_(x, I32(0x80000000)), x)
    out = round16(b, x)
    return out if mode.keeps_output("f16") else flushed16(b, out)


def round16(b, x):
    """f32 bits ``x`` (i32) rounded to nearest even f16 bits (zero-extended; a NaN quieted
    keeping its payload's top 10 bits)."""
    sign = b.and_(b.lshr(x, I32(16)), I32(0x8000))
    a = b.and_(x, I32(0x7FFFFFFF))
    mant = b.and_(a, I32(0x7FFFFF))
    normal = b.or_(b.shl(b.sub(b.lshr(a, I32(23)), I32(112)), I32(10)), b.lshr(mant, I32(13)))
    rest = b.and_(mant, I32(0x1FFF))
    up = b.or_(b.icmp_unsigned(">", rest, I32(0x1000)),
               b.and_(b.icmp_unsigned("==", rest, I32(0x1000)),
                      b.trunc(normal, ir.IntType(1))))
    normal = b.add(normal, b.zext(up, I32))
    scaled = b.fmul(b.bitcast(a, F32), F32(2.0 ** 24))
    tiny = b.fptoui(intrinsic(b, "llvm.roundeven.f32", F32, [scaled]), I32)
    nan = b.or_(I32(0x7E00), b.and_(b.lshr(x, I32(13)), I32(0x3FF)))
    out = b.select(b.icmp_unsigned(">", a, I32(0x7F800000)), nan,
                   b.select(b.icmp_unsigned(">=", a, I32(0x477FF000)), I32(0x7C00),
                            b.select(b.icmp_unsigned(">=", a, I32(0x38800000)), normal, tiny)))
    return b.or_(out, sign)


def _denormal32(b, x):
    magnitude = b.and_(x, I32(0x7FFFFFFF))
    return b.and_(b.icmp_unsigned("!=", magnitude, I32(0)),
                  b.icmp_unsigned("<", magnitude, I32(0x00800000)))


FLOATS = {
    "v_add_f64": Gen("f64", 2, lambda b, x, y: b.fadd(x, y), widths=(2, 2), vout=2),
    "v_mul_f64": Gen("f64", 2, lambda b, x, y: b.fmul(x, y), widths=(2, 2), vout=2),
    "v_fma_f64": Gen("f64", 3, _fma64, widths=(2, 2, 2), vout=2),
    "v_fmac_f64": Gen("f64", 2, _fma64, acc=True, widths=(2, 2), vout=2),
    "v_cvt_f32_i32": Gen("u32", 1, lambda b, x: b.bitcast(b.sitofp(x, F32), I32)),
    "v_cvt_f32_u32": Gen("u32", 1, lambda b, x: b.bitcast(b.uitofp(x, F32), I32)),
    "v_cvt_f64_i32": Gen("u32", 1, lambda b, x: b.bitcast(b.sitofp(x, F64), I64), vout=2),
    "v_cvt_f64_u32": Gen("u32", 1, lambda b, x: b.bitcast(b.uitofp(x, F64), I64), vout=2),
    "v_cvt_i32_f32": Gen("f32", 1, _to_int("s", F32), out="u32"),
    "v_cvt_u32_f32": Gen("f32", 1, _to_int("u", F32), out="u32"),
    "v_cvt_i32_f64": Gen("f64", 1, _to_int("s", F64), out="u32", widths=(2,)),
    "v_cvt_u32_f64": Gen("f64", 1, _to_int("u", F64), out="u32", widths=(2,)),
    "v_cvt_f64_f32": Gen("f32", 1, _widen, out="f64", vout=2),
    "v_cvt_f32_f64": Gen("f64", 1, _narrow, out="f32", widths=(2,)),
    "v_min_f32": Gen("f32", 2, _select(True), moded=True, nan=False),
    "v_max_f32": Gen("f32", 2, _select(False), moded=True, nan=False),
    "v_med3_f32": Gen("f32", 3, _med3, moded=True, nan=False),
    "v_fmamk_f32": Gen("f32", 3, lambda b, x, k, y: intrinsic(b, "llvm.fma.f32", F32, [x, k, y])),
    "v_fmaak_f32": Gen("f32", 3, lambda b, x, y, k: intrinsic(b, "llvm.fma.f32", F32, [x, y, k])),
    "v_mad_f32": Gen("f32", 3, _mad, flush=True, nan=False),
    "v_mac_f32": Gen("f32", 2, _mad, acc=True, flush=True, nan=False),
    "v_madmk_f32": Gen("f32", 3, _mad, flush=True, nan=False),
    "v_madak_f32": Gen("f32", 3, _mad, flush=True, nan=False),
    "v_trunc_f32": Gen("f32", 1, _rounding("trunc")),
    "v_floor_f32": Gen("f32", 1, _rounding("floor")),
    "v_ceil_f32": Gen("f32", 1, _rounding("ceil")),
    "v_rndne_f32": Gen("f32", 1, _rounding("roundeven")),
    "v_rcp_f32": Gen("f32", 1, _rcp, flush=True),
    "v_rcp_iflag_f32": Gen("f32", 1, _rcp, flush=True),
    "v_cvt_f32_f16": Gen("u32", 1, _f16_to_f32, moded=True, consts="f16"),
    "v_cvt_f16_f32": Gen("u32", 1, _f32_to_f16, moded=True, consts="f32"),
}
