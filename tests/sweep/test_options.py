"""A point's launch options mean what they mean to ``run`` and to a kernel call, in a spec as
from gcnsim.sweep (sweep/options.py): clock, timing, warm and the rest taken, what makes no
sense on a worker refused by name in one line, an unknown name refused in the spec's words."""
import numpy as np
import pytest

import gcnsim
from gcnsim.cli import main
from gcnsim.runtime.cli_run import parse_arg
from gcnsim.sweep import SweepError, sweep
from gcnsim.sweep.options import check_names
from gcnsim.sweep.points import points
from gcnsim.sweep.spec import spec_options, spec_sweep
from gcnsim.timing.report import figures
from gcnsim.timing.verdict import SHARES, shares

from .common import SAXPY, saxpy_args

SPEC = """
devices = {devices}
sizes = [64]

[options]
tier = "interpreter"
{options}

[[kernels]]
name = "saxpy"
file = "{saxpy}"
grid = "{{size}}"
args = ["f32=2.0", "f32:{{size}}:rand", "f32:{{size}}:ones", "i32={{size}}"]
"""


def _direct(size=64, **options):
    """The TimingResult of the point's launch made directly (second of two with warm=)."""
    dev = gcnsim.Device("vega64")
    kernel = dev.load(SAXPY.replace("{target}", "gfx900")).saxpy
    values = [parse_arg(a, dev, np.random.default_rng(0)) for a in saxpy_args(_Size(size))]
    keywords = dict(grid=size, block=64, tier="interpreter", checker=None)
    if options.pop("warm", False):
        kernel(*values, **keywords, **options, timing=True)
        options["warm"] = True
    return kernel(*values, **keywords, timing=True, **options).timing


class _Size:
    def __init__(self, size):
        self.size = size


def _spec_sweep(tmp_path, options, devices='["vega64"]'):
    spec = tmp_path / "s.toml"
    spec.write_text(SPEC.format(devices=devices, options=options, saxpy=SAXPY))
    return spec_sweep(str(spec), workers=1, progress=False)


def test_spec_clock_axis_warm_and_bad_clocks(tmp_path):
    table = _spec_sweep(tmp_path, 'clock = [1000, "peak", 1600]\nwarm = true',
                        devices='"vega64"')
    rows = table.rows
    assert [r["clock"] for r in rows] == [1000, "peak", 1600]
    assert [r["status"] for r in rows] == ["ok", "ok", "failed"]     # above vega64's peak
    assert "clock 1,600 MHz is above its peak" in rows[2]["error"]
    for clock, says in (("0", "clock 0 is not"), ('"turbo"', "clock 'turbo' is not")):
        with pytest.raises(SweepError) as err:  # no device runs at it: refused before running
            _spec_sweep(tmp_path, f"clock = [1000, {clock}]")
        assert says in str(err.value) and "would fail: drop it from the list" in str(err.value)
    at_1000 = _direct(clock=1000, warm=True)
    assert (rows[0]["clock_mhz"], rows[0]["cycles"]) == (1000, at_1000.cycles)
    assert (rows[1]["clock_mhz"], rows[1]["cycles"]) == (1546, _direct(warm=True).cycles)
    assert rows[0]["cycles"] != _direct(clock=1000).cycles      # warm is not ignored


def test_profile_gives_each_row_the_verdict(tmp_path):
    """Trial 25: a row said nothing of what limits its point, and profile was refused. With
    profile = true a row has gcnsim profile's limiter, the shares behind it and what part of
    the launch they are of, its cycles those of the launch without a profile; a failed row
    has the columns empty. A sampled point's row has its verdict too (a launch of too few
    rounds to sample: its profile is the full one's)."""
    rows = _spec_sweep(tmp_path, 'profile = true\ntiming = [true, "sampled"]\n'
                                 'clock = [1000, 1600]').rows
    assert [(r["timing"], r["clock"], r["status"]) for r in rows] == [
        (True, 1000, "ok"), (True, 1600, "failed"), ("sampled", 1000, "ok"),
        ("sampled", 1600, "failed")]
    profile = _direct(clock=1000, profile=True).profile
    f = figures(profile)
    said = {"profile.limiter": profile.verdict["limiter"], "profile.source": "full",
            **{f"profile.{name}": value for name, value in shares(f).items()}}
    assert list(said) == ["profile.limiter", "profile.source"] + [
        f"profile.{name}" for name in SHARES if not name.startswith("mall")]
    for row in rows[0], rows[2]:
        assert {k: v for k, v in row.items() if k.startswith("profile.")} == pytest.approx(said)
    assert rows[0]["cycles"] == _direct(clock=1000).cycles == rows[2]["cycles"]
    for row in rows[1], rows[3]:
        assert all(row[name] is None for name in said)


