"""Vector memory through FLAT, GLOBAL and SCRATCH: loads, stores and atomics of every width.

Addresses per lane (Vega ISA ch. 9.3; LLVM AMDGPUUsage):

- GLOBAL: v[addr:addr+1] + offset, or s[saddr:saddr+1] + v[addr] (32-bit) + offset;
- SCRATCH: a private offset s[saddr] and/or v[addr] + offset, per lane, swizzled into the
  wave's scratch at FLAT_SCRATCH (the dispatcher sets it; with architected flat scratch it is
  the hardware register the dispatcher writes to the same place);
- FLAT: v[addr:addr+1] + offset; addresses inside the LDS aperture go to the workgroup's LDS,
  inside the private aperture to scratch, others to device memory.

    global_load_dword v1, v[2:3], off offset:8    v1 = mem32[v[2:3] + 8]   (active lanes)
    global_atomic_add v0, v1, v2, s[4:5] glc      v0 = old; mem32[s[4:5] + v1] += v2

Atomics return the pre-op value where glc (sc0) is set; lanes that hit one word act in lane
order, waves in batch order (atomics.py). A load of a byte, a short or a dword into LDS (gfx9:
the plain load with the lds bit; gfx942: ``*_load_lds_*``) writes no VGPR (LdsLoad).

    global_load_dword v[2:3], off lds             LDS dword at M0[15:0] + lane * 4 = mem32[...]
"""
import numpy as np

from ..errors import GcnsimError, MemoryViolation
from ..isa.operands import M0
from .atomics import atomic_op
from .memop import (U32, U64, WIDTHS, GlobalSpace, LdsSpace, MemoryStep, Pending, ScratchSpace,
                    active_lanes, address_operands, check_slices, data_base, load_width,
                    read_pairs, read_vgprs, store_width, write_back)

FLOAT_ATOMICS = {"add_f32": ("fadd", 32), "add_f64": ("fadd", 64), "min_f64": ("fmin", 64),
                 "max_f64": ("fmax", 64), "pk_add_f16": ("pk_add_f16", 32),
                 "pk_add_bf16": ("pk_add_bf16", 32)}


def parse_atomic(name, target=None):
    """(operation, word bits) of an atomic mnemonic's tail: ``add_x2`` -> ("add", 64). The
    GLOBAL/FLAT/MUBUF add_f32 of a ``target`` whose memory atomics flush f32 denormals is
    "fadd_ftz" (atomics.py)."""
    if name == "add_f32" and target is not None and not target.has(
            "memory_atomic_fadd_f32_denormals"):
        return "fadd_ftz", 32
    if name in FLOAT_ATOMICS:
        return FLOAT_ATOMICS[name]
    if name.endswith("_x2"):
        return name[:-3], 64
    return name, 32


class Part:
    """Some of the active lanes (``sel`` into them, None for all) accessing one space."""

    def __init__(self, sel, space, addrs, first=0, count=None):
        self.sel = sel
        self.space = space
        self.addrs = addrs
        self.first = first
        self.count = count


