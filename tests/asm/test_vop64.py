"""vop64 (VOP3A/B, VOP3P, MAI) cases beyond the corpus: exact bytes and text of the tricky
forms, and typed errors. Bytes are llvm-mc-19's (-show-encoding)."""
import pytest

from gcnsim.asm import assemble_line, decode, format_instruction
from gcnsim.errors import AsmError, DecodeError

CASES = [
    ("gfx900", "v_add_f32_e64 v1, -v2, |s3| clamp mul:2", "018201d102070028"),
    ("gfx900", "v_fma_f16 v1, v2, v3, v4 op_sel:[1,0,0,1] clamp", "01c806d202071204"),
    ("gfx900", "v_add_co_u32_e64 v1, s[4:5], v2, v3", "010419d102070200"),
    ("gfx900", "v_div_scale_f32 v1, vcc, v2, v3, v4", "016ae0d102071204"),
    ("gfx900", "v_cmpx_eq_f32_e64 s[4:5], v2, 1.0", "040052d002e50100"),
    ("gfx900", "v_mad_u64_u32 v[1:2], s[4:5], v2, v3, v[4:5]", "0104e8d102071204"),
    ("gfx900", "v_pk_add_f16 v1, v2, v3 op_sel:[1,0] op_sel_hi:[0,1]", "01488fd302070210"),
    ("gfx900", "v_readlane_b32 s1, v2, s3", "010089d202070000"),
    ("gfx900", "v_mad_mix_f32 v1, v2, v3, v4 op_sel:[1,0,0] op_sel_hi:[1,1,1]",
     "0148a0d30207121c"),
    ("gfx900", "v_add_f32_e64 v1, neg(1), v2", "010001d181040220"),
    ("gfx90a", "v_pk_fma_f32 v[0:1], v[2:3], 1.0, s[6:7]", "0040b0d302e51918"),
    ("gfx90a", "v_accvgpr_write_b32 a1, s1", "0140d9d301000018"),
    ("gfx90a", "v_mfma_f32_16x16x1f32 a[0:15], v1, v2, a[0:15] cbsz:1 abid:2 blgp:3",
     "0091c1d301050264"),
    ("gfx942", "v_mfma_f64_16x16x4_f64 v[0:7], v[2:3], v[4:5], v[0:7] neg:[1,0,0]",
     "0000eed302090224"),
    ("gfx942", "v_smfmac_f32_16x16x32_f16 v[0:3], v[2:3], v[4:7], v8 cbsz:1 abid:2",
     "0011e2d302092204"),
    ("gfx942", "v_lshl_add_u64 v[0:1], v[2:3], 2, v[4:5]", "000008d202051104"),
    ("gfx701", "v_add_f32_e64 v1, -v2, |s3| clamp mul:2", "010a06d202070028"),
    ("gfx701", "v_add_i32_e64 v1, s[4:5], v2, v3", "01044ad202070200"),
]


@pytest.mark.parametrize("target,text,hexbytes", CASES)
def test_assembles_to_llvm_bytes(target, text, hexbytes):
    assert assemble_line(text, target).encode().hex() == hexbytes


@pytest.mark.parametrize("target,text,hexbytes", [c for c in CASES if c[0] != "gfx701"])
def test_decodes_to_llvm_text(target, text, hexbytes):
    inst = decode(bytes.fromhex(hexbytes), target)
    assert format_instruction(inst, target) == text


def test_gfx9_vop3_rejects_literal():
    with pytest.raises(AsmError):
        assemble_line("v_fma_f32 v1, v2, v3, 0x1234", "gfx900")


def test_unused_modifier_bits_do_not_decode():
    # v_bfe_u32 has no clamp: LLVM rejects the set bit
    with pytest.raises(DecodeError):
        decode(bytes.fromhex("0180c8d102071204"), "gfx900")
