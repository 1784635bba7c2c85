"""What a sampled timed launch asks for and what it gives: the Sampling record
(``timing=gcnsim.Sampling(...)``) and the SampledResult, a TimingResult with an interval, made
from a replay of part of the launch by scaling its counts (``scaled``) or from a full replay
(``exact``). The methods: sampling.py (a prefix of dispatch rounds, representatives of the
clusters of workgroups it lacks), cuts.py (a loop's first trips, one XCD's workgroups).
"""
import difflib
import numbers
from dataclasses import dataclass, field, fields

from .engine import TimingResult
from .loops import STEPS, SamplingError, UnknownSamplingField

WARMUP = 2                  # dispatch rounds before the steady state is measured
# The standard deviation, as a share of the cycles, of what the sample's variance cannot see:
# the prefix's drain and warm-up standing for the full launch's (a 0.44% error on a 48-round
# saxpy whose variance alone gave a 0.17% interval).
MODEL_SD = 0.005
# Memory counts a partial replay cannot scale, left out of its result: what the caches do once
# full (evictions, and the DRAM writes of the dirty lines they evict). The replayed part may
# never fill them (a copy on a Vega 64 of 2 CUs: 0 L2 evictions and 0 bytes written replayed,
# 4,480 and 106,496 in the whole launch).
UNSCALED = ("evictions", "bytes_written")
TAKES = {int: "a whole number", float: "a number"}      # what a Sampling field of a type takes
NUMBERS = {int: numbers.Integral, float: numbers.Real}
# And, from a prefix of dispatch rounds, what a launch does mostly on first touching its code,
# constants, pages and data, whatever share of it runs after: the scalar and instruction caches'
# and the TLBs' misses, and what reaches past the L2 (the MALL, the DRAM's rows and bytes).
# With the cycles within 0.4%, a prefix of a third of a table-reading kernel on a Vega 64 of
# 2 CUs scaled to DRAM bytes 160,016 and 16 TLB misses for 51,584 and 5; a third of an s_sleep
# kernel to 200 bytes for 8,256. One XCD's replay runs all its workgroups: it keeps them.
FIRST_TOUCHES = {"scalar": ("misses",), "instruction": ("misses",), "tlb": ("misses",),
                 "mall": ("hits", "misses"), "dram": ("row_hits", "row_misses", "bytes")}


