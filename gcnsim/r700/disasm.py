"""R700 microcode words -> decoded instructions -> text, in the syntax of LLVM's R600 printer.

``decode`` walks the control-flow (CF) program from slot 0, then each clause a CF instruction
names; every instruction becomes a frozen record holding all its fields (the field names of
isa.py's word tables). ``listing`` prints them as llc prints R600 code (R600InstPrinter,
R600Instructions.td): CF lines, then ``ALU clause starting at N:`` with one line per ALU
instruction (``*`` marks the last of a VLIW group) and literal pairs after their group.

Where LLVM's text leaves a field out (an export's type and array base, an ALU clause's barrier
bit) the line ends in braces naming each field that differs from what LLVM sets, so every word
prints and reassembles exactly: the part before the braces is what llc would print. Extensions
beyond LLVM (it has no R700 LDS, fetch or global-GPR printing), documented in asm.py: ``G5.X``
(a global GPR, INDEX_MODE GLOBAL; ``G5.X+`` adds AR.X), ``VTX_READ_*``, ``DS_LOCAL_WRITE`` and
``DS_LOCAL_READ``, ``MEM_EXPORT``, and the CF ops LLVM never emits.

    CALL_FS                                   (slot 0: 0x00000000 0x89800000)
    ALU 4, @4, KC0[], KC1[]
    EXPORT T1.XWZY {ARRAY_BASE:60 TYPE:1 END_OF_PROGRAM:1 CF_INST:40}
    CF_END
    ALU clause starting at 4:
      MUL_IEEE * T1.X, T0.X, T1.Y,
"""
import struct
from dataclasses import dataclass

from ..bits import field
from ..errors import DecodeError
from . import isa
from .gprs import IndexMode


@dataclass(frozen=True)
class Src:
    """One ALU source: selector (GPR 0-127, kcache, inline constant, literal, PV, PS), channel,
    REL, NEG and ABS bits."""
    sel: int
    chan: int
    rel: int
    neg: int
    abs: int


@dataclass(frozen=True, eq=False)
class AluInst:
    op: isa.AluOp
    fields: dict
    srcs: tuple
    slot: str           # "x", "y", "z", "w" (vector ALUs) or "t" (trans)


@dataclass(frozen=True, eq=False)
class AluGroup:
    insts: tuple
    literals: tuple     # uint32 values, an even count (two per slot)


@dataclass(frozen=True, eq=False)
class CfInst:
    op: isa.CfOp
    fields: dict
    addr: int           # its own CF slot


@dataclass(frozen=True, eq=False)
class FetchInst:
    name: str           # VTX_READ_32/64/128, DS_LOCAL_WRITE, DS_LOCAL_READ
    fields: dict


@dataclass(frozen=True, eq=False)
class Program:
    cf: tuple
    clauses: dict       # first slot -> tuple of AluGroup (ALU clause) or FetchInst (fetch)
    words: tuple        # the program as uint32 dwords


# What LLVM sets in the fields its text does not show (R600Instructions.td): the printer puts
# any other value in braces, the assembler starts from these.
CF_DEFAULTS = {"BARRIER": 1}
EXPORT_DEFAULTS = {"BARRIER": 1, "ELEM_SIZE": 3, "CF_INST": 0x27}
MEM_EXPORT_DEFAULTS = {"BARRIER": 1, "ELEM_SIZE": 0, "TYPE": isa.MEM_TYPE_WRITE_IND,
                       "CF_INST": 0x3A}
VTX_DEFAULTS = {"FETCH_TYPE": 2, "NUM_FORMAT_ALL": 1}
# The CF ops whose text LLVM spells differently, and the forms of the others.
CF_PRINT_NAMES = {"LOOP_END": "END_LOOP", "LOOP_CONTINUE": "CONTINUE"}
CF_WITH_POP = {"JUMP", "ELSE", "POP", "PUSH"}
CF_BARE = {"CALL_FS", "NOP"}
PRED_ONLY_OPS = {"PRED_SETE", "PRED_SETGT", "PRED_SETGE", "PRED_SETNE", "PRED_SETE_INT",
                 "PRED_SETGT_INT", "PRED_SETGE_INT", "PRED_SETNE_INT", "PRED_SETGT_UINT",
                 "PRED_SETGE_UINT"}
