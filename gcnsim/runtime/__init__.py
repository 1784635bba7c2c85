"""L5: the user API, in the manner of pyopencl and CuPy.

    >>> import numpy as np
    >>> from gcnsim.runtime import Device
    >>> dev = Device("mi300x")
    >>> x = dev.array(np.ones(4, np.float32))
    >>> prog = dev.load("saxpy.hsaco")                           # doctest: +SKIP
    >>> launch = prog.saxpy(2.0, x, y, 4, grid=4, block=64)      # doctest: +SKIP
    >>> launch.stats.lane_utilisation                            # doctest: +SKIP
"""
from .args import KernelArgumentError
from .device import Buffer, Device, LocalMemory
from .legacy import legacy_state, run_listing_8_1
from .opencl import CompileError, compile_opencl
from .program import Kernel, Launch, Program, RawProgram

__all__ = ["Buffer", "CompileError", "Device", "Kernel", "KernelArgumentError", "Launch",
           "LocalMemory", "Program", "RawProgram", "compile_opencl", "legacy_state",
           "run_listing_8_1"]
