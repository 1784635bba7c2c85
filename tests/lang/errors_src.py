"""Kernels outside the language (each line a CompileError names)."""
from gcnsim.lang import Ptr, barrier, f16, f32, global_id, i32, kernel, shared, u32


@kernel
def int_divide(x: Ptr[i32]):
    x[0] = x[1] / 2


@kernel
def mixed(x: Ptr[f32], n: i32):
    x[0] = x[1] + n


@kernel
def signedness(x: Ptr[u32], n: i32):
    x[0] = x[1] + n


@kernel
def big_literal(x: Ptr[i32]):
    x[0] = x[1] + 5000000000


@kernel
def float_literal(x: Ptr[i32]):
    x[0] = x[1] + 1.5


@kernel
def divergent_barrier(x: Ptr[i32]):
    if global_id(0) < 5:
        barrier()


@kernel
def with_statement(x: Ptr[i32]):
    with open("f"):
        pass


@kernel
def no_annotation(x):
    pass


@kernel
def f16_on_gfx701(x: Ptr[f16]):
    x[0] = x[1] * 2.0


@kernel
def too_much_lds(x: Ptr[f32]):
    big = shared(f32, 20000)
    big[0] = x[0]


@kernel
def bool_arithmetic(x: Ptr[f32]):
    x[0] = -True


@kernel
def walrus(x: Ptr[i32]):
    if (i := global_id(0)) < 4:
        x[i] = 1


@kernel
def fstring(x: Ptr[i32]):
    print(f"i={global_id(0)}")


@kernel
def list_comprehension(x: Ptr[i32]):
    x[0] = [k for k in range(4)]


@kernel
def generator(x: Ptr[i32]):
    yield 3


@kernel
def slice_assignment(x: Ptr[i32]):
    x[0:4] = 1


@kernel
def nested_function(x: Ptr[i32]):
    def inner(v):
        return v
    x[0] = 1


@kernel
def power(x: Ptr[i32]):
    x[0] = x[1] @ x[2]
