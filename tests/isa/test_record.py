"""The operand record (gcnsim/isa/record.py): typed operands, their access and modifiers, and the
implicit reads and writes of instructions of every family, as the ISA manual describes them;
the record is resolved once per instruction and shared."""
import pytest

from gcnsim.asm import assemble_line, decode
from gcnsim.isa.record import CLASSES, REGISTER_CLASSES, resolve


def summary(operand):
    """``role:class:index/width:access[,modifier...]`` (``=value`` for constants, immediates)."""
    access = ("r" if operand.read else "") + ("w" if operand.written else "")
    value = f"={operand.value}" if operand.value is not None else ""
    mods = "".join(f",{name}" + (f"={v}" if v != 1 else "") for name, v in operand.modifiers)
    return f"{operand.role}:{operand.cls}:{operand.index}/{operand.width}{value}:{access}{mods}"


# (target, text, operands, implicit reads, implicit writes)
CASES = [
    # VOP3 source modifiers; MODE and EXEC implicit (float arithmetic under EXEC)
    ("gfx900", "v_add_f32_e64 v1, -v2, |s3| clamp",
     "vdst:vgpr:1/1:w src0:vgpr:2/1:r,neg src1:sgpr:3/1:r,abs", ("mode", "exec"), ()),
    # an LDS DMA load: no data VGPR, an off address reads no VGPR; M0 gives the LDS address
    ("gfx900", "buffer_load_dword off, s[0:3], 0 lds",
     "srsrc:sgpr:0/4:r soffset:constant:128/1=0:r offset:imm:0/0=0:r", ("exec", "m0", "memory"),
     ("lds",)),
    # a GLOBAL offset is signed (13 bits on gfx9)
    ("gfx900", "global_load_dword v1, v2, s[4:5] offset:-16",
     "vdst:vgpr:1/1:w vaddr:vgpr:2/1:r saddr:sgpr:4/2:r offset:imm:8176/0=-16:r",
     ("exec", "memory"), ()),
    ("gfx942", "scratch_load_dword v1, off, s2",
     "vdst:vgpr:1/1:w saddr:sgpr:2/1:r offset:imm:0/0=0:r", ("exec", "flat_scratch", "memory"),
     ()),
    # VOPC e32 writes VCC; the SDWA form writes the SGPR pair it names instead
    ("gfx900", "v_cmp_eq_u32_e32 vcc, v1, v2",
     "sdst:special:106/2:w src0:vgpr:1/1:r src1:vgpr:2/1:r", ("exec",), ("vcc",)),
    ("gfx900", "v_cmp_eq_u32_sdwa s[4:5], v1, v2 src0_sel:WORD_1 src1_sel:DWORD",
     "sdst:sgpr:4/2:w src0:vgpr:1/1:r,sel=5 src1:vgpr:2/1:r", ("exec",), ()),
    ("gfx900", "v_addc_co_u32_e32 v1, vcc, v2, v3, vcc",
     "vdst:vgpr:1/1:w sdst:special:106/2:w src0:vgpr:2/1:r src1:vgpr:3/1:r src2:special:106/2:r",
     ("vcc", "exec"), ("vcc",)),
    # v_div_fmas reads VCC (Vega ISA: "VCC selects the scale")
    ("gfx900", "v_div_fmas_f32 v0, v1, v2, v3",
     "vdst:vgpr:0/1:w src0:vgpr:1/1:r src1:vgpr:2/1:r src2:vgpr:3/1:r", ("mode", "vcc", "exec"),
     ()),
    # scalar memory: the base pair at 2 * field, an M0 offset beside a signed immediate
    ("gfx900", "s_load_dword s8, s[64:65], m0 offset:-0x10",
     "sdst:sgpr:8/1:w sbase:sgpr:64/2:r soffset:special:124/1:r offset:imm:2097136/0=-16:r",
     ("memory",), ()),
    ("gfx900", "s_load_dword s8, s[4:5], s3 offset:0x12",
     "sdst:sgpr:8/1:w sbase:sgpr:4/2:r soffset:sgpr:3/1:r offset:imm:18/0=18:r", ("memory",),
     ()),
    ("gfx701", "s_load_dword s1, s[2:3], 0x12345",
     "sdst:sgpr:1/1:w sbase:sgpr:2/2:r offset:literal:255/1=74565:r", ("memory",), ()),
    # MFMA: AGPRs by acc_cd
    ("gfx90a", "v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[0:3]",
     "vdst:agpr:0/4:w src0:vgpr:0/1:r src1:vgpr:1/1:r src2:agpr:0/4:r", ("mode", "exec"), ()),
    ("gfx90a", "global_load_dword a1, v[2:3], off",
     "vdst:agpr:1/1:w vaddr:vgpr:2/2:r offset:imm:0/0=0:r", ("exec", "memory"), ()),
    # SDWA UNUSED_PRESERVE keeps the bits dst_sel does not write: vdst is read; a select is
    # kept unless DWORD, BYTE_0 (0) too (llvm-mc prints src0_sel:BYTE_0)
    ("gfx900", "v_add_u32_sdwa v1, v2, v3 dst_sel:WORD_1 src0_sel:BYTE_0",
     "vdst:vgpr:1/1:rw src0:vgpr:2/1:r,sel=0 src1:vgpr:3/1:r", ("exec",), ()),
    # SALU: SCC written by arithmetic and compares, read by branches and s_cmovk
    ("gfx900", "s_add_u32 s0, s1, 0x12345",
     "sdst:sgpr:0/1:w ssrc0:sgpr:1/1:r ssrc1:literal:255/1=74565:r", (), ("scc",)),
    ("gfx900", "s_cbranch_scc1 0", "simm16:imm:0/0=0:r", ("scc",), ()),
    ("gfx900", "s_cmovk_i32 s1, 0x10", "sdst:sgpr:1/1:rw simm16:imm:16/0=16:r", ("scc",), ()),
    ("gfx900", "s_and_saveexec_b64 s[0:1], vcc",
     "sdst:sgpr:0/2:w ssrc0:special:106/2:r", ("exec",), ("exec", "scc")),
    # v_madmk's K is the literal; src_vccz reads VCC
    ("gfx900", "v_madmk_f32 v0, v1, 0x41200000, v2",
     "vdst:vgpr:0/1:w src0:vgpr:1/1:r k:literal:255/1=1092616192:r src1:vgpr:2/1:r",
     ("mode", "exec"), ()),
    ("gfx900", "v_mov_b32_e32 v0, src_vccz", "vdst:vgpr:0/1:w src0:inline:251/1:r",
     ("exec", "vcc"), ()),
    # LDS atomics read and write LDS; GDS touches no LDS; a returning FLAT atomic's vdst
    ("gfx900", "ds_add_u32 v0, v1 offset:300",
     "addr:vgpr:0/1:r data0:vgpr:1/1:r offset:imm:300/0=300:r", ("exec", "lds"), ("lds",)),
    ("gfx900", "ds_read2_b32 v[1:2], v0 offset0:1 offset1:2",
     "vdst:vgpr:1/2:w addr:vgpr:0/1:r offset0:imm:1/0=1:r offset1:imm:2/0=2:r", ("exec", "lds"),
     ()),
    # the GWS semaphores name no register but their offset (it picks the resource)
    ("gfx900", "ds_gws_sema_v offset:4 gds", "offset:imm:4/0=4:r", ("m0", "exec"), ()),
    ("gfx900", "ds_write_b32 v1, v2 gds", "addr:vgpr:1/1:r data0:vgpr:2/1:r offset:imm:0/0=0:r",
     ("m0", "exec"), ()),
    ("gfx900", "flat_atomic_add v1, v[2:3], v4 glc",
     "vdst:vgpr:1/1:w vaddr:vgpr:2/2:r vdata:vgpr:4/1:r offset:imm:0/0=0:r",
     ("exec", "flat_scratch", "memory"), ("memory",)),
    ("gfx900", "flat_atomic_add v[2:3], v4", "vaddr:vgpr:2/2:r vdata:vgpr:4/1:r offset:imm:0/0=0:r",
     ("exec", "flat_scratch", "memory"), ("memory",)),
    # D16 loads keep the other half of vdst; v_mac and DPP read their destination
    ("gfx900", "buffer_load_short_d16_hi v1, off, s[4:7], 0",
     "vdata:vgpr:1/1:rw srsrc:sgpr:4/4:r soffset:constant:128/1=0:r offset:imm:0/0=0:r",
     ("exec", "memory"), ()),
    ("gfx900", "v_mac_f32_e32 v1, v2, v3", "vdst:vgpr:1/1:rw src0:vgpr:2/1:r src1:vgpr:3/1:r",
     ("mode", "exec"), ()),
    ("gfx900", "v_mov_b32_dpp v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
     "vdst:vgpr:0/1:rw src0:vgpr:1/1:r", ("exec",), ()),
    ("gfx900", "v_swap_b32 v1, v2", "vdst:vgpr:1/1:rw src0:vgpr:2/1:rw", ("exec",), ()),
    ("gfx900", "v_pk_add_f16 v0, v1, v2 op_sel:[1,0] neg_lo:[0,1]",
     "vdst:vgpr:0/1:w src0:vgpr:1/1:r,op_sel,op_sel_hi src1:vgpr:2/1:r,neg_lo,op_sel_hi",
     ("mode", "exec"), ()),
    # stores write memory (SMEM stores: sdata is a source); buffer_store_lds_dword reads LDS
    ("gfx900", "s_store_dword s1, s[4:5], 0x0",
     "sdata:sgpr:1/1:r sbase:sgpr:4/2:r offset:imm:0/0=0:r", (), ("memory",)),
    ("gfx900", "global_store_dword v[0:1], v2, off",
     "vaddr:vgpr:0/2:r vdata:vgpr:2/1:r offset:imm:0/0=0:r", ("exec",), ("memory",)),
    ("gfx90a", "buffer_store_lds_dword s[4:7], s8 offset:4 lds",
     "srsrc:sgpr:4/4:r soffset:sgpr:8/1:r offset:imm:4/0=4:r", ("exec", "m0", "lds"),
     ("memory",)),
    ("gfx900", "s_atomic_add s1, s[4:5], 0x0 glc",
     "sdst:sgpr:1/1:rw sbase:sgpr:4/2:r offset:imm:0/0=0:r", ("memory",), ("memory",)),
    ("gfx900", "v_readlane_b32 s1, v2, s3",
     "vdst:sgpr:1/1:w src0:vgpr:2/1:r src1:sgpr:3/1:r", (), ()),
    # s_getreg/s_setreg: the hardware register the immediate names beside LLVM's MODE
    ("gfx900", "s_setreg_b32 hwreg(HW_REG_MODE), s2",
     "simm16:imm:63489/0=63489:r sdst:sgpr:2/1:r", ("mode",), ("mode",)),
    ("gfx900", "s_setreg_b32 hwreg(HW_REG_TRAPSTS, 0, 8), s2",
     "simm16:imm:14339/0=14339:r sdst:sgpr:2/1:r", ("mode",), ("mode", "trapsts")),
    ("gfx900", "s_getreg_b32 s1, hwreg(HW_REG_TRAPSTS)",
     "sdst:sgpr:1/1:w simm16:imm:63491/0=63491:r", ("mode", "trapsts"), ()),
]


