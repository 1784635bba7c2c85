"""Streams of random words: gcnsim's disassembly listing against llvm-objdump-19 -d, line for
line (instructions, ``.long`` for words that are none, where the next instruction starts,
``; Warning:`` comments, branch targets).

The committed sample (tests/data/random_streams/<target>.txt.gz, tools/gen_random_streams.py)
runs without LLVM: a stream may differ from LLVM's lines in no more places than the file's
``# known`` count (the causes still open), and a stream known to agree must agree. Where
llvm-mc-19 and llvm-objdump-19 are installed, slow tests re-run the generator (the committed
streams and LLVM lines must come out the same) and draw fresh streams through the CLI's
``disasm`` of the code object llvm-mc wrote, which may differ in no more lines than the
sample's known count of the target (none when it was made: the seed from GCNSIM_RANDOM_SEED,
fixed by default, ``fresh`` for a new draw). gfx701's oracle is llvm-mc-19's assembler
(llvm-objdump-19 cannot disassemble gfx7; tools/gen_random_streams.py assembler_listing).
"""
import gzip
import os
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from gcnsim.isa.formats import identify
from tools.gen_random_streams import (DISASSEMBLED, OBJDUMP, TARGETS, by_address, code_object,
                                      differences, draw, gcnsim_listing, llvm_listing, parse)
from tools import llvm

DATA = Path(__file__).resolve().parent.parent / "data" / "random_streams"
_HAVE_LLVM = llvm.have_llvm_mc() and shutil.which(OBJDUMP) is not None


def _sample(target):
    return parse(gzip.decompress((DATA / f"{target}.txt.gz").read_bytes()).decode())


def _report(name, want, got, where):
    a, b = by_address(want), by_address(got)
    first = where[:5]
    return f"{name}: {len(where)} lines differ, first:\n" + "\n".join(
        f"  llvm:   {a.get(k, '<none>').strip()}\n  gcnsim: {b.get(k, '<none>').strip()}"
        for k in first)


@pytest.mark.parametrize("target", TARGETS)
def test_sample_listing_matches_llvm_objdump(target):
    streams, known = _sample(target)
    assert streams and set(known) == {name for name, _, _ in streams}
    wrong = []
    for name, words, want in streams:
        got = gcnsim_listing(target, words)
        where = differences(want, got)
        if len(where) > known[name] or (known[name] == 0 and where):
            wrong.append(_report(name, want, got, where) + f" (known: {known[name]})")
    assert not wrong, "\n".join(wrong)


def test_sample_agrees_on_most_streams():
    """The figure the sample stands for: most streams agree with LLVM line for line."""
    agree = total = 0
    for target in TARGETS:
        _, known = _sample(target)
        agree += sum(count == 0 for count in known.values())
        total += len(known)
    assert agree >= total // 2, f"{agree} of {total} streams agree"


@pytest.mark.slow
@pytest.mark.skipif(not _HAVE_LLVM, reason="needs llvm-mc-19 and llvm-objdump-19")
def test_generator_makes_the_committed_sample(capsys):
    from tools.gen_random_streams import main
    assert main(["--check"]) == 0, capsys.readouterr().out


@pytest.mark.slow
@pytest.mark.skipif(not _HAVE_LLVM, reason="needs llvm-mc-19 and llvm-objdump-19")
@pytest.mark.parametrize("target", TARGETS)
def test_fresh_streams_match_llvm_objdump(target):
    """Fresh streams, through ``gcnsim disasm`` of llvm-mc's code object (which must print
    what the sample's in-process listing prints): no more differing lines than the
    sample's known count of the target (the differing lines may not grow), the figure
    printed."""
    _, known = _sample(target)
    seed = os.environ.get("GCNSIM_RANDOM_SEED", "20261130")
    if seed == "fresh":
        seed = str(random.SystemRandom().getrandbits(32))
    wrong = []
    lines = 0
    for name, words, want, _ in draw(target, 400, random.Random(f"{seed}/{target}")):
        got = _cli_listing(target, words)
        lines += len(want)
        where = differences(want, got)
        if where:
            wrong.append(_report(name, want, got, where))
    count = sum(int(w.split(": ")[1].split(" ")[0]) for w in wrong)
    print(f"{target} seed {seed}: {count} of {lines} lines differ")
    assert count <= sum(known.values()), f"seed {seed}:\n" + "\n".join(wrong)


def _cli_listing(target, words):
    """The instruction lines ``gcnsim disasm`` prints for the code object llvm-mc makes of
    ``words`` (the same object llvm-objdump read)."""
    with tempfile.TemporaryDirectory() as tmp:
        o = code_object(target, words, tmp)
        out = subprocess.run([sys.executable, "-m", "gcnsim.cli", "disasm", str(o)],
                             capture_output=True, text=True, check=True).stdout
    lines = [line for line in out.splitlines() if line.startswith("\t")]
    assert lines == gcnsim_listing(target, words)
    return lines


def _graphics(target, word):
    """Whether a word has the prefix of a graphics format gcnsim does not print."""
    fmt = identify(target, word)
    return fmt is not None and not fmt.supported


def test_zero_runs_are_one_line_as_llvm_objdump_skips_them():
    """8 or more zero bytes where an instruction starts print as one ``...`` line (whole
    dwords); a single zero dword is an instruction (v_cndmask_b32_e32 v0, s0, v0, vcc)."""
    def texts(words):
        return [line.split("//")[0].strip() for line in gcnsim_listing("gfx900", words)]
    assert texts([0x7E000280, 0, 0, 0, 0xBF810000]) == [
        "v_mov_b32_e32 v0, 0", "...", "s_endpgm"]
    assert texts([0x7E000280, 0, 0xBF810000]) == [
        "v_mov_b32_e32 v0, 0", "v_cndmask_b32_e32 v0, s0, v0, vcc", "s_endpgm"]


@pytest.mark.slow
@pytest.mark.skipif(not _HAVE_LLVM, reason="needs llvm-mc-19 and llvm-objdump-19")
@pytest.mark.parametrize("target", DISASSEMBLED)
def test_odd_sizes_and_cut_words_print_as_llvm_objdump(target):
    """A .text that ends inside a 64-bit word, before a literal or 1 to 3 bytes past a
    word: llvm-objdump-19's ``.long`` and ``.byte`` lines, line for line (the raw ``.bin``
    listing prints these same lines, tests/test_cli_sources.py)."""
    rng = random.Random(f"tails/{target}")
    cut = (0xD1040000, 0x7E0002FF, 0xDC500000, 0xE0500000, 0xC0020000, 0xD3D80000)
    wrong = []
    for k in range(24):
        words = [w for w in (rng.getrandbits(32) for _ in range(rng.randrange(4)))
                 if not _graphics(target, w)] + [cut[k % len(cut)]]
        tail = bytes(rng.getrandbits(8) for _ in range(k % 4))
        want = llvm_listing(target, words, tail)
        got = gcnsim_listing(target, words, tail)
        if want != got:
            wrong.append(_report(f"{[hex(w) for w in words]} + {tail.hex()}", want, got,
                                 differences(want, got)))
    assert not wrong, "\n".join(wrong)
