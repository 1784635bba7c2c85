"""A sweep's results: one table, a row per point, and the cache that makes a sweep resumable.

Columns: the point's parameters (device, its variant fields as ``device.FIELD``, kernel, the
axes), then status ("ok" or "failed"), error (one line, empty when ok), the content key,
wall_seconds, and every number of the point's TimingResult (task.timing_row); a point timed in
full with the option profile = true adds what limits it, ``profile.limiter``, and the shares
behind it, ``profile.*`` (task.verdict_row; empty in every other row). Rows are in
point order, whichever executor finished them first. The table is written as CSV (a name
ending in .csv) or Parquet (.parquet, with pyarrow; any other name is refused before the sweep
runs), through outputs.py: whole or not at all. A column holds one type in both (``uniform``):
numbers (ints and floats together: numbers), flags or texts; a column that mixes them (an axis
``clock = [1000, "peak"]``, ``timing = [true, "sampled"]``) is written as texts.

The cache is a directory of one small JSON file per finished point, named by its content key
(points.content_key); a sweep run again reads a point's row from it instead of launching it.
Failed points are not cached: running the sweep again retries them.

    table = Table(rows)
    table.write("results.csv")
    table.column("cycles") -> [5012, 9870, ...]
"""
import csv
import io
import json
import os

from ..outputs import check_output, write_output
from .points import SweepError

FIRST = ("status", "error", "key", "wall_seconds")
WALL = ("wall_seconds",)           # what may differ between two runs of one sweep


class Table:
    """The rows of a sweep (dicts of every column: None where a row has no value), in point
    order, with the union of their columns;
    ``cached``: how many came from the cache; ``figures``: the paths of the figures written
    (none when no point ran)."""

    def __init__(self, rows, cached=0):
        self.rows = list(rows)
        self.cached = cached
        self.figures = []           # the figures a sweep's plot= wrote (plot.py)
        columns = {}
        for row in self.rows:
            columns.update(dict.fromkeys(row))
        params = [c for c in columns if c not in FIRST and not _is_metric(c, self.rows)]
        metrics = [c for c in columns if c not in FIRST and c not in params]
        self.params = params
        self.columns = params + [c for c in FIRST if c in columns] + metrics
        self.rows = [{c: row.get(c) for c in self.columns} for row in self.rows]

    def __repr__(self):
        shown = ", ".join(self.columns[:8]) + (", ..." if len(self.columns) > 8 else "") \
            or "none"
        return (f"<Table: {len(self.rows)} points, {len(self.failed)} failed, "
                f"{self.cached} cached; columns {shown}>")

    def column(self, name):
        return [row.get(name) for row in self.rows]

    @property
    def failed(self):
        return [row for row in self.rows if row.get("status") != "ok"]

    def comparable(self):
        """The rows without the columns that may differ between runs (wall time):
        what two executors must agree on."""
        return [{k: v for k, v in row.items() if k not in WALL} for row in self.rows]

    def parameters(self, row):
        """The point of ``row`` in words: ``device=vega64 device.compute_units=4 size=1024``."""
        return " ".join(f"{name}={row.get(name)}" for name in self.params)

    def written(self):
        """{column: its values}, each column of one type (``uniform``), as both formats
        write them."""
        return {c: uniform([row.get(c) for row in self.rows]) for c in self.columns}

    def csv(self):
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(self.columns)
        columns = self.written()
        for k in range(len(self.rows)):
            writer.writerow([_cell(columns[c][k]) for c in self.columns])
        return out.getvalue()

    def write(self, path):
        """Write the table to ``path``: Parquet for a .parquet name (needs pyarrow), CSV for
        a .csv one (check_format)."""
        path = os.fspath(path)
        if check_format(path) == ".parquet":
            return write_output(path, self._parquet, "sweep table")
        return write_output(path, self.csv(), "sweep table")

    def _parquet(self, f):
        pyarrow = parquet_module()
        pyarrow.parquet.write_table(pyarrow.table(self.written()), f)


FORMATS = (".csv", ".parquet")


def check_format(path):
    """The format of a table at ``path`` (one of FORMATS, by its name), or None for no path;
    SweepError, before a sweep runs, for another name or a format it could not write."""
    if path is None:
        return None
    suffix = os.path.splitext(os.fspath(path))[1].lower()
    if suffix not in FORMATS:
        raise SweepError(f"sweep table '{os.fspath(path)}': name it .csv (CSV) or .parquet "
                         f"(Parquet, with pyarrow), not {suffix or 'without a suffix'}")
    if suffix == ".parquet":
        parquet_module()
    return suffix


def uniform(values):
    """``values`` (a column's, None for none) of one type: as they are when they are all
    numbers (ints and floats), all flags or all texts, else each as its text (an axis of
    ``[1000, "peak"]``), so that Parquet can hold them and CSV says the same."""
    kinds = {_kind(v) for v in values if v is not None}
    if len(kinds) <= 1:
        return values
    return [None if v is None else str(v) for v in values]


def _kind(value):
    if isinstance(value, bool):
        return "flag"
    return "number" if isinstance(value, (int, float)) else type(value).__name__


def parquet_module():
    """pyarrow, with its parquet module loaded; SweepError when it is not installed."""
    try:
        import pyarrow
        import pyarrow.parquet      # noqa: F401 - loads pyarrow.parquet
    except ImportError:
        raise SweepError("a .parquet table needs pyarrow (pip install pyarrow); name the "
                         "table .csv to write CSV") from None
    return pyarrow


def _is_metric(column, rows):
    """A timing column: dotted names other than device variants, and numbers no point's
    parameters have (parameters come first in every row)."""
    for row in rows:
        if column in row:
            keys = list(row)
            return "status" in keys and keys.index(column) > keys.index("status")
    return False


def _cell(value):
    return "" if value is None else value


class Cache:
    """Finished points' rows by content key, one JSON file each in ``folder`` (None: no
    cache)."""

    def __init__(self, folder):
        self.folder = None if folder is None else os.fspath(folder)
        if self.folder is not None:
            try:
                os.makedirs(self.folder, exist_ok=True)
            except OSError as err:
                raise SweepError(f"sweep cache: cannot make '{self.folder}': "
                                 f"{err.strerror}") from None
            check_output(self._path("0" * 64), "sweep cache")

    def _path(self, key):
        return os.path.join(self.folder, f"{key}.json")

    def get(self, key):
        """The cached row of ``key``, or None."""
        if self.folder is None:
            return None
        try:
            with open(self._path(key), "rb") as f:
                row = json.loads(f.read())
        except (OSError, ValueError):
            return None
        return row if isinstance(row, dict) and row.get("status") == "ok" else None

    def put(self, key, row):
        """Keep ``row`` of a point that succeeded."""
        if self.folder is not None and row.get("status") == "ok":
            write_output(self._path(key), json.dumps(row), "sweep cache")
