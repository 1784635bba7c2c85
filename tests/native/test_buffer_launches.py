"""The clang corpus's kernels with atomics and MUBUF (private arrays through the scratch V#) on
gfx701 and gfx942, native (compiling at first sight) against the interpreter: byte-identical
memory and statistics with their atomics and buffer accesses run natively; the same dynamic
checker reports, timed launches (recorded streams and timing results) and race reports, where
the checker, the recorder and the race detector see the same events."""
import numpy as np
import pytest

from gcnsim.emu.waitcnt import WaitcntChecker
from gcnsim.native import tier
from gcnsim.runtime import Device
from gcnsim.timing.record import Recorder
from tests.kernels.test_kernels import KERNELS, RUNS, build, launch

SOURCES = ("atomics_global", "atomics_lds", "atomics_global_ops", "private_array",
           "f32_atomic_histogram", "histogram_lds")
CASES = [(case, target) for case, target in RUNS
         if case.source in SOURCES and target in ("gfx701", "gfx942")]
STREAMS = Recorder.streams


@pytest.fixture
def mine(monkeypatch, tmp_path):
    """Every block compiled at first sight; the memory instructions of this change that ran
    natively (an atomic or a buffer access in a segment that ran)."""
    for name in tier.THRESHOLDS:
        monkeypatch.setattr(tier, name, 0.0)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("GCNSIM_CACHE", raising=False)
    ran = set()
    ready = tier.Segment.ready

    def counted(self, st, w):
        run = ready(self, st, w)
        if run is not None:
            ran.update(x.name for x in self.lowered
                       if x.unit == "mem" and (x.kind == "atomic" or x.space == "buffer"))
        return run
    monkeypatch.setattr(tier.Segment, "ready", counted)
    return ran


def _stats(done):
    s = done.stats
    return (s.wave_instructions, dict(s.by_class), s.valu_lanes_active, s.valu_instructions,
            sorted(s.executed))


def _launch(case, target, tier_name, monkeypatch, checker=None):
    monkeypatch.setenv("GCNSIM_TIER", tier_name)
    args, _ = build(case)
    results, done = launch(case, target, args, checker)
    reports = [] if checker is None else [str(r) for r in checker.reports]
    return ({k: v.tobytes() for k, v in results.items()}, _stats(done), reports,
            [str(r) for r in done.extra.get("hazards", ())])


def test_atomic_and_buffer_kernels_native_equal_interpreter(mine, monkeypatch):
    for case, target in CASES:
        for checker in (None, WaitcntChecker):
            native = _launch(case, target, "native", monkeypatch, checker and checker("warn"))
            reference = _launch(case, target, "interpreter", monkeypatch,
                                checker and checker("warn"))
            assert native == reference, (case.name, target, checker)
    assert {"global_atomic_cmpswap", "buffer_store_dword", "buffer_load_dword",
            "ds_add_u32", "flat_atomic_cmpswap"} <= mine, mine


def _timed(case, target, tier_name):
    kept = []

    def keep(self, waves, *codes):
        out = STREAMS(self, waves, *codes)
        kept.append(([e.pc for e in out[0]], *_plain(out[1:])))
        return out
    Recorder.streams = keep
    try:
        dev = Device(target)
        args, _ = build(case)
        program = dev.load(KERNELS / target / f"{case.source}.hsaco")
        device_args = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
        done = getattr(program, case.kernel)(*device_args, grid=case.grid, block=case.block,
                                             timing=True, tier=tier_name)
    finally:
        Recorder.streams = STREAMS
    memory = [arg.numpy().tobytes() for a, arg in zip(args, device_args)
              if isinstance(a, np.ndarray)]
    return memory, done.timing.as_dict(), kept


def test_timed_atomic_and_buffer_kernels_native_equal_interpreter(mine):
    for case, target in CASES:
        if target == "gfx942":
            assert _timed(case, target, "native") == _timed(case, target, "interpreter"), \
                case.name


def test_race_reports_of_atomic_kernels_native_equal_interpreter(mine):
    for case, target in CASES[:4]:
        sides = []
        for tier_name in ("native", "interpreter"):
            dev = Device(target)
            args, _ = build(case)
            program = dev.load(KERNELS / target / f"{case.source}.hsaco")
            device_args = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
            done = getattr(program, case.kernel)(*device_args, grid=case.grid,
                                                 block=case.block, races="warn",
                                                 tier=tier_name)
            sides.append(([a.numpy().tobytes() for a in device_args if hasattr(a, "numpy")],
                          [str(r) for r in done.extra["races"]]))
        assert sides[0] == sides[1], case.name


def _plain(value):
    """``value`` with its numpy arrays as lists (the compiled CU's streams are arrays), so
    records compare with ==."""
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value.tolist() if hasattr(value, "tolist") else value
