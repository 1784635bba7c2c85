"""Parsing the 64-bit VALU encodings (VOP3A/B, VOP3P, MAI): operand tokens -> field values, as
LLVM's assembler encodes them (gcnsim/asm/vop64.py prints them and owns the family).

Sources take LLVM's modifiers (``-v1``, ``|v1|``, ``neg(1.0)``, ``sext(v1)``) where the row's
kind letters allow them; options follow the operands in LLVM's order (op_sel, op_sel_hi,
neg_lo, neg_hi, clamp, omod; cbsz, abid, blgp for MAI).

    v_fma_f16 v1, -v2, |s3|, 1.0 op_sel:[1,0,0,1] clamp
      -> VOP3 {op: 0x206, vdst: 1, src0: 258, src1: 3, src2: 242, neg: 1, abs: 2,
               op_sel: 0b1001, clamp: 1}
"""
from functools import lru_cache

from ..errors import OperandMismatch
from ..isa.formats import format_named
from ..isa.opcodes import op_table
from ..isa.operands import VGPR_BASE, parse_int, parse_reg, reg_encoding
from ..outputs import article, counted
from .instruction import Instruction
from .valu import (DOUBLE_MINUS, IMPLICIT_VCC, INLINE_SOURCES, NEG_EXPECTED, SCALAR_SPECIALS,
                   check_constant_bus, check_lds_direct, double_minus, free_lane_select,
                   implicit_reads, omod_value, parse_array, negated_integer, parse_source,
                   split_modifiers, split_sext)

SRC_FIELDS = ("src0", "src1", "src2")
_CONSTANT_MIN = 128


@lru_cache(maxsize=None)
def op_sel_mask(row):
    """The op_sel bits a VOP3 row takes (its ``op_sel=MASK`` flag)."""
    return int(row.flag_value("op_sel", "0"))


def op_sel_raw(row, nsrc):
    """True if op_sel uses a source slot beyond the sources (gfx942 v_cvt_sr_*: 4 entries,
    bit i = entry i); otherwise the entries are the sources, then the destination (bit 3)."""
    return bool(op_sel_mask(row) & 0b0111 & ~((1 << nsrc) - 1))


def is_mix(row):
    return "_mix" in row.name


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
    scalar = field == "sdst" or kind == "s"
    if scalar and reg is not None and reg.index in INLINE_SOURCES and reg.file not in ("v", "a"):
        return reg.index, False         # LLVM takes the src_* values as SGPR destinations
    if reg is None or reg.count != width:
        return "invalid destination", article(f"{width}-dword register"), None
    if scalar:
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
    if double_minus(text) and ("n" in kind if mix is None else mix):
        return DOUBLE_MINUS, NEG_EXPECTED, None, None
    core, sext = split_sext(text)
    if sext and "e" in kind:
        neg, abs_ = True, False
    else:
        core, neg, abs_ = split_modifiers(text)
    if neg and not abs_ and "n" not in kind and negated_integer(text) is not None:
        core, neg = str(negated_integer(text)), False     # LLVM reads --1 as 1 here
    if (neg and ("n" not in kind and "e" not in kind if mix is None else not mix)) or \
            (abs_ and ("a" not in kind if mix is None else not mix)):
        return "invalid source modifier", "an operand without modifiers", None, None
    acc = False
    reg = parse_reg(target, core)
    if reg is not None:
        if reg.count != width and reg.file in ("v", "a", "s", "ttmp"):
            return "invalid register width", counted(width, "dword"), None, None
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
            value = reg_encoding(target, reg)
            # the src_* values are inline constants where a source takes constants only
            if "s" not in kind and not ("f" in kind and value in INLINE_SOURCES):
                return "SGPR not allowed here", "a VGPR", None, None
    else:
        if "s" not in kind and "f" not in kind:
            return "constant not allowed here", "a register", None, None
        try:
            # a VOP3 source of two dwords with a neg modifier is an f64, else an i64
            # (v_lshlrev_b64's, v_mad_u64_u32's)
            ftype = None if width != 2 or mix is not None else "f64" if "n" in kind else "i64"
            value, literal = parse_source(target, core, width, ftype)
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
    if text in ("clamp", "noclamp") or omod_value(text) is not None:
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
        elif omod_value(text) is not None:
            fields["omod"] = omod_value(text) if fmt != "VOP3P" else _bad(tok)
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
    number = parse_int(value)
    if number is None or not 0 <= number <= limits[head]:
        _mismatch(tok, f"invalid {head} value", f"0..{limits[head]}")
    fields[head] = number


