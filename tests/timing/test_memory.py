"""The memory hierarchy (gcnsim/timing/memory): coalescing and lane conflicts against a per-lane
oracle, LRU levels and their counters, and the microbenchmarks whose answers follow from the
device configuration: a pointer chase steps at each configured cache size to the next level's
latency, a streaming read reaches the configured DRAM rate with enough loads in flight and is
latency-bound with few, atomics on one address serialise and on many do not."""
import dataclasses
import json
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from gcnsim.isa.device_config import DeviceConfigError
from gcnsim.isa.devices import get_device
from gcnsim.isa.hierarchy import Translation
from gcnsim.timing.memory import (ATOMIC, LOAD, SCALAR, STORE, MemorySystem, coalesce,
                                  coalesce_lanes, lane_conflicts)
from gcnsim.timing.memory.micro import (LOAD_BYTES, atomics, copy, pointer_chase, reproduce,
                                        stream)
from gcnsim.timing.memory.dram import DramState
from gcnsim.timing.memory.system import Atomics
from gcnsim.timing.memory.translation import Translator, place
from gcnsim.timing.ops import TimingError

KiB, MiB = 1 << 10, 1 << 20
ALL = np.ones((1, 64), bool)


def contiguous(name):
    """The device ``name`` with virtual addresses as physical and no TLB (translation None):
    each level's own behaviour, without frames scattered over its sets or TLB misses."""
    d = get_device(name)
    return dataclasses.replace(d, memory=dataclasses.replace(d.memory, translation=None))


def shrunk(name, l2=None, mall=None, **device):
    """A device whose L2 (and Infinity Cache) hold ``l2`` (``mall``) bytes: the same levels,
    small enough for a pointer chase to outgrow them quickly (``translation=``: a Translation
    or None in place of the device's)."""
    levels = {level: {"size": size} for level, size in (("l2", l2), ("mall", mall))
              if size is not None}
    if "translation" in device:
        levels["translation"] = device.pop("translation")
    return dataclasses.replace(_with(name, **levels), **device)


# ---- coalescing ------------------------------------------------------------------------------
@pytest.mark.parametrize("addresses, active, size, line, lines", [
    (np.arange(64) * 4, ALL, 4, 128, [0, 128]),                  # dwords: two 128-byte lines
    (np.arange(64) * 4, ALL, 4, 64, [0, 64, 128, 192]),          # the same on 64-byte lines
    (np.full(64, 4100), ALL, 4, 64, [4096]),                     # a broadcast: one line
    (np.arange(64) * 128, ALL, 4, 128, [k * 128 for k in range(64)]),   # strided: 64 lines
    (np.arange(64) * 16, ALL, 16, 128, [k * 128 for k in range(8)]),    # dwordx4
    (np.array([124] * 64), ALL, 8, 128, [0, 128]),               # a dwordx2 across a line
    (np.arange(64) * 4, np.arange(64)[None] < 32, 4, 128, [0]),  # half the lanes active
    (np.arange(64) * 4, np.zeros((1, 64), bool), 4, 128, []),    # no lane active
])
def test_coalesce_cases(addresses, active, size, line, lines):
    assert coalesce(addresses.reshape(1, 64), active, size, line)[0] == tuple(lines)


def test_coalesce_equals_a_per_lane_oracle():
    rng = np.random.default_rng(7)
    for size, line in ((4, 64), (8, 128), (16, 64), (12, 128)):
        addresses = rng.integers(0, 1 << 14, (50, 64)) * 4
        active = rng.random((50, 64)) < 0.7
        got = coalesce(addresses, active, size, line)
        for w in range(50):
            want = sorted({b // line * line for a, on in zip(addresses[w], active[w]) if on
                           for b in (a, a + size - 1)})
            assert got[w] == tuple(want)


def test_coalesce_lanes_with_a_size_per_lane_equals_the_oracle():
    """Lanes of parts of different widths (an instruction's address parts) in no order."""
    rng = np.random.default_rng(3)
    wave = rng.integers(0, 6, 300)
    addresses = rng.integers(0, 1 << 12, 300) * 4
    sizes = rng.choice([4, 8, 16], 300)
    got = coalesce_lanes(wave, addresses, sizes, 64, 6)
    for w in range(6):
        want = sorted({b // 64 * 64 for a, n, v in zip(addresses, sizes, wave) if v == w
                       for b in (a, a + n - 1)})
        assert got[w] == tuple(want)


def test_coalescing_into_lines_not_a_power_of_two_raises_a_typed_error():
    with pytest.raises(TimingError, match="lines of 96 bytes: a power of two"):
        coalesce(np.zeros((1, 64), np.int64), ALL, 4, 96)


def test_lane_conflicts_equal_a_per_lane_oracle():
    rng = np.random.default_rng(11)
    addresses = rng.integers(0, 6, (40, 64)) * 4
    addresses[0] = 8
    addresses[1] = np.arange(64) * 4
    active = rng.random((40, 64)) < 0.8
    active[:2] = True
    active[2] = False
    got = lane_conflicts(addresses, active)
    want = [max(Counter(a[on].tolist()).values(), default=0)
            for a, on in zip(addresses, active)]
    assert got.tolist() == want
    assert got[:3].tolist() == [64, 1, 0]


