"""A loop whose per-trip cost changes gradually past the trips a loop cut keeps (Sampling(loops=N),
loops.py, cuts.py): the change seen and refused, not projected as steady. Found from outside:
a loop whose per-trip working set grows up to its trip 48 of 256 came out "steady within 3%"
at loops=8 and -7.6% outside its interval. Its cuts at 4, 8 and 16, compared two at a time
within 3%, cannot see a trend spread over them; the probes past the kept trips can see what
changes in them (their signs, loops.SIGNS), and the cuts' per-trip costs a trend that has not
levelled off by the last (projection.drift)."""
import dataclasses
from types import SimpleNamespace

import numpy as np
import pytest

from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device
from gcnsim.timing.cuts import _trend
from gcnsim.timing.projection import drift
from gcnsim.timing.sampling import Sampling, SamplingError

# Workgroup g (of 16) runs 4 v_add_f32 a trip up to its trip (g + 1) {turn} / 16, then 4
# v_exp_f32 (a quarter rate: 4 times the issue cycles), as many instructions either way: the
# loop's issue grows trip by trip until trip {turn}, then stays.
SWITCHING = """
  s_mov_b32 s10, 0
  s_and_b32 s16, s12, 15
  s_add_u32 s16, s16, 1
  s_mul_i32 s16, s16, {turn}
  s_lshr_b32 s16, s16, 4
  v_mov_b32 v1, 1.0
  v_mov_b32 v2, 1.0
loop:
  s_cmp_lt_u32 s10, s16
  s_cbranch_scc1 fast
  v_exp_f32 v1, v1
  v_exp_f32 v1, v1
  v_exp_f32 v1, v1
  v_exp_f32 v1, v1
  s_branch next
fast:
  v_add_f32 v1, v1, v2
  v_add_f32 v1, v1, v2
  v_add_f32 v1, v1, v2
  v_add_f32 v1, v1, v2
  s_nop 0
next:
  s_add_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 256
  s_cbranch_scc1 loop
  s_endpgm
"""

# Every workgroup's wave reads the same row of 64 dwords a trip: row t up to trip {turn} (the
# working set growing, the first wave to read a row fetching it, 1 line in 16 new), then row
# t - {turn}, read before (none new).
SHARED_ROWS = """
  s_mov_b32 s10, 0
  v_lshlrev_b32 v4, 2, v0
loop:
  s_cmp_lt_u32 s10, {turn}
  s_cbranch_scc1 grow
  s_sub_u32 s11, s10, {turn}
  s_branch go
grow:
  s_mov_b32 s11, s10
  s_nop 0
go:
  s_lshl_b32 s11, s11, 8
  v_add_co_u32 v5, vcc, s11, v4
  v_add_co_u32 v5, vcc, v5, v2
  v_addc_co_u32 v6, vcc, 0, v3, vcc
  global_load_dword v1, v[5:6], off
  s_waitcnt vmcnt(0)
  v_add_f32 v7, v1, v7
  s_add_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 256
  s_cbranch_scc1 loop
  s_endpgm
"""


def _run(source, timing):
    dev = Device(config=dataclasses.replace(get_device("gfx900"), compute_units=2))
    rows = dev.array(np.zeros(64 * 256, np.float32))
    return dev.load(source).run(
        64 * 16, 64, vgpr_count=8, checker=None, sgprs={12: "workgroup_id_x"},
        vgprs={0: "local_id_x", 2: rows.address & 0xFFFFFFFF, 3: rows.address >> 32},
        timing=timing).timing


@pytest.mark.parametrize("turn", [24, 48, 96, 256])
def test_a_loop_whose_issue_grows_past_the_kept_trips_is_refused(turn):
    # an outside-style trial: at loops=8 its cuts' per-trip cost steady (the last wave's),
    # -20% (turn 96) to -52% (256: the first switch at trip 16, none seen) outside the
    # intervals; the probes' issue cycles a wave-trip differ from the kept trips'
    with pytest.raises(SamplingError, match=r"its trip 32 is not like them: issue cycles a "
                                            r"wave-trip [\d.]+ against [\d.]+ in trips 9-16"):
        _run(SWITCHING.format(turn=turn), Sampling(loops=8))


