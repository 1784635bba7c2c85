"""Timing a program of launches (timing/program.py): each launch's timing is the one it gets
timed alone; a launch of the same profile (same code, work and memory layout) reuses the
first one's timing, counted; an argument that changes the work is timed; warm programs carry
the caches; the program's interval adds a reused timing's error per use (a sampled program's
too) and distinct ones in quadrature, and each launch placed elsewhere's placement bound in
full."""
import dataclasses
import math
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

import gcnsim
import gcnsim.timing.api
import gcnsim.timing.program
from gcnsim.emu.launch import LaunchError
from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device
from gcnsim.timing.program import ProgramLaunch, ProgramTiming

SAXPY = Path(__file__).resolve().parents[1] / "data/kernels/gfx942/saxpy.hsaco"


@pytest.fixture
def saxpy():
    """(device, a launch function: (x, y, n, grid, **options) -> Launch, a buffer pair maker)"""
    dev = Device(config=dataclasses.replace(get_device("mi300x"), xcds=2, compute_units=2))
    prog = dev.load(SAXPY)

    def pair(n):
        return dev.array(np.arange(n, dtype=np.float32)), dev.array(np.ones(n, np.float32))

    def run(x, y, n, grid=None, **options):
        return prog.saxpy(np.float32(2.0), x, y, np.int32(n), grid=grid or n, block=256,
                          **options)
    return dev, run, pair


def test_launches_of_other_profiles_are_each_timed_as_alone(saxpy):
    dev, run, pair = saxpy
    small, large = pair(2048), pair(8192)
    shown = [(small, 2048, 2048), (large, 8192, 8192), (large, 8000, 8192)]   # n < grid
    with dev.program_timing() as program:
        for (x, y), n, grid in shown:
            run(x, y, n, grid)
    assert [p.reused_from for p in program.launches] == [None, None, None]
    assert program.timed_share == 1
    alone = [run(x, y, n, grid, timing=True).timing for (x, y), n, grid in shown]
    assert [p.timing.as_dict() for p in program.launches] == [t.as_dict() for t in alone]
    assert program.cycles == sum(t.cycles for t in alone)
    assert program.interval == (program.cycles, program.cycles)      # full timings: exact


def test_a_launch_of_the_same_profile_reuses_the_first_timing(saxpy, monkeypatch):
    dev, run, pair = saxpy
    first, other = pair(4096), pair(4096)
    replays = []
    replay = gcnsim.timing.api.replay
    monkeypatch.setattr(gcnsim.timing.api, "replay",
                        lambda *args, **kwargs: replays.append(1) or replay(*args, **kwargs))
    with dev.program_timing() as program:
        [run(*first, 4096), run(*first, 4096), run(*other, 4096)]
    assert [p.reused_from for p in program.launches] == [None, 0, 0]
    assert program.timed_share == pytest.approx(1 / 3)
    assert len(replays) == 1                # the reused launches replayed nothing
    # the functional run is complete: a reused launch's results are its own
    assert np.array_equal(other[1].numpy(), 2 * np.arange(4096, dtype=np.float32) + 1)
    alone = run(*first, 4096, timing=True).timing
    assert [p.timing.as_dict() for p in program.launches] == [alone.as_dict()] * 3
    assert program.cycles == 3 * alone.cycles
    # other buffers of the same layout: only the pages' bases differ (measured: the same
    # cycles, 20 of 79,232 vmcnt stall cycles apart)
    elsewhere = run(*other, 4096, timing=True).timing
    assert abs(elsewhere.cycles - alone.cycles) <= 0.005 * alone.cycles


def test_a_changed_argument_that_changes_the_work_is_timed_again(saxpy):
    dev, run, pair = saxpy
    x, y = pair(8192)
    with dev.program_timing() as program:
        run(x, y, 4096)
        run(x, y, 8192)
        run(x, y, 6000, 8192)           # same grid, fewer lanes store
        run(x, y, 8192)
    assert [p.reused_from for p in program.launches] == [None, None, None, 1]
    assert len({p.timing.cycles for p in program.launches}) == 3


def test_a_warm_program_carries_the_caches_and_reuses_only_an_equal_start(saxpy):
    dev, run, pair = saxpy
    a, b = pair(2048), pair(8192)
    order = [(a, 2048), (b, 8192), (a, 2048), (b, 8192), (a, 2048), (a, 2048)]
    with dev.program_timing(warm=True) as program:
        for (x, y), n in order:
            run(x, y, n)
    # the second "b after a" finds b's lines, the first did not: timed; from then on the
    # caches hold both pairs (in sets of their own), so every later a starts as the first
    # "a after b" did: reused (its timing equal to the launch's alone, below)
    assert [p.reused_from for p in program.launches] == [None] * 4 + [2, 2]
    dev.flush_caches()
    alone = [run(x, y, n, timing=True, warm=True).timing for (x, y), n in order]
    assert [p.timing.cycles for p in program.launches] == [t.cycles for t in alone]
    assert alone[2].cycles != run(*a, 2048, timing=True).timing.cycles      # warm != cold


