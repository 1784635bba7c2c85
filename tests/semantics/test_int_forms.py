"""The integer VALU opcodes in their other encodings: e32 (VCC as carry and mask), SDWA
(byte/word selects, sext, destination placement, clamp) and DPP (lane moves, row and bank
masks, bound_ctrl), and the lane moves (readlane, writelane, readfirstlane, swap) on edge lane
indices and EXEC masks; all against int_reference.py / int_model.py bit for bit.

    v_add_u32_sdwa v0, sext(v4), v8 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE
        src0_sel:BYTE_1 src1_sel:WORD_1
    -> v0 = v0[15:0] | ((sext(v4[15:8]) + v8[31:16]) << 16)
"""
import pytest

from .int_edges import E32, M32, cases
from .int_model import dpp_lanes, finish, sdwa_place, sdwa_select, typed, width
from .int_reference import DOTS, VALU, Ref, dot
from .lane_harness import FULL, PARTIAL, LaneRun
from .test_int_edges import TARGETS, old_dst, rows, src_reg, vdst_reg
from .valu_harness import run as run_two_waves

SMALL = 512
# SDWA: (src0 sel, src0 sext, src1 sel, src1 sext, dst_sel, dst_unused, clamp)
SDWA = (("BYTE_1", True, "WORD_1", False, "WORD_1", "UNUSED_PRESERVE", False),
        ("WORD_0", True, "BYTE_3", True, "BYTE_2", "UNUSED_SEXT", False),
        ("BYTE_3", False, "BYTE_0", False, "DWORD", "UNUSED_PAD", True))
# DPP: (control text, model control, row_mask, bank_mask, bound_ctrl)
DPP = (("quad_perm:[3,2,1,0]", ("quad_perm", (3, 2, 1, 0)), 0xF, 0xF, False),
       ("row_shr:3", ("row_shr", 3), 0xA, 0xD, False),
       ("row_shl:15", ("row_shl", 15), 0xF, 0xF, True),
       ("row_ror:5", ("row_ror", 5), 0xF, 0x7, True),
       ("wave_shr:1", ("wave_shr", 1), 0xF, 0xF, False),
       ("row_mirror", ("row_mirror", 0), 0x5, 0xF, False),
       ("row_bcast:15", ("row_bcast15", 0), 0xF, 0xF, True),
       ("row_newbcast:3", ("row_newbcast", 3), 0xF, 0xF, False))


def with_flag(flag):
    """(target, name, row) of integer opcodes whose VOP1/VOP2/VOPC row has ``flag``."""
    out = []
    for t in TARGETS:
        for name, by_enc in sorted(rows(t).items()):
            for enc in ("VOP1", "VOP2", "VOPC"):
                if name in VALU and enc in by_enc and flag in by_enc[enc].flags.union({"e32"}):
                    out.append((t, name, by_enc))
    return out


def vop3_clamps(by_enc):
    row = by_enc.get("VOP3")
    return row is not None and "clamp" in row.flags


# ---- one line, its operands, and the manual's value of a lane --------------------------------

def text(name, suffix, ref, srcs, mods=""):
    """The assembly of a VOP1/VOP2/VOPC form; masks in and out are VCC, or s[22:23] for an
    SDWA compare."""
    if ref.dst is None:
        dst = "s[22:23]" if suffix == "_sdwa" else "vcc"
    else:
        dst = f"{vdst_reg(ref)}, vcc" if ref.carry else vdst_reg(ref)
    regs = ", ".join(srcs + (["vcc"] if "mask" in ref.types else []))
    return f"{name}{suffix} {dst}, {regs}{mods}"


def lane_value(ref, raws, sels, clamp, old):
    """(destination bits, mask bit) of a lane: each source SDWA-selected (or whole), typed,
    the formula, then the result placed as SDWA says (``sels`` None: e32/DPP)."""
    vals = []
    for i, (typ, raw) in enumerate(zip(ref.types, raws)):
        if typ == "mask":
            vals.append(raw)
            continue
        if sels is not None and i < 2:
            raw = sdwa_select(raw, sels[2 * i], sels[2 * i + 1])
        vals.append(typed(raw, typ))
    out = ref.fn(*vals)
    if ref.dst is None:
        return None, int(bool(out))
    bit = None
    if ref.carry:
        out, bit = out[0], int(bool(out[1]))
    bits = finish(out, ref.dst, clamp)
    if sels is not None:
        bits = sdwa_place(bits, old, sels[4], sels[5])
    return bits, bit


