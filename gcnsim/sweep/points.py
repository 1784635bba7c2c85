"""The points of a sweep: the product of its axes, each point one timed launch.

A sweep names devices (chip names, each optionally varied over any field of its record,
nested ones by dotted names), kernels, problem sizes and launch options; its points are the
product of them, in that order (device outermost). A variant is derived, never edited, as
isa/devices.py says: ``variant(get_device("mi300x"), {"compute_units": 38,
"memory.l2.size": 8 << 20})`` is ``dataclasses.replace`` of every field at once, and the
record it makes is checked by DeviceConfig itself. A variant the device model refuses (0 CUs,
an L2 larger than the memory) is no reason to stop the sweep: its points carry the refusal
(``Point.refused``) and become failed rows, as does a field of a record the chip lacks
(``memory.mall.size`` on a chip without a MALL), while a field no record has, or one that is
the chip's identity (name, target), is the sweep's own mistake (SweepError), as are a field
that only describes the record (a ``source``, the DRAM's ``kind``) and two names of one chip
(``vega64`` and its alias ``vega10``): their points would run the same launches, relabelled.

    points(["vega64"], ["saxpy"], {"size": [1024, 4096]}, {"compute_units": [16, 32]})
        -> Point(device='vega64', variant={'compute_units': 16}, kernel='saxpy',
                 axes={'size': 1024}), ... (4 points)

An axis whose values are dicts is linked: each value sets several names together
(``{"size": [{"size": 4096, "side": 64}, {"size": 16384, "side": 128}]}``: two points, each
with a size and a side), for kernels whose shape is not one number; every value sets the same
names, none of them one the sweep has already (``merged_axes``: an axis named ``device``,
``kernel``, ``device.compute_units`` or ``clock`` would only relabel its rows, so it is refused
naming where the parameter belongs).

A point's key is the SHA-256 of its content (code object bytes, argument
bytes, the device record's figures, launch options, gcnsim's version; task.py Task.key): the
result cache (table.py) finds a finished point by it, whatever its position or the spec's
spelling.
"""
import dataclasses
import difflib
import hashlib
import itertools
import json
from dataclasses import dataclass, field

from ..errors import GcnsimError
from ..bits import is_integer
from ..isa.device_config import Clocks, DeviceConfig, DeviceConfigError
from ..isa.devices import get_device


# Fields a variant of the clocks moves with them (variant, _clamped): their own columns.
FOLLOWING = ("clocks.sustained", "clock_mhz")
# A device record's identity (which chip, its ISA target): no variant changes it.
IDENTITY = ("name", "aliases", "target")
# Floats below this are whole numbers exactly (TOML's 1e11 is taken for 100000000000); a
# variant above it is refused, shown as given (1e+30, not 1000000000000000019884624838656).
EXACT = 2 ** 53
# Fields (by their last name) that describe a record without being a figure of the model
# (where its figures come from, the DRAM's kind): a variant of one would relabel rows alone.
DESCRIBING = ("source", "kind")
# Points a sweep runs unless told more (gcnsim.sweep(max_points=), sweep --max-points): a point
# takes seconds, so 10,000 are hours on a laptop; a product past it is more likely a slip
# (an axis of 20 values too many) than a plan, and building it would take the memory first.
MAX_POINTS = 10_000


class SweepError(GcnsimError):
    """A sweep that cannot be set up: an unknown device field, a bad spec, an executor that is
    not installed, ...; names what is wrong."""


class UnknownDeviceField(SweepError, TypeError):
    """A variant's field that its device record does not have (``compute_unit``), with the
    nearest name; a TypeError too, as ``dataclasses.replace``'s own for an unknown field."""


@dataclass(frozen=True)
class Point:
    """One launch of a sweep: a device (its name and the fields its variant changes), a kernel
    (its label in the sweep) and the value of every other axis (``size`` and the spec's own).
    ``index`` is its place in the product: the table's row order. An argument function reads
    a parameter as ``point.size`` / ``point.tile`` or by its column name, ``point["size"]``,
    ``point["device.compute_units"]``."""
    index: int
    device: str
    variant: dict
    kernel: str
    axes: dict
    config: DeviceConfig = field(repr=False, compare=False, default=None)
    # Why the device model refused this point's variant (DeviceConfigError's line): the point
    # is then a failed row, and config None.
    refused: str = field(repr=False, compare=False, default="")

    @property
    def size(self):
        return self.axes.get("size")

    def __getattr__(self, name):
        """An axis by name (``point.tile``), as argument functions read them."""
        axes = self.__dict__.get("axes", {})
        if name in axes:
            return axes[name]
        raise AttributeError(f"point has no axis '{name}' (axes: {', '.join(axes) or 'none'})")

    def __getitem__(self, name):
        """A parameter by its column name (``point["size"]``, ``point["device"]``,
        ``point["device.compute_units"]``), as argument functions read them."""
        values = self.parameters()
        if name not in values:
            raise SweepError(f"point has no parameter {name!r} (parameters: "
                             f"{', '.join(values)}); point[NAME] and point.NAME read one")
        return values[name]

    def parameters(self):
        """The point's columns in the table: device, variant fields, kernel (a label made of a
        file name, ``ldsh-{target}``, with the point's target filled: ``ldsh-gfx942``), axes."""
        kernel = self.kernel
        if "{target}" in kernel:
            kernel = kernel.replace("{target}", get_device(self.device).target.name)
        return {"device": self.device, **{f"device.{k}": v for k, v in self.variant.items()},
                "kernel": kernel, **self.axes}


