"""The golden corpus covers the whole opcode table: every row of every target appears in at
least one corpus line (so every opcode is checked against LLVM both ways), and on targets with
SDWA and DPP, those forms are in the corpus too."""
from collections import Counter
from pathlib import Path

import pytest

from gcnsim.asm import assemble_line
from gcnsim.isa.opcodes import op_table
from gcnsim.isa.targets import TARGETS, get_target

CORPUS = Path(__file__).resolve().parent.parent / "data" / "corpus"


def _corpus_instructions(target):
    for path in sorted(CORPUS.glob(f"{target.name}_*.txt")):
        for line in path.read_text().splitlines():
            if line:
                yield assemble_line(line.split("\t")[0], target)


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_every_opcode_row_is_in_the_corpus(name):
    target = get_target(name)
    seen = {(inst.op.enc, inst.op.opcode) for inst in _corpus_instructions(target)}
    rows = op_table(name).rows
    missing = [f"{r.enc} {r.opcode} {r.name}" for r in rows if (r.enc, r.opcode) not in seen]
    assert not missing, f"{len(missing)} of {len(rows)} rows have no corpus line: {missing[:20]}"


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_corpus_has_every_encoding_form(name):
    target = get_target(name)
    forms = Counter(inst.fmt.name for inst in _corpus_instructions(target))
    want = {"SOP1", "SOP2", "SOPK", "SOPC", "SOPP", "VOP1", "VOP2", "VOPC", "VOP3", "DS",
            "FLAT", "MUBUF", "MTBUF"}
    if target.has("smem"):
        want |= {"SMEM", "GLOBAL", "SCRATCH", "VOP3P"}
    if target.has("sdwa"):
        want |= {"VOP1_SDWA", "VOP2_SDWA", "VOPC_SDWA", "VOP1_DPP", "VOP2_DPP"}
    if target.has("mfma"):
        want |= {"MAI"}
    missing = sorted(f for f in want if forms[f] == 0)
    assert not missing, f"no corpus lines in formats {missing} (have {dict(forms)})"
    assert sum(forms.values()) >= 5000
