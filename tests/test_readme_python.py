"""The README's "From Python" section runs as written (in a directory holding saxpy.hsaco)."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_python_examples_run(tmp_path, monkeypatch, capsys):
    text = (ROOT / "README.md").read_text()
    start = text.index("## From Python")
    section = text[start:text.index("\n## ", start + 1)]
    blocks = re.findall(r"```python\n(.*?)```", section, re.S)
    assert len(blocks) == 2
    (tmp_path / "saxpy.hsaco").write_bytes(
        (ROOT / "tests" / "data" / "kernels" / "gfx942" / "saxpy.hsaco").read_bytes())
    monkeypatch.chdir(tmp_path)
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("[1. 3. 5.]")
    assert out[1].startswith("waitcnt-read v1 s_waitcnt vmcnt(0)")
