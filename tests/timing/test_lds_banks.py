"""What one DS instruction costs the LDS (gcnsim/timing/lds.py), from its lanes' addresses: each
form's conflict-free and k-way patterns, every figure worked out by hand from the module's
rules for 32 banks (gfx900: 128 bytes a clock, a SIMD pair's port 64 bytes a clock each way).
Bank clocks: one a phase (b32 and narrower 32 lanes, b64 16, b96/b128 8) times the phase's
worst bank; port clocks: 64 lanes x the larger of a lane's bytes in (address and data) and out,
over 64 bytes a clock. The shortcut for easy rows agrees with counting by sorting."""
import numpy as np
import pytest

from gcnsim.runtime import Device
from gcnsim.timing.lds import _worst_bank, _worst_sorted, port_cycles, unpack
from gcnsim.timing.record import Recorder

LANE = np.arange(64)
DATA = "v_mov_b32 v2, 1\nv_mov_b32 v3, 2\nv_mov_b32 v4, 3\nv_mov_b32 v5, 4\nv_mov_b32 v6, 5\n"


def _clocks(text, addrs, exec_mask=None, target="gfx900", tally=None):
    """(bank clocks, port clocks) of the DS instruction ``text`` for one wave whose v1 holds
    the lanes' byte ``addrs`` (and M0 0); ``tally`` (a dict) gets the recorder's LDS tally."""
    dev = Device(target)
    recorder = Recorder(dev.config.lds_banks, dev.config.memory)
    program = dev.load(DATA + text + "\ns_waitcnt lgkmcnt(0)\ns_endpgm")
    program.run(64, 64, vgpr_count=16, vgprs={1: np.asarray(addrs, np.uint32)}, sgprs={124: 0},
                exec_mask=exec_mask, shared_mem=65536, checker=None, timing=recorder)
    found = [(entry, cost) for run, _, costs in recorder.log for entry, cost in zip(run, costs)
             if entry.inst.op.name.startswith("ds_")]
    (entry, cost), = found
    if tally is not None:
        tally.update(recorder.lds)
    return unpack(int(cost[0]))[0], port_cycles(entry.inst.op, dev.config.lds_banks)


