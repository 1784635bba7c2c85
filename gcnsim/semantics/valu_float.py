"""VALU floating point: f16, f32, f64 arithmetic, conversions and the division helpers.

Results are IEEE round-to-nearest-even; MODE's denormal flushing, IEEE min/max and DX10 clamp
are applied per instruction (valu.py, fpmode.py). numpy's float32/float64 +, -, *, / and sqrt
round correctly; fused multiply-adds are exact (fma.py). NaNs: an invalid operation gives
bits.INVALID_NAN, a NaN source comes out quieted, the first of the expression first; min/max,
med3, the conversions and div_fixup follow the CDNA3 pseudocode at their edges (docs/errata.md).

Transcendentals (v_rcp, v_rsq, v_sqrt, v_exp, v_log, v_sin, v_cos) are hardware approximations
of about 1 ulp; they are modelled as the f64 result rounded once (rcp and sqrt: correctly
rounded), which clang's refinement sequences (division, sqrt) turn into the same final results.
v_sin/v_cos take revolutions: sin(2*pi*x), exact at quarter turns. The f32 transcendentals
and v_mad_f32/f16 flush denormals whatever MODE says, as the hardware does.

    v_max_f32 v1, v2, v3          (v2 = sNaN 0x7f800001, v3 = 1.0, MODE.IEEE = 1)
    -> v1 = 0x7fc00001 (the sNaN quieted; 1.0 with IEEE = 0)
"""
import numpy as np

from ..bits import invalid_nan, is_signalling, quiet_nan
from .fma import exact_lanes, fma64, fma_odd, fused, unfused
from .fpmode import CLANG, arithmetic, canonical_nan
from .valu import U16, U32, U64, builder, op

F16, F32, F64 = np.float16, np.float32, np.float64
INF = np.inf
EXP_BITS = {F16: (10, 0x1F), F32: (23, 0xFF), F64: (52, 0x7FF)}
UINT = {F16: U16, F32: U32, F64: U64}


def exponent(x, dtype):
    """The biased exponent field of floats."""
    shift, mask = EXP_BITS[dtype]
    raw = np.asarray(x, dtype).view(UINT[dtype])
    return ((raw >> UINT[dtype](shift)) & UINT[dtype](mask)).astype(np.int64)


def is_denorm(x, dtype):
    x = np.asarray(x, dtype)
    return (x != 0) & (np.abs(x) < np.finfo(dtype).tiny)


# ----------------------------------------------------------------------------- division helpers

def _div_scale(dtype, limit, scale, tiny):
    """V_DIV_SCALE_F32/F64 (CDNA3 ISA 12.11 pseudocode; the Vega and RDNA3 guides print the same
    chain): S0 (the denominator S1 or the numerator S2) is scaled by 2**+-``scale`` so that
    neither the reciprocal nor the quotient of the Newton-Raphson steps is denormal; VCC is set
    where exactly one of the two was scaled, so v_div_fmas must undo it. In order:
    a zero S1 or S2 -> NaN; exponent(S2) - exponent(S1) >= ``limit`` (quotient near overflow)
    -> VCC, the denominator up; a denormal S1 -> up; 1/S1 and S2/S1 both denormal -> VCC, the
    denominator down; 1/S1 denormal -> down; S2/S1 denormal -> VCC, the numerator up;
    exponent(S2) <= ``tiny`` -> up.

    Two readings differ from the printed text, as clang's sequences need (tests/semantics/
    test_div_sequences.py gives a / b bit for bit only so): where 1/S1 and S2/S1 are both
    denormal the denominator is scaled down, not up (2**+128 would make 1/DBL_MAX's
    denominator infinite; down, the quotient is 2**128 too large and v_div_fmas's 2**-128 for a
    small quotient undoes it). And "1/S1 is denormal" is 1/S1 in S1's own format's denormal
    range; the f32 text's 1.0 / 64'F(S1) == DENORM.f64 is never true for an f32 S1, which would
    leave v_rcp_f32 a denormal result to flush for any |S1| > 2**126."""
    tiny_value = np.finfo(dtype).tiny

    def fn(s0, s1, s2):
        e1, e2 = exponent(s1, dtype), exponent(s2, dtype)
        with np.errstate(all="ignore"):
            inverse = np.abs(F64(1) / np.asarray(s1, F64))
            quotient = np.asarray(s2 / s1, dtype)
            up, down = np.ldexp(s0, scale), np.ldexp(s0, -scale)
        inv = (inverse != 0) & (inverse < tiny_value)
        quot = is_denorm(quotient, dtype)
        cases = [(s2 == 0) | (s1 == 0), e2 - e1 >= limit, is_denorm(s1, dtype), inv & quot, inv,
                 quot, e2 <= tiny]
        values = [invalid_nan(dtype), np.where(s0 == s1, up, s0), up,
                  np.where(s0 == s1, down, s0), down, np.where(s0 == s2, up, s0), up]
        vcc = np.select(cases[:6], [False, True, False, True, False, True], False)
        return np.select(cases, values, s0).astype(dtype), vcc
    return fn


