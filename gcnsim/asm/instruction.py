"""A decoded or assembled instruction: frozen, shared, and its own encoding.

An Instruction is its opcode-table row, the format it is encoded in, the value of every field
of that format as the text states it, and the literal dword if one follows. Everything else
(operand text, semantics' register views) is derived from these; what it reads and writes is
its operand record (isa/record.py), resolved on first use and kept.

A decoded instruction's fields are canonical: bits LLVM (and the hardware) ignore are cleared
and a misaligned scalar register range reads as the aligned one, so printer and semantics see
the same instruction. Its ``raw`` bytes are the ones it was decoded from (what ``encode``
returns: a listing shows the bytes in the file).

    bytes 49 1e c0 7e (v_cvt_f32_f64_e32 v96, s[73:74]: src0 = 73)
      -> fields src0 = 72, text "v_cvt_f32_f64_e32 v96, s[72:73]", encode() -> 49 1e c0 7e
"""
from dataclasses import dataclass

from ..isa.record import resolve


@dataclass(frozen=True, eq=False)
class Instruction:
    op: object            # isa.opcodes.OpInfo
    fmt: object           # isa.formats.Format
    fields: dict
    literal: int = None
    text: str = None      # LLVM's text, set by the decoder (it does not depend on the address)
    raw: bytes = None     # the bytes a decoded instruction was read from (and maybe more)

    @property
    def size(self):
        return self.fmt.size + (4 if self.literal is not None else 0)

    @property
    def name(self):
        return self.op.name

    def record(self, target):
        """The operand record (isa/record.py Record) on ``target`` (a name or Target),
        resolved on first use and kept."""
        name = target if isinstance(target, str) else target.name
        found = self.__dict__.get("_record")
        if found is None or found[0] != name:
            found = (name, resolve(self, target))
            object.__setattr__(self, "_record", found)
        return found[1]

    def encode(self):
        """The instruction's bytes (a decoded one's as they were read)."""
        if self.raw is not None:
            return self.raw[:self.size]
        value = self.fmt.pack(self.fields)
        data = value.to_bytes(self.fmt.size, "little")
        if self.literal is not None:
            data += (self.literal & 0xFFFFFFFF).to_bytes(4, "little")
        return data

    def __repr__(self):
        return f"Instruction({self.op.name}, {self.fmt.name}, {self.fields}, {self.literal})"
