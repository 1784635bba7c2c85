"""What a launch asks for besides its arguments, as one typed record checked once.

Every keyword a kernel launch takes is a field of LaunchOptions; anything else, or a value of
the wrong kind, is a LaunchError that names it (with the nearest valid keyword for a typo), so a
misspelt option never travels into the simulator. The dispatcher, the HSA launch and the
runtime's kernel call all take this record.

    LaunchOptions.of("saxpy", {"grid": 1024, "blok": 256})
        -> LaunchError: saxpy: unknown launch option 'blok' (did you mean 'block'?) ...
    LaunchOptions(grid=(64, 64), block=(16, 16), shared_mem=4096).geometry.groups
        -> (4, 4, 1)

A grid counts work-items per dimension (as OpenCL and the HSA dispatch packet do); a workgroup
has at most 1024 work-items.
"""
import difflib
import functools
import math
import os
from dataclasses import dataclass, field, fields

import numpy as np

from ..bits import is_integer
from ..errors import LaunchError
from ..native.cache import cache_on
from .adversarial import AdversarialTiming
from .races import RaceDetector

MAX_WORKGROUP_ITEMS = 1024
MAX_GRID = (1 << 32) - 1            # the dispatch packet's grid_size_x/y/z are u32


def _triple(value, what):
    dims = (value,) if is_integer(value) else value
    if isinstance(dims, (str, bytes)) or not hasattr(dims, "__len__"):
        raise LaunchError(f"{what} must be 1 to 3 integers, got {value!r}")
    dims = tuple(dims)
    if not 1 <= len(dims) <= 3 or not all(is_integer(d) for d in dims):
        raise LaunchError(f"{what} must be 1 to 3 integers, got {value!r}")
    return tuple(int(d) for d in dims) + (1,) * (3 - len(dims)), len(dims)


def _plain(value):
    """``value`` as an int or a tuple of ints where it is a Python int or a list or tuple of
    them (a key Geometry.of keeps its result by: equal keys are equal sizes), else None."""
    if type(value) is int:
        return value
    if type(value) in (tuple, list) and all(type(v) is int for v in value):
        return tuple(value)
    return None


@functools.lru_cache(maxsize=256)
def _geometry(cls, grid, block):
    """Geometry._made of plain sizes (_plain), kept: a Geometry is immutable."""
    return cls._made(grid, block)