def points(devices, kernels, axes=None, variants=None, max_points=MAX_POINTS):
    """The Points of the product devices x variants x kernels x axes (each axis a list of
    distinct values; ``variants``: {device field, dotted for nested ones: [values]};
    ``devices``: names, one name a list of one); SweepError naming the count when there are
    more than ``max_points`` (None: no limit), before any is made."""
    axes = {name: _values(values, name) for name, values in (axes or {}).items()}
    variants = {name: _values(values, f"device.{name}") for name, values in
                (variants or {}).items()}
    devices = [devices] if isinstance(devices, str) else devices
    if not isinstance(devices, (list, tuple)) or not all(isinstance(d, str) for d in devices):
        raise SweepError(f"devices is a device name or a list of them, not {devices!r}")
    if not devices:
        raise SweepError("a sweep needs at least one device")
    if not kernels:
        raise SweepError("a sweep needs at least one kernel")
    _values(devices, "devices")
    chips = {}
    for name in devices:                # aliases of one chip: the same points twice
        chip = get_device(name).name
        if chip in chips:
            raise SweepError(f"devices {chips[chip]!r} and {name!r} are one chip ({chip}): "
                             f"its points would run twice, relabelled; give it once")
        chips[chip] = name
    _check_count([("device", devices), *(("device." + k, v) for k, v in variants.items()),
                  ("kernel", kernels), *axes.items()], max_points)
    out = []
    for name in devices:
        base = get_device(name)
        for values in itertools.product(*variants.values()):
            changes = dict(zip(variants, values))
            try:
                config, refused = variant(base, changes), ""
                changes = {k: _field(config, k) for k in changes}     # 1e11 read as 10**11
                changes.update({k: _field(config, k) for k in FOLLOWING if k not in changes
                                and _field(config, k) != _field(base, k)})
            except DeviceConfigError as err:    # a nonsense variant: its points' rows say so
                config, refused = None, " ".join(str(err).split())
                changes = {k: _typed(base, k, v) for k, v in changes.items()}
            for kernel in kernels:
                for combo in itertools.product(*axes.values()):
                    out.append(Point(len(out), name, changes, kernel, _merged(axes, combo),
                                     config, refused))
    return out


def _field(record, name):
    for part in name.split("."):
        record = getattr(record, part)
    return record


def _typed(record, name, value):
    """``value`` for the (dotted) field ``name`` of ``record`` as a variant takes it (a whole
    float for an integer field as the integer), even where the record refuses it: a refused
    point's column shows -100000000000, not -100000000000.0, as its error does."""
    *path, last = name.split(".")
    for part in path:
        record = getattr(record, part, None)
    if record is None:                  # a record this chip lacks (its memory.mall)
        return value
    return _value_of(record, last, getattr(record, last), [], value, "")


def merged_axes(sizes=None, axes=None, options=None, where="the sweep"):
    """The sweep's axes: ``size`` from ``sizes``, then ``axes``, then the options given as
    lists (each an axis of its own); SweepError for a name given twice (``sizes`` and
    ``axes.size``, an axis and a swept option, a name of a linked axis and another axis),
    which would leave one silently unused, and for an axis or linked name that is one of the
    sweep's own columns (device, kernel, a device.* field, a launch option, the table's
    status columns): such an axis would only relabel its rows, changing nothing of the point."""
    given = [("sizes", {"size": sizes} if sizes is not None else {}), ("axes", axes or {}),
             ("options", {k: v for k, v in (options or {}).items() if isinstance(v, list)})]
    merged, source, columns = {}, {}, []
    for what, values in given:
        for name, value in values.items():
            if name in merged:
                raise SweepError(f"{where}: the axis '{name}' is given twice, by {source[name]}"
                                 f" and by {what}: give it once")
            merged[name], source[name] = value, what
            columns += [(column, what if column == name else f"the linked axis '{name}' "
                         f"of {what}") for column in _columns(name, value, where)]
    owner = {}
    for column, what in columns:
        if column in owner:
            raise SweepError(f"{where}: the axis '{column}' is given twice, by {owner[column]}"
                             f" and by {what}: give it once")
        owner[column] = what
    for column, what in columns:
        if what != "options":
            _check_column(column, what, where)
    return merged


