"""Absolute expressions as llvm-mc evaluates them, wherever it reads one: an operand's immediate
(``s_nop 1 + 2``, ``offset:4 * 4``, a counter's or a field's value) and the directives
``.if``, ``.set``, ``.rept`` and friends.

Expressions follow llvm-mc's GNU precedence (AsmParser's getGNUBinOpPrecedence), loosest
first: ``||``; ``&&``; ``== != <> < <= > >=``; ``+ -``; ``| ^ & !`` (binary ``a ! b`` is
``a | ~b``); ``* / % << >>``; then unary ``- + ~ !`` and parentheses. A comparison is -1 when
it holds and 0 when not, ``&&``/``||`` give 1 or 0, and values wrap to 64 bits; ``>>`` is
logical (MCAsmInfo::shouldUseLogicalShr) and a shift counts modulo 64 (what LLVM's int64_t
shift does on x86). Literals are as MC's lexer reads them: decimal, ``0x``/``0X`` hex,
``0b``/``0B`` binary, octal with a leading 0, and a character in single quotes (``'a'`` is
97; ``'\\n'`` and the other escapes AsmLexer knows). A literal wider than 64 bits is an error.
A name is a symbol set earlier; a name not set (or a label: not absolute) cannot be
evaluated, which an operand refuses (llvm-mc could only write a relocation for it).

    .set N, 4
    s_mov_b32 s0, N + 1 << 2        << binds tighter than +: 4 + (1 << 2) = 8
    .if N > 2 && !(N & 1)           (N > 2) = -1, !(N & 1) = 1: the lines up to .endif stay
"""
import math
import re

from ..bits import f64_bits

# A float as MC's lexer reads one: decimal digits with a point or an exponent, the exponent's
# sign and digits optional (``2.``, ``.5``, ``1e``, ``1.5e+``; a bare number is an integer, and
# one that starts with 0 takes a point: ``0e1``, ``00.5``, ``09.5`` are no floats); or a hex
# float with significand digits and a binary exponent that has digits (``0x1.8p1``,
# ``0x.8p-1``, ``0x1p3``; ``0x1.8`` and ``0x1p`` are errors). In an expression a float is
# the bits of its double (MC's parsePrimaryExpr): ``+0.`` is 0, ``(1.0)`` 0x3ff0000000000000.
REAL = (r"((?:0|[1-9]\d*)\.\d*|\.\d+(?=[eE]|[^\w.$@]|$)|[1-9]\d*(?=[eE]))([eE][-+]?\d*)?"
         r"|(0[xX](?:[0-9a-fA-F]+(?:\.[0-9a-fA-F]*)?|\.[0-9a-fA-F]+)[pP][-+]?\d+)")
_FLOAT = re.compile(r"(-[ \t]*)?(?:" + REAL + ")")
_TOKEN = re.compile(r"\s*(" + REAL + r"|0[xX][0-9a-fA-F]+|0[bB][01]+|\d+|'(?:\\.|[^\\'])'|"
                    r"[A-Za-z_.$][\w.$]*|\|\||&&|==|!=|<>|<=|>=|<<|>>|[-+*/%&|^~!<>()])")
_LEVELS = ({"||"}, {"&&"}, {"==", "!=", "<>", "<", "<=", ">", ">="}, {"+", "-"},
           {"|", "^", "&", "!"}, {"*", "/", "%", "<<", ">>"})
_LEVEL_OF = {op: level for level, ops in enumerate(_LEVELS) for op in ops}
_UNARY = ("-", "+", "~", "!")
_NAME = re.compile(r"[A-Za-z_.$][\w.$]*")
_CHARACTER = re.compile(r"'(?:\\.|[^\\'])'")
_ESCAPES = {"t": 9, "n": 10, "b": 8, "f": 12, "r": 13}
_WORD = 1 << 64


class ExpressionError(ValueError):
    """What is wrong with an expression (the caller names the line)."""


class NotAbsolute(ExpressionError):
    """The expression names something without a value yet (a label, a symbol not yet set) or
    uses what only relocatable expressions have (clang's ``max(a, b)``): fine in ``.set``, an
    error in ``.if`` and in an operand."""


def evaluate(text, symbols):
    """The value of an absolute expression over ``symbols`` (name -> int), or raise
    ExpressionError."""
    return _fold(text, symbols, _Values)


def pc_relative(text):
    """Whether llvm-mc makes a literal operand of this (relocatable) expression PC-relative:
    the AMDGPU code emitter's needsPCRel. A symbol is; a difference is not (``end - start``,
    whatever its operands); any other operation is if one of its operands is (``end + 4``).
    A PC-relative literal holds the value minus its own address."""
    return _fold(text, {}, _PcRelative)


