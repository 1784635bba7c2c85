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
cycles (issue 26). Serving such a request after only the backlog it found (session 15's
first fix) keeps the capacity on average but puts two transfers on the bus at once, the
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

    >>> free, gaps = [0.0], fresh(1)
    >>> book(free, gaps, 0, 500.0, 16.0, 16.0)     # idle channel: at once; 0-500 is a gap
    500.0
    >>> book(free, gaps, 0, 10.0, 16.0, 16.0)      # asked later, dated earlier: in the gap
    10.0
    >>> book(free, gaps, 0, 20.0, 16.0, 16.0)      # after that one, not behind the one at 500
    26.0
    >>> gaps, free                                 # the gap left: 42-500
    ([([-inf, 42.0], [-inf, 500.0])], [516.0])
"""
from bisect import bisect_left

KEEP = 4096                     # gaps a channel keeps (its latest; the one at -inf too)
LONGEST = 2 * KEEP              # the lists' length at which the oldest are dropped (``trim``)
INF = float("inf")


def book(free, gaps, channel, t, hold, least):
    """When ``channel`` serves a request ready at ``t`` that holds it ``hold`` cycles: ``free``
    (per channel: when its backlog ends) and ``gaps`` (per channel: its idle gaps, ``(starts,
    ends)``, each at least ``least`` cycles, after a gap at -inf that is never taken)
    updated. The caches' channels (system.py) take its first two cases inline, then
    ``within``."""
    end = free[channel]
    if end <= t:                        # idle until t: the channel's end, a gap before it
        if t - end >= least:
            idle(gaps[channel], end, t)
        free[channel] = t + hold
        return t
    if gaps[channel][1][-1] < t + hold:     # no gap with room: behind the backlog
        free[channel] = end + hold
        return end
    return within(gaps[channel], t, hold, least)


def within(gaps, t, hold, least):
    """``book``'s third case: a channel's ``gaps`` have one that ends at or after ``t +
    hold``; the request starts in the first such, what is left of it on either side kept as
    a gap if ``least`` cycles or more. When it starts."""
    starts, ends = gaps
    if len(ends) > KEEP:
        trim(gaps)
    k = bisect_left(ends, t + hold)     # the first gap with room
    gap, end = starts[k], ends[k]
    start = gap if gap > t else t
    after = start + hold
    if start - gap >= least:            # a gap before it stays
        if end - after >= least:        # and one after it
            starts.insert(k + 1, after)
            ends.insert(k, start)
            if len(ends) > KEEP:
                del starts[1], ends[1]
        else:
            ends[k] = start
    elif end - after >= least:          # one after it
        starts[k] = after
    else:
        del starts[k], ends[k]
    return start


def idle(gaps, start, end):
    """A channel's ``gaps`` (its ``(starts, ends)``) have a gap from ``start`` to ``end``, past
    the others; the oldest go once the lists are LONGEST (``trim``)."""
    starts, ends = gaps
    starts.append(start)
    ends.append(end)
    if len(ends) > LONGEST:
        trim(gaps)


def trim(gaps):
    """Drop a channel's oldest gaps past its KEEP latest (the one at -inf stays)."""
    starts, ends = gaps
    past = len(ends) - KEEP
    if past > 0:
        del starts[1:past + 1], ends[1:past + 1]


def fresh(channels):
    """Gaps for ``channels`` channels: none (the gap at -inf alone)."""
    return [([-INF], [-INF]) for _ in range(channels)]
