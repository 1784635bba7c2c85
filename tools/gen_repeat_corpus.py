"""Build tests/data/repeat_corpus.json: random sources using ``.rept``, ``.irp`` and ``.irpc``
(nested, with values separated by commas and blanks, empty and trailing ones, ``\\()``
joins, comments and labels around them) and malformed ones, each with llvm-mc-19's verdict:
the code bytes it assembles to, or null where it reports an error. tests/asm/test_repeat.py
reads the file without LLVM (and re-runs this generator's sources through llvm-mc-19 where it
is installed).

    python -m tools.gen_repeat_corpus [--count N] [--seed S]
"""
import argparse
import json
import random
from pathlib import Path

from tools.llvm import assemble_source

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "repeat_corpus.json"
TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")
# bodies: {p} is the parameter reference (\r) in .irp/.irpc bodies, a number in .rept bodies
BODY = ("v_mov_b32 v{p}, {p}", "s_mov_b32 s{p}, -{p}", "s_add_u32 s{p}, s{p}, 0x{p}",
        "v_add_f32 v{p}, v{p}, v1{p}", "s_nop {p}", "v_mov_b32 v1\\()0, {p} ; \\r {p}",
        "s_movk_i32 s1{p}\\(), 0x{p}{p}", "v_mov_b32 v2, {p}{p}")
# the edges of the value syntax: expressions, blanks, quotes, empty values, registers, labels
EDGES = (".irp r, (1 + 2), 1 + 2, 1 +2, 3\n s_nop (\\r)\n.endr\n",
         '.irp r, "1", 2\n s_nop \\r\n.endr\n',
         ".irp r, 1, , 2\n s_mov_b32 s0, 5\\r\n.endr\n",
         ".irp r,\n s_nop 9\\r\n.endr\n s_nop 1\n",
         ".irp r, s[0:1], s[2:3]\n s_mov_b64 \\r, 0\n.endr\n",
         ".irp r, 1 -1, 2 * 3 4\n s_nop (\\r)\n.endr\n",
         ".irpc c, ab1\n s_mov_b32 s0, 0x\\c\n.endr\n",
         "l: .rept 2\n s_nop 1\n.endr\n s_branch l\n",
         ".rept 1\n s_nop 1\\()2\n.endr\n",
         ".irp R, 1, 2\n s_nop \\R\\R\n.endr\n")
# sources llvm-mc rejects (its message in the comment); gcnsim must reject each
MALFORMED = (".rept 2\n s_nop 1\n",                    # no matching '.endr' in definition
             ".endr\n",                                # unmatched '.endr' directive
             "s_nop 0\n.rept 1\n s_nop 1\n.endr\n.endr\n",
             ".rept -1\n s_nop 1\n.endr\n",           # Count is negative
             ".irp r 4 5\n s_nop \\r\n.endr\n",       # expected comma
             ".irpc c\n s_nop 1\n.endr\n",            # expected comma
             ".irpc c, 1 2\n s_nop \\c\n.endr\n",     # unexpected token in '.irpc' directive
             ".irpc c,\n s_nop 1\n.endr\n",            # unexpected token in '.irpc' directive
             ".irp r, 1, 2\n s_nop \\x\\r\n.endr\n",  # unknown token in expression
             ".rept 2\nx: s_nop 1\n.endr\n",          # symbol 'x' is already defined
             ".irp r, 1\n.endr junk\n",                # expected newline
             ".irp rr, 1, 2\n s_nop \\r\n.endr\n")


def _values(rng):
    """An .irp value list as text (maybe empty, maybe with a trailing comma)."""
    values = [str(rng.randint(0, 9)) for _ in range(rng.randint(0, 4))]
    seps = [rng.choice((", ", ",", " ", "  ", " ,")) for _ in values]
    text = "".join(v + s for v, s in zip(values, seps)).rstrip(" ,")
    if values and rng.random() < 0.2:
        text += ","
    return text


def _block(rng, depth, names):
    """Lines of one repetition (maybe nested) whose body lines use the parameters ``names``."""
    kind = rng.choice((".rept", ".irp", ".irpc"))
    if kind == ".rept":
        head, inner = f".rept {rng.choice(('0', '1', '2', '3', '1+1', '(2)'))}", names
    else:
        name = rng.choice(("r", "c", "idx", "R")) + str(depth)
        inner = names + [name]
        chars = "".join(str(rng.randint(0, 9)) for _ in range(rng.randint(1, 3)))
        head = f".irp {name}, {_values(rng)}" if kind == ".irp" else f".irpc {name}, {chars}"
    lines = ["  " * depth + head + rng.choice(("", " ; a comment"))]
    for _ in range(rng.randint(1, 3)):
        if depth < 2 and rng.random() < 0.3:
            lines += _block(rng, depth + 1, inner)
            continue
        p = "\\" + rng.choice(inner) if inner else str(rng.randint(0, 9))
        lines.append("  " * (depth + 1) + rng.choice(BODY).format(p=p))
    return lines + ["  " * depth + ".endr" + rng.choice(("", " // done"))]


def source(rng, index):
    lines = [f"start{index}:", "  s_nop 0"]
    for _ in range(rng.randint(1, 3)):
        lines += _block(rng, 0, [])
        if rng.random() < 0.3:
            lines.append(f"after{index}_{len(lines)}: s_nop 1")
    return "\n".join(lines + ["  s_endpgm"]) + "\n"


def build(count, seed):
    rng = random.Random(seed)
    cases = []
    for index in range(count):
        target = TARGETS[index % len(TARGETS)]
        text = source(rng, index)
        cases.append(_case(target, text))
    cases += [_case("gfx900", text) for text in EDGES + MALFORMED]
    return cases


def _case(target, text):
    data = assemble_source(target, text)
    return {"target": target, "source": text, "text": None if data is None else data.hex()}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=160)
    ap.add_argument("--seed", type=int, default=21)
    args = ap.parse_args(argv)
    cases = build(args.count, args.seed)
    header = {"generator": "tools/gen_repeat_corpus.py", "oracle": "llvm-mc-19",
              "count": args.count, "seed": args.seed}
    OUT.write_text(json.dumps({"header": header, "cases": cases}, indent=1) + "\n")
    accepted = sum(c["text"] is not None for c in cases)
    print(f"{OUT}: {len(cases)} sources, {accepted} accepted by llvm-mc-19")


if __name__ == "__main__":
    main()
