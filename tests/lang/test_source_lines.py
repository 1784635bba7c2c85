"""The kernel language emits .loc for its Python lines: the code object it writes carries them
(DWARF .debug_line), so a fault and a finding name the Python file and line."""
import inspect

import numpy as np
import pytest

import gcnsim
from gcnsim.errors import MemoryViolation
from gcnsim.lang import Ptr, f32, global_id, kernel

from .launch import run


@kernel
def _far_store(x: Ptr[f32], out: Ptr[f32]):
    i = global_id(0)
    v = x[i] * 2.0
    out[i + 1000000] = v


def _line_of(text):
    lines, first = inspect.getsourcelines(_far_store.pyfunc)
    return first + next(k for k, line in enumerate(lines) if text in line)


@pytest.mark.parametrize("target", ["gfx900", "gfx942"])
def test_a_memory_violation_names_its_python_line(target):
    compiled = _far_store.compile(target)
    assert f".loc 1 {_line_of('out[i + 1000000]')} 0" in compiled.asm
    x = np.ones(64, np.float32)
    with pytest.raises(MemoryViolation, match=rf"^{__file__}:{_line_of('out[i + 1000000]')}: "
                                              r"wave 0 pc 0x[0-9a-f]+ '\w*store_dword"):
        run(compiled, [x, np.zeros(64, np.float32)], 64, 64)


def test_the_line_table_covers_every_python_line_of_the_kernel():
    co = gcnsim.codeobj.load_code_object(_far_store.compile("gfx900").code_object)
    lines = {loc.line for loc in co.lines.locations if loc is not None}
    assert {_line_of("i = global_id"), _line_of("v = x[i]"), _line_of("out[i")} <= lines
    assert co.lines.files() == [__file__]
