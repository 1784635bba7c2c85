"""Build tests/data/float_literal_corpus.json: number spellings in operand slots against
llvm-mc-19's verdicts. A literal is written every way MC's lexer might read a number: a sign
(``-``, ``+``, none), digits or none before and after a point (``1.``, ``.5``, ``1.5``), an
exponent with or without a sign and with or without digits (``1e``, ``1.5e+``, ``2E-3``), a
hex float (``0x1.8p1``, ``0x.8p-1``, ``0x1p3``, and ones missing their ``p``), octal-looking
and hex integers, and junk after a number (``1.5e3.2``, ``1.5d``); it stands alone or under
float input modifiers (``-x``, ``|x|``, ``neg(x)``, ``abs(x)``) in f16, f32, f64, integer and
scalar slots. Each line has llvm-mc-19's verdict: its bytes, or null where llvm-mc refuses it
or encodes it only with a relocation (lines after which llvm-mc loses its next line are left
out). tests/asm/test_float_literals.py reads the file without
LLVM.

    python -m tools.gen_float_literal_corpus [--count N] [--seed S]
"""
import random
from pathlib import Path

from tools.gen_expr_corpus import TARGETS, line_corpus, verdict_cases
from tools.gen_modifier_corpus import modified
from tools.llvm import _encodings, _failed_lines, _run

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "data" / "float_literal_corpus.json"
# lines with {} for the slot, of every operand type a number may fill
TEMPLATES = ("v_mov_b32 v0, {}", "v_add_f32 v0, {}, v2", "v_mul_f32_e64 v0, v1, {}",
             "v_fma_f32 v0, v1, {}, v2", "v_add_f16 v0, {}, v1", "v_add_f16_e64 v0, v1, {}",
             "v_add_f64 v[0:1], {}, v[2:3]", "v_fract_f64 v[0:1], {}",
             "v_add_u32_e64 v0, {}, v1", "v_add_co_u32 v0, vcc, {}, v1",
             "v_lshlrev_b32 v0, {}, v1", "v_cvt_f32_i32 v0, {}", "v_madmk_f32 v0, v1, {}, v2",
             "v_pk_add_f16 v0, {}, v1", "s_mov_b32 s0, {}", "s_add_u32 s0, s1, {}",
             "s_mov_b64 s[0:1], {}", "v_cmp_lt_f32 vcc, {}, v1", "v_mad_u32_u24 v0, {}, v1, v2")
# junk after a number (no "f" or "b": ``3f`` is a directional label to llvm-mc)
TAILS = ("d", "x", ".2", "e1", "h", ".", "_1")


def _exponent(rng):
    if rng.random() < 0.35:
        return ""
    digits = rng.choice(("", "0", "1", "3", "10", "38", "39", "308", "400", "45"))
    return rng.choice("eE") + rng.choice(("", "", "+", "-")) + digits


def _decimal(rng):
    whole = rng.choice(("", "0", "1", "2", "12", "0", "00", "09", "4", "65", "1000"))
    point = rng.random() < 0.8
    frac = rng.choice(("", "5", "25", "0", "1", "15915494", "333", "015625")) if point else ""
    if not whole and not frac:
        frac = "5"
    return whole + ("." if point else "") + frac + _exponent(rng)


def _hex_float(rng):
    whole = rng.choice(("", "1", "0", "F", "a", "10"))
    frac = rng.choice(("", "", "8", "4", "00c", "F"))
    point = "." if rng.random() < 0.6 else ""
    exp = rng.choice(("p", "P")) + rng.choice(("", "", "+", "-")) + \
        rng.choice(("", "0", "1", "3", "10", "-2", "126", "1030")) if rng.random() < 0.85 else ""
    return rng.choice(("0x", "0X")) + whole + point + frac + exp


def spelling(rng):
    """A random number spelling: decimal or hex float, a sign, maybe junk after it."""
    core = _decimal(rng) if rng.random() < 0.7 else _hex_float(rng)
    sign = rng.choice(("", "", "", "", "-", "- ", "+"))
    return sign + core + (rng.choice(TAILS) if rng.random() < 0.15 else "")


def samples(rng, count):
    lines = []
    for _ in range(count):
        literal = spelling(rng)
        if rng.random() < 0.25:
            literal = modified(rng, literal)
        lines.append(rng.choice(TEMPLATES).format(literal))
    return lines


def _loses_lines(target, lines):
    """Whether llvm-mc drops a line of ``lines`` without a word (after a lexer error inside a
    doubled minus, ``- -0x1.``, it swallows the next line; alone at the end it hangs)."""
    stdout, stderr = _run(target, "\n".join([*lines, "s_endpgm"]) + "\n", [])
    return len(_failed_lines(stderr, ("error",))) + len(_encodings(stdout)) < len(lines) + 1


def _answerable(target, lines):
    """``lines`` without those llvm-mc drops (found by halving)."""
    if not _loses_lines(target, lines):
        return lines
    if len(lines) == 1:
        return []
    half = len(lines) // 2
    return _answerable(target, lines[:half]) + _answerable(target, lines[half:])


def build(count, seed):
    rng = random.Random(seed)
    cases = []
    for target in TARGETS:
        cases += verdict_cases(target, _answerable(target, samples(rng, count)))
    return cases


def main(argv=None):
    line_corpus(argv, __file__, __doc__, OUT, build, 800, 26)


if __name__ == "__main__":
    main()
