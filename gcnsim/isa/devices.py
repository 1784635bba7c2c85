"""Devices: the chips a user names, each a DeviceConfig row (device_config.py) with its target,
its size, its clocks and its memory hierarchy (hierarchy.py), every figure with its source.

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

from ..errors import TargetError
from .device_config import GiB, Clocks, DeviceConfig
from .hierarchy import Cache, Dram, DramTiming, Hierarchy, Translation
from .targets import TARGETS, Target


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
# 3900, CL 14, tRAS 34, tWR 16; its organisation: 4 bank groups of 4 banks a pseudo-channel,
# 64 columns of 128 bits, a 1 KiB page), read for HBM2e and HBM3 too (assumed: the core's nanoseconds change little with
# the interface's speed; Ramulator2's HBM3 preset gives 7 ns for tRCD and tRP and is marked
# by its authors as wanting sources). Read to write on the bus: 2 ns (assumed: a burst and a
# preamble). GDDR5: DRAMsim3's GDDR5 8 Gb x32 preset (configs/GDDR5_8Gb_x32.ini: tCK 0.5 ns,
# tRCDRD 24, tRP 24, tRRD 10, tFAW 40, tWTR 10, tREFI 3800, CL 24, tRAS 56, tWR 24; "not
# based on any specific product", its authors say) and a 2 KiB page per 32-bit device (GDDR5
# data sheets' 8 Gb x32 parts).
_HBM_TIMING = DramTiming(14, 14, 4, 30, 6, 2, 3900, 14, 34, 16,
                         "DRAMsim3 HBM2_8Gb_x128 preset")
_GDDR5_TIMING = DramTiming(12, 12, 5, 20, 5, 2, 1900, 12, 28, 12,
                           "DRAMsim3 GDDR5_8Gb_x32 preset")

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
# achieved FP64 (MI250X) and MFMA (MI300X) rates that an outside audit compared.
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
