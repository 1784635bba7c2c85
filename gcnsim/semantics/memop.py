"""What SMEM, VMEM and DS steps share: active lanes, address spaces, data widths, write-back.

A memory instruction's step is an object with two parts (ARCHITECTURE.md, principle 4):
``issue(st, w, env)`` computes each active lane's address, reads the store data and performs
the access on memory, returning a ``Pending`` record of what to write back (or None);
``complete(st, pending)`` writes it into registers. Calling the step does both, as the
functional model does (or hands the result to ``env.defer``, emu/adversarial.py); the timing
model calls the two parts at their own times.

    global_load_dword v1, v[2:3], off    issue: each active lane reads the dword at v[2:3]
                                          complete: v1 = that dword, in the lanes that read it

Address spaces share one interface (load_dwords, store_dwords, load_bytes, store_bytes,
atomic): device memory (gcnsim.emu.memory.DeviceMemory, wrapped by GlobalSpace), the LDS of
each lane's workgroup (LdsSpace, bounds-checked against the workgroup's allocation) and
per-lane private memory (ScratchSpace: swizzled dwords, element size 4, index stride 64).
An access outside any of them raises MemoryViolation; steps re-raise it naming the lane as
(position of the wave in w, lane number), from which the executor names wave, PC and text.
"""
from dataclasses import dataclass

import numpy as np

from ..errors import MemoryViolation, ScratchOverflow
from .atomics import sequential_rmw
from .operands import exec_or_all, register_index, roles

U8 = np.uint8
U16 = np.uint16
U32 = np.uint32
U64 = np.uint64


@dataclass
class Lanes:
    """The active lanes of a batch, one entry per (wave, lane) in wave-then-lane order."""
    pos: np.ndarray       # position of the wave in w
    lane: np.ndarray      # lane number 0..63
    wave: np.ndarray      # index of the wave in the batch arrays
    w: object = None      # with ``on``: these are exactly the lanes ``on`` selects in waves w
    on: np.ndarray = None
    full: bool = False    # every lane of the waves w (EXEC all ones): plain reshapes

    def __len__(self):
        return len(self.lane)

    def subset(self, sel):
        return Lanes(self.pos[sel], self.lane[sel], self.wave[sel])

    def gather(self, v, reg):
        """Register ``reg`` of a (waves, regs, 64) file in these lanes."""
        if self.full:
            return v[self.w, reg].reshape(-1)
        if self.on is not None:
            return v[self.w, reg][self.on]
        return v[self.wave, reg, self.lane]

    def scatter(self, v, reg, values):
        """Write ``values`` to register ``reg`` in these lanes."""
        if self.full:
            v[self.w, reg] = np.reshape(values, (-1, 64))
        elif self.on is not None and isinstance(self.w, slice):
            v[self.w, reg][self.on] = values        # a view: one masked store
        else:
            v[self.wave, reg, self.lane] = values

    def blame(self, err, sel=None):
        """``err`` with its access index turned into (wave position, lane)."""
        j = err.lane if sel is None else int(np.asarray(sel)[err.lane])
        return err.located((int(self.pos[j]), int(self.lane[j])), err.context)


def active_lanes(st, w):
    """The lanes EXEC enables in the waves ``w`` (without a search when EXEC is all ones: then
    the positions and lane numbers of so many waves are built once, ``_every_lane``)."""
    on = exec_or_all(st, w)
    if on is None:
        if isinstance(w, slice) and w == slice(None):
            pos, lane = _every_lane(st.n)
            return Lanes(pos, lane, pos, w, full=True)
        rows = np.arange(st.n)[w]
        pos, lane = _every_lane(rows.size)
        return Lanes(pos, lane, np.repeat(rows, 64), w, full=True)
    pos, lane = np.nonzero(on)
    wave = pos if isinstance(w, slice) else np.asarray(w)[pos]
    return Lanes(pos, lane, wave, w, on)


def _every_lane(waves):
    """(the wave positions, the lane numbers) of every lane of ``waves`` waves, read only: kept
    by the count (a batch's groups run at few counts; a DS or VMEM step asks at each run, the
    numpy calls that build them a third of the LDS cost a timed launch records)."""
    found = _lanes_by_count.get(waves)
    if found is None:
        if len(_lanes_by_count) >= _KEPT_COUNTS:
            _lanes_by_count.clear()
        found = np.repeat(np.arange(waves), 64), np.tile(np.arange(64), waves)
        for array in found:
            array.flags.writeable = False
        _lanes_by_count[waves] = found
    return found


