"""A launch's undo record on workers (native/undo.py, emu/shared.py): the first store to a
chunk saves it, a later store leaves the record alone, a launch that does not stand puts back
exactly the bytes it started with (a conflict's rerun then gives one worker's bytes, after
stores through both tiers), a process that died mid-save is put back from its scratch, and
the record of a launch that writes everything is no larger than what it wrote."""
import struct

import numpy as np
import pytest

import gcnsim.emu.pool as pool_module
import gcnsim.emu.shared as shared_module
from gcnsim.emu.hsa import launch_kernel, load_image
from gcnsim.emu.launch import LaunchOptions
from gcnsim.emu.memory import DeviceMemory
from gcnsim.native.undo import CHUNK

from .test_dispatch import code_object
from .test_workers import DIRECTIVES, tier_at_first_sight


def watched_memory(size, processes=1):
    """(DeviceMemory, the address of an allocation of ``size`` random bytes, its bytes, a
    SharedLaunch over it whose scratch rows are those of ``processes``)."""
    mem = DeviceMemory()
    start = np.random.default_rng(3).integers(0, 256, size, np.uint8).tobytes()
    out = mem.alloc(size, start)
    launch = shared_module.SharedLaunch(mem, guess=False)
    launch.scratch = pool_module.Claims(processes).scratch
    return mem, out, start, launch


def words_of(mem, out):
    return shared_module.records(mem.find(out).data)[1]


def test_a_first_store_saves_its_chunk_and_a_rewrite_keeps_the_record():
    mem, out, start, launch = watched_memory(3 * CHUNK + 100)
    launch.track()
    try:
        at = np.array([out + CHUNK + 8 * k for k in range(64)], np.uint64)
        mem.store_dwords(at, np.full((64, 1), 7, np.uint32))
        undo = shared_module.records(mem.find(out).data)[0]
        assert undo[CHUNK:2 * CHUNK].tobytes() == start[CHUNK:2 * CHUNK]
        mem.store_dwords(at, np.full((64, 1), 9, np.uint32))        # the same chunk again
        assert undo[CHUNK:2 * CHUNK].tobytes() == start[CHUNK:2 * CHUNK]
        mem.store_bytes(np.array([out + 3 * CHUNK + 99], np.uint64), np.ones((1, 1), np.uint8))
    finally:
        launch.untrack()
    words = words_of(mem, out)
    assert (words >> 16 == launch.epoch).tolist() == [False, True, False, True]
    assert (words & 0xFFFF).tolist() == [0] * 4             # saved, not being saved
    assert mem.read(out + CHUNK, 4) == struct.pack("<I", 9)
    launch.leave(keep=False)
    assert mem.read(out, 3 * CHUNK + 100) == start


def test_stores_of_a_launch_that_stands_stay_and_the_next_launch_saves_anew():
    mem, out, start, launch = watched_memory(2 * CHUNK)
    launch.track()
    mem.store_dwords(np.array([out], np.uint64), np.full((1, 1), 5, np.uint32))
    launch.untrack()
    launch.leave(keep=True)
    after = mem.read(out, 2 * CHUNK)
    assert after[:4] == struct.pack("<I", 5) and after[4:] == start[4:]
    second = shared_module.SharedLaunch(mem, guess=False)
    second.scratch = launch.scratch
    second.track()
    mem.store_dwords(np.array([out + 4], np.uint64), np.full((1, 1), 6, np.uint32))
    second.untrack()
    second.leave(keep=False)
    assert second.epoch == launch.epoch + 1 and mem.read(out, 2 * CHUNK) == after


def test_a_chunk_whose_saver_died_mid_copy_is_put_back_from_its_scratch():
    """A process that claimed a chunk and died before its copy into the record ended has the
    chunk's bytes in its scratch row (copied before its claim)."""
    mem, out, start, launch = watched_memory(2 * CHUNK, processes=3)
    words = words_of(mem, out)
    words[1] = launch.epoch << 16 | 3                   # claimed by process 2, not saved
    launch.scratch[2][:] = np.frombuffer(start[CHUNK:], np.uint8)
    mem.write(out, bytes(2 * CHUNK))
    launch.leave(keep=False)
    assert mem.read(out, 2 * CHUNK) == bytes(CHUNK) + start[CHUNK:]    # chunk 0: not saved