# ---- levels ----------------------------------------------------------------------------------
def test_l1_is_lru_and_counts_hits_misses_evictions():
    d = get_device("mi300x")
    ms = MemorySystem(d)
    l1 = d.memory.l1
    stride = l1.sets * l1.line                   # every address in set 0
    same_set = [k * stride for k in range(l1.ways + 1)]
    for address in same_set[:l1.ways]:
        ms.access(0, 0, [address])
    ms.access(0, 0, [same_set[0]])               # now most recent; same_set[1] is the LRU
    ms.access(0, 0, [same_set[l1.ways]])         # evicts same_set[1]
    assert ms.counters()["l1"] == {"hits": 1, "misses": l1.ways + 1, "evictions": 1}
    ms.access(0, 0, [same_set[0]])
    ms.access(0, 0, [same_set[1]])
    assert ms.counters()["l1"] == {"hits": 2, "misses": l1.ways + 2, "evictions": 2}


def test_each_level_has_its_latency_and_a_cu_only_its_own_l1():
    d = contiguous("mi300x")
    m = d.memory
    ms = MemorySystem(d)
    assert ms.access(0, 0, [0]) == m.dram.latency
    assert ms.access(0, 10_000, [0]) == 10_000 + m.l1.latency
    assert ms.access(d.xcds, 20_000, [0]) == 20_000 + m.l2.latency  # CU 8: XCD 0's L2
    assert ms.access(1, 30_000, [0]) == 30_000 + m.mall.latency      # CU 1: XCD 1's L2 misses
    assert ms.counters()["mall"] == {"hits": 1, "misses": 1, "evictions": 0}


def test_a_hit_on_a_line_whose_miss_is_on_its_way_waits_for_it():
    """Found by an outside probe: a line counted as present from its miss on served other
    waves at hit latency before it had arrived from DRAM. The miss is merged: the hit
    completes with it, at each level (L1, L2 for a CU of the same XCD, the Infinity Cache for
    another XCD, the scalar cache), and at its own latency once the line is in."""
    d = contiguous("mi300x")
    m = d.memory
    ms = MemorySystem(d)
    first = ms.access(0, 0, [0])
    assert first == m.dram.latency
    assert ms.access(0, 10, [0]) == first                   # L1: the same CU
    assert ms.access(d.xcds, 20, [0]) == first              # L2: CU 8, XCD 0
    assert ms.access(1, 30, [0]) == first                   # Infinity Cache: XCD 1
    assert ms.access(0, first + 100, [0]) == first + 100 + m.l1.latency
    assert ms.counters()["l1"] == {"hits": 2, "misses": 3, "evictions": 0}
    scalar = ms.access(0, 0, [4096], SCALAR)
    assert ms.access(1 if m.scalar.shared_by == 1 else d.xcds, 5, [4096], SCALAR) == scalar


@pytest.mark.parametrize("name, neighbour, other", [("mi250x", 1, 2), ("mi300x", 8, 16)])
def test_scalar_cache_is_shared_by_neighbouring_cus_of_one_xcd(name, neighbour, other):
    d = contiguous(name)
    m = d.memory
    ms = MemorySystem(d)
    assert m.scalar.shared_by == 2
    ms.access(0, 0, [0], SCALAR)
    assert ms.access(neighbour, 5000, [0], SCALAR) == 5000 + m.scalar.latency
    assert ms.access(other, 6000, [0], SCALAR) == 6000 + m.l2.latency
    assert ms.counters()["scalar"] == {"hits": 1, "misses": 2, "evictions": 0}



@pytest.mark.parametrize("name", ["r9-290x", "vega64", "mi250x", "mi300x"])
def test_scalar_hits_under_vector_load_complete_at_the_hit_latency(name):
    # The CUs sharing a scalar cache each issue a scalar load a clock, every one a hit on
    # the kernel arguments' line, while their vector loads stream from DRAM: the cache takes
    # a request a clock (ROCm profiler: the sL1D's peak is one request, 64 bytes, a clock),
    # so none waits past its hit latency. It held 4 cycles a request (16 bytes a clock),
    # and the copy kernel's mid-launch s_loads waited 600 cycles in its queue.
    d = contiguous(name)
    m = d.memory
    ms = MemorySystem(d)
    neighbours = [cu for cu in range(d.compute_units)
                  if ms.scalar_of[cu] is ms.scalar_of[0]]
    assert len(neighbours) == m.scalar.shared_by
    ms.access(0, 0, [4096], SCALAR)
    line = m.l1.line
    for t in range(1000, 1400):
        cu = neighbours[t % len(neighbours)]
        ms.access(cu, t, [(1 << 24) + (t * 64 + k) * line for k in range(4)])
        assert ms.access(cu, t, [4096], SCALAR) == t + m.scalar.latency
    assert ms.counters()["scalar"] == {"hits": 400, "misses": 1, "evictions": 0}

def test_stores_are_written_back_when_the_l2_evicts_them():
    d = shrunk("mi250x", l2=32 * 16 * 256, translation=None)   # a set per line of a chunk
    m = d.memory
    ms = MemorySystem(d)
    l2 = ms.l2[0]
    lines = (a for a in range(m.l2.line, 1 << 30, m.l2.line) if l2.number(a) == l2.number(0))
    assert ms.access(0, 0, [0], STORE) == m.l2.latency              # acknowledged by the L2
    for _ in range(m.l2.ways):                  # the set of line 0 (channels hashed) filled
        ms.access(0, 100, [next(lines)], LOAD)
    dram = ms.counters()["dram"]
    assert dram["bytes"] == (m.l2.ways + 1) * m.l2.line             # ways loads + 1 write-back
    assert dram["bytes_written"] == m.l2.line
    assert ms.counters()["l2"]["evictions"] == 1


