"""Probe llvm-mc-19 for the VOP1/VOP2/VOPC (_e32) opcode rows and write their corpus samples.

gfx9 targets: every opcode of each format goes through the disassembler with distinctive
operand fields (vdst = v10, src0 = v20, vsrc1 = v30; with and without a trailing literal);
where each register shows up in the printed text gives the operand order and width. Further
variants give the operand types: a literal prints 16 bits wide for 16-bit operands, 1/(2*pi)
prints as a double for 64-bit ones, 1.0 prints as 0x3c00 for 16-bit integers, and the SDWA form
takes sext() for integers and -x for floats. gfx701 (no LLVM disassembler) goes text-first:
candidate mnemonics in several operand shapes through the assembler, opcodes read from bytes.

    VOP2 op 1 on gfx900 -> ('VOP2', 1, 'v_add_f32', 'vdst:v:1 src0:f32:1 vsrc1:f32:1', 'sdwa dpp')
"""
import re
import subprocess
from functools import lru_cache

from gcnsim.isa.formats import format_named, identify
from gcnsim.isa.targets import get_target
from tools.llvm import assemble_lines, disassemble_words

VDST, SRC0, VSRC1 = 10, 20, 30
LIT = 0x12345678
_OPBITS = {"VOP1": 8, "VOP2": 6, "VOPC": 8}
_REG = re.compile(r"^(v|s|a)(\d+)$|^(v|s|a)\[(\d+):(\d+)\]$")


def _word(target, fmt, fields, literal=None):
    data = format_named(target, fmt).pack(fields)
    size = 8 if fmt.endswith(("_SDWA", "_DPP")) else 4
    out = data.to_bytes(size, "little")
    return out + literal.to_bytes(4, "little") if literal is not None else out


def _operands(text):
    """(mnemonic, [operand texts]) of a printed instruction without trailing modifiers."""
    name, _, rest = text.partition(" ")
    ops = [o.strip() for o in rest.split(",")] if rest else []
    if ops:
        ops[-1] = ops[-1].split(" ")[0]
    return name, ops


def _reg(text):
    m = _REG.match(text)
    if not m:
        return None
    if m.group(1):
        return m.group(1), int(m.group(2)), 1
    return m.group(3), int(m.group(4)), int(m.group(5)) - int(m.group(4)) + 1


def _shape(ops, dst=VDST, src0=SRC0, src1=VSRC1):
    """Operand specs [(field, kind, width)] of printed operands; kind of sources is 'src'."""
    out = []
    for text in ops:
        reg = _reg(text)
        if text == "vcc":
            out.append(("vcc", "vcc", 2))
        elif text.startswith("0x"):
            out.append(("k", "k", 1))
        elif reg and reg[1] == dst and not any(o[0] == "vdst" for o in out):
            out.append(("vdst", reg[0], reg[2]))
        elif reg and (reg[1] == src0 or reg[1] == src1 and text is not ops[-1]
                      and not any(o[0] == "src0" for o in out)):
            # v_writelane_b32 v10, s30, s30: gfx7 reads one SGPR only, so src0 repeats vsrc1
            out.append(("src0", "a" if reg[0] == "a" else "src", reg[2]))
        elif reg and reg[1] == src1:
            out.append(("vsrc1", "s" if reg[0] == "s" else "src", reg[2]))
        else:
            return None
    return out


def _base_name(name, flags):
    """The mnemonic without _e32; flag "bare" where LLVM prints none (v_nop, v_readfirstlane)."""
    if name.endswith("_e32"):
        return name[: -len("_e32")]
    flags.add("bare")
    return name


