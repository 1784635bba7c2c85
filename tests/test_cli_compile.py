"""``gcnsim compile`` and ``Device.compile``: a gcnsim.lang kernel from a Python file to
assembly or a code object that the other commands read, and errors as one line."""
import numpy as np
import pytest

import gcnsim
from gcnsim.cli import main
from gcnsim.codeobj import load_code_object
from gcnsim.lang import Ptr, f32, global_id, i32, kernel

SOURCE = '''from gcnsim.lang import kernel, Ptr, f32, i32, global_id

@kernel
def saxpy(x: Ptr[f32], y: Ptr[f32], a: f32, n: i32):
    i = global_id(0)
    if i < n:
        y[i] = a * x[i] + y[i]
'''


@kernel
def scale(x: Ptr[f32], a: f32, n: i32):
    i = global_id(0)
    if i < n:
        x[i] = a * x[i]


@pytest.fixture
def kernels_py(tmp_path):
    path = tmp_path / "kernels.py"
    path.write_text(SOURCE)
    return path


@pytest.mark.parametrize("target", ["gfx701", "gfx900", "gfx90a", "gfx942"])
def test_compile_writes_a_code_object_check_finds_clean(kernels_py, tmp_path, target, capsys):
    out = tmp_path / "saxpy.hsaco"
    assert main(["compile", str(kernels_py), "--kernel", "saxpy", "--target", target,
                 "-o", str(out)]) == 0
    co = load_code_object(out.read_bytes())
    assert co.target.name == target and list(co.kernels) == ["saxpy"]
    assert main(["check", str(out)]) == 0
    assert "0 findings" in capsys.readouterr().out


def test_compile_prints_or_writes_assembly(kernels_py, tmp_path, capsys):
    assert main(["compile", str(kernels_py), "--kernel", "saxpy", "--divergence",
                 "resume-pc"]) == 0
    printed = capsys.readouterr().out
    assert printed.startswith('.amdgcn_target "amdgcn-amd-amdhsa--gfx900"')
    out = tmp_path / "saxpy.s"
    assert main(["compile", str(kernels_py), "--kernel", "saxpy", "--divergence",
                 "resume-pc", "-o", str(out)]) == 0
    assert out.read_text() == printed


@pytest.mark.parametrize("argv, message", [
    (["--kernel", "nope"], "no @kernel named 'nope' (the file has: saxpy)"),
    (["--kernel", "saxpy", "--target", "gfx1100"], "gfx1100"),
])
def test_compile_errors_are_one_line(kernels_py, argv, message, capsys):
    assert main(["compile", str(kernels_py), *argv]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err


@pytest.mark.parametrize("tail, message", [
    ("import sys\nsys.exit(0)\n", "importing it called sys.exit(0) before its kernels"),
    ("exit()\n", "importing it called sys.exit() before"),
    ("raise SystemExit('done')\n", "called sys.exit('done')"),
    ("raise GeneratorExit('odd')\n", "importing it raised GeneratorExit: odd"),
    ("import sys\nsys.path.pop(0)\n", None),
], ids=["sys.exit(0)", "exit()", "SystemExit", "GeneratorExit", "sys.path.pop"])
def test_compile_survives_what_the_file_does_at_import(tmp_path, tail, message, capsys):
    # a file that exits at import once made gcnsim compile exit 0 having written nothing
    path = tmp_path / "kernels.py"
    path.write_text(SOURCE + tail)
    out = tmp_path / "saxpy.hsaco"
    status = main(["compile", str(path), "--kernel", "saxpy", "-o", str(out)])
    err = capsys.readouterr().err
    if message is None:
        assert status == 0 and out.exists() and err == ""
    else:
        assert status == 1 and not out.exists()
        assert err.count("\n") == 1 and message in err


def test_what_the_file_prints_at_import_stays_out_of_the_assembly(tmp_path, capsys):
    path = tmp_path / "kernels.py"
    path.write_text("print('loading kernels')\n" + SOURCE)
    assert main(["compile", str(path), "--kernel", "saxpy"]) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith(".amdgcn_target") and "loading" not in captured.out
    assert captured.err == "loading kernels\n"


def test_device_compile_runs_the_kernel():
    dev = gcnsim.Device("mi300x")
    program = dev.compile(scale, divergence="resume-pc")
    assert program.compiled.divergence == "resume-pc" and program.compiled.target == "gfx942"
    x = dev.array(np.arange(100, dtype=np.float32))
    program.scale(x, np.float32(3), np.int32(90), grid=128, block=64)
    want = np.arange(100, dtype=np.float32)
    want[:90] *= 3
    assert np.array_equal(x.numpy(), want)


def test_device_compile_refuses_what_is_not_a_kernel():
    with pytest.raises(gcnsim.GcnsimError, match="takes a @gcnsim.lang.kernel function"):
        gcnsim.Device("gfx900").compile("saxpy.py")
