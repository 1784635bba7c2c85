"""Device memory: an address space of runtime allocations, every access bounds-checked.

Each allocation is its own numpy byte array placed at a 4 KiB-aligned device address with an
unmapped guard gap after it, so an overrun lands outside every allocation. Vector accesses take
one address per active lane; the common case (every lane in one allocation, dword-aligned) is a
single gather or scatter on a uint32 view.

    >>> mem = DeviceMemory()
    >>> a = mem.alloc(16)
    >>> mem.write(a, np.arange(4, dtype=np.uint32).tobytes())
    >>> mem.load_dwords(np.array([a + 4, a + 12], np.uint64), 1)[:, 0].tolist()
    [1, 3]
    >>> mem.load_dwords(np.array([a + 16], np.uint64), 1)
    Traceback (most recent call last):
    ...
    gcnsim.errors.MemoryViolation: access of 4 bytes at 0x100000010 is outside every allocation
"""
from dataclasses import dataclass

import numpy as np

from ..errors import MemoryViolation

BASE = 0x1_0000_0000
PAGE = 0x1000
GUARD = 0x1000
# The flat apertures (64-bit bases of 4 GiB windows; src_shared_base / src_private_base read
# their high halves): flat addresses inside them go to LDS / scratch, never to an allocation.
SHARED_APERTURE = 0x1_0000 << 32
PRIVATE_APERTURE = 0x2_0000 << 32
APERTURE_SIZE = 1 << 32

__all__ = ["DeviceMemory", "MemoryViolation", "Allocation", "SHARED_APERTURE",
           "PRIVATE_APERTURE", "APERTURE_SIZE"]


@dataclass
class Allocation:
    address: int
    size: int
    data: np.ndarray          # uint8, length rounded up to a multiple of 16

    @property
    def end(self):
        return self.address + self.size


class DeviceMemory:
    """The device address space of one Device."""

    def __init__(self, shared_aperture=SHARED_APERTURE, private_aperture=PRIVATE_APERTURE):
        self.shared_aperture = shared_aperture
        self.private_aperture = private_aperture
        self.allocations = []
        self._starts = np.zeros(0, np.uint64)
        self._ends = np.zeros(0, np.uint64)
        self._next = BASE

    def alloc(self, size, data=None):
        """A new zeroed allocation of ``size`` bytes (optionally filled); its address."""
        address = self._next
        backing = np.zeros(-(-max(size, 1) // 16) * 16, np.uint8)
        if data is not None:
            raw = np.frombuffer(bytes(data), np.uint8)
            backing[:raw.size] = raw
        self.allocations.append(Allocation(address, size, backing))
        self._next = address + -(-(max(size, 1) + GUARD) // PAGE) * PAGE
        self._index()
        return address

    def free(self, address):
        """Release the allocation that starts at ``address`` (its addresses are not reused)."""
        alloc = self.find(address, 0)
        if alloc.address != address:
            raise MemoryViolation(address, 0, space="not the start of an allocation")
        self.allocations.remove(alloc)
        self._index()

    def _index(self):
        self._starts = np.array([a.address for a in self.allocations], np.uint64)
        self._ends = np.array([a.end for a in self.allocations], np.uint64)

    def find(self, address, size=1):
        """The allocation holding [address, address + size), or raise MemoryViolation."""
        k = int(np.searchsorted(self._starts, np.uint64(address), side="right")) - 1
        if k < 0 or address + size > self.allocations[k].end:
            raise MemoryViolation(address, size)
        return self.allocations[k]

    def write(self, address, data):
        """Host write of bytes."""
        data = bytes(data)
        alloc = self.find(address, len(data))
        off = address - alloc.address
        alloc.data[off:off + len(data)] = np.frombuffer(data, np.uint8)

    def read(self, address, size):
        """Host read of bytes."""
        alloc = self.find(address, size)
        off = address - alloc.address
        return alloc.data[off:off + size].tobytes()

    def _locate(self, addrs, size):
        """[(allocation, selection of the addresses or None for all, byte offsets)], grouped
        by allocation; raises on the first address outside every allocation."""
        addrs = np.asarray(addrs, np.uint64)
        if not addrs.size:
            return []
        if self.allocations:
            # Common case: every lane inside one allocation (two reductions, no search).
            lo, hi = int(addrs.min()), int(addrs.max())
            a = int(np.searchsorted(self._starts, np.uint64(lo), side="right")) - 1
            if a >= 0 and hi + size <= self.allocations[a].end:
                alloc = self.allocations[a]
                return [(alloc, None, (addrs - np.uint64(alloc.address)).astype(np.int64))]
        k = np.searchsorted(self._starts, addrs, side="right").astype(np.int64) - 1
        ok = k >= 0
        kk = np.where(ok, k, 0)
        if self._ends.size:
            ok &= addrs + np.uint64(size) <= self._ends[kk]
        if not ok.all():
            lane = int(np.argmin(ok))
            raise MemoryViolation(int(addrs[lane]), size, lane)
        off = (addrs - self._starts[kk]).astype(np.int64)
        return [(self.allocations[a], kk == a, off[kk == a]) for a in np.unique(kk)]

    def load_dwords(self, addrs, count):
        """``count`` dwords from each address: uint32 array of shape (len(addrs), count)."""
        groups = self._locate(addrs, 4 * count)
        if any((off & 3).any() for _, _, off in groups):
            return self.load_bytes(addrs, 4 * count).view(np.uint32)
        span = np.arange(count)
        if len(groups) == 1 and groups[0][1] is None:
            alloc, _, off = groups[0]
            return alloc.data.view(np.uint32)[(off >> 2)[:, None] + span]
        out = np.zeros((len(addrs), count), np.uint32)
        for alloc, sel, off in groups:
            out[sel] = alloc.data.view(np.uint32)[(off >> 2)[:, None] + span]
        return out

    def load_bytes(self, addrs, size):
        """``size`` bytes from each address: uint8 array (len(addrs), size)."""
        out = np.empty((len(addrs), size), np.uint8)
        span = np.arange(size)
        for alloc, sel, off in self._locate(addrs, size):
            out[slice(None) if sel is None else sel] = alloc.data[off[:, None] + span]
        return out

    def store_bytes(self, addrs, values):
        """Write row i of uint8 ``values`` (n, size) at addrs[i], in lane order (last wins)."""
        values = np.ascontiguousarray(values, np.uint8)
        span = np.arange(values.shape[1])
        for alloc, sel, off in self._locate(addrs, values.shape[1]):
            alloc.data[off[:, None] + span] = values if sel is None else values[sel]

    def store_dwords(self, addrs, values):
        """Write row i of uint32 ``values`` (n, count) at addrs[i], in lane order."""
        values = np.ascontiguousarray(values, np.uint32)
        groups = self._locate(addrs, 4 * values.shape[1])
        if any((off & 3).any() for _, _, off in groups):
            self.store_bytes(addrs, values.view(np.uint8).reshape(len(values), -1))
            return
        span = np.arange(values.shape[1])
        for alloc, sel, off in groups:
            rows = values if sel is None else values[sel]
            alloc.data.view(np.uint32)[(off >> 2)[:, None] + span] = rows
