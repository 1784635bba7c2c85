"""Watchpoints on device memory and LDS that stop at the instruction and lane that touched them.

A device-memory access is seen through DeviceMemory.watch (called before every vector and
scalar access with one address per active lane, in wave-then-lane order: semantics/memop.py
Lanes), so the lane is the position of the address among the active lanes of the waves
running. An LDS access is seen around each DS instruction: the watched bytes of each
workgroup's LDS row are compared before and after it, and the lanes are those whose address
(the ``addr`` VGPR plus the instruction's offsets, as semantics/ds.py forms them) falls on the
watched bytes; the waves of a block run as one event, so one stop can name the writes of
several workgroups (each its own old and new value, wave and lane). ``watch`` stops where a
write changed the value (as gdb's software and hardware watchpoints report), ``rwatch`` at a
read, ``awatch`` at either; the stop comes before the next event, with the instruction that
did it named.

    watch local#0x40      ->  Hardware watchpoint 1: local#0x40 (4 bytes)
                              Old value = 0x00000000   New value = 0x0000002a
                              written by wave 1 lane 0 at pc 0x1030 'ds_write_b32 v1, v2'
"""
from dataclasses import dataclass

import numpy as np

from ..isa.issue import LDS
from ..isa.record import IMMEDIATE
from ..semantics.operands import operand, register_index

KINDS = {"watch": "Hardware watchpoint", "rwatch": "Hardware read watchpoint",
         "awatch": "Hardware access (read/write) watchpoint"}
_SIZES = {"b8": 1, "u8": 1, "i8": 1, "b16": 2, "u16": 2, "i16": 2, "b32": 4, "b64": 8,
          "b96": 12, "b128": 16}


@dataclass
class Watchpoint:
    number: int
    kind: str               # watch, rwatch, awatch
    space: str              # "global" or "local"
    address: int
    size: int

    @property
    def where(self):
        """What it watches: ``local#0x40 (4 bytes)``, ``0x100004000 (4 bytes)``."""
        at = f"local#0x{self.address:x}" if self.space == "local" else f"0x{self.address:x}"
        return f"{at} ({self.size} bytes)"

    def __str__(self):
        return f"{KINDS[self.kind]} {self.number}: {self.where}"

    def overlaps(self, lo, size):
        """bool per address of ``lo`` (array) whose ``size`` bytes touch the watched ones."""
        lo = np.asarray(lo).astype(np.int64)
        return (lo < self.address + self.size) & (lo + size > self.address)


@dataclass
class Fired:
    event: int
    text: str
    wave: int
    lane: int
    points: list            # the numbers of the watchpoints it names


def _hex(data):
    """Little-endian bytes as one hex number (the watched value)."""
    return "0x" + bytes(data)[::-1].hex()


