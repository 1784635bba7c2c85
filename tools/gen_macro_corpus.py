"""Build tests/data/macro_corpus.json: random sources using ``.macro`` (defaults, ``:req``,
``:vararg``, keyword arguments, ``\\@``, ``.exitm``, recursion, ``.purgem``), conditionals
(``.if`` with random expressions over ``.set``/``.equ``/``=`` symbols, ``.elseif``, ``.else``,
``.ifdef``, ``.ifb``, ``.ifc`` and the rest) and repetitions inside them, plus malformed
sources, each with llvm-mc-19's verdict: the code bytes it assembles to, or null where it
reports an error. tests/asm/test_macro.py reads the file without LLVM (and re-runs sources
through llvm-mc-19 where it is installed).

    python -m tools.gen_macro_corpus [--count N] [--seed S]
"""
import argparse
import json
import random
from pathlib import Path

from tools.llvm import assemble_source

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "macro_corpus.json"
TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")
OPS = ("+", "-", "*", "&", "|", "^", "<<", ">>", "==", "!=", "<", "<=", ">", ">=", "&&", "||",
       "/", "%", "<>")
CONDITIONS = (".if", ".ifne", ".ifeq", ".ifgt", ".ifge", ".iflt", ".ifle")
# hand-picked edges: each feature alone, as llvm-mc's documentation shows it
EDGES = (".macro m a, b=2\n s_nop \\a+\\b\n.endm\nm 1\nm 1, 3\nm b=1, a=0\n",
         ".macro m a:req\n s_nop \\a\n.endm\nm 3\n",
         ".macro m a, b:vararg\n .byte \\a\n .byte \\b\n.endm\nm 3, 1, 2\n",
         ".macro m\n s_nop \\@\n.endm\nm\nm\nm\n",
         ".macro m\n s_nop 1\n .exitm\n s_nop 2\n.endm\nm\n",
         ".macro m\n s_nop 1\n.endm\nm\n.purgem m\n.macro m\n s_nop 2\n.endm\nm\n",
         ".macro m n\n .if \\n\n s_nop \\n\n m (\\n-1)\n .endif\n.endm\nm 5\n",
         ".macro m n\n .if \\n\n m (\\n-1)\n .else\n s_nop 0\n .endif\n.endm\nm 19\n",
         ".macro m a\n .byte \\a\n.endm\nm \"5\"\nm 1 + 2\n",
         ".macro m a b c\n .byte \\a, \\b, \\c\n.endm\nm 1 2 3\n",
         ".macro m r\n v_mov_b32 v\\r, \\r\n v_mov_b32 v\\r\\()1, 0\n.endm\nm 2\n",
         ".macro s_nop a\n s_endpgm\n.endm\ns_nop 3\n",
         "l: .macro m\n s_nop 1\n.endm\nm\n.ifdef l\n s_nop 2\n.endif\n",
         ".macro outer\n .macro inner\n s_nop 3\n .endm\n.endm\nouter\ninner\n",
         ".macro m\n .rept 2\n s_nop \\@\n .endr\n.endm\nm\n",
         ".macro m a\n .irp r, \\a, 2\n s_nop \\r\n .endr\n.endm\nm 7\n",
         ".ifdef x\n s_nop 1\n.endif\nx = 1\n.ifdef x\n s_nop 2\n.endif\n",
         ".ifndef y\n s_nop 2\n.endif\n.ifb\n s_nop 3\n.endif\n.ifnb  x\n s_nop 4\n.endif\n",
         ".ifc a,a\n s_nop 1\n.endif\n.ifnc a , b\n s_nop 2\n.endif\n",
         ".ifeqs \"a\",\"a\"\n s_nop 1\n.endif\n.ifnes \"a\", \"b\"\n s_nop 2\n.endif\n",
         ".if 0\n.if x\n.endif\n.error \"no\"\n.endif\n s_nop 3\n",
         ".set N, 4\n s_mov_b32 s0, N\n s_mov_b32 s1, N+1\n .byte N, -N\n",
         ".equ N, -3\n s_mov_b32 s0, N\n v_mov_b32 v0, N*2\n",
         "N = 4\n.set M, N << 2\n s_movk_i32 s0, M\n.if M == 16\n s_nop 1\n.endif\n",
         ".warning \"careful\"\n.print \"hi\"\n s_nop 0\n",
         ".if 1\n.elseif x\n s_nop 1\n.else\n s_nop 2\n.endif\n",
         ".rept 2\n.if 1\n s_nop 1\n.endif\n.endr\n",
         # data and alignment directives a macro body meets (never code alignment from an
         # offset that is not a multiple of 4: llvm-mc-19 loops forever on it)
         ".space 4\n s_nop 0\n.space 3, 0xab\n.byte 1\n", ".zero 8\n.zero 1, 2\n.skip 3\n",
         ".byte 1,2,3,4\n.balign 8\n s_nop 1\n.balign 16, 0x5\n",
         ".balign 0\n.align 0\n.p2align 0\n s_nop 0\n.align 16\n",
         ".set N, 3\n.space N\n.byte 0\n.set A, 8\n.balign A\n")
