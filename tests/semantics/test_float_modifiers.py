"""Float modifiers on edge values: VOP3 abs/neg, clamp (with and without DX10_CLAMP), omod,
op_sel halves of 16-bit VOP3 ops, SDWA selects and DPP lane masks, each against
float_reference.py (clamp: [0, 1], -0 -> +0, NaN -> 0 under DX10_CLAMP else kept; omod: an
exact power-of-two scaling of the rounded result, rounded once more)."""
import itertools
from fractions import Fraction

import numpy as np
import pytest

from gcnsim.asm import assemble_line
from gcnsim.emu.state import WaveState
from gcnsim.isa.targets import get_target
from gcnsim.semantics import registry

from . import float_reference as ref
from .float_edges import EDGES

TARGETS = ("gfx90a", "gfx942")
F32_PAIRS = list(itertools.product(EDGES["f32"], EDGES["f32"][::2]))
F16 = EDGES["f16"]
OLD = 0x5A5A5A5A                # v0 before the instruction


def clamp(b, fmt, dx10):
    if ref.is_nan(b, fmt):
        return 0 if dx10 else b
    if ref.sign(b, fmt) or ref.is_zero(b, fmt):
        return 0
    one = ref.round_to(Fraction(1), fmt)
    return one if ref.is_inf(b, fmt) or ref.value(b, fmt) >= 1 else b


def omod(b, fmt, scale, ieee=False):
    """The output modifier, ignored while MODE's IEEE bit is on (LLVM SIFoldOperands.cpp:
    "omod is ignored by hardware if IEEE bit is enabled")."""
    if ieee or ref.is_nan(b, fmt) or ref.is_inf(b, fmt) or ref.is_zero(b, fmt):
        return b
    return ref.round_to(ref.value(b, fmt) * scale, fmt, ref.sign(b, fmt))


def absolute(b, fmt):
    return b & ((1 << (ref.layout(fmt)[3] - 1)) - 1)


def execute(line, target, mode, regs):
    st = WaveState(1, 16)
    st.hwreg[:, 1] = mode
    st.set_exec(np.array([0xFFFFFFFFFFFFFFFF], np.uint64))
    st.v[0, 0] = OLD
    for index, column in regs.items():
        st.v[0, index] = np.array(list(column) + [0] * (64 - len(column)), np.uint32)
    with np.errstate(all="ignore"):
        registry.build(assemble_line(line, target), get_target(target), 0)(st, slice(None), None)
    return [int(x) for x in st.v[0, 0]]


def chunks(rows):
    for start in range(0, len(rows), 64):
        yield rows[start:start + 64]


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("mode", [0x3F0, 0x2F0, 0x1F0])
def test_abs_neg_clamp_omod(target, mode):
    """clamp applies in every MODE, omod only with IEEE clear."""
    dx10, ieee = bool(mode >> 8 & 1), bool(mode >> 9 & 1)
    forms = [
        ("v_add_f32_e64 v0, -v2, |v4| clamp",
         lambda a, b: clamp(ref.add("f32", ref.neg("f32", a), absolute(b, "f32")), "f32", dx10)),
        ("v_mul_f32_e64 v0, v2, v4 mul:2",
         lambda a, b: omod(ref.mul("f32", a, b), "f32", 2, ieee)),
        ("v_mul_f32_e64 v0, v2, v4 div:2",
         lambda a, b: omod(ref.mul("f32", a, b), "f32", Fraction(1, 2), ieee)),
        ("v_sub_f32_e64 v0, v2, v4 clamp mul:4",
         lambda a, b: clamp(omod(ref.first_nan("f32", (a, "f32"), (b, "f32"))
                                 or ref.add("f32", a, ref.neg("f32", b)), "f32", 4, ieee),
                               "f32", dx10)),
    ]
    bad = []
    for (line, fn), chunk in itertools.product(forms, chunks(F32_PAIRS)):
        got = execute(line, target, mode, {2: [a for a, _ in chunk], 4: [b for _, b in chunk]})
        for (a, b), g in zip(chunk, got):
            if g != fn(a, b):
                bad.append(f"{line} {a:#x} {b:#x}: {g:#x} != {fn(a, b):#x}")
    assert not bad, "\n".join(bad[:20])


@pytest.mark.parametrize("target", TARGETS)
def test_op_sel_halves(target):
    """v_fma_f16 with op_sel: sources' high halves, result into the high half (low kept)."""
    rows = list(itertools.product(F16[::2], F16[::3], F16[::4]))
    bad = []
    for chunk in chunks(rows):
        regs = {2 + 2 * k: [(r[k] << 16) | 0x1234 for r in chunk] for k in range(3)}
        got = execute("v_fma_f16 v0, v2, v4, v6 op_sel:[1,1,1,1]", target, 0x3F0, regs)
        for row, g in zip(chunk, got):
            want = (ref.fma("f16", *row) << 16) | (OLD & 0xFFFF)
            if g != want:
                bad.append(f"{[hex(x) for x in row]}: {g:#x} != {want:#x}")
    assert not bad, "\n".join(bad[:20])


