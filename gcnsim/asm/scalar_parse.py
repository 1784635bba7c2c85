"""Scalar operand syntax: LLVM's symbolic names (hwreg, sendmsg, gpr_idx, counters) and the
parser of scalar instructions (gcnsim/asm/scalar.py prints them and owns the family).

Each row's operand kinds (scalar.py's table) map to one parser here, chosen once per row
(``_row_plan``); a line is then one pass over its tokens. Register and constant tokens are
parsed once per text (cached), so a line costs a few dict look-ups per operand.

    s_waitcnt vmcnt(0) & lgkmcnt(0)   (gfx900)  -> SOPP op=12 simm16=0xc070
    s_load_dwordx2 s[0:1], s[4:5], 0x10        -> SMEM sdata=0 sbase=2 imm=1 offset=0x10
"""
from functools import lru_cache

from ..bits import f64_bits
from ..errors import OperandMismatch
from ..isa.expression import split_arguments
from ..isa.formats import format_named
from ..isa.hwreg import hwreg_names
from ..isa.operands import (INV_2PI, LITERAL, VGPR_BASE, inline_int, parse_float, parse_int,
                            parse_reg, parse_src, reg_encoding)
from ..isa.targets import get_target
from .instruction import Instruction
from .lexer import Token
from .symbols import is_label_expression, is_symbol_operand, label_literal, symbol_literal

MSG_NAMES = {1: "MSG_INTERRUPT", 2: "MSG_GS", 3: "MSG_GS_DONE", 15: "MSG_SYSMSG"}
MSG_GFX9 = {4: "MSG_SAVEWAVE", 5: "MSG_STALL_WAVE_GEN", 6: "MSG_HALT_WAVES",
            7: "MSG_ORDERED_PS_DONE", 8: "MSG_EARLY_PRIM_DEALLOC", 9: "MSG_GS_ALLOC_REQ",
            10: "MSG_GET_DOORBELL"}
GS_OPS = {0: "GS_OP_NOP", 1: "GS_OP_CUT", 2: "GS_OP_EMIT", 3: "GS_OP_EMIT_CUT"}
SYSMSG_OPS = {1: "SYSMSG_OP_ECC_ERR_INTERRUPT", 2: "SYSMSG_OP_REG_RD",
              3: "SYSMSG_OP_HOST_TRAP_ACK", 4: "SYSMSG_OP_TTRACE_PC"}
GPR_IDX_BITS = ("SRC0", "SRC1", "SRC2", "DST")
COUNTERS = ("vmcnt", "expcnt", "lgkmcnt")
FLOAT_IMMS = {0x3F000000: "0.5", 0xBF000000: "-0.5", 0x3F800000: "1.0", 0xBF800000: "-1.0",
              0x40000000: "2.0", 0xC0000000: "-2.0", 0x40800000: "4.0", 0xC0800000: "-4.0"}
INV_2PI_F32 = 0x3E22F983


@lru_cache(maxsize=None)
def msg_names(target):
    names = dict(MSG_NAMES)
    if target.generation >= 9:
        names.update(MSG_GFX9)
    return names


def msg_ops(target, msg):
    """Operation names of a message that takes one (MSG_GS, MSG_GS_DONE, MSG_SYSMSG)."""
    if msg in (2, 3):
        return GS_OPS
    if msg == 15:
        if target.generation >= 9:
            return {k: v for k, v in SYSMSG_OPS.items() if k != 3}
        return SYSMSG_OPS
    return None


class _Operands:
    """The operand tokens of one line, consumed left to right."""

    def __init__(self, tokens):
        self.tokens = tokens
        self.pos = 0

    def peek(self):
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self, what):
        tok = self.peek()
        if tok is None:
            last = self.tokens[-1] if self.tokens else None
            raise OperandMismatch("too few operands", token=last and last.text,
                                  column=last and last.column, expected=what)
        self.pos += 1
        return tok


def _mismatch(tok, message, expected):
    return OperandMismatch(message, token=tok.text, column=tok.column, expected=expected)


