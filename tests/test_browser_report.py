"""The profile report (timing/report.py) in a real browser (tests/browser.py): at 1,000 and
1,600 px wide it fits the window (no horizontal scroll, no box outside), logs nothing to the
console, and its DOM holds the figures: the limiter line, the speed-of-light values, the
roofline's ceilings at the device's peaks (L1, L2, the MI300X's Infinity Cache, LDS, DRAM) and
an LDS kernel's LDS point (FLOPs over the bytes its banks moved), the launch's shape and
resources, bytes, bandwidth and hit rate of every level, coalescing in the device's L1 lines,
and DRAM bandwidth never above its peak."""
import re

import numpy as np
import pytest

from gcnsim.runtime import Device
from gcnsim.timing.report import figures, page, peaks

from .browser import assert_fits, need_chromium, render

N = 16384


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    need_chromium()
    path = tmp_path_factory.mktemp("report") / "saxpy.html"
    dev = Device("mi300x")
    prog = dev.load("tests/data/kernels/gfx942/saxpy.hsaco")
    x = dev.array(np.arange(N, dtype=np.float32))
    y = dev.array(np.ones(N, np.float32))
    launch = prog.saxpy(np.float32(2.0), x, y, np.int32(N), grid=N, block=256, timing=True,
                        profile=str(path))
    return path, launch.timing.profile


@pytest.mark.parametrize("width", [1000, 1600])
def test_fits_the_window_and_logs_nothing(report, tmp_path, width):
    _, probe, console = render(report[0], tmp_path, width)
    assert probe["innerWidth"] == width
    assert_fits(probe, console)


def test_the_dom_holds_the_figures(report, tmp_path):
    path, profile = report
    dom, _, _ = render(path, tmp_path, 1000)
    f = figures(profile)
    assert 'id="limiter" data-limiter="' in dom and "Limited by" in dom
    top = peaks(profile.device)
    for name in ("l1", "l2", "mall", "lds", "dram"):
        assert f'data-ceiling="{name.upper()}" data-gbps="{top[name] / 1e9:.6g}"' in dom
    dram = f["levels"]["dram"]
    assert 0 < dram["gbps"] <= dram["peak_gbps"]
    assert f'data-label="DRAM bandwidth" data-value="{dram["gbps"] / dram["peak_gbps"]:.6g}"' \
        in dom
    assert f"{f['cycles']:,} cycles" in dom
    assert "<h2>Roofline (L1, L2, MALL, LDS, DRAM ceilings)</h2>" in dom


def test_the_launch_and_every_levels_hit_rate_are_shown(report, tmp_path):
    """The launch card names the grid, block, registers and LDS; the memory table has a row
    per level with its bytes and hit rate (the Infinity Cache too), then the scalar and
    instruction caches' and the TLB's hit rates; coalescing counts the device's L1 lines
    (128 bytes on CDNA3: a wave's 64 dwords fit in 2)."""
    path, profile = report
    dom, _, _ = render(path, tmp_path, 1000)
    shape = profile.launch
    assert f"<td>{N} x 1 x 1 work-items in blocks of 256 x 1 x 1</td>" in dom
    assert f"<td>{shape['vgprs']} VGPRs, {shape['sgprs']} SGPRs a wave</td>" in dom
    assert "<td>LDS</td><td>0 bytes a workgroup</td>" in dom
    assert "(its wave's bytes fit in 2 128-byte lines)" in dom
    memory = profile.timing.memory
    for level, name in (("l1", "L1"), ("l2", "L2"), ("mall", "MALL"),
                        ("scalar", "scalar cache"), ("instruction", "instruction cache"),
                        ("tlb", "TLB")):
        counts = memory[level]
        accesses = counts["hits"] + counts["misses"]
        assert accesses, level
        rate = f"{100 * counts['hits'] / accesses:.1f}%"
        row = rf"<tr><td>{name}</td><td>{accesses:,}</td>(<td>[^<]*</td>)*<td>{rate}</td></tr>"
        assert re.search(row, dom), (level, rate)
    assert f"<tr><td>DRAM</td><td></td><td>{memory['dram']['bytes']:,}</td>" in dom


def test_the_probe_sees_overflow_and_console_lines(tmp_path):
    """The harness itself: a page wider than the window and a console line are caught."""
    page = tmp_path / "wide.html"
    page.write_text("<!DOCTYPE html><html><body><div style='width:1500px'>x</div>"
                    "<script>console.error('boom')</script></body></html>")
    _, probe, console = render(page, tmp_path, 1000)
    assert probe["scrollWidth"] > 1000 and probe["outside"]
    assert any('"boom"' in line for line in console)


# Lane j at 128 j: every lane of a half wave on bank 0, a 32-way conflict per phase (lds.py).
CONFLICTS = ("v_lshlrev_b32 v1, 7, v0\nds_write_b32 v1, v0\ns_waitcnt lgkmcnt(0)\n"
             + "ds_read_b32 v3, v1\n" * 16 + "s_waitcnt lgkmcnt(0)\ns_endpgm\n")


