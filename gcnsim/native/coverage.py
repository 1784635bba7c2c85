"""What the native tier covers on a target, as the semantics registry's coverage report does:
the target's mnemonics that have a code generator (ops.py), and those that run interpreted.

An instruction of a covered mnemonic still runs interpreted where its form is not translated
(translate.lowering: modifiers other than abs/neg, SDWA, DPP, a carry-out, an EXEC destination).

    covered, interpreted = coverage("gfx942")
"""
from ..isa.opcodes import op_table
from ..isa.targets import get_target
from .ops import LANE_READS, NO_OPS, SALU, VALU


def coverage(target):
    """(covered, interpreted) mnemonic lists of a target's opcode table."""
    names = sorted({row.name for row in op_table(get_target(target).name).rows})
    native = set(VALU) | set(SALU) | set(NO_OPS) | set(LANE_READS)
    return [n for n in names if n in native], [n for n in names if n not in native]
