"""What the race detector (emu/races.py) reads and keeps: the accesses a memory instruction is
about to make, from its step's own addressing function (as the timing model asks it,
timing/memory/requests.py), the dwords they touch with a byte mask each, and the shadow of
those dwords.

    ds_write_b16 v1, v2   (lane 0: v1 = 2, lane 1: v1 = 4)
        -> Accesses("LDS", waves, lanes [0, 1], addresses [2, 4], size 2, write)
        -> dwords: (row 0, dword 0, mask 0b1100), (row 1, dword 1, mask 0b0011)

The shadow keeps, per dword, the last writer and two readers (wave, barrier interval,
instruction, lane, bytes touched: 42 bytes) for each 1 KiB line an access touched, in arrays
grown by doubling; lines are found by their number through a sorted table.
"""
from dataclasses import dataclass

import numpy as np

from ..errors import GcnsimError
from ..semantics.memop import GlobalSpace, LdsSpace, active_lanes, read_vgprs
from ..semantics.smem import ScalarAccess
from ..semantics.vmem import LdsLoad, LdsToMemory

LINE_BITS = 8                   # 256 dwords: a 1 KiB shadow line
LINE = 1 << LINE_BITS
# A slot's fields; "wave" holds the global wave id + 1 (0: none), so that new lines are zeroed
# pages the host maps on first touch, and the others are read only where a wave is set.
_SLOT = (("wave", np.int32), ("epoch", np.int32), ("site", np.int32), ("lane", np.int8),
         ("mask", np.uint8))
# Lines a shadow is made with room for (at most): the host maps the pages of an array only as
# they are written, so room not used costs address space, not memory, and saves the copies of
# growing (16 MiB of memory touched: 690 MB of address space).
MAX_RESERVE = 1 << 14
SLOTS = ("w", "r1", "r2")       # the last writer, two readers of different waves


class Shadow:
    """Per-dword access records of the lines touched, found by dword number (see the module
    docstring for the bound)."""

    def __init__(self, reserve=0):
        self.keys = np.zeros(0, np.int64)       # line numbers, sorted
        self.slots = np.zeros(0, np.int64)      # their shadow lines
        self.lines = 0
        self.f = {f"{s}_{name}": np.zeros(0, dtype) for s in SLOTS for name, dtype in _SLOT}
        self._grow(min(reserve, MAX_RESERVE))


    def index(self, dwords):
        """Indices into the fields of ``dwords`` (int64 dword numbers), lines added as
        needed. Lines close together (the common case) are looked up through a table of
        their range, in time linear in the accesses."""
        line = dwords >> LINE_BITS
        lo, hi = int(line.min()), int(line.max())
        dense = hi - lo < 4 * line.size + 1024
        if dense:
            seen = np.zeros(hi - lo + 1, bool)
            seen[line - lo] = True
            self._add(np.flatnonzero(seen) + lo)
            first, end = np.searchsorted(self.keys, [lo, hi + 1])
            table = np.empty(hi - lo + 1, np.int64)
            table[self.keys[first:end] - lo] = self.slots[first:end]
            slot = table[line - lo]
        else:
            self._add(np.unique(line))
            slot = self.slots[np.searchsorted(self.keys, line)]
        return slot * LINE + (dwords & (LINE - 1))

    def _add(self, wanted):
        """Give a shadow line to each of the sorted line numbers ``wanted`` that has none."""
        pos = np.searchsorted(self.keys, wanted)
        known = pos < self.keys.size
        known[known] = self.keys[pos[known]] == wanted[known]
        new = wanted[~known]
        if new.size:
            self._grow(self.lines + new.size)
            slots = np.arange(self.lines, self.lines + new.size)
            self.lines += new.size
            keys = np.concatenate([self.keys, new])
            order = np.argsort(keys, kind="stable")
            self.keys, self.slots = keys[order], np.concatenate([self.slots, slots])[order]

    def _grow(self, lines):
        have = self.f["w_wave"].size // LINE
        if lines <= have or not lines:
            return
        size = max(lines, 2 * have) * LINE
        for s in SLOTS:
            for name, dtype in _SLOT:
                old = self.f[f"{s}_{name}"]
                grown = (np.zeros if name == "wave" else np.empty)(size, dtype)
                grown[:old.size] = old
                self.f[f"{s}_{name}"] = grown


@dataclass
class Accesses:
    """What one instruction does to one space for some lanes: per row its wave (batch index),
    lane and byte address (LDS: into the batch's LDS rows end to end); ``data(rows)`` gives the
    bytes the rows write (uint8 (len(rows), size)) or None where they are not known."""
    space: str
    wave: np.ndarray
    lane: np.ndarray
    addr: np.ndarray
    size: int
    write: bool
    atomic: bool = False
    data: object = None


