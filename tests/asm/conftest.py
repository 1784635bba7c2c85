"""The ``slow`` marker: tests that draw fresh data from LLVM (they run in CI too; deselect them
with ``-m "not slow"``)."""


