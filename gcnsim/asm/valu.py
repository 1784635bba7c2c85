"""VALU operand text shared by the VOP families: source modifiers and constants as LLVM writes them.

A source is a register or constant with optional float modifiers; LLVM prints neg as ``-v2``,
or ``neg(1.0)`` on a constant (``-1.0`` would be another constant), abs as ``|v2|``, and the
1/(2*pi) constant of a 64-bit operand with all its digits. Output modifiers are words after the
operands: ``clamp``, ``mul:2``, ``mul:4``, ``div:2``, ``op_sel:[0,1,0]``.

    >>> split_modifiers("-|v2|"), split_modifiers("neg(1)"), split_modifiers("-1.0")
    (('v2', True, True), ('1', True, False), ('-1.0', False, False))
    >>> with_modifiers("1.0", neg=True, abs_=False, constant=True)
    'neg(1.0)'
"""
from ..errors import OperandMismatch
from ..isa.operands import INV_2PI, format_src, parse_reg, parse_src

INV_2PI_TEXT64 = "0.15915494309189532"
OMOD_TEXT = {1: "mul:2", 2: "mul:4", 3: "div:2"}
OMOD_VALUE = {text: value for value, text in OMOD_TEXT.items()}


def source_text(target, value, width=1, literal=None, ftype=None):
    """Text of a 9-bit source encoding (register or constant) of a ``width``-dword operand."""
    if value == INV_2PI and width == 2:
        return INV_2PI_TEXT64
    return format_src(target, value, width, literal, ftype)


def with_modifiers(text, neg, abs_, constant):
    """``text`` with neg/abs as LLVM prints them."""
    if abs_:
        text = f"|{text}|"
    if neg:
        text = f"neg({text})" if constant and not abs_ else "-" + text
    return text


def split_modifiers(token):
    """(core text, neg, abs) of a source token: ``-|v1|``, ``neg(v1)``, ``abs(v1)``, ``-v1``."""
    neg = abs_ = False
    tok = token
    if tok.startswith("neg(") and tok.endswith(")"):
        neg, tok = True, tok[4:-1]
    elif tok.startswith("-") and _is_modifiable(tok[1:]):
        neg, tok = True, tok[1:]
    if tok.startswith("|") and tok.endswith("|") and len(tok) > 1:
        abs_, tok = True, tok[1:-1]
    elif tok.startswith("abs(") and tok.endswith(")"):
        abs_, tok = True, tok[4:-1]
    return tok, neg, abs_


def _is_modifiable(rest):
    return rest.startswith(("|", "abs(")) or (rest[:1].isalpha() or rest[:1] == "[")


def parse_source(target, token, width=1, ftype=None):
    """(encoding, literal or None) of a source token without modifiers."""
    if token == INV_2PI_TEXT64 and width == 2:
        return INV_2PI, None
    return parse_src(target, token, ftype)


def parse_array(token, name):
    """Bits of ``name:[1,0,1]`` (bit i = entry i), or None if the token is not that option."""
    prefix = name + ":["
    if not token.startswith(prefix) or not token.endswith("]"):
        return None
    value = 0
    for i, item in enumerate(token[len(prefix):-1].split(",")):
        item = item.strip()
        if item not in ("0", "1"):
            raise OperandMismatch(f"invalid {name} value", token=token, expected="0 or 1")
        value |= int(item) << i
    return value


def array_text(name, bits, count):
    """``name:[b0,b1,...]`` of the low ``count`` bits."""
    return f"{name}:[" + ",".join(str((bits >> i) & 1) for i in range(count)) + "]"


def is_register(target, token):
    return parse_reg(target, token) is not None