def accesses(step, st, w, env):
    """The Accesses of a memory ``step`` for waves ``w`` about to run it (before it runs)."""
    if isinstance(step, ScalarAccess):
        addrs, _ = step._address(st, w)
        waves = np.arange(st.n)[w]
        return [Accesses("global", waves, np.zeros(waves.size, np.int64),
                         addrs.astype(np.int64), 4 * step.dwords, step.kind != "load",
                         step.kind == "atomic")]
    lanes = active_lanes(st, w)
    if not len(lanes):
        return []
    try:
        parts = step.address(st, lanes, env)
    except GcnsimError:
        return []                       # the step itself raises it
    found = []
    if isinstance(step, LdsLoad):       # LDS on the other side of the memory access
        lds = LdsSpace(env.lds, st.workgroup[lanes.wave])
        moved = _part(lds, lanes, None, step.lds_addresses(st, lanes), 4,
                      not isinstance(step, LdsToMemory), False, None)
        found += [moved] if moved is not None else []
    write = step.kind != "load" if not isinstance(step, LdsLoad) else isinstance(
        step, LdsToMemory)
    for j, part in enumerate(parts):
        size = 4 * part.count if part.count else step.width.size
        data = _stored(step, st, lanes, part, j) if write and step.kind == "store" else None
        made = _part(part.space, lanes, part.sel, part.addrs, size, write,
                     step.kind == "atomic", data)
        if made is not None:
            found.append(made)
    return found


def _part(space, lanes, sel, addrs, size, write, atomic, data):
    """Accesses of a part of the lanes to ``space`` (None for scratch and GDS)."""
    wave = lanes.wave if sel is None else lanes.wave[sel]
    lane = lanes.lane if sel is None else lanes.lane[sel]
    if isinstance(space, GlobalSpace):
        return Accesses("global", wave, lane, np.asarray(addrs, np.uint64).astype(np.int64),
                        size, write, atomic, data)
    if not isinstance(space, LdsSpace):
        return None
    offset = np.asarray(addrs).astype(np.int64)
    inside = (offset >= 0) & (offset + size <= space.size)     # the step raises for the rest
    keep = None if inside.all() else np.nonzero(inside)[0]
    base = space.base if space.base.size == offset.size else np.broadcast_to(
        space.base, offset.shape)
    if keep is not None:
        wave, lane, offset, base = wave[keep], lane[keep], offset[keep], base[keep]
        data = None if data is None else _subset(data, keep)
    return Accesses("LDS", wave, lane, base + offset, size, write, atomic, data)


def _subset(data, keep):
    return lambda rows: data(keep[rows])


def _stored(step, st, lanes, part, j):
    """data(rows) of a VectorAccess store's ``part`` (the ``j``-th): the bytes each row
    writes, from its data registers as store_width takes them."""
    width = step.width
    pair = getattr(step, "pair", None)          # ds_write2*: data0, data1 per part

    def data(rows):
        picked = rows if part.sel is None else np.asarray(part.sel)[rows]
        sub = lanes.subset(picked)
        if pair is not None:
            words = read_vgprs(st, sub, pair[j], part.count)
        else:
            first = part.first
            count = part.count or width.dwords
            words = read_vgprs(st, sub, step.data + first, count)
        if width.size >= 4 or part.count:
            return np.ascontiguousarray(words).view(np.uint8)
        value = words[:, 0] >> np.uint32(16) if width.half == "hi" else words[:, 0]
        raw = np.ascontiguousarray(value).view(np.uint8).reshape(-1, 4)
        return raw[:, :width.size]
    return data


def dwords(addr, size):
    """(access row, dword number, byte mask) of each dword the accesses at ``addr`` of
    ``size`` bytes touch."""
    if size % 4 == 0 and not (addr & 3).any():
        span = size // 4
        row = np.repeat(np.arange(addr.size), span)
        dword = ((addr >> 2)[:, None] + np.arange(span)).reshape(-1)
        return row, dword, np.full(dword.size, 0xF, np.uint8)
    first, last = addr >> 2, (addr + size - 1) >> 2
    d = first[:, None] + np.arange(int((last - first).max()) + 1)
    valid = d <= last[:, None]
    lo = np.maximum(addr[:, None], 4 * d) - 4 * d
    hi = np.minimum(addr[:, None] + size, 4 * d + 4) - 4 * d
    mask = (((1 << np.maximum(hi - lo, 0)) - 1) << lo) & 0xF
    row = np.nonzero(valid)[0]
    return row, d[valid], mask[valid].astype(np.uint8)


def repeats(values):
    """Whether some value of int64 ``values`` occurs twice (by a count over their range when
    it is small, else by sorting)."""
    lo, hi = int(values.min()), int(values.max())
    if hi - lo < 4 * values.size + 1024:
        return bool((np.bincount(values - lo) > 1).any())
    return np.unique(values).size < values.size
