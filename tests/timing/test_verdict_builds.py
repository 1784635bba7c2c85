"""Every profile's verdict builds (timing/verdict.py reads only figures the report has), over
kernels that stress different parts (a copy, an LDS-tiled matmul, LDS and global atomics) on
every architecture's full device. Trial 25: a 16x16 LDS-tiled matmul on a full Vega 64 was
"LDS bandwidth"-limited with vmcnt waits a good part of its stalls, and the advice looked the
LDS up among the memory levels behind vmcnt (KeyError: 'lds')."""
import dataclasses
import sys
from pathlib import Path

import numpy as np
import pytest

import gcnsim
from gcnsim.lang import Ptr, atomic_add, barrier, f32, global_id, i32, kernel, local_id, shared
from gcnsim.timing.report import advice, limiter

sys.path.insert(0, str(Path(__file__).parent))
from test_verdict import _figures  # noqa: E402


@kernel
def copy(x: Ptr[f32], y: Ptr[f32]):
    i = global_id(0)
    y[i] = x[i]


@kernel
def matmul(a: Ptr[f32], b: Ptr[f32], c: Ptr[f32], n: i32):
    ta = shared(f32, 256)
    tb = shared(f32, 256)
    tx = local_id(0)
    ty = local_id(1)
    col = global_id(0)
    row = global_id(1)
    acc = 0.0
    for k in range(0, n, 16):
        ta[ty * 16 + tx] = a[row * n + k + tx]
        tb[ty * 16 + tx] = b[(k + ty) * n + col]
        barrier()
        for j in range(16):
            acc += ta[ty * 16 + j] * tb[j * 16 + tx]
        barrier()
    c[row * n + col] = acc


@kernel
def lds_hist(x: Ptr[i32], bins: Ptr[i32]):
    h = shared(i32, 64)
    lane = local_id(0)
    if lane < 64:
        h[lane] = 0
    barrier()
    atomic_add(h, x[global_id(0)] % 64, 1)
    barrier()
    if lane < 64:
        atomic_add(bins, lane, h[lane])


@kernel
def hist(x: Ptr[i32], bins: Ptr[i32]):
    atomic_add(bins, x[global_id(0)] % 64, 1)


def _launch(name, device, n):
    """(the launch of kernel ``name`` of size ``n`` on ``device``, whether its result is right)."""
    dev = gcnsim.Device(device) if isinstance(device, str) else gcnsim.Device(config=device)
    rng = np.random.default_rng(0)
    if name == "matmul":
        a = rng.random((n, n), dtype=np.float32)
        b = rng.random((n, n), dtype=np.float32)
        c = dev.array(np.zeros(n * n, np.float32))
        launch = dev.compile(matmul).matmul(dev.array(a.ravel()), dev.array(b.ravel()), c,
                                            np.int32(n), grid=(n, n), block=(16, 16),
                                            timing=True, profile=True)
        return launch, np.allclose(c.numpy().reshape(n, n), a @ b, rtol=1e-3)
    if name == "copy":
        x, y = rng.random(n, dtype=np.float32), dev.array(np.zeros(n, np.float32))
        launch = dev.compile(copy).copy(dev.array(x), y, grid=n, block=256, timing=True,
                                        profile=True)
        return launch, np.array_equal(y.numpy(), x)
    x = rng.integers(0, 1 << 20, n).astype(np.int32)
    bins = dev.array(np.zeros(64, np.int32))
    program = dev.compile(lds_hist if name == "lds_hist" else hist)
    launch = getattr(program, name)(dev.array(x), bins, grid=n, block=256, timing=True,
                                    profile=True)
    return launch, np.array_equal(bins.numpy(), np.bincount(x % 64, minlength=64))


def _builds(launch):
    profile = launch.timing.profile
    said = profile.verdict
    assert said["limiter"] and said["evidence"] and said["advice"]
    assert said == profile.as_dict()["verdict"]
    return said


@pytest.mark.slow
def test_an_lds_bandwidth_limiter_with_vmcnt_waits_gets_its_advice():
    """Trial 25's crash: the tiled matmul on a full Vega 64 (256 workgroups), LDS bandwidth
    its limiter, vmcnt waits a good part of its stalls."""
    launch, right = _launch("matmul", "vega64", 256)
    assert right
    said = _builds(launch)
    assert said["limiter"] == "LDS bandwidth"
    assert not [line for line in said["advice"] if "at its roof" in line]


@pytest.mark.parametrize("device", ["r9-290x", "vega64", "mi250x", "mi300x"])
@pytest.mark.parametrize("name, n", [("copy", 1 << 14), ("matmul", 64), ("lds_hist", 1 << 13),
                                     ("hist", 1 << 13)])
def test_every_profiles_verdict_builds(name, n, device):
    launch, right = _launch(name, device, n)
    assert right
    _builds(launch)


def test_a_variant_with_few_cus_builds_its_verdict():
    """The same kernels on an 8-CU variant, as sweeps cut devices."""
    config = dataclasses.replace(gcnsim.DEVICES["vega64"], compute_units=8)
    for name, n in (("matmul", 64), ("lds_hist", 1 << 13)):
        launch, right = _launch(name, config, n)
        assert right
        _builds(launch)


# A global load waited on each trip beside four LDS reads that keep the banks busy.
LDS_AND_LOAD = """
  v_and_b32 v4, 63, v0
  v_lshlrev_b32 v1, 2, v4
  v_lshlrev_b32 v5, 2, v0
  s_mov_b32 s0, 32
loop:
  global_load_dword v3, v5, s[8:9]
""" + "  ds_read_b32 v2, v1\n" * 4 + """
  s_waitcnt vmcnt(0) lgkmcnt(0)
  s_sub_u32 s0, s0, 1
  s_cmp_lg_u32 s0, 0
  s_cbranch_scc1 loop
  s_endpgm
"""


def test_vmcnt_waits_under_lds_bandwidth_are_not_a_memory_roof():
    """The LDS banks bind ("LDS bandwidth", their figures the LDS's, not a memory level's)
    while vmcnt waits are most stalls: the waits get the plain line, not a memory roof's."""
    f, _ = _figures(LDS_AND_LOAD, 1024, cus=1, shared_mem=1024)
    assert limiter(f)[0] == "LDS bandwidth"
    assert f["stall_shares"]["waitcnt_vmcnt"] >= 0.25
    line, = [line for line in advice(f) if line.startswith("vmcnt waits")]
    assert "roof" not in line and "issue them earlier" in line
