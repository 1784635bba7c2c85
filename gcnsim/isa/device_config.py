"""One simulated chip as a frozen, checked record (DeviceConfig): its target, its size, its
clocks (Clocks) and its memory hierarchy (hierarchy.py), with what the runtime and the timing
model ask of it: a variant at another clock, the memory's latencies at that clock, its
occupancy limits, its row of ``gcnsim devices``. The chips a user names are devices.py's.

A variant is derived, never edited: ``dataclasses.replace(get_device("mi300x"),
compute_units=38)``. The compute unit's figures that the target fixes (wave slots per SIMD,
register files and their allocation granules, LDS size) are read from the Target when a
record is built; a variant may override one (``dataclasses.replace(d, wave_slots_per_simd=4)``,
to study a smaller machine), and every record, variants included, is checked in
``__post_init__``: an impossible configuration raises DeviceConfigError naming the field.

    >>> from gcnsim.isa.devices import get_device
    >>> dataclasses.replace(get_device("mi300x"), compute_units=0)
    Traceback (most recent call last):
    gcnsim.isa.device_config.DeviceConfigError: device mi300x: compute_units = 0 is ...
"""
import dataclasses
from dataclasses import dataclass

from ..bits import is_integer
from ..errors import TargetError
from .hierarchy import MOST, Hierarchy, above_most
from .targets import Target

GiB = 1 << 30

# Figures a device takes from its target unless a variant overrides them (see the module note).
TARGET_FIGURES = ("wave_slots_per_simd", "vgprs_per_simd_lane", "vgpr_granule",
                  "sgprs_per_simd", "sgpr_granule", "lds_bytes")


class DeviceConfigError(TargetError):
    """A device configuration with an impossible value; names the device and the field."""


# The most wave slots a device may have over all its CUs (the timing model holds a wave's state
# per slot): MI300X has 9,728.
WAVE_SLOTS_MOST = 1 << 20


@dataclass(frozen=True)
class Clocks:
    """A chip's engine clocks in MHz: ``peak`` (the data sheet's boost clock, what its peak
    rates are computed at) and ``sustained``, the clock it holds under a long full load (power
    and thermal limits), None where no figure is known; ``published``: whether ``sustained``
    is a published measurement (else it is assumed, and a timed launch runs at the peak unless
    asked for it); ``source``: where the sustained figure comes from, or why it is assumed."""
    peak: int
    sustained: int = None
    published: bool = False
    source: str = ""

    @property
    def default(self):
        """The clock a timed launch runs at unless told: the sustained one where published."""
        return self.sustained if self.published else self.peak

    def problems(self):
        if not is_integer(self.peak) or not 0 < self.peak <= MOST["clock_mhz"]:
            yield "peak", f"must be a whole number of MHz from 1 to {MOST['clock_mhz']:,}"
        elif self.sustained is not None and (not is_integer(self.sustained)
                                             or not 0 < self.sustained <= self.peak):
            yield "sustained", f"must be None or a whole number of MHz from 1 to {self.peak}"
        elif self.published not in (True, False) or (self.published and not self.sustained):
            yield "published", "must be True (a sustained clock is given) or False"
        elif not isinstance(self.source, str):
            yield "source", "must be text"


# What a timed launch's ``clock=`` takes: a name, or a number of MHz (DeviceConfig.at_clock).
CLOCKS = ("peak", "sustained")
# A clock above the data sheet's peak is refused: every figure would move with it, and a typo
# (15000 for 1500) would pass unseen. Over-clocking is one explicit step: a variant whose clock
# is its own peak.
_OVERCLOCK = ("to time an over-clocked chip, raise the peak in a variant (a sweep's "
              "clocks.peak; in Python dataclasses.replace(config, clock_mhz=MHZ, clocks=None))")


