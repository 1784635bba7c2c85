"""LLVM's constant folding of integer operations (opt-19 instcombine, recorded by
tools/gen_int_folds.py in tests/data/int_folds/folds.tsv) against the instructions each fold
stands for, run on gcnsim (gfx942): every case bit-exact.

A fold key maps to one or more instructions (USES): the IR inputs go to the named registers in
order (``prep`` derives register values where the encodings differ, e.g. S_BFE's packed
offset/width), ``when`` keeps the inputs where the IR operation and the instruction mean the
same (llvm.amdgcn.ubfe masks its width to 5 bits, S_BFE_U32 reads 7), and ``out`` says what to
compare: the destination, a carry or SCC (with.overflow results are value | flag << 32), or a
compare's lane bit (an icmp folds to 0 or to a read of EXEC).
"""
import shutil
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import pytest

from .lane_harness import LaneRun
from .salu_harness import get_reg, run as run_salu

DATA = Path(__file__).parents[1] / "data" / "int_folds" / "folds.tsv"
TOOLS = Path(__file__).parents[2] / "tools"
TARGET = "gfx942"
M32 = 0xFFFFFFFF


@dataclass(frozen=True)
class Use:
    line: str
    regs: tuple
    out: str = "d"            # d, d16, carry (d + flag), scc (d + SCC flag), mask, cmp
    prep: object = None
    when: object = None


def bfe_s1(a, off, width):
    return (a, off | (width << 16))


def fits(bits):
    return lambda a, off, width: off < bits and width < bits


def _v(line, regs="v4 v8 v12", out="d", **kw):
    return Use(line, tuple(regs.split()), out, **kw)


def _s(line, regs="s0 s2", out="d", **kw):
    return Use(line, tuple(regs.split()), out, **kw)


def _bfe_uses():
    uses = {}
    for sign, kind in (("u", "u"), ("s", "i")):
        uses[f"amdgcn.{sign}bfe.i32"] = [
            _v(f"v_bfe_{kind}32 v0, v4, v8, v12"),
            _s(f"s_bfe_{kind}32 s4, s0, s2", prep=bfe_s1, when=fits(32))]
        uses[f"amdgcn.{sign}bfe.i64"] = [
            _s(f"s_bfe_{kind}64 s[4:5], s[0:1], s2", "s[0:1] s2", prep=bfe_s1, when=fits(64))]
    return uses


def _compare_uses():
    uses = {}
    conds = {"eq": "eq", "ne": "ne", "ugt": "gt", "uge": "ge", "ult": "lt", "ule": "le",
             "sgt": "gt", "sge": "ge", "slt": "lt", "sle": "le"}
    for pred, cond in conds.items():
        kind = "u" if pred[0] in "eun" else "i"
        for ty, regs in (("i16", "v4 v8"), ("i32", "v4 v8"), ("i64", "v[4:5] v[8:9]")):
            a, b = regs.split()
            uses[f"amdgcn.icmp.{pred}.{ty}"] = [
                _v(f"v_cmp_{cond}_{kind}{ty[1:]}_e64 s[22:23], {a}, {b}", regs, "cmp")]
        scalar = {"ne": "lg"}.get(cond, cond)
        uses[f"amdgcn.icmp.{pred}.i32"].append(_s(f"s_cmp_{scalar}_{kind}32 s0, s2", out="scc"))
    uses["amdgcn.icmp.eq.i64"].append(_s("s_cmp_eq_u64 s[0:1], s[2:3]", "s[0:1] s[2:3]", "scc"))
    uses["amdgcn.icmp.ne.i64"].append(_s("s_cmp_lg_u64 s[0:1], s[2:3]", "s[0:1] s[2:3]", "scc"))
    return uses


def _sat_minmax_uses():
    uses = {}
    vop = {"uadd.sat": "v_add_u{}_e64 v0, v4, v8 clamp",
           "usub.sat": "v_sub_u{}_e64 v0, v4, v8 clamp",
           "sadd.sat": "v_add_i{} v0, v4, v8 clamp", "ssub.sat": "v_sub_i{} v0, v4, v8 clamp",
           "smin": "v_min_i{}_e64 v0, v4, v8", "smax": "v_max_i{}_e64 v0, v4, v8",
           "umin": "v_min_u{}_e64 v0, v4, v8", "umax": "v_max_u{}_e64 v0, v4, v8"}
    packed = {"uadd.sat": "add_u16", "usub.sat": "sub_u16", "sadd.sat": "add_i16",
              "ssub.sat": "sub_i16", "smin": "min_i16", "smax": "max_i16", "umin": "min_u16",
              "umax": "max_u16"}
    for fn, line in vop.items():
        uses[f"{fn}.i32"] = [_v(line.format(32), "v4 v8")]
        uses[f"{fn}.i16"] = [_v(line.format(16), "v4 v8", "d16")]
        clamp = " clamp" if "sat" in fn else ""
        uses[f"{fn}.v2i16"] = [_v(f"v_pk_{packed[fn]} v0, v4, v8{clamp}", "v4 v8")]
    for fn in ("min", "max"):
        for sign, kind in (("s", "i"), ("u", "u")):
            uses[f"{sign}{fn}.i32"].append(_s(f"s_{fn}_{kind}32 s4, s0, s2"))
    return uses


