"""Table-driven cases of the scalar family that the corpus alone does not pin: s_waitcnt syntax
and the split gfx9 vmcnt, hwreg/sendmsg forms, labels, forks, gpr_idx, SMEM/SMRD offsets, and
listing 8.1 (GCN2 code for the R9 290X). Expected bytes and text come from llvm-mc-19 (kept
inline: no LLVM needed); the oracle tests at the end re-check the symbolic tables against it.
"""
import pytest

import tools.llvm
from gcnsim.asm import assemble, assemble_line, decode, format_instruction
from gcnsim.errors import AsmError
from gcnsim.isa.targets import get_target

# (text, bytes, LLVM disassembler text) on gfx900
GFX900_CASES = (
    ('s_waitcnt vmcnt(0) & lgkmcnt(0)', '70008cbf', 's_waitcnt vmcnt(0) lgkmcnt(0)'),
    ('s_waitcnt vmcnt(0), lgkmcnt(0)', '70008cbf', 's_waitcnt vmcnt(0) lgkmcnt(0)'),
    ('s_waitcnt vmcnt(63)', '7fcf8cbf', 's_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)'),
    ('s_waitcnt vmcnt(16) expcnt(2)', '204f8cbf', 's_waitcnt vmcnt(16) expcnt(2)'),
    ('s_waitcnt lgkmcnt(3)', '7fc38cbf', 's_waitcnt lgkmcnt(3)'),
    ('s_waitcnt 0', '00008cbf', 's_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)'),
    ('s_getreg_b32 s3, hwreg(HW_REG_HW_ID)', '04f883b8', 's_getreg_b32 s3, hwreg(HW_REG_HW_ID)'),
    ('s_getreg_b32 s3, hwreg(4, 8, 4)', '041a83b8', 's_getreg_b32 s3, hwreg(HW_REG_HW_ID, 8, 4)'),
    ('s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s2',
     '011802b9',
     's_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s2'),
    ('s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x7',
     '01f800ba07000000',
     's_setreg_imm32_b32 hwreg(HW_REG_MODE), 7'),
    ('s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 1, 2), 0x12345678',
     '430800ba78563412',
     's_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 1, 2), 0x12345678'),
    ('s_sendmsg sendmsg(MSG_INTERRUPT)', '010090bf', 's_sendmsg sendmsg(MSG_INTERRUPT)'),
    ('s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)',
     '030090bf',
     's_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)'),
    ('s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 2)',
     '120290bf',
     's_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 2)'),
    ('s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)',
     '4f0090bf',
     's_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_TTRACE_PC)'),
    ('s_sendmsg 0x1234', '341290bf', 's_sendmsg 4660'),
    ('s_sendmsghalt sendmsg(MSG_HALT_WAVES)', '060091bf', 's_sendmsghalt sendmsg(MSG_HALT_WAVES)'),
    ('s_branch 5', '050082bf', 's_branch 5'),
    ('s_branch -1', 'ffff82bf', 's_branch 65535'),
    ('s_cbranch_i_fork s[2:3], 4', '040002b8', 's_cbranch_i_fork s[2:3], 4'),
    ('s_cbranch_g_fork s[4:5], s[6:7]', '04068094', 's_cbranch_g_fork s[4:5], s[6:7]'),
    ('s_cbranch_join s10', '0a2e80be', 's_cbranch_join s10'),
    ('s_setvskip s1, 3', '018310bf', 's_setvskip s1, 3'),
    ('s_set_gpr_idx_on s5, gpr_idx(SRC0,SRC2)',
     '050511bf',
     's_set_gpr_idx_on s5, gpr_idx(SRC0,SRC2)'),
    ('s_set_gpr_idx_mode gpr_idx(DST)', '08009dbf', 's_set_gpr_idx_mode gpr_idx(DST)'),
    ('s_set_gpr_idx_idx s7', '073280be', 's_set_gpr_idx_idx s7'),
    ('s_set_gpr_idx_off', '00009cbf', 's_set_gpr_idx_off'),
    ('s_getpc_b64 s[4:5]', '001c84be', 's_getpc_b64 s[4:5]'),
    ('s_setpc_b64 s[4:5]', '041d80be', 's_setpc_b64 s[4:5]'),
    ('s_swappc_b64 s[30:31], s[4:5]', '041e9ebe', 's_swappc_b64 s[30:31], s[4:5]'),
    ('s_call_b64 s[30:31], 12', '0c009eba', 's_call_b64 s[30:31], 12'),
    ('s_trap 2', '020092bf', 's_trap 2'),
    ('s_rfe_b64 s[0:1]', '001f80be', 's_rfe_b64 s[0:1]'),
    ('s_sleep 10', '0a008ebf', 's_sleep 10'),
    ('s_setprio 3', '03008fbf', 's_setprio 3'),
    ('s_endpgm_saved', '00009bbf', 's_endpgm_saved'),
    ('s_endpgm', '000081bf', 's_endpgm'),
    ('s_nop 7', '070080bf', 's_nop 7'),
    ('s_and_saveexec_b64 s[4:5], vcc', '6a2084be', 's_and_saveexec_b64 s[4:5], vcc'),
    ('s_mov_b64 exec, s[4:5]', '0401febe', 's_mov_b64 exec, s[4:5]'),
    ('s_andn2_b64 exec, exec, s[4:5]', '7e04fe89', 's_andn2_b64 exec, exec, s[4:5]'),
    ('s_mov_b64 flat_scratch, s[2:3]', '0201e6be', 's_mov_b64 flat_scratch, s[2:3]'),
    ('s_mov_b64 ttmp[4:5], exec', '7e01f0be', 's_mov_b64 ttmp[4:5], exec'),
    ('s_mov_b32 xnack_mask_lo, -1', 'c100e8be', 's_mov_b32 xnack_mask_lo, -1'),
    ('s_add_u32 s0, s1, 0x12345', '01ff008045230100', 's_add_u32 s0, s1, 0x12345'),
    ('s_add_u32 s0, 1.0, -16', 'f2d00080', 's_add_u32 s0, 1.0, -16'),
    ('s_mov_b32 s0, 0.15915494', 'f80080be', 's_mov_b32 s0, 0.15915494'),
    ('s_mov_b64 s[0:1], 0xffffffff', 'ff0180beffffffff', 's_mov_b64 s[0:1], 0xffffffff'),
    ('s_cselect_b64 s[0:1], -1, 0', 'c1808085', 's_cselect_b64 s[0:1], -1, 0'),
    ('s_cmp_eq_u64 s[0:1], 64', '00c012bf', 's_cmp_eq_u64 s[0:1], 64'),
    ('s_movk_i32 s0, -5', 'fbff00b0', 's_movk_i32 s0, 0xfffb'),
    ('s_cmpk_lg_u32 s3, 0x8000', '008083b4', 's_cmpk_lg_u32 s3, 0x8000'),
    ('s_load_dword s1, s[2:3], 0xfffff', '410002c0ffff0f00', 's_load_dword s1, s[2:3], 0xfffff'),
    ('s_load_dword s1, s[2:3], -0x100000',
     '410002c000001000',
     's_load_dword s1, s[2:3], -0x100000'),
    ('s_load_dwordx2 s[4:5], s[2:3], s9', '010104c009000000', 's_load_dwordx2 s[4:5], s[2:3], s9'),
    ('s_load_dword s1, s[2:3], s9 offset:0x40 glc',
     '414003c040000012',
     's_load_dword s1, s[2:3], s9 offset:0x40 glc'),
    ('s_buffer_load_dwordx8 s[8:15], s[4:7], 0x20',
     '02022ec020000000',
     's_buffer_load_dwordx8 s[8:15], s[4:7], 0x20'),
    ('s_store_dword s1, s[2:3], 0x4 glc', '410043c004000000', 's_store_dword s1, s[2:3], 0x4 glc'),
    ('s_memtime s[10:11]', '800290c000000000', 's_memtime s[10:11]'),
    ('s_memrealtime s[10:11]', '800294c000000000', 's_memrealtime s[10:11]'),
    ('s_dcache_wb', '000084c000000000', 's_dcache_wb'),
    ('s_atomic_add s1, s[2:3], 0x8 glc', '41000bc208000000', 's_atomic_add s1, s[2:3], 0x8 glc'),
    ('s_atc_probe 3, s[4:5], 0x40', 'c2009ac040000000', 's_atc_probe 3, s[4:5], 0x40'),
)

