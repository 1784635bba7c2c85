"""Device memory under stress and attack: a capacity with a typed out-of-memory error, buffers
given back when collected or freed (addresses reused, memory flat), one Device shared by threads,
buffer contents and shapes checked, crafted code objects refused before anything is allocated."""
import dataclasses
import gc
import resource
import struct
import threading
import tracemalloc
from pathlib import Path

import numpy as np
import pytest

import gcnsim
from gcnsim.codeobj.elf import PHDR, PT_LOAD, SHDR, read_elf
from gcnsim.emu.memory import DeviceMemory, OutOfMemory
from gcnsim.errors import CodeObjectError, GcnsimError

SAXPY = Path(__file__).resolve().parent.parent / "data" / "kernels" / "gfx900" / "saxpy.hsaco"


def test_capacity_is_the_device_s_at_most_half_the_host_s():
    dev = gcnsim.Device("r9-290x")
    assert dev.memory.capacity == min(4 << 30, gcnsim.emu.memory.host_limit())
    with pytest.raises(OutOfMemory, match=r"cannot allocate 32212254720 bytes: [\d.]+ \w+ of "
                                          r"the [\d.]+ \w+ (of r9-290x's memory|one Device may "
                                          r"hold on this host) are left"):
        dev.empty(30 << 28, np.float32)
    assert dev.memory.used == 0


def test_out_of_memory_names_the_hosts_cap_as_the_hosts(monkeypatch):
    """Device.array beyond one Device's cap (half the host's memory, below the chip's own)
    names that cap as the host's, with the chip's memory beside it."""
    monkeypatch.setattr("gcnsim.runtime.device.host_limit", lambda: 64 << 20)
    dev = gcnsim.Device("mi300x")
    with pytest.raises(OutOfMemory, match=r"^cannot allocate 134217728 bytes: 64 MiB of the "
                                          r"64 MiB one Device may hold on this host \(half its "
                                          r"memory; mi300x itself has 192 GiB\) are left$"):
        dev.array(np.zeros(32 << 20, np.float32))
    small = _small_device()
    with pytest.raises(OutOfMemory, match=r"^cannot allocate 2097152 bytes: 1 MiB of the 1 MiB "
                                          r"of vega64's memory are left$"):
        small.empty(1 << 19, np.float32)


def test_out_of_memory_names_what_is_left():
    mem = DeviceMemory(capacity=64 << 10)
    mem.alloc(40 << 10)
    with pytest.raises(OutOfMemory, match="cannot allocate 30000 bytes: 24 KiB of the "
                                          "memory's 64 KiB are left"):
        mem.alloc(30000)
    mem.alloc(20 << 10)


def test_freed_ranges_are_reused_and_double_free_is_an_error():
    dev = gcnsim.Device("gfx900")
    a, b = dev.empty(1000), dev.empty(1000)
    where = a.address
    a.free()
    c = dev.empty(500)
    assert c.address == where and b.address != where
    with pytest.raises(GcnsimError, match="already freed"):
        a.free()
    with pytest.raises(GcnsimError, match="was freed"):
        a.numpy()


def test_dropped_buffers_are_collected():
    dev = gcnsim.Device("gfx900")
    for _ in range(100):
        dev.array(np.ones(1 << 16, np.float32))
    gc.collect()
    dev.empty(1)
    assert len(dev.memory.allocations) == 1


def test_allocating_and_dropping_100000_buffers_keeps_memory_flat():
    """Each buffer is collected as the next replaces it; its range is reused, so neither the
    allocator's tables nor the address space grow."""
    dev = gcnsim.Device("gfx900")
    highest = 0
    for i in range(100_000):
        buf = dev.empty(256 + i % 7)
        highest = max(highest, buf.address)
    del buf
    assert len(dev.memory.allocations) <= 2 and dev.memory.used <= 2 * 4096
    assert highest < gcnsim.emu.memory.BASE + 4 * 8192


