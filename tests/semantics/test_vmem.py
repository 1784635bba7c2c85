"""FLAT / GLOBAL / SCRATCH / MUBUF / MTBUF semantics against numpy references.

Each table row is (assembly, reference): the reference computes, from the initial memory bytes
and each lane's byte address, what the destination register (loads) or memory (stores) must
hold. Atomics are checked against a plain Python loop over the active lanes in order.
"""
import numpy as np
import pytest

from gcnsim.isa.targets import get_target

from gcnsim.errors import MemoryViolation
from tests.semantics.mem_harness import ALL, U32, U64, Rig, buffer_resource, random_exec

GFX9 = ("gfx900", "gfx90a", "gfx942")


def _sext(x, bits):
    x = x.astype(np.int64) & ((1 << bits) - 1)
    return ((x ^ (1 << (bits - 1))) - (1 << (bits - 1))).astype(np.uint32)


def _bytes_at(mem, addr, n):
    return np.stack([mem[addr + k] for k in range(n)], 1).astype(np.uint32)


def _le(b):
    return sum(b[:, k] << (8 * k) for k in range(b.shape[1])).astype(np.uint32)


# (width suffix, dwords written, reference(mem bytes, byte offsets, old register) -> new)
LOADS = [
    ("ubyte", lambda m, a, old: m[a].astype(U32)),
    ("sbyte", lambda m, a, old: _sext(m[a], 8)),
    ("ushort", lambda m, a, old: _le(_bytes_at(m, a, 2))),
    ("sshort", lambda m, a, old: _sext(_le(_bytes_at(m, a, 2)), 16)),
    ("dword", lambda m, a, old: _le(_bytes_at(m, a, 4))),
    ("ubyte_d16", lambda m, a, old: (old & 0xFFFF0000) | m[a]),
    ("ubyte_d16_hi", lambda m, a, old: (old & 0xFFFF) | (m[a].astype(U32) << 16)),
    ("sbyte_d16", lambda m, a, old: (old & 0xFFFF0000) | (_sext(m[a], 8) & 0xFFFF)),
    ("sbyte_d16_hi", lambda m, a, old: (old & 0xFFFF) | (_sext(m[a], 8) << 16)),
    ("short_d16", lambda m, a, old: (old & 0xFFFF0000) | _le(_bytes_at(m, a, 2))),
    ("short_d16_hi", lambda m, a, old: (old & 0xFFFF) | (_le(_bytes_at(m, a, 2)) << 16)),
]
STORES = [("byte", 1, 0), ("short", 2, 0), ("dword", 4, 0), ("byte_d16_hi", 1, 16),
          ("short_d16_hi", 2, 16)]


def _setup(target, waves=2, size=4096, align=1, seed=1):
    rig = Rig(target, waves, seed=seed)
    mem = rig.rng.integers(0, 256, size, dtype=np.uint8)
    base = rig.alloc(mem)
    offsets = rig.rng.integers(0, size - 64, (waves, 64)) // align * align
    rig.set_exec(random_exec(rig.rng, waves))
    return rig, mem, base, offsets


@pytest.mark.parametrize("target", GFX9)
@pytest.mark.parametrize("suffix,ref", LOADS, ids=[r[0] for r in LOADS])
def test_global_load_widths(target, suffix, ref):
    rig, mem, base, offsets = _setup(target)
    rig.set_vpair(2, base + offsets.astype(U64))
    old = rig.st.v[:, 1].copy()
    rig.step(f"global_load_{suffix} v1, v[2:3], off offset:12")
    want = ref(mem, offsets + 12, old)
    on = rig.lanes()
    assert (rig.st.v[:, 1][on] == want[on]).all()
    assert (rig.st.v[:, 1][~on] == old[~on]).all()


