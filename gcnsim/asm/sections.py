"""The DWARF sections a compiler writes as data (``.section .debug_info`` ... ``.byte``, ``.long
.Lfunc_end0-.Lfunc_begin0``, ``.asciz``, ``.uleb128``) -> their bytes, labels resolved at write.

clang -g -S and Triton spell .debug_abbrev, .debug_info, .debug_str, .debug_addr, .debug_rnglists
and the rest out as data; only .debug_line is the assembler's own (made from ``.loc``). A
section here is its bytes so far, its labels, and the fields that name a symbol: those are
filled once the code object's layout is known, as ld.lld resolves them in a linked code object:
a code label is its address, a label in a .debug_* section its offset there (those sections
are not loaded: address 0), any other symbol 0.

    .section .debug_info            ->  bytes 00000000 ...  field (0, 4, ".Ldebug_info_end0
    .long .Ldebug_info_end0-...                                     -.Ldebug_info_start0")
    .quad .Lfunc_begin0             ->  field (n, 8, ".Lfunc_begin0")  = .text address + 0

A ``.uleb128``/``.sleb128`` of labels needs their values at once (its size depends on them): the
compilers only write differences of code labels placed before, which are known by then.
"""
import re
from dataclasses import dataclass, field

from ..codeobj.dwarf import sleb, uleb      # DWARF's LEB128, written once
from ..errors import AsmError
from ..isa.operands import parse_int

_SIZES = {".byte": 1, ".short": 2, ".2byte": 2, ".hword": 2, ".value": 2, ".long": 4,
          ".4byte": 4, ".int": 4, ".quad": 8, ".8byte": 8}
_STRINGS = {".ascii": b"", ".asciz": b"\0", ".string": b"\0"}
_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')
_TERM = re.compile(r"\s*([+-])?\s*([A-Za-z_.$][\w.$@]*|0x[0-9a-fA-F]+|\d+)\s*")
MAX_SECTION_BYTES = 256 << 20   # what .zero may grow a section to (DWARF of a kernel: KiB to MiB)
DIRECTIVES = frozenset(_SIZES) | frozenset(_STRINGS) | {".uleb128", ".sleb128", ".p2align",
                                                         ".zero"}


@dataclass
class DataSection:
    """One data section under construction: bytes, and the fields still to resolve as
    (offset, size, expression, line number)."""
    name: str
    flags: str = ""
    data: bytearray = field(default_factory=bytearray)
    fields: list = field(default_factory=list)

    def resolve(self, value_of):
        """The section's bytes, each field's expression valued by ``value_of(symbol)``."""
        out = bytearray(self.data)
        for offset, size, expr, _ in self.fields:
            value = evaluate(expr, value_of)
            out[offset:offset + size] = (value & ((1 << 8 * size) - 1)).to_bytes(size, "little")
        return bytes(out)


def label_values(symbols, data_labels, text_address):
    """value_of(symbol) for resolving fields, with .text at ``text_address``: ``symbols`` and
    ``data_labels`` are a Program's code labels and .debug_* labels. Any other symbol is 0, as
    ld.lld links it in a section that is not loaded: a section's own name, or a variable the
    compiler placed in LDS and the assembly never defines (clang's ``.quad k.tile``)."""
    def value_of(name):
        if name in symbols:
            return text_address + symbols[name]
        if name in data_labels:
            return data_labels[name][1]
        return 0
    return value_of


def is_debug(section):
    """Whether the assembler keeps a section's data: the .debug_* sections but .debug_line,
    which it makes from the ``.loc`` rows."""
    return section.startswith(".debug_") and section != ".debug_line"


def place(section, directive, arg, where, value_of):
    """Add one data directive's bytes to ``section``; ``where`` = (line, column, source) for
    errors; ``value_of`` values a code label for ``.uleb128`` (None when not yet placed)."""
    if directive in _SIZES:
        for item in _items(arg):
            _field(section, _SIZES[directive], item, where)
    elif directive in _STRINGS:
        for text in _STRING.findall(arg):
            section.data += unescape(text) + _STRINGS[directive]
    elif directive in (".uleb128", ".sleb128"):
        signed = directive == ".sleb128"
        for item in _items(arg):
            value = _absolute(item, value_of, where, signed)
            section.data += sleb(value) if signed else uleb(value)
    elif directive == ".zero":
        count = _absolute(arg, value_of, where)
        if len(section.data) + count > MAX_SECTION_BYTES:
            raise AsmError(f".zero would make {section.name} larger than "
                           f"{MAX_SECTION_BYTES >> 20} MiB", line=where[0], column=where[1],
                           token=arg, source=where[2])
        section.data += bytes(count)
    else:
        power = _absolute(arg.split(",")[0], value_of, where)
        while len(section.data) % (1 << min(power, 16)):
            section.data.append(0)


def evaluate(expr, value_of):
    """The value of SYMBOL-or-NUMBER terms joined by + and -; None if a symbol has none."""
    total, pos = 0, 0
    while pos < len(expr):
        found = _TERM.match(expr, pos)
        if not found or found.end() == pos or (pos and not found.group(1)):
            return None
        sign, term = found.groups()
        value = parse_int(term) if term[0].isdigit() else value_of(term)
        if value is None:
            return None
        total += -value if sign == "-" else value
        pos = found.end()
    return total


def _field(section, size, item, where):
    value = parse_int(item)
    if value is None:
        if evaluate(item, lambda _: 0) is None:
            raise AsmError("bad data expression", line=where[0], column=where[1], token=item,
                           expected="numbers and symbols joined by + and -", source=where[2])
        section.fields.append((len(section.data), size, item, where[0]))
        value = 0
    elif not -(1 << (8 * size - 1)) <= value < 1 << (8 * size):
        raise AsmError("bad data value", line=where[0], column=where[1], token=item,
                       expected=f"an integer that fits in {size} bytes", source=where[2])
    section.data += (value & ((1 << 8 * size) - 1)).to_bytes(size, "little")


def _absolute(item, value_of, where, signed=False):
    """The value of an expression needed now: code labels only as differences (their
    addresses are known once the code object is written), valued twice to tell."""
    value = evaluate(item.strip(), value_of)
    moved = evaluate(item.strip(), lambda name: _moved(value_of(name)))
    if value is None or value != moved or value < 0 and not signed:
        raise AsmError("expected an absolute expression", line=where[0], column=where[1],
                       token=item.strip(), expected="a non-negative number, or a difference "
                       "of code labels placed before" if not signed else "a number, or a "
                       "difference of code labels placed before", source=where[2])
    return value


def _moved(value):
    return None if value is None else value + (1 << 40)


def _items(arg):
    return [item.strip() for item in arg.split(",") if item.strip()]


def unescape(text):
    """A quoted assembler string's bytes: C escapes, octal ones as clang writes (\\341\\177)."""
    out, pos = bytearray(), 0
    while pos < len(text):
        char = text[pos]
        if char != "\\":
            out += char.encode()
            pos += 1
            continue
        octal = re.match(r"[0-7]{1,3}", text[pos + 1:])
        if octal:
            out.append(int(octal.group(0), 8) & 0xFF)
            pos += 1 + len(octal.group(0))
            continue
        escaped = text[pos + 1:pos + 2]
        out += {"n": b"\n", "t": b"\t", "r": b"\r", "0": b"\0", "b": b"\b",
                "f": b"\f"}.get(escaped, escaped.encode())
        pos += 2
    return bytes(out)
