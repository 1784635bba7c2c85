"""The DRAM's structure in time (timing/memory/dram.py): hashed channels, banks with open
rows activated behind other banks' transfers, activates spaced by tRRD and tFAW (a bank's by
tRC), rows closed by refresh (a written one tWR after its write), writes drained in batches;
and the caches' hashed channels keeping their sets."""
import dataclasses
import math
from collections import Counter

import numpy as np
import pytest

from gcnsim.isa.devices import DEVICES, get_device
from gcnsim.isa.hierarchy import DramTiming
from gcnsim.timing.memory.dram import ACTIVATES, EPOCHS, DramState
from gcnsim.timing.memory.gaps import KEEP, LONGEST, Gaps, book, trim
from gcnsim.timing.memory.system import Level

MiB = 1 << 20


def _dram(name="mi300x"):
    d = get_device(name)
    return DramState(d.memory.dram, d.memory.l2.line, d.memory.l2.interleave, d.clock_mhz)


@pytest.mark.parametrize("name", ["r9-290x", "vega64", "mi250x", "mi300x"])
def test_blocks_a_power_of_two_apart_start_on_different_channels(name):
    """Workgroups streaming their own blocks (here 256 blocks of 1 MiB): with channels by
    address modulo every block starts on channel 0; hashed, they spread over the channels
    as the grid-stride stream's lines do."""
    dram = _dram(name)
    starts = Counter(dram.place(block * MiB)[0] for block in range(256))
    assert len(starts) >= min(dram.channels, 256) // 2
    assert max(starts.values()) <= 256 // min(dram.channels, 256) * 4


