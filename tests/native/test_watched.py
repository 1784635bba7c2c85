"""Native code under the checkers that work per block: a checker's captured entries stay out of
segments; compiled loops under the dynamic checker take their trips natively once the checker's
state stands still, with the same reports as interpreted; the timing recorder logs the same
streams from native segments and loops (and stops at its limit at the same trip); timed launches
of the corpus give the same streams and timing results with the native tier as interpreted."""
import sys

import numpy as np
import pytest

from gcnsim.asm import assemble
from gcnsim.emu.env import Env
from gcnsim.emu.executor import BudgetExceeded, Executor
from gcnsim.emu.launch import LaunchError
from gcnsim.emu.memory import DeviceMemory
from gcnsim.emu.program import CodeImage
from gcnsim.emu.state import WaveState
from gcnsim.emu.waitcnt import WaitcntChecker
from gcnsim.isa.targets import get_target
from gcnsim.native import tier
from gcnsim.runtime import Device
from gcnsim.timing.record import Recorder
from tests.kernels.test_kernels import KERNELS, RUNS, build

T = get_target("gfx942")
M64 = 0xFFFFFFFFFFFFFFFF
LOOP = """
  s_load_dword s6, s[8:9], 0x0
  {wait}
loop:
  v_fma_f32 v1, v2, v3, v1
  v_add_u32 v2, v2, v4
  s_add_u32 s1, s1, {addend}
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  v_mov_b32 v5, s1
  s_endpgm
"""
STEADY = LOOP.format(wait="s_waitcnt lgkmcnt(0)", addend="s6")
UNWAITED = LOOP.format(wait="", addend="s6")       # the loop reads s6 before the load is done


@pytest.fixture(autouse=True)
def _eager(monkeypatch, tmp_path):
    """Cut and compile every block at first sight, with a cache of this test's own."""
    for name in tier.THRESHOLDS:
        monkeypatch.setattr(tier, name, 0.0)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("GCNSIM_CACHE", raising=False)


@pytest.fixture
def looped(monkeypatch):
    """The trips compiled loops took on their own, as the executor told the checker."""
    taken = []
    told = WaitcntChecker.looped

    def counted(self, executor, block, trips, idx):
        taken.append(trips)
        return told(self, executor, block, trips, idx)
    monkeypatch.setattr(WaitcntChecker, "looped", counted)
    return taken


def _run(text, native, trips, checker):
    memory = DeviceMemory()
    base = memory.alloc(64)
    memory.write(base, np.array([7], np.uint32))
    st = WaveState(len(trips), 8)
    st.set_exec(np.array([M64, 0xF0F0, M64][:len(trips)], np.uint64))
    st.s[:, 0] = trips
    st.s[:, 8], st.s[:, 9] = base & 0xFFFFFFFF, base >> 32
    st.v[:] = np.random.default_rng(3).integers(0, 1 << 32, st.v.shape, dtype=np.uint32)
    st.v[:, 1:4] = np.float32(0.75).view(np.uint32)
    code = CodeImage(T, assemble(text, T).text, 0x1000)
    env = Env(T, memory, lds=np.zeros((1, 64), np.uint8), checker=checker,
              native=tier.NativeTier(T) if native else None)
    stats = Executor(st, code, env).run(0x1000)
    return st, stats


def _checked(text, native, trips):
    checker = WaitcntChecker(mode="warn")
    st, stats = _run(text, native, trips, checker)
    return st, stats, [str(r) for r in checker.reports]


def _same(a, b):
    assert a[1] == b[1] and a[2] == b[2]
    for name in ("v", "s", "scc"):
        np.testing.assert_array_equal(getattr(a[0], name), getattr(b[0], name))


def test_compiled_loop_runs_its_trips_under_the_checker(looped):
    native = _checked(STEADY, True, [1000, 300, 5])
    assert sum(looped) > 900                # all but the trips the state needs to settle
    _same(native, _checked(STEADY, False, [1000, 300, 5]))
    assert native[2] == []


def test_a_loop_that_finds_something_runs_trip_by_trip(looped):
    native = _checked(UNWAITED, True, [200, 7])
    assert looped == []
    _same(native, _checked(UNWAITED, False, [200, 7]))
    assert len(native[2]) == 2 and "reads s6 before 's_load_dword s6" in native[2][0]


class _Capturing:
    """A checker working per block that captures each v_mul_f32 (a step of its own there)."""
    per_block = native_blocks = True

    def __init__(self):
        self.captured = 0
        self._steps = {}

    def begin(self, executor, block, w):
        steps = self._steps.get(block)
        if steps is None:
            steps = self._steps[block] = tuple(
                self._capture(step) if entry.inst.op.name == "v_mul_f32" else step
                for entry, step in zip(block.entries, block.steps))
        return steps

    def _capture(self, step):
        def run(st, w, env):
            self.captured += 1
            return step(st, w, env)
        return run

    def ran(self, executor, block, count, w, idx):
        pass

    def loop_trips(self, executor, block, idx):
        return sys.maxsize

    def looped(self, executor, block, taken, idx):
        pass


