"""Run a batch of waves: group waves by PC, step each group with one numpy operation.

Waves that stand at the same PC form a group (an index array into the batch); the group with
the lowest PC runs next, so waves that branched apart meet again where their PCs do and are
merged. A group runs straight-line code without any bookkeeping until its step reports a branch,
a barrier or the end (semantics/control.py); waves that wait at a barrier are barriers.py's.

The straight-line code is run a block at a time (program.py; on past the conditional branches
no wave takes where no checker watches or one that says so, ``through_branches``, as the
waitcnt checker does): one Python loop over the block's steps, then one count per (block,
entries run) from which the statistics by class are derived when the run ends; only VALU
lane counts are taken as the block runs, with EXEC read again only after an instruction that
writes it. A checker that works per block (emu/waitcnt.py) gives the
steps to run (its own captures among them) and learns what ran afterwards; with VSKIP set, the
budget about to run out, or a checker that works per instruction (adversarial timing, the init
checker), instructions run one at a time.

Where the native tier is on (gcnsim/native/), a block's segments it compiled run as machine code
with or without a checker working per block: the checker's captures cut the segments (they run
interpreted), and the checker learns a native segment's entries as it learns interpreted ones,
after the block (``ran``), since what it tracks of them depends on the instructions and its
state at the block's start, not on data. A compiled loop repeats on its own as many trips as the
checker allows (``loop_trips``: those that leave its state as it was and find nothing) and is
told of them (``looped``); trips are asked for only where the block's last run took its
branch back (``looping``): a loop whose waves do not take it (they go round by a branch back
inside, or leave) would ask on every run, at more than the run's cost.

Forward progress is as the hardware gives it, to every wave of the batch: a loop runs until it
reaches the next group's PC, which a loop below it never does, so at its fingerprint trips (64,
128, 256, ...: spin.py) a loop whose state did not repeat gives way ("yields") when other groups
can run. They run; once none is left, the groups that yielded run again, before any spin is
judged. A group that reaches the PC where one yielded takes it along (its ``limit`` stops there),
as it would have met it had the loop run on.

    st, code, env -> Executor(st, code, env).run(entry_pc) -> RunStats
"""
import time
from collections import Counter
from dataclasses import dataclass, field

import numpy as np

from ..errors import GcnsimError, KernelTrap, RoundModeError, WildJump
from ..isa.issue import EXPORT, GDS, LDS, VALU, VMEM
from ..semantics.control import BARRIER, END, Sleep
from .barriers import BarrierMixin
from .memory import MemoryViolation
from .spin import FIRST_CHECK, SpinWatch


VECTOR_CLASSES = frozenset({VALU, VMEM, LDS, GDS, EXPORT})     # what VSKIP skips
MAX_NATIVE_TRIPS = 1 << 14      # loop trips a compiled loop runs between deadline checks
SMALL_EXEC_WAVES = 32           # waves whose active lanes are counted as Python integers


def loop_trips(checker, executor, block, idx):
    """Trips a compiled loop over ``block`` may take on its own for waves ``idx`` under
    ``checker``: what its ``loop_trips`` says (a checker without one: none, each trip runs as
    a block of its own), to be told of them by ``looped``."""
    trips = getattr(checker, "loop_trips", None)
    return 0 if trips is None else trips(executor, block, idx)


class BudgetExceeded(GcnsimError):
    """A run past its instruction budget (a runaway loop)."""


class RegisterBoundsError(GcnsimError):
    """An instruction naming a register past the kernel's allocation."""


_NOTE = {"SGPR": " (granulated, VCC, FLAT_SCRATCH and XNACK_MASK included)", "VGPR": "",
         "AGPR": ""}


def beyond(used, have):
    """What of RegisterExtent ``used`` (an instruction's) lies past the allocation ``have``:
    [(kind, register, text)] (``gcnsim check`` reports the same: runtime/check.py)."""
    return [(kind, f"{name}{need - 1}", f"{name}{need - 1} is beyond the {limit} {kind}s the "
                                        f"kernel descriptor allocates{_NOTE[kind]}")
            for kind, name, need, limit in (("SGPR", "s", used.sgprs, have.sgprs),
                                            ("VGPR", "v", used.vgprs, have.vgprs),
                                            ("AGPR", "a", used.agprs, have.agprs))
            if need > limit]


class LaunchTimeout(GcnsimError):
    """A run past its wall-clock timeout (opt-in: ``timeout=`` seconds)."""