@dataclass(frozen=True, eq=False)
class DeviceConfig:
    """One simulated chip: its target and the sizes that the runtime and timing model use."""
    name: str                      # the chip name gcnsim prints, e.g. "mi300x"
    aliases: tuple                 # other names that select it ("hawaii", "aldebaran", ...)
    target: Target
    compute_units: int
    clock_mhz: int                 # the engine clock the timing model runs at (see CLOCKS)
    memory_bytes: int              # device memory capacity
    source: str                    # where the figures come from
    # Accelerator dies the compute units are spread over (MI300X: 8 XCDs of 38 CUs; CDNA3
    # white paper, "XCD"), each with its own L2; 1 for single-die chips. CU i sits on XCD
    # i mod xcds: an uneven split is kept as it falls (``dies``), each XCD taking every
    # xcds-th workgroup all the same (timing/engine.py).
    xcds: int = 1
    # Four SIMD units per CU on every target here (the R9 290X book chapter: four SIMD16s per CU;
    # the CDNA2 and CDNA3 white papers draw the same four SIMDs, each 16 lanes wide for wave64).
    simds_per_cu: int = 4
    # LDS banks of 4 bytes; a k-way bank conflict serialises k times (the R9 290X chapter and the
    # Vega ISA guide, "Local Data Share": 32 banks; the CDNA3 ISA guide keeps 32).
    lds_banks: int = 32
    # Workgroup barriers a CU holds: a workgroup of more than one wave takes one, which caps
    # such workgroups at 16 per CU (LLVM AMDGPUBaseInfo getMaxWorkGroupsPerCU, MaxBarriers =
    # 16 before GFX10; AMD's OpenCL optimisation guide: at most 16 work-groups per CU).
    barriers_per_cu: int = 16
    # Cycles a wave64 v_fma_f64 holds its SIMD on this chip, where the chip's double rate is
    # below its target's (LLVM's scheduling models give the fastest chip of a target: Hawaii
    # half rate, Vega 10 a quarter). The other double-precision classes (isa/issue.py) slow by
    # the same factor. None: the target's rate.
    fp64_fma_cycles: int = None
    # Cycles from a CU taking a workgroup (its slot, registers and LDS held) to its waves'
    # first issue, standing for the whole dispatch and retirement of one workgroup: the
    # dispatcher and the SPI launching its waves and initialising their SGPRs and VGPRs, and
    # at its end the release of its LDS and registers. No published figure: fitted per device
    # to gpu-benches' gpu-stream init column at 6.2% occupancy, where a workgroup's turn on a
    # CU is its dispatch, one store and its retirement (docs/calibration.md); 0 where no
    # figure was fitted (the model then launches a workgroup's waves at once).
    workgroup_dispatch_cycles: int = 0
    # Cycles each XCD's workgroup manager (the SPI) takes for each wave it launches: the
    # workgroups its CUs take are launched one after another, a workgroup's waves starting
    # once the manager is through with them (then ``workgroup_dispatch_cycles`` on). No
    # published rate (ROCm's profiler documents the SPI's counters, not its rate): fitted to
    # MI300X's gpu-stream read at 50% occupancy (docs/calibration.md); 0: waves launched at
    # once, however many CUs ask.
    wave_dispatch_cycles: float = 0
    # From the target (TARGET_FIGURES), None until __post_init__ reads them.
    wave_slots_per_simd: int = None
    vgprs_per_simd_lane: int = None   # unified with AGPRs where the target has unified_vgprs
    vgpr_granule: int = None
    sgprs_per_simd: int = None
    sgpr_granule: int = None
    lds_bytes: int = None             # LDS per CU (and the workgroup maximum)
    # The memory hierarchy (Hierarchy above); every device row gives one.
    memory: Hierarchy = None
    # The chip's clocks (Clocks below): its peak and its sustained clock under load, with
    # their sources. None: a variant's own clock_mhz is both.
    clocks: "Clocks" = None
    # The engine clock in MHz at which the memory's latencies are cycles (the clock the
    # pointer chases they are fitted to ran at: the listed chip's default clock,
    # docs/calibration.md); a variant keeps it whatever clocks it is given, so that its
    # Infinity Cache and DRAM keep their nanoseconds (memory_latency). None: the Clocks'
    # default.
    latency_clock_mhz: int = None

    def __post_init__(self):
        if not isinstance(self.target, Target):
            self._refuse("target", "must be a Target (get_target(name) gives one)")
        if self.clocks is None and is_integer(self.clock_mhz):
            object.__setattr__(self, "clocks", Clocks(self.clock_mhz, None, False, ""))
        if self.latency_clock_mhz is None and isinstance(self.clocks, Clocks):
            object.__setattr__(self, "latency_clock_mhz", self.clocks.default)
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
        if not isinstance(self.clocks, Clocks):
            self._refuse("clocks", "must be a Clocks")
        for field, why in self.clocks.problems():
            raise DeviceConfigError(f"device {self.name}: clocks.{field} = "
                                    f"{getattr(self.clocks, field)!r} is impossible: {why}")
        if not is_integer(self.latency_clock_mhz) or self.latency_clock_mhz <= 0:
            self._refuse("latency_clock_mhz", "must be a positive integer (MHz)")
        if self.clock_mhz > self.clocks.peak:
            self._refuse("clock_mhz", f"it is above the peak, {self.clocks.peak:,} MHz; "
                                      f"{_OVERCLOCK}")
        if self.fp64_fma_cycles is not None and (not is_integer(self.fp64_fma_cycles)
                                                 or self.fp64_fma_cycles <= 0):
            self._refuse("fp64_fma_cycles", "must be a positive integer or None")
        if not is_integer(self.workgroup_dispatch_cycles) or self.workgroup_dispatch_cycles < 0:
            self._refuse("workgroup_dispatch_cycles", "must be a whole number of cycles")
        wave = self.wave_dispatch_cycles
        if (isinstance(wave, bool) or not isinstance(wave, (int, float))
                or not 0 <= wave <= MOST["wave_dispatch_cycles"]):
            self._refuse("wave_dispatch_cycles", f"must be a number of cycles from 0 to "
                                                 f"{MOST['wave_dispatch_cycles']:,}")
        for figure, why in above_most(self, ("compute_units", "clock_mhz",
                                              "latency_clock_mhz", "memory_bytes",
                                              "simds_per_cu", "wave_slots_per_simd",
                                              "vgprs_per_simd_lane", "sgprs_per_simd",
                                              "lds_bytes", "lds_banks", "barriers_per_cu",
                                              "fp64_fma_cycles",
                                              "workgroup_dispatch_cycles")):
            self._refuse(figure, why)
        if self.compute_units * self.wave_slots_per_cu > WAVE_SLOTS_MOST:
            self._refuse("compute_units", f"with {self.wave_slots_per_cu} wave slots a CU, "
                         f"more than {WAVE_SLOTS_MOST:,} over the device")
        if self.xcds > self.compute_units:
            cus = self.compute_units
            self._refuse("xcds", f"more dies than its {cus} compute units (an XCD holds at "
                         f"least one): give xcds= from 1 to {cus} with compute_units= "
                         f"(gcnsim.variant({self.name!r}, compute_units={cus}, "
                         f"xcds={min(cus, 2)}): CU i on XCD i mod xcds, each XCD its own "
                         f"L2; xcds=1 one die)")
        for granule in ("vgpr_granule", "sgpr_granule"):     # the allocation's unit: LLVM
            value = getattr(self, granule)                  # getVGPRAllocGranule, 4 or 8
            if value & (value - 1):
                self._refuse(granule, "not a power of two (registers are allocated in blocks "
                             "of 4, 8 or 16: LLVM AMDGPUBaseInfo getVGPRAllocGranule, "
                             "getSGPRAllocGranule)")
        if self.lds_banks & (self.lds_banks - 1):
            self._refuse("lds_banks", "not a power of two (a bank is address bits 2 and up)")
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
        self._check_memory()

    def _check_memory(self):
        if not isinstance(self.memory, Hierarchy):
            self._refuse("memory", "must be a Hierarchy")
        for field, why in self.memory.problems():
            value = self.memory
            for part in field.split("."):
                value = getattr(value, part)
            raise DeviceConfigError(f"device {self.name}: memory.{field} = {value!r} is "
                                    f"impossible: {why}")
        for name in ("l1", "scalar", "instruction", "l2", "mall"):
            level = getattr(self.memory, name)      # a cache holds lines of the memory
            if level is not None and level.size > self.memory_bytes:
                raise DeviceConfigError(
                    f"device {self.name}: memory.{name}.size = {level.size:,} is impossible: "
                    f"a cache cannot be larger than the device's memory, memory_bytes = "
                    f"{self.memory_bytes:,} bytes (a smaller memory needs smaller caches)")

    def _refuse(self, figure, why):
        raise DeviceConfigError(f"device {self.name}: {figure} = {getattr(self, figure)!r} is "
                                f"impossible: {why}")

    @property
    def clock_name(self):
        """Which clock ``clock_mhz`` is: "peak", "sustained" or "sustained (assumed)" (the
        Clocks record's), or "set" (a clock= of its own)."""
        if self.clock_mhz == self.clocks.peak:
            return "peak"
        if self.clock_mhz == self.clocks.sustained:
            return "sustained" if self.clocks.published else "sustained (assumed)"
        return "set"

    def memory_latency(self, level):
        """Cycles at ``clock_mhz`` of a load that ``level`` ("mall" or "dram") serves. The
        table's latencies are cycles at ``latency_clock_mhz`` (the listed chip's default
        clock, where the pointer chases were run, docs/calibration.md), whichever way the
        clock is lowered: a launch's ``clock=`` or a variant with clocks of its own. Up to
        the L2's latency they pass the caches' pipelines, on the engine clock; the rest (the
        Infinity Fabric, the Infinity Cache, the memory controller and the DRAM) runs on the
        memory's own clocks, the same nanoseconds at any engine clock."""
        core = self.memory.l2.latency
        rest = getattr(self.memory, level).latency - core
        return core + round(rest * self.clock_mhz / self.latency_clock_mhz)

    def at_clock(self, clock=None):
        """The device running at ``clock``: None (as it is), "peak", "sustained" (its Clocks'),
        or a number of MHz (an int, or its text: "1500"); DeviceConfigError otherwise."""
        if clock is None:
            return self
        if not (isinstance(clock, str) or is_integer(clock)):     # (an array, a list, True)
            raise DeviceConfigError(f"device {self.name}: clock {clock!r} is not one of "
                                    f"{', '.join(CLOCKS)} or a whole number of MHz")
        if clock == "sustained" and self.clocks.sustained is None:
            raise DeviceConfigError(f"device {self.name}: no sustained clock is known; give "
                                    f"the clock in MHz (its peak is {self.clocks.peak})")
        named = {"peak": self.clocks.peak, "sustained": self.clocks.sustained}
        mhz = named.get(clock, clock)
        if isinstance(mhz, str) and mhz.strip().isdigit():
            mhz = int(mhz)
        peak = self.clocks.peak
        if not is_integer(mhz) or not 0 < mhz <= MOST["clock_mhz"]:
            raise DeviceConfigError(f"device {self.name}: clock {clock!r} is not one of "
                                    f"{', '.join(CLOCKS)} or a whole number of MHz from 1 to "
                                    f"{peak:,} (its peak)")
        if mhz > peak:
            raise DeviceConfigError(f"device {self.name}: clock {mhz:,} MHz is above its peak: "
                                    f"it runs from 1 to {peak:,} MHz; {_OVERCLOCK}")
        return self if mhz == self.clock_mhz else dataclasses.replace(self, clock_mhz=mhz)

    @property
    def lds_bytes_per_cycle(self):
        """LDS bandwidth of a CU: each bank serves one dword a clock (R9 290X chapter)."""
        return 4 * self.lds_banks

    @property
    def cus_per_xcd(self):
        """Compute units on the largest accelerator die. CU i sits on XCD i mod xcds
        (timing/memory/system.py), so where they do not divide evenly the first
        compute_units mod xcds dies hold one more than the others (``dies``)."""
        return -(-self.compute_units // self.xcds)

    @property
    def dies(self):
        """The dies as text: "8x38" (8 XCDs of 38 CUs); where they do not divide evenly, how
        many of each: 38 CUs on 8 XCDs is "8 XCDs: 6x5 + 2x4"."""
        more, small = self.compute_units % self.xcds, self.compute_units // self.xcds
        if not more:
            return f"{self.xcds}x{small}"
        return f"{self.xcds} XCDs: {more}x{small + 1} + {self.xcds - more}x{small}"

    @property
    def wave_slots_per_cu(self):
        return self.wave_slots_per_simd * self.simds_per_cu

    def max_workgroups_per_cu(self, waves_per_workgroup):
        """Workgroups of that many waves a CU holds by wave slots and barriers alone: a
        one-wave workgroup needs no barrier (LLVM getMaxWorkGroupsPerCU)."""
        groups = self.wave_slots_per_cu // waves_per_workgroup
        return groups if waves_per_workgroup == 1 else min(groups, self.barriers_per_cu)

    def describe(self):
        """The device's row of listings (``gcnsim devices``), one text per COLUMNS entry:
        name, target, compute units (and dies), clock, memory, its DRAM (kind, peak, channels
        and banks), and the compute unit's wave slots, LDS and register files."""
        dies = f" ({self.dies})" if self.xcds > 1 else ""
        dram = self.memory.dram
        return (self.name, self.target.name, f"{self.compute_units}{dies}",
                self._clock_text(), f"{self.memory_bytes / GiB:g} GiB",
                f"{dram.kind} {dram.bytes_per_second / 1e9:g} GB/s, "
                f"{dram.channels}x{dram.banks} banks",
                f"{self.simds_per_cu}x{self.wave_slots_per_simd}",
                f"{self.lds_bytes // 1024} KiB/{self.lds_banks} banks",
                f"{self.vgprs_per_simd_lane} VGPRs/{self.sgprs_per_simd} SGPRs")

    def _clock_text(self):
        """The clock column: the clock the model runs at, and the other of peak/sustained."""
        text = f"{self.clock_mhz} MHz"
        clocks = self.clocks
        if clocks.sustained is None:
            return text
        if self.clock_mhz != clocks.peak:
            return f"{text} (peak {clocks.peak})"
        kind = "sustained" if clocks.published else "sustained, assumed"
        return f"{text} ({kind} {clocks.sustained})"

    @property
    def sources(self):
        """Where its figures come from: ``source``, its sustained clock's and its DRAM
        timing's (``gcnsim devices``)."""
        clock = f"; sustained clock: {self.clocks.source}" if self.clocks.source else ""
        return f"{self.source}{clock}; DRAM timing: {self.memory.dram.timing.source}"

    def __repr__(self):
        """A listed device by its name; a variant by what differs from the device it is
        derived from (the row of its name, else its target's default device)."""
        from .devices import DEFAULT_DEVICE, DEVICES      # devices.py builds on this module
        base = DEVICES.get(self.name) or DEVICES[DEFAULT_DEVICE[self.target.name]]
        if self is base:
            return f"DeviceConfig({self.name!r})"
        differ = [f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self)
                  if f.name != "memory" and getattr(self, f.name) != getattr(base, f.name)]
        differ += [f"memory.{name}={value!r}" for name, value in
                   _differences(self.memory, base.memory)]
        return f"DeviceConfig({base.name!r} variant: {', '.join(differ) or 'the same figures'})"


# The columns of DeviceConfig.describe, as listings head them.
COLUMNS = ("device", "target", "CUs (dies)", "clock", "memory", "DRAM (channels x banks)",
           "SIMDs x wave slots", "LDS per CU", "registers per SIMD")


def _differences(record, base, prefix=""):
    """(dotted field name, value) of each field of a frozen record that differs from ``base``,
    through nested records."""
    if record == base:
        return
    if not dataclasses.is_dataclass(record) or type(record) is not type(base):
        yield prefix.rstrip("."), record
        return
    for f in dataclasses.fields(record):
        yield from _differences(getattr(record, f.name), getattr(base, f.name),
                                f"{prefix}{f.name}.")