def _parse_sreg(target, tok, width, what="an SGPR"):
    """Encoding of a scalar register range of ``width`` dwords (no constants)."""
    result = _sreg(target.name, tok.text, width)
    if isinstance(result, str):
        raise _mismatch(tok, result, what)
    return result


@lru_cache(maxsize=4096)
def _sreg(target_name, text, width):
    """The encoding of a register token, or the reason it is not one of ``width`` dwords."""
    t = get_target(target_name)
    reg = parse_reg(target_name, text)
    if reg is None or reg.file in ("v", "a"):
        return "invalid operand"
    if reg.count != width:
        return "invalid register width"
    enc = reg_encoding(target_name, reg)
    if reg.file in ("s", "ttmp"):
        limit = t.addressable_sgprs if reg.file == "s" else t.ttmp_count
        if reg.index + width > limit:
            return "register out of range"
        if width > 1 and reg.index % min(width, 4):
            return "invalid register alignment"
    elif enc >= 128:
        return "invalid operand"
    return enc


def _parse_ssrc(target, tok, width):
    """(encoding, literal or None) of a scalar source operand."""
    result = _ssrc(target.name, tok.text, width)
    if isinstance(result, str):
        raise _mismatch(tok, result, "a scalar source")
    return result


@lru_cache(maxsize=4096)
def _ssrc(target_name, text, width):
    reg = parse_reg(target_name, text)
    if reg is not None:
        if reg.file not in ("s", "ttmp", "v", "a") and reg.index >= 128:
            return reg.index, None
        enc = _sreg(target_name, text, width)
        return enc if isinstance(enc, str) else (enc, None)
    try:
        enc, literal = parse_src(target_name, text)
    except OperandMismatch as err:
        return err.message
    if enc >= VGPR_BASE:
        return "invalid operand"
    if literal is not None and width == 2 and parse_int(text) is None:
        return "a 64-bit operand takes no float literal"
    if literal is not None and width == 1:
        # A 32-bit literal with the bits of an inline integer (0xffffffff is -1) or inline
        # float is that inline constant.
        inline = inline_int(literal - (1 << 32) if literal >> 31 else literal)
        enc = inline or _inline_float_bits(get_target(target_name)).get(literal, enc)
        literal = None if enc != LITERAL else literal
    return enc, literal


@lru_cache(maxsize=None)
def _inline_float_bits(target):
    """32-bit float bit patterns -> their inline-constant encodings."""
    out = {bits: 240 + k for k, bits in enumerate(FLOAT_IMMS)}
    if target.has("inv_2pi"):
        out[INV_2PI_F32] = INV_2PI
    return out


def _parse_number(tok, lo, hi, what):
    value = parse_int(tok.text)
    if value is None or not lo <= value <= hi:
        raise _mismatch(tok, "invalid immediate", what)
    return value


def _parse_imm16(tok):
    return _parse_number(tok, -0x8000, 0xFFFF, "a 16-bit integer") & 0xFFFF


def _parse_label(ctx, tok):
    value = parse_int(tok.text)
    if value is not None:
        return _parse_number(tok, -0x8000, 0xFFFF, "a label or a 16-bit offset") & 0xFFFF
    name = tok.text
    while name.startswith("(") and name.endswith(")"):
        name = name[1:-1].strip()           # (L1) is L1, as in an MC expression
    address = ctx.symbol(name)
    if address is None:
        raise _mismatch(tok, "undefined label", "a label or a 16-bit offset")
    offset = (address - (ctx.pc + 4)) // 4
    if not -0x8000 <= offset <= 0x7FFF:
        raise _mismatch(tok, "branch target out of range", "a target within 32K dwords")
    return offset & 0xFFFF


def _call_args(tok, name):
    """The comma-separated arguments of ``name(...)``, or None if the token is no such call."""
    text = tok.text
    if not (text.lower().startswith(name + "(") and text.endswith(")")):
        return None
    body = text[len(name) + 1:-1]
    return split_arguments(body) if body.strip() else []


