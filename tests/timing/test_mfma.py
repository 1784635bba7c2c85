"""MFMA timing: the pass table (gcnsim/isa/mfma_timing.py) and the wait states LLVM's hazard
recognizer asks between dependent matrix instructions (GCNHazardRecognizer.cpp
checkMAIHazards90A, checkMAIVALUHazards; a wait state is one issue turn, 4 cycles). Back to
back on one SIMD an MFMA issues once the matrix core is free (4 x passes cycles) and once
the wait states after the MFMA it depends on have passed: accumulating into the same
registers (srcC exactly) needs none but on a 2-pass gfx942 MFMA or between DGEMM 4x4; reading
the last result as srcA waits for it. A VALU instruction co-executes beside a running MFMA."""
import pytest

from gcnsim.isa.mfma_timing import cycles
from gcnsim.runtime import Device

# (mnemonic, accumulator registers, A/B registers)
SHAPES = [("v_mfma_f32_32x32x8f16", 16, 2), ("v_mfma_f32_16x16x16f16", 4, 2),
          ("v_mfma_f32_4x4x4f16", 4, 2), ("v_mfma_f32_32x32x2f32", 16, 1),
          ("v_mfma_f64_16x16x4f64", 8, 2), ("v_mfma_f64_4x4x4f64", 2, 2)]
RUNS = [(target, *shape) for target in ("gfx90a", "gfx942") for shape in SHAPES]
# Wait states after each MFMA before the next one reads its result as srcC exactly and as
# srcA, from GCNHazardRecognizer.cpp (LLVM 19): gfx90a SMFMA{4x4,16x16,32x32}WritesVGPR-
# OverlappedSrcABWaitStates 5/11/19, DMFMA4x4WritesVGPRFullSrcCWaitStates 4, DMFMA{4x4,16x16}
# WritesVGPROverlappedMFMASrcABWaitStates 6/11; gfx940: srcA/B NumPasses + 3 after an XDL
# MFMA, + 2 after a non-XDL one (the f32 shapes), GFX940_SMFMA4x4WritesVGPRFullSrcC 2.
WAITS = {
    ("gfx90a", "v_mfma_f32_32x32x8f16"): (0, 19), ("gfx90a", "v_mfma_f32_16x16x16f16"): (0, 11),
    ("gfx90a", "v_mfma_f32_4x4x4f16"): (0, 5), ("gfx90a", "v_mfma_f32_32x32x2f32"): (0, 19),
    ("gfx90a", "v_mfma_f64_16x16x4f64"): (0, 11), ("gfx90a", "v_mfma_f64_4x4x4f64"): (4, 6),
    ("gfx942", "v_mfma_f32_32x32x8f16"): (0, 8 + 3),
    ("gfx942", "v_mfma_f32_16x16x16f16"): (0, 4 + 3),
    ("gfx942", "v_mfma_f32_4x4x4f16"): (2, 2 + 3),
    ("gfx942", "v_mfma_f32_32x32x2f32"): (0, 16 + 2),
    ("gfx942", "v_mfma_f64_16x16x4f64"): (0, 11), ("gfx942", "v_mfma_f64_4x4x4f64"): (4, 6),
}
TURN = 4                        # cycles a wait state: one issue turn of the wave


def _ab(width):
    return ("v0", "v1") if width == 1 else ("v[0:1]", "v[2:3]")


def _time(target, text):
    launch = Device(target).load(text + "\ns_endpgm").run(64, 64, vgpr_count=512, timing=True,
                                                         checker=None)
    return launch.timing.cycles


def _mfmas(name, acc, ab, count, how):
    """``count`` MFMAs: each into its own accumulators (``independent``: two sets in turn),
    into the last one's (``srcc``), or reading the last one's result as srcA (``srca``)."""
    a, b = _ab(ab)
    lines = []
    for k in range(count):
        base = 0 if how == "srcc" else 32 * (k % 2)
        regs = f"a[{base}:{base + acc - 1}]"
        if how == "srca":
            last = 32 * ((k + 1) % 2)
            a = f"a{last}" if ab == 1 else f"a[{last}:{last + ab - 1}]"
        lines.append(f"{name} {regs}, {a}, {b}, {regs}")
    return "\n".join(lines)


def _cadence(target, name, acc, ab, how):
    return (_time(target, _mfmas(name, acc, ab, 8, how))
            - _time(target, _mfmas(name, acc, ab, 4, how))) // 4


@pytest.mark.parametrize("target,name,acc,ab", RUNS)
def test_independent_mfmas_issue_at_their_passes(target, name, acc, ab):
    assert _cadence(target, name, acc, ab, "independent") == cycles(target, name)


@pytest.mark.parametrize("target,name,acc,ab", RUNS)
def test_accumulating_into_the_same_registers_is_forwarded(target, name, acc, ab):
    exactly, _ = WAITS[target, name]
    assert _cadence(target, name, acc, ab, "srcc") == max(cycles(target, name),
                                                          TURN * (exactly + 1))


@pytest.mark.parametrize("target,name,acc,ab", RUNS)
def test_reading_the_last_result_as_srca_waits_for_it(target, name, acc, ab):
    _, srca = WAITS[target, name]
    assert TURN * (srca + 1) > cycles(target, name)
    assert _cadence(target, name, acc, ab, "srca") == TURN * (srca + 1)


def test_a_valu_read_of_an_mfma_result_waits_for_it():
    mfma = "v_mfma_f32_32x32x8f16 v[0:15], v[16:17], v[18:19], v[0:15]"
    apart = _time("gfx90a", f"{mfma}\nv_add_f32 v20, v21, v21")
    reading = _time("gfx90a", f"{mfma}\nv_add_f32 v20, v0, v0")
    # SMFMA32x32WritesVGPROverlappedSrcABWaitStates's VALU twin (checkMAIVALUHazards): 19
    assert reading - apart == TURN * (19 + 1) - TURN


def test_valu_co_executes_with_an_mfma():
    name, acc, ab = SHAPES[0]
    alone = _time("gfx90a", _mfmas(name, acc, ab, 2, "srcc"))
    beside = _time("gfx90a", _mfmas(name, acc, ab, 1, "srcc") + "\nv_add_f32 v10, v11, v12\n"
                   + _mfmas(name, acc, ab, 1, "srcc"))
    assert beside == alone


def test_mfmas_are_counted_apart_from_the_valu_in_issued_and_by_class():
    """The arbiter issues an MFMA as VALU; the counts give it a category of its own (an
    outside trial found MFMAs only under VALU, with no way to tell them apart)."""
    text = "\n".join(["v_mov_b32 v0, 1.0", "v_mov_b32 v1, 1.0"]
                     + ["v_mfma_f32_32x32x2f32 v[16:31], v0, v1, v[16:31]"] * 3 + ["s_endpgm"])
    launch = Device("gfx942").load(text).run(128, 64, vgpr_count=64, timing=True,
                                            checker=None)
    assert launch.timing.issued["MFMA"] == 3 * 2 and launch.timing.issued["VALU"] == 2 * 2
    assert dict(launch.stats.by_class) == launch.timing.issued
    assert launch.stats.valu_instructions == 5 * 2          # an MFMA is a VALU instruction
