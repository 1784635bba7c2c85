"""Timing a program of many launches: launches with the same profile are timed once.

    with dev.program_timing("sampled") as program:      # or timing=True, a Sampling
        for layer in range(24):
            prog.gemm(a, weights[layer], out, n, grid=..., block=...)
    program.cycles, program.interval, program.timed_share   # e.g. 24 launches, 1 timed

Every launch made on the Device inside the block runs its functional run in full, as always
(results exact), and is timed with the program's ``timing`` (and ``warm``); a launch whose
profile equals one the program has timed already takes that timing instead of a replay
(Sieve's and PKA's kernel-level sampling: a kernel's timing is a function of its work, and
a model's layers or a solver's iterations repeat it). ``program.launches`` lists each
launch's ProgramLaunch (its kernel, TimingResult or SampledResult, and the index of the
launch whose timing it reuses, or None when it was timed).

The profile (``key``) is what the replay is a function of, taken from the launch's record:

  - the code: its bytes, and each instruction by its offset in them;
  - the device record at the launch's clock, the occupancy's inputs (registers, LDS, block)
    and the sampling asked for;
  - the work: every record of the log (the offsets of the instructions a group of waves ran
    together, the waves, and per LDS instruction its bank cycles), the waves' workgroups;
  - the memory: every memory instruction's kind, atomic serialisation and lines, each line
    as (the allocation it falls in, numbered in the order the launch first touches them,
    its offset there); a line outside every allocation (scratch) by its address;
  - ``warm=True``: the state it starts from (the digest of what MemorySystem.carried
    carries: every kept cache's lines in LRU order with their dirty flags, the TLBs' pages,
    the open DRAM rows), and each line by its address rather than by its allocation, as
    that state holds addresses (the code's too).

Why that is safe: the replay (engine.py) reads nothing else of a launch than its record, the
device, the occupancy and the memory state it starts from, and it is deterministic, so two
launches of equal records on the same buffers get equal timings, exactly. Two launches on
other buffers of the same layout (a model's layers, each with its weights) differ only in
the allocations' base addresses: 4 KiB-aligned (emu/memory.py), so a line's offset in its
page is the same and what differs is which cache sets, DRAM channels and TLB entries the
pages map to; the program takes them as one profile, but not as equal timings: where the
lines fall moves a launch's cycles by up to PLACEMENT_SPREAD (measured: up to 2.85%). A
reused launch whose lines or code lie at other addresses than the timed one's (a stencil's
b->a after a->b, a model's next layer) is ``placed_elsewhere`` and widens the program's
interval by PLACEMENT_SPREAD of its cycles each side (below); one at the same addresses (the
same launch again) reuses the timing exactly. A launch whose work changes with an argument
(another size, another trip count, other data that steers a branch) has another log and is
timed. A warm launch is reused only when its starting state is provably the one of the
launch it reuses: equal digests of what the caches, TLBs and rows hold. Keying by the launch
before it, lines numbered by allocation, was wrong: in a loop X Y X Y over two buffers of
one layout that do not both fit the L2, "X after Y" had the key of "Y after X" (one profile
after the same), so every launch from the third took the second's 7620 cycles, where launch
by launch gives 7980 and 7620 in turn (a 16-CU Vega 64 with a 1 MiB L2; an outside trial's
program).
A loop whose state settles (the same launch again, its lines already held) is timed once per
state. A reused warm launch leaves the state its first timing left (kept for each key timed
warm); a cold program keeps none (after a reused launch, a warm=True launch outside it starts
cold).

The program's total is the sum of its launches' cycles (and seconds). Its interval has two
parts, added side by side (the low and high sides apart):

  - the timings' error: a timing reused n times repeats its error n times (n times its
    half-widths: one error, not n draws), and distinct timings are independent estimates
    (each sampled apart), so their half-widths add in quadrature: at the sampling's
    confidence when every part's interval is at it (a normal approximation, as each
    launch's is). A launch timed in full adds none;
  - placement: every launch placed elsewhere adds PLACEMENT_SPREAD of its cycles, in full
    and linearly, over distinct timings too. PLACEMENT_SPREAD is a bound (the widest
    deviation measured), not the half-width of a random draw, and the deviations of one
    program's launches are not independent: a model's next layer has every buffer at one
    offset from the first layer's, and that one shift moves which channels, banks and sets
    all of its kernels' lines fall in. Bounds of dependent errors add; quadrature would
    claim the deviations cancel, which nothing measured shows.
"""
import hashlib
import itertools
import math
import threading
from dataclasses import dataclass, replace

import numpy as np

from ..emu.launch import LaunchError
from .sampling import Sampling

