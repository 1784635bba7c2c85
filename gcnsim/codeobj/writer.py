"""An assembled Program -> an HSA code object (ELF64 shared object, code object v5).

The layout follows what ld.lld writes, simplified: one read-only segment (headers, the
metadata note, the dynamic symbol table, kernel descriptors), one executable segment (.text,
on its own page) and the dynamic section. Each kernel descriptor's
kernel_code_entry_byte_offset is the distance from the descriptor to the kernel's label.

    .amdhsa_kernel vadd ... .end_amdhsa_kernel    ->   .rodata  vadd.kd  (64 bytes)
    vadd: s_load_dword ...                          ->   .text    vadd     (FUNC, protected)
    .amdgpu_metadata ... (YAML)                    ->   .note    NT_AMDGPU_METADATA (msgpack)
"""
import struct

from ..asm.sections import label_values
from ..errors import CodeObjectError
from ..isa.operands import parse_int
from ..isa.targets import TARGET_ID_FEATURES
from ..outputs import write_output
from .directives import descriptor_from_directives
from .dwarf import encode_line_table
from .elf import (EHDR, ELFOSABI_AMDGPU_HSA, EM_AMDGPU, ET_DYN, PF_R, PF_W, PF_X, PHDR,
                  PT_DYNAMIC, PT_LOAD, PT_NOTE, PT_PHDR, SHDR, SHF_ALLOC, SHF_EXECINSTR,
                  SHF_MERGE, SHF_STRINGS, SHF_WRITE, SHT_DYNAMIC, SHT_DYNSYM, SHT_HASH,
                  SHT_NOTE, SHT_PROGBITS, SHT_STRTAB, SHT_SYMTAB, STB_GLOBAL, STT_FUNC,
                  STT_OBJECT, STV_PROTECTED, SYM, note_bytes, sysv_hash)
from .loader import flags_for
from .metadata import (BOOLEAN_KEYS, NT_AMDGPU_METADATA, encode_note, minimal_document,
                       shown_value)
from .yaml import parse_yaml

PAGE = 0x1000
ABI_VERSIONS = {(1, 0): 1, (1, 1): 2, (1, 2): 3, (1, 3): 4}   # amdhsa.version -> EI_ABIVERSION
# .amdhsa_code_object_version -> EI_ABIVERSION, which it decides when stated: v6 keeps v5's
# amdhsa.version 1.2 (LLVM AMDGPUUsage, "ELF Header": ELFABIVERSION_AMDGPU_HSA_V4 to _V6)
CODE_OBJECT_ABI = {4: 2, 5: 3, 6: 4}
_DT_HASH, _DT_STRTAB, _DT_SYMTAB, _DT_STRSZ, _DT_SYMENT = 4, 5, 6, 10, 11
_PHDRS = 6


def target_id(target, features=None):
    """The ``amdhsa.target`` string: settings stated in ``features`` print as LLVM's suffixes
    (``:sramecc+:xnack-``), features left "any" print none."""
    suffix = "".join(f":{name}{'+' if features[name] == 'on' else '-'}"
                     for name in TARGET_ID_FEATURES if name in (features or {}))
    return f"{target.llvm_triple}--{target.name}{suffix}"


def write_code_object(program, path=None, source=None):
    """The code object bytes for a Program (also written to ``path`` if given); errors name
    ``source`` (default: the name the program was assembled under)."""
    source = source or program.source
    target = program.target
    kernels = []
    for block in program.kernels:
        if block.name not in program.symbols:
            raise CodeObjectError(f"kernel {block.name} has a descriptor but no code label")
        kd, use = descriptor_from_directives(block, target, source)
        kernels.append((block.name, kd, use))
    doc = _metadata_document(program, kernels)
    listed = doc.get("amdhsa.version", [1, 2])
    version = tuple(listed[:2]) if isinstance(listed, list) else None
    if version is None or not all(isinstance(v, int) for v in version) or \
            version not in ABI_VERSIONS:
        raise CodeObjectError(f"unsupported amdhsa.version {shown_value(listed)} (1.0 to 1.3)")
    abi = ABI_VERSIONS[version]
    if program.code_object_version is not None:
        abi = CODE_OBJECT_ABI.get(program.code_object_version)
        if abi is None:
            raise CodeObjectError(f"gcnsim writes code object v4, v5 and v6, not "
                                  f"v{program.code_object_version}")
    data = _Layout(program, kernels, encode_note(doc), abi).build()
    if path is not None:
        write_output(path, data, "code object")
    return data


def _metadata_document(program, kernels):
    if program.metadata is not None:
        doc = parse_yaml(program.metadata, booleans=BOOLEAN_KEYS)
        if not isinstance(doc, dict):
            raise CodeObjectError(".amdgpu_metadata is not a YAML mapping")
        return doc
    return minimal_document(target_id(program.target, program.features), [
        (name, kd, use.sgpr_count(program.target), use.next_free_vgpr)
        for name, kd, use in kernels])


