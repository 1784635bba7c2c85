"""The native tier's memory instructions against the interpreter: one program of every covered
load and store form of a target (GLOBAL with and without saddr, FLAT, DS with its two-address
forms, SMEM) run both ways over the same device memory, LDS and registers, compared bit for
bit: registers, every allocation's bytes, the LDS, DeviceMemory.stores and a worker's read and
write marks (emu/shared.py).

Lane addresses are random (aligned and not), at the last bytes of their allocation, repeated
across lanes (the last lane's store wins), with ``stride`` a wave's lanes that many bytes
apart (the whole-wave path of device.py) and, with ``fault``, one lane past the end: the
native function then leaves that instruction to the interpreter, which the harness runs from
there as the executor does, so both sides raise the same MemoryViolation. Waves have EXEC
full, empty, alternate, first and last, one lane; wave 4 is outside the batch.

Used by test_memory.py, and by benchmarks/native_speed.py for the sweep over more seeds.
"""
import zlib

import numpy as np

from gcnsim.asm import assemble
from gcnsim.emu.env import Env
from gcnsim.emu.memory import DeviceMemory
from gcnsim.emu.program import CodeImage
from gcnsim.emu.state import WaveState
from gcnsim.emu.shared import BLOCK, Watch, mark_array
from gcnsim.errors import MemoryViolation
from gcnsim.isa.opcodes import op_table
from gcnsim.native.jit import Jit
from gcnsim.native.memory import context, descriptors, rows
from gcnsim.native.frames import SIGNATURE, STOPPED
from gcnsim.native.lower import lowering
from gcnsim.native.translate import translate

EXECS = (0xFFFFFFFFFFFFFFFF, 0, 0x5555555555555555, 0x8000000000000001, 1 << 37)
WAVES, BATCH = 6, np.array([0, 1, 2, 3, 5])
PRIVATE = 256           # scratch bytes per lane: allocation 3 holds 64 lanes' (swizzled)
SIZES = (4096 + 100, 2048, 300, 64 * PRIVATE)  # the allocations (the third SMEM's, tiny)
LDS_BYTES = 2048
REACH = 96      # addresses leave this many bytes before an allocation's end: offset + width
LOADS = ("ubyte", "sbyte", "ushort", "sshort", "dword", "dwordx2", "dwordx3", "dwordx4")
STORES = ("byte", "short", "dword", "dwordx2", "dwordx3", "dwordx4")
DS_READS = ("u8", "i8", "u16", "i16", "b32", "b64", "b96", "b128")
DS_WRITES = ("b8", "b16", "b32", "b64", "b96", "b128")
BYTES = {"ubyte": 1, "sbyte": 1, "ushort": 2, "sshort": 2, "byte": 1, "short": 2, "dword": 4,
         "dwordx2": 8, "dwordx3": 12, "dwordx4": 16, "u8": 1, "i8": 1, "u16": 2, "i16": 2,
         "b8": 1, "b16": 2, "b32": 4, "b64": 8, "b96": 12, "b128": 16}


def _regs(first, count):
    return f"v{first}" if count == 1 else f"v[{first}:{first + count - 1}]"


