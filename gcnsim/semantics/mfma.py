"""Matrix cores (gfx90a, gfx942): MFMA and SMFMAC, and the FP8/BF8 conversions of gfx942.

An MFMA computes, for every block b of B blocks, D[b] = A[b] (M x K) * B[b] (K x N) + C[b].
The operands are spread over the 64 lanes; every layout here follows one rule (AMD's matrix
instruction calculator; CDNA3 ISA "Matrix fused multiply add"), with E = elements of A per
lane (M * K * B = 64 * E):

    A[i][k] of block b : lane i + M*b + M*B*(k // E), element k % E of the lane's registers
    B[k][j] of block b : lane j + N*b + N*B*(k // E), element k % E
    C/D[i][j] block b  : rows in groups of four, g = i // 4: lane j + N*(g % (64 // N)),
                         register 4*(g // (64 // N)) + i % 4 (+ M*N*b/64 registers per block);
                         4x4 blocks sit side by side in lanes (lane + 4*b, register i);
                         f64: register pair i // 4, lane 16*(i % 4) + 4*b + j

Elements pack little-endian across a lane's registers (f16: v0[15:0], v0[31:16], v1[15:0] ..).
Modifiers: CBSZ/ABID broadcast A block ABID of each group of 2**CBSZ blocks; BLGP swizzles the
lanes B is read from (0 none, 1/2 broadcast lanes 0-31/32-63, 3 rotate by 16, 4-7 broadcast
one group of 16 lanes); on gfx942's f64 MFMA BLGP is neg:[A, B, C]. acc bits put A/B, acc_cd
C and D in AGPRs (st.v[:, 256 + i]). MFMAs read and write every lane whatever EXEC holds.

    v_mfma_f32_4x4x1f32 v[0:3], v4, v5, v[0:3]     (16 blocks, K = 1)
    -> for each block b, lanes 4b..4b+3: v[i] lane 4b+j += v4 lane 4b+i * v5 lane 4b+j

Arithmetic modelled: f32/f16/bf16/fp8/bf8/xf32 products are exact in f64 and summed in f64
(numpy matmul order) with C, then rounded once to f32; xf32 (gfx942) first truncates each f32
input of A and B to XF32's 10 mantissa bits, toward zero, as MI300 hardware is measured to do
(docs/errata.md "XF32 MFMA inputs"); i8 sums are exact and wrap to 32 bits; f64 is a chain of
correctly rounded fmas in k order per element
(D = fma(A[i][K-1], B[K-1][j], ... fma(A[i][0], B[0][j], C))).

SMFMAC (gfx942, 4:2 structured sparsity): A holds K/2 compressed columns in E_A elements per
lane; every two compressed values come from one group of four logical columns, placed by
2-bit indices taken from the index VGPR (src2): 8 bits per lane for 16-bit inputs, 16 for 8-bit
ones, the set chosen by ABID. D accumulates into itself.
"""
import re
from functools import lru_cache

import numpy as np

from .operands import operand_bits, register_index
from .valu import builder, op
from .valu_float import F16, F32, F64, fma64

U8, U16, U32, U64 = np.uint8, np.uint16, np.uint32, np.uint64
NAME = re.compile(r"v_(s?)mfma[a-z]*_(f32|i32|f64)_(\d+)x(\d+)x(\d+)(?:_\d+b)?_?([a-z0-9_]+)")
BITS = {"f32": 32, "xf32": 32, "f64": 64, "f16": 16, "bf16": 16, "i8": 8, "fp8": 8, "bf8": 8}
XF32_DROPPED = U32((1 << 13) - 1)      # f32 mantissa bits XF32 does not keep (23 - 10)


# ----------------------------------------------------------------------------- FP8 / BF8

def fp8_table(exp_bits, mant_bits, bias):
    """The 256 values of an FNUZ 8-bit float (gfx942: no infinities, 0x80 is the only NaN)."""
    code = np.arange(256)
    exp = (code >> mant_bits) & ((1 << exp_bits) - 1)
    mant = code & ((1 << mant_bits) - 1)
    scale = np.where(exp == 0, 1 - bias, exp - bias).astype(F64)
    value = np.ldexp(np.where(exp == 0, 0, 1) + mant / (1 << mant_bits), scale.astype(int))
    value = np.where(code >= 128, -value, value)
    value[0x80] = np.nan
    return value


FP8 = {"fp8": fp8_table(4, 3, 8), "bf8": fp8_table(5, 2, 16)}
MANT_BITS = {"fp8": 3, "bf8": 2}
MIN_EXP = {"fp8": -7, "bf8": -15}


