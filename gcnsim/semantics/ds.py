"""LDS through DS instructions: reads, writes, two-address forms, atomics, lane permutes.

Every access is to the LDS of the wave's workgroup (env.lds[st.workgroup]) at a byte address
v[addr] + offset, checked against the workgroup's allocation (Vega ISA ch. 11):

- ``ds_read_<w>`` / ``ds_write_<w>``: offset = offset1 << 8 | offset0;
- ``ds_read2_b32 / b64`` and ``ds_write2_*``: two accesses at addr + offset0 * size and
  addr + offset1 * size (``st64``: size * 64), data0 / data1, and the results in vdst, vdst+k;
- ``ds_<op>[_rtn]_<type>``: atomics (cmpst: DATA = cmp, DATA2 = src), the pre-op value to vdst;
- ``ds_swizzle_b32``, ``ds_permute_b32``, ``ds_bpermute_b32``: lanes exchange data without
  touching LDS (reads from inactive lanes give 0);
- ``ds_append`` / ``ds_consume``: the LDS dword at M0[15:0] + offset grows / shrinks by the
  wave's active lane count; every active lane gets the pre-op value;
- ``ds_<op>_src2_<type>``: DS[A] = op(DS[A], DS[B]), both addresses from v[addr] and the offset
  field (Src2); ``ds_wrxchg2*_rtn``: two exchanges; ``ds_condxchg32_rtn_b64``: two dwords
  written where their data's bit 31 is set; ``ds_read/write_addtid_b32``: the dword at
  offset + M0[15:0] + lane * 4;
- gds=1: the same at the dispatch's GDS (ds_gds.py, with GWS and ds_ordered_count).

Registers, offsets and the gds bit come from the operand record (isa/record.py).

    ds_read2_b32 v[0:1], v2 offset0:1 offset1:3    v0 = lds32[v2 + 4], v1 = lds32[v2 + 12]
"""
import numpy as np

from ..bits import popcount64, sext
from ..errors import MemoryViolation
from ..isa.operands import EXEC, M0
from ..isa.record import IMMEDIATE
from .atomics import AtomicOp, atomic_op
from .ds_gds import Gws, GdsSpace, OrderedCount, gds_space
from .memop import (DS_WIDTHS, U32, U64, WIDTHS, LdsSpace, MemoryStep, Pending, Width,
                    active_lanes, data_base, read_vgprs)
from .operands import exec_lanes, operand, register_index
from .vmem import Part, VectorAccess

# DS atomic (stem, first letter of the type) -> atomics.py operation.
_OPS = {"add_u": "add", "sub_u": "sub", "rsub_u": "rsub", "inc_u": "inc", "dec_u": "dec",
        "min_i": "smin", "max_i": "smax", "min_u": "umin", "max_u": "umax", "and_b": "and",
        "or_b": "or", "xor_b": "xor", "mskor_b": "mskor", "wrxchg_b": "swap",
        "cmpst_b": "cmpswap", "cmpst_f": "fcmpswap", "min_f": "fmin", "max_f": "fmax",
        "add_f": "fadd", "wrap_b": "wrap"}

# ds_condxchg32: a dword is written (bit 31 cleared) where its data's bit 31 is set.
CONDXCHG32 = AtomicOp("condxchg32", U32, lambda old, a, b: np.where(
    (a >> U32(31)) != 0, a & U32(0x7FFFFFFF), old))


def _offsets(inst, target):
    """The record's offsets by role: ``offset`` (offset1:offset0 as one 16-bit offset) or, for
    the two-address rows, ``offset0`` and ``offset1``."""
    return {o.role: o.value for o in inst.record(target).operands if o.cls == IMMEDIATE}


def _offset(inst, target):
    """The 16-bit offset of a one-address row (ds_swizzle_b32: its pattern)."""
    return _offsets(inst, target)["offset"]


