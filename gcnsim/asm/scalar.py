"""Scalar instructions (SOP1, SOP2, SOPK, SOPC, SOPP, SMEM, SMRD): print and parse as LLVM does.

Each opcode row lists its operands as ``field:kind:width``; the kinds are:

==========  ==================================================================================
sreg        an SGPR / ttmp / special register range in a 7-bit destination field (sdst)
ssrc        a scalar source: register, inline constant, or a 32-bit literal dword
hex         a 16-bit immediate printed in hex (s_movk_i32 s0, 0x1234)
imm         a 16-bit immediate printed as LLVM prints 32-bit immediates (s_nop 3, s_trap 0x41)
dec         a 16-bit decimal immediate omitted when 0 (s_endpgm)
label       a branch offset in dwords: a label, or the raw simm16 as the disassembler prints it
waitcnt     vmcnt(N) expcnt(N) lgkmcnt(N), split over the target's s_waitcnt bit fields
hwreg       hwreg(NAME|id[, offset, width]);  sendmsg: sendmsg(MSG[, OP[, stream]])
gpr_idx     gpr_idx(SRC0,SRC1,SRC2,DST) mode bits;  lit: the literal of s_setreg_imm32_b32
sdata       scalar-memory data registers;  sbase: base pair/quad (the field holds index / 2)
u7          a 7-bit number in the sdata field (s_atc_probe)
soffset     SMEM offset: 0x1234 (imm=1), s7 (imm=0), s7 offset:0x10 (soe=1, imm=1)
smrd_offset SMRD dword offset: 0xff (imm=1), s7 (imm=0), or a literal dword (imm=0, offset=255)
==========  ==================================================================================

Flag ``glc`` on an SMEM row allows the glc bit; ``literal`` marks s_setreg_imm32_b32.

    s_waitcnt vmcnt(0) & lgkmcnt(0)   (gfx900)  -> SOPP op=12 simm16=0xc070 -> "s_waitcnt vmcnt(0)
    lgkmcnt(0)"  (vmcnt's high bits 15:14 are zero too)
"""
from functools import lru_cache, partial

from ..bits import f32_bits, sext
from ..isa.operands import (INLINE_FLOATS, INV_2PI, LITERAL, aligned_scalar, format_src,
                            special_names)
from ..isa.targets import get_target
from .regclass import INVALID_IMMEDIATE, class_comment, register_file, scalar_class
# parse is this family's parser (gcnsim/asm/families.py), written in scalar_parse.py.
from .scalar_parse import (FLOAT_IMMS, GPR_IDX_BITS, INV_2PI_F32, hwreg_names,  # noqa: F401
                           msg_names, msg_ops, parse)


# ---------------------------------------------------------------------------------- printing


def print_imm32(target, value):
    """A 32-bit immediate as LLVM prints it: inline integers in decimal, inline floats, hex."""
    value &= 0xFFFFFFFF
    signed = sext(value, 32)
    if -16 <= signed <= 64:
        return str(signed)
    if value in FLOAT_IMMS:
        return FLOAT_IMMS[value]
    if value == INV_2PI_F32 and target.has("inv_2pi"):
        return "0.15915494"
    return f"0x{value:x}"


def print_waitcnt(target, imm):
    layout = target.waitcnt
    counts = layout.decode(imm)
    shown = [n for n in ("vmcnt", "expcnt", "lgkmcnt") if counts[n] != layout.max(n)]
    if not shown:
        shown = ["vmcnt", "expcnt", "lgkmcnt"]
    return " ".join(f"{n}({counts[n]})" for n in shown)


def print_hwreg(target, imm):
    reg, offset, width = imm & 0x3F, (imm >> 6) & 0x1F, (imm >> 11) + 1
    text = hwreg_names(target).get(reg, str(reg))
    if offset != 0 or width != 32:
        text += f", {offset}, {width}"
    return f"hwreg({text})"


