"""What a memory instruction asks of the hierarchy, read from the functional state as the
instruction issues: per wave of the batch, the lines it touches, its kind, and for an atomic
the operations on its busiest address. This is what the recorder (timing/record.py) keeps in
place of a byte count, for ``MemorySystem.access`` at replay.

    global_load_dword v1, v[2:3], off  in 2 waves, EXEC all ones, v[2:3] = 0x1000 + 4 * lane
        -> [Request((4096, 4224), "load", 1), Request((4096, 4224), "load", 1)]   (128-byte L1)
    s_load_dwordx8 s[0:7], s[4:5], 0x0  with s[4:5] = 0x2000
        -> [Request((8192,), "scalar", 1)]

The addresses are the semantics' own (the step's addressing function, semantics/vmem.py and
vmem_buffer.py; the scalar step's, smem.py), so FLAT, GLOBAL and MUBUF/MTBUF accesses are
placed exactly as they run. Scratch (``scratch_*`` instructions and FLAT lanes in the private
aperture) touches the lines of its swizzled device addresses (memop.ScratchSpace: dword ``a``
of lane ``l`` at base + (a // 4) * 256 + 4 * l), as the private segment buffer's MUBUF
accesses on gfx701-gfx90a do, so lanes reading the same private offset share lines and
data-dependent offsets scatter; lanes that address the LDS through FLAT touch no line, and an
instruction with no active lane asks for nothing.

The cache-policy bits (``policy``), as LLVM's SIMemoryLegalizer sets them for each scope and
the ISA manuals say what they do (field names: GLC, SLC, SCC; gfx942 spells them SC0, NT, SC1):

- Loads. gfx701, gfx900: GLC=1 misses the vector L1 and does not keep the line (MISS_EVICT;
  Sea Islands and Vega ISA manuals, LLVM SIGfx6CacheControl) -> "load_l2". gfx90a: GLC=1
  misses the L1 and refills it (MISS_LRU: LLVM SIGfx90ACacheControl "Set the L1 cache policy
  to MISS_LRU") -> "load_refetch". gfx942: SC1:SC0 is the scope (CDNA3 ISA manual, "Memory
  Scope"; LLVM SIGfx940CacheControl): device (SC1) or system (SC1 SC0) scope misses the L1
  -> "load_l2" (not kept: assumed MISS_EVICT, the manual names no L1 policy); group (SC0)
  and wave scope hit, as all of a group's waves share one CU's L1 outside tgsplit mode.
- Streaming: SLC=1 (gfx701, gfx900, gfx90a) and NT=1 (gfx942) set the L2's STREAM policy,
  with GLC the L1's MISS_EVICT (LLVM: "Setting both GLC and SLC configures L1 cache policy to
  MISS_EVICT ... and the L2 cache policy to STREAM"): the line is the first its set evicts, in
  the L2 and the L1 it went through -> the kind's "_stream" form, for loads, stores and
  atomics alike. (The Sea Islands manual words SLC as "forced to miss in level 2"; LLVM and
  the later manuals say STREAM: docs/errata.md.)
- Stores write through the L1 whatever the bits (LLVM: "The L1 cache is write through so
  does not need to be bypassed"); GLC/SC0 and SC1 on a store change nothing here: a release
  at device scope asks buffer_wbl2 for the L2's dirty lines (LLVM), so the L2 keeps them.
- Atomics always pass the L1 (LLVM: "RMW atomics implicitly bypass the L1 cache"); GLC/SC0
  says whether they return, SC1 (gfx942) and SCC (gfx90a) the system scope, which only
  memory outside the device (host, peers) would see: none here.
- SCC on gfx90a loads: coherence with the host (MTYPE NC lines); device memory is never
  stale (LLVM: "Local VMEM data with MTYPE RW and CC will never be stale"): no change.

Cache maintenance asks for what it does: ``buffer_wbinvl1`` and ``buffer_wbinvl1_vol``
invalidate the CU's vector L1 (the _vol form its volatile lines; every line is taken so,
as LLVM invalidates with it at agent-scope acquire); ``buffer_inv`` on gfx942 invalidates the
L1 at device or system scope (SC1) and does nothing at group or wave scope (LLVM: "In
non-threadgroup split mode it is a NOP"); ``buffer_wbl2`` writes the L2's dirty lines back
(gfx90a always; gfx942 at device or system scope, SC1, LLVM emitting none below it);
``buffer_invl2`` (gfx90a) drops only lines not coherent with device memory, none here;
``s_dcache_inv`` empties the scalar cache; ``s_dcache_wb`` writes back a scalar cache that
holds no written line here. Each takes its level's latency (assumed). Not modelled: scratch
and MTYPEs.
"""
from functools import partial
from itertools import chain, repeat
from operator import itemgetter
from typing import NamedTuple

