"""A simulated GPU as a user sees it: a device configuration (isa/devices.py) and its target,
device memory, buffers, loaded programs.

    >>> import numpy as np
    >>> dev = Device("vega64")
    >>> x = dev.array(np.arange(4, dtype=np.float32))
    >>> dev.name, dev.target.name, x.shape, x.numpy().tolist()
    ('vega64', 'gfx900', (4,), [0.0, 1.0, 2.0, 3.0])
"""
import dataclasses
import math
import threading
import weakref

import numpy as np

from ..bits import is_integer
from ..emu.hsa import buffer_resource
from ..emu.memory import DeviceMemory, OutOfMemory, host_limit
from ..errors import GcnsimError, TargetMismatch
from ..isa.device_config import DeviceConfig
from ..isa.devices import DEVICES, get_device
from ..timing.memory.system import MemorySystem


class Buffer:
    """An allocation in device memory viewed as an array of ``shape`` and ``dtype`` (in the
    device's little-endian byte order). Its memory is given back when the Buffer and its views
    are garbage-collected, or at once by ``free()``."""

    def __init__(self, device, shape, dtype, data=None, unwritten=False):
        self.device = device
        self.dtype = _element_type(dtype)
        self.shape = _shape(shape)
        self.nbytes = self.size * self.dtype.itemsize
        self.address = device.memory.alloc(self.nbytes, data, unwritten)
        self.base = None            # the Buffer whose memory a view shares
        self._finalizer = weakref.finalize(self, device.memory.release, self.address)

    @property
    def size(self):
        return math.prod(self.shape)

    @property
    def ndim(self):
        return len(self.shape)

    @property
    def freed(self):
        return not self._finalizer.alive

    def _check_live(self):
        if self.freed:
            raise GcnsimError(f"{self!r} was freed")

    def numpy(self):
        """A host copy of the contents."""
        self._check_live()
        raw = self.device.memory.read(self.address, self.nbytes)
        return np.frombuffer(raw, self.dtype).reshape(self.shape).copy()

    def get(self):
        """A host copy of the contents, as CuPy's ``ndarray.get()``."""
        return self.numpy()

    def __array__(self, dtype=None, copy=None):
        """``np.asarray(buf)``, ``np.array(buf)``: a host copy. Device memory is not host
        memory, so no view can be shared: ``copy=False`` is numpy's ValueError."""
        if copy is False:
            raise ValueError(f"{self!r} lives in device memory: np.asarray(..., copy=False) "
                             "cannot view it; take a copy (np.asarray(buf) or buf.get())")
        host = self.numpy()
        return host if dtype is None else host.astype(dtype, copy=False)

    def write(self, data):
        """Copy host data (as many elements, converted to the buffer's dtype) into the buffer."""
        self._check_live()
        if isinstance(data, np.ndarray):        # refused before the host converts it
            self._check_count(data.size)
        host = _host_array(data, self.dtype)
        self._check_count(host.size)
        self.device.memory.write(self.address, host)

    def _check_count(self, count):
        if count * self.dtype.itemsize != self.nbytes:
            raise GcnsimError(f"writing {count * self.dtype.itemsize} bytes into a buffer of "
                              f"{self.nbytes}")

    def view(self, dtype):
        """The same memory as elements of ``dtype``, no copy, as numpy's ``ndarray.view``: the
        last axis scales by the ratio of the element sizes. A kernel whose pointer names
        another element type takes a view, never the buffer itself (runtime/args.py)."""
        self._check_live()
        dtype = _element_type(dtype)
        shape = self.shape
        if dtype.itemsize != self.dtype.itemsize:
            row = shape[-1] * self.dtype.itemsize if shape else self.dtype.itemsize
            if not shape or row % dtype.itemsize:
                raise GcnsimError(f"cannot view {self!r} as {dtype}: its last axis ({row} bytes) "
                                  f"is not a whole number of {dtype.itemsize}-byte elements")
            shape = shape[:-1] + (row // dtype.itemsize,)
        view = object.__new__(Buffer)
        view.device, view.dtype, view.shape = self.device, dtype, shape
        view.nbytes, view.address = self.nbytes, self.address
        view.base = self if self.base is None else self.base    # keeps the owner alive
        view._finalizer = self._finalizer
        return view

    def resource(self, stride=0):
        """A buffer resource descriptor (V#) over this buffer, as 4 dwords for SGPRs."""
        self._check_live()
        return buffer_resource(self.device.target, self.address, self.nbytes, stride)

    def free(self):
        """Give the memory back now (the Buffer and its views cannot be used afterwards)."""
        if self.base is not None:
            raise GcnsimError(f"{self!r} is a view: free the buffer it views")
        if self._finalizer.detach() is None:
            raise GcnsimError(f"{self!r} was already freed")
        self.device.memory.free(self.address)

    def __len__(self):
        return self.shape[0] if self.shape else 1

    def __repr__(self):
        return (f"Buffer({self.shape}, {self.dtype}, at 0x{self.address:x} on "
                f"{self.device.name})")


def _element_type(dtype):
    """The numpy dtype of a buffer's elements: numbers, bools or structured records of them,
    little-endian (AMD GPUs are)."""
    try:
        dtype = np.dtype(dtype)
    except TypeError as err:
        raise GcnsimError(f"not an element type: {dtype!r} ({err})") from None
    if dtype.hasobject or dtype.kind not in "biufcV" or dtype.itemsize == 0:
        raise GcnsimError(f"a buffer holds numbers, bools or records of them, not {dtype} "
                          "elements")
    return device_order(dtype)


def device_order(dtype):
    """``dtype`` in the device's byte order: little-endian, as AMD GPUs are."""
    return np.dtype(dtype).newbyteorder("<")


def _shape(shape):
    dims = (shape,) if is_integer(shape) else shape
    try:
        dims = tuple(dims)
    except TypeError:
        raise GcnsimError(f"a buffer's shape is an int or a tuple of ints, not {shape!r}") \
            from None
    if not all(is_integer(n) and n >= 0 for n in dims):
        raise GcnsimError(f"a buffer's shape is made of sizes >= 0, not {shape!r}")
    return tuple(int(n) for n in dims)


def _host_array(data, dtype=None):
    """``data`` as a contiguous numpy array of buffer elements, or a GcnsimError; a byte-swapped
    array converted to little-endian, its values kept (as ``astype`` converts)."""
    try:
        host = np.ascontiguousarray(data, dtype)
    except MemoryError:
        raise OutOfMemory(f"cannot make buffer contents of {type(data).__name__}: the host "
                          "has no room for them") from None
    except (TypeError, ValueError, OverflowError) as err:
        raise GcnsimError(f"cannot make buffer contents of {type(data).__name__}: {err}") \
            from None
    element = _element_type(host.dtype)
    return host if host.dtype == element else host.astype(element)


class LocalMemory:
    """A ``__local`` pointer kernel argument: ``nbytes`` of dynamic LDS per workgroup."""

    def __init__(self, nbytes):
        if not is_integer(nbytes) or nbytes < 0:
            raise GcnsimError(f"LocalMemory takes a number of bytes >= 0, got {nbytes!r}")
        self.nbytes = int(nbytes)


class Device:
    """One simulated GPU: ``Device("gfx942")`` (a target's default device), a chip name
    (``"r9-290x"``, ``"vega64"``, ``"mi250x"``, ``"mi300x"``, ...: ``gcnsim devices`` lists
    them) or ``Device(config=dataclasses.replace(DEVICES["mi300x"], compute_units=38))``."""

    def __init__(self, name_or_target=None, config=None):
        if config is not None and not isinstance(config, DeviceConfig):
            raise GcnsimError(f"config must be a DeviceConfig (gcnsim.DEVICES[...] or a "
                              f"dataclasses.replace of one), got {type(config).__name__}")
        if config is None:
            config = get_device("gfx900" if name_or_target is None else name_or_target)
        elif name_or_target is not None and \
                get_device(name_or_target).target is not config.target:
            raise TargetMismatch(f"Device({name_or_target!r}) with a {config.target.name} "
                              f"config ({config.name}): the two disagree on the target")
        self.config = config
        self.target = config.target
        self.memory = DeviceMemory(min(config.memory_bytes, host_limit()),
                                   chip=(config.name, config.memory_bytes))
        self.dispatches = 0
        self.lock = threading.RLock()       # launches on one Device run one at a time
        self.timing_memory = None           # the last timed launch's caches (warm=True)
        self.timing_program = None          # the ProgramTiming being recorded, or None

    @property
    def name(self):
        return self.config.name

    def flush_caches(self):
        """Forget what the timed launches left in the caches, TLBs and DRAM rows: the next
        launch with ``warm=True`` starts cold, as every launch without it does."""
        self.timing_memory = None

    def program_timing(self, timing=True, warm=False):
        """A ProgramTiming (timing/program.py): ``with dev.program_timing("sampled") as p:``
        times every launch made on the device inside the block with ``timing`` and ``warm``,
        launches of the same profile once; ``p.launches``, ``p.cycles``, ``p.interval``."""
        from ..timing.program import ProgramTiming
        return ProgramTiming(self, timing, warm)

    def stream_caches(self, every):
        """Start the next launch with ``warm=True`` from the caches a streaming benchmark over
        arrays far larger than them keeps them in: full, one line in ``every`` dirty
        (MemorySystem.streamed)."""
        self.timing_memory = MemorySystem.streamed(self.config, every)

    def array(self, data, dtype=None):
        """A Buffer holding a copy of ``data`` (as ``dtype`` when given), little-endian: a
        byte-swapped array is converted, its values kept. An array the device has no room for
        is refused before the host copies it."""
        if isinstance(data, np.ndarray):
            element = _element_type(data.dtype if dtype is None else dtype)
            self.memory.check_room(data.size * element.itemsize)
        host = _host_array(data, dtype)
        return Buffer(self, host.shape, host.dtype, host)

    def empty(self, shape, dtype=np.float32):
        """A Buffer of ``shape`` (zero-filled: device memory starts zeroed), whose bytes a
        launch with ``init=True`` reports as read before written (emu/initcheck.py)."""
        return Buffer(self, shape, dtype, unwritten=True)

    def zeros(self, shape, dtype=np.float32):
        """A Buffer of ``shape``, zero-filled."""
        return Buffer(self, shape, dtype)

    def load(self, source, name=None, build_options=()):
        """A Program from a code object (bytes or .hsaco path), assembly (text or .s path) or
        OpenCL C (.cl path, or ``name`` ending in .cl), built for this device's target;
        ``build_options`` are OpenCL C build options (``["-DN=4", "-Iinclude"]``)."""
        from .program import load_program
        return load_program(self, source, name, build_options)

    def compile(self, kernel, divergence="exec", max_vgprs=None):
        """A Program of a ``gcnsim.lang`` @kernel compiled for this device's target
        (``divergence``: "exec" or "resume-pc"); its assembly is ``program.compiled.asm``."""
        from ..lang import Kernel
        if not isinstance(kernel, Kernel):
            raise GcnsimError(f"Device.compile takes a @gcnsim.lang.kernel function, not "
                              f"{type(kernel).__name__}; Device.load reads files and bytes")
        compiled = kernel.compile(self.target.name, divergence=divergence, max_vgprs=max_vgprs)
        return self.load_compiled(compiled)

    def load_compiled(self, compiled, name=None):
        """The Program of a gcnsim.lang Compiled (``name``: its label, else NAME.hsaco), its
        code known as the kernel language's (emu/program.py CodeImage.compiler)."""
        program = self.load(compiled.code_object, name=name or f"{compiled.name}.hsaco")
        program.compiled = compiled
        for kernel in program.kernels.values():
            kernel.loaded.code.compiler = "gcnsim.lang"
        return program

    def next_dispatch_id(self):
        self.dispatches += 1
        return self.dispatches - 1

    def __repr__(self):
        named = DEVICES.get(self.config.name)
        changed = [] if named is None else [
            f"{f.name}={getattr(self.config, f.name)!r}" for f in dataclasses.fields(named)
            if getattr(self.config, f.name) != getattr(named, f.name)]
        variant = f", variant {', '.join(changed)}" if changed else ""
        return f"Device({self.config.name!r}, target {self.target.name}{variant})"
