"""Sampled timing (timing/sampling.py): the options it takes and refuses, an exact result when
sampling would replay most of the launch anyway, and on launches of many dispatch rounds
(uniform and irregular) an estimate whose interval holds the full replay's cycles, with
every TimingResult field, the exact counts exact, and less replayed than the launch."""
import dataclasses
from html import unescape
import json
import subprocess
import sys
from dataclasses import fields
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

import gcnsim
from gcnsim.emu.launch import LaunchError
from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device
from gcnsim.runtime.cli_run import _stall_rows
from gcnsim.timing.engine import TimingResult
from gcnsim.timing.memory import MemorySystem
from gcnsim.timing.memory.requests import Request, tables
from gcnsim.timing.memory.system import ATOMIC, LOAD, LOAD_L2, STORE, STREAM
from gcnsim.timing.record import NO_REQUEST, Recorder
from gcnsim.timing.sampled import percent
from gcnsim.timing import sampling
from gcnsim.timing.sampling import (SampledResult, Sampling, SamplingError, _release,
                                    _selection, _steadied, clusters)

ROOT = Path(__file__).resolve().parents[2]

# Workgroups of 8 lengths (a loop count from the workgroup id: 8 clusters), LDS, no memory.
UNEVEN = """
  s_and_b32 s10, s12, 7
  s_add_u32 s10, s10, 1
  v_lshlrev_b32 v1, 2, v0
loop:
  ds_write_b32 v1, v0
  ds_read_b32 v2, v1
  s_waitcnt lgkmcnt(0)
  v_mul_f32 v3, v2, v2
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 loop
  s_endpgm
"""


def _uneven(timing, workgroups, cus=2):
    dev = Device(config=dataclasses.replace(get_device("gfx900"), compute_units=cus))
    return dev.load(UNEVEN).run(64 * workgroups, 64, vgpr_count=8, shared_mem=256,
                                checker=None, sgprs={12: "workgroup_id_x"},
                                timing=timing).timing


def _saxpy(timing, n):
    config = dataclasses.replace(get_device("mi300x"), xcds=2, compute_units=2)
    dev = Device(config=config)
    prog = dev.load(ROOT / "tests/data/kernels/gfx942/saxpy.hsaco")
    x = dev.array(np.arange(n, dtype=np.float32))
    y = dev.array(np.ones(n, np.float32))
    launch = prog.saxpy(np.float32(2.0), x, y, np.int32(n), grid=n, block=256, timing=timing)
    assert np.array_equal(y.numpy(), 2 * np.arange(n, dtype=np.float32) + 1)   # exact
    return launch.timing


@pytest.mark.parametrize("kwargs", [{"error": 0}, {"error": 1.5}, {"confidence": 1},
                                    {"rounds": 7}, {"representatives": 1}])
def test_a_sampling_record_out_of_range_is_refused(kwargs):
    with pytest.raises(SamplingError, match="Sampling"):
        Sampling(**kwargs)


def test_timing_takes_sampled_and_refuses_other_words_and_a_trace():
    with pytest.raises(LaunchError, match='"sampled"'):
        _uneven("sample", 8)
    dev = Device(config=dataclasses.replace(get_device("gfx900"), compute_units=2))
    with pytest.raises(LaunchError, match="every cycle"):
        dev.load(UNEVEN).run(64, 64, vgpr_count=8, sgprs={12: "workgroup_id_x"},
                             timing="sampled", trace="t.json")


def test_a_short_launch_is_replayed_in_full_with_an_exact_interval():
    full, sampled = _uneven(True, 64), _uneven("sampled", 64)
    assert isinstance(sampled, SampledResult) and sampled.detail_share == 1
    assert sampled.cycles == full.cycles and sampled.interval == (full.cycles, full.cycles)
    assert sampled.stalls == full.stalls and sampled.memory == full.memory


def _features(instructions, operations, lines):
    # profiles' columns: instructions, operations, scalar ones, lines, LDS bank clocks, the
    # atomics' lanes on one address, the workgroups sharing their lines, issue cycles a
    # wave-instruction (sixteenths), stretches a page apart, lines mostly touched rounds before
    size = len(instructions)
    return np.stack([instructions, operations, np.zeros(size), lines, np.zeros(size),
                     np.zeros(size), np.zeros(size), np.full(size, 16), np.ones(size),
                     np.zeros(size)], axis=1)


def test_clusters_and_representatives_of_what_the_prefix_lacks():
    labels = clusters(_features(np.array([100, 100, 101, 800, 800, 100]),
                                np.array([20, 20, 20, 90, 90, 20]),
                                np.array([16, 17, 16, 16, 16, 16])))
    assert labels[0] == labels[1] == labels[2] == labels[5] != labels[3] == labels[4]
    labels = clusters(_features(np.full(3, 100), np.full(3, 20), np.array([16, 512, 16])))
    assert labels[0] == labels[2] != labels[1]          # the same work over other lines
    # prefix of 4 after 2 warm-up: cluster 2 (from workgroup 6 on) gets representatives
    labels = np.array([0, 0, 0, 1, 0, 1, 2, 2, 2, 2, 2])
    assert _selection(labels, 4, 2, 2) == [0, 1, 6, 10, 2, 3]


