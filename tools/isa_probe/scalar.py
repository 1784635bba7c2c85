"""Probe llvm-mc-19 for the scalar opcode tables (SOP1/SOP2/SOPK/SOPC/SOPP, SMEM, SMRD) and
write the scalar corpus samples.

gfx9 targets: every opcode of every format goes through LLVM's disassembler with each operand
field set to a distinctive value (sdst=12, ssrc0=20, ssrc1=40, sbase=s[20:..], simm16 3 / 0xfffd
/ 0), and with fields zeroed where LLVM rejects them; where a value reappears in the printed text
names the field, the register range its width, and how 3 / 0xfffd / 0 print the immediate kind:

    SOPK op 0, simm16=3      -> "s_movk_i32 s12, 0x3"  -> ("SOPK", 0, "s_movk_i32",
                                                           "sdst:sreg:1 simm16:hex:1", "")

gfx701, which LLVM cannot disassemble, goes text-first: each shape found on gfx900 (plus the
gfx7-only instructions) is assembled for gfx701 and the opcode read back from the bytes.
"""
from functools import lru_cache

from gcnsim.asm.lexer import split_operands
from gcnsim.isa.formats import format_named, identify
from gcnsim.isa.operands import parse_reg
from gcnsim.isa.targets import get_target
from tools.llvm import assemble_lines, disassemble_words

VALUES = {"sdst": 12, "ssrc0": 20, "ssrc1": 40}
SALU_VARIANTS = {
    "SOP1": (("sdst", "ssrc0"), ("ssrc0",), ("sdst",), ()),
    "SOP2": (("sdst", "ssrc0", "ssrc1"), ("ssrc0", "ssrc1")),
    "SOPC": (("ssrc0", "ssrc1"),),
    "SOPK": (("sdst",), ()),
    "SOPP": ((),),
}
OP_RANGE = {"SOP1": 256, "SOP2": 96, "SOPC": 128, "SOPK": 29, "SOPP": 128, "SMEM": 256}
SIMMS = (3, 0xFFFD, 0)
LITERAL = 0x12345
SMEM_VARIANTS = {
    "imm": ({"imm": 1, "sdata": 12, "sbase": 10, "offset": LITERAL}),
    "glc": ({"imm": 1, "glc": 1, "sdata": 12, "sbase": 10, "offset": LITERAL}),
    "nodata": ({"imm": 1, "sbase": 10, "offset": LITERAL}),
    "none": ({}),
}
# Instructions gfx7 has that gfx9 dropped, with their shapes.
GFX7_EXTRA = (
    ("SOP2", "s_cbranch_g_fork", "ssrc0:ssrc:2 ssrc1:ssrc:2", ""),
    ("SOP1", "s_cbranch_join", "ssrc0:ssrc:1", ""),
    ("SOP1", "s_mov_fed_b32", "sdst:sreg:1 ssrc0:ssrc:1", ""),
    ("SMEM", "s_dcache_inv_vol", "", ""),
)


def _salu_blobs(fmt):
    """(op, variant, simm16, literal, bytes) for every probe of one SALU format."""
    out = []
    for op in range(OP_RANGE[fmt.name]):
        for vi, used in enumerate(SALU_VARIANTS[fmt.name]):
            fields = {name: VALUES[name] for name in used}
            fields["op"] = op
            has_simm = "simm16" in dict((f[0], f) for f in fmt.fields)
            for lit in (None, LITERAL):
                for simm in SIMMS if has_simm else (None,):
                    if simm is not None:
                        fields["simm16"] = simm
                    data = fmt.pack(fields).to_bytes(4, "little")
                    if lit is not None:
                        data += lit.to_bytes(4, "little")
                    out.append(((op, vi, lit), simm, data))
    return out


def _texts(target, blobs, exact=True):
    texts = disassemble_words(target, [b[-1] for b in blobs], exact=exact)
    found = {}
    for (key, simm, _), text in zip(blobs, texts):
        if text is not None:
            found.setdefault(key, {})[simm] = text
    return found


def _operands(text):
    """Operand tokens of a printed instruction, s_waitcnt's counters joined into one."""
    mnemonic, _, rest = text.partition(" ")
    tokens = [t.text for t in split_operands(rest)]
    if tokens and "cnt(" in tokens[0]:
        tokens = [" ".join(tokens)]
    return mnemonic, tokens


