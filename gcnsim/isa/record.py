"""The operand record: what one instruction reads and writes, resolved once from its fields.

An opcode row lists its printed operands as ``field:kind:width``; the format says how a field
encodes its register (a 9-bit source, an 8-bit VGPR number, an SGPR pair index, a buffer
resource at 4 * field) and the fields say the rest (an AGPR by the acc bits, ``off`` by
saddr = 0x7f, a width grown by tfe, a data operand hidden by the lds bit). ``resolve`` turns
all of that into typed Operands, one closed set of classes as LLVM's register classes name
them, and adds LLVM's implicit operands of the row (isa/implicit.py) and of the source values
that stand for a register (``src_vccz`` reads vcc), of the hardware register an s_getreg or
s_setreg names (``trapsts``) and the storage (LDS, memory) it touches.
The register sets of the checkers and the timing model (analysis/regsets.py) are laid out from
the record; the memory printer and parser share its rules for memory instructions (which
operands exist, AGPRs, the address shape: memory_fields.py).

    v_add_f32_e64 v1, -v2, |s3| clamp
      -> vdst  VGPR v1  written
         src0  VGPR v2  read  (neg)
         src1  SGPR s3  read  (abs)
         implicit reads (mode, exec); modifiers (clamp,)
    buffer_load_dword off, s[0:3], 0 lds
      -> srsrc SGPR s[0:3] read, soffset CONSTANT 0 read, offset IMMEDIATE 0; implicit reads
         exec, m0, memory, writes lds (no VGPR: the data goes to LDS, the address is ``off``)

An Instruction caches its record (asm/instruction.py ``Instruction.record``); the part that
depends on the row alone (roles, access, how each field decodes) is planned once per row.
"""
from dataclasses import dataclass
from functools import lru_cache

from ..bits import sext
from .counters import MEMORY_ENCODINGS, SMEM_ENCODINGS
from .hwreg import hwreg_operand
from .implicit import implicit_operands, instruction_form
from .memory_fields import (OFFSET_SIGN_BITS, d16_tied, data_agpr, data_width, is_gws,
                            memory_dest, memory_operands, storage, vaddr_width)
from .operands import (APERTURES, INV_2PI, LITERAL, NO_SADDR, NULL, SRC_EXECZ,
                       SRC_LDS_DIRECT, SRC_SCC, SRC_VCCZ, VCC, VGPR_BASE, inline_value,
                       special_names)
from .targets import get_target

# The operand classes (LLVM's register classes, resolved to the one file an operand names).
SGPR, TTMP, VGPR, AGPR = "sgpr", "ttmp", "vgpr", "agpr"
SPECIAL = "special"          # vcc, exec, m0, flat_scratch, xnack_mask, tba, tma (and halves)
INLINE_VALUE = "inline"      # null, src_scc, src_vccz, src_execz, src_lds_direct, apertures
CONSTANT = "constant"        # an inline constant (-16..64, the inline floats, 1/(2*pi))
LITERAL_VALUE = "literal"    # the 32-bit literal dword that follows the instruction
IMMEDIATE = "imm"            # an immediate field (offset, simm16, a branch label)
CLASSES = (SGPR, TTMP, VGPR, AGPR, SPECIAL, INLINE_VALUE, CONSTANT, LITERAL_VALUE, IMMEDIATE)
REGISTER_CLASSES = (SGPR, TTMP, VGPR, AGPR, SPECIAL)

# The registers an inline source value stands for (Vega ISA 3.6.1: vccz/execz/scc as operands).
_VALUE_READS = {SRC_VCCZ: "vcc", SRC_EXECZ: "exec", SRC_SCC: "scc", SRC_LDS_DIRECT: "m0"}
# SOPK rows whose sdst is a source (compares, setreg, the fork's mask) or both (add/mul/cmov).
_SOPK_READS = ("s_cmpk_", "s_setreg", "s_cbranch_i_fork")
_SOPK_UPDATES = ("s_addk_i32", "s_mulk_i32", "s_cmovk_i32")
# VALU rows whose vdst is also read: LLVM ties it to src2 or vdst_in (v_mac: D = A * B + D).
# v_mad_mixlo/hi, v_fma_mixlo/hi and the gfx942 fp8/bf8 conversions write part of the VGPR and
# keep the rest; v_smfmac_* accumulate into vdst (src2 is the sparsity index).
_VDST_TIED = ("v_mac_", "v_fmac_", "v_writelane_b32", "v_dot2c_", "v_dot4c_", "v_dot8c_",
              "v_pk_fmac_", "v_mad_mixlo_", "v_mad_mixhi_", "v_fma_mixlo_", "v_fma_mixhi_",
              "v_cvt_pk_fp8_f32", "v_cvt_pk_bf8_f32", "v_cvt_sr_fp8_f32", "v_cvt_sr_bf8_f32",
              "v_smfmac_")
