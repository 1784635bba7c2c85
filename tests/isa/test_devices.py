"""Device records: the fields the timing model reads, where they come from, and the typed error
an impossible configuration (a replace()d variant included) raises, naming the field."""
import dataclasses

import pytest

from gcnsim.errors import GcnsimError, TargetError
from gcnsim.isa.devices import DEFAULT_DEVICE, DEVICES, TARGET_FIGURES, get_device
from gcnsim.isa.targets import TARGETS

# name: (target, CUs, XCDs, clock MHz, wave slots per SIMD), from the data sheets (issue 9).
EXPECTED = {"r9-290x": ("gfx701", 44, 1, 1000, 10), "vega64": ("gfx900", 64, 1, 1546, 10),
            "mi250x": ("gfx90a", 110, 1, 1700, 8), "mi300x": ("gfx942", 304, 8, 2100, 8)}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_default_devices_have_their_published_figures(name):
    d = get_device(name)
    target, cus, xcds, mhz, slots = EXPECTED[name]
    assert (d.target.name, d.compute_units, d.xcds, d.clock_mhz, d.wave_slots_per_simd) == \
        (target, cus, xcds, mhz, slots)
    assert DEFAULT_DEVICE[target] == name
    assert (d.simds_per_cu, d.lds_banks, d.barriers_per_cu) == (4, 32, 16)


def test_workgroups_per_cu_by_slots_and_barriers():
    vega, mi300x = get_device("vega64"), get_device("mi300x")
    assert [vega.max_workgroups_per_cu(w) for w in (1, 2, 3, 16)] == [40, 16, 13, 2]
    assert [mi300x.max_workgroups_per_cu(w) for w in (1, 2, 3, 16)] == [32, 16, 10, 2]


def test_mi300x_is_eight_dies_of_38_cus():
    assert get_device("mi300x").cus_per_xcd == 38
    assert get_device("mi300a").cus_per_xcd == 38


@pytest.mark.parametrize("name", sorted(DEVICES))
def test_target_figures_are_read_from_the_target(name):
    d = DEVICES[name]
    assert {f: getattr(d, f) for f in TARGET_FIGURES} == \
        {f: getattr(d.target, f) for f in TARGET_FIGURES}
    assert d.wave_slots_per_cu == 4 * d.target.wave_slots_per_simd


def test_a_variant_keeps_its_overrides_and_is_checked():
    small = dataclasses.replace(DEVICES["mi300x"], compute_units=38, xcds=1,
                                wave_slots_per_simd=4)
    assert (small.compute_units, small.wave_slots_per_simd, small.lds_bytes) == (38, 4, 65536)
    assert TARGETS["gfx942"].wave_slots_per_simd == 8


@pytest.mark.parametrize("change, message", [
    ({"compute_units": 0}, "compute_units = 0 is impossible: must be a positive integer"),
    ({"clock_mhz": -5}, "clock_mhz = -5 is impossible"),
    ({"lds_bytes": 0}, "lds_bytes = 0 is impossible"),
    ({"simds_per_cu": 2.5}, "simds_per_cu = 2.5 is impossible"),
    ({"xcds": 400}, "xcds = 400 is impossible: more dies than its 304 compute units"),
    ({"wave_slots_per_simd": 65}, "wave_slots_per_simd = 65 is impossible: waves of the "
     r"minimum allocation \(vgpr_granule = 8\) need 520 registers, more than "
     "vgprs_per_simd_lane = 512"),
    ({"sgprs_per_simd": 100}, r"sgpr_granule = 16\) need 128 registers, more than "
     "sgprs_per_simd = 100"),
])
def test_impossible_values_raise_a_typed_error_naming_the_field(change, message):
    with pytest.raises(GcnsimError, match=message) as err:
        dataclasses.replace(DEVICES["mi300x"], **change)
    assert isinstance(err.value, TargetError)
    assert str(err.value).startswith("device mi300x: ")


def test_unknown_device_name():
    with pytest.raises(TargetError, match="unknown device or target 'mi999'"):
        get_device("mi999")