PRINT_NAMES = {gcn: llvm for llvm, gcn in isa.LLVM_ALIASES.items()}


def decode(data):
    """The Program in ``data`` (bytes, or a sequence of uint32 dwords)."""
    words = _dwords(data)
    slots = len(words) // 2
    cf, clause_addrs = [], {}
    end = slots
    addr = 0
    while addr < min(end, slots):
        inst = decode_cf(words[2 * addr], words[2 * addr + 1], addr)
        cf.append(inst)
        if inst.op.kind == "alu" or inst.op.name in ("VTX", "TEX"):
            clause_addrs[inst.fields["ADDR"]] = inst
            end = min(end, inst.fields["ADDR"])
        addr += 1
        if inst.op.name == "NOP" and inst.fields["END_OF_PROGRAM"] and not clause_addrs:
            break
    clauses = {start: _decode_clause(words, start, inst) for start, inst in clause_addrs.items()}
    return Program(tuple(cf), clauses, tuple(words))


def _dwords(data):
    if isinstance(data, (bytes, bytearray)):
        if len(data) % 8:
            raise DecodeError(f"{len(data)} bytes is not a whole number of 8-byte slots",
                              offset=len(data) - len(data) % 8, word=0)
        return list(struct.unpack(f"<{len(data) // 4}I", data))
    return [int(w) for w in data]


def decode_cf(word0, word1, addr=0):
    """The CF instruction in one slot."""
    if field(word1, isa.CF_ALU_FLAG_BIT, 1):
        layouts = (isa.CF_ALU_WORD0, isa.CF_ALU_WORD1)
        op = isa.CF_ALU_BY_CODE.get(field(word1, 26, 4))
    else:
        op = isa.CF_BY_CODE.get(field(word1, 23, 7))
        layouts = _cf_layouts(op)
    if op is None:
        raise DecodeError("not an R700 CF instruction gcnsim models", offset=8 * addr + 4,
                          word=word1)
    return CfInst(op, _fields(layouts, (word0, word1), 8 * addr), addr)


def _cf_layouts(op):
    if op is None or op.kind == "cf":
        return isa.CF_WORD0, isa.CF_WORD1
    if op.name == "MEM_EXPORT":
        return isa.CF_ALLOC_EXPORT_WORD0, isa.CF_ALLOC_EXPORT_WORD1_BUF
    return isa.CF_ALLOC_EXPORT_WORD0, isa.CF_ALLOC_EXPORT_WORD1_SWIZ


def _fields(layouts, words, offset):
    fields = {}
    for i, (layout, word) in enumerate(zip(layouts, words)):
        stray = isa.unknown_bits(layout, word)
        if stray:
            raise DecodeError(f"reserved bits 0x{stray:08x} set", offset=offset + 4 * i,
                              word=word)
        fields.update(isa.unpack(layout, word))
    return fields


def _decode_clause(words, start, cf):
    if cf.op.kind == "alu":
        return _decode_alu_clause(words, start, cf.fields["COUNT"] + 1)
    if cf.op.name == "TEX":
        raise DecodeError("TEX clauses are not modelled", offset=8 * cf.addr, word=0)
    count = (cf.fields["COUNT_3"] << 3 | cf.fields["COUNT"]) + 1
    return tuple(decode_fetch(words, start + 2 * i) for i in range(count))


def _decode_alu_clause(words, start, slots):
    groups, insts = [], []
    addr = start
    while addr < start + slots:
        inst = decode_alu(_slot(words, addr), _slot(words, addr)[1], addr, insts)
        insts.append(inst)
        addr += 1
        if inst.fields["LAST"]:
            nlit = _literal_slots(insts)
            literals = tuple(w for a in range(addr, addr + nlit) for w in _slot(words, a))
            groups.append(AluGroup(tuple(insts), literals))
            insts = []
            addr += nlit
    if insts or addr != start + slots:
        raise DecodeError("ALU clause does not end with a complete group", offset=8 * addr,
                          word=0)
    return tuple(groups)


def _slot(words, addr):
    if 2 * addr + 1 >= len(words):
        raise DecodeError(f"clause runs past the end of the program (slot {addr})",
                          offset=8 * addr, word=0)
    return words[2 * addr], words[2 * addr + 1]


