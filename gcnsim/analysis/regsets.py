"""The registers an instruction reads and writes, as bit masks built once per instruction.

A register set is ten uint64 words: words 0-1 hold the scalar operand encodings 0..127 (SGPRs,
vcc, ttmp, m0, exec: the index of WaveState.s), words 2-9 the vector registers 0..511 (AGPRs at
256+, the index of WaveState.v). The sets come from the opcode-table row: each operand spec
names the field holding the register and its width in dwords; the format says how the field
encodes it (9-bit source, 8-bit VGPR, SGPR pair index, buffer resource index, ...).

    v_add_u32_e32 v1, s2, v[3]   ->  reads {s2, v3, exec}, writes {v1}
    global_load_dwordx2 v[4:5], v[2:3], off  ->  reads {v2, v3, exec}, writes (on return) {v4, v5}
"""
from dataclasses import dataclass

import numpy as np

from ..asm.memory import NO_SADDR, vaddr_shape
from ..isa.counters import MEMORY_ENCODINGS, SMEM_ENCODINGS, counter_use
from ..isa.implicit import implicit_operands
from ..isa.targets import get_target

WORDS = 10
VGPR_BIT = 128
VCC, M0, EXEC = 106, 124, 126
VGPR_BASE = 256
SRC_VCCZ, SRC_EXECZ = 251, 252
SRC_FIELDS = ("src0", "src1", "src2")
_READ_SDST_PREFIXES = ("s_cmpk_", "s_setreg")


@dataclass(frozen=True)
class InstRegs:
    """Register sets of one instruction: ``reads`` and ``writes`` at issue (memory results are
    in ``counters``' dest fields, resolved by :func:`field_regs`)."""
    reads: np.ndarray
    writes: np.ndarray

    @property
    def touched(self):
        return self.reads | self.writes


def to_words(bits):
    """A Python int bit set (bit i = register slot i) as the ten-word uint64 array."""
    mask = (1 << 64) - 1
    return np.array([(bits >> (64 * i)) & mask for i in range(WORDS)], np.uint64)


def slot_name(slot):
    """The register name of a bit position (``s5``, ``vcc_lo``, ``exec_hi``, ``v7``, ``a3``)."""
    if slot >= VGPR_BIT:
        index = slot - VGPR_BIT
        return f"a{index - VGPR_BASE}" if index >= VGPR_BASE else f"v{index}"
    names = {106: "vcc_lo", 107: "vcc_hi", 124: "m0", 126: "exec_lo", 127: "exec_hi"}
    return names.get(slot, f"s{slot}" if slot < 106 else f"sreg{slot}")


def first_slot(words):
    """The lowest bit position set in a ten-word set (or None)."""
    for i, word in enumerate(int(x) for x in words):
        if word:
            return 64 * i + (word & -word).bit_length() - 1
    return None


def _span(file, start, width):
    if file == "s":
        return ((1 << width) - 1) << start
    return ((1 << width) - 1) << (VGPR_BIT + start)


def _source(value, width):
    """Bits of a 9-bit source operand (SGPR/special < 128, VGPR 256+; vccz/execz read vcc/exec)."""
    if value < 128:
        return _span("s", value, width)
    if value >= VGPR_BASE:
        return _span("v", value - VGPR_BASE, width)
    if value == SRC_VCCZ:
        return _span("s", VCC, 2)
    if value == SRC_EXECZ:
        return _span("s", EXEC, 2)
    return 0


def operand_bits(inst, target, spec):
    """The register bits of one printed operand of a decoded instruction (0 for constants)."""
    enc = inst.fmt.enc
    if spec.kind == "vcc":
        return _vcc_bits(inst)
    value = inst.fields.get(spec.field)
    if value is None:
        return 0
    if enc == "DS" or enc in MEMORY_ENCODINGS:
        return _memory_bits(inst, target, spec, value)
    if enc in SMEM_ENCODINGS:
        return _smem_bits(inst, spec, value)
    if enc.startswith("SOP"):
        if spec.kind in ("ssrc", "sreg"):
            return _source(value, spec.width) if value < 256 else 0
        return 0
    return _valu_bits(inst, spec, value)


def _vcc_bits(inst):
    if inst.fields.get("sd"):
        return _span("s", inst.fields.get("sdst", 0), 2)
    return _span("s", VCC, 2)


def _memory_bits(inst, target, spec, value):
    fields = inst.fields
    kind = spec.kind
    if kind in ("v", "rtn"):
        acc = VGPR_BASE if fields.get("acc") and spec.field != "addr" else 0
        extra = fields.get("tfe", 0) if spec.field in ("vdst", "vdata") else 0
        return _span("v", value + acc, spec.width + extra)
    if kind == "vaddr":
        width = vaddr_shape(target, inst.fmt.enc, fields)
        return _span("v", value, width) if width else 0
    if kind == "saddr":
        if value == NO_SADDR:
            return 0
        return _source(value, 2 if inst.fmt.enc == "GLOBAL" else 1)
    if kind == "rsrc":
        return _span("s", 4 * value, 4)
    if kind == "soff":
        return _source(value, 1)
    return 0