def print_sendmsg(target, imm):
    msg, op, stream = imm & 0xF, (imm >> 4) & 7, (imm >> 8) & 3
    name = msg_names(target).get(msg)
    ops = msg_ops(target, msg)
    if name is not None and ops is None and op == 0 and stream == 0:
        return f"sendmsg({name})"
    if name is not None and ops is not None and op in ops:
        if msg in (2, 3) and op != 0:
            return f"sendmsg({name}, {ops[op]}, {stream})"
        if stream == 0 and (op != 0 or msg == 3):
            return f"sendmsg({name}, {ops[op]})"
    if msg | op << 4 | stream << 8 == imm:
        return f"sendmsg({msg}, {op}, {stream})"
    return str(imm)


def print_gpr_idx(imm):
    if imm > 15:
        return f"0x{imm:x}"
    return "gpr_idx(" + ",".join(n for k, n in enumerate(GPR_IDX_BITS) if imm >> k & 1) + ")"


def _signed_hex(value):
    return f"-0x{-value:x}" if value < 0 else f"0x{value:x}"


def _print_soffset(inst, target):
    f = inst.fields
    if f["soe"]:
        reg = _operand_text(target.name, f["soffset"], 1, "SReg_32")
        return f"{reg} offset:{_signed_hex(sext(f['offset'], 21))}" if f["imm"] else reg
    if f["imm"]:
        return _signed_hex(sext(f["offset"], 21))
    return _operand_text(target.name, f["offset"], 1, "SReg_32")


def _print_smrd_offset(inst, target):
    f = inst.fields
    if f["imm"]:
        return f"0x{f['offset']:x}"
    if inst.literal is not None:
        return f"0x{inst.literal:x}"
    return format_src(target, f["offset"], 1)


def reg_value(target, value, width):
    """The encoding LLVM reads a ``width``-dword register field as, or None if it is invalid:
    LLVM drops the low bits of a misaligned SGPR / ttmp range (s[55:56] reads as s[54:55])."""
    value = aligned_scalar(target.name, value, width)
    if value >= 128 or width == 1 or register_file(target.name, value, width) in _ANY_WIDTH:
        return value
    pair = special_names(target.name).get(value)
    return value if pair is not None and pair[1] == 2 else None


_ANY_WIDTH = ("s", "ttmp", "null")


def src_text(target, value, width, literal=None, cls=None):
    """format_src plus what LLVM's disassembler prints for scalar operands: 1/(2*pi) at binary64
    precision in 64-bit operands, and after a register outside the operand's class (default
    ``SReg_32``/``SReg_64``) LLVM's comment.
    Raises ValueError for an unknown encoding."""
    if value == INV_2PI and width == 2 and target.has("inv_2pi"):
        return "0.15915494309189532"
    text = format_src(target, value, width, literal)
    file = register_file(target.name, value, width)
    if file is None:
        return text
    return text + class_comment(cls or scalar_class(width), file)


def constant_bits32(value, literal):
    """The 32 bits LLVM decodes a constant encoding into for an operand that takes registers
    only (it prints them with /*Invalid immediate*/): integers, f32 floats, the literal."""
    if value == LITERAL:
        return literal
    if value <= 208:
        return value - 128 if value <= 192 else 192 - value
    return INV_2PI_F32 if value == INV_2PI else f32_bits(INLINE_FLOATS[value])


def _register_text(inst, target, spec, cls):
    value = inst.fields[spec.field]
    if value >= 128 and register_file(target.name, value, spec.width) is None:
        if inst.op.name in _REGISTER_ONLY:
            bits = constant_bits32(value, inst.literal)
            return print_imm32(target, bits) + INVALID_IMMEDIATE
        if value == LITERAL:
            return _print_literal(target, inst.literal, spec.width)
    return _operand_text(target.name, value, spec.width, cls)


def _print_literal(target, literal, width):
    """A literal as LLVM prints it: 32-bit operands as print_imm32, 64-bit ones (the literal
    zero-extended) in decimal up to 64, else in hex."""
    if width == 1:
        return print_imm32(target, literal)
    return str(literal) if literal <= 64 else f"0x{literal:x}"


