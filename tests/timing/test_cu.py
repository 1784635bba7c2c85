"""The compute unit's rules as microbenchmarks whose answers follow from them (seed 004, seed
000): the 4-cycle VALU cadence, one SIMD per cycle, five categories per cycle, s_sleep's 64
clocks, s_setprio, LDS bank conflicts and in-order vmcnt."""
import dataclasses
import json

import numpy as np
import pytest

from gcnsim.errors import GcnsimError
from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device
from gcnsim.timing import engine
from gcnsim.timing.cu import CuConfig, align
from gcnsim.timing.memory import MemorySystem
from gcnsim.timing.occupancy import OccupancyError


def _device(simds=4, cus=2):
    """gfx900 at 1000 MHz: a trace's microseconds are whole cycles (1 ns each)."""
    return Device(config=dataclasses.replace(get_device("gfx900"), simds_per_cu=simds,
                                             compute_units=cus, clock_mhz=1000))


def _time(text, grid=64, block=64, dev=None, **run):
    dev = dev or _device()
    launch = dev.load(text).run(grid, block, vgpr_count=8, timing=True, **run)
    return launch.timing


def _chain(n, reg=1):
    return "\n".join(f"v_add_f32 v{reg}, v{reg}, v{reg}" for _ in range(n))


def test_dependent_valu_take_four_cycles_each():
    cycles = [_time(_chain(n) + "\ns_endpgm").cycles for n in (4, 8, 16)]
    assert cycles[1] - cycles[0] == 16 and cycles[2] - cycles[1] == 32
    overhead = cycles[0] - 16
    assert overhead == cycles[2] - 64


def test_four_waves_on_four_simds_take_the_time_of_one():
    text = _chain(16) + "\ns_endpgm"
    one = _time(text)
    four = _time(text, grid=256, block=256)
    # every wave waits for the kernel's first line, a miss that arrives at the L2's latency
    # (fetch.py); then each issues at its SIMD's first turn, one cycle after the other
    arrival = _device().config.memory.l2.latency
    last = max(align(arrival, simd) for simd in range(4))
    assert four.cycles == one.cycles - align(arrival, 0) + last
    assert four.issued["VALU"] == 4 * one.issued["VALU"]


def test_sleep_sleeps_64_clocks_per_unit():
    short = _time("s_sleep 1\ns_endpgm").cycles
    long = _time("s_sleep 3\ns_endpgm").cycles
    assert long - short == 128


def test_nop_waits_its_wait_states():
    assert _time("s_nop 7\ns_endpgm").cycles - _time("s_nop 0\ns_endpgm").cycles == 4


@pytest.mark.parametrize("chip, nop_bits", [("r9-290x", 3), ("vega64", 4)])
def test_nop_reads_its_targets_simm16_bits(chip, nop_bits):
    """s_nop 8..15 waits 9..16 states from gfx8 on, 1..8 on gfx7 (isa/hazards.nop_states, as
    the hazard checkers count them)."""
    dev = Device(config=dataclasses.replace(get_device(chip), clock_mhz=1000))
    cycles = {n: _time(f"s_nop {n}\ns_endpgm", dev=dev).cycles for n in (0, 7, 8, 15)}
    if nop_bits == 3:
        assert (cycles[8], cycles[15]) == (cycles[0], cycles[7])
    else:
        assert cycles[0] < cycles[7] < cycles[8] <= cycles[15]


def _trace(tmp_path, text, grid, block, dev, **run):
    path = tmp_path / "t.json"
    launch = dev.load(text).run(grid, block, vgpr_count=8, timing=True, trace=str(path),
                                checker=None, **run)
    events = json.loads(path.read_text())["traceEvents"]
    clock = launch.timing.clock_mhz
    return launch.timing, [{**e, "ts": round(e["ts"] * clock), "dur": round(e["dur"] * clock)}
                           for e in events if e["ph"] == "X" and e["tid"] >= 1000]


