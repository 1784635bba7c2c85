"""VOP3P: packed 16-bit math, packed FP32 (gfx90a+), mixed f16/f32 (mad_mix/fma_mix), dot
products, and the AccVGPR moves (Vega ISA 6.5 "VOP3P"; CDNA3 ISA "Packed math").

A packed source is read as a pair of halves: the low result lane takes the half op_sel picks,
the high result lane the half op_sel_hi picks (bit 2 of op_sel_hi is the op_sel_hi2 field);
neg_lo / neg_hi flip the sign of the float halves. Both result halves are computed by one numpy
call over a trailing axis of two, then packed. Packed FP32 does the same with the two dwords
of a 64-bit register pair. Inline constants are read as pre-gfx11 hardware does: a float
constant of a 16-bit operand is its f16 value in the low half and 0 in the high half, an integer
constant its 32-bit value; a float constant of a packed-FP32 operand is its f32 value in the
low dword and 0 in the high dword.

    v_pk_add_f16 v1, v2, v3 op_sel:[1,0] op_sel_hi:[0,1]
    -> v1.lo = v2.hi + v3.lo ; v1.hi = v2.lo + v3.hi

Rounding: f16 sums and products are correctly rounded (numpy's float16 goes through float32,
which is wide enough); fma is exact (valu_float.fma_odd). Integer clamp saturates the exact
result. mad_mix is unfused (two f32 roundings), fma_mix fused. v_dot2_f32_f16 sums its exact
products and S2 in f64 and rounds once; integer dots saturate the exact sum under clamp.
AccVGPRs (gfx90a+) are st.v[:, 256 + i]; like every VALU write, they are written under EXEC.
Float ops are built per MODE (fpmode.py): f16 halves follow the f16/f64 denormal mode, packed
FP32 the f32 one, v_pk_min/max_f16 are V_MIN/V_MAX_F16 per half (IEEE mode), clamp per DX10_CLAMP.
"""
import numpy as np

from ..bits import flush_denormals
from .fpmode import canonical_nan, mode_step, round_field
from .operands import (exec_lanes, operand, operand_bits, operand_reader, register_index, roles,
                       vgpr_writer)
from .valu import builder, clamp01, op
from .valu_float import F16, F32, F64, fma_odd, selection

U16, U32, U64 = np.uint16, np.uint32, np.uint64
I64 = np.int64
SLOTS = ("src0", "src1", "src2")
HALF_TYPES = {"f16": F16, "i16": np.int16, "u16": U16}
RANGE = {"i16": (-(1 << 15), (1 << 15) - 1), "u16": (0, 0xFFFF),
         "i32": (-(1 << 31), (1 << 31) - 1), "u32": (0, 0xFFFFFFFF)}
HALF_SHIFTS = np.array([0, 16], U32)
FMA = canonical_nan(fma_odd)        # exact fma; NaN sources win over an invalid 0 * inf


# ----------------------------------------------------------------------------- operands

def _sources(inst, target):
    """The record's src0, src1 (and src2) operands."""
    return [o for o in inst.record(target).operands if o.field in SLOTS]


def _vdst(inst, target):
    """st.v column of the record's vdst."""
    return register_index(operand(inst, target, "vdst"))


def _clamp(inst, target):
    return dict(inst.record(target).modifiers).get("clamp", 0)


def _bit(source, name):
    """A source's op_sel, op_sel_hi, neg_lo or neg_hi bit, as the record gives it."""
    return dict(source.modifiers).get(name, 0)


def _constant_folded(read, source):
    """``read`` itself, or, for a constant source, its value computed once at build time."""
    if operand_bits(source, 1) is None:
        return read
    value = read(None, None)
    return lambda st, w: value


def _raw(target, source, width, ftype):
    return _constant_folded(operand_reader(target, source, width, ftype), source)


def half_reader(target, source, typ):
    """Reader of a packed 16-bit source: typed (..., 2) = (low-lane half, high-lane half)."""
    raw = _raw(target, source, 1, "f16")
    shifts = np.array([16 * _bit(source, "op_sel"), 16 * _bit(source, "op_sel_hi")], U32)
    negs = np.zeros(2, U16)
    if typ == "f16":
        negs = np.array([_bit(source, "neg_lo"), _bit(source, "neg_hi")], U16) << U16(15)
    dtype = HALF_TYPES[typ]

    def read(st, w):
        bits = np.asarray(raw(st, w), U32)[..., None] >> shifts
        return ((bits & U32(0xFFFF)).astype(U16) ^ negs).view(dtype)
    return _constant_folded(read, source)