def _literal_slots(insts):
    used = [s.chan + 1 for inst in insts for s in inst.srcs if s.sel == isa.SEL_LITERAL]
    return (max(used, default=0) + 1) // 2


def decode_alu(pair, word1, addr=0, before=()):
    """One ALU instruction; ``before`` are the earlier instructions of its group (for its
    slot)."""
    word0 = pair[0]
    if field(word1, 15, 3):         # OP3 (isa.py: bits 17:15 are zero in every OP2 word)
        layouts, table = (isa.ALU_WORD0, isa.ALU_WORD1_OP3), isa.ALU_OP3_BY_CODE
        code = field(word1, 13, 5)
    else:
        layouts, table = (isa.ALU_WORD0, isa.ALU_WORD1_OP2), isa.ALU_OP2_BY_CODE
        code = field(word1, 7, 11)
    op = table.get(code)
    if op is None:
        raise DecodeError(f"ALU opcode 0x{code:x} is not one gcnsim models", offset=8 * addr + 4,
                          word=word1)
    f = _fields(layouts, (word0, word1), 8 * addr)
    srcs = tuple(_src(f, i) for i in range(op.srcs))
    for s in srcs:
        if isa.GPR_COUNT + 2 * isa.KCACHE_LINES <= s.sel < isa.SEL_ZERO:
            raise DecodeError(f"source selector {s.sel} is not an R700 ALU operand",
                              offset=8 * addr, word=word0)
    slot = _slot_of(op, f["DST_CHAN"], before)
    if slot == "t" and any(i.slot == "t" for i in before):
        raise DecodeError(f"a second trans-slot instruction ({op.name}) in one ALU group",
                          offset=8 * addr + 4, word=word1)
    return AluInst(op, f, srcs, slot)


def _src(f, i):
    return Src(f[f"SRC{i}_SEL"], f[f"SRC{i}_CHAN"], f[f"SRC{i}_REL"], f[f"SRC{i}_NEG"],
               f.get(f"SRC{i}_ABS", 0))


def _slot_of(op, chan, before):
    """Vector slot of the destination channel while channels rise through the group; the trans
    slot for a trans-only op or a channel already passed (the R700 ISA's ALU instruction
    groups: x, y, z, w, then trans)."""
    vector = [i for i in before if i.slot != "t"]
    last = isa.SLOTS.index(vector[-1].slot) if vector else -1
    if op.trans or chan <= last:
        return "t"
    return isa.SLOTS[chan]


def decode_fetch(words, addr):
    """One fetch-clause instruction (two slots: words 0-2 and padding)."""
    w = words[2 * addr: 2 * addr + 3]
    if len(w) < 3:
        raise DecodeError("fetch clause runs past the end of the program", offset=8 * addr,
                          word=0)
    kind = field(w[0], 0, 5)
    if kind == isa.VTX_INST_MEM:
        f = _fields((isa.MEM_DS_WORD0, isa.MEM_DS_WORD1, isa.MEM_DS_WORD2), w, 8 * addr)
        names = {isa.MEM_OP_DS_LOCAL_WRITE: "DS_LOCAL_WRITE",
                 isa.MEM_OP_DS_LOCAL_READ: "DS_LOCAL_READ"}
        if f["MEM_OP"] not in names:
            raise DecodeError(f"MEM op {f['MEM_OP']} is not an LDS op", offset=8 * addr,
                              word=w[0])
        return FetchInst(names[f["MEM_OP"]], f)
    f = _fields((isa.VTX_WORD0, isa.VTX_WORD1_GPR, isa.VTX_WORD2), w, 8 * addr)
    if kind != isa.VTX_INST_FETCH or f["DATA_FORMAT"] not in isa.VTX_BY_FORMAT:
        raise DecodeError("not a vertex fetch gcnsim models (VFETCH of FMT_32, FMT_32_32 or "
                          "FMT_32_32_32_32)", offset=8 * addr, word=w[1])
    return FetchInst(isa.VTX_BY_FORMAT[f["DATA_FORMAT"]][0], f)


# -- text -------------------------------------------------------------------------------------
def listing(program):
    """The program's text, one line a list item: what llc prints, extensions in braces."""
    lines = [cf_text(inst) for inst in program.cf]
    for start in sorted(program.clauses):
        body = program.clauses[start]
        if body and isinstance(body[0], AluGroup):
            lines.append(f"ALU clause starting at {start}:")
            for group in body:
                lines.extend(alu_text(inst) for inst in group.insts)
                lines.extend(literal_text(group.literals[i:i + 2])
                             for i in range(0, len(group.literals), 2))
        else:
            lines.append(f"Fetch clause starting at {start}:")
            lines.extend(fetch_text(inst) for inst in body)
    return lines


