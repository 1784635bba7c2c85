"""The 64-bit VALU encodings: VOP3 (VOP3A, VOP3B), VOP3P and MAI (MFMA).

VOP3A carries up to three 9-bit sources with abs/neg/clamp/omod (and, on gfx9, op_sel);
VOP3B shares VOP3A's opcode space but puts a scalar carry-out ``sdst`` where abs/op_sel were
(rows say so with ``fmt=VOP3B``). VOP3P (packed math) and MAI (matrix cores, gfx90a+) share
one opcode space; MAI rows say ``fmt=MAI``. gfx7's VOP3 has a 9-bit opcode at bits 25:17.

    >>> from gcnsim.isa.formats import format_named
    >>> fmt = format_named("gfx900", "VOP3")     # v_add_f32_e64 v1, v2, s3
    >>> hex(fmt.pack({"op": 0x101, "vdst": 1, "src0": 258, "src1": 3}))
    '0x702d1010001'
"""
from . import Format

SRCS = (("src0", 32, 9), ("src1", 41, 9), ("src2", 50, 9))


def _vop3(op_lo, op_width, clamp_at, op_sel):
    """(VOP3A, VOP3B) of a generation."""
    a = [("vdst", 0, 8), ("abs", 8, 3), ("clamp", clamp_at, 1), ("op", op_lo, op_width),
         *SRCS, ("omod", 59, 2), ("neg", 61, 3)]
    if op_sel:
        a.insert(2, ("op_sel", 11, 4))
    b = [("vdst", 0, 8), ("sdst", 8, 7), ("op", op_lo, op_width), *SRCS, ("omod", 59, 2),
         ("neg", 61, 3)]
    if clamp_at == 15:
        b.insert(2, ("clamp", 15, 1))
    return (Format("VOP3", "VOP3", 2, 0xFC000000, 0xD0000000, tuple(a), suffix="_e64"),
            Format("VOP3B", "VOP3", 2, 0xFC000000, 0xD0000000, tuple(b), suffix="_e64"))


def formats(target):
    """VOP3 and VOP3B; on gfx9 also VOP3P; with matrix cores also MAI."""
    if target.generation < 9:
        return list(_vop3(17, 9, 11, op_sel=False))
    out = list(_vop3(16, 10, 15, op_sel=True))
    out.append(Format("VOP3P", "VOP3P", 2, 0xFF800000, 0xD3800000, (
        ("vdst", 0, 8), ("neg_hi", 8, 3), ("op_sel", 11, 3), ("op_sel_hi2", 14, 1),
        ("clamp", 15, 1), ("op", 16, 7), *SRCS, ("op_sel_hi", 59, 2), ("neg_lo", 61, 3))))
    if target.has("mfma"):
        out.append(Format("MAI", "VOP3P", 2, 0xFF800000, 0xD3800000, (
            ("vdst", 0, 8), ("cbsz", 8, 3), ("abid", 11, 4), ("acc_cd", 15, 1), ("op", 16, 7),
            *SRCS, ("acc", 59, 2), ("blgp", 61, 3))))
    return out
