"""Every integer VALU opcode of gfx90a and gfx942 on edge values, against the manual's formulas.

Each opcode runs in its VOP3 form on the product of its sources' edge sets (int_edges.py), one
case a lane, and again with clamp and with op_sel where its row takes them; every lane's result
and lane-mask output must equal int_reference.py / int_model.py bit for bit. 16-bit sources
carry unrelated bits in the other half; the destination starts with a pattern that must survive
where the manual keeps it (16-bit halves, inactive lanes). SDWA and DPP forms: test_int_forms.py;
VOP3P: test_int_packed.py.

    v_bfe_i32 v0, v4, v8, v12    (v4 = 0x80000000, v8 = 28, v12 = 8)  ->  v0 = 0xFFFFFFF8
"""
from functools import lru_cache

import pytest

from gcnsim.isa.opcodes import op_table

from .int_edges import M32, cases
from .int_model import finish, half_place, typed, width
from .int_reference import VALU
from .lane_harness import LaneRun

TARGETS = ("gfx90a", "gfx942")
JUNK = 0xABCD
SMALL = 768
# Opcodes of the integer families tested elsewhere, and why
ELSEWHERE = {
    "v_readlane_b32": "lane moves: test_int_forms.py", "v_writelane_b32": "lane moves",
    "v_readfirstlane_b32": "lane moves", "v_swap_b32": "lane moves",
    "v_accvgpr_read_b32": "AccVGPR moves: test_vop3p.py", "v_accvgpr_write_b32": "AccVGPR",
    "v_accvgpr_mov_b32": "AccVGPR moves", "v_nop": "no effect", "v_clrexcp": "no effect",
    "v_screen_partition_4se_b32": "a lookup table the manuals give only as a figure "
                                  "(test_gaps_valu.py derives it)",
}


def old_dst(i):
    """The destination's initial dword of case i (a pattern that differs per lane)."""
    return (0x5A5A5A5A ^ (i * 0x9E3779B1)) & M32


@lru_cache(maxsize=None)
def rows(target):
    """name -> {enc: row} of a target's opcode table."""
    out = {}
    for row in op_table(target).rows:
        out.setdefault(row.name, {})[row.enc] = row
    return out


def vop3_row(by_enc):
    return by_enc.get("VOP3") or by_enc.get("VOP3P")


def names(target):
    table = rows(target)
    return sorted(n for n in table if n in VALU)


def params():
    return [(t, n) for t in TARGETS for n in names(t)]


# ---- building the instruction ---------------------------------------------------------------