def dword_reader(target, source):
    """Reader of a packed-FP32 source (a 64-bit pair): f32 (..., 2) as op_sel/op_sel_hi pick."""
    raw = _raw(target, source, 2, "f32")
    shifts = np.array([32 * _bit(source, "op_sel"), 32 * _bit(source, "op_sel_hi")], U64)
    negs = np.array([_bit(source, "neg_lo"), _bit(source, "neg_hi")], U32) << U32(31)

    def read(st, w):
        bits = np.asarray(raw(st, w), U64)[..., None] >> shifts
        return ((bits & U64(0xFFFFFFFF)).astype(U32) ^ negs).view(F32)
    return _constant_folded(read, source)


# ----------------------------------------------------------------------------- packed 16-bit

def _float_finish(dtype, clamp, mode):
    """A float result: clamp (DX10_CLAMP as MODE says), then the denormal flush of MODE."""
    flush = not mode.keeps_output("f32" if dtype is F32 else "f16")

    def finish(x):
        x = np.asarray(x, dtype)
        if clamp:
            x = clamp01(x, mode.dx10_clamp)
        return flush_denormals(x) if flush else x
    return finish


def _flushed(read, typ, mode):
    """A float reader flushing denormals as MODE says for ``typ``."""
    if mode.keeps_input(typ):
        return read
    return lambda st, w: flush_denormals(read(st, w))


def _finish16(typ, clamp, mode=None):
    """Typed or exact (int64) result pairs -> 16-bit bits (..., 2), with clamp."""
    if typ == "f16":
        finish_float = _float_finish(F16, clamp, mode)
        return lambda x: finish_float(x).view(U16)
    lo, hi = RANGE[typ]

    def finish_int(x):
        x = np.asarray(x, I64)
        if clamp:
            x = np.clip(x, lo, hi)
        return x.astype(U16)
    return finish_int


def _pack16(halves):
    halves = halves.astype(U32)
    return halves[..., 0] | (halves[..., 1] << U32(16))


def build_packed16(typ, fn):
    """Builder of a packed 16-bit op: fn (or, for f16, fn(mode)) over typed (..., 2) sources."""
    def build_for(inst, target, mode):
        readers = [half_reader(target, source, typ) for source in _sources(inst, target)]
        if mode is not None:
            readers = [_flushed(r, "f16", mode) for r in readers]
        finish = _finish16(typ, _clamp(inst, target), mode)
        write = vgpr_writer(_vdst(inst, target), 1)
        op_fn = fn(mode) if typ == "f16" else fn

        def step(st, w, env):
            out = _pack16(finish(op_fn(*[r(st, w) for r in readers])))
            write(st, w, out, exec_lanes(st, w))
        return step

    def build(inst, target, pc):
        if typ != "f16":
            return build_for(inst, target, None)
        return mode_step(lambda mode: build_for(inst, target, mode), round_field("f16"))
    return build


def _plain(fn):
    """A float op that does not depend on MODE, as fn(mode)."""
    return lambda mode: fn


def _wide(x):
    return np.asarray(x).astype(I64)


def _shift_amount(x):
    return (np.asarray(x).view(U16) & U16(15)).astype(I64)