def _arith_uses():
    uses = {
        "uadd.with.overflow.i32": [_v("v_add_co_u32_e64 v0, s[22:23], v4, v8", "v4 v8", "carry"),
                                   _s("s_add_u32 s4, s0, s2", out="scc")],
        "usub.with.overflow.i32": [_v("v_sub_co_u32_e64 v0, s[22:23], v4, v8", "v4 v8", "carry"),
                                   _s("s_sub_u32 s4, s0, s2", out="scc")],
        "sadd.with.overflow.i32": [_s("s_add_i32 s4, s0, s2", out="scc")],
        "ssub.with.overflow.i32": [_s("s_sub_i32 s4, s0, s2", out="scc")],
        "mul.i32": [_v("v_mul_lo_u32 v0, v4, v8", "v4 v8"), _s("s_mul_i32 s4, s0, s2")],
        "mulhu.i32": [_v("v_mul_hi_u32 v0, v4, v8", "v4 v8"), _s("s_mul_hi_u32 s4, s0, s2")],
        "mulhs.i32": [_v("v_mul_hi_i32 v0, v4, v8", "v4 v8"), _s("s_mul_hi_i32 s4, s0, s2")],
        "mad.u64.u32": [_v("v_mad_u64_u32 v[0:1], s[22:23], v4, v8, v[12:13]",
                           "v4 v8 v[12:13]")],
        "mad.i64.i32": [_v("v_mad_i64_i32 v[0:1], s[22:23], v4, v8, v[12:13]",
                           "v4 v8 v[12:13]")],
        "fshr.i32": [_v("v_alignbit_b32 v0, v4, v8, v12")],
        "abs.sub.i32": [_s("s_absdiff_i32 s4, s0, s2")],
        "abs.i32": [_s("s_abs_i32 s4, s0", "s0")],
        "sext.i8": [_s("s_sext_i32_i8 s4, s0", "s0")],
        "sext.i16": [_s("s_sext_i32_i16 s4, s0", "s0")],
        "amdgcn.perm": [_v("v_perm_b32 v0, v4, v8, v12")],
        "amdgcn.s.bitreplicate": [_s("s_bitreplicate_b64_b32 s[4:5], s0", "s0")],
    }
    for op, vop, sop in (("shl", "lshlrev", "lshl"), ("lshr", "lshrrev", "lshr"),
                         ("ashr", "ashrrev", "ashr")):
        kind = "i" if op == "ashr" else "b"
        uses[f"{op}.i16"] = [_v(f"v_{vop}_{kind}16_e64 v0, v8, v4", "v4 v8", "d16")]
        uses[f"{op}.i32"] = [_v(f"v_{vop}_{kind}32_e64 v0, v8, v4", "v4 v8"),
                             _s(f"s_{sop}_{kind}32 s4, s0, s2")]
        uses[f"{op}.i64"] = [_v(f"v_{vop}_{kind}64 v[0:1], v8, v[4:5]", "v[4:5] v8"),
                             _s(f"s_{sop}_{kind}64 s[4:5], s[0:1], s2", "s[0:1] s2")]
    return uses


