"""Assembly lines for the vop64 corpus: every row with varied registers, constants, modifiers.

For each VOP3/VOP3P/MAI row: plain VGPR forms at several register numbers, each source as an
SGPR and as inline constants, every accepted modifier (neg, abs, clamp, omod, op_sel,
op_sel_hi, neg_lo/neg_hi, cbsz/abid/blgp) alone and combined, AGPR forms of MFMA operands.
llvm-mc-19 keeps what it accepts (tools/gen_corpus.py).

    samples("gfx900", table) -> ["v_add_f32_e64 v1, v2, v3", "v_add_f32_e64 v1, -v2, |s4|", ...]
"""
from gcnsim.isa.operands import reg_text

CONSTS = ("0", "1", "-1", "64", "-16", "0.5", "-4.0", "1.0", "0.15915494")
OMODS = ("mul:2", "mul:4", "div:2")
SRC_FIELDS = ("src0", "src1", "src2")


def _vreg(file, n, width):
    base = (n * 2) % (256 - width - 1)
    return reg_text(file, base, width)


def _sreg(n, width):
    return reg_text("s", (n * 2) % (100 - width), width)


def _const(k, width):
    text = CONSTS[k % len(CONSTS)]
    if text == "0.15915494" and width == 2:
        return "0.15915494309189532"
    return text


def _dst(spec, n, agpr=False):
    if spec.field == "sdst" or spec.kind == "s":
        return ("vcc", _sreg(n + 3, spec.width), "exec", "s[100:101]")[n % 3] \
            if spec.width == 2 else _sreg(n + 3, 1)
    if spec.kind == "a" or agpr:
        return _vreg("a", n, spec.width)
    return _vreg("v", n, spec.width)


def _src(spec, n, how, agpr=False):
    kind = spec.kind
    if how == "s" and "s" in kind:
        return _sreg(n + 5, spec.width)
    if how == "c" and ("s" in kind or "f" in kind):
        return _const(n, spec.width)
    if "A" in kind or agpr:
        return _vreg("a", n + 7, spec.width)
    if "v" in kind:
        return _vreg("v", n + 7 * (1 + int(spec.field[-1])), spec.width)
    return _sreg(n + 5, spec.width)


def _line(name, texts, options=()):
    return (name + " " + ", ".join(texts) + "".join(" " + o for o in options)).rstrip()


def _operands(row, n, how=None, where=None, agpr=False):
    out = []
    for spec in row.operands:
        if spec.field in SRC_FIELDS:
            pick = how if where in (None, spec.field) else None
            out.append(_src(spec, n, pick, agpr and "c" in spec.kind))
        else:
            out.append(_dst(spec, n, agpr and spec.kind == "c"))
    return out


def _with_mod(texts, row, field, mod):
    out = list(texts)
    for i, spec in enumerate(row.operands):
        if spec.field == field:
            out[i] = {"neg": "-" + out[i], "abs": f"|{out[i]}|",
                      "both": f"-|{out[i]}|", "fneg": f"neg({out[i]})",
                      "fabs": f"abs({out[i]})"}[mod]
    return out