PACKED16 = {
    "v_pk_add_f16": ("f16", _plain(canonical_nan(lambda a, b: a + b))),
    "v_pk_mul_f16": ("f16", _plain(canonical_nan(lambda a, b: a * b))),
    "v_pk_fma_f16": ("f16", _plain(lambda a, b, c: FMA(a, b, c).astype(F16))),
    "v_pk_min_f16": ("f16", selection(True)),
    "v_pk_max_f16": ("f16", selection(False)),
    "v_pk_add_i16": ("i16", lambda a, b: _wide(a) + b),
    "v_pk_sub_i16": ("i16", lambda a, b: _wide(a) - b),
    "v_pk_add_u16": ("u16", lambda a, b: _wide(a) + b),
    "v_pk_sub_u16": ("u16", lambda a, b: _wide(a) - b),
    "v_pk_mad_i16": ("i16", lambda a, b, c: _wide(a) * b + c),
    "v_pk_mad_u16": ("u16", lambda a, b, c: _wide(a) * b + c),
    "v_pk_mul_lo_u16": ("u16", lambda a, b: (_wide(a) * b) & 0xFFFF),
    "v_pk_min_i16": ("i16", np.minimum),
    "v_pk_max_i16": ("i16", np.maximum),
    "v_pk_min_u16": ("u16", np.minimum),
    "v_pk_max_u16": ("u16", np.maximum),
    "v_pk_lshlrev_b16": ("u16", lambda a, b: (_wide(b) << _shift_amount(a)) & 0xFFFF),
    "v_pk_lshrrev_b16": ("u16", lambda a, b: _wide(b) >> _shift_amount(a)),
    "v_pk_ashrrev_i16": ("i16", lambda a, b: _wide(b) >> _shift_amount(a)),
}


# ----------------------------------------------------------------------------- packed FP32

def build_packed32(fn):
    """Builder of a packed-FP32 op (v_pk_fma/mul/add_f32): fn over f32 (..., 2) sources."""
    def build_for(inst, target, mode):
        readers = [_flushed(dword_reader(target, source), "f32", mode)
                   for source in _sources(inst, target)]
        finish = _float_finish(F32, _clamp(inst, target), mode)
        write = vgpr_writer(_vdst(inst, target), 2)

        def step(st, w, env):
            bits = finish(fn(*[r(st, w) for r in readers])).view(U32).astype(U64)
            write(st, w, bits[..., 0] | (bits[..., 1] << U64(32)), exec_lanes(st, w))
        return step
    return lambda inst, target, pc: mode_step(lambda mode: build_for(inst, target, mode),
                                              round_field("f32"))


def build_pk_mov_b32(inst, target, pc):
    """v_pk_mov_b32: D.lo = src0 dword op_sel[0], D.hi = src1 dword op_sel[1]."""
    s0, s1 = _sources(inst, target)
    src0, src1 = _raw(target, s0, 2, "f32"), _raw(target, s1, 2, "f32")
    lo_shift, hi_shift = U64(32 * _bit(s0, "op_sel")), U64(32 * _bit(s1, "op_sel"))
    write = vgpr_writer(_vdst(inst, target), 2)
    low = U64(0xFFFFFFFF)

    def step(st, w, env):
        lo = (np.asarray(src0(st, w), U64) >> lo_shift) & low
        hi = (np.asarray(src1(st, w), U64) >> hi_shift) & low
        write(st, w, lo | (hi << U64(32)), exec_lanes(st, w))
    return step


PACKED32 = {
    "v_pk_fma_f32": lambda a, b, c: FMA(a, b, c).astype(F32),
    "v_pk_mul_f32": canonical_nan(lambda a, b: a * b),     # constants broadcast: keep NaN order
    "v_pk_add_f32": canonical_nan(lambda a, b: a + b),
}


# ----------------------------------------------------------------------------- mixed f16/f32

def mix_reader(target, source, mode):
    """A mad_mix/fma_mix source as f64: f16 (the op_sel half) where op_sel_hi is set, else
    f32 (each flushed as MODE says for its type); neg_lo negates, neg_hi takes the absolute
    value (CDNA3 ISA V_FMA_MIX_F32)."""
    is_f16 = _bit(source, "op_sel_hi")
    raw = _raw(target, source, 1, "f16" if is_f16 else "f32")
    hi = _bit(source, "op_sel")
    neg, absolute = _bit(source, "neg_lo"), _bit(source, "neg_hi")
    flush = not mode.keeps_input("f16" if is_f16 else "f32")

    def read(st, w):
        bits = np.asarray(raw(st, w), U32)
        if is_f16:
            x = ((bits >> U32(16 * hi)) & U32(0xFFFF)).astype(U16).view(F16)
        else:
            x = bits.view(F32)
        x = (flush_denormals(x) if flush else x).astype(F64)
        if absolute:
            x = np.abs(x)
        return -x if neg else x
    return _constant_folded(read, source)


