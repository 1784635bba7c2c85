"""Which NaN an operation of two NaNs returns: the first of the manual's expression, quieted
(V_SUBREV: S1 - S0, S1's; an atomic add: the memory word's), as LLVM's APFloat folds an add of
two NaNs and docs/errata.md states, never numpy's choice. numpy's add and multiply return the
left NaN in their vector body and the right one in their scalar tail (x86-64, numpy 2.4), so
each check runs 67 elements (a vector body and a tail) with two payloads in both orders, and
each instruction runs a whole wave with each source kind (VGPR, SGPR) in each slot."""
import numpy as np
import pytest

from gcnsim.asm import assemble_line
from gcnsim.emu.state import WaveState
from gcnsim.isa.targets import get_target
from gcnsim.semantics import registry
from gcnsim.semantics.atomics import atomic_op
from gcnsim.semantics.fpmode import CLANG, CLANG_MODE, MODE
from gcnsim.semantics.valu_float import OPS
from gcnsim.semantics.vop3p import DOTC, PACKED16, PACKED32

# two quiet and a signalling NaN of each format, their quieted forms
NANS = {16: (0x7E01, 0xFE02, 0x7C03), 32: (0x7FC00001, 0xFFC00002, 0x7F800003),
        64: (0x7FF8000000000001, 0xFFF8000000000002, 0x7FF0000000000003)}
QUIET = {16: 0x0200, 32: 0x00400000, 64: 0x0008000000000000}
UINT = {16: np.uint16, 32: np.uint32, 64: np.uint64}
FLOAT = {16: np.float16, 32: np.float32, 64: np.float64}
LENGTH = 67                    # numpy's vector loop and its scalar tail


def pairs(bits):
    """(left, right) bits over LENGTH elements: every ordered pair of distinct NaNs, cycled."""
    nans = NANS[bits]
    rows = [(a, b) for a in nans for b in nans if a != b]
    rows = (rows * LENGTH)[:LENGTH]
    left, right = (np.array(column, UINT[bits]) for column in zip(*rows))
    return left, right


def floats(x, bits):
    return x.view(FLOAT[bits])


def quieted(x, bits):
    return x | UINT[bits](QUIET[bits])


@pytest.mark.parametrize("name", [f"v_{op}_{t}" for op in ("add", "sub", "subrev", "mul")
                                  for t in ("f16", "f32", "f64")] + ["v_mul_legacy_f32"])
def test_valu_function_returns_the_first_nan_of_its_expression(name):
    bits = int(name[-2:])
    s0, s1 = pairs(bits)
    with np.errstate(all="ignore"):
        out = np.asarray(OPS[name].fn(floats(s0, bits), floats(s1, bits))).view(UINT[bits])
    first = s1 if "subrev" in name else s0
    assert [hex(x) for x in out] == [hex(x) for x in quieted(first, bits)]


@pytest.mark.parametrize("name", ["v_pk_add_f16", "v_pk_mul_f16", "v_pk_add_f32",
                                  "v_pk_mul_f32"])
def test_packed_function_returns_the_first_nan(name):
    bits = int(name[-2:])
    fn = PACKED16[name][1](CLANG) if bits == 16 else PACKED32[name]
    s0, s1 = pairs(bits)
    with np.errstate(all="ignore"):
        out = np.asarray(fn(floats(s0, bits), floats(s1, bits))).view(UINT[bits])
    assert [hex(x) for x in out] == [hex(x) for x in quieted(s0, bits)]


def test_dot2_returns_the_first_nan_of_its_expression():
    """V_DOT2_F32_F16: S0.lo * S1.lo + S0.hi * S1.hi + S2 with NaN S0.hi, S1.hi and S2: S0.hi's
    NaN, made f32 (payload moved up 13 bits) and quieted."""
    hi0, hi1 = (x.astype(np.uint32) for x in pairs(16))
    one = np.uint32(0x3C00)
    s2 = floats(pairs(32)[0], 32)
    with np.errstate(all="ignore"):
        out = np.asarray(DOTC["v_dot2c_f32_f16"].fn(one | hi0 << 16, one | hi1 << 16, s2))
    want = (hi0 & 0x8000) << 16 | 0x7FC00000 | (hi0 & 0x3FF) << 13
    assert [hex(x) for x in out.view(np.uint32)] == [hex(x) for x in want]


