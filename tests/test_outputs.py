"""Files gcnsim writes (gcnsim/outputs.py): ``run in.hsaco --trace in.hsaco``,
``profile k.html -o k.html``, ``asm f.s -o f.s`` and ``compile k.py -o k.py`` overwrote their
input and exited 0, and a write that failed (a full disk, ``ulimit -f``) left a truncated file
in place of the old one. Every output is now refused when it is an input, checked before the
launch, and written beside its target and renamed."""
import os
import resource
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from gcnsim.cli import main
from gcnsim.codeobj import write_code_object
from gcnsim.asm import assemble
from gcnsim.outputs import OutputError, check_outputs, write_output
from gcnsim.runtime import Device, program

KERNELS = Path(__file__).parent / "data" / "kernels"
SAXPY = KERNELS / "gfx900" / "saxpy.hsaco"
SAXPY_S = KERNELS / "gfx90a" / "saxpy.s"
RUN = ["--grid", "16", "--arg", "f32=2", "--arg", "f32:16:ones", "--arg", "f32:16:ones",
       "--arg", "i32=16"]
LANG = '''from gcnsim.lang import Ptr, f32, global_id, kernel


@kernel
def scale(x: Ptr[f32]):
    x[global_id(0)] = x[global_id(0)] * 2.0
'''
REPO = Path(__file__).resolve().parent.parent


def _copy(tmp_path, source, name):
    path = tmp_path / name
    path.write_bytes(Path(source).read_bytes())
    return path


def _no_launch(monkeypatch):
    """Make any launch fail loudly: a refusal must come before it."""
    def refuse(*args, **kwargs):
        raise AssertionError("the launch ran")
    monkeypatch.setattr(program, "launch_kernel", refuse)


@pytest.mark.parametrize("command", ["run", "run --trace other", "profile -o", "profile --trace",
                                     "asm", "compile"])
def test_an_output_that_is_the_input_is_refused_and_the_input_kept(tmp_path, monkeypatch, capsys,
                                                                     command):
    _no_launch(monkeypatch)
    kind, *flags = command.split()
    if kind == "asm":
        path = _copy(tmp_path, SAXPY_S, "f.s")
        argv = ["asm", str(path), "-o", str(path)]
    elif kind == "compile":
        path = tmp_path / "k.py"
        path.write_text(LANG)
        argv = ["compile", str(path), "-o", str(path)]
    else:
        name = "k.html" if flags == ["-o"] else "in.hsaco"     # the probe's: a code object
        path = _copy(tmp_path, SAXPY, name)
        flag = "--trace" if flags[:1] != ["-o"] else "-o"
        argv = [kind, str(path), *RUN, "--json", flag, str(tmp_path / "." / name)]
        if flags == ["--trace", "other"]:
            argv[-2:] = ["--trace", "../" + tmp_path.name + "/" + name]
            monkeypatch.chdir(tmp_path)
    before = path.read_bytes()
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert "cannot write" in err and "it is the input" in err and err.count("\n") == 1
    assert path.read_bytes() == before


def test_the_input_is_known_by_its_inode_not_its_name(tmp_path):
    source = _copy(tmp_path, SAXPY, "in.hsaco")
    os.link(source, tmp_path / "hard.json")
    with pytest.raises(OutputError, match="it is the input"):
        check_outputs({"trace": tmp_path / "hard.json"}, inputs=[source])
    check_outputs({"trace": tmp_path / "other.json"}, inputs=[source])     # a new name: fine


def test_two_outputs_of_one_file_are_refused(tmp_path):
    with pytest.raises(OutputError, match="trace and profile report both name"):
        check_outputs({"trace": tmp_path / "r.html", "profile report": tmp_path / "./r.html"})


@pytest.mark.parametrize("where,why", [("missing/out.bin", "no directory"),
                                       ("directory", "not a regular file"),
                                       ("/dev/null", "not a regular file")])
def test_what_is_no_file_to_write_is_refused(tmp_path, where, why):
    (tmp_path / "directory").mkdir()
    path = where if where.startswith("/") else tmp_path / where
    with pytest.raises(OutputError, match=why):
        write_output(path, b"data", "output")


