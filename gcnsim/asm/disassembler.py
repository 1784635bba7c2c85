"""Bytes -> instructions -> LLVM's text.

The first dword names the format (isa.formats.identify); the format's bit fields give the
opcode; the opcode-table row may name a different field layout (VOP3B, MAI) and whether a
literal follows. The family module of the format makes the fields say what LLVM's text says
(it reads whatever LLVM reads: bits LLVM ignores are cleared, a misaligned SGPR range is read
aligned) and prints the text; printer and semantics read the same fields.

    >>> [l.text for l in disassemble(bytes.fromhex("810080be"), "gfx900")]
    ['s_mov_b32 s0, 1']
    >>> decode(bytes.fromhex("491ec07e"), "gfx900").text     # src0 = 73: s[73:74]
    'v_cvt_f32_f64_e32 v96, s[72:73]'
"""
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ..bits import collector_paused
from ..errors import DecodeError, GcnsimError
from ..isa.formats import format_named, identify
from ..isa.opcodes import op_table
from ..isa.record import AGPR, SGPR, TTMP, VGPR
from ..isa.targets import TARGETS, get_target
from .families import family_module
from .instruction import Instruction


@dataclass(frozen=True)
class DisasmLine:
    offset: int
    inst: Instruction
    text: str


def decode(data, target, offset=0):
    """The instruction at ``offset`` of ``data`` (raises DecodeError)."""
    t = get_target(target)
    chunk = bytes(data[offset:offset + 12])
    if len(chunk) < 4:
        raise DecodeError("truncated instruction", offset=offset,
                          word=int.from_bytes(chunk.ljust(4, b"\0"), "little"))
    try:
        return _decode_chunk(t.name, chunk)
    except DecodeError as err:
        raise DecodeError(err.reason, offset=offset + err.offset, word=err.word) from None


@lru_cache(maxsize=1 << 16)
def _decode_chunk(target, chunk):
    word0 = int.from_bytes(chunk[:4], "little")
    fmt = identify(target, word0)
    if fmt is None:
        raise DecodeError("no instruction format has this encoding", offset=0, word=word0)
    if not fmt.supported:
        raise DecodeError(f"{fmt.name} is a graphics format gcnsim does not support",
                          offset=0, word=word0)
    fields = _unpack(fmt, chunk, word0)
    for ext in fmt.extensions:
        if fields.get(ext.field) == ext.value:
            fmt = format_named(target, ext.format)
            fields = _unpack(fmt, chunk, word0)
            break
    op = op_table(target).get(fmt.enc, fields["op"])
    if op is not None and not op.operands and fmt.name != op.enc:
        # a row without operands (v_nop) has no SDWA/DPP form: its src0 is ignored
        fmt = format_named(target, op.enc)
        fields = _unpack(fmt, chunk, word0)
    if op is None:
        raise DecodeError(f"undefined {fmt.enc} opcode {fields['op']}", offset=0, word=word0)
    if op.fmt and op.fmt != fmt.name:
        fmt = format_named(target, op.fmt)
        fields = _unpack(fmt, chunk, word0)
    if len(chunk) < fmt.size:
        raise DecodeError(f"truncated {fmt.name} instruction", offset=0, word=word0)
    literal_fields, canonical, check, print_inst = _plan(op, fmt)
    literal = None
    takes = literal_fields is None
    for name in literal_fields or ():
        if fields[name] == 255:
            takes = True
    if takes:
        size = fmt.size
        if len(chunk) < size + 4:
            raise DecodeError("literal dword missing", offset=0, word=word0)
        literal = int.from_bytes(chunk[size:size + 4], "little")
    t = TARGETS[target]
    if canonical is not None:
        canonical(op, fmt, fields, t)
    inst = Instruction(op, fmt, fields, literal, raw=chunk)
    problem = (check(inst, t) if check is not None else None) or _past_last_register(inst, t)
    if problem:
        raise DecodeError(problem, offset=0, word=word0)
    try:
        text = print_inst(inst, t, 0)
    except ValueError as err:   # an operand encoding that names nothing on the target
        raise DecodeError(f"{op.name}: {err}", offset=0, word=word0) from None
    # The text is part of building the shared instruction: set once, before anyone sees it.
    object.__setattr__(inst, "text", text)
    return inst


