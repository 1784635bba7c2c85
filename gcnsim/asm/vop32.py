"""VOP1/VOP2/VOPC (_e32) and their SDWA and DPP forms: LLVM's text <-> field values (the
SDWA and DPP forms themselves are in vop32_ext.py).

Operand kinds of the rows (tools/isa_probe/vop32.py): ``v``/``s``/``a`` registers (a ``vdst``
or a ``vsrc1``), ``vcc`` (implicit, printed), ``k`` (v_madmk's literal) and the source types
``f16 i16 f32 i32 f64 i64`` (gcnsim/asm/valu.py): a ``src0`` of a type is any 9-bit source, a
``vsrc1`` of a type a VGPR (an SGPR or constant too in SDWA). An e32 form takes no modifiers:
anything LLVM would encode as VOP3 (an SGPR in src1, a non-VCC carry, ``clamp``) is an
OperandMismatch, so the assembler goes on to the vop64 family (an unsuffixed line no e32 row
fits is handed to vop64 here, before an error is built: the common case for VOP3-only
operands).

    v_add_f32 v0, s1, v2            -> VOP2 {op: 1, vdst: 0, src0: 1, vsrc1: 2}
    v_mov_b32_dpp v1, v2 row_shl:1  -> VOP1_DPP {src0: 2, dpp_ctrl: 0x101, row_mask: 15, ...}
"""
from functools import lru_cache

from ..errors import OperandMismatch
from ..isa.formats import enc_families, format_named
from ..isa.opcodes import op_table
from ..isa.operands import LITERAL, VGPR_BASE, aligned_scalar, parse_int, parse_reg
from ..isa.record import SDWA_DWORD
from . import vop64
from .instruction import Instruction
from .regclass import class_comment, in_class, register_file
from .symbols import is_label_expression, label_literal
from .valu import (check_constant_bus, check_lds_direct, folded_constant, format_valu_src,
                   implicit_reads, literal_bits, omod_value, parse_valu_src, reg_names,
                   register_only_text, split_modifiers, split_sext)
from .vop32_ext import (DPP_DEFAULTS, DST_UNUSED_UNDEFINED, SDWA_DEFAULTS, dpp_text,
                        dropped_modifiers, ignored_modifiers, is_vcc, mismatch, parse_ext, print_ext,
                        reg_operand_text, reg_value, scalar_reads, sdwa_text)


def print_inst(inst, target, pc=0):
    """LLVM's text of a VOP1/VOP2/VOPC instruction in any of its forms."""
    return _print_cached(inst, target)


@lru_cache(maxsize=64)
def _print_cached(inst, target):
    """The decoder asks check() (which prints) and then print_inst for the same instruction:
    the second is a look-up (instructions hash by identity)."""
    form = _form_of(inst.fmt)
    if not inst.op.operands:
        return inst.op.name
    if form == "_sdwa":
        return print_ext(inst, target, "_sdwa", sdwa_text(inst))
    if form == "_dpp":
        return print_ext(inst, target, "_dpp", dpp_text(inst, target))
    f = inst.fields
    parts = []
    mnemonic, printers = _e32_printers(inst.op)
    for mode, field, names, o in printers:
        if mode is _NAMED:
            parts.append(names[f[field]])
        elif mode is _SRC0:
            value = f["src0"]
            parts.append(names[value - VGPR_BASE] if value >= VGPR_BASE else
                         format_valu_src(target, value, o.width, inst.literal, o.kind))
        elif mode is _TEXT:
            parts.append(field)
        elif mode is _K:
            parts.append(f"0x{inst.literal:x}")
        elif mode is _REG_ONLY:
            parts.append(register_only_text(target, f[field], o.width, inst.literal, names))
        elif mode is _CLASSED:
            value = f[field]
            found = register_file(target.name, value, o.width)
            text = (reg_names("v", o.width)[value - VGPR_BASE] if value >= VGPR_BASE else
                    format_valu_src(target, value, o.width, inst.literal, o.kind))
            parts.append(text + (class_comment(names, found) if found else ""))
        else:
            parts.append(reg_operand_text(target, o, f[field]))
    return mnemonic + (" " + ", ".join(parts) if parts else "")


_NAMED, _SRC0, _TEXT, _K, _REG_ONLY, _CLASSED, _OTHER = ("named", "src0", "text", "k", "reg",
                                                         "classed", "other")
