"""The SDWA and DPP forms of VOP1/VOP2/VOPC (``_sdwa``, ``_dpp``), and the register operands
and scalar reads every VOP1/VOP2/VOPC form shares (gcnsim/asm/vop32.py owns the family).

Both forms take a VGPR src0 (SDWA also an SGPR or inline constant, with ``sext``), print
their options after the operands in LLVM's order and default the options not written.

    v_mov_b32_dpp v1, v2 row_shl:1            -> VOP1_DPP {src0: 2, dpp_ctrl: 0x101,
                                                  row_mask: 15, bank_mask: 15}
    v_add_f32_sdwa v1, v2, v3 dst_sel:WORD_1  -> VOP2_SDWA {dst_sel: 5, dst_unused: 2, ...}
"""
from functools import lru_cache

from ..errors import OperandMismatch
from ..isa.formats import format_named
from ..isa.operands import (INV_2PI, VCC, format_src, inline_int, parse_int, parse_reg, parse_src,
                            reg_encoding, reg_text)
from .instruction import Instruction
from .regclass import register_file
from .valu import (DOUBLE_MINUS, FLOAT_TYPES, INLINE_SOURCES, NEG_EXPECTED, OMOD_TEXT,
                   check_constant_bus, check_lds_direct, double_minus, format_valu_src,
                   free_lane_select, implicit_reads, negated_integer, omod_value,
                   parse_valu_src, reg_names, split_modifiers, split_sext, with_modifiers)

_FORM_FORMAT = {None: "", "_e32": "", "_sdwa": "_SDWA", "_dpp": "_DPP"}
SDWA_SEL = ("BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD")
DST_UNUSED = ("UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE")
# dst_unused 3 names nothing; LLVM 19 prints (so gcnsim reads) it as UNUSED_PAD.
DST_UNUSED_UNDEFINED = 3
SDWA_DEFAULTS = {"dst_sel": 6, "dst_unused": 2, "src0_sel": 6, "src1_sel": 6}
DPP_DEFAULTS = {"dpp_ctrl": 0xE4, "row_mask": 15, "bank_mask": 15}
# dpp_ctrl values with one fixed text (ISA manual "DPP_CTRL enumeration"); row_shl & co. are
# ranges, quad_perm the low 256.
_DPP_NAMED = {0x130: "wave_shl:1", 0x134: "wave_rol:1", 0x138: "wave_shr:1",
              0x13C: "wave_ror:1", 0x140: "row_mirror", 0x141: "row_half_mirror",
              0x142: "row_bcast:15", 0x143: "row_bcast:31"}
_DPP_RANGES = {"row_shl": 0x100, "row_shr": 0x110, "row_ror": 0x120, "row_newbcast": 0x150}
_DPP_BY_TEXT = {text: value for value, text in _DPP_NAMED.items()}


def mismatch(message, tok, expected):
    return OperandMismatch(message, token=tok.text, column=tok.column, expected=expected)


def reg_operand_text(target, o, value):
    if o.kind == "s":
        return format_src(target, value, o.width)
    if o.kind == "a":
        return reg_text("a", value - 256 if o.field == "src0" else value, o.width)
    return reg_text("v", value, o.width)


def print_ext(inst, target, suffix, tail):
    f = inst.fields
    mnemonic, plan = _ext_printers(inst.op, suffix)
    parts = []
    for o, names in plan:
        if names is None:
            parts.append(_sdst_text(inst, target))
        elif type(names) is str:
            parts.append(names)
        elif type(names) is tuple:
            parts.append(names[f[o.field]])
        elif names:
            parts.append(_ext_src_text(f, target, o, names))
        else:
            parts.append(reg_operand_text(target, o, f[o.field]))
    return mnemonic + ", ".join(parts) + tail


# The fields of a SDWA/DPP source: (raw value, scalar bit, sext, abs, neg).
_SRC_FIELDS = {"src0": ("src0", "s0", "src0_sext", "src0_abs", "src0_neg"),
               "vsrc1": ("vsrc1", "s1", "src1_sext", "src1_abs", "src1_neg")}
