"""Timed launches refused in one line that says why: past what its record keeps (timing/bound.py
RecordBound._over: a budget sets the limit, named in the API's and the CLI's spellings both), and
Sampling(xcds=True) on a chip of one XCD (timing/api.py)."""
import pytest

import gcnsim
from gcnsim.cli import main
from gcnsim.emu.launch import LaunchError
from gcnsim.timing.sampling import Sampling, SamplingError

from ..sweep.common import SAXPY

SAXPY_900 = SAXPY.replace("{target}", "gfx900")
ARGS = ["--arg", "f32=2", "--arg", "f32:16", "--arg", "f32:16", "--arg", "i32=16"]


def test_budget_sets_the_limit_and_says_so(capsys):
    argv = ["run", SAXPY_900, "--timing", "--grid", "4294967295", "--budget", "5", *ARGS]
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "raises" not in err
    assert ("its budget= (--budget) of 5 wave-instructions lets it keep 40 (each wave counted "
            "as 7 more): this one has 67,108,864 waves; a larger budget keeps more (none: "
            "16,777,216)") in err
    assert ("where the waves run a long loop, Sampling(loops=8) (--sampling loops=8) keeps "
            "only its first 8 trips, a record limited by the host's memory alone; sampling by "
            "rounds (\"sampled\", --sampled) keeps every wave-instruction as full timing "
            "does") in err


def test_without_budget_the_default_limit_is_named():
    dev = gcnsim.Device("vega64")
    kernel = dev.load(SAXPY_900).saxpy
    x = dev.zeros(16, "float32")
    with pytest.raises(LaunchError) as err:
        kernel(2.0, x, x, 16, grid=(1 << 32) - 64, block=64, timing=True)
    assert (", up to 16,777,216 (each wave counted as 7 more, ~80 bytes each): this one has "
            "67,108,863 waves; a budget= (--budget) of N sets the limit to 8N") in str(err.value)


def test_xcd_sampling_on_a_chip_of_one_xcd_is_refused():
    """A SamplingError, as every other Sampling value the launch cannot take."""
    dev = gcnsim.Device("vega64")
    x = dev.zeros(1024, "float32")
    with pytest.raises(SamplingError, match=r"Sampling\(xcds=True\) times one XCD's workgroups "
                       r"for all the XCDs: vega64 has one XCD, so it would do nothing"):
        dev.load(SAXPY_900).saxpy(2.0, x, x, 1024, grid=1024, block=256,
                                  timing=Sampling(xcds=True))


def test_xcd_sampling_with_uneven_xcds_is_refused():
    """38 CUs on MI300X's 8 XCDs: six hold 5, two 4 (CU i on XCD i mod 8), so workgroup k is
    not on XCD k mod 8 after the first round and XCD 0's workgroups stand for no other's."""
    import dataclasses
    config = dataclasses.replace(gcnsim.DEVICES["mi300x"], compute_units=38)
    dev = gcnsim.Device(config=config)
    x = dev.zeros(1024, "float32")
    with pytest.raises(SamplingError, match=r"which needs as many CUs on each: mi300x has 38 CUs "
                       r"on 8 XCDs: 6x5 \+ 2x4; leave xcds= off"):
        dev.load(SAXPY.replace("{target}", "gfx942")).saxpy(
            2.0, x, x, 1024, grid=1024, block=256, timing=Sampling(xcds=True))
