"""The trips a loop cut probes past those it keeps (loops.probe_trips): dense enough that a
change late in a loop is seen and refused, and the same trips the record signs and the check
reads. Found from outside: at each power of two alone, a loop of 256 trips whose loads leave a
window of 4 rows at trip 200 was projected from its first 32 trips with no word, -31% (its
interval missing the full replay's cycles)."""
import dataclasses

import numpy as np
import pytest

from gcnsim.emu.dispatch import batches
from gcnsim.emu.launch import LaunchOptions
from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device
from gcnsim.timing.loops import probe_trips, probes
from gcnsim.timing.sampling import Sampling, SamplingError

# Each lane reads its dword of row (trip & 3) until trip {turn}, then of a new row each trip
# (the OpenCL kernel's `x[(i < sw ? i & 3 : i) * stride + gid]`); rows of 16 x 64 lanes.
GROWING = """
  s_mov_b32 s10, 0
  v_mad_u32_u24 v4, s12, 64, v0
  v_lshlrev_b32 v4, 2, v4
loop:
  s_and_b32 s11, s10, 3
  s_cmp_lt_u32 s10, {turn}
  s_cselect_b32 s11, s11, s10
  s_lshl_b32 s11, s11, 12
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


def _growing(turn, timing):
    dev = Device(config=dataclasses.replace(get_device("vega64"), compute_units=2))
    rows = dev.array(np.zeros(256 * 1024, np.float32))
    return dev.load(GROWING.format(turn=turn)).run(
        64 * 16, 64, vgpr_count=8, checker=None, sgprs={12: "workgroup_id_x"},
        vgprs={0: "local_id_x", 2: rows.address & 0xFFFFFFFF, 3: rows.address >> 32},
        timing=timing).timing


def test_a_loop_whose_loads_leave_their_window_late_is_refused():
    with pytest.raises(SamplingError, match=r"first 32, but its trip 224 is not like them: "
                                            r"share of lines not touched before"):
        _growing(200, Sampling(loops=16))
    sampled = _growing(256, Sampling(loops=16))     # its window kept throughout: projected
    assert "of the 256 trips" in sampled.method


@pytest.mark.parametrize("turn", [240, 250])
def test_a_change_in_a_loops_last_sixteenth_is_refused(turn):
    # an outside trial: loads leaving their window at trip 240 of 256, past the last probe
    # (240), went unseen; the waves after the first workgroup's sign the last trips too
    with pytest.raises(SamplingError, match=r"first 32, but its trip 255 is not like them: "
                                            r"share of lines not touched before"):
        _growing(turn, Sampling(loops=16))


def test_the_waves_after_the_first_batch_sign_the_loops_last_trips():
    trips = np.arange(0, 300)
    assert np.flatnonzero(probes(trips, 16, last=256)).tolist() == sorted(
        {*probe_trips(16, 300), *(t - 1 for t in probe_trips(16, 300)), 254, 255})
    geometry = LaunchOptions(grid=64 * 16, block=64).geometry
    sizes = [b.groups for b in batches(geometry, 1024, lead=1)]
    assert sizes == [1, 15] and [b.groups for b in batches(geometry, 1024)] == [16]


@pytest.mark.parametrize("keep, trips", [(8, 63), (32, 256), (8, 200_000), (3, 5000)])
def test_no_more_than_a_sixteenth_of_a_loop_lies_past_a_probe(keep, trips):
    found = probe_trips(keep, trips)
    assert found[0] == 2 * keep and found[-1] < trips
    gaps = np.diff([*found, trips])
    assert (gaps <= np.maximum(keep, np.array(found) // 16)).all()
    assert trips - found[-1] <= max(keep, trips / 16)


def test_the_record_signs_the_trips_the_check_reads():
    trips = np.arange(0, 5000)
    found = probe_trips(16, 5000)
    assert np.flatnonzero(probes(trips, 16)).tolist() == sorted(
        {*found, *(t - 1 for t in found)})
