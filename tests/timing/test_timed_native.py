"""A timed launch records the same on the native tier as on the interpreter (the timing
model's recording sees the same events from native blocks as from interpreted ones):
with every block compiled at first sight, the recorder's memory instructions run natively (a
segment starts at each, its costs and poll check taken just before it: native/tier.py), and
the streams, costs, Requests, workgroups, notes, LDS bank tallies and the TimingResult are
those of the interpreter-only launch: corpus kernels (LDS, LDS atomics, loops, a tiled
matmul), the clang saxpy and a small Triton matmul, in full and cut by its loop's trips."""
from pathlib import Path

import numpy as np
import pytest

from gcnsim.native import tier
from gcnsim.runtime import Device
from gcnsim.timing.sampling import Sampling

from ..kernels.cases import CASES
from .test_timed_workers import TIMED, _contents, _corpus, _loop, _matmul, records  # noqa: F401

SAXPY = Path(__file__).resolve().parents[1] / "data" / "kernels" / "gfx942" / "saxpy.hsaco"


@pytest.fixture
def led(monkeypatch, tmp_path):
    """Cut and compile every block at first sight (a cache of the test's own); the first
    entries of the segments that ran natively led by a recorder's capture."""
    for name in tier.THRESHOLDS:
        monkeypatch.setattr(tier, name, 0.0)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("GCNSIM_CACHE", raising=False)
    found = set()
    cut, ready = tier.NativeTier._cut, tier.Segment.ready

    def leading(self, block, spent, captured=(), leads=()):
        segments = cut(self, block, spent, captured, leads)
        for start in leads:
            if start in segments:
                segments[start].led = block.entries[start].inst.op.name
        return segments

    def spied(segment, st, w):
        run = ready(segment, st, w)
        if run is not None and getattr(segment, "led", None):
            found.add(segment.led)
        return run
    monkeypatch.setattr(tier.NativeTier, "_cut", leading)
    monkeypatch.setattr(tier.Segment, "ready", spied)
    return found


def _on_both_tiers(records, monkeypatch, launch):
    """The launch on the interpreter and on the native tier: what their replays read (the
    log's record boundaries aside: a compiled loop's trips are one record) and their timing,
    compared."""
    done = {}
    for name in ("interpreter", "native"):
        monkeypatch.setenv("GCNSIM_TIER", name)
        records.clear()
        done[name] = launch(), [c[:6] + c[7:] for c in records]
    (interpreted, seen), (native, read) = done["interpreter"], done["native"]
    assert seen and read == seen
    assert native.timing == interpreted.timing
    return native


@pytest.mark.parametrize("name", TIMED)
def test_a_corpus_launch_records_the_same_natively(records, monkeypatch, led, name):
    case = next(c for c in CASES if c.name == name)
    _on_both_tiers(records, monkeypatch, lambda: _corpus(case, 1))
    assert led, "no recorded instruction ran natively"


def test_saxpy_records_the_same_natively(records, monkeypatch, led):
    def launch():
        items = 4096
        dev = Device("mi300x")
        program = dev.load(SAXPY)
        rng = np.random.default_rng(0)
        x, y = (dev.array(rng.random(items, dtype=np.float32)) for _ in range(2))
        return program.saxpy(2.0, x, y, items, grid=items, block=256, timing=True, workers=1)
    _on_both_tiers(records, monkeypatch, launch)
    assert {"global_load_dword", "global_store_dword"} <= led


@pytest.mark.parametrize("timing, depth", [(True, 256), (Sampling(loops=4), 512)],
                         ids=["full", "loops"])
def test_a_triton_matmul_records_the_same_natively(records, monkeypatch, led, timing, depth):
    launch = _matmul(timing, depth=depth)
    _on_both_tiers(records, monkeypatch, lambda: launch(1))
    assert any(name.startswith("ds_read") for name in led)
    assert any(name.startswith("buffer_load") or name.startswith("global_load")
               for name in led)


def test_a_loop_cut_of_a_compiled_loop_keeps_its_first_trips(records, monkeypatch, led):
    """A one-block loop compiled runs its trips in one call: under Sampling(loops=N) each trip
    stays a record of its own, so the cut keeps the first N (found as the second sampled launch
    of one code in a process, its loop compiled by then: 2,272 -> 256 cycles)."""
    _on_both_tiers(records, monkeypatch, lambda: _loop(1, Sampling(loops=8)))
