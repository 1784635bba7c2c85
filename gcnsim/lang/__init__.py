"""L4: the Python kernel language and its compiler (docs/language.md).

    from gcnsim.lang import kernel, Ptr, f32, i32, global_id

    @kernel
    def saxpy(x: Ptr[f32], y: Ptr[f32], a: f32, n: i32):
        i = global_id(0)
        if i < n:
            y[i] = a * x[i] + y[i]

    compiled = saxpy.compile("gfx900")      # .asm, .code_object
"""
from .builtins import BUILTINS
from .errors import CompileError
from .files import compile_file, kernels_in
from .inline import Func, func
from .kernel import Compiled, Kernel, compile_kernel, kernel
from .types import (Ptr, boolean, f16, f32, f32x2, f32x4, f64, i32, i32x2, i32x4, i64, u32,
                    u32x2, u32x4)

globals().update(BUILTINS)

__all__ = ["CompileError", "Compiled", "Func", "Kernel", "Ptr", "boolean", "compile_file",
           "compile_kernel", "f16", "f32", "f32x2", "f32x4", "f64", "func", "i32", "i32x2",
           "i32x4", "i64", "kernel", "kernels_in", "u32", "u32x2", "u32x4",
           *BUILTINS]
