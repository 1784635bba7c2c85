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
        elif reg and reg[1] == src0:
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
            row[4].add("sdwa")
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
    bits = "64" if width == 2 or size == "64" else "32"
    if floaty is None:
        floaty = letter == "f"
    return ("f" if floaty and (bits == "32" or letter == "f") else "i") + bits


def probe(target):
    """Rows (enc, opcode, name, operands, flags) of VOP1/VOP2/VOPC on a target."""
    t = get_target(target)
    rows = _gfx9_rows(t.name) if t.has("sdwa") else _gfx7_rows(t.name)
    return [(r[0], r[1], r[2], _kinds(r), " ".join(sorted(r[4]))) for r in rows]


@lru_cache(maxsize=None)
def llvm_mnemonics():
    """Every v_* mnemonic string in LLVM's library (candidates for the text-first probe)."""
    path = subprocess.run(["sh", "-c", "ls /usr/lib/llvm-19/lib/libLLVM.so.* | head -1"],
                          capture_output=True, text=True).stdout.strip()
    data = open(path, "rb").read()
    names = set(m.decode() for m in re.findall(rb"(?<![a-z0-9_])(v_[a-z0-9_]+)", data))
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
    "{} v10, s20, s30", "{} v10, v20, 0x12345678, v30", "{} v10, v20, v30, 0x12345678",
)


def _gfx7_lines(names):
    lines = []
    for name in names:
        lines.append(name)
        for shape in _GFX7_SHAPES:
            for dst, s0, s1 in ((1, 1, 1), (2, 2, 2), (2, 1, 1), (1, 2, 2), (2, 2, 1),
                                (1, 2, 1), (2, 1, 2)):
                for mnemonic in (name + "_e32", name) if "s" in shape else (name + "_e32",):
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