# Sources whose LLVM type is not the row's (integer modifiers, integer constants): v_ldexp_f16
# scales by an i16, v_cmp_class_f16 tests an i32 class mask, the integer dot products take
# packed integers.
_SOURCE_KINDS = {("v_ldexp_f16", "vsrc1"): "i16", ("v_cmp_class_f16", "vsrc1"): "i32",
                 ("v_cmpx_class_f16", "vsrc1"): "i32",
                 **{(name, field): "i32" for name in ("v_dot2c_i32_i16", "v_dot4c_i32_i8",
                                                      "v_dot8c_i32_i4")
                    for field in ("src0", "vsrc1")}}


def source_kind(op, o):
    """The type of a source operand (f16 i16 f32 i32 f64 i64)."""
    return _SOURCE_KINDS.get((op.name, o.field), o.kind)


# DPP integer sources whose neg bit LLVM reads as sext (v_ldexp_f16's scale); on the other
# integer sources of DPP words LLVM ignores neg and abs.
_DPP_SEXT = frozenset({("v_ldexp_f16", "vsrc1")})
_DPP_DROPPED = frozenset({"v_dot2c_i32_i16", "v_dot4c_i32_i8", "v_dot8c_i32_i4"})


@lru_cache(maxsize=None)
def dropped_modifiers(op, fmt):
    """The ignored_modifiers LLVM decodes and drops (the rest make the word no instruction):
    in DPP, the abs bit of a source whose neg bit reads as sext (_DPP_SEXT) and every
    modifier of the integer dot products."""
    names = {name for name, _, _ in fmt.fields}
    if "src0_sext" in names:
        return ()
    if op.name in _DPP_DROPPED:
        return tuple(name for name in ignored_modifiers(op, fmt))
    return tuple(_SRC_FIELDS[field][3] for name, field in _DPP_SEXT
                 if name == op.name and _SRC_FIELDS[field][3] in names)


@lru_cache(maxsize=None)
def ignored_modifiers(op, fmt):
    """The modifier fields of a SDWA/DPP instruction that its sources' types give no meaning
    (LLVM prints none of them): sext of a float source, neg and abs of an integer one (but the
    neg bit LLVM reads as sext, _DPP_SEXT)."""
    names = {name for name, _, _ in fmt.fields}
    out = []
    for o in op.operands:
        if o.field not in _SRC_FIELDS:
            continue
        _, _, sext, abs_, neg = _SRC_FIELDS[o.field]
        if source_kind(op, o) in FLOAT_TYPES:
            out.append(sext)
        elif sext in names or (op.name, o.field) not in _DPP_SEXT:
            out.extend((abs_, neg))
        else:
            out.append(abs_)
    return tuple(name for name in out if name in names)


@lru_cache(maxsize=None)
def _ext_printers(op, suffix):
    """(mnemonic and a space, per operand (spec, how it prints)) of a SDWA/DPP row: None the
    carry-out sdst, a string its fixed text, a tuple its register names (by field value), a
    dict the fields and type of a source, False anything else."""
    plan = []
    for o in op.operands:
        if o.kind == "vcc":
            plan.append((o, None if o is op.operands[0] else "vcc"))
        elif o.field in _SRC_FIELDS:
            fields = dict(zip(("raw", "s", "sext", "abs", "neg"), _SRC_FIELDS[o.field]))
            if suffix == "_dpp":
                fields["sext"] = fields["neg"]
            # constants print by the row's type, modifiers by LLVM's (v_ldexp_f16: -0.5 but sext)
            plan.append((o, dict(fields, names=reg_names("v", o.width), kind=o.kind,
                                 float=source_kind(op, o) in FLOAT_TYPES)))
        elif o.kind == "v":
            plan.append((o, reg_names("v", o.width)))
        else:
            plan.append((o, False))
    return op.name + suffix + " ", tuple(plan)


def _sdst_text(inst, target):
    f = inst.fields
    if f.get("sd"):
        return format_src(target, f["sdst"], 2)
    return "vcc"


def _ext_src_text(f, target, o, names):
    raw = f[names["raw"]]
    scalar = f.get(names["s"])
    if scalar:
        text = format_valu_src(target, raw, o.width, None, names["kind"])
    else:
        text = names["names"][raw]
    if not names["float"]:
        return f"sext({text})" if f.get(names["sext"]) else text
    constant = scalar and register_file(target.name, raw, 1) is None
    return with_modifiers(text, f.get(names["neg"]), f.get(names["abs"]), constant)


