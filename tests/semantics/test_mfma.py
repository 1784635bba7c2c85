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
        M, B = self.M, self.B
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


def _exact_fma_chain(a, b, c):
    """fma(A[i][K-1], B[K-1][j], ... fma(A[i][0], B[0][j], C)) rounded at every step."""
    acc = Fraction(float(c))
    for x, y in zip(a, b):
        acc = Fraction(float(Fraction(float(x)) * Fraction(float(y)) + acc))
    return float(acc)


@pytest.mark.parametrize("target,name,neg", [
    ("gfx90a", "v_mfma_f64_16x16x4f64", ""), ("gfx90a", "v_mfma_f64_4x4x4f64", ""),
    ("gfx942", "v_mfma_f64_16x16x4_f64", " neg:[1,0,1]"),
    ("gfx942", "v_mfma_f64_4x4x4_4b_f64", ""),
])
def test_mfma_f64_fma_order(target, name, neg):
    """Random doubles: D is the chain of correctly rounded fmas in k order."""
    row = next(r for r in op_table(target).rows if r.name == name)
    lay = Layout(name, row)
    a = RNG.standard_normal((lay.B, lay.M, lay.K)) * 2.0 ** RNG.integers(-20, 20, (1, 1, 4))
    b = RNG.standard_normal((lay.B, lay.K, lay.N))
    c = RNG.standard_normal((lay.B, lay.M, lay.N))
    ra, rb = fill_inputs(lay, a, b)
    st = WaveState(1, 512)
    st.v[0, 0:lay.ra] = np.array(ra, np.uint32)
    st.v[0, 40:40 + lay.rb] = np.array(rb, np.uint32)
    st.v[0, 64:64 + lay.rd] = np.array(d_registers(lay, c), np.uint32)
    rd = f"v[64:{63 + lay.rd}]"
    run(f"{name} {rd}, v[0:1], v[40:41], {rd}{neg}", target, st)
    if neg:
        a, c = -a, -c
    for blk in range(lay.B):
        for i in range(lay.M):
            for j in range(lay.N):
                reg, lane = lay.d_slot(blk, i, j)
                bits = int(st.v[0, 64 + 2 * reg, lane]) | int(st.v[0, 65 + 2 * reg, lane]) << 32
                got = float(np.uint64(bits).view(np.float64))
                assert got == _exact_fma_chain(a[blk, i], b[blk, :, j], c[blk, i, j])


@pytest.mark.parametrize("name", ["v_smfmac_f32_16x16x32_f16", "v_smfmac_f32_32x32x16_bf16",
                                  "v_smfmac_i32_16x16x64_i8", "v_smfmac_f32_32x32x32_fp8_bf8"])
