"""Forward progress between the groups of a batch (emu/executor.py, emu/spin.py): a loop whose
state changes every trip gives way to the other groups at its fingerprint trips, so a wave that
counts while it waits for a flag sees the flag that a wave at a higher PC, a wave in a loop of
its own, or a wave behind a barrier sets; the same on both tiers."""
import numpy as np
import pytest

import gcnsim
from gcnsim.emu.executor import Executor
from gcnsim.native import tier

# Found by an outside user (10 workgroups of 64 on gfx900; the last one sets the flag, the
# others run `while (*flag == 0) c++;`): the counting loop, at the lowest PC, ran to its budget.
COUNTING = """\
  s_cmp_eq_u32 s12, 0
  s_cbranch_scc0 .Lsetter
  s_mov_b32 s4, 0
.Lspin:
  s_add_u32 s4, s4, 1
  global_load_dword v1, v0, s[2:3] glc
  s_waitcnt vmcnt(0)
  v_cmp_eq_u32 vcc, 0, v1
  s_cbranch_vccnz .Lspin
  s_endpgm
.Lsetter:
  v_mov_b32 v2, 14
  global_store_dword v0, v2, s[2:3]
  s_endpgm
"""

# The waiter at the higher PC: wave 1 says it is ready (flag+4) then counts until wave 0
# answers (flag); wave 0, at the lower PC, counts until it is ready.
HANDSHAKE = """\
  s_cmp_eq_u32 s12, 0
  s_cbranch_scc0 .Lready
  s_mov_b32 s4, 0
.Lwait:
  s_add_u32 s4, s4, 1
  global_load_dword v1, v0, s[2:3] offset:4 glc
  s_waitcnt vmcnt(0)
  v_cmp_eq_u32 vcc, 0, v1
  s_cbranch_vccnz .Lwait
  v_mov_b32 v2, 14
  global_store_dword v0, v2, s[2:3]
  s_endpgm
.Lready:
  v_mov_b32 v2, 1
  global_store_dword v0, v2, s[2:3] offset:4
  s_mov_b32 s4, 0
.Lanswer:
  s_add_u32 s4, s4, 1
  global_load_dword v1, v0, s[2:3] glc
  s_waitcnt vmcnt(0)
  v_cmp_eq_u32 vcc, 0, v1
  s_cbranch_vccnz .Lanswer
  s_endpgm
"""

# Workgroup 0 counts while it waits; in workgroup 1, wave 2 waits at the barrier while wave 3
# counts 200 trips of its own before it, then stores the flag past it.
BARRIER = """\
  s_cmp_eq_u32 s12, 0
  s_cbranch_scc0 .Lsetter
  s_mov_b32 s4, 0
.Lspin:
  s_add_u32 s4, s4, 1
  global_load_dword v1, v0, s[2:3] glc
  s_waitcnt vmcnt(0)
  v_cmp_eq_u32 vcc, 0, v1
  s_cbranch_vccnz .Lspin
  s_endpgm
.Lsetter:
  s_cmp_eq_u32 s12, 1
  s_cbranch_scc0 .Lmeet
  s_movk_i32 s5, 200
.Lcount:
  s_sub_u32 s5, s5, 1
  s_cmp_lg_u32 s5, 0
  s_cbranch_scc1 .Lcount
  v_mov_b32 v2, 14
.Lmeet:
  s_barrier
  s_cmp_eq_u32 s12, 1
  s_cbranch_scc0 .Lidle
  global_store_dword v0, v2, s[2:3]
.Lidle:
  s_endpgm
"""

