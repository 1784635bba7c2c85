"""print() in a kernel: on every target and both schemes, under the dynamic checker and
adversarial timing, the lines come out after the launch in (workgroup, wave, lane) order with
each value printed as Python prints its type; a buffer too small drops records and says how
many; the code object carries the formats as LLVM's amdhsa.printf; gcnsim run prints too
(with --json, into the JSON object)."""
import json

import numpy as np
import pytest

import gcnsim
from gcnsim.cli import main
from gcnsim.codeobj import load_code_object
from gcnsim.lang import Ptr, f32, f64, global_id, i32, i64, kernel, local_id

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")


@kernel
def trace(x: Ptr[f32], out: Ptr[f32], n: i32):
    i = global_id(0)
    v = x[i] * 2.0
    if i % 50 == 3:
        print("i =", i, "v =", v, "big", i64(i) * -3000000000, f64(v) / 3.0, i < 60, "100%")
    out[i] = v
    if local_id(0) == 0 and i < n:
        print("group start", i)


def _expected(x):
    lines = []
    for group in range(len(x) // 64):
        for k in range(group * 64, group * 64 + 64):
            if k % 50 == 3:
                v = np.float32(x[k] * np.float32(2))
                lines.append(f"i = {k} v = {v} big {k * -3000000000} {np.float64(v) / 3.0} "
                             f"{k < 60} 100%\n")
        if group * 64 < 200:
            lines.append(f"group start {group * 64}\n")
    return lines


@pytest.mark.parametrize("scheme", ("exec", "resume-pc"))
@pytest.mark.parametrize("target", TARGETS)
def test_print_lines_come_in_order(capsys, target, scheme):
    dev = gcnsim.Device(target)
    prog = dev.compile(trace, divergence=scheme)
    assert gcnsim.check(prog.compiled.code_object) == []
    x = (np.arange(256, dtype=np.float32) - 100) / 8
    for checker in (gcnsim.WaitcntChecker(), "adversarial"):
        out = dev.array(np.zeros(256, np.float32))
        launch = prog.trace(dev.array(x), out, np.int32(200), grid=256, block=64,
                            checker=checker)
        assert launch.printed.lines == _expected(x) and launch.printed.dropped == 0
        assert capsys.readouterr().out == "".join(_expected(x))
        np.testing.assert_array_equal(out.numpy(), x * 2)


def test_a_full_buffer_drops_records_and_says_how_many(capsys):
    dev = gcnsim.Device("gfx900")
    prog = dev.compile(trace)
    x = np.arange(256, dtype=np.float32)
    launch = prog.trace(dev.array(x), dev.array(np.zeros(256, np.float32)), np.int32(200),
                        grid=256, block=64, printf_buffer=16 + 3 * 4 * 15)
    assert len(launch.printed.lines) == 3 and launch.printed.dropped == 7        # of 10
    captured = capsys.readouterr()
    assert "7 print() records did not fit the 196-byte printf buffer" in captured.err
    with pytest.raises(gcnsim.GcnsimError, match="printf_buffer must be an integer"):
        prog.trace(dev.array(x), dev.array(x), np.int32(1), grid=64, printf_buffer=8)


def test_the_code_object_lists_the_formats_as_llvm_does():
    co = load_code_object(trace.compile("gfx942").code_object)
    assert co.metadata["amdhsa.printf"] == [
        "1:7:4:4:4:4:4:4:4:i = %d v = %f big %ld %lf %b 100%%\n", "2:1:4:group start %d\n"]
    kinds = [a.value_kind for a in co.kernels["trace"].metadata.args]
    assert kinds[-1] == "hidden_printf_buffer"


@kernel
def every_fifth(x: Ptr[f32], n: i32):
    i = global_id(0)
    if i < n and i % 5 == 1:
        print("i =", i, "d =", f64(x[i]) * 3.0)          # 10 dwords


def test_every_buffer_size_keeps_the_records_that_fit_and_counts_the_rest(capsys):
    """A record that does not fit leaves the bytes it claimed (up to the capacity) unwritten:
    whatever room is left after the last record that fits, the reader stops there."""
    prog = gcnsim.Device("gfx900").compile(every_fifth)
    x = prog.device.array(np.arange(32, dtype=np.float32))
    for size in range(64, 204, 4):
        launch = prog.every_fifth(x, np.int32(32), grid=32, block=8, printf_buffer=size)
        fit = (size - 16) // 40
        assert launch.printed.lines == [f"i = {k} d = {3.0 * k}\n" for k in range(1, 32, 5)][:fit]
        assert launch.printed.dropped == 7 - fit
    capsys.readouterr()


@kernel
def print_value(out: Ptr[i32]):
    out[0] = print(1)


def test_print_is_a_statement():
    with pytest.raises(gcnsim.lang.CompileError, match="print\\(\\) is a statement, not a "
                                                       "value") as info:
        print_value.compile("gfx900")
    assert info.value.line == print_value.pyfunc.__code__.co_firstlineno + 2


def test_print_is_the_statement_when_builtins_print_is_replaced(monkeypatch):
    def safe_print(*args, **kwargs):                # as Ray's tqdm_ray installs once imported
        pass

    monkeypatch.setattr("builtins.print", safe_print)

    @kernel
    def replaced(x: Ptr[f32]):
        print("x =", x[global_id(0)])

    dev = gcnsim.Device("gfx900")
    launch = dev.compile(replaced).replaced(dev.array(np.arange(2, dtype=np.float32)), grid=2,
                                            block=2)
    assert launch.printed.lines == ["x = 0.0\n", "x = 1.0\n"]
    with pytest.raises(gcnsim.lang.CompileError, match="print\\(\\) is a statement"):
        print_value.compile("gfx90a")


SOURCE = '''from gcnsim.lang import kernel, Ptr, f32, i32, global_id


@kernel
def show(x: Ptr[f32], n: i32):
    i = global_id(0)
    if i < n:
        print("x[", i, "] =", x[i])
'''


def test_gcnsim_run_prints_a_language_kernel(tmp_path, capsys):
    (tmp_path / "k.py").write_text(SOURCE)
    hsaco = str(tmp_path / "k.hsaco")
    assert main(["compile", str(tmp_path / "k.py"), "--kernel", "show", "-o", hsaco]) == 0
    capsys.readouterr()
    assert main(["run", hsaco, "--grid", "128", "--arg", "f32:128:range", "--arg", "i32=3"]) == 0
    assert capsys.readouterr().out.startswith("x[ 0 ] = 0.0\nx[ 1 ] = 1.0\nx[ 2 ] = 2.0\n")
    assert main(["run", hsaco, "--grid", "128", "--arg", "f32:128:range", "--arg", "i32=99",
                 "--printf-buffer", "376"]) == 0
    captured = capsys.readouterr()
    assert captured.out.count("x[") == 10
    assert "89 print() records did not fit" in captured.err
    assert main(["run", hsaco, "--grid", "64", "--arg", "f32:64:range", "--arg", "i32=2",
                 "--json"]) == 0
    captured = capsys.readouterr()                 # stdout: the JSON object alone
    assert json.loads(captured.out)["printed"] == {"lines": ["x[ 0 ] = 0.0\n", "x[ 1 ] = 1.0\n"],
                                                   "dropped": 0}
    assert captured.err.startswith("x[ 0 ] = 0.0\n")
