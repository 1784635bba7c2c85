"""Probe llvm-mc-19 for the mnemonic aliases each target accepts and write
gcnsim/isa/_gen/<target>_aliases.py.

LLVM accepts old and alternative names besides the ones its printer uses: gfx942 takes gfx90a's
MFMA names, gfx701 takes gfx9's carry-out names (only as VOP3), gfx9 takes v_mul_lo_i32. The
candidates are every mnemonic of the other targets' tables and every mnemonic string in LLVM's
library; each is tried with operands from the golden corpus (or a set of generic shapes). Where
LLVM accepts one, gcnsim decodes LLVM's bytes and finds the mnemonic as written (name and suffix)
that gives the same bytes with the same operands.

    gfx942: v_mfma_f32_32x32x1f32 a[0:31], v1, v2, a[0:31]
            -> bytes of v_mfma_f32_32x32x1_2b_f32   => ALIASES["v_mfma_f32_32x32x1f32"]
    gfx701: v_add_co_u32 v1, vcc, v2, v3 -> v_add_i32_e64
            => ALIASES["v_add_co_u32"] = "v_add_i32_e64"

    python -m tools.isa_probe.aliases [--target T] [--check]
"""
import argparse
import sys
from collections import defaultdict
from pathlib import Path

from gcnsim.asm import assemble_line, decode
from gcnsim.errors import GcnsimError
from gcnsim.isa.opcodes import SUFFIXES, op_table
from gcnsim.isa.targets import TARGETS
from tools.isa_probe.vop32 import llvm_mnemonics
from tools.llvm import assemble_lines

ROOT = Path(__file__).resolve().parent.parent.parent
CORPUS = ROOT / "tests" / "data" / "corpus"
OUT = ROOT / "gcnsim" / "isa" / "_gen"
SAMPLES_PER_SUFFIX = 2
# Aliases LLVM's matcher spells piecewise (no whole string in the library): from its tests.
EXTRA_NAMES = ("v_accvgpr_read", "v_accvgpr_write")
# Operand shapes for library mnemonics that no table has (VALU, SALU, MFMA, memory).
SHAPES = ("", "v1, v2", "v1, v2, v3", "v1, v2, v3, v4", "v[0:1], v[2:3]",
          "v[0:1], v[2:3], v[4:5]", "v1, vcc, v2, v3", "s1, s2", "s1, s2, s3",
          "s[0:1], s[2:3]", "v1, v[2:3], off", "v[2:3], v1, off", "v1, off, s[0:3], 0",
          "v1, v2 offset:4", "v[0:3], v[4:5], v[6:7], v[0:3]", "a[0:15], v[4:5], v[6:7], a[0:15]",
          "a[0:15], v4, v6, a[0:15]", "a[0:31], v4, v6, a[0:31]", "v[0:3], v4, v6, v[0:3]")


def split_suffix(mnemonic):
    for suffix in SUFFIXES:
        if mnemonic.endswith(suffix):
            return mnemonic[: -len(suffix)], suffix
    return mnemonic, ""


def corpus_operands():
    """Base mnemonic -> forms (suffix + operand text) of its golden-corpus lines, a few per
    suffix; e32/e64 lines are also tried without suffix."""
    out = defaultdict(dict)
    for path in sorted(CORPUS.glob("*.txt")):
        for line in path.read_text().splitlines():
            mnemonic, _, ops = line.split("\t")[0].partition(" ")
            base, suffix = split_suffix(mnemonic)
            forms = out[base]
            if sum(form.startswith(suffix + " ") for form in forms) < SAMPLES_PER_SUFFIX:
                forms[suffix + " " + ops] = None
                if suffix in ("_e32", "_e64"):
                    forms[" " + ops] = None
    return out


def candidate_lines(target, operands):
    """Lines with a mnemonic the target's table does not have."""
    own = {row.name for row in op_table(target).rows}
    names = {row.name for t in TARGETS for row in op_table(t).rows}
    names |= set(llvm_mnemonics("v|s|ds|buffer|global|flat|scratch|tbuffer")) | set(EXTRA_NAMES)
    lines = []
    for name in sorted(names - own):
        longer = [other for other in sorted(names) if other.startswith(name + "_")]
        forms = operands.get(name) or operands.get(longer[0] if longer else None) or {
            " " + shape: None for shape in SHAPES}
        lines += [(name + form).strip() for form in forms]
    return lines


def replacements(target, line, data):
    """The mnemonics (with suffix) of the target's own that encode ``line``'s operands as
    ``data``, best first."""
    try:
        name = decode(data, target).op.name
    except GcnsimError:
        return []
    mnemonic, _, ops = line.partition(" ")
    suffix = split_suffix(mnemonic)[1]
    out = []
    for candidate in dict.fromkeys((name + suffix, name, name + "_e64", name + "_e32")):
        try:
            if assemble_line(f"{candidate} {ops}", target).encode() == data:
                out.append(candidate)
        except GcnsimError:
            continue
    return out


def probe(target):
    """{alias as written: mnemonic as written} for one target: the first mnemonic that gives
    LLVM's bytes for every accepted line of the alias."""
    lines = candidate_lines(target, corpus_operands())
    found = {}
    for line, result in zip(lines, assemble_lines(target, lines)):
        if result is not None:
            written = line.split()[0]
            good = replacements(target, line, result[1])
            found[written] = [c for c in found.get(written, good) if c in good]
    return _fold_suffixes({written: good[0] for written, good in sorted(found.items()) if good})


def _fold_suffixes(aliases):
    """Drop ``A_e32 -> B_e32`` entries where ``A -> B`` already says it (the table's
    suffix handling applies the written suffix to the base alias)."""
    out = {}
    for written, target in aliases.items():
        base, suffix = split_suffix(written)
        if suffix and aliases.get(base) == split_suffix(target)[0] and target.endswith(suffix):
            continue
        out[written] = target
    return out


def render(target, aliases):
    lines = [f'"""Mnemonic aliases of {target}: written mnemonic -> the one gcnsim encodes.',
             "",
             "GENERATED by tools/isa_probe/aliases.py from llvm-mc-19; do not edit by hand.\"\"\"",
             "ALIASES = {"]
    lines += [f"    {k!r}: {v!r}," for k, v in sorted(aliases.items())]
    return "\n".join(lines + ["}"]) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--target", action="append")
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    differ = []
    for target in args.target or list(TARGETS):
        text = render(target, probe(target))
        path = OUT / f"{target}_aliases.py"
        if args.check and (not path.exists() or path.read_text() != text):
            differ.append(path.name)
        elif not args.check:
            path.write_text(text)
            print(f"wrote {path.relative_to(ROOT)}")
    if differ:
        print("differs from LLVM: " + ", ".join(differ))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
