"""Every error gcnsim raises is importable as gcnsim.<Name>, as the README and docs/python.md name them."""
import dataclasses
import importlib
import pkgutil

import pytest

import gcnsim
from gcnsim.errors import GcnsimError


def _subclasses(cls):
    for sub in cls.__subclasses__():
        yield sub
        yield from _subclasses(sub)


def _every_error():
    """Every GcnsimError subclass the package defines (all its modules imported)."""
    for module in pkgutil.walk_packages(gcnsim.__path__, "gcnsim."):
        importlib.import_module(module.name)
    found = {cls for cls in _subclasses(GcnsimError) if cls.__module__.startswith("gcnsim.")}
    return sorted(found, key=lambda cls: (cls.__module__, cls.__name__))


@pytest.mark.parametrize("cls", _every_error(), ids=lambda cls: cls.__name__)
def test_every_error_is_caught_by_its_name_at_the_top_level(cls):
    # gcnsim.lang.CompileError (located in a Python file) is a gcnsim.CompileError; the R700
    # model is a stack of its own, whose errors are public in gcnsim.r700
    top = importlib.import_module("gcnsim.r700" if cls.__module__.startswith("gcnsim.r700.")
                                  else "gcnsim")
    assert cls.__name__ in top.__all__
    assert issubclass(cls, getattr(top, cls.__name__))


@pytest.mark.parametrize("name", ["MemoryViolation", "SpinHang", "BudgetExceeded",
                                  "LaunchTimeout", "OutOfMemory", "OccupancyError",
                                  "KernelTrap", "RegisterBoundsError", "LaunchError",
                                  "KernelArgumentError", "CompileError", "GcnsimError"])
def test_the_readmes_errors_import_from_the_top_level(name):
    cls = getattr(importlib.import_module("gcnsim"), name)
    assert issubclass(cls, GcnsimError)


def test_one_except_catches_opencl_and_kernel_language_errors():
    from gcnsim.lang import CompileError as LangError
    from gcnsim.runtime.opencl import CompileError as OpenclError
    assert OpenclError is gcnsim.CompileError
    assert issubclass(LangError, gcnsim.CompileError)
    err = gcnsim.CompileError("clang-19 could not compile k.cl", "k.cl:1:1: error: x")
    assert err.messages == "k.cl:1:1: error: x" and str(err) == "clang-19 could not compile k.cl"


@pytest.mark.parametrize("make, cls, named", [
    (lambda: gcnsim.Sampling(rouns=8), "UnknownSamplingField", "'rounds'"),
    (lambda: gcnsim.Sampling.parse("rouns=8"), "UnknownSamplingField", "'rounds'"),
    (lambda: gcnsim.variant("vega64", compute_unit=4), "UnknownDeviceField", "'compute_units'"),
    (lambda: gcnsim.variant(gcnsim.DEVICES["vega64"], {"memory.l2.sise": 1}),
     "UnknownDeviceField", "'size'")])
def test_a_misspelt_field_is_a_typed_error_naming_the_nearest(make, cls, named):
    """Trial 25: ``Sampling(rouns=8)`` was dataclasses' plain TypeError, where the command
    line and sweep specs named the field meant; it is the typed error, still a TypeError (as
    Python's own for an unknown keyword) and its family's (SamplingError, SweepError)."""
    with pytest.raises(getattr(gcnsim, cls)) as err:
        make()
    assert isinstance(err.value, TypeError) and isinstance(err.value, GcnsimError)
    assert f"did you mean {named}?" in str(err.value)
    family = gcnsim.SamplingError if cls == "UnknownSamplingField" else gcnsim.SweepError
    assert isinstance(err.value, family)


def test_variant_is_dataclasses_replace_checked():
    config = gcnsim.variant("vega64", {"memory.l2.size": 2 << 20}, compute_units=8)
    assert (config.compute_units, config.memory.l2.size) == (8, 2 << 20)
    assert repr(gcnsim.variant("vega64", compute_units=8)) == repr(dataclasses.replace(
        gcnsim.DEVICES["vega64"], compute_units=8))
