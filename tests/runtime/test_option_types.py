"""Every launch option refuses a value of the wrong kind with one typed error naming the option,
the value and what it takes (emu/launch.py LaunchOptions; timing/api.py for the options of a
timed launch): ``timing=1`` is no more True than ``budget=True`` is 1, and an array, a list or
any object is refused, never a raw TypeError or ValueError. The CLI's launch options likewise,
by name."""
import dataclasses
import math
from pathlib import Path

import numpy as np
import pytest

import gcnsim
from gcnsim.cli import build_parser, main
from gcnsim.emu.launch import LaunchOptions
from gcnsim.errors import GcnsimError

KERNELS = Path(__file__).resolve().parent.parent / "data" / "kernels"


class Opaque:
    """Any object that is no option's kind (its repr the same in every process: the tests'
    ids are)."""

    def __repr__(self):
        return "Opaque()"


ANY = [np.array([1, 2]), Opaque(), [1]]           # ill-typed for every option
INTEGER = [True, np.True_, 1.5, "1", *ANY]
FLAG = [1, 0, 1.0, np.int64(1), "True", None, *ANY]
TIMED = {"timing": True}
# option -> (ill-typed values, other options the value needs to be looked at)
TABLE = {
    "grid": ([True, 1.5, "64", [1.5], (2, True), Opaque()], {}),
    "block": ([True, 1.5, "64", [1.5], Opaque()], {}),
    "shared_mem": (INTEGER, {}),
    "budget": (INTEGER, {}),
    "timeout": ([True, "1", math.nan, *ANY], {}),
    "checker": ([True, 1, "on", *ANY], {}),
    "kernarg_preload": (FLAG, {}),
    "max_waves": (INTEGER, {}),
    "tba": (INTEGER, {}),
    "tma": (INTEGER, {}),
    "timing": ([1, 0, 1.0, np.int64(1), "yes", None, *ANY], {}),
    "progress": ([True, 1, "bar", np.array([1, 2])], {}),
    "tier": ([True, 1, "fast", *ANY], {}),
    "workers": (INTEGER, {}),
    "races": ([1, 0, 1.0, "on", *ANY], {}),
    "init": (FLAG, {}),
    "printf_buffer": (INTEGER, {}),
    "view": ([True, 1, *ANY], {}),
    "view_group": ([True, 1.0, "0", *ANY], {"view": "view.html"}),
    "trace": ([True, 1, *ANY], {}),
    "profile": ([1, 0, 1.0, np.int64(1), *ANY], {}),
    "warm": (FLAG, TIMED),
    "clock": ([True, 1.5, *ANY], TIMED),
}
ROWS = [(name, value, needs) for name, (values, needs) in TABLE.items() for value in values]


def test_the_table_has_every_launch_option():
    launch = {f.name for f in dataclasses.fields(LaunchOptions) if f.init}
    timed = {"timing", "trace", "profile", "warm", "clock"}     # timing/api.py TimedLaunch
    assert set(TABLE) == launch | timed


@pytest.fixture(scope="module")
def program():
    return gcnsim.Device("gfx900").load("  s_endpgm\n")


@pytest.mark.parametrize("name,value,needs", ROWS,
                         ids=[f"{name}={value!r}" for name, value, _ in ROWS])
def test_an_ill_typed_option_is_one_typed_error_naming_it(program, name, value, needs,
                                                          tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    options = {"grid": 64, **needs, name: value}
    with pytest.raises(GcnsimError) as caught:
        program.run(**options)
    message = str(caught.value)
    assert name in message and repr(value) in message and "\n" not in message


# CLI option -> ill-typed text; argparse's own refusals name the option as well
CLI = {"--grid": "1.5", "--block": "x", "--budget": "1.5", "--timeout": "x",
       "--printf-buffer": "x", "--workers": "x", "--tier": "fast", "--waitcnt": "on",
       "--races": "on", "--view": "view.txt", "--view-group": "x", "--clock": "1.5",
       "--show": "x", "--seed": "x", "--kernel": "nothing", "--sampling": "xcd=1",
       "--shared-mem": "x", "--save": "/dev/null"}
# the options the CLI itself checks (one line, exit 1) rather than argparse (usage, exit 2)
OWN = {"--grid", "--block", "--view", "--clock", "--kernel", "--sampling", "--save"}
SAXPY = ["run", str(KERNELS / "gfx900" / "saxpy.hsaco"), "--arg", "f32=2", "--arg",
         "f32:64:ones", "--arg", "f32:64:ones", "--arg", "i32=64"]


def test_the_cli_table_has_every_option_that_takes_a_value():
    run = next(a for a in build_parser()._actions if a.dest == "command").choices["run"]
    valued = {a.option_strings[0] for a in run._actions if a.option_strings and a.nargs != 0
              and a.dest not in ("help", "args", "device", "defines", "includes",
                                 "cl_options", "file")}
    assert valued == set(CLI) | {"--trace"}        # (a trace's path: any text is one)


@pytest.mark.parametrize("option,text", CLI.items())
def test_an_ill_typed_cli_option_is_one_error_naming_it(option, text, tmp_path, monkeypatch,
                                                        capsys):
    monkeypatch.chdir(tmp_path)
    grid = [] if option == "--grid" else ["--grid", "64"]
    extra = ["--view", "view.html"] if option == "--view-group" else []
    if option in OWN:
        assert main([*SAXPY, *grid, *extra, option, text]) == 1
    else:
        with pytest.raises(SystemExit):
            main([*SAXPY, *grid, *extra, option, text])
    last = capsys.readouterr().err.strip().splitlines()[-1]
    assert option.lstrip("-").replace("-", "_") in last.replace("-", "_").lower() and text in last

