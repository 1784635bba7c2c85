"""The profile report's figures (timing/report.py) against what follows by hand from the
kernel: the VALUs' busy share (a wave64 VALU op holds its SIMD16 four cycles), coalescing as
the L1 lines each vector memory instruction's wave touches (loads and stores alike), the
limiter and the advice those give, and a baseline of another launch named as such."""
import dataclasses

import numpy as np
import pytest

from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device
from gcnsim.timing.report import advice, compare, different_launch, figures, limiter

VALU_LOOP = """
  s_mov_b32 s0, 64
loop:
""" + "  v_fma_f32 v1, v1, v1, v1\n  v_fma_f32 v2, v2, v2, v2\n" * 8 + """
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_endpgm
"""
# each lane reads and writes one dword STRIDE bytes from its neighbour's
STRIDED = """
  v_lshlrev_b32 v1, {shift}, v0
  global_load_dword v2, v1, s[8:9]
  s_waitcnt vmcnt(0)
  global_store_dword v1, v2, s[8:9]
  s_endpgm
"""


def _device(cus=2):
    return Device(config=dataclasses.replace(get_device("gfx900"), compute_units=cus))


def _profile(source, dev, items=4096, **options):
    data = dev.array(np.zeros(64 * 64 * 4, np.float32))
    return dev.load(source).run(items, 256, vgpr_count=8, timing=True, profile=True,
                                vgprs={0: "local_id_x"},
                                sgprs={8: (data.address & 0xFFFFFFFF, data.address >> 32)},
                                **options).timing.profile


def test_a_valu_bound_loop_is_limited_by_the_valu():
    profile = _profile(VALU_LOOP, _device())
    f, t = figures(profile), profile.timing
    slots = t.cycles * f["cus_used"] * profile.device.simds_per_cu
    assert f["valu_use"] == pytest.approx(sum(map(sum, t.simd_busy)) / slots)
    # 64 waves on 8 SIMDs, 64 x 16 fmas each at 4 cycles: the SIMDs are busy most of the launch
    assert sum(map(sum, t.simd_busy)) == 64 * 64 * 16 * 4
    assert f["valu_use"] >= 0.6
    assert f["gflops"] / f["compute_roof"] <= f["valu_use"] + 1e-9
    assert limiter(f)[0] == "VALU issue"


@pytest.mark.parametrize("shift, lines", [(2, 4), (4, 16), (6, 64)])
def test_coalescing_counts_every_vector_memory_instruction(shift, lines):
    """Vega's 64-byte L1 lines: 64 lanes 4 bytes apart touch 4 lines, 16 bytes apart 16, 64
    bytes apart 64; the store touches as many as the load."""
    f = figures(_profile(STRIDED.format(shift=shift), _device()))
    assert f["lines_per_request"] == lines
    said = [line for line in advice(f) if "coalescing" in line]
    assert bool(said) == (lines >= 8)
    if said:
        assert f"touch {lines} L1 lines each" in said[0]


def test_a_kernel_without_vector_memory_has_no_coalescing_figure():
    assert figures(_profile(VALU_LOOP, _device()))["lines_per_request"] is None


def test_a_baseline_of_another_launch_is_named_and_figures_read_as_numbers():
    dev = _device()
    here = figures(_profile(STRIDED.format(shift=2), dev))
    assert different_launch(here, {"kernel": here["kernel"], "device": here["device"],
                                   "launch": here["launch"]}) is None
    other = different_launch(here, {"kernel": "other", "device": "mi300x",
                                    "launch": {"grid": [256, 1, 1], "block": [64, 1, 1]}})
    assert other.startswith("the baseline is a different launch: kernel other -> ")
    assert "device mi300x -> " in other and "grid [256, 1, 1] -> [4096, 1, 1]" in other
    base = {"cycles": 1433920, "wave_instructions": 64, "gflops": 7.11039,
            "achieved_occupancy": 1.0, "levels": {"dram": {"bytes": 0, "gbps": 0.0}}}
    rows = {row[0]: row for row in compare(here, base)}
    assert rows["cycles"][1] == "1,433,920" and rows["GFLOPS"][1] == "7.11"


def test_occupancy_advice_only_where_the_limit_binds():
    """One workgroup of 4 waves on 2 CUs: its VGPR limit does not bind, so no advice."""
    f = figures(_profile(STRIDED.format(shift=2), _device(), items=256))
    assert not [line for line in advice(f) if line.startswith("occupancy is limited")]


def test_dram_judged_over_a_steady_part_only_when_it_is_a_quarter_of_the_launch():
    """A launch whose DRAM runs near its peak for a tenth of it (a 64K saxpy on MI300X: ramp-up
    and drain the rest) is not called DRAM-bound; over a third of it, it is."""
    f = figures(_profile(STRIDED.format(shift=2), _device()))
    dram = f["levels"]["dram"]
    for share, bound in ((0.1, False), (0.33, True)):
        dram["steady"] = {"gbps": 0.9 * dram["peak_gbps"], "share": share, "from": 100,
                          "to": 200}
        assert (limiter(f)[0] == "DRAM bandwidth") == bound, share


def test_a_grid_of_fewer_waves_than_fit_is_named_as_the_occupancy_limit():
    """2 CUs of 4 SIMDs, 8 waves: one a SIMD where the kernel's resources allow 10; with no
    other rule firing the headline says the grid is too small, and the advice says so."""
    f = figures(_profile(STRIDED.format(shift=2), _device(), items=512))
    assert f["grid_waves_per_simd"] == 1 and f["occupancy"]["waves_per_simd"] > 1
    f["stall_shares"], f["valu_use"] = {}, 0.0
    for level in f["levels"].values():
        level["gbps"], level["steady"] = 0.0, None
    what, evidence = limiter(f)
    assert what == "occupancy (grid too small)"
    assert evidence.startswith("the grid has 1 waves a SIMD where the kernel's resources allow")
    assert any(line.startswith("the grid has 1 waves a SIMD") for line in advice(f))
