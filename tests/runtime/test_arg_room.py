"""``--arg`` buffers against the device memory (runtime/cli_run.py): their total is checked
before any is allocated, sizes are printed in a unit a person reads, and the limit named is
the one that applies (the chip's memory, or the cap gcnsim puts on one Device: half the
host's memory)."""
import dataclasses

import numpy as np
import pytest

import gcnsim
from gcnsim.emu.memory import OutOfMemory, size_text
from gcnsim.runtime.cli_run import check_buffers_room, parse_arg


@pytest.mark.parametrize("nbytes, text", [(0, "0 bytes"), (512, "512 bytes"),
                                          (16384, "16 KiB"), (3 << 19, "1.5 MiB"),
                                          (8 << 30, "8 GiB"), (12_600_000_000, "11.7 GiB")])
def test_sizes_are_printed_in_a_readable_unit(nbytes, text):
    assert size_text(nbytes) == text


def _device(memory_bytes):
    vega64 = gcnsim.DEVICES["vega64"]
    return gcnsim.Device(config=dataclasses.replace(vega64, memory_bytes=memory_bytes))


def test_buffers_that_do_not_fit_together_are_refused_before_any_is_made():
    """sw/s14.toml: the first 8 GiB buffer was allocated and randomised (8.5 GB resident,
    200 s) before the second was found not to fit."""
    dev = _device(6 << 20)
    specs = ["f32:1048576:rand", "f32:1048576", "i32=4"]
    with pytest.raises(OutOfMemory, match=r"^--arg buffers take 8 MiB together "
                       r"\('f32:1048576:rand' 4 MiB, 'f32:1048576' 4 MiB\); 6 MiB of the "
                       r"6 MiB of vega64's memory are left$"):
        check_buffers_room(specs, dev)
    assert dev.memory.used == 0
    check_buffers_room(specs[:1], dev)          # one buffer that fits


def test_one_buffer_too_large_names_readable_sizes():
    """sw/s7.toml: '4096 elements of i32 take 1.53e-05 GiB; 0 GiB ... left'."""
    dev = _device(6 << 20)
    parse_arg("u8:6287360", dev, np.random.default_rng(0))
    with pytest.raises(OutOfMemory, match=r"4096 elements of i32 take 16 KiB; \d+ "
                                          r"(bytes|KiB) of the 6 MiB of vega64's memory are "
                                          r"left$"):
        parse_arg("i32:4096", dev, np.random.default_rng(0))


def test_the_hosts_cap_is_named_as_the_hosts(monkeypatch):
    monkeypatch.setattr("gcnsim.runtime.device.host_limit", lambda: 64 << 20)
    dev = gcnsim.Device("mi300x")
    with pytest.raises(OutOfMemory, match=r"of the 64 MiB one Device may hold on this host "
                                          r"\(half its memory; mi300x itself has 192 GiB\)"):
        check_buffers_room(["f32:16777216:rand", "f32:16777216"], dev)
