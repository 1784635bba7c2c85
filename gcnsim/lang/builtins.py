"""The names a kernel calls (work-item functions, math, atomics, shared arrays, barrier, bit
and wave operations: intrinsics.py).

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
MATH1 = ("sqrt", "exp", "log", "sin", "cos", "floor", "abs", "fabs", "tanh", "erf", "rsqrt")
ATOMICS = ("atomic_add", "atomic_max", "atomic_min", "atomic_xchg")
BITS = {"bitcast": 2, "popcount": 1, "clz": 1, "ctz": 1, "bit_extract": 3, "bit_insert": 4}
WAVE = {"lane_id": 0, "wave_size": 0, "activemask": 0, "ballot": 1, "wave_any": 1,
        "wave_all": 1, "readfirstlane": 1, "shuffle": 2, "shuffle_xor": 2, "shuffle_up": 2,
        "shuffle_down": 2, "wave_sum": 1, "wave_min": 1, "wave_max": 1, "wave_prefix_sum": 1}
BUILTINS = {b.name: b for b in (
    *(Builtin(n, (1,)) for n in WORK_ITEM), *(Builtin(n, (1,)) for n in MATH1),
    Builtin("min", (2,)), Builtin("max", (2,)), Builtin("pow", (2,)), Builtin("fma", (3,)),
    Builtin("select", (3,)),
    Builtin("barrier", (0,)), Builtin("shared", (2,)), Builtin("local_array", (2,)),
    *(Builtin(n, (3, 4)) for n in ATOMICS), Builtin("atomic_cas", (4, 5)),   # 4, 5: a 2-D view
    *(Builtin(n, (k,)) for n, k in {**BITS, **WAVE}.items()))}