# sources llvm-mc rejects; gcnsim must reject each
MALFORMED = (".macro m\n s_nop 1\n",                     # no matching '.endmacro'
             ".endm\n",                                  # unexpected '.endm'
             ".exitm\n",
             ".macro m\n.endm\n.macro m\n.endm\n",       # macro 'm' is already defined
             ".purgem m\n",                              # macro 'm' is not defined
             ".macro m a:req\n s_nop 1\n.endm\nm\n",     # missing value for required
             ".macro m a\n s_nop 1\n.endm\nm 1, 2\n",    # too many positional arguments
             ".macro m n\n .if \\n\n m (\\n-1)\n .else\n s_nop 0\n .endif\n.endm\nm 20\n",
             ".macro m\n m\n.endm\nm\n",                 # nested more than 20 levels
             ".macro m\n s_nop \\@\n.endm\n.purgem m\nm\n",
             ".if 1\n s_nop 1\n",                        # unmatched .ifs or .elses
             ".endif\n", ".else\n", ".elseif 1\n",
             ".if 1\n.else\n.else\n.endif\n",
             ".if 1\n.else\n.elseif 1\n.endif\n",
             ".if x\n.endif\n",                          # expected absolute expression
             ".if 1 +\n.endif\n",
             ".if (1\n.endif\n",
             ".if 1/0\n.endif\n",
             ".ifdef 1\n.endif\n",
             ".ifc a\n.endif\n",
             ".ifeqs a, b\n.endif\n",
             ".error \"stop\"\n", ".err\n",
             ".include \"other.s\"\n",
             ".set N\n",
             ".macro m a, a\n.endm\n",
             ".rept 1\n.macro m\n.endr\n",
             ".balign 3\n", ".align 6\n", ".space -1\n", ".space\n", ".zero x\n")


def _expr(rng, names, depth=0):
    """A random absolute expression over integers and the symbols ``names``."""
    if depth > 2 or rng.random() < 0.4:
        return rng.choice(names + [str(rng.randint(0, 9)), f"0x{rng.randint(0, 15):x}"])
    if rng.random() < 0.15:
        return rng.choice(("-", "~", "!")) + _expr(rng, names, depth + 1)
    text = f"{_expr(rng, names, depth + 1)} {rng.choice(OPS)} {_expr(rng, names, depth + 1)}"
    return f"({text})" if rng.random() < 0.5 else text


def _conditional(rng, names, body):
    """Lines of one conditional block around ``body`` (a function giving lines)."""
    kind = rng.choice(CONDITIONS + (".ifdef", ".ifndef", ".ifb", ".ifnb", ".ifc"))
    if kind in CONDITIONS:
        head = f"{kind} {_expr(rng, names)}"
    elif kind in (".ifdef", ".ifndef"):
        head = f"{kind} {rng.choice(names + ['undefined_sym'])}"
    elif kind in (".ifb", ".ifnb"):
        head = f"{kind} {rng.choice(('', 'x', ' ', '1, 2'))}"
    else:
        head = f".ifc {rng.choice(('a', 'b', 'a b'))},{rng.choice(('a', 'b', ' a'))}"
    lines = [head] + body()
    if rng.random() < 0.4:
        lines += [f".elseif {_expr(rng, names)}"] + body()
    if rng.random() < 0.5:
        lines += [".else"] + body()
    return lines + [".endif"]