def test_a_write_that_fails_midway_leaves_the_old_file_and_no_temporary(tmp_path):
    path = tmp_path / "report.html"
    path.write_text("the old report")

    def half(f):
        f.write(b"<html>half a page")
        raise OSError(28, "No space left on device")
    with pytest.raises(OutputError, match="cannot write .*No space left on device"):
        write_output(path, half, "profile report")
    assert path.read_text() == "the old report"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.html"]

    def broken(f):
        f.write(b"partial")
        raise ValueError("the content could not be made")
    with pytest.raises(ValueError):
        write_output(path, broken, "profile report")
    assert path.read_text() == "the old report"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.html"]


def test_ulimit_f_leaves_the_old_code_object(tmp_path):
    """The outside probe: ``ulimit -f`` cut ``asm -o`` short and left a truncated file."""
    out = tmp_path / "out.hsaco"
    out.write_bytes(b"old")
    big = tmp_path / "big.s"
    big.write_text(SAXPY_S.read_text().replace("s_endpgm", "v_nop\n" * 5000 + "s_endpgm", 1))

    def limit():
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))
    result = subprocess.run([sys.executable, "-m", "gcnsim.cli", "asm", str(big), "-o", str(out)],
                            capture_output=True, text=True, preexec_fn=limit, cwd=REPO,
                            env={**os.environ, "PYTHONPATH": str(REPO)})
    assert result.returncode == 1
    assert result.stderr.startswith(f"gcnsim: output: cannot write '{out}': File too large")
    assert out.read_bytes() == b"old" and sorted(tmp_path.iterdir()) == [big, out]


def test_a_replaced_file_keeps_its_permissions_and_a_link_its_target(tmp_path):
    target = tmp_path / "real.bin"
    target.write_bytes(b"old")
    target.chmod(0o640)
    link = tmp_path / "link.bin"
    link.symlink_to(target)
    write_output(link, b"new", "output")
    assert link.is_symlink() and target.read_bytes() == b"new"
    assert target.stat().st_mode & 0o777 == 0o640


def test_write_code_object_to_a_path_goes_whole(tmp_path):
    path = tmp_path / "k.hsaco"
    data = write_code_object(assemble(SAXPY_S.read_text(), "gfx90a"), path=path)
    assert path.read_bytes() == data
    with pytest.raises(OutputError, match="not a regular file"):
        write_code_object(assemble(SAXPY_S.read_text(), "gfx90a"), path=tmp_path)


def test_profile_checks_its_report_before_the_file_loads(tmp_path, monkeypatch, capsys):
    def refuse(*args, **kwargs):
        raise AssertionError("the file was loaded")
    monkeypatch.setattr(program, "load_image", refuse)
    (tmp_path / "taken.html").mkdir()
    assert main(["profile", str(SAXPY), *RUN, "-o", str(tmp_path / "taken.html")]) == 1
    assert "not a regular file" in capsys.readouterr().err
    assert main(["profile", str(SAXPY), *RUN, "-o", str(tmp_path / "report.txt")]) == 1
    assert "must end in .html or .png" in capsys.readouterr().err


def test_a_new_file_gets_the_mode_the_umask_gives(tmp_path):
    old = os.umask(0o027)
    try:
        write_output(tmp_path / "new.json", "{}", "trace")
    finally:
        os.umask(old)
    assert (tmp_path / "new.json").stat().st_mode & 0o777 == 0o640


def test_an_api_launch_refuses_to_trace_over_its_program(tmp_path):
    path = _copy(tmp_path, SAXPY, "in.hsaco")
    dev = Device("gfx900")
    x, y = dev.array(np.ones(64, np.float32)), dev.array(np.ones(64, np.float32))
    with pytest.raises(OutputError, match="it is the input"):
        dev.load(path).saxpy(2.0, x, y, 64, grid=64, trace=str(path))
    assert path.read_bytes() == SAXPY.read_bytes()