def test_the_release_at_a_kernels_end_writes_the_l2s_back_where_there_are_several():
    """MI300's XCD L2s are not coherent with each other: the end of a kernel writes their
    dirty lines into the Infinity Cache and ends once it has them; one L2 (gfx90a) is the
    device's point of coherence: nothing is written back, the kernel ends at once."""
    ms = MemorySystem(contiguous("mi300x"))
    ms.access(0, 0, [0, 128], STORE)
    ms.access(1, 0, [4096], STORE)                 # CU 1: the second XCD's L2
    assert sum(len(l2.dirty) for l2 in ms.l2) == 3
    end = ms.release(1000)
    assert end > 1000 and not any(l2.dirty for l2 in ms.l2)
    assert len(ms.mall.dirty) == 3 and ms.counters()["dram"]["bytes_written"] == 0
    assert ms.release(end) == end                  # nothing left to write
    one = MemorySystem(contiguous("mi210"))
    one.access(0, 0, [0], STORE)
    assert one.release(1000) == 1000 and one.l2[0].dirty


def test_timed_kernels_end_after_their_release():
    from gcnsim.runtime import Device
    dev = Device("mi300x")
    prog = dev.load(Path(__file__).resolve().parents[2] / "gcnsim" / "kernels" /
                    "valid_stream.cl")
    a, c = dev.array(np.ones(1 << 14)), dev.array(np.zeros(1 << 14))
    launch = prog.babel_copy(a, c, grid=1 << 14, block=256, timing=True)
    assert launch.timing.memory["mall"]["misses"] >= 2 * (1 << 14) * 8 // 128   # c written in


