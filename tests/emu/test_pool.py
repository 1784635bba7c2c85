"""Workers kept between launches (emu/pool.py): a Device's later launches are served by the
team its first launch on workers started, which sees the code, allocations and frees made
since; a worker killed between launches is replaced; the team ends with its memory and with
the interpreter, leaving no process and no shared mapping behind."""
import contextlib
import gc
import os
import signal
import struct
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import numpy as np
import pytest

import gcnsim.emu.dispatch as dispatch_module
import gcnsim.emu.pool as pool_module
from gcnsim.emu.hsa import launch_kernel, load_image
from gcnsim.emu.launch import LaunchOptions
from gcnsim.emu.memory import DeviceMemory
from gcnsim.errors import MemoryViolation

from .test_dispatch import code_object
from .test_workers import (DIRECTIVES, ROOT, STORE_GROUP_ID, anonymous_shared_mappings,
                           children, earlier_children, store_group_id)  # noqa: F401


def loaded(mem, stride):
    """STORE_GROUP_ID with ``stride`` loaded into ``mem`` (a new code image each call)."""
    _, kernels = load_image(mem, code_object("gfx900", STORE_GROUP_ID.format(stride=stride),
                                             **DIRECTIVES))
    return kernels["k"]


def launched(mem, kernel, out, workers=2, groups=8):
    """The DispatchResult of ``kernel`` storing into ``out`` over ``groups`` workgroups."""
    options = LaunchOptions(64 * groups, 64, max_waves=1, workers=workers)
    return launch_kernel(mem, kernel, options, struct.pack("<Q", out))


def words(mem, out, count):
    return np.frombuffer(mem.read(out, 4 * count), np.uint32).tolist()


def test_the_team_serves_every_later_launch():
    """Launches of two kernels loaded before the first, in turn: one worker process, started
    by the first launch and sent the others (it has every code image made before its fork)."""
    mem = DeviceMemory()
    kernels = [loaded(mem, 4), loaded(mem, 8)]
    out = mem.alloc(64)
    teams = []
    for k in range(4):
        mem.write(out, bytes(64))
        result = launched(mem, kernels[k % 2], out)
        assert (result.workers, result.worker_rule) == (2, "2 workers")
        assert words(mem, out, 16)[::1 + k % 2][:8] == list(range(8))
        teams.append(children())
    assert len(teams[0]) == 1 and teams == [teams[0]] * 4


def test_code_allocations_and_frees_made_since_the_fork_are_seen():
    """After the team's fork: a new buffer (its memfd sent), a freed one (its range given to
    another), new code (the team started again, as it does not have it): each launch as one
    worker gives."""
    def scenario(workers):
        mem = DeviceMemory()
        first = mem.alloc(32)
        launched(mem, loaded(mem, 4), first, workers)
        team = children()
        second = mem.alloc(64)
        launched(mem, loaded(mem, 8), second, workers)          # new code, new buffer
        restarted = children()
        mem.free(first)
        third = mem.alloc(32, b"\x07" * 32)                     # first's range again
        result = launched(mem, loaded(mem, 4), third, workers)
        # a mapping holds no descriptor (shared._map): the one kept to send is closed once
        # the workers have it, so none is left open, however many buffers are mapped
        assert held_memfds() == []
        return ([words(mem, a, n) for a, n in ((second, 16), (third, 8))], result,
                (team, restarted))
    one, _, _ = scenario(1)
    two, result, (team, restarted) = scenario(2)
    assert two == one
    assert two[1] == list(range(8)) and two[0][::2] == list(range(8))
    assert (result.workers, result.worker_rule) == (2, "2 workers")
    assert len(team) == 1 and len(restarted) == 1 and team != restarted


def held_memfds():
    """The memfds of device memory this process holds open, once what is garbage is
    collected."""
    gc.collect()
    return [link for link in (os.readlink(fd) for fd in Path("/proc/self/fd").iterdir()
                              if fd.exists()) if link == "/memfd:gcnsim-device (deleted)"]


def test_workers_run_in_sessions_of_their_own():
    """Each worker starts a session (its own scheduling group where the kernel groups a
    session's processes), and still ends with its team."""
    mem = DeviceMemory()
    kernel = loaded(mem, 4)
    out = mem.alloc(32)
    assert launched(mem, kernel, out).workers == 2
    (worker,) = children()
    assert os.getsid(worker) == worker != os.getsid(0)
    pool_module.end(mem)
    assert children() == []


