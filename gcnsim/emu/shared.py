"""Device memory shared with a launch's workers, the undo record that puts a launch's bytes
back, and the marks that find their conflicts.

The first launch with workers moves every allocation's bytes to a shared mapping of a memfd
(memfd_create(2): a file with no name in any file system, gone with its last mapping, so a
killed process cannot leave it behind as it can a /dev/shm segment), where they stay: the
workers write there in place, and later launches copy nothing in or out. A worker forked later
inherits the mappings; one already running is sent the memfds of mappings made since
(``unsent``, emu/pool.py), whose descriptors are then closed. A process forked by anyone else
gets its own copy of them.

The same mapping holds, after the bytes, the allocation's undo record (native/undo.py): before
a launch's first store to a chunk of it, whichever process stores there first copies the
chunk's bytes into the record and says so in the chunk's word (``records``), so a launch that
does not stand (a conflict's rerun, a fault, a worker's death) puts back exactly the bytes it
started with (``restore``), and a launch copies only what it writes, in the processes that
write it, while they run. Its pages are made once and kept, so no launch pays for fresh pages,
and the record never holds more than the allocation's size.

Each process of a launch marks the dwords it reads and writes (DeviceMemory.watch) in marks of
its own (Marks: private, kept between launches; a mark is the launch's stamp, so what earlier
launches set is never cleared but once every STAMPS launches), of the allocations its code's
launches on workers wrote (``watched``, a guess: a store to another stops the launch before
that store, workers.Unprepared; the native tier hands such a store to the interpreter,
device.UNPREPARED; and it runs again with every allocation watched). Reads of an allocation
not watched are not marked: nothing may write it, so reading it meets no one. Each sends with
its result which blocks of BLOCK dwords it marked (``summary``: a byte per block after the
marks, set as it marks, so no launch reads its marks to sum them up; a range of dwords marks
the blocks it covers whole by a byte each, after those); only where one worker's
written blocks meet another's are those blocks' marks asked for (``raw``): a dword one worker
wrote and another read or wrote is a conflict, and the launch runs again from the bytes it
started with.
"""
import ctypes
import mmap
import os
import weakref

import numpy as np

from ..errors import GcnsimError, MemoryViolation
from ..native.device import BLOCK, MARK_BYTES, marks_size
from ..native.undo import CHUNK, SHIFT, save_function, saver

STAMPS = 255        # launches a kept mark array tells apart (a mark is its launch's stamp)


class Unprepared(GcnsimError):
    """A worker was about to store to an allocation the launch did not watch (SharedLaunch's
    guess): the launch runs again with every allocation watched (the user never sees it)."""


_UNSENT = {}        # key of a shared mapping -> (its memfd, a token), until workers have it
_FORKING = [False]  # a launch forks its workers now (they share the bytes)


def key(data):
    """The address of an array's first byte: what names its shared mapping to the workers
    (the same in a forked worker; a mapping sent later is found under it)."""
    return data.__array_interface__["data"][0]


