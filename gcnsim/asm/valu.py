"""VALU operand text shared by the VOP families: source modifiers and constants as LLVM writes them.

A source is a register or constant with optional float modifiers; LLVM prints neg as ``-v2``,
or ``neg(1.0)`` on a constant (``-1.0`` would be another constant), abs as ``|v2|``, and the
1/(2*pi) constant of a 64-bit operand with all its digits. Output modifiers are words after the
operands: ``clamp``, ``mul:2``, ``mul:4``, ``div:2``, ``op_sel:[0,1,0]``.

    >>> split_modifiers("-|v2|"), split_modifiers("neg(1)"), split_modifiers("-1.0")
    (('v2', True, True), ('1', True, False), ('-1.0', False, False))
    >>> with_modifiers("1.0", neg=True, abs_=False, constant=True)
    'neg(1.0)'

Typed constants (``parse_valu_src``/``format_valu_src``): an operand's type (f16 i16 f32 i32
f64 i64) decides which literal bits matter (16-bit types keep the low half, f64 holds the high
dword), which bit patterns are inline constants, and how 1/(2*pi) prints.

    >>> t = get_target("gfx900")
    >>> parse_valu_src(t, "0x3c00", "f16"), parse_valu_src(t, "0x3c00", "i16")
    ((242, None), (255, 15360))
    >>> format_valu_src(t, 242, 1, None, "i16"), format_valu_src(t, 248, 2, None, "f64")
    ('0x3c00', '0.15915494309189532')
"""
import re
from functools import lru_cache

from ..bits import f16_bits, f32_bits, f64_bits, sext
from ..errors import AsmError, OperandMismatch
from ..isa.operands import (APERTURES, INLINE_FLOATS, INV_2PI, INV_2PI_BITS, LITERAL, M0,
                            SRC_EXECZ, SRC_LDS_DIRECT, SRC_SCC, SRC_VCCZ, VCC, VGPR_BASE,
                            aligned_scalar, float_literal_bits, format_src, inline_int,
                            parse_float, parse_int, parse_reg, parse_src, reg_encoding, reg_text)
from ..isa.expression import REAL
from ..outputs import article
from ..isa.targets import get_target
from .regclass import INVALID_IMMEDIATE, class_comment, register_file
from .scalar import constant_bits32, print_imm32

INV_2PI_TEXT64 = "0.15915494309189532"
INV_2PI_VALUE64 = float(INV_2PI_TEXT64)
OMOD_TEXT = {1: "mul:2", 2: "mul:4", 3: "div:2"}
# omod of mul:N and div:N per N (LLVM's ConvertOmodMul/ConvertOmodDiv: N = 1 is no modifier)
_OMOD = {"mul": {1: 0, 2: 1, 4: 2}, "div": {1: 0, 2: 3}}


def source_text(target, value, width=1, literal=None, ftype=None):
    """Text of a 9-bit source encoding (register or constant) of a ``width``-dword operand."""
    if value == INV_2PI and width == 2:
        return INV_2PI_TEXT64
    return format_src(target, value, width, literal, ftype)


@lru_cache(maxsize=None)
def reg_names(file, width):
    """``reg_text(file, i, width)`` for every register index i of a file (a printer's table,
    indexed by the field value)."""
    return tuple(reg_text(file, index, width) for index in range(512))


def register_only_text(target, value, width, literal, cls, file=None):
    """A 9-bit field of an operand LLVM declares as registers of class ``cls`` (regclass.py):
    a constant prints as LLVM decodes it (32 bits) with /*Invalid immediate*/, a register
    with LLVM's comment when it is outside the class. ``file`` ('v' or 'a') names the file
    of a vector register where the class does not decide it."""
    found = register_file(target.name, value, width)
    if found is None:
        if value == LITERAL and literal is None:
            raise ValueError("a literal where the encoding has none")
        return print_imm32(target, constant_bits32(value, literal)) + INVALID_IMMEDIATE
    if value >= VGPR_BASE:
        found = file or ("a" if cls.startswith("A") else "v")
        return reg_text(found, value - VGPR_BASE, width) + class_comment(cls, found)
    if width > 16:      # no 1024-bit scalar classes: LLVM reads one SGPR, or a special pair
        width = 1 if found in ("s", "ttmp") else 2
    value = aligned_scalar(target.name, value, width)
    return source_text(target, value, width) + class_comment(cls, found)


