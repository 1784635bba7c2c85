"""The operand space: register files, special registers and constants as LLVM names them.

A GCN source field holds 9 bits (SALU fields use the low 8): SGPRs, special registers,
inline constants, a literal marker and VGPRs. This module maps encodings to LLVM's text and
back, per target, in one table (``special_names``).

    >>> t = get_target("gfx900")
    >>> format_src(t, 106, 2), format_src(t, 257, 1), format_src(t, 193, 1)
    ('vcc', 'v1', '-1')
    >>> parse_src(t, "s[4:5]"), parse_src(t, "-4.0"), parse_src(t, "0x1234")
    ((4, None), (247, None), (255, 4660))
"""
import re
import struct
from dataclasses import dataclass
from functools import lru_cache

from ..errors import OperandMismatch
from ..outputs import article
from .expression import ExpressionError, evaluate, is_float, parse_float
from .targets import get_target

LITERAL = 255
VGPR_BASE = 256
# The special registers' encodings in the scalar operand space (Vega ISA 3.6, table
# "SGPRs and special registers"); flat_scratch's moves with the target (Target record).
VCC, VCC_HI = 106, 107
M0 = 124
NULL = 125
EXEC, EXEC_HI = 126, 127
SDWA_SRC = 0xF9
DPP_SRC = 0xFA
SRC_VCCZ, SRC_EXECZ, SRC_SCC, SRC_LDS_DIRECT = 251, 252, 253, 254
APERTURES = range(235, 240)     # src_shared_base .. src_pops_exiting_wave_id (gfx9+)
# A GLOBAL/SCRATCH saddr field of 0x7f: no SGPR address (LLVM prints ``off``).
NO_SADDR = 0x7F

# Inline float constants, encodings 240..248 (248 = 1/(2*pi), gfx8+).
INLINE_FLOATS = {240: 0.5, 241: -0.5, 242: 1.0, 243: -1.0, 244: 2.0, 245: -2.0, 246: 4.0,
                 247: -4.0}
INV_2PI = 248
INV_2PI_TEXT = "0.15915494"
INV_2PI_BITS = {"f16": 0x3118, "f32": 0x3E22F983, "f64": 0x3FC45F306DC9C882}


@dataclass(frozen=True)
class Reg:
    """A register range as written in text: ``file`` is 's', 'v', 'a', 'ttmp' or a special
    name ('vcc', 'exec', 'm0', ...); ``index`` its first register; ``count`` dwords."""
    file: str
    index: int
    count: int


@lru_cache(maxsize=None)
def special_names(target):
    """Encoding -> (name, dwords) for the special registers and named sources of a target."""
    t = get_target(target)
    fs = t.flat_scratch_base
    names = {fs: ("flat_scratch", 2), VCC: ("vcc", 2), M0: ("m0", 1), EXEC: ("exec", 2),
             SRC_VCCZ: ("src_vccz", 1), SRC_EXECZ: ("src_execz", 1), SRC_SCC: ("src_scc", 1),
             SRC_LDS_DIRECT: ("src_lds_direct", 1)}
    if t.has("xnack_mask"):
        names[104] = ("xnack_mask", 2)
    if t.has("tba_tma"):
        names[108] = ("tba", 2)
        names[110] = ("tma", 2)
    if t.has("src_shared_base"):
        names.update({235: ("src_shared_base", 1), 236: ("src_shared_limit", 1),
                      237: ("src_private_base", 1), 238: ("src_private_limit", 1),
                      239: ("src_pops_exiting_wave_id", 1)})
    return names


@lru_cache(maxsize=None)
def _special_parse(target):
    """Register name -> (encoding, dwords), including the _lo/_hi halves of pairs."""
    out = {}
    for enc, (name, count) in special_names(target).items():
        out[name] = (enc, count)
        if count == 2:
            out[name + "_lo"] = (enc, 1)
            out[name + "_hi"] = (enc + 1, 1)
    aliases = {"vccz": "src_vccz", "execz": "src_execz", "scc": "src_scc",
               "lds_direct": "src_lds_direct", "shared_base": "src_shared_base",
               "shared_limit": "src_shared_limit", "private_base": "src_private_base",
               "private_limit": "src_private_limit",
               "pops_exiting_wave_id": "src_pops_exiting_wave_id"}
    for alias, name in aliases.items():
        if name in out:
            out[alias] = out[name]
    return out


