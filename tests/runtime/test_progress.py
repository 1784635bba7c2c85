"""The progress bar of long launches (runtime/progress.py): the functional run and a timed
launch's replay report workgroups done out of all as they go, each under its phase's name; the
bar draws on a terminal only, and only once the command has taken its first seconds. A launch
reports its seconds by phase (Launch.times)."""
import dataclasses
import io
from pathlib import Path

import pytest
from rich.console import Console

from gcnsim.cli import main
from gcnsim.emu.launch import LaunchError
from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device, cli_profile, cli_run
from gcnsim.runtime.progress import LaunchProgress

SAXPY = Path(__file__).resolve().parent.parent / "data" / "kernels" / "gfx900" / "saxpy.hsaco"

CHAIN = "\n".join(["v_add_f32 v1, v1, v1"] * 8) + "\ns_endpgm"


def _console(terminal):
    out = io.StringIO()
    return Console(file=out, force_terminal=terminal, width=100), out


def _run(**options):
    device = dataclasses.replace(get_device("gfx900"), compute_units=1)
    seen = []
    launch = Device(config=device).load(CHAIN).run(
        64 * 600, 64, vgpr_count=4, max_waves=64,
        progress=lambda done, total, phase: seen.append((phase, done, total)), **options)
    return launch, seen


def test_a_timed_launch_reports_its_workgroups_as_it_goes():
    _, seen = _run(timing=True)
    replay = [(done, total) for phase, done, total in seen if phase == "timing replay"]
    assert replay and all(total == 600 and 0 < done <= 600 for done, total in replay)
    assert [done for done, _ in replay] == sorted(done for done, _ in replay)


def test_the_functional_run_reports_its_workgroups_batch_by_batch():
    """The functional run reports its progress as it goes: a 33M-item one was once silent
    for 8 s (only the replay reported)."""
    _, seen = _run()
    assert [phase for phase, _, _ in seen] == ["functional run"] * 10     # 64 waves a batch
    assert [(done, total) for _, done, total in seen] == [(min(64 * k, 600), 600)
                                                          for k in range(1, 11)]


def test_a_progress_that_is_no_callable_is_refused():
    with pytest.raises(LaunchError, match="progress must be a callable"):
        Device("gfx900").load(CHAIN).run(64, 64, vgpr_count=4, progress=42)


def test_a_launch_gives_its_seconds_by_phase():
    plain, _ = _run()
    assert list(plain.times) == ["functional run"] and plain.times["functional run"] > 0
    timed, _ = _run(timing=True)
    assert list(timed.times) == ["functional run", "timing replay"]
    assert all(seconds > 0 for seconds in timed.times.values())
    rows = dict(timed.summary())
    assert "  timing replay" in rows and rows["simulated in"].endswith(" ms")


def test_the_bar_waits_its_seconds_then_draws_on_a_terminal():
    now = [0.0]
    console, out = _console(True)
    with LaunchProgress(console, after=2, clock=lambda: now[0]) as progress:
        progress(1, 10, "functional run")
        assert out.getvalue() == ""                 # a short run stays quiet
        now[0] = 3.0
        progress(4, 10, "functional run")
        progress(7, 10, "functional run")
        progress(2, 10, "timing replay")
    assert "functional run" in out.getvalue() and "timing replay" in out.getvalue()


def test_no_bar_where_stderr_is_no_terminal():
    now = [10.0]
    console, out = _console(False)
    with LaunchProgress(console, after=0, clock=lambda: now[0]) as progress:
        progress(5, 10, "functional run")
    assert out.getvalue() == ""


@pytest.mark.parametrize("command", [["run"], ["run", "--timing"], ["profile", "--json"]])
def test_run_and_profile_give_their_launch_the_bar(monkeypatch, capsys, command):
    """The outside probe: a 33M-item ``gcnsim run`` was silent for 8 s (the bar followed only
    the timing replay)."""
    heard = []

    class Heard(LaunchProgress):
        def __call__(self, done, total, phase):
            heard.append(phase)
    monkeypatch.setattr(cli_run, "LaunchProgress", Heard)
    monkeypatch.setattr(cli_profile, "LaunchProgress", Heard)
    assert main([command[0], str(SAXPY), "--grid", "256", "--arg", "f32=2", "--arg",
                 "f32:256:ones", "--arg", "f32:256:ones", "--arg", "i32=256",
                 *command[1:]]) == 0
    assert heard and set(heard) <= {"functional run", "timing replay"}
    assert heard[0] == "functional run"     # (the replay reports every 64 calendar steps)