# LLVM's shape of `while (*flag == 0) { if (c == limit) continue; c++; }`: the flag's test and a
# branch back inside the loop, an s_branch closing it (clang's loops with exits inside); wave 1
# counts 3,000 trips of its own before it sets the flag; wave 0 stores its count past it.
INSIDE = """\
  s_cmp_eq_u32 s12, 0
  s_cbranch_scc0 .Lsetter
  s_mov_b32 s4, 0
  s_mov_b32 s14, -1
.Lspin:
  global_load_dword v1, v0, s[2:3] glc
  s_waitcnt vmcnt(0)
  v_cmp_eq_u32 vcc, 0, v1
  s_cbranch_vccz .Ldone
  s_cmp_eq_u32 s4, s14
  s_cbranch_scc1 .Lspin
  s_add_u32 s4, s4, 1
  s_branch .Lspin
.Ldone:
  v_mov_b32 v3, s4
  global_store_dword v0, v3, s[2:3] offset:4
  s_endpgm
.Lsetter:
  s_movk_i32 s5, 3000
.Lcount:
  s_sub_u32 s5, s5, 1
  s_cmp_lg_u32 s5, 0
  s_cbranch_scc1 .Lcount
  v_mov_b32 v2, 14
  global_store_dword v0, v2, s[2:3]
  s_endpgm
"""


@pytest.fixture(autouse=True)
def _eager(monkeypatch):
    """Compile at once, and take nothing from a disk cache (the suite's order cannot matter)."""
    for name in tier.THRESHOLDS:
        monkeypatch.setattr(tier, name, 0.0)
    monkeypatch.setenv("GCNSIM_CACHE", "off")


def run(text, roles, block, tier_, budget=300_000):
    """(flags, the Launch) of len(roles) waves of ``text`` on ``tier_``: s12 = the wave's role,
    s[2:3] = the address of two zeroed flags, v0 = 0 (benchmarks/poll_speed.py runs them)."""
    dev = gcnsim.Device("gfx900")
    flags = dev.array(np.zeros(2, np.uint32))
    prog = dev.load(text)
    prog.run(len(roles) * 64, block, sgprs={2: (flags.address & 0xFFFFFFFF, flags.address >> 32),
                                            12: np.array(roles, np.uint32)},
             vgprs={0: 0}, budget=budget, tier=tier_)
    return flags.numpy().tolist(), prog.last


def both_tiers(text, roles, block):
    """The flags and statistics, checked the same on both tiers."""
    flags, launch = run(text, roles, block, "interpreter")
    native_flags, native = run(text, roles, block, "native")
    assert native_flags == flags
    assert native.stats.wave_instructions == launch.stats.wave_instructions
    assert native.stats.by_class == launch.stats.by_class
    return flags, launch.stats


def test_a_counting_waiter_lets_the_last_workgroup_set_its_flag():
    flags, stats = both_tiers(COUNTING, [0] * 9 + [1], 64)
    assert flags[0] == 14 and stats.wave_instructions < 20_000


def test_a_waiter_at_a_higher_pc_gets_its_turn():
    flags, _ = both_tiers(HANDSHAKE, [0, 1], 64)
    assert flags == [14, 1]


def test_a_counting_waiter_yields_to_waves_meeting_at_a_barrier():
    flags, stats = both_tiers(BARRIER, [0, 0, 2, 1], 128)
    assert flags[0] == 14 and stats.by_class["SALU"] > 200


def test_a_loop_with_exits_inside_polls_as_one_compiled_loop(monkeypatch):
    """The polling loop is one block, closed by its s_branch (emu/program.py), which the native
    tier runs as a compiled loop (its exit tests stop it where a wave takes one): the waiter's
    count, the trips where the waves gave way, the same on both tiers."""
    taken = {}                                  # loop head offset -> trips run compiled
    trips = Executor._trips_taken

    def count(self, block, n, k):
        head = block.entries[0].pc - self.code.base
        taken[head] = taken.get(head, 0) + k
        trips(self, block, n, k)
    monkeypatch.setattr(Executor, "_trips_taken", count)
    flags, stats = both_tiers(INSIDE, [0, 1], 64)
    assert flags[0] == 14 and flags[1] > 1000 and stats.wave_instructions > 10_000
    assert taken.get(16, 0) > flags[1] // 2     # .Lspin's (on the native tier)
    code = gcnsim.Device("gfx900").load(INSIDE).code
    block = code.block(code.base + 16, None, True)
    assert block.entries[-1].inst.op.name == "s_branch" and len(block.inner) == 2
