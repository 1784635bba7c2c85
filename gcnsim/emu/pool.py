"""The worker processes of launches on several workers (emu/workers.py): a team kept with a
Device's memory between its launches (a fork server), or one forked for a single launch.

A kept team is forked from the launching process at the first launch that needs it and serves
the launches after it: each is sent as a job over its pipe, the dispatch's Share
(emu/dispatch.py) pickled with what the workers already hold named rather than copied (the
memory, every code image and its target they inherited; a launch of code made after the
fork starts the team again, so the workers have it), the table of the memory's allocations, and the
memfds of shared mappings made since (emu/shared.py). So a launch pays neither fork, nor a
worker's exit, nor its copy-on-write faults, and a worker's compiled code and its marks' pages
serve every launch; what every process makes once (the undo record's save function, a native
launch's translator) is made before the fork (``prepare``), so a first launch's workers
inherit it. A worker runs its job as soon as it has it: each process saves what it
is about to store to in the launch's undo record (emu/shared.py), so nothing waits for a copy
of the bytes. A timed launch's Share is sent with its record hand-off
(timing/shares.py), the recorder's kept counts in the team's ``slots``; a launch whose Share
does not pickle forks a team for itself, which inherits the Share and ends with the launch.

A launch's batches are cut in chunks: each process runs its own chunk first, then takes the
next chunk no one has (Claims), so a process the host's other work slows runs fewer. A worker
then sends its chunks' results and which blocks it marked (shared.Marks.summary), and answers
``raw`` requests for the marks where they meet another's.

While it runs chunks each process is pinned to a CPU of its own (sched_setaffinity(2): the
launching thread to the first of those it may run on, worker k to the k+1-th; ``placed``), so
that no two of the launch's processes share a core while another core is idle, and none is
moved from a core, leaving its caches behind; the CPUs each may run on are restored after.
This only where there are as many CPUs, and for one launch of the process at a time. A small
gain: a 2^24 saxpy on 2 cores at load 12-16, two workers against the same launches unpinned in
the same runs, 1.70-1.75x one worker where 1.61-1.70x (medians of 9-15 interleaved rounds, 28
rounds of 44 faster), running batches +0-9% over one worker's CPU seconds where +3-13%.

A fault stops the taking of chunks past its own, and the earliest chunk's fault is the
launch's error, as one worker would meet it first; a worker that dies is a WorkerError naming
the batches it was running, raised as soon as the launching process hears of it (after the
batch it runs then: it watches the workers' sentinels, ``Team.watching``), and the team is
killed; on Ctrl-C too. An error ends a kept team: every
worker is ended and joined before the error leaves. A kept team ends with its memory (a
finalizer, which also runs as the interpreter exits: the workers are daemons, killed by the
launching process's death as well, PR_SET_PDEATHSIG); a worker found dead before a launch is
forked again; a process forked by anyone else forgets the team (its copy ends no worker).
Teams are forked as emu/forking.py says, so that threads may launch on several Devices at once.
Each worker runs in a session of its own, so that it has its own share of the cores where the
kernel shares them out by session (``_serve``).
"""
import contextlib
import fcntl
import gc
import io
import mmap
import multiprocessing
import os
import pickle
import signal
import socket
import threading
import weakref
from multiprocessing import reduction
from multiprocessing.connection import wait

import numpy as np

from ..errors import GcnsimError
from .env import GlobalDataShare
from .forking import forked, forsaken
from .memory import Allocation
from . import program
from .program import CodeImage
from .shared import _FORKING, Marks, Undo, is_shared, key, mapped, unsent
from ..native.undo import CHUNK, save_function

MOST_FDS = 250          # descriptors sent in one message (Linux SCM_MAX_FD is 253)
LIFE_SECONDS = 1.0      # how often a launch waiting on its workers asks whether they live


class WorkerError(GcnsimError):
    """A worker process of a launch ended without a result (killed, crashed)."""


_TEAMS = weakref.WeakKeyDictionary()      # DeviceMemory -> [its kept Team, or None]


