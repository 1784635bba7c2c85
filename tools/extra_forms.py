"""Assembly lines in the other spellings LLVM accepts, for tools/gen_llvm_tests_corpus.py.

The golden corpus (tests/data/corpus) writes each instruction the way LLVM prints it. LLVM's own
tests (llvm/test/MC/AMDGPU/*.s) also write: old and alternative mnemonics, mnemonics without the
encoding suffix whose operands force VOP3, SDWA or DPP, registers as ``v[1]``, ``[v1,v2]`` or
``acc1``, integers in hex, octal, binary or as expressions, floats as ``.5``, modifiers as
``neg(...)``/``abs(...)``, and the named forms of s_waitcnt, hwreg, sendmsg and swizzle. Each
generator below writes such lines of its own from the opcode tables and the golden corpus:

    promotions:  v_add_f32_e32 v1, v2, v3      -> v_add_f32 v1, v2, s3      (VOP3)
                                                 v_add_f32 v1, v2, v3 dst_sel:WORD_1 (SDWA)
    spellings:   v_add_f32_e64 v1, -v2, |v3|   -> v_add_f32_e64 v[1], neg(v2), abs(v3)
"""
import re

from gcnsim.asm.lexer import split_mnemonic, split_operands
from gcnsim.isa.operands import parse_int, parse_reg
from tools.isa_probe.aliases import candidate_lines, corpus_operands
from tools.isa_probe.vop32 import _text as vop32_text

_VOP32 = ("VOP1", "VOP2", "VOPC")


# ---------------------------------------------------------------- aliases

def alias_lines(target, table):
    """Lines written with the target's alias mnemonics (tools/isa_probe/aliases.py)."""
    return [line for line in candidate_lines(target, corpus_operands())
            if table.lookup(line.split()[0])[0]]


# ---------------------------------------------------------------- promotions

_E64_FORMS = (
    # (operand choices for _text: src0, src1, sdst; options after the operands)
    ("v{a}", "s{s}", "vcc", ""),
    ("s{s}", "v{b}", "s[{p}:{p1}]", ""),
    ("v{a}", "v{b}", "vcc", "clamp"),
    ("v{a}", "v{b}", "vcc", "mul:2"),
    ("-v{a}", "|v{b}|", "vcc", ""),
    ("v{a}", "-v{b}", "vcc", "div:2"),
    ("|v{a}|", "1.0", "vcc", ""),
    ("v{a}", "0.5", "vcc", "clamp mul:4"),
    ("v{a}", "v{b}", "exec", ""),
)
_SDWA_OPTIONS = ("dst_sel:WORD_1", "src0_sel:BYTE_1", "dst_sel:BYTE_0 dst_unused:UNUSED_PAD",
                 "src0_sel:WORD_0 src1_sel:BYTE_2", "dst_unused:UNUSED_SEXT")
_DPP_OPTIONS = ("row_shl:1", "quad_perm:[1,0,3,2]", "row_ror:3 row_mask:0x5",
                "wave_shr:1 bank_mask:0x3 bound_ctrl:0", "row_mask:0x3", "bound_ctrl:0",
                "row_newbcast:2")


def _widen(text, width):
    """``v5`` -> ``v[5:6]`` for 64-bit operands."""
    def wide(m):
        index = int(m.group(2))
        return f"{m.group(1)}[{index}:{index + width - 1}]"
    return re.sub(r"\b([vs])(\d+)\b", wide, text) if width > 1 else text


def promotion_lines(table):
    """Every VOP1/VOP2/VOPC row written without suffix, with operands or options that need the
    VOP3, SDWA or DPP encoding (not v_nop, whose SDWA and DPP forms nobody writes)."""
    out = []
    for n, row in enumerate(r for r in table.rows if r.enc in _VOP32 and r.operands):
        widths = {o.field: o.width for o in row.operands}
        regs = {"a": (n * 7) % 200 + 2, "b": (n * 11) % 200 + 3, "s": (n * 2) % 90,
                "p": (n * 2) % 90, "p1": (n * 2) % 90 + 1}
        for k, (src0, src1, sdst, options) in enumerate(_E64_FORMS):
            s0 = _widen(src0.format(**regs), widths.get("src0", 1))
            s1 = _widen(src1.format(**regs), widths.get("vsrc1", 1))
            line = vop32_text(row, "", s0, s1, n + k, sdst)
            out.append(f"{line} {options}".strip())
        s0 = _widen("v{a}".format(**regs), widths.get("src0", 1))
        for k, options in enumerate(_SDWA_OPTIONS + _DPP_OPTIONS):
            out.append(vop32_text(row, "", s0, None, n + k) + " " + options)
    return out


