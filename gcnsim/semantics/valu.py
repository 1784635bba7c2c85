"""Shared build machinery of the VALU families: VOP1, VOP2, VOPC, VOP3A/B and their SDWA/DPP forms.

An operation is a typed numpy function with a signature (``Op``); ``build_valu`` compiles one
decoded instruction into a step at build time. The instruction's operand record (isa/record.py)
gives the destinations and sources in LLVM's printed order (register file, first register, constant
or literal), their modifiers and the instruction's. Each source becomes one reader: register or
constant (constants are folded at build time), DPP lane permutation, SDWA select (with sext),
op_sel half, abs and neg on the sign bit, typed view. The result goes through omod (none while
MODE's IEEE bit is on), clamp (float [0, 1] with NaN -> 0 as DX10_CLAMP=1 gives, integer
saturation), type to bits, the SDWA dst_sel/dst_unused or op_sel destination half, and is written
under EXEC; lane masks (carry-out, compares, div_scale) go to VCC or an SGPR pair with inactive
lanes 0, and v_cmpx also to EXEC (Vega ISA 6.3, 6.4).

    v_add_f32_e64 v1, -v2, |s3| clamp
    -> step: a = -(v2 as f32); b = |s3 as f32|; v1[exec] = bits(fmin(fmax(a + b, 0), 1))

Floats are rounded to nearest even. A float instruction is built once per MODE it runs under
(fpmode.py): a source of a float type whose input denormals MODE flushes is read flushed, the
result's denormals likewise, clamp maps NaN to 0 only under DX10_CLAMP, and an Op may give its
function per MODE (v_min/v_max under IEEE). Ops whose hardware always flushes (``denorm``
'flush': the f32 transcendentals, v_mad_f32) or never does ('none': v_cmp_class) say so.
"""
from dataclasses import dataclass

import numpy as np

from ..bits import flush_denormals, mask_to_lanes
from ..errors import GcnsimError
from ..isa.operands import EXEC, VCC
from ..isa.record import AGPR, SDWA_DWORD, VGPR
from .fpmode import mode_step, round_field
from .operands import (constant_bits, exec_lanes, exec_or_all, literal_of, operand_bits,
                       operand_reader, register_index, vgpr_reader, vgpr_writer)

U16, U32, U64 = np.uint16, np.uint32, np.uint64
DTYPE = {"b16": U16, "u16": U16, "i16": np.int16, "f16": np.float16,
         "b32": U32, "u32": U32, "i32": np.int32, "f32": np.float32,
         "b64": U64, "u64": U64, "i64": np.int64, "f64": np.float64}
UNSIGNED = {16: U16, 32: U32, 64: U64}
SIGN = {16: 0x8000, 32: 0x80000000, 64: 1 << 63}
SOURCE_FIELDS = ("src0", "vsrc1", "src1", "src2", "k")
VECTOR = (VGPR, AGPR)
SDWA_SEL = {0: (0, 8), 1: (8, 8), 2: (16, 8), 3: (24, 8), 4: (0, 16), 5: (16, 16)}
OMOD = {1: 2.0, 2: 4.0, 3: 0.5}


class ValuBuildError(GcnsimError):
    """An instruction whose operands the VALU builder cannot map (names it)."""


@dataclass(frozen=True)
class Op:
    """A VALU operation: ``fn`` over typed sources (printed order) -> result.

    ``srcs``: source types ('f32', 'u32', 'i16', ..., 'mask' = lanes of an SGPR pair/VCC);
    ``dst``: result type or None; ``mask_out``: fn returns (result, lanes) or just lanes when
    dst is None; ``exec_out``: the mask is written to EXEC too (v_cmpx); ``acc``: vdst is read
    as a last source (v_mac/v_fmac); ``vcc_in``: VCC is read as a last mask source though the
    row does not print it (v_div_fmas); ``exact``: variant of fn used under integer clamp,
    giving the unwrapped value (int64) to saturate; ``by_mode``: FpMode -> fn, used instead of
    fn; ``denorm``: 'mode' (MODE flushes denormals), 'flush' (always), 'none' (never), 'out'
    (only results, as MODE says: v_div_fmas).
    """
    fn: object
    srcs: tuple
    dst: str = None
    mask_out: bool = False
    exec_out: bool = False
    acc: bool = False
    vcc_in: bool = False
    exact: object = None
    by_mode: object = None
    denorm: str = "mode"

    def is_float(self):
        return any(t[0] == "f" for t in self.srcs + ((self.dst,) if self.dst else ()))

    def flushes(self, typ, mode, output=False):
        """A value of type ``typ`` (input, or output) is flushed to zero under ``mode``."""
        if typ is None or typ[0] != "f" or mode is None or self.denorm == "none":
            return False
        if self.denorm == "flush":
            return True
        if output:
            return not mode.keeps_output(typ)
        return self.denorm == "mode" and not mode.keeps_input(typ)


