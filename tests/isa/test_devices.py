"""Device records: the fields the timing model reads, where they come from, and the typed error
an impossible configuration (a replace()d variant included) raises, naming the field."""
import dataclasses

import pytest

import gcnsim

from gcnsim.errors import GcnsimError, TargetError
from gcnsim.isa.device_config import TARGET_FIGURES, Clocks, DeviceConfigError
from gcnsim.isa.devices import DEFAULT_DEVICE, DEVICES, get_device
from gcnsim.isa.targets import TARGETS

# name: (target, CUs, XCDs, clock MHz, wave slots per SIMD), from the chips' data sheets: each
# device record must say what the vendor publishes.
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


def test_a_variant_of_few_cus_on_a_chip_of_xcds_says_to_give_xcds():
    """An outside trial's gcnsim.variant('mi300x', compute_units=2) met "xcds = 8 is
    impossible" and no way on: the message gives the call that works."""
    with pytest.raises(DeviceConfigError, match=r"xcds = 8 is impossible: more dies than its "
                       r"2 compute units.*from 1 to 2.*gcnsim.variant\('mi300x', "
                       r"compute_units=2, xcds=2\)"):
        gcnsim.variant("mi300x", compute_units=2)
    small = gcnsim.variant("mi300x", compute_units=2, xcds=2)      # what the message gives
    assert (small.dies, small.memory.l2.size) == ("2x1", 4 << 20)


@pytest.mark.parametrize("change, message", [
    ({"compute_units": 0}, "compute_units = 0 is impossible: must be a positive integer"),
    ({"clock_mhz": -5}, "clock_mhz = -5 is impossible"),
    ({"lds_bytes": 0}, "lds_bytes = 0 is impossible"),
    ({"simds_per_cu": 2.5}, "simds_per_cu = 2.5 is impossible"),
    ({"xcds": 400}, "xcds = 400 is impossible: more dies than its 304 compute units"),
    ({"lds_banks": 3}, "lds_banks = 3 is impossible: not a power of two"),
    ({"wave_slots_per_simd": 33, "vgprs_per_simd_lane": 256}, "wave_slots_per_simd = 33 is "
     r"impossible: waves of the minimum allocation \(vgpr_granule = 8\) need 264 registers, "
     "more than vgprs_per_simd_lane = 256"),
    ({"sgprs_per_simd": 100}, r"sgpr_granule = 16\) need 128 registers, more than "
     "sgprs_per_simd = 100"),
    # Found by an outside probe: a million SIMDs a CU passed and the timed launch died of
    # MemoryError after 35 s; every figure a table is sized by has a bound.
    ({"simds_per_cu": 10 ** 6}, "simds_per_cu = 1000000 is impossible: must be at most 64"),
    ({"wave_slots_per_simd": 65}, "wave_slots_per_simd = 65 is impossible: must be at most 64"),
    ({"lds_bytes": 1 << 30}, "lds_bytes = 1073741824 is impossible: must be at most 16,777,216"),
    ({"lds_banks": 1 << 20}, "lds_banks = 1048576 is impossible: must be at most 1,024"),
    ({"barriers_per_cu": 1 << 40}, "barriers_per_cu = 1099511627776 is impossible"),
    ({"vgprs_per_simd_lane": 1 << 13}, "vgprs_per_simd_lane = 8192 is impossible"),
    ({"sgprs_per_simd": 1 << 15}, "sgprs_per_simd = 32768 is impossible"),
    ({"fp64_fma_cycles": 1 << 17}, "fp64_fma_cycles = 131072 is impossible"),
    ({"fp64_fma_cycles": "4"}, "fp64_fma_cycles = '4' is impossible: must be a positive "
     "integer or None"),
    ({"workgroup_dispatch_cycles": -1}, "workgroup_dispatch_cycles = -1 is impossible: must "
     "be a whole number of cycles"),
    ({"workgroup_dispatch_cycles": 1 << 17}, "workgroup_dispatch_cycles = 131072 is impossible"),
    ({"wave_dispatch_cycles": -0.5}, r"wave_dispatch_cycles = -0.5 is impossible: must be a "
     "number of cycles from 0 to 1,024"),
    ({"wave_dispatch_cycles": float("nan")}, "wave_dispatch_cycles = nan is impossible"),
    ({"wave_dispatch_cycles": "2"}, "wave_dispatch_cycles = '2' is impossible"),
    ({"wave_dispatch_cycles": True}, "wave_dispatch_cycles = True is impossible"),
    ({"compute_units": 16384, "simds_per_cu": 16}, "compute_units = 16384 is impossible: with "
     "128 wave slots a CU, more than 1,048,576 over the device"),
])
def test_impossible_values_raise_a_typed_error_naming_the_field(change, message):
    with pytest.raises(GcnsimError, match=message) as err:
        dataclasses.replace(DEVICES["mi300x"], **change)
    assert isinstance(err.value, TargetError)
    assert str(err.value).startswith("device mi300x: ")


