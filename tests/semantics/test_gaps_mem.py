"""Memory instructions outside the compiler's usual output, against plain-Python references
(loops over waves and lanes in order): DS src2 forms, wrxchg2, condxchg32, addtid, DS with
gds=1 (the dispatch's GDS), GWS barrier and semaphores, ds_ordered_count, buffer d16 formats,
loads into LDS (MUBUF lds=1, buffer_store_lds_dword, global/scratch_load_lds_*), s_scratch_*
(refused) and scalar buffer accesses through the scratch."""
import re
import struct

import numpy as np
import pytest

import gcnsim
from gcnsim.semantics.ds_gds import Gws
from tests.semantics.mem_harness import ALL, U32, Rig, buffer_resource

LDS = 4096
M0 = 124


def _rig(target, waves=2, seed=9):
    rig = Rig(target, waves, lds_bytes=LDS, groups=1, seed=seed)
    rig.env.lds[:] = rig.rng.integers(0, 256, rig.env.lds.shape, dtype=np.uint8)
    rig.env.gds.data[:] = rig.rng.integers(0, 256, rig.env.gds.data.shape, dtype=np.uint8)
    rig.set_exec(([0x8000_0001_F0F0_3C5A] + [ALL] * waves)[:waves])
    return rig


def _active(rig, wave):
    return [bool(x) for x in rig.lanes()[wave]]


def _word(mem, addr, words=1):
    return int.from_bytes(bytes(mem[addr:addr + 4 * words]), "little")


def _put(mem, addr, value, words=1):
    mem[addr:addr + 4 * words] = np.frombuffer(value.to_bytes(4 * words, "little"), np.uint8)


# --- src2 ---------------------------------------------------------------------------------

SRC2 = [("ds_add_src2_u32", 1, lambda a, b: a + b), ("ds_max_src2_i32", 1,
        lambda a, b: max(a - (a >> 31 << 32), b - (b >> 31 << 32))),
        ("ds_write_src2_b32", 1, lambda a, b: b), ("ds_xor_src2_b64", 2, lambda a, b: a ^ b),
        ("ds_min_src2_u64", 2, min), ("ds_dec_src2_u32", 1,
                                      lambda a, b: b if a == 0 or a > b else a - 1)]


@pytest.mark.parametrize("name,words,fn", SRC2)
@pytest.mark.parametrize("target", ["gfx701", "gfx900"])
@pytest.mark.parametrize("offset", [0x0100, 0x7F00, 0x8000])
def test_src2(name, words, fn, target, offset):
    rig = _rig(target)
    addr = np.array([8 * words * (i % 40) + 1024 for i in range(64)], np.uint64)
    if offset & 0x8000:                        # delta from A[31:17]: -200 dwords in every lane
        addr = addr | (np.uint64((-200) & 0x7FFF) << np.uint64(17)) | np.uint64(1 << 31)
    rig.st.v[:, 3] = addr.astype(U32)
    mem = rig.env.lds[0].copy()
    mask = (1 << 32 * words) - 1
    for wave in range(2):
        for lane in range(64):
            if not _active(rig, wave)[lane]:
                continue
            a = int(addr[lane])
            if offset & 0x8000:
                delta, a = -200, a & 0x1FFFF
            else:
                delta = ((offset & 0x7FFF) | ((offset << 1) & 0x8000)) - (
                    0x10000 if offset & 0x4000 else 0)
            b = a + 4 * delta
            _put(mem, a, fn(_word(mem, a, words), _word(mem, b, words)) & mask, words)
    rig.step(f"{name} v3 offset:{offset}")      # no B is any lane's A: order-independent
    np.testing.assert_array_equal(rig.env.lds[0], mem)


def test_src2_negative_delta_reads_below():
    rig = _rig("gfx900", waves=1)
    rig.set_exec([1])
    rig.st.v[0, 3, 0] = 2048
    _put(rig.env.lds[0], 2048, 5)
    _put(rig.env.lds[0], 2048 - 32, 7)
    rig.step("ds_add_src2_u32 v3 offset:32760")    # 0x7FF8: delta -8 dwords
    assert _word(rig.env.lds[0], 2048) == 12


# --- wrxchg2, condxchg32, addtid ----------------------------------------------------------