# Operands LLVM declares as registers of a class where the field could name any source: a
# constant prints with /*Invalid immediate*/ (a 255 reads the literal), another register
# with LLVM's class comment; the assembler refuses both, as llvm-mc does.
_REGISTER_ONLY = {("v_readfirstlane_b32", "vdst"): "SReg_32",
                  ("v_readfirstlane_b32", "src0"): "VRegOrLds_32",
                  ("v_swap_b32", "src0"): "VGPR_32", ("v_accvgpr_mov_b32", "src0"): "AGPR_32",
                  # gfx7's VOP2 lane access and VOP1 relative reads (LLVM's VOP_READLANE,
                  # VOP_MOVRELS and VOP_MOVRELSD profiles)
                  ("v_readlane_b32", "vdst"): "SReg_32", ("v_readlane_b32", "src0"): "VRegOrLds_32",
                  ("v_movrels_b32", "src0"): "VGPR_32", ("v_movrelsd_b32", "src0"): "VGPR_32"}
# Sources of a scalar class that still take constants (SCSrc_b32): another register prints
# with LLVM's class comment and the assembler refuses it.
_CLASS_ONLY = {("v_writelane_b32", "src0"): "SReg_32"}


@lru_cache(maxsize=None)
def _e32_printers(op):
    """(mnemonic, per operand (how it prints, field (or its fixed text), register names
    indexed by the field value, spec)) of an e32 row."""
    out = []
    for o in op.operands:
        if (op.name, o.field) in _REGISTER_ONLY:
            out.append((_REG_ONLY, o.field, _REGISTER_ONLY[op.name, o.field], o))
        elif (op.name, o.field) in _CLASS_ONLY:
            out.append((_CLASSED, o.field, _CLASS_ONLY[op.name, o.field], o))
        elif o.kind == "vcc":
            out.append((_TEXT, "vcc", None, o))
        elif o.field == "k":
            out.append((_K, o.field, None, o))
        elif o.field == "src0" and o.kind != "a":
            out.append((_SRC0, o.field, reg_names("v", o.width), o))
        elif o.kind == "v" or o.kind == "a" and o.field != "src0":
            out.append((_NAMED, o.field, reg_names(o.kind, o.width), o))
        else:
            out.append((_OTHER, o.field, None, o))
    return op.name if "bare" in op.flags else op.name + "_e32", tuple(out)


@lru_cache(maxsize=None)
def _form_of(fmt):
    """The suffix of a format's form: ``_sdwa``, ``_dpp`` or ``_e32``."""
    for suffix in ("_sdwa", "_dpp"):
        if fmt.name.endswith(suffix.upper()):
            return suffix
    return "_e32"


def check(inst, target):
    """Why LLVM rejects this encoding, or None."""
    problem = _check_plan(inst.op, inst.fmt)
    if problem:
        return problem
    fields = inst.fields
    for name in _zero_fields(inst.op, inst.fmt):
        if fields[name]:
            return f"{inst.op.name}: field {name} must be zero"
    if "sdwa_nodst" in inst.op.flags and fields.get("dst_sel", SDWA_DWORD) != SDWA_DWORD:
        return f"{inst.op.name}: SDWA dst_sel is fixed at DWORD"
    try:
        print_inst(inst, target)
    except (ValueError, KeyError, IndexError):
        return "invalid operand encoding"
    return None


@lru_cache(maxsize=None)
def _check_plan(op, fmt):
    """The reason LLVM rejects every instruction of this row in this format, or None."""
    flags = op.flags
    form = _form_of(fmt)
    if not op.operands:
        return None
    if form == "_sdwa" and "sdwa" not in flags:
        return f"{op.name} has no SDWA form"
    if form == "_dpp" and "dpp" not in flags and "dpp64" not in flags:
        return f"{op.name} has no DPP form"
    return None


_SRC1_FIELDS = ("src1_sel", "src1_sext", "src1_neg", "src1_abs", "s1")


