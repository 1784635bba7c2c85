"""Probe llvm-mc-19 for the vop64 opcode rows (VOP3A/VOP3B, VOP3P, MAI) and write samples.

gfx9 targets: every opcode is disassembled with distinctive operands (vdst v8, sdst s30,
sources 20/40/60 as VGPRs or SGPRs); the printed text names each operand's field (by its
register number), width (``v[20:21]``) and register file. Single-bit variants (abs, neg, clamp,
omod, op_sel, ...) find which modifiers an opcode accepts: LLVM rejects set bits it does not
use. gfx701 (no disassembler) is probed text-first: candidate mnemonics are assembled with the
same distinctive operands and the bytes give opcode and layout.

Row operand kinds (see gcnsim/asm/vop64.py): destinations ``v`` (VGPR), ``s`` (SGPR),
``a`` (AGPR), ``c`` (AGPR or VGPR by acc_cd); sources are letter sets: ``v`` VGPR, ``s``
SGPR or integer constant, ``f`` float constants, ``a`` abs, ``n`` neg, ``e`` sext (the neg
bit of an integer operand), ``A`` AGPR only,
``x`` AGPR by the source's acc bit, ``c`` AGPR by acc_cd.

    probe("gfx900") -> [("VOP3", 257, "v_add_f32", "vdst:v:1 src0:vsfan:1 src1:vsfan:1",
                         "e64 clamp omod"), ...]
"""
import re
from itertools import product

from gcnsim.isa.targets import get_target
from tools.isa_probe.vop64_gfx7 import probe_gfx7
from tools.isa_probe.vop64_samples import samples  # noqa: F401 - gen_corpus entry point
from tools.llvm import disassemble_words

VDST = 8
SDST = 30
SRC_REG = (20, 40, 60)
_REG = re.compile(r"([vsa])(?:(\d+)|\[(\d+):(\d+)\])")
VOP3_BITS = {"clamp": 15, "omod": 59}
VOP3P_DEFAULT = (1 << 14) | (3 << 59)    # op_sel_hi as LLVM encodes it by default


def _patterns():
    """(vdst, sources) variants, most sources first, VGPRs before SGPRs."""
    out = []
    for count in (3, 2, 1, 0):
        for files in product("vs", repeat=count):
            srcs = [(256 if f == "v" else 0) + SRC_REG[i] for i, f in enumerate(files)]
            out.append((VDST, tuple(srcs + [0] * (3 - count)), "".join(files)))
    return out + [(0, src, f) for _, src, f in out]


def word(target, op, vdst, srcs, bits=0):
    """A 64-bit VOP3/VOP3P word with raw extra ``bits``."""
    t = get_target(target)
    if t.generation < 9:
        value = 0xD0000000 | (op << 17)
    elif op >= 0x400:
        value = 0xD3800000 | ((op - 0x400) << 16) | VOP3P_DEFAULT
    else:
        value = 0xD0000000 | (op << 16)
    value |= vdst | bits
    for i, s in enumerate(srcs):
        value |= s << (32 + 9 * i)
    return value.to_bytes(8, "little")


def disasm(target, blobs):
    """disassemble_words, bisecting around blobs that crash llvm-mc (it does, on a few)."""
    if not blobs:
        return []
    try:
        return disassemble_words(target, blobs)
    except StopIteration:
        if len(blobs) == 1:
            return [None]
        half = len(blobs) // 2
        return disasm(target, blobs[:half]) + disasm(target, blobs[half:])


def _valid(text):
    return text is not None and "/*" not in text and "attr" not in text


def split_text(text):
    """(mnemonic, operand texts, trailing modifier words) of one printed instruction."""
    mnemonic, _, rest = text.partition(" ")
    parts = [p for p in rest.split(", ")] if rest else []
    mods = []
    if parts:
        last = parts[-1].split(" ")
        parts[-1] = last[0]
        mods = last[1:]
    return mnemonic, parts, mods


def operand_of(text):
    """(register file, first index, dwords) of an operand's text, or None."""
    m = _REG.search(text)
    if not m:
        return None
    if m.group(2) is not None:
        return m.group(1), int(m.group(2)), 1
    return m.group(1), int(m.group(3)), int(m.group(4)) - int(m.group(3)) + 1


def field_of(file, index, srcs):
    if index == VDST:
        return "vdst"
    if file == "s" and index in (0, SDST):
        return "sdst"
    for i, s in enumerate(srcs):
        if s & 0xFF == index and s:
            return f"src{i}"
    return None


def _sweep(target, ops):
    """op -> [(pattern, text)] of every valid base pattern."""
    pats = _patterns()
    blobs = [(op, p) for op in ops for p in pats]
    texts = disasm(target, [word(target, op, p[0], p[1]) for op, p in blobs])
    found = {}
    for (op, pat), text in zip(blobs, texts):
        if _valid(text):
            found.setdefault(op, []).append((pat, text))
    return found


def _layout(found_op):
    """(pattern, text, operand list) of an opcode's best pattern, plus register files/source."""
    pat, text = found_op[0]
    nsrc = len(pat[2])
    files = [set() for _ in range(nsrc)]
    for p, _ in found_op:
        if len(p[2]) == nsrc and p[0] == pat[0]:
            for i, f in enumerate(p[2]):
                files[i].add(f)
    mnemonic, parts, mods = split_text(text)
    ops = []
    for part in parts:
        reg = operand_of(part)
        field = reg and field_of(reg[0], reg[1], pat[1])
        if field is None:
            return None
        ops.append((field, reg[0], reg[2]))
    return pat, mnemonic, ops, files, mods


