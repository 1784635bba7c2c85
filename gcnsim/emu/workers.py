"""Every core: one launch's batches of workgroups shared among worker processes.

Workgroups that cannot communicate may run anywhere in any order, so a launch past
dispatch.PARALLEL_ITEMS work-items (or one given ``workers=``) is split into contiguous runs of
its batches, one per worker: the launching process runs the first, each other worker is a
process forked from it for the launch. A forked worker inherits the decoded code, the launch's
state (its initializer closures included) and the memory index, so nothing is pickled on the
way in and nothing is decoded twice (a fork server would have to pickle all of it). The first
launch with workers moves every allocation's bytes to an anonymous shared mapping (mmap
MAP_SHARED with no name, which a killed process cannot leave behind as it can a
multiprocessing.shared_memory segment), where they stay: the workers write there in place, and
later launches copy nothing in or out (shared pages are touched once, not at every launch). A
process forked by anyone else gets its own copy of them. Each launch keeps a private copy of
the bytes from before it until it is known good (the conflict rule below reruns from them), in
a buffer kept with the allocation, as are the workers' marks (Tracked: made once, no launch
pays for fresh pages). It copies only the allocations its code's launches on workers wrote
(a saxpy's y, not its x): a store to another stops the launch before that store (Unprepared;
the native tier hands such a store to the interpreter, device.UNPREPARED), and it runs again
with every allocation copied. Reads of an allocation not copied are not marked: nothing may
write it, so reading it meets no one (a saxpy's x costs no marks).

One worker runs the launch when its workgroups may communicate. The rules, in the order they
are asked (``Plan.rule`` names the one that decided, DispatchResult.worker_rule keeps it):

    not Linux, one core, a worker process (a pool's point), one batch     -> 1
    a budget, or a checker that collects (warn mode, adversarial)         -> 1: both count
                                                                        across the launch
    timed, of a kernel that reads the clock (timing/record.py ``alone``)  -> 1
    races= (emu/races.py: one shadow of the whole launch's memory)        -> 1
    global/flat/scalar atomics, GDS or GWS in the code                    -> 1
    a cross-workgroup write conflict seen while running                   -> rerun with 1

For the last rule each worker marks the dwords it reads and writes (DeviceMemory.watch) in its
own slot of shared marks and sends with its result which blocks of BLOCK dwords it marked; only
where one worker's written blocks meet another's does the launching process read those blocks'
marks: a dword one worker wrote and another read or wrote is a conflict, and the launch runs
again from the bytes it started with. A worker clears what its slot's last launch marked as
its share starts.

A worker's fault is the launch's error (the earliest worker's, as one worker would meet it
first); a worker that dies is a WorkerError naming its batches. Either way, and on Ctrl-C,
every worker is ended and joined and device memory holds the bytes from before the launch
when the error leaves: no process outlives the launch, no mapping its device memory.

A timed launch's workers record their shares (``record``: the recorder's hand-off,
timing/shares.py): each forked worker starts its share's record, sends it with its result, and
the launching process appends them to its own in share order, which is how one process would
have recorded the launch.
"""
import gc
import mmap
import multiprocessing
import os
import pickle
import signal
import sys
import weakref
from dataclasses import dataclass
from multiprocessing.connection import wait

import numpy as np

from ..errors import GcnsimError, MemoryViolation

COMMUNICATING_DS = ("ds_gws_", "ds_ordered_count", "ds_append", "ds_consume")
BLOCK = 4096        # dwords a bit of a worker's mark summary stands for (conflict checks)


class WorkerError(GcnsimError):
    """A worker process of a launch ended without a result (killed, crashed)."""


class Unprepared(GcnsimError):
    """A worker was about to store to an allocation whose starting bytes the launch did not
    copy (SharedLaunch's guess): the launch runs again with every allocation copied (the user
    never sees it)."""


@dataclass(frozen=True)
class Plan:
    """How many processes run a launch, and the rule that decided it."""
    workers: int
    rule: str


