"""The edge-value table of the float tests and the expectations each float opcode is held to,
built from float_reference.py (never from gcnsim's semantics).

EDGES holds, per format, the values where float semantics go wrong: signed zeros, the smallest and
largest denormals and normals, infinities, quiet and signalling NaNs of both signs with payloads,
and ordinary numbers. CASES maps a mnemonic to (source formats, result format, reference, denorm
kind): the reference takes (mode, *source bits) and gives the result bits (or a bool for
compares); the denorm kind says how MODE's flushing applies ('mode', 'flush' always, 'none').

    expected("v_max_f32", MODES[0], 0xFF800001, 0x3F800000) -> 0xFFC00001
"""
import math
import struct
from dataclasses import dataclass

from . import float_reference as ref

EDGES = {
    "f32": [0x00000000, 0x80000000, 0x3F800000, 0xBF800000, 0x3F000000, 0xC0200000, 0x40400000,
            0x7F7FFFFF, 0xFF7FFFFF, 0x00800000, 0x80800000, 0x00000001, 0x80000001, 0x007FFFFF,
            0x7F800000, 0xFF800000, 0x7FC00000, 0x7FC12345, 0xFFC00001, 0x7F800001, 0xFF912345,
            0x4B800001, 0x3E800000, 0x3F400000],
    "f16": [0x0000, 0x8000, 0x3C00, 0xBC00, 0x3800, 0xC100, 0x4200, 0x7BFF, 0xFBFF, 0x0400,
            0x8400, 0x0001, 0x8001, 0x03FF, 0x7C00, 0xFC00, 0x7E00, 0x7E12, 0xFE01, 0x7C01,
            0xFD23, 0x6801, 0x3400, 0x3A00],
    "f64": [0x0, 0x8000000000000000, 0x3FF0000000000000, 0xBFF0000000000000, 0x3FE0000000000000,
            0xC004000000000000, 0x4008000000000000, 0x7FEFFFFFFFFFFFFF, 0xFFEFFFFFFFFFFFFF,
            0x0010000000000000, 0x8010000000000000, 0x1, 0x8000000000000001,
            0x000FFFFFFFFFFFFF, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000,
            0x7FF8000000012345, 0xFFF8000000000001, 0x7FF0000000000001, 0xFFF4000000012345,
            0x4340000000000001, 0x3FD0000000000000, 0x3FE8000000000000],
}
# MODE words: clang's (denormals kept, DX10_CLAMP, IEEE); all flushing, neither; mixed halves
MODES = (0x3F0, 0x000, 0x390)
INTS = {"i32": [0, 1, -1, 7, -7, 2**31 - 1, -2**31, 2**24 + 1, 123456789],
        "u32": [0, 1, 7, 2**31, 2**32 - 1, 2**24 + 1, 123456789],
        "i16": [0, 1, -1, 2**15 - 1, -2**15, 2049, -300], "u16": [0, 1, 2**16 - 1, 2049, 300]}


@dataclass(frozen=True)
class Mode:
    word: int

    def keeps(self, fmt, output):
        field = (self.word >> (4 if fmt == "f32" else 6)) & 3
        return bool(field & (2 if output else 1))

    @property
    def ieee(self):
        return bool(self.word >> 9 & 1)


@dataclass(frozen=True)
class Case:
    srcs: tuple
    dst: str
    fn: object              # (mode, *bits) -> bits
    denorm: str = "mode"
    ulp: int = 0            # transcendentals: allowed distance in units in the last place


def _flushing(case, mode, fmt, output):
    if fmt not in ref.FORMATS or case.denorm == "none":
        return False
    return case.denorm == "flush" or not mode.keeps(fmt, output)


def expected(case, mode, *srcs):
    """The reference result of ``case`` under MODE word ``mode``."""
    mode = Mode(mode)
    srcs = [ref.flush(b, f) if _flushing(case, mode, f, False) else b
            for b, f in zip(srcs, case.srcs)]
    out = case.fn(mode, *srcs)
    if case.dst in ref.FORMATS and _flushing(case, mode, case.dst, True):
        out = ref.flush(out, case.dst)
    return out


def _unary(fmt, fn, **kw):
    return Case((fmt,), fmt, lambda m, a: fn(fmt, a), **kw)


def _binary(fmt, fn, **kw):
    return Case((fmt, fmt), fmt, lambda m, a, b: fn(fmt, a, b), **kw)


