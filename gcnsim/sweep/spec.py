"""``gcnsim sweep SPEC.toml``: a sweep written as a TOML file.

    devices = ["vega64", "mi300x"]
    sizes = [4096, 65536]

    [variants]                      # device fields, nested ones dotted (quoted or not:
                                    # memory.l2.size = [...] is the field); each list an axis
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
    kernel = "saxpy"                # the one to time, of a file that has several
    grid = "{size}"
    block = "256"
    args = ["f32={scale}.0", "f32:{size}:rand", "f32:{size}:ones", "i32={size}"]
    defines = ["TILE={scale}"]      # OpenCL C -D (also includes, cl_options), axes filled

A point's grid, block, ``--arg`` forms and OpenCL options (with the axes substituted; an
OpenCL kernel is built once for each target and set of options) are read as ``gcnsim
run`` reads its command line (runtime/cli_run.py configure_launch and launch_options); its
[options] are gcnsim.sweep's options (options.py: the one list of what a point takes and what
is refused), with TOML's values (``clock = 1000``, ``timing = "sampled"``, ``warm = true``;
``timing = {loops = 8, error = 0.05}`` for a gcnsim.Sampling of those fields, any of its
fields; a text naming an axis is read as the number it spells once filled), run's spellings
taken too (``printf-buffer``, ``sampled = true``). ``waitcnt`` defaults to "off" (a sweep times; the
dynamic checker would stop the native tier). Each point is timed.
An ``--arg`` form's file (``f32:@x.npy``) is named relative to the spec and read once as the
points are made: the sweep holds its elements once, for every Task that reads them (api.py
_carried, task.py Shared).

A text names an axis, the device, the kernel or a variant field: ``"{device.compute_units}"``.

What would fail every point is refused before any runs, in one line: an axis named twice
(``sizes`` and ``[axes] size``, an axis and a swept option, a name of a linked size and an
axis) or with a value twice, an axis or a linked size's name that would only relabel rows
(device, kernel, a ``device.*`` field, an option: each named where it belongs), linked values
setting different names, a variant of a chip's identity (name, target) or of a field that
only describes it (a ``source``), two names of one chip, an option value no point takes
(``timing = false``, ``seed = "abc"``, ``clock = "turbo"``), a kernel table's grid or
block that names no axis and that run refuses (``grid = "0"``), a kernel file that is
missing or a Python file (a @gcnsim.lang.kernel is swept from Python:
gcnsim.sweep(kernels={"k": function})), a kernel table field of the wrong type, an output
that is an input or cannot be written, a product of more than ``--max-points``. Exit status:
EPILOG.
"""
import argparse
import dataclasses
import string
import tomllib
from pathlib import Path

from ..errors import GcnsimError
from ..runtime.cli_run import build_options, configure_launch, launch_options, rooted
from ..runtime.sources import read_file
from ..timing.sampling import Sampling
from .api import run_sweep
from .executors import EXECUTORS
from .kernels import KernelSource
from .options import check_fixed, check_names
from .points import MAX_POINTS, SweepError, merged_axes, points

KEYS = {"devices", "sizes", "variants", "axes", "options", "kernels", "output"}
KERNEL_KEYS = {"name", "file", "kernel", "grid", "block", "args", "defines", "includes",
               "cl_options"}
TEXTS = ("name", "file", "kernel")                      # a kernel table's texts
LISTS = ("args", "defines", "includes", "cl_options")   # its lists of texts
SHAPES = ("grid", "block")                              # a number, or a text naming axes


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
    for name in ("variants", "axes", "options"):
        if not isinstance(spec.get(name, {}), dict):
            raise SweepError(f"{path}: {name} is a table ([{name}], its fields below it), "
                             f"not {spec[name]!r}")
    if not isinstance(spec.get("output", ""), str):
        raise SweepError(f"{path}: output is a file name, not {spec['output']!r}")
    kernels = spec.get("kernels")
    if not isinstance(kernels, list) or not kernels:
        raise SweepError(f"{path}: a sweep needs [[kernels]] tables, each with a file")
    for k, table in enumerate(kernels):
        bad = set(table) - KERNEL_KEYS if isinstance(table, dict) else ()
        if bad or not isinstance(table, dict) or "file" not in table:
            what = f"unknown key {', '.join(sorted(bad))}" if bad else "no file"
            raise SweepError(f"{path}: kernel {k + 1}: {what} (keys: "
                             f"{', '.join(sorted(KERNEL_KEYS))})")
        _check_types(table, f"{path}: kernel {k + 1}")
    return spec


