"""A small, bounds-checked ELF64 reader and writer: just what AMDGPU code objects use.

Reading never trusts a size or an offset: every slice is checked against the file, so a
truncated or corrupted file raises one CodeObjectError naming what is wrong.

    read_elf(data)  ->  Elf(header={"e_flags": 0x12c, ...},
                            sections=[Section(".note", SHT_NOTE, ...), Section(".text", ...)],
                            symbols=[Symbol("vadd", 0x1900, 164, STT_FUNC, ...), ...])
"""
import struct
from dataclasses import dataclass

from ..errors import CodeObjectError

EHDR = struct.Struct("<16sHHIQQQIHHHHHH")
SHDR = struct.Struct("<IIQQQQIIQQ")
PHDR = struct.Struct("<IIQQQQQQ")
SYM = struct.Struct("<IBBHQQ")
NHDR = struct.Struct("<III")

ELFOSABI_AMDGPU_HSA = 64
EM_AMDGPU = 224
ET_REL, ET_DYN = 1, 3
SHT_PROGBITS, SHT_SYMTAB, SHT_STRTAB, SHT_HASH, SHT_DYNAMIC, SHT_NOTE = 1, 2, 3, 5, 6, 7
SHT_NOBITS, SHT_DYNSYM = 8, 11
SHT_RELA, SHT_REL = 4, 9
SHF_WRITE, SHF_ALLOC, SHF_EXECINSTR = 1, 2, 4
SHF_MERGE, SHF_STRINGS = 0x10, 0x20
STT_OBJECT, STT_FUNC, STT_SECTION = 1, 2, 3
STB_LOCAL, STB_GLOBAL = 0, 1
STV_PROTECTED = 3
PT_LOAD, PT_DYNAMIC, PT_NOTE, PT_PHDR = 1, 2, 4, 6
PF_X, PF_W, PF_R = 1, 2, 4
ELF_MAGIC = b"\x7fELF"
# clang's offload bundles (clang-offload-bundler: a host object and device code objects in
# one file), plain and compressed: what `clang -x hip -c` writes unless told otherwise
BUNDLE_MAGICS = (b"__CLANG_OFFLOAD_BUNDLE__", b"CCOB")


@dataclass(frozen=True)
class Section:
    name: str
    type: int
    flags: int
    addr: int
    offset: int
    size: int
    link: int
    info: int
    align: int
    entsize: int
    data: bytes


@dataclass(frozen=True)
class Symbol:
    name: str
    value: int
    size: int
    type: int
    bind: int
    visibility: int
    shndx: int


@dataclass(frozen=True)
class Segment:
    """A program header: what a loader maps (PT_LOAD: file bytes [offset, offset + filesz) at
    vaddr, zero-filled up to memsz)."""
    type: int
    flags: int
    offset: int
    vaddr: int
    filesz: int
    memsz: int


@dataclass(frozen=True)
class Elf:
    header: dict
    sections: tuple
    symbols: tuple
    segments: tuple = ()

    @property
    def loads(self):
        """The PT_LOAD segments."""
        return tuple(s for s in self.segments if s.type == PT_LOAD)

    def section(self, name):
        return next((s for s in self.sections if s.name == name), None)

    def section_at(self, addr, size):
        """The allocated section holding [addr, addr + size), or None."""
        return next((s for s in self.sections if s.flags & SHF_ALLOC and s.type != SHT_NOBITS
                     and s.addr <= addr and addr + size <= s.addr + len(s.data)), None)


def _slice(data, offset, size, what):
    if offset < 0 or size < 0 or offset + size > len(data):
        raise CodeObjectError(f"truncated ELF: {what} at 0x{offset:x}+0x{size:x} lies past the "
                              f"end of the {len(data)}-byte file")
    return data[offset:offset + size]


def _string(table, offset, what):
    if offset >= len(table) and offset:
        raise CodeObjectError(f"corrupt ELF: {what} name offset 0x{offset:x} outside its table")
    end = table.find(b"\0", offset)
    raw = table[offset:end if end >= 0 else len(table)]
    return raw.decode("utf-8", "replace")


