"""A sweep point's launch options: one list of what a point's timed kernel call takes, read the
same from ``gcnsim.sweep(options=...)`` and from a spec's ``[options]`` (spec.py).

A point's options are the kernel call's keywords (emu/launch.py LaunchOptions; timing/api.py
``timing``, ``clock``, ``warm``, ``profile``: True or False, no report's path) with ``waitcnt`` (task.py: the dynamic checker, "off" unless
given) and ``seed`` (rand buffers' seed). What would make no sense on a worker is refused by
name, in one line, before any point runs; an unknown name is refused with the nearest one.
Every value given as it is is checked once, before any point runs (check_fixed: a seed, a
clock no device runs at, a grid that is no shape); what only a point knows is checked per
point (its row says what is wrong with it, as a launch would: a clock above its device's peak).

    check_names({"clock": 1000, "timing": "sampled"}, "gcnsim.sweep options")   -> ok
    check_names({"trace": "x.json"}, "sweep spec [options]")
        -> SweepError: sweep spec [options]: trace is refused: a trace is one launch's ...

``clock`` is a launch option here as in ``run`` (a number of MHz, "peak" or "sustained"),
a list of them an axis; the device field ``clock_mhz`` (a variant) is the clock a launch runs
at when it gives none, so ``[variants] clock_mhz = [1000]`` and ``[options] clock = [1000]``
time a point alike (columns ``device.clock_mhz`` and ``clock``; the option also takes "peak"
and "sustained", each device's own).
"""
import difflib
import numbers
from dataclasses import fields

from ..bits import is_integer
from ..emu.launch import LaunchOptions
from ..errors import GcnsimError
from ..isa.device_config import CLOCKS
from ..isa.hierarchy import MOST
from ..timing.sampling import Sampling
from .points import SweepError

TIMED = ("timing", "clock", "warm", "profile")     # the timed call's own (timing/api.py)
OWN = ("waitcnt", "seed")                    # the point's checker mode, its rand seed
WAITCNT = ("error", "warn", "off")
_ONE_LAUNCH = ("is one launch's file, which a worker (perhaps on another machine) would "
               "write: run that point with gcnsim run")
REFUSED = {
    "trace": f"a trace {_ONE_LAUNCH} --trace",
    "view": f"a wave viewer page {_ONE_LAUNCH} --view",
    "view_group": f"it chooses the workgroup of a viewer page, which {_ONE_LAUNCH} --view",
    "workers": "a point runs on one process; the sweep spreads points over workers "
               "(gcnsim sweep --workers, gcnsim.sweep(workers=))",
    "progress": "the sweep's own bar shows its progress (gcnsim.sweep(progress=))",
    "checker": "a point's dynamic checker is waitcnt = 'error', 'warn' or 'off' (run's "
               "--adversarial has no sweep form)",
    "json": "the sweep's table is its output",
    "timing_program": "each point is one launch on a Device of its own",
}


def names():
    """Every option name a point takes, in order."""
    own = [f.name for f in fields(LaunchOptions)
           if f.init and f.name not in REFUSED and f.name not in TIMED]
    return own + list(TIMED) + list(OWN)


def check_names(options, where):
    """SweepError naming ``where`` for an option refused in a sweep or not a launch option at
    all (with the nearest name)."""
    known = names()
    for name in options:
        if name in REFUSED:
            raise SweepError(f"{where}: {name} is refused: {REFUSED[name]}")
        if name not in known:
            near = difflib.get_close_matches(name, known + list(REFUSED), 1)
            hint = f" (did you mean '{near[0]}'?)" if near else ""
            raise SweepError(f"{where}: unknown option '{name}'{hint}; options: "
                             f"{', '.join(known)}")


def check_values(options, config, who):
    """GcnsimError for a value a point's launch would refuse, before it is sent: the timing
    options here (as TimedLaunch.split reads them), the rest as LaunchOptions does."""
    _check_own(options)
    config.at_clock(options.get("clock"))
    LaunchOptions.of(who, {k: v for k, v in options.items() if k not in TIMED + OWN})


