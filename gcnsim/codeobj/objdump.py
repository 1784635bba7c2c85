"""A code object's .text as ``llvm-objdump -d`` prints it: symbol headers, one line per
instruction with its address and raw words, and branch targets named ``<symbol+0xoffset>``.

    0000000000001900 <vector_add>:
    \ts_load_dword s7, s[4:5], 0x1c          ...  // 000000001900: C00201C2 0000001C
    \ts_cbranch_execz 3                       ...  // 000000001960: BF880003 <vector_add+0x70>

Symbol names come from the file and are printed escaped (outputs.py printable).
"""
from ..asm import disassemble
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


def _branch_comment(line, starts, names):
    if not any(spec.kind == "label" for spec in line.inst.op.operands):
        return ""
    target = line.offset + 4 + 4 * sext(line.inst.fields["simm16"], 16)
    below = [a for a in starts if a <= target]
    if not below:
        return ""
    base = below[-1]
    offset = target - base
    return f" <{names[base]}+0x{offset:x}>" if offset else f" <{names[base]}>"


def objdump_line(text, offset, data, comment=""):
    """One instruction line as llvm-objdump prints it."""
    words = " ".join(f"{int.from_bytes(data[i:i + 4], 'little'):08X}"
                     for i in range(0, len(data), 4))
    return f"\t{text.ljust(_TEXT_WIDTH)}// {offset:012X}: {words}{comment}"


def render_objdump(co, file_name):
    """The text llvm-objdump -d prints for a CodeObject read from ``file_name``."""
    names, starts = _code_symbols(co)
    out = ["", f"{printable(file_name)}:\tfile format elf64-amdgpu", "",
           "Disassembly of section .text:"]
    for line in disassemble(co.text, co.target, co.text_address):
        if line.offset in names:
            out += ["", f"{line.offset:016x} <{names[line.offset]}>:"]
        comment = _branch_comment(line, starts, names)
        out.append(objdump_line(line.text, line.offset, line.inst.encode(), comment))
    return "\n".join(out) + "\n"
