"""Sampled timing against full timing (issue 31, item 2): each launch of at least 32 dispatch
rounds timed in full and sampled (timing/sampling.py) on device variants with few CUs
(MI300X, MI250X, Vega 64): clang-19 kernels of tests/data/kernels (KINDS: streaming,
reductions, scans, a stencil, a tiled matmul, histograms and atomics, data-dependent loops, a
BFS level over a CSR graph) and Triton's of tests/data/triton. Per launch: the rounds (from
the kernel's occupancy), the full and sampled cycles, the interval and whether it holds the
full count, the error, the share replayed in detail and the replay's speed-up; then, over the
launches where sampling skipped work, the share of intervals holding the full count (with its
Wilson interval), the median and the largest error and the interval's mean half-width.

``--loops``: instead, the launches of few rounds on whole devices (LOOPED: Triton's f16
matmul of size^3, K = size, and grid_stride, a saxpy over ``size`` times its grid) timed in
full and with a Sampling that cuts their loop (loops.py) or times one XCD (spatial.py).

    python benchmarks/sampling.py [--cus 4] [--rounds 96,512] [--only saxpy,reduce_lds]
                                  [--devices mi300x] [--full full.json]
    python benchmarks/sampling.py --loops [--only triton_matmul_f16] [--full full.json]
"""
import argparse
import itertools
import json
import math
import statistics
import time
from pathlib import Path

import numpy as np

from gcnsim.codeobj import load_code_object
from gcnsim.isa.devices import get_device
from gcnsim.sweep.points import variant
from gcnsim.sweep.task import Task, _launch
from gcnsim.timing.occupancy import kernel_occupancy
from gcnsim.timing.sampling import Sampling

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
KERNELS = DATA / "kernels"
DEVICES = {"mi300x": ("gfx942", {"xcds": 2}), "mi250x": ("gfx90a", {}),
           "vega64": ("gfx900", {})}
LAUNCHES = {   # kernel: (block, --arg forms); grid: ``size`` work-items
    "saxpy": (256, ["f32=2.0", "f32:{size}:rand", "f32:{size}:ones", "i32={size}"]),
    "vector_add": (256, ["f32:{size}:rand", "f32:{size}:rand", "f32:{size}", "i32={size}"]),
    "reduce_lds": (256, ["f32:{size}:rand", "f32:{size}"]),
    "scan_lds": (64, ["i32:{size}:rand", "i32:{size}"]),
    "scan_blelloch": (128, ["u32:{size2}:rand", "u32:{size2}", "u32:{groups}"]),
    "histogram_lds": (256, ["u32:{size}:rand", "u32:64", "i32={size}"]),
    "atomics_global": (128, ["i32:{size}:rand", "i32:1", "i32:1", "i32:1"]),
    "loop_break_continue": (128, ["i32:{size}:rand", "i32:{size}", "i32=50"]),
    "nested_divergence": (64, ["i32:{size}:rand", "i32:{size}"]),
}
SQUARE = {     # 16 x 16 workgroups over a square grid: kernel: --arg forms (``side`` pixels)
    "stencil_lds": ["f32:{area}:rand", "f32:{area}", "i32={side}", "i32={side}"],
    "matmul_tiled": ["f32:{area}:rand", "f32:{area}:rand", "f32:{area}", "i32={side}"],
}
AT_MOST = {"matmul_tiled": 32,     # rounds: its workgroups' work grows with the side too
           "bfs_csr": 72}         # 40 workgroups of 64 a CU, loops of atomics: the slowest
TRITON = ("triton_matmul_f16", "triton_matmul_f32", "triton_matmul_bf16",
          "triton_matmul_f16_16x16", "triton_softmax", "triton_add")
KINDS = [*LAUNCHES, *SQUARE, "bfs_csr", *TRITON]
# Launches of few rounds on whole devices, their time in one loop: (kernel, device, size, the
# Sampling's keywords). The matmul's K loop takes size / 64 - 1 trips; grid_stride's ``size``.
LOOPED = [("triton_matmul_f16", "mi300x", 512, {"loops": 4}),
          ("grid_stride", "mi300x", 32, {"loops": 8}),
          ("triton_matmul_f16", "mi300x", 512, {"loops": 4, "xcds": True}),
          ("triton_matmul_f16", "mi250x", 512, {"loops": 4}),
          ("triton_matmul_f16", "mi300x", 1024, {"loops": 8}),
          ("grid_stride", "mi300x", 32, {"loops": 8, "xcds": True}),
          ("grid_stride", "mi250x", 32, {"loops": 8})]


