"""``gcnsim.sweep(...)``: time every point of a product of devices, kernels, sizes and launch
options, and give the results as one Table (table.py).

    table = gcnsim.sweep(
        kernels={"saxpy": "kernels/{target}/saxpy.hsaco"},
        devices=["vega64", "mi300x"], variants={"compute_units": [16, 32]},
        sizes=[4096, 65536],
        args=lambda p: ["f32=2.0", f"f32:{p.size}:rand", f"f32:{p.size}:ones", f"i32={p.size}"],
        grid=lambda p: p.size, block=256, output="saxpy.csv", cache="saxpy.cache")

``kernels`` maps labels to kernels.py's forms (a path, code object bytes, a @kernel, a
(source, kernel name) pair for one kernel of a file that has several, a KernelSource).
``args(point)`` reads the point's parameters as ``point.size`` or ``point["size"]`` and gives
the kernel's arguments: ``run``'s ``--arg`` forms (made on the worker),
host arrays and numpy scalars (sent with the point), LocalMemory. ``grid``, ``block`` and each
value of ``options`` are a value or a function of the point; a list in ``options`` is an axis
of its own (``options={"tier": ["native", "interpreter"], "clock": [1000, 1500]}``); a
text naming an axis (``grid="{size}"``, a spec's form) is refused: Python's is a function. Which
options a point takes, and which are refused, is options.py's one list (the spec's too).
Each point is one timed launch (``timing=True`` unless ``options`` says "sampled" or a
Sampling) on one process.

The sweep builds each kernel once per target here (kernels.py) and reads each ``--arg`` form's
file once, then hands the points as bytes to the executor (executors.py), with their large
host arrays apart, each held and shipped once (task.py Shared); a point the cache
(``cache=DIR``) holds is not run again.
"""
import time

import numpy as np

from .executors import EXECUTORS, check_address
from .kernels import KernelSource
from .options import check_fixed, check_names, check_values, profiled
from .points import MAX_POINTS, SweepError, merged_axes, points
from .progress import SweepProgress
from .table import Cache, Table, check_format
from .task import Shared, Task


def sweep(kernels, devices, sizes=None, args=None, grid=None, block=64, options=None,
          axes=None, variants=None, executor="local", workers=None, address=None, cache=None,
          output=None, plot=None, progress=None, seed=0, max_points=MAX_POINTS):
    """The Table of every point (see the module note); ``output``: write it (CSV for .csv,
    Parquet for .parquet); ``plot``: a directory for one figure per swept axis (the Table's
    ``figures``: none when no point ran); ``progress``:
    a bar on stderr (None: when stderr is a terminal), or a function called with (points
    done, points in all, "sweep") as they finish, as a launch's is; ``max_points``: refuse a
    product of more points (points.MAX_POINTS; None: no limit)."""
    options = dict(options or {})
    check_names(options, "gcnsim.sweep options")
    shapes = {"seed": seed, "block": block, **({} if grid is None else {"grid": grid})}
    _check_unfilled({**shapes, **options})
    check_fixed(options, "gcnsim.sweep options")
    check_fixed(shapes, "gcnsim.sweep")
    if grid is None and sizes is None and "grid" not in options:
        raise SweepError("a sweep without sizes= needs grid= (work-items, or a function of "
                         "the point)")
    swept = {name: v for name, v in options.items() if isinstance(v, list)}
    all_axes = merged_axes(None if sizes is None else list(sizes), axes, swept, "gcnsim.sweep")
    sources = {label: KernelSource.of(value) for label, value in _named(kernels).items()}
    pts = points(devices, list(sources), all_axes, variants, max_points)

    def prepare(point):
        chosen = {k: _at(v, point) for k, v in options.items() if k not in swept}
        chosen.update({k: point.axes[k] for k in swept})
        chosen.setdefault("grid", point.size if grid is None else _at(grid, point))
        chosen.setdefault("block", _at(block, point))
        given = _at(args, point) if args is not None else []
        return [_argument(a) for a in given], chosen, chosen.pop("seed", seed)
    return run_sweep(pts, sources, prepare, executor=executor, workers=workers,
                     address=address, cache=cache, output=output, plot=plot, progress=progress)


def _check_unfilled(values):
    """SweepError for a text naming an axis (``grid="{size}"``): a spec fills it, Python
    does not (a function of the point is its form), so every point would fail with it."""
    for name, given in values.items():
        for value in given if isinstance(given, list) else [given]:
            if isinstance(value, str) and "{" in value:
                raise SweepError(f"gcnsim.sweep: {name} = {value!r}: a text's {{axis}} is "
                                 f"filled in a spec (gcnsim sweep SPEC.toml), not in Python: "
                                 f"give a function of the point instead (lambda p: p.size)")


def _named(kernels):
    if isinstance(kernels, dict):
        return kernels
    if isinstance(kernels, (list, tuple)):
        return {_label(k): k for k in kernels}
    return {_label(kernels): kernels}


def _label(kernel):
    source = kernel.source if isinstance(kernel, KernelSource) else kernel
    name = getattr(source, "name", None)
    return name if isinstance(name, str) else str(source).rsplit("/", 1)[-1].split(".")[0]


