"""What a sweep checks before any point runs, and what it says (an outside trial's findings):
no output may be an input, every output is checked first, spec-wide values and kernel files
are checked once, an axis given twice or a value given twice is refused, a product past the
limit is refused with its count; columns of mixed types are written as text; a failed
point's line names its parameters; Ctrl-C keeps the finished rows."""
import re
import subprocess
import sys

import numpy as np
import pytest

from gcnsim.cli import main
from gcnsim.isa.device_config import DeviceConfigError
from gcnsim.isa.devices import get_device
from gcnsim.outputs import OutputError
from gcnsim.sweep import api
from gcnsim.sweep.kernels import KernelSource
from gcnsim.sweep.points import SweepError, points, variant
from gcnsim.sweep.spec import spec_sweep
from gcnsim.sweep.table import Table, check_format, uniform

from .common import ROOT, SAXPY, saxpy_sweep

MULTI = ROOT / "tests" / "data" / "kernels" / "gfx900" / "multi_kernel.hsaco"
SPEC = """devices = ["vega64"]
sizes = [64]
[variants]
compute_units = [4, 8]
[options]
tier = "interpreter"
[[kernels]]
name = "saxpy"
file = "{saxpy}"
grid = "{{size}}"
args = ["f32=2.0", "f32:{{size}}:rand", "f32:{{size}}:ones", "i32={{size}}"]
"""


def _spec(tmp_path, text=SPEC, **replace):
    for old, new in replace.items():
        text = text.replace(old, new)
    path = tmp_path / "s.toml"
    path.write_text(text.format(saxpy=SAXPY))
    return path


