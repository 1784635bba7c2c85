"""Run a batch of waves: group waves by PC, step each group with one numpy operation.

Waves that stand at the same PC form a group (an index array into the batch); the group with
the lowest PC runs next, so waves that branched apart meet again where their PCs do and are
merged. A group runs straight-line code without any bookkeeping until its step reports a branch,
a barrier or the end (semantics/control.py).

    st, code, env -> Executor(st, code, env).run(entry_pc) -> RunStats
"""
from collections import Counter
from dataclasses import dataclass, field

import numpy as np

from ..bits import popcount64
from ..errors import GcnsimError
from ..semantics.control import BARRIER, END, Sleep
from .memory import MemoryViolation


VECTOR_CLASSES = frozenset({"VALU", "VMEM", "LDS"})


class BudgetExceeded(GcnsimError):
    """A run past its instruction budget (a runaway loop)."""


class ExecutionError(GcnsimError):
    """An error inside a step, with the wave, PC and instruction it happened at."""


@dataclass
class RunStats:
    """Per-launch statistics."""
    wave_instructions: int = 0
    by_class: Counter = field(default_factory=Counter)
    valu_lanes_active: int = 0
    valu_instructions: int = 0
    divergent_branches: int = 0

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


class Executor:
    """Runs the waves of one WaveState to completion."""

    def __init__(self, st, code, env, budget=None, wave_ids=None):
        self.st = st
        self.code = code
        self.env = env
        self.budget = budget if budget is not None else 10_000_000 * st.n
        self.stats = RunStats()
        self.groups = {}
        self.parked = {}            # workgroup -> list of (resume pc, idx)
        self.ended = np.zeros(st.n, bool)
        self.wave_ids = wave_ids if wave_ids is not None else np.arange(st.n)

    def run(self, entry_pc):
        self.groups = {entry_pc: np.arange(self.st.n)}
        while self.groups:
            pc = min(self.groups)
            self._run_group(pc, self.groups.pop(pc))
        return self.stats

    def _add(self, pc, idx):
        other = self.groups.get(pc)
        self.groups[pc] = idx if other is None else np.union1d(other, idx)

    def _run_group(self, pc, idx):
        st, code, env, stats = self.st, self.code, self.env, self.stats
        w = slice(None) if idx.size == st.n else idx
        limit = min(self.groups) if self.groups else None
        n = idx.size
        while True:
            entry = code.at(pc)
            stats.wave_instructions += n
            stats.by_class[entry.cls] += n
            if entry.cls == "VALU":
                stats.valu_instructions += n
                stats.valu_lanes_active += int(popcount64(st.pair(w, 126)).sum())
            if stats.wave_instructions > self.budget:
                raise BudgetExceeded(f"instruction budget of {self.budget} wave-instructions "
                                     f"exceeded at pc 0x{pc:x} ({entry.text(code.target)})")
            if st.vskip_any and entry.cls in VECTOR_CLASSES:
                result = self._step_unskipped(entry, idx)
            else:
                result = self._step(entry, w, idx)
            if result is None or isinstance(result, Sleep):
                pc += entry.size
                if limit is not None and pc >= limit:
                    self._add(pc, idx)
                    return
                continue
            self._control(result, pc + entry.size, idx)
            return

    def _step(self, entry, w, idx):
        try:
            if self.env.checker is not None:
                self.env.checker.issue(self, entry, w, idx)
            return entry.step(self.st, w, self.env)
        except MemoryViolation as err:
            wave, lane = err.lane if isinstance(err.lane, tuple) else (0, err.lane)
            raise err.located(lane, (
                f"wave {int(self.wave_ids[idx[wave]])} pc 0x{entry.pc:x} "
                f"'{entry.text(self.code.target)}'")) from None
        except GcnsimError:
            raise
        except (ValueError, IndexError, OverflowError) as err:
            raise ExecutionError(f"wave {int(self.wave_ids[idx[0]])} pc 0x{entry.pc:x} "
                                 f"'{entry.text(self.code.target)}': {err}") from None

    def _step_unskipped(self, entry, idx):
        """A vector instruction for the waves without VSKIP (S_SETVSKIP, MODE.VSKIP)."""
        run = idx[~self.st.vskip[idx]]
        return self._step(entry, run, run) if run.size else None

    def _control(self, result, next_pc, idx):
        if result is END:
            self.ended[idx] = True
            self._release_barriers(np.unique(self.st.workgroup[idx]))
        elif result is BARRIER:
            for wg in np.unique(self.st.workgroup[idx]):
                mine = idx[self.st.workgroup[idx] == wg]
                self.parked.setdefault(int(wg), []).append((next_pc, mine))
            self._release_barriers(np.unique(self.st.workgroup[idx]))
        elif isinstance(result, (int, np.integer)):
            self._add(int(result), idx)
        else:
            targets = np.asarray(result, np.int64)
            values = np.unique(targets)
            if values.size > 1:
                self.stats.divergent_branches += 1
            for value in values:
                self._add(int(value), idx[targets == value])

    def _release_barriers(self, workgroups):
        for wg in workgroups:
            parked = self.parked.get(int(wg))
            if not parked:
                continue
            waiting = sum(len(i) for _, i in parked)
            members = self.st.workgroup == wg
            alive = int((members & ~self.ended).sum())
            if waiting == alive:
                for pc, idx in self.parked.pop(int(wg)):
                    self._add(pc, idx)
