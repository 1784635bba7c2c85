"""Design-space sweeps (layer L6): the product of devices and their variants, kernels, problem
sizes and launch options, each point one timed launch, its results one table.

    points.py     the product, device variants over any (dotted) field, content keys
    kernels.py    kernels built once per target, as code object bytes
    task.py       one point as bytes a worker runs anywhere; its row as JSON bytes
    executors.py  local processes (default) and Ray
    table.py      the table (CSV, Parquet) and the cache that makes a sweep resumable
    api.py        gcnsim.sweep(...)
    spec.py       gcnsim sweep SPEC.toml
    plot.py       one figure per swept axis
"""
import sys
import types

from .api import sweep
from .kernels import KernelSource
from .points import Point, SweepError
from .table import Table

__all__ = ["sweep", "KernelSource", "Point", "SweepError", "Table"]


class _Package(types.ModuleType):
    """This package, callable as ``gcnsim.sweep(...)``: once any of its modules is imported,
    Python binds the name ``sweep`` of the gcnsim package to the package itself, so the
    function the public API promises must be what calling it does."""

    def __call__(self, *args, **kwargs):
        return sweep(*args, **kwargs)


sys.modules[__name__].__class__ = _Package
