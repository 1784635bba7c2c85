"""The launch interface: one typed record of launch options with clear errors, the device
table behind Device and ``gcnsim devices``, the public API at the package's top level, the
kernarg segment in 64-byte granules, kernel arguments preloaded into SGPRs, and the timeout."""
import dataclasses
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import gcnsim
from gcnsim.cli import main
from gcnsim.emu.hsa import kernarg_allocation
from gcnsim.errors import TargetError

KERNELS = Path(__file__).resolve().parent.parent / "data" / "kernels"
HAVE_CLANG = shutil.which("clang-19") is not None


def saxpy():
    dev = gcnsim.Device("gfx900")
    prog = dev.load(KERNELS / "gfx900" / "saxpy.hsaco")
    return dev, prog.saxpy, dev.empty(8), dev.empty(8)


@pytest.mark.parametrize("options,message", [
    ({"grid": 8, "blok": 4}, "unknown launch option 'blok' (did you mean 'block'?)"),
    ({"grid": 8, "sharedmem": 4}, "did you mean 'shared_mem'?"),
    ({"block": 64}, "a launch needs grid="),
    ({"grid": 1.5}, "grid must be 1 to 3 integers, got 1.5"),
    ({"grid": "64"}, "grid must be 1 to 3 integers"),
    ({"grid": (8, 8, 8, 8)}, "grid must be 1 to 3 integers"),
    ({"grid": True}, "grid must be 1 to 3 integers"),
    ({"grid": 2**32}, "each size must be in 1..4294967295"),
    ({"grid": 0}, "grid (0, 1, 1): each size must be in 1..4294967295 (an empty grid runs "
                  "nothing)"),
    ({"grid": (1024, 0)}, "grid (1024, 0, 1): each size must be in 1..4294967295"),
    ({"grid": 64, "block": 0}, "each size must be at least 1"),
    ({"grid": 64, "block": (64, 32)}, "at most 1024 (16 waves)"),
    ({"grid": 64, "shared_mem": -1}, "shared_mem must be an integer"),
    ({"grid": 64, "shared_mem": 1.0}, "shared_mem must be an integer"),
    ({"grid": 64, "budget": 0}, "budget must be an integer in 1.."),
    ({"grid": 64, "timeout": 0}, "timeout must be a positive number of seconds"),
    ({"grid": 64, "timeout": float("nan")}, "timeout must be a positive number"),
    ({"grid": 64, "checker": object()}, "checker must be a waitcnt checker"),
    ({"grid": 64, "kernarg_preload": 1}, "kernarg_preload must be True or False"),
    ({"grid": 64, "max_waves": 0}, "max_waves must be an integer"),
])
def test_launch_options_are_checked_and_named(options, message):
    _, kernel, x, y = saxpy()
    with pytest.raises(gcnsim.LaunchError) as err:
        kernel(2.0, x, y, 8, **options)
    assert message in str(err.value)


def test_an_unknown_option_lists_every_option_a_kernel_call_takes():
    """The list is the record's fields and the timing layer's TIMING_OPTIONS (it listed
    neither warm nor clock); each listed option is one a kernel call takes."""
    from dataclasses import fields
    from gcnsim.emu.launch import TIMING_OPTIONS
    _, kernel, x, y = saxpy()
    with pytest.raises(gcnsim.LaunchError) as err:
        kernel(2.0, x, y, 8, grid=8, wram=True)
    listed = str(err.value).split("; options: ")[1].split(", ")
    assert "(did you mean 'warm'?)" in str(err.value)
    assert listed == [f.name for f in fields(gcnsim.LaunchOptions) if f.init] + \
        list(TIMING_OPTIONS)
    assert {"races", "init", "printf_buffer", "warm", "clock", "trace", "profile"} <= set(listed)
    kernel(2.0, x, y, 8, grid=8, timing=True, clock="peak", warm=False, trace=None,
           profile=None)


def test_launch_options_record():
    opts = gcnsim.LaunchOptions(grid=(64, 64), block=(16, 16), shared_mem=4096)
    assert opts.geometry.groups == (4, 4, 1) and opts.geometry.dims == 2
    with pytest.raises(dataclasses.FrozenInstanceError):
        opts.budget = 5


def test_too_much_shared_memory_is_a_launch_error():
    _, kernel, x, y = saxpy()
    with pytest.raises(gcnsim.OccupancyError, match="LDS"):
        kernel(2.0, x, y, 8, grid=8, shared_mem=65537)