def sdwa_text(inst):
    """The SDWA options as LLVM prints them after the operands."""
    f = inst.fields
    shape = _sdwa_shape(inst.op)
    vopc, nodst, vop2 = shape
    if vopc:
        return _sdwa_text(shape, 0, 0, 0, 0, f["src0_sel"], f["src1_sel"])
    return _sdwa_text(shape, f["clamp"], f["omod"], 0 if nodst else f["dst_sel"],
                      0 if nodst else f["dst_unused"], f["src0_sel"],
                      f["src1_sel"] if vop2 else 0)


@lru_cache(maxsize=None)
def _sdwa_shape(op):
    """(VOPC, no dst_sel, VOP2) of a row: which SDWA options it prints."""
    return op.enc == "VOPC", "sdwa_nodst" in op.flags, op.enc == "VOP2"


@lru_cache(maxsize=1 << 12)
def _sdwa_text(shape, clamp, omod, dst_sel, dst_unused, src0_sel, src1_sel):
    vopc, nodst, vop2 = shape
    if vopc:
        return f" src0_sel:{SDWA_SEL[src0_sel]} src1_sel:{SDWA_SEL[src1_sel]}"
    text = " clamp" if clamp else ""
    if omod:
        text += " " + OMOD_TEXT[omod]
    if not nodst:
        text += f" dst_sel:{SDWA_SEL[dst_sel]} dst_unused:{DST_UNUSED[dst_unused]}"
    text += f" src0_sel:{SDWA_SEL[src0_sel]}"
    if vop2:
        text += f" src1_sel:{SDWA_SEL[src1_sel]}"
    return text


# What LLVM prints for a dpp_ctrl it cannot name (its printDPPCtrl); the hardware does no
# data-parallel move LLVM could name, so gcnsim prints the same and runs none.
DPP_ALU_ONLY_NEWBCAST = " /* DP ALU dpp only supports row_newbcast */"
_NO_NEWBCAST = " /* row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10 */"
_NO_XMASK = "/* row_xmask is not supported on ASICs earlier than GFX10 */"
_INVALID_CTRL = "/* Invalid dpp_ctrl value */"
_ROW_XMASK = range(0x160, 0x170)


@lru_cache(maxsize=None)
def _dpp_ctrl_text(ctrl, target, dpp64):
    """Text of a dpp_ctrl value as LLVM prints it: its name, or LLVM's comment where it has
    none (the semantics refuse to run those)."""
    if dpp64 and not 0x150 <= ctrl <= 0x15F:
        return DPP_ALU_ONLY_NEWBCAST
    if ctrl < 0x100:
        return "quad_perm:[" + ",".join(str((ctrl >> (2 * i)) & 3) for i in range(4)) + "]"
    if ctrl in _DPP_NAMED:
        return _DPP_NAMED[ctrl]
    for name, base in _DPP_RANGES.items():
        if base < ctrl < base + 16 or name == "row_newbcast" and ctrl == base:
            if name == "row_newbcast" and not target.has("dpp64"):
                return _NO_NEWBCAST
            return f"{name}:{ctrl - base}"
    return _NO_XMASK if ctrl in _ROW_XMASK else _INVALID_CTRL


def dpp_text(inst, target):
    """The DPP options as LLVM prints them after the operands."""
    f = inst.fields
    ctrl = _dpp_ctrl_text(f["dpp_ctrl"], target, "dpp64" in inst.op.flags)
    text = f" {ctrl} row_mask:0x{f['row_mask']:x} bank_mask:0x{f['bank_mask']:x}"
    return text + (" bound_ctrl:1" if f["bound_ctrl"] else "")


def _operand_tokens(op, tokens, exact):
    n = len(op.operands)
    if len(tokens) < n or exact and len(tokens) > n:
        tok = tokens[min(n, len(tokens) - 1)] if tokens else None
        raise OperandMismatch(f"{op.name} takes {n} operands here",
                              token=tok.text if tok else None,
                              column=tok.column if tok else None,
                              expected=" ".join(o.field for o in op.operands))
    return tokens[:n], tokens[n:]