@pytest.mark.parametrize("target,text,operands,reads,writes", CASES)
def test_record(target, text, operands, reads, writes):
    record = assemble_line(text, target).record(target)
    assert " ".join(summary(o) for o in record.operands) == operands
    assert (record.implicit_reads, record.implicit_writes) == (reads, writes)


# (target, text, instruction modifiers)
MODIFIER_CASES = [
    ("gfx900", "v_add_f32_e64 v1, v2, v3 clamp mul:2", (("clamp", 1), ("omod", 1))),
    # SDWA: a select is kept unless DWORD (BYTE_0 is 0); UNUSED_PAD is 0
    ("gfx900", "v_add_u32_sdwa v1, v2, v3 dst_sel:BYTE_0 dst_unused:UNUSED_PAD",
     (("dst_sel", 0),)),
    ("gfx900", "v_add_u32_sdwa v1, v2, v3 dst_sel:DWORD dst_unused:UNUSED_SEXT",
     (("dst_unused", 1),)),
    # the op_sel bits no source takes: bit 3, the half of a 16-bit result ...
    ("gfx900", "v_fma_f16 v1, v2, v3, v4 op_sel:[1,0,0,1]", (("dst_op_sel", 1),)),
    ("gfx900", "v_fma_f16 v1, v2, v3, v4 op_sel:[1,1,1,0]", ()),
    # ... the word of v_cvt_pk_fp8_f32, the byte (bits 3:2) of v_cvt_sr_bf8_f32
    ("gfx942", "v_cvt_pk_fp8_f32 v1, v2, v3 op_sel:[0,0,1]", (("dst_op_sel", 1),)),
    ("gfx942", "v_cvt_sr_bf8_f32 v1, v2, v3 op_sel:[0,0,0,1]", (("dst_op_sel", 2),)),
    ("gfx942", "v_cvt_sr_fp8_f32 v1, v2, v3 op_sel:[0,0,1,1]", (("dst_op_sel", 3),)),
    # ds_ordered_count's offset1 flags, as llc-19 packs llvm.amdgcn.ds.ordered.swap/add
    # (index 2, wave_release; index 5, wave_release and wave_done; an amdgpu_ps shader)
    ("gfx900", "ds_ordered_count v0, v0 offset:4360 gds",
     (("gds", 1), ("wave_release", 1), ("swap", 1))),
    ("gfx900", "ds_ordered_count v0, v0 offset:788 gds",
     (("gds", 1), ("wave_release", 1), ("wave_done", 1))),
    ("gfx701", "ds_ordered_count v2, v2 offset:1028 gds", (("gds", 1), ("shader_type", 1))),
]


