"""VOP1/VOP2/VOPC (_e32) and their SDWA and DPP forms: LLVM's text <-> field values.

Operand kinds of the rows (tools/isa_probe/vop32.py): ``v``/``s``/``a`` registers (a ``vdst``
or a ``vsrc1``), ``vcc`` (implicit, printed), ``k`` (v_madmk's literal) and the source types
``f16 i16 f32 i32 f64 i64`` (gcnsim/asm/valu.py): a ``src0`` of a type is any 9-bit source, a
``vsrc1`` of a type a VGPR (an SGPR or constant too in SDWA). An e32 form takes no modifiers:
anything LLVM would encode as VOP3 (an SGPR in src1, a non-VCC carry, ``clamp``) is an
OperandMismatch, so the assembler goes on to the vop64 family.

    v_add_f32 v0, s1, v2            -> VOP2 {op: 1, vdst: 0, src0: 1, vsrc1: 2}
    v_mov_b32_dpp v1, v2 row_shl:1  -> VOP1_DPP {src0: 2, dpp_ctrl: 0x101, row_mask: 15, ...}
"""
from functools import lru_cache

from ..errors import OperandMismatch
from ..isa.formats import enc_families, format_named
from ..isa.opcodes import op_table
from ..isa.operands import format_src, parse_int, parse_reg, reg_encoding, reg_text
from . import vop64
from .instruction import Instruction
from .valu import (FLOAT_TYPES, OMOD_TEXT, OMOD_VALUE, check_constant_bus, format_valu_src,
                   literal_bits, parse_valu_src, split_modifiers)

_FORM_FORMAT = {None: "", "_e32": "", "_sdwa": "_SDWA", "_dpp": "_DPP"}
SDWA_SEL = ("BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD")
DST_UNUSED = ("UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE")
SDWA_DEFAULTS = {"dst_sel": 6, "dst_unused": 2, "src0_sel": 6, "src1_sel": 6}
DPP_DEFAULTS = {"dpp_ctrl": 0xE4, "row_mask": 15, "bank_mask": 15}
# dpp_ctrl values with one fixed text (ISA manual "DPP_CTRL enumeration"); row_shl & co. are
# ranges, quad_perm the low 256.
_DPP_NAMED = {0x130: "wave_shl:1", 0x134: "wave_rol:1", 0x138: "wave_shr:1",
              0x13C: "wave_ror:1", 0x140: "row_mirror", 0x141: "row_half_mirror",
              0x142: "row_bcast:15", 0x143: "row_bcast:31"}
_DPP_RANGES = {"row_shl": 0x100, "row_shr": 0x110, "row_ror": 0x120, "row_newbcast": 0x150}
_DPP_BY_TEXT = {text: value for value, text in _DPP_NAMED.items()}


@lru_cache(maxsize=None)
def _src_types(op):
    """(src0 type, vsrc1 type) of a row."""
    kinds = {o.field: o.kind for o in op.operands}
    return kinds.get("src0"), kinds.get("vsrc1")


def print_inst(inst, target, pc=0):
    """LLVM's text of a VOP1/VOP2/VOPC instruction in any of its forms."""
    return _print_cached(inst, target)


@lru_cache(maxsize=64)
def _print_cached(inst, target):
    """The decoder asks check() (which prints) and then print_inst for the same instruction:
    the second is a look-up (instructions hash by identity)."""
    name = inst.fmt.name
    if name.endswith("_SDWA"):
        return _print_ext(inst, target, "_sdwa", sdwa_text(inst))
    if name.endswith("_DPP"):
        return _print_ext(inst, target, "_dpp", dpp_text(inst, target))
    op = inst.op
    f = inst.fields
    parts = []
    for o in op.operands:
        if o.kind == "vcc":
            parts.append("vcc")
        elif o.field == "k":
            parts.append(f"0x{inst.literal:x}")
        elif o.field == "src0" and o.kind != "a":
            parts.append(format_valu_src(target, f["src0"], o.width, inst.literal, o.kind))
        else:
            parts.append(_reg_operand(target, o, f[o.field]))
    mnemonic = op.name if "bare" in op.flags else op.name + "_e32"
    return mnemonic + (" " + ", ".join(parts) if parts else "")


