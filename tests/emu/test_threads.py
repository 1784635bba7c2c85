"""Launches from several Python threads: two Devices launching at once each get their results
(the native tier's lazy import and its JIT shared safely, workers forked one at a time by a
thread that lives as long as the process), a launch never waits for good on a worker that died,
and a worker's unexpected error is a WorkerError, never a bare KeyError. One Device shared by a
thread launching on workers and others allocating and freeing: the launch works on the
allocations it started with, and what is freed meanwhile stays until it ends."""
import gc
import importlib
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
import types

import numpy as np
import pytest

import gcnsim
import gcnsim.emu.dispatch as dispatch_module
import gcnsim.emu.pool as pool_module
import gcnsim.native.tier as tier_module
from gcnsim.bits import collector_paused
from gcnsim.emu.launch import LaunchError
from gcnsim.emu.memory import DeviceMemory
from gcnsim.emu.workers import WorkerError

from .test_pool import launched, loaded, words
from .test_workers import ROOT, children, earlier_children  # noqa: F401 - autouse

MULTIK = ROOT / "tests" / "data" / "multik" / "k_gfx900.hsaco"     # mix among 9 kernels
SAXPY = ROOT / "tests" / "data" / "kernels" / "gfx900" / "saxpy.hsaco"
JOIN_SECONDS = 120      # a thread still running then has hung (CI's 2 busy cores: ~5 s)


def joined(threads):
    """Start and join ``threads``; fail if one is still running after JOIN_SECONDS."""
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(JOIN_SECONDS)
    assert not any(thread.is_alive() for thread in threads), "a launch hung"


def test_a_jit_module_another_thread_still_imports_is_not_started(monkeypatch):
    """The tier looks for jit.py in sys.modules (importing it imports llvmlite); one another
    thread is still importing has no Jit yet: not started, never an AttributeError (which
    was the first launch's error of two Devices launching from two threads)."""
    monkeypatch.setitem(sys.modules, "gcnsim.native.jit", types.ModuleType("gcnsim.native.jit"))
    assert tier_module._jit_functions() == -1
    assert tier_module._started() is None


TWO_DEVICES = textwrap.dedent("""
    import sys, threading
    import numpy as np
    import gcnsim
    import gcnsim.native.tier as tier
    for name in tier.THRESHOLDS:        # every segment compiled at first sight
        setattr(tier, name, 0.0)
    N = 1 << 14
    def expected(a):
        r = a.copy()
        for _ in range(8):
            r = (r * np.uint32(1664525) + np.uint32(1013904223)) ^ (r >> np.uint32(13))
        return r + np.arange(len(a), dtype=np.uint32)
    code = open(sys.argv[1], "rb").read()
    start, out = threading.Barrier(2), {}
    def run(tag, workers):
        d = gcnsim.Device("gfx900")
        p = d.load(code)
        a = np.random.default_rng(len(tag)).integers(0, 2**32, N, dtype=np.uint32)
        A, B = d.array(a), d.array(np.zeros(N, np.uint32))
        start.wait()
        for k in range(3):
            try:
                L = p.mix(A, B, np.int32(N), grid=N, block=64, workers=workers, max_waves=4)
                out[tag, k] = (bool(np.array_equal(B.numpy(), expected(a))), L.result.workers)
            except Exception as err:
                out[tag, k] = f"{type(err).__name__}: {err}"
    threads = [threading.Thread(target=run, args=("d" * (i + 1), int(sys.argv[2])))
               for i in range(2)]
    for t in threads: t.start()
    for t in threads: t.join()
    print(sorted(out.items()))
""")


