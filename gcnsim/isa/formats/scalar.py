"""Scalar encodings: SOP1, SOP2, SOPK, SOPC, SOPP, and scalar memory (SMEM on gfx9, SMRD on
gfx7), as bit-field tables checked against llvm-mc-19 -show-encoding.

The SALU formats share a prefix ladder in dword 0: SOP2 is ``10`` in bits 31:30, SOPK ``1011``
in 31:28, and SOP1 / SOPC / SOPP are the 9-bit prefixes ``0x17D / 0x17E / 0x17F`` in 31:23 that
SOP2 and SOPK would otherwise read as opcodes (identification tries the longest mask first).

    s_mov_b32 s0, 1                      0xBE800081   SOP1 sdst=0 op=0 ssrc0=129
    s_load_dword s5, s[2:3], 0x12345     0xC0020141 0x00012345   SMEM (gfx9) sbase=1 sdata=5
    s_load_dword s1, s[2:3], 0x1234      0xC00082FF 0x00001234   SMRD (gfx7) literal offset

SMRD's literal-offset form (imm=0, offset=255, a 32-bit offset dword follows; CI and later) is
its own Format, SMRD_LIT, identified by those bits so the plain 8-bit offset 0xff (imm=1) does
not read a literal.
"""
from . import Format

_SALU = (
    Format("SOP1", "SOP1", 1, 0xFF800000, 0xBE800000,
           (("ssrc0", 0, 8), ("op", 8, 8), ("sdst", 16, 7)), ("ssrc0",)),
    Format("SOPC", "SOPC", 1, 0xFF800000, 0xBF000000,
           (("ssrc0", 0, 8), ("ssrc1", 8, 8), ("op", 16, 7)), ("ssrc0", "ssrc1")),
    Format("SOPP", "SOPP", 1, 0xFF800000, 0xBF800000,
           (("simm16", 0, 16), ("op", 16, 7))),
    Format("SOPK", "SOPK", 1, 0xF0000000, 0xB0000000,
           (("simm16", 0, 16), ("sdst", 16, 7), ("op", 23, 5))),
    Format("SOP2", "SOP2", 1, 0xC0000000, 0x80000000,
           (("ssrc0", 0, 8), ("ssrc1", 8, 8), ("sdst", 16, 7), ("op", 23, 7)),
           ("ssrc0", "ssrc1")),
)

# GFX9 SMEM: dword 1 holds the 21-bit byte offset (imm=1) or, with imm=0 and soe=0, the SGPR
# that supplies it; soe=1 adds the SGPR in soffset (bits 63:57) to the immediate. The reserved
# bits are fields so that a decoded word re-encodes whole (the decoder rejects them non-zero).
_SMEM = Format("SMEM", "SMEM", 2, 0xFC000000, 0xC0000000,
               (("sbase", 0, 6), ("sdata", 6, 7), ("reserved13", 13, 1), ("soe", 14, 1),
                ("nv", 15, 1), ("glc", 16, 1), ("imm", 17, 1), ("op", 18, 8),
                ("offset", 32, 21), ("reserved53", 53, 4), ("soffset", 57, 7)))

# GFX7 SMRD: an 8-bit dword offset (imm=1) or the SGPR that holds a byte offset (imm=0).
_SMRD_FIELDS = (("offset", 0, 8), ("imm", 8, 1), ("sbase", 9, 6), ("sdst", 15, 7),
                ("op", 22, 5))
_SMRD = (
    Format("SMRD_LIT", "SMRD", 1, 0xF80001FF, 0xC00000FF, _SMRD_FIELDS, ("offset",)),
    Format("SMRD", "SMRD", 1, 0xF8000000, 0xC0000000, _SMRD_FIELDS),
)


def formats(target):
    """The scalar formats of a target: SMEM where it has it (gfx8+), else SMRD."""
    memory = (_SMEM,) if target.has("smem") else _SMRD
    return list(_SALU) + list(memory)