def _imm_kind(texts):
    """How a 16-bit immediate prints, from the texts for simm16 = 3, 0xfffd and 0."""
    last = {simm: _operands(t)[1][-1:] for simm, t in texts.items()}
    if last.get(3) == ["0x3"]:
        return "hex"
    if last.get(0xFFFD) == ["0xfffd"]:
        return "imm"
    if last.get(0) == []:
        return "dec"
    return "label"


def _salu_row(target, fmt, op, texts, lit):
    """(enc, op, name, operands, flags) from the texts of one accepted variant."""
    mnemonic, tokens = _operands(texts.get(3) or texts.get(None) or texts[0])
    by_value = {v: k for k, v in VALUES.items()}
    specs = []
    for tok in tokens:
        reg = parse_reg(target, tok)
        if reg is not None and reg.file == "s":
            field = by_value[reg.index]
            kind = "sreg" if field == "sdst" else "ssrc"
            specs.append(f"{field}:{kind}:{reg.count}")
        elif tok.startswith(("hwreg(", "sendmsg(", "gpr_idx(")) or "cnt(" in tok:
            kind = tok.split("(")[0] if "cnt(" not in tok else "waitcnt"
            field = "ssrc1" if fmt.name == "SOPC" else "simm16"
            specs.append(f"{field}:{kind}:1")
        elif fmt.name == "SOPC":
            specs.append("ssrc1:gpr_idx:1")
        elif lit is not None and tok == hex(LITERAL):
            specs.append("literal:lit:1")
        else:
            specs.append(f"simm16:{_imm_kind(texts)}:1")
    flags = "literal" if lit is not None else ""
    return (fmt.name, op, mnemonic, " ".join(specs), flags)


def _probe_salu(target):
    """Rows, each with (format, the fields of its accepted probe, its literal)."""
    rows = []
    for name in SALU_VARIANTS:
        fmt = format_named(target, name)
        found = _texts(target, _salu_blobs(fmt))
        for op in range(OP_RANGE[name]):
            for key in sorted((k for k in found if k[0] == op),
                              key=lambda k: (k[2] is not None, k[1])):
                texts = found[key]
                simm = next((v for v in (3, None, 0) if v in texts), "none")
                if simm != "none":
                    fields = {f: VALUES[f] for f in SALU_VARIANTS[name][key[1]]}
                    fields.update(op=op, simm16=simm or 0)
                    rows.append((_salu_row(target, fmt, op, texts, key[2]),
                                 (fmt, fields, key[2])))
                    break
    return rows


def _with_free_fields(target, probed):
    """Add ``free=FIELD`` flags for fields a row does not use but LLVM ignores when set."""
    blobs = []
    for index, (row, (fmt, fields, lit)) in enumerate(probed):
        used = {"op", "nv"} | {s.split(":")[0] for s in row[3].split()}
        if "soffset" in row[3]:
            used |= {"imm", "soe", "soffset", "offset"}
        if "glc" in row[4]:
            used.add("glc")
        for name, _, width in fmt.fields:
            if name not in used and name in fmt.unpack(fmt.match_value):
                data = fmt.pack(dict(fields, **{name: 5 if width > 2 else 1}))
                data = data.to_bytes(fmt.size, "little")
                if lit is not None:
                    data += lit.to_bytes(4, "little")
                blobs.append(((index, name), None, data))
    accepted = _texts(target, blobs, exact=False)
    rows = []
    for index, (row, _) in enumerate(probed):
        free = sorted(name for (i, name) in accepted if i == index)
        flags = " ".join([row[4]] + [f"free={name}" for name in free]).strip()
        rows.append(row[:4] + (flags,))
    return rows


def _smem_row(op, texts):
    if "imm" in texts:
        mnemonic, tokens = _operands(texts["imm"])
        data = parse_reg("gfx900", tokens[0])
        sdata = f"sdata:sdata:{data.count}" if data else "sdata:u7:1"
        base = parse_reg("gfx900", tokens[1])
        ops = f"{sdata} sbase:sbase:{base.count} offset:soffset:1"
        return ("SMEM", op, mnemonic, ops, "glc" if "glc" in texts else "")
    if "nodata" in texts:
        mnemonic, tokens = _operands(texts["nodata"])
        base = parse_reg("gfx900", tokens[0])
        return ("SMEM", op, mnemonic, f"sbase:sbase:{base.count} offset:soffset:1", "")
    mnemonic, tokens = _operands(texts["none"])
    ops = f"sdata:sdata:{parse_reg('gfx900', tokens[0]).count}" if tokens else ""
    return ("SMEM", op, mnemonic, ops, "")


