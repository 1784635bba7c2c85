"""MUBUF in the native tier: buffer_load/store of a byte, a short or 1-4 dwords and the buffer
atomics (atomic.py), through the V# in four SGPRs, addressed and range-checked per lane as
semantics/vmem_buffer.py's BufferAddress does it: offen, idxen, both, neither, gfx7's addr64,
a linear or swizzled buffer (the V#'s swizzle bit: scratch), add_tid_enable, an SGPR or
constant soffset.

Per lane, ``locate`` gives the device address and the bytes still in range from it (stride 0:
num_records - offset; with a stride: all or none, by the index and, swizzled, the offset; no
limit with addr64). A load's dword ``j`` (or its byte or short) is read where the lane has
``4 j + 4`` bytes in range (its size where it is smaller) and is 0 where not; a store's is
written only where in range; an atomic needs its whole word in range (else it does nothing
and returns 0), as the interpreter's parts (_buffer_parts) do. The interpreter accesses a
multi-dword instruction whole when every active lane of the batch is in range, else one dword
at a time over all the lanes (the first dwords of every lane, then the seconds...): where
lanes overlap, the order decides which store stays, so a store keeps that order
(``split``: the phase writes dword by dword then); and a worker's marks follow the parts, so a
watched multi-dword access with a lane out of range is left to the interpreter.

Which forms translate (``lowering``): not the formats (buffer_load_format_*, MTBUF), the lds
bit, d16, tfe or lwe, or a V# or soffset past VCC.

    buffer_load_dword v1, v2, s[0:3], s4 offen offset:8
    -> each EXEC lane: off = v2 + 8; ok = off + 4 <= num_records (stride 0)
       v1 = ok ? *(u32 *)(base + s4 + off) : 0
"""
from ..isa.record import SGPR
from ..semantics.memop import WIDTHS, address_operands, data_base
from ..semantics.operands import operand_bits, register_index
from .atomic import TWO_SOURCES, vector_op
from .device import sreg, vptr
from .gen import I1, I32, I64

VCC_LO = 106
MODES = ("offen", "idxen", "addr64")
IGNORED = ("glc", "slc", "dlc", "scc")     # modifiers with no effect here (gfx940: sc0 nt sc1)
NO_LIMIT = 1 << 32          # vmem_buffer's "every byte in range" (a record of a strided V#)


def lowering(inst, target):
    """(access.Access keywords, VGPRs named as (first, count) runs) of a MUBUF instruction, or
    None where it runs interpreted."""
    name = inst.op.name
    _, verb, tail = name.split("_", 2)
    record = inst.record(target)
    modifiers = dict(record.modifiers)
    if (inst.fields.get("lds", 0) or "_format_" in name
            or {k for k, v in modifiers.items() if v} - set(MODES) - set(IGNORED)):
        return None
    by_role = {o.role: o for o in record.operands}
    rsrc, soffset = by_role.get("srsrc"), by_role.get("soffset")
    vaddr, _, offset = address_operands(inst, target)
    if rsrc is None or rsrc.cls != SGPR or rsrc.enc + 4 > VCC_LO or soffset is None:
        return None
    const = operand_bits(soffset, 1)
    if const is None and (soffset.cls != SGPR or soffset.enc >= VCC_LO):
        return None
    flags = tuple(m for m in MODES if modifiers.get(m, 0))
    if flags and vaddr is None:
        return None
    base = None if vaddr is None else register_index(vaddr)
    named = [] if base is None else [(base, 2 if "addr64" in flags else len(flags))]
    keywords = dict(vaddr=base, saddr=rsrc.enc, offsets=(offset, const or 0), flags=flags,
                    soffset=None if const is not None else soffset.enc,
                    generation=target.generation)
    data = data_base(inst, target, "vdata")
    if verb == "atomic":
        op = vector_op(tail, target)
        if op is None:
            return None
        words = op[1] // 32
        returns = bool(modifiers.get("glc", 0))
        named.append((data, words * (1 + (op[0] in TWO_SOURCES))))
        return dict(name=name, space="buffer", kind="atomic", size=4 * words, data=data,
                    op=op[0], returns=returns,
                    data1=data + words if op[0] in TWO_SOURCES else data,
                    dst=data if returns else None, **keywords), named
    width = WIDTHS.get(tail)
    if verb not in ("load", "store") or width is None or width.half is not None:
        return None
    named.append((data, width.dwords))
    return dict(name=name, space="buffer", kind=verb, size=width.size, data=data,
                signed=width.signed, **keywords), named


