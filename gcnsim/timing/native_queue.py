"""The compiled CUs' memory requests waiting to be asked of the hierarchy (queue.c, part of
cu.ll): cu.py Queue's rule (by cycle, then CU, each CU's in the order it issued them) over a
heap the compiled loop adds to as its waves issue. ``settle`` asks the hierarchy's compiled port
(memory/hierarchy.c ``port_request``: TLB, levels; system.py PORT_CODES says which kinds) for a
request with no return to Python and sets its wave's counters (cu.c ``cu_complete``); the
others, atomics and cache maintenance, come back here one at a time, in their place in the
order, and are asked of the CU's Python port (system.py MemorySystem.port).

    queue = NativeQueue(shared, memory); queue.join(cus); ...; queue.settle(t)
"""
import ctypes
from ctypes import c_int64, c_void_p

import numpy as np

from .cu import INF
from .memory.native import LIB as HIERARCHY
from .memory.native import data_of
from .native_cu import LIB
from .ops import TimingError

Q_DONE, Q_PYTHON, Q_FULL = range(3)     # what queue_settle returns


class Entry(ctypes.Structure):
    _fields_ = [(n, c_int64) for n in ("t", "cu", "seq", "slot", "op", "request")]


class NativeQueue(ctypes.Structure):
    """cu.py Queue for compiled CUs (queue.c): the requests wait in a heap the compiled loop
    adds to as they issue, and ``settle`` asks those the hierarchy's compiled port takes
    without Python (system.py PORT_CODES); the others (atomics, cache maintenance) it asks
    here through the CU's port. ``first``: the earliest queued request's cycle."""
    _fields_ = ([("heap", c_void_p)] + [(n, c_int64) for n in ("n", "cap", "seq", "first")]
                + [(n, c_void_p) for n in ("cus", "ports", "request", "kinds", "starts",
                                           "nlines", "lines", "scratch")]
                + [("held", Entry)])

    def __init__(self, shared, memory):
        super().__init__()
        self.first = INF
        self.shared, self.memory = shared, memory
        codes, _, starts, lines = shared.tables
        self.tables = codes, starts, lines, np.zeros(max(1, int(shared.nlines.max())), np.uint64)
        self.kinds, self.starts, self.lines, self.scratch = map(data_of, self.tables)
        self.nlines = data_of(shared.nlines)
        self.request = ctypes.cast(HIERARCHY.port_request, c_void_p).value
        self.cus_of = []

    def join(self, cus):
        """The CUs whose requests it holds (their ports made), in index order."""
        self.cus_of = cus
        self.addresses = np.array([[cu.at for cu in cus],
                                   [ctypes.addressof(self.memory.structs[cu.index])
                                    for cu in cus]], np.int64)
        self.cus, self.ports = data_of(self.addresses[0]), data_of(self.addresses[1])

    def settle(self, before):
        """Ask the hierarchy the requests issued before cycle ``before``, in order."""
        at = ctypes.addressof(self)
        while True:
            code = LIB.queue_settle(at, before)
            if code == Q_DONE:
                return
            held = self.held
            cu = self.cus_of[held.cu]
            if code == Q_FULL:
                raise TimingError(f"a wave of CU {cu.index} has more operations outstanding "
                                  f"than the compiled CU keeps")
            lines, access, serial = self.shared.requests[held.request]
            cu.answer(held.slot, self.shared.ops[held.op], held.t,
                      cu.port[access](held.t, lines, serial))

    def __del__(self):
        if self.heap:
            LIB.queue_release(ctypes.addressof(self))
