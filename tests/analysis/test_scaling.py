"""The static checkers do a constant number of passes over a program's blocks, however many
findings it has: found by an outside probe, where each finding searched
the blocks for the one holding its cause and the hazard checker recomputed every block's
kernel per finding (10k branchy instructions 9 s, 100k 211 s). Counted, not timed."""
from dataclasses import replace

from gcnsim.analysis.cfg import build_cfg
from gcnsim.analysis.findings import flow_notes
from gcnsim.analysis.hazards import check_hazards
from gcnsim.analysis.waitcnt import check_waitcnt
from gcnsim.asm import assemble

# One unit: a load read too early in its own block and in the next, a setreg/getreg hazard
# across a branch, and a loop of one block.
UNIT = """\
  global_load_dword v{a}, v[0:1], off
  v_add_f32_e32 v{b}, v{a}, v{b}
  global_load_dword v{b}, v[0:1], off
  s_setreg_b32 hwreg(HW_REG_MODE), s0
  s_cbranch_scc0 .L{k}_next
.L{k}_next:
  s_getreg_b32 s1, hwreg(HW_REG_MODE)
  v_add_f32_e32 v{a}, v{b}, v{a}
.L{k}_loop:
  s_cbranch_scc1 .L{k}_loop
"""


class _CountingBlocks(dict):
    """The Cfg's blocks, counting each pass over all of them."""
    passes = 0

    def values(self):
        self.passes += 1
        return super().values()

    def items(self):
        self.passes += 1
        return super().items()

    def __iter__(self):
        self.passes += 1
        return super().__iter__()


def _passes(units):
    text = "k:\n" + "".join(UNIT.format(a=4 + k % 50, b=60 + k % 50, k=k)
                            for k in range(units)) + "  s_endpgm\n"
    prog = assemble(text, "gfx900")
    cfg = build_cfg(prog.text, prog.target, {"k": 0})
    counted = replace(cfg, blocks=_CountingBlocks(cfg.blocks))
    findings = check_waitcnt(counted) + check_hazards(counted) + flow_notes(counted)
    return counted.blocks.passes, len(findings)


def test_passes_over_the_blocks_do_not_grow_with_the_findings():
    small, small_findings = _passes(20)
    large, large_findings = _passes(80)
    assert large_findings == 4 * small_findings > 0
    assert large == small
