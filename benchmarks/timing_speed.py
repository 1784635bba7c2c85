"""Timing-mode throughput: simulated wave-instructions per second of the cycle-level replay,
with the functional rate of the same launch beside it (measured in the same run).

Targets (issue 9, item 5):
- >= 300,000 wave-instructions/s in timing mode on a dispatch keeping >= 64 CUs busy with
  >= 1M wave-instructions (here: a raw VALU/LDS/memory loop on a Vega 64, 64 CUs);
- a 1M-work-item saxpy (clang-19, gfx942) timed on the full MI300X (304 CUs) in <= 5 s;
- ``--big N``: an N-work-item saxpy (gfx900, Vega 64) in timing mode, with the process's peak
  resident memory (the goal: the 16M-item one under 2 GB);
- time linear in the number of workgroups: the loop dispatch at 1/4, 1/2 and all of
  ``--waves``, CPU seconds per workgroup of each (constant when linear).

Each launch runs once functionally first (decode, build, imports); the figures are wall and CPU
seconds of the functional launch and of the timed one (functional run with recording, replay),
the best of ``--repeat`` of each; on a shared machine the CPU rate is the one to read (this
host's varies by a fifth from minute to minute: numpy's elementwise rate, printed first, shows
how fast the machine is in that minute).

    python benchmarks/timing_speed.py [--waves 16384] [--items 1048576] [--big 16777216]
                                      [--repeat 3]
"""
import argparse
import resource
import time
from pathlib import Path

import numpy as np

from gcnsim.runtime import Device

KERNELS = Path(__file__).resolve().parent.parent / "tests" / "data" / "kernels"
LOOP = """
  v_lshlrev_b32 v1, 2, v0
  s_movk_i32 s10, 16
loop:
  ds_write_b32 v1, v0
  v_add_u32 v2, v0, v1
  v_mul_lo_u32 v3, v2, v2
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v4, v1
  v_add_f32 v5, v4, v3
  v_fma_f32 v6, v5, v5, v4
  s_waitcnt lgkmcnt(0)
  v_add_f32 v6, v6, v4
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 loop
  s_endpgm
"""


def _timed(fn, repeat=1):
    """(fn's result, wall and CPU seconds of the run with the least CPU of ``repeat``)."""
    best = None
    for _ in range(repeat):
        start, cpu = time.perf_counter(), time.process_time()
        result = fn()
        times = time.perf_counter() - start, time.process_time() - cpu
        if best is None or times[1] < best[2]:
            best = result, *times
    return best


def numpy_rate():
    """numpy's float32 add over 1M elements, elements per CPU second (best of 20)."""
    a = np.ones(1 << 20, np.float32)
    out = np.empty_like(a)
    best = min(_timed(lambda: np.add(a, a, out=out))[2] for _ in range(20))
    return a.size / best


def loop_dispatch(waves, repeat=1):
    dev = Device("vega64")
    prog = dev.load(LOOP)
    run = lambda **kw: prog.run(waves * 64, 256, vgpr_count=8, shared_mem=1024,  # noqa: E731
                                checker=None, **kw)
    run()
    functional, f_wall, f_cpu = _timed(run, repeat)
    timed, t_wall, t_cpu = _timed(lambda: run(timing=True), repeat)
    return "raw loop on vega64", functional, (f_wall, f_cpu), timed, (t_wall, t_cpu)


def saxpy(items, repeat=1):
    dev = Device("mi300x")
    prog = dev.load(KERNELS / "gfx942" / "saxpy.hsaco")
    rng = np.random.default_rng(0)
    x = dev.array(rng.random(items, dtype=np.float32))
    y = dev.array(rng.random(items, dtype=np.float32))
    run = lambda **kw: prog.saxpy(2.0, x, y, items, grid=items, block=256,  # noqa: E731
                                  checker=None, **kw)
    run()
    functional, f_wall, f_cpu = _timed(run, repeat)
    timed, t_wall, t_cpu = _timed(lambda: run(timing=True), repeat)
    return f"saxpy {items:,} items on mi300x", functional, (f_wall, f_cpu), timed, (t_wall, t_cpu)


def big_saxpy(items):
    dev = Device("vega64")
    prog = dev.load(KERNELS / "gfx900" / "saxpy.hsaco")
    x = dev.array(np.ones(items, np.float32))
    y = dev.array(np.ones(items, np.float32))
    timed, wall, cpu = _timed(lambda: prog.saxpy(2.0, x, y, items, grid=items, block=256,
                                                 checker=None, timing=True))
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"saxpy {items:,} items on vega64 in timing mode: {timed.stats.wave_instructions:,} "
          f"wave-instructions, {timed.timing.cycles:,} cycles, {wall:.1f} s wall, {cpu:.1f} s "
          f"CPU, peak resident memory {peak:,.0f} MiB")


def linearity(waves):
    """CPU seconds per workgroup of the timed loop dispatch at growing sizes."""
    dev = Device("vega64")
    prog = dev.load(LOOP)
    prog.run(256, 256, vgpr_count=8, shared_mem=1024, checker=None, timing=True)
    print("timing mode against the number of workgroups (raw loop on vega64, 4 waves each):")
    for part in (4, 2, 1):
        count = waves // part
        _, wall, cpu = _timed(lambda: prog.run(count * 64, 256, vgpr_count=8, shared_mem=1024,
                                               checker=None, timing=True))
        groups = count // 4
        print(f"  {groups:6,} workgroups: {cpu:.2f} s CPU, {1e6 * cpu / groups:,.0f} us CPU "
              f"per workgroup ({wall:.2f} s wall)")


def report(name, functional, f_times, timed, t_times):
    count = timed.stats.wave_instructions
    t = timed.timing
    used = sum(1 for b in t.cu_busy if b)
    print(f"{name}: {count:,} wave-instructions, {t.cycles:,} cycles on {used} CUs "
          f"(IPC {t.ipc:.2f} device, {t.ipc_per_cu:.2f} per CU)")
    for label, (wall, cpu) in (("functional", f_times), ("timing", t_times)):
        print(f"  {label + ':':11s} {wall:.2f} s wall, {cpu:.2f} s CPU = "
              f"{count / wall:,.0f} wave-instructions/s wall, {count / cpu:,.0f} CPU")
    extra = t_times[1] - f_times[1]
    print(f"  recording and replay beyond the functional run: {extra:.2f} s CPU "
          f"({count / extra:,.0f} wave-instructions/s)")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--waves", type=int, default=16384)
    ap.add_argument("--items", type=int, default=1 << 20)
    ap.add_argument("--big", type=int, default=0)
    ap.add_argument("--repeat", type=int, default=1, help="best of this many of each launch")
    args = ap.parse_args()
    print(f"numpy np.add, 1M float32: {numpy_rate() / 1e6:,.0f} M elements/s (baseline)")
    report(*loop_dispatch(args.waves, args.repeat))
    report(*saxpy(args.items, args.repeat))
    linearity(args.waves)
    if args.big:
        big_saxpy(args.big)


if __name__ == "__main__":
    main()
