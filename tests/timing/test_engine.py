"""The replay's two orders agree: each CU running on alone until it would share something (a
dispatch, the completion of a memory request it queued) gives exactly what one global time
order of every turn, each request asked as it issues, gives
(lockstep), on launches with more workgroups than the CUs hold, so the dispatcher's order
matters, and CUs that share an instruction cache; with LDS only, and with vector and scalar
memory through the hierarchy the CUs share (its counters agree too)."""
import dataclasses
import gc

import numpy as np
import pytest

from gcnsim.isa.devices import get_device
from gcnsim.native import tier
from gcnsim.runtime import Device
from gcnsim.timing.api import TimedLaunch
from gcnsim.timing.engine import Managers, replay
from gcnsim.timing.occupancy import occupancy

# Workgroups of different lengths (a loop count from the workgroup id), LDS, no memory.
UNEVEN = """
  s_and_b32 s10, s12, 7
  s_add_u32 s10, s10, 1
  v_lshlrev_b32 v1, 2, v0
loop:
  ds_write_b32 v1, v0
  ds_read_b32 v2, v1
  s_waitcnt lgkmcnt(0)
  v_mul_f32 v3, v2, v2
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 loop
  s_barrier
  s_endpgm
"""


# After the loop, lines of code the CUs first fetch at cycles that differ by workgroup: the
# instruction cache they share (fetch.py) must not depend on the order the CUs are replayed.
TAIL = "\n".join(["v_add_f32 v4, v3, v3"] * 48)


@pytest.mark.parametrize("tail", ["", TAIL])
def test_alone_and_lockstep_agree(tail):
    config = dataclasses.replace(get_device("gfx900"), compute_units=3)
    assert config.memory.instruction.shared_by == 3         # one instruction cache for all
    dev = Device(config=config)
    options, timed = TimedLaunch.split({"timing": True}, dev)
    recorder = options["timing"]
    text = UNEVEN.replace("  s_barrier", tail + "\n  s_barrier")
    dev.load(text).run(64 * 384, 128, vgpr_count=8, shared_mem=512,
                       sgprs={12: "workgroup_id_x"}, **options)
    assert not recorder.requests
    occ = occupancy(config, vgprs=8, sgprs=16, block_size=128, lds_bytes=512)
    alone = replay(recorder, config, occ)
    lockstep = replay(recorder, config, occ, lockstep=True)
    assert alone.as_dict() == lockstep.as_dict()
    assert alone.cu_busy == lockstep.cu_busy and alone.simd_busy == lockstep.simd_busy
    assert alone.workgroups == 192 > 3 * occ.workgroups_per_cu


# Workgroups of different lengths, each loading, storing and reading a scalar of its own
# 512-byte slice of s[8:9]: requests to the memory hierarchy from every CU, at cycles that
# depend on the order of the others' (the L2 and DRAM queues they share).
MEMORY = """
  s_and_b32 s10, s12, 7
  s_add_u32 s10, s10, 1
  v_lshlrev_b32 v1, 2, v0
  s_lshl_b32 s11, s12, 9
  v_add_u32 v1, s11, v1
loop:
  global_load_dword v2, v1, s[8:9]
  s_waitcnt vmcnt(0)
  v_mul_f32 v3, v2, v2
  global_store_dword v1, v3, s[8:9]
  s_load_dword s13, s[8:9], 0x0
  s_waitcnt lgkmcnt(0)
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 loop
  s_endpgm
"""


def _both_orders(config, text, sgprs):
    """(the replay running ahead, the occupancy) of ``text`` timed on ``config`` (384 waves
    in workgroups of two, s[8:9] a buffer of 192 x 128 floats, s12 the workgroup id, ``sgprs``
    for the occupancy), checked to agree with the lockstep replay in every field."""
    dev = Device(config=config)
    data = dev.array(np.arange(192 * 128, dtype=np.float32))
    options, timed = TimedLaunch.split({"timing": True}, dev)
    recorder = options["timing"]
    dev.load(text).run(64 * 384, 128, vgpr_count=8, checker=None,
                       sgprs={12: "workgroup_id_x",
                              8: (data.address & 0xFFFFFFFF, data.address >> 32)}, **options)
    assert recorder.requests
    occ = occupancy(config, vgprs=8, sgprs=sgprs, block_size=128)
    ahead = replay(recorder, config, occ)
    lockstep = replay(recorder, config, occ, lockstep=True)
    assert ahead.as_dict() == lockstep.as_dict()
    assert ahead.cu_busy == lockstep.cu_busy and ahead.simd_busy == lockstep.simd_busy
    return ahead, occ


@pytest.mark.parametrize("name, cus, xcds", [("gfx900", 6, 1), ("gfx942", 8, 2)])
def test_running_ahead_and_lockstep_agree_on_memory(name, cus, xcds):
    # A Vega 64 (scalar caches of 3 CUs, scattered frames) and an MI300X derivative (2 XCDs
    # with an L2 each, scalar caches of 2 CUs).
    config = dataclasses.replace(get_device(name), compute_units=cus, xcds=xcds)
    ahead, occ = _both_orders(config, MEMORY, 16)
    assert ahead.memory["dram"]["bytes"] and ahead.stalls["waitcnt_vmcnt"]
    assert ahead.workgroups == 192 > cus * occ.workgroups_per_cu


