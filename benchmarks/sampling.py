"""Sampled timing against full timing (issue 31, item 2): each launch of at least 32 dispatch
rounds timed in full and sampled (timing/sampling.py) on device variants with few CUs
(MI300X, MI250X, Vega 64), clang-19 kernels of tests/data/kernels. Per launch: the rounds,
the full and sampled cycles, the interval and whether it holds the full count, the error, the
share replayed in detail and the replay's speed-up; then, over the launches where sampling
skipped work, the share of intervals holding the full count (with its Wilson interval), the
median and the largest error.

    python benchmarks/sampling.py [--cus 4] [--rounds 32] [--only saxpy,reduce_lds]
"""
import argparse
import json
import math
import statistics
import time
from pathlib import Path

import numpy as np

from gcnsim.sweep.task import Task, _launch

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
KERNELS = DATA / "kernels"
DEVICES = {"mi300x": ("gfx942", {"xcds": 2}), "mi250x": ("gfx90a", {}),
           "vega64": ("gfx900", {})}
LAUNCHES = {   # kernel: (block, --arg forms); grid: ``size`` work-items
    "saxpy": (256, ["f32=2.0", "f32:{size}:rand", "f32:{size}:ones", "i32={size}"]),
    "vector_add": (256, ["f32:{size}:rand", "f32:{size}:rand", "f32:{size}", "i32={size}"]),
    "reduce_lds": (256, ["f32:{size}:rand", "f32:{size}"]),
    "scan_lds": (64, ["i32:{size}:rand", "i32:{size}"]),
    "histogram_lds": (256, ["u32:{size}:rand", "u32:64", "i32={size}"]),
    "atomics_global": (128, ["i32:{size}:rand", "i32:1", "i32:1", "i32:1"]),
    "loop_break_continue": (128, ["i32:{size}:rand", "i32:{size}", "i32=50"]),
    "nested_divergence": (64, ["i32:{size}:rand", "i32:{size}"]),
}


def compare(kernel, device, cus=4, rounds=32):
    """One row: the launch of ``kernel`` on ``device`` with ``cus`` CUs, about ``rounds``
    dispatch rounds (at 8 workgroups a CU), timed in full and sampled."""
    target, extra = DEVICES[device]
    code, name, block, grid, args, shared = _launch_of(kernel, target, cus * 8 * rounds)
    variant = {**extra, "compute_units": cus}      # xcds first: each change is checked
    row = {"kernel": kernel, "device": device, "workgroups": grid // block}
    for mode in ("full", "sampled"):
        options = {"grid": (grid,), "block": (block,), "shared_mem": shared,
                   "timing": True if mode == "full" else mode}
        launch = _launch(Task(code, name, device, variant, args, options))
        row[mode] = launch.timing
        row[f"{mode} replay s"] = launch.times["timing replay"]
    full, sampled = row["full"].cycles, row["sampled"]
    occ = row["full"].occupancy
    per_simd = min(occ.limits["vgprs"], occ.limits["sgprs"], occ.limits["wave_slots"])
    per_cu = min(occ.workgroups_per_cu, per_simd * 4 // math.ceil(block / 64))
    row["rounds"] = math.ceil(row["workgroups"] / (cus * max(per_cu, 1)))
    row["error"] = abs(sampled.cycles - full) / full
    row["holds"] = sampled.interval[0] <= full <= sampled.interval[1]
    row["skipped"] = sampled.detail_share < 1
    row["speed-up"] = row["full replay s"] / max(row["sampled replay s"], 1e-9)
    return row


def _launch_of(kernel, target, workgroups):
    """(code, kernel name, block, grid, Task args, dynamic LDS) of about ``workgroups``
    workgroups of ``kernel``: a clang kernel of LAUNCHES, or ``triton_matmul_f16`` (Triton's
    32 x 32 tiles, K = 64)."""
    if kernel == "triton_matmul_f16":
        path = DATA / "triton" / target / "matmul_f16.hsaco"
        manifest = json.loads(path.with_suffix(".json").read_text())
        side = 32 * max(1, round(math.sqrt(workgroups)))
        k = 64
        rng = np.random.default_rng(0)
        a = rng.standard_normal((side, k)).astype(np.float16)
        b = rng.standard_normal((k, side)).astype(np.float16)
        args = (("value", a), ("value", b), ("value", np.zeros((side, side), np.float32)),
                *(("value", np.int32(v)) for v in (side, side, k, k, side, side)),
                ("value", None), ("value", None))
        block = manifest["block"]
        return (path.read_bytes(), manifest["kernel"], block, (side // 32) ** 2 * block, args,
                manifest["shared"])
    block, forms = LAUNCHES[kernel]
    size = block * workgroups
    code = (KERNELS / target / f"{kernel}.hsaco").read_bytes()
    return code, kernel, block, size, tuple(("arg", f.format(size=size)) for f in forms), 0


def wilson(k, n, z=1.96):
    """The Wilson score interval of a rate of ``k`` in ``n``."""
    if not n:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def table(rows):
    """The rows and their summary as text."""
    lines = [f"{'kernel':<20}{'device':<8}{'rounds':>7}{'full':>10}{'sampled':>10}"
             f"{'interval':>22}{'holds':>6}{'error':>8}{'share':>7}{'speed-up':>9}"]
    for r in rows:
        s = r["sampled"]
        lines.append(f"{r['kernel']:<20}{r['device']:<8}{r['rounds']:>7}{r['full'].cycles:>10}"
                     f"{s.cycles:>10}{f'{s.interval[0]}-{s.interval[1]}':>22}"
                     f"{'yes' if r['holds'] else 'NO':>6}{r['error']:>8.2%}"
                     f"{s.detail_share:>7.1%}{r['speed-up']:>8.1f}x")
    counted = [r for r in rows if r["skipped"]]
    if counted:
        held = sum(r["holds"] for r in counted)
        low, high = wilson(held, len(counted))
        errors = [r["error"] for r in counted]
        lines.append(f"\n{held} of {len(counted)} intervals hold the full count "
                     f"({held / len(counted):.0%}, 95% Wilson interval {low:.0%}-{high:.0%}); "
                     f"error median {statistics.median(errors):.2%}, max {max(errors):.2%}")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cus", type=int, default=4, help="compute units of each variant (4)")
    ap.add_argument("--rounds", type=int, default=32, help="dispatch rounds at 8 WGs/CU (32)")
    ap.add_argument("--only", help="kernels, comma-separated (all)")
    ap.add_argument("--devices", default=",".join(DEVICES), help="devices (all three)")
    args = ap.parse_args()
    kernels = args.only.split(",") if args.only else [*LAUNCHES, "triton_matmul_f16"]
    rows = []
    start = time.perf_counter()
    for device in args.devices.split(","):
        for kernel in kernels:
            if kernel.startswith("triton") and DEVICES[device][0] == "gfx900":
                continue                            # the Triton corpus: gfx90a and gfx942
            try:
                rows.append(compare(kernel, device, args.cus, args.rounds))
            except Exception as err:        # noqa: BLE001 - a launch that fails is reported
                print(f"{kernel} on {device}: {type(err).__name__}: {err}", flush=True)
                continue
            print(table(rows[-1:]).splitlines()[1], flush=True)
    print(f"\n{table(rows)}\n({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
