"""The roofline (timing/roofline.py) of the PolyBench- and Rodinia-style kernels of the corpus,
timed on the default device of each target (R9 290X, Vega 64, MI250X, MI300X).

For each kernel and device: the achieved FLOP rate is at most the roof at the kernel's
arithmetic intensity, min(compute peak, AI x DRAM peak), and the DRAM bandwidth at most its
peak; the FLOPs counted are at least the algorithm's; the AI lies between what the algorithm
allows (below: its FLOPs over every byte of its buffers, each moved once, and 8 KiB for the
kernel arguments' and code's lines, assumed; above: the FLOPs counted over the bytes of its
inputs, each read from DRAM once at least, the caches starting cold), and the classification
is the one those bounds give on the device (every kernel here has both on one side of every
ridge). A memory-bound kernel sits below the bandwidth roof by no more than the latency-
bandwidth model says, within FACTOR: its cycles are at most FACTOR x (its dependent DRAM round
trips x the DRAM latency + its DRAM bytes at the sustained rate, Dram.efficiency of the peak).
These launches are small: most are latency-bound, far below the bandwidth roof, as they would
be on the hardware.

The roofs themselves are the data sheets' (AMD's figures for each chip).
"""
import dataclasses
import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

from gcnsim.isa.devices import DEFAULT_DEVICE, get_device
from gcnsim.runtime import Device
from gcnsim.timing.roofline import Roofline, instruction_gflops, vector_peak

from ..kernels import corpus as cor
from ..kernels.cases import CASES
from ..kernels.test_kernels import KERNELS, build

FIGURES = Path(__file__).resolve().parents[1] / "data" / "calibration" / "figures.json"

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")
# Assumed: what a launch spends besides its DRAM round trips and transfers (wave launch,
# instruction fetch, LDS phases between barriers, L2 latencies of stores and atomics) stays
# below 3 times them in these kernels.
FACTOR = 4
SMALL = 8 * 1024                # bytes: kernel arguments' and code's lines (assumed)


@dataclass(frozen=True)
class Kernel:
    case: object            # tests/kernels/cases.py Case
    flops: int              # the algorithm's FLOPs
    inputs: tuple           # the argument indices of the buffers it reads
    trips: int              # dependent DRAM round trips: kernel arguments, then its loads


def _case(name):
    return next(c for c in CASES if c.name == name)


_LOOP = dataclasses.replace(_case("uniform_loop/degree5"), name="uniform_loop/degree512",
                            grid=(1024,), block=(256,), build=cor.uniform_loop_args(1024, 512, 0))
KERNELS_TIMED = [
    Kernel(_case("vector_add/two_batches"), 70000, (0, 1), 2),          # c = a + b
    Kernel(_case("saxpy/partial"), 2 * 1000, (1, 2), 2),                # y = fma(a, x, y)
    Kernel(_case("reduce_lds/four_groups"), 4 * 255, (0,), 2),          # 255 adds a group
    Kernel(_case("scan_lds/eight_groups"), 0, (0,), 2),                 # integers
    Kernel(_case("histogram_lds/16_wave_groups"), 0, (0, 1), 3),        # then atomics on bins
    Kernel(_case("matmul_tiled/n48"), 2 * 48 ** 3, (0, 1), 1 + 3),      # a tile pair per 16
    Kernel(_case("stencil_lds/padded"), 6 * 50 * 37, (0,), 2),          # 3 adds, mul, fma
    Kernel(_case("transpose_lds/padded"), 0, (0,), 2),
    Kernel(_LOOP, 2 * 512 * 1024, (0, 2), 2),                           # Horner: 512 fmas
]
RUNS = [(k, t) for k in KERNELS_TIMED for t in TARGETS
        if (KERNELS / t / f"{k.case.source}.hsaco").exists()]


def run(kernel, target, profile=True):
    """(Launch, the host arguments) of ``kernel`` timed (and profiled) on ``target``'s
    default device."""
    case = kernel.case
    args, _ = build(case)
    dev = Device(DEFAULT_DEVICE[target])
    program = dev.load(KERNELS / target / f"{case.source}.hsaco")
    device_args = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
    launch = getattr(program, case.kernel)(*device_args, grid=case.grid, block=case.block,
                                           timing=True, profile=profile)
    return launch, args


@pytest.mark.slow
@pytest.mark.parametrize("kernel,target", RUNS, ids=[f"{k.case.name}-{t}" for k, t in RUNS])
def test_kernel_sits_under_its_roof(kernel, target):
    launch, args = run(kernel, target)
    device = get_device(DEFAULT_DEVICE[target])
    roof = launch.timing.profile.roofline
    assert roof.gflops <= roof.roof() * (1 + 1e-12)
    assert roof.gbps * 1e9 <= roof.bandwidth
    assert roof.total_flops >= kernel.flops
    buffers = sum(a.nbytes for a in args if isinstance(a, np.ndarray))
    compulsory = sum(args[i].nbytes for i in kernel.inputs)
    assert compulsory <= roof.dram_bytes <= buffers + SMALL
    low, high = kernel.flops / (buffers + SMALL), roof.total_flops / compulsory
    assert high < roof.ridge or low > roof.ridge
    assert roof.bound == ("memory" if high < roof.ridge else "compute")
    if roof.bound == "memory":
        dram = device.memory.dram
        sustained = dram.bytes_per_second * dram.efficiency / (device.clock_mhz * 1e6)
        model = kernel.trips * dram.latency + roof.dram_bytes / sustained
        assert launch.timing.cycles <= FACTOR * model