def test_smfmac(name, abid=1):
    """4:2 sparse A: two of every four columns, placed by 2-bit indices from the index VGPR
    (the set ABID picks); D += A @ B."""
    row = next(r for r in op_table("gfx942").rows if r.name == name)
    lay = Layout(name, row)
    kc = lay.K // 2
    packed_val, packed_code = element_values(lay.ta, (1, lay.M, kc))
    b_val, b_code = element_values(lay.tb, (1, lay.K, lay.N))
    picks = np.array([sorted(RNG.choice(4, 2, replace=False)) for _ in range(lay.M * kc // 2)])
    picks = picks.reshape(lay.M, kc)
    full = np.zeros((1, lay.M, lay.K))
    index = [[0] * 64]
    for i in range(lay.M):
        for c in range(kc):
            full[0, i, 4 * (c // 2) + picks[i, c]] = packed_val[0, i, c]
            lane, el = lay.a_slot(0, i, c, lay.ea)
            shift = 2 * lay.ea * abid + 2 * el
            index[0][lane] |= int(picks[i, c]) << shift
    ra = [[0] * 64 for _ in range(lay.ra)]
    for i in range(lay.M):
        for c in range(kc):
            lane, el = lay.a_slot(0, i, c, lay.ea)
            pack(ra, lane, el, encode(packed_code[0, i, c], lay.ta), SIZE[lay.ta])
    _, rb = fill_inputs(lay, np.zeros((1, lay.M, 0)), b_code)
    d0 = RNG.integers(-50, 50, (1, lay.M, lay.N)).astype(float)
    st = WaveState(1, 512)
    st.v[0, 0:lay.ra] = np.array(ra, np.uint32)
    st.v[0, 40:40 + lay.rb] = np.array(rb, np.uint32)
    st.v[0, 50] = np.array(index[0], np.uint32)
    st.v[0, 64:64 + lay.rd] = np.array(d_registers(lay, d0), np.uint32)
    run(f"{name} v[64:{63 + lay.rd}], v[0:{lay.ra - 1}], v[40:{39 + lay.rb}], v50 "
        f"cbsz:0 abid:{abid}", "gfx942", st)
    want = np.matmul(full, b_val.astype(float)) + d0
    for i in range(lay.M):
        for j in range(lay.N):
            reg, lane = lay.d_slot(0, i, j)
            word = np.uint32(st.v[0, 64 + reg, lane])
            got = word.view(np.int32) if lay.out == "i32" else word.view(np.float32)
            assert got == np.float32(want[0, i, j]) if lay.out == "f32" else got == want[0, i, j]


def test_fp8_conversions():
    """FNUZ decode of every byte (SDWA picks byte 2), and encode: nearest-even, overflow NaN
    (0x80), into the word op_sel[3] picks."""
    from .valu_harness import check
    codes = [c | (c ^ 0x55) << 16 for c in range(64)]
    want = [int(np.float32(fnuz((x >> 16) & 0xFF, 4, 3)).view(np.uint32))
            if ((x >> 16) & 0xFF) != 0x80 else None for x in codes]
    st = WaveState(1, 8)
    st.v[0, 1] = codes
    st.set_exec(np.array([2 ** 64 - 1], np.uint64))
    run("v_cvt_f32_fp8_sdwa v0, v1 src0_sel:BYTE_2", "gfx942", st)
    for lane, w in enumerate(want):
        assert w is None or int(st.v[0, 0, lane]) == w
    values = {1.0: 0x40, 240.0: 0x7F, 1000.0: 0x80, -0.0: 0x00, 1.0625: 0x40, 1.1875: 0x42,
              -2.0 ** -10: 0x80 | 0x01}
    for x, code in values.items():
        check("v_cvt_pk_fp8_f32 v0, v1, v1 op_sel:[0,0,1]",
              {"v1": int(np.float32(x).view(np.uint32)), "v0": 0x1234ABCD},
              {"v0": 0xABCD | (code | code << 8) << 16}, target="gfx942")


# ---- XF32 (gfx942): inputs truncated to 10 mantissa bits (docs/errata.md "XF32 MFMA inputs") --

XF32 = ["v_mfma_f32_16x16x8_xf32", "v_mfma_f32_32x32x4_xf32"]
XF32_LOW = (1 << 13) - 1


def tf32_truncate(x):
    """The model's XF32 input: the f32 value with its 13 low mantissa bits cleared."""
    bits = np.asarray(x, np.float32).view(np.uint32)
    return (bits & np.uint32(~XF32_LOW & 0xFFFFFFFF)).view(np.float32)


def round_f32(q):
    """An exact rational rounded once to f32 (nearest, ties to even; no overflow here)."""
    if q == 0:
        return 0.0
    sign, q = (-1 if q < 0 else 1), abs(q)
    e = q.numerator.bit_length() - q.denominator.bit_length()
    e += 1 if Fraction(2) ** e <= q else 0
    e = max(e, -125)                             # 24 significant bits below 2**e
    scaled = q / Fraction(2) ** (e - 24)
    n, rest = divmod(scaled.numerator, scaled.denominator)
    twice = 2 * rest
    if twice > scaled.denominator or (twice == scaled.denominator and n & 1):
        n += 1
    return sign * float(Fraction(n) * Fraction(2) ** (e - 24))


def exact_model(a, b, c):
    """D = round_f32(sum over k of a[i][k] * b[k][j] + c[i][j]), summed exactly."""
    blocks, m, k = a.shape
    n = b.shape[2]
    out = np.zeros((blocks, m, n))
    fa = [[[Fraction(float(v)) for v in row] for row in blk] for blk in a]
    fb = [[[Fraction(float(v)) for v in row] for row in blk] for blk in np.swapaxes(b, 1, 2)]
    for blk in range(blocks):
        for i in range(m):
            for j in range(n):
                total = sum((x * y for x, y in zip(fa[blk][i], fb[blk][j])), Fraction(0))
                out[blk, i, j] = round_f32(total + Fraction(float(c[blk, i, j])))
    return out.astype(np.float32)


def run_xf32(name, a, b, c):
    """D of one gfx942 xf32 MFMA on f32 matrices A (B, M, K), B (B, K, N), C (B, M, N)."""
    row = next(r for r in op_table("gfx942").rows if r.name == name)
    lay = Layout(name, row)
    ra, rb = fill_inputs(lay, a, b)
    st = WaveState(1, 512)
    st.v[0, 0:lay.ra] = np.array(ra, np.uint32)
    st.v[0, 40:40 + lay.rb] = np.array(rb, np.uint32)
    st.v[0, 64:64 + lay.rd] = np.array(d_registers(lay, c), np.uint32)
    rd = f"v[64:{63 + lay.rd}]"
    run(f"{name} {rd}, v[0:{lay.ra - 1}], v[40:{39 + lay.rb}], {rd}", "gfx942", st)
    got = np.zeros(c.shape, np.float32)
    for blk in range(lay.B):
        for i in range(lay.M):
            for j in range(lay.N):
                reg, lane = lay.d_slot(blk, i, j)
                got[blk, i, j] = np.uint32(st.v[0, 64 + reg, lane]).view(np.float32)
    return got


def xf32_inputs(name, positive=False):
    row = next(r for r in op_table("gfx942").rows if r.name == name)
    lay = Layout(name, row)

    def draw(shape):
        if positive:
            return RNG.uniform(1.0, 2.0, shape).astype(np.float32)
        scale = 2.0 ** RNG.integers(-3, 4, shape)
        return (RNG.standard_normal(shape) * scale).astype(np.float32)
    return (draw((lay.B, lay.M, lay.K)), draw((lay.B, lay.K, lay.N)),
            draw((lay.B, lay.M, lay.N)))


@pytest.mark.parametrize("name", XF32)
def test_xf32_equals_the_truncation_model(name):
    """Random f32 inputs: D is bit for bit the exact sum of the products of the truncated
    inputs plus C, rounded once to f32 (the products of 11-bit significands are exact)."""
    a, b, c = xf32_inputs(name)
    got = run_xf32(name, a, b, c)
    want = exact_model(tf32_truncate(a), tf32_truncate(b), c)
    np.testing.assert_array_equal(got.view(np.uint32), want.view(np.uint32))
    full = exact_model(a, b, c)
    assert (got != full).mean() > 0.9            # the truncation shows in nearly every element


@pytest.mark.parametrize("name", XF32)
def test_xf32_differs_from_f32_by_the_truncation(name):
    """Against the full-precision result: positive inputs with mantissas uniform in [1, 2) lose
    on average ln(2) * 2**-11 of each input to truncation, so D (C = 0) falls below the f32
    result by ln(2) * 2**-10 of it on average, never rises above it, and never by more than
    two truncations (2**-9); with mixed signs the difference stays within 2**-9 of sum |a*b|."""
    a, b, _ = xf32_inputs(name, positive=True)
    zero = np.zeros((a.shape[0], a.shape[1], b.shape[2]), np.float32)
    got, full = run_xf32(name, a, b, zero), exact_model(a, b, zero)
    deficit = (full.astype(np.float64) - got) / full
    assert (got <= full).all()
    assert deficit.max() <= 2.0 ** -9 + 2.0 ** -23
    assert abs(deficit.mean() / (np.log(2) * 2.0 ** -10) - 1) < 0.1
    a, b, c = xf32_inputs(name)
    got, full = run_xf32(name, a, b, c), exact_model(a, b, c)
    magnitude = np.matmul(np.abs(a).astype(np.float64), np.abs(b))
    slack = 2.0 ** -23 * (np.abs(full) + np.abs(c))
    assert (np.abs(got.astype(np.float64) - full) <= 2.0 ** -9 * magnitude + slack).all()


def test_xf32_keeps_exact_inputs_nan_and_inf():
    """Inputs with no bits below XF32's mantissa are used as they are; a NaN whose payload
    lies only in the truncated bits stays a NaN (row 0 of A), an infinity stays infinite."""
    name = XF32[0]
    a, b, c = xf32_inputs(name)
    a, b = tf32_truncate(a), tf32_truncate(np.abs(b) + np.float32(1.0))   # B > 0: inf * B = inf
    np.testing.assert_array_equal(run_xf32(name, a, b, c), exact_model(a, b, c))
    a[0, 0, 0] = np.uint32(0x7F800001).view(np.float32)
    a[0, 1, :] = np.float32(np.inf)
    got = run_xf32(name, a, b, c)
    assert np.isnan(got[0, 0]).all() and (got[0, 1] == np.inf).all()
