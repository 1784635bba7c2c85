"""MFMA/SMFMAC semantics against numpy matmul of the logical matrices. The registers are filled
element by element from the layout equations AMD's matrix instruction calculator prints (written
out here per shape, independently of gcnsim/semantics/mfma.py); inputs are small integers (or
exact fp8/bf16 values) so every sum is exact whatever the order, except the f64 cases, which
are checked against an fma chain in exact rational arithmetic."""
import re
from fractions import Fraction

import numpy as np
import pytest

from gcnsim.asm import assemble_line
from gcnsim.emu.state import WaveState
from gcnsim.isa.opcodes import op_table
from gcnsim.isa.targets import get_target
from gcnsim.semantics import registry
from gcnsim.semantics.mfma import MATRIX_NAMES

RNG = np.random.default_rng(5)
NAME = re.compile(r"v_(s?)mfma[a-z]*_(f32|i32|f64)_(\d+)x(\d+)x(\d+)(?:_\d+b)?_?([a-z0-9_]+)")
SIZE = {"f32": 32, "xf32": 32, "f64": 64, "f16": 16, "bf16": 16, "i8": 8, "fp8": 8, "bf8": 8}


def fnuz(code, exp_bits, mant_bits):
    """Value of an FNUZ 8-bit float code (bias 2**(exp_bits-1))."""
    bias = 1 << (exp_bits - 1)
    sign = -1 if code & 0x80 else 1
    e = (code >> mant_bits) & ((1 << exp_bits) - 1)
    m = code & ((1 << mant_bits) - 1)
    if e == 0:
        return sign * m * 2.0 ** (1 - bias - mant_bits)
    return sign * (1 + m / (1 << mant_bits)) * 2.0 ** (e - bias)


def encode(value, typ):
    """Bits of one element (value chosen representable)."""
    if typ in ("f32", "xf32"):
        return int(np.float32(value).view(np.uint32))
    if typ == "f64":
        return int(np.float64(value).view(np.uint64))
    if typ == "f16":
        return int(np.float16(value).view(np.uint16))
    if typ == "bf16":
        return int(np.float32(value).view(np.uint32)) >> 16
    if typ == "i8":
        return int(value) & 0xFF
    return int(value)                           # fp8/bf8: the value is the code


def element_values(typ, shape):
    """(values as used by the reference, values as stored)."""
    if typ in ("fp8", "bf8"):
        codes = RNG.integers(0, 256, shape)
        codes[codes == 0x80] = 0
        exp_bits, mant = (4, 3) if typ == "fp8" else (5, 2)
        decoded = np.vectorize(lambda c: fnuz(int(c), exp_bits, mant))(codes)
        return decoded, codes
    if typ == "i8":
        v = RNG.integers(-128, 128, shape)
        return v, v
    v = RNG.integers(-8, 9, shape).astype(float)
    return v, v


