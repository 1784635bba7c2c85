"""Run one VALU instruction on two waves with partial EXEC and check registers.

A case names initial registers and expected ones: VGPRs as 64 per-lane values (or one value for
every lane), SGPRs and pairs ('s4', 's[4:5]', 'vcc', 'exec', 'm0') as integers, VGPR pairs
('v[2:3]') as 64-bit per-lane values. Wave 0 runs with EXEC = PARTIAL, wave 1 with all lanes;
a VGPR's inactive lanes must keep their initial value, a lane mask's inactive bits must be 0.
MODE is the one clang's kernel descriptors give (denormals kept, IEEE and DX10_CLAMP on), as a
dispatch would set it.
"""
import re

import numpy as np

from gcnsim.asm import assemble_line
from gcnsim.emu.state import WaveState
from gcnsim.isa.targets import get_target
from gcnsim.semantics import registry
from gcnsim.semantics.fpmode import CLANG_MODE, MODE

PARTIAL = 0x8000_0001_F0F0_3C5A
EXECS = (PARTIAL, 0xFFFF_FFFF_FFFF_FFFF)
SPECIAL = {"vcc": (106, 2), "exec": (126, 2), "m0": (124, 1), "vcc_lo": (106, 1)}
LANE = np.arange(64, dtype=np.uint64)


def register(name):
    """(file, index, dwords) of a register name."""
    if name in SPECIAL:
        enc, count = SPECIAL[name]
        return "s", enc, count
    m = re.fullmatch(r"([sv])(\d+)", name) or re.fullmatch(r"([sv])\[(\d+):(\d+)\]", name)
    index = int(m.group(2))
    count = int(m.group(3)) - index + 1 if m.lastindex == 3 else 1
    return m.group(1), index, count


def lanes_of(mask):
    return ((np.uint64(mask) >> LANE) & np.uint64(1)).astype(bool)


def make_state(init, nv=32):
    st = WaveState(2, nv)
    st.hwreg[:, MODE] = CLANG_MODE
    for w, mask in enumerate(EXECS):
        st.set_pair(w, 126, np.uint64(mask))
    for name, value in init.items():
        kind, index, count = register(name)
        if kind == "s":
            for i in range(count):
                st.s[:, index + i] = (int(value) >> (32 * i)) & 0xFFFFFFFF
            continue
        values = np.broadcast_to(np.asarray(value, dtype=object), (64,))
        for i in range(count):
            st.v[:, index + i] = [(int(x) >> (32 * i)) & 0xFFFFFFFF for x in values]
    return st


def read(st, w, name):
    kind, index, count = register(name)
    if kind == "s":
        return sum(int(st.s[w, index + i]) << (32 * i) for i in range(count))
    return [sum(int(st.v[w, index + i, lane]) << (32 * i) for i in range(count))
            for lane in range(64)]


def run(line, init, target="gfx900"):
    inst = assemble_line(line, target)
    step = registry.build(inst, get_target(target), 0)
    st = make_state(init)
    with np.errstate(all="ignore"):      # inf - inf, 0/0 are results here, not errors
        step(st, slice(None), None)
    return st


def check(line, init, expect, target="gfx900", mask_regs=()):
    """Run ``line`` and compare. A register in ``mask_regs`` holds a per-lane bool result
    (compares, carries): expected given as 64 booleans, checked as a mask under EXEC."""
    st = run(line, init, target)
    before = make_state(init)
    for w, mask in enumerate(EXECS):
        active = lanes_of(mask)
        for name, value in expect.items():
            got = read(st, w, name)
            if name in mask_regs:
                bits = np.broadcast_to(np.asarray(value, bool), (64,)) & active
                want = int(sum(int(b) << i for i, b in enumerate(bits)))
                assert got == want, f"{line}: {name} wave {w}: {got:#x} != {want:#x}"
                continue
            if register(name)[0] == "s":
                assert got == value, f"{line}: {name} wave {w}: {got:#x} != {value:#x}"
                continue
            old = read(before, w, name)
            want = np.broadcast_to(np.asarray(value, dtype=object), (64,))
            for lane in range(64):
                exp = want[lane] if active[lane] else old[lane]
                assert got[lane] == exp, (f"{line}: {name} wave {w} lane {lane}: "
                                          f"{got[lane]:#x} != {int(exp):#x}")
    return st
