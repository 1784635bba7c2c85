"""The compute unit's rules as microbenchmarks whose answers follow from them (seed 004, seed
000): the 4-cycle VALU cadence, one SIMD per cycle, five categories per cycle, s_sleep's 64
clocks, s_setprio, LDS bank conflicts and in-order vmcnt."""
import dataclasses
import json

import numpy as np
import pytest

from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device


def _device(simds=4, cus=2):
    return Device(config=dataclasses.replace(get_device("gfx900"), simds_per_cu=simds,
                                             compute_units=cus))


def _time(text, grid=64, block=64, dev=None, **run):
    dev = dev or _device()
    launch = dev.load(text).run(grid, block, vgpr_count=8, timing=True, **run)
    return launch.timing


def _chain(n, reg=1):
    return "\n".join(f"v_add_f32 v{reg}, v{reg}, v{reg}" for _ in range(n))


def test_dependent_valu_take_four_cycles_each():
    cycles = [_time(_chain(n) + "\ns_endpgm").cycles for n in (4, 8, 16)]
    assert cycles[1] - cycles[0] == 16 and cycles[2] - cycles[1] == 32
    overhead = cycles[0] - 16
    assert overhead == cycles[2] - 64


def test_four_waves_on_four_simds_take_the_time_of_one():
    text = _chain(16) + "\ns_endpgm"
    one = _time(text)
    four = _time(text, grid=256, block=256)
    # each SIMD gets its turn one cycle after the other: the last wave ends 3 cycles later
    assert four.cycles == one.cycles + 3
    assert four.issued["VALU"] == 4 * one.issued["VALU"]


def test_sleep_sleeps_64_clocks_per_unit():
    short = _time("s_sleep 1\ns_endpgm").cycles
    long = _time("s_sleep 3\ns_endpgm").cycles
    assert long - short == 128


def test_nop_waits_its_wait_states():
    assert _time("s_nop 7\ns_endpgm").cycles - _time("s_nop 0\ns_endpgm").cycles == 4
