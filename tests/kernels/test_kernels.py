"""The clang-19 kernel corpus run through the runtime API on every target clang builds it for
(gfx900, gfx90a, gfx942, and gfx701 where the device libraries allow), each launch checked
against its numpy reference (cases.py): every buffer a reference names must hold the expected
contents (integers bit-exact, floats bit-exact or within the ulps the case documents), every
other buffer must be unchanged, and the dynamic checker must have nothing to report on
compiler-generated code (no missing wait, no hazard reached); the same holds under adversarial
timing. Needs no LLVM: the code objects are committed in tests/data/kernels/<target>/.
"""
from pathlib import Path

import numpy as np
import pytest

from gcnsim.emu.waitcnt import WaitcntChecker
from gcnsim.runtime import Device

from .cases import CASES
from .numerics import ulp_distance

KERNELS = Path(__file__).resolve().parent.parent / "data" / "kernels"
TARGETS = ("gfx900", "gfx90a", "gfx942")
# gfx701 (the R9 290X) builds only the kernels that need no device library: run those too.
RUNS = [(case, target) for case in CASES for target in TARGETS + ("gfx701",)
        if (KERNELS / target / f"{case.source}.hsaco").exists()]


def build(case):
    """The case's arguments, and copies of them kept from the launch for the reference."""
    args = case.build(np.random.default_rng(case.seed()))
    return args, [a.copy() if isinstance(a, np.ndarray) else a for a in args]


def launch(case, target, args, checker):
    """({argument index: buffer contents read back}, Launch) of one launch of a case on a
    target with ``checker``."""
    dev = Device(target)
    program = dev.load(KERNELS / target / f"{case.source}.hsaco")
    device_args = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
    done = getattr(program, case.kernel)(*device_args, grid=case.grid, block=case.block,
                                         checker=checker)
    return {i: arg.numpy() for i, (a, arg) in enumerate(zip(args, device_args))
            if isinstance(a, np.ndarray)}, done


def wrong_results(case, target, results, copies):
    """Text of every element that differs from the case's reference for ``target`` more than
    it allows."""
    expected = case.expected(copies, target)
    wrong = []
    for index, got in results.items():
        want = np.asarray(expected.get(index, copies[index]), dtype=copies[index].dtype)
        wrong += mismatches(case, index, got, want)
    return wrong


def mismatches(case, index, got, want):
    """Text of the elements that differ more than the case allows (empty when none)."""
    got = np.asarray(got).reshape(want.shape)
    if index in case.canon:
        got, want = case.canon[index](got), case.canon[index](want)
    if want.dtype.kind == "f":
        allowed = np.broadcast_to(case.ulps.get(index, 0), want.shape)
        bad = ulp_distance(got, want) > allowed
    else:
        bad = got != want
    where = np.argwhere(bad)
    return [f"arg {index}{tuple(int(i) for i in at)}: got {got[tuple(at)]!r} "
            f"want {want[tuple(at)]!r}" for at in where[:10]] + (
        [f"... {len(where)} of {want.size} differ"] if len(where) else [])


@pytest.mark.parametrize("case, target", RUNS, ids=[f"{c.name}-{t}" for c, t in RUNS])
def test_kernel_matches_numpy(case, target):
    """The checker collects every report instead of stopping at the first."""
    args, copies = build(case)
    checker = WaitcntChecker(mode="warn")
    results, done = launch(case, target, args, checker)
    wrong = wrong_results(case, target, results, copies)
    assert not wrong, "\n".join(wrong)
    reports = checker.reports + done.extra["hazards"]
    assert not reports, "\n".join(str(r) for r in reports[:10])


@pytest.mark.parametrize("case, target", RUNS, ids=[f"{c.name}-{t}" for c, t in RUNS])
def test_kernel_is_right_under_adversarial_timing(case, target):
    """Compiled code waits for everything it uses: it computes the same under adversarial
    timing (a missing wait would make it use a POISONed register)."""
    args, copies = build(case)
    results, _ = launch(case, target, args, "adversarial")
    wrong = wrong_results(case, target, results, copies)
    assert not wrong, "\n".join(wrong)