def _modifier(inst, target, name):
    """An instruction modifier of the record (gds, ds_ordered_count's swap), 0 if unset."""
    return dict(inst.record(target).modifiers).get(name, 0)


def _gds(inst, target):
    return _modifier(inst, target, "gds")


def _space(inst, target):
    """space(st, waves, env) of the instruction's accesses: the workgroup's LDS or the GDS."""
    if _gds(inst, target):
        return gds_space
    return lambda st, waves, env: LdsSpace(env.lds, st.workgroup[waves])


def _addr(inst, target):
    """st.v column of the address VGPR (the record's addr operand)."""
    return register_index(operand(inst, target, "addr"))


def _lds_address(inst, target, offsets, dwords=None):
    """Addressing for VectorAccess: one part per offset; read2/write2 give two of ``dwords``
    dwords each, the first to vdst, the second to vdst + dwords."""
    addr_reg, space_of = _addr(inst, target), _space(inst, target)

    def address(st, lanes, env):
        space = space_of(st, lanes.wave, env)
        base = lanes.gather(st.v, addr_reg)
        if dwords is None:
            return [Part(None, space, base + U32(offsets[0]))]
        return [Part(None, space, base + U32(off), j * dwords, dwords)
                for j, off in enumerate(offsets)]
    return address


def _addtid_address(inst, target):
    """ds_read/write_addtid_b32: offset + M0[15:0] + lane * 4 (GDS: from GDS byte 0)."""
    offset = U32(_offset(inst, target))
    gds = _gds(inst, target)

    def address(st, lanes, env):
        space = (GdsSpace(env.gds.data, 0, env.gds.data.size) if gds
                 else LdsSpace(env.lds, st.workgroup[lanes.wave]))
        m0 = st.s[lanes.wave, M0] & U32(0xFFFF)
        return [Part(None, space, m0 + offset + lanes.lane.astype(U32) * U32(4))]
    return address


