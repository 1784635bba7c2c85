"""Profiles of timed launches (timing/profile.py): the sampled bins add up to the launch's own
totals (issued, stalls by reason, cache and DRAM counters, the achieved occupancy as their time
average), the bins stay under BINS by doubling the interval, FLOPs follow the counting rules
of roofline.py instruction by instruction, and the reports are a PNG and a self-contained HTML
page, or a typed error (a bad path, no matplotlib) before the launch runs (docs/profiles.md's
example: tests/test_readme.py)."""
import dataclasses
import html
import json
import re
import sys

import numpy as np
import pytest

from gcnsim.emu.launch import LaunchError
from gcnsim.isa.devices import get_device
from gcnsim.outputs import OutputError
from gcnsim.runtime import Device, program
from gcnsim.timing import report
from gcnsim.timing.profile import BINS, FIRST_INTERVAL, INSTALL, ProfileError


KERNEL = """
  v_lshlrev_b32 v1, 2, v0
  global_load_dword v2, v1, s[8:9]
  ds_write_b32 v1, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  v_add_f32 v2, v2, v2
  v_fma_f32 v2, v2, v2, v2
  s_barrier
  ds_read_b32 v3, v1
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v3, s[8:9]
  s_endpgm
"""
PNG = b"\x89PNG\r\n\x1a\n"


def _launch(profile=True, cus=4, **options):
    dev = Device(config=dataclasses.replace(get_device("gfx900"), compute_units=cus))
    data = dev.array(np.arange(4096, dtype=np.float32))
    return dev.load(KERNEL).run(4096, 256, vgpr_count=8, shared_mem=1024, timing=True,
                                profile=profile, vgprs={0: "local_id_x"},
                                sgprs={8: (data.address & 0xFFFFFFFF, data.address >> 32)},
                                **options)


def test_a_profile_is_sampled_with_the_cus_running_on_alone(monkeypatch):
    """The sampler bounds how far a CU runs on (to its next edge), no longer lockstep: an
    outside trial's 1M-point stencil profile on MI300X cost 3x its timed run in lockstep's CU
    turns. Every bin is the one lockstep gives."""
    from gcnsim.timing import api, engine
    asked, replay = [], engine.replay
    native_cus = engine.native_cus

    def noted(*args):
        asked.append(args[-3])                      # (..., lockstep, marks, tracer)
        return native_cus(*args)
    monkeypatch.setattr(engine, "native_cus", noted)
    alone = _launch(cus=2).timing.profile
    monkeypatch.setattr(api, "replay", lambda *a, **k: replay(*a, **{**k, "lockstep": True}))
    together = _launch(cus=2).timing.profile
    assert asked == [False, True]
    assert alone.as_dict() == together.as_dict() and len(alone.edges) > 8


def test_bins_add_up_to_the_launch_totals():
    launch = _launch()
    timing = launch.timing
    profile = timing.profile
    assert profile.edges[0] == 0 and profile.edges[-1] == timing.cycles
    assert (np.diff(profile.edges) > 0).all()
    assert profile.issued.sum() == timing.wave_instructions == launch.stats.wave_instructions
    for reason, cycles in profile.stalls.items():
        assert cycles.sum() == timing.stalls[reason], reason
    for level in profile.hits:
        assert profile.hits[level].sum() == timing.memory[level]["hits"]
        assert profile.misses[level].sum() == timing.memory[level]["misses"]
    assert profile.dram_bytes.sum() == timing.memory["dram"]["bytes"]
    average = (profile.occupancy * profile.width).sum() / timing.cycles
    assert average == pytest.approx(timing.achieved_occupancy)


