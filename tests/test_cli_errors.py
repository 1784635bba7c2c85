"""Bad input through `gcnsim run`: an undefined opcode, a runaway loop, a wrong argument count
or type, and an out-of-bounds access each give one clear line on stderr and exit status 1; no
Python traceback reaches the user, nor does an interrupt while the command's modules load."""
import os
import subprocess
import sys
import textwrap
from pathlib import Path

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
    # A runaway loop stopped by the instruction budget (its counter decides when it ends,
    # after 2^32 trips, so it is not a spin that repeats).
    ("loop:\n  s_add_u32 s0, s0, 1\n  s_cmp_lg_u32 s0, 0\n  s_cbranch_scc1 loop",
     ["--budget", "10000"], "budget"),
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
     "--arg 'f32:16': saxpy: argument 0 (float) takes --arg f32=VALUE"),
    (["--arg", "f32=2", "--arg", "i32:16", "--arg", "f32:16", "--arg", "i32=4"],
     "--arg 'i32:16': saxpy: argument 1 (float*) takes --arg f32:COUNT[:INIT] (a buffer of f32)"),
    (["--arg", "f32=2", "--arg", "f32:16", "--arg", "f32:16", "--arg", "f32=100"],
     "--arg 'f32=100': saxpy: argument 3 (int) takes --arg i32=VALUE"),
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


SAXPY = Path(__file__).resolve().parent / "data" / "kernels" / "gfx900" / "saxpy.hsaco"


def _saxpy(*args, a="f32=2", x="f32:16", y="f32:16", n="i32=16", grid="16"):
    return ["run", str(SAXPY), "--grid", grid, "--arg", a, "--arg", x, "--arg", y, "--arg", n,
            *args]


# Each once printed "internal error" (exit 2) or a numpy warning; now one line and status 1.
VALUE_CASES = [
    (_saxpy(n="i32=99999999999"),
     "--arg 'i32=99999999999': 99999999999 is out of range for i32 (-2147483648..2147483647)"),
    (_saxpy(n="u32=-1"), "--arg 'u32=-1': -1 is out of range for u32 (0..4294967295)"),
    (_saxpy(n="u64=18446744073709551616"),
     "--arg 'u64=18446744073709551616': 18446744073709551616 is out of range for u64 "
     "(0..18446744073709551615)"),
    (_saxpy(grid="4294967296"), "grid (4294967296, 1, 1): each size must be in 1..4294967295"),
    (_saxpy(grid="0"), "grid (0, 1, 1): each size must be in 1..4294967295 (an empty grid runs "
                       "nothing)"),
    (_saxpy(grid="1024,0"), "grid (1024, 0, 1): each size must be in 1..4294967295 (an empty "
                            "grid runs nothing)"),
    (_saxpy("--seed", "-1"), "--seed -1: expected a number >= 0"),
    (_saxpy("--show", "-3"), "--show -3: expected a number >= 0"),
    (_saxpy(a="f32=1e40"),
     "--arg 'f32=1e40': 1e40 is out of range for f32 (largest finite magnitude "
     "3.4028234663852886e+38)"),
    (_saxpy(a="f16=70000"),
     "--arg 'f16=70000': 70000 is out of range for f16 (largest finite magnitude 65504.0)"),
    (_saxpy(a="f64=1e400"), "--arg 'f64=1e400': 1e400 is out of range for f64 (largest finite "
                            "magnitude 1.7976931348623157e+308)"),
    (_saxpy(a="f32=1e300"),
     "--arg 'f32=1e300': 1e300 is out of range for f32 (largest finite magnitude "
     "3.4028234663852886e+38)"),
    (_saxpy(grid="1.5"), "--grid '1.5': expected X[,Y[,Z]] integers"),
    (_saxpy(x="i32:4:99999999999"),
     "--arg 'i32:4:99999999999': 99999999999 is out of range for i32 (-2147483648..2147483647)"),
    (_saxpy(x="u8:4:-1"), "--arg 'u8:4:-1': -1 is out of range for u8 (0..255)"),
    (_saxpy(x="f32:4:1e40"), "--arg 'f32:4:1e40': 1e40 is out of range for f32 (largest finite "
                             "magnitude 3.4028234663852886e+38)"),
    (_saxpy(x="i8:300:range"),
     "--arg 'i8:300:range': range reaches 299, beyond i8's largest value 127"),
    (_saxpy(x="local:65537"), "--arg 'local:65537': saxpy: argument 1 (float*) takes --arg "
                              "f32:COUNT[:INIT] (a buffer of f32)"),
    (_saxpy(n="i32=1e3"), "--arg 'i32=1e3': '1e3' is not an integer (decimal, 0x, 0o or 0b) "
                          "for i32"),
    (_saxpy(a="f32=two"), "--arg 'f32=two': 'two' is not a number for f32"),
    (_saxpy(x="f32:" + "9" * 5000), f"--arg 'f32:{'9' * 5000}': expected TYPE=VALUE, "
                                    "TYPE:COUNT[:INIT], TYPE:[COUNT:]@FILE or local:BYTES"),
    (_saxpy(x="f32:\u00b2"), "--arg 'f32:\u00b2': expected TYPE=VALUE, TYPE:COUNT[:INIT], "
                             "TYPE:[COUNT:]@FILE or local:BYTES"),
    (_saxpy(x="local:\u00b2"), "--arg 'local:\u00b2': expected TYPE=VALUE, TYPE:COUNT[:INIT], "
                               "TYPE:[COUNT:]@FILE or local:BYTES"),
    (_saxpy("--target", "gfx90a"),
     f"{SAXPY} is built for gfx900, not gfx90a (--device)"),
    (_saxpy("--target", "mi300x"),
     f"{SAXPY} is built for gfx900, not mi300x (gfx942) (--device)"),
]