@lru_cache(maxsize=1 << 12)
def aligned_scalar(target, value, width):
    """The encoding LLVM and the hardware read a ``width``-dword scalar register field as: a
    range of SGPRs or ttmps starts at an even register (pairs) or a multiple of four (wider),
    and the low bits of a misaligned start are dropped (``s[73:74]`` reads as ``s[72:73]``).
    Other encodings are unchanged.

    >>> aligned_scalar("gfx900", 73, 2), aligned_scalar("gfx900", 113, 4)
    (72, 112)
    """
    if width == 1 or value >= 128:
        return value
    t = get_target(target)
    if value < t.addressable_sgprs or t.ttmp_base <= value < t.ttmp_base + t.ttmp_count:
        return value & (~1 if width == 2 else ~3)
    return value


def reg_text(file, index, count):
    """``s5``, ``v[4:7]``, ``ttmp[0:1]``."""
    if count == 1:
        return f"{file}{index}"
    return f"{file}[{index}:{index + count - 1}]"


def format_src(target, value, count=1, literal=None, ftype=None):
    """Text of a source-field encoding, as LLVM prints it.

    ``count`` is the operand's width in dwords; ``ftype`` ('f16', 'f32', 'f64' or None) decides
    how the 1/(2*pi) constant and literals print.
    """
    if value == LITERAL:
        if literal is None:
            raise ValueError("a literal where the encoding has none")
        return f"0x{literal:x}"
    return _format_src(target, value, count)


@lru_cache(maxsize=1 << 13)
def _format_src(target, value, count):
    """format_src of everything but a literal (the printer's most frequent call: once per
    register operand)."""
    t = get_target(target)
    if value >= VGPR_BASE:
        return reg_text("v", value - VGPR_BASE, count)
    if value < t.addressable_sgprs:
        return reg_text("s", value, count)
    if t.ttmp_base <= value < t.ttmp_base + t.ttmp_count:
        return reg_text("ttmp", value - t.ttmp_base, count)
    constant = inline_value(value)
    if constant is not None:
        return repr(constant)
    if value == INV_2PI and t.has("inv_2pi"):
        return INV_2PI_TEXT
    if value == NULL and t.generation >= 9:
        return "null"       # LLVM's disassembler names it; its assembler takes it on gfx10+
    name = special_names(t.name).get(value)
    if name is None:
        pair = special_names(t.name).get(value - 1)
        if pair is not None and pair[1] == 2 and count == 1:
            return pair[0] + "_hi"
        raise ValueError(f"no {count}-dword operand for encoding {value} on {t.name}")
    if count > 1 and value in (M0, SRC_LDS_DIRECT):
        # LLVM's 64-bit special registers: no high half, m0 or lds_direct starts one
        raise ValueError(f"no {count}-dword operand for encoding {value} on {t.name}")
    if count == 1 and name[1] == 2:
        return name[0] + "_lo"
    return name[0]


_REG_RE = re.compile(r"^(v|s|a|ttmp|acc)(?:(\d+)|\[\s*(\d+)\s*(?::\s*(\d+)\s*)?\])$")
_INT_RE = re.compile(r"^-?(0[xX][0-9a-fA-F]+|0[bB][01]+|\d+)$")
_EXPRESSION_START = frozenset("0123456789(-+~!'")


def parse_reg(target, token):
    """A register token (``v[0:3]``, ``s5``, ``vcc_lo``, ``[s0,s1]``) -> Reg, or None."""
    return _parse_reg(target if isinstance(target, str) else target.name, token)


@lru_cache(maxsize=1 << 14)
def _parse_reg(target, token):
    tok = token.strip()                 # register names are lower case only, as in LLVM
    m = _REG_RE.match(tok)
    if m:
        file = "a" if m.group(1) == "acc" else m.group(1)
        lo = int(m.group(2) if m.group(2) is not None else m.group(3))
        hi = int(m.group(4)) if m.group(4) is not None else lo
        if hi < lo or hi >= _register_count(target, file) or lo % _alignment(target, file,
                                                                               hi - lo + 1):
            return None         # LLVM: "register index is out of range", "... alignment"
        return Reg(file, lo, hi - lo + 1)
    if tok.startswith("[") and tok.endswith("]"):
        return _parse_reg_list(target, tok[1:-1])
    special = _special_parse(target).get(tok)
    if special is not None:
        return Reg(tok, special[0], special[1])
    return None


