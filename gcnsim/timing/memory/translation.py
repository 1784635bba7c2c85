"""Address translation in time: where a CU's virtual lines sit in physical memory, and what
the CU's TLB adds to an instruction that touches them (isa/devices.py, ``Translation``).

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
instruction that missed it (its lines would reach the caches first: issue 26). A chase
over more pages than the TLB holds, visiting them in random order, hits with probability
entries / pages (LRU under independent references), which is the measured climb past
64 MiB on MI210 and MI300X (docs/calibration.md).
"""
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
    numbers them: each CU's vector L1's, then each scalar cache's), the physical place of each
    virtual frame touched, TLB counters summed over the TLBs."""
    __slots__ = ("entries", "miss_latency", "page_bits", "frame_bits", "offset_mask", "tlbs",
                 "mru", "ready", "places", "hits", "misses", "evictions")

    def __init__(self, translation, count):
        self.entries = translation.entries
        self.miss_latency = translation.miss_latency
        self.page_bits = translation.page.bit_length() - 1
        frame = translation.frame
        self.frame_bits = frame.bit_length() - 1 if frame else None
        self.offset_mask = frame - 1 if frame else 0
        self.tlbs = [{} for _ in range(count)]      # per TLB: page -> its walk's end, LRU
        self.mru = [-1] * count                     # per TLB: its most recent page
        self.ready = [0.0] * count                  # and that page's walk's end
        self.places = {}                            # virtual frame -> physical frame address
        self.hits = self.misses = self.evictions = 0

    def delay(self, tlb, lines, t):
        """The cycles TLB ``tlb`` adds to an instruction issued at ``t`` touching ``lines``
        (ascending, as ``coalesce`` gives them, at least one) unless they lie in its most
        recent page (a hit that moves nothing but waits for that page's walk, ``ready``,
        which the caller counts: MemorySystem's port, inline): until its pages' walks are
        done, ``miss_latency`` when a page missed."""
        bits = self.page_bits
        page = lines[0] >> bits
        if page == lines[-1] >> bits:           # all in one page, as a rule
            ready = self._enter(tlb, page, t)
        else:
            ready = self._look_up(tlb, lines, t)
        return ready - t if ready > t else 0

    def physical(self, lines):
        """The physical addresses of ``lines`` (where frames are scattered: ``frame`` set)."""
        bits = self.frame_bits
        places, mask = self.places, self.offset_mask
        out = []
        for address in lines:
            frame = address >> bits
            base = places.get(frame)
            if base is None:
                base = places[frame] = place(frame) << bits
            out.append(base | address & mask)
        return out

    def _look_up(self, tlb, lines, t):
        """Look each page of ``lines`` up in TLB ``tlb`` once, at ``t``: when the last of
        their walks is done."""
        bits = self.page_bits
        seen = -1
        done = 0.0
        for address in lines:
            page = address >> bits
            if page == seen:
                continue
            seen = page
            if page == self.mru[tlb]:
                self.hits += 1
                ready = self.ready[tlb]
            else:
                ready = self._enter(tlb, page, t)
            if ready > done:
                done = ready
        return done

    def _enter(self, tlb, page, t):
        """Look ``page``, not TLB ``tlb``'s most recent, up in it at ``t``, and make it the
        most recent: when its walk is done (a miss: ``miss_latency`` from ``t``)."""
        pages = self.tlbs[tlb]
        self.mru[tlb] = page
        ready = pages.pop(page, None)
        if ready is not None:                   # present
            self.hits += 1
        else:
            self.misses += 1
            if len(pages) >= self.entries:
                del pages[next(iter(pages))]
                self.evictions += 1
            ready = t + self.miss_latency
        pages[page] = self.ready[tlb] = ready
        return ready

    def keep(self, other):
        """Hold the pages ``other`` (a Translator of the same translation and TLB count)
        holds, and place frames where it placed them."""
        self.tlbs = [dict.fromkeys(pages, 0.0) for pages in other.tlbs]    # walks done
        self.mru = list(other.mru)
        self.places = dict(other.places)

    def counts(self):
        return {"hits": self.hits, "misses": self.misses, "evictions": self.evictions}
