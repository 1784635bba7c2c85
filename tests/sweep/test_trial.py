"""What an outside architect's trial of ~40 sweeps found: a file named like a code object that
is none (or a clang offload bundle) is said to be no code object, never assembled; a
wrong-target code object is named by its file; points refused by the device model count as
failed in the bar; every option value is checked once before any point runs, a Python {axis}
text too; variants that only relabel rows (a source, two names of one chip) are refused; no
empty figures; the kernel label's {target} is filled; absurd figures are refused as given; a
spec's timing takes a table of Sampling fields."""
import io
import re

import pytest
from rich.console import Console

from gcnsim.cli import main
from gcnsim.sweep import api
from gcnsim.sweep.points import SweepError, points
from gcnsim.sweep.progress import SweepProgress
from gcnsim.sweep.spec import spec_options, spec_sweep
from gcnsim.timing.sampling import Sampling

from .common import SAXPY, saxpy_args, saxpy_sweep

SPEC = """devices = {devices}
sizes = [64]
{more}
[options]
tier = "interpreter"
{options}

[[kernels]]
file = "{file}"
args = ["f32=2.0", "f32:{{size}}:rand", "f32:{{size}}:ones", "i32={{size}}"]
"""


def _spec(tmp_path, devices='["vega64"]', options="", more="", file=SAXPY):
    path = tmp_path / "s.toml"
    path.write_text(SPEC.format(devices=devices, options=options, more=more, file=file))
    return path


@pytest.mark.parametrize("name, data, says", [
    ("k.hsaco", b"this is not elf\n", "k.hsaco is not a code object (no ELF header)"),
    ("k.co", b"\xc2\x00\x01", "k.co is not a code object (no ELF header)"),
    ("k", b"\xc2\x00\x01", "k is not a code object (no ELF header), nor assembly text"),
    ("k.o", b"__CLANG_OFFLOAD_BUNDLE__\x02" + bytes(64),
     "k.o is a clang offload bundle, not a code object (no ELF header), and none for gfx900 "
     "(the device): it holds no device's code object: extract the device's code object with "
     "clang-offload-bundler --unbundle"),
])
def test_a_file_that_is_no_code_object_is_said_to_be_none(tmp_path, name, data, says):
    path = tmp_path / name
    path.write_bytes(data)
    table = api.sweep(kernels={"k": str(path)}, devices="vega64", sizes=[64], workers=1,
                      progress=False)
    (row,) = table.rows
    assert row["status"] == "failed" and says in row["error"]
    assert "invalid instruction" not in row["error"]


def test_a_wrong_target_code_object_is_named_by_its_file():
    gfx942 = SAXPY.replace("{target}", "gfx942")
    table = api.sweep(**saxpy_sweep(kernels={"saxpy": gfx942}, devices=["vega64"],
                                    variants=None, sizes=[64], workers=1, progress=False))
    (row,) = table.rows
    assert row["error"] == f"{gfx942} is built for gfx942; this device is gfx900"


def test_points_the_device_model_refused_count_as_failed_in_the_bar(monkeypatch):
    out = io.StringIO()

    class Shown(SweepProgress):
        def __init__(self, total, cached=0, show=None, failed=0):
            super().__init__(total, cached, True, failed,
                             Console(file=out, force_terminal=True, width=120))
    monkeypatch.setattr(api, "SweepProgress", Shown)
    table = api.sweep(**saxpy_sweep(devices=["vega64"], variants={"compute_units": [0, -4, 8]},
                                    sizes=[64], workers=1))
    assert [r["status"] for r in table.rows] == ["failed", "failed", "ok"]
    assert "3/3" in out.getvalue() and "2 failed" in out.getvalue()


@pytest.mark.parametrize("keywords, says", [
    ({"options": {"tier": "interpreter", "seed": "abc"}},
     "seed (of the rand buffers) must be a whole number >= 0, got 'abc'"),
    ({"seed": -1}, "seed (of the rand buffers) must be a whole number >= 0, got -1"),
    ({"options": {"tier": "interpreter", "clock": "turbo"}}, "clock 'turbo' is not one of"),
    ({"grid": "{size}"}, "grid = '{size}': a text's {axis} is filled in a spec"),
    ({"options": {"tier": "interpreter", "budget": "{size}000"}}, "budget = '{size}000'"),
    ({"block": 0}, "block (0, 1, 1): each size must be at least 1"),
])
def test_every_option_value_is_checked_before_any_point_runs(keywords, says):
    with pytest.raises(SweepError) as err:
        api.sweep(**saxpy_sweep(**keywords))
    assert says in str(err.value)