# ---------------------------------------------------------------- spellings

def _register_spellings(text, target):
    """Other ways to write a register token, or [] if it is none."""
    reg = parse_reg(target, text)
    if reg is None or text.startswith("["):
        return []
    if reg.file in ("v", "s", "a", "ttmp"):
        names = [f"{reg.file}{reg.index + i}" for i in range(reg.count)]
        out = ["[" + ",".join(names) + "]"]
        if reg.count == 1:
            out += [f"{reg.file}[{reg.index}]", f"{reg.file}[{reg.index}:{reg.index}]"]
        else:
            out.append(f"{reg.file}[{reg.index}:{reg.index + reg.count - 1}]".replace(
                ":", " : ").replace("[", "[ ").replace("]", " ]"))
        if reg.file == "a":
            out.append(text.replace("a", "acc", 1))
        return out
    if reg.count == 2 and text in ("vcc", "exec", "flat_scratch", "xnack_mask", "tba", "tma"):
        return [f"[{text}_lo,{text}_hi]"]
    return []


def _integer_spellings(text):
    value = parse_int(text)
    if value is None:
        return []
    out = [f"({text})", f"{value + 3}-3", f"{value}*1"]
    if value >= 0:
        out += [hex(value), f"0b{value:b}", f"0{value:o}" if value else "00"]
        out.append(f"0x{value:X}")
    else:
        out += [f"-{hex(-value)}", f"-({-value})", f"~{~value}"]
    return out


def _float_spellings(text):
    if not re.fullmatch(r"-?\d+\.\d+", text):
        return []
    sign, body = ("-", text[1:]) if text.startswith("-") else ("", text)
    whole, frac = body.split(".")
    out = [f"{sign}{body}0", f"{sign}{body}e0", f"{sign}{float(body) * 10:g}e-1"]
    if whole == "0":
        out.append(f"{sign}.{frac}")
    if frac == "0":
        out.append(f"{sign}{whole}.")
    return out


def _modifier_spellings(text):
    out = []
    if text.startswith("-|") and text.endswith("|"):
        inner = text[2:-1]
        out += [f"neg(abs({inner}))", f"-abs({inner})", f"neg(|{inner}|)"]
    elif text.startswith("|") and text.endswith("|"):
        out.append(f"abs({text[1:-1]})")
    elif text.startswith("-") and text[1:2].isalpha():
        out.append(f"neg({text[1:]})")
    return out


def _token_spellings(text, target):
    head, sep, value = text.partition(":")
    if sep and head in ("offset", "offset0", "offset1", "row_mask", "bank_mask", "cbsz", "abid",
                        "blgp", "row_shl", "row_shr", "row_ror"):
        return [f"{head}:{v}" for v in _integer_spellings(value)[3:5]]
    return (_register_spellings(text, target) or _integer_spellings(text)
            or _float_spellings(text) or _modifier_spellings(text))


def spelling_lines(target, lines, per_line=3):
    """Each line with one operand token respelled (a few variants per line), plus the line with
    blanks changed: none after commas, several after the mnemonic or commas."""
    out = []
    for n, line in enumerate(lines):
        mnemonic, _, rest, rcol = split_mnemonic(line)
        tokens = split_operands(rest, rcol)
        variants = []
        for i, tok in enumerate(tokens):
            for alt in _token_spellings(tok.text, target):
                start = tok.column - 1
                variants.append(line[:start] + alt + line[start + len(tok.text):])
        for k in range(min(per_line, len(variants))):
            out.append(variants[(n * 7 + k * 5) % len(variants)])
        blanks = (line.replace(", ", ","), line.replace(" ", "    ", 1),
                  line.replace(", ", " ,  "), "  " + line + "  ")[n % 4]
        out.append(blanks)
    return out


