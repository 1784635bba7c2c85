"""Sampled timing's compiled count of each workgroup's vector memory lines (timing/lines.c,
through sampling._lines) against a plain reference, on random requests: empty, one
workgroup, lines dense or scattered over the span, addresses up to 2^64, workgroups that
ask nothing, requests of no workgroup; and the profiles made in small pages."""
import numpy as np
import pytest

from gcnsim.isa.devices import get_device
from gcnsim.timing import sampling
from gcnsim.timing.memory import native


def reference(asked, sizes, lines, count, page, gap, per_round):
    """(touched, stretches, before, per line its first toucher, the lines ascending) by
    Python sets and sorts over the (workgroup, line) pairs, the definitions as written."""
    owner = np.repeat(asked, sizes)
    pairs = sorted({(int(o), int(a)) for o, a in zip(owner, lines) if o >= 0})
    first = {}
    for o, a in pairs:                  # (by workgroup: the first one met touched it first)
        first.setdefault(a, o)
    touched, stretches, before = np.zeros((3, count), np.int64)
    for g in range(count):
        mine = [a for o, a in pairs if o == g]
        touched[g] = len(mine)
        stretches[g] = bool(mine) + sum(a // page != b // page and b - a > gap
                                        for a, b in zip(mine, mine[1:]))
        old = sum(first[a] <= g - per_round for a in mine)
        before[g] = 4 * old > 3 * len(mine)
    ordered = sorted(first)
    return (touched, stretches, before, np.array([first[a] for a in ordered], np.int64),
            np.array(ordered, np.uint64))


def requests(rng, count, n, spread, base=0):
    """(asked, sizes, lines) of ``n`` requests, each of 0-5 lines (64-byte aligned, each
    request's ascending) within ``spread`` lines of ``base``, a tenth asked by no
    workgroup."""
    asked = rng.integers(0, count, n)
    asked[rng.random(n) < 0.1] = -1
    sizes = rng.integers(0, 6, n)
    lines = [np.sort(base + 64 * rng.integers(0, spread, s, dtype=np.uint64)) for s in sizes]
    return (asked.astype(np.int64), sizes.astype(np.int64),
            np.concatenate([np.zeros(0, np.uint64), *lines]).astype(np.uint64))


def compiled(asked, sizes, lines, count, device, per_round):
    return sampling._lines(asked, lines, device, count, per_round, sizes)


@pytest.mark.parametrize("count,n,spread,base", [
    (1, 200, 50, 0),                        # one workgroup, lines repeated
    (40, 3000, 400, 1 << 20),               # dense: numbered by their place in the span
    (40, 3000, 1 << 40, 1 << 12),           # scattered: numbered among the distinct ones
    (40, 3000, 1 << 16, 0),                 # scattered over two pages
    (7, 500, 1 << 52, (1 << 64) - (1 << 60)),   # addresses up to 2^64
    (300, 100, 30, 4096),                   # most workgroups asking nothing
])
@pytest.mark.parametrize("device", ["gfx90a", "gfx942"])
def test_the_compiled_counts_are_the_references(count, n, spread, base, device):
    rng = np.random.default_rng(count * n + spread % 9973)
    config = get_device(device)
    memory = config.memory
    page = (memory.translation.page if memory.translation is not None
            else memory.dram.row_bytes * memory.dram.channels)
    for per_round in (1, 3):
        asked, sizes, lines = requests(rng, count, n, spread, base)
        touched, stretches, before, first = compiled(asked, sizes, lines, count, config,
                                                     per_round)
        want = reference(asked, sizes, lines, count, page, memory.l2.line, per_round)
        assert touched.tolist() == want[0].tolist()
        assert stretches.tolist() == want[1].tolist()
        assert before.tolist() == want[2].tolist()
        assert first[0].tolist() == want[3].tolist()
        assert first[1].view(np.uint64).tolist() == want[4].tolist()


def test_runs_of_one_workgroup_are_merged_in_order():
    """One workgroup's 20,000 lines in many descending and ascending runs (the merge's
    passes), each line twice."""
    rng = np.random.default_rng(5)
    values = 128 * rng.permutation(10_000).astype(np.uint64)
    lines = np.concatenate([values, values[::-1]])
    sizes = np.full(lines.size // 4, 4, np.int64)
    asked = np.zeros(sizes.size, np.int64)
    touched, stretches, before, first = compiled(asked, sizes, lines, 1, get_device("gfx90a"),
                                                 1)
    assert touched.tolist() == [10_000]
    assert first[1].view(np.uint64).tolist() == sorted(values.tolist())
    assert set(first[0].tolist()) == {0} and before.tolist() == [0]


def test_no_lines():
    for count in (0, 3):
        asked, sizes = np.full(4, -1, np.int64), np.zeros(4, np.int64)
        touched, stretches, before, first = compiled(asked, sizes, np.zeros(0, np.uint64),
                                                     count, get_device("gfx900"), 1)
        assert touched.tolist() == stretches.tolist() == before.tolist() == [0] * count
        assert first.shape == (2, 0)


def test_the_profiles_are_made_in_small_pages_and_the_switch_restored(monkeypatch):
    """profiles' arrays (and the request tables it makes first) in pages of the ordinary size,
    as a replay's: the kernel zeroed huge ones at their first touch (0.4 s of a 2048-round
    saxpy's first profiles), and numpy's setting is back after."""
    switch = native._set_madvise_hugepage
    if switch is None:
        pytest.skip("numpy has no switch for huge pages")
    inside = []

    def spy(recorder, device, per_round):
        inside.append(switch(False))                # the setting in force, left as it was
        return "profiled"
    monkeypatch.setattr(sampling, "_profiles", spy)
    before = switch(True)
    try:
        assert sampling.profiles(None, None, 1) == "profiled"
        assert inside == [False]
        assert switch(True) is True                 # on again after
    finally:
        switch(before)
