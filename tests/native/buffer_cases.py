"""The native tier's MUBUF loads and stores and its atomics against the interpreter: one program
per target of every covered buffer_load/store form (offen, idxen, both, neither, addr64 on
gfx701; a linear V#, a strided one, a swizzled one with add_tid_enable as scratch has it and
a swizzled strided one) and every covered atomic (GLOBAL with and without saddr, FLAT,
MUBUF, DS; returning and not; 32 and 64 bits), run both ways over the same device memory,
LDS and registers (memory_cases.py's harness), compared bit for bit.

Buffer offsets and indices run past num_records (whole lanes and single dwords out of range:
loads read 0, stores are dropped, and a store with any lane short goes dword by dword), a
fifth of the linear offsets misaligned. Atomic addresses are whole words from a few, so many
lanes and waves hit one word (the interpreter's order decides every returned value); words
and data come from a pool of small integers (cmpswap succeeds) and float edge values (NaNs
signalling and quiet of three payloads, infinities, denormals, zeros) for the f32/f64 adds, so
two NaNs of different payloads meet in an add, in many lanes. The DS lane
exchanges (swizzle, permute, bpermute) are here too.

Used by test_buffer.py, and by benchmarks/native_speed.py's sweep over more seeds.
"""
import numpy as np

from gcnsim.isa.opcodes import op_table
from gcnsim.native.access import covers
from gcnsim.native.exchange import NAMES as EXCHANGES
from tests.native.memory_cases import EXECS, LDS_BYTES, WAVES, run_both

SIZES = (4096, 8192, 64 * 256)      # atomics' words, buffers (linear, strided), swizzled
POOL = np.array([0, 1, 2, 3, 0x3F800000, 0xBF800000, 0x7FC00000, 0x7F800001, 0xFFC00123,
                 0x7F800000, 0xFF800000, 0x00000001, 0x80000003, 0x80000000, 0x7FF00000,
                 0x7FF80000, 0xFFF00000, 0x00400000], np.uint32)
LAST_RESULT = 192        # results go to v20..v191, round and round
LINEAR_RECORDS = 2000               # bytes (stride 0)
STRIDED_RECORDS = 300               # records of 16 bytes
BYTES = {"ubyte": 1, "sbyte": 1, "ushort": 2, "sshort": 2, "byte": 1, "short": 2, "dword": 4,
         "dwordx2": 8, "dwordx3": 12, "dwordx4": 16}


def _regs(first, count):
    return f"v{first}" if count == 1 else f"v[{first}:{first + count - 1}]"


def _words(name):
    return 2 if name.endswith(("_x2", "64", "_f64")) else 1


def program(target):
    """Lines running every covered buffer and atomic form of ``target`` (module docstring):
    v[0:1] and v4 atomic addresses (allocation 0 and s[0:1] + v4), v[2:3] gfx701's addr64
    pair, v5 an LDS address, v6 and v7 a buffer index and offset, v[8:9] a swizzled strided
    V#'s, v11 a private offset; data from v12, results from v20 up."""
    names = sorted(n for n in {row.name for row in op_table(target).rows} if covers(n)
                   and n.startswith(("buffer_", "global_atomic", "flat_atomic", "ds_"))
                   and (not n.startswith("ds_") or "_" in n[3:] and _ds_atomic(n)))
    glc = "sc0" if target == "gfx942" else "glc"
    lines, free = [], 20

    def result(count):
        nonlocal free
        free += free % 2 if count > 1 else 0
        first, free = free, free + count
        if free > LAST_RESULT:
            free = 20
        return _regs(first, count)
    for name in names:
        space, verb, tail = name.split("_", 2)
        if name in EXCHANGES:
            lines += _exchange_lines(name, result)
        elif space == "ds":
            lines += _ds_lines(name, result)
        elif verb == "atomic":
            words = _words(name)
            data = _regs(12, words * (2 if "cmpswap" in tail else 1))
            if space == "buffer":     # returns into its data
                lines.append(f"{name} {data}, v4, s[8:11], 0 offen")
                lines.append(f"{name} {data}, v6, s[12:15], s21 idxen offset:8 {glc}")
                continue
            lines.append(f"{name} {result(words)}, v[0:1], {data}" + (", off" if space ==
                         "global" else "") + f" {glc}")
            lines.append(f"{name} v[0:1], {data}" + (", off" if space == "global" else ""))
            if space == "global":
                lines.append(f"{name} {result(words)}, v4, {data}, s[0:1] offset:8 {glc}")
        else:
            lines += _buffer_lines(target, name, verb, tail, result)
    return lines


def _ds_atomic(name):
    return not name.startswith(("ds_read", "ds_write"))


def _exchange_lines(name, result):
    """Lane exchanges: swizzle in quad-permute and bit-mask modes; permute and bpermute by the
    LDS address v5 (aligned) and the buffer offsets v7 (large, some misaligned), one
    overwriting its own address."""
    if name == "ds_swizzle_b32":
        return [f"{name} {result(1)}, v12 offset:{offset}"
                for offset in (0x80E4, 0x801B, 0x0041, 0x041F, 0x7C1F, 0x03E0)]
    return [f"{name} {result(1)}, v5, v12 offset:8", f"{name} {result(1)}, v7, v13",
            f"{name} v7, v7, v14 offset:4"]


def _ds_lines(name, result):
    words = _words(name)
    two = "cmpst" in name
    data = _regs(12, words) + (", " + _regs(14, words) if two else "")
    if "_rtn_" in name:
        return [f"{name} {result(words)}, v5, {data} offset:8"]
    return [f"{name} v5, {data}"]


