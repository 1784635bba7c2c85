"""The waits in front of s_barrier in the clang corpus, each deleted (tools/barrier_mutants.py,
counts committed in tests/data/barrier_mutants.json): every one is found statically
(barrier-release where it covered a store, waitcnt-read where it covered only a load used
after the barrier) and makes the launch differ from numpy under adversarial timing. The
mutants listed are the corpus's; the static findings of one mutant per kernel and target, and
the adversarial runs of the stencil and transpose kernels, are recomputed here."""
import json
from pathlib import Path

import pytest

from tools.barrier_mutants import (CASES, KERNELS, TARGETS, barrier_waits, deleted, found,
                                   summary, wrong)

COUNTS = Path(__file__).resolve().parent.parent / "data" / "barrier_mutants.json"
DATA = json.loads(COUNTS.read_text())
ROWS = DATA["mutants"]


def test_the_counts():
    assert DATA["summary"] == summary(ROWS) == {
        "mutants": 301, "found": 301, "barrier_release": 295, "wrong": 301, "differs": 300,
        "wrong_not_found": 0}


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
    if _row["found"] != ["barrier-release"]:
        FIRSTS[(_row["case"], _row["target"], _row["offset"])] = _row


@pytest.mark.parametrize("row", FIRSTS.values(), ids=[str(k) for k in FIRSTS])
def test_the_static_findings_are_as_committed(row):
    case = next(c for c in CASES if c.name == row["case"])
    data = (KERNELS / row["target"] / f"{case.source}.hsaco").read_bytes()
    assert found(deleted(data, row["target"], row["offset"]), case.kernel) == row["found"]


@pytest.mark.parametrize("name,target", [("stencil_lds/padded", "gfx900"),
                                         ("transpose_lds/square", "gfx942")])
def test_each_mutant_differs_from_numpy_under_adversarial_timing(name, target):
    case = next(c for c in CASES if c.name == name)
    data = (KERNELS / target / f"{case.source}.hsaco").read_bytes()
    assert wrong(case, target, data) is None
    rows = [r for r in ROWS if r["case"] == name and r["target"] == target]
    assert rows
    for row in rows:
        assert wrong(case, target, deleted(data, target, row["offset"])) == "differs"
