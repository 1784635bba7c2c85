"""Profiles of a timed launch: what the device did over time, where the kernel sits on its
roofline (roofline.py), and the instructions it waited on longest, as numbers (``as_dict``,
``gcnsim profile --json``) or a report (``write``: one PNG figure of six panels, or the
self-contained HTML page of report.py: vector figures and tables that reflow to the window).

A Sampler watches the replay (engine.replay's ``sampler``, which then runs every CU's turns
in one time order, so that what it reads at a cycle is the whole device's state then). It keeps
the device's cumulative counts at the bin edges 0, d, 2d, ... (d the interval): wave-
instructions issued, wave-cycles stalled by reason (the CU tally's reasons, whatever they are),
resident wave-cycles, hits and misses of each cache level, DRAM bytes; and the CUs holding
waves at each edge (report.py's steady part lies where all the CUs used do). A bin's figures are
differences of its edges; nothing changes between two turns, so the counts at an edge are those
of the first turn at or after it (resident waves are integrated up to the edge exactly). Past
BINS edges every other one is dropped and d doubles, so any launch has between BINS / 2 and BINS
bins at the cost of O(BINS x log(cycles / FIRST_INTERVAL)) samples:

    edges 0 16 32 ... 4096 (257)  ->  0 32 64 ... 4096 (129), interval 32, sampling on

A stall is counted when it begins, for its whole length (cu.py's tally): a bin's stall
wave-cycles are those of the stalls that began in it, and may exceed its length x its waves.
Achieved occupancy over time is resident waves per SIMD of the CUs the launch used (as
TimingResult.achieved_occupancy, which is its time average).

DRAM bytes are counted twice: as requested (``dram_bytes``: by the cycle a line was asked for,
so a bin may exceed the peak while its transfers queue) and as served (``dram_served``: each
line's bytes spread over the cycles it holds its channel's bus, memory/dram.py, so no bin
exceeds the channels' peak). The PNG's DRAM panel plots the served bytes; lines still on the
bus when the launch ends fall after the last bin.

A sampled launch (sampling.py) is watched by a Watch: a Sampler for each of its replays, the
Profile made from the one whose counts its estimate scaled (the window of dispatch rounds
standing for the launch, ``source`` naming its rounds; the whole launch where it fell back to
replaying it), its shares standing for the launch's steady state.

    launch = prog.saxpy(..., timing=True, profile="saxpy.html")
    launch.timing.profile.roofline.bound, launch.timing.profile.as_dict()["occupancy"]
    launch.timing.profile.verdict["limiter"]       # what limits it, as the report says
"""
import math
import os
from collections import Counter
from dataclasses import replace

import numpy as np

from ..errors import GcnsimError
from ..outputs import check_output, counted, write_output
from . import report
from .roofline import Roofline
from .sampled import percent

BINS = 256                      # assumed: bins a profile keeps at most (a plot's resolution)
FIRST_INTERVAL = 16             # assumed: cycles of the first bins (4 turns of each SIMD)
FORMATS = (".html", ".png")     # what ``write`` writes, by the path's extension
INSTALL = "pip install 'gcnsim[plot]'"


class ProfileError(GcnsimError):
    """A profile report that cannot be made or written."""