def _columns(name, values, where):
    """The columns axis ``name`` gives its rows: its name, or the names its linked values
    (dicts) set, which must be the same in every value (a name some values leave out would
    have no value at those points); SweepError otherwise."""
    values = list(values) if isinstance(values, (list, tuple, range)) else [values]
    linked = [v for v in values if isinstance(v, dict)]
    if not linked:
        return [name]
    keys = list(linked[0])
    if len(linked) < len(values) or any(set(v) != set(keys) for v in linked):
        shown = "; ".join(", ".join(map(str, v)) if isinstance(v, dict) else repr(v)
                          for v in values)
        raise SweepError(f"{where}: the linked axis '{name}' sets different names in its values "
                         f"({shown}): give every value the same names, each a dict")
    return keys


def _check_column(column, what, where):
    """SweepError naming where ``column`` (an axis, or a name of a linked axis, given by
    ``what``) belongs when it is one of the sweep's own columns."""
    from .options import names as option_names
    from .table import FIRST
    if not isinstance(column, str) or not column:
        raise SweepError(f"{where}: an axis of {what} has the name {column!r}: an axis needs a "
                         f"name (a text, not empty), its column's and its figure's")
    belongs = None
    if column == "device":
        belongs = "the devices are the sweep's devices (devices = [...])"
    elif column == "kernel":
        belongs = "the kernels are the sweep's [[kernels]] tables (gcnsim.sweep(kernels=))"
    elif column.startswith("device."):
        belongs = (f"a device field is a variant: [variants] \"{column[7:]}\" = [...] "
                   f"(gcnsim.sweep(variants=))")
    elif column in option_names():
        belongs = (f"a launch option is given in [options] (gcnsim.sweep(options=)), a list "
                   f"there an axis: {column} = [...]")
    elif column in FIRST:
        belongs = f"'{column}' is a column of the results table"
    if belongs:
        raise SweepError(f"{where}: the axis {column!r} of {what} would only relabel its rows: "
                         f"{belongs}")


def _check_count(factors, most):
    """SweepError when the product of the ``factors`` ((name, values) pairs) passes ``most``."""
    count = 1
    for _, values in factors:
        count *= len(values)
    if most is not None and count > most:
        sizes = ", ".join(f"{name}: {len(v)}" for name, v in factors if len(v) > 1)
        raise SweepError(f"the sweep has {count:,} points (the product of {sizes}), more than "
                         f"the limit of "
                         f"{most:,}: run fewer, or raise the limit (sweep --max-points N, "
                         f"gcnsim.sweep(max_points=N))")


def _merged(axes, combo):
    """The axes' values of one point: a value that is a dict gives several names at once (a
    linked axis: ``sizes = [{size = 4096, side = 64}, ...]`` moves size and side together)."""
    values = {}
    for name, value in zip(axes, combo):
        values.update(value if isinstance(value, dict) else {name: value})
    return values


def _values(values, name):
    """The values of axis ``name`` as a list; SweepError when it has none or one twice (the
    same point run twice)."""
    values = list(values) if isinstance(values, (list, tuple, range)) else [values]
    if not values:
        raise SweepError(f"axis '{name}' has no values")
    seen = set()
    for value in values:
        key = _identity(value)
        if key in seen:
            raise SweepError(f"axis '{name}' has the value {value!r} twice: each value is a "
                             f"point of its own, give it once")
        seen.add(key)
    return values


def _identity(value):
    """What makes two axis values one point (1 and 1.0 are one; True and 1 are not; a linked
    axis's dicts by their items)."""
    try:
        key = isinstance(value, bool), value
        hash(key)
        return key
    except TypeError:                   # a dict, a list: by its canonical text
        return "json", json.dumps(value, sort_keys=True, default=repr)


