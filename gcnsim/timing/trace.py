"""A Chrome trace-event / Perfetto JSON trace of a timed launch (ui.perfetto.dev opens it).

One process per compute unit; in it one track per SIMD (its VALU instructions, as long as they
hold it) and one per wave (every instruction it issues, one issue turn long: a wave issues at
most once a turn, so its slices never overlap), and per wave a counter track with its
outstanding vmcnt, lgkmcnt and expcnt. Back-to-back slices of
one name on one track are merged into one, with their number as ``args.count`` (a SIMD's also
list the waves they came from): a loop of one instruction is one slice, not thousands. Where
the code has a line table (.loc, DWARF), a slice's ``args.source`` names its source line, and
slices of different lines are not merged.

With a profile (profile.py, sampled over the replay), one more process, "device (sampled)",
holds counter tracks per sampling bin: each cache level's hits and misses and its hit rate, the
DRAM's bytes and bandwidth as served (each line over the cycles it holds its channel's bus,
profile.py: never above the device's peak; by request cycle a bin reads several times the peak
while transfers queue), and the device's resident waves per SIMD and IPC; the sampling
interval (cycles per bin) is ``otherData.sampling_interval_cycles``. A counter that keeps its
value over adjacent bins is written once.

Timestamps are microseconds at the device clock (cycle = ts x ``otherData.clock_mhz``): the
trace-event format's unit, which Perfetto reads whatever ``displayTimeUnit`` says (it shows
cycles written as ``ts`` as microseconds: google/perfetto#274). Perfetto keeps whole ns, so each
cycle boundary is rounded to a ns before it is written: slices back to back stay back to back
(above 1 GHz two adjacent cycles may share a ns). The trace stops taking events at ``limit``
(about 130 bytes each: the default keeps a trace under 50 MB) and says so where it stopped, as
an instant event across the timeline, and in ``otherData``.

For a wave viewer (gcnsim/view/), the tracer also keeps, for the waves it is given
(``logged``), every instruction's issue cycle and the cycles it was held before it, by reason
(``issues``: wid -> [(cycle, pc, {reason: cycles})], the reasons the CU charges its stalls to);
``limit=0`` keeps only these.

    {"name": "v_add_f32", "ph": "X", "ts": 0.012, "dur": 0.004, "pid": 0, "tid": 1003}
    {"name": "v_fma_f32", "ph": "X", "ts": 0.016, "dur": 0.032, "pid": 0, "tid": 1003,
     "args": {"count": 8}}                                     (8 back to back, merged)
    {"name": "wave 3 counters", "ph": "C", "ts": 0.012, "pid": 0, "tid": 1003,
     "args": {"vmcnt": 1, "lgkmcnt": 0, "expcnt": 0}}                        (at 1000 MHz)
    {"name": "l2 hit rate", "ph": "C", "ts": 0.064, "pid": 65536, "tid": 0,
     "args": {"%": 87.5}}
"""
import json
import math
from collections import defaultdict

import numpy as np

from ..isa.counters import COUNTERS
from ..outputs import write_output

WAVE_TID = 1000                 # wave k's track is tid WAVE_TID + k; SIMD s's is tid s
MEMORY_PID = 1 << 16            # the sampled tracks' process (CU pids: 0 .. compute units - 1)
LIMIT = 350_000


