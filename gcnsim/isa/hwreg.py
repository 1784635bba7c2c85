"""The hardware registers ``s_getreg``/``s_setreg`` name: ids, LLVM's names, and the fields of
the hwreg immediate (Vega ISA 4.8 "Hardware registers"; gfx940's additions from LLVM's
SIDefines.h).

    >>> hwreg_fields(0xF803)            # hwreg(HW_REG_TRAPSTS)
    (3, 0, 32)
    >>> hwreg_operand("gfx900", 0xF803), hwreg_operand("gfx900", 0xF809)
    ('trapsts', 'hwreg9')
"""
from functools import lru_cache

from .targets import get_target

HW_REG_MODE, HW_REG_STATUS, HW_REG_TRAPSTS = 1, 2, 3
HWREG_NAMES = {HW_REG_MODE: "HW_REG_MODE", HW_REG_STATUS: "HW_REG_STATUS",
               HW_REG_TRAPSTS: "HW_REG_TRAPSTS", 4: "HW_REG_HW_ID", 5: "HW_REG_GPR_ALLOC",
               6: "HW_REG_LDS_ALLOC", 7: "HW_REG_IB_STS"}
HWREG_GFX9 = {15: "HW_REG_SH_MEM_BASES", 16: "HW_REG_TBA_LO", 17: "HW_REG_TBA_HI",
              18: "HW_REG_TMA_LO", 19: "HW_REG_TMA_HI"}
HWREG_GFX940 = {20: "HW_REG_XCC_ID", 21: "HW_REG_SQ_PERF_SNAPSHOT_DATA",
                22: "HW_REG_SQ_PERF_SNAPSHOT_DATA1", 23: "HW_REG_SQ_PERF_SNAPSHOT_PC_LO",
                24: "HW_REG_SQ_PERF_SNAPSHOT_PC_HI"}


@lru_cache(maxsize=None)
def hwreg_names(target):
    """id -> LLVM's name of the hardware registers a Target has."""
    names = dict(HWREG_NAMES)
    if target.generation >= 9:
        names.update(HWREG_GFX9)
    if target.has("gfx940_insts"):
        names.update(HWREG_GFX940)
    return names


def hwreg_fields(simm16):
    """(id, offset, size) of a hwreg(id, offset, size) immediate: bits 5:0, 10:6, 15:11 + 1."""
    return simm16 & 0x3F, (simm16 >> 6) & 0x1F, ((simm16 >> 11) & 0x1F) + 1


def hwreg_operand(target, simm16):
    """The implicit operand name of the hardware register a hwreg immediate names (``mode``,
    ``trapsts``; ``hwreg9`` for an id without a name)."""
    hw_id = hwreg_fields(simm16)[0]
    name = hwreg_names(get_target(target)).get(hw_id)
    return name[len("HW_REG_"):].lower() if name else f"hwreg{hw_id}"
