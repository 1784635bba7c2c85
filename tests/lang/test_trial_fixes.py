"""What an outside trial of the language found (issue 29): a conditional expression evaluated
only on the side each lane takes, f64 and f32 sin/cos for large arguments, host scalars
checked against the parameter's type, lambdas refused, error wording, and ``gcnsim run`` /
``debug`` taking a language kernel file."""
import numpy as np
import pytest

import gcnsim
from gcnsim.lang import Ptr, global_id, i32, kernel

from .launch import run

SCHEMES = ("exec", "resume-pc")


@kernel
def guarded(x: Ptr[i32], o: Ptr[i32], n: i32):
    i = global_id(0)
    o[i] = x[i] if i < n else -1
    o[i + 64] = 5 if i >= n else x[i] // 2


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("target", ("gfx701", "gfx900"))
def test_a_conditional_expression_reads_memory_only_on_the_side_taken(target, scheme):
    x = np.arange(60, dtype=np.int32)             # lanes 60..63 would read past x
    got = run(guarded.compile(target, divergence=scheme),
              [x, np.zeros(128, np.int32), np.int32(60)], 64, 64)[1]
    assert got[:64].tolist() == list(range(60)) + [-1] * 4
    assert got[64:].tolist() == [k // 2 for k in range(60)] + [5] * 4
    assert "select" in cheap.ir() and "if %" not in cheap.ir() and "if %" in guarded.ir()


@kernel
def cheap(o: Ptr[i32], n: i32):
    i = global_id(0)
    o[i] = i + 1 if i < n else n
