"""Device memory shared with a launch's workers, and the marks that find their conflicts.

The first launch with workers moves every allocation's bytes to a shared mapping of a memfd
(memfd_create(2): a file with no name in any file system, gone with its last mapping, so a
killed process cannot leave it behind as it can a /dev/shm segment), where they stay: the
workers write there in place, and later launches copy nothing in or out. A worker forked later
inherits the mappings; one already running is sent the memfds of mappings made since
(``unsent``, emu/pool.py), whose descriptors are then closed. A process forked by anyone else
gets its own copy of them.

Each launch keeps a private copy of the bytes from before it until it is known good (a
conflict's rerun starts from them), in a buffer kept with the allocation (Tracked: made once, no
launch pays for fresh pages). It copies only the allocations its code's launches on workers
wrote (a saxpy's y, not its x): a store to another stops the launch before that store
(workers.Unprepared; the native tier hands such a store to the interpreter,
device.UNPREPARED), and it runs again with every allocation copied. Reads of an allocation not
copied are not marked: nothing may write it, so reading it meets no one.

Each process of a launch marks the dwords it reads and writes (DeviceMemory.watch) in marks of
its own (Marks: private, kept between launches, cleared of what the last launch set) and sends
with its result which blocks of BLOCK dwords it marked (``summary``); only where one worker's
written blocks meet another's are those blocks' marks asked for (``raw``): a dword one worker
wrote and another read or wrote is a conflict, and the launch runs again from the bytes it
started with.
"""
import mmap
import os
import threading
import weakref

import numpy as np

from ..errors import GcnsimError, MemoryViolation

BLOCK = 4096        # dwords a bit of a worker's mark summary stands for (conflict checks)
COPIERS = 2         # threads that copy a launch's starting bytes, from COPY_SPLIT bytes
COPY_SPLIT = 4 << 20


class Unprepared(GcnsimError):
    """A worker was about to store to an allocation whose starting bytes the launch did not
    copy (SharedLaunch's guess): the launch runs again with every allocation copied (the user
    never sees it)."""


_UNSENT = {}        # key of a shared mapping -> (its memfd, a token), until workers have it
_FORKING = [False]  # a launch forks its workers now (they share the bytes)


def key(data):
    """The address of an array's first byte: what names its shared mapping to the workers
    (the same in a forked worker; a mapping sent later is found under it)."""
    return data.__array_interface__["data"][0]


def _shared(size):
    """``size`` zeroed bytes in a shared mapping of a memfd (kept open in ``_UNSENT`` until the
    running workers have it, closed when the mapping goes before that)."""
    fd = os.memfd_create("gcnsim-device", os.MFD_CLOEXEC)
    try:
        os.ftruncate(fd, max(size, 1))
        area = mmap.mmap(fd, max(size, 1))
    except BaseException:
        os.close(fd)
        raise
    data = np.frombuffer(area, np.uint8)[:size]
    token = object()
    _UNSENT[key(data)] = (fd, token)
    weakref.finalize(area, _unmapped, key(data), token)
    return data


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
    """In a worker: the bytes of a memfd the launching process sent (the descriptor is
    closed: the mapping keeps the file)."""
    try:
        return np.frombuffer(mmap.mmap(fd, max(size, 1)), np.uint8)[:size]
    finally:
        os.close(fd)


def is_shared(data):
    """Whether an allocation's bytes are in a shared mapping (_shared)."""
    while isinstance(data, np.ndarray):
        data = data.base
    return isinstance(data, memoryview) and isinstance(data.obj, mmap.mmap)


_KEPT = weakref.WeakKeyDictionary()     # DeviceMemory -> {address: Tracked}, between launches
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
    for memory in list(_KEPT):
        for alloc in memory.allocations:
            if is_shared(alloc.data):
                alloc.data = alloc.data.copy()
    _KEPT.clear()
    _MARKS.clear()


os.register_at_fork(after_in_child=_unshare)


