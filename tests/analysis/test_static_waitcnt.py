"""The static waitcnt checker (gcnsim/analysis/waitcnt.py): the dynamic checker's program table
gives the same verdicts statically, paths that differ are joined (a use is reported when some
path reaches it too early), loops carry operations around their back edge, the fix names the
count, and the kernel corpus (clang-19 and Triton) has no finding. Implicit reads count: a
VCC load before v_div_fmas is reported statically and at run time. Calls and long branches
whose address LLVM's s_getpc_b64 pattern builds are followed; a branch into an instruction as
written is a CfgError."""
from pathlib import Path

import numpy as np
import pytest

from gcnsim.analysis.cfg import CfgError, build_cfg
from gcnsim.analysis.waitcnt import check_waitcnt
from gcnsim.asm import assemble
from gcnsim.codeobj import load_code_object
from gcnsim.emu.waitcnt import WaitcntChecker
from gcnsim.runtime import Device

from ..emu.test_waitcnt import CASES

DATA = Path(__file__).resolve().parent.parent / "data"


def findings(target, text):
    prog = assemble(text + "\ns_endpgm", target)
    return check_waitcnt(build_cfg(prog.text, prog.target, {"k": 0}))


@pytest.mark.parametrize("target,text,expected", CASES)
def test_the_dynamic_table_statically(target, text, expected):
    got = [(f.offset, f.register, f.message.split()[0], f.message.split("'")[1],
            f.message.split(", ")[-1].split(")")[0]) for f in findings(target, text)]
    assert got == ([] if expected is None else [expected])


def test_one_path_without_the_wait_is_enough():
    text = """\
  global_load_dword v1, v[2:3], off
  s_cmp_eq_u32 s0, 0
  s_cbranch_scc1 .Lskip
  s_waitcnt vmcnt(0)
.Lskip:
  v_add_f32_e32 v4, v1, v1"""
    (f,) = findings("gfx900", text)
    assert (f.rule, f.offset, f.register) == ("waitcnt-read", 0x14, "v1")
    assert f.fix == "s_waitcnt vmcnt(0) before this instruction"
    assert f.path == (0x0, 0x14)
    assert "[waitcnt-read] k+0x14 'v_add_f32_e32 v4, v1, v1' reads v1 before " \
           "'global_load_dword v1, v[2:3], off' (offset 0x0, vmcnt)" in str(f)


def test_a_load_in_a_loop_reaches_the_next_trip():
    text = """\
.Lloop:
  v_add_f32_e32 v4, v1, v4
  global_load_dword v1, v[2:3], off
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 .Lloop
  s_waitcnt vmcnt(0)"""
    (f,) = findings("gfx900", text)
    assert (f.offset, f.register, f.path) == (0, "v1", (0,))


def test_the_fix_counts_the_newer_loads():
    text = "\n".join(["global_load_dword v1, v[2:3], off"]
                     + [f"global_load_dword v{r}, v[2:3], off" for r in range(5, 9)]
                     + ["v_mov_b32_e32 v0, v1"])
    (f,) = findings("gfx900", text)
    assert f.fix == "s_waitcnt vmcnt(4) before this instruction"


def test_one_report_per_missing_wait():
    text = "global_load_dword v1, v[2:3], off\nv_mov_b32_e32 v4, v1\nv_mov_b32_e32 v5, v1"
    assert [f.offset for f in findings("gfx900", text)] == [8]


@pytest.mark.parametrize("text,message", [
    ("s_branch 0x7fff", "outside the"),
    ("s_cbranch_scc1 1\nv_add_f32_e64 v0, v1, v2", "inside the instruction at 0x4"),
])
def test_flow_that_cannot_be_followed(text, message):
    prog = assemble(text + "\ns_endpgm", "gfx900")
    with pytest.raises(CfgError, match=message):
        build_cfg(prog.text, prog.target, {"k": 0})


def test_indirect_branches_are_recorded():
    prog = assemble("s_load_dwordx2 s[0:1], s[4:5], 0x0\ns_waitcnt lgkmcnt(0)\n"
                    "s_setpc_b64 s[0:1]\ns_endpgm", "gfx900")
    cfg = build_cfg(prog.text, prog.target, {"k": 0})
    assert cfg.indirect == [12] and list(cfg.blocks) == [0]


def test_a_branch_into_an_instruction_as_written():
    """The branch reaches 0x8 before the 8-byte v_mov at 0x4 is decoded: only the layout as
    assembled shows 0x8 is inside it."""
    prog = assemble("s_branch 1\nv_mov_b32 v0, 0x12345678\ns_endpgm", "gfx900")
    layout = {offset: inst.size for offset, inst, _ in prog.instructions}
    with pytest.raises(CfgError, match="offset 0x8, inside the instruction at 0x4"):
        build_cfg(prog.text, prog.target, {"k": 0}, layout)


