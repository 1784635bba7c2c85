"""The results table: columns in order (parameters, status, metrics), every row with every
column, CSV through outputs.py, the cache keeping only finished points, and the swept axes
a figure is drawn for (a linked axis once)."""
import csv

import pytest

from gcnsim.outputs import OutputError
from gcnsim.sweep.plot import plot_table, swept_axes
from gcnsim.sweep.points import points
from gcnsim.sweep.table import Cache, Table


def _rows():
    return [{"device": "vega64", "kernel": "k", "size": 64, "side": 8, "status": "ok",
             "error": "", "key": "a", "wall_seconds": 0.5, "cycles": 100, "stalls.no_wave": 3},
            {"device": "vega64", "kernel": "k", "size": 256, "side": 16, "status": "failed",
             "error": "boom", "key": "b", "wall_seconds": 0.1},
            {"device": "mi300x", "kernel": "k", "size": 64, "side": 8, "status": "ok",
             "error": "", "key": "c", "wall_seconds": 0.7, "cycles": 90, "stalls.no_wave": 1}]


def test_columns_rows_and_csv(tmp_path):
    table = Table(_rows())
    assert table.columns == ["device", "kernel", "size", "side", "status", "error", "key",
                             "wall_seconds", "cycles", "stalls.no_wave"]
    assert table.rows[1]["cycles"] is None and table.failed == [table.rows[1]]
    assert all("wall_seconds" not in row for row in table.comparable())
    table.write(tmp_path / "t.csv")
    with open(tmp_path / "t.csv") as f:
        written = list(csv.DictReader(f))
    assert [r["cycles"] for r in written] == ["100", "", "90"]
    (tmp_path / "d.csv").mkdir()
    with pytest.raises(OutputError, match="sweep table"):
        table.write(tmp_path / "d.csv")         # a directory: refused, one line


def test_a_table_says_what_it_holds_in_its_repr():
    assert repr(Table(_rows(), cached=1)) == (
        "<Table: 3 points, 1 failed, 1 cached; columns device, kernel, size, side, status, "
        "error, key, wall_seconds, ...>")
    assert repr(Table([])) == "<Table: 0 points, 0 failed, 0 cached; columns none>"


def test_cache_keeps_finished_points_only(tmp_path):
    cache = Cache(tmp_path / "c")
    ok, failed = _rows()[0], _rows()[1]
    cache.put("a" * 64, ok)
    cache.put("b" * 64, failed)
    assert cache.get("a" * 64) == ok and cache.get("b" * 64) is None
    assert Cache(None).get("a" * 64) is None


def test_swept_axes_take_a_linked_axis_once(tmp_path):
    table = Table(_rows())
    pts = points(["vega64", "mi300x"], ["k"], {"size": [{"size": 64, "side": 8},
                                                       {"size": 256, "side": 16}]})
    assert swept_axes(pts) == ["device", "size"]
    written = plot_table(table, pts, tmp_path / "figs")
    assert sorted(p.rsplit("/", 1)[1] for p in written) == ["device.png", "size.png"]


def test_parquet_table_holds_the_same_rows(tmp_path):
    import pyarrow.parquet
    table = Table(_rows())
    table.write(tmp_path / "t.parquet")
    read = pyarrow.parquet.read_table(tmp_path / "t.parquet").to_pylist()
    assert read == table.rows


def test_legends_name_the_axis_of_each_value():
    """The legend listed "vega64, 4096" without saying which axis each value is."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from gcnsim.sweep.plot import _draw
    rows = [{"device": d, "size": n, "status": "ok", "cycles": c}
            for d, n, c in (("vega64", 64, 100), ("vega64", 256, 300), ("mi300x", 64, 90),
                            ("mi300x", 256, 200))]
    fig, ax = plt.subplots()
    _draw(ax, Table(rows), "size", ["device"])
    assert ax.get_legend_handles_labels()[1] == ["device=vega64", "device=mi300x"]
    plt.close(fig)


def test_a_figure_lists_every_line_beside_cycles_and_seconds(tmp_path, monkeypatch):
    """Trial 25: the legend listed 12 of 24 lines, over the points; a CU axis showed 4.5 and
    5.5; only cycles were drawn, which mislead across chips of different clocks."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    kernels = [f"k{n}" for n in range(8)]
    pts = points(["vega64", "mi250x", "r9-290x"], kernels, {"size": [64]},
                 {"compute_units": [4, 8]})
    rows = [{**p.parameters(), "status": "ok", "cycles": 100 + k, "seconds": 1e-6 * (k + 1)}
            for k, p in enumerate(pts)]
    drawn = []
    close = plt.close
    monkeypatch.setattr(plt, "close", lambda fig: (drawn.append(fig), close(fig)))
    written = plot_table(Table(rows), pts, tmp_path / "figs")
    assert sorted(p.rsplit("/", 1)[1] for p in written) == [
        "device.compute_units.png", "device.png", "kernel.png"]
    fig = drawn[written.index(str(tmp_path / "figs" / "device.compute_units.png"))]
    cycles, seconds = fig.axes
    assert (cycles.get_ylabel(), seconds.get_ylabel()) == ("cycles", "seconds")
    legend, = fig.legends
    labels = [text.get_text() for text in legend.get_texts()]
    assert len(labels) == 24 and "device=mi250x, kernel=k3" in labels
    assert not cycles.get_legend()              # beside the panels, not over their points
    assert [t for t in cycles.get_xticks()] == [4, 8]
    assert fig._suptitle.get_text() == "size=64"