# v_swap_b32 writes both its operands with each other's value.
_SWAPS = ("v_swap_b32",)
# The movreld/movrelsd destination names the base of a register M0 selects: LLVM makes it a
# use (the register written is known at run time only).
_RELATIVE_DST = ("s_movreld_", "v_movreld_", "v_movrelsd_")
# Per-source modifier fields: bit i of the VOP3/VOP3P masks, or SDWA/DPP's srcN_ fields.
_MASK_MODIFIERS = ("neg", "abs", "op_sel", "neg_lo", "neg_hi", "op_sel_hi")
_NAMED_MODIFIERS = ("sel", "sext", "neg", "abs")
# Instruction modifiers, as LLVM names its immediate operands.
MODIFIERS = ("clamp", "omod", "dst_sel", "dst_unused", "dpp_ctrl", "bound_ctrl", "bank_mask",
             "row_mask", "cbsz", "abid", "blgp", "glc", "slc", "scc", "nv", "tfe", "lds",
             "offen", "idxen", "addr64", "gds", "dfmt", "nfmt", "sve")
# SDWA's select of the whole dword (DWORD): a select is kept whenever it is another, BYTE_0 (0)
# included; every other modifier is kept whenever it is not 0.
SDWA_DWORD = 6
_NEUTRAL = {"sel": SDWA_DWORD, "dst_sel": SDWA_DWORD}
# ds_ordered_count's offset1 holds flags, (name, lsb, width) as LLVM lowers
# llvm.amdgcn.ds.ordered.add/swap (SIISelLowering); its offset0 is the ordered-count index * 4.
_ORDERED_COUNT_FLAGS = (("wave_release", 0, 1), ("wave_done", 1, 1), ("shader_type", 2, 2),
                        ("swap", 4, 1))
_SOURCE_ROLES = {"src0": 0, "src1": 1, "src2": 2, "vsrc1": 1, "ssrc0": 0, "ssrc1": 1}
# LLVM's operand names where the row's field names differ.
_ROLES = {("FLAT", "addr"): "vaddr", ("GLOBAL", "addr"): "vaddr", ("SCRATCH", "addr"): "vaddr",
          ("FLAT", "data"): "vdata", ("GLOBAL", "data"): "vdata", ("SCRATCH", "data"): "vdata",
          ("VOP2", "vsrc1"): "src1",
          ("VOPC", "vsrc1"): "src1", ("SMEM", "offset"): "soffset",
          ("SMRD", "offset"): "soffset"}


@dataclass(frozen=True)
class Operand:
    """One resolved operand.

    ``cls`` is one of CLASSES; ``enc`` the operand-space encoding of its first register
    (SGPRs, ttmps and special registers below 128, VGPRs and AGPRs at 256 + n, constants
    128..255) or the raw value of an immediate field; ``width`` in dwords; ``value`` the
    number a constant, literal or immediate stands for (else None); ``modifiers`` its nonzero
    source modifiers as (name, value); ``read``/``written`` its access."""
    role: str
    field: str
    cls: str
    enc: int
    width: int
    read: bool
    written: bool
    value: object = None
    modifiers: tuple = ()

    @property
    def is_register(self):
        return self.cls in REGISTER_CLASSES

    @property
    def index(self):
        """The register's number within its file (v7 -> 7, a3 -> 3, s5 -> 5, vcc -> 106)."""
        return self.enc - VGPR_BASE if self.cls in (VGPR, AGPR) else self.enc


