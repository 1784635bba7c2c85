"""A launch's workgroups shared among worker processes (emu/workers.py): the corpus gives the
same memory and statistics with one worker and two; workgroups that communicate run on one
(atomics in the code, or a write conflict seen, which reruns the launch); a worker's fault or
death is the launch's one error, and an interrupted launch leaves no process behind."""
import gc
import os
import signal
import struct
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

import gcnsim.emu.dispatch as dispatch_module
import gcnsim.emu.pool as pool_module
import gcnsim.emu.shared as shared_module
import gcnsim.emu.workers as workers_module
from gcnsim.emu.dispatch import batches
from gcnsim.emu.hsa import launch_kernel, load_image
from gcnsim.emu.launch import Geometry, LaunchError, LaunchOptions
from gcnsim.emu.memory import DeviceMemory
from gcnsim.emu.waitcnt import WaitcntChecker
from gcnsim.emu.workers import WorkerError, communication, guided, shares
from gcnsim.errors import MemoryViolation
from gcnsim.runtime import Device

from ..kernels.cases import CASES
from .test_dispatch import code_object

ROOT = Path(__file__).resolve().parents[2]
KERNELS = ROOT / "tests" / "data" / "kernels"
TARGET_OF = {case.name: next(t for t in ("gfx942", "gfx90a", "gfx900", "gfx701")
                             if (KERNELS / t / f"{case.source}.hsaco").exists())
             for case in CASES}


