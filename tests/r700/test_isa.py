"""The R700 microcode tables (gcnsim/r700/isa.py): each word layout fits 32 bits without
overlaps, pack and unpack are inverse, the rules that tell word kinds apart hold for every row,
and every ALU opcode has its semantics."""
import numpy as np
import pytest

from gcnsim.r700 import alu, isa

LAYOUTS = {name: getattr(isa, name) for name in dir(isa)
           if isinstance(getattr(isa, name), tuple) and getattr(isa, name)
           and isinstance(getattr(isa, name)[0], isa.Field)}


@pytest.mark.parametrize("name", sorted(LAYOUTS))
def test_layout_fields_fit_one_word_without_overlap(name):
    covered = 0
    for f in LAYOUTS[name]:
        bits = ((1 << f.width) - 1) << f.lo
        assert f.lo + f.width <= 32, f
        assert not covered & bits, f
        covered |= bits


@pytest.mark.parametrize("name", sorted(LAYOUTS))
def test_pack_and_unpack_are_inverse(name):
    rng = np.random.default_rng(3)
    layout = LAYOUTS[name]
    for _ in range(50):
        values = {f.name: int(rng.integers(0, 1 << f.width)) for f in layout}
        assert isa.unpack(layout, isa.pack(layout, **values)) == values


def test_pack_refuses_a_value_wider_than_its_field():
    with pytest.raises(isa.R700EncodingError, match="DST_GPR = 128 does not fit its 7 bits"):
        isa.pack(isa.ALU_WORD1_OP2, DST_GPR=128)
    with pytest.raises(isa.R700EncodingError, match="no field BOGUS"):
        isa.pack(isa.CF_WORD1, BOGUS=1)


def test_op2_and_op3_words_are_told_apart_by_bits_17_to_15():
    """An OP3 word's 5-bit ALU_INST has bits 17:15 nonzero (codes 4 and up); an OP2 word's
    11-bit ALU_INST has them zero (codes below 0x100)."""
    for op in isa.ALU_OPS:
        if op.srcs == 3:
            word = isa.pack(isa.ALU_WORD1_OP3, ALU_INST=op.code)
        else:
            word = isa.pack(isa.ALU_WORD1_OP2, ALU_INST=op.code)
        assert bool(word >> 15 & 7) == (op.srcs == 3), op


def test_alu_clause_cf_words_are_told_apart_by_bit_29():
    for op in isa.CF_OPS:
        if op.kind == "alu":
            word = isa.pack(isa.CF_ALU_WORD1, CF_INST=op.code)
        else:
            word = isa.pack(isa.CF_WORD1, CF_INST=op.code)
        assert bool(word >> isa.CF_ALU_FLAG_BIT & 1) == (op.kind == "alu"), op


def test_opcodes_are_unique_within_their_word_kind():
    for table, ops in ((isa.ALU_OP2_BY_CODE, [o for o in isa.ALU_OPS if o.srcs < 3]),
                       (isa.ALU_OP3_BY_CODE, [o for o in isa.ALU_OPS if o.srcs == 3]),
                       (isa.CF_BY_CODE, [o for o in isa.CF_OPS if o.kind != "alu"]),
                       (isa.CF_ALU_BY_CODE, [o for o in isa.CF_OPS if o.kind == "alu"])):
        assert len(table) == len(ops)


def test_every_alu_opcode_has_semantics_and_no_semantics_lacks_an_opcode():
    assert set(alu.SEMANTICS) == set(isa.ALU_BY_NAME)


def test_llvm_names_map_to_table_rows():
    assert set(isa.LLVM_ALIASES.values()) <= set(isa.ALU_BY_NAME)


@pytest.mark.parametrize("name, a, b, expected", [
    ("SETGT_UINT", 0xFFFFFFFF, 1, 0xFFFFFFFF),
    ("SETGT_INT", 0xFFFFFFFF, 1, 0),
    ("SETGE", 0x3F800000, 0x3F800000, 0x3F800000),
    ("PRED_SETNE_INT", 5, 5, 0x3F800000),       # condition false: 1.0, predicate 0
    ("PRED_SETE", 0x40000000, 0x40000000, 0),   # condition true: 0.0, predicate 1
    ("MUL", 0x00000000, 0x7F800000, 0),         # non-IEEE MUL: 0 * inf = 0
    ("ASHR_INT", 0x80000000, 31, 0xFFFFFFFF),
    ("LSHR_INT", 0x80000000, 31, 1),
    ("MULHI_UINT", 0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFE),
    ("MAX_INT", 0xFFFFFFFF, 0, 0),
    ("MAX_UINT", 0xFFFFFFFF, 0, 0xFFFFFFFF),
    ("FLT_TO_INT", 0xC0600000, None, 0xFFFFFFFD),  # -3.5 -> -3
])
def test_alu_semantics_cases(name, a, b, expected):
    b = None if b is None else np.uint32([b])
    assert int(alu.SEMANTICS[name](np.uint32([a]), b, None)[0]) == expected


@pytest.mark.parametrize("module", ["gcnsim.r700.isa", "gcnsim.r700.alu",
                                    "gcnsim.r700.machine"])
def test_docstring_examples(module):
    import doctest
    import importlib
    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted and not result.failed
