"""Scalar memory: SMEM (gfx9) and SMRD (gfx7) loads, stores and atomics, one access per wave.

The address is a 64-bit base in an SGPR pair (``s_load``, ``s_store``, ``s_atomic``) or the base
of a buffer resource in four SGPRs (``s_buffer_*``, checked against its num_records: dwords
past it read 0), plus an offset, with the two low bits ignored:

- gfx9 SMEM: a byte offset: imm=1 the signed 21-bit immediate, imm=0 the SGPR in ``offset``;
  soe=1 the SGPR in ``soffset``, plus the immediate with imm=1 (imm=0: the offset field is
  unused; Vega ISA, SMEM offsets);
- gfx7 SMRD: imm=1 an 8-bit dword offset, the CI literal form a 32-bit dword offset, imm=0 an
  SGPR holding a byte offset (Sea Islands ISA 5.1).

The operand record (isa/record.py) names what each form uses; the address is their sum.

    s_load_dwordx2 s[0:1], s[4:5], 0x8       (gfx9) s0, s1 = mem32[s[4:5] + 8], [s[4:5] + 12]
    s_buffer_load_dword s0, s[4:7], 0x04     (gfx7) s0 = mem32[base(s[4:7]) + 16]

s_memtime / s_memrealtime read a deterministic counter (env.clock, advanced per read), or in a
timed launch the simulated clock the timing model supplies (env.timer); the cache controls are
no-ops in a model without caches.
"""
import numpy as np

from ..errors import MemoryViolation
from ..isa.record import IMMEDIATE, LITERAL_VALUE
from .atomics import atomic_op
from .memop import U32, U64, GlobalSpace, MemoryStep, Pending
from .operands import scalar_reader
from .registry import UnimplementedInstruction
from .vmem import parse_atomic

CLOCK_STEP = 4
_WRAP = (1 << 64) - 1


def offset_parts(inst, target):
    """(constant byte offset, SGPR encodings added to it) of a load's address: the record's
    offset operands, a register read as bytes, an immediate or literal as bytes (SMEM) or
    dwords (SMRD). The native tier (native/memory.py) reads the same parts."""
    record = inst.record(target)
    scale = 1 if target.has("smem") else 4
    const, registers = 0, []
    for o in record.field("offset") + record.field("soffset"):
        if o.cls in (IMMEDIATE, LITERAL_VALUE):
            const += scale * o.value
        else:
            registers.append(o.enc)
    return const & _WRAP, registers


def _offset_reader(inst, target):
    """offset(st, w) -> byte offset per wave (uint64): offset_parts summed."""
    const, registers = offset_parts(inst, target)
    const = U64(const)
    if not registers:
        return lambda st, w: const
    (enc,) = registers
    read = scalar_reader(target, enc, 1, None)
    return lambda st, w: read(st, w).astype(U64) + const


def _data(inst, target):
    """The record's data operand: the SGPRs loaded, stored or exchanged."""
    return next(o for o in inst.record(target).operands if o.role in ("sdst", "sdata"))


class ScalarAccess(MemoryStep):
    """s_load / s_buffer_load / s_store / s_buffer_store / s_atomic / s_buffer_atomic."""

    def __init__(self, inst, target, kind, op=None):
        record = inst.record(target)
        data = _data(inst, target)
        self.kind = kind
        self.dwords = data.width
        self.op = op
        (sbase,) = record.field("sbase")
        self.sbase = sbase.enc
        self.sdata = data.enc
        self.buffer = "_buffer_" in inst.name
        self.returns = kind != "atomic" or dict(record.modifiers).get("glc", 0)
        self.offset = _offset_reader(inst, target)

    def _address(self, st, w):
        """(dword-aligned addresses, bytes in range from each or None) per wave."""
        offset = np.zeros(st.s[w, 0].shape, U64) + self.offset(st, w)
        if not self.buffer:
            return (st.pair(w, self.sbase) + offset) & ~U64(3), None
        words = st.s[w, self.sbase:self.sbase + 4].astype(U64)
        base = words[:, 0] | ((words[:, 1] & U64(0xFFFF)) << U64(32))
        records = words[:, 2]
        offset &= ~U64(3)
        return base + offset, np.where(records > offset, records - offset, U64(0))

    def issue(self, st, w, env):
        addrs, limit = self._address(st, w)
        waves = np.arange(st.n)[w]
        space = GlobalSpace(env.memory)
        try:
            self._in_slice(st, w, env, addrs, limit, waves)
            return getattr(self, "_" + self.kind)(st, w, space, addrs, limit, waves)
        except MemoryViolation as err:
            raise err.located((err.lane, None), err.context) from None

    def _in_slice(self, st, w, env, addrs, limit, waves):
        """A MemoryViolation where a buffer resource whose base lies in the batch's scratch
        (the private segment buffer, or one made from it), or an s_load's address in it,
        reaches past the wave's own slice of it, as the vector accesses check
        (vmem_buffer.in_slices, vmem.in_backing): there a wave would read or write another
        wave's private memory, which depends on which waves run together."""
        size = env.scratch_wave_bytes
        if not size:
            return
        start = U64(env.scratch_base)
        base = addrs
        if self.buffer:
            words = st.s[w, self.sbase:self.sbase + 2].astype(U64)
            base = words[:, 0] | ((words[:, 1] & U64(0xFFFF)) << U64(32))
        private = (base - start) < U64(env.scratch_bytes)
        if limit is not None:
            private &= limit > 0
        own = start + waves.astype(U64) * U64(size)
        bytes_ = U64(4 * self.dwords)
        if limit is not None:
            bytes_ = np.minimum(limit, bytes_)
        bad = private & (((addrs - own) >= U64(size)) | ((addrs + bytes_ - own) > U64(size)))
        if bad.any():
            j = int(np.argmax(bad))
            raise MemoryViolation(int(addrs[j]), 4 * self.dwords, j,
                                  space="outside its wave's slice of the dispatch's scratch "
                                  "(the address or the buffer resource's base lies in the "
                                  "scratch; past the "
                                  "slice it would reach another wave's private memory)")

    def _load(self, st, w, space, addrs, limit, waves):
        if limit is None or (limit >= 4 * self.dwords).all():
            return Pending(waves, None, space.load_dwords(addrs, self.dwords))
        values = np.zeros((len(waves), self.dwords), U32)
        for k in range(self.dwords):
            sel = np.nonzero(limit >= 4 * k + 4)[0]
            values[sel, k] = space.load_dwords(addrs[sel] + U64(4 * k), 1)[:, 0]
        return Pending(waves, None, values)

    def _store(self, st, w, space, addrs, limit, waves):
        data = st.s[w, self.sdata:self.sdata + self.dwords]
        sel = np.arange(len(waves)) if limit is None else np.nonzero(limit >= 4 * self.dwords)[0]
        space.store_dwords(addrs[sel], np.ascontiguousarray(data[sel]))
        return None

    def _atomic(self, st, w, space, addrs, limit, waves):
        words = 2 if self.op.dtype is U64 else 1
        data = st.s[w, self.sdata:self.sdata + words * self.op.nargs]
        data = np.ascontiguousarray(data).view(self.op.dtype)
        ok = np.ones(len(waves), bool) if limit is None else limit >= 4 * words
        old = np.zeros(len(waves), self.op.dtype)
        sel = np.nonzero(ok)[0]
        old[sel] = space.atomic(addrs[sel], self.op, [data[sel, k] for k in range(self.op.nargs)])
        if not self.returns:
            return None
        return Pending(waves, None, old.view(U32).reshape(len(waves), words))

    def complete(self, st, pending):
        count = pending.values.shape[1]
        st.s[pending.wave, self.sdata:self.sdata + count] = pending.values


