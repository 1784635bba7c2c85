"""Loops that can never end stop deterministically (emu/spin.py): a wave spinning on a flag
nobody sets, a deadlock on a later workgroup, a spin beside waves parked at a barrier; and
waves that spin while another wave of the batch can still set their flag go on."""
import re
import shutil

import numpy as np
import pytest

import gcnsim
from gcnsim.emu.executor import BudgetExceeded
from gcnsim.emu.spin import SpinHang
from gcnsim.lang import Ptr, global_id, i32, kernel

SPIN = """\
  s_cmp_eq_u32 s12, 0
  s_cbranch_scc0 .Lsetter
.Lspin:
  global_load_dword v1, v0, s[2:3]
  s_waitcnt vmcnt(0)
  v_cmp_eq_u32 vcc, 0, v1
  s_cbranch_vccnz .Lspin
  s_endpgm
.Lsetter:
  s_cmp_eq_u32 s12, 1
  s_cbranch_scc0 .Lidle
  v_mov_b32 v2, 7
  v_add_u32 v2, v2, v2
  global_store_dword v0, v2, s[2:3]
.Lidle:
  s_endpgm
"""


def run(text, waves, setters=(), block=64, budget=10**6, **options):
    """(the flag's value afterwards, the Launch) of ``waves`` waves of ``text``: s12 = 1 in the
    ``setters``, else 0; s[2:3] = the address of a zeroed flag; v0 = 0."""
    dev = gcnsim.Device("gfx900")
    flag = dev.empty(1, np.uint32)
    role = np.array([1 if w in setters else 0 for w in range(waves)], np.uint32)
    prog = dev.load(text)
    prog.run(waves * 64, block, sgprs={2: (flag.address & 0xFFFFFFFF, flag.address >> 32),
                                       12: role}, vgprs={0: 0}, budget=budget, **options)
    return int(flag.numpy()[0]), prog.last


def test_a_lone_spinning_wave_is_stopped_with_its_loop():
    with pytest.raises(SpinHang, match=r"hang: wave 0 at pc 0x1000020(08)..0x1000020(18) loop "
                                       r"forever: their "
                                       r"registers and the memory they can read repeat"):
        run(SPIN, 1)


def test_the_stop_comes_within_a_million_wave_instructions():
    """The budget is far above the stop: SpinHang, not BudgetExceeded, and quickly."""
    with pytest.raises(SpinHang):
        run(SPIN, 4, budget=4 * 1000)


def test_a_spinning_wave_yields_to_the_wave_that_sets_its_flag():
    value, launch = run(SPIN, 2, setters=(1,), block=128)
    assert value == 14 and launch.stats.wave_instructions > 128


def test_spinning_on_a_later_workgroup_is_a_deadlock():
    """Workgroup 0 waits for workgroup 3, which runs only after it (one wave per batch)."""
    with pytest.raises(SpinHang, match=r"wave 0 at pc .* loop forever.*a deadlock if they "
                                       r"wait for one of the 3 workgroups not yet running"):
        run(SPIN, 4, setters=(3,), max_waves=1)


def test_the_same_program_with_every_workgroup_running_completes():
    value, _ = run(SPIN, 4, setters=(3,))
    assert value == 14


BARRIER = """\
  s_cmp_eq_u32 s12, 0
  s_cbranch_scc1 .Lspin
  s_barrier
  s_endpgm
.Lspin:
  global_load_dword v1, v0, s[2:3]
  s_waitcnt vmcnt(0)
  v_cmp_eq_u32 vcc, 0, v1
  s_cbranch_vccnz .Lspin
  s_barrier
  s_endpgm
"""


def test_a_spin_that_holds_a_barrier_names_the_waiting_waves():
    dev = gcnsim.Device("gfx900")
    flag = dev.empty(1, np.uint32)
    sgprs = {2: (flag.address & 0xFFFFFFFF, flag.address >> 32),
             12: np.array([0, 2, 2, 2], np.uint32)}
    barrier = r"; waves 1, 2, 3 wait at s_barrier \(pc 0x[0-9a-f]*008\) for them$"
    with pytest.raises(SpinHang, match=barrier):
        dev.load(BARRIER).run(256, 256, sgprs=sgprs, vgprs={0: 0})