import numpy as np

from ...semantics.memop import GlobalSpace, ScratchSpace, active_lanes
from ...semantics.smem import ScalarAccess
from ...semantics.vmem import LdsToMemory, VectorAccess
from ..ops import INVALIDATE_L1, MAINTENANCE, SYNC_L1, SYNC_L2, WRITEBACK_L2
from .system import (ATOMIC, LOAD, LOAD_L2, LOAD_REFETCH, PORT_CODES, SCALAR, STORE, STREAM,
                     coalesced, lane_conflicts_lanes, line_tuples)

_KIND = {"load": LOAD, "store": STORE, "atomic": ATOMIC}
# The kinds a vector access takes in place of its own (``policy``)
_ACCESSES = frozenset((LOAD_L2, LOAD_REFETCH, *STREAM.values()))


class Request(NamedTuple):
    """One wave's memory instruction as the hierarchy sees it (a tuple, the cheapest object
    to make: the recorder makes one per wave of every memory instruction, by ``_made``)."""
    lines: tuple                # start addresses of the lines it touches, ascending
    kind: str                   # LOAD, STORE, ATOMIC, SCALAR
    serial: object = 1          # atomics: (operations on its busiest address, on its line)


# The Request of a tuple (lines, kind, serial); mapped over zipped fields it runs in C alone
# (the NamedTuple's own __new__ is a Python function: half the time, 49,152 Requests a saxpy).
_made = partial(tuple.__new__, Request)


class Requests(list):
    """The Requests of one instruction's waves, with their lines as arrays too (``sizes``:
    per Request its lines' count; ``lines``: theirs one after another, uint64), as they were
    made: the recorder's ``tables`` join these (``joined``) instead of reading every Request
    again (2M Requests of a 2048-round saxpy on an MI300X of 4 CUs: 0.64 s CPU read)."""
    __slots__ = ("sizes", "lines")

    def __init__(self, requests, sizes, lines):
        super().__init__(requests)
        self.sizes, self.lines = sizes, lines

    @classmethod
    def empty(cls, kind, waves):
        """``waves`` Requests of ``kind`` touching no line."""
        return cls([Request((), kind)] * waves, np.zeros(waves, np.int64),
                   np.zeros(0, np.uint64))

    def of_kind(self, kind):
        """These Requests as of ``kind`` (their serials kept), the same lines."""
        return Requests([Request(r.lines, kind, r.serial) for r in self], self.sizes,
                        self.lines)


