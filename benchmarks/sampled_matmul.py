"""A real-size Triton f16 matmul (tests/data/triton, 32 x 32 tiles, C = A @ B of size^3) timed
sampled on a device (the target: 4096^3 on MI300X in under 2 minutes with the native tier):
one functional run, then the sampled replay of its record (``--full``: and the full replay of
the same record, and whether its cycles fall inside the sampled interval). Per phase the wall
and CPU seconds (its workers' included, ended or kept: a launch past dispatch.PARALLEL_ITEMS
work-items records on every core, timing/shares.py); the cycles, the interval and the share
replayed in detail.

The sampled timing replays the K loop's first ``--loops`` trips at least, on while their
per-trip cost moves, up to the ``--most`` the record keeps (timing/loops.py; --loops 0: whole
streams, sampled by dispatch rounds), and with ``--xcds`` one XCD's workgroups only
(timing/spatial.py). The functional run and the timing (the replays) are timed apart, and the
timing's share of the whole.

``--workgroups G`` launches the first G tiles only (the kernel maps program ids to tiles, each
tile the whole K loop): the work per workgroup is the full size's, so the functional run and a
replay that runs every workgroup (sampling replays in full a launch of fewer than
2 x Sampling.rounds dispatch rounds) scale to the whole launch by workgroups; the figures
scaled so are printed beside the measured ones. ``--budget N``: the timed launch's budget
(a record keeps timing/bound.py KEPT wave-instructions without it; one cut by ``--loops``
what the host's memory holds, host_limit() / KEPT_BYTES).

``--layers L`` times a program of L launches of the size (a model's layers: the same shape,
each its own B) with ``device.program_timing("sampled")`` (timing/program.py): the launches
timed, the program's cycles and interval, and the replays' seconds against the first one's.

    python benchmarks/sampled_matmul.py --size 4096 [--loops 8] [--most 16] [--xcds]
                                        [--workgroups 128] [--full] [--budget N]
    python benchmarks/sampled_matmul.py --size 256 --layers 24
"""
import argparse
import json
import resource
import time
from pathlib import Path

import numpy as np

from gcnsim.bits import collector_paused
from gcnsim.runtime import Device
from gcnsim.timing.api import TimedLaunch, kernel_footprint
from gcnsim.timing.bound import KEPT_BYTES, WAVE_WEIGHT
from gcnsim.timing.sampling import Sampling
from workers_speed import cpu_seconds

TRITON = Path(__file__).resolve().parent.parent / "tests" / "data" / "triton"
TILE = 32


def clocks():
    """Wall seconds, and CPU seconds of this process and of its workers (workers_speed's
    cpu_seconds: those that have ended and those a Device keeps between launches, emu/pool.py,
    whose seconds getrusage leaves out until they end)."""
    return time.perf_counter(), cpu_seconds()


def since(start):
    wall, cpu = clocks()
    return wall - start[0], sum(seconds - start[1].get(key, 0.0) for key, seconds in cpu.items())


def matmul(device, size):
    """(Device, the matmul Kernel, its manifest, a function of a new random size^2 f16
    Buffer, the f32 output Buffer)."""
    dev = Device(device)
    path = TRITON / dev.target.name / "matmul_f16.hsaco"
    manifest = json.loads(path.with_suffix(".json").read_text())
    kernel = dev.load(path.read_bytes())[manifest["kernel"]]
    rng = np.random.default_rng(0)

    def operand():
        return dev.array(rng.standard_normal((size, size)).astype(np.float16))
    return dev, kernel, manifest, operand, dev.empty((size, size), np.float32)


