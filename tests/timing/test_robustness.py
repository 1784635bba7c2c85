"""Timed launches at the edges: an empty grid, any SIMD count a device allows, a replay that
cannot make progress, a bounded record, a deadline over the replay, the trace's path, units
and cut, and LDS bank conflicts seen as throughput and as latency."""
import dataclasses
import functools
import json
import time

import numpy as np
import pytest

from gcnsim.emu.executor import Deadline, LaunchTimeout
from gcnsim.emu.launch import LaunchError
from gcnsim.errors import GcnsimError
from gcnsim.isa.devices import get_device
from gcnsim.outputs import OutputError
from gcnsim.runtime import Device
from gcnsim.timing import api as timing_api
from gcnsim.timing import bound, engine
from gcnsim.timing.api import TimedLaunch
from gcnsim.timing.cu import CuConfig
from gcnsim.timing.engine import replay
from gcnsim.timing.native_cu import NativeComputeUnit
from gcnsim.timing.occupancy import occupancy
from gcnsim.timing.ops import TimingError
from gcnsim.timing.trace import Tracer


def _chain(n):
    return "\n".join(["v_add_f32 v1, v1, v1"] * n)


CHAIN = _chain(8) + "\ns_endpgm"


def _alternating(n):
    """n dependent VALU ops of two names in turn: back to back, but no two adjacent trace
    slices of one name (the trace merges those)."""
    return "\n".join(["v_add_f32 v1, v1, v1", "v_mul_f32 v1, v1, v1"] * (n // 2))


def _device(**changes):
    return Device(config=dataclasses.replace(get_device("gfx900"), **changes))


@pytest.mark.parametrize("grid", [0, (64, 0, 1)])
def test_an_empty_grid_is_refused_before_it_is_timed(grid):
    """HSA's dispatch packet needs every grid size above 0 (HIP refuses an empty grid too): a
    timed launch of one is a LaunchError naming the grid, never a silent zero-cycle result."""
    with pytest.raises(LaunchError, match="an empty grid runs nothing"):
        _device(compute_units=2).load(CHAIN).run(grid, 64, vgpr_count=8, timing=True)


@pytest.mark.parametrize("simds", [1, 2, 3, 5, 8])
def test_any_simd_count_times_a_dependent_chain(simds):
    """A SIMD's turns come every ``simds`` cycles; a VALU op holds it 4: each dependent op
    issues at the first of its SIMD's turns at least 4 cycles after the one before."""
    dev = _device(compute_units=1, simds_per_cu=simds)
    cycles = [dev.load(_chain(n) + "\ns_sleep 1\ns_endpgm").run(64 * simds, 64 * simds,
                                                                  vgpr_count=8, timing=True)
              .timing.cycles for n in (4, 8)]
    assert cycles[1] - cycles[0] == 4 * simds * -(-4 // simds)


def test_a_replay_without_progress_is_an_error(monkeypatch):
    def stuck(cu):                      # takes no turn: its next is the same cycle
        t = None
        while True:
            t, _ = yield t
            cu.s.last = t
    monkeypatch.setattr(NativeComputeUnit, "_turns", stuck)
    with pytest.raises(TimingError, match="no progress at cycle"):
        _device(compute_units=1).load(CHAIN).run(64, 64, vgpr_count=8, timing=True)


def test_a_replay_that_leaves_workgroups_undispatched_is_an_error(monkeypatch):
    """A CU that never has room again once the first round is dealt (as a CU whose finished
    workgroups were never seen would): the replay ends with work left, an error, not a
    result for part of the grid."""
    dealt = []

    def room_once(cu, waves, occ):
        dealt.append(cu.index)
        return len(dealt) <= 2          # the first check and the first round's one CU
    monkeypatch.setattr(engine, "_fits", room_once)
    with pytest.raises(TimingError, match="ended with 3 of 4 workgroups not dispatched"):
        _device(compute_units=1).load(CHAIN).run(4 * 64, 64, vgpr_count=8, timing=True)


@pytest.mark.parametrize("trace", [True, 1, 1.5, b"t.json"])
def test_a_trace_is_a_path(trace):
    with pytest.raises(LaunchError, match="trace must be a file path"):
        _device().load(CHAIN).run(64, 64, vgpr_count=8, timing=True, trace=trace)


def test_a_trace_in_no_directory_is_refused_before_the_run(tmp_path):
    with pytest.raises(OutputError, match="no directory"):
        _device().load(CHAIN).run(64, 64, vgpr_count=8, trace=tmp_path / "no" / "t.json")


@pytest.mark.parametrize("where", ["directory", "/dev/stdout", "/dev/full"])
def test_a_trace_that_is_no_regular_file_is_refused_before_the_run(tmp_path, where):
    """A directory, a device, a pipe (the outside probe: refused only after the launch ran,
    and ``--trace /dev/stdout --json`` wrote two JSON objects to stdout)."""
    path = tmp_path if where == "directory" else where
    with pytest.raises(GcnsimError, match=f"cannot write '{path}': (not a regular file|it is "
                                          f"the standard output)"):
        _device().load(CHAIN).run(64, 64, vgpr_count=8, trace=path)


class _Expired:
    """A deadline already past for the replay alone (the functional run keeps its own)."""

    @staticmethod
    def after(seconds):
        return None if seconds is None else Deadline(seconds, time.monotonic() - 1)


@pytest.mark.parametrize("text, grid, where", [
    (CHAIN, 64 * 4096, "timing replay"),
    ("s_sleep 127\n" * 12 + "s_endpgm", 64, r"timing replay \(compute unit 0\)")],
    ids=["heap", "alone"])
def test_the_timeout_covers_the_replay(monkeypatch, text, grid, where):
    """Many short workgroups (the CUs' heap), or one CU asleep for 97,000 cycles (a CU alone)."""
    monkeypatch.setattr(timing_api, "Deadline", _Expired)
    prog = _device(compute_units=2).load(text)
    with pytest.raises(LaunchTimeout, match=f"timeout of 60 s reached at cycle .* {where}"):
        prog.run(grid, 64, vgpr_count=8, timing=True, timeout=60)
    assert prog.run(grid, 64, vgpr_count=8, timing=True).timing.cycles


def test_a_launch_of_more_waves_than_the_record_keeps_is_refused_up_front():
    with pytest.raises(LaunchError, match="up to 16,777,216 .*: this one has 67,108,864 waves"):
        _device().load(CHAIN).run((1 << 32) - 1, 1024, vgpr_count=8, timing=True)


def test_the_record_stops_at_its_limit_and_budget_sets_it(monkeypatch):
    monkeypatch.setattr(bound, "KEPT", 2000)
    prog = _device().load(CHAIN)
    with pytest.raises(LaunchError, match=r"up to 2,000 .* ran past it; .* budget= \(--budget\)"):
        prog.run(64 * 200, 64, vgpr_count=8, timing=True)    # 200 waves x (9 + WAVE_WEIGHT)
    timing = prog.run(64 * 200, 64, vgpr_count=8, timing=True, budget=1800).timing
    assert timing.wave_instructions == 1800         # all its budget allows: the record keeps it


def test_a_launch_whose_first_batches_foresee_it_past_the_limit_is_refused_then(monkeypatch):
    """An outside trial's 4096^2 stencil ran 25-30 s before its record reached the limit: two
    batches in, what a wave keeps (9 + WAVE_WEIGHT here) for each of the launch's waves is
    foreseen, and a launch past the limit by MARGIN refused; one just under it runs."""
    from gcnsim.emu import dispatch as dispatch_module
    ran = []
    run_batch = dispatch_module._run_batch
    monkeypatch.setattr(dispatch_module, "_run_batch",
                        lambda *args, **kw: ran.append(1) or run_batch(*args, **kw))
    monkeypatch.setattr(bound, "KEPT", 2000)
    prog = _device().load(CHAIN)
    with pytest.raises(LaunchError, match=r"up to 2,000 .*: this one would keep about 3,200 "
                                          r"\(1.60x\), its first 2 batches at least ~9 a wave "
                                          r"\(foreseen for each of its 200 waves\); a budget="):
        prog.run(64 * 200, 64, vgpr_count=8, timing=True, max_waves=8)
    assert len(ran) == 3                        # refused as the third began, of 25
    monkeypatch.setattr(bound, "KEPT", 3200 * 100 // 105)   # past it by less than MARGIN
    with pytest.raises(LaunchError, match="ran past it"):
        prog.run(64 * 200, 64, vgpr_count=8, timing=True, max_waves=8)
    monkeypatch.setattr(bound, "KEPT", 3200)
    assert prog.run(64 * 200, 64, vgpr_count=8, timing=True, max_waves=8).timing.cycles


def _trace_of(tmp_path, config, text, grid):
    path = tmp_path / "t.json"
    launch = Device(config=config).load(text).run(grid, 64, vgpr_count=8, trace=path)
    return launch.timing, json.loads(path.read_text())


def test_trace_times_are_microseconds_at_the_device_clock_in_whole_ns(tmp_path):
    """At 2.1 GHz a cycle is 0.476 ns: each boundary is rounded to a ns, the same one for the
    slice that ends and the one that begins there, so back-to-back VALU slices stay so."""
    config = dataclasses.replace(get_device("gfx942"), compute_units=1, xcds=1)
    timing, trace = _trace_of(tmp_path, config, _alternating(64) + "\ns_endpgm", 64)
    assert trace["otherData"]["clock_mhz"] == 2100
    ns = lambda us: round(us * 1000)                # as Perfetto reads them (llround)  # noqa
    simd = sorted((ns(e["ts"]), ns(e["dur"])) for e in trace["traceEvents"]
                  if e["ph"] == "X" and e["tid"] < 1000)
    assert len(simd) == 64
    assert all(t + d == after for (t, d), (after, _) in zip(simd, simd[1:]))
    last = max(ns(e["ts"]) for e in trace["traceEvents"])       # s_endpgm, the last event
    assert last == round(timing.cycles * 1000 / 2100)
    assert abs(simd[-1][0] + simd[-1][1] - simd[0][0] - 64 * 4 * 1000 / 2100) < 1


def test_a_truncated_trace_shows_where_it_stops(tmp_path, monkeypatch):
    monkeypatch.setattr(timing_api, "Tracer", functools.partial(Tracer, limit=100))
    config = dataclasses.replace(get_device("gfx900"), compute_units=1, clock_mhz=1000)
    _, trace = _trace_of(tmp_path, config, _alternating(8) + "\ns_endpgm", 64 * 8)
    cut = trace["otherData"]["truncated_at_cycle"]
    marks = [e for e in trace["traceEvents"] if e["ph"] == "i"]
    assert [(m["s"], m["ts"]) for m in marks] == [("g", cut / 1000)]
    assert "limit of 100 events" in marks[0]["name"]


LDS = """
  v_mul_u32_u24 v1, {}, v0
  {}
  s_endpgm
"""


def _lds(target, stride, reads, waves):
    config = dataclasses.replace(get_device(target), compute_units=1, xcds=1)
    text = LDS.format(stride, "\n".join(reads))
    launch = Device(config=config).load(text).run(64 * waves, 64 * waves, vgpr_count=8,
                                                  vgprs={0: "local_id_x"}, shared_mem=65536,
                                                  checker=None, timing=True)
    return launch.timing.cycles


@pytest.mark.parametrize("target", ["gfx900", "gfx942"])
@pytest.mark.parametrize("k", [2, 4, 8])
def test_k_way_conflicts_hold_the_lds_k_times_as_long(target, k):
    """16 waves x 16 independent reads keep the LDS busy: a read of 64 lanes takes it 2 cycles
    (half a wave a cycle), k-way conflicting 2k; the last wait ends on its SIMD's turn. (A
    stride of k dwords is k-way on 32 banks for k a power of 2; an odd stride is conflict-free.)"""
    reads = ["ds_read_b32 v2, v1"] * 16 + ["s_waitcnt lgkmcnt(0)"]
    one, many = (_lds(target, 4 * s, reads, 16) for s in (1, k))
    assert abs(many - one - 16 * 16 * 2 * (k - 1)) < 4


@pytest.mark.parametrize("k", [1, 2, 4, 8, 16])
def test_a_dependent_lds_chain_sees_its_conflicts_at_its_turns(k):
    """One wave, each read waited for: a read completes 64 cycles after its 2k bank cycles, and
    the wave goes on at its SIMD's next turn (every 4 cycles) from then. So 2 cycles more (a
    2-way conflict) can vanish in the wait for the turn: the LDS itself was held twice as long."""
    reads = ["ds_read_b32 v2, v1", "s_waitcnt lgkmcnt(0)"] * 8
    turn = lambda cycles: -(-cycles // 4) * 4                     # noqa: E731
    extra = turn(2 * k + 64) - turn(2 + 64)
    assert _lds("gfx900", 4 * k, reads, 1) - _lds("gfx900", 4, reads, 1) == 8 * extra


def test_a_replay_that_issues_nothing_is_an_error():
    """A CU that can issue nothing (no issue slots) lets time run on, not instructions."""
    config = dataclasses.replace(get_device("gfx900"), compute_units=1)
    dev = Device(config=config)
    options, _ = TimedLaunch.split({"timing": True}, dev)
    dev.load(CHAIN).run(64, 64, vgpr_count=8, **options)
    occ = occupancy(config, vgprs=8, sgprs=16, block_size=64)
    with pytest.raises(TimingError, match="nothing issued from cycle 0 to"):
        replay(options["timing"], config, occ, config=CuConfig(max_issue=0))


@pytest.mark.parametrize("end", ["s_endpgm_ordered_ps_done", "s_sethalt 1", "s_setkill 1",
                                 "s_sendmsghalt sendmsg(MSG_INTERRUPT)"])
def test_every_instruction_that_ends_a_wave_ends_it_in_time(end):
    """What ends a wave in the semantics ends it in the replay (these hung it before: the wave
    never left its SIMD), a message after its port's latency."""
    dev = _device(compute_units=1)
    cycles = {text: dev.load(_chain(4) + "\n" + text).run(64, 64, vgpr_count=8, timing=True)
              .timing.cycles for text in ("s_endpgm", end)}
    assert cycles[end] == cycles["s_endpgm"] + (8 if "sendmsg" in end else 0)


def test_a_stream_that_does_not_end_a_wave_is_refused(monkeypatch):
    """A recorded stream that stops at an instruction that does not end its wave (a recorder
    bug) is a TimingError, not a replay that never ends."""
    dev = _device(compute_units=1)
    options, _ = TimedLaunch.split({"timing": True}, dev)
    dev.load(CHAIN).run(64, 64, vgpr_count=8, **options)
    recorder = options["timing"]
    streams = recorder.streams
    monkeypatch.setattr(recorder, "streams",
                        lambda waves, *codes: _without_last(*streams(waves, *codes)))
    with pytest.raises(TimingError, match="stream ends at v_add_f32, which does not end a wave"):
        replay(recorder, dev.config, occupancy(dev.config, vgprs=8, sgprs=16, block_size=64))


def _without_last(entries, streams, offsets, issued):
    """Recorder.streams' answer with the last instruction of the one wave cut off."""
    (numbers, costs), (start, end) = streams, offsets
    return entries, (numbers[:-1], costs[:-1]), [start, end - 1], issued


@pytest.mark.parametrize("device", ["r9-290x", "vega64", "mi250x", "mi300x"])
def test_a_scalar_load_of_more_dwords_than_lgkmcnt_counts_waits_for_none_outstanding(device):
    """s_load_dwordx16 moves lgkmcnt by 16, past its maximum (15 on gfx9): the second issues
    once the first's data is back (it failed with an IndexError in the replay before)."""
    dev = Device(device)
    buf = dev.array(np.arange(64, dtype=np.uint32))
    load = "s_load_dwordx16 s[40:55], s[20:21], 0x0"
    cycles = []
    for loads in (1, 2):
        prog = dev.load("\n".join([load] * loads + ["s_waitcnt lgkmcnt(0)", "s_endpgm"]))
        cycles.append(prog.run(64, 64, checker=None, timing=True, sgprs={
            20: (buf.address & 0xFFFFFFFF, buf.address >> 32)}).timing.cycles)
    assert cycles[1] - cycles[0] >= dev.config.memory.scalar.latency


@pytest.mark.parametrize("vskip", [(0, 1), (1, 1)])
def test_vector_instructions_vskip_ignores_are_neither_counted_nor_timed(vskip):
    """Under VSKIP a wave ignores its vector instructions (Vega ISA 4.1): the functional run counts
    what ran, and the replay times the same (it timed fewer than the run counted before). Two
    waves, VSKIP from s4 of each (``vskip``) over two VALU instructions."""
    text = """
  s_setvskip s4, 0
  v_mov_b32 v1, 1
  v_add_u32 v2, v1, v1
  s_setvskip 0, 0
  s_endpgm
"""
    launch = _device(compute_units=1).load(text).run(
        128, 64, vgpr_count=8, checker=None, timing=True, sgprs={4: np.array(vskip)})
    skipped = sum(vskip)
    assert launch.stats.wave_instructions == launch.timing.wave_instructions == 10 - 2 * skipped
    assert launch.timing.issued.get("VALU", 0) == 2 * (2 - skipped)


@pytest.mark.parametrize("budget", [{}, "many", -1])
def test_a_bad_budget_is_a_launch_error_when_timed(budget):
    with pytest.raises(LaunchError, match="budget must be an integer"):
        _device().load(CHAIN).run(64, 64, vgpr_count=8, timing=True, budget=budget)


def test_the_timeout_covers_the_runs_again_for_the_clock(monkeypatch):
    """A replay too short to look at the deadline; the run again for s_memtime's values does."""
    monkeypatch.setattr(timing_api, "Deadline", _Expired)
    text = "s_memtime s[0:1]\ns_waitcnt lgkmcnt(0)\ns_endpgm"
    with pytest.raises(LaunchTimeout, match="run 2 of the timed launch"):
        _device().load(text).run(64, 64, vgpr_count=8, timing=True, timeout=60)
