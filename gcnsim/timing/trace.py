"""A Chrome trace-event / Perfetto JSON trace of a timed launch (ui.perfetto.dev opens it).

One process per compute unit; in it one track per SIMD (its VALU instructions, as long as they
hold it) and one per wave (every instruction it issues, one turn long, or a VALU's cycles), and
per wave a counter track with its outstanding vmcnt, lgkmcnt and expcnt.

Timestamps are microseconds at the device clock (cycle = ts x ``otherData.clock_mhz``): the
trace-event format's unit, which Perfetto reads whatever ``displayTimeUnit`` says (it shows
cycles written as ``ts`` as microseconds: google/perfetto#274). Perfetto keeps whole ns, so each
cycle boundary is rounded to a ns before it is written: slices back to back stay back to back
(above 1 GHz two adjacent cycles may share a ns). The trace stops taking events at ``limit``
(about 130 bytes each: the default keeps a trace under 50 MB) and says so where it stopped, as
an instant event across the timeline, and in ``otherData``.

    {"name": "v_add_f32", "ph": "X", "ts": 0.012, "dur": 0.004, "pid": 0, "tid": 1003}
    {"name": "wave 3", "ph": "C", "ts": 0.012, "pid": 0, "tid": 1003,
     "args": {"vmcnt": 1, "lgkmcnt": 0, "expcnt": 0}}                        (at 1000 MHz)
"""
import json
from collections import defaultdict

from ..errors import GcnsimError
from ..isa.counters import COUNTERS

WAVE_TID = 1000                 # wave k's track is tid WAVE_TID + k; SIMD s's is tid s
LIMIT = 350_000


class TraceError(GcnsimError):
    """A trace file that cannot be written."""


class Tracer:
    """Collects issue events and counter changes while the replay runs."""

    def __init__(self, clock_mhz, limit=LIMIT):
        self.ns = 1000 / clock_mhz              # per cycle
        self.clock_mhz = clock_mhz
        self.limit = limit
        self.events = []
        self.changes = defaultdict(list)        # (cu, wave) -> [(cycle, counter, delta)]
        self.taken = 0
        self.stopped_at = None
        self.simds = set()
        self.waves = set()

    def _room(self, t, count):
        if self.stopped_at is not None:
            return False
        if self.taken + count > self.limit:
            self.stopped_at = t
            return False
        self.taken += count
        return True

    def issue(self, cu, wave, op, t):
        if not self._room(t, 2 if op.port == 1 else 1):
            return
        tid = WAVE_TID + wave.wid
        dur = op.busy if op.port == 1 else 4
        self.waves.add((cu, wave.wid))
        self.events.append({"name": op.name, "cat": op.category, "ph": "X", "ts": t,
                            "dur": dur, "pid": cu, "tid": tid})
        if op.port == 1:
            self.simds.add((cu, wave.simd))
            self.events.append({"name": op.name, "cat": "VALU", "ph": "X", "ts": t,
                                "dur": dur, "pid": cu, "tid": wave.simd,
                                "args": {"wave": wave.wid}})

    def counter(self, cu, wave, counter, t, done, amount):
        if not self._room(t, 2):
            return
        changes = self.changes[(cu, wave.wid)]
        changes.append((t, counter, amount))
        changes.append((done, counter, -amount))

    def _us(self, cycle):
        """Microseconds of ``cycle``, to a whole ns."""
        return round(cycle * self.ns) / 1000

    def trace_events(self):
        """Every event, metadata and counters included, as dicts (times in microseconds)."""
        out = []
        for cu in sorted({cu for cu, _ in self.simds | self.waves}):
            out.append(_meta("process_name", cu, 0, f"CU {cu}"))
        for cu, simd in sorted(self.simds):
            out.append(_meta("thread_name", cu, simd, f"SIMD {simd}"))
        for cu, wid in sorted(self.waves):
            out.append(_meta("thread_name", cu, WAVE_TID + wid, f"wave {wid}"))
        us = self._us
        for event in self.events:               # in cycles
            t = event["ts"]
            start = us(t)
            out.append({**event, "ts": start, "dur": round(us(t + event["dur"]) - start, 3)})
        for (cu, wid), changes in sorted(self.changes.items()):
            counts = [0] * len(COUNTERS)
            for t, counter, delta in sorted(changes):
                counts[counter] += delta
                out.append({"name": f"wave {wid} counters", "ph": "C", "ts": us(t), "pid": cu,
                            "tid": WAVE_TID + wid, "args": dict(zip(COUNTERS, counts))})
        if self.stopped_at is not None:             # a line across the timeline where it stops
            out.append({"name": f"trace truncated: its limit of {self.limit:,} events reached",
                        "ph": "i", "s": "g", "ts": us(self.stopped_at), "pid": 0, "tid": 0})
        return out

    def write(self, path, about):
        """Write the trace as JSON to ``path``; ``about``: what ran (goes in otherData)."""
        other = {"ts_unit": "us at clock_mhz", "clock_mhz": self.clock_mhz,
                 "events_limit": self.limit, **about}
        if self.stopped_at is not None:
            other["truncated_at_cycle"] = self.stopped_at
        try:
            with open(path, "w") as f:
                json.dump({"traceEvents": self.trace_events(), "displayTimeUnit": "ns",
                           "otherData": other}, f, separators=(",", ":"))
        except OSError as err:
            raise TraceError(f"cannot write the trace to '{path}': {err.strerror}") from None


def _meta(kind, pid, tid, name):
    return {"name": kind, "ph": "M", "ts": 0, "pid": pid, "tid": tid, "args": {"name": name}}