def register_fault(target, token):
    """Why a register token LLVM would read as a register is none here, in LLVM's words (a
    misaligned tuple, an index past the file), or None."""
    name = target if isinstance(target, str) else target.name
    m = _REG_RE.match(token.strip())
    if not m:
        return None
    file = "a" if m.group(1) == "acc" else m.group(1)
    lo = int(m.group(2) if m.group(2) is not None else m.group(3))
    hi = int(m.group(4)) if m.group(4) is not None else lo
    if hi < lo or hi >= _register_count(name, file):
        return "register index is out of range"
    if lo % _alignment(name, file, hi - lo + 1) == 0:
        return None
    if file in ("s", "ttmp"):
        return "invalid register alignment"
    return "invalid register class: vgpr tuples must be 64 bit aligned"


def aligned_scalars(token):
    """What the misaligned scalar range ``token`` should have been, for a message: "an
    aligned SGPR pair: an even first register, as s[2:3]" (LLVM's SGPR tuples: pairs at an
    even register, wider ranges at a multiple of 4)."""
    m = _REG_RE.match(token.strip())
    file = "ttmp" if m.group(1) == "ttmp" else "s"
    width = int(m.group(4)) - int(m.group(3)) + 1
    name = "SGPR" if file == "s" else "trap temporary"
    if width == 2:
        return f"an aligned {name} pair: an even first register, as {file}[2:3]"
    return (f"an aligned range of {width} {name}s: a first register that is a multiple of 4, "
            f"as {file}[4:{3 + width}]")


@lru_cache(maxsize=None)
def _alignment(target, file, count):
    """Tuples start at even SGPRs (quads and wider at multiples of 4), and on targets with
    aligned_vgprs (gfx90a+) at even VGPRs/AGPRs."""
    if count == 1:
        return 1
    if file in ("s", "ttmp"):
        return 2 if count == 2 else 4
    return 2 if get_target(target).has("aligned_vgprs") else 1


@lru_cache(maxsize=None)
def _register_count(target, file):
    t = get_target(target)
    return {"s": t.addressable_sgprs, "ttmp": t.ttmp_count}.get(file, 256)


def _parse_reg_list(target, body):
    """``[s0,s1]``, ``[v1]``, ``[exec_lo,exec_hi]``: consecutive single registers."""
    regs = [parse_reg(target, part) for part in body.split(",")]
    if not regs or any(r is None or r.count != 1 for r in regs):
        return None
    first = regs[0]
    if len(regs) == 2 and first.file.endswith("_lo") \
            and regs[1].file == first.file[:-3] + "_hi":
        return parse_reg(target, first.file[:-3])
    for k, r in enumerate(regs):
        if r.file != first.file or r.index != first.index + k:
            return None
    return Reg(first.file, first.index, len(regs))


def reg_encoding(target, reg):
    """The source-field encoding of a register (VGPRs and AGPRs at 256 + index)."""
    t = get_target(target)
    if reg.file in ("v", "a"):
        return VGPR_BASE + reg.index
    if reg.file == "s":
        return reg.index
    if reg.file == "ttmp":
        return t.ttmp_base + reg.index
    return reg.index


@lru_cache(maxsize=1 << 14)
def parse_int(token):
    """An integer in LLVM syntax (decimal, 0x, 0b, octal with a leading 0, a character in
    quotes, leading minus), or an absolute expression of them (``(1+2)*4``, ``~0``, ``1 << 4``,
    gcnsim/isa/expression.py), as the 64-bit value llvm-mc gives it; or None."""
    tok = token.strip()
    if not _INT_RE.match(tok):
        if tok[:1] not in _EXPRESSION_START or is_float(tok):
            return None             # a register or a word (a name is never absolute here), a float
        try:
            return evaluate(tok, {})
        except ExpressionError:
            return None
    neg = tok.startswith("-")
    body = tok[1:] if neg else tok
    if len(body) > 1 and body[0] == "0" and body.isdigit():
        if "8" in body or "9" in body:
            return None
        value = int(body, 8)
    else:
        value = int(body, 0)
    if value >> 64:
        return None                 # wider than MC's 64-bit integers
    value = -value if neg else value
    return (value + (1 << 63)) % (1 << 64) - (1 << 63)


