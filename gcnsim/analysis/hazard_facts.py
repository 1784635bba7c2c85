"""What the hazard rules (gcnsim/isa/hazards.py) need to know of an instruction, in one place:
its Facts (unit, registers read and written, explicit sources, matrix class) and the named
predicates the rules cite.

A predicate maps Facts to a bit set: register slots of analysis/regsets.py (s0.., vcc 106/107,
m0 124, exec 126/127, VGPRs from 128, AGPRs from 128 + 256) or pseudo registers past them (a
hardware register by hwreg id, MODE.vskip, ``EVENT`` where no register links the pair). An
instruction that is not of the predicate's kind gives 0.

    sgprs_valu_writes(v_readfirstlane_b32 s4, v0)          -> {s4}
    scalars_vmem_reads(buffer_load_dword v1, off, s[0:3], s4) -> {s0, s1, s2, s3, s4, exec}
    srcc_mfma_reads(v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[4:7]) -> {a4, a5, a6, a7}

The operand interface (``register_sets``, ``source_sets``, ``source_codes``, ``data_set``) is
all this module asks of an instruction's operands; the operand record replaces it here alone.
Implicit operands (v_div_fmas reads VCC, an LDS DMA reads M0, ...) are LLVM's, through
regsets.
"""
from dataclasses import dataclass

from ..asm import format_instruction
from ..isa.counters import EXCEPTIONS, MEMORY_ENCODINGS, SMEM_ENCODINGS, counter_use
from ..isa.hazards import is_dgemm, is_mfma, is_xdl
from ..isa.hwreg import HW_REG_MODE, HW_REG_TRAPSTS, HWREG_NAMES
from ..isa.operands import SRC_EXECZ, SRC_LDS_DIRECT, SRC_VCCZ
from .regsets import (EXEC, M0, VCC, VGPR_BIT, field_regs, instruction_regs, operand_bits,
                      slot_name)

SCALARS = (1 << VGPR_BIT) - 1
VECTORS = ((1 << 512) - 1) << VGPR_BIT
VCC_BITS = 0b11 << VCC
EXEC_BITS = 0b11 << EXEC
M0_BIT = 1 << M0
HWREG = 640                     # pseudo slot of hardware register id 0 (s_getreg/s_setreg)
VSKIP = HWREG + 64              # MODE.vskip (Vega 4.5: S_SETREG MODE.vskip)
EVENT = VSKIP + 1               # no register links producer and consumer
STORE = EVENT + 1               # a soft-clause member that may store
CLAUSE_USES = 1024              # a clause member's reads, shifted past its writes
MODE_VSKIP_BIT = 28
SOURCES = ("src0", "src1", "src2", "vsrc1")
VALU_ENCODINGS = frozenset({"VOP1", "VOP2", "VOPC", "VOP3", "VOP3P"})
TRANS = frozenset({
    "v_exp_f32", "v_log_f32", "v_rcp_f32", "v_rcp_iflag_f32", "v_rsq_f32", "v_sqrt_f32",
    "v_rcp_f64", "v_rsq_f64", "v_sqrt_f64", "v_sin_f32", "v_cos_f32", "v_log_legacy_f32",
    "v_exp_legacy_f32", "v_rcp_f16", "v_sqrt_f16", "v_rsq_f16", "v_log_f16", "v_exp_f16",
    "v_sin_f16", "v_cos_f16"})      # LLVM VOP1Instructions.td TRANS = 1 (gfx9 rows)
NOT_GDS = frozenset({"ds_nop", "ds_permute_b32", "ds_bpermute_b32"})
MESSAGES = frozenset({"s_sendmsg", "s_sendmsghalt", "s_ttracedata"})
S_MOVREL = frozenset({"s_movrels_b32", "s_movrels_b64", "s_movreld_b32", "s_movreld_b64"})
LDS_ADDTID = frozenset({"ds_read_addtid_b32", "ds_write_addtid_b32"})
LANE_ACCESS = frozenset({"v_readlane_b32", "v_writelane_b32", "v_readfirstlane_b32"})
FMA_F64 = frozenset({"v_fma_f64", "v_fmac_f64"})


