"""R700 text <-> words (gcnsim/r700/asm.py, disasm.py): random instructions print and
reassemble to the same words, llc's own text assembles, the extensions (global GPRs, LDS ops,
fetches, MEM_EXPORT, labels) encode as documented, and bad text is an AsmError naming its line
and bad words a DecodeError naming their offset."""
import json
from pathlib import Path

import numpy as np
import pytest

from gcnsim.errors import AsmError, DecodeError
from gcnsim.r700 import isa
from gcnsim.r700.asm import assemble, assemble_program
from gcnsim.r700.disasm import decode, listing

CORPUS = json.loads((Path(__file__).resolve().parents[2] / "tests" / "data" / "r700" /
                     "llc_corpus.json").read_text())
GPR_SELS = list(range(128)) + [128, 140, 159, 160, 191, 248, 249, 250, 251, 252, 253, 254, 255]


def _random_src(rng, i, fields, word1, op3):
    fields[f"SRC{i}_SEL"] = int(rng.choice(GPR_SELS))
    fields[f"SRC{i}_CHAN"] = int(rng.integers(4))
    fields[f"SRC{i}_REL"] = int(rng.integers(2))
    fields[f"SRC{i}_NEG"] = int(rng.integers(2))
    if not op3:
        word1[f"SRC{i}_ABS"] = int(rng.integers(2))


def _random_alu(rng, chan, last):
    op = isa.ALU_OPS[int(rng.integers(len(isa.ALU_OPS)))]
    op3 = op.srcs == 3
    w0 = {"INDEX_MODE": int(rng.choice([0, 0, 1, 4, 5, 6])), "PRED_SEL": int(rng.integers(4)),
          "LAST": last}
    w1 = {"ALU_INST": op.code, "DST_GPR": int(rng.integers(128)), "DST_CHAN": chan,
          "DST_REL": int(rng.integers(2)), "CLAMP": int(rng.integers(2)),
          "BANK_SWIZZLE": int(rng.integers(8))}
    for i in range(op.srcs):
        _random_src(rng, i, w0 if i < 2 else w1, w1, op3)
    if not op3:
        w1.update(WRITE_MASK=int(rng.integers(2)), OMOD=int(rng.integers(4)),
                  UPDATE_EXEC_MASK=int(rng.integers(2)), UPDATE_PRED=int(rng.integers(2)))
    word1 = isa.ALU_WORD1_OP3 if op3 else isa.ALU_WORD1_OP2
    return op, [isa.pack(isa.ALU_WORD0, **w0), isa.pack(word1, **w1)]


