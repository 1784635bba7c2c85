"""The LDS in time (gcnsim/timing/lds.py's LdsUnit): its bandwidth per CU and per SIMD pair, and
what bank conflicts cost, as figures that follow from the device's configuration: 32 banks of 4
bytes (128 bytes a clock), two SIMD pairs, each pair's port 64 bytes a clock each way."""
import dataclasses
import shutil
from pathlib import Path

import numpy as np
import pytest

from gcnsim.isa.devices import get_device
from gcnsim.runtime import Device
from gcnsim.timing import engine
from gcnsim.timing.lds import LdsUnit, pack

DEVICES = ("r9-290x", "vega64", "mi210", "mi300x")
WAVE_BYTES = 64 * 4             # a b32 access of a whole wave


def _stream(unit, simds, cost, count):
    """Each SIMD of ``simds`` issues ``count`` instructions of ``cost``, each as soon as the
    LDS takes it (the earliest-free SIMD first): (the last issue, the last data back)."""
    left = dict.fromkeys(simds, count)
    last = back = 0
    while left:
        simd = min(left, key=lambda s: (unit.free(s), s))
        last = unit.free(simd)
        back = max(back, unit.take(simd, last, cost))
        left[simd] -= 1
        if not left[simd]:
            del left[simd]
    return last, back


def _rate(device, simds, cost, data_bytes):
    """Bytes a clock the LDS moves for ``simds`` issuing ``cost`` back to back (the clocks of
    the second hundred instructions each, so the start does not count)."""
    unit = LdsUnit(device)
    first, _ = _stream(unit, simds, cost, 100)
    second, _ = _stream(unit, simds, cost, 100)
    return 100 * len(simds) * data_bytes / (second - first)


@pytest.mark.parametrize("name", DEVICES)
@pytest.mark.parametrize("dwords, banks, port", [(1, 2, 4), (2, 4, 8), (4, 8, 16)])
def test_reads_on_both_pairs_reach_the_lds_bandwidth(name, dwords, banks, port):
    """b32, b64, b128 reads without conflicts (their bank and port clocks: test_lds_banks.py)
    from all four SIMDs: both ports busy, the banks move ``lds_bytes_per_cycle``."""
    device = get_device(name)
    rate = _rate(device, range(4), pack(banks, port), dwords * WAVE_BYTES)
    assert rate == pytest.approx(device.lds_bytes_per_cycle, rel=0.01)


@pytest.mark.parametrize("simds, share", [((0, 1), 0.5), ((2, 3), 0.5), ((0, 2), 1.0),
                                          ((1, 3), 1.0), ((0,), 0.5)])
def test_two_simds_of_a_pair_share_its_port(simds, share):
    """One pair's port carries half the LDS's bytes a clock (Omniperf: 64 of 128): SIMDs 0 and
    1 together get what one of them gets alone; SIMDs 0 and 2 get twice that."""
    device = get_device("mi300x")
    rate = _rate(device, simds, pack(2, 4), WAVE_BYTES)
    assert rate == pytest.approx(share * device.lds_bytes_per_cycle, rel=0.01)


@pytest.mark.parametrize("k", [1, 2, 4, 8, 32])
def test_k_way_conflicts_on_both_pairs_take_k_times_as_long(k):
    device = get_device("mi300x")
    rate = _rate(device, range(4), pack(2 * k, 4), WAVE_BYTES)
    assert rate == pytest.approx(device.lds_bytes_per_cycle / k, rel=0.01)


def test_stores_are_held_by_the_port():
    """A b32 store sends address and data (8 port clocks, Omniperf: 8 cycles, 50%); b128
    sends 20 bytes a lane (20 clocks, 80%): of the pair's 64 bytes a clock, 32 and 51.2."""
    device = get_device("mi300x")
    assert _rate(device, (0,), pack(2, 8), WAVE_BYTES) == pytest.approx(32)
    assert _rate(device, (0,), pack(8, 20), 4 * WAVE_BYTES) == pytest.approx(51.2)


def test_data_is_back_after_its_clocks_and_the_latency():
    device = get_device("vega64")
    unit = LdsUnit(device)
    assert unit.free(0) == 0
    # a b32 read at clock 10: the port 4 clocks, the banks 2 of them
    assert unit.take(0, 10, pack(2, 4)) == 10 + 4 + unit.latency
    assert unit.free(0) == unit.free(1) == 14 and unit.free(2) == 0
    # the other pair at 11: the banks are free at 12, its port ends at 11 + 4
    assert unit.take(2, 11, pack(2, 4)) == 15 + unit.latency
    # a 32-way conflict on pair 0 at 14: the banks from 14 for 64 clocks
    assert unit.take(1, 14, pack(64, 4)) == 14 + 64 + unit.latency
    assert unit.free(0) == 78
    # pair 1 at 16 waits for the banks: 78, then 2 clocks
    assert unit.take(3, 16, pack(2, 4)) == 80 + unit.latency


