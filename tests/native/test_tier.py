"""The native tier inside launches: the clang corpus gives byte-identical memory and identical
statistics with the native tier (compiling at first sight) and the interpreter, on every target,
also under the dynamic checker; adversarial timing, the interpreter tier and GCNSIM_TIER keep
every block interpreted (test_watched.py: the other checkers that work per block); a short
launch never loads llvmlite; the disk cache is atomic, keyed, and recompiles a corrupt entry."""
import os
import subprocess
import sys

import numpy as np
import pytest

from gcnsim.emu.launch import LaunchError, LaunchOptions
from gcnsim.emu.waitcnt import WaitcntChecker
from gcnsim.native import cache, jit, record, tier
from tests.kernels.test_kernels import RUNS, build, launch

GFX942 = [case for case, target in RUNS if target == "gfx942"]


@pytest.fixture
def eager(monkeypatch, tmp_path):
    """Cut and compile every block at first sight, with a cache of this test's own."""
    for name in tier.THRESHOLDS:
        monkeypatch.setattr(tier, name, 0.0)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("GCNSIM_CACHE", raising=False)
    monkeypatch.delenv("GCNSIM_TIER", raising=False)


def _stats(done):
    s = done.stats
    return (s.wave_instructions, dict(s.by_class), s.valu_lanes_active, s.valu_instructions,
            s.divergent_branches, sorted(s.executed))


def _run(case, monkeypatch, tier_name, target="gfx942"):
    monkeypatch.setenv("GCNSIM_TIER", tier_name)
    args, _ = build(case)
    results, done = launch(case, target, args, None)
    return results, _stats(done)


def test_corpus_native_equals_interpreter(eager, monkeypatch):
    before = jit.Jit.get().compiled
    for case in GFX942:
        native, native_stats = _run(case, monkeypatch, "native")
        reference, reference_stats = _run(case, monkeypatch, "interpreter")
        assert native_stats == reference_stats, case.name
        for index, got in native.items():
            assert got.tobytes() == reference[index].tobytes(), (case.name, index)
    assert jit.Jit.get().compiled - before > len(GFX942)    # segments of (nearly) every kernel


@pytest.mark.parametrize("target", ["gfx701", "gfx900", "gfx90a"])
def test_corpus_on_the_other_targets_native_equals_interpreter(eager, monkeypatch, target):
    """Every fifth kernel of the corpus on each other target clang built it for (their own
    opcode tables and encodings, translated by the same lowering)."""
    cases = [case for case, name in RUNS if name == target][::5]
    for case in cases:
        native, native_stats = _run(case, monkeypatch, "native", target)
        reference, reference_stats = _run(case, monkeypatch, "interpreter", target)
        assert native_stats == reference_stats, case.name
        for index, got in native.items():
            assert got.tobytes() == reference[index].tobytes(), (case.name, index)


def test_corpus_at_o0_equals_interpreter(eager, monkeypatch):
    """Segments compiled at O0 only (the first level tiering reaches, jit.LEVELS) give the
    interpreter's bytes and statistics, and an O2 function is made once a segment's count pays
    for it (replacing the O0 one)."""
    monkeypatch.setattr(tier, "COMPILE_SECONDS", 1e9)
    engine = jit.Jit.get()
    made = []
    monkeypatch.setattr(engine, "_compile", lambda text, level, f=engine._compile: (
        made.append(level), f(text, level))[1])
    cases = GFX942[::3]             # (the O2 test above runs them all)
    for case in cases:
        native, native_stats = _run(case, monkeypatch, "native")
        reference, reference_stats = _run(case, monkeypatch, "interpreter")
        assert native_stats == reference_stats, case.name
        for index, got in native.items():
            assert got.tobytes() == reference[index].tobytes(), (case.name, index)
    assert len(made) > len(cases) and set(made) == {0}


def test_a_segment_goes_from_o0_to_o2_as_its_count_grows(eager, monkeypatch):
    from gcnsim.asm import assemble
    from gcnsim.emu.program import CodeImage
    from gcnsim.emu.state import WaveState
    from gcnsim.native.lower import lowering
    monkeypatch.setattr(tier, "COMPILE_SECONDS", 0.01)
    code = CodeImage("gfx942", assemble("v_add_f32 v1, v2, v3\ns_endpgm", "gfx942").text)
    entry = code.block(0).entries[0]
    segment = tier.Segment(0, 1, (lowering(entry.inst, code.target),), [True])
    st, waves = WaveState(1, 8), np.arange(1)
    first = segment.ready(st, waves)
    assert first is not None and segment.levels == {0: 0}
    runs = 0
    while segment.levels[0] == 0:
        runs += 1
        assert segment.ready(st, waves) is not None
    assert segment.levels == {0: 2} and segment.spent >= 0.01
    assert abs(runs - 0.01 / tier.interpreted(1, 0, 0, 1)) < 2


def test_adversarial_timing_keeps_every_block_interpreted(eager):
    before = jit.Jit.get().compiled
    for case in GFX942[:5]:
        args, _ = build(case)
        launch(case, "gfx942", args, "adversarial")
    assert jit.Jit.get().compiled == before


