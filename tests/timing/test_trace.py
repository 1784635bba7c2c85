"""The trace of a timed launch on two CUs is valid Chrome trace-event JSON: every event has
name, ph, ts, pid and tid, slices have non-negative durations and together count every
wave-instruction (back-to-back ones of one name merged, with their count), counter events carry
the three wait counters as non-negative numbers that return to 0, the memory process carries
counter tracks per cache level and for the DRAM (as served: never above the peak) at the
sampling interval otherData records, and the trace's event limit keeps it under 50 MB."""
import dataclasses
import json

import numpy as np
import pytest

from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device
from gcnsim.timing.memory import MemorySystem
from gcnsim.timing.trace import LIMIT, MEMORY_PID, WAVE_TID

KERNEL = """
  v_lshlrev_b32 v1, 2, v0
  global_load_dword v2, v1, s[8:9]
  ds_write_b32 v1, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  v_add_f32 v2, v2, v2
  s_barrier
  ds_read_b32 v3, v1
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v3, s[8:9]
  s_endpgm
"""


def _trace(tmp_path):
    dev = Device(config=dataclasses.replace(get_device("gfx900"), compute_units=2, clock_mhz=1000))
    data = dev.array(np.arange(1024, dtype=np.float32))
    path = tmp_path / "trace.json"
    launch = dev.load(KERNEL).run(1024, 256, vgpr_count=8, shared_mem=1024, timing=True,
                                  trace=str(path), vgprs={0: "local_id_x"},
                                  sgprs={8: (data.address & 0xFFFFFFFF, data.address >> 32)})
    return launch, path


def test_trace_is_valid_trace_event_json(tmp_path):
    launch, path = _trace(tmp_path)
    trace = json.loads(path.read_text())
    events = trace["traceEvents"]
    assert trace["otherData"]["cycles"] == launch.timing.cycles
    for event in events:
        assert {"name", "ph", "ts", "pid", "tid"} <= set(event), event
        assert event["ph"] in ("X", "C", "M")
        assert event["ts"] >= 0
        if event["ph"] == "X":
            assert event["dur"] >= 0
    slices = [e for e in events if e["ph"] == "X" and e["tid"] >= WAVE_TID]
    assert sum(e.get("args", {}).get("count", 1) for e in slices) == \
        launch.stats.wave_instructions
    assert {e["pid"] for e in slices} == {0, 1}
    last = {}
    for event in (e for e in events if e["ph"] == "C" and e["pid"] != MEMORY_PID):
        assert set(event["args"]) == {"vmcnt", "lgkmcnt", "expcnt"}
        assert all(isinstance(v, int) and v >= 0 for v in event["args"].values())
        last[event["tid"]] = event["args"]
    assert len(last) == launch.result.waves
    assert all(set(counts.values()) == {0} for counts in last.values())


def test_memory_tracks_per_level_at_the_sampling_interval(tmp_path):
    launch, path = _trace(tmp_path)
    trace = json.loads(path.read_text())
    other = trace["otherData"]
    interval, clock = other["sampling_interval_cycles"], other["clock_mhz"]
    counters = [e for e in trace["traceEvents"] if e["ph"] == "C" and e["pid"] == MEMORY_PID]
    names = {e["name"] for e in counters}
    levels = [name for name, counts in MemorySystem(get_device("gfx900")).counters().items()
              if "hits" in counts]
    for level in levels:
        assert {f"{level} accesses", f"{level} hit rate"} <= names
    assert "dram (as served)" in names
    for event in counters:
        cycle = round(event["ts"] * clock)
        assert cycle % interval == 0 or cycle == launch.timing.cycles
        assert all(v >= 0 for v in event["args"].values())
        if event["name"].endswith("hit rate"):
            assert event["args"]["%"] <= 100
    ends = {e["name"]: e["args"] for e in counters}        # the last of each track
    assert all(set(args.values()) == {0} for args in ends.values())


