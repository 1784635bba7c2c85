"""The R700 microcode words as data: each word layout a table of bit fields, each opcode space a
table of rows, and the operand selectors of the ALU.

A program is a list of 64-bit slots (two little-endian dwords). Control flow (CF) instructions
come first, one slot each; the clauses they run follow: ALU clauses (one slot per instruction,
literal constants in the slot after their group), VTX (fetch) clauses (two slots per
instruction). Field positions are those of AMD's "R700-Family Instruction Set Architecture"
(its microcode formats) as LLVM 19's R600InstrFormats.td and Mesa's r600 tables encode
them; the opcodes are Mesa's r600_isa.c column for r7xx. Two words LLVM and Mesa never encode
are gcnsim's own layout, marked below: the LDS writes and reads of the R700 ISA's section 2.6.2
(Mesa names them DS_LOCAL_WRITE / DS_LOCAL_READ, MEM fetch ops 4 and 5, and gives no fields).

    >>> pack(ALU_WORD1_OP2, ALU_INST=0x19, DST_GPR=3, DST_CHAN=1, WRITE_MASK=1)
    543165584
    >>> unpack(ALU_WORD1_OP2, 543165584)["DST_GPR"]
    3
"""
from dataclasses import dataclass

from ..bits import field, mask
from .chips import R700Error


class R700EncodingError(R700Error):
    """A field value that does not fit its word, or a word no table row names."""


@dataclass(frozen=True)
class Field:
    name: str
    lo: int
    width: int


def _word(*spec):
    """A 32-bit word layout from (name, hi, lo) triples, low fields first."""
    return tuple(Field(name, lo, hi - lo + 1) for name, hi, lo in spec)


# -- control flow (R700 ISA, microcode formats; LLVM CF_WORD0_R600 / CF_WORD1_R600) --------------
CF_WORD0 = _word(("ADDR", 31, 0))
CF_WORD1 = _word(("POP_COUNT", 2, 0), ("CF_CONST", 7, 3), ("COND", 9, 8), ("COUNT", 12, 10),
                 ("CALL_COUNT", 18, 13), ("COUNT_3", 19, 19), ("END_OF_PROGRAM", 21, 21),
                 ("VALID_PIXEL_MODE", 22, 22), ("CF_INST", 29, 23), ("WHOLE_QUAD_MODE", 30, 30),
                 ("BARRIER", 31, 31))
CF_ALU_WORD0 = _word(("ADDR", 21, 0), ("KCACHE_BANK0", 25, 22), ("KCACHE_BANK1", 29, 26),
                     ("KCACHE_MODE0", 31, 30))
CF_ALU_WORD1 = _word(("KCACHE_MODE1", 1, 0), ("KCACHE_ADDR0", 9, 2), ("KCACHE_ADDR1", 17, 10),
                     ("COUNT", 24, 18), ("ALT_CONST", 25, 25), ("CF_INST", 29, 26),
                     ("WHOLE_QUAD_MODE", 30, 30), ("BARRIER", 31, 31))
CF_ALLOC_EXPORT_WORD0 = _word(("ARRAY_BASE", 12, 0), ("TYPE", 14, 13), ("RW_GPR", 21, 15),
                              ("RW_REL", 22, 22), ("INDEX_GPR", 29, 23), ("ELEM_SIZE", 31, 30))
_EXPORT_TAIL = (("BURST_COUNT", 20, 17), ("END_OF_PROGRAM", 21, 21), ("VALID_PIXEL_MODE", 22, 22),
                ("CF_INST", 29, 23), ("WHOLE_QUAD_MODE", 30, 30), ("BARRIER", 31, 31))
CF_ALLOC_EXPORT_WORD1_SWIZ = _word(("SEL_X", 2, 0), ("SEL_Y", 5, 3), ("SEL_Z", 8, 6),
                                   ("SEL_W", 11, 9), *_EXPORT_TAIL)
CF_ALLOC_EXPORT_WORD1_BUF = _word(("ARRAY_SIZE", 11, 0), ("COMP_MASK", 15, 12), *_EXPORT_TAIL)