def _probe_smem(target):
    fmt = format_named(target, "SMEM")
    blobs = []
    for op in range(OP_RANGE["SMEM"]):
        for name, fields in SMEM_VARIANTS.items():
            data = fmt.pack(dict(fields, op=op)).to_bytes(8, "little")
            blobs.append((op, name, data))
    found = _texts(target, blobs)
    out = []
    for op in sorted(found):
        variant = next(v for v in SMEM_VARIANTS if v in found[op])
        out.append((_smem_row(op, found[op]), (fmt, dict(SMEM_VARIANTS[variant], op=op), None)))
    return out


@lru_cache(maxsize=None)
def _probe_gfx9(target):
    return tuple(_with_free_fields(target, _probe_salu(target) + _probe_smem(target)))


def _gfx7_candidates():
    """(enc, name, operands, flags) of every scalar instruction gfx7 might have."""
    seen = {}
    for enc, _, name, ops, flags in _probe_gfx9("gfx900"):
        if enc == "SMEM":
            enc, ops, flags = "SMRD", ops.replace("offset:soffset", "offset:smrd_offset"), ""
            ops = ops.replace("sdata:sdata", "sdst:sdata")
        # free= flags were seen by gfx9's disassembler; gfx7 has none to ask.
        flags = " ".join(f for f in flags.split() if not f.startswith("free="))
        seen.setdefault(name, (enc, name, ops, flags))
    for enc, name, ops, flags in GFX7_EXTRA:
        seen.setdefault(name, ("SMRD" if enc == "SMEM" else enc, name, ops, flags))
    return list(seen.values())


def _probe_gfx7(target):
    t = get_target(target)
    cands = _gfx7_candidates()
    lines = []
    for enc, name, ops, flags in cands:
        specs = [s.split(":") for s in ops.split()]
        text = " ".join([name, ", ".join(sample_operand(t, k, int(w), 0) for _, k, w in specs)])
        lines.append(text.strip())
    rows = []
    for (enc, name, ops, flags), result in zip(cands, assemble_lines(target, lines)):
        if result is None:
            continue
        data = result[1]
        fmt = identify(target, int.from_bytes(data[:4], "little"))
        if fmt is None or fmt.enc != enc:
            continue
        value = int.from_bytes(data[:fmt.size], "little")
        rows.append((enc, fmt.unpack(value)["op"], name, ops, flags))
    return rows


def probe(target):
    """Rows (enc, opcode, name, operands, flags) of the scalar formats of a target."""
    if get_target(target).generation >= 9:
        return list(_probe_gfx9(target))
    return _probe_gfx7(target)


# ------------------------------------------------------------------------------------ samples

WAITCNTS = ("0", "0x3f70", "vmcnt(0)", "expcnt(0)", "lgkmcnt(0)", "vmcnt(0) & lgkmcnt(0)",
            "vmcnt(0), lgkmcnt(0)", "vmcnt(1) expcnt(2) lgkmcnt(3)", "vmcnt(15)", "vmcnt(16)",
            "vmcnt(63)", "vmcnt(62) & expcnt(6) & lgkmcnt(14)", "lgkmcnt(15)", "expcnt(7)",
            "vmcnt(0)&lgkmcnt(0)", "lgkmcnt(1) vmcnt(2)", "vmcnt(47) lgkmcnt(5)", "65535",
            "vmcnt(7) expcnt(7) lgkmcnt(15)", "vmcnt(31)")
GPR_IDX = ("gpr_idx()", "gpr_idx(SRC0)", "gpr_idx(SRC1)", "gpr_idx(SRC2)", "gpr_idx(DST)",
           "gpr_idx(SRC0,SRC1,SRC2,DST)", "gpr_idx(DST,SRC0)", "0", "15", "9")
LABELS = ("0", "1", "5", "-1", "-100", "0x7fff", "65535", "0x8000", "1234")
HEX16 = ("0x0", "0x1", "0x1234", "0x7fff", "0x8000", "0xffff", "-1", "-32768", "65535", "100")
IMM16 = ("0", "1", "3", "64", "65", "0x1234", "0xffff", "-1", "16", "0x8000")
LITS = ("0x12345", "18", "0", "-1", "0xffffffff", "0x3f800000", "64", "65", "-16", "-17",
        "0x3e22f983", "1.0")
SRC_CONSTS = ("0", "1", "7", "64", "-1", "-16", "65", "-17", "0x12345678", "0xffff", "0.5",
              "-4.0", "1.0", "0.15915494", "1.5", "0x80000000", "0x3f800000", "src_scc",
              "src_vccz", "src_execz", "src_shared_base", "scc", "-0.5", "2.0")


