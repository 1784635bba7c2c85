"""What a loop cut's record costs the functional run (timing/record.py): a compiled loop runs
the trips the cut neither keeps nor signs on its own, as an untimed launch runs them, its
record and timing the interpreter's; with ``xcds`` only the timed XCD's waves are signed by
their lines and LDS bank clocks; the instructions a record's waves ran signed once a trip,
with the sums of one call a wave."""
import dataclasses

import numpy as np

from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device
from gcnsim.timing import api as timing_api
from gcnsim.timing import record
from gcnsim.timing.loops import RecordCut
from gcnsim.timing.sampling import Sampling

from .test_sampling_loops import TOP
from .test_timed_native import _on_both_tiers, led  # noqa: F401
from .test_timed_workers import records  # noqa: F401

# The trips of a loop of 64 a cut keeping 16 (Sampling(loops=8)) signs: those it keeps and
# its probes (every 16 trips from 32, and the trip before each: loops.probe_trips).
SIGNED = set(range(1, 17)) | {31, 32, 47, 48, 63, 64}


def _launch(timing, device="gfx900", workgroups=16, code=TOP, max_waves=None, **changes):
    dev = Device(config=dataclasses.replace(get_device(device), **changes))
    return dev.load(code.format(trips=64)).run(
        64 * workgroups, 64, vgpr_count=8, shared_mem=256, checker=None,
        sgprs={12: "workgroup_id_x"}, timing=timing, workers=1, max_waves=max_waves)


# An ALU loop: its trips' signs are their instructions and issue cycles alone.
ALU = """
  s_mov_b32 s10, {trips}
loop:
  v_mul_f32 v3, v0, v0
  v_add_f32 v0, v3, v0
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 loop
  s_endpgm
"""


def _compiled(monkeypatch):
    """The trips compiled loops of a launch take on their own (Recorder.looped), as filled."""
    took = []
    looped = record.Recorder.looped

    def spy(self, executor, block, taken, idx):
        trips = self.cut.trips[self.cut.loop_of(block.entries[0].pc), executor.wave_ids[idx]]
        took.extend(range(int(trips.min()), int(trips.max()) + taken + 1))
        return looped(self, executor, block, taken, idx)
    monkeypatch.setattr(record.Recorder, "looped", spy)
    return took


def _signs(monkeypatch):
    """The signs of a launch's cut once its sampled replay read them (RecordCut.signs, the
    journal's settled), as filled."""
    found = {}

    def capture(recorder, *args, _original=timing_api.sampled_replay, **options):
        result = _original(recorder, *args, **options)
        found.update({k: v.tolist() for k, v in recorder.cut.signs.items()})
        return result
    monkeypatch.setattr(timing_api, "sampled_replay", capture)
    return found


def test_a_compiled_loop_runs_the_trips_a_cut_neither_keeps_nor_signs_on_its_own(
        records, monkeypatch, led):
    took = _compiled(monkeypatch)
    native = _on_both_tiers(records, monkeypatch, lambda: _launch(Sampling(loops=8)))
    assert took and SIGNED.isdisjoint(took)
    assert "of the 64 trips" in native.timing.method


def test_a_launch_of_one_batch_signs_its_loops_last_trips_from_a_journal(
        records, monkeypatch, led):
    # no workgroup runs on its own first (it ran every block of a launch of one batch twice):
    # every trip past those kept is signed into a journal, T-2 and T-1 kept from it; an ALU
    # loop still runs its trips natively, counted in the journal as they are taken
    took, found = _compiled(monkeypatch), _signs(monkeypatch)
    native = _on_both_tiers(records, monkeypatch, lambda: _launch(Sampling(loops=8), code=ALU))
    assert took and SIGNED.isdisjoint(took) and 62 in took      # (62 journalled as taken)
    alone = dict(found)
    found.clear()
    _launch(Sampling(loops=8), code=ALU, max_waves=8)      # a second batch signs them
    assert SIGNED - {64} | {62} <= {t for _, t in alone} and {62, 63} <= {t for _, t in found}
    for trip, waves in ((62, 8), (63, 16)):     # (63: a probe's trip before, every wave's)
        (mine,), (later,) = ([v for (_, t), v in signs.items() if t == trip]
                             for signs in (alone, found))
        assert mine[1] == 16 and later[1] == waves      # the same a wave: 5 instructions
        assert mine[0] / mine[1] == later[0] / later[1] == 5
        assert mine[7] / mine[1] == later[7] / later[1]
    assert "of the 64 trips" in native.timing.method


