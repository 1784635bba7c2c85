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

The memory hierarchy of a device is its ``memory`` record (Hierarchy): the vector L1 of each CU,
the scalar and instruction caches that neighbouring CUs share, the L2 of each die (XCD) with
its address-interleaved channels, MI300's Infinity Cache (the memory-attached last level,
MALL) and the DRAM. Sizes, lines, channels and peak bandwidths are the vendors'; the latencies
are load-to-use cycles of a hit at that level, taken from published pointer-chase measurements
(docs/calibration.md lists each figure and whether it calibrates or validates). A figure no
public source gives is marked "assumed" where it is set.

    >>> m = get_device("mi300x").memory
    >>> m.l1.size, m.l1.line, m.l2.size, m.l2.channels, m.mall.size >> 20, m.dram.kind
    (32768, 128, 4194304, 16, 256, 'HBM3')
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


# The largest value each figure may take (a record above one is refused): every cycle the
# timing model computes from them stays an exact float (below 2^53), and every table it sizes
# from them stays small (a cache level's sets over its channels at most SETS_MOST entries).
MOST = {
    "latency": 1 << 20, "miss_latency": 1 << 20, "atomic_cycles": 1 << 16,     # cycles
    "size": 1 << 32, "line": 1 << 16, "interleave": 1 << 32, "row_bytes": 1 << 20,
    "page": 1 << 40, "frame": 1 << 40, "memory_bytes": 1 << 48,                # bytes
    "ways": 1 << 10, "channels": 1 << 12, "banks": 1 << 10, "shared_by": 1 << 10,
    "entries": 1 << 16, "write_batch": 1 << 12, "misses_per_cu": 1 << 12,      # counts
    "compute_units": 1 << 14, "atomic_lanes": 64,
    "bytes_per_cycle": 1 << 16, "bytes_per_second": 10 ** 15, "clock_mhz": 10 ** 5,
    "latency_clock_mhz": 10 ** 5,
    # A compute unit's figures, well above every chip's (4 SIMDs of 8 to 16 wave slots, 512
    # VGPRs a lane, 800 SGPRs, 64 KiB of LDS in 32 banks, 16 barriers).
    "simds_per_cu": 1 << 6, "wave_slots_per_simd": 1 << 6, "vgprs_per_simd_lane": 1 << 12,
    "sgprs_per_simd": 1 << 14, "lds_bytes": 1 << 24, "lds_banks": 1 << 10,
    "barriers_per_cu": 1 << 10, "fp64_fma_cycles": 1 << 16,
    "workgroup_dispatch_cycles": 1 << 16, "wave_dispatch_cycles": 1 << 10,
}
# The most wave slots a device may have over all its CUs (the timing model holds a wave's state
# per slot): MI300X has 9,728.
WAVE_SLOTS_MOST = 1 << 20
SETS_MOST = 1 << 22
NS_MOST = 10_000                # a DRAM timing of more nanoseconds is taken for a mistake
EFFICIENCY_LEAST = 0.01         # a DRAM sustaining less of its peak is taken for a mistake


def _above_most(record, names):
    """(field, why) for each of ``names`` whose value is above its MOST."""
    for name in names:
        value = getattr(record, name)
        if value is not None and value > MOST[name]:
            yield name, f"must be at most {MOST[name]:,}"


