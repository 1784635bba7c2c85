"""The LDS in time: what one DS instruction costs the LDS, from its lanes' real addresses, and
the unit that serves the SIMDs' DS instructions cycle by cycle.

The LDS of a CU is ``banks`` banks of 4 bytes (devices.py: 32 on every target here), each
reading, writing or atomically updating one dword a clock: 128 bytes a clock (GCN white paper;
ROCm Omniperf docs, "Pipeline descriptions: Local data share"). The four SIMDs reach it in
pairs (SIMD 0 and 1, SIMD 2 and 3): only one SIMD of a pair issues an LDS instruction at a
time, both pairs at once, and each pair's port carries 64 bytes a clock each way, its input
shared by the lanes' addresses and data (Omniperf docs, same section). So one instruction
holds two things:

- the banks (shared by the CU): one clock per *phase*, a group of lanes whose dwords fill the
  banks once, times the phase's worst bank conflict: the most distinct dwords any one bank
  must serve (lanes reading one dword share it: a broadcast). A phase is ``banks / w`` lanes
  for a ``w``-dword access, ``w`` rounded up to a power of two: half a wave for b32 and
  sub-dword accesses (AMD OpenCL programming guide, GCN: "threads 0-31 and 32-63 are checked
  for conflicts"), a quarter for b64 (same guide: a sequential float2 pattern is
  conflict-free), 8 lanes for b96/b128 (ROCm Composable Kernel docs, "Understanding AMD GPU LDS
  and Bank Conflicts": ds_write_b128 in phases of lanes 0-7, 8-15, ...; ds_read_b128 in phases
  of lanes 0-3+20-23, 4-7+16-19, 8-11+28-31, 12-15+24-27 and the same 32 on; b96 in phases of
  8 consecutive lanes: assumed). Every phase takes its clock, whichever of its lanes EXEC has
  on (assumed; Omniperf's LDS bandwidth figure likewise counts every lane); an instruction
  without a lane on holds no bank. A two-address form (read2, write2, their st64 forms,
  wrxchg2) is its two accesses one after the other, each in phases of its own width (assumed:
  no published split). An atomic updates each lane's dword in turn: lanes on one address
  serialise like a bank conflict (Omniperf's "address conflict"). Lane exchanges (ds_swizzle,
  ds_permute, ds_bpermute) and the DS instructions without LDS addresses (append, consume,
  src2) cross the LDS at the banks' rate without conflicts (assumed: no published cost).
- its SIMD pair's port: ``64 x max(in, out) / port`` clocks, ``in`` the bytes a lane sends (its
  address and data), ``out`` those it gets back, ``port`` half the LDS's bytes a clock
  (Omniperf docs: 64 bytes each way; a b32 store takes 8 clocks, a b128 store 20; a wave gets
  64 bytes a clock back, so a b32 read takes 4 and a b128 read 16). Every lane crosses,
  whatever EXEC says (assumed).

    ds_read_b32 v1, v0 (lane j at 4j):       2 phases x 1 = 2 bank clocks, port 4
    ds_read_b32 v1, v0 (lane j at 8j):       2 phases x 2 (16 banks, 2 dwords each) = 4
    ds_read_b64 v[1:2], v0 (lane j at 8j):   4 phases x 1 = 4, port 8
    ds_write_b128 v0, v[1:4] (lane j at 16j): 8 phases x 1 = 8, port 20

The bytes an instruction moves (the roofline's LDS point, report.py) are its live lanes (EXEC on)
x the bytes a lane moves through the banks: 4 x its dwords, a sub-dword access a whole dword
(a bank moves a dword a clock), b64 8, b96 12, b128 16; a two-address form counts both accesses
(read2/write2 b32: 8 a lane, b64: 16); an atomic its dwords once (one update of the bank, the
value returned not counted again); a lane exchange or a DS instruction without LDS addresses a
dword a live lane (assumed, as its cost above).

    ds_read_b64 v[1:2], v0 with 48 lanes on:  48 x 8 = 384 bytes

Both figures travel as one recorded cost per wave-instruction (``pack``). The unit
(``LdsUnit``) takes an instruction when its pair's port is free; it holds the port for its port
clocks and the banks, from when they are free, for its bank clocks; its data is back at the
later of the two ends plus the LDS latency. Two pairs reading b32 or b128 without conflicts
thus move 128 bytes a clock; one pair alone half that; a k-way conflict on both pairs takes k
times as long.
"""
import functools

import numpy as np

from ..semantics.memop import LdsSpace, active_lanes
from ..semantics.vmem import VectorAccess

