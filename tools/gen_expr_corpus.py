"""Build tests/data/expr_corpus.json: instructions of the golden corpora of every target with
one integer operand slot (an immediate, an inline constant or literal, ``offset:``,
``offset0:``/``offset1:``, a DPP or SDWA control's value, an ``s_waitcnt`` counter, a
``hwreg``/``sendmsg``/``swizzle`` field) replaced by a random absolute expression: MC's
operators with random spaces and parentheses, decimal, hex, octal, binary and character
literals, and symbols set by ``.set``/``.equ``/``=`` in a prelude; most expressions keep the
slot's value, some change it (out of range too) and some are malformed. Each line has
llvm-mc-19's verdict: its bytes, or null where llvm-mc refuses it or can only encode it with
a relocation (an expression it cannot evaluate: gcnsim writes none, so it refuses those too).
tests/asm/test_expressions.py reads the file without LLVM.

    python -m tools.gen_expr_corpus [--count N] [--seed S]
"""
import argparse
import json
import random
import re
from pathlib import Path

from tools.llvm import assemble_lines

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "data" / "expr_corpus.json"
TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")
FAMILIES = ("scalar", "vop32", "vop64", "memory")
# Symbols every line may use; UNSET's value cannot be evaluated (llvm-mc accepts the .set as
# long as no operand needs its value).
PRELUDE = (".set ONE, 1", ".equ SIXTEEN, 0x10", "MINUS3 = -3", ".set TWICE, ONE * 2 + SIXTEEN",
           ".set UNSET, nosuch + 1")
SYMBOLS = {"ONE": 1, "SIXTEEN": 16, "MINUS3": -3, "TWICE": 18}
# Slots the golden corpora hold few of: (line with {} for the slot, the slot's usual value)
TEMPLATES = (("s_nop {}", 3), ("s_sleep {}", 2), ("s_setprio {}", 1), ("s_trap {}", 2),
             ("s_waitcnt {}", 0), ("s_waitcnt vmcnt({}) lgkmcnt(0)", 1),
             ("s_waitcnt vmcnt(0) & lgkmcnt({})", 2), ("s_waitcnt expcnt({}) & vmcnt(1)", 3),
             ("s_getreg_b32 s0, hwreg(HW_REG_MODE, {}, 8)", 0),
             ("s_getreg_b32 s0, hwreg({}, 0, 32)", 1),
             ("s_setreg_b32 hwreg(HW_REG_MODE, 0, {}), s0", 8),
             ("s_setreg_imm32_b32 hwreg(HW_REG_MODE), {}", 3), ("s_sendmsg sendmsg({})", 1),
             ("s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, {})", 0),
             ("s_sendmsg sendmsg(MSG_GS, {}, 0)", 2),
             ("ds_swizzle_b32 v0, v1 offset:swizzle(QUAD_PERM, {}, 1, 2, 3)", 0),
             ("ds_swizzle_b32 v0, v1 offset:swizzle(BROADCAST, 8, {})", 1),
             ("ds_swizzle_b32 v0, v1 offset:{}", 0x8000), ("s_movk_i32 s0, {}", 100),
             ("s_mov_b32 s0, {}", 7), ("s_add_u32 s0, {}, s1", 64),
             ("s_load_dword s0, s[0:1], {}", 16),
             ("s_buffer_load_dword s0, s[0:3], {}", 16), ("v_mov_b32 v0, {}", 5),
             ("v_add_f32 v0, {}, v1", 1), ("v_add_f32_e64 v0, v1, {} clamp", 2),
             ("v_cndmask_b32_e64 v0, {}, v1, s[0:1]", 1), ("v_madmk_f32 v0, v1, {}, v2", 0x40),
             ("v_add_u32_sdwa v0, v1, v2 dst_sel:DWORD src0_sel:BYTE_{}", 1),
             ("v_add_f32_sdwa v0, {}, v2 dst_sel:DWORD", 1), ("v_pk_add_f16 v0, v1, {}", 1),
             ("v_pk_add_u16 v0, v1, v2 op_sel:[{},0]", 1), ("v_mov_b32_dpp v0, v1 row_shl:{}", 1),
             ("v_mov_b32_dpp v0, v1 quad_perm:[{},1,2,3] row_mask:0xf", 0),
             ("v_mov_b32_dpp v0, v1 row_ror:1 bank_mask:{}", 3),
             ("buffer_load_dword v0, off, s[0:3], {} offset:4", 0),
             ("buffer_load_dword v0, off, s[0:3], 0 offset:{}", 8),
             ("global_load_dword v0, v[2:3], off offset:{}", 16),
             ("flat_load_dword v0, v[2:3] offset:{}", 16), ("ds_write_b32 v1, v2 offset:{}", 16),
             ("ds_write2_b32 v1, v2, v3 offset0:{} offset1:2", 1),
             ("v_add_f32_e64 v0, v1, v2 mul:{}", 2), ("v_mul_f32_e64 v0, v1, v2 div:{}", 2))