# (text, bytes) on gfx701 (LLVM cannot disassemble gfx7)
GFX701_CASES = (
    ('s_buffer_load_dword s0, s[4:7], 0x04', '040500c2'),
    ('s_buffer_load_dword s1, s[4:7], 0x18', '188500c2'),
    ('s_waitcnt lgkmcnt(0)', '7f008cbf'),
    ('s_min_u32 s0, s0, 0x0000ffff', '00ff8083ffff0000'),
    ('s_buffer_load_dword s0, s[8:11], 0x00', '000900c2'),
    ('s_and_saveexec_b64 s[4:5], s[4:5]', '042484be'),
    ('s_load_dwordx4 s[8:11], s[2:3], 0x50', '500384c0'),
    ('s_andn2_b64 exec, s[4:5], exec', '047efe8a'),
    ('s_mov_b64 exec, s[4:5]', '0404febe'),
    ('s_load_dwordx4 s[0:3], s[2:3], 0x58', '580380c0'),
    ('s_waitcnt vmcnt(0) & lgkmcnt(0)', '70008cbf'),
    ('s_endpgm', '000081bf'),
    ('s_waitcnt vmcnt(15) expcnt(1)', '1f0f8cbf'),
    ('s_load_dword s1, s[2:3], 0x100', 'ff8200c000010000'),
    ('s_load_dword s1, s[2:3], 0xff', 'ff8300c0'),
    ('s_load_dword s1, s[2:3], s5', '058200c0'),
    ('s_load_dwordx2 s[4:5], s[2:3], 0x12345', 'ff0242c045230100'),
    ('s_memtime s[4:5]', '000082c7'),
    ('s_dcache_inv_vol', '000040c7'),
    ('s_mov_b64 tba, s[0:1]', '0004ecbe'),
    ('s_mov_b64 tma, s[0:1]', '0004eebe'),
    ('s_mov_b64 flat_scratch, s[0:1]', '0004e8be'),
    ('s_mov_b64 ttmp[10:11], exec', '7e04fabe'),
    ('s_getreg_b32 s0, hwreg(HW_REG_MODE)', '01f800b9'),
    ('s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_HOST_TRAP_ACK)', '3f0090bf'),
    ('s_cbranch_g_fork s[2:3], s[4:5]', '02048095'),
    ('s_cbranch_join s4', '043280be'),
    ('s_setvskip s4, s5', '040510bf'),
    ('s_movk_i32 s7, 0x1234', '341207b0'),
    ('s_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 2), 3', '810880ba03000000'),
    ('s_add_u32 s0, s1, 1.0', '01f20080'),
    ('s_mov_b32 s103, 0', '8003e7be'),
)

