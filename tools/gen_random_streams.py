"""Streams of random words through llvm-objdump-19 -d: the disassembly listing's parity corpus.

A stream is a run of random dwords in one code object's .text: whatever llvm-objdump makes of
it (an instruction, a literal taken, a ``.long`` for a word that is none, the next word read
as the start of an instruction, ``; Warning:`` comments, branch targets) gcnsim's listing must
print line for line. Streams are drawn per encoding format (tools/gen_random_words.py's strata
and sampler: an opcode of the format, fields biased to what matters to a decoder, a spare
dword) and one of plain random words. Words with the prefix of a graphics format the target
has (MIMG, EXP, VINTRP on gfx900, MIMG on gfx90a) are left out: gcnsim prints no graphics
instruction (on gfx942 no prefix is graphics: those words are ``.long`` lines).

llvm-objdump-19 stops with "Disassembly not yet supported for subtarget" on every gfx7 object,
so gfx701's streams are checked through llvm-mc-19's assembler, text first (assembler_listing):
an instruction line agrees when llvm-mc encodes its text to bytes gcnsim reads back as the same
text (the stream's bytes, or those without the bits gcnsim ignores), and a ``.long`` line when
its opcode is none LLVM assembles. What the assembler cannot judge is counted apart (``#
unchecked STREAM: N``) and kept as gcnsim printed it: a text llvm-mc refuses only for the
constant bus (a decoder does not check it) or for an ``/*Invalid ...*/`` operand LLVM's printer
writes, and a ``.long`` of an opcode LLVM has.

Each tests/data/random_streams/<target>.txt.gz (gzip text) holds, per stream,

    > STREAM hex dwords of .text (8 hex digits each, little-endian words)
    LLVM's instruction lines (tab first, as llvm-objdump prints them)

and its header counts, per stream, the lines where gcnsim's listing differed when the file
was made (``# known STREAM: N``, the test's bound; --check ignores those lines). A line the
oracle refuses reads ``<llvm-mc-19 ...>`` in place of the text (gfx701).

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

from gcnsim.asm import assemble_line, decode, disassemble
from gcnsim.codeobj.objdump import objdump_line, render_objdump
from gcnsim.errors import DecodeError, GcnsimError
from gcnsim.isa.formats import identify
from gcnsim.isa.opcodes import op_table
from tools.llvm import assemble_lines, rejections
from tools.gen_random_words import _layouts, crash_fields, sample_word, strata

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "random_streams"
TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")
DISASSEMBLED = ("gfx900", "gfx90a", "gfx942")     # the targets llvm-objdump-19 disassembles
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


def code_object(target, words, directory, tail=b""):
    """The path of the code object llvm-mc-19 makes of ``words`` (then the bytes ``tail``) as
    the .text of function SYMBOL, written in ``directory``."""
    src = (f".text\n.globl {SYMBOL}\n.type {SYMBOL},@function\n{SYMBOL}:\n"
           + "".join(f".long 0x{w:08x}\n" for w in words)
           + "".join(f".byte 0x{b:02x}\n" for b in tail))
    s, o = Path(directory, "s.s"), Path(directory, "s.o")
    s.write_text(src)
    subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}", "-filetype=obj",
                    str(s), "-o", str(o)], check=True)
    return o


def llvm_listing(target, words, tail=b""):
    """llvm-objdump's instruction lines for ``words`` and ``tail`` (None if llvm-objdump
    fails)."""
    with tempfile.TemporaryDirectory() as tmp:
        o = code_object(target, words, tmp, tail)
        proc = subprocess.run([OBJDUMP, "-d", str(o)], capture_output=True, text=True)
    if proc.returncode:
        return None
    return [line for line in proc.stdout.splitlines() if line.startswith("\t")]


def gcnsim_listing(target, words, tail=b""):
    """gcnsim's instruction lines for the same .text (codeobj/objdump.py render_objdump)."""
    text = b"".join(w.to_bytes(4, "little") for w in words) + bytes(tail)
    co = SimpleNamespace(text=text, text_address=0, symbols={SYMBOL: (0, 0)}, target=target,
                         lines=None, relocatable=True)     # as llvm-mc's object is
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


