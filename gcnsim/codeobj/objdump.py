"""A code object's .text as ``llvm-objdump -d`` prints it: symbol headers, one line per
instruction with its address and raw words, and branch targets named ``<symbol+0xoffset>``.
With a line table (DWARF .debug_line), ``--line-numbers`` adds ``; FILE:LINE`` and ``--source``
the source line itself, each where the line changes (llvm-objdump's SourcePrinter).

    0000000000001900 <vector_add>:
    ; vector_add():                                          (--line-numbers)
    ; ./vector_add.cl:4
    ;     int i = get_global_id(0);                          (--source)
    \ts_load_dword s7, s[4:5], 0x1c          ...  // 000000001900: C00201C2 0000001C
    \ts_cbranch_execz 3                       ...  // 000000001960: BF880003 <vector_add+0x70>

Symbol names come from the file and are printed escaped (outputs.py printable). A run of at
least 8 zero bytes where an instruction starts is one ``\t\t...`` line, as llvm-objdump skips
it (whole dwords, up to the next code symbol; a zero dword is a 4-byte instruction, so the next
line starts where it would have).
"""
from bisect import bisect_right
from pathlib import Path

from ..asm import disassemble
from ..asm.disassembler import decoder_warnings
from ..bits import sext
from ..outputs import printable

_TEXT_WIDTH = 59    # objdump pads the text to this column, and no further when longer


def _code_symbols(co):
    """Address -> name of the symbols inside .text, and the sorted addresses."""
    end = co.text_address + len(co.text)
    found = {}
    for name, (address, _) in sorted((co.symbols or {}).items()):
        if co.text_address <= address < end and not name.startswith("_"):
            found.setdefault(address, printable(name))      # a name from the file
    return found, sorted(found)


def _function_at(address, starts, names):
    """The name of the code symbol whose range holds ``address`` (None before the first)."""
    i = bisect_right(starts, address) - 1
    return names[starts[i]] if i >= 0 else None


def _branch_comment(line, co, starts, names):
    """`` <symbol+0xoffset>`` for a SOPP branch, the symbol found as llvm-objdump's
    disassembleObject finds it; none where it finds none. It names no target for SOPK's
    s_call_b64 and s_cbranch_i_fork."""
    if line.inst.fmt.enc != "SOPP" or not any(
            spec.kind == "label" for spec in line.inst.op.operands):
        return ""
    target = (line.offset + 4 + 4 * sext(line.inst.fields["simm16"], 16)) & _ADDRESS_MASK
    found = _target_symbol(co, target, starts, names)
    if found is None:
        return ""
    base, name = found
    offset = (target - base) & _ADDRESS_MASK
    return f" <{name}+0x{offset:x}>" if offset else f" <{name}>"


_ADDRESS_MASK = (1 << 64) - 1    # llvm-objdump's target addresses are uint64_t: they wrap


def _target_symbol(co, target, starts, names):
    """(address, name) of the symbol a branch target is named after, or None. In a relocatable
    object, the last code symbol of .text at or below the target (a target below address 0
    wraps above them all). In a linked one, the sections starting at the greatest address at
    or below the target (ends are not looked at) are searched, last first, for their last
    symbol at or below it: a target before .text may be named after k.kd in .rodata, one
    past the end of .text after its last symbol, one in a section without symbols after none.
    The code symbols of .text are those the listing heads (_code_symbols)."""
    if co.relocatable:
        tables = [(starts, names)]
    else:
        nearest = max((address for _, address, _ in co.section_symbols if address <= target),
                      default=None)
        tables = [(starts, names) if name == ".text" else _symbol_table(symbols)
                  for name, address, symbols in reversed(co.section_symbols)
                  if address == nearest]
    for addresses, named in tables:
        i = bisect_right(addresses, target)
        if i:
            return addresses[i - 1], named[addresses[i - 1]]
    return None


def _symbol_table(symbols):
    """Sorted addresses and address -> printable name of a section's (address, name) pairs
    (the first name at an address)."""
    named = {}
    for address, name in symbols:
        named.setdefault(address, printable(name))
    return sorted(named), named


def _skippable_zeros(text, at, end):
    """How many bytes of zeros from ``at`` (before ``end``) llvm-objdump skips: none under 8,
    else whole dwords."""
    if end - at < 8 or any(text[at:at + 8]):
        return 0
    n = 8
    while at + n < end and not text[at + n]:
        n += 1
    return n & ~3


