"""The native tier's memory instructions on every target against the interpreter, bit for bit
(tests/native/memory_cases.py): registers, allocations, LDS, DeviceMemory.stores and a
worker's marks; a lane past an allocation or the LDS leaves its instruction to the
interpreter, which raises the same MemoryViolation (benchmarks/native_speed.py --sweep runs
more seeds)."""
import struct

import numpy as np
import pytest

from gcnsim.asm import assemble
from gcnsim.emu.hsa import launch_kernel, load_image
from gcnsim.emu.launch import LaunchOptions
from gcnsim.emu.memory import DeviceMemory
from gcnsim.emu.program import CodeImage
from gcnsim.errors import MemoryViolation
from gcnsim.native import lds, tier
from gcnsim.native.coverage import memory_forms
from gcnsim.native.memory import pointer
from gcnsim.native.lower import lowering
from tests.emu.test_dispatch import code_object
from tests.emu.test_workers import DIRECTIVES, store_group_id
from tests.native.buffer_cases import program as buffer_program
from tests.native.memory_cases import (BATCH, LDS_BYTES, SIZES, _random_bytes, compare, program,
                                       run_both, state)

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")


@pytest.fixture(autouse=True)
def _no_cache(monkeypatch):
    monkeypatch.setenv("GCNSIM_CACHE", "off")


@pytest.mark.parametrize("target", TARGETS)
def test_memory_matches_interpreter(target):
    for seed, watched in ((1, True), (2, False)):
        diffs, ran, error = compare(target, seed, watched=watched)
        assert not diffs, "\n".join(diffs[:20])
        assert ran == len(program(target)) * BATCH.size and error is None


@pytest.mark.parametrize("target", ("gfx900", "gfx942"))
def test_dense_waves_match_interpreter(target):
    """A wave with EXEC full whose lanes are an access's width apart is read or written whole
    (device.py): every width, aligned and not, watched and not; a batch whose waves are all
    dense one after another (a saxpy's) marks a worker's dwords as one range (Marks.range)."""
    for stride, whole in ((1, False), (2, False), (4, False), (8, False), (12, False),
                          (16, False), (2, True), (4, True)):
        diffs, ran, error = compare(target, 10 + stride + 20 * whole, watched=whole or (
            stride % 8 == 0), stride=stride, whole=whole)
        assert not diffs, "\n".join(diffs[:20])
        assert ran == len(program(target)) * BATCH.size and error is None


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("fault", ["memory", "lds", "scratch"])
def test_fault_left_to_the_interpreter(target, fault):
    if fault == "scratch" and target == "gfx701":
        return                              # no scratch_* instructions before gfx9
    diffs, ran, error = compare(target, 3, fault=fault)
    assert not diffs, "\n".join(diffs[:20])
    assert error[1] == (2, 0)          # the step names (wave position, lane): both sides
    register = {"lds": "v5", "memory": "v[0:1]", "scratch": "v7"}[fault]
    first = next(k for k, line in enumerate(program(target)) if register in line)
    assert ran == first * BATCH.size


@pytest.mark.parametrize("target", TARGETS)
def test_every_covered_memory_form_is_compared(target):
    """Here or in test_buffer.py (MUBUF and the atomics: buffer_cases.py)."""
    run = {line.split()[0] for line in program(target) + buffer_program(target)}
    forms = memory_forms(target)
    assert set(sum(forms.values(), [])) == run
    assert forms["lds"] and forms["scalar"] and forms["flat"] and forms["buffer"]
    assert bool(forms["global"]) == bool(forms["scratch"]) == (target != "gfx701")


@pytest.fixture
def eager(monkeypatch):
    """Every block compiled at first sight (the native tier by default)."""
    for name in tier.THRESHOLDS:
        monkeypatch.setattr(tier, name, 0.0)
    monkeypatch.delenv("GCNSIM_TIER", raising=False)
    ran = []
    ready = tier.Segment.ready

    def counted(self, st, w):
        run = ready(self, st, w)
        ran.append(run is not None and self.memory)
        return run
    monkeypatch.setattr(tier.Segment, "ready", counted)
    return ran