def braces(fields, implied):
    """`` {NAME:value ...}`` for each field whose value the text does not imply, else ''."""
    extra = [f"{name}:{value}" for name, value in fields.items()
             if value != implied.get(name, 0)]
    return f" {{{' '.join(extra)}}}" if extra else ""


def cf_text(inst):
    text, implied = cf_llvm_text(inst.op, inst.fields)
    return text + braces(inst.fields, implied)


def cf_llvm_text(op, f):
    """LLVM's text of a CF instruction and the fields it implies."""
    code = {"CF_INST": op.code}
    if op.kind == "alu":
        kc = [_kcache(f, i) for i in (0, 1)]
        keys = ("COUNT", "ADDR", "KCACHE_BANK0", "KCACHE_BANK1", "KCACHE_MODE0",
                "KCACHE_MODE1", "KCACHE_ADDR0", "KCACHE_ADDR1")
        implied = {**CF_DEFAULTS, **code, **{k: f[k] for k in keys}}
        implied["KCACHE_MODE0"] = min(f["KCACHE_MODE0"], 2)
        implied["KCACHE_MODE1"] = min(f["KCACHE_MODE1"], 2)
        return f"{op.name} {f['COUNT']}, @{f['ADDR']}, KC0[{kc[0]}], KC1[{kc[1]}]", implied
    if op.kind == "export":
        return _export_text(op, f)
    if op.name == "NOP" and f["END_OF_PROGRAM"]:
        return "CF_END", {**CF_DEFAULTS, **code, "END_OF_PROGRAM": 1}
    if op.name == "NOP" and not any(f.values()):
        return "PAD", {}
    implied = {**CF_DEFAULTS, **code, "ADDR": f["ADDR"]}
    name = CF_PRINT_NAMES.get(op.name, op.name)
    if op.name in CF_BARE:
        del implied["ADDR"]
        return name, implied
    if op.name in ("VTX", "TEX"):
        implied.update(COUNT=f["COUNT"], COUNT_3=f["COUNT_3"])
        return f"{name} {f['COUNT_3'] << 3 | f['COUNT']} @{f['ADDR']}", implied
    if op.name in CF_WITH_POP:
        implied["POP_COUNT"] = f["POP_COUNT"]
        return f"{name} @{f['ADDR']} POP:{f['POP_COUNT']}", implied
    return f"{name} @{f['ADDR']}", implied


def _kcache(f, i):
    mode = f[f"KCACHE_MODE{i}"]
    if not mode:
        return ""
    line = 16 if mode == 1 else 32
    base = f[f"KCACHE_ADDR{i}"] * 16
    return f"CB{f[f'KCACHE_BANK{i}']}:{base}-{base + line}"


def _export_text(op, f):
    if op.name == "MEM_EXPORT":
        comps = "".join(c if f["COMP_MASK"] >> i & 1 else "_" for i, c in enumerate("XYZW"))
        implied = {**MEM_EXPORT_DEFAULTS, "RW_GPR": f["RW_GPR"], "COMP_MASK": f["COMP_MASK"],
                   "INDEX_GPR": f["INDEX_GPR"]}
        return f"MEM_EXPORT T{f['RW_GPR']}.{comps}, T{f['INDEX_GPR']}.X", implied
    sels = [f[f"SEL_{c}"] for c in "XYZW"]
    implied = {**EXPORT_DEFAULTS, "RW_GPR": f["RW_GPR"],
               **{f"SEL_{c}": isa.SEL_BY_TEXT[_sel_text(s)] for c, s in zip("XYZW", sels)}}
    return f"EXPORT T{f['RW_GPR']}.{''.join(_sel_text(s) for s in sels)}", implied


def _sel_text(sel):
    """A DST_SEL/SEL value's letter; the reserved 6 prints as masked (its field in braces)."""
    return isa.SEL_TEXT.get(sel, "_")


def literal_text(pair):
    return ", ".join(f"{_signed(v)}({_f32(v):e})" for v in pair)


