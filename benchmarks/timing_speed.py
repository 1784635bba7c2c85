"""Timing-mode throughput: simulated wave-instructions per second of the cycle-level replay,
with the functional rate of the same launch beside it (measured in the same run).

Targets:
- >= 300,000 wave-instructions/s in timing mode on a dispatch keeping >= 64 CUs busy with
  >= 1M wave-instructions (here: a raw VALU/LDS/memory loop on a Vega 64, 64 CUs);
- a 1M-work-item saxpy (clang-19, gfx942) timed on the full MI300X (304 CUs) in <= 5 s;
- ``--big N``: an N-work-item saxpy (gfx900, Vega 64) in timing mode, with the process's peak
  resident memory (the goal: the 16M-item one under 2 GB);
- time linear in the number of workgroups: the loop dispatch at 1/4, 1/2 and all of
  ``--waves``, CPU seconds per workgroup of each (constant when linear);
- ``--against COMMIT`` (the target: the replay at >= 3x the rate of commit fdeea98): the replay
  of the 1M-item saxpy on MI300X and of the 1024^3 Triton f16 matmul on MI300X, each in a
  process of its own, in this tree and in a ``git worktree`` of COMMIT, the two trees taken in
  turn for ``--rounds`` rounds: wave-instructions per CPU second of the replay (the
  ``replay`` call alone, not the functional run), the median of each tree and of the rounds'
  ratios;
- ``--profile N``: where the replay of each of those launches spends its time, cProfile around
  the ``replay`` call alone (wall clock: a CPU-time timer's own calls would outweigh the small
  functions on this host): the shares of the N functions with the most time of their own, and
  per module (the issue-31 question: how much of it the CU's turns are).

Each launch runs once functionally first (decode, build, imports); the figures are wall and CPU
seconds of the functional launch and of the timed one (functional run with recording, replay),
the best of ``--repeat`` of each; on a shared machine the CPU rate is the one to read (this
host's varies by a fifth from minute to minute: numpy's elementwise rate, printed first, shows
how fast the machine is in that minute).

    python benchmarks/timing_speed.py [--waves 16384] [--items 1048576] [--big 16777216]
                                      [--repeat 3] [--against fdeea98 [--rounds 3]]
                                      [--profile 15 [--launches saxpy]]
"""
import argparse
import cProfile
import json
import os
import pstats
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from gcnsim.runtime import Device

ROOT = Path(__file__).resolve().parent.parent
KERNELS = ROOT / "tests" / "data" / "kernels"
TRITON = ROOT / "tests" / "data" / "triton" / "gfx942" / "matmul_f16.hsaco"
REPLAYS = ("saxpy", "matmul")           # ``--against``'s launches (``replay_launch``)
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


