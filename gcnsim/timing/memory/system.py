"""The memory hierarchy in time: which level serves each cache line a wave touches, and when
the wave's memory instruction completes.

A wave's vector memory instruction is first coalesced: its active lanes' byte addresses become
the distinct vector-L1 lines they touch (``coalesce``, or ``coalesce_lanes`` on the executor's
list of active lanes; batched over waves with numpy, for the recorder). ``MemorySystem.access``
then walks each line down the device's hierarchy (isa/devices.py, ``DeviceConfig.memory``) at
the instruction's issue cycle:

    CU's vector L1 (LRU, write-through) -> XCD's L2 (channels by address, write-back)
      -> Infinity Cache (MI300, memory side) -> DRAM (channels, banks with an open row)

Each level is a set-associative LRU cache per instance, counting hits, misses and evictions.
A line is present from its miss on, with the cycle its data is there (the miss's completion): a
hit on a line whose miss is still on its way completes no earlier than that miss (the miss is
merged, as a cache's miss-status registers merge it; counted as a hit). A line holds its
channel ``line / bytes_per_cycle`` cycles, so a line served at a level completes at ``start +
latency`` of that level, ``start`` being the first time at or after its request that the
channel has room for it (the latencies are load-to-use figures of a pointer chase;
docs/calibration.md). Requests reach a channel in the order they are asked, not always in
time order (a vector L1 with ``misses_per_cu`` in flight sends the next at the earliest one's
return, ahead of other CUs' requests): each channel keeps the idle gaps before its latest
request, and an earlier-dated one is served in them (gaps.py), never two at once. The DRAM
(dram.py) has
channels of banks with an open row each, hashed addresses, activates hidden behind other banks'
transfers, and writes drained in batches. A CU keeps at most ``misses_per_cu`` L1 misses in
flight; one more waits for the earliest to return. Stores are acknowledged by the L2 (allocated
there without a fill, dirty, written back when evicted, and at the kernel's end where the
device's L2s are several: ``release``); a dirty line written back costs the DRAM its bus time,
its row and the bus's turn round (dram.py) when it is written, not when it was stored; atomics
go to the L2 and hold their line ``atomic_cycles`` per operation, the operations of lanes on
one address one after another (``lane_conflicts``), those of other waves after them, and their
channel's atomic unit one clock per ``atomic_lanes`` lanes, on MI300X those of other XCDs too
(one order per address on the device: assumed, as device-scope atomics must agree across the
XCDs' L2s). Scalar loads go
through the scalar cache that ``shared_by`` neighbouring CUs of one XCD share. CU ``i`` sits on
XCD ``i mod xcds``: MI300X deals workgroups to its XCDs round robin (workgroup 0 to XCD 0, 1 to
XCD 1, ..., 8 to XCD 0 again; Modular's MAX kernels document this for their XCD remapping),
and each XCD to its own CUs (engine.py).

Before all this an instruction's lines are translated (translation.py, where the device
has a ``Translation``): its CU's TLB may delay it by a miss, and the caches see physical
addresses, frames of an allocation scattered over their sets.

The levels' and the DRAM's bookkeeping runs compiled (hierarchy.c, through native.py): their
state is arrays the Levels and the DramState own, and a port sends an instruction's lines
down the levels in one call; what the rules are, and why, is said here and in dram.py and
gaps.py. Calls come in the order the CU model issues, global time order; the requests they
make of the levels below need not (above), and the answer is deterministic. Not modelled here:
instruction fetch (the CU model's fetch.py, which keeps its lines in the ``instruction``
Levels here, carried to a warm launch as the data), coherence between the XCDs' L2s, the LDS
(the CU model times it from its bank cycles).

    >>> ms = MemorySystem(get_device("mi300x"))
    >>> lines = coalesce(np.arange(64).reshape(1, 64) * 4, np.ones((1, 64), bool), 4, 128)
    >>> lines[0]                             # 64 dwords: two 128-byte lines
    (0, 128)
    >>> ms.access(0, 0, lines[0])   # DRAM: 779, a TLB miss (100), the 2nd line's bus (16.4)
    896
    >>> ms.access(0, 1000, lines[0])  # both L1 hits (112), the port moving 64 bytes a clock
    1114
    >>> ms.counters()["l1"], ms.counters()["dram"]["row_misses"]
    ({'hits': 2, 'misses': 2, 'evictions': 0}, 1)
"""
import ctypes
import hashlib
from bisect import bisect_left
from functools import lru_cache
from itertools import repeat
from math import ceil
from operator import attrgetter

import numpy as np

from ...bits import is_integer
from ...isa.devices import get_device
from ..ops import (INVALIDATE_L1, INVALIDATE_SCALAR, SYNC_L1, SYNC_L2, SYNC_SCALAR,
                   WRITEBACK_L2, TimingError)
from .dram import HASH, DramState
from .gaps import Gaps
from .native import (BELOW_DRAM, BELOW_LEVEL, BELOW_NONE, LIB, PORT_ATOMIC, PORT_LOAD,
                     PORT_LOAD_L2, PORT_REFETCH, PORT_SCALAR, PORT_STORE, PORT_STREAM,
                     LevelStruct, PortStruct, data_of)
from .translation import Translator

INF = float("inf")
LINES = 256                     # a request's lines, at most (a wave's 64 lanes, two lines each)
STREAMED, STREAMED_SPAN = 1 << 52, 40   # where ``streamed`` caches' lines are: no buffer's
OTHERS_APART = 1 << 56          # MemorySystem ``others``: their lines past any (the DRAM reads
                                # them in the rows of those below: hierarchy.c dram_virtual)