@pytest.mark.parametrize("name,bits", [("fadd", 32), ("fadd", 64), ("fmin", 64),
                                       ("fmax", 64), ("fmin", 32), ("fmax", 32)])
def test_float_atomic_returns_the_old_words_nan(name, bits):
    old, data = pairs(bits)
    op = atomic_op(name, bits)
    with np.errstate(all="ignore"):
        out = op.fn(old, data, np.zeros_like(data))
    assert [hex(x) for x in out] == [hex(x) for x in quieted(old, bits)]


def test_packed_half_atomics_return_the_old_words_nan():
    old, data = pairs(16)
    words = lambda lo, hi: lo.astype(np.uint32) | (hi.astype(np.uint32) << np.uint32(16))
    out = atomic_op("pk_add_f16", 32).fn(words(old, data), words(data, old), None)
    assert [hex(x) for x in out] == [hex(x) for x in words(quieted(old, 16), quieted(data, 16))]
    bf16 = {0x7E01: 0x7FC1, 0xFE02: 0xFFC2, 0x7C03: 0x7F83}    # the same payloads as bf16
    old, data = (np.array([bf16[int(x)] for x in y], np.uint16) for y in pairs(16))
    out = atomic_op("pk_add_bf16", 32).fn(words(old, data), words(data, old), None)
    quiet = lambda x: x | np.uint16(0x40)
    assert [hex(x) for x in out] == [hex(x) for x in words(quiet(old), quiet(data))]


def run_wave(text, target, s0, s1, scalar):
    """``text`` with sources v2/v[2:3] and v4/v[4:5] (and s4/s[4:5] = ``scalar``) over one wave
    of 64 lanes; the result's bits."""
    st = WaveState(1, 8)
    st.hwreg[:, MODE] = CLANG_MODE
    st.set_exec(np.array([0xFFFFFFFFFFFFFFFF], np.uint64))
    for reg, values in ((2, s0), (4, s1)):
        st.v[0, reg] = (values & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        st.v[0, reg + 1] = (values >> np.uint64(32)).astype(np.uint32)
    st.s[0, 4], st.s[0, 5] = scalar & 0xFFFFFFFF, scalar >> 32
    with np.errstate(all="ignore"):
        registry.build(assemble_line(text, target), get_target(target), 0)(st, slice(None), None)
    return st.v[0, 0].astype(np.uint64) | (st.v[0, 1].astype(np.uint64) << np.uint64(32))


FORMS = {32: ("v0", ("v2, v4", "s4, v4", "v2, s4")),
         64: ("v[0:1]", ("v[2:3], v[4:5]", "s[4:5], v[4:5]", "v[2:3], s[4:5]"))}


@pytest.mark.parametrize("name", ["v_add_f32", "v_sub_f32", "v_subrev_f32", "v_mul_f32",
                                  "v_add_f64", "v_mul_f64"])
def test_instruction_nan_does_not_depend_on_the_source_kinds(name):
    """An SGPR source is one value for every lane (numpy broadcasts it, and swapped the
    operands of +); v_subrev_f32 with an SGPR S0 returned S0's NaN, with a VGPR one S1's."""
    bits = int(name[-2:])
    dst, forms = FORMS[bits]
    left, right = (x[:64].astype(np.uint64) for x in pairs(bits))
    for form in forms:
        text = f"{name}_e64 {dst}, {form}"
        a = np.full(64, left[0]) if form.startswith("s") else left
        b = np.full(64, right[0]) if ", s" in form else right
        got = run_wave(text, "gfx90a", left, right, int((a if form.startswith("s") else b)[0]))
        got &= np.uint64((1 << bits) - 1)
        want = (b if "subrev" in name else a) | np.uint64(QUIET[bits])
        assert [hex(x) for x in got] == [hex(x) for x in want], text
