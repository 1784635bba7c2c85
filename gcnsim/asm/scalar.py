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
from functools import lru_cache

from ..bits import f64_bits, sext
from ..errors import OperandMismatch
from ..isa.formats import format_named
from ..isa.operands import (INV_2PI, LITERAL, VGPR_BASE, format_src, inline_int, parse_int,
                            parse_reg, parse_src, reg_encoding, special_names)
from ..isa.targets import get_target
from .instruction import Instruction
from .lexer import Token

HWREG_NAMES = {1: "HW_REG_MODE", 2: "HW_REG_STATUS", 3: "HW_REG_TRAPSTS", 4: "HW_REG_HW_ID",
               5: "HW_REG_GPR_ALLOC", 6: "HW_REG_LDS_ALLOC", 7: "HW_REG_IB_STS"}
HWREG_GFX9 = {15: "HW_REG_SH_MEM_BASES", 16: "HW_REG_TBA_LO", 17: "HW_REG_TBA_HI",
              18: "HW_REG_TMA_LO", 19: "HW_REG_TMA_HI"}
HWREG_GFX940 = {20: "HW_REG_XCC_ID", 21: "HW_REG_SQ_PERF_SNAPSHOT_DATA",
                22: "HW_REG_SQ_PERF_SNAPSHOT_DATA1", 23: "HW_REG_SQ_PERF_SNAPSHOT_PC_LO",
                24: "HW_REG_SQ_PERF_SNAPSHOT_PC_HI"}
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
def hwreg_names(target):
    names = dict(HWREG_NAMES)
    if target.generation >= 9:
        names.update(HWREG_GFX9)
    if target.has("gfx940_insts"):
        names.update(HWREG_GFX940)
    return names


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
        reg = src_text(target, f["soffset"], 1)
        return f"{reg} offset:{_signed_hex(sext(f['offset'], 21))}" if f["imm"] else reg
    if f["imm"]:
        return _signed_hex(sext(f["offset"], 21))
    return src_text(target, f["offset"] & 0x7F, 1)


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
    if value >= 128 or width == 1:
        return value
    in_ttmp = target.ttmp_base <= value < target.ttmp_base + target.ttmp_count
    if value < target.addressable_sgprs or in_ttmp:
        return value & ~(min(width, 4) - 1)
    pair = special_names(target.name).get(value)
    return value if pair is not None and pair[1] == 2 else None


def src_text(target, value, width, literal=None):
    """format_src plus what LLVM's disassembler prints for encodings no scalar operand has:
    ``null`` (125) on gfx9, src_lds_direct with LLVM's register-class comment, and 1/(2*pi) at
    binary64 precision in 64-bit operands. Raises ValueError for an unknown encoding."""
    if value == 125 and target.generation >= 9:
        return "null"
    if value == 254:
        return (f"src_lds_direct/*Invalid register, operand has 'SReg_{32 * width}' "
                "register class*/")
    if value == INV_2PI and width == 2 and target.has("inv_2pi"):
        return "0.15915494309189532"
    return format_src(target, value, width, literal)


def _print_operand(inst, target, pc, spec):
    kind = spec.kind
    value = inst.fields.get(spec.field)
    if kind in ("sreg", "ssrc", "sdata"):
        if value == LITERAL:
            return f"0x{inst.literal:x}"
        return _operand_text(target.name, value, spec.width)
    if kind == "sbase":
        return _operand_text(target.name, 2 * value, spec.width)
    if kind == "hex":
        return f"0x{value:x}"
    if kind in ("imm", "u7"):
        return print_imm32(target, value)
    if kind == "label":
        return str(value)
    if kind == "dec":
        return str(value) if value else None
    if kind == "lit":
        return print_imm32(target, inst.literal)
    return _PRINTERS[kind](inst, target)


_PRINTERS = {
    "waitcnt": lambda inst, t: print_waitcnt(t, inst.fields["simm16"]),
    "hwreg": lambda inst, t: print_hwreg(t, inst.fields["simm16"]),
    "sendmsg": lambda inst, t: print_sendmsg(t, inst.fields["simm16"]),
    "gpr_idx": lambda inst, t: print_gpr_idx(inst.fields[
        "ssrc1" if "ssrc1" in inst.fields else "simm16"]),
    "soffset": _print_soffset,
    "smrd_offset": _print_smrd_offset,
}


