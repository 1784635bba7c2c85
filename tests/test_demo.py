"""``gcnsim demo`` (the README's main job): listing 8.1 on a simulated R9 290X, the shipped
clang-built saxpy on a simulated Vega 64 and the same saxpy timed all match, with no LLVM needed;
every row says what it means, and the commands it suggests run as printed. The package and the
README name their real sources (AMD's manuals, the R9 290X book chapter, Mesa's VC4 back end)."""
import re
import shlex
from io import StringIO
from pathlib import Path

import pytest
from rich.console import Console

from gcnsim.cli import main
from gcnsim.demo import listing_8_1, meaning, run_demo, saxpy, timed_saxpy, try_next

ROOT = Path(__file__).resolve().parent.parent
# "the seed", "the VC4 seed's", "seed 004", "seeds/000_*.txt": the names of a reading list the
# user never saw (the random seed of `--seed` is another word)
SEED_REFERENCE = re.compile(r"(?i)seeds?'s?|seeds? 0\d\d|seeds/|\b(?:the|vc4) seeds?\b")


def test_listing_8_1_part():
    ok, rows, launch = listing_8_1()
    assert ok and launch.result.waves == 4


def test_saxpy_part():
    ok, rows, launch = saxpy(n=5000)
    assert ok and launch.stats.lane_utilisation > 0.9


def test_timed_part_shows_cycles_and_what_was_waited_for():
    ok, rows, _ = timed_saxpy(n=4096)
    shown = {label: value for label, value, _ in rows}
    assert ok and int(shown["cycles"].split()[0]) > 0
    assert "waitcnt_vmcnt" in shown["waited longest"] and "s_waitcnt" in shown["hottest"]


@pytest.mark.parametrize("part", [listing_8_1, lambda: saxpy(n=5000), lambda: timed_saxpy(n=4096)])
def test_every_row_says_what_it_means(part):
    ok, rows, launch = part()
    summary = [(label, meaning(label)) for label, _ in launch.summary()] if launch else []
    unexplained = [label for label, _, text in rows if not text]
    unexplained += [label for label, text in summary if not text]
    assert not unexplained


def test_demo_prints_three_parts_and_what_to_try_next():
    out = StringIO()
    assert run_demo(Console(file=out, width=120)) == 0
    text = out.getvalue()
    assert "R9 290X" in text and "Vega 64" in text and "MISMATCH" not in text
    assert "timed" in text and "cycles" in text and "what it means" in text
    assert "Try next" in text and not SEED_REFERENCE.search(text)
    assert all(command in text for command, _ in try_next())


@pytest.mark.parametrize("where", ["root", "elsewhere"])
def test_the_suggested_commands_run_as_printed(where, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(ROOT if where == "root" else tmp_path)
    for command, _ in try_next():
        argv = shlex.split(command)
        assert argv[0] == "gcnsim"
        assert main(argv[1:]) == 0, (command, capsys.readouterr().err)


def test_cli_demo_exit_status():
    assert main(["demo"]) == 0


def test_help_names_the_book_and_mesa(capsys):
    for argv in (["--help"], ["compile", "--help"]):
        with pytest.raises(SystemExit):
            main(argv)
    text = capsys.readouterr().out
    assert "R9 290X" in text and "listing 8.1" in text and "Mesa's VC4" in text
    assert not SEED_REFERENCE.search(text)


def test_package_and_readme_name_real_sources():
    files = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")),
             *sorted((ROOT / "gcnsim").rglob("*.py")),
             *sorted((ROOT / "gcnsim").rglob("*.s"))]
    found = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
             for path in files
             for number, line in enumerate(path.read_text().splitlines(), 1)
             if SEED_REFERENCE.search(line)]
    assert not found
