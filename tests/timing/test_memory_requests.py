"""Memory requests read from the functional state (gcnsim/timing/memory/requests.py): the lines
each wave of a batch touches through the semantics' own addressing, the kind, and an atomic's
operations on its busiest address."""
import numpy as np
import pytest

from gcnsim.asm import assemble_line
from gcnsim.isa.devices import get_device
from gcnsim.semantics.registry import build
from gcnsim.isa.targets import get_target
from gcnsim.timing.memory import ATOMIC, LOAD, SCALAR, STORE
from gcnsim.timing.memory.requests import (Request, Requests, joined, policy, requests_of,
                                           scalar_requests, tables, vector_requests)
from gcnsim.timing.memory.system import (INVALIDATE_L1, INVALIDATE_SCALAR, LOAD_L2, SYNC_L1,
                                         SYNC_L2, SYNC_SCALAR, WRITEBACK_L2)
from tests.semantics.mem_harness import Rig, buffer_resource


def requests(rig, text, line=128):
    step = build(assemble_line(text, rig.target), rig.target, 0)
    return vector_requests(step, rig.st, slice(None), rig.env, line)


def test_a_coalesced_load_and_a_partial_exec():
    rig = Rig("gfx942", waves=2)
    base = rig.alloc(np.zeros(1024, np.uint32))
    rig.set_vpair(2, base + 4 * np.arange(64))
    rig.set_exec([0xFFFFFFFFFFFFFFFF, 0xFFFFFFFF])          # wave 1: lanes 0..31
    got = requests(rig, "global_load_dword v1, v[2:3], off")
    assert got == [Request((base, base + 128), LOAD), Request((base,), LOAD)]
    got = requests(rig, "global_load_dwordx4 v[4:7], v[2:3], off offset:16", line=64)
    lines = tuple(base + 64 * k for k in range(5))          # 16..1039 + 16 bytes
    assert got[0] == Request(lines, LOAD)