def program(target):
    """The lines of one program of every covered memory form of ``target``: v[0:1] and v[2:3]
    address pairs (allocations 0 and 1), v4 a 32-bit offset from s[0:1], v5 and v6 an LDS address,
    v7 and s7 scratch offsets (FLAT_SCRATCH: allocation 3), v8..v11 store data; every load
    writes registers of its own from v16 up, SMEM from s20."""
    names = {row.name for row in op_table(target).rows}
    gfx9 = "global_load_dword" in names
    lines, free = [], 16

    def load(text, count):
        nonlocal free
        free += free % 2 if count > 1 else 0        # gfx90a: register tuples start even
        lines.append(text.format(d=_regs(free, count)))
        free += count
    for t in LOADS:
        count, reach = max(1, BYTES[t] // 4), REACH - BYTES[t]
        if gfx9:
            load(f"global_load_{t} {{d}}, v[0:1], off offset:{reach}", count)
            load(f"global_load_{t} {{d}}, v4, s[0:1] offset:{reach - 8}", count)
        load(f"flat_load_{t} {{d}}, v[2:3]" + (" offset:4" if gfx9 else ""), count)
    for t in LOADS if gfx9 else ():
        count, reach = max(1, BYTES[t] // 4), REACH - BYTES[t]
        load(f"scratch_load_{t} {{d}}, v7, off offset:{reach + 16}", count)
        load(f"scratch_load_{t} {{d}}, off, s7 offset:{reach}", count)
        if target == "gfx942":
            load(f"scratch_load_{t} {{d}}, v7, s7 offset:{reach}", count)
    for t in STORES:
        data = _regs(8, max(1, BYTES[t] // 4))
        if gfx9:
            lines.append(f"scratch_store_{t} v7, {data}, off offset:{REACH + 16 - BYTES[t]}")
            lines.append(f"scratch_store_{t} off, {data}, s7 offset:{REACH - BYTES[t]}")
            load("scratch_load_dwordx4 {d}, v7, off offset:16", 4)
        if gfx9:
            lines.append(f"global_store_{t} v[2:3], {data}, off offset:{REACH - BYTES[t]}")
            lines.append(f"global_store_{t} v4, {data}, s[0:1] offset:-4")
        lines.append(f"flat_store_{t} v[0:1], {data}")
        load("flat_load_dwordx4 {d}, v[0:1]", 4)        # sees what the stores left
    for t in DS_WRITES:
        lines.append(f"ds_write_{t} v5, {_regs(8, max(1, BYTES[t] // 4))} offset:"
                     f"{REACH - BYTES[t]}")
        load("ds_read_b128 {d}, v5 offset:" + str(REACH - 16), 4)
    for t in DS_READS:
        load(f"ds_read_{t} {{d}}, v5 offset:{REACH - BYTES[t]}", max(1, BYTES[t] // 4))
    for verb in ("2", "2st64"):
        for t, count in (("b32", 1), ("b64", 2)):
            scale = BYTES[t] * (64 if verb == "2st64" else 1)
            second = (REACH - BYTES[t]) // scale
            lines.append(f"ds_write{verb}_{t} v5, {_regs(8, count)}, {_regs(10, count)} "
                         f"offset0:{second} offset1:0")
            load(f"ds_read{verb}_{t} {{d}}, v5 offset0:0 offset1:{second}", 2 * count)
    lines.append("ds_read2_b32 v[6:7], v6 offset0:1 offset1:3")   # overwrites its address
    lines.append("ds_read_b64 v[4:5], v5 offset:8")      # so does one of one address (lds.py)
    unit = 1 if gfx9 else 4
    for k, count in enumerate((1, 2, 4, 8, 16)):
        suffix = "" if count == 1 else f"x{count}"
        first = 20 + 16 * k
        sdst = f"s{first}" if count == 1 else f"s[{first}:{first + count - 1}]"
        lines.append(f"s_load_dword{suffix} {sdst}, s[2:3], 0x{(8 * k + 2) // unit:x}")
    lines.append("s_load_dword s19, s[2:3], s6")
    return lines


def _random_bytes(rng, size):
    return rng.integers(0, 256, size, dtype=np.uint8)


def _memory(rng, watched, sizes=SIZES, fill=_random_bytes):
    memory = DeviceMemory(capacity=1 << 24)
    bases = [memory.alloc(size, fill(rng, size)) for size in sizes]
    marks = {}
    if watched:
        for alloc in memory.allocations:
            blocks = -(-alloc.data.size // (4 * BLOCK))
            marks[alloc.address] = (mark_array(blocks), mark_array(blocks))
        memory.watch = Watch(memory, marks)
    return memory, bases, marks


def _addresses(rng, size, fault=False):
    """(WAVES, 64) byte offsets into an allocation of ``size``: random (a fifth misaligned),
    a few repeated, lane 63 of every wave at the last reachable byte, and with ``fault``
    lane 0 of wave 2 at the end (every access from it faults)."""
    top = size - REACH
    off = rng.integers(0, top // 4, (WAVES, 64)) * 4
    odd = rng.random((WAVES, 64)) < 0.2
    off[odd] += rng.integers(1, 4, int(odd.sum()))
    off[:, 8:16] = off[:, :1]                   # lanes writing one place: the last wins
    off[:, 63] = top
    if fault:
        off[2, 0] = size
    return off.astype(np.uint64)


def _dense(offsets, stride, whole=False):
    """``offsets`` with wave 5's lanes ``stride`` bytes apart from ``stride % 3`` (EXEC full:
    a wave the native tier reads or writes whole where its accesses are ``stride`` bytes,
    device.py; misaligned for some); ``whole``: every wave of the batch so, one after another
    (a batch a phase marks for a worker as one range, as a saxpy's)."""
    if stride is not None:
        offsets[5] = np.arange(64, dtype=np.uint64) * np.uint64(stride) + np.uint64(stride % 3)
    if stride is not None and whole:
        lanes = np.arange(BATCH.size * 64, dtype=np.uint64).reshape(BATCH.size, 64)
        offsets[BATCH] = lanes * np.uint64(stride) + np.uint64(stride % 3)
    return offsets


def state(rng, bases, fault, stride=None, whole=False):
    st = WaveState(WAVES, 256)
    st.v[:] = rng.integers(0, 1 << 32, st.v.shape, dtype=np.uint32)
    st.s[:, :106] = rng.integers(0, 1 << 32, (WAVES, 106), dtype=np.uint32)
    for reg, k in ((0, 0), (2, 1)):
        offsets = _addresses(rng, SIZES[k], fault == "memory" and k == 0)
        pair = np.uint64(bases[k]) + _dense(offsets, stride, whole)
        st.v[:, reg] = (pair & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        st.v[:, reg + 1] = (pair >> np.uint64(32)).astype(np.uint32)
    st.s[:, 0], st.s[:, 1] = bases[0] & 0xFFFFFFFF, bases[0] >> 32
    offsets = _dense(_addresses(rng, SIZES[0]), stride, whole)
    st.v[:, 4] = (offsets + np.uint64(8)).astype(np.uint32)
    st.v[:, 5] = _addresses(rng, LDS_BYTES, fault == "lds").astype(np.uint32)
    st.v[:, 6] = st.v[:, 5]
    st.v[:, 7] = (_addresses(rng, PRIVATE, fault == "scratch").astype(np.int64) - 16).clip(0)
    st.s[:, 7] = rng.integers(0, 16, WAVES)
    st.s[:, 102], st.s[:, 103] = bases[3] & 0xFFFFFFFF, bases[3] >> 32     # FLAT_SCRATCH
    smem = bases[2] + rng.integers(0, 8, WAVES) * 4 + rng.integers(0, 4, WAVES)
    st.s[:, 2], st.s[:, 3] = smem & 0xFFFFFFFF, smem >> 32
    st.s[:, 6] = rng.integers(0, 40, WAVES) * 4 + 100
    st.set_exec(np.array([EXECS[0] if whole else EXECS[i % len(EXECS)] for i in range(WAVES)],
                         np.uint64))
    st.workgroup[:] = (0, 0, 1, 2, 1, 0)
    return st


def compare(target, seed, fault=None, watched=True, stride=None, shared=False, whole=False):
    """Run the program both ways from one random state (``fault`` "memory", "lds" or
    "scratch": a lane past the end of allocation 0, the LDS or its private bytes; ``stride``:
    wave 5's device addresses that many bytes apart, ``_dense``, every wave's with ``whole``
    and EXEC full; ``shared``: wave 1 has wave
    0's LDS addresses and EXEC, as the waves of a workgroup reading one tile, lds.py):
    (differences, instructions x waves run natively before any stop, (text, (wave position,
    lane)) of the error both sides met or None)."""
    def make_state(rng, bases):
        st = state(rng, bases, fault, stride, whole)
        if shared:                                  # (waves 0 and 1: workgroup 0)
            st.v[1, 5:7] = st.v[0, 5:7]
            st.set_pair(np.array([1]), 126, st.pair(np.array([0]), 126))
        return st

    return run_both(target, program(target), seed, watched, SIZES, _random_bytes, make_state,
                    lambda rng: rng.integers(0, 256, (3, LDS_BYTES), dtype=np.uint8))


def run_both(target, lines, seed, watched, sizes, fill, make_state, make_lds):
    """``compare`` of any program ``lines``: allocations of ``sizes`` filled by ``fill(rng,
    size)``, registers ``make_state(rng, bases)``, the LDS ``make_lds(rng)``."""
    code = CodeImage(target, assemble("\n".join(lines), target).text)
    entries = code.block(0, len(code.data)).entries
    lowered = [lowering(e.inst, code.target) for e in entries]
    missing = [e.text(code.target) for e, x in zip(entries, lowered) if x is None]
    assert not missing, f"not translated: {missing}"
    sides = []
    for native in (False, True):
        rng = np.random.default_rng(seed)
        memory, bases, marks = _memory(rng, watched, sizes, fill)
        st = make_state(rng, bases)
        env = Env(code.target, memory, lds=make_lds(rng))
        first, ran = 0, 0
        if native:
            name = f"test_memory_{target}_{zlib.crc32(''.join(lines).encode()):08x}"
            call = SIGNATURE(Jit.get().function(translate(lowered, 0x3F0, name), name))
            descs = descriptors(rows(lowered))
            ctx = context(env, st, descs)
            out = call(st.v.ctypes.data, st.s.ctypes.data, st.scc.ctypes.data, 256,
                       BATCH.ctypes.data, BATCH.size, 0, ctx.ctypes.data)
            memory.stores += int(ctx[5])
            first = out // STOPPED - 1 if out // STOPPED else len(entries)
            ran = first * BATCH.size
        error = None
        try:
            for entry in entries[first:]:
                entry.step(st, BATCH, env)
        except MemoryViolation as err:
            error = (str(err), err.lane)
        sides.append((st, memory, env, marks, error))
    return _differences(*sides), ran, sides[1][4]


def _differences(want, got):
    found = []
    for what in ("v", "s"):
        a, b = getattr(want[0], what), getattr(got[0], what)
        found += [f"{what}{list(map(int, k))}: interpreter 0x{int(a[k]):x}, native "
                  f"0x{int(b[k]):x}" for k in zip(*np.nonzero(a != b))]
    for k, (x, y) in enumerate(zip(want[1].allocations, got[1].allocations)):
        found += [f"allocation {k} byte {int(i)}" for i in np.nonzero(x.data != y.data)[0]]
    found += [f"LDS {list(map(int, k))}" for k in zip(*np.nonzero(want[2].lds != got[2].lds))]
    if want[1].stores != got[1].stores:
        found.append(f"stores: interpreter {want[1].stores}, native {got[1].stores}")
    for address, (reads, writes) in want[3].items():
        other = got[3][address]
        for name, a, b in (("read", reads, other[0]), ("write", writes, other[1])):
            found += [f"{name} mark of dword {int(i)} at 0x{address:x}"
                      for i in np.nonzero(a != b)[0]]
    if want[4] != got[4]:
        found.append(f"error: interpreter {want[4]!r}, native {got[4]!r}")
    return found
