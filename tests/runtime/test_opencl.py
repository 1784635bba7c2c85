"""The OpenCL C front end: gfx701 builds with the device libraries, a file compiles where it lies
(its #includes found, clang's messages naming it as given), build options (-D, -I, -cl-std) are
passed through and anything else is refused."""
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from gcnsim.asm import disassemble
from gcnsim.codeobj import load_code_object
from gcnsim.isa.targets import TARGETS
from gcnsim.runtime import Device
from gcnsim.errors import TargetError
from gcnsim.runtime.opencl import (FLAGS, CompileError, build_options, compile_opencl,
                                    compile_opencl_file, device_lib_dir)
from gcnsim.runtime.program import load_program

SAXPY_CL = Path(__file__).resolve().parents[2] / "gcnsim" / "kernels" / "saxpy.cl"
needs_clang = pytest.mark.skipif(shutil.which("clang-19") is None, reason="needs clang-19")

KERNEL = """#include "local.h"
kernel void k(global int *p) { p[get_global_id(0)] = VALUE + N; }
"""


def _run(program, n=4):
    out = program.device.array(np.zeros(n, np.int32))
    program.k(out, grid=n, block=n)
    return out.numpy().tolist()


@needs_clang
def test_gfx701_builds_with_the_device_libraries_and_runs():
    dev = Device("gfx701")
    prog = dev.load(SAXPY_CL)
    x = dev.array(np.arange(64, dtype=np.float32))
    y = dev.array(np.ones(64, np.float32))
    prog.saxpy(np.float32(2.0), x, y, 64, grid=64, block=64)
    assert y.numpy().tolist() == [2.0 * i + 1.0 for i in range(64)]


@needs_clang
def test_a_file_finds_its_includes_beside_it(tmp_path, monkeypatch):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "local.h").write_text("#define VALUE 40\n#define N 2\n")
    (tmp_path / "src" / "k.cl").write_text(KERNEL)
    monkeypatch.chdir(tmp_path)
    assert _run(Device("gfx900").load("src/k.cl")) == [42] * 4


@needs_clang
def test_build_options_define_and_include(tmp_path, monkeypatch):
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "local.h").write_text("#define VALUE 7\n")
    (tmp_path / "k.cl").write_text(KERNEL)
    monkeypatch.chdir(tmp_path)
    prog = load_program(Device("gfx900"), Path("k.cl"), build_options=["-DN=3", "-Iinc"])
    assert _run(prog) == [10] * 4
    prog = load_program(Device("gfx900"), "k.cl", build_options="-DN=5 -Iinc -cl-std=CL1.2")
    assert _run(prog) == [12] * 4


@needs_clang
def test_source_text_includes_resolve_against_the_current_directory(tmp_path, monkeypatch):
    (tmp_path / "local.h").write_text("#define VALUE 1\n")
    monkeypatch.chdir(tmp_path)
    prog = load_program(Device("gfx90a"), KERNEL, name="text.cl", build_options=["-DN=1"])
    assert _run(prog) == [2] * 4


@needs_clang
def test_clang_messages_name_the_file_as_given(tmp_path, monkeypatch):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "local.h").write_text("#define VALUE 1\n")
    (tmp_path / "src" / "k.cl").write_text(KERNEL)
    monkeypatch.chdir(tmp_path)
    with pytest.raises(CompileError) as err:
        Device("gfx900").load("src/k.cl")
    assert str(err.value) == ("clang-19 could not compile src/k.cl for gfx900: src/k.cl:2:62: "
                              "error: use of undeclared identifier 'N'")
    assert "gcnsim-cl-" not in err.value.messages and "src/k.cl:2:62" in err.value.messages


@needs_clang
def test_text_messages_name_the_text_and_count_the_rest():
    with pytest.raises(CompileError) as err:
        compile_opencl("kernel void k(global int *p) { p[0] = a; p[1] = b; }",
                       TARGETS["gfx900"], name="mine.cl")
    assert str(err.value) == ("clang-19 could not compile mine.cl for gfx900: mine.cl:1:39: "
                              "error: use of undeclared identifier 'a' (and 1 more)")


@pytest.mark.parametrize("options, message", [
    (["-o/tmp/x"], "build option '-o/tmp/x' is not one of"),
    (["-mcpu=gfx1100"], "build option '-mcpu=gfx1100' is not one of"),
    (["-Wl,-o,/tmp/x"], "build option '-Wl,-o,/tmp/x' is not one of"),
    (["-D", "N=1"], "build option '-D' is not one of"),
    ([3], "build options must be a list of strings"),
    ({"-DN": 1}, "build options must be a list of strings"),
])
def test_build_options_other_than_opencl_ones_are_refused(options, message):
    with pytest.raises(CompileError, match="^" + message.replace("(", r"\(")):
        build_options(options)


def test_build_options_apply_to_opencl_only():
    with pytest.raises(CompileError, match=r"^<source>: build options apply to OpenCL C \(.cl\) "
                                           r"only$"):
        load_program(Device("gfx900"), "s_endpgm\n", build_options=["-DN=1"])


@needs_clang
@pytest.mark.parametrize("target", ["gfx942", "mi300x", TARGETS["gfx942"]])
def test_a_target_is_a_target_or_its_name(tmp_path, target):
    (tmp_path / "local.h").write_text("#define VALUE 1\n")
    (tmp_path / "k.cl").write_text(KERNEL)
    from_file = compile_opencl_file(tmp_path / "k.cl", target, ["-DN=1"])
    from_text = compile_opencl("kernel void k(global int *p) { p[0] = 1; }", target)
    for code in (from_file, from_text):
        assert list(Device("mi300x").load(code).kernels) == ["k"]


