"""64-bit VALU instructions (VOP3A/B, VOP3P, MAI): print and decode as LLVM does (the parser is
vop64_parse.py).

Each opcode row lists its operands as ``field:kind:width`` (tools/isa_probe/vop64.py derives
them from llvm-mc-19). Destination kinds: ``v`` VGPR, ``s`` SGPR (compares, v_readlane,
carry-out ``sdst``), ``a`` AGPR, ``c`` AGPR if acc_cd else VGPR (MFMA). Source kinds are letter
sets: ``v`` VGPR, ``s`` SGPR or integer constant, ``f`` float constants too, ``a`` abs, ``n`` neg,
``e`` sext (neg bit of an integer operand), ``A`` AGPR, ``x`` AGPR if the source's acc bit is
set, ``c`` AGPR if acc_cd. Row flags: ``e64``
(LLVM prints the suffix), ``clamp``, ``omod``, ``op_sel=MASK`` (gfx9 VOP3 op_sel bits), ``neg``
(MFMA blgp printed as neg:[..]), ``fmt=VOP3B``/``fmt=MAI``.

LLVM decodes whatever a field holds: modifier bits an operand has no use for are ignored (the
decoder clears them, so the semantics ignore them too), and a register outside an operand's
register class prints with LLVM's comment (regclass.py).

    v_fma_f16 v1, -v2, |s3|, 1.0 op_sel:[1,0,0,1] clamp
      <-> VOP3 op 0x206, vdst 1, src0 258 neg bit 0, src1 3 abs bit 1, src2 242, op_sel 0b1001
"""
from functools import lru_cache

from ..isa.operands import INV_2PI, VGPR_BASE, aligned_scalar, reg_text
from ..isa.record import agpr_operand
from .regclass import register_file, scalar_class, vector_class
from .valu import (OMOD_TEXT, array_text, format_valu_src, reg_names, register_only_text,
                   source_text, with_modifiers)
# parse is this family's parser (gcnsim/asm/families.py), written in vop64_parse.py.
from .vop64_parse import SRC_FIELDS, is_mix, op_sel_mask, op_sel_raw, parse  # noqa: F401


@lru_cache(maxsize=None)
def row_info(row):
    """(printed name, operand specs, source specs) of a row, computed once."""
    name = row.name + ("_e64" if "e64" in row.flags else "")
    srcs = tuple(s for s in row.operands if s.field in SRC_FIELDS)
    return name, row.operands, srcs


# ---------------------------------------------------------------- operand classes and types

# Source kinds LLVM declares as registers of a class (None: by the acc_cd bit), and whether a
# constant is still an operand there (else it prints with /*Invalid immediate*/).
_SOURCE_CLASSES = {"s": ("SReg_1_XEXEC", False), "sf": ("SReg_32", True),
                   "A": ("AGPR_32", False)}
def _source_role(kind, width, fmt):
    """(register class or None for 'by acc_cd', whether constants are operands) of a source,
    or None for an operand that takes any source."""
    if kind in _SOURCE_CLASSES:
        return _SOURCE_CLASSES[kind]
    if "x" in kind:
        return vector_class("av", width), False
    if "c" in kind:
        return None, True
    if kind == "v":
        if fmt == "VOP3" and width == 1:
            return "VRegOrLds_32", False     # v_readlane_b32's lane data
        return vector_class("v", width), False
    return None


def _source_type(row, kind):
    """``i16`` for a 16-bit integer source (kind ``sv``: no float constants), whose inline float
    encodings print as their f16 bits (0x3c00); ``f64`` for the C matrix of a double MFMA
    (1/(2*pi) prints at double precision, whatever the tuple's width); else None (the constant
    prints as its width says)."""
    if kind == "sv":
        return "i16"
    return "f64" if "c" in kind and "_f64" in row.name else None


@lru_cache(maxsize=None)
def _operand_plan(row, fmt):
    """Per printed operand of a row: (field, source index or -1 for a destination, register
    names when VGPR values print plainly, spec, whether neg prints as sext, role (see
    _source_role; destinations: the scalar class of an SGPR destination), constant type);
    and the number of sources."""
    plan = []
    index = 0
    for spec in row.operands:
        kind, width = spec.kind, spec.width
        if spec.field not in SRC_FIELDS:
            scalar = spec.field == "sdst" or kind == "s"
            fixed = not scalar and kind in ("a", "v")
            role = (scalar_class(width), False) if scalar else None
            plan.append((spec.field, -1, reg_names(kind, width) if fixed else None, spec,
                         False, role, None))
            continue
        role = _source_role(kind, width, fmt)
        plain = role is None or kind in ("A", "v")
        names = reg_names("a" if kind == "A" else "v", width) if plain else None
        plan.append((spec.field, index, names, spec, "e" in kind, role,
                     _source_type(row, kind)))
        index += 1
    return tuple(plan), index


