"""An integer given to an f64 VOP3 source, as llvm-mc-19 reads it (AMDGPUAsmParser's
addLiteralImmOperand): an inline constant as it stands, else a 32-bit value is the high dword
of the double, inline when that double is an inline constant without loss (``0x3ff00000`` is
1.0), refused as a literal otherwise (gfx9 VOP3 has none). Every f64 VOP3 row of gfx900,
gfx90a and gfx942 with each f64 source position, and the integer 64-bit rows, which keep the
low dword. Expected (llvm-mc-19 -show-encoding text and bytes, None where it refuses):
tests/data/f64_int_literals.json."""
import json
from pathlib import Path

import pytest

from gcnsim.asm import assemble_line, format_instruction
from gcnsim.errors import AsmError

CASES = json.loads((Path(__file__).parent.parent / "data" / "f64_int_literals.json").read_text())


def test_corpus_has_accepted_and_refused_lines():
    assert sum(text is not None for _, _, text, _ in CASES) > 500
    assert sum(text is None for _, _, text, _ in CASES) > 300
    assert ["gfx900", "v_add_f64 v[10:11], 0x3ff00000, v[14:15]",
            "v_add_f64 v[10:11], 1.0, v[14:15]", "0a0080d2f21c0200"] in CASES


@pytest.mark.parametrize("target", ["gfx900", "gfx90a", "gfx942"])
def test_matches_llvm_mc(target):
    for t, line, text, hexbytes in CASES:
        if t != target:
            continue
        if text is None:
            with pytest.raises(AsmError):
                assemble_line(line, target)
            continue
        inst = assemble_line(line, target)
        assert (inst.encode().hex(), format_instruction(inst, target)) == (hexbytes, text), line
