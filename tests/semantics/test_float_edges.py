"""Every float VALU opcode of gfx90a and gfx942 that float_edges.CASES models, run on the edge
values of its formats across 64 lanes under three MODE words, compared bit for bit with the
independent reference (transcendentals: within their documented ulp)."""
import itertools
import re
from functools import lru_cache

import numpy as np
import pytest

from gcnsim.asm import assemble_line
from gcnsim.emu.state import WaveState
from gcnsim.isa.opcodes import op_table
from gcnsim.isa.targets import get_target
from gcnsim.semantics import registry

from . import float_reference as ref
from .float_edges import ACCUMULATE, CASES, EDGES, INTS, MODES

TARGETS = ("gfx90a", "gfx942")
HIGH_GARBAGE = 0xABCD0000       # the unused half of a 16-bit source register


def operand(typ, slot):
    index = 2 * slot
    return f"v[{index}:{index + 1}]" if typ == "f64" else f"v{index}"


def instruction(name, case, target):
    """The VOP3 (e64) text of ``name`` with sources in v2/v4/v6 (pairs for f64); an
    accumulating form (v_fmac) reads its last source from the destination, loaded with it."""
    dst = "s[10:11]" if case.dst == "mask" else operand(case.dst, 0)
    count = len(case.srcs) - (name in ACCUMULATE)
    srcs = ", ".join(operand(t, i + 1) for i, t in enumerate(case.srcs[:count]))
    for text in (f"{name}_e64 {dst}, {srcs}", f"{name} {dst}, {srcs}"):
        try:
            return assemble_line(text, target)
        except Exception:               # the e64 spelling exists only beside an e32 form
            continue
    raise AssertionError(f"cannot assemble {name}")


def values(typ):
    if typ in EDGES:
        return EDGES[typ]
    width = int(typ[1:])
    return [n & ((1 << width) - 1) for n in INTS[typ]]


def inputs(case):
    """Source tuples: every pair for two sources, a structured sample of triples for three."""
    pools = [values(t) for t in case.srcs]
    if len(pools) == 3:
        short = [pool[::3] for pool in pools]
        return list(itertools.product(*short))
    if len(pools) == 2 and case.srcs[1] not in EDGES:
        pools[1] = pools[1] + [2, -3 & 0xFFFFFFFF, 200, -200 & 0xFFFFFFFF][:len(pools[1])]
    return list(itertools.product(*pools))