def _vector_file(inst, kind, index):
    """'a' or 'v': the register file of a vector source or destination value."""
    return "a" if agpr_operand(kind, inst.fields, index) else "v"


# ---------------------------------------------------------------- printing

def _dst_text(target, inst, spec, role):
    value = inst.fields[spec.field]
    if role is not None:
        return register_only_text(target, value, spec.width, inst.literal, role[0])
    return reg_text(_vector_file(inst, spec.kind, 0), value, spec.width)


def _src_text(target, inst, spec, index, role, ftype, packed=False):
    value = inst.fields[spec.field]
    width = spec.width
    if role is None or role[1] and value < VGPR_BASE and \
            register_file(target.name, value, width) is None:
        if value >= VGPR_BASE:
            return reg_text(_vector_file(inst, spec.kind, index), value - VGPR_BASE, width)
        if packed and value == INV_2PI:
            width = 1                                   # packed: 1/(2*pi) prints short
        if ftype is not None:
            return format_valu_src(target, value, width, inst.literal, ftype)
        return source_text(target, value, width, inst.literal)
    cls = role[0]
    file = _vector_file(inst, spec.kind, index)
    if cls is None:
        cls = vector_class(file, width)
    return register_only_text(target, value, width, inst.literal, cls, file)


def _source(target, inst, plan_item):
    """The text of one source, modifiers included."""
    field, index, names, spec, sext, role, ftype = plan_item
    f = inst.fields
    value = f[field]
    if names is not None and value >= VGPR_BASE:
        text = names[value - VGPR_BASE]
    else:
        text = _src_text(target, inst, spec, index, role, ftype)
    negs, abses = f.get("neg", 0), f.get("abs", 0)
    if not ((negs | abses) >> index) & 1:
        return text
    neg = (negs >> index) & 1
    if neg and sext:
        text, neg = f"sext({text})", 0
    return with_modifiers(text, neg, (abses >> index) & 1, _is_constant(target, value))


def _is_constant(target, value):
    return value < VGPR_BASE and register_file(target.name, value, 1) is None


def _print_vop3(inst, target, name):
    f = inst.fields
    mods = f.get("neg", 0) | f.get("abs", 0)
    out = []
    plan, nsrc = _operand_plan(inst.op, "VOP3")
    for item in plan:
        field, index, names = item[0], item[1], item[2]
        value = f[field]
        if names is not None and (index < 0 or value >= VGPR_BASE and not (mods >> index) & 1):
            out.append(names[value - VGPR_BASE if index >= 0 else value])
        elif index >= 0:
            out.append(_source(target, inst, item))
        else:
            out.append(_dst_text(target, inst, item[3], item[5]))
    text = name + (" " + ", ".join(out) if out else "")
    if f.get("op_sel"):
        sel = f["op_sel"]
        if op_sel_raw(inst.op, nsrc):
            text += " " + array_text("op_sel", sel, 4)
        else:
            bits = (sel & ((1 << nsrc) - 1)) | (((sel >> 3) & 1) << nsrc)
            text += " " + array_text("op_sel", bits, nsrc + 1)
    if f.get("clamp"):
        text += " clamp"
    if f.get("omod"):
        text += " " + OMOD_TEXT[f["omod"]]
    return text


def _operand_texts(target, inst, fmt, packed=False):
    """The operands of a VOP3P or MAI instruction (VOP3P: without v_mad_mix modifiers)."""
    out = []
    for field, index, _, spec, _, role, ftype in _operand_plan(inst.op, fmt)[0]:
        if index < 0:
            out.append(_dst_text(target, inst, spec, role))
        else:
            out.append(_src_text(target, inst, spec, index, role, ftype, packed))
    return out


