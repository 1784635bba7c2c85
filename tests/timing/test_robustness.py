"""Timed launches at the edges: an empty grid, any SIMD count a device allows, a replay that
cannot make progress, a bounded record, a deadline over the replay, the trace's path."""
import dataclasses

import numpy as np
import pytest

from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device

CHAIN = "\n".join(["v_add_f32 v1, v1, v1"] * 8 + ["s_endpgm"])


def _device(**changes):
    return Device(config=dataclasses.replace(get_device("gfx900"), **changes))


@pytest.mark.parametrize("grid", [0, (64, 0, 1)])
def test_an_empty_grid_takes_no_cycles(grid):
    launch = _device(compute_units=2).load(CHAIN).run(grid, 64, vgpr_count=8, timing=True)
    assert launch.timing.cycles == 0 and launch.timing.wave_instructions == 0
    assert launch.timing.workgroups == 0
