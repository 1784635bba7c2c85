"""The roofline of a timed kernel on its device (S. Williams, A. Waterman, D. Patterson,
"Roofline: an insightful visual performance model for multicore architectures", CACM 52(4),
2009): the FLOP rate a kernel can reach is min(compute peak, arithmetic intensity x DRAM
bandwidth), its arithmetic intensity (AI) being its FLOPs per byte moved to or from DRAM. A
kernel whose AI is below the ridge point (peak / bandwidth) is memory-bound.

FLOPs are counted from the wave-instructions the replay issued (the model has no FLOP counter):
a vector instruction does 64 lanes x its FLOPs per lane (FMA, MAD, MAC: 2; add, sub, mul: 1;
packed ``v_pk_*``: twice that; transcendentals, min/max, compares, conversions and dot products:
none, as rocprof's FLOP counters skip them), counting the active lanes as those counters do:
the vector FLOPs of 64 lanes are scaled by the functional run's VALU lane utilisation (active
lanes over 64 per VALU wave-instruction, RunStats; EXEC is counted over every VALU instruction,
not per instruction, so FLOP instructions run with fewer lanes than the rest are credited with
the mean: ``lanes`` None, unknown, counts every lane). An MFMA reads and writes every lane
whatever EXEC holds, and does
2 x M x N x K FLOPs per output block, and its output blocks hold 64 lanes x its vdst registers
(one element each, two for f64); a sparse ``v_smfmac``'s K is the dense one it stands for, as
AMD counts its peaks. These are the FLOPs executed, as the hardware's counters count them: waves
that compute the same outputs are each counted (Triton's 32 x 32 block on 4 waves with 32 x 32 x 8
MFMAs, every wave computing the whole block, does 4 x 2 M N K). FLOPs go to a class: vector
``fp16`` (bf16 too), ``fp32``, ``fp64``, and ``mfma_<input type>`` (``mfma_i8`` counts integer
operations, as AMD's TOPS do).

The roofs are instruction peaks: every SIMD of every CU issuing one instruction back to back, its
FLOPs per wave over the cycles it holds its SIMD (isa/issue.py ``device_valu_cycles``, the chip's
double rate included) or its matrix core (mfma_timing.py). The vector FP32 roof is the one the
kernel's instructions can reach: ``v_fma_f32``'s for its unpacked FLOPs, ``v_pk_fma_f32``'s
(twice that on gfx90a and gfx942) for its packed ones (a kernel without packed instructions
is held to half the data sheet's FP32 peak, which is also given, as ``fp32_packed``); the FP64
one ``v_fma_f64``'s; for the vector FP16 and MFMA
classes a kernel uses, the fastest instruction of the class it issued. The kernel's compute roof is
the rate of its own FLOP mix with the VALU and the matrix cores each at their peaks, side by side
(an MFMA co-executes with VALU work): FLOPs / max(sum over the vector classes of FLOPs / peak, the
same over the matrix classes). The bandwidth roof is the DRAM's peak (devices.py
``Dram.bytes_per_second``); its bytes are the DRAM's transfers during the run
(MemorySystem.counters: reads and the write-backs of dirty lines evicted; stores still held dirty by
the L2 or Infinity Cache at the end are not counted, as a hardware counter of the DRAM's traffic
would not count them either).

    >>> from gcnsim.isa.targets import get_target
    >>> wave_flops(get_target("gfx90a"), "v_pk_fma_f32"), wave_flops(get_target("gfx900"),
    ...                                                              "v_add_f32")
    (('fp32', 256), ('fp32', 64))
    >>> wave_flops(get_target("gfx90a"), "v_mfma_f32_32x32x8f16")   # 2 x 32 x 32 x 8
    ('mfma_f16', 16384)
"""
import re
from dataclasses import dataclass

from ..isa import mfma_timing
from ..isa.issue import device_valu_cycles
from ..isa.opcodes import op_table

