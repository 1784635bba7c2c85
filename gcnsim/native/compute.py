"""What one lane computes of a VALU instruction (translate.py's lane loop): its generator over the
sources' IR values, and for floats the rules around it, as the interpreter applies them
(semantics/valu.py): abs, then neg, on the sign bit; MODE's input flush; the NaN rule (the first NaN
source quieted, else bits.INVALID_NAN: fpmode.canonical_nan); omod (none under MODE.IEEE) and clamp
(semantics/valu._float_output); MODE's output flush. Packed FP32 runs each dword half as an f32
instruction of its own (lanes.py); f16 generators take their dwords with abs/neg applied on bit 15
and do the rest themselves (halves.py); clamp of an integer add saturates (vector.SATURATING).

    compute(b, inst, [x, y], mode)  ->  (result bits or None, the lane's mask bit or None)
"""
from dataclasses import dataclass

from . import irtext as ir

from ..bits import INVALID_NAN
from ..semantics.valu import OMOD
from . import lanes
from .ops import F32, F64, I32, I64, VALU
from .vector import SATURATING

SIGN, SMALLEST_NORMAL, QUIET = 0x80000000, 0x00800000, 0x00400000


def compute(b, inst, values, mode):
    """(the VGPR result or None, the lane's mask bit or None) of a VALU instruction."""
    gen = VALU[inst.name]
    if gen.packed:
        return _packed(b, gen, inst, values, mode), None
    if inst.clamp and gen.typ not in LAYOUT:
        return SATURATING[inst.name](b, *values), None
    if gen.typ == "f16":                # halves.py: abs/neg on bit 15, the rest its own
        for k, src in enumerate(inst.srcs):
            if src.abs:
                values[k] = b.and_(values[k], I32(0x7FFF))
            if src.neg:
                values[k] = b.xor(values[k], I32(0x8000))
        return gen.gen(b, mode, *values), None
    if gen.typ not in LAYOUT:
        out = gen.gen(b, *((mode, *values) if gen.moded else values))
        if not gen.mask_out:
            return out, None
        return out if gen.vout else (None, out)
    return _float(b, gen, [(v, s.abs, s.neg) for s, v in zip(inst.srcs, values)], mode,
                  inst.clamp, inst.omod)


def _packed(b, gen, inst, values, mode):
    """A packed FP32 result (i64): each dword half computed as its own f32 instruction, or
    v_pk_mov_b32's two dwords (lanes.py)."""
    if gen.typ not in LAYOUT:
        dwords = [x for x, _ in lanes.halves(b, values, inst.srcs, 0)]
        out = [gen.gen(b, half, *dwords) for half in (0, 1)]
    else:
        out = [_float(b, gen, [(x, False, neg) for x, neg in lanes.halves(
            b, values, inst.srcs, half)], mode)[0] for half in (0, 1)]
    return b.or_(b.zext(out[0], I64), b.shl(b.zext(out[1], I64), I64(32)))


def _float(b, gen, sources, mode, clamp=False, omod=0):
    """_compute of a float instruction over (bits, abs, neg) sources; its result gets the NaN
    rule, omod, clamp and then MODE's flush, in the interpreter's order."""
    layout = LAYOUT[gen.typ]
    flush_in = gen.flush or not (gen.keeps_input or mode.keeps_input(gen.typ))
    floats, args = [], []
    for k, (value, absolute, neg) in enumerate(sources):
        if k in gen.raw:                        # an integer or lane mask source, as it is
            args.append(value)
            continue
        if absolute:
            value = b.and_(value, layout.int(layout.sign - 1))
        if neg:
            value = b.xor(value, layout.int(layout.sign))
        floats.append(b.bitcast(flush_denormal(b, value, layout) if flush_in else value,
                                layout.float))
        args.append(floats[-1])
    args = (mode, *args) if gen.moded else args
    if gen.mask_out and not gen.vout:
        return None, gen.gen(b, *args)          # a compare: no float result
    typ = gen.out or gen.typ
    if typ not in LAYOUT:
        return gen.gen(b, *args), None          # a conversion to an integer
    out_layout = LAYOUT[typ]
    out, bit = gen.gen(b, *args), None
    if gen.mask_out:                            # a result and a lane's bit (v_div_scale)
        out, bit = out
    out = b.bitcast(out, out_layout.int)
    if typ == gen.typ and gen.nan:
        out = _nan_rule(b, out, floats, layout)
    omod = 0 if mode.ieee else omod     # ignored under MODE.IEEE (valu._float_output)
    if omod or clamp:
        out = _finish(b, out, out_layout, omod, clamp and (mode.dx10_clamp or "nan"))
    flush_out = gen.flush or not mode.keeps_output(typ)
    return (flush_denormal(b, out, out_layout) if flush_out else out), bit


@dataclass(frozen=True)
class Layout:
    """A float type's IR types and bits: ``sign`` its sign bit, ``smallest`` its smallest
    normal's bits, ``quiet`` its quiet bit, ``invalid`` its INVALID_NAN."""
    float: object
    int: object
    sign: int
    smallest: int
    quiet: int
    invalid: int


LAYOUT = {"f32": Layout(F32, I32, SIGN, SMALLEST_NORMAL, QUIET, INVALID_NAN[32]),
          "f64": Layout(F64, I64, 1 << 63, 1 << 52, 1 << 51, INVALID_NAN[64])}


def _is_nan(b, x):
    return b.fcmp_unordered("uno", x, x)


def _finish(b, out, layout, omod, clamp):
    """omod (a multiply, rounded), then clamp to [0, 1]: -0 and below to +0, a NaN to +0
    under DX10_CLAMP (``clamp`` True) and kept without it (``clamp`` 'nan')."""
    x = b.bitcast(out, layout.float)
    if omod:
        x = b.fmul(x, ir.Constant(layout.float, OMOD[omod]))
    if clamp:
        zero, one = ir.Constant(layout.float, 0.0), ir.Constant(layout.float, 1.0)
        clamped = b.select(b.fcmp_ordered(">", x, zero),
                           b.select(b.fcmp_ordered("<", x, one), x, one), zero)
        x = clamped if clamp is True else b.select(_is_nan(b, x), x, clamped)
    return b.bitcast(x, layout.int)


def _nan_rule(b, out, floats, layout):
    """A NaN result: the first NaN source quieted, else INVALID_NAN (fpmode.canonical_nan)."""
    chosen = layout.int(layout.invalid)
    for x in reversed(floats):
        quieted = b.or_(b.bitcast(x, layout.int), layout.int(layout.quiet))
        chosen = b.select(_is_nan(b, x), quieted, chosen)
    return b.select(_is_nan(b, b.bitcast(out, layout.float)), chosen, out)


def flush_denormal(b, bits, layout):
    """A denormal's bits -> a zero of its sign (bits.flush_denormals)."""
    magnitude = b.and_(bits, layout.int(layout.sign - 1))
    denormal = b.and_(b.icmp_unsigned("!=", magnitude, layout.int(0)),
                      b.icmp_unsigned("<", magnitude, layout.int(layout.smallest)))
    return b.select(denormal, b.and_(bits, layout.int(layout.sign)), bits)