# Scalar loads whose lgkmcnt amounts pass the counter's maximum while the ones before them are
# still queued (gfx701 counts an s_load_dwordx8 as 8 of its 15: the second waits for the
# first), a flat load counted on both counters, and a store still queued when its wave ends.
BURST = """
  s_and_b32 s10, s12, 3
  s_add_u32 s10, s10, 1
  v_lshlrev_b32 v1, 2, v0
  s_lshl_b32 s11, s12, 9
  v_add_i32 v1, vcc, s11, v1
  v_mov_b32 v2, s9
  v_add_i32 v1, vcc, s8, v1
  v_addc_u32 v2, vcc, v2, 0, vcc
loop:
  s_load_dwordx8 s[16:23], s[8:9], 0x0
  s_load_dwordx8 s[24:31], s[8:9], 0x8
  s_load_dwordx8 s[32:39], s[8:9], 0x10
  flat_load_dword v3, v[1:2]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  v_mul_f32 v3, v3, v3
  flat_store_dword v[1:2], v3
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 loop
  flat_store_dword v[1:2], v3
  s_endpgm
"""


def test_running_ahead_and_lockstep_agree_at_a_counter_maximum():
    ahead, _ = _both_orders(dataclasses.replace(get_device("r9-290x"), compute_units=4), BURST,
                            48)
    waited = {text: cycles for _, text, _, cycles in ahead.hottest}
    assert waited["s_load_dwordx8 s[24:31], s[8:9], 0x8"] > 0     # at lgkmcnt's maximum
    assert ahead.memory["dram"]["bytes"] and ahead.stalls["waitcnt_vmcnt"]


@pytest.mark.parametrize("extra", [{}, {"profile": True}])
def test_a_timed_launch_leaves_nothing_to_the_cyclic_collector(extra, monkeypatch, tmp_path):
    # The recording and the replay build no reference cycle (api.py): what a timed launch
    # leaves is freed by its counts as it goes, none of it waits for the collector's passes
    # (one such pass over the 1M-item saxpy's replay took 0.08 s). The native tier compiles
    # everything in the first launch (LLVM's objects, made once, are not the launch's): else
    # what earlier tests left in the disk cache's records decided when it compiled.
    for name in tier.THRESHOLDS:
        monkeypatch.setattr(tier, name, 0.0)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("GCNSIM_CACHE", raising=False)
    config = dataclasses.replace(get_device("gfx942"), compute_units=8, xcds=2)
    dev = Device(config=config)
    data = dev.array(np.zeros(192 * 128, np.float32))
    program = dev.load(MEMORY)
    sgprs = {12: "workgroup_id_x", 8: (data.address & 0xFFFFFFFF, data.address >> 32)}

    def launch():
        timed = program.run(64 * 384, 128, vgpr_count=8, checker=None, sgprs=sgprs,
                            timing=True, **extra).timing
        timed.profile = None            # (a result and its profile refer to each other)
        return timed

    launch()                            # caches filled once
    gc.collect()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        assert launch().memory["dram"]["bytes"]
        gc.collect()
        left = [type(thing).__qualname__ for thing in gc.garbage]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
    assert left == []


def test_an_xcds_workgroup_manager_launches_waves_one_after_another():
    """engine.Managers: each XCD's manager takes ``wave_dispatch_cycles`` a wave, the
    workgroups of its CUs (CU i on XCD i mod xcds) in the order they are taken; an idle one
    starts at once; none where the device has no rate."""
    managers = Managers(dataclasses.replace(get_device("mi300x"), wave_dispatch_cycles=2.5))
    assert managers.launch(0, 0, 8) == 20
    assert managers.launch(8, 0, 8) == 40               # XCD 0 again: after the first
    assert managers.launch(1, 0, 8) == 20               # XCD 1: its own manager
    assert managers.launch(16, 10, 1) == 33             # through at 42.5: launched at 43
    assert managers.launch(0, 1000, 4) == 10            # idle since 42.5: from 1000 on
    assert Managers(get_device("mi250x")).launch(5, 7, 16) == 0


@pytest.mark.parametrize("xcds, later", [(1, 2 * 100), (2, 100)])
def test_a_timed_launch_waits_for_its_xcds_workgroup_manager(xcds, later):
    """Two one-wave workgroups on two CUs: on one XCD the second is launched after the
    first's wave (100 cycles each), on two each XCD's manager launches its own at once."""
    def cycles(rate):
        config = dataclasses.replace(get_device("mi300x"), compute_units=2, xcds=xcds,
                                     wave_dispatch_cycles=rate)
        dev = Device(config=config)
        return dev.load("  v_mov_b32 v1, 0\n  s_endpgm").run(128, 64, timing=True).timing
    slow, fast = cycles(100), cycles(0)
    assert slow.cycles - fast.cycles == later


@pytest.mark.parametrize("module", ["gcnsim.timing.engine", "gcnsim.timing.roofline",
                                    "gcnsim.timing.memory.system", "gcnsim.timing.memory.dram"])
def test_docstring_examples(module):
    """The timing modules' docstring examples run as they stand (each imports what it uses)."""
    import doctest
    import importlib
    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted and not result.failed