def plan(options, code, batch_count):
    """The Plan of a launch of ``batch_count`` batches (``options``: its LaunchOptions)."""
    if not sys.platform.startswith("linux"):
        return Plan(1, "workers are tested on Linux only: one worker")
    asked = options.workers or len(os.sched_getaffinity(0))
    if asked == 1:
        return Plan(1, "one core: one worker")
    if multiprocessing.parent_process() is not None:
        return Plan(1, "run inside a worker process (a pool's point): one worker")
    if batch_count < 2:
        return Plan(1, "one batch of workgroups: one worker")
    if options.budget is not None:
        return Plan(1, "a budget counts the whole launch: one worker")
    if not _raises(options.checker):
        return Plan(1, "the checker collects events of the whole launch: one worker")
    alone = options.timing.alone(code) if options.timing is not None else None
    if alone:
        return Plan(1, alone)
    if options.races:
        return Plan(1, "races= keeps one shadow of the launch's memory: one worker")
    if options.viewer is not None:
        return Plan(1, "view= records in this process: one worker")
    found = communication(code)
    if found:
        return Plan(1, f"workgroups may communicate ({found}): one worker")
    return Plan(min(asked, batch_count), f"{min(asked, batch_count)} workers")


def _raises(checker):
    """Whether a checker only ever raises (the dynamic checker in its error mode)."""
    return checker is None or (getattr(checker, "mode", None) == "error"
                               and getattr(checker, "trace", None) is None)


def communication(code):
    """The first instruction of ``code`` by which workgroups may communicate (an atomic on
    memory, a GDS access, GWS or an ordered count), as text; None if there is none."""
    for _, inst in code.instructions():
        name, enc = inst.op.name, inst.fmt.enc
        if enc == "DS":
            if inst.fields.get("gds", 0) or name.startswith(COMMUNICATING_DS):
                return name
        elif "_atomic" in name:
            return name
    return None


