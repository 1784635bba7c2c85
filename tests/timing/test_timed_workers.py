"""A timed launch's functional run on several workers (emu/workers.py, timing/shares.py): each
worker records its share and the launching process merges the records into what one process
records, so the streams (entries, costs, Requests), the waves' workgroups, the notes, a
RecordCut's trips and the TimingResult are the same with one worker and two: corpus kernels
(LDS, LDS atomics, loops), a Triton matmul timed in full, by its loop's first trips and by one
XCD; a write conflict's rerun; the record's limit held across the workers."""
import gc
import json
import os
import pickle
import signal
import time
from pathlib import Path

import numpy as np
import pytest

from gcnsim.emu.launch import LaunchError
from gcnsim.emu.pool import WorkerError
from gcnsim.errors import MemoryViolation
from gcnsim.native import tier
from gcnsim.runtime import Device
from gcnsim.timing import api as timing_api
from gcnsim.timing import bound
from gcnsim.timing.sampling import Sampling

from ..emu.test_workers import (KERNELS, TARGET_OF, anonymous_shared_mappings, children,
                                earlier_children, others)  # noqa: F401 - autouse
from ..kernels.cases import CASES

TRITON = Path(__file__).resolve().parents[1] / "data" / "triton" / "gfx942"


@pytest.fixture
def records(monkeypatch):
    """The records each replay of the test's launches reads, as comparable data; every segment
    compiled at first sight (a compiled loop logs its trips in one record where the cut lets
    it: the two launches compared must not differ in what the tiering, timed by the host's
    load, had compiled by then)."""
    for name in tier.THRESHOLDS:
        monkeypatch.setattr(tier, name, 0.0)
    monkeypatch.setenv("GCNSIM_CACHE", "off")
    seen = []
    for name in ("replay", "sampled_replay"):
        def capture(recorder, *args, _original=getattr(timing_api, name), **options):
            seen.append(_contents(recorder))
            return _original(recorder, *args, **options)
        monkeypatch.setattr(timing_api, name, capture)
    return seen


def _contents(recorder):
    """What a replay reads of a Recorder: its streams (the Requests in them), the waves'
    workgroups, its notes and tallies, its RecordCut's counts; the log's record boundaries
    as they are (order matters where the record is cut by loops: loops.py ``view``)."""
    groups = np.concatenate(recorder.wave_group).tolist()
    entries, (flat, costs), offsets, issued = recorder.streams(len(groups))
    log = [([e.pc for e in run], ids.tolist(),
            [None if c is None else np.asarray(c).tolist() for c in cost])
           for run, ids, cost in recorder.log]
    cut = recorder.cut
    counts = None if cut is None else (cut.trips[:, :len(groups)].tolist(),
                                       cut.work[:len(groups)].tolist(),
                                       cut.group[:len(groups)].tolist(), cut.dropped,
                                       dict(cut.dropped_by),
                                       {k: (v[0], v[1].tolist(), v[2])
                                        for k, v in cut.at.items()})
    return ([e.pc for e in entries], flat, costs, offsets, issued, groups, log,
            list(recorder.timing_dependent.items()), recorder.lds, recorder.kept, counts,
            recorder.requests)


