"""``gcnsim profile``: run's launch arguments, a report written (-o) with a line saying where
and the verdict's advice under it, the figures as one JSON object alone on stdout (--json), a
trace with the memory tracks beside it, and one-line errors with exit status 1: a report name
without .html/.png, neither -o nor --json, no matplotlib (docs/profiles.md's commands:
tests/test_readme.py)."""
import json
import sys
from pathlib import Path

from gcnsim.cli import main
from gcnsim.timing.trace import MEMORY_PID

ROOT = Path(__file__).resolve().parent.parent
SAXPY = ROOT / "tests" / "data" / "kernels" / "gfx900" / "saxpy.hsaco"
N = 4096
LAUNCH = ["profile", str(SAXPY), "--grid", str(N), "--block", "256", "--arg", "f32=2.0",
          "--arg", f"f32:{N}:rand", "--arg", f"f32:{N}:rand", "--arg", f"i32={N}"]


def test_report_and_its_line(tmp_path, capsys):
    report = tmp_path / "saxpy.html"
    assert main(LAUNCH + ["--device", "vega56", "-o", str(report)]) == 0
    line, *advice = capsys.readouterr().out.splitlines()
    assert line.startswith(f"wrote {report}: saxpy on vega56") and "on the roofline's memory side" in line
    assert advice and all(text.startswith("  - ") for text in advice)    # the verdict's
    assert "vega56" in report.read_text()


def test_json_alone_on_stdout(tmp_path, capsys):
    """saxpy does one fma (2 FLOPs) per element, all lanes active; x and y are read from DRAM
    at least once (the caches start cold): at most 2 / 8 FLOPs per byte, far below the
    Vega 64 ridge (12.7 TFLOPS / 484 GB/s, about 26): memory-bound."""
    trace = tmp_path / "trace.json"
    assert main(LAUNCH + ["--json", "--trace", str(trace)]) == 0
    captured = capsys.readouterr()
    assert captured.err == "" and captured.out.count("\n") == 1
    data = json.loads(captured.out)
    roof = data["roofline"]
    assert data["device"] == "vega64"
    assert roof["flops"] == {"fp32": 2 * N}
    assert roof["dram_bytes"] >= 2 * 4 * N
    assert roof["bound"] == "memory" and roof["intensity"] <= 0.25 < roof["ridge"]
    events = json.loads(trace.read_text())["traceEvents"]
    assert any(e["pid"] == MEMORY_PID and e["ph"] == "C" for e in events)


def _error(argv, capsys):
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    return err


def test_report_name_needs_its_format(tmp_path, capsys):
    assert ".html or .png" in _error(LAUNCH + ["-o", str(tmp_path / "r.txt")], capsys)


def test_report_or_json_is_needed(capsys):
    assert "-o REPORT.html" in _error(LAUNCH, capsys)


def test_without_matplotlib_the_error_names_the_extra(tmp_path, capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    err = _error(LAUNCH + ["-o", str(tmp_path / "r.png")], capsys)
    assert "pip install 'gcnsim[plot]'" in err


def test_baseline_is_compared_in_the_report(tmp_path, capsys):
    old = tmp_path / "old.json"
    assert main(LAUNCH + ["--json"]) == 0
    old.write_text(capsys.readouterr().out)
    report = tmp_path / "new.html"
    assert main(LAUNCH + ["--device", "vega56", "-o", str(report), "--baseline", str(old)]) == 0
    page = report.read_text()
    assert "<h2>Against the baseline" in page
    cycles = json.loads(old.read_text())["timing"]["cycles"]
    assert f"<td>cycles</td><td>{cycles:,}</td>" in page


def test_a_baseline_that_is_no_profile_is_refused(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    err = _error(LAUNCH + ["-o", str(tmp_path / "r.html"), "--baseline", str(bad)], capsys)
    assert "is not the output of gcnsim profile --json" in err
