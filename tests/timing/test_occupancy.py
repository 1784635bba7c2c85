"""Occupancy by hand-worked cases: each resource in turn limits, and kernels that cannot run at
all are typed errors with their reason. (tests/timing/test_occupancy_llvm.py compares against
LLVM's own figure over a table of compiled kernels.)"""
import pytest

from gcnsim.errors import GcnsimError
from gcnsim.timing.occupancy import extra_sgprs, occupancy

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


def test_extra_sgprs_follow_llvm():
    assert extra_sgprs("gfx701", vcc=True) == 2
    assert extra_sgprs("gfx701", vcc=True, flat_scratch=True) == 4
    assert extra_sgprs("gfx900", vcc=True, xnack=True) == 4
    assert extra_sgprs("gfx900", flat_scratch=True) == 6
    assert extra_sgprs("gfx942") == 6          # architected flat scratch is always there


@pytest.mark.parametrize("resources, message", [
    (dict(vgprs=8, sgprs=20, block_size=2048), "2048 work-items cannot run: the limit is 1024"),
    (dict(vgprs=8, sgprs=20, block_size=64, lds_bytes=65537),
     "needing 65537 lds_bytes cannot run on vega64: a CU has 65536"),
    (dict(vgprs=260, sgprs=20, block_size=64), "260 vgprs cannot run on vega64"),
    (dict(vgprs=8, sgprs=110, block_size=64), "wave allocates at most 108"),
    (dict(vgprs=128, sgprs=20, block_size=1024),
     "a workgroup of 16 waves cannot run on vega64: .* a SIMD holds 2 waves, a CU 8"),
    (dict(vgprs=8, agprs=4, sgprs=20, block_size=64), "gfx900 has no AGPRs"),
    (dict(vgprs=-1, sgprs=20, block_size=64), "vgprs must be a non-negative integer"),
])
def test_kernels_that_cannot_run_are_typed_errors(resources, message):
    with pytest.raises(GcnsimError, match=message):
        occupancy("vega64", **resources)
