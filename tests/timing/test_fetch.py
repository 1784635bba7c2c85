"""Instruction fetch (gcnsim/timing/fetch.py) in timed launches of assembled kernels: a line
misses once and then hits, a wave's buffer runs ahead of it in order, a taken branch empties
it unless it goes to a line the buffer holds (its target costs turns by its place in its
32-byte block), and CUs that share an instruction cache share its misses. The expected figures
follow from the device's caches (gfx900: a miss waits the L2's 237 cycles, a hit 40; 64-byte lines)
and the buffer's rule: a wave on SIMD 0 issues on cycles 0 mod 4."""
import dataclasses

from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device
from gcnsim.timing.cu import CuConfig, align
from gcnsim.timing.fetch import BUFFER_BYTES, FETCH_BYTES

BASE = get_device("gfx900")
ICACHE = BASE.memory.instruction
MISS, LINE = BASE.memory.l2.latency, ICACHE.line
PER_LINE = LINE // 4                    # 4-byte instructions in a line
AHEAD = BUFFER_BYTES // LINE            # lines a wave's buffer holds
HOLD = LINE // FETCH_BYTES              # cycles a line holds the CU's fetch port
LAUNCH = CuConfig().wave_launch


def _device(cus=1, icache=ICACHE):
    memory = dataclasses.replace(BASE.memory, instruction=icache)
    return Device(config=dataclasses.replace(BASE, compute_units=cus, clock_mhz=1000,
                                             memory=memory))


def _time(text, dev, grid=64, **run):
    return dev.load(text).run(grid, 64, vgpr_count=8, timing=True, checker=None, **run).timing


def _straight(lines):
    """Independent full-rate VALU instructions filling ``lines`` lines, s_endpgm last."""
    body = [f"v_add_f32 v{1 + k % 6}, v7, v7" for k in range(lines * PER_LINE - 1)]
    return "\n".join(body + ["s_endpgm"])


def _straight_rule(lines, first=MISS):
    """(fetch stall cycles, cycles) of one wave running ``_straight(lines)`` on SIMD 0, by
    the rule: it asks for AHEAD lines at its launch (one each HOLD cycles, all misses, or
    all arriving ``first`` cycles after their start), and for line k + AHEAD - 1 when it
    enters line k (a miss); it runs a line in 4 x PER_LINE."""
    arrival = {k: HOLD * k + first for k in range(AHEAD)}
    enter = [align(max(LAUNCH, arrival[0]), 0)]
    stall = enter[0] - LAUNCH
    for k in range(1, lines):
        want = enter[-1] + 4 * PER_LINE
        enter.append(align(max(want, arrival[k]), 0))
        stall += enter[-1] - want
        arrival[k + AHEAD - 1] = enter[-1] + MISS
    return stall, enter[-1] + 4 * (PER_LINE - 1)


def test_a_straight_line_kernel_longer_than_the_cache_misses_once_per_line():
    small = dataclasses.replace(ICACHE, size=1024)          # 16 lines: 4 sets of 4 ways
    lines = 3 * small.size // LINE
    timing = _time(_straight(lines), _device(icache=small))
    assert timing.memory["instruction"] == {"hits": 0, "misses": lines}
    stall, cycles = _straight_rule(lines)
    assert timing.stalls["fetch"] == stall and timing.cycles == cycles
    assert stall > MISS                 # the buffer runs 3 lines ahead, short of a miss


LOOP = """
  s_mov_b32 s10, {n}
loop:
{body}
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 loop
  s_endpgm
"""


def _loop(n, body=PER_LINE):
    text = LOOP.format(n=n, body="\n".join(f"v_add_f32 v{1 + k % 6}, v7, v7"
                                           for k in range(body)))
    return _time(text, _device())


