"""Points of a sweep: the product in order, device variants over any field (nested ones
dotted), a typed error naming an unknown field, content keys that follow the content."""
import numpy as np
import pytest

from gcnsim.isa.device_config import DeviceConfigError
from gcnsim.isa.devices import get_device
from gcnsim.sweep.points import SweepError, points, variant
from gcnsim.sweep.task import Task

from .common import ROOT


def test_variant_replaces_top_level_and_nested_fields():
    config = variant(get_device("mi300x"), {"compute_units": 76, "clock_mhz": 1500,
                                            "memory.l2.size": 8 << 20,
                                            "memory.dram.bytes_per_second": 10 ** 12})
    assert (config.compute_units, config.clock_mhz) == (76, 1500)
    assert config.memory.l2.size == 8 << 20
    assert config.memory.dram.bytes_per_second == 10 ** 12
    assert config.memory.l1 == get_device("mi300x").memory.l1
    assert get_device("mi300x").compute_units == 304         # derived, never edited


@pytest.mark.parametrize("field, named, hint", [
    ("compute_unit", "DeviceConfig has no field 'compute_unit'", "'compute_units'"),
    ("memory.l2.sise", "Cache has no field 'sise'", "'size'"),
    ("clock_mhz.x", "'clock_mhz' is 2100, not a record", None)])
def test_unknown_field_is_a_typed_error_naming_it(field, named, hint):
    with pytest.raises(SweepError) as err:
        variant(get_device("mi300x"), {field: 1})
    assert named in str(err.value) and "mi300x" in str(err.value)
    assert hint is None or hint in str(err.value)


def test_impossible_value_is_the_device_records_error():
    with pytest.raises(DeviceConfigError, match="lds_banks"):
        variant(get_device("vega64"), {"lds_banks": 3})


def test_refused_variant_is_its_points_error_and_whole_floats_are_integers():
    """A nonsense variant (0 CUs, a clock of -100, an L2 of 16 GiB) aborted the sweep; TOML's
    1e11 for an integer field was refused as not an integer."""
    pts = points(["vega64"], ["a"], {"size": [1]}, {"compute_units": [0, 4.0],
                                                    "memory.l2.size": [4 << 20, 16 << 30]})
    assert [(p.variant["compute_units"], bool(p.refused)) for p in pts] == [
        (0, True), (0, True), (4, False), (4, True)]
    assert pts[0].refused == ("device vega64: compute_units = 0 is impossible: must be a "
                              "positive integer") and pts[0].config is None
    assert "memory.l2.size = 17179869184 is impossible" in pts[3].refused
    assert type(pts[2].variant["compute_units"]) is int and pts[2].config.compute_units == 4
    config = variant(get_device("vega64"), {"memory.dram.bytes_per_second": 100e9})
    assert config.memory.dram.bytes_per_second == 10 ** 11
    with pytest.raises(DeviceConfigError, match="bytes_per_second = 100000000000.5 is "
                                                "impossible: must be a positive integer"):
        variant(get_device("vega64"), {"memory.dram.bytes_per_second": 100e9 + 0.5})


def test_variant_fields_are_set_together_then_checked():
    config = variant(get_device("vega64"), {"memory_bytes": 1 << 20, "memory.l2.size": 1 << 20})
    assert (config.memory_bytes, config.memory.l2.size) == (1 << 20, 1 << 20)


def test_a_peak_clock_variant_moves_the_clock_and_clamps_the_sustained_one():
    """clocks.peak = 800 on vega64 was refused (clocks.sustained = 1372 ... from 1 to 800),
    and a raised peak still timed at the old clock, though docs/sweeps.md offers clocks.peak as
    the way to vary the clock."""
    vega64, vega56 = get_device("vega64"), get_device("vega56")
    slow = variant(vega64, {"clocks.peak": 800})
    assert (slow.clock_mhz, slow.clocks.peak, slow.clocks.sustained) == (800, 800, 800)
    assert variant(vega64, {"clocks.peak": 2000}).clock_mhz == 2000
    assert variant(vega64, {"clocks.peak": 1400}).clocks.sustained == vega64.clocks.sustained
    # a published sustained clock stays the one it runs at, unless above the new peak
    assert variant(vega56, {"clocks.peak": 1400}).clock_mhz == vega56.clock_mhz == 1305
    assert variant(vega56, {"clocks.peak": 1000}).clock_mhz == 1000
    with pytest.raises(DeviceConfigError, match="clocks.sustained = 900 is impossible"):
        variant(vega64, {"clocks.peak": 800, "clocks.sustained": 900})
    pts = points(["vega64"], ["a"], {}, {"clocks.peak": [800, 1400]})
    assert [p.parameters() for p in pts] == [
        {"device": "vega64", "device.clocks.peak": 800, "device.clocks.sustained": 800,
         "device.clock_mhz": 800, "kernel": "a"},
        {"device": "vega64", "device.clocks.peak": 1400, "device.clock_mhz": 1400,
         "kernel": "a"}]


def test_product_order_device_variant_kernel_axes():
    pts = points(["vega64", "mi300x"], ["a", "b"], {"size": [1, 2]},
                 {"compute_units": [8, 16]})
    assert len(pts) == 16 and [p.index for p in pts] == list(range(16))
    assert [(p.device, p.variant["compute_units"], p.kernel, p.size) for p in pts[:5]] == [
        ("vega64", 8, "a", 1), ("vega64", 8, "a", 2), ("vega64", 8, "b", 1),
        ("vega64", 8, "b", 2), ("vega64", 16, "a", 1)]
    assert pts[5].config.compute_units == 16 and pts[-1].config.target.name == "gfx942"
    assert pts[0].parameters() == {"device": "vega64", "device.compute_units": 8,
                                   "kernel": "a", "size": 1}


