"""Streams of random words through llvm-objdump-19 -d: the disassembly listing's parity corpus.

A stream is a run of random dwords in one code object's .text: whatever llvm-objdump makes of
it (an instruction, a literal taken, a ``.long`` for a word that is none, the next word read
as the start of an instruction, ``; Warning:`` comments, branch targets) gcnsim's listing must
print line for line. Streams are drawn per encoding format (tools/gen_random_words.py's strata
and sampler: an opcode of the format, fields biased to what matters to a decoder, a spare
dword) and one of plain random words. Words with the prefix of a graphics format the target
has (MIMG, EXP, VINTRP on gfx900, MIMG on gfx90a) are left out: gcnsim prints no graphics
instruction (on gfx942 no prefix is graphics: those words are ``.long`` lines). gfx701 is not drawn: llvm-objdump-19 stops
with "Disassembly not yet supported for subtarget" on every gfx7 object.

Each tests/data/random_streams/<target>.txt.gz (gzip text) holds, per stream,

    > STREAM hex dwords of .text (8 hex digits each, little-endian words)
    LLVM's instruction lines (tab first, as llvm-objdump prints them)

and its header counts, per stream, the lines where gcnsim's listing differed when the file
was made (``# known STREAM: N``, the test's bound; --check ignores those lines).

    python -m tools.gen_random_streams [--target T] [--words 400] [--seed 1] [--check]
"""
import argparse
import gzip
import os
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace

from gcnsim.codeobj.objdump import render_objdump
from gcnsim.isa.formats import identify
from tools.gen_random_words import _layouts, crash_fields, sample_word, strata

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "random_streams"
TARGETS = ("gfx900", "gfx90a", "gfx942")
OBJDUMP = os.environ.get("GCNSIM_LLVM_OBJDUMP", "llvm-objdump-19")
LLVM_MC = os.environ.get("GCNSIM_LLVM_MC", "llvm-mc-19")
S_ENDPGM = 0xBF810000
SYMBOL = "k"
# Words the plain random stream draws besides uniform ones: all ones, s_nop-like SOPP words,
# v_mov_b32 with a constant, VOP3 words, the top prefixes.
_SPECIAL = (lambda r: 0xFFFFFFFF, lambda r: 0xBF800000 | r.randrange(1 << 16),
            lambda r: 0x7E000280 | r.randrange(256) << 17, lambda r: 0xD1040000 | r.randrange(512),
            lambda r: r.getrandbits(32) | 0xFC000000)


def stream_words(target, name, count, rng, groups, layouts, avoid):
    """About ``count`` dwords of one stream, ending in s_endpgm (and holding no other)."""
    words = []
    while len(words) < count:
        if name == "random":
            words.append(rng.getrandbits(32) if rng.random() < 0.6
                         else rng.choice(_SPECIAL)(rng))
            continue
        fmt, rows = groups[name]
        data = sample_word(rng, fmt, rows, layouts, avoid)
        if data is not None:
            words += [int.from_bytes(data[k:k + 4], "little") for k in range(0, len(data), 4)]
    return [w for w in words if w != S_ENDPGM and not _graphics(target, w)] + [S_ENDPGM]


def _graphics(target, word):
    fmt = identify(target, word)
    return fmt is not None and not fmt.supported


def code_object(target, words, directory):
    """The path of the code object llvm-mc-19 makes of ``words`` as the .text of function
    SYMBOL, written in ``directory``."""
    src = (f".text\n.globl {SYMBOL}\n.type {SYMBOL},@function\n{SYMBOL}:\n"
           + "".join(f".long 0x{w:08x}\n" for w in words))
    s, o = Path(directory, "s.s"), Path(directory, "s.o")
    s.write_text(src)
    subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}", "-filetype=obj",
                    str(s), "-o", str(o)], check=True)
    return o


def llvm_listing(target, words):
    """llvm-objdump's instruction lines for ``words`` (None if llvm-objdump fails)."""
    with tempfile.TemporaryDirectory() as tmp:
        o = code_object(target, words, tmp)
        proc = subprocess.run([OBJDUMP, "-d", str(o)], capture_output=True, text=True)
    if proc.returncode:
        return None
    return [line for line in proc.stdout.splitlines() if line.startswith("\t")]