def _bits(words):
    out = 0
    for i, word in enumerate(words):
        out |= int(word) << (64 * i)
    return out


# -- the operand interface ------------------------------------------------------------------

def register_sets(inst, target):
    """(reads, writes at issue, writes when a memory operation completes) as bit sets."""
    regs = instruction_regs(inst, target)
    reads, writes = _bits(regs.reads), _bits(regs.writes)
    results = 0
    if inst.fmt.enc == "DS" or inst.fmt.enc in MEMORY_ENCODINGS:
        f = inst.fields
        use = counter_use(inst.op, target, f.get("glc", 0), f.get("gds", 0), f.get("lds", 0))
        results = _bits(field_regs(inst, target, use.dest))
    return reads, writes, results


def source_sets(inst, target):
    """{field: bits} of the explicit source operands of a vector ALU instruction (LLVM's
    explicit uses; not a VOP2/VOPC e32 instruction's implicit VCC)."""
    return {spec.field: operand_bits(inst, target, spec) for spec in inst.op.operands
            if spec.field in SOURCES and spec.kind != "vcc"}


def source_codes(inst):
    """{field: 9-bit operand code} of the sources that hold one (not DPP/SDWA src0), to tell
    src_vccz, src_execz and src_lds_direct from the registers."""
    extended = inst.fmt.name.endswith(("_DPP", "_SDWA"))
    return {spec.field: inst.fields[spec.field] for spec in inst.op.operands
            if spec.field in ("src0", "src1", "src2") and spec.field in inst.fields
            and not (extended and spec.field == "src0") and spec.kind != "vcc"}


def data_set(inst, target):
    """(bits, dwords) of a vector memory instruction's store data operand (vdata/data)."""
    for spec in inst.op.operands:
        if spec.field in ("vdata", "data") and spec.kind == "v":
            return operand_bits(inst, target, spec), spec.width
    return 0, 0


def lane_masks(inst):
    """Source fields holding a lane mask or carry-in (v_cndmask, v_addc, v_subb e64 src2):
    read as masks, not as constants (Table 8 row 13)."""
    return {spec.field for spec in inst.op.operands if spec.field == "src2" and spec.kind == "s"
            and spec.width == 2}


def is_lds_dma(inst):
    """A vector memory load into LDS (MUBUF lds=1, buffer_store_lds_dword, *_load_lds_*)."""
    if inst.fmt.enc not in MEMORY_ENCODINGS:
        return False
    name = inst.op.name
    return bool(inst.fields.get("lds")) or "_lds_" in name


def hwreg_id(inst):
    return inst.fields["simm16"] & 0x3F


def hwreg_bits_span(inst):
    """(offset, size) of the field an s_setreg/s_getreg names."""
    simm16 = inst.fields["simm16"]
    return (simm16 >> 6) & 0x1F, ((simm16 >> 11) & 0x1F) + 1


# -- facts ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Facts:
    """One instruction as the rules see it (bit sets as in the module docstring)."""
    inst: object
    target: object
    text: str
    unit: str           # valu, salu, smem, vmem (MUBUF/MTBUF/FLAT/GLOBAL/SCRATCH), ds, other
    reads: int
    writes: int         # at issue
    results: int        # when a memory operation completes
    sources: dict       # {field: bits} of explicit sources (vector ALU only)

    @property
    def name(self):
        return self.inst.op.name

    @property
    def row(self):
        return self.inst.op

    @property
    def valu(self):
        return self.unit == "valu"

    @property
    def mfma(self):
        return is_mfma(self.row)

    @property
    def legacy_valu(self):
        """A vector ALU instruction other than an MFMA (LLVM's "legacy VALU")."""
        return self.valu and not self.mfma

    @property
    def dot(self):
        return self.name.startswith("v_dot")

    @property
    def memory(self):
        return self.unit in ("vmem", "ds")

    @property
    def source_bits(self):
        out = 0
        for bits in self.sources.values():
            out |= bits
        return out