def with_modifiers(text, neg, abs_, constant):
    """``text`` with neg/abs as LLVM prints them."""
    if abs_:
        text = f"|{text}|"
    if neg:
        text = f"neg({text})" if constant and not abs_ else "-" + text
    return text


def split_modifiers(token):
    """(core text, neg, abs) of a source token: ``-|v1|``, ``neg(v1)``, ``abs(v1)``, ``-v1``,
    with blanks anywhere between their parts (``- | v1 |``, ``neg ( v1 )``). Bars hold a
    primary expression only (``|1+1|`` is no abs: the token is left whole)."""
    neg = abs_ = False
    tok = token.strip()
    call = _NEG_CALL.match(tok)
    if call:
        neg, tok = True, call.group(1).strip()
    elif tok.startswith("-") and _is_modifiable(tok[1:].lstrip()):
        neg, tok = True, tok[1:].lstrip()
    call = _ABS_CALL.match(tok)
    if tok.startswith("|") and tok.endswith("|") and len(tok) > 1 and \
            _PRIMARY.fullmatch(tok[1:-1].strip()):
        abs_, tok = True, tok[1:-1].strip()
    elif call:
        abs_, tok = True, call.group(1).strip()
    return tok, neg, abs_


def split_sext(token):
    """(core text, whether it is written ``sext(...)``) of a source token."""
    call = _SEXT_CALL.match(token.strip())
    return (call.group(1).strip(), True) if call else (token, False)


def negated_integer(token):
    """The value of a source token that starts with a minus and reads as an integer
    expression (``--1``, ``- -4 * 4``), or None: an integer operand takes no neg, so llvm-mc
    reads the minus as part of the expression."""
    tok = token.strip()
    return parse_int(tok) if tok.startswith("-") else None


_SEXT_CALL = re.compile(r"sext\s*\((.*)\)$", re.S)
_NEG_CALL = re.compile(r"neg\s*\((.*)\)$", re.S)
# What llvm-mc reads between bars (SP3's abs: a primary expression, so ``|1+1|`` is refused
# and ``|(1+1)|`` is not): unary operators, then one register, number, name or parenthesis.
_PRIMARY = re.compile(r"[-+~!\s]*(?:" + REAL + r"|[\w.$]+(?:\[[^\]]*\])?|'(?:\\.|[^\\'])'"
                      r"|\((?:[^()]|\([^()]*\))*\))")
_ABS_CALL = re.compile(r"abs\s*\((.*)\)$", re.S)


def _is_modifiable(rest):
    return rest.startswith(("|", "-")) or rest[:1].isalpha() or rest[:1] == "["


def parse_source(target, token, width=1, ftype=None):
    """(encoding, literal or None) of a source token without modifiers. An integer given to a
    64-bit operand is read as LLVM's AMDGPUAsmParser::addLiteralImmOperand reads it: an inline
    constant as it stands (``0x3ff0000000000000`` is 1.0), else a 32-bit value is the high
    dword of an f64 (``0x3ff00000`` is 1.0, inline when that double is) and the low dword of
    an i64."""
    if width == 2 and token[:1] in "0." and _is_inv_2pi64(token):
        return INV_2PI, None
    if ftype in ("f64", "i64"):
        value = parse_int(token)
        if value is not None:
            return _parse_int_src(get_target(target), token, value, ftype)
    return parse_src(target, token, ftype)


def _is_inv_2pi64(token):
    try:
        return float(token) == INV_2PI_VALUE64
    except ValueError:
        return False


def omod_value(text):
    """The omod field an output modifier ``mul:N`` or ``div:N`` (N an expression) writes, or
    None if ``text`` is not one."""
    key, colon, value = text.partition(":")
    return _OMOD[key].get(parse_int(value)) if colon and key in _OMOD else None


def parse_array(token, name):
    """Bits of ``name:[1,0,1]`` (bit i = entry i), or None if the token is not that option."""
    prefix = name + ":["
    if not token.startswith(prefix) or not token.endswith("]"):
        return None
    value = 0
    for i, item in enumerate(token[len(prefix):-1].split(",")):
        bit = parse_int(item)
        if bit not in (0, 1):
            raise OperandMismatch(f"invalid {name} value", token=token, expected="0 or 1")
        value |= bit << i
    return value


