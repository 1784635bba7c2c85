"""The corpus sweep: ``gcnsim sweep`` of the clang corpus (gcnsim/kernels, built by clang-19 for
each target: tests/data/kernels/TARGET/*.hsaco) x {r9-290x, vega64, mi250x, mi300x} x 3 sizes,
run with the local executor and with Ray, and the two tables compared (every column but the
wall time must agree). It writes the spec, runs the command twice (no cache), and prints the
points, failures, each run's wall time, whether the tables agree, and the cycles of each kernel
on each device at the largest size.

A size is a linked axis (gcnsim/sweep/points.py): sizes 1024, 4096 and 16384 work-items are
sides 32, 64 and 128 of the 2-D kernels (matmul, stencil, transpose), and private_array's 24
inputs per work-item.

Measured once (2 cores shared, load average about 9): 16 kernels x 4 devices x 3 sizes = 192
points, all ok with both executors, the tables equal but for wall time; local (2 processes)
125 s, Ray (local runtime, 2 CPUs) 91 s; private_array took 60% of it.

    python benchmarks/sweep_corpus.py [--out /tmp/sweep_corpus] [--workers 2]
    ray start --head --num-cpus 2 && python benchmarks/sweep_corpus.py --address auto
"""
import argparse
import csv
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KERNELS = ROOT / "tests" / "data" / "kernels"
DEVICES = ["r9-290x", "vega64", "mi250x", "mi300x"]
SIZES = [(1024, 32), (4096, 64), (16384, 128)]

ONE_D = {   # kernel: (block, --arg forms); grid = size work-items
    "saxpy": (256, ["f32=2.0", "f32:{size}:rand", "f32:{size}:ones", "i32={size}"]),
    "vector_add": (256, ["f32:{size}:rand", "f32:{size}:rand", "f32:{size}", "i32={size}"]),
    "branch_if_else": (64, ["i32:{size}:rand", "i32:{size}"]),
    "nested_divergence": (64, ["i32:{size}:rand", "i32:{size}"]),
    "reduce_lds": (256, ["f32:{size}:rand", "f32:{size}"]),
    "scan_lds": (64, ["i32:{size}:rand", "i32:{size}"]),
    "histogram_lds": (256, ["u32:{size}:rand", "u32:64", "i32={size}"]),
    "atomics_global": (128, ["i32:{size}:rand", "i32:1", "i32:1", "i32:1"]),
    "device_functions": (64, ["f32:{size}:rand", "f32:{size}", "i32={size}"]),
    "private_array": (64, ["u32:{inputs}:rand", "i32:{size}", "i32={size}"]),  # 24 each
    "int_divmod": (64, ["i32:{size}:rand", "i32:{size}:7", "i32:{size}", "u32:{size}"]),
    "switch_case": (64, ["i32:{size}:rand", "i32:{size}:rand", "i32:{size}"]),
    "loop_break_continue": (128, ["i32:{size}:rand", "i32:{size}", "i32=50"]),
}
TWO_D = {   # kernel: --arg forms; grid = side x side, block 16 x 16
    "matmul_tiled": ["f32:{square}:rand", "f32:{square}:rand", "f32:{square}", "i32={side}"],
    "stencil_lds": ["f32:{square}:rand", "f32:{square}", "i32={side}", "i32={side}"],
    "transpose_lds": ["i32:{square}:rand", "i32:{square}", "i32={side}", "i32={side}"],
}


def spec_text():
    """The sweep spec (TOML) of the corpus."""
    sizes = ", ".join(f"{{size = {n}, side = {s}, square = {s * s}, inputs = {24 * n}}}"
                      for n, s in SIZES)
    lines = [f"devices = {DEVICES!r}".replace("'", '"'), f"sizes = [{sizes}]", "",
             "[options]", 'tier = "native"', ""]
    for name, (block, args) in ONE_D.items():
        lines += _kernel(name, "{size}", str(block), args)
    for name, args in TWO_D.items():
        lines += _kernel(name, "{side},{side}", "16,16", args)
    return "\n".join(lines)


def _kernel(name, grid, block, args):
    quoted = ", ".join(f'"{a}"' for a in args)
    return ["[[kernels]]", f'name = "{name}"', f'file = "{KERNELS}/{{target}}/{name}.hsaco"',
            f'grid = "{grid}"', f'block = "{block}"', f"args = [{quoted}]", ""]


def run(spec, table, executor, extra):
    """Wall seconds of ``gcnsim sweep`` with ``executor`` (its summary line printed)."""
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "gcnsim.cli", "sweep", str(spec), "-o",
                          str(table), "--no-cache", "--executor", executor, *extra],
                         capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    seconds = time.perf_counter() - start
    print(f"{executor:>5}: {out.stdout.strip().splitlines()[0] if out.stdout else ''} "
          f"({seconds:.0f} s){out.stderr.strip()[-300:]}")
    if out.returncode:
        raise SystemExit(f"gcnsim sweep --executor {executor} failed: {out.stderr.strip()}")
    return seconds


def rows(table):
    with open(table) as f:
        return [{k: v for k, v in row.items() if k != "wall_seconds"} for row in csv.DictReader(f)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="/tmp/sweep_corpus", help="folder for spec and tables")
    ap.add_argument("--workers", default="2", help="local executor's processes (2)")
    ap.add_argument("--address", help="ray: the cluster to join (auto: `ray start`'s)")
    ap.add_argument("--plot", action="store_true", help="figures of the local table")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    spec = out / "corpus.toml"
    spec.write_text(spec_text())
    plot = ["--plot", str(out / "figs")] if args.plot else []
    run(spec, out / "local.csv", "local", ["--workers", args.workers, *plot])
    run(spec, out / "ray.csv", "ray", ["--address", args.address] if args.address else [])
    local, ray = rows(out / "local.csv"), rows(out / "ray.csv")
    print(f"tables equal (wall time aside): {local == ray}; {len(local)} rows, "
          f"{sum(r['status'] != 'ok' for r in local)} failed")
    for row in local:
        if row["status"] != "ok":
            print(f"  failed: {row['device']} {row['kernel']} {row['size']}: {row['error']}")
    largest = str(SIZES[-1][0])
    print(f"\ncycles at size {largest}:\n{'kernel':<20}" + "".join(f"{d:>10}" for d in DEVICES))
    for kernel in list(ONE_D) + list(TWO_D):
        cells = {r["device"]: r["cycles"] for r in local
                 if r["kernel"] == kernel and r["size"] == largest}
        print(f"{kernel:<20}" + "".join(f"{cells.get(d) or '-':>10}" for d in DEVICES))
    return 0 if local == ray else 1


if __name__ == "__main__":
    sys.exit(main())