# How far a launch's cycles move with where its buffers and code lie (the share of its cycles
# either way), above the widest range measured on a Vega 64 of 4 CUs, the same launch at other
# addresses: a 5-point stencil on 256^2 floats with its buffers at 8 placements 14,446-14,793
# (2.4%), on 128^2 5,258-5,286 (0.53%), on 512^2 a->b and b->a 51,833 and 51,518 (0.61%); a
# reduction with its code loaded three times 587,245-594,685 (1.27%); on MI300X 24 launches of
# the 256^3 Triton f16 matmul, each with its own B, 9,692-9,968 (2.85%).
PLACEMENT_SPREAD = 0.03


@dataclass(frozen=True)
class ProgramLaunch:
    """One launch of a program: its kernel, its timing, the index of the launch whose timing
    it reuses (None: timed), and whether the lines it reuses a timing for lie at other
    addresses than the timed launch's (its interval then holds PLACEMENT_SPREAD)."""
    kernel: str
    timing: object
    reused_from: int = None
    placed_elsewhere: bool = False      # reused, its buffers or code at other addresses


class ProgramTiming:
    """The launches made on ``device`` while the program is entered (``with``), timed with
    ``timing`` (True, "sampled" or a Sampling) and ``warm``, each profile once. A launch on
    another Device inside the block is a LaunchError (``refuse_other``): its cycles are
    another clock's and its timing would be missing from the program's total, silently."""

    entered = []                # the programs entered, each with its thread's ident

    def __init__(self, device, timing=True, warm=False):
        if timing is not True and Sampling.of(timing) is None:
            raise LaunchError(f"a program times its launches: timing must be True, "
                              f"\"sampled\" or a gcnsim.Sampling, got {timing!r}")
        if not isinstance(warm, bool):
            raise LaunchError(f"warm must be True or False, got {warm!r}")
        self.device = device
        self.timing = timing
        self.warm = warm
        self.launches = []
        self._timed = {}            # key -> (index timed, result, memory left, placement)
        self._keys = []             # per launch its key
        self._pending = None        # the launch being timed: key, source or None, placement

    def __enter__(self):
        if getattr(self.device, "timing_program", None) is not None:
            raise LaunchError(f"{self.device!r} already has a program being timed; one at a "
                              f"time")
        self.device.timing_program = self
        ProgramTiming.entered.append((self, threading.get_ident()))
        return self

    def __exit__(self, *exc):
        self.device.timing_program = None
        ProgramTiming.entered.remove((self, threading.get_ident()))
        return False

    @classmethod
    def refuse_other(cls, device):
        """LaunchError for a launch on ``device`` while this thread times a program on
        another Device (a launch on the program's own device is the program's)."""
        me = threading.get_ident()
        for program, thread in cls.entered:
            if thread == me and program.device is not device:
                raise LaunchError(
                    f"a launch on {device!r} inside {program.device!r}'s program_timing() "
                    f"block: a program times the launches of its own device only (one clock, "
                    f"one memory), so this launch would be neither timed nor counted in the "
                    f"program's cycles; make it on {program.device!r}, give {device!r} a "
                    f"program of its own (one `with` each, nested or in turn), or make it "
                    f"after the block")

    def options(self, options):
        """A launch's options with the program's timing; LaunchError for one that sets its
        own."""
        own = [k for k in ("timing", "warm", "trace", "profile") if k in options]
        if own:
            raise LaunchError(f"inside device.program_timing() the program times every launch "
                              f"(timing={self.timing!r}, warm={self.warm}): a launch gives no "
                              f"{', '.join(own)} of its own")
        return {**options, "timing": self.timing, "warm": self.warm}

    def lookup(self, recorder, config, inputs, memory, start=None):
        """The (result, memory state it left) a launch of ``recorder``'s record reuses, or
        None when it is to be timed (``store`` then keeps its timing); ``config`` the device
        record at its clock, ``inputs`` the occupancy's inputs, ``memory`` the DeviceMemory,
        ``start`` the MemorySystem a warm launch starts from (None: cold)."""
        key, placement = profile_key(recorder, config, (inputs, repr(self.timing)), memory,
                                     absolute=self.warm)
        if self.warm:
            key = key, "cold" if start is None else start.held_digest()
        found = self._timed.get(key)
        if found is None:
            self._pending = key, None, placement
            return None
        self._pending = key, found[0], placement
        return replace(found[1]), found[2]

    def store(self, result, memory):
        """Keep the timing of the launch ``lookup`` found new (its memory state if warm)."""
        key, _, placement = self._pending
        self._timed[key] = len(self.launches), result, memory if self.warm else None, placement

    def note(self, launch):
        """Add the timed ``launch`` (a runtime Launch) to the program."""
        key, source, placement = self._pending
        elsewhere = source is not None and placement != self._timed[key][3]
        self.launches.append(ProgramLaunch(launch.kernel, launch.timing, source, elsewhere))
        self._keys.append(key)

    @property
    def timed_share(self):
        """The share of the launches timed (the rest reuse a timing)."""
        if not self.launches:
            return 1.0
        return sum(p.reused_from is None for p in self.launches) / len(self.launches)

    @property
    def cycles(self):
        return sum(p.timing.cycles for p in self.launches)

    @property
    def seconds(self):
        return sum(p.timing.seconds for p in self.launches)

    @property
    def interval(self):
        """(low, high) cycles (the module's docstring)."""
        return self._combined(lambda r: (r.cycles, *getattr(r, "interval", (r.cycles,) * 2)))

    @property
    def seconds_interval(self):
        """(low, high) seconds."""
        return self._combined(lambda r: (r.seconds, *getattr(r, "seconds_interval",
                                                              (r.seconds,) * 2)))

    def _combined(self, figures):
        """(low, high) of the sum of ``figures(result)[0]`` over the launches: each distinct
        timing's half-widths (from its (value, low, high)) times the launches using it, in
        quadrature, and PLACEMENT_SPREAD of the value of every launch placed elsewhere, in
        full (the module's docstring)."""
        uses, moved = {}, 0.0
        for p, key in zip(self.launches, self._keys):
            value, low, high = figures(p.timing)
            uses[key] = uses.get(key, (0,))[0] + 1, value - low, high - value
            moved += PLACEMENT_SPREAD * value * p.placed_elsewhere
        total = sum(figures(p.timing)[0] for p in self.launches)
        below = math.sqrt(sum((n * lo) ** 2 for n, lo, _ in uses.values()))
        above = math.sqrt(sum((n * hi) ** 2 for n, _, hi in uses.values()))
        return total - below - moved, total + above + moved

    def summary(self):
        """(label, value) rows: launches, timed, cycles and seconds with their intervals."""
        low, high = self.interval
        s_low, s_high = self.seconds_interval
        timed = sum(p.reused_from is None for p in self.launches)
        return [("launches", f"{len(self.launches)}"),
                ("timed", f"{timed} ({100 * self.timed_share:.1f} %)"),
                ("cycles", f"{self.cycles} ({round(low)}-{round(high)})"),
                ("seconds", f"{self.seconds:.6g} ({s_low:.6g}-{s_high:.6g})")]


