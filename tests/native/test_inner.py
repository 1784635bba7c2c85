"""A block's inner conditional branches and s_barriers (emu/program.py Block.inner) and its EXEC
writers inside compiled segments, against the interpreter: the same registers and statistics
where no wave takes a branch (the segment runs on past it), where some or all take it (the
function stops there and the interpreter takes it), and at a barrier the batch meets at once
(run past natively) or does not (the segment runs interpreted and the waves wait there)."""
import numpy as np
import pytest

from gcnsim.asm import assemble
from gcnsim.emu.env import Env
from gcnsim.emu.executor import Executor
from gcnsim.emu.memory import DeviceMemory
from gcnsim.emu.program import CodeImage
from gcnsim.emu.state import WaveState
from gcnsim.isa.targets import get_target
from gcnsim.native import tier
from gcnsim.native.coverage import INNER, coverage

M64 = 0xFFFFFFFFFFFFFFFF
TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")
# every inner branch, each after an EXEC writer or a compare, none of them closing a loop
BRANCHES = """
  v_xor_b32 v3, v1, v2
  v_cmp_gt_u32 vcc, v1, v2
  s_and_saveexec_b64 s[10:11], vcc
  s_cbranch_execz out
  s_mov_b32 s12, 7
  s_or_b64 exec, exec, s[10:11]
  v_or_b32 v4, v3, v1
  s_cmp_eq_u32 s0, 1
  s_cbranch_scc1 out
  v_xor_b32 v5, v4, s12
  s_cmp_lg_u32 s0, 2
  s_cbranch_scc0 next
  v_mov_b32 v6, 1
next:
  s_and_b64 vcc, exec, s[2:3]
  s_cbranch_vccnz out
  v_or_b32 v6, v5, v1
  s_and_b64 vcc, exec, s[4:5]
  s_cbranch_vccz out
  s_cbranch_execnz done
out:
  v_mov_b32 v7, 3
done:
  v_or_b32 v8, v6, v4
  s_endpgm
"""
# (s0, s[2:3], s[4:5], EXEC) of each wave: no branch taken, a later one taken by a wave, the
# first taken by every wave (EXEC after saveexec empty), waves leaving at different branches
CASES = {"none taken": ([0, 0], [0, 0], [M64, M64], [M64, 0xF0F0]),
         "one wave takes a branch": ([0, 1], [0, 0], [M64, M64], [M64, M64]),
         "every wave takes the first": ([0, 0], [0, 0], [M64, M64], [0, 0]),
         "waves leave apart": ([0, 3, 3, 1], [0, M64, 0, 0], [M64, M64, 0, M64],
                               [M64, 0xFF, 0x1, 0xF0F0F0F0F0F0])}


@pytest.fixture(autouse=True)
def _eager(monkeypatch):
    for name in tier.THRESHOLDS:
        monkeypatch.setattr(tier, name, 0.0)
    monkeypatch.setenv("GCNSIM_CACHE", "off")


def _run(target, text, native, setup):
    target = get_target(target)
    code = CodeImage(target, assemble(text, target).text, 0x1000)
    env = Env(target, DeviceMemory(), native=tier.NativeTier(target) if native else None)
    runs = []
    for _ in range(2):                  # the second finds the segments compiled
        st = WaveState(len(setup["exec"]), 16)
        rng = np.random.default_rng(5)
        st.v[:] = rng.integers(0, 1 << 32, st.v.shape, dtype=np.uint32)
        st.v[:, 1, ::3] = 0             # lanes where v1 > v2 fails
        for key, value in setup.items():
            if key == "exec":
                st.set_exec(np.array(value, np.uint64))
            elif key == "workgroup":
                st.workgroup[:] = value
            else:
                pair = np.array(value, np.uint64)
                st.s[:, key] = (pair & 0xFFFFFFFF).astype(np.uint32)
                if key:
                    st.s[:, key + 1] = (pair >> 32).astype(np.uint32)
        runs.append((st, Executor(st, code, env).run(0x1000)))
    return runs[-1], env


def _same(a, b):
    (st_a, stats_a), (st_b, stats_b) = a, b
    assert stats_a == stats_b
    for name in ("v", "s", "scc"):
        np.testing.assert_array_equal(getattr(st_a, name), getattr(st_b, name))


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("case", CASES)
def test_inner_branches_match_the_interpreter(target, case):
    s0, s2, s4, exec_ = CASES[case]
    setup = {0: s0, 2: s2, 4: s4, "exec": exec_}
    (st, stats), env = _run(target, BRANCHES, True, setup)
    _same((st, stats), _run(target, BRANCHES, False, setup)[0])
    assert stats.native_wave_instructions
    if case == "none taken":    # interpreted: s_cbranch_execnz (taken) and s_endpgm only
        assert stats.wave_instructions - stats.native_wave_instructions == 2 * 2
        block = next(b for b in env.native._segments if b.entries[0].pc == 0x1000)
        names = [e.inst.op.name for e in block.entries]
        cut = env.native._segments[block][tier.PLAIN]    # the saveexec's run, then the rest
        assert sorted(cut) == [0, names.index("v_or_b32")]


BARRIER = """
  v_xor_b32 v3, v1, v2
  s_cmp_eq_u32 s0, 1
  s_cbranch_scc1 later
back:
  v_or_b32 v4, v3, v1
  s_barrier
  v_xor_b32 v5, v4, v3
  s_endpgm
later:
  v_mov_b32 v6, 2
  s_branch back
"""


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("case", ["whole workgroups", "a workgroup apart", "two workgroups"])
def test_inner_barriers_match_the_interpreter(target, case):
    """The batch meets at the barrier (whole workgroups: the segment runs past it) or does not
    (waves of the workgroup elsewhere: the segment runs interpreted, the waves wait)."""
    setup = {"whole workgroups": {0: [0, 0, 0], "workgroup": [0, 0, 0]},
             "a workgroup apart": {0: [0, 1, 0], "workgroup": [0, 0, 0]},
             "two workgroups": {0: [0, 0, 1, 1], "workgroup": [0, 0, 1, 1]}}[case]
    setup["exec"] = [M64] * len(setup[0])
    (st, stats), env = _run(target, BARRIER, True, setup)
    _same((st, stats), _run(target, BARRIER, False, setup)[0])
    segments = [s for cuts in env.native._segments.values() for found in cuts.values()
                for s in found.values() if s.barrier]
    assert segments
    interpreted = stats.wave_instructions - stats.native_wave_instructions
    # whole workgroups pass natively (interpreted: s_endpgm; two workgroups: the branch and
    # s_branch too); a workgroup apart runs the segments holding the barrier interpreted
    assert interpreted == {"whole workgroups": 3, "two workgroups": 4 + 2 + 4,
                           "a workgroup apart": 3 + 2 * 2 + 1 + 1 * 2 + 3}[case]


def test_coverage_lists_the_inner_entries():
    for target in TARGETS:
        covered, interpreted = coverage(target)
        assert set(INNER) <= set(covered) and not set(INNER) & set(interpreted)
