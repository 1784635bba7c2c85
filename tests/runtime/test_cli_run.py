"""``gcnsim run``: argument syntax, results and statistics printed, and one-line errors."""
import shutil
from pathlib import Path

import numpy as np
import pytest

from gcnsim.cli import main
from gcnsim.errors import GcnsimError
from gcnsim.runtime import Device, LocalMemory
from gcnsim.runtime.cli_run import parse_arg, sizes

SAXPY = Path(__file__).resolve().parent.parent / "data" / "kernels" / "gfx900" / "saxpy.hsaco"


@pytest.mark.parametrize("spec,check", [
    ("i32=5", lambda v: v == 5 and v.dtype == np.int32),
    ("u32=0x10", lambda v: v == 16 and v.dtype == np.uint32),
    ("f32=2.5", lambda v: v == np.float32(2.5)),
    ("f64=-1", lambda v: v == -1.0 and v.dtype == np.float64),
    ("f32:16", lambda v: v.numpy().tolist() == [0.0] * 16),
    ("i32:4:range", lambda v: v.numpy().tolist() == [0, 1, 2, 3]),
    ("u8:3:ones", lambda v: v.numpy().tolist() == [1, 1, 1]),
    ("i16:2:-7", lambda v: v.numpy().tolist() == [-7, -7]),
    ("f32:100:rand", lambda v: ((v.numpy() >= 0) & (v.numpy() < 1)).all()),
    ("local:256", lambda v: isinstance(v, LocalMemory) and v.nbytes == 256),
])
def test_arg_syntax(spec, check):
    assert check(parse_arg(spec, Device("gfx900"), np.random.default_rng(0)))


@pytest.mark.parametrize("spec", ["q32=1", "i32=x", "f32", "f32:ten", "f32:4:bogus",
                                  "i32:1:2:3", "f32:\u0663", "local:\u00b2", "i8=128",
                                  "i64=-9223372036854775809", "u16:2:65536", "f16:2:1e5",
                                  "u8:257:range", "f32=1e39"])
def test_bad_arg_syntax(spec):
    with pytest.raises(GcnsimError, match="--arg"):
        parse_arg(spec, Device("gfx900"), np.random.default_rng(0))


@pytest.mark.parametrize("spec, value", [
    ("i64=-9223372036854775808", np.int64(-(1 << 63))), ("u64=18446744073709551615",
                                                         np.uint64((1 << 64) - 1)),
    ("f32=inf", np.float32("inf")), ("f32=-Infinity", np.float32("-inf")),
    ("f16=65504", np.float16(65504)), ("f32=1e-50", np.float32(0)), ("u8=0xff", np.uint8(255)),
])
def test_values_at_the_edges_of_their_types(spec, value):
    got = parse_arg(spec, Device("gfx900"), np.random.default_rng(0))
    assert got == value and got.dtype == value.dtype


def test_value_buffers_and_range_at_their_limits():
    dev, rng = Device("gfx900"), np.random.default_rng(0)
    assert parse_arg("u8:256:range", dev, rng).numpy()[-1] == 255
    assert parse_arg("i16:2:-32768", dev, rng).numpy().tolist() == [-32768, -32768]
    assert np.isnan(parse_arg("f32:2:nan", dev, rng).numpy()).all()


def test_sizes():
    assert sizes("16,4", "grid") == (16, 4)
    with pytest.raises(GcnsimError):
        sizes("1,2,3,4", "grid")


def test_run_prints_buffers_and_statistics(capsys):
    status = main(["run", str(SAXPY), "--grid", "100", "--block", "64", "--arg", "f32=2",
                   "--arg", "f32:100:range", "--arg", "f32:100:ones", "--arg", "i32=100"])
    out = capsys.readouterr().out
    assert status == 0
    assert "[ 1.,  3.,  5.,  7." in out.replace("\n", " ") or "1., 3., 5., 7." in out
    assert "wave-instructions" in out and "lane utilisation" in out


def test_run_errors_are_one_line(capsys):
    status = main(["run", str(SAXPY), "--grid", "100", "--arg", "f32=2"])
    err = capsys.readouterr().err
    assert status == 1
    assert err.startswith("gcnsim: saxpy takes 4 arguments") and "Traceback" not in err
    assert main(["run", "/nonexistent.hsaco", "--grid", "1"]) == 1


def test_run_prints_argument_specs_as_written(capsys):
    # rich would read ":100:" as an emoji code and "[...]" as markup
    assert main(["run", str(SAXPY), "--grid", "100", "--arg", "f32=2", "--arg", "f32:100:ones",
                 "--arg", "f32:100:ones", "--arg", "i32=100"]) == 0
    assert "f32:100:ones" in capsys.readouterr().out