@pytest.mark.parametrize("target", TARGETS)
def test_sdwa_word_selects(target):
    """v_max_f16_sdwa: src0's high word, src1's low word, result into the high word, the low
    word preserved."""
    rows = list(itertools.product(F16, F16[::2]))
    line = ("v_max_f16_sdwa v0, v2, v4 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE "
            "src0_sel:WORD_1 src1_sel:WORD_0")
    bad = []
    for chunk in chunks(rows):
        regs = {2: [(a << 16) | 0x7C01 for a, _ in chunk], 4: [0xFC000000 | b for _, b in chunk]}
        got = execute(line, target, 0x3F0, regs)
        for (a, b), g in zip(chunk, got):
            want = (ref.minmax("f16", a, b, False, True) << 16) | (OLD & 0xFFFF)
            if g != want:
                bad.append(f"{a:#x} {b:#x}: {g:#x} != {want:#x}")
    assert not bad, "\n".join(bad[:20])


@pytest.mark.parametrize("target", TARGETS)
def test_dpp_row_shift_and_masks(target):
    """v_min_f32_dpp row_shr:1 with row and bank masks: a lane reads src0 from the lane before it
    in its row; lanes of disabled rows or banks, and each row's first lane (no source), keep
    their old value."""
    a = EDGES["f32"] * 3
    b = list(reversed(EDGES["f32"])) * 3
    line = "v_min_f32_dpp v0, v2, v4 row_shr:1 row_mask:0xd bank_mask:0xb"
    got = execute(line, target, 0x3F0, {2: a[:64], 4: b[:64]})
    for lane in range(64):
        row, bank, pos = lane >> 4, (lane >> 2) & 3, lane & 15
        written = (0xD >> row) & 1 and (0xB >> bank) & 1 and pos > 0
        want = ref.minmax("f32", a[lane - 1], b[lane], True, True) if written else OLD
        assert got[lane] == want, (lane, hex(got[lane]), hex(want))


@pytest.mark.parametrize("target", TARGETS)
def test_legacy_f16_zero_the_high_half(target):
    """V_FMA_LEGACY_F16 and friends write {16'0, result} (CDNA3: unlike V_FMA_F16, which keeps
    the high half)."""
    regs = {2: [0x3C00], 4: [0x4000], 6: [0xBC00]}
    for name, want in (("v_fma_legacy_f16", 0x3C00), ("v_mad_legacy_f16", 0x3C00),
                       ("v_fma_f16", (OLD & 0xFFFF0000) | 0x3C00)):
        assert execute(f"{name} v0, v2, v4, v6", target, 0x3F0, regs)[0] == want, name


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("mode", [0x3F0, 0x000])
def test_fma_mix_f16_sources(target, mode):
    """v_fma_mix_f32 with op_sel_hi (f16 sources from the halves op_sel picks): the exact
    product and sum of the f16 values, rounded once to f32; each source flushed as MODE says
    for f16, the result as it says for f32."""
    rows = list(itertools.product(F16[::2], F16[::3], F16[::2]))
    line = "v_fma_mix_f32 v0, v2, v4, v6 op_sel:[1,0,1] op_sel_hi:[1,1,1]"
    keep16, keep32 = mode >> 6 & 1, mode >> 4 & 2
    bad = []
    for chunk in chunks(rows):
        regs = {2: [(a << 16) | 0x7C01 for a, _, _ in chunk],
                4: [0xFC000000 | b for _, b, _ in chunk],
                6: [(c << 16) | 0x0001 for _, _, c in chunk]}
        got = execute(line, target, mode, regs)
        for row, g in zip(chunk, got):
            wide = [ref.convert("f16", "f32", x if keep16 else ref.flush(x, "f16")) for x in row]
            want = ref.fma("f32", *wide)
            want = want if keep32 else ref.flush(want, "f32")
            if g != want:
                bad.append(f"{[hex(x) for x in row]}: {g:#x} != {want:#x}")
    assert not bad, "\n".join(bad[:20])


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("half", ["lo", "hi"])
def test_fma_mix_f16_results(target, half):
    """v_fma_mixlo/hi_f16 on f16 sources: the f16 fma, into one half, the other half kept."""
    rows = list(itertools.product(F16[::2], F16[::3], F16[::2]))
    line = f"v_fma_mix{half}_f16 v0, v2, v4, v6 op_sel_hi:[1,1,1]"
    bad = []
    for chunk in chunks(rows):
        regs = {2 + 2 * k: [0xABCD0000 | r[k] for r in chunk] for k in range(3)}
        got = execute(line, target, 0x3F0, regs)
        for row, g in zip(chunk, got):
            value = ref.fma("f16", *row)
            want = (value << 16) | (OLD & 0xFFFF) if half == "hi" else (OLD & 0xFFFF0000) | value
            if g != want:
                bad.append(f"{[hex(x) for x in row]}: {g:#x} != {want:#x}")
    assert not bad, "\n".join(bad[:20])
