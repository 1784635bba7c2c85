"""A tiny harness for instruction tables: assemble one line, build it, step a few waves.

Registers are named as in assembly (``s5``, ``s[2:3]``, ``vcc``, ``exec``, ``m0``, ``ttmp1``);
a value is one int for every wave or a list with one int per wave.
"""
import re

import numpy as np

from gcnsim.asm import assemble_line
from gcnsim.emu.env import Env
from gcnsim.emu.state import WaveState
from gcnsim.isa.operands import parse_src
from gcnsim.isa.targets import get_target
from gcnsim.semantics.registry import build

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")


def reg(target, name):
    """(encoding, dwords) of a scalar register name."""
    enc, _ = parse_src(get_target(target), name)
    m = re.search(r"\[(\d+):(\d+)\]", name)
    wide = name in ("vcc", "exec", "flat_scratch", "tba", "tma")
    return enc, (int(m.group(2)) - int(m.group(1)) + 1) if m else (2 if wide else 1)


def set_reg(st, target, name, value):
    if name in ("scc", "csp", "prio"):
        getattr(st, name)[:] = value
        return
    enc, width = reg(target, name)
    value = np.broadcast_to(np.asarray(value, dtype=object), (st.n,))
    for k in range(width):
        st.s[:, enc + k] = [(int(x) >> (32 * k)) & 0xFFFFFFFF for x in value]


def get_reg(st, target, name):
    """Per-wave Python ints of a register (or SCC, CSP, priority)."""
    if name in ("scc", "csp", "prio"):
        return [int(x) for x in getattr(st, name)]
    enc, width = reg(target, name)
    return [sum(int(st.s[i, enc + k]) << (32 * k) for k in range(width)) for i in range(st.n)]


def run(line, init=(), target="gfx900", waves=1, pc=0, env=None):
    """Step ``line`` once on ``waves`` waves set up from ``init``: (state, control result)."""
    t = get_target(target)
    st = WaveState(waves, 4)
    for name, value in dict(init).items():
        set_reg(st, t, name, value)
    env = env or Env(t, None)
    step = build(assemble_line(line, t, pc), t, pc)
    return st, step(st, slice(None), env)


def check(line, init, expected, target="gfx900", waves=1):
    st, _ = run(line, init, target, waves)
    for name, want in dict(expected).items():
        want = list(np.broadcast_to(np.asarray(want, dtype=object), (waves,)))
        assert get_reg(st, target, name) == [int(x) for x in want], (line, name)
