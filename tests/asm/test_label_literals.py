"""Differences of labels as literal operands against llvm-mc-19's objects
(tests/data/label_corpus.json, built by tools/gen_label_corpus.py): a random expression over
four labels of .text in a scalar or VALU literal slot, before, between or after the labels.
Every source llvm-mc assembles without a relocation gives its .text; every source it refuses,
or assembles only with a relocation, is an AsmError naming the instruction's line. Where
llvm-mc keeps the low 32 bits of a value wider than the literal, gcnsim refuses the value.
Needs no LLVM."""
import json
from pathlib import Path

from gcnsim.asm import assemble
from gcnsim.errors import AsmError

_DATA = json.loads((Path(__file__).resolve().parent.parent / "data" / "label_corpus.json")
                   .read_text())
CASES = _DATA["cases"]


def _verdict(case):
    try:
        return assemble(case["source"], case["target"]).text.hex()
    except AsmError as err:
        return err


def test_every_source_gets_llvms_verdict():
    wrong, truncated = [], []
    for case in CASES:
        got = _verdict(case)
        if isinstance(got, AsmError):
            line = next(n for n, text in enumerate(case["source"].splitlines(), 1)
                        if text.startswith("  ") and text.strip() not in
                        ("s_nop 0", "v_nop", "s_nop 1", "s_endpgm"))
            assert got.line == line and got.column, (case, str(got))
            if case["text"] not in (None, "relocation") and "literal out of range" in str(got):
                truncated.append(case["source"])
                continue
            got = None
        expected = None if case["text"] == "relocation" else case["text"]
        if got != expected:
            wrong.append((case["target"], case["source"].splitlines(), case["text"], got))
    assert not wrong, f"{len(wrong)} of {len(CASES)} differ; first: {wrong[:4]}"
    assert sum(c["text"] not in (None, "relocation") for c in CASES) >= 200
    assert len(truncated) < 40, truncated
