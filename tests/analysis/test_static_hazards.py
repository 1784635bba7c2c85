"""The static hazard checker (gcnsim/analysis/hazards.py): every rule of gcnsim/isa/hazards.py
fires on a minimal program and not once enough s_nops stand between its two instructions;
paths are joined (a consumer is reported when some path reaches it too early), loops carry
producers around their back edge, a call's return point is conservative; on the clang and
Triton corpus there is no error, and every s_nop LLVM put there is a rule's exact demand."""
import re
import shutil
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest

from gcnsim.analysis.cfg import build_cfg
from gcnsim.analysis.hazards import Checker, check_hazards, nop_text
from gcnsim.asm import assemble
from gcnsim.codeobj import load_code_object
from gcnsim.isa.hazards import RULES, nop_states
from gcnsim.isa.targets import get_target
from gcnsim.isa.opcodes import op_table

DATA = Path(__file__).resolve().parent.parent / "data"
MFMA4 = "v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[0:3]"
MFMA16 = "v_mfma_f32_16x16x1f32 a[0:15], v0, v1, a[0:15]"
DPP = "v_mov_b32_dpp v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf"

# (rule, target, producer, consumer, wait states needed, severity)
CASES = [
    ("setreg_then_getreg", "gfx900", "s_setreg_b32 hwreg(HW_REG_MODE), s0",
     "s_getreg_b32 s1, hwreg(HW_REG_MODE)", 2, "error"),
    ("setreg_then_getreg", "gfx701", "s_setreg_b32 hwreg(HW_REG_MODE), s0",
     "s_getreg_b32 s1, hwreg(HW_REG_MODE)", 2, "error"),
    ("setreg_then_setreg", "gfx900", "s_setreg_b32 hwreg(HW_REG_MODE), s0",
     "s_setreg_b32 hwreg(HW_REG_MODE), s1", 2, "error"),
    ("setvskip_then_getreg_mode", "gfx900", "s_setvskip s0, 0",
     "s_getreg_b32 s1, hwreg(HW_REG_MODE)", 2, "warning"),
    ("setreg_vskip_then_vector_instruction", "gfx900",
     "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 28, 1), 1", "v_mov_b32_e32 v0, v1", 2, "warning"),
    ("valu_writes_vcc_or_exec_then_valu_reads_vccz_or_execz", "gfx900",
     "v_cmp_eq_u32_e32 vcc, v0, v1", "v_mov_b32_e32 v2, src_vccz", 5, "warning"),
    ("valu_writes_sgpr_then_lane_select_reads_it", "gfx701", "v_readfirstlane_b32 s4, v0",
     "v_readlane_b32 s5, v1, s4", 4, "error"),
    ("valu_writes_vcc_then_div_fmas", "gfx900", "v_cmp_eq_u32_e32 vcc, v0, v1",
     "v_div_fmas_f32 v2, v3, v4, v5", 4, "error"),
    ("vmem_store_over_64_bits_then_valu_writes_its_data", "gfx900",
     "global_store_dwordx4 v[0:1], v[2:5], off", "v_mov_b32_e32 v3, 0", 1, "error"),
    ("vmem_store_over_64_bits_then_valu_writes_its_data", "gfx942",
     "buffer_store_dwordx3 v[2:4], off, s[0:3], 0", "v_mov_b32_e32 v3, 0", 2, "error"),
    ("valu_writes_sgpr_then_vmem_reads_it", "gfx900", "v_readfirstlane_b32 s4, v0",
     "buffer_load_dword v1, off, s[0:3], s4", 5, "error"),
    ("valu_writes_sgpr_then_vmem_reads_it", "gfx701", "v_readfirstlane_b32 s4, v0",
     "buffer_load_dword v1, off, s[0:3], s4", 5, "warning"),
    ("valu_writes_sgpr_then_vmem_reads_it", "gfx90a", "v_cmpx_eq_u32_e32 vcc, v0, v1",
     "global_load_dword v1, v[2:3], off", 5, "error"),
    ("salu_writes_m0_then_gds_or_message", "gfx900", "s_mov_b32 m0, s0",
     "s_sendmsg sendmsg(MSG_INTERRUPT)", 1, "error"),
    ("salu_writes_m0_then_gds_or_message", "gfx701", "s_mov_b32 m0, s0",
     "ds_add_u32 v0, v1 gds", 1, "warning"),
    ("vgpr_write_then_dpp_reads_it", "gfx900", "v_add_f32_e32 v1, v2, v3", DPP, 2, "error"),
    ("vgpr_write_then_dpp_reads_it", "gfx942", "global_load_dword v1, v[2:3], off", DPP, 2,
     "error"),
    ("valu_writes_exec_then_dpp", "gfx900", "v_cmpx_eq_u32_e32 vcc, v2, v3", DPP, 5, "error"),
    ("valu_writes_vcc_then_valu_reads_vcc_as_constant", "gfx900",
     "v_cmp_eq_u32_e32 vcc, v0, v1", "v_mov_b32_e32 v2, vcc_lo", 1, "warning"),
    ("setreg_trapsts_then_rfe", "gfx900", "s_setreg_b32 hwreg(HW_REG_TRAPSTS), s0",
     "s_rfe_b64 s[0:1]", 1, "error"),
    ("setreg_trapsts_then_rfe_restore", "gfx900", "s_setreg_b32 hwreg(HW_REG_TRAPSTS), s0",
     "s_rfe_restore_b64 s[0:1], s2", 1, "warning"),
    ("salu_writes_m0_then_lds_reads_m0", "gfx900", "s_mov_b32 m0, s0", "ds_read_addtid_b32 v0",
     1, "error"),
    ("salu_writes_m0_then_lds_reads_m0", "gfx701", "s_mov_b32 m0, s0",
     "buffer_load_dword off, s[0:3], 0 lds", 1, "warning"),
    ("salu_writes_m0_then_s_movrel", "gfx942", "s_mov_b32 m0, s0", "s_movrels_b32 s1, s2", 1,
     "error"),
    ("valu_writes_sgpr_then_valu_reads_it", "gfx942", "v_readfirstlane_b32 s4, v0",
     "v_add_u32_e32 v1, s4, v1", 2, "error"),
    ("valu_writes_vgpr_then_readlane_reads_it", "gfx942", "v_mov_b32_e32 v1, 0",
     "v_readfirstlane_b32 s4, v1", 1, "error"),
    ("valu_writes_exec_then_lane_access", "gfx942", "v_cmpx_eq_u32_e32 vcc, v0, v1",
     "v_readfirstlane_b32 s4, v2", 4, "error"),
    ("trans_writes_vgpr_then_valu_reads_it", "gfx942", "v_exp_f32_e32 v1, v2",
     "v_add_f32_e32 v3, v1, v4", 1, "error"),
    ("valu_writes_vgpr_part_then_valu_reads_it", "gfx942",
     "v_mov_b32_sdwa v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD",
     "v_add_f32_e32 v3, v1, v4", 1, "error"),
    ("valu_writes_vgpr_part_then_valu_reads_it", "gfx942",
     "v_fma_f16 v1, v2, v3, v4 op_sel:[0,0,0,1]", "v_add_f32_e32 v3, v1, v4", 1, "error"),
    ("valu_writes_vgpr_part_then_valu_reads_it", "gfx942",      # the byte select, op_sel[2]
     "v_cvt_sr_fp8_f32 v1, v2, v3 op_sel:[0,0,1,0]", "v_add_f32_e32 v3, v1, v4", 1, "error"),
    ("valu_writes_exec_then_mfma", "gfx90a", "v_cmpx_eq_u32_e32 vcc, v4, v5", MFMA4, 4,
     "error"),
    ("valu_writes_vgpr_then_mfma_reads_it", "gfx90a", "v_mov_b32_e32 v1, 0", MFMA4, 2, "error"),
    ("mfma_writes_vgpr_then_mfma_reads_srcc_exactly", "gfx942", MFMA4, MFMA4, 2, "error"),
    ("mfma_writes_vgpr_then_mfma_reads_srcc_partly", "gfx90a", MFMA16, MFMA4, 8, "error"),
    ("mfma_writes_vgpr_then_mfma_reads_srcab", "gfx90a", MFMA16,
     "v_mfma_f32_4x4x1f32 a[16:19], a0, v1, a[16:19]", 11, "error"),
    ("mfma_writes_vgpr_then_valu_reads_it", "gfx942", "v_mfma_f32_32x32x8_f16 a[0:15], "
     "v[0:1], v[2:3], a[0:15]", "v_accvgpr_read_b32 v10, a0", 11, "error"),
    ("mfma_writes_vgpr_then_memory_reads_it", "gfx90a", "v_mfma_f64_4x4x4f64 v[0:1], v[2:3], "
     "v[4:5], v[0:1]", "global_store_dword v[20:21], v0, off", 9, "error"),
    ("mfma_writes_vgpr_then_valu_or_memory_writes_it", "gfx90a", MFMA16,
     "v_accvgpr_write_b32 a0, v5", 11, "error"),
    ("mfma_reads_srcc_then_valu_or_memory_writes_it", "gfx90a",
     "v_mfma_f32_16x16x1f32 a[0:15], v0, v1, a[16:31]", "v_accvgpr_write_b32 a16, v5", 7,
     "error"),
    ("dgemm_then_fma_f64", "gfx90a", "v_mfma_f64_4x4x4f64 v[0:1], v[2:3], v[4:5], v[0:1]",
     "v_fma_f64 v[6:7], v[8:9], v[10:11], v[12:13]", 2, "error"),
    ("dot_writes_vgpr_then_other_reads_it", "gfx90a", "v_dot2c_f32_f16_e32 v0, v1, v2",
     "v_add_f32_e32 v3, v0, v4", 3, "error"),
    ("dot_writes_vgpr_then_same_dot_reads_srcab", "gfx942", "v_dot2c_f32_f16_e32 v0, v1, v2",
     "v_dot2c_f32_f16_e32 v3, v0, v4", 3, "error"),
    ("dot_writes_vgpr_then_other_writes_it", "gfx90a", "v_dot2c_f32_f16_e32 v0, v1, v2",
     "v_mov_b32_e32 v0, 0", 3, "error"),
    ("smem_then_smem_in_soft_clause", "gfx900", "s_load_dword s4, s[0:1], 0x0",
     "s_load_dword s0, s[2:3], 0x0", 1, "error"),
    ("vmem_then_vmem_in_soft_clause", "gfx942", "global_load_dword v1, v[2:3], off",
     "global_load_dword v2, v[4:5], off", 1, "error"),
]