def unit_of(inst):
    enc = inst.fmt.enc
    if enc in VALU_ENCODINGS:
        return "valu"
    if enc.startswith("SOP"):
        return "salu"
    if enc in SMEM_ENCODINGS:
        return "smem"
    if enc in MEMORY_ENCODINGS:
        return "vmem"
    return "ds" if enc == "DS" else "other"


def facts(inst, target, offset):
    """The Facts of a decoded instruction at ``offset``."""
    reads, writes, results = register_sets(inst, target)
    unit = unit_of(inst)
    sources = source_sets(inst, target) if unit == "valu" else {}
    return Facts(inst, target, format_instruction(inst, target, offset), unit, reads, writes,
                 results, sources)


# -- predicates: what a producer leaves behind ----------------------------------------------

def _valu_writes(mask):
    return lambda f: f.writes & mask if f.valu else 0


def vgprs_legacy_valu_writes(f):
    """A VALU other than an MFMA or a dot product writes VGPRs/AGPRs (checkMAIHazards90A)."""
    return f.writes & VECTORS if f.legacy_valu and not f.dot else 0


def exec_legacy_valu_writes(f):
    return f.writes & EXEC_BITS if f.legacy_valu else 0


def vgprs_any_writes(f):
    """Any instruction writes VGPRs, at issue or on completion (checkDPPHazards: any def)."""
    return (f.writes | f.results) & VECTORS


def vgprs_mfma_writes(f):
    return f.writes & VECTORS if f.mfma else 0


def srcc_smfma_reads(f):
    """srcC of a non-DGEMM MFMA (on gfx940+ an XDL one), read over its passes."""
    if not f.mfma or is_dgemm(f.row):
        return 0
    if f.target.has("gfx940_insts") and not is_xdl(f.row, f.target):
        return 0
    return _srcc(f)


def vgprs_dot_writes(f):
    return f.writes & VECTORS if f.valu and f.dot else 0


def vgprs_trans_writes(f):
    return f.writes & VECTORS if f.valu and f.name in TRANS else 0


def vgprs_valu_writes_part(f):
    """A VALU writes part of a VGPR with a shift: SDWA dst_sel other than DWORD, the VOP3
    op_sel destination bit, or gfx942's fp8/bf8 byte select op_sel[3:2] (the record's
    ``dst_sel`` and ``dst_op_sel``; LLVM getDstSelForwardingOperand)."""
    if not f.valu:
        return 0
    modifiers = dict(f.inst.record(f.target).modifiers)
    partial = "dst_sel" in modifiers or "dst_op_sel" in modifiers
    return f.writes & VECTORS if partial else 0


def store_data_over_64_bits(f):
    """Store/atomic data wider than 64 bits, read after issue (Table 8 row 8): MUBUF/MTBUF
    only with a constant soffset (LLVM createsVALUHazard)."""
    if f.unit != "vmem" or not ("_store" in f.name or "_atomic" in f.name):
        return 0
    bits, dwords = data_set(f.inst, f.target)
    if dwords <= 2:
        return 0
    if f.inst.fmt.enc in ("MUBUF", "MTBUF") and f.inst.fields.get("soffset", 0) < 128:
        return 0
    return bits


def m0_salu_writes(f):
    return f.writes & M0_BIT if f.unit == "salu" else 0


def hwreg_setreg_writes(f):
    if f.name in ("s_setreg_b32", "s_setreg_imm32_b32"):
        return 1 << (HWREG + hwreg_id(f.inst))
    return 0


def mode_setvskip_writes(f):
    return 1 << (HWREG + HW_REG_MODE) if f.name == "s_setvskip" else 0


def vskip_setreg_writes(f):
    if not hwreg_setreg_writes(f) or hwreg_id(f.inst) != HW_REG_MODE:
        return 0
    offset, size = hwreg_bits_span(f.inst)
    return 1 << VSKIP if offset <= MODE_VSKIP_BIT < offset + size else 0