def _code(rng, params):
    """One code line using a parameter reference or a constant."""
    p = "\\" + rng.choice(params) if params and rng.random() < 0.7 else str(rng.randint(0, 9))
    return rng.choice((f"s_nop {p}", f"s_mov_b32 s1, {p}", f"v_mov_b32 v2, {p}",
                       f"s_add_u32 s3, s3, ({p})+1", f".byte {p}", "s_nop \\@"
                       if rng.random() < 0.3 else f"s_movk_i32 s4, {p}"))


def _macro(rng, index, names):
    """(definition lines, a call line) of one random macro."""
    params, decls = [], []
    for k in range(rng.randint(0, 3)):
        name = f"p{k}"
        params.append(name)
        decls.append(name + rng.choice(("", "", f"={rng.randint(0, 9)}", ":req")))
    if params and rng.random() < 0.2:
        decls[-1] = params[-1] + ":vararg"
    name = f"mac{index}"

    def body():
        return [_code(rng, params) for _ in range(rng.randint(1, 2))]
    lines = [f".macro {name}{rng.choice((' ', ', '))}{rng.choice((', ', ' ')).join(decls)}"]
    for _ in range(rng.randint(1, 3)):
        roll = rng.random()
        if roll < 0.3:
            lines += _conditional(rng, names + [f"(\\{p})" for p in params], body)
        elif roll < 0.4:
            lines.append(".exitm")
        else:
            lines += body()
    lines.append(rng.choice((".endm", ".endmacro")))
    return lines, name, params


def _call(rng, name, params):
    args = [str(rng.randint(0, 9)) for _ in range(rng.randint(0, len(params) + 1))]
    if args and rng.random() < 0.2:
        args[0] = f"{params[0] if params else 'q'}={args[0]}"
    return f"{name} {rng.choice((', ', ' ', ','))}".rstrip() + " " + \
        rng.choice((", ", ",")).join(args)


def source(rng, index):
    names = []
    lines = [f"start{index}:"]
    for k in range(rng.randint(0, 3)):
        name = f"sym{k}"
        value = _expr(rng, names)
        lines.append(rng.choice((f".set {name}, {value}", f".equ {name}, {value}",
                                 f"{name} = {value}")))
        names.append(name)
    for k in range(rng.randint(1, 3)):
        roll = rng.random()
        if roll < 0.6:
            definition, name, params = _macro(rng, k, names)
            lines += definition
            lines += [_call(rng, name, params) for _ in range(rng.randint(1, 3))]
        else:
            lines += _conditional(rng, names, lambda: [_code(rng, [])])
    return "\n".join(lines + ["  s_endpgm"]) + "\n"


def build(count, seed):
    rng = random.Random(seed)
    cases = [_case(TARGETS[i % len(TARGETS)], source(rng, i)) for i in range(count)]
    return cases + [_case("gfx900", text) for text in EDGES + MALFORMED]


def _case(target, text):
    data = assemble_source(target, text)
    return {"target": target, "source": text, "text": None if data is None else data.hex()}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=500)
    ap.add_argument("--seed", type=int, default=21)
    args = ap.parse_args(argv)
    cases = build(args.count, args.seed)
    header = {"generator": "tools/gen_macro_corpus.py", "oracle": "llvm-mc-19",
              "count": args.count, "seed": args.seed}
    OUT.write_text(json.dumps({"header": header, "cases": cases}, indent=1) + "\n")
    accepted = sum(c["text"] is not None for c in cases)
    print(f"{OUT}: {len(cases)} sources, {accepted} accepted by llvm-mc-19")


if __name__ == "__main__":
    main()
