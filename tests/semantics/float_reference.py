"""An independent model of the VALU float instructions, transcribed from AMD's pseudocode (CDNA3
ISA; its text is shared by CDNA4's) on Python integers and exact fractions: it never imports
gcnsim's semantics, so the edge tests compare two separate readings of the manual.

Values are bit patterns; a format is 'f16', 'f32' or 'f64'. Rounding is to nearest even, done
once on the exact rational result; NaN rules: an operation with a NaN source returns the first
NaN source quieted; one that is invalid (0 * inf, inf - inf, sqrt(-1)) returns INVALID, the
negative quiet NaN the pseudocode writes for V_DIV_FIXUP (0xffc00000, 0xfe00,
0xfff8000000000000). MODE: denormal inputs and results flush to a zero of their sign where the
mode says so.

    add("f32", 0x3F800000, 0x3F800000) -> 0x40000000
    minmax("f32", 0x7F800001, 0x3F800000, smaller=True, ieee=True) -> 0x7FC00001
"""
from fractions import Fraction

FORMATS = {"f16": (5, 10), "f32": (8, 23), "f64": (11, 52)}
INVALID = {"f16": 0xFE00, "f32": 0xFFC00000, "f64": 0xFFF8000000000000}


def layout(fmt):
    """(exponent bits, mantissa bits, bias, width)."""
    e, m = FORMATS[fmt]
    return e, m, (1 << (e - 1)) - 1, 1 + e + m


def sign(b, fmt):
    return b >> (layout(fmt)[3] - 1)


def exp_field(b, fmt):
    e, m, _, _ = layout(fmt)
    return (b >> m) & ((1 << e) - 1)


def mant_field(b, fmt):
    return b & ((1 << layout(fmt)[1]) - 1)


def is_nan(b, fmt):
    return exp_field(b, fmt) == (1 << layout(fmt)[0]) - 1 and mant_field(b, fmt) != 0


def is_inf(b, fmt):
    return exp_field(b, fmt) == (1 << layout(fmt)[0]) - 1 and mant_field(b, fmt) == 0


def is_snan(b, fmt):
    return is_nan(b, fmt) and not (b >> (layout(fmt)[1] - 1)) & 1


def is_zero(b, fmt):
    return b & ((1 << (layout(fmt)[3] - 1)) - 1) == 0


def is_denorm(b, fmt):
    return exp_field(b, fmt) == 0 and mant_field(b, fmt) != 0


def quiet(b, fmt):
    return b | (1 << (layout(fmt)[1] - 1))


def value(b, fmt):
    """The exact value of a finite pattern."""
    _, m, bias, _ = layout(fmt)
    e, f = exp_field(b, fmt), mant_field(b, fmt)
    mag = Fraction(f, 1 << m) * Fraction(2) ** (1 - bias) if e == 0 else \
        (1 + Fraction(f, 1 << m)) * Fraction(2) ** (e - bias)
    return -mag if sign(b, fmt) else mag


def inf(fmt, negative=False):
    e, m, _, w = layout(fmt)
    return (negative << (w - 1)) | (((1 << e) - 1) << m)


def zero(fmt, negative=False):
    return negative << (layout(fmt)[3] - 1)


def round_to(q, fmt, negative_zero=False):
    """The pattern nearest to the rational ``q`` (ties to even; overflow to inf); an exact or
    underflowed zero takes ``negative_zero``'s sign unless q itself is negative."""
    e, m, bias, w = layout(fmt)
    if q == 0:
        return zero(fmt, negative_zero)
    neg, mag = q < 0, abs(q)
    exp = mag.numerator.bit_length() - mag.denominator.bit_length()
    if Fraction(2) ** exp > mag:
        exp -= 1
    exp = max(exp, 1 - bias)                       # denormal range: fixed quantum
    quantum = Fraction(2) ** (exp - m)
    n, rem = divmod(mag / quantum, 1)
    n = int(n)
    if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and n & 1):
        n += 1
    if n == 0:
        return zero(fmt, neg)
    if n >> (m + 1):                               # carried into the next binade
        n >>= 1
        exp += 1
    if exp > bias:
        return inf(fmt, neg)
    biased = exp + bias if n >> m else 0
    return (neg << (w - 1)) | (biased << m) | (n & ((1 << m) - 1))


