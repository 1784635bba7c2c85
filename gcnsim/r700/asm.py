"""R700 assembly text -> microcode words: the text llc prints for R600 code (``llc -march=r600
-mcpu=rv770``; LLVM has no R600 assembly parser) plus gcnsim's extensions, assembled so that
disasm.listing gives the text back and the words are llc's bytes for llc's text.

The text is the CF program, then each clause under its header::

    CALL_FS
    ALU @body                           ; extension: COUNT and KC0[]/KC1[] left out
    EXPORT T1.XYZW {TYPE:1 ARRAY_BASE:60}
    CF_END
    ALU clause starting at body:        ; a name, or the slot number llc prints
      MUL_IEEE * T1.X, T0.X, literal.x,
    0x40200000                          ; literals: llc's "N(float), N(float)" or plain numbers

Extensions (LLVM prints none of these; the R700 ISA's section 2.6 describes the hardware):

- ``{NAME:value ...}`` at the end of a line sets any field of the words by its name in isa.py
  (those LLVM's text does not show, as an export's TYPE and ARRAY_BASE).
- ``G5.X``: GPR 5 of the SIMD-global pool (REL set, INDEX_MODE GLOBAL); ``G5.X+`` adds AR.X
  (INDEX_MODE GLOBAL_AR_X); ``T5.X+`` is LLVM's relative operand (AR.X). One index mode per
  instruction.
- ``VTX_READ_32|64|128 T1.XYZW, T0.X, OFFSET, #BUFFER``: a vertex fetch, LLVM's R600 form.
- ``DS_LOCAL_WRITE T3.XYZW, STRIDE:16, INDEX:0[, REL][, EXCHANGE]``: the owner-write LDS store
  (stride and index in dwords; REL: the thread's index in its group, else its lane;
  EXCHANGE: the neighbour exchange). ``DS_LOCAL_READ T4.XYZW, T2.X``: read 1-4 dwords at the
  linear dword address in T2.X. Both live in fetch clauses (``VTX @name``).
- ``MEM_EXPORT T1.XYZW, T0.X``: write the masked components to the output buffer at element
  T0.X (+ARRAY_BASE) of ELEM_SIZE+1 dwords.
- ``ALU @name`` / ``VTX @name`` leave the count to the assembler; CF jump targets may be labels
  (``name:`` on a line of its own before a CF instruction); ``;`` starts a comment.
"""
import re
import struct

from ..errors import AsmError, DecodeError
from . import isa
from .disasm import (CF_DEFAULTS, CF_PRINT_NAMES, EXPORT_DEFAULTS, MEM_EXPORT_DEFAULTS,
                     PRED_ONLY_OPS, VTX_DEFAULTS, decode, decode_alu)
from .gprs import IndexMode

_CF_NAMES = {v: k for k, v in CF_PRINT_NAMES.items()}
_HEADER = re.compile(r"^(ALU|Fetch) clause starting at (\w+):$")
_LABEL = re.compile(r"^([A-Za-z_]\w*):$")
_LITERAL = re.compile(r"^(-?(?:0x[0-9a-fA-F]+|\d+))(?:\([^)]*\))?$")
_BRACES = re.compile(r"\s*\{([^}]*)\}$")
_GPR = re.compile(r"^([TG])(\d+)\.([XYZW])(\+?)$")
_SPECIAL = {"PV": isa.SEL_PV, "PS": isa.SEL_PS, "literal": isa.SEL_LITERAL}
_INLINE = {text: sel for sel, text in isa.INLINE_NAMES.items()}


def assemble(text, name="<r700>"):
    """The program's words (uint32 dwords) for ``text``."""
    return _Assembler(text, name).run()


def assemble_bytes(text, name="<r700>"):
    words = assemble(text, name)
    return struct.pack(f"<{len(words)}I", *words)


def assemble_program(text, name="<r700>"):
    """The decoded Program (disasm.Program) for ``text``."""
    return decode(assemble(text, name))


