"""The compute unit's turns in compiled code (timing/cu.c, native_cu.py), which every replay
runs: launches of the timed-launch comparison set covering its rules (MFMA wait states and
dependencies, LDS and barriers, atomics and scalar memory, loops and branches, several
workgroups a CU), running ahead and in lockstep, give every field of the golden results, which
the Python CU gave (tools/launch_set.py) and still gives (GCNSIM_CU=python); its event buffer
handed back after every turn gives the same, and so does its table of MFMA pairs grown from one
slot; what it cannot keep is a TimingError."""
import json
import shutil
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device
from gcnsim.timing import engine, native_cu
from tools import launch_set

TRITON = Path(__file__).resolve().parents[1] / "data" / "triton" / "gfx90a"
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


def test_the_mfma_pairs_table_grows_as_the_pairs_come_and_times_as_the_python_cu(monkeypatch):
    """The table of MFMA pairs' wait states (Shared.put_states) starts at STATES slots and
    doubles when it would be more than half full, pointing every CU at the new one: from one
    slot, the 4 pairs of this launch grow it to 8 and time as the golden file (the Python CU's),
    where a fixed table (session 20's, its pairs counted with the streams' bytes) raised
    "too many MFMA pairs" in the full timing of Triton matmuls (docs/sampling-log.md)."""
    monkeypatch.setattr(native_cu, "STATES", 1)
    shared = []
    original = native_cu.native_cus

    def kept(*args, **kwargs):
        cus, queue = original(*args, **kwargs)
        shared.append(cus[0].shared)
        return cus, queue
    monkeypatch.setattr(native_cu, "native_cus", kept)
    name = "corpus/mfma_ops/mfma_f32_16x16x16f16-gfx942"
    got, made = _timed_compiled(monkeypatch, name)
    assert launch_set.differing(GOLDEN[name], got) == []
    assert made and len(shared) == made
    assert [(len(s.pairs), s.states_mask + 1) for s in shared] == [(4, 8)] * len(shared)
    assert all(np.count_nonzero(s.states[::2]) == 4 for s in shared)


def _triton_matmul_cycles(monkeypatch, cu, k):
    """The cycles of one 32 x 32 block of Triton's f16 matmul over depth ``k`` on an MI250X
    of one CU, timed in full with the CU ``cu`` (GCNSIM_CU)."""
    monkeypatch.setenv("GCNSIM_CU", cu)
    manifest = json.loads((TRITON / "matmul_f16.json").read_text())
    dev = Device(config=replace(get_device("mi250x"), compute_units=1))
    kernel = dev.load((TRITON / "matmul_f16.hsaco").read_bytes())[manifest["kernel"]]
    rng = np.random.default_rng(0)
    a, b = (dev.array(rng.standard_normal(shape).astype(np.float16))
            for shape in ((32, k), (k, 32)))
    c = dev.array(np.zeros((32, 32), np.float32))
    return kernel(a, b, c, *map(np.int32, (32, 32, k, k, 32, 32)), None, None,
                  grid=manifest["block"], block=manifest["block"],
                  shared_mem=manifest["shared"], timing=True).timing.cycles


def test_a_triton_matmul_whose_streams_pass_64_kib_times_in_full_as_the_python_cu(monkeypatch):
    """The smallest launch found whose full timing failed with "too many MFMA pairs": its
    workgroup's streams (4 bytes an instruction, line_numbers' KNOWN) passed 64 KiB, which
    were counted with its 6 MFMA pairs against the table's fixed room."""
    monkeypatch.setenv("GCNSIM_CACHE", "off")
    assert _triton_matmul_cycles(monkeypatch, "native", 2048) == _triton_matmul_cycles(
        monkeypatch, "python", 2048)