@pytest.mark.parametrize("st64", ["", "st64"])
@pytest.mark.parametrize("bits", [32, 64])
@pytest.mark.parametrize("target", ["gfx701", "gfx900", "gfx942"])
def test_wrxchg2(st64, bits, target):
    rig = _rig(target)
    words = bits // 32
    scale = 4 * words * (64 if st64 else 1)
    stride = 4 * words if st64 else 16 * words       # no address shared by two accesses
    rig.st.v[:, 3] = (np.arange(64) * stride).astype(U32)
    rig.st.v[1, 3] += U32(stride * 64)
    if st64:
        rig.set_exec([0x8000_0001_F0F0_3C5A, 0])
    mem, want = rig.env.lds[0].copy(), {}
    d0 = rig.st.v[:, 10:10 + words].copy()
    d1 = rig.st.v[:, 20:20 + words].copy()
    for wave in range(2):
        for lane in range(64):
            if not _active(rig, wave)[lane]:
                continue
            base = int(rig.st.v[wave, 3, lane])
            olds = []
            for off, data in ((1, d0), (3, d1)):
                a = base + off * scale
                olds.append(_word(mem, a, words))
                _put(mem, a, sum(int(data[wave, k, lane]) << 32 * k for k in range(words)), words)
            want[wave, lane] = olds
    dst = f"v[30:{30 + 2 * words - 1}]"
    d = ("v10", "v20") if words == 1 else ("v[10:11]", "v[20:21]")
    rig.step(f"ds_wrxchg2{st64}_rtn_b{bits} {dst}, v3, {d[0]}, {d[1]} offset0:1 offset1:3")
    np.testing.assert_array_equal(rig.env.lds[0], mem)
    for (wave, lane), olds in want.items():
        got = [sum(int(rig.st.v[wave, 30 + j * words + k, lane]) << 32 * k
                   for k in range(words)) for j in range(2)]
        assert got == olds


@pytest.mark.parametrize("target", ["gfx701", "gfx900", "gfx942"])
def test_condxchg32(target):
    rig = _rig(target)
    rig.st.v[:, 3] = (np.arange(64) * 8 + 3).astype(U32)           # & 0xFFF8 drops the 3
    rig.st.v[1, 3] += U32(1024)
    mem, want = rig.env.lds[0].copy(), {}
    for wave in range(2):
        for lane in range(64):
            if not _active(rig, wave)[lane]:
                continue
            a0 = (int(rig.st.v[wave, 3, lane]) + 16) & 0xFFF8
            olds = []
            for k, a in enumerate((a0, a0 + 4)):
                olds.append(_word(mem, a))
                data = int(rig.st.v[wave, 10 + k, lane])
                if data >> 31:
                    _put(mem, a, data & 0x7FFFFFFF)
            want[wave, lane] = olds
    rig.step("ds_condxchg32_rtn_b64 v[30:31], v3, v[10:11] offset:16")
    np.testing.assert_array_equal(rig.env.lds[0], mem)
    for (wave, lane), olds in want.items():
        assert [int(rig.st.v[wave, 30 + k, lane]) for k in range(2)] == olds


@pytest.mark.parametrize("target", ["gfx900", "gfx90a", "gfx942"])
def test_addtid(target):
    rig = _rig(target)
    rig.st.s[:, M0] = [0x10000 | 256, 512]             # M0[31:16] is ignored for LDS
    rig.step("ds_write_addtid_b32 v7 offset:8")
    for wave, base in ((0, 256 + 8), (1, 512 + 8)):
        for lane in np.nonzero(rig.lanes()[wave])[0]:
            assert _word(rig.env.lds[0], base + 4 * lane) == rig.st.v[wave, 7, lane]
    rig.st.s[:, M0] = 256
    rig.step("ds_read_addtid_b32 v9 offset:8")
    words = rig.env.lds[0].view(U32)
    for wave in range(2):
        on = rig.lanes()[wave]
        np.testing.assert_array_equal(rig.st.v[wave, 9][on], words[66:130][on])


# --- GDS, GWS, ordered count ---------------------------------------------------------------