def test_sampled_points_profiled_get_the_verdict_of_their_window(tmp_path):
    """timing = "sampled" with profile = true was refused (no row would get a verdict): each
    row now has the verdict of the part its estimate was made from, the columns' types one
    each (texts, numbers) in the CSV and Parquet tables."""
    spec = tmp_path / "s.toml"
    spec.write_text(SPEC.format(devices='"vega64"', saxpy=SAXPY, options=(
        'profile = true\ntiming = {rounds = 8}\n\n[variants]\ncompute_units = [2]'))
        .replace("sizes = [64]", "sizes = [204800, 4096]")      # 40 rounds, 1
        .replace('tier = "interpreter"', ""))
    table = spec_sweep(str(spec), workers=1, progress=False)
    big, small = table.rows
    assert big["status"] == small["status"] == "ok"
    assert big["profile.source"] == "sampled: rounds 1-8 of 40"
    assert big["method"].startswith("rounds") and small["method"].startswith("exact")
    assert small["profile.source"] == "full"
    for row in table.rows:
        assert row["profile.limiter"] and 0 <= row["profile.waits_of_stalls"] <= 1
    columns = table.written()
    assert all(isinstance(v, str) for v in columns["profile.source"] + columns["profile.limiter"])
    assert all(isinstance(v, float) for v in columns["profile.valu_busy"])
    csv = table.csv().splitlines()
    assert "sampled: rounds 1-8 of 40" in csv[1] and "full" in csv[2].split(",")
    pytest.importorskip("pyarrow")
    import pyarrow.parquet
    table.write(tmp_path / "t.parquet")
    schema = pyarrow.parquet.read_table(tmp_path / "t.parquet").schema
    assert str(schema.field("profile.source").type) == "string"
    assert str(schema.field("profile.limiter").type) == "string"
    assert str(schema.field("profile.valu_busy").type) == "double"


@pytest.mark.parametrize("options, says", [
    ('profile = "r.html"', "profile must be True (each row gets the verdict"),
    ('profile = true\ntiming = {loops = 8}', "every point here is sampled by a Sampling that "
                                           "cuts the launch")])
def test_profile_is_a_flag(tmp_path, options, says):
    with pytest.raises(SweepError) as err:
        _spec_sweep(tmp_path, options)
    assert says in str(err.value) and "\n" not in str(err.value)


def test_api_clock_option_and_clock_variant_time_alike():
    table = sweep(kernels={"saxpy": SAXPY}, devices="vega64", sizes=[64], args=saxpy_args,
                  options={"tier": "interpreter", "clock": [None, 1000]},
                  variants={"clock_mhz": [1000]}, workers=1, progress=False)
    by_option, by_variant = table.rows[1], table.rows[0]
    assert [r["status"] for r in table.rows] == ["ok", "ok"]
    assert by_option["clock_mhz"] == by_variant["clock_mhz"] == 1000
    assert by_option["cycles"] == by_variant["cycles"] == _direct(clock=1000).cycles


def test_spec_takes_the_apis_timing_spelling(tmp_path):
    rows = _spec_sweep(tmp_path, 'timing = "sampled"').rows
    assert rows[0]["status"] == "ok" and rows[0]["detail_share"] == 1.0
    row = rows[0]               # a sampled point's interval and method are columns
    assert row["interval.low"] == row["interval.high"] == row["cycles"]
    assert row["seconds_interval.low"] == row["seconds_interval.high"] == row["seconds"]
    assert row["method"].startswith("exact: the launch's 1 workgroup is")
    assert spec_options({"sampled": True}, "s") == {"timing": "sampled"}
    assert spec_options({"printf-buffer": 4096}, "s") == {"printf_buffer": 4096}


@pytest.mark.parametrize("options, says", [
    ({"trace": "x.json"}, "x: trace is refused: a trace is one launch's file"),
    ({"view": "v.html"}, "x: view is refused: a wave viewer page is one launch's file"),
    ({"workers": 2}, "x: workers is refused: a point runs on one process"),
    ({"timingg": 1}, "x: unknown option 'timingg' (did you mean 'timing'?); options: grid,"),
    ({"blok": 1}, "unknown option 'blok' (did you mean 'block'?)")])
def test_refused_and_unknown_names(options, says):
    with pytest.raises(SweepError) as err:
        check_names(options, "x")
    assert says in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("options, says", [
    ('sampled = true\ntrace = "x.json"', "[options]: trace is refused"),
    ("timingg = 1", "[options]: unknown option 'timingg' (did you mean 'timing'?)"),
    ('sampled = true\ntiming = true', "sampled = true and timing = True disagree")])
def test_cli_spec_option_errors_in_spec_words(tmp_path, capsys, options, says):
    spec = tmp_path / "s.toml"
    spec.write_text(SPEC.format(devices='["vega64"]', options=options, saxpy=SAXPY))
    assert main(["sweep", str(spec), "-o", str(tmp_path / "s.csv")]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and says in err and "unrecognized" not in err


def test_devices_as_one_name_or_refused_by_type():
    assert [p.device for p in points("vega64", ["k"], {"size": [1]})] == ["vega64"]
    with pytest.raises(SweepError, match="devices is a device name or a list of them, not 64"):
        points(64, ["k"], {"size": [1]})