# The lines the assembler's expression work started from: llvm-mc assembles each on gfx900.
LEAD_LINES = ("s_nop 1 + 2", "s_mov_b32 s0, 1 + 2", "s_mov_b32 s0, ~0 & 0xff",
              "v_add_f32 v0, 1 + 1, v1", "global_load_dword v0, v[2:3], off offset:4 * 4",
              "s_nop 1+2", "global_load_dword v0, v[2:3], off offset:4*4", "s_sleep (1 + 1)",
              "s_waitcnt vmcnt(1 + 1)", "s_mov_b32 s0, -(1 + 2)", "s_mov_b32 s0, TWICE - 1",
              "s_mov_b32 s0, UNSET", "v_mov_b32 v0, UNSET", "v_add_f32_e64 v0, UNSET, v1")
BINARY = ("+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "==", "!=", "<>", "<", "<=",
          ">", ">=", "&&", "||", "!")
# An integer written as an operand: alone, after a known key's colon, or in a counter's or a
# field's parentheses and brackets; never a register's index (v[2:3], s0).
_SLOT = re.compile(r"(?<=[\s,(\[:])-?(?:0x[0-9a-fA-F]+|\d+)(?=[\s,)\]]|$)")
_KEY = re.compile(r"(offset|offset0|offset1|row_shl|row_shr|row_ror|row_bcast|quad_perm|"
                  r"row_mask|bank_mask|mul|div|dmask|vmcnt|expcnt|lgkmcnt):$")


def _slots(rest):
    """The integer slots of an operand string (after a colon: only a known key's)."""
    return [m for m in _SLOT.finditer(rest)
            if rest[m.start() - 1] != ":" or _KEY.search(rest, 0, m.start())]


def _spaced(rng, op):
    return rng.choice(("", " ", " ", "  ", "\t")) + op + rng.choice(("", " ", " ", "\t"))


def _literal(rng, value):
    """``value`` (0 to 255) written as one of the literals llvm-mc reads."""
    kind = rng.randrange(6)
    if kind == 0 and 33 <= value < 127 and chr(value) not in "'\\\"":
        return f"'{chr(value)}'"
    if kind == 1:
        return f"0x{value:x}" if rng.random() < 0.7 else f"0X{value:X}"
    if kind == 2 and value:
        return f"0{value:o}"
    if kind == 3:
        return f"0b{value:b}"
    return str(value)


def _same(rng, value, depth=0):
    """An expression whose value is ``value``."""
    if depth > 2 or rng.random() < 0.25:
        if 0 <= value < 256:
            return _literal(rng, value)
        return str(value) if value >= 0 or rng.random() < 0.5 else f"({value})"
    a = rng.randint(0, 40)
    forms = (lambda: f"{_same(rng, value - a, depth + 1)}{_spaced(rng, '+')}{_literal(rng, a)}",
             lambda: f"{_same(rng, value + a, depth + 1)}{_spaced(rng, '-')}{_literal(rng, a)}",
             lambda: f"({_same(rng, value, depth + 1)})",
             lambda: f"-{rng.choice(('', ' '))}({_same(rng, -value, depth + 1)})",
             lambda: f"~{rng.choice(('', ' '))}({_same(rng, ~value, depth + 1)})",
             lambda: f"{_same(rng, value * 4, depth + 1)}{_spaced(rng, '/')}4",
             lambda: f"({_same(rng, value, depth + 1)}){_spaced(rng, '*')}1",
             lambda: f"{_same(rng, value, depth + 1)}{_spaced(rng, rng.choice('|^'))}0",
             lambda: f"{_same(rng, value, depth + 1)}{_spaced(rng, '&')}-1",
             lambda: f"{_same(rng, value, depth + 1)}{_spaced(rng, '<<')}0",
             lambda: f"({_same(rng, value >> 2, depth + 1)}{_spaced(rng, '<<')}2)"
                     f"{_spaced(rng, '+')}{value & 3}",
             lambda: f"{_same(rng, value + 1, depth + 1)}{_spaced(rng, '+')}"
                     f"({a}{_spaced(rng, rng.choice(('==', '<=', '>=')))}{a})",
             lambda: f"{_same(rng, value, depth + 1)}{_spaced(rng, '+')}"
                     f"({a}{_spaced(rng, rng.choice(('!=', '<>', '<', '>')))}{a})",
             lambda: f"{_same(rng, value - 1, depth + 1)}{_spaced(rng, '+')}"
                     f"({a + 1}{_spaced(rng, rng.choice(('&&', '||')))}{a})",
             lambda: f"{_same(rng, value, depth + 1)}{_spaced(rng, '%')}{abs(value) + 1 + a}"
                     if value >= 0 else f"({value})",
             lambda: _symbolic(rng, value, depth))
    return rng.choice(forms)()