def _buffer_lines(target, name, verb, tail, result):
    count = max(1, BYTES[tail] // 4)
    forms = ["v7, s[8:11], s20 offen offset:4", "off, s[8:11], s20 offset:12",
             "v6, s[12:15], 0 idxen offset:4", "v[6:7], s[12:15], s21 idxen offen",
             "v11, s[16:19], 0 offen offset:4", "v[8:9], s[24:27], 0 idxen offen"]
    if target == "gfx701":
        forms.append("v[2:3], s[4:7], 0 addr64 offset:8")
    if verb == "load":
        return [f"{name} {result(count)}, {form}" for form in forms]
    lines = []
    for form in forms:
        lines.append(f"{name} {_regs(12, count)}, {form}")
        lines.append(f"buffer_load_dwordx4 {result(4)}, {form}")
    return lines


def _descriptor(base, stride=0, records=0, swizzle=False, index_stride=0, add_tid=False,
                generation=9):
    """The four dwords of a V# (vmem_buffer.decode_resource's fields)."""
    word3 = (index_stride << 21) | (add_tid << 23) | ((1 << 19) if generation < 9 else 0)
    return (base & 0xFFFFFFFF, (base >> 32) | (stride << 16) | (swizzle << 31), records, word3)


def state(rng, bases, target):
    from gcnsim.emu.state import WaveState
    from gcnsim.isa.targets import get_target
    generation = get_target(target).generation
    st = WaveState(WAVES, 256)
    st.v[:] = rng.choice(POOL, st.v.shape)
    st.v[:, 12:18] = rng.choice(POOL, (WAVES, 6, 64))
    st.s[:, :106] = rng.integers(0, 1 << 32, (WAVES, 106), dtype=np.uint32)
    words = (rng.integers(0, 24, (WAVES, 64)) * 8).astype(np.uint64)     # shared words
    pair = np.uint64(bases[0]) + words
    st.v[:, 0], st.v[:, 1] = pair & np.uint64(0xFFFFFFFF), pair >> np.uint64(32)
    st.v[:, 4] = rng.integers(0, 24, (WAVES, 64)) * 8
    st.s[:, 0], st.s[:, 1] = bases[0] & 0xFFFFFFFF, bases[0] >> 32
    addr64 = np.uint64(bases[1]) + rng.integers(0, 1000, (WAVES, 64)).astype(np.uint64) * 4
    st.v[:, 2], st.v[:, 3] = addr64 & np.uint64(0xFFFFFFFF), addr64 >> np.uint64(32)
    st.v[:, 5] = rng.integers(0, 32, (WAVES, 64)) * 8
    st.v[:, 6] = rng.integers(0, STRIDED_RECORDS + 12, (WAVES, 64))
    offsets = rng.integers(LINEAR_RECORDS - 40, LINEAR_RECORDS + 8, (WAVES, 64))
    offsets[:, ::2] = rng.integers(0, LINEAR_RECORDS, (WAVES, 32))
    offsets[rng.random((WAVES, 64)) < 0.8] &= ~3
    st.v[:, 7] = offsets
    st.v[:, 8] = rng.integers(0, 26, (WAVES, 64))
    st.v[:, 9] = rng.integers(0, 12, (WAVES, 64))
    st.v[:, 11] = rng.integers(0, 60, (WAVES, 64)) * 4 + rng.integers(0, 4, (WAVES, 64)) * (
        rng.random((WAVES, 64)) < 0.2)
    st.s[:, 20], st.s[:, 21] = rng.integers(0, 16, WAVES) * 4, rng.integers(0, 8, WAVES) * 8
    for first, words in ((4, _descriptor(0, generation=generation)),
                         (8, _descriptor(bases[1], records=LINEAR_RECORDS)),
                         (12, _descriptor(bases[1], stride=16, records=STRIDED_RECORDS)),
                         (16, _descriptor(bases[2], records=0xFFFFFFFF, swizzle=True,
                                          index_stride=3, add_tid=True,
                                          generation=generation)),
                         (24, _descriptor(bases[2], stride=8, records=20, swizzle=True,
                                          generation=generation))):
        st.s[:, first:first + 4] = words
    st.set_exec(np.array([EXECS[i % len(EXECS)] for i in range(WAVES)], np.uint64))
    st.workgroup[:] = (0, 0, 1, 2, 1, 0)
    return st


def memory_bytes(rng, size):
    return rng.choice(POOL, size // 4).view(np.uint8)


def markable(line):
    """Whether the native tier marks a worker's dwords for ``line`` as the interpreter does
    (else it leaves the instruction to the interpreter when a worker watches): not an atomic
    on device memory, not a buffer access of more than a dword."""
    name = line.split()[0]
    if name.startswith("ds_"):
        return True
    return name.startswith("buffer_") and "atomic" not in name and BYTES[
        name.split("_", 2)[2]] <= 4


def compare(target, seed, watched=False, lines=None):
    """(differences, instructions x waves run natively, error) of the program (or ``lines``)
    run both ways from one random state (memory_cases.run_both)."""
    lines = program(target) if lines is None else lines
    return run_both(target, lines, seed, watched, SIZES, memory_bytes,
                    lambda rng, bases: state(rng, bases, target),
                    lambda rng: rng.choice(POOL, (3, LDS_BYTES // 4)).view(np.uint8))