def replay_launch(name):
    """The timed launch ``name`` of REPLAYS on MI300X, a function running it: the 1M-item
    saxpy (clang-19) or the 1024^3 Triton f16 matmul (32 x 32 tiles), inputs from this tree's
    data whichever tree's gcnsim runs them."""
    dev = Device("mi300x")
    rng = np.random.default_rng(0)
    if name == "saxpy":
        items = 1 << 20
        prog = dev.load(KERNELS / "gfx942" / "saxpy.hsaco")
        x = dev.array(rng.random(items, dtype=np.float32))
        y = dev.array(rng.random(items, dtype=np.float32))
        return lambda: prog.saxpy(2.0, x, y, items, grid=items, block=256, checker=None,
                                  timing=True)
    side = 1024
    manifest = json.loads(TRITON.with_suffix(".json").read_text())
    kernel = getattr(dev.load(TRITON), manifest["kernel"])
    a, b = (dev.array(rng.standard_normal((side, side)).astype(np.float16)) for _ in "ab")
    c = dev.array(np.zeros((side, side), np.float32))
    block = manifest["block"]
    return lambda: kernel(a, b, c, *(np.int32(side),) * 6, None, None,
                          grid=(side // 32) ** 2 * block, block=block,
                          shared_mem=manifest["shared"], checker=None, timing=True)


def replay_rate(name):
    """(wave-instructions, cycles, CPU seconds of the replay) of ``replay_launch(name)``, with
    whichever gcnsim this process imports: the ``replay`` call timed alone."""
    from gcnsim.timing import api
    spent, replay = [], api.replay

    def timed(*args, **options):
        cpu = time.process_time()
        try:
            return replay(*args, **options)
        finally:
            spent.append(time.process_time() - cpu)
    api.replay = timed
    timing = replay_launch(name)().timing
    return timing.wave_instructions, timing.cycles, sum(spent)


def profile_replay(name, top):
    """cProfile of the ``replay`` call of ``replay_launch(name)``: the shares of the ``top``
    functions by their own time, then per module (of gcnsim, else "other")."""
    from gcnsim.timing import api
    profiler, replay = cProfile.Profile(), api.replay

    def profiled(*args, **options):
        profiler.enable()
        try:
            return replay(*args, **options)
        finally:
            profiler.disable()
    api.replay = profiled
    timing = replay_launch(name)().timing
    api.replay = replay
    stats = pstats.Stats(profiler).stats      # (file, line, function) -> (.., .., own, ..)
    own = {key: value[2] for key, value in stats.items()}
    total = sum(own.values())
    print(f"{name} replay on mi300x: {timing.wave_instructions:,} wave-instructions, "
          f"{timing.cycles:,} cycles, {total:.2f} s profiled (load {os.getloadavg()[0]:.1f})")
    for (path, line, function), seconds in sorted(own.items(), key=lambda kv: -kv[1])[:top]:
        print(f"  {100 * seconds / total:5.1f}%  {_module(path)}:{line} {function}")
    modules = {}
    for (path, _, _), seconds in own.items():
        modules[_module(path)] = modules.get(_module(path), 0) + seconds
    shares = sorted(((100 * seconds / total, module) for module, seconds in modules.items()
                     if seconds >= total / 200), reverse=True)
    print("  per module (0.5% and more): "
          + ", ".join(f"{module} {share:.1f}%" for share, module in shares))


def _module(path):
    """A profiled function's file as gcnsim's module path, else "other" (builtins, numpy)."""
    parts = Path(path).with_suffix("").parts
    return ".".join(parts[parts.index("gcnsim"):]) if "gcnsim" in parts else "other"


def against(commit, names, rounds):
    """Each of ``names``' replay rate in this tree and in a git worktree of ``commit``, a
    process each, the trees in turn (the old one first in odd rounds), medians printed."""
    with tempfile.TemporaryDirectory() as scratch:
        old = Path(scratch) / "tree"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "--quiet",
                        str(old), commit], check=True)
        try:
            for name in names:
                _compare(name, {"this tree": ROOT, commit: old}, rounds)
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force",
                            str(old)], check=True)


def _compare(name, trees, rounds):
    rates = {label: [] for label in trees}
    order = list(trees)
    for k in range(rounds):
        for label in order[::-1] if k % 2 else order:
            out = subprocess.run([sys.executable, __file__, "--replay-only", name], check=True,
                                 capture_output=True, text=True,
                                 env={**os.environ, "PYTHONPATH": str(trees[label])}).stdout
            count, cycles, cpu = json.loads(out.splitlines()[-1])
            rates[label].append(count / cpu)
            print(f"  {name} round {k + 1}, {label}: {count:,} wave-instructions, {cycles:,} "
                  f"cycles, replay {cpu:.2f} s CPU = {count / cpu:,.0f} wave-instructions/s",
                  flush=True)
    new, old = (rates[label] for label in order)
    ratios = [a / b for a, b in zip(new, old)]
    print(f"{name} replay on mi300x, median of {rounds} rounds: this tree "
          f"{statistics.median(new):,.0f}, {order[1]} {statistics.median(old):,.0f} "
          f"wave-instructions per CPU s; ratio {statistics.median(ratios):.2f}x "
          f"(rounds {min(ratios):.2f}x to {max(ratios):.2f}x)", flush=True)


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
    ap.add_argument("--against", metavar="COMMIT",
                    help="the replay's rate beside that of COMMIT's tree (the target's: fdeea98)")
    ap.add_argument("--rounds", type=int, default=3, help="of --against, the trees in turn")
    ap.add_argument("--launches", default=",".join(REPLAYS), help="of --against, --profile")
    ap.add_argument("--profile", type=int, metavar="N",
                    help="cProfile the replays instead: the N functions with most time")
    ap.add_argument("--replay-only", choices=REPLAYS, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.replay_only:                # one tree's figures for --against, as JSON
        print(json.dumps(replay_rate(args.replay_only)))
        return
    if args.profile:
        for name in args.launches.split(","):
            profile_replay(name, args.profile)
        return
    if args.against:
        against(args.against, args.launches.split(","), args.rounds)
        return
    print(f"numpy np.add, 1M float32: {numpy_rate() / 1e6:,.0f} M elements/s (baseline)")
    report(*loop_dispatch(args.waves, args.repeat))
    report(*saxpy(args.items, args.repeat))
    linearity(args.waves)
    if args.big:
        big_saxpy(args.big)


if __name__ == "__main__":
    main()
