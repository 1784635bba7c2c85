"""The memory hierarchy's compiled bookkeeping (timing/memory/hierarchy.c, its IR
hierarchy.ll, loaded by memory/native.py): the committed IR is what the generator makes of the
C source, and the facts the compiled code restates from Python (the frames' places, and
undone for the DRAM) agree with their Python statement. That it times every launch as the Python did
is the timed-launch comparison set's check (tests/timing/test_launch_set.py, golden.json)."""
import ctypes
import shutil

import numpy as np
import pytest

from gcnsim.isa.devices import get_device
from gcnsim.timing.memory import MemorySystem
from gcnsim.timing.memory import native
from gcnsim.timing.memory.native import LIB
from gcnsim.timing.memory.system import STREAMED
from gcnsim.timing.memory.translation import place
from tools import gen_hierarchy


@pytest.mark.skipif(shutil.which(gen_hierarchy.CLANG) is None, reason="clang-19 not installed")
@pytest.mark.parametrize("source", gen_hierarchy.SOURCES, ids=lambda source: source.name)
def test_the_committed_ir_is_the_generators(source):
    assert gen_hierarchy.output(source).read_text() == gen_hierarchy.generate(source)


@pytest.mark.parametrize("name", ["vega64", "mi210"])
def test_the_dram_places_a_scattered_frame_by_its_virtual_address(name):
    """Where frames are scattered (translation.py), the caches see physical lines and the
    DRAM their virtual ones: the compiled ``dram_virtual`` undoes ``place`` for every line
    ``physical`` gives, and leaves MemorySystem.streamed's lines, above every buffer, as
    they are."""
    ms = MemorySystem(name)
    assert get_device(name).memory.translation.frame
    rng = np.random.default_rng(5)
    virtual = (rng.integers(0, 1 << 40, 2000) << 6).tolist() + [0, (1 << 48) - 64]
    physical = ms.translator.physical(virtual)
    assert physical != virtual
    bits = ms.translator.frame_bits                 # the compiled places are place()'s
    assert physical == [place(a >> bits) << bits | a & (1 << bits) - 1 for a in virtual]
    at = ctypes.addressof(ms.dram.struct)
    assert [LIB.dram_virtual(at, a) for a in physical] == virtual
    streamed = [STREAMED + (k << 40) + 64 * k for k in range(4)]
    assert [LIB.dram_virtual(at, a) for a in streamed] == streamed
    assert LIB.dram_virtual(ctypes.addressof(MemorySystem("mi300x").dram.struct), 1 << 30) \
        == 1 << 30                                  # contiguous memory: its own


def test_the_replays_arrays_are_made_without_huge_pages_and_the_switch_restored():
    """numpy asks Linux for 2 MiB pages for big arrays, which the kernel zeroes at their
    first touch; the replay's arrays, touched here and there, are made without (0.1-0.35 s
    of kernel time in the 1M-item saxpy's replay), and numpy's setting is back after."""
    switch = native._set_madvise_hugepage
    before = switch(True)
    try:
        with native.small_pages():
            assert switch(False) is False           # off inside
        assert switch(True) is True                 # on again after
    finally:
        switch(before)
