"""Symbol operands of scalar literals, resolved as llvm-mc and ld.lld resolve them.

clang computes a callee's (or a global's) address relative to the program counter:

    s_getpc_b64 s[4:5]                          s[4:5] = address of the s_add_u32 (I)
    s_add_u32 s4, s4, helper@rel32@lo+4         literal at P = I + 4:  lo(S + 4 - P) = lo(S - I)
    s_addc_u32 s5, s5, helper@rel32@hi+12       literal at P = I + 12: hi(S + 12 - P) = hi(S - I)

``SYM@rel32@lo+A`` is R_AMDGPU_REL32_LO, the low half of S + A - P; ``@rel32@hi`` is
R_AMDGPU_REL32_HI, its high half (LLVM's AMDGPUUsage, "Relocation Records"), where P is the
address of the literal dword. Both S and P are in .text, so the value does not depend on
where the linker puts the section: gcnsim writes the bytes ld.lld writes. ``@abs32`` needs the
load address and ``@gotpcrel32`` a global offset table, which gcnsim's code objects do not
have; those, and a symbol that is not a label of .text (gcnsim keeps no data sections), are an
AsmError.

A difference of labels of .text (``s_add_u32 s0, s0, end - start``, any absolute expression
over labels whose value does not move with the code) is what llvm-mc resolves once the code is
laid out: always a literal dword, as llvm-mc reserves one before it knows the value. In a
scalar source or a 32-bit VALU src0 alike; an expression of one label's address
(``end + 4``) is PC-relative there, as for R_AMDGPU_REL32: llvm-mc resolves it within .text
to S + A - P, P the literal's address.
"""
import re

from ..bits import mask
from ..errors import OperandMismatch
from ..isa.expression import ExpressionError, evaluate, names, pc_relative
from ..isa.operands import parse_int
from .lexer import REGISTER

_OPERAND = re.compile(r"([A-Za-z_.$][\w.$]*)@(rel32|abs32|gotpcrel32|gotpcrel)@(lo|hi)"
                      r"((?:[+-](?:0x[0-9a-fA-F]+|\d+))?)$")
_CALL = re.compile(r"[A-Za-z_.$][\w.$]*\s*\(")
EXPECTED = "SYMBOL@rel32@lo or SYMBOL@rel32@hi, with a +/- addend"


def is_symbol_operand(text):
    """Whether an operand token is written ``SYMBOL@KIND@lo|hi[+A]``."""
    return "@" in text and _OPERAND.match(text) is not None


def is_label_expression(text):
    """Whether an operand token is an expression that names symbols (``end - start``): none of
    them register-like or a modifier's call (``-v1``, ``v256``, ``abs(v1)`` are no labels)."""
    found = names(text)
    return bool(found) and _CALL.search(text) is None and \
        not any(REGISTER.fullmatch(name) for name in found)


def label_literal(ctx, token, at):
    """The 32-bit literal of a label expression, its dword at byte ``at``, else an
    OperandMismatch saying why not. llvm-mc makes the literal PC-relative where the
    expression's shape says so (``pc_relative``: ``end + 4`` holds end + 4 - at) and absolute
    otherwise (``end - start``); either way its value must not move with the code."""
    values = {}
    ctx.symbol(".")     # a pure context stops here: the value depends on where the line is
    for name in names(token.text):
        values[name] = ctx.pc if name == "." else ctx.symbol(name)    # ".": the instruction
        if values[name] is None:
            raise OperandMismatch(f"symbol '{name}' is not a label of .text (gcnsim keeps no "
                                  "data sections, so it cannot resolve its address)",
                                  token=token.text, column=token.column,
                                  expected="a difference of labels of .text")
    if not ctx.final:
        return 0        # a dword either way: the labels are known in the last pass
    try:
        relative = pc_relative(token.text)
        value = evaluate(token.text, values) - (at if relative else 0)
        moved = evaluate(token.text, {name: v + 0x1000 for name, v in values.items()}) - \
            (at + 0x1000 if relative else 0)
    except ExpressionError as err:
        raise OperandMismatch(str(err), token=token.text, column=token.column,
                              expected="a difference of labels of .text") from None
    if value != moved or not -(1 << 31) <= value < 1 << 32:
        raise OperandMismatch("the expression needs the address the code is loaded at"
                              if value != moved else "literal out of range",
                              token=token.text, column=token.column,
                              expected="a difference of labels of .text")
    return value & mask(32)


def symbol_literal(ctx, token, at):
    """The 32-bit literal a symbol operand ``token`` stands for, its dword at byte ``at``."""
    name, kind, half, addend = _OPERAND.match(token.text).groups()
    if kind != "rel32":
        why = ("a global offset table" if kind.startswith("gotpc")
               else "the address the code is loaded at")
        raise OperandMismatch(f"'{token.text}' needs {why}, which gcnsim's code objects do "
                              "not have", token=token.text, column=token.column,
                              expected=EXPECTED)
    address = ctx.symbol(name)
    if address is None:
        raise OperandMismatch(f"symbol '{name}' is not a label of .text (gcnsim keeps no data "
                              "sections, so it cannot resolve its address)", token=token.text,
                              column=token.column, expected="a label of .text")
    value = address + (parse_int(addend) if addend else 0) - at
    return (value if half == "lo" else value >> 32) & mask(32)