def _div_fmas(dtype, scale, bias):
    """V_DIV_FMAS_F32/F64: S0 * S1 + S2, where VCC is set scaled by 2**+scale if S2 (the scaled
    quotient) has an exponent >= ``bias`` and by 2**-scale otherwise, rounded once: the exact
    fused result times the power of two, so a quotient that ends up denormal is rounded only at
    its own precision. The Vega, RDNA3 and CDNA4 guides print a fixed 2**32 (f32) / 2**64
    (f64), which would not undo v_div_scale's 2**+-64 / 2**+-128 (docs/errata.md). A NaN
    result is the fma's (canonical_nan: the first NaN source quieted, else INVALID_NAN; numpy's
    own would depend on a lane's place in its loop where two sources are NaNs)."""
    up, down = 2.0 ** scale, 2.0 ** -scale

    @canonical_nan
    def fn(a, b, c, vcc):
        factor = np.where(vcc, np.where(exponent(c, dtype) >= bias, up, down), 1.0)
        if dtype is F64:
            return _scaled_fma64(a, b, c, factor)
        # fma_odd is the exact sum rounded to odd in f64; a power of two times it is exact
        # (f32 operands stay far inside f64's range), so one rounding to f32 is correct
        return (fma_odd(a, b, c) * factor).astype(dtype)
    return fn


def _scaled_fma64(a, b, c, factor):
    """(a * b + c) * factor for f64 operands and a power-of-two factor, rounded once.

    fma64 rounds a*b + c to f64 first; scaling that up, or down to a result that is still
    normal, is exact. A result scaled into the denormal range would be rounded twice, and one
    that overflowed before the scale down may be finite after it, so those few lanes are
    computed exactly with rationals (int / int is correctly rounded, denormals included)."""
    a, b, c = (np.atleast_1d(np.asarray(x, F64)) for x in (a, b, c))
    factor = np.broadcast_to(np.asarray(factor, F64), np.broadcast(a, b, c).shape)
    rounded = fma64(a, b, c)
    with np.errstate(all="ignore"):
        out = rounded * factor
    finite = np.isfinite(a) & np.isfinite(b) & np.isfinite(c)
    small = (factor < 1) & finite & ((np.abs(out) < 2.0 ** -1021) | ~np.isfinite(rounded))
    if not np.count_nonzero(small):
        return out
    return exact_lanes(out, small, a, b, c, factor)


def _div_fixup(dtype, underflow):
    """V_DIV_FIXUP (CDNA3 ISA): special cases of S2 / S1 around the quotient S0: a NaN S2 or S1
    quieted, 0/0 and inf/inf the invalid NaN (the pseudocode's 0xffc00000), a NaN or infinite
    quotient +-inf (the overflow case)."""
    def fn(q, d, n):
        negative = np.signbit(d) ^ np.signbit(n)
        inf = np.where(negative, dtype(-INF), dtype(INF))
        zero = np.where(negative, dtype(-0.0), dtype(0.0))
        cases = [np.isnan(n), np.isnan(d), (d == 0) & (n == 0), np.isinf(d) & np.isinf(n),
                 (d == 0) | np.isinf(n), np.isinf(d) | (n == 0),
                 exponent(n, dtype) - exponent(d, dtype) < underflow]
        values = [quiet_nan(n), quiet_nan(d), invalid_nan(dtype), invalid_nan(dtype), inf, zero,
                  zero]
        mag = np.where(np.isnan(q), dtype(INF), np.abs(q))
        return np.select(cases, values, np.where(negative, -mag, mag)).astype(dtype)
    return fn


# ----------------------------------------------------------------------------- helpers