def objdump_line(text, offset, data, comment="", *, min_gap=0):
    """One instruction line as llvm-objdump prints it (the words of ``data``, or its bytes
    when it holds fewer than 4: a ``.byte`` line at the end). llvm-objdump runs a text longer
    than the column into the ``//`` comment; ``min_gap`` spaces keep them apart (the listing of
    ``gcnsim asm``, which no LLVM output is compared with byte for byte)."""
    if len(data) < 4:
        words = " ".join(f"{b:02X}" for b in data)
    else:
        words = " ".join(f"{int.from_bytes(data[i:i + 4], 'little'):08X}"
                         for i in range(0, len(data), 4))
    padded = text.ljust(_TEXT_WIDTH - min_gap) + " " * min_gap
    return f"\t{padded}// {offset:012X}: {words}{comment}"


class SourcePrinter:
    """The ``;`` lines llvm-objdump prints before an instruction: the function when it changes
    and, when the file or line changes, ``FILE:LINE`` (line_numbers) and the source text
    (source; files are read relative to the working directory, as llvm-objdump reads them).
    A file that cannot be read is reported once through ``warn``, with llvm-objdump's words."""

    def __init__(self, file_name, *, line_numbers, source, warn):
        self.file_name = file_name
        self.line_numbers = line_numbers
        self.source = source
        self.warn = warn
        self.old = None
        self.function = None
        self.texts = {}

    def lines(self, location, function):
        """The ``;`` lines for an instruction at ``location`` inside ``function``."""
        out = []
        entered = function is not None and function != self.function
        if self.line_numbers and entered:
            out.append(f"; {function}():")
        self.function = function if function is not None else self.function
        if location is None:        # line 0: no line printed, and the next one is printed again
            self.old = None
            return out
        changed = self.old is None or (self.old.file, self.old.line) != (location.file,
                                                                          location.line)
        if (changed or entered) and self.line_numbers:
            out.append(f"; {printable(location.file)}:{location.line}")
        if changed and self.source:
            out += self._text(location)
        self.old = location
        return out

    def _text(self, location):
        if location.file not in self.texts:
            try:
                self.texts[location.file] = Path(location.file).read_text(
                    errors="replace").splitlines()
            except OSError:
                self.texts[location.file] = None
                self.warn(f"'{self.file_name}': failed to find source {location.file}")
        text = self.texts[location.file]
        if text is None:
            return []
        if location.line > len(text):
            self.warn(f"'{self.file_name}': debug info line number {location.line} exceeds the "
                      f"number of lines in {location.file}")
            return []
        return [f"; {text[location.line - 1]}"]


def render_objdump(co, file_name, *, line_numbers=False, source=False, warn=None):
    """The text llvm-objdump -d prints for a CodeObject read from ``file_name``; with
    ``line_numbers`` and ``source`` as its --line-numbers and --source (which need the code
    object's line table; ``warn(text)`` hears of source files it cannot read)."""
    names, starts = _code_symbols(co)
    printer = None
    if co.lines is not None and (line_numbers or source):
        printer = SourcePrinter(file_name, line_numbers=line_numbers, source=source,
                                warn=warn or (lambda text: None))
    out = ["", f"{printable(file_name)}:\tfile format elf64-amdgpu", "",
           "Disassembly of section .text:"]
    skip_to = None
    for line in disassemble(co.text, co.target, co.text_address, invalid_words=True):
        if line.offset in names:
            out += ["", f"{line.offset:016x} <{names[line.offset]}>:"]
        if skip_to is not None and line.offset < skip_to:
            continue
        at = line.offset - co.text_address
        i = bisect_right(starts, line.offset)
        end = (starts[i] if i < len(starts) else co.text_address + len(co.text))
        skip = _skippable_zeros(co.text, at, end - co.text_address)
        if skip:
            out.append("\t\t...")
            skip_to = line.offset + skip
            continue
        if printer is not None:
            location = co.lines.at(line.offset - co.text_address)
            out += printer.lines(location, _function_at(line.offset, starts, names))
        if line.inst is None:       # a word that is no instruction: llvm-objdump's .long
            out.append(objdump_line(line.text, line.offset, co.text[at:at + 4]))
            continue
        warnings = decoder_warnings(line.inst, co.target)
        comment = (" ; " + warnings if warnings else "") + _branch_comment(
            line, co, starts, names)
        out.append(objdump_line(line.text, line.offset, line.inst.encode(), comment))
    return "\n".join(out) + "\n"