def test_unknown_device_name():
    with pytest.raises(TargetError, match="unknown device or target 'mi999'"):
        get_device("mi999")


def test_a_device_that_is_not_a_name_says_what_it_takes():
    from gcnsim.runtime import Device
    with pytest.raises(TargetError, match="got Device .*a runtime Device's is its .config."):
        get_device(Device("mi300x"))
    with pytest.raises(TargetError, match="a name, a Target or a DeviceConfig, got int 42"):
        get_device(42)


# name: (L1 bytes, L1 line, L2 bytes per XCD, L2 line, L2 channels, Infinity Cache bytes,
#        DRAM kind, DRAM bytes/s), from the white papers and data sheets: each device's
#        memory hierarchy must be the published one.
HIERARCHY = {
    "r9-290x": (16 << 10, 64, 1 << 20, 64, 16, None, "GDDR5", 320 * 10 ** 9),
    "vega64": (16 << 10, 64, 4 << 20, 64, 16, None, "HBM2", 483_800_000_000),
    "mi250x": (16 << 10, 64, 8 << 20, 128, 32, None, "HBM2e", 1_638_400_000_000),
    "mi300x": (32 << 10, 128, 4 << 20, 128, 16, 256 << 20, "HBM3", 5_300_000_000_000),
}


@pytest.mark.parametrize("name", sorted(HIERARCHY))
def test_memory_hierarchy_has_its_published_figures(name):
    m = get_device(name).memory
    mall = m.mall.size if m.mall is not None else None
    assert (m.l1.size, m.l1.line, m.l2.size, m.l2.line, m.l2.channels, mall, m.dram.kind,
            m.dram.bytes_per_second) == HIERARCHY[name]
    assert m.l1.latency < m.l2.latency < (m.mall or m.dram).latency <= m.dram.latency


def test_scalar_and_instruction_caches_are_shared_by_neighbouring_cus():
    shared = {name: (get_device(name).memory.scalar.shared_by,
                     get_device(name).memory.instruction.shared_by) for name in HIERARCHY}
    assert shared == {"r9-290x": (4, 4), "vega64": (3, 3), "mi250x": (2, 2), "mi300x": (2, 2)}


def test_sibling_boards_differ_in_dram_bandwidth_only():
    vega64, vega56 = get_device("vega64").memory, get_device("vega56").memory
    assert vega56.dram.bytes_per_second == 409_600_000_000
    assert dataclasses.replace(vega56, dram=vega64.dram) == vega64


def _memory(**change):
    """mi300x with its hierarchy changed: ``l1__line=96`` changes memory.l1.line."""
    m = DEVICES["mi300x"].memory
    for key, value in change.items():
        level, field = key.split("__")
        m = dataclasses.replace(m, **{level: dataclasses.replace(getattr(m, level),
                                                                **{field: value})})
    return m


@pytest.mark.parametrize("memory, message", [
    (None, "memory = None is impossible: must be a Hierarchy"),
    (_memory(l1__line=96), "memory.l1.line = 96 is impossible: must be a power of two"),
    (_memory(l2__size=3 << 20), r"memory.l2.size = 3145728 is impossible: must hold a power "
     "of two of sets"),
    (_memory(l2__interleave=64), "memory.l2.interleave = 64 is impossible: must be at least"),
    (_memory(mall__ways=0), "memory.mall.ways = 0 is impossible: must be a positive integer"),
    (_memory(dram__efficiency=1.5), r"memory.dram.efficiency = 1.5 is impossible: must be a"),
    (_memory(dram__efficiency="high"), r"memory.dram.efficiency = 'high' is impossible"),
    (_memory(dram__channels=-1), "memory.dram.channels = -1 is impossible"),
    (_memory(dram__write_ratio=0.5), r"memory.dram.write_ratio = 0.5 is impossible: must be"),
    (_memory(dram__write_ratio=2.0), r"memory.dram.write_ratio = 2.0 is impossible: .* peak"),
])
def test_impossible_hierarchies_raise_a_typed_error_naming_the_field(memory, message):
    with pytest.raises(TargetError, match=message):
        dataclasses.replace(DEVICES["mi300x"], memory=memory)