def shares(batch_count, workers):
    """Contiguous runs [first, end) of batch indices, one per worker."""
    bounds = [batch_count * k // workers for k in range(workers + 1)]
    return list(zip(bounds, bounds[1:]))


def _shared(size):
    return np.frombuffer(mmap.mmap(-1, max(size, 1)), np.uint8)[:size]


def _is_shared(data):
    """Whether an allocation's bytes are in a shared mapping (_shared)."""
    while isinstance(data, np.ndarray):
        data = data.base
    return isinstance(data, memoryview) and isinstance(data.obj, mmap.mmap)


_KEPT = weakref.WeakKeyDictionary()     # DeviceMemory -> {address: Tracked}, between launches
_WRITES = weakref.WeakKeyDictionary()   # CodeImage -> the allocations its launches on
                                        # workers wrote (a guess: the next copies only those;
                                        # together, so buffers swapped between launches settle)
_FORKING = [False]              # a launch forks its workers now (they share the bytes)


def _unshare():
    """In a process forked by anyone else (a pool, the user), device memory is its own again:
    a forked copy writing the launching process's bytes (or marks) would be a surprise."""
    if _FORKING[0]:
        return
    for memory in list(_KEPT):
        for alloc in memory.allocations:
            if _is_shared(alloc.data):
                alloc.data = alloc.data.copy()
    _KEPT.clear()


os.register_at_fork(after_in_child=_unshare)


def _marks(size):
    """A mark byte per dword of ``size`` bytes, in whole summary blocks, in a shared mapping
    that the launching process maps whole now (it reads and clears every worker's marks)."""
    marks = _shared(-(-size // (4 * BLOCK)) * BLOCK)
    _advise(marks, MADV_POPULATE_WRITE, 0, marks.size)
    return marks


def _none_set(entry):
    """No block of a Tracked entry's marks set."""
    return np.zeros(entry.marks[0][0].size // BLOCK, bool)


def _summary(marks):
    """Whether each block of BLOCK marks has any set (read as 64-bit words; an OR reduction
    is 2.7x faster than any())."""
    return np.bitwise_or.reduce(marks.view(np.uint64).reshape(-1, BLOCK // 8), axis=1) != 0


MADV_POPULATE_READ = 22         # Linux 5.14 madvise(2): map every page of a range now (and
MADV_POPULATE_WRITE = 23        # allocate it, for writing)


def _advise(array, advice, start, length):
    """madvise(2) ``advice`` on bytes [start, start + length) of an array over a mapping
    (_shared); a kernel without it leaves the pages to fault."""
    area = array.base
    while isinstance(area, np.ndarray):
        area = area.base
    try:
        area.obj.madvise(advice, start, length)
    except (OSError, ValueError):
        pass


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


class Tracked:
    """What a DeviceMemory keeps of one allocation between its launches on workers: the shared
    ``data`` it is for, ``before`` (private: its bytes from before the running launch), and per
    worker slot its (read, write) ``marks``, all clear between launches, with ``last``, the
    blocks its last launch set. Made once, so no launch pays for fresh pages (page faults and
    zeroing: 40 ms a worker on a 2^24 saxpy). The launching process keeps every slot's pages
    mapped: it sums up, compares and clears the marks, where a forked worker would first
    take a page fault a page (2 us each here; 64 MB of a 2^24 saxpy's marks to sum up)."""

    def __init__(self, data):
        self.data = data
        self.before = _unforked(data.size)
        self.marks, self.last = [], []

    def slots(self, workers):
        """Marks for ``workers`` workers (made in the launching process, before the fork)."""
        while len(self.marks) < workers:
            self.marks.append((_marks(self.data.size), _marks(self.data.size)))
            self.last.append(None)

    def prepare(self, worker):
        """In a forked worker: map the span of its marks its slot's last launch set (most
        likely this one's) in one call (a third of the page faults' time)."""
        for marks, blocks in zip(self.marks[worker], self.last[worker] or ()):
            set_ = np.flatnonzero(blocks)
            if set_.size:
                _advise(marks, MADV_POPULATE_READ, int(set_[0]) * BLOCK,
                        (int(set_[-1]) + 1 - int(set_[0])) * BLOCK)

    def left(self, worker, summary):
        """Slot ``worker``'s launch set the blocks ``summary`` (read, write): cleared."""
        for marks, blocks in zip(self.marks[worker], summary):
            if blocks.any():
                marks.reshape(-1, BLOCK)[blocks] = 0
        self.last[worker] = summary


class SharedLaunch:
    """Device memory shared by the workers of one launch, with per-worker dword marks.

    Made, it moves every allocation but ``private`` (the scratch one, which each forked worker
    gets a zeroed copy of) to a shared mapping, where it stays for later launches (moved once:
    its pages are touched once), and keeps a copy of the bytes from before the launch (in a
    buffer kept as well: Tracked); ``track`` gives this process's worker its marks,
    ``summary`` says which blocks of them are set, ``conflict`` whether workers touched a dword
    another wrote; ``leave(keep)`` puts the bytes back unless ``keep`` (the workers' results
    stand) and notes which marks each worker left set."""

    def __init__(self, memory, workers, private=0, code=None, guess=True):
        self.memory = memory
        self.private = private
        self.code = code
        kept = _KEPT.setdefault(memory, {})
        guess = _WRITES.get(code) if code is not None and guess else None
        tracked, self.copied = {}, set()
        for alloc in memory.allocations:
            if alloc.address == private:
                continue
            if not _is_shared(alloc.data):
                shared = _shared(alloc.data.size)
                shared[:] = alloc.data
                alloc.data = shared
            entry = kept.get(alloc.address)
            if entry is None or entry.data is not alloc.data:
                entry = Tracked(alloc.data)
            entry.slots(workers)
            if guess is None or alloc.address in guess:
                np.copyto(entry.before, alloc.data)
                self.copied.add(alloc.address)
            tracked[alloc.address] = entry
        kept.clear()                    # what was freed goes
        kept.update(tracked)
        self.tracked = tracked
        self.workers = workers
        self.marks = {}
        self.summaries = []     # each worker's mark summary, once run has them all

    def leave(self, keep):
        """Put the bytes from before the launch back unless ``keep``; clear the marks each
        worker set (``summaries``, run's, or summed up now when a worker ended without
        them), and note which allocations the code wrote (the next launch's guess)."""
        summaries = self.summaries or [self.summary(k) for k in range(self.workers)]
        for address, entry in self.tracked.items():
            if not keep and address in self.copied:
                entry.data[:] = entry.before
            for k, summary in enumerate(summaries):
                entry.left(k, summary[address])
        if self.code is not None and self.summaries:    # what its launches wrote, together
            _WRITES[self.code] = _WRITES.get(self.code, frozenset()) | frozenset(
                address for address in self.tracked if any(
                    summary[address][1].any() for summary in self.summaries))
        self.tracked, self.marks = {}, {}

    def track(self, worker):
        """Mark what this process's accesses touch, as worker ``worker``; in a forked worker's
        process, give it its own scratch as well, and map its marks' likely pages."""
        memory = self.memory
        for alloc in memory.allocations:
            if alloc.address == self.private and worker:
                alloc.data = np.zeros_like(alloc.data)
        if worker:
            for entry in self.tracked.values():
                entry.prepare(worker)
        self.marks = {address: entry.marks[worker] if address in self.copied else (None, None)
                      for address, entry in self.tracked.items()}
        memory.watch = Watch(memory, self.marks)

    def untrack(self):
        """This process's accesses are no longer marked."""
        self.memory.watch = None

    def summary(self, worker):
        """{allocation address: (blocks read, blocks written)} of worker ``worker``'s marks
        (in the launching process: it has them mapped); none in an allocation not copied
        (never marked: no worker may write it, so reading it meets no one)."""
        return {address: tuple(map(_summary, entry.marks[worker])) if (
            address in self.copied) else (_none_set(entry), _none_set(entry))
            for address, entry in self.tracked.items()}

    def raw(self, worker, address, blocks):
        """Worker ``worker``'s (read, write) marks of ``blocks`` of an allocation, (k, BLOCK)."""
        return tuple(marks.reshape(-1, BLOCK)[blocks]
                     for marks in self.tracked[address].marks[worker])

    def conflict(self, summaries):
        """Whether a dword one worker wrote was read or written by another. ``summaries``:
        each worker's; only where they meet are the marks compared dword by dword."""
        for address in self.tracked:
            reads = [summary[address][0] for summary in summaries]
            writes = [summary[address][1] for summary in summaries]
            for k, wrote in enumerate(writes):
                for j in range(len(writes)):
                    if j == k:
                        continue
                    blocks = np.flatnonzero(wrote & (reads[j] | writes[j]))
                    if blocks.size and _meet(self.raw(k, address, blocks)[1],
                                             self.raw(j, address, blocks)):
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


def run(launch, run_share, batch_count, workers, progress, record=None):
    """Run ``run_share(first, end, report)`` over each worker's share of ``batch_count``
    batches (``launch``: the SharedLaunch): the first share in this process, each other in a
    process of its own; ``report(groups)`` is ``progress``; ``record``: a timed launch's
    RecordHandOff (timing/shares.py), or None. The results in batch order, or None when the
    workers touched each other's dwords (the record then rewound for the run again)."""
    context = multiprocessing.get_context("fork")
    parent = os.getpid()
    (first, end), *others = shares(batch_count, workers)
    procs, conns = [], []
    if record is not None:
        record.fork(workers)
    gc.freeze()         # the workers' collector leaves the inherited objects (and their
    _FORKING[0] = True  # pages) alone: no copy-on-write of the whole heap
    try:
        for k, (start, stop) in enumerate(others, 1):
            mine, theirs = context.Pipe()
            proc = context.Process(target=_worker, daemon=True, args=(
                parent, k, launch, _recording(run_share, record, k), start, stop, theirs))
            proc.start()
            theirs.close()
            procs.append(proc)
            conns.append(mine)
        _FORKING[0] = False
        gc.unfreeze()
        launch.track(0)
        try:
            own = run_share(first, end, progress)
        finally:
            launch.untrack()
        mine = launch.summary(0)            # while the others may still run
        results = _gather(procs, conns, batch_count, progress)
        launch.summaries = [mine] + [launch.summary(k) for k in range(1, workers)]
        conflict = launch.conflict(launch.summaries)
        if record is not None:
            parts = [part for _, part in results]
            results = [result for result, _ in results]
            if conflict:
                record.rewind()
            else:
                record.merge(parts)
    finally:
        _FORKING[0] = False
        gc.unfreeze()
        if record is not None:
            record.close()
        for proc in procs:
            if proc.is_alive():
                proc.kill()
            proc.join()
        for conn in conns:
            conn.close()
    return None if conflict else [own] + results


def _recording(run_share, record, worker):
    """``run_share`` for forked worker ``worker``: with a timed launch's RecordHandOff, its
    result and its share's record."""
    if record is None:
        return run_share

    def share(first, end, report):
        record.start(worker, first)
        return run_share(first, end, report), record.take()
    return share


def _worker(parent, k, launch, run_share, first, end, conn):
    signal.signal(signal.SIGINT, signal.SIG_IGN)        # the launching process ends us
    _die_with(parent)
    try:
        try:
            launch.track(k)
            result = run_share(first, end, lambda groups: conn.send(("progress", groups)))
            done = ("done", result)
        except BaseException as err:        # noqa: BLE001 - every error goes to the launch
            conn.send(("error", _portable(err)))
            return
        conn.send(done)
    finally:
        conn.close()


def _die_with(parent):
    """End this worker if the launching process dies (PR_SET_PDEATHSIG, Linux prctl(2))."""
    import ctypes
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)
    if os.getppid() != parent:
        os._exit(1)


def _portable(err):
    """``err`` as it can cross to the launching process: its class, arguments and attributes
    (an exception whose __init__ takes other arguments than its args unpickles wrongly), or
    a WorkerError with its text when those do not pickle."""
    parts = (type(err), err.args, dict(vars(err)))
    try:
        pickle.dumps(parts)
    except Exception:        # noqa: BLE001 - any pickling failure: send the text
        return (WorkerError, (str(err),), {})
    return parts


def _rebuilt(parts):
    """The exception _portable sent (made without its __init__, as pickle would not)."""
    cls, args, attributes = parts
    err = cls.__new__(cls, *args)
    err.args = args
    err.__dict__.update(attributes)
    return err


def _gather(procs, conns, batch_count, progress):
    """Each forked worker's result in order (they are workers 1, 2, ... of the shares); the
    earliest worker's error raised once every worker before it has finished."""
    results, errors = [None] * len(procs), {}
    waiting = dict(enumerate(conns))
    while waiting:
        first_error = min(errors, default=len(procs))
        if all(k > first_error for k in waiting):
            break
        ready = wait(list(waiting.values()))
        for k in [k for k, conn in waiting.items() if conn in ready]:
            message = _receive(waiting[k], procs[k], k + 1, len(procs) + 1, batch_count)
            if message[0] == "progress":
                progress(message[1])
                continue
            del waiting[k]
            if message[0] == "done":
                results[k] = message[1]
            else:
                errors[k] = message[1]
    if errors:
        raise _rebuilt(errors[min(errors)])
    return results


def _receive(conn, proc, worker, workers, batch_count):
    """The next message of worker ``worker`` (its index in the shares); an error naming its
    batches if it ended without a result."""
    try:
        return conn.recv()
    except EOFError:
        proc.join()
        first, end = shares(batch_count, workers)[worker]
        code = proc.exitcode
        how = f"signal {-code}" if code is not None and code < 0 else f"exit status {code}"
        return ("error", _portable(WorkerError(
            f"worker {worker + 1} of {workers} (batches {first}..{end - 1} of the launch) ended "
            f"without a result ({how})")))
