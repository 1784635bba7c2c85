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



@lru_cache(maxsize=None)
def family_module(name):
    return import_module(f"{__package__}.{name}")


class SymbolNeeded(Exception):
    """A line names a symbol: it cannot be encoded without the program's labels (and so is not
    shared between programs)."""


@dataclass
class ParseContext:
    """What a family parser may ask while encoding one line. A ``pure`` context has no
    symbols: asking for one raises SymbolNeeded, so lines that encode under it depend on
    nothing but their text and target."""
    target: object
    pc: int = 0
    symbols: dict = field(default_factory=dict)
    final: bool = True          # False in the first pass: unknown symbols read as pc
    pure: bool = False

    def symbol(self, name):
        """Address of a label, or None if the name is no symbol (and this is the last pass)."""
        if self.pure:
            raise SymbolNeeded(name)
        if name in self.symbols:
            return self.symbols[name]
        return None if self.final else self.pc