# -- ALU (R700 ISA, microcode formats; LLVM R600ALU_Word0/1, R700's 11-bit OP2 field) -----------
ALU_WORD0 = _word(("SRC0_SEL", 8, 0), ("SRC0_REL", 9, 9), ("SRC0_CHAN", 11, 10),
                  ("SRC0_NEG", 12, 12), ("SRC1_SEL", 21, 13), ("SRC1_REL", 22, 22),
                  ("SRC1_CHAN", 24, 23), ("SRC1_NEG", 25, 25), ("INDEX_MODE", 28, 26),
                  ("PRED_SEL", 30, 29), ("LAST", 31, 31))
_ALU_DST = (("BANK_SWIZZLE", 20, 18), ("DST_GPR", 27, 21), ("DST_REL", 28, 28),
            ("DST_CHAN", 30, 29), ("CLAMP", 31, 31))
ALU_WORD1_OP2 = _word(("SRC0_ABS", 0, 0), ("SRC1_ABS", 1, 1), ("UPDATE_EXEC_MASK", 2, 2),
                      ("UPDATE_PRED", 3, 3), ("WRITE_MASK", 4, 4), ("OMOD", 6, 5),
                      ("ALU_INST", 17, 7), *_ALU_DST)
ALU_WORD1_OP3 = _word(("SRC2_SEL", 8, 0), ("SRC2_REL", 9, 9), ("SRC2_CHAN", 11, 10),
                      ("SRC2_NEG", 12, 12), ("ALU_INST", 17, 13), *_ALU_DST)

# -- fetch clauses (R700 ISA; LLVM VTX_WORD0 / VTX_WORD1_GPR, word 2 in R600CodeEmitter) --------
VTX_WORD0 = _word(("VTX_INST", 4, 0), ("FETCH_TYPE", 6, 5), ("FETCH_WHOLE_QUAD", 7, 7),
                  ("BUFFER_ID", 15, 8), ("SRC_GPR", 22, 16), ("SRC_REL", 23, 23),
                  ("SRC_SEL_X", 25, 24), ("MEGA_FETCH_COUNT", 31, 26))
VTX_WORD1_GPR = _word(("DST_GPR", 6, 0), ("DST_REL", 7, 7), ("DST_SEL_X", 11, 9),
                      ("DST_SEL_Y", 14, 12), ("DST_SEL_Z", 17, 15), ("DST_SEL_W", 20, 18),
                      ("USE_CONST_FIELDS", 21, 21), ("DATA_FORMAT", 27, 22),
                      ("NUM_FORMAT_ALL", 29, 28), ("FORMAT_COMP_ALL", 30, 30),
                      ("SRF_MODE_ALL", 31, 31))
VTX_WORD2 = _word(("OFFSET", 15, 0), ("ENDIAN_SWAP", 17, 16), ("CONST_BUF_NO_STRIDE", 18, 18),
                  ("MEGA_FETCH", 19, 19), ("ALT_CONST", 20, 20))

# -- LDS MEM ops: gcnsim's layout. Word 0 shares VTX_WORD0's VTX_INST (2 = MEM) and puts Mesa's
# MEM_OP (4 = DS_LOCAL_WRITE, 5 = DS_LOCAL_READ) where Mesa's opcode 0x0402 / 0x0502 has it,
# bits 10:8; the rest is ours. DST_STRIDE and DST_INDEX are in dwords as the manual gives them;
# EXCHANGE marks a write as the neighbour exchange (a 4x4 transpose within each quad).
MEM_DS_WORD0 = _word(("VTX_INST", 4, 0), ("MEM_OP", 10, 8), ("SIMD_WAVE_REL", 11, 11),
                     ("EXCHANGE", 12, 12), ("SRC_GPR", 22, 16), ("SRC_SEL_X", 25, 24))
MEM_DS_WORD1 = _word(("GPR", 6, 0), ("COMP_MASK", 11, 8), ("DST_STRIDE", 22, 16),
                     ("DST_INDEX", 30, 24))