def _print_vop3p(inst, target, name, nsrc):
    f = inst.fields
    mix = is_mix(inst.op)
    out = _operand_texts(target, inst, "VOP3P", packed=True)
    if mix:
        first = len(out) - nsrc
        for index in range(nsrc):
            value = f[SRC_FIELDS[index]]
            out[first + index] = with_modifiers(out[first + index], (f["neg_lo"] >> index) & 1,
                                                (f["neg_hi"] >> index) & 1,
                                                _is_constant(target, value))
    text = name + (" " + ", ".join(out) if out else "")
    if not nsrc or name.startswith("v_accvgpr"):
        return text + (" clamp" if f["clamp"] else "")
    hi = f["op_sel_hi"] | (f["op_sel_hi2"] << 2)
    full = (1 << nsrc) - 1
    if f["op_sel"] & full:
        text += " " + array_text("op_sel", f["op_sel"], nsrc)
    if (hi & full) != (0 if mix else full):
        text += " " + array_text("op_sel_hi", hi, nsrc)
    if not mix:
        for key in ("neg_lo", "neg_hi"):
            if f[key] & full:
                text += " " + array_text(key, f[key], nsrc)
    return text + (" clamp" if f["clamp"] else "")


def _print_mai(inst, target, name):
    f = inst.fields
    text = name + " " + ", ".join(_operand_texts(target, inst, "MAI"))
    if f["cbsz"]:
        text += f" cbsz:{f['cbsz']}"
    if f["abid"]:
        text += f" abid:{f['abid']}"
    if f["blgp"]:
        if "neg" in inst.op.flags:
            text += " " + array_text("neg", f["blgp"], 3)
        else:
            text += f" blgp:{f['blgp']}"
    return text


def print_inst(inst, target, pc=0):
    """The text LLVM prints for a VOP3/VOP3P/MAI instruction."""
    name, _, srcs = row_info(inst.op)
    fmt = inst.fmt.name
    if fmt == "MAI":
        return _print_mai(inst, target, name)
    if fmt == "VOP3P":
        return _print_vop3p(inst, target, name, len(srcs))
    return _print_vop3(inst, target, name)


# ---------------------------------------------------------------- decoding

def check(inst, target):
    """Why LLVM rejects this encoding, or None: a clamp or omod the opcode has not, a field or
    modifier of a source the opcode has not (VOP3 and VOP3P), a modifier LLVM fixes at zero
    (VOP3 _ignored_modifiers, v_accvgpr's packed modifiers)."""
    f = inst.fields
    if inst.fmt.name == "MAI":
        return _check_mai(inst.op, f)
    if inst.fmt.name == "VOP3P":
        # a source the row has not: its field and its neg_lo, neg_hi and op_sel bits
        unused = _check_plan(inst.op)[2]
        if (f["neg_lo"] | f["neg_hi"] | f["op_sel"]) & unused or any(f[n]
                                                                    for n in _UNUSED[unused]):
            return "unused source field is not zero"
        if inst.op.name in _NO_PACKED_MODIFIERS and f["neg_lo"] | f["neg_hi"] | f["op_sel"]:
            return f"{inst.op.name}: neg_lo, neg_hi and op_sel are fixed at zero"
        return None
    if inst.fmt.enc != "VOP3":
        return None
    abs_ok, neg_ok, unused, clamp, omod, op_sel = _check_plan(inst.op)
    if (f.get("abs", 0) | f.get("neg", 0)) & unused or any(f[n] for n in _UNUSED[unused]):
        return "unused source field is not zero"
    if _tied_src2(inst.op) and f["src2"]:
        return "the tied src2 field is not zero"
    if f.get("abs", 0) & ~abs_ok or f.get("neg", 0) & ~neg_ok:
        return "abs or neg on a source without that modifier"
    if op_sel and not op_sel_raw(inst.op, 3) and f.get("op_sel", 0) & unused:
        return "op_sel of a source the opcode has not"
    if f.get("clamp") and not clamp:
        return "clamp on an opcode without clamp"
    if f.get("omod") and not omod:
        return "omod on an opcode without omod"
    return None


# VOP3P rows whose source takes no packed modifier: LLVM fixes neg_lo, neg_hi and op_sel at
# zero (op_sel_hi it ignores).
_NO_PACKED_MODIFIERS = ("v_accvgpr_read_b32", "v_accvgpr_write_b32")


def _check_mai(row, f):
    """Why LLVM rejects a MFMA word: a register range past the last VGPR or AGPR, a blgp on
    v_smfmac (which has none)."""
    if f["blgp"] and row.name.startswith("v_smfmac"):
        return "v_smfmac has no blgp"
    for spec in row.operands:
        value = f[spec.field]
        index = value if spec.field == "vdst" else value - 256 if value >= 256 else None
        if index is not None and index + spec.width > 256:
            return f"{row.name}: registers past the last one"
    return None