def _checked(case, monkeypatch, tier_name):
    monkeypatch.setenv("GCNSIM_TIER", tier_name)
    args, _ = build(case)
    checker = WaitcntChecker(mode="warn")
    results, done = launch(case, "gfx942", args, checker)
    return results, _stats(done), [str(r) for r in checker.reports + done.extra["hazards"]]


def test_corpus_under_the_checker_native_equals_interpreter(eager, monkeypatch):
    """The dynamic checker works per block and sees native segments as interpreted ones."""
    ran = []
    ready = tier.Segment.ready

    def counted(self, st, w):
        run = ready(self, st, w)
        ran.append(run is not None)
        return run
    monkeypatch.setattr(tier.Segment, "ready", counted)
    for case in GFX942[::3]:
        native = _checked(case, monkeypatch, "native")
        reference = _checked(case, monkeypatch, "interpreter")
        assert native[1:] == reference[1:], case.name
        for index, got in native[0].items():
            assert got.tobytes() == reference[0][index].tobytes(), (case.name, index)
    assert sum(ran) > len(GFX942) // 3          # native segments ran under the checker


def test_missing_wait_is_reported_the_same_around_a_native_segment(eager):
    from gcnsim.asm import assemble
    from gcnsim.emu.env import Env
    from gcnsim.emu.executor import Executor
    from gcnsim.emu.memory import DeviceMemory
    from gcnsim.emu.program import CodeImage
    from gcnsim.emu.state import WaveState
    text = ("s_load_dword s4, s[0:1], 0x0\nv_add_u32 v1, v2, v3\nv_mul_f32 v2, v1, v1\n"
            "s_add_u32 s5, s4, 1\ns_endpgm")
    reports = []
    for native in (True, False):
        memory = DeviceMemory()
        base = memory.alloc(64)
        st = WaveState(1, 8)
        st.set_exec(np.array([0xFFFFFFFFFFFFFFFF], np.uint64))
        st.s[0, 0], st.s[0, 1] = base & 0xFFFFFFFF, base >> 32
        code = CodeImage("gfx942", assemble(text, "gfx942").text, 0x1000)
        checker = WaitcntChecker(mode="warn")
        env = Env(code.target, memory, checker=checker,
                  native=tier.NativeTier(code.target) if native else None)
        Executor(st, code, env).run(0x1000)
        reports.append([str(r) for r in checker.reports])
        if native:
            assert any(s.functions for cuts in env.native._segments.values()
                       for found in cuts.values() for s in found.values())
    assert reports[0] == reports[1] and len(reports[0]) == 1


def test_tier_option_and_environment(monkeypatch):
    monkeypatch.delenv("GCNSIM_TIER", raising=False)
    assert LaunchOptions(grid=64).tier == "native"
    assert LaunchOptions(grid=64, tier="interpreter").tier == "interpreter"
    monkeypatch.setenv("GCNSIM_TIER", "interpreter")
    assert LaunchOptions(grid=64).tier == "interpreter"
    assert LaunchOptions(grid=64, tier="native").tier == "native"
    with pytest.raises(LaunchError, match="tier must be one of native, interpreter, got 'jit'"):
        LaunchOptions(grid=64, tier="jit")
    monkeypatch.setenv("GCNSIM_TIER", "fast")
    with pytest.raises(LaunchError, match="GCNSIM_TIER must be one of"):
        LaunchOptions(grid=64)


def test_short_launch_never_loads_llvmlite(tmp_path):
    """(On a fresh cache: a code's record of an earlier hot run would load its segments.)"""
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    env.pop("GCNSIM_CACHE", None)
    script = (
        "import sys, numpy as np\n"
        "from gcnsim.runtime import Device\n"
        "from tests.kernels.test_kernels import KERNELS\n"
        "dev = Device('gfx900')\n"
        "prog = dev.load(KERNELS / 'gfx900' / 'saxpy.hsaco')\n"
        "x = dev.array(np.ones(256, np.float32)); y = dev.array(np.ones(256, np.float32))\n"
        "prog.saxpy(2.0, x, y, 256, grid=256, block=256)\n"
        "assert y.numpy()[0] == 3.0\n"
        "print(sorted(m for m in sys.modules if m.startswith('llvmlite')))\n")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         check=True, env=env)
    assert out.stdout.strip() == "[]"


CACHED = """
import numpy as np
from gcnsim.native import cache, jit, tier
from gcnsim.runtime import Device
from tests.kernels.test_kernels import KERNELS
for name in {zeroed}:
    setattr(tier, name, 0.0)
for name in {raised}:
    setattr(tier, name, 1e9)
dev = Device('gfx942')
prog = dev.load(KERNELS / 'gfx942' / 'saxpy.hsaco')
x = dev.array(np.ones(1 << 16, np.float32)); y = dev.array(np.ones(1 << 16, np.float32))
for _ in range(3):
    prog.saxpy(2.0, x, y, 1 << 16, grid=1 << 16, block=256, checker=None)
assert (y.numpy() == 7.0).all()
engine = jit.Jit._instance
print(0 if engine is None else engine.compiled, 0 if engine is None else len(engine.named))
"""


