"""The DRAM in time: channels with a data bus each, banks with an open row each, activates
spaced as the DRAM's timing asks, writes gathered and turned round in batches.

A line an L2 (or MI300's Infinity Cache) misses goes to one channel and one bank:

    chunk   = address // interleave             (the L2's interleave: 256 bytes)
    channel = (chunk ^ hash(chunk // channels)) mod channels
    local   = chunk // channels * interleave + address mod interleave   (the channel's own)
    row     = local // row_bytes, bank = (row ^ row // banks) mod banks

The channel XORs the chunk's low bits with a multiplicative hash of its higher ones, so that
blocks of any power-of-two size start on different channels: plain modulo sends the blocks
of workgroups streaming their own blocks to the same few channels, where AMD's parts read
them as fast as a grid-stride stream (the blocked-read figures of issue 26). AMD publishes
no hash for its memory controllers; the form is assumed, the effect is measured. The bank
XOR is permutation-based page interleaving (Zhang, Zhu and Zhang, MICRO-33, 2000): rows
that would fall in one bank are spread over the banks.

A row hit's data is on the bus once the bus is free; a row idle for a refresh interval
(``refi``) has been closed by a refresh (refreshes precharge every bank). A row miss needs its
bank to activate the row (``rp + rcd`` nanoseconds), no earlier than ``rrd`` after the
channel's last activate and ``faw`` after its fourth last; the activate waits for its bank's
last column access but not for the bus, so a controller that looks ahead (FR-FCFS: requests to
open rows first, others' activates behind them) hides it when other banks keep the bus busy,
and a single chain of dependent loads pays it. The latency is fitted to pointer chases, whose
loads open a row: a row miss completes ``latency`` after its request on an idle channel, a row
hit ``rp + rcd`` sooner. A line holds the bus ``line / (channel peak x efficiency)``: the
efficiency (refresh, command slots) is fitted to one streaming read. A line dated before the
channel's latest request is served in the idle time that one left, if it has room (gaps.py),
its bank as the requests in time order left it (``early``). A written line holds it
``write_ratio`` times shorter: gpu-benches' gpu-stream writes 14% more bytes a second than it
reads on each chip it was run on (init / read at full occupancy: MI300X 4801 / 4199, MI300A
3069 / 2677, MI210 1526 / 1345 GB/s); the ratio is fitted to MI300X's.

Writes. A dirty line the level above evicts (or writes back) joins its channel's write queue;
nothing waits for it. Every ``write_batch`` writes the controller drains the queue as
controllers do (writes gathered, then moved in a burst): the bus turns round (``rtw``), the
writes go row by row, each to its bank as a read would (a row miss activates its row, which
closes the row a read had open there: the read after it pays the activate again), and the bus
turns back (``wtr``) before the next read. So a written byte costs the DRAM what a read byte
costs, plus the turnaround and the rows it closes. ``drain`` moves what the queues still hold.

When the DRAM sees a write (system.py): when a dirty line leaves the last cache that holds it,
not when it was stored. An L2 evicting a dirty line writes it below (into the Infinity Cache
on MI300, else here); the Infinity Cache evicting one writes it here. At a kernel's end the
release writes the L2s back where there are several (MI300's XCDs: their L2s are not coherent
with each other, and LLVM's gfx942 memory model writes the L2 back on an agent-scope release);
one L2 is the device's point of coherence and keeps its dirty lines (gfx90a and before: no
write-back at agent scope). The Infinity Cache is memory-side (memory is coherent at it):
nothing flushes it, its dirty lines stay until evicted. So a kernel whose arrays fit the
caches writes little back within its launch, as on hardware; a benchmark over arrays larger
than the caches pays a write-back for each line it writes (the validation set starts its
writing kernels from that steady state: MemorySystem.streamed).

    >>> from gcnsim.isa.devices import get_device      # (the bus: 5.3 TB/s / 256 channels)
    >>> d = get_device("mi300x")
    >>> dram = DramState(d.memory.dram, 128, 256, d.clock_mhz)
    >>> dram.transfer(0, 0)                    # a row miss on an idle channel: the latency
    779.0
    >>> round(dram.transfer(128, 0), 1)        # the same row, after the first line's bus
    795.4
    >>> dram.activate, round(dram.hold, 1)     # rp + rcd at 2.1 GHz; 128 bytes at 79%
    (59, 16.4)
"""
from math import ceil

from .gaps import LONGEST, book, fresh, trim

NS = 1e-9
HASH = 0x9E3779B1                       # Fibonacci hashing's multiplier (2^32 / golden ratio)