def print_inst(inst, target, pc=0):
    """The text LLVM prints for a scalar instruction."""
    parts = []
    for spec in inst.op.operands:
        text = _print_operand(inst, target, pc, spec)
        if text is not None:
            parts.append(text)
    text = inst.op.name
    if parts:
        text += " " + ", ".join(parts)
    if inst.fields.get("glc") and "glc" in inst.op.flags:
        text += " glc"
    return text


# ----------------------------------------------------------------------------------- parsing


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
    address = ctx.symbol(tok.text)
    if address is None:
        raise _mismatch(tok, "undefined label", "a label or a 16-bit offset")
    offset = (address - (ctx.pc + 4)) // 4
    if not -0x8000 <= offset <= 0x7FFF:
        raise _mismatch(tok, "branch target out of range", "a target within 32K dwords")
    return offset & 0xFFFF


def _call_args(tok, name):
    """The comma-separated arguments of ``name(...)``, or None if the token is no such call."""
    text = tok.text.replace(" ", "")
    if not (text.lower().startswith(name + "(") and text.endswith(")")):
        return None
    body = text[len(name) + 1:-1]
    return body.split(",") if body else []


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
    if len(args) > 1:
        ops = msg_ops(target, msg) or {}
        op = _symbol_or_int(args[1], ops, tok, "a message operation")
    stream = parse_int(args[2]) if len(args) > 2 else 0
    if not (0 <= msg < 16 and 0 <= op < 8 and stream is not None and 0 <= stream < 4):
        raise _mismatch(tok, "invalid sendmsg", "sendmsg(msg[, op[, stream]])")
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
        return _parse_imm16(first)
    layout = target.waitcnt
    counts = {}
    tok = first
    while True:
        for piece in tok.text.split("&"):
            if piece:
                _parse_counter(layout, tok, piece, counts)
        if not _is_counter(ops.peek()):
            return layout.encode(**counts)
        tok = ops.take("a counter")


def _parse_counter(layout, tok, piece, counts):
    name, _, rest = piece.partition("(")
    if name not in _COUNTER_NAMES or not rest.endswith(")"):
        raise _mismatch(tok, "invalid counter", "vmcnt(N), expcnt(N) or lgkmcnt(N)")
    value = parse_int(rest[:-1])
    if name.endswith("_sat"):
        name = name[:-4]
        value = None if value is None or value < 0 else min(value, layout.max(name))
    if value is None or not 0 <= value <= layout.max(name) or name in counts:
        raise _mismatch(tok, f"invalid {name}", f"{name}(0..{layout.max(name)})")
    counts[name] = value


def _parse_smem_offset(target, ops, fields):
    tok = ops.take("an offset or an SGPR")
    value = parse_int(tok.text)
    if value is not None:
        if not -(1 << 20) <= value < (1 << 20):
            raise _mismatch(tok, "invalid offset", "a 21-bit signed byte offset")
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
    if value is None or not -(1 << 20) <= value < (1 << 20):
        raise _mismatch(nxt, "invalid offset", "a 21-bit signed byte offset")
    fields.update(soe=1, imm=1, soffset=enc, offset=value & 0x1FFFFF)


def _parse_smrd_offset(target, ops, fields):
    """Fill the SMRD offset fields; return the literal offset dword, if one is needed."""
    tok = ops.take("an offset or an SGPR")
    value = parse_int(tok.text)
    if value is None:
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
    if value is None:
        try:
            value = f64_bits(float(tok.text)) & 0xFFFFFFFF
        except ValueError:
            value = None
    if value is None or not -(1 << 31) <= value <= 0xFFFFFFFF:
        raise _mismatch(tok, "invalid literal", "a 32-bit value")
    return value & 0xFFFFFFFF