# LLVM's address computations (s_getpc_b64, then the two halves of a 64-bit add) before a
# long branch (s_setpc_b64) and a call (s_swappc_b64); the callee at 0x20 reads v1.
CALL = """  global_load_dword v1, v[2:3], off
  s_getpc_b64 s[4:5]
  s_add_u32 s4, s4, 0x14
  s_addc_u32 s5, s5, 0
  {branch}
  v_add_f32_e32 v4, v1, v1
  s_endpgm
  v_mov_b32_e32 v5, v1
  s_setpc_b64 s[30:31]"""


def test_a_long_branch_is_followed():
    prog = assemble(CALL.format(branch="s_setpc_b64 s[4:5]"), "gfx900")
    cfg = build_cfg(prog.text, prog.target, {"k": 0})
    assert cfg.blocks[0].successors == (0x20,) and cfg.indirect == [0x24]
    assert [(f.offset, f.path) for f in check_waitcnt(cfg)] == [(0x20, (0x0, 0x20))]


def test_a_call_is_followed_and_complete_at_its_return():
    """The caller's load reaches the callee (reported there); after the call returns LLVM's
    calling convention has every counter at zero (the v_add at 0x18 is clean)."""
    prog = assemble(CALL.format(branch="s_swappc_b64 s[30:31], s[4:5]"), "gfx900")
    cfg = build_cfg(prog.text, prog.target, {"k": 0})
    assert cfg.calls == {0x14: 0x20} and cfg.blocks[0].successors == (0x20, 0x18)
    assert [f.offset for f in check_waitcnt(cfg)] == [0x20]


def test_a_loop_after_a_call_keeps_its_own_loads():
    text = """  s_getpc_b64 s[4:5]
  s_add_u32 s4, s4, 0x20
  s_addc_u32 s5, s5, 0
  s_swappc_b64 s[30:31], s[4:5]
.Lloop:
  v_add_f32_e32 v4, v1, v4
  global_load_dword v1, v[2:3], off
  s_cbranch_scc1 .Lloop
  s_endpgm
  s_setpc_b64 s[30:31]"""
    (f,) = findings("gfx900", text)
    assert (f.offset, f.register) == (0x10, "v1")


CORPUS = sorted((DATA / "kernels").glob("*/*.hsaco")) + sorted((DATA / "triton").glob("*/*.hsaco"))


@pytest.mark.parametrize("path", CORPUS, ids=[f"{p.parent.name}/{p.stem}" for p in CORPUS])
def test_compiled_kernels_have_no_findings(path):
    co = load_code_object(path.read_bytes())
    entries = {name: k.entry - co.text_address for name, k in co.kernels.items()}
    assert check_waitcnt(build_cfg(co.text, co.target, entries)) == []


def test_an_indirect_call_returns_to_the_next_instruction():
    prog = assemble("s_swappc_b64 s[30:31], s[4:5]\nv_mov_b32 v0, 1\ns_endpgm", "gfx900")
    cfg = build_cfg(prog.text, prog.target, {"k": 0})
    assert cfg.indirect == [0] and cfg.blocks[0].successors == (4,) and 4 in cfg.blocks
    assert cfg.calls == {0: None}


VCC_LOAD = "s_load_dwordx2 vcc, s[0:1], 0x0"


@pytest.mark.parametrize("reader", ["v_div_fmas_f32 v0, v1, v2, v3",
                                    "v_div_fmas_f64 v[0:1], v[2:3], v[4:5], v[6:7]",
                                    "v_cndmask_b32_e32 v0, v1, v2, vcc"])
def test_vcc_readers_wait_for_a_vcc_load(reader):
    """v_div_fmas reads VCC implicitly (its record has it from LLVM's Uses), as v_cndmask_b32_e32
    reads the VCC it prints."""
    (f,) = findings("gfx900", f"{VCC_LOAD}\n{reader}")
    assert (f.rule, f.offset, f.register) == ("waitcnt-read", 8, "vcc_lo")
    assert f.fix == "s_waitcnt lgkmcnt(0) before this instruction"
    assert findings("gfx900", f"{VCC_LOAD}\ns_waitcnt lgkmcnt(0)\n{reader}") == []


@pytest.mark.parametrize("wait,expected", [("", [(8, "vcc_lo", "reads")]),
                                           ("s_waitcnt lgkmcnt(0)\n", [])])
def test_v_div_fmas_after_a_vcc_load_at_run_time(wait, expected):
    dev = Device("gfx900")
    data = dev.array(np.arange(4, dtype=np.uint32))
    program = dev.load(f"{VCC_LOAD}\n{wait}v_div_fmas_f32 v0, v1, v2, v3\ns_endpgm")
    checker = WaitcntChecker(mode="warn")
    program.run(64, 64, sgprs={0: data.address & 0xFFFFFFFF, 1: data.address >> 32},
                checker=checker)
    got = [(r.pc - program.code.base, r.register, r.access) for r in checker.reports]
    assert got == expected