def test_a_captured_entry_is_in_no_segment():
    text = "v_add_f32 v1, v2, v3\nv_mul_f32 v4, v1, v1\nv_add_u32 v5, v4, v1\ns_endpgm"
    results = []
    for native in (True, False):
        checker = _Capturing()
        st, stats = _run(text, native, [0, 0], checker)
        results.append((st.v.copy(), stats))
        assert checker.captured == 1
    np.testing.assert_array_equal(results[0][0], results[1][0])
    assert results[0][1] == results[1][1]
    code = CodeImage(T, assemble(text, T).text)
    block = code.block(0)
    found = tier.NativeTier(T).segments(block, 1, _Capturing().begin(None, block, None))
    assert [(s.start, s.end) for s in found.values()] == [(0, 1), (2, 3)]


def _recorded(native, trips, limit):
    config = Device("gfx942").config
    recorder = Recorder(config.lds_banks, config.memory, inner=WaitcntChecker(mode="warn"))
    recorder.limit = limit
    error = None
    try:
        _run(STEADY, native, trips, recorder)
    except LaunchError as err:
        error = str(err)
    entries, streams, offsets, issued = recorder.streams(len(trips))
    return [e.pc for e in entries], streams, offsets, issued, recorder.kept, error


def test_the_recorder_logs_native_loops_as_interpreted_ones(looped):
    native = _recorded(True, [600, 40], 1 << 24)
    assert sum(looped) > 500 and native[-1] is None
    assert native == _recorded(False, [600, 40], 1 << 24)


def test_the_recorder_stops_a_native_loop_at_its_limit_where_interpreted(looped):
    native = _recorded(True, [5000], 20_000)
    assert looped and "up to 20,000" in native[-1]
    assert native == _recorded(False, [5000], 20_000)


GFX942 = [case for case, target in RUNS if target == "gfx942"]
STREAMS = Recorder.streams


def _timed(case, tier_name, monkeypatch):
    """(memory, TimingResult fields, streams) of a timed launch of a corpus case."""
    kept = []

    def keep(self, waves, *codes):
        out = STREAMS(self, waves, *codes)
        kept.append(([e.pc for e in out[0]], *_plain(out[1:])))
        return out
    monkeypatch.setattr(Recorder, "streams", keep)
    dev = Device("gfx942")
    args, _ = build(case)
    program = dev.load(KERNELS / "gfx942" / f"{case.source}.hsaco")
    device_args = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
    done = getattr(program, case.kernel)(*device_args, grid=case.grid, block=case.block,
                                         timing=True, tier=tier_name)
    memory = [arg.numpy().tobytes() for a, arg in zip(args, device_args)
              if isinstance(a, np.ndarray)]
    return memory, done.timing.as_dict(), kept


def test_timed_corpus_native_equals_interpreter(monkeypatch):
    ran = []
    ready = tier.Segment.ready

    def counted(self, st, w):
        run = ready(self, st, w)
        ran.append(run is not None)
        return run
    monkeypatch.setattr(tier.Segment, "ready", counted)
    for case in GFX942[::8]:
        native = _timed(case, "native", monkeypatch)
        assert native == _timed(case, "interpreter", monkeypatch), case.name
    assert sum(ran) > len(GFX942) // 8          # native segments ran under the recorder


def _mutant(case, data, tier_name):
    """(memory or the error, checker reports, hazards) of a launch of a mutant under the
    dynamic checker."""
    dev = Device("gfx942")
    args, _ = build(case)
    device_args = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
    checker = WaitcntChecker(mode="warn")
    done = getattr(dev.load(data), case.kernel)(*device_args, grid=case.grid, block=case.block,
                                                checker=checker, tier=tier_name)
    memory = [arg.numpy().tobytes() for a, arg in zip(args, device_args)
              if isinstance(a, np.ndarray)]
    return memory, [str(r) for r in checker.reports], [str(r) for r in done.extra["hazards"]]


def test_waitcnt_mutants_report_the_same_with_native_segments(monkeypatch):
    """Each s_waitcnt of a few corpus kernels deleted or weakened (tools/mutants.py): the
    checker's reports are the same, with segments compiled, as interpreted."""
    from tools.mutants import waitcnt_mutants
    ran = []
    ready = tier.Segment.ready

    def counted(self, st, w):
        run = ready(self, st, w)
        ran.append(run is not None)
        return run
    monkeypatch.setattr(tier.Segment, "ready", counted)
    reports = 0
    for case in [c for c in GFX942 if c.name in ("saxpy/partial", "reduce_lds/four_groups")]:
        data = (KERNELS / "gfx942" / f"{case.source}.hsaco").read_bytes()
        for what, mutant in waitcnt_mutants(data, "gfx942", case.kernel)[::3]:
            native = _mutant(case, mutant, "native")
            assert native == _mutant(case, mutant, "interpreter"), (case.name, what)
            reports += len(native[1])
    assert reports and sum(ran)