def _symbol_or_int(arg, names, tok, what):
    """``arg`` as a symbolic name from ``names`` (value -> name) or an integer."""
    for value, name in names.items():
        if name == arg:
            return value
    value = parse_int(arg)
    if value is None:
        raise _mismatch(tok, f"unknown name {arg!r}", what)
    return value


def _take_braced(ops, what):
    """The next operand token; a ``{key: value, ...}`` group split by the lexer is joined."""
    tok = last = ops.take(what)
    text = tok.text
    while text.startswith("{") and not text.endswith("}") and ops.peek() is not None:
        text += (", " if last.comma else " ")
        last = ops.take(what)
        text += last.text
    return Token(text, tok.column, last.comma) if last is not tok else tok


_HWREG_KEYS = {"id": 0, "offset": 1, "size": 2}


def _hwreg_struct(tok):
    """Arguments (id, offset, size) of ``{id: 1, offset: 2, size: 3}`` (LLVM 18+ syntax)."""
    args = ["", "0", "32"]
    for item in tok.text[1:-1].split(","):
        key, sep, value = (part.strip() for part in item.partition(":"))
        if not sep or key not in _HWREG_KEYS or parse_int(value) is None:
            raise _mismatch(tok, "invalid hwreg structure", "{id: N, offset: N, size: N}")
        args[_HWREG_KEYS[key]] = value
    if not args[0]:
        raise _mismatch(tok, "missing id in hwreg structure", "{id: N, offset: N, size: N}")
    return args


def _parse_hwreg(target, tok):
    args = _call_args(tok, "hwreg")
    if tok.text.startswith("{") and tok.text.endswith("}"):
        args = _hwreg_struct(tok)
    elif args is None:
        return _parse_imm16(tok)
    if len(args) not in (1, 3):
        raise _mismatch(tok, "invalid hwreg", "hwreg(reg[, offset, size])")
    reg = _symbol_or_int(args[0], hwreg_names(target), tok, "a hardware register")
    offset, width = (0, 32) if len(args) == 1 else (parse_int(args[1]), parse_int(args[2]))
    if not (0 <= reg < 64 and offset is not None and 0 <= offset < 32 and width is not None
            and 1 <= width <= 32):
        raise _mismatch(tok, "invalid hwreg", "hwreg(0..63[, 0..31, 1..32])")
    return reg | offset << 6 | (width - 1) << 11


def _parse_sendmsg(target, tok):
    args = _call_args(tok, "sendmsg")
    if args is None:
        return _parse_imm16(tok)
    if not 1 <= len(args) <= 3:
        raise _mismatch(tok, "invalid sendmsg", "sendmsg(msg[, op[, stream]])")
    msg = _symbol_or_int(args[0], msg_names(target), tok, "a message")
    op = 0
    ops = msg_ops(target, msg) or {}
    if len(args) > 1:
        op = _symbol_or_int(args[1], ops, tok, "a message operation")
    stream = parse_int(args[2]) if len(args) > 2 else 0
    if not (0 <= msg < 16 and 0 <= op < 8 and stream is not None and 0 <= stream < 4):
        raise _mismatch(tok, "invalid sendmsg", "sendmsg(msg[, op[, stream]])")
    # A message named is checked as LLVM checks it (a number only for its field's width):
    # its operation one it has (MSG_GS's not GS_OP_NOP), a stream only with a GS operation.
    if args[0] in msg_names(target).values() and (
            len(args) > 1 and (op not in ops or msg == 2 and op == 0) or
            len(args) > 2 and not (msg in (2, 3) and op)):
        raise _mismatch(tok, "invalid operation id" if len(args) < 3 or op not in ops else
                        "message operation does not support streams",
                        "sendmsg(msg[, op[, stream]]) with an operation the message has")
    return msg | op << 4 | stream << 8


