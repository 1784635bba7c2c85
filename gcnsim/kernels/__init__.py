"""The OpenCL C kernel corpus that ships with gcnsim: one kernel idea per file (vector add,
divergence, loops, LDS reductions, atomics, f64, integer division, 2-D grids, tiled matmul,
scan, bitonic sort). tools/build_kernels.py compiles them with clang-19; every execution model
runs them.

    >>> "vector_add" in names()
    True
    >>> source("vector_add").startswith("//")
    True
"""
from importlib import resources


def names():
    """The kernel source names (file stems), sorted."""
    return sorted(p.name[:-3] for p in resources.files(__name__).iterdir()
                  if p.name.endswith(".cl"))


def source(name):
    """The OpenCL C text of one kernel source."""
    return resources.files(__name__).joinpath(f"{name}.cl").read_text()