@dataclass(frozen=True)
class Record:
    """Everything an instruction reads and writes: ``operands`` in printed order, LLVM's
    implicit ones by name (``exec``, ``vcc``, ``scc``, ``m0``, ``mode``, ``flat_scratch``,
    and ``lds``/``memory`` for the storage a memory instruction touches), and the instruction
    modifiers that say something (not 0, a select not DWORD) as (name, value). Two come from
    fields that hold more: ``dst_op_sel``, the VOP3 op_sel bits no source takes (the half a
    16-bit result goes to; gfx942's v_cvt_sr_{fp8,bf8}_f32: bits 3:2, the byte), and
    ds_ordered_count's offset1 flags (``wave_release``, ``wave_done``, ``shader_type``,
    ``swap``: an ordered swap, not an add) beside its LLVM offset."""
    operands: tuple
    implicit_reads: tuple
    implicit_writes: tuple
    modifiers: tuple = ()

    def field(self, name):
        """The operands living in a field (a SMEM offset with soe has two, else one or none)."""
        return tuple(o for o in self.operands if o.field == name)


def resolve(inst, target):
    """The Record of a decoded or assembled Instruction on a target."""
    t = get_target(target)
    plan = _plan(inst.op, inst.fmt.name, inst.fmt.enc)
    fields = inst.fields
    operands = []
    for spec, role, access in plan:
        operands.extend(_resolve_spec(inst, t, spec, role, access))
    if (inst.op.operands or is_gws(inst.op)) and (inst.fmt.enc == "DS"
                                                  or inst.fmt.enc in MEMORY_ENCODINGS):
        operands.extend(_memory_offsets(inst))     # ds_gws_sema_*: the offset picks a resource
    form = instruction_form(inst)
    uses, defs = implicit_operands(inst.op, t, form)
    for o in operands:
        name = _VALUE_READS.get(o.enc) if o.cls == INLINE_VALUE else None
        if name is not None and name not in uses:
            uses += (name,)
    if _names_hwreg(inst.op):
        name = hwreg_operand(t, fields["simm16"])
        if inst.op.name.startswith("s_getreg"):
            uses += (name,) if name not in uses else ()
        elif name not in defs:
            defs += (name,)
    storage_reads, storage_writes = storage(inst, t, operands)
    modifiers = tuple((name, fields[name]) for name in _instruction_modifiers(inst.fmt)
                      if _says_something(name, fields))
    return Record(tuple(operands), uses + storage_reads, defs + storage_writes,
                  modifiers + _packed_modifiers(inst))


def _says_something(name, fields):
    """Whether a modifier field is not its neutral value (the assembler leaves unset fields
    out)."""
    neutral = _NEUTRAL.get(name, 0)
    return fields.get(name, neutral) != neutral


def _packed_modifiers(inst):
    """``dst_op_sel`` of a VOP3 row with op_sel, ds_ordered_count's offset1 flags; nonzero
    ones as (name, value)."""
    fields = inst.fields
    if inst.op.name == "ds_ordered_count":
        flags = fields["offset1"]
        found = tuple((name, (flags >> lsb) & ((1 << width) - 1))
                      for name, lsb, width in _ORDERED_COUNT_FLAGS)
    else:
        bits = _dst_op_sel_bits(inst.op)
        op_sel = fields.get("op_sel", 0)
        found = (("dst_op_sel", sum(((op_sel >> bit) & 1) << k for k, bit in enumerate(bits))),)
    return tuple((name, value) for name, value in found if value)


@lru_cache(maxsize=None)
def _dst_op_sel_bits(row):
    """The op_sel bits of a VOP3 row (its ``op_sel=MASK`` flag) that no source takes, low
    first: bit 3, and on gfx942's v_cvt_sr_{fp8,bf8}_f32 bit 2 with it (LLVM puts that one in
    the modifiers of src2, the tied destination)."""
    mask = int(row.flag_value("op_sel", "0"))
    sources = {_SOURCE_ROLES[spec.field] for spec in row.operands
               if spec.field in _SOURCE_ROLES}
    return tuple(bit for bit in range(4) if (mask >> bit) & 1 and bit not in sources)


@lru_cache(maxsize=None)
def _names_hwreg(row):
    """Whether the row's simm16 names a hardware register (s_getreg, s_setreg): the record adds
    that register (``trapsts``, ``mode``...) to LLVM's implicit operands, which say ``mode`` for
    every s_setreg."""
    return any(spec.kind == "hwreg" for spec in row.operands)


