"""``.macro``, conditionals, ``.set``/``.equ``/``=`` symbols and the message directives against
llvm-mc-19's verdicts on generated sources (tests/data/macro_corpus.json, built by
tools/gen_macro_corpus.py): every source llvm-mc assembles gives its bytes, every one it
rejects is an AsmError; where llvm-mc-19 is installed, the committed verdicts are checked
again."""
import pytest

from gcnsim.asm import assemble, preprocess
from gcnsim.errors import AsmError
from tools.llvm import assemble_source, have_llvm_mc

from .directive_corpus import cases, differing

CORPUS = cases("macro_corpus")


def test_every_source_gets_llvms_verdict():
    wrong = differing(CORPUS)
    assert not wrong, f"{len(wrong)} of {len(CORPUS)} differ; first: {wrong[0]}"
    accepted = sum(case["text"] is not None for case in CORPUS)
    assert accepted >= 140 and len(CORPUS) - accepted >= 30


def test_an_error_in_an_expanded_line_names_where_it_is_written():
    with pytest.raises(AsmError, match=r"<asm>:2:\d+: error: .*'\\x1'"):
        assemble(".macro m a\n  s_nop \\x\\a\n.endm\nm 1\n", "gfx900")
    with pytest.raises(AsmError, match=r"<asm>:1:1: error: no matching '.endmacro'"):
        assemble(".macro m\n  s_nop 1\n", "gfx900")
    with pytest.raises(AsmError, match=r"<asm>:2:\d+: error: unmatched .ifs or .elses"):
        assemble("s_nop 0\n.if 1\n  s_nop 1\n", "gfx900")
    with pytest.raises(AsmError, match=r"<asm>:1:\d+: error: expected absolute expression"):
        assemble(".if undefined_symbol\n.endif\n", "gfx900")
    with pytest.raises(AsmError, match=r"<asm>:3:\d+: error: .error directive invoked.*: stop"):
        assemble(".if 1\n.rept 1\n.error \"stop\"\n.endr\n.endif\n", "gfx900")


def test_include_is_refused_naming_why():
    with pytest.raises(AsmError, match=r"<asm>:1:1: error: .include is not supported: "
                                       r"assemble\(\) takes one source text"):
        assemble('.include "other.s"\n', "gfx900")


def test_runaway_expansion_is_refused_not_run(monkeypatch):
    with pytest.raises(AsmError, match="nested more than 20 levels"):
        assemble(".macro m\n m\n.endm\nm\n", "gfx900")
    # each level is small, together they are 2^36 lines: refused once the budget is read
    monkeypatch.setattr(preprocess, "MAX_LINES", 5000)
    with pytest.raises(AsmError, match="<asm>:4:2: error: expansion reads more than 5000"):
        assemble(".rept 1 << 12\n.rept 1 << 12\n.rept 1 << 12\n s_nop 0\n.endr\n.endr\n"
                 ".endr\n", "gfx900")


def test_set_symbols_reach_operands_and_data_but_not_registers():
    prog = assemble(".set v1, 3\n.set N, -2\n v_mov_b32 v1, N\n .byte N\n", "gfx900")
    assert prog.text.hex() == "c202027efe"      # v_mov_b32 v1, -2 (llvm-mc-19), then -2


@pytest.mark.skipif(not have_llvm_mc(), reason="llvm-mc-19 is not installed")
def test_the_committed_verdicts_are_llvms():
    for case in CORPUS[::9]:
        data = assemble_source(case["target"], case["source"])
        assert (None if data is None else data.hex()) == case["text"], case["source"]
