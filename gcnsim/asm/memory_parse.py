"""Parsing memory instructions (DS, FLAT/GLOBAL/SCRATCH, MUBUF, MTBUF): operand tokens and
modifiers -> field values, as LLVM's assembler encodes them (gcnsim/asm/memory.py prints them
and owns the family).

Positional operands come first (data, address, resource, offset register); modifiers follow in
LLVM's order: format, idxen, offen, addr64, offset, cache-policy bits, lds, tfe, gds.

    buffer_load_dword v1, v2, s[4:7], 0 offen offset:4
      -> MUBUF {op: 20, vdata: 1, vaddr: 2, srsrc: 1, soffset: 128, offen: 1, offset: 4}
"""
import re
from functools import lru_cache

from ..errors import OperandMismatch
from ..isa.expression import split_arguments
from ..isa.formats import format_named
from ..isa.memory_fields import is_gws, vaddr_width
from ..isa.operands import NO_SADDR, parse_int, parse_reg, parse_src, reg_encoding
from ..isa.targets import get_target
from ..outputs import article
from .instruction import Instruction


OFF = "off"
# Cache-policy fields and their names (gfx7-gfx90a, gfx942): printed in this order.
CACHE_BITS = (("glc", ("glc", "sc0")), ("slc", ("slc", "nt")), ("scc", ("scc", "sc1")))
DFMT_NAMES = ("INVALID", "8", "16", "8_8", "32", "16_16", "10_11_11", "11_11_10",
              "10_10_10_2", "2_10_10_10", "8_8_8_8", "32_32", "16_16_16_16", "32_32_32",
              "32_32_32_32", "RESERVED_15")