def _ternary(fmt, fn, **kw):
    return Case((fmt,) * 3, fmt, lambda m, a, b, c: fn(fmt, a, b, c), **kw)


def _select(fmt, smaller):
    return Case((fmt, fmt), fmt, lambda m, a, b: ref.minmax(fmt, a, b, smaller, m.ieee))


def _select3(fmt, fn):
    return Case((fmt,) * 3, fmt, lambda m, a, b, c: fn(fmt, a, b, c, m.ieee))


def _arith_cases(t):
    sub = lambda f, a, b: ref.first_nan(f, (a, f), (b, f)) or ref.add(f, a, ref.neg(f, b))
    cases = {
        f"v_add_{t}": _binary(t, ref.add), f"v_sub_{t}": _binary(t, sub),
        f"v_subrev_{t}": _binary(t, lambda f, a, b: sub(f, b, a)),
        f"v_mul_{t}": _binary(t, ref.mul), f"v_fma_{t}": _ternary(t, ref.fma),
        f"v_min_{t}": _select(t, True), f"v_max_{t}": _select(t, False),
        f"v_trunc_{t}": _unary(t, ref.trunc), f"v_floor_{t}": _unary(t, ref.floor),
        f"v_ceil_{t}": _unary(t, ref.ceil), f"v_rndne_{t}": _unary(t, ref.rndne),
        f"v_fract_{t}": _unary(t, ref.fract), f"v_frexp_mant_{t}": _unary(t, ref.frexp_mant),
        f"v_div_fixup_{t}": _ternary(t, ref.div_fixup),
    }
    if t != "f64":
        cases.update({
            f"v_min3_{t}": _select3(t, ref.min3), f"v_max3_{t}": _select3(t, ref.max3),
            f"v_med3_{t}": _select3(t, ref.med3),
            f"v_mad_{t}": _ternary(t, ref.mad, denorm="flush"),
        })
    return cases


def _compare_cases():
    cases = {}
    for t in ref.FORMATS:
        for cond in ref.CONDITIONS:
            cases[f"v_cmp_{cond}_{t}"] = Case(
                (t, t), "mask", lambda m, a, b, t=t, c=cond: ref.cmp(t, c, a, b))
        cases[f"v_cmp_class_{t}"] = Case(
            (t, "u32"), "mask", lambda m, a, k, t=t: ref.fp_class(t, a, k), denorm="none")
    return cases


def _conversion_cases():
    conv = lambda s, d: Case((s,), d, lambda m, a: ref.convert(s, d, a))
    to_int = lambda s, d, lo, hi, r="trunc": Case(
        (s,), d, lambda m, a: ref.to_int(s, a, lo, hi, r) & ((1 << int(d[1:])) - 1))
    from_int = lambda s, d: Case((s,), d, lambda m, n: ref.from_int(d, _signed(n, s)))
    i32, u32 = (-2**31, 2**31 - 1), (0, 2**32 - 1)
    return {
        "v_cvt_f16_f32": conv("f32", "f16"), "v_cvt_f32_f16": conv("f16", "f32"),
        "v_cvt_f32_f64": conv("f64", "f32"), "v_cvt_f64_f32": conv("f32", "f64"),
        "v_cvt_i32_f32": to_int("f32", "i32", *i32), "v_cvt_u32_f32": to_int("f32", "u32", *u32),
        "v_cvt_i32_f64": to_int("f64", "i32", *i32), "v_cvt_u32_f64": to_int("f64", "u32", *u32),
        "v_cvt_flr_i32_f32": to_int("f32", "i32", *i32, "floor"),
        "v_cvt_i16_f16": to_int("f16", "i16", -2**15, 2**15 - 1),
        "v_cvt_u16_f16": to_int("f16", "u16", 0, 2**16 - 1),
        "v_cvt_f32_i32": from_int("i32", "f32"), "v_cvt_f32_u32": from_int("u32", "f32"),
        "v_cvt_f64_i32": from_int("i32", "f64"), "v_cvt_f64_u32": from_int("u32", "f64"),
        "v_cvt_f16_i16": from_int("i16", "f16"), "v_cvt_f16_u16": from_int("u16", "f16"),
        "v_cvt_pkrtz_f16_f32": Case(("f32", "f32"), "u32", lambda m, a, b: ref.pkrtz(a, b)),
        "v_mul_legacy_f32": Case(("f32", "f32"), "f32", lambda m, a, b: ref.mul_legacy(a, b)),
        "v_frexp_exp_i32_f32": Case(("f32",), "i32",
                                    lambda m, a: ref.frexp_exp("f32", a) & 0xFFFFFFFF),
        "v_frexp_exp_i32_f64": Case(("f64",), "i32",
                                    lambda m, a: ref.frexp_exp("f64", a) & 0xFFFFFFFF),
        "v_frexp_exp_i16_f16": Case(("f16",), "i16",
                                    lambda m, a: ref.frexp_exp("f16", a) & 0xFFFF),
        "v_ldexp_f32": Case(("f32", "i32"), "f32",
                            lambda m, a, e: ref.ldexp("f32", a, _signed(e, "i32"))),
        "v_ldexp_f64": Case(("f64", "i32"), "f64",
                            lambda m, a, e: ref.ldexp("f64", a, _signed(e, "i32"))),
        "v_ldexp_f16": Case(("f16", "i16"), "f16",
                            lambda m, a, e: ref.ldexp("f16", a, _signed(e, "i16"))),
    }


