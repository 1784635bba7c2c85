"""What race detection (``races=True``, emu/races.py) costs a launch: over the clang kernel
corpus (every case, every target it is built for), the best of three launches under the
dynamic checker with races=True over the same launch under the dynamic checker alone, per
kernel and summed (the target: at most 3x), with the number of race reports (0).

    python benchmarks/race_cost.py [--target gfx900]
"""
import argparse
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gcnsim.emu.waitcnt import WaitcntChecker     # noqa: E402
from gcnsim.runtime import Device                 # noqa: E402
from tests.kernels.test_kernels import KERNELS, RUNS, build     # noqa: E402


def best(program, case, args, repeat=3, **options):
    """(best seconds, race reports of the last launch) of ``repeat`` launches."""
    times, done = [], None
    for _ in range(repeat):
        dev = program.device
        device_args = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
        start = time.perf_counter()
        done = getattr(program, case.kernel)(*device_args, grid=case.grid, block=case.block,
                                             checker=WaitcntChecker(), **options)
        times.append(time.perf_counter() - start)
    return min(times), done.extra.get("races", [])


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--target", action="append")
    targets = parser.parse_args(argv).target
    checked = raced = 0.0
    reports = 0
    for case, target in RUNS:
        if targets and target not in targets:
            continue
        args, _ = build(case)
        program = Device(target).load(KERNELS / target / f"{case.source}.hsaco")
        plain, _ = best(program, case, args)
        with_races, found = best(program, case, args, races=True)
        checked, raced, reports = checked + plain, raced + with_races, reports + len(found)
        print(f"{case.name:40} {target}  {plain * 1e3:8.1f} ms  {with_races * 1e3:8.1f} ms  "
              f"{with_races / plain:5.2f}x")
    print(f"corpus: checked {checked:.2f} s, checked with races {raced:.2f} s: "
          f"{raced / checked:.2f}x; race reports: {reports}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