@dataclass(frozen=True)
class Sampling:
    """What a sampled timed launch aims for: the interval's half-width as a share of the
    cycles (``error``), at ``confidence``; ``rounds``: the dispatch rounds replayed first;
    ``representatives``: workgroups per cluster the prefix lacks; ``loops``: N, the fewest
    trips of a launch's one long loop replayed, the rest projected (loops.py), or 0: whole
    streams kept, sampled by rounds; ``most``: the trips the record keeps (0: 2N), up to
    which the replays go on while the per-trip cost is not ``steady`` (the last two costs'
    agreement, a share); ``xcds``: on a chip of several XCDs, time one XCD's workgroups for
    all (spatial.py)."""
    error: float = 0.03
    confidence: float = 0.95
    rounds: int = 32
    representatives: int = 4
    loops: int = 0
    xcds: bool = False
    most: int = 0
    steady: float = 0.03

    def __new__(cls, *args, **given):
        """Checks the fields' names before the dataclass's __init__ takes them (whose own
        error for ``Sampling(rouns=8)`` names no field it has)."""
        for name in given:
            _check_field(name)
        return super().__new__(cls)

    @property
    def cuts(self):
        """Whether it cuts the launch (a loop's trips, one XCD's workgroups: cuts.py), whose
        replays, some in processes of their own, no profile watches."""
        return bool(self.loops or self.xcds)

    @property
    def kept_trips(self):
        """The trips of a loop the record keeps: ``most``, else 2N (0 with loops=0), down to
        a whole number of cuts (N/4 trips each): what the shared replay goes to."""
        step = max(1, self.loops // STEPS)
        return (self.most or 2 * self.loops) // step * step

    def __post_init__(self):
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type in TAKES and (isinstance(value, bool)
                                    or not isinstance(value, NUMBERS[f.type])):
                raise SamplingError(f"Sampling {f.name}= takes {TAKES[f.type]}, got {value!r}")
        if not 0 < self.error < 1:
            raise SamplingError(f"Sampling error must be a share between 0 and 1, "
                                f"got {self.error!r}")
        if not 0 < self.confidence < 1:
            raise SamplingError(f"Sampling confidence must be between 0 and 1, "
                                f"got {self.confidence!r}")
        if self.rounds < 2 * (WARMUP + 2):          # its half too
            raise SamplingError(f"Sampling needs rounds >= {2 * (WARMUP + 2)}, "
                                f"got {self.rounds!r}")
        if self.representatives < 2:
            raise SamplingError(f"Sampling needs representatives >= 2, "
                                f"got {self.representatives!r}")
        if self.loops and self.loops < 4:
            raise SamplingError(f"Sampling loops= keeps N >= 4 trips of a loop (it replays "
                                f"N/2, 3N/4 and N), or 0 for none; got {self.loops!r}")
        if self.most and not self.loops:
            raise SamplingError(f"Sampling most= bounds the trips loops=N keeps: it needs "
                                f"loops= (N >= 4); got most={self.most!r} without it")
        if self.most and self.most < max(4, self.loops):
            raise SamplingError(f"Sampling most= keeps at least loops={self.loops} trips (and "
                                f"4), or 0 for 2 x loops; got {self.most!r}")
        if not 0 < self.steady < 1:
            raise SamplingError(f"Sampling steady= is a share between 0 and 1 (the per-trip "
                                f"costs' agreement), got {self.steady!r}")
        if self.xcds not in (True, False):
            raise SamplingError(f"Sampling xcds= must be True or False, got {self.xcds!r}")

    @classmethod
    def parse(cls, text):
        """The Sampling a command line's ``FIELD=VALUE[,FIELD[=VALUE]...]`` asks for (``run
        --sampling loops=4,xcds``): the fields' names, a bare name a yes/no field's true;
        SamplingError naming the field and what it takes otherwise."""
        known = {f.name: f.type for f in fields(cls)}
        values = {}
        for item in (part.strip() for part in text.split(",")):
            if not item:
                raise SamplingError(f"Sampling's fields are FIELD=VALUE (or a yes/no FIELD) "
                                    f"separated by commas: {text!r} has an empty one")
            name, equals, value = (part.strip() for part in item.partition("="))
            _check_field(name, repr(text))
            if name in values:
                raise SamplingError(f"Sampling field {name!r} is given twice in {text!r}: "
                                    f"give it once")
            values[name] = _field_value(name, known[name], value if equals else None)
        return cls(**values)

    @classmethod
    def of(cls, timing):
        """The Sampling a launch's ``timing`` option asks for, or None (True: full timing)."""
        if timing == "sampled":
            return cls()
        return timing if isinstance(timing, cls) else None


def _check_field(name, where=None):
    """UnknownSamplingField for a name that is no Sampling field (given in the text
    ``where``), with the nearest one."""
    known = [f.name for f in fields(Sampling)]
    if name not in known:
        near = difflib.get_close_matches(name, known, 1)
        hint = f" (did you mean '{near[0]}'?)" if near else ""
        given = f" (in {where})" if where else ""
        raise UnknownSamplingField(f"Sampling has no field {name!r}{given}{hint}: it has "
                                   f"{', '.join(known)}")


def _field_value(name, kind, value):
    """Sampling.parse's value of field ``name`` of type ``kind`` from ``value`` (None: the
    bare name)."""
    if kind is bool:
        words = {"yes": True, "true": True, "1": True, "no": False, "false": False, "0": False}
        if value is not None and value.lower() not in words:
            raise SamplingError(f"Sampling {name}= is yes or no (a bare {name} is yes), got "
                                f"{value!r}")
        return True if value is None else words[value.lower()]
    try:
        return kind(value)
    except (TypeError, ValueError):
        raise SamplingError(f"Sampling {name}= takes {TAKES[kind]}, got "
                            f"{'nothing' if value is None else repr(value)}") from None


@dataclass
class SampledResult(TimingResult):
    """A TimingResult estimated from a sampled replay (the module's docstring): its counts
    scaled from the replayed part's but ``issued``, the launch's own with a loop or XCDs cut
    (cuts.py), and the UNSCALED memory counts, left out; with a loop's trips cut
    (``Sampling(loops=N)`` past N trips) ``stalls`` and ``memory`` left out (empty), neither
    in one proportion to the cut launch's."""
    interval: tuple = (0, 0)            # (low, high) cycles at ``confidence``
    confidence: float = 0.95
    # the share of the launch's wave-instructions replayed in detail, each once however many
    # replays ran it (one XCD of 8 replayed whole: 1/8), and the replays' whole cost as that
    # share (each replay counted: the XCD's apart and together replays 2/8; a prefix replayed
    # before the full replay it led to, past 1)
    detail_share: float = 1.0
    replayed_share: float = 1.0
    sampled_workgroups: int = 0
    method: str = "rounds"              # what was replayed and how the rest was estimated
    # the TimingResult of the replay its counts were scaled from (exact: the full replay's),
    # which a sampled launch's profile reads (profile.Watch); no figure of its own
    part: object = field(default=None, compare=False, repr=False)

    @property
    def seconds_interval(self):
        hz = self.clock_mhz * 1e6
        return self.interval[0] / hz, self.interval[1] / hz

    def as_dict(self):
        return {**super().as_dict(), "interval": list(self.interval),
                "seconds_interval": list(self.seconds_interval),
                "confidence": self.confidence, "detail_share": self.detail_share,
                "replayed_share": self.replayed_share,
                "sampled_workgroups": self.sampled_workgroups, "method": self.method}


def round_size(recorder, device, occ, total):
    """Workgroups the device holds at once: CUs x the workgroups each holds."""
    waves = max(1, sum(g.size for g in recorder.wave_group) // max(total, 1))
    per_simd = min(occ.limits["vgprs"], occ.limits["sgprs"], occ.limits["wave_slots"])
    by_slots = per_simd * device.simds_per_cu // waves
    return max(1, device.compute_units * max(1, min(occ.workgroups_per_cu, by_slots)))


def scaled(result, cycles, total, shown, workgroups, interval, sampling, replayed, spent=None,
           xcds=1):
    """``result`` (the replayed part's, of ``shown`` wave-instructions and ``replayed``
    workgroups) as the whole launch's SampledResult: its counts scaled by the work or the
    cycles, but the UNSCALED ones left out, and with a prefix of rounds (``xcds`` 1) the
    FIRST_TOUCHES too; ``spent``: the wave-instructions of all the replays that led to it
    (``shown`` when None); ``xcds``: the XCDs that each ran what the replayed one did at the
    same time (their stall cycles add up: Sampling(xcds=True))."""
    spent = shown if spent is None else spent
    by_work = total / shown if shown else 1.0
    by_time = cycles / result.cycles if result.cycles else 1.0
    waves = by_time * xcds          # what the resident waves spend, over time and the XCDs
    left_out = {level: UNSCALED + (() if xcds > 1 else FIRST_TOUCHES.get(level, ()))
                for level in result.memory}
    memory = {level: {k: round(v * by_work) if isinstance(v, (int, float)) else v
                      for k, v in counts.items() if k not in left_out[level]}
              for level, counts in result.memory.items()}
    values = {f.name: getattr(result, f.name) for f in fields(TimingResult)}
    values.update(
        cycles=cycles, wave_instructions=total, workgroups=workgroups,
        stalls={k: round(v * waves) for k, v in result.stalls.items()},
        cu_busy=[round(b * by_time) for b in result.cu_busy],
        cu_instructions=[round(n * by_work) for n in result.cu_instructions],
        simd_busy=[[round(b * by_work) for b in cu] for cu in result.simd_busy],
        memory={level: counts for level, counts in memory.items() if counts},
        hottest=[(pc, text, round(n * by_work), round(w * waves))
                 for pc, text, n, w in result.hottest],
        charged={pc: [text, round(w * waves)] for pc, (text, w) in result.charged.items()})
    return SampledResult(**values, interval=interval, confidence=sampling.confidence,
                         detail_share=shown / total if total else 1.0,
                         replayed_share=spent / total if total else 1.0,
                         sampled_workgroups=replayed, part=result)


def percent(share, places=0):
    """``share`` as a percentage of ``places`` decimals, or of as many more as keep one that is
    neither 0 nor 1 from printing as 0% or 100% (confidence=0.999: 99.9%, not 100%)."""
    text = f"{share:.{places}%}"
    while 0 < share < 1 and float(text[:-1]) in (0, 100) and places < 9:
        places += 1
        text = f"{share:.{places}%}"
    return text


def exact(result, sampling, why=None, before=0.0):
    """A full replay's TimingResult as a SampledResult: its interval the one cycle count;
    its method "exact", with ``why`` the launch was not sampled when given; ``before``: the
    share of the launch replayed before it (a prefix that did not reach the error)."""
    values = {f.name: getattr(result, f.name) for f in fields(TimingResult)}
    return SampledResult(**values, interval=(result.cycles, result.cycles),
                         confidence=sampling.confidence, detail_share=1.0,
                         replayed_share=1.0 + before,
                         sampled_workgroups=result.workgroups, part=result,
                         method="exact" if why is None else f"exact: {why}")