NFMT_NAMES = ("UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "RESERVED_6", "FLOAT")


def nfmt_names(target):
    """LLVM's names of the nfmt values on a target (NfmtSymbolicSICI/VI): 6 is SNORM_OGL
    before gfx9."""
    return NFMT_NAMES if target.generation >= 9 else NFMT_NAMES[:6] + ("SNORM_OGL", "FLOAT")
DFMT_DEFAULT = 1
NFMT_DEFAULT = 0


# Rows whose lds bit is part of their syntax, written right after the offset: LLVM prints
# (and takes) it before the cache-policy bits.
LDS_FIRST = frozenset({"buffer_store_lds_dword"})


def parse(ctx, rows, form, tokens):
    """Encode one memory instruction (raises OperandMismatch)."""
    target = ctx.target
    if form is not None:
        raise OperandMismatch("memory instructions take no encoding suffix",
                              token=rows[0].name + form, column=None)
    positional = []
    modifiers = []
    for token in tokens:
        (positional if _is_positional(token.text) else modifiers).append(token)
    # LLVM's parser takes the older dfmt:, nfmt: before soffset, but format: only after it
    for token in modifiers:
        if positional and token.column < positional[-1].column and \
                token.text.lower().startswith("format:"):
            raise OperandMismatch("not a valid operand.", token=token.text, column=token.column,
                                  expected="format: after soffset")
    error = None
    for row in rows:
        try:
            return _parse_row(target, row, positional, modifiers)
        except OperandMismatch as err:
            error = err.near(tokens)
    raise error


@lru_cache(maxsize=4096)
def _is_positional(text):
    low = text.lower()
    return low not in _MODIFIER_WORDS and low.partition(":")[0] not in _KEYED_MODIFIERS


_BIT_WORDS = ("gds", "glc", "slc", "scc", "sc0", "sc1", "nt")
# LLVM also takes a bit's name with "no" before it (noglc, nosc0): the bit stays clear.
_MODIFIER_WORDS = frozenset(_BIT_WORDS + tuple("no" + w for w in _BIT_WORDS) + (
    "lds", "tfe", "offen", "idxen", "addr64"))
_KEYED_MODIFIERS = frozenset({"offset", "offset0", "offset1", "format", "dfmt", "nfmt"})


def _parse_row(target, row, positional, modifiers):
    fmt = _format_of(target.name, row.enc)
    fields = parse_modifiers(target, fmt, row, modifiers)
    fields["op"] = row.opcode
    specs, has_vaddr = _expected(row, fields)
    if len(positional) != len(specs):
        where = positional[len(specs)] if len(positional) > len(specs) else None
        if where is not None and _WORD.fullmatch(where.text) and \
                parse_reg(target.name, where.text) is None:
            raise OperandMismatch("unknown modifier", token=where.text,
                                  column=where.column, expected=_modifiers_of(target, fmt))
        raise OperandMismatch("wrong number of operands",
                              token=where.text if where else None,
                              column=where.column if where else None,
                              expected=f"{len(specs)} operands for {row.name}")
    files = set()
    for spec, token in zip(specs, positional):
        _parse_operand(target, fmt, row, spec, token, fields, files)
    if len(files) > 1:
        raise OperandMismatch("data operands mix VGPRs and AGPRs", token=positional[0].text,
                              column=positional[0].column)
    if "a" in files:
        fields["acc"] = 1
    _check_vaddr(target, fmt, fields, specs, positional, has_vaddr)
    if fields.get("lds") and "lds" not in row.flags and row.name not in LDS_FIRST and \
            fmt.enc == "MUBUF":
        lds = next(tok for tok in modifiers if tok.text.lower() == "lds")
        raise _mismatch(lds, f"no lds on {row.name} (it has no LDS form)")
    if fields.get("tfe") and fmt.enc in ("MUBUF", "MTBUF"):
        _check_tfe(row, fmt, fields, modifiers)
    return Instruction(row, fmt, fields)


def _check_tfe(row, fmt, fields, modifiers):
    """llvm-mc takes tfe on a buffer load only (its data one VGPR wider): a buffer store's
    tfe has no meaning, and an atomic, a typed buffer access or an LDS load has no tfe form."""
    if fmt.enc == "MUBUF" and row.name.startswith("buffer_load") and not fields.get("lds"):
        return
    tfe = next(tok for tok in modifiers if tok.text.lower() == "tfe")
    if fmt.enc == "MUBUF" and row.name.startswith("buffer_store") and not fields.get("lds"):
        raise OperandMismatch("TFE modifier has no meaning for store instructions",
                              token=tfe.text, column=tfe.column, expected="no tfe on a store")
    raise _mismatch(tfe, "no tfe on " + row.name + " (only a buffer load takes it)")


_WORD = re.compile(r"[A-Za-z_]\w*")


def _modifiers_of(target, fmt):
    """The modifiers an instruction of ``fmt`` takes, as a hint: ``glc, slc, offset:N``."""
    names = _field_names_of(fmt)
    words = [name for name, field in _cache_names(target.name).items() if field in names]
    words += [word for word in ("gds", "lds", "tfe", "offen", "idxen", "addr64")
              if word in names]
    return ", ".join(words + ["offset:N"] * ("offset" in names))


@lru_cache(maxsize=None)
def _format_of(target, enc):
    return format_named(target, enc)


def _expected(row, fields):
    """(the row's operands written for these modifiers, whether one is the address VGPR)."""
    specs, has_vaddr, varies = _operand_plan(row)
    if not varies:
        return specs, has_vaddr
    lds = fields.get("lds", 0) and "lds" in row.flags
    out = []
    for spec in specs:
        if spec.kind == "rtn" and not fields.get("glc", 0):
            continue
        if lds and spec.kind == "v" and spec.field in ("vdst", "vdata"):
            continue
        out.append(spec)
    return out, has_vaddr


@lru_cache(maxsize=None)
def _operand_plan(row):
    """(operands, whether one is the address VGPR, whether modifiers change which are
    written: a returned value or an LDS load's data)."""
    varies = "lds" in row.flags or any(spec.kind == "rtn" for spec in row.operands)
    return row.operands, any(spec.kind == "vaddr" for spec in row.operands), varies


def _parse_operand(target, fmt, row, spec, token, fields, files):
    kind = spec.kind
    width = spec.width + (fields.get("tfe", 0) if spec.field in ("vdst", "vdata") else 0)
    data = spec.field != "addr" or is_gws(row)
    found = _operand_value(target, fmt.enc, kind, data, width, token.text)
    if type(found) is not tuple:
        if type(found) is str:
            raise _mismatch(token, found)
        raise OperandMismatch(found.message, token=found.token, column=found.column,
                              expected=found.expected)
    value, file, vaddr = found
    if vaddr is not None:
        fields["_vaddr_off" if vaddr == 0 else "_vaddr_count"] = vaddr or 1
    if file is not None:
        files.add(file)
    fields[spec.field] = value


@lru_cache(maxsize=1 << 14)
def _operand_value(target, enc, kind, data, width, text):
    """(field value, the register file of a data operand (``data``) or None, for the address:
    0 if ``off``, else its VGPR count, None for other operands) of one operand token; else
    what was expected there (a string), or the OperandMismatch a constant's parser raised."""
    if kind == "saddr" or (kind == "vaddr" and text.lower() == OFF):
        if kind == "vaddr":
            return 0, None, 0
        value = _saddr_value(target, enc, text)
        return (value, None, None) if type(value) is int else value
    if kind == "soff":
        try:
            value, literal = parse_src(target, text)
        except OperandMismatch as err:
            return err
        if literal is not None or value >= 256:
            return "an SGPR or an inline constant"
        return value, None, None
    reg = parse_reg(target, text)
    if reg is None:
        return "a register"
    if kind == "rsrc":
        if reg.file not in ("s", "ttmp") or reg.count != 4 or reg_encoding(target, reg) % 4:
            return "an aligned SGPR quad"
        return reg_encoding(target, reg) // 4, None, None
    if reg.file not in ("v", "a") or (reg.file == "a" and not target.has("agpr")):
        return "a VGPR"
    if kind == "vaddr":
        if reg.file != "v":
            return "a VGPR address"
        return reg.index, None, reg.count
    if reg.count != width:
        return f"{width} registers"
    if target.has("agpr") and width > 1 and reg.index % 2:
        return "an even-aligned register tuple"
    return reg.index, reg.file if data else None, None


def _saddr_value(target, enc, text):
    """GLOBAL's SGPR pair / SCRATCH's SGPR, NO_SADDR for ``off``, or what was expected."""
    if text.lower() == OFF:
        return NO_SADDR
    reg = parse_reg(target, text)
    width = 2 if enc == "GLOBAL" else 1
    if reg is None or reg.file in ("v", "a") or reg.count != width:
        return f"{width} SGPRs or off"
    return reg_encoding(target, reg)


def _check_vaddr(target, fmt, fields, specs, positional, has_vaddr):
    """The address VGPR count must be what the mode (saddr, offen, idxen...) implies."""
    off = fields.pop("_vaddr_off", 0)
    count = fields.pop("_vaddr_count", 0)
    if fmt.enc == "SCRATCH" and target.has("sc_bits") and not off:
        fields["sve"] = 1
    if not has_vaddr:
        return
    want = vaddr_width(target, fmt.enc, fields)
    if (want == 0) != bool(off) or (count and count != want):
        token = next(t for s, t in zip(specs, positional) if s.kind == "vaddr")
        raise _mismatch(token, "off" if want == 0 else article(f"{want}-register address"))


def _mismatch(token, expected):
    return OperandMismatch("invalid operand", token=token.text, column=token.column,
                           expected=expected)


def parse_swizzle(token, text):
    """The offset a ``swizzle(...)`` macro stands for."""
    body = text[len("swizzle("):-1]
    mode, _, args = body.partition(",")
    values = split_arguments(args) if args else []
    mode = mode.strip().upper()
    numbers = [parse_int(v) for v in values]
    if None in numbers:
        numbers = None
    if mode == "QUAD_PERM" and numbers and len(numbers) == 4 and all(0 <= v < 4 for v in numbers):
        return 0x8000 | sum(v << (2 * i) for i, v in enumerate(numbers))
    if mode == "BITMASK_PERM" and len(values) == 1:
        try:
            return _bitmask_perm(values[0].strip('"'))
        except ValueError:
            numbers = None
    return _swizzle_mode(token, mode, numbers)


def _bitmask_perm(pattern):
    if len(pattern) != 5 or any(c not in "01pi" for c in pattern.lower()):
        raise ValueError(pattern)
    and_mask = or_mask = xor_mask = 0
    for c in pattern.lower():
        and_mask, or_mask, xor_mask = and_mask << 1, or_mask << 1, xor_mask << 1
        and_mask |= c in "pi"
        or_mask |= c == "1"
        xor_mask |= c == "i"
    return and_mask | or_mask << 5 | xor_mask << 10


def _swizzle_mode(token, mode, numbers):
    def power_of_two(v):
        return v > 0 and v & (v - 1) == 0
    if numbers and mode == "SWAP" and len(numbers) == 1 and power_of_two(numbers[0]) \
            and numbers[0] <= 16:
        return 31 | numbers[0] << 10
    if numbers and mode == "REVERSE" and len(numbers) == 1 and power_of_two(numbers[0]) \
            and 2 <= numbers[0] <= 32:
        return 31 | (numbers[0] - 1) << 10
    if numbers and mode == "BROADCAST" and len(numbers) == 2 and power_of_two(numbers[0]) \
            and 2 <= numbers[0] <= 32 and 0 <= numbers[1] < numbers[0]:
        return (32 - numbers[0]) | numbers[1] << 5
    raise _mismatch(token, "a valid swizzle(...) macro")


@lru_cache(maxsize=None)
def _cache_names(target):
    """Written cache-policy name -> field (sc0/nt/sc1 on gfx942, glc/slc/scc elsewhere)."""
    index = 1 if get_target(target).has("sc_bits") else 0
    return {pair[index]: field for field, pair in CACHE_BITS}


_OTHER_CACHE_NAMES = frozenset(name for _, names in CACHE_BITS for name in names)


def parse_modifiers(target, fmt, row, tokens):
    """Field values of the modifiers written after the operands."""
    names = _field_names_of(fmt)
    fields = {"dfmt": DFMT_DEFAULT} if fmt.enc == "MTBUF" else {}
    cache = _cache_names(target.name)
    seen = set()
    rank = -1
    for token in tokens:
        key, sep, value, next_rank = _modifier_parts(token.text)
        if key == "lds" and row.name in LDS_FIRST:
            next_rank = _LDS_FIRST_RANK
        rank = _check_rank(token, rank, next_rank)
        if key in ("gds", "tfe") and not target.has(key) and not is_gws(row):
            raise _mismatch(token, f"no {key} on {target.name}")
        if not sep and key.startswith("no") and (key[2:] in cache or key == "nogds"):
            field = cache.get(key[2:], key[2:])
            if field in names and field not in seen:
                seen.add(field)
                continue
        field = cache.get(key, key) if not sep else None
        if field in _OTHER_CACHE_NAMES and key not in cache:
            raise _mismatch(token, " ".join(cache) + " (this target's cache-policy names)")
        if field is not None and field in seen:
            raise _mismatch(token, "no repeated modifier")
        seen.add(field)
        if field is not None and field in names and field not in ("offset", "op"):
            # LLVM accepts scc on gfx90a's FP atomics but leaves the bit clear.
            fields[field] = 0 if field == "scc" and "noscc" in row.flags else 1
        elif sep and key in ("offset", "offset0", "offset1"):
            _parse_offset(fmt, row, token, key, token.text[len(key) + 1:], fields)
        elif sep and fmt.enc == "MTBUF" and key in ("format", "dfmt", "nfmt"):
            _parse_format(target, token, key, value, fields)
        else:
            raise _mismatch(token, f"a {row.name} modifier")
    return fields


@lru_cache(maxsize=4096)
def _modifier_parts(text):
    """(key, ":" or "", value, rank in LLVM's order) of a modifier token, in lower case."""
    key, sep, value = text.lower().partition(":")
    return key, sep, value, _MODIFIER_RANK.get(key.removeprefix("no"), 6)


# LLVM's order of memory modifiers; the cache-policy bits (6) come in any order among
# themselves. MTBUF's format (or the older dfmt:, nfmt: before soffset) comes first, DS's gds
# last.
_MODIFIER_RANK = {"format": 0, "dfmt": 0, "nfmt": 0.5, "idxen": 1, "offen": 2, "addr64": 3,
                  "offset": 4, "offset0": 4, "offset1": 5, "lds": 7, "tfe": 8, "gds": 9}
_LDS_FIRST_RANK = 5.5


def _check_rank(token, rank, next_rank):
    if next_rank < rank or next_rank == rank and next_rank != 6:
        raise _mismatch(token, "format, idxen, offen, addr64, offset, cache bits, lds, tfe, gds"
                               " in this order, once each")
    return next_rank


def _parse_offset(fmt, row, token, key, text, fields):
    if fmt.enc == "DS":
        if ("off2" in row.flags) != (key != "offset"):
            raise _mismatch(token, "offset0:/offset1:" if "off2" in row.flags else "offset:")
        if key != "offset":
            value = _ranged(token, text, 0, 255)
            fields[key] = value
            return
        if "swizzle" in row.flags and text.lower().startswith("swizzle("):
            value = parse_swizzle(token, text)
        else:
            value = _ranged(token, text, 0, 0xFFFF)
        fields["offset0"], fields["offset1"] = value & 0xFF, value >> 8
        return
    if key != "offset" or "offset" not in _field_names_of(fmt) and parse_int(text) != 0:
        raise _mismatch(token, "no offset")
    if "offset" not in _field_names_of(fmt):
        return          # gfx7 FLAT: LLVM takes offset:0, the only offset it has
    if fmt.enc in ("GLOBAL", "SCRATCH"):
        fields["offset"] = _ranged(token, text, -4096, 4095) & 0x1FFF
    else:
        fields["offset"] = _ranged(token, text, 0, 4095)


@lru_cache(maxsize=None)
def _field_names_of(fmt):
    return frozenset(name for name, _, _ in fmt.fields)


def _ranged(token, text, lo, hi):
    value = parse_int(text)
    if value is None or not lo <= value <= hi:
        raise _mismatch(token, f"an offset from {lo} to {hi}")
    return value


def _parse_format(target, token, key, value, fields):
    if key == "dfmt":
        fields["dfmt"] = _ranged(token, value, 0, 15)
    elif key == "nfmt":
        fields["nfmt"] = _ranged(token, value, 0, 7)
    elif value.startswith("[") and value.endswith("]"):
        for name in (n.strip().upper() for n in value[1:-1].split(",")):
            _set_format_name(target, token, name, fields)
    else:
        number = _ranged(token, value, 0, 127)
        fields["dfmt"], fields["nfmt"] = number & 15, number >> 4


def _set_format_name(target, token, name, fields):
    for prefix, table, field in (("BUF_DATA_FORMAT_", DFMT_NAMES, "dfmt"),
                                 ("BUF_NUM_FORMAT_", nfmt_names(target), "nfmt")):
        if name.startswith(prefix) and name[len(prefix):] in table:
            fields[field] = table.index(name[len(prefix):])
            return
    raise _mismatch(token, "BUF_DATA_FORMAT_* or BUF_NUM_FORMAT_* names")