def _fails(capsys, argv, says):
    """``gcnsim sweep ARGV`` exits 1 with one line holding ``says``."""
    assert main(["sweep", *map(str, argv)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and says in err, err


def test_an_output_that_is_an_input_is_refused_and_left_alone(tmp_path, capsys):
    spec = _spec(tmp_path)
    before = spec.read_bytes()
    _fails(capsys, [spec, "-o", tmp_path / "." / "s.toml"], "it is the input")
    kernel = tmp_path / "k.hsaco"
    kernel.write_bytes(MULTI.read_bytes())
    with pytest.raises(OutputError, match="it is the input"):
        api.sweep(kernels={"k": (str(kernel), "fill")}, devices=["vega64"], sizes=[64],
                  output=tmp_path / "k.hsaco")
    assert spec.read_bytes() == before and kernel.read_bytes() == MULTI.read_bytes()


def test_a_table_over_an_arg_file_is_refused_and_left_alone(tmp_path, capsys):
    """A file an ``--arg`` form reads is an input like the spec."""
    spec = _spec(tmp_path, **{"f32:{{size}}:ones": "f32:{{size}}:@x.npy"})
    x = tmp_path / "x.npy"
    np.save(x, np.ones(64, np.float32))
    before = x.read_bytes()
    _fails(capsys, [spec, "-o", x], "it is the input")
    assert x.read_bytes() == before


def test_every_output_is_checked_before_any_point_runs(tmp_path, capsys, monkeypatch):
    ran = []
    monkeypatch.setitem(api.EXECUTORS, "local", lambda tasks, done, where, shared: ran.append(tasks))
    spec = _spec(tmp_path)
    (tmp_path / "figs").write_text("a file")
    _fails(capsys, [spec, "-o", tmp_path / "t.csv", "--plot", tmp_path / "figs"],
           "not a directory")
    (tmp_path / "figs").unlink()
    (tmp_path / "figs" / "device.compute_units.png").mkdir(parents=True)
    _fails(capsys, [spec, "-o", tmp_path / "t.csv", "--plot", tmp_path / "figs"],
           "figure of device.compute_units: cannot write")
    _fails(capsys, [spec, "-o", tmp_path / "t.xlsx"], "name it .csv (CSV) or .parquet")
    assert ran == [] and not (tmp_path / "t.csv").exists()
    assert check_format(tmp_path / "T.CSV") == ".csv"


def test_spec_wide_values_and_missing_files_fail_once_before_running(tmp_path, capsys):
    _fails(capsys, [_spec(tmp_path, **{'tier = "interpreter"': "timing = false"})],
           "timing must be True")
    _fails(capsys, [_spec(tmp_path, **{'tier = "interpreter"': 'tier = "fast"'})],
           "tier")
    _fails(capsys, [_spec(tmp_path, **{'tier = "interpreter"': "timing = [true, 3]"})],
           "got 3 (every point of timing = 3 would fail: drop it from the list)")
    _fails(capsys, [_spec(tmp_path, **{"{saxpy}": "no/such.cl"})],
           "kernel saxpy: cannot read")
    _fails(capsys, [_spec(tmp_path, **{"{saxpy}": "/dev/zero"})],
           "cannot read '/dev/zero': not a regular file")
    assert not (tmp_path / "s.csv").exists()
    with pytest.raises(SweepError, match="warm must be True or False"):
        api.sweep(**saxpy_sweep(options={"warm": "yes"}))


def test_failed_points_exit_3_and_name_their_parameters(tmp_path, capsys):
    spec = _spec(tmp_path, **{"f32:{{size}}:rand": "f32:{{size}}:nonsense"})
    assert main(["sweep", str(spec), "-o", str(tmp_path / "t.csv"), "--workers", "1"]) == 3
    lines = [ln for ln in capsys.readouterr().out.splitlines() if "failed:" in ln]
    assert [ln.split(":")[1].strip() for ln in lines] == [
        "device=vega64 device.compute_units=4 kernel=saxpy size=64",
        "device=vega64 device.compute_units=8 kernel=saxpy size=64"]
    with pytest.raises(SystemExit):
        main(["sweep", "--help"])
    assert "3 when the table is written but some points failed" in " ".join(
        capsys.readouterr().out.split())


def test_an_axis_given_twice_or_a_value_twice_is_refused(tmp_path, capsys):
    _fails(capsys, [_spec(tmp_path, **{"[options]": "[axes]\nsize = [5]\n[options]"})],
           "the axis 'size' is given twice, by sizes and by axes")
    with pytest.raises(SweepError, match="'clock' is given twice, by axes and by options"):
        api.sweep(**saxpy_sweep(axes={"clock": [1]}, options={"clock": [1000, 1500]}))
    for axes, variants, says in (({"size": [64, 64]}, None, "axis 'size' has the value 64"),
                                 ({}, {"compute_units": [4, 4.0]},
                                  "axis 'device.compute_units' has the value 4.0 twice")):
        with pytest.raises(SweepError, match=says):
            points(["vega64"], ["k"], axes, variants)
    with pytest.raises(SweepError, match="axis 'devices' has the value 'vega64'"):
        points(["vega64", "vega64"], ["k"])
    assert len(points(["vega64"], ["k"], {"warm": [True, 1]})) == 2   # a flag is no number


def test_a_product_past_the_limit_is_refused_with_its_count():
    axes, variants = {"size": list(range(1, 201))}, {"compute_units": list(range(1, 61))}
    with pytest.raises(SweepError, match=r"has 12,000 points \(the product of "
                                         r"device.compute_units: 60, size: 200\).*--max-points"):
        points(["vega64"], ["k"], axes, variants)
    assert len(points(["vega64"], ["k"], axes, variants, max_points=12_000)) == 12_000


def test_kernel_tables_are_checked_and_defines_take_axes(tmp_path, capsys, monkeypatch):
    _fails(capsys, [_spec(tmp_path, **{'args = ["f32=2.0", ': 'args = "f32:{{size}}"\n#'})],
           "kernel 1: args must be a list of texts")
    _fails(capsys, [_spec(tmp_path, **{'grid = "{{size}}"': "grid = [64]"})],
           "kernel 1: grid must be a number or a text")
    _fails(capsys, [_spec(tmp_path, **{"sizes = [64]": "sizes = [64]\naxes = [8]"})],
           "axes is a table ([axes], its fields below it), not [8]")
    (tmp_path / "k.py").write_text("x = 1\n")
    _fails(capsys, [_spec(tmp_path, **{"{saxpy}": "k.py"})], "k.py: a kernel file is a code "
           "object (.hsaco), OpenCL C (.cl) or assembly (.s)")
    twice = SPEC + SPEC[SPEC.index("[[kernels]]"):]
    _fails(capsys, [_spec(tmp_path, twice)], "kernels 1 and 2 are both labelled 'saxpy'")
    multi = _spec(tmp_path, **{"{saxpy}": str(MULTI), 'name = "saxpy"': ""})
    _fails(capsys, [multi], 'has kernels fill, scale: name one, kernel = "fill" in its '
           '[[kernels]] table')
    sources = []
    spec = _spec(tmp_path, **{"[[kernels]]": '[[kernels]]\ndefines = ["N={{size}}", "M=2"]'})
    original = api._kernel_files

    def files(pts, given):
        sources.extend(api._source(given, p) for p in pts)
        return original(pts, given)
    monkeypatch.setattr(api, "_kernel_files", files)
    monkeypatch.setitem(api.EXECUTORS, "local", lambda tasks, done, where, shared: None)
    spec_sweep(spec)                        # (the executor runs no point)
    assert {s.build_options for s in sources} == {("-DN=64", "-DM=2")}
    _fails(capsys, [_spec(tmp_path, **{"[[kernels]]": '[[kernels]]\ndefines = ["N={{n}}"]'})],
           "defines 'N={n}' names {n}, which is no axis")


def test_mixed_columns_are_text_in_both_formats(tmp_path):
    assert uniform([1000, "peak", None]) == ["1000", "peak", None]
    assert uniform([True, "sampled"]) == ["True", "sampled"]
    assert uniform([1, 2.5, None]) == [1, 2.5, None]            # numbers stay numbers
    assert uniform([True, False]) == [True, False]
    rows = [{"clock": c, "status": "ok", "cycles": n} for c, n in ((1000, 5), ("peak", 4))]
    table = Table(rows)
    assert table.csv().splitlines() == ["clock,status,cycles", "1000,ok,5", "peak,ok,4"]
    import pyarrow.parquet
    table.write(tmp_path / "t.parquet")
    assert pyarrow.parquet.read_table(tmp_path / "t.parquet").column("clock").to_pylist() == [
        "1000", "peak"]


def test_ctrl_c_writes_the_finished_rows(tmp_path, monkeypatch):
    def interrupted(tasks, done, where, shared):
        done(tasks[0][0], {"status": "ok", "error": "", "wall_seconds": 0.1, "cycles": 7})
        raise KeyboardInterrupt
    monkeypatch.setitem(api.EXECUTORS, "local", interrupted)
    with pytest.raises(KeyboardInterrupt, match="1 of 4 points finished, their rows written"):
        api.sweep(**saxpy_sweep(), output=tmp_path / "t.csv")
    assert (tmp_path / "t.csv").read_text().splitlines()[1].split(",")[-1] == "7"


def test_ctrl_c_once_every_point_finished_leaves_the_sweep_complete(tmp_path, monkeypatch):
    """An outside trial: an interrupt after all points had finished said "8 of 8 points
    finished ... run the sweep again to finish it"; the sweep is complete, its table whole."""
    def interrupted(tasks, done, where, shared):
        for index, _, _ in tasks:
            done(index, {"status": "ok", "error": "", "wall_seconds": 0.1, "cycles": 7})
        raise KeyboardInterrupt                 # (as the executor stops its workers)
    monkeypatch.setitem(api.EXECUTORS, "local", interrupted)
    table = api.sweep(**saxpy_sweep(), output=tmp_path / "t.csv")
    assert len(table.rows) == 4
    assert [line.split(",")[-1] for line in (tmp_path / "t.csv").read_text().splitlines()[1:]
            ] == ["7"] * 4


def test_gcnsim_sweep_has_the_names_the_readme_uses():
    code = ("import gcnsim; print(gcnsim.sweep.KernelSource.__name__, callable(gcnsim.sweep), "
            "gcnsim.sweep.Table.__name__)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True).stdout
    assert out.split() == ["KernelSource", "True", "Table"]
    assert KernelSource(str(MULTI)).files(get_device("vega64").target) == [MULTI]


def test_a_refused_variant_keeps_its_value_as_given_in_its_column():
    pts = points(["vega64"], ["k"], None, {"memory.dram.bytes_per_second": [-1e11]})
    assert repr(pts[0].variant["memory.dram.bytes_per_second"]) == "-100000000000"


@pytest.mark.parametrize("field, size", [("l1", 4096), ("l1", 5000), ("l2", 3 << 20)])
def test_a_cache_geometry_error_names_values_that_work(field, size):
    base = get_device("vega64")
    with pytest.raises(DeviceConfigError) as err:
        variant(base, {f"memory.{field}.size": size})
    said = str(err.value)
    offered = [int(n) for n in re.findall(r"(?<!\.)size = (\d+)", said)]
    assert offered and "would do" in said
    for good in offered:
        variant(base, {f"memory.{field}.size": good})       # each one offered works
    if "ways = " in said:
        ways = int(said.split("ways = ")[1].split()[0])
        variant(base, {f"memory.{field}.size": size, f"memory.{field}.ways": ways})


def test_plots_of_many_lines_tell_each_line_apart():
    """Trial 25: 24 lines on viridis were 24 shades no eye told apart. Each line now differs
    from every other in colour or marker, and lines of one colour in marker and dash."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from gcnsim.sweep.plot import _draw, style
    rows = [{"line": k, "size": n, "status": "ok", "cycles": 100 * k + n}
            for k in range(24) for n in (1, 2)]
    fig, ax = plt.subplots()
    _draw(ax, Table(rows), "size", ["line"])
    looks = [(tuple(np.round(matplotlib.colors.to_rgba(line.get_color()), 3)),
              line.get_marker(), line.get_linestyle()) for line in ax.get_lines()]
    plt.close(fig)
    assert len(set(looks)) == 24 and len({colour for colour, _, _ in looks}) == 10
    for a in range(24):
        for b in range(a):
            if looks[a][0] == looks[b][0]:
                assert looks[a][1] != looks[b][1] and looks[a][2] != looks[b][2]
    every = [tuple(sorted((k, str(v)) for k, v in style(k).items())) for k in range(360)]
    assert len(set(every)) == 360 and style(360) == style(0)
