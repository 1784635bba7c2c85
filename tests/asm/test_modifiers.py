"""Float input modifiers written every way llvm-mc's lexer allows, against llvm-mc-19's
verdicts (tests/data/modifier_corpus.json, built by tools/gen_modifier_corpus.py): ``- v1``,
``-|v1|``, ``- | v1 |``, ``neg( v1 )``, ``abs (v1)``, nested and doubled, on registers,
constants and expressions, in VOP1/VOP2/VOPC, VOP3, VOP3P, SDWA and DPP slots of float and
integer type. Every line llvm-mc assembles gives its bytes; every line it refuses (or could
encode only with a relocation: ``--v9`` reads as an expression of a symbol ``v9``) is an
AsmError naming its column. Needs no LLVM."""
import pytest

from gcnsim.asm import assemble

from .line_corpus_verdicts import cases, differing

CASES = cases("modifier_corpus")


def test_every_line_gets_llvms_verdict():
    wrong = differing(CASES)
    assert not wrong, f"{len(wrong)} of {len(CASES)} differ; first: {wrong[:5]}"
    assert sum(c["text"] is not None for c in CASES) >= 1500


@pytest.mark.parametrize("line, text", [
    ("v_add_f32 v0, - v1, v2", "v_add_f32_e64 v0, -v1, v2"),
    ("v_add_f32 v0, - |v1|, v2", "v_add_f32_e64 v0, -|v1|, v2"),
    ("v_add_f32 v0, -\t| v1 |, v2", "v_add_f32_e64 v0, -|v1|, v2"),
    ("v_add_f32_e64 v0, v1, - v2", "v_add_f32_e64 v0, v1, -v2"),
    ("v_add_f32 v0, neg( v1 ), v2", "v_add_f32_e64 v0, -v1, v2"),
    ("v_add_f32 v0, - abs(v1), v2", "v_add_f32_e64 v0, -|v1|, v2"),
])
def test_a_spaced_modifier_is_the_modifier(line, text):
    assert assemble(line + "\n", "gfx900").text == assemble(text + "\n", "gfx900").text