def _corpus(case, workers):
    """(the Launch, one workgroup a batch) of a corpus case, timed."""
    target = TARGET_OF[case.name]
    dev = Device(target)
    program = dev.load(KERNELS / target / f"{case.source}.hsaco")
    args = case.build(np.random.default_rng(case.seed()))
    device_args = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
    block = (case.block,) if isinstance(case.block, int) else case.block
    return getattr(program, case.kernel)(*device_args, grid=case.grid, block=case.block,
                                         timing=True, workers=workers,
                                         max_waves=-(-int(np.prod(block)) // 64))


def _both(records, launch):
    """The launch (a function of the workers) with one worker and with two: (their Launches,
    their records), the records compared."""
    one = launch(1)
    first = list(records)
    records.clear()
    two = launch(2)
    assert first and records == first
    assert one.timing == two.timing
    return one, two


TIMED = ("atomics_lds/two_groups", "reduce_lds/four_groups", "stencil_lds/padded",
         "loop_break_continue/mixed_trips", "matmul_tiled/n48", "bitonic_sort_local/four_groups",
         "vector_add/small_blocks")


@pytest.mark.parametrize("name", TIMED)
def test_a_timed_corpus_launch_records_the_same_on_two_workers(records, name):
    case = next(c for c in CASES if c.name == name)
    _, two = _both(records, lambda workers: _corpus(case, workers))
    assert (two.result.workers, two.result.worker_rule) == (2, "2 workers")


def test_lds_atomics_are_noted_as_one_process_notes_them(records):
    case = next(c for c in CASES if c.name == "atomics_lds/two_groups")
    _, two = _both(records, lambda workers: _corpus(case, workers))
    assert any("atomics act in the functional run's order" in why
               for why in two.timing.timing_dependent.values())


def _matmul(timing, size=128, depth=256):
    """The Triton f16 matmul of size x depth by depth x size on MI300X (32 x 32 tiles: 16
    workgroups, one a batch; its K loop of depth / 64 - 1 trips) as a function of the
    workers, timed by ``timing``."""
    manifest = json.loads((TRITON / "matmul_f16.json").read_text())

    def launch(workers):
        rng = np.random.default_rng(0)
        dev = Device("mi300x")
        kernel = dev.load((TRITON / "matmul_f16.hsaco").read_bytes())[manifest["kernel"]]
        a, b = (dev.array(rng.standard_normal(shape).astype(np.float16))
                for shape in ((size, depth), (depth, size)))
        return kernel(a, b, dev.empty((size, size), np.float32),
                      *(np.int32(v) for v in (size, size, depth, depth, size, size)),
                      None, None, grid=(size // 32) ** 2 * manifest["block"],
                      block=manifest["block"], shared_mem=manifest["shared"], checker=None,
                      timing=timing, workers=workers, max_waves=manifest["block"] // 64)
    return launch


@pytest.mark.parametrize("timing, depth", [(True, 256), (Sampling(loops=4, xcds=True), 512)],
                         ids=["full", "loops-xcds"])
def test_a_timed_triton_matmul_records_the_same_on_two_workers(records, timing, depth):
    one, two = _both(records, _matmul(timing, depth=depth))
    assert two.result.workers == 2
    if timing is not True:
        assert two.timing.method == one.timing.method and "7 trips" in two.timing.method


# Every wave stores its workgroup's id to the same dword (s[4:5]): a cross-workgroup conflict.
CONFLICT = """
  v_mov_b32 v1, s2
  v_mov_b32 v2, 0
  global_store_dword v2, v1, s[4:5]
  s_endpgm
"""


def test_a_timed_launch_with_a_write_conflict_reruns_and_records_once(records):
    """The workers' records are dropped with their run, and the rerun on one worker records
    the launch as one worker does."""
    def launch(workers):
        dev = Device("gfx900")
        out = dev.array(np.zeros(1, np.uint32))
        done = dev.load(CONFLICT).run(
            64 * 8, 64, vgpr_count=4, checker=None, timing=True, workers=workers, max_waves=1,
            sgprs={2: "workgroup_id_x", 4: (out.address & 0xFFFFFFFF, out.address >> 32)})
        assert out.numpy().tolist() == [7]
        return done
    _, two = _both(records, launch)
    assert two.result.worker_rule.startswith("a cross-workgroup write conflict seen")


# Workgroup g stores g at s[4:5] + 4096 g: past an 8 KiB buffer from workgroup 2 on.
STRIDED = """
  s_lshl_b32 s3, s2, 12
  v_mov_b32 v1, s2
  v_mov_b32 v2, s3
  global_store_dword v2, v1, s[4:5]
  s_endpgm
"""


def test_a_timed_launchs_worker_fault_is_its_error_and_nothing_is_left():
    """Workgroups 2 and 3 (the second worker's) store past the buffer: the error one worker
    meets, and no process or mapping (the shared count of what is kept) outlives it."""
    def fault(workers):
        dev = Device("gfx900")
        out = dev.array(np.zeros(2048, np.uint32))
        with pytest.raises(MemoryViolation) as info:
            dev.load(STRIDED).run(
                64 * 4, 64, vgpr_count=4, checker=None, timing=True, workers=workers,
                max_waves=1, sgprs={2: "workgroup_id_x",
                                    4: (out.address & 0xFFFFFFFF, out.address >> 32)})
        return str(info.value)
    before, earlier = anonymous_shared_mappings(), others()
    assert fault(2) == fault(1)
    gc.collect()
    assert set(children()) == earlier
    assert anonymous_shared_mappings() == before


def test_a_timed_launchs_worker_that_dies_is_named_by_its_chunk_from_the_end(monkeypatch):
    """A timed launch's worker starts at the last chunk: its death names those batches."""
    from gcnsim.emu import dispatch as dispatch_module
    launching, run_batch = os.getpid(), dispatch_module._run_batch

    def dying(code, entry, batch, *rest):
        if os.getpid() != launching:
            os.kill(os.getpid(), signal.SIGKILL)
        return run_batch(code, entry, batch, *rest)
    monkeypatch.setattr(dispatch_module, "_run_batch", dying)
    earlier = others()
    with pytest.raises(WorkerError, match=r"^worker 2 of 2 \(batches 3\.\.3 of the launch\)"):
        Device("gfx900").load("s_endpgm").run(64 * 4, 64, vgpr_count=4, checker=None,
                                              timing=True, workers=2, max_waves=1)
    gc.collect()
    assert set(children()) == earlier


# 16 waves of a loop of 64 trips: 16 x 515 wave-instructions and 16 x WAVE_WEIGHT kept
LOOP = """
  s_mov_b32 s10, 64
loop:
  v_add_f32 v0, v0, v0
  v_mul_f32 v1, v0, v0
  v_add_f32 v2, v1, v0
  v_add_f32 v3, v2, v0
  v_add_f32 v4, v3, v0
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 loop
  s_endpgm
"""


def _loop(workers, timing=True):
    return Device("gfx900").load(LOOP).run(64 * 16, 64, vgpr_count=8, checker=None,
                                           timing=timing, workers=workers, max_waves=1)


def test_a_loop_timed_by_its_first_trips_records_the_same_on_two_workers(records):
    one, two = _both(records, lambda workers: _loop(workers, Sampling(loops=8)))
    assert two.result.workers == 2 and "of the 64 trips" in two.timing.method


def test_timed_launches_are_served_by_the_kept_team(records):
    """A Device's timed launches are sent to the team its first launch on workers started
    (their record hand-off with them), each recorded as one worker records it."""
    earlier = others()          # the teams of earlier tests' Devices still alive
    program = Device("gfx900").load(LOOP)
    teams, timings = [], []
    for timing in (True, Sampling(loops=8), True):
        done = program.run(64 * 16, 64, vgpr_count=8, checker=None, timing=timing, workers=2,
                           max_waves=1)
        assert done.result.workers == 2
        teams.append(set(children()) - earlier)
        timings.append(done.timing)
    two = list(records)
    records.clear()
    assert timings == [_loop(1, timing).timing for timing in (True, Sampling(loops=8), True)]
    assert records == two
    assert len(teams[0]) == 1 and teams == [teams[0]] * 3


def test_a_worker_records_the_chunks_it_takes_from_the_last_on(records, monkeypatch):
    """The launching process, slowed in its first chunk, leaves the worker most chunks, taken
    from the last on, each handed over with its record: merged in chunk order, the record
    one worker makes."""
    from gcnsim.emu import dispatch as dispatch_module
    from gcnsim.timing import shares
    launching, run_batch, merged = os.getpid(), dispatch_module._run_batch, []

    def slowed(code, entry, batch, *rest):
        if os.getpid() == launching and batch.first == 0:
            time.sleep(1.0)
        return run_batch(code, entry, batch, *rest)
    merge = shares.RecordHandOff.merge
    monkeypatch.setattr(shares.RecordHandOff, "merge",
                        lambda self, parts: merged.append(len(parts)) or merge(self, parts))
    one = _loop(1)
    first = list(records)
    records.clear()
    monkeypatch.setattr(dispatch_module, "_run_batch", slowed)
    two = _loop(2)
    assert records == first and one.timing == two.timing
    assert two.result.workers == 2 and merged[0] >= 8


def test_the_records_limit_holds_across_the_workers(monkeypatch):
    """Each worker keeps half of the launch, within the limit; together they are past it (by
    less than bound.MARGIN: the first batches' pace does not refuse it first)."""
    kept = 16 * (8 * 64 + 3) + 16 * bound.WAVE_WEIGHT
    monkeypatch.setattr(bound, "KEPT", kept * 20 // 21)
    for workers in (1, 2):
        with pytest.raises(LaunchError, match="ran past it"):
            _loop(workers)
    monkeypatch.setattr(bound, "KEPT", kept)
    assert _loop(2).result.workers == 2


def test_requests_cross_to_the_launching_process_as_they_were():
    """Runs of Requests of one line count, of none, atomics' serials, one Request repeated
    (shares.py packs them for the pipe, a run of one Request once, and rebuilds them in
    runs, the run of one Request as one again)."""
    from gcnsim.timing import shares
    from gcnsim.timing.memory.requests import Request
    atomic, scalar = Request((128, 192, 256), "atomic", (3, 2)), Request((8,), "scalar", 1)
    requests = [Request((64 * k, 64 * k + 64), "load", 1) for k in range(5)] + [
        Request((), "scalar", 1), Request((), "scalar", 1), scalar, scalar, scalar,
        Request((8,), "scalar", 1), Request((8, 9), "load", 1), atomic, atomic,
        Request((320, 384), "store", 1)]
    packed = shares._packed_requests(requests)
    assert packed[4].tolist() == [1] * 7 + [3, 1, 1, 2, 1]
    rebuilt = shares._requests(*packed)
    assert rebuilt[7] is rebuilt[8] is rebuilt[9] is not rebuilt[10]
    for given in (requests, requests[:5], requests[5:7], []):
        rebuilt = shares._requests(*pickle.loads(pickle.dumps(shares._packed_requests(given))))
        assert rebuilt == given and all(type(r) is Request for r in rebuilt)


def test_a_timed_kernel_that_reads_the_clock_is_recorded_by_one_worker():
    done = Device("gfx900").load("s_memtime s[20:21]\ns_waitcnt lgkmcnt(0)\ns_endpgm").run(
        64 * 4, 64, vgpr_count=4, checker=None, timing=True, workers=2, max_waves=1)
    assert (done.result.workers, done.result.worker_rule) == (
        1, "a timed kernel that reads the clock is recorded by one worker")


def test_a_run_again_for_the_clock_keeps_its_atomics_notes():
    """The second run (with the replay's clock values) notes the LDS atomic as the first did
    (it classified the instructions once, and the notes went with the first run's)."""
    source = ("v_lshlrev_b32 v1, 2, v0\nds_add_rtn_u32 v2, v1, v0\ns_memtime s[20:21]\n"
              "s_waitcnt lgkmcnt(0)\ns_endpgm")
    timing = Device("gfx900").load(source).run(128, 64, vgpr_count=8, shared_mem=256,
                                               checker=None, timing=True).timing
    assert timing.timing_dependent == {4: "ds_add_rtn_u32: atomics act in the functional "
                                          "run's order"}
