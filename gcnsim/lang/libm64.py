"""f64 math within OpenCL's full-profile bounds for double (OpenCL C 2.0 section 7.4): sqrt
correctly rounded, rsqrt 2 ulp, exp and log 3, sin and cos 4, tanh 5, pow and erf 16; measured
against mpmath in tests/lang/test_math_f64.py. The hardware gives only v_rsq_f64 and v_rcp_f64
(about 1 ulp) and the exact pieces (fma, ldexp, frexp, rndne); the rest is arithmetic here:

    sqrt(x)     y = rsq(x), then Goldschmidt and two fma residual steps, as LLVM's AMDGPU
                lowering; inputs under 2**-767 scaled by 2**256 first
    exp(x)      n = rint(x log2 e), r = x - n ln2 (ln2 in two parts, the first 32 bits long:
                n * hi exact), Taylor polynomial of degree 13 on |r| <= ln2/2, then ldexp by n
    log(x)      x = 2**e m with m in [sqrt(1/2), sqrt(2)), f = m - 1, s = f / (2 + f),
                log m = 2 atanh s = 2s + 2s**3/3 + s z**2 Q(z) (z = s**2), carried as a
                double-double (Dekker's and Knuth's error-free sums), good to about 2**-62
    pow(x, y)   exp(y log|x|) with log|x| as a double-double and y log|x| as one too, so that
                |y log x| up to 745 still leaves the result a few ulp; IEEE 754's special cases
    sin, cos    k = rint(x 2/pi), r = x - k pi/2 with pi/2 in three f64 parts, r as a
                double-double (Cody and Waite with fma); Taylor polynomials on |r| <= pi/4.
                From |x| = 2**40 (in the lanes there only, skipped when none is), Payne and
                Hanek: x 2/pi mod 4 from 1166 bits of 2/pi in 53-bit chunks C_j, each x C_j
                split exactly by fma into two f64s taken mod 4 exactly, summed in three f64s
                (two TwoSums a term), so f = x 2/pi - k is right to about 2**-150 and r = f pi/2
    tanh(x)     |x| < 0.625: a fit of tanh(x)/x in x**2; else 1 - 2 / (exp(2|x|) + 1)
    erf(x)      |x| < 1: a fit of erf(x)/x in x**2; else 1 - exp(-x**2) g(x), g a degree-30 fit
                of erfc(x) exp(x**2) on [1, 6] (erf is 1 in f64 from 5.93)

The fits are Chebyshev interpolants (mpmath.chebyfit at 60 digits) in monomial form, relative
error under 3e-16. sin and cos hold their bound for every finite x (tested next to multiples of
pi/2 up to 2**45, at random arguments up to f64's largest and at the hardest case of the
reduction, 6381956970095103 * 2**797, whose x 2/pi is 2**-61 from an integer: 0.6 ulp
measured). f32 sin and cos past 2**21 take this path (libm.py).
"""
import math

from .f64ops import SIGN, F64Arith
from .machine import Sub

INF, NAN = float("inf"), float("nan")
LOG2E = 1.4426950408889634
LN2_HI, LN2_LO = 0.6931471803691238, 1.9082149292705877e-10      # hi: 32 significant bits
TWO_THIRDS = (0.6666666666666666, 3.700743415417188e-17)
SQRT_HALF = 0.7071067811865476
PIO2 = (1.5707963267948966, 6.123233995736766e-17, -1.4973849048591698e-33)
EXP = tuple(1 / math.factorial(n) for n in range(13, 1, -1))
LOG_TAIL = tuple(2 / (2 * k + 1) for k in range(12, 1, -1))
SIN = tuple((-1) ** n / math.factorial(2 * n + 1) for n in range(7, 0, -1))
COS = tuple((-1) ** n / math.factorial(2 * n) for n in range(8, 1, -1))
TANH = (6.0175758508781835e-06, -3.0126774459409827e-05, 9.1493870984202e-05,
        -0.00023697189507278623, 0.0005894360841645431, -0.0014557218116126916,
        0.0035921132636968136, -0.00886323422471307, 0.021869488461885925,
        -0.053968253965732335, 0.13333333333328876, -0.33333333333333304, 1.0)
ERF_SMALL = (5.957176147748911e-11, -1.1372848856791674e-09, 1.4659775274047436e-08,
             -1.6350312701054695e-07, 1.6461000484121368e-06, -1.4925595266831182e-05,
             0.0001205533111164271, -0.000854832698083379, 0.0052239776248180145,
             -0.026866170645076792, 0.11283791670954879, -0.3761263890318375,
             1.1283791670955126)
