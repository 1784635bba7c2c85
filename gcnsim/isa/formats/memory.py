"""Memory encoding formats: DS (LDS/GDS), FLAT/GLOBAL/SCRATCH, MUBUF and MTBUF.

FLAT, GLOBAL and SCRATCH share the FLAT prefix and differ in the segment field (bits 14-15),
so each is its own Format with ``seg`` in its match bits. Cache-policy bits keep one field
name per bit whatever a target prints for them: ``glc`` (sc0 on gfx942), ``slc`` (nt),
``scc`` (gfx90a; sc1 on gfx942). Bit 55 of dword 1 is ``acc`` (AGPR data) where a target has
AccVGPRs, ``tfe`` (MUBUF, MTBUF) or FLAT's ``nv`` (ignored, as LLVM ignores it) elsewhere.

    >>> from gcnsim.isa.formats import format_named
    >>> fmt = format_named("gfx900", "GLOBAL")
    >>> f = fmt.unpack(0xDC50_8000 | (0x01_7F_00_02 << 32))   # global_load_dword v1, v[2:3], off
    >>> f["op"], f["addr"], f["saddr"], f["vdst"]
    (20, 2, 127, 1)
"""
from . import Format

DS_PREFIX = 0x36 << 26
FLAT_PREFIX = 0x37 << 26
MUBUF_PREFIX = 0x38 << 26
MTBUF_PREFIX = 0x3A << 26
PREFIX_MASK = 0x3F << 26
SEG_MASK = 3 << 14
SEGMENTS = (("FLAT", 0), ("SCRATCH", 1), ("GLOBAL", 2))

_DS_DATA = (("addr", 32, 8), ("data0", 40, 8), ("data1", 48, 8), ("vdst", 56, 8))
_BUF_DATA = (("vaddr", 32, 8), ("vdata", 40, 8), ("srsrc", 48, 5), ("soffset", 56, 8))


def _bit55(target):
    return "acc" if target.has("agpr") else "tfe"


def _ds(target):
    if target.generation < 9:
        control = (("gds", 17, 1), ("op", 18, 8))
    else:
        control = (("gds", 16, 1), ("op", 17, 8))
        if target.has("agpr"):
            control += (("acc", 25, 1),)
    fields = (("offset0", 0, 8), ("offset1", 8, 8)) + control + _DS_DATA
    return Format("DS", "DS", 2, PREFIX_MASK, DS_PREFIX, fields)


def _flat(target):
    data = (("addr", 32, 8), ("data", 40, 8), ("vdst", 56, 8))
    if target.generation < 9:
        # LLVM's FLAT_Real, as on gfx9: the segment, bit 13 and saddr's bits are fixed at zero
        # (no GLOBAL, SCRATCH, lds or saddr), bit 55 is acc (the AGPR bit of the data
        # register, ignored without AGPRs) and the offset bits are ignored.
        fields = (("glc", 16, 1), ("slc", 17, 1), ("op", 18, 7), ("nv", 55, 1), ("lds", 13, 1),
                  ("saddr", 48, 7)) + data
        return [Format("FLAT", "FLAT", 2, PREFIX_MASK | SEG_MASK, FLAT_PREFIX, fields)]
    fields = (("offset", 0, 13), ("glc", 16, 1), ("slc", 17, 1), ("op", 18, 7),
              ("saddr", 48, 7), ("acc" if target.has("agpr") else "nv", 55, 1)) + data
    if target.has("agpr"):
        fields += (("scc", 25, 1),)
    out = []
    for name, seg in SEGMENTS:
        # Bit 13 loads into LDS; gfx942 scratch uses it as SVE (the VGPR address is valid).
        bit13 = "sve" if name == "SCRATCH" and target.has("sc_bits") else "lds"
        out.append(Format(name, name, 2, PREFIX_MASK | SEG_MASK, FLAT_PREFIX | seg << 14,
                          fields + ((bit13, 13, 1),)))
    return out


def _mubuf(target):
    fields = (("offset", 0, 12), ("offen", 12, 1), ("idxen", 13, 1), ("glc", 14, 1),
              ("lds", 16, 1), ("op", 18, 7), (_bit55(target), 55, 1)) + _BUF_DATA
    if target.generation < 9:
        fields += (("addr64", 15, 1), ("slc", 54, 1))
    else:
        fields += (("slc", 17, 1),)
        if target.has("agpr"):
            fields += (("scc", 15, 1),)
    return Format("MUBUF", "MUBUF", 2, PREFIX_MASK, MUBUF_PREFIX, fields)


def _mtbuf(target):
    fields = (("offset", 0, 12), ("offen", 12, 1), ("idxen", 13, 1), ("glc", 14, 1),
              ("dfmt", 19, 4), ("nfmt", 23, 3), ("slc", 54, 1),
              (_bit55(target), 55, 1)) + _BUF_DATA
    if target.generation < 9:
        fields += (("addr64", 15, 1), ("op", 16, 3))
    else:
        fields += (("op", 15, 4),)
        if target.has("agpr"):
            fields += (("scc", 53, 1),)
    return Format("MTBUF", "MTBUF", 2, PREFIX_MASK, MTBUF_PREFIX, fields)


def formats(target):
    """The memory formats of a target (gfx7 has FLAT but no GLOBAL or SCRATCH)."""
    return [_ds(target), *_flat(target), _mubuf(target), _mtbuf(target)]
