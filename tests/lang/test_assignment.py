"""Names after loops and branches: a for loop's variable after a break holds the value it broke
at (Python's), a math builtin of a literal compiles, and a variable some path never assigned is
a CompileError at the line that reads it (the outside tester's cases); an assignment that
overwrites its own operand (c = c ^ d) is not reused for a later c ^ d."""
import numpy as np
import pytest

from gcnsim.lang import CompileError, Ptr, exp, f32, global_id, i32, kernel

from .launch import run


@kernel
def break_at(out: Ptr[i32], n: i32):
    i = global_id(0)
    for k in range(0, n):
        if k == i:
            break
    out[i] = k


@kernel
def exp_of_literal(out: Ptr[f32]):
    i = global_id(0)
    out[i] = exp(2.0)


@kernel
def one_branch(out: Ptr[i32]):
    i = global_id(0)
    if i < 5:
        q = 1
    out[i] = q


@kernel
def in_loop_only(out: Ptr[i32], n: i32):
    i = global_id(0)
    while i < n:
        last = i
        i += 64
    out[0] = last


@pytest.mark.parametrize("target", ["gfx701", "gfx942"])
@pytest.mark.parametrize("divergence", ["exec", "resume-pc"])
def test_the_loop_variable_after_a_break(target, divergence):
    out = run(break_at.compile(target, divergence=divergence), [np.zeros(64, np.int32),
                                                                   np.int32(10)], 64, 64)[0]
    assert out.tolist() == [min(i, 9) for i in range(64)]


def test_a_math_builtin_of_a_literal():
    out = run(exp_of_literal.compile("gfx900"), [np.zeros(64, np.float32)], 64, 64)[0]
    assert np.all(np.abs(out - np.float32(np.exp(2.0))) <= np.spacing(np.float32(7.389)))


@pytest.mark.parametrize("fn, line, name", [(one_branch, 33, "q"), (in_loop_only, 42, "last")])
def test_a_variable_some_path_never_assigned_is_an_error(fn, line, name):
    with pytest.raises(CompileError, match="some path to this line does not assign it") as info:
        fn.compile("gfx900")
    assert (info.value.line, info.value.construct) == (line, name)
    assert info.value.file.endswith("test_assignment.py")


@kernel
def overwrite_then_repeat(x: Ptr[i32], out: Ptr[i32]):
    i = global_id(0)
    c = x[i]
    d = x[i + 64]
    c = c ^ d                       # c ^ d again below is a new value: not reused
    b = c ^ d
    out[i] = b * 1000 + c


def test_an_operation_that_overwrites_its_operand_is_not_reused():
    # common-subexpression elimination once turned b = c ^ d into b = c (found by the
    # random programs: seed 5096 of tests/lang/test_random_programs.py's generator)
    x = np.arange(128, dtype=np.int32) * 7 - 300
    c, d = x[:64], x[64:]
    for divergence in ("exec", "resume-pc"):
        out = run(overwrite_then_repeat.compile("gfx900", divergence=divergence),
                  [x, np.zeros(64, np.int32)], 64, 64)[1]
        np.testing.assert_array_equal(out, ((c ^ d) ^ d) * 1000 + (c ^ d))
