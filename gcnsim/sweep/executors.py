"""Where a sweep's points run: ``local`` processes (the default, nothing to install) or a Ray
cluster (``pip install gcnsim[ray]``).

Both take the points as Task bytes (task.py) and give back each row as JSON bytes, so nothing
names a file of the machine that made the sweep. Each calls ``done(index, row)`` as a point
finishes, in whatever order they finish; the table puts them back in point order. The Tasks'
large host arrays (``shared``: content key -> array, task.py Shared) travel apart, each once
to a worker: local, in the frame of the first Task a worker process gets that reads it, kept
by the worker until no Task left to give reads it; Ray, put in the object store once (``ray.put``)
and passed to each Task by reference, which Ray brings to each node once and its workers read
there without a copy.

A point whose worker dies (killed, out of memory) costs only that point: it runs once more on
a fresh worker, and if that dies too its row is "failed" with the reason. Local: each worker
process holds one point at a time, so a dead one names its point (no other point pays); the
workers are a process group apart, so a Ctrl-C stops the sweep (the finished points are in its
cache) and the sweep kills them, without a word from them. Ray:
the task's ``max_retries=1`` resubmits it, and a second death is Ray's WorkerCrashedError.

    local: driver --Task bytes (+ arrays new to it)--> worker process (its stdin)
           --row JSON (its stdout)--> driver
    ray:   driver --Task bytes, array references--> object store --> raylet's worker on any
           node (the arrays from its node's store) --row JSON--> object store --> driver
"""
import json
import os
import pickle
import socket
import subprocess
import sys
from collections import Counter
from multiprocessing.connection import wait

from .points import SweepError
from .task import run_task

RETRIES = 1             # runs of a point after its worker died
POLL = 0.5              # seconds between looks at a Ray sweep's finished tasks
# seconds a Ray cluster's address has to answer before the sweep is refused: ray.init retries
# an address where nothing listens for minutes, printing only its own warnings
ANSWER_SECONDS = 5


def crashed_row(why):
    return {"status": "failed", "error": f"worker died twice (retried once): {why}",
            "wall_seconds": 0.0}


def run_local(tasks, done, workers=None, shared=None):
    """Run ``tasks`` ([(index, payload, keys of the ``shared`` arrays it reads)]) on
    ``workers`` processes (default: the cores)."""
    workers = max(1, min(workers or os.cpu_count() or 1, len(tasks)))
    queue = list(reversed(tasks))
    waiting = Counter(key for task in tasks for key in task[2])    # by Tasks not yet given
    deaths = {}
    pool = [_Worker() for _ in range(workers)]
    try:
        while queue or any(w.task is not None for w in pool):
            for k, worker in enumerate(pool):
                if worker.task is None and queue:
                    if worker.process.poll() is not None:
                        pool[k] = worker = _Worker()
                    task = queue.pop()
                    waiting.subtract(task[2])
                    worker.give(task, shared or {}, waiting)
            ready = wait([w.process.stdout for w in pool if w.task is not None])
            for k, worker in enumerate(pool):
                if worker.task is None or worker.process.stdout not in ready:
                    continue
                task, row = worker.task, worker.take()
                if row is not None:
                    done(task[0], json.loads(row))
                    continue
                pool[k] = _Worker()
                deaths[task[0]] = deaths.get(task[0], 0) + 1
                if deaths[task[0]] > RETRIES:
                    why = f"process exited with status {worker.process.wait()}"
                    done(task[0], crashed_row(why))
                else:
                    queue.append(task)
                    waiting.update(task[2])
    except BaseException:           # Ctrl-C (the parent's alone: workers are not its group)
        for worker in pool:
            worker.process.kill()
        raise
    finally:
        for worker in pool:
            worker.stop()