def test_a_long_launch_keeps_between_half_and_all_of_the_bins():
    """3000 dependent v_add_f32 of one wave: 4 cycles each at least (cu.py), 12,000 cycles,
    past BINS x FIRST_INTERVAL = 4096: the interval doubles (at least twice) and the bins stay
    under BINS."""
    dev = Device(config=dataclasses.replace(get_device("gfx900"), compute_units=1))
    launch = dev.load("v_add_f32 v1, v1, v1\n" * 3000 + "s_endpgm\n").run(
        64, 64, timing=True, profile=True)
    profile = launch.timing.profile
    assert launch.timing.cycles > 3000 * 4
    doublings = np.log2(profile.interval / FIRST_INTERVAL)
    assert doublings == int(doublings) and doublings >= 2
    assert BINS // 2 <= len(profile.width) <= BINS
    assert (profile.edges[:-1] % profile.interval == 0).all()
    assert profile.roofline.flops == {"fp32": 3000 * 64}


def test_flops_follow_the_counting_rules():
    """Per wave: v_fma_f32 64 x 2, v_add_f32 64 x 1, v_pk_fma_f32 64 x 2 x 2, a 32x32x8 MFMA
    2 x 32 x 32 x 8, v_fma_f64 64 x 2 (double), v_max_f32 none; two waves."""
    dev = Device("mi250x")
    launch = dev.load("""
        v_fma_f32 v1, v2, v3, v1
        v_add_f32 v4, v5, v6
        v_pk_fma_f32 v[6:7], v[8:9], v[10:11], v[6:7]
        v_mfma_f32_32x32x8f16 v[16:31], v[0:1], v[2:3], v[16:31]
        v_fma_f64 v[40:41], v[42:43], v[44:45], v[40:41]
        v_max_f32 v1, v2, v3
        s_endpgm""").run(128, 64, timing=True, profile=True)
    roof = launch.timing.profile.roofline
    assert roof.flops == {"fp32": 2 * (128 + 64 + 256), "mfma_f16": 2 * 16384, "fp64": 2 * 128}
    # The MI250X data sheet's FP16 matrix peak, 383 TFLOPS, is for its two dies; a device here
    # is one (110 CUs): 110 x 4 SIMDs x 16,384 FLOPs / 32 cycles x 1.7 GHz.
    assert roof.peaks["mfma_f16"] == pytest.approx(191_488)
    vector = 2 * (128 + 64 + 256) / roof.peaks["fp32"] + 2 * 128 / roof.peaks["fp64"]
    matrix = 2 * 16384 / roof.peaks["mfma_f16"]
    assert roof.compute_roof == pytest.approx(roof.total_flops / max(vector, matrix))


def test_profile_as_json_is_strict_json():
    profile = _launch().timing.profile
    data = json.loads(json.dumps(profile.as_dict(), allow_nan=False))
    assert data["roofline"]["flops"] == {"fp32": 64 * (64 + 2 * 64)}   # 64 waves: add, fma
    assert len(data["issued"]) == len(data["edges"]) - 1
    assert data["timing"]["cycles"] == data["edges"][-1]
    assert len(data["dram_served"]) == len(data["issued"]) == len(data["steady"])
    assert 0 <= sum(data["dram_served"]) <= data["timing"]["memory"]["dram"]["bytes"] * (1 + 1e-9)


def test_html_report_is_self_contained(tmp_path, monkeypatch):
    """The page (report.py) is inline SVG and tables: no matplotlib, no network, no image; it
    names what limits the kernel and charges the waits to the loads behind them."""
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    path = tmp_path / "report.html"
    launch = _launch(profile=str(path))
    page = path.read_text()
    assert page.startswith("<!DOCTYPE html>")
    assert "http" not in page and "<link" not in page and "<img" not in page
    for title in ("Speed of light", "Launch and occupancy", "Roofline", "Memory per level",
                  "Stalls: shares", "Stalls charged", "Instruction mix"):
        assert f"<h2>{title}" in page
    assert re.search(r"id='limiter' data-limiter='[^']+'><b>Limited by", page)
    for ceiling in ("L1", "L2", "LDS", "DRAM"):
        assert f"data-ceiling='{ceiling}'" in page
    charged = launch.timing.charged
    assert "global_load_dword v2, v1, s[8:9]" in {text for text, _ in charged.values()}
    for text, _ in charged.values():
        assert html.escape(text, quote=True) in page


