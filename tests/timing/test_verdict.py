"""The profile's verdict (timing/verdict.py) follows from its figures: atomics queued on one
address are contention, not memory latency, and more waves are not advised for them; a
VALU-bound loop is not told to launch more waves; waits on the LDS are LDS latency; a kernel
without FLOPs prints no GFLOPS against a roof (gcnsim profile's line, the profile's summary)."""
import dataclasses
import html
import json
import shutil
from types import SimpleNamespace

import numpy as np
import pytest

from gcnsim.cli import main
from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device
from gcnsim.timing.report import (STEADY_BINS, STEADY_CYCLES, advice, figures, limiter, page,
                                  speed_of_light, steady)
from gcnsim.timing.verdict import waited_on

# Every lane adds 1 to the dword at s[8:9] + v1, 16 times, waiting for each result.
ATOMIC = """
  {address}
  v_mov_b32 v2, 1
  s_mov_b32 s0, 16
loop:
  global_atomic_add v3, v1, v2, s[8:9] glc
  s_waitcnt vmcnt(0)
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_endpgm
"""
ONE_COUNTER = ATOMIC.format(address="v_mov_b32 v1, 0")
OWN_COUNTER = ATOMIC.format(address="v_lshlrev_b32 v1, 2, v0")
VALU_LOOP = """
  s_mov_b32 s0, 64
loop:
""" + "  v_fma_f32 v1, v1, v1, v1\n  v_fma_f32 v2, v2, v2, v2\n" * 8 + """
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_endpgm
"""
# One FMA a trip, the loop from byte 52 to 72: its branch, in the second line, goes back to
# the first, which the wave's buffer has left (timing/fetch.py).
FETCH_LOOP = """
  s_mov_b32 s0, 64
""" + "  s_nop 0\n" * 12 + """
loop:
  v_fma_f32 v1, v1, v1, v1
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
""" + "  s_nop 0\n" * 64 + """
  s_endpgm
"""
LDS_CHAIN = """
  v_lshlrev_b32 v1, 2, v0
  s_mov_b32 s0, 64
loop:
  ds_read_b32 v2, v1
  s_waitcnt lgkmcnt(0)
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_endpgm
"""


def _figures(source, items, cus=2, **options):
    dev = Device(config=dataclasses.replace(get_device("gfx900"), compute_units=cus))
    data = dev.array(np.zeros(max(4 * items, 1 << 16), np.int32))
    launch = dev.load(source).run(items, min(items, 256), vgpr_count=8, timing=True, profile=True,
                                  vgprs={0: "global_id_x"},
                                  sgprs={8: (data.address & 0xFFFFFFFF, data.address >> 32)},
                                  **options)
    return figures(launch.timing.profile), launch.timing


def _more_waves(lines):
    """The advice lines that say to add waves (to hide latency)."""
    said = ("launch more waves", "keep more waves resident", "latency with more waves")
    return [line for line in lines if any(s in line for s in said)]


def test_one_counter_is_atomic_contention_and_more_waves_are_not_advised():
    """512 lanes add to one dword: the atomics wait behind each other at the L2, nearly all
    their time there; the waits on them are the stalls. Named as such, with the advice to
    combine first, not to hide it with more waves (the grid has fewer than fit)."""
    f, timing = _figures(ONE_COUNTER, 512)
    atomic = timing.profile.atomics
    assert atomic["requests"] == 8 * 16                     # a wave's one line, 16 times
    assert atomic["serialised_cycles"] > 0.8 * atomic["cycles"]
    what, evidence = limiter(f)
    assert what == "atomic contention"
    assert "queued behind other operations on their address" in evidence
    lines = advice(f)
    assert not _more_waves(lines)
    assert any("combine the updates first" in line for line in lines)


def test_own_counters_are_not_contention():
    """Each lane its own dword: no address is shared, the atomics' L2 time is their latency."""
    f, timing = _figures(OWN_COUNTER, 512)
    atomic = timing.profile.atomics
    assert atomic["requests"] == 8 * 16 * 4                 # a wave's 256 bytes: 4 lines
    assert atomic["serialised_cycles"] < 0.5 * atomic["cycles"]
    assert limiter(f)[0] != "atomic contention"


def test_a_valu_bound_loop_is_not_told_to_launch_more_waves():
    """8 waves a SIMD where 10 fit, the VALUs busy nearly every cycle: more waves cannot
    issue faster, so no advice says to add them."""
    f, _ = _figures(VALU_LOOP, 4096)
    assert f["grid_waves_per_simd"] < f["occupancy"]["waves_per_simd"]
    assert limiter(f)[0] == "VALU issue"
    assert not _more_waves(advice(f))


