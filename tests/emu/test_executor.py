"""The executor's blocks against its one-instruction-at-a-time path (the one it takes for a
checker that works per instruction, as adversarial timing does): same registers, memory and
statistics; blocks end where the flow may change or where another group waits; the budget
stops at the exact instruction; errors inside a block name their instruction; floating-point
specials raise no numpy warnings."""
import warnings
from pathlib import Path

import numpy as np
import pytest

from gcnsim.asm import assemble
from gcnsim.emu.env import Env
from gcnsim.emu.executor import BudgetExceeded, Executor
from gcnsim.emu.memory import DeviceMemory, MemoryViolation
from gcnsim.emu.program import CodeImage
from gcnsim.emu.state import WaveState
from gcnsim.isa.targets import get_target
from gcnsim.runtime import Device

KERNELS = Path(__file__).resolve().parent.parent / "data" / "kernels" / "gfx900"
M64 = 0xFFFFFFFFFFFFFFFF
T = get_target("gfx900")


class StepByStep:
    """A checker that checks nothing: the executor then runs one instruction at a time."""

    def issue(self, executor, entry, w, idx):
        pass

    def waitcnt(self, st, w, counts):
        pass


def _loop(checker, counts):
    dev = Device("gfx900")
    prog = dev.load(KERNELS / "loop_break_continue.hsaco")
    out = dev.empty(counts.size, np.int32)
    options = {"checker": checker} if checker else {}
    launch = prog.loop_break_continue(dev.array(counts), out, 7, grid=counts.size, block=64,
                                      **options)
    return launch.stats, out.numpy()


def test_blocks_match_one_instruction_at_a_time():
    """Divergent loops over four waves (lanes leave at different trip counts)."""
    counts = (np.arange(256, dtype=np.int32) * 7) % 23
    fast, out_fast = _loop(None, counts)
    slow, out_slow = _loop(StepByStep(), counts)
    np.testing.assert_array_equal(out_fast, out_slow)
    assert fast == slow
    assert fast.divergent_branches > 0 and 0 < fast.lane_utilisation < 1
    assert sum(fast.by_class.values()) == fast.wave_instructions


def _code(text, base=0x1000):
    return CodeImage(T, assemble(text, T).text, base)


def test_block_ends_at_flow_and_at_the_stop():
    code = _code("s_mov_b32 s0, 1\ns_waitcnt 0\nv_mov_b32 v0, s0\ns_cbranch_scc1 1\n"
                 "s_mov_b32 s1, 2\ns_endpgm")
    names = [e.inst.op.name for e in code.block(0x1000).entries]
    assert names == ["s_mov_b32", "s_waitcnt", "v_mov_b32", "s_cbranch_scc1"]
    assert [e.pc for e in code.block(0x1000, 0x1008).entries] == [0x1000, 0x1004]
    assert code.block(0x1000).lanes == (0, 0, 1, 0)


def test_block_stops_before_what_cannot_be_decoded():
    """Data after a computed jump is not decoded until it is reached."""
    text = assemble("s_setpc_b64 s[2:3]", T).text + b"\xff\xff\xff\xff" * 2
    code = CodeImage(T, text, 0x1000)
    assert len(code.block(0x1000).entries) == 1


def _run(text, waves=1, budget=None, init=None):
    st = WaveState(waves, 8)
    st.set_exec(np.full(waves, M64, np.uint64))
    if init:
        init(st)
    env = Env(T, DeviceMemory())
    stats = Executor(st, _code(text), env, budget=budget).run(0x1000)
    return st, stats


def test_budget_stops_at_the_exact_instruction():
    text = "s_mov_b32 s0, 1\ns_mov_b32 s1, 2\ns_mov_b32 s2, 3\ns_endpgm"
    _, stats = _run(text, waves=2, budget=8)
    assert stats.wave_instructions == 8
    with pytest.raises(BudgetExceeded, match="pc 0x100c"):
        _run(text, waves=2, budget=7)


def test_lane_statistics_follow_exec_writes_inside_a_block():
    text = ("v_mov_b32 v0, 1\ns_mov_b64 exec, 15\nv_mov_b32 v1, 2\nv_mov_b32 v2, 3\n"
            "s_mov_b64 exec, -1\nv_mov_b32 v3, 4\ns_endpgm")
    st, stats = _run(text)
    assert stats.valu_instructions == 4
    assert stats.valu_lanes_active == 64 + 4 + 4 + 64
    assert st.v[0, 1, :5].tolist() == [2, 2, 2, 2, 0]


