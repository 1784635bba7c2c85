"""Code generators of f32 division's helpers, v_ldexp_f32 and v_exp_f32 (ops.py's Gen), as the
interpreter computes them (semantics/valu_float.py), which is what a compiler's f32 division
(v_div_scale x2, v_rcp, Newton steps, v_div_fmas, v_div_fixup) and exp (v_exp, v_ldexp) run.

- v_ldexp_f32: S0 * 2**S1 rounded once (an f64 product is exact: S1 clamped to +-300, past
  which every f32 over- or underflows, as the interpreter's clip to +-2200); its i32 source is
  ``raw`` (no modifiers: an integer source's sext stays interpreted).
- v_div_scale_f32: the interpreter's chain of cases in its order (a zero S1 or S2, the
  exponents' difference, a denormal S1, 1/S1 in f64 and S2/S1 in f32 denormal, a small S2),
  S0 or S0 * 2**+-64 (ldexp's rounding), and the lane's VCC bit; S0 is returned as it is (no
  NaN rule: a signalling S0 stays signalling), the zero cases give bits.INVALID_NAN.
- v_div_fmas_f32: S0 * S1 + S2 exact in f64 but for one rounding to odd (TwoSum, as
  fma.fma_odd), times 2**+-64 where VCC (the lane's bit, a ``vcc_in`` source) is set, rounded
  once to f32; its inputs are never flushed, its result as MODE says (``keeps_input``).
- v_div_fixup_f32: the special cases of S2 / S1 around the quotient S0 in the interpreter's
  order (a NaN S2 or S1 quieted, 0/0 and inf/inf invalid, infinities, zeros, an exponent
  difference below -150), else |S0| (+inf for a NaN S0) with the sign of S1 xor S2.
- v_exp_f32: 2**x as the host's exp2 computes it in f64 (llvm.exp2.f64, libm's ``exp2``),
  rounded once to f32; denormals flushed in and out. Covered only where numpy's exp2 is that
  same libm function: numpy's AVX512_SKX builds compute it with their own vector code
  (``EXP2_IS_LIBM``), so there it stays interpreted.

    DIVISION["v_div_fixup_f32"].gen(b, q, d, n)  ->  float (the NaN rule its own)
"""
from . import irtext as ir

from ..bits import INVALID_NAN
from .gen import F32, F64, I1, I32, I64, Gen, intrinsic

TINY = 2.0 ** -126                  # f32's smallest normal
LDEXP_LIMIT = 300                   # |S1| past which every f32 over- or underflows


def _is_nan(b, x):
    return b.fcmp_unordered("uno", x, x)


def _bits(b, x):
    return b.bitcast(x, I32)


def _float(b, bits):
    return b.bitcast(bits, F32)


def _quieted(b, x):
    return _float(b, b.or_(_bits(b, x), I32(0x00400000)))


def _exponent(b, x):
    """The biased exponent field of f32 ``x`` (i32)."""
    return b.and_(b.lshr(_bits(b, x), I32(23)), I32(0xFF))


def _power(b, e):
    """2**e as an f64 for an i32 ``e`` within +-LDEXP_LIMIT (its bits made directly)."""
    biased = b.add(b.sext(e, I64), I64(1023))
    return b.bitcast(b.shl(biased, I64(52)), F64)


def ldexp(b, x, e):
    """x * 2**e rounded once to f32 (numpy's ldexp of an f32); a NaN quieted."""
    e = b.select(b.icmp_signed(">", e, I32(LDEXP_LIMIT)), I32(LDEXP_LIMIT), e)
    e = b.select(b.icmp_signed("<", e, I32(-LDEXP_LIMIT)), I32(-LDEXP_LIMIT), e)
    out = b.fptrunc(b.fmul(b.fpext(x, F64), _power(b, e)), F32)
    return b.select(_is_nan(b, x), _quieted(b, x), out)


def _denormal(b, x):
    """Whether f32 (or f64) ``x`` is nonzero and below f32's smallest normal (is_denorm)."""
    magnitude = intrinsic(b, f"llvm.fabs.{'f32' if x.type is F32 else 'f64'}", x.type, [x])
    tiny = ir.Constant(x.type, TINY)
    return b.and_(b.fcmp_ordered("!=", x, ir.Constant(x.type, 0.0)),
                  b.fcmp_ordered("<", magnitude, tiny))


def _div_scale(b, s0, s1, s2):
    """(result, VCC bit) of V_DIV_SCALE_F32 (valu_float._div_scale, its cases in order)."""
    e1, e2 = _exponent(b, s1), _exponent(b, s2)
    zero = ir.Constant(F32, 0.0)
    inverse = b.fdiv(ir.Constant(F64, 1.0), b.fpext(s1, F64))      # |1/S1|: denormal in f32?
    inv = _denormal(b, inverse)
    quot = _denormal(b, b.fdiv(s2, s1))
    up, down = ldexp(b, s0, I32(64)), ldexp(b, s0, I32(-64))
    cases = [  # (condition, result, VCC), first that holds wins
        (b.or_(b.fcmp_ordered("==", s2, zero), b.fcmp_ordered("==", s1, zero)),
         _float(b, I32(INVALID_NAN[32])), 0),
        (b.icmp_signed(">=", b.sub(e2, e1), I32(96)),
         b.select(b.fcmp_ordered("==", s0, s1), up, s0), 1),
        (_denormal(b, s1), up, 0),
        (b.and_(inv, quot), b.select(b.fcmp_ordered("==", s0, s1), down, s0), 1),
        (inv, down, 0),
        (quot, b.select(b.fcmp_ordered("==", s0, s2), up, s0), 1),
        (b.icmp_signed("<=", e2, I32(23)), up, 0)]
    out, vcc = s0, I1(0)
    for cond, value, bit in reversed(cases):
        out, vcc = b.select(cond, value, out), b.select(cond, I1(bit), vcc)
    return out, vcc


