"""Probe llvm-mc-19 for the memory opcode tables (DS, FLAT/GLOBAL/SCRATCH, MUBUF, MTBUF).

gfx9 targets: every opcode of each format goes through LLVM's disassembler with each subset of
its register fields set to a distinctive value (10, 20, 30, 40: LLVM rejects non-zero unused
fields) in a few modes (offsets, gds, lds, saddr, glc). The richest text decoded names the
mnemonic; where each value reappears names the operand's field and its width (v[20:23]: 4).

gfx701 (LLVM cannot disassemble it) goes text-first: each gfx900 row, and the gfx7-only
mnemonics modelled on a gfx900 sibling, is printed for gfx701 and assembled; the opcode is
read back from the bytes.

    ds_write2_b32 v10, v20, v30 offset0:5 offset1:6
      -> ("DS", 14, "ds_write2_b32", "addr:v:1 data0:v:1 data1:v:1", "off2")
"""
import itertools
import random

from gcnsim.asm.instruction import Instruction
from gcnsim.asm.lexer import split_operands
from gcnsim.asm.memory import NO_SADDR, print_inst
from gcnsim.asm.memory_parse import _is_positional
from gcnsim.isa.formats import format_named
from gcnsim.isa.opcodes import OpInfo, op_table, parse_operands
from gcnsim.isa.operands import parse_reg
from gcnsim.isa.targets import get_target
from tools.llvm import assemble_lines, disassemble_words

REGS = {"DS": {"addr": 10, "data0": 20, "data1": 30, "vdst": 40},
        "FLAT": {"addr": 10, "data": 20, "vdst": 40},
        "MUBUF": {"vaddr": 10, "vdata": 20}}
SRSRC, SOFFSET, SADDR = 2, 1, 4
KINDS = {"vaddr": "vaddr", "saddr": "saddr", "srsrc": "rsrc", "soffset": "soff"}
# gfx7 names LLVM has and gfx9 dropped, with the gfx900 row whose shape they share.
GFX7_EXTRAS = {
    "buffer_atomic_fcmpswap": "buffer_atomic_cmpswap", "buffer_atomic_fmin": "buffer_atomic_add",
    "buffer_atomic_fmax": "buffer_atomic_add",
    "buffer_atomic_fcmpswap_x2": "buffer_atomic_cmpswap_x2",
    "buffer_atomic_fmin_x2": "buffer_atomic_add_x2",
    "buffer_atomic_fmax_x2": "buffer_atomic_add_x2",
    "flat_atomic_fcmpswap": "flat_atomic_cmpswap", "flat_atomic_fmin": "flat_atomic_add",
    "flat_atomic_fmax": "flat_atomic_add", "flat_atomic_fcmpswap_x2": "flat_atomic_cmpswap_x2",
    "flat_atomic_fmin_x2": "flat_atomic_add_x2", "flat_atomic_fmax_x2": "flat_atomic_add_x2",
    "buffer_wbinvl1_sc": "buffer_wbinvl1", "ds_gws_sema_release_all": "ds_gws_sema_v",
}


def _modes(target, enc):
    """(mode name, fields) tried for every opcode, the primary mode first."""
    if enc == "DS":
        return [("off", {"offset0": 5, "offset1": 6}), ("bare", {}),
                ("gds", {"offset0": 5, "offset1": 6, "gds": 1}), ("gdsbare", {"gds": 1})]
    if enc == "FLAT":
        return [("off", {"offset": 4}), ("glc", {"offset": 4, "glc": 1})]
    if enc == "GLOBAL":
        return [("off", {"offset": 4, "saddr": NO_SADDR}),
                ("glc", {"offset": 4, "saddr": NO_SADDR, "glc": 1}),
                ("lds", {"offset": 4, "saddr": NO_SADDR, "lds": 1})]
    if enc == "SCRATCH":
        base = {"offset": 4, "saddr": NO_SADDR}
        if target.has("sc_bits"):
            base["sve"] = 1
            return [("off", base), ("glc", dict(base, glc=1))]
        return [("off", base), ("glc", dict(base, glc=1)), ("lds", dict(base, lds=1))]
    base = {"offset": 4, "offen": 1, "srsrc": SRSRC, "soffset": SOFFSET}
    if enc == "MTBUF":
        return [("off", dict(base, dfmt=4, nfmt=7))]
    plain = {"srsrc": SRSRC, "soffset": SOFFSET, "offset": 4}
    return [("off", base), ("lds", dict(base, lds=1)), ("ldsplain", dict(plain, lds=1)),
            ("bare", {})]


