"""The roofline of the corpus kernels on the four default devices (R9 290X, Vega 64, MI250X,
MI300X): per kernel and device, the arithmetic intensity (FLOPs per DRAM byte), the achieved
GFLOPS and DRAM GB/s, the roof at that intensity, whether the kernel is memory- or
compute-bound, and how far below its roof it sits; the CPU seconds of each profiled launch
(functional run, recording, sampled replay) beside them, and as the baseline the same launch
timed without the profile (its replay unsampled). The kernels and their sizes are
tests/timing/test_roofline.py's, which checks each point against its roof.

    python benchmarks/roofline.py
"""
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gcnsim.isa.devices import DEFAULT_DEVICE  # noqa: E402
from tests.timing.test_roofline import RUNS, run  # noqa: E402


def main():
    print(f"{'kernel':30} {'device':8} {'AI':>9} {'GFLOPS':>9} {'GB/s':>8} {'roof':>10} "
          f"{'bound':8} {'of roof':>8} {'CPU s':>6} {'base s':>6}")
    total = base = 0.0
    for kernel, target in RUNS:
        start = time.process_time()
        run(kernel, target, profile=None)
        baseline = time.process_time() - start
        start = time.process_time()
        launch, _ = run(kernel, target)
        seconds = time.process_time() - start
        total, base = total + seconds, base + baseline
        roof = launch.timing.profile.roofline
        share = f"{roof.gflops / roof.roof():8.2%}" if roof.roof() else f"{'-':>8}"
        print(f"{kernel.case.name:30} {DEFAULT_DEVICE[target]:8} {roof.intensity:9.3f} "
              f"{roof.gflops:9.2f} {roof.gbps:8.1f} {roof.roof():10.1f} {roof.bound:8} "
              f"{share} {seconds:6.2f} {baseline:6.2f}")
    print(f"CPU seconds: {total:.1f} profiled, {base:.1f} timed alone (baseline)")


if __name__ == "__main__":
    main()