LOAD, STORE, ATOMIC, SCALAR = "load", "store", "atomic", "scalar"
LOAD_L2 = "load_l2"                         # a load past the vector L1 (GLC, SC1)
LOAD_REFETCH = "load_refetch"               # a load the L1 misses and refills (gfx90a GLC)
# Streaming (SLC, NT; memory/requests.py): the kind's access, its lines then first in line for
# eviction in the caches it went through
STREAM = {kind: kind + "_stream" for kind in (LOAD, STORE, ATOMIC, LOAD_L2, LOAD_REFETCH)}
KINDS = (LOAD, STORE, ATOMIC, SCALAR, LOAD_L2, LOAD_REFETCH, *STREAM.values(), INVALIDATE_L1,
         WRITEBACK_L2, INVALIDATE_SCALAR, SYNC_L1, SYNC_L2, SYNC_SCALAR)
# warm_up's cycles between requests: a line's miss (DRAM ~800 cycles) need not be back before
# the next asks, but no channel's backlog grows far past the device's
WARM_STEP = 64
WAVE_LANES = 64                 # an atomic's operations on one address: at most its lanes
GAPS = 64                       # idle gaps a line's atomic units keep before its backlog's end
# The kinds the compiled port takes whole (hierarchy.c port_request): kind -> its code there
_PLAIN = {LOAD: PORT_LOAD, SCALAR: PORT_SCALAR, LOAD_REFETCH: PORT_REFETCH, STORE: PORT_STORE,
          LOAD_L2: PORT_LOAD_L2}
PORT_CODES = {**_PLAIN, **{STREAM[kind]: code | PORT_STREAM for kind, code in _PLAIN.items()
                           if kind != SCALAR}}
# And those a warm-up (MemorySystem.warm_up) asks compiled: atomics too, their lines alone
WARM_CODES = {**PORT_CODES, ATOMIC: PORT_ATOMIC, STREAM[ATOMIC]: PORT_ATOMIC | PORT_STREAM}


def coalesce(addresses, active, size, line):
    """Per wave (row of ``addresses``, shape (waves, 64)), the ascending start addresses of
    the ``line``-byte lines (a power of two) its ``active`` lanes touch, each lane accessing
    ``size`` bytes from its address: a list of tuples of ints.

        lanes 0..63 load dwords at 0, 4, ..., 252 (line 128)  ->  (0, 128)
        every lane loads the dword at 4096                     ->  (4096,)
    """
    addresses = np.asarray(addresses, np.int64)
    wave, lane = np.nonzero(np.asarray(active, bool))
    return coalesce_lanes(wave, addresses[wave, lane], size, line, addresses.shape[0])


def coalesce_lanes(wave, addresses, size, line, waves):
    """``coalesce`` for the active lanes alone, as the executor lists them (its ``lanes.wave``
    and the lanes' byte addresses; ``size`` one for all or one per lane): the lines (of a
    power of two bytes) of each of ``waves`` waves."""
    return line_tuples(*coalesced(wave, addresses, size, line, waves))


def coalesced(wave, addresses, size, line, waves):
    """coalesce_lanes' lines as arrays: (every wave's line addresses, wave after wave, each
    wave's ascending; per wave their count). Lanes come wave after wave in ascending
    addresses as a rule (a unit-stride access), and are sorted only when they do not."""
    if line < 1 or line & (line - 1):
        raise TimingError(f"coalescing into lines of {line} bytes: a power of two")
    wave = np.asarray(wave, np.int64)
    addresses = np.asarray(addresses, np.int64)
    bits = line.bit_length() - 1
    lines = addresses >> bits
    span = int(((addresses & (line - 1)) + (np.asarray(size) - 1)).max(initial=0)) >> bits
    if span:                    # lanes crossing lines: each line of each lane
        last = (addresses + (np.asarray(size) - 1)) >> bits
        wave = np.tile(wave, span + 1)
        lines = np.concatenate([np.minimum(lines + k, last) for k in range(span + 1)])
    step_wave, step_line = wave[1:] - wave[:-1], lines[1:] - lines[:-1]
    if step_wave.min(initial=0) < 0 or not ((step_wave > 0) | (step_line >= 0)).all():
        order = np.lexsort((lines, wave))
        wave, lines = wave[order], lines[order]
        step_wave, step_line = wave[1:] - wave[:-1], lines[1:] - lines[:-1]
    keep = np.ones(lines.size, bool)
    np.not_equal(step_wave | step_line, 0, out=keep[1:])
    return lines[keep] << bits, np.bincount(wave[keep], minlength=waves)


def line_tuples(flat, counts):
    """coalesced's arrays as a tuple of line addresses a wave (waves touch as many lines
    each as a rule, and are then cut from the flat list by ``zip``)."""
    flat, waves = flat.tolist(), counts.size
    each = len(flat) // waves if waves else 0
    if each and (counts == each).all():
        return list(zip(*[iter(flat)] * each))
    ends = np.cumsum(counts).tolist()
    return [tuple(flat[a:b]) for a, b in zip([0, *ends], ends)]


def lane_conflicts(addresses, active):
    """Per wave, the most active lanes that share one address (1 when all differ, 0 with no
    active lane): how many operations an atomic instruction serialises on one address."""
    addresses = np.asarray(addresses, np.int64)
    wave, lane = np.nonzero(np.asarray(active, bool))
    return lane_conflicts_lanes(wave, addresses[wave, lane], addresses.shape[0])


def lane_conflicts_lanes(wave, addresses, waves):
    """``lane_conflicts`` for the active lanes alone (their waves and addresses)."""
    wave = np.asarray(wave, np.int64)
    addresses = np.asarray(addresses, np.int64)
    order = np.lexsort((addresses, wave))
    wave, addresses = wave[order], addresses[order]
    new = np.ones(wave.size, bool)
    new[1:] = (wave[1:] != wave[:-1]) | (addresses[1:] != addresses[:-1])
    runs = np.diff(np.append(np.flatnonzero(new), wave.size))
    most = np.zeros(waves, np.int64)
    np.maximum.at(most, wave[new], runs)
    return most


