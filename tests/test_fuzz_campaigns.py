"""The fuzz campaigns of tools/fuzz.py, a few hundred seeds each (the script runs 10^5 and
more): mutated code objects loaded and launched, random launch options and arguments, random
assembly loaded and run. Only gcnsim's own errors may come out, and memory stays bounded."""
import os
import resource
import subprocess
import sys
from pathlib import Path

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
    """The campaigns' peak memory, in a process of their own: this worker's own peak also holds
    whatever other tests ran in it (the validation set's streamed cache states: 330 MB for an
    MI300X, by design; timing/memory/system.py)."""
    root = Path(__file__).resolve().parent.parent
    subprocess.run([sys.executable, "-m", "pytest", str(Path(__file__)), "-q", "-n", "0",
                    "-p", "no:cacheprovider", "-k", "only_gcnsim_errors"], cwd=root,
                   check=True, capture_output=True, env={**os.environ, "PYTHONPATH": str(root)})
    assert resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss < 1 << 20   # KiB: 1 GiB
