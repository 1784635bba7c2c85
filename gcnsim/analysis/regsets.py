"""The registers an instruction reads and writes, as bit masks built from its operand record.

A register set is ten uint64 words: words 0-1 hold the scalar operand encodings 0..127 (SGPRs,
vcc, ttmp, m0, exec: the index of WaveState.s), words 2-9 the vector registers 0..511 (AGPRs at
256+, the index of WaveState.v). SCC has the slot of encoding 125 (``null`` names no
register, so the slot is free): the checkers see SCC producers and consumers. MODE has no
slot. The operands, their access and the implicit registers are the instruction's record
(isa/record.py); this module only lays them out as bits.

    v_add_u32_e32 v1, s2, v[3]   ->  reads {s2, v3, exec}, writes {v1}
    global_load_dwordx2 v[4:5], v[2:3], off  ->  reads {v2, v3, exec}, writes (on return) {v4, v5}
    s_cmp_eq_u32 s0, 1           ->  reads {s0}, writes {scc}
"""
from dataclasses import dataclass

import numpy as np

from ..isa.operands import EXEC, M0, NULL, VCC, VGPR_BASE
from ..isa.record import AGPR, VGPR
from ..isa.targets import get_target

WORDS = 10
VGPR_BIT = 128
SCC = NULL
_SCALAR_NAMES = {VCC: "vcc_lo", VCC + 1: "vcc_hi", M0: "m0", SCC: "scc", EXEC: "exec_lo",
                 EXEC + 1: "exec_hi"}


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
    return _SCALAR_NAMES.get(slot, f"s{slot}" if slot < VCC else f"sreg{slot}")


def first_slot(words):
    """The lowest bit position set in a ten-word set (or None)."""
    for i, word in enumerate(int(x) for x in words):
        if word:
            return 64 * i + (word & -word).bit_length() - 1
    return None


def _bits(operand):
    """The slots of one record operand (0 for constants, immediates and inline values)."""
    if not operand.is_register:
        return 0
    span = (1 << operand.width) - 1
    if operand.cls == VGPR:
        return span << (VGPR_BIT + operand.index)
    if operand.cls == AGPR:
        return span << (VGPR_BIT + VGPR_BASE + operand.index)
    return span << operand.enc


def operand_bits(inst, target, spec):
    """The register bits of one printed operand (an opcode row's spec) of an instruction."""
    bits = 0
    for operand in inst.record(target).field(spec.field):
        bits |= _bits(operand)
    return bits


def field_regs(inst, target, fields):
    """Ten-word set of the registers the named fields of the row hold."""
    bits = 0
    for operand in inst.record(target).operands:
        if operand.field in fields:
            bits |= _bits(operand)
    return to_words(bits)


def instruction_regs(inst, target):
    """InstRegs of a decoded instruction: its explicit operands and LLVM's implicit ones."""
    t = get_target(target)
    record = inst.record(t)
    reads = _named(record.implicit_reads, t)
    writes = _named(record.implicit_writes, t)
    for operand in record.operands:
        if operand.read:
            reads |= _bits(operand)
        if operand.written:
            writes |= _bits(operand)
    return InstRegs(to_words(reads), to_words(writes))


def _named(names, target):
    """Slots of implicit register names (``lds``, ``memory`` and ``mode`` have none)."""
    bits = 0
    for name in names:
        if name == "flat_scratch":
            bits |= 0b11 << target.flat_scratch_base
        elif name in _NAMED:
            bits |= _NAMED[name]
    return bits


_NAMED = {"vcc": 0b11 << VCC, "exec": 0b11 << EXEC, "m0": 1 << M0, "scc": 1 << SCC}
