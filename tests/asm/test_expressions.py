"""Absolute expressions in operands against llvm-mc-19's verdicts (tests/data/expr_corpus.json,
built by tools/gen_expr_corpus.py): corpus instructions of every target with an integer slot
written as a random expression, with spaces, parentheses, every MC operator, literals of each
base and ``.set`` symbols (one of them, unevaluable, set and left unused). Every line llvm-mc
assembles gives its bytes; every line it refuses, or can encode only with a relocation, is an
AsmError naming the line and column. Needs no LLVM."""
import json
import re
from pathlib import Path

import pytest

from gcnsim.asm import assemble
from gcnsim.errors import AsmError

_DATA = json.loads((Path(__file__).resolve().parent.parent / "data" / "expr_corpus.json")
                   .read_text())
PRELUDE = "\n".join(_DATA["header"]["prelude"]) + "\n"
LINE = len(_DATA["header"]["prelude"]) + 1          # the number of each case's line
CASES = _DATA["cases"]
# llvm-mc takes any value in these slots and encodes the field's low bits, printing the value
# it did not encode (s_nop 0x10000 is s_nop 0; a MUBUF/MTBUF offset:4096 is offset:0): gcnsim
# refuses such a value with its field's range rather than write what was not written.
_TRUNCATED_BY_LLVM = re.compile(r"(s_nop|s_sleep|s_setprio|s_trap|s_sethalt) |t?buffer_\w+ .*"
                                r"offset:")
_RANGE = re.compile(r"invalid immediate|an offset from 0 to 4095")


def verdict(case):
    """gcnsim's bytes of a case's line (after the prelude) as hex, or its AsmError."""
    try:
        return assemble(PRELUDE + case["line"] + "\n", case["target"]).text.hex()
    except AsmError as err:
        return err


def test_every_line_gets_llvms_verdict():
    wrong, truncated = [], []
    for case in CASES:
        got = verdict(case)
        if isinstance(got, AsmError):
            assert got.line == LINE and got.column, (case, str(got))
            if case["text"] is not None and _TRUNCATED_BY_LLVM.match(case["line"]) and \
                    _RANGE.search(str(got)):
                truncated.append(case["line"])
                continue
            got = None
        if got != case["text"]:
            wrong.append((case["target"], case["line"], case["text"], got))
    assert not wrong, f"{len(wrong)} of {len(CASES)} differ; first: {wrong[:5]}"
    accepted = sum(c["text"] is not None for c in CASES)
    assert accepted >= 2500 and len(CASES) - accepted >= 500
    assert sum("relocation" in c for c in CASES) >= 20
    assert len(truncated) < 20, truncated


@pytest.mark.parametrize("line, text", [
    ("s_nop 1 + 2", "s_nop 3"), ("s_mov_b32 s0, 1 + 2", "s_mov_b32 s0, 3"),
    ("s_mov_b32 s0, ~0 & 0xff", "s_mov_b32 s0, 0xff"),
    ("v_add_f32 v0, 1 + 1, v1", "v_add_f32_e32 v0, 2, v1"),
    ("global_load_dword v0, v[2:3], off offset:4 * 4",
     "global_load_dword v0, v[2:3], off offset:16"),
    ("s_mov_b32 s0, 1 + 2 << 2", "s_mov_b32 s0, 9"),              # << binds tighter than +
    ("s_mov_b32 s0, 2 == 2", "s_mov_b32 s0, -1"),                 # a comparison is -1 or 0
    ("s_mov_b32 s0, 'a' | 0x100", "s_mov_b32 s0, 0x161"),
    ("s_mov_b32 s0, 0x8000000000000000 >> 62", "s_mov_b32 s0, 2"),   # logical shift
    ("v_add_f32_e64 v0, v1, 1 + 1 clamp", "v_add_f32_e64 v0, v1, 2 clamp"),
    ("v_add_f32_e64 v0, v1, -v2", "v_add_f32_e64 v0, v1, -v2"),   # a register ends its operand
    ("s_waitcnt vmcnt(1 + 1) & lgkmcnt((0))", "s_waitcnt vmcnt(2) lgkmcnt(0)"),
])
def test_an_operand_is_an_expression_across_its_blanks(line, text):
    ours = assemble(line + "\n", "gfx900").text
    assert ours == assemble(text + "\n", "gfx900").text


@pytest.mark.parametrize("line, message", [
    ("s_mov_b32 s0, 1 +", "invalid operand"),
    ("s_mov_b32 s0, 0x100000000 + 1", "literal out of range"),
    ("s_mov_b32 s0, 10 / 0", "invalid operand"),           # llvm-mc: only a relocation
    ("s_mov_b32 s0, 099", "invalid operand"),              # not octal, not a float
    ("v_add_f32 v0, --1, v1", "expected 'neg' modifier"),
    (".set U, nosuch + 1\ns_mov_b32 s0, U", "not a label of .text"),  # llvm-mc: relocation
])
def test_what_llvm_refuses_is_an_error_at_its_column(line, message):
    with pytest.raises(AsmError, match=message) as err:
        assemble(line + "\n", "gfx900")
    assert err.value.line == line.count("\n") + 1 and err.value.column == 15


def test_labels_where_llvm_takes_them():
    """Branch targets, and differences of labels as scalar literals (resolved once the code
    is laid out; always a literal dword): llvm-mc-19's .text of this source. One label's
    address plus a constant is PC-relative, as llvm-mc resolves it within .text: L1 + 1 at
    P = 0x8 is 0xC + 1 - 0x8 = 5."""
    source = ("L0:\n  s_nop 0\n  s_branch L1\n  s_cbranch_scc0 (L1)\n"
              "  s_add_u32 s0, s0, L1 - L0\n  s_mov_b32 s0, L1 - L0 + 1\n"
              "  s_mov_b32 s0, L0 - L1\nL1:\n  s_endpgm\n")
    assert assemble(source, "gfx900").text.hex() == (
        "000080bf070082bf060084bf00ff008024000000ff0080be25000000ff0080bedcffffff000081bf")
    assert assemble("L0:\n  s_nop 0\n  s_mov_b32 s0, L1 + 1\nL1:\n  s_endpgm\n",
                    "gfx900").text.hex() == "000080bfff0080be05000000000081bf"
    for line, message in (("s_mov_b32 s0, L1 - 1", "needs the address the code is loaded at"),
                          ("s_mov_b32 s0, L1 - nosuch", "'nosuch' is not a label of .text")):
        with pytest.raises(AsmError, match=message):
            assemble(f"L0:\n  s_nop 0\n  {line}\nL1:\n  s_endpgm\n", "gfx900")


@pytest.mark.parametrize("text", ["(" * 1000 + "1" + ")" * 1000, "-" * 2000 + "1",
                                  "~(" * 500 + "1" + ")" * 500],
                         ids=["parentheses", "minus", "mixed"])
def test_deep_nesting_is_no_internal_error(text):
    """llvm-mc-19 assembles 1,000 nested parentheses; the parse keeps its stacks as data, so
    the depth costs no Python recursion (200 levels were a RecursionError)."""
    assert assemble(f"s_mov_b32 s0, {text}\n", "gfx900").text == \
        assemble("s_mov_b32 s0, 1\n", "gfx900").text


def test_an_unbalanced_deep_expression_is_an_asm_error():
    with pytest.raises(AsmError) as err:
        assemble("s_mov_b32 s0, " + "(" * 5000 + "1\n", "gfx900")
    assert err.value.line == 1 and err.value.column == 15
