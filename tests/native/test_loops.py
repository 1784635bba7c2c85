"""Compiled loops (a block whose closing branch jumps to its start) against the interpreter:
the same registers and statistics over waves that leave at different trips, the budget
stopping at the same instruction, spin detection stopping the same hang with the same
message."""
import numpy as np
import pytest

from gcnsim.asm import assemble
from gcnsim.emu.env import Env
from gcnsim.emu.executor import BudgetExceeded, Executor
from gcnsim.emu.memory import DeviceMemory
from gcnsim.emu.program import CodeImage
from gcnsim.emu.spin import SpinHang
from gcnsim.emu.state import WaveState
from gcnsim.isa.targets import get_target
from gcnsim.native import tier

T = get_target("gfx942")
M64 = 0xFFFFFFFFFFFFFFFF
LOOP = """
loop:
  v_fma_f32 v1, v2, v3, v1
  v_add_u32 v2, v2, v4
  s_add_u32 s1, s1, s0
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  v_mov_b32 v5, s1
  s_endpgm
"""
SPIN = """
loop:
  v_add_u32 v1, v1, 0
  s_cmp_eq_u32 s2, 0
  s_cbranch_scc1 loop
  s_endpgm
"""


@pytest.fixture(autouse=True)
def _eager(monkeypatch):
    for name in tier.THRESHOLDS:
        monkeypatch.setattr(tier, name, 0.0)
    monkeypatch.setenv("GCNSIM_CACHE", "off")


def _run(text, native, trips, budget=None):
    st = WaveState(len(trips), 8)
    st.set_exec(np.array([M64, 0xF0F0, M64][:len(trips)], np.uint64))
    st.s[:, 0] = trips
    rng = np.random.default_rng(3)
    st.v[:] = rng.integers(0, 1 << 32, st.v.shape, dtype=np.uint32)
    st.v[:, 1:4] = np.float32(0.75).view(np.uint32)
    code = CodeImage(T, assemble(text, T).text, 0x1000)
    env = Env(T, DeviceMemory(), native=tier.NativeTier(T) if native else None)
    stats = Executor(st, code, env, budget=budget).run(0x1000)
    return st, stats, env


def _same(a, b):
    (st_a, stats_a, _), (st_b, stats_b, _) = a, b
    assert stats_a == stats_b
    for name in ("v", "s", "scc"):
        np.testing.assert_array_equal(getattr(st_a, name), getattr(st_b, name))


@pytest.mark.parametrize("trips", [[1000], [70, 300, 5], [3, 3]])
def test_loop_matches_interpreter(trips):
    native = _run(LOOP, True, trips)
    _same(native, _run(LOOP, False, trips))
    segments = next(found for cuts in native[2].native._segments.values()
                    for found in cuts.values() if found)
    assert [s.back_edge for s in segments.values()] == ["s_cbranch_scc1"]
    assert any(s.functions for s in segments.values())


def test_budget_stops_a_compiled_loop_at_the_same_instruction():
    messages = []
    for native in (True, False):
        with pytest.raises(BudgetExceeded) as caught:
            _run(LOOP, native, [5000], budget=12_345)
        messages.append(str(caught.value))
    assert messages[0] == messages[1]


def test_spin_detection_sees_a_compiled_loop_as_interpreted():
    messages = []
    for native in (True, False):
        with pytest.raises(SpinHang) as caught:
            _run(SPIN, native, [0])
        messages.append(str(caught.value))
    assert messages[0] == messages[1]


STORES = {      # a loop storing to a flag: (its text, whether it spins)
    "the same value": ("""
  v_mov_b32 v2, 1
loop:
  global_store_dword v0, v2, s[2:3]
  s_waitcnt vmcnt(0)
  s_branch loop
""", True),
    "an atomic adding 0": ("""
  v_mov_b32 v2, 0
loop:
  global_atomic_add v0, v2, s[2:3]
  s_waitcnt vmcnt(0)
  s_branch loop
""", True),
    "a short store of the same value": ("""
  v_mov_b32 v2, 0x301
loop:
  global_store_short v0, v2, s[2:3]
  s_waitcnt vmcnt(0)
  s_branch loop
""", True),
    "a count": ("""
loop:
  global_load_dword v1, v0, s[2:3]
  s_waitcnt vmcnt(0)
  v_add_u32 v1, v1, 1
  global_store_dword v0, v1, s[2:3]
  s_waitcnt vmcnt(0)
  v_cmp_gt_u32 vcc, 3000, v1
  s_cbranch_vccnz loop
  s_endpgm
""", False),
}


@pytest.mark.parametrize("name", STORES)
@pytest.mark.parametrize("tier_name", ["native", "interpreter"])
def test_a_compiled_loop_counts_only_stores_that_change_memory(name, tier_name):
    """Once a loop is fingerprinted, a store of the bytes already there (a whole wave of lanes
    storing one word, the dense path's lane 0 alone) changes nothing: the loop spins, compiled
    as interpreted; the stores of a count change memory each trip, so it ends."""
    import gcnsim                                   # noqa: PLC0415
    text, spins = STORES[name]
    dev = gcnsim.Device("gfx942")
    flag = dev.empty(1, np.uint32)
    flag.numpy()[:] = 0x301
    prog = dev.load(text)
    args = dict(sgprs={2: (flag.address & 0xFFFFFFFF, flag.address >> 32)}, vgprs={0: 0},
                budget=10**6, tier=tier_name)
    if spins:
        with pytest.raises(SpinHang, match="loop forever"):
            prog.run(64, 64, **args)
    else:
        flag.numpy()[:] = 0
        prog.run(64, 64, **args)
        assert int(flag.numpy()[0]) == 3000
