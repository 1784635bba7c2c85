"""Race detection while running (emu/races.py): the race corpus (tests/data/races/races.cl,
twelve racy kernels and their race-free twins) reports every race with its kind, severity and
both source lines and nothing on a twin; the clang, Triton and language corpora report nothing;
atomics, barriers, same values and the ``gcnsim: allow race`` comment; races=True stops the
launch with a RaceError, races="warn" collects; both compose with checker= and adversarial
timing; ``gcnsim run --races`` prints them, with --json as objects."""
import json
import re
import shutil
from pathlib import Path

import numpy as np
import pytest

import gcnsim
from gcnsim.cli import main
from gcnsim.emu import workers
from gcnsim.emu.launch import LaunchError, LaunchOptions
from gcnsim.emu import race_shadow
from gcnsim.emu.race_shadow import RaceShadowLimit, Shadow, dwords
from gcnsim.emu.race_report import RAW, WAR, WAW
from gcnsim.emu.races import RaceDetector
from gcnsim.lang import (Ptr, atomic_add, barrier, f32, group_id, i32, kernel, local_id,
                         shared)
from gcnsim.runtime import Device
from tests.kernels import test_kernels as kernel_tests, test_triton as triton_tests
from tests.lang.corpus import CASES as LANG_CASES

ROOT = Path(__file__).resolve().parents[2]
RACES = ROOT / "tests" / "data" / "races"
CODE = RACES / "races_gfx900.hsaco"
TARGETS = ("gfx900", "gfx942")          # tools/build_races.py builds both
SOURCE = RACES / "races.cl"

# racy kernel -> (block, grid, kind, severity, its race-free twin)
RACY = {
    "reduce_nobarrier": (256, 256, RAW, "error", "reduce_barrier"),
    "tile_reuse": (128, 128, WAR, "error", "tile_reuse_barrier"),
    "double_buffer_war": (128, 128, WAR, "error", "double_buffer"),
    "flag_handoff": (128, 128, WAR, "error", "flag_handoff_barrier"),
    "workgroups_waw": (128, 256, WAW, "warning", "workgroups_apart"),
    "two_lanes": (64, 64, WAW, "warning", "one_lane_each"),
    "lds_waw": (128, 128, WAW, "error", "lds_own"),
    "global_raw": (128, 128, RAW, "error", "global_raw_barrier"),
    "global_war": (128, 128, WAR, "error", "global_war_barrier"),
    "stencil_early": (128, 128, RAW, "error", "stencil"),
    "histogram_plain": (128, 128, WAR, "error", "histogram_atomic"),
    "counter_plain": (64, 256, WAW, "warning", "counter_atomic"),
}
TWINS = {twin: (block, grid) for block, grid, _, _, twin in RACY.values()}
# Global races within a workgroup are warnings where the code may be atomics: on gfx900 every
# plain access may be a workgroup-scope atomic; on gfx942 volatile accesses carry sc0 sc1.
WARNED = {("flag_handoff", "gfx900"), ("global_raw", "gfx900"), ("global_war", "gfx900"),
          ("flag_handoff", "gfx942"), ("global_raw", "gfx942")}


def marked_lines(kernel):
    """The lines of ``kernel`` in races.cl marked ``// race``."""
    lines = SOURCE.read_text().splitlines()
    start = next(k for k, line in enumerate(lines) if f"__kernel void {kernel}(" in line)
    end = next((k for k in range(start + 1, len(lines)) if "__kernel" in lines[k]), len(lines))
    return {k + 1 for k in range(start, end) if "// race" in lines[k]}


def launch(kernel, block, grid, target="gfx900", **options):
    """The Launch of a race corpus kernel on int buffers of 1024 elements (0..99)."""
    dev = Device(target)
    k = dev.load(RACES / f"races_{target}.hsaco")[kernel]
    rng = np.random.default_rng(1)
    args = [dev.array(rng.integers(0, 100, 1024).astype(np.int32)) for _ in k.args]
    return k(*args, grid=grid, block=block, **options)


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("kernel", sorted(RACY))
def test_racy_kernel_is_reported_with_kind_and_both_lines(kernel, target):
    block, grid, kind, severity, _ = RACY[kernel]
    severity = "warning" if (kernel, target) in WARNED else severity
    reports = launch(kernel, block, grid, target, races="warn").extra["races"]
    found = {(r.kind, r.severity, frozenset((r.first.source.line, r.second.source.line)))
             for r in reports}
    assert (kind, severity, frozenset(marked_lines(kernel))) in found, reports
    assert all(r.first.source.file == r.second.source.file == "./tests/data/races/races.cl"
               for r in reports)


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("kernel", sorted(TWINS))
def test_race_free_twin_reports_nothing(kernel, target):
    block, grid = TWINS[kernel]
    assert launch(kernel, block, grid, target, races=True).extra["races"] == []


