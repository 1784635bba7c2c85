"""Program flow control (Vega ISA chapter 4, seed 000) as data and as small programs.

Single instructions run through the harness; programs run through Executor + CodeImage, with
expected results worked out by hand or by a Python model of the seed's fork/join pseudocode.
"""
import numpy as np
import pytest

from gcnsim.asm import assemble
from gcnsim.emu.env import Env
from gcnsim.emu.executor import Executor
from gcnsim.emu.program import CodeImage
from gcnsim.emu.state import WaveState
from gcnsim.isa.targets import get_target
from gcnsim.semantics.control import BARRIER, END, Sleep

from .salu_harness import TARGETS, get_reg, run, set_reg

PC = 0x1000
M64 = 0xFFFFFFFFFFFFFFFF
# (line, initial registers per wave, env debug bits, taken per wave); offset 3 -> PC + 16
BRANCHES = [
    ("s_branch 3", {}, {}, [True, True]),
    ("s_cbranch_scc0 3", {"scc": [0, 1]}, {}, [True, False]),
    ("s_cbranch_scc1 3", {"scc": [0, 1]}, {}, [False, True]),
    ("s_cbranch_vccz 3", {"vcc": [0, 1 << 40]}, {}, [True, False]),
    ("s_cbranch_vccnz 3", {"vcc": [0, 1 << 40]}, {}, [False, True]),
    ("s_cbranch_execz 3", {"exec": [0, 1 << 63]}, {}, [True, False]),
    ("s_cbranch_execnz 3", {"exec": [0, 1 << 63]}, {}, [False, True]),
    ("s_cbranch_cdbgsys 3", {}, {"cdbg_sys": True}, [True, True]),
    ("s_cbranch_cdbgsys 3", {}, {"cdbg_user": True}, [False, False]),
    ("s_cbranch_cdbguser 3", {}, {"cdbg_user": True}, [True, True]),
    ("s_cbranch_cdbgsys_or_user 3", {}, {"cdbg_user": True}, [True, True]),
    ("s_cbranch_cdbgsys_or_user 3", {}, {}, [False, False]),
    ("s_cbranch_cdbgsys_and_user 3", {}, {"cdbg_user": True}, [False, False]),
    ("s_cbranch_cdbgsys_and_user 3", {}, {"cdbg_user": True, "cdbg_sys": True}, [True, True]),
    ("s_branch 0xfffe", {}, {}, [True, True]),           # backwards: PC + 4 - 8
]


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("line,init,bits,taken", BRANCHES, ids=[b[0] for b in BRANCHES])
def test_branch_conditions(line, init, bits, taken, target):
    offset = np.int16(np.uint16(int(line.split()[-1], 0)))
    env = Env(get_target(target), None, **bits)
    _, result = run(line, init, target, waves=2, pc=PC, env=env)
    want = [PC + 4 + 4 * int(offset) if t else PC + 4 for t in taken]
    assert list(np.broadcast_to(result, (2,))) == want


def program(text, target="gfx900", waves=1, init=(), env=None, base=0x4000):
    """Assemble and run ``text`` from its first instruction: (state, env, symbols, stats)."""
    t = get_target(target)
    prog = assemble(text, t)
    st = WaveState(waves, 8)
    st.set_exec(np.full(waves, M64, np.uint64))
    for name, value in dict(init).items():
        set_reg(st, t, name, value)
    env = env or Env(t, None)
    symbols = {name: base + value for name, value in prog.symbols.items()}
    if callable(getattr(env, "tba", None)) or env.tba == "handler":
        env.tba = symbols["handler"]
    stats = Executor(st, CodeImage(t, prog.text, base), env, budget=100_000).run(base)
    return st, env, symbols, stats


@pytest.mark.parametrize("target", ("gfx900", "gfx90a", "gfx942"))
def test_call_getpc_setpc_swappc(target):
    """s_call_b64: D = PC + 4, PC = PC + 4 + SIMM16 * 4; s_getpc_b64: D = PC + 4;
    s_swappc_b64: D = PC + 4, PC = S0; s_setpc_b64: PC = S0 (absolute byte addresses)."""
    st, _, sym, _ = program("""
        s_getpc_b64 s[10:11]
        s_call_b64 s[30:31], func
    after_call:
        s_add_u32 s12, s10, 20          ; second = base + 24
        s_addc_u32 s13, s11, 0
        s_swappc_b64 s[32:33], s[12:13]
        s_endpgm
    second:
        s_mov_b32 s20, 2
        s_setpc_b64 s[32:33]
    func:
        s_mov_b32 s21, 1
        s_setpc_b64 s[30:31]
    """, target)
    base = 0x4000
    assert get_reg(st, target, "s[10:11]") == [base + 4]
    assert get_reg(st, target, "s[30:31]") == [sym["after_call"]]
    assert get_reg(st, target, "s[32:33]") == [sym["second"] - 4]
    assert get_reg(st, target, "s[12:13]") == [sym["second"]]
    assert get_reg(st, target, "s20") == [2] and get_reg(st, target, "s21") == [1]