def test_waits_on_the_lds_are_lds_latency():
    """One wave a SIMD reading the LDS and waiting for each read: LDS latency, with the LDS
    banks' figure as evidence, not the DRAM's."""
    f, _ = _figures(LDS_CHAIN, 256, cus=1, shared_mem=1024)
    what, evidence = limiter(f)
    assert what == "LDS latency"
    assert "charged to DS instructions" in evidence and "DRAM" not in evidence


COPY = """from gcnsim.lang import kernel, Ptr, f32, global_id


@kernel
def copy(x: Ptr[f32], y: Ptr[f32]):
    i = global_id(0)
    y[i] = x[i]
"""


def test_a_copy_has_no_gflops_figure(tmp_path, capsys):
    """A copy does no floating-point work: no "0 GFLOPS of 0", no FLOP share of a roof."""
    kernel = tmp_path / "copy.py"
    kernel.write_text(COPY)
    report = tmp_path / "copy.html"
    assert main(["profile", str(kernel), "--grid", "4096", "--block", "256", "--arg",
                 "f32:4096:ones", "--arg", "f32:4096:zeros", "-o", str(report)]) == 0
    out = capsys.readouterr().out
    assert "GFLOPS" not in out and "FLOPs/byte" not in out
    assert "no floating-point work" in out
    assert ", limited by " in out and "; no floating-point work (" in out  # the page's verdict
    f, timing = _figures(OWN_COUNTER, 256)
    assert not f["flops"]
    assert "FLOPs (of the compute roof)" not in dict(speed_of_light(f))
    assert "GFLOPS (log)</text>" in page(timing.profile)
    assert not [row for row in timing.profile.summary() if "GFLOPS" in str(row[1])]


def test_the_terminal_line_gives_the_verdicts_advice(tmp_path, capsys):
    """Session 19 left it: ``gcnsim profile`` printed the limiter, not its advice. The lines
    under its summary are the advice of report.verdict, as ``--json`` (and the page) give
    it: here a 2-workgroup copy on 64 CUs, told to launch more workgroups."""
    kernel = tmp_path / "copy.py"
    kernel.write_text(COPY)
    args = ["profile", str(kernel), "--grid", "512", "--block", "256", "--arg",
            "f32:512:ones", "--arg", "f32:512:zeros"]
    assert main(args + ["-o", str(tmp_path / "copy.html")]) == 0
    summary, *lines = capsys.readouterr().out.splitlines()
    assert main(args + ["--json"]) == 0
    said = json.loads(capsys.readouterr().out)["verdict"]
    assert f"limited by {said['limiter']}; " in summary
    assert lines == [f"  - {line}" for line in said["advice"]]
    assert lines[0].startswith("  - grid fills 3% of the CUs (2 workgroups on 64 CUs)")


WIDE_LOADS = """
  v_lshlrev_b32 v1, 4, v0
  global_load_dwordx4 v[2:5], v1, s[8:9]
  s_waitcnt vmcnt(0)
  s_endpgm
"""


def test_wide_loads_are_not_called_uncoalesced():
    """Each lane loads 16 consecutive bytes: a wave's 1 KiB is 16 of Vega's 64-byte lines, all
    used whole. Judged against 64 dwords (4 lines), it was told to coalesce."""
    f, _ = _figures(WIDE_LOADS, 256)
    assert f["lines_per_request"] == f["fewest_lines"] == 16
    assert not [line for line in advice(f) if "coalescing" in line]


# Every lane adds 1 to LDS dword 0, 64 times.
LDS_COUNTER = """
  v_mov_b32 v1, 0
  v_mov_b32 v2, 1
  s_mov_b32 s0, 64
loop:
  ds_add_u32 v1, v2
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_waitcnt lgkmcnt(0)
  s_endpgm
"""


def test_lds_atomics_on_one_address_are_contention_not_rows_to_pad():
    """Lanes adding to one LDS dword serialise (lds.py counts it as a 64-way conflict):
    padding rows cannot help, so neither the verdict nor the advice says bank conflicts."""
    f, _ = _figures(LDS_COUNTER, 1024, cus=1, shared_mem=1024)
    assert f["lds_atomics"] == 1.0
    what, evidence = limiter(f)
    assert what == "LDS atomic contention"
    assert "100% of the DS wave-instructions are atomics" in evidence
    lines = advice(f)
    assert not [line for line in lines if "pad the LDS rows" in line]
    assert any("combine in registers first" in line for line in lines)


