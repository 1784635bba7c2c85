"""Every command and Python block of the README and of the guides under docs/ runs as written
in a fresh copy of the repository's tracked files, as a clone holds them (tests/readme_blocks.py:
each file's blocks in order, in a clone of their own), and prints what the file says it prints;
the blocks it cannot run are marked in the file and counted here; the project files they name
exist."""
import json
import re

import pytest

from gcnsim.cli import main

from .readme_blocks import HAVE_CLANG, MARKER, ROOT, blocks, fresh_copy, run_all

# Each file's blocks: those marked (the set-up's pip install and scripts/test.sh; a Ray cluster's
# start), those that need clang-19, and how many of each kind (shell, python, file) it has.
FILES = {
    "README.md": (2, 0, (6, 2, 1)),
    "docs/cli.md": (0, 4, (5, 1, 2)),
    "docs/python.md": (0, 1, (0, 1, 1)),
    "docs/language.md": (0, 0, (0, 2, 0)),
    "docs/assembly.md": (0, 0, (0, 0, 0)),
    "docs/checking.md": (0, 0, (0, 1, 1)),
    "docs/timing.md": (0, 0, (1, 1, 0)),
    "docs/sweeps.md": (1, 0, (2, 0, 1)),
    "docs/debugging.md": (0, 0, (1, 0, 1)),
    "docs/profiles.md": (0, 0, (1, 1, 0)),
    "docs/r700.md": (0, 0, (1, 0, 0)),
    "docs/performance.md": (0, 0, (0, 0, 0)),
    "docs/internals.md": (0, 0, (0, 0, 0)),
}


def outputs(found, section, kind):
    """The outputs of the blocks of ``kind`` in ``section``, in order."""
    return [block.output for block in found if block.section == section and block.kind == kind]


@pytest.mark.parametrize("name", FILES)
def test_every_block_runs_as_written_in_a_fresh_clone(name, tmp_path):
    found = blocks((ROOT / name).read_text(), name)
    clone = fresh_copy(tmp_path / "clone") if found else tmp_path   # a guide of prose: no copy
    run_all(found, clone)
    failed = [f"{name}:{b.line} ({b.section}): {b.status}\n{b.output[-2000:]}"
              for b in found if b.status.startswith("failed")]
    assert not failed, "\n".join(failed)
    marked_count, clang_count, kind_counts = FILES[name]
    skipped = [b for b in found if b.status.startswith("skipped")]
    marked = [b for b in skipped if b.text.startswith(MARKER)]
    assert len(marked) == marked_count, [b.status for b in marked]
    assert len(skipped) == marked_count + (0 if HAVE_CLANG else clang_count), \
        [b.status for b in skipped]
    kinds = [b.kind for b in found]
    assert (kinds.count("shell"), kinds.count("python"), kinds.count("file")) == kind_counts
    CHECKS.get(name, lambda found, clone: None)(found, clone)


def _check_readme(found, clone):
    """What the README's tour says its examples print and write."""
    assert "Try next" in outputs(found, "Run a kernel from the command line", "shell")[0]
    (saxpy,) = outputs(found, "From Python", "python")
    assert saxpy.startswith("[1. 3. 5.]")
    (timing,) = outputs(found, "Timing, and why it is slow", "python")
    cycles, phases = timing.splitlines()
    assert int(cycles.split()[0]) > 0 and "timing replay" in phases
    (sweep,) = outputs(found, "A sweep", "shell")
    table = sweep[sweep.index("device,kernel"):].splitlines()
    assert table[0] == "device,kernel,size,status,cycles,clock_mhz", table
    assert len(table) == 3 and all(",ok," in row for row in table[1:]), table
    debug = outputs(found, "The debugger", "shell")[0]
    assert "hit Breakpoint 1" in debug and "ds_write_b32" in debug
    assert (clone / "saxpy.html").read_text().startswith("<!DOCTYPE html>")
    assert (clone / "code.bin").stat().st_size > 0


def _check_cli(found, clone):
    assert "[7, 7, 7, 7" in outputs(found, "Hand-written assembly that takes arguments", "shell")[0]
    if HAVE_CLANG:
        assert outputs(found, "Kernel arguments", "python") == ["[63 62 61 60]\n"]


def _check_python(found, clone):
    if HAVE_CLANG:          # OpenCL's MFMA builtin: the product right, 8 MFMAs counted apart
        assert outputs(found, "Matrix instructions (MFMA) from OpenCL", "python") == ["True 8\n"]


def _check_checking(found, clone):
    (check,) = outputs(found, "From Python, barriers and fences", "python")
    assert check.startswith("waitcnt-read v1 s_waitcnt vmcnt(0)")


def _check_language(found, clone):
    assert outputs(found, "Kernel language", "python")[1] == "True True\n"


def _check_timing(found, clone):
    (timing,) = outputs(found, "Timing", "python")
    summary, stalls, hottest, occupancy = timing.splitlines()
    cycles, _, _, _, _, limiter = summary.split()
    assert int(cycles) > 0 and limiter == "wave_slots"
    assert "waitcnt_vmcnt" in stalls and "s_waitcnt" in hottest and occupancy == "4 vgprs 4"
    assert json.loads((clone / "saxpy.json").read_text())["traceEvents"]
    assert (clone / "t.json").stat().st_size > 0


