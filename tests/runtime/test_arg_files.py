"""``--arg TYPE:[COUNT:]@FILE`` (runtime/cli_run.py ArgFile): a buffer holding a .npy or raw
file's elements, every file untrusted (each refusal one GcnsimError naming the form, never a
numpy traceback, never an unpickled object); ``--save DIR`` writing the buffers back as .npy;
a sweep carrying a file's elements, not its name."""
import dataclasses
import json
import os
import pickle

import numpy as np
import pytest

import gcnsim
from gcnsim.cli import main
from gcnsim.emu.memory import OutOfMemory
from gcnsim.errors import GcnsimError
from gcnsim.runtime import Device
from gcnsim.runtime.cli_run import ArgFile, check_buffers_room, parse_arg

from .test_cli_run import SAXPY


def _arg(spec, device=None):
    return parse_arg(spec, device or Device("gfx900"), np.random.default_rng(0))


@pytest.fixture
def files(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    np.save("x.npy", np.arange(10, dtype=np.float32))
    np.arange(6, dtype=np.int32).tofile("x.bin")
    return tmp_path


@pytest.mark.parametrize("spec, values", [
    ("f32:@x.npy", list(range(10))),                    # COUNT left out: the file's
    ("f32:10:@x.npy", list(range(10))),
    ("i32:@x.bin", list(range(6))),                     # raw: little-endian elements
    ("i32:6:@x.bin", list(range(6))),
    ("u16:@x.bin", [0, 0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0]),   # raw bytes as any TYPE
])
def test_a_buffer_holds_the_files_elements(files, spec, values):
    buffer = _arg(spec)
    assert buffer.numpy().tolist() == values and buffer.dtype == np.dtype(
        {"f32": np.float32, "i32": np.int32, "u16": np.uint16}[spec[:3]])


def test_a_path_keeps_its_colons_and_at_signs(files):
    os.mkdir("a:b@c")
    np.save("a:b@c/y.npy", np.ones(3, np.float64))
    assert _arg("f64:@a:b@c/y.npy").numpy().tolist() == [1, 1, 1]
    assert _arg("f64:3:@a:b@c/y.npy").numpy().tolist() == [1, 1, 1]


def test_byte_order_and_shape_are_numpys(files):
    """A big-endian .npy of TYPE keeps its values; a 2-D array is its row-major elements,
    column-major storage included."""
    np.save("be.npy", np.arange(4, dtype=">i4"))
    matrix = np.arange(12, dtype=np.float32).reshape(3, 4)
    np.save("c.npy", matrix)
    np.save("f.npy", np.asfortranarray(matrix))
    assert _arg("i32:@be.npy").numpy().tolist() == [0, 1, 2, 3]
    assert _arg("f32:@c.npy").numpy().tolist() == matrix.ravel().tolist()
    assert _arg("f32:12:@f.npy").numpy().tolist() == matrix.ravel().tolist()


def test_a_file_is_read_a_chunk_at_a_time(files, monkeypatch):
    import gcnsim.runtime.cli_run as cli_run
    monkeypatch.setattr(cli_run, "CHUNK", 3)
    assert _arg("f32:@x.npy").numpy().tolist() == list(range(10))
    assert ArgFile.open("i32:@x.bin").array().tolist() == list(range(6))


class Planted:
    """Unpickling one would make the file 'planted'."""

    def __reduce__(self):
        return (open, ("planted", "w"))


def _hostile(path):
    """Files an untrusted user may hand over, by name."""
    np.save(path / "f64.npy", np.zeros(4))
    np.save(path / "objects.npy", np.array([Planted()], dtype=object), allow_pickle=True)
    np.save(path / "record.npy", np.zeros(2, dtype=[("a", "<f4")]))
    np.save(path / "complex.npy", np.zeros(2, np.complex64))
    data = (path / "x.npy").read_bytes()
    (path / "truncated.npy").write_bytes(data[:-4])
    (path / "header_only.npy").write_bytes(data[:10])
    (path / "fake.npy").write_bytes(b"not numpy at all")
    (path / "long_header.npy").write_bytes(b"\x93NUMPY\x02\x00" + (1 << 20).to_bytes(4, "little")
                                           + b"{" + b" " * ((1 << 20) - 2) + b"\n")
    call = b"{'descr': __import__('os').system('touch planted'), }"
    (path / "code.npy").write_bytes(b"\x93NUMPY\x01\x00" + len(call).to_bytes(2, "little")
                                    + call)
    from numpy.lib import format as fmt
    with open(path / "huge_shape.npy", "wb") as f:
        fmt.write_array_header_1_0(f, {"descr": "<f4", "fortran_order": False,
                                       "shape": (1 << 40,)})
    (path / "odd.bin").write_bytes(b"abc")
    os.mkfifo(path / "fifo")


@pytest.mark.parametrize("spec, says", [
    ("f32:@f64.npy", "holds f64 elements (dtype <f8), not f32"),
    ("f32:@objects.npy", "holds Python objects (dtype object), which gcnsim never unpickles"),
    ("f32:@record.npy", "not f32"),
    ("f32:@complex.npy", "holds complex64 elements (dtype <c8), not f32"),
    ("f32:@truncated.npy", "is truncated: its header says 10 elements (40 bytes), the file "
                           "holds 36 bytes after it"),
    ("f32:@header_only.npy", "has no .npy header numpy reads"),
    ("f32:@fake.npy", "is no .npy file (it does not start with numpy's magic"),
    ("f32:@long_header.npy", "has no .npy header numpy reads without trusting the file"),
    ("f32:@code.npy", "has no .npy header numpy reads"),
    ("f32:@huge_shape.npy", "is truncated: its header says 1099511627776 elements (4,096 GiB)"),
    ("f32:@odd.bin", "holds 3 bytes, not a whole number of f32 elements (4 bytes each)"),
    ("f32:@fifo", "cannot read 'fifo': not a regular file (a directory, device or pipe)"),
    ("f32:@.", "cannot read '.': not a regular file"),
    ("f32:@missing.npy", "cannot read 'missing.npy': No such file or directory"),
    ("f32:9:@x.npy", "COUNT is 9 but 'x.npy' holds 10 f32 elements"),
    ("i32:7:@x.bin", "COUNT is 7 but 'x.bin' holds 6 i32 elements"),
    ("f32:ten:@x.npy", "COUNT 'ten' is not a count"),
    ("f32:@", "no file after @"),
    ("q32:@x.npy", "unknown type 'q32'"),
])
def test_an_untrusted_file_is_refused_in_one_line(files, spec, says):
    _hostile(files)
    with pytest.raises(GcnsimError) as caught:
        _arg(spec)
    message = str(caught.value)
    assert message.startswith(f"--arg '{spec}': ") and says in message and "\n" not in message
    assert not (files / "planted").exists()


def test_a_file_larger_than_the_device_memory_is_out_of_memory(files):
    """Checked from the file's size and header before any of it is read: a typed
    OutOfMemory, alone and with other buffers, never a MemoryError."""
    with open("big.bin", "wb") as f:
        f.truncate(64 << 20)                    # sparse: nothing is written to the disk
    np.lib.format.open_memmap("big.npy", "w+", np.float32, (16 << 20,)).flush()
    small = gcnsim.Device(config=dataclasses.replace(gcnsim.DEVICES["vega64"],
                                                     memory_bytes=32 << 20))
    for spec in ("u8:@big.bin", "f32:@big.npy"):
        with pytest.raises(OutOfMemory, match="64 MiB; .* of the 32 MiB of vega64's memory"):
            _arg(spec, small)
    with pytest.raises(OutOfMemory, match=r"^--arg buffers take 64 MiB together \('f32:@x.npy' "
                                          r"40 bytes, 'u8:@big.bin' 64 MiB\)"):
        check_buffers_room(["f32:@x.npy", "u8:@big.bin"], small)
    assert small.memory.used == 0


RUN = ["run", str(SAXPY), "--grid", "10", "--block", "64", "--arg", "f32=2"]


def test_run_saves_each_buffer_as_npy(files, capsys):
    assert main([*RUN, "--arg", "f32:@x.npy", "--arg", "f32:10:ones", "--arg", "i32=10",
                 "--save", "out"]) == 0
    assert "out/arg1.npy, out/arg2.npy" in capsys.readouterr().out
    assert sorted(os.listdir("out")) == ["arg1.npy", "arg2.npy"]
    y = np.load("out/arg2.npy", allow_pickle=False)
    assert y.dtype == np.float32 and y.tolist() == (2 * np.arange(10) + 1).tolist()
    assert np.load("out/arg1.npy").tolist() == list(range(10))
    os.replace("out/arg2.npy", "y.npy")
    assert main([*RUN, "--arg", "f32:@x.npy", "--arg", "f32:@y.npy", "--arg", "i32=10",
                 "--save", "out", "--json"]) == 0          # again, over the last files
    said = json.loads(capsys.readouterr().out)
    assert said["saved"] == ["out/arg1.npy", "out/arg2.npy"]
    assert np.load("out/arg2.npy").tolist() == (4 * np.arange(10) + 1).tolist()


@pytest.mark.parametrize("save, says", [
    ("x.npy", "--save: cannot make the directory 'x.npy': File exists"),
    ("no/such", "--save: cannot make the directory 'no/such': No such file or directory"),
    (".", "--save arg 1: cannot write 'arg1.npy': it is the input 'arg1.npy'"),
])
def test_save_refuses_in_one_line_before_the_launch(files, capsys, save, says):
    np.save("arg1.npy", np.zeros(10, np.float32))
    status = main([*RUN, "--arg", "f32:@arg1.npy", "--arg", "f32:10", "--arg", "i32=10",
                   "--save", save])
    err = capsys.readouterr().err
    assert status == 1 and err.strip() == f"gcnsim: {says}"


def test_a_sweep_carries_the_files_elements(files, monkeypatch):
    """A Task holds the file's elements (a worker elsewhere cannot read the file), so its
    content key changes with the file, not with its name; a spec's file is relative to it."""
    from gcnsim.sweep.api import _carried
    from gcnsim.sweep.task import Shared
    config = gcnsim.DEVICES["vega64"]
    kind, value = _carried("arg", "f32:@x.npy", config, Shared(), {})
    assert kind == "value" and value.tolist() == list(range(10))
    assert _carried("arg", "f32:10:ones", config, Shared(), {}) == ("arg", "f32:10:ones")
    monkeypatch.setattr("gcnsim.emu.memory.host_limit", lambda: 16)
    with pytest.raises(OutOfMemory, match="40 bytes, more than the 16 bytes a vega64"):
        _carried("arg", "f32:@x.npy", config, Shared(), {})
    monkeypatch.undo()
    monkeypatch.chdir(files)
    os.mkdir("spec")
    np.save("spec/y.npy", np.arange(64, dtype=np.float32))
    (files / "spec" / "s.toml").write_text(f"""devices = ["vega64"]
sizes = [64]
[options]
tier = "interpreter"
[[kernels]]
file = "{SAXPY}"
args = ["f32=2", "f32:@y.npy", "f32:{{size}}:ones", "i32={{size}}"]
""")
    assert main(["sweep", "spec/s.toml", "-o", "t.csv", "--workers", "1"]) == 0


def test_a_task_key_is_the_files_content(files):
    from gcnsim.sweep.api import _carried
    from gcnsim.sweep.task import Shared, Task
    config = gcnsim.DEVICES["vega64"]

    def key():
        args = (_carried("arg", "f32:@x.npy", config, Shared(), {}),)
        task = Task(b"code", "k", "vega64", {}, args, {})
        assert b"x.npy" not in pickle.dumps(task.args)
        return task.key
    first = key()
    np.save("x.npy", np.arange(10, dtype=np.float32) + 1)
    assert key() != first


def test_profile_saves_and_debug_refuses(files, capsys):
    """profile writes the buffers as run does; a debug session, which may quit before the
    launch's end, refuses --save with the reason."""
    args = ["--arg", "f32:@x.npy", "--arg", "f32:10:ones", "--arg", "i32=10", "--save", "out"]
    assert main(["profile", *RUN[1:], *args, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["saved"] == ["out/arg1.npy", "out/arg2.npy"]
    assert np.load("out/arg2.npy").tolist() == (2 * np.arange(10) + 1).tolist()
    assert main(["debug", *RUN[1:], *args, "--batch", os.devnull]) == 1
    assert capsys.readouterr().err.strip() == (
        "gcnsim: --save out is not for a debugged launch: a debug session may quit before the "
        "launch's end (gcnsim run --save writes the buffers; x/16xw reads them here)")
