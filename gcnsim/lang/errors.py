"""The kernel language's one error: Python source the compiler does not take.

A CompileError names the Python file, the line and the construct, so it reads like a
compiler message:

    saxpy.py:7: error: '/' on integers (i32): convert explicitly, e.g. f32(x) / f32(y)
"""
from .. import errors


class CompileError(errors.CompileError):
    """Source outside the kernel language, or a type error in it."""

    def __init__(self, message, *, file="<kernel>", line=None, construct=None):
        self.message = message
        self.file = file
        self.line = line
        self.construct = construct
        where = f"{file}:{line}" if line is not None else file
        what = f" [{construct}]" if construct else ""
        super().__init__(f"{where}: error: {message}{what}")
