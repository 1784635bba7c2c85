"""Wave state beyond the registers: hardware registers (S_GETREG / S_SETREG), GPR indexing mode,
S_SETVSKIP, S_WAITCNT and the SOPP instructions that change nothing a functional model sees.

A hardware register is ``st.hwreg[w, id]`` (ids of LLVM's hwreg(): 1 MODE, 2 STATUS, 3 TRAPSTS,
...). Fields that other state owns are composed on read and split on write, so the two never
disagree:

- MODE[28] VSKIP is ``st.vskip``; MODE[31:29] CSP is ``st.csp`` (fork/join, flow.py);
  MODE[27] GPR_IDX_EN is stored in ``st.hwreg[w, 1]`` itself;
- STATUS[0] SCC is ``st.scc``; STATUS[4:3] USER_PRIO is ``st.prio`` (S_SETPRIO); STATUS[9]
  EXECZ, [10] VCCZ, [20] COND_DBG_USER, [21] COND_DBG_SYS are read-only views of EXEC, VCC and
  the Env's debug bits;
- TBA_LO/HI, TMA_LO/HI (gfx9 ids 16..19) read the Env's trap base and trap memory addresses.

GPR indexing (S_SET_GPR_IDX_*, Vega ISA 4.x "M0-relative VGPR indexing") keeps its state where
the hardware does: MODE[27] GPR_IDX_EN = 1 while on, M0[7:0] the index, M0[15:12] the mode bits
(bit 12 VSRC0_REL, 13 VSRC1_REL, 14 VSRC2_REL, 15 VDST_REL). VALU semantics read it there.

    s_getreg_b32 s0, hwreg(HW_REG_MODE, 29, 3)   -> s0 = CSP
    s_setreg_imm32_b32 hwreg(HW_REG_MODE, 28, 1), 1   -> st.vskip = True (vector ops skipped)
"""
import numpy as np

from ..isa.hwreg import HW_REG_MODE as MODE, HW_REG_STATUS as STATUS, hwreg_fields
from ..isa.operands import EXEC, M0, VCC
from .salu import destination, source

U32, U64 = np.uint32, np.uint64
TBA_LO, TMA_HI = 16, 19
HWREG_IDS = 32                   # columns of WaveState.hwreg; higher ids read 0, ignore writes
GPR_IDX_EN = 1 << 27
# (lsb, width, WaveState attribute) of the fields other state owns.
OWNED = {MODE: ((28, 1, "vskip"), (29, 3, "csp")), STATUS: ((0, 1, "scc"), (3, 2, "prio"))}


def _owned_mask(hw_id):
    m = 0
    for lo, width, _ in OWNED.get(hw_id, ()):
        m |= ((1 << width) - 1) << lo
    return m


def _whole(st, w, hw_id, keep):
    """The register's stored bits with the fields other state owns composed in."""
    value = st.hwreg[w, hw_id] & keep
    for lo, width, name in OWNED.get(hw_id, ()):
        value = value | (getattr(st, name)[w].astype(U32) << U32(lo))
    return value


def read_hwreg(hw_id, target):
    """``read(st, w, env) -> uint32 (n,)``: the whole 32-bit hardware register."""
    if hw_id >= HWREG_IDS:
        return lambda st, w, env: np.zeros(st.scc[w].shape, U32)
    keep = U32(~_owned_mask(hw_id) & 0xFFFFFFFF)
    if hw_id == STATUS:
        return lambda st, w, env: _whole(st, w, hw_id, keep) | _status_views(st, w, env)
    if TBA_LO <= hw_id <= TMA_HI and target.generation >= 9:
        shift = 32 * ((hw_id - TBA_LO) & 1)

        def read_trap_base(st, w, env):
            addr = env.tba if hw_id < TBA_LO + 2 else env.tma
            return _whole(st, w, hw_id, keep) | U32((addr >> shift) & 0xFFFFFFFF)
        return read_trap_base
    return lambda st, w, env: _whole(st, w, hw_id, keep)


def _status_views(st, w, env):
    execz = (st.pair(w, EXEC) == 0).astype(U32) << U32(9)
    vccz = (st.pair(w, VCC) == 0).astype(U32) << U32(10)
    return execz | vccz | U32(env.cdbg_user << 20 | env.cdbg_sys << 21)


def write_hwreg(hw_id):
    """``write(st, w, value, mask)``: bits ``mask`` of the register take ``value``."""
    if hw_id >= HWREG_IDS:
        return lambda st, w, value, mask: None
    owned = OWNED.get(hw_id, ())
    keep = U32(~_owned_mask(hw_id) & 0xFFFFFFFF)

    def write(st, w, value, mask):
        new = (_whole(st, w, hw_id, keep) & ~mask) | (value & mask)
        for lo, width, name in owned:
            getattr(st, name)[w] = (new >> U32(lo)) & U32((1 << width) - 1)
        st.hwreg[w, hw_id] = new & keep
        if hw_id == MODE:
            st.vskip_any = bool(st.vskip.any())
    return write