def _parse_sel_option(row, fmt, tok, nsrc, fields):
    head = tok.text.partition(":")[0]
    bits = parse_array(tok.text, head)
    if bits is None:
        _bad(tok)
    if fmt != "VOP3P":
        if head != "op_sel" or not op_sel_mask(row):
            _bad(tok)
        if op_sel_raw(row, nsrc):
            fields["op_sel"] = bits
        else:
            fields["op_sel"] = (bits & ((1 << nsrc) - 1)) | (((bits >> nsrc) & 1) << 3)
        return
    if head == "op_sel_hi":
        fields["op_sel_hi"] = bits & 3
        fields["op_sel_hi2"] = (bits >> 2) & 1 if nsrc == 3 else 1
    elif head in ("op_sel", "neg_lo", "neg_hi") and not is_mix(row) or head == "op_sel":
        fields[head] = bits
    else:
        _bad(tok)


@lru_cache(maxsize=None)
def _format_of(target, row):
    name = row.fmt or ("VOP3" if row.enc == "VOP3" else "VOP3P")
    return name, format_named(target, name)


@lru_cache(maxsize=None)
def _has_sdwa(target, name):
    """Whether the mnemonic has an SDWA form on the target (where llvm-mc reads sext(...))."""
    return target.has("sdwa") and any("sdwa" in r.flags for r in op_table(target.name).named(name))


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
    return fmt, fmt_record, tuple(specs), is_mix(row), row.name in _READS_VCC


def _encode_row(ctx, row, operands, options):
    target = ctx.target
    fmt, fmt_record, specs, mix, reads_vcc = _row_plan(target, row)
    if len(operands) != len(specs):
        raise OperandMismatch("wrong number of operands", token=operands[-1].text if operands
                              else None, column=operands[-1].column if operands else None,
                              expected=f"{len(specs)} operands")
    fields = {"op": row.opcode}
    mods = None
    if fmt == "MAI":
        fields.update(cbsz=0, abid=0, blgp=0)
    if fmt == "VOP3P":
        mods = [0, 0, mix]
        if not mix:
            fields.update(op_sel_hi=3, op_sel_hi2=1)
    index = 0
    implicit = ([IMPLICIT_VCC] if reads_vcc else []) + implicit_reads(row.name)
    scalars = len(implicit)
    for tok, (spec, src) in zip(operands, specs):
        if src is None:
            _parse_dst(target, tok, spec, fields)
        else:
            if "n" not in spec.kind and _has_sdwa(target, row.name):
                core, sext = split_sext(tok.text)
                if sext and parse_reg(target, core) is None:
                    tok = tok._replace(text=core)   # llvm-mc drops an integer constant's sext
            scalars += _parse_src(target, tok, spec, src, fields, mods)
            check_lds_direct(target, row.name, spec.field, fields.get(spec.field), tok)
            index += 1
    if mods is not None:
        fields["neg_lo"], fields["neg_hi"] = mods[0], mods[1]
    if fmt == "VOP3P" and index < 3 and not mix:
        fields["op_sel_hi2"] = 1
    if options:
        _parse_options(row, fmt, options, index, fields)
    if scalars > 1:
        reads = [(fields[spec.field], spec.width, tok) for tok, (spec, src) in zip(operands, specs)
                 if src is not None
                 and not free_lane_select(row.name, spec.field, fields[spec.field])]
        check_constant_bus(implicit + reads)
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