def spread(high, mask):
    """The channel bits (``mask``) that address bits ``high``, above a channel's, XOR into
    its channel: a multiplicative hash (Knuth's Fibonacci hashing), 0 for ``high`` 0."""
    return high * HASH >> 16 & mask


class DramState:
    """The DRAM's channels (bus and activate times), banks (open row, last access), counts."""
    __slots__ = ("line", "channels", "latency", "hold", "interleave_bits", "interleave_mask",
                 "channel_bits", "channel_mask", "row_bits", "bank_bits", "bank_mask", "activate",
                 "row_hit", "write_hold", "rrd", "faw", "refi", "batch", "rtw", "wtr", "free",
                 "gaps", "late", "acts", "rows", "bank_free", "pending", "virtual", "row_hits",
                 "row_misses", "bytes", "written", "starts")

    def __init__(self, dram, line, interleave, clock_mhz, virtual=None):
        self.virtual = virtual          # physical -> the address channels and rows come from
        self.line = line                # bytes a transfer moves (the level above's line)
        self.channels = dram.channels
        self.latency = dram.latency
        cycles = clock_mhz * 1e6 * NS   # engine cycles a nanosecond
        timing = dram.timing
        per_byte = dram.channels * clock_mhz * 1e6 / dram.bytes_per_second
        self.hold = line * per_byte / dram.efficiency          # a line's time on its bus
        self.write_hold = self.hold / dram.write_ratio           # a written line's
        self.activate = ceil((timing.rp + timing.rcd) * cycles)
        self.row_hit = self.latency - self.activate              # a row hit's latency
        self.rrd = ceil(timing.rrd * cycles)
        self.faw = ceil(timing.faw * cycles)
        self.refi = timing.refi * cycles
        self.batch = dram.write_batch
        self.rtw = ceil(timing.rtw * cycles)
        self.wtr = ceil(timing.wtr * cycles)
        self.interleave_bits = interleave.bit_length() - 1
        self.interleave_mask = interleave - 1
        self.channel_bits = dram.channels.bit_length() - 1
        self.channel_mask = dram.channels - 1
        self.row_bits = dram.row_bytes.bit_length() - 1
        self.bank_bits = dram.banks.bit_length() - 1
        self.bank_mask = dram.banks - 1
        self.free = [0.0] * dram.channels           # per channel: when its bus is free
        self.gaps = fresh(dram.channels)            # and its idle gaps before that (gaps.py)
        self.late = [0.0] * dram.channels           # its latest request's date
        self.acts = [[-1e18] * 4 for _ in range(dram.channels)]    # its last four activates
        self.rows = [-1] * (dram.channels * dram.banks)            # per bank: its open row
        self.bank_free = [0.0] * (dram.channels * dram.banks)      # its last access's end
        self.pending = [[] for _ in range(dram.channels)]  # its queued writes: (bank, row)
        self.row_hits = self.row_misses = self.bytes = self.written = 0
        self.starts = None              # a list (a profile's): every line's bus start cycle

    def place(self, address):
        """(channel, bank number over all channels, row) of the line at ``address``."""
        chunk = address >> self.interleave_bits
        high = chunk >> self.channel_bits
        channel = (chunk ^ spread(high, self.channel_mask)) & self.channel_mask
        row = ((high << self.interleave_bits) | address & self.interleave_mask) >> self.row_bits
        bank = (row ^ row >> self.bank_bits) & self.bank_mask
        return channel, channel << self.bank_bits | bank, row

    def transfer(self, address, t):
        """When the line at ``address``, requested at ``t``, has its data here: ``place``,
        ``column`` (with ``early``) for a read, inline (hot: one call a line)."""
        if self.virtual is not None:
            address = self.virtual(address)
        chunk = address >> self.interleave_bits
        high = chunk >> self.channel_bits
        mask = self.channel_mask
        channel = (chunk ^ high * HASH >> 16) & mask
        row = ((high << self.interleave_bits) | address & self.interleave_mask) >> self.row_bits
        bank = channel << self.bank_bits | (row ^ row >> self.bank_bits) & self.bank_mask
        self.bytes += self.line
        hold = self.hold
        if t < self.late[channel]:      # ``early``, inline
            if self.rows[bank] == row:
                self.row_hits += 1
                ready = t
            else:
                self.row_misses += 1
                ready = t + self.activate
            start = book(self.free, self.gaps, channel, ready, hold, self.write_hold)
        else:
            self.late[channel] = t
            if self.rows[bank] == row and t - self.bank_free[bank] < self.refi:
                self.row_hits += 1
                ready = t
            else:
                ready = self.open(channel, bank, row, t)
            free = self.free
            start = free[channel]
            if start < ready:           # idle until then (gaps.py ``book``'s first case)
                if ready - start >= self.write_hold:
                    starts, ends = self.gaps[channel]
                    starts.append(start)
                    ends.append(ready)
                    if len(ends) > LONGEST:
                        trim(self.gaps[channel])
                start = ready
            free[channel] = self.bank_free[bank] = start + hold
        if self.starts is not None:
            self.starts.append(start)
        return start + self.row_hit

    def column(self, channel, bank, row, t, hold):
        """When a line of ``row`` in ``bank`` (over all channels) of ``channel``, asked at
        ``t``, starts on the channel's bus: at once on a row hit, after its activate
        (``open``) on a miss; the bus and the bank are then held ``hold`` cycles (a written
        line's; a read's is ``transfer``'s, the same steps inline). A request dated before the
        channel's latest (``late``) is served in a gap the later ones left (gaps.py); its bank
        is as that later request left it (``early``)."""
        if t < self.late[channel]:
            ready = self.early(bank, row, t)
        else:
            self.late[channel] = t
            if self.rows[bank] == row and t - self.bank_free[bank] < self.refi:
                self.row_hits += 1
                ready = t
            else:
                ready = self.open(channel, bank, row, t)
            free = self.free
            start = free[channel]
            if start < ready:           # idle until then (in time order: no gap has room
                start = book(free, self.gaps, channel, ready, hold, self.write_hold)
            else:                       # before its date)
                free[channel] = start + hold
            self.bank_free[bank] = start + hold
            if self.starts is not None:
                self.starts.append(start)
            return start
        start = book(self.free, self.gaps, channel, ready, hold, self.write_hold)
        if self.starts is not None:
            self.starts.append(start)
        return start

    def open(self, channel, bank, row, t):
        """A row miss at ``t`` in time order: ``bank`` activates ``row`` after its last
        access, ``rrd`` after the channel's last activate and ``faw`` after its fourth last;
        when the row is open."""
        self.rows[bank] = row
        self.row_misses += 1
        acts = self.acts[channel]
        act = self.bank_free[bank]
        if act < t:
            act = t
        if act < acts[3] + self.rrd:
            act = acts[3] + self.rrd
        if act < acts[0] + self.faw:
            act = acts[0] + self.faw
        acts.pop(0)
        acts.append(act)
        return act + self.activate

    def early(self, bank, row, t):
        """When a request dated ``t``, before its channel's latest, could start on the bus as
        its bank goes: the banks keep the state the requests in time order left (a bounded
        approximation, not a replay: the later requests are not timed again). Its row open
        there: a row hit, ready at ``t``; else a row miss that activates at ``t`` (its bank
        then had the row it served before the later requests: assumed free), the later
        requests' row staying open (they come after it) and their activates not spaced
        against it (the bus it shares bounds its rate)."""
        if self.rows[bank] == row:
            self.row_hits += 1
            return t
        self.row_misses += 1
        return t + self.activate

    def write(self, address, t):
        """A dirty line at ``address`` written back at ``t`` (nothing waits for it): it joins
        its channel's write queue, drained a batch at a time."""
        if self.virtual is not None:
            address = self.virtual(address)
        channel, bank, row = self.place(address)
        self.bytes += self.line
        self.written += self.line
        queue = self.pending[channel]
        queue.append((bank, row))
        if len(queue) >= self.batch:
            self.flush(channel, t)

    def flush(self, channel, t):
        """Move ``channel``'s queued writes from ``t``: the bus turned round to write (``rtw``),
        the writes in bank and row order (the controller serves a row's writes together), the
        bus turned back to read (``wtr``). When it is free again."""
        queue = self.pending[channel]
        self.pending[channel] = []
        start = self.free[channel]
        if start < t:
            start = t
        self.free[channel] = start + self.rtw
        for row, bank in sorted((row, bank) for bank, row in queue):
            self.column(channel, bank, row, start, self.write_hold)
        self.free[channel] += self.wtr
        return self.free[channel]

    def drain(self, t):
        """Move every write still queued from ``t`` (a release at a kernel's end): when the
        last channel is done with them and the writes moved before, ``t`` if none is left."""
        for channel, queue in enumerate(self.pending):
            if queue:
                self.flush(channel, t)
        return max(t, *self.free)

    def counts(self):
        return {"row_hits": self.row_hits, "row_misses": self.row_misses, "bytes": self.bytes,
                "bytes_written": self.written}
