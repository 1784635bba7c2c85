"""Launch a grid of work-items: workgroups, waves, bounded batches, the initial state.

A grid counts work-items per dimension (as OpenCL and the HSA dispatch packet do); the last
workgroup of a dimension may be partial. A workgroup of ``block`` work-items (at most 1024) is
``ceil(items / 64)`` waves, its work-items numbered x fastest, then y, then z; lanes past the
workgroup's end are off in EXEC. Whole workgroups are gathered into batches of at most
``max_waves`` waves (and a memory budget); each batch is one WaveState run by one Executor
with an LDS row per workgroup, so memory stays bounded whatever the grid.

    grid (100, 1, 1), block (64, 1, 1)  ->  workgroup 0: 1 wave, EXEC = 2**64 - 1
                                            workgroup 1: 1 wave, EXEC = 2**36 - 1 (partial)

``dispatch(memory, code, entry, resources, init, options)`` runs it (``options``: the
launch's LaunchOptions, launch.py); ``init(st, batch, env)`` writes the initial registers of a
batch: hsa.py gives it from a kernel descriptor (``launch_kernel``), ``raw_initializer`` from
the values a user gives (an assembly program without metadata).
"""
import functools
import math
import os
import weakref
from dataclasses import dataclass, field

import numpy as np

from ..bits import lanes_to_mask
from ..errors import GcnsimError
from ..outputs import article
from .env import Env, GlobalDataShare
from .executor import Deadline, Executor, RunStats
from .initcheck import InitCheck
from .launch import LaunchError
from .program import RegisterExtent
from .spin import SpinHang
from ..analysis.regsets import VGPR_BASE
from ..native.record import Record
from ..native.tier import NativeTier, functions_made
from .state import WaveState

PARALLEL_ITEMS = 1 << 22        # work-items from which a launch takes every core (workers.py).
# Measured on a gfx90a clang saxpy (native tier, checker on; benchmarks/workers_speed.py, CPU
# seconds of the launching process and its workers, medians of 5-7 rounds, load 21 on 2 cores):
# one worker 0.007 / 0.015 / 0.075 / 0.28 at 2^18 / 2^20 / 2^22 / 2^24 items; what a second
# worker adds (fork, the copy of the bytes from before the launch, marks and their summaries)
# 0.024 / 0.033 / 0.068 / 0.22 (part of it two processes slowing each other on a busy host).
# At 2^20 a second worker costs twice the launch; wall time (what it saves on idle cores) was
# not measurable on that host, so 2^22 stands until it is. Session 18 (marks and the copy kept
# with the memory, the launching process summing up, a copy of what the code wrote only; load
# 19): what a second worker adds 0.029 / 0.044 / 0.067-0.106 at 2^20 / 2^22 / 2^24. Session
# 19 (workers kept between launches, chunks taken by whoever is free; load 13-20): 0.012 /
# 0.007 / 0.038-0.050 (one worker 0.022 / 0.093 / 0.24-0.31); the busiest process's CPU
# seconds say 1.24x / 2.0x / 1.72x one worker on free cores. 2^20 pays little, so 2^22 stays.
# Session 21 (workers_speed.py --phases, 9 rounds, load 8-10): what a second worker adds 0.009 /
# 0.012 / 0.014 / 0.028 / 0.031-0.041 at 2^20 / 2^21 / 2^22 / 2^23 / 2^24 (one worker 0.017 /
# 0.027 / 0.054 / 0.129 / 0.19-0.21): running batches +30% / +28% / +14% / +14% / +7-14% (the
# two processes slowing each other, as two independent one-worker launches do: --ceiling's
# CPU figure 1.79x), the rest 4.4 / 5.4 / 7.4 / 10.5 / 14.7-15.9 ms (~4 ms a launch, then the
# copy of the starting bytes and the marks' summaries, ~0.7 ms per 2^20 items); the busiest
# process says 1.14x / 1.31x / 1.50x / 1.58x / 1.50-1.75x on free cores. Wall time never showed
# a gain below 2^24 on that host, so 2^22 stays. Session 22 (an undo record saved on first write
# instead of the copy of the starting bytes, marks stamped per launch with their summaries kept
# as they are set; --phases, 7 rounds, load 8-17, against main in the same runs): the rest of
# what a second worker adds at 2^24 6-7 ms (main 28-31 ms; the saves are now part of running
# batches: 64 MB saved costs ~13 ms CPU in a synthetic store phase, as main's copy did); wall
# time shows nothing on that host, so 2^22 stays.
KEPT_BATCH_WAVES = 64           # make_batch keeps batches of at most this many waves
MAX_BATCH_WAVES = 1024          # fastest on a 1M-item saxpy (cache-sized numpy operands)
BATCH_BYTES = 256 << 20           # register and scratch memory one batch may take
CACHED_BATCH_BYTES = 8 << 20    # a batch's registers and LDS, so that each pass over its
# waves finds more of them in cache: the Triton f16 matmul 1024^3 (56 VGPRs, 16 KB a wave),
# native, CPU seconds a launch (medians of 3 interleaved): 1.88 at 1024 waves a batch, 1.57 at
# 512, 1.59 at 256; kernels of up to 28 VGPRs keep 1024 (saxpy's take 2 MB)


