"""Watchpoints on device memory and LDS that stop at the instruction and lane that touched them.

A device-memory access is seen through DeviceMemory.watch (called before every vector and
scalar access); an LDS access around each instruction that makes one: the watched bytes of
each workgroup's LDS row are compared before and after it. Either way the wave and lane named
are those of the instruction's accesses as emu/race_shadow.py's ``accesses`` finds them before
it runs, from the registers as they were then (a ``ds_read_b32 v3, v3`` or a
``global_load_dword v1, v1, s[2:3]`` overwrites its address); the waves of a block run as one
event, so one stop can name the accesses of several workgroups (each its own old and new
value, wave and lane). An atomic is a read and a write. ``watch`` stops where a write
changed the value (as gdb's software and hardware watchpoints report), ``rwatch`` at a read,
``awatch`` at either; the stop comes before the next event, with the instruction that did it
named.

    watch local#0x40      ->  Hardware watchpoint 1: local#0x40 (4 bytes)
                              Old value = 0x00000000   New value = 0x0000002a
                              written by wave 1 lane 0 at pc 0x1030 'ds_write_b32 v1, v2'
"""
import re
from dataclasses import dataclass

import numpy as np

from ..emu.race_shadow import accesses
from ..isa.issue import LDS
from ..semantics.smem import ScalarAccess
from ..semantics.vmem import VectorAccess

KINDS = {"watch": "Hardware watchpoint", "rwatch": "Hardware read watchpoint",
         "awatch": "Hardware access (read/write) watchpoint"}


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


_CHANGE = re.compile(r"^Old value = (.*)\nNew value = (.*)$", re.M)


def backwards(reason):
    """A watchpoint stop's text as reverse execution reaches it (gdb's): memory holds the
    value from before the write, so the values trade places (Old: the write's, New: before)."""
    return _CHANGE.sub(r"Old value = \2\nNew value = \1", reason)


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
        self._accesses = []         # race_shadow.Accesses the running instruction makes
        self._scalar = False        # ... by a scalar instruction (no lane)
        self._lds_size = 0          # bytes of each workgroup's LDS row

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
            if point.space != "global" or not point.overlaps(addrs, size).any():
                continue
            wave, lane = self._touching(point, "global").get(None, (None, None))
            if written and point.kind != "rwatch":
                old = self.replay.memory.read(point.address, point.size)
                self._writes.append((point, old, wave, lane))
            elif not written and point.kind != "watch":
                value = self.replay.memory.read(point.address, point.size)
                self._fire(hook, point, f"Value = {_hex(value)}", "read", wave, lane)

    def _touching(self, point, space, write=None):
        """{workgroup (None for device memory): (batch wave, lane)} of the last access of the
        running instruction to ``space`` touching the watched bytes in that workgroup's LDS
        (only writes, or only reads, when ``write`` says), from the addresses its registers
        held before it ran; lane None for a scalar access."""
        found = {}
        for acc in self._accesses:
            if acc.space != space or (write is not None and (
                    not acc.write if write else acc.write and not acc.atomic)):
                continue
            rows, addr = np.divmod(acc.addr, self._lds_size) if space == "LDS" else (
                np.zeros(acc.addr.size, np.int64), acc.addr)
            j = np.flatnonzero(point.overlaps(addr, acc.size))[::-1]
            keys, first = np.unique(rows[j], return_index=True)    # the last access of each
            for key, k in zip(keys.tolist(), j[first].tolist()):
                found[key if space == "LDS" else None] = (
                    int(acc.wave[k]), None if self._scalar else int(acc.lane[k]))
        return found

    # ---- around an instruction ---------------------------------------------------------------
    def before(self, hook, entry, w):
        """What to compare after ``entry`` runs (None: nothing watched can change); the
        accesses it is about to make, addressed by its registers before it writes them."""
        if not self.points:
            return None
        self._writes = []
        step, env = entry.step, hook.executor.env
        self._scalar = isinstance(step, ScalarAccess)
        self._accesses = accesses(step, hook.executor.st, w, env) if isinstance(
            step, (VectorAccess, ScalarAccess)) else []
        if env.lds is None or not (entry.cls == LDS or any(
                acc.space == "LDS" for acc in self._accesses)):
            return ()
        self._lds_size = env.lds.shape[1]
        local = [p for p in self.points if p.space == "local"
                 and p.address + p.size <= self._lds_size]
        return [(p, env.lds[:, p.address:p.address + p.size].copy()) for p in local]

    def after(self, hook, watched):
        """After the instruction: the writes and LDS changes it made fire watchpoints."""
        for point, old, wave, lane in self._writes:
            new = self.replay.memory.read(point.address, point.size)
            if new != old:
                self._fire(hook, point, f"Old value = {_hex(old)}\nNew value = {_hex(new)}",
                           "written", wave, lane)
        self._writes = []
        for point, old in watched:
            self._local(hook, point, old)

    def _local(self, hook, point, old):
        """Every workgroup whose watched LDS bytes the instruction changed (or read) fires:
        the waves of one block run together, so one event can touch several workgroups'.
        An atomic that returns the old value reads it too."""
        new = hook.executor.env.lds[:, point.address:point.address + point.size]
        changed = set(np.flatnonzero((new != old).any(axis=1)).tolist())
        writes = self._touching(point, "LDS", write=True) if point.kind != "rwatch" else {}
        reads = self._touching(point, "LDS", write=False) if point.kind != "watch" else {}
        for row in sorted(changed | set(reads)):
            if row in changed and point.kind != "rwatch":
                wave, lane = writes.get(row, (None, None))
                self._fire(hook, point, f"Old value = {_hex(old[row])}\nNew value = "
                           f"{_hex(new[row])}", "written", wave, lane)
            elif row in reads:
                wave, lane = reads[row]
                self._fire(hook, point, f"Value = {_hex(old[row])}", "read", wave, lane)

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