def _regs(enc):
    return REGS.get({"GLOBAL": "FLAT", "SCRATCH": "FLAT", "MTBUF": "MUBUF"}.get(enc, enc))


def _sweep(target, enc):
    """{opcode: {mode: text}} of what LLVM decodes, richest register subset per mode."""
    fmt = format_named(target, enc)
    width = {name: w for name, _, w in fmt.fields}["op"]
    regs = _regs(enc)
    jobs = []
    for op in range(1 << width):
        for mode, base in _modes(get_target(target), enc):
            for n in range(len(regs) + 1):
                for subset in itertools.combinations(regs, n):
                    fields = dict(base, op=op, **{f: regs[f] for f in subset})
                    jobs.append((op, mode, n, fmt.pack(fields).to_bytes(8, "little")))
    best = {}
    for (op, mode, n, _), text in zip(jobs, disassemble_words(target, [j[3] for j in jobs])):
        if text is not None and n >= best.get((op, mode), (-1, ""))[0]:
            best[(op, mode)] = (n, text)
    out = {}
    for (op, mode), (_, text) in best.items():
        out.setdefault(op, {})[mode] = text
    return out


def _operands(text, enc):
    """(field, kind, width) of each positional operand of a decoded text."""
    by_value = {v: f for f, v in _regs(enc).items()}
    out = []
    for token in split_operands(text.partition(" ")[2]):
        word = token.text
        if not _is_positional(word):
            continue
        if word == "off":
            seen = {o[0] for o in out}
            field = "vaddr" if enc in ("MUBUF", "MTBUF") else (
                "saddr" if "addr" in seen else "addr")
        else:
            reg = parse_reg("gfx900", word)
            if reg.file == "v":
                field = by_value[reg.index]
            else:
                field = {SRSRC * 4: "srsrc", SOFFSET: "soffset"}.get(reg.index, "saddr")
        kind = KINDS.get(field, "v")
        if field == "addr" and enc != "DS":
            kind = "vaddr"
        width = 1 if word == "off" else parse_reg("gfx900", word).count
        out.append((field, kind, width))
    return out


def _spec(operands):
    return " ".join(f"{f}:{k}:{w}" for f, k, w in operands)


def _gfx9_row(enc, op, modes):
    """One row from the texts LLVM decoded for an opcode in each mode."""
    primary = next(modes[m] for m in ("off", "lds", "ldsplain", "bare", "gds", "gdsbare", "glc")
                   if m in modes)
    name = primary.split()[0]
    operands = _operands(primary, enc)
    flags = []
    if "offset0:" in primary or "offset1:" in primary:
        flags.append("off2")
    if "swizzle(" in primary:
        flags.append("swizzle")
    if "lds" in modes and ("off" in modes or "bare" in modes):
        flags.append("lds")
    glc = modes.get("glc")
    if "_atomic_" in name and glc and "off" in modes:
        extra = _operands(glc, enc)
        if len(extra) > len(operands):
            operands = [("vdst", "rtn", extra[0][2])] + operands
    return (enc, op, name, _spec(operands), " ".join(flags))


def _encs(target):
    t = get_target(target)
    encs = ["DS", "FLAT", "MUBUF", "MTBUF"]
    if t.has("global"):
        encs[2:2] = ["GLOBAL", "SCRATCH"]
    return encs


def probe(target):
    """Rows (enc, opcode, name, operands, flags) of the memory formats of a target."""
    if get_target(target).generation < 9:
        return _probe_text_first(target)
    rows = []
    for enc in _encs(target):
        for op, modes in sorted(_sweep(target, enc).items()):
            rows.append(_gfx9_row(enc, op, modes))
    return _mark_ignored_scc(get_target(target), rows)


def _mark_ignored_scc(t, rows):
    """Flag ``noscc`` on rows whose ``scc`` LLVM accepts but does not encode (gfx90a FP
    atomics): the assembler must drop it the same way."""
    if not t.has("agpr") or t.has("sc_bits"):
        return rows
    probed = [r for r in rows if "scc" in {n for n, _, _ in format_named(t.name, r[0]).fields}]
    infos = [OpInfo(r[0], r[1], r[2], parse_operands(r[3]), frozenset(r[4].split()))
             for r in probed]
    lines = [_sample_text(t, info, 0, scc=1) for info in infos]
    ignored = set()
    for row, info, result in zip(probed, infos, assemble_lines(t.name, lines)):
        fmt = format_named(t.name, row[0])
        if result and not fmt.unpack(int.from_bytes(result[1][:8], "little"))["scc"]:
            ignored.add(row[:2])
    return [r[:4] + ((r[4] + " noscc").strip(),) if r[:2] in ignored else r for r in rows]