def _at(value, point):
    return value(point) if callable(value) else value


def _argument(value):
    """A kernel argument as a Task carries it (task.py)."""
    from ..runtime.device import LocalMemory
    if isinstance(value, str):
        return ("arg", value)
    if isinstance(value, LocalMemory):
        return ("local", value.nbytes)
    if isinstance(value, (np.ndarray, np.generic, int, float)):
        return ("value", value)
    raise SweepError(f"a sweep's kernel argument is an --arg form (str), a host array, a "
                     f"numpy scalar or LocalMemory, not {type(value).__name__}")


def run_sweep(pts, sources, prepare, executor="local", workers=None, address=None, cache=None,
              output=None, plot=None, progress=None, inputs=()):
    """Run ``pts``: their Tasks (``prepare(point)`` gives (arguments, launch keywords,
    seed); ``sources[kernel]`` a KernelSource, or a function of the point giving one), the
    cached rows taken, the rest run by ``executor``; the Table, written to ``output`` and
    plotted into ``plot``. Every output is checked first: none may be one of ``inputs`` (the
    spec), a kernel's file or a file an ``--arg`` form reads. Ctrl-C writes the rows finished so far, then raises
    KeyboardInterrupt saying so; one that comes once every point has finished (as the
    executor stops its workers) stops nothing: the sweep is complete, its table written and
    plotted as without it."""
    _check_executor(executor, workers, address, progress)
    _check_outputs(pts, sources, output, plot, [*inputs, *_arg_files(pts, prepare)])
    store = Cache(cache)
    rows, keys, tasks, hits, shared = _prepared(pts, sources, prepare, store)

    def table():
        return Table((_row(p, rows[p.index], keys.get(p.index, "")) for p in pts
                      if p.index in rows), hits)
    failed = sum(row.get("status") != "ok" for row in rows.values())   # refused, cached
    with SweepProgress(len(pts), len(rows), progress, failed) as bar:
        def done(index, row):
            rows[index] = row
            store.put(keys[index], row)
            bar.advance(row.get("status") == "ok")
        try:
            if tasks:
                where = address if executor == "ray" else workers
                EXECUTORS[executor](tasks, done, where, shared)
        except KeyboardInterrupt:
            if len(rows) < len(pts):
                raise KeyboardInterrupt(_keep_finished(table(), len(pts), output)) from None
    finished = table()
    if output is not None:
        finished.write(output)
    if plot is not None:
        from .plot import plot_table
        finished.figures = plot_table(finished, pts, plot)
    return finished


def _check_executor(executor, workers, address, progress):
    """SweepError for an executor that does not exist, a choice that is another executor's
    (workers: local processes; address: a Ray cluster), which it would silently ignore, a
    number of workers below one, a progress that is no choice or function, and a Ray
    cluster's address where nothing answers."""
    if executor not in EXECUTORS:
        raise SweepError(f"unknown executor '{executor}' (one of {', '.join(EXECUTORS)})")
    if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int)
                                or workers < 1):
        raise SweepError(f"workers {workers!r} (--workers): expected a whole number >= 1")
    if workers is not None and executor != "local":
        raise SweepError(f"workers (--workers) is the local executor's number of processes; "
                         f"the {executor} executor runs each point on a CPU of the cluster")
    if address is not None and executor != "ray":
        raise SweepError(f"address (--address) names a Ray cluster: it needs the ray "
                         f"executor (--executor ray), not {executor}")
    if not (progress is None or isinstance(progress, bool) or callable(progress)):
        raise SweepError(f"progress is None (a bar when stderr is a terminal), True, False or "
                         f"a function called with (done, total, \"sweep\"), not {progress!r}")
    if executor == "ray":
        check_address(address)


def _check_outputs(pts, sources, output, plot, inputs):
    """OutputError or SweepError before anything runs: for a table or figure that could not
    be written, or is one of the ``inputs`` or a kernel's file (outputs.py's rule), and for a
    table name of no format (table.py)."""
    from ..outputs import check_outputs
    figures = {}
    if plot is not None:
        from .plot import figure_paths
        figures = figure_paths(pts, plot)
    check_outputs({"sweep table": output, **figures}, [*inputs, *_kernel_files(pts, sources)])
    check_format(output)


def _arg_files(pts, prepare):
    """The files the points' ``--arg`` forms read (``f32:@x.npy``: inputs of the sweep); a
    point whose arguments cannot be prepared names none (its row says why)."""
    from ..runtime.cli_run import arg_files
    found = {}
    for point in pts:
        if point.refused:
            continue
        try:
            arguments = prepare(point)[0]
        except Exception:       # noqa: BLE001 - the point fails with it when it runs
            continue
        found.update(dict.fromkeys(arg_files(v for kind, v in arguments
                                             if kind == "arg" and isinstance(v, str))))
    return list(found)