class VectorAccess(MemoryStep):
    """Load, store or atomic over the parts an addressing function splits the lanes into.

    ``address(st, lanes, env) -> [Part]``; ``kind`` is load / store / atomic."""

    def __init__(self, address, kind, width, data=None, vdst=None, op=None):
        self.address = address
        self.kind = kind
        self.width = width
        self.data = data            # store: first data register; atomic: one per operand
        self.vdst = vdst
        self.op = op

    def issue(self, st, w, env):
        lanes = active_lanes(st, w)
        if not len(lanes):
            return None
        parts = self.address(st, lanes, env)
        try:
            return getattr(self, "_" + self.kind)(st, lanes, parts)
        except MemoryViolation as err:
            raise lanes.blame(err, self._failing.sel) from None

    def complete(self, st, pending):
        write_back(st, self.vdst, self.width, pending)

    def _load(self, st, lanes, parts):
        values = np.zeros((len(lanes), self.width.dwords), U32)
        for part in parts:
            self._failing = part
            if part.count:
                loaded = part.space.load_dwords(part.addrs, part.count)
            else:
                loaded = load_width(part.space, part.addrs, self.width)
            cols = slice(part.first, part.first + (part.count or self.width.dwords))
            if part.sel is None:
                values[:, cols] = loaded
            else:
                values[part.sel, cols] = loaded
        return Pending(lanes.wave, lanes.lane, values, lanes)

    def _store(self, st, lanes, parts):
        data = read_vgprs(st, lanes, self.data, self.width.dwords)
        for part in parts:
            self._failing = part
            cols = slice(part.first, part.first + (part.count or self.width.dwords))
            rows = data[:, cols] if part.sel is None else data[part.sel, cols]
            store_width(part.space, part.addrs, self.width, np.ascontiguousarray(rows))
        return None

    def _atomic(self, st, lanes, parts):
        words = 2 if self.op.dtype is U64 else 1
        data = [np.ascontiguousarray(read_vgprs(st, lanes, reg, words)).view(self.op.dtype)[:, 0]
                for reg in self.data]
        old = np.zeros(len(lanes), self.op.dtype)
        for part in parts:
            self._failing = part
            args = data if part.sel is None else [d[part.sel] for d in data]
            got = part.space.atomic(part.addrs, self.op, args)
            old[slice(None) if part.sel is None else part.sel] = got
        if self.vdst is None:
            return None
        return Pending(lanes.wave, lanes.lane, old.view(U32).reshape(len(lanes), words), lanes)


class LdsLoad(VectorAccess):
    """A load into LDS (MUBUF lds=1, global_/scratch_load_lds_*): each active lane's value,
    extended to a dword, goes to the LDS dword at M0[15:0] + inst_offset + lane * 4 (Vega ISA
    9.1.9: LDS_ADDR = LDSbase + LDS_offset + inst_offset + TID * 4). No register is written, so
    issue() does the LDS write (the timing model may split it)."""

    def __init__(self, address, offset, width):
        super().__init__(address, "load", width)
        self.inst_offset = U32(offset & 0xFFFFFFFF)

    def lds_addresses(self, st, lanes):
        return ((st.s[lanes.wave, M0] & U32(0xFFFF)) + self.inst_offset
                + lanes.lane.astype(U32) * U32(4))

    def issue(self, st, w, env):
        pending = super().issue(st, w, env)
        if pending is None:
            return None
        lanes = pending.lanes
        space = LdsSpace(env.lds, st.workgroup[lanes.wave])
        try:
            space.store_dwords(self.lds_addresses(st, lanes), pending.values[:, :1])
        except MemoryViolation as err:
            raise lanes.blame(err) from None
        return None


class LdsToMemory(LdsLoad):
    """buffer_store_lds_dword: the LDS dword at M0[15:0] + inst_offset + lane * 4 of each
    active lane, stored at the lane's buffer address."""

    def __init__(self, address, offset):
        super().__init__(address, offset, WIDTHS["dword"])

    def issue(self, st, w, env):
        lanes = active_lanes(st, w)
        if not len(lanes):
            return None
        space = LdsSpace(env.lds, st.workgroup[lanes.wave])
        try:
            data = space.load_dwords(self.lds_addresses(st, lanes), 1)
        except MemoryViolation as err:
            raise lanes.blame(err) from None
        for part in self.address(st, lanes, env):
            rows = data if part.sel is None else data[part.sel]
            try:
                part.space.store_dwords(part.addrs, np.ascontiguousarray(rows))
            except MemoryViolation as err:
                raise lanes.blame(err, part.sel) from None
        return None


def _sgpr_pair(st, lanes, enc):
    return st.s[lanes.wave, enc].astype(U64) | (st.s[lanes.wave, enc + 1].astype(U64) << U64(32))