@dataclass(frozen=True)
class Deadline:
    """The wall-clock moment a run must stop by (``timeout`` seconds after it started)."""
    seconds: float
    at: float

    @classmethod
    def after(cls, seconds):
        return None if seconds is None else cls(seconds, time.monotonic() + seconds)

    def check(self, where):
        if time.monotonic() > self.at:
            raise LaunchTimeout(f"timeout of {self.seconds:g} s reached at {where}")


class ExecutionError(GcnsimError):
    """An error inside a step, with the wave, PC and instruction it happened at."""


@dataclass
class RunStats:
    """Per-launch statistics. ``by_class``: wave-instructions by issue category (isa/issue.py:
    VALU, SALU, SMEM, VMEM, LDS, GDS, BRANCH, EXPORT, MESSAGE, INTERNAL), the categories a
    timed launch's TimingResult.issued counts by, so the two tables compare row by row."""
    wave_instructions: int = 0
    by_class: Counter = field(default_factory=Counter)
    valu_lanes_active: int = 0
    valu_instructions: int = 0
    divergent_branches: int = 0     # branches the waves of one batch took different ways
    executed: set = field(default_factory=set)      # PCs of the instructions that ran
    # how the native tier ran them (native/tier.py), which the tier and the disk cache decide:
    # not compared (the same launch on the interpreter has the same statistics otherwise)
    native_wave_instructions: int = field(default=0, compare=False)  # by compiled segments
    native_compiled: int = field(default=0, compare=False)      # functions LLVM compiled
    native_loaded: int = field(default=0, compare=False)        # and loaded from the disk cache

    @property
    def native_share(self):
        """The share of the wave-instructions compiled segments ran."""
        return self.native_wave_instructions / max(self.wave_instructions, 1)

    @property
    def lane_utilisation(self):
        if not self.valu_instructions:
            return 0.0
        return self.valu_lanes_active / (64 * self.valu_instructions)

    def merge(self, other):
        self.wave_instructions += other.wave_instructions
        self.by_class.update(other.by_class)
        self.valu_lanes_active += other.valu_lanes_active
        self.valu_instructions += other.valu_instructions
        self.divergent_branches += other.divergent_branches
        self.executed |= other.executed
        self.native_wave_instructions += other.native_wave_instructions
        self.native_compiled += other.native_compiled
        self.native_loaded += other.native_loaded


