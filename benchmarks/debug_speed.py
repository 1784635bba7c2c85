"""The debugger's cost against a plain interpreted launch, in wave-instructions per second.

Targets (issue 32): running to a breakpoint at most 2x a plain ``tier="interpreter"`` launch;
``reverse-stepi`` at most 1 s on a launch of 10^6 wave-instructions. The kernel is a loop of
VALU and SALU work (``TRIPS`` trips) ending in a store, the breakpoint on the store, after all
the loop's work; ``reverse-stepi`` then goes back one instruction of the stopped wave, which
replays the launch from its start twice (engine.py: once to find the event, once to stop
before it). Two shapes: many waves in one group (numpy does the work) and few waves (Python
per instruction dominates), each about 10^6 wave-instructions.

    PYTHONPATH=. python benchmarks/debug_speed.py [--repeat 3]
"""
import argparse
import time

import numpy as np

import gcnsim
from tests.debug.kernels import LOOP

STORE = 0x3c            # the store's offset from the kernel's entry (tests/debug/kernels.py)


def shape(waves, repeat):
    """(plain wave-instr/s, to-breakpoint wave-instr/s, reverse-stepi s, wave-instructions,
    checkpoints kept, KiB each)."""
    dev = gcnsim.Device("gfx900")
    prog = dev.load(LOOP)
    trips = 10 ** 6 // (7 * waves)
    out = dev.zeros(64, np.int32)
    args = (out, np.int32(trips))
    plain, to_break, back = [], [], []
    total = 0
    for _ in range(repeat):
        start = time.perf_counter()
        launch = prog.spin(*args, grid=64 * waves, block=64, tier="interpreter", checker=None,
                           workers=1)
        plain.append(time.perf_counter() - start)
        total = launch.stats.wave_instructions
        dbg = gcnsim.debug(prog.spin, *args, grid=64 * waves, block=64)
        dbg(f"break *spin+{STORE}")
        start = time.perf_counter()
        dbg("continue")
        to_break.append(time.perf_counter() - start)
        start = time.perf_counter()
        dbg("reverse-stepi")
        back.append(time.perf_counter() - start)
        kept = dbg.session.replay.checkpoints
        size = kept.by_event[kept.events[-1]].nbytes / 1024 if kept.events else 0
        dbg.close()
    return total / min(plain), total / min(to_break), min(back), total, len(kept.events), size


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"{'waves':>6} {'wave-instr':>11} {'plain /s':>12} {'to break /s':>12} "
          f"{'ratio':>6} {'reverse-stepi s':>16} {'checkpoints':>12} {'KiB each':>9}")
    for waves in (256, 4):
        plain, to_break, back, total, kept, size = shape(waves, args.repeat)
        print(f"{waves:>6} {total:>11} {plain:>12.0f} {to_break:>12.0f} "
              f"{plain / to_break:>6.2f} {back:>16.3f} {kept:>12} {size:>9.0f}")


if __name__ == "__main__":
    main()