def _parse_gpr_idx(tok):
    args = _call_args(tok, "gpr_idx")
    if args is None:
        return _parse_number(tok, 0, 15, "gpr_idx(...) or 0..15")
    mode = 0
    for arg in args:
        if arg.upper() not in GPR_IDX_BITS or mode >> GPR_IDX_BITS.index(arg.upper()) & 1:
            raise _mismatch(tok, "invalid gpr_idx mode", "SRC0, SRC1, SRC2 or DST")
        mode |= 1 << GPR_IDX_BITS.index(arg.upper())
    return mode


def _is_counter(tok):
    return tok is not None and (tok.text == "&" or
                                tok.text.lstrip("&").partition("(")[0] in _COUNTER_NAMES)


# vmcnt_sat(N) & co. clamp N to the counter's width instead of rejecting it.
_COUNTER_NAMES = frozenset(COUNTERS) | frozenset(name + "_sat" for name in COUNTERS)


def _parse_waitcnt(target, ops):
    """The s_waitcnt immediate from ``vmcnt(N) & lgkmcnt(N)``-style counters or a number."""
    first = ops.take("s_waitcnt counters")
    if parse_int(first.text) is not None:
        return parse_int(first.text) & 0xFFFF      # LLVM keeps the low 16 bits of a number
    layout = target.waitcnt
    counts = {}
    tok = first
    while True:
        for piece in _counter_pieces(tok):
            _parse_counter(layout, tok, piece, counts)
        if not _is_counter(ops.peek()):
            return layout.encode(**counts)
        tok = ops.take("a counter")


def _counter_pieces(tok):
    """``name(value)`` pieces of a counter token (``vmcnt(0)&lgkmcnt(1 + 1)``), the ``&``
    between them dropped."""
    text, pieces, pos = tok.text, [], 0
    while pos < len(text):
        if text[pos] in "& \t":
            pos += 1
            continue
        open_at = text.find("(", pos)
        depth, end = 0, open_at
        while 0 <= end < len(text):
            depth += (text[end] == "(") - (text[end] == ")")
            if depth == 0:
                break
            end += 1
        if open_at < 0 or end >= len(text):
            raise _mismatch(tok, "invalid counter", "vmcnt(N), expcnt(N) or lgkmcnt(N)")
        pieces.append(text[pos:end + 1])
        pos = end + 1
    return pieces


def _parse_counter(layout, tok, piece, counts):
    name, _, rest = piece.partition("(")
    name = name.strip()
    if name not in _COUNTER_NAMES or not rest.endswith(")"):
        raise _mismatch(tok, "invalid counter", "vmcnt(N), expcnt(N) or lgkmcnt(N)")
    value = parse_int(rest[:-1])
    if name.endswith("_sat"):
        name = name[:-4]
        value = None if value is None or value < 0 else min(value, layout.max(name))
    if value is None or not 0 <= value <= layout.max(name) or name in counts:
        raise _mismatch(tok, f"invalid {name}", f"{name}(0..{layout.max(name)})")
    counts[name] = value


def _parse_smem_offset(target, ops, fields, low=-(1 << 20)):
    """SMEM's offset operands; ``low`` 0 for s_buffer_*, whose offsets LLVM takes unsigned
    (20 bits)."""
    what = "a 21-bit signed byte offset" if low else "a 20-bit unsigned byte offset"
    tok = ops.take("an offset or an SGPR")
    value = parse_int(tok.text)
    if value is not None:
        if not low <= value < (1 << 20):
            raise _mismatch(tok, "invalid offset", what)
        fields["imm"] = 1
        fields["offset"] = value & 0x1FFFFF
        return
    enc = _parse_sreg(target, tok, 1, "an offset or an SGPR")
    nxt = ops.peek()
    if nxt is None or not nxt.text.startswith("offset:"):
        fields["offset"] = enc
        return
    ops.take("offset:N")
    value = parse_int(nxt.text[len("offset:"):])
    if value is None or not low <= value < (1 << 20):
        raise _mismatch(nxt, "invalid offset", what)
    fields.update(soe=1, imm=1, soffset=enc, offset=value & 0x1FFFFF)


# The scalar values llvm-mc takes as SMRD's SGPR offset (``scc`` alone is the modifier)
_SMRD_VALUES = ("src_vccz", "src_execz", "src_scc", "vccz", "execz")