def profile_key(recorder, config, inputs, memory, absolute=False):
    """(the digest of what the replay of ``recorder``'s record is a function of (the module's
    docstring) besides the state it starts from, its placement: the code's address and the
    touched allocations' in the order numbered, None when ``absolute``); ``absolute``: each
    line, and the code, by its address (a warm launch's, whose start state holds them)."""
    digest = hashlib.blake2b(digest_size=20)
    code = recorder.code
    digest.update(repr((config, inputs, recorder.lds_bytes)).encode())
    digest.update(b"" if code is None else bytes(code.data))
    base = recorder.code_base
    if absolute:                # the instruction caches' lines are the code's addresses
        digest.update(repr(base).encode())
    numbers = {}
    for run, wave_ids, costs in recorder.log:
        nums = [numbers.setdefault(entry, entry.pc - base) for entry in run]
        digest.update(np.asarray(nums, np.int64).tobytes())
        digest.update(np.asarray(wave_ids, np.int64).tobytes())
        for cost in costs:      # LDS bank cycles, or Requests' numbers (hashed below)
            if cost is not None:
                digest.update(np.asarray(cost, np.int64).tobytes())
    for groups in recorder.wave_group:
        digest.update(np.asarray(groups, np.int64).tobytes())
    bases = _requests(digest, recorder.requests, memory, absolute)
    return digest.hexdigest(), None if absolute else (base, *bases)


def _requests(digest, requests, memory, absolute=False):
    """Add every Request's kind, serialisation and lines, each line as (its allocation,
    numbered by first touch, its offset in it), or as its address (``absolute``), to
    ``digest``; the touched allocations' addresses in the order numbered."""
    if not requests:
        return ()
    digest.update("\0".join(r.kind for r in requests).encode())
    digest.update(repr([r.serial for r in requests]).encode())
    counts = np.fromiter((len(r.lines) for r in requests), np.int64, len(requests))
    lines = np.fromiter(itertools.chain.from_iterable(r.lines for r in requests), np.uint64,
                        int(counts.sum()))
    digest.update(counts.tobytes())
    if absolute:
        digest.update(lines.tobytes())
        return ()
    starts = np.array([a.address for a in memory.allocations] or [0], np.uint64)
    ends = np.array([a.end for a in memory.allocations] or [0], np.uint64)
    at = np.searchsorted(starts, lines, side="right").astype(np.int64) - 1
    inside = (at >= 0) & (lines < ends[np.maximum(at, 0)])
    at[~inside] = -1
    touched, first = np.unique(at, return_index=True)
    rank = np.empty(touched.size, np.int64)
    rank[np.argsort(first)] = np.arange(touched.size)
    ordinal = np.where(inside, rank[np.searchsorted(touched, at)], -1)
    offset = np.where(inside, lines - starts[np.maximum(at, 0)], lines)
    digest.update(ordinal.tobytes())
    digest.update(offset.tobytes())
    order = touched[np.argsort(first)]
    return tuple(int(starts[a]) for a in order if a >= 0)