def dgemm(f):
    return 1 << EVENT if f.mfma and is_dgemm(f.row) else 0


def _clause_member(f):
    """Writes | reads << CLAUSE_USES | STORE: what a soft-clause member brings to its clause
    (LLVM addClauseInst: every register operand, implicit ones too)."""
    store = "_store" in f.name or "_atomic" in f.name or is_lds_dma(f.inst)
    return f.writes | f.results | (f.reads << CLAUSE_USES) | ((1 << STORE) if store else 0)


def smem_clause_member(f):
    return _clause_member(f) if f.unit == "smem" else 0


def vmem_clause_member(f):
    return _clause_member(f) if f.unit == "vmem" else 0


# -- predicates: what a consumer touches ----------------------------------------------------

def _srcc(f):
    """srcC of an MFMA; an SMFMAC accumulates into its destination (src2 is its index)."""
    if f.name.startswith("v_smfmac_"):
        return f.writes & VECTORS
    return f.sources.get("src2", 0) & VECTORS


def _srcab(f):
    names = ("src0", "src1", "src2") if f.name.startswith("v_smfmac_") else ("src0", "src1")
    out = 0
    for name in names:
        out |= f.sources.get(name, 0)
    return out & VECTORS


def _named(names, bits):
    return lambda f: bits if f.name in names else 0


def hwreg_getreg_reads(f):
    return 1 << (HWREG + hwreg_id(f.inst)) if f.name == "s_getreg_b32" else 0


def vector_instruction(f):
    return 1 << VSKIP if f.unit in ("valu", "vmem", "ds") else 0


def vccz_or_execz_valu_reads(f):
    if not f.valu:
        return 0
    codes = set(source_codes(f.inst).values())
    return (VCC_BITS if SRC_VCCZ in codes else 0) | (EXEC_BITS if SRC_EXECZ in codes else 0)


def lane_select_reads(f):
    """The SGPR lane select of v_readlane/v_writelane (src1; vsrc1 in gfx7's VOP2 form)."""
    if f.name not in ("v_readlane_b32", "v_writelane_b32"):
        return 0
    return (f.sources.get("src1", 0) | f.sources.get("vsrc1", 0)) & SCALARS


def scalars_vmem_reads(f):
    """SGPRs, M0 and EXEC a vector memory instruction reads (LLVM: every non-vector use)."""
    return f.reads & SCALARS if f.unit == "vmem" else 0


def m0_gds_or_message_reads(f):
    gds = f.unit == "ds" and f.name not in NOT_GDS and (
        f.inst.fields.get("gds") or EXCEPTIONS.get(f.name) == "gds")
    return M0_BIT if gds or f.name in MESSAGES else 0


def _dpp(f):
    return f.valu and f.inst.fmt.name.endswith("_DPP")


def vgprs_dpp_reads(f):
    return f.reads & VECTORS if _dpp(f) else 0


def exec_dpp_reads(f):
    return EXEC_BITS if _dpp(f) else 0


def vcc_valu_reads_as_constant(f):
    """VCC named as a source of a VALU, not as its lane mask or carry-in (Table 8 row 13)."""
    if not f.valu:
        return 0
    masks = lane_masks(f.inst)
    out = 0
    for name, bits in f.sources.items():
        if name not in masks:
            out |= bits & VCC_BITS
    return out


def m0_lds_reads(f):
    """LDS addressed by M0: ds_*_addtid_b32, LDS DMA, src_lds_direct (Table 8 row 15)."""
    lds_direct = f.valu and SRC_LDS_DIRECT in source_codes(f.inst).values()
    return M0_BIT if f.name in LDS_ADDTID or is_lds_dma(f.inst) or lds_direct else 0


def sgprs_valu_reads(f):
    """SGPRs a VALU names, and VCC however it reads it (LLVM hasVDecCoExecHazard)."""
    return (f.source_bits & SCALARS) | (f.reads & VCC_BITS) if f.valu else 0