@pytest.mark.parametrize("name", ["mi210", "mi300x"])
def test_streamed_caches_are_full_and_one_line_in_every_dirty(name):
    ms = MemorySystem.streamed(contiguous(name), 3)
    for level in [*ms.l2] + ([ms.mall] if ms.mall else []):
        lines = level.cache.size // level.cache.line
        assert all(len(ways) == level.ways for ways in level.table)
        assert len(level.dirty) == -(-lines // 3)
        tags = np.array(sorted(level.dirty)[:50], np.int64)
        assert level.numbers(tags).tolist() == [level.number(int(t) << level.line_bits)
                                                 for t in tags]


@pytest.mark.parametrize("name", ["vega64", "mi210", "mi300x"])
def test_the_hot_paths_inline_lookups_pick_number_s_set_and_channel(name):
    """Level.load, take and wait compute a line's set and channel inline (the replay's hot
    path): the same as ``number`` and ``channel`` for lines over every set and channel."""
    rng = np.random.default_rng(1)
    for level in MemorySystem(contiguous(name))._kept()[-2:]:       # an L2, the last level
        for address in (rng.integers(0, 1 << 40, 300) << level.line_bits).tolist():
            channel = level.channel(address)
            before = level.free[channel]
            assert level.wait(address, 10 ** 9) == max(10 ** 9, before)
            assert level.free[channel] == max(10 ** 9, before) + level.hold
            level.take(address, 0)
            assert address >> level.line_bits in level.set_lines(level.number(address))


@pytest.mark.parametrize("name", ["vega64", "mi300x"])
def test_touch_keeps_an_instruction_cache_s_sets_as_take_does(name):
    """Level.touch (the instruction caches' sets, fetch.py) says hit or miss and leaves every
    set's lines in the LRU order ``take`` leaves them in, over lines enough to evict."""
    touched, taken = (MemorySystem(name).instruction[0] for _ in "ab")
    lines = len(touched.table) * touched.ways * 2
    for tag in np.random.default_rng(2).integers(0, lines, 4000).tolist():
        assert touched.touch(tag) == taken.take(tag << taken.line_bits, 0)[1]
    assert [None if ways is None else list(ways) for ways in touched.table] == [
        None if ways is None else list(ways) for ways in taken.table]
    assert touched.counts() == taken.counts()


def test_a_line_brought_into_streamed_caches_writes_a_dirty_victim_back():
    """A streaming benchmark's steady state (MemorySystem.streamed): each line a launch brings
    in evicts another, dirty as often as the benchmark writes; from cold caches, none."""
    lines = [k * 128 for k in range(4096)]
    written = {}
    for start in ("cold", "streamed"):
        ms = (MemorySystem(contiguous("mi210")) if start == "cold"
              else MemorySystem.streamed(contiguous("mi210"), 2).carried())
        for k in range(0, len(lines), 4):
            ms.access(k % 104, 0, lines[k:k + 4])
        written[start] = ms.counters()["dram"]["bytes_written"]
    assert written["cold"] == 0
    assert written["streamed"] == pytest.approx(len(lines) * 128 / 2, rel=0.05)


def test_misses_beyond_the_limit_wait_for_the_earliest():
    d = get_device("mi250x")
    m = d.memory
    ms = MemorySystem(d)
    lines = [k * 4096 for k in range(m.misses_per_cu + 1)]
    ms.access(0, 0, lines[:-1])
    last = ms.access(0, 0, lines[-1:])
    assert last >= 2 * m.dram.latency


@pytest.mark.parametrize("changes, message", [
    ({"cu": 999}, "compute unit 999: the device mi300x has 304"),
    ({"cu": "0"}, "compute unit '0'"),
    ({"kind": "prefetch"}, "kind 'prefetch'"),
    ({"t": -1}, "at cycle -1: a cycle is an integer"),
    ({"t": 1.5}, "at cycle 1.5"),
    ({"t": 1 << 60}, "a cycle is an integer from 0 to 2"),
    ({"kind": np.array(["load", "store"])}, "kind array"),
    ({"lines": [256, 0]}, r"lines \[256, 0\]: .* ascending order"),
    ({"lines": [-128]}, "addresses of 128-byte lines below 2"),
    ({"lines": ["0"]}, "addresses of 128-byte lines"),
    ({"lines": [64]}, "addresses of 128-byte lines"),        # not a line's start
    ({"lines": [0, 0]}, "each once"),
    ({"lines": [1 << 64]}, "below 2"),
    ({"lines": list(range(0, 1280, 128))[::-1]}, r"\[1152, 1024, 896, 768, \.\.\.\]"),
    ({"lines": None}, "a list, tuple or 1-D array"),
    ({"lines": 5}, "a list, tuple or 1-D array"),
    ({"lines": np.array(5)}, "a list, tuple or 1-D array"),
    ({"lines": b"\x00\x80"}, "a list, tuple or 1-D array"),
    ({"lines": {0: 1}}, "a list, tuple or 1-D array"),
    ({"kind": SCALAR, "lines": [32]}, "addresses of 64-byte lines"),
    ({"serial": -2}, "serial -2: the operations on one address"),
    ({"serial": 10 ** 400}, "at most a wave's 64 lanes"),
])
def test_bad_requests_raise_a_typed_error(changes, message):
    """What no instruction asks is a TimingError naming it, not a TypeError from deep inside
    or a time that goes back."""
    call = {"cu": 0, "t": 0, "lines": [0], "kind": LOAD, "serial": 1, **changes}
    with pytest.raises(TimingError, match=message):
        MemorySystem("mi300x").access(call["cu"], call["t"], call["lines"], call["kind"],
                                      call["serial"])


def test_numpy_integers_are_accepted():
    ms, again = MemorySystem("mi300x"), MemorySystem("mi300x")
    assert (ms.access(np.int64(3), np.int32(10), np.array([0, 128]))
            == again.access(3, 10, [0, 128]))


def test_a_cache_needs_a_set_per_line_of_its_channels_chunk():
    """The model indexes a set by the low bits of a line's number (channel and set at once),
    which needs a channel's sets to cover a chunk of ``interleave`` bytes."""
    with pytest.raises(DeviceConfigError, match="l2.size .* fewer than the lines of the "
                                                "256-byte chunk"):
        shrunk("mi250x", l2=32 * 16 * 128)       # one 128-byte set a channel, 256-byte chunks


def _with(name, **levels):
    """Device ``name`` with the named hierarchy records changed: level -> {field: value}
    (a dict), or a whole record."""
    d = get_device(name)
    memory = d.memory
    for level, change in levels.items():
        record = (dataclasses.replace(getattr(memory, level), **change)
                  if isinstance(change, dict) else change)
        memory = dataclasses.replace(memory, **{level: record})
    return dataclasses.replace(d, memory=memory)


@pytest.mark.parametrize("make, message", [
    # Figures that would take the timing model past exact float cycles or unbounded tables.
    (lambda: dataclasses.replace(get_device("mi300x"), clock_mhz=10 ** 400), "clock_mhz"),
    (lambda: dataclasses.replace(get_device("mi300x"), compute_units=1 << 40),
     "compute_units = 1099511627776 is impossible: must be at most 16,384"),
    (lambda: _with("mi300x", dram={"bytes_per_second": 10 ** 400}), "dram.bytes_per_second"),
    (lambda: _with("mi300x", dram={"latency": 1 << 60}), "dram.latency .* at most 1,048,576"),
    (lambda: _with("mi300x", dram={"efficiency": 1e-20}), "efficiency .* from 0.01 to 1"),
    (lambda: _with("mi300x", dram={"channels": 1 << 34}), "dram.channels"),
    (lambda: _with("mi300x", scalar={"latency": 10 ** 400}), "scalar.latency"),
    (lambda: _with("mi300x", l2={"size": 1 << 36}), "l2.size .* at most 4,294,967,296"),
    (lambda: _with("mi300x", l1={"size": 1 << 31, "ways": 1}), "l1.size .* sets over"),
    (lambda: _with("mi300x", translation=Translation(None, 32, 2 << 20, 10 ** 400)),
     "translation.miss_latency"),
    (lambda: dataclasses.replace(get_device("mi300x"),
                                 memory=dataclasses.replace(get_device("mi300x").memory,
                                                            atomic_cycles=10 ** 400)),
     "atomic_cycles"),
    # Lines the level below would fetch only part of, frames a line would straddle.
    (lambda: _with("mi300x", l1={"line": 256, "interleave": 256}),
     "l1.line = 256 .* at most the L2's 128-byte line"),
    (lambda: _with("mi300x", mall={"line": 64}), "mall.line = 64 .* at least the L2's"),
    (lambda: _with("mi250x", translation=Translation(64, 32, 2 << 20, 120)),
     "translation.frame = 64 .* at least the longest line, 128 bytes"),
    (lambda: dataclasses.replace(get_device("mi300x"), target="gfx942"), "must be a Target"),
])
def test_figures_the_model_cannot_take_are_refused(make, message):
    with pytest.raises(DeviceConfigError, match=message):
        make()


# ---- translation -----------------------------------------------------------------------------
def test_frames_are_placed_one_to_one():
    frames = list(range(1 << 16)) + [(1 << 40) + k for k in range(16)]
    assert len({place(k) for k in frames}) == len(frames)
    assert place((1 << 40) + 5) >> 32 == 1 << 8            # the bits above 32 are kept


def test_a_tlb_miss_delays_the_instruction_and_lru_keeps_entries_pages():
    d = get_device("mi300x")
    t = d.memory.translation
    ms, plain = MemorySystem(d), MemorySystem(contiguous("mi300x"))
    assert ms.access(0, 0, [0, 128]) == plain.access(0, 0, [0, 128]) + t.miss_latency
    pages = [k * t.page for k in range(t.entries)]
    for _ in range(2):                          # page 0 is there: entries - 1 misses
        for address in pages:
            ms.access(0, 10_000, [address])
    assert ms.counters()["tlb"] == {"hits": t.entries + 1, "misses": t.entries, "evictions": 0}
    for address in pages + [t.entries * t.page] + pages[:2]:  # one more page than it holds:
        ms.access(0, 20_000, [address])                       # LRU evicts the oldest
    assert ms.counters()["tlb"] == {"hits": 2 * t.entries + 1, "misses": t.entries + 3,
                                    "evictions": 3}
    assert ms.access(1, 30_000, [0]) > 30_000 + t.miss_latency      # CU 1: its own TLB
    assert ms.counters()["tlb"]["misses"] == t.entries + 4


def test_a_page_found_while_its_walk_is_on_its_way_waits_for_the_walk():
    """A wave's second load, to the page its first just missed in the TLB, waits for that
    walk (merged) and so reaches the caches after the first: it completes after it, as a
    wave's loads do (the channels serve an earlier-dated request first)."""
    d = get_device("mi300x")
    t = d.memory.translation
    ms = MemorySystem(d)
    first = ms.access(0, 0, [0])
    assert ms.access(0, 4, [128]) > first                   # the walk's end, then the line
    assert ms.counters()["tlb"] == {"hits": 1, "misses": 1, "evictions": 0}
    assert ms.access(0, 10 * t.miss_latency, [256]) < 10 * t.miss_latency + first  # done
    tlb = Translator(t, 1)                                  # not its most recent page:
    assert tlb.delay(0, [0], 0) == tlb.delay(0, [t.page], 1) == t.miss_latency
    assert tlb.delay(0, [0], 5) == t.miss_latency - 5       # page 0's walk, merged


def test_scattered_frames_miss_in_exactly_the_sets_given_more_lines_than_ways():
    """A chase over a buffer of the L2's size, its frames scattered: a set given more lines
    than it has ways misses on every pass (LRU, cyclic), the others hit; the mean follows from
    the frames' places alone (activates taking no time: a DRAM row hit as slow as a miss)."""
    d = shrunk("mi250x", l2=1 * MiB)              # sets span 64 KiB: 8 frames of 8 KiB
    dram = d.memory.dram
    dram = dataclasses.replace(dram, timing=dataclasses.replace(dram.timing, rp=0, rcd=0))
    d = dataclasses.replace(d, memory=dataclasses.replace(d.memory, dram=dram))
    m = d.memory
    frame = m.translation.frame
    assert frame and m.l2.size // m.l2.ways > frame
    line_bits = m.l2.line.bit_length() - 1
    sets = Counter()
    lines = range(0, m.l2.size, m.l2.line)
    home = {a: (place(a // frame) * frame | a % frame) >> line_bits
            & (m.l2.channels * m.l2.sets - 1) for a in lines}
    sets.update(home.values())
    missed = sum(sets[home[a]] > m.l2.ways for a in lines)
    assert 0 < missed < len(lines)
    want = (missed * m.dram.latency + (len(lines) - missed) * m.l2.latency) / len(lines)
    assert pointer_chase(d, m.l2.size, m.l2.line) == pytest.approx(want)


# ---- microbenchmarks -------------------------------------------------------------------------
@pytest.mark.parametrize("device", [
    shrunk("mi300x", l2=256 * KiB, mall=2 * MiB, translation=None),
    shrunk("mi250x", l2=256 * KiB, translation=None),
    shrunk("r9-290x", l2=128 * KiB, translation=None),
])
def test_pointer_chase_steps_at_each_configured_size(device):
    """In contiguous memory (no frames scattered over the sets, no TLB), exactly full, a level
    still serves every load; at twice its size the next one does (one load per line of the
    level: lines of a longer-lined level below would serve two). The DRAM's within 1%: a
    row the chase opens again within a refresh interval is a row hit, its activate saved."""
    m = device.memory
    levels = [m.l1, m.l2] + ([m.mall] if m.mall else [])
    latencies = [level.latency for level in levels] + [m.dram.latency]
    for k, level in enumerate(levels):
        assert pointer_chase(device, level.size, level.line) == latencies[k]
        rel = 0.01 if k + 1 == len(levels) else 0
        assert pointer_chase(device, 2 * level.size, level.line) == pytest.approx(
            latencies[k + 1], rel=rel)


def one_die(name):
    """One XCD of ``name`` with its share of the DRAM (and of the Infinity Cache)."""
    d = get_device(name)
    m = d.memory
    share = d.xcds
    dram = dataclasses.replace(m.dram, bytes_per_second=m.dram.bytes_per_second // share,
                               channels=m.dram.channels // share)
    mall = m.mall and dataclasses.replace(m.mall, size=m.mall.size // share,
                                          channels=m.mall.channels // share)
    return dataclasses.replace(d, compute_units=d.cus_per_xcd, xcds=1,
                               memory=dataclasses.replace(m, dram=dram, mall=mall))


@pytest.mark.parametrize("name", ["mi300x", "mi250x", "vega64"])
def test_streaming_reaches_the_configured_dram_rate_with_enough_in_flight(name):
    device = one_die(name)
    dram = device.memory.dram
    rate = dram.bytes_per_second * dram.efficiency / (device.clock_mhz * 1e6)
    got, ms = stream(device, waves_per_cu=8, loads_per_wave=4, rounds=16)
    assert rate * 0.9 <= got <= rate * 1.001
    counts = ms.counters()
    assert counts["l1"]["hits"] == 0 and counts["dram"]["bytes"] > 0


@pytest.mark.parametrize("name", ["mi250x", "vega64"])
def test_a_copy_past_the_l2_moves_its_bytes_at_the_configured_dram_rate(name):
    """BabelStream's Copy over arrays 8 times the L2: every byte read comes from DRAM and
    every byte written goes back to it (evicted dirty), so the bytes counted (read and
    written) move at the DRAM's sustained rate: a read one's, a written one's ``write_ratio``
    times it (memory/dram.py), never above the two's mix (half read, half written): the
    buses' time is the reads' and the writes' holds added up."""
    device = shrunk(name, l2=256 * KiB)
    dram = device.memory.dram
    rate = dram.bytes_per_second * dram.efficiency / (device.clock_mhz * 1e6)
    mixed = 2 * rate / (1 + 1 / dram.write_ratio)
    assert rate * 0.9 <= copy(device, (1 << 21) // 8) <= mixed * 1.001


@pytest.mark.parametrize("name", ["mi300x", "mi250x"])
def test_streaming_with_one_load_in_flight_per_cu_is_latency_bound(name):
    device = one_die(name)
    dram = device.memory.dram
    bound = device.compute_units * LOAD_BYTES / dram.latency      # bytes in flight / latency
    hit = DramState(dram, device.memory.l2.line, 256, device.clock_mhz).row_hit
    got, _ = stream(device, waves_per_cu=1, loads_per_wave=1, rounds=8)
    assert bound * 0.9 <= got <= bound * dram.latency / hit      # row hits: no activate
    assert got < 0.2 * dram.bytes_per_second / (device.clock_mhz * 1e6)


@pytest.mark.parametrize("name", ["mi300x", "r9-290x"])
def test_atomics_on_one_address_serialise_and_on_many_do_not(name):
    step = get_device(name).memory.atomic_cycles
    one = [atomics(name, n, same_address=True) for n in (8, 16, 32)]
    many = [atomics(name, n, same_address=False) for n in (8, 16, 32)]
    assert one[1] - one[0] == 8 * step and one[2] - one[1] == 16 * step
    assert many[2] - many[0] < 4 * step


def test_eight_xcds_on_one_line_are_no_faster_than_one_xcd():
    """A line's lanes pass one atomic unit at a time on the device: 8 CUs of 8 XCDs, 32 lanes
    each on one line, take as long as 8 CUs of one XCD (each 32 clocks of its unit), while
    lines of their own go in parallel."""
    xcds, lanes = get_device("mi300x").xcds, get_device("mi300x").memory.atomic_lanes
    apart = atomics("mi300x", xcds, lanes=32)                   # CUs 0..7: one per XCD
    together = atomics("mi300x", xcds, lanes=32, every=xcds)    # CUs 0, 8, ...: XCD 0
    assert apart == together
    assert apart - atomics("mi300x", 1, lanes=32) == (xcds - 1) * 32 / lanes
    assert atomics("mi300x", xcds, same_address=False, lanes=32) < apart - 6 * 32 / lanes


def test_a_line_is_booked_for_the_atomic_units_in_time_not_in_the_order_asked():
    """Requests reach the L2s in the order the replay asks them, not always in time order: an
    atomic asked after a later-dated one on its line (another XCD's) takes the line in the
    idle time before it where that has room, not behind it (Atomics._hold)."""
    units = Atomics(4, 1)
    assert units._hold(0, 1000, 32) == 1000
    assert units._hold(0, 0, 32) == 0           # before the later-dated one: at once
    assert units._hold(0, 10, 32) == 32         # behind the one at 0
    assert units._hold(0, 990, 32) == 1032      # 990-1022 would overlap the one at 1000
    assert units._hold(0, 64, 900) == 64        # the rest of the gap: 64-964
    assert units._hold(0, 0, 40) == 1064        # 964-1000 too short: the backlog's end


def test_an_atomic_serialises_its_lanes_on_one_address():
    d = get_device("mi300x")
    lanes = np.zeros((1, 64), np.int64)
    serial = int(lane_conflicts(lanes, ALL)[0])
    one, spread = MemorySystem(d), MemorySystem(d)
    t_one = one.access(0, 0, [0], ATOMIC, serial)
    t_spread = spread.access(0, 0, [0], ATOMIC, 1)
    assert t_one - t_spread == (serial - 1) * d.memory.atomic_cycles


# ---- the published figures -------------------------------------------------------------------
FIGURES = json.loads((Path(__file__).resolve().parent.parent / "data" / "calibration"
                      / "figures.json").read_text())["figures"]


def test_figures_are_sourced_and_calibration_kept_apart_from_validation():
    roles = Counter(f["role"] for f in FIGURES)
    assert set(roles) == {"calibration", "validation"}
    validation = [f for f in FIGURES if f["role"] == "validation" and f.get("run", True)]
    # the rest of the validation figures are the open set's (tests/timing/test_validation.py)
    assert len(validation) >= 4 and len({f["device"] for f in validation}) >= 2
    for f in FIGURES:
        assert f["source"] and f["value"] > 0 and f["unit"]
        assert ("fits" in f) == (f["role"] == "calibration")
        assert f.get("run", True) or f["why_not_run"]
        assert not f.get("large") or f["quantity"] in ("chase_latency", "stream_copy")
    assert len({f["id"] for f in FIGURES}) == len(FIGURES)


@pytest.mark.parametrize("figure", [f for f in FIGURES if f["role"] == "calibration"
                                    and f["quantity"] == "chase_latency" and f.get("run", True)
                                    and not f.get("large")], ids=lambda f: f["id"])
def test_the_fitted_latencies_reproduce_their_calibration_figures(figure):
    """Within 2%: a parameter fitted to several figures at once (the MI210's frame, least
    squares over three chases) leaves each of them a residual."""
    assert reproduce(figure) == pytest.approx(figure["value"], rel=0.02)


def test_mi300a_streams_at_its_own_fitted_rate_not_mi300xs():
    """MI300A's DRAM efficiency is fitted to its own gpu-stream read at 100% occupancy
    (calibration figure mi300a-stream-read): the same HBM3 as MI300X, 2.7 TB/s of it."""
    figure = next(f for f in FIGURES if f["id"] == "mi300a-stream-read")
    assert reproduce(figure) == pytest.approx(figure["value"], rel=0.02)
    assert get_device("mi300a").memory.dram.bytes_per_second == \
        get_device("mi300x").memory.dram.bytes_per_second


def test_stores_and_atomics_pass_the_l1_without_allocating():
    d = get_device("mi300x")
    ms = MemorySystem(d)
    ms.access(0, 0, [0], STORE)
    ms.access(0, 0, [4096], ATOMIC)
    assert ms.counters()["l1"] == {"hits": 0, "misses": 0, "evictions": 0}
    assert ms.access(0, 5000, [0], LOAD) == 5000 + d.memory.l2.latency   # the store's line


def test_an_l2_channel_performs_one_lanes_atomic_a_clock():
    """Atomics of 32 lanes on 32 addresses of one line (one counter per work-item) hold their
    channel's atomic unit 32 clocks each: the second wave's waits for the first's lanes, and
    a line of another channel does not (MI300X: 253 G atomics a second over 128 channels)."""
    d = get_device("mi300x")
    lanes = d.memory.atomic_lanes
    ms = MemorySystem(d)
    first = ms.access(0, 0, [0], ATOMIC, 1, 32)
    second = ms.access(8, 0, [0], ATOMIC, 1, 32)        # CU 8: the same XCD's L2
    assert second - first == 32 / lanes
    other = MemorySystem(d)
    other.access(0, 0, [0], ATOMIC, 1, 32)
    assert other.access(8, 0, [d.memory.l2.interleave], ATOMIC, 1, 32) == first
    with pytest.raises(TimingError, match="lanes 65"):
        ms.access(0, 0, [0], ATOMIC, 1, 65)


def test_a_load_past_the_l1_and_the_cache_maintenance_in_time():
    """A GLC/SC1 load reads the L2 without looking in (or filling) the L1; buffer_wbinvl1
    empties the CU's L1; buffer_wbl2 writes the L2's dirty lines back; s_dcache_inv empties
    the scalar cache."""
    from gcnsim.timing.memory.system import (INVALIDATE_L1, INVALIDATE_SCALAR, LOAD_L2,
                                             WRITEBACK_L2)
    d = get_device("mi300x")
    m = d.memory
    ms = MemorySystem(d)
    ms.access(0, 0, [0], LOAD)                                      # in the L1 and L2
    assert ms.access(0, 5000, [0], LOAD_L2) == 5000 + m.l2.latency
    assert ms.counters()["l1"] == {"hits": 0, "misses": 1, "evictions": 0}
    assert ms.access(0, 6000, [0], LOAD) == 6000 + m.l1.latency     # still in the L1
    assert ms.access(0, 7000, [], INVALIDATE_L1) == 7000 + m.l1.latency
    assert ms.access(0, 8000, [0], LOAD) == 8000 + m.l2.latency     # gone from the L1
    ms.access(0, 9000, [4096], STORE)
    assert ms.l2[0].dirty and not ms.mall.dirty
    ms.access(0, 9000, [], WRITEBACK_L2)                # into the Infinity Cache, dirty there
    assert not ms.l2[0].dirty and ms.mall.dirty == {4096 >> 7}
    assert ms.access(0, 9100, [4096], LOAD_L2) == 9100 + m.l2.latency     # clean, still there
    ms.access(0, 10_000, [8192], SCALAR)
    ms.access(0, 11_000, [], INVALIDATE_SCALAR)
    assert ms.access(0, 12_000, [8192], SCALAR) == 12_000 + m.l2.latency


def test_streaming_refetching_and_sync_kinds_in_time():
    """SLC/NT (a "_stream" kind): the lines it went through are the first their sets evict;
    gfx90a's GLC load (load_refetch) misses the L1 and keeps the line there; a SYNC kind (a
    buffer_inv below device scope, buffer_invl2, s_dcache_wb) changes nothing and takes its
    level's latency."""
    from gcnsim.timing.memory.system import STREAM, SYNC_L1, SYNC_L2, SYNC_SCALAR
    d = get_device("mi250x")
    m = d.memory
    ms = MemorySystem(d)
    l1_set = m.l1.sets * m.l1.line            # bytes apart: the same L1 set
    for k in range(1, m.l1.ways):             # fill the set but one way, then the streamed line
        ms.access(0, 1000 * k, [k * l1_set], LOAD)
    ms.access(0, 100_000, [0], STREAM[LOAD])
    ms.access(0, 200_000, [m.l1.ways * l1_set], LOAD)     # one more: evicts the streamed line
    assert 0 not in ms.l1[0].table[0]
    assert (l1_set >> 6) in ms.l1[0].table[0]             # the oldest plain line stays
    ms2 = MemorySystem(d)
    ms2.access(0, 0, [0], LOAD)
    ms2.access(0, 1000, [64], LOAD)
    ms2.access(0, 2000, [0], STREAM["load_refetch"])      # a hit made a miss, then demoted
    assert ms2.counters()["l1"] == {"hits": 0, "misses": 3, "evictions": 0}
    assert next(iter(ms2.l1[0].table[0])) == 0
    ms3 = MemorySystem(d)
    ms3.access(0, 0, [0], LOAD)
    assert ms3.access(0, 5000, [0], "load_refetch") == 5000 + m.l2.latency
    assert ms3.access(0, 6000, [0], LOAD) == 6000 + m.l1.latency       # kept in the L1
    ms3.access(0, 7000, [4096], STORE)
    for kind, level in ((SYNC_L1, m.l1), (SYNC_L2, m.l2), (SYNC_SCALAR, m.scalar)):
        assert ms3.access(0, 8000, [], kind) == 8000 + level.latency
    assert ms3.access(0, 9000, [0], LOAD) == 9000 + m.l1.latency
    assert ms3.l2[0].dirty == {4096 >> 7}


def test_the_infinity_cache_moves_its_bytes_a_second_at_any_engine_clock():
    """MI300's Infinity Cache runs on the fabric's clock: 17.2 TB/s peak over its 128
    channels (AMD), so a channel holds a line 2 engine cycles at 2100 MHz and 1 at 1050;
    the L2, on the engine clock, holds its channel a cycle a line at either."""
    d = get_device("mi300x")
    for clock, hold in ((None, 2.0), (1050, 1.0)):
        ms = MemorySystem(d.at_clock(clock))
        assert ms.mall.hold == pytest.approx(hold) and ms.l2[0].hold == 1.0
    channels = d.memory.mall.channels
    assert d.memory.mall.bytes_per_second / 1e12 == pytest.approx(17.2, rel=1e-3)
    with pytest.raises(DeviceConfigError, match="mall.bytes_per_second"):
        dataclasses.replace(d, memory=dataclasses.replace(
            d.memory, mall=dataclasses.replace(d.memory.mall, bytes_per_second=-channels)))


def test_an_xcds_every_eighth_chunk_uses_every_set_of_its_l2():
    """MI300X's XCDs each read every eighth 1 KiB chunk of a buffer (workgroups dealt round
    robin): the set in a channel must not come from those bits alone, or an XCD's lines fill
    half its L2's sets and the L2s hold half of what they should. A contiguous buffer the
    L2's size still fills each set once, and the lookup puts each line in its ``number``."""
    level = MemorySystem(contiguous("mi300x")).l2[0]
    tags = np.arange(16 * MiB // 128, dtype=np.int64)            # 16 MiB, 128-byte lines
    mine = tags[tags >> 3 & 7 == 0]                               # XCD 0's chunks
    assert len(set(level.numbers(mine).tolist())) == level.set_mask + 1
    sets = Counter(level.numbers(tags[3 << 15:4 << 15]).tolist())     # 4 MiB at 12 MiB
    assert len(sets) == level.set_mask + 1 and set(sets.values()) == {level.ways}
    for tag in mine[::101].tolist():
        level.load(tag << level.line_bits, 0.0)
        number = level.number(tag << level.line_bits)
        assert tag in level.set_lines(number)