def array_text(name, bits, count):
    """``name:[b0,b1,...]`` of the low ``count`` bits."""
    return f"{name}:[" + ",".join(str((bits >> i) & 1) for i in range(count)) + "]"


# gfx7-gfx9 read at most one scalar value (SGPR, special register or literal) per VALU
# instruction over the constant bus (ISA manual, "VALU instruction operands").
CONSTANT_BUS_LIMIT = 1
# src_shared_base .. src_pops_exiting_wave_id, src_vccz, src_execz, src_scc: scalar values
# (src_lds_direct is LDS data, off the constant bus).
SCALAR_SPECIALS = frozenset(APERTURES) | {SRC_VCCZ, SRC_EXECZ, SRC_SCC}
# LLVM takes them too where an operand takes constants only, and as SGPR destinations.
INLINE_SOURCES = SCALAR_SPECIALS
IMPLICIT_VCC = (VCC, 2, None)


_REVERSED = re.compile(r"_(sub|subb|lshl|lshr|ashr)rev_")


def check_lds_direct(target, name, field, value, token, *, sdwa=False):
    """Raise AsmError where llvm-mc refuses lds_direct (AMDGPUAsmParser's validateLdsDirect,
    which runs once the operands have matched, so no other form is tried): on a target without
    it (gfx90a, gfx942), in an SDWA form or an opcode with reversed sources (v_subrev_*,
    v_lshlrev_*, ...), then in a source other than src0, in that order."""
    if value != SRC_LDS_DIRECT:
        return
    if not get_target(target).has("lds_direct"):
        raise AsmError("lds_direct is not supported on this GPU", token=token.text,
                       column=token.column, expected="a register or constant")
    if sdwa or _REVERSED.search(name):
        raise AsmError("lds_direct cannot be used with this instruction", token=token.text,
                       column=token.column, expected="a source other than lds_direct")
    if field != "src0":
        raise AsmError("lds_direct may be used as src0 only", token=token.text,
                       column=token.column, expected="src0")


def implicit_reads(name):
    """The scalar values an instruction reads over the constant bus besides its operands
    (LLVM counts its implicit uses): M0 for the v_movrel* moves."""
    return [(M0, 1, None)] if name.startswith("v_movrel") else []


def free_lane_select(name, field, value):
    """Whether a source is v_writelane_b32's lane select in M0, which LLVM lets it read beside
    another scalar source (it does not count on the constant bus)."""
    return name == "v_writelane_b32" and field in ("vsrc1", "src1") and value == M0


# LLVM's message for a second scalar value; a form that fits but for it (VOP3's v_mac_f32 v0, s0,
# s1) gives this error before one a form could not match (e32's src1 must be a VGPR)
CONSTANT_BUS = "invalid operand (violates constant bus restrictions)"


def check_constant_bus(reads, literal_token=None):
    """Raise OperandMismatch at the operand that makes the sources read a second scalar value.
    ``reads`` are (encoding, width, token) of the sources in order (token None: implicit VCC,
    read first); ``literal_token`` is the literal's operand, if there is one."""
    seen = set()
    for value, width, token in reads:
        if value < 128 or value in SCALAR_SPECIALS or token is literal_token and value == 255:
            seen.add((value, width))
            if len(seen) > CONSTANT_BUS_LIMIT:
                raise OperandMismatch(CONSTANT_BUS, token=token.text, column=token.column,
                                      expected="at most one SGPR or literal: the constant bus "
                                      "carries one scalar value to a VALU instruction")


def is_register(target, token):
    return parse_reg(target, token) is not None


FLOAT_TYPES = frozenset({"f16", "f32", "f64", "v2f16"})
_BITS = {"f16": f16_bits, "i16": f16_bits, "f32": f32_bits, "i32": f32_bits, "f64": f64_bits,
         "i64": f64_bits, "v2f16": f16_bits}
# Inline float encoding -> bit pattern, per operand type (inv2pi added where the target has it).
_PATTERNS = {ftype: {enc: fn(v) for enc, v in INLINE_FLOATS.items()}
             for ftype, fn in _BITS.items()}
_INV2PI_OF = {"f16": "f16", "i16": "f16", "f32": "f32", "i32": "f32", "f64": "f64",
              "i64": "f64", "v2f16": "f16"}