# Each trip waits, at its top, for the load the previous trip issued below the wait.
LOOP_CARRIED = """
  v_lshlrev_b32 v1, 2, v0
  s_mov_b32 s0, 16
loop:
  s_waitcnt vmcnt(0)
  global_load_dword v2, v1, s[8:9]
  v_add_u32 v1, 0x4000, v1
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_waitcnt vmcnt(0)
  s_endpgm
"""


def test_waits_charged_to_no_load_are_named_by_their_counter():
    """A wait whose load is below it (the previous trip's) stays charged to the s_waitcnt
    (blame.py): the verdict names its counter, vmcnt, not the class no wait was charged to."""
    f, _ = _figures(LOOP_CARRIED, 256, cus=1)
    what, evidence = limiter(f)
    assert what == "memory latency"
    assert "on vmcnt, charged to no instruction above them" in evidence


def test_waits_on_lds_atomics_on_one_address_are_contention():
    """One wave waiting for each of its one-address LDS atomics: its CU's banks under the busy
    rule's share, the waits on serialised lanes: contention, not LDS latency."""
    source = LDS_COUNTER.replace("  ds_add_u32 v1, v2\n", "  ds_add_rtn_u32 v3, v1, v2\n"
                                 "  s_waitcnt lgkmcnt(0)\n")
    f, _ = _figures(source, 64, cus=1, shared_mem=1024)
    assert f["lds"]["bank_use"] < 0.6
    what, evidence = limiter(f)
    assert what == "LDS atomic contention"
    assert "of them atomics, whose lanes on one address serialise" in evidence


# Trial 8's kernels (OpenCL C, built with clang-19 when the test runs).
TRIAL_KERNELS = """
kernel void atomsum(global const int *a, global int *out, int n) {
  int i = get_global_id(0);
  if (i < n) atomic_add(out, a[i]);
}
kernel void phase(global const float *a, global float *b, int K, int hot) {
  int g = get_group_id(0), l = get_local_id(0), n = get_local_size(0);
  int idx = (g < K) ? ((g % hot) * n + l) : get_global_id(0);
  b[get_global_id(0)] = a[idx] * 2.0f;
}
"""
needs_clang = pytest.mark.skipif(shutil.which("clang-19") is None, reason="needs clang-19")


def _trial(tmp_path, kernel, items, cus, *args):
    """The figures of one of TRIAL_KERNELS on a Vega 64 of ``cus`` CUs, over ``items``."""
    source = tmp_path / "k.cl"
    source.write_text(TRIAL_KERNELS)
    dev = Device(config=dataclasses.replace(get_device("vega64"), compute_units=cus))
    arrays = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
    launch = getattr(dev.load(source), kernel)(*arrays, grid=items, block=256, timing=True,
                                                profile=True)
    return figures(launch.timing.profile), launch.timing.profile


@needs_clang
def test_contended_atomics_in_a_grid_smaller_than_fits_are_the_headline(tmp_path):
    """Trial 8's atomsum.html: 65,536 atomics to one address (one a wave, LLVM's atomic
    optimizer), 4 waves a SIMD where 10 fit, the atomics queued 79% of their L2 time, no
    rule's threshold met (fetch 41%, vmcnt 37% of stalls): it was headlined "occupancy (grid
    too small)" with "launch more waves" under it, while its advice said more waves add to
    the atomic queue. The headline is the contention, and no line asks for more waves."""
    n = 1 << 16
    f, _ = _trial(tmp_path, "atomsum", n, 64, np.ones(n, np.int32), np.zeros(1, np.int32),
                  np.int32(n))
    assert f["grid_waves_per_simd"] < f["occupancy"]["waves_per_simd"]
    what, evidence = limiter(f)
    assert what == "atomic contention"
    assert "more waves would add to the queue" in evidence
    lines = advice(f)
    assert not _more_waves(lines)
    assert any("combine the updates first" in line for line in lines)


@needs_clang
def test_waits_charged_to_no_load_name_only_what_the_kernel_issues(tmp_path):
    """Trial 8's hot.html: phase.cl issues no DS instruction, yet its lgkmcnt waits were
    "LDS or scalar load latency"; they can only be scalar loads."""
    n = 1 << 15
    f, _ = _trial(tmp_path, "phase", n, 8, np.ones(n, np.float32), np.zeros(n, np.float32),
                  np.int32(100000), np.int32(16))
    assert f["lds"]["instructions"] == 0 and f["scalar_loads"] > 0
    what, evidence = limiter(f)
    assert what == "scalar load latency" and "LDS" not in evidence
    assert not any("LDS" in line or "DS instructions" in line for line in advice(f))


