"""64-bit VALU instructions (VOP3A/B, VOP3P, MAI): print and parse as LLVM does.

Each opcode row lists its operands as ``field:kind:width`` (tools/isa_probe/vop64.py derives
them from llvm-mc-19). Destination kinds: ``v`` VGPR, ``s`` SGPR (compares, v_readlane,
carry-out ``sdst``), ``a`` AGPR, ``c`` AGPR if acc_cd else VGPR (MFMA). Source kinds are letter
sets: ``v`` VGPR, ``s`` SGPR or integer constant, ``f`` float constants too, ``a`` abs, ``n`` neg,
``e`` sext (neg bit of an integer operand), ``A`` AGPR, ``x`` AGPR if the source's acc bit is
set, ``c`` AGPR if acc_cd. Row flags: ``e64``
(LLVM prints the suffix), ``clamp``, ``omod``, ``op_sel=MASK`` (gfx9 VOP3 op_sel bits), ``neg``
(MFMA blgp printed as neg:[..]), ``fmt=VOP3B``/``fmt=MAI``.

    v_fma_f16 v1, -v2, |s3|, 1.0 op_sel:[1,0,0,1] clamp
      <-> VOP3 op 0x206, vdst 1, src0 258 neg bit 0, src1 3 abs bit 1, src2 242, op_sel 0b1001
"""
from functools import lru_cache

from ..errors import OperandMismatch
from ..isa.formats import format_named
from ..isa.operands import INV_2PI, VGPR_BASE, parse_int, parse_reg, reg_encoding, reg_text
from .instruction import Instruction
from .valu import (IMPLICIT_VCC, OMOD_TEXT, OMOD_VALUE, SCALAR_SPECIALS, array_text,
                   check_constant_bus, parse_array, parse_source, reg_names, source_text,
                   split_modifiers, with_modifiers)

SRC_FIELDS = ("src0", "src1", "src2")
VOP3P_DEFAULT_HI = 0b111
_CONSTANT_MIN = 128


@lru_cache(maxsize=None)
def row_info(row):
    """(printed name, operand specs, source specs, flag set) of a row, computed once."""
    name = row.name + ("_e64" if "e64" in row.flags else "")
    srcs = tuple(s for s in row.operands if s.field in SRC_FIELDS)
    return name, row.operands, srcs


@lru_cache(maxsize=None)
def _op_sel_mask(row):
    return int(row.flag_value("op_sel", "0"))


def _op_sel_raw(row, nsrc):
    """True if op_sel uses a source slot beyond the sources (gfx942 v_cvt_sr_*: 4 entries,
    bit i = entry i); otherwise the entries are the sources, then the destination (bit 3)."""
    return bool(_op_sel_mask(row) & 0b0111 & ~((1 << nsrc) - 1))


def _is_mix(row):
    return "_mix" in row.name


# ---------------------------------------------------------------- printing

def _dst_text(target, inst, spec):
    value = inst.fields[spec.field]
    kind = spec.kind
    if spec.field == "sdst" or kind == "s":
        return source_text(target, value, spec.width)
    if kind == "a" or (kind == "c" and inst.fields.get("acc_cd")):
        return reg_text("a", value, spec.width)
    return reg_text("v", value, spec.width)


def _src_text(target, inst, spec, index, packed=False):
    value = inst.fields[spec.field]
    kind = spec.kind
    if value >= VGPR_BASE:
        agpr = ("A" in kind or ("x" in kind and (inst.fields.get("acc", 0) >> index) & 1)
                or ("c" in kind and inst.fields.get("acc_cd")))
        return reg_text("a" if agpr else "v", value - VGPR_BASE, spec.width)
    width = 1 if packed and value == INV_2PI else spec.width    # packed: 1/(2*pi) prints short
    return source_text(target, value, width, inst.literal)


@lru_cache(maxsize=None)
def _operand_plan(row):
    """Per printed operand of a row: (field, source index or -1 for a destination, register
    names when the row fixes the register file (None: acc bits or the SGPR space decide),
    spec, whether neg prints as sext); and the number of sources."""
    plan = []
    index = 0
    for spec in row.operands:
        kind, width = spec.kind, spec.width
        if spec.field not in SRC_FIELDS:
            fixed = spec.field != "sdst" and kind in ("a", "v")
            plan.append((spec.field, -1, reg_names(kind, width) if fixed else None, spec,
                         False))
            continue
        fixed = "x" not in kind and "c" not in kind
        names = reg_names("a" if "A" in kind else "v", width) if fixed else None
        plan.append((spec.field, index, names, spec, "e" in kind))
        index += 1
    return tuple(plan), index