def canonical(op, fmt, fields, target):
    """Make a decoded instruction's fields say what LLVM's text says (in place): abs and neg
    bits LLVM drops (_ignored_modifiers) and op_sel bits of VOP3 rows without op_sel are
    cleared, so are the fields LLVM
    reads nothing from (_canonical_plan), and scalar register ranges starting at an odd
    register read as the aligned ones (s[73:74] -> s[72:73])."""
    plan = _canonical_plan(op, fmt)
    if plan is None:
        return
    masks, cleared, ranges = plan
    for name, keep in masks:
        fields[name] &= keep
    for name in cleared:
        fields[name] = 0
    for field, width in ranges:
        if fields[field] < VGPR_BASE:
            fields[field] = aligned_scalar(target.name, fields[field], width)


@lru_cache(maxsize=None)
def _canonical_plan(row, fmt):
    """((field, the bits LLVM reads) of the VOP3 modifier fields, the fields LLVM ignores, the
    scalar ranges to align) of a row, or None if there is nothing to do: the abs and neg bits
    LLVM drops, op_sel bits of a row without op_sel (those of absent sources and the modifiers
    LLVM fixes at zero are check()'s, and the src2 field where it is the destination's old
    value, gfx942 v_cvt_sr_*, which LLVM fixes at zero); v_accvgpr_*'s clamp bit."""
    masks, cleared = (), ()
    if fmt.name == "VOP3P" and row.name.startswith("v_accvgpr"):
        cleared = ("clamp",)
    elif fmt.enc == "VOP3":
        abs_ok, neg_ok, unused, _, _, op_sel = _check_plan(row)
        names = {name for name, _, _ in fmt.fields}
        ignored = _ignored_modifiers(row)
        masks = (("abs", 0b111 & ~(ignored & ~abs_ok)), ("neg", 0b111 & ~(ignored & ~neg_ok)),
                 ("op_sel", op_sel | (unused if op_sel and not op_sel_raw(row, 3) else 0)))
        masks = tuple((name, keep) for name, keep in masks if name in names)
    ranges = _scalar_ranges(row)
    return (masks, cleared, ranges) if masks or cleared or ranges else None


def _tied_src2(row):
    _, _, srcs = row_info(row)
    return len(srcs) == 2 and op_sel_raw(row, 2)


@lru_cache(maxsize=None)
def _scalar_ranges(row):
    """(field, width) of the operands of a row wider than a dword that may name SGPR ranges
    (LLVM reads a 1024-bit operand's SGPR field as one register: no such class)."""
    return tuple((spec.field, spec.width) for spec in row.operands
                 if 1 < spec.width <= 16 and (spec.field in SRC_FIELDS or spec.field == "sdst"
                                              or spec.kind == "s"))


@lru_cache(maxsize=None)
def _ignored_modifiers(row):
    """The sources (bit mask) whose abs and neg bits LLVM decodes and drops: in a row with
    op_sel every source but a lane mask (v_cndmask's src2), in another row with modifiers the
    sources with some (abs, neg or sext), and the tied src2 and the sources of the
    accumulating dot rows (v_dot4c_i32_i8) always; elsewhere the bits are fixed at zero (the
    word is no instruction: v_cmp_class's class mask, a row without modifiers)."""
    abs_ok, neg_ok, _, _, _, op_sel = _check_plan(row)
    _, _, srcs = row_info(row)
    tied = 0b100 if _tied_src2(row) else 0
    if row.name.startswith("v_dot"):        # the accumulating dot rows (v_dot4c_i32_i8...)
        return (1 << len(srcs)) - 1 | tied
    if not (abs_ok | neg_ok | op_sel):
        return 0
    return tied | sum(1 << i for i, spec in enumerate(srcs)
                      if spec.kind != "s" and (op_sel or set(spec.kind) & set("ane")))


# Bit mask of the unused sources -> their fields.
_UNUSED = {mask: tuple(SRC_FIELDS[i] for i in range(3) if mask >> i & 1)
           for mask in (0, 0b100, 0b110, 0b111)}


@lru_cache(maxsize=None)
def _check_plan(row):
    """(sources that take abs, sources that take neg or sext, unused sources (bit masks; a
    tied src2 is ignored, not unused); whether clamp, omod are allowed; the op_sel mask) of a
    VOP3 row."""
    _, _, srcs = row_info(row)
    abs_ok = sum(1 << i for i, spec in enumerate(srcs) if "a" in spec.kind)
    neg_ok = sum(1 << i for i, spec in enumerate(srcs) if "n" in spec.kind or "e" in spec.kind)
    unused = 0b111 & ~((1 << len(srcs)) - 1) & ~(0b100 if _tied_src2(row) else 0)
    return (abs_ok, neg_ok, unused, "clamp" in row.flags, "omod" in row.flags,
            op_sel_mask(row))