VALIDATION = FIGURES.parents[1] / "validation" / "figures.json"
PEAKS = [f for path in (FIGURES, VALIDATION) for f in json.loads(path.read_text())["figures"]
         if f["quantity"].endswith("_peak")]


@pytest.mark.parametrize("figure", PEAKS, ids=[f["id"] for f in PEAKS])
def test_the_roofs_are_the_data_sheets(figure):
    """Every vector and matrix peak of tests/data/calibration/figures.json and
    tests/data/validation/figures.json (where the data sheets' figures are kept) is a roof: every
    SIMD issuing the instruction back to back."""
    device = get_device(figure["device"])
    if figure["quantity"] == "instruction_peak":
        roof = instruction_gflops(device, figure["instruction"])
    else:
        roof = vector_peak(device, figure["quantity"][:4])
    assert roof == pytest.approx(figure["value"], rel=1e-3)


def test_the_roof_is_the_lower_of_compute_and_bandwidth():
    """1 FLOP a byte on an MI300X: 5,300 GB/s x 1 = 5,300 GFLOPS, under the 81,715 FP32 peak
    of unpacked instructions (v_add_f32's kernel cannot reach the data sheet's 163,430, which
    takes v_pk_fma_f32); the ridge at 81,715 / 5,300 = 15.4 FLOPs a byte."""
    roof = Roofline.of(get_device("mi300x"), {"v_add_f32": 10**6}, 64 * 10**6, 1e-3)
    assert roof.intensity == 1.0
    assert roof.roof() == pytest.approx(5_300)
    assert roof.roof(100.0) == pytest.approx(81_715.2)
    assert roof.peaks["fp32_packed"] == pytest.approx(163_430.4)
    assert roof.ridge == pytest.approx(81_715.2 / 5_300)
    assert roof.bound == "memory"
    assert roof.gflops == pytest.approx(64.0) and roof.gbps == pytest.approx(64.0)


def test_the_fp32_roof_is_the_one_the_kernels_instructions_reach():
    """Trial 22: matmul without a packed instruction was put under the MI300X's 163.4 TFLOPS,
    the v_pk_fma_f32 peak; its v_fma_f32 reach half that. Packed FLOPs count at the packed
    rate, the rest at the FMA's: half and half (in FLOPs) is 2 / (1/81.7 + 1/163.4) TFLOPS;
    all packed, the data sheet's peak and no "fp32_packed" beside it."""
    dev = get_device("mi300x")
    single, packed = vector_peak(dev, "fp32", packed=False), vector_peak(dev, "fp32")
    assert (single, packed) == (pytest.approx(81_715.2), pytest.approx(163_430.4))
    assert Roofline.of(dev, {"v_fma_f32": 10}, 1, 1.0).peaks["fp32"] == pytest.approx(single)
    mixed = Roofline.of(dev, {"v_fma_f32": 20, "v_pk_fma_f32": 10}, 1, 1.0)
    assert mixed.peaks["fp32"] == pytest.approx(2 / (1 / single + 1 / packed))
    assert mixed.peaks["fp32_packed"] == pytest.approx(packed)
    only = Roofline.of(dev, {"v_pk_fma_f32": 10}, 1, 1.0)
    assert only.peaks["fp32"] == pytest.approx(packed) and "fp32_packed" not in only.peaks
    vega = get_device("vega64")
    assert Roofline.of(vega, {"v_fma_f32": 10}, 1, 1.0).peaks == {
        "fp32": vector_peak(vega, "fp32"), "fp64": vector_peak(vega, "fp64")}


def test_the_two_fp32_roofs_are_named_alike_in_text_json_and_html():
    """An unpacked FP32 kernel on an 8-CU MI300X: the profile's summary, its JSON, its page
    and gcnsim profile's line give the roof of its instructions and the packed one beside it,
    the same figures."""
    from gcnsim.runtime.cli_profile import _roofline_text
    from gcnsim.timing.report import page
    dev = Device(config=dataclasses.replace(get_device("mi300x"), compute_units=8))
    profile = dev.load("  v_fma_f32 v1, v1, v1, v1\n" * 64 + "  s_endpgm\n").run(
        256, 256, timing=True, profile=True).timing.profile
    roof = profile.roofline
    assert roof.peaks["fp32"] == pytest.approx(roof.peaks["fp32_packed"] / 2)
    assert (f"FP32 roof {roof.peaks['fp32']:.4g} for the kernel's unpacked instructions, "
            f"{roof.peaks['fp32_packed']:.4g} packed") in dict(profile.summary())[
                "roof at this intensity"]
    assert profile.as_dict()["roofline"]["peaks_gflops"]["fp32_packed"] == \
        roof.peaks["fp32_packed"]
    shown = page(profile)
    assert f"data-roof='{roof.compute_roof:.6g}'" in shown
    assert f"data-packed-roof='{roof.peaks['fp32_packed']:.6g}'" in shown
    assert roof.bound == "compute"          # (no DRAM bytes)
    assert f"{roof.peaks['fp32_packed']:.4g} packed" in _roofline_text(roof)
