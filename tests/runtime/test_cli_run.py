"""``gcnsim run``: argument syntax, results and statistics printed, and one-line errors."""
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
                                  "i32:1:2:3"])
def test_bad_arg_syntax(spec):
    with pytest.raises(GcnsimError, match="--arg"):
        parse_arg(spec, Device("gfx900"), np.random.default_rng(0))


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
