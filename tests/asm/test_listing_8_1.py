"""Listing 8.1 of the R9 290X book chapter (gcnsim/programs/listing_8_1.s, GCN2 code with the
syntax fixes llvm-mc itself needs) assembles for gfx701 to exactly the bytes llvm-mc-19 gives
(recorded below; re-checked against llvm-mc-19 when it is installed)."""
import subprocess

import pytest

from gcnsim.asm import assemble
from gcnsim.programs import program_text
from tools.llvm import LLVM_MC, have_llvm_mc

LLVM_BYTES = bytes.fromhex(
    "040500c2188500c27f008cbf00ff8083ffff00000002027e0c0202120003004a0100004a000900c2048900"
    "c2040004d100010100042484be82000234060088bf7f008cbf0002024a500384c07f008cbf0010a0eb0101"
    "0280047efe8a8002027e0404febe820000347f008cbf0100004a580380c070008cbf0010a4eb000100800000"
    "81bf")


def test_listing_8_1_assembles_to_llvm_bytes():
    prog = assemble(program_text("listing_8_1.s"), "gfx701")
    assert prog.text == LLVM_BYTES
    assert len(prog.instructions) == 29 and prog.symbols["label_0016"] == 0x58


@pytest.mark.skipif(not have_llvm_mc(), reason="llvm-mc-19 not installed")
def test_recorded_bytes_are_llvm_mc_19s(tmp_path):
    source = tmp_path / "listing_8_1.s"
    source.write_text(program_text("listing_8_1.s"))
    obj = tmp_path / "listing.o"
    subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx701", "-filetype=obj",
                    str(source), "-o", str(obj)], check=True)
    from gcnsim.codeobj.elf import read_elf
    text = next(s for s in read_elf(obj.read_bytes()).sections if s.name == ".text")
    assert text.data == LLVM_BYTES