def test_fetch_stalls_are_named_and_advised():
    """Trial 8's loop.html: a loop whose waves wait for their next instructions after each
    taken branch (fetch 92% of stalls) was "occupancy (grid too small)" with no advice on
    fetch. Now "instruction fetch", with what helps a loop's fetch. (Trial 8's loop lies in one
    64-byte line, which its branch now finds in the buffer: this one crosses into the next,
    with four lines of code run after it, so the buffer is refilled at each branch back.)"""
    f, _ = _figures(FETCH_LOOP, 5120)
    assert f["stall_shares"]["fetch"] > 0.5
    what, evidence = limiter(f)
    assert what == "instruction fetch" and "after a taken branch" in evidence
    lines = advice(f)
    assert any(line.startswith("instruction fetch stalls are") and "unroll it" in line
               for line in lines)
    assert not _more_waves(lines)


def test_a_steady_part_too_short_is_none():
    """Trial 8: "DRAM bandwidth, steady part 35%" over a 32-cycle window. A steady part
    spans at least STEADY_BINS bins and STEADY_CYCLES cycles, or there is none."""
    def profile(bins, width=16):
        edges = np.arange(bins + 1) * width
        return SimpleNamespace(width=np.diff(edges), edges=edges, steady=np.ones(bins, bool),
                               timing=SimpleNamespace(cycles=int(edges[-1])),
                               device=get_device("vega64"))
    moved = np.zeros(64)
    moved[10:12] = 1000                                     # 2 bins, 32 cycles
    assert steady(profile(64), moved) is None
    moved[10:10 + STEADY_BINS] = 1000                       # 8 bins of 16: 128 cycles
    assert steady(profile(64), moved) is None
    part = steady(profile(64, width=STEADY_CYCLES // STEADY_BINS), moved)
    assert (part["from"], part["to"]) == (10 * 128, 18 * 128)


def test_the_json_profile_carries_the_pages_verdict(capsys):
    """`profile --json` had no verdict or advice: it carries the page's (report.verdict),
    limiter, evidence and advice lines, the same text."""
    f, timing = _figures(ONE_COUNTER, 512)
    said = timing.profile.as_dict()["verdict"]
    assert said == {"limiter": limiter(f)[0], "evidence": limiter(f)[1], "advice": advice(f)}
    assert said["limiter"] == "atomic contention"
    shown = page(timing.profile)
    assert all(html.escape(line, quote=True) in shown for line in said["advice"])


def test_valus_busy_with_one_lane_of_64_are_named_divergence_not_compute():
    """The VALU loop with one lane of each wave on: as busy as with all 64, but the verdict
    says 1.6% of the lanes work and advises on divergence, and the FLOPs count the active
    lanes (a 64th of the full-lane run's, as rocprof's counters would); with every lane on it
    is plain VALU issue."""
    f, timing = _figures("  s_mov_b64 exec, 1\n" + VALU_LOOP, 4096)
    assert f["lane_utilisation"] == pytest.approx(1 / 64, rel=0.05)
    what, evidence = limiter(f)
    assert what == "VALU issue, lanes idle (divergence)"
    assert "1.6% of their lanes active" in evidence
    assert any("of the VALU lanes are active" in line and "same path" in line
               for line in advice(f))
    assert "1.6% of the VALU lanes were active" in dict(timing.profile.summary())["FLOPs"]
    assert timing.profile.roofline.flops == {"fp32": 64 * 64 * 16 * 2}   # waves, trips, FMAs
    assert timing.profile.as_dict()["roofline"]["lane_utilisation"] == f["lane_utilisation"]
    f, timing = _figures(VALU_LOOP, 4096)
    assert f["lane_utilisation"] == 1.0 and limiter(f)[0] == "VALU issue"
    assert not any("lanes are active" in line for line in advice(f))
    assert timing.profile.roofline.flops == {"fp32": 64 * 64 * 16 * 2 * 64}


def _load_then_fmas(one_lane):
    """One wave a SIMD, 16 trips of a load waited for and 32 FMAs on its value."""
    return ("  s_mov_b64 exec, 1\n" if one_lane else "") + """
  v_lshlrev_b32 v1, 2, v0
  s_mov_b32 s0, 16
loop:
  global_load_dword v3, v1, s[8:9]
  s_waitcnt vmcnt(0)
""" + "  v_fma_f32 v2, v3, v3, v3\n  v_fma_f32 v4, v3, v3, v3\n" * 16 + """
  v_add_u32 v1, 0x4000, v1
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_endpgm
"""


def test_divergence_under_another_limiter_is_still_a_finding():
    """Trial 22's diverge on a whole MI300X: lanes 14.9% active, 2.2x slower than its
    uniform twin, yet the divergence was said only where the VALUs were 60% busy (its 8-CU
    variant): with under a wave a SIMD the waits on its loads named the verdict and the lanes
    went unsaid. Here the waits are the verdict too, and the first advice line says how much
    of the CUs' cycles the VALUs spent issuing for idle lanes; with every lane on, no such
    line."""
    f, _ = _figures(_load_then_fmas(True), 512)
    assert limiter(f)[0] == "memory latency" and f["valu_use"] < 0.6
    first = advice(f)[0]
    assert first.startswith("1.6% of the VALU lanes are active") and "issuing for idle" in first
    f, _ = _figures(_load_then_fmas(False), 512)
    assert not any("lanes are active" in line for line in advice(f))


def test_stalls_that_are_no_wait_are_not_waits_charged_to_nothing():
    """Trial 22's diverge: its fetch stalls, charged to the FMAs where they happened, counted
    with the waits charged to no instruction, outweighed the waits on its load, and the verdict
    read "charged to no instruction above them (a loop's loads below its waits)" for a kernel
    without a loop. Only an s_waitcnt's (or s_endpgm's) own waits are charged to no
    instruction; the others are named as stalls that wait on no counter."""
    got = waited_on({0: ["global_load_dword v1, v0, s[0:1]", 30], 8: ["s_waitcnt vmcnt(0)", 10],
                     12: ["v_fma_f32 v2, v1, v1, v1", 45]})
    assert got == {"atomic": 0, "lds": 0, "scalar": 0, "memory": 30, "waitcnt": 10, "other": 45}


DIVERGE = """
kernel void diverge(global float *out, global const float *in, int n) {
  int i = get_global_id(0); if (i >= n) return;
  float x = in[i];
  switch (i & 3) {
    case 0: for (int k=0;k<64;k++) x = x*1.0001f+0.5f; break;
    case 1: for (int k=0;k<64;k++) x = x*0.9999f-0.25f; break;
    case 2: for (int k=0;k<64;k++) x = x*1.0002f+0.125f; break;
    default: for (int k=0;k<64;k++) x = x*0.9996f+0.75f; break;
  }
  out[i] = x;
}
"""


@needs_clang
def test_a_divergent_switch_on_a_grid_under_a_wave_a_simd(tmp_path):
    """Trial 22's diverge (four cases here) on a 16-CU MI300X, 13 workgroups: 0.8 waves a
    SIMD, as the whole device's 256 on 304 CUs. Its verdict was "memory latency ... charged
    to no instruction above them (a loop's loads below its waits)", no word of its lanes."""
    source = tmp_path / "k.cl"
    source.write_text(DIVERGE)
    dev = Device(config=dataclasses.replace(get_device("mi300x"), compute_units=16))
    n = 13 * 256
    launch = dev.load(source).diverge(dev.array(np.zeros(n, np.float32)),
                                      dev.array(np.ones(n, np.float32)), np.int32(n), grid=n,
                                      block=256, timing=True, profile=True)
    f = figures(launch.timing.profile)
    assert f["lane_utilisation"] < 0.5
    evidence = limiter(f)[1]
    assert "charged to no instruction" not in evidence
    assert "stalls are at instructions that wait on no counter" in evidence
    assert advice(f)[0].startswith(f"{f['lane_utilisation']:.1%} of the VALU lanes are active")


def test_a_profile_has_its_verdict_as_an_attribute():
    _, timing = _figures(VALU_LOOP, 4096)
    p = timing.profile
    assert p.verdict == p.as_dict()["verdict"] and p.verdict["limiter"] == "VALU issue"


def test_the_roofline_side_and_the_limiter_read_as_one_story():
    """Trial 22: matmul, biglds and lds_conflict printed "memory latency" beside a roofline
    "compute-bound", which read as a contradiction. The roofline's side is what the
    intensity allows, the limiter what stalled the kernel: both say so where they are
    printed (gcnsim profile's line, the profile's summary)."""
    from gcnsim.runtime.cli_profile import _roofline_text
    f, timing = _figures(LDS_CHAIN.replace("  s_endpgm", "  v_fma_f32 v3, v2, v2, v2\n"
                                           "  s_endpgm"), 256, cus=1, shared_mem=1024)
    roof = timing.profile.roofline
    assert limiter(f)[0] == "LDS latency" and roof.bound == "compute"
    said = _roofline_text(roof)
    assert said.startswith(f"its intensity, {roof.intensity:.3g} FLOPs/byte, is on the "
                           "roofline's compute side")
    assert said.endswith("the limiter says what stalled it")
    assert ("on the compute side of the ridge at" in dict(timing.profile.summary())[
        "roof at this intensity"])
    assert "-bound" not in said


# A [16][17] tile read by column: lane j (16 r + c... here c = j % 16, r = j / 16) reads
# tile[c][r], the dword 17 c + r; a b32 phase of 32 lanes takes two columns of 16 rows.
PADDED_COLUMN = """
  v_and_b32 v2, 15, v0
  v_lshrrev_b32 v3, 4, v0
  v_mul_u32_u24 v2, 17, v2
  v_add_u32 v2, v2, v3
  v_lshlrev_b32 v1, 2, v2
  s_mov_b32 s0, 64
loop:
  ds_read_b32 v4, v1
  ds_read_b32 v5, v1
  ds_read_b32 v6, v1
  ds_read_b32 v7, v1
  s_waitcnt lgkmcnt(0)
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_endpgm
"""


def test_a_padded_tile_is_not_told_to_pad_its_rows():
    """Trial 22's transpose_lds ([16][17]) was told "2-way bank conflicts: pad the LDS rows
    (one dword per 32)": it is padded. The 2-way is right (lane (15, 1) wraps onto lane
    (0, 0)'s bank); the advice names what removes it, a stride that spreads the phase over
    32 banks, and says one more dword a row does not."""
    f, _ = _figures(PADDED_COLUMN, 256, cus=1, shared_mem=2048)
    lds = f["lds"]
    assert lds["ways"] == pytest.approx(2) and lds["conflict_cycles"] >= 0.5 * lds["bank_cycles"]
    line, = [line for line in advice(f) if line.startswith("LDS accesses are")]
    assert "pad the LDS rows (one dword per 32)" not in line
    assert "18 dwords for 16 rows" in line
    f, _ = _figures(PADDED_COLUMN.replace("v_mul_u32_u24 v2, 17, v2",
                                          "v_mul_u32_u24 v2, 18, v2"), 256, cus=1,
                    shared_mem=2048)
    assert f["lds"]["conflict_cycles"] == 0


# Each lane loads a byte (an int8 element) and waits for it, 32 times.
BYTE_LOADS = """
  s_mov_b32 s0, 32
loop:
  global_load_{width} v2, v0, s[8:9]
  s_waitcnt vmcnt(0)
  v_add_u32 v3, v3, v2
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_endpgm
"""


def test_waves_at_every_slot_are_not_told_to_add_waves_and_byte_loads_to_widen():
    """40 waves on one Vega CU: 10 a SIMD, every wave slot, each waiting on its 1-byte loads
    (an int8 dot product's). More waves cannot be resident, so no line says to add them; the
    vmcnt line says each wave's latency binds, and the loads' width gets its own line: 1
    byte a lane, load 4 at once."""
    f, _ = _figures(BYTE_LOADS.format(width="ubyte"), 2560, cus=1)
    occ = f["occupancy"]
    assert occ["waves_per_simd"] == occ["limits"]["wave_slots"] == 10
    assert f["narrow_loads"] == [(4, "global_load_ubyte", 1.0, 1.0)]
    assert limiter(f)[0] == "memory latency"
    lines = advice(f)
    assert not _more_waves(lines)
    vmcnt = next(line for line in lines if line.startswith("vmcnt waits"))
    assert "more waves cannot hide them" in vmcnt and "10 waves a SIMD" in vmcnt
    width = next(line for line in lines if "fewer than 4 bytes a lane" in line)
    assert "global_load_ubyte at offset 0x4 moves 1 byte a lane" in width
    assert "4 int8 as one u32" in width


def test_dword_loads_get_no_width_advice():
    """The same loop loading a dword a lane: no load is narrow, no line on width."""
    f, _ = _figures(BYTE_LOADS.format(width="dword"), 2560, cus=1)
    assert f["narrow_loads"] == []
    assert not [line for line in advice(f) if "bytes a lane" in line]