def _probe_text_first(target):
    """gfx7: print each gfx900 row (and gfx7-only sibling) for gfx701 and assemble it."""
    t = get_target(target)
    model = op_table("gfx900")
    candidates = [r for r in model.rows if r.enc in _encs(target)]
    for name, sibling in GFX7_EXTRAS.items():
        for r in model.named(sibling):
            candidates.append(OpInfo(r.enc, r.opcode, name, r.operands, r.flags))
    lines, rows = [], []
    for row in candidates:
        for lds in ((0, 1) if "lds" in row.flags else (0,)):
            for style in ("full", "bare", "gds"):
                lines.append(_sample_text(t, row, lds, style=style))
                rows.append((row, lds))
    found = {}
    for (row, lds), result in zip(rows, assemble_lines(target, lines)):
        if result is None:
            continue
        fmt = format_named(target, row.enc)
        op = fmt.unpack(int.from_bytes(result[1][:8], "little"))["op"]
        key = (row.enc, op)
        flags = set(row.flags) - {"lds"}
        if key in found:
            flags |= set(found[key][4].split())
        if lds:
            flags.add("lds")
        found[key] = (row.enc, op, row.name, _spec_of(row), " ".join(sorted(flags)))
    return list(found.values())


def _spec_of(row):
    return " ".join(f"{o.field}:{o.kind}:{o.width}" for o in row.operands)


def _sample_text(target, row, lds, scc=0, style="full"):
    """A row printed for a target: ``full`` sets offsets and modes, ``bare`` only registers,
    ``gds`` adds the gds bit (ds_gws_*, ds_ordered_count)."""
    fmt = format_named(target.name, row.enc)
    fields = dict(_regs(row.enc), op=0, scc=scc, lds=lds, gds=int(style == "gds"))
    fields.update(srsrc=SRSRC, soffset=SOFFSET)
    if row.enc in ("MUBUF", "MTBUF") and style == "full":
        fields.update(offen=1, offset=4)
    if row.enc == "MTBUF" and style == "full":
        fields.update(dfmt=4, nfmt=7)
    if row.enc == "DS" and style != "bare":
        fields.update(offset0=5, offset1=6 if "swizzle" not in row.flags else 0x80)
    names = {n for n, _, _ in fmt.fields}
    inst = Instruction(row, fmt, {n: fields.get(n, 0) for n in names})
    return print_inst(inst, target)


# ---- corpus samples -------------------------------------------------------------------------

SOFFSETS = ("0", "s0", "s7", "m0", "-1", "64", "0.5", "-4.0", "vcc_lo", "exec_hi", "ttmp3")
SRSRCS = ("s[0:3]", "s[8:11]", "s[96:99]", "ttmp[4:7]")
GLOBAL_SADDRS = ("s[2:3]", "s[100:101]", "vcc", "exec", "flat_scratch", "ttmp[10:11]")
SCRATCH_SADDRS = ("s5", "s101", "vcc_lo", "m0", "exec_lo", "ttmp2")
DS_OFFSETS = (0, 1, 4, 255, 256, 4096, 65535)
FLAT_OFFSETS = (0, 1, 64, 4095)
SIGNED_OFFSETS = (-4096, -1, 0, 16, 2048, 4095)
SWIZZLES = (0x8000 | 0x1B, 0x80E4, 0x041F, 0x7C1F, 0x001E, 0x00F0, 0x0605, 0x0001, 0xFFFF)
VARIANTS = 12


def samples(target, table):
    """Assembly lines for every memory row of a target, in varied forms."""
    t = get_target(target)
    rng = random.Random(f"memory-{t.name}")
    lines = list(_handwritten(t))
    for row in table.rows:
        if row.enc not in _encs(t.name):
            continue
        fmt = format_named(t.name, row.enc)
        names = {n for n, _, _ in fmt.fields}
        for _ in range(VARIANTS):
            fields = _random_fields(t, row, names, rng)
            text = print_inst(Instruction(row, fmt, fields), t)
            lines.append(_with_operand_texts(t, row, text, rng))
        for style in ("bare", "gds"):
            for lds in (0, 1):
                lines.append(_sample_text(t, row, lds, style=style))
    return lines


