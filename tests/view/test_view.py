"""The wave viewer (gcnsim/view/): ``view=`` records one workgroup (``view_group``, 0 by
default) step by step from the interpreter tier (EXEC before and after, registers read and
written per lane), bounded by STEPS; the page replays it in chromium (tests/browser.py) fitting
1,000 and 1,600 px windows, without console errors, stepping forward and back from the keyboard;
with no view nothing takes the checker's place; a bad path, tier="native" or a group past the
grid is refused before the launch."""
import json
import re

import numpy as np
import pytest

import gcnsim
from gcnsim.emu.launch import LaunchError, LaunchOptions
from gcnsim.lang import Ptr, f32, global_id, kernel, local_id
from gcnsim.view.record import STEPS, ViewError, ViewRecorder

from ..browser import assert_fits, need_chromium, render

# lanes 0..19 double v1 under s_and_saveexec (divergence), s_or_b64 restores EXEC
KERNEL = """
  v_lshlrev_b32 v1, 2, v0
  v_cmp_gt_u32 vcc, 20, v0
  s_and_saveexec_b64 s[2:3], vcc
  v_add_u32 v1, v1, v1
  s_or_b64 exec, exec, s[2:3]
  global_store_dword v1, v0, s[8:9]
  s_endpgm
"""
FULL, TWENTY = "f" * 16, f"{(1 << 20) - 1:x}"


def _run(path, block=128, grid=256, **options):
    dev = gcnsim.Device("gfx900")
    data = dev.array(np.zeros(1024, np.float32))
    return dev.load(KERNEL).run(grid, block, vgpr_count=8, view=str(path),
                                vgprs={0: "local_id_x"},
                                sgprs={8: (data.address & 0xFFFFFFFF, data.address >> 32)},
                                **options)


def _record(tmp_path, limit=None):
    """The ViewRecorder of a launch of KERNEL (its window ``limit`` steps) and the page's
    path."""
    recorders = []
    real = ViewRecorder.__init__

    def keep(self, path, geometry, group=0, steps=limit or STEPS):
        real(self, path, geometry, group, steps)
        recorders.append(self)
    ViewRecorder.__init__ = keep
    path = tmp_path / "r.html"
    try:
        launch = _run(path)
    finally:
        ViewRecorder.__init__ = real
    assert launch.extra["view"] == str(path)
    return recorders[-1], path


@pytest.fixture(scope="module")
def viewed(tmp_path_factory):
    return _record(tmp_path_factory.mktemp("view"))


def test_the_page_is_self_contained(viewed):
    page = viewed[1].read_text()
    assert page.startswith("<!DOCTYPE html>")
    assert "http" not in page and "<link" not in page and "src=" not in page


def test_the_steps_hold_exec_and_lane_values(viewed):
    recorder = viewed[0]
    steps = recorder.steps
    assert recorder.waves == 2 and len(steps) == 2 * 7     # both waves of workgroup 0
    saveexec = [s for s in steps if s["text"].startswith("s_and_saveexec")]
    assert [s["exec"] for s in saveexec] == [[FULL, TWENTY], [FULL, "0"]]
    add = next(s for s in steps if s["text"].startswith("v_add_u32") and s["wave"] == 0)
    lanes = [int(x, 16) for x in add["writes"]["v1"]]
    assert lanes[:20] == [8 * i for i in range(20)] and lanes[20] == 4 * 20
    assert add["reads"]["v1"][3] == f"{12:08x}"
    restore = next(s for s in steps if s["text"].startswith("s_or_b64") and s["wave"] == 0)
    assert restore["exec"] == [TWENTY, FULL]


def test_the_window_is_bounded(tmp_path):
    recorder, path = _record(tmp_path, limit=5)
    assert len(recorder.steps) == 5 and recorder.full
    assert "the first 5 wave-instructions" in path.read_text()


def test_without_a_view_nothing_takes_the_checkers_place():
    opts = LaunchOptions(grid=64, checker=None)
    assert opts.viewer is None and opts.env_fields()["checker"] is None


def _page_steps(path):
    return json.loads(re.search(r"id='steps'>(.*?)</script>", path.read_text()).group(1))[
        "steps"]


def test_view_group_records_that_workgroup(tmp_path):
    """view_group=7 of a grid of 1,000 in blocks of 128: the last workgroup, partial (104
    work-items), its waves 14 and 15 of the launch, wave 15 with 40 lanes live."""
    path = tmp_path / "g.html"
    _run(path, grid=1000, view_group=7, max_waves=4)      # batches of 2 workgroups
    steps = _page_steps(path)
    assert {s["wave"] for s in steps} == {14, 15} and len(steps) == 2 * 7
    first = {s["wave"]: s["exec"][0] for s in reversed(steps)}
    assert first == {14: FULL, 15: f"{(1 << 40) - 1:x}"}
    assert "all of workgroup 7 (id 7, 0, 0), waves 14..15 of the launch" in path.read_text()