def flush(b, fmt):
    """A denormal as a zero of its sign."""
    return zero(fmt, sign(b, fmt)) if is_denorm(b, fmt) else b


def first_nan(fmt, *srcs):
    """The first NaN source quieted, or None."""
    for b, f in srcs:
        if is_nan(b, f):
            return quiet(b, f) if f == fmt else convert_nan(b, f, fmt)
    return None


def convert_nan(b, src, dst):
    """A NaN converted between formats: quieted, sign kept, payload's top bits kept."""
    _, ms, _, ws = layout(src)
    _, md, _, wd = layout(dst)
    payload = quiet(b, src) & ((1 << ms) - 1)
    payload = payload >> (ms - md) if ms > md else payload << (md - ms)
    return (sign(b, src) << (wd - 1)) | inf(dst) | payload


# ------------------------------------------------------------------------------- arithmetic

def add(fmt, a, b):
    nan = first_nan(fmt, (a, fmt), (b, fmt))
    if nan is not None:
        return nan
    if is_inf(a, fmt) and is_inf(b, fmt):
        return a if sign(a, fmt) == sign(b, fmt) else INVALID[fmt]
    if is_inf(a, fmt) or is_inf(b, fmt):
        return a if is_inf(a, fmt) else b
    both_negative = sign(a, fmt) and sign(b, fmt)
    return round_to(value(a, fmt) + value(b, fmt), fmt, both_negative)


def neg(fmt, b):
    return b ^ (1 << (layout(fmt)[3] - 1))


def mul(fmt, a, b):
    nan = first_nan(fmt, (a, fmt), (b, fmt))
    if nan is not None:
        return nan
    negative = sign(a, fmt) ^ sign(b, fmt)
    if is_inf(a, fmt) or is_inf(b, fmt):
        if is_zero(a, fmt) or is_zero(b, fmt):
            return INVALID[fmt]
        return inf(fmt, negative)
    return round_to(value(a, fmt) * value(b, fmt), fmt, negative)


def fma(fmt, a, b, c):
    """a * b + c rounded once."""
    nan = first_nan(fmt, (a, fmt), (b, fmt), (c, fmt))
    if nan is not None:
        return nan
    pneg = sign(a, fmt) ^ sign(b, fmt)
    if is_inf(a, fmt) or is_inf(b, fmt):
        if is_zero(a, fmt) or is_zero(b, fmt):
            return INVALID[fmt]
        if is_inf(c, fmt) and sign(c, fmt) != pneg:
            return INVALID[fmt]
        return inf(fmt, pneg)
    if is_inf(c, fmt):
        return c
    p = value(a, fmt) * value(b, fmt)
    exact = p + value(c, fmt)
    if exact == 0 and p == 0:
        return zero(fmt, pneg and sign(c, fmt))
    return round_to(exact, fmt, False)


def mad(fmt, a, b, c):
    """Unfused: the product rounded, then the sum."""
    return add(fmt, mul(fmt, a, b), c)


def minmax(fmt, a, b, smaller, ieee):
    """V_MIN_F32 / V_MAX_F32 (CDNA3 pseudocode)."""
    if ieee and is_snan(a, fmt):
        return quiet(a, fmt)
    if ieee and is_snan(b, fmt):
        return quiet(b, fmt)
    if is_nan(a, fmt):
        return b
    if is_nan(b, fmt):
        return a
    if is_zero(a, fmt) and is_zero(b, fmt):
        pick_a = sign(a, fmt) if smaller else not sign(a, fmt)
        return a if pick_a else b
    order = compare(fmt, a, b)
    if smaller:
        return a if order < 0 else b
    return a if order > 0 or (ieee and order == 0) else b


def _order(b, fmt):
    return (-2 if sign(b, fmt) else 2) if is_inf(b, fmt) else 0