def _getreg(inst, target, pc):
    hw_id, offset, size = hwreg_fields(inst.fields["simm16"])
    read, write = read_hwreg(hw_id, target), destination(inst, target)
    mask = U32((1 << size) - 1 if size < 32 else 0xFFFFFFFF)

    def step(st, w, env):
        write(st, w, (read(st, w, env) >> U32(offset)) & mask)
    return step


def _setreg(inst, target, pc):
    """S_SETREG_B32 (the sdst field names the source SGPR) and S_SETREG_IMM32_B32 (literal)."""
    hw_id, offset, size = hwreg_fields(inst.fields["simm16"])
    if inst.op.name == "s_setreg_imm32_b32":
        src = np.array([inst.literal], U32)

        def get(st, w):
            return src
    else:
        get = source(inst, target, "sdst")
    mask = U32((((1 << size) - 1) << offset) & 0xFFFFFFFF)
    write = write_hwreg(hw_id)

    def step(st, w, env):
        write(st, w, get(st, w) << U32(offset), mask)
    return step


# ---- GPR indexing, VSKIP, s_waitcnt ------------------------------------------------------------

def _set_m0_bits(st, w, value, mask):
    st.s[w, M0] = (st.s[w, M0] & U32(~mask & 0xFFFFFFFF)) | (value & U32(mask))


def _gpr_idx_on(inst, target, pc):
    """S_SET_GPR_IDX_ON S0, gpr_idx(...): GPR_IDX_EN = 1, M0[7:0] = S0[7:0],
    M0[15:12] = the mode bits (the raw S1 field)."""
    index, mode = source(inst, target, "ssrc0"), U32(inst.fields["ssrc1"] & 0xF)

    def step(st, w, env):
        _set_m0_bits(st, w, index(st, w) | (mode << U32(12)), 0xF0FF)
        st.hwreg[w, MODE] |= U32(GPR_IDX_EN)
    return step


def _gpr_idx_off(inst, target, pc):
    def step(st, w, env):
        st.hwreg[w, MODE] &= U32(~GPR_IDX_EN & 0xFFFFFFFF)
    return step


def _gpr_idx_idx(inst, target, pc):
    index = source(inst, target, "ssrc0")

    def step(st, w, env):
        _set_m0_bits(st, w, index(st, w), 0xFF)
    return step


def _gpr_idx_mode(inst, target, pc):
    mode = U32((inst.fields["simm16"] & 0xF) << 12)

    def step(st, w, env):
        _set_m0_bits(st, w, mode, 0xF000)
    return step


def _setvskip(inst, target, pc):
    """S_SETVSKIP S0, S1: VSKIP = S0[S1[4:0]]; while set, the executor skips vector
    instructions of the wave (emu/executor.py)."""
    value, bit = source(inst, target, "ssrc0"), source(inst, target, "ssrc1")

    def step(st, w, env):
        st.vskip[w] = (value(st, w) >> (bit(st, w) & U32(31))) & U32(1)
        st.vskip_any = bool(st.vskip.any())
    return step


def _waitcnt(inst, target, pc):
    """S_WAITCNT: the functional model has nothing in flight; a waitcnt checker (emu) learns
    what the wave has waited for through ``env.checker.waitcnt(st, w, counts)``."""
    counts = target.waitcnt.decode(inst.fields["simm16"])

    def step(st, w, env):
        if env.checker is not None:
            env.checker.waitcnt(st, w, counts)
    return step


def _nothing(inst, target, pc):
    """Instructions with no effect a functional model can see (caches, performance counters,
    thread trace, wake-up of sleeping waves)."""
    return lambda st, w, env: None


SEMANTICS = {
    "s_getreg_b32": _getreg,
    "s_setreg_b32": _setreg,
    "s_setreg_imm32_b32": _setreg,
    "s_set_gpr_idx_on": _gpr_idx_on,
    "s_set_gpr_idx_off": _gpr_idx_off,
    "s_set_gpr_idx_idx": _gpr_idx_idx,
    "s_set_gpr_idx_mode": _gpr_idx_mode,
    "s_setvskip": _setvskip,
    "s_waitcnt": _waitcnt,
    "s_icache_inv": _nothing,
    "s_incperflevel": _nothing,
    "s_decperflevel": _nothing,
    "s_ttracedata": _nothing,
    "s_wakeup": _nothing,
}
