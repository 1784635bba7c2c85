"""How fast the static checker is, and what the dynamic checker (on by default) costs a launch,
with numpy's float32 add rate from the same run as the baseline.

Targets (issue "programs that rely on luck"): the largest Triton kernel of the corpus and a
generated 10,000-instruction program checked statically in under a second each (and a
100,000-instruction one in ten times the 10,000's time: linear); the 1M-item
clang saxpy under the dynamic checker at >= 300 M lane-instructions/s, beside the same launch
unchecked; and the checker's cost over the kernel and Triton corpus (the time of every launch
checked over unchecked, each a new program as the tests load them, and the number of reports:
0).

    python benchmarks/check_speed.py [--no-corpus]
"""
import random
import sys
import time
from pathlib import Path

import numpy as np

import gcnsim

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
sys.path.insert(0, str(ROOT))


def numpy_rate():
    a = np.ones(1 << 22, np.float32)
    out = np.empty_like(a)
    return a.size / best(lambda: np.add(a, a, out=out), repeat=5)


def best(fn, repeat=3):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def generated(n, seed=0):
    """n instructions of loads, LDS reads, VALU, waits and forward/backward branches."""
    rng = random.Random(seed)
    lines = []
    for k in range(n):
        pick = rng.random()
        r = rng.randrange(4, 200)
        if pick < 0.15:
            lines.append(f"global_load_dword v{r}, v[0:1], off")
        elif pick < 0.25:
            lines.append(f"ds_read_b32 v{r}, v2")
        elif pick < 0.35:
            lines.append("s_waitcnt vmcnt(0) lgkmcnt(0)")
        elif pick < 0.40 and k > 10:
            lines.append(f".L{k}:\n  s_cbranch_scc1 .L{k}" if rng.random() < 0.3
                         else f"s_cbranch_scc0 .L{k}_f\n.L{k}_f:")
        else:
            lines.append(f"v_add_f32_e32 v{r}, v{rng.randrange(4, 200)}, v{r}")
    return "\n".join(lines + ["s_endpgm"])


def main():
    print(f"numpy float32 add: {numpy_rate() / 1e9:.2f} G elements/s")
    triton = max((DATA / "triton").glob("*/*.hsaco"), key=lambda p: p.stat().st_size)
    data = triton.read_bytes()
    count = sum(1 for _ in gcnsim.disassemble(
        gcnsim.load_code_object(data).text, gcnsim.load_code_object(data).target))
    seconds = best(lambda: gcnsim.check(data))
    print(f"static check, largest Triton kernel ({triton.parent.name}/{triton.name}, "
          f"{count} instructions): {seconds:.3f} s")
    for size, repeat in ((10_000, 3), (100_000, 1)):
        prog = gcnsim.assemble(generated(size), "gfx900")
        seconds = best(lambda: gcnsim.check(prog), repeat)
        print(f"static check, generated program ({len(prog.instructions)} instructions): "
              f"{seconds:.3f} s, {len(gcnsim.check(prog))} findings")
    dev = gcnsim.Device("gfx900")
    kernel = dev.load(DATA / "kernels" / "gfx900" / "saxpy.hsaco").saxpy
    n = 1 << 20
    x = dev.array(np.random.default_rng(0).random(n, dtype=np.float32))
    y = dev.array(np.ones(n, np.float32))
    for label, options in (("checker on", {}), ("checker off", {"checker": None})):
        launch = kernel(np.float32(2), x, y, np.int32(n), grid=n, block=256, **options)
        seconds = best(lambda: kernel(np.float32(2), x, y, np.int32(n), grid=n, block=256,
                                      **options), repeat=5)
        lanes = launch.stats.wave_instructions * 64
        print(f"1M-item saxpy, {label} ({launch.extra['waitcnt']}): "
              f"{lanes / seconds / 1e6:.0f} M lane-instructions/s")
    if "--no-corpus" not in sys.argv:
        corpus()


def corpus():
    """Every launch of the kernel and Triton corpus with the checker and without (each the
    best of two, alternating): the total times and the reports (all must be clean)."""
    from tests.kernels import test_kernels as kernels, test_triton as triton

    def kernel_launch(run, checker):
        case, target = run
        return kernels.launch(case, target, kernels.build(case)[0], checker)[1].seconds

    def triton_launch(run, checker):
        path, preload = run
        start = time.perf_counter()
        triton.run(triton.manifest_of(path), path.with_suffix(".hsaco").read_bytes(),
                   np.random.default_rng(triton.SEED), kernarg_preload=preload,
                   checker=checker)
        return time.perf_counter() - start

    for label, runs, launch in (("kernel corpus", kernels.RUNS, kernel_launch),
                                ("Triton corpus (with loading)", triton.RUNS, triton_launch)):
        on = off = 0.0
        reports = 0
        for run in runs:
            checkers = [gcnsim.WaitcntChecker(mode="warn") for _ in range(2)]
            times = [(launch(run, None), launch(run, checker)) for checker in checkers]
            off += min(t[0] for t in times)
            on += min(t[1] for t in times)
            reports += sum(len(checker.reports) for checker in checkers)
        print(f"{label}, {len(runs)} launches: {on:.2f} s checked, {off:.2f} s unchecked "
              f"({100 * (on / off - 1):+.0f} %), {reports} reports")


if __name__ == "__main__":
    main()