def is_bundle(data):
    """Whether bytes start as a clang offload bundle (uncompressed or compressed)."""
    return bytes(data[:24]).startswith(BUNDLE_MAGICS)


def bundle_entries(data):
    """{offload target id: bytes} of a clang offload bundle as clang writes it uncompressed
    (ClangOffloadBundler: the magic, the entry count, then each entry's offset, size, and
    triple's size and text, all u64 little-endian): ``hipv4-amdgcn-amd-amdhsa--gfx90a`` ->
    ``gfx90a``, the host's entry left out; None for other bytes (a compressed bundle,
    ``CCOB``, among them); a CodeObjectError where an entry lies past the end."""
    data = bytes(data)
    magic = BUNDLE_MAGICS[0]
    if not data.startswith(magic) or len(data) < len(magic) + 8:
        return None
    count, = struct.unpack_from("<Q", data, len(magic))
    entries, at = {}, len(magic) + 8
    for _ in range(count):
        offset, size, length = struct.unpack_from("<QQQ", _slice(data, at, 24, "bundle entry"))
        triple = _slice(data, at + 24, length, "bundle entry's triple").decode("utf-8", "replace")
        at += 24 + length
        kind, _, target = triple.partition("-")
        if kind != "host" and "--" in target:
            entries[target.split("--", 1)[1]] = _slice(data, offset, size, f"bundle entry {triple}")
    return entries


def bundled(data, target):
    """The code object for processor ``target`` (a name: gfx90a) in a clang offload bundle,
    or None (not a bundle gcnsim reads, or none for that processor)."""
    entries = bundle_entries(data) or {}
    return next((body for name, body in entries.items()
                 if name.split(":")[0] == target and body[:4] == ELF_MAGIC), None)


def no_elf_header(data, label=None, target=None):
    """The CodeObjectError for bytes that do not start with the ELF magic (of the file
    ``label``): a clang offload bundle is named, with the targets it holds and how to take
    the code object of ``target`` (the device's processor name; None: TARGET)."""
    what = f"{label} is" if label else f"the {len(data)} bytes are"
    if is_bundle(data):
        try:
            entries = bundle_entries(data)
        except CodeObjectError:
            entries = None
        held = "" if entries is None else (
            f"it holds {', '.join(sorted(entries)) or 'no device'}'s code object")
        if target and held:
            held = f", and none for {target} (the device): {held}"
        elif held:
            held = f" ({held})"
        name = target or "TARGET"
        return CodeObjectError(
            f"{what} a clang offload bundle, not a code object (no ELF header){held}: extract "
            f"the device's code object with "
            f"clang-offload-bundler --unbundle --type=o "
            f"--targets=hipv4-amdgcn-amd-amdhsa--{name} --input=FILE --output=k.hsaco, or "
            f"compile with --offload-arch={name} --offload-device-only --no-gpu-bundle-output "
            f"(--offload-device-only alone still writes a bundle) to get the code object alone")
    return CodeObjectError(f"{what} not a code object (no ELF header)")


def read_elf(data):
    """Parse an ELF64 little-endian image (bytes)."""
    data = bytes(data)
    if data[:4] != ELF_MAGIC:
        raise no_elf_header(data)
    ident = _slice(data, 0, EHDR.size, "ELF header")
    if ident[4] != 2 or ident[5] != 1:
        raise CodeObjectError("not a 64-bit little-endian ELF file")
    names = ("e_ident", "e_type", "e_machine", "e_version", "e_entry", "e_phoff", "e_shoff",
             "e_flags", "e_ehsize", "e_phentsize", "e_phnum", "e_shentsize", "e_shnum",
             "e_shstrndx")
    header = dict(zip(names, EHDR.unpack(ident)))
    header["osabi"] = ident[7]
    header["abiversion"] = ident[8]
    sections = _read_sections(data, header)
    segments = _read_segments(data, header)
    symbols = []
    for section in sections:
        if section.type == SHT_SYMTAB:
            symbols = _read_symbols(section, sections)
            break
    else:
        dynsym = [s for s in sections if s.type == SHT_DYNSYM]
        if dynsym:
            symbols = _read_symbols(dynsym[0], sections)
    return Elf(header, tuple(sections), tuple(symbols), tuple(segments))


