"""Every SALU opcode of gfx90a and gfx942 (SOP1, SOP2, SOPC, SOPK) on edge values, against the
manual's formulas in salu_reference.py: D, SCC (set or left alone) and EXEC, one case a wave.

Each opcode runs once over the product of its sources' edge sets (SOPK once per SIMM16 edge);
cases alternate the incoming SCC, so an instruction that must leave SCC alone is seen to.

    s_absdiff_i32 s4, s0, s2   (s0 = 0x80000000, s2 = 1)  ->  s4 = 0x7FFFFFFF, SCC = 1
"""
import pytest

from gcnsim.isa.opcodes import op_table

from .int_edges import M64, cases, edges
from .salu_harness import get_reg, run
from .salu_reference import SALU

TARGETS = ("gfx90a", "gfx942")
OLD_D = 0x5A5A5A5A_A5A5A5A5
SALU_FORMATS = ("SOP1", "SOP2", "SOPC", "SOPK")
# SALU rows whose semantics are not arithmetic on values, and where they are tested
ELSEWHERE = {
    "s_movrels_b32": "M0-indexed moves: test_salu.py", "s_movrels_b64": "test_salu.py",
    "s_movreld_b32": "test_salu.py", "s_movreld_b64": "test_salu.py",
}
FLOW_OR_STATE = ("s_getpc", "s_setpc", "s_swappc", "s_rfe", "s_cbranch", "s_call", "s_getreg",
                 "s_setreg", "s_set_gpr_idx", "s_setvskip")


def salu_names(target):
    return sorted({r.name for r in op_table(target).rows if r.enc in SALU_FORMATS})


def reg(bits, base):
    return f"s{base}" if bits == 32 else f"s[{base}:{base + 1}]"


def width_of(typ):
    return 64 if typ in ("b64", "d64", "exec") else 32


def line_and_init(name, ref, case):
    """The instruction text and its initial registers (as salu_harness names them) of a case
    whose SIMM16 (if any) is fixed; the case's other values are per wave lists."""
    srcs, init, k = [], {}, None
    dst = reg(ref.dst or 32, 4)
    for i, (typ, value) in enumerate(zip(ref.types, case)):
        if typ in ("b32", "b64"):
            r = reg(width_of(typ), 2 * i)
            srcs.append(r)
            init[r] = value
        elif typ in ("d32", "d64"):
            dst = reg(width_of(typ), 4)
            init[dst] = value
        elif typ == "scc":
            init["scc"] = value
        elif typ == "exec":
            init["exec"] = value
        else:
            k = value
    operands = ([dst] if ref.dst or "d32" in ref.types or "d64" in ref.types else []) + srcs
    if k is not None:
        operands.append(f"{k:#x}")
    return f"{name} {', '.join(operands)}", init


def expected(ref, case, scc_in, exec_in, old_d):
    d, scc, exec_ = ref.fn(*case)
    bits = ref.dst or 32
    return ((old_d if d is None else d & ((1 << bits) - 1)),
            scc_in if scc is None else scc, exec_in if exec_ is None else exec_)


def run_cases(target, name, ref, table):
    """One run over ``table`` (cases sharing any SIMM16), one wave a case."""
    waves = len(table)
    line, _ = line_and_init(name, ref, table[0])
    per_wave = [line_and_init(name, ref, c)[1] for c in table]
    init = {key: [w[key] for w in per_wave] for key in per_wave[0]}
    sccs = init.setdefault("scc", [i & 1 for i in range(waves)])
    execs = init.setdefault("exec", [M64] * waves)
    dst = reg(ref.dst or 32, 4)
    olds = init.setdefault(dst, [OLD_D & ((1 << (ref.dst or 32)) - 1)] * waves)
    st, _ = run(line, init, target, waves)
    got = list(zip(get_reg(st, target, dst), get_reg(st, target, "scc"),
                   get_reg(st, target, "exec")))
    for i, case in enumerate(table):
        want = expected(ref, case, sccs[i], execs[i], olds[i])
        assert got[i] == want, (f"{line} {[hex(c) for c in case]}: got "
                                f"{tuple(hex(x) for x in got[i])}, want "
                                f"{tuple(hex(x) for x in want)}")


def params():
    return [(t, n) for t in TARGETS for n in salu_names(t) if n in SALU]


@pytest.mark.parametrize("target,name", params())
def test_salu_edges(target, name):
    ref = SALU[name]
    table = cases(ref.edge_kinds)
    if "k16" not in ref.types:
        run_cases(target, name, ref, table)
        return
    at = ref.types.index("k16")
    for k in edges("k16"):
        run_cases(target, name, ref, [c for c in table if c[at] == k])


@pytest.mark.parametrize("target", TARGETS)
def test_every_salu_opcode_has_a_reference(target):
    """Every SOP1/SOP2/SOPC/SOPK opcode is in the table, or moves control or state (flow.py,
    special.py tests), or is named in ELSEWHERE."""
    missing = [n for n in salu_names(target) if n not in SALU and n not in ELSEWHERE
               and not n.startswith(FLOW_OR_STATE)]
    assert not missing
