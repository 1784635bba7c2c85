"""The memory model's fences, statically (gcnsim/analysis/fences.py): llc-19's agent- and
system-scope acquire and release sequences (tests/data/fences/, from fences.ll) check clean
on every target; deleting the s_waitcnt vmcnt(0) in front of an acquire's invalidation is a
fence-acquire finding, the one after a release's buffer_wbl2 a fence-release finding, each
naming the load or writeback; a release that is no more than a wait (gfx701-gfx90a at agent
scope) is not knowable and not found."""
import shutil
import subprocess
from pathlib import Path

import pytest

import gcnsim
from gcnsim.analysis.cfg import build_cfg
from gcnsim.analysis.fences import check_fences
from gcnsim.asm import assemble

FENCES = Path(__file__).resolve().parent.parent / "data" / "fences"
TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")
INVALIDATES = ("buffer_wbinvl1_vol", "buffer_inv", "buffer_invl2")


def lines(target):
    return (FENCES / f"fences-{target}.s").read_text().splitlines()


def without(text_lines, index):
    return "\n".join(text_lines[:index] + text_lines[index + 1:]) + "\n"


def fence_waits(text_lines):
    """[(line index of an s_waitcnt vmcnt(0), the rule deleting it should give, the fence's
    mnemonic)]: the wait right before an invalidation, the wait right after a writeback."""
    out = []
    for i, line in enumerate(text_lines[1:-1], 1):
        if line.strip() != "s_waitcnt vmcnt(0)":
            continue
        after, before = text_lines[i + 1].split(), text_lines[i - 1].split()
        if after and after[0] in INVALIDATES:
            out.append((i, "fence-acquire", after[0]))
        elif before and before[0] == "buffer_wbl2":
            out.append((i, "fence-release", "buffer_wbl2"))
    return out


@pytest.mark.parametrize("target", TARGETS)
def test_the_compilers_sequences_are_clean(target):
    assert gcnsim.check(FENCES / f"fences-{target}.s") == []


@pytest.mark.parametrize("target,expected", [
    ("gfx701", ["fence-acquire"] * 2), ("gfx900", ["fence-acquire"] * 2),
    ("gfx90a", ["fence-acquire", "fence-release", "fence-acquire"]),
    ("gfx942", ["fence-release", "fence-acquire"] * 2)])
def test_each_deleted_fence_wait_is_found(target, expected):
    text = lines(target)
    waits = fence_waits(text)
    assert [rule for _, rule, _ in waits] == expected
    for index, rule, fence in waits:
        found = [f for f in gcnsim.check(without(text, index), target=target)
                 if f.severity == "error"]
        assert [f.rule for f in found] == [rule], (index, found)
        cause = found[0].message.split("'")[1]
        assert (cause.startswith("buffer_wbl2") if rule == "fence-release"
                else cause.startswith(("global_load", "flat_load")))
        assert found[0].text.startswith(fence if rule == "fence-acquire" else "global_store")
        assert found[0].fix == "s_waitcnt vmcnt(0) before this instruction"


def test_a_release_that_is_only_a_wait_is_not_knowable():
    """gfx900's agent release is the wait before the flag store: without it the code is a
    store followed by a store, as any code."""
    text = lines("gfx900")
    at = next(i for i, line in enumerate(text) if line.startswith("rel:"))
    wait = next(i for i in range(at, len(text)) if text[i].strip() == "s_waitcnt vmcnt(0)")
    assert gcnsim.check(without(text, wait), target="gfx900") == []


def test_the_message():
    prog = assemble("global_load_dword v1, v[2:3], off glc\n  buffer_wbinvl1_vol\n"
                    "  s_endpgm", "gfx900")
    (f,) = check_fences(build_cfg(prog.text, prog.target, {"k": 0}))
    assert str(f) == (
        "error: [fence-acquire] k+0x8 'buffer_wbinvl1_vol' reached before "
        "'global_load_dword v1, v[2:3], off glc' (offset 0x0, vmcnt) is known complete: the "
        "invalidation may run before the value arrives: loads after it may read stale cache "
        "lines; fix: s_waitcnt vmcnt(0) before this instruction")


def test_an_lds_store_after_a_writeback_is_no_release():
    prog = assemble("buffer_wbl2 sc1\n  ds_write_b32 v1, v2\n  s_endpgm", "gfx942")
    assert check_fences(build_cfg(prog.text, prog.target, {"k": 0})) == []


@pytest.mark.skipif(shutil.which("llc-19") is None, reason="needs llc-19 to rebuild")
@pytest.mark.parametrize("target", TARGETS)
def test_the_committed_sequences_are_llc_19s(target):
    built = subprocess.run(["llc-19", "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={target}", "-O2",
                            str(FENCES / "fences.ll"), "-o", "-"], capture_output=True,
                           text=True, check=True).stdout
    assert built.splitlines() == lines(target)
