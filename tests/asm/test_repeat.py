"""``.rept``, ``.irp`` and ``.irpc`` against llvm-mc-19's verdicts on generated sources
(tests/data/repeat_corpus.json, built by tools/gen_repeat_corpus.py): every source llvm-mc
assembles gives its bytes, every one it rejects is an AsmError (an outside trial found .irp
refused outright); where llvm-mc-19 is installed, the committed verdicts are checked again."""
import pytest

from gcnsim.asm import assemble
from gcnsim.errors import AsmError
from tools.llvm import assemble_source, have_llvm_mc

from .directive_corpus import cases, differing

CORPUS = cases("repeat_corpus")


def test_every_source_gets_llvms_verdict():
    wrong = differing(CORPUS)
    assert not wrong, f"{len(wrong)} of {len(CORPUS)} differ; first: {wrong[0]}"
    accepted = sum(case["text"] is not None for case in CORPUS)
    assert accepted >= 100 and len(CORPUS) - accepted >= 12


def test_an_error_in_a_repeated_line_names_where_it_is_written():
    with pytest.raises(AsmError, match=r"<asm>:3:\d+: error: .*'\\x1'"):
        assemble("s_nop 0\n.irp r, 1, 2\n  s_nop \\x\\r\n.endr\n", "gfx900")
    with pytest.raises(AsmError, match=r"<asm>:1:1: error: no matching '.endr'"):
        assemble(".rept 2\n  s_nop 1\n", "gfx900")
    with pytest.raises(AsmError, match=r"<asm>:1:\d+: error: bad .rept count at '-1'"):
        assemble(".rept -1\n.endr\n", "gfx900")


def test_a_huge_count_is_refused_not_run():
    with pytest.raises(AsmError, match="more than"):
        assemble(".rept 1 << 40\n  s_nop 0\n.endr\n", "gfx900")


@pytest.mark.skipif(not have_llvm_mc(), reason="llvm-mc-19 is not installed")
def test_the_committed_verdicts_are_llvms():
    for case in CORPUS[::7]:
        data = assemble_source(case["target"], case["source"])
        assert (None if data is None else data.hex()) == case["text"], case["source"]