def compare(fmt, a, b):
    """-1, 0, 1 for ordered a, b; None if unordered."""
    if is_nan(a, fmt) or is_nan(b, fmt):
        return None
    va = _order(a, fmt) if is_inf(a, fmt) else 0
    vb = _order(b, fmt) if is_inf(b, fmt) else 0
    if va or vb:
        return (va > vb) - (va < vb) if va != vb else 0
    x, y = value(a, fmt), value(b, fmt)
    return (x > y) - (x < y)


def min3(fmt, a, b, c, ieee):
    return minmax(fmt, minmax(fmt, a, b, True, ieee), c, True, ieee)


def max3(fmt, a, b, c, ieee):
    return minmax(fmt, minmax(fmt, a, b, False, ieee), c, False, ieee)


def med3(fmt, a, b, c, ieee):
    if is_nan(a, fmt) or is_nan(b, fmt) or is_nan(c, fmt):
        return min3(fmt, a, b, c, ieee)
    top = max3(fmt, a, b, c, ieee)
    if compare(fmt, top, a) == 0:
        return minmax(fmt, b, c, False, ieee)
    if compare(fmt, top, b) == 0:
        return minmax(fmt, a, c, False, ieee)
    return minmax(fmt, a, b, False, ieee)


# ------------------------------------------------------------------------------- rounding, parts

def _integral(fmt, b, rounding):
    """trunc/floor/ceil/rndne of a pattern: NaN quieted, infinities and zeros kept."""
    if is_nan(b, fmt):
        return quiet(b, fmt)
    if is_inf(b, fmt) or is_zero(b, fmt):
        return b
    x = value(b, fmt)
    n = {"trunc": int(x), "floor": x.__floor__(), "ceil": x.__ceil__(),
         "rndne": round(x)}[rounding]
    return round_to(Fraction(n), fmt, sign(b, fmt))


def trunc(fmt, b):
    return _integral(fmt, b, "trunc")


def floor(fmt, b):
    return _integral(fmt, b, "floor")


def ceil(fmt, b):
    return _integral(fmt, b, "ceil")


def rndne(fmt, b):
    return _integral(fmt, b, "rndne")


def fract(fmt, b):
    """S0 + -floor(S0), clamped below 1 (V_FRACT_F32: 'result clamped to 0x3f7fffff')."""
    if is_nan(b, fmt):
        return quiet(b, fmt)
    if is_inf(b, fmt):
        return INVALID[fmt]
    r = add(fmt, b, neg(fmt, floor(fmt, b)))
    below_one = round_to(Fraction(1), fmt) - 1
    return below_one if value(r, fmt) >= 1 else r


def frexp_exp(fmt, b):
    """exponent(S0) - bias + 1 (0 for inf and NaN); a denormal as C's frexp normalises it."""
    if is_nan(b, fmt) or is_inf(b, fmt) or is_zero(b, fmt):
        return 0
    x = abs(value(b, fmt))
    e = x.numerator.bit_length() - x.denominator.bit_length()
    return e + 1 if Fraction(2) ** e <= x else e


def frexp_mant(fmt, b):
    """mantissa(S0) in [0.5, 1) with S0's sign; inf and NaN pass unchanged (not quieted)."""
    if is_nan(b, fmt) or is_inf(b, fmt) or is_zero(b, fmt):
        return b
    return round_to(value(b, fmt) / Fraction(2) ** frexp_exp(fmt, b), fmt)


def ldexp(fmt, b, e):
    """S0 * 2**e rounded once."""
    if is_nan(b, fmt):
        return quiet(b, fmt)
    if is_inf(b, fmt) or is_zero(b, fmt):
        return b
    e = max(min(e, 4000), -4000)            # beyond these every format over- or underflows
    return round_to(value(b, fmt) * Fraction(2) ** e, fmt, sign(b, fmt))


def mul_legacy(a, b):
    """V_MUL_LEGACY_F32: 0 times anything (inf, NaN) is +0."""
    if is_zero(a, "f32") or is_zero(b, "f32"):
        return 0
    return mul("f32", a, b)


# ------------------------------------------------------------------------------- conversions

