"""LLVM's constant folding (opt-19 instcombine for gfx942, recorded by tools/gen_float_folds.py in
tests/data/float_folds/folds.tsv) against the instruction each fold stands for, run on gcnsim
under clang's MODE. Every case agrees bit for bit or falls in one of the disagreements
docs/errata.md records (DISAGREEMENTS): LLVM's IR semantics are not the instruction's there."""
import shutil
import sys
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from gcnsim.asm import assemble_line

from . import float_reference as ref
from .float_edges import Case
from .test_float_edges import instruction, run

DATA = Path(__file__).parents[1] / "data" / "float_folds" / "folds.tsv"
TOOLS = Path(__file__).parents[2] / "tools"
PREDICATES = {"oeq": "eq", "ogt": "gt", "oge": "ge", "olt": "lt", "ole": "le", "one": "lg",
              "ord": "o", "uno": "u", "ueq": "nlg", "ugt": "nle", "uge": "nlt", "ult": "nge",
              "ule": "ngt", "une": "neq"}
CLANG_MODE = 0x3F0


def instruction_of(key):
    """(mnemonic, Case with the operand types) of a fold key such as 'fadd.f32'."""
    parts = key.split(".")
    t = parts[-1]
    two, one = Case((t, t), t, None), Case((t,), t, None)
    simple = {"fadd": "v_add", "fsub": "v_sub", "fmul": "v_mul", "minnum": "v_min",
              "maxnum": "v_max", "floor": "v_floor", "ceil": "v_ceil", "trunc": "v_trunc",
              "rint": "v_rndne"}
    if parts[0] in simple:
        return f"{simple[parts[0]]}_{t}", one if parts[0] in ("floor", "ceil", "trunc",
                                                                 "rint") else two
    if parts[0] == "fma":
        return f"v_fma_{t}", Case((t,) * 3, t, None)
    if parts[0] == "fcmp":
        return f"v_cmp_{PREDICATES[parts[1]]}_{t}", Case((t, t), "mask", None)
    if parts[0] in ("fptrunc", "fpext"):
        return f"v_cvt_{parts[2]}_{parts[1]}", Case((parts[1],), parts[2], None)
    if parts[0] in ("sitofp", "uitofp"):
        src = "i32" if parts[0] == "sitofp" else "u32"
        return f"v_cvt_{t}_{src}", Case((src,), t, None)
    if parts[0] == "ldexp":
        return f"v_ldexp_{t}", Case((t, "i16" if t == "f16" else "i32"), t, None)
    return _amdgcn(parts[1:], t)


def _amdgcn(parts, t):
    name = ".".join(parts[:-1]) if parts[-1] in ("f16", "f32", "f64") else ".".join(parts)
    if name in ("rcp", "fract", "frexp.mant", "sin", "cos", "log"):
        return f"v_{name.replace('.', '_')}_{t}", Case((t,), t, None)
    if name == "frexp.exp":
        dst = "i16" if t == "f16" else "i32"
        return f"v_frexp_exp_{dst}_{t}", Case((t,), dst, None)
    if name == "class":
        return f"v_cmp_class_{t}", Case((t, "u32"), "mask", None)
    if name == "fmed3":
        return f"v_med3_{t}", Case((t,) * 3, t, None)
    if name == "cvt.pkrtz":
        return "v_cvt_pkrtz_f16_f32", Case(("f32", "f32"), "u32", None)
    if name == "fmul.legacy":
        return "v_mul_legacy_f32", Case(("f32", "f32"), "f32", None)
    return f"v_{name}_f32", Case(("f32",) * 3, "f32", None)     # cubeid, cubesc, ...


def load():
    rows = defaultdict(list)
    for line in DATA.read_text().splitlines():
        if line.startswith("#"):
            continue
        key, inputs, result = line.split("\t")
        if result != "-":
            rows[key].append((tuple(int(x, 16) for x in inputs.split(",")), int(result, 16)))
    return rows


def _fmt(case):
    return case.dst if case.dst in ref.FORMATS else None


