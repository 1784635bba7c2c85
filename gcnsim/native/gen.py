"""What a code generator is (ops.py, vector.py, floats.py, scalar.py) and the LLVM IR types the
generators and the translator share.

    Gen("f32", 3, fma)      # three f32 sources, an f32 result: fma(b, x, y, z) -> float
"""
from dataclasses import dataclass

from . import irtext as ir

I1, I32, I64 = ir.IntType(1), ir.IntType(32), ir.IntType(64)
F32, F64 = ir.FloatType(), ir.DoubleType()


@dataclass(frozen=True)
class Gen:
    """A generator: ``typ`` 'f32' or 'f64' (float sources and result) or 'u32'; ``arity`` sources
    (the printed ones; ``acc``: vdst is read as a last source, as v_fmac). ``widths``: the
    sources' dwords (None: one each; two: an i64 value); ``vout``: the VGPR result's dwords
    (0: none); ``mask_out``: the generator also (or only) returns a lane's bit for VCC or an
    SGPR pair (vector.py)."""
    typ: str
    arity: int
    gen: object
    acc: bool = False
    mask: bool = False          # the last source is a lane mask (v_cndmask's VCC or SGPR pair)
    widths: tuple = None
    vout: int = 1
    mask_out: bool = False
    out: str = None             # the result's type where it is not typ's (a conversion)
    moded: bool = False         # the generator gets the FpMode first (v_min/v_max_f32)
    nan: bool = True            # a NaN result gets the NaN rule (not a selection's)
    lane: bool = False          # the generator gets the lane's index (i64) last (v_mbcnt)
    flush: bool = False         # denormals flushed in and out whatever MODE says (v_rcp_f32)
    consts: str = None          # the float type of its inline constants where typ is 'u32'
                                # (an f16 or f32 source a conversion reads as bits)
    packed: bool = False        # VOP3P packed FP32: each dword half on its own (lanes.py)
    raw: tuple = ()             # sources of a float generator it gets as they are, no modifier,
                                # flush or NaN rule (v_ldexp's i32, v_div_fmas's VCC bit)
    vcc_in: bool = False        # VCC's lane bit is a last source the row does not print
    keeps_input: bool = False   # its inputs never flushed, whatever MODE says (v_div_fmas)


def intrinsic(b, name, ret, args):
    """A call of LLVM intrinsic ``name`` (declared in the builder's module once)."""
    fn = b.module.globals.get(name)
    if fn is None:
        fn = ir.Function(b.module, ir.FunctionType(ret, [a.type for a in args]), name)
    return b.call(fn, args)