def run(inst, target, mode, case, chunk):
    """One wave: sources from ``chunk`` (up to 64 tuples), MODE word ``mode``."""
    st = WaveState(1, 16)
    st.hwreg[:, 1] = mode
    st.set_exec(np.array([0xFFFFFFFFFFFFFFFF], np.uint64))
    for slot, typ in enumerate(case.srcs):
        column = [row[slot] for row in chunk] + [0] * (64 - len(chunk))
        bits = np.array(column, np.uint64)
        if typ in ("f16", "i16", "u16"):
            bits |= np.uint64(HIGH_GARBAGE)
        st.v[0, 2 * slot + 2] = (bits & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        st.v[0, 2 * slot + 3] = (bits >> np.uint64(32)).astype(np.uint32)
    if inst.op.name in ACCUMULATE:
        st.v[0, 0:2] = st.v[0, 2 * len(case.srcs):2 * len(case.srcs) + 2]
    with np.errstate(all="ignore"):
        registry.build(inst, get_target(target), 0)(st, slice(None), None)
    if case.dst == "mask":
        mask = int(st.s64[0, 5])
        return [bool(mask >> lane & 1) for lane in range(len(chunk))]
    lo = st.v[0, 0].astype(np.uint64)
    got = lo | (st.v[0, 1].astype(np.uint64) << np.uint64(32)) if case.dst == "f64" else lo
    width = int(case.dst[1:])
    return [int(x) & ((1 << width) - 1) for x in got[:len(chunk)]]


@lru_cache(maxsize=None)
def float_mnemonics(target):
    names = {row.name for row in op_table(target).rows}
    return sorted(n for n in names if n in CASES or n in ACCUMULATE)


def case_of(name):
    return CASES[ACCUMULATE.get(name, name)]


def close(got, want, case):
    if got == want or not case.ulp:
        return got == want
    fmt = case.dst
    if ref.is_nan(want, fmt) or ref.is_inf(want, fmt) or ref.sign(got, fmt) != ref.sign(want, fmt):
        return False
    return abs(got - want) <= case.ulp


def mismatches(name, target):
    case = case_of(name)
    inst = instruction(name, case, target)
    rows = inputs(case)
    bad = []
    for mode in MODES:
        for start in range(0, len(rows), 64):
            chunk = rows[start:start + 64]
            for row, got in zip(chunk, run(inst, target, mode, case, chunk)):
                want = ref_result(name, mode, row)
                if not close(got, want, case):
                    bad.append(f"{name} MODE={mode:#x} {[hex(x) for x in row]}: "
                               f"got {got:#x}, want {want:#x}")
    return bad


@lru_cache(maxsize=None)
def ref_result(name, mode, row):
    from .float_edges import expected
    return expected(case_of(name), mode, *row)


@pytest.mark.parametrize("target", TARGETS)
def test_float_opcodes_on_edge_values(target):
    names = float_mnemonics(target)
    assert len(names) > 120
    bad = [line for name in names for line in mismatches(name, target)]
    assert not bad, f"{len(bad)} mismatches, first: " + "\n".join(bad[:20])


def packed_run(name, case, target, mode, chunk):
    """A VOP3P op on 64 lanes: the low halves (dwords) take ``chunk``'s tuples, the high ones
    the same tuples one lane on; returns [(low result, high result)]."""
    wide = case.dst == "f32"
    half, mask = (32, (1 << 32) - 1) if wide else (16, 0xFFFF)
    regs = ["v[0:1]", "v[2:3]", "v[4:5]", "v[6:7]"] if wide else ["v0", "v2", "v4", "v6"]
    inst = assemble_line(f"{name} {', '.join(regs[:len(case.srcs) + 1])}", target)
    rows = list(chunk) + [chunk[0]] * (64 - len(chunk))
    st = WaveState(1, 16)
    st.hwreg[:, 1] = mode
    st.set_exec(np.array([0xFFFFFFFFFFFFFFFF], np.uint64))
    for slot in range(len(case.srcs)):
        packed = np.array([rows[i][slot] | (rows[(i + 1) % 64][slot] << half) for i in range(64)],
                          np.uint64)
        st.v[0, 2 * slot + 2] = (packed & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        st.v[0, 2 * slot + 3] = (packed >> np.uint64(32)).astype(np.uint32)
    with np.errstate(all="ignore"):
        registry.build(inst, get_target(target), 0)(st, slice(None), None)
    out = st.v[0, 0].astype(np.uint64) | (st.v[0, 1].astype(np.uint64) << np.uint64(32))
    return [(int(x) & mask, int(x) >> half & mask) for x in out[:len(chunk)]], rows


@pytest.mark.parametrize("target", TARGETS)
def test_packed_opcodes_on_edge_values(target):
    from .float_edges import PACKED, expected
    bad = []
    for name, case in PACKED.items():
        rows = inputs(case)
        for mode, start in itertools.product(MODES, range(0, len(rows), 64)):
            chunk = rows[start:start + 64]
            results, lanes = packed_run(name, case, target, mode, chunk)
            for i, (lo, hi) in enumerate(results):
                want = (expected(case, mode, *lanes[i]),
                        expected(case, mode, *lanes[(i + 1) % 64]))
                if (lo, hi) != want:
                    bad.append(f"{name} MODE={mode:#x} lane {i}: {lo:#x},{hi:#x} != "
                               f"{want[0]:#x},{want[1]:#x} ({[hex(x) for x in lanes[i]]})")
    assert not bad, f"{len(bad)} mismatches:\n" + "\n".join(bad[:20])


LITERALS = {"f32": (0x3F800000, 0x7F800001, 0x80000000, 0x00000001),
            "f16": (0x3C00, 0x7C01, 0x8000, 0x0001)}
# mnemonic: (operand order with K, fused, format)
LITERAL_FORMS = {"v_madak_f32": ("v2, v4, {k}", False, "f32"),
                 "v_madmk_f32": ("v2, {k}, v4", False, "f32"),
                 "v_madak_f16": ("v2, v4, {k}", False, "f16"),
                 "v_madmk_f16": ("v2, {k}, v4", False, "f16"),
                 "v_fmaak_f32": ("v2, v4, {k}", True, "f32"),
                 "v_fmamk_f32": ("v2, {k}, v4", True, "f32")}


@pytest.mark.parametrize("target", TARGETS)
def test_literal_constant_forms(target):
    """v_madak/madmk/fmaak/fmamk: a 32-bit literal K (an sNaN and a denormal among them) in
    the position the mnemonic names."""
    from .float_edges import expected
    names = {row.name for row in op_table(target).rows}
    bad = []
    for name, (order, fused, fmt) in LITERAL_FORMS.items():
        if name not in names:
            continue
        case = CASES[f"v_{'fma' if fused else 'mad'}_{fmt}"]
        pairs = list(itertools.product(EDGES[fmt], EDGES[fmt][::3]))
        for k, mode in itertools.product(LITERALS[fmt], MODES[:2]):
            inst = assemble_line(f"{name} v0, " + order.format(k=hex(k)), target)
            for start in range(0, len(pairs), 64):
                chunk = pairs[start:start + 64]
                operands = [(a, b, k) if order.endswith("{k}") else (a, k, b) for a, b in chunk]
                got = run(inst, target, mode, Case2(case), [(a, b) for a, b in chunk])
                for ops, g in zip(operands, got):
                    want = expected(case, mode, *ops)
                    if g != want:
                        bad.append(f"{name} K={k:#x} {[hex(x) for x in ops]}: {g:#x} != {want:#x}")
    assert not bad, "\n".join(bad[:20])


def Case2(case):
    """``case`` with its first two sources only (the literal is in the instruction)."""
    from .float_edges import Case
    return Case(case.srcs[:2], case.dst, case.fn, case.denorm)


# v_div_scale / v_div_fmas at the edges clang's division sequences reach (CDNA3 ISA 12.11;
# tests/semantics/test_div_sequences.py runs the whole sequences). Sources in printed order
# (S0 the value to scale, S1 the denominator, S2 the numerator; fmas: S0 * S1 + S2 under VCC).
F64_MAX, F32_MAX = 0x7FEFFFFFFFFFFFFF, 0x7F7FFFFF
DIV_EDGES = [
    # 1/S1 and S2/S1 both denormal: the denominator scaled down by 2**-128, VCC set
    ("v_div_scale_f64 v[0:1], vcc, v[2:3], v[2:3], v[4:5]", (F64_MAX, 0x3FF0000000000000),
     0x77EFFFFFFFFFFFFF, True),
    ("v_div_scale_f64 v[0:1], vcc, v[2:3], v[4:5], v[2:3]", (0x3FF0000000000000, F64_MAX),
     0x3FF0000000000000, True),
    # 1/S1 denormal, S2/S1 normal (1e300 / DBL_MAX): both scaled down, no VCC
    ("v_div_scale_f64 v[0:1], vcc, v[2:3], v[4:5], v[2:3]", (0x7E37E43C8800759C, F64_MAX),
     0x7637E43C8800759C, False),
    # f32: 1/S1 is in f32's denormal range for |S1| > 2**126 (1 / FLT_MAX)
    ("v_div_scale_f32 v0, vcc, v2, v2, v4", (F32_MAX, 0x3F800000), 0x5F7FFFFF, True),
    ("v_div_scale_f32 v0, vcc, v2, v4, v2", (0x3F800000, F32_MAX), 0x3F800000, True),
    # S2/S1 denormal only: the numerator scaled up by 2**64, VCC set
    ("v_div_scale_f32 v0, vcc, v2, v4, v2", (0x00000001, 0x3FC00000), 0x15000000, True),
]


@pytest.mark.parametrize("line,sources,want,vcc", DIV_EDGES, ids=[c[0][:15] + str(i) for i, c
                                                                   in enumerate(DIV_EDGES)])
def test_div_scale_edges(line, sources, want, vcc):
    from .lane_harness import LaneRun
    names = re.findall(r"v\[\d+:\d+\]|v\d+", line)
    run = LaneRun(line, "gfx942", 1)
    run.st.hwreg[:, 1] = 0x3F0                      # MODE: denormals kept (clang's)
    # S0 repeats S1 or S2: two distinct registers carry the values in order of appearance
    for name, value in zip(dict.fromkeys(names[1:]), sources):
        run.set(name, [value])
    run.step()
    assert run.get(names[0])[0] == want
    assert run.get("vcc")[0] == int(vcc)


def test_div_fmas_f64_rounds_once():
    """VCC set and a small S2: (S0 * S1 + S2) * 2**-128 rounded once. S2 * 2**-128 is
    2**-1028 + 2**-1075, half an ulp of the denormal grid, and S0 * S1 = 2**-1000 lifts the
    exact value past the tie: up to 2**-1028 + 2**-1074. Rounding the fma first (it drops
    2**-1000) and then scaling would land on the tie and round to even, 2**-1028."""
    from .lane_harness import LaneRun
    run = LaneRun("v_div_fmas_f64 v[0:1], v[2:3], v[4:5], v[6:7]", "gfx942", 1)
    run.st.hwreg[:, 1] = 0x3F0
    run.set("v[2:3]", [0x20B0000000000000])          # 2**-500
    run.set("v[4:5]", [0x20B0000000000000])
    run.set("v[6:7]", [0x07B0000000000020])          # 2**-900 * (1 + 2**-47)
    run.set("vcc", [1])
    run.step()
    assert run.get("v[0:1]")[0] == 0x0000400000000001