def _random_group(rng):
    """A group of vector instructions in rising channels, the last sometimes a trans op."""
    chans = sorted(rng.choice(4, size=int(rng.integers(1, 5)), replace=False).tolist())
    words, literal = [], 0
    for k, chan in enumerate(chans):
        op, pair = _random_alu(rng, chan, int(k == len(chans) - 1))
        while op.trans:
            op, pair = _random_alu(rng, chan, int(k == len(chans) - 1))
        words += pair
    for lo in range(0, len(words), 2):
        w0 = isa.unpack(isa.ALU_WORD0, words[lo])
        for i in (0, 1):
            if w0[f"SRC{i}_SEL"] == isa.SEL_LITERAL:
                literal = max(literal, w0[f"SRC{i}_CHAN"] + 1)
        if words[lo + 1] >> 15 & 7:
            w1 = isa.unpack(isa.ALU_WORD1_OP3, words[lo + 1])
            if w1["SRC2_SEL"] == isa.SEL_LITERAL:
                literal = max(literal, w1["SRC2_CHAN"] + 1)
    literals = rng.integers(0, 2 ** 32, size=(literal + 1) // 2 * 2).tolist()
    return words + [int(v) for v in literals]


def _program(clause):
    slots = len(clause) // 2
    cf = [isa.pack(isa.CF_ALU_WORD0, ADDR=2),
          isa.pack(isa.CF_ALU_WORD1, CF_INST=8, COUNT=slots - 1, BARRIER=1),
          0, isa.pack(isa.CF_WORD1, END_OF_PROGRAM=1, BARRIER=1)]
    return cf + clause


def test_random_alu_clauses_print_and_reassemble_to_the_same_words():
    rng = np.random.default_rng(11)
    for _ in range(300):
        words = _program([w for _ in range(3) for w in _random_group(rng)])
        text = "\n".join(listing(decode(words)))
        assert assemble(text) == words, text


CF_CASES = ["JUMP", "ELSE", "POP", "PUSH", "LOOP_START", "LOOP_START_DX10", "LOOP_END",
            "LOOP_BREAK", "LOOP_CONTINUE", "CALL_FS", "NOP"]


@pytest.mark.parametrize("name", CF_CASES)
def test_random_cf_fields_print_and_reassemble(name):
    rng = np.random.default_rng(5)
    for _ in range(40):
        fields = {f.name: int(rng.integers(0, 1 << f.width)) for f in isa.CF_WORD1
                  if f.name != "CF_INST"}
        word1 = isa.pack(isa.CF_WORD1, CF_INST=isa.CF_BY_NAME[name].code, **fields)
        words = [int(rng.integers(0, 2 ** 20)), word1,
                 0, isa.pack(isa.CF_WORD1, END_OF_PROGRAM=1, BARRIER=1)]
        if fields["END_OF_PROGRAM"]:
            words = words[:2]
        assert assemble("\n".join(listing(decode(words)))) == words


@pytest.mark.parametrize("name", ["EXPORT", "EXPORT_DONE", "MEM_EXPORT"])
def test_random_export_fields_print_and_reassemble(name):
    rng = np.random.default_rng(6)
    op = isa.CF_BY_NAME[name]
    word1_layout = isa.CF_ALLOC_EXPORT_WORD1_BUF if name == "MEM_EXPORT" \
        else isa.CF_ALLOC_EXPORT_WORD1_SWIZ
    for _ in range(40):
        w0 = {f.name: int(rng.integers(0, 1 << f.width)) for f in isa.CF_ALLOC_EXPORT_WORD0}
        w1 = {f.name: int(rng.integers(0, 1 << f.width)) for f in word1_layout
              if f.name not in ("CF_INST", "END_OF_PROGRAM")}
        words = [isa.pack(isa.CF_ALLOC_EXPORT_WORD0, **w0),
                 isa.pack(word1_layout, CF_INST=op.code, END_OF_PROGRAM=1, **w1)]
        assert assemble("\n".join(listing(decode(words)))) == words


@pytest.mark.parametrize("case", CORPUS["cases"], ids=lambda c: c["name"])
def test_llc_text_itself_assembles(case):
    """llc's text, with no braces, gives llc's words except the export's fields llc does not
    print (type, array base, EXPORT_DONE, end of program)."""
    words = assemble("\n".join(case["llc_text"]))
    llc = [int(w, 16) for w in case["words"]]
    exports = [i for i, line in enumerate(case["llc_text"]) if line.startswith("EXPORT")]
    differ = sorted({i // 2 for i, (a, b) in enumerate(zip(words, llc)) if a != b})
    assert len(words) == len(llc) and differ == exports


def test_global_and_relative_operands_set_rel_and_the_index_mode():
    prog = assemble_program("ALU @a\nCF_END\nALU clause starting at a:\n"
                            "  ADD_INT   G3.X, G3.X, 1,\n"
                            "  MOV   T1.Y, G2.Z+,\n"
                            "  MOV * T2.Z+, T4.W+,\n")
    first, second, third = prog.clauses[2][0].insts
    assert (first.fields["INDEX_MODE"], first.fields["DST_REL"], first.srcs[0].rel) == (5, 1, 1)
    assert (second.fields["INDEX_MODE"], second.srcs[0].sel, second.srcs[0].rel) == (6, 2, 1)
    assert (third.fields["INDEX_MODE"], third.fields["DST_REL"], third.srcs[0].rel) == (0, 1, 1)


def test_lds_fetch_and_mem_export_fields():
    prog = assemble_program(
        "VTX @f\nMEM_EXPORT T1.XY_W, T0.X {ARRAY_BASE:3}\nCF_END\nFetch clause starting at f:\n"
        "  DS_LOCAL_WRITE T3.XYZ, STRIDE:16, INDEX:8, REL\n"
        "  DS_LOCAL_READ T4.XY, T2.W\n"
        "  VTX_READ_128 T5.XYZW, T0.Y, 16, #2\n")
    write, read, vtx = prog.clauses[4]
    assert (write.fields["COMP_MASK"], write.fields["DST_STRIDE"], write.fields["DST_INDEX"],
            write.fields["SIMD_WAVE_REL"], write.fields["EXCHANGE"]) == (7, 16, 8, 1, 0)
    assert (read.fields["COMP_MASK"], read.fields["SRC_GPR"], read.fields["SRC_SEL_X"]) == \
        (3, 2, 3)
    assert (vtx.name, vtx.fields["OFFSET"], vtx.fields["BUFFER_ID"]) == ("VTX_READ_128", 16, 2)
    mem = prog.cf[1]
    assert (mem.op.name, mem.fields["COMP_MASK"], mem.fields["ARRAY_BASE"]) == \
        ("MEM_EXPORT", 0b1011, 3)


def test_labels_and_computed_counts():
    words = assemble("top:\nALU @body\nJUMP @top POP:0\nCF_END\n"
                     "ALU clause starting at body:\n  MOV * T0.X, literal.x,\n1065353216\n")
    prog = decode(words)
    assert prog.cf[0].fields["ADDR"] == 3 and prog.cf[0].fields["COUNT"] == 1
    assert prog.cf[1].fields["ADDR"] == 0
    assert prog.clauses[3][0].literals == (1065353216, 0)


@pytest.mark.parametrize("text, message", [
    ("ALU @a\nCF_END\nALU clause starting at a:\n  FOO * T0.X, T0.X,", "unknown ALU instruction"),
    ("ALU @a\nCF_END\nALU clause starting at a:\n  ADD * G0.X, T1.X+, 1,",
     "cannot mix index modes"),
    ("ALU @a\nCF_END\nALU clause starting at a:\n  MOV * T0.X, literal.y,\n1",
     "uses 2 literal"),
    ("ALU @a\nCF_END\nALU clause starting at 7:\n  MOV * T0.X, T1.X,", "starts at slot 2"),
    ("JUMP @nowhere POP:0\nCF_END", "unknown label"),
    ("ALU @a\nCF_END\nALU clause starting at a:\n  MOV   T0.X, T1.X,", "ends inside a group"),
    ("ALU @a\nCF_END\nALU clause starting at a:\n  MOV * T200.X, T1.X,", "bad register"),
    ("ALU @a\nCF_END\nALU clause starting at a:\n  MOV * T0.X, KC0[40].X,",
     "constant-cache index past 31"),
    ("EXPORT T0.XYZW {NOPE:1}\nCF_END", "no field NOPE"),
    ("VTX @a\nCF_END\nFetch clause starting at a:\n  DS_LOCAL_WRITE T0.XY, STRIDE:300, INDEX:0",
     "DST_STRIDE = 300 does not fit"),
])
def test_bad_text_is_an_asm_error_naming_its_line(text, message):
    with pytest.raises(AsmError, match=message) as err:
        assemble(text, "prog.r7s")
    assert str(err.value).startswith("prog.r7s:")


@pytest.mark.parametrize("words, message", [
    ([0, isa.pack(isa.CF_WORD1, CF_INST=0x3F)], "not an R700 CF instruction"),
    ([0, isa.pack(isa.CF_WORD1, END_OF_PROGRAM=1) | 1 << 20], "reserved bits"),
    ([isa.pack(isa.CF_ALU_WORD0, ADDR=1), isa.pack(isa.CF_ALU_WORD1, CF_INST=8),
      0, isa.pack(isa.ALU_WORD1_OP2, ALU_INST=0x7E)], "ALU opcode 0x7e"),
    ([isa.pack(isa.CF_ALU_WORD0, ADDR=1), isa.pack(isa.CF_ALU_WORD1, CF_INST=8),
      isa.pack(isa.ALU_WORD0, SRC0_SEL=200), isa.pack(isa.ALU_WORD1_OP2, ALU_INST=0x19)],
     "selector 200"),
    ([isa.pack(isa.CF_ALU_WORD0, ADDR=1), isa.pack(isa.CF_ALU_WORD1, CF_INST=8, COUNT=1),
      0, isa.pack(isa.ALU_WORD1_OP2, ALU_INST=0x6B), isa.pack(isa.ALU_WORD0, LAST=1),
      isa.pack(isa.ALU_WORD1_OP2, ALU_INST=0x66)], "second trans-slot"),
])
def test_bad_words_are_a_decode_error(words, message):
    with pytest.raises(DecodeError, match=message):
        decode(words)


def test_pred_setgt_int_prints_its_own_name_not_llvms():
    """LLVM 19 prints opcode 0x43 as PRED_SETGE_INT, the name of 0x44 (docs/errata.md);
    gcnsim prints and reads the manual's and Mesa's names."""
    text = ("ALU @a\nCF_END\nALU clause starting at a:\n"
            "  {} * Pred,PredicateBit (MASKED), T0.X, T1.X,  ")
    gt, ge = (decode(assemble(text.format(name))) for name in ("PRED_SETGT_INT",
                                                               "PRED_SETGE_INT"))
    assert gt.clauses[2][0].insts[0].fields["ALU_INST"] == 0x43
    assert ge.clauses[2][0].insts[0].fields["ALU_INST"] == 0x44
    assert listing(gt)[3] == text.format("PRED_SETGT_INT").splitlines()[3]


def test_a_vliw_slot_conflict_is_refused_naming_its_line_and_column():
    # MOV T1.X takes slot x, MOV T2.X (x passed) the trans slot: AND_INT T3.X has no slot left
    text = ("ALU @a\nCF_END\nALU clause starting at a:\n  MOV T1.X, T0.X,\n  MOV T2.X, T0.X,\n"
            "  AND_INT * T3.X, T0.X, 1,\n")
    with pytest.raises(AsmError, match=r"^prog.r7s:6:3: error: no slot left in the ALU group "
                                       r"\(a second trans-slot instruction \(AND_INT\)"):
        assemble(text, "prog.r7s")
