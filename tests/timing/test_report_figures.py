"""The profile report's figures (timing/report.py) against what follows by hand from the
kernel: the VALUs' busy share (a wave64 VALU op holds its SIMD16 four cycles), coalescing as
the L1 lines each vector memory instruction's wave touches (each instruction on its own), the
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


def _profile(source, dev, items=4096, sgprs_extra=(), **options):
    data = dev.array(np.zeros(64 * 64 * 4, np.float32))
    return dev.load(source).run(items, 256, vgpr_count=8, timing=True, profile=True,
                                vgprs={0: "local_id_x"},
                                sgprs={8: (data.address & 0xFFFFFFFF, data.address >> 32),
                                       **dict(sgprs_extra)},
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
        assert f"global_load_dword at offset 0x4 touches {lines} where its bytes fit in 4" \
            in said[0]
        assert f"global_store_dword at offset 0x10 touches {lines} where" in said[0]


def test_a_kernel_without_vector_memory_has_no_coalescing_figure():
    assert figures(_profile(VALU_LOOP, _device()))["lines_per_request"] is None


def test_the_coalescing_figures_are_made_only_for_a_profile(monkeypatch):
    """A pass over the whole record (most of a large sampled launch's replay call once): a
    timed launch without a profile or trace does not make it."""
    from gcnsim.timing.record import Recorder
    made = []
    coalescing = Recorder.coalescing
    monkeypatch.setattr(Recorder, "coalescing", lambda self: made.append(1) or coalescing(self))
    dev = _device()
    data = dev.array(np.zeros(64 * 64 * 4, np.float32))
    launch = dev.load(STRIDED.format(shift=2)).run(
        4096, 256, vgpr_count=8, timing=True, vgprs={0: "local_id_x"},
        sgprs={8: (data.address & 0xFFFFFFFF, data.address >> 32)})
    assert launch.timing.profile is None and not made
    assert figures(_profile(STRIDED.format(shift=2), dev))["lines_per_request"] == 4 and made


def test_a_baseline_of_another_launch_is_named_and_figures_read_as_numbers():
    dev = _device()
    here = figures(_profile(STRIDED.format(shift=2), dev))
    assert different_launch(here, {"kernel": here["kernel"], "device": here["device"],
                                   "launch": here["launch"]}) is None
    other = different_launch(here, {"kernel": "other", "device": "mi300x",
                                    "launch": {"grid": [256, 1, 1], "block": [64, 1, 1]}})
    assert other.startswith("the baseline is a different launch: kernel other -> ")
    assert "device mi300x -> " in other and "grid [256, 1, 1] -> [4096, 1, 1]" in other
    base = {"launch_cycles": 1433920, "launch_wave_instructions": 64, "gflops": 7.11039,
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


# Every wave reads the same 64 dwords: each line requested again by every wave but the first
SAME_LINES = """
  v_lshlrev_b32 v1, 2, v0
  v_and_b32 v1, 0xff, v1
  global_load_dword v2, v1, s[8:9]
  s_waitcnt vmcnt(0)
  s_endpgm
"""


# Each work-item copies its dword 2 KiB further on: every line read once
COPY = """
  s_lshl_b32 s0, s12, 10
  v_lshlrev_b32 v1, 2, v0
  v_add_u32 v1, s0, v1
  global_load_dword v2, v1, s[8:9]
  s_waitcnt vmcnt(0)
  global_store_dword v1, v2, s[8:9] offset:2048
  s_endpgm
"""


def _reuse(f):
    return [line for line in advice(f) if "block through LDS" in line]


def test_blocking_through_lds_is_advised_only_for_lines_read_again():
    """A copy reads each line once: no reuse to block for, whatever its L1 hit rate (the
    record's line requests, not the hit rate, say so); lines read again that the L1 misses
    are; a kernel already staging data in LDS is not told to."""
    copy = figures(_profile(COPY, _device(), items=512, sgprs_extra={12: "workgroup_id_x"}))
    assert copy["load_lines"] == copy["load_lines_distinct"] == 512 * 4 // 64
    assert copy["levels"]["l1"]["hit_rate"] < 0.2 and not _reuse(copy)
    again = figures(_profile(SAME_LINES, _device()))
    assert again["load_lines_distinct"] == 4 and again["load_lines"] == 4 * 64
    again["levels"]["l1"]["hit_rate"] = 0.05        # as if the L1 had lost them
    said = _reuse(again)
    assert said and said[0].startswith("L1 hit rate 5% while 98% of the lines loads request "
                                       "were requested before (256 line requests, 4 lines)")
    again["lds"]["instructions"] = 64               # staged in LDS already
    assert not _reuse(again)


def test_coalescing_is_judged_per_instruction():
    """A scattered load and a coalesced store: the advice names the load with its own
    figures, not the mean of the two (64 and 4 lines: "34 lines where 4 fit")."""
    gather = """
  v_lshlrev_b32 v1, 6, v0
  global_load_dword v2, v1, s[8:9]
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt vmcnt(0)
  global_store_dword v1, v2, s[8:9]
  s_endpgm
"""
    f = figures(_profile(gather, _device()))
    assert f["lines_per_request"] == 34
    said = [line for line in advice(f) if "coalescing" in line]
    assert len(said) == 1
    assert "global_load_dword at offset 0x4 touches 64 where its bytes fit in 4:" in said[0]
    assert "global_store_dword" not in said[0]


def test_waits_get_no_advice_where_stalls_are_a_sliver_of_the_time():
    """A long VALU loop in one workgroup waiting for its argument's scalar load and its
    taken branches' fetch: those are its stalls, but the stalls are a sliver of its waves'
    time (the trial's MI300X loop: "lgkmcnt waits are 74% of stalls" at 0.3% of it), so no
    line tells it to issue the load earlier or to shape its loop; the grid's size is what
    it is told."""
    source = "  s_load_dword s1, s[8:9], 0x0\n  s_waitcnt lgkmcnt(0)\n" + VALU_LOOP.replace(
        "s_mov_b32 s0, 64", "s_mov_b32 s0, 512")
    f = figures(_profile(source, _device(), items=256))
    assert f["stall_shares"]["waitcnt_lgkmcnt"] > 0.2 and f["stall_shares"]["fetch"] > 0.25
    assert f["stalled"] < 0.1 * f["resident"]
    lines = advice(f)
    assert not [line for line in lines if "waits are" in line or "fetch stalls" in line]
    assert lines[0].startswith("grid fills 50% of the CUs")


def test_writes_held_in_the_caches_are_named_beside_the_dram_figure():
    """Stores the L2 (or MI300X's Infinity Cache) holds at the kernel's end never reach the
    DRAM: its figure counts reads alone, and the latency verdict's evidence says what it
    leaves out."""
    from gcnsim.timing.verdict import _held
    f = figures(_profile(COPY, _device(), items=8192, sgprs_extra={12: "workgroup_id_x"}))
    assert f["stored_bytes"] == 8192 * 4 and f["dram_written"] == 0
    assert _held(f) == "; writes held in the L2: 0.0328 MB, not in DRAM's figure"
    f["levels"]["mall"] = dict(f["levels"]["l2"])
    assert "held in the Infinity Cache" in _held(f)
    f["dram_written"] = f["stored_bytes"]
    assert _held(f) == ""


def test_the_l2_counts_the_bytes_its_requests_ask_for():
    """MI250X's L1 lines are 64 bytes, its L2's 128: an L2 access moves the 64 bytes the L1
    (or the scalar cache) missed, not a whole L2 line (the trial's stride-33 gather: "L2
    moves 5979 GB/s, 86% of peak", twice what it moved); each holds its channel a line's
    cycle all the same, which the limiter says as the channels' busy share."""
    dev = Device(config=dataclasses.replace(get_device("gfx90a"), compute_units=2))
    f = figures(_profile(STRIDED.format(shift=6), dev))
    l2 = f["levels"]["l2"]
    assert l2["accesses"] and l2["bytes"] == l2["accesses"] * 64
    assert l2["line"] == 128 and l2["asked"] == 64
    assert l2["busy"] == pytest.approx(2 * l2["gbps"] / l2["peak_gbps"])
    l2["gbps"], l2["busy"] = 0.43 * l2["peak_gbps"], 0.86
    for level in ("dram", "l1"):
        f["levels"][level]["gbps"], f["levels"][level]["steady"] = 0.0, None
    what, evidence = limiter(f)
    assert what == "L2 bandwidth"
    assert evidence.startswith(f"L2 channels busy 86% of the launch: {l2['accesses']:,} "
                               "requests of 64 bytes, each holding its channel for a 128-byte "
                               "line; they move ")
    assert evidence.endswith("43% of its 6963 GB/s peak")
