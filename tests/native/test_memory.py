"""The native tier's memory instructions on every target against the interpreter, bit for bit
(tests/native/memory_cases.py): registers, allocations, LDS, DeviceMemory.stores and a
worker's marks; a lane past an allocation or the LDS leaves its instruction to the
interpreter, which raises the same MemoryViolation (benchmarks/native_speed.py --sweep runs
more seeds)."""
import pytest

from tests.native.memory_cases import BATCH, compare, program

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")


@pytest.fixture(autouse=True)
def _no_cache(monkeypatch):
    monkeypatch.setenv("GCNSIM_CACHE", "off")


@pytest.mark.parametrize("target", TARGETS)
def test_memory_matches_interpreter(target):
    for seed, watched in ((1, True), (2, False)):
        diffs, ran, error = compare(target, seed, watched=watched)
        assert not diffs, "\n".join(diffs[:20])
        assert ran == len(program(target)) * BATCH.size and error is None


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("fault", ["memory", "lds"])
def test_fault_left_to_the_interpreter(target, fault):
    diffs, ran, error = compare(target, 3, fault=fault)
    assert not diffs, "\n".join(diffs[:20])
    assert error[1] == (2, 0)          # the step names (wave position, lane): both sides
    register = "v5" if fault == "lds" else "v[0:1]"
    first = next(k for k, line in enumerate(program(target)) if register in line)
    assert ran == first * BATCH.size