def neighbourhood(cu, xcds, shared_by):
    """The index of the cache CU ``cu`` shares with ``shared_by`` neighbours of its XCD (CU i
    on XCD i mod xcds): scalar and instruction caches."""
    return cu // xcds // shared_by * xcds + cu % xcds


class Level:
    """One cache instance: its LRU sets, dirty lines, channel queues and counters, and what
    lies under it: ``below``, the Level whose ``load`` or the DramState whose ``transfer``
    says when a line it misses at ``t`` has its data here, and ``spill``, the Level (taking it
    as a write) or DramState (``write``) where a dirty line it evicts goes. A vector L1 keeps
    at most ``limit`` of its misses in flight (``flight``, their completions). Its figures
    are powers of two (devices.py checks): a channel holds every ``channels``-th chunk of
    ``interleave`` bytes, and its sets index the lines of its chunks in order. A channel has
    at least a chunk's lines as sets (devices.py checks), so the low bits of a line's number
    pick its channel and its set there together: ``number`` = line & ``set_mask`` names the
    set among all channels', its channel bits XORed with a hash of the line's bits above
    them (``spread``) as the DRAM's are (dram.py), so that chunks a power of two apart fall
    on different channels, and, where the device's L2s are several (``interleaved``: MI300's
    XCDs, to which workgroups are dealt round robin, so that one XCD's L2 sees every eighth
    1 KiB chunk of a buffer read a workgroup a chunk), its bits of the set in the channel
    XORed with a hash of the line's bits above ``set_mask``, so that such lines, their low
    bits fixed, still use every set (left out elsewhere: a single L2 sees every chunk, and
    gfx90a's scattered frames already spread the high bits, fitted as they are); for each
    value of the bits above it is a bijection of the sets, so a contiguous buffer the
    cache's size still fills each set once.

    The state is arrays (per set: ``ways`` slots of tag, ready cycle and dirty flag, the
    first ``count`` used, least recent first; per channel: ``free`` and its ``gaps``) that
    the compiled code walks (hierarchy.c ``level_*``, through ``struct``); the methods here
    ask it one line at a time (atomics, write-backs, the instruction caches' sets), the
    ports (MemorySystem.port) a request's lines at once."""
    __slots__ = ("cache", "ways", "latency", "line_bits", "channel_shift", "channel_mask",
                 "high_shift", "set_mask", "index_bits", "row_mask", "tags", "ready", "dirtied",
                 "count", "free", "gaps", "hold", "below", "spill", "flight", "struct",
                 "at", "taken")

    def __init__(self, cache, below=None, spill=None, limit=None, clock_mhz=None,
                 interleaved=False, latency=None):
        self.cache = cache
        self.ways = cache.ways
        self.latency = cache.latency if latency is None else latency   # None: the table's
        self.line_bits = cache.line.bit_length() - 1
        self.channel_shift = cache.interleave.bit_length() - 1 - self.line_bits
        self.channel_mask = cache.channels - 1
        self.set_mask = cache.channels * cache.sets - 1
        self.high_shift = self.channel_shift + self.channel_mask.bit_length()
        self.index_bits = self.set_mask.bit_length()           # a line's bits naming its set
        # the bits of the set in its channel that a hash of the bits above XORs (none: 0)
        self.row_mask = self.set_mask >> self.high_shift if interleaved else 0
        sets = cache.channels * cache.sets
        self.tags = np.zeros((sets, cache.ways), np.uint64)    # per set: tags in LRU order
        self.ready = np.zeros((sets, cache.ways))
        self.dirtied = np.zeros((sets, cache.ways), np.uint8)
        self.count = np.zeros(sets, np.int64)
        self.free = np.zeros(cache.channels)        # per channel: when its backlog ends
        self.gaps = Gaps(cache.channels)            # and its idle gaps before that (gaps.py)
        self.hold = (cache.line / cache.bytes_per_cycle if cache.bytes_per_second is None
                     else cache.line * cache.channels * clock_mhz * 1e6 / cache.bytes_per_second)
        self.below = below
        self.spill = spill
        self.flight = np.zeros(limit or 0)
        self.struct = LevelStruct(
            cache.ways, self.line_bits, self.channel_shift, self.channel_mask, self.high_shift,
            self.set_mask, self.index_bits, self.row_mask, self.latency, self.hold,
            *(data_of(a) for a in (self.tags, self.ready, self.dirtied, self.count, self.free)),
            self.gaps.struct, 0, 0, 0, data_of(self.flight), 0, limit or 0, _kind(below),
            _kind(spill), _struct(below), _struct(spill))
        self.at = ctypes.addressof(self.struct)
        self.taken = (ctypes.c_double * 3)()        # ``take``'s answer

    def number(self, address):
        """The set of the line at ``address``, numbered over all channels."""
        return LIB.level_set(self.at, address)

    def channel(self, address):
        """The channel that holds the line at ``address``."""
        return self.number(address) >> self.channel_shift & self.channel_mask

    def wait(self, address, t):
        """When a line at ``address``, arriving at ``t``, gets its channel (held one line
        time) without a lookup: a store or atomic passing the write-through L1. The channel
        is taken at ``t`` if free, else after its backlog, or in an idle gap a later-dated
        request left (gaps.py)."""
        return LIB.level_wait(self.at, address, t)

    def load(self, address, t):
        """When a load of the line at ``address``, arriving at ``t``, has its data here: its
        channel is held one line time from ``start`` (``wait``'s); a hit completes
        ``latency`` later, or when its miss on its way fills it (merged); a miss completes
        when ``below`` (asked at ``start``, after ``spill`` took the dirty line it evicts, and
        with ``limit`` misses in flight once the earliest has returned) says, and is filled
        then."""
        return LIB.level_load(self.at, address, t)

    def from_below(self, address, t):
        """When ``below`` has the line at ``address`` here, asked at ``t``."""
        return LIB.level_below(self.at, address, t)

    def take(self, address, t, write=False, delay=INF):
        """(when the line at ``address``, arriving at ``t``, gets its channel (held one line
        time), whether it hits, when its data is there: for a hit the cycle ``filled`` gave
        it (its miss may be on its way still), for a miss ``delay`` after that start (a write
        allocating its line without a fill), INF until the caller says with ``filled``); a
        dirty line it evicts goes to ``spill`` at that start."""
        out = self.taken
        LIB.level_take(self.at, address, t, write, delay, out)
        return out[0], out[1] != 0, out[2]

    def touch(self, tag):
        """Whether line ``tag`` (an address's ``>> line_bits``) is present, made the most
        recent of its set, in it from now on if not (evicting the least recent): ``take``'s
        lookup without its channel's time, for the instruction caches' sets, whose time
        fetch.py keeps (their lines are never dirty)."""
        return LIB.level_touch(self.at, tag) != 0

    def filled(self, address, when):
        """The line at ``address``, just taken as a miss, has its data at cycle ``when``."""
        LIB.level_filled(self.at, address, when)

    def counts(self):
        struct = self.struct
        return {"hits": struct.hits, "misses": struct.misses, "evictions": struct.evictions}

    def invalidate(self, t=0):
        """Drop every line (a vector L1 or scalar cache: written through, none dirty)."""
        self.count[:] = 0

    def demote(self, address):
        """Make the line at ``address``, if present, the first its set evicts (a streaming
        access: the ISA manuals' STREAM / MISS_EVICT policies)."""
        LIB.level_demote(self.at, address)

    def present(self):
        """The lines (``address >> line_bits``) the sets hold, set by set, least recent
        first."""
        return self.tags[self._used()].tolist()

    def set_lines(self, number):
        """{line: the cycle its data is there} of set ``number``, least recent first."""
        n = self.count[number]
        return dict(zip(self.tags[number, :n].tolist(), self.ready[number, :n].tolist()))

    @property
    def table(self):
        """``set_lines`` of every set."""
        return [self.set_lines(number) for number in range(len(self.count))]

    @property
    def dirty(self):
        """The set of its dirty lines."""
        return set(self.tags[self._used() & (self.dirtied != 0)].tolist())

    def dirty_lines(self):
        """How many of its lines are dirty."""
        return int(np.count_nonzero(self.dirtied[self._used()]))

    def _used(self):
        return np.arange(self.ways) < self.count[:, None]

    def write_back(self, t):
        """Write every dirty line to ``spill`` at ``t``, in line order; they stay, clean."""
        used = self._used()
        tags = np.sort(self.tags[used & (self.dirtied != 0)])
        LIB.level_spill_tags(self.at, data_of(tags), tags.size, t)
        self.dirtied[:] = 0

    def occupy(self, base, every):
        """Fill every set with the lines of the region of the cache's size from ``base`` (a
        contiguous region fills each set once), one in ``every`` dirty, their data there."""
        tags = np.arange(base >> self.line_bits, base + self.cache.size >> self.line_bits,
                         dtype=np.int64)
        numbers = self.numbers(tags)
        order = np.argsort(numbers, kind="stable")          # each set's lines in LRU order
        ordered = numbers[order]
        sets, starts, counts = np.unique(ordered, return_index=True, return_counts=True)
        slot = np.arange(ordered.size) - np.repeat(starts, counts)
        self.count[sets] = counts
        self.tags[ordered, slot] = tags[order]
        self.ready[ordered, slot] = 0.0
        self.dirtied[ordered, slot] = order % every == 0

    def numbers(self, tags):
        """``number`` of many lines at once: their sets, for an int64 array of line numbers
        (``address >> line_bits``). Each hash's product is taken modulo 2^(16 + its bits),
        all the bits of it ``spread`` keeps."""
        return (tags & self.set_mask ^ _spread(tags >> self.high_shift, self.channel_mask)
                << self.channel_shift ^ _spread(tags >> self.index_bits, self.row_mask)
                << self.high_shift)

    def keep(self, sets, tags, count, dirtied):
        """Hold the lines a Level of the same cache holds in its ``sets`` (those holding any:
        their ``tags``, ``count`` and ``dirtied``), in its LRU order, its dirty lines dirty,
        every line's data there from cycle 0 (its launch is over): this a new Level
        (MemorySystem.carried's), its other sets empty and its ready cycles zeros as made
        (writing them touched every page of an Infinity Cache's 16 MB of them: 36 -> 14 ms a
        carry on an MI300X)."""
        self.tags[sets] = tags
        self.count[sets] = count
        self.dirtied[sets] = dirtied

    def held(self):
        """What ``keep`` carries, as arrays: per set its used slots' tags and dirty flags in
        LRU order (the slots past ``count`` zero, as they are never read), and the counts."""
        used = np.arange(self.ways) < self.count[:, None]
        return [np.where(used, self.tags, 0), np.where(used, self.dirtied, 0), self.count]


