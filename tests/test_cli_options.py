"""One device option everywhere and a newcomer's first commands: check had
no --device while run, profile and occupancy did; no --version; no inspect --json; compile
needed --kernel even when the file has one kernel; a device variant's repr listed every figure
of the device, not what differs. And the labels of run's table: IPC by scope, the functional
run's categories the timing arbiter's."""
import dataclasses
import json
from pathlib import Path

import pytest

from gcnsim import __version__
from gcnsim.cli import build_parser, main
from gcnsim.isa.devices import DEVICES, get_device

KERNELS = Path(__file__).resolve().parent / "data" / "kernels"
SAXPY = KERNELS / "gfx900" / "saxpy.hsaco"
SAXPY_90A_S = KERNELS / "gfx90a" / "saxpy.s"
ARGS = ["--grid", "256", "--arg", "f32=2", "--arg", "f32:256:ones", "--arg", "f32:256:ones",
        "--arg", "i32=256"]
NEEDS_A_DEVICE = ("asm", "disasm", "check", "compile", "occupancy", "run", "profile",
                  "debug")
ONE = '''from gcnsim.lang import Ptr, f32, global_id, kernel


@kernel
def scale(x: Ptr[f32]):
    x[global_id(0)] = x[global_id(0)] * 2.0
'''
TWO = ONE + '''

@kernel
def twice(x: Ptr[f32]):
    x[global_id(0)] = x[global_id(0)] + x[global_id(0)]
'''


def _commands():
    parser = build_parser()
    return next(a for a in parser._actions if a.dest == "command").choices


@pytest.mark.parametrize("command", NEEDS_A_DEVICE)
def test_every_command_that_needs_a_device_takes_the_one_device_option(command):
    options = {o: a for a in _commands()[command]._actions for o in a.option_strings}
    spellings = [options.get(name) for name in ("--device", "--target", "--mcpu")]
    assert None not in spellings and len(set(map(id, spellings))) == 1
    assert spellings[0].dest == "device" and "gcnsim devices" in spellings[0].help


@pytest.mark.parametrize("command", ["check", "run", "disasm"])
def test_a_device_that_disagrees_with_the_file_says_the_same_everywhere(command, capsys):
    extra = ARGS if command == "run" else []
    assert main([command, str(SAXPY), *extra, "--device", "mi300x"]) == 1
    assert capsys.readouterr().err == (f"gcnsim: {SAXPY} is built for gfx900, not mi300x "
                                       "(gfx942) (--device)\n")


def test_check_takes_a_device_name(tmp_path, capsys):
    assert main(["check", str(SAXPY_90A_S), "--device", "mi210"]) == 0
    assert "0 findings" in capsys.readouterr().out
    assert main(["check", str(SAXPY_90A_S), "--device", "vega64"]) == 1
    assert capsys.readouterr().err == (f"gcnsim: {SAXPY_90A_S}: .amdgcn_target names gfx90a, "
                                       "not vega64 (gfx900) (--device)\n")
    assert main(["check", str(SAXPY), "--device", "nope"]) == 1
    assert "unknown device or target 'nope'" in capsys.readouterr().err


def test_version(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0 and capsys.readouterr().out == f"gcnsim {__version__}\n"


def test_inspect_json_gives_what_the_report_shows(capsys):
    assert main(["inspect", str(SAXPY), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["target"] == "gfx900" and [k["name"] for k in out["kernels"]] == ["saxpy"]
    saxpy = out["kernels"][0]
    assert saxpy["kernarg_bytes"] == saxpy["metadata"]["kernarg_segment_size"]
    args = [(a["offset"], a["value_kind"]) for a in saxpy["metadata"]["args"][:4]]
    assert args == [(0, "by_value"), (8, "global_buffer"), (16, "global_buffer"),
                    (24, "by_value")]
    assert {"name": "kernarg_segment_ptr", "first": 4, "count": 2} in saxpy["initial_sgprs"]


def test_compile_takes_the_only_kernel_without_kernel(tmp_path, capsys):
    one, two = tmp_path / "one.py", tmp_path / "two.py"
    one.write_text(ONE)
    two.write_text(TWO)
    assert main(["compile", str(one)]) == 0
    assert ".amdhsa_kernel scale" in capsys.readouterr().out
    assert main(["compile", str(two)]) == 1
    assert "2 @kernel functions (scale, twice): pick one with --kernel" in (
        capsys.readouterr().err)
    assert main(["compile", str(two), "-k", "twice", "--device", "mi300x"]) == 0
    assert "gfx942" in capsys.readouterr().out
    none = tmp_path / "none.py"
    none.write_text("x = 1\n")
    assert main(["compile", str(none)]) == 1
    assert "the file defines no @kernel function" in capsys.readouterr().err


def test_a_device_variant_shows_what_differs():
    assert repr(DEVICES["mi300x"]) == "DeviceConfig('mi300x')"
    fewer = dataclasses.replace(get_device("mi300x"), compute_units=38, xcds=1)
    assert repr(fewer) == "DeviceConfig('mi300x' variant: compute_units=38, xcds=1)"
    memory = get_device("gfx900").memory
    mine = dataclasses.replace(get_device("gfx900"), name="mine", memory=dataclasses.replace(
        memory, l1=dataclasses.replace(memory.l1, size=32768)))
    assert repr(mine) == "DeviceConfig('vega64' variant: name='mine', memory.l1.size=32768)"


def test_run_labels_ipc_by_scope_and_counts_by_the_arbiters_categories(capsys):
    assert main(["run", str(SAXPY), *ARGS, "--timing", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["by_class"] == out["issued"]         # the functional run's and the replay's
    assert list(out["simulated_in"]) == ["warm-up", "functional run", "timing replay"]
    # each CU's IPC is over the cycles it was busy, the device's over the whole launch
    assert out["ipc"] > 0 and out["ipc_per_cu"] * out["compute_units_used"] >= out["ipc"]
    assert main(["run", str(SAXPY), *ARGS, "--timing"]) == 0
    table = capsys.readouterr().out
    for row in ("IPC, device", "IPC per CU", "simulated in", "warm-up", "functional run",
                "timing replay"):
        assert row in table