MEM_DS_WORD2 = _word()


def pack(layout, **values):
    """The word with ``values`` in their fields (absent fields 0); a value too wide is an error."""
    names = {f.name: f for f in layout}
    word = 0
    for name, value in values.items():
        f = names.get(name)
        if f is None:
            raise R700EncodingError(f"no field {name} in this word")
        if not 0 <= value <= mask(f.width):
            raise R700EncodingError(f"{name} = {value} does not fit its {f.width} bits")
        word |= value << f.lo
    return word


def unpack(layout, word):
    """The fields of ``word`` as a dict (bits no field names are ignored)."""
    return {f.name: field(word, f.lo, f.width) for f in layout}


def unknown_bits(layout, word):
    """The bits of ``word`` that no field of ``layout`` covers."""
    covered = 0
    for f in layout:
        covered |= mask(f.width) << f.lo
    return word & ~covered & 0xFFFFFFFF


# -- opcode tables (Mesa r600_isa.c, r7xx column; LLVM R600Instructions.td for llc's names) -----
@dataclass(frozen=True)
class CfOp:
    name: str
    code: int
    kind: str       # "alu" (CF_ALU words), "export" (CF_ALLOC_EXPORT), "cf" (CF_WORD0/1)


CF_OPS = (
    CfOp("NOP", 0x00, "cf"), CfOp("TEX", 0x01, "cf"), CfOp("VTX", 0x02, "cf"),
    CfOp("LOOP_START", 0x04, "cf"), CfOp("LOOP_END", 0x05, "cf"),
    CfOp("LOOP_START_DX10", 0x06, "cf"), CfOp("LOOP_START_NO_AL", 0x07, "cf"),
    CfOp("LOOP_CONTINUE", 0x08, "cf"), CfOp("LOOP_BREAK", 0x09, "cf"),
    CfOp("JUMP", 0x0A, "cf"), CfOp("PUSH", 0x0B, "cf"), CfOp("PUSH_ELSE", 0x0C, "cf"),
    CfOp("ELSE", 0x0D, "cf"), CfOp("POP", 0x0E, "cf"), CfOp("CALL_FS", 0x13, "cf"),
    CfOp("EXPORT", 0x27, "export"), CfOp("EXPORT_DONE", 0x28, "export"),
    CfOp("MEM_EXPORT", 0x3A, "export"),
    CfOp("ALU", 0x08, "alu"), CfOp("ALU_PUSH_BEFORE", 0x09, "alu"),
    CfOp("ALU_POP_AFTER", 0x0A, "alu"), CfOp("ALU_POP2_AFTER", 0x0B, "alu"),
    CfOp("ALU_CONTINUE", 0x0D, "alu"), CfOp("ALU_BREAK", 0x0E, "alu"),
    CfOp("ALU_ELSE_AFTER", 0x0F, "alu"),
)
CF_BY_NAME = {op.name: op for op in CF_OPS}
CF_BY_CODE = {op.code: op for op in CF_OPS if op.kind != "alu"}
CF_ALU_BY_CODE = {op.code: op for op in CF_OPS if op.kind == "alu"}
# CF_WORD1's CF_INST is 7 bits; CF_ALU_WORD1's 4-bit CF_INST sits in its top bits 29:26 with
# bit 29 set (values 8-15), so a word is an ALU clause exactly when bit 29 is set.
CF_ALU_FLAG_BIT = 29


@dataclass(frozen=True)
class AluOp:
    name: str
    code: int
    srcs: int       # source operands: 0-2 in OP2 words, 3 in OP3 words
    trans: bool     # only the trans (PS) slot runs it (Mesa's r7xx slots: AF_S without AF_V)


def _op2(name, code, srcs, trans=False):
    return AluOp(name, code, srcs, trans)


