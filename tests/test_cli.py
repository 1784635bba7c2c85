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


def test_inspect_builds_a_cl_or_s_file_for_the_device_as_run_does(tmp_path, capsys):
    """An outside trial's `gcnsim inspect k.cl --device mi300x` was refused by argparse;
    run took both."""
    from tests.readme_blocks import HAVE_CLANG
    source = KERNELS.parent.parent.parent / "gcnsim" / "kernels" / "saxpy.cl"
    if HAVE_CLANG:
        assert main(["inspect", str(source), "--device", "mi300x", "-D", "UNUSED=1"]) == 0
        out = capsys.readouterr().out
        assert "target gfx942" in out and "kernel saxpy" in out
    assert main(["inspect", str(KERNELS / "gfx900" / "saxpy.s")]) == 0
    assert "target gfx900" in capsys.readouterr().out
    assert main(["inspect", str(KERNELS / "gfx942" / "saxpy.hsaco"), "--device", "gfx900"]) == 1
    assert "built for gfx942, not gfx900" in capsys.readouterr().err
    raw, language = tmp_path / "raw.s", tmp_path / "k.py"
    raw.write_text("s_endpgm\n")
    language.write_text("")
    assert main(["inspect", str(raw)]) == 1
    assert "nor assembly with an .amdhsa_kernel block" in capsys.readouterr().err
    assert main(["inspect", str(language), "--device", "mi300x"]) == 1
    assert (f"gcnsim compile {language} --device mi300x -o kernel.hsaco, then gcnsim inspect "
            "kernel.hsaco") in capsys.readouterr().err


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
