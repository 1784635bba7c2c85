"""A sampled launch's profile against the full one's (docs/profiles.md, "Sampled launches"):
each launch of benchmarks/sampling.py's kernels (and uniform_loop, a polynomial of DEGREE per
item) on a device variant of few CUs, timed with ``profile=True`` in full and sampled; per
launch the two verdicts' limiters, the part of the launch the sampled one is of, the largest
difference of their shares (verdict.SHARES, in points of 100) and the shares within CLOSE of
the full one's, and the CPU seconds of each timed call.

    python benchmarks/sampled_profile.py [--only saxpy,reduce_lds] [--rounds 256]
        [--device mi250x] [--cus 4] [--sampling-rounds 32]
        [--variant '{"memory.dram.bytes_per_second": 4e10}']
"""
import argparse
import json
import time

from sampling import DEVICES, KERNELS, _launch_of, _per_cu

from gcnsim.codeobj import load_code_object
from gcnsim.isa.devices import get_device
from gcnsim.sweep.points import variant as variant_of
from gcnsim.sweep.task import Task, _launch, verdict_row
from gcnsim.timing.occupancy import kernel_occupancy
from gcnsim.timing.sampling import Sampling

CLOSE = 0.03                    # a share within this of the full one's (3 points)
DEGREE = 256                    # uniform_loop's polynomial: its VALUs busy


def _uniform_loop(target, config, workgroups_per_round, rounds):
    """uniform_loop's launch as _launch_of gives one: a polynomial of DEGREE per item."""
    code = (KERNELS / target / "uniform_loop.hsaco").read_bytes()
    occ = kernel_occupancy(config, load_code_object(code).kernel("uniform_loop"),
                           block_size=256)
    n = 256 * workgroups_per_round * occ.workgroups_per_cu * rounds
    forms = (f"f32:{DEGREE + 1}:rand", f"i32={DEGREE}", f"f32:{n}:rand", f"f32:{n}",
             f"u32:{n}", "u32=0")
    return code, "uniform_loop", (256,), (n,), tuple(("arg", f) for f in forms), 0


def compare(kernel, device, cus, rounds, sampling, extra):
    """One row: ``kernel``'s launch of about ``rounds`` dispatch rounds profiled in full and
    sampled (``sampling``) on ``device`` with ``cus`` CUs and the variant fields ``extra``."""
    target, own = DEVICES[device]
    variant = {**own, "compute_units": cus, **extra}
    if kernel == "uniform_loop":
        launch = _uniform_loop(target, variant_of(get_device(device), variant), cus, rounds)
    else:
        launch = _launch_of(kernel, target, cus * _per_cu(kernel, target, device, variant)
                            * rounds)
    code, name, block, grid, args, shared = launch
    row = {"kernel": kernel, "device": device, "rounds": rounds, "variant": extra}
    for mode, timing in (("full", True), ("sampled", sampling)):
        options = {"grid": grid, "block": block, "shared_mem": shared, "timing": timing,
                   "profile": True}
        start = time.process_time()
        timed = _launch(Task(code, name, device, variant, args, options)).timing
        row[mode] = {"cycles": timed.cycles, "cpu s": time.process_time() - start,
                     **verdict_row(timed.profile)}
    full, sampled = row["full"], row["sampled"]
    named = [k for k in full if k not in ("profile.limiter", "profile.source")
             and k.startswith("profile.")]
    apart = {k[len("profile."):]: (None if full[k] is None or sampled.get(k) is None
                                   else abs(full[k] - sampled[k])) for k in named}
    row["same limiter"] = full["profile.limiter"] == sampled["profile.limiter"]
    row["within"] = sum(1 for k in named if (full[k] is None) == (sampled.get(k) is None)
                        and (full[k] is None or abs(full[k] - sampled[k]) <= CLOSE))
    row["shares"] = len(named)
    row["largest"] = max(((d, k) for k, d in apart.items() if d is not None), default=(0, ""))
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", default="saxpy,histogram_lds,reduce_lds,atomics_global,"
                                           "loop_break_continue,uniform_loop")
    parser.add_argument("--device", default="mi250x", choices=sorted(DEVICES))
    parser.add_argument("--cus", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=256)
    parser.add_argument("--sampling-rounds", type=int, default=32)
    parser.add_argument("--variant", default="{}", help="variant fields, as JSON")
    args = parser.parse_args()
    sampling = Sampling(rounds=args.sampling_rounds)
    for kernel in args.only.split(","):
        row = compare(kernel, args.device, args.cus, args.rounds, sampling,
                      json.loads(args.variant))
        full, sampled = row["full"], row["sampled"]
        print(f"{kernel} ({row['rounds']} rounds): {full['profile.limiter']} | "
              f"{sampled['profile.limiter']} ({sampled['profile.source']}); largest share "
              f"difference {100 * row['largest'][0]:.1f} points ({row['largest'][1]}); "
              f"{row['within']} of {row['shares']} shares within {100 * CLOSE:.0f}; CPU s "
              f"{full['cpu s']:.1f} full, {sampled['cpu s']:.1f} sampled", flush=True)


if __name__ == "__main__":
    main()