@pytest.mark.parametrize("timed", ["uneven", "saxpy"])
def test_a_long_launch_is_estimated_within_its_interval(timed):
    # 64 rounds of the uneven loop on 2 CUs (eight lengths of workgroup, 40 resident a CU:
    # with its CUs half a residency apart its rate moves 4.2%, as far on both sides of a
    # chip of one XCD, +-5.8% in all); 64 rounds of saxpy on an MI300X of 2 CUs in 2 XCDs (8
    # workgroups a CU).
    if timed == "uneven":
        run, sampling = (lambda t: _uneven(t, 2 * 40 * 64)), gcnsim.Sampling(0.06, rounds=16)
    else:
        run = lambda t: _saxpy(t, 256 * 2 * 8 * 64)      # noqa: E731
        sampling = gcnsim.Sampling(error=0.05, rounds=16)
    full, sampled = run(True), run(sampling)
    assert sampled.detail_share < 0.5 and sampled.sampled_workgroups < sampled.workgroups
    low, high = sampled.interval
    assert low <= full.cycles <= high, (full.cycles, sampled.interval)
    assert abs(sampled.cycles - full.cycles) <= 0.05 * full.cycles
    assert sampled.seconds_interval == (low / (full.clock_mhz * 1e6),
                                        high / (full.clock_mhz * 1e6))
    assert sampled.wave_instructions == full.wave_instructions
    assert sampled.issued == full.issued and sampled.workgroups == full.workgroups
    assert {f.name for f in fields(TimingResult)} <= {f.name for f in fields(sampled)}
    assert set(sampled.as_dict()) >= set(full.as_dict()) | {"interval", "detail_share"}
    # what the caches do once full is not scaled from a part that may not fill them, nor what
    # the launch does on first touches from a prefix: left out; the rest near the full's
    assert "evictions" in full.memory["l2"] and "bytes_written" in full.memory["dram"]
    assert "evictions" not in sampled.memory["l2"]
    assert "dram" not in sampled.memory and "misses" not in sampled.memory["tlb"]
    assert set(sampled.memory) == set(full.memory) - {"dram", "mall"}
    for level, counts in sampled.memory.items():
        for key, count in counts.items():
            assert abs(count - full.memory[level][key]) <= 0.1 * full.memory[level][key] + 64, \
                (level, key, count, full.memory[level][key])


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "gcnsim.cli", *args], cwd=ROOT,
                          capture_output=True, text=True)


def test_profile_sampled_says_what_part_its_figures_are_of(tmp_path):
    """gcnsim profile --sampled was refused; a launch replayed whole (too few rounds to
    sample) has the full profile, and says so: its JSON's method, and the page and the
    printed line that sampling was asked and why the launch was replayed whole (a sampled
    one's: tests/timing/test_sampled_profile.py)."""
    launch = ("profile", "tests/data/kernels/gfx900/saxpy.hsaco", "--grid", "64", "--arg",
              "f32=2", "--arg", "f32:64", "--arg", "f32:64", "--arg", "i32=64", "--sampled")
    done = _cli(*launch, "--json")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["source"] == "full" and "part" not in out
    assert out["timing"]["method"].startswith("exact: the launch's 1 workgroup is 1 dispatch")
    assert out["verdict"]["limiter"]
    done = _cli(*launch, "-o", str(tmp_path / "p.html"))
    assert done.returncode == 0, done.stderr
    said = f"sampling was asked; the launch was replayed whole ({out['timing']['method']})"
    assert f"  {said}: its figures are the full replay's" in done.stdout.splitlines()
    assert said in unescape((tmp_path / "p.html").read_text())


def test_one_workgroup_is_one():
    dev = Device("vega64")
    x = dev.zeros(64, "float32")
    saxpy = dev.load(str(ROOT / "tests/data/kernels/gfx900/saxpy.hsaco")).saxpy
    timed = saxpy(2.0, x, x, 64, grid=64, block=64, timing="sampled").timing
    assert ("the launch's 1 workgroup is 1 dispatch round on 64 CUs, within twice the 32 "
            "rounds a sampled prefix replays") in timed.method


def test_an_exact_replay_says_the_launchs_rounds():
    """Trial 25: "the launch's 4096 workgroups are within twice the 32 dispatch rounds"
    compared workgroups with rounds; it says the rounds they are on the device's CUs."""
    dev = Device(config=gcnsim.variant("vega64", compute_units=2))
    x = dev.zeros(64 * 256, "float32")
    saxpy = dev.load(str(ROOT / "tests/data/kernels/gfx900/saxpy.hsaco")).saxpy
    timed = saxpy(2.0, x, x, 64 * 256, grid=64 * 256, block=64, timing="sampled").timing
    held = 2 * timed.occupancy.workgroups_per_cu          # 80 one-wave workgroups at a time
    assert timed.method.endswith(f"the launch's 256 workgroups are {-(-256 // held)} "
                                 "dispatch rounds on 2 CUs, within twice the 32 rounds a "
                                 "sampled prefix replays, replayed in full")


@pytest.mark.parametrize("base, text, offered", [
    ("mi300x", "v_mul_f32 v3, v2, v2\ns_endpgm", True),
    ("mi300x", "s_endpgm\nglobal_atomic_add v[0:1], v2, off", False),     # may communicate
    ("vega64", "v_mul_f32 v3, v2, v2\ns_endpgm", False)], ids=["xcds", "atomic", "one-xcd"])
def test_a_launch_of_few_rounds_says_where_xcds_would_time_it(base, text, offered):
    """An outside trial: a full MI300X's round is ~622k work-items, so 2^22-2^24-item
    elementwise launches are replayed in full under "sampled"; where one XCD's workgroups
    would time it (several XCDs, nothing by which workgroups communicate) the method says so."""
    dev = Device(config=gcnsim.variant(base, compute_units=16))
    method = dev.load(text).run(64 * 64, 64, vgpr_count=8, checker=None,
                                timing="sampled").timing.method
    offer = ("within twice the 32 rounds a sampled prefix replays, replayed in full; "
             "Sampling(xcds=True) (--sampling xcds) would replay one XCD's workgroups for all 8 "
             "(1/8 of the work)")
    assert method.endswith(offer if offered else "replayed in full"), method


def test_a_confidence_near_one_is_printed_with_its_digits():
    """An outside trial read "confidence=100%" for confidence=0.999."""
    sampled = _uneven(gcnsim.Sampling(error=0.001, confidence=0.999, rounds=8), 2 * 40 * 64)
    assert "at confidence=99.9%)" in sampled.method
    assert [percent(x) for x in (0.999, 0.95, 0.9999, 0.0004, 1.0, 0)] == [
        "99.9%", "95%", "99.99%", "0.04%", "100%", "0%"]
    assert percent(0.9996, 1) == "99.96%" and percent(1.2, 1) == "120.0%"


