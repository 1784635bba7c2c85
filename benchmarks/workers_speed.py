"""Every core: a clang-19 saxpy launched with one worker and with several, in interleaved rounds
(one worker, N workers, one worker, ...), so a machine whose speed drifts moves both alike; the
median of each and the median of the per-round ratios are printed (emu/workers.py).

Target: two workers at least 1.7x one worker on a 2^24-item launch. The machine's
load (os.getloadavg) is printed before and after: on a shared machine the wall-clock figure
means little when the load is above its core count, so each side's CPU seconds are printed
too (this process and its workers: getrusage, and /proc for the workers kept between launches),
the overhead of the workers: the N-worker launch's CPU seconds minus the one-worker launch's
(the undo record's saves, marks, summaries, messages), and what free
cores would give: the one-worker launch's CPU seconds over those of the N-worker launch's
busiest process (a bound: a process waiting for another's last chunk is not counted). Where
the kernel groups a session's processes for scheduling (sched_autogroup, on by default on many
distributions; /proc/sys/kernel/sched_autogroup_enabled), each worker runs in a session of its
own (emu/pool.py), so that it has a slice of the cores of its own while other sessions keep
them busy; on a host busier than its cores the wall figure still says what the other
sessions leave, and the CPU figures what the workers would do on free cores.
``--items`` below dispatch.PARALLEL_ITEMS shows where the second worker stops paying for its
copies and messages.

``--timed``: the functional part of a timed launch (the target: "the functional part of a timed
launch gets the same speed-up"): each launch records its streams for the timing model (a fresh
timing/record.py Recorder, as timing/api.py makes for ``timing=True``, the collector paused as
there), whose replay is left out; the workers record their chunks and the launching process
merges their records (timing/shares.py).

``--phases``: where the N-worker launch's CPU seconds over the one-worker launch's go: the
CPU seconds of running batches (dispatch.Share, each process's thread time, workers' counted
in a shared mapping they inherit), summed over the processes, against the one-worker launch's
(what the processes cost each other running at once: shared caches, memory, a host's other
work; compare --ceiling's CPU figure, what two independent launches cost each other; and the
undo record's saves, made while running batches: emu/shared.py), and the rest (marks'
summaries, messages, the conflict check).

``--first``: a Device's first launch on workers, each in a fresh process (this script run
again, one worker and N in turn): where the N-worker launch's CPU seconds go, against the
one-worker launch's: moving the buffers to shared memory (emu/shared.py SharedLaunch, in the
launching process before any batch runs), running batches (each process's), and the rest
(forking the team, the JIT and code the workers inherit, the launching process's set-up);
later launches pay none of the move, the fork, nor most of the first touches of their pages.

``--ceiling``: what the host lets N processes do at once, whatever the workers' own costs:
one-worker launches alone and in N independent processes at the same time (each its own
device and memory; each but this one in a session of its own, as the workers are), in
interleaved rounds. N x (median alone) / (median together) bounds the speed-up of N workers on
this host (memory bandwidth and caches shared, virtual cores that share a physical one).

    python benchmarks/workers_speed.py [--items 16777216] [--workers 2] [--rounds 5] [--timed]
    python benchmarks/workers_speed.py --ceiling [--workers 2] [--rounds 5]
    python benchmarks/workers_speed.py --phases [--rounds 7]
    python benchmarks/workers_speed.py --only 2 --rounds 1     (and --only 1)
    python benchmarks/workers_speed.py --first [--rounds 5]
"""
import argparse
import json
import mmap
import multiprocessing
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

from gcnsim.bits import collector_paused
from gcnsim.emu import dispatch, shared
from gcnsim.runtime import Device
from gcnsim.timing.record import Recorder

KERNELS = Path(__file__).resolve().parent.parent / "tests" / "data" / "kernels"