def joined(requests, parts):
    """``tables(requests)``, from ``parts`` where they cover them (per Requests the recorder
    took, in order: the number of its first in ``requests``, that first, its ``sizes`` and
    ``lines``), reading the Requests themselves only between (those workers handed over,
    shares.py); all of them where a part is not in its place. A part's codes its one code
    repeated, its lines cast as they are joined (each part's codes made and its lines copied
    first were a third of the tables of a 2048-round saxpy's 2M Requests in 2,048 parts)."""
    codes, repeats, sizes, lines, at = [], [], [], [], 0

    def between(end):
        """The Requests from ``at`` to ``end``, which no part covers."""
        found, count, _, among = tables(requests[at:end])
        codes.extend(found.tolist())
        repeats.extend([1] * found.size)
        sizes.append(count)
        lines.append(among)
    for first, head, counts, among in parts:
        end = first + counts.size
        if first < at or end > len(requests) or requests[first] is not head:
            return tables(requests)
        if first > at:
            between(first)
        codes.append(PORT_CODES.get(head.kind, -1))
        repeats.append(counts.size)
        sizes.append(counts)
        lines.append(among)
        at = end
    if at < len(requests) or not sizes:
        between(len(requests))
    sizes = np.concatenate(sizes).astype(np.int64, copy=False)
    return (np.repeat(np.array(codes, np.int64), repeats), sizes, _starts(sizes),
            np.concatenate(lines, dtype=np.uint64, casting="unsafe"))


def tables(requests):
    """``requests`` (Requests) as arrays: per request its port code (system.py PORT_CODES; -1
    for the kinds asked through Python, atomics and cache maintenance), its lines' count and
    where its lines start in the last, every request's lines one after another (uint64)."""
    nlines = np.fromiter(map(len, map(itemgetter(0), requests)), np.int64, len(requests))
    return (np.fromiter(map(PORT_CODES.get, map(itemgetter(1), requests), repeat(-1)),
                        np.int64, len(requests)),
            nlines, _starts(nlines),
            np.fromiter(chain.from_iterable(map(itemgetter(0), requests)), np.uint64,
                        int(nlines.sum())))


def _starts(sizes):
    """Where each request's lines start among all of them (``sizes``: their counts), and
    their total last: one array made (with its zero prepended after the cumulative sum, and
    cast, three: 2M requests of a 2048-round saxpy, 48 MB of pages the kernel zeroes)."""
    starts = np.zeros(sizes.size + 1, np.int64)
    np.cumsum(sizes, out=starts[1:])
    return starts


def policy(inst, target):
    """What ``inst`` (an Instruction) on ``target`` asks beyond its addresses (the module's
    docstring): a cache-maintenance kind, or the kind a vector memory access takes instead of
    its own (LOAD_L2, LOAD_REFETCH, a STREAM form), or None."""
    name = inst.op.name
    fields = inst.fields
    scoped = target.has("sc_bits")             # gfx942: SC1 (field scc), SC0 (field glc)
    if name in MAINTENANCE:
        return _maintenance(MAINTENANCE[name], fields, scoped)
    kind = _KIND.get(_access_kind(name))
    if kind is None:
        return None
    if kind == LOAD and fields.get("scc" if scoped else "glc", 0):
        kind = LOAD_REFETCH if target.has("glc_refetch") else LOAD_L2
    if fields.get("slc", 0):
        kind = STREAM[kind]
    return None if kind in _KIND.values() else kind


def _access_kind(name):
    """"load", "store" or "atomic" for a vector memory instruction's name, else None."""
    if not name.startswith(("buffer_", "global_", "flat_")):
        return None
    if "_atomic" in name:
        return "atomic"
    return "load" if "_load" in name else "store" if "_store" in name else None


def _maintenance(kind, fields, scoped):
    """A maintenance instruction's kind: gfx942's buffer_inv and buffer_wbl2 act at device
    or system scope (SC1) only."""
    if scoped and not fields.get("scc", 0):
        return {INVALIDATE_L1: SYNC_L1, WRITEBACK_L2: SYNC_L2}.get(kind, kind)
    return kind


