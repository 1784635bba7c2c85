"""A sampled launch's profile (timing/profile.py Watch): the verdict of the part replayed in
detail that its estimate was made from, its shares standing for the launch's; against the full
profile's on launches of many rounds, the limiter the same and the shares within a few points;
its replays watched, none added, the estimate's cycles the same; the whole launch replayed
(an exact fallback) giving the full profile."""
import dataclasses
from html import unescape
from pathlib import Path

import numpy as np
import pytest

import gcnsim
from gcnsim.emu.launch import LaunchError
from gcnsim.isa.devices import get_device
from gcnsim.sweep.options import profiled
from gcnsim.runtime import Device
from gcnsim.timing import engine, report, sampling
from gcnsim.timing.report import figures
from gcnsim.timing.verdict import limiter, shares

ROOT = Path(__file__).resolve().parents[2]

from tests.timing.test_sampling import UNEVEN  # noqa: E402 (8 lengths of workgroup, LDS latency)

CLOSE = 0.03            # a share's distance from the full profile's, at most


def _uneven(timing, profile):
    dev = Device(config=dataclasses.replace(get_device("gfx900"), compute_units=2))
    return dev.load(UNEVEN).run(64 * 2 * 40 * 64, 64, vgpr_count=8, shared_mem=256,
                                checker=None, sgprs={12: "workgroup_id_x"}, timing=timing,
                                profile=profile).timing


def _saxpy(timing, profile):
    n = 256 * 2 * 8 * 64
    dev = Device(config=dataclasses.replace(get_device("mi300x"), xcds=2, compute_units=2))
    prog = dev.load(ROOT / "tests/data/kernels/gfx942/saxpy.hsaco")
    x = dev.array(np.arange(n, dtype=np.float32))
    y = dev.array(np.ones(n, np.float32))
    return prog.saxpy(np.float32(2.0), x, y, np.int32(n), grid=n, block=256, timing=timing,
                      profile=profile).timing


def _verdict(profile):
    f = figures(profile)
    return limiter(f)[0], shares(f)


@pytest.mark.parametrize("launch, sampled", [
    (_uneven, gcnsim.Sampling(0.06, rounds=16)),
    (_saxpy, gcnsim.Sampling(error=0.05, rounds=16))])
def test_a_sampled_verdict_is_the_full_ones(launch, sampled, monkeypatch):
    replays = []
    real = engine.replay

    def counted(*args, **kwargs):
        replays.append(kwargs.get("sampler") is not None)
        return real(*args, **kwargs)
    monkeypatch.setattr(sampling, "replay", counted)
    # (a profile's sampler keeps every replay in this process: Continued.possible; so the
    # plain launch's replays are counted alike, none continued in a child)
    monkeypatch.setattr(engine.Continued, "possible", staticmethod(lambda options: False))
    plain = launch(sampled, None)
    alone = len(replays)
    timed = launch(sampled, True)
    assert len(replays) == 2 * alone and any(replays[alone:])      # watched, none added
    assert (timed.cycles, timed.interval) == (plain.cycles, plain.interval)
    part = timed.profile
    assert part.source.startswith("sampled: rounds 1-16 of 64") and timed.method != "exact"
    assert part.timing.cycles < timed.cycles                        # the part's own
    assert part.timing.wave_instructions < timed.wave_instructions  # (the part's own)
    assert part.issued.sum() == part.timing.wave_instructions
    full = launch(True, True).profile
    assert full.source == "full"
    (said, mine), (truth, theirs) = _verdict(part), _verdict(full)
    assert said == truth
    assert mine.keys() == theirs.keys()
    for name, share in theirs.items():
        assert (share is None) == (mine[name] is None), name
        if share is not None:
            assert abs(mine[name] - share) <= CLOSE, (name, mine[name], share)


def test_a_sampled_page_and_json_give_the_estimate(tmp_path):
    """A sampled profile's page headline and --json's ``timing`` are the launch's (the
    estimate, launch.timing.cycles), the window's cycles under the window's label (the page's
    "figures of" row and note, the JSON's ``part``); ``bin_cycles`` the bins' width."""
    timed = _uneven(gcnsim.Sampling(0.06, rounds=16), True)
    p = timed.profile
    assert p.estimate is timed and p.source.startswith("sampled: rounds 1-16 of 64")
    window = p.timing.cycles
    assert window < timed.cycles
    out = p.as_dict()
    assert out["timing"]["cycles"] == timed.cycles
    assert out["timing"]["interval"] == list(timed.interval) and out["timing"]["method"]
    assert out["part"]["cycles"] == window and out["bin_cycles"] == p.interval
    assert "interval" not in out
    page = report.page(p)
    assert f": {timed.cycles:,} cycles (sampled)</h1>" in page
    assert f"figures of rounds 1-16 of 64: {window:,} cycles" in page
    assert "<td>figures of</td><td>sampled: rounds 1-16 of 64" in page
    assert f"<td>cycles of the figures</td><td>{window:,} (" in page
    assert "the advice's too) are the window's" in unescape(page)
    rows = dict(p.summary())
    assert rows["cycles"].startswith(f"{timed.cycles} (") and str(window) in rows["figures of"]


def test_an_exact_fallback_is_the_full_profile():
    """A launch of too few rounds to sample is replayed whole: its profile is the full one,
    its page and gcnsim profile's output saying that sampling was asked and why the launch was
    replayed whole."""
    dev = Device(config=dataclasses.replace(get_device("gfx900"), compute_units=2))
    run = dev.load(UNEVEN).run
    timed = [run(64 * 40, 64, vgpr_count=8, shared_mem=256, checker=None,
                 sgprs={12: "workgroup_id_x"}, timing=timing, profile=True).timing
             for timing in ("sampled", True)]
    assert timed[0].method.startswith("exact: ")
    assert timed[0].profile.source == timed[1].profile.source == "full"
    sampled, full = (t.profile.as_dict() for t in timed)
    assert sampled.pop("timing") == {**full.pop("timing"), **timed[0].as_dict()}
    assert sampled == full and "part" not in sampled
    said = (f"sampling was asked; the launch was replayed whole ({timed[0].method})")
    assert said in unescape(report.page(timed[0].profile))
    assert "sampling was asked" not in report.page(timed[1].profile)


def test_a_sampling_that_cuts_the_launch_has_no_profile():
    """Sampling(loops=N) and Sampling(xcds=True) replay a cut launch (some of it in processes
    of their own), no window of rounds: a profile is refused in one line, and a sweep point
    so sampled is launched without one (its row has no verdict)."""
    dev = Device(config=dataclasses.replace(get_device("gfx900"), compute_units=2))
    with pytest.raises(LaunchError, match=r"Sampling\(loops=8, xcds=False\) cuts the launch"):
        dev.load(UNEVEN).run(64, 64, vgpr_count=8, shared_mem=256, checker=None,
                             sgprs={12: "workgroup_id_x"}, timing=gcnsim.Sampling(loops=8),
                             profile=True)
    assert "profile" not in profiled({"timing": gcnsim.Sampling(loops=8), "profile": True})
    assert profiled({"timing": "sampled", "profile": True})["profile"] is True
