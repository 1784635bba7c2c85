"""Run a compiled kernel-language kernel through the public runtime (the lang package may not
import the runtime, so the launch helper lives with the tests)."""
import numpy as np

import gcnsim


def run(compiled, args, grid, block, checker=None):
    """The arguments after the launch (buffers read back as numpy arrays)."""
    dev = gcnsim.Device(compiled.target)
    prog = dev.load(compiled.code_object)
    bufs = [dev.array(a.copy()) if isinstance(a, np.ndarray) else a for a in args]
    kwargs = {} if checker == "default" else {"checker": checker}
    getattr(prog, compiled.name)(*bufs, grid=grid, block=block, **kwargs)
    return [b.numpy() if isinstance(a, np.ndarray) else b for a, b in zip(args, bufs)]