def _smem_bits(inst, spec, value):
    fields = inst.fields
    kind = spec.kind
    if kind == "sdata":
        return _span("s", value, spec.width)
    if kind == "sbase":
        return _span("s", 2 * value, spec.width)
    if kind == "soffset":
        if fields.get("soe"):
            return _source(fields.get("soffset", 0), 1)
        return 0 if fields.get("imm") else _source(value, 1)
    if kind == "smrd_offset":
        return 0 if fields.get("imm") else _source(value, 1)
    return 0


def _valu_bits(inst, spec, value):
    fields = inst.fields
    kind = spec.kind
    sdwa = inst.fmt.name.endswith("_SDWA")
    if spec.field in ("vdst", "sdst") or spec.field == "vsrc1" or (
            spec.field == "src0" and (sdwa or inst.fmt.name.endswith("_DPP"))):
        scalar = (kind == "s" or spec.field == "sdst" or (sdwa and spec.field == "src0"
                                                          and fields.get("s0"))
                  or (sdwa and spec.field == "vsrc1" and fields.get("s1")))
        if scalar:
            return _source(value, spec.width)
        agpr = kind == "a" or (kind == "c" and fields.get("acc_cd"))
        return _span("v", value + (VGPR_BASE if agpr else 0), spec.width)
    if spec.field not in SRC_FIELDS:
        return 0
    bits = _source(value, spec.width)
    if value >= VGPR_BASE and _agpr_source(fields, kind, int(spec.field[-1])):
        bits <<= VGPR_BASE
    return bits


def _agpr_source(fields, kind, index):
    return ("A" in kind or ("x" in kind and (fields.get("acc", 0) >> index) & 1)
            or ("c" in kind and fields.get("acc_cd")))


def field_regs(inst, target, fields):
    """Ten-word set of the registers the named fields of the row hold."""
    bits = 0
    for spec in inst.op.operands:
        if spec.field in fields:
            bits |= operand_bits(inst, target, spec)
    return to_words(bits)


def instruction_regs(inst, target):
    """InstRegs of a decoded instruction: its explicit operands and LLVM's implicit ones."""
    reads, writes = 0, 0
    written = _written_fields(inst, target)
    seen_source = False
    for spec in inst.op.operands:
        bits = operand_bits(inst, target, spec)
        if spec.field in SRC_FIELDS or spec.field == "ssrc0":
            seen_source = True
        if spec.kind == "vcc":
            if seen_source:
                reads |= bits
            else:
                writes |= bits
            continue
        if spec.field in written:
            writes |= bits
            if spec.field in ("vdata", "sdata") and "_atomic" in inst.op.name:
                reads |= bits
        else:
            reads |= bits
    implicit_reads, implicit_writes = _implicit(inst, get_target(target))
    return InstRegs(to_words(reads | implicit_reads), to_words(writes | implicit_writes))


def _written_fields(inst, target):
    enc = inst.fmt.enc
    name = inst.op.name
    if enc == "DS" or enc in MEMORY_ENCODINGS or enc in SMEM_ENCODINGS:
        fields = inst.fields
        use = counter_use(inst.op, target, fields.get("glc", 0), fields.get("gds", 0),
                          fields.get("lds", 0))
        return set(use.dest)
    if enc == "SOPK" and name.startswith(_READ_SDST_PREFIXES):
        return set()
    return {"vdst", "sdst"}


def _implicit(inst, target):
    """(reads, writes) bits of the implicit operands LLVM gives the instruction's opcode
    (isa/implicit.py): EXEC under vector instructions and written by v_cmpx/saveexec, VCC of
    carries, VOPC e32, v_cndmask and v_div_fmas, M0 of GDS, GWS, LDS on gfx7 and the LDS DMA,
    FLAT_SCRATCH of flat and scratch. SCC and MODE have no slot here."""
    uses, defs = implicit_operands(inst.op, target, _form(inst))
    return _slots(uses, target), _slots(defs, target)


def _form(inst):
    name = inst.fmt.name
    if name.endswith("_SDWA"):
        return "sdwa"
    if name.endswith("_DPP"):
        return "dpp"
    if inst.fields.get("lds") and inst.fmt.enc != "DS":
        return "lds"
    if inst.fields.get("gds") and inst.fmt.enc == "DS":
        return "gds"
    return ""


def _slots(names, target):
    bits = 0
    for name in names:
        if name == "flat_scratch":
            bits |= _span("s", target.flat_scratch_base, 2)
        elif name in _NAMED:
            bits |= _span("s", *_NAMED[name])
    return bits


_NAMED = {"vcc": (VCC, 2), "exec": (EXEC, 2), "m0": (M0, 1)}