class Executor(BarrierMixin):
    """Runs the waves of one WaveState to completion."""

    def __init__(self, st, code, env, budget=None, wave_ids=None, deadline=None,
                 allocation=None, spent=0):
        self.st = st
        self.code = code
        self.env = env
        self.budget = budget if budget is not None else 10_000_000 * st.n
        self.spent = spent          # wave-instructions of earlier batches: the launch's budget
                                    # is budget + spent (its message names that)
        self.stats = RunStats()
        self.groups = {}
        self.parked = {}            # workgroup -> list of (resume pc, idx)
        self.ended = np.zeros(st.n, bool)
        self.wave_ids = wave_ids if wave_ids is not None else np.arange(st.n)
        self.counts = {}            # (block, entries run) -> wave executions: stats by class
        self.deadline = deadline    # a Deadline, checked once per block run
        self.allocation = allocation    # RegisterExtent the code must stay within, or None
        # blocks checked against it (kept with the code: every batch of a launch shares them)
        self.within = code.within.setdefault(allocation, set())
        self.spin = SpinWatch(st, env, code)    # loops that can never end (spin.py)
        self.looping = set()        # blocks whose closing branch back was taken on their last
        #                             run: a compiled loop over them asks for trips (_run_mixed)

    def run(self, entry_pc):
        self.groups = {entry_pc: np.arange(self.st.n)}
        restore = getattr(self.env.checker, "restore_checkpoint", None)
        if restore is not None:         # a debugger puts back a checkpoint (debug/checkpoint.py)
            restore(self)
        with np.errstate(all="ignore"):         # inf, NaN and 0/0 are results, not warnings
            while self.groups or self.spin.aside or self.spin.yielded:
                if not self.groups:     # only looping waves left: which go on? (spin.py)
                    for pc, idx in self.spin.resume(self.wave_ids, self._barriers()).items():
                        self._add(pc, idx)
                pc = min(self.groups)
                self._run_group(pc, self.groups.pop(pc))
        self._count_classes()
        return self.stats

    def _add(self, pc, idx):
        other = self.groups.get(pc)
        if self.spin.yielded and pc in self.spin.yielded:   # the loop that gave way meets them
            idx = np.union1d(idx, self.spin.take_yielded(pc))
        self.groups[pc] = idx if other is None else np.union1d(other, idx)

    def _run_group(self, pc, idx):
        st, code, stats = self.st, self.code, self.stats
        w = slice(None) if idx.size == st.n else idx
        limit = self._limit(pc)
        n = idx.size
        while True:
            if self.deadline is not None:
                self.deadline.check(f"pc 0x{pc:x}")
            block = None
            checker = self.env.checker
            if (checker is None or getattr(checker, "per_block", False)) and not st.vskip_any:
                block = code.block(pc, limit, checker is None or getattr(
                    checker, "through_branches", False))
                if stats.wave_instructions + n * len(block.steps) > self.budget:
                    block = None
            single = block is None
            if single:
                block = code.block(pc, pc + 1)          # one instruction at a time
            if self.allocation is not None and block not in self.within:
                self._check_registers(block, idx)
            if single:
                ran, result, running = self._run_one(block.entries[0], w, idx)
            else:
                (ran, result), running = self._run_block(block, w, idx), n
            if running:
                key = (block, ran)
                self.counts[key] = self.counts.get(key, 0) + running
            entry = block.entries[ran - 1]
            pc = entry.pc + entry.size
            if type(result) is int:                     # every wave jumps there
                self._landing(result, entry.pc, idx)
                if result <= entry.pc and self.spin.back_edge(result, entry.pc, idx,
                                                              bool(self.groups)):
                    return                              # set aside (it spins) or yielded
                pc = result
            elif result is not None and not isinstance(result, Sleep):
                self._control(result, entry.pc, pc, idx)
                return
            if limit is not None and pc >= limit:
                self._add(pc, idx)
                return
            # no other group stands at pc or before it: this group runs on

    def _limit(self, pc):
        """The PC a group at ``pc`` runs up to: the next one where another group stands, or
        a group that yielded in a loop (spin.py) waits to be met."""
        heads = [h for h in self.spin.yielded if h > pc]
        if self.groups:
            heads.append(min(self.groups))
        return min(heads) if heads else None

    def _run_block(self, block, w, idx):
        """Run a block's steps until one returns a control result: (entries run, result)."""
        st, env = self.st, self.env
        checker = env.checker
        steps = block.steps if checker is None else checker.begin(self, block, w)
        if env.native is not None and env.defer is None and (
                checker is None or getattr(checker, "native_blocks", False)):
            segments = env.native.segments(block, idx.size, steps)
            if segments:
                return self._run_mixed(block, segments, steps, w, idx)
        lanes = block.lanes
        active = total = i = 0
        try:
            for i, step in enumerate(steps):
                if lanes[i]:
                    if lanes[i] == 1:
                        active = self._active_lanes(w)
                    total += active
                result = step(st, w, env)
                if result is not None and not self._goes_on(block, i, result, idx):
                    break
            else:
                result = None
        except Exception as err:
            if checker is not None:         # what the checker says about it comes first
                checker.ran(self, block, i + 1, w, idx)
            raise self._located(err, block.entries[i], idx) from err
        if checker is not None:
            checker.ran(self, block, i + 1, w, idx)
        self.stats.wave_instructions += idx.size * (i + 1)
        self.stats.valu_lanes_active += total
        return i + 1, result

    def _run_mixed(self, block, segments, steps, w, idx):
        """_run_block with the native tier (native/tier.py): a segment whose compiled function
        is ready runs it; every other entry its step (a checker's captures among them: they
        are in no segment). No VALU entry of a segment follows one of its EXEC writers, so its
        VALU entries all count the lanes active at its start (a VALU entry after it reads EXEC
        afresh where one wrote it, Block.lanes), and a checker that works per block (the
        caller's rule) sees the block as it would interpreted; a compiled loop repeats on its
        own as far as the checker lets it (``loop_trips``, told of them by ``looped``). A
        memory instruction the segment leaves (native/memory.py: a fault, several allocations,
        an aperture) or an inner branch a wave takes, a segment holding an inner s_barrier
        where the batch does not pass it at once (``_crosses``), and the rest of the block run
        here, interpreted: the entry left is its step's even when it is the first of a segment
        (``left``), whose function would leave it again. A capture that leads a segment (its
        step's ``before``, native/tier.py) is taken just before the segment runs, and once: a
        segment that leaves its first entry runs that entry's own step."""
        st, env = self.st, self.env
        checker = env.checker
        lanes = block.lanes
        active = total = i = 0
        result = left = taken_at = crosses = None
        try:
            while i < len(steps):
                segment = None if i == left else segments.get(i)
                if segment is not None and segment.barrier:     # (it runs past its barriers)
                    crosses = self._crosses(idx) if crosses is None else crosses
                    segment = segment if crosses else None
                run = None if segment is None else segment.ready(st, w)
                if run is not None:
                    if segment.valu:            # its VALU entries count the lanes active
                        active = self._active_lanes(w)
                    allowed = self._trips_allowed(block, idx, segment) if (
                        block in self.looping) else 0
                    before = getattr(steps[i], "before", None)
                    if before is not None:      # a capture leading the segment takes its part
                        before(st, w, env)
                    taken, stop = run(st, idx, allowed, env)
                    end = segment.end if stop is None else stop
                    self.stats.native_wave_instructions += idx.size * (end - i)
                    i = end
                    left = stop
                    taken_at = stop if before is not None else None
                    total += active * (segment.valu * taken
                                       + segment.valu_before[i - segment.start])
                    if taken:
                        self._trips_taken(block, idx.size, taken)
                        if checker is not None:
                            checker.looped(self, block, taken, idx)
                    continue
                if lanes[i]:
                    if lanes[i] == 1:
                        active = self._active_lanes(w)
                    total += active
                step = block.steps[i] if i == taken_at else steps[i]   # (taken: its own)
                result = step(st, w, env)
                i += 1
                if result is not None:
                    if not self._goes_on(block, i - 1, result, idx):
                        break
                    result = None
        except Exception as err:
            if checker is not None:
                checker.ran(self, block, i + 1, w, idx)
            raise self._located(err, block.entries[i], idx) from err
        if checker is not None:
            checker.ran(self, block, i, w, idx)
        if type(result) is int and result == block.entries[0].pc:
            self.looping.add(block)
        else:
            self.looping.discard(block)
        self.stats.wave_instructions += idx.size * i
        self.stats.valu_lanes_active += total
        return i, result

    def _goes_on(self, block, i, result, idx):
        """Whether ``block`` runs on past its entry ``i`` whose step returned ``result`` (not
        None): an inner conditional branch's fall-through address (no wave took it), or an
        inner s_barrier that ``idx``, in order, would pass at once (``_meets``)."""
        after = block.inner.get(i)
        if after is None:
            return False
        if result is BARRIER:
            return self._crosses(idx)
        return type(result) is int and result == after

    def _crosses(self, idx):
        """Whether ``idx``, in order, passes an inner s_barrier at once (``_meets``): the
        same for every barrier of a block's run (no wave ends or waits meanwhile)."""
        return self._meets(idx) and self._as_released(idx)

    def _trips_allowed(self, block, idx, segment):
        """Loop trips a compiled loop (native/tier.py) may take on its own: none unless the
        segment closes one; within the budget (this run of the block is already counted in),
        short of the loop's next fingerprint (spin.py), at most MAX_NATIVE_TRIPS so that the
        deadline is checked now and then, and as many as the checker allows (``loop_trips``:
        those it would see pass without a change or a finding)."""
        if segment.back_edge is None:
            return 0
        per_trip = idx.size * len(block.steps)
        budget = (self.budget - self.stats.wave_instructions - per_trip) // per_trip
        trips = self.spin.trips.get(block.entries[0].pc, 0)
        check = max(FIRST_CHECK, 1 << trips.bit_length())     # the next trip fingerprinted
        allowed = max(0, min(budget, check - trips - 1, MAX_NATIVE_TRIPS))
        checker = self.env.checker
        if allowed and checker is not None:
            allowed = min(allowed, loop_trips(checker, self, block, idx))
        return allowed

    def _trips_taken(self, block, n, taken):
        """Count what ``taken`` trips of a compiled loop ran, as the interpreter would have."""
        key = (block, len(block.steps))
        self.counts[key] = self.counts.get(key, 0) + n * taken
        self.stats.wave_instructions += n * len(block.steps) * taken
        self.stats.native_wave_instructions += n * len(block.steps) * taken
        head = block.entries[0].pc
        self.spin.trips[head] = self.spin.trips.get(head, 0) + taken

    def _run_one(self, entry, w, idx):
        """One instruction with the budget, waitcnt checker and VSKIP: (1, result, the waves
        that ran it). A vector instruction a wave's VSKIP ignores is not run by it, nor
        counted, nor timed (Vega ISA 4.1: S_SETVSKIP "causes all vector instructions to be
        ignored")."""
        if self.st.vskip_any and entry.cls in VECTOR_CLASSES:
            idx = idx[~self.st.vskip[idx]]
            w = idx
            if not idx.size:
                return 1, None, 0
        stats = self.stats
        stats.wave_instructions += idx.size
        if entry.cls == VALU:
            stats.valu_lanes_active += self._active_lanes(w)
        if stats.wave_instructions > self.budget:
            source = self.code.source(entry.pc)
            raise BudgetExceeded(f"{f'{source}: ' if source is not None else ''}"
                                 f"instruction budget of {self.budget + self.spent} "
                                 f"wave-instructions exceeded at pc 0x{entry.pc:x} "
                                 f"({entry.text(self.code.target)}){self.spin.around(entry.pc)}")
        try:
            if self.env.checker is not None:
                self.env.checker.issue(self, entry, w, idx)
            return 1, entry.step(self.st, w, self.env), idx.size
        except Exception as err:
            raise self._located(err, entry, idx) from err

    def _check_registers(self, block, idx):
        """RegisterBoundsError if an instruction of the block names a register past the
        kernel's allocation (where the hardware would read another wave's registers)."""
        for entry in block.entries:
            past = beyond(entry.extent, self.allocation)
            if past:
                raise RegisterBoundsError(f"{self._where(entry, idx)}: {past[0][2]}")
        self.within.add(block)

    def _active_lanes(self, w):
        """Active lanes of the waves ``w`` summed (for the VALU lane utilisation); EXEC is
        s[126:128], the s64 view's pair 63: up to SMALL_EXEC_WAVES waves counted as Python
        integers (1-6 us, not numpy's 7-12: asked at each segment's and VALU run)."""
        execs = self.st.s64[w, 63]
        if execs.size <= SMALL_EXEC_WAVES:
            return sum(map(int.bit_count, execs.tolist()))
        return int(np.add.reduce(np.bitwise_count(execs), dtype=np.uint64))

    def _located(self, err, entry, idx):
        """``err`` from a step, with the wave, PC and instruction it happened at."""
        if isinstance(err, MemoryViolation):
            wave, lane = err.lane if isinstance(err.lane, tuple) else (0, err.lane)
            return err.located(lane, self._where(entry, idx, wave))
        if isinstance(err, KernelTrap):
            return err.located(self._where(entry, idx), self.code.trap_reason(entry.pc))
        if isinstance(err, RoundModeError):
            return err.located(self._where(entry, idx, err.wave))
        if isinstance(err, GcnsimError):
            return err
        # A fault inside a step is reported at its instruction, as one line (the original
        # exception stays chained as the cause, for whoever debugs the semantics); which wave
        # of the batch it was is not known, so it names them all, not the first.
        ids = np.asarray(self.wave_ids)[idx]
        where = self.code.where(entry.pc, int(ids.min()), int(ids.max()))
        return ExecutionError(f"{where}: {type(err).__name__}: {err}")

    def _where(self, entry, idx, wave=0):
        """The source line (if known), wave, PC and text of ``entry`` run by the ``wave``-th
        wave of ``idx``."""
        return self.code.where(entry.pc, int(self.wave_ids[idx[wave]]))

    def _count_classes(self):
        """Executions per class and VALU executions, from the block counts of the run."""
        stats = self.stats
        for (block, ran), waves in self.counts.items():
            classes, valu, pcs = block.counted(ran)
            for cls, entries in classes:
                stats.by_class[cls] += waves * entries
            stats.executed.update(pcs)
            stats.valu_instructions += waves * valu
        self.counts = {}

    def _control(self, result, branch_pc, next_pc, idx):
        if result is END:
            self.ended[idx] = True
            if self.parked:             # (a barrier's last waves may end instead of waiting)
                self._release_barriers(np.unique(self.st.workgroup[idx]))
        elif result is BARRIER:
            if self._meet_at_once(next_pc, idx):
                return
            for wg in np.unique(self.st.workgroup[idx]):
                mine = idx[self.st.workgroup[idx] == wg]
                self.parked.setdefault(int(wg), []).append((next_pc, mine))
            self._release_barriers(np.unique(self.st.workgroup[idx]))
        elif isinstance(result, (int, np.integer)):
            self._jump(int(result), branch_pc, idx)
        else:
            targets = np.asarray(result, np.int64)
            values = np.unique(targets)
            if values.size > 1:
                self.stats.divergent_branches += 1
            for value in values:
                self._jump(int(value), branch_pc, idx[targets == value])

    def _landing(self, target, branch_pc, idx):
        """WildJump where the waves ``idx`` jump from ``branch_pc`` out of the code."""
        code = self.code
        end = code.base + len(code.data)
        if not code.base <= target < end:
            raise WildJump(target, code.base, end, code.where(branch_pc,
                                                              int(self.wave_ids[idx[0]])))

    def _jump(self, target, branch_pc, idx):
        self._landing(target, branch_pc, idx)
        if target > branch_pc or not self.spin.back_edge(target, branch_pc, idx,
                                                         bool(self.groups)):
            self._add(target, idx)