def test_with_xcds_only_the_timed_xcds_waves_are_signed_by_lines_and_bank_clocks(monkeypatch):
    signed = []
    sign = RecordCut.sign

    def spy(self, pc, ids, instructions=0, lines=None, clocks=None, cycles=0):
        if lines is not None or clocks is not None:
            signed.append(self.group[ids] % self.xcds)
        return sign(self, pc, ids, instructions, lines, clocks, cycles)
    monkeypatch.setattr(RecordCut, "sign", spy)
    launch = _launch(Sampling(loops=8, xcds=True), device="mi300x", workgroups=32,
                     compute_units=8, xcds=2)
    assert "one XCD's workgroups (16 of 32)" in launch.timing.method
    assert signed and not np.concatenate(signed).any()


def test_the_instructions_of_a_records_waves_are_signed_as_one_call_a_wave_signs_them(
        monkeypatch):
    def signs(per_wave):
        if per_wave:
            monkeypatch.setattr(record.Recorder, "_sign_run",
                                lambda self, entries, ids: self.cut.sign(
                                    entries[0].pc, ids, len(entries),
                                    cycles=self.cut.cycles(entries)))
        found = {}

        def capture(recorder, *args, _original=timing_api.sampled_replay, **options):
            found.update({k: v.tolist() for k, v in recorder.cut.signs.items()})
            return _original(recorder, *args, **options)
        monkeypatch.setattr(timing_api, "sampled_replay", capture)
        _launch(Sampling(loops=8))
        return found
    grouped = signs(False)
    assert grouped and signs(True) == grouped


def test_a_batch_of_waves_is_signed_as_one_call_a_wave_in_order_signs_it():
    # RecordCut.sign takes a wave batch at once (numpy over its waves): the sums of one call a
    # wave, in the waves' order (a line new to a wave is not new to the waves after it).
    def cut():
        made = RecordCut(keep=4)
        made.ranges, made.trips = [(0, 64, 60)], np.array([[1, 4, 4, 7, 8, 2, 5, 16, 4]])
        return made
    ids = np.arange(9)
    lines = [(0, 128), (128,), (128, 256), (0,), (384, 512), (), (640,), (0, 768), (896,)]
    clocks = np.array([3, 1, 4, 1, 5, 9, 2, 6, 5])
    batch, single = cut(), cut()
    batch.sign(8, ids, 7, cycles=9)
    batch.sign(8, ids, lines=lines)
    batch.sign(8, ids, clocks=clocks)
    for k in ids.tolist():
        single.sign(8, ids[k:k + 1], 7, cycles=9)
    for kind in ({"lines": lines}, {"clocks": clocks}):
        for k in ids.tolist():
            single.sign(8, ids[k:k + 1], **{key: v[k:k + 1] for key, v in kind.items()})
    assert sorted(batch.signs) == sorted(single.signs) == [(0, t) for t in (1, 2, 4, 7, 8, 16)]
    assert all(batch.signs[key].tolist() == single.signs[key].tolist() for key in batch.signs)
    # trip 4: waves 1, 2 and 8, 7 instructions each; 4 lines, 256 and 896 new; 10 bank
    # clocks; 9 issue cycles each
    assert batch.signs[0, 4].tolist() == [21, 0, 3, 4, 2, 3, 10, 27]


def test_where_the_waves_stand_is_found_again_once_a_trip_moves():
    # RecordCut.where keeps what it found of a group's waves while no trip moves: a block run
    # asks it several times, the runs after it too
    made = RecordCut(keep=4)        # (signed: trips 1-4, then 7, 8, 11, 12, ...)
    made.ranges, made.trips, made.group = [(0, 64, 60)], np.zeros((1, 4), np.int64), np.zeros(
        4, np.int64)
    ids = np.arange(4)
    assert made.where(0, ids) is made.where(0, ids) and made.kept(8, ids).all()
    for trip in range(1, 6):
        made.enter(0, 8, ids)
        assert made.where(0, ids).trips.tolist() == [trip] * 4
        assert made.kept(8, ids).all() == (trip <= 4)
    assert made.where(0, ids[:2]).ids is not ids          # other waves: found anew
    assert [made.signs[0, t][1] for t in range(1, 5)] == [4] * 4 and (0, 5) not in made.signs