LABELS = """
start:
  s_mov_b32 s0, 0x12345
loop:
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_cbranch_execz done
  s_cbranch_i_fork s[2:3], start
  s_branch start
  s_call_b64 s[30:31], done
  s_nop 0
done:
  s_endpgm
"""
LABELS_GFX900 = ("ff0080be4523010000818080008007bffdff85bf040088bff9ff02b8f8ff82bf01009eba"
                 "000080bf000081bf")
LABELS_GFX701 = ("ff0380be4523010000818080008007bffdff85bf030088bff9ff82b8f8ff82bf000080bf"
                 "000081bf")

# The scalar lines of listing 8.1 (the R9 290X chapter's lines 90-125), in order, with its label.
LISTING_8_1 = """
  s_buffer_load_dword s0, s[4:7], 0x04
  s_buffer_load_dword s1, s[4:7], 0x18
  s_waitcnt lgkmcnt(0)
  s_min_u32 s0, s0, 0x0000ffff
  s_buffer_load_dword s0, s[8:11], 0x00
  s_buffer_load_dword s1, s[8:11], 0x04
  s_and_saveexec_b64 s[4:5], s[4:5]
  s_cbranch_execz label_0016
  s_waitcnt lgkmcnt(0)
  s_load_dwordx4 s[8:11], s[2:3], 0x50
  s_waitcnt lgkmcnt(0)
label_0016:
  s_andn2_b64 exec, s[4:5], exec
  s_mov_b64 exec, s[4:5]
  s_waitcnt lgkmcnt(0)
  s_load_dwordx4 s[0:3], s[2:3], 0x58
  s_waitcnt vmcnt(0) & lgkmcnt(0)
  s_endpgm
"""
LISTING_8_1_GFX701 = ("040500c2188500c27f008cbf00ff8083ffff0000000900c2048900c2042484be030088bf"
                      "7f008cbf500384c07f008cbf047efe8a0404febe7f008cbf580380c070008cbf000081bf")


@pytest.mark.parametrize("text, hexbytes, canonical", GFX900_CASES)
def test_gfx900_case(text, hexbytes, canonical):
    data = bytes.fromhex(hexbytes)
    assert assemble_line(text, "gfx900").encode() == data
    inst = decode(data, "gfx900")
    assert inst.size == len(data)
    assert format_instruction(inst, "gfx900") == canonical


