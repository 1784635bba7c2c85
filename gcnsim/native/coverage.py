"""What the native tier covers on a target, as the semantics registry's coverage report does:
the target's mnemonics that have a code generator (ops.py), and those that run interpreted.
The conditional branches and s_barrier (``INNER``) are covered where their block runs on past
them (emu/program.py Block.inner): a branch no wave of the batch takes, a barrier the batch
meets at once (emu/executor.py); elsewhere they end the block and run interpreted.

An instruction of a covered mnemonic still runs interpreted where its form is not translated
(lower.lowering: VOP3's op_sel, clamp on an integer result other than a saturating add,
clamp or omod on f16 or packed results, DPP or SDWA of a compare, v_cndmask or a 64-bit
operation, a DPP src0 that is not a VGPR, an EXEC destination; access.lowering: the lds bit,
GDS, an SGPR past VCC, buffer formats, d16), and a memory instruction for the batch where the
native check leaves it to the interpreter (a lane outside every allocation or the LDS, lanes in
several allocations, a FLAT address in the LDS or private aperture, a watch other than a
worker's; an atomic on a misaligned word, a float atomic add of a NaN, a worker's marks on a
device atomic or a buffer access past a dword, a worker's store to an allocation whose starting
bytes its launch did not copy), and an MFMA whose operands hold a NaN or an
infinity (matrix.py).
``memory_forms`` lists the memory mnemonics covered, by kind.

    covered, interpreted = coverage("gfx942")
"""
from ..isa.opcodes import op_table
from ..isa.targets import get_target
from . import matrix
from .access import covers
from .lower import CONDITIONS
from .ops import LANE_READS, LANE_WRITES, NO_OPS, SALU, VALU
from .vector import CARRY_ONLY

MEMORY_KINDS = (("global", "global_"), ("flat", "flat_"), ("scratch", "scratch_"),
                ("buffer", "buffer_"), ("lds", "ds_"), ("scalar", "s_load_"))
INNER = (*CONDITIONS, "s_barrier")     # covered as a block's inner entries only


def coverage(target):
    """(covered, interpreted) mnemonic lists of a target's opcode table."""
    names = _names(target)
    native = (set(VALU) | set(SALU) | set(NO_OPS) | set(LANE_READS) | set(LANE_WRITES)
              | set(INNER))
    if not _carry_rows(target):
        native -= set(CARRY_ONLY)
    covered = [n for n in names if n in native or covers(n) or matrix.covers(n)]
    return covered, [n for n in names if n not in covered]


def memory_forms(target):
    """{kind: covered memory mnemonics of the target} (kinds of MEMORY_KINDS)."""
    names = [n for n in _names(target) if covers(n)]
    return {kind: [n for n in names if n.startswith(prefix)] for kind, prefix in MEMORY_KINDS}


def _carry_rows(target):
    """Whether the target's v_add_i32 has a carry out (gfx7; gfx9's is VOP3 without one)."""
    return any(row.name == "v_add_i32" and any(o.kind == "vcc" for o in row.operands)
               for row in op_table(get_target(target).name).rows)


def _names(target):
    return sorted({row.name for row in op_table(get_target(target).name).rows})
