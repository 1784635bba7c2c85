"""Timed launches of code with a line table (the clang -g kernel of tests/data/lines) name the
source lines: the hottest instructions (TimingResult.source, --json, the HTML report) and the
trace's slices (args.source)."""
import json
from pathlib import Path

import numpy as np

import gcnsim

HSACO = Path(__file__).resolve().parent.parent / "data" / "lines" / "lines_gfx900_dwarf4.hsaco"


def _timed(**options):
    dev = gcnsim.Device("gfx900")
    kernel = dev.load(HSACO)["saxpy_lines"]
    out, inp = dev.empty(256, np.float32), dev.array(np.ones(1024, np.float32))
    return kernel(out, inp, np.float32(2), np.int32(256), grid=256, block=64, timing=True,
                  **options)


def test_the_hottest_instructions_and_the_report_name_their_lines(tmp_path):
    report = tmp_path / "report.html"
    timing = _timed(profile=str(report)).timing
    sources = [timing.source(offset) for offset, *_ in timing.hottest]
    assert sources and all(s is not None and s.file == "./lines.cl" for s in sources)
    waits = [s.line for (_, text, *_), s in zip(timing.hottest, sources) if "s_waitcnt" in text]
    assert 5 in waits                   # the waits for the loads, in the inlined scale()
    assert [h[4] for h in timing.as_dict()["hottest"]] == [str(s) for s in sources]
    page = report.read_text()
    assert "<th>source</th>" in page and f"<td>{sources[0]}</td>" in page


def test_trace_slices_name_their_source_line(tmp_path):
    path = tmp_path / "trace.json"
    _timed(trace=str(path))
    slices = [e for e in json.loads(path.read_text())["traceEvents"] if e["ph"] == "X"]
    named = {e["args"]["source"] for e in slices if "source" in e.get("args", {})}
    assert {"./lines.cl:5:18", "./lines.cl:15:22", "./lines.cl:16:5"} <= named
    assert all("source" in e.get("args", {}) for e in slices if e["name"] == "v_fma_f32")