def format_valu_src(target, value, width, literal, ftype):
    """Text of a 9-bit source of type ``ftype`` (LLVM's disassembler spelling)."""
    if value == LITERAL:
        if literal is None:
            raise ValueError("a literal where the encoding has none")
        return literal_text(target, literal, ftype)
    if ftype == "i16" and (value in INLINE_FLOATS or value == INV_2PI):
        if value == INV_2PI:
            return f"0x{INV_2PI_BITS['f16']:x}"
        return f"0x{_PATTERNS['f16'][value]:x}"
    if value == INV_2PI and ftype in ("f64", "i64") and target.has("inv_2pi"):
        return INV_2PI_TEXT64
    return format_src(target, value, width, literal, ftype)


@lru_cache(maxsize=4096)
def literal_text(target, literal, ftype):
    """A literal dword as LLVM prints it for an operand of type ``ftype``: what an inline
    constant would print where the bits an operand reads equal one (``v_add_f16 v1, 0x3c00``
    literal -> ``1.0``), else hex. f16 operands read the low half; i16 ones print a 32-bit
    inline value (integer or f32) or the low half in hex; f64 ones hold the high dword; i64
    ones the dword zero-extended; packed v2f16 ones an integer, a 16-bit inline float or hex;
    32-bit ones print as print_imm32."""
    if ftype == "f16":
        low = literal & 0xFFFF
        if -16 <= sext(low, 16) <= 64:
            return str(sext(low, 16))
        return _float_name(target, low, "f16") or f"0x{low:x}"
    if ftype == "i16":
        if -16 <= sext(literal, 32) <= 64:
            return str(sext(literal, 32))
        return _float_name(target, literal, "f32") or f"0x{literal & 0xFFFF:x}"
    if ftype == "f64":
        if literal == 0:
            return "0"
        return _float_name(target, literal << 32, "f64") or f"0x{literal:x}"
    if ftype == "i64":
        return str(literal) if literal <= 64 else f"0x{literal:x}"
    if ftype == "v2f16" and not -16 <= sext(literal, 32) <= 64:
        return (literal < 0x10000 and _float_name(target, literal, "f16")) or f"0x{literal:x}"
    return print_imm32(target, literal)


def _float_name(target, bits, ftype):
    """The text of an inline float whose ``ftype`` bit pattern is ``bits``, or None."""
    enc = _inline_pattern(target, bits, ftype)
    if enc is None:
        return None
    if enc == INV_2PI:
        return INV_2PI_TEXT64 if ftype == "f64" else "0.15915494"
    return repr(INLINE_FLOATS[enc])


def _inline_pattern(target, bits, ftype):
    """Encoding of a bit pattern that is an inline float of ``ftype``, or None."""
    for enc, pattern in _PATTERNS[ftype].items():
        if pattern == bits:
            return enc
    if target.has("inv_2pi") and bits == INV_2PI_BITS[_INV2PI_OF[ftype]]:
        return INV_2PI
    return None


def parse_valu_src(target, token, ftype, width=1):
    """A source token -> (encoding, literal or None) as LLVM encodes it for ``ftype``.

    Raises OperandMismatch for tokens that are no register or constant of that type.
    """
    t = get_target(target)
    reg = parse_reg(t.name, token)
    if reg is not None:
        if reg.file == "a" or reg.count != width and reg.file in ("v", "s", "ttmp"):
            raise OperandMismatch("register does not fit", token=token,
                                  expected=f"a {32 * width}-bit register")
        return reg_encoding(t.name, reg), None
    if (ftype or "f32") in FLOAT_TYPES and double_minus(token):
        raise OperandMismatch(DOUBLE_MINUS, token=token, expected=NEG_EXPECTED)
    value = parse_int(token)
    if value is not None:
        return _parse_int_src(t, token, value, ftype or "i32")
    return _parse_float_src(t, token, ftype or "f32")