def _variant_results(target, jobs):
    """For (key, blob) jobs: {key: text or None}."""
    texts = disasm(target, [blob for _, blob in jobs])
    return {key: (text if _valid(text) else None) for (key, _), text in zip(jobs, texts)}


def _vop3_variants(target, op, pat, nsrc):
    vdst, srcs = pat[0], pat[1]
    jobs = [((op, "sdst"), word(target, op, vdst, srcs, SDST << 8))]
    for name, bit in VOP3_BITS.items():
        jobs.append(((op, name), word(target, op, vdst, srcs, 1 << bit)))
    for i in range(nsrc):
        jobs.append(((op, f"abs{i}"), word(target, op, vdst, srcs, 1 << (8 + i))))
        jobs.append(((op, f"neg{i}"), word(target, op, vdst, srcs, 1 << (61 + i))))
        for const in (248, 242):
            s = list(srcs)
            s[i] = const
            jobs.append(((op, f"c{const}_{i}"), word(target, op, vdst, s)))
    for j in range(4):
        jobs.append(((op, f"op_sel{j}"), word(target, op, vdst, srcs, 1 << (11 + j))))
    return jobs


def _source_kind(files, got, op, i, vop3b, base):
    """Letters of a source; a modifier counts only if LLVM prints it (i16 ops keep the bits
    silently)."""
    kind = "".join(sorted(files))
    if got.get((op, f"c248_{i}")) or got.get((op, f"c242_{i}")):
        kind += "f"
    if not vop3b and got.get((op, f"abs{i}")) not in (None, base):
        kind += "a"
    neg = got.get((op, f"neg{i}"))
    if neg not in (None, base):
        kind += "e" if "sext(" in neg else "n"
    return kind


def probe_vop3(target):
    """Rows of the gfx9 VOP3 opcode space."""
    found = _sweep(target, range(0x380))
    layouts = {op: _layout(f) for op, f in found.items()}
    layouts = {op: lay for op, lay in layouts.items() if lay is not None}
    jobs = []
    for op, (pat, _, _, files, _) in layouts.items():
        jobs += _vop3_variants(target, op, pat, len(files))
    got = _variant_results(target, jobs)
    rows = []
    for op, (pat, mnemonic, ops, files, _) in sorted(layouts.items()):
        sdst_text = got.get((op, "sdst")) or ""
        vop3b = any(f == "sdst" for f, _, _ in ops) or f"s[{SDST}:{SDST + 1}]" in sdst_text
        specs = []
        for field, file, width in ops:
            if field.startswith("src"):
                i = int(field[3])
                kind = _source_kind(files[i], got, op, i, vop3b, found[op][0][1])
            else:
                kind = file
            specs.append(f"{field}:{kind}:{width}")
        flags = []
        name = mnemonic
        if name.endswith("_e64"):
            name = name[:-4]
            flags.append("e64")
        if vop3b:
            flags.append("fmt=VOP3B")
        flags += [n for n in VOP3_BITS if got.get((op, n))]
        if not vop3b:
            sel = sum(1 << j for j in range(4) if got.get((op, f"op_sel{j}")))
            if sel:
                flags.append(f"op_sel={sel}")
        rows.append(("VOP3", op, name, " ".join(specs), " ".join(flags)))
    return rows


def _vop3p_variants(target, op, pat, nsrc, mai):
    vdst, srcs = pat[0], pat[1]
    jobs = []
    if mai:
        jobs.append(((op, "blgp0"), word(target, op, vdst, srcs, 1 << 61)))
    for i in range(nsrc):
        for const in (248, 242, 128):
            s = list(srcs)
            s[i] = const
            jobs.append(((op, f"c{const}_{i}"), word(target, op, vdst, s)))
    return jobs


def probe_vop3p(target):
    """Rows of the gfx9 VOP3P/MAI opcode space (opcodes stored as 0..127)."""
    found = _sweep(target, range(0x400, 0x480))
    rows = []
    jobs = []
    layouts = {}
    for op, f in found.items():
        lay = _layout(f)
        if lay is None:
            continue
        mai = lay[1].startswith(("v_mfma", "v_smfmac"))
        layouts[op] = (lay, mai)
        jobs += _vop3p_variants(target, op, lay[0], len(lay[3]), mai)
    got = _variant_results(target, jobs)
    for op, ((pat, mnemonic, ops, files, _), mai) in sorted(layouts.items()):
        specs = []
        for field, file, width in ops:
            if field.startswith("src"):
                i = int(field[3])
                kind = "".join(sorted(files[i]))
                if got.get((op, f"c248_{i}")) or got.get((op, f"c242_{i}")):
                    kind += "f"
                if mai and field == "src2" and width == 1:
                    kind = "v"
                elif mai:
                    kind += "c" if field == "src2" else "x"
                elif file == "a":
                    kind = "A"
            else:
                kind = ("c" if mai else file)
            specs.append(f"{field}:{kind}:{width}")
        flags = ["fmt=MAI"] if mai else []
        if mai and "neg:" in (got.get((op, "blgp0")) or ""):
            flags.append("neg")
        rows.append(("VOP3P", op - 0x400, mnemonic, " ".join(specs), " ".join(flags)))
    return rows


def probe(target):
    """All vop64 rows of a target."""
    t = get_target(target)
    if t.generation < 9:
        return probe_gfx7(t.name)
    return probe_vop3(t.name) + probe_vop3p(t.name)