def _rounded(fn, via=F64):
    """A transcendental computed in ``via`` and rounded once by the writer; a NaN source comes
    out quieted, an invalid operation (log(-1), rsq(-inf), sin(inf)) as the invalid NaN."""
    return canonical_nan(lambda x: fn(np.asarray(x, via)))


def _turns(x):
    """x minus its nearest integer, in [-0.5, 0.5]: exact in f64 for f16/f32 inputs."""
    x = np.asarray(x, F64)
    return x - np.rint(x)


def _sin_turns(x):
    """sin(2*pi*x) (V_SIN_F32: x in revolutions), exact at quarter turns: 1, -1 and +0, with
    sin(-0) = -0 (the CDNA3 functional examples); elsewhere the f64 sine of the reduced turn."""
    t = _turns(x)
    exact = np.select([t == 0.25, t == -0.25, (t == 0) | (np.abs(t) == 0.5)], [1.0, -1.0, 0.0],
                      np.sin(2 * np.pi * t))
    return np.where(np.asarray(x, F64) == 0, x, exact)


def _cos_turns(x):
    """cos(2*pi*x), exact at quarter turns: 1, -1 and +0."""
    t = _turns(x)
    return np.select([t == 0, np.abs(t) == 0.5, np.abs(t) == 0.25], [1.0, -1.0, 0.0],
                     np.cos(2 * np.pi * t))


def _fract(dtype):
    """V_FRACT: x - floor(x), clamped below 1 (0x3f7fffff for f32); a NaN passes quieted,
    an infinity gives the invalid NaN (inf - inf)."""
    below_one = np.nextafter(dtype(1), dtype(0))
    return arithmetic(lambda x: np.where(x - np.floor(x) > below_one, below_one,
                                         x - np.floor(x)), dtype)


def _to_int(lo, hi, rounding=np.trunc):
    """f -> integer: rounding, saturation, NaN -> 0 (Vega ISA V_CVT_I32_F32)."""
    def fn(x):
        y = rounding(np.asarray(x, F64))
        return np.where(np.isnan(y), 0, np.clip(y, lo, hi)).astype(np.int64)
    return fn


def _frexp_mant(x):
    m, _ = np.frexp(x)
    return np.where(np.isfinite(x), m, x)


def _frexp_exp(x):
    _, e = np.frexp(x)
    return np.where(np.isfinite(x), e, 0)


def _ldexp(x, e):
    return np.ldexp(x, np.clip(np.asarray(e, np.int64), -2200, 2200).astype(np.int32))


def _mad_legacy(a, b, c):
    """V_MAD_LEGACY_F32: the legacy product, rounded, plus S2."""
    return canonical_nan(lambda p, c: p + c)(canonical_nan(_mul_legacy)(a, b), c)


def _mul_legacy(a, b):
    """DX9 multiply: 0 times anything (inf, NaN) is +0."""
    return np.where((a == 0) | (b == 0), a.dtype.type(0) if hasattr(a, "dtype") else 0, a * b)


def _signed_zero(a, b, smaller):
    """Of two zeros, -0 for min if either is -0 (bits OR), +0 for max if either is (bits AND)."""
    a, b = np.asarray(a), np.asarray(b)
    unsigned = UINT[a.dtype.type]
    ua, ub = a.view(unsigned), b.view(unsigned)
    return ((ua | ub) if smaller else (ua & ub)).view(a.dtype)


def selection(smaller):
    """V_MIN_F32 (``smaller``) / V_MAX_F32 and their f16/f64 forms, per MODE (CDNA3 ISA): under
    IEEE a signalling NaN operand is returned quieted (S0 first); otherwise a NaN S0 gives S1, a
    NaN S1 gives S0 (two quiet NaNs: S1); -0 < +0; else the smaller / larger."""
    def by_mode(mode):
        def fn(a, b):
            nan_a, nan_b = a != a, b != b
            out = np.where(((a < b) if smaller else (a > b)) | (nan_b & ~nan_a), a, b)
            zeros = (a == 0) & (b == 0)
            if np.count_nonzero(zeros):
                out = np.where(zeros, _signed_zero(a, b, smaller), out)
            if mode.ieee and np.count_nonzero(nan_a | nan_b):
                out = np.where(is_signalling(b), quiet_nan(b), out)
                out = np.where(is_signalling(a), quiet_nan(a), out)
            return out
        return fn
    return by_mode