def _gfx9_rows(target):
    probes = []
    for enc, bits in _OPBITS.items():
        for op in range(1 << bits):
            if identify(target, format_named(target, enc).pack({"op": op})).enc != enc:
                continue
            base = {"op": op, "vdst": VDST, "src0": 256 + SRC0, "vsrc1": VSRC1}
            probes.append((enc, op, [_word(target, enc, base), _word(target, enc, base, LIT),
                                     _word(target, enc, {"op": op})]))
    flat = [blob for _, _, blobs in probes for blob in blobs]
    texts = iter(disassemble_words(target, flat))
    found = []
    for enc, op, blobs in probes:
        got = [next(texts) for _ in blobs]
        text = next((t for t in got if t), None)
        if text is None:
            continue
        name, ops = _operands(text)
        shape = _shape(ops) if got[0] or got[1] else []
        if shape is None:
            raise RuntimeError(f"cannot read operands of {text!r}")
        flags = {"literal"} if got[1] and not got[0] else set()
        found.append([enc, op, _base_name(name, flags), shape, flags, got[1] or ""])
    _gfx9_types(target, found)
    _gfx9_extensions(target, found)
    return found


def _loose(target, blobs):
    """LLVM's text of each blob, non-canonical encodings included; None where it objects."""
    return [t if t and "/*" not in t else None
            for t in disassemble_words(target, blobs, exact=False)]


def _gfx9_types(target, rows):
    """Type of src0 (and vsrc1) from how a literal, 1/(2*pi) and 1.0 print."""
    blobs = []
    for enc, op, *_ in rows:
        base = {"op": op, "vdst": VDST, "vsrc1": VSRC1}
        blobs += [_word(target, enc, dict(base, src0=255), LIT),
                  _word(target, enc, dict(base, src0=248)),
                  _word(target, enc, dict(base, src0=242))]
    texts = iter(_loose(target, blobs))
    for row in rows:
        lit, inv, one = (next(texts) for _ in range(3))
        row[5] = _size_class(row, lit, inv, one)


def _size_class(row, lit, inv, one):
    if any(f == "k" for f, _, _ in row[3]):
        return "f16" if row[2].endswith("_f16") else "32"   # K prints all 32 bits
    if inv and "0.15915494309189532" in inv:
        return "64"
    if lit and "0x5678," in lit + ",":
        return "i16" if one and "0x3c00" in one else "f16"
    return "32"


def _gfx9_extensions(target, rows):
    """Flags sdwa/dpp/dpp64 and the integer/float nature of each source from SDWA and DPP."""
    blobs = []
    for enc, op, *_ in rows:
        sdwa = dict(op=op, vdst=VDST, vsrc1=VSRC1, src0=SRC0, src0_sel=6)
        sdwa.update({"sdst": 0} if enc == "VOPC" else {"dst_sel": 6, "dst_unused": 2})
        if enc != "VOP1":
            sdwa["src1_sel"] = 6
        dpp = {"op": op, "vdst": VDST, "vsrc1": VSRC1, "src0": SRC0, "row_mask": 15,
               "bank_mask": 15, "dpp_ctrl": 0x101}
        blobs += [_word(target, enc + "_SDWA", sdwa),
                  _word(target, enc + "_SDWA", dict(sdwa, src0_neg=1)),
                  _word(target, enc + "_SDWA", dict(sdwa, src1_neg=1)),
                  _word(target, enc + "_DPP", dpp),
                  _word(target, enc + "_DPP", dict(dpp, dpp_ctrl=0x151)),
                  _word(target, enc + "_DPP", dict(dpp, src0_neg=1)),
                  _word(target, enc + "_DPP", dict(dpp, src1_neg=1))]
    texts = iter(_loose(target, blobs))
    for row in rows:
        sdwa, neg0, neg1, dpp, newbcast, dneg0, dneg1 = (next(texts) for _ in range(7))
        if sdwa:
            row[4].add("sdwa" if "dst_sel" in sdwa or row[0] == "VOPC" else "sdwa sdwa_nodst")
        if dpp or newbcast:
            row[4].add("dpp" if dpp else "dpp64")
        known = bool(sdwa or dpp)
        row[5] = (row[5], (bool(neg0 or dneg0), bool(neg1 or dneg1)) if known else None)


