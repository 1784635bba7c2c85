"""Run one vector instruction over many lanes of inputs: one case a lane, as many waves as needed.

Cases fill lanes 0.. of waves 0..; the last wave repeats wave 0's inputs with EXEC = PARTIAL, so
the same run also checks that inactive lanes keep their old value and read 0 in lane masks.
Registers are given per lane as Python ints (``v[4:5]`` as 64-bit values, ``s[20:21]`` as one
lane-mask bit a lane) and read back the same way.

    >>> run = LaneRun("v_add_u32_e32 v0, v4, v8", "gfx90a", 2)
    >>> run.set("v4", [1, 2]); run.set("v8", [3, 4]); run.step()
    >>> run.get("v0")[:2]
    [4, 6]
"""
import re

import numpy as np

from gcnsim.asm import assemble_line
from gcnsim.emu.state import WaveState
from gcnsim.isa.targets import get_target
from gcnsim.semantics import registry

PARTIAL = 0x8000_0001_F0F0_3C5A
FULL = (1 << 64) - 1
SPECIAL = {"vcc": 106, "exec": 126}
LANE = np.arange(64, dtype=np.uint64)


def register(name):
    """(file, first index, dwords) of 'v4', 'v[4:5]', 's[20:21]', 'vcc', 'exec'."""
    if name in SPECIAL:
        return "s", SPECIAL[name], 2
    m = re.fullmatch(r"([sv])(\d+)", name) or re.fullmatch(r"([sv])\[(\d+):(\d+)\]", name)
    first = int(m.group(2))
    last = int(m.group(3)) if m.lastindex == 3 else first
    return m.group(1), first, last - first + 1


class LaneRun:
    """One instruction, ``count`` cases (padded with case 0 to whole waves) plus the
    partial-EXEC wave."""

    def __init__(self, line, target, count, nv=24):
        self.target = get_target(target)
        self.inst = assemble_line(line, self.target)
        self.count = count
        self.waves = -(-count // 64) + 1
        self.st = WaveState(self.waves, nv)
        self.execs = [FULL] * (self.waves - 1) + [PARTIAL]
        for w, mask in enumerate(self.execs):
            self.st.set_pair(w, 126, np.uint64(mask))

    def _lanes(self, values):
        """Per-case ints -> (waves, 64) object array, padded, last wave = wave 0."""
        values = list(values) + [values[0]] * ((self.waves - 1) * 64 - len(values))
        grid = np.array(values + values[:64], dtype=object).reshape(self.waves, 64)
        return grid

    def set(self, name, values):
        kind, first, dwords = register(name)
        grid = self._lanes(values)
        if kind == "s":      # a lane mask: one bit a lane
            for w in range(self.waves):
                mask = sum(int(bool(b)) << i for i, b in enumerate(grid[w]))
                self.st.set_pair(w, first, np.uint64(mask))
            return
        for k in range(dwords):
            self.st.v[:, first + k, :] = (grid >> (32 * k)) & 0xFFFFFFFF

    def step(self):
        step = registry.build(self.inst, self.target, 0)
        step(self.st, slice(None), None)

    def get(self, name):
        """Per-lane ints (waves * 64 of them) of a VGPR (group) or a lane mask."""
        kind, first, dwords = register(name)
        if kind == "s":
            masks = [int(self.st.pair(w, first)) for w in range(self.waves)]
            return [(m >> i) & 1 for m in masks for i in range(64)]
        out = np.zeros((self.waves, 64), dtype=object)
        for k in range(dwords):
            out += self.st.v[:, first + k, :].astype(object) << (32 * k)
        return out.reshape(-1).tolist()

    def active(self):
        """Per-lane EXEC bits the run started with."""
        return [(m >> i) & 1 for m in self.execs for i in range(64)]

    def expected(self, want, old):
        """Per-case expected values -> per-lane: padded, the partial wave's inactive lanes
        keep ``old`` (a per-case list too; for a lane mask pass zeros)."""
        lanes = self._lanes(want).reshape(-1).tolist()
        before = self._lanes(old).reshape(-1).tolist()
        return [v if a else o for v, a, o in zip(lanes, self.active(), before)]
