"""A code's cuts kept in the disk cache (native/cuts.py): a new code image of a kernel whose
cuts are kept calls its segments' functions with no block lowered, with the interpreter's
bytes and statistics; a kept segment equals the one lowered afresh; a corrupt, misplaced or
stale file is never trusted (its blocks lowered again, a stale segment compiled from its
fresh lowering or left interpreted), and the file is written again; a dropped code image
whose segments came from kept cuts is freed by refcounting (no reference cycle)."""
import gc
import json
import weakref

import pytest

from gcnsim.native import cuts, jit, tier
from tests.kernels.test_kernels import RUNS, build, launch

GFX942 = [case for case, target in RUNS if target == "gfx942"]
SAXPY = next(case for case in GFX942 if case.kernel == "saxpy")


@pytest.fixture
def eager(monkeypatch, tmp_path):
    """Cut and compile every block at first sight, with a cache of this test's own; counts
    the blocks lowered (``lowered``) and the compiled segments' runs (``calls``)."""
    for name in tier.THRESHOLDS:
        monkeypatch.setattr(tier, name, 0.0)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("GCNSIM_CACHE", raising=False)
    monkeypatch.delenv("GCNSIM_TIER", raising=False)
    counts = {"lowered": 0, "calls": 0}
    lowered_cut = cuts.lowered_cut

    def counted_cut(*args):
        counts["lowered"] += 1
        return lowered_cut(*args)
    made = tier.caller

    def counted_caller(*args):
        run = made(*args)

        def counted_run(*call):
            counts["calls"] += 1
            return run(*call)
        return counted_run
    monkeypatch.setattr(cuts, "lowered_cut", counted_cut)
    monkeypatch.setattr(tier, "caller", counted_caller)
    return counts


def _launch(case, monkeypatch, tier_name="native"):
    """(memory read back, statistics) of one launch of ``case`` on gfx942 in a new Device (a
    new code image: its cuts read from the disk cache as in a new process)."""
    monkeypatch.setenv("GCNSIM_TIER", tier_name)
    args, _ = build(case)
    results, done = launch(case, "gfx942", args, None)
    s = done.stats
    return ({i: got.tobytes() for i, got in results.items()},
            (s.wave_instructions, dict(s.by_class), s.valu_lanes_active, sorted(s.executed)))


def _files(tmp_path):
    return sorted((tmp_path / "gcnsim" / "native").glob("cuts-*"))


def test_kept_cuts_call_the_functions_with_no_block_lowered(eager, monkeypatch, tmp_path):
    reference = _launch(SAXPY, monkeypatch, "interpreter")
    assert _launch(SAXPY, monkeypatch) == reference
    assert eager["lowered"] > 0 and eager["calls"] > 0 and len(_files(tmp_path)) == 1
    eager.update(lowered=0, calls=0)
    compiled = jit.Jit.get().compiled
    assert _launch(SAXPY, monkeypatch) == reference
    assert eager["lowered"] == 0 and eager["calls"] > 0
    assert jit.Jit.get().compiled == compiled


def test_a_kept_segment_is_the_one_lowered_afresh(eager, monkeypatch, tmp_path):
    """Every segment of every twelfth corpus kernel (memory rows, loops) made from its kept cut
    in a new code image has the Kept its fresh lowering gives (lowered on asking)."""
    made = []
    cut = tier.NativeTier._cut
    monkeypatch.setattr(tier.NativeTier, "_cut", lambda *args: (
        lambda found: (made.extend(found.values()), found)[1])(cut(*args)))
    cases = GFX942[::12]
    for case in cases:
        _launch(case, monkeypatch)
    made.clear()
    eager.update(lowered=0)
    for case in cases:
        _launch(case, monkeypatch)
    assert eager["lowered"] == 0 and len(made) > 2 * len(cases)
    assert any(segment.memory for segment in made) and any(segment.back_edge for segment in made)
    for segment in made:
        kept = segment.kept
        assert segment._lowered is None and segment.lowered is not None
        assert segment.kept is kept and segment.kept == cuts.Kept.of(segment.lowered,
                                                                     segment.back_edge)
        assert cuts.Kept.unpacked(json.loads(json.dumps(kept.packed()))) == kept


def _rewrite(path, change):
    """Rewrite the cuts file ``path`` with ``change(data)`` applied and a right digest."""
    magic, _, text = path.read_text().split("\n", 2)
    data = json.loads(text)
    change(data)
    text = json.dumps(data)
    digest = cuts.hashlib.sha256(text.encode()).hexdigest()
    path.write_text(f"{magic}\n{digest}\n{text}")


