"""VOP1/VOP2/VOPC cases that pin LLVM's choices: e32 versus e64, typed constants, SDWA/DPP text.

Each case is (target, text as written, bytes llvm-mc-19 gives, text LLVM prints for them)."""
import pytest

from gcnsim.asm import assemble_line, decode, format_instruction
from gcnsim.asm.valu import format_valu_src, parse_valu_src
from gcnsim.errors import AsmError
from gcnsim.isa.targets import get_target

CASES = [
    ("gfx900", "v_add_f32 v0, s1, v2", "01040002", "v_add_f32_e32 v0, s1, v2"),
    ("gfx900", "v_add_f16 v5, 1.5, v2", "ff040a3e003e0000", "v_add_f16_e32 v5, 0x3e00, v2"),
    ("gfx900", "v_cvt_f32_f64 v5, 1.5", "ff1e0a7e0000f83f", "v_cvt_f32_f64_e32 v5, 0x3ff80000"),
    ("gfx900", "v_add_u16 v5, 0xfff0, v2", "ff040a4cf0ff0000", "v_add_u16_e32 v5, 0xfff0, v2"),
    ("gfx900", "v_add_co_u32 v1, vcc, v2, v3", "02070232", "v_add_co_u32_e32 v1, vcc, v2, v3"),
    ("gfx900", "v_readfirstlane_b32 s5, v1", "01050a7e", "v_readfirstlane_b32 s5, v1"),
    ("gfx900", "v_madmk_f32 v1, v2, 0x41200000, v3", "0207022e00002041",
     "v_madmk_f32 v1, v2, 0x41200000, v3"),
    ("gfx900", "v_mov_b32 v0, v1 quad_perm:[3,2,1,0]", "fa02007e011b00ff",
     "v_mov_b32_dpp v0, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf"),
    ("gfx900", "v_mov_b32_dpp v1, v2 row_shl:1 bound_ctrl:0", "fa02027e020109ff",
     "v_mov_b32_dpp v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1"),
    ("gfx900", "v_add_f32_sdwa v1, -v2, |v3| dst_sel:WORD_1", "f906020202151626",
     "v_add_f32_sdwa v1, -v2, |v3| dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:DWORD "
     "src1_sel:DWORD"),
    ("gfx900", "v_cmp_eq_f32_sdwa s[2:3], v1, v2 src0_sel:WORD_1", "f904847c01820506",
     "v_cmp_eq_f32_sdwa s[2:3], v1, v2 src0_sel:WORD_1 src1_sel:DWORD"),
    ("gfx90a", "v_fmac_f64_dpp v[2:3], v[4:5], v[6:7] row_newbcast:1", "fa0c040804510 1ff",
     "v_fmac_f64_dpp v[2:3], v[4:5], v[6:7] row_newbcast:1 row_mask:0xf bank_mask:0xf"),
    ("gfx942", "v_mov_b64 v[2:3], -17", "ff70047eefffffff", "v_mov_b64_e32 v[2:3], 0xffffffef"),
]


@pytest.mark.parametrize("target,text,hexbytes,canonical", CASES)
def test_case(target, text, hexbytes, canonical):
    data = bytes.fromhex(hexbytes.replace(" ", ""))
    assert assemble_line(text, target).encode() == data
    assert format_instruction(decode(data, target), target) == canonical


@pytest.mark.parametrize("text", ["v_add_f32 v0, v1, s2", "v_add_f32 v0, v1, v2 clamp",
                                  "v_cndmask_b32 v0, v1, v2, s[0:1]"])
def test_e64_only_operands_leave_e32(text):
    """Operands only VOP3 can hold make LLVM (and us) pick the 8-byte encoding."""
    assert len(assemble_line(text, "gfx900").encode()) == 8


@pytest.mark.parametrize("token,ftype,want", [
    ("0x3c00", "f16", (242, None)), ("0x3c00", "i16", (255, 0x3C00)),
    ("0x3ff00000", "f64", (242, None)), ("0x3ff00000", "i64", (255, 0x3FF00000)),
    ("0xfffffff0", "f32", (208, None)), ("0.15915494", "f64", (255, 0x3FC45F30)),
])
def test_typed_constants(token, ftype, want):
    assert parse_valu_src(get_target("gfx900"), token, ftype) == want


def test_i16_inline_float_prints_as_bits():
    assert format_valu_src(get_target("gfx900"), 242, 1, None, "i16") == "0x3c00"


@pytest.mark.parametrize("target,text", [
    ("gfx900", "v_readfirstlane_b32 s0, s1"), ("gfx900", "v_readfirstlane_b32 s0, 5"),
    ("gfx701", "v_readfirstlane_b32 s0, 0x1234"), ("gfx942", "v_readfirstlane_b32 s0, vcc_lo"),
    ("gfx900", "v_readfirstlane_b32 s0, src_shared_base"), ("gfx900", "v_swap_b32 v0, s1"),
    ("gfx90a", "v_swap_b32 v0, 1"),
])
def test_a_register_class_source_refuses_what_llvm_refuses(target, text):
    """llvm-mc-19 refuses these ('invalid operand for instruction'): src0 is a register of
    one class (VRegOrLds_32, VGPR_32), though the field could name any source."""
    with pytest.raises(AsmError, match="invalid operand for instruction") as err:
        assemble_line(text, target)
    assert err.value.column == text.index(",") + 3


def test_a_register_class_source_takes_its_class():
    assert assemble_line("v_readfirstlane_b32 s0, lds_direct", "gfx900").encode().hex() == \
        "fe04007e"
    assert assemble_line("v_swap_b32 v0, v1", "gfx900").encode().hex() == "01a3007e"


# llvm-mc-19 (gfx900): an f16 K (v_madmk_f16, v_madak_f16) is an integer that fits 16 bits
# signed or unsigned, held in the literal's low half; wider ones are refused.
@pytest.mark.parametrize("text,hexbytes", [
    ("v_madmk_f16 v1, v2, -32768, v3", "020702480080" "0000"),
    ("v_madak_f16 v1, v2, v3, -1", "0207024affff" "0000"),
    ("v_madmk_f16 v1, v2, 0xffff, v3", "02070248ffff" "0000"),
    ("v_madmk_f16 v1, v2, 0.1, v3", "02070248662e" "0000"),
])
def test_f16_k_takes_sixteen_bits(text, hexbytes):
    assert assemble_line(text, "gfx900").encode().hex() == hexbytes


@pytest.mark.parametrize("text", [
    "v_madmk_f16 v19, v7, 0xa01ec40, v9", "v_madak_f16 v158, v108, v244, 0xcf58357c",
    "v_madmk_f16 v1, v2, 0x10000, v3", "v_madak_f16 v1, v2, v3, -32769",
    "v_madmk_f16 v1, v2, 70000.0, v3",
])
def test_f16_k_wider_than_sixteen_bits_is_refused(text):
    with pytest.raises(AsmError, match="invalid operand for instruction"):
        assemble_line(text, "gfx900")
