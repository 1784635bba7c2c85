"""How each instruction leaves the program counter: the control-flow facts the semantics, the
analyses and the compiler share (Vega ISA chapter 4, "Program Flow Control").

Every instruction falls through to the next except those named here. A relative branch at PC
goes to PC + 4 + SIMM16 * 4 (SOPP branches and S_CALL_B64, S_CBRANCH_I_FORK of SOPK).

    FLOW["s_cbranch_vccz"]  ->  Flow(kind="conditional", reads=("vcc",))
    branch_target(s_branch 3 at 0x100)  ->  0x110
"""
from dataclasses import dataclass

from ..bits import sext


@dataclass(frozen=True)
class Flow:
    """``kind``: ``end`` (the wave ends), ``branch`` (always to the target), ``conditional``
    (to the target or on), ``call`` (to the target, the return address saved), ``indirect``
    (to an address in SGPRs: s_setpc, s_rfe), ``indirect_call`` (s_swappc: to an address in
    SGPRs, returning to the next instruction), ``fork``/``join`` (the fork/join
    control stack: targets in SGPRs or relative), ``halt`` (the wave stops for the host);
    ``reads``: the state the decision reads."""
    kind: str
    reads: tuple = ()


_CONDITIONS = {"scc0": "scc", "scc1": "scc", "vccz": "vcc", "vccnz": "vcc", "execz": "exec",
               "execnz": "exec", "cdbgsys": "debug", "cdbguser": "debug",
               "cdbgsys_or_user": "debug", "cdbgsys_and_user": "debug"}

FLOW = {
    "s_endpgm": Flow("end"), "s_endpgm_saved": Flow("end"),
    "s_endpgm_ordered_ps_done": Flow("end"),
    "s_branch": Flow("branch"),
    **{f"s_cbranch_{c}": Flow("conditional", (r,)) for c, r in _CONDITIONS.items()},
    "s_call_b64": Flow("call"),
    "s_setpc_b64": Flow("indirect"), "s_swappc_b64": Flow("indirect_call"),
    "s_rfe_b64": Flow("indirect"), "s_rfe_restore_b64": Flow("indirect"),
    "s_cbranch_i_fork": Flow("fork", ("exec",)), "s_cbranch_g_fork": Flow("fork", ("exec",)),
    "s_cbranch_join": Flow("join", ("exec",)),
    "s_sethalt": Flow("halt"), "s_setkill": Flow("halt"), "s_sendmsghalt": Flow("halt"),
}


def branch_target(inst, pc):
    """Byte address a SOPP/SOPK relative branch at ``pc`` goes to."""
    return pc + 4 + 4 * sext(inst.fields["simm16"], 16)


def static_targets(inst, pc):
    """(targets known from the instruction alone, falls through) for an instruction at ``pc``;
    None instead of the targets for a branch whose target lives in registers."""
    flow = FLOW.get(inst.op.name)
    if flow is None:
        return (), True
    if flow.kind in ("branch", "conditional", "call") or inst.op.name == "s_cbranch_i_fork":
        return (branch_target(inst, pc),), flow.kind != "branch"
    if flow.kind in ("end", "halt"):
        return (), False
    return None, flow.kind != "indirect"
