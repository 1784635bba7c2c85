"""The native tier's speed where something watches each launch, against the interpreter's, both
measured in the same run: the dynamic waitcnt/hazard checker on (as ``gcnsim run`` and the API
run by default), and the functional part of timed launches (the timing recorder).

- one wave of 2,000 x 8 dependent v_fma_f32 (benchmarks/native_speed.py's loop), checker on,
  wave-instructions/s, first launch (compile included: GCNSIM_CACHE=off) and best later one;
- clang saxpy (tests/data/kernels/gfx90a/saxpy.hsaco) over --items work-items, checker on
  (and, for the checker's share, native with it off), lane-instructions/s, best of --repeat
  after a first launch;
- the kernel-language corpus (tests/lang/corpus.py, gfx942, EXEC scheme), checker on, each
  kernel loaded once and launched 1 + --rounds times: first launches and each later round;
- timed launches (timing=True) of the FMA loop and of saxpy over --timed-items work-items:
  the functional run's and the replay's seconds (Launch.times), first and best later one.

Tiering is the default one (a segment is compiled once it has cost its compile time). CPU time
of this process counts (the machine may be shared: the load average is printed).

    python benchmarks/watched_speed.py [--items 1048576] [--repeat 4] [--rounds 5]
"""
import argparse
import os
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.native_speed import FMA_LOOP, KERNELS  # noqa: E402
from gcnsim import WaitcntChecker  # noqa: E402
from gcnsim.runtime import Device  # noqa: E402

TIERS = ("interpreter", "native")
FMA_VGPRS = {1: np.float32(1.0), 2: np.float32(0.5), 3: np.float32(0.999), 4: np.float32(1e-3)}


def _cpu(call):
    start = time.process_time()
    out = call()
    return out, time.process_time() - start


def fma_chain(tier, repeat):
    """(wave-instructions, first launch's CPU seconds, best later one's), checker on."""
    prog = Device("gfx942").load(FMA_LOOP, name="fma.s")
    runs = [_cpu(lambda: prog.run(64, vgprs=FMA_VGPRS, checker=WaitcntChecker(), tier=tier))
            for _ in range(repeat + 1)]
    return runs[0][0].stats.wave_instructions, runs[0][1], min(t for _, t in runs[1:])


def saxpy(n, repeat, tier, **options):
    """[(Launch, CPU seconds)] of 1 + ``repeat`` launches of clang's gfx90a saxpy."""
    dev = Device("gfx90a")
    prog = dev.load(KERNELS / "gfx90a" / "saxpy.hsaco")
    rng = np.random.default_rng(0)
    x = dev.array(rng.random(n, dtype=np.float32))
    y = dev.array(rng.random(n, dtype=np.float32))
    return [_cpu(lambda: prog.saxpy(2.0, x, y, n, grid=n, block=256, tier=tier, **options))
            for _ in range(repeat + 1)]


def lang_corpus(tier, rounds):
    """(kernels, first launches' CPU seconds, each later round's), checker on."""
    from tests.lang.corpus import CASES
    first = later = 0.0
    kernels = 0
    for name in sorted(CASES):
        case = CASES[name]
        if "gfx942" not in case.targets:
            continue
        kernels += 1
        compiled = case.kernel.compile("gfx942", divergence="exec", max_vgprs=case.max_vgprs)
        dev = Device("gfx942")
        program = getattr(dev.load(compiled.code_object), compiled.name)
        args = case.inputs(np.random.default_rng(7))
        bufs = [dev.array(a.copy()) if isinstance(a, np.ndarray) else a for a in args]
        for k in range(rounds + 1):
            _, spent = _cpu(lambda: program(*bufs, grid=case.grid, block=case.block,
                                            checker=WaitcntChecker(), tier=tier))
            first, later = (first + spent, later) if k == 0 else (first, later + spent)
    return kernels, first, later / rounds


def timed_fma(tier, repeat):
    """[(functional seconds, replay seconds)] of 1 + ``repeat`` timed launches of FMA_LOOP."""
    prog = Device("gfx942").load(FMA_LOOP, name="fma.s")
    out = []
    for _ in range(repeat + 1):
        done = prog.run(64, vgprs=FMA_VGPRS, timing=True, tier=tier)
        out.append((done.times["functional run"], done.times["timing replay"]))
    return done.stats.wave_instructions, out


def _timed_line(what, runs):
    (f0, r0), later = runs[0], runs[1:]
    f1, r1 = min(later)
    return (f"{what}: first functional {f0:.3f} s + replay {r0:.3f} s; later functional "
            f"{f1:.3f} s + replay {r1:.3f} s (replay {r1 / (f1 + r1):.0%})")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--items", type=int, default=1 << 20)
    ap.add_argument("--timed-items", type=int, default=1 << 16)
    ap.add_argument("--repeat", type=int, default=4)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    os.environ["GCNSIM_CACHE"] = "off"
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    for tier in TIERS:
        count, first, best = fma_chain(tier, args.repeat)
        print(f"{tier:>11}: checker on, one wave, 2,000 x 8 dependent v_fma_f32: first launch "
              f"{count / first / 1e6:,.2f} M wave-instr/s, later {count / best / 1e6:,.2f} M")
    for tier, checker in (*((t, "on") for t in TIERS), ("native", "off")):
        runs = saxpy(args.items, args.repeat, tier,
                     checker=WaitcntChecker() if checker == "on" else None)
        lanes = runs[0][0].stats.wave_instructions * 64
        best = min(t for _, t in runs[1:])
        print(f"{tier:>11}: checker {checker}, saxpy {args.items:,} items gfx90a: "
              f"{lanes / best / 1e9:,.3f} G lane-instr/s (first launch {runs[0][1]:.2f} s)")
    for tier in TIERS:
        kernels, first, later = lang_corpus(tier, args.rounds)
        print(f"{tier:>11}: checker on, language corpus gfx942 ({kernels} kernels): first "
              f"launches {first:.2f} s CPU, each later round {later:.2f} s")
    for tier in TIERS:
        count, runs = timed_fma(tier, args.repeat)
        print(f"{tier:>11}: " + _timed_line(f"timed FMA loop ({count:,} wave-instr)", runs))
        runs = saxpy(args.timed_items, args.repeat, tier, timing=True)
        print(f"{tier:>11}: " + _timed_line(
            f"timed saxpy {args.timed_items:,} items gfx90a",
            [(d.times["functional run"], d.times["timing replay"]) for d, _ in runs]))


if __name__ == "__main__":
    main()