def check_fixed(options, where, filled=False):
    """SweepError naming ``where`` for a value no point could take (``timing = false``, a tier
    that does not exist, ``seed = "abc"``, ``clock = "turbo"``, a grid that is no shape),
    before any point runs: each value given as it is (a list's each), not one made per point
    (a function of the point; with ``filled``, a spec's text naming an axis). A clock is
    checked as any device's (a clock above one device's peak is that point's row)."""
    _check_profiled(options, where)
    for name, given in options.items():
        for value in given if isinstance(given, list) else [given]:
            if callable(value) or filled and isinstance(value, str) and "{" in value:
                continue
            try:
                if name in TIMED + OWN:
                    _check_own({name: value})
                else:
                    LaunchOptions.of(where, {"grid": 64, name: value})
            except GcnsimError as err:
                which = (f"every point of {name} = {value!r} would fail: drop it from the list"
                         if isinstance(given, list) else "every point would fail")
                raise SweepError(f"{where}: {' '.join(str(err).split())} ({which})") from None


def profiled(options):
    """``options`` as a point's launch takes them: ``profile`` only where it is True and the
    point is timed in full or sampled by rounds (a sampled one's verdict is of the rounds
    replayed in detail; a Sampling that cuts the launch, Sampling.cuts, has none: its row has
    no verdict), so that a point's content key is the same without it."""
    sampling = _sampling(options.get("timing", True))
    if options.get("profile") is True and not (sampling and sampling.cuts):
        return options
    return {k: v for k, v in options.items() if k != "profile"}


def _sampling(timing):
    """The Sampling a ``timing`` value asks for, or None (timing in full)."""
    return None if timing is True else Sampling.of(timing)


def _check_profiled(options, where):
    """SweepError for ``profile = true`` where every point's Sampling cuts the launch: no row
    would get a verdict."""
    timing = options.get("timing", True)
    modes = timing if isinstance(timing, list) else [timing]
    if options.get("profile") is True and all(
            isinstance(mode, Sampling) and mode.cuts for mode in modes):
        raise SweepError(f"{where}: profile = true gives each row the verdict of gcnsim "
                         f"profile, of a sampled point the rounds replayed in detail, and every "
                         f"point here is sampled by a Sampling that cuts the launch (a loop's "
                         f"trips, one XCD's workgroups), which has none; sample by rounds "
                         f"(timing = \"sampled\") or time the points in full")


def _check_own(options):
    timing = options.get("timing", True)
    if timing is not True and Sampling.of(timing) is None:
        raise GcnsimError(f"timing must be True, \"sampled\" or a gcnsim.Sampling in a sweep "
                          f"(each point is timed), got {timing!r}")
    if not isinstance(options.get("warm", False), bool):
        raise GcnsimError(f"warm must be True or False, got {options['warm']!r}")
    profile = options.get("profile", False)
    if not isinstance(profile, bool):
        raise GcnsimError(f"profile must be True (each row gets the verdict of gcnsim "
                          f"profile: what limits the launch) or False, got {profile!r}: "
                          f"a profile report is one launch's file, which a worker (perhaps on "
                          f"another machine) would write: run that point with gcnsim profile")
    if options.get("waitcnt", "off") not in WAITCNT:
        raise GcnsimError(f"waitcnt must be one of {', '.join(WAITCNT)}, "
                          f"got {options['waitcnt']!r}")
    seed = options.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, numbers.Integral) or seed < 0:
        raise GcnsimError(f"seed (of the rand buffers) must be a whole number >= 0, "
                          f"got {seed!r}")
    _check_clock(options.get("clock"))


def _check_clock(clock):
    """GcnsimError for a clock no device runs at: not None, one of CLOCKS, or a whole number
    of MHz in the device model's range (as DeviceConfig.at_clock reads it)."""
    if clock is None or clock in CLOCKS:
        return
    mhz = int(clock) if isinstance(clock, str) and clock.strip().isdigit() else clock
    if not is_integer(mhz) or not 0 < mhz <= MOST["clock_mhz"]:
        raise GcnsimError(f"clock {clock!r} is not one of {', '.join(CLOCKS)} or a whole "
                          f"number of MHz from 1 to {MOST['clock_mhz']:,}")