def _random_fields(t, row, names, rng):
    fields = {"op": row.opcode}
    for spec in row.operands:
        if spec.kind in ("v", "rtn"):
            fields[spec.field] = rng.choice((0, 2, 4, 10, 20, 128, 250 - 2 * spec.width))
        elif spec.kind == "vaddr":
            fields[spec.field] = rng.choice((0, 2, 6, 200, 254))
    for bit in ("glc", "slc", "scc", "lds", "tfe", "offen", "idxen", "addr64", "gds", "acc"):
        if bit in names and rng.random() < 0.3:
            fields[bit] = 1
    if row.enc == "DS":
        offset = rng.choice(DS_OFFSETS if "swizzle" not in row.flags else SWIZZLES)
        fields["offset0"], fields["offset1"] = offset & 0xFF, offset >> 8
        if "off2" in row.flags:
            fields["offset1"] = rng.choice((0, 1, 255))
    elif "offset" in names:
        offsets = SIGNED_OFFSETS if row.enc in ("GLOBAL", "SCRATCH") else FLAT_OFFSETS
        fields["offset"] = rng.choice(offsets) & ((1 << 13) - 1)
    if row.enc in ("GLOBAL", "SCRATCH"):
        fields["saddr"] = NO_SADDR if rng.random() < 0.5 else 0
        if "sve" in names:
            fields["sve"] = rng.choice((0, 1))
    if row.enc == "MTBUF":
        fields["dfmt"], fields["nfmt"] = rng.choice(((1, 0), (4, 7), (14, 4), (0, 1), (1, 7)))
    return {n: fields.get(n, 0) for n in names}


def _with_operand_texts(t, row, text, rng):
    """Swap the placeholder SGPR operands for varied ones (soffset, srsrc, saddr)."""
    mnemonic, _, rest = text.partition(" ")
    tokens = rest.split(", ")
    if row.enc in ("MUBUF", "MTBUF") and len(tokens) >= 2:
        last = tokens[-1].split(" ", 1)
        last[0] = rng.choice(SOFFSETS)
        tokens[-1] = " ".join(last)
        tokens[-2] = rng.choice(SRSRCS)
    elif row.enc in ("GLOBAL", "SCRATCH") and tokens and tokens[-1].split(" ")[0] != "off":
        last = tokens[-1].split(" ", 1)
        last[0] = rng.choice(GLOBAL_SADDRS if row.enc == "GLOBAL" else SCRATCH_SADDRS)
        tokens[-1] = " ".join(last)
    return mnemonic + (" " + ", ".join(tokens) if rest else "")


def _handwritten(t):
    """Syntax LLVM accepts beyond its own printing: listing 8.1 and alternative spellings."""
    # Listing 8.1 (gfx7): LLVM wants the format before offen.
    yield "tbuffer_load_format_x v1, v1, s[8:11], 0 " \
          "format:[BUF_DATA_FORMAT_32, BUF_NUM_FORMAT_FLOAT] offen"
    yield "tbuffer_store_format_x v1, v0, s[0:3], 0, " \
          "format:[BUF_DATA_FORMAT_32, BUF_NUM_FORMAT_FLOAT] offen"
    yield "tbuffer_load_format_x v1, v1, s[8:11], 0 format:[BUF_DATA_FORMAT_32] offen"
    yield "tbuffer_load_format_x v1, v1, s[8:11], 0 offen"
    yield "tbuffer_store_format_x v1, v0, s[0:3], 0, offen"
    yield "tbuffer_load_format_xy v[2:3], v1, s[8:11], dfmt:4, nfmt:7, 0 offen"
    yield "tbuffer_load_format_x v1, off, s[4:7], 0 format:22"
    yield "buffer_load_dword v1, v2, s[4:7], s1 offen offset:0x10"
    yield "buffer_store_dword v1, off, s[4:7], 0 offset:4095"
    yield "ds_read_b32 v1, v2 offset:0xffff"
    yield "ds_write2_b32 v1, v2, v3 offset1:255"
    yield "ds_swizzle_b32 v1, v2 offset:swizzle(BROADCAST,8,3)"
    yield "ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,16)"
    yield "ds_swizzle_b32 v1, v2 offset:swizzle(REVERSE,8)"
    yield 'ds_swizzle_b32 v1, v2 offset:swizzle(BITMASK_PERM,"01pip")'
    yield "ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM,3,2,1,0)"
    yield "flat_load_dword v1, v[2:3]"
    yield "global_load_dword v1, v[2:3], off offset:-1"
    yield "global_store_dword v2, v3, s[4:5] offset:-4096"
    yield "scratch_store_dword off, v2, s3 offset:8"