@lru_cache(maxsize=None)
def _plan(op, fmt):
    """(the fields whose 255 reads a literal dword, None if one always follows; the family's
    canonical, check and print_inst) of a row in a format, looked up once.

    A family's ``literal_fields(op, fmt)`` narrows the format's literal fields;
    ``canonical(op, fmt, fields, target)`` makes decoded fields say what LLVM's text says
    (it clears what LLVM ignores, aligns what LLVM aligns); ``check(inst, target)`` returns why
    LLVM rejects an encoding. Bits outside every field are ignored, as LLVM ignores them.
    """
    module = family_module(fmt.family)
    narrow = getattr(module, "literal_fields", None)
    fields = narrow(op, fmt) if narrow is not None else fmt.literal_fields
    return (None if "literal" in op.flags else fields, getattr(module, "canonical", None),
            getattr(module, "check", None), module.print_inst)


def _past_last_register(inst, target):
    """Why LLVM rejects a word for a register range that runs past the end of its file, or
    None: a vector range past v255 (a 64-bit source at v255, ``v[255:256]``), a scalar range
    of 4 to 16 registers from an SGPR across s103 (``s[100:107]``; from 104 up LLVM prints the
    special register) or past ttmp15. (LLVM reads a 1024-bit scalar operand as one register.)"""
    for o in inst.record(target).operands:
        if o.cls in (VGPR, AGPR) and o.enc % 256 + o.width > 256:
            return f"{inst.op.name}: registers past the last one"
        if 4 <= o.width <= 16 and (
                o.cls == SGPR and o.enc < _SGPR_TUPLES_END < o.enc + o.width
                or o.cls == TTMP and o.enc - target.ttmp_base + o.width > 16):
            return f"{inst.op.name}: scalar registers past the last one"
    return None


_SGPR_TUPLES_END = 104    # LLVM's SGPR tuples end at s103


def clear_decode_cache():
    """Forget shared decoded instructions (benchmarks measure cold decoding)."""
    _decode_chunk.cache_clear()


def _unpack(fmt, chunk, word0):
    """The fields of ``fmt`` in ``chunk`` (a short chunk reads as zeros past its end: the
    caller refuses it once the format is settled, which v_nop's one dword may change)."""
    return fmt.unpack(int.from_bytes(chunk[:fmt.size].ljust(fmt.size, b"\0"), "little"))


def format_instruction(inst, target, pc=0):
    """The text LLVM prints for an instruction (at byte address ``pc``: LLVM prints branch
    operands as raw offsets, so the text does not depend on it)."""
    if inst.text is not None:
        return inst.text
    t = get_target(target)
    return family_module(inst.fmt.family).print_inst(inst, t, pc)


def decoder_warnings(inst, target):
    """The comment LLVM's decoder writes for an instruction (llvm-objdump prints it after the
    raw words, `` ; `` first): ``Warning: SGPR_64: scalar reg isn't aligned 73`` for each
    scalar register range whose encoding starts off its alignment (pairs at an even register,
    wider ranges up to 16 at a multiple of four; the decoder reads the aligned range; a
    1024-bit operand it reads as one register, with no warning), in operand
    order, run together as LLVM writes them. Empty for an instruction gcnsim assembled."""
    if inst.raw is None:
        return ""
    t = get_target(target)
    fields = inst.fmt.unpack(int.from_bytes(inst.raw[:inst.fmt.size], "little"))
    if fields == inst.fields and not _scaled_scalar_fields(inst.op):
        return ""
    raw = Instruction(inst.op, inst.fmt, fields, inst.literal)
    out = []
    for o in raw.record(t).operands:
        if not 2 <= o.width <= 16 or o.cls not in (SGPR, TTMP):
            continue
        index = o.enc - (t.ttmp_base if o.cls == TTMP else 0)
        if index % (2 if o.width == 2 else 4):
            text = f"Warning: {o.cls.upper()}_{32 * o.width}: scalar reg isn't aligned {index}"
            # a returning scalar atomic's data is its destination too: LLVM decodes it twice
            out += [text] * (2 if o.read and o.written and inst.fmt.enc == "SMEM" else 1)
    return "".join(out)