def _signed(n, typ):
    width = int(typ[1:])
    n &= (1 << width) - 1
    return n - (1 << width) if typ[0] == "i" and n >> (width - 1) else n


# ------------------------------------------------------------------------------ transcendentals

def _host(fmt, bits):
    code = {"f16": "e", "f32": "f", "f64": "d"}[fmt]
    size = {"f16": "H", "f32": "I", "f64": "Q"}[fmt]
    return struct.unpack("<" + code, struct.pack("<" + size, bits))[0]


def _turn(x):
    """x minus its nearest integer, exactly."""
    q = ref.Fraction(x)
    return float(q - round(q))


def _turn_sin(x):
    t = _turn(x)
    return {0.0: 0.0, 0.25: 1.0, 0.5: 0.0, -0.25: -1.0, -0.5: 0.0}.get(
        t, math.sin(2 * math.pi * t))


def _turn_cos(x):
    t = _turn(x)
    return {0.0: 1.0, 0.25: 0.0, 0.5: -1.0, -0.25: 0.0, -0.5: -1.0}.get(
        t, math.cos(2 * math.pi * t))


def _transcendental(fmt, fn, domain=lambda x: True, **kw):
    """A transcendental: NaN in -> quieted, outside ``domain`` -> INVALID, else fn's value
    rounded (the test allows ``ulp`` of distance)."""
    def run(m, a):
        if ref.is_nan(a, fmt):
            return ref.quiet(a, fmt)
        x = _host(fmt, a)
        if not domain(x):
            return ref.INVALID[fmt]
        try:
            y = fn(x)
        except OverflowError:
            y = math.inf
        if math.isinf(y):
            return ref.inf(fmt, y < 0)
        return ref.round_to(ref.Fraction(y), fmt, math.copysign(1, y) < 0)
    return Case((fmt,), fmt, run, **kw)


def _rcp(x):
    return math.copysign(math.inf, x) if x == 0 else 1 / x


def _rsq(x):
    return math.copysign(math.inf, x) if x == 0 else 1 / math.sqrt(x)


def _log2(x):
    return -math.inf if x == 0 else math.log2(x)


def _sin(x):
    return x if x == 0 else _turn_sin(x)


def _transcendental_cases():
    finite = lambda x: math.isfinite(x)
    cases = {}
    for t in ("f16", "f32"):
        trans = "flush" if t == "f32" else "mode"
        cases.update({
            f"v_exp_{t}": _transcendental(t, lambda x: 2.0 ** x, denorm=trans, ulp=1),
            f"v_log_{t}": _transcendental(t, _log2, lambda x: x >= 0, denorm=trans, ulp=1),
            f"v_sin_{t}": _transcendental(t, _sin, finite, ulp=1),
            f"v_cos_{t}": _transcendental(t, _turn_cos, finite, ulp=1),
        })
    for t in ref.FORMATS:
        trans = "flush" if t == "f32" else "mode"
        cases.update({
            f"v_rcp_{t}": _transcendental(t, _rcp, denorm=trans, ulp=1),
            f"v_rsq_{t}": _transcendental(t, _rsq, lambda x: x >= 0, denorm=trans, ulp=1),
            f"v_sqrt_{t}": _transcendental(t, math.sqrt, lambda x: x >= 0, denorm=trans, ulp=1),
        })
    return cases