@lru_cache(maxsize=None)
def _plan(row, fmt_name, enc):
    """(spec, LLVM role, access) per printed operand of a row in a format. Access is 'r', 'w',
    'rw' or 'mem' (memory operands: the counters say what the result writes); a ``vcc`` operand
    is written before the first source and read after it."""
    plan = []
    seen_source = False
    for spec in row.operands:
        role = _ROLES.get((enc, spec.field), spec.field)
        if spec.field in _SOURCE_ROLES:
            seen_source = True
        if spec.kind == "vcc":
            access = "r" if seen_source else "w"
            role = "src2" if seen_source else "sdst"
        elif enc == "DS" or enc in MEMORY_ENCODINGS or enc in SMEM_ENCODINGS:
            access = "mem"
        elif spec.field in ("vdst", "sdst") and row.name.startswith(_RELATIVE_DST):
            access = "r"
        elif enc == "SOPK" and spec.field == "sdst":
            access = "r" if row.name.startswith(_SOPK_READS) else (
                "rw" if row.name in _SOPK_UPDATES else "w")
        elif row.name in _SWAPS or spec.field == "vdst" and (row.name.startswith(_VDST_TIED)
                                                             or fmt_name.endswith("_DPP")):
            access = "rw"       # DPP keeps the old value in lanes it does not write
        elif spec.field in ("vdst", "sdst"):
            access = "w"
        else:
            access = "r"
        plan.append((spec, role, access))
    return tuple(plan)


def _resolve_spec(inst, t, spec, role, access):
    enc = inst.fmt.enc
    if spec.kind == "vcc":
        return (_vcc(inst, t, role, access),)
    if enc == "DS" or enc in MEMORY_ENCODINGS:
        return _memory(inst, t, spec, role)
    if enc in SMEM_ENCODINGS:
        return _smem(inst, t, spec, role)
    value = inst.fields.get(spec.field)
    read, written = "r" in access, "w" in access
    if enc.startswith("SOP"):
        if spec.kind in ("ssrc", "sreg"):
            return (_scalar(t, role, spec.field, value, spec.width, read, written,
                            inst.literal),)
        if spec.kind == "lit":
            return (Operand(role, spec.field, LITERAL_VALUE, LITERAL, 1, True, False,
                            inst.literal),)
        return (Operand(role, spec.field, IMMEDIATE, value, 0, True, False, value),)
    return (_valu(inst, t, spec, role, read, written),)


def _vcc(inst, t, role, access):
    """The vcc operand of a carry, v_cndmask or VOPC: a SDWA VOPC with sd set names its sdst."""
    enc = inst.fields.get("sdst", 0) if inst.fields.get("sd") else VCC
    return _scalar(t, role, "vcc", enc, 2, access == "r", access == "w")


def _scalar(t, role, field, enc, width, read, written, literal=None, modifiers=()):
    """An operand of the 9-bit source space (or its low 8 bits): a register, a constant, the
    literal, an inline value or a VGPR."""
    if enc >= VGPR_BASE:
        return Operand(role, field, VGPR, enc, width, read, written, None, modifiers)
    cls, value = scalar_class(t.name, enc)
    if cls == LITERAL_VALUE:
        value = literal
    return Operand(role, field, cls, enc, width, read, written and cls in REGISTER_CLASSES,
                   value, modifiers)


@lru_cache(maxsize=1 << 12)
def scalar_class(target, enc):
    """(class, constant value or None) of a scalar-space encoding below 256 on a target (by
    name): SGPR, TTMP, SPECIAL, CONSTANT, LITERAL_VALUE or INLINE_VALUE (also for an encoding
    that names nothing there)."""
    t = get_target(target)
    if enc < t.addressable_sgprs:
        return SGPR, None
    if t.ttmp_base <= enc < t.ttmp_base + t.ttmp_count:
        return TTMP, None
    constant = inline_value(enc)
    if constant is not None:
        return CONSTANT, constant
    if enc == INV_2PI:
        return CONSTANT, "1/(2*pi)"
    if enc == LITERAL:
        return LITERAL_VALUE, None
    if enc == NULL or enc in _VALUE_READS or enc in APERTURES:
        return INLINE_VALUE, None
    names = special_names(t.name)
    if enc in names or (enc - 1 in names and names[enc - 1][1] == 2):
        return SPECIAL, None
    return INLINE_VALUE, None       # an encoding that names nothing on this target


