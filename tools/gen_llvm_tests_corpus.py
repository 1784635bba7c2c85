"""Build the second corpus, tests/data/corpus_extra/<target>_<kind>.txt: the syntax forms of
LLVM's own MC tests (llvm/test/MC/AMDGPU/*.s) beyond the canonical spelling, written by
tools/extra_forms.py, and the rejection corpus tests/data/corpus_reject/<target>_<kind>.txt of
lines LLVM refuses, written by tools/reject_forms.py.

No line of LLVM's tests is copied: the generators write their own lines in the shapes those tests
use, and llvm-mc-19 decides. Kept lines are, as in tools/gen_corpus.py,

    corpus_extra:  text<TAB>bytes-hex<TAB>LLVM's canonical text (gfx701: LLVM's printed text)
    corpus_reject: text<TAB>column<TAB>LLVM's error message

    python -m tools.gen_llvm_tests_corpus [--target T] [--kind K] [--reject]
"""
import argparse
import sys
from pathlib import Path

from gcnsim.isa.opcodes import op_table
from gcnsim.isa.targets import TARGETS, get_target
from tools import extra_forms, reject_forms
from tools.llvm import assemble_lines, disassemble_words, rejections

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
SPELLING_SOURCE_EVERY = 37      # one golden-corpus line in this many is respelled


def golden_lines(target):
    """The first column of the golden corpus of a target."""
    out = []
    for path in sorted((DATA / "corpus").glob(f"{target}_*.txt")):
        out += [line.split("\t")[0] for line in path.read_text().splitlines() if line]
    return out


def extra_lines(target, kind):
    t = get_target(target)
    table = op_table(target)
    if kind == "aliases":
        return extra_forms.alias_lines(target, table)
    if kind == "promotions":
        return extra_forms.promotion_lines(table)
    if kind == "spellings":
        return extra_forms.spelling_lines(target, golden_lines(target)[::SPELLING_SOURCE_EVERY])
    return extra_forms.syntax_lines(t)


def build_extra(target, kind):
    """Corpus lines LLVM accepts: text, bytes, canonical text."""
    lines = list(dict.fromkeys(extra_lines(target, kind)))
    kept = [(text, got) for text, got in zip(lines, assemble_lines(target, lines)) if got]
    if get_target(target).generation >= 9:
        canon = disassemble_words(target, [data for _, (_, data) in kept])
    else:
        canon = [llvm_text for _, (llvm_text, _) in kept]
    return [f"{text}\t{data.hex()}\t{canonical}"
            for (text, (_, data)), canonical in zip(kept, canon) if canonical is not None]


def build_reject(target, kind):
    """Rejection lines: text, LLVM's error column, LLVM's message."""
    lines = list(dict.fromkeys(reject_forms.lines(target, kind, golden_lines(target),
                                                  golden_lines)))
    return [f"{text}\t{column}\t{message}"
            for text, (column, message) in zip(lines, rejections(target, lines))
            if column is not None]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--target", action="append")
    ap.add_argument("--kind", action="append")
    ap.add_argument("--reject", action="store_true")
    args = ap.parse_args(argv)
    kinds = reject_forms.KINDS if args.reject else ("aliases", "promotions", "spellings",
                                                    "syntax")
    out = DATA / ("corpus_reject" if args.reject else "corpus_extra")
    out.mkdir(parents=True, exist_ok=True)
    for target in args.target or list(TARGETS):
        for kind in args.kind or kinds:
            lines = (build_reject if args.reject else build_extra)(target, kind)
            path = out / f"{target}_{kind}.txt"
            path.write_text("\n".join(lines) + "\n" if lines else "")
            print(f"{path.name}: {len(lines)} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