def _print_vop3(inst, target, name, specs):
    f = inst.fields
    negs = f.get("neg", 0)
    abses = f.get("abs", 0)
    mods = negs | abses
    out = []
    plan, nsrc = _operand_plan(inst.op)
    for field, index, names, spec, sext in plan:
        value = f[field]
        if index < 0:
            out.append(names[value] if names else _dst_text(target, inst, spec))
            continue
        if names and value >= VGPR_BASE:
            text = names[value - VGPR_BASE]
        else:
            text = _src_text(target, inst, spec, index)
        if (mods >> index) & 1:
            neg = (negs >> index) & 1
            if neg and sext:
                text, neg = f"sext({text})", 0
            text = with_modifiers(text, neg, (abses >> index) & 1,
                                  _CONSTANT_MIN <= value < 256)
        out.append(text)
    text = name + (" " + ", ".join(out) if out else "")
    if f.get("op_sel"):
        sel = f["op_sel"]
        if _op_sel_raw(inst.op, nsrc):
            text += " " + array_text("op_sel", sel, 4)
        else:
            bits = (sel & ((1 << nsrc) - 1)) | (((sel >> 3) & 1) << nsrc)
            text += " " + array_text("op_sel", bits, nsrc + 1)
    if f.get("clamp"):
        text += " clamp"
    if f.get("omod"):
        text += " " + OMOD_TEXT[f["omod"]]
    return text


def _print_vop3p(inst, target, name, specs, nsrc):
    f = inst.fields
    mix = _is_mix(inst.op)
    out = []
    index = 0
    for spec in specs:
        if spec.field not in SRC_FIELDS:
            out.append(_dst_text(target, inst, spec))
            continue
        text = _src_text(target, inst, spec, index, packed=True)
        if mix:
            text = with_modifiers(text, (f["neg_lo"] >> index) & 1, (f["neg_hi"] >> index) & 1,
                                  _CONSTANT_MIN <= f[spec.field] < 256)
        out.append(text)
        index += 1
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


def _print_mai(inst, target, name, specs):
    f = inst.fields
    out = []
    index = 0
    for spec in specs:
        if spec.field in SRC_FIELDS:
            out.append(_src_text(target, inst, spec, index))
            index += 1
        else:
            out.append(_dst_text(target, inst, spec))
    text = name + " " + ", ".join(out)
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
    name, specs, srcs = row_info(inst.op)
    fmt = inst.fmt.name
    if fmt == "MAI":
        return _print_mai(inst, target, name, specs)
    if fmt == "VOP3P":
        return _print_vop3p(inst, target, name, specs, len(srcs))
    return _print_vop3(inst, target, name, specs)


def check(inst, target):
    """Why LLVM rejects this encoding, or None: modifier bits the opcode has no use for."""
    if inst.fmt.enc != "VOP3":
        return None
    f = inst.fields
    for name, allowed in _allowed_bits(inst.op):
        if f.get(name, 0) & ~allowed:
            return _problem(inst.op, f)
    return None


@lru_cache(maxsize=None)
def _allowed_bits(row):
    """(field, the bits LLVM accepts in it) of a VOP3 row: check()'s fast path."""
    abs_ok, neg_ok, unused, clamp, omod, op_sel = _check_plan(row)
    return ((("abs", abs_ok), ("neg", neg_ok), ("clamp", -int(clamp)), ("omod", -int(omod)),
             ("op_sel", op_sel)) + tuple((name, 0) for name in _UNUSED_FIELDS[unused]))


