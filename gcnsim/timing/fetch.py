"""Instruction fetch: the instruction cache that neighbouring CUs share, and each wave's
instruction buffer, as the CU's replay asks them when a wave's next instruction is in a line
its buffer does not hold yet.

The hardware (AMD "Graphics Cores Next architecture" white paper, 2012): a 32 KiB, 4-way
instruction cache of 64-byte lines, backed by the L2, is shared by up to four CUs (two on
CDNA2/3: the device's ``memory.instruction``, its ``shared_by``); it sustains 32 bytes of fetch
a clock to each CU, and each CU arbitrates fetch among its waves' instruction buffers. How
much a wave's buffer holds AMD does not publish for GCN/CDNA: here 256 bytes (assumed:
MGPUSim's ``InstBufByteSize``; gem5 buffers ``fetch_depth`` lines), four 64-byte lines,
fetched in order. Both simulators (gem5 src/gpu-compute/fetch_unit.cc, MGPUSim
timing/cu/scheduler.go) ask for a line the buffer does not hold, never one it holds; LLVM
aligns GFX10's loops of 65 to 192 bytes to 64-byte lines, setting ``s_inst_prefetch`` past
128, so that the lines its buffer holds keep them (SITargetLowering::getPrefLoopAlignment,
llvm/test/CodeGen/AMDGPU/loop-prefetch.ll; not before GFX10), and on GFX9 a branch back to a
loop costs the fetch of its target's 32-byte window (LLVM pull request 181999: ops.py's
``jump``):

- a wave that starts, or whose taken branch moves it to a line its buffer does not hold
  (gem5 and MGPUSim flush it on a taken branch), has an empty buffer: it asks for the line of
  its next instruction and the ones after it at once, as many as the buffer holds; its next
  instruction issues when the first is in;
- a taken branch to a line the buffer holds (the line the wave runs, one after it, in or
  on its way, or one before it that the buffer kept, below) keeps it: the wave moves on to
  that line as in order (below), so a loop within the line it runs asks the cache nothing a
  trip (trial 9's 28-byte FMA loop on Vega 64 was fetch-bound, 92% of stalls, 26,911
  cycles: now VALU-bound, 16,095);
- either way the target issues no sooner than its place costs: measured on GCN 1.0/1.1
  (CLRX's GcnTimings), a taken branch costs nothing beyond its turn when its target is one
  of the first five dwords of a 32-byte block, and a turn more for each dword past them (ops.py
  ``jump_cycles``, each Op's ``jump``; assumed on the later targets too); a new buffer's lines
  of a target the cache holds arrive then, one a port time after the other;
- a wave that moves on to the next line in order frees the line it leaves and asks for the
  line that place is for (so the lines ahead have been on their way while it ran), unless that
  line is past the last the workgroup runs: it takes no room, so the buffer keeps the line it
  left (gem5 frees a line behind the wave only when its buffer is full: FetchUnit::exec), and
  a loop across the code's last lines asks the cache nothing a trip (trial 13's dd_uniform,
  24 bytes across a line, 40 waves on one Vega 64 CU: 3 lines a wave a trip, 242 cycles a
  trip, fetch 97% of stalls; now 211, its VALU bound 200 with LLVM's quarter-rate
  ``v_cvt_f32_u32``);
- a request holds the CU's fetch port ``line / 32`` cycles, in the order the CU asks; a line
  past those the workgroup runs is taken to hold none (nothing waits for it: the small loop
  that asks for lines past its end at each branch would otherwise queue the port);
- it arrives ``instruction.latency`` cycles after it starts on a hit, the L2's latency on a
  miss (the line comes from the L2; this model does not send fetch through the memory
  hierarchy, so launches without memory requests keep their CUs independent, engine.py).

Sharing a cache between CUs that the replay may run out of time order (engine.py: a CU runs
on alone between dispatches) asks for a rule that both orders agree on, so the cache's
contents follow the order workgroups are dispatched, which they share. A workgroup brings the
lines its waves will execute into its cache when it is dispatched (LRU sets, one touch per
line, in dispatch order); a line it brought in that was not there is its CU's miss: the first
fetch of it on that CU waits for the L2, later fetches there hit (or wait for that fill). A
line that another CU brought in is a hit that arrives no earlier than that CU's dispatch plus
a miss (its fill may still be on its way). The approximations: a cache's evictions follow
dispatches, not fetches (a loop larger than the cache misses on its first pass only), and
another CU's fill is taken to start when its workgroup was dispatched. The caches' sets are the
MemorySystem's (``instruction``), so a warm launch (MemorySystem.carried) starts with the
lines its previous launch left: hits from the start, as its data's are.

    workgroup 0 on CU 0 at cycle 0: lines 0-3 new (CU 0's misses); workgroup 1 on CU 1 at 0
    CU 0, wave 0 starts at 0: lines 0-3 requested at 0, 2, 4, 6: in at 237, 239, 241, 243
                              (gfx900: a miss waits the L2's 237 cycles)
    CU 1, wave 4 starts at 0: lines 0-3 hit, but no earlier than 0 + 237
"""
from .memory.system import neighbourhood

FETCH_BYTES = 32        # GCN white paper: the instruction cache fetches 32 bytes a clock to a CU
BUFFER_BYTES = 256      # a wave's instruction buffer (assumed: MGPUSim's InstBufByteSize)


class Line:
    """A line in an instruction cache: the CU that brought it in, when (its workgroup's
    dispatch), and when its miss filled it (set by that CU's first fetch of it)."""
    __slots__ = ("owner", "since", "fill")

    def __init__(self, owner, since):
        self.owner, self.since, self.fill = owner, since, None


CARRIED = Line(None, -float("inf"))     # a line a previous launch left: every CU's hit


