"""The user API: devices by target or chip name, buffers, loading assembly / code objects /
OpenCL, kernel argument checks naming the argument, raw launches, listing 8.1."""
import shutil
from pathlib import Path

import numpy as np
import pytest

from gcnsim.errors import GcnsimError, TargetError, TargetMismatch
from gcnsim.lang import Ptr, f32, global_id, kernel
from gcnsim.runtime import (CompileError, Device, KernelArgumentError, LocalMemory, Program,
                            RawProgram, run_listing_8_1)
from gcnsim.runtime.args import pack_arguments

KERNELS = Path(__file__).resolve().parent.parent / "data" / "kernels"
HAVE_CLANG = shutil.which("clang-19") is not None


@pytest.mark.parametrize("name,target", [("gfx942", "gfx942"), ("r9-290x", "gfx701"),
                                         ("vega64", "gfx900"), ("mi250x", "gfx90a"),
                                         ("mi300x", "gfx942")])
def test_device_names(name, target):
    assert Device(name).target.name == target


def test_device_repr_names_a_variant():
    import dataclasses
    from gcnsim.isa.devices import DEVICES
    assert repr(Device("mi300x")) == "Device('mi300x', target gfx942)"
    smaller = Device(config=dataclasses.replace(DEVICES["mi300x"], compute_units=38))
    assert repr(smaller) == "Device('mi300x', target gfx942, variant compute_units=38)"


def test_unknown_device():
    with pytest.raises(TargetError):
        Device("gtx1080")


@pytest.mark.parametrize("dtype", [np.int8, np.uint16, np.int32, np.float32, np.float64])
def test_buffer_round_trip(dtype):
    dev = Device("gfx900")
    host = (np.arange(24) * 3).astype(dtype).reshape(2, 3, 4)
    buf = dev.array(host)
    assert buf.shape == (2, 3, 4) and buf.nbytes == host.nbytes
    np.testing.assert_array_equal(buf.numpy(), host)
    buf.write(host[::-1])
    np.testing.assert_array_equal(buf.numpy(), host[::-1])
    assert not dev.empty((5,), dtype).numpy().any()


def saxpy():
    dev = Device("gfx900")
    return dev, dev.load(KERNELS / "gfx900" / "saxpy.hsaco")


def test_load_code_object_lists_kernels():
    dev, prog = saxpy()
    assert isinstance(prog, Program) and list(prog.kernels) == ["saxpy"]
    with pytest.raises(AttributeError, match="no kernel 'nope'"):
        prog.nope
    with pytest.raises(TargetMismatch, match="built for gfx900; this device is gfx942"):
        Device("gfx942").load(KERNELS / "gfx900" / "saxpy.hsaco")


def test_code_for_another_target_is_one_typed_error_wherever_it_is_given():
    """Device.load, check and a Device whose config disagrees raise TargetMismatch (a
    TargetError, as the CLI's --device check always did), not a bare GcnsimError."""
    import gcnsim
    assert gcnsim.TargetMismatch is TargetMismatch and issubclass(TargetMismatch, TargetError)
    with pytest.raises(TargetMismatch, match="built for gfx900, not gfx942"):
        gcnsim.check(KERNELS / "gfx900" / "saxpy.hsaco", target="gfx942")
    with pytest.raises(TargetMismatch, match="the two disagree on the target"):
        Device("gfx900", config=gcnsim.DEVICES["mi300x"])


ARG_ERRORS = [
    ((1.0, "x", "y"), "takes 4 arguments"),
    ((1.0, "x", 3, 10), r"argument 2 \(float\*\) expects a Buffer, got int"),
    (("x", "x", "y", 10), r"argument 0 \(float\) expects a value, got Buffer"),
    ((1.0, "x", "y", 2**40), r"argument 3 \(int\): 1099511627776 is out of range for int32"),
    ((1.0, "x", "y", 2.5), r"argument 3 \(int\) expects an integer"),
]


@pytest.mark.parametrize("args,message", ARG_ERRORS)
def test_argument_errors_name_the_argument(args, message):
    dev, prog = saxpy()
    x, y = dev.empty(8), dev.empty(8)
    values = [{"x": x, "y": y}.get(a, a) if isinstance(a, str) else a for a in args]
    with pytest.raises(KernelArgumentError, match=message):
        prog.saxpy(*values, grid=8)