LANES = ("group", "wave_in_group", "waves_in_group", "local", "live", "exec_mask")


@dataclass
class Batch:
    """Whole workgroups [first, first + groups) of a dispatch, as one batch of waves.

    Per workgroup (g,): ``group_id`` (g, 3) and ``size`` (g, 3), its actual work-items per
    dimension; per wave (n,): ``group`` (its workgroup's row in the batch), ``wave_in_group``,
    ``waves_in_group`` and ``exec_mask`` (its live lanes as EXEC starts); per lane (n, 64):
    ``local`` (3, n, 64) work-item ids and ``live``."""
    first: int
    group_id: np.ndarray
    size: np.ndarray
    group: np.ndarray
    wave_in_group: np.ndarray
    waves_in_group: np.ndarray
    local: np.ndarray
    live: np.ndarray
    exec_mask: np.ndarray
    block: tuple = (1, 1, 1)
    first_wave: int = 0
    numbers: np.ndarray = None  # the workgroups' linear indices where not first, first + 1, ...

    @property
    def waves(self):
        return self.group.size

    def wave_numbers(self):
        """The launch's numbers of the batch's waves (their workgroups' in order, from 0):
        first_wave on, or by the workgroups' ``numbers`` (whole, as ``strided`` has them)."""
        if self.numbers is None:
            return self.first_wave + np.arange(self.waves)
        return self.numbers[self.group] * self.waves_in_group + self.wave_in_group

    @property
    def groups(self):
        return self.size.shape[0]


def make_batch(geometry, first, count, first_wave=0, numbers=None):
    """The Batch of workgroups [first, first + count) (linear index x fastest), or of those
    ``numbers`` linear indices (whole workgroups); one of at most KEPT_BATCH_WAVES waves of
    workgroups in order is kept, read-only (``_kept_batch``)."""
    if numbers is not None:
        return _made_batch(geometry, first, count, first_wave, numbers)
    if count * geometry.waves_per_group <= KEPT_BATCH_WAVES:
        return _kept_batch(geometry, first, count, first_wave)
    return _made_batch(geometry, first, count, first_wave)


@functools.lru_cache(maxsize=64)
def _kept_batch(geometry, first, count, first_wave):
    """_made_batch, read-only: a small launch repeated (the clang corpus's later rounds) makes
    its batch once, not at each launch (partial workgroups' lanes cost 0.1-0.3 ms)."""
    batch = _made_batch(geometry, first, count, first_wave)
    for array in (batch.group_id, batch.size, *(getattr(batch, name) for name in LANES)):
        array.flags.writeable = False
    return batch


def _made_batch(geometry, first, count, first_wave, numbers=None):
    group_id, size = workgroups(geometry, first, count, numbers)
    if _shape(geometry)[1] or (size == geometry.block).all():   # every workgroup whole: one
        lanes = _whole_lanes(tuple(geometry.block), count)      # shape's lanes, kept
    else:
        lanes = _lanes(size)
    return Batch(first, group_id, size, *lanes, geometry.block, first_wave, numbers)


