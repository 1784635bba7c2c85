"""The R700 local data share (LDS): 16 KB per SIMD written by the owner-write model of the R700
ISA's section 2.6.2, read at any run-time address, vectorised over the waves of a batch.

The LDS is four banks of 256 entries of 16 bytes (4 dwords). A write names no address: the
instruction carries ``dst_stride`` and ``dst_index`` (dwords, fixed at compile time) and each
thread's place follows from its thread id::

    bank_id     = thread_id mod 4
    bank_offset = (thread_id >> 2) * dst_stride + dst_index        (dwords within the bank)

so thread t owns dwords ``[ (t>>2)*stride, (t>>2)*stride + stride )`` of bank ``t mod 4`` and no
two threads of a group can write one dword. The thread id is the lane (absolute mode,
SIMD_WAVE_REL = 0: every wave writes the first 64 threads' areas) or the index of the thread
within its group (relative mode, SIMD_WAVE_REL = 1). A read names any 1-4 dwords of one entry at
a run-time address. Addresses in this module are linear dword addresses, the entries of the
four banks interleaved as the manual's figure 2.3 draws them (a row of four entries serves a
quad of lanes)::

    address = (bank_offset >> 2) * 16 + bank_id * 4 + (bank_offset & 3)

    >>> lds = Lds(group_size=64)
    >>> values = np.arange(64 * 4, dtype=np.uint32).reshape(1, 64, 4)
    >>> lds.write([0], values, dst_stride=4, dst_index=0)
    >>> lds.read([0], np.array([[5 * 4] * 64]), count=1)[0, 0].tolist()
    [20]
"""
from dataclasses import dataclass

import numpy as np

from .chips import WAVE_LANES, R700Error, check_group

BANKS = 4
ENTRIES = 256            # per bank
ENTRY_DWORDS = 4         # 16 bytes
BANK_DWORDS = ENTRIES * ENTRY_DWORDS
LDS_DWORDS = BANKS * BANK_DWORDS            # 4096 dwords = 16 KB
ROW_DWORDS = BANKS * ENTRY_DWORDS           # one entry of each bank: a quad's row
MAX_STRIDE = 64          # dwords: dst_stride is 4, 8, ... 64


class LdsError(R700Error):
    """An LDS access the R700 ISA's section 2.6.2 does not allow: names the access, the thread
    and the rule it breaks."""


