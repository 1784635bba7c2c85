"""A wave polling a flag that another wave sets, on both tiers: CPU seconds and wave-instructions
of one launch, the median of --rounds, tiers interleaved (the machine may be shared).

The kernels are tests/emu/test_fairness.py's: "inside", LLVM's loop shape with the flag's test
and a branch back inside the loop and an s_branch closing it (clang's `while (*flag == 0) ...`
with an exit inside: one block, a compiled loop on the native tier), and "counting", a loop
closed by its conditional branch back. The setter counts --trips trips before it sets the flag;
the waiter polls meanwhile, giving way at its fingerprint trips (emu/spin.py). Each launch
compiles every segment at first sight with the disk cache off (tier.THRESHOLDS at 0).

    python benchmarks/poll_speed.py [--trips 100000] [--rounds 3]
"""
import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gcnsim.native import tier  # noqa: E402
from tests.emu.test_fairness import COUNTING, INSIDE, run  # noqa: E402

SETTER = "s_movk_i32 s5, 3000"      # INSIDE's setter count, replaced by --trips


def kernels(trips):
    """{name: (text, roles)}: the waiter is wave 0, the setter wave 1."""
    counting = COUNTING.replace(".Lsetter:\n", f".Lsetter:\n  s_mov_b32 s5, {trips}\n.Lc:\n"
                                "  s_sub_u32 s5, s5, 1\n  s_cmp_lg_u32 s5, 0\n"
                                "  s_cbranch_scc1 .Lc\n")
    return {"inside": (INSIDE.replace(SETTER, f"s_mov_b32 s5, {trips}"), [0, 1]),
            "counting": (counting, [0, 1])}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trips", type=int, default=100_000, help="the setter's count")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    os.environ["GCNSIM_CACHE"] = "off"
    for name in tier.THRESHOLDS:
        setattr(tier, name, 0.0)
    for name, (text, roles) in kernels(args.trips).items():
        seconds, counts = {"interpreter": [], "native": []}, set()
        for _ in range(args.rounds):
            for tier_ in seconds:
                start = time.process_time()
                flags, launch = run(text, roles, 64, tier_, budget=10 ** 9)
                seconds[tier_].append(time.process_time() - start)
                counts.add((tuple(flags), launch.stats.wave_instructions))
        assert len(counts) == 1, counts         # the same on both tiers, every round
        (flags, instructions), = counts
        figures = "  ".join(f"{t} {statistics.median(s):.3f} s ({min(s):.3f}-{max(s):.3f})"
                            for t, s in seconds.items())
        print(f"{name:9} {instructions:>10,} wave-instr  flags {list(flags)}  {figures}")


if __name__ == "__main__":
    main()