class WatchSet:
    """The session's watchpoints and what the running event did to them."""

    def __init__(self, replay):
        self.replay = replay
        self.points = []
        self.fired = None
        self._writes = []           # (watchpoint, old bytes, wave, lane) of this event

    def __bool__(self):
        return bool(self.points)

    def add(self, point):
        self.points.append(point)

    def take(self):
        fired, self.fired = self.fired, None
        return fired

    # ---- device memory -----------------------------------------------------------------------
    def memory_access(self, addrs, size, written):
        """DeviceMemory.watch: before an access of ``size`` bytes at each of ``addrs``."""
        hook = self.replay.hook
        if not self.points or hook is None or hook.now is None:
            return
        addrs = np.asarray(addrs, np.uint64).astype(np.int64)
        for point in self.points:
            if point.space != "global":
                continue
            touch = point.overlaps(addrs, size)
            if not touch.any():
                continue
            wave, lane = self._lane(hook, len(addrs), int(np.flatnonzero(touch)[-1]))
            if written and point.kind != "rwatch":
                old = self.replay.memory.read(point.address, point.size)
                self._writes.append((point, old, wave, lane))
            elif not written and point.kind != "watch":
                value = self.replay.memory.read(point.address, point.size)
                self._fire(hook, point, f"Value = {_hex(value)}", "read", wave, lane)

    @staticmethod
    def _lane(hook, count, j):
        """(batch wave, lane) of the ``j``-th of ``count`` addresses of the running event."""
        _, _, w = hook.now
        st = hook.executor.st
        idx = np.arange(st.n)[w]
        on = st.lanes(idx)
        if count == int(on.sum()):
            pos, lanes = np.nonzero(on)
            return int(idx[pos[j]]), int(lanes[j])
        if count == idx.size:               # one address per wave (SMEM)
            return int(idx[j]), None
        return int(idx[0]), None

    # ---- around an instruction ---------------------------------------------------------------
    def before(self, hook, entry, w):
        """What to compare after ``entry`` runs (None: nothing watched can change)."""
        if not self.points:
            return None
        self._writes = []
        if entry.cls != LDS or hook.executor.env.lds is None:
            return ()
        lds = hook.executor.env.lds
        local = [p for p in self.points if p.space == "local"
                 and p.address + p.size <= lds.shape[1]]
        return [(p, lds[:, p.address:p.address + p.size].copy()) for p in local]

    def after(self, hook, watched):
        """After the instruction: the writes and LDS changes it made fire watchpoints."""
        for point, old, wave, lane in self._writes:
            new = self.replay.memory.read(point.address, point.size)
            if new != old:
                self._fire(hook, point, f"Old value = {_hex(old)}\nNew value = {_hex(new)}",
                           "written", wave, lane)
        self._writes = []
        _, entry, w = hook.now
        for point, old in watched:
            self._local(hook, entry, w, point, old)

    def _local(self, hook, entry, w, point, old):
        """Every workgroup whose watched LDS bytes the DS instruction changed (or read) fires:
        the waves of one block run together, so one event can write several workgroups'."""
        lds, st = hook.executor.env.lds, hook.executor.st
        new = lds[:, point.address:point.address + point.size]
        changed = np.flatnonzero((new != old).any(axis=1))
        hits = self._ds_hits(hook, entry, w, point)
        if changed.size and point.kind != "rwatch":
            for row in changed:
                wave, lane = self._last_hit(hits, st, int(row))
                self._fire(hook, point, f"Old value = {_hex(old[row])}\nNew value = "
                           f"{_hex(new[row])}", "written", wave, lane)
        elif hits is not None and not changed.size and point.kind != "watch" and \
                not entry.inst.op.name.startswith("ds_write"):
            idx, hit = hits
            for row in np.unique(st.workgroup[idx[hit.any(axis=1)]]):
                wave, lane = self._last_hit(hits, st, int(row))
                self._fire(hook, point, f"Value = {_hex(new[row])}", "read", wave, lane)

    @staticmethod
    def _last_hit(hits, st, row):
        """(wave, lane) of the last lane of workgroup ``row`` that touched the watched bytes."""
        if hits is None:
            return None, None
        idx, hit = hits
        pos, lanes = np.nonzero(hit & (st.workgroup[idx] == row)[:, None])
        if not pos.size:
            return None, None
        return int(idx[pos[-1]]), int(lanes[-1])

    def _ds_hits(self, hook, entry, w, point):
        """(waves, lanes hit): the active lanes whose DS address falls on the watched bytes,
        or None when the instruction has no address."""
        st, target = hook.executor.st, hook.executor.code.target
        addr = operand(entry.inst, target, "addr")
        if addr is None:
            return None
        idx = np.arange(st.n)[w]
        name = entry.inst.op.name
        size = _SIZES.get(name.rsplit("_", 1)[-1], 4)
        imms = {o.role: o.value for o in entry.inst.record(target).operands
                if o.cls == IMMEDIATE}
        if "offset0" in imms:
            scale = size * (64 if "st64" in name else 1)     # each of two elements
            offsets = (imms["offset0"] * scale, imms["offset1"] * scale)
        else:
            offsets = (imms.get("offset", 0),)
        base = st.v[idx, register_index(addr)].astype(np.int64)
        hit = np.zeros(base.shape, bool)
        for off in offsets:
            hit |= point.overlaps(base + off, size)
        return idx, hit & st.lanes(idx)

    def _fire(self, hook, point, values, how, wave, lane):
        """Record a stop; more fired by the same event (other workgroups) are added to it."""
        event, entry, _ = hook.now
        code = hook.executor.code
        who = "" if wave is None else f" by wave {int(hook.executor.wave_ids[wave])}"
        who += "" if lane is None else f" lane {lane}"
        text = f"{values}\n{how}{who} at pc 0x{entry.pc:x} '{entry.text(code.target)}'"
        if self.fired is None:
            self.fired = Fired(event, f"{point}\n\n{text}", wave, lane, [point.number])
        elif self.fired.event == event:
            if point.number not in self.fired.points:
                self.fired.points.append(point.number)
                text = f"{point}\n\n{text}"
            self.fired.text += f"\n\n{text}"