def _symbolic(rng, value, depth):
    name = rng.choice(sorted(SYMBOLS))
    rest = value - SYMBOLS[name]
    return f"{name}{_spaced(rng, '+')}{_same(rng, rest, depth + 1) if rest >= 0 else f'({rest})'}"


def _random(rng, depth=0):
    """An expression of random operators and values (any value, out of range too)."""
    if depth > 2 or rng.random() < 0.35:
        return rng.choice((_literal(rng, rng.randint(0, 255)), str(rng.randint(0, 1 << 20)),
                           f"0x{rng.getrandbits(rng.choice((8, 16, 32, 33, 64))):x}",
                           rng.choice(sorted(SYMBOLS))))
    if rng.random() < 0.2:
        return rng.choice(("-", "~", "!", "+")) + _random(rng, depth + 1)
    text = f"{_random(rng, depth + 1)}{_spaced(rng, rng.choice(BINARY))}{_random(rng, depth + 1)}"
    return f"({text})" if rng.random() < 0.5 else text


def _malformed(rng, value):
    """An expression llvm-mc refuses or cannot evaluate."""
    return rng.choice((f"{value} +", f"({value}", f"{value})", f"{value} * * 2",
                       f"nosuch{_spaced(rng, '+')}{value}", f"UNSET{_spaced(rng, '-')}1",
                       "UNSET", f"{value}{_spaced(rng, '/')}0", f"{value}{_spaced(rng, '%')}0",
                       f"{value} 1", "099", f"0x{value:x}g", f"{value} +* 1",
                       "0x10000000000000000"))


def expression(rng, value):
    roll = rng.random()
    if roll < 0.65:
        return _same(rng, value)
    if roll < 0.88:
        return _random(rng)
    return _malformed(rng, value)


def samples(target, rng, count):
    """``count`` corpus lines of ``target`` with an integer slot, one slot replaced."""
    lines = []
    for family in FAMILIES:
        path = ROOT / "tests" / "data" / "corpus" / f"{target}_{family}.txt"
        for row in path.read_text().splitlines():
            text = row.split("\t")[0]
            if _slots(text.partition(" ")[2]):
                lines.append(text)
    out = [template.format(expression(rng, value)) for template, value in TEMPLATES
           for _ in range(count // 75)]
    for text in rng.sample(lines, count):
        mnemonic, _, rest = text.partition(" ")
        slots = _slots(rest)
        m = rng.choice(slots)
        value = int(m.group(), 8 if re.fullmatch(r"-?0\d+", m.group()) else 0)
        out.append(f"{mnemonic} {rest[:m.start()]}{expression(rng, value)}{rest[m.end():]}")
    return out


def build(count, seed):
    rng = random.Random(seed)
    cases = []
    for target in TARGETS:
        lines = samples(target, rng, count) + (list(LEAD_LINES) if target == "gfx900" else [])
        cases += verdict_cases(target, lines, PRELUDE)
    return cases


def verdict_cases(target, lines, prelude=()):
    """A case per line with llvm-mc-19's verdict: its bytes as hex, or null (refused, or only
    with a relocation, which the case then says)."""
    verdicts = assemble_lines(target, lines, prelude=prelude, relocations=True)
    return [{"target": target, "line": line,
             "text": v[1].hex() if isinstance(v, tuple) else None,
             **({"relocation": True} if v == "relocation" else {})}
            for line, v in zip(lines, verdicts)]


def line_corpus(argv, script, doc, out, build, count, seed, **header):
    """A line corpus generator's command line (``--count``, ``--seed``): ``build(count,
    seed)``'s cases written to ``out`` under a header naming the generator, llvm-mc-19 as the
    oracle and ``header``'s fields; the cases, after a line saying how many llvm-mc accepted."""
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--count", type=int, default=count)
    ap.add_argument("--seed", type=int, default=seed)
    args = ap.parse_args(argv)
    cases = build(args.count, args.seed)
    header = {"generator": f"tools/{Path(script).name}",
              "oracle": "llvm-mc-19", "count": args.count, "seed": args.seed, **header}
    out.write_text(json.dumps({"header": header, "cases": cases}, indent=0) + "\n")
    accepted = sum(c["text"] is not None for c in cases)
    print(f"{out}: {len(cases)} lines, {accepted} accepted by llvm-mc-19")
    return cases


def main(argv=None):
    cases = line_corpus(argv, __file__, __doc__, OUT, build, 600, 23, prelude=list(PRELUDE))
    print(f"{sum('relocation' in c for c in cases)} only with a relocation")


if __name__ == "__main__":
    main()
