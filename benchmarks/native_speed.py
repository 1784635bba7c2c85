"""The native tier's speed against the interpreter's, both measured in the same run, and the
differential sweep over more seeds than the tests run.

- one wave of 2,000 x 8 dependent v_fma_f32 (a loop: 8 fmas, s_sub_u32, s_cmp_lg_u32,
  s_cbranch_scc1), wave-instructions/s, compile time included (cold: GCNSIM_CACHE=off);
- clang saxpy (tests/data/kernels/<target>/saxpy.hsaco) over 2^20 work-items on gfx90a and
  gfx942 on one worker, lane-instructions/s, best of --repeat after one warm-up launch, and
  numpy's saxpy; "native" tiers by hotness (a segment compiled once its interpreted time
  would exceed its compile time: with the cache off, memory access functions make that tens
  of launches; with --cache warm, a launch or two: loading is what it costs),
  "native, compiled" compiles every segment at first sight (the steady state);
- with --corpus: the clang corpus on gfx942, first launches and later ones (5 rounds); the
  disk cache is off unless --cache DIR names one (run twice: the second run is a new process
  finding every segment compiled, cache.py); benchmarks/native_share.py --rounds N --cache DIR
  times the clang, language and Triton corpora on every target round by round, with each
  round's interpreter/native ratio and the milliseconds a function made;
- the native tier's coverage per target (mnemonics covered and interpreted);
- with --sweep N: the differential programs of tests/native/differential.py,
  tests/native/memory_cases.py and buffer_cases.py (MUBUF, atomics) over N seeds, every target
  and MODE, counting instructions compared (per opcode family) and differences (expected: 0).

Launches run with no checker (checker=None); benchmarks/watched_speed.py measures them with the
dynamic checker on and timed. CPU time of this process counts (the machine may be shared).

    python benchmarks/native_speed.py [--items 1048576] [--repeat 3] [--sweep 0] [--corpus]
                                      [--cache DIR]
"""
import argparse
import contextlib
import os
import sys
import time
from pathlib import Path

import numpy as np

from gcnsim.runtime import Device

ROOT = Path(__file__).resolve().parent.parent
KERNELS = ROOT / "tests" / "data" / "kernels"
FMA_LOOP = """
    s_mov_b32 s0, 2000
loop:
""" + "".join(f"    v_fma_f32 v{1 + k % 2}, v{1 + (k + 1) % 2}, v3, v4\n" for k in range(8)) + """
    s_sub_u32 s0, s0, 1
    s_cmp_lg_u32 s0, 0
    s_cbranch_scc1 loop
    s_endpgm
"""


def fma_chain(tier, repeat):
    """(wave-instructions, first launch's CPU seconds, best later one's) of one wave running
    FMA_LOOP, loaded afresh (the first launch decodes and compiles)."""
    prog = Device("gfx942").load(FMA_LOOP, name="fma.s")
    times = []
    for _ in range(repeat + 1):
        start = time.process_time()
        done = prog.run(64, vgprs={1: np.float32(1.0), 2: np.float32(0.5),
                                   3: np.float32(0.999), 4: np.float32(1e-3)},
                        checker=None, tier=tier, workers=1)
        times.append(time.process_time() - start)
    return done.stats.wave_instructions, times[0], min(times[1:])


def saxpy(target, n, repeat, tier):
    """(lane-instructions, best CPU seconds, first launch's CPU seconds, median CPU seconds of
    the later launches)."""
    dev = Device(target)
    prog = dev.load(KERNELS / target / "saxpy.hsaco")
    rng = np.random.default_rng(0)
    x = dev.array(rng.random(n, dtype=np.float32))
    y = dev.array(rng.random(n, dtype=np.float32))
    times = []
    for _ in range(repeat + 1):
        start = time.process_time()
        done = prog.saxpy(2.0, x, y, n, grid=n, block=256, checker=None, tier=tier, workers=1)
        times.append(time.process_time() - start)
    return (done.stats.wave_instructions * 64, min(times[1:]), times[0],
            float(np.median(times[1:])))


@contextlib.contextmanager
def eager():
    """Every segment compiled at first sight (native/tier.py's thresholds at 0)."""
    from gcnsim.native import tier
    names = tier.THRESHOLDS
    saved = {name: getattr(tier, name) for name in names}
    for name in names:
        setattr(tier, name, 0.0)
    try:
        yield
    finally:
        for name, value in saved.items():
            setattr(tier, name, value)


def numpy_saxpy(n):
    x = np.ones(n, np.float32)
    y = np.ones(n, np.float32)
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        y += np.float32(2.0) * x
        best = min(best, time.perf_counter() - start)
    return n / best


def corpus(target, tier, repeat):
    """(first launches' CPU seconds, later launches' CPU seconds / repeat) of the clang corpus
    on ``target``, each kernel loaded once and launched 1 + ``repeat`` times."""
    sys.path.insert(0, str(ROOT))
    from tests.kernels.test_kernels import RUNS, build
    first = later = 0.0
    for case, where in RUNS:
        if where != target:
            continue
        dev = Device(target)
        program = getattr(dev.load(KERNELS / target / f"{case.source}.hsaco"), case.kernel)
        args, _ = build(case)
        device_args = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
        for k in range(repeat + 1):
            start = time.process_time()
            program(*device_args, grid=case.grid, block=case.block, checker=None, tier=tier,
                    workers=1)
            spent = time.process_time() - start
            first, later = (first + spent, later) if k == 0 else (first, later + spent)
    return first, later / repeat


