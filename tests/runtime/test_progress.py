"""The progress bar of long timed runs (runtime/progress.py): the replay reports workgroups
dispatched out of all as it goes; the bar draws on a terminal only, and only once the run has
taken its first seconds."""
import dataclasses
import io

from rich.console import Console

from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device
from gcnsim.runtime.progress import ReplayProgress

CHAIN = "\n".join(["v_add_f32 v1, v1, v1"] * 8) + "\ns_endpgm"


def _console(terminal):
    out = io.StringIO()
    return Console(file=out, force_terminal=terminal, width=100), out


def test_a_timed_launch_reports_its_workgroups_as_it_goes():
    seen = []
    device = dataclasses.replace(get_device("gfx900"), compute_units=1)
    Device(config=device).load(CHAIN).run(64 * 600, 64, vgpr_count=4, timing=True,
                                          progress=lambda done, total: seen.append((done,
                                                                                    total)))
    assert seen and all(total == 600 and 0 < done <= 600 for done, total in seen)
    assert [done for done, _ in seen] == sorted(done for done, _ in seen)


def test_the_bar_waits_its_seconds_then_draws_on_a_terminal():
    now = [0.0]
    console, out = _console(True)
    with ReplayProgress(console, after=2, clock=lambda: now[0]) as progress:
        progress(1, 10)
        assert out.getvalue() == ""                 # a short run stays quiet
        now[0] = 3.0
        progress(4, 10)
        progress(7, 10)
    assert "timing replay" in out.getvalue()


def test_no_bar_where_stderr_is_no_terminal():
    now = [10.0]
    console, out = _console(False)
    with ReplayProgress(console, after=0, clock=lambda: now[0]) as progress:
        progress(5, 10)
    assert out.getvalue() == ""
