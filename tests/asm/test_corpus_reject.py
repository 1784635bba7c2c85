"""The rejection corpus (tests/data/corpus_reject, built by tools/gen_llvm_tests_corpus.py
--reject): lines llvm-mc-19 refuses, made by mutating good lines (wrong register classes, values
out of range, modifiers an opcode does not take, misaligned tuples, literals where they cannot
go, wrong operand counts, other targets' syntax, typos). gcnsim must refuse them too, with an
AsmError that names the line, column and token. Where gcnsim still accepts a line LLVM refuses,
the share must stay at or above the floor below (the report prints the misses)."""
from pathlib import Path

import pytest

from gcnsim.asm import assemble_line
from gcnsim.errors import AsmError
from gcnsim.isa.targets import get_target

REJECT = Path(__file__).resolve().parent.parent / "data" / "corpus_reject"
FILES = sorted(REJECT.glob("*.txt"))
# Share of each kind's lines gcnsim refuses today (the rest are listed by the failure message).
MIN_REJECTED = {"regclass": 1.0, "range": 0.99, "modifier": 0.98, "alignment": 1.0,
                "literal": 0.99, "count": 0.99, "target": 0.83, "syntax": 0.80}


def _lines(path):
    for line in path.read_text().splitlines():
        if line:
            text, column, message = line.split("\t")
            yield text, int(column), message


def _placeable(text):
    """Lines with operands and balanced brackets (the lexer drops an unbalanced operand list,
    so those errors can only name the mnemonic's line)."""
    return len(text.split()) > 1 and text.count("[") == text.count("]") and \
        text.count("(") == text.count(")")


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_llvm_rejections_are_asm_errors(path):
    target = get_target(path.stem.split("_")[0])
    kind = path.stem.split("_", 1)[1]
    accepted, unplaced, total = [], [], 0
    for text, column, message in _lines(path):
        total += 1
        try:
            inst = assemble_line(text, target)
        except AsmError as err:
            if err.line != 1 or (err.column is None or err.token is None) and _placeable(text):
                unplaced.append(f"{text!r}: {err}")
            continue
        accepted.append(f"{text!r} -> {inst.encode().hex()} (LLVM at {column}: {message})")
    assert not unplaced, f"{len(unplaced)} errors without line/column/token: {unplaced[:10]}"
    rejected = 1 - len(accepted) / max(total, 1)
    assert rejected >= MIN_REJECTED[kind], (
        f"{len(accepted)} of {total} accepted: " + "\n".join(accepted[:20]))