def inline_value(enc):
    """The number an inline-constant encoding stands for (128..208: 0..64 and -1..-16,
    240..247: the inline floats), or None (1/(2*pi) is INV_2PI: its value depends on the
    operand's type)."""
    if 128 <= enc <= 192:
        return enc - 128
    if 193 <= enc <= 208:
        return 192 - enc
    return INLINE_FLOATS.get(enc)


def inline_int(value):
    """Encoding of an integer that is an inline constant, or None."""
    if 0 <= value <= 64:
        return 128 + value
    if -16 <= value <= -1:
        return 192 - value
    return None


def parse_src(target, token, ftype=None):
    """A source operand token -> (encoding, literal or None).

    Integers from -16 to 64 and the inline floats are inline constants; other numbers become a
    32-bit literal (floats converted to ``ftype``, default f32). Raises OperandMismatch.
    """
    t = get_target(target)
    reg = parse_reg(t.name, token)
    if reg is not None:
        if reg.file == "a":
            raise OperandMismatch("AGPR not allowed here", token=token)
        return reg_encoding(t.name, reg), None
    value = parse_int(token)
    if value is not None:
        inline = inline_int(value)
        if inline is not None:
            return inline, None
        if not -(1 << 31) <= value < (1 << 32):
            raise OperandMismatch("literal out of range", token=token,
                                  expected="a 32-bit value")
        return LITERAL, value & 0xFFFFFFFF
    return _parse_float_src(t, token, ftype)


# The IEEE format a float literal takes in an operand of each type (llvm-mc checks a 16-bit
# integer operand's literal as a half, encodes it as a single): (value, bits, exponent mask)
_FORMATS = {2: ("<e", "<H", 0x7C00), 4: ("<f", "<I", 0x7F800000),
            8: ("<d", "<Q", 0x7FF0000000000000)}
_FORMAT_BYTES = {"f16": 2, "i16": 2, "v2f16": 2, "f64": 8, "i64": 8}
_FORMAT_NAMES = {2: "f16", 4: "f32", 8: "f64"}


def float_literal_bits(value, ftype):
    """The bits of float literal ``value`` in the IEEE format of an operand of ``ftype`` (half,
    single or double by its width), or None where llvm-mc refuses the conversion: precision
    may be lost, but not to an infinity (overflow) or to a subnormal or zero (underflow).

        >>> float_literal_bits(1.5, "f32"), float_literal_bits(1e39, "f32")
        (1069547520, None)
        >>> float_literal_bits(2.0 ** -149, "i32"), float_literal_bits(1.5 * 2.0 ** -149, "f32")
        (1, None)
    """
    fmt, int_fmt, exponent = _FORMATS[_FORMAT_BYTES.get(ftype, 4)]
    try:
        packed = struct.pack(fmt, value)
    except OverflowError:
        return None
    bits = struct.unpack(int_fmt, packed)[0]
    if not bits & exponent and struct.unpack(fmt, packed)[0] != value:
        return None
    return bits


def _parse_float_src(t, token, ftype):
    value = parse_float(token)
    if value is None:
        raise OperandMismatch("invalid operand", token=token,
                              expected="a register, an integer or a float")
    ftype = ftype or "f32"
    bits = float_literal_bits(value, ftype)
    if bits is None:
        raise OperandMismatch("invalid operand for instruction", token=token,
                              expected=f"a float {article(ftype)} holds")
    for enc, inline in INLINE_FLOATS.items():
        if bits == float_literal_bits(inline, ftype):
            return enc, None        # the value as the operand holds it: 2.0004 is 2.0 in a half
    if bits <= 64:
        return inline_int(bits), None   # 0.0, and exact subnormals: an integer's pattern
    if t.has("inv_2pi") and bits == INV_2PI_BITS[_FORMAT_NAMES[_FORMAT_BYTES.get(ftype, 4)]]:
        return INV_2PI, None        # 0.15915494, .15915494, 0.159154940, 1.5915494e-1
    return LITERAL, bits >> 32 if ftype == "f64" else bits
