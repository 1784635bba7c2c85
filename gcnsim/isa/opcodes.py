"""THE opcode table: one row per (encoding, opcode) of a target, generated from LLVM.

Rows live in ``_gen/<target>_<family>.py`` (written by tools/gen_isa.py, never by hand) as
tuples ``(enc, opcode, name, operands, flags)``:

- ``enc``: the opcode space ('SOP1', 'VOP2', 'VOP3', 'DS', 'GLOBAL', ...);
- ``name``: LLVM's mnemonic without the encoding suffix (_e32, _e64, _sdwa, _dpp);
- ``operands``: space-separated ``field:kind:width`` in printed order, e.g.
  ``vdst:v:1 src0:src:1 vsrc1:v:1``; kinds are defined by the family that owns the format;
- ``flags``: space-separated words (``fmt=VOP3B`` names a format other than the identified
  one; ``literal`` means a literal dword always follows; the rest are family-defined).

``_gen/<target>_aliases.py`` (tools/isa_probe/aliases.py) maps the other mnemonics LLVM accepts
to the one written for the same encoding: ``v_mfma_f32_32x32x1f32`` -> ``v_mfma_f32_32x32x1_2b_f32``
on gfx942, ``v_add_co_u32`` -> ``v_add_i32_e64`` on gfx701.

    >>> table = op_table("gfx900")
    >>> table.get("SOP1", 0).name
    's_mov_b32'
"""
from dataclasses import dataclass
from functools import cached_property, lru_cache
from importlib import import_module

from .formats import FAMILIES
from .targets import get_target

SUFFIXES = ("_e32", "_e64", "_sdwa", "_dpp")


@dataclass(frozen=True)
class OperandSpec:
    """One printed operand: the encoding field it lives in, its kind, its width in dwords."""
    field: str
    kind: str
    width: int


@dataclass(frozen=True, eq=False)
class OpInfo:
    """One row of the opcode table."""
    enc: str
    opcode: int
    name: str
    operands: tuple
    flags: frozenset

    def flag_value(self, key, default=None):
        """Value of a ``key=value`` flag."""
        prefix = key + "="
        for flag in self.flags:
            if flag.startswith(prefix):
                return flag[len(prefix):]
        return default

    @cached_property
    def fmt(self):
        """The format this row's instructions are unpacked with, if not the identified one."""
        return self.flag_value("fmt")


def parse_operands(spec):
    out = []
    for item in spec.split():
        field, kind, width = item.split(":")
        out.append(OperandSpec(field, kind, int(width)))
    return tuple(out)


class OpTable:
    """The rows of one target, indexed by (enc, opcode) and by mnemonic."""

    def __init__(self, target, rows, aliases=None):
        self.target = target
        self.rows = tuple(rows)
        self.aliases = dict(aliases or {})
        self._by_code = {(r.enc, r.opcode): r for r in self.rows}
        self._by_name = {}
        for r in self.rows:
            self._by_name.setdefault(r.name, []).append(r)

    def get(self, enc, opcode):
        """The row for an opcode of an encoding, or None."""
        return self._by_code.get((enc, opcode))

    def named(self, name):
        """All rows with this base mnemonic (empty list if none)."""
        return self._by_name.get(name, [])

    def lookup(self, mnemonic):
        """(rows, forced suffix or None) for a mnemonic as written, suffix included."""
        rows = self._by_name.get(mnemonic)
        if rows:
            return rows, None
        for suffix in SUFFIXES:
            if mnemonic.endswith(suffix):
                rows = self._by_name.get(mnemonic[: -len(suffix)])
                if rows:
                    return rows, suffix
        return self._lookup_alias(mnemonic)

    def _lookup_alias(self, mnemonic):
        """An alias as written (``v_add_co_u32_e64``) or an unsuffixed alias with the suffix
        written (``v_mfma_..._1k`` has none, but ``v_accvgpr_read`` + ``_e64`` would)."""
        alias = self.aliases.get(mnemonic)
        if alias is not None:
            return self.lookup(alias)
        for suffix in SUFFIXES:
            alias = self.aliases.get(mnemonic[: -len(suffix)]) if mnemonic.endswith(suffix) \
                else None
            if alias is not None and not alias.endswith(SUFFIXES):
                return self.lookup(alias + suffix)
        return [], None

    def __len__(self):
        return len(self.rows)


@lru_cache(maxsize=None)
def op_table(target):
    """The opcode table of a target (all families' generated rows)."""
    t = get_target(target)
    rows = []
    for family in FAMILIES:
        try:
            module = import_module(f"{__package__}._gen.{t.name}_{family}")
        except ModuleNotFoundError:
            continue
        for enc, opcode, name, operands, flags in module.ROWS:
            rows.append(OpInfo(enc, opcode, name, parse_operands(operands),
                               frozenset(flags.split())))
    try:
        aliases = import_module(f"{__package__}._gen.{t.name}_aliases").ALIASES
    except ModuleNotFoundError:
        aliases = {}
    return OpTable(t, rows, aliases)
