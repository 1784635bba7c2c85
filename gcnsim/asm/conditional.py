"""Conditional assembly: ``.if EXPR`` ... ``.elseif EXPR`` ... ``.else`` ... ``.endif`` and
the other tests llvm-mc knows (AsmParser::parseDirectiveIf and its siblings), with the absolute
expressions they and ``.set``/``.equ``/``=`` evaluate.

Their expressions are gcnsim/isa/expression.py's, over the symbols set earlier; a name not set
(or a label: not absolute) is an error, as in llvm-mc.

    .set N, 4            N = 4
    .if N > 2 && !(N & 1)        (N > 2) = -1, !(N & 1) = 1: the lines up to .endif stay
"""
from ..isa.expression import ExpressionError, evaluate, is_name

# .ifeq and friends: (test of the value) per directive
_ARITHMETIC = {".if": lambda v: v != 0, ".ifne": lambda v: v != 0, ".ifeq": lambda v: v == 0,
               ".ifgt": lambda v: v > 0, ".ifge": lambda v: v >= 0,
               ".iflt": lambda v: v < 0, ".ifle": lambda v: v <= 0}
OPENERS = frozenset(_ARITHMETIC) | {".ifdef", ".ifndef", ".ifnotdef", ".ifb", ".ifnb",
                                    ".ifc", ".ifnc", ".ifeqs", ".ifnes"}


def holds(directive, arg, symbols, defined):
    """Whether the test of an ``.if``-family opener (or ``.elseif``) holds; ``defined`` tells
    whether a name is a symbol already defined (for ``.ifdef``). Raises ExpressionError."""
    if directive == ".elseif":
        directive = ".if"
    if directive in _ARITHMETIC:
        return _ARITHMETIC[directive](evaluate(arg, symbols))
    if directive in (".ifdef", ".ifndef", ".ifnotdef"):
        name = arg.strip()
        if not is_name(name):
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