class _Assembler:
    def __init__(self, text, name):
        self.name = name
        self.cf = []            # (line number, text, extra fields)
        self.labels = {}        # CF labels -> slot
        self.clauses = []       # (line number, kind, key, [items])
        self.columns = {}       # line number -> column of its first character
        for number, raw in enumerate(text.splitlines(), 1):
            self.columns[number] = len(raw) - len(raw.lstrip()) + 1
            self._line(number, raw.split(";")[0].strip())

    def error(self, message, line, token=None, expected=None, column=None):
        return AsmError(message, line=line, column=column, token=token, expected=expected,
                        source=self.name)

    def _line(self, number, line):
        if not line:
            return
        header = _HEADER.match(line)
        if header:
            kind = "alu" if header.group(1) == "ALU" else "fetch"
            self.clauses.append((number, kind, header.group(2), []))
            return
        label = _LABEL.match(line)
        if label and not self.clauses:
            self.labels[label.group(1)] = len(self.cf)
            return
        extra, line = _split_braces(line, lambda m: self.error(m, number))
        target = self.clauses[-1][3] if self.clauses else self.cf
        target.append((number, line, extra))

    def run(self):
        layout = self._layout()
        words = []
        for number, line, extra in self.cf:
            words.extend(self._cf(number, line, extra, layout))
        for (number, kind, key, items), (start, body) in zip(self.clauses, layout["bodies"]):
            while len(words) < 2 * start:
                words.extend((0, 0))
            words.extend(body)
        return words

    def _layout(self):
        """Encode the clauses and place them after the CF program (fetch clauses on 16-byte
        boundaries); check the slot numbers headers give."""
        slot = len(self.cf)
        layout = {"bodies": [], "start": {}, "slots": {}}
        for number, kind, key, items in self.clauses:
            body = self._alu_clause(items) if kind == "alu" else self._fetch_clause(items)
            if kind == "fetch":
                slot += slot % 2
            if key.isdigit() and int(key) != slot:
                raise self.error(f"this clause starts at slot {slot}, not {key}", number,
                                 token=key)
            layout["bodies"].append((slot, body))
            layout["start"][key] = slot
            layout["slots"][key] = len(body) // 2
            slot += len(body) // 2
        return layout

    # -- CF --------------------------------------------------------------------------------
    def _cf(self, number, line, extra, layout):
        name = line.split()[0]
        fields = self._cf_fields(number, line, name, layout)
        op = isa.CF_BY_NAME[fields.pop("_op")]
        fields.update(extra)
        if op.kind == "alu":
            layouts = (isa.CF_ALU_WORD0, isa.CF_ALU_WORD1)
        elif op.kind == "export":
            word1 = isa.CF_ALLOC_EXPORT_WORD1_BUF if op.name == "MEM_EXPORT" \
                else isa.CF_ALLOC_EXPORT_WORD1_SWIZ
            layouts = (isa.CF_ALLOC_EXPORT_WORD0, word1)
        else:
            layouts = (isa.CF_WORD0, isa.CF_WORD1)
        return self._pack(number, layouts, fields)

    def _pack(self, number, layouts, fields):
        names = {f.name for layout in layouts for f in layout}
        unknown = sorted(set(fields) - names)
        if unknown:
            raise self.error(f"no field {unknown[0]} in this instruction's words", number,
                             token=unknown[0])
        try:
            return [isa.pack(layout, **{f.name: fields[f.name] for f in layout
                                        if f.name in fields}) for layout in layouts]
        except isa.R700EncodingError as err:
            raise self.error(str(err), number) from None

    def _cf_fields(self, number, line, name, layout):
        if name.startswith("ALU"):
            return self._cf_alu(number, line, layout)
        if name in ("EXPORT", "MEM_EXPORT"):
            return self._cf_export(number, line, name)
        if name == "CF_END":
            return {**CF_DEFAULTS, "_op": "NOP", "END_OF_PROGRAM": 1}
        if name == "PAD":
            self._expect(number, line, "PAD")
            return {"_op": "NOP"}
        op = _CF_NAMES.get(name, name)
        if op not in isa.CF_BY_NAME or isa.CF_BY_NAME[op].kind != "cf":
            raise self.error("unknown CF instruction", number, token=name)
        fields = {**CF_DEFAULTS, "_op": op, "CF_INST": isa.CF_BY_NAME[op].code}
        if op in ("CALL_FS", "NOP"):
            self._expect(number, line, rf"{name}")
            return fields
        if op in ("VTX", "TEX"):
            m = self._expect(number, line, rf"{name}\s+(?:(\d+)\s+)?@(\w+)")
            start, slots = self._clause(number, m.group(2), layout)
            count = slots // 2 - 1
            self._check_count(number, m.group(1), count)
            return {**fields, "ADDR": start, "COUNT": count & 7, "COUNT_3": count >> 3}
        m = self._expect(number, line, rf"{name}\s+@(\w+)(?:\s+POP:(\d+))?")
        fields["ADDR"] = self._target(number, m.group(1))
        if m.group(2):
            fields["POP_COUNT"] = int(m.group(2))
        return fields

    def _cf_alu(self, number, line, layout):
        m = self._expect(number, line, r"(ALU\w*)\s+(?:(\d+),\s*)?@(\w+)"
                                       r"(?:,\s*KC0\[([^\]]*)\],\s*KC1\[([^\]]*)\])?")
        op = m.group(1)
        if op not in isa.CF_BY_NAME or isa.CF_BY_NAME[op].kind != "alu":
            raise self.error("unknown ALU clause instruction", number, token=op)
        start, slots = self._clause(number, m.group(3), layout)
        self._check_count(number, m.group(2), slots - 1)
        fields = {**CF_DEFAULTS, "_op": op, "CF_INST": isa.CF_BY_NAME[op].code, "ADDR": start,
                  "COUNT": slots - 1}
        for i, text in enumerate((m.group(4) or "", m.group(5) or "")):
            fields.update(self._kcache(number, i, text))
        return fields

    def _kcache(self, number, i, text):
        if not text:
            return {}
        m = re.fullmatch(r"CB(\d+):(\d+)-(\d+)", text)
        if not m or int(m.group(2)) % 16 or int(m.group(3)) - int(m.group(2)) not in (16, 32):
            raise self.error("bad constant-cache lock", number, token=text,
                             expected="CBbank:first-end, 16 or 32 constants from a multiple "
                                      "of 16")
        mode = 1 if int(m.group(3)) - int(m.group(2)) == 16 else 2
        return {f"KCACHE_BANK{i}": int(m.group(1)), f"KCACHE_MODE{i}": mode,
                f"KCACHE_ADDR{i}": int(m.group(2)) // 16}

    def _cf_export(self, number, line, name):
        if name == "MEM_EXPORT":
            m = self._expect(number, line, r"MEM_EXPORT\s+T(\d+)\.([XYZW_]{1,4}),\s*T(\d+)\.X")
            return {**MEM_EXPORT_DEFAULTS, "_op": name, "RW_GPR": int(m.group(1)),
                    "COMP_MASK": _comp_mask(m.group(2)), "INDEX_GPR": int(m.group(3))}
        m = self._expect(number, line, r"EXPORT\s+T(\d+)\.([XYZW01_]{4})")
        sels = {f"SEL_{c}": isa.SEL_BY_TEXT[s] for c, s in zip("XYZW", m.group(2))}
        return {**EXPORT_DEFAULTS, "_op": "EXPORT", "RW_GPR": int(m.group(1)), **sels}

    def _expect(self, number, line, pattern):
        m = re.fullmatch(pattern, line)
        if not m:
            raise self.error("cannot read this instruction", number, token=line)
        return m

    def _check_count(self, number, given, count):
        if given is not None and int(given) != count:
            raise self.error(f"the clause's COUNT field is {count}, not {given}", number,
                             token=given)

    def _clause(self, number, key, layout):
        if key not in layout["start"]:
            raise self.error("no clause starts here", number, token=f"@{key}",
                             expected="a clause header 'ALU clause starting at ...:'")
        return layout["start"][key], layout["slots"][key]

    def _target(self, number, key):
        if key.isdigit():
            return int(key)
        if key not in self.labels:
            raise self.error("unknown label", number, token=key)
        return self.labels[key]

    # -- ALU clauses -----------------------------------------------------------------------
    def _alu_clause(self, items):
        """The clause's words: each group's instructions, then its literal slots."""
        groups, group = [], None
        for number, line, extra in items:
            if _is_literal_line(line):
                if group is not None or not groups:
                    raise self.error("literals must follow the last instruction ('*') of their "
                                     "group", number, token=line)
                groups[-1][2].extend(_literal(v) for v in line.split(","))
                continue
            group = group or (number, [], [], [])
            group[1].append(self._alu(number, line, extra))
            group[3].append(self._slot(number, group[1][-1], group[3]))
            if group[1][-1][0] >> 31:
                groups.append(group)
                group = None
        if group is not None:
            raise self.error("the clause ends inside a group (no '*' on its last instruction)",
                             group[0])
        words = []
        for number, insts, literals, _ in groups:
            need = max((chan + 1 for w0, w1 in insts for sel, chan in _literal_sources(w0, w1)
                        if sel == isa.SEL_LITERAL), default=0)
            if len(literals) < need or (len(literals) + 1) // 2 != (need + 1) // 2:
                raise self.error(f"the group uses {need} literal(s); {len(literals)} given",
                                 number)
            words.extend(w for inst in insts for w in inst)
            words.extend(literals + [0] * (len(literals) % 2))
        return words

    def _slot(self, number, words, before):
        """The instruction decoded with its slot, as the decoder will assign it after the
        group's earlier instructions ``before``: an instruction no slot is left for is refused
        here, naming its line, rather than at decode."""
        try:
            return decode_alu(words, words[1], 0, before)
        except DecodeError as err:
            raise self.error(f"no slot left in the ALU group ({err.reason}; vector slots take "
                             "rising destination channels x, y, z, w, then one trans)", number,
                             column=self.columns[number]) from None

    def _alu(self, number, line, extra):
        m = re.fullmatch(r"(MUL NON-IEEE(?:_SAT)?|[A-Z_0-9]+)\s+(\*)?\s*(.*)", line)
        if not m:
            raise self.error("cannot read this ALU instruction", number, token=line)
        name, clamp = m.group(1), 0
        if name not in isa.ALU_BY_NAME and name not in isa.LLVM_ALIASES \
                and name.endswith("_SAT"):
            name, clamp = name[:-4], 1
        op = isa.ALU_BY_NAME.get(isa.LLVM_ALIASES.get(name, name))
        if op is None:
            raise self.error("unknown ALU instruction", number, token=name)
        fields = {"ALU_INST": op.code, "LAST": int(bool(m.group(2))), "CLAMP": clamp}
        if op.srcs < 3:
            fields["WRITE_MASK"] = 1
        modes = set()
        tokens = [t.strip() for t in m.group(3).split(",")]
        while tokens and tokens[0] in ("ExecMask", "Pred"):
            key = "UPDATE_EXEC_MASK" if tokens.pop(0) == "ExecMask" else "UPDATE_PRED"
            fields[key] = 1
        nsrc = max(op.srcs, 1)
        if len(tokens) < nsrc + 2:
            raise self.error(f"{op.name} takes a destination and {nsrc} source(s)", number,
                             token=line)
        fields.update(self._dst(number, op, tokens[0], modes))
        for i, token in enumerate(tokens[1:1 + nsrc]):
            fields.update(self._src(number, op, i, token, modes))
        fields.update(self._tail(number, ",".join(tokens[1 + nsrc:]).strip()))
        if len(modes) > 1:
            raise self.error("one instruction cannot mix index modes (G, G+, T+)", number)
        fields["INDEX_MODE"] = int(modes.pop()) if modes else 0
        fields.update(extra)
        word1 = isa.ALU_WORD1_OP3 if op.srcs == 3 else isa.ALU_WORD1_OP2
        return self._pack(number, (isa.ALU_WORD0, word1), fields)

    def _dst(self, number, op, token, modes):
        m = re.fullmatch(r"(PredicateBit|[TG]\d+\.[XYZW])( \(MASKED\))?(\+)?(?: ([*/] [\d.]+))?",
                         token)
        if not m or (op.srcs == 3 and (m.group(2) or m.group(4))):
            raise self.error("bad destination", number, token=token,
                             expected="Tn.C, Gn.C or PredicateBit, then (MASKED), +, * 2.0")
        fields = {}
        if m.group(1) != "PredicateBit":
            sel, chan, rel = self._gpr(number, m.group(1) + (m.group(3) or ""), modes)
            fields.update(DST_GPR=sel, DST_CHAN=chan, DST_REL=rel)
        elif op.name not in PRED_ONLY_OPS:
            raise self.error("only PRED_SET* and KILL write PredicateBit", number, token=token)
        if m.group(2):
            fields["WRITE_MASK"] = 0
        if m.group(4):
            omods = {v.strip(): k for k, v in isa.OMOD_TEXT.items()}
            if m.group(4) not in omods:
                raise self.error("bad output modifier", number, token=m.group(4),
                                 expected="* 2.0, * 4.0 or / 2.0")
            fields["OMOD"] = omods[m.group(4)]
        return fields

    def _gpr(self, number, text, modes):
        m = _GPR.fullmatch(text)
        if not m or int(m.group(2)) >= isa.GPR_COUNT:
            raise self.error("bad register", number, token=text, expected="T0-T127 or G0-G127")
        rel = m.group(1) == "G" or bool(m.group(4))
        if m.group(1) == "G":
            modes.add(IndexMode.GLOBAL_AR_X if m.group(4) else IndexMode.GLOBAL)
        elif rel:
            modes.add(IndexMode.AR_X)
        return int(m.group(2)), isa.CHANNELS.index(m.group(3)), int(rel)

    def _src(self, number, op, i, token, modes):
        m = re.fullmatch(r"(-)?(\|)?(.+?)(\|)?(\+)?", token)
        if not m or bool(m.group(2)) != bool(m.group(4)) or (m.group(2) and op.srcs == 3):
            raise self.error("bad source", number, token=token)
        body, rel = m.group(3), int(bool(m.group(5)))
        if _GPR.fullmatch(body):
            sel, chan, rel = self._gpr(number, body + (m.group(5) or ""), modes)
        else:
            sel, chan = self._special(number, body)
        fields = {f"SRC{i}_SEL": sel, f"SRC{i}_CHAN": chan, f"SRC{i}_REL": rel,
                  f"SRC{i}_NEG": int(bool(m.group(1)))}
        if m.group(2):
            fields[f"SRC{i}_ABS"] = 1
        return fields

    def _special(self, number, body):
        if body in _INLINE:
            return _INLINE[body], 0
        if body == "PS":
            return isa.SEL_PS, 0
        m = re.fullmatch(r"(PV|literal)\.([XYZWxyzw])|KC([01])\[(\d+)\]\.([XYZW])", body)
        if not m:
            raise self.error("bad source operand", number, token=body,
                             expected="Tn.C, Gn.C, KC0[n].C, PV.C, PS, literal.c, 0.0, 1.0, "
                                      "1, 0.5 or MINUS_1_INT")
        if m.group(1):
            return _SPECIAL[m.group(1)], isa.CHANNELS.index(m.group(2).upper())
        line = int(m.group(4))
        if line >= isa.KCACHE_LINES:
            raise self.error("constant-cache index past 31", number, token=body)
        base = isa.KCACHE0_BASE if m.group(3) == "0" else isa.KCACHE1_BASE
        return base + line, isa.CHANNELS.index(m.group(5))

    def _tail(self, number, tail):
        m = re.fullmatch(r"(Pred_sel_zero|Pred_sel_one)?\s*(BS:\S+)?", tail)
        banks = {v: k for k, v in isa.BANK_SWIZZLE_TEXT.items()}
        if not m or (m.group(2) and m.group(2) not in banks):
            raise self.error("bad predicate or bank swizzle", number, token=tail)
        preds = {v: k for k, v in isa.PRED_SEL_NAMES.items()}
        fields = {}
        if m.group(1):
            fields["PRED_SEL"] = preds[m.group(1)]
        if m.group(2):
            fields["BANK_SWIZZLE"] = banks[m.group(2)]
        return fields

    # -- fetch clauses ---------------------------------------------------------------------
    def _fetch_clause(self, items):
        words = []
        for number, line, extra in items:
            fields, layouts = self._fetch(number, line)
            fields.update(extra)
            words.extend(self._pack(number, layouts, fields) + [0])
        return words

    def _fetch(self, number, line):
        name = line.split()[0]
        if name == "DS_LOCAL_WRITE":
            m = self._expect(number, line, r"DS_LOCAL_WRITE\s+T(\d+)\.([XYZW_]{1,4}),\s*"
                                           r"STRIDE:(\d+),\s*INDEX:(\d+)"
                                           r"((?:,\s*(?:REL|EXCHANGE))*)")
            flags = {f.strip() for f in m.group(5).split(",") if f.strip()}
            return ({"VTX_INST": isa.VTX_INST_MEM, "MEM_OP": isa.MEM_OP_DS_LOCAL_WRITE,
                     "GPR": int(m.group(1)), "COMP_MASK": _comp_mask(m.group(2)),
                     "DST_STRIDE": int(m.group(3)), "DST_INDEX": int(m.group(4)),
                     "SIMD_WAVE_REL": int("REL" in flags), "EXCHANGE": int("EXCHANGE" in flags)},
                    _DS_LAYOUTS)
        if name == "DS_LOCAL_READ":
            m = self._expect(number, line, r"DS_LOCAL_READ\s+T(\d+)\.([XYZW_]{1,4}),\s*"
                                           r"T(\d+)\.([XYZW])")
            return ({"VTX_INST": isa.VTX_INST_MEM, "MEM_OP": isa.MEM_OP_DS_LOCAL_READ,
                     "GPR": int(m.group(1)), "COMP_MASK": _comp_mask(m.group(2)),
                     "SRC_GPR": int(m.group(3)), "SRC_SEL_X": isa.CHANNELS.index(m.group(4))},
                    _DS_LAYOUTS)
        if name not in isa.VTX_FORMATS:
            raise self.error("unknown fetch instruction", number, token=name,
                             expected="VTX_READ_32/64/128, DS_LOCAL_WRITE or DS_LOCAL_READ")
        m = self._expect(number, line, rf"{name}\s+T(\d+)\.([XYZW01_]{{1,4}}),\s*T(\d+)\."
                                       r"([XYZW]),\s*(\d+),\s*#(\d+)")
        sels = [isa.SEL_BY_TEXT[c] for c in m.group(2)]
        sels += [isa.SEL_MASKED] * (4 - len(sels))
        return ({**VTX_DEFAULTS, "DATA_FORMAT": isa.VTX_FORMATS[name][0],
                 "DST_GPR": int(m.group(1)), "SRC_GPR": int(m.group(3)),
                 "SRC_SEL_X": isa.CHANNELS.index(m.group(4)), "OFFSET": int(m.group(5)),
                 "BUFFER_ID": int(m.group(6)),
                 **{f"DST_SEL_{c}": s for c, s in zip("XYZW", sels)}},
                (isa.VTX_WORD0, isa.VTX_WORD1_GPR, isa.VTX_WORD2))


_DS_LAYOUTS = (isa.MEM_DS_WORD0, isa.MEM_DS_WORD1, isa.MEM_DS_WORD2)


def _split_braces(line, error):
    m = _BRACES.search(line)
    if not m:
        return {}, line
    extra = {}
    for item in m.group(1).split():
        key, _, value = item.partition(":")
        try:
            extra[key] = int(value, 0)
        except ValueError:
            raise error(f"bad field setting '{item}' (expected NAME:number)") from None
    return extra, line[:m.start()].rstrip()


def _is_literal_line(line):
    parts = [p.strip() for p in line.split(",")]
    return all(_LITERAL.fullmatch(p) for p in parts)


def _literal(text):
    m = _LITERAL.fullmatch(text.strip())
    return int(m.group(1), 0) & 0xFFFFFFFF


def _literal_sources(word0, word1):
    w0 = isa.unpack(isa.ALU_WORD0, word0)
    yield w0["SRC0_SEL"], w0["SRC0_CHAN"]
    yield w0["SRC1_SEL"], w0["SRC1_CHAN"]
    if (word1 >> 15) & 7:
        w1 = isa.unpack(isa.ALU_WORD1_OP3, word1)
        yield w1["SRC2_SEL"], w1["SRC2_CHAN"]


def _comp_mask(text):
    if len(text) < 4:
        if text != "XYZW"[:len(text)]:
            raise AsmError(f"components '{text}': write a prefix of XYZW or four characters")
        return (1 << len(text)) - 1
    return sum(1 << i for i, c in enumerate(text) if c != "_")
