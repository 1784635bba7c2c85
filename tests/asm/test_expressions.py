"""Absolute expressions in operands against llvm-mc-19's verdicts (tests/data/expr_corpus.json,
built by tools/gen_expr_corpus.py): corpus instructions of every target with an integer slot
written as a random expression, with spaces, parentheses, every MC operator, literals of each
base and ``.set`` symbols. Every line llvm-mc assembles gives its bytes; every line it refuses,
or can encode only with a relocation, is an AsmError. Needs no LLVM."""
import json
from pathlib import Path

import pytest

from gcnsim.asm import assemble
from gcnsim.errors import AsmError

_DATA = json.loads((Path(__file__).resolve().parent.parent / "data" / "expr_corpus.json")
                   .read_text())
PRELUDE = "\n".join(_DATA["header"]["prelude"]) + "\n"
CASES = _DATA["cases"]


def verdict(case):
    """gcnsim's bytes of a case's line (after the prelude) as hex, or None if refused."""
    try:
        return assemble(PRELUDE + case["line"] + "\n", case["target"]).text.hex()
    except AsmError:
        return None


def differing():
    return [(c["target"], c["line"], c["text"], got) for c in CASES
            if (got := verdict(c)) != c["text"]]


def test_every_line_gets_llvms_verdict():
    wrong = differing()
    assert not wrong, f"{len(wrong)} of {len(CASES)} differ; first: {wrong[:5]}"
    accepted = sum(c["text"] is not None for c in CASES)
    assert accepted >= 1500 and len(CASES) - accepted >= 200