def variant(config, changes=None, /, **fields):
    """``config`` (a DeviceConfig or a device's name) with each (dotted) field of ``changes``
    and each of ``fields`` replaced, all at once (the record is checked whole, so
    ``memory_bytes`` and ``memory.l2.size`` may move together): ``gcnsim.variant("vega64",
    compute_units=8)``, ``gcnsim.variant(config, {"memory.l2.size": 8 << 20})``;
    UnknownDeviceField naming a field the record does not have (and the nearest one);
    DeviceConfigError for an impossible value. A float that is a whole number (TOML's
    ``1e11``) is taken for an integer field (DeviceConfigError from EXACT on)."""
    config = get_device(config) if isinstance(config, str) else config
    changes = {**(changes or {}), **fields}
    staged = {}
    for name, value in changes.items():
        head, *rest = name.split(".")
        _check_name(config, head, config.name)
        if head in IDENTITY:
            raise SweepError(f"device {config.name}: '{name}' is which chip the record is, "
                             f"not a figure a variant may change: sweep other chips with "
                             f"devices = [...] (gcnsim.sweep(devices=))")
        if name.rsplit(".", 1)[-1] in DESCRIBING:
            raise SweepError(f"device {config.name}: '{name}' describes the record, no figure "
                             f"of the model reads it: its points would run the same launch, "
                             f"only relabelled (vary a figure, or sweep other chips with "
                             f"devices = [...])")
        if isinstance(value, float) and abs(value) >= EXACT:
            raise DeviceConfigError(f"device {config.name}: {name} = {value:g} is impossible: "
                                    f"a figure's magnitude is below 2^53 ({EXACT:,})")
        current = staged.get(head, getattr(config, head))
        staged[head] = _value_of(config, head, current, rest, value, config.name)
    if "clocks" in staged:
        staged["clocks"] = clocks = _clamped(staged["clocks"], changes)
        if ("clock_mhz" not in staged and isinstance(clocks, Clocks)
                and not list(clocks.problems())):
            staged["clock_mhz"] = clocks.default
    return dataclasses.replace(config, **staged) if staged else config


def _clamped(clocks, changes):
    """A chip's Clocks with a peak a variant set: the sustained clock at most that peak (a
    chip cannot sustain more than its peak), unless the variant sets it too. The device then
    runs at the clock it ran at before, of the new figures: the peak, or the sustained clock
    where published (``clocks.peak = [800, 1400]`` times at 800 and 1400 MHz)."""
    if ("clocks.sustained" in changes or not isinstance(clocks, Clocks)
            or not is_integer(clocks.peak) or not is_integer(clocks.sustained)
            or not 0 < clocks.peak < clocks.sustained):
        return clocks
    return dataclasses.replace(clocks, sustained=clocks.peak)


def _replace(record, path, value, device):
    head, *rest = path
    _check_name(record, head, device)
    return dataclasses.replace(record, **{head: _value_of(record, head, getattr(record, head),
                                                          rest, value, device)})


def _check_name(record, head, device):
    names = [f.name for f in dataclasses.fields(record) if f.init]
    if head not in names:
        near = difflib.get_close_matches(head, names, 1)
        hint = f" (did you mean '{near[0]}'?)" if near else ""
        if head == "device":
            hint = " (a variant names the field alone: compute_units, not device.compute_units)"
        kind = record if isinstance(record, type) else type(record)
        raise UnknownDeviceField(f"device {device}: {kind.__name__} has no field '{head}'"
                         f"{hint}; fields: {', '.join(names)}")


def _value_of(record, head, current, rest, value, device):
    """The new value of ``record``'s field ``head`` (now ``current``) once its own (dotted)
    field ``rest`` is ``value``."""
    if rest:
        if current is None and dataclasses.is_dataclass(kind := _field_type(record, head)):
            _check_name(kind, rest[0], device)  # a field of the record some chips lack
            raise DeviceConfigError(f"device {device} has no {kind.__name__} '{head}' (its "
                                    f"{type(record).__name__}.{head} is None): "
                                    f"{head}.{'.'.join(rest)} cannot be set on it")
        if not dataclasses.is_dataclass(current):
            raise SweepError(f"device {device}: '{head}' is {current!r}, not a record with "
                             f"field '{'.'.join(rest)}'")
        return _replace(current, rest, value, device)
    types = {f.name: f.type for f in dataclasses.fields(record)}
    if isinstance(value, float) and value.is_integer() and types[head] is int \
            and abs(value) < EXACT:
        return int(value)
    return value


def _field_type(record, name):
    return {f.name: f.type for f in dataclasses.fields(record)}[name]


def content_key(*parts):
    """The SHA-256 (hex) of ``parts``: bytes (or a contiguous memoryview's bytes, uncopied)
    as they are, anything else as canonical JSON."""
    digest = hashlib.sha256()
    for part in parts:
        data = part if isinstance(part, bytes) else part.cast("B") if isinstance(
            part, memoryview) else json.dumps(part, sort_keys=True, default=repr).encode()
        digest.update(len(data).to_bytes(8, "little"))
        digest.update(data)
    return digest.hexdigest()


def device_figures(config):
    """Every figure of a device record, nested records as dicts (the cache key's part)."""
    figures = {}
    for f in dataclasses.fields(config):
        value = getattr(config, f.name)
        if f.name == "target":
            value = value.name
        elif dataclasses.is_dataclass(value):
            value = dataclasses.asdict(value)
        figures[f.name] = value
    return figures
