"""Program flow control (AMD's Vega ISA guide, chapter 4) as data and as small programs.

Single instructions run through the harness; programs run through Executor + CodeImage, with
expected results worked out by hand or by a Python model of the guide's fork/join pseudocode.
"""
import numpy as np
import pytest

from gcnsim.asm import assemble
from gcnsim.emu.env import Env
from gcnsim.emu.executor import Executor
from gcnsim.emu.program import CodeImage
from gcnsim.emu.state import WaveState
from gcnsim.errors import KernelTrap
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
            + fork_tree(depth + 1, levels, log, names)
            + [f"J{n}:", f"s_cbranch_join s{36 + depth}"])


def model(exec_, masks, depth=0, path=0):
    """The Vega guide's fork pseudocode over the tree: (leaf id, EXEC) in execution order; leaf ids
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


HANDLER = """
        s_mov_b32 s0, 1
        s_trap 0x42
        s_mov_b32 s1, 2
        s_endpgm
    handler:
        s_mov_b32 s10, ttmp0
        s_mov_b32 s11, ttmp1
        s_getreg_b32 s12, hwreg(HW_REG_STATUS, 5, 1)
        s_add_u32 ttmp0, ttmp0, 4
        s_addc_u32 ttmp1, ttmp1, 0
        s_and_b32 ttmp1, ttmp1, 0xffff
        s_rfe_b64 ttmp[0:1]
"""


@pytest.mark.parametrize("target", TARGETS)
def test_trap_enters_the_handler_and_returns(target):
    """S_TRAP: {TTMP1, TTMP0} = {TrapID << 16 | PC[47:32], PC[31:0]} (PC of the s_trap),
    PRIV = 1, PC = TBA; the handler steps over the s_trap and S_RFE_B64 returns, PRIV = 0."""
    env = Env(get_target(target), None, tba="handler")
    st, env, sym, _ = program(HANDLER, target, waves=2, env=env)
    assert get_reg(st, target, "s0") == [1, 1] and get_reg(st, target, "s1") == [2, 2]
    assert get_reg(st, target, "s10") == [0x4004] * 2
    assert get_reg(st, target, "s11") == [0x42 << 16] * 2
    assert get_reg(st, target, "s12") == [1, 1]
    assert list(st.hwreg[:, 2] >> 5 & 1) == [0, 0]
    assert env.events == []


def test_trap_without_handler_aborts_the_dispatch():
    """As ROCm's runtime trap handler with no debugger: any id but 3 aborts (wave, PC, id)."""
    with pytest.raises(KernelTrap, match=r"wave 0 pc 0x4004 's_trap 0x42': trap 66 \(reserved "
                                         r"trap id\) with no trap handler installed"):
        program(HANDLER, waves=2)
    with pytest.raises(KernelTrap, match=r"'s_trap 2': trap 2 \(llvm.trap\)"):
        program("s_trap 2\ns_endpgm", waves=1)


def test_debugtrap_without_handler_tells_the_host_and_continues():
    st, env, *_ = program("s_trap 3\ns_mov_b32 s1, 2\ns_endpgm", waves=2)
    assert [(e.kind, e.wave, e.pc, e.value) for e in env.events] == [
        ("debugtrap", 0, 0x4000, 3), ("debugtrap", 1, 0x4000, 3)]
    assert get_reg(st, "gfx900", "s1") == [2, 2]


def test_sendmsg_reaches_the_host_and_the_wave_goes_on():
    st, env, *_ = program("""
        s_mov_b32 m0, 5
        s_sendmsg sendmsg(MSG_INTERRUPT)
        s_mov_b32 s1, 1
        s_sendmsghalt sendmsg(MSG_INTERRUPT)
        s_mov_b32 s2, 1
        s_endpgm
    """, waves=2)
    assert [(e.kind, e.wave, e.pc, e.value) for e in env.events] == [
        ("sendmsg", 0, 0x4004, 1), ("sendmsg", 1, 0x4004, 1),
        ("sendmsghalt", 0, 0x400c, 1), ("sendmsghalt", 1, 0x400c, 1)]
    assert get_reg(st, "gfx900", "s1") == [1, 1] and get_reg(st, "gfx900", "s2") == [0, 0]