def test_a_loop_that_fits_misses_on_its_first_pass_only():
    four, eight = _loop(4), _loop(8)
    code = 4 * (PER_LINE + 5)                               # bytes: 2 lines
    lines = -(-code // LINE)
    assert four.memory["instruction"]["misses"] == eight.memory["instruction"]["misses"] == lines
    # the loop is the code's 2 lines: the buffer keeps both (the lines it asks for past them
    # take no room), so a taken branch back asks the cache nothing
    assert eight.memory["instruction"]["hits"] == four.memory["instruction"]["hits"] == 0
    # its target, dword 1 of its 32-byte block, costs nothing beyond the branch's turn (CLRX):
    # a pass is its instructions, a turn each
    assert eight.cycles - four.cycles == 4 * 4 * (PER_LINE + 3)
    assert eight.stalls["fetch"] == four.stalls["fetch"]


def test_a_branch_back_into_the_line_it_runs_keeps_the_buffer():
    # a loop of 28 bytes in one line: its branch finds its target in the line its buffer runs,
    # so it asks the cache nothing (LLVM keeps GFX10's loops in the lines the buffer holds;
    # gem5 and MGPUSim ask only for lines it lacks): a trip is its instructions, a turn each
    four, eight = _loop(4, body=2), _loop(8, body=2)
    assert eight.memory["instruction"] == four.memory["instruction"] == {"hits": 0, "misses": 1}
    assert eight.cycles - four.cycles == 4 * 4 * (2 + 3)
    assert eight.stalls["fetch"] == four.stalls["fetch"]


def test_many_waves_in_a_tight_loop_wait_for_no_fetch_a_trip():
    # trial 9's FMA loop: 40 waves on one CU, two VALU and three scalar instructions a trip;
    # the CU's fetch port was asked for a line a wave a trip (fetch 92% of stalls): now the
    # trips add VALU and issue cycles, no fetch
    text = LOOP.format(n="{n}", body="v_fma_f32 v1, v1, v2, v3\nv_fma_f32 v4, v4, v2, v3")
    dev = _device()
    four, eight = (_time(text.format(n=n), dev, grid=64 * 40) for n in (4, 8))
    assert eight.stalls["fetch"] == four.stalls["fetch"]
    assert eight.memory["instruction"] == four.memory["instruction"]


STRADDLE = """
  s_mov_b32 s10, {n}
{pad}
loop:
  v_add_f32 v1, v7, v7
  v_add_f32 v2, v7, v7
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 loop
  s_endpgm
"""


def test_a_loop_across_the_last_lines_keeps_the_line_it_left():
    # trial 13's dd_uniform loop on Vega 64: its head 8 bytes before the code's last line; the
    # buffer, moving on to that line, would ask for one past the code, which takes no room, so
    # it keeps the line it left and the branch back finds it (gem5 frees a line behind the
    # wave only when its buffer is full): a trip asks the cache nothing, 40 waves or one, and
    # waits only for its target's place, dword 6 of its 32-byte block: 2 turns (CLRX)
    pad = "\n".join(["s_nop 0"] * (PER_LINE - 3))        # the loop's head at dword 14
    dev = _device()
    for waves in (1, 40):
        four, eight = (_time(STRADDLE.format(n=n, pad=pad), dev, grid=64 * waves)
                       for n in (4, 8))
        assert eight.memory["instruction"] == four.memory["instruction"]
        assert eight.stalls["fetch"] - four.stalls["fetch"] == 4 * waves * 4 * (6 - 4)


JUMP = """
  s_branch target
{pad}
target:
  s_endpgm
"""


def test_a_taken_branch_costs_a_turn_a_dword_past_the_fifth_of_its_block():
    # the target at dword k + 1 of the code's first 32-byte block: CLRX's GcnTimings measured
    # a jump to dword N of a block (N >= 5) N - 4 penalties of 4 cycles, the first five free
    cycles = [_time(JUMP.format(pad="\n".join(["s_nop 0"] * k)), _device()).cycles
              for k in range(7)]
    assert [c - cycles[0] for c in cycles] == [4 * max(0, k + 1 - 4) for k in range(7)]


def test_a_branch_to_a_line_its_buffer_holds_moves_on_to_it():
    # s_branch at dword 0 to dword 16, the second line, which the buffer asked for at launch:
    # the wave moves on to it and asks for the line after its buffer's (past the code: not
    # the cache's), where a new buffer would have asked for the second line again (a hit)
    timing = _time(JUMP.format(pad="\n".join(["s_nop 0"] * (PER_LINE - 1))), _device())
    assert timing.memory["instruction"] == {"hits": 0, "misses": 2}


def test_a_branch_not_taken_costs_its_turn_only():
    def run(compare):
        text = f"s_mov_b32 s10, 0\n{compare}\ns_cbranch_scc1 skip\nv_add_f32 v1, v2, v2\n" \
               "skip:\ns_endpgm"
        return _time(text, _device())
    taken, not_taken = run("s_cmp_eq_u32 s10, 0"), run("s_cmp_eq_u32 s10, 1")
    assert not_taken.stalls["fetch"] == align(MISS, 0) - LAUNCH       # the launch's only
    # taken: s_endpgm, dword 4 of its block, issues a turn after the branch (v_add skipped)
    assert taken.cycles == not_taken.cycles - 4


def test_cus_sharing_an_instruction_cache_share_its_misses():
    assert BASE.memory.instruction.shared_by > 1               # CUs 0 and 1 share one
    text = _straight(4)
    shared = _time(text, _device(cus=2), grid=128)
    apart = _time(text, _device(cus=2, icache=dataclasses.replace(ICACHE, shared_by=1)),
                  grid=128)
    assert shared.cu_busy[1] > 0
    assert shared.memory["instruction"] == {"hits": 4, "misses": 4}    # CU 1's waves hit
    assert apart.memory["instruction"] == {"hits": 0, "misses": 8}
    # CU 1's hits wait for CU 0's fills, dispatched at the same cycle: both run alike
    assert shared.cycles == apart.cycles == _straight_rule(4)[1]


def test_a_later_workgroup_hits_the_lines_it_finds():
    timing = _time(_straight(4), _device(), grid=64 * 164)
    # 164 one-wave workgroups on one CU (10 a SIMD at most): the first wave misses on the
    # kernel's 4 lines, every other wave hits on them (its buffer's first 4 lines)
    assert timing.memory["instruction"] == {"hits": 4 * 163, "misses": 4}


def test_a_warm_launch_of_the_same_code_finds_its_lines_in_the_cache():
    # The first launch leaves the kernel's 4 lines in the cache; the warm launch after it
    # (MemorySystem.carried, as it finds its data lines) hits on all of them from the start.
    # It had fresh instruction caches: 4 misses again, the wave waiting the L2's 237 cycles.
    dev = _device()
    program = dev.load(_straight(4))

    def run(**options):
        return program.run(64, 64, vgpr_count=8, timing=True, checker=None, **options).timing
    cold, warm = run(), run(warm=True)
    assert cold.memory["instruction"] == {"hits": 0, "misses": 4}
    assert warm.memory["instruction"] == {"hits": 4, "misses": 0}
    assert (warm.stalls["fetch"], warm.cycles) == _straight_rule(4, ICACHE.latency)
    assert (cold.stalls["fetch"], cold.cycles) == _straight_rule(4)
    assert run().memory["instruction"] == {"hits": 0, "misses": 4}     # cold again
