"""Sampling(xcds=True): one XCD's workgroups replayed with the other XCDs' requests in the
MALL and DRAM they share (timing/spatial.py, MemorySystem's ``others``), their lines apart
from its own and the same, and the launch's full timing inside the interval the two give (an
outside trial found it up to 21.7% past the interval of the view with an eighth of the
shared levels and no other XCD)."""
import dataclasses
from types import SimpleNamespace

import numpy as np
import pytest

from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device
from gcnsim.timing.memory.system import STORE, MemorySystem
from gcnsim.timing.sampling import Sampling, SamplingError
from gcnsim.timing.api import TimedLaunch
from gcnsim.native import tier as native_tier
from gcnsim.timing.record import Recorder
from gcnsim.timing.unkept import Unkept
from gcnsim.timing.spatial import shared_share, symmetric, xcd_recorder, xcd_view

# Workgroup s12 stores floats to its 1 KiB of s[14:15] (s[8:9], an input, unread): a stream
# of writes only, whose dirty lines the kernel's release writes back from every XCD's L2.
STORES = """
  s_lshl_b32 s11, s12, 10
  v_lshlrev_b32 v1, 2, v0
  v_add_u32 v1, s11, v1
  v_cvt_f32_u32 v2, v0
  v_add_f32 v2, 1.0, v2
  global_store_dword v1, v2, s[14:15]
  s_endpgm
"""


def test_one_xcd_keeps_the_chips_shared_levels():
    mi300x = get_device("mi300x")
    one = xcd_view(mi300x)
    assert (one.compute_units, one.xcds) == (38, 1)
    assert one.memory == mi300x.memory          # the MALL and DRAM whole: the others load them


@pytest.mark.parametrize("together, dram_lines, mall_hits", [(False, 16, 0), (True, 2, 14)])
def test_the_other_xcds_ask_and_write_back_with_the_one(together, dram_lines, mall_hits):
    memory = MemorySystem(xcd_view(get_device("mi300x")), (7, together))
    memory.access(0, 0, (0, 128))                           # two lines, by eight XCDs
    memory.access(0, 100, (4096,), STORE)
    assert memory.release(2000) > 2000          # one L2 for eight: the release writes back
    counts = memory.counters()
    assert counts["dram"]["bytes"] == dram_lines * 128      # apart: eight XCDs' lines each
    assert counts["mall"]["hits"] == mall_hits              # together: the first brings it
    assert counts["mall"]["misses"] == 16 + 8 - mall_hits   # and eight XCDs' dirty lines
    alone = MemorySystem(xcd_view(get_device("mi300x")))
    alone.access(0, 100, (4096,), STORE)
    assert alone.release(2000) == 2000          # one L2 alone is the point of coherence


def _stores(timing, groups=1024):
    config = dataclasses.replace(get_device("mi300x"), compute_units=16, xcds=8)
    dev = Device(config=config)
    ones = dev.array(np.ones(256 * groups, np.float32))
    out = dev.array(np.zeros(256 * groups, np.float32))
    return dev.load(STORES).run(256 * groups, 256, vgpr_count=8, checker=None,
                                sgprs={12: "workgroup_id_x",
                                       8: (ones.address & 0xFFFFFFFF, ones.address >> 32),
                                       14: (out.address & 0xFFFFFFFF, out.address >> 32)},
                                timing=timing).timing


def test_a_store_stream_timed_by_one_xcd_holds_the_full_cycles():
    # 8 XCDs of 2 CUs, 1024 workgroups of 4 waves: before, the view of one L2 wrote nothing
    # back at the end and was timed 4,302 cycles, 4,302-4,344, the full 4,420 (4,350 now).
    full = _stores(True)
    sampled = _stores(Sampling(xcds=True))
    assert sampled.interval[0] <= full.cycles <= sampled.interval[1]
    assert "serve the other XCDs' requests too (7 more)" in sampled.method
    assert abs(sampled.cycles / full.cycles - 1) < 0.03
    # the release's lines in the MALL, eight L2s' (the chip's counts)
    assert sampled.memory["mall"]["misses"] == full.memory["mall"]["misses"] > 0
    # the other XCDs' waves stall as the timed one's do: the launch's stalls, not one XCD's
    # (an eighth before: about 116,000 wave-cycles for 932,416)
    assert abs(sum(sampled.stalls.values()) / sum(full.stalls.values()) - 1) < 0.03
    assert abs(sampled.stalls["waitcnt_vmcnt"] / full.stalls["waitcnt_vmcnt"] - 1) < 0.03
    assert [h[:3] for h in sampled.hottest] == [h[:3] for h in full.hottest]


