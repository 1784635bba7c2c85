"""What the wave viewer replays: one workgroup of a launch (``view_group``: its linear index,
x fastest, as the dispatcher numbers them; 0 unless given), instruction by instruction,
recorded from the interpreter tier through the executor's per-block checker hook (the protocol
of emu/waitcnt.py; the recorder takes the launch checker's place and passes every call on to it,
as emu/races.py does). Nothing is recorded, and no hook is installed, unless a launch asks for a
view.

The window is bounded: the waves of that one workgroup and at most ``STEPS`` wave-instructions
of them (each the instruction, its source line and its text, EXEC before and after, and the
registers it reads, with their values before, and writes, with their values after: every lane of
a VGPR, the value of an SGPR). Past the window the recorder hands the executor its steps
unwrapped. The launch runs on the interpreter tier and one worker (the recorder lives in this
process).

Waves are named by their index in the launch (the dispatcher's order, the timing replay's wave
ids), so workgroup 37 of 2-wave groups holds waves 74 and 75. ``line`` is the source line's
text ('' where its file is not found: read relative to the working directory).

    step = {"wave": 1, "pc": 0x1c, "text": "v_add_f32 v2, v2, v2", "source": "k.cl:7",
            "line": "y[i] = a * x[i];",
            "exec": [before, after], "reads": {"v2": [64 lanes]}, "writes": {"v2": [...]}}
"""
import os

import numpy as np

from ..analysis.regsets import VGPR_BIT, instruction_regs, slot_name
from ..codeobj.lines import source_text
from ..emu.dispatch import workgroups
from ..errors import GcnsimError
from ..isa.operands import EXEC
from ..outputs import check_output

STEPS = 2000                    # assumed: wave-instructions a view keeps (a page of ~4 MB)
SCALARS = VGPR_BIT              # slots below are scalar (WaveState.s indices), above vector


class ViewError(GcnsimError):
    """A wave view that cannot be recorded or written."""


