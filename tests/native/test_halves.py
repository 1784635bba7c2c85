"""f16 conversions in the native tier (native/floats.py: by the bits, never LLVM's half)
against the interpreter, bit for bit: the rounding edges of f32 -> f16 (65520 to infinity,
the smallest normal, denormals and their ties), NaNs with payloads, under every MODE."""
import pytest

from tests.native.differential import MODES, compare

TO_F16 = ("v1", "s3", "0x7f800001", "-4", "0.5", "v7", "0x477ff000", "0x477fefff",
          "0x38800000", "0x387fe000", "0x33000001", "0x33000000", "0xc77fefff", "0x00000001",
          "0xb3800001", "0xff800000")
TO_F32 = ("v1", "s3", "0x7c01", "-4", "0.5", "v7", "0x3ff", "0x8001", "0xfc00", "0x7fff",
          "1.0", "0xfe01")


@pytest.fixture(autouse=True)
def _no_cache(monkeypatch):
    monkeypatch.setenv("GCNSIM_CACHE", "off")


@pytest.mark.parametrize("target", ("gfx900", "gfx942"))
def test_f16_conversions_match_interpreter(target):
    lines = [f"v_cvt_f16_f32_e32 v{40 + i}, {src}" for i, src in enumerate(TO_F16)]
    lines += [f"v_cvt_f32_f16_e32 v{80 + i}, {src}" for i, src in enumerate(TO_F32)]
    lines += ["v_cvt_f16_f32_e64 v100, v2", "v_cvt_f32_f16_e64 v101, s5"]
    for k, mode in enumerate(MODES):
        diffs, runs = compare(target, lines, mode, seed=k)
        assert not diffs, "\n".join(diffs[:20])
        assert runs == len(lines) * 5
