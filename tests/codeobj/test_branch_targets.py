"""Branch-target annotations as llvm-objdump-19 prints them, which depends on the object's
type: in a relocatable object (llvm-mc's, as the random-stream goldens are) a target is named
after the last symbol of .text at or below it, 64-bit wrapped; in a linked one (ld.lld-19
-shared) after the last symbol at or below it in the section starting nearest below it, so
one before .text is <k.kd+...>, one in .dynamic <_DYNAMIC+...>, one past every section or
below address 0 gets none. Expected lines: tests/data/branch_targets/ (t.s says how they were
built)."""
from pathlib import Path

import pytest

from gcnsim.codeobj import load_code_object
from gcnsim.codeobj.objdump import render_objdump

DATA = Path(__file__).parent.parent / "data" / "branch_targets"


@pytest.mark.parametrize("name,relocatable", [("t.o", True), ("t.so", False)])
def test_annotations_match_llvm_objdump(name, relocatable):
    co = load_code_object((DATA / name).read_bytes())
    assert co.relocatable is relocatable
    lines = [line for line in render_objdump(co, name).splitlines() if "//" in line]
    assert lines == (DATA / f"{name}.objdump").read_text().splitlines()