def kept(memory, workers, code):
    """The Team of ``workers`` processes kept with ``memory``, started (or started again: a
    worker has died, another count is asked for, or ``code`` was made after its fork) as
    needed. Its workers have every code image made before its fork (program.MADE)."""
    holder = _TEAMS.get(memory)
    if holder is None:
        holder = _TEAMS[memory] = [None]
        weakref.finalize(memory, _end, holder)
    team = holder[0]
    if team is not None and (len(team.procs) != workers or code not in team.codes
                             or not team.alive()):
        team.close()
        team = holder[0] = None
    if team is None:
        team = holder[0] = Team(memory, workers, codes=_made())
        for alloc in memory.allocations:    # the workers inherit these mappings
            fd = unsent(key(alloc.data)) if is_shared(alloc.data) else None
            if fd is not None:
                os.close(fd)
    return team


def _made():
    """A WeakSet of every code image alive (program.MADE), taken while other threads may add
    to it (a set changed during its copy is copied again)."""
    while True:
        try:
            return weakref.WeakSet(program.MADE)
        except RuntimeError:
            continue


def _end(holder):
    if holder[0] is not None:
        holder[0].close()
        holder[0] = None


def _forget():
    """In a forked process the kept teams are the launching process's: forgotten, not ended."""
    for holder in list(_TEAMS.values()):
        holder[0] = None


os.register_at_fork(after_in_child=_forget)


def end(memory):
    """End the team kept with ``memory``, if any (a launch that failed on it)."""
    holder = _TEAMS.get(memory)
    if holder is not None:
        _end(holder)