def _parse_smrd_offset(target, ops, fields):
    """Fill the SMRD offset fields; return the literal offset dword, if one is needed."""
    tok = ops.take("an offset or an SGPR")
    value = parse_int(tok.text)
    if value is None:
        reg = parse_reg(target.name, tok.text)
        if reg is not None and reg.file in _SMRD_VALUES:
            fields["offset"] = reg.index        # src_vccz, src_execz, src_scc, as llvm-mc
            return None
        fields["offset"] = _parse_sreg(target, tok, 1, "an offset or an SGPR")
        return None
    if 0 <= value <= 0xFF:
        fields["imm"] = 1
        fields["offset"] = value
        return None
    if not 0 <= value <= 0xFFFFFFFF:
        raise _mismatch(tok, "invalid offset", "a 32-bit dword offset")
    fields["offset"] = 255
    return value


def _parse_literal(tok):
    """A 32-bit immediate; LLVM keeps the low half of a float token's binary64 bits."""
    value = parse_int(tok.text)
    if value is None and parse_float(tok.text) is not None:
        value = f64_bits(parse_float(tok.text)) & 0xFFFFFFFF
    if value is None or not -(1 << 31) <= value <= 0xFFFFFFFF:
        raise _mismatch(tok, "invalid literal", "a 32-bit value")
    return value & 0xFFFFFFFF


def _ssrc_operand(ctx, ops, spec, fields):
    tok = ops.take("a scalar source")
    if spec.width == 1 and is_symbol_operand(tok.text):
        # Always a literal, even where the value is an inline constant's (a relocation's
        # dword, as llvm-mc leaves it); it follows the instruction's one SOP word.
        fields[spec.field] = LITERAL
        return symbol_literal(ctx, tok, ctx.pc + 4)
    try:
        fields[spec.field], literal = _parse_ssrc(ctx.target, tok, spec.width)
    except OperandMismatch:
        if spec.width != 1 or not is_label_expression(tok.text):
            raise
        fields[spec.field] = LITERAL
        return label_literal(ctx, tok, ctx.pc + 4)
    return literal


def _sreg_operand(ctx, ops, spec, fields):
    fields[spec.field] = _parse_sreg(ctx.target, ops.take("an SGPR"), spec.width)


def _sbase_operand(ctx, ops, spec, fields):
    fields[spec.field] = _parse_sreg(ctx.target, ops.take("an SGPR base"), spec.width) // 2


def _imm16_operand(ctx, ops, spec, fields):
    fields[spec.field] = _parse_imm16(ops.take("a 16-bit integer"))


def _u16_operand(ctx, ops, spec, fields):
    """s_cmpk_*_u32's immediate: LLVM's u16imm, 0 to 0xffff (no negative number)."""
    fields[spec.field] = _parse_number(ops.take("a 16-bit integer"), 0, 0xFFFF,
                                       "an unsigned 16-bit integer")


def _dec_operand(ctx, ops, spec, fields):
    fields[spec.field] = _parse_imm16(ops.take("an integer")) if ops.peek() else 0


def _label_operand(ctx, ops, spec, fields):
    fields[spec.field] = _parse_label(ctx, ops.take("a label"))


def _waitcnt_operand(ctx, ops, spec, fields):
    fields[spec.field] = _parse_waitcnt(ctx.target, ops)


def _hwreg_operand(ctx, ops, spec, fields):
    fields[spec.field] = _parse_hwreg(ctx.target, _take_braced(ops, "hwreg(...)"))


def _sendmsg_operand(ctx, ops, spec, fields):
    fields[spec.field] = _parse_sendmsg(ctx.target, ops.take("sendmsg(...)"))


def _gpr_idx_operand(ctx, ops, spec, fields):
    fields[spec.field] = _parse_gpr_idx(ops.take("gpr_idx(...)"))


def _u7_operand(ctx, ops, spec, fields):
    fields[spec.field] = _parse_number(ops.take("an integer"), 0, 127, "0..127")