def _mask_out(ref, suffix):
    if ref.dst is None:
        return "s[22:23]" if suffix == "_sdwa" else "vcc"
    return "vcc" if ref.carry else None


def check_lanes(run, line, ref, suffix, want_d, want_m, olds):
    checks = []
    if ref.dst is not None:
        checks.append((vdst_reg(ref), want_d, olds))
    reg = _mask_out(ref, suffix)
    if reg:
        checks.append((reg, want_m, [0] * len(olds)))
    if ref.dst is None and line.startswith("v_cmpx"):
        checks.append(("exec", want_m, [0] * len(olds)))
    for reg, want, old in checks:
        expect = run.expected(want, old)
        got = run.get(reg)
        bad = [i for i, (g, e) in enumerate(zip(got, expect)) if g != e]
        assert not bad, (f"{line}: {reg} lane {bad[0]} ({len(bad)} differ): "
                         f"got {got[bad[0]]:#x}, want {expect[bad[0]]:#x}")


def run_form(target, name, suffix, mods, sels, clamp, table):
    ref = VALU[name]
    srcs = [src_reg(t, i) for i, t in enumerate(ref.types) if t != "mask"]
    if sels is not None:
        srcs = [f"sext({r})" if sels[2 * i + 1] else r for i, r in enumerate(srcs)]
    line = text(name, suffix, ref, srcs, mods)
    run = LaneRun(line, target, len(table))
    for i, typ in enumerate(ref.types):
        run.set("vcc" if typ == "mask" else src_reg(typ, i), [c[i] for c in table])
    olds = [old_dst(i) for i in range(len(table))]
    if ref.dst is not None:
        run.set(vdst_reg(ref), olds)
    run.step()
    results = [lane_value(ref, c, sels, clamp, o) for c, o in zip(table, olds)]
    check_lanes(run, line, ref, suffix, [d for d, _ in results], [m for _, m in results], olds)


def _kinds(ref, whole_dwords):
    """Edge kinds of the sources; SDWA reads whole dwords, so 16-bit sources get 32-bit edges."""
    out = []
    for typ, kind in zip(ref.types, ref.edge_kinds):
        if whole_dwords and typ != "mask" and width(typ) == 16:
            kind = "u32"
        out.append(kind)
    return tuple(out)


def _float_typed(by_enc):
    row = by_enc.get("VOP2") or by_enc.get("VOP1") or by_enc.get("VOPC")
    return any(spec.kind.startswith("f") for spec in row.operands)


@pytest.mark.parametrize("target,name,by_enc", with_flag("e32"))
def test_e32(target, name, by_enc):
    """The 32-bit encodings: carries and masks through VCC, v_cmpx to EXEC too."""
    ref = VALU[name]
    run_form(target, name, "_e32", "", None, False, cases(_kinds(ref, False), SMALL))


@pytest.mark.parametrize("variant", range(len(SDWA)))
@pytest.mark.parametrize("target,name,by_enc", with_flag("sdwa"))
def test_sdwa(target, name, by_enc, variant):
    ref = VALU[name]
    sels = SDWA[variant]
    if _float_typed(by_enc):       # sext() is for integer operands only (LLVM rejects it)
        sels = (sels[0], False, sels[2], False) + sels[4:]
    clamp = sels[6] and vop3_clamps(by_enc)
    nsrc = len([t for t in ref.types if t != "mask"])
    mods = " clamp" if clamp else ""
    if ref.dst is not None:
        mods += f" dst_sel:{sels[4]} dst_unused:{sels[5]}"
    mods += f" src0_sel:{sels[0]}" + (f" src1_sel:{sels[2]}" if nsrc > 1 else "")
    table = cases(_kinds(ref, True), SMALL)
    run_form(target, name, "_sdwa", mods, sels, clamp, table)


# ---- DPP ------------------------------------------------------------------------------------

def dpp_params():
    out = []
    for t, name, by_enc in with_flag("dpp"):
        out.extend((t, name, v) for v in range(len(DPP)))
    out.extend((t, n, v) for t in TARGETS for n in sorted(ACC_DOTS) if n in rows(t)
               for v in range(len(DPP)))
    return out


ACC_DOTS = {n: spec for n, spec in DOTS.items() if spec[2]}


def dpp_ref(name):
    """The Ref of a DPP-capable opcode; the VOP2 dot "c" forms read D as their last source."""
    if name in ACC_DOTS:
        count, signed, _ = ACC_DOTS[name]
        return Ref(("u32", "u32", "i32"), "i32", dot(count, signed)), True
    return VALU[name], False