ALU_OPS = (
    _op2("ADD", 0x00, 2), _op2("MUL", 0x01, 2), _op2("MUL_IEEE", 0x02, 2), _op2("MAX", 0x03, 2),
    _op2("MIN", 0x04, 2), _op2("MAX_DX10", 0x05, 2), _op2("MIN_DX10", 0x06, 2),
    _op2("SETE", 0x08, 2), _op2("SETGT", 0x09, 2), _op2("SETGE", 0x0A, 2),
    _op2("SETNE", 0x0B, 2), _op2("SETE_DX10", 0x0C, 2), _op2("SETGT_DX10", 0x0D, 2),
    _op2("SETGE_DX10", 0x0E, 2), _op2("SETNE_DX10", 0x0F, 2), _op2("FRACT", 0x10, 1),
    _op2("TRUNC", 0x11, 1), _op2("CEIL", 0x12, 1), _op2("RNDNE", 0x13, 1),
    _op2("FLOOR", 0x14, 1), _op2("MOVA_INT", 0x18, 1), _op2("MOV", 0x19, 1),
    _op2("NOP", 0x1A, 0), _op2("PRED_SETGT_UINT", 0x1E, 2), _op2("PRED_SETGE_UINT", 0x1F, 2),
    _op2("PRED_SETE", 0x20, 2), _op2("PRED_SETGT", 0x21, 2), _op2("PRED_SETGE", 0x22, 2),
    _op2("PRED_SETNE", 0x23, 2), _op2("AND_INT", 0x30, 2), _op2("OR_INT", 0x31, 2),
    _op2("XOR_INT", 0x32, 2), _op2("NOT_INT", 0x33, 1), _op2("ADD_INT", 0x34, 2),
    _op2("SUB_INT", 0x35, 2), _op2("MAX_INT", 0x36, 2), _op2("MIN_INT", 0x37, 2),
    _op2("MAX_UINT", 0x38, 2), _op2("MIN_UINT", 0x39, 2), _op2("SETE_INT", 0x3A, 2),
    _op2("SETGT_INT", 0x3B, 2), _op2("SETGE_INT", 0x3C, 2), _op2("SETNE_INT", 0x3D, 2),
    _op2("SETGT_UINT", 0x3E, 2), _op2("SETGE_UINT", 0x3F, 2),
    _op2("PRED_SETE_INT", 0x42, 2), _op2("PRED_SETGT_INT", 0x43, 2),
    _op2("PRED_SETGE_INT", 0x44, 2), _op2("PRED_SETNE_INT", 0x45, 2),
    _op2("EXP_IEEE", 0x61, 1, True), _op2("LOG_IEEE", 0x63, 1, True),
    _op2("RECIP_IEEE", 0x66, 1, True), _op2("RECIPSQRT_IEEE", 0x69, 1, True),
    _op2("SQRT_IEEE", 0x6A, 1, True), _op2("FLT_TO_INT", 0x6B, 1, True),
    _op2("INT_TO_FLT", 0x6C, 1, True), _op2("UINT_TO_FLT", 0x6D, 1, True),
    _op2("ASHR_INT", 0x70, 2), _op2("LSHR_INT", 0x71, 2), _op2("LSHL_INT", 0x72, 2),
    _op2("MULLO_INT", 0x73, 2, True), _op2("MULHI_INT", 0x74, 2, True),
    _op2("MULLO_UINT", 0x75, 2, True), _op2("MULHI_UINT", 0x76, 2, True),
    _op2("FLT_TO_UINT", 0x79, 1, True),
    AluOp("MULADD", 0x10, 3, False),
    AluOp("MULADD_IEEE", 0x14, 3, False), AluOp("CNDE", 0x18, 3, False),
    AluOp("CNDGT", 0x19, 3, False), AluOp("CNDGE", 0x1A, 3, False),
    AluOp("CNDE_INT", 0x1C, 3, False), AluOp("CNDGT_INT", 0x1D, 3, False),
    AluOp("CNDGE_INT", 0x1E, 3, False),
)
ALU_BY_NAME = {op.name: op for op in ALU_OPS}
ALU_OP2_BY_CODE = {op.code: op for op in ALU_OPS if op.srcs < 3}
ALU_OP3_BY_CODE = {op.code: op for op in ALU_OPS if op.srcs == 3}
# LLVM 19 prints some opcodes under another name (R600Instructions.td): llc's text is read with
# these, gcnsim prints the manual's name. PRED_SETGT_INT printing as PRED_SETGE_INT is an LLVM
# typo recorded in docs/errata.md.
LLVM_ALIASES = {"MUL NON-IEEE": "MUL", "LSHL": "LSHL_INT", "LSHR": "LSHR_INT",
                "ASHR": "ASHR_INT", "MULHI": "MULHI_UINT"}
