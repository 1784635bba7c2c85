"""Every corpus kernel compiled for every target with both divergence schemes: zero
static-checker findings, and results equal to the reference under the dynamic waitcnt checker
and under adversarial timing."""
import numpy as np
import pytest

import gcnsim
from gcnsim.lang import CompileError

from .corpus import CASES as FIRST_CASES
from .corpus_combined import COMBINED_CASES
from .corpus_features import FEATURE_CASES
from .launch import run

CASES = {**FIRST_CASES, **FEATURE_CASES, **COMBINED_CASES}
TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")


def _check(case, got, expected):
    for k, (g, e) in enumerate(zip(got, expected)):
        if e is None:
            continue
        if case.rtol:
            np.testing.assert_allclose(g, e, rtol=case.rtol, atol=case.rtol, err_msg=f"arg {k}")
        else:
            np.testing.assert_array_equal(g, e, err_msg=f"arg {k}")


@pytest.mark.parametrize("scheme", ("exec", "resume-pc"))
@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("name", sorted(CASES))
def test_corpus(name, target, scheme):
    case = CASES[name]
    if target not in case.targets:
        with pytest.raises(CompileError, match=f"{target} has no"):
            case.kernel.compile(target, divergence=scheme)
        return
    compiled = case.kernel.compile(target, divergence=scheme, max_vgprs=case.max_vgprs)
    assert (compiled.spills > 0) == (case.max_vgprs is not None)
    assert compiled.vgprs <= (case.max_vgprs or 256)
    assert gcnsim.check(compiled.code_object) == []
    args = case.inputs(np.random.default_rng(7))
    expected = case.reference(*args)
    for checker in (gcnsim.WaitcntChecker(), "adversarial"):
        _check(case, run(compiled, args, case.grid, case.block, checker), expected)