def test_lds_bank_conflicts_are_shown_and_named_the_limiter(tmp_path):
    need_chromium()
    path = tmp_path / "conflicts.html"
    dev = Device("gfx900")
    launch = dev.load(CONFLICTS).run(1024, 256, vgpr_count=8, shared_mem=32768, timing=True,
                                     profile=str(path), vgprs={0: "local_id_x"})
    lds = launch.timing.lds
    assert lds["instructions"] == 17 * 16 and lds["bank_cycles"] == 32 * lds["phases"]
    dom, probe, console = render(path, tmp_path, 1000)
    assert_fits(probe, console)
    assert 'data-limiter="LDS bank conflicts"' in dom
    phases = lds["phases"]
    row = (f"<td>{17 * 16:,}</td><td>{32 * phases:,}</td><td>{31 * phases:,}</td>"
           "<td>96.9%</td><td>32</td>")
    assert row in dom
    assert "32-way bank conflicts on average" in dom
    assert launch.timing.as_dict()["lds"] == lds


# An LDS kernel: each lane's dword through LDS across a barrier, a load waited on by vmcnt.
LDS = """
  v_lshlrev_b32 v1, 2, v0
  global_load_dword v2, v1, s[8:9]
  ds_write_b32 v1, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  v_fma_f32 v2, v2, v2, v2
  s_barrier
  ds_read_b32 v3, v1
  s_waitcnt lgkmcnt(0)
  v_add_f32 v3, v3, v2
  global_store_dword v1, v3, s[8:9]
  s_endpgm
"""


def _lds_profile(blocks):
    dev = Device("gfx900")
    data = dev.array(np.arange(64 * 256, dtype=np.float32))
    launch = dev.load(LDS).run(blocks * 256, 256, vgpr_count=8, shared_mem=1024, timing=True,
                               profile=True, vgprs={0: "local_id_x"},
                               sgprs={8: (data.address & 0xFFFFFFFF, data.address >> 32)})
    return launch.timing.profile


@pytest.fixture(scope="module")
def lds_report(tmp_path_factory):
    """An LDS kernel's page against a baseline (the same kernel on a quarter of the grid)."""
    need_chromium()
    profile, baseline = _lds_profile(64), _lds_profile(16)
    path = tmp_path_factory.mktemp("lds") / "lds.html"
    path.write_text(page(profile, baseline.as_dict()), encoding="utf-8")
    return path, profile, baseline


@pytest.mark.parametrize("width", [1000, 1600])
def test_an_lds_kernel_against_a_baseline_fits_and_shows_every_card(lds_report, tmp_path,
                                                                    width):
    """Every card of the page at both widths: the LDS card counts the DS wave-instructions (2 a
    wave, 4 waves a workgroup) and speed of light the banks' use, stalls are charged as shares
    that add up to 100%, the mix has the LDS, the launch card the LDS bytes, the baseline table
    each run's cycles and the change, advice lines; nothing outside the window."""
    path, profile, baseline = lds_report
    dom, probe, console = render(path, tmp_path, width)
    assert probe["innerWidth"] == width
    assert_fits(probe, console)
    f = figures(profile)
    assert f"<td>{2 * 4 * 64:,}</td>" in dom.split("<table class=\"lds\">")[1].split("</tr>")[1]
    assert "<td>LDS</td><td>1,024 bytes a workgroup</td>" in dom
    use = f["lds"]["bank_use"]
    assert use > 0 and f'data-label="LDS banks busy" data-value="{use:.6g}"' in dom
    shares = re.findall(r"<td>([\d.]+)%</td><td>[^<]*</td></tr>",
                        dom.split('class="charged"')[1].split("</table>")[0])
    assert f["charged"] and sum(map(float, shares)) == pytest.approx(100, abs=0.1 * len(shares))
    assert 'data-label="LDS"' in dom.split("Instruction mix")[1]
    # The LDS point: 256 waves, each a b32 write and read of 64 lanes (4 bytes a lane through
    # the banks) and a v_fma_f32 and a v_add_f32 (64 x 2 + 64 FLOPs): 49,152 / 131,072.
    assert profile.timing.lds["bytes"] == 256 * 2 * 64 * 4 and f["flops"] == 256 * 192
    assert 'data-point="LDS" data-intensity="0.375"' in dom
    assert "<td>131,072</td><td>" in dom.split('<table class="lds">')[1]
    old, new = baseline.timing.cycles, profile.timing.cycles
    assert (f"<td>cycles</td><td>{old:,}</td><td>{new:,}</td>"
            f"<td>{(new - old) / old:+.1%}</td>") in dom
    assert 'id="baseline-differs">the baseline is a different launch: grid [4096, 1, 1] -&gt; ' \
        "[16384, 1, 1]</p>" in dom
    assert '<ul id="advice"><li>' in dom and "Limited by" in dom
