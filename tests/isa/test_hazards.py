"""The wait-state table (gcnsim/isa/hazards.py): its rows are well formed (producer_then_
consumer names, predicates that exist, an authority and a source each), every row of the
Vega guide's Table 8 is there for gfx701 and gfx900, the MFMA facts are LLVM's (pass counts against
llvm-mca-19 where it is installed), and the wait states by pass count are LLVM's numbers."""
import re
import shutil
import subprocess

import pytest

from gcnsim.analysis.hazard_facts import PREDICATES
from gcnsim.isa.hazards import (AFTER_MFMA, AFTER_MFMA_MEMORY, BY_NAME, RULES, SRCC_EXACTLY,
                                SRCC_PARTLY, WRITE_AFTER_SRCC, is_dgemm, is_mfma, is_xdl,
                                mfma_passes, nop_states, rules_for)
from gcnsim.isa.opcodes import op_table
from gcnsim.isa.targets import get_target

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")


def row(target, name):
    table = op_table(target)
    return table.named(table.aliases.get(name, name))[0]


def test_rows_are_well_formed():
    assert len(BY_NAME) == len(RULES)
    for rule in RULES:
        assert re.fullmatch(r"[a-z0-9]+(_[a-z0-9]+)*_then_[a-z0-9_]+", rule.name), rule.name
        assert {rule.producer, rule.consumer, rule.armed_by} - {None} <= set(PREDICATES)
        assert rule.llvm or rule.manual, rule.name
        assert rule.source and rule.link in ("overlap", "exact", "partial", "clause")


def test_every_table8_row_speaks_on_gfx701_and_gfx900():
    for target in ("gfx701", "gfx900"):
        t = get_target(target)
        rows = {int(n) for rule in rules_for(t) if rule.manual and rule.manual.applies(t)
                for n in re.findall(r"Table 8 row (\d+)", rule.source)}
        assert rows == set(range(1, 17)) - ({11, 12} if target == "gfx701" else set())


@pytest.mark.parametrize("target,rules,llvm", [
    ("gfx701", 15, 5), ("gfx900", 19, 14), ("gfx90a", 28, 28), ("gfx942", 32, 32)])
def test_rules_per_target(target, rules, llvm):
    t = get_target(target)
    applying = rules_for(t)
    assert (len(applying), sum(1 for r in applying if r.llvm and r.llvm.applies(t))) == \
           (rules, llvm)


@pytest.mark.parametrize("name,llvm,manual", [
    ("valu_writes_sgpr_then_vmem_reads_it", {"gfx900", "gfx90a", "gfx942"}, {"gfx701", "gfx900"}),
    ("setreg_then_setreg", set(TARGETS), {"gfx701", "gfx900"}),
    ("salu_writes_m0_then_s_movrel", {"gfx900", "gfx90a", "gfx942"}, {"gfx701", "gfx900"}),
    ("valu_writes_vcc_then_valu_reads_vcc_as_constant", set(), {"gfx701", "gfx900"}),
    ("valu_writes_sgpr_then_valu_reads_it", {"gfx942"}, set()),
    ("valu_writes_vgpr_then_dgemm_then_memory_reads_it", {"gfx90a"}, set()),
])
def test_who_speaks_where(name, llvm, manual):
    rule = BY_NAME[name]

    def speaks(wait):
        return {t for t in TARGETS if wait and wait.applies(get_target(t))}
    assert (speaks(rule.llvm), speaks(rule.manual)) == (llvm, manual)


def test_nop_states():
    """S_NOP's SIMM16 field: 3 bits on gfx7, 4 from gfx8 (LLVM GCNSubtarget::getSNopBits)."""
    assert [nop_states(n, get_target("gfx701")) for n in (0, 7, 8, 10, 15)] == [1, 8, 1, 3, 8]
    for name in ("gfx900", "gfx90a", "gfx942"):
        assert [nop_states(n, get_target(name)) for n in (0, 7, 8, 10, 15, 16)] == \
            [1, 8, 9, 11, 16, 1]


