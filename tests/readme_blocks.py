"""Run a README section's Python examples as written: in a directory holding saxpy.hsaco (the
gfx942 corpus build), each ```python block in order."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_section(title, count, tmp_path, monkeypatch):
    """Execute the ``count`` Python blocks of the README section ``## title``."""
    text = (ROOT / "README.md").read_text()
    start = text.index(f"## {title}")
    section = text[start:text.index("\n## ", start + 1)]
    blocks = re.findall(r"```python\n(.*?)```", section, re.S)
    assert len(blocks) == count
    (tmp_path / "saxpy.hsaco").write_bytes(
        (ROOT / "tests" / "data" / "kernels" / "gfx942" / "saxpy.hsaco").read_bytes())
    monkeypatch.chdir(tmp_path)
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})