# Five waves of one workgroup on one SIMD: each branches to its own slot, waits at the barrier,
# then issues one instruction of the slot's category.
SLOTS = """
  s_cmp_eq_u32 s4, 0
  s_cbranch_scc1 slot0
  s_cmp_eq_u32 s4, 1
  s_cbranch_scc1 slot1
  s_cmp_eq_u32 s4, 2
  s_cbranch_scc1 slot2
  s_cmp_eq_u32 s4, 3
  s_cbranch_scc1 slot3
  s_barrier
  {4}
  s_endpgm
slot0:
  s_barrier
  {0}
  s_endpgm
slot1:
  s_barrier
  {1}
  s_endpgm
slot2:
  s_barrier
  {2}
  s_endpgm
slot3:
  s_barrier
  {3}
  s_endpgm
"""
FIVE = ("v_add_f32 v1, v1, v1", "s_add_u32 s5, s5, 1", "ds_read_b32 v2, v0",
        "global_load_dword v3, v0, s[8:9]", "s_branch 0")


def _slots(tmp_path, instructions):
    dev = _device(simds=1, cus=1)
    data = dev.array(np.zeros(64, np.float32))
    sgprs = {4: np.arange(5), 8: (data.address & 0xFFFFFFFF, data.address >> 32)}
    timing, issues = _trace(tmp_path, SLOTS.format(*instructions), 320, 320, dev, sgprs=sgprs,
                            vgprs={0: 0}, shared_mem=256)
    released = max(e["ts"] for e in issues if e["name"] == "s_barrier")
    return [e for e in issues if e["ts"] > released and e["name"] != "s_endpgm"]


def test_five_categories_from_five_waves_issue_in_one_cycle(tmp_path):
    after = _slots(tmp_path, FIVE)
    assert len(after) == 5
    assert len({e["ts"] for e in after}) == 1
    assert len({e["tid"] for e in after}) == 5


def test_two_of_one_category_do_not(tmp_path):
    after = _slots(tmp_path, FIVE[:4] + (FIVE[0],))
    valu = sorted(e["ts"] for e in after if e["name"] == "v_add_f32")
    others = {e["ts"] for e in after if e["name"] != "v_add_f32"}
    assert len(valu) == 2 and valu[1] == valu[0] + 4
    assert others == {valu[0]}


PRIO = """
  s_cmp_eq_u32 s4, 1
  s_cbranch_scc0 go
  s_setprio {}
go:
  s_barrier
  v_add_f32 v1, v1, v1
  s_endpgm
"""


@pytest.mark.parametrize("prio,first", [(0, 0), (3, 1)])
def test_setprio_changes_who_issues_first(tmp_path, prio, first):
    dev = _device(simds=1, cus=1)
    _, issues = _trace(tmp_path, PRIO.format(prio), 128, 128, dev, sgprs={4: np.arange(2)})
    valu = sorted((e["ts"], e["tid"] - 1000) for e in issues if e["name"] == "v_add_f32")
    assert valu[0][1] == first and valu[1][0] == valu[0][0] + 4


LDS = """
  v_mul_u32_u24 v1, {}, v0
  {}
  s_waitcnt lgkmcnt(0)
  s_endpgm
"""


@pytest.mark.parametrize("k", [2, 4, 8])
def test_k_way_bank_conflict_takes_k_times_one_access(k):
    reads = "\n".join(["ds_read_b32 v2, v1"] * 16)
    dev = _device(cus=1)
    one = _time(LDS.format(4, reads), 1024, 1024, dev, vgprs={0: "local_id_x"},
                shared_mem=65536, checker=None)
    many = _time(LDS.format(4 * k, reads), 1024, 1024, dev, vgprs={0: "local_id_x"},
                 shared_mem=65536, checker=None)
    # 16 waves x 16 reads: the LDS banks are the bottleneck, 2 cycles a read without
    # conflicts, 2k with; the last wave's wait ends on its SIMD's turn, a turn at most apart
    assert abs(many.cycles - one.cycles - 16 * 16 * 2 * (k - 1)) <= 4


LOADS = """
  global_load_dword v1, v0, s[8:9]
  global_load_dword v2, v0, s[8:9] offset:{line}
  s_waitcnt vmcnt({n})
  v_add_f32 v3, v1, v1
  s_waitcnt vmcnt(0)
  s_endpgm
"""


