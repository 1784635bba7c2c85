"""The README's "Timing" section runs as written (in a directory holding saxpy.hsaco), prints
what it says and writes its trace."""
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def test_the_timing_example_runs(tmp_path, monkeypatch, capsys):
    text = (ROOT / "README.md").read_text()
    start = text.index("## Timing")
    section = text[start:text.index("\n## ", start + 1)]
    blocks = re.findall(r"```python\n(.*?)```", section, re.S)
    assert len(blocks) == 1
    (tmp_path / "saxpy.hsaco").write_bytes(
        (ROOT / "tests" / "data" / "kernels" / "gfx942" / "saxpy.hsaco").read_bytes())
    monkeypatch.chdir(tmp_path)
    exec(compile(blocks[0], "README.md", "exec"), {})
    summary, stalls, hottest, occupancy = capsys.readouterr().out.splitlines()
    cycles, _, _, _, _, limiter = summary.split()
    assert int(cycles) > 0 and limiter == "wave_slots"
    assert "waitcnt_vmcnt" in stalls and "s_waitcnt" in hottest
    assert occupancy == "4 vgprs 4"
    assert json.loads((tmp_path / "saxpy.json").read_text())["traceEvents"]
