"""Which memory instructions the native tier runs, and how it sees each one (``Access``): the
lowering of GLOBAL, FLAT, SCRATCH, MUBUF, DS and SMEM instructions (memory.py runs them).

Which forms translate (``lowering``): global_/flat_/scratch_ load and store of a byte, a short
or 1-4 dwords (not the d16 halves or the lds bit); buffer_load/store of the same through a V#
(buffer.py: not the formats, MTBUF, d16 or the lds bit); the atomics of atomic.py on GLOBAL,
FLAT, MUBUF and DS; ds_read/ds_write of 1-4 dwords, a byte or a short, and their
read2/write2(st64) forms (not GDS); s_load_dword..x16 (not s_buffer_*). Everything else runs
interpreted.

An Access's ``shape`` is what its access function's code depends on; the rest (registers,
offsets, an atomic's operation, a buffer's addressing: ``fields``) is read from its
descriptor row at run time, so one compiled function serves every instruction of a shape.

    lowering(global_load_dword v4, v[0:1], off) -> Access(space "global", kind "load", size 4,
                                                          data 4, vaddr 0, offsets (0,))
"""
from dataclasses import dataclass

from ..isa.record import AGPR, IMMEDIATE, SGPR, VGPR
from ..semantics.ds import scaled_offsets
from ..semantics.memop import DS_WIDTHS, WIDTHS, address_operands
from ..semantics.operands import register_index
from ..semantics.smem import offset_parts
from . import atomic, buffer, exchange

VCC_LO = 106
DESC = 11               # a descriptor row: function, data, data1, vaddr, saddr, offset0,
                        # offset1, soffset, FLAT_SCRATCH, dst, mode (Access.fields)
SIZES = {"ubyte": 1, "sbyte": 1, "ushort": 2, "sshort": 2, "byte": 1, "short": 2,
         "dword": 4, "dwordx2": 8, "dwordx3": 12, "dwordx4": 16}
SMEM_LOADS = ("s_load_dword", "s_load_dwordx2", "s_load_dwordx4", "s_load_dwordx8",
              "s_load_dwordx16")
FORMATS = ("GLOBAL", "FLAT", "SCRATCH", "DS", "SMEM", "SMRD", "MUBUF")
DS_VERBS = ("read", "write", "read2", "write2", "read2st64", "write2st64")


@dataclass(frozen=True)
class Access:
    """One memory instruction as the native tier runs it: ``space`` 'global', 'flat', 'lds' or
    'smem'; ``size`` bytes per address (each of read2/write2's two); ``data`` the first
    register loaded or stored (an st.v column, or an SGPR for smem), ``data1`` write2's
    second; ``offsets`` the byte offsets (two for read2/write2); ``srcs``: every VGPR named
    (tier.Segment's register bound)."""
    name: str
    space: str
    kind: str
    size: int
    data: int
    signed: bool = False
    vaddr: int = None
    saddr: int = None
    offsets: tuple = (0,)
    data1: int = None
    soffset: int = None
    scratch: int = None         # the FLAT_SCRATCH pair (scratch_*)
    srcs: tuple = ()
    unit: str = "mem"
    dst: int = None             # an atomic's result (returns)
    writes_exec: bool = False   # (tier.py cuts segments at an EXEC writer)
    op: str = None              # an atomic's operation (atomic.py)
    returns: bool = False
    flags: tuple = ()           # MUBUF: offen, idxen, addr64 (buffer.py)
    generation: int = 0         # MUBUF: the target's (the V#'s element size)

    @property
    def shape(self):
        """What its code depends on beyond registers and offsets: one compiled access
        function serves every instruction of a shape (``descriptors``)."""
        return Shape(self.space, self.kind, self.size, self.signed, len(self.offsets),
                     self.saddr is not None, self.soffset is not None, self.vaddr is not None,
                     self.generation)

    @property
    def mode(self):
        """What an atomic's or a buffer access's function reads at run time: the operation
        (atomic.OPS index) in bits 0-7, the buffer's addressing (buffer.MODES) from bit 8."""
        op = 0 if self.op is None else atomic.OPS.index(self.op)
        return op | sum(1 << (8 + k) for k, m in enumerate(buffer.MODES) if m in self.flags)

    @property
    def fields(self):
        """Its descriptor row after the function's address (Fields' order), as int64."""
        offsets = tuple(x - (1 << 64) if x >= 1 << 63 else x for x in self.offsets + (0,))
        return (self.data, -1 if self.data1 is None else self.data1, -1 if self.vaddr is None
                else self.vaddr, -1 if self.saddr is None else self.saddr) + tuple(
            offsets[:2]) + (-1 if self.soffset is None else self.soffset,
                            -1 if self.scratch is None else self.scratch,
                            -1 if self.dst is None else self.dst, self.mode)