# SOP1 sources LLVM declares as registers (SReg_32/SReg_64), not SSrc: a constant prints with
# /*Invalid immediate*/.
_REGISTER_ONLY = frozenset({"s_setpc_b64", "s_rfe_b64", "s_movrels_b32", "s_movrels_b64",
                            "s_cbranch_join"})


def _operand_class(spec):
    """LLVM's register class of a scalar register operand: scalar-memory data leaves out m0
    and exec (SReg_32_XM0_XEXEC, SReg_64_XEXEC), everything else is SReg_<bits>."""
    if spec.kind == "sdata" and spec.width <= 2:
        return scalar_class(spec.width, "_XM0_XEXEC" if spec.width == 1 else "_XEXEC")
    return scalar_class(spec.width)


# Operand kind -> printer(inst, target, spec): the operand's text, or None if not printed
# (register kinds: _register_text with their class, see _print_plan).
_PRINTERS = {
    "sbase": lambda inst, t, spec: _operand_text(t.name, 2 * inst.fields[spec.field],
                                                 spec.width, scalar_class(spec.width)),
    "hex": lambda inst, t, spec: f"0x{inst.fields[spec.field]:x}",
    "imm": lambda inst, t, spec: print_imm32(t, inst.fields[spec.field]),
    "u7": lambda inst, t, spec: print_imm32(t, inst.fields[spec.field]),
    "label": lambda inst, t, spec: str(inst.fields[spec.field]),
    "dec": lambda inst, t, spec: str(inst.fields[spec.field]) if inst.fields[spec.field]
    else None,
    "lit": lambda inst, t, spec: print_imm32(t, inst.literal),
    "waitcnt": lambda inst, t, spec: print_waitcnt(t, inst.fields["simm16"]),
    "hwreg": lambda inst, t, spec: print_hwreg(t, inst.fields["simm16"]),
    "sendmsg": lambda inst, t, spec: print_sendmsg(t, inst.fields["simm16"]),
    "gpr_idx": lambda inst, t, spec: print_gpr_idx(inst.fields[
        "ssrc1" if "ssrc1" in inst.fields else "simm16"]),
    "soffset": lambda inst, t, spec: _print_soffset(inst, t),
    "smrd_offset": lambda inst, t, spec: _print_smrd_offset(inst, t),
}


@lru_cache(maxsize=None)
def _print_plan(row):
    """((printer, spec) per operand, whether the row prints glc) of a row (a register
    operand's printer knows its register class)."""
    plan = []
    for spec in row.operands:
        if spec.kind in _REGISTER_KINDS:
            plan.append((partial(_register_text, cls=_operand_class(spec)), spec))
        else:
            plan.append((_PRINTERS[spec.kind], spec))
    return tuple(plan), "glc" in row.flags


def print_inst(inst, target, pc=0):
    """The text LLVM prints for a scalar instruction."""
    printers, glc = _print_plan(inst.op)
    parts = []
    for printer, spec in printers:
        text = printer(inst, target, spec)
        if text is not None:
            parts.append(text)
    text = inst.op.name
    if parts:
        text += " " + ", ".join(parts)
    if glc and inst.fields.get("glc"):
        text += " glc"
    return text


# ------------------------------------------------------------------------------ decode check

_LITERAL_KINDS = ("ssrc", "smrd_offset")


@lru_cache(maxsize=None)
def literal_fields(row, fmt):
    """The fields of ``fmt`` whose 255 means a literal dword follows for ``row``: its source
    operands (not an immediate such as s_set_gpr_idx_on's mode, not an ignored field)."""
    kinds = {spec.field: spec.kind for spec in row.operands}
    return tuple(name for name in fmt.literal_fields if kinds.get(name) in _LITERAL_KINDS)