def test_each_process_of_a_launch_runs_on_a_cpu_of_its_own(monkeypatch, tmp_path):
    """Where the launching thread may run on as many CPUs as the launch has processes, each
    process runs its chunks on one of its own (the launching thread on the first), and may
    run anywhere again after."""
    allowed = sorted(os.sched_getaffinity(0))
    if len(allowed) < 2:
        pytest.skip("one CPU: nothing to place")
    seen, pinned = tmp_path / "seen", pool_module.pinned

    @contextlib.contextmanager
    def noted(cpu):             # inherited by the worker, forked after it is set
        with pinned(cpu):
            with open(seen, "a", encoding="utf-8") as out:
                out.write(f"{os.getpid()} {cpu} {sorted(os.sched_getaffinity(0))}\n")
            yield
    monkeypatch.setattr(pool_module, "pinned", noted)
    mem = DeviceMemory()
    out = mem.alloc(32)
    assert launched(mem, loaded(mem, 4), out).workers == 2
    assert words(mem, out, 8) == list(range(8))
    (worker,) = children()
    first, second = allowed[:2]
    assert sorted(seen.read_text().splitlines()) == sorted(
        [f"{os.getpid()} {first} [{first}]", f"{worker} {second} [{second}]"])
    assert sorted(os.sched_getaffinity(0)) == sorted(os.sched_getaffinity(worker)) == allowed
    pool_module.end(mem)


def test_cpus_are_placed_for_one_launch_at_a_time():
    """A launch's processes are placed only where there are CPUs enough, and while no other
    launch of the process is placed (two launches on the same CPUs would share them while
    others idle); a CPU the kernel refuses leaves the thread where it may run."""
    allowed = sorted(os.sched_getaffinity(0))
    with pool_module.placed(len(allowed) + 1) as cpus:
        assert cpus is None
    with pool_module.placed(1) as cpus:
        assert cpus == allowed[:1]
        with pool_module.placed(1) as other:
            assert other is None
    with pool_module.placed(len(allowed)) as cpus:
        assert cpus == allowed
    for cpu in (-1, allowed[-1] + 4096):
        with pool_module.pinned(cpu):
            assert sorted(os.sched_getaffinity(0)) == allowed
    with pool_module.pinned(allowed[0]):
        assert os.sched_getaffinity(0) == {allowed[0]}
    assert sorted(os.sched_getaffinity(0)) == allowed


def test_a_worker_killed_between_launches_is_replaced():
    mem = DeviceMemory()
    kernel = loaded(mem, 4)
    out = mem.alloc(32)
    launched(mem, kernel, out)
    (killed,) = children()
    os.kill(killed, signal.SIGKILL)
    while _running(killed):                     # dead before the launch (a zombie until the
        time.sleep(0.01)                        # team reaps it); dying during one is its error
    mem.write(out, bytes(32))
    result = launched(mem, kernel, out)
    assert (result.workers, words(mem, out, 8)) == (2, list(range(8)))
    assert len(children()) == 1 and killed not in children()


def test_a_worker_killed_during_a_launch_is_its_error_at_once():
    """SIGKILL to the worker while the launching process runs its own chunk: the WorkerError
    comes after the batch running (the workers' sentinels are watched), not once this
    process's chunks are done; the team is gone and device memory as before the launch."""
    before = anonymous_shared_mappings()
    mem = DeviceMemory()
    kernel = loaded(mem, 4)
    out = mem.alloc(4 * 256)
    launched(mem, kernel, out, groups=4)            # the team, kept
    mem.write(out, bytes(4 * 256))
    (worker,) = children()
    heard = []

    def progress(done, total, phase):
        heard.append(done)
        if len(heard) == 1:
            os.kill(worker, signal.SIGKILL)
            while _running(worker):
                time.sleep(0.01)
    options = LaunchOptions(64 * 256, 64, max_waves=1, workers=2, progress=progress)
    with pytest.raises(pool_module.WorkerError, match=r"^worker 2 of 2 \(batches .*\) ended "
                                                      r"without a result \(signal 9\)"):
        launch_kernel(mem, kernel, options, struct.pack("<Q", out))
    assert len(heard) == 1          # its next batch of 64 (its first chunk) heard of the death
    assert children() == [] and words(mem, out, 256) == [0] * 256
    del mem, kernel
    assert anonymous_shared_mappings() == before


def test_a_team_ends_with_its_device_memory():
    before = anonymous_shared_mappings()

    def launch():
        mem = DeviceMemory()
        kernel = loaded(mem, 4)
        out = mem.alloc(1 << 20)
        launched(mem, kernel, out)
        launched(mem, kernel, mem.alloc(64))                # a memfd sent to the team
        return children()
    assert len(launch()) == 1
    gc.collect()
    assert children() == []
    assert anonymous_shared_mappings() == before