@pytest.mark.parametrize("target", ["gfx701", "gfx900"])   # gfx90a and gfx942 have no GDS
def test_gds_window(target):
    rig = _rig(target)
    rig.st.s[:, M0] = (4096 << 16) | 1024                 # base 4096, 1024 bytes
    rig.st.v[:, 3] = (np.arange(64) * 4).astype(U32)
    rig.st.v[1, 3] += U32(256)
    rig.step("ds_write_b32 v3, v7 offset:8 gds")
    gds = rig.env.gds.data.view(U32)
    for wave in range(2):
        on = rig.lanes()[wave]
        first = 1024 + 2 + 64 * wave
        np.testing.assert_array_equal(gds[first:first + 64][on], rig.st.v[wave, 7][on])
    rig.step("ds_add_rtn_u32 v9, v3, v7 offset:8 gds")
    rig.step("ds_read_b32 v11, v3 offset:8 gds")
    for wave in range(2):
        on = rig.lanes()[wave]
        np.testing.assert_array_equal(rig.st.v[wave, 9][on], rig.st.v[wave, 7][on])
        np.testing.assert_array_equal(rig.st.v[wave, 11][on], 2 * rig.st.v[wave, 7][on])
    rig.st.v[0, 3, :] = 1024                               # past the window's 1024 bytes
    with pytest.raises(Exception, match="GDS window"):
        rig.step("ds_read_b32 v11, v3 gds")


def test_gds_append_and_ordered_count():
    rig = _rig("gfx900", waves=3)
    rig.set_exec([0xF, 0xFF, 0x1])
    rig.st.s[:, M0] = (64 << 16) | 256
    _put(rig.env.gds.data, 64 + 12, 100)
    rig.step("ds_append v5 offset:12 gds")
    assert [int(rig.st.v[k, 5, 0]) for k in range(3)] == [100, 104, 112]
    assert _word(rig.env.gds.data, 76) == 113
    rig.st.s[:, M0] = 200
    _put(rig.env.gds.data, 200, 7)
    rig.st.v[:, 6, 0] = [1, 10, 100]
    rig.step("ds_ordered_count v8, v6 offset:772 gds")            # add, waves in order
    assert [int(rig.st.v[k, 8, 0]) for k in range(3)] == [7, 8, 18]
    assert _word(rig.env.gds.data, 200) == 118
    rig.step("ds_ordered_count v8, v6 offset:4868 gds")           # offset1[4]: swap
    assert [int(rig.st.v[k, 8, 0]) for k in range(3)] == [118, 1, 10]


def _gws(rig, line, w=slice(None)):
    return rig.step(line, w)


def test_gws_barrier_one_step_and_split():
    rig = _rig("gfx900", waves=4)
    rig.set_exec([ALL] * 4)
    rig.st.s[:, M0] = 2 << 16                          # resource 2 + offset 1 = 3
    rig.st.v[:, 0] = 3                                 # 4 waves: init with 4 - 1
    assert _gws(rig, "ds_gws_init v0 offset:1 gds", [0]) is None
    assert rig.env.gds.counter[3] == 3
    assert _gws(rig, "ds_gws_barrier v0 offset:1 gds") is None     # all four at once
    assert rig.env.gds.counter[3] == 3 and not rig.env.gds.queued
    first = _gws(rig, "ds_gws_barrier v0 offset:1 gds", np.array([0, 2]))
    assert list(first) == [0, 0]                       # both wait at pc 0
    again = _gws(rig, "ds_gws_barrier v0 offset:1 gds", np.array([0, 2]))
    assert list(again) == [0, 0] and rig.env.gds.counter[3] == 1  # re-execution: no effect
    last = _gws(rig, "ds_gws_barrier v0 offset:1 gds", np.array([1, 3]))
    assert last is None and rig.env.gds.counter[3] == 3
    assert _gws(rig, "ds_gws_barrier v0 offset:1 gds", np.array([0, 2])) is None


def test_gws_semaphore():
    rig = _rig("gfx942", waves=3)
    rig.set_exec([ALL] * 3)
    rig.st.s[:, M0] = 0
    rig.st.v[:, 0] = 1
    _gws(rig, "ds_gws_init v0 gds", [0])
    out = _gws(rig, "ds_gws_sema_p gds")               # one of three gets the count
    assert list(out) == [8, 0, 0] and rig.env.gds.counter[0] == 0
    _gws(rig, "ds_gws_sema_v gds", [0])                # releases wave 1
    assert list(_gws(rig, "ds_gws_sema_p gds", np.array([1, 2]))) == [8, 0]
    rig.st.v[:, 0] = 5
    _gws(rig, "ds_gws_sema_br v0 gds", [0])            # releases wave 2, counter 4 left
    assert _gws(rig, "ds_gws_sema_p gds", np.array([2])) is None
    assert rig.env.gds.counter[0] == 4


