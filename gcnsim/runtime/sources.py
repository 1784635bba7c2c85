"""Source files read for what they hold, never for their names.

A code object is recognised by the ELF magic of its first four bytes (``SAXPY.HSACO``,
``kernel.o`` and a name without extension alike); assembly must be UTF-8 text, and names its
target in ``.amdgcn_target``. A file without the magic that is named like a code object
(.hsaco, .o, ...), or whose bytes are not text (outside an assembly file: .s, .asm), is
refused as no code object, never read as assembly; a clang offload bundle is named as one.
A file is read only when it is a regular file of a sane size: ``/dev/zero`` or a FIFO would
otherwise never end, or take the machine's memory.

    read_file("k.s")                        -> b'.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"...'
    named_target(source_text(data, "k.s"), "k.s")   -> Target gfx90a
    source_text(b"\\x7fELF...", "k.s")       -> AsmError: k.s: error: this is a code object ...
    source_text(b"text", "k.hsaco")         -> CodeObjectError: k.hsaco is not a code object ...
"""
import mmap
import os
import stat
from pathlib import PurePath

from ..asm.assembler import target_directive
from ..codeobj.elf import BUNDLE_MAGICS, ELF_MAGIC, no_elf_header
from ..errors import AsmError, CodeObjectError, GcnsimError

ASM_SUFFIXES = (".s", ".asm")
# Source files gcnsim builds before it reads them (run, debug, profile, occupancy take them
# as they are), or that clang builds: what to run where assembly or code is expected.
BUILT_SUFFIXES = {".py": "gcnsim compile FILE -o k.hsaco builds its @kernel (run, debug, "
                         "profile and occupancy take the .py)",
                  ".cl": "gcnsim run builds it with clang-19 (OpenCL C)",
                  **dict.fromkeys((".hip", ".cpp", ".c"), "build it with clang first (-S "
                                  "writes assembly, --offload-device-only "
                                  "--no-gpu-bundle-output a code object)")}
ASM_HINT = "gcnsim asm FILE assembles it (a listing, or -o k.hsaco)"
CODE_OBJECT_SUFFIXES = (".hsaco", ".co", ".elf", ".o", ".so")
MAX_FILE_BYTES = 1 << 30        # the largest code object image gcnsim maps is 1 GiB too
READ_CHUNK = 1 << 20


def _check_regular(path, limit):
    """The size of ``path``; GcnsimError when it is a device, a pipe or larger than ``limit``
    (None: any size). A directory is left to open(), which names it."""
    try:
        info = os.stat(path)
    except OSError as err:
        raise GcnsimError(f"cannot read {path}: {err.strerror}") from None
    if not stat.S_ISREG(info.st_mode) and not stat.S_ISDIR(info.st_mode):
        raise GcnsimError(f"cannot read {path}: not a regular file (a device, pipe or socket)")
    if limit is not None and info.st_size > limit:
        raise GcnsimError(f"cannot read {path}: {info.st_size} bytes, more than the "
                          f"{limit} gcnsim reads")
    return info.st_size


def read_file(path, limit=MAX_FILE_BYTES):
    """The bytes of a regular file of at most ``limit`` bytes (GcnsimError otherwise). Read
    in chunks, so that memory follows the file's size, not the limit (``f.read(limit)``
    allocates the whole limit first: a 1 KB file failed under ``ulimit -v 1000000``)."""
    _check_regular(path, limit)
    chunks, total = [], 0
    try:
        with open(path, "rb") as f:
            while chunk := f.read(READ_CHUNK):
                total += len(chunk)
                if total > limit:       # it grew since it was looked at
                    raise GcnsimError(f"cannot read {path}: more than the {limit} bytes "
                                      f"gcnsim reads")
                chunks.append(chunk)
    except OSError as err:
        raise GcnsimError(f"cannot read {path}: {err.strerror}") from None
    return b"".join(chunks)


def map_file(path):
    """A read-only view of a regular file of any size (bytes when it is empty): pages are
    read as they are touched, so scanning it needs no memory of its size."""
    if _check_regular(path, None) == 0:
        return b""
    try:
        with open(path, "rb") as f:
            return mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
    except OSError as err:
        raise GcnsimError(f"cannot read {path}: {err.strerror}") from None


def source_text(data, label):
    """The text of assembly source's bytes (of the file ``label``): an AsmError for a code
    object (a hint to disassemble it) and, in an assembly file, at the first byte that is not
    UTF-8; a CodeObjectError for a file named like a code object, an offload bundle, or other
    bytes that are not text: meant as a code object, not assembly."""
    if data[:4] == ELF_MAGIC:
        raise AsmError("this is a code object (ELF), not assembly text; gcnsim disasm or "
                       "inspect reads it", source=label)
    suffix = PurePath(label).suffix.lower()
    if suffix in CODE_OBJECT_SUFFIXES or bytes(data[:24]).startswith(BUNDLE_MAGICS):
        raise no_elf_header(data, label)
    if suffix in BUILT_SUFFIXES:
        raise AsmError(f"this is {suffix} source, not assembly: {BUILT_SUFFIXES[suffix]}",
                       source=label)
    try:
        return data.decode()
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        column = err.start - data.rfind(b"\n", 0, err.start)
        if suffix not in ASM_SUFFIXES:
            raise CodeObjectError(f"{label} is not a code object (no ELF header), nor assembly "
                                  f"text (byte 0x{data[err.start]:02x} at line {line}, column "
                                  f"{column} is not UTF-8)") from None
        raise AsmError(f"byte 0x{data[err.start]:02x} is not UTF-8 text", line=line,
                       column=column, source=label) from None


def source_not_code(data, label):
    """What to do with a file that is source text, not raw machine code (None if it may be
    code): a source suffix says which command builds it; other bytes that are all printable
    text (the first 4 KiB: UTF-8 without control characters but blanks) are text, which GCN
    code never is (its words hold zero and high bytes).

        >>> source_not_code(b"v_mov_b32 v0, 1\\n", "k.txt")
        'it is text, not machine code: gcnsim asm FILE assembles it (a listing, or -o k.hsaco)'
    """
    suffix = PurePath(label).suffix.lower()
    if suffix in ASM_SUFFIXES or suffix in BUILT_SUFFIXES:
        return f"it is {suffix} source, not machine code: " + \
            BUILT_SUFFIXES.get(suffix, ASM_HINT)
    head = bytes(data[:4096])
    try:
        text = head.decode()
    except UnicodeDecodeError as err:
        if err.start < len(head) - 3:       # not a character cut at the 4 KiB mark
            return None
        text = head[:err.start].decode()
    if text and all(ch.isprintable() or ch in "\t\n\r\f\v" for ch in text):
        return f"it is text, not machine code: {ASM_HINT}"
    return None


def named_target(text, label):
    """The Target the ``.amdgcn_target`` directive of assembly text names, or None."""
    try:
        return target_directive(text.splitlines(), label)
    except AsmError:
        return None