@pytest.mark.parametrize("target,text,modifiers", MODIFIER_CASES)
def test_instruction_modifiers(target, text, modifiers):
    assert assemble_line(text, target).record(target).modifiers == modifiers


# (target, encoding, operands) of forms only a decoder meets
DECODED = [
    # SMEM imm=0 soe=1, offset field 0x12: SGPR[base] + SGPR[soffset], the offset field unused
    # (Vega and CDNA3 ISA's SMEM offset table; llvm-mc-19 --disassemble reads
    # S_LOAD_DWORD_SGPR_alt_gfx9 s8, s[4:5], s3 with no immediate)
    ("gfx900", "024200c012000006", "sdst:sgpr:8/1:w sbase:sgpr:4/2:r soffset:sgpr:3/1:r"),
    ("gfx942", "024200c07c000006", "sdst:sgpr:8/1:w sbase:sgpr:4/2:r soffset:sgpr:3/1:r"),
]


@pytest.mark.parametrize("target,hexed,operands", DECODED)
def test_decoded_record(target, hexed, operands):
    record = decode(bytes.fromhex(hexed), target).record(target)
    assert " ".join(summary(o) for o in record.operands) == operands


def test_the_record_is_resolved_once_and_kept():
    inst = decode(bytes.fromhex("0300007e"), "gfx900")
    first = inst.record("gfx900")
    assert inst.record("gfx900") is first
    assert first == resolve(inst, "gfx900")


def test_classes_are_closed():
    for target, text, *_ in CASES:
        for o in assemble_line(text, target).record(target).operands:
            assert o.cls in CLASSES
            assert o.is_register == (o.cls in REGISTER_CLASSES)
            assert o.written <= o.is_register
