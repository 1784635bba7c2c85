"""The README's "From Python" section runs as written (in a directory holding saxpy.hsaco)."""
from .readme_blocks import run_section


def test_the_python_examples_run(tmp_path, monkeypatch, capsys):
    run_section("From Python", 2, tmp_path, monkeypatch)
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("[1. 3. 5.]")
    assert out[1].startswith("waitcnt-read v1 s_waitcnt vmcnt(0)")
