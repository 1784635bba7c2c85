"""The debugger's cost against a plain interpreted launch, in wave-instructions per second.

Targets: running to a breakpoint at most 2x a plain ``tier="interpreter"`` launch;
``reverse-stepi`` at most 1 s on a launch of 10^6 wave-instructions. The kernel is a loop of
VALU and SALU work (``trips`` trips) ending in a store, the breakpoint just before the store,
after all the loop's work; ``reverse-stepi`` then goes back one instruction of the stopped
wave: one replay from the latest checkpoint to find the wave's last event, one from the
checkpoint before that event to stop there (engine.py; checkpoint.py takes one every 2,000
events or 200,000 wave-instructions, whichever comes first). Two shapes, each about 10^6
wave-instructions: many waves (256, one batch: numpy does the work, ~3,900 events) and few
(4: Python per instruction dominates, ~250,000 events). "+open" counts the session's
opening (gcnsim.debug and the breakpoint) with the run to the breakpoint.

Measured (2026-11-29, 2 cores shared with 8 other jobs: the plain launch's own rate
varied 2x between runs; best of 3 rounds each, plain and debugged interleaved, after one
warm-up launch); the last two rows with ``--buffer 64`` (a 64 MiB input never stored to):

    waves  wave-instr  plain /s  to break /s  ratio  +open /s  ratio  reverse-stepi s  kept
      256     1001984   5835181      4720996   1.24   3619556   1.61            0.068     4
        4     1000024    177749       147519   1.20    147290   1.21            0.126   124
      256     1001984   6376271      4987015   1.28   3354118   1.90            0.116     4
        4     1000024    189728       134147   1.41    134004   1.42            0.108   124
      256     1001984   5368254      5965611   0.90   1606345   3.34            0.153     4
        4     1000024    193488       143460   1.35    133235   1.45            0.125   124

Both targets are met: 0.9-1.9x to a breakpoint with the session's opening (at most 2x),
reverse-stepi 0.07-0.15 s (at most 1 s). A checkpoint copies 419 KiB (256 waves) or 7 KiB
(4 waves): the registers, LDS and the buffers stored to since the last. Opening a session
copies the device memory once (the 64 MiB input: ~0.4 s here, hence 3.3x with it). Before
this session's changes the 256-wave launch kept no checkpoint (3,900 events, one every
5,000) and replayed from its start (reverse-stepi 0.10-0.24 s), the 4-wave one kept 49
(0.16-0.32 s), and with the 64 MiB input every checkpoint copied it (3.1x, reverse-stepi
0.8-4.3 s).

    PYTHONPATH=. python benchmarks/debug_speed.py [--repeat 3]
"""
import argparse
import time

import numpy as np

import gcnsim
from tests.debug.kernels import LOOP

STORE = 0x3c            # the instruction before the store (tests/debug/kernels.py)


def shape(waves, repeat, buffer_mib=0):
    """(plain wave-instr/s, to-breakpoint wave-instr/s, the same with the session's opening,
    reverse-stepi s, wave-instructions, checkpoints kept, KiB the last copied)."""
    dev = gcnsim.Device("gfx900")
    prog = dev.load(LOOP)
    untouched = dev.zeros(buffer_mib << 18, np.int32)      # an input the kernel never stores to
    trips = 10 ** 6 // (7 * waves)
    out = dev.zeros(64, np.int32)
    args = (out, np.int32(trips))
    launch = dict(grid=64 * waves, block=64)
    prog.spin(*args, **launch, tier="interpreter", checker=None, workers=1)     # warm
    plain, to_break, opened, back = [], [], [], []
    total = 0
    for _ in range(repeat):
        start = time.perf_counter()
        run = prog.spin(*args, **launch, tier="interpreter", checker=None, workers=1)
        plain.append(time.perf_counter() - start)
        total = run.stats.wave_instructions
        start = time.perf_counter()
        dbg = gcnsim.debug(prog.spin, *args, **launch)
        dbg(f"break *spin+{STORE}")
        middle = time.perf_counter()
        dbg("continue")
        to_break.append(time.perf_counter() - middle)
        opened.append(time.perf_counter() - start)
        start = time.perf_counter()
        dbg("reverse-stepi")
        back.append(time.perf_counter() - start)
        kept = dbg.session.replay.checkpoints
        size = kept.by_event[kept.events[-1]].copied / 1024 if kept.events else 0
        dbg.close()
    del untouched
    return (total / min(plain), total / min(to_break), total / min(opened), min(back), total,
            len(kept.events), size)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--buffer", type=int, default=0, metavar="MIB",
                        help="another device buffer of MIB MiB, never stored to (0)")
    args = parser.parse_args()
    print(f"{'waves':>6} {'wave-instr':>11} {'plain /s':>10} {'to break /s':>12} {'ratio':>6} "
          f"{'+open /s':>10} {'ratio':>6} {'reverse-stepi s':>16} {'checkpoints':>12} "
          f"{'KiB copied':>11}")
    for waves in (256, 4):
        plain, to_break, opened, back, total, kept, size = shape(waves, args.repeat,
                                                                 args.buffer)
        print(f"{waves:>6} {total:>11} {plain:>10.0f} {to_break:>12.0f} "
              f"{plain / to_break:>6.2f} {opened:>10.0f} {plain / opened:>6.2f} {back:>16.3f} "
              f"{kept:>12} {size:>11.0f}")


if __name__ == "__main__":
    main()