def findings(target, text, **options):
    prog = assemble(text + "\ns_endpgm", target)
    return check_hazards(build_cfg(prog.text, prog.target, {"k": 0}), **options)


def test_every_rule_has_a_case():
    assert {rule.name for rule in RULES} - {case[0] for case in CASES} == {
        "valu_writes_vgpr_then_dgemm_then_memory_reads_it"}     # three instructions: below


@pytest.mark.parametrize("rule,target,producer,consumer,needed,severity", CASES,
                         ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_each_rule_fires_and_enough_nops_silence_it(rule, target, producer, consumer, needed,
                                                    severity):
    (f,) = [f for f in findings(target, f"{producer}\n{consumer}") if f.rule == rule]
    assert (f.severity, f.offset > 0) == (severity, True)
    assert "0 wait states after '" in f.message and f"; {needed} needed by" in f.message
    assert f.fix == f"{needed} more wait state{'s' * (needed > 1)}: {nop_text(needed)} before " \
                    "this instruction"
    nops = nop_text(needed).replace(", ", "\n")
    padded = f"{producer}\n{nops}\n{consumer}"
    assert [f for f in findings(target, padded) if f.rule == rule] == []


def test_the_same_dot_accumulating_is_not_a_hazard():
    chain = "v_dot2c_f32_f16_e32 v0, v1, v2\nv_dot2c_f32_f16_e32 v0, v1, v2"
    assert findings("gfx90a", chain) == []


def test_a_dgemm_between_a_valu_write_and_a_vmem_read():
    text = ("v_mov_b32_e32 v2, 0\nv_mfma_f64_4x4x4f64 v[10:11], v[12:13], v[14:15], v[10:11]\n"
            "global_store_dword v[0:1], v2, off")
    (f,) = [f for f in findings("gfx90a", text) if f.rule.endswith("dgemm_then_memory_reads_it")]
    assert (f.offset, f.register, f.fix.split(":")[0]) == (12, "v2", "1 more wait state")
    assert findings("gfx942", text) == []       # gfx90a's bug alone


def test_gfx7_setreg_twice_llvm_one_manual_two():
    setregs = "s_setreg_b32 hwreg(HW_REG_MODE), s0\n{}s_setreg_b32 hwreg(HW_REG_MODE), s1"
    (f,) = findings("gfx701", setregs.format(""))
    assert (f.severity, f.fix) == ("error", "1 more wait state: s_nop 0 before this instruction")
    (f,) = findings("gfx701", setregs.format("s_nop 0\n"))
    assert (f.severity, f.fix) == ("warning", "1 more wait state: s_nop 0 before this "
                                              "instruction")
    assert findings("gfx701", setregs.format("s_nop 1\n")) == []


def test_a_buffer_store_with_an_sgpr_offset_keeps_its_data():
    text = "buffer_store_dwordx4 v[0:3], off, s[0:3], s4\nv_mov_b32_e32 v1, 0"
    assert findings("gfx900", text) == []


def test_lane_masks_and_carries_are_not_vcc_constants():
    text = "v_cmp_eq_u32_e32 vcc, v0, v1\nv_cndmask_b32_e64 v2, 0, 1, vcc"
    assert findings("gfx900", text) == []


def test_one_path_without_the_nops_is_enough():
    text = """\
  v_cmp_eq_u32_e32 vcc, v0, v1
  s_cmp_eq_u32 s0, 0
  s_cbranch_scc1 .Lskip
  s_nop 7
.Lskip:
  v_div_fmas_f32 v2, v3, v4, v5"""
    (f,) = findings("gfx900", text)
    assert (f.rule, f.offset, f.register, f.path) == ("valu_writes_vcc_then_div_fmas", 0x10,
                                                       "vcc_lo", (0x0, 0x10))
    assert "2 wait states after 'v_cmp_eq_u32_e32 vcc, v0, v1' (offset 0x0)" in f.message
    assert f.fix == "2 more wait states: s_nop 1 before this instruction"


def test_a_producer_at_a_loop_end_reaches_the_loop_head():
    text = """\
.Lloop:
  buffer_load_dword v1, off, s[0:3], s4
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  v_readfirstlane_b32 s4, v0
  s_cbranch_scc1 .Lloop"""
    (f,) = findings("gfx900", text)
    assert (f.rule, f.offset, f.path) == ("valu_writes_sgpr_then_vmem_reads_it", 0, (0,))
    assert f.fix == "4 more wait states: s_nop 3 before this instruction"


def test_one_report_per_shortfall():
    text = "v_readfirstlane_b32 s4, v0\n" + "buffer_load_dword v1, off, s[0:3], s4\n" * 3
    assert [f.offset for f in findings("gfx900", text)] == [4]


# s8 written twice by VALUs, then read by a VMEM (an outside trial's program): LLVM counts from
# a register's most recent def (GCNHazardRecognizer::getWaitStatesSinceDef), so the first write
# is no hazard; a def of s[8:9] overwritten only in s8 is still s9's most recent def.
TWICE = """v_readfirstlane_b32 s8, v1
v_mov_b32 v4, s5
v_readfirstlane_b32 s9, v4
v_mov_b32 v4, s4
v_readfirstlane_b32 s8, v4
global_load_dword v2, v1, s[8:9]"""


def test_only_a_registers_most_recent_def_counts():
    found = findings("gfx900", TWICE)
    assert sorted((f.register, f.message.split(" after ")[0], f.fix.split(":")[1])
                  for f in found) == [("s8", "0 wait states", " s_nop 4 before this instruction"),
            ("s9", "2 wait states", " s_nop 2 before this instruction")]
    assert findings("gfx900", TWICE.replace("global", "s_nop 4\nglobal")) == []
    partly = "v_cmp_eq_u32_e64 s[8:9], v0, v1\ns_nop 1\nv_readfirstlane_b32 s8, v1\n" \
        "global_load_dword v2, v1, s[8:9]"
    assert sorted((f.register, f.message.split(" after ")[0])
                  for f in findings("gfx900", partly)) == [("s8", "0 wait states"),
                                                           ("s8", "3 wait states")]


# Triton 3.9's tl.dot for gfx90a (an outside trial's reduction): its LLVM pads an MFMA's result
# before a store with s_nop 10 (LLVM SIInstrInfo::insertNoops: up to s_nop 15 from gfx8 on)
TRITON_PAD = """v_mfma_f32_32x32x8f16 v[0:15], v[18:19], v[30:31], v[0:15]
""" + "v_mov_b32 v21, 0\n" * 8 + """s_nop {n}
global_store_dwordx4 v[16:17], v[0:3], off"""


@pytest.mark.parametrize("nop, short", [(10, 0), (9, 1), (15, 0)])
def test_an_s_nop_above_7_counts_its_four_bits_on_gfx90a(nop, short):
    """19 wait states needed (32x32 MFMA then a store reading its result): 8 VALUs and s_nop 10
    give them; s_nop 9 is one short (before the fix, s_nop 10 counted 3 and the launch stopped)."""
    found = findings("gfx90a", TRITON_PAD.format(n=nop))
    assert [f.fix.split(":")[0] for f in found] == ([f"{short} more wait state"] if short else [])


def test_long_fixes_take_several_nops():
    assert nop_text(19) == "s_nop 7, s_nop 7, s_nop 2"
    assert [nop_states(n, get_target("gfx701")) for n in (0, 7, 8)] == [1, 8, 1]


def test_an_indirect_call_return_is_conservative():
    """The callee is unknown: every producer is assumed just before the return point."""
    text = """\
  s_swappc_b64 s[30:31], s[16:17]
  buffer_load_dword v1, off, s[0:3], s4"""
    fs = [f for f in findings("gfx900", text) if f.offset == 4]
    assert fs and {f.severity for f in fs} == {"warning"}
    assert ("code this analysis does not see (at 0x4: the return point of an indirect call, "
            "whose callee may be any code)") in fs[0].message


def test_a_known_empty_callee_leaves_nothing_to_wait_for():
    text = """\
  s_call_b64 s[30:31], .Lcallee
  buffer_load_dword v1, off, s[0:3], s4
  s_endpgm
.Lcallee:
  s_setpc_b64 s[30:31]"""
    assert findings("gfx900", text) == []


def test_a_function_with_unknown_callers_is_conservative_about_the_code_object_only():
    """Its callers are code of the code object: what that code can produce is assumed before
    its entry (g's VALU write of an SGPR), nothing the code object holds no instance of (no
    MFMA, DOT or transcendental warnings in code without them)."""
    prog = assemble("buffer_load_dword v1, off, s[0:3], s4\ns_setpc_b64 s[30:31]\n"
                    "v_readlane_b32 s4, v0, 0\ns_setpc_b64 s[30:31]", "gfx900")
    alone = build_cfg(prog.text, prog.target, {"f": 0})
    assert check_hazards(alone) == [] and check_hazards(alone, functions=("f",)) == []
    both = build_cfg(prog.text, prog.target, {"f": 0, "g": 12})
    fs = check_hazards(both, functions=("f", "g"))
    assert [(f.offset, f.rule, f.severity) for f in fs] == [
        (0, "valu_writes_sgpr_then_vmem_reads_it", "warning")]
    assert "(at 0x0: the entry, whose callers are this code object's code)" in fs[0].message


def test_xnack_off_has_no_soft_clauses():
    text = "s_load_dword s4, s[0:1], 0x0\ns_load_dword s0, s[2:3], 0x0"
    assert findings("gfx900", text, xnack=False) == []


CORPUS = sorted((DATA / "kernels").glob("*/*.hsaco")) + sorted((DATA / "triton").glob("*/*.hsaco"))


def _corpus_cfg(path):
    co = load_code_object(path.read_bytes())
    entries = {name: k.entry - co.text_address for name, k in co.kernels.items()}
    return build_cfg(co.text, co.target, entries)


def _nops_away(cfg):
    """The checker with every s_nop counted as no wait state."""
    checker = Checker(cfg)
    checker.roles = {offset: replace(roles, states=0) if roles.facts.name == "s_nop" else roles
                     for offset, roles in checker.roles.items()}
    return checker


@pytest.mark.parametrize("path", CORPUS, ids=[f"{p.parent.name}/{p.stem}" for p in CORPUS])
def test_compiled_kernels_have_no_errors_and_need_their_nops(path):
    """No error; and without its s_nops, each instruction LLVM padded needs exactly as many
    wait states as LLVM gave it (the kernarg-preload prologue pads for another reason)."""
    cfg = _corpus_cfg(path)
    assert [str(f) for f in check_hazards(cfg) if f.severity == "error"] == []
    need = {}
    for f in _nops_away(cfg).run():
        need[f.offset] = max(need.get(f.offset, 0), int(f.fix.split()[0]))
    padded = {}
    for block in cfg.blocks.values():
        run = 0
        for offset, inst in block.instructions:
            if inst.op.name == "s_nop":
                run += nop_states(inst.fields["simm16"], cfg.target)
            elif run:
                padded[offset], run = run, 0
    if path.stem == "args_preload":
        padded = {offset: n for offset, n in padded.items() if n < 63}
    assert {o: need.get(o, 0) for o in padded} == padded


LLC = shutil.which("llc-19")
MFMA_CONSUMERS = {      # consumer of an MFMA writing a[0:W-1] (reading srcC a[0:W-1]): asm, MIR
    "srcc_exactly": None,
    "srcc_partly_f32": ("v_mfma_f32_4x4x1f32 a[100:103], v0, v1, {x4}",
                        "$agpr100_agpr101_agpr102_agpr103 = {f32} $vgpr0, $vgpr1, {mx4}, 0, 0, 0"),
    "srcc_partly_f16": ("v_mfma_f32_4x4x4f16 a[100:103], v[0:1], v[2:3], {x4}",
                        "$agpr100_agpr101_agpr102_agpr103 = {f16} $vgpr0_vgpr1, $vgpr2_vgpr3, "
                        "{mx4}, 0, 0, 0"),
    "srcab": ("v_mfma_f32_4x4x1f32 a[100:103], a0, v1, a[100:103]",
              "$agpr100_agpr101_agpr102_agpr103 = {f32} $agpr0, $vgpr1, "
              "$agpr100_agpr101_agpr102_agpr103, 0, 0, 0"),
    "valu_read": ("v_accvgpr_read_b32 v10, a0", "$vgpr10 = V_ACCVGPR_READ_B32_e64 $agpr0"),
    "memory_read": ("global_store_dword v[20:21], a0, off",
                    "GLOBAL_STORE_DWORD $vgpr20_vgpr21, $agpr0, 0, 0"),
    "write": ("v_accvgpr_write_b32 a0, v5", "$agpr0 = V_ACCVGPR_WRITE_B32_e64 $vgpr5"),
}


def _llvm_name(table, name):
    """LLVM's opcode of a row (gfx940 renamed the MFMAs; the aliases map the old names)."""
    old = [alias for alias, new in table.aliases.items() if new == name]
    return ([o for o in old if o.endswith("_1k")] or old or [name])[0].upper() + "_e64"


def _regs(file, lo, n):
    text = f"{file}{lo}" if n == 1 else f"{file}[{lo}:{lo + n - 1}]"
    return text, "$" + "_".join(f"{file}gpr{lo + i}" for i in range(n))


def _mfma_pairs(target):
    table = op_table(target)
    names = {k: _llvm_name(table, table.aliases.get(k, k))
             for k in ("v_mfma_f32_4x4x1f32", "v_mfma_f32_4x4x4f16")}
    for row in table.rows:
        if not row.name.startswith("v_mfma"):
            continue
        width, a, b = (spec.width for spec in row.operands[:3])
        (dst, mdst), (sa, msa), (sb, msb) = _regs("a", 0, width), _regs("v", 0, a), _regs("v", 4, b)
        op = _llvm_name(table, row.name)
        producer = (f"{row.name} {dst}, {sa}, {sb}, {dst}", f"{mdst} = {op} {msa}, {msb}, {mdst}, "
                    "0, 0, 0")
        x4, mx4 = _regs("a", 2 if width == 4 else 0, 4)
        fill = {"x4": x4, "mx4": mx4, "f32": names["v_mfma_f32_4x4x1f32"],
                "f16": names["v_mfma_f32_4x4x4f16"]}
        for kind, pair in MFMA_CONSUMERS.items():
            yield row.name, kind, producer, tuple(p.format(**fill) for p in pair or producer)


@pytest.mark.skipif(LLC is None, reason="llc-19 (the oracle) is not installed")
@pytest.mark.parametrize("target", ["gfx90a", "gfx942"])
def test_mfma_distances_are_llvms(target, tmp_path):
    """Every MFMA of the target before each kind of consumer: the wait states the checker asks
    for are the s_nops LLVM's post-RA hazard recognizer inserts (MIR through llc-19)."""
    pairs = list(_mfma_pairs(target))
    mir = "".join(f"---\nname: f{n}\nbody: |\n  bb.0:\n    {p[1]}, implicit $mode, implicit "
                  f"$exec\n    {c[1]}, implicit $mode, implicit $exec\n    S_ENDPGM 0\n...\n"
                  for n, (_, _, p, c) in enumerate(pairs))
    (tmp_path / "t.mir").write_text(mir)
    out = subprocess.run([LLC, "-mtriple=amdgcn", f"-mcpu={target}",
                          "-run-pass=post-RA-hazard-rec", str(tmp_path / "t.mir"), "-o", "-"],
                         capture_output=True, text=True, check=True).stdout
    llvm = {int(m.group(1)): sum(int(n) + 1 for n in re.findall(r"S_NOP (\d+)", m.group(2)))
            for m in re.finditer(r"^name:\s+f(\d+)\n(.*?)^\.\.\.", out, re.M | re.S)}
    mine = {}
    for n, (name, kind, producer, consumer) in enumerate(pairs):
        fs = findings(target, f"{producer[0]}\n{consumer[0]}")
        mine[n] = max([int(f.fix.split()[0]) for f in fs if f.offset > 0] or [0])
    assert {(pairs[n][0], pairs[n][1]): mine[n] for n in llvm} == \
           {(pairs[n][0], pairs[n][1]): llvm[n] for n in llvm}
    assert len(llvm) == len(pairs)


CALL = """k:
  s_getpc_b64 s[4:5]
  s_add_u32 s4, s4, f@rel32@lo+4
  s_addc_u32 s5, s5, f@rel32@hi+12
  {before}
  s_swappc_b64 s[30:31], s[4:5]
  {after}
  s_endpgm
f:
  {body}
  s_setpc_b64 s[30:31]
"""


def _call_findings(before="", after="", body="s_nop 0"):
    prog = assemble(CALL.format(before=before, after=after, body=body), "gfx900")
    cfg = build_cfg(prog.text, prog.target, {"k": 0, "f": prog.symbols["f"]})
    return [(f.rule, f.severity, f.message.split("'")[1] if "'" in f.message else "")
            for f in check_hazards(cfg, functions=("f",))]


def test_wait_states_are_counted_through_a_known_callee():
    """The callee's last VALU write of s8 reaches the caller's buffer load one wait state (its
    s_setpc_b64) later: an error naming the callee's instruction; a callee long enough is
    clean, and so is a function whose only callers the analysis sees."""
    load = "buffer_load_dword v1, off, s[8:11], 0"
    assert _call_findings(after=load, body="v_readfirstlane_b32 s8, v0") == [
        ("valu_writes_sgpr_then_vmem_reads_it", "error", "v_readfirstlane_b32 s8, v0")]
    assert _call_findings(after=load, body="v_readfirstlane_b32 s8, v0\ns_nop 4") == []
    assert _call_findings(after=load) == []


def test_a_callers_producer_reaches_into_the_callee():
    assert _call_findings(before="v_readfirstlane_b32 s8, v0",
                          body="buffer_load_dword v1, off, s[8:11], 0") == [
        ("valu_writes_sgpr_then_vmem_reads_it", "error", "v_readfirstlane_b32 s8, v0")]