def compare(kernel, device, cus=4, rounds=32, known=None):
    """One row: the launch of ``kernel`` on ``device`` with ``cus`` CUs, about ``rounds``
    dispatch rounds (the workgroups the CUs hold at once, from the kernel's occupancy), timed
    in full and sampled. ``known``: {launch: (full cycles, full replay seconds)} of earlier
    runs (--full), which the full timing of a launch found there is not run again for."""
    target, extra = DEVICES[device]
    variant = {**extra, "compute_units": cus}      # xcds first: each change is checked
    per_cu = _per_cu(kernel, target, device, variant)
    code, name, block, grid, args, shared = _launch_of(kernel, target, cus * per_cu * rounds)
    workgroups = math.prod(g // b for g, b in zip(grid, block))
    row = {"kernel": kernel, "device": device, "workgroups": workgroups,
           "rounds": math.ceil(workgroups / (cus * per_cu))}
    key = f"{kernel}/{device}/{cus}/{workgroups}"
    known = {} if known is None else known
    for mode in ("full", "sampled"):
        if mode == "full" and key in known:
            row["full cycles"], row["full replay s"] = known[key]
            continue
        options = {"grid": grid, "block": block, "shared_mem": shared,
                   "timing": True if mode == "full" else mode}
        launch = _launch(Task(code, name, device, variant, args, options))
        row[f"{mode} cycles"] = launch.timing.cycles
        row[mode] = launch.timing
        row[f"{mode} replay s"] = launch.times["timing replay"]
    known[key] = row["full cycles"], row["full replay s"]
    return _judged(row)


def compare_cut(kernel, device, size, cut, known=None):
    """One row of LOOPED: ``kernel`` at ``size`` on the whole ``device``, timed in full and
    with Sampling(**cut). ``known`` as compare's."""
    target = DEVICES[device][0]
    code, name, block, grid, args, shared = _looped(kernel, target, size)
    workgroups = math.prod(g // b for g, b in zip(grid, block))
    per_cu = _per_cu(kernel, target, device, {})
    row = {"kernel": f"{kernel} {size}" + (" xcd" if cut.get("xcds") else ""),
           "device": device, "workgroups": workgroups,
           "rounds": math.ceil(workgroups / (get_device(device).compute_units * per_cu))}
    key = f"{kernel}/{device}/whole/{size}"
    known = {} if known is None else known
    for mode in ("full", "sampled"):
        if mode == "full" and key in known:
            row["full cycles"], row["full replay s"] = known[key]
            continue
        options = {"grid": grid, "block": block, "shared_mem": shared,
                   "timing": True if mode == "full" else Sampling(**cut)}
        launch = _launch(Task(code, name, device, {}, args, options))
        row[f"{mode} cycles"] = launch.timing.cycles
        row[mode] = launch.timing
        row[f"{mode} replay s"] = launch.times["timing replay"]
        row[f"{mode} functional s"] = launch.times["functional run"]
    known[key] = row["full cycles"], row["full replay s"]
    return _judged(row)


def _judged(row):
    """``row`` with its error, whether its interval holds, whether sampling skipped work
    and the replay's speed-up."""
    full, sampled = row["full cycles"], row["sampled"]
    row["error"] = abs(sampled.cycles - full) / full
    row["holds"] = sampled.interval[0] <= full <= sampled.interval[1]
    row["skipped"] = sampled.detail_share < 1 or sampled.method != "exact"
    row["speed-up"] = row["full replay s"] / max(row["sampled replay s"], 1e-9)
    return row


def _looped(kernel, target, size):
    """_launch_of's tuple for a LOOPED launch: Triton's f16 matmul of size^3 (K = size), or
    grid_stride over ``size`` times a grid of 8 workgroups of 256 a CU."""
    if kernel.startswith("triton_"):
        return _triton(kernel[len("triton_"):], target, (size // 32) ** 2, k=size)
    code = (KERNELS / target / f"{kernel}.hsaco").read_bytes()
    device = {"gfx942": "mi300x", "gfx90a": "mi250x"}[target]
    grid = get_device(device).compute_units * 8 * 256
    n = grid * size
    args = tuple(("arg", f) for f in ("f32=2.0", f"f32:{n}:rand", f"f32:{n}:ones", f"i32={n}"))
    return code, kernel, (256,), (grid,), args, 0


def _per_cu(kernel, target, device, variant_of):
    """Workgroups of ``kernel`` a CU of the variant holds at once (its occupancy)."""
    code, name, block, _, _, shared = (_launch_of(kernel, target, 64) if kernel != "grid_stride"
                                       else _looped(kernel, target, 1))
    config = variant(get_device(device), variant_of)
    occ = kernel_occupancy(config, load_code_object(code).kernel(name),
                           block_size=math.prod(block), dynamic_lds=shared)
    return max(1, occ.workgroups_per_cu)


def _launch_of(kernel, target, workgroups):
    """(code, kernel name, block, grid, Task args, dynamic LDS) of about ``workgroups``
    workgroups of ``kernel``: a clang kernel of LAUNCHES or SQUARE, bfs_csr, or a Triton
    kernel of TRITON."""
    if kernel.startswith("triton_"):
        return _triton(kernel[len("triton_"):], target, workgroups)
    code = (KERNELS / target / f"{kernel}.hsaco").read_bytes()
    if kernel == "bfs_csr":
        return (code, kernel, (64,), (64 * workgroups,), _bfs(64 * workgroups), 0)
    if kernel in SQUARE:
        side = 16 * max(1, round(math.sqrt(workgroups)))
        forms = SQUARE[kernel]
        args = tuple(("arg", f.format(side=side, area=side * side)) for f in forms)
        return code, kernel, (16, 16), (side, side), args, 0
    block, forms = LAUNCHES[kernel]
    size = block * workgroups
    args = tuple(("arg", f.format(size=size, size2=2 * size, groups=workgroups))
                 for f in forms)
    return code, kernel, (block,), (size,), args, 0


def _bfs(n):
    """bfs_csr's arguments: a graph of ``n`` vertices whose rows' lengths are Poisson of a
    mean drawn per 64 vertices (log-normal, median 1.6: so workgroups differ, dense and sparse
    regions), half the vertices on the frontier (level 0), the rest unreached."""
    rng = np.random.default_rng(1)
    mean = np.repeat(np.exp(rng.normal(0.5, 1.0, n // 64 + 1)), 64)[:n]
    degree = rng.poisson(mean).astype(np.int32)
    row_start = np.concatenate([[0], np.cumsum(degree)]).astype(np.int32)
    cols = rng.integers(0, n, int(row_start[-1]), dtype=np.int32)
    level = np.where(rng.random(n) < 0.5, 0, np.iinfo(np.int32).max).astype(np.int32)
    return (("value", row_start), ("value", cols), ("value", level),
            ("value", np.int32(0)), ("value", np.int32(n)))


def _triton(name, target, workgroups, k=64):
    """A Triton kernel of tests/data/triton over about ``workgroups`` programs: a matmul of
    32 x 32 tiles with K = ``k``, a softmax of 256-wide rows (200 columns), an add of 256-item
    blocks."""
    path = DATA / "triton" / target / f"{name}.hsaco"
    manifest = json.loads(path.with_suffix(".json").read_text())
    rng = np.random.default_rng(0)
    block = manifest["block"]
    if name == "softmax":
        rows, cols = workgroups, 200
        args = (("value", np.zeros((rows, cols), np.float32)),
                ("value", rng.standard_normal((rows, cols)).astype(np.float32)),
                *(("value", np.int32(v)) for v in (cols, cols, cols)))
    elif name == "add":
        n = 256 * workgroups
        args = (*(("value", rng.standard_normal(n).astype(np.float32)) for _ in range(2)),
                ("value", np.zeros(n, np.float32)), ("value", np.int32(n)))
    else:
        side = 32 * max(1, round(math.sqrt(workgroups)))
        args = (("value", _operand(manifest["input"], rng, (side, k))),
                ("value", _operand(manifest["input"], rng, (k, side))),
                ("value", np.zeros((side, side), np.float32)),
                *(("value", np.int32(v)) for v in (side, side, k, k, side, side)))
        workgroups = (side // 32) ** 2
    args = (*args, *(("value", None),) * manifest["appended_pointers"])
    return (path.read_bytes(), manifest["kernel"], (block,), (workgroups * block,), args,
            manifest["shared"])


def _operand(kind, rng, shape):
    """A matmul operand of ``kind`` (the manifest's input: fp16, fp32 or bf16 as bits)."""
    values = rng.standard_normal(shape).astype(np.float32)
    if kind == "bf16":
        return (values.view(np.uint32) >> 16).astype(np.uint16)
    return values.astype(np.float16 if kind == "fp16" else np.float32)


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
    lines = [f"{'kernel':<24}{'device':<8}{'rounds':>7}{'full':>10}{'sampled':>10}"
             f"{'interval':>22}{'holds':>6}{'error':>8}{'share':>7}{'speed-up':>9}"]
    for r in rows:
        s = r["sampled"]
        lines.append(f"{r['kernel']:<24}{r['device']:<8}{r['rounds']:>7}{r['full cycles']:>10}"
                     f"{s.cycles:>10}{f'{s.interval[0]}-{s.interval[1]}':>22}"
                     f"{'yes' if r['holds'] else 'NO':>6}{r['error']:>8.2%}"
                     f"{s.detail_share:>7.1%}{r['speed-up']:>8.1f}x")
    counted = [r for r in rows if r["skipped"]]
    if counted:
        held = sum(r["holds"] for r in counted)
        low, high = wilson(held, len(counted))
        errors = [r["error"] for r in counted]
        widths = [(r["sampled"].interval[1] - r["sampled"].interval[0]) / 2
                  / r["sampled"].cycles for r in counted]
        lines.append(f"\n{held} of {len(counted)} intervals hold the full count "
                     f"({held / len(counted):.0%}, 95% Wilson interval {low:.0%}-{high:.0%}); "
                     f"error median {statistics.median(errors):.2%}, max {max(errors):.2%}; "
                     f"interval half-width mean {statistics.mean(widths):.2%}")
    return "\n".join(lines)


def _cuts(args, known, start):
    """main's --loops: LOOPED's rows (--only: of those kernels) and their summary."""
    rows = []
    for kernel, device, size, cut in LOOPED:
        if args.only and kernel not in args.only.split(","):
            continue
        try:
            rows.append(compare_cut(kernel, device, size, cut, known))
            if args.full:
                args.full.write_text(json.dumps(known, indent=0))
        except Exception as err:            # noqa: BLE001 - a launch that fails is reported
            print(f"{kernel} {size} on {device}: {type(err).__name__}: {err}", flush=True)
            continue
        row = rows[-1]
        print(table(rows[-1:]).splitlines()[1], flush=True)
        print(f"    {row['sampled'].method}; functional {row['sampled functional s']:.1f} s, "
              f"replays {row['full replay s']:.1f} s full, {row['sampled replay s']:.1f} s "
              f"sampled", flush=True)
    print(f"\n{table(rows)}\n({time.perf_counter() - start:.0f} s)")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cus", type=int, default=4, help="compute units of each variant (4)")
    ap.add_argument("--rounds", default="32",
                    help="dispatch rounds of each launch, comma-separated sizes (32)")
    ap.add_argument("--only", help="kernels, comma-separated (all)")
    ap.add_argument("--devices", default=",".join(DEVICES), help="devices (all three)")
    ap.add_argument("--loops", action="store_true",
                    help="the launches of few rounds on whole devices (LOOPED) instead")
    ap.add_argument("--full", type=Path, help="a JSON file of the full timings: those found "
                    "there are not run again, new ones are added (to re-run the sampled ones)")
    args = ap.parse_args()
    known = json.loads(args.full.read_text()) if args.full and args.full.exists() else {}
    kernels = args.only.split(",") if args.only else KINDS
    rows, done = [], set()
    start = time.perf_counter()
    if args.loops:
        return _cuts(args, known, start)
    for device, rounds, kernel in itertools.product(args.devices.split(","),
                                                    map(int, args.rounds.split(",")), kernels):
        rounds = min(rounds, AT_MOST.get(kernel, rounds))
        if (kernel.startswith("triton") and DEVICES[device][0] == "gfx900"
                or (kernel, device, rounds) in done):
            continue            # the Triton corpus is gfx90a's and gfx942's; a capped size done
        done.add((kernel, device, rounds))
        try:
            rows.append(compare(kernel, device, args.cus, rounds, known))
            if args.full:
                args.full.write_text(json.dumps(known, indent=0))
        except Exception as err:            # noqa: BLE001 - a launch that fails is reported
            print(f"{kernel} on {device}: {type(err).__name__}: {err}", flush=True)
            continue
        print(table(rows[-1:]).splitlines()[1], flush=True)
    print(f"\n{table(rows)}\n({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
