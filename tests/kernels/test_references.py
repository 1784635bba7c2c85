"""The numpy references checked against an independent OpenCL implementation: pocl runs the
same .cl sources on the CPU (pyopencl with Debian's pocl-opencl-icd; skipped without them), so
a reference that misreads OpenCL C fails here whatever gcnsim does.

pocl cannot run every case: it rejects non-uniform work-groups (partial last groups), does
not know clang's amdgcn builtins, and its vload_half/vstore_half need cl_khr_fp16. Where the
OpenCL result is the implementation's choice, the output is left out (``LEFT_OUT``).
"""
import numpy as np
import pytest

from gcnsim.kernels import source

from .cases import CASES
from .test_kernels import build, mismatches

cl = pytest.importorskip("pyopencl")

NOT_ON_POCL = {"builtins_only": "amdgcn builtins", "conversions": "vload_half needs fp16",
               "mfma_ops": "amdgcn matrix-core builtins"}
LEFT_OUT = {("vector_types", 5): "dot()'s operation order is the implementation's; AMD's "
                                 "device library chains fmas, pocl does not"}
RUNNABLE = [c for c in CASES if c.source not in NOT_ON_POCL
            and not any(g % b for g, b in zip(c.grid, c.block))]


@pytest.fixture(scope="module")
def pocl():
    platforms = [p for p in cl.get_platforms() if "Portable" in p.name]
    if not platforms:
        pytest.skip("pocl is not installed")
    ctx = cl.Context(platforms[0].get_devices())
    return ctx, cl.CommandQueue(ctx), {}


def run_on_pocl(pocl, case, args):
    ctx, queue, programs = pocl
    if case.source not in programs:
        programs[case.source] = cl.Program(ctx, source(case.source)).build(
            options=["-cl-std=CL2.0"])
    flags = cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR
    device_args = [cl.Buffer(ctx, flags, hostbuf=a) if isinstance(a, np.ndarray) else a
                   for a in args]
    cl.Kernel(programs[case.source], case.kernel)(queue, case.grid, case.block, *device_args)
    results = {}
    for index, (a, buf) in enumerate(zip(args, device_args)):
        if isinstance(a, np.ndarray):
            results[index] = np.empty_like(a)
            cl.enqueue_copy(queue, results[index], buf)
    queue.finish()
    return results


@pytest.mark.parametrize("case", RUNNABLE, ids=[c.name for c in RUNNABLE])
def test_reference_agrees_with_pocl(pocl, case):
    args, copies = build(case)
    results = run_on_pocl(pocl, case, args)
    expected = case.expected(copies)
    wrong = []
    for index, got in results.items():
        if (case.source, index) in LEFT_OUT:
            continue
        want = np.asarray(expected.get(index, copies[index]), dtype=copies[index].dtype)
        wrong += mismatches(case, index, got, want)
    assert not wrong, "\n".join(wrong)