def requests_of(step, st, w, env, memory, asks=None):
    """The Request of each wave of ``w`` for a semantic ``step`` (an executor entry's) on a
    device whose hierarchy is ``memory`` (DeviceConfig.memory), ``asks`` its instruction's
    ``policy``; None for a step that is neither memory nor cache maintenance.
    ``buffer_store_lds_dword`` stores; scalar stores and atomics go through the scalar cache
    as its loads do."""
    if asks is not None and asks not in _ACCESSES:
        return Requests.empty(asks, np.arange(st.n)[w].size)
    if isinstance(step, VectorAccess):
        found = vector_requests(step, st, w, env, memory.l1.line)
        if isinstance(step, LdsToMemory):
            found = found.of_kind(STORE)
        elif asks is not None:
            found = found.of_kind(asks)
        return found
    if isinstance(step, ScalarAccess):
        return scalar_requests(step, st, w, memory.scalar.line)
    return None


def vector_requests(step, st, w, env, line):
    """The Request of each wave of ``w`` (in its order) for a vector memory ``step`` (a
    semantics VectorAccess), ``line`` the vector L1's line: a Requests."""
    waves = np.arange(st.n)[w].size
    lanes = active_lanes(st, w)
    kind = _KIND[step.kind]
    if not len(lanes):
        return Requests.empty(kind, waves)
    positions, firsts, sizes = [], [], []
    for part in step.address(st, lanes, env):
        pos = lanes.pos if part.sel is None else lanes.pos[part.sel]
        if isinstance(part.space, ScratchSpace):
            dwords = part.count or 1
            physical = part.space.physical(part.addrs, dwords)
            positions.append(np.repeat(pos, dwords))
            firsts.append(physical.reshape(-1).astype(np.int64))
            sizes.append(4 if part.count else step.width.size)
            continue
        if not isinstance(part.space, GlobalSpace):
            continue
        positions.append(pos)
        firsts.append(part.addrs.astype(np.int64))
        sizes.append(4 * part.count if part.count else step.width.size)
    if not positions:
        return Requests.empty(kind, waves)
    if len(positions) == 1:
        pos, first, size = positions[0], firsts[0], sizes[0]
    else:
        pos, first = np.concatenate(positions), np.concatenate(firsts)
        size = np.repeat(sizes, [p.size for p in positions])
    flat, counts = coalesced(pos, first, size, line, waves)
    lines = line_tuples(flat, counts)
    if kind == ATOMIC:
        serial = lane_conflicts_lanes(pos, first, waves).tolist()
        bits = line.bit_length() - 1
        busiest = lane_conflicts_lanes(pos, first >> bits, waves).tolist()
        serials = zip(serial, busiest)
    else:
        serials = repeat(1)
    return Requests(map(_made, zip(lines, repeat(kind), serials)), counts, flat)


def scalar_requests(step, st, w, line):
    """The Request of each wave of ``w`` for a scalar memory ``step`` (a semantics
    ScalarAccess): the lines of its ``dwords`` from its address, through the scalar cache."""
    addrs, _ = step._address(st, w)
    addrs = addrs.astype(np.int64).reshape(-1)
    end = 4 * step.dwords - 1
    if addrs.size and (addrs == addrs[0]).all():    # (as a rule: the kernel's arguments)
        first, last = int(addrs[0]) // line, (int(addrs[0]) + end) // line
        lines = np.arange(first * line, (last + 1) * line, line, dtype=np.int64)
        found = Request(tuple(lines.tolist()), SCALAR)
        return Requests([found] * addrs.size, np.full(addrs.size, lines.size, np.int64),
                        np.tile(lines, addrs.size))
    starts, which = np.unique(addrs, return_inverse=True)
    which = which.reshape(-1)
    firsts, counts = starts // line, (starts + end) // line - starts // line + 1
    found = [Request(tuple(range(a * line, (a + n) * line, line)), SCALAR)
             for a, n in zip(firsts.tolist(), counts.tolist())]    # one per distinct address
    sizes = counts[which]
    steps = np.arange(sizes.sum()) - np.repeat(np.cumsum(sizes) - sizes, sizes)
    return Requests([found[k] for k in which.tolist()], sizes,
                    (np.repeat(firsts[which], sizes) + steps) * line)
