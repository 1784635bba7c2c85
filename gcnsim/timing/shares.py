"""A timed launch on several workers: each worker records its share of the launch's batches
(emu/workers.py) and hands its record to the launching process, which appends them in share
order to its own, as one process would have recorded the whole launch.

The workers' shares are contiguous runs of batches and a process records its batches in
order, so the one-process record is the concatenation of the shares' records: the log's
records, the memory Requests their costs index (a worker's indices shifted by the Requests
before its share), the waves' workgroups, the notes of timing-dependent instructions (first
seen first, as one process notes them), the LDS bank tallies (summed) and a RecordCut's trips
and work per wave (each wave in one share). What a worker needs to record its share as the
one process would is where its share starts: its first workgroup (``start``).

    parent: share 0 records in place      log [r0 r1]     requests [q0 q1 q2]
    worker 1: its share, its own numbers  log [r0' r1']   requests [q0' q1']   (r1' -> q1')
    merged (one process's record):        log [r0 r1 r0' r1']  requests [q0 q1 q2 q0' q1']
                                                                              (r1' -> q4)

A worker's log crosses as a table of the entry runs it ran (their pcs: the launching process
looks them up in the code, as its own executor would) and flat arrays of the records' waves
and costs. The wave-instructions kept count against the recorder's one limit across the
workers: each worker's count is a slot of a shared mapping, and a worker past its part of the
limit adds the others' (``Kept``).
"""
import mmap
from itertools import chain, repeat
from operator import itemgetter

import numpy as np

from ..isa.issue import LDS
from .memory.requests import Request


class Kept:
    """The wave-instructions each worker of a launch has kept, in a mapping they share:
    ``counts``, one slot a worker (the slots of a kept team, emu/pool.py, which its workers
    have), or a mapping made here that the workers a launch forks inherit."""

    def __init__(self, workers, counts=None):
        self.counts = np.frombuffer(mmap.mmap(-1, 8 * workers), np.int64) if (
            counts is None) else counts
        self.counts[:] = 0
        self.slot = 0

    def total(self, kept):
        """The workers' counts together, this one's being ``kept``."""
        self.counts[self.slot] = kept
        return int(self.counts.sum())

    def over(self, kept, limit):
        """Whether the workers together kept more than ``limit``, this one ``kept`` (one
        within its share of the limit needs no sum: such shares add up to the limit at most)."""
        self.counts[self.slot] = kept
        return kept * len(self.counts) > limit and int(self.counts.sum()) > limit


class RecordHandOff:
    """The hand-off of a timed launch's records from its workers (emu/workers.py calls it):
    ``fork(workers, counts)`` before the workers start, ``recording(run_share, k)`` in worker k
    (a kept worker is sent the hand-off pickled with the launch's share: its copy of the
    recorder, whose ``shared`` counts its team's slots), ``merge(parts)`` in the launching
    process with the parts of workers 1, 2, ... in order, or ``rewind()`` when the launch runs
    again on one worker; ``close()`` at the end either way."""

    def __init__(self, recorder, groups_per_batch):
        self.recorder = recorder
        self.groups_per_batch = groups_per_batch

    def fork(self, workers, counts=None):
        """The workers' kept counts: in ``counts`` (shared slots they have), else in a mapping
        made now, which workers forked after this inherit."""
        self.recorder.shared = Kept(workers, counts)

    def recording(self, run_share, worker):
        """``run_share`` for worker ``worker``: its result and its chunk's record (the chunks it
        recorded before counted in what it keeps: the limit holds across them)."""
        kept = [0]

        def share(first, end, report):
            self.start(worker, first)
            self.recorder.kept = kept[0]
            result = run_share(first, end, report)
            part = self.take()
            part["kept"] -= kept[0]
            kept[0] = self.recorder.kept
            return result, part
        return share

    def start(self, worker, first_batch):
        """In worker ``worker`` (a forked copy of the recorder): record a share that starts at
        batch ``first_batch``."""
        recorder = self.recorder
        recorder.rewind()
        recorder.shared.slot = worker
        recorder.start_group(first_batch * self.groups_per_batch)

    def take(self):
        """In a worker, after its share: its record, as it crosses to the launching process."""
        recorder = self.recorder
        return {"log": _packed_log(recorder), "requests": _packed_requests(recorder.requests),
                "timing_dependent": recorder.timing_dependent, "clock_pcs": recorder.clock_pcs,
                "lds": recorder.lds, "wave_group": recorder.wave_group, "kept": recorder.kept,
                "cut": None if recorder.cut is None else _packed_cut(recorder.cut, recorder)}

    def merge(self, parts):
        """In the launching process: the workers' records appended to its own, in order."""
        for part in parts:
            _merge(self.recorder, part)

    def rewind(self):
        self.recorder.rewind()

    def close(self):
        self.recorder.shared = None


def _packed_log(recorder):
    """The log as (runs: each distinct run of entries as its pcs, per record (its run, its
    waves), the waves flat, the costs flat with per cost (record, position, size, whether a
    Request index, dtype))."""
    runs, numbers, shape, ids, costs, where = [], {}, [], [], [], []
    for index, (run, wave_ids, cost) in enumerate(recorder.log):
        number = numbers.get(id(run))
        if number is None:
            number = numbers[id(run)] = len(runs)
            runs.append(tuple(entry.pc for entry in run))
        shape.append((number, len(wave_ids)))
        ids.append(np.asarray(wave_ids, np.int64))
        for j, value in enumerate(cost):
            if value is not None:
                value = np.asarray(value)
                costs.append(value.astype(np.int64, copy=False).reshape(-1))
                where.append((index, j, value.size, recorder.category(run[j]) != LDS,
                              value.dtype.str))
    return runs, shape, _flat(ids), _flat(costs), where