def op(signature, fn, **kw):
    """An Op from ``"f32 f32 -> f32"`` (``-> mask`` for a compare)."""
    left, _, right = signature.partition("->")
    dst = right.strip() or None
    if dst == "mask":
        return Op(fn, tuple(left.split()), None, mask_out=True, **kw)
    return Op(fn, tuple(left.split()), dst, **kw)


def bits_of(typ):
    return int(typ[1:])


def dwords(typ):
    return 2 if bits_of(typ) == 64 else 1


def pack_lanes(lanes):
    """bool (n, 64) -> uint64 (n,) lane masks."""
    packed = np.packbits(np.ascontiguousarray(lanes, bool), axis=-1, bitorder="little")
    return packed.view("<u8")[..., 0]


class Form:
    """One decoded instruction's record as the VALU reads it: destinations and sources (record
    Operands), the instruction modifiers, and the form (e32, sdwa, dpp or vop3)."""

    def __init__(self, inst, target):
        self.inst, self.target = inst, target
        name = inst.fmt.name
        self.kind = ("sdwa" if name.endswith("_SDWA") else "dpp" if name.endswith("_DPP")
                     else "vop3" if inst.op.enc == "VOP3" else "e32")
        record = inst.record(target)
        self.modifiers = dict(record.modifiers)
        self.outs, self.srcs = [], []
        for operand in record.operands:
            if operand.field in SOURCE_FIELDS or (self.srcs and operand.field == "vcc"):
                self.srcs.append(operand)
            else:
                self.outs.append(operand)

    def get(self, name, neutral=0):
        """An instruction modifier (clamp, omod, dst_sel, dst_op_sel, dpp_ctrl, ...): the record
        lists those that are not ``neutral`` (DWORD for dst_sel, else 0)."""
        return self.modifiers.get(name, neutral)

    def source_modifiers(self, operand):
        """(op_sel half, abs, neg, sext) of a source. In VOP3 an integer source's neg bit
        (LLVM's sext) negates as neg does; op_sel is VOP3's."""
        if not operand.modifiers:
            return 0, 0, 0, 0
        mods = dict(operand.modifiers)
        if self.kind != "vop3":
            return 0, mods.get("abs", 0), mods.get("neg", 0), mods.get("sext", 0)
        neg = mods.get("neg", 0) or mods.get("sext", 0)
        return mods.get("op_sel", 0), mods.get("abs", 0), neg, 0

    def vdst(self):
        """st.v column of the vector destination, or None."""
        for operand in self.outs:
            if operand.field == "vdst" and operand.cls in VECTOR:
                return register_index(operand)
        return None

    def mask_dst(self):
        """SGPR-pair encoding a lane-mask result goes to (VCC, or the sdst an SDWA VOPC names)."""
        for operand in self.outs:
            if operand.cls not in VECTOR:
                return operand.enc
        raise ValuBuildError(f"{self.inst.op.name}: no mask destination in {self.outs}")


# ---------------------------------------------------------------------------------- readers

def _typed(raw, typ, hi, abs_, neg, sel):
    """Raw bits -> typed value: SDWA select, op_sel half, abs/neg on the sign bit, view."""
    width = bits_of(typ)
    if sel is not None:
        raw = sel(raw)
    if width == 16:
        raw = ((raw >> U32(16)) if hi else raw).astype(U16)
    elif hasattr(raw, "astype"):
        raw = raw.astype(UNSIGNED[width], copy=False)
    sign = UNSIGNED[width](SIGN[width])
    if abs_:
        raw = raw & ~sign
    if neg:
        raw = raw ^ sign
    return raw.view(DTYPE[typ])


def _sdwa_select(sel, sext):
    """SDWA source select: the selected byte/word, zero- or sign-extended to 32 bits."""
    if sel not in SDWA_SEL:
        return None
    shift, size = SDWA_SEL[sel]
    keep, sign = U32((1 << size) - 1), U32(1 << (size - 1))
    if sext:
        return lambda raw: (((raw >> U32(shift)) & keep) ^ sign) - sign
    return lambda raw: (raw >> U32(shift)) & keep