class Sampler:
    """Samples a replay at the bin edges (engine.replay's sampler protocol: ``start``,
    ``due``, ``sample``, ``finish``)."""

    def __init__(self):
        self.due = math.inf
        self.interval = FIRST_INTERVAL
        self.rows = []                  # (edge cycle, resident wave-cycles, [counts], CUs
                                        # holding waves at the edge)

    def start(self, cus, tally, memory):
        self.cus, self.tally, self.memory = cus, tally, memory
        memory.dram.starts = []         # every line's bus start, for the served traffic
        self.reasons = tuple(tally.stalls)
        self.levels = tuple(name for name, counts in memory.counters().items()
                            if "hits" in counts)
        self.sample(0)

    def _state(self):
        """(the counts now, resident waves now, their wave-cycles minus waves x cycle, CUs
        holding waves now)."""
        memory = self.memory.counters()
        counts = [sum(cu.instructions for cu in self.cus)]
        counts += [self.tally.stalls[reason] for reason in self.reasons]
        for level in self.levels:
            counts += [memory[level]["hits"], memory[level]["misses"]]
        counts.append(memory["dram"]["bytes"])
        waves = base = busy = 0
        for cu in self.cus:
            held = waves
            for simd in cu.simds:
                n = len(simd.waves)
                waves += n
                base += simd.wave_cycles - n * simd.changed
            busy += waves > held
        return counts, waves, base, busy

    def sample(self, t):
        """Record every edge up to cycle ``t`` (the next turn's: nothing changed since the
        last turn before it)."""
        counts, waves, base, busy = self._state()
        edge = self.rows[-1][0] + self.interval if self.rows else 0
        while edge <= t:
            self.rows.append((edge, base + waves * edge, counts, busy))
            if len(self.rows) > BINS:
                self.rows = self.rows[::2]      # edges at multiples of twice the interval
                self.interval *= 2
            edge = self.rows[-1][0] + self.interval
        self.due = edge

    def finish(self, cycles):
        """The last edge, at the end of the launch (a shorter last bin), and the DRAM's bytes
        as served per bin (``served``); the replay's CUs and memory are let go (a sampled
        launch's Watch keeps a Sampler per replay)."""
        counts, waves, base, busy = self._state()
        while self.rows and self.rows[-1][0] >= cycles:
            self.rows.pop()
        self.rows.append((cycles, base + waves * cycles, counts, busy))
        self.due = math.inf
        self.simds = sum(len(cu.simds) for cu in self.cus if cu.busy_from is not None)
        self.used = sum(1 for cu in self.cus if cu.busy_from is not None)
        self.issued = Counter()
        for op, n in zip(self.cus[0].ops if self.cus else (), self.tally.issued):
            self.issued[op.name] += n
        self.atomics = self.memory.atomic.counts()
        dram = self.memory.dram
        self.served = served(np.array([row[0] for row in self.rows], np.int64), dram.starts,
                             dram.hold, dram.line)
        dram.starts = None              # taken: a later launch on this memory keeps none
        self.cus = self.tally = self.memory = None


class Watch:
    """The profile of a sampled launch (sampling.py), read from the part of it replayed in
    detail that its estimate was made from: engine.replay's sampler protocol, each replay
    watched by a Sampler of its own (``start`` begins one), kept with the TimingResult and the
    workgroups of that replay (``ended``); ``profile`` makes the Profile of the one the
    estimate came from. It watches the replays the sampled launch runs anyway (no replay
    more); each runs in lockstep, as a profiled full replay does."""

    def __init__(self):
        self.parts = []                 # (TimingResult, Sampler, the workgroups or None: all)
        self.sampler = None

    @property
    def due(self):
        return self.sampler.due

    def start(self, cus, tally, memory):
        self.sampler = Sampler()
        self.sampler.start(cus, tally, memory)

    def sample(self, t):
        self.sampler.sample(t)

    def finish(self, cycles):
        self.sampler.finish(cycles)

    def ended(self, result, select):
        self.parts.append((result, self.sampler, select))

    def profile(self, kernel, device, estimate, per_round, launch=None):
        """The Profile of the sampled launch whose SampledResult is ``estimate`` (``per_round``:
        the workgroups a dispatch round holds; ``launch``: Profile's): of the replay its counts
        were scaled from (``estimate.part``), its ``source`` saying which part that is."""
        for part, sampler, select in self.parts:
            if part is estimate.part:
                part, sampler.issued = _own(part, sampler.issued)
                return Profile(kernel, device, part, sampler, launch,
                               source(estimate, select, per_round), estimate)
        raise ProfileError("a sampled launch's profile: its estimate was made from no replay "
                           "the profile watched (a timing model bug)")


def _own(part, ops):
    """(the TimingResult ``part`` of a replay of some of a launch's workgroups, the ops by name
    it issued) with the counts it takes from the record of every wave (the wave-instructions,
    their classes, the ops by name, the LDS's bank clocks: engine._result) at the part's share
    of the wave-instructions, those its CUs issued: a window of the launch runs its mix."""
    done = sum(part.cu_instructions)
    if not part.wave_instructions or done == part.wave_instructions:
        return part, ops
    share = done / part.wave_instructions
    return (replace(part, wave_instructions=done,
                    issued={k: round(n * share) for k, n in part.issued.items()},
                    lds={k: round(n * share) for k, n in part.lds.items()},
                    hottest=[(pc, text, round(n * share), w) for pc, text, n, w in part.hottest]),
            Counter({name: round(n * share) for name, n in ops.items()}))


