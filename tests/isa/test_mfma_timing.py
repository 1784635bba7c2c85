"""MFMA pass counts (gcnsim/isa/mfma_timing.py) against two independent oracles.

1. LLVM 19's scheduling model: llvm-mca-19 reports each MFMA's resource cycles on the matrix
   unit (RThroughput), which SISchedule.td sets to the instruction's passes; the committed
   tests/data/mfma_timing/<target>.json is re-made by tools/gen_mfma_timing.py where
   llvm-mca-19 is installed.
2. The data sheets' peak matrix rates: FLOPs per CU per clock = 4 SIMDs x 2*M*N*K*blocks /
   cycles must reach, for the fastest shape of each input type, exactly the published peak
   (TFLOPs / (CUs x clock)), and never exceed it. MI250X (two GCDs, 220 CUs, 1.7 GHz): f64 and
   f32 95.7, f16/bf16/i8 383; MI300X (304 CUs, 2.1 GHz): f64 and f32 163.4, xf32 653.7,
   f16/bf16 1307.4, fp8/i8 2614.9, twice that for the sparse (smfmac) forms.
"""
import json
import re
from pathlib import Path

import pytest

from gcnsim.errors import GcnsimError
from gcnsim.isa.mfma_timing import MFMA_TARGETS, cycles, is_mfma, passes
from gcnsim.isa.opcodes import op_table
from tools.gen_mfma_timing import have_tools, main

DATA = Path(__file__).resolve().parent.parent / "data" / "mfma_timing"
# (TFLOPs or TOPS, CUs, GHz) from the MI250X and MI300X data sheets, per input type.
PEAKS = {
    "gfx90a": {"f64": (95.7, 220, 1.7), "f32": (95.7, 220, 1.7), "f16": (383, 220, 1.7),
               "bf16": (383, 220, 1.7), "i8": (383, 220, 1.7)},
    "gfx942": {"f64": (163.4, 304, 2.1), "f32": (163.4, 304, 2.1), "xf32": (653.7, 304, 2.1),
               "f16": (1307.4, 304, 2.1), "bf16": (1307.4, 304, 2.1),
               "i8": (2614.9, 304, 2.1), "fp8": (2614.9, 304, 2.1),
               "sparse f16": (2614.9, 304, 2.1), "sparse bf16": (2614.9, 304, 2.1),
               "sparse i8": (5229.8, 304, 2.1), "sparse fp8": (5229.8, 304, 2.1)},
}
_SHAPE = re.compile(r"v_(s?)mfmac?_([fi]\d+)_(\d+)x(\d+)x(\d+)_?(?:\d+b_)?([a-z0-9]*)")


def _rows(target):
    return [row for row in op_table(target).rows if is_mfma(row.name)]


def _per_cu_clock(target, row):
    """(input type, FLOPs per CU per clock) of one MFMA row; blocks from the size of vdst."""
    sparse, out, m, n, k, kind = _SHAPE.match(row.name).groups()
    m, n, k = int(m), int(n), int(k)
    kind = {"bf8": "fp8"}.get(kind.split("_")[0], kind.split("_")[0])
    dst = next(spec for spec in row.operands if spec.field == "vdst")
    elements = dst.width // (2 if out == "f64" else 1) * 64
    blocks = elements // (m * n)
    kind = f"sparse {kind}" if sparse else kind
    return kind, 4 * 2 * m * n * k * blocks / cycles(target, row.name)


@pytest.mark.parametrize("target", MFMA_TARGETS)
def test_every_mfma_row_has_a_count_equal_to_llvms(target):
    model = json.loads((DATA / f"{target}.json").read_text())["model"]
    rows = _rows(target)
    assert len(rows) == {"gfx90a": 27, "gfx942": 46}[target]
    assert {row.name for row in rows} == set(model)
    differ = {row.name: (passes(target, row.name), model[row.name]["passes"]) for row in rows
              if passes(target, row.name) != model[row.name]["passes"]}
    assert not differ


@pytest.mark.parametrize("target", MFMA_TARGETS)
def test_fastest_shape_of_each_type_reaches_the_data_sheet_peak(target):
    best = {}
    for row in _rows(target):
        kind, rate = _per_cu_clock(target, row)
        best[kind] = max(best.get(kind, 0), rate)
    published = {kind: round(tf * 1e12 / (cus * ghz * 1e9))
                 for kind, (tf, cus, ghz) in PEAKS[target].items()}
    assert {kind: round(rate) for kind, rate in best.items()} == published


def test_aliases_resolve_and_bad_names_are_typed_errors():
    assert passes("gfx942", "v_mfma_f32_32x32x8f16") == passes("gfx942",
                                                                "v_mfma_f32_32x32x8_f16") == 8
    assert passes("mi250x", "v_mfma_f32_32x32x8f16") == 16
    with pytest.raises(GcnsimError, match="not a matrix instruction of gfx942"):
        passes("gfx942", "v_add_f32")
    with pytest.raises(GcnsimError, match="gfx900 has no matrix instructions"):
        passes("gfx900", "v_mfma_f32_32x32x8f16")


@pytest.mark.skipif(not have_tools(), reason="llvm-mca-19 not installed")
def test_generated_data_matches_llvm(capsys):
    assert main(["--check"]) == 0, capsys.readouterr().out
