"""Lines LLVM rejects, made by mutating good lines, for tools/gen_llvm_tests_corpus.py --reject.

Each kind mutates golden-corpus lines one way that a compiler writer could get wrong; llvm-mc-19
decides which mutants are errors (the generator keeps only those):

    regclass:  v_add_f32_e32 v1, v2, v3           -> v_add_f32_e32 s1, v2, v3
    range:     ds_read_b32 v1, v2 offset:16        -> ds_read_b32 v1, v2 offset:65536
    modifier:  s_add_u32 s1, s2, s3                -> s_add_u32 s1, s2, s3 clamp
    alignment: s_mov_b64 s[2:3], s[4:5]            -> s_mov_b64 s[3:4], s[4:5]
    literal:   v_fma_f32 v1, v2, v3, v4            -> v_fma_f32 v1, v2, v3, 0x12345
    count:     v_add_f32_e32 v1, v2, v3            -> v_add_f32_e32 v1, v2 / v1, v2, v3, v3
    target:    a line of another target's corpus that this target refuses (gfx9 syntax on gfx701)
    syntax:    unbalanced brackets, unknown names, bad option values, typos in mnemonics
"""
import re

from gcnsim.asm.lexer import split_mnemonic, split_operands
from gcnsim.isa.operands import parse_int, parse_reg
from gcnsim.isa.targets import TARGETS

KINDS = ("regclass", "range", "modifier", "alignment", "literal", "count", "target", "syntax")
SOURCE_EVERY = 29           # one golden-corpus line in this many is mutated
PER_KIND = 1500             # at most this many candidates per kind and target


def _tokens(line):
    mnemonic, _, rest, rcol = split_mnemonic(line)
    return mnemonic, split_operands(rest, rcol)


def _replace(line, tok, text):
    start = tok.column - 1
    return line[:start] + text + line[start + len(tok.text):]


def _regclass(target, line):
    _, tokens = _tokens(line)
    out = []
    for tok in tokens:
        reg = parse_reg(target, tok.text.strip("-|"))
        if reg is None or reg.file not in ("v", "s", "a"):
            continue
        swap = {"v": "s", "s": "v", "a": "s"}[reg.file]
        text = tok.text.replace(reg.file, swap, 1) if reg.count == 1 else \
            re.sub(r"^([-|]*)[vsa]\[", rf"\g<1>{swap}[", tok.text)
        out.append(_replace(line, tok, text))
    return out


_RANGE_VALUES = {"offset": ("65536", "4096", "-4097", "0x100000", "-1", "0x200000"),
                 "offset0": ("256", "-1"), "offset1": ("256",), "row_mask": ("16",),
                 "bank_mask": ("0x10",), "cbsz": ("8",), "abid": ("16",), "blgp": ("8",),
                 "row_shl": ("0", "16"), "row_bcast": ("7",)}


def _range(target, line):
    mnemonic, tokens = _tokens(line)
    out = []
    for tok in tokens:
        head, sep, value = tok.text.partition(":")
        if sep and head in _RANGE_VALUES:
            out += [_replace(line, tok, f"{head}:{v}") for v in _RANGE_VALUES[head]]
        elif parse_int(tok.text) is not None and mnemonic.startswith("s_"):
            out += [_replace(line, tok, v) for v in ("0x10000", "-32769", "0x100000000")]
        reg = parse_reg(target, tok.text)
        if reg is not None and reg.file in ("v", "s", "a"):
            top = {"v": 256, "a": 256, "s": 106}[reg.file]
            out.append(_replace(line, tok, f"{reg.file}{top}" if reg.count == 1
                                else f"{reg.file}[{top}:{top + reg.count - 1}]"))
    for counter in ("vmcnt(64)", "expcnt(8)", "lgkmcnt(16)", "vmcnt(-1)"):
        if mnemonic == "s_waitcnt":
            out.append(f"s_waitcnt {counter}")
    return out


