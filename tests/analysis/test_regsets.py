"""Register sets (gcnsim/analysis/regsets.py) laid out from the operand record: what each
instruction reads and writes at issue, what its memory result writes, SCC in its own slot."""
import pytest

from gcnsim.analysis.regsets import (SCC, WORDS, field_regs, first_slot, instruction_regs,
                                     slot_name)
from gcnsim.asm import assemble_line


def names(words):
    bits = sum(int(word) << (64 * i) for i, word in enumerate(words))
    return [slot_name(slot) for slot in range(64 * WORDS) if bits >> slot & 1]


@pytest.mark.parametrize("target,text,reads,writes", [
    # an LDS DMA load with an off address: no VGPR read, none written
    ("gfx900", "buffer_load_dword off, s[0:3], 0 lds",
     ["s0", "s1", "s2", "s3", "m0", "exec_lo", "exec_hi"], []),
    ("gfx900", "v_div_fmas_f32 v0, v1, v2, v3",
     ["vcc_lo", "vcc_hi", "exec_lo", "exec_hi", "v1", "v2", "v3"], ["v0"]),
    ("gfx900", "s_cmp_eq_u32 s0, 1", ["s0"], ["scc"]),
    ("gfx900", "s_cbranch_scc1 0", ["scc"], []),
    ("gfx900", "s_cselect_b32 s0, s1, s2", ["s1", "s2", "scc"], ["s0"]),
    ("gfx900", "v_mov_b32_e32 v0, src_scc", ["scc", "exec_lo", "exec_hi"], ["v0"]),
    ("gfx900", "s_addk_i32 s4, 0x10", ["s4"], ["s4", "scc"]),
    # an atomic without glc returns nothing: its vdst field names no register
    ("gfx900", "global_atomic_add v[2:3], v4, off", ["exec_lo", "exec_hi", "v2", "v3", "v4"],
     []),
    ("gfx90a", "v_accvgpr_mov_b32 a1, a2", ["exec_lo", "exec_hi", "a2"], ["a1"]),
])
def test_register_sets(target, text, reads, writes):
    regs = instruction_regs(assemble_line(text, target), target)
    assert sorted(names(regs.reads)) == sorted(reads)
    assert sorted(names(regs.writes)) == sorted(writes)


def test_memory_results_by_field():
    inst = assemble_line("global_load_dwordx2 v[4:5], v[2:3], off", "gfx900")
    assert names(field_regs(inst, "gfx900", ("vdst",))) == ["v4", "v5"]
    assert names(field_regs(inst, "gfx900", ("vaddr",))) == []     # the field is "addr"
    assert names(field_regs(inst, "gfx900", ("addr",))) == ["v2", "v3"]


def test_scc_has_its_own_slot():
    regs = instruction_regs(assemble_line("s_cmp_lg_u32 s0, 0", "gfx900"), "gfx900")
    assert first_slot(regs.writes) == SCC and slot_name(SCC) == "scc"