def canonical(op, fmt, fields, target):
    """Make a decoded instruction's fields say what LLVM's text says (in place): the fields
    the row ignores are cleared (``free=`` flags; an SMEM offset's bits above its SGPR and the
    soffset field where they mean nothing) and register ranges are aligned (s[73:74] reads as
    s[72:73], a buffer resource at s[2:5] as s[0:3])."""
    ignored, ranges = _canonical_plan(op)
    for name in ignored:
        fields[name] = 0
    for field, scale, width in ranges:
        fields[field] = aligned_scalar(target.name, scale * fields[field], width) // scale
    if "soe" in fields and not fields["soe"]:
        fields["soffset"] = 0
        if not fields["imm"]:
            fields["offset"] &= 0x7F


@lru_cache(maxsize=None)
def _canonical_plan(row):
    """(the fields a row ignores (its ``free=`` flags), (field, encoding per field unit, width)
    of its register ranges wider than a dword: SMEM's sbase counts pairs, so a quad (buffer
    resource) at an odd pair reads as the aligned quad)."""
    ignored = tuple(flag[5:] for flag in row.flags if flag.startswith("free="))
    ranges = tuple((field, scale, width) for field, scale, width, spec in _register_plan(row)
                   if spec is None and width > 1)
    return ignored, ranges


_OFFSET_FIELDS = {"soffset": ("imm", "soe", "soffset", "offset"),
                  "smrd_offset": ("imm", "offset")}
_REGISTER_KINDS = ("sreg", "ssrc", "sdata")


@lru_cache(maxsize=None)
def _unused_fields(row, fmt):
    """Fields of ``fmt`` that ``row`` gives no meaning: LLVM rejects them when non-zero."""
    used = {"op", "nv"} | {flag[5:] for flag in row.flags if flag.startswith("free=")}
    for spec in row.operands:
        used.add(spec.field)
        used.update(_OFFSET_FIELDS.get(spec.kind, ()))
    if "glc" in row.flags:
        used.add("glc")
    return tuple(name for name, _, _ in fmt.fields if name not in used)


def check(inst, target):
    """Why LLVM would reject this scalar encoding, or None."""
    fields = inst.fields
    for name in _unused_fields(inst.op, inst.fmt):
        if fields[name]:
            return f"{inst.op.name}: field {name} must be zero"
    name = target.name
    for field, scale, width, spec in _register_plan(inst.op):
        if spec is None:
            value = scale * fields[field]
            if _operand_text(name, value, width) is None:
                return _no_operand(inst, value, width)
            continue
        for value, width in _registers(inst, spec):
            if _operand_text(name, value, width) is None:
                return _no_operand(inst, value, width)
    return None


def _no_operand(inst, value, width):
    return f"{inst.op.name}: no {width}-dword operand has encoding {value}"


@lru_cache(maxsize=None)
def _register_plan(row):
    """The operands of a row that name registers, in order: (field, encoding per field unit,
    width, None) where the field alone decides, (None, 0, 0, spec) where other fields do."""
    plan = []
    for spec in row.operands:
        if spec.kind in _REGISTER_KINDS or spec.kind == "sbase":
            plan.append((spec.field, 2 if spec.kind == "sbase" else 1, spec.width, None))
        elif spec.kind in _OFFSET_FIELDS:
            plan.append((None, 0, 0, spec))
    return tuple(plan)


@lru_cache(maxsize=None)
def _operand_text(target_name, value, width, cls=None):
    """The text of a register-field value as LLVM reads it for an operand of class ``cls``, or
    None if it names nothing."""
    t = get_target(target_name)
    try:
        value = reg_value(t, value, width)
        return None if value is None else src_text(t, value, width, 0, cls)
    except ValueError:
        return None


def _registers(inst, spec):
    """(encoding, width) of the registers an offset operand names."""
    fields = inst.fields
    if spec.kind == "soffset" and fields["soe"]:
        return ((fields["soffset"], 1),)
    if spec.kind == "soffset" and not fields["imm"]:
        return ((fields["offset"] & 0x7F, 1),)
    if spec.kind == "smrd_offset" and not fields["imm"] and inst.literal is None:
        return ((fields["offset"], 1),)
    return ()
