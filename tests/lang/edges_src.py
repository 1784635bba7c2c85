"""Kernels at the language's edges (tests/lang/test_edges.py): constructs not supported yet,
a bad pointer type, and kernels made inside functions."""
from gcnsim.lang import Ptr, i32, kernel


@kernel
def pointer_to_float(x: Ptr[float]):
    pass


@kernel
def printing(x: Ptr[i32]):
    print(x[0])


@kernel
def recursive(x: Ptr[i32]):
    recursive(x)


@kernel
def calls_a_kernel(x: Ptr[i32]):
    x[0] = printing(x)


def helper(v):
    return v + 1


@kernel
def calls_a_function(x: Ptr[i32]):
    x[0] = helper(x[1])


def scaled_by(factor):
    """A kernel specialised by a captured constant, with the names it uses imported here."""
    from gcnsim.lang import f32, global_id, kernel as make_kernel
    offset = factor + 1

    @make_kernel
    def scale(x: Ptr[f32], n: i32):
        i = global_id(0)
        if i < n:
            x[i] = x[i] * factor + offset
    return scale