def test_error_inside_a_block_names_its_instruction():
    text = ("s_mov_b32 s0, 0\ns_mov_b32 s1, 0\nv_mov_b32 v0, 0\nv_mov_b32 v1, 0\n"
            "global_load_dword v2, v[0:1], off\ns_endpgm")
    with pytest.raises(MemoryViolation, match="pc 0x1010"):
        _run(text)


def test_float_specials_raise_no_numpy_warnings():
    text = ("v_mov_b32 v0, 0\nv_rcp_f32 v1, v0\nv_mul_f32 v2, v1, v0\nv_sub_f32 v3, v1, v1\n"
            "v_cvt_i32_f32 v4, v2\ns_endpgm")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        st, _ = _run(text)
    assert st.v[0, 1, 0] == 0x7F800000


def test_a_blocks_counts_by_class_are_its_entries():
    """Block.counted, from which the run statistics count a block's runs: classes in the order
    they first come, VALU entries and PCs of the first ``ran`` entries, made once."""
    from collections import Counter
    from gcnsim.isa.issue import VALU
    code = CodeImage("gfx900", assemble("s_mov_b32 s0, 1\nv_mov_b32 v0, 1\ns_add_u32 s1, s0, 2"
                                        "\nv_add_u32 v1, v0, v0\ns_endpgm", "gfx900").text)
    block = code.block(code.base)
    for ran in range(1, len(block.entries) + 1):
        entries = block.entries[:ran]
        classes, valu, pcs = block.counted(ran)
        assert dict(classes) == Counter(e.cls for e in entries)
        assert [cls for cls, _ in classes] == list(dict.fromkeys(e.cls for e in entries))
        assert valu == sum(e.cls == VALU for e in entries) and pcs == tuple(e.pc for e in entries)
        assert block.counted(ran) is block.counted(ran)


# Two conditional branches and two barriers inside one stretch of code: lanes below s4 add, a
# workgroup whose EXEC is then empty skips them and the first barrier (the other meets it
# alone); a wave with s5 = 0 skips the last add; LDS read and used with no s_waitcnt between
# (the checker's report must not depend on where blocks end).
THROUGH = """
  ds_read_b32 v4, v0
  v_cmp_gt_u32_e32 vcc, s4, v0
  s_and_saveexec_b64 s[2:3], vcc
  s_cbranch_execz skip
  v_add_u32_e32 v1, v0, v0
  s_barrier
  v_mov_b32_e32 v2, 7
skip:
  s_or_b64 exec, exec, s[2:3]
  s_barrier
  s_cmp_eq_u32 s5, 0
  s_cbranch_scc1 done
  v_add_u32_e32 v3, v1, v4
done:
  s_endpgm"""


def _through(checker, s4, s5):
    def init(st):
        st.v[:, 0] = np.arange(64, dtype=np.uint32) * 4
        st.s[:, 4], st.s[:, 5] = s4, s5
    st = WaveState(len(s4), 8)
    st.set_exec(np.full(len(s4), M64, np.uint64))
    init(st)
    st.workgroup[:] = np.arange(len(s4)) // 2
    lds = np.arange(len(s4) * 256, dtype=np.uint32).view(np.uint8).reshape(len(s4), -1)
    env = Env(T, DeviceMemory(), checker=checker, lds=lds.copy())
    stats = Executor(st, _code(THROUGH), env).run(0x1000)
    return st, stats


@pytest.mark.parametrize("s4, s5", [((64, 64), (1, 1)), ((64, 10, 0, 0), (0, 1, 1, 0))])
def test_a_block_runs_on_past_a_branch_no_wave_takes_as_one_instruction_at_a_time(s4, s5):
    """program.py's ``through``: one block from the first instruction to s_endpgm where no
    wave takes a branch and whole workgroups meet at the barriers; with waves taking them,
    the batch splits there as before."""
    from gcnsim.emu.waitcnt import WaitcntChecker
    names = [e.inst.op.name for e in _code(THROUGH).block(0x1000, None, True).entries]
    assert names[-1] == "s_endpgm" and names.count("s_barrier") == 2
    fast, fast_stats = _through(None, s4, s5)
    slow, slow_stats = _through(StepByStep(), s4, s5)
    for name in ("v", "s", "scc"):
        np.testing.assert_array_equal(getattr(fast, name), getattr(slow, name))
    assert fast_stats == slow_stats
    reports = []
    for through in (True, False):
        checker = WaitcntChecker(mode="warn")
        checker.through_branches = through
        _, stats = _through(checker, s4, s5)
        assert stats == slow_stats
        reports.append(checker.reports)
    assert reports[0] == reports[1] and len(reports[0]) == sum(1 for x in s5 if x)
