"""The memory microbenchmarks as ordinary OpenCL kernels (gcnsim/kernels/micro_*.cl), built with
clang-19 and run on every target: their results are right, and their timed runs finish (their
cycles through the hierarchy: test_timed_memory.py; the same streams against the hierarchy
directly: test_memory.py)."""
import shutil
from pathlib import Path

import numpy as np
import pytest

from gcnsim.runtime import Device

KERNELS = Path(__file__).resolve().parents[2] / "gcnsim" / "kernels"
TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")
pytestmark = pytest.mark.skipif(shutil.which("clang-19") is None, reason="needs clang-19")


@pytest.mark.parametrize("target", TARGETS)
def test_pointer_chase_follows_its_permutation(target):
    dev = Device(target)
    prog = dev.load(KERNELS / "micro_chase.cl")
    rng = np.random.default_rng(3)
    order = rng.permutation(256).astype(np.uint32)
    nxt = np.empty(256, np.uint32)
    nxt[order] = np.roll(order, -1)                 # a single cycle through every slot
    out = dev.array(np.zeros(1, np.uint32))
    prog.micro_chase(dev.array(nxt), np.uint32(300), out, grid=1, block=1)
    i = 0
    for _ in range(300):
        i = nxt[i]
    assert out.numpy()[0] == i


@pytest.mark.parametrize("target", TARGETS)
def test_streaming_read_sums_its_slices(target):
    dev = Device(target)
    prog = dev.load(KERNELS / "micro_stream.cl")
    data = np.arange(4 * 4096, dtype=np.float32) % 7
    out = dev.array(np.zeros(1024, np.float32))
    prog.micro_stream(dev.array(data), np.uint32(4096), out, grid=1024, block=256)
    want = data.reshape(-1, 1024, 4).sum(axis=(0, 2))
    assert out.numpy().tolist() == want.tolist()


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("spread", [0, 1])
def test_atomics_count_every_work_item(target, spread):
    dev = Device(target)
    prog = dev.load(KERNELS / "micro_atomics.cl")
    counters = dev.array(np.zeros(32 * 256, np.uint32))
    result = prog.micro_atomics(counters, np.uint32(spread), grid=256, block=64, timing=True)
    got = counters.numpy()
    if spread:
        assert got[::32].tolist() == [1] * 256 and got.sum() == 256
    else:
        assert got[0] == 256 and got.sum() == 256
    assert result.timing.cycles > 0 and result.timing.workgroups == 4