@pytest.mark.parametrize("target", GFX9)
@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_global_load_dwordx_saddr(target, count):
    rig, mem, base, offsets = _setup(target, align=4)
    rig.set_spair(6, base - 16)
    rig.st.v[:, 2] = offsets
    name = "dword" if count == 1 else f"dwordx{count}"
    dst = "v4" if count == 1 else f"v[4:{3 + count}]"
    rig.step(f"global_load_{name} {dst}, v2, s[6:7] offset:16")
    words = mem.view(U32)
    on = rig.lanes()
    for k in range(count):
        assert (rig.st.v[:, 4 + k][on] == words[offsets // 4 + k][on]).all()


@pytest.mark.parametrize("target", GFX9 + ("gfx701",))
@pytest.mark.parametrize("suffix,size,shift", STORES, ids=[r[0] for r in STORES])
def test_flat_store_widths(target, suffix, size, shift):
    if "d16" in suffix and target == "gfx701":
        pytest.skip("no d16 stores on gfx7")
    rig, mem, base, _ = _setup(target, waves=1)
    offsets = rig.rng.permutation(4096 // 4 - 1)[:64] * 4     # distinct addresses
    rig.set_vpair(2, base + offsets.astype(U64))
    data = rig.st.v[0, 5].copy()
    rig.step(f"flat_store_{suffix} v[2:3], v5")
    want = mem.copy()
    on = rig.lanes()[0]
    for lane in np.nonzero(on)[0]:
        value = int(data[lane]) >> shift
        for k in range(size):
            want[offsets[lane] + k] = (value >> (8 * k)) & 0xFF
    got = np.frombuffer(rig.memory.read(base, 4096), np.uint8)
    assert (got == want).all()


def _sequential(words, index, op, data, cmp=None):
    """Python reference: apply ``op`` lane after lane; (returns, final words)."""
    words = [int(x) for x in words]
    out = []
    for j, i in enumerate(index):
        old = words[i]
        out.append(old)
        words[i] = op(old, int(data[j]), None if cmp is None else int(cmp[j]))
    return out, words


def _s32(x):
    return x - (1 << 32) if x >> 31 else x


ATOMICS = [
    ("add", lambda o, d, c: (o + d) & 0xFFFFFFFF),
    ("sub", lambda o, d, c: (o - d) & 0xFFFFFFFF),
    ("swap", lambda o, d, c: d),
    ("smin", lambda o, d, c: o if _s32(o) <= _s32(d) else d),
    ("smax", lambda o, d, c: o if _s32(o) >= _s32(d) else d),
    ("umin", lambda o, d, c: min(o, d)),
    ("umax", lambda o, d, c: max(o, d)),
    ("and", lambda o, d, c: o & d),
    ("or", lambda o, d, c: o | d),
    ("xor", lambda o, d, c: o ^ d),
    ("inc", lambda o, d, c: 0 if o >= d else o + 1),
    ("dec", lambda o, d, c: d if o == 0 or o > d else o - 1),
    ("cmpswap", lambda o, d, c: d if o == c else o),
]


def return_bit(target):
    """The cache bit that makes an atomic return the old value: glc, sc0 on gfx940+."""
    return "sc0" if get_target(target).has("sc_bits") else "glc"


@pytest.mark.parametrize("target", GFX9)
@pytest.mark.parametrize("name,ref", ATOMICS, ids=[a[0] for a in ATOMICS])
def test_global_atomics_shared_words(target, name, ref):
    rig = Rig(target, waves=3, seed=7)
    words = rig.rng.integers(0, 40, 8).astype(U32)
    base = rig.alloc(words)
    index = rig.rng.integers(0, 8, (3, 64))
    rig.set_vpair(2, base + 4 * index.astype(U64))
    rig.set_exec(random_exec(rig.rng, 3))
    rig.st.v[:, 4] = rig.rng.integers(0, 40, (3, 64))
    rig.st.v[:, 5] = np.where(rig.rng.random((3, 64)) < 0.5, words[index], 7)
    data = "v[4:5]" if name == "cmpswap" else "v4"
    rig.step(f"global_atomic_{name} v6, v[2:3], {data}, off {return_bit(target)}")
    on = rig.lanes()
    cmp = rig.st.v[:, 5][on] if name == "cmpswap" else None
    returns, final = _sequential(words, index[on], ref, rig.st.v[:, 4][on], cmp)
    assert rig.st.v[:, 6][on].tolist() == returns
    assert rig.dwords(base, 8).tolist() == final


def test_atomic_x2_and_float_add():
    rig = Rig("gfx90a", waves=1, seed=3)
    base = rig.alloc(np.array([5, 1 << 40], np.uint64))
    rig.set_vpair(2, base + 8 * (np.arange(64, dtype=U64) % 2))
    rig.st.v[0, 4] = 0xFFFFFFFF
    rig.st.v[0, 5] = 0
    rig.step("global_atomic_add_x2 v[6:7], v[2:3], v[4:5], off glc")
    got = np.frombuffer(rig.memory.read(base, 16), np.uint64)
    assert got.tolist() == [5 + 32 * 0xFFFFFFFF, (1 << 40) + 32 * 0xFFFFFFFF]
    assert int(rig.st.v[0, 6, 2]) | int(rig.st.v[0, 7, 2]) << 32 == 5 + 0xFFFFFFFF
    fbase = rig.alloc(np.array([0.5], np.float32))
    rig.set_vpair(2, fbase)
    rig.st.v[0, 4] = np.float32(0.25).view(U32)
    rig.step("global_atomic_add_f32 v6, v[2:3], v4, off glc")
    assert np.frombuffer(rig.memory.read(fbase, 4), np.float32)[0] == 0.5 + 64 * 0.25
    assert rig.st.v[0, 6, 3].view(np.float32) == 0.5 + 3 * 0.25


def _scratch_rig(target):
    rig = Rig(target, waves=2, seed=5)
    region = rig.alloc(np.zeros(2 * 64 * 64, U32))        # 256 bytes per lane, two waves
    for i in range(2):
        rig.st.s[i, rig.target.flat_scratch_base] = (region + i * 16384) & 0xFFFFFFFF
        rig.st.s[i, rig.target.flat_scratch_base + 1] = (region + i * 16384) >> 32
    return rig, region


@pytest.mark.parametrize("target", GFX9)
def test_scratch_store_load_swizzled(target):
    rig, region = _scratch_rig(target)
    rig.st.v[:, 1] = 8                                     # private byte offset 8 + 4 = 12
    rig.st.v[:, 2] = np.arange(64) + 100 * np.arange(2)[:, None]
    rig.st.v[:, 3] = 7
    vaddr = "v1" if target != "gfx942" else "v1"
    rig.step(f"scratch_store_dwordx2 {vaddr}, v[2:3], off offset:4")
    mem = rig.dwords(region, 2 * 4096)
    for i in range(2):
        for lane in (0, 5, 63):
            # private dword 3 and 4 of the lane: wave base + dword * 256 + lane * 4
            assert mem[i * 4096 + 3 * 64 + lane] == lane + 100 * i
            assert mem[i * 4096 + 4 * 64 + lane] == 7
    rig.step(f"scratch_load_dword v9, {vaddr}, off offset:4")
    assert (rig.st.v[:, 9] == rig.st.v[:, 2]).all()


def test_flat_apertures_reach_lds_and_scratch():
    rig, region = _scratch_rig("gfx900")
    rig.env.lds = np.zeros((1, 1024), np.uint8)
    shared, private = rig.memory.shared_aperture, rig.memory.private_aperture
    rig.set_vpair(2, shared + 4 * np.arange(64, dtype=U64))
    rig.st.v[:, 4] = np.arange(64) + 1
    rig.step("flat_store_dword v[2:3], v4", np.array([0]))
    assert (rig.env.lds[0].view(U32)[:64] == np.arange(64) + 1).all()
    rig.set_vpair(2, private + 4 * np.arange(64, dtype=U64) % 8)
    rig.step("flat_store_dword v[2:3], v4", np.array([1]))
    mem = rig.dwords(region + 16384, 128)
    assert mem[np.arange(64) + 64 * (np.arange(64) % 2)].tolist() == list(range(1, 65))
    rig.step("flat_load_dword v5, v[2:3]", np.array([1]))
    assert (rig.st.v[1, 5] == np.arange(64) + 1).all()


def test_buffer_offen_idxen_and_out_of_range():
    rig = Rig("gfx900", waves=1, seed=2)
    words = np.arange(100, 164, dtype=U32)
    base = rig.alloc(words)
    rig.st.s[0, 8:12] = buffer_resource(base, 40)           # 40 bytes in range
    rig.st.v[0, 1] = 4 * np.arange(64)
    rig.st.s[0, 3] = 4
    rig.step("buffer_load_dword v2, v1, s[8:11], s3 offen offset:4")
    want = np.where(4 * np.arange(64) + 4 < 40, words[np.minimum(np.arange(64) + 2, 63)], 0)
    assert rig.st.v[0, 2].tolist() == want.tolist()
    rig.step("buffer_load_dwordx2 v[4:5], v1, s[8:11], 0 offen offset:32")
    assert rig.st.v[0, 4, :3].tolist() == [108, 109, 0] and rig.st.v[0, 5, :2].tolist() == [109, 0]
    rig.st.s[0, 8:12] = buffer_resource(base, 8, stride=16)
    rig.st.v[0, 6] = np.arange(64)
    rig.step("buffer_load_dword v7, v6, s[8:11], 0 idxen offset:4")
    assert rig.st.v[0, 7, :3].tolist() == [101, 105, 109]
    rig.st.v[0, 3] = 1
    rig.st.s[0, 8:12] = buffer_resource(base, 12)
    rig.step("buffer_store_dword v3, v1, s[8:11], 0 offen")
    assert rig.dwords(base, 4).tolist() == [1, 1, 1, 103]


def test_buffer_private_segment_swizzle():
    rig = Rig("gfx701", waves=1, seed=2)
    region = rig.alloc(np.zeros(64 * 8, U32))
    rig.st.s[0, 0:4] = buffer_resource(region, 0xFFFFFFFF, swizzle=True, add_tid=True)
    rig.st.v[0, 1] = np.arange(64)
    rig.st.s[0, 5] = 256                                    # wave offset: one private dword row
    rig.step("buffer_store_dword v1, off, s[0:3], s5 offset:4")
    mem = rig.dwords(region, 64 * 8)
    assert mem[64 + 64:64 + 128].tolist() == list(range(64))


def test_listing_8_1_tbuffer_format_32_float():
    rig = Rig("gfx701", waves=1, seed=2)
    src = rig.alloc(np.arange(64, dtype=np.float32) + 0.5)
    dst = rig.alloc(np.zeros(64, np.float32))
    rig.st.s[0, 8:12] = buffer_resource(src, 256, dfmt=0, nfmt=0)
    rig.st.s[0, 0:4] = buffer_resource(dst, 256, dfmt=0, nfmt=0)
    rig.st.v[0, 1] = 4 * np.arange(64)[::-1]
    rig.st.v[0, 0] = 4 * np.arange(64)
    fmt = "format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT]"
    rig.step(f"tbuffer_load_format_x v1, v1, s[8:11], 0 {fmt} offen")
    rig.step(f"tbuffer_store_format_x v1, v0, s[0:3], 0 {fmt} offen")
    got = np.frombuffer(rig.memory.read(dst, 256), np.float32)
    assert got.tolist() == (np.arange(64)[::-1] + 0.5).tolist()


@pytest.mark.parametrize("dfmt,nfmt,raw,want", [
    ("8", "UINT", [0xF0, 0x01], [0xF0]),
    ("8", "SINT", [0xF0, 0x01], [0xFFFFFFF0]),
    ("8_8", "UINT", [0xF0, 0x01], [0xF0, 0x01, 0, 1]),
    ("16", "FLOAT", [0x00, 0x3C], [0x3F800000, 0, 0, 0x3F800000]),
    ("16_16", "SINT", [0xFE, 0xFF, 0x02, 0x00], [0xFFFFFFFE, 2]),
    ("8", "UNORM", [0xFF, 0], [0x3F800000]),
])
def test_tbuffer_formats(dfmt, nfmt, raw, want):
    rig = Rig("gfx900", waves=1, seed=2)
    base = rig.alloc(np.array(raw * 64, np.uint8))
    rig.st.s[0, 4:8] = buffer_resource(base, 4096)
    rig.st.v[0, 1] = 0
    count = len(want)
    comps = {1: "x", 2: "xy", 3: "xyz", 4: "xyzw"}[count]
    dst = "v2" if count == 1 else f"v[2:{1 + count}]"
    fmt = f"format:[BUF_DATA_FORMAT_{dfmt},BUF_NUM_FORMAT_{nfmt}]"
    rig.step(f"tbuffer_load_format_{comps} {dst}, v1, s[4:7], 0 {fmt} offen")
    assert [int(rig.st.v[0, 2 + k, 0]) for k in range(count)] == want
    rig.step(f"tbuffer_store_format_{comps} {dst}, v1, s[4:7], 0 {fmt} offen offset:64")
    size = {"8": 1, "16": 2, "8_8": 2, "16_16": 4}[dfmt]
    assert list(rig.memory.read(base + 64, size)) == raw[:size]


def test_out_of_bounds_names_wave_pc_instruction_lane_address():
    rig = Rig("gfx900", waves=3, seed=2)
    base = rig.alloc(np.zeros(64, U32))
    addrs = np.broadcast_to(base + 4 * np.arange(64, dtype=U64), (3, 64)).copy()
    addrs[2, 17] = base + 256                                # past the 256-byte allocation
    rig.set_vpair(2, addrs)
    rig.set_exec([ALL, ALL, ALL])
    with pytest.raises(MemoryViolation) as err:
        rig.execute("s_nop 0\nglobal_load_dword v1, v[2:3], off\ns_endpgm")
    text = str(err.value)
    assert "wave 2" in text and "pc 0x1004" in text
    assert "'global_load_dword v1, v[2:3], off'" in text
    assert "lane 17" in text and f"0x{base + 256:x}" in text


def test_memory_f32_atomic_add_flushes_denormals_on_gfx90a_only():
    """gfx90a's memory add_f32 flushes f32 denormals, inputs and sum, sign kept (LLVM D87864);
    gfx942's keeps them; the f64 add keeps them on both (atomics.py fadd_ftz)."""
    tiny = np.array([0x80000003, 5], U32)                  # -3 * 2^-149 and 5 * 2^-149
    for target, want in (("gfx90a", [0x80000000, 0]), ("gfx942", [0x80000000 | 67, 69])):
        rig = Rig(target, waves=1, seed=3)
        base = rig.alloc(tiny.copy())
        rig.set_vpair(2, base + 4 * (np.arange(64, dtype=U64) % 2))
        rig.st.v[0, 4] = np.where(np.arange(64) % 2, U32(2), U32(0x80000002))    # -+2 * 2^-149
        rig.step(f"global_atomic_add_f32 v6, v[2:3], v4, off {return_bit(target)}")
        assert rig.dwords(base, 2).tolist() == want, target
        assert rig.st.v[0, 6, :2].tolist() == tiny.tolist()     # memory's words, unflushed
    rig = Rig("gfx90a", waves=1, seed=3)
    base = rig.alloc(np.array([1], np.uint64))
    rig.set_vpair(2, np.full(64, base, U64))
    rig.st.v[0, 4], rig.st.v[0, 5] = 1, 0
    rig.step("global_atomic_add_f64 v[2:3], v[4:5], off")
    assert np.frombuffer(rig.memory.read(base, 8), np.uint64).tolist() == [65]
