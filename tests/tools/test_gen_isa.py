"""The committed opcode tables are what tools/gen_isa.py makes from llvm-mc-19 today."""
import pytest

from tools.gen_isa import main
from tools.llvm import have_llvm_mc


@pytest.mark.skipif(not have_llvm_mc(), reason="llvm-mc-19 not installed")
def test_generated_tables_match_llvm(capsys):
    status = main(["--check"])
    assert status == 0, capsys.readouterr().out
