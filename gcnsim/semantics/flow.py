"""Program flow control, AMD's "Vega" ISA guide, chapter 4: end, branches, calls, traps,
messages and the S_CBRANCH_I_FORK / G_FORK / JOIN control stack.

Addresses are absolute byte addresses of the code image. A branch at PC goes to
PC + 4 + SIMM16 * 4; a step returns one target for the batch or one per wave (control.py), so
waves of a batch that disagree split and meet again where their PCs do.

    s_cbranch_scc1 L    (waves with SCC=1 go to L, the others fall through: the batch may split)

Fork/join keep CSP in ``st.csp`` (3 bits, also MODE[31:29]) and the stack entries in SGPRs:
entry k is s[4k:4k+1] = EXEC to restore, s[4k+2:4k+3] = its PC (manual: {PC, EXEC} =
SGPR[CSP*4]). A fork runs the side with fewer lanes first (a tie runs the pass side), so the
stack is at most log2(64) = 6 deep.

    s_cbranch_i_fork s[8:9], L   EXEC = 0xF0FF, s8 = 0x00F0   -> EXEC = 0x00F0, PC = L,
                                 s[0:1] = 0xF00F, s[2:3] = PC + 4, CSP = 1
"""
import numpy as np

from ..errors import KernelTrap
from ..isa.flow import branch_target
from ..isa.hwreg import HW_REG_STATUS as STATUS
from ..isa.operands import EXEC, VCC
from .control import BARRIER, END, Sleep, ending
from .salu import destination, source

U32, U64, I64 = np.uint32, np.uint64, np.int64
STATUS_PRIV = 1 << 5


def rows_of(st, w):
    """The batch indices a wave selector stands for."""
    return np.arange(st.n)[w]


def per_wave(st, w, value):
    """A per-wave int64 address array from a reader's value (constants broadcast)."""
    return np.broadcast_to(np.asarray(value, I64), rows_of(st, w).shape)


def _end(inst, target, pc):
    return ending(lambda st, w, env: END)


def _nop(inst, target, pc):
    return lambda st, w, env: None


def _branch(inst, target, pc):
    taken = branch_target(inst, pc)
    return lambda st, w, env: taken


def _conditional(test):
    """A branch on a per-wave test: one address when the waves agree (no split), else one
    address per wave."""
    def build(inst, target, pc):
        taken, fall = branch_target(inst, pc), pc + inst.size

        def step(st, w, env):
            cond = test(st, w)
            count = np.count_nonzero(cond)      # cheaper than all() and any() on small arrays
            if count == cond.size:
                return taken
            if not count:
                return fall
            return np.where(cond, taken, fall)
        return step
    return build


def _debug(test):
    """S_CBRANCH_CDBG*: the COND_DBG_SYS / COND_DBG_USER bits are the same for every wave."""
    def build(inst, target, pc):
        taken, fall = branch_target(inst, pc), pc + inst.size
        return lambda st, w, env: taken if test(env.cdbg_sys, env.cdbg_user) else fall
    return build


def _barrier(inst, target, pc):
    return lambda st, w, env: BARRIER


def _sleep(inst, target, pc):
    cycles = 64 * max(1, inst.fields["simm16"] & 0x7F)
    return lambda st, w, env: Sleep(cycles)


def _setprio(inst, target, pc):
    prio = inst.fields["simm16"] & 3

    def step(st, w, env):
        st.prio[w] = prio
    return step


# ---- calls and computed jumps (S_GETPC, S_SETPC, S_SWAPPC, S_CALL, S_RFE) ----------------------

def _getpc(inst, target, pc):
    write, value = destination(inst, target), U64(pc + inst.size)

    def step(st, w, env):
        write(st, w, value)
    return step


