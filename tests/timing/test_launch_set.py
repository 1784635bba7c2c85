"""The timed-launch comparison set (tools/launch_set.py): every timed launch of the test corpus
gives, running ahead and in lockstep, the same result in every field, and the result
committed in tests/data/launch_set/golden.json. A change to the timing model that moves a
launch shows here; ``python -m tools.launch_set --diff`` says by how much per launch, and
``--write`` takes the new results."""
import shutil

import pytest

from tools import launch_set

GOLDEN = launch_set.load_golden()
LAUNCHES = launch_set.launches()
NEEDS_CLANG = shutil.which("clang-19") is None


def test_the_golden_file_has_every_launch():
    assert sorted(GOLDEN) == sorted(LAUNCHES)
    assert len(GOLDEN) >= 236


@pytest.mark.parametrize("name", sorted(LAUNCHES))
def test_running_ahead_lockstep_and_golden_agree(name):
    if name.startswith("micro/") and NEEDS_CLANG:
        pytest.skip("the memory microbenchmarks are built with clang-19")
    target, run = LAUNCHES[name]
    got = launch_set.time_both(target, run)
    assert launch_set.differing(GOLDEN[name], got) == []


def test_a_difference_between_the_orders_is_caught(monkeypatch):
    original = launch_set.timing_api.replay

    def skewed(recorder, device, occupancy, **options):
        result = original(recorder, device, occupancy, **options)
        if options.get("lockstep"):
            result.cycles += 1
        return result

    monkeypatch.setattr(launch_set.timing_api, "replay", skewed)
    target, run = LAUNCHES["corpus/vector_add/partial-gfx942"]
    with pytest.raises(launch_set.OrdersDiffer, match="cycles"):
        launch_set.time_both(target, run)
