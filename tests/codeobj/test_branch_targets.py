"""Branch-target annotations as llvm-objdump-19 prints them: `` <k+0x14>`` only for a target in
.text at or above a code symbol; none for one past the end of .text (s_cbranch_vccz 13205) or
below every symbol (a 64-bit wrapped offset once). Expected lines: tests/data/branch_targets/,
written by llvm-objdump-19 -d (k.s says how k.so was built)."""
from pathlib import Path

from gcnsim.codeobj import load_code_object
from gcnsim.codeobj.objdump import render_objdump

DATA = Path(__file__).parent.parent / "data" / "branch_targets"


def test_annotations_match_llvm_objdump():
    co = load_code_object((DATA / "k.so").read_bytes())
    lines = [line for line in render_objdump(co, "k.so").splitlines() if "//" in line]
    assert lines == (DATA / "k.objdump").read_text().splitlines()
    assert sum("<k" in line for line in lines) == 2