def test_stores_and_atomics_with_their_serialisation():
    rig = Rig("gfx900", waves=2)
    base = rig.alloc(np.zeros(4096, np.uint32))
    rig.set_vpair(2, [[base] * 64, base + 256 * np.arange(64)])
    got = requests(rig, "global_atomic_add v[2:3], v4, off")
    assert got[0] == Request((base,), ATOMIC, (64, 64))     # (busiest address, line)
    assert got[1] == Request(tuple(base + 256 * k for k in range(64)), ATOMIC, (1, 1))
    assert requests(rig, "global_store_dword v[2:3], v4, off")[0] == Request((base,), STORE)
    rig.set_vpair(2, [base + 4 * np.arange(64), base + 8 * (np.arange(64) // 2)])
    got = requests(rig, "global_atomic_add v[2:3], v4, off")
    assert got[0] == Request((base, base + 128), ATOMIC, (1, 32))    # 128-byte lines
    assert got[1] == Request((base, base + 128), ATOMIC, (2, 32))


def test_buffer_addressing_and_no_active_lane():
    rig = Rig("gfx90a", waves=1)
    base = rig.alloc(np.zeros(4096, np.uint32))
    rig.st.s[0, 8:12] = buffer_resource(base, 16384)
    rig.st.v[0, 1] = 8 * np.arange(64)
    got = requests(rig, "buffer_load_dword v2, v1, s[8:11], 0 offen offset:4")
    assert got == [Request(tuple(base + 128 * k for k in range(4)), LOAD)]
    rig.set_exec([0])
    assert requests(rig, "buffer_load_dword v2, v1, s[8:11], 0 offen") == [Request((), LOAD)]


def test_flat_lanes_in_the_lds_aperture_touch_no_line():
    rig = Rig("gfx900", waves=1, lds_bytes=1024)
    base = rig.alloc(np.zeros(256, np.uint32))
    lds = rig.memory.shared_aperture
    lane = np.arange(64)
    rig.set_vpair(2, np.where(lane < 32, base + 4 * lane, lds + 4 * lane))
    assert requests(rig, "flat_load_dword v1, v[2:3]") == [Request((base,), LOAD)]


def test_scratch_touches_the_lines_of_its_swizzled_addresses():
    """Private dword a of lane l lives at base + (a // 4) * 256 + 4 * l: a wave reading one
    private offset touches the 256 bytes of that row (two 128-byte lines); offsets that differ
    per lane scatter over rows. (Scratch touched no line before: a private-array kernel on
    gfx942 timed 6x faster than the same kernel's MUBUF scratch on gfx90a.)"""
    rig = Rig("gfx942", waves=1)
    region = rig.alloc(np.zeros(64 * 64, np.uint32))
    scratch = rig.target.flat_scratch_base
    rig.st.s[0, scratch], rig.st.s[0, scratch + 1] = region & 0xFFFFFFFF, region >> 32
    rig.st.v[0, 1] = 8
    got = requests(rig, "scratch_load_dword v2, v1, off offset:4")    # private dword 3
    assert got == [Request((region + 3 * 256, region + 3 * 256 + 128), LOAD)]
    rig.st.v[0, 1] = 4 * (np.arange(64) % 8)                          # eight rows
    got = requests(rig, "scratch_store_dword v1, v2, off")
    assert got == [Request(tuple(region + 256 * r + h for r in range(8) for h in (0, 128)),
                           STORE)]


def test_scalar_loads_touch_the_lines_of_their_dwords():
    rig = Rig("gfx942", waves=2)
    base = rig.alloc(np.zeros(256, np.uint32))
    rig.set_spair(4, base + 96)
    rig.st.s[1, 4] = (base + 128) & 0xFFFFFFFF
    inst = assemble_line("s_load_dwordx16 s[8:23], s[4:5], 0x0", rig.target)
    step = build(inst, rig.target, 0)
    got = scalar_requests(step, rig.st, slice(None), 64)
    assert got == [Request((base + 64, base + 128), SCALAR),      # bytes 96..159
                   Request((base + 128,), SCALAR)]                # bytes 128..191


def test_requests_of_any_step():
    rig = Rig("gfx90a", waves=1)
    memory = get_device("mi250x").memory
    base = rig.alloc(np.zeros(4096, np.uint32))
    rig.st.s[0, 8:12] = buffer_resource(base, 16384)
    rig.st.v[0, 1] = 4 * np.arange(64)
    rig.set_spair(4, base)

    def of(text):
        step = build(assemble_line(text, rig.target), rig.target, 0)
        return requests_of(step, rig.st, slice(None), rig.env, memory)
    lines = tuple(base + 64 * k for k in range(4))
    assert of("buffer_store_lds_dword s[8:11], 0 offset:4") == [Request((base,), STORE)]
    assert of("buffer_load_dword v2, v1, s[8:11], 0 offen") == [Request(lines, LOAD)]
    assert of("s_load_dword s0, s[4:5], 0x0") == [Request((base,), SCALAR)]
    assert of("v_add_f32 v0, v1, v2") is None


def _asks(text, target):
    inst = assemble_line(text, target)
    return policy(inst, get_target(target))


# (instruction, target, what it asks): each cache-policy bit on each target (requests.py's
# docstring: the ISA manuals and LLVM's SIMemoryLegalizer); None: the access's own kind.
POLICY = [
    ("buffer_load_dword v1, v2, s[4:7], 0 offen", "gfx701", None),
    ("buffer_load_dword v1, v2, s[4:7], 0 offen glc", "gfx701", LOAD_L2),
    ("buffer_load_dword v1, v2, s[4:7], 0 offen slc", "gfx701", "load_stream"),
    ("buffer_load_dword v1, v2, s[4:7], 0 offen glc slc", "gfx701", "load_l2_stream"),
    ("buffer_store_dword v1, v2, s[4:7], 0 offen glc", "gfx701", None),
    ("buffer_store_dword v1, v2, s[4:7], 0 offen slc", "gfx701", "store_stream"),
    ("buffer_atomic_add v1, v2, s[4:7], 0 offen glc", "gfx701", None),
    ("buffer_atomic_add v1, v2, s[4:7], 0 offen slc", "gfx701", "atomic_stream"),
    ("global_load_dword v1, v[2:3], off glc", "gfx900", LOAD_L2),
    ("global_load_dword v1, v[2:3], off slc", "gfx900", "load_stream"),
    ("global_load_dword v1, v[2:3], off glc slc", "gfx900", "load_l2_stream"),
    ("global_store_dword v[2:3], v1, off glc", "gfx900", None),
    ("global_store_dword v[2:3], v1, off slc", "gfx900", "store_stream"),
    ("global_atomic_add v1, v[2:3], v4, off glc", "gfx900", None),
    ("global_atomic_add v[2:3], v4, off slc", "gfx900", "atomic_stream"),
    ("global_load_dword v1, v[2:3], off", "gfx90a", None),
    ("global_load_dword v1, v[2:3], off glc", "gfx90a", "load_refetch"),
    ("global_load_dword v1, v[2:3], off slc", "gfx90a", "load_stream"),
    ("global_load_dword v1, v[2:3], off glc slc", "gfx90a", "load_refetch_stream"),
    ("global_load_dword v1, v[2:3], off scc", "gfx90a", None),
    ("global_store_dword v[2:3], v1, off glc scc", "gfx90a", None),
    ("global_store_dword v[2:3], v1, off slc", "gfx90a", "store_stream"),
    ("global_atomic_add v1, v[2:3], v4, off glc scc", "gfx90a", None),
    ("global_atomic_add v[2:3], v4, off slc", "gfx90a", "atomic_stream"),
    ("global_load_dword v1, v[2:3], off", "gfx942", None),
    ("global_load_dword v1, v[2:3], off sc0", "gfx942", None),
    ("global_load_dword v1, v[2:3], off sc1", "gfx942", LOAD_L2),
    ("global_load_dword v1, v[2:3], off sc0 sc1", "gfx942", LOAD_L2),
    ("global_load_dword v1, v[2:3], off nt", "gfx942", "load_stream"),
    ("global_load_dword v1, v[2:3], off sc0 sc1 nt", "gfx942", "load_l2_stream"),
    ("global_store_dword v[2:3], v1, off sc0 sc1", "gfx942", None),
    ("global_store_dword v[2:3], v1, off nt", "gfx942", "store_stream"),
    ("global_atomic_add v1, v[2:3], v4, off sc0 sc1", "gfx942", None),
    ("global_atomic_add v[2:3], v4, off nt", "gfx942", "atomic_stream"),
    ("buffer_wbinvl1", "gfx701", INVALIDATE_L1),
    ("buffer_wbinvl1_vol", "gfx701", INVALIDATE_L1),
    ("buffer_wbinvl1", "gfx900", INVALIDATE_L1),
    ("buffer_wbinvl1_vol", "gfx90a", INVALIDATE_L1),
    ("buffer_wbl2", "gfx90a", WRITEBACK_L2),
    ("buffer_invl2", "gfx90a", SYNC_L2),
    ("buffer_inv", "gfx942", SYNC_L1),
    ("buffer_inv sc0", "gfx942", SYNC_L1),
    ("buffer_inv sc1", "gfx942", INVALIDATE_L1),
    ("buffer_inv sc0 sc1", "gfx942", INVALIDATE_L1),
    ("buffer_wbl2 sc0", "gfx942", SYNC_L2),
    ("buffer_wbl2 sc1", "gfx942", WRITEBACK_L2),
    ("buffer_wbl2 sc0 sc1", "gfx942", WRITEBACK_L2),
    ("s_dcache_inv", "gfx900", INVALIDATE_SCALAR),
    ("s_dcache_inv_vol", "gfx701", INVALIDATE_SCALAR),
    ("s_dcache_wb", "gfx900", SYNC_SCALAR),
    ("s_load_dword s0, s[4:5], 0x0 glc", "gfx900", None),
]


@pytest.mark.parametrize("text, target, asks", POLICY)
def test_the_cache_policy_bits_of_each_target(text, target, asks):
    assert _asks(text, target) == asks


def test_a_glc_load_asks_past_the_l1_and_maintenance_asks_once_per_wave():
    rig = Rig("gfx900", waves=2)
    base = rig.alloc(np.zeros(1024, np.uint32))
    rig.set_vpair(2, base + 4 * np.arange(64))
    memory = get_device("gfx900").memory
    text = "global_load_dword v1, v[2:3], off glc"
    step = build(assemble_line(text, rig.target), rig.target, 0)
    got = requests_of(step, rig.st, slice(None), rig.env, memory, LOAD_L2)
    assert got[0] == Request((base, base + 64, base + 128, base + 192), LOAD_L2)
    step = build(assemble_line("buffer_wbinvl1", rig.target), rig.target, 0)
    got = requests_of(step, rig.st, slice(None), rig.env, memory, INVALIDATE_L1)
    assert got == [Request((), INVALIDATE_L1)] * 2


def test_joined_tables_read_the_requests_between_parts_and_all_where_one_is_misplaced():
    made = Requests([Request((0, 128), LOAD), Request((256,), LOAD)], np.array([2, 1]),
                    np.array([0, 128, 256]))
    atomic = Requests([Request((512,), ATOMIC, (64, 64))], np.array([1]), np.array([512]))
    handed = Request((1024, 1152), STORE)           # a worker's: no arrays
    every = [*made, handed, *atomic]
    parts = [(0, made[0], made.sizes, made.lines), (3, atomic[0], atomic.sizes, atomic.lines)]
    want = tables(every)
    for given in (parts, [parts[1], parts[0]], [(1, made[0], made.sizes, made.lines)]):
        got = joined(every, given)
        assert all(g.dtype == w.dtype and np.array_equal(g, w) for g, w in zip(got, want))
