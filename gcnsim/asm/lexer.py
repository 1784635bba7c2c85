"""Splitting one line of assembly into a mnemonic and operand tokens with their columns.

Operands are separated by commas or blanks at bracket depth zero; brackets, parentheses and
``|...|`` keep their contents together, so modifiers stay whole tokens. An operand that is an
expression (it starts with a number, a quoted character or a parenthesis, or is a key's value:
``offset:4``) runs on across blanks while a binary operator joins its parts, as llvm-mc's
parser reads an expression where an operand starts: ``1 + 2``, ``offset:4 * 4``, ``~0 & 0xff``
are one token each; ``v1 -v2`` stays two (a register ends its operand).

    >>> [t.text for t in split_operands("v1, -v2, |v3| clamp mul:2")]
    ['v1', '-v2', '|v3|', 'clamp', 'mul:2']
    >>> [t.text for t in split_operands("v0, off, s[0:3], 0 format:[BUF_FMT_32_FLOAT]")]
    ['v0', 'off', 's[0:3]', '0', 'format:[BUF_FMT_32_FLOAT]']
    >>> [t.text for t in split_operands("v0, v[2:3], off offset:4 * 4 | 1 glc")]
    ['v0', 'v[2:3]', 'off', 'offset:4 * 4 | 1', 'glc']
"""
import re
from typing import NamedTuple

_OPEN = "[("
_CLOSE = "])"


class Token(NamedTuple):
    text: str
    column: int           # 1-based column in the source line
    comma: bool = False   # True if a comma ended this token (positional operands)


_COMMENT_MARK = re.compile(r"\"|'(?:\\.|[^\\'])'|;|//|/\*")


def strip_comment(line):
    """The line without a ``;`` or ``//`` comment, and with each ``/* ... */`` comment (as
    LLVM's disassembler writes them after an operand) blanked, columns kept; outside quotes.
    A ``/*`` that does not close on its line runs to the end of it."""
    if ";" not in line and "/" not in line:
        return line
    quoted = False
    m = _COMMENT_MARK.search(line)
    while m is not None:
        mark, at = m.group(), m.start()
        if mark == '"':
            quoted = not quoted
        elif mark[0] == "'":
            pass                # a quoted character: ';' is a number, not a comment
        elif not quoted and mark != "/*":
            return line[:at]
        elif not quoted:
            end = line.find("*/", at + 2)
            if end < 0:
                return line[:at]
            line = line[:at] + " " * (end + 2 - at) + line[end + 2:]
        m = _COMMENT_MARK.search(line, at + len(mark))
    return line


_TOKEN = re.compile(r"((?:[^\s,\[(|]|\[[^\[\]]*\]|\([^()]*(?:\([^()]*\)[^()]*)*\)"
                    r"|\|[^|]*\|)+)\s*(,?)")


# What the fast path cannot see: an empty operand (``v1,, v2``) or a comma at either end;
# nor parentheses three deep (``((~(-65)))``, a recursive macro's argument); nor a quoted
# character or a blank next to an operator, which may be inside an expression.
_NOT_FAST = re.compile(r"^\s*,|,\s*,|,\s*$|'|\[\[|[\w)][ \t]+[-+*/%&|^<>=!(]|"
                       r"[-+*/%&|^<>=!~][ \t]|\([^)]*\([^)]*\(").search
_OPERATOR = "-+*/%&|^<>=!~"
# where an operand is an expression: its start, or a key's value (offset:, row_shl:, ...)
_EXPRESSION = re.compile(r"(?:[A-Za-z_]\w*:)?[-+~!(\s]*[\d'(]")
_FLOAT = re.compile(r"(?:[A-Za-z_]\w*:)?[-+\s]*(?:\d+[.eE]|\.\d)")
_UNARY = re.compile(r"(?:[A-Za-z_]\w*:)?[-+~!][-+~!\s]*")     # unary operators, all so far
_STARTS = frozenset("0123456789'(-+~!|")
_POINT_DIGIT = frozenset("." + d for d in "0123456789")        # a float: ``.5``
_MODIFIER_CALL = re.compile(r"(?:-[ \t]*)?(?:abs|neg|sext)")
_SYMBOL = re.compile(r"[A-Za-z_.$][\w.$]*")
# Names of registers and register-like operands: a register is an operand of its own (``v1 -v2``
# is two operands), and a .set symbol of its name does not replace it.
REGISTER = re.compile(r"(?:[vsa]|acc|ttmp)\d+|(?:vcc|exec|flat_scratch|xnack_mask|tba|tma)"
                      r"(?:_lo|_hi)?|m0|scc|vccz|execz|null|off|lds_direct|src_\w+")