ERFC_SCALED = (          # erfc(x) exp(x**2) in u = (2x - 7) / 5, x in [1, 6]
    6.096624968614332e-10, -1.5114786449782725e-09, -1.0099480876298564e-09,
    2.6635869107568587e-09, 9.597458511055547e-09, -2.313380406055404e-08,
    2.0766620450808687e-08, -4.5551021827612916e-08, 1.4614480520522422e-07,
    -3.263444005599658e-07, 6.740620690712834e-07, -1.4583791026934757e-06,
    3.1473331910963984e-06, -6.644171891044074e-06, 1.38206733448045e-05,
    -2.8375421033603888e-05, 5.742080518440341e-05, -0.00011444274581909268,
    0.00022452993059700351, -0.0004333616469641549, 0.0008222552565141488,
    -0.0015325157195868503, 0.0028033261864894706, -0.005028067967896857,
    0.00883342391639231, -0.01518251154565966, 0.0254955596437064, -0.04176678811943095,
    0.06663208245319109, -0.10330894458313124, 0.1552936556088943)
LARGE = 2.0 ** 40                   # from here on, Payne and Hanek's reduction (reduce_large)
SCALE = 600                         # x >= 2**600 is scaled down, its chunks up: none denormal
TWO_OVER_PI = int(                  # 2/pi's first 1166 bits after the point (mpmath, 1300 bits)
    "28be60db9391054a7f09d5f47d4d377036d8a5664f10e4107f9458eaf7aef1586dc91b8e"
    "909374b801924bba827464873f877ac72c4a69cfba208d7d4baed1213a671c09ad17df90"
    "4e64758e60d4ce7d272117e2ef7e4a0ec7fe25fff7816603fbcbc462d6829b47db4d9fb3"
    "c9f2c26dd3d18fd9a797fa8b5d49eeb1faf97c5ecf41ce7de294a4ba9afed7ec47e35742"
    "1580", 16)
CHUNKS = tuple(                     # 2/pi = sum C_j, C_j 53 bits each
    ((TWO_OVER_PI >> (53 * (21 - j))) & ((1 << 53) - 1), 53 * (j + 1)) for j in range(22))
CHUNK_PAIRS = tuple(                # (C_j, C_{j+10} 2**SCALE): the near and the far chunks
    (math.ldexp(CHUNKS[j][0], -CHUNKS[j][1]),
     math.ldexp(CHUNKS[j + 10][0], SCALE - CHUNKS[j + 10][1]) if j + 10 < 22 else 0.0)
    for j in range(14))
NAMES = ("sqrt", "rsqrt", "exp", "log", "pow", "sin", "cos", "tanh", "erf")


def emit(sel, op, d, args):
    """``d = op(*args)`` on f64 register pairs (or inline constants)."""
    a = F64Arith(sel)
    result = sin_cos(a, op, *args) if op in ("sin", "cos") else FUNCTIONS[op](a, *args)
    for half in (0, 1):
        sel.emit("v_mov_b32_e32", [Sub(d, half)], [Sub(result, half)])


def neg(a, x):
    return a.with_hi(x, "v_xor_b32_e32", SIGN)


def sqrt(a, x):
    """Correctly rounded (LLVM's AMDGPU f64 sqrt): from y = rsq(x), g = x y and h = y / 2 meet
    sqrt(x) and 1 / (2 sqrt(x)) in one Goldschmidt step; two residual steps g += (x - g g) h
    round it. x under 2**-767 is scaled by 2**256 first (so its root by 2**128)."""
    tiny = a.cmp("gt", a.k(2.0 ** -767), x)
    xs = a.op("v_ldexp_f64", x, a.flag(tiny, 256))
    y = a.un("v_rsq_f64_e32", xs)
    g, nh = a.mul(xs, y), a.mul(y, "-0.5")           # g ~ sqrt, nh ~ -1 / (2 sqrt)
    r = a.fma(nh, g, "0.5")
    g, nh = a.fma(g, r, g), a.fma(nh, r, nh)
    nxs = neg(a, xs)
    for _ in range(2):
        g = a.fma(a.fma(g, g, nxs), nh, g)
    root = a.op("v_ldexp_f64", g, a.flag(tiny, -128))
    return a.pick(a.is_class(x, "-0", "+0", "+inf"), root, x)