def scalar_reads(op, tokens, fields, literal):
    """(encoding, width, token) of what an e32/SDWA form reads: src0, an SGPR lane select or
    SDWA SGPR source, v_madmk's K (255) and the VCC a carry-in or v_cndmask reads (a vcc
    operand after src0; the first one of a VOPC or carry-out is written)."""
    reads = implicit_reads(op.name)
    after_src0 = False
    sdwa = "src0_sel" in fields     # SDWA sources are VGPR numbers unless s0/s1 is set
    for o, tok in zip(op.operands, tokens):
        if o.field == "src0":
            after_src0 = True
            if o.kind != "a" and fields.get("s0", not sdwa):
                reads.append((fields["src0"], o.width, tok))
        elif o.kind == "vcc" and after_src0:
            reads.append((VCC, 2, tok))
        elif o.field == "vsrc1" and (o.kind == "s" or fields.get("s1")) and \
                not free_lane_select(op.name, o.field, fields["vsrc1"]):
            reads.append((fields["vsrc1"], o.width, tok))
        elif o.field == "k":
            reads.append((255, 1, tok))
    return reads


def _parse_reg_operand(target, o, tok):
    value = reg_value(target, tok.text, o.kind, o.width, o.field)
    if type(value) is not int:
        raise mismatch(value[0], tok, value[1])
    return value


@lru_cache(maxsize=1 << 14)
def reg_value(target, text, kind, width, field):
    """The field value of a register operand (``kind`` v, s or a), or (message, expected)."""
    reg = parse_reg(target, text)
    if reg is None and (kind, field) == ("s", "vsrc1"):
        lane = _inline_lane(target, text)
        if lane is not None:
            return lane     # gfx6/7 VOP2 v_readlane/v_writelane: an inline constant lane
    want = {"s": ("s", "ttmp"), "a": ("a",)}.get(kind, ("v",))
    if reg is None or reg.count != width or (reg.file not in want and not (
            kind == "s" and reg.file not in ("v", "a"))):
        return "invalid operand", _register_wanted(kind, width, field)
    if kind == "s":
        value = reg_encoding(target, reg)
        if value >= 128 and value not in INLINE_SOURCES:
            return "invalid operand", "an SGPR"
        return value
    if kind == "a" and field == "src0":
        return 256 + reg.index
    return reg.index


def _inline_lane(target, text):
    """The encoding of an inline constant (integer or float) lane select, or None."""
    try:
        value, literal = parse_src(target, text)
    except OperandMismatch:
        return None
    return value if literal is None and inline_int(0) <= value <= INV_2PI else None


def _register_wanted(kind, width, field):
    """What a register operand of ``kind`` (s, a, else a VGPR's type) and ``width`` takes."""
    name = {"s": "SGPR", "a": "AGPR"}.get(kind, "VGPR")
    wanted = f"a {name}" if width == 1 else \
        f"{width} {name}s ({name[0].lower()}[N:N+{width - 1}])"
    if field == "vsrc1" and name == "VGPR":
        wanted += ": src1 of an e32 form is one; the _e64 form takes an SGPR or a constant"
    return wanted


def is_vcc(target, text):
    """``vcc`` or ``[vcc_lo,vcc_hi]``."""
    if text == "vcc":
        return True
    reg = parse_reg(target, text) if text.startswith("[") else None
    return reg is not None and reg.file == "vcc"


def parse_ext(target, op, form, tokens):
    flags = op.flags
    if form == "_sdwa" and "sdwa" not in flags or form == "_dpp" and not (
            "dpp" in flags or "dpp64" in flags):
        tok = tokens[0] if tokens else None
        raise OperandMismatch(f"{op.name} has no {form[1:]} form",
                              token=tok.text if tok else None,
                              column=tok.column if tok else None,
                              expected="its e32 or e64 form")
    operands, options = _operand_tokens(op, tokens, exact=False)
    fmt, defaults = _ext_plan(op, target, form)
    sdwa = form == "_sdwa"
    fields = dict(defaults)
    for index, (o, tok) in enumerate(zip(op.operands, operands)):
        if o.kind == "vcc":
            _parse_ext_vcc(target, op, fields, tok, sdwa and index == 0 and op.enc == "VOPC")
        elif o.field in ("src0", "vsrc1"):
            _parse_ext_src(target, op, o, tok, fields, sdwa)
        else:
            fields[o.field] = _parse_reg_operand(target, o, tok)
    _check_option_order(options, _SDWA_RANK if sdwa else _DPP_RANK, tokens)
    for tok in options:
        parsed = parse_sdwa_option(tok, op) if sdwa else parse_dpp_option(tok, op, target)
        fields.update(parsed)
    if sdwa:
        check_constant_bus(scalar_reads(op, operands, fields, None))
    return Instruction(op, fmt, fields, None)