_KEPT_COUNTS = 64           # wave counts _every_lane keeps arrays for (all forgotten past it)
_lanes_by_count = {}


@dataclass
class Pending:
    """Values a memory access returns, waiting to be written to registers."""
    wave: np.ndarray            # batch index per row
    lane: np.ndarray            # lane per row (None for scalar destinations)
    values: np.ndarray          # uint32 (rows, dwords)
    lanes: Lanes = None         # the lanes the rows belong to (vector destinations)


class MemoryStep:
    """A memory instruction's step: ``issue`` then ``complete`` (see the module docstring)."""

    def issue(self, st, w, env):
        raise NotImplementedError

    def complete(self, st, pending):
        """Write-back of loaded or returned data (stores and no-return atomics: nothing)."""

    def __call__(self, st, w, env):
        pending = self.issue(st, w, env)
        if pending is None:
            return
        if env.defer is not None:           # adversarial timing holds the results back
            env.defer.hold(self, st, w, pending)
        else:
            self.complete(st, pending)


def data_base(inst, target, field):
    """st.v column of the VGPR or AGPR operand of a memory instruction's field, as its record
    says (AGPRs by the acc bit)."""
    operand, = inst.record(target).field(field)
    return register_index(operand)


def address_operands(inst, target):
    """(vaddr, saddr, offset) of a FLAT, GLOBAL, SCRATCH, MUBUF or MTBUF instruction's record:
    the address VGPR and SGPR Operands (None where the mode has none: LLVM's ``off``) and the
    immediate offset as the format reads it (GLOBAL/SCRATCH: signed)."""
    by_role = roles(inst, target)
    offset = by_role.get("offset")
    return by_role.get("vaddr"), by_role.get("saddr"), offset.value if offset else 0


def read_vgprs(st, lanes, reg, count):
    """uint32 (lanes, count): ``count`` registers from ``reg`` in the given lanes."""
    out = np.empty((len(lanes), count), U32)
    for k in range(count):
        out[:, k] = lanes.gather(st.v, reg + k)
    return out


def read_pairs(st, lanes, reg):
    """uint64 per lane from a VGPR pair (a 64-bit address)."""
    lo = lanes.gather(st.v, reg).astype(U64)
    return lo | (lanes.gather(st.v, reg + 1).astype(U64) << U64(32))


# --- data widths: how memory bytes become register dwords and back ------------------------

