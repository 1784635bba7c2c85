"""Occupancy against LLVM and by hand.

LLVM's figure: tests/data/occupancy/cases.json holds, for every kernel of the corpus and of the
generated pressure kernels (tests/data/occupancy/cases.cl) on all four targets, what clang-19
-Rpass-analysis=kernel-resource-usage prints (tools/gen_occupancy.py, re-run here where clang-19
is present). LLVM's "Occupancy [waves/SIMD]" is waves per SIMD from the allocated registers, the
wave slots, and the LDS and workgroup limits at the kernel's maximum flat workgroup size, which
is what ``waves_per_simd`` models; it must equal LLVM's on every case, computed both from the
remark's own counts and from the code object (descriptor and metadata) as the CLI does.

By hand: each resource in turn limits, and kernels that cannot run at all are typed errors with
their reason."""
import json
from collections import defaultdict
from functools import lru_cache
from pathlib import Path

import pytest

from gcnsim.codeobj import load_code_object
from gcnsim.errors import GcnsimError
from gcnsim.timing.occupancy import (extra_sgprs, kernel_occupancy, occupancy,
                                     wave_allocation)
from tools.gen_occupancy import TARGETS, have_tools, main

DATA = Path(__file__).resolve().parent.parent / "data"
CASES_JSON = json.loads((DATA / "occupancy" / "cases.json").read_text())["cases"]


@lru_cache(maxsize=None)
def _load(path):
    return load_code_object(path.read_bytes())


def _code_object(case):
    if case["source"] == "generated":
        return _load(DATA / "occupancy" / f"{case['target']}.hsaco")
    return _load(DATA / "kernels" / case["target"] / f"{case['source'].split('/')[1]}.hsaco")


def test_the_table_covers_every_limit_on_every_target():
    limiters = defaultdict(set)
    for case in CASES_JSON:
        occ = kernel_occupancy(case["target"], _code_object(case).kernels[case["kernel"]])
        limiters[case["target"]].add(occ.limiter)
    assert len(CASES_JSON) >= 400
    assert dict(limiters) == {t: {"vgprs", "sgprs", "lds", "workgroups", "wave_slots"}
                              for t in TARGETS}


def test_code_object_occupancy_equals_llvms_on_every_case():
    differ = []
    for case in CASES_JSON:
        kernel = _code_object(case).kernels[case["kernel"]]
        got = kernel_occupancy(case["target"], kernel, block_size=case["block"])
        if got.waves_per_simd != case["llvm"]["occupancy"]:
            differ.append((case["target"], case["kernel"], got, case["llvm"]))
    assert not differ


def test_occupancy_from_llvms_own_counts_equals_llvms():
    """From the remark's counts; not for amdgpu_waves_per_eu kernels (wpe_*), whose remark
    shows the registers used while LLVM allocates (and the descriptor records) more."""
    differ = []
    cases = [case for case in CASES_JSON if not case["kernel"].startswith("wpe_")]
    for case in cases:
        llvm = case["llvm"]
        got = occupancy(case["target"], vgprs=llvm["vgprs"], agprs=llvm["agprs"],
                        sgprs=llvm["sgprs"], lds_bytes=llvm["lds"], block_size=case["block"])
        if got.waves_per_simd != llvm["occupancy"]:
            differ.append((case["target"], case["kernel"], got, llvm))
    assert len(cases) >= 400
    assert not differ


@pytest.mark.skipif(not have_tools(), reason="clang-19 and ld.lld-19 not installed")
def test_generated_table_matches_clang(capsys):
    assert main(["--check"]) == 0, capsys.readouterr().out