def mask_reader(target, enc, literal):
    """Reader of a lane-mask source (VCC or an SGPR pair): bool (n, 64)."""
    bits = constant_bits(enc, 2, None, literal)
    if bits is not None:
        lanes = mask_to_lanes(np.array([bits], U64))[0]
        return lambda st, w: lanes
    return lambda st, w: mask_to_lanes(st.pair(w, enc))


def source_reader(form, operand, typ, dpp=None, flush=False):
    """Reader of one source operand as ``typ`` (denormals flushed to zero if ``flush``);
    constants are folded at build time."""
    read = _source_reader(form, operand, typ, dpp)
    if not flush:
        return read
    if operand_bits(operand, dwords(typ), typ) is None:
        return lambda st, w: flush_denormals(read(st, w))
    value = flush_denormals(read(None, None))
    return lambda st, w: value


def _source_reader(form, operand, typ, dpp):
    if typ == "mask":
        return mask_reader(form.target, operand.enc, literal_of(operand))
    width, ftype = dwords(typ), (typ if typ[0] == "f" else None)
    raw = operand_reader(form.target, operand, width, ftype, typ[0] == "i")
    hi, abs_, neg, sext = form.source_modifiers(operand)
    sel = None
    if form.kind == "sdwa":
        sel = _sdwa_select(dict(operand.modifiers).get("sel", SDWA_DWORD), sext)
    mods = (hi, abs_, neg, sel)
    if operand_bits(operand, width, ftype, typ[0] == "i") is not None:
        value = _typed(raw(None, None), typ, *mods)
        return lambda st, w: value
    if dpp is not None and operand.field == "src0":
        raw = dpp.reader(raw)
    if not any(mods):
        dtype = DTYPE[typ]
        if width == 2 or bits_of(typ) == 32:
            return lambda st, w: raw(st, w).view(dtype)
    return lambda st, w: _typed(raw(st, w), typ, *mods)


# ---------------------------------------------------------------------------------- DPP

def dpp_lanes(ctrl, target):
    """(source lane (64,), source valid (64,)) of a dpp_ctrl value (Vega ISA 6.3.3)."""
    lane = np.arange(64)
    row, pos = lane & ~15, lane & 15
    if ctrl <= 0xFF:
        src = (lane & ~3) + ((ctrl >> (2 * (lane & 3))) & 3)
        return src, np.ones(64, bool)
    if 0x101 <= ctrl <= 0x10F:
        return lane + (ctrl & 15), pos + (ctrl & 15) < 16
    if 0x111 <= ctrl <= 0x11F:
        return lane - (ctrl & 15), pos - (ctrl & 15) >= 0
    if 0x121 <= ctrl <= 0x12F:
        return row + ((pos - (ctrl & 15)) & 15), np.ones(64, bool)
    shifts = {0x130: (1, False), 0x134: (1, True), 0x138: (-1, False), 0x13C: (-1, True)}
    if ctrl in shifts:
        step, rotate = shifts[ctrl]
        src = lane + step
        return src & 63, np.ones(64, bool) if rotate else (src >= 0) & (src < 64)
    if ctrl == 0x140:
        return row + 15 - pos, np.ones(64, bool)
    if ctrl == 0x141:
        return (lane & ~7) + 7 - (lane & 7), np.ones(64, bool)
    if ctrl == 0x142:
        return row - 1, row >= 16
    if ctrl == 0x143:
        return np.full(64, 31), row >= 32
    if 0x150 <= ctrl <= 0x15F and target.has("dpp64"):
        return row + (ctrl & 15), np.ones(64, bool)
    raise ValuBuildError(f"dpp_ctrl {ctrl:#x} is not defined on {target.name}")


class Dpp:
    """A DPP instruction's lane plan: src0 permutation and the lanes that are written."""

    def __init__(self, form):
        src, valid = dpp_lanes(form.get("dpp_ctrl"), form.target)
        self.src = np.where(valid, src, 0) & 63
        self.valid = valid
        lane = np.arange(64)
        rows = (form.get("row_mask") >> (lane >> 4)) & 1
        banks = (form.get("bank_mask") >> ((lane >> 2) & 3)) & 1
        self.enabled = (rows & banks).astype(bool)
        self.bound_zero = bool(form.get("bound_ctrl"))

    def reader(self, raw):
        """src0 read from the source lanes; out-of-range or inactive ones read 0 (bound_ctrl)."""
        src, valid = self.src, self.valid

        def read(st, w):
            ok = valid & exec_lanes(st, w)[:, src]
            return np.where(ok, raw(st, w)[:, src], 0)
        return read

    def lanes(self, st, w):
        """Lanes written: EXEC, row/bank masks, and (without bound_ctrl) a valid active source."""
        active = exec_lanes(st, w)
        if self.bound_zero:
            return active & self.enabled
        return active & self.enabled & self.valid & active[:, self.src]


