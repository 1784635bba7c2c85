"""The trace of a timed launch on two CUs is valid Chrome trace-event JSON: every event has
name, ph, ts, pid and tid, slices have non-negative durations, counter events carry the three
wait counters as non-negative numbers that return to 0, and the trace's event limit keeps it
under 50 MB."""
import dataclasses
import json

import numpy as np

from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device
from gcnsim.timing.trace import LIMIT

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
    dev = Device(config=dataclasses.replace(get_device("gfx900"), compute_units=2))
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
    slices = [e for e in events if e["ph"] == "X" and e["tid"] >= 1000]
    assert len(slices) == launch.stats.wave_instructions
    assert {e["pid"] for e in slices} == {0, 1}
    last = {}
    for event in (e for e in events if e["ph"] == "C"):
        assert set(event["args"]) == {"vmcnt", "lgkmcnt", "expcnt"}
        assert all(isinstance(v, int) and v >= 0 for v in event["args"].values())
        last[event["tid"]] = event["args"]
    assert len(last) == launch.result.waves
    assert all(set(counts.values()) == {0} for counts in last.values())


def test_trace_stays_under_50_mb_at_its_limit(tmp_path):
    _, path = _trace(tmp_path)
    events = json.loads(path.read_text())["traceEvents"]
    per_event = path.stat().st_size / len(events)
    assert per_event * LIMIT < 50e6
