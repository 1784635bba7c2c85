"""Repetition directives, expanded before the lines are assembled: ``.rept COUNT``,
``.irp NAME, VALUES`` and ``.irpc NAME, CHARS``, each up to its ``.endr`` (nested ones too), as
llvm-mc expands them (AsmParser::parseDirectiveRept, parseDirectiveIrp, parseDirectiveIrpc).

The body is repeated COUNT times, or once a value (a character of CHARS) with ``\\NAME``
replaced by it; ``\\()`` stands for nothing in every body, so a value can run into the text after it
(``v\\r\\()0``). Values are separated by commas, or by blanks between two operands (``1 2`` is
two values, ``1 + 2`` one); a quoted value is its contents; an empty list repeats nothing
(``.irpc`` needs one word of characters).
Every expanded line keeps the number of the line it was written on, so an error in a repeated
line names where it is written.

    .irp r, 1, 2                ->   v_mov_b32 v1, 1
      v_mov_b32 v\\r, \\r             v_mov_b32 v2, 2
    .endr
The expansion is one level at a time (repeat_once): gcnsim/asm/preprocess.py reads what it
gives as source again, so nested repetitions, macros and conditionals in a body are expanded
where they stand, as llvm-mc does.
"""
import re

from ..errors import AsmError
from ..isa.operands import parse_int
from .lexer import strip_comment

MAX_LINES = 1 << 22         # what repetitions may grow a source to (a typo'd count must not hang)
_OPENER = re.compile(r"^(\s*(?:[A-Za-z_.$][\w.$]*:\s*)*)(\.rept|\.irpc|\.irp)(?=\s|$)(.*)$")
_ENDR = re.compile(r"^\s*\.endr(?=\s|$)(.*)$")
_NAME = re.compile(r"[A-Za-z_.$][\w.$]*")
_REFERENCE = re.compile(r"\\(\(\)|@|[\w.$]+)")
_OPERATORS = frozenset("+-*/%&|^<>=!~")
_OPEN, _CLOSE = "([", ")]"


def is_opener(text):
    """Whether a line (comment stripped) opens a repetition."""
    return _OPENER.match(text) is not None


def is_endr(text):
    """Whether a line (comment stripped) is an ``.endr``."""
    return _ENDR.match(text) is not None


def repeat_once(numbered, i, source):
    """(index of the closing ``.endr``, the labels written before the opener as a line or
    None, the body repeated one level) of the opener at ``numbered[i]``; repetitions nested in
    the body are left for the caller, which reads the result as source again."""
    number, raw = numbered[i]
    text = strip_comment(raw)
    labels, directive, arg = _OPENER.match(text).groups()
    end = _matching_endr(numbered, i, source)
    body = numbered[i + 1:end]
    iterations = _iterations(directive, arg, number, text, source)
    if max(len(body), 1) * len(iterations) > MAX_LINES:
        raise line_error(f"{directive} makes more than {MAX_LINES} lines", number, text,
                     directive, source)
    out = [(n, substitute(t, {} if name is None else {name: value}))
           for name, value in iterations for n, t in body]
    return end, (number, labels) if labels.strip() else None, out


def _matching_endr(numbered, start, source):
    """The index of the ``.endr`` that closes the opener at ``start``."""
    depth = 0
    for i in range(start + 1, len(numbered)):
        number, raw = numbered[i]
        text = strip_comment(raw)
        if _OPENER.match(text):
            depth += 1
            continue
        endr = _ENDR.match(text)
        if endr is None:
            continue
        if depth == 0:
            if endr.group(1).strip():
                raise line_error("expected the end of the line after .endr", number, text,
                             endr.group(1).strip(), source)
            return i
        depth -= 1
    number, raw = numbered[start]
    raise line_error("no matching '.endr' in definition", number, strip_comment(raw),
                 _OPENER.match(strip_comment(raw)).group(2), source)


def _iterations(directive, arg, number, text, source):
    """[(parameter name or None, value)] of one repetition, in order."""
    if directive == ".rept":
        count = parse_int(arg) if arg.strip() else None
        if count is None or count < 0:
            raise line_error("bad .rept count", number, text, arg.strip() or directive, source,
                         expected="a count: an absolute expression >= 0")
        return _Repeat(min(count, MAX_LINES + 1))
    name, comma, rest = arg.partition(",")
    name = name.strip()
    if not comma or not _NAME.fullmatch(name):
        raise line_error(f"bad {directive}", number, text, arg.strip() or directive, source,
                     expected=f"{directive} NAME, {'VALUES' if directive == '.irp' else 'CHARS'}")
    if directive == ".irp":
        return [(name, value) for value in split_values(rest)]
    chars = rest.strip()
    if not chars or any(c.isspace() for c in chars):
        raise line_error("bad .irpc characters", number, text, chars, source,
                     expected="one word of characters (no blanks)")
    return [(name, c) for c in chars]


class _Repeat:
    """``count`` iterations of a .rept body (no parameter), sized without a list of them."""

    def __init__(self, count):
        self.count = count

    def __len__(self):
        return self.count

    def __iter__(self):
        return ((None, None) for _ in range(self.count))


def split_values(text, call=False):
    """The values of an ``.irp`` list (see the module docstring; a trailing comma adds none) or,
    with ``call``, the arguments of a macro call (a trailing comma adds an empty one)."""
    values, current, depth = [], "", 0
    for k, c in enumerate(text):
        if c in _OPEN:
            depth += 1
        elif c in _CLOSE:
            depth = max(depth - 1, 0)
        if depth == 0 and (c == "," or c.isspace() and _splits(current, text[k:])):
            values.append(current.strip())
            current = ""
            continue
        current += c
    if current.strip() or call and text.strip():
        values.append(current.strip())
    if not any(values) and not call:
        return []
    return [v[1:-1] if len(v) > 1 and v[0] == v[-1] == '"' else v for v in values]


def _splits(before, after):
    """Whether a blank between ``before`` and ``after`` separates two values."""
    left, right = before.rstrip(), after.lstrip()
    return bool(left and right) and right[0] != "," and left[-1] not in _OPERATORS \
        and right[0] not in _OPERATORS


def substitute(text, values):
    """``text`` with each ``\\name`` of ``values`` (name -> value) replaced by its value and
    ``\\()`` by nothing; other ``\\`` references stay for the parser to refuse."""
    def replace(match):
        word = match.group(1)
        return "" if word == "()" else values.get(word, match.group(0))
    return _REFERENCE.sub(replace, text)


def line_error(message, number, text, token, source, expected=None):
    """An AsmError at line ``number`` of ``source``, its column where ``token`` is in ``text``."""
    column = text.find(token) + 1 if token in text else 1
    return AsmError(message, line=number, column=column, token=token, expected=expected,
                    source=source)