@pytest.mark.parametrize("argv, message", VALUE_CASES,
                         ids=[message[:60] for _, message in VALUE_CASES])
def test_bad_values_are_one_line(capsys, argv, message):
    assert main(argv) == 1
    assert capsys.readouterr().err == f"gcnsim: {message}\n"


def test_a_buffer_beyond_device_memory_is_refused_before_allocating(capsys):
    from gcnsim.runtime import Device
    limit = Device("gfx900").memory.limit()     # the chip's memory, or the host's cap
    assert main(_saxpy(x="i32:99999999999")) == 1
    err = capsys.readouterr().err
    assert err.startswith("gcnsim: --arg buffers take 373 GiB together ('i32:99999999999' "
                          "373 GiB, "), err
    assert err.endswith(f"of {limit} are left\n"), err


@pytest.mark.parametrize("argv", [["run", str(SAXPY), "--grid", "16", "--budget", "x"],
                                  ["run", str(SAXPY)], ["bogus"], ["run", str(SAXPY),
                                  "--grid", "1", "--waitcnt", "maybe"]])
def test_argparse_errors_exit_2_with_usage(capsys, argv):
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    assert "usage: gcnsim" in capsys.readouterr().err


def test_an_error_stays_one_line_whatever_the_argument_holds(capsys):
    assert main(_saxpy(x="f32:16\n:1\x00\u2028")) == 1
    assert capsys.readouterr().err == ("gcnsim: --arg 'f32:16\\n:1\\x00\\u2028': expected "
                                       "TYPE=VALUE, TYPE:COUNT[:INIT], TYPE:[COUNT:]@FILE or local:BYTES\n")


def test_an_interrupt_is_one_line_with_status_130(capsys, monkeypatch):
    import gcnsim.runtime.cli_run as cli_run

    def interrupted(args):
        raise KeyboardInterrupt
    monkeypatch.setattr(cli_run, "cmd_run", interrupted)
    assert main(_saxpy()) == 130
    assert capsys.readouterr().err == "gcnsim: interrupted\n"


SCRIPT = textwrap.dedent("""
    import importlib.abc, os, signal, sys
    signal.signal(signal.SIGINT, signal.default_int_handler)    # as from a terminal

    class Interrupting(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path, target=None):
            if name == MODULE:
                os.kill(os.getpid(), signal.SIGINT)
            return None

    MODULE = sys.argv.pop(1)
    sys.meta_path.insert(0, Interrupting())
    from gcnsim.cli import main     # as the console script does (it is named gcnsim)
    sys.exit(main())
""")


@pytest.mark.parametrize("module", ["gcnsim.outputs", "rich", "numpy.random"])
def test_an_interrupt_while_the_command_loads_is_one_line_with_status_130(tmp_path, module):
    """SIGINT as the command imports ``module``: while gcnsim.cli itself loads, while main
    builds its parser (rich: an outside trial's Ctrl-C in the first second printed 36 lines
    of traceback), and once the command runs: one line, status 130."""
    script = tmp_path / "gcnsim"
    script.write_text(SCRIPT)
    root = Path(__file__).resolve().parents[1]
    env = dict(os.environ, PYTHONPATH=str(root))
    done = subprocess.run([sys.executable, str(script), module, *_saxpy()],
                          capture_output=True, text=True, env=env, timeout=300)
    assert (done.returncode, done.stderr) == (130, "gcnsim: interrupted\n")


def test_shared_mem_gives_dynamic_lds_to_a_kernel_without_a_local_argument(tmp_path, capsys):
    """Found by an outside trial: a kernel whose LDS is all dynamic and has no local argument
    (HIP's extern __shared__) could only fault from the command line. --shared-mem gives it
    LDS; without it the access is outside the workgroup's 0-byte allocation; a negative or too
    large value is one line."""
    source = tmp_path / "k.s"
    source.write_text(KERNEL.format(body="  v_lshlrev_b32 v1, 2, v0\n  ds_write_b32 v1, v0\n"
                                         "  s_waitcnt lgkmcnt(0)"))
    assert main(["run", str(source), "--grid", "64"]) == 1
    assert "0-byte LDS allocation" in capsys.readouterr().err
    assert main(["run", str(source), "--grid", "64", "--shared-mem", "256"]) == 0
    capsys.readouterr()
    for value, message in (("-1", "shared_mem must be an integer"),
                           ("70000", "needs 70000 bytes of LDS a workgroup (0 fixed, 70000 "
                                     "dynamic)")):
        assert main(["run", str(source), "--grid", "64", "--shared-mem", value]) == 1
        err = capsys.readouterr().err
        assert message in err and err.count("\n") == 1, err
