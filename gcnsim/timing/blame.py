"""Stalls charged to the instruction that caused them: an ``s_waitcnt`` waits for a memory
operation issued before it, so its waiting wave-cycles belong to that operation (ROCm Compute
Profiler and Nsight Compute charge a wait to the load behind it the same way).

Static, in program order: for each counter an ``s_waitcnt`` waits on down to ``n``, the
operation waited for is the (n + 1)-th most recent one moving that counter above it by
address (the last one that must complete). A wait on several counters is shared equally among
them; a loop's wait whose load is below it in the code (issued in the previous iteration) and
a wait with no such operation above it stay charged to the ``s_waitcnt`` itself. Other stalls
(dependencies, busy units, barriers) stay where they were counted.

    s_load_dword s2 ...   <- the lgkmcnt(0) wait's cycles
    global_load_dword v3  <- the vmcnt(0) wait's cycles
    s_waitcnt vmcnt(0) lgkmcnt(0)
"""
from bisect import bisect_left

from .ops import WAITCNT


def charged(ops, entries, waited, base, target):
    """{offset: [text, wave-cycles]} of stalled wave-cycles by the instruction that caused them
    (``ops``/``entries``: the launch's, ``waited``: wave-cycles each op's issue waited, ``base``:
    the code's address)."""
    order = sorted(range(len(ops)), key=lambda k: ops[k].pc)
    movers = {}                 # counter -> (positions in ``order``, op indices) of its ops
    for at, k in enumerate(order):
        for counter in {event[0] for event in ops[k].events}:
            positions, indices = movers.setdefault(counter, ([], []))
            positions.append(at)
            indices.append(k)
    out = {}

    def charge(k, cycles):
        row = out.setdefault(entries[k].pc - base, [entries[k].text(target), 0])
        row[1] += cycles

    for at, k in enumerate(order):
        if not waited[k]:
            continue
        op = ops[k]
        culprits = [_waited_for(movers, at, counter, count)
                    for counter, count in op.waits or ()] if op.kind == WAITCNT else []
        culprits = [c for c in culprits if c is not None]
        if not culprits:
            charge(k, waited[k])
            continue
        for c in culprits:
            charge(c, waited[k] / len(culprits))
    return out


def _waited_for(movers, at, counter, count):
    """The op (index) a wait at position ``at`` for ``counter`` down to ``count`` waits for:
    the (count + 1)-th most recent op above it moving the counter, or None."""
    positions, indices = movers.get(counter, ((), ()))
    above = bisect_left(positions, at)
    return indices[above - 1 - count] if above > count else None