def test_barrier_completes_when_a_wave_ended_early():
    """Vega ISA 4.3: a wave that ends with S_ENDPGM no longer holds the barrier. Four waves in two
    workgroups; wave 0 (group 0) and wave 3 (group 1) end before the barrier."""
    text = """
        s_cmp_eq_u32 s0, 1
        s_cbranch_scc1 early
        s_mov_b32 s1, 1
        s_barrier
        s_mov_b32 s2, 1
        s_endpgm
    early:
        s_endpgm
    """
    t = get_target("gfx900")
    st = WaveState(4, 4)
    st.s[:, 0] = [1, 0, 0, 1]
    st.workgroup[:] = [0, 0, 1, 1]
    st.wave_in_group[:] = [0, 1, 0, 1]
    prog = assemble(text, t)
    Executor(st, CodeImage(t, prog.text, 0), Env(t, None), budget=1000).run(0)
    assert list(st.s[:, 2]) == [0, 1, 1, 0]


def test_barrier_waits_for_every_wave_of_the_group():
    """Waves that reach the barrier at different times leave it together: the wave that
    loops longer still finds the others' results after the barrier."""
    text = """
    loop:
        s_sub_u32 s0, s0, 1
        s_cbranch_scc0 loop
        s_barrier
        s_mov_b32 s2, 1
        s_endpgm
    """
    t = get_target("gfx900")
    st = WaveState(2, 4)
    st.s[:, 0] = [1, 5]
    prog = assemble(text, t)
    stats = Executor(st, CodeImage(t, prog.text, 0), Env(t, None), budget=1000).run(0)
    assert list(st.s[:, 2]) == [1, 1]
    assert stats.wave_instructions == (2 + 6) * 2 + 2 * 3     # loop trips 2 and 6, then 3


# (line, initial registers, expected registers) over hardware registers and wave state
HWREG = [
    ("s_getreg_b32 s0, hwreg(HW_REG_MODE, 29, 3)", {"csp": 5}, {"s0": 5}),
    ("s_getreg_b32 s0, hwreg(HW_REG_MODE)", {"csp": 7}, {"s0": 7 << 29}),
    ("s_setreg_imm32_b32 hwreg(HW_REG_MODE, 29, 3), 3", {}, {"csp": 3}),
    ("s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s1", {"s1": 0xFF, "csp": 2}, {"csp": 2}),
    ("s_getreg_b32 s0, hwreg(HW_REG_STATUS, 0, 1)", {"scc": 1}, {"s0": 1}),
    ("s_getreg_b32 s0, hwreg(HW_REG_STATUS, 3, 2)", {"prio": 2}, {"s0": 2}),
    ("s_getreg_b32 s0, hwreg(HW_REG_STATUS, 9, 2)", {"exec": 0, "vcc": 1}, {"s0": 1}),
    ("s_setreg_imm32_b32 hwreg(HW_REG_STATUS, 0, 1), 1", {"scc": 0}, {"scc": 1}),
    ("s_setprio 3", {}, {"prio": 3}),
    ("s_set_gpr_idx_on s2, gpr_idx(SRC0,DST)", {"s2": 0x1234, "m0": 0xFFFF0000},
     {"m0": 0xFFFF9034}),
    ("s_set_gpr_idx_idx s2", {"s2": 0x1FF, "m0": 0xF000}, {"m0": 0xF0FF}),
    ("s_set_gpr_idx_mode gpr_idx(SRC1)", {"m0": 0xFFFF00FF}, {"m0": 0xFFFF20FF}),
]


