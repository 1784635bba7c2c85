"""Stalls charged to the instruction behind them (timing/blame.py): an s_waitcnt's waiting
wave-cycles go to the memory operations it waits for, shared among its counters; the total is
the launch's stalled wave-cycles counted at issue."""
import dataclasses

import numpy as np
import pytest

from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device

KERNEL = """
  v_lshlrev_b32 v1, 2, v0
  global_load_dword v2, v1, s[8:9]
  ds_write_b32 v1, v0
  s_waitcnt vmcnt(0) lgkmcnt(0)
  v_add_f32 v2, v2, v2
  s_barrier
  ds_read_b32 v3, v1
  s_waitcnt lgkmcnt(0)
  global_store_dword v1, v3, s[8:9]
  s_endpgm
"""


@pytest.fixture(scope="module")
def timing():
    dev = Device(config=dataclasses.replace(get_device("gfx900"), compute_units=2))
    data = dev.array(np.arange(1024, dtype=np.float32))
    return dev.load(KERNEL).run(1024, 256, vgpr_count=8, shared_mem=1024, timing=True,
                                vgprs={0: "local_id_x"},
                                sgprs={8: (data.address & 0xFFFFFFFF,
                                           data.address >> 32)}).timing


def test_waits_go_to_the_operations_they_wait_for(timing):
    charged = {text: cycles for text, cycles in timing.charged.values()}
    waited = {text: cycles for _, text, _, cycles in timing.hottest}
    first, second = "s_waitcnt vmcnt(0) lgkmcnt(0)", "s_waitcnt lgkmcnt(0)"
    assert waited[first] > 0 and waited[second] > 0
    assert not any(text.startswith("s_waitcnt") for text in charged)
    assert charged["global_load_dword v2, v1, s[8:9]"] >= waited[first] / 2
    assert charged["ds_read_b32 v3, v1"] >= waited[second]


def test_nothing_is_lost_or_made_up(timing):
    charged = sum(cycles for _, cycles in timing.charged.values())
    assert charged == pytest.approx(sum(cycles for *_, cycles in timing.hottest))