def _global_address(inst, target):
    vaddr, saddr, offset = address_operands(inst, target)
    verb = _verb(inst)
    vreg, sreg = vaddr.index, saddr and saddr.enc
    offset = U64(offset & 0xFFFFFFFFFFFFFFFF)

    def address(st, lanes, env):
        if saddr is None:
            addrs = read_pairs(st, lanes, vreg) + offset
        else:
            addrs = _sgpr_pair(st, lanes, sreg) + lanes.gather(st.v, vreg) + offset
        in_backing(env, lanes, addrs, verb)
        return [Part(None, GlobalSpace(env.memory), addrs)]
    return address


def _verb(inst):
    return "read" if "_load" in inst.name else "wrote"


def in_backing(env, lanes, addrs, verb, sel=None):
    """ScratchOverflow (located at its lane) for a global address (a GLOBAL access's, a FLAT
    one's outside the apertures; of ``lanes`` or their ``sel``) inside the batch's scratch and
    outside its wave's slice: the scratch is device memory, and a wave reaching it by its
    address is checked as its private segment buffer's accesses are (memop.check_slices)."""
    if not env.scratch_wave_bytes:
        return
    private = (addrs - U64(env.scratch_base)) < U64(env.scratch_bytes)
    if private.any():
        sub = lanes if sel is None else lanes.subset(sel)
        try:
            check_slices(env, sub.wave, sub.lane, addrs, verb, private)
        except MemoryViolation as err:
            raise lanes.blame(err, sel) from None


def scratch_base(target, st, lanes, env):
    """Device address of each lane's wave scratch: FLAT_SCRATCH on gfx9 (the dispatcher or the
    kernel prologue sets it); on gfx7 the hidden private base (env.scratch_base) plus
    FLAT_SCRATCH_HI << 8 (FLAT_SCRATCH_LO holds the per-lane size)."""
    fs = target.flat_scratch_base
    if target.generation < 9:
        hi = st.s[lanes.wave, fs + 1].astype(U64) << U64(8)
        return U64(env.scratch_base) + hi
    return _sgpr_pair(st, lanes, fs)


def _scratch_address(inst, target):
    """SCRATCH: whichever of the SGPR and the VGPR the record has (gfx942: the VGPR by sve)."""
    vaddr, saddr, offset = address_operands(inst, target)
    vreg, sreg = vaddr and vaddr.index, saddr and saddr.enc
    offset = U32(offset & 0xFFFFFFFF)

    def address(st, lanes, env):
        off = np.full(len(lanes), offset, U32)
        if saddr is not None:
            off += st.s[lanes.wave, sreg]
        if vaddr is not None:
            off += lanes.gather(st.v, vreg)
        space = ScratchSpace(env.memory, scratch_base(target, st, lanes, env), lanes.lane,
                             env, lanes.wave)
        return [Part(None, space, off)]
    return address


def _flat_address(inst, target):
    vaddr, _, offset = address_operands(inst, target)
    verb = _verb(inst)
    vreg, offset = vaddr.index, U64(offset)

    def address(st, lanes, env):
        addrs = read_pairs(st, lanes, vreg) + offset
        memory = env.memory
        shared = (addrs >> U64(32)) == U64(memory.shared_aperture >> 32)
        private = (addrs >> U64(32)) == U64(memory.private_aperture >> 32)
        low = (addrs & U64(0xFFFFFFFF)).astype(U32)
        parts = []
        if shared.any():
            sel = np.nonzero(shared)[0]
            space = LdsSpace(env.lds, st.workgroup[lanes.wave[sel]])
            parts.append(Part(sel, space, low[sel]))
        if private.any():
            sel = np.nonzero(private)[0]
            sub = lanes.subset(sel)
            space = ScratchSpace(memory, scratch_base(target, st, sub, env), sub.lane, env,
                                 sub.wave)
            parts.append(Part(sel, space, low[sel]))
        rest = ~(shared | private)
        if rest.all():
            in_backing(env, lanes, addrs, verb)
            parts.append(Part(None, GlobalSpace(memory), addrs))
        elif rest.any():
            sel = np.nonzero(rest)[0]
            in_backing(env, lanes, addrs[sel], verb, sel)
            parts.append(Part(sel, GlobalSpace(memory), addrs[sel]))
        return parts
    return address