def disagreement(name, case, row, got, want):
    """The errata entry explaining why gcnsim (the instruction) differs from LLVM's fold, or
    None."""
    fmt, srcs = _fmt(case), list(zip(row, case.srcs))
    any_nan = any(f in ref.FORMATS and ref.is_nan(b, f) for b, f in srcs)
    any_snan = any(f in ref.FORMATS and ref.is_snan(b, f) for b, f in srcs)
    if fmt and not any_nan and got == ref.INVALID[fmt] and ref.is_nan(want, fmt):
        return "invalid NaN"                     # LLVM makes +qNaN, the hardware 0xffc00000
    if fmt and any_snan and ("_min_" in name or "_max_" in name or "med3" in name):
        return "minnum/maxnum on sNaN"           # IR minnum ignores sNaN; IEEE-mode v_min quiets
    if "frexp_mant" in name and any_nan:
        return "frexp_mant NaN"                  # the manual passes S0, LLVM quiets
    if name == "v_sub_f64" and ref.is_nan(row[1], fmt) and got == ref.neg(fmt, want):
        return "fsub f64 is v_add_f64 -S1"       # the neg modifier flips a NaN's sign too
    if fmt and any_snan and got == ref.quiet(want, fmt):
        return "sNaN through an identity"        # LLVM folds x + -0, x * 1 to x, unquieted
    if "fma" in name and any_nan and ref.is_nan(want, fmt) and ref.is_nan(got, fmt):
        return "fma(0, inf, NaN)"                # NaN sources win over the invalid product
    if "med3" in name and any_nan:
        return "fmed3 with a NaN"                # the manual's min3, LLVM's maxnum/minnum
    if name.startswith("v_sin") and ref.is_zero(row[0], fmt):
        return "sin(-0)"                         # the manual's example: -0
    denormal = any(f == "f32" and ref.is_denorm(b, f) for b, f in srcs)
    if name in ("v_rcp_f32", "v_log_f32") and (denormal or ref.is_zero(got, "f32")):
        return "f32 transcendental flush"        # "denormals are flushed" (CDNA3), LLVM keeps
    if name == "v_log_f32" and abs(got - want) <= 1:
        return "transcendental ulp"
    return None


@pytest.fixture(scope="module")
def compared():
    """{key: Counter of 'agree' / errata names / 'unexplained'} and the unexplained lines."""
    counts, unexplained = defaultdict(Counter), []
    for key, cases in load().items():
        name, case = instruction_of(key)
        if name == "v_sub_f64":                 # gfx9 has none: v_add_f64 with -src1
            inst = assemble_line("v_add_f64 v[0:1], v[2:3], -v[4:5]", "gfx942")
        else:
            inst = instruction(name, case, "gfx942")
        for start in range(0, len(cases), 64):
            chunk = cases[start:start + 64]
            got_all = run(inst, "gfx942", CLANG_MODE, case, [row for row, _ in chunk])
            for (row, want), got in zip(chunk, got_all):
                got = int(got)
                if case.dst in ("i16",) and want >> 31:
                    got |= 0xFFFF0000
                if got == want:
                    counts[key]["agree"] += 1
                    continue
                why = disagreement(name, case, row, got, want)
                counts[key][why or "unexplained"] += 1
                if why is None:
                    unexplained.append(f"{key} {[hex(x) for x in row]}: gcnsim {got:#x}, "
                                       f"LLVM {want:#x}")
    return counts, unexplained


def test_llvm_folds_agree_or_are_errata(compared):
    counts, unexplained = compared
    total = sum(sum(c.values()) for c in counts.values())
    agree = sum(c["agree"] for c in counts.values())
    assert total > 5000 and agree > 0.9 * total
    assert not unexplained, f"{len(unexplained)} unexplained:\n" + "\n".join(unexplained[:30])


@pytest.mark.skipif(shutil.which("opt-19") is None, reason="opt-19 not installed")
def test_recorded_folds_match_live_opt():
    sys.path.insert(0, str(TOOLS.parent))
    from tools import gen_float_folds
    rows = gen_float_folds.fold(gen_float_folds._cases())
    recorded = [line.split("\t") for line in DATA.read_text().splitlines()
                if not line.startswith("#")]
    live = [[key, ",".join(f"{b:#x}" for b in row), result] for key, row, result in rows]
    assert live == recorded
