"""Bad input gives typed errors with their place: assembler errors name the line, column and
token and say what was expected; decoder errors name the byte offset and the word.

Each assembler case is (target, the bad line, column, token, a word of what is expected); the
line is assembled as line 2 of a source, after an s_nop."""
import numpy as np
import pytest

from gcnsim.asm import assemble, disassemble
from gcnsim.errors import AsmError, DecodeError, GcnsimError

ASM_CASES = [
    ("gfx900", "s_mov_b32 s0, s1, s2", 19, "s2", "end of the operands"),
    ("gfx900", "v_add_f32 v0, v1", 15, "v1", "vsrc1"),
    ("gfx900", "v_add_f32 s0, v1, v2", 11, "s0", "a VGPR"),
    ("gfx900", "v_add_u32 v0, v1, v2 mul:2", 22, "mul:2", "modifier"),
    ("gfx900", "v_fma_f32 v0, v1, v2, 0x12345", 23, "0x12345", "inline constant"),
    ("gfx900", "v_add_f32_e64 v0, s1, s2", 23, "s2", "one SGPR"),
    ("gfx900", "v_cndmask_b32 v0, s0, v1, vcc", 27, "vcc", "one SGPR"),
    ("gfx900", "ds_read_b32 v1, v2 offset:65536", 20, "offset:65536", "0 to 65535"),
    ("gfx900", "global_load_dword v1, v[2:3], off offset:4096", 35, "offset:4096", "4095"),
    ("gfx900", "global_load_dword v1, v2, off", 23, "v2", "2-register address"),
    ("gfx900", "buffer_load_dword v1, v2, s[1:4], 0 offen", 27, "s[1:4]", "register"),
    ("gfx900", "buffer_load_dword v1, v2, s[0:3], 0 offset:4 offen", 46, "offen", "order"),
    ("gfx900", "s_load_dwordx2 s[1:2], s[0:1], 0x0", 16, "s[1:2]", "SGPR"),
    ("gfx900", "s_waitcnt vmcnt(64)", 11, "vmcnt(64)", "vmcnt(0..63)"),
    ("gfx900", "s_waitcnt vmcnt(1) lgkmcnt", 20, "lgkmcnt", "lgkmcnt(N)"),
    ("gfx900", "s_getreg_b32 s0, hwreg(HW_REG_BOGUS)", 18, "hwreg(HW_REG_BOGUS)", "register"),
    ("gfx900", "s_sendmsg sendmsg(MSG_BOGUS)", 11, "sendmsg(MSG_BOGUS)", "message"),
    ("gfx900", "v_mov_b32 v0, v256", 15, "v256", "register"),
    ("gfx900", "v_mov_b32_dpp v0, v1 row_shl:16", 22, "row_shl:16", "dpp_ctrl"),
    ("gfx900", "v_mov_b32_dpp v0, v1 row_mask:0x1", 22, "row_mask:0x1", "row_shl"),
    ("gfx900", "v_mov_b32_sdwa v0, v1 dst_sel:WORD_2", 23, "dst_sel:WORD_2", "dst_sel"),
    ("gfx900", "v_pk_add_f16 v0, v1, v2 op_sel:[2,0]", 25, "op_sel:[2,0]", "0 or 1"),
    ("gfx900", "v_add_f32_e64 v0, v1, v2 mul:2 clamp", 32, "clamp", "order"),
    ("gfx900", "s_add_u32 s0, 0x12345, 0x6789", 24, "0x6789", "same literal"),
    ("gfx900", "s_nop 0x10000", 7, "0x10000", "16-bit"),
    ("gfx900", "s_branch undefined_label", 10, "undefined_label", "label"),
    ("gfx900", "bogus_op v0", 1, "bogus_op", "mnemonic"),
    ("gfx900", "  s_mov_b64 s[0:1], v[0:1]", 21, "v[0:1]", "scalar source"),
    ("gfx701", "global_load_dword v1, v[2:3], off", 1, "global_load_dword", "mnemonic"),
    ("gfx701", "v_add_f32_sdwa v0, v1, v2", 16, "v0", "e32 or e64"),
    ("gfx90a", "v_add_f64 v[1:2], v[2:3], v[4:5]", 11, "v[1:2]", "register"),
    ("gfx90a", "ds_read_b32 v1, v2 gds", 20, "gds", "gds"),
    ("gfx942", "global_load_dword v1, v[2:3], off glc", 35, "glc", "sc0"),
    ("gfx942", "v_mfma_f32_4x4x1_16b_f32 a[0:3], v0, v1, a[0:3] cbsz:8", 49, "cbsz:8", "0..7"),
    ("gfx900", "v_add_f32_e32 v0, v1, s2", 23, "s2",
     "a VGPR: src1 of an e32 form is one; the _e64 form takes an SGPR or a constant"),
    ("gfx900", "v_mac_f32 v0, s0, s1", 19, "s1", "the constant bus carries one scalar value"),
    ("gfx900", "flat_load_dword v0, v[1:2] glc slc lol", 36, "lol", "glc, slc"),
    ("gfx942", "global_load_dword v0, v[1:2], off sc0 lol", 39, "lol", "sc0, nt, sc1"),
]


