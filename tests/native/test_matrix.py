"""MFMA in the native tier (native/matrix.py) against the interpreter bit for bit: every
matrix mnemonic it covers on gfx90a and gfx942, random finite operands with each input type's
edges, C in place, elsewhere or constant, D in VGPRs or AGPRs, CBSZ/ABID/BLGP, a wave outside
the batch; a NaN or an infinity in one wave hands the instruction to the interpreter."""
import json
from pathlib import Path

import numpy as np
import pytest

from gcnsim.emu.waitcnt import WaitcntChecker
from gcnsim.native import tier
from gcnsim.native.coverage import coverage
from gcnsim.native.matrix import covers
from gcnsim.runtime import Device
from tests.kernels.triton_cases import CASES
from tests.native.matrix_cases import compare, covered, programs

TARGETS = ("gfx90a", "gfx942")


@pytest.fixture(autouse=True)
def _no_cache(monkeypatch):
    monkeypatch.setenv("GCNSIM_CACHE", "off")


@pytest.mark.parametrize("target", TARGETS)
def test_mfma_matches_interpreter(target):
    chunks = programs(target, np.random.default_rng(5))
    used = {line.split()[0] for _, lines in chunks for line in lines}
    assert used == covered(target) and len(used) >= 20
    for typ, lines in chunks:
        diffs, runs = compare(target, typ, lines, seed=TARGETS.index(target))
        assert not diffs, "\n".join(diffs[:20])
        assert runs == len(lines) * 5


def test_waves_with_the_same_operands_share_a_result_only_when_every_bit_is_the_same():
    for typ, lines in programs("gfx942", np.random.default_rng(7)):
        diffs, _ = compare("gfx942", typ, lines[:3], seed=4, shared=True)
        assert not diffs, "\n".join(diffs[:20])


@pytest.mark.parametrize("target", TARGETS)
def test_mfma_with_a_nan_or_infinity_is_left_to_the_interpreter(target):
    for typ, lines in programs(target, np.random.default_rng(6)):
        if typ != ("i8",):
            diffs, _ = compare(target, typ, lines[:2], seed=3, special=True)
            assert not diffs, "\n".join(diffs[:20])


@pytest.mark.parametrize("typ, operand, word", [
    (("f16",), "a", 0x3C007C00), (("f16",), "a", 0x7C003C00), (("f16",), "b", 0xBC00FE00),
    (("f16",), "c", 0xFF800000), (("bf16",), "b", 0x7F803F80), (("bf16",), "a", 0x3F80FFC0),
    (("f32", "xf32"), "b", 0xFF800000), (("f32", "xf32"), "c", 0x7FC00000),
    (("fp8", "bf8"), "a", 0x00008000), (("fp8", "bf8"), "b", 0x80000000),
    (("fp8", "bf8"), "c", 0x7F800000)])
def test_an_infinity_or_nan_in_either_half_of_any_operand_is_left_to_the_interpreter(
        typ, operand, word):
    """The check finds an all-ones exponent by the carry of its lowest bit (matrix._any_word):
    each half of a 16-bit pair on its own, in A, B and C; an 8-bit float's NaN in any byte."""
    lines = dict(programs("gfx942", np.random.default_rng(6)))[typ]
    first = next(k for k, line in enumerate(lines) if line.split(", ")[3][0] in "av")   # C read
    diffs, _ = compare("gfx942", typ, lines[first:first + 1], seed=3, special=(operand, word))
    assert not diffs, "\n".join(diffs[:20])