# Workgroup s12 loads a float a lane from s[8:9]: from s12 << own bytes on, its own 256 bytes
# (own 8) or, from s12 bytes on (own 0), the lines every workgroup loads.
LOADS = """
  s_lshl_b32 s11, s12, {own}
  v_lshlrev_b32 v1, 2, v0
  v_add_u32 v1, s11, v1
  global_load_dword v2, v1, s[8:9]
  s_waitcnt vmcnt(0)
  s_endpgm
"""


@pytest.mark.parametrize("own, groups, share", [(8, 16, 0.0), (0, 16, 1.0), (5, 18, 8 / 9)])
def test_the_share_of_loads_the_other_xcds_make_too_is_of_lines_two_workgroups_load(own, groups,
                                                                                    share):
    # (own 5: XCD 0's workgroups 0 and 2 load in one line, 4 and 6 in the next, ..., 16 alone)
    config = dataclasses.replace(get_device("mi300x"), compute_units=4, xcds=2)
    dev = Device(config=config)
    data = dev.array(np.ones(64 * 16, np.float32))
    options, _ = TimedLaunch.split({"timing": True}, dev)
    dev.load(LOADS.format(own=own)).run(64 * groups, 64, vgpr_count=8, checker=None,
                                        sgprs={12: "workgroup_id_x",
                                               8: (data.address & 0xFFFFFFFF,
                                                   data.address >> 32)}, **options)
    assert shared_share(xcd_recorder(options["timing"], 2)) == share


# Lane 0 of workgroup s12 adds 1 to the one int at s[14:15]: every workgroup's atomic on the
# same address, serialised at the L2s and memory with the other XCDs'.
ATOMICS = """
  v_mov_b32 v1, 0
  v_mov_b32 v2, 1
  v_cmp_eq_u32 vcc, 0, v0
  s_and_saveexec_b64 s[16:17], vcc
  global_atomic_add v1, v2, s[14:15]
  s_waitcnt vmcnt(0)
  s_endpgm
"""


def test_global_atomics_are_not_timed_by_one_xcd():
    # 8 XCDs of 2 CUs, 256 workgroups: before, one XCD's view stood for the others' atomics
    # on the same address by their line requests (the trial: -16.1% on the whole MI300X,
    # outside the interval).
    config = dataclasses.replace(get_device("mi300x"), compute_units=16, xcds=8)
    dev = Device(config=config)
    out = dev.array(np.zeros(1, np.int32))
    kernel = dev.load(ATOMICS)
    with pytest.raises(SamplingError, match="global atomic requests.*loops=N"):
        kernel.run(256 * 256, 256, vgpr_count=8, checker=None,
                   sgprs={12: "workgroup_id_x",
                          14: (out.address & 0xFFFFFFFF, out.address >> 32)},
                   timing=Sampling(xcds=True))


def test_uneven_xcds_are_refused_in_whole_wave_instructions():
    # an outside trial: "484,000.0 to 3,172,000.0 wave-instructions" (np.bincount's floats)
    cut = SimpleNamespace(xcds=2, group=np.array([0, 1, 1]), work=np.array([400, 300, 300]))
    with pytest.raises(SamplingError, match=r"this launch's XCDs run 400 to 600 "
                                            r"wave-instructions \(XCD 0 400\), more than"):
        symmetric(cut, 3)


# A loop of LDS traffic, then workgroup s12's 64 results stored to its 256 bytes of s[14:15].
LOOP_STORES = """
  s_mov_b32 s10, 24
  v_lshlrev_b32 v1, 2, v0
  v_cvt_f32_u32 v0, v0
  v_cvt_f32_u32 v4, s12
loop:
  ds_write_b32 v1, v0
  ds_read_b32 v2, v1
  s_waitcnt lgkmcnt(0)
  v_mul_f32 v3, v2, v4
  v_add_f32 v0, v3, v0
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 loop
  s_lshl_b32 s11, s12, 8
  v_add_u32 v1, s11, v1
  global_store_dword v1, v0, s[14:15]
  s_endpgm
"""