def test_setpc_per_wave_targets_split_the_batch():
    """Waves that jump to different addresses split and end separately."""
    st, _, sym, stats = program("""
        s_getpc_b64 s[0:1]
        s_add_u32 s0, s0, s4
        s_addc_u32 s1, s1, 0
        s_setpc_b64 s[0:1]
        s_mov_b32 s5, 1
        s_endpgm
        s_mov_b32 s5, 2
        s_endpgm
    """, waves=3, init={"s4": [12, 20, 12]})
    assert get_reg(st, "gfx900", "s5") == [1, 2, 1]
    assert stats.divergent_branches == 1


T = PC + 16      # the target of offset 3
# s_cbranch_i_fork s[4:5], 3 on one wave: (initial, expected registers, next PC)
I_FORK = [
    ({"exec": 0xFF, "s[4:5]": 0xFF}, {"exec": 0xFF, "csp": 0}, T),          # all lanes pass
    ({"exec": 0xFF, "s[4:5]": 0xF00}, {"exec": 0xFF, "csp": 0}, PC + 4),    # all lanes fail
    ({"exec": 0, "s[4:5]": 0}, {"exec": 0, "csp": 0}, T),                   # mask_pass == exec
    ({"exec": 0xFF, "s[4:5]": 0x01},                                        # pass side fewer
     {"exec": 0x01, "s[0:1]": 0xFE, "s[2:3]": PC + 4, "csp": 1}, T),
    ({"exec": 0xFF, "s[4:5]": 0xFE},                                        # fail side fewer
     {"exec": 0x01, "s[0:1]": 0xFE, "s[2:3]": T, "csp": 1}, PC + 4),
    ({"exec": 0xF, "s[4:5]": 0x3},                                          # a tie: pass first
     {"exec": 0x3, "s[0:1]": 0xC, "s[2:3]": PC + 4, "csp": 1}, T),
    ({"exec": M64, "s[4:5]": 1 << 63, "csp": 2},                            # entry CSP*4
     {"exec": 1 << 63, "s[8:9]": M64 >> 1, "s[10:11]": PC + 4, "csp": 3}, T),
]


@pytest.mark.parametrize("init,expected,next_pc", I_FORK)
def test_i_fork_pseudocode(init, expected, next_pc):
    st, result = run("s_cbranch_i_fork s[4:5], 3", init, pc=PC)
    assert list(np.broadcast_to(result, (1,))) == [next_pc]
    for name, value in expected.items():
        assert get_reg(st, "gfx900", name) == [value], name


def test_g_fork_jumps_to_the_pair():
    st, result = run("s_cbranch_g_fork s[4:5], s[6:7]",
                     {"exec": 0xFF, "s[4:5]": 0x0F, "s[6:7]": 0x123400}, pc=PC)
    assert list(result) == [0x123400]
    assert get_reg(st, "gfx900", "exec") == [0x0F]
    assert get_reg(st, "gfx900", "s[2:3]") == [PC + 4]
    st, result = run("s_cbranch_g_fork s[4:5], s[6:7]",
                     {"exec": 0xFF, "s[4:5]": 0xF8, "s[6:7]": 0x123400}, pc=PC)
    assert list(result) == [PC + 4] and get_reg(st, "gfx900", "s[2:3]") == [0x123400]


def test_join_pseudocode():
    """Two waves: CSP == saved (second join: go on), CSP != saved (first join: pop)."""
    st, result = run("s_cbranch_join s20", {
        "csp": [1, 1], "s20": [1, 0], "exec": 0x3, "s[0:1]": 0xFC, "s[2:3]": 0x8000}, waves=2,
        pc=PC)
    assert list(result) == [PC + 4, 0x8000]
    assert get_reg(st, "gfx900", "csp") == [1, 0]
    assert get_reg(st, "gfx900", "exec") == [0x3, 0xFC]