def _bit_uses():
    return {
        "ctpop.i32": [_v("v_bcnt_u32_b32 v0, v4, 0", "v4"), _s("s_bcnt1_i32_b32 s4, s0", "s0")],
        "ctpop.i64": [_s("s_bcnt1_i32_b64 s4, s[0:1]", "s[0:1]")],
        "bitreverse.i32": [_v("v_bfrev_b32_e64 v0, v4", "v4"), _s("s_brev_b32 s4, s0", "s0")],
        "bitreverse.i64": [_s("s_brev_b64 s[4:5], s[0:1]", "s[0:1]")],
        "ctlz.i32": [_v("v_ffbh_u32_e64 v0, v4", "v4"), _s("s_flbit_i32_b32 s4, s0", "s0")],
        "ctlz.i64": [_s("s_flbit_i32_b64 s4, s[0:1]", "s[0:1]")],
        "cttz.i32": [_v("v_ffbl_b32_e64 v0, v4", "v4"), _s("s_ff1_i32_b32 s4, s0", "s0")],
        "cttz.i64": [_s("s_ff1_i32_b64 s4, s[0:1]", "s[0:1]")],
        "amdgcn.s.wqm.i32": [_s("s_wqm_b32 s4, s0", "s0")],
        "amdgcn.s.wqm.i64": [_s("s_wqm_b64 s[4:5], s[0:1]", "s[0:1]")],
        "amdgcn.s.quadmask.i32": [_s("s_quadmask_b32 s4, s0", "s0")],
        "amdgcn.s.quadmask.i64": [_s("s_quadmask_b64 s[4:5], s[0:1]", "s[0:1]")],
    }


USES = {**_bfe_uses(), **_compare_uses(), **_sat_minmax_uses(), **_arith_uses(), **_bit_uses()}


def load():
    """key -> [(inputs, result)] from the data file."""
    rows = defaultdict(list)
    for line in DATA.read_text().splitlines():
        if line.startswith("#"):
            continue
        key, inputs, result = line.split("\t")
        rows[key].append((tuple(int(x, 16) for x in inputs.split(",")), result))
    return rows


FOLDS = load()


def _vector(use, table):
    run = LaneRun(use.line, TARGET, len(table))
    for i, reg in enumerate(use.regs):
        run.set(reg, [inputs[i] for inputs, _ in table])
    run.step()
    dst = use.line.split()[1].rstrip(",")
    got_d = run.get(dst) if use.out != "cmp" else None
    got_m = run.get("s[22:23]") if use.out in ("cmp", "carry") else None
    return got_d, got_m


def _scalar(use, table):
    init = {reg: [inputs[i] for inputs, _ in table] for i, reg in enumerate(use.regs)}
    st, _ = run_salu(use.line, init, TARGET, len(table))
    dst = use.line.split()[1].rstrip(",")
    got_d = get_reg(st, TARGET, dst) if not use.line.startswith("s_cmp") else None
    return got_d, get_reg(st, TARGET, "scc")


def check_use(key, use):
    cases = [(use.prep(*i) if use.prep else i, r) for i, r in FOLDS[key]
             if use.when is None or use.when(*i)]
    assert cases, (key, use.line)
    got_d, got_f = (_vector if use.line.startswith("v_") else _scalar)(use, cases)
    bad = []
    for n, (inputs, result) in enumerate(cases):
        want_d, want_f = _want(key, use, result)
        if want_d is not None and got_d[n] & _mask(use) != want_d & _mask(use):
            bad.append((inputs, result, got_d[n]))
        if want_f is not None and got_f[n] != want_f:
            bad.append((inputs, result, f"flag {got_f[n]}"))
    return len(cases), bad


def _mask(use):
    return 0xFFFF if use.out == "d16" else (1 << 64) - 1


def _want(key, use, result):
    """(destination, flag) ``use`` must give for LLVM's ``result`` of ``key``."""
    if use.out == "cmp" or use.line.startswith("s_cmp"):
        return None, int(result == "exec")
    value = int(result, 16)
    if key.endswith("with.overflow.i32"):
        return value & M32, value >> 32
    return value, None


@pytest.mark.parametrize("key", sorted(USES))
def test_llvm_fold(key):
    """Every recorded fold of ``key`` equals each of its instructions on gcnsim."""
    for use in USES[key]:
        count, bad = check_use(key, use)
        assert not bad, (f"{use.line}: {len(bad)} of {count} differ from opt-19, e.g. "
                         f"{[tuple(hex(x) for x in b[0]) + b[1:] for b in bad[:3]]}")


def test_every_fold_has_an_instruction():
    assert set(FOLDS) == set(USES)
    assert sum(len(v) for v in FOLDS.values()) > 10000


@pytest.mark.skipif(shutil.which("opt-19") is None, reason="opt-19 not installed")
def test_recorded_folds_match_live_opt():
    """The data file is what opt-19 folds today (tools/gen_int_folds.py)."""
    sys.path.insert(0, str(TOOLS.parent))
    from tools import gen_int_folds
    live = gen_int_folds.fold(gen_int_folds.cases())
    recorded = [line.split("\t") for line in DATA.read_text().splitlines()
                if not line.startswith("#")]
    assert [[k, ",".join(hex(v) for v in row), r] for k, row, r in live] == recorded