def convert(src, dst, b):
    """f16/f32/f64 -> f16/f32/f64, rounded to nearest even; NaN quieted with its top bits."""
    if is_nan(b, src):
        return convert_nan(b, src, dst)
    if is_inf(b, src):
        return inf(dst, sign(b, src))
    return round_to(value(b, src), dst, sign(b, src))


def to_int(fmt, b, lo, hi, rounding="trunc"):
    """f -> integer: rounding, saturation, NaN -> 0."""
    if is_nan(b, fmt):
        return 0
    if is_inf(b, fmt):
        return lo if sign(b, fmt) else hi
    x = value(b, fmt)
    n = {"trunc": int(x), "floor": x.__floor__()}[rounding]
    return min(max(n, lo), hi)


def from_int(fmt, n):
    return round_to(Fraction(n), fmt)


def pkrtz(a, b):
    """V_CVT_PKRTZ_F16_F32: each f32 to f16 rounded toward zero, S0 in the low half."""
    def rtz(x):
        if is_nan(x, "f32"):
            return convert_nan(x, "f32", "f16")
        if is_inf(x, "f32"):
            return inf("f16", sign(x, "f32"))
        r = round_to(value(x, "f32"), "f16", sign(x, "f32"))
        if is_inf(r, "f16") or abs(value(r, "f16")) > abs(value(x, "f32")):
            r -= 1                                  # one step toward zero
        return r
    return rtz(a) | (rtz(b) << 16)


# ------------------------------------------------------------------------------- division fixup

def div_fixup(fmt, q, d, n):
    """V_DIV_FIXUP_F32 (CDNA3 pseudocode; S0 quotient, S1 denominator, S2 numerator). A NaN or
    infinite quotient, reaching the final case, gives the overflow: +-inf."""
    negative = sign(d, fmt) ^ sign(n, fmt)
    if is_nan(n, fmt):
        return quiet(n, fmt)
    if is_nan(d, fmt):
        return quiet(d, fmt)
    if (is_zero(d, fmt) and is_zero(n, fmt)) or (is_inf(d, fmt) and is_inf(n, fmt)):
        return INVALID[fmt]
    if is_zero(d, fmt) or is_inf(n, fmt):
        return inf(fmt, negative)
    if is_inf(d, fmt) or is_zero(n, fmt):
        return zero(fmt, negative)
    underflow = {"f16": -25, "f32": -150, "f64": -1075}[fmt]
    if exp_field(n, fmt) - exp_field(d, fmt) < underflow:
        return zero(fmt, negative)
    if is_nan(q, fmt) or is_inf(q, fmt):
        return inf(fmt, negative)
    mag = q & ((1 << (layout(fmt)[3] - 1)) - 1)
    return mag | (negative << (layout(fmt)[3] - 1))


# ------------------------------------------------------------------------------- compares

CONDITIONS = {
    "f": lambda o: False, "lt": lambda o: o == -1, "eq": lambda o: o == 0,
    "le": lambda o: o in (-1, 0), "gt": lambda o: o == 1, "lg": lambda o: o in (-1, 1),
    "ge": lambda o: o in (0, 1), "o": lambda o: o is not None, "u": lambda o: o is None,
    "nge": lambda o: o not in (0, 1), "nlg": lambda o: o not in (-1, 1),
    "ngt": lambda o: o != 1, "nle": lambda o: o not in (-1, 0), "neq": lambda o: o != 0,
    "nlt": lambda o: o != -1, "tru": lambda o: True,
}


def cmp(fmt, cond, a, b):
    return CONDITIONS[cond](compare(fmt, a, b))


def fp_class(fmt, b, mask):
    """V_CMP_CLASS: the bit of S1 naming S0's class (0 sNaN .. 9 +inf)."""
    if is_snan(b, fmt):
        index = 0
    elif is_nan(b, fmt):
        index = 1
    elif is_inf(b, fmt):
        index = 2 if sign(b, fmt) else 9
    elif is_zero(b, fmt):
        index = 5 if sign(b, fmt) else 6
    elif is_denorm(b, fmt):
        index = 4 if sign(b, fmt) else 7
    else:
        index = 3 if sign(b, fmt) else 8
    return bool(mask >> index & 1)
