"""A generated corpus of directive sources with llvm-mc-19's verdicts (tests/data/NAME.json,
built by tools/gen_repeat_corpus.py and tools/gen_macro_corpus.py) and what gcnsim makes of
each: the test files of the repetitions and of the macros share it."""
import json
from pathlib import Path

from gcnsim.asm import assemble
from gcnsim.errors import AsmError


def cases(name):
    """The corpus's cases: each a source, its target and llvm-mc's text bytes (hex; None
    where llvm-mc refuses it)."""
    path = Path(__file__).resolve().parent.parent / "data" / f"{name}.json"
    return json.loads(path.read_text())["cases"]


def verdict(case):
    """gcnsim's text bytes of ``case`` as hex, or None where it refuses it (an AsmError)."""
    try:
        return assemble(case["source"], case["target"]).text.hex()
    except AsmError:
        return None


def differing(corpus):
    """The cases of ``corpus`` whose verdict is not llvm-mc's: (source, llvm-mc's, gcnsim's)."""
    return [(case["source"], case["text"], got) for case in corpus
            if (got := verdict(case)) != case["text"]]
