"""Dispatch: grid geometry and partial workgroups, batches, the HSA initial register state as
the kernel descriptor's enable bits give it, the dispatch packet and hidden kernel arguments,
barriers with early-ending waves, budgets and bounded memory (programs use flow only)."""
import struct
import tracemalloc
from pathlib import Path

import numpy as np
import pytest

from gcnsim.asm import assemble, decode
from gcnsim.codeobj import load_code_object, write_code_object
from gcnsim.emu.dispatch import (KEPT_BATCH_WAVES, Resources, _lanes, batches, dispatch,
                                 make_batch, raw_initializer, workgroups)
from gcnsim.emu.env import Env
from gcnsim.emu.executor import BudgetExceeded
from gcnsim.emu.launch import Geometry, LaunchError, LaunchOptions
from gcnsim.emu.hsa import (DispatchContext, dispatch_packet, Initializer, kernarg_segment,
                            launch_kernel, load_image, mode_register, vgprs_needed)
from gcnsim.emu.memory import DeviceMemory
from gcnsim.emu.program import CodeImage
from gcnsim.emu.state import WaveState
from gcnsim.errors import WildJump
from gcnsim.isa.targets import get_target

KERNELS = Path(__file__).resolve().parent.parent / "data" / "kernels"
FULL = (1 << 64) - 1

# (grid, block) -> (workgroups, waves, EXEC of each wave of the last workgroup)
GEOMETRY_CASES = [
    ((100,), (64,), 2, 2, [(1 << 36) - 1]),
    ((256,), (64,), 4, 4, [FULL]),
    ((100, 3), (64, 2), 4, 6, [(1 << 36) - 1]),
    ((10, 10, 10), (4, 4, 4), 27, 27, [(1 << 8) - 1]),         # last group 2 x 2 x 2
    ((1000,), (1000,), 1, 16, [(1 << 40) - 1]),
    ((5,), (1,), 5, 5, [1]),
]


@pytest.mark.parametrize("grid,block,groups,waves,last_exec", GEOMETRY_CASES)
def test_geometry_partial_workgroups(grid, block, groups, waves, last_exec):
    geo = Geometry.of(grid, block)
    batch = make_batch(geo, 0, geo.group_count)
    assert batch.groups == groups
    assert batch.waves == waves
    masks = [int(m) for m in (batch.live.astype(np.uint64) << np.arange(64, dtype=np.uint64))
             .sum(axis=1, dtype=np.uint64)]
    last = batch.group == groups - 1
    assert [m for m, sel in zip(masks, last) if sel][-len(last_exec):] == last_exec
    assert int(batch.live.sum()) == int(np.prod(grid))


def test_local_ids_x_fastest_within_partial_group():
    geo = Geometry.of((10, 10, 10), (4, 4, 4))
    batch = make_batch(geo, 0, geo.group_count)
    w = int(np.flatnonzero(batch.group == 26)[0])        # group (2, 2, 2): 2 x 2 x 2 items
    lanes = batch.live[w]
    ids = [tuple(int(batch.local[d, w, lane]) for d in range(3)) for lane in
           np.flatnonzero(lanes)]
    assert ids == [(0, 0, 0), (1, 0, 0), (0, 1, 0), (1, 1, 0), (0, 0, 1), (1, 0, 1),
                   (0, 1, 1), (1, 1, 1)]
    assert batch.group_id[26].tolist() == [2, 2, 2]


def test_batches_of_whole_workgroups_share_read_only_lanes():
    geo = Geometry.of((256 * 5 + 10,), (256,))          # 3 batches of 2 groups, the last partial
    first, second, last = batches(geo, 8)
    assert first.local is second.local and first.live is second.live
    assert not first.local.flags.writeable and not first.group.flags.writeable
    fresh = _lanes(first.size.copy())
    for shared, made in zip((first.group, first.wave_in_group, first.waves_in_group,
                             first.local, first.live), fresh):
        assert np.array_equal(shared, made)
    assert int(last.live.sum()) == 256 + 10
    # a batch of at most KEPT_BATCH_WAVES waves is made once, read-only, whole or not
    assert list(batches(geo, 8))[-1] is last and not last.local.flags.writeable
    big = Geometry.of((64 * (KEPT_BATCH_WAVES + 1) + 10,), (64,))
    assert list(batches(big, 4 * KEPT_BATCH_WAVES))[-1].local.flags.writeable