@lru_cache(maxsize=None)
def _zero_fields(op, fmt):
    """The fields LLVM's encoding of a row in a format fixes at zero: the vdst of a row
    without operands (v_nop, v_clrexcp; LLVM ignores their other fields); in SDWA and DPP, the modifiers a source's type gives no meaning (sext of a float, neg and
    abs of an integer: vop32_ext.ignored_modifiers), the second source's fields of a VOP1,
    and a SDWA omod where the result is no float (LLVM's HasSDWAOMod)."""
    names = [name for name, _, _ in fmt.fields]
    if not op.operands:
        return ("vdst",) if "vdst" in names else ()
    if fmt.name == op.enc:
        return ()
    dropped = dropped_modifiers(op, fmt)
    zero = [name for name in ignored_modifiers(op, fmt) if name not in dropped]
    if op.enc == "VOP1":
        zero += [name for name in _SRC1_FIELDS if name in names]
    if "omod" in names and not _float_result(op.name):
        zero.append("omod")
    return tuple(zero)


def _float_result(name):
    """Whether a VOP1/VOP2 row's result is a float: the first type in its name (the
    destination's: v_cvt_u16_f16 gives an integer, v_ldexp_f16 a float)."""
    for part in name.split("_")[1:]:
        if part[:1] in "fiub" and part[1:].isdigit():
            return part[0] == "f"
    return False


def canonical(op, fmt, fields, target):
    """Make a decoded instruction's fields say what LLVM's text says (in place): the reserved
    SDWA/DPP bits, the fields of a row without operands but its vdst, and the modifiers LLVM
    drops (vop32_ext.dropped_modifiers) are cleared (the other modifiers a source's type gives
    no meaning make no instruction: check), dst_unused 3 reads as
    UNUSED_PAD (as LLVM prints it), an e32 64-bit SGPR source starting at an odd register
    reads as the aligned pair (VGPR tuples stay as they are), and a SDWA compare's sdst
    field means nothing unless its sd bit is set."""
    cleared, src0, ext = _canonical_plan(op, fmt)
    for name in cleared:
        fields[name] = 0
    if src0:
        fields["src0"] = aligned_scalar(target.name, fields["src0"], src0)
    if ext:
        if "sd" in fields:
            fields["sdst"] = aligned_scalar(target.name, fields["sdst"], 2) if fields["sd"] else 0
        if fields.get("dst_unused") == DST_UNUSED_UNDEFINED:
            fields["dst_unused"] = 0


@lru_cache(maxsize=None)
def _canonical_plan(op, fmt):
    """(the fields to clear, the width of an e32 src0 wider than a dword (else 0), whether the
    format is SDWA/DPP) of a row in a format."""
    ext = fmt.name != op.enc
    if not op.operands:
        return tuple(name for name, _, _ in fmt.fields if name not in ("op", "vdst")), 0, False
    reserved = tuple(n for n, _, _ in fmt.fields if n in ("sdwa_r0", "sdwa_r1", "dpp_r"))
    src0 = next((o.width for o in op.operands if o.field == "src0"), 1)
    return reserved + dropped_modifiers(op, fmt), 0 if ext or src0 == 1 else src0, ext


@lru_cache(maxsize=None)
def literal_fields(op, fmt):
    """The fields whose 255 reads a literal dword: src0, and v_readfirstlane's destination
    (LLVM decodes it as any scalar source); none for v_nop (no operands)."""
    if not op.operands:
        return ()
    if (op.name, "vdst") in _REGISTER_ONLY and fmt.name == op.enc:
        return fmt.literal_fields + ("vdst",)
    return fmt.literal_fields


def parse(ctx, rows, form, tokens):
    """Encode the operand tokens as one of ``rows`` in the form written (e32 by default)."""
    if form is None:
        form, promoted = _implied_form(tokens)
        if promoted:
            return _parse_promoted(ctx, rows, tokens)
    if form in (None, "_e32", "_e64"):
        try:
            return _parse_e32_rows(ctx, rows, form, tokens)
        except OperandMismatch:
            # sext of a register: only SDWA encodes it (a constant's sext was dropped above)
            if form is not None or not ctx.target.has("sdwa") or \
                    not any(split_sext(t.text)[1] for t in tokens):
                raise
        form = "_sdwa"
    errors = []
    for op in rows:
        try:
            return parse_ext(ctx.target, op, form, tokens)
        except OperandMismatch as err:
            errors.append(err.near(tokens))
    raise max(errors, key=lambda e: e.column or 0)