def check_group(group, geometry, name="view_group"):
    """(first wave, waves) of workgroup ``group`` of ``geometry`` (emu/launch.py Geometry): its
    waves' indices in the launch; ViewError for a group that is not one of the grid's, naming
    the option ``name`` (the CLI's --view-group)."""
    count = geometry.group_count
    if isinstance(group, bool) or not isinstance(group, (int, np.integer)):
        raise ViewError(f"{name} must be a workgroup's index (an int), got {group!r}")
    if group < 0:
        raise ViewError(f"{name} must be >= 0 (a workgroup's linear index, x fastest), got "
                        f"{group}")
    if group >= count:
        raise ViewError(f"{name} {group} is past the grid: grid {geometry.grid} with block "
                        f"{geometry.block} has {count} workgroups (0..{count - 1})")
    sizes = workgroups(geometry, 0, int(group) + 1)[1].prod(axis=1)
    waves = -(-sizes // 64)
    return int(waves[:-1].sum()), int(waves[-1])


def check_view(path):
    """``path`` as a str if a view may be written there (outputs.py, an .html name), else
    ViewError or OutputError, before the launch runs."""
    if not isinstance(path, (str, os.PathLike)) or not os.fspath(path).lower().endswith(
            ".html"):
        raise ViewError(f"view must be the path of an .html page, got {path!r}")
    return check_output(path, "view")


class ViewRecorder:
    """The per-block checker that records the window; ``steps`` and ``waves`` once it ran."""

    def __init__(self, path, geometry, group=0, steps=STEPS):
        self.first, self.waves = check_group(group, geometry)
        self.path, self.limit, self.group = check_view(path), steps, int(group)
        self.group_id = tuple(int(x) for x in workgroups(geometry, self.group, 1)[0][0])
        self.steps, self.inner, self.kernel = [], None, "kernel"
        self._slots, self._code, self._files = {}, None, {}

    def hook(self, inner):
        """This recorder in the place of the launch's checker ``inner`` (passed on to)."""
        self.inner = inner
        return self

    @property
    def wave_ids(self):
        """The recorded workgroup's waves, by their index in the launch."""
        return range(self.first, self.first + self.waves)

    @property
    def full(self):
        return len(self.steps) >= self.limit

    # ---- the executor's checker protocol -------------------------------------------------
    per_block = True
    native_blocks = False

    def begin(self, executor, block, w):
        steps = block.steps if self.inner is None else self.inner.begin(executor, block, w)
        if self.full or not self._watching(executor):
            return steps
        self._code = executor.code
        return [self._wrap(executor, entry, step) for entry, step in zip(block.entries, steps)]

    def issue(self, executor, entry, w, idx):
        """One instruction at a time (s_setvskip, a budget's edge): not recorded."""
        if self.inner is not None:
            self.inner.issue(executor, entry, w, idx)

    def ran(self, executor, block, count, w, idx):
        if self.inner is not None:
            self.inner.ran(executor, block, count, w, idx)

    def waitcnt(self, st, w, counts):
        if self.inner is not None:
            self.inner.waitcnt(st, w, counts)

    def __getattr__(self, name):        # what the launch's checker offers besides
        inner = self.__dict__.get("inner")
        if inner is None:
            raise AttributeError(name)
        return getattr(inner, name)

    # ---- recording -----------------------------------------------------------------------
    def _watching(self, executor):
        """Whether the batch holds the recorded workgroup (its waves' ids are consecutive)."""
        ids = executor.wave_ids
        return len(ids) > 0 and int(ids[0]) < self.first + self.waves and \
            int(ids[-1]) >= self.first

    def _wrap(self, executor, entry, step):
        def run(st, w, env):
            before = None if self.full else self._before(st, entry, executor.wave_ids,
                                                          np.arange(st.n)[w])
            result = step(st, w, env)
            if before:
                self._after(st, entry, before)
            return result
        return run

    def _slots_of(self, entry):
        """(read slots, written slots) of ``entry``, EXEC apart (shown as the lane grid)."""
        found = self._slots.get(entry.pc)
        if found is None:
            try:
                regs = instruction_regs(entry.inst, self._code.target)
                sets = [_slots(regs.reads), _slots(regs.writes)]
            except (GcnsimError, KeyError, ValueError):     # no register record: none shown
                sets = [[], []]
            found = self._slots[entry.pc] = tuple(
                [s for s in slots if s not in (EXEC, EXEC + 1)] for slots in sets)
        return found

    def _before(self, st, entry, ids, waves):
        """(row, wave id, EXEC, read values) of the recorded waves among the batch rows
        ``waves`` (``ids``: the batch's wave ids), before the step."""
        waves = [(int(b), int(ids[b])) for b in waves
                 if self.first <= ids[b] < self.first + self.waves]
        room = self.limit - len(self.steps)
        reads, _ = self._slots_of(entry)
        return [(b, wid, int(st.exec_mask(b)), _values(st, b, reads))
                for b, wid in waves[:room]]

    def _after(self, st, entry, before):
        _, writes = self._slots_of(entry)
        code = self._code
        text, source = entry.text(code.target), code.source(entry.pc)
        line = source_text(source, self._files)
        for b, wid, mask, reads in before:
            self.steps.append({"wave": wid, "pc": entry.pc - code.base, "text": text,
                               "source": str(source) if source is not None else "",
                               "line": line,
                               "exec": [_hex(mask), _hex(int(st.exec_mask(b)))],
                               "reads": reads, "writes": _values(st, b, writes)})


def _slots(words):
    out = []
    for i, word in enumerate(int(x) for x in words):
        while word:
            low = word & -word
            out.append(64 * i + low.bit_length() - 1)
            word ^= low
    return out


def _values(st, b, slots):
    """{register name: its value (hex) or its 64 lanes' (hex)} of wave ``b``."""
    out = {}
    for slot in slots:
        if slot < SCALARS:
            if slot < st.s.shape[1]:
                out[slot_name(slot)] = _hex(int(st.s[b, slot]))
        elif slot - VGPR_BIT < st.v.shape[1]:
            out[slot_name(slot)] = [f"{x:08x}" for x in st.v[b, slot - VGPR_BIT].tolist()]
    return out


def _hex(value):
    return f"{value:x}"