_MODIFIERS = ("clamp", "mul:2", "div:2", "glc", "slc", "gds", "offen", "op_sel:[1,0,0,0]",
              "neg_lo:[1,0,0]", "sc0", "nt", "lds", "tfe", "row_shl:1", "dst_sel:WORD_1",
              "offset:4", "abid:1", "bound_ctrl:0", "idxen", "addr64", "mul:4 clamp")


def _modifier(target, line):
    _, tokens = _tokens(line)
    out = [f"{line} {m}" for m in _MODIFIERS if m.split(":")[0] not in line]
    for tok in tokens:
        if parse_reg(target, tok.text) is not None and tok.text[0] in "vs":
            out += [_replace(line, tok, f"-{tok.text}"), _replace(line, tok, f"|{tok.text}|"),
                    _replace(line, tok, f"sext({tok.text})")]
    return out


def _alignment(target, line):
    _, tokens = _tokens(line)
    out = []
    for tok in tokens:
        reg = parse_reg(target, tok.text)
        if reg is not None and reg.count > 1 and reg.file in ("v", "s", "a", "ttmp"):
            lo = reg.index + 1
            out.append(_replace(line, tok, f"{reg.file}[{lo}:{lo + reg.count - 1}]"))
            if reg.count > 2:
                out.append(_replace(line, tok, f"{reg.file}[{reg.index + 2}:"
                                               f"{reg.index + reg.count + 1}]"))
    return out


def _literal(target, line):
    """A register source replaced by a literal; in lines with two register sources, both by
    different literals (one literal dword per instruction)."""
    _, tokens = _tokens(line)
    sources = [t for t in tokens[1:] if parse_reg(target, t.text) is not None]
    out = []
    for tok in sources:
        out += [_replace(line, tok, "0x12345"), _replace(line, tok, "1.5")]
    if len(sources) >= 2:
        out.append(_replace(_replace(line, sources[1], "0x4567"), sources[0], "0x1234"))
    return out


def _count(target, line):
    _, tokens = _tokens(line)
    positional = [t for t in tokens if ":" not in t.text or t.text.startswith(("v[", "s[", "a["))]
    if not positional:
        return [line + " v1"]
    last = positional[-1]
    dropped = line[:last.column - 1].rstrip().rstrip(",") + line[last.column - 1 + len(last.text):]
    extra = line[:last.column - 1 + len(last.text)] + ", " + last.text + \
        line[last.column - 1 + len(last.text):]
    return [dropped, extra]


_SYNTAX = (("[", "[["), (":", "::"), (",", ",,"), ("v", "vv"), ("_", "__"), ("(", "(("),
           ("]", ""), ("s_", "s-"))


def _syntax(target, line):
    out = []
    for k, (old, new) in enumerate(_SYNTAX):
        where = line.find(old, k % 3)
        if where >= 0:
            out.append(line[:where] + new + line[where + len(old):])
    return out + [line + " bogus", line.split()[0] + "x " + " ".join(line.split()[1:])]


_MUTATORS = {"regclass": _regclass, "range": _range, "modifier": _modifier,
             "alignment": _alignment, "literal": _literal, "count": _count, "syntax": _syntax}


def lines(target, kind, golden, other=None):
    """Candidate bad lines of one kind (the caller keeps those LLVM rejects). ``other`` gives
    another target's golden lines for the ``target`` kind."""
    if kind == "target":
        return _cross_target(target, other)
    mutate = _MUTATORS[kind]
    out = []
    for n, line in enumerate(golden[::SOURCE_EVERY]):
        found = mutate(target, line)
        if found:
            out.append(found[n % len(found)])
            if len(found) > 1:
                out.append(found[(n * 7 + 1) % len(found)])
    return list(dict.fromkeys(out))[:PER_KIND]


def _cross_target(target, other):
    """Lines of the other targets' corpora, a few per file (llvm-mc keeps what this target
    refuses)."""
    out = []
    for name in TARGETS:
        if name != target:
            out += other(name)[::SOURCE_EVERY * 3]
    return list(dict.fromkeys(out))[:PER_KIND * 3]