def corpus_launch(case, workers):
    """(every allocation's bytes, the DispatchResult) of a case's launch, one workgroup a
    batch, the dynamic checker on."""
    target = TARGET_OF[case.name]
    dev = Device(target)
    program = dev.load(KERNELS / target / f"{case.source}.hsaco")
    args = case.build(np.random.default_rng(case.seed()))
    device_args = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
    block = (case.block,) if isinstance(case.block, int) else case.block
    done = getattr(program, case.kernel)(*device_args, grid=case.grid, block=case.block,
                                         checker=WaitcntChecker(), workers=workers,
                                         max_waves=-(-int(np.prod(block)) // 64))
    return [(a.address, a.data.tobytes()) for a in dev.memory.allocations], done.result


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_corpus_same_with_one_and_two_workers(case):
    one, first = corpus_launch(case, 1)
    two, second = corpus_launch(case, 2)
    assert one == two
    assert first.stats == second.stats
    assert first.events == second.events
    assert (first.waves, first.batches) == (second.waves, second.batches)
    if second.workers == 1:
        assert second.batches == 1 or "communicate" in second.worker_rule or (
            "conflict" in second.worker_rule), second.worker_rule
    else:
        assert second.workers == 2 and second.worker_rule == "2 workers"


def test_the_corpus_runs_on_two_workers_mostly():
    """Not every case falls back: most of the corpus is workgroups that never meet."""
    names = [case.name for case in CASES
             if corpus_launch(case, 2)[1].workers == 2]
    assert len(names) >= len(CASES) // 2, names


def test_atomics_in_the_code_decide_one_worker():
    case = next(c for c in CASES if c.kernel == "atomics_global_ops")
    _, result = corpus_launch(case, 2)
    assert result.workers == 1
    assert result.worker_rule.startswith("workgroups may communicate (global_atomic")
    program = Device("gfx900").load(KERNELS / "gfx900" / "saxpy.hsaco")
    assert communication(program.saxpy.loaded.code) is None


@pytest.mark.parametrize("grid", [(1000, 3), (1024, 3)])     # partial workgroups, or none
def test_a_shares_batches_are_those_of_the_whole_launch(grid):
    geometry = Geometry.of(grid, (256,))
    whole = list(batches(geometry, 10))
    share = list(batches(geometry, 10, 3, 7))
    assert [(b.first, b.first_wave, b.waves) for b in share] == [
        (b.first, b.first_wave, b.waves) for b in whole[3:7]]


def test_shares_are_contiguous_and_cover_every_batch():
    assert shares(5, 2) == [(0, 2), (2, 5)]
    assert shares(7, 3) == [(0, 2), (2, 4), (4, 7)]


@pytest.mark.parametrize("batches_, workers", [(256, 2), (2, 2), (3, 2), (1000, 7)])
def test_guided_chunks_shrink_to_one_batch_and_cover_every_batch(batches_, workers):
    chunks = guided(batches_, workers)
    sizes = [end - first for first, end in chunks]
    assert [first for first, _ in chunks] == [0, *np.cumsum(sizes)[:-1].tolist()]
    assert sum(sizes) == batches_ and len(chunks) >= workers
    assert sizes == sorted(sizes, reverse=True) and sizes[-1] == 1
    assert guided(256, 2)[:3] == [(0, 64), (64, 112), (112, 148)]


# Every work-item of workgroup g stores g at ptr[g * STRIDE] (STRIDE 0: every workgroup the
# same dword, a cross-workgroup write conflict); ptr is the kernel's one argument.
STORE_GROUP_ID = """
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_mul_i32 s3, s2, {stride}
  v_mov_b32 v1, s2
  v_mov_b32 v2, s3
  s_waitcnt lgkmcnt(0)
  global_store_dword v2, v1, s[4:5]
  s_endpgm"""
DIRECTIVES = dict(user_sgpr_kernarg_segment_ptr=1, user_sgpr_count=2,
                  system_sgpr_workgroup_id_x=1)


def store_group_id(stride, groups, workers, bytes_=None):
    """(the buffer's words, DispatchResult) of STORE_GROUP_ID over ``groups`` workgroups of
    64, one a batch."""
    mem = DeviceMemory()
    _, kernels = load_image(mem, code_object("gfx900", STORE_GROUP_ID.format(stride=stride),
                                             **DIRECTIVES))
    size = bytes_ or 4 * max(1, stride // 4 * groups)
    out = mem.alloc(size)
    options = LaunchOptions(64 * groups, 64, max_waves=1, workers=workers)
    result = launch_kernel(mem, kernels["k"], options, struct.pack("<Q", out))
    return np.frombuffer(mem.read(out, size), np.uint32), result


def test_a_write_conflict_reruns_the_launch_with_one_worker():
    words, result = store_group_id(0, 8, 2)
    assert words.tolist() == [7]                    # the last workgroup's, as one worker
    assert result.workers == 1
    assert result.worker_rule.startswith("a cross-workgroup write conflict seen")


def test_apart_writes_run_on_two_workers():
    words, result = store_group_id(4, 8, 2)
    assert words.tolist() == list(range(8))
    assert (result.workers, result.worker_rule) == (2, "2 workers")


# Work-item j stores its workgroup's id as a short at ptr[8j] and, ``second``, at ptr[8j + 6]:
# a short there stays in dword 2j + 1; a dword there reaches work-item j + 1's first bytes.
STORE_HALVES = """
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  s_lshl_b32 s3, s2, 6
  v_add_u32 v2, s3, v0
  v_lshlrev_b32 v2, 3, v2
  v_mov_b32 v1, s2
  s_waitcnt lgkmcnt(0)
  global_store_short v2, v1, s[4:5]
  global_store_{second} v2, v1, s[4:5] offset:6
  s_endpgm"""


@pytest.mark.parametrize("second, meets", [("short", False), ("dword", True)])
@pytest.mark.parametrize("tier", ["interpreter", "native"])
def test_a_store_marks_the_dwords_its_bytes_reach_only(monkeypatch, tier, second, meets):
    """A short at 2 mod 4 marks its one dword, not the next one too (which the next work-item,
    maybe another worker's, stores to: clang's -O0 code for 16 bytes an item was rerun on one
    worker); a dword there does reach the next one: a conflict."""
    tier_at_first_sight(monkeypatch, tier)
    mem = DeviceMemory()
    _, kernels = load_image(mem, code_object("gfx900", STORE_HALVES.format(second=second),
                                             **DIRECTIVES))
    results, outs = [], []
    for workers in (1, 2):
        out = mem.alloc(8 * 64 * 8 + 8)
        options = LaunchOptions(64 * 8, 64, max_waves=1, workers=workers, tier=tier)
        results.append(launch_kernel(mem, kernels["k"], options, struct.pack("<Q", out)))
        outs.append(mem.read(out, 8 * 64 * 8 + 8))
    assert outs[0] == outs[1]
    assert results[1].workers == (1 if meets else 2), results[1].worker_rule


@pytest.mark.parametrize("stride, asked", [(4, True), (4 * shared_module.BLOCK, False)])
def test_marks_are_read_only_where_summaries_meet(monkeypatch, stride, asked):
    """Workers send which blocks of BLOCK dwords they marked; the launching process asks for a
    worker's marks only where its blocks meet another's (neighbouring dwords: yes)."""
    asks = []
    raw = pool_module.Team.raw
    monkeypatch.setattr(pool_module.Team, "raw",
                        lambda *args: asks.append(args) or raw(*args))
    words, result = store_group_id(stride, 8, 2)
    assert words[::stride // 4].tolist() == list(range(8))
    assert (result.workers, bool(asks)) == (2, asked)


def test_a_range_marks_whole_blocks_that_raw_gives_dword_by_dword():
    """A dense store over dwords 100 .. 2 x BLOCK + 49 marks block 1 by its whole byte, the
    dwords of blocks 0 and 2 a byte each; the summary and ``raw`` say which dwords it wrote,
    so a read of any of them by another worker is a conflict and one past them is not."""
    block = shared_module.BLOCK
    mem = DeviceMemory()
    address = mem.alloc(4 * 3 * block)
    marks = shared_module.Marks()
    marks.watch(mem, mem.allocations, {address}, 0, None, 7)
    mem.watch(address + 4 * np.arange(100, 2 * block + 50, dtype=np.uint64), 4, True)
    written = marks.kept[shared_module.key(mem.allocations[0].data)][1]
    assert not written[block:2 * block].any()           # block 1: its whole byte only
    reads, writes = marks.summary()[address]
    assert not reads.any() and writes.tolist() == [True, True, True]
    wrote = marks.raw(address, np.arange(3))[1].ravel()
    assert np.flatnonzero(wrote).tolist() == list(range(100, 2 * block + 50))
    for dword, meets in ((99, False), (100, True), (block + 7, True), (2 * block + 50, False)):
        other = np.zeros((3, block), bool), np.zeros((3, block), bool)
        other[0].ravel()[dword] = True
        assert shared_module._meet(wrote.reshape(3, block), other) == meets


# Every workgroup adds 1 to ptr[0] (a load and a store: a conflict on two workers, whose rerun
# needs the bytes the launch started with).
INCREMENT = """
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_mov_b32 v1, 0
  s_waitcnt lgkmcnt(0)
  global_load_dword v2, v1, s[4:5]
  s_waitcnt vmcnt(0)
  v_add_u32 v2, 1, v2
  global_store_dword v1, v2, s[4:5]
  s_endpgm"""


def tier_at_first_sight(monkeypatch, tier):
    """Launches run in ``tier`` as asked; the native tier compiles every block at first sight
    (its cache off)."""
    if tier == "native":
        from gcnsim.native import tier as native_tier
        for name in native_tier.THRESHOLDS:
            monkeypatch.setattr(native_tier, name, 0.0)
        monkeypatch.setenv("GCNSIM_CACHE", "off")
    monkeypatch.delenv("GCNSIM_TIER", raising=False)


@pytest.mark.parametrize("tier", ["interpreter", "native"])
def test_a_store_the_launch_did_not_watch_runs_it_again(monkeypatch, tier):
    """A launch watches what its code's launches wrote only; a store elsewhere (here the third
    launch's buffer) stops it before that store, and it runs again with everything watched:
    its conflict's rerun then starts from the right bytes."""
    tier_at_first_sight(monkeypatch, tier)
    runs = []
    run = workers_module.run
    monkeypatch.setattr(workers_module, "run", lambda launch, *rest: runs.append(
        len(launch.watched)) or run(launch, *rest))
    mem = DeviceMemory()
    _, kernels = load_image(mem, code_object("gfx900", INCREMENT, **DIRECTIVES))
    first, second = (mem.alloc(4, struct.pack("<I", 100)) for _ in range(2))
    options = LaunchOptions(512, 64, max_waves=1, workers=2, tier=tier)
    for out in (first, first, second, first, second):
        result = launch_kernel(mem, kernels["k"], options, struct.pack("<Q", out))
        assert result.worker_rule.startswith("a cross-workgroup write conflict seen")
    assert [mem.read(out, 4) for out in (first, second)] == [struct.pack("<I", 124),
                                                           struct.pack("<I", 116)]
    everything = runs[0]        # the second launch watched `first` only; the fourth and fifth
    assert runs == [everything, 1, 1, everything, 2, 2]     # what the launches wrote together


def test_an_allocation_not_watched_is_not_marked():
    """No worker may write an allocation the launch does not watch (a store stops it), so
    reading it meets no one: it has no marks (none made, summed up or cleared)."""
    mem = DeviceMemory()
    watched, other = mem.alloc(64), mem.alloc(64)
    code = DeviceMemory()               # any object a weak reference can hold stands for one
    shared_module._WRITES[code] = frozenset({watched})
    launch = workers_module.SharedLaunch(mem, code=code)
    launch.scratch = pool_module.Claims(1).scratch
    launch.track()
    try:
        mem.load_dwords(np.array([other, watched], np.uint64), 1)
        with pytest.raises(workers_module.Unprepared):
            mem.store_dwords(np.array([other], np.uint64), np.zeros((1, 1), np.uint32))
    finally:
        launch.untrack()
    summary = launch.marks.summary()
    assert summary[watched][0].any() and not summary[other][0].any()
    assert shared_module.key(mem.find(other).data) not in launch.marks.kept     # none made
    launch.leave(keep=True)


def launched_twice(stride=4):
    """(DeviceMemory, the buffer's address, its bytes object after the first launch, the second
    launch's DispatchResult) of STORE_GROUP_ID launched twice on 8 workgroups, two workers."""
    mem = DeviceMemory()
    _, kernels = load_image(mem, code_object("gfx900", STORE_GROUP_ID.format(stride=stride),
                                             **DIRECTIVES))
    out = mem.alloc(32)
    options = LaunchOptions(512, 64, max_waves=1, workers=2)
    launch_kernel(mem, kernels["k"], options, struct.pack("<Q", out))
    data = mem.find(out).data
    mem.write(out, bytes(32))
    return mem, out, data, launch_kernel(mem, kernels["k"], options, struct.pack("<Q", out))


@pytest.mark.parametrize("stamps", [shared_module.STAMPS, 2])
def test_a_launchs_marks_do_not_outlive_it(monkeypatch, stamps):
    """Marks are kept between launches (made once), each launch's its own stamp, zeroed once
    every STAMPS launches: a launch's first worker writes the dwords the last launch's second
    worker wrote, which stale marks would take for a conflict."""
    monkeypatch.setattr(shared_module, "STAMPS", stamps)
    mem = DeviceMemory()
    _, kernels = load_image(mem, code_object("gfx900", STORE_GROUP_ID.format(stride=4),
                                             **DIRECTIVES))
    out = mem.alloc(64)
    options = LaunchOptions(512, 64, max_waves=1, workers=2)
    for words in (4, 8, 8, 4, 4):   # workgroups 0-3 on the first worker, 4-7 on the second
        result = launch_kernel(mem, kernels["k"], options, struct.pack("<Q", out + 4 * words))
        assert (result.workers, result.worker_rule) == (2, "2 workers")
        assert np.frombuffer(mem.read(out + 4 * words, 32), np.uint32).tolist() == list(range(8))


def test_device_memory_stays_shared_for_the_next_launch():
    """The first launch with workers moves the bytes to a shared mapping; the next writes the
    same pages in place (nothing copied in or out), with one worker's results."""
    mem, out, data, result = launched_twice()
    assert result.workers == 2
    assert shared_module.is_shared(data) and mem.find(out).data is data
    assert np.frombuffer(mem.read(out, 32), np.uint32).tolist() == list(range(8))


def test_bytes_moved_to_shared_memory_are_the_allocations_and_their_undo_record_zero():
    """_shared writes the bytes to the memfd before mapping it (pwrite): the mapping holds
    them, an odd size's last bytes too, and the undo record and its words after them are
    zero."""
    data = np.random.default_rng(1).integers(0, 256, 3 * shared_module.CHUNK + 5, np.uint8)
    moved = shared_module._shared(data)
    fd = shared_module.unsent(shared_module.key(moved))
    os.close(fd)
    assert shared_module.is_shared(moved) and moved is not data
    assert np.array_equal(moved, data)
    undo, words = shared_module.records(moved)
    assert not undo.any() and not words.any()


def test_a_process_forked_by_anyone_else_has_its_own_device_memory():
    mem, out, _, _ = launched_twice()
    pid = os.fork()
    if not pid:                                     # the child: its write stays its own
        mem.write(out, b"\xff" * 32)
        os._exit(0 if not shared_module.is_shared(mem.find(out).data) else 1)
    assert os.waitpid(pid, 0)[1] == 0
    assert np.frombuffer(mem.read(out, 32), np.uint32).tolist() == list(range(8))


def anonymous_shared_mappings():
    """The shared mappings of device memory in this process (memfds: /proc/self/maps names
    them '/memfd:gcnsim-device (deleted)') and memfds it holds open, once what is garbage is
    collected (device memory keeps its shared bytes until it goes)."""
    gc.collect()
    fds = sum("memfd:gcnsim-device" in os.readlink(fd)
              for fd in Path("/proc/self/fd").iterdir() if fd.exists())
    return Path("/proc/self/maps").read_text().count("memfd:gcnsim-device") + fds


# Processes this process had before the running test (set by ``earlier_children``): another
# test's Device still alive (a kept traceback, a module's fixture) keeps its team, and a test's
# claims are about the processes it starts.
EARLIER = set()


@pytest.fixture(autouse=True)
def earlier_children():
    """Note the children this process has before a test; children() leaves them out."""
    EARLIER.clear()
    gc.collect()
    EARLIER.update(children())
    yield


def children(parent=None):
    """Processes whose parent is ``parent`` (default: this one, those it had before the
    running test left out)."""
    own = parent is None
    parent = parent or os.getpid()
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == parent:
            found.append(int(stat.parent.name))
    return [pid for pid in found if not (own and pid in EARLIER)]


def others():
    """This process's children before a test, once what is garbage is collected."""
    gc.collect()
    return set(children())


def test_a_workers_fault_is_the_launchs_error_and_nothing_is_left():
    """Workgroups 2 and 3 store past the buffer (the second worker's): the same error as
    with one worker, and no process or mapping outlives the launch."""
    before, earlier = anonymous_shared_mappings(), others()
    with pytest.raises(MemoryViolation) as alone:
        store_group_id(4096, 4, 1, bytes_=8192)
    with pytest.raises(MemoryViolation) as shared:
        store_group_id(4096, 4, 2, bytes_=8192)
    assert str(shared.value) == str(alone.value)
    del alone, shared
    gc.collect()
    assert set(children()) == earlier
    assert anonymous_shared_mappings() == before


def test_a_worker_that_dies_is_a_worker_error(monkeypatch):
    launching = os.getpid()
    run_batch = dispatch_module._run_batch

    def dying(code, entry, batch, *rest):
        if os.getpid() != launching:
            os.kill(os.getpid(), signal.SIGKILL)
        return run_batch(code, entry, batch, *rest)
    monkeypatch.setattr(dispatch_module, "_run_batch", dying)
    before, earlier = anonymous_shared_mappings(), others()
    with pytest.raises(WorkerError, match=r"^worker 2 of 2 \(batches 1\.\.1 of the launch\) "
                                          r"ended without a result \(signal 9\)$") as info:
        store_group_id(4, 4, 2)         # the worker's own chunk: batch 1 of 4
    del info
    gc.collect()
    assert set(children()) == earlier
    assert anonymous_shared_mappings() == before


@pytest.mark.parametrize("workers", [0, -1, 2.0, "2", 1 << 10])
def test_workers_must_be_a_positive_count(workers):
    with pytest.raises(LaunchError, match=r"^workers must be an integer in 1\.\.1023"):
        LaunchOptions(64, workers=workers)


def test_ctrl_c_exits_130_with_no_worker_left():
    """SIGINT to `gcnsim run --workers 2` while it and its forked worker run: status 130, one
    line, and the worker gone."""
    n = 1 << 23             # interpreted: seconds of work, time to be interrupted in
    args = [sys.executable, "-m", "gcnsim.cli", "run", str(KERNELS / "gfx900" / "saxpy.hsaco"),
            "--grid", str(n), "--block", "256", "--workers", "2", "--tier", "interpreter",
            "-a", "f32=2",
            "-a", f"f32:{n}:rand", "-a", f"f32:{n}:rand", "-a", f"i32={n}"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    workers = []
    for _ in range(600):
        workers = children(proc.pid)
        if workers or proc.poll() is not None:
            break
        time.sleep(0.1)
    assert len(workers) == 1, proc.communicate()
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, err
    assert err.decode().strip().splitlines() == ["gcnsim: interrupted"]
    assert not [pid for pid in workers if Path(f"/proc/{pid}").exists()]



def _in_a_pool(_):
    return store_group_id(4, 8, 2)[1].worker_rule


def test_a_launch_inside_a_pool_runs_on_one_worker():
    import multiprocessing
    with multiprocessing.get_context("fork").Pool(1) as pool:
        rule = pool.map(_in_a_pool, [0])[0]
    assert rule == "run inside a worker process (a pool's point): one worker"


@pytest.mark.parametrize("options, rule", [
    (dict(budget=10**6), "a budget counts the whole launch: one worker"),
    (dict(checker=WaitcntChecker(mode="warn")),
     "the checker collects events of the whole launch: one worker"),
    (dict(checker="adversarial"), "the checker collects events of the whole launch: one worker"),
    (dict(max_waves=8), "one batch of workgroups: one worker"),
    (dict(workers=1), "one worker asked for"),
])
def test_the_rule_that_decides_one_worker_is_named(options, rule):
    mem = DeviceMemory()
    _, kernels = load_image(mem, code_object("gfx900", STORE_GROUP_ID.format(stride=4),
                                             **DIRECTIVES))
    out = mem.alloc(32)
    keywords = {"max_waves": 1, "workers": 2, **options}
    result = launch_kernel(mem, kernels["k"], LaunchOptions(512, 64, **keywords),
                           struct.pack("<Q", out))
    assert (result.workers, result.worker_rule) == (1, rule)
    assert np.frombuffer(mem.read(out, 32), np.uint32).tolist() == list(range(8))


def test_progress_hears_of_every_workgroup_once():
    mem = DeviceMemory()
    _, kernels = load_image(mem, code_object("gfx900", STORE_GROUP_ID.format(stride=4),
                                             **DIRECTIVES))
    out = mem.alloc(32)
    heard = []
    options = LaunchOptions(512, 64, max_waves=1, workers=2,
                            progress=lambda *args: heard.append(args))
    result = launch_kernel(mem, kernels["k"], options, struct.pack("<Q", out))
    assert result.workers == 2
    assert [done for done, _, _ in heard] == list(range(1, 9))
    assert {(total, phase) for _, total, phase in heard} == {(8, "functional run")}


def test_a_short_launch_imports_no_worker_machinery():
    code = ("import sys, numpy as np; from gcnsim.runtime import Device; "
            f"p = Device('gfx900').load({str(KERNELS / 'gfx900' / 'saxpy.hsaco')!r}); "
            "d = p.device; x = d.array(np.ones(4096, np.float32)); "
            "p.saxpy(2.0, x, x, 4096, grid=4096, block=256); "
            "print('gcnsim.emu.workers' in sys.modules, 'multiprocessing' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(ROOT)}, check=True).stdout
    assert out.split() == ["False", "False"]