def folded_constant(target, token, ftype):
    """The constant a modified constant stands for where the encoding has no modifier bits
    (an e32 src0, as llvm-mc matches ``v_add_f32 v0, -|2|, v1`` before VOP3), or None if
    ``token`` is no constant with float modifiers. llvm-mc applies the modifiers to the value
    it read: a float's sign (bit 63 of its double), or an integer's bit of the operand's sign
    (``neg(1)`` of an f32 operand is 0x80000001); the constant must fit before that.
    """
    if ftype not in ("f16", "f32", "f64") or double_minus(token.strip()):
        return None
    core, neg, abs_ = split_modifiers(token)
    if not (neg or abs_) or parse_reg(target, core) is not None:
        return None
    value = parse_int(core)
    if value is None:
        value = parse_float(core)
        if value is None:
            return None
        value = abs(value) if abs_ else value
        return repr(-value if neg else value)
    if ftype == "f64":
        return None         # an integer with modifiers takes VOP3's modifier bits
    sign = _FOLD_SIGN[ftype]
    value = (value & ~sign if abs_ else value) ^ (sign if neg else 0)
    return str(sext(value & ((sign << 1) - 1), sign.bit_length()))


# the sign bit llvm-mc's modifiers set or clear in an integer constant, per operand type
_FOLD_SIGN = {"f16": 1 << 15, "f32": 1 << 31}


# LLVM refuses '--1' where a float operand may take a neg modifier (neg(-1) says which is meant)
DOUBLE_MINUS = "invalid syntax, expected 'neg' modifier"
NEG_EXPECTED = "neg(-N) for a negated negative constant"
double_minus = re.compile(r"-\s*-").match


def _mismatch(token, ftype):
    return OperandMismatch("invalid operand for instruction", token=token,
                           expected=f"{article(ftype)} constant")


def _parse_int_src(t, token, value, ftype):
    inline = inline_int(value)
    if inline is not None:
        return inline, None
    if ftype in ("f16", "i16"):
        if not -(1 << 15) <= value < (1 << 16):
            raise _mismatch(token, ftype)
        bits = value & 0xFFFF
        if ftype == "f16":
            signed = bits - 0x10000 if bits & 0x8000 else bits
            enc = inline_int(signed)
            if enc is None:
                enc = _inline_pattern(t, bits, "f16")
            if enc is not None:
                return enc, None
        return LITERAL, bits
    if ftype in ("f64", "i64"):
        return _parse_int64_src(t, token, value, ftype)
    if not -(1 << 31) <= value < (1 << 32):
        raise _mismatch(token, ftype)
    bits = value & 0xFFFFFFFF
    enc = inline_int(bits - (1 << 32) if bits >> 31 else bits)
    if enc is None:
        enc = _inline_pattern(t, bits, "f16" if ftype == "v2f16" else "f32")
    return (enc, None) if enc is not None else (LITERAL, bits)


def _parse_int64_src(t, token, value, ftype):
    bits64 = value & 0xFFFFFFFFFFFFFFFF
    enc = _inline_pattern(t, bits64, "f64")
    if enc is not None:
        return enc, None
    if not -(1 << 31) <= value < (1 << 32):
        raise _mismatch(token, ftype)
    bits = value & 0xFFFFFFFF
    if ftype == "f64":
        enc = _inline_pattern(t, bits << 32, "f64")
        if enc is not None:
            return enc, None
    return LITERAL, bits


def _parse_float_src(t, token, ftype):
    value = parse_float(token)
    if value is None:
        raise OperandMismatch("invalid operand", token=token,
                              expected="a register, an integer or a float")
    bits = float_literal_bits(value, ftype)
    if bits is None:
        raise _mismatch(token, ftype)
    enc = inline_int(bits) if bits <= 64 else _inline_pattern(t, bits, ftype)
    if enc is not None:
        return enc, None        # 0.0 and exact subnormals have an inline integer's pattern
    if ftype == "i16":
        return LITERAL, f32_bits(value)
    if ftype == "i64":
        raise _mismatch(token, ftype)
    if ftype == "f64":
        return LITERAL, bits >> 32
    return LITERAL, bits


def literal_bits(token, ftype):
    """The 32-bit literal a K operand (v_madmk's constant) holds: never an inline constant.
    An integer must fit the operand's width signed or unsigned (llvm-mc's safe truncation:
    an f16 K is -32768..65535, held in the literal's low half)."""
    value = parse_int(token)
    if value is not None:
        bits = 16 if ftype == "f16" else 32
        if not -(1 << (bits - 1)) <= value < (1 << bits):
            raise _mismatch(token, ftype)
        return value & ((1 << bits) - 1)
    value = parse_float(token)
    bits = None if value is None else float_literal_bits(value, ftype)
    if bits is None:
        raise _mismatch(token, ftype)
    return bits
