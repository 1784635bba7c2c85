"""Forking workers (emu/pool.py) from a process whose other threads go on: two Devices may
launch at once from two Python threads, each forking its own team.

A fork copies only the thread that calls it; whatever the others held then, the worker
inherits held by threads it does not have. So forks hold tier.JIT_LOCK (no thread is inside
llvmlite or importing the native tier then; the JIT is one engine a process, used by one
thread at a time), are made one at a time (none inherits another's half-made pipes, nor
another's flag that the shared mappings are to be kept: emu/shared.py's _FORKING), and a
worker forgets, as it starts (``forsaken``), the imports and the collector pauses other threads
had under way: it would wait for good on such a module's lock, or run with its garbage
collector off. A worker dies with the thread that forked it (PR_SET_PDEATHSIG, prctl(2)), not
only with its process, so the forks of launches made by threads other than the main one are
made by a thread that lives as long as the process.

    forked(lambda: team.fork(...))      # in the launching process
    forsaken()                          # first thing in the worker
"""
import queue
import sys
import threading

from ..bits import forget_pauses
from ..native.tier import JIT_LOCK


def forked(fork):
    """Run ``fork()``, which forks workers, holding tier.JIT_LOCK (no other thread is then
    inside LLVM or importing the native tier: a worker would inherit their locks held) and on
    a thread that lives as long as the process: PR_SET_PDEATHSIG (prctl(2)) kills a worker
    when the thread that forked it ends, not only its process. Forks of launches from threads
    other than the main one are made by a thread of the process's own (``_FORKER``), one at a
    time, so no fork inherits another's half-made pipes."""
    if threading.current_thread() is threading.main_thread():
        with JIT_LOCK:
            return fork()
    with _FORKER_LOCK:
        if _FORKER[0] is None or not _FORKER[0].is_alive():     # first, or in a forked child
            jobs = queue.SimpleQueue()
            _FORKER[:] = [threading.Thread(target=_fork_jobs, args=(jobs,), daemon=True,
                                           name="gcnsim-fork"), jobs]
            _FORKER[0].start()
        done, failed = threading.Event(), []
        _FORKER[1].put((fork, done, failed))
    done.wait()
    if failed:
        raise failed[0]
    return None


def _fork_jobs(jobs):
    """The forking thread: each (fork, done, failed) of ``jobs`` run, under tier.JIT_LOCK."""
    while True:
        _fork_job(*jobs.get())


def _fork_job(fork, done, failed):
    """One job of the forking thread (a function of its own: nothing of the job, such as the
    memory its team serves, is kept while the thread waits for the next)."""
    try:
        with JIT_LOCK:
            fork()
    except BaseException as err:        # noqa: BLE001 - the launch's error
        failed.append(err)
    finally:
        done.set()


_FORKER = [None, None]          # the forking thread and its queue of jobs
_FORKER_LOCK = threading.Lock()


def forsaken():
    """In a worker: forget the imports and the collector pauses of the threads of the process
    it was forked from (module docstring)."""
    _forget_imports()
    forget_pauses()


def _forget_imports():
    """Forget the imports other threads of the launching process had under way when it forked
    us: their module locks are held by threads this process does not have (a worker's import
    of one waited for good, a hang of two Devices launching from two threads), their modules
    half made. Each is made anew where this process imports it. (importlib's module locks:
    CPython's _bootstrap, read as 3.11 to 3.13 keep them.)"""
    import importlib._bootstrap as bootstrap        # noqa: PLC0415 - CPython's own
    me = threading.get_ident()
    for name, ref in list(bootstrap._module_locks.items()):
        lock = ref()
        if lock is None or lock.owner == me or not (lock.count or lock.lock.locked()):
            continue
        bootstrap._module_locks.pop(name, None)
        module = sys.modules.get(name)
        if getattr(getattr(module, "__spec__", None), "_initializing", False):
            del sys.modules[name]