def test_waitcnt_vmcnt1_waits_for_the_first_load_only(tmp_path):
    dev = _device(cus=1)
    line = dev.config.memory.l1.line
    data = dev.array(np.zeros(64, np.float32))
    sgprs = {8: (data.address & 0xFFFFFFFF, data.address >> 32)}
    at = {}
    for n in (1, 0):
        _, issues = _trace(tmp_path, LOADS.format(line=line, n=n), 64, 64, dev, sgprs=sgprs,
                           vgprs={0: 0})
        loads = [e["ts"] + 4 * k for e in issues if e["name"] == "global_load_dword"
                 for k in range(e.get("args", {}).get("count", 1))]     # merged back to back
        at[n] = next(e["ts"] for e in issues if e["name"] == "v_add_f32")
    # the loads' completions: every lane reads one dword of its own line, both DRAM misses
    memory = MemorySystem(dev.config)
    first = data.address // line * line
    done = [memory.access(0, t, (first + k * line,)) for k, t in enumerate(loads)]
    assert done[0] < done[1]
    simd = loads[0] % 4
    # vmcnt(1): the s_waitcnt issues at the wave's first turn once the first load is done, the
    # v_add a turn later; vmcnt(0) waits for the second
    assert at[1] == align(done[0], simd) + 4
    assert at[0] == align(done[1], simd) + 4


HIT_AFTER_MISS = """
  global_load_dword v2, v0, s[8:9] offset:{line}
  s_waitcnt vmcnt(0)
  global_load_dword v1, v0, s[8:9]
  global_load_dword v2, v0, s[8:9] offset:{line}
  s_waitcnt vmcnt({n})
  v_add_f32 v3, v1, v1
  s_waitcnt vmcnt(0)
  s_endpgm
"""


def test_a_load_answered_first_still_completes_after_the_wave_load_before_it(tmp_path):
    """The memory answers a wave's second load (a vector-L1 hit) long before its first (a
    DRAM miss); vmcnt counts in order (Vega ISA 4.4: memory reads return in the order they
    were issued), so vmcnt(1) still waits for the miss, as vmcnt(0) does (cu.py
    ``complete``)."""
    dev = _device(cus=1)
    line = dev.config.memory.l1.line
    data = dev.array(np.zeros(64, np.float32))
    sgprs = {8: (data.address & 0xFFFFFFFF, data.address >> 32)}
    at = {}
    for n in (1, 0):
        _, issues = _trace(tmp_path, HIT_AFTER_MISS.format(line=line, n=n), 64, 64, dev,
                           sgprs=sgprs, vgprs={0: 0})
        miss = [e["ts"] for e in issues if e["name"] == "global_load_dword"][-1]
        at[n] = next(e["ts"] for e in issues if e["name"] == "v_add_f32")
    assert at[1] == at[0]
    assert at[1] - miss > dev.config.memory.l2.latency    # the miss's time, not the hit's


def test_achieved_occupancy_counts_resident_waves():
    text = _chain(64) + "\ns_endpgm"
    one = _time(text, grid=256, block=256, dev=_device(cus=1))
    # one wave on each SIMD from its launch to its end: all but the launch and the turn offset
    assert one.achieved_occupancy == pytest.approx(1.0, abs=0.05)
    full = _time(text, grid=40 * 64, block=64, dev=_device(cus=1))
    # ten waves per SIMD that share its VALU and end one after the other
    assert one.achieved_occupancy < full.achieved_occupancy <= full.occupancy.waves_per_simd


def test_timing_asks_for_a_bool_or_sampling():
    with pytest.raises(GcnsimError, match='timing must be True, False, "sampled" or a '):
        _device().load("s_endpgm").run(64, timing="yes")


def test_a_workgroup_larger_than_a_cu_is_one_clear_error():
    with pytest.raises(OccupancyError, match="cannot run"):
        _device().load(_chain(1, 255) + "\ns_endpgm").run(1024, 1024, timing=True)


def test_a_raw_workgroup_no_cu_can_hold_is_refused_untimed_too():
    """The hardware allocates a wave's registers for all of its code before it runs: a
    workgroup no CU can hold with them is refused before anything runs, timed or not."""
    prog = _device().load(_chain(1, 255) + "\ns_endpgm")
    with pytest.raises(OccupancyError, match="a workgroup of 16 waves cannot run"):
        prog.run(1024, 1024)
    assert prog.last is None            # nothing ran
    skipped = _device().load("s_branch end\nv_mov_b32 v255, 0\nend:\ns_endpgm")
    with pytest.raises(OccupancyError, match="with 256 VGPRs"):
        skipped.run(1024, 1024)         # named past a branch: allocated all the same
    assert skipped.run(256, 256).stats.wave_instructions == 4 * 2