LANES = 64                      # a wave64 (every target here runs 64-lane waves)
_FMA = frozenset({"fma", "fmac", "fmaak", "fmamk", "mad", "mac", "madak", "madmk", "div_fmas",
                  "fma_legacy", "mad_legacy", "mac_legacy", "fma_mix", "mad_mix", "fma_mixlo",
                  "fma_mixhi", "mad_mixlo", "mad_mixhi"})
_ONE = frozenset({"add", "sub", "subrev", "mul", "mul_legacy"})
_PRECISION = {"f16": "fp16", "bf16": "fp16", "f32": "fp32", "f64": "fp64"}
_VECTOR = re.compile(r"v_(pk_)?([a-z_]+?)_(f16|bf16|f32|f64)")
_MATRIX = re.compile(r"v_s?mfmac?_([fi]\d+)_(\d+)x(\d+)x(\d+)_?(?:\d+b_)?([a-z]+\d+)")
_INPUT = {"bf8": "fp8", "xf32": "xf32"}         # fp8 and bf8 mixes share one class
VECTOR_CLASSES = ("fp16", "fp32", "fp64")


def wave_flops(target, name):
    """(FLOP class, FLOPs) of one wave-instruction ``name`` on ``target``, or None for an
    instruction that does no floating-point arithmetic counted in a roofline."""
    if mfma_timing.is_mfma(name):
        return _matrix_flops(target, name)
    match = _VECTOR.fullmatch(name)
    if match is None:
        return None
    packed, base, kind = match.groups()
    per_lane = 2 if base in _FMA else 1 if base in _ONE else 0
    if not per_lane:
        return None
    return _PRECISION[kind], LANES * per_lane * (2 if packed else 1)


def _matrix_flops(target, name):
    match = _MATRIX.match(name)
    if match is None:
        return None
    out, k, kind = match.group(1), int(match.group(4)), match.group(5)
    rows, _ = op_table(target).lookup(name)
    width = next(o.width for o in rows[0].operands if o.field == "vdst")
    outputs = LANES * width // (2 if out == "f64" else 1)
    return f"mfma_{_INPUT.get(kind, kind)}", 2 * k * outputs


def instruction_gflops(device, name):
    """The GFLOPS of ``device`` issuing ``name`` on every SIMD back to back (a vector or MFMA
    instruction that does FLOPs)."""
    target = device.target
    _, flops = wave_flops(target, name)
    if mfma_timing.is_mfma(name):
        cycles = mfma_timing.cycles(target, name)
    else:
        cycles = device_valu_cycles(device, name)
    return device.compute_units * device.simds_per_cu * flops / cycles * device.clock_mhz / 1e3


def vector_peak(device, precision, packed=True):
    """The vector FMA peak of ``device`` in GFLOPS, ``precision`` "fp32" or "fp64"; FP32's
    with the packed FMA where the target has it, unless ``packed`` is False."""
    packed = packed and precision == "fp32" and device.target.has("packed_fp32")
    return instruction_gflops(device, "v_pk_fma_f32" if packed else f"v_fma_f{precision[2:]}")


def _fp32_peak(device, fp32, packed):
    """The vector FP32 roof of a kernel whose ``fp32`` FLOPs include ``packed`` ones from
    packed instructions: each at its instruction's peak, the rest at the FMA's (v_pk_fma_f32
    doubles the rate only for the FLOPs it does: a kernel without it reaches half the data
    sheet's FP32 peak on gfx90a and gfx942); the unpacked FMA's without FP32 FLOPs."""
    single, double = vector_peak(device, "fp32", packed=False), vector_peak(device, "fp32")
    if not packed or packed >= fp32:
        return double if packed else single
    return fp32 / ((fp32 - packed) / single + packed / double)