def selection3(kind):
    """V_MIN3/V_MAX3 (two V_MIN/V_MAX in turn) and V_MED3 (CDNA3 ISA): with a NaN operand the
    median is min3; else the max of the two operands other than the one max3 equals."""
    def by_mode(mode):
        low, high = selection(True)(mode), selection(False)(mode)
        if kind == "min3":
            return lambda a, b, c: low(low(a, b), c)
        if kind == "max3":
            return lambda a, b, c: high(high(a, b), c)

        def med3(a, b, c):
            top = high(high(a, b), c)
            out = np.where(top == a, high(b, c), np.where(top == b, high(a, c), high(a, b)))
            nan = (a != a) | (b != b) | (c != c)
            if np.count_nonzero(nan):
                out = np.where(nan, low(low(a, b), c), out)
            return out
        return med3
    return by_mode


def f32_to_f16(x):
    """V_CVT_F16_F32: round to nearest even; a NaN is quieted and keeps the top of its payload
    (numpy would keep an sNaN signalling)."""
    x = np.asarray(x, F32)
    bits = quiet_nan(x).view(U32)
    nan = ((bits >> U32(16)) & U32(0x8000)) | U32(0x7C00) | ((bits >> U32(13)) & U32(0x3FF))
    return np.where(x != x, nan.astype(U16), x.astype(F16).view(U16)).view(F16)


def _widen(dtype):
    """f16 -> f32 / f32 -> f64 conversions: exact, a NaN quieted."""
    return lambda x: quiet_nan(np.asarray(x).astype(dtype))


def _pkrtz(a, b):
    """Two f32 to f16 rounded toward zero, packed (src0 in the low half)."""
    def rtz(x):
        x = np.asarray(x, F32)
        h = f32_to_f16(x)
        over = np.abs(h.astype(F32)) > np.abs(x)
        return np.where(over, np.nextafter(h, F16(0)), h).view(U16).astype(U32)
    return rtz(a) | (rtz(b) << U32(16))


def _pack_f16(a, b):
    return np.asarray(a, F16).view(U16).astype(U32) | (np.asarray(b, F16).view(U16).astype(U32)
                                                        << U32(16))


def _pknorm(scale, lo):
    def fn(a, b):
        def one(x):
            y = np.rint(np.clip(np.asarray(x, F64), lo, 1.0) * scale)
            return np.where(np.isnan(y), 0, y).astype(np.int64) & 0xFFFF
        return one(a) | (one(b) << 16)
    return fn


def _cvt_pk_u8(a, b, c):
    """V_CVT_PK_U8_F32: S0 to u8 (round, saturate) into byte S1[1:0] of S2."""
    shift = U32(8) * (b & U32(3))
    byte = _to_int(0, 255, np.rint)(a).astype(U32)
    return (c & ~(U32(0xFF) << shift)) | (byte << shift)


# ----------------------------------------------------------------------------- the tables

TYPES = {"f16": F16, "f32": F32, "f64": F64}


