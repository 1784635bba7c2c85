"""Buffer memory: MUBUF and MTBUF through a buffer resource descriptor (V#) in four SGPRs.

The V# (Vega ISA 9.1.5; Sea Islands ISA 8.1.5): base address (48 bits), stride (14 bits),
swizzle enable, num_records, and in dword 3 dst_sel, num_format, data_format, element size
(gfx7 only; 4 bytes on gfx9), index stride and add_tid_enable. Per lane:

    index  = (idxen ? v[vaddr] : 0) + (add_tid_enable ? lane : 0)
    offset = (offen ? v[vaddr + idxen] : 0) + inst_offset
    linear:   buffer_offset = offset + index * stride
    swizzled: buffer_offset = (index / index_stride * stride + offset / element_size * element_size)
                              * index_stride + index % index_stride * element_size
                              + offset % element_size
    address = base + soffset + buffer_offset        (gfx7 addr64: base + v[vaddr:+1] + ...)

Out of range (stride 0: offset + size > num_records bytes; with a stride: index >= num_records
records, or, swizzled, offset >= stride): loads return 0 and stores are dropped, per dword for
dword loads and stores, all or nothing for formats and atomics, as the hardware does. The
SGPR offset is not range-checked.

    tbuffer_load_format_x v1, v1, s[8:11], 0 offen format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]
        v1 = mem32[base(s[8:11]) + v1]   (0 where v1 >= num_records)
"""
from dataclasses import dataclass

import numpy as np

from ..errors import GcnsimError, MemoryViolation
from .memop import (U16, U32, U64, U8, GlobalSpace, MemoryStep, Pending, WIDTHS, active_lanes,
                    address_operands, check_slices, data_base, read_pairs, read_vgprs)
from .operands import operand_bits
from .vmem import LdsLoad, LdsToMemory, Part, build_vector, parse_atomic, vector_names

# data_format -> (components, bits per component); the packed formats are not modelled.
DATA_FORMATS = {1: (1, 8), 2: (1, 16), 3: (2, 8), 4: (1, 32), 5: (2, 16), 10: (4, 8),
                11: (2, 32), 12: (4, 16), 13: (3, 32), 14: (4, 32)}
UNORM, SNORM, USCALED, SSCALED, UINT, SINT, FLOAT = 0, 1, 2, 3, 4, 5, 7
COMPONENTS = {"x": 1, "xy": 2, "xyz": 3, "xyzw": 4}


class BufferFormatError(GcnsimError):
    """A buffer data/number format the simulator does not model."""


@dataclass
class Resource:
    """A buffer resource descriptor, decoded per lane (Vega ISA table 9.5)."""
    base: np.ndarray
    stride: np.ndarray
    swizzle: np.ndarray
    num_records: np.ndarray
    num_format: np.ndarray
    data_format: np.ndarray
    element_size: np.ndarray
    index_stride: np.ndarray
    add_tid: np.ndarray


def decode_resource(words, generation):
    """Resource from uint32 words (..., 4)."""
    w0, w1, w2, w3 = (words[..., k].astype(U64) for k in range(4))
    elem = U64(2) << ((w3 >> U64(19)) & U64(3)) if generation < 9 else np.full_like(w3, 4)
    return Resource(base=w0 | ((w1 & U64(0xFFFF)) << U64(32)),
                    stride=(w1 >> U64(16)) & U64(0x3FFF), swizzle=(w1 >> U64(31)) != 0,
                    num_records=w2, num_format=(w3 >> U64(12)) & U64(7),
                    data_format=(w3 >> U64(15)) & U64(15), element_size=elem,
                    index_stride=U64(8) << ((w3 >> U64(21)) & U64(3)),
                    add_tid=((w3 >> U64(23)) & U64(1)) != 0)