# ---------------------------------------------------------------- named syntax

def syntax_lines(target):
    """Hand-written forms of operands with their own syntax (from LLVM's tests): counters,
    hardware registers, messages, swizzles, special registers, expressions."""
    lines = [
        "s_waitcnt vmcnt(0) & lgkmcnt(0)", "s_waitcnt vmcnt(1), expcnt(2)",
        "s_waitcnt lgkmcnt(3) vmcnt(2)", "s_waitcnt 0", "s_waitcnt 0x3f70",
        "s_waitcnt vmcnt_sat(100)", "s_waitcnt expcnt_sat(9) lgkmcnt_sat(99)",
        "s_waitcnt lgkmcnt(0) & expcnt(0) & vmcnt(0)", "s_waitcnt vmcnt(63)",
        "s_getreg_b32 s1, hwreg(HW_REG_MODE)", "s_getreg_b32 s1, hwreg(6, 0, 32)",
        "s_getreg_b32 s1, hwreg(HW_REG_HW_ID, 8, 4)", "s_getreg_b32 s1, 0x1801",
        "s_getreg_b32 s1, {id: 1, offset: 2, size: 3}", "s_setreg_b32 hwreg(1, 0, 4), s2",
        "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0xf", "s_sendmsg sendmsg(MSG_INTERRUPT)",
        "s_sendmsg sendmsg(2, 1, 0)", "s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)", "s_sendmsg 0x22",
        "s_sendmsghalt sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT)",
        "s_set_gpr_idx_on s0, gpr_idx(SRC0,SRC1,SRC2,DST)", "s_set_gpr_idx_on s0, gpr_idx()",
        "s_set_gpr_idx_on s0, 3", "s_set_gpr_idx_mode gpr_idx(DST)",
        "ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM,0,1,2,3)",
        "ds_swizzle_b32 v1, v2 offset:swizzle(BITMASK_PERM,\"01pip\")",
        "ds_swizzle_b32 v1, v2 offset:swizzle(BROADCAST,8,7)",
        "ds_swizzle_b32 v1, v2 offset:swizzle(SWAP,16)",
        "ds_swizzle_b32 v1, v2 offset:swizzle(REVERSE,4)", "ds_swizzle_b32 v1, v2 offset:0xffff",
        "s_mov_b32 s0, src_scc", "s_mov_b32 s0, scc", "s_mov_b32 s0, vccz", "s_mov_b32 s0, execz",
        "v_mov_b32 v0, src_lds_direct", "v_mov_b32 v0, lds_direct", "s_mov_b32 s0, shared_base",
        "s_mov_b64 s[0:1], src_private_base", "s_mov_b32 s0, src_pops_exiting_wave_id",
        "s_mov_b64 [s0,s1], [s2,s3]", "s_mov_b32 ttmp[1], ttmp[2]", "s_mov_b32 s0, 1+2",
        "s_mov_b32 s0, (1+2)*3", "s_mov_b32 s0, -(5)", "s_mov_b32 s0, 1<<4", "s_mov_b32 s0, ~0",
        "s_mov_b32 s0, 0xffffffff", "s_mov_b32 s0, 4294967295", "s_mov_b32 s0, 0x7fffffff",
        "s_mov_b32 s0, 010", "s_mov_b32 s0, 0b101", "s_mov_b64 s[0:1], 0xffffffff",
        "s_mov_b64 s[0:1], -1", "s_mov_b64 s[0:1], 0x80000000", "s_add_u32 s0, s1, 0xfffffff0",
        "v_mov_b32 v0, 0xfffffff0", "v_add_u32 v0, 0xffffffc0, v1", "v_mov_b32 v0, -0x40",
        "s_movk_i32 s0, 0xffff", "s_movk_i32 s0, -1", "s_movk_i32 s0, 65535",
        "s_cmpk_eq_u32 s0, 0x8000", "s_nop 1+1", "s_branch 4", "s_branch -4", "s_cbranch_scc0 0",
        "v_add_f32 v1, 0.15915494, v2", "v_add_f32 v1, 0x3e22f983, v2",
        "v_add_f16 v1, 0.15915494, v2", "v_add_f16 v1, 0x3118, v2", "v_fract_f64 v[0:1], 0.5",
        "v_fract_f64 v[0:1], 0x3fe00000", "v_fract_f64 v[0:1], 0.15915494309189532",
        "v_mov_b32 v0, 1.5", "v_mov_b32 v0, -1.5", "v_mov_b32 v0, 1e1",
        "v_lshlrev_b32 v0, 0.5, v1", "v_cvt_f32_f16 v0, -0.5", "v_cvt_f32_f16 v0, 0.25",
    ]
    if target.generation >= 9:
        lines += [
            "global_load_dword v1, v[2:3], off offset:-4096", "global_load_dword v1, v2, s[4:5]",
            "global_load_dword v1, v[2:3], off offset:0xfff", "scratch_load_dword v1, off, s2",
            "flat_load_dword v1, v[2:3] offset:4095", "s_load_dword s1, s[2:3], -0x10",
            "s_load_dword s1, s[2:3], s4 offset:0x10", "v_pk_add_f16 v0, v1, v2 op_sel:[1,0]",
            "v_pk_add_f16 v0, v1, 1.0 op_sel_hi:[0,0]", "v_mad_mix_f32 v0, v1, v2, v3",
            "v_add_u32 v0, v1, v2 clamp", "v_add_co_u32 v0, s[0:1], v1, v2 clamp",
            "v_med3_f16 v0, v1, v2, v3 op_sel:[1,1,1,1]", "s_getpc_b64 s[0:1]",
            "v_cndmask_b32 v0, v1, v2, s[4:5]", "v_cndmask_b32_sdwa v0, v1, v2, vcc",
            "v_mov_b32 v0, v1 row_shl:1 row_mask:15 bank_mask:15",
            "v_mov_b32_sdwa v0, v1 src0_sel:WORD_1 dst_sel:BYTE_0",
        ]
    lines += [
        "global_load_dword v2, v[2:3], off noglc", "global_load_dword v2, v[2:3], off glc noslc",
        "global_load_dword v2, v[2:3], off slc glc", "buffer_load_dword v5, off, s[8:11], s3 noglc",
        "ds_read_b32 v1, v2 nogds", "flat_load_dword v1, v[2:3] noglc",
        "v_add_f32_e64 v0, v1, v2 noclamp", "s_load_dword s2, s[2:3], 0x0 noglc",
        "global_load_dword v2, v[2:3], off nosc0", "global_load_dword v2, v[2:3], off sc0 nont",
        "buffer_load_dword v5, off, s[8:11], s3 sc0 nt sc1", "buffer_wbl2 sc1",
        "buffer_wbl2 sc0 sc1", "scratch_load_lds_dword v2, s4 offset:4",
        "scratch_load_lds_dword off, off offset:4", "global_load_lds_dword v2, s[4:5] offset:4",
        "v_mov_b64 v[2:3], v[4:5] row_newbcast:1", "v_lshl_add_u64 v[2:3], v[4:5], 3, s[2:3]",
        "s_getreg_b32 s1, hwreg(20)", "s_getreg_b32 s1, hwreg(25)",
        "v_cndmask_b32 v0, v1, v2, vcc", "v_cndmask_b32_e64 v0, s1, v2, s[2:3]",
        "v_addc_co_u32 v0, vcc, v1, v2, vcc", "v_add_f32 v0, v1, v2 clamp",
        "v_and_b32 v1, v2, v3 clamp", "v_cvt_f32_i32 v0, v1 mul:2",
        "tbuffer_load_format_x v1, v2, s[0:3], 0 format:[BUF_NUM_FORMAT_FLOAT,BUF_DATA_FORMAT_32]"
        " offen",
    ]
    if target.has("agpr"):
        lines += ["v_accvgpr_read_b32 v0, acc1", "v_accvgpr_write_b32 acc1, v0",
                  "v_accvgpr_mov_b32 a1, a2", "global_load_dword a1, v[2:3], off",
                  "v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[4:7] cbsz:1 abid:2 blgp:3"]
    return lines