def _arith(t):
    """Operations every float type has: v_add_f32, v_fma_f64, v_min_f16, ..."""
    dtype = TYPES[t]
    two, three = f"{t} {t} -> {t}", f"{t} {t} {t} -> {t}"
    fma = fused(dtype)
    trans = "flush" if t == "f32" else "mode"     # "denormals are flushed" (CDNA3 ISA notes)
    sub = canonical_nan(lambda a, b: a - b)
    mad = unfused(dtype)
    ops = {
        f"v_add_{t}": op(two, canonical_nan(lambda a, b: a + b)),
        f"v_sub_{t}": op(two, sub),
        f"v_subrev_{t}": op(two, lambda a, b: sub(b, a)),      # S1 - S0: S1's NaN first
        f"v_mul_{t}": op(two, canonical_nan(lambda a, b: a * b)),
        f"v_min_{t}": _moded(two, selection(True)),
        f"v_max_{t}": _moded(two, selection(False)),
        f"v_fma_{t}": op(three, fma),
        f"v_fmac_{t}": op(three, fma, acc=True),
        f"v_ldexp_{t}": op(f"{t} {'i16' if t == 'f16' else 'i32'} -> {t}", _ldexp),
        f"v_trunc_{t}": op(f"{t} -> {t}", arithmetic(np.trunc, dtype)),
        f"v_ceil_{t}": op(f"{t} -> {t}", arithmetic(np.ceil, dtype)),
        f"v_floor_{t}": op(f"{t} -> {t}", arithmetic(np.floor, dtype)),
        f"v_rndne_{t}": op(f"{t} -> {t}", arithmetic(np.rint, dtype)),
        f"v_fract_{t}": op(f"{t} -> {t}", _fract(dtype)),
        f"v_frexp_mant_{t}": op(f"{t} -> {t}", _frexp_mant),
        f"v_rcp_{t}": op(f"{t} -> {t}", _rounded(lambda x: 1.0 / x), denorm=trans),
        f"v_rsq_{t}": op(f"{t} -> {t}", _rounded(lambda x: 1.0 / np.sqrt(x)), denorm=trans),
        f"v_sqrt_{t}": op(f"{t} -> {t}", _rounded(np.sqrt), denorm=trans),
        f"v_div_fixup_{t}": op(three, _div_fixup(dtype, {F16: -25, F32: -150, F64: -1075}[dtype])),
    }
    if t != "f64":
        ops.update({
            f"v_mad_{t}": op(three, mad, denorm="flush"),
            f"v_mac_{t}": op(three, mad, acc=True, denorm="flush"),
            f"v_madmk_{t}": op(three, mad, denorm="flush"),
            f"v_madak_{t}": op(three, mad, denorm="flush"),
            f"v_min3_{t}": _moded(three, selection3("min3")),
            f"v_max3_{t}": _moded(three, selection3("max3")),
            f"v_med3_{t}": _moded(three, selection3("med3")),
            f"v_exp_{t}": op(f"{t} -> {t}", _rounded(np.exp2), denorm=trans),
            f"v_log_{t}": op(f"{t} -> {t}", _rounded(np.log2), denorm=trans),
            f"v_sin_{t}": op(f"{t} -> {t}", _rounded(_sin_turns)),
            f"v_cos_{t}": op(f"{t} -> {t}", _rounded(_cos_turns)),
        })
    return ops


def _moded(signature, by_mode):
    """An Op whose function depends on MODE (its CLANG_MODE one as the plain fn)."""
    return op(signature, by_mode(CLANG), by_mode=by_mode)


def _transcendental(fn):
    return op("f32 -> f32", _rounded(fn), denorm="flush")


def _f32_only():
    rcp = lambda x: 1.0 / x
    rsq = lambda x: 1.0 / np.sqrt(x)
    return {
        "v_mul_legacy_f32": op("f32 f32 -> f32", canonical_nan(_mul_legacy)),
        "v_mad_legacy_f32": op("f32 f32 f32 -> f32", _mad_legacy, denorm="flush"),
        "v_mac_legacy_f32": op("f32 f32 f32 -> f32", _mad_legacy, acc=True, denorm="flush"),
        "v_min_legacy_f32": op("f32 f32 -> f32", lambda a, b: np.where(a < b, a, b)),
        "v_max_legacy_f32": op("f32 f32 -> f32", lambda a, b: np.where(a >= b, a, b)),
        "v_fmamk_f32": op("f32 f32 f32 -> f32", lambda a, k, b: fused(F32)(a, k, b)),
        "v_fmaak_f32": op("f32 f32 f32 -> f32", fused(F32)),
        "v_rcp_iflag_f32": _transcendental(rcp),
        "v_rcp_legacy_f32": _transcendental(rcp),
        "v_rcp_clamp_f32": _transcendental(rcp),
        "v_rsq_legacy_f32": _transcendental(rsq),
        "v_rsq_clamp_f32": _transcendental(rsq),
        "v_exp_legacy_f32": _transcendental(np.exp2),
        "v_log_legacy_f32": _transcendental(np.log2),
        "v_log_clamp_f32": _transcendental(np.log2),
        "v_rcp_clamp_f64": op("f64 -> f64", lambda x: 1.0 / x),
        "v_rsq_clamp_f64": op("f64 -> f64", lambda x: 1.0 / np.sqrt(x)),
        "v_frexp_exp_i32_f32": op("f32 -> i32", _frexp_exp),
        "v_frexp_exp_i32_f64": op("f64 -> i32", _frexp_exp),
        "v_frexp_exp_i16_f16": op("f16 -> i16", _frexp_exp),
        "v_div_scale_f32": op("f32 f32 f32 -> f32", _div_scale(F32, 96, 64, 23), mask_out=True),
        "v_div_scale_f64": op("f64 f64 f64 -> f64", _div_scale(F64, 768, 128, 53),
                              mask_out=True),
        "v_div_fmas_f32": op("f32 f32 f32 mask -> f32", _div_fmas(F32, 64, 127), vcc_in=True,
                             denorm="out"),
        "v_div_fmas_f64": op("f64 f64 f64 mask -> f64", _div_fmas(F64, 128, 1023), vcc_in=True,
                             denorm="out"),
        "v_fma_legacy_f16": op("f16 f16 f16 -> f16", fused(F16)),
        "v_mad_legacy_f16": op("f16 f16 f16 -> f16", unfused(F16), denorm="flush"),
        "v_div_fixup_legacy_f16": op("f16 f16 f16 -> f16", _div_fixup(F16, -25)),
    }


