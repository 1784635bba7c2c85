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

The compute unit's figures that the target fixes (wave slots per SIMD, register files and their
allocation granules, LDS size) are read from the Target when a device is built; a variant may
override one (``dataclasses.replace(d, wave_slots_per_simd=4)``, to study a smaller machine), and
every record, variants included, is checked in ``__post_init__``: an impossible configuration
raises DeviceConfigError naming the field.

    >>> dataclasses.replace(get_device("mi300x"), compute_units=0)
    Traceback (most recent call last):
    gcnsim.isa.devices.DeviceConfigError: device mi300x: compute_units = 0 is impossible: ...
"""
import dataclasses
from dataclasses import dataclass

from ..bits import is_integer
from ..errors import TargetError
from .targets import TARGETS, Target

GiB = 1 << 30

# Figures a device takes from its target unless a variant overrides them (see the module note).
TARGET_FIGURES = ("wave_slots_per_simd", "vgprs_per_simd_lane", "vgpr_granule",
                  "sgprs_per_simd", "sgpr_granule", "lds_bytes")


class DeviceConfigError(TargetError):
    """A device configuration with an impossible value; names the device and the field."""


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
    # Accelerator dies the compute units are spread over (MI300X: 8 XCDs of 38 CUs; CDNA3
    # white paper, "XCD"); 1 for single-die chips.
    xcds: int = 1
    # Four SIMD units per CU on every target here (seed 004: four SIMD16 units per CU; the
    # CDNA2 and CDNA3 white papers draw the same four SIMDs, each 16 lanes wide for wave64).
    simds_per_cu: int = 4
    # LDS banks of 4 bytes; a k-way bank conflict serialises k times (seed 004 and the
    # Vega ISA guide, "Local Data Share": 32 banks; the CDNA3 ISA guide keeps 32).
    lds_banks: int = 32
    # Workgroup barriers a CU holds: a workgroup of more than one wave takes one, which caps
    # such workgroups at 16 per CU (LLVM AMDGPUBaseInfo getMaxWorkGroupsPerCU, MaxBarriers =
    # 16 before GFX10; AMD's OpenCL optimisation guide: at most 16 work-groups per CU).
    barriers_per_cu: int = 16
    # From the target (TARGET_FIGURES), None until __post_init__ reads them.
    wave_slots_per_simd: int = None
    vgprs_per_simd_lane: int = None   # unified with AGPRs where the target has unified_vgprs
    vgpr_granule: int = None
    sgprs_per_simd: int = None
    sgpr_granule: int = None
    lds_bytes: int = None             # LDS per CU (and the workgroup maximum)

    def __post_init__(self):
        for figure in TARGET_FIGURES:
            if getattr(self, figure) is None:
                object.__setattr__(self, figure, getattr(self.target, figure))
        self._check()

    def _check(self):
        positive = ("compute_units", "clock_mhz", "memory_bytes", "xcds", "simds_per_cu",
                    "lds_banks", "barriers_per_cu") + TARGET_FIGURES
        for figure in positive:
            value = getattr(self, figure)
            if not is_integer(value) or value <= 0:
                self._refuse(figure, "must be a positive integer")
        if self.xcds > self.compute_units:
            self._refuse("xcds", f"more dies than its {self.compute_units} compute units")
        # Every wave slot must be able to hold a wave of the smallest allocation (one granule
        # of each register file), else the slots could never all be filled.
        for file, granule in (("vgprs_per_simd_lane", "vgpr_granule"),
                              ("sgprs_per_simd", "sgpr_granule")):
            need = self.wave_slots_per_simd * getattr(self, granule)
            if need > getattr(self, file):
                self._refuse("wave_slots_per_simd",
                             f"waves of the minimum allocation ({granule} = "
                             f"{getattr(self, granule)}) need {need} registers, more than "
                             f"{file} = {getattr(self, file)}")

    def _refuse(self, figure, why):
        raise DeviceConfigError(f"device {self.name}: {figure} = {getattr(self, figure)!r} is "
                                f"impossible: {why}")

    @property
    def cus_per_xcd(self):
        """Compute units per accelerator die (rounded up where they do not divide evenly)."""
        return -(-self.compute_units // self.xcds)

    @property
    def wave_slots_per_cu(self):
        return self.wave_slots_per_simd * self.simds_per_cu

    def max_workgroups_per_cu(self, waves_per_workgroup):
        """Workgroups of that many waves a CU holds by wave slots and barriers alone: a
        one-wave workgroup needs no barrier (LLVM getMaxWorkGroupsPerCU)."""
        groups = self.wave_slots_per_cu // waves_per_workgroup
        return groups if waves_per_workgroup == 1 else min(groups, self.barriers_per_cu)

    def describe(self):
        """One line for listings: name, target, compute units (and dies), clock, memory, and
        the compute unit's wave slots, LDS and register files."""
        dies = f" ({self.xcds}x{self.cus_per_xcd})" if self.xcds > 1 else ""
        return (f"{self.name:10s} {self.target.name}  {self.compute_units:3d} CUs{dies:8s}  "
                f"{self.clock_mhz:4d} MHz  {self.memory_bytes // GiB:3d} GiB  "
                f"{self.simds_per_cu}x{self.wave_slots_per_simd} wave slots  "
                f"{self.lds_bytes // 1024} KiB LDS/{self.lds_banks} banks  "
                f"{self.vgprs_per_simd_lane} VGPRs/{self.sgprs_per_simd} SGPRs per SIMD")


def _device(name, aliases, target, cus, mhz, gib, source, **more):
    return DeviceConfig(name, aliases, TARGETS[target], cus, mhz, gib * GiB, source, **more)


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
    # 192 GB / 128 GB (unified with the CPUs) HBM3; the CDNA3 white paper: 38 active CUs per
    # XCD, 8 XCDs on MI300X and 6 on MI300A.
    _device("mi300x", ("mi300",), "gfx942", 304, 2100, 192, "AMD Instinct MI300X data sheet",
            xcds=8),
    _device("mi300a", (), "gfx942", 228, 2100, 128, "AMD Instinct MI300A data sheet", xcds=6),
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