# ---------------------------------------------------------------------------------- writers

def clamp01(x, dx10):
    """The clamp modifier: [0, 1], -0 to +0; a NaN to 0 under DX10_CLAMP, else kept."""
    zero, one = x.dtype.type(0), x.dtype.type(1)
    clamped = np.where(x > zero, np.where(x < one, x, one), zero)
    return clamped if dx10 else np.where(x != x, x, clamped)


def _float_output(typ, omod, clamp, dx10=True, flush=False):
    """omod, then clamp, then the flush of denormal results MODE asks for. The hardware
    ignores omod while MODE's IEEE bit is on (LLVM SIFoldOperands.cpp: "omod is ignored by
    hardware if IEEE bit is enabled"; it folds no omod then): result_writer passes none."""
    dtype = DTYPE[typ]
    scale = dtype(OMOD[omod]) if omod else None

    def finish(x):
        x = np.asarray(x, dtype)
        if scale is not None:
            x = x * scale
        if clamp:
            x = clamp01(x, dx10)
        return flush_denormals(x) if flush else x
    return finish


def _int_output(typ, clamp):
    """Saturation of an exact integer result to the range of ``typ`` (VOP3 clamp)."""
    if not clamp:
        return None
    width = bits_of(typ)
    lo, hi = ((-(1 << (width - 1)), (1 << (width - 1)) - 1) if typ[0] == "i"
              else (0, (1 << width) - 1))
    return lambda x: np.clip(np.asarray(x, np.int64), lo, hi)


def to_bits(typ):
    """Typed result -> raw bits: uint32 (16-bit results zero-extended) or uint64."""
    dtype, width = DTYPE[typ], bits_of(typ)
    unsigned = UNSIGNED[width]
    if width == 16:
        return lambda x: np.asarray(x).astype(dtype, copy=False).view(U16).astype(U32)
    return lambda x: np.asarray(x).astype(dtype, copy=False).view(unsigned)


def _sdwa_place(sel, unused):
    """SDWA dst_sel/dst_unused: place the low bits of a result into a byte or word."""
    if sel not in SDWA_SEL:
        return None
    shift, size = SDWA_SEL[sel]
    keep = U32(((1 << size) - 1) << shift)
    above = U32((0xFFFFFFFF << (shift + size)) & 0xFFFFFFFF)
    sign = U32(1 << (shift + size - 1))

    def place(bits, old):
        field = (bits << U32(shift)) & keep
        if unused == 1:
            return field | np.where(field & sign, above, U32(0))
        if unused == 2:
            return field | (old & ~keep)
        return field
    return place


def _half_place(hi):
    """A 16-bit result into one half of the destination, keeping the other half."""
    if hi:
        return lambda bits, old: (old & U32(0xFFFF)) | (bits << U32(16))
    return lambda bits, old: (old & U32(0xFFFF0000)) | bits


def vector_writer(form, typ, index):
    """``write(st, w, bits, lanes)`` of the vector destination, with SDWA/op_sel placement;
    ``lanes`` None: every lane (exec_or_all)."""
    place = None
    if form.kind == "sdwa":
        place = _sdwa_place(form.get("dst_sel", SDWA_DWORD), form.get("dst_unused"))
    elif bits_of(typ) == 16 and form.inst.op.flag_value("op_sel"):
        place = _half_place(form.get("dst_op_sel"))
    if dwords(typ) == 2:
        return vgpr_writer(index, 2)
    if place is None:
        return vgpr_writer(index, 1)

    def write_placed(st, w, bits, lanes):
        old = st.v[w, index]
        if lanes is None:
            st.v[w, index] = place(bits, old)
            return
        st.v[w, index] = np.where(lanes, place(bits, old), old)
    return write_placed