@dataclass(frozen=True)
class Cache:
    """One cache level: an instance's size, associativity and line, the load-to-use latency
    of a hit here, and its address-interleaved channels (each moving ``bytes_per_cycle``)."""
    size: int                   # bytes of one instance (a CU's L1, an XCD's L2, ...)
    ways: int
    line: int                   # bytes
    latency: int                # cycles from issue to data, for a hit at this level
    bytes_per_cycle: int        # per channel, engine clocks
    channels: int = 1
    interleave: int = 256       # bytes of consecutive addresses one channel holds
    shared_by: int = 1          # CUs sharing one instance (scalar and instruction caches)
    # A memory-side level on the fabric's own clock (MI300's Infinity Cache): its channels'
    # peak together in bytes a second, whatever the engine clock (None: bytes_per_cycle at
    # the engine clock)
    bytes_per_second: int = None

    @property
    def sets(self):
        """Sets of one channel."""
        return self.size // (self.channels * self.ways * self.line)

    def problems(self):
        """(field, why) for each impossible value, none for a possible cache."""
        for name in ("size", "ways", "line", "latency", "bytes_per_cycle", "channels",
                     "interleave", "shared_by"):
            value = getattr(self, name)
            if not is_integer(value) or value <= 0:
                yield name, "must be a positive integer"
                return
        for problem in _above_most(self, ("size", "ways", "line", "latency", "bytes_per_cycle",
                                          "channels", "interleave", "shared_by",
                                          "bytes_per_second")):
            yield problem
            return
        if self.bytes_per_second is not None and (not is_integer(self.bytes_per_second)
                                                  or self.bytes_per_second <= 0):
            yield "bytes_per_second", "must be a positive integer or None"
            return
        # Lines, channels and sets are address bits (the model indexes with shifts and masks).
        for name in ("line", "interleave", "channels"):
            value = getattr(self, name)
            if value & (value - 1):
                yield name, "must be a power of two"
                return
        if self.interleave < self.line:
            yield "interleave", f"must be at least the {self.line}-byte line"
        elif self.size % (self.channels * self.ways * self.line) or self.sets & (self.sets - 1):
            yield "size", (f"must hold a power of two of sets: {self.channels} channels x "
                           f"{self.ways} ways x {self.line}-byte lines")
        elif self.sets * self.line < self.interleave:
            # A line's low bits then pick its channel and set together (timing/memory).
            yield "size", (f"must give a channel a set for each line of its "
                           f"{self.interleave}-byte chunk")
        elif self.channels * self.sets > SETS_MOST:
            yield "size", (f"must give at most {SETS_MOST:,} sets over its channels (it gives "
                           f"{self.channels * self.sets:,})")


@dataclass(frozen=True)
class DramTiming:
    """The DRAM timing a controller obeys, in nanoseconds (the model converts them at the
    engine clock): ``rcd`` activate to read, ``rp`` precharge, ``rrd`` one activate to the
    next in a channel, ``faw`` the window four activates of a channel fit in, ``wtr`` write
    to read and ``rtw`` read to write on its data bus, ``refi`` the refresh interval (a
    refresh closes the rows: a row idle that long is taken closed); ``source`` where they
    come from."""
    rcd: float
    rp: float
    rrd: float
    faw: float
    wtr: float
    rtw: float
    refi: float
    source: str

    def problems(self):
        for name in ("rcd", "rp", "rrd", "faw", "wtr", "rtw", "refi"):
            value = getattr(self, name)
            if not isinstance(value, (int, float)) or not 0 <= value <= NS_MOST:
                yield name, f"must be a number of nanoseconds from 0 to {NS_MOST}"
                return
        if not isinstance(self.source, str) or not self.source:
            yield "source", "must name where the figures come from"


@dataclass(frozen=True)
class Dram:
    """Device memory: its kind, peak bandwidth, channels, load-to-use latency of a miss to it
    (one opening a row: what a pointer chase measures), and each channel's banks with an open
    row each. ``channels``: independent data buses (an HBM pseudo-channel, two per JEDEC
    channel; a GDDR5 device of 32 bits). ``efficiency``: the fraction of a channel's peak its
    data bus sustains streaming (refresh, command slots; fitted to the calibration set,
    docs/calibration.md); ``write_ratio``: how much faster its bus moves written lines than
    read ones (fitted likewise). ``timing``: DramTiming. ``write_batch``: writes a controller
    gathers before turning its bus round to write them (assumed). The address-to-channel and
    -bank mapping is timing/memory/dram.py's."""
    kind: str                   # "GDDR5", "HBM2", "HBM2e", "HBM3"
    bytes_per_second: int       # peak
    channels: int
    latency: int                # cycles from issue to data, for a miss to DRAM
    timing: DramTiming = None
    efficiency: float = 0.792   # fitted: MI300X streaming read / peak (docs/calibration.md)
    row_bytes: int = 1024       # a DRAM page per bank (pseudo-channel)
    banks: int = 16             # per channel
    write_batch: int = 32       # assumed
    # fitted: MI300X's streamed write (gpu-stream init) / its read, 4801 / 4199 GB/s
    write_ratio: float = 1.143

    def problems(self):
        names = ("bytes_per_second", "channels", "latency", "row_bytes", "banks", "write_batch")
        for name in names:
            value = getattr(self, name)
            if not is_integer(value) or value <= 0:
                yield name, "must be a positive integer"
                return
        yield from _above_most(self, names)
        for name in ("channels", "row_bytes", "banks"):
            value = getattr(self, name)
            if value & (value - 1):
                yield name, "must be a power of two"
                return
        if (not isinstance(self.efficiency, (int, float))
                or not EFFICIENCY_LEAST <= self.efficiency <= 1):
            yield "efficiency", f"must be a number from {EFFICIENCY_LEAST} to 1"
        elif (not isinstance(self.write_ratio, (int, float))
              or not 1 <= self.write_ratio <= 1 / self.efficiency):
            yield "write_ratio", "must be a number from 1 to 1 / efficiency (the peak)"
        if not isinstance(self.timing, DramTiming):
            yield "timing", "must be a DramTiming"
        else:
            for field, why in self.timing.problems():
                yield f"timing.{field}", why