def rsqrt(a, x):
    """1 / sqrt(x), both correctly rounded: within 1 ulp; rsqrt(+-0) = +-inf."""
    d = a.new()
    a.sel.f64_div(d, "1.0", sqrt(a, x))
    return d


def exp_parts(a, hi, lo=None):
    """exp(hi + lo), lo small; hi is clamped to +-1100 (exp is 0 or inf well before), a NaN
    stays. Cody and Waite: r = hi - n ln2_hi (exact) - n ln2_lo (+ lo), |r| <= ln2 / 2."""
    c = a.op("v_min_f64", a.op("v_max_f64", hi, a.k(-1100.0)), a.k(1100.0))
    n = a.un("v_rndne_f64_e32", a.mul(c, a.k(LOG2E)))
    r = a.fma(n, a.k(-LN2_LO), a.fma(n, a.k(-LN2_HI), c))
    if lo is not None:                  # lo counts where hi was not clamped (nor a NaN)
        r = a.add(r, a.pick(a.cmp("eq", c, hi), 0.0, lo))
    p = a.fma(a.fma(a.horner(r, EXP), r, "1.0"), r, "1.0")
    e = a.op("v_ldexp_f64", p, a.un("v_cvt_i32_f64_e32", n, 1))
    return a.pick(a.cmp("u", hi, hi), e, hi)


def exp(a, x):
    return exp_parts(a, x)


def log_parts(a, x):
    """log(x) for finite x > 0 as a double-double (hi, lo), relative error about 2**-62."""
    sel = a.sel
    m = a.un("v_frexp_mant_f64_e32", x)
    e = a.un("v_frexp_exp_i32_f64_e32", x, 1)
    low = a.cmp("gt", a.k(SQRT_HALF), m)
    m = a.pick(low, m, a.add(m, m))
    e1 = sel.vreg("v")
    sel.v_add(e1, e, a.flag(low, -1))
    ef = a.un("v_cvt_f64_i32_e32", e1)
    f = a.add(m, "-1.0")                                 # exact (Sterbenz)
    u = a.add(f, "2.0")
    ul = a.sub(f, a.add(u, "-2.0"))                      # u + ul = 2 + f exactly
    rcp = a.un("v_rcp_f64_e32", u)
    sh = a.mul(f, rcp)
    nsh = neg(a, sh)
    sl = a.mul(a.fma(nsh, ul, a.fma(nsh, u, f)), rcp)    # s = sh + sl = f / (2 + f)
    zh = a.mul(sh, sh)
    zl = a.fma(sh, sh, neg(a, zh))
    ch = a.mul(sh, zh)                                   # s**3 = ch + cl
    cl = a.fma(sh, zl, a.fma(sh, zh, neg(a, ch)))
    th = a.mul(ch, a.k(TWO_THIRDS[0]))                   # 2 s**3 / 3 = th + tl
    tl = a.fma(ch, a.k(TWO_THIRDS[0]), neg(a, th))
    tl = a.fma(ch, a.k(TWO_THIRDS[1]), a.fma(cl, a.k(TWO_THIRDS[0]), tl))
    two_sl = a.add(sl, sl)
    tl = a.fma(zh, two_sl, tl)                           # sl's part of 2 s**3 / 3
    rest = a.mul(a.mul(ch, zh), a.horner(zh, LOG_TAIL))
    h, l1 = a.two_sum(a.mul(ef, a.k(LN2_HI)), a.add(sh, sh))
    h, l2 = a.two_sum(h, th)
    low_sum = a.add(a.add(l1, l2), a.add(two_sl, tl))
    low_sum = a.add(low_sum, a.add(rest, a.mul(ef, a.k(LN2_LO))))
    return a.fast_two_sum(h, low_sum)


def log(a, x):
    out = a.pick(a.is_class(x, "snan", "qnan", "+inf"), log_parts(a, x)[0], x)
    out = a.pick(a.is_class(x, "-inf", "-normal", "-denormal"), out, NAN)
    return a.pick(a.is_class(x, "-0", "+0"), out, -INF)


