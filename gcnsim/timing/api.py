"""Timing as a launch option: ``kernel(..., timing=True, trace="out.json")`` records the
functional run's streams and replays them on the device's compute units (engine.py); the
Launch gets ``launch.timing``, a TimingResult. ``profile="report.html"`` (or ``.png``, or True
for no file) samples the replay over time as well (profile.py): ``launch.timing.profile`` is
the Profile, written as a report to the path; a trace then carries its memory counter tracks.
``timing="sampled"`` or ``timing=gcnsim.Sampling(...)`` replays only part of the launch and
estimates the rest, with an interval (sampling.py); a trace needs every cycle, and a
profile is then of the part replayed in detail that the estimate was made from (profile.py
Watch: ``profile.source`` says which).
A trace or profile implies ``timing=True``: an explicit ``timing=False`` with one is refused.
Inside ``with device.program_timing(...)`` every launch is timed by the program, a launch of
the same profile as one timed before reusing its timing (program.py).
``progress=f`` calls ``f(workgroups done, workgroups, phase)`` as the functional run
("functional run") and the replay ("timing replay") go (the CLI's progress bar,
runtime/progress.py). The Launch's ``times`` gives the seconds of each: its functional runs
together, and its replays. Without the options nothing changes, and the functional
run keeps its speed.

A timed launch starts cold: empty caches and TLBs, every DRAM bank's row closed, whatever ran
before (sweeps, cached results and tests in any order rely on it). ``warm=True`` starts it
from what the Device's previous timed launch left (MemorySystem.carried: the L2s' and
Infinity Cache's lines, dirty ones too, the instruction caches', its TLBs' pages, its open
rows; the vector L1s and scalar caches empty, as the command processor invalidates them
between dispatches), as hardware keeps them between kernels, so that a warm-up-then-measure
benchmark, as every published figure is taken, reproduces; ``device.flush_caches()`` forgets
it.

A timed launch runs at the device's default clock (isa/device_config.py Clocks: the sustained clock
under load where one is published, else the peak); ``clock="peak"``, ``"sustained"`` or a
number of MHz overrides it (DeviceConfig.at_clock). The clock sets what the figures given in
time become in cycles (DRAM bytes a cycle, nanosecond timings, seconds); the result names it
(TimingResult.clock_mhz and clock_name). A warm launch keeps its previous launch's clock.

``s_memtime`` and ``s_memrealtime`` read the simulated clock (``TimedLaunch.run(once)``,
``once`` running the launch with the recorder as its ``timing`` option): functional run,
replay, then again with each wave's clock reads giving the cycles the replay issued them at
(the memory put back as the launch found it), until the replay's clock gives the values the run
read. Time rarely changes what a kernel does, so the second round usually agrees; a loop on the
clock may take a few, and after ROUNDS the result says that the values did not settle.

    run 1: t0, t1 = 4, 8 (counter)    replay: cycles 20, 120    run 2: 20, 120    replay: 20, 120

    options, timed = TimedLaunch.split({"timing": True}, device)
    launch = timed.run(lambda: raw_program.run(64, **options))   # split passes the recorder on
"""
import os
import time
from dataclasses import dataclass

from ..bits import collector_paused
from ..emu.executor import Deadline
from ..emu.launch import TIMING_OPTIONS, LaunchError, check_flag, is_flag
from ..outputs import check_outputs
from .engine import replay
from .occupancy import extra_sgprs, occupancy
from .ops import IssueCycles
from .profile import Profile, Sampler, Watch, check_path, write
from .program import ProgramTiming
from .record import Recorder
from .loops import RecordCut, SamplingError
from .sampled import round_size
from .sampling import Sampling, sampled_replay
from .trace import Tracer

ROUNDS = 5                      # functional runs at most, for the clock reads to settle


@dataclass(frozen=True)
class Footprint:
    """What one wave and workgroup of the kernel allocate (occupancy's inputs)."""
    vgprs: int
    sgprs: int
    agprs: int = 0


