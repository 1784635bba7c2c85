"""Graphics-only formats (MIMG, EXP, VINTRP): gcnsim neither prints nor assembles them.

The decoder stops at these formats with a DecodeError before this module is asked; nothing of
graphics has a row in the opcode table, so the assembler never reaches ``parse`` either.
Both entry points still answer with a typed error, never a traceback.

    >>> print_inst(None, None)
    Traceback (most recent call last):
    ...
    gcnsim.errors.GcnsimError: graphics formats (MIMG, EXP, VINTRP) are not supported
"""
from ..errors import GcnsimError, OperandMismatch

MESSAGE = "graphics formats (MIMG, EXP, VINTRP) are not supported"


def print_inst(inst, target, pc=0):
    raise GcnsimError(MESSAGE)


def parse(ctx, rows, form, tokens):
    raise OperandMismatch(MESSAGE, token=rows[0].name if rows else None)