def _signed(v):
    return v - (1 << 32) if v & 0x80000000 else v


def _f32(v):
    return struct.unpack("<f", struct.pack("<I", v))[0]


def alu_text(inst):
    text, implied = alu_llvm_text(inst)
    return text + braces(inst.fields, implied)


def alu_llvm_text(inst):
    """LLVM's text of an ALU instruction (R600_1OP/2OP/3OP asm strings) and its fields."""
    f, op = inst.fields, inst.op
    mode = _implied_index_mode(f, inst.srcs)
    implied = {k: v for k, v in f.items() if not k.startswith("SRC")}
    implied.update(INDEX_MODE=mode, ALU_INST=op.code)
    srcs = [_src_text(s, mode, implied, i) for i, s in enumerate(inst.srcs)]
    if op.srcs == 0:
        srcs = [_src_text(Src(0, 0, 0, 0, 0), mode, implied, 0)]
    name = PRINT_NAMES.get(op.name, op.name) + ("_SAT" if f["CLAMP"] else "")
    head = f"  {name} {'*' if f['LAST'] else ' '} "
    pred = isa.PRED_SEL_NAMES.get(f["PRED_SEL"], "")
    implied["PRED_SEL"] = f["PRED_SEL"] if f["PRED_SEL"] in isa.PRED_SEL_NAMES else 0
    bank = isa.BANK_SWIZZLE_TEXT.get(f["BANK_SWIZZLE"], "")
    implied["BANK_SWIZZLE"] = f["BANK_SWIZZLE"] if bank else 0
    dst = _dst_text(inst, mode)
    if op.srcs == 3:
        return head + f"{dst}, {', '.join(srcs)}, {pred}{bank}", implied
    flags = ""
    if op.srcs == 2:
        flags = ("ExecMask," if f["UPDATE_EXEC_MASK"] else "") + \
                ("Pred," if f["UPDATE_PRED"] else "")
    else:
        implied.update(UPDATE_EXEC_MASK=0, UPDATE_PRED=0)
    return head + f"{flags}{dst}, {', '.join(srcs)}, {pred} {bank}", implied


def _implied_index_mode(f, srcs):
    rel = f["DST_REL"] or any(s.rel and s.sel < isa.GPR_COUNT for s in srcs)
    if rel and f["INDEX_MODE"] in (IndexMode.GLOBAL, IndexMode.GLOBAL_AR_X, IndexMode.AR_X):
        return f["INDEX_MODE"]
    return IndexMode.AR_X


def _gpr_text(sel, chan, rel, mode):
    if rel and mode == IndexMode.GLOBAL:
        return f"G{sel}.{isa.CHANNELS[chan]}"
    if rel and mode == IndexMode.GLOBAL_AR_X:
        return f"G{sel}.{isa.CHANNELS[chan]}+"
    return f"T{sel}.{isa.CHANNELS[chan]}" + ("+" if rel else "")


def _dst_text(inst, mode):
    """The destination as LLVM orders it: register, `` (MASKED)``, REL ``+``, output modifier."""
    f = inst.fields
    masked = "" if inst.op.srcs == 3 or f["WRITE_MASK"] else " (MASKED)"
    omod = "" if inst.op.srcs == 3 else isa.OMOD_TEXT.get(f["OMOD"], "")
    if inst.op.name in PRED_ONLY_OPS and not f["WRITE_MASK"] and not f["DST_GPR"] \
            and not f["DST_CHAN"] and not f["DST_REL"]:
        return f"PredicateBit{masked}{omod}"
    text = _gpr_text(f["DST_GPR"], f["DST_CHAN"], f["DST_REL"], mode)
    plus = "+" if text.endswith("+") else ""
    return f"{text.rstrip('+')}{masked}{plus}{omod}"


def _src_text(s, mode, implied, i):
    """A source's text (LLVM's order: NEG, ABS bars, register, REL); records in ``implied``
    the fields the text gives."""
    chan = s.chan
    if s.sel < isa.GPR_COUNT:
        body = _gpr_text(s.sel, s.chan, s.rel, mode)
    else:
        body, chan = _special_text(s)
        body += "+" if s.rel else ""
    implied.update({f"SRC{i}_SEL": s.sel, f"SRC{i}_CHAN": chan, f"SRC{i}_REL": s.rel,
                    f"SRC{i}_NEG": s.neg})
    if i < 2:
        implied[f"SRC{i}_ABS"] = s.abs
    bar = "|" if s.abs else ""
    plus = "+" if body.endswith("+") else ""
    return f"{'-' if s.neg else ''}{bar}{body.rstrip('+')}{bar}{plus}"