def test_a_warm_program_of_two_buffers_an_l2_cannot_hold_times_each_start():
    """X Y X Y over buffers that do not both fit the L2: which of X's lines survive Y depends
    on all the launches before, not on the one before alone (an outside trial: the program
    gave the first "Y after X"'s cycles to every later launch)."""
    base = get_device("vega64")
    memory = dataclasses.replace(base.memory, l2=dataclasses.replace(base.memory.l2,
                                                                     size=64 << 10))
    dev = Device(config=dataclasses.replace(base, compute_units=2, memory=memory))
    prog = dev.load(SAXPY.parent.parent / "gfx900/saxpy.hsaco")
    n = 6144                            # x and y: 48 KiB a pair, two pairs past the 64 KiB
    pairs = [(dev.array(np.arange(n, dtype=np.float32)), dev.array(np.ones(n, np.float32)))
             for _ in range(2)]

    def run(x, y, **options):
        return prog.saxpy(np.float32(2.0), x, y, np.int32(n), grid=n, block=256, **options)
    order = [pairs[k % 2] for k in range(5)]
    with dev.program_timing(warm=True) as program:
        for x, y in order:
            run(x, y)
    dev.flush_caches()
    alone = [run(x, y, timing=True, warm=k > 0).timing.cycles for k, (x, y) in enumerate(order)]
    assert [p.timing.cycles for p in program.launches] == alone


def test_a_program_refuses_launch_timing_options_and_a_second_program(saxpy):
    dev, run, pair = saxpy
    x, y = pair(256)
    for wrong in (False, "sample"):
        with pytest.raises(LaunchError, match="timing must be True"):
            dev.program_timing(timing=wrong)
    with dev.program_timing():
        with pytest.raises(LaunchError, match="gives no timing of its own"):
            run(x, y, 256, timing=True)
        with pytest.raises(LaunchError, match="one at a time"):
            dev.program_timing().__enter__()
    assert dev.timing_program is None
    assert run(x, y, 256).timing is None            # outside the block: untimed again


def test_a_launch_on_another_device_inside_a_program_is_refused(saxpy):
    """An outside trial's MI250X launch inside an MI300X program was neither timed nor
    counted, the program's total silently short of it."""
    dev, run, pair = saxpy
    other = Device(config=dataclasses.replace(get_device("mi250x"), compute_units=2))
    x, y = other.array(np.zeros(256, np.float32)), other.array(np.zeros(256, np.float32))
    kernel = other.load(SAXPY.parent.parent / "gfx90a/saxpy.hsaco").saxpy
    args = (np.float32(2.0), x, y, np.int32(256))
    with dev.program_timing() as program:
        run(*pair(256), 256)
        with pytest.raises(LaunchError, match=r"inside Device\('mi300x'.*own device only.*"
                                              r"a program of its own"):
            kernel(*args, grid=256, block=256)
        with other.program_timing() as inner:           # nested: each device its own
            kernel(*args, grid=256, block=256)
    assert len(program.launches) == 1 and inner.launches[0].timing.cycles > 0
    assert kernel(*args, grid=256, block=256).timing is None     # after the block: untimed


def _result(cycles, low, high):
    return SimpleNamespace(cycles=cycles, interval=(low, high), seconds=cycles * 1e-9,
                           seconds_interval=(low * 1e-9, high * 1e-9))


def test_the_interval_adds_a_reused_error_per_use_and_distinct_ones_in_quadrature():
    program = ProgramTiming(SimpleNamespace(), "sampled")
    a, b = _result(1000, 970, 1040), _result(500, 490, 505)
    for timing, key, source in [(a, "a", None), (a, "a", 0), (a, "a", 0), (b, "b", None)]:
        program.launches.append(ProgramLaunch("k", timing, source))
        program._keys.append(key)
    low, high = program.interval
    assert program.cycles == 3500
    assert low == pytest.approx(3500 - math.hypot(3 * 30, 10))
    assert high == pytest.approx(3500 + math.hypot(3 * 40, 5))
    assert program.seconds_interval[1] == pytest.approx(high * 1e-9)
    assert program.timed_share == 0.5


