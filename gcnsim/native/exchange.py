"""Lane exchanges through the LDS crossbar in the native tier: ds_swizzle_b32, ds_permute_b32
and ds_bpermute_b32, within each wave, as semantics/ds.py's LaneExchange does them.

Every lane's result is computed into an array of the function's own before any register is
written (the destination may be a source): swizzle and bpermute read the source lane's data
(0 where EXEC lacks the source lane), permute writes each EXEC lane's data to its destination
lane in lane order (a later lane wins; lanes nobody writes get 0); the results go to the EXEC
lanes of vdst. Swizzle's source lane comes from its offset (the descriptor's, at run time): bit
15 set, a quad permute (two bits per lane of the quad), else the bit-mask mode (and, or, xor
masks of five bits within each half of the wave); permute's and bpermute's from the address
VGPR plus the offset, in dwords, modulo 64.

    ds_bpermute_b32 v1, v2, v3
    -> each lane: s = (v2[lane] >> 2) & 63; out[lane] = exec[s] ? v3[s] : 0
       each EXEC lane: v1[lane] = out[lane]
"""
from . import irtext as ir

from ..semantics.operands import register_index
from .device import EXEC_LO, LANES, every_lane, each_lane, vptr
from .gen import I1, I32, I64

NAMES = ("ds_swizzle_b32", "ds_permute_b32", "ds_bpermute_b32")


def lowering(inst, target, by_role, access, named):
    """The Access (``access``: its constructor; ``named``: the VGPRs of a (first, count) run)
    of a lane exchange."""
    mode = inst.op.name[3:-4]
    addr = register_index(by_role["addr"])
    data = addr if mode == "swizzle" else register_index(by_role["data0"])
    dst = register_index(by_role["vdst"])
    offset = by_role["offset"].value if "offset" in by_role else 0
    return access(inst.op.name, "exchange", mode, 4, data, vaddr=addr, offsets=(offset,),
                  dst=dst, srcs=named(addr, 1) + named(data, 1) + named(dst, 1))


def emit(wave, access):
    """The wave's exchange (module docstring)."""
    b = wave.b
    with b.goto_block(b.function.entry_basic_block):
        out = b.alloca(ir.ArrayType(I32, LANES))
    exec_mask = wave.pair(EXEC_LO)

    def slot(lane):
        return b.gep(out, [I64(0), lane])

    def on(lane):
        return b.trunc(b.lshr(exec_mask, lane), I1)
    if access.kind == "permute":
        every_lane(b, lambda lane: b.store(I32(0), slot(lane)))
        each_lane(wave, lambda lane: b.store(b.load(vptr(wave, access.data, lane)),
                                             slot(_addressed(wave, access, lane))))
    else:
        def gather(lane):
            src = (_swizzled(b, access.offsets[0], lane) if access.kind == "swizzle"
                   else _addressed(wave, access, lane))
            value = b.load(vptr(wave, access.data, src))
            b.store(b.select(on(src), value, I32(0)), slot(lane))
        every_lane(b, gather)

    def write_back(lane):
        where = vptr(wave, access.dst, lane)
        b.store(b.select(on(lane), b.load(slot(lane)), b.load(where)), where)
    every_lane(b, write_back)


def _addressed(wave, access, lane):
    """(address VGPR + offset) / 4 modulo 64: permute's destination, bpermute's source."""
    b = wave.b
    address = b.add(b.zext(b.load(vptr(wave, access.vaddr, lane)), I64), access.offsets[0])
    return b.and_(b.ashr(address, I64(2)), I64(63))


def _swizzled(b, offset, lane):
    """ds_swizzle_b32's source lane of ``lane`` for ``offset`` (ds.swizzle_sources)."""
    quad = b.or_(b.and_(lane, I64(~3)),
                 b.and_(b.lshr(offset, b.mul(I64(2), b.and_(lane, I64(3)))), I64(3)))
    masks = [b.and_(b.lshr(offset, I64(shift)), I64(0x1F)) for shift in (0, 5, 10)]
    mixed = b.xor(b.or_(b.and_(lane, masks[0]), masks[1]), masks[2])
    bitmask = b.or_(b.and_(lane, I64(0x20)), mixed)
    return b.select(b.icmp_unsigned("!=", b.and_(offset, I64(0x8000)), I64(0)), quad, bitmask)