def _k_way(k, dwords):
    """Lane byte addresses where, in every phase of 32 / dwords lanes, each bank the phase
    touches holds k distinct dwords: lane j at row j mod k, column (j div k) x dwords."""
    return 4 * (32 * (LANE % k) + dwords * (LANE // k))


CASES = [
    # (instruction, lane byte addresses, bank clocks, port clocks)
    # b32: 2 phases of 32 lanes; a read sends 4 B (address) and gets 4 B: 4 port clocks
    ("ds_read_b32 v2, v1", 4 * LANE, 2, 4),
    ("ds_read_b32 v2, v1", 0 * LANE, 2, 4),                 # one dword: a broadcast
    ("ds_read_b32 v2, v1", 8 * LANE, 2 * 2, 4),             # stride 2 dwords: 16 banks, 2 each
    ("ds_read_b32 v2, v1", 128 * LANE, 2 * 32, 4),          # one bank, 32 dwords a phase
    # a store sends address and data: 8 B a lane, 8 port clocks (Omniperf: 8 cycles)
    ("ds_write_b32 v1, v2", 4 * LANE, 2, 8),
    ("ds_write_b32 v1, v2", 0 * LANE, 2, 8),                # one dword written: one access
    # sub-dword: the dword a byte is in; 4 lanes reading bytes of one dword share it
    ("ds_read_u8 v2, v1", LANE, 2, 4),
    ("ds_read_i16 v2, v1", 2 * LANE, 2, 4),
    ("ds_read_u8 v2, v1", 128 * LANE, 2 * 32, 4),
    ("ds_write_b16 v1, v2", 2 * LANE, 2, 8),
    # b64: 4 phases of 16 lanes (32 dwords); 8 B back a lane: 8 port clocks; a store 4 + 8
    ("ds_read_b64 v[2:3], v1", 8 * LANE, 4, 8),
    ("ds_read_b64 v[2:3], v1", 16 * LANE, 4 * 2, 8),        # 16 banks twice a phase
    ("ds_write_b64 v1, v[2:3]", 8 * LANE, 4, 12),
    # b96 / b128: 8 phases of 8 lanes; a b128 read gets 16 B (16 clocks), a store sends 20
    ("ds_read_b96 v[2:4], v1", 12 * LANE, 8, 12),
    ("ds_write_b96 v1, v[2:4]", 12 * LANE, 8, 16),
    ("ds_read_b128 v[2:5], v1", 16 * LANE, 8, 16),
    ("ds_write_b128 v1, v[2:5]", 16 * LANE, 8, 20),
    ("ds_write_b128 v1, v[2:5]", 0 * LANE, 8, 20),
    # two addresses: each access on its own, in phases of its width
    ("ds_read2_b32 v[2:3], v1 offset1:1", 4 * LANE, 2 + 2, 8),
    ("ds_read2st64_b32 v[2:3], v1 offset1:1", 4 * LANE, 2 + 2, 8),
    ("ds_read2_b32 v[2:3], v1 offset1:1", 8 * LANE, 4 + 4, 8),
    ("ds_write2_b32 v1, v2, v3 offset1:1", 4 * LANE, 2 + 2, 12),
    ("ds_read2_b64 v[2:5], v1 offset1:1", 8 * LANE, 4 + 4, 16),
    ("ds_read2st64_b64 v[2:5], v1 offset1:1", 8 * LANE, 4 + 4, 16),
    ("ds_write2_b64 v1, v[2:3], v[4:5] offset1:1", 8 * LANE, 4 + 4, 20),
    ("ds_write2st64_b64 v1, v[2:3], v[4:5] offset1:1", 16 * LANE, 8 + 8, 20),
    # atomics: every lane's update; lanes on one address serialise (no broadcast)
    ("ds_add_u32 v1, v2", 4 * LANE, 2, 8),
    ("ds_add_u32 v1, v2", 0 * LANE, 2 * 32, 8),
    ("ds_add_rtn_u32 v3, v1, v2", 0 * LANE, 2 * 32, 8),
    ("ds_cmpst_b32 v1, v2, v3", 4 * LANE, 2, 12),
    ("ds_add_u64 v1, v[2:3]", 8 * LANE, 4, 12),
    ("ds_max_rtn_u64 v[6:7], v1, v[2:3]", 8 * LANE, 4, 12),
    # two exchanges, each on its own: 2 + 2; condxchg32's two dwords (at 8j and 8j + 4) are
    # two accesses of one dword, each 2-way in both phases: 4 + 4
    ("ds_wrxchg2_rtn_b32 v[6:7], v1, v2, v3 offset1:1", 4 * LANE, 2 + 2, 12),
    ("ds_condxchg32_rtn_b64 v[6:7], v1, v[2:3]", 8 * LANE, 4 + 4, 12),
    # lane j at M0 + 4j: consecutive; no address crosses the port
    ("ds_read_addtid_b32 v2", 0 * LANE, 2, 4),
    # lane exchanges: through the crossbar at 32 lanes a clock; swizzle sends data only
    ("ds_swizzle_b32 v2, v1 offset:0x1f", 4 * LANE, 2, 4),
    ("ds_bpermute_b32 v2, v1, v3", 4 * LANE, 2, 8),
    ("ds_permute_b32 v2, v1, v3", 0 * LANE, 2, 8),
]


@pytest.mark.parametrize("text, addrs, banks, port", CASES)
def test_each_form_costs_its_phases_and_port(text, addrs, banks, port):
    assert _clocks(text, addrs) == (banks, port)


@pytest.mark.parametrize("k", [2, 4, 8, 16, 32])
def test_k_way_b32_costs_k_a_phase(k):
    assert _clocks("ds_read_b32 v2, v1", _k_way(k, 1)) == (2 * k, 4)
    assert _clocks("ds_write_b32 v1, v2", _k_way(k, 1))[0] == 2 * k


@pytest.mark.parametrize("k", [2, 4, 8, 16])
def test_k_way_b64_costs_k_a_phase(k):
    assert _clocks("ds_read_b64 v[2:3], v1", _k_way(k, 2))[0] == 4 * k
    assert _clocks("ds_read2_b64 v[2:5], v1 offset1:1", _k_way(k, 2))[0] == 2 * 4 * k


@pytest.mark.parametrize("k", [2, 4, 8])
def test_k_way_b128_store_costs_k_a_phase(k):
    assert _clocks("ds_write_b128 v1, v[2:5]", _k_way(k, 4))[0] == 8 * k


def test_b128_read_and_store_phases_differ():
    """Quad q (lanes 4q..4q+3) in bank half (q >> 2) & 1, each quad on its own row: the read
    phases pair quads q and q ^ 5 (bit 2 differs: halves differ, no conflict); the store
    phases pair quads 2i and 2i + 1 (bit 2 equal: one half, 2-way)."""
    quad = LANE // 4
    half = ((quad % 8) >> 2) & 1
    addrs = 4 * (32 * quad + 16 * half + 4 * (LANE % 4))
    assert _clocks("ds_read_b128 v[2:5], v1", addrs)[0] == 8
    assert _clocks("ds_write_b128 v1, v[2:5]", addrs)[0] == 8 * 2


def test_lanes_off_do_not_conflict_and_their_phase_still_takes_a_clock():
    # lanes 0-15 on, stride 2 dwords: 16 distinct banks in the first phase; the second has
    # no lane on and takes its clock
    assert _clocks("ds_read_b32 v2, v1", 8 * LANE, exec_mask=0xFFFF) == (1 + 1, 4)
    # one lane on: conflicts need two
    assert _clocks("ds_read_b32 v2, v1", 128 * LANE, exec_mask=1)[0] == 2


# Bytes the banks move a live lane (lds.py): its dwords, a sub-dword access a whole dword, both
# accesses of a two-address form, an atomic's dwords once, a lane exchange a dword.
MOVED = [("ds_read_u8 v2, v1", LANE, 4), ("ds_write_b16 v1, v2", 2 * LANE, 4),
         ("ds_read_b32 v2, v1", 128 * LANE, 4), ("ds_read_b64 v[2:3], v1", 8 * LANE, 8),
         ("ds_read_b96 v[2:4], v1", 12 * LANE, 12), ("ds_write_b128 v1, v[2:5]", 16 * LANE, 16),
         ("ds_read2_b32 v[2:3], v1 offset1:1", 8 * LANE, 8),
         ("ds_write2_b64 v1, v[2:3], v[4:5] offset1:1", 8 * LANE, 16),
         ("ds_add_u32 v1, v2", 0 * LANE, 4), ("ds_add_rtn_u32 v3, v1, v2", 4 * LANE, 4),
         ("ds_cmpst_b32 v1, v2, v3", 4 * LANE, 4), ("ds_max_rtn_u64 v[6:7], v1, v[2:3]",
                                                   8 * LANE, 8),
         ("ds_wrxchg2_rtn_b32 v[6:7], v1, v2, v3 offset1:1", 4 * LANE, 8),
         ("ds_swizzle_b32 v2, v1 offset:0x1f", 4 * LANE, 4),
         ("ds_bpermute_b32 v2, v1, v3", 4 * LANE, 4)]


@pytest.mark.parametrize("text, addrs, per_lane", MOVED)
def test_bytes_moved_are_live_lanes_times_a_lanes_bytes(text, addrs, per_lane):
    tally = {}
    _clocks(text, addrs, exec_mask=(1 << 48) - 1, tally=tally)     # 48 lanes on
    assert tally["bytes"] == 48 * per_lane
    _clocks(text, addrs, exec_mask=0, tally=tally)
    assert tally["bytes"] == 0


def test_a_target_with_permute_and_a_cdna_target_agree():
    for target in ("gfx90a", "gfx942"):
        assert _clocks("ds_read_b128 v[2:5], v1", 16 * LANE, target=target) == (8, 16)
        assert _clocks("ds_read_b32 v2, v1", 128 * LANE, target=target) == (64, 4)


def test_shortcut_agrees_with_sorting():
    rng = np.random.default_rng(7)
    n = 600
    lane = np.arange(32)
    for banks in (32, 16):
        width = banks                   # a phase's row is at most ``banks`` dwords
        base = rng.integers(0, 4000, (n, 1))
        kinds = [base + lane[:width], np.repeat(base, width, axis=1), base + 2 * lane[:width],
                 base + rng.integers(0, 64, (n, width)), base + (lane[:width] % 4) * 32]
        rows = np.concatenate(kinds).astype(np.int64)
        live = rng.random(rows.shape) < 0.8
        live[::3] = True
        fast = _worst_bank(rows, live, banks)
        assert fast.tolist() == _worst_sorted(rows, live, banks).tolist()
        assert set(_worst_sorted(rows, live, banks).tolist()) >= {1, 2, 4}   # all kinds met