def _layout(size):
    """(where the undo record starts, where the chunks' words start, the whole length) of the
    shared mapping of an allocation of ``size`` bytes: its bytes, its undo record (a page-aligned
    CHUNK per chunk), a word per chunk (native/undo.py)."""
    chunks = max(1, -(-size // CHUNK))
    return chunks * CHUNK, 2 * chunks * CHUNK, 2 * chunks * CHUNK + 8 * chunks


def _shared(data):
    """``data``'s bytes in a shared mapping of a memfd, its undo record after them (the memfd
    kept open in ``_UNSENT`` until the running workers have it, closed when the mapping goes
    before that). The bytes are written to the file before it is mapped (pwrite(2)): the
    file's pages are then neither zeroed first nor faulted in one by one, as a copy into the
    mapping has them; they are mapped as the launch touches them (64 MB: 47 ms CPU to write
    where the copy took 91-98, the launching process's share of the later touches ~19)."""
    size = data.size
    fd = os.memfd_create("gcnsim-device", os.MFD_CLOEXEC)
    try:
        os.ftruncate(fd, _layout(size)[2])
        _write(fd, data)
        area = _map(fd, _layout(size)[2])
    except BaseException:
        os.close(fd)
        raise
    moved = area[:size]
    token = object()
    _UNSENT[key(moved)] = (fd, token)
    weakref.finalize(area.base, _unmapped, key(moved), token)
    return moved


def _write(fd, data):
    """Write the bytes of ``data`` (a uint8 array) at the start of file ``fd``, however many
    calls that takes (Linux writes at most 2 GB less a page a call); a MemoryError where the
    system has no room for them (a copy into the mapping would have died of SIGBUS)."""
    view = memoryview(np.ascontiguousarray(data)).cast("B")
    done = 0
    try:
        while done < len(view):
            done += os.pwrite(fd, view[done:], done)
    except OSError as err:
        raise MemoryError(f"cannot write {len(view)} bytes to shared memory: "
                          f"{err.strerror}") from None


_LIBC = ctypes.CDLL(None, use_errno=True)
_LIBC.mmap.restype = ctypes.c_void_p
_LIBC.mmap.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int,
                       ctypes.c_int, ctypes.c_long)
_LIBC.munmap.argtypes = (ctypes.c_void_p, ctypes.c_size_t)


def _map(fd, length):
    """The ``length`` bytes of memfd ``fd`` mapped shared, as a uint8 array over a ctypes array
    that unmaps them when the last view goes. Not Python's mmap, which keeps a duplicate of the
    descriptor for each mapping's life: a process holding a thousand shared buffers would hold
    a thousand descriptors, past the common limit of 1,024 open files (an outside trial's
    harness loading programs in a loop ran out). ``fd`` stays the caller's to close."""
    address = _LIBC.mmap(None, length, mmap.PROT_READ | mmap.PROT_WRITE, mmap.MAP_SHARED,
                         fd, 0)
    if address in (None, ctypes.c_void_p(-1).value):
        raise MemoryError(f"cannot map {length} bytes of shared memory: "
                          f"{os.strerror(ctypes.get_errno())}")
    area = (ctypes.c_uint8 * length).from_address(address)
    area.gcnsim_shared = True
    finalizer = weakref.finalize(area, _LIBC.munmap, address, length)
    finalizer.atexit = False            # the process's end unmaps it; views may outlive exit hooks
    return np.frombuffer(area, np.uint8)


def _unmapped(where, token):
    found = _UNSENT.get(where)
    if found is not None and found[1] is token:
        del _UNSENT[where]
        os.close(found[0])


def unsent(where):
    """The memfd of the shared mapping at ``where``, taken out of ``_UNSENT`` (the caller
    closes it), or None if none is kept (inherited by the workers, or sent)."""
    found = _UNSENT.pop(where, None)
    return None if found is None else found[0]


def mapped(fd, size):
    """In a worker: the bytes of a memfd the launching process sent, their undo record after
    them (the descriptor is closed: the mapping keeps the file)."""
    try:
        return _map(fd, _layout(size)[2])[:size]
    finally:
        os.close(fd)


def is_shared(data):
    """Whether an allocation's bytes are in a shared mapping (_shared)."""
    while isinstance(data, np.ndarray):
        data = data.base
    return getattr(data, "gcnsim_shared", False)


def records(data):
    """(undo record, int64 word per chunk) of a shared allocation's bytes ``data``."""
    whole = data.base
    undo_at, words_at, length = _layout(data.size)
    assert whole.size == length, "bytes of a shared mapping made by _shared or mapped"
    return whole[undo_at:words_at], whole[words_at:].view(np.int64)


def restore(data, size, epoch, scratch):
    """Put back the first ``size`` bytes of ``data`` as they were before launch ``epoch``: each
    chunk its processes saved from the undo record, each one a process claimed but did not
    finish saving (it died) from that process's row of ``scratch``."""
    undo, states = records(data)
    claimed = np.flatnonzero(states >> 16 == epoch)
    for k, owner in zip(claimed.tolist(), (states[claimed] & 0xFFFF).tolist()):
        at = k << SHIFT
        end = min(size, at + CHUNK)
        data[at:end] = undo[at:end] if owner == 0 else scratch[owner - 1][:end - at]


_SHARING = weakref.WeakSet()            # DeviceMemory whose bytes are shared
_EPOCHS = weakref.WeakKeyDictionary()   # DeviceMemory -> its last launch on workers (undo.py)
_MARKS = weakref.WeakKeyDictionary()    # DeviceMemory -> the launching process's Marks
_WRITES = weakref.WeakKeyDictionary()   # CodeImage -> the allocations its launches on
                                        # workers wrote (a guess: the next copies only those;
                                        # together, so buffers swapped between launches settle)


def _unshare():
    """In a forked process the memfds kept for running workers are the launching process's
    to send (closed here); in one forked by anyone else (a pool, the user), device memory is
    its own again as well: a forked copy writing the launching process's bytes would be a
    surprise."""
    for fd, _ in _UNSENT.values():
        os.close(fd)
    _UNSENT.clear()
    if _FORKING[0]:
        return
    for memory in list(_SHARING):
        for alloc in memory.allocations:
            if is_shared(alloc.data):
                alloc.data = alloc.data.copy()
    _SHARING.clear()
    _MARKS.clear()


os.register_at_fork(after_in_child=_unshare)


def mark_array(blocks):
    """A byte per dword of ``blocks`` blocks of BLOCK, then a byte per block (whether any of
    its dwords is marked: Marks.summary), then another (whether all of them are: a range
    marks the blocks it covers whole there, not a byte per dword), none marked."""
    return np.zeros(blocks * MARK_BYTES, np.uint8)


class Marks:
    """One process's (read, write) marks of device memory (mark_array: a byte per dword in
    whole summary blocks, then two bytes per block), kept between launches (by the shared mapping
    they are for: ``key``); ``watch`` has a launch's accesses marked with its ``stamp`` (of the
    allocations it ``watched``) and its stores saved first, ``summary`` says which blocks it
    marked, ``raw`` gives some of its marks."""

    def __init__(self):
        self.kept = {}          # key -> [read marks, write marks, the epoch they were zeroed at]
        self.last = {}          # address -> (key, or None if not watched; its blocks) of the
                                # allocations of the last launch
        self.stamp = 0          # the last launch's

    def watch(self, memory, allocations, watched, private, undo, epoch):
        """Mark this process's accesses to ``allocations`` of ``memory`` (the launch's) but
        ``private`` (those not
        ``watched`` have no marks: a read of one meets no one, a store is Unprepared) in launch
        ``epoch``, and save what its stores change in its undo record first (``undo``: an
        Undo). Marks are zeroed once every STAMPS launches, so a stamp marks one launch."""
        kept, marks, self.last = {}, {}, {}
        self.stamp = epoch % STAMPS + 1
        for alloc in allocations:
            if alloc.address == private:
                continue
            where, blocks = key(alloc.data), -(-alloc.data.size // (4 * BLOCK))
            entry = self.kept.get(where)
            if entry is not None and entry[0].size != blocks * MARK_BYTES:
                entry = None
            mine = alloc.address in watched
            if entry is None and mine:
                entry = [mark_array(blocks), mark_array(blocks), epoch]
            elif entry is not None and mine and epoch - entry[2] >= STAMPS:
                entry[0][:], entry[1][:], entry[2] = 0, 0, epoch
            if entry is not None:
                kept[where] = entry
            marks[alloc.address] = tuple(entry[:2]) if mine else (None, None)
            self.last[alloc.address] = (where if mine else None, blocks)
        self.kept = kept            # what was freed goes
        memory.watch = Watch(memory, marks, undo, self.stamp)

    def summary(self):
        """{allocation address: (blocks read, blocks written)} of the last launch's marks."""
        return {address: tuple(marks[blocks * BLOCK:blocks * (BLOCK + 1)] == self.stamp
                               for marks in self.kept[where][:2]) if (
            where is not None) else (np.zeros(blocks, bool),) * 2
            for address, (where, blocks) in self.last.items()}

    def raw(self, address, blocks):
        """Whether the last launch marked each dword of ``blocks`` of an allocation, (read,
        write), (k, BLOCK) each."""
        count = self.last[address][1]
        return tuple((marks[:count * BLOCK].reshape(-1, BLOCK)[blocks] == self.stamp)
                     | (marks[count * (BLOCK + 1):][blocks] == self.stamp)[:, None]
                     for marks in self.kept[self.last[address][0]][:2])


class Undo:
    """A process's part in a launch's undo record (native/undo.py): ``tag`` (the launch's
    epoch << 16 | the process's index + 1: the launching process is 0), the compiled save
    function (``function``, its address, which the native tier calls), and per allocation of
    ``allocations`` (the launch's) but ``private`` (``records``, by address) the host addresses of its bytes, its
    undo record and its chunks' words, and its size; ``scratch`` the process's row of the
    launch's shared scratch (pool.Claims)."""

    def __init__(self, allocations, epoch, process, scratch, private=0):
        self.tag = epoch << 16 | process + 1
        self.scratch = scratch.ctypes.data
        self.function = save_function()
        self._save = saver(self.function)
        self.records = {}
        for alloc in allocations:
            if alloc.address != private:
                undo, words = records(alloc.data)
                self.records[alloc.address] = (alloc.data.ctypes.data, undo.ctypes.data,
                                               words.ctypes.data, alloc.size)

    def save(self, spans, size):
        """Save the chunks that ``size`` bytes at each lane of ``spans`` (_spans) will store
        to."""
        for alloc, off, start, end in spans:
            if off is None:
                self._chunks(alloc.address, start, end)
                continue
            found = np.unique(np.concatenate([off >> SHIFT, (off + size - 1) >> SHIFT]))
            for run in np.split(found, np.flatnonzero(np.diff(found) != 1) + 1):
                self._chunks(alloc.address, int(run[0]) << SHIFT, (int(run[-1]) + 1) << SHIFT)

    def _chunks(self, address, start, end):
        """Save the chunks holding bytes [start, end) of the allocation at ``address``."""
        found = self.records.get(address)
        if found is not None:
            data, undo, words, size = found
            self._save(words, data, undo, self.scratch, size, start >> SHIFT,
                       ((end - 1) >> SHIFT) + 1, self.tag)


class SharedLaunch:
    """Device memory shared by the workers of one launch.

    Made, it takes the memory's ``allocations`` once: the launch's, whatever another thread
    allocates meanwhile (what it frees stays until the launch ends: DeviceMemory.held). It
    moves every one but ``private`` (the scratch one, which each worker gets a
    zeroed copy of) to a shared mapping, where it stays for later launches, takes the launch's
    ``epoch`` (its undo record's: native/undo.py) and chooses the allocations its code wrote
    (``watched``); ``leave(keep)`` puts back the bytes from before the launch unless ``keep``
    (the workers' results stand) and notes which allocations the code wrote (the next launch's
    guess). ``scratch``: the launch's processes' scratch rows (pool.Claims), set before any
    process runs. ``marks`` are this process's."""

    def __init__(self, memory, private=0, code=None, guess=True):
        self.memory = memory
        self.private = private
        self.code = code
        self.marks = _MARKS.setdefault(memory, Marks())
        self.epoch = _EPOCHS[memory] = _EPOCHS.get(memory, 0) + 1
        _SHARING.add(memory)
        guess = _WRITES.get(code) if code is not None and guess else None
        self.tracked, self.watched = {}, set()
        self.allocations = memory.allocations       # read once
        for alloc in self.allocations:
            if alloc.address == private:
                continue
            if not is_shared(alloc.data):
                memory.rehome(alloc, _shared)
            if guess is None or alloc.address in guess:
                self.watched.add(alloc.address)
            self.tracked[alloc.address] = alloc
        self.scratch = None
        self.summaries = None   # every worker's mark summary, once the launch has them all

    def leave(self, keep):
        """Put the bytes from before the launch back unless ``keep``, and note which
        allocations the code wrote (``summaries``: every worker's, when the launch ran to its
        end)."""
        summaries = self.summaries
        if not keep and self.scratch is not None:
            for alloc in self.tracked.values():
                restore(alloc.data, alloc.size, self.epoch, self.scratch)
        if self.code is not None and summaries:     # what its launches wrote, together
            _WRITES[self.code] = _WRITES.get(self.code, frozenset()) | frozenset(
                address for address in self.tracked if any(
                    summary[address][1].any() for summary in summaries))
        self.tracked = {}

    def track(self):
        """Mark what this process's accesses touch, and save what its stores change first."""
        self.marks.watch(self.memory, self.allocations, self.watched, self.private,
                         Undo(self.allocations, self.epoch, 0, self.scratch[0],
                              self.private),
                         self.epoch)

    def untrack(self):
        """This process's accesses are no longer marked."""
        self.memory.watch = None


def conflict(addresses, summaries, raw):
    """Whether a dword one worker wrote was read or written by another. ``summaries``: each
    worker's; only where they meet are their marks asked for (``raw(worker, address,
    blocks)``) and compared dword by dword."""
    for address in addresses:
        reads = [summary[address][0] for summary in summaries]
        writes = [summary[address][1] for summary in summaries]
        for k, wrote in enumerate(writes):
            for j in range(len(writes)):
                if j == k:
                    continue
                blocks = np.flatnonzero(wrote & (reads[j] | writes[j]))
                if blocks.size and _meet(raw(k, address, blocks)[1], raw(j, address, blocks)):
                    return True
    return False


def _meet(wrote, other):
    """Whether marks ``wrote`` share a dword with either of ``other`` (read, write)."""
    return bool((wrote & (other[0] | other[1])).any())


class Watch:
    """DeviceMemory.watch of a launch's process: marks what each access touches (_mark) and
    saves the chunks a store changes before it stores (``undo``, an Undo, or None: marks
    only). ``marks``: {allocation address: (read marks, write marks)} (mark_array), where it
    sets ``stamp``, and where the native tier marks and saves as well (native/memory.py)."""

    def __init__(self, memory, marks, undo=None, stamp=1):
        self.memory = memory
        self.marks = marks
        self.undo = undo
        self.stamp = stamp

    def __call__(self, addrs, size, written):
        spans = _spans(self.memory, addrs, size)
        _mark(self.marks, spans, size, written, self.stamp)
        if written and self.undo is not None:
            self.undo.save(spans, size)


def _spans(memory, addrs, size):
    """Where ``size`` bytes at each of ``addrs`` lie, as (allocation, its lanes' byte offsets,
    None, None) per allocation (memory._locate); or where the lanes span no more dwords than
    there are lanes in one allocation (a wave's consecutive elements), as one range:
    [(allocation, None, its first byte, its end)]."""
    addrs = np.asarray(addrs, np.uint64)
    if not addrs.size:
        return []
    lo, hi = int(addrs.min()), int(addrs.max())
    try:
        alloc = memory.find(lo, hi + size - lo)
    except MemoryViolation:
        alloc = None            # several allocations, or outside: lane by lane
    if alloc is not None and (hi - lo) // 4 < len(addrs):
        return [(alloc, None, lo - alloc.address, hi + size - alloc.address)]
    return [(alloc, off, None, None) for alloc, _, off in memory._locate(addrs, size)]


def _mark(marks, spans, size, written, stamp):
    """Mark the dwords of ``size`` bytes at each lane of ``spans`` (_spans; read or
    ``written``) and their blocks with ``stamp``. A range marks all of it: more than the lanes
    only where they repeat an address and skip another, which can only make a conflict seen
    that is not there, never hide one; the blocks it covers whole by their whole bytes (a
    2^24 saxpy's marks: 8 KB, not 32 MB), the dwords of the others a byte each."""
    for alloc, off, start, end in spans:
        mark = _marks_of(marks, alloc, written)
        if mark is None:
            continue
        dwords = marks_size(mark[written])
        if off is None:
            first, stop = start >> 2, ((end - 1) >> 2) + 1
            low, high = -(-first // BLOCK), stop // BLOCK       # the blocks covered whole
            if low < high:
                mark[written][first:low * BLOCK] = stamp
                mark[written][high * BLOCK:stop] = stamp
                wholes = dwords + dwords // BLOCK
                mark[written][wholes + low:wholes + high] = stamp
            else:
                mark[written][first:stop] = stamp
            mark[written][dwords + first // BLOCK:dwords + (stop - 1) // BLOCK + 1] = stamp
            continue
        span = (size + 3) // 4 + int((off & 3).any())
        last = np.minimum((off + size - 1) >> 2, dwords - 1)    # a lane's bytes end there
        index = np.minimum((off >> 2)[:, None] + np.arange(span), last[:, None])
        mark[written][index] = stamp
        mark[written][dwords + index // BLOCK] = stamp


def _marks_of(marks, alloc, written):
    """An allocation's (read, write) marks, None if unwatched (or an access that needs no
    marks: a read of one not watched); Unprepared before a store to one not watched (its
    marks None)."""
    mark = marks.get(alloc.address)
    if mark is None or mark[1] is not None:
        return mark
    if written:
        raise Unprepared(f"a store to the allocation at 0x{alloc.address:x}, not watched")
    return None