def _reg_operand(target, o, value):
    if o.kind == "s":
        return format_src(target, value, o.width)
    if o.kind == "a":
        return reg_text("a", value - 256 if o.field == "src0" else value, o.width)
    return reg_text("v", value, o.width)


def _print_ext(inst, target, suffix, tail):
    f = inst.fields
    parts = []
    for o in inst.op.operands:
        if o.kind == "vcc":
            parts.append(_sdst_text(inst, target) if o is inst.op.operands[0] else "vcc")
        elif o.field in ("src0", "vsrc1"):
            parts.append(_ext_src_text(inst, target, o))
        else:
            parts.append(_reg_operand(target, o, f[o.field]))
    return inst.op.name + suffix + " " + ", ".join(parts) + tail


def _sdst_text(inst, target):
    f = inst.fields
    if f.get("sd"):
        return format_src(target, f["sdst"], 2)
    return "vcc"


def _ext_src_text(inst, target, o):
    f = inst.fields
    n = "0" if o.field == "src0" else "1"
    raw = f["src0"] if n == "0" else f["vsrc1"]
    if f.get("s" + n):
        text = format_valu_src(target, raw, o.width, None, o.kind)
    else:
        text = reg_text("v", raw, o.width)
    if f.get(f"src{n}_sext"):
        return f"sext({text})"
    if f.get(f"src{n}_abs"):
        text = f"|{text}|"
    if f.get(f"src{n}_neg"):
        text = "-" + text
    return text


def check(inst, target):
    """Why LLVM rejects this encoding, or None."""
    name = inst.fmt.name
    flags = inst.op.flags
    if name.endswith("_SDWA") and "sdwa" not in flags:
        return f"{inst.op.name} has no SDWA form"
    if name.endswith("_DPP"):
        if "dpp" not in flags and "dpp64" not in flags:
            return f"{inst.op.name} has no DPP form"
        if dpp_text(inst, target) is None:
            return "invalid dpp_ctrl"
    f = inst.fields
    if f.get("sdwa_r0") or f.get("sdwa_r1") or f.get("dpp_r"):
        return "reserved bits set"
    try:
        print_inst(inst, target)
    except (ValueError, KeyError, IndexError):
        return "invalid operand encoding"
    return None


def parse(ctx, rows, form, tokens):
    """Encode the operand tokens as one of ``rows`` in the form written (e32 by default)."""
    if form is None:
        form, promoted = _implied_form(tokens)
        if promoted:
            return _parse_promoted(ctx, rows, tokens)
    if form in (None, "_e32", "_e64"):
        return _parse_e32_rows(ctx, rows, form, tokens)
    errors = []
    for op in rows:
        try:
            return _parse_ext(ctx.target, op, form, tokens)
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
            found = _try_e32(ctx.target, op, tokens)
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
        tok = next(t for t in tokens if t.text == "clamp" or t.text in OMOD_VALUE)
        raise _mismatch("invalid operand for instruction", tok, "no output modifiers")
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
    if text == "clamp" or text in OMOD_VALUE:
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


def _mismatch(message, tok, expected):
    return OperandMismatch(message, token=tok.text, column=tok.column, expected=expected)


def _operand_tokens(op, tokens, exact):
    n = len(op.operands)
    if len(tokens) < n or exact and len(tokens) > n:
        tok = tokens[min(n, len(tokens) - 1)] if tokens else None
        raise OperandMismatch(f"{op.name} takes {n} operands here",
                              token=tok.text if tok else None,
                              column=tok.column if tok else None,
                              expected=" ".join(o.field for o in op.operands))
    return tokens[:n], tokens[n:]


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
    return format_named(target, op.enc), tuple(roles), scalar_slots > 1