def _read_write(inst, target, verb, tail):
    if verb in ("read2", "read2st64", "write2", "write2st64"):
        size = 4 if tail == "b32" else 8
        scale = size * (64 if verb.endswith("st64") else 1)
        offsets = scaled_offsets(inst, target, scale)
        width = Width(2 * size)
        address = _lds_address(inst, target, offsets, size // 4)
        if verb.startswith("read"):
            return VectorAccess(address, "load", width, vdst=data_base(inst, target, "vdst"))
        return _Write2(address, width, data_base(inst, target, "data0"),
                       data_base(inst, target, "data1"))
    width = WIDTHS[DS_WIDTHS[tail]]
    address = _lds_address(inst, target, (_offset(inst, target),))
    if verb == "read":
        return VectorAccess(address, "load", width, vdst=data_base(inst, target, "vdst"))
    return VectorAccess(address, "store", width, data=data_base(inst, target, "data0"))


class _Write2(VectorAccess):
    """ds_write2*: data0 to the first address, data1 to the second."""

    def __init__(self, address, width, data0, data1):
        super().__init__(address, "store", width)
        self.pair = (data0, data1)

    def _store(self, st, lanes, parts):
        k = self.width.dwords // 2
        for part, reg in zip(parts, self.pair):
            self._failing = part
            data = np.stack([lanes.gather(st.v, reg + j) for j in range(k)], 1)
            part.space.store_dwords(part.addrs, data)


def _atomic(inst, target, name):
    """ds_<op>[_rtn]_<type>: e.g. ds_max_rtn_i32, ds_cmpst_b64, ds_pk_add_rtn_f16."""
    returns = "_rtn" in name
    name = name.replace("_rtn", "")
    if name.startswith("pk_add_"):
        op, bits = atomic_op(name, 32), 32
    else:
        stem, _, kind = name.rpartition("_")
        bits = int(kind[1:])
        op = atomic_op(_OPS[f"{stem}_{kind[0]}"], bits)
    words = bits // 32
    data = [data_base(inst, target, field) for field in ("data0", "data1")[:op.nargs]]
    if op.name in ("cmpswap", "fcmpswap"):
        data.reverse()          # DS_CMPST: DATA is the compare value, DATA2 the new one
    width = WIDTHS["dwordx2" if words == 2 else "dword"]
    address = _lds_address(inst, target, (_offset(inst, target),))
    vdst = data_base(inst, target, "vdst") if returns else None
    return VectorAccess(address, "atomic", width, data=data, vdst=vdst, op=op)


# --- lane exchange --------------------------------------------------------------------------

def swizzle_sources(offset):
    """Source lane of each lane for ds_swizzle_b32's offset (quad-permute or bit-mask mode)."""
    lane = np.arange(64)
    if offset & 0x8000:
        return (lane & ~3) | (offset >> (2 * (lane & 3))) & 3
    and_mask, or_mask, xor_mask = offset & 0x1F, (offset >> 5) & 0x1F, (offset >> 10) & 0x1F
    return (lane & 0x20) | (((lane & and_mask) | or_mask) ^ xor_mask)


class LaneExchange(MemoryStep):
    """ds_swizzle_b32 / ds_permute_b32 / ds_bpermute_b32 (through the LDS crossbar)."""

    def __init__(self, mode, vdst, addr, data0, offset):
        self.mode = mode
        self.vdst = vdst
        self.addr = addr
        self.data0 = data0
        self.offset = offset
        self.sources = swizzle_sources(offset) if mode == "swizzle" else None

    def issue(self, st, w, env):
        on = exec_lanes(st, w)
        if self.mode == "swizzle":
            src = np.broadcast_to(self.sources, on.shape)
            data = st.v[w, self.addr]
        else:
            data = st.v[w, self.data0]
            src = ((st.v[w, self.addr].astype(np.int64) + self.offset) >> 2) & 63
        if self.mode == "permute":
            out = np.zeros(on.shape, U32)
            rows = np.nonzero(on)[0]
            out[rows, src[on]] = data[on]
        else:
            out = np.take_along_axis(data, src, 1)
            out = np.where(np.take_along_axis(on, src, 1), out, U32(0))
        waves = np.arange(st.n)[w]
        return Pending(waves, on, out)

    def complete(self, st, pending):
        old = st.v[pending.wave, self.vdst]
        st.v[pending.wave, self.vdst] = np.where(pending.lane, pending.values, old)


class AppendConsume(MemoryStep):
    """ds_append / ds_consume: a wave-wide counter in LDS at M0[15:0] + offset, or in GDS at
    offset from the window's base M0[31:16] (CDNA3 ISA)."""

    def __init__(self, vdst, offset, op, gds):
        self.vdst = vdst
        self.offset = offset
        self.op = op
        self.gds = gds

    def issue(self, st, w, env):
        waves = np.arange(st.n)[w]
        count = popcount64(st.pair(w, EXEC)).astype(U32)
        if self.gds:
            addrs = np.full(len(waves), self.offset, U32)
            space = gds_space(st, waves, env)
        else:
            addrs = (st.s[w, M0] & U32(0xFFFF)) + U32(self.offset)
            space = LdsSpace(env.lds, st.workgroup[waves])
        lanes = active_lanes(st, w)
        try:
            old = space.atomic(addrs, self.op, [count])
        except MemoryViolation as err:
            raise err.located((err.lane, 0), err.context) from None
        return Pending(lanes.wave, lanes.lane, old[lanes.pos][:, None], lanes)

    def complete(self, st, pending):
        pending.lanes.scatter(st.v, self.vdst, pending.values[:, 0])


class Src2(MemoryStep):
    """ds_<op>_src2_<type>: DS[A] = op(DS[A], DS[B]) with no data registers (Vega ISA):
    A = v[addr]; B = A + 4 * delta, delta the signed 16 bits {offset1[6], offset1[6:0], offset0},
    or, where offset1[7] is set, {A[31], A[31:17]} with A = A[16:0]. Every lane reads its B
    before any lane writes its A; lanes that share an A apply in lane order."""

    def __init__(self, addr, offset, op, words, space_of):
        self.addr = addr
        self.from_address = bool(offset & 0x8000)
        self.delta = sext((offset & 0x7FFF) | ((offset << 1) & 0x8000), 16)
        self.op = op                # None: ds_write_src2 (a copy)
        self.words = words
        self.space_of = space_of

    def issue(self, st, w, env):
        lanes = active_lanes(st, w)
        if not len(lanes):
            return None
        a = lanes.gather(st.v, self.addr).astype(np.int64)
        delta = self.delta
        if self.from_address:
            delta = ((a >> 17) & 0x7FFF) - ((a >> 31) << 15)
            a = a & 0x1FFFF
        b = a + 4 * delta
        space = self.space_of(st, lanes.wave, env)
        try:
            data = space.load_dwords(b, self.words)
            if self.op is None:
                space.store_dwords(a, data)
            else:
                space.atomic(a, self.op, [np.ascontiguousarray(data).view(self.op.dtype)[:, 0]])
        except MemoryViolation as err:
            raise lanes.blame(err) from None
        return None


class _Exchange2(VectorAccess):
    """ds_wrxchg2[st64]_rtn_b32/b64 and ds_condxchg32_rtn_b64: one atomic per part (address),
    each with its own data register, the old values to vdst and vdst + dwords per part."""

    def __init__(self, address, width, data, vdst, op):
        super().__init__(address, "atomic", width, data=data, vdst=vdst, op=op)

    def _atomic(self, st, lanes, parts):
        words = 2 if self.op.dtype is U64 else 1
        out = np.zeros((len(lanes), self.width.dwords), U32)
        for part, reg in zip(parts, self.data):
            self._failing = part
            data = np.ascontiguousarray(read_vgprs(st, lanes, reg, words)).view(self.op.dtype)
            old = part.space.atomic(part.addrs, self.op, [data[:, 0]])
            out[:, part.first:part.first + words] = old.view(U32).reshape(len(lanes), words)
        return Pending(lanes.wave, lanes.lane, out, lanes)


def scaled_offsets(inst, target, scale):
    """The two addresses' offsets of a two-address row: offset0 and offset1 times ``scale``."""
    offsets = _offsets(inst, target)
    return offsets["offset0"] * scale, offsets["offset1"] * scale


def _exchange2(inst, target, name):
    if name == "condxchg32_rtn_b64":
        offset = _offset(inst, target)
        address = _lds_address(inst, target, (offset, offset + 4), 1)
        data0 = data_base(inst, target, "data0")
        return _Exchange2(_aligned8(address), Width(8), [data0, data0 + 1],
                          data_base(inst, target, "vdst"), CONDXCHG32)
    size = 8 if name.endswith("b64") else 4
    scale = size * (64 if "st64" in name else 1)
    address = _lds_address(inst, target, scaled_offsets(inst, target, scale), size // 4)
    return _Exchange2(address, Width(2 * size), [data_base(inst, target, "data0"),
                                                 data_base(inst, target, "data1")],
                      data_base(inst, target, "vdst"), atomic_op("swap", 8 * size))


def _aligned8(address):
    """ds_condxchg32: ADDR0 = (v[addr] + offset) & 0xFFF8, ADDR1 = ADDR0 + 4 (CDNA3 ISA)."""
    def aligned(st, lanes, env):
        first, second = address(st, lanes, env)
        first.addrs = first.addrs & U32(0xFFF8)
        second.addrs = first.addrs + U32(4)
        return [first, second]
    return aligned


def _src2(inst, target, name):
    stem, _, kind = name.replace("_src2", "").rpartition("_")
    bits = int(kind[1:])
    op = None if stem == "write" else atomic_op(_OPS[f"{stem}_{kind[0]}"], bits)
    return Src2(_addr(inst, target), _offset(inst, target), op, bits // 32, _space(inst, target))


def _gws(inst, target, pc, kind):
    """ds_gws_*: the data VGPR (or AGPR) the record names, None for the semaphores."""
    data = next((register_index(o) for o in inst.record(target).operands if o.is_register),
                None)
    return Gws(kind, pc, 8, _offset(inst, target), data)


# --- builders -------------------------------------------------------------------------------

def _build(inst, target, pc):
    name = inst.name[3:]
    verb, _, tail = name.partition("_")
    if verb in ("read", "write", "read2", "read2st64", "write2", "write2st64") and (
            "addtid" not in tail and "src2" not in tail):
        return _read_write(inst, target, verb, tail)
    if name in ("swizzle_b32", "permute_b32", "bpermute_b32"):
        data0 = operand(inst, target, "data0")
        return LaneExchange(name[:-4], data_base(inst, target, "vdst"), _addr(inst, target),
                            data0 and register_index(data0), _offset(inst, target))
    if name in ("append", "consume"):
        return AppendConsume(data_base(inst, target, "vdst"), _offset(inst, target),
                             atomic_op("add" if name == "append" else "sub", 32),
                             _gds(inst, target))
    if name == "read_addtid_b32":
        return VectorAccess(_addtid_address(inst, target), "load", WIDTHS["dword"],
                            vdst=data_base(inst, target, "vdst"))
    if name == "write_addtid_b32":
        return VectorAccess(_addtid_address(inst, target), "store", WIDTHS["dword"],
                            data=data_base(inst, target, "data0"))
    if "_src2_" in name:
        return _src2(inst, target, name)
    if name.startswith(("wrxchg2", "condxchg32")):
        return _exchange2(inst, target, name)
    if verb == "gws":
        return _gws(inst, target, pc, tail)
    if name == "ordered_count":
        return OrderedCount(data_base(inst, target, "vdst"), _addr(inst, target),
                            bool(_modifier(inst, target, "swap")))
    return _atomic(inst, target, name)


def _nop(inst, target, pc):
    return lambda st, w, env: None


def _names():
    reads = ("u8", "i8", "u16", "i16", "b32", "b64", "b96", "b128", "u8_d16", "u8_d16_hi",
             "i8_d16", "i8_d16_hi", "u16_d16", "u16_d16_hi")
    writes = ("b8", "b16", "b32", "b64", "b96", "b128", "b8_d16_hi", "b16_d16_hi")
    names = [f"ds_read_{t}" for t in reads] + [f"ds_write_{t}" for t in writes]
    names += [f"ds_{verb}_{t}" for verb in ("read2", "read2st64", "write2", "write2st64")
              for t in ("b32", "b64")]
    for key in _OPS:
        stem, letter = key.rsplit("_", 1)
        for bits in (32, 64):
            names += [f"ds_{stem}_{letter}{bits}", f"ds_{stem}_rtn_{letter}{bits}"]
            names += [f"ds_{stem}_src2_{letter}{bits}"]
    names += [f"ds_pk_add{rtn}_{t}" for rtn in ("", "_rtn") for t in ("f16", "bf16")]
    names += [f"ds_write_src2_b{bits}" for bits in (32, 64)]
    names += [f"ds_wrxchg2{st}_rtn_b{bits}" for st in ("", "st64") for bits in (32, 64)]
    names += [f"ds_gws_{kind}" for kind in ("init", "barrier", "sema_v", "sema_br", "sema_p",
                                            "sema_release_all")]
    return names + ["ds_swizzle_b32", "ds_permute_b32", "ds_bpermute_b32", "ds_append",
                    "ds_consume", "ds_read_addtid_b32", "ds_write_addtid_b32",
                    "ds_condxchg32_rtn_b64", "ds_ordered_count"]


SEMANTICS = {name: _build for name in _names()} | {"ds_nop": _nop}