def source(estimate, select, per_round):
    """What part of a sampled launch (its SampledResult ``estimate``) the replay of the
    workgroups ``select`` is, in words: "full" where the whole launch was replayed (``select``
    None); "sampled: rounds 33-64 of 2048" for a window of dispatch
    rounds (counted from 1, of ``per_round`` workgroups; with "and N workgroups standing for
    kinds they lack" for representatives replayed with it: sampling._selection)."""
    if select is None:
        return "full"
    chosen = np.unique(np.asarray(select, np.int64))
    run = int(np.argmax(np.r_[np.diff(chosen) != 1, True])) + 1    # the window's workgroups
    first, last = int(chosen[0]), int(chosen[run - 1])
    rounds = -(-estimate.workgroups // per_round)
    told = (f"sampled: rounds {first // per_round + 1}-{last // per_round + 1} of {rounds:,}")
    others = len(chosen) - run
    return told + (f" and {counted(others, 'workgroup')} standing for kinds they lack"
                   if others else "")


def _packed(roof):
    """Where the kernel's FP32 instructions cannot reach the data sheet's packed FP32 peak,
    both roofs named, else ""."""
    packed = roof.peaks.get("fp32_packed")
    return "" if packed is None or "fp32" not in roof.flops else (f"; FP32 roof {roof.peaks['fp32']:.4g} for the kernel's "
                                      f"unpacked instructions, {packed:.4g} packed")


class Profile:
    """The figures of one timed launch over time (numpy arrays, one value per bin) and in
    total: ``edges`` (cycles), ``issued``, ``stalls`` (reason -> wave-cycles), ``occupancy``
    (waves per SIMD), ``hits``/``misses``/``hit_rate`` (level -> per bin), ``dram_bytes``;
    ``steady``: per bin, whether every CU the launch used holds waves at both its edges (the
    steady part of report.py is within these bins);
    ``timing`` (the TimingResult), ``roofline`` (roofline.Roofline), ``verdict`` (its
    limiter, evidence and advice, report.verdict); ``atomics``: the L2s'
    atomic requests, their cycles and those queued behind other operations (memory/system.py
    Atomics.counts); ``ops``: wave-instructions issued by instruction name; ``launch``: its shape
    and resources ({"grid", "block": work-items per dimension, "vgprs", "agprs", "sgprs": a
    wave's allocation, "lds_bytes": a workgroup's LDS, "lane_utilisation": the functional
    run's VALU lane utilisation (RunStats), the vector memory instructions' figures,
    Recorder.coalescing's, and the work before each barrier, Recorder.barrier_work's}), or {}
    when not given; ``source``: the part of the launch its figures are of, "full" or, of a
    sampled launch, "sampled: rounds 1-32 of 256" (the replay its estimate was made from:
    ``timing`` is that replay's, whose shares stand for the launch's steady state);
    ``estimate``: a sampled launch's SampledResult (the launch's cycles, interval, method), None
    for a launch timed in full; ``interval``: the bins' width, cycles (not the estimate's).
    The page, the PNG's title and ``as_dict``'s ``timing`` give the launch's cycles (the
    estimate's), the window's under its name (``as_dict``'s ``part``)."""

    def __init__(self, kernel, device, timing, sampler, launch=None, source="full",
                 estimate=None):
        self.kernel, self.device, self.timing = kernel, device, timing
        self.source, self.estimate = source, estimate
        self.launch = dict(launch or {})
        self.interval = sampler.interval
        self.atomics = dict(sampler.atomics)
        self.ops = dict(sampler.issued)
        self.edges = np.array([row[0] for row in sampler.rows], np.int64)
        width = np.diff(self.edges)
        self.width = width
        counts = np.diff(np.array([row[2] for row in sampler.rows], np.int64), axis=0)
        waves = np.diff(np.array([row[1] for row in sampler.rows], np.float64))
        self.issued = counts[:, 0]
        busy = np.array([row[3] for row in sampler.rows], np.int64)
        self.steady = (busy[:-1] == sampler.used) & (busy[1:] == sampler.used)
        reasons = sampler.reasons
        self.stalls = {r: counts[:, 1 + k] for k, r in enumerate(reasons)}
        at = 1 + len(reasons)
        self.hits = {lv: counts[:, at + 2 * k] for k, lv in enumerate(sampler.levels)}
        self.misses = {lv: counts[:, at + 2 * k + 1] for k, lv in enumerate(sampler.levels)}
        self.dram_bytes = counts[:, -1]
        self.dram_served = sampler.served
        with np.errstate(divide="ignore", invalid="ignore"):
            self.occupancy = waves / (width * sampler.simds) if sampler.simds else waves * 0
            self.hit_rate = {lv: self.hits[lv] / (self.hits[lv] + self.misses[lv])
                             for lv in sampler.levels}
        self.roofline = Roofline.of(device, sampler.issued, timing.memory["dram"]["bytes"],
                                    timing.seconds, self.launch.get("lane_utilisation"))

    @property
    def dram_gbps(self):
        """DRAM bandwidth per bin as requested, GB/s."""
        with np.errstate(divide="ignore", invalid="ignore"):
            return self.dram_bytes * self.device.clock_mhz * 1e6 / self.width / 1e9

    @property
    def dram_served_gbps(self):
        """DRAM bandwidth per bin as served (on the bus), GB/s."""
        with np.errstate(divide="ignore", invalid="ignore"):
            return self.dram_served * self.device.clock_mhz * 1e6 / self.width / 1e9

    @property
    def launch_cycles(self):
        """The launch's cycles: a sampled launch's estimate, else the replay's."""
        return (self.estimate or self.timing).cycles

    @property
    def sampling(self):
        """What a sampled launch's figures are, in words (the page, ``gcnsim profile``), or ""
        for a launch timed in full: the estimate and the window its figures are of, or, where
        the launch fell back to replaying it whole, that and the method's reason."""
        e = self.estimate
        if e is None:
            return ""
        if self.source == "full":
            return (f"sampling was asked; the launch was replayed whole ({e.method}): its "
                    f"figures are the full replay's")
        low, high = e.interval
        return (f"sampled estimate {e.cycles:,} cycles, {e.seconds * 1e6:.4g} us ({low:,} to "
                f"{high:,} at {percent(e.confidence)} confidence; "
                f"{percent(e.detail_share, 1)} of the wave-instructions replayed in detail; "
                f"{e.method}); figures of "
                f"{self.source.removeprefix('sampled: ')}: {self.timing.cycles:,} cycles, "
                f"{self.timing.wave_instructions:,} wave-instructions; the counts (the advice's "
                f"too) are the window's, its shares standing for the launch's")

    def summary(self):
        """(label, value) rows of the run as a whole (the FLOP figures where it does
        floating-point work: a copy has no GFLOPS to put against a roof)."""
        t, roof = self.timing, self.roofline
        launch = self.estimate or t
        rows = [("kernel", self.kernel), ("device", self.device.name),
                ("cycles", f"{launch.cycles} ({launch.seconds * 1e6:.2f} us)")]
        if self.estimate is not None:
            rows += [("sampling", self.sampling)]
        if self.source != "full":
            rows += [("figures of", f"{self.source}: {t.cycles} cycles (the replay the "
                                    f"estimate was made from: its counts below, its shares "
                                    f"standing for the launch's)")]
        rows += [
                ("wave-instructions", t.wave_instructions),
                ("IPC, device", f"{t.ipc:.2f}"),
                ("IPC per CU", f"{t.ipc_per_cu:.2f} (mean of the CUs used, each over its "
                               "busy cycles)"),
                ("achieved occupancy", f"{t.achieved_occupancy:.2f} of "
                                       f"{t.occupancy.waves_per_simd} waves/SIMD"),
                ("DRAM bytes", f"{roof.dram_bytes:,}")]
        if not roof.total_flops:
            rows.append(("achieved", f"{roof.gbps:.4g} GB/s (no floating-point work)"))
        else:
            lanes = roof.lanes
            counted = ("every lane counted: the lanes active are unknown" if lanes is None
                       else f"active lanes: {lanes:.1%} of the VALU lanes were active")
            rows += [("FLOPs", f"{roof.total_flops:,} ({counted})"),
                     ("arithmetic intensity", f"{roof.intensity:.3g} FLOPs/byte"),
                     ("achieved", f"{roof.gflops:.4g} GFLOPS, {roof.gbps:.4g} GB/s"),
                     ("roof at this intensity", f"{roof.roof():.4g} GFLOPS (the intensity is "
                                                f"on the {roof.bound} side of the ridge at "
                                                f"{roof.ridge:.3g} FLOPs/byte: what it allows, "
                                                "the verdict says what stalled the kernel"
                                                f"{_packed(roof)})")]
        return rows + [("bin width", f"{self.interval} cycles, {len(self.width)} bins")]

    @property
    def verdict(self):
        """What limits the kernel and what to try, as the report page and ``gcnsim profile``
        say it (report.verdict): {"limiter", "evidence", "advice": [lines]}."""
        return report.verdict(report.figures(self))

    def as_dict(self):
        """The profile as one JSON-ready object (NaN as null), with its ``verdict``:
        ``timing`` the launch's (a sampled launch's estimate), ``part`` the window's of a
        sampled one (what the rest is of), ``bin_cycles`` the bins' width."""
        part = {} if self.source == "full" else {"part": self.timing.as_dict()}
        return {"kernel": self.kernel, "device": self.device.name, "launch": self.launch,
                "source": self.source, "verdict": self.verdict,
                "timing": (self.estimate or self.timing).as_dict(), **part,
                "roofline": self.roofline.as_dict(), "atomics": self.atomics,
                "bin_cycles": self.interval, "edges": self.edges.tolist(),
                "issued": self.issued.tolist(), "occupancy": _json(self.occupancy),
                "steady": self.steady.tolist(),
                "stalls": {r: v.tolist() for r, v in self.stalls.items()},
                "hits": {lv: v.tolist() for lv, v in self.hits.items()},
                "misses": {lv: v.tolist() for lv, v in self.misses.items()},
                "hit_rate": {lv: _json(v) for lv, v in self.hit_rate.items()},
                "dram_bytes": self.dram_bytes.tolist(), "dram_served": _json(self.dram_served)}


def _json(values):
    return [None if not math.isfinite(v) else v for v in np.asarray(values).tolist()]


def check_path(path):
    """A report path ending in a FORMATS extension that gcnsim may write (outputs.py), and
    matplotlib to draw a PNG (checked before the launch runs): ProfileError or OutputError
    otherwise."""
    path = os.fspath(path)
    extension = os.path.splitext(path)[1].lower()
    if extension not in FORMATS:
        raise ProfileError(f"profile report '{path}': the name must end in "
                           f"{' or '.join(FORMATS)} (the report's format)")
    check_output(path, "profile report")
    if extension == ".png":
        _matplotlib()


def write(profile, path, baseline=None):
    """Write ``profile`` as a PNG figure or an HTML page (report.py; ``baseline``: a
    ``--json`` profile to compare with), by the extension of ``path``, whole or not at all
    (outputs.py)."""
    check_path(path)
    if os.fspath(path).lower().endswith(".png"):
        figure = plot(profile)
        write_output(path, lambda f: figure.savefig(f, format="png", dpi=100),
                     "profile report")
    else:
        write_output(path, report.page(profile, baseline), "profile report")


def _matplotlib():
    """matplotlib's Figure (no pyplot: no global state, no display), or ProfileError."""
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise ProfileError(f"profile reports are drawn with matplotlib, which is not "
                           f"installed: {INSTALL} (--json needs no matplotlib)") from None
    return Figure


def plot(profile):
    """The report's matplotlib Figure: six panels over time and the roofline."""
    figure = _matplotlib()(figsize=(15, 9), layout="constrained")
    panels = figure.subplots(2, 3).ravel()
    # Names come from files and users: drawn as written, never as mathtext (a "$" in a
    # kernel's or a device's name started a formula, or a syntax error).
    part = "" if profile.source == "full" else (f" (sampled; figures of "
                                                f"{profile.source.removeprefix('sampled: ')}: "
                                                f"{profile.timing.cycles} cycles)")
    figure.suptitle(f"{profile.kernel} on {profile.device.name}: {profile.launch_cycles} "
                    f"cycles{part}", parse_math=False)
    _stalls(panels[0], profile)
    _occupancy(panels[1], profile)
    _hit_rates(panels[2], profile)
    _dram(panels[3], profile)
    _roofline(panels[4], profile.roofline)
    _hottest(panels[5], _hot_rows(profile.timing))
    return figure


def _stalls(ax, profile):
    """Stacked: each reason's stalled wave-cycles per cycle of the bins they began in."""
    width = np.maximum(profile.width, 1)
    bottom = np.zeros(len(width))
    for reason, cycles in profile.stalls.items():
        if cycles.any():
            top = bottom + cycles / width
            ax.stairs(top, profile.edges, baseline=bottom, fill=True, label=reason)
            bottom = top
    ax.set(title="stalls by reason (by the bin each began in)", xlabel="cycle",
           ylabel="waves stalled")
    _legend(ax, loc="upper right")


def _legend(ax, **where):
    """A legend of the panel's labelled artists, if it has any."""
    if ax.get_legend_handles_labels()[0]:
        ax.legend(fontsize=7, **where)


def _occupancy(ax, profile):
    ax.stairs(profile.occupancy, profile.edges, label="resident waves per SIMD")
    ax.axhline(profile.timing.occupancy.waves_per_simd, ls=":", c="gray",
               label="occupancy (what resources allow)")
    ax.set(title="occupancy and issue rate", xlabel="cycle", ylabel="waves per SIMD")
    _legend(ax, loc="upper left")
    ipc = ax.twinx()
    ipc.stairs(profile.issued / np.maximum(profile.width, 1), profile.edges, color="C1",
               label="IPC, device")
    ipc.set_ylabel("wave-instructions a cycle (IPC, device)", color="C1")


def _hit_rates(ax, profile):
    for level, rate in profile.hit_rate.items():
        if np.isfinite(rate).any():
            ax.stairs(rate * 100, profile.edges, label=level)
    ax.set(title="cache hit rate per level (gaps: no access)", xlabel="cycle", ylabel="%",
           ylim=(-5, 105))
    _legend(ax)


def served(edges, starts, hold, line):
    """Bytes on the DRAM buses in each bin of ``edges``: a line of ``line`` bytes starting at
    each of ``starts`` moves evenly over its ``hold`` cycles. The bytes moved by ``t`` are
    ``line / hold x sum(clip(t - s, 0, hold))``: lines done by then whole, those on the bus in
    part (sorted starts and their prefix sums: no line-by-bin table)."""
    s = np.sort(np.asarray(starts, np.float64))
    before = np.concatenate(([0.0], np.cumsum(s)))
    t = edges.astype(np.float64)
    done = np.searchsorted(s, t - hold, side="right")       # lines whole by t
    begun = np.searchsorted(s, t, side="right")             # lines started by t
    moved = done * hold + (begun - done) * t - (before[begun] - before[done])
    return np.diff(moved) * line / hold


def _dram(ax, profile):
    ax.stairs(profile.dram_served_gbps, profile.edges, label="served (on the bus)")
    ax.axhline(profile.roofline.gbps, c="C2", label="achieved over the launch")
    ax.axhline(profile.roofline.bandwidth / 1e9, ls=":", c="gray", label="peak")
    ax.set(title="DRAM traffic as served (bytes by the cycles they are on the bus)",
           xlabel="cycle", ylabel="GB/s")
    _legend(ax)


def _roofline(ax, roof):
    """Log-log: the bandwidth roof, one horizontal roof per class, the kernel's point."""
    point = roof.intensity if 0 < roof.intensity < math.inf else roof.ridge
    low = min(point, roof.ridge) / 100
    high = max(point, roof.ridge) * 100
    x = np.geomspace(low, high, 200)
    ax.loglog(x, np.minimum(x * roof.bandwidth / 1e9, max(roof.peaks.values())), c="k",
              label=f"DRAM {roof.bandwidth / 1e9:.0f} GB/s")
    for k, (kind, peak) in enumerate(roof.peaks.items()):
        ax.axhline(peak, ls="--", lw=0.8, c=f"C{k}", label=f"{kind} {peak:,.0f} GFLOPS")
    if roof.gflops > 0:
        ax.plot([point], [roof.gflops], "o", c="red", label=f"kernel ({roof.bound} side of the ridge)")
    ax.set(title="roofline", xlabel="FLOPs / DRAM byte", ylabel="GFLOPS")
    _legend(ax)


def _hottest(ax, hottest):
    labels = [f"{source or f'0x{pc:x}'} {text}"[:48] for pc, text, _, _, source in hottest]
    labels = labels[::-1]
    ax.barh(range(len(labels)), [row[3] for row in hottest][::-1])
    ax.set_yticks(range(len(labels)), labels, fontsize=7, parse_math=False)
    ax.set(title="instructions waited on longest", xlabel="wave-cycles stalled before it")


def _hot_rows(timing):
    """The hottest instructions with their source line (None where it is unknown)."""
    return [(*hot, timing.source(hot[0])) for hot in timing.hottest]