def test_ipc_per_cu_adds_up():
    timing = _time(_chain(8) + "\ns_endpgm", grid=512, block=64)
    assert sum(timing.cu_instructions) == timing.wave_instructions == 8 * 9
    assert all(0 < ipc <= 5 for ipc, n in zip(timing.cu_ipc, timing.cu_instructions) if n)


ONE_WAVE = """
  global_load_dword v1, v0, s[8:9]
  s_waitcnt vmcnt(0)
  v_add_f32 v1, v1, v1
  s_sleep 1
  s_nop 5
  v_rcp_f64 v[2:3], v[4:5]
  global_store_dword v0, v2, s[8:9]
  v_add_f32 v6, v6, v6
  v_add_f32 v6, v6, v6
  s_waitcnt vmcnt(0)
  s_endpgm
"""


def test_one_wave_time_is_its_turns_and_its_stalls():
    dev = _device(cus=1)
    data = dev.array(np.zeros(64, np.float32))
    timing = _time(ONE_WAVE, dev=dev, vgprs={0: 0}, checker=None,
                   sgprs={8: (data.address & 0xFFFFFFFF, data.address >> 32)})
    stalls = {k: v for k, v in timing.stalls.items() if v and k != "no_wave"}
    # s_sleep 1: 64 clocks instead of a turn; s_nop 5: 6 wait states, its SIMD's next turn at 8
    assert stalls["sleep"] == 60 and stalls["nop"] == 4
    # v_rcp_f64 takes a Vega 64 SIMD 128 cycles (gfx900's quarter-speed 64, at the chip's
    # 1/16 double rate twice that): the store that reads its result waits for it
    assert stalls["dependency"] == 128 - 4 and "valu_busy" not in stalls
    assert stalls["waitcnt_vmcnt"] > dev.config.memory.l1.latency
    instructions = ONE_WAVE.strip().count("\n") + 1
    assert timing.cycles == CuConfig().wave_launch + 4 * (instructions - 1) + sum(stalls.values())


def _one_and_two_workgroups(dispatch):
    """Timings of ONE_WAVE as one workgroup and as two on one CU holding one at a time, the
    device's workgroup dispatch cost ``dispatch``."""
    config = dataclasses.replace(get_device("gfx900"), compute_units=1, clock_mhz=1000,
                                 workgroup_dispatch_cycles=dispatch)
    dev = Device(config=config)
    data = dev.array(np.zeros(128, np.float32))
    run = dict(dev=dev, vgprs={0: 0}, checker=None, shared_mem=config.lds_bytes,
               sgprs={8: (data.address & 0xFFFFFFFF, data.address >> 32)})
    return _time(ONE_WAVE, **run), _time(ONE_WAVE, grid=128, **run)


def test_a_workgroup_launches_its_waves_after_its_dispatch():
    """The device's workgroup dispatch cost comes before a wave's first turn (its first
    instruction line fetched meanwhile) and again after the previous workgroup of its slot
    ends."""
    one, two = _one_and_two_workgroups(300)
    stalls = {k: v for k, v in one.stalls.items() if v and k != "no_wave"}
    instructions = ONE_WAVE.strip().count("\n") + 1
    assert one.cycles == 300 + CuConfig().wave_launch + 4 * (instructions - 1) + sum(
        stalls.values())
    assert "fetch" not in stalls        # its first line came during the dispatch
    one_at_once, two_at_once = _one_and_two_workgroups(0)
    # the second workgroup's dispatch, less its first line's fetch (an instruction cache
    # hit), which it hides
    second = (two.cycles - one.cycles) - (two_at_once.cycles - one_at_once.cycles)
    assert 300 - get_device("gfx900").memory.instruction.latency <= second <= 300