def test_each_row_of_each_channel_holds_a_rows_bytes():
    dram = _dram()
    rows = Counter(dram.place(a)[::2] for a in range(0, 64 * MiB, 128))
    assert set(rows.values()) == {get_device("mi300x").memory.dram.row_bytes // 128}


def test_row_misses_in_other_banks_overlap_and_in_one_bank_wait():
    dram = _dram()
    channel = dram.place(0)[0]
    same_channel = [a for a in range(0, 1 << 30, 256) if dram.place(a)[0] == channel]
    by_bank = {}
    for a in same_channel:
        channel_bank, row = dram.place(a)[1:]
        by_bank.setdefault(channel_bank, []).append((row, a))
    banks = sorted(by_bank)
    other_banks = [min(by_bank[b])[1] for b in banks[:4]]
    ends = [dram.transfer(a, 0) for a in other_banks]
    gaps = [b - a for a, b in zip(ends, ends[1:])]
    # activates spaced by tRRD (or the bus), far less than an activate each
    assert max(gaps) < dram.activate and min(gaps) >= min(dram.rrd, dram.hold)
    one = _dram()
    rows = dict(sorted(by_bank[banks[5]], reverse=True))     # a line of each row
    first, second = (one.transfer(a, 0) for a in list(rows.values())[:2])
    assert second - first >= one.activate + one.hold - 1e-9
    assert one.counts()["row_misses"] == 2


def test_four_activates_fit_a_faw_window():
    dram = _dram()
    assert dram.faw > 4 * dram.rrd         # (the HBM figures: tFAW 30 ns, tRRD 4 ns)
    channel = dram.place(0)[0]
    fresh = {}
    for a in range(0, 1 << 30, 256):
        c, bank, _ = dram.place(a)
        if c == channel and bank not in fresh:
            fresh[bank] = a
        if len(fresh) == 5:
            break
    ends = [dram.transfer(a, 0) for a in fresh.values()]
    assert ends[4] - ends[0] >= dram.faw
    assert ends[3] - ends[0] < dram.faw


def test_a_row_idle_for_a_refresh_interval_is_closed():
    dram = _dram()
    dram.transfer(0, 0)
    assert dram.transfer(0, 100) < 100 + dram.latency                # open: a row hit
    assert dram.transfer(0, 100 + 2 * dram.refi) == 100 + 2 * dram.refi + dram.latency
    assert dram.counts()["row_hits"] == 1


def _lines_of_channel(dram, channel):
    return (a for a in range(0, 1 << 30, dram.line) if dram.place(a)[0] == channel)


def test_writes_hold_the_bus_a_batch_at_a_time_turned_round_and_opening_their_rows():
    dram = _dram()
    for k in range(dram.batch - 1):
        dram.write(k * 128, 0)
    assert dram.free.tolist() == [0.0] * dram.channels               # queued, bus untouched
    channel = dram.place(0)[0]
    lines = _lines_of_channel(dram, channel)
    writes = [next(lines) for _ in range(dram.batch)]
    rows = len({dram.place(a)[1:] for a in writes})                  # (bank, row) pairs
    fresh = _dram()
    for a in writes:
        fresh.write(a, 0)
    assert fresh.free[channel] >= fresh.rtw + fresh.batch * fresh.write_hold + fresh.wtr
    assert fresh.free[channel] >= fresh.rtw + fresh.activate + fresh.wtr
    assert fresh.counts()["bytes_written"] == fresh.batch * 128
    assert fresh.counts()["row_misses"] == rows > 1                 # each row opened once


def test_a_written_line_holds_the_bus_write_ratio_times_shorter_than_a_read_one():
    """gpu-stream writes 14% more bytes a second than it reads (MI300X 4801 / 4199, MI300A
    3069 / 2677, MI210 1526 / 1345 GB/s): lines of one open row, read then written, hold the
    bus ``hold`` and ``hold / write_ratio`` each."""
    dram = _dram()
    channel, bank, row = dram.place(0)
    same = [a for a in range(0, MiB, dram.line) if dram.place(a) == (channel, bank, row)]
    assert len(same) == 8                                   # a 1 KiB row of 128-byte lines
    for a in same:
        dram.transfer(a, 0)
    read = dram.free[channel]
    assert read == pytest.approx(dram.activate + 8 * dram.hold)
    for a in same:
        dram.write(a, read)
    dram.drain(read)
    assert dram.free[channel] - read == pytest.approx(dram.rtw + 8 * dram.write_hold + dram.wtr)
    ratio = get_device("mi300x").memory.dram.write_ratio
    assert dram.write_hold * ratio == pytest.approx(dram.hold) and ratio > 1


def test_a_write_closes_the_row_a_read_had_open():
    dram = _dram()
    channel, bank, row = dram.place(0)
    other = next(a for a in _lines_of_channel(dram, channel)
                 if dram.place(a)[1] == bank and dram.place(a)[2] != row)
    dram.transfer(0, 0)
    assert dram.transfer(128, 1000) - 1000 == dram.row_hit           # the row still open
    dram.write(other, 2000)
    dram.drain(2000)
    assert dram.counts()["row_misses"] == 2
    assert dram.transfer(0, 5000) - 5000 >= dram.latency             # opened again
    assert dram.counts()["row_misses"] == 3


def _rows_of_one_bank(dram):
    """Two lines of one bank of one channel in different rows."""
    channel, bank, row = dram.place(0)
    other = next(a for a in _lines_of_channel(dram, channel)
                 if dram.place(a)[1] == bank and dram.place(a)[2] != row)
    return 0, other


def test_a_banks_activates_are_a_row_cycle_apart():
    """A row stays open at least tRAS after its activate: the bank's next activate comes
    tRP + tRAS (``cycle``) after its last, later than its last access's end would allow."""
    dram = _dram()
    first, second = _rows_of_one_bank(dram)
    done = [dram.transfer(a, 0) for a in (first, second)]
    assert dram.cycle > dram.activate + dram.hold
    assert done[1] - done[0] == pytest.approx(dram.cycle)


def test_a_written_row_closes_write_recovery_after_its_last_write():
    """A read of another row of a bank just written activates its row tWR (``recovery``)
    after the written line's end; the bus turns from writes to reads in tWTR + CL."""
    dram = _dram()
    timing, cycles = get_device("mi300x").memory.dram.timing, 2.1
    assert dram.wtr == math.ceil((timing.wtr + timing.cl) * cycles)
    written, read = _rows_of_one_bank(dram)
    dram.write(written, 100)
    dram.drain(100)
    start = 100 + dram.activate                             # the write's row opened at 100
    assert dram.transfer(read, 160) - dram.row_hit == pytest.approx(
        start + dram.write_hold + dram.recovery + dram.activate)
    assert dram.counts()["row_misses"] == 2


def test_drain_moves_what_the_queues_hold():
    dram = _dram()
    assert dram.drain(100) == 100                                     # nothing queued
    dram.write(0, 100)
    channel = dram.place(0)[0]
    done = dram.drain(100)
    assert done == dram.free[channel] >= 100 + dram.activate + dram.write_hold + dram.wtr
    assert dram.pending[channel] == 0 and dram.drain(done) == done


@pytest.mark.parametrize("level", ["l2", "mall"])
def test_a_contiguous_buffer_the_caches_size_fills_each_set_once(level):
    """Hashed channels keep a cache's sets a bijection of each cache-sized block (the
    calibration chases' steps stay where they were); a block spreads over every channel."""
    cache = getattr(get_device("mi300x").memory, level)
    if level == "mall":
        cache = dataclasses.replace(cache, size=8 * MiB)
    found = Level(cache, clock_mhz=2100)
    sets = Counter(found.number(a) for a in range(3 * cache.size, 4 * cache.size, cache.line))
    assert len(sets) == cache.channels * cache.sets
    assert set(sets.values()) == {cache.ways}
    channels = Counter(found.channel(a) for a in range(0, cache.size, cache.line))
    assert len(channels) == cache.channels


def test_every_dram_timing_names_its_source_and_bad_ones_are_refused():
    for device in DEVICES.values():
        timing = device.memory.dram.timing
        assert isinstance(timing, DramTiming) and "preset" in timing.source
    bad = DramTiming(-1, 14, 4, 30, 6, 2, 3900, 14, 34, 16, "x")
    assert [f for f, _ in bad.problems()] == ["rcd"]
    assert [f for f, _ in DramTiming(14, 14, 4, 30, 6, 2, 3900, 14, 34, 16, "").problems()] == ["source"]


def test_a_transfer_opens_the_row_place_names():
    """``transfer`` places a line inline (hot): the bank and row it opens are ``place``'s."""
    dram = _dram("mi250x")
    for address in range(0, 1 << 34, 0x3F7_4C80):
        dram.transfer(address, 0)
        _, bank, row = dram.place(address)
        assert dram.rows[bank] == row


def test_a_request_asked_after_a_later_one_is_served_before_it():
    """Requests reach a channel in the order they are asked, not in time order (a CU whose
    vector L1 has its misses in flight sends the next when the earliest returns, cycles
    ahead of other CUs' requests asked after it): one dated before the channel's latest is
    served in the idle time before it (memory/gaps.py), not behind it. Queuing behind such
    future requests fed back into the misses' returns and slowed MI300X's BabelStream add
    from 3.5 TB/s at 2^18 elements to 0.36 TB/s at 2^20."""
    cache = get_device("mi300x").memory.l2
    level = Level(cache, clock_mhz=2100)
    assert level.wait(0, 5000) == 5000
    other = next(a for a in range(cache.line, 1 << 24, cache.line)
                 if level.channel(a) == level.channel(0))
    assert level.wait(other, 0) == 0                            # before the one at 5000
    assert level.wait(other, 4990) == 4990                      # room before it
    assert level.wait(other, 5000 - level.hold / 2) == 5000 + level.hold   # none: after it
    dram = _dram()
    late = dram.transfer(0, 50_000)
    assert dram.place(128) == dram.place(0)                     # its row, opened at 50,000
    assert dram.transfer(128, 0) == dram.latency                # not open at 0: activated then
    assert dram.transfer(1 << 20, 10) < 5000 < late             # a row miss: activated then


def _one_channel(dram, banks, rows=1):
    """Lines of one channel: ``rows`` rows in each of ``banks`` banks, {bank: [line]}."""
    channel, found = dram.place(0)[0], {}
    for a in range(0, 1 << 32, 256):
        c, bank, row = dram.place(a)
        if c == channel and len(found.setdefault(bank, {})) < rows:
            found[bank].setdefault(row, a)
        if len(found) >= banks and all(len(r) == rows for r in found.values()):
            return [list(found[b].values()) for b in sorted(found)[:banks]]
    raise AssertionError("not enough banks")


def test_an_early_request_finds_its_bank_as_it_was_at_its_date():
    """A request dated before its channel's latest (served in the idle time the later ones
    left) is timed against its bank as it was at its date: the row open then is a row hit,
    another row is activated once the access the bank had then is done. Activating at its
    date whatever the bank did (sessions 16-18: the banks' past not kept) served MI210's
    gpu-stream triad 15.7% and Vega 64's GPU-STREAM triad 16.0% above the published rates."""
    dram = _dram()
    (first, second), (other, _) = _one_channel(dram, 2, rows=2)
    assert dram.transfer(first, 1000) == 1000 + dram.latency
    dram.transfer(other, 50_000)                                # the channel's latest
    assert dram.transfer(first + 128, 1100) == 1100 + dram.row_hit      # open at 1,100: a hit
    busy = 1100 + dram.hold                                     # the bank's access then
    assert dram.transfer(second, 1010) == busy + dram.latency   # after it, not at 1,010
    assert dram.transfer(first, 1200) > busy + dram.activate + dram.latency  # closed by it
    assert dram.counts()["row_hits"] == 1


def test_an_early_request_rides_the_activate_of_its_row_opened_after_its_date():
    """An early request whose row its bank opens after its date, for a request timed before
    it, no later than its own activate could take, is a row hit in that row (one activate for
    both, as a controller serving open rows first gives them): activating the row again behind
    the one just opened made Vega 64's triad of 2^20 floats at twice its bandwidth slower than
    at its own (47,452 cycles against 44,227; now 24,056)."""
    dram = _dram()
    (first, second), (other, _) = _one_channel(dram, 2, rows=2)
    bank = dram.place(second)[1]
    assert dram.transfer(first, 1000) == 1000 + dram.latency
    dram.transfer(second, 1001)                 # its row opened once the bank's access is done
    dram.transfer(other, 50_000)                # another bank: the channel's latest
    opened = dram.past.epoch_act[bank, 1]
    assert opened >= 1000 + dram.activate + dram.hold
    # dated 1,002, when the bank had the first row open: it rides the activate at ``opened``,
    # on the bus behind the line that activate was for
    assert dram.transfer(second + 128, 1002) == pytest.approx(
        opened + dram.activate + dram.hold + dram.row_hit)
    assert dram.counts()["row_hits"] == 1 and dram.past.nepochs[bank] == 2
    # its row opened later than its own activate could be: activated at its date
    assert dram.transfer(other + 128, 1003) < 50_000 and dram.counts()["row_hits"] == 1


def test_an_early_activate_waits_while_its_bank_holds_a_later_row():
    """An early request whose activate, pushed by the channel's activates, falls where its
    bank has opened a later row (for a request timed before it) waits until that row is
    closed (its last access done, tRC after its activate): one row a bank at a time, as a
    controller orders a row conflict by the bank's state when it issues it. Activating there
    (the row conflict free while the bus was saturated) served MI300X's BabelStream triad
    twin 24% above the published rate."""
    dram = _dram()
    banks = _one_channel(dram, 6, rows=3)
    first, second, third = banks[0]
    dram.transfer(first, 1000)
    dram.transfer(second, 3000)                 # in time: the bank's second row at 3,000
    dram.transfer(banks[5][0], 50_000)          # another bank: the channel's latest
    for lines in banks[1:5]:
        dram.transfer(lines[0], 2990)           # four early activates of other banks
    bank, channel = dram.place(first)[1], dram.place(first)[0]
    closed = max(dram.past.epoch_end[bank, 1], 3000 + dram.cycle)
    past = dram.past.acts[channel, :dram.past.nacts[channel]].tolist()
    assert 3000 < past[-2] + dram.rrd < closed  # the first room after them: in that row's time
    dram.transfer(third, 2995)
    assert dram.past.epoch_act[bank, :dram.past.nepochs[bank]].tolist() == [1000, 3000, closed]


def test_early_activates_keep_trrd_and_tfaw_with_the_channels_others():
    dram = _dram()
    banks = [lines[0] for lines in _one_channel(dram, 7)]
    for address in banks[:4]:
        dram.transfer(address, 1000)
    dram.transfer(banks[4], 50_000)                             # the channel's latest
    dram.transfer(banks[5], 1005)   # no room within tRRD of those; a fifth waits for tFAW
    dram.transfer(banks[6], 2000)   # none near: at its date
    past, channel = dram.past, dram.place(banks[0])[0]
    rrd = dram.rrd
    assert past.acts[channel, :past.nacts[channel]].tolist() == [
        1000, 1000 + rrd, 1000 + 2 * rrd, 1000 + 3 * rrd, 1000 + dram.faw, 2000, 50_000]


@pytest.mark.parametrize("seed", range(3))
def test_activates_asked_in_any_order_keep_their_spacing_and_the_past_stays_bounded(seed):
    """Every activate a channel keeps is tRRD from the next and four fit a tFAW window,
    whatever order the requests are asked in; the past kept stays bounded."""
    rng = np.random.default_rng(seed)
    dram = _dram()
    lines = [a for bank in _one_channel(dram, 16, rows=8) for a in bank]
    t = 0.0
    for k in range(6000):
        t += float(rng.uniform(0, 12))
        ask = t - float(rng.uniform(0, 4000)) if k % 3 else t
        dram.transfer(lines[int(rng.integers(len(lines)))], max(ask, 0.0))
    past, channel = dram.past, dram.place(lines[0])[0]
    acts = past.acts[channel, :past.nacts[channel]]
    assert past.acts_lost[channel] and ACTIVATES <= len(acts) <= 2 * ACTIVATES
    assert np.all(np.diff(acts) >= dram.rrd - 1e-9)
    assert np.all(acts[4:] - acts[:-4] >= dram.faw - 1e-9)
    assert past.nepochs.max() <= 2 * EPOCHS
    for bank in np.flatnonzero(past.nepochs):
        assert np.all(np.diff(past.epoch_act[bank, :past.nepochs[bank]]) > 0)


def test_a_channel_remembers_its_idle_gaps_as_far_back_as_misses_are_dated():
    """A CU with its misses in flight dates the next up to ~10,000 cycles ahead (16 round
    trips of a queue of 1,024 lines), and a lightly loaded L2 channel (a line a clock) leaves
    a gap every few cycles there: a request dated 10,000 cycles before the channel's latest
    is served at its date, in the gap it finds. With 64 gaps kept it waited behind the later
    requests (about 600 cycles of a channel's past), the waits fed back into the misses' dates
    and Vega 64's GPU-STREAM add4 fell from 312 GB/s over 2^18 elements to 147 over 2^20.
    The gaps kept stay bounded (at most LONGEST, KEEP once trimmed)."""
    cache = get_device("vega64").memory.l2
    level = Level(cache, clock_mhz=1546)
    tags = np.arange(1 << 21, dtype=np.int64)      # lines, their channels as ``channel``'s
    on = level.numbers(tags) >> level.channel_shift & level.channel_mask == 0
    same = (tags[on][:KEEP + 1002] * cache.line).tolist()
    assert level.channel(same[-1]) == 0
    for k, address in enumerate(same[1:1001]):      # in time order, 10 cycles apart
        assert level.wait(address, 10.0 * k + 10) == 10.0 * k + 10
    assert level.wait(same[0], 5.0) == 5.0          # 10,000 cycles before the latest
    for k, address in enumerate(same[1001:]):       # more gaps than kept: the latest
        level.wait(address, 20_000.0 + 10 * k)
    assert KEEP < level.gaps.length[0] <= LONGEST   # bounded, the oldest dropped in batches
    trim(level.gaps, 0)
    assert level.gaps.length[0] == KEEP


@pytest.mark.parametrize("seed", range(3))
def test_requests_in_any_order_never_share_a_channel(seed):
    """Asked in any order, each line starts on its channel's bus at or after its date and
    holds it alone for its time: the served rate is never above the peak (serving an early
    request after only the backlog it found once put two lines on a bus at once)."""
    rng = np.random.default_rng(seed)
    dram = _dram()
    dram.starts = []
    asks = [(int(a) * 128, float(t)) for a, t in zip(rng.integers(0, 1 << 16, 3000),
                                                      rng.uniform(0, 20_000, 3000))]
    for address, t in asks:
        dram.transfer(address, t)
    busy = {}
    for (address, t), start in zip(asks, dram.starts):
        assert start >= t
        busy.setdefault(dram.place(address)[0], []).append(start)
    for starts in busy.values():
        starts.sort()
        assert all(b - a >= dram.hold - 1e-9 for a, b in zip(starts, starts[1:]))
    assert sum(map(len, busy.values())) == len(asks)
    assert dram.gaps.length.max() <= LONGEST
    cache = get_device("mi300x").memory.l2
    level, plain = Level(cache, clock_mhz=2100), Level(cache, clock_mhz=2100)
    spans = {}
    for address, t in asks:
        start = level.wait(address, t)
        assert start >= t
        spans.setdefault(level.channel(address), []).append(start)
    for starts in spans.values():
        starts.sort()
        assert all(b - a >= level.hold - 1e-9 for a, b in zip(starts, starts[1:]))
    assert level.gaps.length.max() <= LONGEST       # bounded: its latest gaps
    for channel in range(cache.channels):
        trim(level.gaps, channel)
    assert level.gaps.length.max() <= KEEP
    free = [0.0] * cache.channels                  # in time order: the plain queue's answers
    for address, t in sorted(asks, key=lambda ask: ask[1]):
        channel = plain.channel(address)
        assert plain.wait(address, t) == max(free[channel], t)
        free[channel] = max(free[channel], t) + plain.hold


@pytest.mark.parametrize("seed", range(3))
def test_gaps_dropped_in_batches_serve_as_dropping_the_oldest_at_each(seed):
    """A channel whose oldest gaps go in batches (gaps.py ``trim`` at LONGEST) serves every
    request where one that drops its oldest past KEEP at every addition does: requests
    mostly in time order with idle time between them (a gap each) and some dated early."""
    rng = np.random.default_rng(seed)
    lazy, eager = Gaps(1), Gaps(1)
    free_lazy, free_eager = np.zeros(1), np.zeros(1)
    t = 0.0
    for k in range(6000):
        t += float(rng.uniform(0, 40))
        ask = t - float(rng.uniform(0, 3000)) if k % 7 == 3 else t
        hold = float(rng.choice([8.0, 16.0]))
        served = book(free_lazy, lazy, 0, ask, hold, 8.0)
        assert served == book(free_eager, eager, 0, ask, hold, 8.0)
        trim(eager, 0)
        assert eager.length[0] <= KEEP and lazy.length[0] <= LONGEST
    trim(lazy, 0)
    assert lazy.lists(0) == eager.lists(0) and free_lazy.tolist() == free_eager.tolist()
