"""One point as a task a worker runs anywhere: everything it needs travels in its bytes.

A Task holds the code object's bytes (never a path: a worker on another machine could not
read it), the kernel's name, the device as its name and variant (rebuilt on the worker by
points.variant, so the record is the worker's own), the arguments (``run``'s ``--arg`` forms,
host arrays, numpy scalars, LocalMemory byte counts) and the launch keywords. ``run_task``
takes the pickled Task and gives the row as JSON bytes: what comes back is numbers and text.

    payload = Task(code, "saxpy", "vega64", {}, args, {"grid": (1024,), ...}).dumps()
    json.loads(run_task(payload))
        -> {"status": "ok", "error": "", "wall_seconds": 0.41, "cycles": 5012, ...}

A large host array (an ``--arg`` form's file, read once by the sweep, or an array the argument
function gives: SHARED_BYTES or more) does not travel in each point's bytes: it is one entry of
the sweep's Shared arrays, by its content's key, and the Task names it (``("shared", key)``);
the executor ships each entry once to each worker (a local process, a Ray node's object
store) and ``run_task`` finds it in what the worker was given. 64 points over one 8 MB file
hold and ship 8 MB once (a worker), not 64 copies.

A point timed with ``profile=True`` is timed as ``gcnsim profile`` times a launch (the
replay watched over time: 2.5-3.8x the CPU of the replay alone, the same cycles), and its row
has the verdict's limiter, the shares behind it and the part of the launch they are of
(``verdict_row``): a sampled point's are of the part replayed in detail that its estimate was
made from (timing/profile.py Watch), its replays watched, none added.

A point runs on one process (``workers=1``): the executor spreads points, not workgroups.
A point that raises becomes a row with status "failed" and the error's one line; nothing a
kernel does stops the sweep.
"""
import dataclasses
import json
import numbers
import pickle
import time
from dataclasses import dataclass

import numpy as np

from .. import __version__
from ..errors import GcnsimError
from ..isa.devices import get_device
from .points import content_key, device_figures, variant

TIMING_PROPERTIES = ("seconds", "ipc", "ipc_per_cu")
SKIPPED = ("profile", "lines", "hottest", "timing_dependent", "clock_reads", "part")
# Host arrays of at least this many bytes are shared (the module's docstring); smaller ones
# travel in their Task's bytes, where the sweep's bookkeeping would cost more than the copies.
SHARED_BYTES = 1 << 16
# Of a sampled result not replayed in full (its method not "exact"), the counts a table leaves
# empty: its stalls are the replayed part's scaled by the cycles, which an outside trial found
# 3x off with the cycles right; an empty cell cannot be read as a measurement, where a scaled
# one sits in the column beside the full timings' (the method column says which rows).
NOT_ESTIMATED = ("stalls",)


@dataclass(frozen=True)
class Task:
    """A point's launch, self-contained but for its shared arrays. ``args``: ("arg", "--arg
    form") | ("value", numpy array or scalar) | ("shared", (content key, dtype, shape)) |
    ("local", bytes) each; ``options``: LaunchOptions keywords (plain
    values) with ``waitcnt`` ("error", "warn" or "off") for the dynamic checker; ``warm``: time
    the launch after a timed warm-up launch of its own, as ``run --warm`` does."""
    code: bytes
    kernel: str
    device: str
    variant: dict
    args: tuple
    options: dict
    seed: int = 0
    label: str = ""         # how errors name the code: its file (no part of the key)

    def dumps(self):
        return pickle.dumps(self, protocol=pickle.HIGHEST_PROTOCOL)

    @property
    def needs(self):
        """The content keys of the shared arrays it reads."""
        return tuple(value[0] for kind, value in self.args if kind == "shared")

    @property
    def key(self):
        """The content key of the point (points.content_key): code, arguments, device
        figures, options, seed and gcnsim's version."""
        config = variant(get_device(self.device), self.variant)
        args = [_arg_key(kind, value) for kind, value in self.args]
        return content_key(self.code, self.kernel, args, device_figures(config),
                           self.options, self.seed, __version__)


def _arg_key(kind, value):
    if kind == "shared":            # as the array's own ("value") key: the cache is the same
        key, dtype, shape = value
        return ["value", dtype, list(shape), key]
    if kind == "value":
        value = np.asarray(value)
        return [kind, value.dtype.str, list(value.shape), value.tobytes().hex()
                if value.nbytes <= 64 else content_key(value.tobytes())]
    return [kind, value]


class Shared:
    """The sweep's large host arrays (SHARED_BYTES or more), each distinct content once:
    ``arrays`` by content key. ``carried`` gives a Task's argument for an array."""

    def __init__(self):
        self.arrays = {}

    def carried(self, array, own=False):
        """``array``'s Task argument: ("shared", (key, dtype, shape)) for a large one, its
        content kept in ``arrays`` once (a copy, as a Task's bytes were: the caller may
        change its array for the next point; ``own``: the sweep's, kept as it is), else
        ("value", array)."""
        if array.nbytes < SHARED_BYTES:
            return "value", array
        key = content_key(np.ascontiguousarray(array).data)
        if key not in self.arrays:
            self.arrays[key] = array if own else array.copy()
        return "shared", (key, array.dtype.str, array.shape)


