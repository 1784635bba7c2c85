"""A channel's time: when its backlog ends (``free``) and the idle gaps before that end, so
that a request is served at the first time at or after it that has room, whatever order the
requests are asked in, and the channel never serves two at once.

Requests reach a channel (an L2 or Infinity Cache channel, a DRAM bus; system.py, dram.py)
in the order they are asked, not always in time order: a CU whose vector L1 has its
``misses_per_cu`` in flight sends the next at the earliest one's return, cycles ahead of
other CUs' requests asked after it. A plain queue (``start = max(free, t)``) then moves
``free`` to that future cycle, and every request asked after it, dated before it, waits
behind the idle cycles in between. That fed back into the misses' returns and ran away: MI300X
BabelStream add at 358 GB/s past 2^20 elements, its mean L2 channel wait a load ~10,000
cycles. Serving such a request after only the backlog it found (an earlier
fix) keeps the capacity on average but puts two transfers on the bus at once, the
served rate above the peak in a bin.

Here a channel keeps, beside ``free``, the idle gaps its later-dated requests left before
``free``: ``gaps[channel]`` is ``(starts, ends)``, two ascending lists (the gaps are
disjoint), each gap at least ``least`` cycles long (a shorter one holds no line: it stays
idle). A request ready at ``t`` that holds the channel ``hold`` cycles takes

- the channel's end, ``max(free, t)``, when no gap ends at or after ``t + hold``: always so
  when requests come in time order (every gap ends at a request's date, at or before
  ``t``), so such a trace is served exactly as by the plain queue;
- else the first gap that ends at or after ``t + hold``, from ``max(its start, t)``; what is
  left of it on either side stays a gap if it is ``least`` cycles or more.

The idle time from ``free`` to a request's ``t`` past it becomes a gap (when ``least`` or
longer). A channel keeps its ``KEEP`` latest gaps (bounded memory and time: a bisect and a
list insert or delete a request): a request dated before the oldest it kept takes the first
kept gap with room, or the channel's end; it waits longer, never overlaps. Gaps are only ever
added at the end between two requests that go in a gap, so the oldest go in batches
(``LONGEST``, ``trim``) and ``within`` trims first: the same gaps as dropping the oldest at
every addition, without moving a list's items each time (a streaming channel adds one a line).

The rules run compiled (hierarchy.c ``gaps_book``, over the arrays of ``Gaps``); ``book``
and ``trim`` here ask them from Python:

    >>> free, gaps = np.zeros(1), Gaps(1)
    >>> book(free, gaps, 0, 500.0, 16.0, 16.0)     # idle channel: at once; 0-500 is a gap
    500.0
    >>> book(free, gaps, 0, 10.0, 16.0, 16.0)      # asked later, dated earlier: in the gap
    10.0
    >>> book(free, gaps, 0, 20.0, 16.0, 16.0)      # after that one, not behind the one at 500
    26.0
    >>> gaps.lists(0), free.tolist()               # the gap left: 42-500
    (([-inf, 42.0], [-inf, 500.0]), [516.0])
"""
import ctypes

import numpy as np

from .native import LIB, GapsStruct, data_of

KEEP = 4096                     # gaps a channel keeps (its latest; the one at -inf too)
LONGEST = 2 * KEEP              # the lists' length at which the oldest are dropped (``trim``)


class Gaps:
    """The gaps of ``channels`` channels: per channel ``(starts, ends)`` in rows of arrays
    (``length`` of each row used, the first gap at -inf: never taken), room for LONGEST + 1
    (an addition at LONGEST trims at once); ``struct`` gives the compiled code their
    addresses."""
    __slots__ = ("starts", "ends", "length", "struct")

    def __init__(self, channels):
        self.starts = np.empty((channels, LONGEST + 1))
        self.ends = np.empty((channels, LONGEST + 1))
        self.starts[:, 0] = self.ends[:, 0] = -np.inf
        self.length = np.ones(channels, np.int64)
        self.struct = GapsStruct(data_of(self.starts), data_of(self.ends), data_of(self.length),
                                 LONGEST + 1)

    def lists(self, channel):
        """(starts, ends) of ``channel``'s gaps, as lists."""
        n = int(self.length[channel])
        return self.starts[channel, :n].tolist(), self.ends[channel, :n].tolist()


def book(free, gaps, channel, t, hold, least):
    """When ``channel`` serves a request ready at ``t`` that holds it ``hold`` cycles: ``free``
    (a float64 array, per channel: when its backlog ends) and ``gaps`` (Gaps, each at least
    ``least`` cycles) updated."""
    return LIB.gaps_book_at(data_of(free), struct_of(gaps), channel, t, hold, least)


def trim(gaps, channel):
    """Drop ``channel``'s oldest gaps past its KEEP latest (the one at -inf stays)."""
    LIB.gaps_trim_at(struct_of(gaps), channel)


def struct_of(gaps):
    """The address of ``gaps``' struct."""
    return ctypes.addressof(gaps.struct)