def _read_segments(data, header):
    count = header["e_phnum"]
    if count and header["e_phentsize"] != PHDR.size:
        raise CodeObjectError(f"corrupt ELF: program header size {header['e_phentsize']}")
    table = _slice(data, header["e_phoff"], count * PHDR.size, "program header table")
    out = []
    for i in range(count):
        kind, flags, offset, vaddr, _, filesz, memsz, _ = PHDR.unpack_from(table, i * PHDR.size)
        if kind == PT_LOAD:
            _slice(data, offset, filesz, f"segment {i}")
            if filesz > memsz:
                raise CodeObjectError(f"corrupt ELF: segment {i} has more file bytes "
                                      f"(0x{filesz:x}) than memory bytes (0x{memsz:x})")
        out.append(Segment(kind, flags, offset, vaddr, filesz, memsz))
    return out


def _read_sections(data, header):
    count = header["e_shnum"]
    if count and header["e_shentsize"] != SHDR.size:
        raise CodeObjectError(f"corrupt ELF: section header size {header['e_shentsize']}")
    table = _slice(data, header["e_shoff"], count * SHDR.size, "section header table")
    raw = [SHDR.unpack_from(table, i * SHDR.size) for i in range(count)]
    if count and header["e_shstrndx"] >= count:
        raise CodeObjectError(f"corrupt ELF: section name table index {header['e_shstrndx']}")
    strtab = b""
    if count:
        name_hdr = raw[header["e_shstrndx"]]
        strtab = _slice(data, name_hdr[4], name_hdr[5], "section name table")
    out = []
    for i, (name, kind, flags, addr, offset, size, link, info, align, entsize) in \
            enumerate(raw):
        body = b"" if kind == SHT_NOBITS or i == 0 else _slice(data, offset, size,
                                                               f"section {i}")
        out.append(Section(_string(strtab, name, "section"), kind, flags, addr, offset, size,
                           link, info, align, entsize, body))
    return out


def _read_symbols(section, sections):
    if section.link >= len(sections):
        raise CodeObjectError(f"corrupt ELF: symbol table links to section {section.link}")
    names = sections[section.link].data
    out = []
    for i in range(1, len(section.data) // SYM.size):
        name, info, other, shndx, value, size = SYM.unpack_from(section.data, i * SYM.size)
        out.append(Symbol(_string(names, name, "symbol"), value, size, info & 15, info >> 4,
                          other & 3, shndx))
    return out


def read_notes(section):
    """[(owner name, type, descriptor bytes)] of a SHT_NOTE section."""
    out = []
    data = section.data
    offset = 0
    while offset + NHDR.size <= len(data):
        namesz, descsz, kind = NHDR.unpack_from(data, offset)
        name_at = offset + NHDR.size
        desc_at = name_at + _align(namesz, 4)
        end = desc_at + _align(descsz, 4)
        if desc_at + descsz > len(data):
            raise CodeObjectError(f"corrupt ELF: note at 0x{section.offset + offset:x} runs "
                                  f"past its section")
        name = data[name_at:name_at + namesz].rstrip(b"\0").decode("utf-8", "replace")
        out.append((name, kind, data[desc_at:desc_at + descsz]))
        offset = end
    return out


def _align(value, alignment):
    return -(-value // alignment) * alignment


def note_bytes(owner, kind, desc):
    """One ELF note: header, NUL-terminated owner name and descriptor, each padded to 4."""
    name = owner.encode() + b"\0"
    return (NHDR.pack(len(name), len(desc), kind) + name.ljust(_align(len(name), 4), b"\0")
            + desc.ljust(_align(len(desc), 4), b"\0"))


def sysv_hash(name):
    """The System V ELF symbol hash (gABI, "Hash Table")."""
    h = 0
    for byte in name.encode():
        h = ((h << 4) + byte) & 0xFFFFFFFF
        g = h & 0xF0000000
        if g:
            h ^= g >> 24
        h &= ~g & 0xFFFFFFFF
    return h