@dataclass(frozen=True)
class Translation:
    """How a CU's virtual addresses reach the caches. ``frame``: bytes of an allocation that
    are physically contiguous, each frame placed at a pseudo-random physical frame (so a
    buffer's lines need not spread evenly over the cache sets), None for an allocation
    contiguous as a whole. ``entries``: translations of ``page``-byte regions a TLB keeps
    (LRU; one per CU's vector L1, one per scalar cache); a miss adds ``miss_latency`` cycles
    to the instruction (its walk). The figures are fitted to the calibration set
    (docs/calibration.md)."""
    frame: int
    entries: int
    page: int
    miss_latency: int

    def problems(self):
        for name in ("entries", "page", "miss_latency") + (("frame",) if self.frame else ()):
            value = getattr(self, name)
            if not is_integer(value) or value <= 0:
                yield name, "must be a positive integer"
                return
        yield from _above_most(self, ("entries", "page", "miss_latency", "frame"))
        for name in ("frame", "page"):
            value = getattr(self, name)
            if value and value & (value - 1):
                yield name, "must be a power of two"
                return


@dataclass(frozen=True)
class Hierarchy:
    """A device's memory hierarchy, from a CU's vector L1 to DRAM. ``mall``: MI300's Infinity
    Cache, None elsewhere. ``misses_per_cu``: vector L1 misses one CU keeps in flight (no public
    figure: assumed 64, enough for the published streaming bandwidths, 128 on gfx90a, whose L1
    lines are half CDNA3's; gfx942's 76 fitted to MI300X's L2 bandwidth, docs/calibration.md). ``atomic_cycles``: L2 cycles one
    atomic operation holds its address (assumed 4). ``atomic_lanes``: lanes' atomic
    operations an L2 channel performs a clock, to any addresses of its lines (1: fitted to
    MI300X's 253 G atomics a second with one counter per work-item, 120 a clock over its 128
    channels; docs/calibration.md, Session 13).
    ``translation``: frames and TLB (Translation above)."""
    l1: Cache
    scalar: Cache
    instruction: Cache
    l2: Cache                   # one per XCD
    mall: Cache
    dram: Dram
    misses_per_cu: int = 64
    atomic_cycles: int = 4
    atomic_lanes: int = 1
    translation: Translation = None     # None: virtual addresses as physical, no TLB

    def problems(self):
        if self.translation is not None:
            if not isinstance(self.translation, Translation):
                yield "translation", "must be a Translation or None"
            else:
                for field, why in self.translation.problems():
                    yield f"translation.{field}", why
        for name in ("l1", "scalar", "instruction", "l2", "mall"):
            level = getattr(self, name)
            if level is None and name == "mall":
                continue
            if not isinstance(level, Cache):
                yield name, "must be a Cache"
                continue
            for field, why in level.problems():
                yield f"{name}.{field}", why
        if not isinstance(self.dram, Dram):
            yield "dram", "must be a Dram"
        else:
            for field, why in self.dram.problems():
                yield f"dram.{field}", why
        for name in ("misses_per_cu", "atomic_cycles", "atomic_lanes"):
            value = getattr(self, name)
            if not is_integer(value) or value <= 0:
                yield name, "must be a positive integer"
                return
        yield from _above_most(self, ("misses_per_cu", "atomic_cycles", "atomic_lanes"))
        yield from self._lines()

    def _lines(self):
        """A miss asks the level below for one line of its own, and the caches see physical
        addresses frame by frame: a line must not be larger than the line of the level under
        it (the rest of it would never be fetched) nor than a frame (it would straddle two)."""
        levels = [getattr(self, name) for name in ("l1", "scalar", "l2", "mall")]
        if not all(isinstance(level, Cache) for level in levels[:3]) or not isinstance(
                self.mall, (Cache, type(None))):
            return                          # (problems() names the record that is not)
        for name in ("l1", "scalar"):
            if getattr(self, name).line > self.l2.line:
                yield f"{name}.line", f"must be at most the L2's {self.l2.line}-byte line"
        if self.mall is not None and self.mall.line < self.l2.line:
            yield "mall.line", f"must be at least the L2's {self.l2.line}-byte line"
        frame = self.translation.frame if isinstance(self.translation, Translation) else None
        longest = max(level.line for level in levels if level is not None)
        if frame and is_integer(frame) and frame < longest:
            yield "translation.frame", f"must be at least the longest line, {longest} bytes"


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
    # i mod xcds: an uneven split is kept as it falls (``dies``).
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
        for figure, why in _above_most(self, ("compute_units", "clock_mhz",
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
            self._refuse("xcds", f"more dies than its {self.compute_units} compute units")
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


def _device(name, aliases, target, cus, clocks, gib, source, **more):
    """A listed chip, running at its Clocks' default (the sustained clock where published)."""
    return DeviceConfig(name, aliases, TARGETS[target], cus, clocks.default, gib * GiB, source,
                        clocks=clocks, **more)


KiB, MiB = 1 << 10, 1 << 20
_GB = 10 ** 9
# Vector L1 ways: no public figure; fitted to the MI300X chase that reaches the L2 latency at
# 33.9 KiB, 6% past the L1's 32 KiB (calibration set, docs/calibration.md): with 4 ways a
# chase there would still hit in most sets; 64 is the fewest ways (a power of two) that miss
# in every set.
L1_WAYS = 64

# Address translation (docs/calibration.md). TLB: 32 entries of 2 MiB regions per vector L1, the
# reach of 64 MiB where the chase latencies start to climb on both MI210 (flat to 62.6 MB,
# higher from 68.9 MB) and MI300X (flat to 63.2 MB, higher from 65.9 MB); the region (a page
# directory entry's span) is assumed, only the reach is measured. The miss latency is fitted
# per device to one chase past the reach (calibration: mi210-chase-125m, 120 cycles;
# mi300x-chase-122m, 100). Frames: MI210's latency rises from about 4 MB, half its L2, which
# contiguous memory cannot do; scattered frames of 8 KiB fit the calibration chases at 6.98,
# 8.45 and 10.2 MB best among powers of two (4 KiB: rms error 2.7%, 8 KiB: 1.0%, 16 KiB:
# 5.9%). MI300X's chase steps within 2% of its L2 and Infinity Cache sizes as contiguous
# memory does (calibration: mi300x-chase-4166k), so its allocations are taken contiguous.
_TLB_PAGE, _TLB_ENTRIES = 2 * MiB, 32
_CDNA2_TRANSLATION = Translation(8 * KiB, _TLB_ENTRIES, _TLB_PAGE, 120)
_CDNA3_TRANSLATION = Translation(None, _TLB_ENTRIES, _TLB_PAGE, 100)

# DRAM timing (DramTiming, nanoseconds). JEDEC's HBM standards (JESD235, JESD238) are not
# public; the HBM figures are those of DRAMsim3's HBM2 8 Gb x128 preset (umd-memsys/DRAMsim3,
# configs/HBM2_8Gb_x128.ini: tCK 1 ns, tRCDRD 14, tRP 14, tRRD_S 4, tFAW 30, tWTR_S 6, tREFI
# 3900; its
# organisation: 4 bank groups of 4 banks a pseudo-channel, 64 columns of 128 bits, a 1 KiB
# page), read for HBM2e and HBM3 too (assumed: the core's nanoseconds change little with
# the interface's speed; Ramulator2's HBM3 preset gives 7 ns for tRCD and tRP and is marked
# by its authors as wanting sources). Read to write on the bus: 2 ns (assumed: a burst and a
# preamble). GDDR5: DRAMsim3's GDDR5 8 Gb x32 preset (configs/GDDR5_8Gb_x32.ini: tCK 0.5 ns,
# tRCDRD 24, tRP 24, tRRD 10, tFAW 40, tWTR 10, tREFI 3800; "not based on any specific
# product", its authors say) and a 2 KiB page per 32-bit device (GDDR5 data sheets' 8 Gb x32 parts).
_HBM_TIMING = DramTiming(14, 14, 4, 30, 6, 2, 3900, "DRAMsim3 HBM2_8Gb_x128 preset")
_GDDR5_TIMING = DramTiming(12, 12, 5, 20, 5, 2, 1900, "DRAMsim3 GDDR5_8Gb_x32 preset")

# Load-to-use latencies fitted to published pointer chases (docs/calibration.md) as this
# package's own chase kernel (gcnsim/kernels/micro_chase.cl) measures them: its step is the
# latency, rounded up to the wave's next issue turn, plus the loop's instructions (micro.py
# KERNEL_LOOP: 16 cycles on gfx90a, 8 on gfx942), each latency the one whose kernel step
# comes nearest its calibration figure. gfx90a: the MI210 chase of te42kyfo/gpu-benches
# (125.1 / 237.2 / 573.4 cycles at 4 kB / 264 kB / 16.1 MB: steps of 124, 236 and 572).
_CDNA2_L1, _CDNA2_L2, _CDNA2_DRAM = 108, 220, 556

# Every device: scalar and instruction caches 4-way with a 40-cycle hit (assumed: the CU
# model's stand-in for scalar memory; no published figure). A scalar cache takes one request
# a clock, a 64-byte line (ROCm profiler, sL1D speed of light: its peak is SQC_DCACHE_REQ at
# one a clock per scalar cache, 64 bytes each); at 16 bytes a clock the sharing CUs' kernel
# argument loads queued 600 cycles behind each other in a copy kernel.
#
# GCN (Hawaii, gfx701). AMD "Graphics Cores Next architecture" white paper (2012): a 16 KiB
# vector L1 per CU with 64-byte lines, 64 bytes a clock; a 16 KiB scalar data cache and a
# 32 KiB instruction cache each shared by up to 4 CUs; L2 channels of 64-128 KiB, 16-way,
# 64-byte lines, 64 bytes a clock each, one per 32-bit memory channel. Hawaii: 1 MiB L2 over
# 16 channels (512-bit GDDR5 bus); R9 290X specifications: 320 GB/s (5 Gbps). L2 interleave
# 256 B as ROCm's profiler documents for later chips (assumed here). Latencies assumed (no
# published Hawaii pointer chase found): the gfx90a figures below, its translation too.
_HAWAII = Hierarchy(
    l1=Cache(16 * KiB, L1_WAYS, 64, _CDNA2_L1, 64),
    scalar=Cache(16 * KiB, 4, 64, 40, 64, shared_by=4),
    instruction=Cache(32 * KiB, 4, 64, 40, 32, shared_by=4),
    l2=Cache(1 * MiB, 16, 64, _CDNA2_L2, 64, channels=16),
    mall=None,
    dram=Dram("GDDR5", 320 * _GB, 16, _CDNA2_DRAM, _GDDR5_TIMING, row_bytes=2048),
    translation=_CDNA2_TRANSLATION)

# Vega 10 (gfx900). Vega white paper: 4 MiB L2 in 16 channels; 16 KiB vector L1 and 64-byte
# lines as GCN; ROCm profiler documentation: the scalar and instruction caches shared by 3 CUs
# on GCN. RX Vega 64 specifications: two HBM2 stacks, 483.8 GB/s (8 channels a stack, each two
# pseudo-channels: 32 data buses).
# Latencies and translation assumed as for Hawaii.
_VEGA10 = Hierarchy(
    l1=Cache(16 * KiB, L1_WAYS, 64, _CDNA2_L1, 64),
    scalar=Cache(16 * KiB, 4, 64, 40, 64, shared_by=3),
    instruction=Cache(32 * KiB, 4, 64, 40, 32, shared_by=3),
    l2=Cache(4 * MiB, 16, 64, _CDNA2_L2, 64, channels=16),
    mall=None,
    dram=Dram("HBM2", 483_800_000_000, 32, _CDNA2_DRAM, _HBM_TIMING),
    translation=_CDNA2_TRANSLATION)

# CDNA2 (gfx90a), one GCD. CDNA2 white paper: 16 KiB vector L1 with 64-byte lines; 8 MiB L2,
# 16-way, 32 channels of 128 bytes a clock, 128-byte lines; four HBM2e stacks of 8 channels
# (16 pseudo-channels each), 1638.4 GB/s per GCD (3.2 TB/s per MI250X). ROCm profiler
# documentation: 32 L2 channels at 256-byte interleave, the scalar L1 shared by 2 CUs; ROCm GPU
# specifications: 16 KiB scalar and 64 KiB instruction cache per 2 CUs. Latencies: the MI210
# pointer chase of te42kyfo/gpu-benches (108 / 220 / 556 cycles, above; docs/calibration.md),
# the same die design. Misses in flight a CU: 128 (assumed, as the 64 elsewhere: no public
# figure), the 8 KiB of CDNA3's 64 misses of 128-byte lines: at 64 misses of its 64-byte L1
# lines a CU kept 4 KiB in flight, which over the 573-cycle DRAM latency (then) gave the MI210's
# 104 CUs at most 743 B a clock (1.26 TB/s at 1.7 GHz; Little's law) and the streaming read
# 988 GB/s at 100% occupancy, against the published 1345 (te42kyfo/gpu-benches).
_CDNA2 = Hierarchy(
    l1=Cache(16 * KiB, L1_WAYS, 64, _CDNA2_L1, 64),
    scalar=Cache(16 * KiB, 4, 64, 40, 64, shared_by=2),
    instruction=Cache(64 * KiB, 4, 64, 40, 32, shared_by=2),
    l2=Cache(8 * MiB, 16, 128, _CDNA2_L2, 128, channels=32),
    mall=None,
    dram=Dram("HBM2e", 1_638_400_000_000, 64, _CDNA2_DRAM, _HBM_TIMING),
    misses_per_cu=128,
    translation=_CDNA2_TRANSLATION)

# CDNA3 (gfx942). CDNA3 white paper: a 32 KiB vector L1 with 128-byte lines; 4 MiB L2 per XCD,
# 16-way, 16 channels of 128 bytes a clock; a 256 MiB Infinity Cache (MALL) of 128 channels
# of 2 MiB at 17.2 TB/s peak (64 bytes a clock each at 2.1 GHz; AMD's launch slides: "256MB
# Infinity Cache with 17TB/s of peak bandwidth"), on the fabric's clock, so the same bytes a
# second at any engine clock; eight HBM3 stacks of 16
# channels (32 pseudo-channels each), 5.3 TB/s. ROCm GPU specifications: 16 KiB scalar and
# 64 KiB instruction cache per 2 CUs. MALL ways and line assumed (16, the L2's line).
# Latencies: the MI300X pointer chase of xxrjun/gpu-benches (120.2 / 213.2 / 456.3 cycles at
# 16.6 kB / 98.9 kB / 16.2 MB) as the chase kernel measures them (above): 112 / 204 / 448
# (steps of 120, 212, 456); DRAM 779: the chase's 877.1 at 561 MB less its TLB misses there
# (88% of its loads at 100 cycles) and the kernel's loop. Misses in flight a CU: 76, no public
# figure, fitted to gpu-benches' gpu-cache at 256 kB (calibration figure mi300x-gpu-cache-256k,
# RRZE-HPC/gpu-benches: 28.6 TB/s, 82% of the L2s' 34.4 TB/s peak): with 64 the CUs could ask
# at most 64 x 128 bytes over the L2's ~210-cycle round trip, 25.2 TB/s; with 128 the model's
# channels serve 34 TB/s, 99% of their peak, where the hardware's flat 27.7-28.6 TB/s from 192
# kB to 512 kB keep below it (docs/calibration.md).
_CDNA3 = Hierarchy(
    l1=Cache(32 * KiB, L1_WAYS, 128, 112, 64),
    scalar=Cache(16 * KiB, 4, 64, 40, 64, shared_by=2),
    instruction=Cache(64 * KiB, 4, 64, 40, 32, shared_by=2),
    l2=Cache(4 * MiB, 16, 128, 204, 128, channels=16),
    mall=Cache(256 * MiB, 16, 128, 448, 64, channels=128,
               bytes_per_second=64 * 128 * 2100 * 10 ** 6),
    dram=Dram("HBM3", 5_300_000_000_000, 256, 779, _HBM_TIMING),
    misses_per_cu=76,
    translation=_CDNA3_TRANSLATION)


def _dram(hierarchy, **changes):
    """``hierarchy`` with its DRAM's fields changed (a sibling board's peak, a chip's
    sustained share of it)."""
    return dataclasses.replace(hierarchy, dram=dataclasses.replace(hierarchy.dram, **changes))


# MI300A: the same HBM3 (5.3 TB/s peak, data sheet) and Infinity Cache as MI300X, but its GPU
# streams far less of it: xxrjun/gpu-benches' gpu-stream read saturates at 2677 GB/s from 75%
# occupancy on (gpu-stream/mi300a.txt), against 4199 GB/s on MI300X with the same suite. The
# efficiency is fitted to that 100% row as MI300X's is to its own (calibration figure
# mi300a-stream-read: 2677 / 5300 = 0.505). Why the APU's GPU sustains less (six XCDs to
# MI300X's eight, the CPU dies on the same IODs' fabric) no public source says; the figure is
# a property of the chip's memory as its GPU sees it, not of the HBM3.
_MI300A = _dram(_CDNA3, efficiency=0.505)


# A workgroup's dispatch and retirement (DeviceConfig.workgroup_dispatch_cycles). No published
# figure was found (ROCm's profiler documents the workgroup manager's counters, not a rate;
# MGPUSim's wave dispatcher takes a latency of 0): fitted to
# gpu-benches' gpu-stream init column at 6.2% occupancy (one element a work-item, workgroups
# of 64, two a CU held there by 32 KiB of LDS; valid_stream.cl suite_init), where a
# workgroup's turn on its CU is its dispatch, one store and its retirement: MI300X 1030 GB/s
# (calibration figure mi300x-stream-init-6.2, xxrjun/gpu-benches; MI300A, the same XCDs,
# takes it), MI210 254 GB/s (mi210-stream-init-6.2, te42kyfo/gpu-benches; the other CDNA2
# chips take it). None fitted for gfx701 and gfx900 (no published run of the suite): 0.
_CDNA3_DISPATCH, _CDNA2_DISPATCH = 240, 355

# Each XCD's workgroup manager launching waves (DeviceConfig.wave_dispatch_cycles): no
# published rate. Fitted to gpu-benches' gpu-stream read at 50% occupancy on MI300X (2
# workgroups of 512 a CU, one element a work-item; calibration figure mi300x-stream-read-50,
# xxrjun/gpu-benches, 3098 GB/s): the published round of a CU's two slots grows from 1335
# cycles at 25% to 1688 at 50% (304 -> 608 waves an XCD a round) on MI300X and to 1729 on
# MI300A (the same XCDs, 228 CUs on the same HBM3), about 2.8 cycles a wave an XCD on both;
# MI300A's read at 50% stays in the validation set. The CDNA2 and older chips: 0 (MI210's
# published rounds give at most 0.83 cycles a wave over its die, too little to see).
_CDNA3_WAVE_DISPATCH = 2.75


# Clocks under load (Clocks). Published: Tom's Hardware's Radeon RX Vega 56 review (2017,
# "Overclocking, Underclocking, Efficiency & Temperature"): 1305 MHz on average with the
# Balanced profile's stock settings, The Witcher 3 at 4K (its worst case), against a
# 1471 MHz boost clock. Hawaii: Tom's Hardware (Radeon R9 290 and 290X reviews, 2013) gives
# only the range PowerTune holds a warm card in: 727-1000 MHz on the R9 290X and 662-947 on
# the R9 290; the middle of each is assumed. Vega 64 and MI25 are assumed to keep Vega 56's
# measured fraction (1305/1471). No clock under load of MI200 or MI300 parts was found in
# public material (AMD's ROCm blog "Measuring Max-Achievable FLOPs, part 2" gives MI300X's
# median clock under matrix load, but its table was not readable): assumed 1/1.16 of the
# peak, the least of the gaps (16% to 21%) between their peak-clock rates and the published
# achieved FP64 (MI250X) and MFMA (MI300X) rates that issue 26's audit compared.
_VEGA_LOAD = 1305 / 1471
_HAWAII_RANGE = "assumed: the middle of the {} MHz range Tom's Hardware measured under load"
_CDNA_LOAD = ("assumed: 1/1.16 of the peak (published achieved FP64 and MFMA rates are 16-21% "
              "below the peak-clock rates; no published clock under load)")
_VEGA_ASSUMED = "assumed: Vega 56's measured 1305/1471 of its boost clock (Tom's Hardware)"


def _clocks(peak, sustained=None, source=None, published=False):
    """A listed chip's Clocks; ``sustained`` a fraction of the peak or MHz."""
    if isinstance(sustained, float):
        sustained = round(peak * sustained)
    return Clocks(peak, sustained, published, source or "")


DEVICES = {d.name: d for d in (
    # AMD Radeon R9 290X/290 product specifications (Hawaii, GCN2): 44 / 40 CUs, up to
    # 1000 / 947 MHz, 4 GB GDDR5 on a 512-bit bus; double precision 1/8 of single (5.63 TFLOPS
    # FP32, 704 GFLOPS FP64 on the 290X): a wave64 f64 FMA 8 x 4 cycles.
    _device("r9-290x", ("hawaii",), "gfx701", 44,
            _clocks(1000, 864, _HAWAII_RANGE.format("727-1000")), 4,
            "AMD Radeon R9 290X specifications", memory=_HAWAII, fp64_fma_cycles=32),
    _device("r9-290", (), "gfx701", 40,
            _clocks(947, 805, _HAWAII_RANGE.format("662-947")), 4,
            "AMD Radeon R9 290 specifications", memory=_HAWAII, fp64_fma_cycles=32),
    # AMD Radeon RX Vega 64 / 56 and Radeon Instinct MI25 specifications (Vega 10, GCN5):
    # HBM2 at 483.8 / 409.6 / 484 GB/s; double precision 1/16 of single (Vega 64: 12.66
    # TFLOPS FP32, 791 GFLOPS FP64; MI25: 12.3 / 0.768): a wave64 f64 FMA 16 x 4 cycles.
    _device("vega64", ("vega10", "rx-vega64"), "gfx900", 64,
            _clocks(1546, _VEGA_LOAD, _VEGA_ASSUMED), 8,
            "AMD Radeon RX Vega 64 specifications (boost clock)", memory=_VEGA10,
            fp64_fma_cycles=64),
    _device("vega56", (), "gfx900", 56,
            _clocks(1471, 1305, "Tom's Hardware, Radeon RX Vega 56 review (2017): 1305 MHz "
                    "average, The Witcher 3 at 4K, Balanced profile", published=True), 8,
            "AMD Radeon RX Vega 56 specifications (boost clock)",
            memory=_dram(_VEGA10, bytes_per_second=409_600_000_000), fp64_fma_cycles=64),
    _device("mi25", (), "gfx900", 64,
            _clocks(1500, _VEGA_LOAD, _VEGA_ASSUMED), 16,
            "AMD Radeon Instinct MI25 specifications",
            memory=_dram(_VEGA10, bytes_per_second=484 * _GB), fp64_fma_cycles=64),
    # AMD Instinct MI200 series data sheets (CDNA2): MI250X 220 CUs and MI250 208 CUs on two
    # GCDs with 128 GB HBM2e, 1700 MHz; MI210 one GCD of 104 CUs with 64 GB.
    _device("mi250x", ("aldebaran",), "gfx90a", 110, _clocks(1700, 1 / 1.16, _CDNA_LOAD), 64,
            "AMD Instinct MI250X data sheet, one of its two GCDs", memory=_CDNA2,
            workgroup_dispatch_cycles=_CDNA2_DISPATCH),
    _device("mi250", (), "gfx90a", 104, _clocks(1700, 1 / 1.16, _CDNA_LOAD), 64,
            "AMD Instinct MI250 data sheet, one of its two GCDs", memory=_CDNA2,
            workgroup_dispatch_cycles=_CDNA2_DISPATCH),
    _device("mi210", (), "gfx90a", 104, _clocks(1700, 1 / 1.16, _CDNA_LOAD), 64,
            "AMD Instinct MI210 data sheet", memory=_CDNA2,
            workgroup_dispatch_cycles=_CDNA2_DISPATCH),
    # AMD Instinct MI300X / MI300A data sheets (CDNA3): 304 / 228 CUs, 2100 MHz peak,
    # 192 GB / 128 GB (unified with the CPUs) HBM3 at 5.3 TB/s; the CDNA3 white paper: 38
    # active CUs per XCD, 8 XCDs on MI300X and 6 on MI300A.
    _device("mi300x", ("mi300",), "gfx942", 304, _clocks(2100, 1 / 1.16, _CDNA_LOAD), 192,
            "AMD Instinct MI300X data sheet", xcds=8, memory=_CDNA3,
            workgroup_dispatch_cycles=_CDNA3_DISPATCH,
            wave_dispatch_cycles=_CDNA3_WAVE_DISPATCH),
    _device("mi300a", (), "gfx942", 228, _clocks(2100, 1 / 1.16, _CDNA_LOAD), 128,
            "AMD Instinct MI300A data sheet", xcds=6, memory=_MI300A,
            workgroup_dispatch_cycles=_CDNA3_DISPATCH,
            wave_dispatch_cycles=_CDNA3_WAVE_DISPATCH),
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
    if not isinstance(name, str):
        config = getattr(name, "config", None)
        hint = " (a runtime Device's is its .config)" if isinstance(config, DeviceConfig) else ""
        raise TargetError(f"a device is a name, a Target or a DeviceConfig, got "
                          f"{type(name).__name__} {name!r:.40}{hint}")
    key = name.lower()
    if key in DEFAULT_DEVICE:
        return DEVICES[DEFAULT_DEVICE[key]]
    device = _BY_NAME.get(key)
    if device is None:
        raise TargetError(f"unknown device or target '{name}' (known: {known_names()})")
    return device


def known_names():
    """Every accepted name, targets first, as one comma-separated string."""
    return ", ".join(list(TARGETS) + list(_BY_NAME))
