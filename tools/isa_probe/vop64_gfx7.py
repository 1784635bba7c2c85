"""gfx701 vop64 rows, text-first: LLVM cannot disassemble gfx7, so candidate mnemonics (the
gfx900 VOP3 names, gfx7's own names, every VOPC compare) are assembled with distinctive operands
(dst v8 / s[8:9], sdst s[30:31], sources 20/40/60) and llvm-mc's bytes and echoed text give
opcode (bits 25:17), operand fields and widths; variants with modifiers, SGPRs and constants
give each source's kind letters (see tools/isa_probe/vop64.py).

    probe_gfx7("gfx701") -> [("VOP3", 257, "v_add_i32", "vdst:v:1 sdst:s:2 src0:svf:1 ...",
                              "e64 fmt=VOP3B"), ...]
"""
from itertools import product

from gcnsim.isa.opcodes import op_table
from tools.llvm import assemble_lines

_FCMP = ("f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle", "neq",
         "nlt", "tru")
_ICMP = ("f", "lt", "eq", "le", "gt", "ne", "ge", "t")
GFX7_NAMES = (
    "v_add_i32 v_sub_i32 v_subrev_i32 v_addc_u32 v_subb_u32 v_subbrev_u32 v_mac_legacy_f32 "
    "v_min_legacy_f32 v_max_legacy_f32 v_lshr_b32 v_ashr_i32 v_lshl_b32 v_lshl_b64 v_lshr_b64 "
    "v_ashr_i64 v_mullit_f32 v_mac_f32 v_mad_f32 v_mul_lo_i32 v_log_clamp_f32 v_rcp_clamp_f32 "
    "v_rcp_clamp_f64 v_rsq_clamp_f32 v_rsq_clamp_f64 v_rcp_legacy_f32 v_rsq_legacy_f32 "
    "v_exp_legacy_f32 v_log_legacy_f32 v_mov_fed_b32 v_ffbh_u32 v_ffbl_b32 v_ffbh_i32 "
    "v_cvt_off_f32_i4 v_movreld_b32 v_movrels_b32 v_movrelsd_b32 v_cvt_pk_u8_f32 "
    "v_qsad_pk_u16_u8 v_mqsad_u32_u8 v_mqsad_pk_u16_u8 v_mad_u64_u32 v_mad_i64_i32 "
    "v_cvt_pknorm_i16_f32 v_cvt_pknorm_u16_f32 v_cvt_pkrtz_f16_f32 v_cvt_pk_u16_u32 "
    "v_cvt_pk_i16_i32 v_bfm_b32 v_ldexp_f32 v_mbcnt_lo_u32_b32 v_mbcnt_hi_u32_b32 "
    "v_bcnt_u32_b32 v_cvt_f16_f32 v_cvt_f32_f16 v_subrev_f32 v_cndmask_b32 v_madmk_f32 "
    "v_cvt_rpi_i32_f32 v_cvt_flr_i32_f32 v_readlane_b32 v_writelane_b32").split()


def _candidate_names():
    names = set(GFX7_NAMES)
    for row in op_table("gfx900").rows:
        if row.enc == "VOP3":
            names.add(row.name)
    for cmp in ("cmp", "cmpx", "cmps", "cmpsx"):
        for op, ty in product(_FCMP, ("f32", "f64")):
            names.add(f"v_{cmp}_{op}_{ty}")
    for cmp, op, ty in product(("cmp", "cmpx"), _ICMP, ("i32", "u32", "i64", "u64")):
        names.add(f"v_{cmp}_{op}_{ty}")
    for cmp, ty in product(("cmp", "cmpx"), ("f32", "f64")):
        names.add(f"v_{cmp}_class_{ty}")
    return sorted(names)


def _reg(file, n, width):
    return f"{file}{n}" if width == 1 else f"{file}[{n}:{n + width - 1}]"


def _shapes():
    """Operand lists (dst..., sources) with distinctive numbers, fewest sources last."""
    out = []
    dsts = [["v8"], ["v[8:9]"], ["v[8:11]"], ["s[8:9]"], ["v8", "s[30:31]"],
            ["v[8:9]", "s[30:31]"], ["s8"]]
    for count in (3, 2, 1, 0):
        for widths in product((1, 2, 4) if count else (), repeat=count):
            srcs = [_reg("v", 20 * (i + 1), w) for i, w in enumerate(widths)]
            for dst in dsts:
                out.append(dst + srcs)
                if count == 3:
                    out.append(dst + srcs[:2] + [_reg("s", 60, widths[2])])
                if count and dst == ["s8"]:
                    out.append(dst + srcs[:1] + [_reg("s", 40 + 20 * i, w)
                                                 for i, w in enumerate(widths[1:], 1)])
    return out + [[]]