def _div_fmas(b, s0, s1, s2, vcc):
    """V_DIV_FMAS_F32 (valu_float._div_fmas): fma rounded to odd in f64, scaled, rounded."""
    p = b.fmul(b.fpext(s0, F64), b.fpext(s1, F64))     # exact
    c = b.fpext(s2, F64)
    s = b.fadd(p, c)
    bb = b.fsub(s, p)                                   # TwoSum: s + err == p + c exactly
    err = b.fadd(b.fsub(p, b.fsub(s, bb)), b.fsub(c, bb))
    bits = b.bitcast(s, I64)
    even = b.icmp_unsigned("==", b.and_(bits, I64(1)), I64(0))
    finite = b.icmp_unsigned("!=", b.and_(bits, I64(0x7FF << 52)), I64(0x7FF << 52))
    zero = ir.Constant(F64, 0.0)
    away = b.icmp_unsigned("==", b.fcmp_ordered(">", err, zero), b.fcmp_ordered(">", s, zero))
    toward = b.bitcast(b.select(away, b.add(bits, I64(1)), b.sub(bits, I64(1))), F64)
    odd = b.select(b.and_(b.and_(b.fcmp_unordered("!=", err, zero), even), finite), toward, s)
    big = b.icmp_unsigned(">=", _exponent(b, s2), I32(127))
    factor = b.select(vcc, b.select(big, ir.Constant(F64, 2.0 ** 64),
                                    ir.Constant(F64, 2.0 ** -64)), ir.Constant(F64, 1.0))
    return b.fptrunc(b.fmul(odd, factor), F32)


def _div_fixup(b, q, d, n):
    """V_DIV_FIXUP_F32 (valu_float._div_fixup, its cases in order)."""
    sign = b.and_(b.xor(_bits(b, d), _bits(b, n)), I32(0x80000000))
    inf, zero = I32(0x7F800000), I32(0)
    infinite_d = b.icmp_unsigned("==", b.and_(_bits(b, d), I32(0x7FFFFFFF)), inf)
    infinite_n = b.icmp_unsigned("==", b.and_(_bits(b, n), I32(0x7FFFFFFF)), inf)
    zero_d = b.fcmp_ordered("==", d, ir.Constant(F32, 0.0))
    zero_n = b.fcmp_ordered("==", n, ir.Constant(F32, 0.0))
    invalid = I32(INVALID_NAN[32])
    magnitude = b.select(_is_nan(b, q), inf, b.and_(_bits(b, q), I32(0x7FFFFFFF)))
    cases = [(_is_nan(b, n), _bits(b, _quieted(b, n))), (_is_nan(b, d), _bits(b, _quieted(b, d))),
             (b.and_(zero_d, zero_n), invalid), (b.and_(infinite_d, infinite_n), invalid),
             (b.or_(zero_d, infinite_n), b.or_(sign, inf)),
             (b.or_(infinite_d, zero_n), b.or_(sign, zero)),
             (b.icmp_signed("<", b.sub(_exponent(b, n), _exponent(b, d)), I32(-150)),
              b.or_(sign, zero))]
    out = b.or_(sign, magnitude)
    for cond, value in reversed(cases):
        out = b.select(cond, value, out)
    return _float(b, out)


def _exp(b, x):
    return b.fptrunc(intrinsic(b, "llvm.exp2.f64", F64, [b.fpext(x, F64)]), F32)


def _exp2_is_libm():
    """Whether numpy's exp2 of f64 is the C library's (no vector code of its own on this
    host: numpy dispatches its AVX512_SKX builds' exp2 to SVML)."""
    try:
        from numpy._core._multiarray_umath import __cpu_features__  # noqa: PLC0415
    except ImportError:                                             # numpy 1.x
        from numpy.core._multiarray_umath import __cpu_features__   # noqa: PLC0415
    return not __cpu_features__.get("AVX512_SKX", False)


EXP2_IS_LIBM = _exp2_is_libm()

DIVISION = {
    "v_ldexp_f32": Gen("f32", 2, ldexp, raw=(1,)),
    "v_div_scale_f32": Gen("f32", 3, _div_scale, mask_out=True, nan=False),
    "v_div_fmas_f32": Gen("f32", 3, _div_fmas, vcc_in=True, raw=(3,), keeps_input=True),
    "v_div_fixup_f32": Gen("f32", 3, _div_fixup, nan=False),
    **({"v_exp_f32": Gen("f32", 1, _exp, flush=True)} if EXP2_IS_LIBM else {}),
}