def test_too_much_lds_is_one_error_whichever_way_it_is_asked_for():
    """Local arguments and shared_mem add up, and too much is an OccupancyError either way
    (shared_mem alone was a plain LaunchError with another message)."""
    kernel = gcnsim.Device("gfx900").load(LOCAL).k
    message = ("kernel k needs 66024 bytes of LDS a workgroup (0 fixed, 66024 dynamic); a CU "
               "of vega64 has 65536")
    for args, options in (((gcnsim.LocalMemory(66024),), {}),
                          ((gcnsim.LocalMemory(1024),), {"shared_mem": 65000}),
                          ((gcnsim.LocalMemory(0),), {"shared_mem": 66024})):
        with pytest.raises(gcnsim.OccupancyError) as err:
            kernel(*args, grid=64, **options)
        assert str(err.value) == message


@pytest.mark.parametrize("name,target,cus", [
    ("r9-290x", "gfx701", 44), ("hawaii", "gfx701", 44), ("vega64", "gfx900", 64),
    ("vega10", "gfx900", 64), ("mi210", "gfx90a", 104), ("mi250", "gfx90a", 104),
    ("mi250x", "gfx90a", 110), ("mi300a", "gfx942", 228), ("MI300X", "gfx942", 304),
    ("gfx701", "gfx701", 44), ("gfx900", "gfx900", 64), ("gfx90a", "gfx90a", 110),
    ("gfx942", "gfx942", 304)])
def test_device_table(name, target, cus):
    dev = gcnsim.Device(name)
    assert (dev.target.name, dev.config.compute_units) == (target, cus)
    assert dev.target is gcnsim.get_target(name)


def test_device_variants_and_conflicts():
    small = dataclasses.replace(gcnsim.DEVICES["mi300x"], compute_units=38)
    dev = gcnsim.Device(config=small)
    assert dev.config.compute_units == 38 and dev.target.name == "gfx942"
    assert gcnsim.Device("gfx942", config=small).config is small
    with pytest.raises(gcnsim.GcnsimError, match="disagree on the target"):
        gcnsim.Device("vega64", config=small)
    with pytest.raises(gcnsim.GcnsimError, match="config must be a DeviceConfig"):
        gcnsim.Device(config="mi300x")
    with pytest.raises(TargetError, match="known: gfx701"):
        gcnsim.Device("gtx1080")
    assert gcnsim.Device().target.name == "gfx900"


def test_devices_command_lists_every_device(capsys):
    assert main(["devices"]) == 0
    out = capsys.readouterr().out
    for device in gcnsim.DEVICES.values():
        assert device.name in out
    assert "default for gfx942" in out


