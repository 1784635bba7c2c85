"""DS (LDS) semantics against numpy references: every width, read2/write2 (st64), atomics with
shared addresses (Python loop over lanes in order), swizzle modes, permutes, append/consume,
and the LDS bounds check through the executor."""
import numpy as np
import pytest

from gcnsim.errors import MemoryViolation
from tests.semantics.mem_harness import ALL, U32, Rig, random_exec
from tests.semantics.test_vmem import ATOMICS, _sequential

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")
LDS = 2048


def _rig(target, waves=2, groups=2, seed=4):
    rig = Rig(target, waves, lds_bytes=LDS, groups=groups, seed=seed)
    rig.env.lds[:] = rig.rng.integers(0, 256, rig.env.lds.shape, dtype=np.uint8)
    rig.st.workgroup[:] = np.arange(waves) % groups
    rig.set_exec(random_exec(rig.rng, waves))
    return rig


def _lds_words(rig, wave):
    return rig.env.lds[rig.st.workgroup[wave]].view(U32)


# (mnemonic, bytes read, reference(lds bytes, byte address, old) -> register)
READS = [
    ("ds_read_u8", lambda m, a, o: m[a].astype(U32)),
    ("ds_read_i8", lambda m, a, o: m[a].view(np.int8).astype(np.int32).astype(U32)),
    ("ds_read_u16", lambda m, a, o: m[a] | m[a + 1].astype(U32) << 8),
    ("ds_read_i16", lambda m, a, o: (m[a] | m[a + 1].astype(np.int32) << 8).astype(np.uint16)
     .view(np.int16).astype(np.int32).astype(U32)),
    ("ds_read_b32", lambda m, a, o: m[a] | m[a + 1].astype(U32) << 8 | m[a + 2].astype(U32) << 16
     | m[a + 3].astype(U32) << 24),
    ("ds_read_u8_d16_hi", lambda m, a, o: (o & 0xFFFF) | m[a].astype(U32) << 16),
    ("ds_read_u16_d16", lambda m, a, o: (o & 0xFFFF0000) | m[a] | m[a + 1].astype(U32) << 8),
]


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("name,ref", READS, ids=[r[0] for r in READS])
def test_read_widths(target, name, ref):
    if "d16" in name and target == "gfx701":
        pytest.skip("no d16 on gfx7")
    rig = _rig(target)
    rig.st.v[:, 1] = rig.rng.integers(0, LDS - 80, (2, 64)) // 4 * 4
    old = rig.st.v[:, 2].copy()
    rig.step(f"{name} v2, v1 offset:12")
    on = rig.lanes()
    for i in range(2):
        m = rig.env.lds[rig.st.workgroup[i]]
        want = ref(m, rig.st.v[i, 1].astype(np.int64) + 12, old[i])
        assert (rig.st.v[i, 2][on[i]] == want[on[i]]).all()
        assert (rig.st.v[i, 2][~on[i]] == old[i][~on[i]]).all()


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("size", [8, 12, 16])
def test_write_read_wide(target, size):
    rig = _rig(target, waves=1, groups=1)
    rig.set_exec([ALL])
    rig.st.v[0, 1] = size * np.arange(64)
    k = size // 4
    rig.step(f"ds_write_b{8 * size} v1, v[4:{3 + k}] offset:8")
    words = _lds_words(rig, 0)
    for j in range(k):
        assert (words[2 + np.arange(64) * k + j] == rig.st.v[0, 4 + j]).all()
    rig.step(f"ds_read_b{8 * size} v[20:{19 + k}], v1 offset:8")
    assert (rig.st.v[0, 20:20 + k] == rig.st.v[0, 4:4 + k]).all()


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("kind,size", [("", 4), ("", 8), ("st64", 4), ("st64", 8)])
def test_read2_write2(target, kind, size):
    rig = _rig(target, waves=1, groups=1)
    rig.set_exec([ALL])
    k = size // 4
    stride = 1 if kind else 3               # elements between lanes; the pair never collides
    rig.st.v[0, 1] = size * stride * np.arange(64)
    off0, off1 = (0, 1) if kind else (1, 2)
    scale = size * (64 if kind else 1)
    d0, d1 = ("v4", "v6") if k == 1 else ("v[4:5]", "v[6:7]")
    bits = f"b{8 * size}"
    rig.step(f"ds_write2{kind}_{bits} v1, {d0}, {d1} offset0:{off0} offset1:{off1}")
    words = _lds_words(rig, 0)
    first = (rig.st.v[0, 1].astype(np.int64) + off0 * scale) // 4
    second = (rig.st.v[0, 1].astype(np.int64) + off1 * scale) // 4
    for j in range(k):
        assert (words[first + j] == rig.st.v[0, 4 + j]).all()
        assert (words[second + j] == rig.st.v[0, 6 + j]).all()
    rig.env.lds[0].view(U32)[:] += 1
    rig.step(f"ds_read2{kind}_{bits} v[10:{9 + 2 * k}], v1 offset0:{off0} offset1:{off1}")
    for j in range(k):
        assert (rig.st.v[0, 10 + j] == rig.st.v[0, 4 + j] + 1).all()
        assert (rig.st.v[0, 10 + k + j] == rig.st.v[0, 6 + j] + 1).all()