def test_each_xcd_takes_every_eighth_workgroup_when_its_cus_do_not_divide_evenly(monkeypatch):
    """MI300X deals workgroup k to XCD k mod 8 and each XCD's CUs take its share (CU i sits
    on XCD i mod 8): on 9 CUs XCD 0's two take workgroups 0, 8, 16, ... and each other XCD's
    one CU the rest of its share, one workgroup at a time (all of a CU's LDS each), not
    workgroup 9 to CU 0 of XCD 0 as the CUs dealt in order gave."""
    dealt = []
    place = engine._place

    def placing(cu, pending, *rest):
        dealt.append((cu.index, pending[0][0]))
        place(cu, pending, *rest)
    monkeypatch.setattr(engine, "_place", placing)
    config = dataclasses.replace(get_device("mi300x"), compute_units=9)
    dev = Device(config=config)
    dev.load("v_add_f32 v1, v1, v1\ns_endpgm").run(40 * 64, 64, vgpr_count=8, timing=True,
                                                     shared_mem=config.lds_bytes)
    assert sorted(gid for _, gid in dealt) == list(range(40))
    assert all(cu % 8 == gid % 8 for cu, gid in dealt)
    assert any(cu == 8 for cu, _ in dealt)        # XCD 0's second CU works too
    assert [gid for cu, gid in dealt if cu == 7] == [7, 15, 23, 31, 39]
    # the first round, one workgroup a CU, is engine.dealt's (sampled timing's warm-up)
    first = dealt[:9]
    assert [cu for cu, _ in first] == engine.dealt([gid for _, gid in first], 9, 8).tolist()


@pytest.mark.parametrize("device,cycles", [("r9-290x", 32), ("vega64", 64), ("mi250x", 4),
                                           ("mi300x", 4)])
def test_fp64_fma_holds_the_simd_the_chips_double_rate(device, cycles):
    # R9 290X: FP64 1/8 of FP32 (704 of 5632 GFLOPS), a wave64 FMA 8 x 4 cycles; Vega 64: 1/16
    # (791 of 12,665), 16 x 4; CDNA2/3: full-rate FP64, 4 cycles (the chips' data sheets)
    def run(n, dependent):
        regs = ["v[0:1]" if dependent else f"v[{2 * k}:{2 * k + 1}]" for k in range(n)]
        text = "\n".join(f"v_fma_f64 {r}, {r}, {r}, {r}" for r in regs) + "\ns_endpgm"
        dev = Device(device)
        return dev.load(text).run(64, 64, vgpr_count=32, timing=True, checker=None).timing
    for dependent in (False, True):
        assert run(8, dependent).cycles - run(4, dependent).cycles == 4 * cycles


def test_no_wave_counts_the_simd_cycles_without_a_wave():
    text = _chain(16) + "\ns_endpgm"
    one = _time(text, dev=_device(cus=1))
    # one wave on SIMD 0 from cycle 0 to its s_endpgm, the launch's last cycle: the other
    # three SIMDs never hold one
    assert one.stalls["no_wave"] == 3 * one.cycles
    four = _time(text, grid=256, block=256, dev=_device(cus=1))
    # one wave a SIMD, each first issuing at its SIMD's first turn once the kernel's first line
    # is in (a miss: the L2's latency), then 16 turns to its s_endpgm: SIMD k is empty from its
    # wave's s_endpgm to the last one
    arrival = _device().config.memory.l2.latency
    ends = [align(arrival, k) + 4 * 16 for k in range(4)]
    assert four.cycles == max(ends)
    assert four.stalls["no_wave"] == sum(four.cycles - end for end in ends)


@pytest.mark.parametrize("cu", ["native", "python"])
def test_a_quarter_rate_op_holds_its_simd_dependent_or_not(monkeypatch, cu):
    """A v_sqrt_f32 holds its SIMD 16 cycles and its result is in when they end: the next one
    waits for the SIMD whether it reads that result or not, one stall reason for both
    ("valu_busy"), the same cycles. Trial 27: a dependent chain's stalls were "dependency", an
    independent one's "valu_busy". A store of the result waits on the dependency alone (the
    LDS port is free)."""
    monkeypatch.setenv("GCNSIM_CU", cu)

    def run(dependent):
        regs = [1 if dependent else 1 + k % 6 for k in range(32)]
        return _time("\n".join(f"v_sqrt_f32 v{r}, v{r}" for r in regs) + "\ns_endpgm")
    chain, apart = run(True), run(False)
    assert chain.cycles == apart.cycles
    assert chain.stalls == apart.stalls
    assert chain.stalls["valu_busy"] >= 31 * 12 and not chain.stalls["dependency"]
    store = _time("v_mov_b32 v2, 0\nv_sqrt_f32 v1, v1\nds_write_b32 v2, v1\ns_endpgm",
                  shared_mem=256)
    assert store.stalls["dependency"] and not store.stalls["valu_busy"]