def test_back_to_back_slices_merge_with_their_count(tmp_path):
    """One wave, 16 dependent full-rate v_add_f32: one slice on its track and one on its
    SIMD's, 16 x 4 cycles long (cu.py: N dependent VALU instructions take 4N cycles)."""
    dev = Device(config=dataclasses.replace(get_device("gfx900"), compute_units=1, clock_mhz=1000))
    path = tmp_path / "trace.json"
    dev.load("v_add_f32 v1, v1, v1\n" * 16 + "s_endpgm\n").run(
        64, 64, timing=True, trace=str(path))
    trace = json.loads(path.read_text())
    adds = [e for e in trace["traceEvents"] if e["name"] == "v_add_f32"]
    assert len(adds) == 2
    clock = trace["otherData"]["clock_mhz"]
    for event in adds:
        assert event["args"]["count"] == 16
        assert round(event["dur"] * clock) == 16 * 4
    simd = next(e for e in adds if e["tid"] < WAVE_TID)
    assert simd["args"]["waves"] == [0]


def test_trace_stays_under_50_mb_at_its_limit(tmp_path):
    _, path = _trace(tmp_path)
    events = json.loads(path.read_text())["traceEvents"]
    per_event = path.stat().st_size / len(events)
    assert per_event * LIMIT < 50e6


def test_a_waves_slices_never_overlap(tmp_path):
    """Found by an outside probe: with fewer SIMDs a wave issues every 1-2 cycles, and a VALU
    slice as long as its busy cycles overlapped the next instruction's (Perfetto cannot nest
    partial overlaps). A wave's slice lasts its issue turn; the SIMD track has the VALU's."""
    code = ("v_fma_f64 v[2:3], v[2:3], v[2:3], v[2:3]\ns_add_u32 s0, s0, 1\n"
            "v_add_f32 v4, v4, v4\ns_add_u32 s1, s1, 1\n") * 4 + "s_endpgm"
    for simds in (1, 2, 4):
        device = dataclasses.replace(get_device("gfx900"), compute_units=1, simds_per_cu=simds)
        path = tmp_path / f"trace{simds}.json"
        Device(config=device).load(code).run(256, 256, vgpr_count=8, timing=True,
                                             trace=str(path))
        events = json.loads(path.read_text())["traceEvents"]
        tracks = {}
        for event in (e for e in events if e["ph"] == "X"):
            tracks.setdefault((event["pid"], event["tid"]), []).append(event)
        for (_, tid), slices in tracks.items():
            slices.sort(key=lambda e: e["ts"])
            for one, two in zip(slices, slices[1:]):
                assert round(one["ts"] + one["dur"], 3) <= two["ts"], (simds, tid, one, two)


def test_the_dram_track_is_traffic_as_served_never_above_the_peak(tmp_path):
    """A DRAM-bound saxpy on the MI300X: by request cycle its bins reach several times the
    5.3 TB/s peak (requests queue); the trace's DRAM track plots the bytes as served (each
    line over its cycles on a channel's bus, profile.py), as the report does: below the peak,
    its bins the profile's served figures."""
    n = 1 << 16
    dev = Device("mi300x")
    prog = dev.load("tests/data/kernels/gfx942/saxpy.hsaco")
    x = dev.array(np.arange(n, dtype=np.float32))
    y = dev.array(np.ones(n, np.float32))
    path = tmp_path / "trace.json"
    profile = prog.saxpy(np.float32(2.0), x, y, np.int32(n), grid=n, block=256, timing=True,
                         trace=str(path), profile=True).timing.profile
    peak = profile.roofline.bandwidth / 1e9
    assert profile.dram_gbps.max() > 2 * peak
    events = json.loads(path.read_text())["traceEvents"]
    dram = [e["args"] for e in events if e["ph"] == "C" and e["name"].startswith("dram")]
    rates = [args["GB/s"] for args in dram]
    assert 0.5 * peak < max(rates) <= peak
    assert {e["name"] for e in events if e["name"].startswith("dram")} == {"dram (as served)"}
    served = profile.dram_served_gbps
    assert max(rates) == pytest.approx(served[np.isfinite(served)].max(), rel=1e-3)