DS_NAMES = {"add": "add_rtn_u32", "sub": "sub_rtn_u32", "swap": "wrxchg_rtn_b32",
            "smin": "min_rtn_i32", "smax": "max_rtn_i32", "umin": "min_rtn_u32",
            "umax": "max_rtn_u32", "and": "and_rtn_b32", "or": "or_rtn_b32",
            "xor": "xor_rtn_b32", "inc": "inc_rtn_u32", "dec": "dec_rtn_u32",
            "cmpswap": "cmpst_rtn_b32"}


@pytest.mark.parametrize("target", ("gfx701", "gfx900"))
@pytest.mark.parametrize("name,ref", ATOMICS, ids=[a[0] for a in ATOMICS])
def test_atomics_shared_addresses(target, name, ref):
    rig = _rig(target, waves=3, groups=2)
    index = rig.rng.integers(0, 6, (3, 64))
    rig.st.v[:, 1] = 4 * index
    rig.st.v[:, 2] = rig.rng.integers(0, 40, (3, 64))
    start = [rig.rng.integers(0, 40, 6).astype(U32) for _ in range(2)]
    for g in range(2):
        rig.env.lds[g].view(U32)[:6] = start[g]
    words = [w[:6].copy() for w in start]
    rig.st.v[:, 3] = np.where(rig.rng.random((3, 64)) < 0.5, words[0][index], 5)
    line = f"ds_{DS_NAMES[name]} v4, v1, v3, v2" if name == "cmpswap" else \
        f"ds_{DS_NAMES[name]} v4, v1, v2"
    rig.step(line)
    on = rig.lanes()
    for g in range(2):
        waves = [i for i in range(3) if rig.st.workgroup[i] == g]
        sel = np.concatenate([np.nonzero(on[i])[0] + 64 * i for i in waves])
        flat = lambda r: np.concatenate([r[i] for i in range(3)])
        cmp = flat(rig.st.v[:, 3])[sel] if name == "cmpswap" else None
        data = flat(rig.st.v[:, 2])[sel]
        returns, final = _sequential(words[g], flat(index)[sel], ref, data, cmp)
        assert flat(rig.st.v[:, 4])[sel].tolist() == returns
        assert rig.env.lds[g].view(U32)[:6].tolist() == final


def test_atomic_no_return_f32_u64_mskor():
    rig = _rig("gfx900", waves=1, groups=1)
    rig.set_exec([ALL])
    lds = rig.env.lds[0]
    lds.view(np.float32)[0] = 1.0
    rig.st.v[0, 1] = 0
    rig.st.v[0, 2] = np.float32(0.5).view(U32)
    rig.step("ds_add_f32 v1, v2")
    assert lds.view(np.float32)[0] == 33.0
    lds.view(np.uint64)[1] = 0xFFFFFFFF
    rig.st.v[0, 1] = 8
    rig.st.v[0, 2], rig.st.v[0, 3] = 1, 0
    rig.step("ds_add_u64 v1, v[2:3]")
    assert lds.view(np.uint64)[1] == 0xFFFFFFFF + 64
    lds.view(U32)[4] = 0xF0F0
    rig.st.v[0, 1] = 16
    rig.st.v[0, 2], rig.st.v[0, 3] = 0xFF, 0x5
    rig.step("ds_mskor_b32 v1, v2, v3")
    assert lds.view(U32)[4] == 0xF005          # (mem & ~DATA) | DATA2


