"""Barriers the waves of a workgroup may reach apart (gcnsim/analysis/barriers.py, rule
barrier-divergent): an s_barrier on one way of a branch whose condition may differ between
waves, while the other way reaches another barrier, is a warning where the run stops with a
BarrierError; a condition the whole workgroup shares, a way that ends the wave, and branches on
EXEC are not judged. The clang and Triton corpora have none (tests/runtime/test_check.py
asserts them clean)."""
import pytest

import gcnsim
from gcnsim.analysis.barriers import check_barriers
from gcnsim.analysis.cfg import build_cfg
from gcnsim.asm import assemble

APART = """\
  {condition}
  s_cmp_eq_u32 s4, 0
  s_cbranch_scc1 .Lzero
  s_barrier
  s_branch .Lout
.Lzero:
  {other}
.Lout:
  s_endpgm
"""
WAVE = "v_readfirstlane_b32 s4, v0"


def divergent(text):
    prog = assemble(text, "gfx900")
    return [(f.rule, f.severity, f.offset) for f in
            check_barriers(build_cfg(prog.text, prog.target, {"k": 0}))]


@pytest.mark.parametrize("condition, other, expected", [
    (WAVE, "s_barrier", [0x8, 0x10]),                       # the trial's bar_diff.s
    ("s_load_dword s4, s[0:1], 0x0", "s_barrier", []),     # a kernel argument: uniform
    ("s_getreg_b32 s4, hwreg(HW_REG_HW_ID)", "s_barrier", [0x8, 0x10]),
    (f"{WAVE}\n  s_mov_b32 s4, s5", "s_barrier", []),      # uniform again before the branch
    (WAVE, "s_nop 0", []),                                 # one way reaches no barrier
    ("v_cmp_eq_u32 vcc, 0, v0\n  s_cselect_b32 s4, 0, 1\n  s_and_b64 vcc, exec, vcc",
     "s_barrier", []),                                     # s4 from SCC, which no VALU sets
])
def test_barriers_on_both_ways_of_a_branch_that_may_differ_between_waves(condition, other,
                                                                         expected):
    found = divergent(APART.format(condition=condition, other=other))
    start = assemble(condition, "gfx900").text
    assert found == [("barrier-divergent", "warning", len(start) + off) for off in expected]


def test_a_loop_whose_trips_differ_between_waves_around_a_barrier():
    text = """\
  v_readfirstlane_b32 s4, v0
.Lloop:
  s_barrier
  s_sub_u32 s4, s4, 1
  s_cmp_lg_u32 s4, 0
  s_cbranch_scc1 .Lloop
  s_barrier
  s_endpgm
"""
    assert divergent(text) == [("barrier-divergent", "warning", 4)]


def test_an_exec_branch_is_not_judged():
    text = """\
  v_cmp_gt_u32 vcc, 64, v0
  s_and_saveexec_b64 s[4:5], vcc
  s_cbranch_execz .Lelse
  s_barrier
.Lelse:
  s_or_b64 exec, exec, s[4:5]
  s_barrier
  s_endpgm
"""
    assert divergent(text) == []


def test_what_the_warning_says_the_run_stops_at():
    text = ('.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n.text\n.globl k\n.p2align 8\nk:\n'
            + APART.format(condition=WAVE, other="s_barrier") +
            ".rodata\n.p2align 6\n.amdhsa_kernel k\n.amdhsa_next_free_vgpr 8\n"
            ".amdhsa_next_free_sgpr 10\n.end_amdhsa_kernel\n")
    (first, second) = gcnsim.check(text)
    assert str(first).endswith(
        "warning: [barrier-divergent] k+0xc 's_barrier' is reached on one way of "
        "'s_cbranch_scc1 .Lzero' (offset 0x8), whose condition may differ between the waves of a "
        "workgroup, while the other way reaches 's_barrier' (offset 0x14): the waves would "
        "wait at different barriers; fix: a branch condition every wave of the workgroup "
        "shares, or the barrier where both ways meet (path: 0x0 -> 0xc)")
    assert second.offset == 0x14
    with pytest.raises(gcnsim.BarrierError):
        gcnsim.Device("gfx900").load(text).k(grid=128, block=128)


def test_a_branch_is_quoted_by_its_target():
    """By the label the text gives it, else by its offset beside the raw operand (trial 27:
    's_cbranch_scc0 2', 's_branch 65535'), as llvm-objdump names a target with a symbol."""
    (note,) = [f for f in gcnsim.check("loop:\n  s_branch loop\n  s_endpgm\n")
               if f.rule == "no-exit"]
    assert note.text == "s_branch loop"
    from gcnsim.analysis.cfg import build_cfg
    from gcnsim.asm import assemble
    prog = assemble("  s_cbranch_scc0 .L1\n  s_nop 0\n.L1:\n  s_branch .L1\n", "gfx900")
    cfg = build_cfg(prog.text, prog.target, {"k": 0})
    assert [cfg.text(0), cfg.text(8)] == ["s_cbranch_scc0 1 (to 0x8)", "s_branch 65535 (to 0x8)"]


def test_a_function_kernels_call_owns_its_code():
    """A finding in a called function is named by the function (an entry of its own), not
    by the first kernel that reaches it through the call."""
    from gcnsim.analysis.paths import owners
    prog = assemble("""\
k:
  s_getpc_b64 s[4:5]
  s_add_u32 s4, s4, f-k-4
  s_addc_u32 s5, s5, 0
  s_swappc_b64 s[30:31], s[4:5]
  s_endpgm
f:
  v_mov_b32 v0, 1
  s_setpc_b64 s[30:31]
""", "gfx900")
    f = prog.symbols["f"]
    cfg = build_cfg(prog.text, prog.target, {"k": 0, "f": f})
    owned = owners(cfg)
    assert owned[f] == "f" and owned[0] == "k"
