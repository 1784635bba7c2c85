"""The source as the assembler walks it: macros, conditionals, repetitions, symbol assignments
and the message directives expanded or consumed line by line, as llvm-mc's AsmParser meets
them (a statement is expanded where it stands, and what it expands to is read as source again).

Every line given to the assembler keeps the number of the line it is written on. Expansion is
bounded: macros nest at most MAX_DEPTH deep (llvm-mc's -asm-macro-max-nesting-depth, which
counts repetitions too) and at most MAX_LINES lines are read, else an AsmError.

    .set N, 2                       ->   s_nop 2
    .macro nops n                        s_nop 1
      .if \\n
        s_nop \\n
        nops (\\n-1)
      .endif
    .endm
    nops N

``.include`` is refused: assemble() takes one text, with no directory to resolve a path in.
``.warning`` and ``.print`` are dropped (gcnsim has no warning channel); ``.error`` and ``.err``
stop with an AsmError, as llvm-mc does.
"""
import re
from dataclasses import dataclass, field

from . import macro
from ..isa.expression import ExpressionError, NotAbsolute, evaluate
from .conditional import OPENERS, holds
from .lexer import REGISTER, strip_comment
from .repeat import MAX_LINES, is_endr, is_opener, line_error, repeat_once

MAX_DEPTH = 20
_WORDS = re.compile(r"\.(?:rept|irpc?|endr|macro|endm|endmacro|if\w*|else\w*|endif|exitm|purgem|"
                    r"equ|equiv|set|err|error|warning|print|include)(?=\s|$)|=")
_STATEMENT = re.compile(r"^(\s*(?:[A-Za-z_.$][\w.$]*:(?!:)\s*)*)(\S*)\s*(.*?)\s*$")
_LABEL = re.compile(r"([A-Za-z_.$][\w.$]*):")
_ASSIGN = re.compile(r"^([A-Za-z_.$][\w.$]*)\s*=(?!=)\s*(.*)$")
_NAME = re.compile(r"(?<![\w.$@\\])[A-Za-z_.$][\w.$]*")
# data directives whose values may name symbols
_DATA = frozenset({".byte", ".short", ".2byte", ".hword", ".long", ".4byte", ".int", ".quad",
                   ".8byte", ".fill", ".space", ".skip", ".zero", ".p2align", ".align",
                   ".balign"})


@dataclass
class _Frame:
    lines: list
    kind: str = "file"          # "file", "macro" or "repeat"
    conditions: int = 0         # how deep the conditional stack was when it began
    pos: int = 0


@dataclass
class _Condition:
    kind: str                   # "if", "elseif" or "else"
    met: bool                   # whether some branch so far held
    ignore: bool                # whether the lines now are skipped
    line: int


@dataclass
class _State:
    source: str
    out: list = field(default_factory=list)
    frames: list = field(default_factory=list)
    conditions: list = field(default_factory=list)
    macros: dict = field(default_factory=dict)
    symbols: dict = field(default_factory=dict)     # name -> value (None: not absolute)
    labels: set = field(default_factory=set)
    expansions: int = 0                              # \@
    read: int = 0


def preprocess(lines, source):
    """[(line number, text)] of the source's lines as the assembler walks them."""
    numbered = list(enumerate(lines, 1))
    if not any(_WORDS.search(strip_comment(line)) for line in lines):
        return numbered                     # most sources: no line to look at twice
    state = _State(source, frames=[_Frame(numbered)])
    while state.frames:
        frame = state.frames[-1]
        if frame.pos >= len(frame.lines):
            state.frames.pop()
            continue
        number, raw = frame.lines[frame.pos]
        frame.pos += 1
        state.read += 1
        if state.read > MAX_LINES:
            raise line_error(f"expansion reads more than {MAX_LINES} lines", number, raw,
                             raw.strip(), source)
        if state.macros or state.conditions or _WORDS.search(strip_comment(raw)):
            _statement(state, frame, number, raw)
        else:                               # a plain line: only symbols to put in
            _emit(state, number, _with_symbols(raw, state.symbols) if state.symbols else raw)
    if state.conditions:
        raise line_error("unmatched .ifs or .elses", state.conditions[-1].line, "", "", source)
    return state.out


def _statement(state, frame, number, raw):
    text = strip_comment(raw)
    labels, word, arg = _STATEMENT.match(text).groups()
    ignoring = bool(state.conditions) and state.conditions[-1].ignore
    if word in OPENERS or word in (".elseif", ".else", ".endif"):
        _conditional(state, word, arg, number, text, ignoring)
    elif ignoring:
        return
    elif word == ".macro":
        if labels.strip():
            _emit(state, number, labels)
        end = macro.matching_end(frame.lines, frame.pos - 1, state.source)
        _define(state, macro.define(arg, frame.lines[frame.pos:end], number, text,
                                    state.source), number, text)
        frame.pos = end + 1
    elif is_opener(text):
        end, label_line, body = repeat_once(frame.lines, frame.pos - 1, state.source)
        if label_line is not None:
            _emit(state, *label_line)
        frame.pos = end + 1
        state.frames.append(_Frame(body, "repeat", len(state.conditions)))
    elif word in macro.ENDS or word == ".exitm" or word == ".purgem" or is_endr(text):
        _closing(state, word, arg, number, text)
    elif word in (".err", ".error"):
        raise line_error(f"{word} directive invoked in source file"
                         + (f": {arg.strip(chr(34))}" if arg else ""), number, text, word,
                         state.source)
    elif word == ".include":
        raise line_error(".include is not supported: assemble() takes one source text, with "
                         "no directory to find the file in; paste the file in", number, text,
                         word, state.source)
    elif word in (".warning", ".print"):
        return
    elif word in (".set", ".equ", ".equiv") or _ASSIGN.match(text.strip()):
        _assign(state, word, arg, text, number)
    elif word in state.macros:
        _call(state, state.macros[word], labels, arg, number, text)
    else:
        _emit(state, number, _with_symbols(raw, state.symbols) if state.symbols else raw)


