"""Encoding formats as bit-field tables, and how a word names its format.

A Format is data: the bits of dword 0 that identify it, and (name, lo, width) fields over the
little-endian value of its dwords (dword 1 starts at bit 32). Each family module
(scalar, vop32, vop64, memory, graphics) lists its formats per target; this module gathers them
and identifies a word's format, most specific match first.

    >>> fmt = format_named("gfx900", "SOP1")
    >>> fmt.unpack(0xBE800080)["sdst"], hex(fmt.pack({"op": 0, "sdst": 1, "ssrc0": 128}))
    (0, '0xbe810080')
"""
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from importlib import import_module

from ..targets import get_target

FAMILIES = ("scalar", "vop32", "vop64", "memory", "graphics")


@dataclass(frozen=True)
class Extension:
    """A longer form selected by a field value of the base format (SDWA, DPP: src0 = 0xF9/0xFA)."""
    field: str
    value: int
    format: str


@dataclass(frozen=True, eq=False)
class Format:
    """One encoding format of one target.

    ``enc`` names the opcode space the ``op`` field indexes in the opcode table (VOP2_SDWA
    indexes VOP2's). ``literal_fields`` hold 255 when a 32-bit literal follows the format's
    dwords. ``suffix`` is what LLVM appends to a mnemonic printed in this format.
    """
    name: str
    enc: str
    words: int
    match_mask: int
    match_value: int
    fields: tuple
    literal_fields: tuple = ()
    extensions: tuple = ()
    suffix: str = ""
    supported: bool = True
    family: str = ""

    def matches(self, word0):
        return (word0 & self.match_mask) == self.match_value

    @property
    def free_bits(self):
        """Bits of the format's dwords that no field and no identification bit covers."""
        covered = self.match_mask
        for _, lo, width in self.fields:
            covered |= ((1 << width) - 1) << lo
        return ((1 << (32 * self.words)) - 1) & ~covered

    def unpack(self, value):
        """Field values of an encoded value (dwords combined little-endian)."""
        return _unpacker(self)(value)

    def pack(self, fields):
        """The encoded value of the given field values; missing fields are zero."""
        return _packer(self)(fields)

    @cached_property
    def size(self):
        return 4 * self.words


@lru_cache(maxsize=None)
def _unpacker(fmt):
    """A function unpacking ``fmt``'s fields into a dict, generated once (one dict display)."""
    items = ", ".join(f"{name!r}: (value >> {lo}) & {(1 << width) - 1}"
                      for name, lo, width in fmt.fields)
    scope = {}
    exec(f"def unpack(value):\n    return {{{items}}}\n", scope)  # noqa: S102 - table data
    return scope["unpack"]


@lru_cache(maxsize=None)
def _packer(fmt):
    """A function packing a field dict for ``fmt``, generated once: one expression instead of
    a loop over the fields (the assembler packs every instruction it encodes)."""
    reads = "".join(f"    f{k} = g({name!r}, 0)\n" for k, (name, _, _) in enumerate(fmt.fields))
    limits = " | ".join(f"(f{k} >> {width})" for k, (_, _, width) in enumerate(fmt.fields))
    terms = " | ".join(f"(f{k} << {lo})" for k, (_, lo, _) in enumerate(fmt.fields))
    code = (f"def pack(fields):\n"
            f"    g = fields.get\n"
            f"{reads}"
            f"    if {limits or 0}:\n"
            f"        raise ValueError(overflow(fields))\n"
            f"    return {fmt.match_value} | {terms or 0}\n")

    def overflow(fields):
        bad = [f"{name} = {fields.get(name, 0)}" for name, _, width in fmt.fields
               if fields.get(name, 0) >> width]
        return f"{fmt.name}: {', '.join(bad)} does not fit its field"
    scope = {"overflow": overflow}
    exec(code, scope)  # noqa: S102 - generated from the format table, no outside input
    return scope["pack"]


@lru_cache(maxsize=None)
def formats_for(target):
    """All formats of a target, most specific identification first."""
    t = get_target(target)
    found = []
    for family in FAMILIES:
        try:
            module = import_module(f"{__name__}.{family}")
        except ModuleNotFoundError:
            continue
        found.extend(replace(f, family=family) for f in module.formats(t))
    found.sort(key=lambda f: -bin(f.match_mask).count("1"))
    return tuple(found)


@lru_cache(maxsize=None)
def _by_name(target):
    return {f.name: f for f in formats_for(target)}


def format_named(target, name):
    """The format called ``name`` on a target (KeyError if the target has none)."""
    return _by_name(get_target(target).name)[name]


@lru_cache(maxsize=None)
def _candidates(target):
    """Top 9 bits of dword 0 -> the formats that may match, most specific first."""
    table = []
    for top in range(512):
        word = top << 23
        table.append(tuple(f for f in formats_for(target)
                           if (word ^ f.match_value) & f.match_mask & 0xFF800000 == 0))
    return table


@lru_cache(maxsize=65536)
def _identify(target, word0):
    for fmt in _candidates(target)[word0 >> 23]:
        if fmt.matches(word0):
            return fmt
    return None


@lru_cache(maxsize=None)
def enc_families(target):
    """Opcode space (``enc``) -> the family that owns its formats."""
    return {f.enc: f.family for f in formats_for(target)}


def identify(target, word0):
    """The format of an instruction whose first dword is ``word0``, or None."""
    return _identify(get_target(target).name, word0)
