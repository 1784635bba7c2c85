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
placed exactly as they run. Lanes that address the LDS or scratch through FLAT, and scratch
instructions, touch no line here (scratch swizzling is not modelled in the hierarchy); an
instruction with no active lane asks for nothing.

The cache-policy bits (``policy``): a load that must be coherent beyond its CU misses the
vector L1 and reads the L2 ("load_l2"): GLC on gfx701, gfx900 and gfx90a (the GCN3, Vega and
MI200 ISA manuals: GLC=1 loads force a miss in the L1 and read the L2), SC1 on gfx942 (the
MI300 ISA manual: SC1:SC0 is the scope, wave, group, device, system; device and system scope
loads miss the L1). Cache maintenance asks for what it does: ``buffer_wbinvl1``,
``buffer_wbinvl1_vol`` and ``buffer_inv`` invalidate the CU's vector L1, ``buffer_wbl2``
writes the L2's dirty lines back, ``s_dcache_inv`` invalidates the scalar cache. Not modelled:
SLC/NT (streaming, the L2's replacement hint), SCC on gfx90a (coherence with the host: this
memory is the device's own), ``buffer_invl2`` and ``s_dcache_wb`` (the scalar cache holds no
written line here).
"""
from functools import partial
from itertools import repeat
from typing import NamedTuple

import numpy as np

from ...semantics.memop import GlobalSpace, active_lanes
from ...semantics.smem import ScalarAccess
from ...semantics.vmem import LdsToMemory, VectorAccess
from ..ops import MAINTENANCE
from .system import ATOMIC, LOAD, LOAD_L2, SCALAR, STORE, coalesce_lanes, lane_conflicts_lanes

_KIND = {"load": LOAD, "store": STORE, "atomic": ATOMIC}


class Request(NamedTuple):
    """One wave's memory instruction as the hierarchy sees it (a tuple, the cheapest object
    to make: the recorder makes one per wave of every memory instruction, by ``_made``)."""
    lines: tuple                # start addresses of the lines it touches, ascending
    kind: str                   # LOAD, STORE, ATOMIC, SCALAR
    serial: object = 1          # atomics: (operations on its busiest address, on its line)


# The Request of a tuple (lines, kind, serial); mapped over zipped fields it runs in C alone
# (the NamedTuple's own __new__ is a Python function: half the time, 49,152 Requests a saxpy).
_made = partial(tuple.__new__, Request)


def policy(inst, target):
    """What ``inst`` (an Instruction) on ``target`` asks beyond its addresses (the module's
    docstring): a cache-maintenance kind, LOAD_L2 for a load past the vector L1, or None."""
    name = inst.op.name
    if name in MAINTENANCE:
        return MAINTENANCE[name]
    coherent = inst.fields.get("scc" if target.has("sc_bits") else "glc", 0)
    return LOAD_L2 if coherent and "_load" in name else None


def requests_of(step, st, w, env, memory, asks=None):
    """The Request of each wave of ``w`` for a semantic ``step`` (an executor entry's) on a
    device whose hierarchy is ``memory`` (DeviceConfig.memory), ``asks`` its instruction's
    ``policy``; None for a step that is neither memory nor cache maintenance.
    ``buffer_store_lds_dword`` stores; scalar stores and atomics go through the scalar cache
    as its loads do."""
    if asks is not None and asks != LOAD_L2:
        return [Request((), asks)] * np.arange(st.n)[w].size
    if isinstance(step, VectorAccess):
        found = vector_requests(step, st, w, env, memory.l1.line)
        if isinstance(step, LdsToMemory):
            found = [Request(r.lines, STORE) for r in found]
        elif asks == LOAD_L2 and step.kind == "load":
            found = [Request(r.lines, LOAD_L2) for r in found]
        return found
    if isinstance(step, ScalarAccess):
        return scalar_requests(step, st, w, memory.scalar.line)
    return None


def vector_requests(step, st, w, env, line):
    """The Request of each wave of ``w`` (in its order) for a vector memory ``step`` (a
    semantics VectorAccess), ``line`` the vector L1's line."""
    waves = np.arange(st.n)[w].size
    lanes = active_lanes(st, w)
    kind = _KIND[step.kind]
    if not len(lanes):
        return [Request((), kind)] * waves
    positions, firsts, sizes = [], [], []
    for part in step.address(st, lanes, env):
        if not isinstance(part.space, GlobalSpace):
            continue
        positions.append(lanes.pos if part.sel is None else lanes.pos[part.sel])
        firsts.append(part.addrs.astype(np.int64))
        sizes.append(4 * part.count if part.count else step.width.size)
    if not positions:
        return [Request((), kind)] * waves
    if len(positions) == 1:
        pos, first, size = positions[0], firsts[0], sizes[0]
    else:
        pos, first = np.concatenate(positions), np.concatenate(firsts)
        size = np.repeat(sizes, [p.size for p in positions])
    lines = coalesce_lanes(pos, first, size, line, waves)
    if kind == ATOMIC:
        serial = lane_conflicts_lanes(pos, first, waves).tolist()
        bits = line.bit_length() - 1
        busiest = lane_conflicts_lanes(pos, first >> bits, waves).tolist()
        return list(map(_made, zip(lines, repeat(kind), zip(serial, busiest))))
    return list(map(_made, zip(lines, repeat(kind), repeat(1))))


def scalar_requests(step, st, w, line):
    """The Request of each wave of ``w`` for a scalar memory ``step`` (a semantics
    ScalarAccess): the lines of its ``dwords`` from its address, through the scalar cache."""
    addrs, _ = step._address(st, w)
    starts, which = np.unique(addrs.astype(np.int64), return_inverse=True)
    end = 4 * step.dwords - 1
    found = [Request(tuple(range(a // line * line, ((a + end) // line + 1) * line, line)),
                     SCALAR) for a in starts.tolist()]      # one per distinct address
    return [found[k] for k in which.reshape(-1).tolist()]
