"""MFMA timing from the pass table (gcnsim/isa/mfma_timing.py): back-to-back MFMAs on one
SIMD issue one per 4 x passes cycles whether independent (throughput) or each reading the
last one's result (latency), and a VALU instruction co-executes beside a running MFMA."""
import pytest

from gcnsim.isa.mfma_timing import cycles
from gcnsim.runtime import Device

# (mnemonic, accumulator registers, A/B registers)
SHAPES = [("v_mfma_f32_32x32x8f16", 16, 2), ("v_mfma_f32_16x16x16f16", 4, 2),
          ("v_mfma_f32_4x4x4f16", 4, 2), ("v_mfma_f32_32x32x2f32", 16, 1),
          ("v_mfma_f64_16x16x4f64", 8, 2)]
RUNS = [(target, *shape) for target in ("gfx90a", "gfx942") for shape in SHAPES]


def _ab(width):
    return ("v0", "v1") if width == 1 else ("v[0:1]", "v[2:3]")


def _time(target, text):
    launch = Device(target).load(text + "\ns_endpgm").run(64, 64, vgpr_count=512, timing=True,
                                                         checker=None)
    return launch.timing.cycles


def _mfmas(name, acc, ab, count, dependent):
    a, b = _ab(ab)
    lines = []
    for k in range(count):
        base = 0 if dependent else acc * (k % 2)
        regs = f"a[{base}:{base + acc - 1}]"
        lines.append(f"{name} {regs}, {a}, {b}, {regs}")
    return "\n".join(lines)


@pytest.mark.parametrize("target,name,acc,ab", RUNS)
@pytest.mark.parametrize("dependent", [False, True])
def test_mfma_cadence_is_its_passes(target, name, acc, ab, dependent):
    four = _time(target, _mfmas(name, acc, ab, 4, dependent))
    eight = _time(target, _mfmas(name, acc, ab, 8, dependent))
    assert eight - four == 4 * cycles(target, name)


def test_valu_co_executes_with_an_mfma():
    name, acc, ab = SHAPES[0]
    alone = _time("gfx90a", _mfmas(name, acc, ab, 2, True))
    beside = _time("gfx90a", _mfmas(name, acc, ab, 1, True) + "\nv_add_f32 v10, v11, v12\n"
                   + _mfmas(name, acc, ab, 1, True))
    assert beside == alone
