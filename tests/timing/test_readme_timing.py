"""The README's "Timing" section runs as written (in a directory holding saxpy.hsaco), prints
what it says and writes its trace."""
import json

from ..readme_blocks import run_section


def test_the_timing_example_runs(tmp_path, monkeypatch, capsys):
    run_section("Timing", 1, tmp_path, monkeypatch)
    summary, stalls, hottest, occupancy = capsys.readouterr().out.splitlines()
    cycles, _, _, _, _, limiter = summary.split()
    assert int(cycles) > 0 and limiter == "wave_slots"
    assert "waitcnt_vmcnt" in stalls and "s_waitcnt" in hottest
    assert occupancy == "4 vgprs 4"
    assert json.loads((tmp_path / "saxpy.json").read_text())["traceEvents"]