# (device, resources, waves per SIMD, limiter, workgroups per CU), worked by hand from the
# module's rules.
CASES = [
    # 256 VGPRs / 84 (rounded to granule 4) = 3 waves on GCN; 4 waves of a 256-item group
    # fit 3 groups in 12 waves per CU.
    ("vega64", dict(vgprs=84, sgprs=20, block_size=256), 3, "vgprs", 3),
    # gfx90a: 512 / 128 = 4; 9 VGPRs + 32 AGPRs = 12 + 32 = 44 -> 48: 10, held to 8 slots.
    ("mi250x", dict(vgprs=128, sgprs=20, block_size=64), 4, "vgprs", 16),
    ("mi250x", dict(vgprs=9, agprs=32, sgprs=20, block_size=64), 8, "wave_slots", 32),
    ("mi250x", dict(vgprs=200, agprs=200, sgprs=20, block_size=64), 1, "vgprs", 4),
    # SGPRs: gfx9 table 81..88 -> 9, gfx7 57..64 -> 8.
    ("vega64", dict(vgprs=8, sgprs=85, block_size=64), 9, "sgprs", 36),
    ("r9-290x", dict(vgprs=8, sgprs=60, block_size=64), 8, "sgprs", 32),
    # LDS: 65536 // 20000 = 3 groups of 4 waves = 12 waves = 3 per SIMD.
    ("mi300x", dict(vgprs=8, sgprs=20, block_size=256, lds_bytes=20000), 3, "lds", 3),
    # LLVM's ceiling: 2 groups of 3 waves = 6 waves, ceil(6 / 4) = 2 per SIMD.
    ("vega64", dict(vgprs=8, sgprs=20, block_size=192, lds_bytes=32768), 2, "lds", 2),
    # 16 barriers: 16 groups of 2 waves = 32 waves = 8 per SIMD of 10 slots.
    ("vega64", dict(vgprs=8, sgprs=20, block_size=128), 8, "workgroups", 16),
    # one-wave groups take no barrier: 40 of them.
    ("r9-290x", dict(vgprs=8, sgprs=20, block_size=64), 10, "wave_slots", 40),
]


@pytest.mark.parametrize("device, resources, waves, limiter, groups", CASES)
def test_worked_cases(device, resources, waves, limiter, groups):
    occ = occupancy(device, **resources)
    assert (occ.waves_per_simd, occ.limiter, occ.workgroups_per_cu) == (waves, limiter, groups)
    assert occ.waves_per_cu == groups * occ.waves_per_workgroup
    assert occ.limits[limiter] == waves == min(occ.limits.values())


def test_wave_allocation_rounds_to_the_granules():
    assert wave_allocation("mi250x", vgprs=9, agprs=32, sgprs=10) == (48, 16)
    assert wave_allocation("r9-290x", vgprs=3, sgprs=10) == (4, 16)
    assert wave_allocation("vega64", vgprs=0, sgprs=0) == (4, 16)


def test_extra_sgprs_follow_llvm():
    assert extra_sgprs("gfx701", vcc=True) == 2
    assert extra_sgprs("gfx701", vcc=True, flat_scratch=True) == 4
    assert extra_sgprs("gfx900", vcc=True, xnack=True) == 4
    assert extra_sgprs("gfx900", flat_scratch=True) == 6
    assert extra_sgprs("gfx942") == 6          # architected flat scratch is always there


@pytest.mark.parametrize("resources, message", [
    (dict(vgprs=8, sgprs=20, block_size=2048), "2048 work-items cannot run: the limit is 1024"),
    (dict(vgprs=8, sgprs=20, block_size=64, lds_bytes=65537),
     "needing 65537 bytes of LDS cannot run on vega64: a CU has 65536"),
    (dict(vgprs=260, sgprs=20, block_size=64), "260 VGPRs cannot run on vega64"),
    (dict(vgprs=8, sgprs=110, block_size=64), "wave allocates at most 108"),
    (dict(vgprs=128, sgprs=20, block_size=1024),
     "a workgroup of 16 waves cannot run on vega64: .* a SIMD holds 2 waves, a CU 8"),
    (dict(vgprs=8, agprs=4, sgprs=20, block_size=64), "gfx900 has no AGPRs"),
    (dict(vgprs=-1, sgprs=20, block_size=64), "vgprs must be a non-negative integer"),
])
def test_kernels_that_cannot_run_are_typed_errors(resources, message):
    with pytest.raises(GcnsimError, match=message):
        occupancy("vega64", **resources)


def test_a_block_beyond_the_kernels_maximum_is_refused():
    case = next(c for c in CASES_JSON if c["kernel"] == "reqd_64" and c["target"] == "gfx900")
    kernel = _code_object(case).kernels["reqd_64"]
    assert kernel_occupancy("vega64", kernel, block_size=64).waves_per_simd == 10
    with pytest.raises(GcnsimError, match="reqd_64 allows workgroups of at most 64"):
        kernel_occupancy("vega64", kernel, block_size=128)
