"""Kernels in a Python file, for ``gcnsim compile FILE.py --kernel NAME``: the file is imported
as Python would run it (its folder first on the import path, so its own modules import), and
the named @kernel is compiled from its source.

    compile_file("kernels.py", "saxpy", "gfx900")      -> Compiled (.asm, .code_object, .ir)
    kernels_in("kernels.py")                           -> ["saxpy", "scale"]
"""
import contextlib
import importlib.util
import sys
from pathlib import Path

from .errors import CompileError
from .kernel import Kernel


def load_module(path):
    """The file run as a module. Whatever its top level does short of killing the process
    (an exception, sys.exit(), exit()) is a CompileError: the caller's error, not its exit;
    Ctrl-C still interrupts. What it prints goes to stderr: stdout is where ``gcnsim compile``
    writes the assembly."""
    path = Path(path)
    if not path.is_file():
        raise CompileError(f"no such file: {path}", file=str(path))
    spec = importlib.util.spec_from_file_location(f"gcnsim_kernels_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    folder = str(path.resolve().parent)
    sys.path.insert(0, folder)
    try:
        with contextlib.redirect_stdout(sys.stderr):
            spec.loader.exec_module(module)
    except SyntaxError as err:
        raise CompileError(f"Python syntax error: {err.msg}", file=str(path),
                           line=err.lineno) from None
    except SystemExit as err:
        code = "" if err.code is None else repr(err.code)
        raise CompileError(f"importing it called sys.exit({code}) before its kernels were "
                           "compiled (put the script part under if __name__ == "
                           "\"__main__\":)", file=str(path)) from None
    except KeyboardInterrupt:
        raise
    except BaseException as err:                   # the file's own code failed at import
        raise CompileError(f"importing it raised {type(err).__name__}: {err}",
                           file=str(path)) from None
    finally:
        if folder in sys.path:                     # unless the file took it out itself
            sys.path.remove(folder)
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
    elif name is None and not names:
        raise CompileError("the file defines no @kernel function (a function decorated "
                           "with gcnsim.lang.kernel)", file=str(path))
    elif name is None:
        raise CompileError(f"the file has {len(names)} @kernel functions "
                           f"({', '.join(names)}): pick one with --kernel", file=str(path))
    found = getattr(module, name, None)
    if not isinstance(found, Kernel):
        raise CompileError(f"no @kernel named {name!r} (the file has: "
                           f"{', '.join(names) or 'none'})", file=str(path))
    return found.compile(target, divergence=divergence, max_vgprs=max_vgprs)
