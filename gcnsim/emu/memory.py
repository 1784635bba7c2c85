"""Device memory: an address space of runtime allocations, every access bounds-checked.

Each allocation is its own numpy byte array placed at a 4 KiB-aligned device address with an
unmapped guard gap after it, so an overrun lands outside every allocation. Vector accesses take
one address per active lane; the common case (every lane in one allocation, dword-aligned) is a
single gather or scatter on a uint32 view.

The memory has a capacity (the device's, at most half the host's RAM): an allocation beyond it
is an OutOfMemory naming the request, what is left and which limit the capacity is (``limit``:
the chip's memory, or the host's cap on one Device), raised before anything is allocated.
Freed ranges are reused first-fit, so a program that allocates and frees runs in flat memory.
Allocation is safe from several threads: changes are serialised by a lock and publish a new
index in one assignment, which accesses read once, so they never see a half-made index. An
owner garbage-collected at any moment (a Buffer's finalizer) only queues its address with
``release``; the next alloc or free returns it. While a launch runs (``held``) a free only
queues its address too, so an allocation the launch started with keeps its bytes and its
address until the launch ends, whichever thread frees it.

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
import bisect
import collections
import functools
import gc
import os
import threading
import weakref
from dataclasses import dataclass

import numpy as np

from ..errors import GcnsimError, MemoryViolation

BASE = 0x1_0000_0000
PAGE = 0x1000
GUARD = 0x1000
# The flat apertures (64-bit bases of 4 GiB windows; src_shared_base / src_private_base read
# their high halves): flat addresses inside them go to LDS / scratch, never to an allocation.
SHARED_APERTURE = 0x1_0000 << 32
PRIVATE_APERTURE = 0x2_0000 << 32
APERTURE_SIZE = 1 << 32
# Below BASE nothing is allocated: the hidden arguments of what gcnsim does not provide point
# into these windows (emu/hsa.py), so a kernel that uses one stops naming it (not at 0x4).
UNPROVIDED = {0x4000_0000: "the hostcall buffer (hidden_hostcall_buffer), through which "
                           "device-library printf, malloc and other calls to the host go",
              0x5000_0000: "clang's printf buffer (hidden_printf_buffer; its records and "
                           "amdhsa.printf formats are gcnsim.lang print()'s only)"}
UNPROVIDED_SIZE = 0x1000_0000

__all__ = ["DeviceMemory", "MemoryViolation", "OutOfMemory", "Allocation", "SHARED_APERTURE",
           "PRIVATE_APERTURE", "APERTURE_SIZE", "UNPROVIDED", "host_limit", "size_text"]


def _outside(address):
    """What an address outside every allocation is, for a MemoryViolation."""
    what = UNPROVIDED.get(int(address) & -UNPROVIDED_SIZE)
    return f"in {what}, which gcnsim does not provide" if what else "outside every allocation"


class OutOfMemory(GcnsimError):
    """An allocation beyond the device memory's capacity (names the request and what is
    left)."""


def host_limit():
    """Half the host's physical memory: the most device memory gcnsim lets one Device hold,
    so a simulated 192 GiB MI300X cannot take the machine."""
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") // 2
    except (ValueError, OSError, AttributeError):
        return 8 << 30


def size_text(nbytes):
    """Bytes as a person reads them: "512 bytes", "16 KiB", "1.5 MiB", "8 GiB", "1,530 GiB"
    (three figures, never a power of ten)."""
    for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if nbytes >= 1 << shift:
            value = nbytes / (1 << shift)
            return f"{value:.3g} {unit}" if value < 1000 else f"{round(value):,} {unit}"
    return f"{nbytes} bytes"


def _footprint(size):
    """Address space an allocation of ``size`` bytes takes: whole pages and the guard gap."""
    return -(-(max(size, 1) + GUARD) // PAGE) * PAGE


@dataclass
class Allocation:
    address: int
    size: int
    data: np.ndarray          # uint8, length rounded up to a multiple of 16
    stores: int = 0           # stores to it so far, changing or not (timing/record.py: has
                              # what a load reads been written since?)

    @property
    def end(self):
        return self.address + self.size


def _address(allocation):
    return allocation.address


class _Index:
    """The allocations in address order with their start and end addresses as arrays, made
    when first read (a launch allocates and frees its packet, queue and kernarg segment
    without reading them)."""

    def __init__(self, allocations):
        self.allocations = tuple(allocations)

    @functools.cached_property
    def starts(self):
        return np.array([a.address for a in self.allocations], np.uint64)

    @functools.cached_property
    def ends(self):
        return np.array([a.end for a in self.allocations], np.uint64)


_MEMORIES = weakref.WeakSet()      # every DeviceMemory, each given a new lock in a forked child


def _forked():
    for memory in list(_MEMORIES):
        memory.after_fork()


os.register_at_fork(after_in_child=_forked)


class DeviceMemory:
    """The device address space of one Device, holding at most ``capacity`` bytes (None: the
    host's cap, host_limit). ``chip``: the device's name and memory bytes, of which
    ``capacity`` is the smaller or the host's cap (runtime/device.py), or None."""

    def __init__(self, capacity=None, shared_aperture=SHARED_APERTURE,
                 private_aperture=PRIVATE_APERTURE, chip=None):
        self.capacity = host_limit() if capacity is None else int(capacity)
        self.chip = chip
        self.host_capped = capacity is None or (chip is not None and self.capacity < chip[1])
        self.shared_aperture = shared_aperture
        self.private_aperture = private_aperture
        self.used = 0                          # bytes held by allocations (whole pages)
        self.stores = 0         # writes so far (spin.py: has memory changed?); once
        self.exact_stores = False   # is set (a loop of the launch is being fingerprinted;
                                    # dispatch.py clears it), only the vector stores that
                                    # change a byte count: a loop that stores the same value
                                    # again and again can still be seen to spin
        self._index = _Index(())
        self._lock = threading.Lock()
        self._released = collections.deque()   # addresses whose owners were collected
        self._holds = 0                        # launches running (held)
        self._freed = set()                    # addresses freed, removed unless held
        self.watch = None       # watch(addrs, bytes each, written) before each vector access
                                # (emu/shared.py marks what a worker touches), or None
        self.unwritten = {}     # address -> bool per byte never written, of the allocations
                                # made empty (emu/initcheck.py: init=True launches)
        self.unwritten_stores = 0   # ``stores`` when they were last known to be right
        _MEMORIES.add(self)

    @property
    def allocations(self):
        return self._index.allocations

    def limit(self):
        """Which limit the capacity is, for messages: "the 8 GiB of vega64's memory", or "the
        64 MiB one Device may hold on this host (half its memory; mi300x itself has 192 GiB)"."""
        held = size_text(self.capacity)
        if self.host_capped:
            itself = f"; {self.chip[0]} itself has {size_text(self.chip[1])}" if self.chip else ""
            return f"the {held} one Device may hold on this host (half its memory{itself})"
        return f"the {held} of {self.chip[0]}'s memory" if self.chip else f"the memory's {held}"

    def alloc(self, size, data=None, unwritten=False):
        """A new zeroed allocation of ``size`` bytes (optionally filled); its address.
        ``unwritten``: its bytes count as never written until stored to (``dev.empty``).
        Past the capacity, the objects the garbage collector has yet to find (a Program and its
        kernels refer to each other) give their memory back first, then the request is tried
        once more."""
        return self.alloc_each(((size, data),), unwritten)[0]

    def alloc_each(self, requests, unwritten=False):
        """The addresses of new allocations of ``requests``, (size, data) each, placed as that
        many ``alloc`` calls in turn would place them, under one hold of the lock (a launch
        allocates its queue, kernarg segment and packet so: the segment holds the queue's
        address, the packet the segment's); OutOfMemory, with none of them made, when they do
        not all fit. ``data``: None (zeros), bytes or an array, or a callable given the
        addresses of the requests before it that returns one of those."""
        requests = [(int(size), data) for size, data in requests]
        for size, _ in requests:
            if size < 0:
                raise OutOfMemory(f"cannot allocate {size} bytes: a size is at least 0")
        try:
            return self._alloc(requests, unwritten)
        except OutOfMemory:
            if not gc.collect():            # outside the lock: a finalizer may run anything
                raise
        return self._alloc(requests, unwritten)

    def _alloc(self, requests, unwritten):
        with self._lock:
            self._drain()
            allocations, made, used = list(self._index.allocations), [], self.used
            for size, data in requests:
                pages = self.check_room(size, used)
                address, k = self._place(_footprint(size), allocations)
                try:
                    backing = np.zeros(-(-max(size, 1) // 16) * 16, np.uint8)
                except MemoryError:
                    raise OutOfMemory(f"cannot allocate {size} bytes: the host has no room "
                                      "for them") from None
                if callable(data):
                    data = data(*[address for address, _, _ in made])
                if data is not None:
                    raw = (data.reshape(-1).view(np.uint8) if isinstance(data, np.ndarray)
                           else np.frombuffer(bytes(data), np.uint8))
                    backing[:raw.size] = raw
                allocations.insert(k, Allocation(address, size, backing))
                made.append((address, size, data))
                used += pages
            self._index = _Index(allocations)
            self.used = used
            if unwritten:
                for address, size, data in made:
                    if data is None:
                        self.unwritten[address] = np.ones(size, bool)
        return [address for address, _, _ in made]

    def check_room(self, size, used=None):
        """The bytes of pages an allocation of ``size`` bytes holds; OutOfMemory if they do not
        fit now (or beside ``used`` bytes, those held once earlier requests are made). A
        caller about to build large contents asks first, so a request too large is refused
        before the host copies anything (alloc asks again)."""
        used = self.used if used is None else used
        pages = _footprint(size) - GUARD
        if used + pages > self.capacity:
            raise OutOfMemory(f"cannot allocate {size} bytes: "
                              f"{size_text(self.capacity - used)} of {self.limit()} are left")
        return pages

    def _place(self, footprint, allocations):
        """(the lowest page address where ``footprint`` bytes fit between ``allocations``
        (in address order), the index of the allocation it goes before)."""
        address = BASE
        for k, alloc in enumerate(allocations):
            if address + footprint <= alloc.address:
                return address, k
            address = alloc.address + _footprint(alloc.size)
        if address + footprint > SHARED_APERTURE:
            raise OutOfMemory("device address space exhausted")
        return address, len(allocations)

    def free(self, *addresses):
        """Release the allocations that start at ``addresses`` (their ranges may be reused;
        while the memory is ``held``, once it is not): several at once are removed together
        (a launch frees its packet, kernarg segment and queue so)."""
        with self._lock:
            allocations = self._index.allocations
            for address in addresses:
                if address in self._freed:
                    raise MemoryViolation(address, 0, space="already freed")
                k = bisect.bisect_left(allocations, address, key=_address)
                if k == len(allocations) or allocations[k].address != address:
                    raise MemoryViolation(address, 0, space="not the start of an allocation")
                self._freed.add(address)
            self._drain()

    def held(self):
        """While a launch runs (``with memory.held():``): what is freed meanwhile, from any
        thread, stays (its bytes, and its address taken) until the last launch holding the
        memory ends."""
        return self

    def __enter__(self):
        with self._lock:
            self._holds += 1

    def __exit__(self, *exc):
        with self._lock:
            self._holds -= 1
            self._drain()

    def after_fork(self):
        """In a forked process (a worker, or the user's), the only thread: a new lock (another
        thread of the parent may have held the old one when it forked) and no launch holding
        the memory."""
        self._lock = threading.Lock()
        self._holds = 0

    def replace(self, allocations):
        """Hold ``allocations`` (in address order) instead: a kept worker's copy of the
        launching process's memory takes its allocations at each launch (emu/pool.py)."""
        with self._lock:
            self._index = _Index(allocations)

    def release(self, address):
        """Free ``address`` soon: safe from a finalizer that runs at any moment, in any
        thread, even inside alloc (the next alloc or free returns it)."""
        self._released.append(address)

    def _drain(self):
        """Remove what was freed or released, unless held."""
        if self._holds:
            return
        while self._released:
            self._freed.add(self._released.popleft())
        if not self._freed:
            return
        allocations, kept = self._index.allocations, []
        for alloc in allocations:
            if alloc.address in self._freed:
                self.used -= _footprint(alloc.size) - GUARD
                self.unwritten.pop(alloc.address, None)
            else:
                kept.append(alloc)
        self._freed.clear()
        self._index = _Index(kept)

    def find(self, address, size=1):
        """The allocation holding [address, address + size), or raise MemoryViolation."""
        index = self._index
        k = int(np.searchsorted(index.starts, np.uint64(address), side="right")) - 1
        if k < 0 or address + size > index.allocations[k].end:
            raise MemoryViolation(address, size)
        return index.allocations[k]

    def write(self, address, data):
        """Host write of bytes (any buffer: bytes, bytearray, memoryview), under the lock
        ``rehome`` takes: a launch on another thread moving the bytes cannot lose it."""
        raw = np.frombuffer(data, np.uint8)
        with self._lock:
            self.stores += 1
            alloc = self.find(address, raw.size)
            off = address - alloc.address
            alloc.data[off:off + raw.size] = raw
            alloc.stores += 1
            if alloc.address in self.unwritten:
                self.unwritten[alloc.address][off:off + raw.size] = False
            self.unwritten_stores += 1

    def rehome(self, alloc, make):
        """Move ``alloc``'s bytes into ``make(data)``, a new array holding them (emu/shared.py:
        a shared mapping), no host write from another thread lost on the way."""
        with self._lock:
            alloc.data = make(alloc.data)

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
        index = self._index
        allocations, starts, ends = index.allocations, index.starts, index.ends
        if allocations:
            # Common case: every lane inside one allocation (two reductions, no search).
            lo, hi = int(addrs.min()), int(addrs.max())
            a = int(np.searchsorted(starts, np.uint64(lo), side="right")) - 1
            if a >= 0 and hi + size <= allocations[a].end:
                alloc = allocations[a]
                return [(alloc, None, (addrs - np.uint64(alloc.address)).astype(np.int64))]
        k = np.searchsorted(starts, addrs, side="right").astype(np.int64) - 1
        ok = k >= 0
        kk = np.where(ok, k, 0)
        if ends.size:
            ok &= addrs + np.uint64(size) <= ends[kk]
        if not ok.all():
            lane = int(np.argmin(ok))
            raise MemoryViolation(int(addrs[lane]), size, lane, space=_outside(addrs[lane]))
        off = (addrs - starts[kk]).astype(np.int64)
        return [(allocations[a], kk == a, off[kk == a]) for a in np.unique(kk)]

    def store_counts(self):
        """Each allocation's ``stores``, in address order."""
        return tuple(alloc.stores for alloc in self._index.allocations)

    def holding(self, addrs):
        """The indices (in address order) of the allocations holding ``addrs``; an address
        outside every allocation holds none."""
        index = self._index
        addrs = np.asarray(addrs, np.uint64)
        k = np.searchsorted(index.starts, addrs, side="right").astype(np.int64) - 1
        inside = k >= 0
        inside[inside] = addrs[inside] < index.ends[k[inside]]
        return np.unique(k[inside]).tolist()

    def load_dwords(self, addrs, count):
        """``count`` dwords from each address: uint32 array of shape (len(addrs), count)."""
        if self.watch is not None:
            self.watch(addrs, 4 * count, False)
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
        if self.watch is not None:
            self.watch(addrs, size, False)
        out = np.empty((len(addrs), size), np.uint8)
        span = np.arange(size)
        for alloc, sel, off in self._locate(addrs, size):
            out[slice(None) if sel is None else sel] = alloc.data[off[:, None] + span]
        return out

    def store_bytes(self, addrs, values):
        """Write row i of uint8 ``values`` (n, size) at addrs[i], in lane order (last wins)."""
        values = np.ascontiguousarray(values, np.uint8)
        if self.watch is not None:
            self.watch(addrs, values.shape[1], True)
        span = np.arange(values.shape[1])
        changed = not self.exact_stores
        for alloc, sel, off in self._locate(addrs, values.shape[1]):
            at, rows = off[:, None] + span, values if sel is None else values[sel]
            changed = changed or not np.array_equal(alloc.data[at], rows)
            alloc.data[at] = rows
            alloc.stores += 1
        self.stores += changed

    def store_dwords(self, addrs, values):
        """Write row i of uint32 ``values`` (n, count) at addrs[i], in lane order."""
        values = np.ascontiguousarray(values, np.uint32)
        if self.watch is not None:
            self.watch(addrs, 4 * values.shape[1], True)
        groups = self._locate(addrs, 4 * values.shape[1])
        if any((off & 3).any() for _, _, off in groups):
            self.store_bytes(addrs, values.view(np.uint8).reshape(len(values), -1))
            return
        span = np.arange(values.shape[1])
        changed = not self.exact_stores
        for alloc, sel, off in groups:
            at, rows = (off >> 2)[:, None] + span, values if sel is None else values[sel]
            words = alloc.data.view(np.uint32)
            changed = changed or not np.array_equal(words[at], rows)
            words[at] = rows
            alloc.stores += 1
        self.stores += changed
