"""The semantics registry: mnemonic -> builder, gathered from the family modules, and the
coverage report against the opcode table.

A family module (salu.py, flow.py, valu_int.py, ...) exposes ``SEMANTICS``, a dict from LLVM
mnemonic to a builder ``build(inst, target, pc) -> step``; see gcnsim/semantics/__init__.py.

    >>> from gcnsim.asm import assemble_line
    >>> step = build(assemble_line("s_endpgm", "gfx900"), get_target("gfx900"))
    >>> step(None, None, None)
    'end'
"""
from functools import lru_cache
from importlib import import_module

from ..asm import format_instruction
from ..errors import GcnsimError
from ..isa.opcodes import op_table
from ..isa.operands import SRC_LDS_DIRECT
from ..isa.record import INLINE_VALUE
from ..isa.targets import get_target

FAMILIES = ("salu", "flow", "smem", "valu_int", "valu_float", "vcmp", "vop3p", "mfma", "vmem",
            "vmem_buffer", "ds", "special")


class UnimplementedInstruction(GcnsimError):
    """An instruction without semantics (names the mnemonic and target)."""


@lru_cache(maxsize=None)
def builders():
    """mnemonic -> builder, from every family module present."""
    table = {}
    for family in FAMILIES:
        try:
            module = import_module(f"{__package__}.{family}")
        except ModuleNotFoundError:
            continue
        for name, builder in module.SEMANTICS.items():
            if name in table:
                raise RuntimeError(f"{name} has semantics in two families")
            table[name] = builder
    return table


def build(inst, target, pc=0):
    """The step function of a decoded instruction at byte address ``pc``."""
    builder = builders().get(inst.op.name)
    if builder is None:
        raise UnimplementedInstruction(f"{inst.op.name} has no semantics yet "
                                       f"(target {target.name})")
    if any(o.cls == INLINE_VALUE and o.enc == SRC_LDS_DIRECT
           for o in inst.record(target).operands):
        # A VALU source that reads the LDS dword (or byte, short) M0 points at (gfx6-gfx9).
        raise UnimplementedInstruction(f"'{format_instruction(inst, target, pc)}': its "
                                       f"src_lds_direct operand (an LDS read at M0) has no "
                                       f"semantics yet (target {target.name})")
    return builder(inst, target, pc)


def coverage(target):
    """(implemented, missing) mnemonic lists of a target's opcode table."""
    t = get_target(target)
    names = sorted({row.name for row in op_table(t.name).rows})
    have = builders()
    return [n for n in names if n in have], [n for n in names if n not in have]
