"""The memory hierarchy's speed and its validation report.

Speed: cache lines handled per second (CPU time) by the MemorySystem (each CU's ``port``, as
the replay calls it) on a streaming pattern (consecutive lines, every CU) and a random one
(random lines over 16 GiB: DRAM row misses, TLB misses), with numpy's elementwise rate
(np.add on 1M float32, elements per second)
measured in the same run as the baseline. And the timed launch with the full hierarchy
against one without memory: benchmarks/timing_speed.py's saxpy (1M items, MI300X: each CU's
requests to the hierarchy in the device's time order) beside its raw VALU/LDS loop (Vega 64, no
memory request), wave-instructions per CPU second of the timed launch, the two one after the
other in each of ``--repeat`` rounds, the median of the rounds' ratios, and the ratio of
each one's best rate over the rounds (the host only ever slows a run: the best rate is the
code's own, as timeit reads its minimum) (the goal: the saxpy within 2x of the loop).

Validation: every figure of tests/data/calibration/figures.json that the drivers reproduce
(gcnsim/timing/memory/micro.py), the model's value beside the published one, its error, and
per unit the WMAPE (sum |model - published| / sum published) of the validation figures; the
calibration figures' residuals are printed apart (parameters were set from them). Figures
marked run: false are listed, not run; those marked large (chases of millions of lines, a
minute each) run with --full.

``--against COMMIT``: the replay's rate beside that of COMMIT's tree, as
benchmarks/timing_speed.py gives it (the target: at least 3x fdeea98's).

    python benchmarks/memory_speed.py [--lines 200000] [--skip-timed] [--skip-report] [--full]
                                      [--against fdeea98 [--rounds 3]]
"""
import argparse
import json
import time
from collections import defaultdict
from pathlib import Path

import numpy as np

import timing_speed
from gcnsim.timing.memory import MemorySystem
from gcnsim.timing.memory.system import LOAD
from gcnsim.timing.memory.micro import reproduce

FIGURES = (Path(__file__).resolve().parent.parent / "tests" / "data" / "calibration"
           / "figures.json")


def lines_per_second(pattern, count):
    """CPU-time rate of the hierarchy on MI300X (each CU's port, as the replay calls it), two
    lines an access."""
    ms = MemorySystem("mi300x")
    cus = ms.device.compute_units
    if pattern == "stream":
        starts = (np.arange(count // 2) * 256).tolist()
    else:
        rng = np.random.default_rng(0)
        starts = (rng.integers(0, 1 << 34, count // 2) & ~255).tolist()
    ports = [ms.port(cu)[LOAD] for cu in range(cus)]
    begin = time.process_time()
    for i, address in enumerate(starts):
        ports[i % cus](i, (address, address + 128))
    return 2 * len(starts) / (time.process_time() - begin)


def timed_rates(waves, items, repeat):
    """Per round of ``repeat``: (wave-instructions per CPU second of the timed loop, of the
    timed saxpy), each after a functional launch (timing_speed's launches), the two taken one
    after the other so that both see the machine's same minute (its speed moves by a third
    from one minute to the next: the pair's ratio is the figure to read), the loop first in
    odd rounds, the saxpy first in even ones."""
    makes = (lambda: timing_speed.loop_dispatch(waves), lambda: timing_speed.saxpy(items))
    rounds = []
    for k in range(repeat):
        pair = [0.0, 0.0]
        # Each goes first in every other round: on this host the second of two runs back to
        # back can come out faster, whatever it runs.
        for which in ((0, 1), (1, 0))[k % 2]:
            _, _, _, timed, (_, cpu) = makes[which]()
            pair[which] = timed.stats.wave_instructions / cpu
        rounds.append(pair)
    return rounds


def report(full):
    figures = json.loads(FIGURES.read_text())["figures"]
    print(f"{'figure':26s} {'role':11s} {'published':>10s} {'model':>10s} {'unit':6s} error")
    sums = defaultdict(lambda: [0.0, 0.0, 0])
    errors = []
    for figure in figures:
        published, unit = figure["value"], figure["unit"]
        if figure.get("run", True) is False or (figure.get("large") and not full):
            why = figure.get("why_not_run", "large: run with --full")
            print(f"{figure['id']:26s} {figure['role']:11s} {published:10.1f} {'-':>10s} "
                  f"{unit:6s} not run: {why}")
            continue
        model = reproduce(figure)
        error = (model - published) / published
        print(f"{figure['id']:26s} {figure['role']:11s} {published:10.1f} {model:10.1f} "
              f"{unit:6s} {100 * error:+6.1f}%")
        if figure["role"] == "validation":
            errors.append(abs(error))
            total = sums[unit]
            total[0] += abs(model - published)
            total[1] += published
            total[2] += 1
    for unit, (off, base, n) in sums.items():
        print(f"validation WMAPE, {unit}: {100 * off / base:.1f}% over {n} figures")
    within = sum(e <= 0.15 for e in errors)
    print(f"validation: {within} of {len(errors)} figures within 15%; mean |error| "
          f"{100 * sum(errors) / len(errors):.1f}%")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=200_000)
    parser.add_argument("--skip-timed", action="store_true")
    parser.add_argument("--waves", type=int, default=4096, help="of the timed loop")
    parser.add_argument("--items", type=int, default=1 << 20, help="of the timed saxpy")
    parser.add_argument("--repeat", type=int, default=5, help="rounds of the timed pair")
    parser.add_argument("--skip-report", action="store_true")
    parser.add_argument("--full", action="store_true", help="also the large chases")
    parser.add_argument("--against", metavar="COMMIT",
                        help="the replay's rate beside that of COMMIT's tree, at the end")
    parser.add_argument("--rounds", type=int, default=3, help="of --against, the trees in turn")
    args = parser.parse_args()
    base = timing_speed.numpy_rate()
    print(f"numpy np.add, 1M float32:     {base / 1e6:10.1f} M elements/s (baseline)")
    for pattern in ("stream", "random"):
        rate = lines_per_second(pattern, args.lines)
        print(f"hierarchy, {pattern:6s} lines:     {rate / 1e3:10.1f} k lines/s "
              f"({1e6 / rate:.1f} us a line; numpy does {base / rate:,.0f} elements meanwhile)")
    if not args.skip_timed:
        rounds = timed_rates(args.waves, args.items, args.repeat)
        for k, (loop, saxpy) in enumerate(rounds, 1):
            print(f"round {k}: timed loop (no memory) {loop:10,.0f} wave-instructions/s "
                  f"(baseline), timed saxpy (full hierarchy) {saxpy:10,.0f}: "
                  f"{loop / saxpy:.2f}x slower")
        ratios = sorted(loop / saxpy for loop, saxpy in rounds)
        best_loop, best_saxpy = max(r[0] for r in rounds), max(r[1] for r in rounds)
        print(f"the saxpy against the loop over {len(rounds)} rounds: median "
              f"{ratios[len(ratios) // 2]:.2f}x, from {ratios[0]:.2f}x to {ratios[-1]:.2f}x; "
              f"best rates: loop {best_loop:,.0f}, saxpy {best_saxpy:,.0f} wave-instructions/s, "
              f"{best_loop / best_saxpy:.2f}x")
    if not args.skip_report:
        report(args.full)
    if args.against:
        timing_speed.against(args.against, timing_speed.REPLAYS, args.rounds)


if __name__ == "__main__":
    main()