@pytest.mark.skipif(shutil.which("clang-19") is None, reason="needs clang-19")
def test_run_passes_opencl_build_options(tmp_path, capsys, monkeypatch):
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "value.h").write_text("#define VALUE 40\n")
    (tmp_path / "k.cl").write_text('#include "value.h"\n'
                                   "kernel void k(global int *p) { p[0] = VALUE + N; }\n")
    monkeypatch.chdir(tmp_path)
    argv = ["run", "k.cl", "--grid", "1", "--arg", "i32:1", "-D", "N=2", "-I", "inc",
            "--cl-option=-cl-std=CL1.2", "--target", "gfx701"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "[42]" in out and "k on r9-290x (gfx701)" in out
    assert main(["run", "k.cl", "--grid", "1", "--arg", "i32:1", "-DN=2"]) == 1
    assert capsys.readouterr().err == ("gcnsim: clang-19 could not compile k.cl for gfx900: "
                                       "k.cl:1:10: fatal error: 'value.h' file not found\n")
    assert main([*argv, "--cl-option=-o/tmp/x"]) == 1
    assert capsys.readouterr().err.startswith("gcnsim: build option '-o/tmp/x' is not one of")


def test_run_stops_at_its_timeout(tmp_path, capsys):
    source = tmp_path / "spin.s"
    source.write_text(SPIN)
    # interpreted: compiled, the loop could reach the default budget inside 0.2 s
    assert main(["run", str(source), "--grid", "64", "--timeout", "0.2",
                 "--tier", "interpreter"]) == 1
    assert capsys.readouterr().err.startswith("gcnsim: timeout of 0.2 s reached at")
    assert main(["run", str(source), "--grid", "64", "--timeout", "-1"]) == 1
    assert capsys.readouterr().err == ("gcnsim: timeout must be a positive number of seconds, "
                                       "got -1.0\n")


SPIN = """.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.globl k
.p2align 8
k:
  s_add_u32 s0, s0, 1                     ; 2^32 trips: the counter decides the end, no spin
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 k
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 8
  .amdhsa_next_free_sgpr 16
.end_amdhsa_kernel
"""


def test_buffers_are_made_a_chunk_at_a_time(monkeypatch):
    import gcnsim.runtime.cli_run as cli_run
    monkeypatch.setattr(cli_run, "CHUNK", 3)
    dev = Device("gfx900")
    assert parse_arg("i32:10:range", dev, None).numpy().tolist() == list(range(10))
    assert parse_arg("u8:7:5", dev, None).numpy().tolist() == [5] * 7
    rand = parse_arg("f32:8:rand", dev, np.random.default_rng(3)).numpy()
    assert rand.tolist() == np.random.default_rng(3).random(8).astype(np.float32).tolist()


def test_a_large_buffer_needs_no_host_copy_of_itself():
    import tracemalloc
    size = 64 << 20
    tracemalloc.start()
    buffer = parse_arg(f"u8:{size}:ones", Device("gfx900"), None)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < size * 1.25, peak          # the device's copy and one chunk, not three copies
    from gcnsim.runtime.cli_run import _preview
    assert _preview(buffer, 3) == f"[1, 1, 1] ... ({size} elements)"


def test_json_holds_the_buffers_and_the_reports(capsys):
    """--json is one object: the statistics, the first --show elements of each buffer (NaN and
    infinities as strings, which JSON has no numbers for) and the waitcnt reports."""
    import json
    assert main(["run", str(SAXPY), "--kernel", "saxpy", "--grid", "64", "--block", "64",
                 "--arg", "f32=2", "--arg", "f32:64:range", "--arg", "f32:64:inf",
                 "--arg", "i32=64", "--json", "--show", "3", "--waitcnt", "warn"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["buffers"] == {
        "arg 1": {"spec": "f32:64:range", "elements": 64, "first": [0.0, 1.0, 2.0]},
        "arg 2": {"spec": "f32:64:inf", "elements": 64, "first": ["inf", "inf", "inf"]}}
    assert out["waitcnt_reports"] == [] and out["wave_instructions"] > 0


def test_run_takes_a_device_by_name(capsys):
    """``gcnsim run FILE --device NAME``: a device by its chip name (run once took only
    --target)."""
    args = ["--grid", "64", "--arg", "f32=2", "--arg", "f32:64:ones", "--arg", "f32:64:ones",
            "--arg", "i32=64"]
    assert main(["run", str(SAXPY), "--device", "vega56", *args]) == 0
    assert "saxpy on vega56 (gfx900)" in capsys.readouterr().out
    assert main(["run", str(SAXPY), "--device", "mi300x", *args]) == 1
    assert "gfx942" in capsys.readouterr().err


def test_grid_and_block_help_state_the_ranges_the_launch_checks():
    """--grid's and --block's help give the sizes Geometry.of takes (the help once said
    0..4294967295 while the check refused 0): each edge of the stated range is checked."""
    import re
    from gcnsim.cli import build_parser
    from gcnsim.emu.launch import Geometry, LaunchError
    run = build_parser()._subparsers._group_actions[0].choices["run"]
    helps = {a.dest: a.help for a in run._actions}
    low, high = map(int, re.search(r"each (\d+)\.\.(\d+)", helps["grid"]).groups())
    Geometry.of((low, high), 1)
    for bad in (low - 1, high + 1):
        with pytest.raises(LaunchError, match=f"each size must be in {low}..{high}"):
            Geometry.of(bad, 1)
    least = int(re.search(r"each at least (\d+)", helps["block"]).group(1))
    most = int(re.search(r"at most (\d+) work-items", helps["block"]).group(1))
    Geometry.of(most, (least, most))
    with pytest.raises(LaunchError, match=f"at least {least}"):
        Geometry.of(64, least - 1)
    with pytest.raises(LaunchError, match=f"at most {most}"):
        Geometry.of(most + 1, most + 1)
    assert "--sampled" in helps["timing"]       # the rule when both are given: sampled
