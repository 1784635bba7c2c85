"""Implicit operands: known facts of the ISA as LLVM 19 states them, and an answer (or the
generator's reason) for every row of every target."""
import pytest

from gcnsim.isa.implicit import FORMS, NoImplicitData, implicit_operands
from gcnsim.isa.opcodes import op_table
from gcnsim.isa.targets import TARGETS

REGISTERS = {"exec", "vcc", "scc", "m0", "mode", "flat_scratch"}

# target, encoding, mnemonic, form, uses, defs (as sets: order is LLVM's)
FACTS = [
    ("gfx900", "VOP3", "v_div_fmas_f32", "", {"mode", "vcc", "exec"}, set()),
    ("gfx701", "VOP3", "v_div_fmas_f64", "", {"mode", "vcc", "exec"}, set()),
    ("gfx900", "VOPC", "v_cmp_eq_u32", "", {"exec"}, {"vcc"}),
    ("gfx942", "VOPC", "v_cmp_lt_f32", "", {"mode", "exec"}, {"vcc"}),
    ("gfx900", "VOPC", "v_cmp_eq_u32", "sdwa", {"exec"}, set()),
    ("gfx900", "VOP3", "v_cmp_eq_u32", "", {"exec"}, set()),
    ("gfx701", "VOPC", "v_cmpx_gt_i32", "", {"exec"}, {"vcc", "exec"}),
    ("gfx90a", "VOP3", "v_cmpx_gt_i32", "", {"exec"}, {"exec"}),
    ("gfx701", "SOPC", "s_cmp_eq_u32", "", set(), {"scc"}),
    ("gfx942", "SOPC", "s_cmp_lg_u64", "", set(), {"scc"}),
    ("gfx942", "SOPK", "s_cmpk_eq_i32", "", set(), {"scc"}),
    ("gfx900", "SOP2", "s_add_u32", "", set(), {"scc"}),
    ("gfx900", "SOP2", "s_addc_u32", "", {"scc"}, {"scc"}),
    ("gfx900", "SOP2", "s_cselect_b64", "", {"scc"}, set()),
    ("gfx900", "VOP2", "v_cndmask_b32", "", {"vcc", "exec"}, set()),
    ("gfx900", "VOP3", "v_cndmask_b32", "", {"exec"}, set()),
    ("gfx900", "VOP2", "v_addc_co_u32", "", {"vcc", "exec"}, {"vcc"}),
    ("gfx701", "VOP2", "v_add_i32", "", {"exec"}, {"vcc"}),
    ("gfx900", "SOP1", "s_and_saveexec_b64", "", {"exec"}, {"exec", "scc"}),
    ("gfx701", "SOP1", "s_or_saveexec_b64", "", {"exec"}, {"exec", "scc"}),
    ("gfx942", "GLOBAL", "global_load_dword", "", {"exec"}, set()),
    ("gfx942", "GLOBAL", "global_store_dword", "", {"exec"}, set()),
    ("gfx900", "FLAT", "flat_load_dword", "", {"exec", "flat_scratch"}, set()),
    ("gfx900", "SCRATCH", "scratch_load_dword", "", {"exec", "flat_scratch"}, set()),
    ("gfx900", "MUBUF", "buffer_load_dword", "", {"exec"}, set()),
    ("gfx900", "MUBUF", "buffer_load_dword", "lds", {"exec", "m0"}, set()),
    ("gfx701", "DS", "ds_read_b32", "", {"m0", "exec"}, set()),
    ("gfx900", "DS", "ds_read_b32", "", {"exec"}, set()),      # LDS needs no M0 on gfx9
    ("gfx900", "DS", "ds_add_u32", "gds", {"m0", "exec"}, set()),   # GDS base/size in M0
    ("gfx701", "DS", "ds_add_u32", "gds", {"m0", "exec"}, set()),
    ("gfx900", "DS", "ds_append", "", {"m0", "exec"}, set()),
    ("gfx90a", "DS", "ds_gws_barrier", "", {"m0", "exec"}, set()),
    ("gfx900", "SMEM", "s_load_dword", "", set(), set()),
    ("gfx701", "SMRD", "s_buffer_load_dword", "", set(), set()),
    # v_readlane/v_writelane pick one lane whatever EXEC says: LLVM lists no EXEC use
    ("gfx900", "VOP3", "v_readlane_b32", "", set(), set()),
    ("gfx942", "VOP3", "v_writelane_b32", "", set(), set()),
    ("gfx701", "VOP2", "v_readlane_b32", "", set(), set()),
    ("gfx900", "VOP1", "v_readfirstlane_b32", "", {"exec"}, set()),
    ("gfx900", "SOPP", "s_cbranch_vccz", "", {"vcc"}, set()),
    ("gfx900", "SOPP", "s_cbranch_execnz", "", {"exec"}, set()),
    ("gfx900", "SOPP", "s_cbranch_scc1", "", {"scc"}, set()),
    ("gfx942", "SOPP", "s_sendmsg", "", {"exec", "m0"}, set()),
    ("gfx900", "SOP1", "s_movrels_b32", "", {"m0"}, set()),
    ("gfx900", "SOPK", "s_setreg_b32", "", {"mode"}, {"mode"}),
    ("gfx900", "SOPC", "s_set_gpr_idx_on", "", {"m0", "mode"}, {"m0", "mode"}),
    ("gfx942", "VOP1", "v_mov_b32", "", {"exec"}, set()),
    ("gfx942", "VOP1", "v_mov_b32", "dpp", {"exec"}, set()),
    ("gfx942", "VOP2", "v_add_f32", "", {"mode", "exec"}, set()),
    ("gfx942", "SOPP", "s_waitcnt", "", set(), set()),
]


def _row(target, enc, name):
    rows = [r for r in op_table(target).named(name) if r.enc == enc]
    assert len(rows) == 1, (target, enc, name)
    return rows[0]


@pytest.mark.parametrize("target,enc,name,form,uses,defs", FACTS)
def test_known_facts(target, enc, name, form, uses, defs):
    got_uses, got_defs = implicit_operands(_row(target, enc, name), target, form)
    assert (set(got_uses), set(got_defs)) == (uses, defs)


@pytest.mark.parametrize("target", list(TARGETS))
def test_every_row_has_an_answer_or_a_reason(target):
    for row in op_table(target).rows:
        for form in FORMS:
            try:
                uses, defs = implicit_operands(row, target, form)
            except NoImplicitData as err:
                assert err.reason and row.name in str(err)
                continue
            assert set(uses) | set(defs) <= REGISTERS, row.name
            assert len(set(uses)) == len(uses) and len(set(defs)) == len(defs), row.name


def test_unknown_form_is_refused():
    with pytest.raises(ValueError):
        implicit_operands(_row("gfx900", "VOP2", "v_add_f32"), "gfx900", "e64")