def _parse_operand(ctx, ops, spec, fields):
    """Parse one operand into ``fields``; return its literal dword, if it has one."""
    t = ctx.target
    kind, name = spec.kind, spec.field
    if kind == "ssrc":
        fields[name], literal = _parse_ssrc(t, ops.take("a scalar source"), spec.width)
        return literal
    if kind in ("sreg", "sdata"):
        fields[name] = _parse_sreg(t, ops.take("an SGPR"), spec.width)
    elif kind == "sbase":
        fields[name] = _parse_sreg(t, ops.take("an SGPR base"), spec.width) // 2
    elif kind in ("hex", "imm"):
        fields[name] = _parse_imm16(ops.take("a 16-bit integer"))
    elif kind == "dec":
        fields[name] = _parse_imm16(ops.take("an integer")) if ops.peek() else 0
    elif kind == "label":
        fields[name] = _parse_label(ctx, ops.take("a label"))
    elif kind == "waitcnt":
        fields[name] = _parse_waitcnt(t, ops)
    elif kind == "hwreg":
        fields[name] = _parse_hwreg(t, _take_braced(ops, "hwreg(...)"))
    elif kind == "sendmsg":
        fields[name] = _parse_sendmsg(t, ops.take("sendmsg(...)"))
    elif kind == "gpr_idx":
        fields[name] = _parse_gpr_idx(ops.take("gpr_idx(...)"))
    elif kind == "u7":
        fields[name] = _parse_number(ops.take("an integer"), 0, 127, "0..127")
    elif kind == "lit":
        return _parse_literal(ops.take("a 32-bit literal"))
    elif kind == "soffset":
        _parse_smem_offset(t, ops, fields)
    else:
        return _parse_smrd_offset(t, ops, fields)
    return None


@lru_cache(maxsize=None)
def _field_names(target_name, enc):
    return tuple(name for name, _, _ in format_named(target_name, enc).fields)


def _parse_row(ctx, row, tokens):
    fields = dict.fromkeys(_field_names(ctx.target.name, row.enc), 0)
    fields["op"] = row.opcode
    ops = _Operands(tokens)
    literal = None
    for spec in row.operands:
        value = _parse_operand(ctx, ops, spec, fields)
        if value is not None:
            if literal is not None and value != literal:
                raise _mismatch(ops.tokens[ops.pos - 1], "only one literal operand is allowed",
                                "the same literal as the other operand")
            literal = value
    glc_written = False
    while ops.peek() is not None:
        tok = ops.take("")
        allowed = ("glc", "noglc") if "glc" in row.flags else ("noglc",) if row.enc in (
            "SMEM", "SMRD") else ()
        if tok.text not in allowed or glc_written:
            raise _mismatch(tok, "invalid operand for instruction", "end of the operands")
        glc_written = True
        fields["glc"] = int(tok.text == "glc")
    fmt = row.enc
    if row.enc == "SMRD" and literal is not None:
        fmt = "SMRD_LIT"
    return Instruction(row, format_named(ctx.target.name, fmt), fields, literal)


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


# ------------------------------------------------------------------------------ decode check

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
    for spec in inst.op.operands:
        for value, width in _registers(inst, spec):
            if _operand_text(target.name, value, width) is None:
                return f"{inst.op.name}: no {width}-dword operand has encoding {value}"
    return None


@lru_cache(maxsize=None)
def _operand_text(target_name, value, width):
    """The text of a register-field value as LLVM reads it, or None if it names nothing."""
    t = get_target(target_name)
    try:
        return src_text(t, reg_value(t, value, width), width, 0)
    except (ValueError, TypeError):
        return None


def _registers(inst, spec):
    """(encoding, width) of the registers an operand names."""
    fields = inst.fields
    if spec.kind in _REGISTER_KINDS:
        return ((fields[spec.field], spec.width),)
    if spec.kind == "sbase":
        return ((2 * fields[spec.field], spec.width),)
    if spec.kind == "soffset" and fields["soe"]:
        return ((fields["soffset"], 1),)
    if spec.kind == "soffset" and not fields["imm"]:
        return ((fields["offset"] & 0x7F, 1),)
    if spec.kind == "smrd_offset" and not fields["imm"] and inst.literal is None:
        return ((fields["offset"], 1),)
    return ()
