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
# its probes (each power of two and the trip before it, loops.py).
SIGNED = set(range(1, 17)) | {31, 32, 63, 64}


def _launch(timing, device="gfx900", workgroups=16, **changes):
    dev = Device(config=dataclasses.replace(get_device(device), **changes))
    return dev.load(TOP.format(trips=64)).run(
        64 * workgroups, 64, vgpr_count=8, shared_mem=256, checker=None,
        sgprs={12: "workgroup_id_x"}, timing=timing, workers=1)


def test_a_compiled_loop_runs_the_trips_a_cut_neither_keeps_nor_signs_on_its_own(
        records, monkeypatch, led):
    took = []
    looped = record.Recorder.looped

    def spy(self, executor, block, taken, idx):
        trips = self.cut.trips[self.cut.loop_of(block.entries[0].pc), executor.wave_ids[idx]]
        took.extend(range(int(trips.min()), int(trips.max()) + taken + 1))
        return looped(self, executor, block, taken, idx)
    monkeypatch.setattr(record.Recorder, "looped", spy)
    native = _on_both_tiers(records, monkeypatch, lambda: _launch(Sampling(loops=8)))
    assert took and SIGNED.isdisjoint(took)
    assert "of the 64 trips" in native.timing.method


def test_with_xcds_only_the_timed_xcds_waves_are_signed_by_lines_and_bank_clocks(monkeypatch):
    signed = []
    sign = RecordCut.sign

    def spy(self, pc, ids, instructions=0, lines=None, clocks=None):
        if lines is not None or clocks is not None:
            signed.append(self.group[ids] % self.xcds)
        return sign(self, pc, ids, instructions, lines, clocks)
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
                                lambda self, pc, ids, count: self.cut.sign(pc, ids, count))
        found = {}

        def capture(recorder, *args, _original=timing_api.sampled_replay, **options):
            found.update({k: v.tolist() for k, v in recorder.cut.signs.items()})
            return _original(recorder, *args, **options)
        monkeypatch.setattr(timing_api, "sampled_replay", capture)
        _launch(Sampling(loops=8))
        return found
    grouped = signs(False)
    assert grouped and signs(True) == grouped