def test_a_spec_seed_or_clock_no_point_takes_is_refused_once(tmp_path, capsys):
    for options, says in (('seed = "abc"', "seed (of the rand buffers) must be a whole number"),
                          ('clock = "turbo"', "clock 'turbo' is not one of peak, sustained")):
        spec = _spec(tmp_path, options=options)
        assert main(["sweep", str(spec), "-o", str(tmp_path / "s.csv")]) == 1
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and says in err and "every point would fail" in err


@pytest.mark.parametrize("shape, says", [
    ('grid = "0"', "kernel saxpy: grid (0, 1, 1): each size must be in 1.."),
    ("block = 0", "kernel saxpy: block (0, 1, 1): each size must be at least 1"),
    ('grid = "x"', 'kernel saxpy: grid = "x" gives'),
])
def test_a_spec_shape_naming_no_axis_is_checked_once(tmp_path, capsys, shape, says):
    spec = _spec(tmp_path)
    spec.write_text(spec.read_text() + shape + "\n")
    assert main(["sweep", str(spec), "-o", str(tmp_path / "s.csv")]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and says in err and "(every point would fail)" in err


@pytest.mark.parametrize("devices, variants, says", [
    (["vega64"], {"source": ["a", "b"]}, "'source' describes the record"),
    (["mi300x"], {"memory.dram.timing.source": ["a"]}, "'memory.dram.timing.source' describes"),
    (["mi300x"], {"memory.dram.kind": ["HBM2"]}, "'memory.dram.kind' describes the record"),
    (["vega64", "vega10"], None, "devices 'vega64' and 'vega10' are one chip (vega64)"),
])
def test_variants_that_only_relabel_rows_are_refused(devices, variants, says):
    with pytest.raises(SweepError) as err:
        points(devices, ["k"], {"size": [64]}, variants)
    assert says in str(err.value)


def test_an_absurd_figure_is_refused_as_given():
    (point,) = points(["mi300x"], ["k"], {"size": [64]},
                      {"memory.dram.bytes_per_second": [1e30]})
    assert point.parameters()["device.memory.dram.bytes_per_second"] == 1e30
    assert "bytes_per_second = 1e+30 is impossible" in point.refused
    (point,) = points(["mi300x"], ["k"], {"size": [64]}, {"memory.dram.bytes_per_second": [2e12]})
    assert point.variant["memory.dram.bytes_per_second"] == 2 * 10 ** 12      # an integer


def test_a_kernel_label_of_a_file_name_has_its_target_filled(tmp_path):
    file = str(tmp_path / "{target}" / "saxpy-{target}.hsaco")
    for target in ("gfx900", "gfx942"):
        (tmp_path / target).mkdir()
        (tmp_path / target / f"saxpy-{target}.hsaco").write_bytes(
            open(SAXPY.replace("{target}", target), "rb").read())
    table = api.sweep(kernels=[file], devices=["vega64", "mi300x"], sizes=[64],
                      args=saxpy_args, options={"tier": "interpreter"}, workers=1,
                      progress=False)
    assert [(r["kernel"], r["status"]) for r in table.rows] == [("saxpy-gfx900", "ok"),
                                                                ("saxpy-gfx942", "ok")]


def test_a_sweep_whose_every_point_failed_writes_no_figure(tmp_path, capsys):
    spec = _spec(tmp_path, more="[variants]\ncompute_units = [0, -4]")
    figures = tmp_path / "figs"
    assert main(["sweep", str(spec), "-o", str(tmp_path / "s.csv"), "--plot",
                 str(figures)]) == 3
    out = capsys.readouterr().out
    assert f"no figures written into {figures}: no point ran (every point failed)" in out
    assert not figures.exists() or not list(figures.iterdir())


def test_a_spec_timing_takes_every_sampling_field(tmp_path):
    spec = _spec(tmp_path, options="timing = {loops = 8, error = 0.05, representatives = 3}")
    table = spec_sweep(str(spec), workers=1, progress=False, output=str(tmp_path / "s.csv"))
    (row,) = table.rows
    assert row["status"] == "ok" and row["method"].startswith("Sampling(loops=8) found no loop")
    assert spec_options({"timing": {"loops": 8}}, "s") == {"timing": Sampling(loops=8)}
    assert spec_options({"timing": [True, {}]}, "s") == {"timing": [True, Sampling()]}
    with pytest.raises(SweepError, match=r"s: timing = \{\.\.\.\} holds a Sampling's fields "
                                         r"\(error, .*\), not 'loop'"):
        spec_options({"timing": {"loop": 8}}, "s")
    with pytest.raises(SweepError, match=re.escape("s: timing = {...}: Sampling loops= keeps")):
        spec_options({"timing": {"loops": 2}}, "s")
