"""Graphics-only encoding formats: MIMG, EXP and VINTRP, declared so the decoder names them.

gcnsim runs compute kernels only. These formats are listed with ``supported=False``: a word
with their prefix decodes to a clear DecodeError ("MIMG is a graphics format gcnsim does not
support") instead of being misread as another format. A format the target lacks is not listed
(gfx90a has no EXP or VINTRP, gfx942 none of the three; llvm-objdump-19 prints their words as
``.long``): its prefix is no instruction there.

    >>> from gcnsim.isa.targets import get_target
    >>> [f.name for f in formats(get_target("gfx900"))]
    ['MIMG', 'EXP', 'VINTRP']
"""
from . import Format

PREFIX_MASK = 0x3F << 26
# Prefix (bits 26-31) of each graphics format, per generation (ISA manuals, "Microcode
# Formats"): gfx7 moved EXP and VINTRP when gfx8 made room for the 64-bit VOP encodings.
PREFIXES = {7: (("MIMG", 0x3C), ("EXP", 0x3E), ("VINTRP", 0x32)),
            9: (("MIMG", 0x3C), ("EXP", 0x31), ("VINTRP", 0x35))}
WORDS = {"MIMG": 2, "EXP": 2, "VINTRP": 1}
# The compute-only chips' missing graphics formats (LLVM: gfx90a has no EXP or VINTRP, the
# gfx940 series no MIMG either).
ABSENT = {"gfx90a": ("EXP", "VINTRP"), "gfx942": ("MIMG", "EXP", "VINTRP")}


def formats(target):
    """The graphics formats of a target, all unsupported."""
    return [Format(name, name, WORDS[name], PREFIX_MASK, prefix << 26, (("op", 0, 0),),
                   supported=False)
            for name, prefix in PREFIXES[target.generation]
            if name not in ABSENT.get(target.name, ())]