def _swizzle_reference(offset, lane):
    if offset >= 0x8000:
        return lane // 4 * 4 + (offset >> (2 * (lane % 4))) % 4
    and_mask, or_mask, xor_mask = offset % 32, offset // 32 % 32, offset // 1024 % 32
    return lane // 32 * 32 + (((lane % 32 & and_mask) | or_mask) ^ xor_mask)


# Offsets as LLVM spells some of them: QUAD_PERM 0,1,2,3 and 3,2,1,0, BITMASK_PERM "00p01",
# BROADCAST 16,0; then raw bit-mask words.
@pytest.mark.parametrize("offset", [0x80E4, 0x801B, 0x041F, 0x001F | 1 << 10, 0x0010, 0x7C1F])
def test_swizzle_modes(offset):
    rig = _rig("gfx900", waves=2, groups=1)
    rig.st.v[:, 1] = np.arange(64) + 1000
    old = rig.st.v[:, 2].copy()
    rig.step(f"ds_swizzle_b32 v2, v1 offset:{offset}")
    on = rig.lanes()
    for i in range(2):
        for lane in range(64):
            src = _swizzle_reference(offset, lane)
            want = (1000 + src if on[i, src] else 0) if on[i, lane] else old[i, lane]
            assert rig.st.v[i, 2, lane] == want


def test_permute_and_bpermute():
    rig = _rig("gfx900", waves=2, groups=1)
    rig.st.v[:, 1] = 4 * rig.rng.integers(0, 64, (2, 64))
    rig.st.v[:, 3] = np.arange(64) + 500
    old = rig.st.v[:, 4].copy()
    rig.step("ds_bpermute_b32 v4, v1, v3")
    on = rig.lanes()
    for i in range(2):
        for lane in np.nonzero(on[i])[0]:
            src = rig.st.v[i, 1, lane] // 4
            assert rig.st.v[i, 4, lane] == (500 + src if on[i, src] else 0)
        assert (rig.st.v[i, 4][~on[i]] == old[i][~on[i]]).all()
    rig.step("ds_permute_b32 v5, v1, v3 offset:4")
    for i in range(2):
        tmp = [0] * 64
        for lane in np.nonzero(on[i])[0]:
            tmp[(rig.st.v[i, 1, lane] + 4) // 4 % 64] = 500 + lane
        assert [int(x) for x in rig.st.v[i, 5][on[i]]] == [tmp[j] for j in np.nonzero(on[i])[0]]


def test_append_consume():
    rig = _rig("gfx900", waves=3, groups=1)
    masks = [0xF, 0, ALL]
    rig.set_exec(masks)
    rig.st.s[:, 124] = 0x10000 | 0x40          # M0: size in the high half, base 0x40
    rig.env.lds[0].view(U32)[0x44 // 4] = 7
    rig.step("ds_append v1 offset:4")
    assert rig.st.v[0, 1, :4].tolist() == [7] * 4
    assert rig.st.v[2, 1, :3].tolist() == [11] * 3
    assert rig.env.lds[0].view(U32)[0x44 // 4] == 7 + 4 + 64
    rig.step("ds_consume v2 offset:4")
    assert rig.env.lds[0].view(U32)[0x44 // 4] == 7


def test_lds_out_of_bounds_names_wave_pc_instruction_lane_address():
    rig = _rig("gfx900", waves=2, groups=2)
    rig.set_exec([ALL, ALL])
    rig.st.v[:, 1] = 4 * np.arange(64)
    rig.st.v[1, 1, 33] = LDS - 2
    with pytest.raises(MemoryViolation) as err:
        rig.execute("ds_write_b32 v1, v2\ns_endpgm")
    text = str(err.value)
    assert "wave 1 pc 0x1000 'ds_write_b32 v1, v2'" in text
    assert f"access of 4 bytes at 0x{LDS - 2:x} by lane 33" in text
    assert f"outside the workgroup's {LDS}-byte LDS allocation" in text