_ADDRESSING = {"GLOBAL": _global_address, "SCRATCH": _scratch_address, "FLAT": _flat_address}


def build_vector(inst, target, address, data="data", vdst="vdst"):
    """The VectorAccess of a load/store/atomic mnemonic (``<seg>_load_<width>`` ...); ``data``
    and ``vdst`` name the fields of the data and result registers."""
    _, verb, tail = inst.name.split("_", 2)
    if verb == "load":
        return VectorAccess(address, "load", WIDTHS[tail], vdst=data_base(inst, target, vdst))
    if verb == "store":
        return VectorAccess(address, "store", WIDTHS[tail],
                            data=data_base(inst, target, data))
    name, bits = parse_atomic(tail, target)
    returns = dict(inst.record(target).modifiers).get("glc", 0)
    width = WIDTHS["dwordx2" if bits == 64 else "dword"]
    op = atomic_op(name, bits)
    first = data_base(inst, target, data)
    return VectorAccess(address, "atomic", width,
                        data=[first + k * width.dwords for k in range(op.nargs)],
                        vdst=data_base(inst, target, vdst) if returns else None, op=op)


def _build(inst, target, pc):
    address = _ADDRESSING[inst.fmt.enc](inst, target)
    if "_load_lds_" in inst.name or inst.fields.get("lds", 0):
        # gfx942 names the LDS loads (global_load_lds_dword); gfx9 sets the FLAT lds bit of
        # the plain load (global_load_dword v[2:3], off lds), which then writes no VGPR.
        tail = inst.name.rsplit("_", 1)[1]
        if "_load_" not in inst.name or tail not in LDS_WIDTHS:   # LLVM decodes no such word
            raise GcnsimError(f"{inst.name} with the lds bit set: only loads of a byte, a "
                              "short or a dword write to LDS")
        return LdsLoad(address, address_operands(inst, target)[2], WIDTHS[tail])
    return build_vector(inst, target, address)


LDS_WIDTHS = ("ubyte", "sbyte", "ushort", "sshort", "dword")    # the loads that can write LDS
LOAD_TYPES = ("ubyte", "sbyte", "ushort", "sshort", "dword", "dwordx2", "dwordx3", "dwordx4",
              "ubyte_d16", "ubyte_d16_hi", "sbyte_d16", "sbyte_d16_hi", "short_d16",
              "short_d16_hi")
STORE_TYPES = ("byte", "short", "dword", "dwordx2", "dwordx3", "dwordx4", "byte_d16_hi",
               "short_d16_hi")
_INT_ATOMICS = ("swap", "cmpswap", "add", "sub", "smin", "umin", "smax", "umax", "and", "or",
                "xor", "inc", "dec", "fcmpswap", "fmin", "fmax")
ATOMIC_TYPES = _INT_ATOMICS + tuple(a + "_x2" for a in _INT_ATOMICS) + tuple(FLOAT_ATOMICS)


def vector_names(prefix):
    """Every load/store/atomic mnemonic with this prefix (a superset of any target's table)."""
    return ([f"{prefix}_load_{t}" for t in LOAD_TYPES]
            + [f"{prefix}_store_{t}" for t in STORE_TYPES]
            + [f"{prefix}_atomic_{t}" for t in ATOMIC_TYPES])


LDS_LOADS = [f"{seg}_load_lds_{t}" for seg in ("global", "scratch") for t in LDS_WIDTHS]
SEMANTICS = {name: _build for seg in ("flat", "global", "scratch") for name in vector_names(seg)}
SEMANTICS.update({name: _build for name in LDS_LOADS})
