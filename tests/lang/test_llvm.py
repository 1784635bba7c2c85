"""The code objects the compiler writes are read by LLVM: llvm-objdump-19 decodes every
instruction of the listing (gfx9 targets; LLVM does not disassemble gfx701) and
llvm-readelf-19 reads the metadata note with the kernel's arguments."""
import shutil
import subprocess

import pytest

from gcnsim.asm import assemble
from gcnsim.codeobj.yaml import parse_yaml
from gcnsim.lang import Ptr, f32, global_id, i32, kernel

from .corpus import CASES

OBJDUMP = shutil.which("llvm-objdump-19")
READELF = shutil.which("llvm-readelf-19")


def _listing_instructions(asm):
    code = asm.split(".rodata")[0].splitlines()
    start = next(k for k, line in enumerate(code) if line.endswith(":") and not
                 line.startswith("."))
    return [line.strip() for line in code[start + 1:]
            if line.strip() and not line.strip().startswith((";", "."))
            and not line.endswith(":")]


@pytest.mark.skipif(OBJDUMP is None or READELF is None, reason="LLVM 19 not installed")
@pytest.mark.parametrize("target", ("gfx900", "gfx90a", "gfx942"))
@pytest.mark.parametrize("name", ("nested", "histogram", "f64_math", "spill", "i64_math"))
def test_llvm_reads_code_object(tmp_path, name, target):
    case = CASES[name]
    compiled = case.kernel.compile(target, max_vgprs=case.max_vgprs)
    path = tmp_path / f"{name}.hsaco"
    path.write_bytes(compiled.code_object)
    dump = subprocess.run([OBJDUMP, "-d", str(path)], capture_output=True, text=True, check=True)
    decoded = [line.split("//")[0].strip() for line in dump.stdout.splitlines()
               if line.startswith("\t")]
    assert "<unknown>" not in dump.stdout
    assert len(decoded) == len(_listing_instructions(compiled.asm))
    notes = subprocess.run([READELF, "--notes", str(path)], capture_output=True, text=True,
                           check=True).stdout
    assert f".symbol:         {compiled.name}.kd" in notes
    assert "hidden_group_size_x" in notes


MC = shutil.which("llvm-mc-19")


@kernel
def n(x: Ptr[f32], y: i32, on: i32, off: i32):
    x[global_id(0)] = f32(y + on + off)


def test_names_llvm_reads_as_booleans_are_tagged_strings(tmp_path):
    """An argument (or kernel) named n, y, on, off ...: LLVM's metadata reader takes the plain
    word for a boolean and llvm-mc-19 refuses the emitted .s ("invalid HSA metadata", trial
    27); tagged ``!str`` as LLVM's own writer does, it assembles, and gcnsim reads the names
    back."""
    compiled = n.compile("gfx900")
    for name in ("n", "y", "on", "off"):
        assert f".name: !str {name}\n" in compiled.asm
    assert "      - .name: x\n" in compiled.asm
    meta = parse_yaml(assemble(compiled.asm, "gfx900").metadata)["amdhsa.kernels"][0]
    assert meta[".name"] == "n" and [a.get(".name") for a in meta[".args"]][:4] == \
        ["x", "y", "on", "off"]
    if MC is not None:
        path = tmp_path / "n.s"
        path.write_text(compiled.asm)
        subprocess.run([MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj",
                        str(path), "-o", str(tmp_path / "n.o")], check=True,
                       capture_output=True)