# LLVM takes SDWA and DPP options in this order, each once; DPP needs its dpp_ctrl.
_SDWA_RANK = {"clamp": 0, "mul": 1, "div": 1, "dst_sel": 2, "dst_unused": 3, "src0_sel": 4,
              "src1_sel": 5}
_DPP_RANK = {"row_mask": 1, "bank_mask": 2, "bound_ctrl": 3}


def _check_option_order(options, ranks, tokens):
    rank = -1
    for tok in options:
        next_rank = ranks.get(tok.text.partition(":")[0], 0 if ranks is _DPP_RANK else 9)
        if next_rank <= rank:
            raise mismatch("invalid option order or repeated option", tok,
                            " ".join(ranks) + " in this order, once each")
        rank = next_rank
    if ranks is _DPP_RANK and not any(
            tok.text.partition(":")[0] not in _DPP_RANK for tok in options):
        tok = options[0] if options else tokens[-1] if tokens else None
        raise OperandMismatch("DPP needs a dpp_ctrl", token=tok.text if tok else None,
                              column=tok.column if tok else None,
                              expected="quad_perm, row_shl, row_shr, row_ror, wave_*, row_*")


def _parse_ext_vcc(target, op, fields, tok, sdst):
    if is_vcc(target, tok.text):
        return
    reg = parse_reg(target, tok.text) if sdst else None
    if reg is None or reg.count != 2 or reg.file in ("v", "a"):
        raise mismatch("invalid operand", tok, "vcc")
    fields["sdst"] = reg_encoding(target, reg)
    fields["sd"] = 1


@lru_cache(maxsize=None)
def _ext_plan(op, target, form):
    """(format, default fields) of a row's SDWA or DPP form."""
    fmt = format_named(target, op.enc + _FORM_FORMAT[form])
    sdwa = form == "_sdwa"
    fields = dict(SDWA_DEFAULTS if sdwa else DPP_DEFAULTS, op=op.opcode)
    if sdwa and "sdwa_nodst" in op.flags:
        fields["dst_unused"] = 0
    if sdwa and op.enc != "VOP2":
        for key in ("dst_sel", "dst_unused") if op.enc == "VOPC" else ("src1_sel",):
            del fields[key]
    return fmt, fields


# Source field -> the fields of its SGPR select and modifiers in SDWA/DPP.
_EXT_SRC_FIELDS = {"src0": ("s0", "src0_neg", "src0_abs", "src0_sext"),
                   "vsrc1": ("s1", "src1_neg", "src1_abs", "src1_sext")}


def _parse_ext_src(target, op, o, tok, fields, sdwa):
    dpp_sext = not sdwa and (op.name, o.field) in _DPP_SEXT
    found = _ext_src_value(target, tok.text, source_kind(op, o), o.width, sdwa,
                           sdwa or dpp_sext)
    if type(found) is not tuple:
        raise OperandMismatch(found.message, token=found.token, column=found.column,
                              expected=found.expected)
    if len(found) == 2:
        raise mismatch(found[0], tok, found[1])
    value, scalar, neg, abs_, sext = found
    if sdwa and scalar:     # a VGPR's number (v254) is no scalar source's code
        check_lds_direct(target, op.name, o.field, value, tok, sdwa=True)
    select, neg_field, abs_field, sext_field = _EXT_SRC_FIELDS[o.field]
    if scalar:
        fields[select] = 1
    fields[o.field] = value
    fields[neg_field] = neg or (dpp_sext and sext)
    fields[abs_field] = abs_
    if sdwa:
        fields[sext_field] = sext