class BufferAddress:
    """Per-lane addresses and range checks of one MUBUF/MTBUF instruction."""

    def __init__(self, inst, target):
        record = inst.record(target)
        mode = dict(record.modifiers)
        vaddr, _, offset = address_operands(inst, target)
        (srsrc,), (soffset,) = record.field("srsrc"), record.field("soffset")
        self.generation = target.generation
        self.rsrc = srsrc.enc
        self.vaddr = vaddr.index if vaddr else 0
        self.offen, self.idxen = mode.get("offen", 0), mode.get("idxen", 0)
        self.addr64 = mode.get("addr64", 0)
        self.inst_offset = U64(offset)
        self.soffset_enc = soffset.enc
        self.soffset_const = operand_bits(soffset, 1)

    def resource(self, st, lanes):
        return decode_resource(st.s[lanes.wave, self.rsrc:self.rsrc + 4], self.generation)

    def soffset(self, st, lanes):
        if self.soffset_const is not None:
            return U64(self.soffset_const)
        return st.s[lanes.wave, self.soffset_enc].astype(U64)

    def locate(self, st, lanes):
        """(addresses, buffer offsets, in-range limit per lane or None, resource)."""
        r = self.resource(st, lanes)
        soffset = self.soffset(st, lanes)
        if self.addr64:
            addrs = r.base + read_pairs(st, lanes, self.vaddr) + soffset + self.inst_offset
            return addrs, None, r
        index = np.zeros(len(lanes), U64)
        if self.idxen:
            index += lanes.gather(st.v, self.vaddr)
        index += np.where(r.add_tid, lanes.lane.astype(U64), U64(0))
        offset = self.inst_offset + np.zeros(len(lanes), U64)
        if self.offen:
            offset += lanes.gather(st.v, self.vaddr + self.idxen)
        offset &= U64(0xFFFFFFFF)
        swizzled = r.swizzle
        linear = offset + index * r.stride
        es, ist = r.element_size, r.index_stride
        swz = ((index // ist * r.stride + offset // es * es) * ist + index % ist * es
               + offset % es)
        buffer_offset = np.where(swizzled, swz, linear)
        # Bytes still in range from each lane's address (0: out of range). num_records counts
        # bytes without a stride and records with one (gfx7 and gfx9 alike; gfx8 differs).
        limit = np.where(r.num_records > offset, r.num_records - offset, U64(0))
        in_record = (index < r.num_records) & ~(swizzled & (offset >= r.stride))
        limit = np.where(r.stride != 0, np.where(in_record, U64(1 << 32), U64(0)), limit)
        return r.base + soffset + buffer_offset, limit, r


def in_slices(env, lanes, addrs, limit, r, verb):
    """ScratchOverflow (located at its lane) for a lane in range whose V# is the private
    segment buffer (its base inside the batch's scratch) and whose address lies outside its
    wave's slice: memop.check_slices."""
    if not env.scratch_wave_bytes:
        return
    private = (r.base - U64(env.scratch_base)) < U64(env.scratch_bytes)
    if limit is not None:
        private &= limit > 0
    try:
        check_slices(env, lanes.wave, lanes.lane, addrs, verb, private)
    except MemoryViolation as err:
        raise lanes.blame(err) from None


def _buffer_parts(address, width, whole, verb):
    """Addressing function for VectorAccess: one part per dword unless ``whole``."""
    def parts(st, lanes, env):
        addrs, limit, r = address.locate(st, lanes)
        in_slices(env, lanes, addrs, limit, r, verb)
        space = GlobalSpace(env.memory)
        if limit is None or (limit >= width.size).all():
            return [Part(None, space, addrs)]
        if whole or width.dwords == 1:
            sel = np.nonzero(limit >= width.size)[0]
            return [Part(sel, space, addrs[sel])]
        out = []
        for j in range(width.dwords):
            sel = np.nonzero(limit >= 4 * j + 4)[0]
            out.append(Part(sel, space, addrs[sel] + U64(4 * j), j, 1))
        return out
    return parts


# --- formats --------------------------------------------------------------------------------

def _to_register(raw, bits, nfmt):
    """uint32 register values of memory components (uint of ``bits``) in number format."""
    if nfmt == UINT or (nfmt == FLOAT and bits == 32):
        return raw.astype(U32)
    signed = raw.astype(np.int64) - ((raw.astype(np.int64) >> (bits - 1) & 1) << bits)
    if nfmt == SINT:
        return signed.astype(np.int32).view(U32)
    if nfmt == FLOAT and bits == 16:
        return raw.astype(U16).view(np.float16).astype(np.float32).view(U32)
    scale = {UNORM: (raw, (1 << bits) - 1), SNORM: (signed, (1 << (bits - 1)) - 1),
             USCALED: (raw, 1), SSCALED: (signed, 1)}
    if nfmt not in scale:
        raise BufferFormatError(f"number format {nfmt} with {bits}-bit data is not modelled")
    value, div = scale[nfmt]
    out = np.maximum(value.astype(np.float64) / div, -1.0) if nfmt == SNORM else value / div
    return np.asarray(out, np.float32).view(U32)


def _to_memory(data, bits, nfmt):
    """Memory components (uint64) of uint32 register values in number format."""
    mask = U64((1 << bits) - 1)
    if nfmt in (UINT, SINT) or (nfmt == FLOAT and bits == 32):
        return data.astype(U64) & mask
    x = data.view(np.float32)
    if nfmt == FLOAT and bits == 16:
        return x.astype(np.float16).view(U16).astype(U64)
    with np.errstate(all="ignore"):
        if nfmt == UNORM:
            value = np.rint(np.clip(x, 0, 1) * ((1 << bits) - 1))
        elif nfmt == SNORM:
            value = np.rint(np.clip(x, -1, 1) * ((1 << (bits - 1)) - 1))
        elif nfmt in (USCALED, SSCALED):
            value = np.rint(np.nan_to_num(x))
        else:
            raise BufferFormatError(f"number format {nfmt} is not modelled")
    return value.astype(np.int64).astype(U64) & mask


class FormatAccess(MemoryStep):
    """buffer_/tbuffer_ load/store_format_{x,xy,xyz,xyzw}: converted components."""

    def __init__(self, address, store, count, reg, fmt=None, d16=None):
        self.address = address
        self.store = store
        self.count = count
        self.reg = reg
        self.fmt = fmt          # (dfmt, nfmt) of MTBUF; None: the descriptor's
        self.d16 = d16          # None, "packed" (two per dword), "unpacked" (low halves), "hi"

    def issue(self, st, w, env):
        lanes = active_lanes(st, w)
        if not len(lanes):
            return None
        addrs, limit, r = self.address.locate(st, lanes)
        in_slices(env, lanes, addrs, limit, r, "wrote" if self.store else "read")
        formats = (np.stack([r.data_format, r.num_format], 1) if self.fmt is None
                   else np.array([self.fmt], U64).repeat(len(lanes), 0))
        values = np.zeros((len(lanes), self.count), U32)
        data = self._read_data(st, lanes) if self.store else None
        for dfmt, nfmt in np.unique(formats, axis=0):
            if int(dfmt) not in DATA_FORMATS:
                raise BufferFormatError(f"buffer data format {int(dfmt)} is not modelled")
            comps, bits = DATA_FORMATS[int(dfmt)]
            size = comps * bits // 8
            ok = (formats == (dfmt, nfmt)).all(1)
            if limit is not None:
                ok &= limit >= size
            sel = np.nonzero(ok)[0]
            try:
                self._access(env, addrs[sel], comps, bits, int(nfmt), values, data, sel)
            except MemoryViolation as err:
                raise lanes.blame(err, sel) from None
        return None if self.store else Pending(lanes.wave, lanes.lane, values, lanes)

    def _access(self, env, addrs, comps, bits, nfmt, values, data, sel):
        n = min(comps, self.count)
        dtype = {8: U8, 16: U16, 32: U32}[bits]
        floating = nfmt in (FLOAT, UNORM, SNORM, USCALED, SSCALED)
        if self.store:
            regs = data[sel, :n] if self.d16 is None else _from_d16(data[sel, :n], nfmt)
            raw = _to_memory(regs, bits, nfmt).astype(dtype)
            env.memory.store_bytes(addrs, raw.view(U8).reshape(len(sel), -1))
            return
        raw = env.memory.load_bytes(addrs, n * bits // 8).view(dtype).astype(U64)
        values[sel, :n] = _to_register(raw, bits, nfmt)
        if self.count == 4 and comps < 4:
            values[sel, 3] = 0x3F800000 if floating else 1
        if self.d16 is not None:
            values[sel] = _to_d16(values[sel], floating)

    def _read_data(self, st, lanes):
        """Store data: one uint32 register value (or 16-bit d16 half) per component."""
        if self.d16 is None:
            return read_vgprs(st, lanes, self.reg, self.count)
        if self.d16 == "hi":
            return read_vgprs(st, lanes, self.reg, 1) >> U32(16)
        if self.d16 == "unpacked":
            return read_vgprs(st, lanes, self.reg, self.count) & U32(0xFFFF)
        regs = read_vgprs(st, lanes, self.reg, (self.count + 1) // 2)
        halves = np.stack([regs & U32(0xFFFF), regs >> U32(16)], 2).reshape(len(regs), -1)
        return halves[:, :self.count]

    def complete(self, st, pending):
        lanes, values = pending.lanes, pending.values
        if self.d16 in (None, "unpacked"):
            for k in range(self.count):
                lanes.scatter(st.v, self.reg + k, values[:, k])
        elif self.d16 == "hi":
            old = lanes.gather(st.v, self.reg)
            lanes.scatter(st.v, self.reg, (old & U32(0xFFFF)) | (values[:, 0] << U32(16)))
        else:
            for k in range(0, self.count, 2):
                high = values[:, k + 1] << U32(16) if k + 1 < self.count else U32(0)
                lanes.scatter(st.v, self.reg + k // 2, values[:, k] | high)


def _to_d16(values, floating):
    """Register values as d16 halves: f32 -> f16 for float formats, low 16 bits for integers."""
    if not floating:
        return values & U32(0xFFFF)
    return values.view(np.float32).astype(np.float16).view(U16).astype(U32)


def _from_d16(halves, nfmt):
    """d16 halves as the 32-bit register values _to_memory takes (f16 -> f32; sign or zero
    extension for integers)."""
    if nfmt in (FLOAT, UNORM, SNORM, USCALED, SSCALED):
        return halves.astype(U16).view(np.float16).astype(np.float32).view(U32)
    if nfmt == SINT:
        return halves.astype(U16).view(np.int16).astype(np.int32).view(U32)
    return halves


# --- builders -------------------------------------------------------------------------------

def _nop(inst, target, pc):
    return lambda st, w, env: None


def _d16(inst, count):
    """d16 layout of a format mnemonic: the row's vdata width says packed or unpacked."""
    if "_d16" not in inst.name:
        return None
    if "_d16_hi" in inst.name:
        return "hi"
    width = next(s.width for s in inst.op.operands if s.field == "vdata")
    return "packed" if width < count else "unpacked"


def _build(inst, target, pc):
    address = BufferAddress(inst, target)
    name = inst.name
    if name == "buffer_store_lds_dword":
        parts = _buffer_parts(address, WIDTHS["dword"], False, "wrote")
        return LdsToMemory(parts, int(address.inst_offset))
    if inst.fields.get("lds", 0):
        width = WIDTHS.get(name.split("_", 2)[2]) if name.startswith("buffer_load_") else None
        if width is None:       # LLVM decodes no such word either
            raise GcnsimError(f"{name} with the lds bit set: only buffer loads of a plain "
                              "width write to LDS")
        return LdsLoad(_buffer_parts(address, width, False, "read"), int(address.inst_offset), width)
    if "_format_" in name:
        count = COMPONENTS[name.rsplit("_", 1)[1]]
        fmt = None
        if inst.fmt.enc == "MTBUF":
            fmt = (inst.fields.get("dfmt", 1), inst.fields.get("nfmt", 0))
        data = data_base(inst, target, "vdata")
        return FormatAccess(address, "_store_" in name, count, data, fmt, _d16(inst, count))
    _, verb, tail = name.split("_", 2)
    atomic = verb == "atomic"
    if atomic:
        width = WIDTHS["dwordx2" if parse_atomic(tail)[1] == 64 else "dword"]
    else:
        width = WIDTHS[tail]
    parts = _buffer_parts(address, width, atomic,
                          "accessed" if atomic else "wrote" if verb == "store" else "read")
    return build_vector(inst, target, parts, "vdata", "vdata")


_NOPS = ("buffer_wbinvl1", "buffer_wbinvl1_vol", "buffer_wbl2", "buffer_invl2", "buffer_inv")


def _names():
    formats = [f"{prefix}_{verb}_format_{d16}{c}" for prefix in ("buffer", "tbuffer")
               for verb in ("load", "store") for c in COMPONENTS for d16 in ("", "d16_")]
    formats += ["buffer_load_format_d16_hi_x", "buffer_store_format_d16_hi_x",
                "buffer_store_lds_dword"]
    return vector_names("buffer") + formats


SEMANTICS = {name: _build for name in _names()} | {name: _nop for name in _NOPS}