def test_a_segment_in_the_disk_cache_costs_its_loading(tmp_path):
    """A new process finds a kernel's segments through the cache's index (cache.py): with
    only the thresholds of cutting and starting the JIT at 0 and compiling's costly, it runs
    saxpy's segments natively within 3 launches having compiled nothing, where with an empty
    cache compiling costs more than 3 launches have spent (nothing native)."""
    def run(cache, zeroed, raised=()):
        env = {**os.environ, "XDG_CACHE_HOME": str(cache)}
        env.pop("GCNSIM_CACHE", None)
        env.pop("GCNSIM_TIER", None)
        out = subprocess.run([sys.executable, "-c", CACHED.format(zeroed=zeroed,
                                                                  raised=raised)], env=env,
                             capture_output=True, text=True, check=True)
        return tuple(map(int, out.stdout.split()))
    started = ("CUT_SECONDS", "CUT_STARTED_SECONDS", "START_SECONDS")
    costly = ("QUICK_SECONDS", "COMPILE_SECONDS")
    compiled, named = run(tmp_path / "a", tier.THRESHOLDS)
    assert compiled > 0 and named > 0
    assert run(tmp_path / "a", started, costly) == (0, named)
    assert run(tmp_path / "b", started, costly) == (0, 0)


RECORDED = """
import numpy as np
from gcnsim.native import jit, tier
from gcnsim.runtime import Device
from tests.kernels.test_kernels import KERNELS
for name in {zeroed}:
    setattr(tier, name, 0.0)
dev = Device('gfx942')
prog = dev.load(KERNELS / 'gfx942' / 'saxpy.hsaco')
x = dev.array(np.ones(1 << 16, np.float32)); y = dev.array(np.ones(1 << 16, np.float32))
for _ in range({launches}):
    prog.saxpy(2.0, x, y, 1 << 16, grid=1 << 16, block=256, checker=None)
assert (y.numpy() == 1 + 2 * {launches}).all()
engine = jit.Jit._instance
print(0 if engine is None else engine.compiled, 0 if engine is None else len(engine.named))
"""


def test_a_codes_record_loads_its_cached_segments_at_first_sight(tmp_path):
    """A process that compiled a kernel's segments leaves the code's record (record.Record: what
    it spent interpreting each block): a new process loads them in its first launch, compiling
    nothing, where its own count would not yet have cut a block (with only the process's
    thresholds at 0); without the record it runs that launch interpreted."""
    def run(zeroed, launches=1, cache="on"):
        env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path), "GCNSIM_CACHE": cache}
        env.pop("GCNSIM_TIER", None)
        script = RECORDED.format(zeroed=zeroed, launches=launches)
        out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                             text=True, check=True)
        return tuple(map(int, out.stdout.split()))
    process = ("CUT_SECONDS", "START_SECONDS")
    assert run(process) == (0, 0)
    records = lambda: list((tmp_path / "gcnsim" / "native").glob("record-*"))  # noqa: E731
    assert len(records()) == 1                          # written as the process ended
    compiled, named = run(tier.THRESHOLDS, launches=8)
    assert compiled > 0 and len(records()) == 1
    assert run(process) == (0, named)
    assert run(process, cache="off") == (0, 0)


EPILOGUE = """
import json
import numpy as np
from gcnsim.runtime import Device
from tests.kernels.test_triton import MANIFESTS
from tests.kernels.triton_cases import CASES
path = next(p for p in MANIFESTS if p.stem == 'matmul_f16'
            and json.loads(p.read_text())['target'] == 'gfx942')
manifest = json.loads(path.read_text())
_, args, _ = CASES[manifest['reference']](manifest, np.random.default_rng(1))
dev = Device('gfx942')
kernel = dev.load(path.with_suffix('.hsaco').read_bytes())[manifest['kernel']]
args = [dev.array(a) if isinstance(a, np.ndarray) and a.ndim else a for a in args]
for _ in range({launches}):
    kernel(*args, grid=manifest['grid'], block=manifest['block'],
           shared_mem=manifest['shared'], checker=None, workers=1)
native = kernel.loaded.code.native
stores = [block.entries[k].pc for block in native._spent for k in range(len(block.entries))
          if block.entries[k].inst.op.name == 'global_store_dwordx4']
compiled = {{block.entries[k].pc for block, cuts in native._segments.items()
             for found in cuts.values() for segment in found.values() if segment.functions
             for k in range(segment.start, segment.end)}}
print(sum(pc in compiled for pc in set(stores)), len(set(stores)))
"""


def test_a_matmul_epilogues_stores_run_natively_in_a_second_process(tmp_path):
    """The Triton f16 matmul's epilogue stores (global_store_dwordx4 in blocks of two, split
    off by the waves' s_cbranch_execz) are compiled where the code runs often: after a process
    of 13 launches (the corpus benchmark's), a second one runs them natively from its second
    launch (what the first spent and as much again expected: record.Record.of; they stayed
    interpreted for 22 launches when cut only at 5 ms, where compiling them costs 2.8, and for
    8 with the first's sum alone)."""
    def run(launches):
        env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
        env.pop("GCNSIM_CACHE", None)
        env.pop("GCNSIM_TIER", None)
        out = subprocess.run([sys.executable, "-c", EPILOGUE.format(launches=launches)],
                             env=env, capture_output=True, text=True, check=True)
        return tuple(map(int, out.stdout.split()))
    compiled, stores = run(13)
    assert stores == 4
    assert run(2) == (4, 4)