def run_task(payload, shared=None):
    """The row of one Task (pickled), its shared arrays in ``shared`` (content key -> array):
    its timing figures, status, error and wall time, as JSON bytes."""
    start = time.perf_counter()
    try:
        task = pickle.loads(payload)
        row = {"status": "ok", "error": "", **timing_row(_launch(task, shared).timing)}
    except Exception as err:        # noqa: BLE001 - any fault is the point's row, not the sweep's
        row = {"status": "failed", "error": _one_line(err)}
    row["wall_seconds"] = time.perf_counter() - start
    return json.dumps(row).encode()


def _one_line(err):
    text = " ".join(str(err).split())
    return text if isinstance(err, GcnsimError) else f"{type(err).__name__}: {text}"


def _launch(task, shared=None):
    """The timed Launch of ``task`` on a Device of its own, its shared arrays in
    ``shared`` (content key -> array; benchmarks/sampling.py's Tasks have none)."""
    from ..emu.waitcnt import WaitcntChecker
    from ..runtime.cli_run import check_buffers_room, parse_arg
    from ..runtime.device import Device, LocalMemory
    device = Device(config=variant(get_device(task.device), task.variant))
    kernel = device.load(task.code, name=task.label or f"{task.kernel}.hsaco")[task.kernel]
    rng = np.random.default_rng(task.seed)
    check_buffers_room([value for kind, value in task.args if kind == "arg"], device)
    values = []
    for kind, value in task.args:
        if kind == "arg":
            values.append(parse_arg(value, device, rng))
        elif kind == "local":
            values.append(LocalMemory(value))
        elif kind == "shared":
            values.append(device.array(shared[value[0]]))
        elif isinstance(value, np.ndarray):
            values.append(device.array(value))
        else:
            values.append(value)
    options = dict(task.options)
    mode = options.pop("waitcnt", "off")
    options.update(checker=None if mode == "off" else WaitcntChecker(mode=mode), workers=1)
    if options.pop("warm", False):  # as run --warm: a timed warm-up launch, then the measured
        kernel(*values, **{**options, "timing": True, "profile": None})
        options["warm"] = True
    return kernel(*values, **{"timing": True, **options})


def timing_row(result):
    """Every number of a TimingResult as a column: its numeric fields, the numbers of its
    dicts and records (dotted: ``stalls.no_wave``, ``memory.l2.hits``,
    ``occupancy.waves_per_simd``) and its derived figures (seconds, IPC); of a sampled one,
    its interval's ends in cycles and seconds (``interval.low``, ``seconds_interval.high``)
    and its method, in words, and not the NOT_ESTIMATED counts unless it was replayed whole;
    of a profiled one, its verdict (``verdict_row``)."""
    row = {}
    estimated = hasattr(result, "interval") and not result.method.startswith("exact")
    for f in dataclasses.fields(result):
        if f.name not in SKIPPED and not (estimated and f.name in NOT_ESTIMATED):
            _flatten(getattr(result, f.name), f.name, row)
    for name in TIMING_PROPERTIES:
        _flatten(getattr(result, name), name, row)
    if hasattr(result, "interval"):         # a sampled result (timing/sampled.py)
        for name in ("interval", "seconds_interval"):
            row[f"{name}.low"], row[f"{name}.high"] = getattr(result, name)
        row["method"] = result.method
    if result.profile is not None:
        row.update(verdict_row(result.profile))
    return row


def verdict_row(profile):
    """The columns of a Profile's verdict (what ``gcnsim profile`` says limits the launch):
    ``profile.limiter``, its name as the verdict gives it ("memory latency", "DRAM
    bandwidth", ...), ``profile.source``, the part of the launch the figures are of ("full",
    or a sampled launch's "sampled: rounds 1-32 of 256"), and ``profile.`` each of
    verdict.SHARES (None where it does not exist, no column for a level the chip lacks)."""
    from ..timing.report import figures
    from ..timing.verdict import limiter, shares
    f = figures(profile)
    return {"profile.limiter": limiter(f)[0], "profile.source": profile.source,
            **{f"profile.{name}": None if value is None else float(value)
               for name, value in shares(f).items()}}


def _flatten(value, name, row):
    if isinstance(value, bool):
        row[name] = int(value)
    elif isinstance(value, numbers.Number):
        row[name] = value.item() if isinstance(value, np.generic) else value
    elif isinstance(value, dict):
        for key, inner in value.items():
            _flatten(inner, f"{name}.{key}", row)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            _flatten(getattr(value, f.name), f"{name}.{f.name}", row)
