"""The second corpus (tests/data/corpus_extra, built by tools/gen_llvm_tests_corpus.py from
llvm-mc-19): the other spellings LLVM's MC tests use (aliases, unsuffixed mnemonics promoted to
VOP3/SDWA/DPP, respelled registers, numbers and modifiers, named operand syntax) assemble to
LLVM's bytes, and the bytes decode to LLVM's canonical text. Needs no LLVM."""
from pathlib import Path

import pytest

from gcnsim.asm import assemble_line, decode, format_instruction
from gcnsim.errors import GcnsimError
from gcnsim.isa.targets import get_target

EXTRA = Path(__file__).resolve().parent.parent / "data" / "corpus_extra"
FILES = sorted(EXTRA.glob("*.txt"))


def _lines(path):
    for line in path.read_text().splitlines():
        if line:
            text, hexbytes, canonical = line.split("\t")
            yield text, bytes.fromhex(hexbytes), canonical


def _assembled(text, target):
    try:
        return assemble_line(text, target).encode().hex()
    except GcnsimError as err:
        return f"{type(err).__name__}: {err}"


def _decoded(data, target):
    try:
        return format_instruction(decode(data, target), target)
    except GcnsimError as err:
        return f"{type(err).__name__}: {err}"


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_extra_forms_assemble_to_llvm_bytes(path):
    target = get_target(path.stem.split("_")[0])
    wrong = [f"{text!r}: want {data.hex()} got {got}" for text, data, _ in _lines(path)
             if (got := _assembled(text, target)) != data.hex()]
    assert not wrong, f"{len(wrong)} wrong, first: " + "\n".join(wrong[:20])


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_extra_forms_decode_to_llvm_text(path):
    target = get_target(path.stem.split("_")[0])
    if target.generation < 9:
        pytest.skip("LLVM cannot disassemble gfx7: its text is checked through the assembler")
    wrong = [f"{data.hex()}: want {canonical!r} got {got!r}" for _, data, canonical in _lines(path)
             if (got := _decoded(data, target)) != canonical]
    assert not wrong, f"{len(wrong)} wrong, first: " + "\n".join(wrong[:20])


def test_every_target_and_kind_has_lines():
    kinds = {"aliases", "promotions", "spellings", "syntax"}
    for target in ("gfx701", "gfx900", "gfx90a", "gfx942"):
        for kind in kinds:
            path = EXTRA / f"{target}_{kind}.txt"
            assert path.exists() and sum(1 for _ in _lines(path)) > 0, path.name