def _try_e32(target, op, tokens):
    """The e32 Instruction of ``op`` for the tokens, or why it does not fit (a miss for
    _miss_error)."""
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
                return found
            fields["src0"], lit = found
            if lit is not None:
                if literal is not None and literal != lit:
                    return "only one literal", tok, "the same literal"
                literal = lit
        elif role == "reg":
            value = _reg_value(target, tok.text, o.kind, o.width, o.field)
            if type(value) is not int:
                return value[0], tok, value[1]
            fields[o.field] = value
        elif role == "vcc":
            if not _is_vcc(target, tok.text):
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
            check_constant_bus(_scalar_reads(op, tokens, fields, literal),
                               _literal_token(op, tokens))
        except OperandMismatch as err:
            return err
    return Instruction(op, fmt, fields, literal)


@lru_cache(maxsize=1 << 14)
def _valu_src(target, text, kind, width):
    """parse_valu_src of a token text, or the OperandMismatch it raises."""
    try:
        return parse_valu_src(target, text, kind, width)
    except OperandMismatch as err:
        return err


def _scalar_reads(op, tokens, fields, literal):
    """(encoding, width, token) of what an e32/SDWA form reads: src0, an SGPR lane select or
    SDWA SGPR source, v_madmk's K (255) and the VCC a carry-in or v_cndmask reads (a vcc
    operand after src0; the first one of a VOPC or carry-out is written)."""
    reads = []
    after_src0 = False
    sdwa = "src0_sel" in fields     # SDWA sources are VGPR numbers unless s0/s1 is set
    for o, tok in zip(op.operands, tokens):
        if o.field == "src0":
            after_src0 = True
            if o.kind != "a" and fields.get("s0", not sdwa):
                reads.append((fields["src0"], o.width, tok))
        elif o.kind == "vcc" and after_src0:
            reads.append((106, 2, tok))
        elif o.field == "vsrc1" and (o.kind == "s" or fields.get("s1")):
            reads.append((fields["vsrc1"], o.width, tok))
        elif o.field == "k":
            reads.append((255, 1, tok))
    return reads


def _literal_token(op, tokens):
    """The operand that holds the literal dword: v_madmk's K, else src0."""
    by_field = {o.field: tok for o, tok in zip(op.operands, tokens)}
    return by_field.get("k", by_field.get("src0"))


def _parse_reg_operand(target, o, tok):
    value = _reg_value(target, tok.text, o.kind, o.width, o.field)
    if type(value) is not int:
        raise _mismatch(value[0], tok, value[1])
    return value


@lru_cache(maxsize=1 << 14)
def _reg_value(target, text, kind, width, field):
    """The field value of a register operand (``kind`` v, s or a), or (message, expected)."""
    reg = parse_reg(target, text)
    want = {"s": ("s", "ttmp"), "a": ("a",)}.get(kind, ("v",))
    if reg is None or reg.count != width or (reg.file not in want and not (
            kind == "s" and reg.file not in ("v", "a"))):
        return "invalid operand", f"a {kind} register of {width} dwords"
    if kind == "s":
        value = reg_encoding(target, reg)
        if value >= 128:
            return "invalid operand", "an SGPR"
        return value
    if kind == "a" and field == "src0":
        return 256 + reg.index
    return reg.index


