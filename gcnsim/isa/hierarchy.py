"""A device's memory hierarchy as frozen records, each checked: the caches (Cache), the DRAM
(Dram) and its timings in nanoseconds (DramTiming), address translation (Translation), and the
whole from a CU's vector L1 to DRAM (Hierarchy); and the largest value each figure of a
device may take (MOST).

A record checks only itself: ``problems()`` yields (dotted field, why) for each impossible
figure, and the DeviceConfig holding it (device_config.py) raises DeviceConfigError naming the
device and the field. The figures of each listed chip, with their sources, are devices.py's.

    >>> Cache(16 * 1024, 64, 64, 108, 64).sets          # sets of one channel
    4
    >>> list(Cache(16 * 1024, 64, 48, 108, 64).problems())
    [('line', 'must be a power of two')]
"""
from dataclasses import dataclass

from ..bits import is_integer

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
SETS_MOST = 1 << 22
NS_MOST = 10_000                # a DRAM timing of more nanoseconds is taken for a mistake
EFFICIENCY_LEAST = 0.01         # a DRAM sustaining less of its peak is taken for a mistake
_NAMES = {"l2": "L2", "mall": "Infinity Cache"}     # a level's name in a message


def above_most(record, names):
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
        for problem in above_most(self, ("size", "ways", "line", "latency", "bytes_per_cycle",
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
            yield "size", (f"must hold a power of two of sets of channels x ways x line "
                           f"({self.channels} x {self.ways} x {self.line} bytes): "
                           f"{self._sizes_near()} would do, or change ways, line or channels")
        elif self.sets * self.line < self.interleave:
            # A line's low bits then pick its channel and set together (timing/memory).
            yield "size", self._chunk_advice()
        elif self.channels * self.sets > SETS_MOST:
            yield "size", (f"must give at most {SETS_MOST:,} sets over its channels (it gives "
                           f"{self.channels * self.sets:,})")


    def _chunk_advice(self):
        """Why the sets of a channel are too few for its chunk, and three ways out."""
        fewer = self.size // (self.channels * self.interleave)
        ways = f", ways = {fewer} or fewer" if fewer >= 1 else ""
        return (f"it gives each of its {self.channels} channel(s) {self.sets} set(s) of "
                f"{self.line}-byte lines, fewer than the lines of the {self.interleave}-byte "
                f"chunk a channel holds (interleave): {self._sizes_near()} would do{ways}, or "
                f"interleave = {max(self.sets * self.line, self.line)}")

    def _sizes_near(self):
        """The possible sizes nearest ``size`` with these ways, line, channels and
        interleave, in words ("8192 or 16384")."""
        least = self.channels * self.ways * self.line * max(1, self.interleave // self.line)
        below = least
        while below * 2 <= self.size:
            below *= 2
        near = [below, below * 2] if below < self.size else [below]
        return " or ".join(f"size = {n}" for n in near)


@dataclass(frozen=True)
class DramTiming:
    """The DRAM timing a controller obeys, in nanoseconds (the model converts them at the
    engine clock): ``rcd`` activate to read, ``rp`` precharge, ``rrd`` one activate to the
    next in a channel, ``faw`` the window four activates of a channel fit in, ``wtr`` write
    to read and ``rtw`` read to write on its data bus, ``refi`` the refresh interval (a
    refresh closes the rows: a row idle that long is taken closed), ``cl`` a read command to
    its data (the bus idles ``wtr + cl`` turning from writes to reads), ``ras`` a row's least
    time open (a bank's activates ``rp + ras`` apart), ``wr`` write recovery (a written row
    closed that long after its last write's data); ``source`` where they come from."""
    rcd: float
    rp: float
    rrd: float
    faw: float
    wtr: float
    rtw: float
    refi: float
    cl: float
    ras: float
    wr: float
    source: str

    def problems(self):
        for name in ("rcd", "rp", "rrd", "faw", "wtr", "rtw", "refi", "cl", "ras", "wr"):
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
        yield from above_most(self, names)
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
        yield from above_most(self, ("entries", "page", "miss_latency", "frame"))
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
    channels; docs/calibration.md, "The memory's structure, atomics in time, warm launches").
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
        yield from above_most(self, ("misses_per_cu", "atomic_cycles", "atomic_lanes"))
        yield from self._lines()
        yield from self._sizes()

    def _sizes(self):
        """A level no larger than the one below it (an instance each: a CU's L1 against an
        XCD's L2, an L2 against the Infinity Cache): every line a level holds was fetched
        through the one below, so no GPU builds the upper one larger (Vega 64: 16 KiB L1s,
        4 MiB L2; MI300X: 4 MiB L2s, a 256 MiB Infinity Cache)."""
        if not all(isinstance(getattr(self, name), Cache)
                   for name in ("l1", "scalar", "instruction", "l2")):
            return                          # (problems() names the record that is not)
        below = [(name, "l2") for name in ("l1", "scalar", "instruction")]
        below += [("l2", "mall")] if isinstance(self.mall, Cache) else []
        for name, under in below:
            size, limit = getattr(self, name).size, getattr(self, under).size
            if is_integer(size) and is_integer(limit) and size > limit:
                yield (f"{name}.size", f"must be at most the {_NAMES[under]}'s {limit:,} bytes "
                       f"(memory.{under}.size), the level below it: every line it holds is "
                       "fetched through that level, and no GPU builds the upper one larger")

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