def locate(wave, access, lane):
    """(device address, bytes in range from it) of the lane's access (module docstring)."""
    b = wave.b
    rsrc = [b.zext(sreg(wave, b.add(access.saddr, I64(k))), I64) for k in range(4)]
    base = b.or_(rsrc[0], b.shl(b.and_(rsrc[1], I64(0xFFFF)), I64(32)))
    soffset = (b.zext(sreg(wave, access.soffset), I64) if access.with_soffset
               else access.offsets[1])
    inst_offset = access.offsets[0]
    offen, idxen, addr64 = (b.trunc(b.lshr(access.mode, I64(8 + k)), I1) for k in range(3))
    vaddr = b.select(b.or_(offen, b.or_(idxen, addr64)), access.vaddr, I64(0))
    first = b.zext(b.load(vptr(wave, vaddr, lane)), I64)    # (v0 where the form has none)
    two = b.or_(b.and_(idxen, offen), addr64)      # a second VGPR: the offset, the high half
    second = b.zext(b.load(vptr(wave, b.add(vaddr, b.zext(two, I64)), lane)), I64)
    pair = b.or_(first, b.shl(second, I64(32)))
    with_pair = b.add(b.add(b.add(base, pair), soffset), inst_offset)
    stride = b.and_(b.lshr(rsrc[1], I64(16)), I64(0x3FFF))
    swizzled = b.trunc(b.lshr(rsrc[1], I64(31)), I1)
    records, word3 = rsrc[2], rsrc[3]
    add_tid = b.trunc(b.lshr(word3, I64(23)), I1)
    index = b.add(b.select(idxen, first, I64(0)), b.select(add_tid, lane, I64(0)))
    offset = b.add(inst_offset, b.select(offen, b.select(idxen, second, first), I64(0)))
    offset = b.and_(offset, I64(0xFFFFFFFF))
    linear = b.add(offset, b.mul(index, stride))
    element = _element_size(b, word3, access.generation)
    index_stride = b.shl(I64(8), b.and_(b.lshr(word3, I64(21)), I64(3)))
    swz = b.add(b.mul(b.add(b.mul(b.udiv(index, index_stride), stride),
                            b.mul(b.udiv(offset, element), element)), index_stride),
                b.add(b.mul(b.urem(index, index_stride), element), b.urem(offset, element)))
    buffer_offset = b.select(swizzled, swz, linear)
    limit = b.select(b.icmp_unsigned(">", records, offset), b.sub(records, offset), I64(0))
    in_record = b.and_(b.icmp_unsigned("<", index, records),
                       b.not_(b.and_(swizzled, b.icmp_unsigned(">=", offset, stride))))
    strided = b.select(in_record, I64(NO_LIMIT), I64(0))
    limit = b.select(b.icmp_unsigned("!=", stride, I64(0)), strided, limit)
    address = b.add(b.add(base, soffset), buffer_offset)
    return b.select(addr64, with_pair, address), b.select(addr64, I64(NO_LIMIT), limit)


def _element_size(b, word3, generation):
    """The V#'s element size: 2 << element_size on gfx7, 4 bytes on gfx9."""
    if generation >= 9:
        return I64(4)
    return b.shl(I64(2), b.and_(b.lshr(word3, I64(19)), I64(3)))


def needed(access, j):
    """Bytes in range a lane needs for part ``j`` of its access (module docstring)."""
    if access.kind == "atomic" or access.size < 4:
        return access.size
    return 4 * j + 4


def parts(access):
    """The parts of a lane's access: one per dword (one for a byte, a short, an atomic)."""
    return 1 if access.kind == "atomic" or access.size < 4 else access.size // 4


def zero(wave, access, lane, j):
    """A load's part ``j`` out of range: 0 in its register(s) (an atomic's result, where it
    returns one: every dword)."""
    b = wave.b
    if access.kind != "atomic":
        b.store(I32(0), vptr(wave, b.add(access.data, I64(j)), lane))
        return
    with b.if_then(b.icmp_signed(">=", access.dst, I64(0))):
        for k in range(access.words):
            b.store(I32(0), vptr(wave, b.add(access.dst, I64(k)), lane))


def each_part(wave, access, lane, visit, absent, parts_=None):
    """visit(address, (lane, j)) for each part ``j`` (``parts_``: all) of the lane's access
    in range, absent(j) for each out of range; the lane's address is computed first."""
    b = wave.b
    address, limit = locate(wave, access, lane)
    step = 4 if access.size >= 4 and access.kind != "atomic" else 0
    for j in range(parts(access)) if parts_ is None else parts_:
        inside = b.icmp_unsigned(">=", limit, I64(needed(access, j)))
        with b.if_else(inside) as (yes, no):
            with yes:
                visit(b.add(address, I64(step * j)), (lane, j))
            with no:
                absent(j)