def launcher(items, target, timed=False):
    """A function of a worker count that launches saxpy over ``items`` work-items and gives
    (its wall seconds, CPU seconds of every process, of the busiest, lane-instructions), the
    checker on, as the API's default; ``timed``: recording for the timing model."""
    dev = Device(target)
    prog = dev.load(KERNELS / target / "saxpy.hsaco")
    rng = np.random.default_rng(0)
    x = dev.array(rng.random(items, dtype=np.float32))
    y = dev.array(rng.random(items, dtype=np.float32))
    prog.saxpy(2.0, x, y, 256, grid=256, block=256, workers=1)        # decode once

    def launch(workers):
        timing = False
        if timed:
            timing = Recorder(dev.config.lds_banks, dev.config.memory)
            timing.keep_memory = True
        cpu = cpu_seconds(_children())      # before the clock starts: it reads /proc
        start = time.perf_counter()
        with collector_paused():
            done = prog.saxpy(2.0, x, y, items, grid=items, block=256, workers=workers,
                              timing=timing)
        seconds = time.perf_counter() - start
        assert done.result.workers == workers, done.result.worker_rule
        return (seconds, *_spent(cpu, cpu_seconds()), done.stats.wave_instructions * 64)
    return launch


class RunSeconds:
    """The CPU seconds each process of a launch spends running batches (dispatch.Share calls,
    the thread's time), in a shared mapping made before the workers fork (they inherit it and
    the wrapped Share.__call__): one slot for this process, one for all its workers (each adds
    under a lock)."""

    def __init__(self):
        self.slots = np.frombuffer(mmap.mmap(-1, 16), np.float64)
        self.lock = multiprocessing.get_context("fork").Lock()
        self.main = os.getpid()
        run = dispatch.Share.__call__

        def timed(share, first, end, report):
            start = time.thread_time()
            try:
                return run(share, first, end, report)
            finally:
                with self.lock:
                    self.slots[int(os.getpid() != self.main)] += time.thread_time() - start
        dispatch.Share.__call__ = timed

    def taken(self):
        """(this process's, the workers') seconds since the last call."""
        with self.lock:
            mine, theirs = self.slots
            self.slots[:] = 0
        return mine, theirs


def first_launch(items, target, workers):
    """A fresh process's first launch on ``workers``, as one JSON line: wall and CPU seconds
    (every process), those of running batches (this process's, the workers'), and this
    process's moving the buffers to shared memory."""
    launch = launcher(items, target)
    phases, moving = RunSeconds(), [0.0]
    made = shared.SharedLaunch.__init__

    def timed(*args, **kwargs):
        start = time.thread_time()
        made(*args, **kwargs)
        moving[0] += time.thread_time() - start
    shared.SharedLaunch.__init__ = timed
    phases.taken()
    wall, cpu, _, _ = launch(workers)
    print(json.dumps({"wall": wall, "cpu": cpu, "batches": phases.taken(), "moving": moving[0]}))


def first_launches(items, target, workers, rounds):
    """``first_launch`` of one worker and of ``workers`` in fresh processes, in turn."""
    runs = {1: [], workers: []}
    for _ in range(rounds):
        for count in runs:
            out = subprocess.run([sys.executable, __file__, "--items", str(items), "--target",
                                  target, "--fresh", str(count)], check=True,
                                 capture_output=True, text=True).stdout
            runs[count].append(json.loads(out.splitlines()[-1]))
    def median(count, part):
        return statistics.median(part(run) for run in runs[count]) * 1e3
    one, many = (median(count, lambda run: run["cpu"]) for count in runs)
    print(f"first launch, CPU ms (medians of {rounds}): one worker {one:.1f} (batches "
          f"{median(1, lambda run: sum(run['batches'])):.1f}); {workers} workers {many:.1f}: "
          f"moving the buffers to shared memory "
          f"{median(workers, lambda run: run['moving']):.1f}, batches this process "
          f"{median(workers, lambda run: run['batches'][0]):.1f} + workers "
          f"{median(workers, lambda run: run['batches'][1]):.1f}, the rest "
          f"{median(workers, lambda run: run['cpu'] - sum(run['batches']) - run['moving']):.1f}"
          f"; wall {median(1, lambda run: run['wall']):.0f} / "
          f"{median(workers, lambda run: run['wall']):.0f} ms")