def vgpr_readlane_reads(f):
    if f.name not in ("v_readlane_b32", "v_readfirstlane_b32"):
        return 0
    return f.sources.get("src0", 0) & VECTORS


def vgprs_non_trans_reads(f):
    return f.source_bits & VECTORS if f.valu and f.name not in TRANS else 0


def vgprs_valu_reads(f):
    return f.source_bits & VECTORS if f.valu else 0


def vgprs_legacy_valu_reads(f):
    return f.source_bits & VECTORS if f.legacy_valu else 0


def vgprs_mfma_reads(f):
    return (f.source_bits & VECTORS) | _srcc(f) if f.mfma else 0


def srcc_mfma_reads(f):
    return _srcc(f) if f.mfma else 0


def srcab_mfma_reads(f):
    return _srcab(f) if f.mfma else 0


def srcab_dot_reads(f):
    return _srcab(f) if f.valu and f.dot else 0


def vgprs_memory_reads(f):
    return f.reads & VECTORS if f.memory else 0


def vgprs_valu_or_memory_reads(f):
    return vgprs_legacy_valu_reads(f) | vgprs_memory_reads(f)


def vgprs_valu_or_memory_writes(f):
    return (f.writes | f.results) & VECTORS if f.legacy_valu or f.memory else 0


PREDICATES = {
    "sgprs_valu_writes": _valu_writes(SCALARS),
    "vcc_valu_writes": _valu_writes(VCC_BITS),
    "exec_valu_writes": _valu_writes(EXEC_BITS),
    "vcc_or_exec_valu_writes": _valu_writes(VCC_BITS | EXEC_BITS),
    "vgprs_valu_writes": _valu_writes(VECTORS),
    "vcc_div_fmas_reads": _named(("v_div_fmas_f32", "v_div_fmas_f64"), VCC_BITS),
    "trapsts_rfe_reads": _named(("s_rfe_b64",), 1 << (HWREG + HW_REG_TRAPSTS)),
    "trapsts_rfe_restore_reads": _named(("s_rfe_restore_b64",), 1 << (HWREG + HW_REG_TRAPSTS)),
    "m0_s_movrel_reads": _named(S_MOVREL, M0_BIT),
    "exec_lane_access_reads": _named(LANE_ACCESS, EXEC_BITS),
    "exec_mfma_reads": lambda f: EXEC_BITS if f.mfma else 0,
    "fma_f64": _named(FMA_F64, 1 << EVENT),
    **{fn.__name__: fn for fn in (
        vgprs_legacy_valu_writes, exec_legacy_valu_writes, vgprs_any_writes, vgprs_mfma_writes,
        srcc_smfma_reads, vgprs_dot_writes, vgprs_trans_writes, vgprs_valu_writes_part,
        store_data_over_64_bits, m0_salu_writes, hwreg_setreg_writes, mode_setvskip_writes,
        vskip_setreg_writes, dgemm, smem_clause_member, vmem_clause_member, hwreg_getreg_reads,
        vector_instruction, vccz_or_execz_valu_reads, lane_select_reads, scalars_vmem_reads,
        m0_gds_or_message_reads, vgprs_dpp_reads, exec_dpp_reads, vcc_valu_reads_as_constant,
        m0_lds_reads, sgprs_valu_reads, vgpr_readlane_reads, vgprs_non_trans_reads,
        vgprs_valu_reads, vgprs_legacy_valu_reads, vgprs_mfma_reads, srcc_mfma_reads,
        srcab_mfma_reads, srcab_dot_reads, vgprs_memory_reads, vgprs_valu_or_memory_reads,
        vgprs_valu_or_memory_writes)},
}


def slot_label(slot):
    """The name of a bit of a predicate's set: a register, hwreg(...), MODE.vskip or ''."""
    if slot < HWREG:
        return slot_name(slot)
    if slot < VSKIP:
        return f"hwreg({HWREG_NAMES.get(slot - HWREG, slot - HWREG)})"
    return "MODE.vskip" if slot == VSKIP else ""
