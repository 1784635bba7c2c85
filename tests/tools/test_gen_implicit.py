"""The committed implicit-operand data (tests/data/implicit, gcnsim/isa/_gen/*_implicit.py) is
what tools/gen_implicit.py makes from LLVM 19 today, and llc-19's MIR parser agrees with it:
every LLVM opcode of every row of every target, written with just its recorded implicit
operands, parses; and for one opcode of each encoding and distinct (uses, defs), leaving out any
one of them makes the parser name exactly that operand."""
import pytest

from gcnsim.isa.opcodes import op_table
from gcnsim.isa.targets import TARGETS
from tools.gen_implicit import have_llc, have_tools, main, mir_missing, read_data

needs_llc = pytest.mark.skipif(not have_llc(), reason="llc-19 not installed")


@pytest.mark.skipif(not have_tools(), reason="needs clang++-19, llvm-19-dev and llvm-mc-19")
def test_generated_data_matches_llvm(capsys):
    status = main(["--check"])
    assert status == 0, capsys.readouterr().out


@pytest.mark.parametrize("target", list(TARGETS))
def test_every_row_has_a_plain_line(target):
    plain = {(r["enc"], r["opcode"]) for r in read_data(target) if r["form"] == ""}
    assert plain == {(row.enc, row.opcode) for row in op_table(target).rows}


@needs_llc
@pytest.mark.parametrize("target", list(TARGETS))
def test_llc_accepts_every_row_with_its_recorded_operands(target):
    items = [(op, r["uses"], r["defs"]) for r in read_data(target) for op in r["llvm_opcodes"]]
    assert len(items) >= len(op_table(target).rows)
    assert mir_missing(target, items) is None


def _representatives():
    """(target, opcode, uses, defs): the first LLVM opcode of each encoding and distinct
    (uses, defs)."""
    seen = {}
    for target in TARGETS:
        for r in read_data(target):
            if r["llvm_opcodes"] and (r["uses"] or r["defs"]):
                seen.setdefault((r["enc"], r["uses"], r["defs"]),
                                (target, r["llvm_opcodes"][0], r["uses"], r["defs"]))
    return sorted(seen.values())


def _without_one(uses, defs):
    """(uses, defs, the operand left out, as llc names it) for each recorded operand."""
    for i, reg in enumerate(uses):
        yield uses[:i] + uses[i + 1:], defs, f"implicit ${reg.lower()}"
    for i, reg in enumerate(defs):
        yield uses, defs[:i] + defs[i + 1:], f"implicit-def ${reg.lower()}"


@needs_llc
def test_llc_needs_every_recorded_operand():
    reps = _representatives()
    assert len(reps) >= 40
    for target, opcode, uses, defs in reps:
        for fewer_uses, fewer_defs, left_out in _without_one(uses, defs):
            answer = mir_missing(target, [(opcode, fewer_uses, fewer_defs)])
            assert answer == (0, left_out), (target, opcode, uses, defs)