def fp8_encode(x, fmt, saturate, random=None):
    """f32 -> FNUZ 8-bit code (uint8): nearest, ties to even (or stochastic with ``random``
    uint32 bits: floor(|x| / ulp + random / 2**32)); overflow is NaN, or the largest finite
    value when ``saturate`` (the clamp bit); -0 and values that round to 0 are +0."""
    x = np.asarray(x, F64)
    table = FP8[fmt][:128]
    mag = np.abs(x)
    exp = np.maximum(np.floor(np.log2(np.where(mag > 0, mag, 1))), MIN_EXP[fmt])
    ulp = np.exp2(exp - MANT_BITS[fmt])
    if random is None:
        q = np.rint(mag / ulp)                     # numpy rounds halves to even
    else:
        q = np.floor(mag / ulp + np.asarray(random, F64) / 2.0 ** 32)
    rounded = q * ulp
    code = np.searchsorted(table, rounded).clip(0, 127)
    over = (rounded > table[127]) | np.isinf(x)
    code = np.where(over, 127 if saturate else 0x80, code)
    negative = (x < 0) & (code != 0) & (code != 0x80)
    code = np.where(negative, code | 0x80, code)
    return np.where(np.isnan(x), 0x80, code).astype(U32)


def _cvt_pk_f32(fmt):
    table = FP8[fmt]

    def fn(x):
        lo = table[x & U32(0xFF)].astype(F32).view(U32).astype(U64)
        hi = table[(x >> U32(8)) & U32(0xFF)].astype(F32).view(U32).astype(U64)
        return lo | (hi << U64(32))
    return fn


def _conversion_modifiers(inst, target):
    """(dst_op_sel, clamp) of a gfx942 conversion: the word or byte of vD it writes (the
    record's op_sel bits no source takes) and whether it saturates."""
    modifiers = dict(inst.record(target).modifiers)
    return modifiers.get("dst_op_sel", 0), modifiers.get("clamp", 0)


def _build_cvt_pk(fmt):
    """v_cvt_pk_{fp8,bf8}_f32 vD, a, b: two codes into the word op_sel[3] picks of vD."""
    def build(inst, target, pc):
        word, saturate = _conversion_modifiers(inst, target)
        shift = U32(16 * word)
        keep = ~(U32(0xFFFF) << shift)

        def fn(a, b, old):
            word = fp8_encode(a, fmt, saturate) | (fp8_encode(b, fmt, saturate) << U32(8))
            return (old & keep) | (word << shift)
        return builder(op("f32 f32 b32 -> b32", fn, acc=True))(inst, target, pc)
    return build


def _build_cvt_sr(fmt):
    """v_cvt_sr_{fp8,bf8}_f32 vD, a, random: one stochastically rounded code into the byte
    op_sel[3:2] picks of vD."""
    def build(inst, target, pc):
        byte, saturate = _conversion_modifiers(inst, target)
        shift = U32(8 * byte)
        keep = ~(U32(0xFF) << shift)

        def fn(a, random, old):
            return (old & keep) | (fp8_encode(a, fmt, saturate, random) << shift)
        return builder(op("f32 u32 b32 -> b32", fn, acc=True))(inst, target, pc)
    return build


CONVERSIONS = {
    "v_cvt_f32_fp8": builder(op("u32 -> f32", lambda x: FP8["fp8"][x & U32(0xFF)])),
    "v_cvt_f32_bf8": builder(op("u32 -> f32", lambda x: FP8["bf8"][x & U32(0xFF)])),
    "v_cvt_pk_f32_fp8": builder(op("u32 -> b64", _cvt_pk_f32("fp8"))),
    "v_cvt_pk_f32_bf8": builder(op("u32 -> b64", _cvt_pk_f32("bf8"))),
    "v_cvt_pk_fp8_f32": _build_cvt_pk("fp8"),
    "v_cvt_pk_bf8_f32": _build_cvt_pk("bf8"),
    "v_cvt_sr_fp8_f32": _build_cvt_sr("fp8"),
    "v_cvt_sr_bf8_f32": _build_cvt_sr("bf8"),
}


# ----------------------------------------------------------------------------- layouts

