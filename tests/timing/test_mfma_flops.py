"""The profile's MFMA FLOPs are those the waves execute (timing/roofline.py), as the hardware's
counters count them: 2 M N K for a matmul whose waves each compute their own part of the output,
whether Triton's (its 32 x 32 block on 4 waves with 16 x 16 x 16 MFMAs: a quadrant a wave) or
clang's (one v_mfma_f32_16x16x16f16 a wave); 4 x 2 M N K for Triton's same block with 32 x 32 x 8
MFMAs, whose every wave computes the whole block (each wave's accumulators, 16 VGPRs x 64 lanes,
hold all 32 x 32 outputs), the work the kernel does on a GPU."""
import json
from pathlib import Path

import numpy as np
import pytest

import gcnsim

DATA = Path(__file__).resolve().parents[1] / "data"
N = 64                  # M = N = K: 4 workgroups of 4 waves


def triton_matmul(device, target, name):
    """(the MFMA FLOPs counted, the largest error against numpy) of an N^3 Triton f16 matmul."""
    manifest = json.loads((DATA / "triton" / target / f"{name}.json").read_text())
    dev = gcnsim.Device(device)
    kernel = dev.load((DATA / "triton" / target / f"{name}.hsaco").read_bytes())[
        manifest["kernel"]]
    rng = np.random.default_rng(0)
    a, b = (rng.standard_normal((N, N)).astype(np.float16) for _ in range(2))
    c = dev.array(np.zeros((N, N), np.float32))
    done = kernel(dev.array(a), dev.array(b), c, *(np.int32(N),) * 6, None, None,
                  grid=(N // 32) ** 2 * manifest["block"], block=manifest["block"],
                  shared_mem=manifest["shared"], profile=True)
    error = np.abs(c.numpy() - a.astype(np.float64) @ b.astype(np.float64)).max()
    return done.timing.profile.roofline.flops["mfma_f16"], error


@pytest.mark.parametrize("device,target", [("mi300x", "gfx942"), ("mi250x", "gfx90a")])
def test_a_triton_matmul_whose_waves_share_the_block_counts_2mnk(device, target):
    flops, error = triton_matmul(device, target, "matmul_f16_16x16")
    assert flops == 2 * N ** 3 and error < 1e-3


def test_a_triton_matmul_whose_waves_each_compute_the_block_counts_it_4_times():
    flops, error = triton_matmul("mi300x", "gfx942", "matmul_f16")
    assert flops == 4 * 2 * N ** 3 and error < 1e-3


def test_a_clang_mfma_kernel_counts_2mnk():
    dev = gcnsim.Device("mi300x")
    kernel = dev.load(DATA / "kernels" / "gfx942" / "mfma_ops.hsaco").mfma_f32_16x16x16f16
    rng = np.random.default_rng(0)
    a, b = (rng.standard_normal((16, 16)).astype(np.float16) for _ in range(2))
    c = rng.standard_normal((16, 16)).astype(np.float32)
    d = dev.array(np.zeros((16, 16), np.float32))
    done = kernel(dev.array(a), dev.array(b), dev.array(c), d, grid=64, block=64,
                  profile=True)
    assert done.timing.profile.roofline.flops == {"mfma_f16": 2 * 16 * 16 * 16}
    expected = a.astype(np.float64) @ b.astype(np.float64) + c
    assert np.abs(d.numpy() - expected).max() < 1e-3
