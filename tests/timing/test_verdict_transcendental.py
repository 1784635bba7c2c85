"""Transcendentals in the profile's advice (timing/verdict.py ``_valu_advice``): they count no
FLOPs (roofline.py), but VALUs busy with them are not "no floating-point work" to be cut as
integer, moves or address arithmetic. Trial 27: 200 dependent v_sqrt_f32 a wave were told so."""
import sys
from pathlib import Path

from gcnsim.timing.report import advice, limiter

sys.path.insert(0, str(Path(__file__).parent))
from test_verdict import _figures  # noqa: E402

SQRTS = "  v_mov_b32 v1, 1.0\n" + "  v_sqrt_f32 v1, v1\n" * 64 + "  s_endpgm\n"
MIXED = ("  v_mov_b32 v1, 1.0\n" + "  v_fma_f32 v2, v2, v2, v2\n" * 48
         + "  v_sqrt_f32 v1, v1\n" * 4 + "  s_endpgm\n")


def test_a_sqrt_bound_kernel_is_told_its_transcendentals():
    f, _ = _figures(SQRTS, 4096)
    assert not f["flops"] and limiter(f)[0] == "VALU issue"
    (name, n, cycles), = f["transcendental"]
    assert (name, n, cycles) == ("v_sqrt_f32", 64 * 64, 16)
    line, = [line for line in advice(f) if line.startswith("the VALUs are busy")]
    assert "in transcendental instructions (v_sqrt_f32: 4,096 wave-instructions of 16 " \
           "cycles, a quarter rate)" in line
    assert "integer, moves, address arithmetic" not in line


def test_fmas_beside_a_few_transcendentals_name_them_among_the_rest():
    """48 FMAs and 4 square roots a wave: the square roots take a quarter of the busy cycles,
    named among what does no FLOPs."""
    f, _ = _figures(MIXED, 4096)
    assert f["flops"]
    line, = [line for line in advice(f) if line.startswith("the VALUs are busy")]
    assert "in transcendental instructions" not in line
    assert "transcendentals: 25% of the busy cycles, v_sqrt_f32: 256 wave-instructions" in line
