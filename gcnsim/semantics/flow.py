"""Program flow control (SOPP branches, end, barrier, sleep...), Vega ISA chapter 4.

Branch targets are byte addresses: PC + 4 + simm16 * 4.

    s_cbranch_scc1 L    (waves with SCC=1 go to L, the others fall through: the batch may split)
"""
import numpy as np

from ..bits import sext
from .control import BARRIER, END, Sleep


def branch_target(inst, pc):
    """Byte address a SOPP/SOPK branch at ``pc`` goes to."""
    return pc + 4 + 4 * sext(inst.fields["simm16"], 16)


def _end(inst, target, pc):
    return lambda st, w, env: END


def _nop(inst, target, pc):
    return lambda st, w, env: None


def _branch(inst, target, pc):
    taken = branch_target(inst, pc)
    return lambda st, w, env: taken


def _conditional(test):
    def build(inst, target, pc):
        taken, fall = branch_target(inst, pc), pc + inst.size

        def step(st, w, env):
            return np.where(test(st, w), taken, fall)
        return step
    return build


def _barrier(inst, target, pc):
    return lambda st, w, env: BARRIER


def _sleep(inst, target, pc):
    cycles = 64 * max(1, inst.fields["simm16"] & 0x7F)
    return lambda st, w, env: Sleep(cycles)


SEMANTICS = {
    "s_endpgm": _end,
    "s_nop": _nop,
    "s_branch": _branch,
    "s_cbranch_scc0": _conditional(lambda st, w: st.scc[w] == 0),
    "s_cbranch_scc1": _conditional(lambda st, w: st.scc[w] != 0),
    "s_cbranch_vccz": _conditional(lambda st, w: st.pair(w, 106) == 0),
    "s_cbranch_vccnz": _conditional(lambda st, w: st.pair(w, 106) != 0),
    "s_cbranch_execz": _conditional(lambda st, w: st.pair(w, 126) == 0),
    "s_cbranch_execnz": _conditional(lambda st, w: st.pair(w, 126) != 0),
    "s_barrier": _barrier,
    "s_sleep": _sleep,
}