def test_empty_axis_and_no_devices_are_errors():
    with pytest.raises(SweepError, match="axis 'size' has no values"):
        points(["vega64"], ["a"], {"size": []})
    with pytest.raises(SweepError, match="at least one device"):
        points([], ["a"])


def test_content_key_follows_content_only():
    base = Task(b"code", "k", "vega64", {}, (("arg", "f32:4:ones"), ("value", np.arange(3))),
                {"grid": [4], "block": [64]})
    same = Task(b"code", "k", "vega64", {}, (("arg", "f32:4:ones"), ("value", np.arange(3))),
                {"block": [64], "grid": [4]})
    assert base.key == same.key
    changed = [Task(b"codf", *_rest(base)[1:]),
               Task(b"code", "k", "vega64", {"compute_units": 8}, base.args, base.options),
               Task(b"code", "k", "vega64", {}, (("arg", "f32:4:ones"),
                                                 ("value", np.arange(1, 4))), base.options),
               Task(b"code", "k", "vega64", {}, base.args, {"grid": [8], "block": [64]}),
               Task(b"code", "k", "vega56", {}, base.args, base.options)]
    assert len({base.key} | {t.key for t in changed}) == 1 + len(changed)


def _rest(task):
    return (task.code, task.kernel, task.device, task.variant, task.args, task.options)


def test_linked_axis_sets_several_names_together():
    pts = points(["vega64"], ["a"], {"size": [{"size": 1024, "side": 32},
                                              {"size": 4096, "side": 64}], "k": [1, 2]})
    assert [(p.size, p.side, p.k) for p in pts] == [(1024, 32, 1), (1024, 32, 2),
                                                    (4096, 64, 1), (4096, 64, 2)]
    assert list(pts[0].parameters()) == ["device", "kernel", "size", "side", "k"]


def test_gcnsim_sweep_is_callable_after_its_modules_are_imported():
    import gcnsim
    import gcnsim.sweep.table      # binds gcnsim.sweep to the package   # noqa: F401
    with pytest.raises(SweepError, match="at least one kernel"):
        gcnsim.sweep(kernels={}, devices=["vega64"], grid=64)


def test_a_sweep_without_sizes_needs_a_grid():
    import gcnsim
    with pytest.raises(SweepError, match="needs grid="):
        gcnsim.sweep(kernels={"k": b""}, devices=["vega64"])


def test_a_point_reads_its_parameters_by_name():
    """``args=lambda p: p["size"]`` failed every row: 'Point' object is not subscriptable."""
    point = points(["vega64"], ["a"], {"size": [64], "tile": [8]}, {"compute_units": [4]})[0]
    assert (point["size"], point["tile"], point.tile) == (64, 8, 8)
    assert (point["device"], point["kernel"], point["device.compute_units"]) == (
        "vega64", "a", 4)
    with pytest.raises(SweepError, match=r"point has no parameter 'sise' \(parameters: device, "
                                         r"device.compute_units, kernel, size, tile\); "
                                         r"point\[NAME\] and point.NAME read one"):
        point["sise"]


def test_kernel_forms_are_listed_where_one_is_refused():
    """A dict was refused without a word of the (source, kernel name) pair that picks one
    kernel of a file that has several."""
    from gcnsim.isa.targets import get_target
    from gcnsim.sweep.kernels import KernelSource
    multi = str(ROOT / "tests" / "data" / "kernels" / "{target}" / "multi_kernel.hsaco")
    with pytest.raises(SweepError, match=r"not dict$") as err:
        KernelSource.of({"file": multi, "kernel": "fill"}).build(get_target("gfx900"))
    assert "a (source, kernel name) pair" in str(err.value)
    with pytest.raises(SweepError, match=r"has kernels fill, scale: name one, as a \(source, "
                                         r"kernel name\) pair: \('.*multi_kernel.hsaco', "
                                         r"'fill'\), or KernelSource\(source, kernel name\)"):
        KernelSource.of(multi).build(get_target("gfx900"))
    assert KernelSource.of((multi, "scale")).build(get_target("gfx900"))[1] == "scale"


@pytest.mark.parametrize("device, changes, named, under", [
    ("vega64", {"memory.l1.size": 8 << 20}, "memory.l1.size = 8388608", "memory.l2.size"),
    ("vega64", {"memory.l1.size": 64 << 20}, "memory.l1.size = 67108864", "memory.l2.size"),
    ("vega64", {"memory.scalar.size": 8 << 20}, "memory.scalar.size", "memory.l2.size"),
    ("mi300x", {"memory.mall.size": 1 << 20}, "memory.l2.size = 4194304", "memory.mall.size")])
def test_a_cache_larger_than_the_level_below_is_refused(device, changes, named, under):
    """Trial 25: an L1 of 8 or 64 MiB a CU above a 4 MiB L2 ran, quietly."""
    with pytest.raises(DeviceConfigError) as err:
        variant(get_device(device), changes)
    assert named in str(err.value) and f"({under})" in str(err.value)
    pts = points([device], ["a"], {"size": [1]}, {name: [value] for name, value in
                                                 changes.items()})
    assert named in pts[0].refused and pts[0].config is None
    assert variant(get_device("vega64"), {"memory.l1.size": 4 << 20}).memory.l1.size == 4 << 20