def test_a_device_with_more_simds_has_a_port_per_pair():
    device = dataclasses.replace(get_device("mi300x"), simds_per_cu=6)
    unit = LdsUnit(device)
    assert [unit.free(s) for s in range(6)] == [0] * 6
    unit.take(5, 0, pack(2, 4))
    assert [unit.free(s) for s in range(6)] == [0, 0, 0, 0, 4, 4]
    assert np.isclose(_rate(device, range(6), pack(2, 4), WAVE_BYTES),
                      device.lds_bytes_per_cycle)


KERNEL = Path(__file__).resolve().parents[2] / "gcnsim" / "kernels" / "micro_lds.cl"
needs_clang = pytest.mark.skipif(shutil.which("clang-19") is None, reason="needs clang-19")


@needs_clang
@pytest.mark.parametrize("target", ["gfx701", "gfx900", "gfx90a", "gfx942"])
def test_the_lds_bandwidth_kernel_sums_its_reads(target):
    """gcnsim/kernels/micro_lds.cl: tile[i] = i mod 256 + i div 256; work-item g (slot
    s = g mod 256) adds tile[s + 256 (r mod 2) + 32 k] over rounds r and k < 8."""
    rounds = 5
    dev = Device(target)
    out = dev.array(np.zeros(4 * 512, np.float32))
    dev.load(KERNEL).micro_lds(out, np.uint32(rounds), grid=512, block=256)
    i = np.arange(3 * 256)
    tile = (i % 256 + i // 256).astype(np.float32)
    slot = np.arange(512) % 256
    want = sum(tile[slot + 256 * (r % 2) + 32 * k] for r in range(rounds) for k in range(8))
    assert out.numpy().reshape(-1, 4).tolist() == np.repeat(want[:, None], 4, axis=1).tolist()


# ---- kernels in time: back-to-back reads by every wave of one workgroup on one CU ---------------
# A 16-wave workgroup: wave k on SIMD k mod 4 (each wave goes to the SIMD with the fewest, cu.py).
# The waves of the SIMDs not in ``simds`` (s4 = 0) end at once; the others read ``count`` times
# from the lanes' addresses in v1.
READS = """
  s_cmp_eq_u32 s4, 0
  s_cbranch_scc1 done
{reads}
  s_waitcnt lgkmcnt(0)
done:
  s_endpgm
"""
FORMS = {1: "ds_read_b32 v2, v1", 2: "ds_read_b64 v[2:3], v1", 4: "ds_read_b128 v[2:5], v1"}
LANE = np.arange(64)


def _kernel_cycles(name, dwords, count, simds=range(4), k=1):
    """Cycles of one CU's 16 waves, those on ``simds`` reading ``count`` times ``dwords``
    dwords a lane: lane j at j x dwords, or for k > 1 (b32) k-way in every phase: lane j at
    row j mod k, column j div k (32 dwords a row)."""
    device = dataclasses.replace(get_device(name), compute_units=1, xcds=1)
    addrs = 4 * dwords * LANE if k == 1 else 4 * (32 * (LANE % k) + LANE // k)
    text = READS.format(reads="\n".join([FORMS[dwords]] * count))
    on = [int(w % 4 in simds) for w in range(16)]
    launch = Device(config=device).load(text).run(
        1024, 1024, vgpr_count=8, vgprs={1: addrs}, sgprs={4: np.array(on)},
        shared_mem=65536, checker=None, timing=True)
    return launch.timing.cycles


def _kernel_rate(name, dwords, simds=range(4), k=1):
    """LDS bytes a clock of the kernel: the extra bytes of 64 more reads a wave over their
    extra cycles (the launch and the last latency cancel)."""
    waves = 4 * len(simds)
    short = _kernel_cycles(name, dwords, 64, simds, k)
    long = _kernel_cycles(name, dwords, 128, simds, k)
    return waves * 64 * dwords * WAVE_BYTES / (long - short)


@pytest.mark.parametrize("name", ["vega64", "mi300x"])
@pytest.mark.parametrize("dwords", [1, 2, 4])
def test_a_read_kernel_reaches_the_lds_bandwidth(name, dwords):
    assert _kernel_rate(name, dwords) == pytest.approx(get_device(name).lds_bytes_per_cycle,
                                                       rel=0.1)


@pytest.mark.parametrize("simds, share", [((0, 1), 0.5), ((0, 2), 1.0)])
def test_a_kernel_on_one_pair_gets_half(simds, share):
    peak = get_device("mi300x").lds_bytes_per_cycle
    assert _kernel_rate("mi300x", 1, simds) == pytest.approx(share * peak, rel=0.1)


@pytest.mark.parametrize("k", [2, 4, 8])
def test_a_k_way_conflicting_kernel_takes_k_times_as_long(k):
    peak = get_device("mi300x").lds_bytes_per_cycle
    assert _kernel_rate("mi300x", 1, k=k) == pytest.approx(peak / k, rel=0.1)


@needs_clang
@pytest.mark.parametrize("name", DEVICES)
def test_the_lds_bandwidth_kernel_reaches_the_lds_bandwidth(name):
    """micro_lds.cl on one CU, 4 workgroups of 256 (16 waves, 4 a SIMD): 16 more rounds move
    1024 x 16 x 8 x 16 more bytes, in the cycles the LDS needs at its configured rate."""
    device = dataclasses.replace(get_device(name), compute_units=1, xcds=1)
    dev = Device(config=device)
    program = dev.load(KERNEL)
    cycles = []
    for rounds in (16, 32):
        out = dev.array(np.zeros(4 * 1024, np.float32))
        run = program.micro_lds(out, np.uint32(rounds), grid=1024, block=256, timing=True)
        cycles.append(run.timing.cycles)
    rate = 1024 * 16 * 8 * 16 / (cycles[1] - cycles[0])
    assert rate == pytest.approx(device.lds_bytes_per_cycle, rel=0.1)


# MT4G's LDS latency measurement (caps-tum/mt4g sample_results, commit 231c5bc): one work-item,
# s_memtime around each ds_read_b32 and its s_waitcnt; p50 52 cycles on MI300X (the figure
# LDS_LATENCY is fitted to), 48 on MI210 (a SIMD turn, 4 cycles, apart).
TIMED_READ = """
  s_waitcnt lgkmcnt(0)
  s_memtime s[2:3]
  ds_read_b32 v1, v0
  s_waitcnt lgkmcnt(0)
  s_memtime s[4:5]
  s_waitcnt lgkmcnt(0)
"""


@pytest.mark.parametrize("name, cycles, within", [("mi300x", 52, 0), ("mi210", 48, 4)])
def test_a_timed_lds_read_takes_mt4gs_cycles(name, cycles, within):
    device = dataclasses.replace(get_device(name), compute_units=1, xcds=1)
    run = Device(config=device).load(TIMED_READ * 8 + "s_endpgm").run(
        1, 1, vgpr_count=4, vgprs={0: 0}, shared_mem=256, checker=None, timing=True)
    (reads,) = run.timing.clock_reads.values()
    took = [int(end) - int(start) for start, end in zip(reads[::2], reads[1::2])]
    assert all(abs(t - cycles) <= within for t in took) and len(took) == 8


# 16 waves of one CU, each reading its clock, then 256 conflict-free ds_read_b32, then its
# clock again once they are back: the bytes a clock it measures must stay within the LDS's
# peak (such a loop was once reported at 132.6 B/clock)
CLOCKED_READS = ("s_memtime s[2:3]\ns_waitcnt lgkmcnt(0)\n" + "ds_read_b32 v2, v1\n" * 256
                 + "s_waitcnt lgkmcnt(0)\ns_memtime s[4:5]\ns_waitcnt lgkmcnt(0)\ns_endpgm")


@pytest.mark.parametrize("target", ["gfx701", "gfx900", "gfx90a", "gfx942"])
def test_conflict_free_b32_reads_never_pass_128_bytes_a_clock(target):
    """Measured as benchmarks do, over the launch and over the waves' own clock reads (the
    first read to the last), a CU's LDS moves at most its 32 banks' 128 bytes a clock."""
    device = dataclasses.replace(get_device(target), compute_units=1, xcds=1)
    timing = Device(config=device).load(CLOCKED_READS).run(
        1024, 1024, vgpr_count=8, vgprs={1: 4 * LANE}, shared_mem=65536, checker=None,
        timing=True).timing
    moved = 16 * 256 * WAVE_BYTES
    reads = list(timing.clock_reads.values())
    window = max(int(r[1]) for r in reads) - min(int(r[0]) for r in reads)
    peak = device.lds_bytes_per_cycle
    assert peak == 128 and moved / timing.cycles <= moved / window <= peak
    assert moved / window == pytest.approx(peak, rel=0.02)


def test_ds_ops_issued_inline_time_as_the_memory_path_times_them(monkeypatch):
    """cu.py issues a DS op below its counter's maximum inline (ops.Op ``lds``), not through
    ``_memory``: with no op marked, every DS op through ``_memory``, the launch's result is
    the same in every field (40 reads a wave without a wait: past lgkmcnt's maximum too)."""
    device = dataclasses.replace(get_device("vega64"), compute_units=1, xcds=1)
    text = READS.format(reads="\n".join([FORMS[1], FORMS[2]] * 20))
    marked = []

    def timed():
        launch = Device(config=device).load(text).run(
            1024, 1024, vgpr_count=8, vgprs={1: 8 * LANE}, sgprs={4: np.ones(16, int)},
            shared_mem=65536, checker=None, timing=True)
        return launch.timing.as_dict()

    build = engine.build_op

    def unmarked(*args):
        op = build(*args)
        marked.append(op.lds is not None)
        return dataclasses.replace(op, lds=None)

    inline = timed()
    monkeypatch.setattr(engine, "build_op", unmarked)
    assert timed() == inline
    assert sum(marked) == 40 < len(marked)     # the reads, and nothing else