def power(a, x, y):
    """exp(y log|x|) in double-double, then IEEE 754's pow cases: zeros and infinities of x or
    y, odd integer y of a negative x, NaN for a negative finite x to a non-integer y, 1 for
    y = 0 or x = 1 (NaN or not) and for x = -1 with y infinite."""
    ax = a.abs(x)
    lh, ll = log_parts(a, ax)
    ph = a.mul(y, lh)
    r = exp_parts(a, ph, a.fma(y, ll, a.fma(y, lh, neg(a, ph))))
    yt = a.un("v_trunc_f64_e32", y)
    yint = a.cmp("eq", yt, y)
    yh = a.mul(y, "0.5")
    yodd = a.mask("andn2", yint, a.cmp("eq", a.un("v_trunc_f64_e32", yh), yh))
    edge = a.mask("or", a.is_class(ax, "+0", "+inf"), a.is_class(y, "-inf", "+inf"))
    small = a.mask("xor", a.cmp("gt", ax, "1.0"), a.cmp("gt", y, "0"))
    r = a.pick(edge, r, a.pick(small, INF, 0.0))
    negative = a.is_class(x, "-inf", "-normal", "-denormal", "-0")
    sign = a.sel.vreg("v")
    a.sel.vop2("v_lshlrev_b32_e32", sign, "31", a.flag(a.mask("and", negative, yodd), 1))
    r = a.with_hi(r, "v_xor_b32_e32", sign)
    nan = a.mask("andn2", a.is_class(x, "-normal", "-denormal"), yint)
    r = a.pick(a.mask("or", nan, a.cmp("u", x, y)), r, NAN)
    one = a.mask("or", a.cmp("eq", y, "0"), a.cmp("eq", x, "1.0"))
    one = a.mask("or", one, a.mask("and", a.cmp("eq", ax, "1.0"), a.is_class(y, "-inf", "+inf")))
    return a.pick(one, r, 1.0)


def reduce_small(a, x):
    """(k, r, rt): x = k pi/2 + r + rt, Cody and Waite with pi/2 in three parts (|x| <= 2**45)."""
    k = a.un("v_rndne_f64_e32", a.mul(x, a.k(2 / math.pi)))
    r1 = a.fma(k, a.k(-PIO2[0]), x)                       # exact
    h2 = a.mul(k, a.k(PIO2[1]))
    l2 = a.fma(k, a.k(PIO2[1]), neg(a, h2))               # k * PIO2[1] = h2 + l2
    rh, e1 = a.two_sum(r1, neg(a, h2))
    r, rt = a.fast_two_sum(rh, a.fma(k, a.k(-PIO2[2]), a.sub(e1, l2)))
    return k, r, rt


def mod4(a, v):
    """v - 4 rint(v / 4), exact: in [-2, 2], v itself there (so a small negative v does not
    round to 4), 0 where 4 divides v, NaN for an infinite v."""
    return a.fma(a.un("v_rndne_f64_e32", a.mul(v, a.k(0.25))), a.k(-4.0), v)


def add3(a, acc, t):
    """acc + t, acc three f64s whose sum is the value: two TwoSums, the last part rounded."""
    a0, e = a.two_sum(acc[0], t)
    a1, e = a.two_sum(acc[1], e)
    return mod4(a, a0), a1, a.add(acc[2], e)


def reduce_large(a, x):
    """(k, r, rt) for any finite x (Payne and Hanek): x 2/pi mod 4 summed exactly over 14 chunks
    of 2/pi (each product x C_j split exactly by fma, each part taken mod 4), so k mod 4 and the
    fraction f = x 2/pi - k hold to about 2**-150; r + rt = f pi/2. Below 2**SCALE the chunks
    are 2/pi's first 14; from there x is scaled by 2**-SCALE and the chunks are 10 to 21 scaled
    up (the first 10 give multiples of 4 there), so none is denormal."""
    ax = a.abs(x)
    far = a.cmp("ge", ax, a.k(2.0 ** SCALE))
    xs = a.op("v_ldexp_f64", ax, a.flag(far, -SCALE))
    acc = ("0", "0", "0")
    for near_chunk, far_chunk in CHUNK_PAIRS:
        c = a.pick(far, near_chunk, far_chunk)
        h = a.mul(xs, c)
        acc = add3(a, acc, mod4(a, h))
        acc = add3(a, acc, mod4(a, a.fma(xs, c, neg(a, h))))
    k = a.un("v_rndne_f64_e32", acc[0])
    fh, fe = a.two_sum(a.sub(acc[0], k), acc[1])
    fh, fl = a.fast_two_sum(fh, a.add(fe, acc[2]))
    r = a.mul(fh, a.k(PIO2[0]))
    rt = a.fma(fh, a.k(PIO2[0]), neg(a, r))
    rt = a.fma(fl, a.k(PIO2[0]), a.fma(fh, a.k(PIO2[1]), rt))
    r, rt = a.fast_two_sum(r, rt)
    negative = a.cmp("lt", x, "0")
    return tuple(a.pick(negative, v, neg(a, v)) for v in (k, r, rt))