def test_gws_release_all():
    rig = _rig("gfx900", waves=3)
    rig.st.s[:, M0] = 0
    rig.st.v[:, 0] = 0
    _gws(rig, "ds_gws_init v0 offset:5 gds", [2])
    assert list(_gws(rig, "ds_gws_sema_p offset:5 gds", np.array([0, 1]))) == [0, 0]
    _gws(rig, "ds_gws_sema_release_all offset:5 gds", [2])
    assert _gws(rig, "ds_gws_sema_p offset:5 gds", np.array([0, 1])) is None
    assert rig.env.gds.counter[5] == 0
    assert isinstance(Gws("init", 0, 8, 0, 0), Gws)


def test_gws_barrier_through_executor():
    """Two waves, one late: the early one waits (re-executing) until the late one arrives."""
    rig = _rig("gfx900", waves=2)
    rig.set_exec([ALL] * 2)
    rig.alloc(np.zeros(16, U32))
    text = """
        s_mov_b32 m0, 0
        v_mov_b32 v0, 1
        s_cmp_eq_u32 s0, 0
        s_cbranch_scc1 BAR
        v_mov_b32 v1, 5
        v_add_u32 v1, v1, v1
      BAR:
        ds_gws_barrier v0 gds
        v_mov_b32 v2, 9
        s_endpgm
    """
    rig.st.s[:, 0] = [0, 1]
    rig.st.v[:, 1:3] = 0
    rig.env.gds.counter[0] = 1
    rig.execute(text)
    assert (rig.st.v[:, 2] == 9).all() and (rig.st.v[1, 1] == 10).all()
    assert not rig.env.gds.queued


# --- buffer d16 formats, loads into LDS, scalar scratch --------------------------------------

def _f16(x):
    return struct.unpack("<H", struct.pack("<e", x))[0]


@pytest.mark.parametrize("target", ["gfx900", "gfx90a", "gfx942"])
def test_buffer_format_d16_packed(target):
    rig = _rig(target, waves=1)
    rig.set_exec([ALL])
    floats = np.arange(256, dtype=np.float32) / 4
    base = rig.alloc(floats)
    rig.st.s[0, 8:12] = buffer_resource(base, 1024, stride=16, dfmt=14, nfmt=7)
    rig.st.v[0, 1] = np.arange(64, dtype=U32) % 16
    rig.step("buffer_load_format_d16_xyz v[2:3], v1, s[8:11], 0 idxen")
    for lane in range(64):
        x, y, z = (floats[4 * (lane % 16) + k] for k in range(3))
        assert int(rig.st.v[0, 2, lane]) == _f16(x) | _f16(y) << 16
        assert int(rig.st.v[0, 3, lane]) & 0xFFFF == _f16(z)
    old = int(rig.st.v[0, 4, 5]) & 0xFFFF
    rig.step("buffer_load_format_d16_hi_x v4, v1, s[8:11], 0 idxen")
    assert int(rig.st.v[0, 4, 5]) == old | _f16(floats[20]) << 16
    rig.st.v[0, 6] = _f16(1.5) | _f16(-2.0) << 16
    rig.st.v[0, 1] = 40 + np.arange(64, dtype=U32) % 8
    rig.step("buffer_store_format_d16_xy v6, v1, s[8:11], 0 idxen")
    assert list(rig.dwords(base + 16 * 41, 2).view(np.float32)) == [1.5, -2.0]


@pytest.mark.parametrize("target", ["gfx701", "gfx900", "gfx942"])
def test_buffer_load_lds(target):
    rig = _rig(target, waves=1)
    rig.set_exec([0xFFFF_0000_FFFF_FFFF])
    data = np.arange(128, dtype=U32) * 3 + 7
    base = rig.alloc(data)
    rig.st.s[0, 8:12] = buffer_resource(base, 256)
    rig.st.v[0, 1] = np.arange(64, dtype=U32) * 4
    rig.st.s[0, M0] = 512
    before = rig.env.lds[0].view(U32).copy()
    rig.step("buffer_load_dword v1, s[8:11], 0 offen offset:4 lds")
    words = rig.env.lds[0].view(U32)
    on = rig.lanes()[0]
    want = np.where(on, np.where(np.arange(64) + 1 < 64, data[1:65], 0), before[129:193])
    np.testing.assert_array_equal(words[129:193], want)      # LDS dword (512 + 4)/4 + lane
    if target == "gfx701":
        return
    rig.st.s[0, 8:12] = buffer_resource(base + 256, 256, add_tid=True, stride=4)
    rig.st.s[0, M0] = 0
    rig.step("buffer_store_lds_dword s[8:11], 0")
    np.testing.assert_array_equal(rig.dwords(base + 256, 64)[on], words[0:64][on])