def test_a_team_ends_with_the_interpreter():
    """A script that launches on two workers and exits without a word: its worker is gone."""
    script = textwrap.dedent(f"""
        import struct, sys
        sys.path.insert(0, {str(ROOT)!r})
        from tests.emu.test_pool import launched, loaded, children
        from gcnsim.emu.memory import DeviceMemory
        mem = DeviceMemory()
        launched(mem, loaded(mem, 4), mem.alloc(32))
        print(*children())
        """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(ROOT)}, check=True, timeout=120)
    (worker,) = map(int, out.stdout.split())
    for _ in range(100):
        if not _running(worker):
            break
        time.sleep(0.05)
    assert not _running(worker)


def _running(pid):
    """Whether process ``pid`` exists and is not a zombie."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def test_a_process_forked_by_anyone_else_leaves_the_team_alone():
    """A fork's copy of the memory going (collected, its finalizer run) ends no worker of the
    launching process's team, and a launch in the fork starts a team of its own."""
    mem = DeviceMemory()
    kernel = loaded(mem, 4)
    out = mem.alloc(32)
    launched(mem, kernel, out)
    team = children()
    pid = os.fork()
    if not pid:
        status = 1
        try:
            del mem
            gc.collect()
            other = DeviceMemory()
            result = launched(other, loaded(other, 4), other.alloc(32))
            status = 0 if result.workers == 2 and children() not in ([], team) else 2
        finally:
            os._exit(status)
    assert os.waitpid(pid, 0)[1] == 0
    mem.write(out, bytes(32))
    assert launched(mem, kernel, out).workers == 2 and words(mem, out, 8) == list(range(8))
    assert children() == team


def test_the_earliest_chunks_fault_is_the_launchs_whoever_meets_it_first(monkeypatch):
    """Workgroups 2 and 3 store past every allocation, one a chunk. The worker, slowed in its
    own chunk 1, takes chunk 3 and faults there first, while the launching process, slowed in
    chunk 2, faults later: chunk 2's fault is the launch's, as with one worker."""
    launching = os.getpid()
    run_batch = dispatch_module._run_batch

    def slowed(code, entry, batch, *rest):
        if (os.getpid() == launching) == (batch.first == 2) and batch.first in (1, 2):
            time.sleep(0.3 if batch.first == 1 else 2.0)
        return run_batch(code, entry, batch, *rest)
    try:
        store_group_id(1 << 20, 4, 1, bytes_=2 << 20)
    except MemoryViolation as err:
        alone = str(err)
    monkeypatch.setattr(dispatch_module, "_run_batch", slowed)
    faults = []
    claimed = pool_module.claimed
    monkeypatch.setattr(pool_module, "claimed", lambda *args, **kw: (
        lambda found: faults.append(found[1] and found[1][0]) or found)(claimed(*args, **kw)))
    with pytest.raises(MemoryViolation) as shared:
        store_group_id(1 << 20, 4, 2, bytes_=2 << 20)
    assert str(shared.value) == alone
    assert faults == [2]                # the launching process's (the worker's is its own)


def test_a_job_the_worker_cannot_take_is_the_launchs_error(monkeypatch):
    """A worker failing to take its job (here its unpickling) sends the error, which is the
    launch's; the team ends with it and the bytes are those from before the launch."""
    from gcnsim.emu.launch import LaunchError

    def refused(self, pid):
        raise LaunchError("refused by the test")
    monkeypatch.setattr(pool_module._Unpickler, "persistent_load", refused)
    mem = DeviceMemory()
    out = mem.alloc(32, b"\x05" * 32)
    with pytest.raises(LaunchError, match="^refused by the test$"):
        launched(mem, loaded(mem, 4), out)
    assert children() == [] and mem.read(out, 32) == b"\x05" * 32


def test_a_thousand_shared_buffers_hold_no_descriptor():
    """Buffers moved to shared memory for workers hold no file descriptor each (Python's mmap
    keeps one per mapping: an outside trial's harness loading a program per launch on workers
    ran out of its 1,024 at about 230 loads): 1,100 buffers, a launch on two workers, none
    open after it."""
    mem = DeviceMemory()
    buffers = [mem.alloc(64) for _ in range(1100)]
    out = mem.alloc(64)
    result = launched(mem, loaded(mem, 4), out, 2)
    assert result.workers == 2
    assert Path("/proc/self/maps").read_text().count("/memfd:gcnsim-device (deleted)") > 1100
    assert held_memfds() == []
    assert len(buffers) == 1100