def _summary(marks):
    """Whether each block of BLOCK marks has any set (read as 64-bit words; an OR reduction
    is 2.7x faster than any())."""
    return np.bitwise_or.reduce(marks.view(np.uint64).reshape(-1, BLOCK // 8), axis=1) != 0


def _unforked(size):
    """Private bytes a fork leaves out (MADV_DONTFORK: only the launching process reads a
    launch's starting bytes), so that forking copies none of their page tables and the next
    launch's copy into them takes no copy-on-write faults (1,100 a 2^24 saxpy launch)."""
    area = mmap.mmap(-1, max(size, 1), flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
    for advice in (mmap.MADV_DONTFORK, mmap.MADV_HUGEPAGE):
        try:
            area.madvise(advice)
        except OSError:
            pass
    return np.frombuffer(area, np.uint8)[:size]


class Marks:
    """One process's (read, write) marks of device memory, a byte per dword in whole summary
    blocks, kept between launches (by the shared mapping they are for: ``key``) and cleared of
    what the last launch set; ``watch`` has a launch's accesses marked (of the allocations it
    ``copied``), ``summary`` says which blocks are set, ``raw`` gives some, ``clear`` clears
    them."""

    def __init__(self):
        self.kept = {}          # key -> [read marks, write marks]
        self.last = {}          # address -> (key, or None if not copied; its blocks) of the
                                # allocations the last launch watched
        self.summaries = None   # the last launch's, once asked for

    def watch(self, memory, allocations, copied, private=0):
        """Mark this process's accesses to ``allocations`` of ``memory`` (the launch's) but
        ``private`` (those not ``copied`` have no marks: a read of one meets no one, a store is
        Unprepared)."""
        kept, marks, self.last = {}, {}, {}
        for alloc in allocations:
            if alloc.address == private:
                continue
            where, blocks = key(alloc.data), -(-alloc.data.size // (4 * BLOCK))
            pair = self.kept.get(where)
            if pair is not None and pair[0].size < blocks * BLOCK:
                pair = None
            if pair is None and alloc.address in copied:
                pair = [np.zeros(blocks * BLOCK, np.uint8) for _ in range(2)]
            if pair is not None:
                kept[where] = pair
            mine = alloc.address in copied
            marks[alloc.address] = tuple(pair) if mine else (None, None)
            self.last[alloc.address] = (where if mine else None, blocks)
        self.kept = kept            # what was freed goes
        self.summaries = None
        memory.watch = Watch(memory, marks)

    def summary(self):
        """{allocation address: (blocks read, blocks written)} of the last launch's marks."""
        if self.summaries is None:
            self.summaries = {address: tuple(map(_summary, self.kept[where])) if (
                where is not None) else (np.zeros(blocks, bool),) * 2
                for address, (where, blocks) in self.last.items()}
        return self.summaries

    def raw(self, address, blocks):
        """The (read, write) marks of ``blocks`` of an allocation, (k, BLOCK) each."""
        return tuple(marks.reshape(-1, BLOCK)[blocks]
                     for marks in self.kept[self.last[address][0]])

    def clear(self):
        """Clear what the last launch set."""
        for address, summary in self.summary().items():
            where = self.last[address][0]
            for marks, blocks in zip(self.kept.get(where, ()), summary):
                if blocks.any():
                    marks.reshape(-1, BLOCK)[blocks] = 0
        self.last, self.summaries = {}, None


class Tracked:
    """What the launching process keeps of one shared allocation between its launches on
    workers: the ``data`` it is for and ``before`` (private: its bytes from before the running
    launch). Made once, so no launch pays for fresh pages."""

    def __init__(self, data):
        self.data = data
        self.before = _unforked(data.size)


def _copy(parts):
    for before, data in parts:
        np.copyto(before, data)


class SharedLaunch:
    """Device memory shared by the workers of one launch.

    Made, it takes the memory's ``allocations`` once: the launch's, whatever another thread
    allocates meanwhile (what it frees stays until the launch ends: DeviceMemory.held). It
    moves every one but ``private`` (the scratch one, which each worker gets a
    zeroed copy of) to a shared mapping, where it stays for later launches, and chooses the
    allocations its code wrote (``copied``), whose bytes from before the launch ``prepare``
    copies (while the workers take their job; nothing may store before it ends);
    ``leave(keep)`` puts them back unless ``keep`` (the workers' results stand) and notes
    which allocations the code wrote (the next launch's guess). ``marks`` are this
    process's."""

    def __init__(self, memory, private=0, code=None, guess=True):
        self.memory = memory
        self.private = private
        self.code = code
        self.marks = _MARKS.setdefault(memory, Marks())
        kept = _KEPT.setdefault(memory, {})
        guess = _WRITES.get(code) if code is not None and guess else None
        tracked, self.copied = {}, set()
        self.allocations = memory.allocations       # read once
        for alloc in self.allocations:
            if alloc.address == private:
                continue
            if not is_shared(alloc.data):
                shared = _shared(alloc.data.size)
                shared[:] = alloc.data
                alloc.data = shared
            entry = kept.get(alloc.address)
            if entry is None or entry.data is not alloc.data:
                entry = Tracked(alloc.data)
            if guess is None or alloc.address in guess:
                self.copied.add(alloc.address)
            tracked[alloc.address] = entry
        kept.clear()                    # what was freed goes
        kept.update(tracked)
        self.tracked = tracked
        self.prepared = False
        self.summaries = None   # every worker's mark summary, once the launch has them all

    def prepare(self):
        """Copy the bytes from before the launch of the allocations ``copied``, in COPIERS
        threads at once (numpy copies without the interpreter's lock): the cores the workers
        will use wait for this, nothing else."""
        pairs = [(self.tracked[address].before, self.tracked[address].data)
                 for address in self.copied]
        size = sum(before.size for before, _ in pairs)
        share = -(-size // COPIERS) if size >= COPY_SPLIT else max(size, 1)
        copiers, at = [[] for _ in range(-(-size // share))], 0
        for before, data in pairs:      # copier k: bytes [k share, (k + 1) share) of them all
            a = 0
            while a < before.size:
                end = min(before.size, a + share - (at + a) % share)
                copiers[(at + a) // share].append((before[a:end], data[a:end]))
                a = end
            at += before.size
        threads = [threading.Thread(target=_copy, args=(parts,)) for parts in copiers[1:]]
        for thread in threads:
            thread.start()
        try:
            _copy(copiers[0] if copiers else [])
        finally:
            for thread in threads:
                thread.join()
        self.prepared = True

    def leave(self, keep):
        """Put the bytes from before the launch back unless ``keep``, clear this process's
        marks, and note which allocations the code wrote (``summaries``: every worker's, when
        the launch ran to its end)."""
        summaries = self.summaries
        for address, entry in self.tracked.items():
            if not keep and self.prepared and address in self.copied:
                entry.data[:] = entry.before
        self.marks.clear()
        if self.code is not None and summaries:     # what its launches wrote, together
            _WRITES[self.code] = _WRITES.get(self.code, frozenset()) | frozenset(
                address for address in self.tracked if any(
                    summary[address][1].any() for summary in summaries))
        self.tracked = {}

    def track(self):
        """Mark what this process's accesses touch."""
        self.marks.watch(self.memory, self.allocations, self.copied, self.private)

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
    """DeviceMemory.watch of a worker: marks what each access touches (_mark). ``marks``:
    {allocation address: (read marks, write marks)}, where the native tier marks as well
    (native/memory.py)."""

    def __init__(self, memory, marks):
        self.memory = memory
        self.marks = marks

    def __call__(self, addrs, size, written):
        _mark(self.memory, self.marks, addrs, size, written)


def _mark(memory, marks, addrs, size, written):
    """Mark the dwords of ``size`` bytes at each of ``addrs`` (read or ``written``). Lanes that
    span no more dwords than there are lanes (a wave's consecutive elements) mark their whole
    range at once: more only where lanes repeat an address and skip another, which can only
    make a conflict seen that is not there, never hide one."""
    addrs = np.asarray(addrs, np.uint64)
    if not addrs.size:
        return
    lo, hi = int(addrs.min()), int(addrs.max())
    try:
        alloc = memory.find(lo, hi + size - lo)
    except MemoryViolation:
        alloc = None            # several allocations, or outside: lane by lane
    if alloc is not None and (hi - lo) // 4 < len(addrs):
        mark = _marks_of(marks, alloc, written)
        if mark is not None:
            mark[written][(lo - alloc.address) >> 2:(hi + size - 1 - alloc.address >> 2) + 1] = 1
        return
    for alloc, _, off in memory._locate(addrs, size):
        mark = _marks_of(marks, alloc, written)
        if mark is None:
            continue
        span = (size + 3) // 4 + int((off & 3).any())
        index = np.minimum((off >> 2)[:, None] + np.arange(span), mark[written].size - 1)
        mark[written][index] = 1


def _marks_of(marks, alloc, written):
    """An allocation's (read, write) marks, None if unwatched (or an access that needs no
    marks: a read of one not copied); Unprepared before a store to one whose starting bytes
    were not copied (its marks None)."""
    mark = marks.get(alloc.address)
    if mark is None or mark[1] is not None:
        return mark
    if written:
        raise Unprepared(f"a store to the allocation at 0x{alloc.address:x}, not copied")
    return None
