"""Memory family (DS, FLAT/GLOBAL/SCRATCH, MUBUF, MTBUF) and graphics formats: table-driven
cases pinned from llvm-mc-19; the corpus (test_corpus.py) covers every row."""
import pytest

from gcnsim.asm import assemble, assemble_line, decode, format_instruction
from gcnsim.errors import AsmError, DecodeError
from tools.llvm import assemble_lines, have_llvm_mc

# (target, text as written, bytes, LLVM's text)
CASES = [
    ("gfx701", "tbuffer_load_format_x v1, v1, s[8:11], 0 format:[BUF_DATA_FORMAT_32, "
     "BUF_NUM_FORMAT_FLOAT] offen", "0010a0eb01010280",
     "tbuffer_load_format_x v1, v1, s[8:11], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]"
     " offen"),
    ("gfx701", "tbuffer_store_format_x v1, v0, s[0:3], 0, offen", "00100ce800010080",
     "tbuffer_store_format_x v1, v0, s[0:3], 0 offen"),
    ("gfx701", "buffer_load_dword v[1:2], v[2:3], s[4:7], 0 addr64 offset:4 glc slc tfe",
     "04c030e00201c180", "buffer_load_dword v[1:2], v[2:3], s[4:7], 0 addr64 offset:4 glc slc tfe"),
    ("gfx900", "ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM,0,1,2,3)", "e4807ad802000001",
     "ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM,0,1,2,3)"),
    ("gfx900", "global_load_dword v1, v2, s[4:5] offset:-4096 glc slc", "009053dc02000401",
     "global_load_dword v1, v2, s[4:5] offset:-4096 glc slc"),
    ("gfx90a", "buffer_load_dword a1, off, s[4:7], 0", "000050e000018180",
     "buffer_load_dword a1, off, s[4:7], 0"),
    ("gfx942", "buffer_load_dword v1, off, s[4:7], 0 sc0 sc1 nt", "00c052e000010180",
     "buffer_load_dword v1, off, s[4:7], 0 sc0 nt sc1"),
    ("gfx942", "scratch_load_dword v1, v2, s3 offset:-4", "fc7f50dc02000301",
     "scratch_load_dword v1, v2, s3 offset:-4"),
]


@pytest.mark.parametrize("target,text,hexbytes,canonical", CASES)
def test_pinned_encodings(target, text, hexbytes, canonical):
    inst = assemble_line(text, target)
    assert inst.encode().hex() == hexbytes
    assert format_instruction(decode(bytes.fromhex(hexbytes), target), target) == canonical


def test_listing_8_1_memory_lines_assemble_for_gfx701():
    fmt = "format:[BUF_DATA_FORMAT_32, BUF_NUM_FORMAT_FLOAT]"
    prog = assemble(f"""
        tbuffer_load_format_x v1, v1, s[8:11], 0 {fmt} offen
        tbuffer_store_format_x v1, v0, s[0:3], 0, {fmt} offen
    """, "gfx701")
    assert prog.text.hex() == "0010a0eb01010280" "0010a4eb00010080"


@pytest.mark.parametrize("target,word", [("gfx900", 0xF0000000), ("gfx900", 0xC4000000),
                                         ("gfx900", 0xD4000000), ("gfx701", 0xF8000000),
                                         ("gfx701", 0xC8000000)])
def test_graphics_formats_are_a_clear_decode_error(target, word):
    with pytest.raises(DecodeError, match="graphics format"):
        decode(word.to_bytes(4, "little") + bytes(8), target)


@pytest.mark.parametrize("text", ["ds_read_b32 v1, v2 offset:65536",
                                  "global_load_dword v1, v[2:3], off offset:4096",
                                  "buffer_load_dword v[1:2], off, s[4:7], 0",
                                  "buffer_load_dword v1, v2, s[4:7], 0",
                                  "buffer_load_dword v1, off, s[4:7], 0x1234",
                                  "ds_write2_b32 v1, v2, v3 offset:4"])