@pytest.mark.parametrize("line,init,expected", HWREG, ids=[c[0] for c in HWREG])
def test_hardware_registers(line, init, expected):
    st, _ = run(line, init)
    for name, value in expected.items():
        assert get_reg(st, "gfx900", name) == [value], name


def test_gpr_idx_enable_bit_and_vskip_in_mode():
    st, _ = run("s_set_gpr_idx_on 0, gpr_idx(SRC0)")
    assert st.hwreg[0, 1] >> 27 & 1 == 1
    build_and_step(st, "s_getreg_b32 s3, hwreg(HW_REG_MODE, 27, 2)")
    assert int(st.s[0, 3]) == 1
    build_and_step(st, "s_set_gpr_idx_off")
    build_and_step(st, "s_setvskip 4, 2")
    build_and_step(st, "s_getreg_b32 s3, hwreg(HW_REG_MODE, 27, 2)")
    assert int(st.s[0, 3]) == 2 and st.vskip_any


def test_trap_base_registers_read_the_env():
    env = Env(get_target("gfx900"), None, tba=0x1234_5678_9A00, tma=0x42_0000_0100)
    st, _ = run("s_getreg_b32 s0, hwreg(HW_REG_TBA_HI)", env=env)
    assert get_reg(st, "gfx900", "s0") == [0x1234]
    st, _ = run("s_getreg_b32 s0, hwreg(HW_REG_TMA_LO)", env=env)
    assert get_reg(st, "gfx900", "s0") == [0x100]


def build_and_step(st, line, target="gfx900", env=None):
    from gcnsim.asm import assemble_line
    from gcnsim.semantics.registry import build
    t = get_target(target)
    return build(assemble_line(line, t), t, 0)(st, slice(None), env or Env(t, None))


def test_setvskip_skips_vector_instructions():
    """S_SETVSKIP S0, S1: VSKIP = S0[S1[4:0]]; while set, vector instructions do nothing,
    per wave of the batch; scalar ones still run."""
    text = """
        s_setvskip s4, 0
        v_mov_b32 v1, 7
        s_mov_b32 s5, 1
        s_setvskip 0, 0
        v_mov_b32 v2, 9
        s_endpgm
    """
    t = get_target("gfx900")
    st = WaveState(2, 4)
    st.set_exec(np.full(2, M64, np.uint64))
    st.s[:, 4] = [1, 0]
    prog = assemble(text, t)
    Executor(st, CodeImage(t, prog.text, 0), Env(t, None), budget=1000).run(0)
    assert list(st.v[:, 1, 0]) == [0, 7] and list(st.v[:, 2, 0]) == [9, 9]
    assert list(st.s[:, 5]) == [1, 1] and not st.vskip.any()


class Recorder:
    def __init__(self):
        self.calls = []

    def waitcnt(self, st, w, counts):
        self.calls.append(counts)


@pytest.mark.parametrize("target", TARGETS)
def test_waitcnt_calls_the_checker(target):
    t = get_target(target)
    env = Env(t, None, checker=Recorder())
    run("s_waitcnt vmcnt(1) lgkmcnt(0)", target=target, env=env)
    assert env.checker.calls == [{"vmcnt": 1, "expcnt": t.waitcnt.max("expcnt"),
                                  "lgkmcnt": 0}]
    assert run("s_waitcnt 0", target=target)[1] is None     # no checker: nothing happens


CONTROL = [
    ("s_endpgm", END), ("s_endpgm_saved", END), ("s_barrier", BARRIER), ("s_nop 7", None),
    ("s_sleep 2", Sleep(128)), ("s_icache_inv", None), ("s_incperflevel 1", None),
    ("s_decperflevel 1", None), ("s_ttracedata", None), ("s_sethalt 0", None),
    ("s_sethalt 1", END), ("s_setkill 1", END), ("s_wakeup", None),
]


@pytest.mark.parametrize("line,result", CONTROL, ids=[c[0] for c in CONTROL])
def test_program_control_results(line, result):
    _, got = run(line)
    assert got == result
