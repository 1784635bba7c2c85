"""Every example in a gcnsim module's docstrings runs and prints what it shows: the modules
are collected by walking the package (a module that does not import fails here, none is
skipped), and an example marked ``doctest: +SKIP`` fails too, so none is left unchecked."""
import doctest
import importlib
import pkgutil

import pytest

import gcnsim


def _modules_with_examples():
    names = []
    for info in pkgutil.walk_packages(gcnsim.__path__, "gcnsim."):
        module = importlib.import_module(info.name)
        if any(test.examples for test in doctest.DocTestFinder().find(module, info.name)):
            names.append(info.name)
    return names


MODULES = _modules_with_examples()


def test_the_modules_with_examples_are_found():
    assert {"gcnsim.isa.issue", "gcnsim.bits", "gcnsim.runtime"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_a_modules_examples_run(name):
    module = importlib.import_module(name)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for test in doctest.DocTestFinder().find(module, name):
        skipped = [example.source for example in test.examples
                   if example.options.get(doctest.SKIP)]
        assert not skipped, f"{test.name}: examples marked +SKIP: {skipped}"
        runner.run(test)
    assert runner.failures == 0, f"{name}: {runner.failures} of {runner.tries} examples failed"
