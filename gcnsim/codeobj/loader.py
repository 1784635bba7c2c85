"""An HSA code object (the ELF clang + ld.lld build) -> plain records a runtime launches from.

The target comes from e_flags (machine in the low byte, XNACK/SRAMECC settings above it), the
kernels from their ``NAME.kd`` symbols: each descriptor's kernel_code_entry_byte_offset, added
to its own address, gives the kernel's entry in .text. The NT_AMDGPU_METADATA note adds
argument layouts.

    >>> from importlib import resources
    >>> co = load_code_object(resources.files("gcnsim.kernels")
    ...                       .joinpath("saxpy-gfx900.hsaco").read_bytes())
    >>> co.target.name, hex(co.text_address), co.kernels["saxpy"].entry
    ('gfx900', '0x1900', 6400)
"""
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import CodeObjectError
from ..isa.targets import TARGETS
from .descriptor import SIZE as KD_SIZE
from .descriptor import MAX_KERNARG_PRELOAD_SGPRS, KernelDescriptor
from .dwarf import read_line_table
from .elf import (ELFOSABI_AMDGPU_HSA, EM_AMDGPU, ET_REL, SHF_ALLOC, SHT_NOBITS, SHT_NOTE,
                  STT_OBJECT, STT_SECTION, read_elf, read_notes)
from .metadata import NT_AMDGPU_METADATA, decode_note, kernel_records

# ELF ABI version -> code object version (AMDGPUUsage, "ELF Code Object").
CODE_OBJECT_VERSIONS = {1: 3, 2: 4, 3: 5, 4: 6}
# The largest image gcnsim maps (the span of the PT_LOAD segments). Real code objects are a few
# MB (large libraries tens of MB); anything beyond this is a corrupt or hostile file, refused
# before anything is allocated.
MAX_IMAGE_BYTES = 1 << 30
_FEATURE_SETTINGS = {0: "unsupported", 1: "any", 2: "off", 3: "on"}
_SETTING_CODES = {setting: code for code, setting in _FEATURE_SETTINGS.items()}


@dataclass(frozen=True)
class Kernel:
    """One kernel: its descriptor, its metadata (None if the note lacks it) and addresses."""
    name: str
    descriptor: KernelDescriptor
    metadata: object
    entry: int                    # address of the first instruction
    descriptor_address: int
    text_offset: int              # entry - text_address: where its code starts in .text
    size: int                     # the code symbol's size (0 if unknown)


@dataclass(frozen=True)
class CodeObject:
    target: object
    code_object_version: int
    xnack: str                    # "any", "on", "off" or "unsupported"
    sramecc: str
    text: bytes
    text_address: int
    kernels: dict
    metadata: dict = field(default=None, compare=False)   # the raw msgpack document
    symbols: dict = field(default=None, compare=False)    # name -> (address, size)
    lines: object = field(default=None, compare=False)    # LineTable from .debug_line, or None
    elf_type: int = field(default=ET_REL, compare=False)  # e_type: ET_REL, or linked ET_DYN
    # (name, address, ((symbol address, name), ...) sorted) of each section, in file order
    section_symbols: tuple = field(default=(), compare=False)

    @property
    def relocatable(self):
        """Whether the file is a relocatable object (llvm-mc's, clang -c's) rather than a
        linked one (ld.lld's ET_DYN): llvm-objdump looks branch targets up differently."""
        return self.elf_type == ET_REL

    @property
    def xnack_enabled(self):
        """The XNACK mode the code was built for: True (on), False (off), None ("any" or
        "unsupported": the target's default applies)."""
        return {"on": True, "off": False}.get(self.xnack)

    def kernel(self, name):
        """The Kernel called ``name`` (CodeObjectError naming the known ones otherwise)."""
        if name not in self.kernels:
            raise CodeObjectError(f"no kernel '{name}' in code object (kernels: "
                                  f"{', '.join(self.kernels) or 'none'})")
        return self.kernels[name]


def load_code_object(source):
    """A CodeObject from bytes or a file path."""
    if isinstance(source, (str, Path)):
        try:
            data = Path(source).read_bytes()
        except OSError as err:
            raise CodeObjectError(f"cannot read {source}: {err.strerror}") from None
    else:
        data = bytes(source)
    elf = read_elf(data)
    check_layout(elf)
    header = elf.header
    if header["e_machine"] != EM_AMDGPU:
        raise CodeObjectError(f"not an AMDGPU ELF (e_machine {header['e_machine']})")
    if header["osabi"] != ELFOSABI_AMDGPU_HSA:
        raise CodeObjectError(f"not an HSA code object (OS/ABI {header['osabi']})")
    version = CODE_OBJECT_VERSIONS.get(header["abiversion"])
    if version is None:
        raise CodeObjectError(f"unsupported code object ABI version {header['abiversion']}")
    target, xnack, sramecc = target_from_flags(header["e_flags"], version)
    text = elf.section(".text")
    if text is None:
        raise CodeObjectError("code object has no .text section")
    doc = metadata_note(elf)
    records = kernel_records(doc) if doc is not None else {}
    kernels = _kernels(elf, text, records)
    symbols = {s.name: (s.value, s.size) for s in elf.symbols if s.name}
    return CodeObject(target, version, xnack, sramecc, text.data, text.addr, kernels, doc,
                      symbols, read_line_table(elf, text.addr), header["e_type"],
                      _section_symbols(elf))