def mask_writer(enc, exec_too):
    """Writer of a lane mask to an SGPR pair (inactive lanes 0), and to EXEC for v_cmpx."""
    def write(st, w, lanes_true, lanes):
        if lanes is not None:
            lanes_true = lanes_true & lanes
        else:
            rows = st.s64[w, 0].shape[0]
            if np.shape(lanes_true) != (rows, 64):
                lanes_true = np.broadcast_to(lanes_true, (rows, 64))
        value = pack_lanes(lanes_true)
        st.set_pair(w, enc, value)
        if exec_too:
            st.set_pair(w, EXEC, value)
    return write


def result_writer(form, spec, mode=None):
    """``write(st, w, out, lanes)`` for an Op's output: vector result and/or lane mask."""
    write_v = write_m = None
    if spec.dst is not None:
        index = form.vdst()
        if index is None:
            raise ValuBuildError(f"{form.inst.op.name}: no vector destination")
        flush = spec.flushes(spec.dst, mode, True)
        omod, clamp = form.get("omod"), form.get("clamp")
        omod = omod if mode is not None and not mode.ieee else 0     # _float_output's rule
        finish = (_float_output(spec.dst, omod, clamp, mode is None or mode.dx10_clamp, flush)
                  if spec.dst[0] == "f" else _int_output(spec.dst, clamp))
        if spec.dst[0] == "f" and not (omod or clamp or flush):
            finish = None
        convert, store = to_bits(spec.dst), vector_writer(form, spec.dst, index)
        if finish is None:
            write_v = lambda st, w, x, lanes: store(st, w, convert(x), lanes)
        else:
            write_v = lambda st, w, x, lanes: store(st, w, convert(finish(x)), lanes)
    if spec.mask_out:
        write_m = mask_writer(form.mask_dst(), spec.exec_out)
    if write_v and write_m:
        def write_both(st, w, out, lanes):
            write_v(st, w, out[0], lanes)
            write_m(st, w, out[1], lanes)
        return write_both
    return write_v or write_m


# ---------------------------------------------------------------------------------- build

def build_valu(inst, target, spec):
    """The step of a VALU instruction computing ``spec`` (an Op); float ones per MODE."""
    form = Form(inst, target)
    count = len(spec.srcs) - spec.acc - spec.vcc_in
    sources = form.srcs[:count]
    if len(sources) != count:
        raise ValuBuildError(f"{inst.op.name}: {len(spec.srcs)} sources expected, row has "
                             f"{[o.field for o in form.srcs]}")
    if not spec.is_float():
        return _build(form, spec, sources, None)
    return mode_step(lambda mode: _build(form, spec, sources, mode), round_field(spec.dst))


def _build(form, spec, sources, mode):
    dpp = Dpp(form) if form.kind == "dpp" else None
    readers = [source_reader(form, s, t, dpp, spec.flushes(t, mode))
               for s, t in zip(sources, spec.srcs)]
    if spec.acc:
        typ = spec.srcs[-1]
        readers.append(_acc_reader(form.vdst(), typ, spec.flushes(typ, mode)))
    if spec.vcc_in:
        readers.append(mask_reader(form.target, VCC, None))
    fn = spec.by_mode(mode) if spec.by_mode is not None else spec.fn
    fn = spec.exact if spec.exact is not None and form.get("clamp") else fn
    return make_step(fn, readers, dpp.lanes if dpp else exec_or_all,
                     result_writer(form, spec, mode))


def _acc_reader(index, typ, flush=False):
    raw = vgpr_reader(index, dwords(typ))
    if bits_of(typ) == 16:
        read = lambda st, w: (raw(st, w) & U32(0xFFFF)).astype(U16).view(DTYPE[typ])
    else:
        read = lambda st, w: raw(st, w).view(DTYPE[typ])
    if flush:
        return lambda st, w: flush_denormals(read(st, w))
    return read


def make_step(fn, readers, lanes_of, write):
    """A step: read every source, compute, write under the lanes; no work at step time beyond
    the numpy calls (the arity is unrolled so no argument lists are built per step)."""
    if len(readers) == 1:
        (r0,) = readers

        def step1(st, w, env):
            write(st, w, fn(r0(st, w)), lanes_of(st, w))
        return step1
    if len(readers) == 2:
        r0, r1 = readers

        def step2(st, w, env):
            write(st, w, fn(r0(st, w), r1(st, w)), lanes_of(st, w))
        return step2

    def step(st, w, env):
        write(st, w, fn(*[r(st, w) for r in readers]), lanes_of(st, w))
    return step


def builder(spec):
    """A registry builder for an Op."""
    return lambda inst, target, pc: build_valu(inst, target, spec)