@pytest.mark.parametrize("target,name,variant", dpp_params())
def test_dpp(target, name, variant):
    """src0 from the lane DPP_CTRL names; disabled rows/banks and (without bound_ctrl) lanes
    with an out-of-range or inactive source are not written; bound_ctrl reads 0 for them."""
    ref, acc = dpp_ref(name)
    ctrl_text, ctrl, row_mask, bank_mask, bound = DPP[variant]
    kinds = _kinds(ref, False)[:2] if acc else _kinds(ref, False)
    table = cases(kinds, 64)
    table = [table[(7 * i) % len(table)] for i in range(64)]
    regs = [src_reg(t, i) for i, t in enumerate(ref.types[:len(kinds)]) if t != "mask"]
    mods = f" {ctrl_text} row_mask:{row_mask:#x} bank_mask:{bank_mask:#x}"
    line = text(name, "_dpp", Ref(ref.srcs[:len(kinds)], ref.dst, ref.fn, ref.carry), regs,
                mods + (" bound_ctrl:0" if bound else ""))
    run = LaneRun(line, target, 64)
    for i, typ in enumerate(ref.types[:len(kinds)]):
        run.set("vcc" if typ == "mask" else src_reg(typ, i), [c[i] for c in table])
    olds = [old_dst(i) for i in range(64)]
    run.set(vdst_reg(ref), olds)
    run.step()
    want_d, want_m = [], []
    for execs in (FULL, PARTIAL):
        bits = [(execs >> i) & 1 for i in range(64)]
        for lane, (written, src) in enumerate(dpp_lanes(ctrl, row_mask, bank_mask, bound, bits)):
            if not written:
                want_d.append(olds[lane])
                want_m.append(0)
                continue
            raws = list(table[lane]) + ([olds[lane]] if acc else [])
            raws[0] = table[src][0] if src is not None else 0
            d, m = lane_value(ref, raws, None, False, olds[lane])
            want_d.append(d)
            want_m.append(m or 0)
    assert run.get(vdst_reg(ref)) == want_d, line
    if ref.carry:
        assert run.get("vcc") == want_m, line


# ---- lane moves (Vega 12.8 / CDNA3 V_READLANE_B32, V_WRITELANE_B32, V_READFIRSTLANE_B32) ------

LANE_INDEX = (0, 1, 31, 32, 63, 64, 65, 127, 0x80000000, M32)
VALUES = [E32[i % len(E32)] ^ (i << 8) for i in range(64)]


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("index", LANE_INDEX)
def test_readlane_writelane_lane_index(target, index):
    """The lane is S1[5:0]; EXEC is ignored (both waves, one with a partial EXEC)."""
    st = run_two_waves("v_readlane_b32 s7, v4, s3", {"v4": VALUES, "s3": index}, target)
    assert [int(x) for x in st.s[:, 7]] == [VALUES[index & 63]] * 2
    olds = [old_dst(i) for i in range(64)]
    st = run_two_waves("v_writelane_b32 v0, -7, s3", {"v0": olds, "s3": index}, target)
    want = list(olds)
    want[index & 63] = (-7) & M32
    assert st.v[0, 0].tolist() == want and st.v[1, 0].tolist() == want


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("execs", (0, 1, 1 << 63, PARTIAL, 0xFFFF_0000_0000_0000, FULL))
def test_readfirstlane_and_swap_under_exec(target, execs):
    """V_READFIRSTLANE_B32 reads the lowest active lane, lane 0 when EXEC = 0 (CDNA3
    pseudocode); V_SWAP_B32 exchanges the registers in active lanes only."""
    first = (execs & -execs).bit_length() - 1 if execs else 0
    st = run_two_waves("v_readfirstlane_b32 s7, v4", {"v4": VALUES, "exec": execs}, target)
    assert int(st.s[0, 7]) == VALUES[first]
    olds = [old_dst(i) for i in range(64)]
    st = run_two_waves("v_swap_b32 v0, v4", {"v0": olds, "v4": VALUES, "exec": execs}, target)
    active = [(execs >> i) & 1 for i in range(64)]
    assert st.v[0, 0].tolist() == [v if a else o for v, o, a in zip(VALUES, olds, active)]
    assert st.v[0, 4].tolist() == [o if a else v for v, o, a in zip(VALUES, olds, active)]