# (target, name, passes, DGEMM, XDL): LLVM SISchedule.td and VOP3PInstructions.td
MFMA = [
    ("gfx90a", "v_mfma_f32_32x32x1f32", 16, False, True),
    ("gfx90a", "v_mfma_f32_16x16x16f16", 8, False, True),
    ("gfx90a", "v_mfma_f32_4x4x4bf16_1k", 2, False, True),
    ("gfx90a", "v_mfma_f64_16x16x4f64", 8, True, False),
    ("gfx90a", "v_mfma_f64_4x4x4f64", 4, True, False),
    ("gfx942", "v_mfma_f32_32x32x1_2b_f32", 16, False, False),
    ("gfx942", "v_mfma_f32_16x16x4_f32", 8, False, False),
    ("gfx942", "v_mfma_f32_32x32x8_f16", 8, False, True),
    ("gfx942", "v_mfma_f32_16x16x16_bf16", 4, False, True),
    ("gfx942", "v_mfma_f32_32x32x4_2b_f16", 16, False, True),
    ("gfx942", "v_mfma_f32_32x32x4_xf32", 8, False, True),
    ("gfx942", "v_mfma_f32_16x16x32_fp8_bf8", 4, False, True),
    ("gfx942", "v_smfmac_f32_32x32x16_f16", 8, False, True),
    ("gfx942", "v_mfma_f64_4x4x4_4b_f64", 4, True, False),
]


@pytest.mark.parametrize("target,name,passes,dgemm,xdl", MFMA)
def test_mfma_facts(target, name, passes, dgemm, xdl):
    r = row(target, name)
    assert (mfma_passes(r, target), is_dgemm(r), is_xdl(r, target)) == (passes, dgemm, xdl)
    assert not is_mfma(row(target, "v_accvgpr_read_b32"))


@pytest.mark.skipif(shutil.which("llvm-mca-19") is None, reason="llvm-mca-19 not installed")
@pytest.mark.parametrize("target", ["gfx90a", "gfx942"])
def test_mfma_passes_are_llvms_schedule(target, tmp_path):
    """llvm-mca's reciprocal throughput of each MFMA is its resource cycles: the passes."""
    rows = [r for r in op_table(target).rows if is_mfma(r)]
    lines = []
    for r in rows:
        regs = [f"v[0:{s.width - 1}]" if s.width > 1 else "v0" for s in r.operands]
        lines.append(f"{r.name} {', '.join(regs)}")
    (tmp_path / "m.s").write_text("\n".join(lines) + "\n")
    out = subprocess.run(["llvm-mca-19", "-mtriple=amdgcn", f"-mcpu={target}",
                          "-instruction-info", "-iterations=1", str(tmp_path / "m.s")],
                         capture_output=True, text=True, check=True).stdout
    throughput = {m.group(2): float(m.group(1)) for m in re.finditer(
        r"^\s*\d+\s+\d+\s+([\d.]+)\s+.*?(v_\w+)", out, re.M)}
    assert {r.name: mfma_passes(r, target) for r in rows} == \
           {r.name: int(throughput[r.name]) for r in rows}


# (wait states, target, producer, consumer, expected): LLVM checkMAIHazards90A/MAIVALUHazards
WAITS = [
    (SRCC_EXACTLY, "gfx90a", "v_mfma_f32_16x16x1f32", "v_mfma_f32_16x16x1f32", 0),
    (SRCC_EXACTLY, "gfx90a", "v_mfma_f64_4x4x4f64", "v_mfma_f64_4x4x4f64", 4),
    (SRCC_EXACTLY, "gfx942", "v_mfma_f32_4x4x1_16b_f32", "v_mfma_f32_4x4x1_16b_f32", 2),
    (SRCC_PARTLY, "gfx90a", "v_mfma_f32_32x32x1f32", "v_mfma_f64_4x4x4f64", 17),
    (SRCC_PARTLY, "gfx90a", "v_mfma_f64_16x16x4f64", "v_mfma_f32_4x4x1f32", 0),
    (SRCC_PARTLY, "gfx942", "v_mfma_f64_16x16x4_f64", "v_mfma_f32_4x4x1_16b_f32", 9),
    (SRCC_PARTLY, "gfx942", "v_mfma_f32_16x16x4_f32", "v_mfma_f32_16x16x16_f16", 0),
    (SRCC_PARTLY, "gfx942", "v_mfma_f32_16x16x16_f16", "v_mfma_f32_4x4x1_16b_f32", 5),
    (AFTER_MFMA, "gfx90a", "v_mfma_f32_4x4x1f32", "v_mfma_f32_4x4x1f32", 5),
    (AFTER_MFMA, "gfx942", "v_mfma_f32_16x16x4_f32", "v_mfma_f32_4x4x1_16b_f32", 10),
    (AFTER_MFMA_MEMORY, "gfx90a", "v_mfma_f64_16x16x4f64", "v_mfma_f32_4x4x1f32", 18),
    (WRITE_AFTER_SRCC, "gfx942", "v_mfma_f32_16x16x16_f16", "v_mfma_f32_4x4x1_16b_f32", 3),
]


@pytest.mark.parametrize("waits,target,producer,consumer,expected", WAITS)
def test_mfma_wait_states(waits, target, producer, consumer, expected):
    t = get_target(target)
    assert waits.fn(t, row(target, producer), row(target, consumer)) == expected
    assert expected <= waits.most
