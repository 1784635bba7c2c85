"""Random words against LLVM: what llvm-mc-19 decodes, gcnsim decodes to the same text, and
LLVM's text assembles to LLVM's bytes for it.

The committed sample (tests/data/random_words/<target>.txt.gz, tools/gen_random_words.py) runs
without LLVM. Where llvm-mc-19 is installed, slow tests re-run the generator (the committed
files must come out byte for byte) and draw more words (the count per target from
GCNSIM_RANDOM_WORDS, default 50,000, about 10 s a target; the seed from GCNSIM_RANDOM_SEED,
fixed by default so CI is deterministic, ``fresh`` for a new draw) and check them the same
way. Words LLVM rejects may decode in gcnsim (the figure is printed).
"""
import gzip
import os
import random
from pathlib import Path

import pytest

from gcnsim.asm import assemble_line, decode
from tools import llvm

DATA = Path(__file__).resolve().parent.parent / "data" / "random_words"
TARGETS = ("gfx900", "gfx90a", "gfx942")


def _lines(target):
    return gzip.decompress((DATA / f"{target}.txt.gz").read_bytes()).decode().splitlines()


def _records(target):
    """(stratum, bytes, LLVM's text, canonical bytes or None) of a target's sample."""
    out = []
    for line in _lines(target):
        if line and not line.startswith("#"):
            name, hexbytes, text, canon = line.split("\t")
            data = bytes.fromhex(hexbytes)
            out.append((name, data, text, data if canon == "=" else
                        None if canon == "-" else bytes.fromhex(canon)))
    return out


def decode_mismatches(target, records):
    """Lines describing the records gcnsim does not decode to LLVM's text and length."""
    wrong = []
    for name, data, text, _ in records:
        try:
            inst = decode(data, target)
            got = inst.text if inst.size == len(data) else f"{inst.text} (size {inst.size})"
        except Exception as err:  # noqa: BLE001 - every failure goes in the report
            got = f"{type(err).__name__}: {err}"
        if got != text:
            wrong.append(f"{name} {data.hex()}: want {text!r} got {got!r}")
    return wrong


def assemble_mismatches(target, records):
    """Lines describing LLVM texts gcnsim does not assemble to LLVM's bytes for them."""
    wrong = []
    for name, _, text, canon in records:
        if canon is None:
            continue
        try:
            got = assemble_line(text, target).encode()
        except Exception as err:  # noqa: BLE001
            got = f"{type(err).__name__}: {err}"
        if got != canon:
            shown = got if isinstance(got, str) else got.hex()
            wrong.append(f"{name} {text!r}: want {canon.hex()} got {shown}")
    return wrong


def _report(wrong, total):
    return f"{len(wrong)} of {total} wrong, first:\n" + "\n".join(wrong[:25])


@pytest.mark.parametrize("target", TARGETS)
def test_sample_decodes_to_llvm_text(target):
    records = _records(target)
    wrong = decode_mismatches(target, records)
    assert not wrong, _report(wrong, len(records))


@pytest.mark.parametrize("target", TARGETS)
def test_sample_text_assembles_to_llvm_bytes(target):
    records = _records(target)
    wrong = assemble_mismatches(target, records)
    assert not wrong, _report(wrong, len(records))


@pytest.mark.parametrize("target", TARGETS)
def test_sample_covers_every_format(target):
    """Every stratum the generator draws from has words LLVM decodes in the sample."""
    names = {name for name, _, _, _ in _records(target)}
    header = [line[2:].split(":")[0] for line in _lines(target)[2:] if line.startswith("# ")]
    assert header and names == set(header)


@pytest.mark.slow
@pytest.mark.skipif(not llvm.have_llvm_mc(), reason="needs llvm-mc-19")
def test_generator_makes_the_committed_sample(capsys):
    from tools.gen_random_words import main
    assert main(["--check"]) == 0, capsys.readouterr().out


@pytest.mark.slow
@pytest.mark.skipif(not llvm.have_llvm_mc(), reason="needs llvm-mc-19")
@pytest.mark.parametrize("target", TARGETS)
def test_fresh_words_match_llvm(target):
    from tools.gen_random_words import canonical, draw
    count = int(os.environ.get("GCNSIM_RANDOM_WORDS", "50000"))
    # A fixed seed keeps CI deterministic; GCNSIM_RANDOM_SEED=fresh draws new words each run.
    seed = os.environ.get("GCNSIM_RANDOM_SEED", "20261123")
    if seed == "fresh":
        seed = str(random.SystemRandom().getrandbits(32))
    records, figures = draw(target, count, random.Random(f"{seed}/{target}"))
    canon = canonical(target, records)
    full = [(name, data, text, data if c == "=" else None if c == "-" else bytes.fromhex(c))
            for (name, data, text), c in zip(records, canon)]
    sampled = sum(f[0] for f in figures.values())
    extra = sum(f[2] for f in figures.values())
    print(f"{target} seed {seed}: {sampled} sampled, {len(full)} decoded by LLVM, "
          f"{extra} decoded by gcnsim only")
    wrong = decode_mismatches(target, full) + assemble_mismatches(target, full)
    assert not wrong, f"seed {seed}: " + _report(wrong, len(full))


def test_a_word_that_is_no_instruction_is_a_long_and_disassembly_goes_on():
    """llvm-objdump-19 -d prints ``.long 0xffffffff`` for the word and goes on; plain
    disassembly (what a launch decodes) still refuses it."""
    from gcnsim.asm import disassemble
    from gcnsim.errors import DecodeError
    code = bytes.fromhex("000080bf" "ffffffff" "000081bf")
    assert [line.text for line in disassemble(code, "gfx900", invalid_words=True)] == [
        "s_nop 0", ".long 0xffffffff", "s_endpgm"]
    with pytest.raises(DecodeError, match="offset 0x4"):
        disassemble(code, "gfx900")