class Layout:
    """Register/lane of every element, from the calculator's equations."""

    def __init__(self, name, row):
        m = NAME.fullmatch(name)
        self.sparse = bool(m.group(1))
        self.out = m.group(2)
        self.M, self.N, self.K = (int(m.group(i)) for i in (3, 4, 5))
        types = m.group(6).removesuffix("_1k").split("_")
        self.ta, self.tb = types[0], types[-1]
        widths = {s.field: s.width for s in row.operands}
        self.ra, self.rb, self.rd = widths["src0"], widths["src1"], widths["vdst"]
        self.ea = 32 * self.ra // SIZE[self.ta]
        self.eb = 32 * self.rb // SIZE[self.tb]
        ka = self.K // 2 if self.sparse else self.K
        self.B = 64 * self.ea // (self.M * ka)

    def a_slot(self, b, i, k, per):
        """(lane, element) of A[i][k] (or B[k][j] with i = j)."""
        return self.M * b + self.M * self.B * (k // per) + i, k % per

    def d_slot(self, b, i, j):
        """(value register, lane) of D[i][j]."""
        M, N, B = self.M, self.N, self.B
        if self.out == "f64":
            return (i // 4, 16 * (i % 4) + j) if B == 1 else (0, 16 * i + 4 * b + j)
        if M == 4:
            return i, 4 * b + j
        if M == 16:
            return 4 * b + i % 4, 16 * (i // 4) + j
        return 16 * b + 4 * (i // 8) + i % 4, (32 * (i // 4)) % 64 + j


def pack(regs, lane, element, bits, size):
    """Store ``bits`` as element ``element`` of a lane across registers (n, 64) uint32."""
    offset = element * size
    if size == 64:
        regs[offset // 32][lane] = bits & 0xFFFFFFFF
        regs[offset // 32 + 1][lane] = bits >> 32
        return
    reg, shift = offset // 32, offset % 32
    keep = ~(((1 << size) - 1) << shift) & 0xFFFFFFFF
    regs[reg][lane] = (int(regs[reg][lane]) & keep) | (bits << shift)


def run(line, target, st):
    inst = assemble_line(line, target)
    step = registry.build(inst, get_target(target), 0)
    with np.errstate(all="ignore"):
        step(st, slice(None), None)
    return inst


def fill_inputs(lay, a, b):
    """A (B, M, K) and B (B, K, N) values -> register lists."""
    ra = np.zeros((lay.ra, 64), np.uint64)
    rb = np.zeros((lay.rb, 64), np.uint64)
    ra, rb = ra.tolist(), rb.tolist()
    for blk in range(lay.B):
        for i in range(lay.M):
            for k in range(a.shape[2]):
                lane, el = lay.a_slot(blk, i, k, lay.ea)
                pack(ra, lane, el, encode(a[blk, i, k], lay.ta), SIZE[lay.ta])
        for j in range(lay.N):
            for k in range(lay.K):
                lane, el = lay.a_slot(blk, j, k, lay.eb)
                pack(rb, lane, el, encode(b[blk, k, j], lay.tb), SIZE[lay.tb])
    return ra, rb


def d_registers(lay, d):
    regs = [[0] * 64 for _ in range(lay.rd)]
    for blk in range(lay.B):
        for i in range(lay.M):
            for j in range(lay.N):
                reg, lane = lay.d_slot(blk, i, j)
                value = d[blk, i, j]
                bits = (int(value) & 0xFFFFFFFF if lay.out == "i32"
                        else encode(value, lay.out))
                pack(regs, lane, reg, bits, 64 if lay.out == "f64" else 32)
    return regs


def mfma_case(target, name, agpr=False, cbsz=0, abid=0, blgp=0):
    row = next(r for r in op_table(target).rows if r.name == name)
    lay = Layout(name, row)
    a_val, a_code = element_values(lay.ta, (lay.B, lay.M, lay.K))
    b_val, b_code = element_values(lay.tb, (lay.B, lay.K, lay.N))
    c = RNG.integers(-50, 50, (lay.B, lay.M, lay.N)).astype(float)
    ra, rb = fill_inputs(lay, a_code, b_code)
    rc = d_registers(lay, c)
    st = WaveState(1, 512)
    st.v[0, 0:lay.ra] = np.array(ra, np.uint32)
    st.v[0, 40:40 + lay.rb] = np.array(rb, np.uint32)
    base = 256 + 64 if agpr else 64
    st.v[0, base:base + lay.rd] = np.array(rc, np.uint32)
    reg = "a" if agpr else "v"

    def r(prefix, start, n):
        return f"{prefix}{start}" if n == 1 else f"{prefix}[{start}:{start + n - 1}]"
    mods = f" cbsz:{cbsz} abid:{abid}" * bool(cbsz) + f" blgp:{blgp}" * bool(blgp)
    line = (f"{name} {r(reg, 64, lay.rd)}, {r('v', 0, lay.ra)}, {r('v', 40, lay.rb)}, "
            f"{r(reg, 64, lay.rd)}{mods}")
    run(line, target, st)
    if cbsz:
        src = [(blk >> cbsz << cbsz) + abid for blk in range(lay.B)]
        a_val = a_val[src]
    if blgp == 3:                                # lane L reads lane L+16: k group k+1
        b_val = np.roll(b_val, -1, axis=1)
    want = np.matmul(a_val.astype(float), b_val.astype(float)) + c
    got = np.zeros_like(want)
    for blk in range(lay.B):
        for i in range(lay.M):
            for j in range(lay.N):
                reg_i, lane = lay.d_slot(blk, i, j)
                word = int(st.v[0, base + reg_i, lane])
                got[blk, i, j] = (np.uint32(word).view(np.int32) if lay.out == "i32"
                                  else np.uint32(word).view(np.float32))
    if lay.out == "i32":
        want = ((want.astype(np.int64) + (1 << 31)) % (1 << 32)) - (1 << 31)
    np.testing.assert_array_equal(got, want.astype(np.float32) if lay.out == "f32" else want)


NON_F64 = [(t, n) for t in ("gfx90a", "gfx942") for n in MATRIX_NAMES
           if any(r.name == n for r in op_table(t).rows)
           and "_f64" not in n and not n.startswith("v_smfmac")]


@pytest.mark.parametrize("target,name", NON_F64)
def test_mfma_layout(target, name):
    mfma_case(target, name)


@pytest.mark.parametrize("name,target,kw", [
    ("v_mfma_f32_4x4x1f32", "gfx90a", dict(agpr=True)),
    ("v_mfma_f32_32x32x8_f16", "gfx942", dict(agpr=True)),
    ("v_mfma_f32_4x4x1f32", "gfx90a", dict(cbsz=2, abid=1)),
    ("v_mfma_f32_32x32x1_2b_f32", "gfx942", dict(cbsz=1, abid=1)),
    ("v_mfma_f32_16x16x4f32", "gfx90a", dict(blgp=3)),
])
def test_mfma_modifiers(name, target, kw):
    mfma_case(target, name, **kw)


def test_names_match_tables():
    names = {r.name for t in ("gfx90a", "gfx942") for r in op_table(t).rows
             if "mfma" in r.name}
    assert names == set(MATRIX_NAMES)