def _kinds(row):
    """Operand string of a row: source kinds are types (f16 i16 f32 i32 f64 i64)."""
    enc, op, name, shape, flags, (size, floats) = row
    out = []
    for field, kind, width in shape:
        if kind == "src":
            floaty = floats[field == "vsrc1"] if floats else None
            kind = _type(size, floaty, width, name)
        elif kind == "k":
            kind = "f16" if size == "f16" else "f32"
        out.append(f"{field}:{kind}:{width}")
    return " ".join(out)


def _type(size, floaty, width, name):
    """An operand's type from its probed size class; the name's last type where probes can't
    tell integers from floats (no SDWA/DPP form)."""
    if size in ("i16", "f16"):
        return size
    if size == "16":
        return "f16"
    last = re.findall(r"_([fiub])(16|32|64)", name)
    letter = last[-1][0] if last else "b"
    if last and last[-1] == ("f", "16") and width == 1 and size == "32":
        return "v2f16"      # packed halves: a 1.5 becomes an f16 literal
    bits = "64" if width == 2 or size == "64" else "32"
    if floaty is None:
        floaty = letter == "f"
    return ("f" if floaty and (bits == "32" or letter == "f") else "i") + bits


def probe(target):
    """Rows (enc, opcode, name, operands, flags) of VOP1/VOP2/VOPC on a target."""
    t = get_target(target)
    rows = _gfx9_rows(t.name) if t.has("sdwa") else _gfx7_rows(t.name)
    return [(r[0], r[1], r[2], _kinds(r), " ".join(sorted(" ".join(r[4]).split())))
            for r in rows]


@lru_cache(maxsize=None)
def llvm_mnemonics(prefixes="v"):
    """Every mnemonic string with one of the ``|``-separated prefixes (``v``, ``s|ds``) in LLVM's
    library, without encoding suffix: candidates for the text-first probes."""
    path = subprocess.run(["sh", "-c", "ls /usr/lib/llvm-19/lib/libLLVM.so.* | head -1"],
                          capture_output=True, text=True).stdout.strip()
    data = open(path, "rb").read()
    pattern = rb"(?<![a-z0-9_])((?:" + prefixes.encode() + rb")_[a-z0-9_]+)"
    names = set(m.decode() for m in re.findall(pattern, data))
    out = set()
    for n in names:
        for suffix in ("_e32", "_e64", "_sdwa", "_dpp"):
            if n.endswith(suffix):
                n = n[: -len(suffix)]
        out.add(n)
    return sorted(out)


_GFX7_SHAPES = (
    "{} v10, v20, v30", "{} v10, v20", "{} vcc, v20, v30", "{} v10, vcc, v20, v30",
    "{} v10, vcc, v20, v30, vcc", "{} v10, v20, v30, vcc", "{} s10, v20", "{} s10, v20, s30",
    "{} v10, s20, s30", "{} v10, s30, s30", "{} v10, v20, 0x12345678, v30",
    "{} v10, v20, v30, 0x12345678",
)


def _gfx7_lines(names):
    lines = []
    for name in names:
        lines.append(name)
        for shape in _GFX7_SHAPES:
            for dst, s0, s1 in ((1, 1, 1), (2, 2, 2), (2, 1, 1), (1, 2, 2), (2, 2, 1),
                                (1, 2, 1), (2, 1, 2)):
                for mnemonic in (name + "_e32", name):
                    text = shape.format(mnemonic)
                    text = _widen(_widen(_widen(text, "10", dst), "20", s0), "30", s1)
                    lines.append(text)
    return lines


def _widen(text, index, width):
    if width == 1:
        return text
    hi = str(int(index) + 1)
    return re.sub(rf"\b([vs]){index}\b", rf"\1[{index}:{hi}]", text)