def test_png_report(tmp_path):
    path = tmp_path / "report.png"
    _launch(profile=path)
    assert path.read_bytes().startswith(PNG)


def test_names_with_dollars_are_drawn_as_written(tmp_path):
    """Found by an outside probe: a "$" in a kernel's or device's name started matplotlib
    mathtext, which ate the dollars or raised its own ParseSyntaxException."""
    dev = Device(config=dataclasses.replace(get_device("gfx900"), name="x^$", compute_units=2))
    prog = dev.load(KERNEL, name="k$x")
    data = dev.array(np.zeros(64, np.float32))
    path = tmp_path / "report.png"
    launch = prog.run(64, 64, vgpr_count=8, shared_mem=1024, timing=True, profile=path,
                      vgprs={0: "local_id_x"},
                      sgprs={8: (data.address & 0xFFFFFFFF, data.address >> 32)})
    assert launch.timing.profile.kernel == "k$x"
    assert path.read_bytes().startswith(PNG)


@pytest.mark.parametrize("profile,error,says", [
    ("report.txt", ProfileError, "must end in .html or .png"),
    ("no/such/dir/report.html", OutputError, "no directory"),
    (42, LaunchError, "profile must be a report path")])
def test_bad_report_paths_are_refused_before_the_launch(profile, error, says):
    with pytest.raises(error, match=says):
        _launch(profile=profile)


def test_a_trace_and_a_report_of_one_path_are_refused(tmp_path):
    path = tmp_path / "same.html"
    with pytest.raises(OutputError, match="trace and profile report both name"):
        _launch(profile=path, trace=str(tmp_path / "." / "same.html"))
    assert not path.exists()


def test_an_unwritable_report_is_refused_before_the_launch(tmp_path, monkeypatch):
    path = tmp_path / "taken.html"
    path.mkdir()                        # a directory of that name: open() would fail
    monkeypatch.setattr(program, "dispatch", None)          # nothing may run
    with pytest.raises(OutputError, match="cannot write .*taken.html': not a regular file"):
        _launch(profile=str(path))