def test_loops_that_change_state_are_not_hangs():
    """A counted loop of 100,000 trips, and one whose registers repeat at every back edge
    while the LDS word it reads counts up to 5,000."""
    prog = gcnsim.Device("gfx900").load("""\
  s_mov_b32 s0, 0
.Lcount:
  s_add_u32 s0, s0, 1
  s_cmp_lt_u32 s0, 100000
  s_cbranch_scc1 .Lcount
  v_mov_b32 v1, 0
  s_mov_b32 m0, -1
  s_mov_b32 s1, 0
.Llds:
  ds_add_u32 v1, v2
  s_waitcnt lgkmcnt(0)
  ds_read_b32 v3, v1
  s_waitcnt lgkmcnt(0)
  v_cmp_gt_u32 vcc, 5000, v3
  v_mov_b32 v3, 0
  s_cbranch_vccnz .Llds
  s_endpgm
""")
    launch = prog.run(64, vgprs={2: 1}, shared_mem=64)
    assert launch.stats.wave_instructions > 300_000


CLOCK = """\
.Lpoll:
  s_memtime s[0:1]
  s_waitcnt lgkmcnt(0)
  {use}
  s_cbranch_scc{taken} .Lpoll
  s_endpgm
"""


@pytest.mark.parametrize("timing", [False, True])
def test_polling_clock_bits_the_clock_never_shows_is_a_spin(timing):
    """Found by an outside probe: a wave polling s_memtime & 0xfff == 7 (the functional clock
    steps by 4) ran 96 s untimed, 122 s and 968 MB timed, to BudgetExceeded. Its low 12 bits
    come round after 1,024 trips: the hang is found at the 2,048th."""
    text = CLOCK.format(use="s_and_b32 s2, s0, 0xfff\n  s_and_b32 s2, s2, 0xff\n"
                            "  s_cmp_eq_u32 s2, 7", taken=0)
    with pytest.raises(SpinHang, match=r"hang: wave 0 at pc 0x100002000\.\.0x100002020 loop "
                                       "forever"):
        run(text, 1, budget=6 * 2048 + 100, timing=timing)


@pytest.mark.parametrize("use, taken, trips", [
    ("s_and_b32 s2, s0, 0xfff\n  s_cmp_eq_u32 s2, 0xff8", 0, 1022),     # bits it does show
    ("s_cmp_lt_u32 s0, 0x10000", 1, 16384),                             # a deadline
    ("s_and_b32 s2, s0, 0xfffff\n  s_mov_b32 s2, 0\n  s_and_b32 s3, s0, 0xfffff\n"
     "  s_cmp_eq_u32 s3, 0x7fff0", 0, 131068),             # seen once, then overwritten
    ("s_and_b32 s2, s0, 0xff\n  s_add_u32 s2, s2, s0\n  s_cmp_lt_u32 s2, 0x8000", 1, 8184),
])
def test_clock_waits_that_end_are_not_taken_for_spins(use, taken, trips):
    """A raw clock value compared, or used by anything but an AND with a constant, keeps the
    raw registers in the fingerprint; a mask is trusted only once the clock came round."""
    _, launch = run(CLOCK.format(use=use, taken=taken), 1, budget=10**7)
    assert launch.stats.wave_instructions == pytest.approx((4 + use.count("\n")) * trips,
                                                           rel=0.01)


STORING = """\
  v_mov_b32 v2, 1
.Lstore:
  global_store_dword v0, v2, s[2:3]
  s_waitcnt vmcnt(0)
  s_branch .Lstore
"""

COUNTING = """\
.Lcount:
  global_load_dword v1, v0, s[2:3]
  s_waitcnt vmcnt(0)
  v_add_u32 v1, v1, 1
  global_store_dword v0, v1, s[2:3]
  s_waitcnt vmcnt(0)
  v_cmp_gt_u32 vcc, 3000, v1
  v_mov_b32 v1, 0
  s_cbranch_vccnz .Lcount
  s_endpgm
"""


def test_a_loop_that_stores_the_same_value_forever_is_a_spin():
    """Each store writes the bytes already there: memory does not change, the loop spins
    (it ran to its budget before: every store counted as a change)."""
    with pytest.raises(SpinHang, match="loop forever"):
        run(STORING, 1)


def test_a_loop_whose_stores_count_up_in_memory_is_not_a_spin():
    """Its registers repeat at every back edge; the word it stores grows, so it ends."""
    value, launch = run(COUNTING, 1)
    assert value == 3000 and launch.stats.wave_instructions > 3000 * 8