def _recorded_code(monkeypatch, tmp_path, text, seconds):
    """A code of ``text`` whose record holds ``seconds`` ({block offset: (most, sum, made)}),
    with a cache of the test's own, the process's thresholds at 0 and its runs not written."""
    import hashlib
    from gcnsim.asm import assemble
    from gcnsim.emu.program import CodeImage
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("GCNSIM_CACHE", raising=False)
    monkeypatch.setattr(tier, "PROCESS", tier.Spent())
    monkeypatch.setattr(record, "KEEP_SECONDS", 1e9)  # (this test's own runs not written)
    for name in ("CUT_SECONDS", "START_SECONDS"):      # (the process's thresholds aside)
        monkeypatch.setattr(tier, name, 0.0)
    code = CodeImage("gfx942", assemble(text, "gfx942").text)
    cache.write_record(hashlib.sha256(b"gfx942" + code.data).hexdigest(), seconds)
    return code, tier.NativeTier(code.target, record.Record(code))


def _first_cut(entries):
    """What a block of ``entries`` costs before its code's first launch cuts it."""
    return tier.FIRST_CUT_TIMES * (tier.QUICK_SECONDS + entries * (
        tier.LOWER_SECONDS + tier.QUICK_INSTRUCTION_SECONDS))


def test_a_first_launch_cuts_only_what_spent_ten_times_cutting_and_compiling_it(
        monkeypatch, tmp_path):
    """In a code's first launch in a process a block is cut once it (with the most one earlier
    process spent where functions were made) cost FIRST_CUT_TIMES what cutting and compiling it
    at O0 would (the language corpus's first launches were 25% slower than interpreted, cut
    at CUT_STARTED_SECONDS), the record not counted where no process made functions of its
    segments; from its second launch on at CUT_STARTED_SECONDS, the record's sum counted."""
    from gcnsim.emu.state import WaveState
    text = "v_add_f32 v1, v2, v3\nv_mul_f32 v4, v1, v1\ns_endpgm"
    hot, cold = 1.01 * _first_cut(3), 0.99 * _first_cut(3)
    assert cold > tier.CUT_STARTED_SECONDS
    code, native = _recorded_code(monkeypatch, tmp_path, text, {0: (hot, hot, True)})
    segment = native.segments(code.block(0), 1)[0]      # cut at first sight
    st, waves = WaveState(1, 8), np.arange(1)
    assert segment.ready(st, waves) is None and not segment.levels     # nothing to load
    for most, made in ((hot, False), (cold, True)):
        code, native = _recorded_code(monkeypatch, tmp_path / str(made), text,
                                      {0: (most, most, made)})
        assert native.segments(code.block(0), 1) == {}
        native.keep()                                   # the first launch ended: the sum
        assert native.segments(code.block(0), 1)        # over processes cuts it
    code, native = _recorded_code(monkeypatch, tmp_path / "none", text, {})
    per = tier.interpreted(3, 0, 0, 1)
    runs = int(tier.CUT_STARTED_SECONDS / per) + 1
    assert not any(native.segments(code.block(0), 1) for _ in range(runs))
    native.keep()
    assert native.segments(code.block(0), 1)            # its own count, past the first launch


def test_a_codes_record_takes_what_was_not_written_as_the_code_goes(monkeypatch, tmp_path):
    """After a launch a record is written only once the code's count doubled; as the code's
    NativeTier goes (its finalizer: dispatch.native_tier) or the process ends, the rest is
    written where a block may yet have a segment made (a kernel launched a dozen times left no
    record), never by another process (a forked worker inherits the finalizer); the finalizer
    holds the record alone, so the NativeTier (whose blocks' steps hold device memory) goes
    with its code."""
    import gc
    import weakref
    from gcnsim.emu import dispatch
    text = "v_add_f32 v1, v2, v3\nv_mul_f32 v4, v1, v1\ns_endpgm"
    code, native = _recorded_code(monkeypatch, tmp_path, text, {})
    assert native.segments(code.block(0), 1) == {}
    native.keep()                                       # (KEEP_SECONDS not reached)
    assert cache.read_record(native.record.key) == {}
    native.record.ending(os.getpid() + 1)
    assert cache.read_record(native.record.key) == {}
    native.record.ending(os.getpid())
    spent = tier.interpreted(3, 0, 0, 1)
    assert cache.read_record(native.record.key) == {0: (spent, spent, False)}
    code, _ = _recorded_code(monkeypatch, tmp_path / "goes", text, {})
    native = dispatch.native_tier(code)
    native.segments(code.block(0), 1)
    native.keep()
    key, gone = native.record.key, weakref.ref(native)
    assert cache.read_record(key) == {}
    del code, native
    gc.collect()
    assert gone() is None and cache.read_record(key) == {0: (spent, spent, False)}


