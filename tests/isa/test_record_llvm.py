"""The operand record (gcnsim/isa/record.py) against LLVM 19, for every opcode row of every
target.

Explicit operands: tests/data/operands/<target>.tsv holds what ``llvm-mc-19 -show-inst`` builds
for sample corpus lines of every row and record shape (tools/gen_operands.py; re-run here when
LLVM is installed). The registers of the record are LLVM's registers, its offsets among LLVM's
immediates; a register LLVM lists once
more than the record does is an operand LLVM ties to a destination (v_mac's src2, DPP's old
value, a returning atomic's data), which the record marks read and written. What LLVM
keeps out of its MC operands is listed by rule below and checked against its implicit data.

Implicit operands: the record carries LLVM's implicit uses and defs of the row and form
(tests/data/implicit, gcnsim/isa/_gen/*_implicit.py), plus the registers a ``src_*`` value
reads and the hardware register an s_getreg/s_setreg names, and nothing else but the storage
names.
"""
from collections import Counter

import pytest

from gcnsim.asm.disassembler import decode
from gcnsim.isa.hwreg import hwreg_operand
from gcnsim.isa.implicit import implicit_operands, instruction_form
from gcnsim.isa.opcodes import op_table
from gcnsim.isa.operands import format_src, reg_text
from gcnsim.isa.record import AGPR, IMMEDIATE, INLINE_VALUE
from gcnsim.isa.targets import TARGETS
from tools.gen_implicit import read_data as implicit_data
from tools.gen_operands import have_tools, main, read_data

STORAGE = ("lds", "memory")
VALUE_READS = ("vcc", "exec", "scc", "m0")


def operand_text(operand, target):
    """The record operand as LLVM's register (and gcnsim's printer) names it."""
    if operand.cls == AGPR:
        return reg_text("a", operand.index, operand.width)
    return format_src(target, operand.enc, operand.width)


def llvm_implicit(inst, target, operand):
    """Whether LLVM keeps the record operand out of its MC operands as an implicit one: the
    vcc of VOP2/VOPC e32, DPP and VOP2 SDWA (a VOPC SDWA names its sdst)."""
    if operand.field != "vcc" or inst.fmt.name == "VOPC_SDWA":
        return False
    uses, defs = implicit_operands(inst.op, target, instruction_form(inst))
    return "vcc" in (uses if operand.read else defs)


def untied_update(inst, operand):
    """Record operands read and written that LLVM's MC layer does not tie (its pseudos or
    MachineInstrs do): the bits SDWA's dst_unused:UNUSED_PRESERVE keeps, the half a D16 load
    keeps (LLVM ties it for DS only), v_pk_fmac_f16_e32's accumulator, s_cmovk_i32's destination
    when SCC is clear."""
    name = inst.op.name
    if inst.fmt.name.endswith("_SDWA") and operand.field == "vdst":
        return inst.fields.get("dst_unused") == 2
    return ("_d16" in name and inst.fmt.enc != "DS") or name in ("v_pk_fmac_f16", "s_cmovk_i32")


def mismatches(target):
    """(text, what differs) of every committed sample whose record disagrees with LLVM."""
    out = []
    for rec in read_data(target):
        inst = decode(bytes.fromhex(rec["hex"]), target)
        ours = [o for o in inst.record(target).operands
                if (o.is_register or o.cls == INLINE_VALUE)
                and not llvm_implicit(inst, target, o)]
        mine = Counter(operand_text(o, target) for o in ours)
        theirs = Counter(x for x in rec["operands"] if not x.startswith("#"))
        if set(mine) != set(theirs):
            out.append((rec["text"], f"record {sorted(mine)} LLVM {sorted(theirs)}"))
            continue
        offsets = [o.value for o in inst.record(target).operands
                   if o.cls == IMMEDIATE and o.role.startswith("offset")]
        if any(f"#{value}" not in rec["operands"] for value in offsets):
            out.append((rec["text"], f"offsets {offsets}, LLVM's immediates {rec['operands']}"))
        updated = {operand_text(o, target) for o in ours if o.read and o.written}
        for name in theirs:
            if theirs[name] > mine[name] and name not in updated:
                out.append((rec["text"], f"LLVM ties {name}: the record must read and write it"))
        for o in ours:
            name = operand_text(o, target)
            if o.read and o.written and theirs[name] == mine[name] \
                    and not untied_update(inst, o):
                out.append((rec["text"], f"{o.role} {name} read and written, LLVM ties nothing"))
    return out


@pytest.mark.parametrize("target", list(TARGETS))
def test_explicit_operands_are_llvms(target):
    assert mismatches(target) == []


def access_mismatches(target):
    """(text, what differs) of every sample whose written registers are not LLVM's defs (the
    first ``defs`` operands of its MCInst) or whose read registers are not LLVM's uses."""
    out = []
    for rec in read_data(target):
        inst = decode(bytes.fromhex(rec["hex"]), target)
        ours = [o for o in inst.record(target).operands
                if o.is_register and not llvm_implicit(inst, target, o)]
        defs = {x for x in rec["operands"][:rec["defs"]] if not x.startswith("#")}
        uses = {x for x in rec["operands"][rec["defs"]:] if not x.startswith("#")}
        written = {operand_text(o, target) for o in ours if o.written}
        read = {operand_text(o, target) for o in ours
                if o.read and not (o.written and untied_update(inst, o))}
        uses = {name for name in uses if not name.startswith(("src_", "null"))}
        if written != defs or read != uses:
            out.append((rec["text"], f"writes {sorted(written)} reads {sorted(read)}, LLVM "
                                     f"defs {sorted(defs)} uses {sorted(uses)}"))
    return out


@pytest.mark.parametrize("target", list(TARGETS))
def test_access_is_llvms(target):
    assert access_mismatches(target) == []


@pytest.mark.parametrize("target", list(TARGETS))
def test_every_row_is_sampled(target):
    """Every row LLVM assembles a corpus line of (as the implicit data records) has samples."""
    sampled = {(inst.op.enc, inst.op.opcode) for inst in
               (decode(bytes.fromhex(rec["hex"]), target) for rec in read_data(target))}
    assembled = {(r["enc"], r["opcode"]) for r in implicit_data(target) if r["llvm_opcodes"]}
    assert sampled == assembled
    assert len(sampled) > 0.97 * len(op_table(target).rows)


@pytest.mark.parametrize("target", list(TARGETS))
def test_implicit_operands_are_llvms(target):
    for rec in read_data(target):
        inst = decode(bytes.fromhex(rec["hex"]), target)
        record = inst.record(target)
        uses, defs = implicit_operands(inst.op, target, instruction_form(inst))
        reads = [r for r in record.implicit_reads if r not in STORAGE]
        writes = [w for w in record.implicit_writes if w not in STORAGE]
        hwreg = {hwreg_operand(target, inst.fields["simm16"])} if "simm16" in inst.fields \
            else set()
        assert reads[:len(uses)] == list(uses), rec["text"]
        assert set(reads[len(uses):]) <= set(VALUE_READS) | hwreg, rec["text"]
        assert writes[:len(defs)] == list(defs), rec["text"]
        assert set(writes[len(defs):]) <= hwreg, rec["text"]


@pytest.mark.skipif(not have_tools(), reason="needs clang++-19, llvm-19-dev and llvm-mc-19")
def test_generated_data_matches_llvm(capsys):
    status = main(["--check"])
    assert status == 0, capsys.readouterr().out