def test_mfmas_of_one_kind_share_one_function_with_their_own_registers():
    """Each kind of MFMA (shape, modifiers, where C lies) is one function a module, which every
    MFMA of it calls with its registers: in place in VGPRs and AGPRs, a D read again as C,
    constant Cs of two values."""
    name = "v_mfma_f32_16x16x16_f16"
    lines = [f"{name} v[32:35], v[0:1], v[2:3], v[32:35]",
             f"{name} v[40:43], v[4:5], v[6:7], v[40:43]",
             f"{name} a[32:35], v[8:9], a[10:11], a[32:35]",
             f"{name} v[48:51], v[12:13], v[14:15], 1.0",
             f"{name} v[52:55], v[16:17], v[18:19], -2.0",
             f"{name} v[56:59], v[26:27], v[20:21], v[40:43]",
             f"{name} v[60:63], v[22:23], v[24:25], v[56:59]"]
    diffs, runs = compare("gfx942", ("f16",), lines, seed=8)
    assert not diffs, "\n".join(diffs[:20])
    assert runs == len(lines) * 5
    from gcnsim.asm import assemble
    from gcnsim.emu.program import CodeImage
    from gcnsim.native.lower import lowering
    from gcnsim.native.translate import translate
    code = CodeImage("gfx942", assemble("\n".join(lines), "gfx942").text)
    lowered = [lowering(e.inst, code.target) for e in code.block(0, len(code.data)).entries]
    text = translate(lowered, 0x3F0, "kinds")
    assert text.count("define internal") == 3       # in place, a constant C, C apart from D
    assert text.count("call void @\"gcnsim_mfma_") == len(lines)


def test_matrix_coverage_names_the_triton_mfmas():
    assert "v_mfma_f32_32x32x8_f16" in coverage("gfx942")[0]
    assert "v_mfma_f32_32x32x8f16" in coverage("gfx90a")[0]
    assert not covers("v_mfma_f64_16x16x4_f64") and not covers("v_smfmac_f32_16x16x32_f16")
    assert covers("v_mfma_f32_16x16x32_fp8_fp8") and covers("v_mfma_f32_32x32x16_bf8_fp8")


def test_a_block_of_mfmas_is_cut_for_compiling_at_its_first_run_of_many_waves():
    # 32x32x8: 8,192 multiply-adds a wave, ~50 us interpreted (tier.INTERPRETED_MAC_SECONDS)
    from gcnsim.asm import assemble
    from gcnsim.emu.program import CodeImage
    from gcnsim.native.tier import NativeTier
    line = "v_mfma_f32_32x32x8_f16 v[2:17], v[46:47], v[44:45], v[2:17]"
    code = CodeImage("gfx942", assemble(f"{line}\n{line}\ns_endpgm", "gfx942").text)
    block = code.block(0, len(code.data))
    assert NativeTier(code.target).segments(block, 1024)
    assert not NativeTier(code.target).segments(block, 1)


TRITON = Path(__file__).resolve().parent.parent / "data" / "triton"
# Triton's gfx942 matmul and gfx90a's 16x16 one (every MFMA mnemonic: test_mfma_matches_interpreter)
MATMULS = [TRITON / "gfx942" / "matmul_f16.json", TRITON / "gfx90a" / "matmul_f16_16x16.json"]


@pytest.mark.parametrize("path", MATMULS, ids=[f"{p.stem}-{p.parent.name}" for p in MATMULS])
def test_triton_matmul_native_equals_interpreter(path, monkeypatch, tmp_path):
    """Triton's matmuls compiled at first sight (their MFMAs native) against the interpreter
    under the dynamic checker: byte-identical C, the same statistics and reports."""
    for name in tier.THRESHOLDS:
        monkeypatch.setattr(tier, name, 0.0)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("GCNSIM_CACHE", raising=False)
    manifest = json.loads(path.read_text())
    seen = {}
    for tier_name in ("native", "interpreter"):
        rng = np.random.default_rng(1)
        host, args, _ = CASES[manifest["reference"]](manifest, rng)
        dev = Device(manifest["target"])
        kernel = dev.load(path.with_suffix(".hsaco").read_bytes())[manifest["kernel"]]
        out = dev.array(host["c"])
        args = [out if a is host["c"] else dev.array(a) if isinstance(a, np.ndarray)
                and a.ndim else a for a in args]
        checker = WaitcntChecker(mode="warn")
        done = kernel(*args, grid=manifest["grid"], block=manifest["block"],
                      shared_mem=manifest["shared"], tier=tier_name, checker=checker)
        seen[tier_name] = (out.numpy().tobytes(), done.stats.wave_instructions,
                           done.stats.valu_lanes_active, [str(r) for r in checker.reports])
        if tier_name == "native":           # its MFMAs ran as machine code
            segments = [seg for cuts in kernel.loaded.code.native._segments.values()
                        for found in cuts.values() for seg in found.values()]
            assert any(seg.macs and seg.functions for seg in segments)
    assert seen["native"] == seen["interpreter"]