def test_workers_see_native_stores_conflict(eager):
    """A worker's native stores mark its dwords as interpreted ones do: the same dword from
    every workgroup is a conflict (rerun on one worker), dwords apart are not."""
    words, result = store_group_id(0, 8, 2)
    assert words.tolist() == [7] and result.workers == 1
    assert result.worker_rule.startswith("a cross-workgroup write conflict seen")
    words, result = store_group_id(4, 8, 2)
    assert words.tolist() == list(range(8)) and result.workers == 2
    assert any(eager)


def test_a_fault_names_the_same_wave_pc_lane_and_address(eager, monkeypatch):
    """Workgroups 2 and 3 store past the buffer: native segments leave the store to the
    interpreter, which raises what a launch without the native tier raises."""
    errors = []
    for name in ("interpreter", "native"):
        monkeypatch.setenv("GCNSIM_TIER", name)
        with pytest.raises(MemoryViolation) as err:
            store_group_id(4096, 4, 1, bytes_=8192)
        errors.append(str(err.value))
    assert errors[0] == errors[1] and "lane" in errors[0]
    assert any(eager)


def test_waves_of_a_workgroup_reading_the_same_lds_addresses_match_interpreter():
    for seed in range(3):
        diffs, ran, error = compare("gfx942", 20 + seed, shared=True)
        assert not diffs and error is None, "\n".join(diffs[:20])
        assert ran == len(program("gfx942")) * BATCH.size


# Runs of LDS loads of one address register (lds.runs: one phase each), as Triton's matmul
# reads its tiles: one ends where a load writes its address register, one has signed bytes.
LDS_RUNS = [f"ds_read_u16 v{16 + k}, v5 offset:{2 * k + 8 * (k % 3)}" for k in range(8)] + [
    "ds_read_i8 v24, v5 offset:3", "ds_read_i8 v25, v5 offset:9", "v_mov_b32 v26, v5",
    "ds_read_b64 v[28:29], v6 offset:8", "ds_read_b64 v[30:31], v6 offset:16",
    "ds_read_b32 v32, v6 offset:4", "ds_read_b32 v6, v6 offset:12", "ds_read_b32 v33, v5"]


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("far", [None, 400])
def test_a_run_of_lds_loads_of_one_address_matches_interpreter(target, far):
    """``far``: the sixth load of the first run reaches past the LDS for some lanes: the run is
    left to its loads one by one, and the interpreter gets that very one."""
    lines = list(LDS_RUNS)
    if far:
        lines[5] = f"ds_read_u16 v21, v5 offset:{far}"
    code = CodeImage(target, assemble("\n".join(lines), target).text)
    found = lds.runs([lowering(e.inst, code.target) for e in code.block(0, len(code.data)).entries])
    assert {k: run.count for k, run in found.items()} == {0: 8, 8: 2, 11: 2, 13: 2}
    for seed, watched in ((1, True), (2, False)):
        diffs, ran, error = run_both(
            target, lines, seed, watched, SIZES, _random_bytes,
            lambda rng, bases: state(rng, bases, None),
            lambda rng: rng.integers(0, 256, (3, LDS_BYTES), dtype=np.uint8))
        assert not diffs, "\n".join(diffs[:20])
        assert (ran, error is None) == ((5 * BATCH.size, False) if far else
                                        (len(lines) * BATCH.size, True))