@lru_cache(maxsize=1 << 14)
def _ext_src_value(target, text, kind, width, sdwa, takes_sext):
    """(value, whether it is an SGPR or constant, neg, abs, sext) of an SDWA/DPP source token
    (``takes_sext``: an integer source may be written sext(...)); (message, expected) where it
    does not fit, or the OperandMismatch of a constant's parser."""
    text, sext = split_sext(text)
    core, neg, abs_ = split_modifiers(text)
    floaty = kind in FLOAT_TYPES
    if floaty and double_minus(text.strip()):
        return DOUBLE_MINUS, NEG_EXPECTED
    if neg and not floaty and negated_integer(text) is not None:
        core, neg = str(negated_integer(text)), False
    elif (neg or abs_) and parse_int(core) is not None:
        core = str(parse_int(core))     # a modifier's operand: ``abs(- -1)`` is abs(1)
    if (neg or abs_) and not floaty or sext and (floaty or not takes_sext):
        return "invalid modifier", "float modifiers on float operands only"
    reg = parse_reg(target, core)
    if reg is not None and reg.file == "v":
        if reg.count != width:
            return "invalid operand", f"a {32 * width}-bit register"
        return reg.index, False, int(neg), int(abs_), int(sext)
    if not sdwa:
        return "invalid operand", "a VGPR"
    try:
        value, literal = parse_valu_src(target, core, kind, width)
    except OperandMismatch as err:
        return err
    if literal is not None or value >= 256:
        return "invalid operand", "a register or an inline constant"
    return value, True, int(neg), int(abs_), int(sext)


@lru_cache(maxsize=None)
def _float_result(op):
    """True if the row's result is a float (its first type in the name: v_cvt_f32_i32 yes,
    v_cvt_i32_f32 no): only those take an output modifier in SDWA."""
    kind = next((part for part in op.name.split("_")[1:] if part[:1] in "fiub"
                 and part[1:].isdigit()), "")
    return kind.startswith("f")


def parse_sdwa_option(tok, op):
    """Field values of one SDWA option token."""
    text = tok.text
    if text == "clamp":
        return {"clamp": 1}
    if omod_value(text) is not None and _float_result(op):
        return {"omod": omod_value(text)}
    key, _, value = text.partition(":")
    names = DST_UNUSED if key == "dst_unused" else SDWA_SEL
    if key in SDWA_DEFAULTS and value in names and not (
            key == "src1_sel" and op.enc == "VOP1" or key.startswith("dst") and op.enc == "VOPC"):
        return {key: names.index(value)}
    raise mismatch("invalid SDWA option", tok, "dst_sel, dst_unused, src0_sel, src1_sel")


def parse_dpp_option(tok, op, target):
    """Field values of one DPP option token."""
    text = tok.text
    key, _, value = text.partition(":")
    if text in _DPP_BY_TEXT:
        return {"dpp_ctrl": _DPP_BY_TEXT[text]}
    if key in ("row_mask", "bank_mask"):
        number = parse_int(value)
        if number is not None:          # LLVM keeps the low 4 bits of any value
            return {key: number & 15}
    elif key == "bound_ctrl" and parse_int(value) in (0, 1):
        return {"bound_ctrl": 1}
    elif key == "quad_perm" and value.startswith("[") and value.endswith("]"):
        lanes = [parse_int(x) for x in value[1:-1].split(",")]
        if len(lanes) == 4 and all(x in (0, 1, 2, 3) for x in lanes):
            return {"dpp_ctrl": sum(x << (2 * i) for i, x in enumerate(lanes))}
    elif key in _DPP_RANGES:
        number = parse_int(value)
        base = _DPP_RANGES[key]
        if number is not None and 0 <= number < 16 and \
                _dpp_ctrl_text(base + number, target, False) == f"{key}:{number}":
            return {"dpp_ctrl": base + number}
    elif key in ("wave_shl", "wave_rol", "wave_shr", "wave_ror") or key == "row_bcast":
        named = _DPP_BY_TEXT.get(f"{key}:{parse_int(value)}")
        if named is not None:
            return {"dpp_ctrl": named}
    raise mismatch("invalid DPP option", tok, "a dpp_ctrl, row_mask, bank_mask, bound_ctrl")
