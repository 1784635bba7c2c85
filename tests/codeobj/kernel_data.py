"""The committed clang-19 kernel corpus (tests/data/kernels, built by tools/build_kernels.py)
and readers for what LLVM's tools printed about it at build time."""
from pathlib import Path

from gcnsim.asm.assembler import KernelBlock
from gcnsim.codeobj.yaml import parse_yaml

KERNELS = Path(__file__).resolve().parent.parent / "data" / "kernels"
HSACO = sorted(KERNELS.glob("*/*.hsaco"))
IDS = [f"{p.parent.name}/{p.stem}" for p in HSACO]


def companion(path, suffix):
    return path.with_suffix(suffix)


def readelf_view(path):
    """(e_flags, machine name, {symbol: (value, size, type)}, metadata document)."""
    text = companion(path, ".readelf").read_text()
    flags = name = None
    symbols = {}
    in_symtab = False
    for line in text.splitlines():
        if line.strip().startswith("Flags:"):
            parts = line.split(":", 1)[1].split(",")
            flags, name = int(parts[0], 16), parts[1].strip()
        elif line.startswith("Symbol table '.symtab'"):
            in_symtab = True
        elif in_symtab and line.strip() and line.split()[0].rstrip(":").isdigit():
            cols = line.split()
            if len(cols) == 8:
                symbols[cols[7]] = (int(cols[1], 16), int(cols[2]), cols[3])
        elif not line.strip():
            in_symtab = False
    yaml = text.split("AMDGPU Metadata:", 1)[1] if "AMDGPU Metadata:" in text else ""
    return flags, name, symbols, parse_yaml(yaml)


def objdump_descriptors(path):
    """{kernel: {directive: value}} as llvm-objdump -D -j .rodata printed each descriptor."""
    out = {}
    current = None
    for line in companion(path, ".kd").read_text().splitlines():
        words = line.split()
        if line.startswith(".amdhsa_kernel"):
            current = out.setdefault(words[1], {})
        elif line.startswith(".end_amdhsa_kernel"):
            current = None
        elif current is not None and words:
            current[words[0]] = int(words[1], 0)
    return out


def source_kernel_blocks(path):
    """KernelBlocks and the .amdgpu_metadata YAML of the clang -S file, read without
    assembling its instructions."""
    blocks = []
    yaml = []
    block = None
    in_yaml = False
    for number, line in enumerate(companion(path, ".s").read_text().splitlines(), 1):
        words = line.split()
        if in_yaml:
            if line.strip() == ".end_amdgpu_metadata":
                in_yaml = False
            else:
                yaml.append(line)
        elif words[:1] == [".amdgpu_metadata"]:
            in_yaml = True
        elif words[:1] == [".amdhsa_kernel"]:
            block = KernelBlock(words[1], number)
        elif words[:1] == [".end_amdhsa_kernel"]:
            blocks.append(block)
            block = None
        elif block is not None and words:
            block.directives[words[0]] = words[1]
    return blocks, "\n".join(yaml)
