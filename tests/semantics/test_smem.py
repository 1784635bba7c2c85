"""SMEM (gfx9) and SMRD (gfx7) semantics: offsets of every form, buffer loads with num_records,
stores, atomics across waves, s_memtime; expected values computed from the memory image."""
import numpy as np
import pytest

from gcnsim.errors import MemoryViolation
from tests.semantics.mem_harness import U32, Rig, buffer_resource

GFX9 = ("gfx900", "gfx90a", "gfx942")
WORDS = np.arange(1000, 1256, dtype=U32)


def _rig(target, waves=2):
    rig = Rig(target, waves, nv=4)
    base = rig.alloc(WORDS)
    rig.set_spair(4, base)
    return rig, base


# (assembly, extra SGPRs, byte offset from s[4:5], dwords)
GFX9_LOADS = [
    ("s_load_dword s10, s[4:5], 0x8", {}, 8, 1),
    ("s_load_dwordx2 s[10:11], s[4:5], 0x10", {}, 16, 2),
    ("s_load_dwordx4 s[12:15], s[4:5], s7", {7: 36}, 36, 4),
    ("s_load_dwordx8 s[16:23], s[4:5], 0x22", {}, 32, 8),        # low two bits ignored
    ("s_load_dwordx16 s[16:31], s[4:5], s7 offset:0x8", {7: 64}, 72, 16),
]


@pytest.mark.parametrize("target", GFX9)
@pytest.mark.parametrize("line,sgprs,offset,count", GFX9_LOADS, ids=[r[0] for r in GFX9_LOADS])
def test_gfx9_load_offsets(target, line, sgprs, offset, count):
    rig, base = _rig(target)
    for enc, value in sgprs.items():
        rig.st.s[:, enc] = value
    rig.step(line)
    first = int(line.split()[1].strip("s[],").split(":")[0])
    want = WORDS[offset // 4:offset // 4 + count]
    assert (rig.st.s[:, first:first + count] == want).all()


GFX7_LOADS = [
    ("s_load_dword s10, s[4:5], 0x3", {}, 12, 1),                  # imm: dwords
    ("s_load_dwordx4 s[12:15], s[4:5], s7", {7: 20}, 20, 4),       # SGPR: bytes
    ("s_load_dwordx2 s[10:11], s[4:5], 0x1234", {}, 4 * 0x1234, 2),  # literal: dwords
]


@pytest.mark.parametrize("line,sgprs,offset,count", GFX7_LOADS, ids=[r[0] for r in GFX7_LOADS])
def test_gfx7_smrd_offsets(line, sgprs, offset, count):
    rig = Rig("gfx701", 1, nv=4)
    words = np.arange(0x1300, dtype=U32) * 3
    base = rig.alloc(words)
    rig.set_spair(4, base)
    for enc, value in sgprs.items():
        rig.st.s[:, enc] = value
    rig.step(line)
    first = int(line.split()[1].strip("s[],").split(":")[0])
    assert (rig.st.s[0, first:first + count] == words[offset // 4:offset // 4 + count]).all()


def test_listing_8_1_buffer_loads_gfx7():
    """s_buffer_load_dword s0, s[4:7], 0x04 reads dword 4 of the constant buffer."""
    rig = Rig("gfx701", 1, nv=4)
    cb = rig.alloc(np.array([0, 0, 0, 0, 256, 0, 7], U32))
    rig.st.s[0, 4:8] = buffer_resource(cb, 28)
    rig.step("s_buffer_load_dword s0, s[4:7], 0x04")
    rig.step("s_buffer_load_dword s1, s[4:7], 0x6")
    assert rig.st.s[0, :2].tolist() == [256, 7]
    rig.step("s_buffer_load_dwordx4 s[8:11], s[4:7], 0x5")      # dwords 7, 8 past the end
    assert rig.st.s[0, 8:12].tolist() == [0, 7, 0, 0]


@pytest.mark.parametrize("target", GFX9)
def test_buffer_load_store_num_records(target):
    rig, base = _rig(target, waves=1)
    rig.st.s[0, 8:12] = buffer_resource(base, 24)
    rig.step("s_buffer_load_dwordx8 s[16:23], s[8:11], 0x4")
    assert rig.st.s[0, 16:24].tolist() == WORDS[1:6].tolist() + [0, 0, 0]
    rig.st.s[0, 30:32] = [5, 6]
    rig.step("s_store_dwordx2 s[30:31], s[4:5], 0x40")
    assert rig.dwords(base + 0x40, 3).tolist() == [5, 6, WORDS[18]]


@pytest.mark.parametrize("target", GFX9)
def test_scalar_atomics_in_wave_order(target):
    rig, base = _rig(target, waves=3)
    rig.st.s[:, 6] = [1, 2, 3]
    rig.step("s_atomic_add s6, s[4:5], 0x0 glc")
    assert rig.st.s[:, 6].tolist() == [1000, 1001, 1003]
    assert rig.dwords(base, 1)[0] == 1006
    rig.st.s[:, 6:8] = [[9, 1006], [10, 1006], [11, 9]]
    rig.step("s_atomic_cmpswap s[6:7], s[4:5], 0x0 glc")
    assert rig.st.s[:, 6].tolist() == [1006, 9, 9] and rig.dwords(base, 1)[0] == 11


@pytest.mark.parametrize("target", GFX9 + ("gfx701",))
def test_memtime_is_deterministic_and_rising(target):
    rig, _ = _rig(target)
    rig.step("s_memtime s[10:11]")
    first = rig.st.pair(slice(None), 10).tolist()
    rig.step("s_memtime s[10:11]")
    second = rig.st.pair(slice(None), 10).tolist()
    assert first[0] == first[1] and second[0] > first[0]
    rig.step("s_dcache_inv" if target != "gfx701" else "s_dcache_inv")


def test_scalar_out_of_bounds_names_wave_pc_instruction_address():
    rig, base = _rig("gfx900", waves=2)
    rig.st.s[1, 7] = 1024
    with pytest.raises(MemoryViolation) as err:
        rig.execute("s_load_dword s10, s[4:5], s7\ns_endpgm")
    text = str(err.value)
    assert "wave 1 pc 0x1000 's_load_dword s10, s[4:5], s7'" in text
    assert f"access of 4 bytes at 0x{base + 1024:x}" in text


def test_scalar_buffer_atomic_with_every_address_out_of_range():
    """Found by tools/fuzz.py: s_buffer_atomic_cmpswap whose descriptor leaves no wave in
    range touched an empty set of words and failed inside numpy; it does nothing instead."""
    from gcnsim.semantics.atomics import atomic_op, sequential_rmw
    op = atomic_op("cmpswap", 32)
    touched = []
    out = sequential_rmw(np.zeros(0, np.uint64), op, [np.zeros(0), np.zeros(0)],
                         lambda keys: touched.append(keys), lambda keys, v: touched.append(v))
    assert out.size == 0 and touched == []