def family(name):
    """The opcode family of a covered mnemonic, as the report groups them."""
    from gcnsim.native.floats import FLOATS
    from gcnsim.native.halves import HALVES
    from gcnsim.native.lanes import PACKED
    from gcnsim.native.ops import LANE_READS, SALU
    from gcnsim.native.scalar import SALU64, SAVEEXEC, SCC_READERS64
    from gcnsim.native.vector import VECTOR
    if name in VECTOR:
        kind = "compare" if name.startswith("v_cmp") else "carry/64-bit/3-input int"
        return f"VALU {kind}"
    if name in PACKED:
        return "VALU packed FP32 (VOP3P)"
    if name in HALVES:
        return "VALU f16 arithmetic"
    if name in FLOATS:
        return "VALU f64/conversion/f32 rounding, rcp, min-max"
    if name in SAVEEXEC or name in SALU64 or name in SCC_READERS64:
        return "SALU 64-bit/saveexec"
    if name in LANE_READS:
        return "v_readfirstlane/v_readlane"
    return "SALU 32-bit" if name in SALU else "VALU 32-bit f32/int"


def sweep(seeds):
    sys.path.insert(0, str(ROOT))
    from tests.native.differential import _mnemonic, compare, modes, programs
    from tests.native import buffer_cases, memory_cases
    runs = diffs = memory_runs = 0
    cases = {}
    for target in ("gfx701", "gfx900", "gfx90a", "gfx942"):
        for seed in range(seeds):
            valu, salu = programs(target, np.random.default_rng(seed))
            for lines in valu + salu:
                for mode in modes(lines):
                    found, ran = compare(target, lines, mode, seed)
                    runs, diffs = runs + ran, diffs + len(found)
                    for line in lines:
                        kind = family(_mnemonic(line))
                        cases[kind] = cases.get(kind, 0) + 1
            for fault in (None, "memory", "lds"):
                found, ran, _ = memory_cases.compare(target, 100 + seed, fault, seed % 2 == 0)
                memory_runs, diffs = memory_runs + ran, diffs + len(found)
            found, ran, _ = buffer_cases.compare(target, 200 + seed)
            memory_runs, diffs = memory_runs + ran, diffs + len(found)
    print(f"differential sweep, {seeds} seeds x 4 targets: {runs:,} ALU and {memory_runs:,} "
          f"memory instruction executions (x 64 lanes) compared, {diffs} differences")
    for name, count in sorted(cases.items()):
        print(f"  {name}: {count:,} wave-instruction cases")


def coverage_counts():
    from gcnsim.native.coverage import coverage
    for target in ("gfx701", "gfx900", "gfx90a", "gfx942"):
        covered, interpreted = coverage(target)
        print(f"native coverage {target}: {len(covered)} mnemonics covered, "
              f"{len(interpreted)} interpreted")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--items", type=int, default=1 << 20)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--sweep", type=int, default=0)
    ap.add_argument("--corpus", action="store_true", help="time the clang corpus (gfx942)")
    ap.add_argument("--cache", metavar="DIR", help="keep compiled code in DIR's disk cache "
                    "(a second run then measures a new process with the cache warm)")
    args = ap.parse_args()
    if args.cache:
        os.environ["XDG_CACHE_HOME"] = args.cache
        os.environ.pop("GCNSIM_CACHE", None)
    else:
        os.environ["GCNSIM_CACHE"] = "off"
    print(f"load before: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    for tier in ("interpreter", "native"):
        count, first, cpu = fma_chain(tier, args.repeat)
        print(f"{tier:>11}: one wave, 2,000 x 8 dependent v_fma_f32: {count:,} "
              f"wave-instructions: first launch {count / first / 1e6:,.2f} M/s, later "
              f"{count / cpu / 1e6:,.2f} M/s (best of {args.repeat})")
    print(f"numpy saxpy: {numpy_saxpy(args.items) / 1e9:,.2f} G elements/s")
    for target in ("gfx90a", "gfx942"):
        for tier, how in (("interpreter", contextlib.nullcontext), ("native", contextlib.
                          nullcontext), ("native", eager)):
            with how():
                lanes, cpu, first, median = saxpy(target, args.items, args.repeat, tier)
            name = tier + (", compiled" if how is eager else "")
            print(f"{name:>18}: saxpy {args.items:,} items {target}: {lanes / cpu / 1e9:,.3f} "
                  f"G lane-instructions/s (best of {args.repeat}: {cpu * 1e3:.2f} ms CPU a "
                  f"launch, median {median * 1e3:.2f}; first launch {first:.3f} s)")
    for tier in ("interpreter", "native") if args.corpus else ():
        first, later = corpus("gfx942", tier, 5)
        print(f"{tier:>11}: clang corpus gfx942: first launches {first:.2f} s CPU, each later "
              f"round {later:.2f} s")
    coverage_counts()
    if args.sweep:
        sweep(args.sweep)
    print(f"load after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