def _vop3_lines(row, name):
    lines = []
    srcs = [s for s in row.operands if s.field in SRC_FIELDS]
    for n in range(4):
        lines.append(_line(name, _operands(row, n * 11)))
    for spec in srcs:
        for n in range(2):
            lines.append(_line(name, _operands(row, n * 5 + 1, "s", spec.field)))
        for k in range(len(CONSTS)):
            lines.append(_line(name, _operands(row, k, "c", spec.field)))
        base = _operands(row, 3)
        for mod, letter in (("neg", "n"), ("abs", "a"), ("both", "a"), ("fneg", "n"),
                            ("fabs", "a")):
            if letter in spec.kind and (mod != "both" or "n" in spec.kind):
                lines.append(_line(name, _with_mod(base, row, spec.field, mod)))
        if "e" in spec.kind:
            lines.append(_line(name, [f"sext({t})" if i == row.operands.index(spec) else t
                                      for i, t in enumerate(_operands(row, 2, "c", spec.field))]))
        if "n" in spec.kind:
            lines.append(_line(name, _with_mod(_operands(row, 2, "c", spec.field), row,
                                               spec.field, "neg")))
    base = _operands(row, 6)
    if "clamp" in row.flags:
        lines.append(_line(name, base, ["clamp"]))
    if "omod" in row.flags:
        lines += [_line(name, base, [o]) for o in OMODS]
        lines.append(_line(name, base, ["clamp", "mul:2"]))
    sel = int(row.flag_value("op_sel", "0"))
    nsrc = len(srcs)
    for bits in range(1, 1 << (nsrc + 1)):
        encoded = (bits & ((1 << nsrc) - 1)) | (((bits >> nsrc) & 1) << 3)
        if sel and not encoded & ~sel:
            arr = ",".join(str((bits >> i) & 1) for i in range(nsrc + 1))
            lines.append(_line(name, base, [f"op_sel:[{arr}]"]))
    return lines


def _arrays(nsrc):
    out = []
    for bits in range(1 << nsrc):
        out.append("[" + ",".join(str((bits >> i) & 1) for i in range(nsrc)) + "]")
    return out


def _vop3p_lines(row):
    name = row.name
    lines = [_line(name, _operands(row, n * 13)) for n in range(4)]
    srcs = [s for s in row.operands if s.field in SRC_FIELDS]
    for spec in srcs:
        lines.append(_line(name, _operands(row, 2, "s", spec.field)))
        for k in range(len(CONSTS)):
            lines.append(_line(name, _operands(row, k, "c", spec.field)))
    base = _operands(row, 5)
    nsrc = len(srcs)
    if name.startswith("v_accvgpr") or not nsrc:
        return lines
    lines.append(_line(name, base, ["clamp"]))
    keys = ("op_sel", "op_sel_hi") if "_mix" in name else \
        ("op_sel", "op_sel_hi", "neg_lo", "neg_hi")
    for key in keys:
        lines += [_line(name, base, [f"{key}:{arr}"]) for arr in _arrays(nsrc)]
    if "_mix" in name:
        for spec in srcs:
            for mod in ("neg", "abs", "both"):
                lines.append(_line(name, _with_mod(base, row, spec.field, mod)))
    lines.append(_line(name, base, [f"op_sel:{_arrays(nsrc)[1]}",
                                    f"op_sel_hi:{_arrays(nsrc)[-2]}", "clamp"]))
    return lines


def _mai_lines(row):
    name = row.name
    lines = []
    for n in range(3):
        for agpr in (False, True):
            lines.append(_line(name, _operands(row, n * 9, agpr=agpr)))
    base = _operands(row, 4, agpr=True)
    src2 = [s for s in row.operands if s.field == "src2"][0]
    if "c" in src2.kind:
        lines.append(_line(name, _operands(row, 0, "c", "src2", agpr=True)))
        lines.append(_line(name, _operands(row, 7, "c", "src2")))
    for opt in ("cbsz:1", "cbsz:4", "abid:1", "abid:15", "blgp:1", "blgp:7"):
        lines.append(_line(name, base, [opt]))
    if "neg" in row.flags:
        lines += [_line(name, base, [f"neg:{arr}"]) for arr in _arrays(3)[1:]]
    lines.append(_line(name, base, ["cbsz:2", "abid:3", "blgp:4"]))
    agpr_srcs = [("a" + t[1:]) if t.startswith("v") else t for t in base]
    lines.append(_line(name, agpr_srcs))
    return lines


def samples(target, table):
    """Corpus lines of every vop64 row of a target."""
    lines = []
    for row in table.rows:
        if row.enc == "VOP3":
            name = row.name + ("_e64" if "e64" in row.flags or not row.operands else "")
            lines += _vop3_lines(row, name)
        elif row.enc == "VOP3P" and row.fmt == "MAI":
            lines += _mai_lines(row)
        elif row.enc == "VOP3P":
            lines += _vop3p_lines(row)
    return lines