class Claims:
    """The chunks of a launch's batches its processes take (a counter in a shared memfd
    mapping, made with the team: its workers inherit it): each process runs its own chunk
    first, then takes the next chunk no one has, so one the host's other work slows takes
    fewer. A fault stops the taking past its chunk. The lock is a POSIX record lock
    (lockf(3)), which a killed process does not keep. In the same mapping: the launch's
    ``epoch`` (its undo record's, emu/shared.py), and for each of the launch's ``processes``:
    ``at``, the chunk it runs (a worker that dies is named by it), ``slots``, a count (a timed
    launch's kept wave-instructions, timing/shares.py), ``cpus``, the CPU it runs on during the
    launch (-1: any; ``placed``) and its row of ``scratch`` (a chunk of the undo record on its
    way: native/undo.py)."""

    def __init__(self, processes):
        self.fd = os.memfd_create("gcnsim-device-claims", os.MFD_CLOEXEC)
        scratch = -(-8 * (3 + 3 * processes) // mmap.PAGESIZE) * mmap.PAGESIZE     # aligned
        size = scratch + processes * CHUNK
        os.ftruncate(self.fd, size)
        area = mmap.mmap(self.fd, size)
        words = np.frombuffer(area, np.int64, 3 + 3 * processes)
        self.state, self.epoch = words[:2], words[2:3]      # next, end; epoch
        self.at, self.slots, self.cpus = words[3:].reshape(3, processes)
        self.scratch = np.frombuffer(area, np.uint8, offset=scratch).reshape(processes, CHUNK)

    def reset(self, first, end, epoch, cpus, owns):
        """Chunks [first, end) of launch ``epoch`` are to be taken, each process on its CPU of
        ``cpus`` (None: any); ``owns``: each worker's own chunk (the launching process's is
        chunk 0)."""
        self.state[:] = (first, end)
        self.epoch[0] = epoch
        self.cpus[:] = -1 if cpus is None else cpus
        self.at[:] = [0, *owns]

    def take(self):
        """The next chunk, or None."""
        fcntl.lockf(self.fd, fcntl.LOCK_EX)
        try:
            chunk = int(self.state[0])
            if chunk >= self.state[1]:
                return None
            self.state[0] = chunk + 1
            return chunk
        finally:
            fcntl.lockf(self.fd, fcntl.LOCK_UN)

    def take_last(self):
        """The last chunk no one has, or None."""
        fcntl.lockf(self.fd, fcntl.LOCK_EX)
        try:
            chunk = int(self.state[1]) - 1
            if chunk < self.state[0]:
                return None
            self.state[1] = chunk
            return chunk
        finally:
            fcntl.lockf(self.fd, fcntl.LOCK_UN)

    def stop(self, chunk):
        """No chunk past ``chunk`` (which faulted) is taken."""
        fcntl.lockf(self.fd, fcntl.LOCK_EX)
        try:
            self.state[1] = min(int(self.state[1]), chunk)
        finally:
            fcntl.lockf(self.fd, fcntl.LOCK_UN)

    def close(self):
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1


def prepare(native):
    """Make what each process of a launch makes once, before a team is forked, so that its
    workers inherit it: the undo record's save function (compiled or read from the disk
    cache, and the JIT with it) and, for a ``native`` launch, the native tier's translator
    (the modules it imports once the code is hot). A first 2^24 saxpy's worker spent ~58 ms
    CPU on the one and ~0.36 s on the other (where Python compiles the modules it imports)."""
    save_function()
    if native:
        from ..native import translate  # noqa: F401, PLC0415 - its imports, for the workers


_PLACING = threading.Lock()     # held by the launch whose processes are placed (``placed``)


@contextlib.contextmanager
def placed(processes):
    """The CPU each of a launch's ``processes`` runs on while it runs (the launching thread's
    first, as Claims.cpus holds them): one each of those this thread may run on, when there
    are as many and no other launch of this process is placed at the time; else None (any,
    as the kernel places them). A process that stays on its CPU keeps its caches, and two
    processes of the launch never share one while another is idle (``pinned``)."""
    allowed = sorted(os.sched_getaffinity(0))
    if len(allowed) < processes or not _PLACING.acquire(blocking=False):
        yield None
        return
    try:
        yield allowed[:processes]
    finally:
        _PLACING.release()


@contextlib.contextmanager
def pinned(cpu):
    """Run the calling thread on CPU ``cpu`` only (sched_setaffinity(2)), the CPUs it may run
    on restored after; as it is where ``cpu`` is -1 or the kernel refuses (a CPU taken away
    since, a sandbox that forbids it)."""
    before = os.sched_getaffinity(0) if cpu >= 0 else None
    try:
        if before is not None:
            os.sched_setaffinity(0, {cpu})
    except OSError:
        before = None
    try:
        yield
    finally:
        if before is not None:
            os.sched_setaffinity(0, before)


def claimed(run_share, chunks, own, claims, report, process, last=False):
    """Run chunk ``own`` of ``chunks`` (each (first batch, end)), then each chunk taken from
    ``claims`` (the last one no one has if ``last``, else the next): ([(chunk, its result)],
    None), or with (chunk, error) of the first that faulted, past which no chunk is taken.
    The launch's ``process`` notes each in ``claims.at``."""
    done, chunk = [], own
    take = claims.take_last if last else claims.take
    while chunk is not None:
        claims.at[process] = chunk
        try:
            done.append((chunk, run_share(*chunks[chunk], report)))
        except WorkerError:             # another process of the launch died (Team.watching)
            raise
        except Exception as err:        # noqa: BLE001 - the earliest chunk's is the launch's
            claims.stop(chunk)
            return done, (chunk, err)
        chunk = take()
    return done, None


class Team:
    """Worker processes 1..``workers`` of launches on ``memory``. ``first``: a one-launch
    team's work, one job (run_share, chunks, own chunk, last, watched, private, tell) per
    worker, inherited, with ``claims`` (first, end, epoch, cpus): the chunks no one has, the
    launch's epoch, each process's CPU (``placed``), and ``launch`` (its SharedLaunch, given
    the team's scratch rows before a worker runs); None for a kept team, which takes jobs
    (``send``) and knows ``codes``."""

    def __init__(self, memory, workers, first=None, codes=None, claims=(0, 0, 0, None),
                 launch=None):
        self.codes = codes if codes is not None else weakref.WeakSet()
        self.memory = weakref.ref(memory)
        self.claims = Claims(workers + 1)
        if launch is not None:
            launch.scratch = self.claims.scratch
        self.claims.reset(*claims, [job[2] for job in first] if first else range(1, workers + 1))
        self.chunks = [] if first is None else first[0][1]
        self.procs, self.conns = [], []
        try:
            forked(lambda: self._fork(memory, workers, first,
                                      None if launch is None else launch.allocations))
        except BaseException:
            self.close()
            raise

    def _fork(self, memory, workers, first, allocations):
        """Fork the workers (given ``memory`` and the code images, held: the thread that
        forks may not be the one whose frames hold them; a one-launch team's workers take the
        launch's ``allocations``, not what another thread allocated since)."""
        context = multiprocessing.get_context("fork")
        parent = os.getpid()
        gc.freeze()         # the workers' collector leaves the inherited objects (and their
        _FORKING[0] = True  # pages) alone: no copy-on-write of the whole heap
        try:
            for k in range(1, workers + 1):
                mine, theirs = context.Pipe()
                proc = context.Process(target=_serve, daemon=True, args=(
                    parent, k, theirs, memory, None if first is None else first[k - 1],
                    list(self.codes), self.claims, allocations))
                proc.start()
                theirs.close()
                self.procs.append(proc)
                self.conns.append(mine)
        finally:
            _FORKING[0] = False
            gc.unfreeze()

    def alive(self):
        return all(proc.is_alive() for proc in self.procs)

    def send(self, share, chunks, claims, allocations, watched, private, tell,
             record=None):
        """Send each worker its job: ``share`` (a dispatch's Share), the ``chunks`` (worker
        k's own is chunk k, then those ``claims`` (first, end, epoch, cpus) lets it take, on
        its CPU of ``cpus``: ``placed``; with a ``record``, the k-th from the end, then the
        last one no one has), the launch's ``allocations`` and of them those ``watched``, the
        ``private`` one's address, whether to ``tell`` of its progress and a timed launch's
        ``record`` hand-off (timing/shares.py: its recorder counts in this team's ``slots``),
        pickled with ``share`` (the recorder is the share's checker); False if they do not
        pickle (nothing is sent then)."""
        memory = self.memory()
        known = {id(obj): obj for code in self.codes for obj in (code, code.target)}
        blob = io.BytesIO()
        try:
            _Pickler(blob, memory, known, self.claims.slots).dump((share, record))
        except (pickle.PicklingError, TypeError, AttributeError):
            return False
        table, fds = [], []
        for alloc in allocations:
            where = None if alloc.address == private else key(alloc.data)
            table.append((alloc.address, alloc.size, alloc.data.size, where))
            fd = None if where is None else unsent(where)
            if fd is not None:
                fds.append((where, fd))
        last = record is not None
        owns = [len(chunks) - k if last else k for k in range(1, len(self.procs) + 1)]
        self.claims.reset(*claims, owns)
        self.chunks = chunks
        try:
            for k, conn in enumerate(self.conns):
                try:
                    conn.send(("job", blob.getvalue(), table, [where for where, _ in fds],
                               chunks, owns[k], last, watched, private, tell))
                    for at in range(0, len(fds), MOST_FDS):
                        _send_fds(conn, [fd for _, fd in fds[at:at + MOST_FDS]])
                except OSError:             # it died since alive() was asked
                    raise _rebuilt(self._ended(k)[1]) from None
        finally:
            for _, fd in fds:
                os.close(fd)
        return True

    def gather(self, progress):
        """([(chunk, result)], [mark summary], [(chunk, fault)]) of workers 1, 2, ...; a
        worker that ended without them raises its WorkerError."""
        done, summaries, faults = [], [None] * len(self.procs), []
        waiting = dict(enumerate(self.conns))
        while waiting:
            ready = wait(list(waiting.values()), LIFE_SECONDS)
            for k, conn in list(waiting.items()):
                if conn in ready:
                    message = self._receive(k)
                elif not ready and not self.procs[k].is_alive():
                    message = self._ended(k)    # dead, its pipe still open somewhere
                else:
                    continue
                if message[0] == "progress":
                    progress(message[1])
                elif message[0] == "done":
                    del waiting[k]
                    done += message[1]
                    summaries[k] = message[3]
                    if message[2] is not None:
                        faults.append((message[2][0], _rebuilt(message[2][1])))
                else:
                    raise _rebuilt(message[1])
        return done, summaries, faults

    def watching(self, progress):
        """``progress`` for the launching process's own chunks, which first raises the
        WorkerError of a worker that has ended (its sentinel ready: a worker ends only when
        its pipe closes, else it died), so that a killed worker is the launch's error after
        the batch running, not once this process's chunks are done."""
        sentinels = {proc.sentinel: k for k, proc in enumerate(self.procs)}

        def report(groups):
            ended = wait(list(sentinels), 0)
            if ended:
                raise _rebuilt(self._ended(sentinels[ended[0]])[1])
            progress(groups)
        return report

    def raw(self, worker, address, blocks):
        """Worker ``worker``'s (read, write) marks of ``blocks`` of an allocation."""
        self.conns[worker - 1].send(("raw", address, blocks))
        message = self._receive(worker - 1)
        if message[0] != "raw":
            raise _rebuilt(message[1])
        return message[1]

    def _receive(self, k):
        """The next message of the team's worker ``k`` (0: the first); an error naming its
        batches if it ended without one."""
        try:
            return self.conns[k].recv()
        except (EOFError, ConnectionError):
            return self._ended(k)

    def _ended(self, k):
        """The error message of the team's worker ``k``, which ended without a result."""
        proc = self.procs[k]
        proc.join()
        code = proc.exitcode
        how = f"signal {-code}" if code is not None and code < 0 else f"exit status {code}"
        at = int(self.claims.at[k + 1])
        first, end = self.chunks[at] if at < len(self.chunks) else (0, 0)
        return ("error", _portable(WorkerError(
            f"worker {k + 2} of {len(self.procs) + 1} (batches {first}..{end - 1} of the "
            f"launch) ended without a result ({how})")))

    def close(self):
        """Kill and join every worker."""
        for proc in self.procs:
            if proc.is_alive():
                proc.kill()
            proc.join()
        for conn in self.conns:
            conn.close()
        self.procs, self.conns = [], []
        self.claims.close()


class _Pickler(pickle.Pickler):
    """Pickles a Share naming what the workers hold: the memory, the GDS (a worker's own: code
    that uses GDS runs on one worker), the code images and targets they inherited, the team's
    ``slots``."""

    def __init__(self, file, memory, known, slots):
        super().__init__(file, pickle.HIGHEST_PROTOCOL)
        self.memory, self.known, self.slots = memory, known, slots

    def persistent_id(self, obj):
        if obj is self.memory:
            return ("memory",)
        if obj is self.slots:
            return ("slots",)
        if isinstance(obj, GlobalDataShare):
            return ("gds",)
        if obj is not None and self.known.get(id(obj)) is obj:
            return ("known", id(obj))
        if isinstance(obj, CodeImage):
            raise pickle.PicklingError("a code image the workers do not have")
        return None


class _Unpickler(pickle.Unpickler):
    def __init__(self, file, memory, known, slots):
        super().__init__(file)
        self.memory, self.known, self.slots = memory, known, slots

    def persistent_load(self, pid):
        if pid[0] == "memory":
            return self.memory
        if pid[0] == "slots":
            return self.slots
        if pid[0] == "gds":
            return GlobalDataShare()
        return self.known[pid[1]]


def _send_fds(conn, fds):
    with socket.fromfd(conn.fileno(), socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        reduction.sendfds(sock, fds)


def _receive_fds(conn, count):
    fds = []
    with socket.fromfd(conn.fileno(), socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        while len(fds) < count:
            fds += reduction.recvfds(sock, min(MOST_FDS, count - len(fds)))
    return fds


def _serve(parent, k, conn, memory, first, codes, claims, allocations=None):
    """Worker ``k``: ``first`` (a one-launch team's inherited job, on the launch's
    ``allocations``) or each job sent, then the launching process's requests, until it closes
    the pipe or kills us.

    The worker starts a session of its own (setsid(2)): where the kernel schedules a session's
    processes as one group (autogroup, /proc/sys/kernel/sched_autogroup_enabled, on by
    default on many distributions), workers in the launching process's session would share
    its one slice of the cores with it whenever another session runs, and two workers would
    run no faster than one (a 2^24 saxpy on a 2-core host at load 10: 0.80x one worker in
    the launching process's session, 1.71x in sessions of their own). Outside the terminal's
    process group a worker hears none of its signals: it ignores Ctrl-C anyway (the
    launching process ends the team), and Ctrl-Z stops the launching process only (its
    workers finish the chunks of the launch, then wait)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)        # the launching process ends us
    _die_with(parent)
    os.setsid()                 # a session of its own: its own slice of the cores (_serve)
    forsaken()
    known = {id(obj): obj for code in codes for obj in (code, code.target)}
    if allocations is not None:
        memory.replace(allocations)
    mirror = {key(alloc.data): alloc.data for alloc in memory.allocations
              if is_shared(alloc.data)}
    marks = Marks()
    job = first
    if job is not None and job[5]:          # an inherited job: its own zeroed scratch
        alloc = memory.find(job[5])
        alloc.data = np.zeros_like(alloc.data)
    try:
        while True:
            if job is None:
                message = conn.recv()
                if message[0] == "raw":
                    conn.send(("raw", marks.raw(*message[1:])))
                    continue
                try:
                    job = _taken(message, conn, k, memory, known, mirror, claims.slots)
                except Exception as err:        # noqa: BLE001 - the launch's error
                    conn.send(("error", _portable(err)))
                    continue
            _run(conn, memory, marks, claims, k, *job)
            job = None
    except EOFError:
        pass                                            # the team closed
    finally:
        conn.close()


def _taken(message, conn, k, memory, known, mirror, slots):
    """Worker ``k``'s sent job as (run_share, chunks, own chunk, last, watched, private, tell),
    ``memory`` made the launching process's (its allocations, their shared bytes: ``mirror``,
    by key, kept); a timed launch's run_share records its chunks (the hand-off's
    ``recording``)."""
    _, blob, table, fresh, chunks, own, last, watched, private, tell = message
    received = dict(zip(fresh, _receive_fds(conn, len(fresh))))
    allocations, seen = [], {}
    for address, size, length, where in table:
        if where is None:
            data = np.zeros(length, np.uint8)
        else:           # one sent is new, whatever was at its address before (since unmapped)
            fd = received.pop(where, None)
            data = mirror[where] if fd is None else mapped(fd, length)
            seen[where] = data
        allocations.append(Allocation(address, size, data))
    mirror.clear()
    mirror.update(seen)
    memory.replace(allocations)
    share, record = _Unpickler(io.BytesIO(blob), memory, known, slots).load()
    if record is not None:
        share = record.recording(share, k)
    return share, chunks, own, last, watched, private, tell


def _run(conn, memory, marks, claims, k, run_share, chunks, own, last, watched, private, tell):
    """Run worker ``k``'s job: its chunks' results, its first fault and its mark summary sent,
    or the error that stopped it; the workgroups of each batch run as they run if ``tell``
    (someone hears of the launch's progress)."""
    try:
        epoch = int(claims.epoch[0])
        marks.watch(memory, memory.allocations, watched, private,
                    Undo(memory.allocations, epoch, k, claims.scratch[k], private), epoch)
        try:
            with pinned(int(claims.cpus[k])):
                done, fault = claimed(run_share, chunks, own, claims,
                                      (lambda groups: conn.send(("progress", groups))) if tell
                                      else unheard, k, last)
        finally:
            memory.watch = None
        message = ("done", done, fault and (fault[0], _portable(fault[1])), marks.summary())
    except BaseException as err:        # noqa: BLE001 - every error goes to the launch
        message = ("error", _portable(err))
    conn.send(message)


def unheard(groups):
    """Progress no one hears of."""


def _die_with(parent):
    """End this worker if the launching process dies (PR_SET_PDEATHSIG, Linux prctl(2))."""
    import ctypes
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)
    if os.getppid() != parent:
        os._exit(1)


def _portable(err):
    """``err`` as it can cross to the launching process: its class, arguments and attributes
    (an exception whose __init__ takes other arguments than its args unpickles wrongly), or
    a WorkerError with its text when those do not pickle, or when it is no GcnsimError (a bug,
    named as a worker's failure: never a bare KeyError)."""
    if not isinstance(err, GcnsimError):
        return (WorkerError, (f"a worker process failed: {type(err).__name__}: {err}",), {})
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
