"""The recorder's poll check reads a load's dword addresses only where a wave loads the lines
of its last load there again (timing/polls.py ``_poll``): a loop streaming through a buffer
costs a comparison of lines, not its addresses read at every load after the first."""
import numpy as np

from gcnsim.runtime import Device
from gcnsim.timing import polls

# Each wave's 16 loads, one dword for all its lanes, at ``step`` bytes from the one before.
LOADS = """
  s_mov_b32 s10, 16
loop:
  global_load_dword v1, v[2:3], off
  s_waitcnt vmcnt(0)
  v_add_co_u32 v2, vcc, {step}, v2
  v_addc_co_u32 v3, vcc, 0, v3, vcc
  s_sub_u32 s10, s10, 1
  s_cmp_lg_u32 s10, 0
  s_cbranch_scc1 loop
  s_endpgm
"""


def _dwords_read(monkeypatch, step):
    """The waves whose dword addresses the poll check read, in a launch of 2 waves."""
    read = []

    def counted(entry_step, st, waves, env, size):
        if size == polls.DWORD:
            read.append(len(waves))
        return vector_requests(entry_step, st, waves, env, size)
    vector_requests = polls.vector_requests
    monkeypatch.setattr(polls, "vector_requests", counted)
    dev = Device("vega64")
    data = dev.array(np.zeros(16 * 256 // 4, np.uint32))
    launch = dev.load(LOADS.format(step=step)).run(
        64 * 2, 64, vgpr_count=8, vgprs={2: data.address & 0xFFFFFFFF, 3: data.address >> 32},
        timing=True, workers=1)
    assert launch.timing.timing_dependent == {}
    return sum(read)


def test_a_loop_streaming_through_a_buffer_reads_no_addresses(monkeypatch):
    assert _dwords_read(monkeypatch, 256) == 0


def test_a_loop_loading_the_same_lines_reads_them_from_each_waves_second_load(monkeypatch):
    assert _dwords_read(monkeypatch, 0) == 2 * 15
