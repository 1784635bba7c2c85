"""Memory instructions (DS, FLAT/GLOBAL/SCRATCH, MUBUF, MTBUF): fields <-> LLVM's text (the parser
is memory_parse.py).

A row's operands name the field each printed operand lives in and its kind:

- ``v``: data VGPRs (AGPRs when the ``acc`` bit is set), ``width`` dwords;
- ``rtn``: the returned value of a FLAT atomic, printed only when glc (sc0) asks for it;
- ``vaddr``: the VGPR address; ``off`` or its width follow from the mode (saddr, offen...);
- ``saddr``: GLOBAL's SGPR pair / SCRATCH's SGPR, ``off`` when 0x7f;
- ``rsrc``: the buffer resource, four SGPRs starting at 4 * field;
- ``soff``: MUBUF/MTBUF soffset, an SGPR or an inline constant.

Row flags: ``off2`` (DS offset0/offset1), ``swizzle`` (ds_swizzle_b32's offset), ``lds``
(the lds bit may be set: LLVM then prints no data register).

    >>> from gcnsim.asm import assemble_line, format_instruction
    >>> inst = assemble_line("buffer_load_dword v1, v2, s[4:7], 0 offen offset:4", "gfx900")
    >>> inst.encode().hex(), format_instruction(inst, "gfx900")
    ('041050e002010180', 'buffer_load_dword v1, v2, s[4:7], 0 offen offset:4')
"""
from functools import lru_cache

from ..bits import sext
from ..isa.memory_fields import (OFFSET_SIGN_BITS, data_agpr, data_width, is_gws,
                                 memory_operands, vaddr_width)
from ..isa.operands import NO_SADDR, aligned_scalar, reg_text
# parse is this family's parser (gcnsim/asm/families.py), written in memory_parse.py.
from .memory_parse import (CACHE_BITS, DFMT_DEFAULT, DFMT_NAMES, LDS_FIRST,  # noqa: F401
                           NFMT_DEFAULT, OFF, nfmt_names, parse)
from .scalar import src_text


# Fields of a MUBUF row without operands (buffer_wbinvl1, buffer_wbl2) that LLVM ignores;
# the cache bits of the rows with a cache policy count only where the target prints them (sc0
# sc1 on gfx942), the other rows' are fixed at zero (check).
_NO_OPERAND_IGNORED = ("offset", "slc", "vaddr", "vdata", "srsrc", "soffset")
_CACHE_POLICY_ROWS = ("buffer_wbl2", "buffer_inv")


def canonical(op, fmt, fields, target):
    """Make a decoded instruction's fields say what LLVM's text says (in place): clear what it
    ignores, align what it aligns. Bits outside every field are never read.

    - gds on a target without GDS: LLVM decodes every DS word as gds:0, but the fixed bit of
      ds_gws_*;
    - a GLOBAL SGPR pair at an odd register: ``s[57:58]`` reads as ``s[56:57]``;
    - a MUBUF row without operands: its offset, slc and operand fields, and its cache bits
      where the target does not print them.
    """
    if fields.get("gds") and not target.has("gds") and not is_gws(op):
        fields["gds"] = 0
    if fmt.enc == "GLOBAL":
        fields["saddr"] = aligned_scalar(target.name, fields["saddr"], 2)
    elif fmt.enc == "MUBUF" and not op.operands:
        names = _NO_OPERAND_IGNORED
        if not target.has("sc_bits") and op.name in _CACHE_POLICY_ROWS:
            names += ("glc", "scc")
        for name in names:
            if name in fields:
                fields[name] = 0


# Operand fields LLVM's DS and buffer encodings fix at zero in a row that gives them no
# operand (FLAT's leave them free: a load's data, a store's vdst; buffer_store_lds_dword's
# vdata is free: llvm-mc-19 decodes those words with the lds bit set and no address register).
_OPERAND_FIELDS = ("vdst", "addr", "data", "data0", "data1", "vdata")


