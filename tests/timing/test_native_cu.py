"""The compute unit's turns in compiled code (timing/cu.c, native_cu.py), which every replay
runs: launches of the timed-launch comparison set covering its rules (MFMA wait states and
dependencies, LDS and barriers, atomics and scalar memory, loops and branches, several
workgroups a CU), running ahead and in lockstep, give every field of the golden results, which
the Python CU gave (tools/launch_set.py) and still gives (GCNSIM_CU=python); its event buffer
handed back after every turn gives the same; what it cannot keep is a TimingError."""
import shutil
from dataclasses import replace

import pytest

from gcnsim.timing import engine, native_cu
from tools import launch_set

GOLDEN = launch_set.load_golden()
LAUNCHES = launch_set.launches()
COVERING = ("corpus/mfma_ops/mfma_f32_32x32x2f32-gfx90a", "corpus/matmul_tiled/n48-gfx90a",
            "corpus/histogram_lds/16_wave_groups-gfx701", "corpus/reduce_early_exit/partial-gfx701",
            "corpus/scan_blelloch/three_groups-gfx701", "corpus/uniform_loop/degree5-gfx701",
            "corpus/wave_vote/four_waves-gfx942", "micro/atomics-spread-gfx900")


def _timed_compiled(monkeypatch, name, cu="native"):
    """The golden fields of launch ``name`` with the CU ``cu`` (GCNSIM_CU), and how many
    replays made compiled CUs."""
    if name.startswith("micro/") and shutil.which("clang-19") is None:
        pytest.skip("the memory microbenchmarks are built with clang-19")
    monkeypatch.setenv("GCNSIM_CU", cu)
    made = []

    def counted(*args, **kwargs):
        made.append(1)
        return native_cu.native_cus(*args, **kwargs)
    monkeypatch.setattr(engine, "native_cus", counted)
    target, run = LAUNCHES[name]
    return launch_set.time_both(target, run), len(made)


@pytest.mark.parametrize("name", COVERING)
def test_the_compiled_cu_times_as_the_golden_file(monkeypatch, name):
    got, made = _timed_compiled(monkeypatch, name)
    assert made
    assert launch_set.differing(GOLDEN[name], got) == []


@pytest.mark.parametrize("name", COVERING[:2])
def test_the_python_cu_times_as_the_golden_file_too(monkeypatch, name):
    got, made = _timed_compiled(monkeypatch, name, "python")
    assert not made
    assert launch_set.differing(GOLDEN[name], got) == []


def test_events_handed_back_after_every_turn_time_the_same(monkeypatch):
    monkeypatch.setattr(native_cu, "DRAIN_AT", 0)
    name = "corpus/matmul_tiled/n48-gfx90a"
    got, _ = _timed_compiled(monkeypatch, name)
    assert launch_set.differing(GOLDEN[name], got) == []


def test_more_waves_a_simd_than_the_compiled_cu_keeps_is_a_timing_error(monkeypatch):
    original = native_cu.native_cus

    def crowded(ops, flat, codes, requests, waits, device, occupancy, *rest):
        occupancy = replace(occupancy, waves_per_simd=native_cu.MAXPARK + 1)
        return original(ops, flat, codes, requests, waits, device, occupancy, *rest)
    monkeypatch.setattr(engine, "native_cus", crowded)
    monkeypatch.setenv("GCNSIM_CU", "native")
    target, run = LAUNCHES["corpus/uniform_loop/degree5-gfx701"]
    with pytest.raises(engine.TimingError, match="waves per SIMD"):
        launch_set.time_both(target, run)


@pytest.mark.parametrize("name, python", [("corpus/saxpy/partial-gfx942", False),
                                          ("corpus/atomics_global/partial-gfx942", True)])
def test_running_ahead_python_answers_only_atomics_and_maintenance(monkeypatch, name, python):
    """Running on alone, the compiled CUs' requests wait in queue.c, which asks the
    hierarchy's compiled port (TLB and levels) for loads, stores and scalar loads with no
    return to Python, and hands it only atomics and cache maintenance: the saxpy's requests
    are answered in C alone, the atomics' in Python, and both time as the golden file."""
    answered = []
    answer = native_cu.NativeComputeUnit.answer

    def counted(cu, slot, op, t, done):
        if cu.s.queue:                  # (not lockstep)
            answered.append(op.name)
        return answer(cu, slot, op, t, done)
    monkeypatch.setattr(native_cu.NativeComputeUnit, "answer", counted)
    got, _ = _timed_compiled(monkeypatch, name)
    assert launch_set.differing(GOLDEN[name], got) == []
    assert bool(answered) == python
    assert all("atomic" in op for op in answered)