@functools.lru_cache(maxsize=4)
def _whole_lanes(block, count):
    """_lanes of ``count`` whole workgroups of ``block``, read-only (every batch of a dispatch
    but its last has them: making them was most of a batch's set-up on a 1M-item saxpy)."""
    lanes = _lanes(np.tile(np.array(block, np.int64), (count, 1)))
    for array in lanes:
        array.flags.writeable = False
    return lanes


def _lanes(size):
    """(group, wave_in_group, waves_in_group, local, live, exec_mask) of workgroups of
    ``size`` (g, 3)."""
    items = size.prod(axis=1)
    waves = -(-items // 64)
    group = np.repeat(np.arange(size.shape[0]), waves)
    starts = np.cumsum(waves) - waves
    wave_in_group = np.arange(group.size) - starts[group]
    flat = wave_in_group.astype(np.int32)[:, None] * np.int32(64) + np.arange(64, dtype=np.int32)
    live = flat < items[group][:, None]
    if (size == size[0]).all():         # every workgroup the same: scalar divisors (4x faster)
        sx, sy = int(size[0, 0]), int(size[0, 1])
    else:
        sx = size[group, 0][:, None].astype(np.int32)
        sy = size[group, 1][:, None].astype(np.int32)
    local = np.stack([flat % sx, (flat // sx) % sy, flat // (sx * sy)])
    local = np.where(live, local, 0)
    return group, wave_in_group, waves[group], local, live, lanes_to_mask(live)


def workgroups(geometry, first, count, numbers=None):
    """(ids (count, 3), work-items per dimension (count, 3)) of workgroups [first, first +
    count), or of those ``numbers`` linear indices. Where every workgroup of the grid is
    whole, the sizes are one read-only array kept for ``count`` (as a batch's lanes are:
    _whole_lanes)."""
    (gx, gy, _), whole = _shape(geometry)
    group_id = np.zeros((count, 3), np.int64)
    group_id[:, 0] = np.arange(first, first + count) if numbers is None else numbers
    if int(group_id[:, 0].max(initial=0)) >= gx:        # past the first row of x
        rest = group_id[:, 0] // gx
        group_id[:, 0] %= gx
        group_id[:, 1] = rest % gy
        group_id[:, 2] = rest // gy
    if whole:
        return group_id, _whole_sizes(tuple(geometry.block), count)
    block = np.array(geometry.block, np.int64)
    return group_id, np.minimum(block, np.array(geometry.grid, np.int64) - group_id * block)


def whole(geometry):
    """Whether every workgroup of a Geometry is whole."""
    return _shape(geometry)[1]


@functools.lru_cache(maxsize=64)
def _shape(geometry):
    """(workgroups per dimension, whether every workgroup is whole) of a Geometry (asked for
    each batch: the property computes them anew)."""
    return geometry.groups, all(g % b == 0 for g, b in zip(geometry.grid, geometry.block))


@functools.lru_cache(maxsize=4)
def _whole_sizes(block, count):
    """The sizes of ``count`` whole workgroups of ``block``, read-only."""
    sizes = np.tile(np.array(block, np.int64), (count, 1))
    sizes.flags.writeable = False
    return sizes


def batches(geometry, max_waves, first=0, end=None, lead=0, stride=1):
    """The batches of a dispatch, in workgroup order, each at most ``max_waves`` waves (or one
    workgroup); only those numbered [first, end) are made (the others are only counted). With
    ``lead`` N, batch 0 runs its first N workgroups on their own, then the rest (as one
    numbered batch: a recorder learns from those N what the others' waves will run). With
    ``stride`` X > 1 (every workgroup whole), the workgroups in ``strided`` order: 0, X,
    2X, ..., then 1, X + 1, ..., their waves numbered in that order (Batch.wave_numbers:
    the launch's)."""
    per = max(1, max_waves // geometry.waves_per_group)
    total = geometry.group_count
    order = strided(total, stride) if stride > 1 else None
    skipped = min(first * per, total)   # the waves before batch ``first``, counted at once
    if _shape(geometry)[1]:             # (every workgroup whole: as many waves each)
        wave = skipped * geometry.waves_per_group
    else:
        wave = int((-(-workgroups(geometry, 0, skipped)[1].prod(axis=1) // 64)).sum())
    for index, start in enumerate(range(skipped, total, per), first):
        if end is not None and index >= end:
            return
        count = min(per, total - start)
        for start, count in ([(start, lead), (start + lead, count - lead)]
                             if index == 0 and 0 < lead < count else [(start, count)]):
            batch = make_batch(geometry, start, count, wave,
                               None if order is None else order[start:start + count])
            wave += batch.waves
            yield batch


@functools.lru_cache(maxsize=4)
def strided(total, stride):
    """The linear indices of ``total`` workgroups in the order of their remainders by
    ``stride``: 0, X, 2X, ..., then 1, X + 1, ... (read-only). A recorder that times one
    XCD's workgroups (every X-th: timing/record.py Recorder.stride) has them in batches of
    their own, the other XCDs' batches running untimed."""
    order = np.concatenate([np.arange(k, total, stride) for k in range(stride)])
    order.flags.writeable = False
    return order


@dataclass
class DispatchResult:
    """What a dispatch gives back: statistics, host events, and its shape."""
    stats: RunStats
    events: list = field(default_factory=list)
    waves: int = 0
    workgroups: int = 0
    batches: int = 0
    workers: int = 1            # processes that ran it (workers.py)
    worker_rule: str = ""       # the rule that decided how many
    init: list = None           # InitReports of a launch with init=True (initcheck.py)
    adversarial: list = None    # AdversarialReports of adversarial timing (adversarial.py)
    printed: object = None      # a kernel's print() output (printf.Printed), or None


@dataclass(frozen=True)
class Resources:
    """What each wave and workgroup of a dispatch needs. ``allocation`` (a RegisterExtent) is
    what the kernel descriptor allocates; None: every SGPR and the ``vgprs`` the state holds."""
    vgprs: int                  # vector registers per lane, AGPRs at 256+ included
    lds_bytes: int = 0          # LDS per workgroup
    scratch_wave_bytes: int = 0
    allocation: RegisterExtent = None
    scratch_origin: str = ""    # where the slice's size comes from (ScratchOverflow's text)

    def registers(self, target):
        """The RegisterExtent instructions must stay within."""
        if self.allocation is not None:
            return self.allocation
        return RegisterExtent(target.addressable_sgprs, min(self.vgprs, VGPR_BASE),
                              max(0, self.vgprs - VGPR_BASE))

    def wave_bytes(self, waves_per_group):
        return (self.vgprs * 256 + 1024 + self.scratch_wave_bytes
                + self.lds_bytes // waves_per_group)


def batch_waves(geometry, resources, max_waves=None):
    """Waves per batch: ``max_waves``, else as many as keep their registers and LDS within
    CACHED_BATCH_BYTES (at most MAX_BATCH_WAVES); within the memory budget, at least a
    workgroup."""
    per_wave = resources.wave_bytes(geometry.waves_per_group)
    registers = per_wave - resources.scratch_wave_bytes
    wanted = max_waves or min(MAX_BATCH_WAVES, CACHED_BATCH_BYTES // registers)
    return max(geometry.waves_per_group, min(wanted, BATCH_BYTES // per_wave))


def dispatch(memory, code, entry, resources, init, options):
    """Run every workgroup of ``options.geometry`` (a LaunchOptions) from ``entry`` of a
    CodeImage, in batches, on one process or several (workers.py).

    ``init(st, batch, env)`` writes each batch's initial state. ``options.budget`` bounds the
    wave-instructions of the whole dispatch, ``options.timeout`` its wall-clock seconds;
    ``options.progress`` hears of the workgroups run after each batch."""
    target = code.target
    geometry = options.geometry
    if resources.lds_bytes > target.lds_bytes:
        raise LaunchError(f"workgroup needs {resources.lds_bytes} bytes of LDS; "
                          f"{target.name} has {target.lds_bytes}")
    per_batch = batch_waves(geometry, resources, options.max_waves)
    scratch = 0
    if resources.scratch_wave_bytes:
        scratch = memory.alloc(per_batch * resources.scratch_wave_bytes)
    env_fields = {"gds": GlobalDataShare(), **options.env_fields()}    # per dispatch
    deadline = Deadline.after(options.timeout)
    tracker = InitCheck(memory, env_fields["checker"]) if options.init else None
    if tracker is not None:
        env_fields["checker"], init = tracker, tracker.initializer(init)
        tracker.start()

    run_share = Share(memory, code, entry, resources, init, env_fields, options.tier,
                      geometry, options.budget, deadline, per_batch, scratch,
                      *_order(options, code, entry))
    try:
        with memory.held():         # another thread's free waits for the launch's end
            result = _dispatch_shared(memory, options, code, per_batch, scratch, run_share)
        if options.tier == "native":
            native_tier(code).keep()            # its record for later processes (native/record.py)
    except GcnsimError as err:
        if env_fields["defer"] is not None and not err.adversarial:
            err.adversarial = tuple(env_fields["defer"].reports())     # (errors.py)
        raise
    finally:
        reports = tracker.stop() if tracker is not None else None
        if scratch:
            memory.free(scratch)
    result.init = reports
    if env_fields["defer"] is not None:
        result.adversarial = env_fields["defer"].reports()
    return result


def _order(options, code, entry):
    """The workgroups batch 0 runs on their own first and the stride of the workgroups' order
    (``batches``): the timing recorder's (timing/record.py Recorder.lead and .stride), else
    0 and 1."""
    timing = options.timing
    if getattr(timing, "lead", None) is None:
        return 0, 1
    return timing.lead(code), timing.stride(code, entry, whole(options.geometry))


@dataclass
class Share:
    """Runs batches [first, end) of a dispatch in any process of its launch: ``share(first,
    end, report)`` gives their DispatchResult, ``report(groups)`` after each batch. It pickles
    (a kept worker is sent it: emu/pool.py) where its ``init`` and ``env_fields`` do; ``tier``
    names the tier, whose NativeTier each process keeps with the code."""
    memory: object
    code: object
    entry: int
    resources: Resources
    init: object
    env_fields: dict
    tier: str
    geometry: object
    budget: object
    deadline: object
    per_batch: int
    scratch: int
    lead: int = 0           # batches' ``lead``: the recorder's (timing/record.py), or 0
    stride: int = 1         # batches' ``stride``: the recorder's, or 1

    def __call__(self, first, end, report):
        memory, resources = self.memory, self.resources
        # every store counts until a loop of this launch is fingerprinted (spin.py), whatever
        # an earlier launch on the device did
        memory.exact_stores = False
        if self.scratch:
            memory.scratch_backing = self.scratch   # the hidden private base gfx7 FLAT_SCRATCH
        result = DispatchResult(RunStats(), workgroups=self.geometry.group_count)
        fields = {**self.env_fields,
                  "native": native_tier(self.code) if self.tier == "native" else None}
        for batch in batches(self.geometry, self.per_batch, first, end, self.lead,
                             self.stride):
            if self.stride > 1:         # the recorder's order: its checker for the batch
                fields["checker"] = self.env_fields["checker"].watcher(batch)
            lds = np.zeros((batch.groups, resources.lds_bytes), np.uint8)
            if fields["defer"] is not None:
                fields["defer"].fresh_lds(lds)
            env = Env(self.code.target, memory, lds, scratch_base=self.scratch,
                      scratch_wave_bytes=resources.scratch_wave_bytes,
                      scratch_bytes=self.per_batch * resources.scratch_wave_bytes,
                      scratch_origin=resources.scratch_origin, **fields)
            _run_noting_later(self.code, self.entry, batch, resources, self.init, env, self,
                              self.deadline, result, self.per_batch)
            report(batch.groups)
        return result


def _dispatch_shared(memory, options, code, per_batch, scratch, run_share):
    """``run_share`` over every batch, by as many workers as workers.py's plan says."""
    geometry = options.geometry
    count = -(-geometry.group_count // max(1, per_batch // geometry.waves_per_group))
    done = [0]

    def report(groups):
        done[0] += groups
        if options.progress is not None:
            options.progress(done[0], geometry.group_count, "functional run")
    rule = "one worker asked for" if options.workers == 1 else (
        f"fewer than {PARALLEL_ITEMS} work-items: one worker")
    if options.init:
        rule = "init=True: one worker (its shadow memory is this process's)"
    elif options.workers not in (None, 1) or (
            options.workers is None and math.prod(geometry.grid) >= PARALLEL_ITEMS):
        from . import workers           # only a launch past its threshold imports them
        plan = workers.plan(options, code, count, run_share.entry)
        rule = plan.rule
        if plan.workers > 1:
            results = _on_workers(workers, memory, code, options, plan, scratch, per_batch,
                                  count, run_share, report, done)
            if results is not None:
                return _merged(results, plan)
            rule = ("a cross-workgroup write conflict seen while running: rerun with one "
                    "worker")
            done[0] = 0
    result = run_share(0, count, report)
    result.worker_rule = rule
    return result


def _on_workers(workers, memory, code, options, plan, scratch, per_batch, count, run_share,
                report, done):
    """workers.run's results, None after a conflict; a launch that stores to an allocation
    it did not watch (workers.Unprepared) runs again with all watched."""
    guess = True
    while True:
        shared = workers.SharedLaunch(memory, private=scratch, code=code, guess=guess)
        record = None if options.timing is None else options.timing.hand_off(
            max(1, per_batch // options.geometry.waves_per_group))
        results = None
        try:
            results = workers.run(shared, run_share, count, plan.workers,
                                  report if options.progress is not None else None, record)
            return results
        except workers.Unprepared:
            if len(shared.watched) == len(shared.tracked):
                raise                   # every allocation watched: cannot happen
            if record is not None:
                record.rewind()
            done[0] = 0
            guess = False
        finally:
            shared.leave(keep=results is not None)


def _merged(results, plan):
    """One DispatchResult of the workers' results, in batch order."""
    merged = DispatchResult(RunStats(), workgroups=results[0].workgroups,
                            workers=plan.workers, worker_rule=plan.rule)
    for result in results:
        merged.stats.merge(result.stats)
        merged.events.extend(result.events)
        merged.waves += result.waves
        merged.batches += result.batches
    return merged


def _run_noting_later(code, entry, batch, resources, init, env, options, deadline, result,
                      per_batch):
    """_run_batch; a SpinHang notes the workgroups that had not started yet."""
    try:
        _run_batch(code, entry, batch, resources, init, env, options.budget, deadline, result)
    except SpinHang as err:
        later = options.geometry.group_count - batch.first - batch.groups
        if not later:
            raise
        raise err.with_note(
            f"a deadlock if they wait for one of the {later} workgroups not yet "
            f"running (gcnsim runs {per_batch} waves at once; hardware does not "
            "promise that a later workgroup runs alongside either)") from None


def native_tier(code):
    """The CodeImage's NativeTier (made on its first native launch, kept with the code so its
    compiled segments serve every later launch)."""
    if code.native is None:
        record = Record(code)
        code.native = NativeTier(code.target, record)
        # as it goes or the process ends, its record takes what no write took: a finalizer
        # of the record's alone (the NativeTier's blocks' steps hold device memory)
        weakref.finalize(code.native, record.ending, os.getpid())
    return code.native


def _run_batch(code, entry, batch, resources, init, env, budget, deadline, result):
    st = WaveState(batch.waves, resources.vgprs)
    st.workgroup[:] = batch.group
    st.wave_in_group[:] = batch.wave_in_group
    st.apertures = (env.memory.shared_aperture, env.memory.private_aperture)
    st.set_exec(batch.exec_mask)
    init(st, batch, env)
    remaining = None if budget is None else max(0, budget - result.stats.wave_instructions)
    ids = batch.first_wave + np.arange(batch.waves)
    try:
        executor = Executor(st, code, env, remaining, ids, deadline,
                            resources.registers(code.target),
                            spent=0 if budget is None else budget - remaining)
        made = functions_made()
        stats = executor.run(entry)
        stats.native_compiled, stats.native_loaded = (
            now - was for now, was in zip(functions_made(), made))
        result.stats.merge(stats)
    finally:
        result.events.extend(env.events)
    result.waves += batch.waves
    result.batches += 1


def raw_initializer(sgprs=None, vgprs=None, exec_mask=None):
    """``init`` for an assembly program with a user-given initial state.

    ``sgprs`` maps an SGPR number (or operand encoding: 106 vcc, 124 m0, 126 exec) to a value
    or to a sequence of values for consecutive registers; ``vgprs`` maps a VGPR number to a
    value, a per-lane array, or one of the names ``local_id_x/y/z``, ``global_id_x/y/z``.
    A value in ``sgprs`` may also be ``workgroup_id_x/y/z`` or an array with one value per wave
    of the dispatch. ``exec_mask`` overrides EXEC (default: the wave's live lanes). A register
    holds bits: integers wrap to 32 bits, a numpy float32 gives its bits, and any other float
    is a LaunchError (which bits it means is not said).

        raw_initializer({12: "workgroup_id_x", 2: (lo, hi)}, {0: "local_id_x"})
    """
    sgprs = {reg: [_bits(item, f"sgprs[{reg + k}]") for k, item in enumerate(
        value if isinstance(value, (tuple, list)) else (value,))]
        for reg, value in (sgprs or {}).items()}
    vgprs = {reg: _bits(value, f"vgprs[{reg}]") for reg, value in (vgprs or {}).items()}
    return RawInitializer(sgprs, vgprs, exec_mask)


@dataclass
class RawInitializer:
    """raw_initializer's ``init(st, batch, env)`` (a class, so that a launch's workers can be
    sent it: emu/pool.py)."""
    sgprs: dict
    vgprs: dict
    exec_mask: object

    def __call__(self, st, batch, env):
        for reg, values in self.sgprs.items():
            for k, item in enumerate(values):
                st.s[:, reg + k] = _per_wave(item, batch)
        for reg, value in self.vgprs.items():
            st.v[:, reg] = _per_lane(value, batch)
        if self.exec_mask is not None:
            st.set_exec(np.full(st.n, self.exec_mask, np.uint64))


_DIMS = {"x": 0, "y": 1, "z": 2}


def _bits(value, where):
    """A register's initial value as integers (a name is kept); a float32 as its bits."""
    if isinstance(value, (str, int, np.integer)):
        return value
    array = np.asarray(value)
    if array.dtype == np.float32:
        return array.view(np.uint32)
    if array.dtype.kind not in "iub":
        raise LaunchError(f"{where} is {article(array.dtype)} value: a register holds 32 bits; "
                          "give integers, or np.float32 values (their bits are taken)")
    return value


def _per_wave(value, batch):
    if isinstance(value, str):
        kind, _, dim = value.rpartition("_")
        if kind != "workgroup_id" or dim not in _DIMS:
            raise LaunchError(f"unknown per-wave SGPR value '{value}' (workgroup_id_x/y/z)")
        return batch.group_id[batch.group, _DIMS[dim]].astype(np.uint32)
    if np.ndim(value):
        return np.asarray(value)[batch.wave_numbers()].astype(np.uint32)
    return np.uint32(int(value) & 0xFFFFFFFF)


def _per_lane(value, batch):
    if isinstance(value, str):
        kind, _, dim = value.rpartition("_")
        if kind not in ("local_id", "global_id") or dim not in _DIMS:
            raise LaunchError(f"unknown per-lane VGPR value '{value}' "
                              "(local_id_x/y/z, global_id_x/y/z)")
        d = _DIMS[dim]
        ids = batch.local[d]
        if kind == "global_id":
            ids = ids + (batch.group_id[batch.group, d] * batch.block[d])[:, None]
        return ids.astype(np.uint32)
    if np.ndim(value) == 0:
        return np.uint32(int(value) & 0xFFFFFFFF)
    return np.asarray(value).astype(np.uint32)