COUNTING_SPIN = """\
  s_mov_b32 s4, 0
  v_mov_b32 v4, 0
.Lspin:
  global_load_dword v1, v0, s[2:3]
  s_waitcnt vmcnt(0)
  s_add_u32 s4, s4, 1
  v_add_u32 v4, 1, v4
  v_cmp_eq_u32 vcc, 0, v1
  s_cbranch_vccnz .Lspin
  s_endpgm
"""


@pytest.mark.parametrize("tier", ["interpreter", "native"])
def test_a_spin_that_counts_its_trips_is_a_spin(tier, monkeypatch, tmp_path):
    """``while (*flag == 0) k++;``: the counters (s4, v4) change every trip but nothing the
    loop decides by reads them; it ran to its budget before (a sweep point: 6m40s)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    with pytest.raises(SpinHang, match="wave 0 at pc .* loop forever"):
        run(COUNTING_SPIN, 1, budget=100_000, tier=tier)


def test_a_counter_that_moves_a_loads_address_is_not_left_out():
    """``while (a[k] == 0) k++;`` with a[200] = 1: the loaded words repeat (zeros) at the
    checks of trips 64 and 128, but the counter is the address, so the loop goes on and
    ends."""
    dev = gcnsim.Device("gfx900")
    words = np.zeros(256, np.uint32)
    words[200] = 1
    buffer = dev.array(words)
    prog = dev.load("""\
  v_mov_b32 v4, 0
.Lscan:
  global_load_dword v1, v4, s[2:3]
  s_waitcnt vmcnt(0)
  v_add_u32 v4, 4, v4
  v_cmp_eq_u32 vcc, 0, v1
  s_cbranch_vccnz .Lscan
  s_endpgm
""")
    prog.run(64, sgprs={2: (buffer.address & 0xFFFFFFFF, buffer.address >> 32)},
             budget=100_000)
    assert prog.last.stats.wave_instructions == 1 + 201 * 5 + 1


@pytest.mark.skipif(shutil.which("clang-19") is None, reason="needs clang-19")
def test_a_hang_in_code_its_compiler_gave_line_0_says_so(tmp_path):
    # clang reads p[0] once and makes an endless loop of its own, with no source line
    path = tmp_path / "spin.cl"
    path.write_text("kernel void k(global int *p) {\n  while (p[0] == 0) { }\n"
                    "  p[get_global_id(0)] = 1;\n}\n")
    dev = gcnsim.Device("gfx900")
    with pytest.raises(SpinHang, match=r"\(no source line: its compiler gave this code line 0\)"):
        dev.load(str(path)).k(dev.array(np.zeros(64, np.int32)), grid=64, budget=10**6)


@kernel
def runaway(x: Ptr[i32], n: i32):
    j = 0
    while j != n:                 # n odd: j never equals it
        j += 2
    x[global_id(0)] = j


def test_a_budget_run_out_names_the_source_line():
    dev = gcnsim.Device("gfx900")
    with pytest.raises(BudgetExceeded, match=r"test_spin\.py:(\d+): instruction budget of "
                                             r"100000 wave-instructions exceeded") as info:
        dev.compile(runaway).runaway(dev.array(np.zeros(64, np.int32)), 3, grid=64,
                                     budget=100000)
    loop = runaway.pyfunc.__code__.co_firstlineno + 3        # the while and its body
    assert int(re.search(r"py:(\d+):", str(info.value)).group(1)) in (loop, loop + 1)
    # the loop it ran out in, its trips, and that gcnsim cannot tell whether it ends
    assert re.search(rf"; the loop at pc 0x[0-9a-f]+\.\.0x[0-9a-f]+ \(\S+test_spin\.py:"
                     rf"{loop}\) took its back edge \d+ times without ending: its state "
                     "changes from trip to trip, so whether it ever ends is not known$",
                     str(info.value))


@kernel
def count_polls(x: Ptr[i32]):
    k = 0
    while x[0] == 0:              # the compiler's exit is a branch mid-loop, k's s_add its SCC
        k += 1
    x[global_id(0) + 1] = k


@kernel
def count_polls_one_lane(x: Ptr[i32]):
    i = global_id(0)
    k = 0
    if i == 5:
        while x[0] == 0:
            k += 1
    x[i + 1] = k


@pytest.mark.parametrize("kernel_", [count_polls, count_polls_one_lane])
def test_a_compiled_polling_loop_that_counts_is_a_spin(kernel_):
    """``while x[0] == 0: k += 1`` as the kernel language compiles it: the loop leaves by a
    branch in its middle and the counter's s_add writes SCC that the exit test overwrites
    before it reads SCC; it ran to the 10^7 budget (the counter seemed needed); now it stops
    within 10^6 wave-instructions."""
    dev = gcnsim.Device("gfx900")
    program = dev.compile(kernel_)
    with pytest.raises(SpinHang, match="wave 0 at pc .* loop forever"):
        getattr(program, kernel_.name)(dev.array(np.zeros(65, np.int32)), grid=64,
                                       budget=10**6)


COUNTED_EXIT = """\
  s_mov_b32 s4, 0