def _parse_ext(target, op, form, tokens):
    flags = op.flags
    if form == "_sdwa" and "sdwa" not in flags or form == "_dpp" and not (
            "dpp" in flags or "dpp64" in flags):
        tok = tokens[0] if tokens else None
        raise OperandMismatch(f"{op.name} has no {form[1:]} form",
                              token=tok.text if tok else None,
                              column=tok.column if tok else None,
                              expected="its e32 or e64 form")
    operands, options = _operand_tokens(op, tokens, exact=False)
    fmt = format_named(target, op.enc + _FORM_FORMAT[form])
    sdwa = form == "_sdwa"
    fields = dict(SDWA_DEFAULTS if sdwa else DPP_DEFAULTS, op=op.opcode)
    if sdwa and "sdwa_nodst" in flags:
        fields["dst_unused"] = 0
    if sdwa and op.enc != "VOP2":
        for key in ("dst_sel", "dst_unused") if op.enc == "VOPC" else ("src1_sel",):
            del fields[key]
    for index, (o, tok) in enumerate(zip(op.operands, operands)):
        if o.kind == "vcc":
            _parse_ext_vcc(target, op, fields, tok, sdwa and index == 0 and op.enc == "VOPC")
        elif o.field in ("src0", "vsrc1"):
            _parse_ext_src(target, o, tok, fields, sdwa)
        else:
            fields[o.field] = _parse_reg_operand(target, o, tok)
    _check_option_order(options, _SDWA_RANK if sdwa else _DPP_RANK, tokens)
    for tok in options:
        parsed = parse_sdwa_option(tok, op) if sdwa else parse_dpp_option(tok, op, target)
        fields.update(parsed)
    if sdwa:
        check_constant_bus(_scalar_reads(op, operands, fields, None))
    return Instruction(op, fmt, fields, None)


def _is_vcc(target, text):
    """``vcc`` or ``[vcc_lo,vcc_hi]``."""
    if text == "vcc":
        return True
    reg = parse_reg(target, text) if text.startswith("[") else None
    return reg is not None and reg.file == "vcc"


# LLVM takes SDWA and DPP options in this order, each once; DPP needs its dpp_ctrl.
_SDWA_RANK = {"clamp": 0, "mul": 1, "div": 1, "dst_sel": 2, "dst_unused": 3, "src0_sel": 4,
              "src1_sel": 5}
_DPP_RANK = {"row_mask": 1, "bank_mask": 2, "bound_ctrl": 3}


def _check_option_order(options, ranks, tokens):
    rank = -1
    for tok in options:
        next_rank = ranks.get(tok.text.partition(":")[0], 0 if ranks is _DPP_RANK else 9)
        if next_rank <= rank:
            raise _mismatch("invalid option order or repeated option", tok,
                            " ".join(ranks) + " in this order, once each")
        rank = next_rank
    if ranks is _DPP_RANK and not any(
            tok.text.partition(":")[0] not in _DPP_RANK for tok in options):
        tok = options[0] if options else tokens[-1] if tokens else None
        raise OperandMismatch("DPP needs a dpp_ctrl", token=tok.text if tok else None,
                              column=tok.column if tok else None,
                              expected="quad_perm, row_shl, row_shr, row_ror, wave_*, row_*")


def _parse_ext_vcc(target, op, fields, tok, sdst):
    if _is_vcc(target, tok.text):
        return
    reg = parse_reg(target, tok.text) if sdst else None
    if reg is None or reg.count != 2 or reg.file in ("v", "a"):
        raise _mismatch("invalid operand", tok, "vcc")
    fields["sdst"] = reg_encoding(target, reg)
    fields["sd"] = 1


def _parse_ext_src(target, o, tok, fields, sdwa):
    n = "0" if o.field == "src0" else "1"
    text = tok.text
    sext = text.startswith("sext(") and text.endswith(")")
    if sext:
        text = text[5:-1]
    core, neg, abs_ = split_modifiers(text)
    floaty = o.kind in FLOAT_TYPES
    if (neg or abs_) and not floaty or sext and (floaty or not sdwa):
        raise _mismatch("invalid modifier", tok, "float modifiers on float operands only")
    reg = parse_reg(target, core)
    if reg is not None and reg.file == "v":
        if reg.count != o.width:
            raise _mismatch("invalid operand", tok, f"a {32 * o.width}-bit register")
        value = reg.index
    elif sdwa:
        value, literal = parse_valu_src(target, core, o.kind, o.width)
        if literal is not None or value >= 256:
            raise _mismatch("invalid operand", tok, "a register or an inline constant")
        fields["s" + n] = 1
    else:
        raise _mismatch("invalid operand", tok, "a VGPR")
    fields["src0" if n == "0" else "vsrc1"] = value
    fields[f"src{n}_neg"] = int(neg)
    fields[f"src{n}_abs"] = int(abs_)
    if sdwa:
        fields[f"src{n}_sext"] = int(sext)