def test_an_error_stops_the_launch_naming_both_accesses():
    with pytest.raises(gcnsim.RaceError) as caught:
        launch("stencil_early", 128, 128, races=True)
    text = str(caught.value)
    assert text.startswith("./tests/data/races/races.cl:")
    assert "read-after-write race on LDS" in text and "(no s_barrier between them)" in text
    lines = [int(n) for n in re.findall(r"races\.cl:(\d+)", text)]
    assert set(lines) == marked_lines("stencil_early")
    assert re.search(r"wave \d+ lane \d+ pc 0x[0-9a-f]+ 'ds_read", text)


def test_warnings_do_not_stop_the_launch():
    done = launch("workgroups_waw", 128, 256, races=True)
    assert [r.severity for r in done.extra["races"]] == ["warning"]
    assert "different workgroups" in str(done.extra["races"][0])


def test_the_allow_comment_drops_the_report(monkeypatch):
    monkeypatch.chdir(ROOT)             # the line table names the source from the checkout
    assert launch("two_lanes_allowed", 64, 64, races=True).extra["races"] == []
    assert len(launch("two_lanes", 64, 64, races=True).extra["races"]) == 1



@kernel
def halves_allowed(out: Ptr[i32]):
    i = local_id(0)
    out[i // 2] = i  # gcnsim: allow race


@kernel
def halves(out: Ptr[i32]):
    i = local_id(0)
    out[i // 2] = i


def test_the_allow_comment_on_a_language_line():
    dev = Device("gfx900")
    found = {}
    for k in (halves_allowed, halves):
        compiled = k.compile("gfx900")
        done = getattr(dev.load(compiled.code_object), compiled.name)(
            dev.array(np.zeros(64, np.int32)), grid=64, block=64, races=True)
        found[compiled.name] = done.extra["races"]
    assert found["halves_allowed"] == []
    (report,) = found["halves"]
    assert report.second.source.file == __file__ and report.why == "two lanes of one instruction"

def test_races_compose_with_the_checkers():
    timed = launch("tile_reuse", 128, 128, races="warn", timing=True)
    assert {r.kind for r in timed.extra["races"]} == {WAR} and timed.timing.cycles > 0
    prog = Device("gfx900").load("  s_memtime s[2:3]\n  s_waitcnt lgkmcnt(0)\n"
                                 "  v_and_b32 v1, 63, v0\n  v_lshlrev_b32 v1, 2, v1\n"
                                 "  ds_write_b32 v1, v0\n  s_endpgm\n")
    again = prog.run(128, 128, vgprs={0: "local_id_x"}, shared_mem=1024, races="warn",
                     timing=True)                   # run twice for its clock: the first's races
    assert [r.kind for r in again.extra["races"]] == [WAW]
    checked = launch("tile_reuse", 128, 128, races="warn", init=True)    # emu/initcheck.py
    assert {r.kind for r in checked.extra["races"]} == {WAR} and checked.extra["init"] == []
    for checker in ("adversarial", gcnsim.WaitcntChecker(mode="warn"), None):
        assert launch("reduce_barrier", 256, 256, races=True, checker=checker).extra[
            "races"] == []
        kinds = {r.kind for r in launch("tile_reuse", 128, 128, races="warn",
                                        checker=checker).extra["races"]}
        assert kinds == {WAR}


# ---- assembly: what races and what does not -----------------------------------------------------

def raw(body, grid=128, block=128, **options):
    """The race reports of ``body`` (wave w of a workgroup has s0 = w, v1 = lane * 4)."""
    dev = Device("gfx900")
    prog = dev.load("  v_and_b32 v1, 63, v0\n  v_lshlrev_b32 v1, 2, v1\n" + body
                    + "\n  s_endpgm\n")
    waves = -(-grid // 64)
    done = prog.run(grid, block, sgprs={0: np.arange(waves) % (block // 64)},
                    vgprs={0: "local_id_x"}, shared_mem=1024, races="warn", **options)
    return done.extra["races"]


def test_a_barrier_orders_waves():
    first = "  s_cmp_eq_u32 s0, 0\n  s_cbranch_scc0 skip\n  ds_write_b32 v1, v0\nskip:\n"
    then = "  ds_read_b32 v2, v1\n  s_waitcnt lgkmcnt(0)"
    assert raw(first + "  s_waitcnt lgkmcnt(0)\n  s_barrier\n" + then) == []
    (report,) = raw(first + then)
    assert (report.kind, report.space, report.address) == (RAW, "LDS", 0)
    assert (report.first.wave, report.second.wave) == (0, 1)


def test_atomics_do_not_race_each_other_but_race_plain_accesses():
    assert raw("  v_mov_b32 v3, 0\n  ds_add_u32 v3, v0") == []
    (report,) = raw("  v_mov_b32 v3, 0\n  ds_add_u32 v3, v0\n  ds_read_b32 v2, v3")
    assert report.kind == RAW


def test_the_same_value_written_again_is_a_note():
    (report,) = raw("  v_mov_b32 v2, 7\n  ds_write_b32 v1, v2")
    assert (report.kind, report.severity) == (WAW, "note")



def test_errors_are_listed_before_notes():
    # a note found first (the same value again) came before the real error in --races warn
    body = "  v_mov_b32 v2, 7\n  ds_write_b32 v1, v2\n  ds_write_b32 v1, v0"
    assert [r.severity for r in raw(body)] == ["error", "error", "note"]


def test_the_same_value_from_another_instruction_is_a_note():
    body = ("  v_mov_b32 v2, 7\n  s_cmp_eq_u32 s0, 0\n  s_cbranch_scc0 other\n"
            "  ds_write_b32 v1, v2\n  s_endpgm\nother:\n  ds_write_b32 v1, v2")
    (report,) = raw(body)
    assert (report.kind, report.severity) == (WAW, "note")
    assert report.first.pc != report.second.pc
    (report,) = raw(body.replace("ds_write_b32 v1, v2\n  s_endpgm", "ds_write_b32 v1, v0\n"
                                 "  s_endpgm"))
    assert (report.kind, report.severity) == (WAW, "error")


def test_workgroups_in_different_batches_still_race():
    (report,) = launch("workgroups_waw", 128, 256, races="warn", max_waves=2).extra["races"]
    assert report.why == "different workgroups, not both atomic"
    found = launch("lds_own", 128, 256, races="warn", max_waves=2).extra["races"]
    assert [(r.space, r.severity) for r in found] == [("global", "note")]   # out[l], same

def test_two_lanes_name_both():
    (report,) = raw("  v_mov_b32 v3, 0\n  ds_write_b32 v3, v0", grid=64, block=64)
    assert report.why == "two lanes of one instruction" and report.severity == "warning"
    assert (report.first.wave, report.first.lane, report.second.lane) == (0, 0, 1)


def test_workgroups_have_their_own_lds():
    assert raw("  ds_write_b32 v1, v0", grid=256, block=64) == []


def test_sub_dword_accesses_race_only_on_shared_bytes():
    assert raw("  v_lshrrev_b32 v1, 2, v1\n  v_mad_u32_u24 v1, s0, 64, v1\n"
               "  ds_write_b8 v1, v0") == []
    assert dwords(np.array([2, 4]), 3)[2].tolist() == [0b1100, 0b0001, 0b0111]


def test_the_shadow_grows_by_lines():
    shadow = Shadow()
    at = shadow.index(np.array([5, 1 << 40, 6], np.int64))
    assert shadow.lines == 2 and at[2] - at[0] == 1
    assert shadow.index(np.array([1 << 40], np.int64))[0] == at[1] and shadow.lines == 2


# ---- shapes that once read shadow fields no wave had set: none may report a race ----------

def shaped(body, grid=128, block=128):
    """Race reports of ``body`` with v1 = local id * 4 and s[2:3] (s[4:7] as a buffer resource)
    a 4 KiB global buffer, each of the shapes the trial crashed on: a wave's rows meeting
    bytes no wave had touched in the step another row meets a conflict."""
    dev = Device("gfx900")
    out = dev.zeros(1024, np.int32)
    lo, hi = out.address & 0xFFFFFFFF, out.address >> 32
    prog = dev.load("  v_lshlrev_b32 v1, 2, v0\n" + body + "\n  s_endpgm\n")
    done = prog.run(grid, block, sgprs={2: lo, 3: hi, 4: lo, 5: hi, 6: 4096, 7: 0x27000},
                    vgprs={0: "local_id_x"}, shared_mem=1024, races="warn")
    return {(r.kind, r.space, r.severity) for r in done.extra["races"]}


@pytest.mark.parametrize("body, grid, found", [
    ("  ds_write_b32 v1, v0 offset:256\n  ds_read_b32 v2, v1", 128, (RAW, "LDS", "error")),
    ("  global_store_dword v1, v0, s[2:3] offset:256\n  global_load_dword v2, v1, s[2:3]", 128,
     (RAW, "global", "warning")),      # gfx900: plain may be a workgroup atomic
    ("  ds_write_b32 v1, v0 offset:256\n  ds_write_b32 v1, v0", 128, (WAW, "LDS", "error")),
    ("  ds_write2_b32 v1, v0, v0 offset1:64", 128, (WAW, "LDS", "error")),
    ("  buffer_store_dword v0, v1, s[4:7], 0 offen offset:256\n"
     "  buffer_load_dword v2, v1, s[4:7], 0 offen", 128, (RAW, "global", "warning")),
    ("  ds_write_b32 v1, v0 offset:256\n  ds_read_b32 v2, v1", 88, (RAW, "LDS", "error")),
], ids=["lds", "global", "lds-waw", "write2", "mubuf", "partial-group"])
def test_a_race_beside_untouched_bytes_is_reported(body, grid, found):
    for _ in range(3):                  # the crash read uninitialised data: varied run to run
        assert found in shaped(body, grid)


def test_two_waves_of_one_global_store_may_be_workgroup_atomics_on_gfx900():
    # the same dwords from two waves in one step: a workgroup-scope atomic store looks so
    assert shaped("  v_and_b32 v2, 0xff, v1\n  global_store_dword v2, v0, s[2:3]") == {
        (WAW, "global", "warning")}


def test_a_partial_workgroup_of_a_language_reduction_has_no_race():
    @kernel
    def tree(out: Ptr[i32]):
        s = shared(i32, 256)
        lid = local_id(0)
        s[lid] = lid
        barrier()
        st = 128
        while st > 0:
            if lid < st:
                s[lid] = s[lid] + s[lid + st]
            barrier()
            st = st // 2
        if lid == 0:
            out[group_id(0)] = s[0]
    dev = Device("gfx900")
    done = dev.compile(tree).tree(dev.zeros(4, np.int32), grid=344, block=256, races="warn")
    assert done.extra["races"] == []


MESSAGE_PASSING = """
kernel void mp(global int *data, global atomic_int *flag, global int *out) {
  int l = get_local_id(0);
  if (l == 0) {
    data[0] = 42;
    atomic_store_explicit(flag, 1, memory_order_release, memory_scope_work_group);
  } else if (l == 64) {
    while (atomic_load_explicit(flag, memory_order_acquire, memory_scope_work_group) == 0) {}
    out[0] = data[0];
  }
}
"""


@pytest.mark.skipif(shutil.which("clang-19") is None, reason="clang-19 not installed")
@pytest.mark.parametrize("target", ["gfx900", "gfx90a", "gfx942"])
def test_an_atomic_flag_handoff_in_a_workgroup_is_no_error(target, tmp_path):
    # clang-19 compiles workgroup-scope atomics to plain loads and stores on gfx900/gfx90a and
    # marks them sc0 on gfx942: the flag and the data it guards are at most warnings
    source = tmp_path / "mp.cl"
    source.write_text(MESSAGE_PASSING)
    dev = Device(target)
    args = [dev.zeros(1, np.int32) for _ in range(3)]
    done = dev.load(source)["mp"](*args, grid=128, block=128, races=True)
    assert args[2].numpy()[0] == 42
    assert {r.severity for r in done.extra["races"]} <= {"warning"}
    assert done.extra["races"], "the unordered pairs are still named"


def test_a_fault_inside_a_step_names_the_waves_of_its_batch(monkeypatch):
    # the trial's crash said "wave 0" for a fault that any wave of the batch could have had
    def fault(*_):
        raise IndexError("index 7 is out of bounds")
    monkeypatch.setattr(RaceDetector, "_check", fault)
    with pytest.raises(gcnsim.GcnsimError, match=r"one of waves 0-3 pc 0x[0-9a-f]+ "
                                                  r"'ds_write_b32 v1, v0': IndexError"):
        raw("  ds_write_b32 v1, v0", grid=256)


def test_the_shadow_is_bounded(monkeypatch):
    # the trial's 1 KiB-strided stores of 262,144 work-items took a 2.48 GB shadow
    monkeypatch.setattr(race_shadow, "budget", lambda: 3 * race_shadow.LINE_BYTES)
    shadow = Shadow()
    shadow.index(np.arange(3, dtype=np.int64) << 8)          # three lines: within the bound
    with pytest.raises(RaceShadowLimit, match="touch 4 1 KiB lines of memory, more than the "
                                              "race shadow's bound of 3"):
        shadow.index(np.array([3 << 8], np.int64))
    assert shadow.f["w_wave"].size == 3 * 256                 # nothing allocated past it
    monkeypatch.setattr(race_shadow, "budget", lambda: race_shadow.LINE_BYTES - 1)
    with pytest.raises(RaceShadowLimit):
        raw("  ds_write_b32 v1, v0")


# ---- options, workers and the command line -----------------------------------------------------

def test_races_is_a_checked_launch_option():
    assert LaunchOptions(grid=64).detector is None
    assert LaunchOptions(grid=64, races="warn").detector.mode == "warn"
    with pytest.raises(LaunchError, match="races must be True, 'warn' or False"):
        LaunchOptions(grid=64, races="loud")


def test_races_run_on_one_worker():
    from gcnsim.emu.program import CodeImage
    code = CodeImage("gfx900", b"")
    plan = workers.plan(LaunchOptions(grid=64, races=True, workers=2), code, 4)
    assert plan.workers == 1 and "races=" in plan.rule


def test_cli_run_races_json(capsys):
    status = main(["run", str(CODE), "--kernel", "two_lanes", "--grid", "64", "--block", "64",
                   "--arg", "i32:64", "--races", "warn", "--json"])
    assert status == 0
    (report,) = json.loads(capsys.readouterr().out)["races"]
    assert report["kind"] == WAW and report["severity"] == "warning"
    assert report["first"]["source"].startswith("./tests/data/races/races.cl:")


def test_cli_run_races_stops_at_an_error(capsys):
    status = main(["run", str(CODE), "--kernel", "lds_waw", "--grid", "128", "--block", "128",
                   "--arg", "i32:128", "--races"])
    err = capsys.readouterr().err
    assert status != 0 and "write-after-write race on LDS" in err


def test_cli_run_lists_warnings(capsys):
    assert main(["run", str(CODE), "--kernel", "two_lanes", "--grid", "64", "--block", "64",
                 "--arg", "i32:64", "--races"]) == 0
    assert "race reports" in capsys.readouterr().out


def test_a_detector_alone_validates_its_mode():
    with pytest.raises(ValueError):
        RaceDetector("sometimes")


# ---- the corpora: compiled code has no race ------------------------------------------------------

@pytest.fixture
def detectors(monkeypatch):
    """Every RaceDetector hooked into a launch while the test runs."""
    made = []
    hook = RaceDetector.hook

    def recording(self, inner):
        made.append(self)
        return hook(self, inner)
    monkeypatch.setattr(RaceDetector, "hook", recording)
    return made


CLANG_RUNS = [(case, target) for case, target in kernel_tests.RUNS
              if target in ("gfx900", "gfx90a")]


@pytest.mark.parametrize("case, target", CLANG_RUNS,
                         ids=[f"{c.name}-{t}" for c, t in CLANG_RUNS])
def test_clang_corpus_has_no_race(case, target):
    args, copies = kernel_tests.build(case)
    dev = Device(target)
    program = dev.load(kernel_tests.KERNELS / target / f"{case.source}.hsaco")
    device_args = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
    done = getattr(program, case.kernel)(*device_args, grid=case.grid, block=case.block,
                                         races=True)
    assert done.extra["races"] == []


TRITON_RUNS = [path for path, preload in triton_tests.RUNS if preload]


@pytest.mark.parametrize("path", TRITON_RUNS, ids=[f"{p.stem}-{p.parent.name}"
                                                   for p in TRITON_RUNS])
def test_triton_corpus_has_no_race(path, detectors):
    manifest = triton_tests.manifest_of(path)
    host, want, buffers = triton_tests.run(manifest, path.with_suffix(".hsaco").read_bytes(),
                                           np.random.default_rng(triton_tests.SEED), races=True)
    assert triton_tests.check(manifest, host, want, buffers) == []
    assert detectors and [r for d in detectors for r in d.reports] == []


@pytest.mark.parametrize("name", sorted(LANG_CASES))
def test_language_corpus_has_no_race(name):
    case = LANG_CASES[name]
    target = "gfx900" if "gfx900" in case.targets else case.targets[0]
    compiled = case.kernel.compile(target, max_vgprs=case.max_vgprs)
    dev = Device(target)
    args = case.inputs(np.random.default_rng(7))
    bufs = [dev.array(a.copy()) if isinstance(a, np.ndarray) else a for a in args]
    done = getattr(dev.load(compiled.code_object), compiled.name)(
        *bufs, grid=case.grid, block=case.block, races=True)
    assert done.extra["races"] == []


def test_cli_profile_races_json(capsys):
    status = main(["profile", str(CODE), "--kernel", "two_lanes", "--grid", "64", "--block",
                   "64", "--arg", "i32:64", "--races", "warn", "--json"])
    assert status == 0
    (report,) = json.loads(capsys.readouterr().out)["races"]
    assert report["why"] == "two lanes of one instruction"


@pytest.mark.skipif(shutil.which("clang-19") is None, reason="clang-19 not installed")
def test_rebuild_matches_committed(tmp_path):
    """tools/build_races.py builds the committed race corpus byte for byte."""
    from tools.build_races import TARGETS as BUILT, main as build_races
    assert build_races(["--out", str(tmp_path)]) == 0
    for target in BUILT:
        name = f"races_{target}.hsaco"
        assert (tmp_path / name).read_bytes() == (RACES / name).read_bytes(), name


@kernel
def lost_update(x: Ptr[i32]):
    x[0] = x[0] + 1


@kernel
def float_add(x: Ptr[f32]):
    atomic_add(x, 0, 1.0)


def test_the_kernel_languages_plain_race_is_an_error_where_its_code_is_known():
    """gfx900 compiles OpenCL's workgroup-scope atomics to plain accesses, so a plain race in
    a workgroup may be one (a warning saying how to tell); the kernel language has none, so
    in its code (Device.compile) the lost update is an error."""
    dev = Device("gfx900")
    x = dev.zeros(1, np.int32)
    with pytest.raises(gcnsim.RaceError, match=r"error: write-after-read race .* \(no "
                                               r"s_barrier between them\)$"):
        dev.compile(lost_update).lost_update(x, grid=256, block=128, races=True)
    unknown = dev.load(lost_update.compile("gfx900").code_object)
    done = unknown.lost_update(x, grid=256, block=128, races=True)
    assert [r.severity for r in done.extra["races"] if r.severity != "note"] == ["warning"]
    assert "unless both are workgroup-scope atomics in the source (OpenCL atomic_load/" \
           "atomic_store at memory_scope_work_group)" in str(done.extra["races"][0])


def test_the_kernel_languages_compare_and_swap_loop_is_no_error():
    """gfx900's f32 atomic add is a loop of a plain load then global_atomic_cmpswap: the load
    races with the other waves' swaps by design (a warning)."""
    dev = Device("gfx900")
    x = dev.zeros(1, np.float32)
    done = dev.compile(float_add).float_add(x, grid=256, block=128, races=True)
    assert x.numpy()[0] == 256
    assert {r.severity for r in done.extra["races"]} == {"warning"}
    assert all("one is an atomic" in r.why for r in done.extra["races"])