def _section_symbols(elf):
    """(name, address, its named symbols as sorted (address, name)) of each section, in file order,
    as llvm-objdump gathers them (no section symbols, no unnamed ones)."""
    named = {}
    for s in elf.symbols:
        if s.name and s.type != STT_SECTION and 0 < s.shndx < len(elf.sections):
            named.setdefault(s.shndx, []).append((s.value, s.name))
    return tuple((section.name, section.addr, tuple(sorted(named.get(i, ()))))
                 for i, section in enumerate(elf.sections))


def check_layout(elf):
    """CodeObjectError unless the PT_LOAD segments span at most MAX_IMAGE_BYTES and every
    allocated section lies inside one, at the file bytes that segment maps."""
    loads = elf.loads
    for i, seg in enumerate(loads):
        if seg.vaddr + seg.memsz > MAX_IMAGE_BYTES:
            raise CodeObjectError(f"segment {i} ends at 0x{seg.vaddr + seg.memsz:x}, beyond the "
                                  f"{MAX_IMAGE_BYTES >> 20} MiB image gcnsim maps")
    for section in elf.sections:
        if not section.flags & SHF_ALLOC or not section.size or not loads:
            continue
        end = section.addr + section.size
        holder = next((g for g in loads if g.vaddr <= section.addr and end <= g.vaddr + (
            g.memsz if section.type == SHT_NOBITS else g.filesz)), None)
        if holder is None or (section.type != SHT_NOBITS and
                              holder.offset + section.addr - holder.vaddr != section.offset):
            raise CodeObjectError(f"section {section.name} [0x{section.addr:x}, 0x{end:x}) lies "
                                  f"outside the loadable segments that map it")


def image_size(elf):
    """Bytes of device memory the PT_LOAD segments need (their span from address 0)."""
    return max((g.vaddr + g.memsz for g in elf.loads), default=0)


def target_from_flags(flags, version):
    """(Target, xnack setting, sramecc setting) of an e_flags word."""
    mach = flags & 0xFF
    target = next((t for t in TARGETS.values() if t.elf_mach == mach), None)
    if target is None:
        raise CodeObjectError(f"unsupported GPU: EF_AMDGPU_MACH 0x{mach:03x} "
                              f"(gcnsim knows {', '.join(TARGETS)})")
    if version == 3:
        xnack = "on" if flags & 0x100 else "any"
        sramecc = "on" if flags & 0x200 else "any"
    else:
        xnack = _FEATURE_SETTINGS[(flags >> 8) & 3]
        sramecc = _FEATURE_SETTINGS[(flags >> 10) & 3]
    return target, xnack, sramecc


def flags_for(target, features=None):
    """e_flags for a code object v4+: the target's XNACK/SRAMECC settings as ``features``
    states them ({"xnack": "off"}), "any" where the target has the feature and nothing is
    stated, "unsupported" where it lacks it."""
    features = features or {}
    flags = target.elf_mach
    for feature, shift in (("xnack", 8), ("sramecc", 10)):
        setting = features.get(feature, "any") if target.has(feature) else "unsupported"
        flags |= _SETTING_CODES[setting] << shift
    return flags


def metadata_note(elf):
    """The decoded NT_AMDGPU_METADATA document of an Elf, or None."""
    for section in elf.sections:
        if section.type == SHT_NOTE:
            for owner, kind, desc in read_notes(section):
                if owner == "AMDGPU" and kind == NT_AMDGPU_METADATA:
                    return decode_note(desc)
    return None


def _kernels(elf, text, records):
    sizes = {s.name: s.size for s in elf.symbols}
    kernels = {}
    for sym in elf.symbols:
        if not sym.name.endswith(".kd") or sym.type != STT_OBJECT:
            continue
        name = sym.name[:-3]
        if name in kernels:
            raise CodeObjectError(f"two kernel descriptors named {sym.name}")
        holder = elf.section_at(sym.value, KD_SIZE)
        if holder is None:
            raise CodeObjectError(f"kernel descriptor {sym.name} at 0x{sym.value:x} lies outside "
                                  f"every loaded section")
        start = sym.value - holder.addr
        kd = KernelDescriptor.from_bytes(holder.data[start:start + KD_SIZE])
        if kd.kernarg_preload.length > MAX_KERNARG_PRELOAD_SGPRS:
            raise CodeObjectError(f"kernel {name}: its descriptor preloads "
                                  f"{kd.kernarg_preload.length} SGPRs of kernel arguments "
                                  f"(kernarg_preload length; at most {MAX_KERNARG_PRELOAD_SGPRS})")
        entry = sym.value + kd.kernel_code_entry_byte_offset
        if not text.addr <= entry < text.addr + len(text.data):
            raise CodeObjectError(f"kernel {name}: entry 0x{entry:x} lies outside .text "
                                  f"[0x{text.addr:x}, 0x{text.addr + len(text.data):x})")
        kernels[name] = Kernel(name, kd, records.get(name), entry, sym.value,
                               entry - text.addr, sizes.get(name, 0))
    return kernels
