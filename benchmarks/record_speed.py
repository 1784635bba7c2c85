"""The recorded functional run against the plain one: per launch of the sampling validation
(benchmarks/sampling.py, its clang kernels on device variants of ``--cus`` CUs at ``--rounds``
dispatch rounds), the CPU seconds of the functional run untimed (timing=False) and with the
timing recorder as the launch's checker (record.py: the run a timed launch makes before its
replay, its record dropped as api.py drops it), best of ``--repeat``; with ``--whole``, the
whole timed call too, full and sampled, with their replays' CPU seconds.

For a baseline in the same run, run it again with another tree first on PYTHONPATH (the
script reads the launches from the tree it runs with):

    python benchmarks/record_speed.py [--rounds 2048] [--only saxpy,histogram_lds]
                                      [--devices mi300x,mi250x] [--tiers interpreter,default]
                                      [--whole]
"""
import argparse

from gcnsim.bits import collector_paused
from gcnsim.isa.devices import get_device
from gcnsim.sweep.points import variant
from gcnsim.sweep.task import Task, _launch
from gcnsim.timing.record import Recorder

from sampling import DEVICES, _cpu, _launch_of, _per_cu, _replay_cpu  # noqa: E402 (no package)

TIMING = {"plain": False, "full": True, "sampled": "sampled"}


def measured(kernel, device, cus, rounds, tier, modes, repeat):
    """{mode: (CPU seconds of the call, of its replays)}, the best of ``repeat``."""
    target, extra = DEVICES[device]
    changes = {**extra, "compute_units": cus}
    config = variant(get_device(device), changes)
    per_cu = _per_cu(kernel, target, device, changes)
    code, name, block, grid, args, shared = _launch_of(kernel, target, cus * per_cu * rounds)
    options = {"grid": grid, "block": block, "shared_mem": shared}
    if tier != "default":
        options["tier"] = tier
    best = {}
    for _ in range(repeat):
        for mode in modes:
            timing = (Recorder(config.lds_banks, config.memory) if mode == "recorded"
                      else TIMING[mode])
            with _replay_cpu() as replayed:
                start = _cpu()
                with collector_paused():        # as a timed launch records (api.py)
                    _launch(Task(code, name, device, changes, args,
                                 {**options, "timing": timing}))
                    if mode == "recorded":
                        timing.release()
                spent = _cpu() - start
            if mode not in best or spent < best[mode][0]:
                best[mode] = spent, replayed[0]
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2048)
    parser.add_argument("--cus", type=int, default=4)
    parser.add_argument("--only", default="saxpy,histogram_lds")
    parser.add_argument("--devices", default="mi300x,mi250x")
    parser.add_argument("--tiers", default="interpreter,default")
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--whole", action="store_true")
    a = parser.parse_args()
    modes = ["plain", "recorded"] + (["full", "sampled"] if a.whole else [])
    print(f"{'kernel':14} {'device':7} {'tier':11} CPU s: " + "  ".join(modes))
    for device in a.devices.split(","):
        for kernel in a.only.split(","):
            for tier in a.tiers.split(","):
                best = measured(kernel, device, a.cus, a.rounds, tier, modes, a.repeat)
                shown = "  ".join(f"{mode} {best[mode][0]:.2f}" + (
                    f" (replay {best[mode][1]:.2f})" if mode in ("full", "sampled") else "")
                    for mode in modes)
                print(f"{kernel:14} {device:7} {tier:11} {shown}  recorded/plain "
                      f"{best['recorded'][0] / best['plain'][0]:.2f}x", flush=True)


if __name__ == "__main__":
    main()