def _prepared(pts, sources, prepare, store):
    """(rows of the points that will not run: refused, unable to start, or in the cache
    ``store``; every Task's content key by point index; the Tasks to run, (index, bytes,
    the keys of the shared arrays it reads); how many rows came from the cache; the shared
    arrays by key, those of the Tasks to run)."""
    rows, keys, tasks, codes = {}, {}, [], {}
    hits, shared, files = 0, Shared(), {}
    for point in pts:
        task, row = _task(point, sources, prepare, codes, shared, files)
        if task is None:
            rows[point.index] = row
            continue
        keys[point.index] = task.key
        cached = store.get(keys[point.index])
        if cached is not None:
            rows[point.index] = cached
            hits += 1
        else:
            tasks.append((point.index, task.dumps(), task.needs))
    needed = {key for _, _, needs in tasks for key in needs}
    return rows, keys, tasks, hits, {k: v for k, v in shared.arrays.items() if k in needed}


def _keep_finished(finished, count, output):
    """What a Ctrl-C leaves: the finished rows written to ``output``, said in one line."""
    from ..outputs import printable
    if not finished.rows:
        return f"none of {count} points had finished, no table written"
    text = f"{len(finished.rows)} of {count} points finished"
    if output is not None:
        finished.write(output)
        text += f", their rows written to {printable(output)}"
    return text + "; run the sweep again to finish it (the cache skips the finished points)"


def _source(sources, point):
    source = sources[point.kernel]
    return source(point) if callable(source) else source


def _kernel_files(pts, sources):
    """The files the sweep's kernels are read from, each target's (a sweep's inputs);
    SweepError for one that is missing or no regular file: every point of it would fail."""
    files = {}
    for point in pts:
        if point.config is not None:
            for path in _source(sources, point).files(point.config.target):
                files.setdefault(path, point.kernel)
    for path, kernel in files.items():
        if not path.is_file():
            what = ("not a regular file (a directory, device or pipe)" if path.exists()
                    else "no such file")
            raise SweepError(f"kernel {kernel}: cannot read '{path}': {what}")
    return list(files)


def _task(point, sources, prepare, codes, shared, files):
    """(the Task of ``point``, None), or (None, its failed row) when the device model refused
    its variant, its kernel does not build for its target or its arguments cannot be made
    (``codes``: the kernels built, ``shared`` and ``files``: the arrays, _carried's); a
    SweepError (the sweep itself is wrong) stops the sweep before any point runs."""
    if point.refused:
        return None, {"status": "failed", "error": point.refused, "wall_seconds": 0.0}
    start = time.perf_counter()
    target = point.config.target
    try:
        source = _source(sources, point)
        built = (point.kernel, target.name, source.build_options)    # (defines per point)
        if built not in codes:
            codes[built] = _built(source, target)
        built = codes[built]
        if isinstance(built, Exception):
            raise built
        arguments, options, seed = prepare(point)
        options = profiled({"timing": True, **options})
        check_values(options, point.config, f"sweep point {point.index}")
        arguments = [_carried(kind, value, point.config, shared, files)
                     for kind, value in arguments]
        return Task(built[0], built[1], point.device, point.variant, tuple(arguments),
                    _plain(options), seed, source.label(target)), None
    except SweepError:              # the sweep's own mistake (a spec naming no axis, ...)
        raise
    except Exception as err:        # noqa: BLE001 - a point that cannot start is its row
        return None, {"status": "failed", "error": " ".join(str(err).split()),
                      "wall_seconds": time.perf_counter() - start}


def _carried(kind, value, config, shared, files):
    """A Task's argument as it travels: an --arg form loading a file (``f32:@x.npy``) as the
    file's elements, read here (a worker elsewhere could not read the file, and the content
    key is then the content's) once per form and file (``files``: (form, the file's identity)
    -> its argument), once the device ``config``'s memory has room for them; a large host
    array as a key of the ``shared`` arrays (task.py Shared)."""
    from ..emu.memory import OutOfMemory, host_limit, size_text
    from ..runtime.cli_run import ArgFile, arg_file
    if kind == "value" and isinstance(value, np.ndarray):
        return shared.carried(value)
    if kind != "arg" or arg_file(value) is None:
        return kind, value
    source = ArgFile.open(value)
    need, capacity = source.count * source.dtype.itemsize, min(config.memory_bytes, host_limit())
    if need > capacity:
        raise OutOfMemory(f"--arg '{value}': {size_text(need)}, more than the "
                          f"{size_text(capacity)} a {config.name} Device holds here")
    info = source.path.stat()
    known = (value, info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)
    if known not in files:
        files[known] = shared.carried(source.array(), own=True)
    return files[known]


def _built(source, target):
    try:
        return source.build(target)
    except Exception as err:        # noqa: BLE001 - every point of this kernel fails with it
        return err


def _plain(options):
    """Launch keywords as plain values (tuples as lists), as the content key reads them."""
    return {k: list(v) if isinstance(v, tuple) else v for k, v in options.items()}


def _row(point, row, key):
    metrics = {k: v for k, v in row.items() if k not in ("status", "error", "wall_seconds")}
    return {**point.parameters(), "status": row.get("status"), "error": row.get("error", ""),
            "key": key, "wall_seconds": row.get("wall_seconds"), **metrics}
