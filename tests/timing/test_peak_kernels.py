"""Peak arithmetic throughput measured as a microbenchmark would on hardware: the ordinary
OpenCL kernels of gcnsim/kernels/micro_peak.cl (eight independent FMA chains a work-item, 16
steps a loop; four independent MFMA accumulations a wave), built with clang-19 and timed on a
two-CU variant of each default device. The configuration fixes the peak: every SIMD issuing
one FMA (or MFMA) each time the last one frees it,

    peak = CUs x SIMDs x FLOPs per wave-instruction / cycles it holds the SIMD x clock

with the cycles from LLVM's scheduling models and the chip's double rate
(isa/issue.device_valu_cycles) or the MFMA pass table (isa/mfma_timing.py). Two answers follow:
a run can never take fewer cycles than its FMAs hold each SIMD (exact), and the marginal rate
between two loop counts (the kernel-argument loads and the final sums cancel out) reaches the
peak but for the loop's scalar instructions, which other waves' FMAs cover (2%)."""
import dataclasses
import shutil
from pathlib import Path

import numpy as np
import pytest

from gcnsim.isa import mfma_timing
from gcnsim.isa.devices import get_device
from gcnsim.isa.issue import device_valu_cycles
from gcnsim.runtime import Device

KERNEL = Path(__file__).resolve().parents[2] / "gcnsim" / "kernels" / "micro_peak.cl"
pytestmark = pytest.mark.skipif(shutil.which("clang-19") is None, reason="needs clang-19")
CUS, WAVES_PER_SIMD = 2, 4
# The marginal rate between these loop counts: from 16 loops on every wave's start and end (its
# store acknowledged) are hidden behind the other waves' work (from 4, MI300X's MFMAs gave 8.4%
# above their rate; from 8, 4.4%).
LOOPS = (16, 24)
STEPS = 8 * 16                  # FMAs a loop in each work-item: 8 chains x 16 steps


def _variant(name):
    return dataclasses.replace(get_device(name), compute_units=CUS, xcds=1)


def _vector(device, precision):
    """(kernel, FLOPs a wave-instruction, instruction) of the FMA the compiler emits."""
    packed = device.target.has("packed_fp32")
    return {"f32": ("micro_peak_f32", 64 * (4 if packed else 2),
                    "v_pk_fma_f32" if packed else "v_fma_f32"),
            "f64": ("micro_peak_f64", 64 * 2, "v_fma_f64"),
            "f16": ("micro_peak_f16", 64 * 4, "v_pk_fma_f16")}[precision]


def _configured(device, flops, cycles):
    """GFLOPS of every SIMD of the variant issuing one such instruction every ``cycles``."""
    return device.compute_units * device.simds_per_cu * flops / cycles * device.clock_mhz / 1e3


def _measure(prog, kernel, items, flops_per_loop, args):
    """(GFLOPS between the two loop counts: extra FLOPs over extra time, cycles of each)."""
    runs = []
    for n in LOOPS:
        launch = getattr(prog, kernel)(*args(n), grid=items, block=256, timing=True)
        runs.append((n * flops_per_loop, launch.timing.seconds, launch.timing.cycles))
    (f1, s1, c1), (f2, s2, c2) = runs
    return (f2 - f1) / (s2 - s1) / 1e9, (c1, c2)


CASES = [("r9-290x", "f32"), ("r9-290x", "f64"), ("vega64", "f32"), ("vega64", "f64"),
         ("vega64", "f16"), ("mi250x", "f32"), ("mi250x", "f64"), ("mi250x", "f16"),
         ("mi300x", "f32"), ("mi300x", "f64"), ("mi300x", "f16")]


@pytest.mark.parametrize("name,precision", CASES)
def test_vector_fma_peak(name, precision):
    device = _variant(name)
    kernel, flops, instruction = _vector(device, precision)
    dev = Device(config=device)
    prog = dev.load(KERNEL)
    items = CUS * device.simds_per_cu * WAVES_PER_SIMD * 64
    dtype = {"f32": np.float32, "f64": np.float64, "f16": np.float16}[precision]
    lanes = 2 if precision == "f16" else 1
    out = dev.array(np.zeros(items * lanes, dtype))
    a, b = (np.ones(2, dtype), np.zeros(2, dtype)) if lanes == 2 else (dtype(1), dtype(0))
    per_loop = items * STEPS * 2 * lanes           # 2 FLOPs an FMA, per lane of a half2 too
    got, cycles = _measure(prog, kernel, items, per_loop, lambda n: (out, np.uint32(n), a, b))
    held = device_valu_cycles(device, instruction)
    for n, run in zip(LOOPS, cycles):              # each SIMD's FMAs, back to back
        assert run >= WAVES_PER_SIMD * n * STEPS * lanes * 64 * 2 // flops * held
    want = _configured(device, flops, held)
    assert want * 0.98 <= got <= want * 1.0005, (got, want)


@pytest.mark.parametrize("name", ["mi250x", "mi300x"])
def test_mfma_peak(name):
    device = _variant(name)
    dev = Device(config=device)
    prog = dev.load(KERNEL)
    items = CUS * device.simds_per_cu * WAVES_PER_SIMD * 64
    out = dev.array(np.zeros(items, np.float32))
    a = b = np.ones(4, np.float16)
    flops = 2 * 32 * 32 * 8                         # one v_mfma_f32_32x32x8f16, a wave
    per_loop = items // 64 * 4 * flops
    got, cycles = _measure(prog, "micro_peak_mfma", items, per_loop,
                           lambda n: (out, np.uint32(n), a, b))
    held = mfma_timing.cycles(device.target, "v_mfma_f32_32x32x8f16")
    for n, run in zip(LOOPS, cycles):              # each SIMD's matrix core, never idle
        assert run >= WAVES_PER_SIMD * n * 4 * held
    want = _configured(device, flops, held)
    assert want * 0.98 <= got <= want * 1.0005, (got, want)     # never above the peak