def test_a_cache_larger_than_the_memory_is_refused_naming_the_limit():
    """A 2 GiB L2 over 1 MiB of memory was accepted and timed as if it were possible."""
    vega64 = DEVICES["vega64"]
    l2 = dataclasses.replace(vega64.memory.l2, size=2 << 30)
    with pytest.raises(TargetError, match=r"memory.l2.size = 2,147,483,648 is impossible: a "
                       r"cache cannot be larger than the device's memory, memory_bytes = "
                       r"1,048,576 bytes"):
        dataclasses.replace(vega64, memory_bytes=1 << 20,
                            memory=dataclasses.replace(vega64.memory, l2=l2))
    with pytest.raises(TargetError, match="memory.l2.size = 4,194,304 is impossible"):
        dataclasses.replace(vega64, memory_bytes=1 << 20)


def test_clocks_peak_and_sustained_and_the_default_is_the_published_one():
    """Every chip has its peak and a sustained clock under load; a chip runs
    at the sustained one only where it is published (Vega 56), else at its peak with the
    sustained one marked assumed; at_clock picks either or MHz of its own."""
    for d in DEVICES.values():
        assert d.clocks.sustained < d.clocks.peak and d.clocks.source
        assert d.clock_mhz == (d.clocks.sustained if d.clocks.published else d.clocks.peak)
        assert d.clocks.published or d.clocks.source.startswith("assumed")
    vega56, mi300x = get_device("vega56"), get_device("mi300x")
    assert (vega56.clock_mhz, vega56.clock_name, vega56.clocks.peak) == (1305, "sustained", 1471)
    assert vega56.at_clock("peak").clock_name == "peak"
    assert mi300x.at_clock("sustained").clock_mhz == 1810
    assert mi300x.at_clock("1500").clock_name == "set" and mi300x.at_clock(None) is mi300x
    assert repr(mi300x.at_clock(1500)) == "DeviceConfig('mi300x' variant: clock_mhz=1500)"
    assert mi300x.describe()[3] == "2100 MHz (sustained, assumed 1810)"
    assert vega56.describe()[3] == "1305 MHz (peak 1471)"
    for bad in ("fast", 0, 1.5, -3, 10 ** 6):
        with pytest.raises(DeviceConfigError, match="is not one of peak, sustained"):
            mi300x.at_clock(bad)
    with pytest.raises(DeviceConfigError, match="no sustained clock is known"):
        dataclasses.replace(mi300x, clocks=Clocks(2100)).at_clock("sustained")
    with pytest.raises(DeviceConfigError, match="clocks.sustained"):
        dataclasses.replace(mi300x, clocks=Clocks(2100, 2200))


def test_a_clock_above_the_peak_is_refused_and_over_clocking_is_a_variant():
    """A clock above the data sheet's peak would move every figure (a typo, 15000 for 1500,
    unseen): refused, naming the device's range and how to time an over-clocked chip."""
    vega64 = get_device("vega64")
    with pytest.raises(DeviceConfigError, match=r"clock 3,000 MHz is above its peak: it runs "
                                                r"from 1 to 1,546 MHz; to time an over-clocked"):
        vega64.at_clock(3000)
    with pytest.raises(DeviceConfigError, match="clock_mhz = 3000 is impossible: it is above "
                                                "the peak, 1,546 MHz"):
        dataclasses.replace(vega64, clock_mhz=3000)
    assert vega64.at_clock(1546).clock_name == "peak"
    faster = dataclasses.replace(vega64, clock_mhz=3000, clocks=None)
    assert (faster.clock_mhz, faster.clock_name) == (3000, "peak")


@pytest.mark.parametrize("name, cus, xcds, shown", [
    ("mi300x", 304, 8, "304 (8x38)"), ("mi300x", 38, 8, "38 (8 XCDs: 6x5 + 2x4)"),
    ("vega64", 64, 3, "64 (3 XCDs: 1x22 + 2x21)"), ("vega64", 64, 1, "64")])
def test_the_dies_are_shown_as_the_cus_fall_on_them(name, cus, xcds, shown):
    """CU i sits on XCD i mod xcds: an uneven split is kept and shown as it falls (was
    "64 (3x22)" for 22 + 21 + 21)."""
    config = dataclasses.replace(get_device(name), compute_units=cus, xcds=xcds)
    assert config.describe()[2] == shown
    assert config.cus_per_xcd == -(-cus // xcds)