class MemTime(MemoryStep):
    """s_memtime / s_memrealtime: a 64-bit deterministic counter into an SGPR pair, or the
    timing model's clock when the launch has one (``env.timer``)."""

    def __init__(self, sdata, realtime):
        self.sdata = sdata
        self.realtime = realtime

    def issue(self, st, w, env):
        waves = np.arange(st.n)[w]
        if env.timer is not None:
            values = env.timer(waves, self.realtime)
        else:
            env.clock += CLOCK_STEP
            values = np.full(len(waves), env.clock, U64)
        return Pending(waves, None, values.reshape(-1, 1).view(U32))

    def complete(self, st, pending):
        st.s[pending.wave, self.sdata:self.sdata + 2] = pending.values


def _build(inst, target, pc):
    name = inst.name
    if name in ("s_memtime", "s_memrealtime"):
        return MemTime(_data(inst, target).enc, name == "s_memrealtime")
    if "_atomic_" in name:
        op_name, bits = parse_atomic(name.split("_atomic_", 1)[1])
        return ScalarAccess(inst, target, "atomic", atomic_op(op_name, bits))
    return ScalarAccess(inst, target, "store" if "_store_" in name else "load")


def _nop(inst, target, pc):
    return lambda st, w, env: None


_NOPS = {"s_dcache_inv", "s_dcache_wb", "s_dcache_inv_vol", "s_dcache_wb_vol", "s_atc_probe",
         "s_atc_probe_buffer", "s_dcache_discard", "s_dcache_discard_x2"}


def _names():
    loads = ("dword", "dwordx2", "dwordx4", "dwordx8", "dwordx16")
    atomics = ("swap", "cmpswap", "add", "sub", "smin", "umin", "smax", "umax", "and", "or",
               "xor", "inc", "dec")
    names = ["s_memtime", "s_memrealtime"]
    for prefix in ("s", "s_buffer"):
        names += [f"{prefix}_load_{t}" for t in loads]
        names += [f"{prefix}_store_{t}" for t in loads[:3]]
        names += [f"{prefix}_atomic_{a}{x}" for a in atomics for x in ("", "_x2")]
    return names


def _scratch(inst, target, pc):
    """gfx9 scalar scratch (s_scratch_load / s_scratch_store): the manuals do not give its
    address (docs/errata.md), so it is refused rather than run at a guessed one."""
    raise UnimplementedInstruction(
        f"{inst.op.name} (gfx9 scalar scratch) is not run: the manuals do not say how it forms "
        "its address from FLAT_SCRATCH and the offset (swizzled per lane or not, which wave's "
        f"slice), so gcnsim cannot run it exactly on {target.name} (LLVM never emits it; "
        "buffer_* or scratch_* instructions reach private memory, and are checked against the "
        "wave's slice)")


SCRATCH = [f"s_scratch_{verb}_{t}" for verb in ("load", "store")
           for t in ("dword", "dwordx2", "dwordx4")]
SEMANTICS = ({name: _build for name in _names()} | {name: _nop for name in _NOPS}
             | {name: _scratch for name in SCRATCH})
