"""Which asm family module prints and parses a format, and the context parsers receive.

Each family module (gcnsim/asm/scalar.py, vop32.py, vop64.py, memory.py, graphics.py) owns the
formats of the same name in gcnsim/isa/formats/ and exposes:

- ``print_inst(inst, target, pc) -> str``: the text LLVM prints (``pc`` is the instruction's
  byte address, for branch targets);
- ``parse(ctx, rows, form, tokens) -> Instruction``: encode the operand tokens for one of
  ``rows`` (all rows of the mnemonic that this family owns, in table order); ``form`` is the
  suffix written (``_e32``, ``_e64``, ``_sdwa``, ``_dpp``) or None. Raise OperandMismatch
  (with the token and what was expected) when the operands fit none of the rows.
"""
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import import_module

from ..isa.formats import enc_families


@lru_cache(maxsize=None)
def family_module(name):
    return import_module(f"{__package__}.{name}")


def family_of_enc(target, enc):
    return family_module(enc_families(target.name)[enc])


@dataclass
class ParseContext:
    """What a family parser may ask while encoding one line."""
    target: object
    pc: int = 0
    symbols: dict = field(default_factory=dict)
    final: bool = True          # False in the first pass: unknown symbols read as pc
    used_symbol: bool = False

    def symbol(self, name):
        """Address of a label, or None if the name is no symbol (and this is the last pass)."""
        self.used_symbol = True
        if name in self.symbols:
            return self.symbols[name]
        return None if self.final else self.pc
