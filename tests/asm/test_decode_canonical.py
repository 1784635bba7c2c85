"""A decoded instruction says what LLVM's text says, and runs that: a 64-bit SGPR field at an
odd register reads the aligned pair (as LLVM prints it and the hardware ignores the low bit),
bits LLVM ignores are cleared, and the instruction still lists the bytes it was read from."""
import numpy as np
import pytest

from gcnsim.asm import decode
from gcnsim.errors import DecodeError
from gcnsim.emu.state import WaveState
from gcnsim.isa.formats import format_named
from gcnsim.isa.opcodes import op_table
from gcnsim.isa.targets import get_target
from gcnsim.semantics.registry import build


def word(target, mnemonic, fmt_name=None, **fields):
    """The bytes of ``mnemonic``'s row packed with ``fields`` (the format named or the row's)."""
    rows = op_table(target).named(mnemonic)
    fmt = format_named(target, fmt_name or rows[0].fmt or rows[0].enc)
    row = next(r for r in rows if r.enc == fmt.enc)
    return fmt.pack(dict(fields, op=row.opcode)).to_bytes(fmt.size, "little")


def run(inst, target, init_s=(), init_v=()):
    """Step one decoded instruction on one wave with every lane active."""
    st = WaveState(1, 8)
    st.set_pair(0, 126, np.uint64(2**64 - 1))
    for index, value in init_s:
        st.s[0, index] = value
    for index, value in init_v:
        st.v[0, index] = value
    build(inst, get_target(target), 0)(st, slice(None), None)
    return st


@pytest.mark.parametrize("target", ["gfx900", "gfx90a", "gfx942"])
def test_scalar_pair_at_odd_sgpr_reads_the_aligned_pair(target):
    data = word(target, "s_mov_b64", sdst=2, ssrc0=73)
    inst = decode(data, target)
    assert inst.text == "s_mov_b64 s[2:3], s[72:73]"
    assert inst.fields["ssrc0"] == 72 and inst.encode() == data
    st = run(inst, target, [(72, 0x11111111), (73, 0x22222222), (74, 0x33333333)])
    assert int(st.pair(0, 2)) == 0x22222222_11111111


def test_vector_source_pair_at_odd_sgpr_reads_the_aligned_pair():
    # v_lshlrev_b64 v[2:3], 0, s[73:74]: shift by nothing, a 64-bit copy of the SGPR pair
    data = word("gfx900", "v_lshlrev_b64", vdst=2, src0=128, src1=73)
    inst = decode(data, "gfx900")
    assert inst.text == "v_lshlrev_b64 v[2:3], 0, s[72:73]"
    st = run(inst, "gfx900", [(72, 5), (73, 6), (74, 7)])
    assert (st.v[0, 2] == 5).all() and (st.v[0, 3] == 6).all()


def test_e32_source_pair_at_odd_ttmp_reads_the_aligned_pair():
    data = word("gfx900", "v_cvt_f32_f64", "VOP1", vdst=1, src0=109)   # ttmp[1:2] -> ttmp[0:1]
    inst = decode(data, "gfx900")
    assert inst.text == "v_cvt_f32_f64_e32 v1, ttmp[0:1]"
    st = run(inst, "gfx900", [(108, 0), (109, 0x3FF00000), (110, 0x40000000)])
    assert (st.v[0, 1].view(np.float32) == 1.0).all()


@pytest.mark.parametrize("target", ["gfx90a", "gfx942"])
def test_gds_bit_is_ignored_without_gds(target):
    data = word(target, "ds_write_b32", addr=1, data0=2, gds=1)
    inst = decode(data, target)
    assert inst.text == "ds_write_b32 v1, v2" and not inst.fields["gds"]
    assert decode(word("gfx900", "ds_write_b32", addr=1, data0=2, gds=1), "gfx900").text \
        == "ds_write_b32 v1, v2 gds"


def test_ignored_modifier_bits_are_cleared_but_the_bytes_kept():
    # v_add_u32_e64 takes no op_sel on gfx900: LLVM ignores the bits, so does the semantics
    data = word("gfx900", "v_add_u32", "VOP3", vdst=1, src0=257, src1=258, op_sel=15)
    inst = decode(data, "gfx900")
    assert inst.text == "v_add_u32_e64 v1, v1, v2"
    assert inst.fields["op_sel"] == 0
    assert inst.encode() == data
    st = run(inst, "gfx900", init_v=[(1, 3), (2, 4)])
    assert (st.v[0, 1] == 7).all()
    # v_mad_u32_u16 (a row with op_sel) decodes abs and neg and drops them, as LLVM does
    data = word("gfx900", "v_mad_u32_u16", "VOP3", vdst=1, src0=257, src1=258, src2=259,
                abs=7, neg=7)
    inst = decode(data, "gfx900")
    assert inst.text == "v_mad_u32_u16 v1, v1, v2, v3"
    assert (inst.fields["abs"], inst.fields["neg"]) == (0, 0) and inst.encode() == data


def test_modifier_bits_llvm_fixes_at_zero_are_no_instruction():
    # v_add_u32_e64 has no source modifiers: LLVM's encoding fixes abs and neg at zero
    data = word("gfx900", "v_add_u32", "VOP3", vdst=1, src0=257, src1=258, abs=1)
    with pytest.raises(DecodeError, match="abs or neg"):
        decode(data, "gfx900")


def test_bits_outside_every_field_are_ignored():
    data = bytearray(word("gfx900", "buffer_load_dword", "MUBUF", vdata=1, vaddr=2, srsrc=1,
                          soffset=128, offen=1))
    data[3] |= 0x02                                  # bit 25: no field
    inst = decode(bytes(data), "gfx900")
    assert inst.text == "buffer_load_dword v1, v2, s[4:7], 0 offen"
    assert inst.encode() == bytes(data)


def test_buffer_resource_at_an_odd_pair_reads_the_aligned_quad():
    data = word("gfx900", "s_buffer_load_dword", sdata=1, sbase=1, imm=1, offset=4)
    inst = decode(data, "gfx900")
    assert inst.text == "s_buffer_load_dword s1, s[0:3], 0x4"
    assert inst.fields["sbase"] == 0 and inst.encode() == data
