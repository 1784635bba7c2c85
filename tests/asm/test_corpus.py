"""The corpora built from llvm-mc-19, checked both ways with no LLVM needed: every line assembles
to LLVM's bytes and, on targets LLVM disassembles, those bytes decode to LLVM's text.

- tests/data/corpus: the golden corpus, built text-first by tools/gen_corpus.py;
- tests/data/corpus_extra: the other spellings LLVM's MC tests use (aliases, unsuffixed
  mnemonics promoted to VOP3/SDWA/DPP, respelled registers, numbers and modifiers, named operand
  syntax), built by tools/gen_llvm_tests_corpus.py."""
from pathlib import Path

import pytest

from gcnsim.asm import assemble_line, decode, format_instruction
from gcnsim.isa.targets import get_target

DATA = Path(__file__).resolve().parent.parent / "data"
CORPUS = DATA / "corpus"
EXTRA = DATA / "corpus_extra"
GOLDEN = sorted(CORPUS.glob("*.txt"))
FILES = GOLDEN + sorted(EXTRA.glob("*.txt"))
IDS = [f"{p.parent.name}/{p.stem}" for p in FILES]


def _lines(path):
    for line in path.read_text().splitlines():
        if line:
            text, hexbytes, canonical = line.split("\t")
            yield text, bytes.fromhex(hexbytes), canonical


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_corpus_assembles_to_llvm_bytes(path):
    target = get_target(path.stem.split("_")[0])
    wrong = []
    for text, data, _ in _lines(path):
        try:
            got = assemble_line(text, target).encode()
        except Exception as err:  # noqa: BLE001 - collect every failure for one report
            got = f"{type(err).__name__}: {err}"
        if got != data:
            shown = got if isinstance(got, str) else got.hex()
            wrong.append(f"{text!r}: want {data.hex()} got {shown}")
    assert not wrong, f"{len(wrong)} wrong, first: " + "\n".join(wrong[:20])


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_corpus_decodes_to_llvm_text(path):
    target = get_target(path.stem.split("_")[0])
    if target.generation < 9:
        pytest.skip("LLVM cannot disassemble gfx7: its text is checked through the assembler")
    wrong = []
    for _, data, canonical in _lines(path):
        try:
            inst = decode(data, target)
            got = format_instruction(inst, target)
            if inst.size != len(data):
                got += f" (size {inst.size})"
        except Exception as err:  # noqa: BLE001
            got = f"{type(err).__name__}: {err}"
        if got != canonical:
            wrong.append(f"{data.hex()}: want {canonical!r} got {got!r}")
    assert not wrong, f"{len(wrong)} wrong, first: " + "\n".join(wrong[:20])


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_corpus_assembled_instruction_prints_llvm_text(path):
    """Text -> Instruction -> text without going through bytes: an assembled instruction
    carries every field its decoded twin does."""
    target = get_target(path.stem.split("_")[0])
    if target.generation < 9:
        pytest.skip("LLVM cannot disassemble gfx7: its text is checked through the assembler")
    wrong = []
    for text, _, canonical in _lines(path):
        got = format_instruction(assemble_line(text, target), target)
        if got != canonical:
            wrong.append(f"{text!r}: want {canonical!r} got {got!r}")
    assert not wrong, f"{len(wrong)} wrong, first: " + "\n".join(wrong[:20])


def test_every_target_and_kind_of_extra_form_has_lines():
    kinds = {"aliases", "promotions", "spellings", "syntax"}
    for target in ("gfx701", "gfx900", "gfx90a", "gfx942"):
        for kind in kinds:
            path = EXTRA / f"{target}_{kind}.txt"
            assert path.exists() and sum(1 for _ in _lines(path)) > 0, path.name
