"""A loop whose trip count depends on timing, which the replay can only repeat: a wave polling
a flag another wave stores is named in ``timing_dependent``; a counted loop loading the same
address with nothing stored meanwhile is not, nor one whose stores go to other allocations than
those it loads from (as a loop storing results while it reads the dispatch packet does: clang's
get_local_size)."""
import numpy as np
import pytest

from gcnsim.native import tier
from gcnsim.runtime import Device

POLL = """
  s_cmp_eq_u32 s4, 0
  s_cbranch_scc1 writer
poll:
  global_load_dword v1, v[2:3], off glc
  s_waitcnt vmcnt(0)
  v_cmp_eq_u32 vcc, 0, v1
  s_cbranch_vccnz poll
  s_endpgm
writer:
  v_mov_b32 v1, 1
  global_store_dword v[2:3], v1, off
  s_endpgm
"""
COUNTED = """
  s_mov_b32 s10, 4
loop:
  global_load_dword v1, v[2:3], off
  s_waitcnt vmcnt(0)
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 loop
  s_endpgm
"""

READ_ONLY = """
  s_mov_b32 s10, 4
loop:
  s_load_dword s11, s[6:7], 0x4
  global_load_dword v1, v[4:5], off
  s_waitcnt vmcnt(0) lgkmcnt(0)
  v_add_u32 v1, s11, v1
  global_store_dword v[2:3], v1, off
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 loop
  s_endpgm
"""
POLL_STORING = POLL.replace("  v_cmp_eq_u32",
                            "  global_store_dword v[4:5], v1, off\n  v_cmp_eq_u32")


def _timing(text, waves, tier_name=None):
    """The TimingResult and where the program's labels are."""
    dev = Device("vega64")
    flag = dev.array(np.zeros(1, np.uint32))
    other = dev.array(np.arange(4, dtype=np.uint32))        # read-only but for POLL_STORING
    prog = dev.load(text)
    launch = prog.run(64 * waves, 64, vgpr_count=8,
                      sgprs={4: np.arange(waves), 6: other.address & 0xFFFFFFFF,
                             7: other.address >> 32},
                      vgprs={2: flag.address & 0xFFFFFFFF, 3: flag.address >> 32,
                             4: other.address & 0xFFFFFFFF, 5: other.address >> 32},
                      timing=True, tier=tier_name)
    labels = dict(prog.program.symbols)          # the result names offsets in the code
    return launch.timing, labels


def test_a_wave_polling_another_waves_flag_is_timing_dependent():
    timing, labels = _timing(POLL, 2)
    notes = timing.timing_dependent
    assert list(notes) == [labels["poll"]]
    assert "polls memory" in notes[labels["poll"]]


def test_a_counted_loop_on_one_address_is_not():
    timing, _ = _timing(COUNTED, 2)
    assert timing.timing_dependent == {}


def test_a_loop_reloading_memory_no_store_touches_is_not():
    """The loop stores on every trip, to an allocation it does not load from."""
    timing, _ = _timing(READ_ONLY, 2)
    assert timing.timing_dependent == {}


def test_a_poll_storing_elsewhere_on_every_trip_is_still_noted():
    timing, labels = _timing(POLL_STORING, 2)
    assert list(timing.timing_dependent) == [labels["poll"]]


@pytest.mark.parametrize("text", [POLL, READ_ONLY], ids=["poll", "read_only"])
def test_native_stores_count_per_allocation_as_interpreted_ones(text, monkeypatch, tmp_path):
    """Compiled at first sight (the writer's store, the loop's store, run natively), the
    launch notes what it notes interpreted."""
    for name in tier.THRESHOLDS:
        monkeypatch.setattr(tier, name, 0.0)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("GCNSIM_CACHE", raising=False)
    ran, ready = [], tier.Segment.ready
    monkeypatch.setattr(tier.Segment, "ready",
                        lambda self, st, w: ran.append(ready(self, st, w)) or ran[-1])
    native, _ = _timing(text, 2, "native")
    assert any(run is not None for run in ran)
    interpreted, _ = _timing(text, 2, "interpreter")
    assert native.timing_dependent == interpreted.timing_dependent
    assert (native.timing_dependent != {}) == (text is POLL)


