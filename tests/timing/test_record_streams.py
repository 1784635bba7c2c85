"""The recorder's streams (timing/record.py ``streams``): every wave's entries and costs, read
back from its log the plain way (a record at a time) and compared with what ``streams`` gives
(which gathers the costs as ints and boxes them once)."""
import contextlib
from pathlib import Path

import numpy as np

from gcnsim.isa.issue import LDS
from gcnsim.runtime import Device
from gcnsim.timing.memory.requests import tables
from gcnsim.timing.record import NO_REQUEST, Recorder

KERNELS = Path(__file__).resolve().parent.parent / "data" / "kernels"
LDS_LOOP = """
  v_lshlrev_b32 v1, 2, v0
  ds_write_b32 v1, v0
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v2, v1
  s_waitcnt lgkmcnt(0)
  s_endpgm
"""


def _expected(recorder, waves):
    """Per wave, its (entry, cost) pairs in order, from the log: an LDS op's recorded cost, a
    memory op's Request (NO_REQUEST for -1), 0 for an instruction with no cost."""
    requests = [*recorder.requests, NO_REQUEST]
    per_wave = [[] for _ in range(waves)]
    for run, wave_ids, costs in recorder.log:
        for k, wave in enumerate(np.asarray(wave_ids).tolist()):
            for entry, cost in zip(run, costs):
                if cost is None:
                    per_wave[wave].append((entry, 0))
                elif recorder._kind(entry)[0] == LDS:
                    per_wave[wave].append((entry, int(cost[k])))
                else:
                    per_wave[wave].append((entry, requests[int(cost[k])]))
    return per_wave


def _check(recorder):
    waves = int(sum(len(g) for g in recorder.wave_group))
    expected = _expected(recorder, waves)
    entries, (flat, costs), offsets, _ = recorder.streams(waves)
    for wave in range(waves):
        span = range(offsets[wave], offsets[wave + 1])
        got = [(entries[flat[i]], costs[i]) for i in span]
        assert [e for e, _ in got] == [e for e, _ in expected[wave]]
        for (_, cost), (_, want) in zip(got, expected[wave]):
            assert cost is want or (type(cost) is int and cost == want)


def test_lds_costs_are_the_recorded_ints():
    dev = Device("gfx900")
    recorder = Recorder(dev.config.lds_banks, dev.config.memory)
    dev.load(LDS_LOOP).run(256, 128, vgpr_count=8, shared_mem=1024, checker=None,
                           timing=recorder)
    assert any(type(c) is int and c for c in recorder.streams(4)[1][1])
    _check(recorder)


def test_memory_costs_are_the_recorded_requests():
    dev = Device("gfx900")
    recorder = Recorder(dev.config.lds_banks, dev.config.memory)
    prog = dev.load(KERNELS / "gfx900" / "saxpy.hsaco")
    x, y = dev.array(np.ones(1000, np.float32)), dev.array(np.ones(1000, np.float32))
    prog.saxpy(2.0, x, y, 1000, grid=1024, block=256, checker=None, timing=recorder)
    assert recorder.requests
    _check(recorder)


def test_the_request_tables_join_the_arrays_the_requests_were_made_from():
    """Recorder.request_tables joins the arrays each instruction's Requests were made from
    (memory/requests.py ``joined``): the same as reading every Request (``tables``), with
    loads, stores, scalar loads and atomics on one address."""
    dev = Device("gfx900")
    rng = np.random.default_rng(3)
    for name, args in (("saxpy", (2.0, np.ones(1000, np.float32), np.ones(1000, np.float32),
                                  1000)),
                       ("atomics_global", (rng.integers(0, 9, 1024, np.int32),
                                           *(np.zeros(1, np.int32) for _ in range(3))))):
        recorder = Recorder(dev.config.lds_banks, dev.config.memory)
        prog = dev.load(KERNELS / "gfx900" / f"{name}.hsaco")
        values = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
        getattr(prog, name)(*values, grid=1024, block=128, checker=None, timing=recorder)
        assert recorder._parts and len(recorder.requests) > 1
        for got, want in zip(recorder.request_tables(), tables(recorder.requests)):
            assert got.dtype == want.dtype and np.array_equal(got, want)


def test_a_selection_s_streams_are_the_whole_record_s_for_its_waves():
    """``streams`` with ``only`` (a sampled replay's workgroups) reads only the records holding
    a wanted wave, its entries numbered once while the streams are kept: each wanted wave's
    stream and costs are the whole record's, the others' empty, the entries and what each
    issues the same, within ``streams_kept`` and outside it."""
    dev = Device("gfx900")
    recorder = Recorder(dev.config.lds_banks, dev.config.memory)
    prog = dev.load(KERNELS / "gfx900" / "histogram_lds.hsaco")
    data = dev.array(np.random.default_rng(5).integers(0, 1 << 20, 8192).astype(np.uint32))
    bins = dev.array(np.zeros(64, np.uint32))
    prog.histogram_lds(data, bins, 8192, grid=8192, block=256, checker=None, timing=recorder)
    waves = int(sum(len(g) for g in recorder.wave_group))
    entries, (flat, codes), offsets, issued = recorder.streams(waves, True)
    only = np.zeros(waves, bool)
    only[[1, 5, 6, 7, waves - 1]] = True
    for kept in (False, True):
        with recorder.streams_kept() if kept else contextlib.nullcontext():
            for _ in range(2 if kept else 1):       # (the numbering again, when kept)
                got, (numbers, costs), starts, counts = recorder.streams(waves, True, only)
                assert [e.pc for e in got] == [e.pc for e in entries] and counts == issued
                for wave in range(waves):
                    span = slice(starts[wave], starts[wave + 1])
                    whole = slice(offsets[wave], offsets[wave + 1])
                    assert (np.array_equal(numbers[span], flat[whole])
                            and np.array_equal(costs[span], codes[whole])
                            if only[wave] else starts[wave] == starts[wave + 1])


def test_a_kept_selection_s_streams_serve_any_selection_within_it():
    """``keep_streams`` (a sampled launch's windows, then its check apart) builds a
    selection's streams once: a replay of any part of it reads them, each of its waves' stream
    and costs the whole record's; a selection reaching outside it is built anew."""
    dev = Device("gfx900")
    recorder = Recorder(dev.config.lds_banks, dev.config.memory)
    prog = dev.load(KERNELS / "gfx900" / "histogram_lds.hsaco")
    data = dev.array(np.random.default_rng(5).integers(0, 1 << 20, 8192).astype(np.uint32))
    bins = dev.array(np.zeros(64, np.uint32))
    prog.histogram_lds(data, bins, 8192, grid=8192, block=256, checker=None, timing=recorder)
    waves = int(sum(len(g) for g in recorder.wave_group))
    entries, (flat, codes), offsets, issued = recorder.streams(waves, True)
    with recorder.streams_kept():
        recorder.keep_streams([0, 3, 7])
        kept = recorder.kept_streams["selected"][2]
        for groups in ([0, 3, 7], [3], [0, 7], [0, 5]):
            only = recorder.waves_of(groups)
            found = recorder.streams(waves, True, only)
            assert (found is kept) == (groups != [0, 5])
            got, (numbers, costs), starts, counts = found
            assert [e.pc for e in got] == [e.pc for e in entries] and counts == issued
            for wave in np.flatnonzero(only).tolist():
                span = slice(starts[wave], starts[wave + 1])
                whole = slice(offsets[wave], offsets[wave + 1])
                assert np.array_equal(numbers[span], flat[whole])
                assert np.array_equal(costs[span], codes[whole])