def test_freed_buffer_is_not_a_kernel_argument():
    dev = gcnsim.Device("gfx900")
    prog = dev.load(SAXPY)
    x, y = dev.empty(8), dev.empty(8)
    x.free()
    with pytest.raises(gcnsim.KernelArgumentError, match="argument 1 .* the Buffer was freed"):
        prog.saxpy(2.0, x, y, 8, grid=8)


@pytest.mark.parametrize("call,message", [
    (lambda d: d.empty(-5), "sizes >= 0"),
    (lambda d: d.empty(1.5), "shape is an int or a tuple of ints"),
    (lambda d: d.empty((2, True)), "sizes >= 0"),
    (lambda d: d.empty(4, object), "not object elements"),
    (lambda d: d.empty(4, "not a type"), "not an element type"),
    (lambda d: d.array(np.array([1, "a"], object)), "not object elements"),
    (lambda d: d.array(["a", "b"]), "not <U1 elements"),
    (lambda d: d.array([[1, 2], [3]]), "cannot make buffer contents of list"),
    (lambda d: d.array(np.zeros(4, "M8[s]")), "not datetime64"),
    (lambda d: d.empty(4).write(["x"] * 4), "could not convert string to float"),
])
def test_buffer_contents_and_shapes_are_checked(call, message):
    with pytest.raises(GcnsimError, match=message.replace("[", r"\[")):
        call(gcnsim.Device("gfx900"))


def test_structured_and_empty_buffers_are_fine():
    dev = gcnsim.Device("gfx900")
    rec = np.zeros(3, [("a", "<f4"), ("b", "<i8")])
    rec["b"] = [1, 2, 3]
    assert dev.array(rec).numpy()["b"].tolist() == [1, 2, 3]
    assert dev.empty(0).numpy().size == 0