def _setpc(inst, target, pc):
    """S_SETPC_B64 (PC = S0), S_SWAPPC_B64 (D = PC + 4, PC = S0); S_RFE_B64 and
    S_RFE_RESTORE_B64 also leave privileged mode."""
    src = source(inst, target, "ssrc0")
    swap = inst.op.name == "s_swappc_b64"
    rfe = inst.op.name.startswith("s_rfe")
    write, ret = (destination(inst, target), U64(pc + inst.size)) if swap else (None, None)

    def step(st, w, env):
        to = per_wave(st, w, src(st, w))
        if swap:
            write(st, w, ret)
        if rfe:
            st.hwreg[w, STATUS] &= U32(~STATUS_PRIV & 0xFFFFFFFF)
        return to
    return step


def _call(inst, target, pc):
    write, ret, taken = destination(inst, target), U64(pc + inst.size), branch_target(inst, pc)

    def step(st, w, env):
        write(st, w, ret)
        return taken
    return step


# ---- traps and messages ------------------------------------------------------------------------

DEBUGTRAP = 3        # llvm.debugtrap: a no-op when no debugger is attached


def _trap(inst, target, pc):
    """S_TRAP: {TTMP1, TTMP0} = {PCRewind 0, HT 0, TrapID[7:0], PC[47:0]}, PRIV = 1,
    PC = TBA (the address of the s_trap is saved; a handler adds 4 before S_RFE_B64).
    Without a trap handler (TBA = 0) gcnsim acts as ROCm's runtime handler with no debugger
    attached (AMDGPUUsage, "Trap Handler ABI"): ``s_trap 3`` (llvm.debugtrap) tells the host
    and continues; every other id (``s_trap 2`` is llvm.trap: __builtin_trap, a failed device
    assert) aborts the dispatch with a KernelTrap."""
    trap_id = inst.fields["simm16"] & 0xFF
    ttmp0 = target.ttmp_base
    lo, hi = U32(pc & 0xFFFFFFFF), U32(((pc >> 32) & 0xFFFF) | trap_id << 16)
    tba_tma = target.has("tba_tma")

    def step(st, w, env):
        if not env.tba:
            if trap_id != DEBUGTRAP:
                raise KernelTrap(trap_id)
            env.post("debugtrap", rows_of(st, w), pc, trap_id)
            return None
        st.s[w, ttmp0] = lo
        st.s[w, ttmp0 + 1] = hi
        st.hwreg[w, STATUS] |= U32(STATUS_PRIV)
        if tba_tma:
            st.set_pair(w, 108, U64(env.tba))
            st.set_pair(w, 110, U64(env.tma))
        return env.tba
    return step


def _message(kind, ends):
    """S_SENDMSG, S_SENDMSGHALT, S_SETHALT, S_SETKILL: an event to the host; a halted or
    killed wave ends (nothing resumes it in this model). S_SETHALT/S_SETKILL act on SIMM16[0]."""
    def build(inst, target, pc):
        value = inst.fields["simm16"]
        if kind in ("halt", "kill") and not value & 1:
            return _nop(inst, target, pc)

        def step(st, w, env):
            env.post(kind, rows_of(st, w), pc, value)
            return END if ends else None
        return ending(step) if ends else step
    return build


# ---- fork and join (section 4.6) ---------------------------------------------------------------

def _fork(inst, target, pc):
    """S_CBRANCH_I_FORK arg0, label / S_CBRANCH_G_FORK arg0, arg1 as the Vega guide's pseudocode."""
    fall = pc + inst.size
    if inst.op.name == "s_cbranch_i_fork":
        mask = source(inst, target, "sdst")
        taken = branch_target(inst, pc)

        def goto(st, w):
            return taken
    else:
        mask, addr = source(inst, target, "ssrc0"), source(inst, target, "ssrc1")

        def goto(st, w):
            return per_wave(st, w, addr(st, w))

    def step(st, w, env):
        exec_ = st.pair(w, EXEC)
        sel = mask(st, w)
        to = goto(st, w)
        mask_pass, mask_fail = sel & exec_, ~sel & exec_
        all_pass, all_fail = mask_pass == exec_, mask_fail == exec_
        fail_first = np.bitwise_count(mask_fail) < np.bitwise_count(mask_pass)
        split = ~all_pass & ~all_fail
        push_exec = np.where(fail_first, mask_pass, mask_fail)
        push_pc = np.where(fail_first, to, fall)
        _push(st, rows_of(st, w)[split], push_exec[split], push_pc[split])
        st.set_pair(w, EXEC, np.where(split, np.where(fail_first, mask_fail, mask_pass), exec_))
        return np.where(all_pass | (split & ~fail_first), to, fall)
    return step


