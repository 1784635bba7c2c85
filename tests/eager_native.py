"""A pytest plugin that runs a suite with the native tier compiling every segment at first
sight (each of gcnsim.native.tier.THRESHOLDS set to 0) and the disk cache off: loaded with
``-p tests.eager_native``, a test whose outcome changes is a native/interpreter divergence (or
a test about tiering itself). Results must never depend on the tier nor on the disk cache."""
import os

from gcnsim.native import tier

SAVED = {name: getattr(tier, name) for name in tier.THRESHOLDS}


def pytest_configure(config):
    os.environ["GCNSIM_CACHE"] = "off"
    for name in tier.THRESHOLDS:
        setattr(tier, name, 0.0)


def pytest_unconfigure(config):
    for name, value in SAVED.items():
        setattr(tier, name, value)
