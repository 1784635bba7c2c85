"""The kernel corpus in timing mode: every result equals the corpus reference (so the recording
and replay change nothing the kernel computes), every wave-instruction the functional run
executed is issued once by the replay, and the launch takes cycles. Results that depend on time
(s_memtime, atomics' order) are named by the replay; the corpus's own checks cover them."""
import numpy as np
import pytest

from gcnsim.runtime import Device

from ..kernels.test_kernels import KERNELS, RUNS, build, wrong_results


@pytest.mark.parametrize("case,target", RUNS, ids=[f"{c.name}-{t}" for c, t in RUNS])
def test_timing_mode_computes_what_functional_mode_does(case, target):
    args, copies = build(case)
    dev = Device(target)
    program = dev.load(KERNELS / target / f"{case.source}.hsaco")
    device_args = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
    launch = getattr(program, case.kernel)(*device_args, grid=case.grid, block=case.block,
                                           timing=True)
    results = {i: arg.numpy() for i, (a, arg) in enumerate(zip(args, device_args))
               if isinstance(a, np.ndarray)}
    assert wrong_results(case, target, results, copies) == []
    timing = launch.timing
    assert sum(timing.issued.values()) == launch.stats.wave_instructions
    assert timing.cycles > 0 and 0 < timing.ipc