@pytest.mark.parametrize("line, message", [
    ("v_mac_f32 v0, s0, s1", "invalid operand (violates constant bus restrictions)"),
    ("flat_load_dword v0, v[1:2] glc slc lol", "unknown modifier"),
])
def test_operand_messages_say_what_is_wrong(line, message):
    with pytest.raises(AsmError) as info:
        assemble(line, "gfx900")
    assert info.value.message == message


@pytest.mark.parametrize("target,line,column,token,expected", ASM_CASES,
                         ids=[f"{c[0]}:{c[1]}" for c in ASM_CASES])
def test_asm_error_names_line_column_token_and_expectation(target, line, column, token,
                                                          expected):
    with pytest.raises(AsmError) as info:
        assemble("s_nop 0\n" + line, target)
    err = info.value
    assert (err.line, err.column, err.token) == (2, column, token)
    assert expected in (err.expected or ""), err.expected
    assert f":2:{column}:" in str(err) and token in str(err)


# A register LLVM reads as a register but not here gets LLVM's words for why (llvm-mc-19).
REGISTER_FAULTS = [
    ("gfx90a", "global_load_dwordx2 v[17:18], v[2:3], off",
     "invalid register class: vgpr tuples must be 64 bit aligned"),
    ("gfx90a", "v_lshlrev_b64 v[0:1], 1, v[3:4]",
     "invalid register class: vgpr tuples must be 64 bit aligned"),
    ("gfx900", "s_load_dwordx2 s[3:4], s[0:1], 0x0", "invalid register alignment"),
    ("gfx900", "v_mov_b32 v0, v256", "register index is out of range"),
    ("gfx90a", "v_add_f32 v1, v2, a300", "register index is out of range"),
]


@pytest.mark.parametrize("target,line,message", REGISTER_FAULTS)
def test_a_register_refused_says_why_as_llvm_does(target, line, message):
    with pytest.raises(AsmError) as info:
        assemble(line, target)
    assert info.value.message == message


@pytest.mark.parametrize("line, expected", [
    ("s_load_dwordx2 s[1:2], s[0:1], 0x0", "an aligned SGPR pair: an even first register, as "
                                           "s[2:3]"),
    ("s_load_dwordx8 s[2:9], s[0:1], 0x0", "an aligned range of 8 SGPRs: a first register "
                                           "that is a multiple of 4, as s[4:11]"),
    ("s_mov_b64 s[0:1], ttmp[1:2]", "an aligned trap temporary pair: an even first "
                                    "register, as ttmp[2:3]")])
def test_a_misaligned_range_says_what_alignment_it_needs(line, expected):
    """Trial 27: "(expected an SGPR)" for s[1:2], an SGPR range all the same."""
    with pytest.raises(AsmError) as info:
        assemble(line, "gfx900")
    assert info.value.message == "invalid register alignment"
    assert info.value.expected == expected


DECODE_CASES = [
    ("gfx900", "810080beff0080be", 4, 0xBE8000FF, "literal dword missing"),
    ("gfx900", "810080beffffffff", 4, 0xFFFFFFFF, "no instruction format"),
    ("gfx900", "0000", 0, 0x0, "truncated"),
    ("gfx90a", "810080be0000e8d3", 4, 0xD3E80000, "truncated"),
]


@pytest.mark.parametrize("target,hexbytes,offset,word,message", DECODE_CASES)
def test_decode_error_names_offset_and_word(target, hexbytes, offset, word, message):
    with pytest.raises(DecodeError) as info:
        disassemble(bytes.fromhex(hexbytes), target)
    err = info.value
    assert (err.offset, err.word) == (offset, word)
    assert message in str(err) and f"0x{word:08x}" in str(err)


@pytest.mark.parametrize("call,message", [
    (lambda: assemble(b"s_endpgm", "gfx900"), "<asm>: error: assemble takes assembly text "
                                               "(a str), not bytes"),
    (lambda: disassemble("s_endpgm", "gfx900"), "disassemble takes code bytes, not str"),
    (lambda: disassemble(5, "gfx900"), "disassemble takes code bytes, not int"),   # 5 zeros
])
def test_the_wrong_kind_of_input_is_named(call, message):
    with pytest.raises(GcnsimError) as err:
        call()
    assert str(err.value) == message


def test_code_bytes_may_come_as_a_numpy_array():
    words = np.array([0xBF810000], np.uint32)        # s_endpgm
    assert [line.text for line in disassemble(words, "gfx900")] == ["s_endpgm"]
