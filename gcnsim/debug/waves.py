"""The waves at a stop: where each one is, what it is doing, and its registers by name.

A wave is in one of the executor's places (emu/executor.py): the group stopped at (it runs
next), another group waiting to run at its PC, parked at an ``s_barrier``, set aside as
spinning (emu/spin.py), or ended. A wave whose next instruction is an ``s_waitcnt`` whose
count its outstanding operations exceed is "waiting on" that counter, as the hardware would
be (the functional model has nothing in flight, so it is the checker's count that says it).

Registers take ROCgdb's names, ``$`` optional: ``v7``, ``v[2:3]`` (a pair as 64 bits), ``s4``,
``s[4:5]``, ``a3``, ``exec``, ``exec_lo``, ``vcc``, ``m0``, ``scc``, ``pc``, ``$_lane``.
"""
import re
from dataclasses import dataclass

import numpy as np

from ..isa.counters import COUNTERS
from ..isa.operands import EXEC, M0, VCC
from ..emu.synccheck import BARRIER_BYTES
from .engine import DebugError

ENDED, RUNNING, BARRIER, SPINNING = "ended", "running", "at barrier", "spinning"
_REG = re.compile(r"\$?(?:(?P<file>[vsa])(?:(?P<one>\d+)|\[(?P<lo>\d+):(?P<hi>\d+)\])"
                  r"|(?P<name>exec_lo|exec_hi|exec|vcc_lo|vcc_hi|vcc|m0|scc|pc|_lane))"
                  r"(?:\[(?P<lane>\d+)\])?$")
SGPRS = 106                 # s0..s105 by number; vcc, m0, exec by name
_SCALAR = {"exec_lo": (EXEC, 1), "exec_hi": (EXEC + 1, 1), "exec": (EXEC, 2),
           "vcc_lo": (VCC, 1), "vcc_hi": (VCC + 1, 1), "vcc": (VCC, 2), "m0": (M0, 1)}


@dataclass
class Value:
    """A register's value: ``lanes`` (64,) for a vector register, else a scalar ``value``;
    ``size`` in bytes."""
    name: str
    size: int
    value: int = None
    lanes: np.ndarray = None


def places(executor, stop):
    """{batch index: (pc, state)} of every wave of the batch at ``stop``."""
    out = {}
    for pc, idx in executor.groups.items():
        for b in np.atleast_1d(idx).tolist():
            out[b] = (pc, RUNNING)
    for waits in executor.parked.values():
        for resume, idx in waits:
            for b in np.atleast_1d(idx).tolist():
                out[b] = (resume - BARRIER_BYTES, BARRIER)
    for head, idx in executor.spin.yielded.items():     # (gave way to the others: spin.py)
        for b in np.atleast_1d(idx).tolist():
            out[b] = (head, RUNNING)
    for head, (idx, _, _) in executor.spin.aside.items():
        for b in np.atleast_1d(idx).tolist():
            out[b] = (head, SPINNING)
    if stop is not None and stop.idx is not None and not stop.exited:
        for b in np.atleast_1d(stop.idx).tolist():
            out[b] = (stop.pc, RUNNING)
    for b in np.flatnonzero(executor.ended).tolist():
        out[b] = (None, ENDED)
    return out


def waiting_on(executor, pc, counts_of):
    """'vmcnt (2 outstanding > 0)' when the instruction at ``pc`` is an s_waitcnt the wave's
    outstanding operations exceed, else ''. ``counts_of(counter)``: the wave's count."""
    entry = executor.code.at(pc)
    if entry.inst.op.name != "s_waitcnt":
        return ""
    wait = executor.code.target.waitcnt.decode(entry.inst.fields["simm16"])
    over = [f"{c} ({counts_of(c)} outstanding > {wait[c]})" for c in COUNTERS
            if counts_of(c) > wait[c]]
    return ", ".join(over)


def no_lane(k):
    """What is wrong with lane ``k`` of a wave (not in 0..63)."""
    return f"lane {k}: a wave's lanes are 0..63"


def register(st, b, text, pc, lane):
    """The register ``text`` names (ROCgdb syntax) of batch wave ``b``, as a Value."""
    m = _REG.match(text.strip())
    if m is None:
        raise DebugError(f"no register '{text}' (v7, v[2:3], s4, s[4:5], a3, exec, vcc, m0, "
                         "scc, pc, $_lane)")
    value = _read(st, b, m, pc, lane)
    if m["lane"] is not None:
        k = int(m["lane"])
        if value.lanes is None:
            raise DebugError(f"'{text}': only a vector register has lanes")
        if k >= len(value.lanes):
            raise DebugError(f"'{text}': {no_lane(k)}")
        return Value(f"{value.name}[{k}]", value.size, int(value.lanes[k]))
    return value


def _read(st, b, m, pc, lane):
    name = m["name"]
    if name == "pc":
        return Value("$pc", 8, pc or 0)
    if name == "_lane":
        return Value("$_lane", 4, lane or 0)
    if name == "scc":
        return Value("$scc", 4, int(st.scc[b]))
    if name is not None:
        enc, width = _SCALAR[name]
        value = int(st.pair([b], enc)[0]) if width == 2 else int(st.s[b, enc])
        return Value(f"${name}", 4 * width, value)
    file = m["file"]
    lo = int(m["one"] if m["one"] is not None else m["lo"])
    hi = lo if m["one"] is not None else int(m["hi"])
    if hi - lo not in (0, 1):
        raise DebugError(f"${file}[{lo}:{hi}]: one register or an aligned pair (64 bits)")
    label = f"${file}{lo}" if hi == lo else f"${file}[{lo}:{hi}]"
    if file == "s":
        if hi >= SGPRS:
            raise DebugError(f"{label}: SGPRs are s0..s{SGPRS - 1} (vcc, m0, exec by name)")
        value = int(st.s[b, lo])
        if hi > lo:
            value |= int(st.s[b, hi]) << 32
        return Value(label, 4 * (hi - lo + 1), value)
    base = 256 if file == "a" else 0
    if base + hi >= st.v.shape[1]:
        raise DebugError(f"{label}: the wave has {st.v.shape[1]} vector registers")
    lanes = st.v[b, base + lo].astype(np.uint64)
    if hi > lo:
        lanes = lanes | (st.v[b, base + hi].astype(np.uint64) << np.uint64(32))
    return Value(label, 4 * (hi - lo + 1), lanes=lanes)