def _fold(text, symbols, algebra):
    """Operator precedence on explicit stacks (no recursion: llvm-mc takes 1,000 nested
    parentheses, and any depth here costs only the tokens' memory). ``ops`` holds "(",
    ("u", op) for a unary operator and ("b", op, level) for a binary one, reduced while the
    operator that arrives binds no tighter (left to right, as llvm-mc)."""
    tokens, values, ops, pos = _tokens(text), [], [], 0
    while True:
        tok = tokens[pos] if pos < len(tokens) else None
        if tok in _UNARY:
            ops.append(("u", tok))
            pos += 1
            continue
        if tok == "(":
            ops.append("(")
            pos += 1
            continue
        values.append(_primary(tok, symbols, algebra))
        pos += 1
        while True:                         # after an operand: an operator, ')' or the end
            tok = tokens[pos] if pos < len(tokens) else None
            level = _LEVEL_OF.get(tok)
            while ops and ops[-1] != "(" and (level is None or ops[-1][0] == "u"
                                               or ops[-1][2] >= level):
                _reduce(values, ops.pop(), algebra)
            if level is not None:
                ops.append(("b", tok, level))
                pos += 1
                break
            if tok == ")" and ops:
                ops.pop()
                pos += 1
                continue
            if ops:
                raise ExpressionError("expected ')' in parentheses expression")
            if tok is not None:
                raise ExpressionError(f"unexpected '{tok}' in the expression")
            return values[0]


def _reduce(values, op, algebra):
    if op[0] == "u":
        values.append(algebra.unary(op[1], values.pop()))
    else:
        right = values.pop()
        values.append(algebra.binary(op[1], values.pop(), right))


def parse_float(token):
    """A float literal as MC's lexer reads one (``0.5``, ``.5``, ``1e2``, ``1.5e``, ``0x1.8p1``,
    ``-1.0``, ``- 1.0``: blanks part no tokens) as the double APFloat makes of it, rounded to
    nearest (``1e400`` and ``0x1p1025`` are infinite, ``1e-400`` is 0); or None (Python's own
    spellings, ``inf``, ``nan``, ``1_0``, are names or errors to llvm-mc).

        >>> parse_float("1.5e"), parse_float("- 0x1.8p1"), parse_float("0x1.8"), parse_float("0e1")
        (1.5, -3.0, None, None)
    """
    m = _FLOAT.fullmatch(token.strip())
    if m is None:
        return None
    sign, decimal, exponent, hex_float = m.groups()
    if hex_float:
        try:
            value = float.fromhex(hex_float)
        except OverflowError:
            value = math.inf
    else:
        value = float(decimal + (exponent if exponent and exponent[-1].isdigit() else ""))
    return -value if sign else value


def is_float(token):
    """Whether ``token`` is a float literal (signed or not), not an expression."""
    return _FLOAT.fullmatch(token.strip()) is not None


def is_name(text):
    """Whether ``text`` is a symbol name."""
    return _NAME.fullmatch(text) is not None


def split_arguments(text):
    """The comma-separated arguments of a call's body (``hwreg(A, B, C)``: ``A, B, C``), each
    stripped; commas inside parentheses or a quoted character stay in their argument."""
    args, depth, start, pos = [], 0, 0, 0
    while pos < len(text):
        ch = text[pos]
        if ch == "'" and _CHARACTER.match(text, pos):
            pos = _CHARACTER.match(text, pos).end()
            continue
        depth += (ch == "(") - (ch == ")")
        if ch == "," and depth == 0:
            args.append(text[start:pos].strip())
            start = pos + 1
        pos += 1
    return args + [text[start:].strip()]


def names(text):
    """The symbol names an expression uses, or None if ``text`` is not one MC's lexer reads."""
    try:
        return [tok for tok in _tokens(text) if _NAME.fullmatch(tok)]
    except ExpressionError:
        return None


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


class _Values:
    """Folds a parse into the expression's value."""
    binary = staticmethod(lambda op, a, b: _apply(op, a, b))
    unary = staticmethod(lambda op, a: _wrap({"-": -a, "+": a, "~": ~a, "!": int(a == 0)}[op]))

    @staticmethod
    def name(tok, symbols):
        if symbols.get(tok) is None:
            raise NotAbsolute("expected absolute expression")
        return symbols[tok]


class _PcRelative:
    """Folds a parse into whether it is PC-relative (``pc_relative``)."""
    binary = staticmethod(lambda op, a, b: op != "-" and (a or b))
    unary = staticmethod(lambda op, a: a)
    name = staticmethod(lambda tok, symbols: True)


def _primary(tok, symbols, algebra):
    if tok is None:
        raise ExpressionError("expected absolute expression")
    if tok[0].isdigit() or tok[0] == "'" or tok[0] == "." and tok[1:2].isdigit():
        value = _number(tok)
        return value if algebra is _Values else False
    if _NAME.fullmatch(tok):
        return algebra.name(tok, symbols)
    raise ExpressionError("expected absolute expression")


def _number(tok):
    real = parse_float(tok)
    if real is not None:
        return _wrap(f64_bits(real))
    if tok[0] == "'":
        return _ESCAPES.get(tok[2], ord(tok[2])) if tok[1] == "\\" else ord(tok[1])
    if len(tok) > 1 and tok[0] == "0" and tok.isdigit():
        if "8" in tok or "9" in tok:
            raise ExpressionError(f"invalid octal number '{tok}'")
        value = int(tok, 8)
    else:
        value = int(tok, 0)
    if value >= _WORD:
        raise ExpressionError(f"literal value out of range: '{tok}' is wider than 64 bits")
    return _wrap(value)


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
