"""s_memtime and s_memrealtime read the simulated clock when the launch can run again
(TimedLaunch.run): the values a kernel stores are the cycles the replay issued the reads at, the
real-time clock counts at 100 MHz, a loop on the clock settles in a few runs, and a launch
through the API with timing=True does all of it."""
import numpy as np
import pytest

from gcnsim.emu.launch import LaunchError
from gcnsim.runtime import Device
from gcnsim.timing import api
from gcnsim.timing.api import TimedLaunch

# Read both clocks, run ``n`` dependent VALU instructions, read them again, store the four.
ACROSS = """
  s_memtime s[0:1]
  s_memrealtime s[2:3]
{body}
  s_memtime s[4:5]
  s_memrealtime s[6:7]
  s_waitcnt lgkmcnt(0)
  s_store_dwordx4 s[0:3], s[8:9], 0x0
  s_store_dwordx4 s[4:7], s[8:9], 0x10
  s_waitcnt lgkmcnt(0)
  s_endpgm
"""
# Spin until the clock has advanced ``span`` cycles since the first read, then store the
# number of polls and the last reading.
SPIN = """
  s_memtime s[0:1]
  s_mov_b32 s10, 0
  s_waitcnt lgkmcnt(0)
poll:
  s_add_u32 s10, s10, 1
  s_memtime s[2:3]
  s_waitcnt lgkmcnt(0)
  s_sub_u32 s4, s2, s0
  s_cmp_lt_u32 s4, {span}
  s_cbranch_scc1 poll
  s_mov_b32 s11, s4
  s_store_dwordx2 s[10:11], s[8:9], 0x0
  s_waitcnt lgkmcnt(0)
  s_endpgm
"""


def _run(text, words, device="vega64"):
    """(the words the kernel stored, its Launch) from TimedLaunch.run."""
    dev = Device(device)
    prog = dev.load(text)
    out = dev.array(np.zeros(words, np.uint32))
    options, timed = TimedLaunch.split({"timing": True}, dev)
    address = {8: (out.address & 0xFFFFFFFF, out.address >> 32)}
    launch = timed.run(lambda: prog.run(64, 64, vgpr_count=8, sgprs=address, **options))
    return out.numpy().view(np.uint64), launch


def _chain(n):
    return "\n".join("  v_add_f32 v1, v1, v1" for _ in range(n))


def test_memtime_reads_the_cycle_of_the_replay():
    spans = []
    for n in (16, 48):
        stored, launch = _run(ACROSS.format(body=_chain(n)), 8)
        timing = launch.timing
        reads = timing.clock_reads[0]
        assert stored.tolist() == reads
        assert not timing.timing_dependent
        spans.append(int(stored[2] - stored[0]))
        # one wave: each instruction issues on its SIMD's turn, 4 cycles after the one before
        assert stored[2] - stored[0] == 4 * (n + 2)
    assert spans[1] - spans[0] == 4 * 32


def test_memrealtime_counts_at_100_mhz():
    stored, launch = _run(ACROSS.format(body=_chain(400)), 8)
    clock = launch.timing.clock_mhz
    shader = stored[[0, 2]]
    assert stored[[1, 3]].tolist() == (shader * 100 // clock).tolist()
    assert stored[3] > stored[1]


def test_a_loop_on_the_clock_settles():
    stored, launch = _run(SPIN.format(span=400), 2)
    polls, waited = stored.view(np.uint32)[:2]
    timing = launch.timing
    assert not timing.timing_dependent
    assert 400 <= waited < 400 + 64
    reads = timing.clock_reads[0]
    assert len(reads) == polls + 1 and reads[-1] - reads[0] == waited
    assert timing.cycles > 400


def test_a_timed_launch_through_the_api_reads_the_simulated_clock():
    dev = Device("vega64")
    out = dev.array(np.zeros(8, np.uint32))
    launch = dev.load(ACROSS.format(body=_chain(4))).run(
        64, 64, vgpr_count=8, sgprs={8: (out.address & 0xFFFFFFFF, out.address >> 32)},
        timing=True)
    stored = out.numpy().view(np.uint64)
    assert not launch.timing.timing_dependent
    assert stored.tolist() == launch.timing.clock_reads[0]
    assert stored[2] - stored[0] == 4 * (4 + 2)


def test_a_clock_that_does_not_settle_is_reported(monkeypatch):
    # a loop on the clock needs two runs: its first polls on the counter's steps of 4, its
    # second on the replay's cycles; allowed one run less, the values do not settle
    monkeypatch.setattr(api, "ROUNDS", 2)
    _, launch = _run(SPIN.format(span=400), 2)
    notes = launch.timing.timing_dependent
    assert notes and all("did not settle in 2 runs" in why for why in notes.values())


# Spin until the clock's low two bits are 0: the functional counter (steps of 4 from 4) ends
# it at the first read; a wave on SIMD 1..3 reads the replay's clock at cycles 1..3 mod 4, and
# the values fed back (each further read 4 on) never end it.
ALIGN = """
poll:
  s_memtime s[4:5]
  s_waitcnt lgkmcnt(0)
  s_and_b32 s6, s4, 3
  s_cmp_lg_u32 s6, 0
  s_cbranch_scc1 poll
  s_endpgm
"""


def test_a_kernel_the_clock_keeps_running_is_refused_at_once():
    """The run again with the replay's clock values may keep 4 times what the first kept
    (bound.RERUN): past it, a LaunchError at once, not a run to the record's limit."""
    prog = Device("vega64").load(ALIGN)
    assert prog.run(256, 256, checker=None).stats.wave_instructions == 24
    with pytest.raises(LaunchError, match="went past 4 times the first run's 52 kept wave-"):
        prog.run(256, 256, checker=None, timing=True)


def test_the_second_run_starts_from_the_memory_the_first_found():
    # read the clock and add one to a word in memory: run twice, the word is still one more
    text = """
      s_load_dword s2, s[8:9], 0x8
      s_waitcnt lgkmcnt(0)
      s_add_u32 s2, s2, 1
      s_store_dword s2, s[8:9], 0x8
      s_memtime s[0:1]
      s_waitcnt lgkmcnt(0)
      s_store_dwordx2 s[0:1], s[8:9], 0x0
      s_waitcnt lgkmcnt(0)
      s_endpgm
    """
    stored, launch = _run(text, 4)
    assert stored.view(np.uint32)[2] == 1
    assert stored[0] == launch.timing.clock_reads[0][0] > 40     # after the load: ran twice


def test_a_load_before_a_clock_loop_is_no_poll():
    """Found by an outside probe: the second run (for the clock's values) saw the first run's
    load of the same address, with stores between the runs, as a poll."""
    stored, launch = _run("  s_load_dwordx2 s[12:13], s[8:9], 0x0\n" + SPIN.format(span=400),
                          2)
    assert not launch.timing.timing_dependent
    assert stored.view(np.uint32)[1] >= 400         # (the load's miss is in the first read)