@dataclass
class TimedLaunch:
    recorder: Recorder
    device: object                  # isa.device_config.DeviceConfig
    trace: object = None            # a path for the trace, or None
    timeout: float = None           # the launch's timeout: seconds for runs and replays
    profile: object = None          # a path for the profile report, True (none), or None
    progress: object = None         # called with (workgroups dispatched, workgroups), or None
    owner: object = None            # the runtime Device: its previous launch's memory state
    warm: bool = False              # start from it (else cold)
    memory: object = None           # the last replay's MemorySystem
    sampling: object = None         # a sampling.Sampling: the replay sampled, or None
    program: object = None          # the ProgramTiming the launch is part of, or None

    @classmethod
    def split(cls, options, device, inputs=()):
        """(launch options without ``timing``/``trace``/``profile``, with the Recorder as
        ``timing``; a TimedLaunch) or (options, None) when timing is not asked for. The trace
        and report paths are checked here, before the launch (outputs.py): neither may be one
        of ``inputs`` (the program's file)."""
        options = dict(options)
        if isinstance(options.get("timing"), Recorder):     # run() drives it: pass it on
            return options, None
        untimed = "timing" in options and is_flag(options["timing"]) and not options["timing"]
        program = getattr(device, "timing_program", None)   # a ProgramTiming (program.py)
        if program is not None:
            options = program.options(options)
        elif ProgramTiming.entered:
            ProgramTiming.refuse_other(device)
        timing = options.pop("timing", False)
        trace, profile, warm, clock = (options.pop(name, False if name == "warm" else None)
                                       for name in TIMING_OPTIONS)   # (warm=None ill-typed)
        progress = options.get("progress")          # the functional run reports to it too
        if progress is not None and not callable(progress):
            raise LaunchError(f"progress must be a callable or None, got {progress!r}")
        sampling = Sampling.of(timing) if isinstance(timing, (str, Sampling)) else None
        check_flag(timing, "timing", 'True, False, "sampled" or a gcnsim.Sampling',
                   sampling is not None)
        _check_trace(trace)
        _check_profile(profile)
        check_flag(warm, "warm")
        profile, warm = (bool(x) if is_flag(x) else x for x in (profile, warm))
        if untimed and (trace is not None or profile not in (None, False)):
            given = "trace=" if trace is not None else "profile="
            raise LaunchError(f"timing=False and {given} contradict: a trace or profile times "
                              f"the launch (it implies timing=True); drop timing=False, or the "
                              f"{given[:-1]}")
        if sampling is not None and trace is not None:
            raise LaunchError("a trace shows every cycle of the launch: sampled timing "
                              "replays part of it; time it in full (timing=True, no "
                              "--sampled)")
        if sampling is not None and sampling.cuts and profile not in (None, False):
            raise LaunchError(f"a sampled launch's profile is of the dispatch rounds replayed "
                              f"in detail, and Sampling(loops={sampling.loops}, "
                              f"xcds={sampling.xcds}) cuts the launch instead (a loop's trips, "
                              f"one XCD's workgroups); profile it sampled by rounds "
                              f"(timing=\"sampled\", --sampled) or in full")
        if not timing and trace is None and profile in (None, False):
            if warm:
                raise LaunchError("warm=True starts the timing model from the previous timed "
                                  "launch's caches: it needs timing=True (or a trace or "
                                  "profile)")
            if clock is not None:
                raise LaunchError(f"clock={clock!r} sets the timing model's clock: it needs "
                                  "timing=True (or a trace or profile)")
            return options, None
        config = device.config.at_clock(clock)
        if sampling is not None and sampling.xcds and config.xcds == 1:
            raise SamplingError(f"Sampling(xcds=True) times one XCD's workgroups for all the "
                              f"XCDs: {config.name} has one XCD, so it would do nothing; "
                              f"leave xcds= off for it")
        if sampling is not None and sampling.xcds and config.compute_units % config.xcds:
            raise SamplingError(f"Sampling(xcds=True) times XCD 0's workgroups for all the "
                              f"XCDs, which needs as many CUs on each: {config.name} has "
                              f"{config.compute_units} CUs on {config.dies}; leave xcds= off "
                              f"for it")
        report = None if profile is None or is_flag(profile) else profile
        check_outputs({"trace": trace, "profile report": report}, inputs)
        recorder = Recorder(device.config.lds_banks, device.config.memory,
                            budget=options.get("budget"))
        recorder.xcds = config.xcds
        recorder.workers = options.get("workers")
        if sampling is not None and (sampling.loops or sampling.xcds and config.xcds > 1):
            recorder.cut = RecordCut(sampling.kept_trips, config.xcds if sampling.xcds else 1,
                                     least=sampling.loops,
                                     busy=IssueCycles(config, sleeps=True))
        return ({**options, "timing": recorder},
                cls(recorder, config, trace, options.get("timeout"), profile or None,
                    progress, device, warm, sampling=sampling, program=program))

    def run(self, once, footprint=None):
        """The Launch of ``once()`` (the functional launch with ``recorder`` as its
        ``timing`` option), run until its clock reads agree with the replay's clock (at most
        ROUNDS runs), with its TimingResult as ``timing``."""
        recorder = self.recorder
        recorder.keep_memory = True
        deadline = Deadline.after(self.timeout)     # each run has its own as well
        # The recording makes a Request (a tuple subclass, which the collector keeps
        # tracking) per wave and memory instruction: its passes over them took a third of the
        # 1M-item saxpy's recording run (0.24 s against 0.16 s). Runs, records and the replay
        # are acyclic (tests/timing/test_engine.py): what they leave is freed as it goes,
        # and the record once the replay has read it, so that the collector, on again, has
        # nothing of theirs to walk (its one pass over the saxpy's took 0.08 s).
        functional = replaying = 0.0
        with collector_paused():
            launch = once()
            functional += launch.seconds
            result, seconds = self._replay(launch, footprint, deadline)
            replaying += seconds
            given = {}
            for n in range(2, ROUNDS + 1):
                if result.clock_reads == given or recorder.saved is None:
                    break
                if deadline is not None:
                    deadline.check(f"run {n} of the timed launch (for its clock reads)")
                given = result.clock_reads
                recorder.restart(given)
                launch = once()
                functional += launch.seconds
                result, seconds = self._replay(launch, footprint, deadline)
                replaying += seconds
            recorder.release()
        launch.seconds = functional
        launch.times.update({"functional run": functional, "timing replay": replaying})
        if result.clock_reads != given:
            why = (f"did not settle in {ROUNDS} runs (a loop on the clock?)" if recorder.saved
                   else "could not run again (code outside the kernel's code object)")
            for pc, name in recorder.clock_pcs.items():
                result.timing_dependent[pc] = f"{name}: the values read {why}"
        launch.timing = result
        if self.owner is not None:
            self.owner.timing_memory = self.memory
        if self.program is not None:
            self.program.note(launch)
        return launch

    def _replay(self, launch, footprint, deadline=None):
        """(the TimingResult of ``launch``'s recording, the seconds the replay took)."""
        start = time.perf_counter()
        footprint = footprint or self._named()
        block = launch.block[0] * launch.block[1] * launch.block[2]
        if self.program is not None:
            held = getattr(self.owner, "timing_memory", None) if self.warm else None
            found = self.program.lookup(self.recorder, self.device, (footprint, block),
                                        self.owner.memory, held)
            if found is not None:
                result, self.memory = found
                return result, time.perf_counter() - start
        occ = occupancy(self.device, vgprs=footprint.vgprs, sgprs=footprint.sgprs,
                        agprs=footprint.agprs, lds_bytes=self.recorder.lds_bytes,
                        block_size=block)
        viewer = self.recorder.viewer
        kept = {} if self.trace is not None else {"limit": 0}   # a viewer alone keeps no events
        tracer = (Tracer(self.device.clock_mhz, turn=self.device.simds_per_cu,
                         logged=viewer.wave_ids if viewer is not None else (), **kept)
                  if self.trace is not None or viewer is not None else None)
        sampled = self.trace is not None or self.profile is not None
        # a sampled launch's profile: of the part its estimate was made from (Watch)
        sampler = (None if not sampled else Sampler() if self.sampling is None else Watch())
        previous = getattr(self.owner, "timing_memory", None) if self.warm else None
        if previous is not None and previous.device.clock_mhz != self.device.clock_mhz:
            raise LaunchError(f"warm=True at {self.device.clock_mhz} MHz: the previous timed "
                              f"launch ran at {previous.device.clock_mhz} MHz, and a warm "
                              f"launch keeps its clock")
        options = dict(tracer=tracer, deadline=deadline, sampler=sampler,
                       progress=self.progress, warm=previous, keep=self._keep)
        result = (replay(self.recorder, self.device, occ, **options) if self.sampling is None
                  else sampled_replay(self.recorder, self.device, occ, self.sampling, **options))
        profile = (None if not sampled else
                   Profile(launch.kernel, self.device, result, sampler,
                           self._shape(launch, footprint)) if self.sampling is None else
                   sampler.profile(launch.kernel, self.device, result,
                                   round_size(self.recorder, self.device, occ,
                                              result.workgroups),
                                   self._shape(launch, footprint)))
        if self.profile is not None:
            result.profile = profile
            if self.profile is not True:
                write(profile, self.profile)
        if viewer is not None:          # its timeline: the recorded workgroup's waves
            from ..view.page import write as write_view
            base = self.recorder.code_base
            write_view(viewer, launch.kernel, {wid: [(t, pc - base, why) for t, pc, why in log]
                                               for wid, log in tracer.issues.items()})
        if tracer is not None and self.trace is not None:
            tracer.write(self.trace, {"kernel": launch.kernel, "device": self.device.name,
                                      "cycles": result.cycles}, profile)
        if self.program is not None:
            self.program.store(result, self.memory)
        return result, time.perf_counter() - start

    def _shape(self, launch, footprint):
        """The Profile's launch figures: its shape and registers, and Recorder.coalescing's
        (a pass over the whole record: made only for a profile or trace, which alone reads
        them; saxpy's at 2048 rounds on an MI250X of 4 CUs took 4 s, more than its sampled
        replay)."""
        return {"grid": tuple(launch.grid), "block": tuple(launch.block),
                "vgprs": footprint.vgprs, "agprs": footprint.agprs, "sgprs": footprint.sgprs,
                "lds_bytes": self.recorder.lds_bytes,
                "lane_utilisation": launch.stats.lane_utilisation, **self.recorder.coalescing(),
                **self.recorder.barrier_work()}

    def _keep(self, memory):
        """The MemorySystem the replay left: the owner's once the launch is done (each round
        of this launch starts from the owner's previous one)."""
        self.memory = memory

    def _named(self):
        """A raw program's footprint: the registers the instructions it ran name."""
        return named_footprint((entry.extent for entry in self.recorder.entries()),
                               self.device.target)