def _is_vop3(data):
    return data is not None and len(data) == 8 and \
        (int.from_bytes(data[:4], "little") & 0xFC000000) == 0xD0000000


def _first_shapes(names):
    """name -> (echoed text, bytes) of the first VOP3 shape llvm-mc accepts."""
    shapes = _shapes()
    lines = []
    for name in names:
        for suffix in ("_e64", ""):
            lines += [(name, f"{name}{suffix} " + ", ".join(s)) for s in shapes]
    found = {}
    for (name, _), res in zip(lines, assemble_lines("gfx701", [t for _, t in lines])):
        if res is not None and _is_vop3(res[1]) and name not in found:
            found[name] = res
    return found


def _operands(text):
    mnemonic, _, rest = text.partition(" ")
    parts = rest.split(", ") if rest else []
    if parts:
        parts[-1] = parts[-1].split(" ")[0]
    return mnemonic, parts


def _variants(text, parts, mnemonic):
    """(key, line) variants of an accepted line: modifiers, SGPRs and constants per source."""
    srcs = [i for i, p in enumerate(parts) if p.startswith("v") and ("20" in p or "40" in p
                                                                     or "60" in p)]
    base = mnemonic + " " + ", ".join(parts)
    out = [("clamp", base + " clamp"), ("omod", base + " mul:2")]
    for k, i in enumerate(srcs):
        for key, new in (("neg", "-" + parts[i]), ("abs", f"|{parts[i]}|"),
                         ("s", "s" + parts[i][1:]), ("f", "1.0"), ("c", "1")):
            p = list(parts)
            p[i] = new
            out.append((f"{key}{k}", mnemonic + " " + ", ".join(p)))
    return srcs, out


def probe_gfx7(target):
    """Rows of gfx701's VOP3 opcode space."""
    found = _first_shapes(_candidate_names())
    jobs = []
    info = {}
    for name, (text, data) in found.items():
        mnemonic, parts = _operands(text)
        srcs, variants = _variants(text, parts, mnemonic)
        info[name] = (mnemonic, parts, srcs, data)
        jobs += [((name, key), line) for key, line in variants]
    results = assemble_lines(target, [line for _, line in jobs])
    ok = {key for (key, _), res in zip(jobs, results) if res is not None and _is_vop3(res[1])}
    rows = {}
    for name, (mnemonic, parts, srcs, data) in info.items():
        op = (int.from_bytes(data[:4], "little") >> 17) & 0x1FF
        rows.setdefault(op, _row(name, mnemonic, parts, srcs, op, ok))
    return list(rows.values())


def _row(name, mnemonic, parts, srcs, op, ok):
    specs = []
    vop3b = False
    for i, part in enumerate(parts):
        width = 1 if "[" not in part else \
            int(part.split(":")[1][:-1]) - int(part.split("[")[1].split(":")[0]) + 1
        if i in srcs or (part.startswith("s") and ("60" in part or "40" in part)):
            k = srcs.index(i) if i in srcs else None
            field = "src" + _src_index(parts, i)
            kind = "v" if k is not None else "s"
            if k is not None:
                kind += "".join(letter for letter, key in (("s", "s"), ("f", "f"),
                                                           ("a", "abs"), ("n", "neg"))
                                if (name, f"{key}{k}") in ok)
                if (name, f"c{k}") in ok and "s" not in kind:
                    kind += "s"
            specs.append(f"{field}:{''.join(sorted(kind))}:{width}")
        elif "30" in part:
            vop3b = True
            specs.append(f"sdst:s:{width}")
        else:
            specs.append(f"vdst:{part[0]}:{width}")
    flags = ["e64"] if mnemonic.endswith("_e64") else []
    canonical = mnemonic[:-4] if flags else mnemonic      # LLVM's name, not the alias tried
    if vop3b:
        flags.append("fmt=VOP3B")
    flags += [f for f in ("clamp", "omod") if (name, f) in ok]
    return ("VOP3", op, canonical, " ".join(specs), " ".join(flags))


def _src_index(parts, i):
    for field, number in (("0", "20"), ("1", "40"), ("2", "60")):
        if number in parts[i]:
            return field
    return "0"