.Lpoll:
  global_load_dword v1, v0, s[2:3]
  s_waitcnt vmcnt(0)
  v_cmp_eq_u32 vcc, 0, v1
  s_cbranch_vccz .Lout
  s_add_u32 s4, s4, 1
  s_cmp_lt_u32 s4, 1000
  s_cbranch_scc0 .Lout
  s_branch .Lpoll
.Lout:
  s_endpgm
"""


def test_a_counter_an_exit_reads_is_not_left_out():
    """The same loop with a second exit when the count reaches 1000: the counter decides an
    exit, so its fingerprint keeps it, and the loop runs its 1000 trips."""
    _, launch = run(COUNTED_EXIT, 1)
    assert launch.stats.wave_instructions == 1 + 999 * 8 + 7 + 1   # the last trip leaves early


COUNTING_IF_SPIN = """\
  s_mov_b32 s4, 0
  v_mov_b32 v4, 0
.Lspin:
  global_load_dword v1, v0, s[2:3]
  s_waitcnt vmcnt(0)
  s_cmp_eq_u32 s12, 0
  s_cbranch_scc1 .Lelse
  s_add_u32 s4, s4, 1
  s_branch .Ljoin
.Lelse:
  s_add_u32 s4, s4, 2
  v_add_u32 v4, 1, v4
.Ljoin:
  v_cmp_eq_u32 vcc, 0, v1
  s_cbranch_vccnz .Lspin
  s_endpgm
"""


@pytest.mark.parametrize("tier", ["interpreter", "native"])
def test_a_spin_that_counts_in_an_if_is_a_spin(tier, monkeypatch, tmp_path):
    """``while (*flag == 0) { if (role) k += 1; else { k += 2; j++; } }``: the counters are
    written on either side of a branch inside the loop; the loop ran to its budget (only a
    straight body was analysed)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    with pytest.raises(SpinHang, match="wave 0 at pc .* loop forever"):
        run(COUNTING_IF_SPIN, 1, budget=100_000, tier=tier)


COUNTED_IF_EXIT = COUNTING_IF_SPIN.replace("  v_add_u32 v4, 1, v4\n", """\
  s_cmp_ge_u32 s4, 1000
  s_cbranch_scc1 .Lout
""").replace("  s_endpgm\n", ".Lout:\n  s_endpgm\n")


def test_a_counter_an_exit_in_an_if_reads_is_not_left_out():
    """The same loop where the ``else`` side leaves when the count reaches 1000: the counter
    decides an exit, so the loop runs its 500 trips and ends."""
    _, launch = run(COUNTED_IF_EXIT, 1)
    assert launch.stats.wave_instructions == 2 + 499 * 9 + 7 + 1     # the last trip leaves


@kernel
def count_polls_in_an_if(x: Ptr[i32], n: i32):
    i = global_id(0)
    k = 0
    while x[0] == 0:
        if n > 3:                 # n alike in every lane: a branch over each side
            k += 1
        else:
            k += 2
    x[i + 1] = k


@pytest.mark.parametrize("n", [5, 1])
def test_a_compiled_polling_loop_that_counts_in_an_if_is_a_spin(n):
    """The kernel language's ``if`` on a uniform value inside the polling loop: a scalar branch
    to each side, k's s_add on both; it ran to the 10^6 budget."""
    dev = gcnsim.Device("gfx900")
    program = dev.compile(count_polls_in_an_if)
    with pytest.raises(SpinHang, match="wave 0 at pc .* loop forever"):
        program.count_polls_in_an_if(dev.array(np.zeros(65, np.int32)), n, grid=64,
                                     budget=10**6)