def _check_types(table, where):
    """SweepError naming the field of a kernel table whose value has the wrong type (``args =
    "f32:{size}"`` for a list of one)."""
    for name, value in table.items():
        if name in TEXTS and not isinstance(value, str):
            raise SweepError(f"{where}: {name} must be a text, got {value!r}")
        if name in LISTS and not (isinstance(value, list)
                                  and all(isinstance(v, str) for v in value)):
            raise SweepError(f"{where}: {name} must be a list of texts ({name} = [\"...\", ...]"
                             f"), got {value!r}")
        if name in SHAPES and (isinstance(value, bool) or not isinstance(value, (str, int))):
            raise SweepError(f"{where}: {name} must be a number or a text (\"{{size}}\", "
                             f"\"64,4\"), got {value!r}")


def spec_sweep(path, max_points=MAX_POINTS, **run):
    """Run the sweep of the spec at ``path``; ``run``: run_sweep's keywords (executor,
    workers, address, cache, output, plot, progress); ``max_points``: as gcnsim.sweep's."""
    spec = load_spec(path)
    here = Path(path).parent
    tables = {}
    for k, table in enumerate(spec["kernels"]):
        label = _label(table)
        if label in tables:
            raise SweepError(f"{path}: kernels {list(tables).index(label) + 1} and {k + 1} are "
                             f"both labelled '{label}' in the table: give one a name = "
                             f"\"{label}2\" (the label of its rows)")
        tables[label] = table
    sources = {label: _source(t, here) for label, t in tables.items()}
    options = spec_options(spec.get("options", {}), f"{path} [options]")
    check_fixed(options, f"{path} [options]", filled=True)
    swept = {k: v for k, v in options.items() if isinstance(v, list)}
    axes = merged_axes(spec.get("sizes"), _dotted(spec.get("axes", {}), f"{path} [axes]"),
                       swept, str(path))
    _check_named(axes, swept, list(tables.values()), options, path)
    try:
        pts = points(spec.get("devices", []), list(tables), axes,
                     _dotted(spec.get("variants", {}), f"{path} [variants]"), max_points)
    except GcnsimError as err:          # an unknown device, a field no record has: the spec's
        raise SweepError(f"{path}: {' '.join(str(err).split())}") from None
    parser = _parser()
    for label, table in tables.items():     # a shape naming no axis: one check for all
        shape, where = _shape(table), f"{path}: kernel {label}"
        for name in (n for n in SHAPES if "{" not in shape[n]):
            alone = {**dict.fromkeys(SHAPES, "64"), name: shape[name]}
            try:
                _, keywords = _keywords(parser, {name: shape[name]}, [
                    "FILE", "--grid", alone["grid"], "--block", alone["block"]])
            except GcnsimError as err:
                raise SweepError(f"{where}: {' '.join(str(err).split())} (every point would "
                                 f"fail)") from None
            check_fixed({name: keywords[name]}, where)

    def prepare(point):
        table = tables[point.kernel]
        chosen = {**options, **{k: point.axes[k] for k in swept}}
        shape = _shape(table)
        argv = ["FILE", "--grid", _fill(shape["grid"], point, "grid"),
                "--block", _fill(shape["block"], point, "block")]
        for arg in table.get("args", []):
            argv += ["--arg", _fill(arg, point, "args")]
        parsed, keywords = _keywords(parser, shape, argv)
        keywords.update({name: _value(value, point, name) for name, value in chosen.items()})
        return ([("arg", rooted(a, here)) for a in parsed.args], keywords,
                keywords.pop("seed", 0))
    output = run.pop("output", None) or spec.get("output")
    return run_sweep(pts, sources, prepare, output=output, inputs=[path], **run)


def _shape(table):
    """A kernel table's grid and block as texts (a number given as one)."""
    return {"grid": str(table.get("grid", "{size}")), "block": str(table.get("block", "64"))}