def _conversions():
    i32, u32 = _to_int(-2 ** 31, 2 ** 31 - 1), _to_int(0, 2 ** 32 - 1)
    i16, u16 = _to_int(-2 ** 15, 2 ** 15 - 1), _to_int(0, 2 ** 16 - 1)
    ops = {
        "v_cvt_f32_i32": op("i32 -> f32", lambda x: x.astype(F32)),
        "v_cvt_f32_u32": op("u32 -> f32", lambda x: x.astype(F32)),
        "v_cvt_f64_i32": op("i32 -> f64", lambda x: x.astype(F64)),
        "v_cvt_f64_u32": op("u32 -> f64", lambda x: x.astype(F64)),
        "v_cvt_i32_f32": op("f32 -> i32", i32),
        "v_cvt_u32_f32": op("f32 -> u32", u32),
        "v_cvt_i32_f64": op("f64 -> i32", i32),
        "v_cvt_u32_f64": op("f64 -> u32", u32),
        "v_cvt_rpi_i32_f32": op("f32 -> i32",
                                _to_int(-2 ** 31, 2 ** 31 - 1, lambda x: np.floor(
                                    (x.astype(F32) + F32(0.5)).astype(F64)))),
        "v_cvt_flr_i32_f32": op("f32 -> i32", _to_int(-2 ** 31, 2 ** 31 - 1, np.floor)),
        "v_cvt_f16_f32": op("f32 -> f16", f32_to_f16),
        "v_cvt_f32_f16": op("f16 -> f32", _widen(F32)),
        "v_cvt_f32_f64": op("f64 -> f32", arithmetic(lambda x: x.astype(F32), F64)),
        "v_cvt_f64_f32": op("f32 -> f64", _widen(F64)),
        "v_cvt_f16_u16": op("u16 -> f16", lambda x: x.astype(F16)),
        "v_cvt_f16_i16": op("i16 -> f16", lambda x: x.astype(F16)),
        "v_cvt_u16_f16": op("f16 -> u16", u16),
        "v_cvt_i16_f16": op("f16 -> i16", i16),
        "v_cvt_off_f32_i4": op("u32 -> f32",
                               lambda x: ((((x & U32(15)) ^ U32(8)).astype(np.int64) - 8)
                                          / 16.0)),
        "v_cvt_pkrtz_f16_f32": op("f32 f32 -> u32", _pkrtz),
        "v_cvt_pknorm_i16_f32": op("f32 f32 -> u32", _pknorm(32767.0, -1.0)),
        "v_cvt_pknorm_u16_f32": op("f32 f32 -> u32", _pknorm(65535.0, 0.0)),
        "v_cvt_pknorm_i16_f16": op("f16 f16 -> u32", _pknorm(32767.0, -1.0)),
        "v_cvt_pknorm_u16_f16": op("f16 f16 -> u32", _pknorm(65535.0, 0.0)),
        "v_cvt_norm_i16_f16": op("f16 -> i16", lambda x: _pknorm(32767.0, -1.0)(x, 0)),
        "v_cvt_norm_u16_f16": op("f16 -> u16", lambda x: _pknorm(65535.0, 0.0)(x, 0)),
        "v_cvt_pk_u8_f32": op("f32 u32 u32 -> u32", _cvt_pk_u8),
        "v_pack_b32_f16": op("f16 f16 -> u32", _pack_f16, denorm="none"),
    }
    for n in range(4):
        ops[f"v_cvt_f32_ubyte{n}"] = op(
            "u32 -> f32", lambda x, s=U32(8 * n): ((x >> s) & U32(0xFF)).astype(F32))
    return ops