def build_mix(fused, dst):
    """Builder of v_mad_mix*/v_fma_mix*: dst 'f32', 'lo' (f16 to bits 15:0) or 'hi'."""
    def build_for(inst, target, mode):
        readers = [mix_reader(target, source, mode) for source in _sources(inst, target)]
        index = _vdst(inst, target)
        dtype = F32 if dst == "f32" else F16
        finish = _float_finish(dtype, _clamp(inst, target), mode)

        def step(st, w, env):
            a, b, c = (r(st, w) for r in readers)
            if fused:
                x = FMA(a, b, c).astype(dtype)
            else:
                x = ((a * b).astype(F32) + c.astype(F32)).astype(dtype)
            x = finish(x)
            old = st.v[w, index]
            if dst == "f32":
                value = x.view(U32)
            elif dst == "lo":
                value = (old & U32(0xFFFF0000)) | x.view(U16).astype(U32)
            else:
                value = (old & U32(0xFFFF)) | (x.view(U16).astype(U32) << U32(16))
            st.v[w, index] = np.where(exec_lanes(st, w), value, old)
        return step
    return lambda inst, target, pc: mode_step(lambda mode: build_for(inst, target, mode),
                                              round_field("f32" if dst == "f32" else "f16"))


MIX = {"v_mad_mix_f32": (False, "f32"), "v_mad_mixlo_f16": (False, "lo"),
       "v_mad_mixhi_f16": (False, "hi"), "v_fma_mix_f32": (True, "f32"),
       "v_fma_mixlo_f16": (True, "lo"), "v_fma_mixhi_f16": (True, "hi")}


# ----------------------------------------------------------------------------- dot products

def _lanes_of(bits, width, signed):
    """The ``32 // width`` packed integers of 32-bit values as int64 (..., count)."""
    count = 32 // width
    shifts = np.arange(count, dtype=U32) * U32(width)
    x = ((np.asarray(bits, U32)[..., None] >> shifts) & U32((1 << width) - 1)).astype(I64)
    if signed:
        sign = 1 << (width - 1)
        x = (x ^ sign) - sign
    return x


def int_dot(width, signed):
    """fn(a_bits, b_bits, c) -> exact int64 dot product of packed integers plus c."""
    def fn(a, b, c):
        products = _lanes_of(a, width, signed) * _lanes_of(b, width, signed)
        return products.sum(axis=-1) + np.asarray(c).astype(I64)
    return fn


def _f16_dot(a, b, c):
    """Dot of two f16 pairs (..., 2) plus f32 c, summed exactly in f64 and rounded once; a NaN
    result is the first NaN of S0.lo * S1.lo + S0.hi * S1.hi + S2, quieted."""
    return _dot_sum(a[..., 0], b[..., 0], a[..., 1], b[..., 1], c)


@canonical_nan
def _dot_sum(a0, b0, a1, b1, c):
    return (a0.astype(F64) * b0 + a1.astype(F64) * b1 + np.asarray(c, F64)).astype(F32)


def _saturate(x, typ, clamp):
    lo, hi = RANGE[typ]
    x = np.clip(x, lo, hi) if clamp else x
    return np.asarray(x).astype(I64).astype(U32 if typ[0] == "u" else np.int32).view(U32)


def build_dot(kind):
    """Builder of the VOP3P dots: 'f16' (v_dot2_f32_f16), 'i16'/'u16' (v_dot2 with op_sel
    halves), or (width, signed) for v_dot4/v_dot8 on raw 32-bit sources."""
    def build(inst, target, pc):
        s0, s1, s2 = _sources(inst, target)
        clamp = _clamp(inst, target)
        c_raw = _raw(target, s2, 1, "f32" if kind == "f16" else None)
        write = vgpr_writer(_vdst(inst, target), 1)
        if kind in ("f16", "i16", "u16"):
            a, b = (half_reader(target, s, kind) for s in (s0, s1))
        else:
            a, b = (_raw(target, s, 1, None) for s in (s0, s1))
        neg_c = _bit(s2, "neg_lo") and kind == "f16"

        def compute(st, w):
            c = np.asarray(c_raw(st, w), U32)
            if kind == "f16":
                c = c.view(F32)
                x = _f16_dot(a(st, w), b(st, w), -c if neg_c else c)
                return (np.fmin(np.fmax(x, F32(0)), F32(1)) if clamp else x).view(U32)
            if kind in ("i16", "u16"):
                c = c.view(np.int32) if kind == "i16" else c
                x = (_wide(a(st, w)) * b(st, w)).sum(axis=-1) + _wide(c)
                return _saturate(x, "i32" if kind == "i16" else "u32", clamp)
            width, signed = kind
            c = c.view(np.int32) if signed else c
            x = int_dot(width, signed)(a(st, w), b(st, w), c)
            return _saturate(x, "i32" if signed else "u32", clamp)

        def step(st, w, env):
            write(st, w, compute(st, w), exec_lanes(st, w))
        return step
    return build