def _push(st, rows, exec_, pc):
    """Stack entry {PC, EXEC} at SGPR[CSP*4]; CSP++ (3 bits)."""
    base = st.csp[rows].astype(I64) * 4
    for k, value in enumerate((exec_, np.asarray(pc, I64).astype(U64))):
        st.s[rows, base + 2 * k] = (value & U64(0xFFFFFFFF)).astype(U32)
        st.s[rows, base + 2 * k + 1] = (value >> U64(32)).astype(U32)
    st.csp[rows] = (st.csp[rows] + 1) & 7


def _join(inst, target, pc):
    """S_CBRANCH_JOIN arg0: SGPR[arg0] holds CSP from the fork's start; equal: go on (second
    join); else CSP-- and {PC, EXEC} = SGPR[CSP*4] (first join: run the other side)."""
    saved, fall = source(inst, target, "ssrc0"), pc + inst.size

    def step(st, w, env):
        rows = rows_of(st, w)
        pop = st.csp[rows] != saved(st, w)
        rows = rows[pop]
        st.csp[rows] = (st.csp[rows] - 1) & 7
        base = st.csp[rows].astype(I64) * 4
        words = [st.s[rows, base + k] for k in range(4)]
        st.s[rows, EXEC] = words[0]
        st.s[rows, EXEC + 1] = words[1]
        to = np.full(pop.shape, fall, I64)
        to[pop] = (words[2].astype(U64) | (words[3].astype(U64) << U64(32))).astype(I64)
        return to
    return step


SEMANTICS = {
    "s_endpgm": _end,
    "s_endpgm_saved": _end,
    "s_endpgm_ordered_ps_done": _end,
    "s_nop": _nop,
    "s_branch": _branch,
    "s_cbranch_scc0": _conditional(lambda st, w: st.scc[w] == 0),
    "s_cbranch_scc1": _conditional(lambda st, w: st.scc[w] != 0),
    "s_cbranch_vccz": _conditional(lambda st, w: st.s64[w, VCC >> 1] == 0),
    "s_cbranch_vccnz": _conditional(lambda st, w: st.s64[w, VCC >> 1] != 0),
    "s_cbranch_execz": _conditional(lambda st, w: st.s64[w, EXEC >> 1] == 0),
    "s_cbranch_execnz": _conditional(lambda st, w: st.s64[w, EXEC >> 1] != 0),
    "s_cbranch_cdbgsys": _debug(lambda sys, user: sys),
    "s_cbranch_cdbguser": _debug(lambda sys, user: user),
    "s_cbranch_cdbgsys_or_user": _debug(lambda sys, user: sys or user),
    "s_cbranch_cdbgsys_and_user": _debug(lambda sys, user: sys and user),
    "s_cbranch_i_fork": _fork,
    "s_cbranch_g_fork": _fork,
    "s_cbranch_join": _join,
    "s_getpc_b64": _getpc,
    "s_setpc_b64": _setpc,
    "s_swappc_b64": _setpc,
    "s_rfe_b64": _setpc,
    "s_rfe_restore_b64": _setpc,
    "s_call_b64": _call,
    "s_barrier": _barrier,
    "s_sleep": _sleep,
    "s_setprio": _setprio,
    "s_trap": _trap,
    "s_sendmsg": _message("sendmsg", ends=False),
    "s_sendmsghalt": _message("sendmsghalt", ends=True),
    "s_sethalt": _message("halt", ends=True),
    "s_setkill": _message("kill", ends=True),
}
