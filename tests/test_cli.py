"""The gcnsim command: disassembly as llvm-objdump prints it, assembly listings, inspect, and
one-line errors with exit status 1."""
from pathlib import Path

import pytest

from gcnsim.cli import main

KERNELS = Path(__file__).resolve().parent / "data" / "kernels"
HSACO = sorted(KERNELS.glob("gfx9*/*.hsaco")) + [
    KERNELS.parent / "invalid_words" / "invalid_word.hsaco"]     # .long for a non-instruction


@pytest.mark.parametrize("path", HSACO, ids=[f"{p.parent.name}/{p.stem}" for p in HSACO])
def test_disasm_prints_what_llvm_objdump_prints(path, capsys, monkeypatch):
    monkeypatch.chdir(path.parent)
    assert main(["disasm", path.name]) == 0
    assert capsys.readouterr().out == path.with_suffix(".dis").read_text()


def test_asm_listing_and_code_object(tmp_path, capsys):
    source = tmp_path / "k.s"
    source.write_text("s_mov_b32 s0, 1\nv_add_f32 v0, v1, s2\ns_endpgm\n")
    assert main(["asm", str(source), "--target", "gfx900"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split("//")[0].strip() == "s_mov_b32 s0, 1"
    assert out[1].split("//")[0].strip() == "v_add_f32_e64 v0, v1, s2"
    assert out[1].endswith("D1010000 00000501")
    assert main(["asm", str(source), "--target", "gfx900", "-o", str(tmp_path / "k.bin")]) == 0
    assert main(["disasm", str(tmp_path / "k.bin"), "--target", "gfx900"]) == 0
    assert "s_endpgm" in capsys.readouterr().out


def test_inspect_names_kernels_and_arguments(capsys):
    assert main(["inspect", str(KERNELS / "gfx900" / "saxpy.hsaco")]) == 0
    out = capsys.readouterr().out
    assert "saxpy" in out and "global_buffer" in out


@pytest.mark.parametrize("argv, message", [
    (["asm", "/nonexistent.s", "--target", "gfx900"], "cannot read"),
    (["disasm", "/nonexistent.bin"], "cannot read"),
])
def test_errors_are_one_line(argv, message, capsys):
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_assembler_error_names_line_and_column(tmp_path, capsys):
    source = tmp_path / "bad.s"
    source.write_text("s_mov_b32 s0, 1\n  v_add_f32 v0, v1, bogus\n")
    assert main(["asm", str(source), "--target", "gfx900"]) == 1
    err = capsys.readouterr().err
    assert f"{source}:2:" in err and "bogus" in err and err.count("\n") == 1


def test_truncated_code_object_is_one_line(tmp_path, capsys):
    bad = tmp_path / "bad.hsaco"
    bad.write_bytes((KERNELS / "gfx900" / "saxpy.hsaco").read_bytes()[:100])
    assert main(["disasm", str(bad)]) == 1
    assert capsys.readouterr().err.count("\n") == 1