class Tracer:
    """Collects issue events and counter changes while the replay runs."""

    def __init__(self, clock_mhz, limit=LIMIT, turn=4, logged=()):
        self.ns = 1000 / clock_mhz              # per cycle
        self.clock_mhz = clock_mhz
        self.turn = turn                        # cycles between a wave's issue turns (SIMDs)
        self.limit = limit
        self.events = []
        self.changes = defaultdict(list)        # (cu, wave) -> [(cycle, counter, delta)]
        self.taken = 0
        self.stopped_at = None
        self.simds = set()
        self.waves = set()
        self.last = {}                          # (cu, tid) -> its newest slice
        self.sources = {}                       # pc -> its source line ("k.cl:15:22"), if known
        self.issues = {wid: [] for wid in logged}   # wid -> [(cycle, pc, {reason: cycles})]
        self.why = {}                           # wid -> {reason: cycles} since its last issue

    def _room(self, t, count):
        if self.stopped_at is not None:
            return False
        if self.taken + count > self.limit:
            self.stopped_at = t
            return False
        self.taken += count
        return True

    def held(self, wave, reason, cycles):
        """``wave`` was held ``cycles`` for ``reason`` (cu.py), kept for a logged wave."""
        if wave.wid in self.issues and cycles > 0:
            why = self.why.setdefault(wave.wid, {})
            why[reason] = why.get(reason, 0) + cycles

    def issue(self, cu, wave, op, t):
        log = self.issues.get(wave.wid)
        if log is not None:
            log.append((t, op.pc, self.why.pop(wave.wid, {})))
        if self._slice(cu, WAVE_TID + wave.wid, op, op.category, t, self.turn):
            self.waves.add((cu, wave.wid))
        if op.port & 1:                         # VALU, MFMA
            simd = self._slice(cu, wave.simd, op, "VALU", t, op.busy)
            if simd is not None:
                self.simds.add((cu, wave.simd))
                args = simd.setdefault("args", {})
                args.setdefault("count", 1)
                waves = args.setdefault("waves", [])
                if wave.wid not in waves:
                    waves.append(wave.wid)

    def _slice(self, cu, tid, op, category, t, dur):
        """Extend the track's newest slice when it is ``op``'s and ends at ``t``, else add one
        (room permitting): the slice, or None when the trace is full (and stays so)."""
        last = self.last.get((cu, tid))
        if self.stopped_at is not None:
            return None
        source = self.sources.get(op.pc)
        if (last is not None and last["name"] == op.name and last["ts"] + last["dur"] == t
                and last.get("args", {}).get("source") == source):
            last["dur"] += dur
            args = last.setdefault("args", {})
            args["count"] = args.get("count", 1) + 1
            return last
        if not self._room(t, 1):
            return None
        event = self.last[(cu, tid)] = {"name": op.name, "cat": category, "ph": "X", "ts": t,
                                        "dur": dur, "pid": cu, "tid": tid}
        if source is not None:
            event["args"] = {"source": source}
        self.events.append(event)
        return event

    def counter(self, cu, wave, counter, t, done, amount):
        if not self._room(t, 2):
            return
        changes = self.changes[(cu, wave.wid)]
        changes.append((t, counter, amount))
        changes.append((done, counter, -amount))

    def _us(self, cycle):
        """Microseconds of ``cycle``, to a whole ns."""
        return round(cycle * self.ns) / 1000

    def trace_events(self, profile=None):
        """Every event, metadata and counters included, as dicts (times in microseconds);
        with ``profile`` (profile.Profile), its memory counter tracks too."""
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
        if profile is not None:
            out += self._memory_tracks(profile)
        return out

    def _memory_tracks(self, profile):
        """Counter events per sampling bin of ``profile``, each written where it changes, and
        0 at the end of the launch."""
        width = np.maximum(profile.width, 1)
        tracks = {"occupancy": {"waves per SIMD": profile.occupancy,
                                "IPC, device": profile.issued / width}}
        for level in profile.hits:
            tracks[f"{level} accesses"] = {"hits": profile.hits[level],
                                           "misses": profile.misses[level]}
            tracks[f"{level} hit rate"] = {"%": profile.hit_rate[level] * 100}
        tracks["dram (as served)"] = {"bytes": profile.dram_served,
                                      "GB/s": profile.dram_served_gbps}
        out = [_meta("process_name", MEMORY_PID, 0, "device (sampled)")]
        times = [self._us(edge) for edge in profile.edges.tolist()]
        for name, series in tracks.items():
            columns = {key: _numbers(values) for key, values in series.items()}
            before = None
            for k, ts in enumerate(times):
                args = {key: (values[k] if k < len(values) else 0)
                        for key, values in columns.items()}
                if args != before:
                    out.append({"name": name, "ph": "C", "ts": ts, "pid": MEMORY_PID,
                                "tid": 0, "args": args})
                before = args
        return out

    def write(self, path, about, profile=None):
        """Write the trace as JSON to ``path``; ``about``: what ran (goes in otherData);
        ``profile``: the launch's profile.Profile, for the memory counter tracks."""
        other = {"ts_unit": "us at clock_mhz", "clock_mhz": self.clock_mhz,
                 "events_limit": self.limit, **about}
        if profile is not None:
            other["sampling_interval_cycles"] = profile.interval
            other["sampling_bins"] = len(profile.width)
        if self.stopped_at is not None:
            other["truncated_at_cycle"] = self.stopped_at
        document = {"traceEvents": self.trace_events(profile), "displayTimeUnit": "ns",
                    "otherData": other}
        write_output(path, json.dumps(document, separators=(",", ":")), "trace")


def _numbers(values):
    """A series as JSON numbers: integers as they are, others to 4 significant digits, an
    undefined rate (a bin without accesses) as 0."""
    if np.issubdtype(values.dtype, np.integer):
        return values.tolist()
    return [float(f"{v:.4g}") if math.isfinite(v) else 0 for v in values.tolist()]


def _meta(kind, pid, tid, name):
    return {"name": kind, "ph": "M", "ts": 0, "pid": pid, "tid": tid, "args": {"name": name}}
