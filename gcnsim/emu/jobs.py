"""Independent jobs run at once, one process a core: sampled timing's replays of one launch
(timing/cuts.py: the launch cut at several trips of its loop, each with several XCDs apart
and together), each of which is a whole replay of its own that reads the record and writes
nothing the others read.

The jobs are shared out before any runs, by what each is expected to cost (``costs``: a
replay's wave-instructions), among as many processes as the host lets this one run on (the
longest first, each to the process with the least so far); this process runs its share
itself, ending with the last job (what it leaves in this process, such as the memory state
a replay hands its ``keep``, is then the last job's, as when they run in turn), and forked
processes run the others (forked as emu/forking.py says, after everything they read was
made: they copy nothing), each sending its jobs' results back pickled. The results are those
of running the jobs in turn, in order. A job is called with ``here``: whether it runs in
this process (one forked cannot hand a progress bar or a kept memory state back).

One process runs them all, in turn, as a launch's workers are chosen (emu/workers.py): not
on Linux, where this process may run on one CPU only, inside a worker process (a pool's
job: its pool shares the cores out already), or where the launch asked for one worker (a
sweep's point does: its executor shares the cores out).

A job's error is the jobs' error: an error of a forked one crosses as itself (a GcnsimError;
any other as a WorkerError naming it, emu/pool.py's ``_portable``), and one that ends
without a result (killed, crashed) is a WorkerError; on either, and on Ctrl-C in this
process (the forked ones ignore it), every forked process is killed and joined before the
error leaves: none outlives the jobs. A forked process dies with this one too
(PR_SET_PDEATHSIG).

    results = at_once([lambda here: work(1), lambda here: work(2)], costs=[1, 2])
"""
import gc
import multiprocessing
import os
import signal
import sys
from multiprocessing.connection import wait

from .forking import forked, forsaken
from .pool import LIFE_SECONDS, WorkerError, _die_with, _portable, _rebuilt
from .shared import _FORKING


def processes(jobs, most=None):
    """How many processes run ``jobs`` independent jobs: one where one must (the module's
    docstring), else as many as this process may run on, at most one a job and ``most`` (a
    launch's ``workers=``: 1 in a sweep's point, gcnsim/sweep/task.py; None: no more)."""
    if jobs < 2 or most == 1 or not sys.platform.startswith("linux"):
        return 1
    if multiprocessing.parent_process() is not None:
        return 1
    return min(jobs, len(os.sched_getaffinity(0)), most or jobs)


def shares(costs, count):
    """The jobs of each of ``count`` processes (lists of indices into ``costs``, each in
    order; the first this process's, holding the last job): the longest first, each to the
    process with the least cost so far.

        >>> shares([4, 4, 1, 1], 2)
        [[1, 3], [0, 2]]
    """
    last = len(costs) - 1
    taken = [[last]] + [[] for _ in range(count - 1)]
    loads = [costs[last]] + [0] * (count - 1)
    for k in sorted(range(last), key=lambda k: -costs[k]):
        least = loads.index(min(loads))
        taken[least].append(k)
        loads[least] += costs[k]
    return [sorted(jobs) for jobs in taken]


def at_once(jobs, costs=None, most=None):
    """``[job(here) for job in jobs]``, the jobs run at once by as many processes as
    ``processes`` says (``most`` at most), shared out by their ``costs`` (equal without
    them); the module's docstring."""
    count = processes(len(jobs), most)
    if count == 1:
        return [job(True) for job in jobs]
    mine, *parts = shares(list(costs) if costs is not None else [1] * len(jobs), count)
    parts = [part for part in parts if part]    # (none empty but where costs are 0)
    results = [None] * len(jobs)
    procs, conns = [], []
    try:
        forked(lambda: _fork(jobs, parts, procs, conns))
        for k in mine[1:] + mine[:1]:           # the last job last
            results[k] = jobs[k](True)
        _gather(procs, conns, parts, results)
    finally:
        for proc in procs:
            if proc.is_alive():
                proc.kill()
            proc.join()
        for conn in conns:
            conn.close()
    return results


def _fork(jobs, parts, procs, conns):
    """Fork a process for each of ``parts`` (its jobs' indices), appending it and the end of
    its pipe to ``procs`` and ``conns``. The collector leaves what they inherit alone (no
    copy-on-write of the heap), and the shared mappings of device memory stay shared (they
    never touch it: emu/shared.py copies it for a process forked by anyone else)."""
    context = multiprocessing.get_context("fork")
    parent = os.getpid()
    gc.freeze()
    _FORKING[0] = True
    try:
        for part in parts:
            mine, theirs = context.Pipe(duplex=False)
            proc = context.Process(target=_serve, daemon=True,
                                   args=(parent, theirs, [(k, jobs[k]) for k in part]))
            proc.start()
            theirs.close()
            procs.append(proc)
            conns.append(mine)
    finally:
        _FORKING[0] = False
        gc.unfreeze()


def _serve(parent, conn, jobs):
    """A forked process: each of ``jobs`` ((index, job)) run, its result sent as it is made,
    or the first error."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)        # the jobs' process ends us
    _die_with(parent)
    os.setsid()         # a session of its own: its own share of the cores (emu/pool.py _serve)
    forsaken()
    try:
        for k, job in jobs:
            conn.send(("done", k, job(False)))
    except BaseException as err:        # noqa: BLE001 - every error goes to the jobs' process
        conn.send(("error", _portable(err)))
    conn.close()


def _gather(procs, conns, parts, results):
    """The results of the forked processes' jobs into ``results``; the first error raised."""
    waiting = {k: set(part) for k, part in enumerate(parts)}
    while waiting:
        ready = wait([conns[k] for k in waiting], LIFE_SECONDS)
        for k in list(waiting):
            if conns[k] in ready:
                try:
                    message = conns[k].recv()
                except (EOFError, ConnectionError):
                    message = _ended(procs[k], waiting[k], len(results))
            elif not ready and not procs[k].is_alive():
                message = _ended(procs[k], waiting[k], len(results))
            else:
                continue
            if message[0] == "error":
                raise _rebuilt(message[1])
            results[message[1]] = message[2]
            waiting[k].discard(message[1])
            if not waiting[k]:
                del waiting[k]


def _ended(proc, left, jobs):
    """The error message of ``proc``, which ended before the results of its jobs ``left``
    (of ``jobs``)."""
    proc.join()
    code = proc.exitcode
    how = f"signal {-code}" if code is not None and code < 0 else f"exit status {code}"
    return ("error", (WorkerError, (f"a process running jobs {sorted(left)} of {jobs} at once "
                                    f"(a launch's replays) ended without their results "
                                    f"({how})",), {}))