def _keywords(parser, shape, argv):
    """(the parsed ``argv``, run's launch keywords of it); GcnsimError in the spec's words
    (``grid = "0" gives ...``, not run's ``--grid '0'``) for a ``shape`` run refuses."""
    parsed = parser.parse_args(argv)
    try:
        return parsed, launch_options(parsed)
    except GcnsimError as err:
        text = str(err)
        for name, given in shape.items():
            if text.startswith(f"--{name} "):
                text = f"{name} = \"{given}\" gives {text[len(name) + 3:]}"
        raise GcnsimError(text) from None


def _check_named(axes, swept, tables, options, path):
    """SweepError for an axis (a linked axis: any of its names) no text of the spec names as
    {name} (the kernels' grid, block, args and OpenCL options, the [options]' texts): its
    points would run the same launch, only relabelled; a linked name no text names (``sizes =
    [{size = 16384, foo = 3}]``) only labels them. A swept option is its own use."""
    texts = [str(t.get(name, "{size}" if name == "grid" else "")) for t in tables
             for name in SHAPES] + [text for t in tables for name in LISTS
                                    for text in t.get(name, [])]
    texts += [v for v in options.values() if isinstance(v, str)]
    named = set()
    for text in texts:
        try:
            named |= {field for _, field, _, _ in string.Formatter().parse(text) if field}
        except ValueError:          # a lone brace: the point's own error says where
            pass
    for name, values in axes.items():
        if name in swept:
            continue
        linked = [v for v in (values if isinstance(values, (list, tuple, range)) else [values])
                  if isinstance(v, dict)]
        columns = list(linked[0]) if linked else [name]
        unused = [c for c in columns if c not in named]
        if len(unused) == len(columns):
            what = (f"the axis '{name}'" if not linked else
                    f"the linked axis '{name}' ({', '.join(columns)})")
            uses = " or ".join(f"{{{c}}}" for c in columns)
            raise SweepError(f"{path}: {what} is named by no {uses} in the kernels' grid, "
                             f"block, args or OpenCL options, or the [options]: its points "
                             f"would run the same launch, only relabelled (name it, or "
                             f"remove it)")
        if unused:
            uses = " or ".join(f"{{{c}}}" for c in unused)
            raise SweepError(f"{path}: the linked axis '{name}' ({', '.join(columns)}) has "
                             f"{', '.join(repr(c) for c in unused)}, named by no {uses} in the "
                             f"kernels' grid, block, args or OpenCL options, or the [options]: "
                             f"its values would only label the rows (name it, or remove it "
                             f"from each value)")


def _dotted(table, where, prefix=""):
    """A [variants] or [axes] table with its nested tables as dotted names: TOML reads the
    unquoted ``memory.l2.size = [...]`` as a table memory holding a table l2, which is the
    field "memory.l2.size"; SweepError naming ``where`` for a name given both ways."""
    out = {}
    for name, value in table.items():
        inner = _dotted(value, where, f"{prefix}{name}.") if isinstance(value, dict) else {
            f"{prefix}{name}": value}
        for dotted in set(out) & set(inner):
            raise SweepError(f"{where}: '{dotted}' is given twice, quoted and unquoted: give "
                             f"it once")
        out.update(inner)
    return out


def _label(table):
    return table.get("name") or table.get("kernel") or Path(table["file"]).stem


CHOOSE = 'kernel = "{name}" in its [[kernels]] table (each kernel a table of its own)'


def _source(table, here):
    """The KernelSource of a kernel table, or a function of the point giving it when its
    OpenCL options name axes (``defines = ["TRIPS={size}"]``)."""
    path, kernel = str(here / table["file"]), table.get("kernel")
    if not any("{" in text for name in LISTS[1:] for text in table.get(name, [])):
        return KernelSource(path, kernel, tuple(build_options(_opencl(table))), CHOOSE)
    return lambda point: KernelSource(path, kernel, tuple(build_options(_opencl(table, point))),
                                      CHOOSE)


def _opencl(table, point=None):
    """``run``'s OpenCL options of a kernel table, the axes of ``point`` filled."""
    def given(name):
        texts = table.get(name, [])
        return texts if point is None else [_fill(t, point, name) for t in texts]
    return argparse.Namespace(defines=given("defines"), includes=given("includes"),
                              cl_options=given("cl_options"), cl_debug=False)