@pytest.mark.parametrize("turn", [24, 96])
def test_a_working_set_that_stops_growing_past_the_kept_trips_is_refused(turn):
    # 1 line in 16 new in the kept trips (16 workgroups reading one row, the first fetching
    # it), none once the rows are read again: within 0.2 of each other before, +9.5% (turn
    # 24) and +26.5% (96) outside the intervals at loops=8
    with pytest.raises(SamplingError, match=r"share of lines not touched before 0 against "
                                            r"0.0625 in trips 9-16"):
        _run(SHARED_ROWS.format(turn=turn), Sampling(loops=8))


# Each trip sleeps 1 (64 cycles) up to trip 128 of 256, then 60 (3,840): as many instructions
# either way (an outside trial's loop: -92% at loops=4 when a trip's s_sleep was not signed).
SLEEPING = """
  s_mov_b32 s10, 0
loop:
  s_cmp_lt_u32 s10, 128
  s_cbranch_scc1 short
  s_sleep 60
  s_branch next
short:
  s_sleep 1
  s_nop 0
next:
  v_add_f32 v1, v1, v1
  s_add_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 256
  s_cbranch_scc1 loop
  s_endpgm
"""


def test_a_loop_whose_trips_sleep_longer_past_the_kept_ones_is_refused():
    with pytest.raises(SamplingError, match=r"its trip \d+ is not like them: issue cycles a "
                                            r"wave-trip [\d.e+]+ against [\d.]+ in trips 9-16"):
        _run(SLEEPING, Sampling(loops=8))


def test_a_working_set_that_keeps_growing_is_projected_within_its_interval():
    source = SHARED_ROWS.format(turn=256)
    sampled = _run(source, Sampling(loops=8))
    low, high = sampled.interval
    assert low <= _run(source, True).cycles <= high


def _growing(n, base=100.0, grown=0.3, turn=48):
    """Cycles of a launch cut at ``n`` trips whose trip t costs base (1 + grown min(t,
    turn) / turn): its cost grows by ``grown`` up to trip ``turn``, then stays."""
    t = np.arange(1, int(n) + 1)
    return 1000.0 + float((base * (1 + grown * np.minimum(t, turn) / turn)).sum())


def _cut(trips=256):
    return SimpleNamespace(cut=SimpleNamespace(least=8, ranges=[(0x1010, 0x1040, 0x1040)],
                                               code=SimpleNamespace(base=0x1000)))


def test_a_per_trip_cost_that_keeps_moving_over_the_cuts_is_a_trend():
    counts = np.arange(4, 17, 2)
    assert drift(counts, [_growing(n) for n in counts]) is not None
    # a steady loop's costs wandering a little either way, or a transient fading: no trend
    wander = [1000 + 100 * n + w for n, w in zip(counts, (0, 3, -2, 4, -1, 2, 0))]
    assert drift(counts, wander) is None
    fading = [1000 + 100 * n + 400 * (1 - 0.6 ** n) for n in counts]
    assert drift(counts, fading) is None
    # kept long enough to see it level off (most=64, cuts every 8 from 8): no trend left
    longer = np.arange(8, 65, 8)
    assert drift(longer[3:], [_growing(n) for n in longer[3:]]) is None


def test_a_trend_widens_the_interval_carried_on_and_moving_it_past_a_tenth_is_refused():
    counts = np.arange(4, 17, 2)

    def ends(cycles):
        estimate = cycles[-1] + (cycles[-1] - cycles[-2]) / 2 * 240
        return estimate, [(estimate, 0.02 * estimate, 0.02 * estimate)]
    cycles = [_growing(n) for n in counts]          # a third dearer by trip 48: +62%
    with pytest.raises(SamplingError, match=r"the per-trip cost drifts over the cuts at 4-16 .*"
                                            r"Sampling\(loops=8, most=64\) keeps 64 trips"):
        _trend(counts, cycles, (0, 256, 16), ends(cycles)[1], _cut())
    cycles = [_growing(n, grown=0.03) for n in counts]      # 3% dearer by trip 48
    estimate, given = ends(cycles)
    ((found, below, above),), words = _trend(counts, cycles, (0, 256, 16), given, _cut())
    assert found == estimate and below == given[0][1] and above > given[0][2]  # its side
    assert "the interval reaches it carried on to trip 256" in words
    full = 1000 + sum(100 * (1 + 0.03 * min(t, 48) / 48) for t in range(1, 257))
    assert full <= estimate + above
