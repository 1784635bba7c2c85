"""A compiled segment's call (``caller``), and its arguments that are a batch's, not a
segment's (``Frames``).

Every segment of a code is called with the same registers, wave indices and memory context
for a batch: made for each segment's call, they were 9% of a 1M-item saxpy launch's samples
(py-spy), so they are made once for a batch and shared by the code's segments (NativeTier).

    run = caller(address, frames, start, descs)   # run(st, idx, max_taken, env)
    args, frame = frames.of(st, idx, env)   # (v, s, scc, nv, waves, nw), the batch's Frame
    ctx = frame.context(env)                # a copy of memory.context for one call
"""
import ctypes
import sys
import weakref

import numpy as np

SIGNATURE = ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
                             ctypes.c_int64, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64,
                             ctypes.c_void_p)
STOPPED = 1 << 32           # translate.STOPPED (named here so that cutting imports no llvmlite)
NO_CONTEXT = np.zeros(9, np.int64)      # a segment without memory instructions reads none


def caller(address, frames, start, descs=None):
    """The call of a segment's function at ``address`` (translate.define), whose first entry is
    its block's ``start``-th and whose memory instructions' descriptors are ``descs`` (None:
    it has none): ``run(st, idx, max_taken=0, env=None)`` -> (back edges taken, index of the
    entry left to the interpreter or None)."""
    from .memory import count_stores               # noqa: PLC0415 - the cut imported it
    call = SIGNATURE(address)
    memory = descs is not None
    where = pointer(descs) if memory else 0
    no_context = pointer(NO_CONTEXT)

    def run(st, idx, max_taken=0, env=None):
        args, frame = frames.of(st, idx, env)
        ctx, at = None, no_context
        if memory:
            ctx, at = frame.context(env)
            ctx[8] = where
            if env.memory is not None:      # set once spin.py fingerprints a loop
                ctx[9] = env.memory.exact_stores
        out = call(*args, max_taken, at)
        if memory and ctx[5]:
            env.memory.stores += int(ctx[10] if ctx[9] else ctx[5])
            count_stores(ctx, frame.allocations)
        stop = out // STOPPED
        return out % STOPPED, (start + stop - 1 if stop else None)
    run.descs = descs           # kept while the function is: the contexts point into it
    return run


class Frames:
    """The part of a compiled call's arguments that is a batch's, not a segment's: the
    addresses of its registers and of the wave indices run, and memory.context but for its
    descriptors (slot 8), made once for a batch's WaveState and Env (the indices' once for an
    array, held while it is the last) and shared by the segments of a code (NativeTier): made
    for each segment's call, they were 9% of a 1M-item saxpy launch's samples (py-spy). Each
    call gets its own copy of the context (slot 5 counts the call's stores). The batch is held
    weakly (the code outlives the launch); device memory's allocations and watch stay through
    a batch, and are compared by identity all the same: another thread sharing the Device may
    allocate or free meanwhile, so a Frame holds the allocations its context was made of (their
    rows' pointers stay valid, and stores are credited to the rows' own allocations)."""

    def __init__(self):
        self.held = (None, None, None)      # (the batch's key, its Frame, the last indices')

    def of(self, st, idx, env):
        """(the function's first six arguments, the batch's Frame); what it keeps is one
        tuple, read once (another thread may replace it meanwhile)."""
        memory = None if env is None else env.memory
        allocations = () if memory is None else memory.allocations      # read once
        watch = None if memory is None else memory.watch
        key, frame, indices = self.held
        if (key is None or key[0]() is not st or frame.allocations is not allocations
                or frame.watch is not watch
                or (key[1]() if key[1] is not None else None) is not env):
            key = (weakref.ref(st), None if env is None else weakref.ref(env))
            frame, indices = Frame(st, allocations, watch), None
            self.held = (key, frame, None)
        if indices is None or indices[0] is not idx:
            waves = np.ascontiguousarray(idx, np.int64)
            indices = (idx, frame.registers + (pointer(waves), waves.size))
            if waves is idx:        # (a copy is made again for each call: idx may change)
                self.held = (key, frame, indices)
        return indices[1], frame


class Frame:
    """A batch's part of the calls' arguments (Frames): ``registers`` the addresses of its
    VGPRs, SGPRs and SCC and its VGPRs per lane; ``context(env)`` a copy of its
    memory.context over ``allocations`` (with ``watch``, the memory's when they were read)."""

    def __init__(self, st, allocations, watch):
        self.st = weakref.ref(st)
        self.allocations, self.watch = allocations, watch
        self.registers = (pointer(st.v), pointer(st.s), pointer(st.scc), st.v.shape[1])
        self.made = None        # its memory.context, made when a call first asks
        self.call = None        # (the array a call's copy is made in, its address)

    def context(self, env):
        """(a copy of its memory.context for one call, its address): one array refilled at
        each call (the calls of a batch follow one another; a new array's address was a
        tenth of a small launch's segment calls)."""
        if self.made is None:
            self.made = sys.modules["gcnsim.native.memory"].context(     # (imported with the
                env, self.st(), allocations=self.allocations, watch=self.watch)  # call: caller)
            copy = self.made.copy()
            self.call = (copy, pointer(copy))
        self.call[0][:] = self.made
        return self.call


def pointer(array):
    """Where a C-contiguous array's first byte is: through a ctypes view of its buffer where
    it is writable and not empty (a sixth of ``array.ctypes.data``'s cost, which was a tenth
    of a 1M-item saxpy's calls and contexts), else ``array.ctypes.data`` (an empty one asked
    first: the exception from_buffer raises costs more than both)."""
    if not array.size:
        return array.ctypes.data
    try:
        return ctypes.addressof(ctypes.c_char.from_buffer(array))
    except (TypeError, ValueError, BufferError):
        return array.ctypes.data