def _problem(row, f):
    """The first reason LLVM gives to reject a VOP3 instruction with these fields."""
    abs_ok, neg_ok, unused, clamp, omod, op_sel = _check_plan(row)
    abses = f.get("abs", 0)
    negs = f.get("neg", 0)
    bad_abs = abses & ~abs_ok
    bad_neg = negs & ~neg_ok
    if bad_abs & ~unused or bad_neg & ~unused:
        first_abs = (bad_abs & ~unused & -(bad_abs & ~unused)) or 8
        first_neg = (bad_neg & ~unused & -(bad_neg & ~unused)) or 8
        if first_abs <= first_neg:
            return "abs modifier on an operand without modifiers"
        return "neg modifier on an operand without modifiers"
    if (abses | negs) & unused:
        return "unused source field is not zero"
    for name in _UNUSED_FIELDS[unused]:
        if f[name]:
            return "unused source field is not zero"
    if f.get("clamp") and not clamp:
        return "clamp on an opcode without clamp"
    if f.get("omod") and not omod:
        return "omod on an opcode without omod"
    if f.get("op_sel", 0) & ~op_sel:
        return "op_sel on an opcode without op_sel"
    return None


# Bit mask of the unused sources -> their fields.
_UNUSED_FIELDS = {mask: tuple(SRC_FIELDS[i] for i in range(3) if mask >> i & 1)
                  for mask in (0, 0b100, 0b110, 0b111)}


@lru_cache(maxsize=None)
def _check_plan(row):
    """(sources that take abs, sources that take neg or sext, unused sources (bit masks);
    whether clamp, omod are allowed; the op_sel mask) of a VOP3 row."""
    _, _, srcs = row_info(row)
    abs_ok = sum(1 << i for i, spec in enumerate(srcs) if "a" in spec.kind)
    neg_ok = sum(1 << i for i, spec in enumerate(srcs) if "n" in spec.kind or "e" in spec.kind)
    unused = 0b111 & ~((1 << len(srcs)) - 1)
    return (abs_ok, neg_ok, unused, "clamp" in row.flags, "omod" in row.flags,
            _op_sel_mask(row))


# ---------------------------------------------------------------- parsing

def _mismatch(tok, message, expected):
    raise OperandMismatch(message, token=tok.text, column=tok.column, expected=expected)


def _parse_dst(target, tok, spec, fields):
    found = _dst_value(target, tok.text, spec.field, spec.kind, spec.width)
    if len(found) == 3:
        _mismatch(tok, found[0], found[1])
    fields[spec.field] = found[0]
    if found[1]:
        fields["acc_cd"] = 1


@lru_cache(maxsize=1 << 14)
def _dst_value(target, text, field, kind, width):
    """(field value, whether it sets acc_cd) of a destination token, or (message, expected,
    None) where it does not fit."""
    reg = parse_reg(target, text)
    if reg is None or reg.count != width:
        return "invalid destination", f"a {width}-dword register", None
    if field == "sdst" or kind == "s":
        if reg.file in ("v", "a"):
            return "invalid destination", "an SGPR", None
        return reg_encoding(target, reg), False
    if reg.file == "a" and kind in ("a", "c"):
        return reg.index, kind == "c"
    if reg.file == "v" and kind in ("v", "c"):
        return reg.index, False
    return ("invalid destination register", "a VGPR" if kind == "v" else "an AGPR", None)


def _parse_src(target, tok, spec, index, fields, mods):
    """Parse a source into ``fields`` (its neg/abs bits into ``mods`` for VOP3P); return
    whether it reads a scalar value (SGPR or special register) over the constant bus."""
    found = _src_value(target, tok.text, spec.kind, spec.width,
                       None if mods is None else mods[2])
    if type(found) is not tuple:
        raise OperandMismatch(found.message, token=found.token, column=found.column,
                              expected=found.expected)
    value, neg, abs_, acc = found
    if type(value) is str:
        _mismatch(tok, value, neg)
    if acc:
        fields["acc"] = fields.get("acc", 0) | (1 << index)
    fields[spec.field] = value
    if mods is not None:
        mods[0] |= neg << index
        mods[1] |= abs_ << index
    else:
        fields["neg"] = fields.get("neg", 0) | (neg << index)
        fields["abs"] = fields.get("abs", 0) | (abs_ << index)
    return value < _CONSTANT_MIN or value in SCALAR_SPECIALS


