"""The waits in front of s_barrier in the clang corpus, each deleted (tools/barrier_mutants.py,
counts committed in tests/data/barrier_mutants.json): on targets without the back-off barrier
every one is found statically (barrier-release where it covered a store, waitcnt-read where it
covered only a load used after the barrier) and makes the launch differ from numpy under
adversarial timing; with it (gfx90a, gfx942) LLVM needs no wait there, and a mutant is found
and wrong only where a load's result is used after the barrier. The mutants listed are the
corpus's; the static findings of one mutant per kernel and target, and the adversarial runs of
the stencil and transpose kernels, are recomputed here."""
import json
from pathlib import Path

import pytest

from gcnsim.isa.targets import TARGETS as TARGET_RECORDS

from tools.barrier_mutants import (CASES, KERNELS, TARGETS, barrier_waits, deleted, found,
                                   summary, wrong)

COUNTS = Path(__file__).resolve().parent.parent / "data" / "barrier_mutants.json"
DATA = json.loads(COUNTS.read_text())
ROWS = DATA["mutants"]


def test_the_counts():
    assert DATA["summary"] == summary(ROWS) == {
        "mutants": 307, "found": 160, "barrier_release": 149, "wrong": 160, "differs": 156,
        "wrong_not_found": 0, "harmless": 147}


def test_only_targets_without_the_back_off_barrier_need_the_wait():
    for row in ROWS:
        if TARGET_RECORDS[row["target"]].has("back_off_barrier"):
            assert "barrier-release" not in row["found"]
        else:
            assert row["found"]
        assert (row["wrong"] is None) == (not row["found"])


def test_the_mutants_are_every_wait_before_a_barrier_of_the_corpus():
    listed = {(r["case"], r["target"], r["offset"]) for r in ROWS}
    now = set()
    for target in TARGETS:
        for case in CASES:
            path = KERNELS / target / f"{case.source}.hsaco"
            if path.exists():
                now |= {(case.name, target, at)
                        for at in barrier_waits(path.read_bytes(), case.kernel)}
    assert now == listed


FIRSTS = {}
for _row in ROWS:
    FIRSTS.setdefault((_row["case"].split("/")[0], _row["target"]), _row)
    if _row["found"] not in ([], ["barrier-release"]):
        FIRSTS[(_row["case"], _row["target"], _row["offset"])] = _row


@pytest.mark.parametrize("row", FIRSTS.values(), ids=[str(k) for k in FIRSTS])
def test_the_static_findings_are_as_committed(row):
    case = next(c for c in CASES if c.name == row["case"])
    data = (KERNELS / row["target"] / f"{case.source}.hsaco").read_bytes()
    assert found(deleted(data, row["target"], row["offset"]), case.kernel) == row["found"]


@pytest.mark.parametrize("name,target,how", [("stencil_lds/padded", "gfx900", "differs"),
                                             ("transpose_lds/square", "gfx701", "differs"),
                                             ("transpose_lds/square", "gfx942", None)])
def test_each_mutant_is_as_committed_under_adversarial_timing(name, target, how):
    case = next(c for c in CASES if c.name == name)
    data = (KERNELS / target / f"{case.source}.hsaco").read_bytes()
    assert wrong(case, target, data) is None
    rows = [r for r in ROWS if r["case"] == name and r["target"] == target]
    assert rows and all(r["wrong"] == how for r in rows)
    for row in rows:
        assert wrong(case, target, deleted(data, target, row["offset"])) == how
