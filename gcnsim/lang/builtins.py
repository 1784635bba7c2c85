"""The names a kernel calls (work-item functions, math, atomics, shared arrays, barrier).

They are markers: the compiler finds them in the kernel function's globals by identity, so
``from gcnsim.lang import global_id as gid`` works; called from plain Python they raise.
"""
from dataclasses import dataclass

from .errors import CompileError


@dataclass(frozen=True)
class Builtin:
    name: str
    arity: tuple          # the numbers of arguments it takes

    def __call__(self, *args):
        raise CompileError(f"{self.name}() is a kernel-language builtin: call it inside a "
                           "@kernel function")

    def __repr__(self):
        return f"<kernel builtin {self.name}>"


WORK_ITEM = ("global_id", "local_id", "group_id", "local_size", "num_groups", "global_size")
MATH1 = ("sqrt", "exp", "log", "sin", "cos", "floor", "abs", "fabs")
ATOMICS = ("atomic_add", "atomic_max", "atomic_min", "atomic_xchg")
BUILTINS = {b.name: b for b in (
    *(Builtin(n, (1,)) for n in WORK_ITEM), *(Builtin(n, (1,)) for n in MATH1),
    Builtin("min", (2,)), Builtin("max", (2,)), Builtin("fma", (3,)), Builtin("select", (3,)),
    Builtin("barrier", (0,)), Builtin("shared", (2,)), Builtin("local_array", (2,)),
    *(Builtin(n, (3,)) for n in ATOMICS), Builtin("atomic_cas", (4,)))}
