"""What a race report says (races.py finds them): the two accesses (wave, lane, PC,
instruction, source line), the kind of race, its severity, the memory and address, and why
nothing orders the two, as one line; RaceError carries the first error of a launch run with
``races=True``.

    error: read-after-write race on LDS 0x0: wave 1 lane 0 pc 0x8 'ds_read_b32 v3, v1' after
    wave 0 lane 0 pc 0x0 'ds_write_b32 v1, v2' (no s_barrier between them)

Reports are listed errors first, then warnings, then notes (RANK).
"""
from dataclasses import dataclass

from ..errors import GcnsimError

RAW, WAR, WAW = "read-after-write", "write-after-read", "write-after-write"
RANK = {"error": 0, "warning": 1, "note": 2}    # the order reports are listed in


class RaceError(GcnsimError):
    """Two waves of a workgroup touched the same bytes, one writing, with no barrier between
    (``races=True``)."""

    def __init__(self, report):
        self.report = report
        super().__init__(str(report))


@dataclass(frozen=True)
class Access:
    """One side of a race: a lane of a wave at an instruction."""
    wave: int
    lane: int
    pc: int
    text: str
    source: object = None       # SourceLocation, or None

    def __str__(self):
        where = f" ({self.source})" if self.source is not None else ""
        return f"wave {self.wave} lane {self.lane} pc 0x{self.pc:x} '{self.text}'{where}"

    def as_dict(self):
        return {"wave": self.wave, "lane": self.lane, "pc": self.pc, "text": self.text,
                "source": None if self.source is None else str(self.source)}


@dataclass(frozen=True)
class RaceReport:
    kind: str                   # RAW, WAR or WAW
    severity: str               # "error", "warning" or "note"
    space: str                  # "LDS" or "global"
    address: int                # LDS: offset in the workgroup's LDS; global: device address
    first: Access               # the earlier access
    second: Access              # the access that found the race
    why: str                    # what leaves the two unordered

    def __str__(self):
        lead = f"{self.second.source}: " if self.second.source is not None else ""
        return (f"{lead}{self.severity}: {self.kind} race on {self.space} 0x{self.address:x}: "
                f"{self.second} after {self.first} ({self.why})")

    def as_dict(self):
        return {"kind": self.kind, "severity": self.severity, "space": self.space,
                "address": self.address, "why": self.why, "first": self.first.as_dict(),
                "second": self.second.as_dict()}


# Why nothing orders the two accesses (a report's ``why``).
NO_BARRIER = "no s_barrier between them"
WORKGROUPS = "different workgroups, not both atomic"
LANES = "two lanes of one instruction"
MARKED = "no s_barrier between them, but both are atomic or volatile (their cache bits say so)"
SYNCED = "no s_barrier between them, but an atomic the later wave read orders them"
GUESS = ("no s_barrier between them, but one is an atomic (a compare-and-swap loop reads the "
         "value plainly first and retries where another wave changed it)")
UNMARKED = ("no s_barrier between them: a race unless both are workgroup-scope atomics in the "
            "source (OpenCL atomic_load/atomic_store at memory_scope_work_group), which this "
            "target compiles to plain accesses")