# Work-item (g, lane) adds g + lane to out[item] (a batch's dense range: the native tier's),
# xors g into other[(5 g mod GROUPS) * 64 + lane] (a wave's dwords together, waves apart:
# saved a wave at a time), adds 1 to other[lane * GROUPS + g] (lanes apart: saved lane by
# lane), then lanes 0-31 xor out[item] and lanes 32-63 other[item] with 0x5a5a (two
# allocations in one store: the interpreter's), then every wave adds 1 to count[0] (a conflict
# on two workers, whose rerun needs the bytes the launch started with: every result depends
# on them).
BOTH_TIERS = """
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  s_load_dwordx2 s[8:9], s[0:1], 0x10
  v_lshlrev_b32 v1, 2, v0
  s_lshl_b32 s10, s2, 8
  v_add_u32 v1, s10, v1
  s_waitcnt lgkmcnt(0)
  global_load_dword v3, v1, s[4:5]
  s_waitcnt vmcnt(0)
  v_add_u32 v3, s2, v3
  v_add_u32 v3, v0, v3
  global_store_dword v1, v3, s[4:5]
  s_mul_i32 s11, s2, 5
  s_and_b32 s11, s11, 0xfff
  s_lshl_b32 s11, s11, 8
  v_lshlrev_b32 v11, 2, v0
  v_add_u32 v11, s11, v11
  global_load_dword v10, v11, s[6:7]
  s_waitcnt vmcnt(0)
  v_xor_b32 v10, s2, v10
  global_store_dword v11, v10, s[6:7]
  v_mul_u32_u24 v9, 0x1000, v0
  v_add_u32 v9, s2, v9
  v_lshlrev_b32 v9, 2, v9
  global_load_dword v10, v9, s[6:7]
  s_waitcnt vmcnt(0)
  v_add_u32 v10, 1, v10
  global_store_dword v9, v10, s[6:7]
  v_mov_b32 v4, s4
  v_mov_b32 v5, s5
  v_mov_b32 v6, s6
  v_mov_b32 v7, s7
  v_cmp_gt_u32 vcc, 32, v0
  v_cndmask_b32 v4, v6, v4, vcc
  v_cndmask_b32 v5, v7, v5, vcc
  v_add_co_u32 v4, vcc, v4, v1
  v_addc_co_u32 v5, vcc, 0, v5, vcc
  global_load_dword v3, v[4:5], off
  s_waitcnt vmcnt(0)
  v_xor_b32 v3, 0x5a5a, v3
  global_store_dword v[4:5], v3, off
  v_mov_b32 v2, 0
  global_load_dword v8, v2, s[8:9]
  s_waitcnt vmcnt(0)
  v_add_u32 v8, 1, v8
  global_store_dword v2, v8, s[8:9]
  s_endpgm"""
GROUPS = 4096           # out and other: 1 MiB each, 64 chunks


def both_tiers(workers, tier):
    """(every allocation's bytes, DispatchResult, the memory, out's address) of BOTH_TIERS
    over GROUPS workgroups of 64 from random starting bytes."""
    mem = DeviceMemory()
    _, kernels = load_image(mem, code_object("gfx900", BOTH_TIERS, next_free_vgpr=12,
                                             **DIRECTIVES))
    rng = np.random.default_rng(5)
    out, other = (mem.alloc(GROUPS * 256, rng.integers(0, 256, GROUPS * 256, np.uint8))
                  for _ in range(2))
    count = mem.alloc(4, struct.pack("<I", 1000))
    options = LaunchOptions(64 * GROUPS, 64, max_waves=256, workers=workers, tier=tier)
    result = launch_kernel(mem, kernels["k"], options, struct.pack("<QQQ", out, other, count))
    return [mem.read(a.address, a.size) for a in mem.allocations], result, mem, out


@pytest.mark.parametrize("tier", ["interpreter", "native"])
def test_a_conflicts_rerun_after_stores_through_both_tiers_gives_one_workers_bytes(
        monkeypatch, tier):
    tier_at_first_sight(monkeypatch, tier)
    one, alone, _, _ = both_tiers(1, tier)
    two, result, mem, out = both_tiers(2, tier)
    assert result.worker_rule.startswith("a cross-workgroup write conflict seen")
    assert one == two and alone.stats == result.stats
    # the launch on workers wrote every chunk of out: each saved once, and the record is no
    # larger than out
    undo, words = shared_module.records(mem.find(out).data)
    assert (words >> 16 == shared_module._EPOCHS[mem]).all()
    assert undo.size == GROUPS * 256 == words.size * CHUNK