@lru_cache(maxsize=1 << 14)
def _src_value(target, text, kind, width, mix):
    """(value, neg, abs, whether the acc bit is set) of a source token (``mix``: None for VOP3
    and MAI, else whether the VOP3P row is a v_mad_mix); (message, expected, None, None) where
    it does not fit at the token, or the OperandMismatch a constant's parser raised."""
    if text.startswith("sext(") and text.endswith(")") and "e" in kind:
        core, neg, abs_ = text[5:-1], True, False
    else:
        core, neg, abs_ = split_modifiers(text)
    if neg and not abs_ and "n" not in kind and parse_int(core) is not None:
        core, neg = str(-parse_int(core)), False      # LLVM reads --1 as 1 here
    if (neg and ("n" not in kind and "e" not in kind if mix is None else not mix)) or \
            (abs_ and ("a" not in kind if mix is None else not mix)):
        return "invalid source modifier", "an operand without modifiers", None, None
    acc = False
    reg = parse_reg(target, core)
    if reg is not None:
        if reg.count != width and reg.file in ("v", "a", "s", "ttmp"):
            return "invalid register width", f"{width} dword(s)", None, None
        if reg.file == "a":
            if not ("A" in kind or "x" in kind or "c" in kind):
                return "AGPR not allowed here", "a VGPR, SGPR or constant", None, None
            acc = "x" in kind
            value = VGPR_BASE + reg.index
        elif reg.file == "v":
            if "v" not in kind:
                return "VGPR not allowed here", "an SGPR or constant", None, None
            value = VGPR_BASE + reg.index
        else:
            if "s" not in kind:
                return "SGPR not allowed here", "a VGPR", None, None
            value = reg_encoding(target, reg)
    else:
        if "s" not in kind and "f" not in kind:
            return "constant not allowed here", "a register", None, None
        try:
            value, literal = parse_source(target, core, width)
        except OperandMismatch as err:
            return err
        if literal is not None:
            return ("literal operands are not supported", "an inline constant", None, None)
    return value, int(neg), int(abs_), acc


# VOP3 opcodes that read VCC without naming it (ISA manual: V_DIV_FMAS_* take VCC as a mask).
_READS_VCC = frozenset({"v_div_fmas_f32", "v_div_fmas_f64"})
_OPTION_NAMES = ("op_sel_hi", "op_sel", "neg_lo", "neg_hi", "neg", "cbsz", "abid", "blgp")


@lru_cache(maxsize=1 << 12)
def _is_option(text):
    if text in ("clamp", "noclamp") or text in OMOD_VALUE:
        return True
    head = text.split(":", 1)[0]
    return ":" in text and head in _OPTION_NAMES


# The order LLVM's parser takes modifiers in (each at most once): VOP3 op_sel, clamp, omod;
# VOP3P op_sel, op_sel_hi, neg_lo, neg_hi, clamp; MAI cbsz, abid, blgp (or neg).
_OPTION_RANK = {"op_sel": 0, "op_sel_hi": 1, "neg_lo": 2, "neg_hi": 3, "clamp": 4,
                "noclamp": 4, "mul": 5, "div": 5, "cbsz": 0, "abid": 1, "blgp": 2, "neg": 2}


def _parse_options(row, fmt, options, nsrc, fields):
    rank = -1
    for tok in options:
        text = tok.text
        next_rank = _OPTION_RANK.get(text.partition(":")[0], 9)
        if next_rank <= rank:
            _mismatch(tok, "invalid modifier order or repeated modifier",
                      "op_sel, op_sel_hi, neg_lo, neg_hi, clamp, omod in this order, once each")
        rank = next_rank
        if text in ("clamp", "noclamp"):
            fields["clamp"] = int(text == "clamp") if fmt != "MAI" else _bad(tok)
        elif text in OMOD_VALUE:
            fields["omod"] = OMOD_VALUE[text] if fmt != "VOP3P" else _bad(tok)
        elif fmt == "MAI":
            _parse_mai_option(row, tok, fields)
        else:
            _parse_sel_option(row, fmt, tok, nsrc, fields)


def _bad(tok):
    _mismatch(tok, "invalid modifier", "a modifier this instruction accepts")


def _parse_mai_option(row, tok, fields):
    head, _, value = tok.text.partition(":")
    if head == "neg" and "neg" in row.flags:
        fields["blgp"] = parse_array(tok.text, "neg")
        return
    limits = {"cbsz": 7, "abid": 15, "blgp": 7}
    if head not in limits or ("neg" in row.flags and head == "blgp"):
        _bad(tok)
    try:
        number = int(value, 0)
    except ValueError:
        number = -1
    if not 0 <= number <= limits[head]:
        _mismatch(tok, f"invalid {head} value", f"0..{limits[head]}")
    fields[head] = number