def test_an_unknown_target_name_is_a_target_error():
    with pytest.raises(TargetError, match="gfx9999"):
        compile_opencl("kernel void k(global int *p) { p[0] = 1; }", "gfx9999")


@needs_clang
def test_a_file_named_like_an_option_is_compiled_as_a_file(tmp_path, monkeypatch):
    # "-o.cl" handed to clang as it is was taken for "-o .cl": "no input files"
    monkeypatch.chdir(tmp_path)
    Path("-o.cl").write_text("kernel void k(global int *p) { p[get_global_id(0)] = 7; }\n")
    dev = Device("gfx900")
    data = dev.array(np.zeros(64, np.int32))
    dev.load("-o.cl").k(data, grid=64)
    assert (data.numpy() == 7).all()


BSUM_CL = """kernel void bsum(global const int *in, global int *out, local int *tmp) {
  int l = get_local_id(0);
  tmp[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0) {
    int s = 0;
    for (int k = 0; k < 64; k++)
      s += tmp[k];
    out[get_group_id(0)] = s;
  }
}
"""


@needs_clang
def test_g_builds_full_debug_information_for_the_debugger_too(tmp_path, monkeypatch, capsys):
    """-g (also --cl-option=-g) was refused; it builds clang's full debug information (the
    variables, which -gline-tables-only leaves out: the line table comes first so -g wins),
    and gcnsim debug / run take it."""
    from gcnsim.cli import main
    from gcnsim.codeobj.elf import read_elf
    monkeypatch.chdir(tmp_path)
    (tmp_path / "bsum.cl").write_text(BSUM_CL)
    strings = [read_elf(compile_opencl_file("bsum.cl", "gfx900", options)).section(".debug_str")
               for options in ([], ["-g"])]
    assert b"\0tmp\0" not in strings[0].data and b"\0tmp\0" in strings[1].data
    launch = ["--grid", "128", "--block", "64", "--arg", "i32:128:range", "--arg", "i32:2",
              "--arg", "local:256"]
    for g in (["-g"], ["--cl-option=-g"]):
        assert main(["debug", "bsum.cl", *g, *launch, "-ex", "advance 9", "--batch",
                     "/dev/null"]) == 0
        assert "at bsum.cl:9:" in capsys.readouterr().out
    assert main(["run", "bsum.cl", "-g", *launch, "--json"]) == 0
    assert '"first": [2016, 6112]' in capsys.readouterr().out


O0_KERNEL = """\
kernel void k(global const float *a, global const float *b, global float *c, int n) {
  int i = get_global_id(0);
  if (i < n) {
    float s = 0.0f;
    for (int j = 0; j < 4; j++)
      s += a[i] * (float)j;
    c[i] = s + b[i];
  }
}
"""


@needs_clang
@pytest.mark.parametrize("target", ["gfx701", "gfx900", "gfx90a"])
def test_clang_O0_code_runs_clean_under_the_default_checker(tmp_path, target):
    """``clang-19 -O0``: every value through scratch, SGPRs spilled to VGPR lanes under
    ``s_or_saveexec_b64 s[24:25], -1``, a call to get_global_id. Interpreted and native under
    the default checker (errors stop the launch): the result is numpy's, no hazard reported."""
    source = tmp_path / "k.cl"
    source.write_text(O0_KERNEL)
    out = tmp_path / "k.hsaco"
    subprocess.run(["clang-19", *FLAGS, "-O0", f"-mcpu={target}",
                    f"--rocm-device-lib-path={device_lib_dir()}", "-o", str(out), str(source)],
                   check=True, capture_output=True)
    code = load_code_object(out.read_bytes())
    assert any(i.text.startswith("s_or_saveexec_b64") for i in disassemble(code.text, target))
    dev = Device(target)
    program = dev.load(out.read_bytes())
    n = 1000
    a = np.random.default_rng(0).random(n, dtype=np.float32)
    b = np.ones(n, np.float32)
    expected = sum((a * np.float32(j) for j in range(1, 4)), np.zeros(n, np.float32)) + b
    for tier in ("interpreter", "native"):
        c = dev.zeros(n, np.float32)
        launch = program.k(dev.array(a), dev.array(b), c, np.int32(n), grid=1024, block=64,
                           tier=tier)
        assert launch.extra["hazards"] == [] and np.array_equal(c.get(), expected)


LOOP_CL = """kernel void lp(global const int *in, global int *out, int n) {
  int i = get_global_id(0);
  int v = in[i];
  int acc = 0;
  for (int k = 0; k < 5; k++) {
    if ((v + k) % 3 == 0) continue;
    acc += v * k;
  }
  out[i] = acc;
}
"""


@needs_clang
def test_cl_opt_disable_builds_unoptimised_code_line_by_line(tmp_path, monkeypatch, capsys):
    """gcnsim's own -O2 is left out under -cl-opt-disable (clang-19 optimises "-O2
    -cl-opt-disable" in either order), so the loop body's line 7 is there to break on."""
    from gcnsim.cli import main
    from gcnsim.codeobj.elf import read_elf
    monkeypatch.chdir(tmp_path)
    (tmp_path / "lp.cl").write_text(LOOP_CL)
    sizes = [len(read_elf(compile_opencl_file("lp.cl", "gfx900", options)).section(".text").data)
             for options in ([], ["-cl-opt-disable"])]
    assert sizes[1] > 2 * sizes[0]
    launch = ["--grid", "128", "--block", "64", "--arg", "i32:128:range", "--arg", "i32:128",
              "--arg", "i32=128"]
    assert main(["debug", "lp.cl", "--cl-option=-cl-opt-disable", *launch, "-ex", "break 7",
                 "-ex", "continue", "--batch", "/dev/null"]) == 0
    out = capsys.readouterr().out
    assert "Breakpoint 1 at" in out and "at lp.cl:7:" in out
