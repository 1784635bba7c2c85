"""Generated corpora of single lines with llvm-mc-19's verdicts (tests/data/NAME.json: the
float modifiers', tools/gen_modifier_corpus.py, and the number spellings',
tools/gen_float_literal_corpus.py) and what gcnsim makes of each line: their test files share
it."""
import json
from pathlib import Path

from gcnsim.asm import assemble
from gcnsim.errors import AsmError


def cases(name):
    """The corpus's cases: each a line, its target and llvm-mc's text bytes (hex; None where
    llvm-mc refuses it)."""
    path = Path(__file__).resolve().parent.parent / "data" / f"{name}.json"
    return json.loads(path.read_text())["cases"]


def verdict(case):
    """gcnsim's text bytes of the case's line as hex, or its AsmError."""
    try:
        return assemble(case["line"] + "\n", case["target"]).text.hex()
    except AsmError as err:
        return err


def differing(corpus, known=frozenset()):
    """(target, line, llvm-mc's, gcnsim's) of each case whose verdict is not llvm-mc's, the
    (target, line) pairs in ``known`` aside; a refusal must name line 1 and its column."""
    wrong = []
    for case in corpus:
        got = verdict(case)
        if isinstance(got, AsmError):
            assert got.line == 1 and got.column, (case, str(got))
            got = None
        if got != case["text"] and (case["target"], case["line"]) not in known:
            wrong.append((case["target"], case["line"], case["text"], got))
    return wrong
