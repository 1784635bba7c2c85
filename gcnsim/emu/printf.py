"""The device printf buffer of a kernel that prints (its metadata lists a hidden_printf_buffer
argument and its code object an ``amdhsa.printf`` format per print: gcnsim.lang's print(),
lang/printf.py has the record layout). The launch allocates the buffer (``printf_buffer``
bytes, a launch option), and after it the records are read back, put in order (workgroup,
then wave, then as each wave wrote them, lane by lane within one print) and formatted; records
that did not fit are counted, and the launch reports them. A lane claims its record's bytes
before it knows whether they fit, so the first record that did not fit leaves its claim, up to
the capacity, zero (no format id is 0) and every later claim starts beyond it: the records are
the ones before that zero.

    header (16 bytes): used bytes, capacity, records dropped, 0
    record: format id, group_id x y z, local_id x y z, the values (dwords)
"""
import re
import struct
import sys
from dataclasses import dataclass

import numpy as np

from .launch import LaunchError

HEADER = 16
RECORD_HEAD = 7               # format id, group ids, local ids
_FORMAT = re.compile(r"(\d+):(\d+):((?:\d+:)*)(.*)", re.S)
_CONVERSION = re.compile(r"%(%|ld|lf|d|u|f|b)")
_VALUES = {"d": (1, lambda w: str(np.int32(np.uint32(w[0]).view(np.int32)))),
           "u": (1, lambda w: str(w[0])),
           "ld": (2, lambda w: str((w[0] | w[1] << 32) - ((w[1] >> 31) << 64))),
           "f": (1, lambda w: str(np.uint32(w[0]).view(np.float32))),
           "lf": (2, lambda w: str(np.uint64(w[0] | w[1] << 32).view(np.float64))),
           "b": (1, lambda w: str(bool(w[0])))}


def formats(metadata):
    """{format id: (argument dwords, format text)} of a code object's ``amdhsa.printf``."""
    out = {}
    for entry in (metadata or {}).get("amdhsa.printf", []) or []:
        match = _FORMAT.fullmatch(entry) if isinstance(entry, str) else None
        if match is None:
            raise LaunchError(f"bad amdhsa.printf entry {entry!r}: '<id>:<count>:<sizes>:"
                              "<format>' expected")
        out[int(match.group(1))] = (int(match.group(2)), match.group(4))
    return out


def header(size):
    """The header of a printf buffer of ``size`` bytes (nothing written yet)."""
    return struct.pack("<IIII", 0, size - HEADER, 0, 0)


def collect(memory, address, table, geometry):
    """(lines in order, records dropped) of the buffer at ``address``."""
    used, capacity, dropped, _ = struct.unpack("<IIII", memory.read(address, HEADER))
    words = np.frombuffer(memory.read(address + HEADER, min(used, capacity)), np.uint32)
    groups = [-(-g // b) for g, b in zip(geometry.grid, geometry.block)]
    block = geometry.block
    records, at = [], 0
    while at + RECORD_HEAD <= len(words):
        fid = int(words[at])
        if fid == 0 and used > capacity:
            break                   # the bytes a record that did not fit claimed: unwritten
        if fid not in table:
            raise LaunchError(f"printf buffer: record at byte {4 * at} has format id {fid}, "
                              "which amdhsa.printf does not list")
        count, text = table[fid]
        head = [int(w) for w in words[at + 1:at + RECORD_HEAD]]
        group = head[0] + groups[0] * (head[1] + groups[1] * head[2])
        local = head[3] + block[0] * (head[4] + block[1] * head[5])
        values = [int(w) for w in words[at + RECORD_HEAD:at + RECORD_HEAD + count]]
        records.append(((group, local // 64, at), format_record(text, values)))
        at += RECORD_HEAD + count
    return [line for _, line in sorted(records)], dropped


def format_record(text, values):
    out, pos = [], 0
    for match in _CONVERSION.finditer(text):
        out.append(text[pos:match.start()])
        kind = match.group(1)
        if kind == "%":
            out.append("%")
        else:
            size, show = _VALUES[kind]
            out.append(show(values[:size]))
            values = values[size:]
        pos = match.end()
    return "".join(out) + text[pos:]


def report(memory, address, kernel, options):
    """Print a launch's records (stdout) and the count of those that did not fit (stderr), as
    HIP prints after a kernel; the lines, for the launch's result."""
    lines, dropped = collect(memory, address, kernel.printf, options.geometry)
    sys.stdout.write("".join(lines))
    if dropped:
        sys.stderr.write(f"gcnsim: {kernel.name}: {dropped} print() records did not fit the "
                         f"{options.printf_buffer}-byte printf buffer (the launch "
                         "option printf_buffer, gcnsim run --printf-buffer)\n")
    sys.stdout.flush()
    return Printed(lines, dropped)


@dataclass(frozen=True)
class Printed:
    """What a launch printed: its lines, and the records that did not fit."""
    lines: list
    dropped: int
