"""VOP3P integer opcodes of gfx90a and gfx942 on edge values: packed 16-bit math with op_sel,
op_sel_hi and clamp, the integer dot products (and their VOP2 accumulating "c" forms) with
clamp, and v_pk_mov_b32's dword selects, against int_reference.py bit for bit.

A packed source is two 16-bit edges; the low result half takes each source's op_sel half, the
high result half its op_sel_hi half (Vega ISA 6.5 "VOP3P"), each half computed alone and
wrapped, or saturated under clamp.

    v_pk_add_u16 v0, v4, v8 clamp   (v4 = 0xFFFF0001, v8 = 0x00020003)  ->  v0 = 0xFFFF0004
"""
import pytest

from .int_edges import M32, cases
from .int_model import finish, typed
from .int_reference import DOTS, PACKED, dot
from .lane_harness import LaneRun
from .test_int_edges import TARGETS, rows

PACKED_NAMES = frozenset(PACKED) | frozenset(DOTS) | {"v_pk_mov_b32"}
SATURATING = ("v_pk_add_", "v_pk_sub_", "v_pk_mad_")
# (op_sel, op_sel_hi) bit patterns over the sources: the default, a swap, all from one half
SELECTS = ((0b000, 0b111), (0b101, 0b010), (0b111, 0b111), (0b000, 0b000))
SMALL = 1024


def _bits(value, n):
    return "[" + ",".join(str((value >> i) & 1) for i in range(n)) + "]"


def _present(names):
    return [(t, n) for t in TARGETS for n in sorted(names) if n in rows(t)]


def _halves(raw, sel):
    return raw >> 16 if sel else raw & 0xFFFF


def _run(line, target, raws, olds=None):
    run = LaneRun(line, target, len(raws))
    for i, reg in enumerate(("v4", "v8", "v12")[:len(raws[0])]):
        run.set(reg, [r[i] for r in raws])
    run.set("v0", olds or [0x5A5A5A5A] * len(raws))
    run.step()
    return run


def _check(run, line, want, olds):
    expect = run.expected(want, olds)
    got = run.get("v0")
    bad = [i for i, (g, e) in enumerate(zip(got, expect)) if g != e]
    assert not bad, f"{line}: lane {bad[0]}: got {got[bad[0]]:#x}, want {expect[bad[0]]:#x}"


def packed_result(spec, raws, op_sel, op_sel_hi, clamp):
    out = 0
    for half, sel in enumerate((op_sel, op_sel_hi)):
        vals = [typed(_halves(r, (sel >> i) & 1), spec.typ) for i, r in enumerate(raws)]
        out |= finish(spec.fn(*vals), spec.typ, clamp) << (16 * half)
    return out


def _packed_params():
    out = []
    for t, n in _present(PACKED):
        for op_sel, op_sel_hi in SELECTS:
            out.append((t, n, op_sel, op_sel_hi, False))
        if n.startswith(SATURATING):
            out.append((t, n, 0b000, 0b111, True))
            out.append((t, n, 0b101, 0b010, True))
    return out


@pytest.mark.parametrize("target,name,op_sel,op_sel_hi,clamp", _packed_params())
def test_packed16(target, name, op_sel, op_sel_hi, clamp):
    spec = PACKED[name]
    n = spec.arity
    halves = cases(("u16",) * (2 * n), SMALL)
    raws = [tuple(h[2 * i] | (h[2 * i + 1] << 16) for i in range(n)) for h in halves]
    srcs = ", ".join(("v4", "v8", "v12")[:n])
    line = (f"{name} v0, {srcs} op_sel:{_bits(op_sel, n)} op_sel_hi:{_bits(op_sel_hi, n)}"
            + (" clamp" if clamp else ""))
    run = _run(line, target, raws)
    want = [packed_result(spec, r, op_sel, op_sel_hi, clamp) for r in raws]
    _check(run, line, want, [0x5A5A5A5A] * len(raws))


def _dot_params():
    out = []
    for t, n in _present(DOTS):
        acc = DOTS[n][2]
        forms = ("_e32", "_e64", "_e64 clamp") if acc else ("", " clamp")
        out.extend((t, n, form) for form in forms)
    return out


@pytest.mark.parametrize("target,name,form", _dot_params())
def test_dot(target, name, form):
    """D = sum of the element products + S2 (the "c" forms: + D), exact; clamp saturates it
    to the 32-bit signed or unsigned range, otherwise it wraps."""
    count, signed, acc = DOTS[name]
    typ = "i32" if signed else "u32"
    table = cases(("u32", "u32", "u32"), SMALL)
    raws = [(a, b) for a, b, _ in table] if acc else list(table)
    olds = [c for _, _, c in table] if acc else [0x5A5A5A5A] * len(table)
    mnemonic, _, mods = form.partition(" ")
    srcs = "v4, v8" if acc else "v4, v8, v12"
    line = f"{name}{mnemonic} v0, {srcs}" + (f" {mods}" if mods else "")
    run = _run(line, target, raws, olds)
    fn, clamp = dot(count, signed), bool(mods)
    want = [finish(fn(a, b, typed(c, typ)), typ, clamp) for a, b, c in table]
    _check(run, line, want, olds)


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("op_sel", (0, 1, 2, 3))
def test_pk_mov_b32(target, op_sel):
    """V_PK_MOV_B32: D[31:0] = S0 dword op_sel[0], D[63:32] = S1 dword op_sel[1]."""
    pairs = [(a | (b << 32), c | (d << 32)) for a, b, c, d in cases(("u32",) * 4, 256)]
    line = f"v_pk_mov_b32 v[0:1], v[4:5], v[8:9] op_sel:{_bits(op_sel, 2)}"
    run = LaneRun(line, target, len(pairs))
    run.set("v[4:5]", [p[0] for p in pairs])
    run.set("v[8:9]", [p[1] for p in pairs])
    run.step()
    want = [((s0 >> (32 * (op_sel & 1))) & M32) | (((s1 >> (32 * (op_sel >> 1))) & M32) << 32)
            for s0, s1 in pairs]
    expect = run.expected(want, [0] * len(pairs))
    assert run.get("v[0:1]") == expect, line


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("mods,add", [("", (1, 0)), (" op_sel_hi:[1,0]", (1, 1)),
                                      (" op_sel:[0,1] op_sel_hi:[1,0]", (0, 1))])
def test_packed_inline_constant_halves(target, mods, add):
    """An inline integer constant of a packed source is its 32-bit value: low half 1, high
    half 0. LLVM's llc (gfx942) adds <1, 0> as ``v_pk_add_u16 v0, v0, 1``, <1, 1> with
    op_sel_hi:[1,0] and <0, 1> with op_sel:[0,1] op_sel_hi:[1,0]."""
    values = [lo | (hi << 16) for lo, hi in cases(("u16", "u16"), 64)]
    run = LaneRun(f"v_pk_add_u16 v0, v4, 1{mods}", target, len(values))
    run.set("v4", values)
    run.set("v0", [0] * len(values))
    run.step()
    want = [((v + add[0]) & 0xFFFF) | ((((v >> 16) + add[1]) & 0xFFFF) << 16) for v in values]
    assert run.get("v0") == run.expected(want, [0] * len(values))