@pytest.mark.parametrize("view,options,error,says", [
    ("v.txt", {}, ViewError, "must be the path of an .html page"),
    ("v.html", {"tier": "native"}, LaunchError, "interpreter tier"),
    ("v.html", {"view_group": 4}, ViewError,
     r"view_group 4 is past the grid: grid \(256, 1, 1\) with block \(64, 1, 1\) has 4 "
     r"workgroups \(0..3\)"),
    ("v.html", {"view_group": -1}, ViewError, "view_group must be >= 0 .*, got -1"),
    ("v.html", {"view_group": "3"}, ViewError, "must be a workgroup's index"),
    (None, {"view_group": 1}, LaunchError, "give view="),
    ("v.html", {"view_group": 0, "grid": 0}, LaunchError, "an empty grid runs nothing")])
def test_refused_before_the_launch(tmp_path, view, options, error, says):
    with pytest.raises(error, match=says):
        LaunchOptions(**{"grid": 256, "view": view and str(tmp_path / view), **options})


STEP = """
var press = function (key) { document.dispatchEvent(new KeyboardEvent("keydown", {key: key})); };
for (var i = 0; i < 5; i++) press("ArrowRight");
press("ArrowLeft");
"""


@pytest.mark.parametrize("width", [1000, 1600])
def test_the_page_fits_and_steps_from_the_keyboard(viewed, tmp_path, width):
    need_chromium()
    dom, probe, console = render(viewed[1], tmp_path, width, script=STEP)
    assert probe["innerWidth"] == width
    assert_fits(probe, console)
    assert 'data-step="4"' in dom                           # 5 forward, 1 back
    assert "step 5 of 14, wave 0" in dom                    # wave 0's s_and_saveexec
    assert "divergence: EXEC narrows" in dom and "EXEC after (20 lanes)" in dom
    assert 'data-reg="s2"' in dom and "s_or_b64 exec, exec, s[2:3]" in dom


# odd lanes double v1 (EXEC 0xaaaa...), then the else: s_andn2_saveexec_b64 switches EXEC to
# the even lanes (0x5555...: neither a subset nor a superset), s_or_b64 restores it
ELSE = """
  v_lshlrev_b32 v1, 2, v0
  v_and_b32 v2, 1, v0
  v_cmp_eq_u32 vcc, 1, v2
  s_and_saveexec_b64 s[2:3], vcc
  v_add_u32 v1, v1, v1
  s_andn2_saveexec_b64 s[2:3], s[2:3]
  v_add_u32 v1, v1, v0
  s_or_b64 exec, exec, s[2:3]
  global_store_dword v1, v0, s[8:9]
  s_endpgm
"""


def test_an_else_is_marked_as_divergence(tmp_path):
    """The else's EXEC change keeps the lane count (32 to 32): it was left unmarked."""
    need_chromium()
    dev = gcnsim.Device("gfx900")
    data = dev.array(np.zeros(1024, np.float32))
    path = tmp_path / "else.html"
    dev.load(ELSE).run(64, 64, vgpr_count=8, view=str(path), vgprs={0: "local_id_x"},
                       sgprs={8: (data.address & 0xFFFFFFFF, data.address >> 32)})
    steps = _page_steps(path)
    assert [s["exec"] for s in steps[3:8:2]] == [[FULL, "a" * 16], ["a" * 16, "5" * 16],
                                                  ["5" * 16, FULL]]
    to_the_else = STEP[:STEP.index("for")] + 'for (var i = 0; i < 5; i++) press("ArrowRight");'
    dom, probe, console = render(path, tmp_path, 1000, script=to_the_else)
    assert_fits(probe, console)
    assert "step 6 of 10, wave 0" in dom and "s_andn2_saveexec_b64" in dom
    assert "divergence: EXEC switches to other lanes (an else)" in dom
    marks = re.findall(r'<i data-step="(\d+)" class="(\w*)', dom)
    assert [(int(i), k) for i, k in marks if k] == [(3, "div"), (5, "else"), (7, "conv")]


TIMED = """
  v_lshlrev_b32 v1, 2, v0
  global_load_dword v2, v1, s[8:9]
  s_waitcnt vmcnt(0)
  v_add_f32 v2, v2, v2
  global_store_dword v1, v2, s[8:9]
  s_endpgm
"""


