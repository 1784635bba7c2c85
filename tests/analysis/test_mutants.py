"""A short run of tools/mutants.py (the full run covers the whole corpus and prints catch rates
per target): every unsafe mutant of a few kernels is caught by the static checkers; the MFMA
kernel's shortened s_nops change its result under adversarial timing."""
import pytest

from tools.mutants import run


@pytest.mark.parametrize("target,cases", [
    ("gfx900", {"saxpy/partial", "reduce_lds/four_groups"}),
    ("gfx90a", {"mfma_ops/mfma_f32_32x32x2f32"}),
    ("gfx701", {"vector_add/partial"}),
])
def test_every_unsafe_mutant_is_caught(target, cases):
    result = run([target], cases)[target]
    assert result["missed"] == []
    assert result["wait"]["unsafe"] > 0 and result["wait"]["catch_rate"] == 1.0
    if target == "gfx90a":
        assert result["nop"]["changed_result"] == result["nop"]["unsafe"] > 0
        assert result["nop"]["catch_rate"] == 1.0
