"""Number spellings against llvm-mc-19's verdicts (tests/data/float_literal_corpus.json, built
by tools/gen_float_literal_corpus.py): decimal and hex floats with and without digits around
the point, exponents with and without a sign or digits (``1.5e``, ``2.e``, ``1e+``), hex
floats (``0x1.8p1``) and spellings MC's lexer refuses (``0x1.8``, ``00.5``, ``0e1``), signed
and under float modifiers, in f16, f32, f64, integer and scalar slots. Every line llvm-mc
assembles gives its bytes; every line it refuses is an AsmError naming its column. Needs no
LLVM."""
import pytest

from gcnsim.asm import assemble
from gcnsim.errors import AsmError

from .line_corpus_verdicts import cases, differing, verdict

CASES = cases("float_literal_corpus")
# Lines llvm-mc assembles and gcnsim still refuses, not for their spelling: a float in an
# expression (``- -4E+``) is its double's 64 bits, which llvm-mc takes as an inline constant of
# a 64-bit scalar operand where they are an inline float's (gcnsim refuses a 64-bit integer
# wider than 32 bits there; a VOP3 source takes it, tests/asm/test_f64_int_literals.py); a VOP3
# source on a target without VOP3 literals whose value rounds to an inline float only in the
# operand's half (gcnsim checks the single).
KNOWN = {("gfx900", "s_mov_b64 s[0:1], - -4E+"),
         ("gfx942", "v_add_f16_e64 v0, v1, - 0X10.00cp-3"),
         ("gfx942", "s_mov_b64 s[0:1], -- 0X04P-3")}


def test_every_line_gets_llvms_verdict():
    wrong = differing(CASES, KNOWN)
    assert not wrong, f"{len(wrong)} of {len(CASES)} differ; first: {wrong[:5]}"
    assert sum(c["text"] is not None for c in CASES) >= 800
    assert all(verdict(c) != c["text"] for c in CASES if (c["target"], c["line"]) in KNOWN)


@pytest.mark.parametrize("literal, same", [
    ("1.5e", "1.5"), ("1e", "1.0"), ("2.e", "2.0"), ("1.5e+", "1.5"), ("1.5e-", "1.5"),
    ("0x1.8p1", "3.0"), ("0x1p3", "8.0"), ("0x.8p1", "1.0"), ("0X1.P1", "2.0"),
])
def test_llvms_float_spellings(literal, same):
    line = "v_mov_b32 v0, {}\n"
    assert assemble(line.format(literal), "gfx900").text == \
        assemble(line.format(same), "gfx900").text


@pytest.mark.parametrize("literal", ["0x1.8", "0x1.", "0e1", "00.5", "0x.p1", "0x1p"])
def test_spellings_llvm_refuses(literal):
    with pytest.raises(AsmError):
        assemble(f"v_mov_b32 v0, {literal}\n", "gfx900")