def _loop_stores(monkeypatch, stride, source=LOOP_STORES, unkept=True):
    if not stride:      # the workgroups in order, as before the timed XCD's ran apart
        monkeypatch.setattr(Recorder, "stride", lambda self, code, entry, whole: 1)
    if not unkept:      # the recorder watches every batch, as before Unkept
        monkeypatch.setattr(Recorder, "watcher", lambda self, batch: self)
    config = dataclasses.replace(get_device("mi300x"), compute_units=16, xcds=8)
    dev = Device(config=config)
    out = dev.array(np.zeros(64 * 128, np.float32))
    options, timed = TimedLaunch.split({"timing": Sampling(loops=4, xcds=True)}, dev)
    launch = dev.load(source).run(64 * 128, 64, vgpr_count=8, shared_mem=256,
                                       checker=None, max_waves=8,
                                       sgprs={12: "workgroup_id_x",
                                              14: (out.address & 0xFFFFFFFF,
                                                   out.address >> 32)}, **options)
    recorder = options["timing"]
    view = xcd_recorder(recorder, 8)
    entries, (numbers, costs), offsets, _ = view.streams(sum(map(len, view.wave_group)))
    pcs = [entries[k].pc for k in numbers]
    streams = [(pcs[a:b], costs[a:b]) for a, b in zip(offsets, offsets[1:])]
    cut = recorder.cut
    signs = {key: row.tolist() for key, row in cut.signs.items()}
    result = timed._replay(launch, None)[0]
    found = (out.numpy().copy(), streams, signs, cut.dropped, dict(cut.dropped_by), recorder.lds,
             result.cycles, result.interval, result.method, recorder._stride)
    # and by wave number (the dispatch's order's), what the cut counts of each wave
    return found, (cut.work.tolist(), cut.trips.tolist(), cut.group.tolist(), launch.stats)


def test_the_timed_xcds_workgroups_run_apart_as_they_would_in_order(monkeypatch):
    # 128 workgroups of one wave, batches of 8: XCD 0's 16 in two batches of their own, the
    # other XCDs' 14 batches untimed; the memory, XCD 0's streams and costs, the signs, the
    # drops and the sampled result as with every batch in order (each holding one XCD 0 wave)
    apart = _loop_stores(monkeypatch, True)[0]
    in_order = _loop_stores(monkeypatch, False)[0]
    assert (apart[-1], in_order[-1]) == (8, 1)
    assert np.array_equal(apart[0], in_order[0])
    assert apart[1:-1] == in_order[1:-1]


# LOOP_STORES's loop of 40 trips with a branch inside that no wave takes: a block that runs on
# past it is two of those that stop at it.
LOOP_BRANCH = LOOP_STORES.replace("s_mov_b32 s10, 24", "s_mov_b32 s10, 40").replace(
    "  ds_read_b32 v2, v1\n", "  s_cmp_eq_u32 s10, 1000\n  s_cbranch_scc1 never\n"
                              "  ds_read_b32 v2, v1\n").replace(
    "  s_lshl_b32 s11, s12, 8\n", "never:\n  s_lshl_b32 s11, s12, 8\n")


@pytest.mark.parametrize("tier", ["interpreter", "native"])
def test_the_other_xcds_batches_run_unwatched_and_count_the_same(monkeypatch, tmp_path, tier):
    # the other XCDs' 14 batches run as an untimed launch runs them (timing/unkept.py): on
    # the native tier (every block compiled at first sight) the loop compiled, many trips a
    # call; their trips, work, drops and signs (kept trips, probes 15-16, 23-24, 31-32, and
    # 38-39, the last two) those the recorder counted watching them block by block
    monkeypatch.setenv("GCNSIM_TIER", tier)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("GCNSIM_CACHE", raising=False)
    for name in native_tier.THRESHOLDS:
        monkeypatch.setattr(native_tier, name, 0.0)
    taken = []
    looped = Unkept.looped

    def spied(self, executor, block, trips, idx):
        taken.append(trips)
        return looped(self, executor, block, trips, idx)
    monkeypatch.setattr(Unkept, "looped", spied)
    unwatched, counts = _loop_stores(monkeypatch, True, LOOP_BRANCH)
    assert (max(taken, default=0) > 1) == (tier == "native")
    watched, watched_counts = _loop_stores(monkeypatch, True, LOOP_BRANCH, unkept=False)
    assert np.array_equal(unwatched[0], watched[0])
    assert unwatched[1:] == watched[1:] and counts == watched_counts
    assert {trip for _, trip in unwatched[2]} >= {15, 16, 23, 24, 31, 32, 38, 39}