def _gfx7_rows(target):
    lines = _gfx7_lines(llvm_mnemonics())
    found = {}
    for line, got in zip(lines, assemble_lines(target, lines)):
        if got is None:
            continue
        text, data = got
        word0 = int.from_bytes(data[:4], "little")
        fmt = identify(target, word0)
        if fmt is None or fmt.family != "vop32":
            continue
        op = fmt.unpack(word0)["op"]
        if (fmt.enc, op) in found:
            continue
        name, ops = _operands(text)
        shape = _shape(ops) if ops else []
        if shape is None or text.split() != line.split():
            continue
        flags = {"literal"} if len(data) == 8 and "0x12345678" in line else set()
        found[(fmt.enc, op)] = [fmt.enc, op, _base_name(name, flags), shape, flags, None]
    rows = list(found.values())
    _gfx7_types(target, rows)
    return rows


def _gfx7_types(target, rows):
    """64-bit sources show as a 0x3ff80000 literal for 1.5 (no SDWA to tell floats apart)."""
    lines = [_gfx7_one_five(r) for r in rows]
    got = assemble_lines(target, [line or "v_nop" for line in lines])
    for row, line, res in zip(rows, lines, got):
        size = "32"
        if line and res and res[1][4:8] == (0x3FF80000).to_bytes(4, "little"):
            size = "64"
        elif line and res and res[1][4:8] == (0x3E00).to_bytes(4, "little"):
            size = "f16"
        row[5] = (size, None)


def _gfx7_one_five(row):
    parts = []
    for field, kind, width in row[3]:
        if field == "src0":
            parts.append("1.5")
        elif kind == "vcc":
            parts.append("vcc")
        elif field == "k":
            parts.append("0x12345678")
        else:
            parts.append(_widen(f"{'s' if kind == 's' else 'v'}{VDST if field == 'vdst' else 30}",
                                str(VDST if field == "vdst" else 30), width))
    if not any(f == "src0" for f, _, _ in row[3]):
        return None
    return f"{row[2]}_e32 " + ", ".join(parts)


# ---------------------------------------------------------------------------------- corpus
_SRC32 = ("s{s}", "vcc_lo", "m0", "exec_hi", "ttmp{t}", "0", "-16", "64", "1.0", "-0.5", "4.0",
          "0.15915494", "0x41", "1.5", "-17", "0xfff0", "0x3c00", "0x3f800000", "0xffffffff")
_SRC64 = ("s[{s}:{s1}]", "vcc", "exec", "ttmp[{t}:{t1}]", "0", "-1", "64", "1.0", "-2.0",
          "0.15915494309189532", "0x3ff00000", "1.5", "0xffffffff", "0x12345")
_DPP_CTRLS = ("quad_perm:[0,1,2,3]", "quad_perm:[3,2,1,0]", "row_shl:1", "row_shr:15",
              "row_ror:7", "wave_shl:1", "wave_rol:1", "wave_shr:1", "wave_ror:1", "row_mirror",
              "row_half_mirror", "row_bcast:15", "row_bcast:31", "row_newbcast:0",
              "row_newbcast:7")
_SELS = ("BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD")


def _regtext(file, index, width):
    return f"{file}{index}" if width == 1 else f"{file}[{index}:{index + width - 1}]"


def _text(row, suffix, src0, src1=None, n=0, sdst="vcc"):
    """Assembly of a row with the given source texts (registers numbered from ``n``)."""
    parts = []
    for k, o in enumerate(row.operands):
        if o.kind == "vcc":
            parts.append(sdst if k == 0 and row.enc == "VOPC" else "vcc")
        elif o.field == "k":
            parts.append("0x41200000" if n % 2 else "1.5")
        elif o.field == "src0":
            parts.append(_regtext("a", n + 2, o.width) if o.kind == "a" else src0)
        elif o.field == "vsrc1":
            parts.append(_regtext("s", n + 4, o.width) if o.kind == "s" else
                         src1 or _regtext("v", (n * 7 + 3) % 250, o.width))
        else:
            parts.append(_regtext(o.kind, (n * 5 + 1) % 250, o.width))
    return row.name + suffix + (" " + ", ".join(parts) if parts else "")


def _src0_width(row):
    return next((o.width for o in row.operands if o.field == "src0"), 1)