def test_buffer_of_another_device_is_refused():
    dev, prog = saxpy()
    other = Device("gfx900").empty(8)
    with pytest.raises(KernelArgumentError, match="another device"):
        prog.saxpy(1.0, other, dev.empty(8), 8, grid=8)


def test_arguments_pack_as_the_metadata_lays_them_out():
    dev, prog = saxpy()
    x, y = dev.empty(8), dev.empty(8)
    raw, lds = pack_arguments("saxpy", prog.saxpy.loaded.metadata, (2.0, x, y, -3), dev)
    assert raw[:4] == np.float32(2.0).tobytes()
    assert int.from_bytes(raw[8:16], "little") == x.address
    assert int.from_bytes(raw[16:24], "little") == y.address
    assert raw[24:28] == np.int32(-3).tobytes() and lds == 0


def test_local_memory_argument_needs_local_memory():
    from gcnsim.codeobj import KernelArg, KernelMetadata
    md = KernelMetadata("k", "k.kd", (KernelArg(0, 4, "dynamic_shared_pointer",
                                                type_name="int*"),
                                      KernelArg(8, 4, "dynamic_shared_pointer")),
                        16, 8, 256, 0, 64, 8, 8)
    raw, lds = pack_arguments("k", md, (LocalMemory(10), LocalMemory(64)), Device("gfx900"))
    assert int.from_bytes(raw[0:4], "little") == 256
    assert int.from_bytes(raw[8:12], "little") == 268 and lds == 76
    with pytest.raises(KernelArgumentError, match="argument 1"):
        pack_arguments("k", md, (LocalMemory(4), 3), Device("gfx900"))


KERNEL_ASM = """\
\t.text
\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
\t.amdhsa_code_object_version 5
\t.globl k
\t.p2align 8
\t.type k,@function
k:
\ts_barrier
\ts_endpgm
.Lend:
\t.size k, .Lend-k
\t.section .rodata,"a",@progbits
\t.p2align 6, 0x0
\t.amdhsa_kernel k
\t\t.amdhsa_next_free_vgpr 1
\t\t.amdhsa_next_free_sgpr 8
\t.end_amdhsa_kernel
"""


def test_assembly_with_kernels_is_a_program_and_launches():
    dev = Device("gfx900")
    prog = dev.load(KERNEL_ASM)
    launch = prog.k(grid=(300, 2), block=(128, 2))
    assert launch is prog.k.last
    assert (launch.result.workgroups, launch.result.waves) == (3, 10)    # 4 + 4 + 2 waves
    assert launch.stats.by_class["INTERNAL"] == 20       # s_barrier, s_endpgm: issue.py
    assert dict(launch.summary())["grid"] == "300x2x1"


def test_assembly_without_kernels_is_raw():
    dev = Device("gfx900")
    prog = dev.load("s_nop 0\nmain:\n  s_endpgm\n")
    assert isinstance(prog, RawProgram)
    launch = prog.run(256, 64, entry="main", sgprs={12: "workgroup_id_x"})
    assert launch.stats.wave_instructions == 4
    with pytest.raises(GcnsimError, match="no label"):
        prog.run(64, entry="nowhere")


def test_an_unknown_kernel_is_a_typed_error_and_an_attribute_error():
    import gcnsim
    prog = Device("gfx900").load(KERNEL_ASM)
    for get in (lambda: prog.nokernel, lambda: prog["nokernel"]):
        with pytest.raises(gcnsim.NoSuchKernel, match="has no kernel 'nokernel' .kernels: k"):
            get()
    assert issubclass(gcnsim.NoSuchKernel, AttributeError)
    assert not hasattr(prog, "nokernel") and getattr(prog, "nokernel", None) is None
    assert prog.k is prog["k"]


def test_assembly_file_by_path(tmp_path):
    path = tmp_path / "k.s"
    path.write_text(KERNEL_ASM)
    assert list(Device("gfx900").load(path).kernels) == ["k"]
    with pytest.raises(GcnsimError, match="cannot read"):
        Device("gfx900").load(tmp_path / "missing.hsaco")


def test_opencl_without_clang_is_a_clear_error(monkeypatch, tmp_path):
    monkeypatch.setattr(shutil, "which", lambda name: None)
    path = tmp_path / "k.cl"
    path.write_text("kernel void k(global int *p) { p[0] = 1; }")
    with pytest.raises(CompileError, match="needs clang-19"):
        Device("gfx900").load(path)