def _fill(text, point, where):
    """``text`` with the point's parameters substituted for {name} (its axes, device, kernel
    and variant fields: ``{device.compute_units}``, read whole, not as an attribute)."""
    values = point.parameters()
    out = []
    for literal, name, spec, conversion in string.Formatter().parse(str(text)):
        out.append(literal)
        if name is None:
            continue
        if name not in values:
            raise SweepError(f"kernel {point.kernel}: {where} '{text}' names {{{name}}}, "
                             f"which is no axis (axes: {', '.join(values)})")
        value = values[name]
        value = {"r": repr, "s": str, "a": ascii}[conversion](value) if conversion else value
        out.append(format(value, spec or ""))
    return "".join(out)


def spec_options(options, where):
    """The [options] table as gcnsim.sweep's options (options.py): run's spellings taken too
    (``printf-buffer``; ``sampled = true`` for ``timing = "sampled"``; a table of Sampling
    fields for a Sampling, ``timing = {loops = 8, error = 0.05}``); SweepError naming
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
    if "timing" in out:
        given = out["timing"]
        out["timing"] = ([_sampling(v, where) for v in given] if isinstance(given, list)
                         else _sampling(given, where))
    check_names(out, where)
    return out


def _sampling(value, where):
    """A timing value as the API takes it: a table of Sampling fields (``timing = {loops =
    8}``, every field gcnsim.Sampling has) is that Sampling; SweepError naming ``where`` for a
    field it lacks or a value it refuses."""
    if not isinstance(value, dict):
        return value
    known = [f.name for f in dataclasses.fields(Sampling)]
    for name in value:
        if name not in known:
            raise SweepError(f"{where}: timing = {{...}} holds a Sampling's fields "
                             f"({', '.join(known)}), not {name!r}")
    try:
        return Sampling(**value)
    except GcnsimError as err:
        raise SweepError(f"{where}: timing = {{...}}: {err}") from None


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
                             "spec's output, else SPEC.csv here); never one of the sweep's "
                             "inputs (the spec, a kernel's file)")
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
    parser.add_argument("--max-points", type=int, default=MAX_POINTS, metavar="N",
                        help=f"refuse a sweep of more points (default: {MAX_POINTS:,})")
    parser.epilog = EPILOG


EPILOG = ("Exit status: 0 when every point ran; 3 when the table is written but some points "
          "failed (their rows, and the first lines printed, say why); 1 when the sweep cannot "
          "run (a spec error, one line, nothing run); 130 on Ctrl-C (the finished points' "
          "rows written).")
FAILED = 3          # the exit status of a sweep some of whose points failed


def cmd_sweep(args):
    """Run the spec's sweep, write its table; one summary line, and a line for each of the
    first failed points naming its parameters. Exit status (EPILOG): FAILED when points
    failed, their rows saying why."""
    from ..outputs import printable
    if args.max_points < 1:
        raise SweepError(f"--max-points {args.max_points}: expected a number >= 1")
    output = args.output or load_spec(args.spec).get("output") or f"{Path(args.spec).stem}.csv"
    cache = None if args.no_cache else (args.cache or f"{output}.cache")
    table = spec_sweep(args.spec, executor=args.executor, workers=args.workers,
                       address=args.address, cache=cache, output=output, plot=args.plot,
                       max_points=args.max_points)
    failed = table.failed
    print(f"{len(table.rows)} points: {len(table.rows) - len(failed)} ok, {len(failed)} failed "
          f"({table.cached} from the cache); table: {printable(output)}")
    if args.plot is not None and not table.figures:
        print(f"  no figures written into {printable(args.plot)}: "
              + ("no point ran (every point failed), nothing to draw"
                 if len(failed) == len(table.rows) else "no axis takes more than one value"))
    for row in failed[:SHOWN]:
        print(f"  failed: {printable(table.parameters(row))}: {printable(row['error'])}")
    if len(failed) > SHOWN:
        print(f"  ... and {len(failed) - SHOWN} more failed points (the table's error column)")
    return FAILED if failed else 0


SHOWN = 5           # failed points named on the terminal
