"""Address translation in time: where a CU's virtual lines sit in physical memory, and what
the CU's TLB adds to an instruction that touches them (isa/hierarchy.py, ``Translation``).

Frames. The driver backs an allocation with physically contiguous frames of ``frame`` bytes,
each wherever it found room. The caches index sets and channels with physical address bits,
so where a level's sets span more than a frame (MI210's L2: 4096 sets of 128-byte lines over
512 KiB, 16 ways), a buffer smaller than the level need not spread evenly over its sets: the
frames that land on one stretch of sets ("colour") are as many as chance makes them, and a
set given more lines than its ways misses on every pass of a pointer chase while the others
hit. The latency then rises gradually below the level's size (Poisson in the number of
frames per colour) instead of stepping at it. A frame's physical place is a fixed
pseudo-random bijection of its number (``place``), so runs are deterministic and no two
frames share a place. ``frame`` None: the allocation is contiguous (virtual = physical).

    virtual line 0x12345680, 64 KiB frames: frame 0x1234 -> place(0x1234), offset 0x5680 kept

The DRAM alone is given the virtual address back (``place`` undone: hierarchy.c
``dram_virtual``; lines above every buffer, MemorySystem.streamed's, are their own) for its
channels and rows:
its model (one open row per bank, channel queues, dram.py) would pay a row change
for every 256 bytes of a stream over scattered frames, where real controllers keep streams
at their rate by reordering over many open banks; rows of the contiguous address stand in
for that, and keep the calibrated streaming rate.

TLB. Each CU's vector L1 keeps ``entries`` translations of ``page``-byte regions, least
recently used first out, and so does each scalar cache for the scalar loads of the CUs that
share it (AMD's vector L1 translates in a UTCL1 of its own, ROCm Compute Profiler's vL1D; the
scalar L1 is apart from it, shared by its CUs, and MGPUSim gives the scalar caches their own
TLB, L1STLB); an instruction looks each page its lines touch up once, and when any misses its
lines start ``miss_latency`` cycles later (the walks of one instruction overlap). A page is
there from its miss on, with the cycle its walk is done: an instruction that finds it while
the walk is on its way starts then (the walk is merged, as a cache's miss is), not before the
instruction that missed it (its lines would reach the caches first). A chase
over more pages than the TLB holds, visiting them in random order, hits with probability
entries / pages (LRU under independent references), which is the measured climb past
64 MiB on MI210 and MI300X (docs/calibration.md).

The TLBs' bookkeeping and the frames' places run compiled (translation.c, part of
hierarchy.c), as every translated request goes through them: the TLBs' pages are arrays the
Translator owns, least recent first; ``place`` here is the statement the compiled one
restates (tests/timing/test_hierarchy_native.py checks that they agree).
"""
import ctypes

import numpy as np

from .native import LIB, TlbStruct, data_of

MASK32 = 0xFFFFFFFF


def place(frame):
    """The physical frame of virtual frame ``frame``: its low 32 bits mixed by MurmurHash3's
    32-bit finaliser (fmix32: xor-shifts and odd multipliers, each a bijection), the rest
    kept; distinct frames get distinct places."""
    low = frame & MASK32
    low ^= low >> 16
    low = low * 0x85EBCA6B & MASK32
    low ^= low >> 13
    low = low * 0xC2B2AE35 & MASK32
    low ^= low >> 16
    return frame & ~MASK32 | low


class Translator:
    """A device's translation (a devices.py Translation) with ``count`` TLBs (MemorySystem
    numbers them: each CU's vector L1's, then each scalar cache's), TLB counters summed over
    the TLBs. Its state is arrays (per TLB: ``entries`` pages, least recent first, and when
    each one's walk is done; its most recent page and that walk's end) that the compiled code
    walks (translation.c, through ``struct``)."""
    __slots__ = ("entries", "miss_latency", "page_bits", "frame_bits", "pages", "ready", "len",
                 "mru", "walked", "struct", "at", "buffer")

    def __init__(self, translation, count):
        self.entries = translation.entries
        self.miss_latency = translation.miss_latency
        self.page_bits = translation.page.bit_length() - 1
        frame = translation.frame
        self.frame_bits = frame.bit_length() - 1 if frame else None
        self.pages = np.zeros((count, self.entries), np.uint64)
        self.ready = np.zeros((count, self.entries))
        self.len = np.zeros(count, np.int64)
        self.mru = np.full(count, -1, np.int64)
        self.walked = np.zeros(count)
        self.struct = TlbStruct(count, self.entries, self.page_bits, self.frame_bits or 0,
                                frame - 1 if frame else 0, self.miss_latency,
                                *(data_of(a) for a in (self.pages, self.ready, self.len,
                                                       self.mru, self.walked)), 0, 0, 0)
        self.at = ctypes.addressof(self.struct)
        self.buffer = np.zeros(1, np.uint64)        # lines handed to the compiled code

    def delay(self, tlb, lines, t):
        """The cycles TLB ``tlb`` adds to an instruction issued at ``t`` touching ``lines``
        (ascending, as ``coalesce`` gives them, at least one): until its pages' walks are
        done (``miss_latency`` when a page missed), the most recent page's included."""
        return LIB.tlb_enter(self.at, tlb, *self._lines(lines), float(t)) - t

    def physical(self, lines):
        """The physical addresses of ``lines`` (where frames are scattered: ``frame`` set)."""
        at, n = self._lines(lines)
        LIB.tlb_physical(self.at, at, n)
        return self.buffer[:n].tolist()

    def _lines(self, lines):
        """``lines`` in ``buffer``: (its address, their count)."""
        n = len(lines)
        if n > self.buffer.size:
            self.buffer = np.zeros(n, np.uint64)
        self.buffer[:n] = lines
        return data_of(self.buffer), n

    def keep(self, pages, length, mru):
        """Hold the pages a Translator of the same translation and TLB count holds (its
        ``pages``, ``len`` and ``mru``), their walks done."""
        self.pages[:] = pages
        self.len[:] = length
        self.mru[:] = mru

    def held(self):
        """What ``keep`` carries, as arrays: per TLB its pages (the slots past ``len`` zero,
        as they are never read), their count and its most recent page."""
        used = np.arange(self.entries) < self.len[:, None]
        return [np.where(used, self.pages, 0), self.len, self.mru]

    def counts(self):
        struct = self.struct
        return {"hits": struct.hits, "misses": struct.misses, "evictions": struct.evictions}