@lru_cache(maxsize=None)
def _scaled_scalar_fields(op):
    """Whether a row has a scalar range whose field counts pairs (SMEM's sbase): a field that
    needs no aligning may still name a misaligned range."""
    return any(spec.kind == "sbase" for spec in op.operands)


def disassemble(data, target, base=0, invalid_words=False):
    """Every instruction of a code blob (bytes, or a numpy array's bytes), as
    DisasmLine(offset, inst, text). With ``invalid_words``, what is no instruction is a line as
    llvm-objdump prints it (inst None): a word as ``.long 0x...``, disassembly going on at the
    next word, and fewer than 4 bytes left at the end as ``.byte 0x.., 0x..``; a graphics
    instruction gcnsim does not decode as a ``.long`` of each word, the first saying so."""
    if not isinstance(data, (bytes, bytearray, memoryview, np.ndarray)):
        raise GcnsimError(f"disassemble takes code bytes, not {type(data).__name__}")
    with collector_paused():
        if invalid_words:
            return _disassemble_invalid(bytes(data), get_target(target).name, base)
        return _disassemble(bytes(data), get_target(target).name, base)


def _disassemble_invalid(data, name, base):
    out = []
    offset = 0
    while offset < len(data):
        try:
            out += _disassemble(data[offset:], name, base + offset)
            break
        except DecodeError as err:
            at = offset + err.offset
            out += _disassemble(data[offset:at], name, base + offset)
            lines = _not_an_instruction(data, name, at, base, err)
            out += lines
            offset = at + 4 * len(lines)
    return out


def _not_an_instruction(data, name, at, base, err):
    """The lines llvm-objdump prints where no instruction starts at ``at`` (err: why gcnsim
    decodes none there): ``.long`` of the word, or ``.byte`` of the last 1 to 3 bytes (LLVM's
    AMDGCNPrettyPrinter). A graphics instruction (MIMG, EXP, VINTRP), which llvm-objdump
    prints and gcnsim does not decode, is a ``.long`` of each of its words, the first saying
    so (docs/assembly.md)."""
    tail = data[at:at + 4]
    if len(tail) < 4:
        return [DisasmLine(base + at, None, ".byte " + ", ".join(f"0x{b:02x}" for b in tail))]
    fmt = identify(name, err.word)
    if fmt is None or fmt.supported:
        return [DisasmLine(base + at, None, f".long 0x{err.word:08x}")]
    words = [int.from_bytes(data[i:i + 4], "little")
             for i in range(at, min(at + fmt.size, len(data) - 3), 4)]
    return [DisasmLine(base + at + 4 * k, None, f".long 0x{word:08x}" + (
        f" ; gcnsim does not decode {fmt.name}" if k == 0 else ""))
        for k, word in enumerate(words)]


def _disassemble(data, name, base):
    out = []
    append = out.append
    offset = 0
    end = len(data)
    while offset < end:
        chunk = data[offset:offset + 12]
        try:
            if len(chunk) < 4:
                raise DecodeError("truncated instruction", offset=0,
                                  word=int.from_bytes(chunk.ljust(4, b"\0"), "little"))
            inst = _decode_chunk(name, chunk)
        except DecodeError as err:
            raise DecodeError(err.reason, offset=offset + err.offset, word=err.word) from None
        append(DisasmLine(base + offset, inst, inst.text))
        offset += inst.size
    return out


def iter_disassemble(data, target, base=0, invalid_words=False):
    """The instructions of a code blob as DisasmLines, each decoded when it is asked for: a
    caller that prints as it goes needs memory for the blob and the decode cache only, however
    long the blob is (``disassemble`` builds the whole list first). ``invalid_words`` as for
    ``disassemble``."""
    name = get_target(target).name
    offset = 0
    end = len(data)
    while offset < end:
        try:
            inst = decode(data, name, offset)
        except DecodeError as err:
            if not invalid_words:
                raise
            lines = _not_an_instruction(data, name, offset, base, err)
            yield from lines
            offset += 4 * len(lines)
            continue
        yield DisasmLine(base + offset, inst, inst.text)
        offset += inst.size
