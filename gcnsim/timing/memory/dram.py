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
them as fast as a grid-stride stream (the blocked-read figures of an outside audit). AMD publishes
no hash for its memory controllers; the form is assumed, the effect is measured. The bank
XOR is permutation-based page interleaving (Zhang, Zhu and Zhang, MICRO-33, 2000): rows
that would fall in one bank are spread over the banks.

A row hit's data is on the bus once the bus is free; a row idle for a refresh interval
(``refi``) has been closed by a refresh (refreshes precharge every bank). A row miss needs its
bank to activate the row (``rp + rcd`` nanoseconds) at the first cycle that is ``rrd`` from
each of its channel's activates with at most four in any ``faw`` window; the activate waits for
its bank's last column access but not for the bus, so a controller that looks ahead (FR-FCFS:
requests to open rows first, others' activates behind them) hides it when other banks keep
the bus busy, and a single chain of dependent loads pays it. The latency is fitted to pointer
chases, whose loads open a row: a row miss completes ``latency`` after its request on an idle
channel, a row hit ``rp + rcd`` sooner. A line holds the bus ``line / (channel peak x
efficiency)``: the efficiency (refresh, command slots) is fitted to one streaming read.

Requests dated before the channel's latest (gaps.py: a CU at its miss limit dates its next
miss ahead of other CUs' later-asked ones) are timed as the controller would have timed them
at their date (``History``): the line is served in the bus's idle time the later ones left, if
it has room (gaps.py); its bank's rows over time say which row was open at its date (a row
hit if it is the line's), else the row is activated once the bank's access of that time is
done, spaced by ``rrd`` and ``faw`` from the channel's activates before and after it, and
never while the bank holds another row: where the bank opened a later row by then (for a
request timed before it), the activate waits until that row is closed (its last access done,
``cycle`` after its activate) and looks again, as a controller orders a row conflict's
precharge and activate by the bank's state when it issues them. The
bank's later rows, already timed, are not timed again (a controller would have served the
older request first); the bank's row changes only if the activate comes after all its others.
An early request whose row the bank opens after its date for a later-timed one, no later than
its own activate could take, rides that activate: a row hit once the row is open, if it is
still open then (before the bank's next activate), as a controller that serves open rows
first (FR-FCFS) serves two requests to one row with one activate. Without it, Vega 64's
triad of 2^20 floats at twice its bandwidth (967.6 GB/s) activated 50,797 rows for 170,882
lines, most of them rows opened again behind the request that had just opened them; four
activates a tFAW fell behind the bus, early requests waited up to 10,000 cycles for room,
and the launch took 47,452 cycles, slower than the 44,227 at 483.8 GB/s (24,056 with it).
Requests in time order activate in that order (``recent``, their last four) and, when the
early ones left none there, in the first room after; such a trace is served as before. The
past kept is bounded (a channel's latest ``ACTIVATES`` activates, a bank's latest ``EPOCHS``
rows, dropped in batches as gaps.py's are); a request older than all it keeps is timed from
the oldest kept. Before, the model activated such a row at its date whatever the bank and the
channel did then, which kept the bus fuller than the hardware's (MI210's gpu-stream triad
twin +15.7%, Vega 64's GPU-STREAM triad twin +16.0%; 74-78% of their
DRAM reads are dated early, 95% of those row misses). A written line holds the bus
``write_ratio`` times shorter: gpu-benches' gpu-stream writes 14% more bytes a second than it
reads on each chip it was run on (init / read at full occupancy: MI300X 4801 / 4199, MI300A
3069 / 2677, MI210 1526 / 1345 GB/s); the ratio is fitted to MI300X's.

Writes. A dirty line the level above evicts (or writes back) joins its channel's write queue;
nothing waits for it. Every ``write_batch`` writes the controller drains the queue as
controllers do (writes gathered, then moved in a burst): the bus turns round (``rtw``), the
writes go row by row, each to its bank as a read would (a row miss activates its row, which
closes the row a read had open there: the read after it pays the activate again), and the bus
turns back before the next read: the read's command waits tWTR after the last write's data and
its data comes CL after the command, so the bus idles tWTR + CL (``wtr``), not tWTR alone. So a
written byte costs the DRAM what a read byte costs, plus the turnaround and the rows it closes.
``drain`` moves what the queues still hold.

A bank's rows. A row stays open at least tRAS after its activate, so a bank's activates are
tRC = tRAS + tRP apart (``cycle``: a row miss's precharge waits for it); a written row is
closed tWR after its last write's data (``recovery``: write recovery), a read row once its last
read is done. Both bind where several streams share a bank's rows (a triad's two reads and a
write), little where one stream fills a row before the next opens.

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

The rules run compiled (hierarchy.c ``dram_*``, over this object's arrays): ``transfer``,
``write`` and ``drain`` here ask them from Python (the caches above ask them directly).

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
import ctypes
from math import ceil

import numpy as np

from .gaps import Gaps
from .native import LIB, DramStruct, data_of

NS = 1e-9
HASH = 0x9E3779B1                       # Fibonacci hashing's multiplier (2^32 / golden ratio)
ACTIVATES = 256                         # a channel's latest activates kept (History)
EPOCHS = 32                             # a bank's latest rows kept


def spread(high, mask):
    """The channel bits (``mask``) that address bits ``high``, above a channel's, XOR into
    its channel: a multiplicative hash (Knuth's Fibonacci hashing), 0 for ``high`` 0."""
    return high * HASH >> 16 & mask


class History:
    """What an early request is timed against: per channel its activates (ascending, room
    for 2 x ACTIVATES, the oldest dropped down to ACTIVATES when full), per bank its rows over
    time (2 x EPOCHS of (activate, row, last access's end), by activate), and whether older
    ones were dropped (``lost``): the arrays hierarchy.c's ``dram_early`` walks."""
    __slots__ = ("acts", "nacts", "acts_lost", "epoch_act", "epoch_end", "epoch_row", "nepochs",
                 "epochs_lost")

    def __init__(self, channels, banks):
        self.acts = np.empty((channels, 2 * ACTIVATES))
        self.nacts = np.zeros(channels, np.int64)
        self.acts_lost = np.zeros(channels, np.int64)
        self.epoch_act = np.empty((channels * banks, 2 * EPOCHS))
        self.epoch_end = np.empty((channels * banks, 2 * EPOCHS))
        self.epoch_row = np.empty((channels * banks, 2 * EPOCHS), np.uint64)
        self.nepochs = np.zeros(channels * banks, np.int64)
        self.epochs_lost = np.zeros(channels * banks, np.int64)

    def arrays(self):
        return (getattr(self, name) for name in self.__slots__)


class DramState:
    """The DRAM's channels (bus and activate times), banks (open row, last access), counts:
    arrays the compiled code (``struct``) keeps. ``frame``: where translation scatters frames
    of that many bytes (translation.py), the DRAM places a line by its virtual address (the
    frame placed back), lines from ``own`` up by their own."""
    __slots__ = ("line", "channels", "latency", "hold", "write_hold", "activate", "row_hit",
                 "rrd", "faw", "refi", "batch", "rtw", "wtr", "cycle", "recovery", "free", "gaps",
                 "late", "recent", "past", "rows", "bank_free", "pending", "pending_bank",
                 "pending_row", "struct", "at", "placed")

    def __init__(self, dram, line, interleave, clock_mhz, frame=None, own=1 << 64,
                 latency=None):
        self.line = line                # bytes a transfer moves (the level above's line)
        self.channels = dram.channels
        # a row miss's cycles at clock_mhz (DeviceConfig.memory_latency; None: the table's)
        self.latency = dram.latency if latency is None else latency
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
        self.wtr = ceil((timing.wtr + timing.cl) * cycles)     # the bus idle, write to read
        self.cycle = ceil((timing.rp + timing.ras) * cycles)    # a bank's activates apart
        self.recovery = ceil(timing.wr * cycles)    # a written line to its row's precharge
        channels, banks = dram.channels, dram.banks
        self.free = np.zeros(channels)              # per channel: when its bus is free
        self.gaps = Gaps(channels)                  # and its idle gaps before that (gaps.py)
        self.late = np.zeros(channels)              # its latest request's date
        self.recent = np.full((channels, 4), -1e18)     # the last four in time order
        self.past = History(channels, banks)        # its activates, its banks' rows in time
        self.rows = np.full(channels * banks, (1 << 64) - 1, np.uint64)  # per bank: open row
        self.bank_free = np.zeros(channels * banks)                      # its last access's end
        self.pending = np.zeros(channels, np.int64)     # its queued writes: (bank, row) each
        self.pending_bank = np.zeros((channels, self.batch), np.int64)
        self.pending_row = np.zeros((channels, self.batch), np.uint64)
        frame_bits = frame.bit_length() - 1 if frame else 0
        self.struct = DramStruct(
            line, channels, interleave.bit_length() - 1, interleave - 1,
            channels.bit_length() - 1, channels - 1, dram.row_bytes.bit_length() - 1,
            banks.bit_length() - 1, banks - 1, self.batch, frame_bits,
            (frame or 1) - 1, min(own, (1 << 64) - 1), self.hold, self.write_hold,
            self.activate, self.row_hit, self.rrd, self.faw, self.refi, self.rtw, self.wtr,
            self.cycle, self.recovery,
            data_of(self.free), self.gaps.struct, *(data_of(a) for a in (
                self.late, self.recent, self.bank_free, self.rows, self.pending_bank,
                self.pending_row, self.pending)), ACTIVATES, EPOCHS,
            *(data_of(a) for a in self.past.arrays()))
        self.at = ctypes.addressof(self.struct)
        self.placed = (ctypes.c_uint64 * 3)()       # ``place``'s answer

    @property
    def starts(self):
        """Every line's bus start cycle since ``starts = []`` (a profile's), or None."""
        struct = self.struct
        if not struct.record:
            return None
        return struct.starts[:struct.nstarts] if struct.nstarts else []

    @starts.setter
    def starts(self, value):
        """``[]``: record from now on; None: no more (what was recorded is let go)."""
        LIB.dram_release_starts(self.at)
        self.struct.record = value is not None

    def __del__(self):
        if self.struct.starts:
            LIB.dram_release_starts(self.at)

    def place(self, address):
        """(channel, bank number over all channels, row) of the line at ``address``."""
        LIB.dram_place(self.at, address, self.placed)
        return tuple(self.placed[:])

    def transfer(self, address, t):
        """When the line at ``address``, requested at ``t``, has its data here: a row hit's
        data once the bus is free, a row miss's after its activate (``open``), a line dated
        before the channel's latest in a gap the later ones left, its bank and the channel's
        activates as they were at ``t`` (``History``)."""
        return LIB.dram_transfer(self.at, address, t)

    def write(self, address, t):
        """A dirty line at ``address`` written back at ``t`` (nothing waits for it): it joins
        its channel's write queue, drained a batch at a time (the bus turned round to write,
        the writes in row and bank order, each opening its row, the bus turned back)."""
        LIB.dram_write(self.at, address, t)

    def drain(self, t):
        """Move every write still queued from ``t`` (a release at a kernel's end): when the
        last channel is done with them and the writes moved before, ``t`` if none is left."""
        return LIB.dram_drain(self.at, t)

    def counts(self):
        struct = self.struct
        return {"row_hits": struct.row_hits, "row_misses": struct.row_misses,
                "bytes": struct.bytes, "bytes_written": struct.written}