def _valu(inst, t, spec, role, read, written):
    """A VALU operand: 8-bit VGPR fields (vdst, vsrc1, SDWA/DPP src0) unless the row or the
    SDWA s0/s1 bit makes them scalar; 9-bit sources; AGPRs by the row's kind and acc bits."""
    fields = inst.fields
    field = spec.field
    kind = spec.kind
    value = fields.get(field)
    fmt_name = inst.fmt.name
    sdwa = fmt_name.endswith("_SDWA")
    index = _SOURCE_ROLES.get(field)
    modifiers = _source_modifiers(fields, inst.fmt, index, kind)
    if field == "k":
        return Operand(role, field, LITERAL_VALUE, LITERAL, 1, True, False, inst.literal)
    narrow = field in ("vdst", "sdst", "vsrc1") or (
        field == "src0" and (sdwa or fmt_name.endswith("_DPP")))
    if narrow:
        scalar = (kind == "s" or field == "sdst" or (sdwa and field == "src0" and fields.get("s0"))
                  or (sdwa and field == "vsrc1" and fields.get("s1")))
        if scalar:
            return _scalar(t, role, field, value, spec.width, read, written, None, modifiers)
        file = AGPR if agpr_operand(kind, fields, index) else VGPR
        # SDWA's dst_unused:UNUSED_PRESERVE keeps the bits dst_sel does not write
        read = read or (sdwa and field == "vdst" and fields.get("dst_unused") == 2
                        and fields.get("dst_sel", 6) != 6)
        return Operand(role, field, file, VGPR_BASE + value, spec.width, read, written, None,
                       modifiers)
    operand = _scalar(t, role, field, value, spec.width, read, written, inst.literal,
                      modifiers)
    if operand.cls == VGPR and agpr_operand(kind, fields, index):
        return Operand(role, field, AGPR, value, spec.width, read, written, None, modifiers)
    return operand


def agpr_operand(kind, fields, index):
    """Whether a VALU operand of a row's ``kind`` names an AGPR (vop64.py documents the kind
    letters): ``A``/``a`` always, ``x`` by the source's bit of ``acc``, ``c`` by ``acc_cd``."""
    if kind in ("a", "A") or "A" in kind:
        return True
    if "x" in kind and index is not None and (fields.get("acc", 0) >> index) & 1:
        return True
    return "c" in kind and bool(fields.get("acc_cd"))


def _source_modifiers(fields, fmt, index, kind):
    """The modifiers of source ``index`` (None: not a source) that say something, as (name,
    value)."""
    out = []
    for field, bit, name in _modifier_plan(fmt, index, "e" in kind):
        neutral = _NEUTRAL.get(name, 0)
        value = fields.get(field, neutral)
        if bit is not None:
            value = (value >> bit) & 1
        if value != neutral:
            out.append((name, value))
    return tuple(out)


@lru_cache(maxsize=None)
def _modifier_plan(fmt, index, sext):
    """(field, bit or None for the whole field, name) of the modifiers of source ``index`` in
    a format: SDWA/DPP's srcN_ fields or bit N of the VOP3/VOP3P masks (neg is sext for an
    integer source)."""
    if index is None:
        return ()
    names = {name for name, _, _ in fmt.fields}
    if fmt.name.endswith(("_SDWA", "_DPP")):
        return tuple((f"src{index}_{name}", None, name) for name in _NAMED_MODIFIERS
                     if f"src{index}_{name}" in names)
    plan = tuple((name, index, "sext" if name == "neg" and sext else name)
                 for name in _MASK_MODIFIERS if name in names)
    if index == 2 and "op_sel_hi2" in names:        # VOP3P keeps src2's op_sel_hi in bit 14
        plan = tuple(entry for entry in plan if entry[0] != "op_sel_hi")
        plan += (("op_sel_hi2", None, "op_sel_hi"),)
    return plan


@lru_cache(maxsize=None)
def _instruction_modifiers(fmt):
    """The MODIFIERS a format has fields for."""
    names = {name for name, _, _ in fmt.fields}
    return tuple(name for name in MODIFIERS if name in names)


