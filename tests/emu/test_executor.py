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


def test_a_blocks_tally_counts_its_first_entries_once():
    """A run's statistics by class are summed from each block's tally of the entries it ran
    (Block.tally, made once a block and count)."""
    text = assemble("v_add_f32 v1, v2, v3\ns_mov_b32 s0, 1\nv_mul_f32 v4, v1, v1\ns_endpgm",
                    "gfx942").text
    block = CodeImage("gfx942", text).block(0)
    classes, pcs, valu = block.tally(3)
    assert dict(classes) == {"VALU": 2, "SALU": 1} and pcs == [0, 4, 8] and valu == 2
    assert block.tally(3) is block.tally(3)
    assert dict(block.tally(1)[0]) == {"VALU": 1}