def _symbol_size(program, name):
    expr = program.sizes.get(name)
    if expr is None:
        return 0
    left, minus, right = expr.partition("-")
    values = [program.symbols.get(part.strip(), parse_int(part.strip()))
              for part in ((left, right) if minus else (left,))]
    if None in values:
        raise CodeObjectError(f".size {name}, {expr}: not a difference of known labels")
    return values[0] - values[1] if minus else values[0]


class _Strings:
    """A string table under construction (offset 0 is the empty name)."""

    def __init__(self):
        self.data = bytearray(b"\0")
        self.offsets = {"": 0}

    def add(self, name):
        if name not in self.offsets:
            self.offsets[name] = len(self.data)
            self.data += name.encode() + b"\0"
        return self.offsets[name]


def _align(value, alignment):
    return -(-value // alignment) * alignment


class _Layout:
    """Places every section, then serialises headers and contents."""

    def __init__(self, program, kernels, note, abi_version):
        self.program = program
        self.kernels = kernels
        self.note = note_bytes("AMDGPU", NT_AMDGPU_METADATA, note)
        self.abi_version = abi_version
        self.symbols = self._symbol_list()

    def _symbol_list(self):
        """(name, section key, value offset inside it, size, type) of every global symbol."""
        out = []
        names = {name for name, _, _ in self.kernels}
        code = sorted(names | (self.program.globals & set(self.program.symbols)))
        for name in code:
            out.append((name, ".text", self.program.symbols[name],
                        _symbol_size(self.program, name), STT_FUNC))
        for index, (name, _, _) in enumerate(self.kernels):
            out.append((name + ".kd", ".rodata", 64 * index, 64, STT_OBJECT))
        return out

    def build(self):
        dynstr = _Strings()
        for name, *_ in self.symbols:
            dynstr.add(name)
        hash_table = self._hash()
        # Sections in file order: (name, type, flags, align, entsize, link name, info, body)
        offset = EHDR.size + _PHDRS * PHDR.size
        layout = {}
        for name, size, align in ((".note", len(self.note), 4),
                                  (".dynsym", SYM.size * (len(self.symbols) + 1), 8),
                                  (".hash", len(hash_table), 4),
                                  (".dynstr", len(dynstr.data), 1),
                                  (".rodata", 64 * len(self.kernels), 64)):
            offset = _align(offset, align)
            layout[name] = (offset, offset, size)
            offset += size
        text = self.program.text
        offset = _align(offset, 256)
        layout[".text"] = (offset, offset + PAGE, len(text))
        offset = _align(offset + len(text), 8)
        dynamic_size = 16 * 6
        layout[".dynamic"] = (offset, offset + 2 * PAGE, dynamic_size)
        offset += dynamic_size
        self.layout = layout
        bodies = {".note": self.note, ".dynsym": self._symtab(dynstr), ".hash": hash_table,
                  ".dynstr": bytes(dynstr.data), ".rodata": self._descriptors(),
                  ".text": text, ".dynamic": self._dynamic(len(dynstr.data))}
        return self._serialise(bodies, offset)

    def _address(self, section, value=0):
        return self.layout[section][1] + value

    def _descriptors(self):
        out = bytearray()
        for index, (name, kd, _) in enumerate(self.kernels):
            entry = self._address(".text", self.program.symbols[name])
            out += kd.with_entry(entry - self._address(".rodata", 64 * index)).to_bytes()
        return bytes(out)

    def _symtab(self, strings):
        out = bytearray(SYM.size)
        for name, section, value, size, kind in self.symbols:
            shndx = _SECTION_INDEX[section]
            out += SYM.pack(strings.add(name), (STB_GLOBAL << 4) | kind, STV_PROTECTED, shndx,
                            self._address(section, value), size)
        return bytes(out)

    def _hash(self):
        count = len(self.symbols) + 1
        buckets = [0] * max(1, count // 2)
        chains = [0] * count
        for index, (name, *_) in enumerate(self.symbols, 1):
            slot = sysv_hash(name) % len(buckets)
            chains[index] = buckets[slot]
            buckets[slot] = index
        words = [len(buckets), count] + buckets + chains
        return struct.pack(f"<{len(words)}I", *words)

    def _dynamic(self, strsz):
        entries = ((_DT_HASH, self._address(".hash")), (_DT_SYMTAB, self._address(".dynsym")),
                   (_DT_SYMENT, SYM.size), (_DT_STRTAB, self._address(".dynstr")),
                   (_DT_STRSZ, strsz), (0, 0))
        return b"".join(struct.pack("<qQ", tag, value) for tag, value in entries)

    def _debug_sections(self):
        """The compiler's .debug_* sections (asm/sections.py), their label fields resolved as
        ld.lld resolves them (label_values); "MS" ones (.debug_str) stay mergeable strings."""
        program = self.program
        value_of = label_values(program.symbols, program.data_labels, self._address(".text"))
        out = []
        for name, section in program.data_sections.items():
            merged = "M" in section.flags and "S" in section.flags
            out.append((name, section.resolve(value_of), SHT_PROGBITS,
                        SHF_MERGE | SHF_STRINGS if merged else 0, 1, 1 if merged else 0))
        return out

    def _serialise(self, bodies, end):
        image = bytearray(end)
        for name, (offset, _, size) in self.layout.items():
            image[offset:offset + size] = bodies[name]
        symtab_strings = _Strings()
        symtab = self._symtab(symtab_strings)
        tail = [(".symtab", symtab, SHT_SYMTAB, 0, 8, SYM.size),
                (".strtab", bytes(symtab_strings.data), SHT_STRTAB, 0, 1, 0)]
        if self.program.lines is not None:      # .loc rows: DWARF, as llvm-mc writes them
            lines = encode_line_table(self.program.lines, self._address(".text"),
                                      len(self.program.text), self.program.line_files)
            tail.append((".debug_line", lines, SHT_PROGBITS, 0, 1, 0))
        tail += self._debug_sections()
        names = _Strings()
        headers = [bytes(SHDR.size)]
        for name, kind, flags, align, entsize, link in _ALLOCATED:
            offset, addr, size = self.layout[name]
            info = 1 if kind == SHT_DYNSYM else 0
            headers.append(SHDR.pack(names.add(name), kind, flags, addr, offset, size,
                                     _SECTION_INDEX.get(link, 0), info, align, entsize))
        for name, body, kind, flags, align, entsize in tail:
            offset = _align(len(image), align)
            image += bytes(offset - len(image)) + body
            link = _SECTION_INDEX[".strtab"] if kind == SHT_SYMTAB else 0
            headers.append(SHDR.pack(names.add(name), kind, flags, 0, offset, len(body), link,
                                     1 if kind == SHT_SYMTAB else 0, align, entsize))
        shstrndx = len(headers)
        names.add(".shstrtab")
        headers.append(SHDR.pack(names.offsets[".shstrtab"], SHT_STRTAB, 0, 0, len(image),
                                 len(names.data), 0, 0, 1, 0))
        image += names.data
        shoff = _align(len(image), 8)
        image += bytes(shoff - len(image)) + b"".join(headers)
        image[:EHDR.size] = self._header(shoff, len(headers), shstrndx)
        image[EHDR.size:EHDR.size + _PHDRS * PHDR.size] = self._program_headers()
        return bytes(image)

    def _header(self, shoff, shnum, shstrndx):
        ident = b"\x7fELF" + bytes([2, 1, 1, ELFOSABI_AMDGPU_HSA, self.abi_version])
        flags = flags_for(self.program.target, self.program.features)
        return EHDR.pack(ident.ljust(16, b"\0"), ET_DYN, EM_AMDGPU, 1, 0, EHDR.size, shoff,
                         flags, EHDR.size, PHDR.size, _PHDRS, SHDR.size, shnum, shstrndx)

    def _program_headers(self):
        rodata_end = self.layout[".rodata"][0] + self.layout[".rodata"][2]
        text_off, text_addr, text_size = self.layout[".text"]
        dyn_off, dyn_addr, dyn_size = self.layout[".dynamic"]
        note_off, _, note_size = self.layout[".note"]
        table = _PHDRS * PHDR.size
        rows = ((PT_PHDR, PF_R, EHDR.size, EHDR.size, table, 8),
                (PT_LOAD, PF_R, 0, 0, rodata_end, PAGE),
                (PT_LOAD, PF_R | PF_X, text_off, text_addr, text_size, PAGE),
                (PT_LOAD, PF_R | PF_W, dyn_off, dyn_addr, dyn_size, PAGE),
                (PT_DYNAMIC, PF_R | PF_W, dyn_off, dyn_addr, dyn_size, 8),
                (PT_NOTE, PF_R, note_off, note_off, note_size, 4))
        return b"".join(PHDR.pack(kind, flags, off, addr, addr, size, size, align)
                        for kind, flags, off, addr, size, align in rows)


# Allocated sections in header order: (name, type, flags, align, entsize, linked section).
_ALLOCATED = (
    (".note", SHT_NOTE, SHF_ALLOC, 4, 0, None),
    (".dynsym", SHT_DYNSYM, SHF_ALLOC, 8, SYM.size, ".dynstr"),
    (".hash", SHT_HASH, SHF_ALLOC, 4, 4, ".dynsym"),
    (".dynstr", SHT_STRTAB, SHF_ALLOC, 1, 0, None),
    (".rodata", SHT_PROGBITS, SHF_ALLOC, 64, 0, None),
    (".text", SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, 256, 0, None),
    (".dynamic", SHT_DYNAMIC, SHF_ALLOC | SHF_WRITE, 8, 16, ".dynstr"),
)
_SECTION_INDEX = {name: i for i, (name, *_) in enumerate(_ALLOCATED, 1)}
_SECTION_INDEX[".symtab"] = len(_ALLOCATED) + 1
_SECTION_INDEX[".strtab"] = len(_ALLOCATED) + 2
