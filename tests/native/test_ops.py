"""Every opcode the native tier covers, on every target, against the interpreter bit for bit:
random and edge operands, EXEC full, empty and partial, a wave outside the batch, every MODE
denormal setting of f32, f16/f64 and IEEE (a float program runs under one MODE per target, in
turn, so that the four targets see every MODE between them; benchmarks/native_speed.py runs
every program under every MODE, over more seeds)."""
import numpy as np
import pytest

from tests.native.differential import compare, modes, programs

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")


@pytest.fixture(autouse=True)
def _no_cache(monkeypatch):
    monkeypatch.setenv("GCNSIM_CACHE", "off")


@pytest.mark.parametrize("target", TARGETS)
def test_valu_matches_interpreter(target):
    valu, _ = programs(target, np.random.default_rng(7))
    for k, lines in enumerate(valu):
        choice = modes(lines)
        mode = choice[(k + 3 * TARGETS.index(target)) % len(choice)]
        diffs, runs = compare(target, lines, mode, seed=TARGETS.index(target))
        assert not diffs, "\n".join(diffs[:20])
        assert runs == len(lines) * 5


@pytest.mark.parametrize("target", TARGETS)
def test_salu_matches_interpreter(target):
    _, chunks = programs(target, np.random.default_rng(8))
    for chunk in chunks:
        diffs, runs = compare(target, chunk, 0x3F0, seed=11)
        assert not diffs, "\n".join(diffs[:20])
        assert runs == len(chunk) * 5