def src_reg(typ, slot):
    if typ == "mask":
        return "s[20:21]"
    base = 4 + 4 * slot
    dwords = max(1, width(typ) // 32)
    return f"v{base}" if dwords == 1 else f"v[{base}:{base + dwords - 1}]"


def vdst_reg(ref):
    dwords = max(1, width(ref.dst) // 32)
    return "v0" if dwords == 1 else f"v[0:{dwords - 1}]"


def dst_reg(ref):
    if ref.dst is None:
        return "s[22:23]"
    return f"{vdst_reg(ref)}, s[22:23]" if ref.carry else vdst_reg(ref)


def operands(ref):
    return [(typ, src_reg(typ, i)) for i, typ in enumerate(ref.types) if typ != "lane"]


def op_sel_text(op_sel, nsrc):
    bits = [(op_sel >> i) & 1 for i in range(nsrc)] + [(op_sel >> 3) & 1]
    return "op_sel:[" + ",".join(map(str, bits)) + "]"


def vop3_line(name, by_enc, ref, clamp=False, op_sel=0):
    suffix = "_e64" if set(by_enc) & {"VOP1", "VOP2", "VOPC"} else ""
    srcs = ", ".join(reg for _, reg in operands(ref))
    mods = (" " + op_sel_text(op_sel, len(operands(ref))) if op_sel else "") + (
        " clamp" if clamp else "")
    return f"{name}{suffix} {dst_reg(ref)}, {srcs}{mods}"


# ---- the manual's result of one case --------------------------------------------------------

def raw_sources(ref, case, op_sel):
    """Register contents of a case's sources: a 16-bit value sits in the op_sel half, junk in
    the other."""
    raws = []
    for i, (typ, value) in enumerate(zip(ref.types, case)):
        if typ not in ("mask", "lane") and width(typ) == 16:
            value = (value << 16) | JUNK if (op_sel >> i) & 1 else (JUNK << 16) | value
        raws.append(value)
    return raws


def read_sources(ref, raws, op_sel, lane):
    vals = []
    for i, (typ, raw) in enumerate(zip(ref.types, raws)):
        if typ == "lane":
            vals.append(lane)
        elif typ == "mask":
            vals.append(raw)
        else:
            half = raw >> 16 if width(typ) == 16 and (op_sel >> i) & 1 else raw
            vals.append(typed(half, typ))
    return vals


def result(ref, vals, clamp):
    """(destination bits, lane-mask bit or None) of the manual's formula."""
    out = ref.fn(*vals)
    if ref.dst is None:
        return None, int(bool(out))
    bit = None
    if ref.carry:
        out, bit = out
        bit = int(bool(bit))
    if ref.fields:
        kind = f"u{ref.fields}"
        return sum(finish(f, kind, clamp) << (ref.fields * i) for i, f in enumerate(out)), bit
    return finish(out, ref.dst, clamp), bit


def place16(ref, row, bits, old, op_sel):
    """A 16-bit result in its 32-bit register: op_sel-capable rows write the op_sel[3] half
    and keep the other (LLVM GCNSubtarget::zeroesHigh16BitsOfDest: gfx9 opsel instructions
    preserve); the rest zero the high half (the gfx8 behaviour gfx9 keeps for them)."""
    if ref.dst is None or width(ref.dst) != 16:
        return bits
    if row.flag_value("op_sel") is not None:
        return half_place(bits, old, (op_sel >> 3) & 1)
    return bits


# ---- running and comparing ------------------------------------------------------------------

def run_case_list(line, target, ref, row, table, clamp=False, op_sel=0):
    """Run ``line`` on every case of ``table`` and compare every lane and lane mask."""
    run = LaneRun(line, target, len(table))
    raws = [raw_sources(ref, case, op_sel) for case in table]
    for i, typ in enumerate(ref.types):
        if typ != "lane":
            run.set(src_reg(typ, i), [r[i] for r in raws])
    olds = [old_dst(i) for i in range(len(table))]
    if ref.dst is not None:
        run.set(vdst_reg(ref), olds)
    run.step()
    want_d, want_m = [], []
    for i, r in enumerate(raws):
        bits, bit = result(ref, read_sources(ref, r, op_sel, i % 64), clamp)
        want_d.append(place16(ref, row, bits, olds[i], op_sel) if bits is not None else None)
        want_m.append(bit)
    _compare(run, line, ref, table, olds, want_d, want_m)


def _compare(run, line, ref, table, olds, want_d, want_m):
    checks = []
    if ref.dst is not None:
        checks.append((vdst_reg(ref), want_d, olds))
    if ref.dst is None or ref.carry:
        checks.append(("s[22:23]", want_m, [0] * len(table)))
    if line.startswith("v_cmpx"):      # also to EXEC (Vega 6.4), inactive lanes 0
        checks.append(("exec", want_m, [0] * len(table)))
    for reg, want, old in checks:
        expect = run.expected(want, old)
        got = run.get(reg)
        bad = [i for i, (g, e) in enumerate(zip(got, expect)) if g != e]
        if bad:
            i = bad[0]
            case = table[i % len(table)] if i < len(table) else table[i % 64]
            pytest.fail(f"{line}: {reg} lane {i} ({len(bad)} lanes differ), case "
                        f"{[hex(c) for c in case]}: got {got[i]:#x}, want {expect[i]:#x}")


def edge_table(ref, limit=None):
    kinds = tuple(k for t, k in zip(ref.types, ref.edge_kinds) if t != "lane")
    table = cases(kinds) if limit is None else cases(kinds, limit)
    if "lane" in ref.types:
        return [c + (0,) for c in table]
    return table


# ---- the tests ------------------------------------------------------------------------------

@pytest.mark.parametrize("target,name", params())
def test_vop3_edges(target, name):
    """Plain VOP3 form on the product of edge values."""
    by_enc = rows(target)[name]
    ref = VALU[name]
    row = vop3_row(by_enc)
    run_case_list(vop3_line(name, by_enc, ref), target, ref, row, edge_table(ref))


@pytest.mark.parametrize("target,name", [(t, n) for t, n in params()
                                         if "clamp" in vop3_row(rows(t)[n]).flags])
def test_vop3_clamp(target, name):
    """Integer clamp saturates the exact result to the destination type."""
    by_enc = rows(target)[name]
    ref = VALU[name]
    line = vop3_line(name, by_enc, ref, clamp=True)
    run_case_list(line, target, ref, vop3_row(by_enc), edge_table(ref, SMALL), clamp=True)


def _op_sel_params():
    out = []
    for t, n in params():
        value = vop3_row(rows(t)[n]).flag_value("op_sel")
        if value is None:
            continue
        for pattern in sorted({int(value) & p for p in (0b1111, 0b1001, 0b0110)} - {0}):
            out.append((t, n, pattern))
    return out


@pytest.mark.parametrize("target,name,op_sel", _op_sel_params())
def test_vop3_op_sel(target, name, op_sel):
    """op_sel picks the high half of 16-bit sources and the half of a 16-bit result."""
    by_enc = rows(target)[name]
    ref = VALU[name]
    clamp = op_sel == 0b0110 and "clamp" in vop3_row(by_enc).flags
    line = vop3_line(name, by_enc, ref, clamp=clamp, op_sel=op_sel)
    run_case_list(line, target, ref, vop3_row(by_enc), edge_table(ref, SMALL), clamp, op_sel)


@pytest.mark.parametrize("target", TARGETS)
def test_every_integer_valu_opcode_has_a_reference(target):
    """The integer VALU opcodes of the target (every VOP row that is not float, MFMA or a
    conversion) have a reference row here, in test_int_packed.py, or a reason to be tested
    elsewhere."""
    from .test_int_packed import PACKED_NAMES
    table = rows(target)
    missing = [n for n in table if n not in VALU and n not in PACKED_NAMES
               and n not in ELSEWHERE and _is_integer_valu(n, table[n])]
    assert not missing


def _is_integer_valu(name, by_enc):
    import re
    if not any(enc.startswith("VOP") for enc in by_enc):
        return False
    return not re.search(r"_(f16|f32|f64|bf16|xf32|fp8|bf8)|mfma|smfmac|_cvt_|_mix", name)