def _special_text(s):
    """Text of a non-GPR selector and the channel it implies."""
    if s.sel < isa.KCACHE1_BASE:
        return f"KC0[{s.sel - isa.KCACHE0_BASE}].{isa.CHANNELS[s.chan]}", s.chan
    if s.sel < isa.KCACHE1_BASE + isa.KCACHE_LINES:
        return f"KC1[{s.sel - isa.KCACHE1_BASE}].{isa.CHANNELS[s.chan]}", s.chan
    if s.sel == isa.SEL_LITERAL:
        return f"literal.{isa.CHANNELS[s.chan].lower()}", s.chan
    if s.sel == isa.SEL_PV:
        return f"PV.{isa.CHANNELS[s.chan]}", s.chan
    if s.sel == isa.SEL_PS:
        return "PS", 0
    return isa.INLINE_NAMES[s.sel], 0


def fetch_text(inst):
    text, implied = fetch_llvm_text(inst)
    return text + braces(inst.fields, implied)


def fetch_llvm_text(inst):
    """The text of a fetch-clause instruction (gcnsim's; LLVM's VTX_READ form for VTX)."""
    f = inst.fields
    if inst.name == "DS_LOCAL_READ":
        implied = {"VTX_INST": isa.VTX_INST_MEM, "MEM_OP": isa.MEM_OP_DS_LOCAL_READ,
                   "GPR": f["GPR"], "COMP_MASK": f["COMP_MASK"], "SRC_GPR": f["SRC_GPR"],
                   "SRC_SEL_X": f["SRC_SEL_X"]}
        src = f"T{f['SRC_GPR']}.{isa.CHANNELS[f['SRC_SEL_X']]}"
        return f"  DS_LOCAL_READ T{f['GPR']}.{_mask_text(f['COMP_MASK'])}, {src}", implied
    if inst.name == "DS_LOCAL_WRITE":
        keys = ("GPR", "COMP_MASK", "DST_STRIDE", "DST_INDEX", "SIMD_WAVE_REL", "EXCHANGE")
        implied = {"VTX_INST": isa.VTX_INST_MEM, "MEM_OP": isa.MEM_OP_DS_LOCAL_WRITE,
                   **{k: f[k] for k in keys}}
        flags = ", REL" * f["SIMD_WAVE_REL"] + ", EXCHANGE" * f["EXCHANGE"]
        return (f"  DS_LOCAL_WRITE T{f['GPR']}.{_mask_text(f['COMP_MASK'])}, "
                f"STRIDE:{f['DST_STRIDE']}, INDEX:{f['DST_INDEX']}{flags}"), implied
    dwords = isa.VTX_FORMATS[inst.name][1]
    sels = [f[f"DST_SEL_{c}"] for c in "XYZW"]
    shown = sels if any(s != isa.SEL_MASKED for s in sels[dwords:]) else sels[:dwords]
    keys = ("DATA_FORMAT", "DST_GPR", "SRC_GPR", "SRC_SEL_X", "OFFSET", "BUFFER_ID")
    implied = {**VTX_DEFAULTS, **{k: f[k] for k in keys},
               **{f"DST_SEL_{c}": isa.SEL_BY_TEXT[_sel_text(s)] for c, s in zip("XYZW", sels)}}
    dst = f"T{f['DST_GPR']}.{''.join(_sel_text(s) for s in shown)}"
    src = f"T{f['SRC_GPR']}.{isa.CHANNELS[f['SRC_SEL_X']]}"
    return f"  {inst.name} {dst}, {src}, {f['OFFSET']}, #{f['BUFFER_ID']}", implied


def _mask_text(comp_mask):
    """Components as a prefix ``X``..``XYZW`` when contiguous from X, else four characters."""
    prefix = {1: "X", 3: "XY", 7: "XYZ", 15: "XYZW"}
    if comp_mask in prefix:
        return prefix[comp_mask]
    return "".join(c if comp_mask >> i & 1 else "_" for i, c in enumerate("XYZW"))
