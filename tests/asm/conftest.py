"""The ``slow`` marker: tests that draw fresh data from LLVM (they run in CI too; deselect them
with ``-m "not slow"``)."""


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: draws fresh data from llvm-mc-19 (tens of seconds)")
