"""Bad input through `gcnsim run`: an undefined opcode, a runaway loop, a wrong argument count
or type, and an out-of-bounds access each give one clear line on stderr and exit status 1; no
Python traceback reaches the user."""
import pytest

from gcnsim.cli import main

KERNEL = """\
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.globl k
.p2align 8
k:
{body}
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 8
  .amdhsa_next_free_sgpr 16
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
.end_amdhsa_kernel
"""

CASES = [
    # An undefined opcode: a word no format of gfx900 decodes (placed with .long).
    ("  .long 0xffffffff", [], "invalid encoding at offset"),
    # A runaway loop stopped by the instruction budget.
    ("loop:\n  s_branch loop", ["--budget", "10000"], "budget"),
    # A load from address 0: outside every allocation, named with wave, pc, text, lane, address.
    ("  v_mov_b32 v1, 0\n  v_mov_b32 v2, 0\n  global_load_dword v3, v[1:2], off\n"
     "  s_waitcnt vmcnt(0)", [], "global_load_dword v3, v[1:2], off"),
]


@pytest.mark.parametrize("body, extra, message", CASES, ids=["opcode", "runaway", "oob"])
def test_run_errors_are_one_clear_line(tmp_path, capsys, body, extra, message):
    source = tmp_path / "k.s"
    source.write_text(KERNEL.format(body=body))
    status = main(["run", str(source), "--grid", "64", *extra])
    err = capsys.readouterr().err
    assert status == 1, err
    assert message in err and "Traceback" not in err and err.count("\n") == 1, err


def test_out_of_bounds_names_wave_pc_lane_and_address(tmp_path, capsys):
    source = tmp_path / "k.s"
    source.write_text(KERNEL.format(body=CASES[2][0]))
    main(["run", str(source), "--grid", "64"])
    err = capsys.readouterr().err
    assert "wave 0" in err and "pc 0x" in err and "lane 0" in err and "0x0" in err, err


@pytest.mark.parametrize("args, message", [
    (["--arg", "f32=2"], "takes 4 arguments"),
    (["--arg", "f32:16", "--arg", "f32:16", "--arg", "f32:16", "--arg", "i32=4"],
     "argument 0 (float) expects a value"),
])
def test_wrong_argument_count_or_type(capsys, args, message):
    from pathlib import Path
    saxpy = Path(__file__).resolve().parent / "data" / "kernels" / "gfx900" / "saxpy.hsaco"
    assert main(["run", str(saxpy), "--grid", "16", *args]) == 1
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err and err.count("\n") == 1, err


def _saxpy_without_waits(tmp_path):
    from pathlib import Path
    text = (Path(__file__).resolve().parent / "data" / "kernels" / "gfx900" / "saxpy.s")
    source = tmp_path / "saxpy_nowait.s"
    source.write_text("\n".join(line for line in text.read_text().splitlines()
                                if "s_waitcnt" not in line))
    return [str(source), "--target", "gfx900", "--grid", "128", "--arg", "f32=2",
            "--arg", "f32:128:ones", "--arg", "f32:128:ones", "--arg", "i32=128"]


def test_run_stops_at_code_that_relies_on_luck(tmp_path, capsys):
    assert main(["run", *_saxpy_without_waits(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "wave 0" in err and "s_load" in err and "lgkmcnt" in err and err.count("\n") == 1


def test_run_lists_waitcnt_reports_on_request(tmp_path, capsys):
    assert main(["run", *_saxpy_without_waits(tmp_path), "--waitcnt", "warn",
                 "--show", "64"]) == 0
    out = capsys.readouterr().out
    assert "waitcnt reports" in out and "lgkmcnt" in out and "vmcnt" in out