def _check_sweeps(found, clone):
    table = (clone / "saxpy.csv").read_text().splitlines()
    assert len(table) == 1 + 2 * 2 * 2 and all(",ok," in row for row in table[1:]), table


def _check_debugging(found, clone):
    debug = outputs(found, "Debugging", "shell")[0]
    assert "written by wave 1 lane 0" in debug and "ended" in debug


def _check_profiles(found, clone):
    (profile,) = outputs(found, "Profiles", "python")
    bound, _, bins = profile.splitlines()
    assert bound.startswith("memory {'fp32': 131072}") and bins.endswith(" True")
    assert json.loads(outputs(found, "Profiles", "shell")[0].splitlines()[-1])["device"] == "mi300x"
    assert json.loads((clone / "p.json").read_text())["otherData"]["sampling_interval_cycles"]
    assert (clone / "saxpy.html").read_text().startswith("<!DOCTYPE html>")
    assert (clone / "saxpy.png").read_bytes().startswith(b"\x89PNG")


CHECKS = {"README.md": _check_readme, "docs/cli.md": _check_cli,
          "docs/python.md": _check_python, "docs/checking.md": _check_checking,
          "docs/language.md": _check_language,
          "docs/timing.md": _check_timing, "docs/sweeps.md": _check_sweeps,
          "docs/debugging.md": _check_debugging, "docs/profiles.md": _check_profiles}


def test_the_tutorial_runs_as_written(tmp_path):
    """docs/tutorial.md's blocks, in order, in an empty folder (its files are its own blocks),
    print what it says they print."""
    found = run_all(blocks((ROOT / "docs" / "tutorial.md").read_text()), tmp_path)
    failed = [f"docs/tutorial.md:{b.line} ({b.section}): {b.status}\n{b.output[-2000:]}"
              for b in found if b.status != "ran"]
    assert not failed, "\n".join(failed)
    said = {}
    for block in found:                     # each step's output, its blocks' in turn
        step = block.section.split(".")[0]
        said[step] = said.get(step, "") + block.output
    assert said["1"].endswith("True\n") and "[1., 2., 3., 4.]" in said["1"]
    assert "s_and_saveexec_b64 s[10:11], s[8:9]" in said["2"]
    assert said["4"].count("[waitcnt-read]") == 3 and "nan" in said["4"]
    assert "3 findings in broken.s" in said["4"] and "\ngcnsim: " in said["4"]
    assert "waitcnt_vmcnt" in said["5"] and "on the roofline's memory side" in said["6"]
    assert "limited by wave_slots" in said["7"] and "0xffffffe000000000" in said["8"]
    assert "limited by gprs" in said["9"] and said["10"].endswith("[1. 2. 3. 4.] True\n")


def test_without_metadata_the_error_says_what_to_add(tmp_path, monkeypatch, capsys):
    (fill,) = [b for b in blocks((ROOT / "docs" / "cli.md").read_text()) if b.name == "fill.s"]
    (tmp_path / "bare.s").write_text(fill.text[:fill.text.index(".amdgpu_metadata")])
    monkeypatch.chdir(tmp_path)
    assert main(["run", "bare.s", "--grid", "64", "--arg", "i32:64", "--arg", "i32=7"]) == 1
    assert capsys.readouterr().err == (
        "gcnsim: bare.s has no .amdgpu_metadata block, so kernel fill takes no arguments (got "
        "2); declare them there (.args: .offset, .size, .value_kind ...), as clang -S writes "
        "it\n")


def test_the_files_it_names_exist():
    """The project files the README and the guides name in backquotes, and the files their links
    point at (a guide's relative to docs/)."""
    text = "\n".join((ROOT / name).read_text() for name in FILES)
    names = set(re.findall(r"`((?:gcnsim|tests|tools|benchmarks|examples|docs|scripts)/"
                           r"[\w./<>*-]*[\w>*])`", text))
    assert len(names) > 30
    for name in [*FILES, "docs/tutorial.md"]:
        for link in re.findall(r"\]\(([\w./-]+\.\w+)(?:#[\w-]+)?\)", (ROOT / name).read_text()):
            names.add(str((ROOT / name).parent.joinpath(link).resolve().relative_to(ROOT)))
    missing = []
    for name in names:
        paths = [name.replace("<target>", t) for t in ("gfx701", "gfx900", "gfx90a", "gfx942")]
        missing += [p for p in paths if not list(ROOT.glob(p))]
    assert not missing


def test_a_block_that_installs_fails_unrun_unless_marked(tmp_path):
    text = f"## Set-up\n\n    pip install .\n\n    {MARKER} it installs\n    pip install .\n"
    unmarked, marked = run_all(blocks(text), tmp_path)
    assert unmarked.status.startswith("failed: it installs or runs the suite")
    assert marked.status == "skipped: it installs"


def test_it_speaks_of_what_the_user_knows():
    """No names of the project's own bookkeeping (its issues, sessions, parts, reading list):
    a reader of the README, or of the docs it links to, has none of them."""
    internal = {}
    for path in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        found = re.findall(r"(?i)\b(?:sessions? \d+|issue (?:\d+|notes)|part \d+'s|seeds?'s?|"
                           r"seeds? 0\d\d)", path.read_text())
        if found:
            internal[path.name] = found
    assert not internal