def _races(kernel, block, grid, tier_name):
    from tests.emu.test_races import RACES
    dev = Device("gfx942")
    k = dev.load(RACES / "races_gfx942.hsaco")[kernel]
    rng = np.random.default_rng(1)
    args = [dev.array(rng.integers(0, 100, 1024).astype(np.int32)) for _ in k.args]
    done = k(*args, grid=grid, block=block, races="warn", tier=tier_name)
    return [a.numpy().tobytes() for a in args], [str(r) for r in done.extra["races"]]


def test_race_detection_sees_native_memory_instructions(monkeypatch):
    """The race detector wraps each memory instruction's step (emu/races.py): those stay out
    of native segments, so every racy kernel of the race corpus reports the same races."""
    from tests.emu.test_races import RACY
    ran = []
    ready = tier.Segment.ready

    def counted(self, st, w):
        run = ready(self, st, w)
        ran.append(run is not None)
        return run
    monkeypatch.setattr(tier.Segment, "ready", counted)
    for kernel, (block, grid, *_) in sorted(RACY.items()):
        native = _races(kernel, block, grid, "native")
        assert native == _races(kernel, block, grid, "interpreter"), kernel
        assert native[1], kernel
    assert sum(ran)


def test_the_checker_sees_exec_written_inside_a_native_block():
    """s_and_saveexec_b64 ends a native segment (natively run) and is captured by the checker
    (EXEC after it): here it leaves no lane, so the read of the load's v1 is no conflict."""
    text = ("global_load_dword v1, v[2:3], off\nv_cmp_gt_u32_e32 vcc, 0, v5\n"
            "v_add_u32 v6, v5, v5\ns_and_saveexec_b64 s[40:41], vcc\nv_add_u32 v4, v1, v1\n"
            "s_or_b64 exec, exec, s[40:41]\ns_endpgm")
    out = []
    for native in (True, False):
        memory = DeviceMemory()
        base = memory.alloc(256)
        st = WaveState(2, 8)
        st.set_exec(np.array([M64, M64], np.uint64))
        st.v[:, 2], st.v[:, 3] = base & 0xFFFFFFFF, base >> 32
        code = CodeImage(T, assemble(text, T).text, 0x1000)
        checker = WaitcntChecker(mode="warn")
        env = Env(T, memory, checker=checker, native=tier.NativeTier(T) if native else None)
        stats = Executor(st, code, env).run(0x1000)
        out.append((st.v.tobytes(), st.s.tobytes(), stats, [str(r) for r in checker.reports]))
    assert out[0] == out[1] and out[0][3] == []


def _plain(value):
    """``value`` with its numpy arrays as lists (the compiled CU's streams are arrays), so
    records compare with ==."""
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value.tolist() if hasattr(value, "tolist") else value


DIVERGENT = """
  v_and_b32 v2, 0x1ff, v5
  v_mov_b32 v1, 0
loop:
  v_add_u32 v1, v1, 1
  v_mul_lo_u32 v3, v3, v4
  v_cmp_ge_u32 vcc, v1, v2
  s_andn2_b64 exec, exec, vcc
  s_cbranch_execnz loop
  s_endpgm
"""
SPINNING = """
loop:
  v_mul_lo_u32 v1, v1, v4
  v_add_u32 v1, 0x3c6ef35f, v1
  v_cmp_eq_u32 vcc, 7, v1
  s_andn2_b64 exec, exec, vcc
  s_cbranch_execnz loop
  s_endpgm
"""


def test_a_loop_writing_exec_runs_its_trips_natively_under_the_checker(looped):
    """Lanes leave the loop trip by trip (s_andn2_b64 exec): its compiled trips go on while
    the batch's active lanes stay as many (each trip's VALU lanes are counted as the first's),
    the checker captures no EXEC there (nothing it keeps needs it), and registers, statistics
    (active VALU lanes among them) and reports are the interpreter's."""
    native = _checked(DIVERGENT, True, [0, 0, 0])
    assert sum(looped) > 300
    _same(native, _checked(DIVERGENT, False, [0, 0, 0]))
    assert native[2] == [] and native[1].valu_lanes_active


def test_a_spin_writing_exec_stops_at_the_budget_natively_as_interpreted(looped):
    """A loop whose state changes every trip and writes EXEC (a compiled spin) reaches the
    budget on its compiled trips, with the interpreter's error at the same instruction."""
    errors = []
    for native in (True, False):
        memory = DeviceMemory()
        st = WaveState(1, 8)
        st.set_exec(np.array([M64], np.uint64))
        st.v[0, 1] = np.arange(64, dtype=np.uint32)
        st.v[0, 4] = 1664525
        code = CodeImage(T, assemble(SPINNING, T).text, 0x1000)
        env = Env(T, memory, checker=WaitcntChecker(),
                  native=tier.NativeTier(T) if native else None)
        with pytest.raises(BudgetExceeded) as err:
            Executor(st, code, env, budget=200_003).run(0x1000)
        errors.append((str(err.value), st.v.tobytes()))
    assert sum(looped) > 30_000 and errors[0] == errors[1]