def test_public_api_is_top_level_and_lazy():
    code = ("import sys, gcnsim; assert 'gcnsim.runtime' not in sys.modules; "
            "d = gcnsim.Device('mi250x'); assert 'gcnsim.runtime' in sys.modules; "
            "print(d.target.name, gcnsim.assemble.__module__, sorted(gcnsim.__all__)[:2])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.split()[:2] == ["gfx90a", "gcnsim.asm.assembler"]
    for name in gcnsim.__all__:
        assert getattr(gcnsim, name) is not None
    with pytest.raises(AttributeError, match="no attribute 'Devise'"):
        gcnsim.Devise


@pytest.mark.parametrize("size,allocated", [(0, 64), (1, 64), (20, 64), (64, 64), (65, 128),
                                            (288, 320)])
def test_kernarg_allocation_in_64_byte_granules(size, allocated):
    padded = kernarg_allocation(bytes(size))
    assert len(padded) == allocated and not any(padded[size:])


def test_clang_reads_past_a_20_byte_kernarg_segment():
    """The reproduction: clang-19 for gfx942 loads a, b and n with s_load_dwordx4 at 8 from a
    20-byte segment; the launch must not fault, and must compute the right values."""
    dis = (KERNELS / "gfx942" / "args_odd_kernarg.dis").read_text()
    assert "s_load_dwordx4" in dis and ", 0x8" in dis
    dev = gcnsim.Device("gfx942")
    kernel = dev.load(KERNELS / "gfx942" / "args_odd_kernarg.hsaco").odd_kernarg
    assert kernel.loaded.metadata.kernarg_segment_size == 20
    out = dev.empty(64)
    kernel(out, np.float32(2), np.float32(1), np.int32(60), grid=64)
    np.testing.assert_array_equal(out.numpy()[:60], 2 * np.arange(60, dtype=np.float32) + 1)


@pytest.mark.parametrize("target", ["gfx90a", "gfx942"])
def test_preloaded_arguments_start_past_the_prologue(target):
    dev = gcnsim.Device(target)
    kernel = dev.load(KERNELS / target / "args_preload.hsaco").preload
    assert kernel.loaded.descriptor.kernarg_preload.length == 5
    out = dev.empty(64)
    launch = kernel(out, np.float32(2), np.float32(1), np.int32(64), grid=64)
    np.testing.assert_array_equal(out.numpy(), 2 * np.arange(64, dtype=np.float32) + 1)
    assert "TRAP" not in launch.stats.by_class and not launch.events
    # Without preloading firmware the kernel runs its prologue, which LLVM 19 makes s_trap 2.
    fresh = dev.empty(64)
    with pytest.raises(gcnsim.errors.KernelTrap, match=r"pc 0x[0-9a-f]+ 's_trap 2': trap 2"):
        kernel(fresh, np.float32(2), np.float32(1), np.int32(64), grid=64,
               kernarg_preload=False)
    assert not fresh.numpy().any()


def test_timeout_stops_a_spinning_kernel():
    dev = gcnsim.Device("gfx900")
    prog = dev.load("loop:\n  s_add_u32 s0, s0, 1\n  s_cmp_lg_u32 s0, 0\n"
                    "  s_cbranch_scc1 loop\n")         # 2^32 trips, no spin
    with pytest.raises(gcnsim.errors.GcnsimError, match="timeout of 0.05 s reached at pc"):
        prog.run(64, timeout=0.05, budget=10**12)


def kernel_asm(target, body, vgprs, sgprs, extra=""):
    """A one-kernel code object in assembly whose descriptor allocates ``vgprs``/``sgprs``."""
    lines = "\n".join(f"\t{line}" for line in body)
    return (f'\t.amdgcn_target "amdgcn-amd-amdhsa--{target}"\n\t.amdhsa_code_object_version 5\n'
            f"\t.text\n\t.globl k\n\t.p2align 8\n\t.type k,@function\nk:\n{lines}\n"
            f"\ts_endpgm\n\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n"
            f"\t\t.amdhsa_next_free_vgpr {vgprs}\n\t\t.amdhsa_next_free_sgpr {sgprs}\n{extra}"
            f"\t.end_amdhsa_kernel\n")


@pytest.mark.parametrize("target,body,vgprs,sgprs,extra,message", [
    ("gfx900", ["v_mov_b32 v200, 0"], 4, 8, "",
     r"'v_mov_b32_e32 v200, 0': v200 is beyond the 4 VGPRs the kernel descriptor allocates"),
    ("gfx900", ["s_mov_b32 s90, 0"], 4, 8, "",
     r"s90 is beyond the 16 SGPRs the kernel descriptor allocates \(granulated, VCC"),
    ("gfx701", ["s_mov_b64 s[30:31], 0"], 4, 8, "", r"s31 is beyond the 16 SGPRs"),
    ("gfx90a", ["v_accvgpr_write_b32 a3, 0"], 8, 8, "\t\t.amdhsa_accum_offset 8\n",
     r"a3 is beyond the 0 AGPRs"),
    ("gfx942", ["global_load_dwordx4 v[6:9], v0, s[0:1]"], 8, 8,
     "\t\t.amdhsa_accum_offset 8\n", r"v9 is beyond the 8 VGPRs"),
])
def test_registers_past_the_allocation_are_named(target, body, vgprs, sgprs, extra, message):
    dev = gcnsim.Device(target)
    prog = dev.load(kernel_asm(target, body, vgprs, sgprs, extra))
    with pytest.raises(gcnsim.errors.GcnsimError, match=message):
        prog.k(grid=64)


def test_registers_inside_the_allocation_run():
    dev = gcnsim.Device("gfx90a")
    prog = dev.load(kernel_asm("gfx90a", ["v_mov_b32 v7, 1", "v_accvgpr_write_b32 a3, v7",
                                          "s_mov_b32 s15, 0"], 12, 8,
                               "\t\t.amdhsa_accum_offset 8\n"))
    prog.k(grid=128)


LOCAL = """\
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
k:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 2
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [ 1, 2 ]
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .kernarg_segment_size: 4
    .kernarg_segment_align: 4
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .wavefront_size: 64
    .sgpr_count: 2
    .vgpr_count: 1
    .max_flat_workgroup_size: 1024
    .args:
      - .offset: 0
        .size: 4
        .value_kind: dynamic_shared_pointer
        .address_space: local
...
.end_amdgpu_metadata
"""


def test_lds_beyond_the_target_is_one_error_before_anything_is_allocated():
    """Found by the CLI campaign: LocalMemory past 2**32 bytes failed inside the dispatch
    packet (struct.error)."""
    dev = gcnsim.Device("gfx900")
    kernel = dev.load(LOCAL).k
    used = dev.memory.used
    kernel(gcnsim.LocalMemory(1024), grid=64)
    with pytest.raises(gcnsim.LaunchError, match="needs 8589934592 bytes of LDS"):
        kernel(gcnsim.LocalMemory(1 << 33), grid=64)
    assert dev.memory.used == used
    with pytest.raises(gcnsim.GcnsimError, match="LocalMemory takes a number of bytes"):
        gcnsim.LocalMemory(-1)


def test_device_load_takes_opencl_build_options(tmp_path):
    if not HAVE_CLANG:
        pytest.skip("clang-19 is not installed")
    (tmp_path / "k.cl").write_text("__kernel void k(__global int *o) { o[0] = N; }\n")
    dev = gcnsim.Device("gfx900")
    out = dev.empty(1, np.int32)
    dev.load(tmp_path / "k.cl", build_options=["-DN=42"]).k(out, grid=1)
    assert out.numpy()[0] == 42


def test_what_the_hardware_would_not_dispatch_is_refused_untimed_too():
    """Found by an outside probe: a workgroup no CU can hold ran without timing and was
    refused with it. 16 waves of 128 VGPRs need 8 waves a SIMD; a gfx900 SIMD lane has 256
    VGPRs (2 such waves). A block past max_flat_workgroup_size is refused too, as ROCm's
    runtime refuses it (the compiler may have assumed the smaller size)."""
    dev = gcnsim.Device("gfx900")
    fat = LOCAL.replace(".amdhsa_next_free_vgpr 1", ".amdhsa_next_free_vgpr 128").replace(
        ".vgpr_count: 1", ".vgpr_count: 128")
    kernel = dev.load(fat).k
    kernel(gcnsim.LocalMemory(0), grid=1024, block=512)
    used = dev.memory.used
    for timing in (False, True):
        with pytest.raises(gcnsim.LaunchError, match="a workgroup of 16 waves cannot run on "
                                                     "vega64"):
            kernel(gcnsim.LocalMemory(0), grid=1024, block=1024, timing=timing)
    assert dev.memory.used == used
    small = dev.load(LOCAL.replace(".max_flat_workgroup_size: 1024",
                                   ".max_flat_workgroup_size: 256")).k
    with pytest.raises(gcnsim.LaunchError, match="at most 256 work-items"):
        small(gcnsim.LocalMemory(0), grid=512, block=512)


def test_a_block_other_than_the_kernels_reqd_work_group_size_is_refused():
    """Found by an outside trial: an OpenCL kernel with reqd_work_group_size(64,2,1) launched
    with (128,1) ran (its code takes the size for granted: a wrong answer), with (64,1) it
    faulted. Refused as OpenCL refuses it (CL_INVALID_WORK_GROUP_SIZE), before anything is
    allocated; the required size runs, and a bad value in the metadata is a CodeObjectError."""
    dev = gcnsim.Device("gfx900")
    reqd = LOCAL.replace(".max_flat_workgroup_size: 1024",
                         ".max_flat_workgroup_size: 128\n    .reqd_workgroup_size: [ 64, 2, 1 ]")
    kernel = dev.load(reqd).k
    kernel(gcnsim.LocalMemory(0), grid=(64, 4), block=(64, 2))
    used = dev.memory.used
    for block in ((128, 1), (64, 1), (32, 4), (64, 1, 2)):
        with pytest.raises(gcnsim.LaunchError, match="exactly 64x2x1 work-items"):
            kernel(gcnsim.LocalMemory(0), grid=(128, 4), block=block)
    assert dev.memory.used == used
    for bad in ("[ 64, 2 ]", "[ 0, 1, 1 ]", "[ 64, 2, 2000 ]"):
        with pytest.raises(gcnsim.CodeObjectError, match="reqd_workgroup_size"):
            dev.load(reqd.replace("[ 64, 2, 1 ]", bad))