def test_global_and_scratch_load_lds_gfx942():
    rig = _rig("gfx942", waves=1)
    rig.set_exec([ALL])
    data = (np.arange(64, dtype=np.int32) - 32).astype(np.int8)
    base = rig.alloc(data)
    rig.set_vpair(2, base + np.arange(64, dtype=np.uint64))
    rig.st.s[0, M0] = 1024
    rig.step("global_load_lds_sbyte v[2:3], off")
    np.testing.assert_array_equal(rig.env.lds[0].view(np.int32)[256:320], data.astype(np.int32))


@pytest.mark.parametrize("target", ["gfx900", "gfx90a"])
@pytest.mark.parametrize("load, plain", [
    ("global_load_dword v[2:3], off offset:8 lds", "global_load_dword v9, v[2:3], off offset:8"),
    ("global_load_sshort v[2:3], off offset:-4 lds", "global_load_sshort v9, v[2:3], off "
                                                     "offset:-4"),
    ("global_load_ubyte v1, s[4:5] offset:4 lds", "global_load_ubyte v9, v1, s[4:5] offset:4"),
    ("scratch_load_dword v1, off offset:4 lds", "scratch_load_dword v9, v1, off offset:4"),
    ("scratch_load_sbyte off, s6 offset:8 lds", "scratch_load_sbyte v9, off, s6 offset:8"),
])
def test_flat_loads_with_the_lds_bit_write_what_the_plain_load_reads(target, load, plain):
    """Found by an outside probe: gfx9's FLAT lds bit (llvm-mc-19 assembles these for gfx900)
    failed with a ValueError. Each active lane's value goes to the LDS dword at M0[15:0] +
    inst_offset + lane * 4 (as MUBUF lds=1), and no VGPR is written."""
    rig = _rig(target, waves=1)
    rig.set_exec([0xFFFF_0000_FFFF_FFFF])
    data = rig.rng.integers(0, 1 << 32, 256, dtype=np.uint64).astype(U32)
    base = rig.alloc(data)
    rig.set_vpair(2, base + 16 + 4 * np.arange(64, dtype=np.uint64))
    rig.set_spair(4, base + 16)
    rig.st.s[0, 6] = 12
    rig.st.v[0, 1] = 4 * np.arange(64, dtype=U32)
    region = rig.alloc(data.repeat(64))                 # the private dwords of 64 lanes
    rig.st.s[0, rig.target.flat_scratch_base:rig.target.flat_scratch_base + 2] = \
        region & 0xFFFFFFFF, region >> 32
    rig.st.s[0, M0] = 256
    before = rig.env.lds[0].view(U32).copy()
    registers = rig.st.v[0].copy()
    rig.step(load)
    np.testing.assert_array_equal(rig.st.v[0], registers)
    rig.step(plain)
    first = (256 + int(load.split("offset:")[1].split()[0])) // 4
    on = rig.lanes()[0]
    np.testing.assert_array_equal(rig.env.lds[0].view(U32)[first:first + 64],
                                  np.where(on, rig.st.v[0, 9], before[first:first + 64]))


@pytest.mark.parametrize("word, name", [
    ("0000a070dc02017f00", "global_store_dword"),
    ("0000a054dc02007f04", "global_load_dwordx2"),
    ("0000a008dd02017f00", "global_atomic_add"),
])
def test_the_lds_bit_on_a_flat_word_llvm_does_not_decode_is_a_clear_error(word, name):
    # the decoder refuses it as LLVM does (disassembled as .long), naming the field
    from gcnsim.asm import decode
    from gcnsim.errors import DecodeError
    with pytest.raises(DecodeError, match=f"{name}: field lds must be zero"):
        decode(bytes.fromhex(word[2:]), "gfx900")