def test_a_launch_of_exactly_twice_rounds_is_replayed_in_full():
    """The bound is "at most twice `rounds`" (docs/timing.md): 16 rounds of rounds=8 are
    replayed in full, 17 go to the prefix (an outside trial read "64 dispatch rounds, within
    twice the 32 rounds" against the docs' "fewer than twice")."""
    dev = Device(config=gcnsim.variant("vega64", compute_units=2))
    raw = dev.load("v_mul_f32 v3, v2, v2\ns_endpgm")
    held = 2 * 40                       # 40 one-wave workgroups a CU at 8 VGPRs
    methods = [raw.run(64 * held * rounds + extra, 64, vgpr_count=8, checker=None,
                       timing=gcnsim.Sampling(rounds=8)).timing.method
               for rounds, extra in ((16, 0), (16, 1))]
    assert methods[0].endswith("16 dispatch rounds on 2 CUs, within twice the 8 rounds a "
                               "sampled prefix replays, replayed in full")
    assert ("within twice" not in methods[1]
            and "of the launch's 17 dispatch rounds" in methods[1])


def test_run_sampled_prints_the_interval():
    out = subprocess.run(
        [sys.executable, "-m", "gcnsim.cli", "run", "tests/data/kernels/gfx900/saxpy.hsaco",
         "--grid", "4096", "--block", "256", "--arg", "f32=2", "--arg", "f32:4096:range",
         "--arg", "f32:4096:ones", "--arg", "i32=4096", "--sampled"],
        cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert "cycles, interval" in out and "replayed in detail" in out
    assert "sampling method" in out and "exact: the launch's 16 workgroups" in out


GRID_STRIDE = ["run", "tests/data/kernels/gfx900/grid_stride.hsaco", "--grid", "2048",
               "--block", "256", "--arg", "f32=2", "--arg", "f32:65536:rand", "--arg",
               "f32:65536:ones", "--arg", "i32=65536", "--json"]


def test_run_samples_a_loop_by_sampling_s_fields():
    # 32 trips of grid_stride's loop a wave: the first 16 replayed
    done = _cli(*GRID_STRIDE, "--sampling", "loops=8, error=0.05")
    assert done.returncode == 0, done.stderr
    timed = json.loads(done.stdout)
    assert timed["method"].startswith("the cut at 16") and "of the 32 trips" in timed["method"]
    assert timed["detail_share"] < 0.6 and timed["replayed_share"] >= timed["detail_share"]
    bad = _cli(*GRID_STRIDE, "--sampling", "loops=8,xcd")
    assert bad.returncode != 0 and "Traceback" not in bad.stderr
    assert bad.stderr.strip().splitlines() == [
        "gcnsim: Sampling has no field 'xcd' (in 'loops=8,xcd') (did you mean 'xcds'?): it "
        "has error, confidence, rounds, representatives, loops, xcds, most, steady"]


@pytest.mark.parametrize("text, words", [
    ("loops=four", "Sampling loops= takes a whole number, got 'four'"),
    ("loops", "Sampling loops= takes a whole number, got nothing"),
    ("xcds=maybe", "Sampling xcds= is yes or no (a bare xcds is yes), got 'maybe'"),
    ("error=2", "Sampling error must be a share between 0 and 1, got 2.0"),
    ("error=0.03,,", "Sampling's fields are FIELD=VALUE (or a yes/no FIELD) separated by "
                     "commas: 'error=0.03,,' has an empty one"),
    ("rounds=8,rounds=9", "Sampling field 'rounds' is given twice in 'rounds=8,rounds=9': "
                          "give it once")])
def test_sampling_s_fields_from_text_name_the_one_that_is_wrong(text, words):
    assert Sampling.parse("loops=4,xcds, error=0.05") == Sampling(error=0.05, loops=4, xcds=True)
    assert Sampling.parse("xcds=no") == Sampling()
    with pytest.raises(SamplingError) as found:
        Sampling.parse(text)
    assert str(found.value) == words


@pytest.mark.parametrize("field, value, words", [
    ("error", "0.1", "Sampling error= takes a number, got '0.1'"),
    ("rounds", 8.0, "Sampling rounds= takes a whole number, got 8.0"),
    ("loops", True, "Sampling loops= takes a whole number, got True"),
    ("steady", None, "Sampling steady= takes a number, got None")])
def test_a_sampling_field_of_the_wrong_type_is_one_line_naming_it(field, value, words):
    with pytest.raises(SamplingError) as found:
        Sampling(**{field: value})
    assert str(found.value) == words
    assert Sampling(rounds=np.int64(8), error=np.float32(0.25)).rounds == 8


def test_the_release_grows_with_the_dirty_lines_the_skipped_work_leaves():
    # MI300's end-of-kernel write-back took 400 cycles for 100 dirty lines after a replayed
    # quarter of the work: the whole launch leaves 400 (the L2s hold 1,000), 1,200 cycles more.
    l2 = SimpleNamespace(cache=SimpleNamespace(size=500 * 128), line_bits=7)
    memory = SimpleNamespace(released=(1000, 100), l2=[l2, l2])
    result = SimpleNamespace(cycles=1400)
    instructions = np.full(8, 10)
    assert _release(memory, result, instructions, [0, 1]) == 1200
    memory.released = 1000, 400                 # the L2s' 1,000 lines at most
    assert _release(memory, result, instructions, [0, 1]) == 400 * (1000 / 400 - 1)
    memory.released = 1400, 0                   # one L2 (gfx90a and before): nothing
    assert _release(memory, result, instructions, [0, 1]) == 0


def test_what_doubling_the_prefix_moved_the_projection_by_widens_the_interval():
    # a projection of 1,000 +- 10 cycles whose shorter prefix gave 950: +- hypot(10, 50)
    estimate = SampledResult(cycles=1000, clock_mhz=1000.0, wave_instructions=0, stalls={},
                             issued={}, cu_busy=[], cu_instructions=[], simd_busy=[],
                             occupancy=None, workgroups=1, interval=(990, 1010))
    assert _steadied(estimate, 950, 400).interval == (949, 1051)
    assert _steadied(estimate, 1000, 400).interval == (990, 1010)
    assert _steadied(estimate, 200, 400).interval[0] == 400     # never below what was replayed
    # the rate with the CUs' workgroups apart moves the projected part by 30 cycles: on a chip
    # of several XCDs the end anywhere between the two, the middle halfway and +- hypot(10,
    # 1.96 x 30 / sqrt(12)); on one, as far on both sides
    assert _steadied(estimate, 1000, 400, (0, 30)).interval == (995, 1035)
    assert _steadied(estimate, 1000, 400, (-30, 0)).interval == (965, 1005)
    assert _steadied(estimate, 1000, 400, (-30, 30)).interval == (960, 1040)


def test_a_projection_stands_with_its_prefixs_first_half_in_its_interval(monkeypatch):
    # The projection from the first half of the prefix (as if it were half as long) widens the
    # interval by its distance: a launch's rate can change after the first rounds (waves
    # drifting apart open more DRAM rows: scan_blelloch on an MI300X of 4 CUs slowed by 8%
    # after its 16th round and was 7.7% low from 8 rounds, outside +-1.7%).
    shorter = []
    real = sampling._steadied

    def watched(estimate, half, replayed, apart=(0.0, 0.0)):
        shorter.append((estimate, half))
        return real(estimate, half, replayed, apart)
    monkeypatch.setattr(sampling, "_steadied", watched)
    sampled = _saxpy(gcnsim.Sampling(error=0.5, rounds=8), 256 * 2 * 8 * 64)
    (estimate, half), again = shorter         # again with the rate of its CUs apart (_apart)
    assert again == (estimate, half)
    assert half != estimate.cycles and sampled.detail_share < 0.5
    low, high = sampled.interval
    assert (high - low) / 2 >= abs(estimate.cycles - half) - 1


def _phase(timing, hot_first, n=1 << 18):
    """Workgroups of one instruction stream: those of one half of the grid read a few lines
    the L1 holds, the others scatter their loads over the array (found from outside: the
    first half's rounds were projected to the whole launch, -58% with a 1% interval)."""
    from gcnsim.lang import Ptr, f32, global_id, group_id, i32, kernel, local_id, num_groups
    from gcnsim.lang import select

    @kernel
    def phase(x: Ptr[f32], y: Ptr[f32], n: i32, hot_first: i32):
        early = group_id(0) < num_groups(0) // 2
        hot = early if hot_first == 1 else not early
        acc = f32(0)
        for k in range(2):
            acc = acc + x[select(hot, (local_id(0) + k * 64) % 1024,
                                 (global_id(0) * 16 + k * 4099 * 16) % n)]
        y[global_id(0)] = acc

    dev = Device(config=dataclasses.replace(get_device("vega64"), compute_units=1))
    x, y = dev.array(np.ones(n, np.float32)), dev.array(np.zeros(n, np.float32))
    return dev.compile(phase).phase(x, y, np.int32(n), np.int32(hot_first), grid=n, block=64,
                                    timing=timing).timing


def test_workgroups_apart_in_their_lines_alone_are_not_projected_from_the_others():
    full, sampled = _phase(True, 1), _phase("sampled", 1)
    low, high = sampled.interval
    assert low <= full.cycles <= high, (full.cycles, sampled.interval, sampled.method)


# One instruction stream: the workgroups from s[2] on read the LDS with every lane in one bank
# (stride 128 bytes), the ones before conflict-free (found from outside: an OpenCL kernel whose
# later workgroups conflict 8-way was projected from the first ones, -51% with a 1% interval).
CONFLICTS = """
  s_cmp_lt_u32 s12, s2
  s_cselect_b32 s11, 2, 7
  v_lshlrev_b32 v1, s11, v0
  v_and_b32 v1, 0x3ffc, v1
  s_mov_b32 s10, 8
loop:
  ds_read_b32 v2, v1
  s_waitcnt lgkmcnt(0)
  v_add_f32 v3, v2, v3
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 loop
  s_endpgm
"""


def _conflicts(timing, workgroups, first):
    dev = Device(config=dataclasses.replace(get_device("gfx900"), compute_units=2))
    return dev.load(CONFLICTS).run(64 * workgroups, 64, vgpr_count=8, shared_mem=8192,
                                   checker=None, sgprs={2: first, 12: "workgroup_id_x"},
                                   vgprs={0: "local_id_x"},
                                   timing=timing).timing


def test_workgroups_apart_in_their_lds_bank_conflicts_alone_are_not_projected_from_others():
    sampling = gcnsim.Sampling(error=0.05, rounds=8)
    full, sampled = _conflicts(True, 400, 250), _conflicts(sampling, 400, 250)
    low, high = sampled.interval
    assert low <= full.cycles <= high, (full.cycles, sampled.interval, sampled.method)
    assert "LDS bank clocks" in sampled.method and "from 250 on" in sampled.method


# One instruction stream of global atomics: the workgroups before s[2] add to the same 64
# words (every one of them queues on the same two lines), the others to 64 words of their own.
SHARED_ATOMICS = """
  s_cmp_lt_u32 s12, s2
  s_cselect_b32 s11, 0, s12
  s_lshl_b32 s11, s11, 8
  v_lshlrev_b32 v1, 2, v0
  v_add_u32 v1, s11, v1
  v_mov_b32 v2, 1
  s_mov_b32 s10, 4
loop:
  global_atomic_add v1, v2, s[8:9]
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 loop
  s_waitcnt vmcnt(0)
  s_endpgm
"""


def test_workgroups_apart_in_whom_their_atomics_meet_are_not_projected_from_others():
    dev = Device(config=dataclasses.replace(get_device("gfx900"), compute_units=2))
    out = dev.array(np.zeros(2000 * 64, np.int32))
    prog = dev.load(SHARED_ATOMICS)

    def run(timing):
        return prog.run(64 * 2000, 64, vgpr_count=8, checker=None, timing=timing,
                        sgprs={2: 1400, 8: (out.address & 0xFFFFFFFF, out.address >> 32),
                               12: "workgroup_id_x"}, vgprs={0: "local_id_x"}).timing
    full, sampled = run(True), run(gcnsim.Sampling(error=0.05, rounds=8))
    low, high = sampled.interval
    assert low <= full.cycles <= high, (full.cycles, sampled.interval, sampled.method)
    assert "workgroups sharing its atomics' lines" in sampled.method
    assert "from 1400 on" in sampled.method


def _histogram(timing, device, rounds):
    """histogram_lds (atomics of 64 bins, every workgroup on the same lines) over ``rounds``
    dispatch rounds of a 4-CU variant of ``device`` (8 workgroups of 256 a CU)."""
    target, xcds = {"mi300x": ("gfx942", 2), "mi250x": ("gfx90a", 1)}[device]
    dev = Device(config=dataclasses.replace(get_device(device), xcds=xcds, compute_units=4))
    prog = dev.load(ROOT / f"tests/data/kernels/{target}/histogram_lds.hsaco")
    n = 256 * 32 * rounds
    x = dev.array(np.random.default_rng(0).integers(0, 1 << 32, n, dtype=np.uint32))
    bins = dev.array(np.zeros(64, np.uint32))
    return prog.histogram_lds(x, bins, np.int32(n), grid=n, block=256, timing=timing).timing


@pytest.mark.parametrize("device, low, high", [("mi300x", 0.04, 0.08), ("mi250x", -0.005, 0.005)])
def test_the_rate_with_the_cus_workgroups_apart_is_measured(monkeypatch, device, low, high):
    # histogram_lds on a 4-CU MI300X of 2 XCDs: every workgroup ends with global atomics on the
    # same two lines, whose lanes pass one L2 atomic unit at a time on the device
    # (timing/memory/system.py, Atomics); with the second XCD's CUs half a residency late from
    # the start its rounds take ~6% longer (the two XCDs' turns on the lines meet otherwise
    # than when their dispatches start together): the interval reaches that far on that side.
    # On one XCD the two agree, and the interval reaches as far on both sides (its CUs may
    # lock in step, not drift apart: histogram_lds on a 2-CU MI250X).
    found = []
    real = sampling._apart
    monkeypatch.setattr(sampling, "_apart", lambda *args: found.append(real(*args)) or found[-1])
    sampled = _histogram(gcnsim.Sampling(error=0.05, rounds=16), device, 48)
    ((down, up), again), = found
    assert low < up < high, (down, up)
    assert down == (0.0 if device == "mi300x" else -up)
    assert len(again) == 8 * 32                 # its first 8 rounds again
    assert sampled.replayed_share == (16 + 8) / 48, sampled.method


def test_a_sampling_record_names_the_field_that_is_wrong():
    from gcnsim.timing.sampling import Sampling, SamplingError
    with pytest.raises(SamplingError, match=r"^Sampling needs rounds >= \d+, got 4$"):
        Sampling(rounds=4)
    with pytest.raises(SamplingError, match=r"^Sampling needs representatives >= 2, got 1$"):
        Sampling(representatives=1)
    with pytest.raises(SamplingError, match=r"^Sampling most= bounds the trips loops=N keeps: "
                       r"it needs loops= \(N >= 4\); got most=1 without it$"):
        Sampling(most=1)
    with pytest.raises(SamplingError, match=r"^Sampling most= keeps at least loops=8 trips"):
        Sampling(loops=8, most=5)


def test_an_error_no_prefix_can_reach_replays_the_launch_once():
    # 64 rounds of the uneven loop: doubling 8, 16 rounds then the whole replayed 1.375
    # launches' work before; an error under MODEL_SD's floor cannot be reached by any prefix
    sampled = _uneven(gcnsim.Sampling(error=0.005, rounds=8), 2 * 40 * 64)
    assert sampled.detail_share == 1 and sampled.replayed_share == 1.0
    assert sampled.interval == (sampled.cycles, sampled.cycles)
    assert ("replayed in full: error=0.50% is below the +-0.98% that every interval by rounds "
            "keeps") in sampled.method and sampled.method.endswith("an error= above it samples")


def test_a_prefix_whose_noise_cannot_narrow_in_time_is_given_up():
    # noise 5% narrowing as the square root of the rounds: to 3.5% at twice the rounds, 2.5%
    # at four times (beside a 1% floor no prefix narrows)
    assert sampling._hopeless(0.05, 0.03, 0.01, room=2.5)       # one doubling left
    assert not sampling._hopeless(0.05, 0.03, 0.01, room=4.5)   # two
    assert not sampling._hopeless(0.02, 0.03, 0.01, room=1)     # the interval's bias, not noise


def test_a_sampled_replay_tells_its_share_of_the_launch_and_its_cost():
    sampled = _saxpy(gcnsim.Sampling(error=0.05, rounds=16), 256 * 2 * 8 * 64)
    assert 0 < sampled.detail_share <= sampled.replayed_share < 0.5
    assert sampled.as_dict()["replayed_share"] == sampled.replayed_share


def test_a_sampled_results_stalls_say_whose_they_are():
    """run's table: a full replay's stalls as they are; a sampled one's said to be the
    replayed part's scaled; with a loop's trips cut, said to be left out."""
    full = SimpleNamespace(stalls={"sleep": 10, "nop": 0})
    assert _stall_rows(full) == [("  stall sleep", 10)]
    assert _stall_rows(SimpleNamespace(**vars(full), method="exact: too few rounds")) == \
        [("  stall sleep", 10)]
    rounds = SimpleNamespace(**vars(full), method="rounds", detail_share=0.25)
    assert _stall_rows(rounds) == [
        ("stalls", "the replayed part's (25.0% of the wave-instructions), scaled to the launch"),
        ("  stall sleep", 10)]
    cut = SimpleNamespace(stalls={}, method="the cut at 16", detail_share=0.5)
    assert _stall_rows(cut) == [
        ("stalls", "left out: the replayed trips' do not scale to the launch's")]


def _stream(timing, rounds, l2_kib, cus=2):
    # saxpy of ``rounds`` dispatch rounds (10 workgroups of 256 a CU) on a Vega 64 of ``cus``
    # CUs whose L2 holds ``l2_kib`` KiB: 40 KiB of lines a round on 2 CUs, half of them stored
    base = get_device("gfx900")
    memory = dataclasses.replace(base.memory,
                                 l2=dataclasses.replace(base.memory.l2, size=l2_kib << 10))
    dev = Device(config=dataclasses.replace(base, compute_units=cus, memory=memory))
    prog = dev.load(ROOT / "tests/data/kernels/gfx900/saxpy.hsaco")
    n = 256 * 10 * cus * rounds
    x, y = dev.array(np.arange(n, dtype=np.float32)), dev.array(np.ones(n, np.float32))
    return prog.saxpy(np.float32(2.0), x, y, np.int32(n), grid=n, block=256,
                      timing=timing).timing


def test_the_round_the_launch_s_lines_outgrow_the_l2_is_found_from_its_first_touches():
    base = get_device("gfx900")     # 64-byte L2 lines
    device = dataclasses.replace(base, memory=dataclasses.replace(
        base.memory, l2=dataclasses.replace(base.memory.l2, size=64 << 10)))   # 1,024 lines
    # 4 workgroups a round; each touches 40 new lines (two addresses a line), the 26th
    # workgroup the 1,001st-1,040th: round 7 of 8
    owners = np.repeat(np.arange(32), 80)
    first = np.stack([owners, np.arange(owners.size) * 32])
    assert sampling._filled(first, device, 4) == (7, "the L2s' 64 KiB")
    assert sampling._filled(first[:, :2000], device, 4) == (0, "")     # 1,000 lines: they fit
    mi300x = get_device("mi300x")       # 8 L2s of 4 MiB, 128-byte lines; the MALL's 256 MiB
    first = np.stack([np.arange(3 << 18), np.arange(3 << 18) * 128])    # 96 MiB
    assert sampling._filled(first, mi300x, 1 << 14) == (17, "the L2s' 32 MiB")
    first = np.stack([np.arange(3 << 21), np.arange(3 << 21) * 128])    # 768 MiB
    assert sampling._filled(first, mi300x, 1 << 14) == (129, "the L2s' 32 MiB and the MALL's "
                                                             "256 MiB")


def test_a_stream_is_projected_from_rounds_after_its_l2_fills(monkeypatch):
    # 256 rounds on 2 CUs, a 1 MiB L2 full in round 26: the rounds after it run 1% slower
    # (each line brought in writes a dirty one back). The steady window starts after it (a
    # prefix of 32 + 24 rounds, its half 24 + 16); from round 2, a prefix of 32, the
    # projection was 0.9% low.
    full = _stream(True, 256, 1024).cycles
    sampled = _stream("sampled", 256, 1024)
    assert sampled.interval[0] <= full <= sampled.interval[1]
    assert abs(sampled.cycles - full) < 0.003 * full
    assert sampled.replayed_share == (56 + 8) / 256         # and 8 with its CUs apart
    monkeypatch.setattr(sampling, "_filled", lambda *args: (0, ""))
    assert _stream("sampled", 256, 1024).cycles < 0.995 * full


def test_a_prefix_past_the_spend_is_not_replayed_ahead_of_the_whole():
    # 72 rounds: a prefix of 32 then the whole launch, were its interval wide, 1.44 launches
    sampled = _uneven(gcnsim.Sampling(error=0.05), 2 * 40 * 72)
    assert sampled.replayed_share == 1.0 and sampled.detail_share == 1.0
    assert sampled.method == (
        "exact: replayed in full: replaying the next prefix, 32 of the launch's 72 dispatch "
        "rounds, would bring the replays to 44% of the launch's work, more than SPEND=35%: "
        "were its interval then still wider than error=5.0%, the whole launch would be "
        "replayed after it, 1.44 replays in all; a launch of more dispatch rounds (a larger "
        "grid, or a device of fewer CUs) or a larger error= may sample")
    # a stream whose lines outgrow its L2 in round 26 of 64: no prefix shows its steady state
    sampled = _stream(gcnsim.Sampling(rounds=16), 64, 1024)
    assert sampled.replayed_share == 1.0
    assert "outgrow the L2s' 1 MiB in dispatch round 26 of 64" in sampled.method
    # one whose lines outgrow it in round 26 of 36, more rounds after it than the half of a
    # prefix a window of the last rounds may take: the prefix is not past half of it but
    # longer than it (it said "133 rounds, is past half the launch" of 103)
    sampled = _stream(gcnsim.Sampling(rounds=16), 36, 1024)
    assert sampled.replayed_share == 1.0
    assert sampled.method.endswith("outgrow the L2s' 1 MiB in dispatch round 26 of 36 (its first "
                                   "workgroups run with them not yet full: no write-backs of "
                                   "dirty lines, and the steady state only after): a prefix "
                                   "showing the steady state, 40 rounds, is longer than the "
                                   "launch's 36: it has too few rounds after the fill to "
                                   "sample; a launch of more dispatch rounds (a larger grid) "
                                   "samples")


def test_a_fill_in_the_launch_s_last_rounds_is_replayed_in_a_window_of_them_warmed():
    # 108 rounds on 2 CUs, the 4 MiB L2 full in round 103 (it was replayed whole): the last 8
    # rounds from an L2 holding what the first 2,000 workgroups' requests leave, dirty lines
    # and all, and 24 from the start: the 32 of a prefix, and 8 with its CUs apart
    full = _stream(True, 108, 4096).cycles
    sampled = _stream("sampled", 108, 4096)
    assert sampled.interval[0] <= full <= sampled.interval[1]
    assert abs(sampled.cycles - full) < 0.005 * full
    assert sampled.detail_share == 32 / 108 and sampled.replayed_share == 40 / 108
    assert sampled.method.startswith("rounds: 24 from the start and the last 8 from round 100 "
                                     "of 108, its lines outgrowing the L2s' 4 MiB in round 103, "
                                     "the caches, TLBs and DRAM rows warmed by the memory "
                                     "requests of the 2000 workgroups before it")


def test_a_stream_past_its_l2_s_fill_is_projected_from_a_second_window_warmed(monkeypatch):
    # 256 rounds on 2 CUs, a 1 MiB L2 full in round 26 (at 3 x 8 + 2: two windows of 8
    # rounds cost less than one prefix of 8 past it): rounds 0-8, and 26-34 from an L2 holding
    # what the first 520 workgroups' requests leave, dirty lines and all
    full = _stream(True, 256, 1024).cycles
    sampled = _stream(gcnsim.Sampling(rounds=8), 256, 1024)
    assert sampled.interval[0] <= full <= sampled.interval[1]
    assert abs(sampled.cycles - full) < 0.004 * full
    assert sampled.replayed_share == sampled.detail_share == 16 / 256
    assert sampled.method.startswith("rounds: 8 from the start and 8 from round 26 of 256")
    assert "warmed by the memory requests of the 520 workgroups before it" in sampled.method
    # from cold caches the second window writes nothing back: 0.9% low
    monkeypatch.setattr(sampling, "_warmed", lambda recorder, device, *args: MemorySystem(device))
    assert _stream(gcnsim.Sampling(rounds=8), 256, 1024).cycles < 0.994 * full


def _asked(device, seed, lines):
    """(3,000 Requests of loads, stores and atomics, each of up to 3 of ``lines`` lines, an
    order to ask them in, the CU asking each, ``device`` of 4 CUs and at most 2 XCDs)."""
    rng = np.random.default_rng(seed)
    kinds = [LOAD, STORE, LOAD, ATOMIC, LOAD_L2, STREAM[LOAD]]
    requests = [Request(tuple(sorted({int(a) * 128 for a in rng.integers(0, lines, 3)})),
                        kinds[k % len(kinds)], (2, 3) if kinds[k % len(kinds)] == ATOMIC else 1)
                for k in range(3000)]
    order = rng.permutation(len(requests))
    config = get_device(device)
    return (requests, order, rng.integers(0, 4, order.size),
            dataclasses.replace(config, compute_units=4, xcds=min(config.xcds, 2)))


@pytest.mark.parametrize("device", ["vega64", "mi300x", "mi250x"])
def test_a_warm_up_leaves_the_hierarchy_as_the_ports_asked_one_by_one(device):
    requests, order, cus, config = _asked(device, 7, 1 << 15)
    warmed, asked = MemorySystem(config), MemorySystem(config)
    warmed.warm_up(requests, tables(requests), order, cus, step=16)
    for k, (number, cu) in enumerate(zip(order.tolist(), cus.tolist())):
        request = requests[number]
        asked.port(cu)[request.kind](16 * k, list(request.lines), request.serial)
    assert warmed.held_digest() == asked.held_digest()
    assert warmed.counters() == asked.counters()


@pytest.mark.parametrize("device", ["vega64", "mi300x"])
def test_a_warm_up_going_on_from_an_earlier_one_leaves_what_one_warm_up_leaves(device):
    """A third window's warm-up goes on from the second's (sampling._warmed ``going``): the
    requests after the first part asked from the hierarchy it left, their cycles counted on
    from its requests (``asked``), leave it as the requests asked in one warm-up do."""
    requests, order, cus, config = _asked(device, 11, 1 << 14)
    once, parts = MemorySystem(config), MemorySystem(config)
    once.warm_up(requests, tables(requests), order, cus)
    parts.warm_up(requests, tables(requests), order[:1234], cus[:1234])
    parts.carried()                 # (a window's replay started from it: it is left as it was)
    parts.warm_up(requests, tables(requests), order[1234:], cus[1234:], 1234)
    assert parts.held_digest() == once.held_digest()
    assert parts.counters() == once.counters()


def test_a_prefix_s_method_says_what_was_replayed():
    """A launch sampled by one prefix said only "rounds": it says the prefix's rounds of the
    launch's, its workgroups and where the rate it projects starts (the first word stays)."""
    sampled = _uneven(gcnsim.Sampling(rounds=8, error=0.05), 2 * 40 * 64)
    assert sampled.method == ("rounds: a prefix of 8 dispatch rounds of 64 (640 workgroups) "
                              "replayed, its rate from round 2 on projecting the rest")


def _first_touches(requests, asked):
    """profiles' per line the workgroup touching it first, and the lines, ascending."""
    lines = np.array([line for r in requests for line in r.lines], np.int64)
    owners = np.repeat(asked, [len(r.lines) for r in requests])
    line, at = np.unique(lines, return_inverse=True)
    toucher = np.full(line.size, asked.max() + 1, np.int64)
    np.minimum.at(toucher, at, owners)
    return toucher, line


def test_a_window_far_past_the_fill_is_warmed_by_the_rounds_that_fill_the_caches_only():
    """_since: the requests of twice the fill's workgroups before a window, where they touch
    twice the largest cache's lines; all before it where they touch fewer (lines the
    earlier workgroups left could still be there)."""
    device = get_device("mi250x")                   # one L2 of 8 MiB, 128-byte lines
    held = device.memory.l2.size // device.memory.l2.line
    streamed = [Request(tuple(range(k * 128, (k + 1) * 128, 128)), LOAD)
                for k in range(6 * held)]           # one new line a request
    asked = np.arange(6 * held) // 64               # 64 requests a workgroup
    recorder = SimpleNamespace(request_tables=lambda: tables(streamed))
    fill = 2 * held // 64 // 2                      # the workgroups bringing one L2's lines
    start = asked[-1] - 10
    touched = asked, _first_touches(streamed, asked)
    assert sampling._since(recorder, device, touched, start, fill, [start]) == start - 2 * fill
    reused = [Request((k % (3 * held // 2) * 128,), LOAD)    # one and a half L2s' lines
              for k in range(6 * held)]
    recorder = SimpleNamespace(request_tables=lambda: tables(reused))
    touched = asked, _first_touches(reused, asked)
    assert sampling._since(recorder, device, touched, start, fill, [start]) == 0
    assert sampling._since(recorder, device, touched, fill, fill, [fill]) == 0  # none before


def test_a_window_past_the_l2s_fill_is_warmed_from_it_where_the_mall_keeps_nothing_it_reads():
    """_since on a chip whose Infinity Cache the launch does not outgrow (MI300X: 256 MiB,
    past its L2s' fill): the requests of twice the fill's workgroups before a window that
    reads only lines they or later ones touch; all before it for a window that reads again a
    line only the first workgroups touched (the MALL still holds it: a hit in the launch)."""
    device = dataclasses.replace(get_device("mi300x"), xcds=2, compute_units=4)
    held = 2 * device.memory.l2.size // device.memory.l2.line     # two L2s of 4 MiB
    streamed = [Request((k * 128,), STORE) for k in range(6 * held)]
    streamed[-64:] = [Request((k * 128,), LOAD) for k in range(64)]  # the last reads the first's
    asked = np.arange(6 * held) // 64
    recorder = SimpleNamespace(request_tables=lambda: tables(streamed))
    touched = asked, _first_touches(streamed, asked)
    fill, last = held // 64, int(asked[-1])
    assert sampling._since(recorder, device, touched, last - 1, fill, [last - 1]) == (
        last - 1 - 2 * fill)
    assert sampling._since(recorder, device, touched, last - 1, fill, [last - 1, last]) == 0


# Each wave loads a dword of its own (one workgroup of one wave each).
LOADS = """
  v_lshlrev_b32 v1, 2, v0
  s_lshl_b32 s13, s12, 8
  v_add_u32 v1, s13, v1
  global_load_dword v2, v1, s[8:9]
  s_waitcnt vmcnt(0)
  s_endpgm
"""


def test_a_vector_instruction_that_asks_nothing_gives_no_request_an_owner():
    """profiles: a vector memory instruction of waves that ask nothing (record.NO_REQUEST, as
    a loop's cut leaves out) had its workgroups written over the owner of the launch's last
    request (index -1)."""
    dev = Device("gfx900")
    data = dev.array(np.zeros(1024, np.float32))
    recorder = Recorder(dev.config.lds_banks, dev.config.memory)
    dev.load(LOADS).run(64 * 4, 64, vgpr_count=8, checker=None, timing=recorder,
                        sgprs={8: (data.address & 0xFFFFFFFF, data.address >> 32),
                               12: "workgroup_id_x"}, vgprs={0: "local_id_x"})
    owners = sampling.profiles(recorder, dev.config, 4)[2]
    assert owners.tolist() == [0, 1, 2, 3]          # a request a wave, in dispatch order
    (run, ids, costs), = [item for item in recorder.log
                          if any(cost is not None and np.size(cost) for cost in item[2])]
    load = [k for k, cost in enumerate(costs) if cost is not None][0]
    recorder.log.append((run[load:load + 1], ids[::-1],             # the last wave: group 0
                         (np.full(len(ids), NO_REQUEST, np.int64),)))
    assert sampling.profiles(recorder, dev.config, 4)[2].tolist() == [0, 1, 2, 3]


def _plain_lines(owner, lines, device, count, per_round):
    """sampling._lines the plain way, a pair at a time: per workgroup its distinct lines,
    their stretches (a new one where a line leaps past an L2 line into another page) and
    whether over three quarters were first touched a round or more before it; per line its
    first toucher, and the lines."""
    memory = device.memory
    page = (memory.translation.page if memory.translation is not None
            else memory.dram.row_bytes * memory.dram.channels)
    mine = {}
    for o, line in zip(owner.tolist(), lines.tolist()):
        mine.setdefault(o, set()).add(line)
    first = {}
    for o in sorted(mine):
        for line in mine[o]:
            first.setdefault(line, o)
    touched, stretches, before = (np.zeros(count, np.int64) for _ in range(3))
    for o, held in mine.items():
        held = sorted(held)
        touched[o] = len(held)
        stretches[o] = 1 + sum(a // page != b // page and b - a > memory.l2.line
                               for a, b in zip(held, held[1:]))
        before[o] = 4 * sum(first[line] <= o - per_round for line in held) > 3 * len(held)
    line = sorted(first)
    return touched, stretches, before, np.array([[first[k] for k in line], line], np.int64)


@pytest.mark.parametrize("device", ["mi250x", "vega64"])
@pytest.mark.parametrize("seed", range(6))
def test_the_profiles_lines_are_those_of_each_pair_in_turn(device, seed):
    """sampling._lines against _plain_lines: random workgroups and lines, near (a table over
    their span), scattered (numbered by a sort) and far apart (numbered densely first)."""
    rng = np.random.default_rng(seed)
    config = get_device(device)
    count = int(rng.integers(1, 40))
    owner = rng.integers(0, count, int(rng.integers(1, 3000)))
    step = [64, 128, 4096, 16][seed % 4]
    lines = rng.integers(0, [40, 3000, 10**6, 1 << 58][seed % 4], owner.size) * step
    per_round = 1 + seed % 5
    found = sampling._lines(owner.copy(), lines.copy(), config, count, per_round)  # (its own)
    plain = _plain_lines(owner, lines, config, count, per_round)
    for a, b in zip(found, plain):
        assert np.array_equal(a, b)


def test_the_profiles_lines_of_launches_are_those_of_each_pair_in_turn(monkeypatch):
    """profiles' line columns (lines touched, stretches, lines touched rounds before) and
    first touches on the records of a saxpy, a histogram of atomics and a launch whose
    halves touch their lines otherwise: _plain_lines' from the vector requests and owners."""
    real, checked = sampling.profiles, []

    def spy(recorder, device, per_round):
        found = real(recorder, device, per_round)
        features, first, owners = found
        vector = np.array([r.kind != "scalar" for r in recorder.requests], bool) & (owners >= 0)
        sizes = [len(r.lines) for r in recorder.requests]
        lines = np.array([line for r in recorder.requests for line in r.lines], np.int64)
        plain = _plain_lines(np.repeat(owners, sizes)[np.repeat(vector, sizes)],
                             lines[np.repeat(vector, sizes)], device, len(features), per_round)
        for column, expected in zip((3, 8, 9), plain):
            assert np.array_equal(features[:, column], expected)
        assert np.array_equal(first, plain[3])
        checked.append(len(features))
        return found
    monkeypatch.setattr(sampling, "profiles", spy)
    _saxpy(gcnsim.Sampling(error=0.05, rounds=16), 256 * 2 * 8 * 64)
    _histogram(gcnsim.Sampling(error=0.05, rounds=16), "mi250x", 48)
    _phase("sampled", 1)
    assert len(checked) == 3
