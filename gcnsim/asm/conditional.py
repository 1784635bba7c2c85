"""Conditional assembly: ``.if EXPR`` ... ``.elseif EXPR`` ... ``.else`` ... ``.endif`` and
the other tests llvm-mc knows (AsmParser::parseDirectiveIf and its siblings), with the absolute
expressions they and ``.set``/``.equ``/``=`` evaluate.

Expressions follow llvm-mc's GNU precedence, loosest first: ``||``; ``&&``; ``== != <> < <=
> >=``; ``+ -``; ``| ^ & !``; ``* / % << >>``; unary ``- + ~ !``. A comparison is -1 when it
holds and 0 when not, ``&&``/``||`` give 1 or 0, and values wrap to 64 bits; ``>>`` is logical
(MCAsmInfo::shouldUseLogicalShr) and a shift counts modulo 64 (what LLVM's int64_t shift
does on x86). A name is a
symbol set earlier; a name not set (or a label: not absolute) is an error, as in llvm-mc.

    .set N, 4            N = 4
    .if N > 2 && !(N & 1)        (N > 2) = -1, !(N & 1) = 1: the lines up to .endif stay
"""
import re

# .ifeq and friends: (test of the value) per directive
_ARITHMETIC = {".if": lambda v: v != 0, ".ifne": lambda v: v != 0, ".ifeq": lambda v: v == 0,
               ".ifgt": lambda v: v > 0, ".ifge": lambda v: v >= 0,
               ".iflt": lambda v: v < 0, ".ifle": lambda v: v <= 0}
OPENERS = frozenset(_ARITHMETIC) | {".ifdef", ".ifndef", ".ifnotdef", ".ifb", ".ifnb",
                                    ".ifc", ".ifnc", ".ifeqs", ".ifnes"}
_TOKEN = re.compile(r"\s*(0x[0-9a-fA-F]+|0b[01]+|\d+|[A-Za-z_.$][\w.$]*|\|\||&&|==|!=|<>|<=|"
                    r">=|<<|>>|[-+*/%&|^~!<>()])")
_LEVELS = ({"||"}, {"&&"}, {"==", "!=", "<>", "<", "<=", ">", ">="}, {"+", "-"},
           {"|", "^", "&", "!"}, {"*", "/", "%", "<<", ">>"})
_NAME = re.compile(r"[A-Za-z_.$][\w.$]*")
_WORD = 1 << 64


class ExpressionError(ValueError):
    """What is wrong with an expression (the caller names the line)."""


class NotAbsolute(ExpressionError):
    """The expression names something without a value yet (a label, a symbol not yet set) or
    uses what only relocatable expressions have (clang's ``max(a, b)``): fine in ``.set``, an
    error in ``.if``."""


def evaluate(text, symbols):
    """The value of an absolute expression over ``symbols`` (name -> int), or raise
    ExpressionError."""
    tokens = _tokens(text)
    value, pos = _binary(tokens, 0, 0, symbols)
    if pos != len(tokens):
        raise ExpressionError(f"unexpected '{tokens[pos]}' in the expression")
    return value


def _tokens(text):
    tokens, pos = [], 0
    while text[pos:].strip():
        m = _TOKEN.match(text, pos)
        if m is None:       # a comma of clang's max(a, b), an @: not what .if can evaluate
            raise NotAbsolute("unknown token in expression")
        tokens.append(m.group(1))
        pos = m.end()
    if not tokens:
        raise ExpressionError("expected absolute expression")
    return tokens


def _binary(tokens, pos, level, symbols):
    if level == len(_LEVELS):
        return _unary(tokens, pos, symbols)
    left, pos = _binary(tokens, pos, level + 1, symbols)
    while pos < len(tokens) and tokens[pos] in _LEVELS[level]:
        op = tokens[pos]
        right, pos = _binary(tokens, pos + 1, level + 1, symbols)
        left = _apply(op, left, right)
    return left, pos


def _unary(tokens, pos, symbols):
    if pos >= len(tokens):
        raise ExpressionError("expected absolute expression")
    tok = tokens[pos]
    if tok in ("-", "+", "~", "!"):
        value, pos = _unary(tokens, pos + 1, symbols)
        return _wrap({"-": -value, "+": value, "~": ~value, "!": int(value == 0)}[tok]), pos
    if tok == "(":
        value, pos = _binary(tokens, pos + 1, 0, symbols)
        if pos >= len(tokens) or tokens[pos] != ")":
            raise ExpressionError("expected ')' in parentheses expression")
        return value, pos + 1
    if tok[0].isdigit():
        return _number(tok), pos + 1
    if _NAME.fullmatch(tok):
        if symbols.get(tok) is None:
            raise NotAbsolute("expected absolute expression")
        return symbols[tok], pos + 1
    raise ExpressionError("expected absolute expression")


def _number(tok):
    if len(tok) > 1 and tok[0] == "0" and tok.isdigit():
        if "8" in tok or "9" in tok:
            raise ExpressionError(f"invalid octal number '{tok}'")
        return _wrap(int(tok, 8))
    return _wrap(int(tok, 0))


def _apply(op, a, b):
    if op in ("/", "%") and b == 0:
        raise ExpressionError("division by zero")
    result = {"||": lambda: int(bool(a or b)), "&&": lambda: int(bool(a and b)),
              "==": lambda: -(a == b), "!=": lambda: -(a != b), "<>": lambda: -(a != b),
              "<": lambda: -(a < b), "<=": lambda: -(a <= b), ">": lambda: -(a > b),
              ">=": lambda: -(a >= b), "+": lambda: a + b, "-": lambda: a - b,
              "|": lambda: a | b, "^": lambda: a ^ b, "&": lambda: a & b, "!": lambda: a | ~b,
              "*": lambda: a * b, "/": lambda: _divide(a, b), "%": lambda: a - _divide(a, b) * b,
              "<<": lambda: a << (b & 63), ">>": lambda: (a % _WORD) >> (b & 63)}[op]()
    return _wrap(result)


def _divide(a, b):
    """Signed division rounding toward zero, as LLVM's int64_t division."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _wrap(value):
    value %= _WORD
    return value - _WORD if value >= _WORD >> 1 else value


def holds(directive, arg, symbols, defined):
    """Whether the test of an ``.if``-family opener (or ``.elseif``) holds; ``defined`` tells
    whether a name is a symbol already defined (for ``.ifdef``). Raises ExpressionError."""
    if directive == ".elseif":
        directive = ".if"
    if directive in _ARITHMETIC:
        return _ARITHMETIC[directive](evaluate(arg, symbols))
    if directive in (".ifdef", ".ifndef", ".ifnotdef"):
        name = arg.strip()
        if not _NAME.fullmatch(name):
            raise ExpressionError(f"expected identifier after '{directive}'")
        return defined(name) == (directive == ".ifdef")
    if directive in (".ifb", ".ifnb"):
        return (not arg.strip()) == (directive == ".ifb")
    first, comma, second = arg.partition(",")
    if not comma:
        raise ExpressionError(f"unexpected token in '{directive}' directive")
    if directive in (".ifeqs", ".ifnes"):
        first, second = _quoted(first, directive), _quoted(second, directive)
    return (first.strip() == second.strip()) == (directive in (".ifc", ".ifeqs"))


def _quoted(text, directive):
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise ExpressionError(f"expected string parameter for '{directive}' directive")
    return text[1:-1]