def _check_trace(trace):
    """A trace path (str or os.PathLike) gcnsim may write (outputs.py), or None: checked
    before the launch runs, not after it."""
    if trace is not None and not isinstance(trace, (str, os.PathLike)):
        raise LaunchError(f"trace must be a file path (str or os.PathLike) or None, "
                          f"got {trace!r}")


def _check_profile(profile):
    """A report path (.html or .png, in a directory that exists), True, False or None:
    checked before the launch runs."""
    if profile is None or is_flag(profile):
        return
    if not isinstance(profile, (str, os.PathLike)):
        raise LaunchError(f"profile must be a report path (.html or .png), True or None, "
                          f"got {profile!r}")
    check_path(profile)


def named_footprint(extents, target):
    """The Footprint of code whose instructions name the registers of ``extents``
    (RegisterExtents, None for an instruction that names none known): the highest of each file,
    the SGPRs with VCC (what a raw program, which has no descriptor, allocates)."""
    extents = [e for e in extents if e is not None]
    return Footprint(max((e.vgprs for e in extents), default=1),
                     max((e.sgprs for e in extents), default=0) + extra_sgprs(target, vcc=True),
                     max((e.agprs for e in extents), default=0))


def kernel_footprint(loaded):
    """A loaded kernel's Footprint: its metadata's register counts (SGPRs with VCC,
    FLAT_SCRATCH and XNACK_MASK), else its descriptor's granulated ones."""
    md = loaded.metadata
    if md is not None:
        return Footprint(md.vgpr_count, md.sgpr_count, md.agpr_count)
    target = loaded.code.target
    return Footprint(loaded.descriptor.vgpr_count(target), loaded.descriptor.sgpr_count(target))