# ----------------------------------------------------------------------------- graphics helpers

def _cube(a, b, c):
    """The face of a cube-map direction (S0, S1, S2) = (x, y, z) as the Vega ISA's V_CUBE* pick
    it: z if |z| is largest, else y if |y| >= |x|, else x. Returns (id, 2 * major axis, sc, tc)."""
    z_major = (np.abs(c) >= np.abs(a)) & (np.abs(c) >= np.abs(b))
    y_major = ~z_major & (np.abs(b) >= np.abs(a))
    x_major = ~z_major & ~y_major
    major = np.select([z_major, y_major], [c, b], a)
    face = np.select([z_major, y_major], [4, 2], 0) + (major < 0)
    sc = np.select([z_major & (c < 0), z_major, y_major, x_major & (a < 0)], [-a, a, a, c], -c)
    tc = np.select([y_major & (b < 0), y_major], [-c, c], -b)
    return face, major + major, sc, tc


def _two_over_pi(bits):
    """floor(2/pi * 2**bits) by Machin's formula in integers (64 guard bits)."""
    def arctan_inv(x, scale):
        total = term = (1 << scale) // x
        n = 1
        while term:
            term //= x * x
            total += (-1) ** n * (term // (2 * n + 1))
            n += 1
        return total
    scale = bits + 64
    pi = 16 * arctan_inv(5, scale) - 4 * arctan_inv(239, scale)
    return ((2 << (2 * scale)) // pi) >> 64


# V_TRIG_PREOP_F64's table (Vega ISA): 2/pi = 0.{b_1200 ... b_0}; segment bits past b_0 are 0.
TWO_OVER_PI_BITS = 1201
TWO_OVER_PI = _two_over_pi(TWO_OVER_PI_BITS)
TRIG_SHIFTS = 31 * 53 + (2047 - 1077) + 1
TRIG_SEGMENTS = np.array(
    [(TWO_OVER_PI << s >> (TWO_OVER_PI_BITS - 53)) & ((1 << 53) - 1) for s in range(TRIG_SHIFTS)],
    np.float64)


def _trig_preop(x, segment):
    """V_TRIG_PREOP_F64: 53 bits of 2/pi from bit 53 * S1[4:0] (plus exponent(S0) - 1077 for
    large S0), scaled by 2**(-53 - shift) (2**128 more when exponent(S0) >= 1968); a NaN S0 gives
    the quiet NaN (LLVM's fold; see docs/errata.md)."""
    e = exponent(x, F64)
    shift = (np.asarray(segment, np.int64) & 31) * 53 + np.maximum(e - 1077, 0)
    scale = -53 - shift + np.where(e >= 1968, 128, 0)
    value = np.ldexp(TRIG_SEGMENTS[shift], scale.astype(np.int32))
    return np.where(np.isnan(x), x, value)


def _mullit(a, b, c):
    """V_MULLIT_F32 (Sea Islands): a legacy multiply (0 * anything = 0) where S2 > 0, else
    -MAX_FLOAT (the lighting clamp; see docs/errata.md)."""
    return np.where(c > 0, _mul_legacy(a, b), -np.finfo(F32).max)


def _cvt_pkaccum_u8(a, b, d):
    """V_CVT_PKACCUM_U8_F32: f32_to_u8(S0) into byte S1[1:0] of the destination (read as S2)."""
    return _cvt_pk_u8(a, b, d)


def _graphics():
    three = "f32 f32 f32 -> f32"
    return {
        "v_cubeid_f32": op(three, lambda a, b, c: _cube(a, b, c)[0]),
        "v_cubema_f32": op(three, lambda a, b, c: _cube(a, b, c)[1]),
        "v_cubesc_f32": op(three, lambda a, b, c: _cube(a, b, c)[2]),
        "v_cubetc_f32": op(three, lambda a, b, c: _cube(a, b, c)[3]),
        "v_trig_preop_f64": op("f64 u32 -> f64", _trig_preop),
        "v_mullit_f32": op(three, _mullit),
        "v_cvt_pkaccum_u8_f32": op("f32 u32 u32 -> u32", _cvt_pkaccum_u8, acc=True),
    }


OPS = {**_arith("f16"), **_arith("f32"), **_arith("f64"), **_f32_only(), **_conversions(),
       **_graphics()}
SEMANTICS = {name: builder(spec) for name, spec in OPS.items()}