def test_without_matplotlib_the_error_names_the_extra(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    with pytest.raises(ProfileError, match=re.escape(INSTALL)):
        _launch(profile=str(tmp_path / "report.png"))
    assert _launch(profile=True).timing.profile.issued.sum() > 0     # numbers need none


@pytest.fixture(scope="module")
def saxpy():
    """A DRAM-bound saxpy of 2^18 items on the MI300X (1,024 workgroups on its 304 CUs)."""
    n = 1 << 18
    dev = Device("mi300x")
    prog = dev.load("tests/data/kernels/gfx942/saxpy.hsaco")
    x = dev.array(np.arange(n, dtype=np.float32))
    y = dev.array(np.ones(n, np.float32))
    return prog.saxpy(np.float32(2.0), x, y, np.int32(n), grid=n, block=256, timing=True,
                      profile=True)


def test_dram_traffic_as_served_never_exceeds_the_peak(saxpy):
    """By request cycle the saxpy's bins reach several times the 5.3 TB/s peak (requests
    queue); as served (each line over its cycles on a channel's bus, memory/dram.py) no bin
    exceeds it, and the bins add up to the bytes the DRAM moved."""
    profile = saxpy.timing.profile
    peak = profile.roofline.bandwidth / 1e9
    assert profile.dram_gbps.max() > 2 * peak
    assert 0.5 * peak < profile.dram_served_gbps.max() <= peak
    assert profile.dram_served.sum() == pytest.approx(saxpy.timing.memory["dram"]["bytes"])


def test_a_short_dram_bound_launch_is_limited_by_dram_over_its_steady_part(saxpy):
    """The saxpy's DRAM moves under 60% of its peak averaged over the launch (the first loads'
    latency and the drain are most of it) but over 60% over its steady part (report.py): the
    limiter is DRAM bandwidth, not memory latency, and says how much ramp-up and drain take;
    the memory table and speed of light show the steady part."""
    profile = saxpy.timing.profile
    f = report.figures(profile)
    dram = f["levels"]["dram"]
    part, peak = dram["steady"], dram["peak_gbps"]
    assert dram["gbps"] < report.BANDWIDTH_BOUND * peak <= part["gbps"] <= peak
    first, last = np.searchsorted(profile.edges, (part["from"], part["to"]))
    assert profile.steady[first:last].all() and 0 < part["share"] < 0.5
    rate, half = profile.dram_served_gbps, report.STEADY_RATE * profile.dram_served_gbps.max()
    assert min(rate[first], rate[last - 1]) >= half             # its ends qualify, ...
    for k in (first - 1, last):                                 # ... the bins beside do not
        assert k < 0 or k == len(rate) or rate[k] < half or not profile.steady[k]
    what, evidence = report.limiter(f)
    assert what == "DRAM bandwidth"
    assert (f"{part['gbps'] / peak:.0%} of its 5300 GB/s peak over the steady part (cycles "
            f"{part['from']:,}-{part['to']:,}), {dram['gbps'] / peak:.0%} over the whole launch: "
            f"ramp-up and drain are {1 - part['share']:.0%} of the launch") in evidence
    page = report.page(profile)
    assert html.escape(evidence, quote=True) in page
    assert (f"<td>{part['gbps'] / peak:.1%} (cycles {part['from']:,}-{part['to']:,}, "
            f"{part['share']:.0%} of the launch)</td>") in page
    assert (f"data-label='DRAM bandwidth, steady part (cycles {part['from']:,}-{part['to']:,})' "
            f"data-value='{part['gbps'] / peak:.6g}'") in page


def test_a_dram_bound_launch_is_not_told_to_issue_its_loads_earlier(saxpy):
    """Trial 22: every device's triad, DRAM-bound, was told "vector memory operations are
    waited on right after issue; issue them earlier". At its roof the vmcnt waits are the
    DRAM's queue: the advice says how close to the peak it runs, and that fewer bytes help."""
    f = report.figures(saxpy.timing.profile)
    dram = f["levels"]["dram"]
    lines = [line for line in report.advice(f) if line.startswith("vmcnt waits")]
    assert len(lines) == 1 and "issue them earlier" not in lines[0]
    assert (f"on a memory level at its roof: DRAM moves {dram['gbps']:.4g} GB/s, "
            f"{dram['gbps'] / dram['peak_gbps']:.0%} of its 5300 GB/s peak") in lines[0]
    assert f"{dram['steady']['gbps'] / dram['peak_gbps']:.0%} over the steady part" in lines[0]


# Dependent loads: each lane's next address is the dword it loaded, 64 KiB further on.
CHASE = ("v_lshlrev_b32 v1, 2, v0\n" + "global_load_dword v1, v1, s[8:9]\ns_waitcnt vmcnt(0)\n"
         * 24 + "global_store_dword v1, v1, s[8:9]\ns_endpgm\n")


def test_a_latency_bound_launch_is_limited_by_memory_latency():
    """A wave a CU chasing pointers: DRAM far under its peak over the launch and over its
    steady part alike, the waits most of the stalls: memory latency."""
    dev = Device(config=dataclasses.replace(get_device("gfx900"), compute_units=4))
    n = 1 << 20
    data = dev.array(((np.arange(n) + 16384) % n * 4).astype(np.uint32))
    launch = dev.load(CHASE).run(4 * 256, 256, vgpr_count=4, timing=True, profile=True,
                                 vgprs={0: "global_id_x"},
                                 sgprs={8: (data.address & 0xFFFFFFFF, data.address >> 32)})
    f = report.figures(launch.timing.profile)
    dram = f["levels"]["dram"]
    assert dram["steady"]["gbps"] < 0.1 * dram["peak_gbps"] and f["cus_used"] == f["cus"]
    what, evidence = report.limiter(f)
    assert what == "memory latency"
    part = dram["steady"]
    assert evidence.endswith(f"({part['gbps'] / dram['peak_gbps']:.0%} over the steady part, "
                             f"cycles {part['from']:,}-{part['to']:,})")