def _sgprs(t, width):
    top = t.addressable_sgprs - width
    top -= top % min(width, 4)
    return [_reg("s", i, width) for i in (0, 4, 8, 12, 20, 36, 48, 64, 80, top)]


def _reg(file, index, width):
    return f"{file}{index}" if width == 1 else f"{file}[{index}:{index + width - 1}]"


def _specials(t, width):
    from gcnsim.isa.operands import special_names
    out = []
    for enc, (name, count) in sorted(special_names(t.name).items()):
        if enc >= 128:
            continue
        if count == width:
            out.append(name)
        elif width == 1 and count == 2:
            out += [name + "_lo", name + "_hi"]
    ttmps = range(0, t.ttmp_count - width + 1, min(width, 4) if width > 1 else 3)
    return out + [_reg("ttmp", i, width) for i in ttmps]


def _pool(t, kind, width):
    regs = _sgprs(t, width) + _specials(t, width)
    pools = {
        "sreg": regs, "sdata": regs, "ssrc": regs + list(SRC_CONSTS),
        "sbase": _sgprs(t, width) + [s for s in _specials(t, width) if "ttmp" in s],
        "hex": HEX16, "imm": IMM16, "dec": ("", "1", "7", "0xffff", "0"), "label": LABELS,
        "waitcnt": WAITCNTS, "hwreg": _hwregs(t), "sendmsg": _sendmsgs(t), "gpr_idx": GPR_IDX,
        "lit": LITS, "u7": ("0", "7", "127", "64"),
        "soffset": ("0x0", "0x10", "0x1234", "0xfffff", "-0x10", "-1", "0x100000", "s7", "m0",
                    "s101", "s7 offset:0x10", "s0 offset:0xfffff", "m0 offset:-0x10",
                    "ttmp3", "vcc_lo", "s3 offset:0x0", "0x1fffff", "-0x100000"),
        "smrd_offset": ("0x0", "0x4", "0xff", "0x100", "0x12345", "0xffffffff", "s4", "m0",
                        "vcc_lo", "ttmp2", "1", "0x3fc"),
    }
    return pools[kind]


def _hwregs(t):
    from gcnsim.asm.scalar import hwreg_names
    names = list(hwreg_names(t).values())
    out = [f"hwreg({n})" for n in names] + [f"hwreg({n}, 4, 8)" for n in names[::2]]
    return out + ["hwreg(HW_REG_MODE, 0, 32)", "hwreg(5)", "hwreg(63, 31, 1)", "hwreg(0)",
                  "hwreg(12, 16, 16)", "0x1234", "0", "63", "hwreg(HW_REG_HW_ID, 31, 1)"]


def _sendmsgs(t):
    from gcnsim.asm.scalar import msg_names, msg_ops
    out = []
    for msg, name in msg_names(t).items():
        ops = msg_ops(t, msg)
        if ops is None:
            out += [f"sendmsg({name})", f"sendmsg({msg})"]
            continue
        for op, op_name in ops.items():
            out.append(f"sendmsg({name}, {op_name})")
            if msg in (2, 3):
                out += [f"sendmsg({name}, {op_name}, {s})" for s in (1, 3)]
                out.append(f"sendmsg({msg}, {op}, 2)")
    return out + ["sendmsg(2, 0, 0)", "sendmsg(11, 0, 0)", "sendmsg(15, 7, 0)", "0", "3",
                  "0x1234", "65535", "sendmsg(1, 1, 0)", "sendmsg(MSG_GS_DONE, 0, 1)"]


def sample_operand(t, kind, width, k):
    """The ``k``-th sample text for an operand kind (cycling through its pool)."""
    pool = _pool(t, kind, width)
    return pool[k % len(pool)]


def _row_lines(t, row):
    specs = row.operands
    pools = [_pool(t, s.kind, s.width) for s in specs]
    count = max([12] + [len(p) for p in pools])
    lines = []
    for k in range(count):
        texts = [p[(k * (i + 1) + 3 * i) % len(p)] for i, p in enumerate(pools)]
        line = " ".join([row.name, ", ".join(x for x in texts if x)]).strip()
        if "glc" in row.flags and k % 3 == 1:
            line += " glc"
        lines.append(line)
    return lines


def samples(target, table):
    """Assembly lines covering every scalar row with varied operands."""
    from gcnsim.isa.formats import enc_families
    t = get_target(target)
    families = enc_families(t.name)
    lines = []
    for row in table.rows:
        if families.get(row.enc) == "scalar":
            lines += _row_lines(t, row)
    return lines
