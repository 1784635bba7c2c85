"""A decoded or assembled instruction: frozen, shared, and its own encoding.

An Instruction is its opcode-table row, the format it is encoded in, the raw value of every
field of that format, and the literal dword if one follows. Everything else (operand text,
semantics' register views) is derived from these.
"""
from dataclasses import dataclass


@dataclass(frozen=True, eq=False)
class Instruction:
    op: object            # isa.opcodes.OpInfo
    fmt: object           # isa.formats.Format
    fields: dict
    literal: int = None
    text: str = None      # LLVM's text, set by the decoder (it does not depend on the address)

    @property
    def size(self):
        return self.fmt.size + (4 if self.literal is not None else 0)

    @property
    def name(self):
        return self.op.name

    def encode(self):
        """The instruction's bytes."""
        value = self.fmt.pack(self.fields)
        data = value.to_bytes(self.fmt.size, "little")
        if self.literal is not None:
            data += (self.literal & 0xFFFFFFFF).to_bytes(4, "little")
        return data

    def __repr__(self):
        return f"Instruction({self.op.name}, {self.fmt.name}, {self.fields}, {self.literal})"
