"""Splitting one line of assembly into a mnemonic and operand tokens with their columns.

Operands are separated by commas or blanks at bracket depth zero; brackets, parentheses and
``|...|`` keep their contents together, so modifiers stay whole tokens.

    >>> [t.text for t in split_operands("v1, -v2, |v3| clamp mul:2")]
    ['v1', '-v2', '|v3|', 'clamp', 'mul:2']
    >>> [t.text for t in split_operands("v0, off, s[0:3], 0 format:[BUF_FMT_32_FLOAT]")]
    ['v0', 'off', 's[0:3]', '0', 'format:[BUF_FMT_32_FLOAT]']
"""
import re
from typing import NamedTuple

_OPEN = "[("
_CLOSE = "])"


class Token(NamedTuple):
    text: str
    column: int           # 1-based column in the source line
    comma: bool = False   # True if a comma ended this token (positional operands)


def strip_comment(line):
    """The line without a ``;`` or ``//`` comment (outside quotes)."""
    if ";" not in line and "/" not in line:
        return line
    quoted = False
    for i, ch in enumerate(line):
        if ch == '"':
            quoted = not quoted
        elif not quoted and (ch == ";" or line.startswith("//", i)):
            return line[:i]
    return line


_TOKEN = re.compile(r"((?:[^\s,\[(|]|\[[^\[\]]*\]|\([^()]*(?:\([^()]*\)[^()]*)*\)"
                    r"|\|[^|]*\|)+)\s*(,?)")


def split_operands(text, column=1):
    """Tokens of an operand string that starts at ``column`` of its line."""
    if text.count("[") == text.count("]") and text.count("(") == text.count(")") \
            and "[[" not in text and text.count("|") % 2 == 0 and ",," not in text:
        return [Token(m.group(1), column + m.start(), bool(m.group(2)))
                for m in _TOKEN.finditer(text)]
    return _split_nested(text, column)


def _split_nested(text, column):
    """The general splitter: any nesting, unbalanced brackets run to the end."""
    tokens = []
    depth = 0
    in_bars = False
    start = None
    for i, ch in enumerate(text + " "):
        boundary = depth == 0 and not in_bars and (ch in ", \t" or i == len(text))
        if boundary:
            if start is not None:
                tokens.append(Token(text[start:i], column + start, ch == ","))
                start = None
            elif ch == "," and tokens:
                tokens[-1] = Token(tokens[-1].text, tokens[-1].column, True)
            continue
        if start is None:
            start = i
        if ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            depth = max(0, depth - 1)
        elif ch == "|":
            in_bars = not in_bars
    return tokens


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
