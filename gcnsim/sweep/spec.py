"""``gcnsim sweep SPEC.toml``: a sweep written as a TOML file.

    devices = ["vega64", "mi300x"]
    sizes = [4096, 65536]

    [variants]                      # device fields, nested ones dotted; each list an axis
    compute_units = [16, 32]
    "memory.dram.bytes_per_second" = [1e12, 2e12]

    [axes]                          # more axes, substituted as {name} like {size}
    scale = [1, 2]

    [options]                       # launch options as gcnsim.sweep takes them (tier,
    tier = "native"                 # budget, clock, timing, warm, ...); a list is an axis
    clock = [1000, 1500]

    [[kernels]]
    name = "saxpy"                  # the label in the table (default: kernel, else file)
    file = "kernels/{target}/saxpy.hsaco"   # relative to the spec; .hsaco, .cl or .s
    kernel = "saxpy"
    grid = "{size}"
    block = "256"
    args = ["f32={scale}.0", "f32:{size}:rand", "f32:{size}:ones", "i32={size}"]
    defines = []                    # OpenCL C -D (also includes, cl_options)

A point's grid, block and ``--arg`` forms (with the axes substituted) are read as ``gcnsim
run`` reads its command line (runtime/cli_run.py configure_launch and launch_options); its
[options] are gcnsim.sweep's options (options.py: the one list of what a point takes and what
is refused), with TOML's values (``clock = 1000``, ``timing = "sampled"``, ``warm = true``;
a text naming an axis is read as the number it spells once filled), run's spellings taken too
(``printf-buffer``, ``sampled = true``). ``waitcnt`` defaults to "off" (a sweep times; the
dynamic checker would stop the native tier). Each point is timed.
"""
import argparse
import string
import tomllib
from pathlib import Path

from ..runtime.cli_run import build_options, configure_launch, launch_options
from ..runtime.sources import read_file
from .api import run_sweep
from .executors import EXECUTORS
from .kernels import KernelSource
from .options import check_names
from .points import SweepError, points

KEYS = {"devices", "sizes", "variants", "axes", "options", "kernels", "output"}
KERNEL_KEYS = {"name", "file", "kernel", "grid", "block", "args", "defines", "includes",
               "cl_options"}


def load_spec(path):
    """The parsed TOML of ``path``; SweepError naming the file and what is wrong."""
    try:
        spec = tomllib.loads(read_file(path).decode())
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as err:
        raise SweepError(f"{path}: not a TOML sweep spec: {err}") from None
    unknown = set(spec) - KEYS
    if unknown:
        raise SweepError(f"{path}: unknown key {', '.join(sorted(unknown))} (keys: "
                         f"{', '.join(sorted(KEYS))})")
    kernels = spec.get("kernels")
    if not isinstance(kernels, list) or not kernels:
        raise SweepError(f"{path}: a sweep needs [[kernels]] tables, each with a file")
    for k, table in enumerate(kernels):
        bad = set(table) - KERNEL_KEYS
        if bad or "file" not in table:
            what = f"unknown key {', '.join(sorted(bad))}" if bad else "no file"
            raise SweepError(f"{path}: kernel {k + 1}: {what} (keys: "
                             f"{', '.join(sorted(KERNEL_KEYS))})")
    return spec


def spec_sweep(path, **run):
    """Run the sweep of the spec at ``path``; ``run``: run_sweep's keywords (executor,
    workers, address, cache, output, plot, progress)."""
    spec = load_spec(path)
    here = Path(path).parent
    tables = {_label(t): t for t in spec["kernels"]}
    if len(tables) != len(spec["kernels"]):
        raise SweepError(f"{path}: two kernels have one name; give each its own name =")
    sources = {label: KernelSource(str(here / t["file"]), t.get("kernel"),
                                   tuple(build_options(_opencl(t))))
               for label, t in tables.items()}
    options = spec_options(spec.get("options", {}), f"{path} [options]")
    swept = {k: v for k, v in options.items() if isinstance(v, list)}
    axes = {**({"size": spec["sizes"]} if "sizes" in spec else {}), **spec.get("axes", {}),
            **swept}
    pts = points(spec.get("devices", []), list(tables), axes, spec.get("variants"))
    parser = _parser()

    def prepare(point):
        table = tables[point.kernel]
        chosen = {**options, **{k: point.axes[k] for k in swept}}
        argv = ["FILE", "--grid", _fill(table.get("grid", "{size}"), point, "grid"),
                "--block", _fill(table.get("block", "64"), point, "block")]
        for arg in table.get("args", []):
            argv += ["--arg", _fill(arg, point, "args")]
        parsed = parser.parse_args(argv)
        keywords = launch_options(parsed)
        keywords.update({name: _value(value, point, name) for name, value in chosen.items()})
        return [("arg", a) for a in parsed.args], keywords, keywords.pop("seed", 0)
    output = run.pop("output", None) or spec.get("output")
    return run_sweep(pts, sources, prepare, output=output, **run)