def _lit_operand(ctx, ops, spec, fields):
    return _parse_literal(ops.take("a 32-bit literal"))


def _soffset_operand(ctx, ops, spec, fields):
    _parse_smem_offset(ctx.target, ops, fields)


def _buffer_soffset_operand(ctx, ops, spec, fields):
    _parse_smem_offset(ctx.target, ops, fields, 0)


def _smrd_offset_operand(ctx, ops, spec, fields):
    return _parse_smrd_offset(ctx.target, ops, fields)


# Operand kind -> parser(ctx, ops, spec, fields) that fills ``fields`` and returns the
# operand's literal dword, if it has one.
_OPERAND_PARSERS = {
    "ssrc": _ssrc_operand, "sreg": _sreg_operand, "sdata": _sreg_operand,
    "sbase": _sbase_operand, "hex": _imm16_operand, "imm": _imm16_operand,
    "dec": _dec_operand, "label": _label_operand, "waitcnt": _waitcnt_operand,
    "hwreg": _hwreg_operand, "sendmsg": _sendmsg_operand, "gpr_idx": _gpr_idx_operand,
    "u7": _u7_operand, "lit": _lit_operand, "soffset": _soffset_operand,
    "smrd_offset": _smrd_offset_operand,
}


# Rows whose sources LLVM declares inline-only (SCSrc_b64): a literal is refused.
_NO_LITERAL = ("s_cbranch_g_fork",)


@lru_cache(maxsize=None)
def _row_plan(row, target):
    """What parsing a line of ``row`` needs that its text does not change: (zeroed fields,
    (parser, spec) per operand, words allowed after the operands, format, format with a
    literal)."""
    fmt = format_named(target, row.enc)
    fields = dict.fromkeys((name for name, _, _ in fmt.fields), 0)
    fields["op"] = row.opcode
    unsigned = {"hex": _u16_operand} if row.name.startswith("s_cmpk_") and \
        row.name.endswith("_u32") else {"soffset": _buffer_soffset_operand} if \
        row.name.startswith("s_buffer_") else {}
    parsers = tuple((unsigned.get(spec.kind, _OPERAND_PARSERS[spec.kind]), spec)
                    for spec in row.operands)
    allowed = ("glc", "noglc") if "glc" in row.flags else ("noglc",) if row.enc in (
        "SMEM", "SMRD") else ()
    lit_fmt = format_named(target, "SMRD_LIT") if row.enc == "SMRD" else fmt
    return fields, parsers, allowed, fmt, lit_fmt


def _parse_row(ctx, row, tokens):
    zeroed, parsers, allowed, fmt, lit_fmt = _row_plan(row, ctx.target)
    fields = dict(zeroed)
    ops = _Operands(tokens)
    literal = None
    for parser, spec in parsers:
        value = parser(ctx, ops, spec, fields)
        if value is not None:
            if row.name in _NO_LITERAL:
                raise _mismatch(ops.tokens[ops.pos - 1], "invalid operand for instruction",
                                "an SGPR pair or an inline constant")
            if literal is not None and value != literal:
                raise _mismatch(ops.tokens[ops.pos - 1], "only one literal operand is allowed",
                                "the same literal as the other operand")
            literal = value
    glc_written = False
    while ops.pos < len(tokens):
        tok = ops.take("")
        if tok.text not in allowed or glc_written:
            raise _mismatch(tok, "invalid operand for instruction", "end of the operands")
        glc_written = True
        fields["glc"] = int(tok.text == "glc")
    return Instruction(row, fmt if literal is None else lit_fmt, fields, literal)


def parse(ctx, rows, form, tokens):
    """The Instruction for operand tokens, trying each row of the mnemonic in turn."""
    if form is not None:
        tok = tokens[0] if tokens else None
        raise OperandMismatch(f"scalar instructions have no {form} form", token=form,
                              column=tok.column if tok else None, expected="no suffix")
    error = None
    for row in rows:
        try:
            return _parse_row(ctx, row, tokens)
        except OperandMismatch as err:
            error = err.near(tokens)
    raise error