# ALU_WORD1_OP3's ALU_INST is 5 bits at 17:13; an OP2 word's 11-bit ALU_INST has its top bits
# 17:15 zero (codes below 0x100), so a word is OP3 exactly when bits 17:15 are not all zero.

# -- ALU operand selectors (R700 ISA, SRC*_SEL; LLVM R600RegisterInfo.td) -----------------------
GPR_COUNT = 128
KCACHE0_BASE, KCACHE1_BASE, KCACHE_LINES = 128, 160, 32
SEL_ZERO, SEL_ONE, SEL_ONE_INT, SEL_MINUS_ONE_INT, SEL_HALF = 248, 249, 250, 251, 252
SEL_LITERAL, SEL_PV, SEL_PS = 253, 254, 255
# LLVM names all but -1 (R600RegisterInfo.td); gcnsim spells it so that "-1" stays NEG of "1".
INLINE_NAMES = {SEL_ZERO: "0.0", SEL_ONE: "1.0", SEL_ONE_INT: "1",
                SEL_MINUS_ONE_INT: "MINUS_1_INT", SEL_HALF: "0.5"}
INLINE_VALUES = {SEL_ZERO: 0x00000000, SEL_ONE: 0x3F800000, SEL_ONE_INT: 1,
                 SEL_MINUS_ONE_INT: 0xFFFFFFFF, SEL_HALF: 0x3F000000}
CHANNELS = "XYZW"
SLOTS = "xyzwt"         # the five ALUs of a VLIW5 group: four vector slots and the trans slot

PRED_SEL_NAMES = {2: "Pred_sel_zero", 3: "Pred_sel_one"}
OMOD_TEXT = {1: " * 2.0", 2: " * 4.0", 3: " / 2.0"}
BANK_SWIZZLE_TEXT = {1: "BS:VEC_021/SCL_122", 2: "BS:VEC_120/SCL_212",
                     3: "BS:VEC_102/SCL_221", 4: "BS:VEC_201", 5: "BS:VEC_210"}

# -- fetch ------------------------------------------------------------------------------------
VTX_INST_FETCH, VTX_INST_MEM = 0, 2
MEM_OP_DS_LOCAL_WRITE, MEM_OP_DS_LOCAL_READ = 4, 5
# VTX_READ_* as LLVM's R600 back end names them: DATA_FORMAT (FMT_32, FMT_32_32,
# FMT_32_32_32_32) and the dwords each fetches.
VTX_FORMATS = {"VTX_READ_32": (0x0D, 1), "VTX_READ_64": (0x1D, 2), "VTX_READ_128": (0x22, 4)}
VTX_BY_FORMAT = {fmt: (name, dwords) for name, (fmt, dwords) in VTX_FORMATS.items()}
SEL_MASKED = 7
SEL_TEXT = {0: "X", 1: "Y", 2: "Z", 3: "W", 4: "0", 5: "1", SEL_MASKED: "_"}  # 6 is reserved
SEL_BY_TEXT = {text: sel for sel, text in SEL_TEXT.items()}

# -- CF_ALLOC_EXPORT TYPE: of an EXPORT, what it exports; of a MEM_EXPORT, 1 writes at an index --
EXPORT_TYPES = {0: "PIXEL", 1: "POS", 2: "PARAM"}
MEM_TYPE_WRITE_IND = 1
