"""Macros: ``.macro NAME PARAMETERS`` ... ``.endm`` defines NAME; a line that starts with NAME
is replaced by the body with each ``\\PARAMETER`` replaced by its argument, as llvm-mc expands
them (AsmParser::parseDirectiveMacro, parseMacroArguments, expandMacro).

A parameter is ``name``, ``name=default``, ``name:req`` (an argument must be given) or
``name:vararg`` (the last one: the rest of the arguments, commas and all). Arguments are
positional (split as ``.irp`` values are) or ``name=value``; one not given is its default, else
nothing. ``\\@`` is how many macros were expanded before this one, ``\\()`` joins. Names are
case-sensitive; ``.purgem NAME`` forgets one.

    .macro copy dst, src=0                  copy 2          ->   v_mov_b32 v2, 0
      v_mov_b32 v\\dst, \\src                     copy 3, 7            v_mov_b32 v3, 7
    .endm
"""
import re
from dataclasses import dataclass

from .repeat import line_error, split_values, substitute

_PARAMETER = re.compile(r"\s*([A-Za-z_.$][\w.$]*)\s*(?::\s*(req|vararg)\s*)?(?:=\s*(.*))?$")
_KEYWORD = re.compile(r"\s*([A-Za-z_.$][\w.$]*)\s*=(?!=)(.*)$", re.S)
ENDS = frozenset({".endm", ".endmacro"})


@dataclass(frozen=True)
class Parameter:
    name: str
    default: str = ""
    required: bool = False
    vararg: bool = False


@dataclass(frozen=True)
class Macro:
    name: str
    parameters: tuple
    body: tuple             # (line number, text) of each line between .macro and .endm


def define(arg, body, number, text, source):
    """The Macro a ``.macro`` line's argument text ``arg`` and its body define."""
    name, _, rest = arg.strip().replace(",", " ", 1).partition(" ")
    if not re.fullmatch(r"[A-Za-z_.$][\w.$]*", name):
        raise line_error("expected identifier in '.macro' directive", number, text,
                         name or ".macro", source)
    parameters = []
    for item in _parameter_texts(rest):
        m = _PARAMETER.match(item)
        if m is None:
            raise line_error(f"bad parameter '{item.strip()}' in macro '{name}'", number, text,
                             item.strip(), source, expected="NAME, NAME=DEFAULT, NAME:req "
                             "or NAME:vararg")
        pname, qualifier, default = m.groups()
        if any(p.name == pname for p in parameters):
            raise line_error(f"macro '{name}' has multiple parameters named '{pname}'",
                             number, text, pname, source)
        if parameters and parameters[-1].vararg:
            raise line_error("vararg parameter should be last in the list of parameters",
                             number, text, pname, source)
        parameters.append(Parameter(pname, _unquoted((default or "").strip()),
                                    qualifier == "req", qualifier == "vararg"))
    return Macro(name, tuple(parameters), tuple(body))


def _parameter_texts(text):
    """The parameter declarations of a .macro line: split at commas and at blanks that are not
    around an ``=`` or ``:``."""
    text = re.sub(r"\s*([=:])\s*", r"\1", text.strip())
    return [item for item in re.split(r"[,\s]+", text) if item] if text else []


def _unquoted(value):
    return value[1:-1] if len(value) > 1 and value[0] == value[-1] == '"' else value


def bind(macro, arg, number, text, source):
    """{parameter name: argument text} of a call whose argument text is ``arg``, as
    AsmParser::parseMacroArguments binds them: the argument at the vararg parameter's place
    takes the rest (a keyword one too), an empty argument leaves the default, and a macro
    without parameters takes empty arguments only."""
    names = [p.name for p in macro.parameters]
    values, keyword = {}, False
    items = split_values(arg, call=True)
    if not names:
        items = [item for item in items if item]
    for k, item in enumerate(items):
        if k >= len(names):
            raise line_error("too many positional arguments", number, text, item, source)
        kw = _KEYWORD.match(item)
        if kw:
            if kw.group(1) not in names:
                raise line_error(f"parameter named '{kw.group(1)}' does not exist for macro "
                                 f"'{macro.name}'", number, text, item, source)
            keyword, item = True, _unquoted(kw.group(2).strip())
        elif keyword:
            raise line_error("cannot mix positional and keyword arguments", number, text,
                             item, source)
        rest = k == len(names) - 1 and macro.parameters[-1].vararg
        if rest:
            item = ", ".join([item] + items[k + 1:])
        if item:
            values[kw.group(1) if kw else names[k]] = item
        if rest:
            break
    for p in macro.parameters:
        if p.required and not values.get(p.name):
            raise line_error(f"missing value for required parameter '{p.name}' in macro "
                             f"'{macro.name}'", number, text, macro.name, source)
        values.setdefault(p.name, p.default)
    return values


def expand(macro, values, count):
    """The body of ``macro`` with ``values`` and ``\\@`` = ``count`` substituted."""
    values = dict(values, **{"@": str(count)})
    return [(n, substitute(t, values)) for n, t in macro.body]


def matching_end(numbered, start, source):
    """The index of the ``.endm`` that closes the ``.macro`` at ``numbered[start]``."""
    depth = 0
    for i in range(start + 1, len(numbered)):
        word = numbered[i][1].split(None, 1)[0] if numbered[i][1].strip() else ""
        if word == ".macro":
            depth += 1
        elif word in ENDS:
            if depth == 0:
                return i
            depth -= 1
    number, raw = numbered[start]
    raise line_error("no matching '.endmacro' in definition", number, raw, ".macro", source)
