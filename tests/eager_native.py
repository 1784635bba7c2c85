"""A pytest plugin that runs a part of the suite with the native tier compiling every segment at
first sight (each of gcnsim.native.tier.THRESHOLDS at 0) and the disk cache off:

    python -m pytest tests/emu -n 0 -p tests.eager_native

Results must never depend on the tier nor on what the disk cache holds, so a test whose outcome
changes under it shows a native/interpreter divergence (unless it is about tiering itself).
Worker processes (emu/workers.py forks them) inherit it; a test's own subprocesses do not."""
import os

import pytest

from gcnsim.native import tier

SAVED = pytest.StashKey()       # (the thresholds' values, GCNSIM_CACHE) before the session


def pytest_configure(config):
    config.stash[SAVED] = ({name: getattr(tier, name) for name in tier.THRESHOLDS},
                           os.environ.get("GCNSIM_CACHE"))
    os.environ["GCNSIM_CACHE"] = "off"
    for name in tier.THRESHOLDS:
        setattr(tier, name, 0.0)


def pytest_unconfigure(config):
    thresholds, cache = config.stash[SAVED]
    for name, value in thresholds.items():
        setattr(tier, name, value)
    if cache is None:
        os.environ.pop("GCNSIM_CACHE", None)
    else:
        os.environ["GCNSIM_CACHE"] = cache