DOTS = {"v_dot2_f32_f16": "f16", "v_dot2_i32_i16": "i16", "v_dot2_u32_u16": "u16",
        "v_dot4_i32_i8": (8, True), "v_dot4_u32_u8": (8, False),
        "v_dot8_i32_i4": (4, True), "v_dot8_u32_u4": (4, False)}


def f16_halves(bits):
    """32-bit values -> their two f16 halves (..., 2), low half first."""
    shifted = np.asarray(bits, U32)[..., None] >> HALF_SHIFTS
    return (shifted & U32(0xFFFF)).astype(U16).view(F16)


def _dot2c_f16(a, b, c):
    return _f16_dot(f16_halves(a), f16_halves(b), c)


# The VOP2 "c" forms accumulate into vdst (D = dot(S0, S1) + D) and take DPP; valu.py builds
# them with vdst read as the last source.
DOTC = {
    "v_dot2c_f32_f16": op("b32 b32 f32 -> f32", _dot2c_f16, acc=True),
    "v_dot2c_i32_i16": op("b32 b32 i32 -> i32", int_dot(16, True), acc=True),
    "v_dot4c_i32_i8": op("b32 b32 i32 -> i32", int_dot(8, True), acc=True),
    "v_dot8c_i32_i4": op("b32 b32 i32 -> i32", int_dot(4, True), acc=True),
}


def build_pk_fmac_f16(inst, target, pc):
    """v_pk_fmac_f16 (VOP2): D.lo = fma(S0.lo, S1.lo, D.lo), D.hi likewise."""
    ops = roles(inst, target)
    src0 = _raw(target, ops["src0"], 1, "f16")
    index, src1 = register_index(ops["vdst"]), register_index(ops["src1"])

    def step(st, w, env):
        old = st.v[w, index]
        x = FMA(f16_halves(src0(st, w)), f16_halves(st.v[w, src1]), f16_halves(old))
        x = x.astype(F16)
        st.v[w, index] = np.where(exec_lanes(st, w), _pack16(x.view(U16)), old)
    return step


# ----------------------------------------------------------------------------- AccVGPR moves

def build_accvgpr_move(inst, target, pc):
    """v_accvgpr_read_b32 vD, aS; v_accvgpr_write_b32 aD, src (VGPR, SGPR or inline constant);
    v_accvgpr_mov_b32 aD, aS: D = S in the active lanes (the record says which is an AGPR)."""
    record = inst.record(target)
    (vdst,), (src0,) = record.field("vdst"), record.field("src0")
    src, dst = operand_reader(target, src0, 1), register_index(vdst)

    def step(st, w, env):
        st.v[w, dst] = np.where(exec_lanes(st, w), src(st, w), st.v[w, dst])
    return step


SEMANTICS = {
    **{name: build_packed16(typ, fn) for name, (typ, fn) in PACKED16.items()},
    **{name: build_packed32(fn) for name, fn in PACKED32.items()},
    "v_pk_mov_b32": build_pk_mov_b32,
    **{name: build_mix(fused, dst) for name, (fused, dst) in MIX.items()},
    **{name: build_dot(kind) for name, kind in DOTS.items()},
    **{name: builder(spec) for name, spec in DOTC.items()},
    "v_pk_fmac_f16": build_pk_fmac_f16,
    "v_accvgpr_read_b32": build_accvgpr_move,
    "v_accvgpr_write_b32": build_accvgpr_move,
    "v_accvgpr_mov_b32": build_accvgpr_move,
}
