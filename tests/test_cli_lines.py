"""gcnsim disasm --line-numbers / --source print what llvm-objdump-19 -d --line-numbers /
--source print for clang -g code objects (tests/data/lines/build.sh made both)."""
from pathlib import Path

import pytest

from gcnsim.cli import main

LINES = Path(__file__).resolve().parent / "data" / "lines"
BUILDS = ["lines_gfx90a_dwarf5", "lines_gfx942_dwarf5", "lines_gfx900_dwarf4"]
MODES = {"line_numbers": ["--line-numbers"], "source": ["--source"],
         "both": ["--line-numbers", "--source"]}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("name", BUILDS)
def test_disasm_lines_as_llvm_objdump(name, mode, capsys, monkeypatch):
    monkeypatch.chdir(LINES)
    assert main(["disasm", f"{name}.hsaco", *MODES[mode]]) == 0
    assert capsys.readouterr().out == (LINES / f"{name}.{mode}").read_text()


def test_a_missing_source_file_is_a_warning_as_llvm_objdump_gives(tmp_path, capsys,
                                                                   monkeypatch):
    monkeypatch.chdir(tmp_path)
    path = LINES / "lines_gfx90a_dwarf5.hsaco"
    assert main(["disasm", str(path), "--source"]) == 0
    out, err = capsys.readouterr()
    assert err == f"gcnsim: warning: '{path}': failed to find source ./lines.cl\n"
    assert "; " not in out and "s_endpgm" in out


def test_without_a_line_table_the_options_change_nothing(capsys, monkeypatch):
    kernels = LINES.parent / "kernels" / "gfx900"
    monkeypatch.chdir(kernels)
    assert main(["disasm", "vector_add.hsaco", "--line-numbers", "--source"]) == 0
    assert capsys.readouterr().out == (kernels / "vector_add.dis").read_text()


@pytest.mark.parametrize("build", ["gfx90a/args_preload", "gfx900/atomics_lds"])
def test_disasm_lines_of_corpus_builds_as_llvm_objdump(build, capsys, monkeypatch):
    """A function entered before its first row (the kernarg preload prologue) is named where it
    starts; a line-0 row prints nothing and the line after it is printed again."""
    monkeypatch.chdir(LINES.parent)
    assert main(["disasm", f"kernels_g/{build}.hsaco", "--line-numbers"]) == 0
    expected = LINES / f"kernels_g_{build.replace('/', '_')}.line_numbers"
    assert capsys.readouterr().out == expected.read_text()