def _kind(below):
    """What the compiled code finds under a Level (hierarchy.c BELOW_*)."""
    return (BELOW_NONE if below is None else BELOW_LEVEL if isinstance(below, Level)
            else BELOW_DRAM)


def _struct(below):
    return None if below is None else ctypes.addressof(below.struct)


def _spread(high, mask):
    """``spread`` of an int64 array, its product taken modulo 2^(16 + ``mask``'s bits)."""
    low = (1 << 16 + mask.bit_length()) - 1
    return ((high & low) * HASH & low) >> 16 & mask


def _nothing(t):
    """Maintenance with nothing to act on (SYNC_L1, SYNC_L2, SYNC_SCALAR)."""


class Atomics:
    """The L2s' atomic units: when each line's last atomic operation is done, on the device
    (one order per address for all XCDs), and when each L2 channel's unit is free (it
    performs ``lanes`` lanes' operations a clock, to any addresses of its lines). A line's
    lanes pass one unit at a time on the device: the XCDs' L2s of gfx942 perform atomics
    on lines they keep coherent with each other's (LLVM AMDGPUUsage, "Memory Model GFX942":
    MTYPE RW lines, probed on other L2s' writes; an agent-scope atomic carries no scope bit,
    so every global atomic is one), so eight XCDs on one line go at one unit's rate, not
    eight; distinct lines still go in parallel in their own XCDs' units. With one L2 a line
    has one unit and this adds nothing. The hand-over of a line between XCDs is not
    charged (assumed: AMD publishes neither the mechanism nor its latency). The atomics reach
    it in the order the replay asks them, not always in time order (gaps.py: a CU's requests
    run ahead of others'), so a line is booked in time: an atomic takes an idle gap a
    later-dated one left before it (_hold). Booked in the order asked, one XCD's atomics
    waited behind the other's later-dated ones: histogram_lds on a 2-XCD MI300X of 4 CUs ran
    20% slower with its XCDs half a residency apart, 6% booked in time (docs/sampling.md,
    "A line's atomic units booked in time"). Counts:
    ``requests``, the lines atomic instructions asked of the L2s (rocprof's TCC_ATOMIC counts
    the same requests), ``cycles``, their time from reaching the L2 to their result back, and
    ``serialised_cycles``, the part of it spent, once the line was there, behind other
    operations beyond one operation's own ``cycles``: the line's earlier atomics, its
    channel unit's earlier lanes, the instruction's own lanes on one address: contention, the
    bound of a one-counter histogram or reduction."""
    __slots__ = ("cycles", "lanes", "free", "units", "held", "requests", "waited",
                 "serialised")

    def __init__(self, cycles, lanes):
        self.cycles = cycles            # an operation's cycles at its address
        self.lanes = lanes              # lane operations a channel's unit performs a clock
        self.free = {}                  # L2 line -> when its last atomic operation is done
        self.units = {}                 # (L2, channel) -> when its unit is free
        self.held = {}                  # L2 line -> [when a unit is done with its lanes,
                                        # the idle gaps' starts, ends before it] (_hold)
        self.requests = 0
        self.waited = self.serialised = 0.0

    def perform(self, l2, address, t, serial, lanes):
        """An atomic of ``serial`` operations on its busiest address, ``lanes`` on its busiest
        line, at the L2 ``l2``, arriving at ``t``: done (its result back) after its line is
        there, the line's earlier atomics, its channel unit's earlier lanes and the line's
        earlier lanes in any XCD's unit."""
        start, hit, ready = l2.take(address, t, True)
        latency = l2.latency
        if hit:                                 # at the L2 once a load's miss is in
            ready = max(start, ready - latency)
        else:
            fill = l2.from_below(address, start)
            l2.filled(address, fill)
            ready = fill - latency
        unit = (l2, l2.channel(address))
        tag = address // l2.cache.line
        hold = lanes / self.lanes
        begin = self._hold(tag, max(ready, self.units.get(unit, 0)), hold)
        self.units[unit] = done = begin + hold
        finish = max(max(begin, self.free.get(tag, 0)) + serial * self.cycles, done)
        self.free[tag] = finish
        self.requests += 1
        self.waited += finish + latency - t
        self.serialised += max(finish - ready - self.cycles, 0)
        return finish + latency

    def _hold(self, tag, t, hold):
        """When a unit takes the line ``tag`` for ``hold`` cycles, ready at ``t``: at the first
        time at or after ``t`` no unit of any XCD holds it, in an idle gap a later-dated
        request left or at its backlog's end, as gaps.py serves a channel (``held``: per line,
        when its backlog ends and its latest GAPS idle gaps before that, ascending; one dated
        before those waits longer, never overlaps)."""
        line = self.held.setdefault(tag, [0.0, [], []])
        free, starts, ends = line
        begin = free
        if t >= free:
            begin, line[0] = t, t + hold
            if t > free:
                starts.append(free)
                ends.append(t)
        else:
            for k in range(bisect_left(ends, t + hold), len(ends)):
                if max(starts[k], t) + hold <= ends[k]:
                    begin = max(starts[k], t)
                    rest = (starts[k], begin), (begin + hold, ends[k])
                    del starts[k], ends[k]
                    for low, high in reversed(rest):
                        if high > low:
                            starts.insert(k, low)
                            ends.insert(k, high)
                    break
            else:
                line[0] = free + hold
        if len(starts) > GAPS:
            del starts[0], ends[0]
        return begin

    def counts(self):
        """The counters (class docstring), in whole cycles."""
        return {"requests": self.requests, "cycles": round(self.waited),
                "serialised_cycles": round(self.serialised)}