def _parse_e32_rows(ctx, rows, form, tokens):
    """The e32 instruction of the first row that fits. A line no e32 row fits (unsuffixed or
    ``_e64``) goes on to VOP3 here, as the assembler would next: no exception is built for the
    common ``v_add_f32 v0, s1, s2``; if VOP3 does not fit either, the e32 error is raised and
    the assembler finds the same VOP3 error itself."""
    misses = []
    if form != "_e64":
        for op in rows:
            found = _try_e32(ctx, op, tokens)
            if type(found) is Instruction:
                return found
            misses.append(found)
    if form != "_e32":
        vop3 = _vop3_rows(ctx.target, rows[0])
        if vop3:
            try:
                return vop64.parse(ctx, vop3, form, tokens)
            except OperandMismatch:
                pass
    if form == "_e64":
        raise OperandMismatch("not a 32-bit encoding", token=tokens[0].text if tokens else None,
                              column=tokens[0].column if tokens else None)
    errors = [_miss_error(miss, tokens) for miss in misses]
    raise max(errors, key=lambda e: e.column or 0)


@lru_cache(maxsize=None)
def _vop3_rows(target, row):
    """The rows the assembler hands vop64 for the mnemonic of ``row``."""
    families = enc_families(target.name)
    return [r for r in op_table(target.name).named(row.name) if families[r.enc] == "vop64"]


def _miss_error(miss, tokens):
    """The OperandMismatch of a row that did not fit (``miss``: an OperandMismatch, or
    (message, token, expected) placed at the token)."""
    if isinstance(miss, OperandMismatch):
        return miss.near(tokens)
    message, tok, expected = miss
    return OperandMismatch(message, token=tok.text if tok else None,
                           column=tok.column if tok else None, expected=expected).near(tokens)


def _parse_promoted(ctx, rows, tokens):
    """An unsuffixed mnemonic with clamp or an output modifier: LLVM tries VOP3, then SDWA
    (``v_and_b32 v1, v2, v3 clamp`` is SDWA: its VOP3 form has no clamp)."""
    errors = []
    vop3 = [r for r in op_table(ctx.target.name).named(rows[0].name) if r.enc == "VOP3"]
    for parser, form_rows, form in ((vop64.parse, vop3, None), (parse, rows, "_sdwa")):
        if form_rows and (form is None or ctx.target.has("sdwa")):
            try:
                return parser(ctx, form_rows, form, tokens)
            except OperandMismatch as err:
                errors.append(err)
    if not errors:
        tok = next(t for t in tokens if t.text == "clamp" or omod_value(t.text) is not None)
        raise mismatch("invalid operand for instruction", tok, "no output modifiers")
    raise max(errors, key=lambda e: e.column or 0)


_DPP_HEADS = frozenset(DPP_DEFAULTS) | {"quad_perm", "row_shl", "row_shr", "row_ror",
                                        "wave_shl", "wave_rol", "wave_shr", "wave_ror",
                                        "row_mirror", "row_half_mirror", "row_bcast",
                                        "row_newbcast"}


@lru_cache(maxsize=1 << 12)
def _token_form(text):
    """What one token says of an unsuffixed line's form: ``_dpp``/``_sdwa`` for their options,
    "promoted" for clamp and output modifiers, else None."""
    head = text.split(":", 1)[0]
    if head in _DPP_HEADS:
        return "_dpp"
    if head in SDWA_DEFAULTS:
        return "_sdwa"
    if text == "clamp" or omod_value(text) is not None:
        return "promoted"
    return None


def _implied_form(tokens):
    """(``_dpp``/``_sdwa`` when DPP or SDWA options follow an unsuffixed mnemonic, else None;
    whether clamp or an output modifier asks for VOP3 or SDWA instead)."""
    promoted = False
    for tok in tokens:
        form = _token_form(tok.text)
        if form == "promoted":
            promoted = True
        elif form is not None:
            return form, False
    return None, promoted


@lru_cache(maxsize=None)
def _e32_plan(op, target):
    """(format, (operand role, spec) in order, whether the constant bus needs a check) of a
    row's e32 form: what parsing one line of it does not have to work out again."""
    roles = []
    for o in op.operands:
        if o.kind == "vcc":
            roles.append(("vcc", o))
        elif o.field == "k":
            roles.append(("k", o))
        elif o.field == "src0" and o.kind != "a":
            roles.append(("src", o))
        else:
            roles.append(("reg", o))
    src0 = next((i for i, o in enumerate(op.operands) if o.field == "src0"), len(roles))
    scalar_slots = sum(1 for i, (role, o) in enumerate(roles) if role in ("src", "k") or
                       role == "vcc" and i > src0 or o.field == "vsrc1" and o.kind == "s")
    scalar_slots += len(implicit_reads(op.name))
    return format_named(target, op.enc), tuple(roles), scalar_slots > 1