def _memory(inst, t, spec, role):
    """DS, MUBUF, MTBUF, FLAT, GLOBAL and SCRATCH operands. A returning atomic's ``rtn``
    destination exists only with glc; the data operand of a load to LDS is not an operand."""
    fields = inst.fields
    kind = spec.kind
    value = fields[spec.field]
    dest = memory_dest(inst, t)
    written = spec.field in dest
    read = not written or d16_tied(inst.op.name) or (
        "_atomic" in inst.op.name and spec.field in ("vdata", "data"))
    if kind in ("v", "rtn"):
        if spec not in memory_operands(inst.op, fields):
            return ()
        file = AGPR if data_agpr(inst.op, spec, fields) else VGPR
        return (Operand(role, spec.field, file, VGPR_BASE + value, data_width(spec, fields),
                        read, written),)
    if kind == "vaddr":
        width = vaddr_width(t, inst.fmt.enc, fields)
        return (Operand(role, spec.field, VGPR, VGPR_BASE + value, width, True, False),) \
            if width else ()
    if kind == "saddr":
        if value == NO_SADDR:
            return ()
        width = 2 if inst.fmt.enc == "GLOBAL" else 1
        return (_scalar(t, role, spec.field, value, width, True, False),)
    if kind == "rsrc":
        return (_scalar(t, role, spec.field, 4 * value, 4, True, False),)
    return (_scalar(t, role, spec.field, value, 1, True, False, inst.literal),)


def _memory_offsets(inst):
    """The immediate offsets of a memory instruction: DS's offset0/offset1 of the two-address
    rows, else one offset (DS: offset1 is its high byte)."""
    fields = inst.fields
    enc = inst.fmt.enc
    if enc == "DS":
        if "off2" in inst.op.flags:
            return tuple(Operand(name, name, IMMEDIATE, fields[name], 0, True, False,
                                 fields[name]) for name in ("offset0", "offset1"))
        value = fields["offset1"] << 8 | fields["offset0"]
        return (Operand("offset", "offset0", IMMEDIATE, value, 0, True, False, value),)
    if "offset" not in fields:
        return ()
    value = fields["offset"]
    bits = OFFSET_SIGN_BITS.get(enc)
    return (Operand("offset", "offset", IMMEDIATE, value, 0, True, False,
                    sext(value, bits) if bits else value),)


def _smem(inst, t, spec, role):
    """SMEM/SMRD: data SGPRs, the base pair at 2 * field, the offset (an SGPR, an immediate,
    SMRD's literal; SMEM with soe: the SGPR in soffset, and the immediate when imm says so)."""
    fields = inst.fields
    kind = spec.kind
    value = fields[spec.field]
    if kind == "sdata":
        written = spec.field in memory_dest(inst, t)
        read = not written or "_atomic" in inst.op.name
        return (Operand("sdst" if written else "sdata", spec.field,
                        scalar_class(t.name, value)[0], value, spec.width, read, written),)
    if kind == "sbase":
        return (_scalar(t, role, spec.field, 2 * value, spec.width, True, False),)
    if kind in ("soffset", "smrd_offset"):
        offset = sext(value, 21) if kind == "soffset" else value    # SMEM: signed 21 bits
        if fields.get("soe"):
            # Vega/CDNA ISA, SMEM offsets: IMM=0 SOE=1 is SGPR[base] + SGPR[SOFFSET] and the
            # OFFSET field is unused (LLVM decodes it as its _SGPR_alt form, offset don't-care)
            sgpr = _scalar(t, "soffset", "soffset", fields["soffset"], 1, True, False)
            if not fields.get("imm"):
                return (sgpr,)
            return (sgpr, Operand("offset", spec.field, IMMEDIATE, value, 0, True, False,
                                  offset),)
        if fields.get("imm"):
            return (Operand("offset", spec.field, IMMEDIATE, value, 0, True, False, offset),)
        if value == LITERAL:
            return (_scalar(t, "offset", spec.field, value, 1, True, False, inst.literal),)
        return (_scalar(t, role, spec.field, value, 1, True, False),)
    return (Operand(role, spec.field, IMMEDIATE, value, 0, True, False, value),)
