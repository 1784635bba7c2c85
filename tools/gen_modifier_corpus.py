"""Build tests/data/modifier_corpus.json: VALU sources written with the float input modifiers
in every way llvm-mc's lexer allows, against llvm-mc-19's verdicts. A source (a VGPR, an SGPR,
an inline constant, a literal, an integer expression) gets a negation (``-x``, ``- x``,
``neg(x)``), an absolute value (``|x|``, ``| x |``, ``abs(x)``), both in either order and
nesting, ``sext(x)``, or a doubled minus, each with random blanks (spaces and tabs) around
its parts, in a slot of a VOP1/VOP2/VOPC (promoted to VOP3 by a modifier), VOP3, VOP3P,
v_mad_mix, SDWA or DPP row of float or integer type. Each line has llvm-mc-19's verdict: its
bytes, or null where llvm-mc refuses it or encodes it only with a relocation (a name it
reads as a symbol: ``-sext(1)``). tests/asm/test_modifiers.py reads the file without
LLVM.

    python -m tools.gen_modifier_corpus [--count N] [--seed S]
"""
import random
from pathlib import Path

from tools.gen_expr_corpus import TARGETS, line_corpus, verdict_cases

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "data" / "modifier_corpus.json"
# (line with {} for the slot, the slot's width in dwords)
TEMPLATES = (("v_add_f32 v0, {}, v2", 1), ("v_add_f32_e64 v0, v1, {}", 1),
             ("v_mul_f32 v0, v1, {}", 1), ("v_fma_f32 v0, v1, {}, v2", 1),
             ("v_med3_f32 v0, v1, v2, {}", 1), ("v_add_f64 v[0:1], {}, v[2:3]", 2),
             ("v_fract_f64 v[0:1], {}", 2), ("v_add_f16 v0, {}, v1", 1),
             ("v_rcp_f32 v0, {}", 1), ("v_fract_f32_e64 v0, {} clamp", 1),
             ("v_cmp_lt_f32 vcc, {}, v1", 1), ("v_cmp_lt_f32_e64 s[0:1], v1, {}", 1),
             ("v_cndmask_b32_e64 v0, {}, v1, s[0:1]", 1), ("v_ldexp_f32 v0, {}, v1", 1),
             ("v_div_scale_f32 v0, vcc, {}, v1, v2", 1), ("v_mac_f32 v0, {}, v1", 1),
             ("v_add_u32_e64 v0, {}, v1", 1), ("v_mad_u32_u24 v0, {}, v1, v2", 1),
             ("v_mov_b32 v0, {}", 1), ("v_cvt_f32_i32 v0, {}", 1),
             ("v_pk_add_f16 v0, {}, v1", 1), ("v_mad_mix_f32 v0, {}, v1, v2", 1),
             ("v_mul_f32_sdwa v0, {}, v2 dst_sel:DWORD src0_sel:WORD_1", 1),
             ("v_add_u32_sdwa v0, {}, v2 dst_sel:DWORD", 1),
             ("v_mul_f32_dpp v0, {}, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf", 1),
             ("v_max_f32 v0, {}, {}", 1))
CORES = {1: ("v1", "v9", "s1", "s9", "vcc_lo", "m0", "1", "0", "1.0", "0.5", "-1", "-2.0",
             "0x41", "123", "1.5", "(1)", "1+1", "4 * 4"),
         2: ("v[2:3]", "s[2:3]", "vcc", "1", "1.0", "-1", "0.5", "123", "(2)")}


def _blank(rng):
    return rng.choice(("", "", "", " ", " ", "  ", "\t"))


def modified(rng, core):
    """``core`` with random modifiers and blanks."""
    b = lambda: _blank(rng)     # noqa: E731
    forms = (lambda c: c,
             lambda c: f"-{b()}{c}",
             lambda c: f"|{b()}{c}{b()}|",
             lambda c: f"-{b()}|{b()}{c}{b()}|",
             lambda c: f"abs{rng.choice(('', '', ' '))}({b()}{c}{b()})",
             lambda c: f"neg{rng.choice(('', '', ' '))}({b()}{c}{b()})",
             lambda c: f"-{b()}abs({b()}{c}{b()})",
             lambda c: f"neg({b()}|{b()}{c}{b()}|{b()})",
             lambda c: f"neg({b()}abs({b()}{c}{b()}){b()})",
             lambda c: f"|{b()}-{b()}{c}{b()}|",
             lambda c: f"abs({b()}-{b()}{c})",
             lambda c: f"-{b()}-{b()}{c}",
             lambda c: f"-{b()}neg({b()}{c})",
             lambda c: f"neg({b()}-{b()}{c})",
             lambda c: f"sext({b()}{c}{b()})",
             lambda c: f"-{b()}sext({c})")
    return rng.choice(forms)(core)


def samples(rng, count):
    lines = []
    for _ in range(count):
        template, width = rng.choice(TEMPLATES)
        slots = template.count("{}")
        lines.append(template.format(*(modified(rng, rng.choice(CORES[width]))
                                       for _ in range(slots))))
    return lines


def build(count, seed):
    rng = random.Random(seed)
    cases = []
    for target in TARGETS:
        cases += verdict_cases(target, samples(rng, count))
    return cases


def main(argv=None):
    line_corpus(argv, __file__, __doc__, OUT, build, 1200, 24)


if __name__ == "__main__":
    main()