def _try_e32(ctx, op, tokens):
    """The e32 Instruction of ``op`` for the tokens, or why it does not fit (a miss for
    _miss_error)."""
    target = ctx.target
    fmt, roles, bus = _e32_plan(op, target)
    n = len(roles)
    if len(tokens) != n:
        tok = tokens[min(n, len(tokens) - 1)] if tokens else None
        return (f"{op.name} takes {n} operands here", tok,
                " ".join(o.field for o in op.operands))
    fields = {"op": op.opcode}
    literal = None
    for (role, o), tok in zip(roles, tokens):
        if role == "src":
            found = _valu_src(target, tok.text, o.kind, o.width)
            if type(found) is not tuple:
                found = _folded_src(ctx, tok, o, found)
                if type(found) is not tuple:
                    return found
            cls = _REGISTER_ONLY.get((op.name, o.field))
            if cls is not None and (found[1] is not None or not in_class(
                    cls, register_file(target, found[0], o.width))):
                return "invalid operand for instruction", tok, f"a register of class {cls}"
            cls = _CLASS_ONLY.get((op.name, o.field))
            if cls is not None and not in_class(cls, register_file(target, found[0], o.width)):
                return "invalid operand for instruction", tok, f"a constant or {cls}"
            check_lds_direct(target, op.name, o.field, found[0], tok)
            fields["src0"], lit = found
            if lit is not None:
                if literal is not None and literal != lit:
                    return "only one literal", tok, "the same literal"
                literal = lit
        elif role == "reg":
            value = reg_value(target, tok.text, o.kind, o.width, o.field)
            if type(value) is not int:
                return value[0], tok, value[1]
            fields[o.field] = value
        elif role == "vcc":
            if not is_vcc(target, tok.text):
                return "carry/compare operand must be vcc in e32", tok, "vcc"
        else:
            try:
                k = literal_bits(tok.text, o.kind)
            except OperandMismatch as err:
                return err
            if literal is not None and literal != k:
                return "only one literal", tok, "the same literal"
            literal = k
    if bus:
        try:
            check_constant_bus(scalar_reads(op, tokens, fields, literal),
                               _literal_token(op, tokens))
        except OperandMismatch as err:
            return err
    return Instruction(op, fmt, fields, literal)


def _folded_src(ctx, tok, o, miss):
    """(encoding, literal) of an e32 source token that is no plain register or constant: a
    constant with float modifiers (or an integer's sext), folded into it as llvm-mc folds
    them, or a label expression; else ``miss`` (the OperandMismatch of the plain reading)."""
    core, sext = split_sext(tok.text)
    if sext and o.kind == "i32" and ctx.target.has("sdwa") and parse_reg(ctx.target, core) is None:
        found = _valu_src(ctx.target, core, o.kind, o.width)    # llvm-mc drops the sext
        return found if type(found) is tuple else miss
    folded = folded_constant(ctx.target, tok.text, o.kind)
    if folded is not None:
        core = split_modifiers(tok.text)[0]
        value = parse_int(core)     # (an integer core as its value: ``abs(--1)`` is 1)
        if type(_valu_src(ctx.target, core if value is None else str(value), o.kind,
                          o.width)) is not tuple:
            return miss
        return _valu_src(ctx.target, folded, o.kind, o.width)
    if o.kind not in _LABEL_KINDS or not is_label_expression(tok.text):
        return miss
    try:
        return LITERAL, label_literal(ctx, tok, ctx.pc + 4)
    except OperandMismatch as err:
        return err


# The source types whose src0 llvm-mc takes a difference of labels in (a 32-bit literal
# fixup): 16-bit and 64-bit operands, and v_madmk's K, refuse one.
_LABEL_KINDS = frozenset(("i32", "f32"))


@lru_cache(maxsize=1 << 14)
def _valu_src(target, text, kind, width):
    """parse_valu_src of a token text, or the OperandMismatch it raises."""
    try:
        return parse_valu_src(target, text, kind, width)
    except OperandMismatch as err:
        return err


def _literal_token(op, tokens):
    """The operand that holds the literal dword: v_madmk's K, else src0."""
    by_field = {o.field: tok for o, tok in zip(op.operands, tokens)}
    return by_field.get("k", by_field.get("src0"))
