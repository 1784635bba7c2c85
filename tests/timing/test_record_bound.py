"""The record's bound (timing/bound.py): what half the host's memory holds at KEPT_BYTES a
kept wave-instruction caps every record, a loop cut's and a budget's too, and a launch past
it is a LaunchError naming the limit, never a process the host's memory stops."""
import pytest

from gcnsim.emu.launch import LaunchError
from gcnsim.runtime import Device
from gcnsim.timing import bound
from gcnsim.timing.sampling import Sampling

from .test_sampling_loops import TOP

# 16 waves of 64 trips of 8 instructions: 16 x (64 x 8 + 3) kept in full, 16 x (16 x 8 + 3)
# by Sampling(loops=8), each wave counted as WAVE_WEIGHT more.
FULL = 16 * (64 * 8 + 3 + bound.WAVE_WEIGHT)
CUT = 16 * (16 * 8 + 3 + bound.WAVE_WEIGHT)


def _launch(timing, **options):
    return Device("gfx900").load(TOP.format(trips=64)).run(
        64 * 16, 64, vgpr_count=8, shared_mem=256, checker=None, timing=timing, workers=1,
        **options)


def _host_holds(monkeypatch, kept):
    monkeypatch.setattr(bound, "host_limit", lambda: kept * bound.KEPT_BYTES)


def test_a_budget_past_what_the_host_holds_is_held_to_the_host(monkeypatch):
    _host_holds(monkeypatch, FULL - 1)
    with pytest.raises(LaunchError, match=f"up to {FULL - 1:,} .*half this host's memory, "
                                          f"holds at ~{bound.KEPT_BYTES} bytes each"):
        _launch(True, budget=10 ** 9)
    _host_holds(monkeypatch, FULL)
    assert _launch(True, budget=10 ** 9).timing.cycles > 0


def test_a_cut_record_past_what_the_host_holds_is_refused_naming_the_cut_and_the_limit(
        monkeypatch):
    _host_holds(monkeypatch, CUT - 1)
    with pytest.raises(LaunchError, match=r"half this host's memory.*would keep ~2,208, its "
                                          r"first workgroup ~131 a wave .*Sampling\(loops=8, "
                                          r"most=14\) \(--sampling loops=8,most=14\) keeps 14 "
                                          r"trips of the 16, which fit, a smaller grid keeps "
                                          r"less$"):
        _launch(Sampling(loops=8))      # (a Vega 64 has one XCD: xcds= not offered)
    _host_holds(monkeypatch, CUT)
    assert "of the 64 trips" in _launch(Sampling(loops=8)).timing.method


def test_a_cut_record_past_the_limit_is_refused_after_its_first_workgroup(monkeypatch):
    # an outside trial: the 4096^3-class launch erred ~200 s in, once its record got there,
    # and offered xcds= on a Vega 64; what each wave keeps is known from the first workgroup,
    # which a loop cut runs on its own (Recorder.lead)
    from gcnsim.isa.devices import get_device
    from gcnsim.sweep.points import variant
    from gcnsim.timing import loops
    batches = []
    bind = loops.RecordCut.bind

    def counted(self, *args):
        batches.append(args[2].tolist())
        return bind(self, *args)
    monkeypatch.setattr(loops.RecordCut, "bind", counted)
    _host_holds(monkeypatch, 10 * CUT)
    device = Device(config=variant(get_device("mi300x"), {"compute_units": 8}))
    with pytest.raises(LaunchError, match=r"would keep ~44,160, .*foreseen from it\); "
                                          r"Sampling\(loops=6, most=6\) \(--sampling "
                                          r"loops=6,most=6\) keeps 6 trips of the 16, which "
                                          r"fit, Sampling\(xcds=True\) \(--sampling xcds\) "
                                          r"keeps one XCD's waves \(1/8\), a smaller grid "
                                          r"keeps less"):
        device.load(TOP.format(trips=64)).run(
            64 * 320, 64, vgpr_count=8, shared_mem=256, checker=None, workers=1,
            timing=Sampling(loops=8))
    assert len(batches) == 2 and batches[0] == [0]          # refused as the second began


def test_a_record_within_what_the_host_holds_keeps_its_own_limit(monkeypatch):
    _host_holds(monkeypatch, 10 * FULL)
    monkeypatch.setattr(bound, "KEPT", FULL - 1)
    with pytest.raises(LaunchError, match=f"up to {FULL - 1:,} .*~80 bytes each"):
        _launch(True)