@pytest.mark.parametrize("text, hexbytes", GFX701_CASES)
def test_gfx701_case(text, hexbytes):
    data = bytes.fromhex(hexbytes)
    assert assemble_line(text, "gfx701").encode() == data
    assert decode(data, "gfx701").size == len(data)


@pytest.mark.parametrize("target, expected", [("gfx900", LABELS_GFX900),
                                              ("gfx701", LABELS_GFX701)])
def test_labels(target, expected):
    source = LABELS if target == "gfx900" else LABELS.replace(
        "  s_call_b64 s[30:31], done\n", "")
    prog = assemble(source, target)
    assert prog.text.hex() == expected
    assert prog.symbols == {"start": 0, "loop": 8,
                            "done": len(prog.text) - 4}


def test_listing_8_1_scalar_lines_on_gfx701():
    assert assemble(LISTING_8_1, "gfx701").text.hex() == LISTING_8_1_GFX701


def test_gfx9_vmcnt_high_bits():
    layout = get_target("gfx900").waitcnt
    inst = assemble_line("s_waitcnt vmcnt(47)", "gfx900")
    assert layout.decode(inst.fields["simm16"])["vmcnt"] == 47
    assert inst.fields["simm16"] >> 14 == 2


@pytest.mark.parametrize("target, text, token", [
    ("gfx900", "s_mov_b64 s[1:2], s[4:5]", "s[1:2]"),
    ("gfx900", "s_mov_b32 s0, v1", "v1"),
    ("gfx900", "s_waitcnt vmcnt(64)", "vmcnt(64)"),
    ("gfx701", "s_waitcnt vmcnt(16)", "vmcnt(16)"),
    ("gfx900", "s_waitcnt vmcnt(0) bogus(1)", "bogus(1)"),
    ("gfx900", "s_load_dword s1, s[2:3], 0x100000", "0x100000"),
    ("gfx900", "s_add_u32 s0, 0x12345, 0x54321", "0x54321"),
    ("gfx900", "s_getreg_b32 s0, hwreg(HW_REG_BOGUS)", "hwreg(HW_REG_BOGUS)"),
    ("gfx900", "s_sendmsg sendmsg(MSG_GS, BOGUS_OP)", "sendmsg(MSG_GS, BOGUS_OP)"),
    ("gfx900", "s_set_gpr_idx_on s0, gpr_idx(SRC3)", "gpr_idx(SRC3)"),
    ("gfx900", "s_branch nowhere", "nowhere"),
    ("gfx900", "s_load_dword s1, s[2:3], 0x10 slc", "slc"),
    ("gfx701", "s_mov_b32 s104, 0", "s104"),
])
def test_rejects_with_token(target, text, token):
    with pytest.raises(AsmError) as err:
        assemble_line(text, target)
    assert err.value.token == token
    assert err.value.column == text.index(token) + 1


needs_llvm = pytest.mark.skipif(not tools.llvm.have_llvm_mc(), reason="llvm-mc-19 not installed")


@needs_llvm
@pytest.mark.parametrize("target", ["gfx900", "gfx90a", "gfx942"])
@pytest.mark.parametrize("opcode_word", [0xBF8C0000, 0xBF900000, 0xB8800000],
                         ids=["waitcnt", "sendmsg", "getreg"])
def test_simm16_printing_matches_llvm(target, opcode_word):
    """Every 16-bit immediate of s_waitcnt / s_sendmsg / s_getreg_b32 prints as LLVM's does."""
    blobs = [(opcode_word | imm).to_bytes(4, "little") for imm in range(0, 1 << 16, 7)]
    wrong = []
    for blob, text in zip(blobs, tools.llvm.disassemble_words(target, blobs)):
        if text is not None:
            got = format_instruction(decode(blob, target), target)
            if got != text:
                wrong.append((blob.hex(), text, got))
    assert not wrong[:10]


@needs_llvm
@pytest.mark.parametrize("target", ["gfx701", "gfx900", "gfx942"])
def test_symbolic_names_assemble_as_llvm(target):
    """Every hwreg and sendmsg name we know assembles with LLVM to the same bytes."""
    from tools.isa_probe.scalar import _hwregs, _sendmsgs
    t = get_target(target)
    lines = [f"s_getreg_b32 s0, {h}" for h in _hwregs(t)]
    lines += [f"s_sendmsg {m}" for m in _sendmsgs(t)]
    for line, result in zip(lines, tools.llvm.assemble_lines(target, lines)):
        if result is not None:
            assert assemble_line(line, target).encode() == result[1], line