def sdwa_text(inst):
    """The SDWA options as LLVM prints them after the operands."""
    f = inst.fields
    if inst.op.enc == "VOPC":
        return f" src0_sel:{SDWA_SEL[f['src0_sel']]} src1_sel:{SDWA_SEL[f['src1_sel']]}"
    text = " clamp" if f["clamp"] else ""
    if f["omod"]:
        text += " " + OMOD_TEXT[f["omod"]]
    if "sdwa_nodst" not in inst.op.flags:
        text += f" dst_sel:{SDWA_SEL[f['dst_sel']]} dst_unused:{DST_UNUSED[f['dst_unused']]}"
    text += f" src0_sel:{SDWA_SEL[f['src0_sel']]}"
    if inst.op.enc == "VOP2":
        text += f" src1_sel:{SDWA_SEL[f['src1_sel']]}"
    return text


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
    if text in OMOD_VALUE and _float_result(op):
        return {"omod": OMOD_VALUE[text]}
    key, _, value = text.partition(":")
    names = DST_UNUSED if key == "dst_unused" else SDWA_SEL
    if key in SDWA_DEFAULTS and value in names and not (
            key == "src1_sel" and op.enc == "VOP1" or key.startswith("dst") and op.enc == "VOPC"):
        return {key: names.index(value)}
    raise _mismatch("invalid SDWA option", tok, "dst_sel, dst_unused, src0_sel, src1_sel")


def _dpp_ctrl_text(ctrl, target, dpp64):
    """Text of a dpp_ctrl value, or None where LLVM calls it invalid."""
    if dpp64 and not 0x150 <= ctrl <= 0x15F:
        return None
    if ctrl < 0x100:
        return "quad_perm:[" + ",".join(str((ctrl >> (2 * i)) & 3) for i in range(4)) + "]"
    if ctrl in _DPP_NAMED:
        return _DPP_NAMED[ctrl]
    for name, base in _DPP_RANGES.items():
        if base < ctrl < base + 16 or name == "row_newbcast" and ctrl == base:
            if name == "row_newbcast" and not target.has("dpp64"):
                return None
            return f"{name}:{ctrl - base}"
    return None


def dpp_text(inst, target):
    """The DPP options as LLVM prints them after the operands (None: invalid dpp_ctrl)."""
    f = inst.fields
    ctrl = _dpp_ctrl_text(f["dpp_ctrl"], target, "dpp64" in inst.op.flags)
    if ctrl is None:
        return None
    text = f" {ctrl} row_mask:0x{f['row_mask']:x} bank_mask:0x{f['bank_mask']:x}"
    return text + (" bound_ctrl:1" if f["bound_ctrl"] else "")


def parse_dpp_option(tok, op, target):
    """Field values of one DPP option token."""
    text = tok.text
    key, _, value = text.partition(":")
    if text in _DPP_BY_TEXT:
        return {"dpp_ctrl": _DPP_BY_TEXT[text]}
    if key in ("row_mask", "bank_mask"):
        number = parse_int(value)
        if number is not None and 0 <= number < 16:
            return {key: number}
    elif key == "bound_ctrl" and value in ("0", "1"):
        return {"bound_ctrl": 1}
    elif key == "quad_perm":
        lanes = value.strip("[]").split(",")
        if len(lanes) == 4 and all(x.strip() in "0123" and x.strip() for x in lanes):
            return {"dpp_ctrl": sum(int(x) << (2 * i) for i, x in enumerate(lanes))}
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
    raise _mismatch("invalid DPP option", tok, "a dpp_ctrl, row_mask, bank_mask, bound_ctrl")