WAVE_LANES = 64
PORT_SHARE = 2              # a pair's port carries 1/2 of the LDS's bytes a clock (Omniperf)
PORT_SHIFT = 16             # a packed cost: port clocks above this bit, bank clocks below
_BANK_MASK = (1 << PORT_SHIFT) - 1
# Clocks from an instruction's last bank or port clock until its data is in the VGPRs: fitted
# to MT4G's LDS latency on MI300X, 52 cycles p50 (caps-tum/mt4g, sample_results/AMD Instinct
# MI300X VF/README.md, commit 231c5bc: s_memtime, ds_read_b32, s_waitcnt, s_memtime as its L1
# kernel times a load), which the CU model gives as 4 + 4 + 40 clocks to the s_waitcnt's turn
# and 4 to the s_memtime's; MI210's 48 cycles p50 (same repository) lies a turn below. GCN
# (gfx701, gfx900): no measurement found, the same assumed.
LDS_LATENCY = 40
LDS_TALLY = ("instructions", "bank_cycles", "phases", "bytes")    # what lds_cost adds up

# ds_read_b128 phases (ROCm Composable Kernel docs): lane quads q and q ^ 5 of each half wave
# together, as one lane order whose consecutive groups are the phases.
_QUADS = [q ^ s for h in (0, 8) for q in range(h, h + 4) for s in (0, 5)]
_B128_READ_ORDER = np.array([4 * q + k for q in _QUADS for k in range(4)])


def pack(banks, port):
    """One recorded cost: ``banks`` bank clocks and ``port`` port clocks."""
    return port << PORT_SHIFT | banks


def unpack(cost):
    """(bank clocks, port clocks) of a packed cost."""
    return cost & _BANK_MASK, cost >> PORT_SHIFT