def test_one_device_shared_by_eight_threads():
    dev = gcnsim.Device("gfx900")
    prog = dev.load(SAXPY)
    errors = []

    def work(seed):
        rng = np.random.default_rng(seed)
        try:
            for _ in range(200):
                n = int(rng.integers(1, 300))
                a = np.float32(rng.integers(-4, 5))
                x = rng.integers(-100, 100, n).astype(np.float32)
                y = rng.integers(-100, 100, n).astype(np.float32)
                bx, by = dev.array(x), dev.array(y)
                prog.saxpy(a, bx, by, n, grid=n, block=64)
                if not np.array_equal(by.numpy(), a * x + y):
                    errors.append(f"thread {seed}: wrong result")
                if rng.random() < 0.5:
                    bx.free()
        except Exception as err:    # noqa: BLE001 - every failure is collected and reported
            errors.append(f"thread {seed}: {type(err).__name__}: {err}")

    threads = [threading.Thread(target=work, args=(k,)) for k in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors[:5]
    gc.collect()
    dev.empty(1)                                       # returns what the collector released
    live = dev.memory.allocations
    starts = [a.address for a in live]
    assert starts == sorted(starts)
    assert all(a.end <= b.address for a, b in zip(live, live[1:]))
    assert dev.memory.used == sum(-(-max(a.size, 1) // 4096) * 4096 for a in live)
    assert dev.dispatches == 1600


def _patched(data, at, fmt, value):
    data = bytearray(data)
    struct.pack_into(fmt, data, at, value)
    return bytes(data)


def _section_header(data, name):
    elf = read_elf(data)
    k = next(i for i, s in enumerate(elf.sections) if s.name == name)
    return elf.header["e_shoff"] + k * SHDR.size


def _load_segment(data, which):
    elf = read_elf(data)
    loads = [i for i, g in enumerate(elf.segments) if g.type == PT_LOAD]
    return elf.header["e_phoff"] + loads[which] * PHDR.size


CRAFTED = [
    ("rodata at 6 GiB", lambda d: _patched(d, _section_header(d, ".rodata") + 16, "<Q",
                                           6 << 30), "section .rodata"),
    ("text at 2**62", lambda d: _patched(d, _section_header(d, ".text") + 16, "<Q", 1 << 62),
     "section .text"),
    ("segment memsz 6 GiB", lambda d: _patched(d, _load_segment(d, 1) + 40, "<Q", 6 << 30),
     "beyond the 1024 MiB image"),
    ("segment vaddr 2**62", lambda d: _patched(d, _load_segment(d, 0) + 16, "<Q", 1 << 62),
     "beyond the 1024 MiB image"),
    ("segment filesz past the file", lambda d: _patched(d, _load_segment(d, 1) + 32, "<Q",
                                                        1 << 40), "truncated ELF: segment"),
    ("program headers past the file", lambda d: _patched(d, 32, "<Q", 1 << 40),
     "program header table"),
]


@pytest.mark.parametrize("name,craft,message", CRAFTED, ids=[c[0] for c in CRAFTED])
def test_crafted_code_objects_are_refused_before_allocating(name, craft, message):
    data = craft(SAXPY.read_bytes())
    dev = gcnsim.Device("gfx900")
    tracemalloc.start()
    try:
        with pytest.raises(CodeObjectError, match=message):
            dev.load(data)
        with pytest.raises(CodeObjectError, match=message):
            gcnsim.load_code_object(data)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 16 << 20 and dev.memory.used == 0


def test_linked_code_object_maps_its_segments():
    dev = gcnsim.Device("gfx900")
    prog = dev.load(SAXPY)
    kernel = prog.saxpy.loaded
    image = dev.memory.find(kernel.entry)
    loads = read_elf(SAXPY.read_bytes()).loads
    assert image.size == max(g.vaddr + g.memsz for g in loads)


def test_programs_give_their_code_back():
    dev = gcnsim.Device("gfx900")
    data = SAXPY.read_bytes()
    for _ in range(50):
        dev.load(data)
        dev.load("s_endpgm\n")
    kernel = dev.load(data).saxpy           # a kept kernel keeps its program's code
    gc.collect()
    x, y = dev.array(np.ones(4, np.float32)), dev.array(np.ones(4, np.float32))
    kernel(np.float32(2), x, y, 4, grid=4)
    assert y.numpy().tolist() == [3.0] * 4
    assert len(dev.memory.allocations) == 3


def test_dropped_programs_give_their_code_back_before_memory_runs_out():
    # a Program and its kernels refer to each other: without the collector running, only the
    # allocation that finds the memory full gets their code back (and then succeeds)
    dev = gcnsim.Device("gfx900")
    data = SAXPY.read_bytes()
    dev.load(data)
    gc.collect()
    dev.memory.capacity = dev.memory.used + 3 * (dev.memory.used or 1)
    gc.disable()
    try:
        for _ in range(20):
            dev.load(data)
    finally:
        gc.enable()
    assert dev.memory.used <= dev.memory.capacity


def test_kernarg_sizes_are_bounded_before_anything_is_laid_out():
    """A descriptor claiming a 4 GiB kernarg segment, and metadata with a negative argument
    size (both found by tools/fuzz.py), are refused without allocating."""
    from gcnsim.codeobj.metadata import MAX_KERNARG_BYTES
    from gcnsim.codeobj import load_code_object
    data = bytearray(SAXPY.read_bytes())
    co = load_code_object(bytes(data))
    elf = read_elf(bytes(data))
    rodata = elf.section(".rodata")
    kd_at = rodata.offset + co.kernels["saxpy"].descriptor_address - rodata.addr
    data[kd_at + 8:kd_at + 12] = (0xFFFFFFF0).to_bytes(4, "little")    # kernarg_size
    dev = gcnsim.Device("gfx900")
    x, y = dev.empty(8), dev.empty(8)
    tracemalloc.start()
    try:
        with pytest.raises(CodeObjectError, match=f"beyond the {MAX_KERNARG_BYTES} bytes"):
            dev.load(bytes(data)).saxpy(np.float32(2), x, y, 8, grid=8)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 16 << 20


@pytest.mark.parametrize("arg,message", [
    ({".offset": 0, ".size": -5, ".value_kind": "by_value"}, "of -5 bytes lies outside"),
    ({".offset": -8, ".size": 8, ".value_kind": "by_value"}, "at offset -8"),
    ({".offset": 1 << 40, ".size": 8, ".value_kind": "by_value"}, "lies outside the"),
])
def test_metadata_arguments_are_bounded(arg, message):
    from gcnsim.codeobj.metadata import kernel_records
    entry = {".name": "k", ".symbol": "k.kd", ".args": [arg], ".kernarg_segment_size": 8,
             ".kernarg_segment_align": 8, ".group_segment_fixed_size": 0,
             ".private_segment_fixed_size": 0, ".wavefront_size": 64, ".sgpr_count": 8,
             ".vgpr_count": 4}
    with pytest.raises(CodeObjectError, match=message):
        kernel_records({"amdhsa.kernels": [entry]})


def test_a_huge_zero_filled_segment_costs_no_memory():
    """Found by tools/fuzz.py: a segment whose memory size was set near the 1 GiB limit cost
    3 GB of resident memory (the image was built on the host and copied twice); now only the
    file's bytes are written into a zeroed allocation."""
    data = SAXPY.read_bytes()
    crafted = _patched(data, _load_segment(data, 2) + 40, "<Q", (1 << 30) - (64 << 10))
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    dev = gcnsim.Device("gfx900")
    prog = dev.load(crafted)
    x, y = dev.array(np.ones(4, np.float32)), dev.array(np.ones(4, np.float32))
    prog.saxpy(np.float32(2), x, y, np.int32(4), grid=4)
    assert y.numpy().tolist() == [3.0] * 4
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 256 << 10   # KiB


def _small_device():
    vega64 = gcnsim.DEVICES["vega64"]       # a cache no larger than the memory it holds
    memory = dataclasses.replace(vega64.memory, l2=dataclasses.replace(vega64.memory.l2,
                                                                       size=1 << 20))
    return gcnsim.Device(config=dataclasses.replace(vega64, memory_bytes=1 << 20,
                                                    memory=memory))


@pytest.mark.parametrize("make", [
    lambda dev, big: dev.array(big),
    lambda dev, big: dev.array(big[: 1 << 18], dtype=np.float64),   # 2 MiB once converted
    lambda dev, big: dev.empty(1000).write(big),
], ids=["array", "array-as-float64", "write"])
def test_contents_too_large_are_refused_before_the_host_copies_them(make):
    dev = _small_device()
    big = np.broadcast_to(np.float32(1), (16 << 20,))        # 64 MiB seen, 4 bytes held
    tracemalloc.start()
    try:
        with pytest.raises(GcnsimError, match=r"cannot allocate \d+ bytes: [\d.]+ \w+ of the "
                                              r"1 MiB of \S+ memory are left|writing 67108864 bytes "
                                              r"into a buffer of 4000"):
            make(dev, big)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 1 << 20


def test_contents_the_host_cannot_hold_are_out_of_memory():
    # 8 TiB seen through a broadcast was a raw MemoryError from numpy's copy
    with pytest.raises(OutOfMemory, match="cannot allocate 8796093022208 bytes"):
        _small_device().array(np.broadcast_to(np.float64(1), (1 << 40,)))

    class Huge:
        def __array__(self, dtype=None, copy=None):
            raise MemoryError
    with pytest.raises(OutOfMemory, match="cannot make buffer contents of Huge: the host has "
                                          "no room for them"):
        _small_device().array(Huge())


def test_a_view_shares_its_buffer_s_memory_and_life():
    dev = gcnsim.Device("gfx900")
    view = dev.array(np.arange(4, dtype=np.uint32)).view(np.uint8)   # its buffer is dropped
    gc.collect()
    dev.empty(1)                                       # returns what the collector released
    assert view.shape == (16,) and view.get()[4] == 1 and len(dev.memory.allocations) == 2
    with pytest.raises(GcnsimError, match="is a view: free the buffer it views"):
        view.free()
    view.base.free()
    with pytest.raises(GcnsimError, match="was freed"):
        view.get()
    empty = dev.empty((0, 4), np.float32)
    assert empty.view(np.uint8).view(np.int16).base is empty          # an empty one too
    with pytest.raises(GcnsimError, match="cannot view .* as float64: its last axis \\(12 "
                                          "bytes\\) is not a whole number of 8-byte elements"):
        dev.empty(3, np.float32).view(np.float64)
