"""Kernels in a Python file, for ``gcnsim compile FILE.py --kernel NAME``: the file is imported
as Python would run it (its folder first on the import path, so its own modules import), and
the named @kernel is compiled from its source.

    compile_file("kernels.py", "saxpy", "gfx900")      -> Compiled (.asm, .code_object, .ir)
    kernels_in("kernels.py")                           -> ["saxpy", "scale"]
"""
import importlib.util
import sys
from pathlib import Path

from .errors import CompileError
from .kernel import Kernel


def load_module(path):
    path = Path(path)
    if not path.is_file():
        raise CompileError(f"no such file: {path}", file=str(path))
    spec = importlib.util.spec_from_file_location(f"gcnsim_kernels_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(path.resolve().parent))
    try:
        spec.loader.exec_module(module)
    except SyntaxError as err:
        raise CompileError(f"Python syntax error: {err.msg}", file=str(path),
                           line=err.lineno) from None
    except Exception as err:                       # the file's own code failed at import
        raise CompileError(f"importing it raised {type(err).__name__}: {err}",
                           file=str(path)) from None
    finally:
        sys.path.remove(str(path.resolve().parent))
    return module


def kernels_in(path):
    """The names of the @kernel functions a file defines."""
    module = load_module(path)
    return sorted(name for name, value in vars(module).items() if isinstance(value, Kernel))


def compile_file(path, name=None, target="gfx900", divergence="exec", max_vgprs=None):
    """The Compiled of the @kernel ``name`` of a file (None: its only one)."""
    module = load_module(path)
    names = sorted(n for n, v in vars(module).items() if isinstance(v, Kernel))
    if name is None and len(names) == 1:
        name = names[0]
    elif name is None:
        raise CompileError(f"the file has {len(names)} @kernel functions "
                           f"({', '.join(names) or 'none'}): pick one with --kernel",
                           file=str(path))
    found = getattr(module, name, None)
    if not isinstance(found, Kernel):
        raise CompileError(f"no @kernel named {name!r} (the file has: "
                           f"{', '.join(names) or 'none'})", file=str(path))
    return found.compile(target, divergence=divergence, max_vgprs=max_vgprs)
