"""L2: text <-> instructions <-> bytes.

    >>> from gcnsim.asm import assemble, disassemble
    >>> prog = assemble("s_mov_b32 s0, 1", "gfx900")
    >>> prog.text.hex(), [i.text for i in disassemble(prog.text, "gfx900")]
    ('810080be', ['s_mov_b32 s0, 1'])
"""
from .assembler import Program, assemble, assemble_line
from .disassembler import decode, disassemble, format_instruction
from .instruction import Instruction

__all__ = ["Program", "assemble", "assemble_line", "decode", "disassemble",
           "format_instruction", "Instruction"]
