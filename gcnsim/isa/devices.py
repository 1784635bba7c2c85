"""Devices as frozen records: the chips a user names, each with its target and its size.

A target (targets.py) is what a compiler sees: the ISA of a generation. A device is one chip
built on it: how many compute units, at what clock, with how much memory. Every chip name gcnsim
accepts is a row here; the timing model adds its fields to this record. A variant is derived,
never edited: ``dataclasses.replace(DEVICES["mi300x"], compute_units=38)``.

    >>> d = get_device("gfx90a")          # a target name selects its default device
    >>> d.name, d.target.name, d.compute_units
    ('mi250x', 'gfx90a', 110)

Multi-die boards (MI250, MI250X) appear to software as one device per die (graphics compute
die, GCD); their rows describe one die, as ROCm's runtime reports it. MI300X is one device of
eight accelerator dies (XCDs) in its default (SPX) partition mode.
"""
from dataclasses import dataclass

from ..errors import TargetError
from .targets import TARGETS, Target

GiB = 1 << 30


@dataclass(frozen=True, eq=False)
class DeviceConfig:
    """One simulated chip: its target and the sizes that the runtime and timing model use."""
    name: str                      # the chip name gcnsim prints, e.g. "mi300x"
    aliases: tuple                 # other names that select it ("hawaii", "aldebaran", ...)
    target: Target
    compute_units: int
    clock_mhz: int                 # peak engine clock
    memory_bytes: int              # device memory capacity
    source: str                    # where the figures come from

    def describe(self):
        """One line for listings: name, target, compute units, clock, memory."""
        return (f"{self.name:10s} {self.target.name}  {self.compute_units:3d} CUs  "
                f"{self.clock_mhz:4d} MHz  {self.memory_bytes // GiB:3d} GiB")


def _device(name, aliases, target, cus, mhz, gib, source):
    return DeviceConfig(name, aliases, TARGETS[target], cus, mhz, gib * GiB, source)


DEVICES = {d.name: d for d in (
    # AMD Radeon R9 290X/290 product specifications (Hawaii, GCN2): 44 / 40 CUs, up to
    # 1000 / 947 MHz, 4 GB GDDR5 on a 512-bit bus.
    _device("r9-290x", ("hawaii",), "gfx701", 44, 1000, 4,
            "AMD Radeon R9 290X specifications"),
    _device("r9-290", (), "gfx701", 40, 947, 4, "AMD Radeon R9 290 specifications"),
    # AMD Radeon RX Vega 64 / 56 and Radeon Instinct MI25 specifications (Vega 10, GCN5).
    _device("vega64", ("vega10", "rx-vega64"), "gfx900", 64, 1546, 8,
            "AMD Radeon RX Vega 64 specifications (boost clock)"),
    _device("vega56", (), "gfx900", 56, 1471, 8,
            "AMD Radeon RX Vega 56 specifications (boost clock)"),
    _device("mi25", (), "gfx900", 64, 1500, 16, "AMD Radeon Instinct MI25 specifications"),
    # AMD Instinct MI200 series data sheets (CDNA2): MI250X 220 CUs and MI250 208 CUs on two
    # GCDs with 128 GB HBM2e, 1700 MHz; MI210 one GCD of 104 CUs with 64 GB.
    _device("mi250x", ("aldebaran",), "gfx90a", 110, 1700, 64,
            "AMD Instinct MI250X data sheet, one of its two GCDs"),
    _device("mi250", (), "gfx90a", 104, 1700, 64,
            "AMD Instinct MI250 data sheet, one of its two GCDs"),
    _device("mi210", (), "gfx90a", 104, 1700, 64, "AMD Instinct MI210 data sheet"),
    # AMD Instinct MI300X / MI300A data sheets (CDNA3): 304 / 228 CUs, 2100 MHz peak,
    # 192 GB / 128 GB (unified with the CPUs) HBM3.
    _device("mi300x", ("mi300",), "gfx942", 304, 2100, 192, "AMD Instinct MI300X data sheet"),
    _device("mi300a", (), "gfx942", 228, 2100, 128, "AMD Instinct MI300A data sheet"),
)}

# The device a bare target name selects.
DEFAULT_DEVICE = {"gfx701": "r9-290x", "gfx900": "vega64", "gfx90a": "mi250x",
                  "gfx942": "mi300x"}

_BY_NAME = {alias: d for d in DEVICES.values() for alias in (d.name,) + d.aliases}


def get_device(name):
    """The DeviceConfig for a chip name (``mi300x``), alias, target name (``gfx942``: its
    default device) or Target; TargetError naming the known names otherwise."""
    if isinstance(name, DeviceConfig):
        return name
    if isinstance(name, Target):
        return DEVICES[DEFAULT_DEVICE[name.name]]
    key = str(name).lower()
    if key in DEFAULT_DEVICE:
        return DEVICES[DEFAULT_DEVICE[key]]
    device = _BY_NAME.get(key)
    if device is None:
        raise TargetError(f"unknown device or target '{name}' (known: {known_names()})")
    return device


def known_names():
    """Every accepted name, targets first, as one comma-separated string."""
    return ", ".join(list(TARGETS) + list(_BY_NAME))