def cpu_seconds(pids=None):
    """CPU seconds of this process ("self"), of its joined children ("joined": a launch's own
    workers) and of each running child by pid (the workers kept between launches: their /proc
    schedstat run time, in nanoseconds), to the microsecond (os.times counts clock ticks).
    ``pids``: the children (None: looked for after this process's own seconds are read, so
    that looking is not counted in them; given: looked for before)."""
    mine = resource.getrusage(resource.RUSAGE_SELF)
    joined = resource.getrusage(resource.RUSAGE_CHILDREN)
    return {"self": mine.ru_utime + mine.ru_stime, "joined": joined.ru_utime + joined.ru_stime,
            **{pid: _run_time(pid) for pid in (_children() if pids is None else pids)}}


def _spent(before, after):
    """(CPU seconds of every process, of the busiest one) between two cpu_seconds()."""
    spent = {key: seconds - before.get(key, 0.0) for key, seconds in after.items()}
    return sum(spent.values()), max(spent.values())


def _children():
    """The pids of this process's children."""
    me, found = os.getpid(), []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == me:
                found.append(int(stat.parent.name))
        except (OSError, ValueError, IndexError):
            continue
    return found


def _run_time(pid):
    try:
        return int(Path(f"/proc/{pid}/schedstat").read_text().split()[0]) / 1e9
    except (OSError, ValueError, IndexError):
        return 0.0


def ceiling(launch, processes, rounds):
    """(one-worker launches alone, those of ``processes`` processes launching at once), each
    a list of (wall, CPU seconds), interleaved rounds; each process its own device (forked:
    its memory its own)."""
    context = multiprocessing.get_context("fork")
    start, results = context.Barrier(processes), context.Queue()

    def helper():
        os.setsid()         # a session of its own, as a worker's (emu/pool.py): its own share
        results.put([_together(launch, start) for _ in range(rounds)])
    helpers = [context.Process(target=helper, daemon=True) for _ in range(processes - 1)]
    for proc in helpers:
        proc.start()
    alone, together = [], []
    for _ in range(rounds):
        alone.append(_one(launch))
        together.append(_together(launch, start))
    for _ in helpers:
        together += results.get()
    for proc in helpers:
        proc.join()
    return alone, together


def _together(launch, start):
    start.wait()
    return _one(launch)


