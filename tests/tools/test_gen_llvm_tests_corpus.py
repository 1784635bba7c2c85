"""The committed second corpus and alias tables are what the generators make from llvm-mc-19
today (checked on the small parts: aliases and the named-syntax lines)."""
import pytest

import tools.llvm
from tools.gen_llvm_tests_corpus import DATA, build_extra
from tools.isa_probe.aliases import main as aliases_main

pytestmark = pytest.mark.skipif(not tools.llvm.have_llvm_mc(), reason="needs llvm-mc-19")


@pytest.mark.parametrize("target", ["gfx701", "gfx942"])
def test_syntax_corpus_is_current(target):
    lines = build_extra(target, "syntax")
    assert (DATA / "corpus_extra" / f"{target}_syntax.txt").read_text() == "\n".join(lines) + "\n"


def test_alias_tables_are_current():
    assert aliases_main(["--check"]) == 0