def assembler_listing(target, words):
    """(the oracle's lines, how many it cannot judge) for ``words`` on a target llvm-objdump
    cannot disassemble: gcnsim's lines, each one llvm-mc-19 contradicts replaced by what it
    says (module docstring)."""
    text = b"".join(w.to_bytes(4, "little") for w in words)
    found = {line.offset: line for line in disassemble(text, target, invalid_words=True)}
    insts = [line for line in found.values() if line.inst is not None]
    answers = dict(zip((line.offset for line in insts),
                       assemble_lines(target, [line.text for line in insts])))
    refused = [line for line in insts if answers[line.offset] is None]
    reasons = dict(zip((line.offset for line in refused),
                       (message for _, message in rejections(target, [line.text
                                                                      for line in refused]))))
    out, unchecked = [], 0
    for printed in gcnsim_listing(target, words):
        match = _ADDRESS.search(printed)
        line = found.get(int(match.group(1), 16)) if match else None
        verdict = None if line is None else (
            _long_verdict(target, text, line) if line.inst is None
            else _verdict(target, line, answers[line.offset], reasons.get(line.offset)))
        unchecked += verdict == "unchecked"
        out.append(printed if verdict in (None, "agrees", "unchecked") else
                   objdump_line(verdict, line.offset, line.inst.encode()))
    return out, unchecked


def _verdict(target, line, answer, reason):
    """"agrees", "unchecked" or the oracle's line text for an instruction gcnsim printed:
    agrees when llvm-mc encodes the text to bytes gcnsim reads back as the text; differs when
    llvm-mc reads the text otherwise than gcnsim's assembler (other bytes, or only one of the
    two refuses it); unchecked when both refuse it (a text only a decoder writes: the constant
    bus exceeded, an /*Invalid ...*/ operand, tfe on a store) or both encode it to bytes that
    read back as another text (a spelling of two encodings)."""
    if "/*Invalid" in line.text:      # LLVM's printer marks an operand no assembler takes
        return "unchecked"
    try:
        ours = assemble_line(line.text, target).encode()
    except GcnsimError:
        ours = None
    if answer is None:
        return "unchecked" if ours is None else f"<llvm-mc-19 refuses: {reason}>"
    if ours != answer[1]:
        return f"<llvm-mc-19 encodes {answer[1].hex()}>"
    try:
        back = decode(answer[1], target).text
    except DecodeError:
        back = None
    return "agrees" if back == line.text else "unchecked"


def _long_verdict(target, text, line):
    """A ``.long`` (or ``.byte``) agrees where no format or no opcode LLVM assembles has the
    word's encoding (gcnsim's gfx7 tables are LLVM's assembler swept text first)."""
    data = text[line.offset:line.offset + 8].ljust(8, b"\0")
    fmt = identify(target, int.from_bytes(data[:4], "little"))
    if fmt is None or line.text.startswith(".byte"):
        return "agrees"
    op = fmt.unpack(int.from_bytes(data[:fmt.size], "little"))["op"]
    return "agrees" if op_table(target).get(fmt.enc, op) is None else "unchecked"


def oracle_listing(target, words):
    """(LLVM's lines, how many of them the oracle could not judge) for ``words``: llvm-objdump's
    where it disassembles the target, else assembler_listing's; None if llvm-objdump fails."""
    if target in DISASSEMBLED:
        return llvm_listing(target, words), 0
    return assembler_listing(target, words)


def draw(target, words, rng):
    """[(stream name, words, LLVM's lines, lines unjudged)] of a target (streams llvm-objdump
    fails on are left out)."""
    groups = strata(target)
    layouts = _layouts(target)
    avoid = crash_fields(target)
    out = []
    for name in ("random", *groups):
        dwords = stream_words(target, name, words, rng, groups, layouts, avoid)
        lines, unchecked = oracle_listing(target, dwords)
        if lines is not None:
            out.append((name, dwords, lines, unchecked))
    return out


def parse(text):
    """[(stream name, words, LLVM's lines)] and {stream: known differences} of a file."""
    streams, known = [], {}
    for line in text.splitlines():
        if line.startswith("# known "):
            name, count = line[len("# known "):].split(": ")
            known[name] = int(count)
        elif line.startswith("# unchecked "):
            continue
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
    oracle = ("llvm-mc-19 and llvm-objdump-19" if target in DISASSEMBLED else
              "llvm-mc-19 (its assembler: llvm-objdump-19 cannot disassemble gfx7)")
    lines = [f"# GENERATED by tools/gen_random_streams.py --target {target} --words {words} "
             f"--seed {seed} from {oracle}; do not edit by hand."]
    for name, dwords, want, _ in streams:
        lines.append(f"# known {name}: "
                     f"{len(differences(want, gcnsim_listing(target, dwords)))}")
    lines += [f"# unchecked {name}: {unchecked}" for name, _, _, unchecked in streams
              if target not in DISASSEMBLED]
    for name, dwords, want, _ in streams:
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
