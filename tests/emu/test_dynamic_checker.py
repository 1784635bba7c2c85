"""The dynamic checker (gcnsim/emu/waitcnt.py) beyond missing waits: every hazard rule fires
with the static checker's rule id and wait states, and not once enough s_nops stand between;
whole blocks give the same reports as one instruction at a time (its trace mode), with waves
of one group in different states and lanes apart; the clang corpus runs clean through it."""
from pathlib import Path

import numpy as np
import pytest

from gcnsim.analysis.hazards import nop_text
from gcnsim.asm import assemble
from gcnsim.codeobj import write_code_object
from gcnsim.emu.memory import MemoryViolation
from gcnsim.emu.program import CodeImage
from gcnsim.emu.waitcnt import (HazardError, HazardReport, WaitcntChecker,
                                WaitcntError, transfer_of)
from gcnsim.runtime import Device
from tests.analysis.test_soft_clauses import CASES as SOFT_CLAUSES
from tests.analysis.test_static_hazards import CASES
from tests.codeobj.test_write import with_target_id
from tests.emu.test_waitcnt import LANES, drive

KERNELS = Path(__file__).resolve().parent.parent / "data" / "kernels"


@pytest.mark.parametrize("rule,target,producer,consumer,needed,severity", CASES,
                         ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_each_rule_fires_and_enough_nops_silence_it(rule, target, producer, consumer, needed,
                                                    severity):
    checker = drive(target, f"{producer}\n{consumer}", WaitcntChecker(mode="warn"))
    (report,) = [r for r in checker.hazards if r.rule == rule]
    assert (report.severity, report.states, report.needed) == (severity, 0, needed)
    assert report.pc > 0 and report.producer_pc == 0
    nops = nop_text(needed).replace(", ", "\n")
    checker = drive(target, f"{producer}\n{nops}\n{consumer}", WaitcntChecker(mode="warn"))
    assert [r for r in checker.hazards if r.rule == rule] == []


def test_an_error_stops_a_warning_does_not():
    with pytest.raises(HazardError, match=r"wave 0 pc 0x4 'v_div_fmas_f32 v2, v3, v4, v5' "
                                          r"error: \[valu_writes_vcc_then_div_fmas\] 0 wait "
                                          r"states .* 4 needed; fix: 4 more wait states: "
                                          r"s_nop 3"):
        drive("gfx900", "v_cmp_eq_u32_e32 vcc, v0, v1\nv_div_fmas_f32 v2, v3, v4, v5")
    checker = drive("gfx900", "v_cmp_eq_u32_e32 vcc, v0, v1\nv_mov_b32_e32 v2, vcc_lo")
    assert [(type(r), r.severity) for r in checker.reports] == [(HazardReport, "warning")]


def test_the_fix_is_what_every_hazard_of_the_instruction_needs():
    """s8 twice, s9 once, then a VMEM reads s[8:9]: the run stops on the most recent def of s8
    (0 wait states; the older one is no hazard, as LLVM counts) and its fix is s_nop 4, what
    the static checker asks; the s9 report says the same fix, not its own s_nop 2."""
    from tests.analysis.test_static_hazards import TWICE, findings
    with pytest.raises(HazardError, match=r"0 wait states after 'v_readfirstlane_b32 s8, v4' "
                                          r"\(pc 0x10\) on s8, 5 needed; fix: 5 more wait "
                                          r"states: s_nop 4 before this instruction$"):
        drive("gfx900", TWICE)
    reports = drive("gfx900", TWICE, WaitcntChecker(mode="warn")).hazards
    assert [(r.register, r.states) for r in reports] == [("s8", 0), ("s9", 2)]
    assert str(reports[1]).endswith("fix: 5 more wait states: s_nop 4 before this instruction "
                                    "(what every hazard here needs)")
    assert max(int(f.fix.split()[0]) for f in findings("gfx900", TWICE)) == 5


SPLIT = """\
  v_mov_b32 v2, 0
  global_load_dword v1, v2, s[2:3]
  v_readfirstlane_b32 s4, v2
  s_cmp_eq_u32 s0, 0
  s_cbranch_scc1 .Lskip
  s_waitcnt vmcnt(0)
  s_nop 4
.Lskip:
  v_add_u32_e32 v3, v1, v1
  buffer_load_dword v5, off, s[8:11], s4
  s_endpgm
"""


def _run(text, checker, **options):
    dev = Device("gfx900")
    data = dev.array(np.arange(64, dtype=np.int32))
    where = (data.address & 0xFFFFFFFF, data.address >> 32)
    resource = (data.address & 0xFFFFFFFF, data.address >> 32, 256, 0x27000)
    program = dev.load(text)
    program.run(256, 64, sgprs={0: np.array([0, 1, 0, 1]), 2: where, 8: resource},
                vgprs={2: where[0], 3: where[1]}, checker=checker, **options)
    return [(str(r), r.pc - program.code.base) for r in checker.reports]


@pytest.mark.parametrize("text", [SPLIT, LANES])
def test_blocks_report_as_one_instruction_at_a_time(text):
    blocks = _run(text, WaitcntChecker(mode="warn"))
    assert blocks and blocks == _run(text, WaitcntChecker(mode="warn", trace=True))


def test_waves_of_one_group_in_different_states():
    """Waves 0 and 2 skip the wait and the s_nops; at .Lskip all four run as one group."""
    reports = WaitcntChecker(mode="warn")
    _run(SPLIT, reports)
    got = sorted((r.wave, r.rule, r.register) for r in reports.reports)
    assert got == [(0, "valu_writes_sgpr_then_vmem_reads_it", "s4"), (0, "waitcnt-read", "v1"),
                   (2, "valu_writes_sgpr_then_vmem_reads_it", "s4"), (2, "waitcnt-read", "v1")]


@pytest.mark.parametrize("target", ["gfx701", "gfx900", "gfx90a", "gfx942"])
def test_clang_saxpy_is_clean_through_blocks(target):
    dev = Device(target)
    kernel = dev.load(KERNELS / target / "saxpy.hsaco").saxpy
    x, y = dev.array(np.ones(1000, np.float32)), dev.array(np.ones(1000, np.float32))
    checker = WaitcntChecker(mode="warn")
    launch = kernel(np.float32(2), x, y, np.int32(1000), grid=1024, block=256, checker=checker)
    assert checker.reports == [] and launch.extra["hazards"] == []
    assert y.numpy().tolist() == [3.0] * 1000
    blocks = [key[0] for key in transfer_of(kernel.loaded.code).memo]     # (block, ran, ...)
    assert max(len(block.entries) for block in blocks) > 1


def test_what_the_checker_finds_comes_before_a_fault_later_in_the_block():
    """The block runs first, the checker looks after: a fault further on in the same block
    still leaves the missing wait before it as the error."""
    text = ("  v_mov_b32 v2, 0\n  global_load_dword v1, v2, s[2:3]\n"
            "  v_add_u32_e32 v3, v1, v1\n  v_mov_b32 v4, 0x7ffffff0\n"
            "  global_load_dword v5, v4, s[2:3]\n  s_endpgm\n")
    dev = Device("gfx900")
    data = dev.array(np.arange(64, dtype=np.int32))
    program = dev.load(text)
    where = {2: (data.address & 0xFFFFFFFF, data.address >> 32)}
    with pytest.raises(WaitcntError, match="'v_add_u32_e32 v3, v1, v1' reads v1 before"):
        program.run(64, sgprs=where)
    with pytest.raises(MemoryViolation):
        program.run(64, sgprs=where, checker=None)


@pytest.mark.parametrize("xnack, rules", [(None, ["smem_then_smem_in_soft_clause"]),
                                          (True, ["smem_then_smem_in_soft_clause"]),
                                          (False, [])])
def test_the_code_objects_xnack_mode_decides_soft_clauses(xnack, rules):
    """A soft clause whose second load overwrites what the first reads: XNACK may replay it,
    so it is a hazard only in code built with XNACK on (gfx900's default)."""
    clause = "s_load_dword s4, s[0:1], 0x0\ns_load_dword s0, s[2:3], 0x0"
    checker = drive("gfx900", clause, WaitcntChecker(mode="warn"), xnack=xnack)
    assert [r.rule for r in checker.hazards] == rules


@pytest.mark.parametrize("name,target,xnack,insts,expected", SOFT_CLAUSES,
                         ids=[c[0] for c in SOFT_CLAUSES])
def test_a_soft_clause_reaches_as_far_back_as_llvm_looks(name, target, xnack, insts, expected):
    """The static checker's soft-clause cases, issued: the same instructions are reported."""
    text = "\n".join(asm for asm, _ in insts)
    checker = drive(target, text, WaitcntChecker(mode="warn"), xnack=xnack)
    offsets = [offset for offset, _ in
               CodeImage(target, assemble(text, target).text).instructions()]
    assert sorted({offsets.index(r.pc) for r in checker.hazards
                   if r.rule.endswith("_in_soft_clause")}) == expected


@pytest.mark.parametrize("target_id, xnack", [("gfx900:xnack-", False), ("gfx900:xnack+", True),
                                              ("gfx900", None)])
def test_a_loaded_code_object_carries_its_xnack_mode(target_id, xnack):
    """The checker of a launch reads the mode from the code object's e_flags."""
    data = write_code_object(assemble(with_target_id(target_id)))
    assert Device("gfx900").load(data).kernels["k"].loaded.code.xnack is xnack