def _cube(a, b, c):
    """V_CUBEID/SC/TC/MA_F32 (CDNA3 pseudocode): (id, sc, tc, ma) as bits."""
    mag = lambda x: ref.value(x, "f32") if not ref.is_inf(x, "f32") else ref.Fraction(10 ** 40)
    ge = lambda x, y: not (ref.is_nan(x, "f32") or ref.is_nan(y, "f32")) and \
        abs(mag(x)) >= abs(mag(y))
    neg = lambda x: ref.neg("f32", x)
    two = lambda x: ref.mul("f32", x, 0x40000000)
    less0 = lambda x: ref.compare("f32", x, 0) == -1
    if ge(c, a) and ge(c, b):
        return (0x40A00000 if less0(c) else 0x40800000, neg(a) if less0(c) else a, neg(b), two(c))
    if ge(b, a):
        return (0x40400000 if less0(b) else 0x40000000, a, neg(c) if less0(b) else c, two(b))
    return (0x3F800000 if less0(a) else 0, c if less0(a) else neg(c), neg(b), two(a))


def _more_cases():
    cases = {f"v_cmpx_{name[6:]}": case for name, case in _compare_cases().items()}
    for n in range(4):
        cases[f"v_cvt_f32_ubyte{n}"] = Case(
            ("u32",), "f32", lambda m, x, n=n: ref.from_int("f32", (x >> (8 * n)) & 0xFF))
    cases["v_cvt_off_f32_i4"] = Case(
        ("u32",), "f32", lambda m, x: ref.round_to(ref.Fraction(_signed(x & 15, "i4"), 16),
                                                   "f32"))
    cases["v_cvt_rpi_i32_f32"] = Case(("f32",), "i32", lambda m, x: ref.to_int(
        "f32", ref.add("f32", x, 0x3F000000), -2**31, 2**31 - 1, "floor") & 0xFFFFFFFF)
    cases["v_pack_b32_f16"] = Case(("f16", "f16"), "u32", lambda m, a, b: a | (b << 16),
                                   denorm="none")
    for i, part in enumerate(("id", "sc", "tc", "ma")):
        cases[f"v_cube{part}_f32"] = Case(("f32",) * 3, "f32",
                                          lambda m, a, b, c, i=i: _cube(a, b, c)[i])
    for t in ("f16", "f32"):
        cases[f"v_fma_legacy_{t}"] = _ternary(t, ref.fma)
        cases[f"v_mad_legacy_{t}"] = Case((t,) * 3, t, lambda m, a, b, c, t=t: (
            ref.mad(t, a, b, c) if t == "f16" else ref.add(t, ref.mul_legacy(a, b), c)),
            denorm="flush")
    cases["v_div_fixup_legacy_f16"] = _ternary("f16", ref.div_fixup)
    trans = _transcendental_cases()
    for legacy, plain in (("exp_legacy", "exp"), ("log_legacy", "log"), ("rcp_iflag", "rcp")):
        cases[f"v_{legacy}_f32"] = trans[f"v_{plain}_f32"]
    return cases


CASES = {**_arith_cases("f16"), **_arith_cases("f32"), **_arith_cases("f64"),
         **_compare_cases(), **_conversion_cases(), **_transcendental_cases(), **_more_cases()}
# accumulating forms: the last source is the destination register itself
ACCUMULATE = {"v_fmac_f32": "v_fma_f32", "v_fmac_f64": "v_fma_f64", "v_mac_f32": "v_mad_f32",
              "v_mac_f16": "v_mad_f16"}


# ------------------------------------------------------------------------------ packed (VOP3P)

def _per_half(fmt, fn):
    return lambda m, *srcs: fn(fmt, *srcs)


PACKED = {
    "v_pk_add_f16": Case(("f16",) * 2, "f16", _per_half("f16", ref.add)),
    "v_pk_mul_f16": Case(("f16",) * 2, "f16", _per_half("f16", ref.mul)),
    "v_pk_fma_f16": Case(("f16",) * 3, "f16", _per_half("f16", ref.fma)),
    "v_pk_min_f16": _select("f16", True),
    "v_pk_max_f16": _select("f16", False),
    "v_pk_add_f32": Case(("f32",) * 2, "f32", _per_half("f32", ref.add)),
    "v_pk_mul_f32": Case(("f32",) * 2, "f32", _per_half("f32", ref.mul)),
    "v_pk_fma_f32": Case(("f32",) * 3, "f32", _per_half("f32", ref.fma)),
}