@dataclass(frozen=True)
class Geometry:
    """Grid and workgroup sizes in work-items per dimension (x, y, z)."""
    grid: tuple
    block: tuple
    dims: int = 1

    @classmethod
    def of(cls, grid, block):
        """The Geometry of ``grid`` and ``block`` (LaunchError if they are not sizes); kept per
        pair of plain Python integers or sequences of them (each launch asks again)."""
        key = _plain(grid), _plain(block)
        if None in key:
            return cls._made(grid, block)
        return _geometry(cls, *key)

    @classmethod
    def _made(cls, grid, block):
        grid, dims = _triple(grid, "grid")
        block, _ = _triple(block, "block")
        if any(not 1 <= g <= MAX_GRID for g in grid):       # HSA: an AQL grid size is > 0
            raise LaunchError(f"grid {grid}: each size must be in 1..{MAX_GRID}"
                              + (" (an empty grid runs nothing)" if 0 in grid else ""))
        if any(b < 1 for b in block):
            raise LaunchError(f"block {block}: each size must be at least 1")
        items = block[0] * block[1] * block[2]
        if items > MAX_WORKGROUP_ITEMS:
            raise LaunchError(f"block {block} has {items} work-items; at most "
                              f"{MAX_WORKGROUP_ITEMS} (16 waves) fit a workgroup")
        return cls(grid, block, dims)

    @property
    def groups(self):
        """Workgroups per dimension (the last one of a dimension may be partial)."""
        return tuple(-(-g // b) for g, b in zip(self.grid, self.block))

    @property
    def group_count(self):
        x, y, z = self.groups
        return x * y * z

    @property
    def waves_per_group(self):
        """Waves of a full workgroup."""
        return -(-(self.block[0] * self.block[1] * self.block[2]) // 64)


# The options of a timed kernel call that timing/api.py takes off before the rest become a
# LaunchOptions (its trace, profile report, warm start and clock): named with the record's
# fields where an unknown option is refused.
TIMING_OPTIONS = ("trace", "profile", "warm", "clock")


@dataclass(frozen=True)
class LaunchOptions:
    """One launch's options. ``grid``/``block`` in work-items (an int or 1 to 3 ints);
    ``shared_mem``: dynamic LDS bytes per workgroup, as HIP's sharedMemBytes (Triton's and HIP's
    kernels take their LDS this way); ``budget``: wave-instructions before the launch stops
    (timed, also what its record keeps: timing/bound.py KEPT without it);
    ``timeout``: wall-clock seconds before it stops (opt-in); ``checker``: a waitcnt checker
    (emu.waitcnt.WaitcntChecker), ``"adversarial"`` (every memory result lands as late as the
    s_waitcnts allow: emu/adversarial.py) or None; ``kernarg_preload``: start kernels that preload
    kernel arguments (gfx90a, gfx942) past their 256-byte compatibility prologue with the
    arguments in SGPRs, as preloading firmware does (False: run the prologue, which loads them);
    ``max_waves``: waves simulated together per batch; ``tba``/``tma``: the trap handler's
    base address and its memory (0: none installed); ``timing``: a recorder of the timing
    model (gcnsim/timing/record.py) that takes the checker's place and passes on to it;
    ``progress``: called now and then with (workgroups done, workgroups, phase), phase
    "functional run" here and "timing replay" in a timed launch's replay (the CLI's progress
    bar, runtime/progress.py), or None; ``tier``: "native" (hot code runs as machine code where
    the native tier covers it: gcnsim/native/) or "interpreter" (every instruction through the
    semantics, the reference); None takes ``GCNSIM_TIER`` from the environment, else "native";
    ``printf_buffer``: bytes of the device buffer a kernel that prints writes its records to
    (emu/printf.py; records beyond it are counted and reported); ``workers``: processes that
    share the workgroups (emu/workers.py; None: every core once the launch has
    dispatch.PARALLEL_ITEMS work-items, one below; fewer where the rules there say so);
    ``init``: report reads of registers, LDS and device memory that nothing wrote
    (emu/initcheck.py; the launch runs one instruction at a time, on one worker), in
    ``launch.extra["init"]``; ``races``: True (a race between waves of a workgroup stops the
    launch with a RaceError), "warn" (races are collected) or False (emu/races.py; composes
    with ``checker``), in ``launch.extra["races"]``; ``view``: the path of a wave viewer page
    replaying one workgroup (gcnsim/view/: on the interpreter tier, one worker), workgroup
    ``view_group`` (its linear index, x fastest; 0 when None).

    This record is the one place a launch option is added: the API's kernel calls
    (runtime/program.py) and the CLI's run, profile and occupancy (runtime/cli_run.py
    launch_options, which passes on every field the parser has a dest of) build their
    launches through it."""
    grid: object
    block: object = 64
    shared_mem: int = 0
    budget: int = None
    timeout: float = None
    checker: object = None
    kernarg_preload: bool = True
    max_waves: int = None
    tba: int = 0
    tma: int = 0
    timing: object = None
    progress: object = None
    tier: str = None
    workers: int = None
    races: object = False
    init: bool = False
    printf_buffer: int = 1 << 20
    view: object = None
    view_group: int = None
    geometry: Geometry = field(init=False, repr=False, compare=False)
    detector: object = field(init=False, repr=False, compare=False)
    viewer: object = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        object.__setattr__(self, "geometry", Geometry.of(self.grid, self.block))
        _check_int(self.shared_mem, "shared_mem", 0, 1 << 32)
        _check_int(self.budget, "budget", 1, 1 << 62, optional=True)
        _check_int(self.max_waves, "max_waves", 1, 1 << 20, optional=True)
        _check_int(self.tba, "tba", 0, 1 << 64)
        _check_int(self.workers, "workers", 1, 1 << 10, optional=True)
        _check_int(self.tma, "tma", 0, 1 << 64)
        _check_int(self.printf_buffer, "printf_buffer", 64, 1 << 32)
        if self.timeout is not None and not (
                isinstance(self.timeout, (int, float, np.integer, np.floating))
                and not isinstance(self.timeout, bool)
                and math.isfinite(self.timeout) and self.timeout > 0):
            raise LaunchError(f"timeout must be a positive number of seconds, "
                              f"got {self.timeout!r}")
        check_flag(self.kernarg_preload, "kernarg_preload")
        check_flag(self.init, "init")
        object.__setattr__(self, "viewer", _viewer(self.view, self.view_group, self.tier,
                                                          self.geometry))
        object.__setattr__(self, "tier", "interpreter" if self.viewer else _tier(self.tier))
        cache_on()          # a bad GCNSIM_CACHE refused here, as a bad GCNSIM_TIER is
        object.__setattr__(self, "detector", _detector(self.races))
        if self.progress is not None and not callable(self.progress):
            raise LaunchError(f"progress must be a callable or None, got {self.progress!r}")
        if self.viewer is not None and self.timing is not None:
            self.timing.viewer = self.viewer    # its page gets the replay's timeline
        if self.timing is not None and not callable(getattr(self.timing, "hook", None)):
            raise LaunchError(f"timing must be a timing recorder, got {self.timing!r}")
        if self.timing is not None:
            self.timing.admit(self.geometry)        # what it can keep (timing/record.py)
        if self.checker is not None and not is_text(self.checker, "adversarial") and not all(
                callable(getattr(self.checker, m, None)) for m in ("issue", "waitcnt")):
            raise LaunchError(f"checker must be a waitcnt checker (issue and waitcnt methods), "
                              f"'adversarial' or None, got {self.checker!r}")

    @classmethod
    def of(cls, who, keywords):
        """The record for a call's keyword arguments; LaunchError naming ``who`` and the
        keyword for anything that is not a launch option. A record of plain values (_kept)
        is kept and copied for the next call with the same ones (a checker of the same kind,
        which each call may make anew, goes into the copy)."""
        names = _option_names(cls)
        for key in keywords:
            if key not in names:
                known = names + TIMING_OPTIONS
                near = difflib.get_close_matches(key, known, 1)
                hint = f" (did you mean '{near[0]}'?)" if near else ""
                raise LaunchError(f"{who}: unknown launch option '{key}'{hint}; options: "
                                  f"{', '.join(known)}")
        if "grid" not in keywords:
            raise LaunchError(f"{who}: a launch needs grid= (work-items per dimension)")
        key = _kept(keywords)
        if key is None:
            return cls(**keywords)
        checker = keywords.get("checker")
        kept = _KEPT.get(key)
        if kept is None:
            record = cls(**keywords)
            if len(_KEPT) >= 256:
                _KEPT.clear()
            # kept with no checker object (one holds its launch's state and code)
            _KEPT[key] = record._with(checker if isinstance(checker, str) else None)
            return record
        return kept if checker is None or isinstance(checker, str) else kept._with(checker)

    def _with(self, checker):
        """A copy of the record with ``checker`` (one of the same kind as its own)."""
        record = object.__new__(type(self))
        record.__dict__.update(self.__dict__)
        object.__setattr__(record, "checker", checker)
        return record

    def env_fields(self):
        """The Env fields this launch sets (emu/env.py); ``checker="adversarial"`` makes one
        AdversarialTiming for the dispatch (emu/adversarial.py)."""
        checker, defer = self.checker, None
        if checker == "adversarial":
            checker = defer = AdversarialTiming()
        if self.detector is not None:
            checker = self.detector.hook(checker)
        if self.timing is not None:
            checker = self.timing.hook(checker)
        if self.viewer is not None:
            checker = self.viewer.hook(checker)
        return {"checker": checker, "defer": defer, "tba": self.tba, "tma": self.tma,
                "synccheck": self.checker is not None}


TIERS = ("native", "interpreter")
PLAIN = (int, float, str, bool, type(None), np.integer, np.floating, np.bool_)
_KEPT = {}          # _kept's key -> the LaunchOptions of those keywords


def _kept(keywords):
    """The key LaunchOptions.of keeps the record of ``keywords`` by, or None where it makes a
    new one: every value plain (numbers, text, None, tuples of numbers: nothing a caller may
    change afterwards), no option whose record holds an object of the launch's own (timing,
    races, view, progress), a checker by its kind (its methods are asked once per kind:
    each launch may make its own). The environment's GCNSIM_TIER and
    GCNSIM_CACHE are in the key: a record reads them when made."""
    items = []
    for name, value in keywords.items():
        if name == "checker" and not isinstance(value, (str, type(None))):
            items.append((name, type, type(value)))     # (checked by its kind's methods)
            continue
        if name in ("timing", "progress", "view") and value is not None or (
                name == "races" and value is not False):
            return None
        elif type(value) is tuple:
            if not all(isinstance(v, PLAIN) for v in value):
                return None
        elif not isinstance(value, PLAIN):
            return None
        items.append((name, type(value), value))
    environ = os.environ
    return (*sorted(items, key=lambda item: item[0]), environ.get("GCNSIM_TIER"),
            environ.get("GCNSIM_CACHE"))


@functools.lru_cache(maxsize=None)
def _option_names(cls):
    """The keywords a record of ``cls`` takes, in order (read once, not at each launch)."""
    return tuple(f.name for f in fields(cls) if f.init)


def _detector(races):
    """The RaceDetector of ``races=`` (emu/races.py), or None when it is off."""
    if races is None or is_flag(races) and not races:
        return None
    check_flag(races, "races", "True, 'warn' or False", is_text(races, "warn"))
    return RaceDetector(True if is_flag(races) else races)


def _viewer(view, group, tier, geometry):
    """The ViewRecorder of ``view=`` and ``view_group=`` (gcnsim/view/record.py), or None;
    the view is recorded on the interpreter tier, so ``tier="native"`` with it is refused."""
    if view is None:
        if group is not None:
            raise LaunchError("view_group= chooses the workgroup a view records: give view= "
                              "(the page's path) too")
        return None
    if tier == "native":
        raise LaunchError("view= records on the interpreter tier: leave tier unset or give "
                          "tier='interpreter'")
    from ..view.record import ViewRecorder
    return ViewRecorder(view, geometry, 0 if group is None else group)


def _tier(tier):
    """The tier a launch runs on: ``tier``, else GCNSIM_TIER, else native."""
    where = "tier"
    if tier is None:
        tier, where = os.environ.get("GCNSIM_TIER") or "native", "GCNSIM_TIER"
    if not is_text(tier, *TIERS):
        raise LaunchError(f"{where} must be one of {', '.join(TIERS)}, got {tier!r}")
    return tier


def is_flag(value):
    """Whether ``value`` is True or False (Python's or numpy's): 1, 0 and 1.0 are numbers, not
    flags, so ``timing=1`` is refused as ``budget=True`` is."""
    return isinstance(value, (bool, np.bool_))


def is_text(value, *choices):
    """Whether ``value`` is a str among ``choices`` (compared as text only: an array or a number
    is none of them)."""
    return isinstance(value, str) and value in choices


def check_flag(value, name, accepts="True or False", also=False):
    """LaunchError naming option ``name``, its ``value`` and what it ``accepts`` unless
    ``value`` is a flag (is_flag) or ``also`` (the option's other kinds of value)."""
    if not (also or is_flag(value)):
        raise LaunchError(f"{name} must be {accepts}, got {value!r}")


def _check_int(value, name, lo, hi, optional=False):
    if value is None and optional:
        return
    if not is_integer(value) or not lo <= value < hi:
        raise LaunchError(f"{name} must be an integer in {lo}..{hi - 1}, got {value!r}")