def test_placement_adds_in_full_over_distinct_timings_and_errors_in_quadrature():
    """By hand: a (1000, 970-1040) used 3 times, 2 of them elsewhere; b (500, 490-505) twice,
    once elsewhere; c timed in full (800) twice, once elsewhere. Errors: 3 x a's and 2 x b's
    half-widths in quadrature, c none; placement: 3% of 1000 + 1000 + 500 + 800, linearly
    (an outside trial's 22 full launches, 12 elsewhere over 8 timings, got 3% x their
    cycles in quadrature: +-13,464 where the rule gives +-21,107)."""
    program = ProgramTiming(SimpleNamespace(), "sampled")
    a, b, c = _result(1000, 970, 1040), _result(500, 490, 505), _result(800, 800, 800)
    for timing, key, source, elsewhere in [
            (a, "a", None, False), (a, "a", 0, True), (a, "a", 0, True),
            (b, "b", None, False), (b, "b", 3, True), (c, "c", None, False),
            (c, "c", 5, True)]:
        program.launches.append(ProgramLaunch("k", timing, source, elsewhere))
        program._keys.append(key)
    assert program.cycles == 5600
    placement = 0.03 * (1000 + 1000 + 500 + 800)                    # 99
    low, high = program.interval
    assert low == pytest.approx(5600 - math.sqrt(90 ** 2 + 20 ** 2) - placement)
    assert high == pytest.approx(5600 + math.sqrt(120 ** 2 + 10 ** 2) + placement)
    assert low == pytest.approx(5600 - 92.1954 - 99, abs=1e-3)


UNEVEN = """
  s_and_b32 s10, s12, 7
  s_add_u32 s10, s10, 1
loop:
  v_mul_f32 v3, v2, v2
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 loop
  s_endpgm
"""


def test_a_sampled_program_reuses_the_estimate_and_widens_its_interval_per_use():
    # 32 rounds of workgroups of eight lengths on a Vega 64 of 2 CUs: sampling skips work
    dev = Device(config=dataclasses.replace(get_device("gfx900"), compute_units=2))
    raw = dev.load(UNEVEN)
    sampling = gcnsim.Sampling(error=0.05, rounds=8)
    with dev.program_timing(sampling) as program:
        for _ in range(2):
            raw.run(64 * 2 * 40 * 32, 64, vgpr_count=8, checker=None,
                    sgprs={12: "workgroup_id_x"})
    first, second = (p.timing for p in program.launches)
    assert isinstance(first, gcnsim.SampledResult) and first.detail_share < 0.5
    assert [p.reused_from for p in program.launches] == [None, 0]
    assert second.as_dict() == first.as_dict()
    low, high = first.interval
    assert program.interval == (2 * low, 2 * high)      # one estimate, its error twice


STENCIL = """
kernel void stencil2d(global const float *in, global float *out, int W, int H) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x <= 0 || y <= 0 || x >= W-1 || y >= H-1) return;
  out[y*W+x] = 0.2f*(in[y*W+x] + in[y*W+x-1] + in[y*W+x+1] + in[(y-1)*W+x] + in[(y+1)*W+x]);
}
"""


def test_a_reuse_on_buffers_at_other_addresses_widens_the_interval_to_hold_the_launches():
    # a time loop ping-ponging two buffers (an outside trial's, reduced to 128^2 floats and 4
    # steps on a Vega 64 of 4 CUs): a->b and b->a are one profile but 5294 and 5286 cycles
    # timed one by one; the program claimed 4 x 5294 exactly
    def steps(dev, options):
        prog = dev.load(STENCIL, name="stencil.cl")
        start = np.random.default_rng(4).random(128 * 128).astype(np.float32)
        a, b = dev.array(start), dev.array(np.zeros_like(start))
        return [prog.stencil2d(*((a, b) if s % 2 == 0 else (b, a)), np.int32(128),
                               np.int32(128), grid=(128, 128), block=(64, 4), **options)
                for s in range(4)]

    config = dataclasses.replace(get_device("gfx900"), compute_units=4)
    dev = Device(config=config)
    with dev.program_timing() as program:
        steps(dev, {})
    alone = sum(launch.timing.cycles for launch in steps(Device(config=config), {"timing": True}))
    assert [p.reused_from for p in program.launches] == [None, 0, 0, 0]
    assert program.cycles != alone
    low, high = program.interval
    assert low <= alone <= high
    # b->a lies elsewhere; a->b again lies where the timed launch did: reused exactly
    assert [p.placed_elsewhere for p in program.launches] == [False, True, False, True]
    moved = 2 * gcnsim.timing.program.PLACEMENT_SPREAD * program.launches[0].timing.cycles
    assert (low, high) == pytest.approx((program.cycles - moved, program.cycles + moved))