@dataclass(frozen=True)
class Width:
    """One load/store data type: bytes in memory, dwords in registers, extension, d16 half."""
    size: int
    signed: bool = False
    half: str = None            # None: whole dwords; "lo"/"hi": the 16-bit half written/read

    @property
    def dwords(self):
        return max(1, self.size // 4)


WIDTHS = {
    "ubyte": Width(1), "sbyte": Width(1, True), "ushort": Width(2), "sshort": Width(2, True),
    "dword": Width(4), "dwordx2": Width(8), "dwordx3": Width(12), "dwordx4": Width(16),
    "ubyte_d16": Width(1, False, "lo"), "ubyte_d16_hi": Width(1, False, "hi"),
    "sbyte_d16": Width(1, True, "lo"), "sbyte_d16_hi": Width(1, True, "hi"),
    "short_d16": Width(2, False, "lo"), "short_d16_hi": Width(2, False, "hi"),
    "byte": Width(1), "short": Width(2),
    "byte_d16_hi": Width(1, False, "hi"),
}
# DS spells the same types its own way.
DS_WIDTHS = {"u8": "ubyte", "i8": "sbyte", "u16": "ushort", "i16": "sshort", "b8": "byte",
             "b16": "short", "b32": "dword", "b64": "dwordx2", "b96": "dwordx3",
             "b128": "dwordx4", "u8_d16": "ubyte_d16", "u8_d16_hi": "ubyte_d16_hi",
             "i8_d16": "sbyte_d16", "i8_d16_hi": "sbyte_d16_hi", "u16_d16": "short_d16",
             "u16_d16_hi": "short_d16_hi", "b8_d16_hi": "byte_d16_hi",
             "b16_d16_hi": "short_d16_hi"}


def load_width(space, addrs, width):
    """uint32 (m, dwords): memory at ``addrs`` as the registers receive it (before d16 merge)."""
    if width.size >= 4:
        return space.load_dwords(addrs, width.dwords)
    raw = space.load_bytes(addrs, width.size)
    value = raw[:, 0] if width.size == 1 else np.ascontiguousarray(raw).view(U16)[:, 0]
    if width.signed:
        value = value.view(np.int8 if width.size == 1 else np.int16)
        value = value.astype(np.int32 if width.half is None else np.int16)
    value = value.astype(U16 if width.half else U32).astype(U32)
    return value[:, None]


def store_width(space, addrs, width, data):
    """Store uint32 register data (m, dwords) as ``width`` (low bytes, or the high half)."""
    if width.size >= 4:
        space.store_dwords(addrs, data)
        return
    value = data[:, 0] >> U32(16) if width.half == "hi" else data[:, 0]
    raw = np.ascontiguousarray(value.astype(U32)).view(U8).reshape(-1, 4)
    space.store_bytes(addrs, raw[:, :width.size])


def write_back(st, reg, width, pending):
    """complete() of a vector load: whole dwords, or one 16-bit half of the register."""
    lanes, values = pending.lanes, pending.values
    if width.half is None:
        for k in range(values.shape[1]):
            lanes.scatter(st.v, reg + k, values[:, k])
        return
    old = lanes.gather(st.v, reg)
    low = values[:, 0] & U32(0xFFFF)
    if width.half == "lo":
        lanes.scatter(st.v, reg, (old & U32(0xFFFF0000)) | low)
    else:
        lanes.scatter(st.v, reg, (old & U32(0xFFFF)) | (low << U32(16)))


# --- address spaces -------------------------------------------------------------------------

def _words(space, addrs, dtype):
    count = np.dtype(dtype).itemsize // 4
    return np.ascontiguousarray(space.load_dwords(addrs, count)).view(dtype)[:, 0]


def _store_words(space, addrs, values):
    values = np.ascontiguousarray(values)
    space.store_dwords(addrs, values.view(U32).reshape(len(values), -1))


class GlobalSpace:
    """Device memory: addresses are device addresses."""

    def __init__(self, memory):
        self.memory = memory
        self.load_dwords = memory.load_dwords
        self.store_dwords = memory.store_dwords
        self.load_bytes = memory.load_bytes
        self.store_bytes = memory.store_bytes

    def atomic(self, addrs, op, args):
        return sequential_rmw(np.asarray(addrs, U64), op, args,
                              lambda keys: _words(self.memory, keys, op.dtype),
                              lambda keys, v: _store_words(self.memory, keys, v))


class FlatBytes:
    """A byte array addressed by byte index (the LDS of every workgroup, end to end)."""

    def __init__(self, data):
        self.data = data
        self.words = data.view(U32) if data.size % 4 == 0 else None

    def load_dwords(self, index, count):
        if self.words is not None and not (index & 3).any():
            return self.words[(index >> 2)[:, None] + np.arange(count)]
        return self.load_bytes(index, 4 * count).view(U32)

    def store_dwords(self, index, values):
        values = np.ascontiguousarray(values, U32)
        if self.words is not None and not (index & 3).any():
            self.words[(index >> 2)[:, None] + np.arange(values.shape[1])] = values
            return
        self.store_bytes(index, values.view(U8).reshape(len(values), -1))

    def load_bytes(self, index, size):
        return np.ascontiguousarray(self.data[index[:, None] + np.arange(size)])

    def store_bytes(self, index, values):
        self.data[index[:, None] + np.arange(values.shape[1])] = values


class LdsSpace:
    """The LDS of each access's workgroup: addresses are byte offsets into the workgroup's
    allocation (env.lds row ``workgroup``), checked against its size."""

    def __init__(self, lds, workgroups):
        self.size = 0 if lds is None else lds.shape[1]
        self.flat = FlatBytes(np.zeros(4, U8) if lds is None else lds.reshape(-1))
        self.base = np.asarray(workgroups, np.int64) * self.size

    def index(self, addrs, size):
        """Byte indices into all LDS of the accesses, or MemoryViolation for the first bad one."""
        addrs = np.asarray(addrs).astype(np.int64)
        bad = (addrs < 0) | (addrs + size > self.size)
        if bad.any():
            j = int(np.argmax(bad))
            raise MemoryViolation(int(addrs[j]) & 0xFFFFFFFF, size, j, space=(
                f"outside the workgroup's {self.size}-byte LDS allocation"))
        return self.base + addrs

    def load_dwords(self, addrs, count):
        return self.flat.load_dwords(self.index(addrs, 4 * count), count)

    def store_dwords(self, addrs, values):
        self.flat.store_dwords(self.index(addrs, 4 * values.shape[1]), values)

    def load_bytes(self, addrs, size):
        return self.flat.load_bytes(self.index(addrs, size), size)

    def store_bytes(self, addrs, values):
        self.flat.store_bytes(self.index(addrs, values.shape[1]), values)

    def atomic(self, addrs, op, args):
        keys = self.index(addrs, np.dtype(op.dtype).itemsize)
        return sequential_rmw(keys, op, args, lambda k: _words(self.flat, k, op.dtype),
                              lambda k, v: _store_words(self.flat, k, v))


def check_slices(env, wave, lane, phys, verb, where=None):
    """ScratchOverflow for the first access (device address ``phys``, by the lane ``lane`` of
    the wave at batch index ``wave``) outside its wave's slice of the batch's scratch
    (env.scratch_base + wave * env.scratch_wave_bytes, that many bytes); ``where``: which
    accesses are scratch ones (None: all); none without a scratch (a dispatch that gives
    none, or sets FLAT_SCRATCH itself). The error's lane is the access's index."""
    size = env.scratch_wave_bytes
    if not size or (where is not None and not where.any()):
        return
    own = U64(env.scratch_base) + np.asarray(wave, U64) * U64(size)
    bad = (np.asarray(phys, U64) - own) >= U64(size)        # below the slice wraps too
    if where is not None:
        bad &= where
    if bad.any():
        j = int(np.argmax(bad))
        rel = int(phys[j]) - int(own[j]) - 4 * int(lane[j])
        offset = rel // 256 * 4 + rel % 4
        raise ScratchOverflow(int(phys[j]), 4, offset, size // 64,
                              env.scratch_origin or "the slice the dispatch gives", verb, j)


class ScratchSpace:
    """Per-lane private memory in device memory, swizzled: the dword at private offset ``a``
    of lane ``l`` lives at base + (a // 4) * 256 + l * 4 (element size 4, index stride 64,
    as the private segment buffer resource of the HSA ABI describes it). With ``env`` and
    the lanes' ``wave`` (batch indices), an access outside the wave's slice of the batch's
    scratch is a ScratchOverflow (check_slices)."""

    def __init__(self, memory, base, lane, env=None, wave=None):
        self.memory = memory
        self.base = np.asarray(base, U64)
        self.lane_number = lane
        self.lane = np.asarray(lane, U64) * U64(4)
        self.env, self.wave = env, wave

    def _checked(self, phys, count, verb):
        if self.env is not None:
            try:
                check_slices(self.env, np.repeat(self.wave, count),
                             np.repeat(self.lane_number, count), phys.reshape(-1), verb)
            except ScratchOverflow as err:
                raise err.located(err.lane // count, err.context) from None
        return phys

    def physical(self, offsets, count=1):
        """Device addresses (m, count) of ``count`` consecutive dwords at private offsets."""
        off = np.asarray(offsets, U64)[:, None] + U64(4) * np.arange(count, dtype=U64)
        return (self.base[:, None] + (off >> U64(2)) * U64(256) + self.lane[:, None]
                + (off & U64(3)))

    def _call(self, fn, phys, count, *args):
        try:
            return fn(phys.reshape(-1), *args)
        except MemoryViolation as err:
            raise err.located(err.lane // count, err.context) from None

    def load_dwords(self, addrs, count):
        phys = self._checked(self.physical(addrs, count), count, "read")
        return self._call(self.memory.load_dwords, phys, count, 1).reshape(-1, count)

    def store_dwords(self, addrs, values):
        count = values.shape[1]
        phys = self._checked(self.physical(addrs, count), count, "wrote")
        self._call(self.memory.store_dwords, phys, count, values.reshape(-1, 1))

    def load_bytes(self, addrs, size):
        phys = self._checked(self.physical(addrs), 1, "read")
        return self._call(self.memory.load_bytes, phys, 1, size)

    def store_bytes(self, addrs, values):
        phys = self._checked(self.physical(addrs), 1, "wrote")
        self._call(self.memory.store_bytes, phys, 1, values)

    def atomic(self, addrs, op, args):
        phys = self._checked(self.physical(addrs), 1, "accessed")
        return GlobalSpace(self.memory).atomic(phys[:, 0], op, args)