def check(inst, target):
    """Why LLVM rejects this memory encoding, or None: an operand field the row has no operand
    for is not zero, FLAT's saddr is not zero, the lds bit on a row without an LDS form, tfe
    where LLVM has no TFE form (MTBUF, atomics, with lds, a target without tfe), bits of a MUBUF
    row without operands that LLVM fixes (bit 15 too), buffer_store_lds_dword without its lds
    bit, the acc (gfx900: nv) bit where no data register is
    named (lds loads, rows without data), gfx7's addr64 with offen or idxen, scc on gfx90a's
    floating-point atomics, a data
    register range past the last register."""
    fields = inst.fields
    row = inst.op
    problem = _check_plan(row, inst.fmt, target)
    for name in problem:
        if fields.get(name) and not (name == "vdata" and row.name in LDS_FIRST):
            return f"{row.name}: field {name} must be zero"
    if inst.fmt.enc == "DS":
        problem = _ds_fixed_bits(inst, target)
        if problem:
            return f"{row.name}: {problem}"
    if fields.get("addr64") and (fields["offen"] or fields["idxen"]):
        return f"{row.name}: addr64 with offen or idxen (LLVM's gfx7 buffer forms fix them)"
    if inst.fmt.enc == "MUBUF" and fields.get("lds") and fields.get("tfe"):
        return f"{row.name}: lds and tfe together"
    if (fields.get("acc") or fields.get("nv")) and (fields.get("lds") or not _has_data(row)):
        return f"{row.name}: the acc (nv) bit without a data register"
    if fields.get("scc") and _no_scc(row, target):
        return f"{row.name}: no scc form"
    if row.name in LDS_FIRST and (not fields.get("lds") or fields["offen"] or fields["idxen"]):
        return f"{row.name}: the lds bit clear, or an address register"
    if (inst.fmt.enc == "MUBUF" and not row.operands and "scc" not in fields
            and inst.raw is not None and inst.raw[1] & 0x80):
        return f"{row.name}: bit 15 (gfx90a's scc) is set"
    for spec in memory_operands(row, fields):
        if spec.kind in ("v", "rtn") and fields[spec.field] + data_width(spec, fields) > 256:
            return f"{row.name}: registers past the last one"
    return None


# DS rows whose gds bit LLVM fixes: 1 for the GWS rows and ds_ordered_count, 0 for the rows
# without a gds form (ds_nop, the permutes).
_DS_GDS_ZERO = ("ds_nop", "ds_permute_b32", "ds_bpermute_b32")


def _ds_fixed_bits(inst, target):
    """Why LLVM rejects a DS word for the bits its row fixes (LLVM's DS_Real encoding), or
    None: gds where the row fixes it, ds_nop's offset, bit 25 (the AGPR bit of vdst or data0,
    ignored on gfx900) in a row with neither."""
    row, fields = inst.op, inst.fields
    raw = int.from_bytes(inst.raw[:4], "little") if inst.raw is not None else 0
    gds = raw >> 16 & 1 if target.generation >= 9 else fields.get("gds", 0)
    if (is_gws(row) or row.name == "ds_ordered_count") and not gds:
        return "gds must be set"
    if row.name in _DS_GDS_ZERO and gds:
        return "no gds form"
    if not row.operands and not is_gws(row) and (fields["offset0"] or fields["offset1"]):
        return "no offset"
    fields_used = {spec.field for spec in row.operands}
    data = "vdst" in fields_used or "data0" in fields_used or (is_gws(row) and fields_used)
    if target.generation >= 9 and raw >> 25 & 1 and not data:
        return "bit 25 (acc) must be zero"
    return None


@lru_cache(maxsize=None)
def _has_data(row):
    return any(spec.kind in ("v", "rtn") for spec in row.operands)


def _no_scc(row, target):
    """gfx90a's floating-point atomics, which LLVM gives no scc bit (fixed at zero)."""
    return (target.has("agpr") and not target.has("sc_bits") and "_atomic_" in row.name
            and row.name[-4:] in ("_f16", "_f32", "_f64"))


@lru_cache(maxsize=None)
def _check_plan(row, fmt, target):
    """The fields that must be zero in every word of a row in a format on a target."""
    names = {name for name, _, _ in fmt.fields}
    used = {spec.field for spec in row.operands}
    zero = [name for name in _OPERAND_FIELDS if name in names and name not in used
            and fmt.enc in ("DS", "MUBUF", "MTBUF")]
    if fmt.enc == "FLAT":
        zero.append("saddr")
    if "lds" in names and "lds" not in row.flags and row.name not in LDS_FIRST:
        zero.append("lds")
    if "tfe" in names and (fmt.enc == "MTBUF" or not target.has("tfe") or "_atomic" in row.name
                           or not row.operands):
        zero.append("tfe")
    if fmt.enc == "MUBUF" and not row.operands:
        zero += ["offen", "idxen"]
        if row.name not in _CACHE_POLICY_ROWS:
            zero += ["glc", "scc"]
    return tuple(zero)


def print_inst(inst, target, pc=0):
    """LLVM's text of a memory instruction."""
    fields = inst.fields
    ops = [_operand_text(inst, target, spec) for spec in memory_operands(inst.op, fields)]
    text = inst.op.name
    if ops:
        text += " " + ", ".join(ops)
    if inst.fmt.enc == "DS":
        return text + _ds_offset_text(inst.op.flags, fields) + (" gds" if fields.get("gds")
                                                                else "")
    return text + _modifier_text(fields, *_modifier_plan(inst.fmt, target,
                                                         inst.op.name in LDS_FIRST))


