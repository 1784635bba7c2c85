"""The README's "Command line" section is run as written: its files (fill.s, reverse.cl) are
written from its code blocks, its shell commands run (clang-19's where it is installed), its
gcnsim commands succeed in-process, its Python example prints what it says, and every project
file it names exists in a clone."""
import re
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

from gcnsim.cli import main

ROOT = Path(__file__).resolve().parent.parent
HAVE_CLANG = shutil.which("clang-19") is not None


def section():
    text = (ROOT / "README.md").read_text()
    start = text.index("## Command line")
    return text[start:text.index("\n## ", start + 1)]


def blocks(language):
    return re.findall(rf"```{language}\n(.*?)```", section(), re.S)


def commands():
    """The indented command lines of the section, continuation lines joined."""
    text = re.sub(r"\\\n\s+", "", re.sub(r"```.*?```", "", section(), flags=re.S))
    return [line.strip() for line in text.splitlines()
            if line.startswith("    ") and not line.startswith("     ")]


@pytest.fixture
def workdir(tmp_path, monkeypatch):
    for name in ("gcnsim", "tests", "tools"):
        (tmp_path / name).symlink_to(ROOT / name)
    (tmp_path / "fill.s").write_text(blocks("asm")[0])
    (tmp_path / "reverse.cl").write_text(blocks("c")[0])
    shutil.copy(ROOT / "tests" / "data" / "kernels" / "gfx900" / "saxpy.hsaco", tmp_path)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_the_commands_run_as_written(workdir, capsys):
    shell = [c for c in commands() if not c.startswith("gcnsim ")]
    assert any(c.startswith("clang-19 ") for c in shell)
    if HAVE_CLANG:                             # BC=... and the clang-19 build of saxpy.hsaco
        subprocess.run(["bash", "-c", " && ".join(shell)], check=True)
    ran = 0
    for command in (c for c in commands() if c.startswith("gcnsim ")):
        argv = shlex.split(command)[1:]
        if argv[1].endswith(".cl") and not HAVE_CLANG:
            continue
        assert main(argv) == 0, (command, capsys.readouterr().err)
        ran += 1
    assert ran == 2 + 2 * HAVE_CLANG
    assert "[7, 7, 7, 7" in capsys.readouterr().out


@pytest.mark.skipif(not HAVE_CLANG, reason="needs clang-19")
def test_the_python_example_prints_what_it_says(workdir, capsys):
    (example,) = blocks("python")
    exec(compile(example, "README.md", "exec"), {})      # noqa: S102 - the README's own code
    assert capsys.readouterr().out == "[63 62 61 60]\n"


def test_without_metadata_the_error_says_what_to_add(workdir, capsys):
    text = (workdir / "fill.s").read_text()
    (workdir / "bare.s").write_text(text[:text.index(".amdgpu_metadata")])
    assert main(["run", "bare.s", "--grid", "64", "--arg", "i32:64", "--arg", "i32=7"]) == 1
    assert capsys.readouterr().err == (
        "gcnsim: bare.s has no .amdgpu_metadata block, so kernel fill takes no arguments (got "
        "2); declare them there (.args: .offset, .size, .value_kind ...), as clang -S writes "
        "it\n")


def test_the_files_it_names_exist():
    names = set(re.findall(r"`((?:gcnsim|tests|tools)/[\w./<>-]+)`", section()))
    assert names
    for name in names:
        paths = [name.replace("<target>", t) for t in ("gfx701", "gfx900", "gfx90a", "gfx942")]
        assert all((ROOT / p).exists() for p in paths), name