def test_a_corrupt_or_misplaced_file_is_never_trusted(eager, monkeypatch, tmp_path):
    reference = _launch(SAXPY, monkeypatch, "interpreter")
    _launch(SAXPY, monkeypatch)
    (path,) = _files(tmp_path)
    good = path.read_bytes()
    for bad in (good[:-7] + b"0000000", good[:len(good) // 2], b"\xff\xfe",
                good.replace(b'"key":"', b'"key":"0', 1)):
        path.write_bytes(bad)
        eager.update(lowered=0, calls=0)
        assert _launch(SAXPY, monkeypatch) == reference
        assert eager["lowered"] > 0 and eager["calls"] > 0
        assert path.read_bytes() == good                # written again, whole
    misplaced = path.with_name("cuts-" + "0" * 64)
    misplaced.write_bytes(good)
    assert cuts.read("0" * 64) == {}


def test_a_stale_kept_segment_is_compiled_from_its_fresh_lowering(eager, monkeypatch, tmp_path):
    """A kept segment naming a function nobody has is lowered to compile it; its fresh Kept
    differs, so that is taken (the function its lowering names is called) and the cut left
    out of the file, then written again by the next code image that lowers the block."""
    reference = _launch(SAXPY, monkeypatch, "interpreter")
    _launch(SAXPY, monkeypatch)
    (path,) = _files(tmp_path)
    good = cuts.read(path.name.removeprefix("cuts-"))

    def stale(data):
        for segments in data["cuts"].values():
            for segment in segments:
                segment[3][0] = "0" * 24                # its digest: no such function
    _rewrite(path, stale)
    eager.update(lowered=0, calls=0)
    assert _launch(SAXPY, monkeypatch) == reference
    assert eager["lowered"] == 0 and eager["calls"] > 0
    assert cuts.read(path.name.removeprefix("cuts-")) == {}
    assert _launch(SAXPY, monkeypatch) == reference and eager["lowered"] > 0
    again = cuts.read(path.name.removeprefix("cuts-"))
    assert {v: f() for v, f in again.items()} == {v: f() for v, f in good.items()}


def test_a_kept_segment_that_no_longer_lowers_as_one_stays_interpreted(eager, monkeypatch,
                                                                      tmp_path):
    """Kept segments whose bounds take in the entries after them, the translator refuses some
    (branches, s_endpgm), naming no function anybody has: interpreted, with the same results,
    and left out of the file."""
    reference = _launch(SAXPY, monkeypatch, "interpreter")
    _launch(SAXPY, monkeypatch)
    (path,) = _files(tmp_path)

    def widened(data):
        for segments in data["cuts"].values():
            for segment in segments:
                segment[1] = 10 ** 6
                segment[3][0] = "1" * 24
    _rewrite(path, widened)
    eager.update(lowered=0, calls=0)
    assert _launch(SAXPY, monkeypatch) == reference
    assert eager["lowered"] == 0 and eager["calls"] == 0
    assert cuts.read(path.name.removeprefix("cuts-")) == {}


def test_cache_off_keeps_no_cut(eager, monkeypatch, tmp_path):
    monkeypatch.setenv("GCNSIM_CACHE", "off")
    reference = _launch(SAXPY, monkeypatch, "interpreter")
    assert _launch(SAXPY, monkeypatch) == reference
    eager.update(lowered=0)
    assert _launch(SAXPY, monkeypatch) == reference and eager["lowered"] > 0
    assert not _files(tmp_path)


def test_the_cache_directory_follows_the_environment(monkeypatch, tmp_path):
    """cache_dir is made once for each value of what it reads, and read again on each call."""
    from gcnsim.native import cache
    monkeypatch.delenv("GCNSIM_CACHE", raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert cache.cache_dir() == tmp_path / "home" / ".cache" / "gcnsim" / "native"
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache.cache_dir() == tmp_path / "xdg" / "gcnsim" / "native"
    assert cache.index_path("f").parent == tmp_path / "xdg" / "gcnsim" / "native"
    monkeypatch.setenv("GCNSIM_CACHE", "OFF")
    assert cache.cache_dir() is None and cache.index_path("f") is None


def test_a_dropped_code_with_kept_cuts_is_freed_without_the_collector(eager, monkeypatch,
                                                                        tmp_path):
    """A code image whose segments came from its kept cuts leaves no reference cycle: its
    NativeTier (and its decoded blocks) go when the last reference does, not at a full pass."""
    _launch(SAXPY, monkeypatch)
    tiers = []
    made = tier.NativeTier.__init__

    def noted(self, *args):
        made(self, *args)
        tiers.append(weakref.ref(self))
    monkeypatch.setattr(tier.NativeTier, "__init__", noted)
    gc.collect()
    gc.disable()
    try:
        _launch(SAXPY, monkeypatch)
        assert len(tiers) == 1 and tiers[0]() is None
    finally:
        gc.enable()