@functools.lru_cache(maxsize=None)
def port_cycles(row, banks):
    """Clocks a DS instruction (an opcode-table row) holds its SIMD pair's port: its lanes'
    larger direction at half the LDS's ``4 * banks`` bytes a clock (Omniperf docs); kept by
    the row (one of the opcode tables' few)."""
    into = out = 0
    for spec in row.operands:
        if spec.field == "vdst":
            out += 4 * spec.width
        elif spec.field in ("addr", "data0", "data1"):
            into += 4 * spec.width
    per_clock = 4 * banks // PORT_SHARE
    return max(1, -(-WAVE_LANES * max(into, out) // per_clock))


def lds_cost(step, row, st, w, env, banks, tally=None):
    """The packed cost (``pack``) per wave of ``w`` of a DS instruction (its semantics step and
    opcode-table row), from its lanes' addresses now. ``tally`` (a dict, or None) adds up
    ``instructions`` (wave-instructions), ``bank_cycles`` and ``phases`` (the bank clocks
    without conflicts: one a phase), so bank_cycles - phases are the conflicts' clocks, and
    ``bytes``: the bytes the banks moved (live lanes x a lane's bytes, module docstring)."""
    n = np.arange(st.n)[w].size
    port = port_cycles(row, banks)
    accesses = _accesses(step, st, w, env, n)
    if accesses is None:            # no LDS addresses: through the crossbar, one row a clock
        clocks = np.full(n, -(-WAVE_LANES // banks), np.int64)
        phases = -(-WAVE_LANES // banks)
        moved = 4 * active_lanes(st, w).pos.size        # a dword a live lane
    else:
        clocks = np.zeros(n, np.int64)
        phases = moved = 0
        for first, live, width in accesses:
            moved += 4 * width * (first.size if live is None else int(live.sum()))
            if step.kind == "load" and width == 4:
                first = first[:, _B128_READ_ORDER]
                live = None if live is None else live[:, _B128_READ_ORDER]
            clocks += _phases(first, live, width, banks, step.kind == "atomic")
            phases += WAVE_LANES // min(WAVE_LANES, banks // _phase_width(width))
    if tally is not None:
        tally["instructions"] += n
        tally["bank_cycles"] += int(clocks.sum())
        tally["phases"] += n * phases
        tally["bytes"] += moved
    return pack(clocks, port)


def _phase_width(width):
    """Dwords a lane's access counts as when phases are formed: a power of two."""
    return 1 << (width - 1).bit_length()


def _accesses(step, st, w, env, n):
    """Per LDS access of the step: (the lanes' first dword addresses (n, 64), which lanes are
    on (None: all), dwords a lane moves); None for a step without LDS addresses."""
    if not isinstance(step, VectorAccess):
        return None
    lanes = active_lanes(st, w)
    if not len(lanes):
        return []
    out = []
    for part in step.address(st, lanes, env):
        if not isinstance(part.space, LdsSpace):
            return None
        dwords = (part.addrs >> 2).astype(np.int32)             # LDS dwords fit 30 bits
        width = part.count or step.width.dwords
        if lanes.full and part.sel is None:
            out.append((dwords.reshape(n, WAVE_LANES), None, width))
            continue
        pos = lanes.pos if part.sel is None else lanes.pos[part.sel]
        lane = lanes.lane if part.sel is None else lanes.lane[part.sel]
        first = np.zeros((n, WAVE_LANES), np.int32)
        live = np.zeros((n, WAVE_LANES), bool)
        first[pos, lane] = dwords
        live[pos, lane] = True
        out.append((first, live, width))
    return out


def _phases(first, live, width, banks, atomic):
    """Bank clocks per wave of one access: ``first`` (n, 64) the lanes' first dwords in phase
    order, ``live`` the lanes on (None: all), ``width`` dwords a lane, phases of ``banks /
    width`` lanes (width a power of two up). The same waves' addresses come again and again
    (a loop's trips; the workgroups of one batch and the next: a Triton matmul's group of 64
    waves at a DS instruction has its addresses of the trip before), so the clocks are kept
    by the addresses' bytes (the hash of 64 waves' 16 KB, some 10 us, against 100-200 us of
    numpy calls), about _KEPT_BYTES of keys (all forgotten past it); read only."""
    key = (np.ascontiguousarray(first).tobytes(), first.shape[0],
           None if live is None else np.packbits(live).tobytes(), width, banks, atomic)
    clocks = _kept_phases.get(key)
    if clocks is None:
        if len(key[0]) * (len(_kept_phases) + 1) > _KEPT_BYTES:
            _kept_phases.clear()
        clocks = _counted_phases(first, live, width, banks, atomic)
        clocks.flags.writeable = False
        _kept_phases[key] = clocks
    return clocks


_KEPT_BYTES = 8 << 20       # the addresses _phases keeps clocks by: so many bytes of them
_kept_phases = {}


def _counted_phases(first, live, width, banks, atomic):
    """_phases, computed."""
    n = first.shape[0]
    if n > 1 and (first == first[:1]).all() and (live is None or (live == live[:1]).all()):
        one = _counted_phases(first[:1], None if live is None else live[:1], width, banks,
                              atomic)
        return np.repeat(one, n)        # every wave the same addresses (common): one's clocks
    lanes = min(WAVE_LANES, banks // _phase_width(width))
    dwords = first[:, :, None] + np.arange(width, dtype=np.int32)     # (n, 64, width)
    rows = dwords.reshape(n * (WAVE_LANES // lanes), lanes * width)
    if live is not None:
        live = np.broadcast_to(live[:, :, None], dwords.shape).reshape(rows.shape)
    return _worst_bank(rows, live, banks, atomic).reshape(n, -1).sum(axis=1)


def _worst_bank(rows, live, banks, atomic=False):
    """Per row (one phase): the most accesses any one bank must serve (at least 1): distinct
    dwords, or every live entry for an atomic (``live``: the entries on, None: all). Counting
    the entries per bank answers for atomics, and for the rows with at most one a bank or one
    dword in all (a broadcast): the common cases; the others are sorted."""
    count = len(rows)
    keyed = (rows & (banks - 1)) + banks * np.arange(count, dtype=rows.dtype)[:, None]
    keyed = keyed.ravel() if live is None else keyed[live]
    worst = np.bincount(keyed, minlength=count * banks).reshape(count, banks).max(axis=1)
    if atomic:
        return np.maximum(worst, 1)
    same = rows == rows[:, :1]
    if live is not None:
        same |= ~live
    hard = (worst > 1) & ~same.all(axis=1)
    worst[~hard] = 1
    if hard.any():
        worst[hard] = _worst_sorted(rows[hard], None if live is None else live[hard], banks)
    return worst


def _worst_sorted(rows, live, banks):
    """_worst_bank of any rows (not atomic), by sorting each row's dwords."""
    keyed = rows.astype(np.int64) if live is None else np.where(live, rows, -1)
    keyed.sort(axis=1)
    first = keyed >= 0
    first[:, 1:] &= keyed[:, 1:] != keyed[:, :-1]
    bank = (keyed & (banks - 1)) + banks * np.arange(rows.shape[0])[:, None]
    counts = np.bincount(bank[first], minlength=rows.shape[0] * banks)
    return np.maximum(counts.reshape(-1, banks).max(axis=1), 1)


class LdsUnit:
    """A CU's LDS over time: its banks, shared, and one port per SIMD pair (module docstring).
    ``free(simd)``: the first clock it accepts an instruction from SIMD ``simd``;
    ``take(simd, t, cost)``: such an instruction issued at ``t`` with the recorded ``cost``
    (``pack``): the clock its data is back, the LDS latency included."""

    def __init__(self, device):
        self.ports = [0] * -(-device.simds_per_cu // 2)    # per SIMD pair: when it is free
        self.banks_free = 0
        self.latency = LDS_LATENCY

    def free(self, simd):
        return self.ports[simd >> 1]

    def take(self, simd, t, cost):
        banks, port = cost & _BANK_MASK, cost >> PORT_SHIFT      # unpack(cost), inline: hot
        pair = simd >> 1
        free = self.ports[pair]
        if free > t:
            t = free
        start = self.banks_free if self.banks_free > t else t
        self.banks_free = start + banks
        end = t + port                  # the later of the port's and the banks' ends
        if start + banks > end:
            end = start + banks
        self.ports[pair] = end
        return end + self.latency