@pytest.mark.parametrize("skew", [0, 2])
def test_a_range_marks_the_blocks_it_covers_whole_as_the_interpreter(monkeypatch, skew):
    """A batch of 200 dense waves (a saxpy's) reads and writes dwords 1000.. of an allocation
    of four blocks of BLOCK dwords: blocks 1 and 2 are marked whole (their whole bytes, not a
    byte per dword), blocks 0 and 3 dword by dword, natively as interpreted (``skew``: bytes
    the lanes' addresses are off their dwords)."""
    from gcnsim.emu.shared import BLOCK
    from gcnsim.emu.state import WaveState
    from tests.native import memory_cases
    waves = np.arange(200)
    monkeypatch.setattr(memory_cases, "BATCH", waves)

    def make_state(rng, bases):
        st = WaveState(waves.size, 256)
        pair = (np.uint64(bases[0] + 4000 + skew)
                + 4 * np.arange(waves.size * 64, dtype=np.uint64).reshape(-1, 64))
        st.v[:, 0] = (pair & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        st.v[:, 1] = (pair >> np.uint64(32)).astype(np.uint32)
        st.v[:, 2] = rng.integers(0, 1 << 32, (waves.size, 64), dtype=np.uint32)
        st.set_exec(np.full(waves.size, (1 << 64) - 1, np.uint64))
        return st
    lines = ["global_load_dword v3, v[0:1], off", "global_store_dword v[0:1], v2, off"]
    diffs, ran, error = run_both("gfx900", lines, 5, True, (16 * BLOCK,), _random_bytes,
                                 make_state, lambda rng: np.zeros((1, 64), np.uint8))
    assert not diffs and error is None, "\n".join(diffs[:20])
    assert ran == 2 * waves.size


# A workgroup's first instruction: lane 0 reads 4 bytes at 0x100 of its 256 bytes of LDS.
LDS_PAST_THE_END = """
  ds_read_b32 v1, v0 offset:256
  s_endpgm"""


def test_a_segment_faulting_at_its_first_entry_faults_as_interpreted(eager, monkeypatch):
    """The one-address LDS load (lds.py) first in its segment: the function leaves it to the
    interpreter, which runs it (it ran the segment again, forever, before)."""
    errors = []
    for name in ("interpreter", "native"):
        monkeypatch.setenv("GCNSIM_TIER", name)
        mem = DeviceMemory()
        _, kernels = load_image(mem, code_object("gfx90a", LDS_PAST_THE_END,
                                                 group_segment_fixed_size=256))
        with pytest.raises(MemoryViolation) as err:
            launch_kernel(mem, kernels["k"], LaunchOptions(128, 64, timeout=60), b"")
        errors.append(str(err.value))
    assert errors[0] == errors[1]
    assert "access of 4 bytes at 0x100 by lane 0" in errors[0] and "256-byte LDS" in errors[0]
    assert any(eager)


# Every lane adds the f32 denormal 3 * 2^-149 to the word at the argument, which holds 5 * 2^-149.
FADD_DENORMALS = """
  s_load_dwordx2 s[4:5], s[0:1], 0x0
  v_mov_b32 v1, 3
  v_mov_b32 v2, 0
  s_waitcnt lgkmcnt(0)
  global_atomic_add_f32 v0, v2, v1, s[4:5] {returns}
  s_waitcnt vmcnt(0)
  s_endpgm"""


@pytest.mark.parametrize("target, returns, word",
                         [("gfx90a", "glc", 0), ("gfx942", "sc0", 5 + 64 * 3)])
def test_memory_f32_atomic_add_flushes_denormals_where_the_target_does(eager, monkeypatch,
                                                                       target, returns, word):
    """gfx90a's global add_f32 flushes f32 denormals (inputs and sum, sign kept: LLVM D87864),
    gfx942's keeps them (LLVM FeatureMemoryAtomicFAddF32DenormalSupport): both tiers."""
    for name in ("interpreter", "native"):
        monkeypatch.setenv("GCNSIM_TIER", name)
        mem = DeviceMemory()
        _, kernels = load_image(mem, code_object(target, FADD_DENORMALS.format(returns=returns),
                                                 **DIRECTIVES))
        out = mem.alloc(4, struct.pack("<I", 5))
        launch_kernel(mem, kernels["k"], LaunchOptions(64, 64), struct.pack("<Q", out))
        assert struct.unpack("<I", mem.read(out, 4)) == (word,), name
    assert any(eager)


def test_pointer_is_the_arrays_first_byte_whatever_the_array():
    """memory.pointer (a ctypes view where it can, else ndarray.ctypes) gives what
    ndarray.ctypes.data gives: writable, empty, read-only, strided and offset arrays."""
    frozen = np.arange(8)
    frozen.flags.writeable = False
    for array in (np.zeros(16, np.uint32), np.zeros((0, 4), np.uint8), frozen,
                  np.arange(10)[::2], np.zeros((4, 4), np.int64)[1:]):
        assert pointer(array) == array.ctypes.data