def test_what_earlier_processes_spent_compiles_at_o0_after_a_first_launch(
        monkeypatch, tmp_path):
    """What every earlier process spent on a block (the record's sum) pays for compiling its
    segments at O0 once a launch of the code ended in this process (a segment no process's own
    count paid for stayed interpreted in every process: the Triton corpus's repeated launches
    15% interpreted), never in the code's first launch (which stays no slower than
    interpreted) and never at O2 (50 ms a segment, compiled round after round)."""
    from gcnsim.emu.state import WaveState
    text = "v_add_f32 v1, v2, v3\nv_mul_f32 v4, v1, v1\ns_endpgm"
    hot = 2 * _first_cut(3)
    code, native = _recorded_code(monkeypatch, tmp_path, text, {0: (hot, 1e3, True)})
    segment = native.segments(code.block(0), 1)[0]
    st, waves = WaveState(1, 8), np.arange(1)
    assert segment.ready(st, waves) is None and not segment.levels
    native.keep()                                       # the first launch ended
    assert segment.earlier > segment.cost(0, 2)         # (would pay for O2 too)
    assert segment.ready(st, waves) is not None and segment.levels == {0: 0}


def test_a_record_that_is_not_one_reads_as_empty(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("GCNSIM_CACHE", raising=False)
    cache.write_record("k", {0: (0.5, 2.5, True), 64: (1e-3, 1e-3, False)})
    assert cache.read_record("k") == {0: (0.5, 2.5, True), 64: (1e-3, 1e-3, False)}
    for bad in (b"\xff\xfe", b"0 x 1 1\n", b"1 2 1\n"):
        cache.record_path("k").write_bytes(bad)
        assert cache.read_record("k") == {}
    monkeypatch.setenv("GCNSIM_CACHE", "off")
    assert cache.read_record("k") == {} and cache.record_path("k") is None


def test_a_segment_llvm_refuses_stays_interpreted(eager, monkeypatch):
    from gcnsim.asm import assemble
    from gcnsim.emu.program import CodeImage
    from gcnsim.emu.state import WaveState
    from gcnsim.native.lower import lowering

    def refuse(*args, **kwargs):
        raise jit.NativeError("refused")
    monkeypatch.setattr(jit.Jit.get(), "function_named", refuse)
    code = CodeImage("gfx942", assemble("v_add_f32 v1, v2, v3\ns_endpgm", "gfx942").text)
    segment = tier.Segment(0, 1, (lowering(code.block(0).entries[0].inst, code.target),),
                           [True])
    st, waves = WaveState(1, 8), np.arange(1)
    assert [segment.ready(st, waves) for _ in range(3)] == [None] * 3   # was False once made


IR = """define void @{name}(ptr %p) {{
  store i32 7, ptr %p
  ret void
}}
"""


def _call(address):
    import ctypes
    cell = ctypes.c_uint32(0)
    ctypes.CFUNCTYPE(None, ctypes.c_void_p)(address)(ctypes.addressof(cell))
    return cell.value


def test_cache_entry_written_then_loaded(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("GCNSIM_CACHE", raising=False)
    engine = jit.Jit.get()
    name = f"cache_test_{tmp_path.name}"
    compiled = engine.compiled
    assert _call(engine.function(IR.format(name=name), name)) == 7
    entries = list((tmp_path / "gcnsim" / "native").iterdir())
    assert len(entries) == 1 and entries[0].read_bytes().startswith(cache.MAGIC)
    assert engine.compiled == compiled + 1
    other = f"{name}_b"
    text = IR.format(name=other)
    good = entries[0].read_bytes()
    (entries[0].parent / _key(engine, text)).write_bytes(good[:-9] + b"corrupted")
    assert _call(engine.function(text, other)) == 7
    assert engine.compiled == compiled + 2            # recompiled, never trusted
    assert cache.read_entry(_key(engine, text)) is not None  # and rewritten whole
    assert not [p for p in entries[0].parent.iterdir() if p.name.startswith(".tmp-")]


def _key(engine, text):
    return engine._key(text, 2)


def test_a_bad_index_entry_is_recompiled_and_rewritten(monkeypatch, tmp_path):
    """An index entry (cache.py) from another host, or garbage, or naming a missing object,
    never stands for code: the function is compiled and its entry rewritten."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("GCNSIM_CACHE", raising=False)
    engine = jit.Jit.get()
    for k, bad in enumerate((b"\xff\xfe", b"other host\n" + b"0" * 64,
                             f"{engine.identity}\n{'0' * 64}".encode())):
        name = f"index_test_{tmp_path.name}_{k}"
        path = cache.index_path(name)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(bad)
        compiled = engine.compiled
        assert _call(engine.function_named(name, lambda n=name: IR.format(name=n),
                                           signature="void (ptr)")) == 7
        assert engine.compiled == compiled + 1
        key = _key(engine, IR.format(name=name))
        assert path.read_text() == f"{engine.identity}\n{key}\n{name}"


def test_blocks_of_a_process_pay_for_cutting_together(monkeypatch):
    """Importing the translator is paid once a process: a block is cut once it has cost
    CUT_STARTED_SECONDS and every block of the process together CUT_SECONDS (a corpus of
    small kernels goes native; one short launch does not)."""
    from gcnsim.asm import assemble
    from gcnsim.emu.program import CodeImage
    monkeypatch.setattr(tier, "PROCESS", tier.Spent())
    text = assemble("v_add_f32 v1, v2, v3\nv_mul_f32 v4, v1, v1\ns_endpgm", "gfx942").text
    codes = [CodeImage("gfx942", text) for _ in range(2)]
    tiers = [tier.NativeTier(code.target) for code in codes]
    blocks = [code.block(0) for code in codes]
    per = tier.interpreted(3, 0, 0, 1000)
    calls = int(0.6 * tier.CUT_SECONDS / per) + 1
    for native in tiers:
        native.keep()                       # (past their code's first launch: test above)
    assert not any(tiers[0].segments(blocks[0], 1000) for _ in range(calls))
    assert any(tiers[1].segments(blocks[1], 1000) for _ in range(calls))
    assert tiers[0].segments(blocks[0], 1000)


def test_a_loop_and_a_straight_segment_have_their_own_names():
    from gcnsim.asm import assemble
    from gcnsim.emu.program import CodeImage
    from gcnsim.native.lower import lowering
    code = CodeImage("gfx942", assemble("s_add_u32 s0, s0, 1\ns_endpgm", "gfx942").text)
    lowered = (lowering(code.block(0).entries[0].inst, code.target),)
    straight = tier.Segment(0, 1, lowered, [True])
    loop = tier.Segment(0, 1, lowered, [True], "s_cbranch_scc1")
    assert straight.name(0) != loop.name(0) and straight.name(0) != straight.name(0x3F0)


def test_cache_off_writes_nothing(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("GCNSIM_CACHE", "off")
    name = f"cache_off_{tmp_path.name}"
    assert _call(jit.Jit.get().function(IR.format(name=name), name)) == 7
    assert not (tmp_path / "gcnsim").exists()
    assert cache.cache_dir() is None


def test_segments_skip_what_native_does_not_cover(eager):
    from gcnsim.asm import assemble
    from gcnsim.emu.program import CodeImage
    code = CodeImage("gfx900", assemble(
        "v_add_f32 v1, v2, v3\nv_add_u32 v4, v1, v1\nv_sin_f32 v5, v4\nv_mul_f32 v6, v5, v5\n"
        "s_endpgm", "gfx900").text)
    found = tier.NativeTier(code.target).segments(code.block(0), 1)
    assert [(s.start, s.end, s.valu) for s in found.values()] == [(0, 2, 2), (3, 4, 1)]


def test_a_segment_ends_at_an_exec_writer(eager):
    """VALU entries of a segment count the lanes active at its start: an instruction writing
    EXEC is its last entry, and the next segment starts after it."""
    from gcnsim.asm import assemble
    from gcnsim.emu.program import CodeImage
    code = CodeImage("gfx942", assemble(
        "v_cmp_gt_u32_e32 vcc, v1, v2\nv_cndmask_b32_e32 v3, v4, v5, vcc\n"
        "s_and_saveexec_b64 s[0:1], vcc\nv_readfirstlane_b32 s2, v3\n"
        "s_or_b64 exec, exec, s[0:1]\nv_add_co_u32_e32 v6, vcc, v3, v3\ns_endpgm",
        "gfx942").text)
    found = tier.NativeTier(code.target).segments(code.block(0), 1)
    assert [(s.start, s.end, s.valu) for s in found.values()] == [(0, 3, 2), (3, 5, 1),
                                                                  (5, 6, 1)]


def test_exec_writes_and_lane_reads_run_native_as_interpreted(eager):
    """A block with compares, saveexec, readfirstlane and an EXEC restore, run natively and
    interpreted from the same random registers: the same registers and lane statistics."""
    import numpy as np

    from gcnsim.asm import assemble
    from gcnsim.emu.env import Env
    from gcnsim.emu.executor import Executor
    from gcnsim.emu.program import CodeImage
    from tests.native.differential import random_state
    text = ("v_cmp_gt_u32_e32 vcc, v1, v2\ns_and_saveexec_b64 s[40:41], vcc\n"
            "v_add_co_u32_e32 v33, vcc, v3, v4\nv_addc_co_u32_e32 v34, vcc, v5, v6, vcc\n"
            "v_readfirstlane_b32 s42, v34\ns_or_b64 exec, exec, s[40:41]\n"
            "v_cndmask_b32_e32 v35, v33, v34, vcc\ns_endpgm")
    results = []
    for native in (True, False):
        code = CodeImage("gfx942", assemble(text, "gfx942").text, 0x1000)
        st = random_state(np.random.default_rng(3), 4, 0x3F0)
        env = Env(code.target, None, native=tier.NativeTier(code.target) if native else None)
        stats = Executor(st, code, env).run(0x1000)
        results.append((st.v.tobytes(), st.s.tobytes(), st.scc.tobytes(),
                        stats.valu_lanes_active))
        if native:
            assert all(s.functions for s in env.native.segments(code.block(0x1000), 4).values())
    assert results[0] == results[1]


def test_a_memory_access_counts_per_wave_in_a_segments_hotness(monkeypatch):
    """A VMEM or LDS access costs the interpreter per wave (tier.INTERPRETED_ACCESS_SECONDS):
    the Triton matmul's one-load segments of 1024 waves are compiled within a launch or two."""
    for name in ("QUICK_SECONDS", "COMPILE_SECONDS"):     # (not made here, whatever the JIT
        monkeypatch.setattr(tier, name, 1e9)             # of the process has)
    from gcnsim.asm import assemble
    from gcnsim.emu.program import CodeImage
    from gcnsim.emu.state import WaveState
    from gcnsim.native.lower import lowering
    code = CodeImage("gfx942", assemble("global_load_dwordx2 v[2:3], v[0:1], off\ns_endpgm",
                                        "gfx942").text)
    entry = code.block(0).entries[0]
    segment = tier.Segment(0, 1, (lowering(entry.inst, code.target),), [False])
    assert segment.accesses == 1
    assert segment.ready(WaveState(1024, 8), np.arange(1024)) is None
    assert segment.spent >= 1024 * tier.INTERPRETED_ACCESS_SECONDS


def test_a_batchs_call_arguments_are_made_once_for_all_segments_and_contexts_copied(
        monkeypatch):
    """tier.Frames: a batch's register and index addresses and its memory context are made
    once for every segment of the code run over it; each call gets the context copied afresh
    into the frame's one array (its slot 5 counts the call's stores), with that array's
    address; new allocations or another batch make them anew."""
    from gcnsim.emu.env import Env
    from gcnsim.emu.memory import DeviceMemory
    from gcnsim.emu.state import WaveState
    from gcnsim.native import memory
    made = []

    def make(env, st, descs=None, allocations=None, watch=None):
        made.append(st)
        held.append(allocations)
        return np.arange(12, dtype=np.int64)
    held = []
    monkeypatch.setattr(memory, "context", make)
    frames = tier.Frames()
    env, st, idx = Env("gfx942", DeviceMemory()), WaveState(4, 8), np.arange(4)
    args, frame = frames.of(st, idx, env)
    first, at = frame.context(env)
    assert at == memory.pointer(first)
    first[5] = 99                                   # a call's stores
    again, same = frames.of(st, idx, env)
    assert same is frame and again is args and made == [st]
    ctx, where = frame.context(env)
    assert ctx is first and where == at and first[5] == 5
    assert args[:3] == (memory.pointer(st.v), memory.pointer(st.s), memory.pointer(st.scc))
    assert args[3:] == (8, memory.pointer(idx), 4)
    some = np.arange(2)
    args, same = frames.of(st, some, env)           # other waves of the batch: their indices
    assert same is frame and args[4:] == (memory.pointer(some), 2)
    env.memory.alloc(64)                            # (between batches only)
    frames.of(st, idx, env)[1].context(env)
    other = WaveState(4, 8)
    frames.of(other, idx, env)[1].context(env)
    assert made == [st, st, other]
    before = env.memory.allocations                 # another thread sharing the device
    _, frame = frames.of(st, idx, env)              # allocates between the frame and its
    env.memory.alloc(64)                            # context: the context is made of the
    frame.context(env)                              # allocations the frame was keyed by
    assert held[-1] is before is frame.allocations and len(before) == 1


def test_a_batchs_modes_agree_where_their_float_bits_do():
    """Segment.ready's check (tier._same): bits of MODE outside FLOAT_BITS (GPR_IDX_EN) do not
    split a batch; a float bit of one wave does."""
    from gcnsim.semantics.fpmode import FLOAT_BITS
    modes = np.full(1024, 0xF0, np.uint32)
    mode = 0xF0 & FLOAT_BITS
    assert tier._same(modes, mode)
    modes[700] |= np.uint32(1 << 27)
    assert tier._same(modes, mode)
    modes[5] ^= np.uint32(FLOAT_BITS & -FLOAT_BITS)        # its lowest float bit
    assert not tier._same(modes, mode)


def test_a_batchs_mode_is_read_alike_for_few_and_many_waves():
    """tier._mode reads a few waves' MODEs as Python integers, many with numpy: the same
    answers (the first wave's float bits; whether every wave has them)."""
    from gcnsim.semantics.fpmode import FLOAT_BITS
    low = FLOAT_BITS & -FLOAT_BITS
    for waves in (1, 4, tier.SMALL_BATCH, tier.SMALL_BATCH + 1, 1024):
        modes = np.full(waves, 0xF0, np.uint32)
        assert tier._mode(modes) == (0xF0 & FLOAT_BITS, True)
        modes[-1] |= np.uint32(1 << 27)                     # outside the float bits
        assert tier._mode(modes) == (0xF0 & FLOAT_BITS, True)
        modes[-1] ^= np.uint32(low)
        first = (0xF0 ^ low if waves == 1 else 0xF0) & FLOAT_BITS
        assert tier._mode(modes) == (first, waves == 1)
        assert tier._mode(modes[-1:]) == ((0xF0 ^ low) & FLOAT_BITS, True)
    assert tier._mode(np.zeros(0, np.uint32)) == (0, True)


def test_a_record_is_written_as_its_count_doubles_or_more_blocks_are_made(monkeypatch):
    """Record.keep writes after a launch once the code's count grew KEEP_SECONDS and doubled
    since the last write, or functions of another block were made: ~log2(n) writes for n
    native launches (the Triton corpus's later rounds spent 13% of their time writing)."""
    from gcnsim.asm import assemble
    from gcnsim.emu.program import CodeImage
    writes = []
    monkeypatch.setattr(cache, "read_record", lambda key: {})
    monkeypatch.setattr(cache, "write_record", lambda key, seconds: writes.append(seconds))
    code = CodeImage("gfx942", assemble("s_endpgm", "gfx942").text)
    kept = record.Record(code)
    step = record.KEEP_SECONDS / 4
    for launch in range(1, 65):
        kept.keep({0: launch * step}, set(), True)
    assert [w[0][0] for w in writes] == [k * step for k in (4, 8, 16, 32, 64)]
    kept.keep({0: 64.5 * step}, {0}, True)            # its functions made: written at once
    assert len(writes) == 6 and writes[-1][0][2]
def test_a_segment_asks_whether_a_level_pays_only_once_it_may(monkeypatch, tmp_path):
    """Segment.due: where no level pays, a segment asks again only once its count reaches the
    cheapest level's cost or, with no function yet, the JIT has more functions (an access
    function made lowers a cost); it is then compiled, with Python's cyclic collector
    paused."""
    import gc
    from gcnsim.asm import assemble
    from gcnsim.emu.program import CodeImage
    from gcnsim.emu.state import WaveState
    from gcnsim.native.lower import lowering
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("GCNSIM_CACHE", raising=False)
    for name in ("CUT_SECONDS", "START_SECONDS", "QUICK_INSTRUCTION_SECONDS"):
        monkeypatch.setattr(tier, name, 0.0)
    monkeypatch.setattr(tier, "QUICK_SECONDS", 1.0)
    monkeypatch.setattr(tier, "COMPILE_SECONDS", 10.0)
    text = assemble("v_add_f32 v1, v2, v3\nv_mul_f32 v4, v1, v1\ns_endpgm", "gfx942").text
    code = CodeImage("gfx942", text)
    lowered = tuple(lowering(e.inst, code.target) for e in code.block(0).entries[:2])
    segment = tier.Segment(0, 2, lowered, [True, True])
    asked, collecting = [], []
    better, engine = tier.Segment._better, jit.Jit.get()
    monkeypatch.setattr(tier.Segment, "_better", lambda s, mode: asked.append(mode) or
                        better(s, mode))
    monkeypatch.setattr(engine, "function_named", lambda *a, named=engine.function_named, **k: (
        collecting.append(gc.isenabled()) or named(*a, **k)))
    st, waves = WaveState(1, 8), np.arange(1)
    for _ in range(3):
        assert segment.ready(st, waves) is None
    assert len(asked) == 1                          # due at O0's cost (1 s)
    functions = iter(range(10, 20))
    monkeypatch.setattr(tier, "_jit_functions", lambda: next(functions))
    assert segment.ready(st, waves) is None and len(asked) == 2     # the JIT has more
    monkeypatch.setattr(tier, "_jit_functions", lambda: 0)
    segment.spent = 1.0
    assert segment.ready(st, waves) is not None and segment.levels == {0: 0}
    assert len(asked) == 3 and collecting == [False] and gc.isenabled()
    assert segment.ready(st, waves) is not None and len(asked) == 4   # due at O2's cost
    monkeypatch.setattr(tier, "_jit_functions", lambda: next(functions))
    assert segment.ready(st, waves) is not None and len(asked) == 4   # made: its count only


def test_the_collector_paused_is_put_back_as_it_was():
    import gc
    with tier.collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    gc.disable()
    try:
        with tier.collector_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()




def test_an_access_function_costs_each_segment_needing_it_a_share(eager, monkeypatch):
    """An access function (native/memory.py) is made once for every segment of the code that
    needs it, so each counts its share of making it (the Triton corpus's small memory segments
    each counted a whole one, 9.7 ms at O0, and none ever paid in 13 launches)."""
    from gcnsim.asm import assemble
    from gcnsim.emu.program import CodeImage
    monkeypatch.setattr(tier, "_shape_cost", lambda shape, level: (0.007, False))
    load = "global_load_dword v1, v[2:3], off\n"
    code = CodeImage("gfx942", assemble(
        load + "s_and_saveexec_b64 s[0:1], vcc\nv_mov_b32 v4, 0\n" + load + "s_endpgm",
        "gfx942").text)
    found = list(tier.NativeTier(code.target).segments(code.block(0), 1).values())
    assert len(found) == 2 and found[0].shapes == found[1].shapes != []
    alone = CodeImage("gfx942", assemble(load + "s_endpgm", "gfx942").text)
    single = tier.NativeTier(alone.target).segments(alone.block(0), 1)[0]
    own = single._own_cost(0, 0)[0]
    assert single.cost(0, 0) == pytest.approx(own + 0.007)
    assert found[1].cost(0, 0) == pytest.approx(found[1]._own_cost(0, 0)[0] + 0.007 / 2)