@pytest.mark.parametrize("workers", [1, 2])
def test_two_devices_launching_from_two_threads(workers):
    """A fresh process (nothing imported yet), two Devices, a thread each, launching at once,
    every segment compiled at first sight: each launch gives the right results (the first
    failed: jit.py half imported by the other thread; with workers, a worker forked by one
    thread in the middle of the other's fork, a KeyError or a hang)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), GCNSIM_CACHE="off", GCNSIM_TIER="native")
    done = subprocess.run([sys.executable, "-c", TWO_DEVICES, str(MULTIK), str(workers)],
                          capture_output=True, text=True, env=env, timeout=JOIN_SECONDS)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == str([((tag, k), (True, workers)) for tag in ("d", "dd")
                                       for k in range(3)]), done.stdout


def test_workers_forked_by_a_thread_outlive_it():
    """A worker dies when the thread that forked it ends (PR_SET_PDEATHSIG), so a team is
    forked by a thread that lives as long as the process: the team a launch from a thread
    that has ended started still serves the next launch (it was killed, signal 9, under
    another thread's launch)."""
    mem = DeviceMemory()
    kernel = loaded(mem, 4)
    out = mem.alloc(64)
    first = []
    joined([threading.Thread(target=lambda: first.append(launched(mem, kernel, out)))])
    team = children()
    assert first[0].workers == 2 and len(team) == 1
    mem.write(out, bytes(64))
    assert launched(mem, kernel, out).workers == 2
    assert words(mem, out, 16)[:8] == list(range(8))
    assert children() == team


def test_teams_of_two_devices_forked_from_two_threads_serve_both():
    """Two Devices, two threads each launching on its own (a team forked by each at once),
    then again from the main thread: every launch right, none hangs."""
    mems = [DeviceMemory(), DeviceMemory()]
    kernels = [loaded(mem, 4) for mem in mems]
    outs = [mem.alloc(64) for mem in mems]
    found = {}

    def run(k):
        for turn in range(3):
            mems[k].write(outs[k], bytes(64))
            result = launched(mems[k], kernels[k], outs[k])
            found[k, turn] = (result.workers, words(mems[k], outs[k], 16)[:8])
    joined([threading.Thread(target=run, args=(k,)) for k in range(2)])
    run(0)
    assert found == {(k, turn): (2, list(range(8))) for k in range(2) for turn in range(3)}


def test_a_worker_imports_what_another_thread_was_importing_at_its_fork(monkeypatch, tmp_path):
    """A thread of the launching process in the middle of an import when a worker is forked
    holds that module's lock, which the worker inherits held by a thread it does not have: the
    worker makes the module anew where it imports it (it waited for good: a hang of two
    Devices launching from two threads, in semantics/registry.py's lazy imports)."""
    parent, gate = os.getpid(), threading.Event()
    monkeypatch.setitem(sys.modules, "gcnsim_test_gate", types.SimpleNamespace(
        parent=parent, gate=gate))
    (tmp_path / "gcnsim_slow_import.py").write_text(
        "import os\nimport gcnsim_test_gate as g\nif os.getpid() == g.parent:\n"
        "    g.gate.wait()\nMADE_IN = os.getpid()\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    importer = threading.Thread(target=importlib.import_module, args=("gcnsim_slow_import",),
                                daemon=True)
    importer.start()                        # holds the module's lock until the gate opens
    while "gcnsim_slow_import" not in sys.modules:
        time.sleep(0.01)
    run_batch = dispatch_module._run_batch

    def importing(*args):
        if os.getpid() != parent:
            import gcnsim_slow_import       # noqa: PLC0415 - the worker's import
            assert gcnsim_slow_import.MADE_IN == os.getpid()
        return run_batch(*args)
    monkeypatch.setattr(dispatch_module, "_run_batch", importing)
    mem = DeviceMemory()
    kernel, out, found = loaded(mem, 4), mem.alloc(64), []
    try:
        joined([threading.Thread(target=lambda: found.append(launched(mem, kernel, out)),
                                 daemon=True)])
    finally:
        gate.set()
        pool_module.end(mem)                # a hung worker killed: the launch ends
        importer.join()
        sys.modules.pop("gcnsim_slow_import", None)
    assert found[0].workers == 2 and words(mem, out, 16)[:8] == list(range(8))


def test_a_workers_collector_is_on_though_another_thread_paused_it(monkeypatch):
    """A thread pausing the garbage collector (bits.collector_paused) when a worker is forked:
    the worker never sees that pause end, so it forgets it (its collector stayed off)."""
    parent, inside, leave = os.getpid(), threading.Event(), threading.Event()

    def pausing():
        with collector_paused():
            inside.set()
            leave.wait()
    pauser = threading.Thread(target=pausing, daemon=True)
    pauser.start()
    inside.wait()
    run_batch = dispatch_module._run_batch

    def checking(*args):
        if os.getpid() != parent and not gc.isenabled():
            raise LaunchError("the worker's collector is off")
        return run_batch(*args)
    monkeypatch.setattr(dispatch_module, "_run_batch", checking)
    mem = DeviceMemory()
    try:
        assert launched(mem, loaded(mem, 4), mem.alloc(64)).workers == 2
    finally:
        leave.set()
        pauser.join()


def test_a_worker_dead_with_its_pipe_held_elsewhere_is_an_error(monkeypatch, tmp_path):
    """A worker that dies while another process holds its end of the pipe (here a child of
    its own; a process forked by another thread at the wrong moment did it) gives the launch
    no end of file: the launch asks whether its workers live, and ends with a WorkerError
    instead of waiting for good."""
    parent, holder = os.getpid(), tmp_path / "holder"
    run_batch = dispatch_module._run_batch

    def dying(*args):
        if os.getpid() != parent:
            pid = os.fork()
            if pid == 0:                    # holds every descriptor of the worker's
                time.sleep(5 * JOIN_SECONDS)
                os._exit(0)
            holder.write_text(str(pid))
            os.kill(os.getpid(), signal.SIGKILL)
        return run_batch(*args)
    monkeypatch.setattr(dispatch_module, "_run_batch", dying)
    mem = DeviceMemory()
    kernel, out, errors = loaded(mem, 4), mem.alloc(64), []

    def launch():
        try:
            launched(mem, kernel, out)
        except WorkerError as err:
            errors.append(str(err))
    try:
        joined([threading.Thread(target=launch)])
    finally:
        if holder.exists():
            os.kill(int(holder.read_text()), signal.SIGKILL)
    assert len(errors) == 1 and errors[0].startswith("worker 2 of 2 ")
    assert errors[0].endswith("ended without a result (signal 9)")


def test_a_workers_unexpected_error_is_a_worker_error(monkeypatch):
    """An error in a worker that is no GcnsimError (a bug) is a WorkerError naming it, never
    the bare exception (a KeyError of a number was all a trial saw)."""
    def broken(self, pid):
        raise KeyError(139687503228928)
    monkeypatch.setattr(pool_module._Unpickler, "persistent_load", broken)
    mem = DeviceMemory()
    out = mem.alloc(32, b"\x05" * 32)
    with pytest.raises(WorkerError, match=r"^a worker process failed: KeyError: "
                                          r"139687503228928$"):
        launched(mem, loaded(mem, 4), out)
    assert mem.read(out, 32) == b"\x05" * 32


def _saxpy_inputs(dev, n):
    x = np.arange(n, dtype=np.float32) % 1000
    y = np.full(n, 3, np.float32)
    return x, y, dev.array(x), dev.array(y)


def test_allocations_made_and_freed_by_another_thread_during_a_launch_on_workers():
    """While a launch runs on two workers (its progress heard after its first batch), another
    thread allocates, frees buffers the launch does not use and one it reads: the launch
    gives the right result (it works on the allocations it started with; the first trial's
    launches failed with a worker's KeyError or a bare one), the freed buffer's address is
    reused by none of the new ones until the launch ends, and then it is gone."""
    dev = gcnsim.Device("gfx900")
    prog = dev.load(SAXPY)
    n = 1 << 15
    x, y, bx, by = _saxpy_inputs(dev, n)
    others = [dev.array(np.arange(256, dtype=np.int32)) for _ in range(20)]
    gone = [bx.address] + [b.address for b in others]
    made = []

    def churn():
        made.extend(dev.array(np.arange(256, dtype=np.int32)) for _ in range(20))
        for buffer in others + [bx]:
            buffer.free()
        made.extend(dev.array(np.arange(256, dtype=np.int32)) for _ in range(20))

    def progress(done, total, phase):
        if not made:
            joined([threading.Thread(target=churn)])
    launch = prog.saxpy(np.float32(2), bx, by, np.int32(n), grid=n, block=64, max_waves=16,
                        workers=2, progress=progress)
    assert launch.result.workers == 2 and len(made) == 40
    assert np.array_equal(by.numpy(), 2 * x + y)
    assert not set(gone) & {b.address for b in made}
    live = dev.memory.allocations
    assert not set(gone) & {a.address for a in live}
    assert dev.memory.used == sum(-(-max(a.size, 1) // 4096) * 4096 for a in live)
    x2, y2, bx2, by2 = _saxpy_inputs(dev, n)        # a launch after them: its own allocations
    prog.saxpy(np.float32(3), bx2, by2, np.int32(n), grid=n, block=64, max_waves=16, workers=2)
    assert np.array_equal(by2.numpy(), 3 * x2 + y2)


def test_threads_allocating_and_freeing_while_a_thread_launches_on_workers():
    """One thread launches on two workers again and again while two others allocate and free
    as fast as they can (as an outside trial did): every launch right, no error, and when the
    Device is gone no worker process and nothing new in /dev/shm."""
    shm = set(os.listdir("/dev/shm"))
    dev = gcnsim.Device("gfx900")
    prog = dev.load(SAXPY)
    n = 1 << 16
    stop, errors, right = threading.Event(), [], []

    def launching():
        try:
            for k in range(4):
                x, y, bx, by = _saxpy_inputs(dev, n)
                prog.saxpy(np.float32(k), bx, by, np.int32(n), grid=n, block=64,
                           max_waves=16, workers=2)
                right.append(np.array_equal(by.numpy(), k * x + y))
                bx.free()
        except Exception as err:        # noqa: BLE001 - every failure is collected
            errors.append(f"launch: {type(err).__name__}: {err}")
        finally:
            stop.set()

    def churning(seed):
        rng, held = np.random.default_rng(seed), []
        try:
            while not stop.is_set():
                if held and rng.random() < 0.5:
                    held.pop(int(rng.integers(len(held)))).free()
                else:
                    held.append(dev.array(np.arange(int(rng.integers(1, 5000)), dtype=np.int32)))
                time.sleep(0.0005)
        except Exception as err:        # noqa: BLE001
            errors.append(f"churn: {type(err).__name__}: {err}")
    joined([threading.Thread(target=launching)] +
           [threading.Thread(target=churning, args=(k,)) for k in range(2)])
    assert not errors, errors[:3]
    assert right == [True] * 4
    assert len(children()) == 1                     # the team kept with the Device
    del dev, prog                                   # (the forking thread keeps nothing)
    gc.collect()
    assert children() == []
    assert not [name for name in set(os.listdir("/dev/shm")) - shm
                if name.startswith(("sem.mp-", "psm_", "gcnsim"))]


def test_a_host_write_while_a_launch_moves_the_bytes_to_shared_memory_is_kept():
    """A launch's first move of the buffers to shared memory (emu/shared.py) and a host write
    from another thread to a buffer it moves: the write lands in the moved bytes (a loop of
    writes to 400 buffers lost one in about 1,200 during a workers=2 launch before)."""
    memory = DeviceMemory()
    address = memory.alloc(4096)
    alloc = memory.find(address)
    started, writer_ran = threading.Event(), threading.Event()

    def write():
        started.wait()
        writer_ran.set()
        memory.write(address + 8, b"\x2a" * 4)

    def slow_mapping(data):
        moved = data.copy()
        started.set()
        writer_ran.wait(JOIN_SECONDS)
        time.sleep(0.05)        # the write, were it not locked out, would go to the old bytes
        return moved
    thread = threading.Thread(target=write)
    thread.start()
    memory.rehome(alloc, slow_mapping)
    thread.join(JOIN_SECONDS)
    assert memory.read(address + 8, 4) == b"\x2a" * 4


def test_a_process_forked_while_another_thread_holds_the_memory_can_write():
    """A fork (the user's, not a worker's) while another thread holds a Device's memory lock:
    the child's writes and allocations do not wait for a thread it does not have."""
    memory = DeviceMemory()
    address = memory.alloc(64)
    with memory._lock:                                   # another thread's, at the fork
        pid = os.fork()
        if pid == 0:                                     # pragma: no cover - the child
            try:
                memory.write(address, b"\x01" * 4)
                memory.alloc(64)
                os._exit(0 if memory.read(address, 4) == b"\x01" * 4 else 1)
            finally:
                os._exit(2)
    waited = time.monotonic() + JOIN_SECONDS
    while time.monotonic() < waited:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            assert os.waitstatus_to_exitcode(status) == 0
            return
        time.sleep(0.01)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    pytest.fail("the forked child hung on the memory's lock")