def _conditional(state, word, arg, number, text, ignoring):
    stack = state.conditions
    if word in OPENERS:
        met = not ignoring and _holds(state, word, arg, number, text)
        stack.append(_Condition("if", met or ignoring, not met, number))
        return
    top = stack[-1] if stack else None
    if word == ".endif":
        if top is None:
            raise line_error("Encountered a .endif that doesn't follow an .if or .else",
                             number, text, word, state.source)
        stack.pop()
        return
    if top is None or top.kind == "else":
        raise line_error(f"Encountered a {word} that doesn't follow an .if or an .elseif",
                         number, text, word, state.source)
    parent_ignores = len(stack) > 1 and stack[-2].ignore
    if word == ".else":
        top.kind, top.ignore = "else", top.met or parent_ignores
        return
    met = not (top.met or parent_ignores) and _holds(state, word, arg, number, text)
    top.kind, top.ignore, top.met = "elseif", not met, top.met or met


def _holds(state, word, arg, number, text):
    defined = (lambda name: name in state.symbols or name in state.labels)
    try:
        return holds(word, arg, state.symbols, defined)
    except ExpressionError as err:
        raise line_error(str(err), number, text, arg or word, state.source) from None


def _define(state, definition, number, text):
    if definition.name in state.macros:
        raise line_error(f"macro '{definition.name}' is already defined", number, text,
                         definition.name, state.source)
    state.macros[definition.name] = definition


def _closing(state, word, arg, number, text):
    """``.endm``/``.exitm`` with no macro open, ``.purgem NAME``, an unmatched ``.endr``."""
    if word == ".purgem":
        if state.macros.pop(arg.strip(), None) is None:
            raise line_error(f"macro '{arg.strip()}' is not defined", number, text,
                             arg.strip() or word, state.source)
        return
    inside = [k for k, f in enumerate(state.frames) if f.kind == "macro"]
    if word == ".exitm" and inside:
        entered = state.frames[inside[-1]]
        del state.frames[inside[-1]:]
        del state.conditions[entered.conditions:]
        return
    if is_endr(text):
        raise line_error("unmatched '.endr' directive", number, text, ".endr", state.source)
    raise line_error(f"unexpected '{word}' in file, no current macro definition", number,
                     text, word, state.source)


def _assign(state, word, arg, text, number):
    """``.set NAME, EXPR``, ``.equ NAME, EXPR`` or ``NAME = EXPR``: NAME's value, if the
    expression is absolute (clang's ``.set`` of register counts uses functions: not absolute)."""
    if word in (".set", ".equ", ".equiv"):
        name, comma, expr = arg.partition(",")
        if not comma:
            raise line_error(f"expected comma in '{word}' directive", number, text,
                             arg or word, state.source)
    else:
        name, expr = _ASSIGN.match(text.strip()).groups()
    name = name.strip()
    if word == ".equiv" and (name in state.symbols or name in state.labels):
        raise line_error(f"redefinition of '{name}'", number, text, name, state.source)
    try:
        state.symbols[name] = evaluate(expr, state.symbols)
    except NotAbsolute:
        state.symbols[name] = None
    except ExpressionError as err:
        raise line_error(str(err), number, text, expr.strip() or word, state.source) from None


def _call(state, definition, labels, arg, number, text):
    active = sum(f.kind != "file" for f in state.frames)
    if active >= MAX_DEPTH:
        raise line_error(f"macros cannot be nested more than {MAX_DEPTH} levels deep",
                         number, text, definition.name, state.source)
    if labels.strip():
        _emit(state, number, labels)
    values = macro.bind(definition, arg, number, text, state.source)
    body = macro.expand(definition, values, state.expansions)
    state.expansions += 1
    state.frames.append(_Frame(body, "macro", len(state.conditions)))


def _emit(state, number, raw):
    state.labels.update(_LABEL.findall(_STATEMENT.match(strip_comment(raw)).group(1)))
    state.out.append((number, raw))


def _with_symbols(raw, symbols):
    """A code or data line with each absolute symbol in its operands replaced by its value
    (llvm-mc reads ``s_mov_b32 s0, N`` after ``.set N, 4`` as ``s_mov_b32 s0, 4``)."""
    if not any(name in raw for name, v in symbols.items() if v is not None):
        return raw
    text = strip_comment(raw)
    labels, word, arg = _STATEMENT.match(text).groups()
    if not arg or word.startswith(".") and word not in _DATA:
        return raw

    def value(match):
        name = match.group(0)
        found = symbols.get(name)
        if found is None or REGISTER.fullmatch(name):
            return name
        return str(found) if found >= 0 else f"({found})"
    start = len(labels) + len(word)
    return text[:start] + _NAME.sub(value, text[start:])