def test_a_timed_view_shows_the_issue_timeline_and_its_stalls(tmp_path):
    """timing=True with view=: each step carries its issue cycle in the replay and what held
    its wave before it (the s_waitcnt: waitcnt_vmcnt, the load's latency); the page draws a
    tick per step on its wave's row and names the current step's cycle and stall."""
    need_chromium()
    path = tmp_path / "timed.html"
    dev = gcnsim.Device("gfx900")
    data = dev.array(np.zeros(1024, np.float32))
    dev.load(TIMED).run(256, 128, vgpr_count=8, view=str(path), timing=True,
                        vgprs={0: "local_id_x"},
                        sgprs={8: (data.address & 0xFFFFFFFF, data.address >> 32)})
    page = path.read_text()
    steps = json.loads(re.search(r"id='steps'>(.*?)</script>", page).group(1))["steps"]
    assert len(steps) == 2 * 6
    for wave in (0, 1):
        cycles = [s["cycle"] for s in steps if s["wave"] == wave]
        assert cycles == sorted(cycles) and len(set(cycles)) == 6
    wait = steps[4]                         # wave 0's s_waitcnt (steps alternate waves)
    assert wait["text"] == "s_waitcnt vmcnt(0)" and wait["wave"] == 0
    assert set(wait["held"]) == {"waitcnt_vmcnt"} and wait["held"]["waitcnt_vmcnt"] > 100
    dom, probe, console = render(path, tmp_path, 1000, script=STEP)   # to step 5: index 4
    assert_fits(probe, console)
    held = wait["held"]["waitcnt_vmcnt"]
    assert (f"issued at cycle {wait['cycle']}, held {held} cycles before it: "
            f"waitcnt_vmcnt {held}") in dom
    assert 'data-step="4" class="held here"' in dom
    assert dom.count("<div class=\"wrow\">") == 2


def test_a_timed_view_of_another_workgroup_has_its_timeline(tmp_path):
    """The replay's wave ids are the launch's: view_group=3's waves 6 and 7 get their cycles
    and their rows in the timeline; the page names the group and fits 1,000 px."""
    need_chromium()
    path = tmp_path / "timed3.html"
    dev = gcnsim.Device("gfx900")
    data = dev.array(np.zeros(1024, np.float32))
    dev.load(TIMED).run(512, 128, vgpr_count=8, view=str(path), timing=True, view_group=3,
                        vgprs={0: "local_id_x"},
                        sgprs={8: (data.address & 0xFFFFFFFF, data.address >> 32)})
    steps = _page_steps(path)
    assert {s["wave"] for s in steps} == {6, 7} and all("cycle" in s for s in steps)
    dom, probe, console = render(path, tmp_path, 1000, script=STEP)
    assert_fits(probe, console)
    assert "step 5 of 12, wave 6" in dom and dom.count("<div class=\"wrow\">") == 2
    assert "wave 7</span>" in dom and "workgroup 3 (id 3, 0, 0)" in dom


@kernel
def branchy(x: Ptr[f32], y: Ptr[f32]):
    i = global_id(0)
    if local_id(0) < 20:
        y[i] = x[i] * 2.0
    else:
        y[i] = x[i] + 1.0


def test_the_listing_shows_each_instructions_source_line_and_its_text(tmp_path):
    """A kernel of the Python language: its instructions carry their Python lines (file,
    number and text), in the step records and in the page's listing and current line; the
    branch's s_and_saveexec is marked as divergence (wave 1: lanes 64..127, all off)."""
    need_chromium()
    path = tmp_path / "lang.html"
    dev = gcnsim.Device("gfx900")
    prog = dev.compile(branchy)
    x, y = dev.array(np.arange(256, dtype=np.float32)), dev.array(np.zeros(256, np.float32))
    prog.branchy(x, y, grid=256, block=128, view=str(path), view_group=1)
    assert y.numpy()[128:148].tolist() == [2.0 * i for i in range(128, 148)]
    steps = _page_steps(path)
    branch = [s for s in steps if s["line"] == "if local_id(0) < 20:"]
    assert branch and all(s["source"].startswith(__file__) for s in branch)
    saveexec = next(k for k, s in enumerate(steps) if s["text"].startswith("s_and_saveexec"))
    press = ("var k = function () { document.dispatchEvent(new KeyboardEvent('keydown', "
             "{key: 'ArrowRight'})); };" + "k();" * saveexec)
    dom, probe, console = render(path, tmp_path, 1000, script=press)
    assert_fits(probe, console)
    assert "test_view.py:" in dom and "  if local_id(0) &lt; 20:</span>" in dom
    assert "  if local_id(0) &lt; 20:</code>" in dom and f'title="{branch[0]["source"]}"' in dom
    assert "divergence: EXEC narrows" in dom and "workgroup 1 (id 1, 0, 0)" in dom
