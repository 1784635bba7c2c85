"""The fuzz campaigns of tools/fuzz.py, a few hundred seeds each (the script runs 10^5 and
more): mutated code objects loaded and launched, random launch options and arguments, random
assembly loaded and run. Only gcnsim's own errors may come out, and memory stays bounded."""
import resource

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gcnsim.emu.executor import ExecutionError
from gcnsim.errors import GcnsimError
from tools.fuzz import CAMPAIGNS

SETTINGS = settings(max_examples=250, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("name", sorted(CAMPAIGNS))
@SETTINGS
@given(seed=st.integers(0, 2**63))
def test_only_gcnsim_errors_escape(name, seed):
    try:
        CAMPAIGNS[name](seed)
    except ExecutionError as err:           # a fault inside a step: an internal bug
        raise AssertionError(f"seed {seed}: {err}") from err
    except GcnsimError as err:
        assert str(err) and "\n" not in str(err).strip()


def test_memory_stays_bounded():
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss < 1 << 20     # KiB: 1 GiB