class Held(dict):
    """The Lines a workgroup brought in (line number -> Line), ``last`` the last line number,
    and ``settled``: per request
    to them (first line, count, a hit's cycles) whose lines are all filled early enough,
    (the earliest start it holds from, the times relative to the start, its port cycles, its
    hits). A Line's fill is set once, so such a request comes out the same relative to its
    start from then on (Fetch.request: a wave's branch back to a resident loop)."""
    __slots__ = ("settled", "last")

    def __init__(self):
        super().__init__()
        self.settled = {}
        self.last = -1                  # the last line number it holds


class InstructionCache:
    """One instance, shared by ``shared_by`` neighbouring CUs: its LRU sets (``level``, a
    MemorySystem's, holding what a previous launch left if it is warm), updated in the order
    workgroups are dispatched."""

    def __init__(self, level):
        self.level = level
        # line number -> Line, while the sets hold it
        self.lines = dict.fromkeys(level.present(), CARRIED)

    def bring(self, cu, numbers, t):
        """The Lines (line number -> Line) of ``numbers``, the lines a workgroup dispatched on
        CU ``cu`` at ``t`` will execute, each touched in the sets: new ones are ``cu``'s."""
        touch, lines = self.level.touch, self.lines
        held = Held()
        for number in sorted(numbers):
            line = lines.get(number) if touch(number) else None
            if line is None:
                line = lines[number] = Line(cu, t)
            held[number] = line
            held.last = number
        return held


class Fetch:
    """One CU's fetch port: when a line one of its waves asks for at ``t`` arrives, and its
    hits and misses."""
    __slots__ = ("cu", "cache", "hit", "miss", "hold", "lines", "free", "hits", "misses")

    def __init__(self, cu, cache, memory):
        self.cu = cu
        self.cache = cache              # the InstructionCache it shares
        self.hit = memory.instruction.latency
        self.miss = memory.l2.latency
        self.hold = max(1, memory.instruction.line // FETCH_BYTES)
        self.lines = max(2, BUFFER_BYTES // memory.instruction.line)   # a wave's buffer
        self.free = 0
        self.hits = self.misses = 0

    def bring(self, numbers, t):
        """A workgroup dispatched on this CU at ``t`` brings its lines in (InstructionCache)."""
        return self.cache.bring(self.cu, numbers, t)

    def request(self, held, first, count, t, soon=None):
        """When each of ``count`` lines from line ``first`` on, asked for at ``t`` one after
        the other by a wave whose workgroup holds the Lines ``held``, is in its buffer;
        ``soon``: the cycles of a hit instead of the cache's (a branch's target and the lines
        after it)."""
        hit = self.hit if soon is None else soon
        start = self.free if self.free > t else t
        key = first, count, hit
        settled = held.settled.get(key)
        if settled is not None and start >= settled[0]:     # (Held) as the loop below gives
            _, offsets, port, hits = settled
            self.free = start + port
            self.hits += hits
            return [start + offset for offset in offsets]
        miss, hold = self.miss, self.hold
        begin, since, misses = start, start, self.misses
        times, offsets = [], []
        hits = self.hits
        for number in range(first, first + count):
            line = held.get(number)
            if line is None:            # past the lines the workgroup runs: never waited for,
                times.append(start + miss)      # and taken to hold no port (approximation)
                offsets.append(start - begin + miss)
                continue
            filled = self._filled(line, start)
            times.append(filled if filled > start + hit else start + hit)
            offsets.append(start - begin + hit)
            if filled - (start - begin) - hit > since:
                since = filled - (start - begin) - hit
            start += hold
        self.free = start
        if self.misses == misses:       # every line filled: the same from ``since`` on
            held.settled[key] = since, offsets, start - begin, self.hits - hits
        return times

    def next_line(self, held, number, t):
        """``request`` of the one line ``number`` at ``t`` (a buffer moving on to its next
        line asks for the one its place frees): when it is in, no list."""
        start = self.free if self.free > t else t
        line = held.get(number)
        if line is None:                # past the lines the workgroup runs (``request``)
            self.free = start
            return start + self.miss
        filled = self._filled(line, start)
        self.free = start + self.hold
        start += self.hit
        return filled if filled > start else start

    def _filled(self, line, start):
        """When ``line``, fetched by this CU from ``start`` on, has its data in the cache:
        counted as its hit, or as its miss on its first fetch of a line it brought in."""
        if line.owner != self.cu:       # brought in by another CU: in by its dispatch + a miss
            self.hits += 1
            return line.since + self.miss
        if line.fill is None:           # this CU's miss, its first fetch of the line
            self.misses += 1
            line.fill = start + self.miss
        else:
            self.hits += 1
        return line.fill


def fetch_units(device, system):
    """One Fetch per CU of ``device``, CUs sharing an InstructionCache as they share the
    scalar cache (memory/system.py): ``shared_by`` neighbours on one XCD, CU i on XCD
    i mod xcds; its sets the MemorySystem ``system``'s (``instruction``)."""
    memory, xcds = device.memory, device.xcds
    shared = memory.instruction.shared_by
    caches = {}
    units = []
    for cu in range(device.compute_units):
        key = neighbourhood(cu, xcds, shared)
        cache = caches.get(key)
        if cache is None:
            cache = caches[key] = InstructionCache(system.instruction[key])
        units.append(Fetch(cu, cache, memory))
    return units


def line_numbers(op_lines, streams):
    """The line numbers a workgroup's waves execute: ``streams`` are their (stream, start,
    end) slices of entry numbers, ``op_lines`` per entry number its lines (1 or 2)."""
    numbers = set()
    for stream, start, end in streams:
        numbers.update(stream[start:end])
    return {line for n in numbers for line in op_lines[n]}