def _operand_text(inst, target, spec):
    fields = inst.fields
    value = fields[spec.field]
    kind = spec.kind
    if kind in ("v", "rtn"):
        return reg_text("a" if data_agpr(inst.op, spec, fields) else "v", value,
                        data_width(spec, fields))
    if kind == "vaddr":
        width = vaddr_width(target, inst.fmt.enc, fields)
        return OFF if width == 0 else reg_text("v", value, width)
    if kind == "saddr":
        if value == NO_SADDR:
            return OFF
        return src_text(target, value, 2 if inst.fmt.enc == "GLOBAL" else 1)
    if kind == "rsrc":
        return src_text(target, value * 4, 4)
    return src_text(target, value, 1)


@lru_cache(maxsize=None)
def _modifier_plan(fmt, target, lds_first=False):
    """(whether a MTBUF format prints, the flags printed before the offset as (field, text),
    the offset's sign bit count (0: unsigned), the flags printed after it) of a non-DS format
    on a target (``lds_first``: a LDS_FIRST row)."""
    names = {name for name, _, _ in fmt.fields}
    before = tuple((name, " " + name) for name in ("idxen", "offen", "addr64") if name in names)
    cache = tuple((field, " " + pair[1 if target.has("sc_bits") else 0])
                  for field, pair in CACHE_BITS)
    lds = (("lds", " lds"),)
    ordered = lds + cache if lds_first else cache + lds
    after = tuple(item for item in ordered + (("tfe", " tfe"),) if item[0] in names)
    return (nfmt_names(target) if fmt.enc == "MTBUF" else None, before,
            OFFSET_SIGN_BITS.get(fmt.enc, 0), "offset" in names, after)


def _modifier_text(fields, nfmts, before, offset_bits, has_offset, after):
    out = []
    if nfmts is not None:
        out.append(format_text(fields.get("dfmt", DFMT_DEFAULT), fields.get("nfmt", 0), nfmts))
    for name, text in before:
        if fields[name]:
            out.append(text)
    offset = fields["offset"] if has_offset else 0
    if offset:
        out.append(f" offset:{sext(offset, offset_bits) if offset_bits else offset}")
    for name, text in after:
        if fields[name]:
            out.append(text)
    return "".join(out)


def _ds_offset_text(flags, fields):
    lo, hi = fields.get("offset0", 0), fields.get("offset1", 0)
    if "off2" in flags:
        return (f" offset0:{lo}" if lo else "") + (f" offset1:{hi}" if hi else "")
    offset = hi << 8 | lo
    if not offset:
        return ""
    if "swizzle" in flags:
        return " offset:" + swizzle_text(offset)
    return f" offset:{offset}"


def format_text(dfmt, nfmt, nfmts):
    """MTBUF's `` format:[...]`` as LLVM prints it (nothing for the default 8/UNORM; ``nfmts``
    the target's nfmt names)."""
    names = []
    if dfmt != DFMT_DEFAULT:
        names.append("BUF_DATA_FORMAT_" + DFMT_NAMES[dfmt])
    if nfmt != NFMT_DEFAULT:
        names.append("BUF_NUM_FORMAT_" + nfmts[nfmt])
    return " format:[" + ",".join(names) + "]" if names else ""


def swizzle_text(offset):
    """ds_swizzle_b32's offset as LLVM prints it (ISA manual, DS_SWIZZLE_B32)."""
    if offset & 0xFF00 == 0x8000:
        lanes = ",".join(str(offset >> (2 * i) & 3) for i in range(4))
        return f"swizzle(QUAD_PERM,{lanes})"
    if offset & 0x8000:
        return str(offset)
    and_mask, or_mask, xor_mask = offset & 31, offset >> 5 & 31, offset >> 10 & 31
    if and_mask == 31 and or_mask == 0 and xor_mask and xor_mask & (xor_mask - 1) == 0:
        return f"swizzle(SWAP,{xor_mask})"
    if and_mask == 31 and or_mask == 0 and xor_mask and (xor_mask + 1) & xor_mask == 0:
        return f"swizzle(REVERSE,{xor_mask + 1})"
    group = 32 - and_mask
    if group > 1 and group & (group - 1) == 0 and or_mask < group and xor_mask == 0:
        return f"swizzle(BROADCAST,{group},{or_mask})"
    zero = (0 | or_mask) ^ xor_mask
    one = (31 & and_mask | or_mask) ^ xor_mask
    chars = []
    for bit in range(4, -1, -1):
        p0, p1 = zero >> bit & 1, one >> bit & 1
        chars.append(("0", "1")[p0] if p0 == p1 else ("p", "i")[p0])
    return 'swizzle(BITMASK_PERM,"' + "".join(chars) + '")'