@lru_cache(maxsize=None)
def input_layout(rows, k, blocks, per_lane):
    """(lane, element) index arrays (blocks, rows, k) of A (rows = M) or of B transposed."""
    b, r, kk = np.meshgrid(np.arange(blocks), np.arange(rows), np.arange(k), indexing="ij")
    return r + rows * b + rows * blocks * (kk // per_lane), kk % per_lane


@lru_cache(maxsize=None)
def output_layout(m, n, blocks, f64):
    """(register, lane) index arrays (blocks, m, n) of C/D; registers count values (an f64
    value is one pair)."""
    b, i, j = np.meshgrid(np.arange(blocks), np.arange(m), np.arange(n), indexing="ij")
    side = n * b if m * n < 64 else 0
    if f64:
        return i // 4, 16 * (i % 4) + side + j
    per = 64 // n
    g = i // 4
    stacked = (m * n // 64) * b if m * n >= 64 else 0
    return stacked + 4 * (g // per) + i % 4, n * (g % per) + j + side


def blgp_lanes(blgp):
    """The lane each lane reads B from under BLGP (CDNA ISA "MAI" BLGP table)."""
    lane = np.arange(64)
    return {0: lane, 1: lane % 32, 2: lane % 32 + 32, 3: (lane + 16) % 64,
            4: lane % 16, 5: lane % 16 + 16, 6: lane % 16 + 32, 7: lane % 16 + 48}[blgp]


def cbsz_lanes(m, blocks, cbsz, abid):
    """The lane each lane reads A from under CBSZ/ABID: block b reads block
    (b >> cbsz << cbsz) + abid."""
    lane = np.arange(64)
    if blocks == 1 or not cbsz:
        return lane
    block = (lane // m) % blocks
    source = ((block >> cbsz) << cbsz) + abid
    return lane + m * (source - block)


# ----------------------------------------------------------------------------- operands

def xf32_bits(bits):
    """f32 bits -> the XF32 value the matrix core multiplies, as f32 bits: the 13 mantissa bits
    below XF32's 10 cleared (truncation toward zero; 1 + 2**-10 + 2**-11 -> 1 + 2**-10).
    Infinities and NaNs are kept as they are, so a NaN never becomes an infinity."""
    special = (bits & U32(0x7F800000)) == U32(0x7F800000)
    return np.where(special, bits, bits & ~XF32_DROPPED)


def decode_elements(words, typ):
    """Registers (n, regs, 64) uint32 -> element values (n, 64, per lane): f64 or int64."""
    lanes = np.ascontiguousarray(np.swapaxes(words, 1, 2))
    if typ == "xf32":
        return xf32_bits(lanes).view(F32).astype(F64)
    if typ == "f32":
        return lanes.view(F32).astype(F64)
    if typ == "f64":
        return lanes.view(F64)
    if typ == "f16":
        return lanes.view(F16).astype(F64)
    if typ == "bf16":
        return (lanes.view(U16).astype(U32) << U32(16)).view(F32).astype(F64)
    if typ == "i8":
        return lanes.view(np.int8).astype(np.int64)
    return FP8[typ][lanes.view(U8)]


def _c_reader(src2, out, count):
    """Reader of C (the record's src2): registers (n, count, 64) uint32, or a constant
    broadcast."""
    width = 2 if out == "f64" else 1
    bits = operand_bits(src2, width, out if out != "i32" else None, out == "i32")
    if bits is not None:
        words = [(bits >> (32 * h)) & 0xFFFFFFFF for h in range(width)]
        block = np.array(words * (count // width), U32)[None, :, None]
        return lambda st, w: np.broadcast_to(block, (st.v[w, 0].shape[0], count, 64))
    start = register_index(src2)
    return lambda st, w: st.v[w, start:start + count]


def _values(words, out):
    """C registers (n, count, 64) -> values (n, count or count/2, 64)."""
    if out == "f64":
        pairs = words.reshape(words.shape[0], -1, 2, 64).astype(U64)
        return (pairs[:, :, 0] | (pairs[:, :, 1] << U64(32))).view(F64)
    return words.view(F32 if out == "f32" else np.int32)


def _words(values, out):
    """D values -> registers (n, count, 64) uint32."""
    if out == "f64":
        bits = np.ascontiguousarray(values).view(U64)
        lo, hi = bits & U64(0xFFFFFFFF), bits >> U64(32)
        return np.stack([lo, hi], axis=2).astype(U32).reshape(bits.shape[0], -1, 64)
    return np.asarray(values).astype(F32 if out == "f32" else np.int32).view(U32)


# ----------------------------------------------------------------------------- MFMA / SMFMAC

class Shape:
    """What a matrix instruction's mnemonic and opcode row say: M, N, K, blocks, types and
    the register counts of A, B and C/D."""

    def __init__(self, row):
        m = NAME.fullmatch(row.name)
        self.sparse = bool(m.group(1))
        self.out = m.group(2)
        self.m, self.n, self.k = (int(m.group(i)) for i in (3, 4, 5))
        types = m.group(6).removesuffix("_1k").split("_")
        self.a_type, self.b_type = types[0], types[-1]
        widths = {spec.field: spec.width for spec in row.operands}
        self.regs_a, self.regs_b, self.regs_d = widths["src0"], widths["src1"], widths["vdst"]
        self.per_a = 32 * self.regs_a // BITS[self.a_type]
        self.per_b = 32 * self.regs_b // BITS[self.b_type]
        k_a = self.k // 2 if self.sparse else self.k
        self.blocks = 64 * self.per_a // (self.m * k_a)


def _products(shape, a, bt, c, negs=(False, False, False)):
    """D = A @ B + C per block, modelled as the module docstring says."""
    if any(negs):
        a, bt, c = (-x if neg else x for x, neg in zip((a, bt, c), negs))
    if shape.out == "i32":
        return (np.matmul(a, bt) + c).astype(np.int32)
    if shape.out == "f32":
        return (np.matmul(a, bt) + c).astype(F32)
    acc = c
    for k in range(a.shape[-1]):
        acc = fma64(a[..., k][..., None], bt[..., k, :][..., None, :], acc)
    return acc


def _operands(inst, target):
    """The record's A, B, C and D operands (src0, src1, src2, vdst): AGPRs by acc and acc_cd."""
    record = inst.record(target)
    return tuple(record.field(name)[0] for name in ("src0", "src1", "src2", "vdst"))


def build_mfma(inst, target, pc):
    """The step of a v_mfma_*: gather A, B, C into matrices, multiply, scatter D."""
    shape, f = Shape(inst.op), dict(inst.record(target).modifiers)
    src_a, src_b, src_c, dst = _operands(inst, target)
    a0, b0, d0 = (register_index(o) for o in (src_a, src_b, dst))
    a_lane, a_el = input_layout(shape.m, shape.k, shape.blocks, shape.per_a)
    a_lane = cbsz_lanes(shape.m, shape.blocks, f.get("cbsz", 0), f.get("abid", 0))[a_lane]
    b_lane, b_el = input_layout(shape.n, shape.k, shape.blocks, shape.per_b)
    blgp = f.get("blgp", 0)
    negs = (False,) * 3
    if "neg" in inst.op.flags:
        negs = tuple(bool((blgp >> i) & 1) for i in range(3))
    else:
        b_lane = blgp_lanes(blgp)[b_lane]
    d_reg, d_lane = output_layout(shape.m, shape.n, shape.blocks, shape.out == "f64")
    values = shape.regs_d // (2 if shape.out == "f64" else 1)
    read_c = _c_reader(src_c, shape.out, shape.regs_d)

    def step(st, w, env):
        a = decode_elements(st.v[w, a0:a0 + shape.regs_a], shape.a_type)[:, a_lane, a_el]
        b = decode_elements(st.v[w, b0:b0 + shape.regs_b], shape.b_type)[:, b_lane, b_el]
        c = _values(read_c(st, w), shape.out)[:, d_reg, d_lane]
        d = _products(shape, a, np.swapaxes(b, -1, -2), c.astype(a.dtype), negs)
        out = np.empty((d.shape[0], values, 64), d.dtype)
        out[:, d_reg, d_lane] = d
        st.v[w, d0:d0 + shape.regs_d] = _words(out, shape.out)
    return step


def build_smfmac(inst, target, pc):
    """The step of a v_smfmac_*: expand the compressed A by the index VGPR, then as MFMA with
    D as C."""
    shape, f = Shape(inst.op), dict(inst.record(target).modifiers)
    a0, b0, index, d0 = (register_index(o) for o in _operands(inst, target))
    a_lane, a_el = input_layout(shape.m, shape.k // 2, 1, shape.per_a)
    group = 4 * (np.arange(shape.k // 2) // 2)
    shift = (2 * shape.per_a * f.get("abid", 0) + 2 * a_el).astype(U32)
    b_lane, b_el = input_layout(shape.n, shape.k, 1, shape.per_b)
    d_reg, d_lane = output_layout(shape.m, shape.n, 1, False)

    def step(st, w, env):
        packed = decode_elements(st.v[w, a0:a0 + shape.regs_a], shape.a_type)[:, a_lane, a_el]
        where = (st.v[w, index][:, a_lane] >> shift) & U32(3)
        a = np.zeros(packed.shape[:-1] + (shape.k,), packed.dtype)
        np.put_along_axis(a, group + where.astype(np.int64), packed, axis=-1)
        b = decode_elements(st.v[w, b0:b0 + shape.regs_b], shape.b_type)[:, b_lane, b_el]
        c = _values(st.v[w, d0:d0 + shape.regs_d], shape.out)[:, d_reg, d_lane]
        d = _products(shape, a, np.swapaxes(b, -1, -2), c.astype(a.dtype))
        out = np.empty((d.shape[0], shape.regs_d, 64), d.dtype)
        out[:, d_reg, d_lane] = d
        st.v[w, d0:d0 + shape.regs_d] = _words(out, shape.out)
    return step


# The matrix mnemonics of gfx90a and gfx942 (static: no opcode table is built at import; a
# test compares the list with the tables).
MATRIX_NAMES = """
    v_mfma_f32_16x16x16_bf16 v_mfma_f32_16x16x16_f16 v_mfma_f32_16x16x16bf16_1k
    v_mfma_f32_16x16x16f16 v_mfma_f32_16x16x1_4b_f32 v_mfma_f32_16x16x1f32
    v_mfma_f32_16x16x2bf16 v_mfma_f32_16x16x32_bf8_bf8 v_mfma_f32_16x16x32_bf8_fp8
    v_mfma_f32_16x16x32_fp8_bf8 v_mfma_f32_16x16x32_fp8_fp8 v_mfma_f32_16x16x4_4b_bf16
    v_mfma_f32_16x16x4_4b_f16 v_mfma_f32_16x16x4_f32 v_mfma_f32_16x16x4bf16_1k
    v_mfma_f32_16x16x4f16 v_mfma_f32_16x16x4f32 v_mfma_f32_16x16x8_xf32
    v_mfma_f32_16x16x8bf16 v_mfma_f32_32x32x16_bf8_bf8 v_mfma_f32_32x32x16_bf8_fp8
    v_mfma_f32_32x32x16_fp8_bf8 v_mfma_f32_32x32x16_fp8_fp8 v_mfma_f32_32x32x1_2b_f32
    v_mfma_f32_32x32x1f32 v_mfma_f32_32x32x2_f32 v_mfma_f32_32x32x2bf16
    v_mfma_f32_32x32x2f32 v_mfma_f32_32x32x4_2b_bf16 v_mfma_f32_32x32x4_2b_f16
    v_mfma_f32_32x32x4_xf32 v_mfma_f32_32x32x4bf16 v_mfma_f32_32x32x4bf16_1k
    v_mfma_f32_32x32x4f16 v_mfma_f32_32x32x8_bf16 v_mfma_f32_32x32x8_f16
    v_mfma_f32_32x32x8bf16_1k v_mfma_f32_32x32x8f16 v_mfma_f32_4x4x1_16b_f32
    v_mfma_f32_4x4x1f32 v_mfma_f32_4x4x2bf16 v_mfma_f32_4x4x4_16b_bf16
    v_mfma_f32_4x4x4_16b_f16 v_mfma_f32_4x4x4bf16_1k v_mfma_f32_4x4x4f16
    v_mfma_f64_16x16x4_f64 v_mfma_f64_16x16x4f64 v_mfma_f64_4x4x4_4b_f64 v_mfma_f64_4x4x4f64
    v_mfma_i32_16x16x16i8 v_mfma_i32_16x16x32_i8 v_mfma_i32_16x16x4_4b_i8
    v_mfma_i32_16x16x4i8 v_mfma_i32_32x32x16_i8 v_mfma_i32_32x32x4_2b_i8
    v_mfma_i32_32x32x4i8 v_mfma_i32_32x32x8i8 v_mfma_i32_4x4x4_16b_i8 v_mfma_i32_4x4x4i8
    v_smfmac_f32_16x16x32_bf16 v_smfmac_f32_16x16x32_f16 v_smfmac_f32_16x16x64_bf8_bf8
    v_smfmac_f32_16x16x64_bf8_fp8 v_smfmac_f32_16x16x64_fp8_bf8
    v_smfmac_f32_16x16x64_fp8_fp8 v_smfmac_f32_32x32x16_bf16 v_smfmac_f32_32x32x16_f16
    v_smfmac_f32_32x32x32_bf8_bf8 v_smfmac_f32_32x32x32_bf8_fp8
    v_smfmac_f32_32x32x32_fp8_bf8 v_smfmac_f32_32x32x32_fp8_fp8 v_smfmac_i32_16x16x64_i8
    v_smfmac_i32_32x32x32_i8
""".split()


SEMANTICS = {
    **CONVERSIONS,
    **{name: (build_smfmac if name.startswith("v_smfmac") else build_mfma)
       for name in MATRIX_NAMES},
}