_CHARACTER = re.compile(r"'(?:\\.|[^\\'])'")
_new = tuple.__new__       # builds a Token without the Python-level __new__ of NamedTuple


def split_operands(text, column=1):
    """Tokens of an operand string that starts at ``column`` of its line."""
    if text.count("[") == text.count("]") and text.count("(") == text.count(")") \
            and text.count("|") % 2 == 0 and not _NOT_FAST(text):
        return [_new(Token, (m[1], column + m.start(), m[2] == ","))
                for m in _TOKEN.finditer(text)]
    return _split_nested(text, column)


def _split_nested(text, column):
    """The general splitter: any nesting; an unbalanced bracket runs to the end of the line and
    an empty operand (between two commas, or before or after all) is an empty token, so the
    family parser reports it where LLVM does. An expression's blanks and operators (``|`` too)
    stay in its token."""
    tokens = []
    depth = 0
    in_bars = False
    start = None
    after_comma = False
    i = 0
    while i < len(text):
        ch = text[i]
        if depth == 0 and not in_bars and ch in ", \t":
            if start is not None and ch != "," and _continues(text, start, i):
                i += 1
                continue
            if start is not None:
                tokens.append(Token(text[start:i], column + start, ch == ","))
                start = None
                after_comma = ch == ","
            elif ch == ",":
                if after_comma or not tokens:
                    tokens.append(Token("", column + i, True))
                else:
                    tokens[-1] = tokens[-1]._replace(comma=True)
                after_comma = True
            i += 1
            continue
        if start is None:
            start = i
            after_comma = False
        quoted = _CHARACTER.match(text, i) if ch == "'" else None
        if quoted:
            i = quoted.end()
            continue
        if ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            depth = max(0, depth - 1)
        elif ch == "|" and (in_bars or _opens_bars(text, start, i)):
            in_bars = not in_bars
        i += 1
    if start is not None:
        tokens.append(Token(text[start:].rstrip(), column + start, False))
    elif after_comma:
        tokens.append(Token("", column + len(text), False))
    return tokens


def _opens_bars(text, start, at):
    """Whether the ``|`` at ``at`` of the operand starting at ``start`` opens ``|...|`` (where
    an operand starts: first, or after ``-``, ``(`` or ``,``), not an expression's or."""
    before = text[start:at].rstrip(" \t")
    return not before or before[-1] in "-(,"


def _is_expression(head):
    """Whether an operand that begins ``head`` is an (integer) expression so far: it starts
    with a number, a quoted character or a parenthesis, or is a name no register or keyword
    has (a label or symbol: ``end - start``)."""
    if _EXPRESSION.match(head) is not None:
        return _FLOAT.match(head) is None
    name = _SYMBOL.match(head)
    return name is not None and REGISTER.fullmatch(name.group()) is None


def _continues(text, start, at):
    """Whether the operand ``text[start:at]``, followed by blanks at ``at``, goes on: it is an
    expression and an operator ends it or starts what follows the blanks."""
    head = text[start:at]
    rest = text[at:].lstrip(" \t")
    if _UNARY.fullmatch(head):      # ``- v1``, ``- abs(v1)``, ``- .5``: a modifier and its operand
        return rest[:1] in _STARTS or rest[:1].isalpha() or rest[:2] in _POINT_DIGIT
    if rest[:1] == "(" and _MODIFIER_CALL.fullmatch(head):
        return True                 # ``abs (v1)``
    if not _is_expression(head):
        return False
    return head[-1] in _OPERATOR or \
        bool(rest) and rest[0] in _OPERATOR and rest[0] != "~"


def split_mnemonic(line):
    """(mnemonic, mnemonic column, operand text, operand column) of a code line."""
    stripped = line.lstrip()
    col = len(line) - len(stripped) + 1
    parts = stripped.split(None, 1)
    mnemonic = parts[0]
    if len(parts) == 1:
        return mnemonic, col, "", col + len(mnemonic)
    rest = parts[1]
    rest_col = col + len(stripped) - len(rest)
    return mnemonic, col, rest.rstrip(), rest_col