def test_bad_operands_are_asm_errors(text):
    with pytest.raises(AsmError):
        assemble_line(text, "gfx900")


@pytest.mark.skipif(not have_llvm_mc(), reason="needs llvm-mc-19")
def test_swizzle_offsets_print_as_llvm():
    lines = [f"ds_swizzle_b32 v1, v2 offset:{offset}" for offset in range(0, 0x10000, 97)]
    for line, result in zip(lines, assemble_lines("gfx900", lines)):
        inst = assemble_line(line, "gfx900")
        assert inst.encode() == result[1]
        assert format_instruction(inst, "gfx900") == result[0]


# llvm-mc-19 takes tfe on a buffer load only, lds on the rows with an LDS form only.
@pytest.mark.parametrize("target,text,message", [
    ("gfx900", "buffer_store_dwordx2 v[248:250], off, s[24:27], s66 offset:3495 glc slc tfe",
     "TFE modifier has no meaning for store instructions"),
    ("gfx701", "buffer_store_byte v[1:2], off, s[4:7], 0 tfe",
     "TFE modifier has no meaning for store instructions"),
    ("gfx900", "buffer_store_format_d16_x v[1:2], off, s[4:7], 0 tfe",
     "TFE modifier has no meaning for store instructions"),
    ("gfx900", "tbuffer_store_format_x v[1:2], off, s[4:7], 0 tfe", "invalid operand"),
    ("gfx900", "tbuffer_load_format_x v[1:2], off, s[4:7], 0 tfe", "invalid operand"),
    ("gfx701", "buffer_atomic_add v[1:2], off, s[4:7], 0 glc tfe", "invalid operand"),
    ("gfx900", "buffer_atomic_cmpswap v[1:3], off, s[4:7], 0 tfe", "invalid operand"),
    ("gfx900", "buffer_store_dword v[1:2], off, s[4:7], 0 lds tfe", "invalid operand"),
    ("gfx701", "buffer_store_format_xy v[82:83], v[4:5], s[4:7], s63 idxen offen lds",
     "invalid operand"),
    ("gfx900", "buffer_load_dwordx2 v[174:175], v25, s[4:7], s72 offen offset:3714 lds",
     "invalid operand"),
])
def test_tfe_and_lds_only_where_llvm_takes_them(target, text, message):
    with pytest.raises(AsmError, match=message):
        assemble_line(text, target)


def test_a_buffer_load_takes_tfe():
    assert assemble_line("buffer_load_dword v[1:2], off, s[4:7], 0 tfe", "gfx900").encode() \
        .hex() == "000050e000018180"


@pytest.mark.parametrize("target", ["gfx900", "gfx90a", "gfx942"])
def test_format_before_soffset_is_refused_as_llvm_mc_does(target):
    # llvm-mc-19: "not a valid operand." for format: before soffset; dfmt:, nfmt: may go there
    for fmt in ("format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]", "format:22"):
        with pytest.raises(AsmError, match="not a valid operand"):
            assemble_line(f"tbuffer_load_format_x v0, off, s[4:7], {fmt}, 0", target)
    assert assemble_line("tbuffer_load_format_x v0, off, s[4:7], 0 format:[BUF_DATA_FORMAT_32,"
                         "BUF_NUM_FORMAT_FLOAT]", "gfx900").encode().hex() == "0000a0eb00000180"
    assert assemble_line("tbuffer_load_format_x v0, off, s[4:7], dfmt:1, nfmt:2, 0",
                         "gfx900").encode().hex() == "000008e900000180"


def test_graphics_instruction_is_long_words_and_disassembly_goes_on():
    from gcnsim.asm.disassembler import disassemble
    code = (0xF0000000).to_bytes(4, "little") + bytes(4) + (0xBF810000).to_bytes(4, "little")
    lines = [line.text for line in disassemble(code, "gfx900", invalid_words=True)]
    assert lines == [".long 0xf0000000 ; gcnsim does not decode MIMG", ".long 0x00000000",
                     "s_endpgm"]