def _parse_sel_option(row, fmt, tok, nsrc, fields):
    head = tok.text.partition(":")[0]
    bits = parse_array(tok.text, head)
    if bits is None:
        _bad(tok)
    if fmt != "VOP3P":
        if head != "op_sel" or not _op_sel_mask(row):
            _bad(tok)
        if _op_sel_raw(row, nsrc):
            fields["op_sel"] = bits
        else:
            fields["op_sel"] = (bits & ((1 << nsrc) - 1)) | (((bits >> nsrc) & 1) << 3)
        return
    if head == "op_sel_hi":
        fields["op_sel_hi"] = bits & 3
        fields["op_sel_hi2"] = (bits >> 2) & 1 if nsrc == 3 else 1
    elif head in ("op_sel", "neg_lo", "neg_hi") and not _is_mix(row) or head == "op_sel":
        fields[head] = bits
    else:
        _bad(tok)


@lru_cache(maxsize=None)
def _format_of(target, row):
    name = row.fmt or ("VOP3" if row.enc == "VOP3" else "VOP3P")
    return name, format_named(target, name)


@lru_cache(maxsize=None)
def _row_plan(target, row):
    """What parsing any line of a row needs that its text does not change: (format name,
    format, operand specs with their source index or None, whether it is a v_mad_mix,
    whether it reads VCC implicitly)."""
    fmt, fmt_record = _format_of(target.name, row)
    specs = []
    index = 0
    for spec in row.operands:
        if spec.field in SRC_FIELDS:
            specs.append((spec, index))
            index += 1
        else:
            specs.append((spec, None))
    return fmt, fmt_record, tuple(specs), _is_mix(row), row.name in _READS_VCC


def _encode_row(ctx, row, operands, options):
    target = ctx.target
    fmt, fmt_record, specs, mix, reads_vcc = _row_plan(target, row)
    if len(operands) != len(specs):
        raise OperandMismatch("wrong number of operands", token=operands[-1].text if operands
                              else None, column=operands[-1].column if operands else None,
                              expected=f"{len(specs)} operands")
    fields = {"op": row.opcode}
    mods = None
    if fmt == "VOP3P":
        mods = [0, 0, mix]
        if not mix:
            fields.update(op_sel_hi=3, op_sel_hi2=1)
    index = 0
    scalars = reads_vcc
    for tok, (spec, src) in zip(operands, specs):
        if src is None:
            _parse_dst(target, tok, spec, fields)
        else:
            scalars += _parse_src(target, tok, spec, src, fields, mods)
            index += 1
    if mods is not None:
        fields["neg_lo"], fields["neg_hi"] = mods[0], mods[1]
    if fmt == "VOP3P" and index < 3 and not mix:
        fields["op_sel_hi2"] = 1
    if options:
        _parse_options(row, fmt, options, index, fields)
    if scalars > 1:
        reads = [(fields[spec.field], spec.width, tok) for tok, (spec, src) in zip(operands, specs)
                 if src is not None]
        check_constant_bus(([IMPLICIT_VCC] if reads_vcc else []) + reads)
    if fmt != "VOP3P" and (fields.get("clamp") and "clamp" not in row.flags
                          or fields.get("omod") and "omod" not in row.flags):
        _bad(options[0])
    return Instruction(row, fmt_record, fields)


def parse(ctx, rows, form, tokens):
    """Encode operand tokens for the first row they fit."""
    if form in ("_e32", "_sdwa", "_dpp"):
        tok = tokens[0] if tokens else None
        raise OperandMismatch(f"{form[1:]} variant of this instruction is not supported",
                              token=tok and tok.text, column=tok and tok.column,
                              expected="a VOP3 (_e64) form")
    first = len(tokens)
    for i, tok in enumerate(tokens):
        if _is_option(tok.text):
            first = i
            break
    operands = tokens[:first]
    options = tokens[first:]
    error = None
    for row in rows:
        try:
            return _encode_row(ctx, row, operands, options)
        except OperandMismatch as err:
            error = err.near(tokens)
    raise error