def gcnsim_listing(target, words):
    """gcnsim's instruction lines for the same .text (codeobj/objdump.py render_objdump)."""
    text = b"".join(w.to_bytes(4, "little") for w in words)
    co = SimpleNamespace(text=text, text_address=0, symbols={SYMBOL: (0, 0)}, target=target,
                         lines=None)
    return [line for line in render_objdump(co, "s.o").splitlines() if line.startswith("\t")]


def by_address(lines):
    """{address: line} of a listing (llvm-objdump's ``...`` for skipped zeros keyed by the
    address of the line before it and ``...``)."""
    out = {}
    key = ""
    for line in lines:
        key = _ADDRESS.search(line).group(1) if line.strip() != "..." else key + "..."
        out[key] = line
    return out


def differences(want, got):
    """The addresses where LLVM's listing and gcnsim's differ (a line either prints that the
    other does not, or another line): an instruction of another length shifts the next ones."""
    a, b = by_address(want), by_address(got)
    return sorted(k for k in a.keys() | b.keys() if a.get(k) != b.get(k))


_ADDRESS = re.compile(r"// ([0-9A-F]{12}): ")


def draw(target, words, rng):
    """[(stream name, words, LLVM's lines)] of a target (streams llvm-objdump fails on are
    left out)."""
    groups = strata(target)
    layouts = _layouts(target)
    avoid = crash_fields(target)
    out = []
    for name in ("random", *groups):
        dwords = stream_words(target, name, words, rng, groups, layouts, avoid)
        lines = llvm_listing(target, dwords)
        if lines is not None:
            out.append((name, dwords, lines))
    return out


def parse(text):
    """[(stream name, words, LLVM's lines)] and {stream: known differences} of a file."""
    streams, known = [], {}
    for line in text.splitlines():
        if line.startswith("# known "):
            name, count = line[len("# known "):].split(": ")
            known[name] = int(count)
        elif line.startswith("> "):
            name, hexwords = line[2:].split(" ")
            words = [int(hexwords[i:i + 8], 16) for i in range(0, len(hexwords), 8)]
            streams.append((name, words, []))
        elif line.startswith("\t"):
            streams[-1][2].append(line)
    return streams, known


def build(target, words, seed):
    """The lines of a target's file."""
    streams = draw(target, words, random.Random(f"{seed}/{target}"))
    lines = [f"# GENERATED by tools/gen_random_streams.py --target {target} --words {words} "
             f"--seed {seed} from llvm-mc-19 and llvm-objdump-19; do not edit by hand."]
    for name, dwords, want in streams:
        lines.append(f"# known {name}: "
                     f"{len(differences(want, gcnsim_listing(target, dwords)))}")
    for name, dwords, want in streams:
        lines.append(f"> {name} " + "".join(f"{w:08x}" for w in dwords))
        lines += want
    return lines


def _without_known(data):
    return [line for line in gzip.decompress(data).decode().splitlines()
            if not line.startswith("# known ")]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--target", action="append")
    ap.add_argument("--words", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--check", action="store_true",
                    help="exit 1 if a committed file's streams or LLVM lines differ from what "
                    "this run makes")
    args = ap.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    status = 0
    for target in args.target or TARGETS:
        lines = build(target, args.words, args.seed)
        path = OUT / f"{target}.txt.gz"
        data = gzip.compress(("\n".join(lines) + "\n").encode(), compresslevel=9, mtime=0)
        count = sum(line.startswith("\t") for line in lines)
        if args.check:
            same = path.exists() and _without_known(path.read_bytes()) == _without_known(data)
            status |= not same
            print(f"{path.name}: {'same' if same else 'DIFFERS'} ({count} lines)")
            continue
        path.write_bytes(data)
        known = sum(int(line.rsplit(" ", 1)[1]) for line in lines if line.startswith("# known"))
        print(f"{path.name}: {count} lines, {known} differ in gcnsim")
    return status


if __name__ == "__main__":
    sys.exit(main())