def _one(launch):
    """(wall, CPU seconds of this process) of a one-worker launch (the process's children,
    the ceiling's helpers, are not its workers)."""
    cpu = time.process_time()
    wall = launch(1)[0]
    return wall, time.process_time() - cpu


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=1 << 24)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--target", default="gfx90a")
    parser.add_argument("--ceiling", action="store_true",
                        help="one-worker launches alone and in --workers processes at once")
    parser.add_argument("--timed", action="store_true",
                        help="the functional part of timed launches (recording, no replay)")
    parser.add_argument("--phases", action="store_true",
                        help="split the workers' overhead: running batches, and the rest")
    parser.add_argument("--first", action="store_true",
                        help="a Device's first launch, one worker and N, each in a fresh "
                             "process")
    parser.add_argument("--fresh", type=int, metavar="N", help=argparse.SUPPRESS)
    parser.add_argument("--only", type=int, metavar="N",
                        help="launch with N workers only (a whole-process comparison of two "
                             "runs of this script)")
    args = parser.parse_args()
    if args.fresh:
        first_launch(args.items, args.target, args.fresh)
        return
    print(f"load before: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    if args.first:
        first_launches(args.items, args.target, args.workers, args.rounds)
        print(f"load after: {os.getloadavg()[0]:.2f}")
        return
    launch = launcher(args.items, args.target, args.timed)
    print("timed launches' functional part (recording; the replay left out)" if args.timed
          else "untimed launches")
    if args.ceiling:
        launch(1)
        alone, together = ceiling(launch, args.workers, args.rounds)
        (wall, cpu), (walls, cpus) = ([statistics.median(run[k] for run in runs)
                                       for k in (0, 1)] for runs in (alone, together))
        print(f"one-worker launches alone: median {wall:.3f} s, CPU {cpu:.3f} s; "
              f"{args.workers} processes at once: median {walls:.3f} s, CPU {cpus:.3f} s each")
        print(f"the host's ceiling for {args.workers} workers: {args.workers * wall / walls:.2f}x "
              f"(wall), {args.workers * cpu / cpus:.2f}x (CPU: what sharing the host's caches "
              f"and memory costs each process)")
        print(f"load after: {os.getloadavg()[0]:.2f}")
        return
    if args.only:
        runs = [launch(args.only) for _ in range(args.rounds)]
        print(f"{args.only} workers: median {statistics.median(r[0] for r in runs):.3f} s, "
              f"CPU {statistics.median(r[1] for r in runs):.3f} s")
        return
    phases = RunSeconds() if args.phases else None
    launch(1), launch(args.workers)     # compiled, and the bytes moved to shared memory
    one, many, batches = [], [], []
    for _ in range(args.rounds):
        if phases:
            phases.taken()              # what ran before this round is not counted
        one.append(launch(1))
        alone = sum(phases.taken()) if phases else None
        many.append(launch(args.workers))
        batches.append((alone, *phases.taken()) if phases else None)
    lanes = many[-1][3]
    ratios = [a[0] / b[0] for a, b in zip(one, many)]
    for name, runs in (("1 worker", one), (f"{args.workers} workers", many)):
        times = [run[0] for run in runs]
        median = statistics.median(times)
        print(f"{name:>10}: median {median:.3f} s ({lanes / median / 1e6:.0f} M lane-instr/s), "
              f"min {min(times):.3f} max {max(times):.3f}; CPU (with its workers) median "
              f"{statistics.median(run[1] for run in runs):.3f} s")
    overhead = [b[1] - a[1] for a, b in zip(one, many)]
    print(f"overhead of {args.workers} workers (CPU seconds over one worker's): median "
          f"{statistics.median(overhead):.3f} s (rounds: "
          f"{', '.join(f'{o:.3f}' for o in overhead)})")
    print(f"speed-up {args.workers} workers / 1: median {statistics.median(ratios):.2f}x "
          f"(rounds: {', '.join(f'{r:.2f}' for r in ratios)}) over {args.items} work-items")
    busiest = statistics.median(run[2] for run in many)
    print(f"busiest of the {args.workers} processes: median {busiest:.3f} s CPU; on free cores "
          f"(the launch's wall time that of its busiest process) "
          f"{statistics.median(run[1] for run in one) / busiest:.2f}x one worker")
    if phases:
        print_phases(one, many, batches)
    print(f"load after: {os.getloadavg()[0]:.2f}")


def print_phases(one, many, runs):
    """The overhead's parts, medians over rounds (``runs``: each round's (one worker's batches,
    this process's and the workers' batches of the N-worker launch), CPU seconds)."""
    def median(values):
        return statistics.median(values) * 1e3
    alone = median(r[0] for r in runs)
    mine, theirs = median(r[1] for r in runs), median(r[2] for r in runs)
    slower = median(r[1] + r[2] - r[0] for r in runs)
    rest = median(b[1] - (r[1] + r[2]) - (a[1] - r[0]) for a, b, r in zip(one, many, runs))
    print(f"running batches (CPU ms): one worker {alone:.1f}; N workers: this process {mine:.1f}"
          f" + workers {theirs:.1f}, {slower:+.1f} over one worker's ({slower / alone:+.0%}: "
          f"the processes slowing each other, and the undo record's saves); the rest of the "
          f"overhead {rest:+.1f} ms (marks' summaries, messages, the conflict check)")


if __name__ == "__main__":
    main()
