"""The memory hierarchy: the model in time (system.py) with its DRAM (dram.py:
channels, banks, open rows, DRAM timing), its address translation (translation.py: TLBs,
frames scattered over the cache sets), what each wave's memory
instruction asks of it, read from the functional state (requests.py), and the microbenchmark
drivers that exercise it with the address streams real kernels make (micro.py).

How a timed launch uses it: while the functional run records the streams, the recorder asks
``requests_of(entry.step, st, w, env, device.memory, policy(inst, target))`` for each
vector or scalar memory or cache-maintenance instruction before it runs (one Request per
wave: lines, kind, atomic serialisation); at
replay, one ``MemorySystem(device)`` serves every CU, and a CU issuing such an instruction at
cycle ``t`` takes its completion from ``access(cu, t, request.lines, request.kind,
request.serial)``. Calls come in time order, as the replay issues.

    from gcnsim.timing.memory import MemorySystem, coalesce, LOAD
    ms = MemorySystem("mi300x")
    done = ms.access(cu, t, coalesce(addresses, active, 4, ms.memory.l1.line)[0], LOAD)
    ms.counters()["l2"]        -> {"hits": ..., "misses": ..., "evictions": ...}
"""
from .system import (ATOMIC, KINDS, LOAD, SCALAR, STORE, MemorySystem, coalesce, coalesce_lanes,
                     lane_conflicts, lane_conflicts_lanes)

__all__ = ["ATOMIC", "KINDS", "LOAD", "SCALAR", "STORE", "MemorySystem", "coalesce",
           "coalesce_lanes", "lane_conflicts", "lane_conflicts_lanes"]