def _label(table):
    return table.get("name") or table.get("kernel") or Path(table["file"]).stem


def _opencl(table):
    return argparse.Namespace(defines=table.get("defines", []),
                              includes=table.get("includes", []),
                              cl_options=table.get("cl_options", []), cl_debug=False)


def _fill(text, point, where):
    """``text`` with the point's axes substituted for {name}."""
    values = {"device": point.device, "kernel": point.kernel, **point.axes}
    names = [name for _, name, _, _ in string.Formatter().parse(str(text)) if name]
    for name in names:
        if name not in values:
            raise SweepError(f"kernel {point.kernel}: {where} '{text}' names {{{name}}}, "
                             f"which is no axis (axes: {', '.join(values)})")
    return str(text).format(**values)


def spec_options(options, where):
    """The [options] table as gcnsim.sweep's options (options.py): run's spellings taken too
    (``printf-buffer``; ``sampled = true`` for ``timing = "sampled"``); SweepError naming
    ``where`` for a name no point takes."""
    out = {name.replace("-", "_"): value for name, value in options.items()}
    sampled = out.pop("sampled", False)
    if sampled not in (True, False):
        raise SweepError(f"{where}: sampled = true or false (an axis of timing modes is "
                         f"timing = [true, \"sampled\"]), not {sampled!r}")
    if sampled and out.get("timing", "sampled") != "sampled":
        raise SweepError(f"{where}: sampled = true and timing = {out['timing']!r} disagree: "
                         f"give one")
    if sampled:
        out["timing"] = "sampled"
    check_names(out, where)
    return out


def _value(value, point, name):
    """An option's value at ``point``: a text with {axis} names filled, and read as the number
    it then spells (``budget = "{size}000"``); any other value as TOML gives it."""
    if not isinstance(value, str) or "{" not in value:
        return value
    text = _fill(value, point, f"option {name}")
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise SweepError(f"sweep spec: {message}")


def _parser():
    parser = _Parser(prog="sweep spec", add_help=False)
    configure_launch(parser)
    return parser


def configure(parser):
    """The ``gcnsim sweep`` options."""
    parser.add_argument("spec", help="the sweep's TOML file")
    parser.add_argument("-o", "--output", metavar="TABLE",
                        help="the results table: .csv, or .parquet with pyarrow (default: the "
                             "spec's output, else SPEC.csv here)")
    parser.add_argument("--executor", choices=tuple(EXECUTORS), default="local",
                        help="local: processes on this machine (default); ray: a Ray cluster "
                             "(pip install 'gcnsim[ray]')")
    parser.add_argument("--address", metavar="ADDRESS",
                        help="ray: the cluster to join ('auto': the one `ray start` made "
                             "here; default: a Ray runtime of this process alone)")
    parser.add_argument("--workers", type=int, metavar="N",
                        help="local: processes (default: every core)")
    parser.add_argument("--cache", metavar="DIR",
                        help="finished points' rows, to resume (default: TABLE.cache)")
    parser.add_argument("--no-cache", action="store_true", help="run every point again")
    parser.add_argument("--plot", metavar="DIR", help="write one figure per swept axis (PNG)")


def cmd_sweep(args):
    """Run the spec's sweep, write its table; one summary line. Exit status 0 even when points
    failed: their rows say why."""
    from ..outputs import printable
    if args.workers is not None and args.workers < 1:
        raise SweepError(f"--workers {args.workers}: expected a number >= 1")
    output = args.output or load_spec(args.spec).get("output") or f"{Path(args.spec).stem}.csv"
    cache = None if args.no_cache else (args.cache or f"{output}.cache")
    table = spec_sweep(args.spec, executor=args.executor, workers=args.workers,
                       address=args.address, cache=cache, output=output, plot=args.plot)
    failed = len(table.failed)
    print(f"{len(table.rows)} points: {len(table.rows) - failed} ok, {failed} failed "
          f"({table.cached} from the cache); table: {printable(output)}")
    for row in table.failed[:5]:
        print(f"  failed: {printable(row['device'])} {printable(row['kernel'])}: "
              f"{printable(row['error'])}")
    return 0