def run(size, device, workgroups=None, full=False, budget=None, sampling=Sampling(),
        workers=None):
    """The rows of one functional run of the size^3 matmul (its first ``workgroups`` tiles,
    on ``workers`` processes: None, as the launch decides) and its replays (``sampling``'s),
    as they come: (label, value) pairs. ``full``: the full replay too: of the same record, or,
    if the sampling cut it, of a second run's."""
    dev, kernel, manifest, operand, c = matmul(device, size)
    a, b = operand(), operand()
    tiles = (size // TILE) ** 2
    groups = min(workgroups or tiles, tiles)
    scale = tiles / groups

    def timed_run(timing):
        options, timed = TimedLaunch.split(
            {"timing": timing, **({"budget": budget} if budget else {}),
             **({"workers": workers} if workers else {})}, dev)
        start = clocks()
        launch = kernel(a, b, c, *(np.int32(v) for v in (size,) * 6), None, None,
                        grid=groups * manifest["block"], block=manifest["block"],
                        shared_mem=manifest["shared"], checker=None, **options)
        return launch, timed, since(start)

    before = resident()
    launch, timed, functional = timed_run(sampling)
    recorded = resident()
    footprint = kernel_footprint(kernel.loaded)
    start = clocks()
    sampled, _ = timed._replay(launch, footprint)
    replay = since(start)
    replayed = resident()
    yield "launch", (f"{size}^3 on {device}: {groups} of {tiles} workgroups, "
                     f"{launch.stats.wave_instructions:,} wave-instructions")
    yield "record", (f"{timed.recorder.kept:,} kept for the replay (wave-instructions, "
                     f"each wave as {WAVE_WEIGHT} more)")
    yield "functional run", (f"{_seconds(functional, scale)}; {launch.result.workers} "
                             f"worker(s): {launch.result.worker_rule}")
    yield "sampled replay", _seconds(replay, scale)
    yield "peak resident", _resident(before, recorded, replayed, timed.recorder.kept)
    yield "timing's share", f"{replay[1] / (functional[1] + replay[1]):.1%} of the CPU seconds"
    yield "cycles", (f"{sampled.cycles:,} (interval {sampled.interval[0]:,}-"
                     f"{sampled.interval[1]:,} at {sampled.confidence:.0%})")
    yield "seconds", (f"{sampled.seconds:.6g} ({sampled.seconds_interval[0]:.6g}-"
                      f"{sampled.seconds_interval[1]:.6g})")
    yield "replayed in detail", (f"{sampled.detail_share:.1%} of the launch "
                                 f"({sampled.sampled_workgroups} workgroups), the replays "
                                 f"{sampled.replayed_share:.1%}")
    yield "method", sampled.method
    if full:
        if timed.recorder.cut is None:
            timed.sampling = None
        else:
            timed.recorder.release()
            launch, timed, functional = timed_run(True)
            yield "full's functional", _seconds(functional, scale)
        start = clocks()
        whole, _ = timed._replay(launch, footprint)
        low, high = sampled.interval
        yield "full replay", _seconds(since(start), scale)
        yield "full cycles", (f"{whole.cycles:,}: "
                              f"{'inside' if low <= whole.cycles <= high else 'OUTSIDE'} "
                              f"the interval, error "
                              f"{abs(sampled.cycles - whole.cycles) / whole.cycles:.2%}")
    timed.recorder.release()


def layers(size, device, count):
    """The rows of a program of ``count`` launches of the size^3 matmul, each with its own
    B, timed sampled as a program."""
    dev, kernel, manifest, operand, c = matmul(device, size)
    a = operand()
    weights = [operand() for _ in range(count)]
    start = clocks()
    with dev.program_timing("sampled") as program:
        launches = [kernel(a, b, c, *(np.int32(v) for v in (size,) * 6), None, None,
                           grid=(size // TILE) ** 2 * manifest["block"],
                           block=manifest["block"], shared_mem=manifest["shared"],
                           checker=None) for b in weights]
    wall, cpu = since(start)
    replays = [launch.times["timing replay"] for launch in launches]
    functional = sum(launch.times["functional run"] for launch in launches)
    low, high = program.interval
    return [("program", f"{count} launches of {size}^3 on {device}, each its own B"),
            ("timed", f"{count - sum(p.reused_from is not None for p in program.launches)} "
                      f"({program.timed_share:.1%})"),
            ("cycles", f"{program.cycles:,} (interval {round(low):,}-{round(high):,})"),
            ("functional runs", f"{functional:.1f} s wall"),
            ("replays", f"{sum(replays):.1f} s wall (the first {replays[0]:.1f} s, each "
                        f"reused one {max(replays[1:], default=0):.2f} s at most)"),
            ("in all", f"{wall:.1f} s wall, {cpu:.1f} s CPU")]


def resident():
    """(this process's peak resident bytes, the largest of its workers' that have ended)."""
    return tuple(resource.getrusage(who).ru_maxrss * 1024
                 for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))


def _resident(before, recorded, replayed, kept):
    """The peak resident bytes by the end of the functional run and of the replay, and what
    they grew by a wave-instruction kept (bound.KEPT_BYTES is the bound's figure)."""
    grown = max(replayed[0] - before[0], 0)
    return (f"{recorded[0] / 2**20:,.0f} MB after the functional run (its workers "
            f"{recorded[1] / 2**20:,.0f} MB), {replayed[0] / 2**20:,.0f} MB after the replay: "
            f"{grown / max(kept, 1):.0f} bytes a kept wave-instruction over the "
            f"{before[0] / 2**20:,.0f} MB before (bound.KEPT_BYTES: {KEPT_BYTES})")


def _seconds(figures, scale):
    wall, cpu = figures
    text = f"{wall:.1f} s wall, {cpu:.1f} s CPU"
    return text if scale == 1 else f"{text} (whole launch, scaled: {wall * scale:.0f} s wall, " \
                                   f"{cpu * scale:.0f} s CPU)"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", type=int, default=4096, help="M = N = K (a multiple of 32)")
    ap.add_argument("--device", default="mi300x")
    ap.add_argument("--workgroups", type=int, help="the first G tiles only (all)")
    ap.add_argument("--full", action="store_true", help="also replay the record in full")
    ap.add_argument("--budget", type=int, help="the timed launch's budget (wave-instructions)")
    ap.add_argument("--workers", type=int, help="processes of the functional run (as it decides)")
    ap.add_argument("--layers", type=int, help="a program of L launches of the size")
    ap.add_argument("--loops", type=int, default=8,
                    help="trips of the K loop replayed at least (8; 0: whole streams)")
    ap.add_argument("--most", type=int, default=0,
                    help="trips of the K loop the record keeps (0: 2 x --loops)")
    ap.add_argument("--xcds", action="store_true", help="time one XCD's workgroups for all")
    args = ap.parse_args()
    if args.size % TILE:
        ap.error(f"--size must be a multiple of {TILE}")
    if args.layers:
        rows = layers(args.size, args.device, args.layers)
    else:
        with collector_paused():            # as a timed launch runs (timing/api.py)
            rows = run(args.size, args.device, args.workgroups, args.full, args.budget,
                       Sampling(loops=args.loops, most=args.most, xcds=args.xcds),
                       args.workers)
    for label, value in rows:
        print(f"{label:<20}{value}", flush=True)


if __name__ == "__main__":
    main()