def reduced(a, x):
    """(k, r, rt) with x = k pi/2 + r + rt: Cody and Waite, and where a lane's |x| >= LARGE,
    Payne and Hanek, run only when a lane needs it (EXEC narrowed to those lanes)."""
    out = tuple(copy(a, v) for v in reduce_small(a, x))

    def large_lanes():
        for d, v in zip(out, reduce_large(a, x)):
            copy(a, v, d)
    only_where(a.sel, a.cmp("ge", a.abs(x), a.k(LARGE)), large_lanes)
    return out


def only_where(sel, mask, body):
    """``body()``'s code run with EXEC narrowed to ``mask``, skipped when no lane is in it: what
    it writes, it writes in those lanes only."""
    saved, skip = sel.vreg("s", 2), f".Lonly{sel.count}"
    sel.emit("s_and_saveexec_b64", [saved], [mask])
    sel.emit("s_cbranch_execz", [skip], target=skip)
    body()
    sel.emit(skip + ":")
    sel.emit("s_mov_b64", ["exec"], [saved])


def copy(a, v, d=None):
    d = d or a.new()
    for half in (0, 1):
        a.sel.emit("v_mov_b32_e32", [Sub(d, half)], [Sub(v, half)])
    return d


def sin_cos(a, op, x):
    """sin or cos of r + rt (the reduced argument as a double-double) by k mod 4."""
    k, r, rt = reduced(a, x)
    z = a.mul(r, r)
    sin_r = a.add(r, a.fma(a.mul(r, z), a.horner(z, SIN), rt))
    hz = a.mul(z, "0.5")
    w = a.sub("1.0", hz)
    tail = a.fma(a.mul(z, z), a.horner(z, COS), neg(a, a.mul(r, rt)))
    cos_r = a.add(w, a.add(a.sub(a.sub("1.0", w), hz), tail))   # w's rounding put back
    quarter = a.un("v_floor_f64_e32", a.mul(k, a.k(0.25)))
    q = a.un("v_cvt_i32_f64_e32", a.fma(quarter, "-4.0", k), 1)    # k mod 4
    sel = a.sel
    if op == "cos":                                       # cos(x) = sin(x + pi/2)
        q1 = sel.vreg("v")
        sel.v_add(q1, q, "1")
        q = q1
    odd, mask, sign = sel.vreg("v"), sel.vreg("s", 2), sel.vreg("v")
    sel.vop2("v_and_b32_e32", odd, "1", q)
    sel.vop3("v_cmp_ne_u32_e64", [mask], [odd, "0"])
    picked = a.pick(mask, sin_r, cos_r)
    sel.vop2("v_lshlrev_b32_e32", sign, "30", q)
    sel.vop2("v_and_b32_e32", sign, SIGN, sign)
    out = a.with_hi(picked, "v_xor_b32_e32", sign)
    if op == "cos":
        return out
    return a.pick(a.cmp("eq", x, "0"), out, x)            # sin(-0) = -0


def tanh(a, x):
    ax = a.abs(x)
    small = a.mul(ax, a.horner(a.mul(ax, ax), TANH))
    q = a.new()
    a.sel.f64_div(q, "2.0", a.add(exp_parts(a, a.add(ax, ax)), "1.0"))
    t = a.pick(a.cmp("nge", ax, a.k(0.625)), a.sub("1.0", q), small)   # NaN: small, NaN
    return a.copysign(t, x)


def erf(a, x):
    ax = a.abs(x)
    small = a.mul(ax, a.horner(a.mul(ax, ax), ERF_SMALL))
    c = a.op("v_min_f64", ax, a.k(6.0))
    g = a.horner(a.fma(c, a.k(0.4), a.k(-1.4)), ERFC_SCALED)
    c2 = a.mul(c, c)
    c2l = a.fma(c, c, neg(a, c2))                          # c**2 = c2 + c2l
    erfc = a.mul(exp_parts(a, neg(a, c2), neg(a, c2l)), g)
    t = a.pick(a.cmp("nge", ax, "1.0"), a.sub("1.0", erfc), small)    # NaN: small, NaN
    return a.copysign(t, x)


FUNCTIONS = {"sqrt": sqrt, "rsqrt": rsqrt, "exp": exp, "log": log, "pow": power, "tanh": tanh,
             "erf": erf}