@dataclass(frozen=True)
class Shape:
    """An access function's compile-time part (Access.shape)."""
    space: str
    kind: str
    size: int
    signed: bool
    parts: int
    with_saddr: bool
    with_soffset: bool
    with_vaddr: bool
    generation: int = 0

    @property
    def dwords(self):
        return max(1, self.size // 4)

    @property
    def words(self):
        """An atomic's dwords per word."""
        return self.size // 4

    @property
    def bytes(self):
        """Bytes at each address: scratch dwords are apart (swizzled), and a buffer access
        checks its dwords one by one (buffer.py), so 4 where the data is dwords; else all
        of it."""
        if self.space == "scratch" or (self.space == "buffer" and self.kind != "atomic"):
            return min(self.size, 4)
        return self.size


def covers(name):
    """Whether the native tier has a form of memory mnemonic ``name`` (coverage.py's report;
    ``lowering`` says which instructions of it translate)."""
    space, _, rest = name.partition("_")
    verb, _, tail = rest.partition("_")
    if space in ("global", "flat", "buffer") and verb == "atomic":
        return atomic.vector_op(tail) is not None
    if space in ("global", "flat", "scratch", "buffer"):
        return verb in ("load", "store") and tail in SIZES
    if space == "ds" and verb in DS_VERBS and tail in DS_WIDTHS:
        return WIDTHS[DS_WIDTHS[tail]].half is None
    if space == "ds":
        return name in exchange.NAMES or atomic.ds_op(rest) is not None
    return name in SMEM_LOADS


def lowering(inst, target):
    """The Access of a decoded memory instruction, or None where it runs interpreted."""
    if not covers(inst.op.name):
        return None
    enc = inst.fmt.enc
    if enc in ("GLOBAL", "FLAT"):
        return _vector(inst, target, enc.lower())
    if enc == "SCRATCH":
        return _scratch(inst, target)
    if enc == "DS":
        return _lds(inst, target)
    if enc in ("SMEM", "SMRD"):
        return _smem(inst, target)
    if enc == "MUBUF":
        found = buffer.lowering(inst, target)
        return None if found is None else Access(**found[0], srcs=sum(
            (_vgprs(first, count) for first, count in found[1]), ()))
    return None


def _vgprs(first, count):
    from .lower import Source               # noqa: PLC0415 - lower imports this module
    return tuple(Source("v", first + k) for k in range(count))


def _vector(inst, target, space):
    verb = inst.op.name.split("_")[1]
    if inst.fields.get("lds", 0):
        return None
    by_role = {o.role: o for o in inst.record(target).operands}
    data = by_role.get("vdst" if verb == "load" else "vdata")
    vaddr, saddr, offset = address_operands(inst, target)
    if data is None or data.cls not in (VGPR, AGPR) or vaddr is None:
        return None
    if saddr is not None and (saddr.cls != SGPR or saddr.enc + 1 >= VCC_LO):
        return None
    first, base = register_index(data), register_index(vaddr)
    address = (base, None if saddr is None else saddr.enc, (offset,))
    named = _vgprs(base, 1 if saddr is not None else 2)
    if verb == "atomic":
        return _atomic(inst, target, space, first, by_role.get("vdst"), address, named)
    width = WIDTHS[inst.op.name.split("_", 2)[2]]
    return Access(inst.op.name, space, verb, width.size, first, width.signed, *address,
                  srcs=_vgprs(first, width.dwords) + named)


def _atomic(inst, target, space, first, vdst, address, named):
    """The Access of a GLOBAL or FLAT atomic (``address``: vaddr, saddr, offsets)."""
    op, bits = atomic.vector_op(inst.op.name.split("_", 2)[2], target)
    words = bits // 32
    returns = bool(dict(inst.record(target).modifiers).get("glc", 0))
    if returns and (vdst is None or vdst.cls not in (VGPR, AGPR)):
        return None
    dst = register_index(vdst) if returns else None
    named += _vgprs(first, words * (1 + (op in atomic.TWO_SOURCES)))
    named += _vgprs(dst, words) if returns else ()
    second = first + words if op in atomic.TWO_SOURCES else first
    return Access(inst.op.name, space, "atomic", 4 * words, first, False, *address,
                  data1=second, dst=dst, op=op, returns=returns, srcs=named)


def _scratch(inst, target):
    verb = inst.op.name.split("_")[1]
    if inst.fields.get("lds", 0) or target.generation < 9:
        return None
    by_role = {o.role: o for o in inst.record(target).operands}
    data = by_role.get("vdst" if verb == "load" else "vdata")
    vaddr, saddr, offset = address_operands(inst, target)
    if data is None or data.cls not in (VGPR, AGPR) or (saddr is not None and (
            saddr.cls != SGPR or saddr.enc >= VCC_LO)):
        return None
    width = WIDTHS[inst.op.name.split("_", 2)[2]]
    first = register_index(data)
    named = _vgprs(first, width.dwords) + (() if vaddr is None else
                                           _vgprs(register_index(vaddr), 1))
    return Access(inst.op.name, "scratch", verb, width.size, first, width.signed,
                  None if vaddr is None else register_index(vaddr),
                  None if saddr is None else saddr.enc, (offset & 0xFFFFFFFF,),
                  scratch=target.flat_scratch_base, srcs=named)


def _lds(inst, target):
    verb, _, tail = inst.op.name[3:].partition("_")
    if dict(inst.record(target).modifiers).get("gds", 0):
        return None
    by_role = {o.role: o for o in inst.record(target).operands}
    if inst.op.name in exchange.NAMES:
        return exchange.lowering(inst, target, by_role, Access, _vgprs)
    addr = register_index(by_role["addr"])
    if verb not in DS_VERBS:
        return _lds_atomic(inst, by_role, addr)
    width = WIDTHS[DS_WIDTHS[tail]]
    kind = "load" if verb.startswith("read") else "store"
    first = register_index(by_role["vdst" if kind == "load" else "data0"])
    if verb in ("read", "write"):
        offsets = ({o.role: o.value for o in by_role.values() if o.cls == IMMEDIATE}
                   .get("offset", 0),)
        return Access(inst.op.name, "lds", kind, width.size, first, width.signed, addr,
                      offsets=offsets, srcs=_vgprs(first, width.dwords) + _vgprs(addr, 1))
    size = 4 if tail == "b32" else 8
    offsets = scaled_offsets(inst, target, size * (64 if verb.endswith("st64") else 1))
    second = register_index(by_role["data1"]) if kind == "store" else first + size // 4
    named = _vgprs(first, size // 4) + _vgprs(second, size // 4) + _vgprs(addr, 1)
    return Access(inst.op.name, "lds", kind, size, first, False, addr, offsets=offsets,
                  data1=second, srcs=named)


def _lds_atomic(inst, by_role, addr):
    """The Access of a DS atomic (cmpst: DATA the compare value, DATA2 the new one)."""
    op, bits, returns = atomic.ds_op(inst.op.name[3:])
    words = bits // 32
    data = [register_index(by_role[f]) for f in ("data0", "data1")[:1 + (op == "cmpswap")]]
    data.reverse()
    dst = register_index(by_role["vdst"]) if returns else None
    offset = by_role["offset"].value if "offset" in by_role else 0
    named = sum((_vgprs(first, words) for first in data), _vgprs(addr, 1))
    named += _vgprs(dst, words) if returns else ()
    return Access(inst.op.name, "lds", "atomic", 4 * words, data[0], False, addr,
                  offsets=(offset,), data1=data[-1], dst=dst, op=op, returns=returns,
                  srcs=named)


def _smem(inst, target):
    by_role = {o.role: o for o in inst.record(target).operands}
    data, sbase = by_role["sdst"], by_role["sbase"]
    const, registers = offset_parts(inst, target)
    if (data.cls != SGPR or data.enc + data.width > VCC_LO or sbase.cls != SGPR
            or sbase.enc + 1 >= VCC_LO or any(enc >= VCC_LO for enc in registers)):
        return None
    return Access(inst.op.name, "smem", "load", 4 * data.width, data.enc, saddr=sbase.enc,
                  offsets=(const,), soffset=registers[0] if registers else None)