def fork_tree(depth, levels, log, names):
    """Nested fork/join over ``levels`` masks s[24+2d:25+2d] (the stack owns s0..s23), saved
    CSPs in s36+d; leaves log their id at s42 + M0 and fold EXEC, lane counts and CSP into
    s[90:91], s95 and s93."""
    if depth == levels:
        leaf = len(names["leaves"])
        names["leaves"].append(leaf)
        lines = [f"s_movreld_b32 s42, {leaf}", "s_add_u32 m0, m0, 1"] if log else []
        return lines + ["s_or_b64 s[90:91], s[90:91], exec", "s_bcnt1_i32_b64 s94, exec",
                        "s_add_u32 s95, s95, s94", "s_getreg_b32 s92, hwreg(HW_REG_MODE, 29, 3)",
                        "s_max_u32 s93, s93, s92"]
    n = names["nodes"] = names["nodes"] + 1
    return ([f"s_getreg_b32 s{36 + depth}, hwreg(HW_REG_MODE, 29, 3)",
             f"s_cbranch_i_fork s[{24 + 2 * depth}:{25 + 2 * depth}], T{n}"]
            + fork_tree(depth + 1, levels, log, names) + [f"s_branch J{n}", f"T{n}:"]
            + fork_tree(depth + 1, levels, log, names) + [f"J{n}:", f"s_cbranch_join s{36 + depth}"])


def model(exec_, masks, depth=0, path=0):
    """The seed's fork pseudocode over the tree: (leaf id, EXEC) in execution order; leaf ids
    count fail (0) before pass (1) sides, as fork_tree lays them out."""
    if depth == len(masks):
        return [(path, exec_)]
    m = masks[depth]
    mask_pass, mask_fail = m & exec_, ~m & exec_ & M64
    fail = lambda: model(mask_fail, masks, depth + 1, 2 * path)
    passed = lambda: model(mask_pass, masks, depth + 1, 2 * path + 1)
    if mask_pass == exec_:
        return model(exec_, masks, depth + 1, 2 * path + 1)
    if mask_fail == exec_:
        return model(exec_, masks, depth + 1, 2 * path)
    if bin(mask_fail).count("1") < bin(mask_pass).count("1"):
        return fail() + passed()
    return passed() + fail()


def run_tree(levels, masks, execs, log):
    text = "\n".join(fork_tree(0, levels, log, {"leaves": [], "nodes": 0}) + ["s_endpgm"])
    init = {f"s[{24 + 2 * d}:{25 + 2 * d}]": [m[d] for m in masks] for d in range(levels)}
    init["exec"] = execs
    st, *_ = program(text, waves=len(execs), init=init)
    return st


def test_fork_join_runs_fewer_lanes_first_on_divergent_masks():
    rng = np.random.default_rng(3)
    execs = [M64, 0xF0F0F0F0F0F0F0F0, 0xFF, 1 << 40]
    masks = [[int(x) for x in rng.integers(0, 1 << 63, 5, dtype=np.uint64) * 2 + 1]
             for _ in execs]                                        # masks[wave][level]
    masks[1][2], masks[2][1], masks[3][0] = 0xFFFF, M64, 0          # uneven, all pass, all fail
    st = run_tree(5, masks, execs, log=True)
    for w, (m, e) in enumerate(zip(masks, execs)):
        want = [(leaf, x) for leaf, x in model(e, m) if x]
        count = int(st.s[w, 124])
        assert [int(x) for x in st.s[w, 42:42 + count]] == [leaf for leaf, _ in want]
        assert int(st.s[w, 95]) == bin(e).count("1")                   # every lane once
        assert get_reg(st, "gfx900", "s[90:91]")[w] == e
        assert int(st.s[w, 93]) <= 5 and st.csp[w] == 0


def test_fork_join_stack_depth_six():
    """Masks that halve the lanes at every level: every fork splits, 64 single-lane leaves, and
    the stack reaches exactly log2(64) = 6 entries, never more."""
    lane = np.arange(64)
    masks = [int(sum(1 << int(i) for i in lane[(lane >> d) & 1 == 1])) for d in range(6)]
    st = run_tree(6, [masks], [M64], log=False)
    assert int(st.s[0, 93]) == 6
    assert int(st.s[0, 95]) == 64 and get_reg(st, "gfx900", "s[90:91]") == [M64]
    assert st.csp[0] == 0
