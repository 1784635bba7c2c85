"""Numba's launch syntax: ``kernel.on(dev)[grid, block](*args)``.

``grid`` counts work-groups (as Numba's CUDA target counts blocks), ``block`` work-items per
group: an int or a tuple of up to three (a dimension one leaves out is 1); gcnsim's own
``prog.k(..., grid=, block=)`` takes the grid in work-items, so this launches ``grid * block``
of them per dimension. The kernel is compiled on the first call for the device's target and
kept (per scheme and debug flag: a kernel's signature is its annotations). numpy arrays passed are copied to the device and back
after the launch, as Numba does with host arrays; device buffers (``dev.array``) are used in
place. Numbers go to the runtime as given and are checked as it packs every kernel's arguments
(runtime/args.py): an integer parameter takes an integer in its range (a float, 3.7 or
np.float64(6.9), is a KernelArgumentError, never truncated), a float parameter a float or an
integer it holds exactly. A launch shaped wrong (not ``[grid, block]``, a 4-tuple) is a
LaunchError and a wrong argument count a KernelArgumentError, as a code object's kernel
raises for the same mistakes.

    saxpy.on(dev)[4, 64](x, y, 2.0, n)       # 256 work-items; x and y copied in and back

The lang package imports no runtime (the layers): ``dev`` is any object with ``target``,
``array`` and ``load``, as ``gcnsim.Device`` has.
"""
import numpy as np

from ..errors import KernelArgumentError, LaunchError
from ..outputs import counted
from .types import PtrType


class Launcher:
    """``kernel.on(dev)``: index it with ``[grid, block]`` to get a callable launch."""

    def __init__(self, kernel, dev, divergence="exec", debug=False, **launch_options):
        self.kernel = kernel
        self.dev = dev
        self.key = (dev.target.name, divergence, debug)
        self.launch_options = launch_options

    def program(self):
        cache = self.kernel.programs
        if (id(self.dev), self.key) not in cache:
            target, divergence, debug = self.key
            compiled = self.kernel.compile(target, divergence=divergence, debug=debug)
            program = self.dev.load_compiled(compiled)
            cache[id(self.dev), self.key] = (self.dev, program)
        return cache[id(self.dev), self.key][1]

    def __getitem__(self, config):
        if not isinstance(config, tuple) or len(config) != 2:
            raise LaunchError(f"{self.kernel.name}.on(dev)[grid, block]: a grid (work-groups) "
                              f"and a block (work-items), got {config!r}")
        grid, block = [_dims(c, what, self.kernel.name) for c, what in zip(config,
                                                                           ("grid", "block"))]
        rank = max(len(grid), len(block))
        grid, block = [d + (1,) * (rank - len(d)) for d in (grid, block)]
        items = tuple(g * b for g, b in zip(grid, block))

        def launch(*args):
            params = self.kernel.parameters()
            if len(args) != len(params):
                names = self.kernel.pyfunc.__code__.co_varnames
                raise KernelArgumentError(
                    f"{self.kernel.name} takes {counted(len(params), 'argument')} ("
                    + ", ".join(f"{n}: {t}" for n, t in zip(names, params))
                    + f"), got {len(args)}")
            passed = [self.passed(a, t) for a, t in zip(args, params)]
            prog = self.program()
            getattr(prog, self.kernel.name)(
                *passed, grid=items if len(items) > 1 else items[0],
                block=block if len(block) > 1 else block[0], **self.launch_options)
            for a, b in zip(args, passed):
                if isinstance(a, np.ndarray) and a is not b:
                    a[...] = b.numpy().reshape(a.shape)
        return launch

    def passed(self, arg, t):
        if isinstance(t, PtrType):
            return self.dev.array(arg) if isinstance(arg, np.ndarray) else arg
        return arg


def _dims(value, what, name):
    dims = value if isinstance(value, tuple) else (value,)
    if not 1 <= len(dims) <= 3 or not all(isinstance(d, (int, np.integer)) and d > 0
                                          for d in dims):
        raise LaunchError(f"{name}: the {what} is a positive int or a tuple of one to three "
                          f"positive ints; got {value!r}")
    return tuple(int(d) for d in dims)