def max_stride(group_size):
    """The largest legal dst_stride (a multiple of 4, at most 64) for a group of ``group_size``
    threads in relative mode: ceil(N/4) threads share a bank's 1024 dwords."""
    check_group(group_size)
    per_bank = -(-group_size // BANKS)
    return min(MAX_STRIDE, BANK_DWORDS // per_bank // ENTRY_DWORDS * ENTRY_DWORDS)


def linear_address(bank_id, bank_offset):
    """The linear dword address of dword ``bank_offset`` of bank ``bank_id`` (arrays or ints)."""
    return (bank_offset >> 2) * ROW_DWORDS + bank_id * ENTRY_DWORDS + (bank_offset & 3)


def bank_place(address):
    """(bank_id, bank_offset) of linear dword addresses: the inverse of linear_address."""
    row, within = np.divmod(address, ROW_DWORDS)
    return within // ENTRY_DWORDS, row * ENTRY_DWORDS + within % ENTRY_DWORDS


def thread_ids(waves, group_size, relative):
    """The thread id the write formula uses for each lane of ``waves``, shape (W, 64), and the
    mask of lanes that are threads of the group (the last wave of a group may be partial)."""
    waves = np.asarray(waves, dtype=np.int64).reshape(-1)
    lane = np.arange(WAVE_LANES, dtype=np.int64)
    in_group = waves[:, None] * WAVE_LANES + lane[None, :]
    ids = in_group if relative else np.broadcast_to(lane, in_group.shape)
    return ids, in_group < group_size


def owner_place(thread_id, dst_stride, dst_index):
    """(bank_id, bank_offset) a thread writes by the R700 ISA's section 2.6.2 formula."""
    return thread_id % BANKS, (thread_id >> 2) * dst_stride + dst_index


@dataclass(frozen=True)
class WriteMap:
    """Who writes where for one write instruction over a whole group: one row per thread of the
    group (wave, lane, thread id used by the formula, bank, bank offset in dwords)."""
    group_size: int
    dst_stride: int
    dst_index: int
    relative: bool
    count: int
    wave: np.ndarray
    lane: np.ndarray
    thread_id: np.ndarray
    bank: np.ndarray
    bank_offset: np.ndarray

    @property
    def entry(self):
        """The 16-byte entry of its bank each thread's write starts in."""
        return self.bank_offset >> 2

    def writers(self):
        """Number of threads writing each (bank, entry): shape (4, 256)."""
        counts = np.zeros((BANKS, ENTRIES), dtype=np.int64)
        np.add.at(counts, (self.bank, self.entry), 1)
        return counts


def write_map(group_size, dst_stride, dst_index, *, relative=False, count=ENTRY_DWORDS):
    """The map of one write instruction over a group of ``group_size`` threads, checked as
    Lds.write checks it (LdsError for an illegal stride, index, count or a write past 16 KB)."""
    check_group(group_size)
    waves = np.arange(-(-group_size // WAVE_LANES))
    ids, in_group = thread_ids(waves, group_size, relative)
    _check_write(ids, in_group, group_size, dst_stride, dst_index, count)
    wave = np.broadcast_to(waves[:, None], ids.shape)[in_group]
    lane = np.broadcast_to(np.arange(WAVE_LANES), ids.shape)[in_group]
    tid = ids[in_group]
    bank, offset = owner_place(tid, dst_stride, dst_index)
    return WriteMap(group_size, dst_stride, dst_index, relative, count, wave, lane, tid, bank,
                    offset)


class Lds:
    """One SIMD's 16 KB LDS, serving one thread group of ``group_size`` threads.

    ``data[bank, bank_offset]`` holds the dwords; ``writer[bank, bank_offset]`` the group thread
    index (wave * 64 + lane) whose write a read now sees, -1 where no thread has written.
    Writes take effect in call order and, within a call, in the order of ``waves``: a runner
    passes a batch in ascending wave id, so where several waves write one area (absolute mode)
    a later read sees the write of the last wave to run, the highest wave id of the batch.
    ``counts`` accumulates dwords written and read and the bank cycles of the reads."""

    def __init__(self, group_size=WAVE_LANES):
        check_group(group_size)
        self.group_size = group_size
        self.data = np.zeros((BANKS, BANK_DWORDS), dtype=np.uint32)
        self.writer = np.full((BANKS, BANK_DWORDS), -1, dtype=np.int32)
        self.counts = {"write_dwords": 0, "read_dwords": 0, "read_cycles": 0}

    def write(self, waves, values, dst_stride, dst_index, *, relative=False, exec_mask=None):
        """DS_LOCAL_WRITE: each active thread writes its ``values[w, lane, :count]`` (shape
        (W, 64, count), count 1-4) at its owner place (module docstring)."""
        waves, values, active = self._batch(waves, values, exec_mask)
        ids, in_group = thread_ids(waves, self.group_size, relative)
        active &= in_group
        count = values.shape[2]
        _check_write(ids, active, self.group_size, dst_stride, dst_index, count)
        bank, offset = owner_place(ids, dst_stride, dst_index)
        self._store(waves, active, bank, offset, values)

    def exchange(self, waves, values, dst_stride, dst_index, *, relative=False, exec_mask=None):
        """The neighbour exchange: a write of 4 dwords per thread in which the four threads of a
        quad trade components, a 4x4 transpose: the thread in bank b of quad q receives
        component b of each of the quad's threads, ``values[w, 4q + j, b]`` as its dword j.
        Every lane's registers are read, whatever its exec state; only active threads write."""
        waves, values, active = self._batch(waves, values, exec_mask)
        if values.shape[2] != ENTRY_DWORDS:
            raise LdsError(f"the neighbour exchange writes 4 dwords per thread, not "
                           f"{values.shape[2]}")
        quads = values.reshape(len(waves), WAVE_LANES // 4, 4, ENTRY_DWORDS)
        swapped = quads.transpose(0, 1, 3, 2).reshape(values.shape)
        self.write(waves, swapped, dst_stride, dst_index, relative=relative, exec_mask=active)

    def read(self, waves, addresses, count=ENTRY_DWORDS, exec_mask=None):
        """DS_LOCAL_READ: each active lane reads ``count`` (1-4) dwords at its linear dword
        ``addresses[w, lane]`` (shape (W, 64)), all within one 16-byte entry. Returns shape
        (W, 64, count) uint32, zeros in inactive lanes."""
        addresses = np.asarray(addresses, dtype=np.int64)
        active = _mask(exec_mask, addresses.shape)
        _check_read(addresses, active, count)
        safe = np.where(active, addresses, 0)
        bank, offset = bank_place(safe)
        span = offset[..., None] + np.arange(count)
        out = self.data[bank[..., None], span]
        out[~active] = 0
        self.counts["read_dwords"] += int(active.sum()) * count
        self.counts["read_cycles"] += int(bank_counts(safe, active).max(axis=2).sum())
        return out

    def _batch(self, waves, values, exec_mask):
        waves = np.asarray(waves, dtype=np.int64).reshape(-1)
        values = np.asarray(values, dtype=np.uint32)
        if values.ndim != 3 or values.shape[:2] != (len(waves), WAVE_LANES):
            raise LdsError(f"LDS write values of shape {values.shape}: expected "
                           f"({len(waves)}, 64, 1-4)")
        last = -(-self.group_size // WAVE_LANES) - 1
        bad = waves[(waves < 0) | (waves > last)]
        if bad.size:
            raise LdsError(f"wave {bad[0]} is not in a group of {self.group_size} threads "
                           f"(waves 0-{last})")
        return waves, values, _mask(exec_mask, values.shape[:2]).copy()

    def _store(self, waves, active, bank, offset, values):
        count = values.shape[2]
        span = np.arange(count)
        # Wave by wave, in the order given, so a later wave's write lands last: within one
        # wave no two threads share a dword (the owner-write model), across waves they may.
        for w_i, wave in enumerate(waves.tolist()):
            lane = np.nonzero(active[w_i])[0]
            rows = np.repeat(bank[w_i, lane], count)
            cols = (offset[w_i, lane][:, None] + span).reshape(-1)
            self.data[rows, cols] = values[w_i, lane].reshape(-1)
            self.writer[rows, cols] = np.repeat(wave * WAVE_LANES + lane, count)
            self.counts["write_dwords"] += lane.size * count


def bank_counts(addresses, exec_mask=None):
    """For reads at linear dword ``addresses`` (shape (W, 64)): the number of distinct entries
    each quad of lanes needs from each bank, shape (W, 16, 4). A quad is served in one cycle
    when no bank is asked for two entries (lanes reading one entry share it); the cycles a quad
    takes are the maximum over its banks. Owner writes never conflict: a quad's four threads
    write four different banks (thread_id mod 4)."""
    addresses = np.asarray(addresses, dtype=np.int64)
    active = _mask(exec_mask, addresses.shape)
    bank, offset = bank_place(addresses)
    entry = offset >> 2
    waves = addresses.shape[0]
    bank = bank.reshape(waves, WAVE_LANES // 4, 4)
    entry = np.where(active, entry, -1).reshape(waves, WAVE_LANES // 4, 4)
    counts = np.zeros((waves, WAVE_LANES // 4, BANKS), dtype=np.int64)
    for b in range(BANKS):
        mine = np.where(bank == b, entry, -1)
        mine.sort(axis=2)
        fresh = (mine >= 0) & np.concatenate(
            [np.ones_like(mine[..., :1], dtype=bool), mine[..., 1:] != mine[..., :-1]], axis=2)
        counts[..., b] = fresh.sum(axis=2)
    return counts


def _mask(exec_mask, shape):
    if exec_mask is None:
        return np.ones(shape, dtype=bool)
    exec_mask = np.asarray(exec_mask, dtype=bool)
    if exec_mask.shape != shape:
        raise LdsError(f"exec mask of shape {exec_mask.shape}: expected {shape}")
    return exec_mask


def _check_write(ids, active, group_size, dst_stride, dst_index, count):
    if not 1 <= count <= ENTRY_DWORDS:
        raise LdsError(f"an LDS write is 1-4 dwords per thread, not {count} (the R700 ISA's "
                       "section 2.6.2)")
    if dst_stride % 4 or not 4 <= dst_stride <= MAX_STRIDE:
        raise LdsError(f"dst_stride {dst_stride}: expected 4, 8, ... 64 dwords (the R700 ISA's "
                       "section 2.6.2)")
    if dst_index % 4 or not 0 <= dst_index <= dst_stride - 4:
        allowed = ("0, the only index" if dst_stride == 4
                   else f"a multiple of 4 in 0-{dst_stride - 4},")
        raise LdsError(f"dst_index {dst_index}: expected {allowed} within the stride of "
                       f"{dst_stride} dwords, so that each thread writes only its own area "
                       "(docs/errata.md, 'R700 LDS')")
    ends = np.where(active, (ids >> 2) * dst_stride + dst_index + count, 0)
    if ends.size and ends.max() > BANK_DWORDS:
        w, lane = np.unravel_index(int(ends.argmax()), ends.shape)
        tid = int(ids[w, lane])
        raise LdsError(f"thread {tid} writes dwords {int(ends[w, lane]) - count}-"
                       f"{int(ends[w, lane]) - 1} of bank {tid % 4}, past its 1024 (16 KB in "
                       f"all): a group of {group_size} threads allows dst_stride at most "
                       f"{max_stride(group_size)}")


def _check_read(addresses, active, count):
    if not 1 <= count <= ENTRY_DWORDS:
        raise LdsError(f"an LDS read is 1-4 dwords per thread, not {count} (the R700 ISA's "
                       "section 2.6.2)")
    outside = active & ((addresses < 0) | (addresses + count > LDS_DWORDS))
    unaligned = active & ((addresses & 3) + count > ENTRY_DWORDS)
    for bad, what in ((outside, "is outside the 16 KB LDS"),
                      (unaligned, "crosses a 16-byte entry (reads are of aligned dwords)")):
        if bad.any():
            w, lane = np.argwhere(bad)[0]
            raise LdsError(f"lane {lane} of wave {w}: a read of {count} dword{'s' * (count != 1)} at dword "
                           f"{addresses[w, lane]} {what}")
