"""Code generators of f16 arithmetic, by the bits (never LLVM's ``half``: floats.py says why).

A source is the low half of its dword, abs/neg applied on bit 15 by the translator; it is
flushed as MODE says for f16 inputs, widened to f32 exactly, and the operation runs in f32:
one f32 rounding of an f16 sum, difference or product rounds to f16 as a single rounding
would (24 >= 2 * 11 + 2 bits), which is also how numpy's float16 arithmetic, the interpreter's,
computes. The f32 result is rounded to nearest even f16 (floats.round16), a NaN result becomes
the first NaN source quieted, else bits.INVALID_NAN (fpmode.canonical_nan: the interpreter
applies it to f16 on every host), and the result is flushed as MODE says for f16 outputs and
zero-extended to the dword, as gfx9's VOP2 and VOP3 forms (no op_sel) write it.
v_mac_f16 is unfused (the product rounded to f16 with its own NaN rule, then the sum) and
flushes denormals in and out whatever MODE says (semantics/valu_float: 'flush').
Forms with clamp or omod, v_mad_f16 (gfx9 writes its result into the low half, keeping the
high one), v_fma_f16 (one rounding of an exact f64 sum: round to odd, not here yet),
v_min/v_max_f16 and v_ldexp_f16 run interpreted.

    HALVES["v_add_f16"].gen(b, mode, x, y)
    -> round16(widen16(x.lo) + widen16(y.lo)), NaN rule, zero-extended
"""
from ..bits import INVALID_NAN
from .floats import flushed16, round16, widen16
from .gen import F32, I32, Gen

QUIET16 = 0x0200


def _nan16(b, h):
    return b.icmp_unsigned(">", b.and_(h, I32(0x7FFF)), I32(0x7C00))


def _rule(b, out, result, sources):
    """The NaN rule on the f16 result ``out`` of f32 ``result`` over f16 ``sources``."""
    chosen = I32(INVALID_NAN[16])
    for h in reversed(sources):
        chosen = b.select(_nan16(b, h), b.or_(h, I32(QUIET16)), chosen)
    return b.select(b.fcmp_unordered("uno", result, result), chosen, out)


def _step(b, op, sources):
    """One f16 operation over flushed f16 sources: f16 bits (i32)."""
    floats = [b.bitcast(widen16(b, h), F32) for h in sources]
    result = op(b, *floats)
    return _rule(b, round16(b, b.bitcast(result, I32)), result, sources)


def _arith(op, flush=None):
    """A generator of ``op`` (f32 IR) over f16 sources, MODE's flushing (always: ``flush``)."""
    def fn(b, mode, *xs):
        keeps_in = not flush and mode.keeps_input("f16")
        sources = [b.and_(x, I32(0xFFFF)) for x in xs]
        sources = sources if keeps_in else [flushed16(b, h) for h in sources]
        out = op(b, sources)
        return out if not flush and mode.keeps_output("f16") else flushed16(b, out)
    return fn


def _binary(op):
    return lambda b, sources: _step(b, op, sources)


def _mad(b, sources):
    product = _step(b, lambda b, x, y: b.fmul(x, y), sources[:2])
    return _step(b, lambda b, x, y: b.fadd(x, y), [product, sources[2]])


HALVES = {
    "v_add_f16": Gen("f16", 2, _arith(_binary(lambda b, x, y: b.fadd(x, y))), moded=True,
                     consts="f16"),
    "v_sub_f16": Gen("f16", 2, _arith(_binary(lambda b, x, y: b.fsub(x, y))), moded=True,
                     consts="f16"),
    "v_mul_f16": Gen("f16", 2, _arith(_binary(lambda b, x, y: b.fmul(x, y))), moded=True,
                     consts="f16"),
    "v_mac_f16": Gen("f16", 2, _arith(_mad, flush=True), moded=True, consts="f16", acc=True),
}
