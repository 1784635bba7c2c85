"""``gcnsim profile``: time one kernel of a file as ``gcnsim run --timing`` does (the same
arguments: cli_run.py) with the replay sampled over time, and write its profile report
(timing/profile.py: a PNG figure, or the HTML page of timing/report.py, against an earlier
run's JSON with ``--baseline``) or print its figures as one JSON object.

    gcnsim profile saxpy.cl --device mi300x --grid 65536 --block 256 \\
        --arg f32=2.0 --arg f32:65536:rand --arg f32:65536:rand --arg i32=65536 -o saxpy.html
    wrote saxpy.html: saxpy on mi300x, 2661 cycles, limited by memory latency; its intensity,
    0.25 FLOPs/byte, is on the roofline's memory side (ridge 15.4): it allows ...
      - grid fills 84% of the CUs (256 workgroups on 304 CUs): launch more workgroups or ...
      - vmcnt waits are 63% of stalls: vector memory operations are waited on right after ...

The lines under it are the verdict's advice (report.verdict, what the page and ``--json``
say). With ``--sampled`` (or ``--sampling``) the launch's cycles are the sampled estimate's and
the report's figures those of the part replayed in detail that the estimate was made from
(``source``: "sampled: rounds 1-32 of 256"; "full" where the whole launch was replayed, said
on a line of its own with the method's reason), whose shares stand for the launch's steady
state; the page's headline and ``--json``'s ``timing`` are the launch's (the estimate), the
window's under ``part`` (docs/profiles.md).

The report's extension and directory, and matplotlib, are checked before the launch runs;
``--json`` alone needs no matplotlib.
"""
import json

from ..errors import GcnsimError
from ..outputs import printable
from ..timing.profile import check_path, write
from ..timing.report import figures, verdict
from ..timing.verdict import DIVERGED
from .cli_run import configure_launch, launch_args, non_negative, save_buffers, timing_asked
from .progress import LaunchProgress


def configure(parser):
    """Add the ``profile`` options to an argparse parser: the launch's (cli_run.py
    configure_launch) and the report's."""
    configure_launch(parser)
    parser.add_argument("-o", "--output", metavar="REPORT",
                        help="write the report: REPORT.html (a self-contained page: the "
                             "figure and the tables) or REPORT.png (the figure); needs "
                             "matplotlib (pip install 'gcnsim[plot]')")
    parser.add_argument("--baseline", metavar="OLD.json",
                        help="compare with an earlier run: OLD.json is the output of "
                             "gcnsim profile --json (the HTML report gets a table of both)")


def cmd_profile(args):
    """Profile the kernel; returns the exit status."""
    from ..emu.waitcnt import WaitcntChecker
    if args.output is None and not args.json:
        raise GcnsimError("gcnsim profile writes a report (-o REPORT.html or REPORT.png) or "
                          "prints JSON (--json): give one")
    non_negative(args, ("seed",))
    if args.output is not None:
        check_path(args.output)             # its format and matplotlib, before the file loads
    baseline = _baseline(args.baseline) if args.baseline is not None else None
    checker = WaitcntChecker(mode=args.waitcnt) if args.waitcnt != "off" else None
    with LaunchProgress() as progress:
        _, _, values, launch = launch_args(args, {"trace": args.trace, "profile report": args.output},
                                      checker=checker, trace=args.trace,
                                      timing=timing_asked(args, True),
                                      profile=True, progress=progress)
    profile = launch.timing.profile
    saved = save_buffers(args, values)
    if args.output is not None:
        write(profile, args.output, baseline)
    if args.json:
        out = profile.as_dict()
        if "races" in launch.extra:
            out["races"] = [r.as_dict() for r in launch.extra["races"]]
        if args.save is not None:
            out["saved"] = saved
        print(json.dumps(out))
        return 0
    said = verdict(figures(profile))
    part = "" if profile.source == "full" else (f" (figures of {profile.source}: "
                                                f"{profile.timing.cycles} cycles; the advice's "
                                                "counts are the window's)")
    print(f"wrote {printable(args.output)}: {printable(profile.kernel)} on {profile.device.name}, "
          f"{launch.timing.cycles} cycles, limited by {said['limiter']}{part}; "
          f"{_roofline_text(profile.roofline)}")
    if profile.estimate is not None and profile.source == "full":
        print(f"  {profile.sampling}")          # sampling asked, the launch replayed whole
    for line in said["advice"]:
        print(f"  - {line}")
    if saved:
        print(f"saved {', '.join(printable(path) for path in saved)}")
    return 0


def _roofline_text(roof):
    """The kernel's place on its DRAM roofline in words: what its intensity allows, beside the
    limiter, which says what stalled it (an LDS-bound or latency-bound kernel may sit on the
    compute side, far under its roof); the FLOP figures only where it does
    floating-point work (a copy has no GFLOPS to compare with a roof), counted over the active
    lanes (docs/profiles.md, "Roofline"), with their share where it is below verdict.DIVERGED."""
    moved = f"{roof.gbps:.4g} GB/s of {roof.bandwidth / 1e9:.4g}"
    if not roof.total_flops:
        return f"no floating-point work ({moved})"
    lanes = roof.lanes
    active = "" if lanes is None or lanes >= DIVERGED else (
        f", with {lanes:.1%} of the VALU lanes active")
    packed = roof.peaks.get("fp32_packed")
    unpacked = "" if packed is None or roof.bound != "compute" or "fp32" not in roof.flops \
        else f" (its FP32 instructions'; {packed:.4g} packed)"
    return (f"its intensity, {roof.intensity:.3g} FLOPs/byte, is on the roofline's {roof.bound} "
            f"side (ridge {roof.ridge:.3g}): it allows {roof.roof():.4g} GFLOPS{unpacked}, the "
            f"kernel does {roof.gflops:.4g}{active} ({moved}); the limiter says what stalled it")


def _baseline(path):
    """The ``--json`` profile at ``path`` (a dict), or GcnsimError saying why not."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        data["timing"]["cycles"], data["roofline"]["gbps"]      # what report.compare reads
    except OSError as err:
        raise GcnsimError(f"--baseline '{printable(path)}': {err.strerror}") from None
    except (ValueError, KeyError, TypeError):
        raise GcnsimError(f"--baseline '{printable(path)}' is not the output of "
                          "gcnsim profile --json") from None
    return data