def _flat(arrays):
    return np.concatenate(arrays) if arrays else np.zeros(0, np.int64)


def _packed_requests(requests):
    """Requests as (the first of each run of one Request repeated (the recorder makes one
    Request for the waves of a batch whose scalar load reads the same address) packed: their
    lines per Request, the lines flat, the kinds, (index, serial) of those whose serial is not
    1; how many times each repeats): a fifth of pickling them one by one."""
    ids = np.fromiter(map(id, requests), np.int64, len(requests))
    first = np.ones(ids.size, bool)
    first[1:] = ids[1:] != ids[:-1]
    firsts = np.flatnonzero(first)
    requests = list(map(requests.__getitem__, firsts.tolist()))
    lines = list(map(itemgetter(0), requests))
    counts = np.fromiter(map(len, lines), np.int64, len(lines))
    flat = np.fromiter(chain.from_iterable(lines), np.int64, int(counts.sum()))
    serial = list(map(itemgetter(2), requests))
    serials = [] if serial.count(1) == len(serial) else [
        (k, value) for k, value in enumerate(serial) if value != 1]
    return (counts, flat, list(map(itemgetter(1), requests)), serials,
            np.diff(np.append(firsts, ids.size)))


def _requests(counts, flat, kinds, serials, repeats):
    """The Requests _packed_requests packed: each run of Requests of as many lines zipped from
    the flat lines at once (a recording's runs are long: one instruction's waves in turn),
    then each repeated."""
    flat = flat.tolist()
    starts = np.flatnonzero(np.diff(counts, prepend=-1)).tolist()
    ends = np.cumsum(counts).tolist()
    lines = []
    for a, b in zip(starts, starts[1:] + [len(counts)]):
        size = int(counts[a])
        first = ends[a] - size
        lines += zip(*[iter(flat[first:ends[b - 1]])] * size) if size else repeat((), b - a)
    serial = [1] * len(lines)
    for k, value in serials:
        serial[k] = value
    made = map(tuple.__new__, repeat(Request), zip(lines, kinds, serial))
    return list(chain.from_iterable(map(repeat, made, repeats.tolist())))


def _packed_cut(cut, recorder):
    """A worker's RecordCut state: its waves' trips, work and workgroups (its waves are
    [first, end)), the wave-instructions it dropped, its ``at`` notes (by log index, their
    waves' trips flat: a record's as many as its waves) and its trips' signs."""
    first = recorder.first_wave
    end = first + sum(groups.size for groups in recorder.wave_group)
    keys = sorted(cut.at)
    notes = [cut.at[k] for k in keys]
    return {"first": first, "trips": cut.trips[:, first:end].copy(),
            "work": cut.work[first:end].copy(), "group": cut.group[first:end].copy(),
            "dropped": cut.dropped, "dropped_by": dict(cut.dropped_by),
            "at": (keys, [(loop, head) for loop, _, head in notes],
                   _flat([trips for _, trips, _ in notes])),
            "signs": cut.signs}


def _merge(recorder, part):
    """Append a worker's record ``part`` (RecordHandOff.take) to ``recorder``'s."""
    offset, shift = len(recorder.log), len(recorder.requests)
    runs, shape, ids, costs, where = part["log"]
    runs = [tuple(recorder.code.at(pc) for pc in pcs) for pcs in runs]
    bounds = np.cumsum([0] + [n for _, n in shape]).tolist()
    records = [(runs[number], ids[bounds[k]:bounds[k + 1]], [None] * len(runs[number]))
               for k, (number, _) in enumerate(shape)]
    at = 0
    for index, j, size, request, dtype in where:
        value = costs[at:at + size]
        at += size
        if request:
            value = np.where(value >= 0, value + shift, value)
        records[index][2][j] = value.astype(np.dtype(dtype), copy=False)
    recorder.log.extend((run, wave_ids, tuple(cost)) for run, wave_ids, cost in records)
    recorder.requests.extend(_requests(*part["requests"]))
    for name in ("timing_dependent", "clock_pcs"):
        mine = getattr(recorder, name)
        mine.update((k, v) for k, v in part[name].items() if k not in mine)
    for name, value in part["lds"].items():
        recorder.lds[name] += value
    recorder.wave_group.extend(part["wave_group"])
    recorder.kept += part["kept"]
    if part["cut"] is not None:
        _merge_cut(recorder.cut, part["cut"], offset, bounds)


def _merge_cut(cut, part, offset, bounds):
    """Add a worker's RecordCut state to ``cut``; its log starts at ``offset`` of the merged
    log, its record k's waves at ``bounds[k]`` of the flat waves."""
    first = part["first"]
    end = first + part["work"].size
    if end > first:
        cut._grow(np.array([end - 1]))
    cut.moves += 1
    cut.trips[:, first:end] = part["trips"]
    cut.work[first:end] = part["work"]
    cut.group[first:end] = part["group"]
    cut.dropped += part["dropped"]
    cut.dropped_by.update(part["dropped_by"])
    for key, signs in part["signs"].items():        # each trip's summed over the workers
        cut.signs[key] = cut.signs.get(key, 0) + signs
    keys, notes, trips = part["at"]
    at = 0
    for key, (loop, head) in zip(keys, notes):
        size = bounds[key + 1] - bounds[key]
        cut.at[offset + key] = loop, trips[at:at + size], head
        at += size