@dataclass(frozen=True)
class Roofline:
    """A kernel's place on its device's roofline. ``flops``: FLOP class -> FLOPs it did;
    ``peaks``: class -> GFLOPS of each roof (the vector FP32 and FP64 ones always, FP32's
    that of the kernel's mix of packed and unpacked instructions, with "fp32_packed" the
    packed FMA's where that is out of its reach; the others where the kernel does FLOPs of
    the class); ``bandwidth``: the DRAM peak, bytes a second;
    ``lanes``: the VALU lane utilisation its vector FLOPs are scaled by (None: every lane)."""
    device: str
    flops: dict
    peaks: dict
    bandwidth: float
    dram_bytes: int
    seconds: float
    lanes: float = None

    @classmethod
    def of(cls, device, issued, dram_bytes, seconds, lanes=None):
        """The Roofline of a run on ``device`` (a DeviceConfig) that issued ``issued`` (op name
        -> wave-instructions) with ``lanes`` of its VALU lanes active (None: unknown, every
        lane counted), moved ``dram_bytes`` and took ``seconds``."""
        target = device.target
        flops, fastest, packed = {}, {}, 0
        for name, count in issued.items():
            counted = wave_flops(target, name) if count else None
            if counted is None:
                continue
            kind, per_wave = counted
            if kind in VECTOR_CLASSES and lanes is not None:
                per_wave *= lanes
            flops[kind] = flops.get(kind, 0) + count * per_wave
            if kind == "fp32" and name.startswith("v_pk_"):
                packed += count * per_wave
            if kind not in ("fp32", "fp64"):
                fastest[kind] = max(fastest.get(kind, 0), instruction_gflops(device, name))
        peaks = {"fp32": _fp32_peak(device, flops.get("fp32", 0), packed),
                 "fp64": vector_peak(device, "fp64"), **fastest}
        if peaks["fp32"] < vector_peak(device, "fp32"):     # the data sheet's, out of reach
            peaks["fp32_packed"] = vector_peak(device, "fp32")
        return cls(device.name, {kind: round(n) for kind, n in flops.items()}, peaks,
                   device.memory.dram.bytes_per_second, dram_bytes, seconds, lanes)

    @property
    def total_flops(self):
        return sum(self.flops.values())

    @property
    def intensity(self):
        """FLOPs per DRAM byte (infinite for FLOPs without DRAM traffic, 0 without FLOPs)."""
        if not self.dram_bytes:
            return float("inf") if self.total_flops else 0.0
        return self.total_flops / self.dram_bytes

    @property
    def gflops(self):
        return self.total_flops / self.seconds / 1e9 if self.seconds else 0.0

    @property
    def gbps(self):
        """Achieved DRAM bandwidth, GB/s."""
        return self.dram_bytes / self.seconds / 1e9 if self.seconds else 0.0

    @property
    def compute_roof(self):
        """GFLOPS of the kernel's FLOP mix with the VALU and the matrix cores at their peaks
        side by side; the FP32 peak for a kernel without FLOPs."""
        if not self.total_flops:
            return self.peaks["fp32"]
        vector = sum(n / self.peaks[k] for k, n in self.flops.items() if k in VECTOR_CLASSES)
        matrix = sum(n / self.peaks[k] for k, n in self.flops.items()
                     if k not in VECTOR_CLASSES)
        return self.total_flops / max(vector, matrix)

    @property
    def ridge(self):
        """The AI (FLOPs per byte) where the bandwidth roof meets the compute roof."""
        return self.compute_roof * 1e9 / self.bandwidth

    def roof(self, intensity=None):
        """GFLOPS the roofline allows at ``intensity`` (the kernel's by default)."""
        intensity = self.intensity if intensity is None else intensity
        return min(self.compute_roof, intensity * self.bandwidth / 1e9)

    @property
    def bound(self):
        return "memory" if self.intensity < self.ridge else "compute"

    def as_dict(self):
        return {"device": self.device, "flops": dict(self.flops), "peaks_gflops": self.peaks,
                "dram_peak_gbps": self.bandwidth / 1e9, "dram_bytes": self.dram_bytes,
                "lane_utilisation": self.lanes,
                "intensity": self.intensity if self.intensity < float("inf") else None,
                "gflops": self.gflops, "gbps": self.gbps,
                "compute_roof_gflops": self.compute_roof, "ridge": self.ridge,
                "roof_gflops": self.roof(), "bound": self.bound}
