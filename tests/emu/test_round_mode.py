"""MODE's round field (FP_ROUND, MODE[3:0]) is not modelled: a float instruction whose result
type's rounding is not nearest even raises RoundModeError naming the field, the wave, PC and
instruction, in both tiers (an outside trial found round-toward-zero and +-inf silently giving
round-to-nearest results); code that sets a rounding and restores it with no such instruction
between, and f32 arithmetic under an f16/f64-only rounding (LLVM 19's llvm.fptrunc.round sets
MODE[2] alone), run as before."""
import numpy as np
import pytest

from gcnsim.errors import RoundModeError
from gcnsim.native import tier
from gcnsim.runtime import Device

# the loop runs twice: under MODE's nearest rounding (the native tier compiles it), then under
# the one the s_setreg sets
LOOP = """
  s_mov_b32 s5, 2
again:
  s_mov_b32 s4, 2
loop:
  v_add_f32 v1, v1, v1
  s_sub_u32 s4, s4, 1
  s_cmp_lg_u32 s4, 0
  s_cbranch_scc1 loop
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, {offset}, {width}), {value}
  s_sub_u32 s5, s5, 1
  s_cmp_lg_u32 s5, 0
  s_cbranch_scc1 again
  v_lshlrev_b32 v2, 2, v0
  global_store_dword v2, v1, s[2:3]
  s_endpgm
"""
TIERS = ("interpreter", "native")


@pytest.fixture
def eager(monkeypatch):
    """Native code compiled at first sight (tests/eager_native.py's settings), cache off."""
    monkeypatch.setenv("GCNSIM_CACHE", "off")
    for name in tier.THRESHOLDS:
        monkeypatch.setattr(tier, name, 0.0)


def _run(text, tier_name):
    dev = Device("gfx900")
    out = dev.empty(64, np.float32)
    dev.load(text).run(64, 64, sgprs={2: (out.address & 0xFFFFFFFF, out.address >> 32)},
                       vgprs={0: "local_id_x", 1: 0x3F800001}, tier=tier_name, checker=None)
    return out.numpy()


@pytest.mark.parametrize("tier_name", TIERS)
@pytest.mark.parametrize("value, field", [(3, "0x3: f32 toward zero"),
                                          (1, "0x1: f32 toward \\+inf")])
def test_f32_arithmetic_under_a_directed_f32_rounding_is_refused(eager, tier_name, value, field):
    with pytest.raises(RoundModeError, match=rf"wave 0 pc 0x[0-9a-f]+ 'v_add_f32_e32 v1, v1, v1'"
                                             rf": MODE's round field \(MODE\[3:0\] = {field}"):
        _run(LOOP.format(offset=0, width=2, value=value), tier_name)


@pytest.mark.parametrize("tier_name", TIERS)
def test_f32_arithmetic_under_an_f16_f64_rounding_runs(eager, tier_name):
    got = _run(LOOP.format(offset=2, width=2, value=3), tier_name)
    assert (got == np.float32(16 * (1 + 2.0 ** -23))).all()


@pytest.mark.parametrize("tier_name", TIERS)
def test_llvm_fptrunc_round_upward_is_refused_at_its_conversion(eager, tier_name):
    """llc-19 -mcpu=gfx900 of llvm.fptrunc.round.f16.f32(x, "round.upward")."""
    text = """
  s_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 1), 1
  v_cvt_f16_f32_e32 v1, v1
  s_endpgm"""
    with pytest.raises(RoundModeError, match=r"'v_cvt_f16_f32_e32 v1, v1': .*= 0x4: f32 "
                                             r"nearest even, f64/f16 toward \+inf"):
        _run(text, tier_name)


@pytest.mark.parametrize("tier_name", TIERS)
def test_a_rounding_set_and_restored_around_no_float_instruction_runs(eager, tier_name):
    """llvm.set.rounding's s_setreg_b32 of MODE[3:0], then the saved MODE put back."""
    text = """
  s_getreg_b32 s6, hwreg(HW_REG_MODE, 0, 4)
  s_mov_b32 s7, 0xf
  s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s7
  s_add_u32 s8, s7, 1
  v_mov_b32 v3, s8
  s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s6
""" + LOOP.format(offset=4, width=1, value=1)
    assert (_run(text, tier_name) == np.float32(16 * (1 + 2.0 ** -23))).all()
