"""The memory hierarchy of issue 10: the model in time (system.py) and the microbenchmark
drivers that exercise it with the address streams real kernels make (micro.py).

    from gcnsim.timing.memory import MemorySystem, coalesce, LOAD
    ms = MemorySystem("mi300x")
    done = ms.access(cu, t, coalesce(addresses, active, 4, ms.memory.l1.line)[0], LOAD)
"""
from .system import (ATOMIC, KINDS, LOAD, SCALAR, STORE, MemorySystem, coalesce, coalesce_lanes,
                     lane_conflicts, lane_conflicts_lanes)

__all__ = ["ATOMIC", "KINDS", "LOAD", "SCALAR", "STORE", "MemorySystem", "coalesce",
           "coalesce_lanes", "lane_conflicts", "lane_conflicts_lanes"]
