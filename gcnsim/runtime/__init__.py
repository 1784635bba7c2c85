"""L5: the user API, in the manner of pyopencl and CuPy.

    >>> import numpy as np
    >>> from importlib import resources
    >>> from gcnsim.runtime import Device
    >>> dev = Device("vega64")
    >>> x = dev.array(np.ones(4, np.float32))
    >>> y = dev.array(np.arange(4, dtype=np.float32))
    >>> prog = dev.load(resources.files("gcnsim.kernels")
    ...                 .joinpath("saxpy-gfx900.hsaco").read_bytes())   # clang's saxpy
    >>> launch = prog.saxpy(2.0, x, y, 4, grid=4, block=64)
    >>> y.get(), launch.stats.lane_utilisation       # 4 of the wave's 64 lanes did work
    (array([2., 3., 4., 5.], dtype=float32), 0.0625)
"""
from .args import KernelArgumentError
from .device import Buffer, Device, LocalMemory
from .legacy import legacy_state, run_listing_8_1
from .opencl import CompileError, compile_opencl
from .program import Kernel, Launch, Program, RawProgram

__all__ = ["Buffer", "CompileError", "Device", "Kernel", "KernelArgumentError", "Launch",
           "LocalMemory", "Program", "RawProgram", "compile_opencl", "legacy_state",
           "run_listing_8_1"]
