"""Hidden arguments gcnsim does not provide (the hostcall buffer, clang's printf buffer) point
into windows where nothing is allocated (emu/memory.py UNPROVIDED): a kernel that uses one
stops naming what is missing, not with a fault at a small address."""
from pathlib import Path

import numpy as np
import pytest

import gcnsim
from gcnsim.codeobj import load_code_object
from gcnsim.emu.hsa import CLANG_PRINTF_BUFFER, HOSTCALL_BUFFER, hidden_arguments
from gcnsim.emu.launch import Geometry

PRINTF = Path(__file__).parent.parent / "data" / "clang_printf" / "printf_gfx900_O3.hsaco"


def test_device_library_printf_stops_naming_the_printf_buffer():
    dev = gcnsim.Device("gfx900")
    prog = dev.load(PRINTF.read_bytes())
    x = dev.array(np.arange(64, dtype=np.int32))
    with pytest.raises(gcnsim.MemoryViolation, match="at 0x50000004 by lane 3 is in clang's "
                       "printf buffer .*, which gcnsim does not provide"):
        prog.pf(x, np.int32(64), grid=64)


def test_the_hostcall_buffer_and_the_unlisted_printf_slot_point_into_the_windows():
    md = load_code_object(PRINTF.read_bytes()).kernels["pf"].metadata
    args = {offset: value for offset, _, value in
            hidden_arguments(md, Geometry.of(64, 64), 0, 0, (0, 0))}
    assert args[md.arg("hidden_hostcall_buffer").offset] == HOSTCALL_BUFFER
    assert md.arg("hidden_printf_buffer") is None
    assert args[md.arg("hidden_block_count_x").offset + 72] == CLANG_PRINTF_BUFFER
