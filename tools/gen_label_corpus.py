"""Build tests/data/label_corpus.json: differences of labels as literal operands, against
llvm-mc-19. Each case is a small source with four labels of .text and one instruction whose
literal slot (a scalar source, a VALU src0 of every type, v_madak/v_madmk's K, a VOP3, SDWA
or DPP source, a 16-bit immediate) holds a random expression over the labels: a difference,
with random spaces, parentheses, an addend, a scale, a negation, the .set symbols of a
prelude; now and then one that needs the load address (a lone label), names no label, or
overflows 32 bits; an expression of one label's address (``L1 + 4``, ``.``) that llvm-mc
makes PC-relative. The instruction comes before the labels, between them or after them.

llvm-mc-19 assembles each source to an object (its labels resolved at layout); the case keeps
the .text bytes, or null where llvm-mc refuses the source, or "relocation" where the object
needs one (an expression of a label's address: gcnsim refuses it, as it writes none).
tests/asm/test_label_literals.py reads the file without LLVM.

    python -m tools.gen_label_corpus [--count N] [--seed S]
"""
import argparse
import json
import random
from pathlib import Path

from tools.gen_expr_corpus import TARGETS, _literal, _spaced
from tools.llvm import assemble_source

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "data" / "label_corpus.json"
PRELUDE = (".set ONE, 1", ".set EIGHT, 8")
# Where a label expression may go; {} is the slot. gfx701 writes v_add_i32 for v_add_co_u32.
TEMPLATES = ("v_mov_b32 v0, {}", "v_mov_b32_e32 v0, {}", "v_mov_b32_e64 v0, {}",
             "v_add_f32 v0, {}, v1", "v_add_f32_e32 v0, {}, v1", "v_sub_f32 v0, v1, {}",
             "v_add_f32_e64 v0, {}, v1", "v_mul_lo_u32 v0, {}, v1", "v_fma_f32 v0, {}, v1, v2",
             "v_max_i32 v0, {}, v1", "v_cvt_f32_u32 v0, {}", "v_bfrev_b32 v0, {}",
             "v_cvt_f64_i32 v[0:1], {}", "v_cvt_f32_f64 v0, {}", "v_add_f16 v0, {}, v1",
             "v_add_u16 v0, {}, v1", "v_lshlrev_b64 v[0:1], 2, {}",
             "v_cmp_eq_u32 vcc, {}, v1", "v_cmp_lt_f32_e32 vcc, {}, v1",
             "v_cmp_eq_u32_e64 s[0:1], {}, v1", "v_cmp_eq_u64 vcc, {}, v[0:1]",
             "v_cndmask_b32 v0, {}, v1, vcc", "v_add_co_u32 v0, vcc, {}, v1",
             "v_madak_f32 v0, v1, v2, {}", "v_madmk_f32 v0, v1, {}, v2",
             "v_mov_b32_sdwa v0, {} dst_sel:DWORD", "v_mov_b32_dpp v0, {} quad_perm:[0,1,2,3]",
             "v_readfirstlane_b32 s0, {}", "v_pk_add_f16 v0, {}, v1", "v_add_f32 v0, -{}, v1",
             "v_add_f32 v0, |{}|, v1", "v_add_f32 v0, neg({}), v1",
             "s_mov_b32 s0, {}", "s_add_u32 s0, s1, {}", "s_cmp_eq_u32 {}, s1",
             "s_and_b32 s0, {}, 0xff", "s_mov_b64 s[0:1], {}", "s_movk_i32 s0, {}",
             "s_cselect_b32 s0, {}, s1")
LABELS = ("L0", "L1", "L2", "L3")


def _difference(rng):
    """A difference of two labels, written one of several ways."""
    a, b = rng.sample(LABELS, 2)
    text = f"{b}{_spaced(rng, '-')}{a}"
    return f"({text})" if rng.random() < 0.4 else text


def expression(rng):
    roll = rng.random()
    diff = _difference(rng)
    if roll < 0.3:
        return diff
    if roll < 0.7:
        op = rng.choice(("+", "-", "*", "/", "<<", ">>", "&", "|", "+", "-"))
        k = rng.choice((_literal(rng, rng.randint(0, 64)), "ONE", "EIGHT",
                        str(rng.randint(0, 1 << 20))))
        if op in "*/<<>>&|" and not diff.startswith("("):
            diff = f"({diff})"
        return f"{diff}{_spaced(rng, op)}{k}" if rng.random() < 0.7 else \
            f"{k}{_spaced(rng, op)}{diff}"
    if roll < 0.75:
        return rng.choice((f"-({_difference(rng)})", f"~({_difference(rng)})",
                           f"{_difference(rng)}{_spaced(rng, '+')}{_difference(rng)}",
                           f"({_difference(rng)}){_spaced(rng, '==')}8"))
    if roll < 0.9:      # one label's address: PC-relative, or an absolute relocation
        label = rng.choice((*LABELS, "."))
        addend = _literal(rng, 4 * rng.randint(0, 9))
        return rng.choice((label, f"{label}{_spaced(rng, '+')}{addend}",
                           f"{rng.randint(0, 64)}{_spaced(rng, '+')}{label}",
                           f"{label}{_spaced(rng, '-')}{rng.randint(0, 64)}",
                           f"{label}{_spaced(rng, '*')}2", f"-{label}",
                           f"{label}{_spaced(rng, '-')}{rng.choice(LABELS)}{_spaced(rng, '+')}"
                           f"{rng.choice(LABELS)}", f"{rng.choice(LABELS)}{_spaced(rng, '-')}."))
    return rng.choice((f"{rng.choice(LABELS)}{_spaced(rng, '-')}nosuch",
                       f"{diff}{_spaced(rng, '+')}0x100000000",
                       f"{diff}{_spaced(rng, '-')}0x80000000",
                       f"{diff}{_spaced(rng, '+')}0xfffffff0", f"{diff} +"))


def source(rng, target, line):
    """A source with ``line`` before, between or after the labels."""
    if target == "gfx701":
        line = line.replace("v_add_co_u32", "v_add_i32")
    where = rng.randrange(3)
    body = ["L0:", "  s_nop 0", "L1:", "  v_nop", "  s_nop 1", "L2:", "  s_endpgm", "L3:"]
    body.insert((0, 3, 8)[where], "  " + line)
    return "\n".join([*PRELUDE, *body]) + "\n"


def build(count, seed):
    rng = random.Random(seed)
    cases = []
    for target in TARGETS:
        for index in range(count):
            template = TEMPLATES[index % len(TEMPLATES)]
            text = source(rng, target, template.format(expression(rng)))
            found = assemble_source(target, text, relocations=True)
            cases.append({"target": target, "source": text,
                          "text": found.hex() if isinstance(found, bytes) else found})
    return cases


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=160)
    ap.add_argument("--seed", type=int, default=24)
    args = ap.parse_args(argv)
    cases = build(args.count, args.seed)
    header = {"generator": "tools/gen_label_corpus.py", "oracle": "llvm-mc-19",
              "count": args.count, "seed": args.seed}
    OUT.write_text(json.dumps({"header": header, "cases": cases}, indent=0) + "\n")
    accepted = sum(isinstance(c["text"], str) and c["text"] != "relocation" for c in cases)
    print(f"{OUT}: {len(cases)} sources, {accepted} assembled by llvm-mc-19, "
          f"{sum(c['text'] == 'relocation' for c in cases)} only with a relocation")


if __name__ == "__main__":
    main()