class MemorySystem:
    """The memory hierarchy of ``device`` (a DeviceConfig or name) in time: every CU's vector
    L1, the shared scalar caches (and the instruction caches' sets, fetch.py's), an L2 per
    XCD, the Infinity Cache if any, the DRAM, each level's ``below`` and ``spill`` wired to
    the next. ``others``: (XCDs, ``together``) for a device of one XCD standing for a chip's
    several (spatial.py): every line its L2 asks of the levels below or writes to them is
    asked or written by that many more at the same cycle, its own in turn among them: the
    line itself for a load if ``together``, else the k-th XCD's line its DRAM channel XOR k
    eighths of the channels (with 8: the eight XCDs' lines of one stretch of a buffer on
    every channel, as when each reads its own part of it), OTHERS_APART x k bytes on (no
    buffer's line); its L2's sets spread as one of several L2s' are; None: the device
    alone."""

    def __init__(self, device, others=None):
        device = get_device(device)
        memory = device.memory
        self.device = device
        self.others = others
        self.memory = memory
        self.cus = device.compute_units
        last = memory.mall or memory.l2
        translation = memory.translation
        xcds, shared = device.xcds, memory.scalar.shared_by
        scalars = xcds * -(-device.cus_per_xcd // shared)      # scalar caches
        self.released = 0, 0            # release(): from when, how many dirty lines
        # a TLB per CU's vector L1, then one per scalar cache (its CUs' scalar loads)
        self.translator = (None if translation is None
                           else Translator(translation, self.cus + scalars))
        scattered = self.translator is not None and translation.frame
        self.dram = dram = DramState(memory.dram, last.line, memory.l2.interleave,
                                     device.clock_mhz, translation.frame if scattered else None,
                                     STREAMED, device.memory_latency("dram"))
        # a dirty line an L2 evicts or writes back goes into the Infinity Cache, if any
        self.mall = (None if memory.mall is None
                     else Level(memory.mall, dram, dram, clock_mhz=device.clock_mhz,
                                latency=device.memory_latency("mall")))
        below = self.mall or dram
        self.l2 = [Level(memory.l2, below, below, interleaved=device.xcds > 1 or bool(others))
                   for _ in range(device.xcds)]
        if others:                      # one XCD standing for all (spatial.py)
            count, together = others
            struct = self.l2[0].struct
            struct.others, struct.together, struct.apart = count, together, OTHERS_APART
            struct.spread = max(1, memory.dram.channels // (count + 1)) * memory.l2.interleave
        self.l2_of = [self.l2[cu % xcds] for cu in range(self.cus)]
        self.scalar = [Level(memory.scalar, self.l2[k % xcds]) for k in range(scalars)]
        self.scalar_of = [self.scalar[neighbourhood(cu, xcds, shared)]
                          for cu in range(self.cus)]
        self.l1 = [Level(memory.l1, l2, limit=memory.misses_per_cu) for l2 in self.l2_of]
        self.lines = np.zeros(LINES, np.uint64)     # a request's lines, for the compiled code
        self.atomic = Atomics(memory.atomic_cycles, memory.atomic_lanes)
        self.ports = [None] * self.cus  # per CU: its ``port``, once made
        self.structs = [None] * self.cus    # and its levels for the compiled code
        # the instruction caches' lines, as the scalar caches are shared (fetch.py times
        # them): here so that a warm launch finds the code its previous launch left
        self.instruction = [Level(memory.instruction) for _ in
                            range(xcds * -(-device.cus_per_xcd // memory.instruction.shared_by))]

    def access(self, cu, t, lines, kind=LOAD, serial=1, lanes=None):
        """The cycle the memory instruction a wave of CU ``cu`` issues at ``t`` completes: it
        touches ``lines`` (line start addresses, ascending, as ``coalesce`` gives them);
        ``serial``: for an atomic, the operations on its busiest address (``lane_conflicts``),
        ``lanes`` those on its busiest line (``line_lanes``; None: ``serial``).
        Loads complete through the CU's vector L1, scalar loads through its scalar cache;
        stores and atomics pass the L1 to the L2. TimingError for what no instruction asks;
        the CU model calls its ``port`` directly."""
        if not is_integer(cu) or not 0 <= cu < self.cus:
            raise TimingError(f"memory access from compute unit {cu!r}: the device "
                              f"{self.device.name} has {self.cus}")
        if not isinstance(kind, str) or kind not in KINDS:
            raise TimingError(f"memory access of kind {kind!r}: one of {', '.join(KINDS)}")
        if not is_integer(t) or not 0 <= t < 1 << 53:
            raise TimingError(f"memory access at cycle {t!r}: a cycle is an integer from 0 "
                              f"to 2^53")
        line = (self.memory.scalar if kind == SCALAR else self.memory.l1).line
        if not (isinstance(lines, (list, tuple, range)) or isinstance(lines, np.ndarray)
                and lines.ndim == 1):
            raise TimingError(f"memory access of lines {lines!r:.60}: a list, tuple or 1-D "
                              f"array of line addresses")
        lines = lines.tolist() if isinstance(lines, np.ndarray) else list(lines)
        if not all(is_integer(a) and 0 <= a < 1 << 64 and not a % line for a in lines) or any(
                a >= b for a, b in zip(lines, lines[1:])):
            shown = repr(lines[:4])[:-1] + (", ...]" if len(lines) > 4 else "]")
            raise TimingError(f"memory access of lines {shown}: addresses of {line}-byte "
                              f"lines below 2^64, each once, in ascending order")
        if not is_integer(serial) or not 0 <= serial <= WAVE_LANES:
            raise TimingError(f"memory access with serial {serial!r}: the operations on one "
                              f"address, at most a wave's {WAVE_LANES} lanes")
        lanes = serial if lanes is None else lanes
        if not is_integer(lanes) or not serial <= lanes <= WAVE_LANES:
            raise TimingError(f"memory access with lanes {lanes!r}: the operations on one "
                              f"line, from serial ({serial}) to a wave's {WAVE_LANES} lanes")
        return self.port(int(cu))[kind](int(t), [int(a) for a in lines],
                                        (int(serial), int(lanes))
                                        if kind in (ATOMIC, STREAM[ATOMIC]) else 1)

    def port(self, cu):
        """CU ``cu``'s way in: kind -> ``f(t, lines, serial)``, ``access`` for that CU and
        kind without its checks (the replay's hot path); an atomic's ``serial`` is the pair
        (operations on its busiest address, on its busiest line)."""
        made = self.ports[cu]
        if made is None:
            made = self.ports[cu] = self._port(cu)
        return made

    def _port(self, cu):
        tlb = self.translator
        l1, l2, scalar = self.l1[cu], self.l2_of[cu], self.scalar_of[cu]
        # its TLBs (the Translator's numbers): its vector L1's, its scalar cache's
        scalar_tlb = self.cus + neighbourhood(cu, self.device.xcds, self.memory.scalar.shared_by)
        atomic = self.atomic.perform    # (nothing here refers to the MemorySystem: freed by
                                        # its count once the replay is done, no cycle)
        # the levels and TLBs a request goes through, for the compiled code: held by the
        # MemorySystem with its Levels (a CU's ports live no longer than the replay that has it)
        port = self.structs[cu] = PortStruct(l1.at, l2.at, scalar.at,
                                             None if tlb is None else tlb.at, cu, scalar_tlb)
        at, request, held = ctypes.addressof(port), LIB.port_request, self.lines

        def entry(code):
            def enter(t, lines, serial=1):      # translated and down the levels, compiled
                n = len(lines)
                buffer = held if n <= LINES else np.zeros(n, np.uint64)
                buffer[:n] = lines
                return request(at, code, float(t), data_of(buffer), n)
            return enter

        def atomics(through):
            def enter(t, lines, serial=(1, 1)):     # serial: (on its busiest address, line)
                t = float(t)            # float times throughout: the compiled operations'
                if tlb is not None and lines:       # translated: the TLB, the frames
                    t += tlb.delay(cu, lines, t)
                    if tlb.frame_bits:
                        lines = tlb.physical(lines)
                done = t
                for address in lines:
                    end = atomic(l2, address, l1.wait(address, t), *serial)
                    if end > done:
                        done = end
                for address in lines:   # streaming: first in line for eviction
                    for level in through:
                        level.demote(address)
                return ceil(done)
            return enter

        def maintain(level, act):
            def enter(t, lines=(), serial=None):    # done after the level's latency (assumed)
                act(t)
                return t + level.latency
            return enter
        ports = {kind: entry(code) for kind, code in PORT_CODES.items()}
        ports[ATOMIC], ports[STREAM[ATOMIC]] = atomics(()), atomics((l2,))
        ports[INVALIDATE_L1] = maintain(l1, l1.invalidate)
        ports[WRITEBACK_L2] = maintain(l2, l2.write_back)
        ports[INVALIDATE_SCALAR] = maintain(scalar, scalar.invalidate)
        for kind, level in ((SYNC_L1, l1), (SYNC_L2, l2), (SYNC_SCALAR, scalar)):
            ports[kind] = maintain(level, _nothing)
        return ports

    def warm_up(self, requests, tables, order, cus, asked=0, step=WARM_STEP):
        """Ask the ``requests`` (memory/requests.py Requests; ``tables``: the same as arrays,
        requests.py ``tables``) numbered ``order`` one after another, the k-th from CU
        ``cus[k]`` at cycle (``asked`` + k) x ``step`` (``asked``: the requests an earlier
        warm-up of this one asked, which this goes on from), without the CUs' time: the caches, TLBs, frames'
        places and DRAM rows are left as those requests leave them (each line where the
        levels' rules put it, dirty where written and not yet written back), which a replay
        started from this (``carried``) finds. Sampled timing's warm-up of a window past
        skipped work (timing/sampling.py). The kinds the compiled port takes run compiled, a
        stretch at once (hierarchy.c port_requests), atomics as their lines' L2 takes them
        (WARM_CODES: the atomic units' time, which no replay carries, left out); cache
        maintenance one by one through the ports, in its places."""
        ports = [self.port(cu) for cu in range(self.cus)]
        table = np.array([ctypes.addressof(s) for s in self.structs], np.uint64)
        codes, nlines, starts, lines = tables
        order = np.asarray(order, np.int64)
        kinds, counts = codes[order], nlines[order]
        others = np.flatnonzero(kinds < 0)      # atomics compiled too (their kinds read
        kinds[others] = np.fromiter(            # through map: 2.8 ms CPU for 16,384, a loop 8.8)
            map(WARM_CODES.get, map(attrgetter("kind"),
                                    map(requests.__getitem__, order[others].tolist())),
                repeat(-1)), np.int64, others.size)
        offsets = np.zeros(order.size + 1, np.int64)
        np.cumsum(counts, out=offsets[1:])
        # the lines in the order asked (a copy: the port makes them physical in place)
        lines = lines[np.repeat(starts[order] - offsets[:-1], counts)
                      + np.arange(offsets[-1], dtype=np.int64)]
        which = np.ascontiguousarray(cus, np.int64)
        k = 0
        for end in [*np.flatnonzero(kinds < 0).tolist(), order.size]:
            if end > k:
                LIB.port_requests(data_of(table), data_of(which[k:]), data_of(kinds[k:]),
                                  data_of(lines), data_of(offsets[k:]), end - k,
                                  float((asked + k) * step), float(step))
            if end < order.size:
                request = requests[int(order[end])]
                ports[int(which[end])][request.kind]((asked + end) * step, request.lines,
                                                     request.serial)
            k = end + 1

    def release(self, t):
        """The release that ends a kernel, from cycle ``t`` (its last wave done): the cycle the
        kernel ends. Where the device has several L2s (MI300's XCDs) they are not coherent
        with each other, so a release at agent scope writes every L2's dirty lines back (LLVM
        AMDGPU memory model, gfx942: ``buffer_wbl2 sc1``; the dispatch packet's release is at
        least that), and the kernel ends once they are in the Infinity Cache (a memory-side
        cache: memory is coherent at it, nothing flushes it; its dirty lines reach the DRAM
        when it evicts them). One L2 is the device's point of coherence (gfx90a and before:
        no write-back at agent scope; device memory's lines are not written back at system
        scope either, only other agents' memory is): its dirty lines stay, ``t``; one L2
        standing for several (``others``) writes back with theirs. ``released``: (``t``, the
        dirty lines the L2s wrote back), for sampled timing (timing/sampling.py)."""
        if len(self.l2) == 1 and not self.others:
            self.released = t, 0
            return t
        self.released = t, sum(l2.dirty_lines() for l2 in self.l2)
        for l2 in self.l2:
            l2.write_back(t)
        done = max(self.mall.free) if self.mall is not None else self.dram.drain(t)
        return max(t, ceil(done))

    @classmethod
    @lru_cache(maxsize=1)       # one device's full caches are ~300 MB of Python sets (MI300X)
    def streamed(cls, device, every):
        """A MemorySystem of ``device`` in the state a streaming benchmark over arrays far
        larger than its caches keeps them in: every L2 and the Infinity Cache full of lines
        no buffer holds (far above any allocation), one in ``every`` written and dirty, as the
        benchmark's mix of reads and writes leaves them (a copy: one in 2; a triad: one in 3).
        A launch from it writes back a dirty victim for about each line it writes, as the
        benchmark's steady state does; a cold one writes back none until its caches fill.
        One object for the same arguments, shared: run on a copy of it (``carried``, as a
        warm launch does), never on it."""
        memory = cls(device)
        for k, level in enumerate([*memory.l2] + ([memory.mall] if memory.mall else [])):
            level.occupy(STREAMED + (k << STREAMED_SPAN), every)
        return memory

    def carried(self):
        """A MemorySystem of the same device holding what this one holds once its launch is
        over and the next dispatch begins: the L2s' and the Infinity Cache's lines (dirty ones
        dirty), the instruction caches', the TLBs' pages and the frames' places, each DRAM
        bank's open row; its queues empty, its counters zero. The vector L1s and scalar caches
        start empty: the command processor invalidates them between kernel dispatches (LLVM
        AMDGPUUsage, memory model: "the scalar and vector caches are invalidated between
        kernel dispatches by CP"), so a warm launch's loads hit the L2, as its counters
        (rocprof's TCC_HIT) show on hardware. A warm launch (``warm=True``, timing/api.py)
        starts from it; this one is left as it is."""
        return MemorySystem.holding(self.device, self.others, self.held_state())

    def held_state(self):
        """What ``carried`` carries, as arrays (which pickle, where a MemorySystem's compiled
        structs do not: a replay forked off sends it back, engine.py Continued): per level
        kept the sets holding lines (of an MI300X's Infinity Cache's 131,072) and their tags,
        counts and dirty flags, the DRAM's open rows, the TLBs' pages."""
        levels = []
        for level in self._kept():
            sets = np.flatnonzero(level.count)
            levels.append((sets, level.tags[sets], level.count[sets], level.dirtied[sets]))
        pages = (None if self.translator is None else
                 (self.translator.pages, self.translator.len, self.translator.mru))
        return levels, self.dram.rows, pages

    @staticmethod
    def holding(device, others, state):
        """A MemorySystem of ``device`` (and ``others``: the constructor's) holding what
        ``state`` (held_state's) says, as ``carried`` gives it."""
        fresh = MemorySystem(device, others)
        levels, rows, pages = state
        for level, held in zip(fresh._kept(), levels):
            level.keep(*held)
        fresh.dram.rows[:] = rows
        if pages is not None:
            fresh.translator.keep(*pages)
        return fresh

    def held_digest(self):
        """A digest of what ``carried`` carries (the lines of the levels kept, LRU order and
        dirty flags, the open rows, the TLBs' pages): two MemorySystems of one device with
        equal digests start a warm launch in the same state (timing/program.py)."""
        digest = hashlib.blake2b(digest_size=20)
        arrays = [a for level in self._kept() for a in level.held()] + [self.dram.rows]
        if self.translator is not None:
            arrays += self.translator.held()
        for array in arrays:
            digest.update(np.ascontiguousarray(array).tobytes())
        return digest.hexdigest()

    def _kept(self):
        """The levels whose lines a next dispatch finds (``carried``)."""
        return [*self.instruction, *self.l2] + ([self.mall] if self.mall else [])

    def counters(self):
        """Hits, misses and evictions per level (summed over its instances), the DRAM's
        row hits, row misses and bytes moved, and the TLBs' hits, misses and evictions (summed
        over the CUs) where the device translates (the atomics' counts: Atomics.counts). What
        a level counts, by rocprof's names where it has them: ``l1``, the vector L1 (TCP),
        looks up the lines of vector loads only: stores and atomics write through to the L2
        uncounted here (rocprof's vL1D hit rate counts them as misses); ``scalar``, the scalar
        cache's lines of scalar loads; ``l2`` (TCC_HIT and TCC_MISS, TCC_REQ their sum): every
        line request that reaches an L2, loads that miss the L1s, scalar-cache misses, stores
        (one to an absent line allocates it: a miss; one to a present line, a hit) and
        atomics; ``mall``, the Infinity Cache: the L2s' misses and the dirty lines they write
        back."""
        levels = {"l1": self.l1, "scalar": self.scalar, "l2": self.l2}
        if self.mall is not None:
            levels["mall"] = [self.mall]
        out = {}
        for name, instances in levels.items():
            total = dict.fromkeys(("hits", "misses", "evictions"), 0)
            for level in instances:
                for key, value in level.counts().items():
                    total[key] += value
            out[name] = total
        out["dram"] = self.dram.counts()
        if self.translator is not None:
            out["tlb"] = self.translator.counts()
        return out