@pytest.mark.skipif(not HAVE_CLANG, reason="needs clang-19")
@pytest.mark.parametrize("target", ["gfx900", "gfx942"])
def test_opencl_source_compiles_and_runs(target):
    dev = Device(target)
    prog = dev.load("kernel void k(global int *p) { p[get_global_id(0)] = get_global_id(0); }",
                    name="k.cl")
    out = dev.empty(100, np.int32)
    prog.k(out, grid=100, block=64)
    np.testing.assert_array_equal(out.numpy(), np.arange(100))


@pytest.mark.skipif(not HAVE_CLANG, reason="needs clang-19")
def test_opencl_errors_carry_clang_messages():
    with pytest.raises(CompileError, match="error"):
        Device("gfx900").load("kernel void k(global int *p) { p[0] = undefined; }", name="k.cl")


def test_listing_8_1_copies_in_0_and_zeroes_the_rest():
    dev = Device("r9-290x")
    host = np.arange(100, 356, dtype=np.int32)
    inp, out = dev.array(host), dev.array(np.full(256, -1, np.int32))
    launch = run_listing_8_1(dev, inp, out, grid=256, block=64)
    want = np.zeros(256, np.int32)
    want[0] = 100
    np.testing.assert_array_equal(out.numpy(), want)
    assert launch.result.waves == 4


def test_numpy_takes_a_buffer_as_a_host_copy():
    dev = Device("gfx900")
    host = np.arange(6, dtype=np.int16).reshape(2, 3)
    buf = dev.array(host)
    assert (buf.size, buf.ndim, len(buf)) == (6, 2, 2)
    for copy in (np.asarray(buf), np.array(buf), buf.get()):
        assert copy.dtype == np.int16 and copy.shape == (2, 3)
        np.testing.assert_array_equal(copy, host)
    as_float = np.asarray(buf, dtype=np.float32)
    assert as_float.dtype == np.float32 and as_float.tolist() == host.tolist()
    view = np.asarray(buf)
    view[0, 0] = 99                              # a copy: the buffer keeps its contents
    assert buf.get()[0, 0] == 0
    assert (np.asarray(buf) + 1).sum() == host.sum() + 6
    with pytest.raises(ValueError, match="device memory"):
        np.asarray(buf, copy=False)
    np.testing.assert_array_equal(dev.array(buf).get(), host)     # buffer -> buffer


def test_a_float64_array_for_a_float_pointer_is_refused_naming_both():
    dev, prog = saxpy()
    x = dev.array(np.arange(8, dtype=np.float64))          # gave y = [0, 256, 512, ...]
    with pytest.raises(KernelArgumentError, match=r"^saxpy: argument 1 \(float\*\) points to "
                                                  r"4-byte floats; the Buffer holds float64"):
        prog.saxpy(2.0, x, dev.empty(8), 8, grid=8)


def test_a_byte_swapped_array_keeps_its_values_on_the_device():
    dev, prog = saxpy()
    x = dev.array(np.arange(8, dtype=">f4"))
    y = dev.array(np.ones(8, dtype=">f4"))
    assert x.dtype == np.dtype("<f4") and x.get().tolist() == list(range(8))
    prog.saxpy(2.0, x, y, 8, grid=8)
    assert y.get().tolist() == [1.0 + 2 * i for i in range(8)]
    y.write(np.zeros(8, ">f8"))                            # written as values too
    assert y.get().tolist() == [0.0] * 8


@kernel
def double(x: Ptr[f32]):
    x[global_id(0)] = x[global_id(0)] * 2.0


def test_a_kernel_language_pointer_names_its_elements():
    dev = Device("gfx900")
    prog = dev.compile(double)
    with pytest.raises(KernelArgumentError, match=r"\(float\*\) points to 4-byte floats; the "
                                                  r"Buffer holds float64"):
        prog.double(dev.array(np.ones(64)), grid=64)
    x = dev.array(np.ones(64, np.float32))
    prog.double(x, grid=64)
    assert (x.get() == 2).all()


def test_a_kernel_without_metadata_says_the_note_is_missing():
    path = KERNELS.parent / "invalid_words" / "invalid_word.hsaco"     # no metadata note
    with pytest.raises(KernelArgumentError, match="k has no metadata to check its arguments "
                       "against: the code object has no AMDGPU metadata note"):
        Device("gfx900").load(path).k(grid=64)