@pytest.mark.parametrize("grid,block", [((64 * 6, 3, 2), (64, 1, 1)), ((100, 3), (64, 2)),
                                        ((1 << 12,), (256,))])
def test_workgroups_ids_and_sizes_as_the_grid_gives_them(grid, block):
    """Every batch's workgroup ids (x fastest) and sizes are those the grid gives, past the
    first row of x too; where every workgroup is whole the sizes are one read-only array."""
    geo = Geometry.of(grid, block)
    gx, gy, _ = geo.groups
    whole = all(g % b == 0 for g, b in zip(grid, block))
    for first, count in ((0, 2), (4, 5), (0, geo.group_count), (geo.group_count - 1, 1)):
        ids, sizes = workgroups(geo, first, count)
        linear = np.arange(first, first + count)
        expect = np.stack([linear % gx, linear // gx % gy, linear // gx // gy], axis=1)
        assert ids.tolist() == expect.tolist()
        assert sizes.tolist() == [[min(b, g - i * b) for i, b, g in zip(row, block + (1,) * (
            3 - len(block)), grid + (1,) * (3 - len(grid)))] for row in expect.tolist()]
        assert sizes.flags.writeable is not whole


def test_global_ids_cover_the_grid_once():
    geo = Geometry.of((70, 5), (32, 2))
    seen = []
    init = raw_initializer(vgprs={0: "global_id_x", 1: "global_id_y"})
    for batch in batches(geo, 4):
        st = WaveState(batch.waves, 2)
        init(st, batch, None)
        x, y = st.v[:, 0][batch.live], st.v[:, 1][batch.live]
        seen += list(zip(x.tolist(), y.tolist()))
    assert sorted(seen) == [(x, y) for x in range(70) for y in range(5)]


def test_initial_registers_hold_bits():
    geo = Geometry.of((128,), (64,))
    batch = make_batch(geo, 0, geo.group_count)
    init = raw_initializer(sgprs={0: np.float32(1.5), 1: (-1, np.array([3, 4], np.int64)),
                                  3: np.array([0.5, 2.0], np.float32)},
                           vgprs={0: np.full(64, -2.0, np.float32), 1: 2**40 + 7})
    st = WaveState(batch.waves, 2)
    init(st, batch, None)
    assert st.s[:, 0].tolist() == [0x3FC00000] * 2          # 1.5 gave 1, a denormal's bits
    assert st.s[:, 1].tolist() == [0xFFFFFFFF] * 2 and st.s[:, 2].tolist() == [3, 4]
    assert st.s[:, 3].tolist() == [0x3F000000, 0x40000000]
    assert (st.v[:, 0] == 0xC0000000).all() and (st.v[:, 1] == 7).all()


@pytest.mark.parametrize("value", [1.5, np.float64(1.5), np.ones(64), np.float16(1), [0.5] * 64,
                                   np.zeros(64, complex)])
def test_a_float_with_no_stated_bits_is_refused(value):
    with pytest.raises(LaunchError, match=r"^vgprs\[2\] is a \w+ value: a register holds 32 "
                                          r"bits; give integers, or np.float32 values"):
        raw_initializer(vgprs={2: value})
    with pytest.raises(LaunchError, match=r"^sgprs\[5\] is a"):
        raw_initializer(sgprs={4: (1, value)})


@pytest.mark.parametrize("grid,block", [((0,), (1025,)), ((4,), (0,)), ((1, 2, 3, 4), (1,)),
                                        ((-1,), (64,)), ((2.5,), (64,))])
def test_bad_geometry(grid, block):
    with pytest.raises(LaunchError):
        Geometry.of(grid, block)


def test_batches_hold_whole_workgroups():
    geo = Geometry.of((1000, 3), (256,))
    got = list(batches(geo, 10))
    assert all(b.waves <= 10 for b in got)
    assert sum(b.groups for b in got) == geo.group_count
    assert [b.first_wave for b in got] == list(np.cumsum([0] + [b.waves for b in got])[:-1])


def test_strided_batches_run_every_xth_workgroup_first():
    geo = Geometry.of((64 * 20, 4), (64, 2))            # 20 x 2 workgroups of 2 waves
    got = list(batches(geo, 8, lead=1, stride=8))       # (8 waves: 4 workgroups a batch)
    order = np.concatenate([b.numbers for b in got])
    assert order.tolist() == [k + 8 * j for k in range(8) for j in range(5)]
    assert got[0].groups == 1 and got[1].numbers.tolist() == [8, 16, 24]    # lead, the rest
    assert got[1].group_id[:, :2].tolist() == [[8, 0], [16, 0], [4, 1]]     # x fastest
    assert [b.first_wave for b in got] == [0, 2] + list(range(8, 80, 8))   # in that order
    assert got[1].wave_numbers().tolist() == [16, 17, 32, 33, 48, 49]      # the launch's
    assert list(batches(geo, 8, first=3, end=4, stride=8))[0].numbers.tolist() == [
        18, 26, 34, 3]


SOURCE = """\
\t.text
\t.amdgcn_target "amdgcn-amd-amdhsa--{target}"
\t.amdhsa_code_object_version 5
\t.globl k
\t.p2align 8
\t.type k,@function
k:
{code}
.Lend:
\t.size k, .Lend-k
\t.section .rodata,"a",@progbits
\t.p2align 6, 0x0
\t.amdhsa_kernel k
{directives}
\t.end_amdhsa_kernel
"""


def code_object(target, code="s_endpgm", **directives):
    base = {"next_free_vgpr": 3, "next_free_sgpr": 24}
    if get_target(target).has("unified_vgprs"):
        base["accum_offset"] = 4
    base.update(directives)
    text = "\n".join(f"\t\t.amdhsa_{k} {v}" for k, v in base.items())
    return write_code_object(assemble(SOURCE.format(target=target, code=code,
                                                    directives=text), target))


ALL_USER = dict(user_sgpr_private_segment_buffer=1, user_sgpr_dispatch_ptr=1,
                user_sgpr_queue_ptr=1, user_sgpr_kernarg_segment_ptr=1,
                user_sgpr_dispatch_id=1, user_sgpr_flat_scratch_init=1,
                user_sgpr_private_segment_size=1, system_sgpr_workgroup_id_y=1,
                system_sgpr_workgroup_id_z=1, system_sgpr_workgroup_info=1,
                system_sgpr_private_segment_wavefront_offset=1, system_vgpr_workitem_id=2,
                private_segment_fixed_size=20)


def initial_state(target, geometry, **directives):
    """(WaveState, batch, ctx, env) after the HSA initializer of a kernel with ``directives``."""
    mem = DeviceMemory()
    _, kernels = load_image(mem, code_object(target, **directives))
    k = kernels["k"]
    t = get_target(target)
    ctx = DispatchContext(0x1111_0000_0040, 0x2222_0000_0080, 0x3333_0000_00C0,
                          bytes(range(64)), 7, 20, 2048, True)
    batch = make_batch(geometry, 0, geometry.group_count)
    st = WaveState(batch.waves, vgprs_needed(t, k.descriptor))
    env = Env(t, mem, scratch_base=0x4444_0000_1000, scratch_wave_bytes=2048)
    Initializer(t, k.descriptor, ctx)(st, batch, env)
    return st, batch, k, env


def test_gfx900_user_and_system_sgprs_in_order():
    geo = Geometry.of((128, 2, 3), (64, 1, 1))
    st, batch, k, _ = initial_state("gfx900", geo, **ALL_USER)
    s = st.s.astype(np.int64)
    assert k.descriptor.rsrc2.user_sgpr_count == 15
    assert s[0, 0] == 0x0000_1000 and s[0, 1] & 0xFFFF == 0x4444          # V# base
    assert s[0, 1] >> 31 == 1 and (s[0, 3] >> 23) & 1 == 1                   # swizzle, add_tid
    assert (s[0, 4], s[0, 5]) == (0x40, 0x1111)                              # dispatch ptr
    assert (s[0, 6], s[0, 7]) == (0x80, 0x2222)                              # queue ptr
    assert (s[0, 8], s[0, 9]) == (0xC0, 0x3333)                              # kernarg ptr
    assert (s[0, 10], s[0, 11]) == (7, 0)                                    # dispatch id
    assert (s[0, 12], s[0, 13]) == (0x1000, 0x4444)                          # flat scratch init
    assert s[0, 14] == 20                                                    # private size
    ids = batch.group_id[batch.group]
    assert (s[:, 15] == ids[:, 0]).all() and (s[:, 16] == ids[:, 1]).all()
    assert (s[:, 17] == ids[:, 2]).all()
    assert (s[:, 18] == (1 << 31) | 1).all()                                 # info: first, 1 wave
    assert s[:, 19].tolist() == [2048 * i for i in range(st.n)]              # wave offset
    assert st.v[0, 0, :3].tolist() == [0, 1, 2] and not st.v[:, 1:3].any()
    assert (st.s[:, 124] == 0xFFFFFFFF).all()


def test_gfx7_flat_scratch_init_is_offset_and_size():
    geo = Geometry.of((64,), (64,))
    st, _, _, _ = initial_state("gfx701", geo, user_sgpr_flat_scratch_init=1,
                                private_segment_fixed_size=20)
    assert st.s[0, :2].tolist() == [0, 20]


def test_packed_workitem_ids_on_gfx90a():
    geo = Geometry.of((4, 4, 4), (4, 4, 4))
    st, batch, _, _ = initial_state("gfx90a", geo, system_vgpr_workitem_id=2)
    v0 = st.v[0, 0]
    lanes = np.arange(64)
    assert (v0 == (lanes % 4) | (lanes // 4 % 4) << 10 | (lanes // 16) << 20).all()
    assert not st.v[0, 1].any()


def test_workgroup_info_counts_waves_and_marks_the_first():
    geo = Geometry.of((200,), (200,))
    st, _, _, _ = initial_state("gfx900", geo, system_sgpr_workgroup_info=1,
                                user_sgpr_kernarg_segment_ptr=1)
    assert st.s[:, 3].tolist() == [(1 << 31) | 4, 4, 4, 4]


def test_gfx942_architected_flat_scratch():
    geo = Geometry.of((256,), (128,))
    st, _, _, env = initial_state("gfx942", geo, user_sgpr_kernarg_segment_ptr=1,
                                  enable_private_segment=1, private_segment_fixed_size=16)
    t = get_target("gfx942")
    bases = st.pair(slice(None), t.flat_scratch_base).tolist()
    assert bases == [env.scratch_base + 2048 * i for i in range(4)]
    assert st.s[:, 2].tolist() == [0, 0, 1, 1]                                # workgroup id x
    assert not st.s[:, 3].any()                                               # no wave offset


def test_mode_from_rsrc1():
    co = load_code_object(KERNELS / "gfx900" / "saxpy.hsaco")
    kd = co.kernels["saxpy"].descriptor
    # denorm 32 and 16/64 = 3, dx10_clamp, ieee
    assert mode_register(kd) == 0xF0 | 1 << 8 | 1 << 9


def test_kernarg_hidden_arguments_from_metadata():
    mem = DeviceMemory()
    _, kernels = load_image(mem, KERNELS / "gfx942" / "saxpy.hsaco")
    k = kernels["saxpy"]
    geo = Geometry.of((1000, 3), (256, 2))
    seg = kernarg_segment(k, b"\xAA" * 28, geo, 0, 0x5000, (1 << 48, 2 << 48))
    assert len(seg) == 288 and seg[:28] == b"\xAA" * 28
    u32 = lambda off: struct.unpack_from("<I", seg, off)[0]      # noqa: E731
    u16 = lambda off: struct.unpack_from("<H", seg, off)[0]      # noqa: E731
    assert [u32(32), u32(36), u32(40)] == [3, 1, 1]              # hidden_block_count
    assert [u16(44), u16(46), u16(48)] == [256, 2, 1]            # hidden_group_size
    assert [u16(50), u16(52), u16(54)] == [1000 % 256, 1, 0]     # hidden_remainder
    assert struct.unpack_from("<3Q", seg, 72) == (0, 0, 0)       # hidden_global_offset
    assert u16(96) == 2                                          # hidden_grid_dims


def test_dispatch_packet_layout():
    geo = Geometry.of((1000, 3), (256, 2))
    raw = dispatch_packet(geo, 16, 1024, 0xABC0, 0xDEF0)
    assert len(raw) == 64
    assert struct.unpack_from("<H", raw, 2)[0] == 2
    assert struct.unpack_from("<3H", raw, 4) == (256, 2, 1)
    assert struct.unpack_from("<3I", raw, 12) == (1000, 3, 1)
    assert struct.unpack_from("<IIQQ", raw, 24) == (16, 1024, 0xABC0, 0xDEF0)


def test_code_object_image_in_device_memory():
    mem = DeviceMemory()
    data = (KERNELS / "gfx900" / "saxpy.hsaco").read_bytes()
    co, kernels = load_image(mem, data)
    k = kernels["saxpy"]
    assert mem.read(k.descriptor_address, 64) == k.descriptor.to_bytes()
    assert mem.read(k.entry, 8) == co.text[:8]
    assert decode(mem.read(k.entry, 8), "gfx900", 0).op.name == "s_load_dword"


def run_kernel(target, code, grid, block, **directives):
    mem = DeviceMemory()
    _, kernels = load_image(mem, code_object(target, code, **directives))
    return launch_kernel(mem, kernels["k"], LaunchOptions(grid, block)), mem


@pytest.mark.parametrize("target", ["gfx701", "gfx900", "gfx90a", "gfx942"])
def test_launch_counts_waves_and_frees_what_it_allocated(target):
    scratch = ("enable_private_segment" if get_target(target).has("architected_flat_scratch")
               else "system_sgpr_private_segment_wavefront_offset")
    result, mem = run_kernel(target, "s_barrier\ns_endpgm", (100, 3), (64, 2),
                             private_segment_fixed_size=8, **{scratch: 1})
    assert (result.workgroups, result.waves) == (4, 6)
    assert result.stats.wave_instructions == 12
    assert len(mem.allocations) == 1                      # only the code object remains


# s_setpc to 1 MB past the kernel's start (a corrupt return address)
WILD_JUMP = """\
  s_getpc_b64 s[2:3]
  s_add_u32 s2, s2, 0x100000
  s_setpc_b64 s[2:3]
  s_endpgm"""


def test_a_jump_out_of_the_code_names_the_target_and_the_jump():
    with pytest.raises(WildJump) as err:
        run_kernel("gfx900", WILD_JUMP, 128, 64)
    text = str(err.value)
    assert text.startswith(f"program counter 0x{err.value.target:x} outside the code object "
                           f"(0x{err.value.start:x}-0x{err.value.end:x}): jumped from wave 0 pc ")
    assert text.endswith("'s_setpc_b64 s[2:3]'") and "-0x" not in text.replace(
        f"-0x{err.value.end:x}", "")
    assert err.value.target == err.value.start + 4 + 0x100000


EARLY_END = """\
  s_cbranch_execz .Ldone
  s_barrier
  s_endpgm
.Ldone:
  s_endpgm
"""


def test_barrier_released_by_a_wave_that_ended():
    mem = DeviceMemory()
    prog = assemble(EARLY_END, "gfx900")
    base = mem.alloc(len(prog.text), prog.text)
    code = CodeImage("gfx900", prog.text, base)
    exec_lo = np.array([1, 0, 5, 0, 1, 1, 1, 1], np.uint32)    # waves 1 and 3 have no lanes
    init = raw_initializer({126: (exec_lo, 0)})
    result = dispatch(mem, code, base, Resources(1), init, LaunchOptions(512, 256))
    assert result.stats.wave_instructions == 6 * 3 + 2 * 2
    assert result.waves == 8


def test_budget_stops_a_runaway_loop():
    mem = DeviceMemory()
    # it ends after 2^32 trips (s0 decides it: a spin's fingerprint would take in s0)
    prog = assemble("loop:\n  s_add_u32 s0, s0, 1\n  s_cmp_lg_u32 s0, 0\n"
                    "  s_cbranch_scc1 loop", "gfx900")
    base = mem.alloc(len(prog.text), prog.text)
    code = CodeImage("gfx900", prog.text, base)
    with pytest.raises(BudgetExceeded):
        dispatch(mem, code, base, Resources(1), raw_initializer(),
                 LaunchOptions(64, 64, budget=1000))


def test_lds_rows_per_workgroup_and_too_much_lds():
    mem = DeviceMemory()
    prog = assemble("s_endpgm", "gfx900")
    base = mem.alloc(len(prog.text), prog.text)
    code = CodeImage("gfx900", prog.text, base)
    shapes = []
    dispatch(mem, code, base, Resources(1, 512),
             lambda st, batch, env: shapes.append(env.lds.shape),
             LaunchOptions(1024, 128, max_waves=4))
    assert shapes == [(2, 512)] * 4
    with pytest.raises(LaunchError):
        dispatch(mem, code, base, Resources(1, 1 << 17), raw_initializer(),
                 LaunchOptions(64, 64))


def test_apertures_come_from_device_memory():
    mem = DeviceMemory()
    prog = assemble("s_endpgm", "gfx900")
    base = mem.alloc(len(prog.text), prog.text)
    seen = []
    dispatch(mem, CodeImage("gfx900", prog.text, base), base, Resources(1),
             lambda st, batch, env: seen.append(
                 (int(st.aperture(235, 2)[0]), int(st.aperture(237, 2)[0]),
                  int(st.aperture(235, 1)[0]))), LaunchOptions(64, 64))
    assert seen == [(mem.shared_aperture, mem.private_aperture, 0)]


def test_sixteen_million_work_items_in_bounded_memory():
    mem = DeviceMemory()
    prog = assemble("s_endpgm", "gfx900")
    base = mem.alloc(len(prog.text), prog.text)
    code = CodeImage("gfx900", prog.text, base)
    tracemalloc.start()
    try:
        result = dispatch(mem, code, base, Resources(8), raw_initializer(),
                          LaunchOptions(1 << 24, 256))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert result.waves == 1 << 18
    assert peak < 2 << 30


def test_a_batch_of_many_registers_keeps_to_the_cache_budget():
    """56 VGPRs in workgroups of 4 waves (Triton's f16 matmul): 512 waves a batch, as
    CACHED_BATCH_BYTES keeps them; few registers: MAX_BATCH_WAVES; max_waves as given."""
    from gcnsim.emu.dispatch import batch_waves
    from gcnsim.emu.launch import Geometry
    geometry = Geometry.of(1 << 20, 256)
    assert batch_waves(geometry, Resources(56, 4096)) == 512
    assert batch_waves(geometry, Resources(8)) == 1024
    assert batch_waves(geometry, Resources(56, 4096), max_waves=1024) == 1024
    assert batch_waves(geometry, Resources(64, 0, 1 << 26)) == 4       # a workgroup at least
