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
    """The campaigns' peak memory (at most 2 GiB), in a process of their own reporting its peak
    as its VmHWM (/proc/self/status: the high-water mark of its own address space; its
    RUSAGE_SELF ru_maxrss keeps, across the exec, the resident size of the process that forked
    it: a pytest worker's 1-2 GB after the suite's earlier tests, where the campaigns' own
    peak is ~110 MB). RUSAGE_CHILDREN of this worker would also hold every other subprocess its
    earlier tests ran; the campaign process's own children are forked launch workers whose
    resident pages are the parent's and the device memory's shared segments counted again, so
    they are reported beside it, not bounded."""
    root = Path(__file__).resolve().parent.parent
    script = ("import resource, sys, pytest\n"
              f"rc = pytest.main([{str(Path(__file__))!r}, '-q', '-n', '0', "
              "'-p', 'no:cacheprovider', '-k', 'only_gcnsim_errors'])\n"
              "own = [line.split()[1] for line in open('/proc/self/status')\n"
              "       if line.startswith('VmHWM:')][0]\n"
              "print('PEAK', own, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
              "sys.exit(rc)\n")
    done = subprocess.run([sys.executable, "-c", script], cwd=root, check=True,
                          capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(root)})
    own, children = map(int, done.stdout.rsplit("PEAK", 1)[1].split()[:2])
    # ~110 MB; the bound catches growth without bound.
    assert 0 < own < 2 << 20, f"campaign process {own} KiB, its children {children} KiB"
