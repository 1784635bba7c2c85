"""Differential programs of the VALU forms native/lanes.py translates: every covered VOP1/VOP2
mnemonic in DPP forms (each dpp_ctrl kind, random row/bank masks, bound_ctrl on and off, src0
its own destination) and SDWA forms (every src_sel/dst_sel, each dst_unused, sext, abs/neg,
SGPR and constant sources), and the packed FP32 instructions with random op_sel, op_sel_hi,
neg_lo and neg_hi over VGPR pairs, SGPR pairs and constants (differential.programs adds them)."""
from gcnsim.asm import assemble
from gcnsim.errors import GcnsimError
from gcnsim.native.ops import VALU
from gcnsim.native.vector import SATURATING

SOURCES = 32
DPP_CONTROLS = ("quad_perm:[{q}]", "row_shl:{k}", "row_shr:{k}", "row_ror:{k}", "wave_shl:1",
                "wave_rol:1", "wave_shr:1", "wave_ror:1", "row_mirror", "row_half_mirror",
                "row_bcast:15", "row_bcast:31", "row_newbcast:{n}")
SELS = ("BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD")
UNUSED = ("UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE")
PACKED_CONSTANTS = ("1.0", "-2", "0.5", "0", "-4.0")


def lane_lines(name, target, rng, vop3_only):
    """DPP and SDWA forms of a VOP1/VOP2 mnemonic that assemble on ``target`` (``{d}`` the
    destination); none where the mnemonic has no such form."""
    gen = VALU[name]
    if (gen.vout != 1 or gen.mask or gen.mask_out or gen.widths or gen.packed
            or gen.arity > 2 or name in vop3_only):
        return []
    floats = gen.typ in ("f32", "f16")

    def v(mods=True):
        reg = f"v{rng.integers(SOURCES)}"
        if not mods:
            return reg
        if floats:
            return str(rng.choice((reg, f"-{reg}", f"|{reg}|", f"-|{reg}|")))
        return str(rng.choice((reg, f"sext({reg})")))
    lines = []
    for _ in range(3):
        ctrl = str(rng.choice(DPP_CONTROLS)).format(
            q=",".join(str(x) for x in rng.integers(0, 4, 4)), k=rng.integers(1, 16),
            n=rng.integers(0, 16))
        bound = " bound_ctrl:1" if rng.random() < 0.5 else ""
        srcs = [v() if floats else v(False) for _ in range(gen.arity)]
        lines.append(f"{name}_dpp {{d}}, {', '.join(srcs)} {ctrl} row_mask:0x"
                     f"{rng.integers(1, 16):x} bank_mask:0x{rng.integers(1, 16):x}{bound}")
    lines.append(f"{name}_dpp {{d}}, {{d}}{', v5' if gen.arity == 2 else ''} row_shr:1 "
                 f"row_mask:0xf bank_mask:0xf bound_ctrl:1")
    for _ in range(3):
        srcs = [v() for _ in range(gen.arity)]
        if rng.random() < 0.3:
            srcs[-1] = f"s{rng.integers(SOURCES)}"
        sels = [f" src{i}_sel:{rng.choice(SELS)}" for i in range(gen.arity)]
        lines.append(f"{name}_sdwa {{d}}, {', '.join(srcs)} dst_sel:{rng.choice(SELS)} "
                     f"dst_unused:{rng.choice(UNUSED)}{''.join(sels)}")
    return [line for line in lines if _assembles(line, target)]


def packed_lines(name, rng):
    """Forms of a packed FP32 mnemonic (``{d}`` its pair)."""
    gen = VALU[name]

    def pair(scalar=False):
        k = 2 * rng.integers(SOURCES // 2)
        return f"{'s' if scalar else 'v'}[{k}:{k + 1}]"

    def bits():
        return "[" + ",".join(str(x) for x in rng.integers(0, 2, gen.arity)) + "]"
    lines = []
    for form in range(6):
        srcs = [pair() for _ in range(gen.arity)]
        if form % 3 == 1:
            srcs[rng.integers(gen.arity)] = pair(True)
        elif form % 3 == 2:
            srcs[rng.integers(gen.arity)] = str(rng.choice(PACKED_CONSTANTS))
        mods = f" op_sel:{bits()}"
        if gen.typ == "f32":
            mods += f" op_sel_hi:{bits()} neg_lo:{bits()} neg_hi:{bits()}"
        lines.append(f"{name} {{d}}, {', '.join(srcs)}{mods if form else ''}")
    return lines


def result_lines(name, target, rng):
    """VOP3 forms of a mnemonic with clamp and omod (float results) or clamp (the saturating
    integer adds) that assemble on ``target``."""
    gen = VALU[name]
    floats = gen.typ in ("f32", "f64") and (gen.out or gen.typ) in ("f32", "f64")
    if gen.packed or gen.mask_out or gen.mask or not (floats or name in SATURATING):
        return []
    widths = gen.widths or (1,) * gen.arity

    def v(width):
        k = rng.integers(SOURCES // width) * width
        return f"v{k}" if width == 1 else f"v[{k}:{k + 1}]"
    suffix = "_e64" if gen.arity < 3 and gen.vout == 1 and not gen.widths else ""
    tails = (" clamp", " mul:2", " mul:4 clamp", " div:2") if floats else (" clamp",)
    lines = []
    for tail in tails:
        srcs = [v(w) for w in widths[:gen.arity]]
        if floats and rng.random() < 0.5:
            srcs[0] = "-" + srcs[0]
        lines.append(f"{name}{suffix} {{d}}, {', '.join(srcs)}{tail}")
    return [line for line in lines if _assembles(line, target, gen.vout)]


def _assembles(line, target, dwords=1):
    try:
        assemble(line.format(d="v40" if dwords == 1 else "v[40:41]"), target)
    except GcnsimError:
        return False
    return True
