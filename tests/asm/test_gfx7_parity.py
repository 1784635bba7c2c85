"""gfx7 words and lines where gcnsim disagreed with LLVM, found by the gfx701 random streams
(tests/data/random_streams/gfx701.txt.gz, checked through llvm-mc-19's assembler since
llvm-objdump-19 cannot disassemble gfx7), pinned with llvm-mc-19's answers (no LLVM needed)."""
import pytest

from gcnsim.asm import assemble_line, decode, disassemble
from gcnsim.errors import AsmError, DecodeError


def _text(hexwords):
    """gcnsim's text of little-endian dwords given as 8-digit hex words."""
    data = b"".join(int(w, 16).to_bytes(4, "little") for w in hexwords.split())
    return decode(data, "gfx701").text


def _listing(hexwords):
    data = b"".join(int(w, 16).to_bytes(4, "little") for w in hexwords.split())
    return [line.text for line in disassemble(data, "gfx701", invalid_words=True)]


def test_flat_bit_55_is_ignored_and_the_fixed_bits_must_be_zero():
    # LLVM's FLAT_Real: bit 55 is acc (the data register's AGPR bit), ignored without AGPRs
    # (llvm-mc-19 takes no tfe on gfx7 FLAT); the segment, bit 13 and bits 48-54 are zero.
    assert _text("DC300000 00800065") == "flat_load_dword v0, v[101:102]"
    assert _listing("DC609FCF 00E0B918")[0] == ".long 0xdc609fcf"        # segment 2
    assert _listing("DC302000 00000065")[0] == ".long 0xdc302000"         # bit 13
    assert _listing("DC300000 00010065")[0] == ".long 0xdc300000"         # bit 48
    with pytest.raises(AsmError):
        assemble_line("flat_load_dword v1, v[2:3] tfe", "gfx701")


def test_buffer_addr64_with_an_index_or_offset_register_is_no_instruction():
    # LLVM's gfx7 MUBUF/MTBUF forms fix offen, idxen and addr64 per form: none has addr64 and
    # another; llvm-mc-19 refuses "idxen offen addr64".
    assert _listing("E0C89000 1742AAA6")[0] == ".long 0xe0c89000"
    assert _text("E0C88000 1742AAA6").endswith("addr64 slc")


def test_nfmt_6_is_snorm_ogl_on_gfx7():
    line = ("tbuffer_load_format_x v0, off, s[0:3], s4 "
            "format:[BUF_DATA_FORMAT_INVALID,BUF_NUM_FORMAT_SNORM_OGL]")      # llvm-mc-19
    assert _text("EB000000 04000000") == line
    assert assemble_line(line, "gfx701").encode().hex() == "000000eb00000004"
    with pytest.raises(AsmError, match="BUF_NUM_FORMAT"):
        assemble_line("tbuffer_load_format_x v0, off, s[0:3], s4 "
                      "format:[BUF_NUM_FORMAT_RESERVED_6]", "gfx701")


@pytest.mark.parametrize("hexword, text", [
    ("02073800", "v_readlane_b32 s3, s0/*Invalid register, operand has 'VRegOrLds_32' "
                 "register class*/, 28"),
    ("0590011D", "v_writelane_b32 v200, v29/*Invalid register, operand has 'SReg_32' "
                 "register class*/, s0"),
    ("7E0088C9", "v_movrelsd_b32_e32 v0, -9/*Invalid immediate*/"),
])
def test_lane_and_relative_moves_print_llvm_class_comments(hexword, text):
    assert _text(hexword) == text


@pytest.mark.parametrize("line, encoding", [
    # llvm-mc-19 -mcpu=gfx701 --show-encoding
    ("v_writelane_b32 v42, 40, -0.5", "a8e25504"),
    ("v_readlane_b32 s1, v0, 1.0", "00e50302"),
    ("s_buffer_load_dword ttmp3, s[12:15], src_scc", "fd8c39c2"),
    ("s_load_dword s1, s[2:3], vccz", "fb8200c0"),
    ("v_movreld_b32 v0, m0", "7c84007e"),
    ("v_movreld_b32 v0, 5", "8584007e"),
    ("s_cbranch_g_fork 5, s[102:103]", "85668095"),
    ("v_add_f32_e64 v0, src_lds_direct, v1", "000006d2fe020200"),
])
def test_lines_llvm_mc_takes(line, encoding):
    assert assemble_line(line, "gfx701").encode().hex() == encoding


@pytest.mark.parametrize("line, message", [
    ("v_movreld_b32 v0, s103", "constant bus"),         # and M0, which it reads implicitly
    ("v_movreld_b32_e64 v0, s1", "constant bus"),
    ("v_movrels_b32 v0, 5", "invalid operand"),
    ("v_writelane_b32 v1, v0, 28", "invalid operand"),
    ("v_readlane_b32 s3, s0, s28", "invalid operand"),
    ("s_cbranch_g_fork 0xa59f566e, s[102:103]", "invalid operand"),
    ("s_load_dword s1, s[2:3], scc", "invalid operand"),
    ("v_subrev_f32 v0, src_lds_direct, v1", "lds_direct cannot be used"),
    ("v_lshlrev_b32_e64 v0, src_lds_direct, v1", "lds_direct cannot be used"),
    ("v_add_f32_e64 v0, v1, src_lds_direct", "src0 only"),
])
def test_lines_llvm_mc_refuses(line, message):
    with pytest.raises(AsmError, match=message):
        assemble_line(line, "gfx701")


def test_lds_direct_rules_hold_on_gfx9_too():
    with pytest.raises(AsmError, match="lds_direct cannot be used"):
        assemble_line("v_subrev_f32 v0, src_lds_direct, v1", "gfx900")
    assert decode(assemble_line("v_bfrev_b32 v0, src_lds_direct", "gfx900").encode(),
                  "gfx900").text == "v_bfrev_b32_e32 v0, src_lds_direct"


def test_a_word_gcnsim_refuses_is_a_decode_error_outside_a_listing():
    with pytest.raises(DecodeError, match="addr64"):
        _text("E0C89000 1742AAA6")
