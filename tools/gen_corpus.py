"""Build the golden corpus tests/data/corpus/<target>_<family>.txt, text-first.

Each family's ``samples(target, table)`` writes assembly lines covering every opcode row in each
form and with varied operands and modifiers. llvm-mc-19 assembles them (one process per file);
lines it rejects are dropped; for gfx9 targets its disassembler gives the canonical text of the
bytes. Each kept line is ``text<TAB>bytes-hex<TAB>canonical`` and tests need no LLVM to read it.

    python -m tools.gen_corpus [--family F] [--target T]
"""
import argparse
import sys
from importlib import import_module
from pathlib import Path

from gcnsim.isa.formats import FAMILIES
from gcnsim.isa.opcodes import op_table
from gcnsim.isa.targets import TARGETS, get_target
from tools.llvm import assemble_lines, disassemble_words

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "corpus"


def build(target, family):
    """Corpus lines of one family on one target."""
    probe = import_module(f"tools.isa_probe.{family}")
    lines = list(dict.fromkeys(probe.samples(target, op_table(target))))
    assembled = assemble_lines(target, lines)
    kept = [(text, enc) for text, enc in zip(lines, assembled) if enc is not None]
    if get_target(target).generation >= 9:
        canon = disassemble_words(target, [data for _, (_, data) in kept])
    else:
        canon = [llvm_text for _, (llvm_text, _) in kept]
    out = []
    for (text, (_, data)), canonical in zip(kept, canon):
        if canonical is not None:
            out.append(f"{text}\t{data.hex()}\t{canonical}")
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--family", action="append")
    ap.add_argument("--target", action="append")
    args = ap.parse_args(argv)
    families = args.family or [f for f in FAMILIES
                               if Path(__file__).parent.joinpath("isa_probe", f + ".py").exists()]
    OUT.mkdir(parents=True, exist_ok=True)
    for family in families:
        for target in args.target or list(TARGETS):
            lines = build(target, family)
            path = OUT / f"{target}_{family}.txt"
            path.write_text("\n".join(lines) + "\n")
            print(f"{path.name}: {len(lines)} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