def test_a_record_cut_by_loops_reads_no_addresses_of_the_trips_it_leaves_out(monkeypatch):
    from gcnsim.timing import polls
    from gcnsim.timing.sampling import Sampling
    read = []

    def counted(step, st, waves, env, size):
        read.append(len(waves))
        return vector_requests(step, st, waves, env, size)
    vector_requests = polls.vector_requests
    monkeypatch.setattr(polls, "vector_requests", counted)
    dev = Device("vega64")
    flag = dev.array(np.zeros(1, np.uint32))
    dev.load(COUNTED.replace("s10, 4", "s10, 64")).run(
        64 * 2, 64, vgpr_count=8, vgprs={2: flag.address & 0xFFFFFFFF, 3: flag.address >> 32},
        timing=Sampling(loops=8, most=8))
    assert sum(read) == 2 * 7        # each wave's trips 2 to 8 (its first: a note of stores)


# too few kept trips to fit the later cost: the cut model is chosen by its mean, no NaN slope
@pytest.mark.filterwarnings("error::RuntimeWarning")
def test_a_record_cut_by_loops_runs_the_trips_it_leaves_out_unwrapped(monkeypatch):
    from gcnsim.timing.record import Recorder
    from gcnsim.timing.sampling import Sampling
    costs = []
    cost = Recorder._cost
    monkeypatch.setattr(Recorder, "_cost", lambda self, *args: costs.append(1) or cost(self, *args))
    dev = Device("vega64")
    flag = dev.array(np.zeros(1, np.uint32))
    launch = dev.load(COUNTED.replace("s10, 4", "s10, 64")).run(
        64 * 2, 64, vgpr_count=8, vgprs={2: flag.address & 0xFFFFFFFF, 3: flag.address >> 32},
        timing=Sampling(loops=8, most=8))
    # the load's first 8 trips and the 14 signed past them (probes at 16, 24, ..., 64 and the
    # trip before each: loops.probe_trips), each wave's batch on its own (the dispatch runs
    # the first workgroup alone), the second wave's also signing the loop's last two trips
    # (62 besides 63)
    assert len(costs) == (8 + 14) + (8 + 14 + 1)
    assert launch.timing.wave_instructions == 2 * (64 * 5 + 2)


COUNT_TO_100 = """
loop:
  global_load_dword v1, v[2:3], off
  s_waitcnt vmcnt(0)
  v_add_u32 v1, v1, 1
  global_store_dword v[2:3], v1, off
  s_waitcnt vmcnt(0)
  v_cmp_gt_u32 vcc, 100, v1
  s_cbranch_vccnz loop
  s_endpgm
"""
STORE_AGAIN = """
  s_mov_b32 s10, 4
  v_mov_b32 v4, 0
loop:
  global_load_dword v1, v[2:3], off
  s_waitcnt vmcnt(0)
  global_store_dword v[2:3], v4, off offset:4
  s_waitcnt vmcnt(0)
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 loop
  s_endpgm
"""


def test_a_launch_notes_the_same_after_a_loop_of_an_earlier_one_was_fingerprinted():
    """Once spin detection fingerprints a loop, only stores that change memory count (spin.py);
    a later launch on the device counts every store again, as on a fresh device: the loop
    storing the word already there between its loads is noted the same either way."""
    notes = []
    for earlier in (False, True):
        dev = Device("vega64")
        words = dev.array(np.zeros(2, np.uint32))
        where = {2: words.address & 0xFFFFFFFF, 3: words.address >> 32}
        if earlier:                 # 100 trips: fingerprinted at the 64th
            dev.load(COUNT_TO_100).run(64, 64, vgpr_count=8, vgprs=where)
        launch = dev.load(STORE_AGAIN).run(64, 64, vgpr_count=8, vgprs=where, timing=True)
        notes.append(launch.timing.timing_dependent)
    assert notes[0] == notes[1] != {}
