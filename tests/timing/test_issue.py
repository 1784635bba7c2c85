"""Issue facts (gcnsim/isa/issue.py): every opcode row has an arbiter category, VALU rates
follow LLVM's scheduling models (latency * 4 cycles per wave64), and a chip's double rate
slows the double-precision classes (device_valu_cycles)."""
import pytest

from gcnsim.isa.devices import get_device
from gcnsim.isa.issue import CATEGORIES, PORT, category, device_valu_cycles, valu_cycles
from gcnsim.isa.opcodes import op_table
from gcnsim.isa.targets import TARGETS

# (target, mnemonic, cycles): SISchedule.td's latencies times 4
RATES = [
    ("gfx701", "v_add_f32", 4), ("gfx701", "v_fma_f64", 8), ("gfx701", "v_div_fmas_f64", 16),
    ("gfx701", "v_rcp_f32", 16), ("gfx701", "v_mul_lo_u32", 16),
    ("gfx900", "v_fma_f64", 32), ("gfx900", "v_div_fmas_f64", 64), ("gfx900", "v_sqrt_f64", 64),
    ("gfx900", "v_lshlrev_b64", 8), ("gfx900", "v_cvt_f64_i32", 16),
    ("gfx90a", "v_fma_f64", 4), ("gfx90a", "v_sqrt_f64", 16), ("gfx90a", "v_mul_lo_u32", 4),
    ("gfx942", "v_pk_fma_f32", 4), ("gfx942", "v_exp_f32", 16), ("gfx942", "v_add_f64", 4),
]


@pytest.mark.parametrize("target,name,cycles", RATES)
def test_valu_rates(target, name, cycles):
    assert valu_cycles(target, name) == cycles


@pytest.mark.parametrize("target", sorted(TARGETS))
def test_every_row_has_a_category(target):
    seen = set()
    for row in op_table(target).rows:
        cat = category(row)
        assert cat in CATEGORIES, row.name
        seen.add(cat)
        if cat == "VALU" and not row.name.startswith(("v_mfma", "v_smfmac")):
            assert valu_cycles(target, row.name) in (4, 8, 16, 32, 64), row.name
    assert {"VALU", "SALU", "SMEM", "VMEM", "LDS", "BRANCH", "INTERNAL"} <= seen


@pytest.mark.parametrize("name,expected", [
    ("s_add_u32", "SALU"), ("s_load_dword", "SMEM"), ("s_waitcnt", "INTERNAL"),
    ("s_barrier", "INTERNAL"), ("s_cbranch_scc0", "BRANCH"), ("s_setpc_b64", "BRANCH"),
    ("s_sendmsg", "MESSAGE"), ("global_load_dword", "VMEM"), ("buffer_store_dword", "VMEM"),
    ("ds_read_b32", "LDS"), ("ds_gws_barrier", "GDS"), ("v_mad_u32_u24", "VALU")])
def test_categories(name, expected):
    row = op_table("gfx900").named(name)[0]
    assert category(row) == expected
    assert PORT[expected] != "valu" or expected == "VALU"


# (device, mnemonic, cycles): the target's rate, the double classes slowed to the chip's FP64
# rate (data sheets: R9 290X 1/8 of FP32, Vega 64 1/16, a wave64 FMA 32 and 64 cycles)
CHIP_RATES = [
    ("r9-290x", "v_fma_f64", 32), ("r9-290x", "v_add_f64", 32), ("r9-290x", "v_add_f32", 4),
    ("r9-290x", "v_div_fmas_f64", 64), ("vega64", "v_fma_f64", 64),
    ("vega64", "v_div_fmas_f64", 128), ("vega64", "v_mul_lo_u32", 16),
    ("mi250x", "v_fma_f64", 4), ("mi300x", "v_fma_f64", 4), ("mi300x", "v_sqrt_f64", 16),
]


@pytest.mark.parametrize("device,name,cycles", CHIP_RATES)
def test_chip_rates(device, name, cycles):
    assert device_valu_cycles(get_device(device), name) == cycles