def _e32_samples(row, n):
    width = _src0_width(row)
    regs = {"s": (n * 3) % 100, "s1": (n * 3) % 100 + 1, "t": (n % 7) * 2, "t1": (n % 7) * 2 + 1}
    consts = _SRC64 if width == 2 else _SRC32
    out = [_text(row, "_e32", _regtext("v", (n * 11) % 250, width), n=n),
           _text(row, "", _regtext("v", (n * 13 + 9) % 250, width), n=n + 1)]
    for k, c in enumerate(consts):
        out.append(_text(row, "_e32", c.format(**regs), n=n + k))
        if k % 4 == 0:
            out.append(_text(row, "", c.format(**regs), n=n + k + 2))
    return out


def _sdwa_samples(row, n):
    floaty = any(o.kind.startswith("f") for o in row.operands if o.field == "src0")
    mods = (("-v{a}", "|v{b}|"), ("-|v{a}|", "-v{b}")) if floaty else \
        (("sext(v{a})", "v{b}"), ("v{a}", "sext(v{b})"))
    srcs = (("v{a}", "v{b}"), ("s{a}", "v{b}"), ("v{a}", "s{b}"), ("1", "v{b}"),
            ("-1", "v{b}"), ("0.5", "v{b}")) + mods
    tails = ["", "dst_sel:WORD_1", "dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:WORD_1",
             "dst_sel:DWORD dst_unused:UNUSED_SEXT src0_sel:BYTE_2 src1_sel:WORD_0",
             "clamp dst_sel:BYTE_3", "mul:2", "div:2 src0_sel:BYTE_1 src1_sel:BYTE_3"]
    if row.enc == "VOPC":
        tails = ["", "src0_sel:WORD_1", "src0_sel:BYTE_2 src1_sel:WORD_0",
                 "src1_sel:BYTE_1", "src0_sel:DWORD src1_sel:BYTE_3"]
    out = []
    for k, (a, b) in enumerate(srcs):
        regs = {"a": (n + 7 * k) % 100, "b": (n * 3 + k) % 100}
        tail = tails[k % len(tails)]
        sdst = ("vcc", "s[{}:{}]".format(2 * (k % 20), 2 * (k % 20) + 1), "exec")[k % 3]
        line = _text(row, "_sdwa", a.format(**regs), b.format(**regs), n + k, sdst)
        out.append((line + " " + tail).strip())
    for k, sel in enumerate(_SELS):
        regs = {"a": (n + k) % 250, "b": (n + 2 * k) % 250}
        key = "src0_sel" if row.enc == "VOPC" else "dst_sel"
        out.append(_text(row, "_sdwa", "v{a}".format(**regs), "v{b}".format(**regs), n + k) +
                   f" {key}:{sel}")
    return out


def _dpp_samples(row, n):
    floaty = any(o.kind.startswith("f") for o in row.operands if o.field == "src0")
    width = _src0_width(row)
    out = []
    for k, ctrl in enumerate(_DPP_CTRLS):
        a = _regtext("v", (n + 3 * k) % 250, width)
        src0 = ("-" + a, "|" + a + "|", "-|" + a + "|", a)[k % 4] if floaty else a
        masks = ("", " row_mask:0xa bank_mask:0x1", " bound_ctrl:0", " row_mask:0x3",
                 " bank_mask:0x5 bound_ctrl:1")[k % 5]
        out.append(_text(row, "_dpp", src0, None, n + k) + " " + ctrl + masks)
        if k % 5 == 0:
            out.append(_text(row, "", a, None, n + k + 1) + " " + ctrl)
    return out


def samples(target, table):
    """Corpus lines for every VOP1/VOP2/VOPC row: e32 forms with registers, inline constants and
    literals of the row's type, unsuffixed forms, and the SDWA and DPP forms with options."""
    out = []
    rows = [r for r in table.rows if r.enc in _OPBITS]
    for n, row in enumerate(rows):
        out += _e32_samples(row, n)
        if "sdwa" in row.flags:
            out += _sdwa_samples(row, n)
        if "dpp" in row.flags or "dpp64" in row.flags:
            out += _dpp_samples(row, n)
    return out
