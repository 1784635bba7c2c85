"""Implicit operands: what an instruction reads and writes besides the operands it prints.

Every opcode row has LLVM 19's answer, the Uses/Defs of the opcode LLVM selects for it, in
``_gen/<target>_implicit.py`` (written by tools/gen_implicit.py, never by hand): EXEC under
every vector instruction except v_readlane/v_writelane, MODE under float arithmetic, VCC of
the VOP2 carries, v_cndmask_b32_e32, v_div_fmas and VOPC e32, SCC of SALU arithmetic and
compares, M0 of LDS on gfx7, GWS, ds_append, movrel, s_sendmsg and the LDS DMA, FLAT_SCR of
flat and scratch. Registers are named as gcnsim names them (isa/operands.py).

A row may stand for several forms whose operands differ: ``sdwa`` (a gfx9 VOPC SDWA writes its
written sdst, not VCC), ``dpp``, ``lds`` (the LDS-DMA bit of a buffer, global or scratch load
reads M0) and ``gds`` (a DS instruction on GDS reads M0 on gfx9 too, where LDS needs none). A
form without an entry of its own has the plain form's operands; ``instruction_form`` names the
form of a decoded instruction.

    >>> from gcnsim.isa.opcodes import op_table
    >>> row = op_table("gfx900").get("VOPC", 202)           # v_cmp_eq_u32
    >>> implicit_operands(row, "gfx900")
    (('exec',), ('vcc',))
    >>> implicit_operands(row, "gfx900", form="sdwa")
    (('exec',), ())
"""
from functools import lru_cache
from importlib import import_module

from ..errors import GcnsimError
from .targets import get_target

FORMS = ("", "sdwa", "dpp", "lds", "gds")


class NoImplicitData(GcnsimError, LookupError):
    """A row LLVM gave no implicit operands for (the reason is the generator's)."""

    def __init__(self, row, target, reason):
        self.row = row
        self.target = target
        self.reason = reason
        super().__init__(f"{target}: no implicit operands for {row.name} "
                         f"({row.enc} {row.opcode}): {reason}")


@lru_cache(maxsize=None)
def _module(target):
    return import_module(f"{__package__}._gen.{target}_implicit")


def implicit_operands(row, target, form=""):
    """(uses, defs) of an opcode-table row on a target, as tuples of register names.

    ``form`` is one of FORMS. Raises NoImplicitData for a row LLVM gave nothing for.
    """
    if form not in FORMS:
        raise ValueError(f"unknown instruction form {form!r} (one of {FORMS})")
    module = _module(get_target(target).name)
    key = (row.enc, row.opcode)
    if form and key + (form,) in module.FORMS:
        return module.FORMS[key + (form,)]
    found = module.IMPLICIT.get(key)
    if found is None:
        reason = module.MISSING.get(key, "not in the generated table")
        raise NoImplicitData(row, get_target(target).name, reason)
    return found


def instruction_form(inst):
    """The form (one of FORMS) an instruction's format and fields make of its row."""
    name = inst.fmt.name
    if name.endswith("_SDWA"):
        return "sdwa"
    if name.endswith("_DPP"):
        return "dpp"
    enc = inst.fmt.enc
    if inst.fields.get("lds") and enc != "DS":
        return "lds"
    if inst.fields.get("gds") and enc == "DS":
        return "gds"
    return ""