# (llvm-mc takes lds_direct as src0 only: ``v_add_f32_e64 v0, v1, src_lds_direct`` is refused)
@pytest.mark.parametrize("line", ["v_mov_b32 v0, src_lds_direct",
                                  "v_add_f32_e64 v0, src_lds_direct, v1",
                                  "v_mad_u32_u24 v0, src_lds_direct, v1, v2"])
def test_src_lds_direct_is_refused_naming_the_instruction(line):
    """Found by an outside probe: "operand 254 is not scalar" (a ValueError, while a float
    instruction's step was built for its first run)."""
    from gcnsim.asm import assemble_line
    from gcnsim.isa.targets import get_target
    from gcnsim.semantics.registry import UnimplementedInstruction, build
    inst = assemble_line(line, "gfx900")
    with pytest.raises(UnimplementedInstruction, match=r"'v_\w+ v0, .*src_lds_direct.*': its "
                                                       "src_lds_direct operand .* no semantics"):
        build(inst, get_target("gfx900"), 0)


SCALAR_SCRATCH = """
.text
.globl k
.p2align 8
k:
  s_add_u32 s13, s7, {extra}                        // s7: the wave's scratch offset
  {access}
  s_waitcnt lgkmcnt(0)
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_private_segment_fixed_size 16
  .amdhsa_next_free_vgpr 4
  .amdhsa_next_free_sgpr 16
  {accum}
.end_amdhsa_kernel
"""


def _scalar_scratch(target, access, extra=0):
    accum = ".amdhsa_accum_offset 4" if target == "gfx90a" else ""
    dev = gcnsim.Device(target)
    return dev.load(SCALAR_SCRATCH.format(extra=extra, access=access, accum=accum)).k(
        grid=128, block=64)


@pytest.mark.parametrize("target", ["gfx900", "gfx90a"])
@pytest.mark.parametrize("op", ["s_scratch_load_dword s12", "s_scratch_store_dwordx2 s[12:13]",
                                "s_scratch_load_dwordx4 s[12:15]"])
def test_s_scratch_is_refused_naming_it(target, op):
    """gfx9 scalar scratch: the manuals do not give its address (docs/errata.md); it was run
    as an s_load at a guessed one, unchecked against the wave's slice."""
    with pytest.raises(gcnsim.UnimplementedInstruction,
                       match=rf"{op.split()[0]} \(gfx9 scalar scratch\) is not run: the "
                             rf"manuals do not say .* exactly on {target}"):
        _scalar_scratch(target, f"{op}, s[4:5], 0x0")


@pytest.mark.parametrize("target", ["gfx900", "gfx90a"])
def test_a_scalar_buffer_access_through_the_scratch_stays_in_its_wave_slice(target):
    """s_buffer_load / s_buffer_store through the private segment buffer, as the vector
    buffer accesses: inside the wave's slice (1024 bytes: 16 a lane) it runs; past it, where
    it would reach the next wave's private memory, it is a MemoryViolation."""
    for extra, access in ((0, "s_buffer_load_dword s12, s[0:3], s13"),
                          (1016, "s_buffer_load_dwordx2 s[12:13], s[0:3], s13"),
                          (1008, "s_buffer_store_dwordx4 s[8:11], s[0:3], s13")):
        _scalar_scratch(target, access, extra)
    for extra, access in ((1024, "s_buffer_load_dword s12, s[0:3], s13"),
                          (1020, "s_buffer_load_dwordx2 s[12:13], s[0:3], s13"),
                          (1012, "s_buffer_store_dwordx4 s[8:11], s[0:3], s13")):
        with pytest.raises(gcnsim.MemoryViolation,
                           match=rf"wave 0 pc .* '{re.escape(access)}': access of \d+ bytes at "
                                 r"0x[0-9a-f]+ is outside its wave's slice of the dispatch's "
                                 r"scratch \(the address or the buffer resource's base lies"):
            _scalar_scratch(target, access, extra)


def test_lds_bit_on_a_buffer_atomic_is_a_clear_error():
    """Found by tools/fuzz.py: buffer_atomic_smin with the lds bit (a word LLVM does not decode)
    failed with a KeyError while its step was built."""
    from gcnsim.asm import decode
    from gcnsim.errors import DecodeError
    with pytest.raises(DecodeError, match="buffer_atomic_smin: field lds must be zero"):
        decode(bytes([0x00, 0x00, 0x11, 0xe1, 0x00, 0x01, 0x01, 0x80]), "gfx900")
