"""The 32-bit VALU encodings VOP1, VOP2, VOPC and their SDWA and DPP extensions (gfx8+).

A VOP word holds one 9-bit source (src0), a VGPR source (vsrc1) and a VGPR destination; src0 =
0xF9 (SDWA) or 0xFA (DPP) says a second dword follows with the real src0 and the sub-dword
selects or the data-parallel controls (ISA manual "Vector ALU instructions", "SDWA", "DPP").

    v_add_f32_e32 v5, v1, v2          02 0a 04 01 -> VOP2 {op: 1, vdst: 5, vsrc1: 2, src0: 257}
    v_add_f32_dpp v5, v1, v2 row_shl:1 ...  VOP2 with src0 = 0xFA
                                      -> VOP2_DPP {src0: 1, dpp_ctrl: 0x101}
"""
from . import Extension, Format

SDWA_SRC = 0xF9
DPP_SRC = 0xFA

# (name, identifying mask, value, dword-0 fields); VOP2's opcode 0x3E/0x3F prefixes are VOPC/VOP1,
# which the more specific masks catch first.
_BASE = (
    ("VOP1", 0xFE000000, 0x7E000000, (("vdst", 17, 8), ("op", 9, 8))),
    ("VOP2", 0x80000000, 0x00000000, (("op", 25, 6), ("vdst", 17, 8), ("vsrc1", 9, 8))),
    ("VOPC", 0xFE000000, 0x7C000000, (("op", 17, 8), ("vsrc1", 9, 8))),
)

_SDWA_SRC_FIELDS = (
    ("src0", 32, 8), ("src0_sel", 48, 3), ("src0_sext", 51, 1), ("src0_neg", 52, 1),
    ("src0_abs", 53, 1), ("sdwa_r0", 54, 1), ("s0", 55, 1),
    ("src1_sel", 56, 3), ("src1_sext", 59, 1), ("src1_neg", 60, 1), ("src1_abs", 61, 1),
    ("sdwa_r1", 62, 1), ("s1", 63, 1),
)
_SDWA_DST_FIELDS = (("dst_sel", 40, 3), ("dst_unused", 43, 2), ("clamp", 45, 1),
                    ("omod", 46, 2))
_SDWA_SDST_FIELDS = (("sdst", 40, 7), ("sd", 47, 1))
_DPP_FIELDS = (
    ("src0", 32, 8), ("dpp_ctrl", 40, 9), ("dpp_r", 49, 2), ("bound_ctrl", 51, 1),
    ("src0_neg", 52, 1), ("src0_abs", 53, 1), ("src1_neg", 54, 1), ("src1_abs", 55, 1),
    ("bank_mask", 56, 4), ("row_mask", 60, 4),
)


def formats(target):
    """VOP1, VOP2, VOPC of a target, and on gfx8+ their _SDWA and _DPP forms."""
    out = []
    for name, mask, value, fields in _BASE:
        extensions = ()
        if target.has("sdwa"):
            extensions += (Extension("src0", SDWA_SRC, name + "_SDWA"),)
            dst = _SDWA_SDST_FIELDS if name == "VOPC" else _SDWA_DST_FIELDS
            out.append(Format(name + "_SDWA", name, 2, mask | 0x1FF, value | SDWA_SRC,
                              fields + dst + _SDWA_SRC_FIELDS, suffix="_sdwa"))
        if target.has("dpp"):
            extensions += (Extension("src0", DPP_SRC, name + "_DPP"),)
            out.append(Format(name + "_DPP", name, 2, mask | 0x1FF, value | DPP_SRC,
                              fields + _DPP_FIELDS, suffix="_dpp"))
        out.append(Format(name, name, 1, mask, value, fields + (("src0", 0, 9),),
                          literal_fields=("src0",), extensions=extensions, suffix="_e32"))
    return out