class _Worker:
    """One process (``python -m gcnsim.sweep.worker``) that runs the Tasks written to its
    standard input, one at a time, and writes each row to its standard output: frames of an
    8-byte length and the bytes; a Task's frame is the pickle of (the shared arrays it reads
    that the worker lacks, the keys of those it may drop, the Task's bytes). ``held``: the
    keys of the arrays it holds."""

    def __init__(self):
        # a process group of its own: a Ctrl-C (SIGINT to the terminal's foreground group)
        # reaches the sweep alone, which ends its workers quietly and says it was interrupted
        self.process = subprocess.Popen([sys.executable, "-m", "gcnsim.sweep.worker"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        process_group=0)
        self.task = None
        self.held = set()

    def give(self, task, shared, waiting):
        """Send it ``task`` with the arrays of ``shared`` it reads and lacks, and drop those
        no Task left to give reads (``waiting``: how many read each)."""
        index, payload, needs = task
        new = {key: shared[key] for key in needs if key not in self.held}
        drop = [key for key in self.held if waiting[key] <= 0 and key not in needs]
        self.held = self.held.union(needs).difference(drop)
        self.task = task
        try:
            write_frame(self.process.stdin,
                        pickle.dumps((new, drop, payload), protocol=pickle.HIGHEST_PROTOCOL))
        except OSError:
            pass                # it died: its standard output says so (end of file)

    def take(self):
        """The row of its task, or None when it died first."""
        self.task = None
        return read_frame(self.process.stdout)

    def stop(self):
        try:
            self.process.stdin.close()
        except OSError:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process.stdout.close()


def write_frame(stream, data):
    stream.write(len(data).to_bytes(8, "little"))
    stream.write(data)              # (not joined to its length: a shared array's frame is large)
    stream.flush()


def read_frame(stream):
    """The next frame's bytes, or None at the end of the stream."""
    head = stream.read(8)
    if len(head) < 8:
        return None
    data = stream.read(int.from_bytes(head, "little"))
    return data if len(data) == int.from_bytes(head, "little") else None


def check_address(address, seconds=ANSWER_SECONDS):
    """SweepError when nothing answers at a Ray cluster's ``address`` (the head's host:port,
    or Ray Client's ray://host:port) within ``seconds``; "auto", "local" and other schemes are
    left to Ray, which says at once when it finds nothing."""
    if address is None or address in ("auto", "local") or "://" in address and \
            not address.startswith("ray://"):
        return
    host, _, port = address.removeprefix("ray://").rpartition(":")
    if not host or not port.isdigit():
        raise SweepError(f"--executor ray: the address {address!r} is not HOST:PORT (the head's "
                         f"address, as `ray start --head` and `ray status` print it), "
                         f"ray://HOST:PORT or 'auto'")
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=seconds).close()
    except OSError as err:
        raise SweepError(f"--executor ray: no Ray cluster answers at {address} "
                         f"({err.strerror or err}, within {seconds} s): start its head there "
                         f"(ray start --head --port {port}) or give the address `ray status` "
                         f"prints on the head; --address auto joins the cluster this machine "
                         f"is part of, and no --address runs a Ray of this process "
                         f"alone") from None


def run_ray(tasks, done, address=None, shared=None):
    """Run ``tasks`` ([(index, payload, keys of the ``shared`` arrays it reads)]) as Ray tasks
    of one CPU each: on the cluster at ``address`` ("auto": the one this machine has joined),
    or on the Ray runtime this process already started (``ray.init(...)``), else on a local
    one Ray starts."""
    try:
        import ray
    except ImportError:
        raise SweepError("--executor ray needs Ray: pip install 'gcnsim[ray]'") from None
    from ray.exceptions import RayError, WorkerCrashedError
    if not ray.is_initialized():
        try:
            ray.init(address=address, log_to_driver=False)
        except (ConnectionError, RuntimeError, ValueError) as err:
            raise SweepError(f"--executor ray: cannot join the Ray cluster at "
                             f"{address or 'a new local runtime'}: {err}") from None
    remote = ray.remote(num_cpus=1, max_retries=RETRIES, retry_exceptions=False)(ray_task)
    stored = {key: ray.put(array) for key, array in (shared or {}).items()}
    pending = {remote.options(name=f"gcnsim-sweep-point-{index}").remote(
        payload, needs, *(stored[key] for key in needs)): index for index, payload, needs in tasks}
    while pending:
        ready, _ = ray.wait(list(pending), num_returns=1, timeout=POLL)
        for ref in ready:
            index = pending.pop(ref)
            try:
                row = json.loads(ray.get(ref))
            except WorkerCrashedError as err:
                row = crashed_row(_brief(err))
            except RayError as err:     # e.g. a node without gcnsim: ModuleNotFoundError
                row = {"status": "failed", "error": f"ray: {_brief(err)}", "wall_seconds": 0.0}
            done(index, row)


def ray_task(payload, needs, *arrays):
    """A Ray task's row: ``run_task`` with its shared arrays (Ray gives each reference passed
    as an argument as its array, read from the node's object store)."""
    return run_task(payload, dict(zip(needs, arrays)))


def _brief(err):
    return " ".join(str(err).split())[:300]


EXECUTORS = {"local": run_local, "ray": run_ray}
