"""A wave's private (scratch) accesses stay inside its slice of the dispatch's scratch: past it
(a stack that outgrew the private segment the code object declares) is a ScratchOverflow
naming wave, lane and private offset, the same interpreted, native and on two workers; inside
it runs as before."""
import struct

import numpy as np
import pytest

from gcnsim.emu.hsa import launch_kernel, load_image
from gcnsim.emu.launch import LaunchOptions
from gcnsim.emu.memory import DeviceMemory
from gcnsim.errors import MemoryViolation, ScratchOverflow
from tests.emu.test_dispatch import code_object
from tests.native.test_memory import eager  # noqa: F401 (a fixture)

# Each work-item stores its global id at the private offset the argument gives (workgroup 2
# only, the first of the second batch, which the native tier runs; the others at offset 0),
# loads it back and stores it to out[id]: MUBUF through the private segment buffer (gfx900),
# scratch_* at FLAT_SCRATCH (gfx942, architected).
STORE_BACK = {
    "gfx900": ("""
  s_load_dwordx2 s[8:9], s[4:5], 0x0
  s_load_dword s10, s[4:5], 0x8
  s_lshl_b32 s11, s6, 6
  s_waitcnt lgkmcnt(0)
  s_cmp_eq_u32 s6, 2
  s_cselect_b32 s10, s10, 0
  v_mov_b32 v2, s10
  v_add_u32 v1, s11, v0
  buffer_store_dword v1, v2, s[0:3], s7 offen
  buffer_load_dword v4, v2, s[0:3], s7 offen
  v_lshlrev_b32 v5, 2, v1
  s_waitcnt vmcnt(0)
  global_store_dword v5, v4, s[8:9]
  s_endpgm""", dict(user_sgpr_private_segment_buffer=1, user_sgpr_kernarg_segment_ptr=1,
                     user_sgpr_count=6, system_sgpr_workgroup_id_x=1,
                     system_sgpr_private_segment_wavefront_offset=1)),
    "gfx942": ("""
  s_load_dwordx2 s[8:9], s[0:1], 0x0
  s_load_dword s10, s[0:1], 0x8
  s_lshl_b32 s11, s2, 6
  s_waitcnt lgkmcnt(0)
  s_cmp_eq_u32 s2, 2
  s_cselect_b32 s10, s10, 0
  v_mov_b32 v2, s10
  v_add_u32 v1, s11, v0
  scratch_store_dword v2, v1, off
  scratch_load_dword v4, v2, off
  v_lshlrev_b32 v5, 2, v1
  s_waitcnt vmcnt(0)
  global_store_dword v5, v4, s[8:9]
  s_endpgm""", dict(user_sgpr_kernarg_segment_ptr=1, user_sgpr_count=2,
                     system_sgpr_workgroup_id_x=1, enable_private_segment=1, accum_offset=8)),
}
PRIVATE = 16            # bytes per work-item the code object declares: a 1 KB slice a wave


def store_back(target, offset, workers=1, groups=4):
    code, directives = STORE_BACK[target]
    mem = DeviceMemory()
    _, kernels = load_image(mem, code_object(target, code, next_free_vgpr=8, **directives,
                                             private_segment_fixed_size=PRIVATE))
    out = mem.alloc(4 * 64 * groups)
    options = LaunchOptions(64 * groups, 64, max_waves=2, workers=workers, timeout=120)
    launch_kernel(mem, kernels["k"], options, struct.pack("<QI", out, offset))
    return np.frombuffer(mem.read(out, 4 * 64 * groups), np.uint32)


@pytest.mark.parametrize("target", sorted(STORE_BACK))
def test_an_access_past_the_slice_is_the_same_scratch_overflow_everywhere(target, eager,
                                                                          monkeypatch):
    """Offset 16 is past the 16 bytes a lane has: the batch's first wave's store would land in
    the second wave's slice (silently, as on the hardware), the last's past the scratch."""
    errors = set()
    for name in ("interpreter", "native"):
        monkeypatch.setenv("GCNSIM_TIER", name)
        for workers in (1, 2):
            with pytest.raises(ScratchOverflow) as err:
                store_back(target, PRIVATE, workers)
            errors.add(str(err.value))
    assert len(errors) == 1, errors
    text = errors.pop()
    assert isinstance(err.value, MemoryViolation)
    assert text.startswith("scratch overflow: wave 2 pc ")
    assert ": lane 0 wrote private offset 16 past its slice of 16 bytes (the code object " \
           "declares private_segment_fixed_size 16;" in text
    assert "another wave's private memory" in text


@pytest.mark.parametrize("target", sorted(STORE_BACK))
def test_an_access_inside_the_slice_runs(target, eager, monkeypatch):
    for name in ("interpreter", "native"):
        monkeypatch.setenv("GCNSIM_TIER", name)
        for workers in (1, 2):
            assert store_back(target, PRIVATE - 4, workers).tolist() == list(range(256))


# Each wave reaches its own slice by the scratch's device address (the private segment
# buffer's base plus its wave offset s7), but workgroup ``thief``'s wave takes offset 0: the
# slice of its batch's first wave (workgroup 2's, the second batch: the native tier's).
BY_ADDRESS = """
  s_cmp_eq_u32 s6, {thief}
  s_cselect_b32 s10, 0, s7
  s_add_u32 s0, s0, s10
  s_addc_u32 s1, s1, 0
  s_and_b32 s1, s1, 0xffff
  {access}
  s_endpgm"""
ACCESSES = {"global": "v_mov_b32 v1, s0\n  v_mov_b32 v2, s1\n  global_store_dword v[1:2], v0, off",
            "flat": "v_mov_b32 v1, s0\n  v_mov_b32 v2, s1\n  flat_load_dword v3, v[1:2]\n"
                    "  s_waitcnt vmcnt(0) lgkmcnt(0)",
            "smem": "s_load_dword s11, s[0:1], 0x0\n  s_waitcnt lgkmcnt(0)"}


def by_address(access, thief, workers=1, groups=4):
    mem = DeviceMemory()
    code = BY_ADDRESS.format(thief=thief, access=ACCESSES[access])
    _, kernels = load_image(mem, code_object(
        "gfx900", code, next_free_vgpr=8, private_segment_fixed_size=PRIVATE,
        **STORE_BACK["gfx900"][1]))
    options = LaunchOptions(64 * groups, 64, max_waves=2, workers=workers, timeout=120)
    launch_kernel(mem, kernels["k"], options, struct.pack("<QI", 0, 0))


@pytest.mark.parametrize("access", sorted(ACCESSES))
def test_an_access_by_address_to_another_slice_is_refused(access, eager, monkeypatch):
    """A global or flat access, or an s_load, whose address lies in the scratch is checked
    against the wave's slice as a private segment buffer access is: another wave's slice is
    refused, interpreted and native (which leaves such an address to the interpreter)."""
    errors = set()
    for name in ("interpreter", "native"):
        monkeypatch.setenv("GCNSIM_TIER", name)
        by_address(access, thief=9)         # every wave in its own slice
        with pytest.raises(MemoryViolation) as err:
            by_address(access, thief=3)
        errors.add(str(err.value))
    assert len(errors) == 1, errors
    text = errors.pop()
    assert "wave 3 pc " in text, text
    if access == "smem":
        assert "outside its wave's slice of the dispatch's scratch (the address" in text
    else:
        assert isinstance(err.value, ScratchOverflow)
        assert "another wave's private memory" in text
