"""Memory instructions in the native tier: GLOBAL, FLAT (device memory only), SCRATCH, MUBUF
and SMEM loads, stores and atomics, and LDS reads, writes and atomics, over device memory and
LDS in place (access.py says which forms translate).

Each memory instruction calls the access function of its shape (``Shape``: space, load or
store, bytes, signedness, which address operands): one function per shape, compiled once per
process and kept in the disk cache, reads the instruction's registers and offsets from its
descriptor row (``descriptors``), so a segment pays a call per memory instruction, not the
0.1-0.3 s of compiling its loops.

Each memory instruction is one phase of the segment's function (translate.py): every wave of
the batch runs it before any runs the next instruction, so accesses happen in the
interpreter's order (instruction, then wave, then lane). A phase first checks every active
lane's address and touches nothing: device accesses must all lie in one allocation (the
allocation table comes in the context, ``context``), FLAT addresses outside the LDS and
private apertures, LDS accesses inside the workgroup's allocation, scratch accesses (and
buffer ones through the private segment buffer) inside their wave's slice of the batch's
scratch. Where a check fails the
function returns, naming the instruction, and the executor runs it and the rest of the block
interpreted: the interpreter then raises the same MemoryViolation (wave, PC, lane, address)
or does what it does with several allocations or apertures. Then the phase accesses memory
(GLOBAL and FLAT loads and stores in device.py's loops, which LLVM vectorises where it can;
atomics one lane at a time in the interpreter's order, atomic.py; a buffer access's lanes with
their range checks, buffer.py: its parts out of range are checked for nothing, loads put 0
there).

What the interpreter's DeviceMemory does besides the access is done too: ``stores`` counts each
store instruction, or, once spin detection counts only the stores that change a byte
(DeviceMemory.exact_stores: the context's slot 9), the lanes whose store changes one
(device.Changes: a loop that stores the value already there spins), and when a launch's
workers watch memory (emu/shared.py) the phase marks the dwords its accesses touch in the
worker's marks as shared._mark does (the batch's range when its lanes are dense, else each
lane's dwords), so conflict detection sees the same marks, and a store first saves the chunks
it changes in the launch's undo record (native/undo.py: the batch's range, or each wave's,
or each lane's); an atomic on device memory, or a buffer access of more than a dword, which
the interpreter marks per part, is left to the interpreter where a worker marks, as is a
store to an allocation the launch does not watch (device.UNPREPARED).

    global_load_dword v4, v[0:1], off
    -> check: every wave, every EXEC lane: lo = min(addr), hi = max(addr) ... one allocation?
       access: every wave, every EXEC lane: v[w,4,lane] = *(u32 *)(data + addr - start)
"""
import ctypes
import weakref

import numpy as np
from . import irtext as ir

from . import atomic, buffer, exchange, lds
from .access import (DESC, FORMATS, Shape, _vgprs, covers,  # noqa: F401 (re-exported)
                     lowering)
from .device import (HEADER, I8, I16, ROW, SLICES, UNPREPARED, Changes, Lanes, Marks, Undo,
                     allocation, at, ctx_slot, each_lane, marks_size, pair, sreg, vptr)
from .frames import pointer
from .gen import I1, I32, I64

# a segment's function (translate.define) and an access function (its arguments, a descriptor row)
SEGMENT_TYPE = ir.FunctionType(I64, [I32.as_pointer()] * 3 + [I64, I64.as_pointer(), I64, I64,
                                                               I64.as_pointer()])
ACCESS_TYPE = ir.FunctionType(I64, [*SEGMENT_TYPE.args, I64.as_pointer()])
SMALL_COUNTS = 64       # allocations whose stores count_stores reads as Python integers

class Fields:
    """An access function's view of its instruction: the shape's fields as constants, the
    registers and offsets as values read from its descriptor row (``desc``)."""

    def __init__(self, b, shape, desc):
        for name in Shape.__dataclass_fields__:
            setattr(self, name, getattr(shape, name))
        self.dwords, self.bytes, self.words = shape.dwords, shape.bytes, shape.words
        row = [b.load(b.gep(desc, [I64(k)])) for k in range(1, DESC)]
        self.data, self.data1, self.vaddr, self.saddr = row[:4]
        self.offsets = tuple(row[4:4 + shape.parts])
        self.soffset, self.scratch, self.dst, self.mode = row[6:10]



# ---- the context: what the function reaches besides registers ---------------------------------

def rows(lowered):
    """(shape, descriptor fields) of the memory instructions of ``lowered``, in order, then of
    each run of LDS loads (lds.runs: lds.Loads, no fields of its own): what ``descriptors``
    makes its rows of (a segment keeps them: cuts.Kept)."""
    found = [(x.shape, x.fields) for x in lowered if x.unit == "mem"]
    return tuple(found + [(run, (0,) * (DESC - 1)) for run in lds.runs(lowered).values()])


def descriptors(rows, level=2):
    """The descriptor rows (int64 (n, DESC)) of a segment's ``rows`` (``rows``), each with
    the address of its shape's access function (compiled once a process at ``level``:
    jit.LEVELS) before its fields."""
    return np.array([(access_function(shape, level),) + fields for shape, fields in rows],
                    np.int64).reshape(-1, DESC)


def access_name(shape, level=2):
    """The name of the access function of ``shape`` at ``level`` (a digest of it: cache.py's
    index)."""
    import hashlib                                  # noqa: PLC0415
    digest = hashlib.sha256(repr(shape).encode()).hexdigest()[:24]
    return f"gcnsim_mem_{digest}" + ("" if level == 2 else f"_o{level}")


def access_function(shape, level=2):
    """The address of the access function of ``shape`` (compiled, or from the disk cache)."""
    from .jit import Jit                            # noqa: PLC0415
    name = access_name(shape, level)
    return Jit.get().function_named(name, lambda: _function(shape, name), level,
                                    signature=ACCESS_TYPE.opaque)


def context(env, st, descs=None, allocations=None, watch=None):
    """The int64 context array of a call over ``st`` in ``env`` with the segment's
    ``descs`` (module docstring; None: slot 8 left 0 for the caller to set); slot 5 counts the
    stores made, for DeviceMemory.stores (each row's last slot those to its allocation, for
    Allocation.stores: count_stores), and slot 10 the lanes whose store changed memory,
    which count instead where the call sets slot 9 to DeviceMemory.exact_stores
    (device.Changes). ``allocations`` and ``watch`` are the memory's as read once by the
    caller (None: read here)."""
    memory = env.memory
    if allocations is None:
        allocations = () if memory is None else memory.allocations
        watch = None if memory is None else memory.watch
    head = [0] * HEADER                 # (filled as a list, then one array: a slot at a time
    undo = getattr(watch, "undo", None)     # was most of a call)
    records = {} if undo is None else undo.records
    if undo is not None:
        head[11:14] = undo.function, undo.tag, undo.scratch
    head[14] = getattr(watch, "stamp", 0)
    head[SLICES:SLICES + 3] = (env.scratch_base, env.scratch_base + env.scratch_bytes,
                               env.scratch_wave_bytes)
    lds = env.lds
    if lds is not None and lds.ndim == 2 and lds.flags.c_contiguous:
        head[0], head[1] = pointer(lds), lds.shape[1]
    head[2] = pointer(st.workgroup)
    rows = []               # (one flat list: a list of tuples costs twice as much to convert)
    if memory is not None:
        head[3], head[4] = memory.shared_aperture >> 32, memory.private_aperture >> 32
        marks = getattr(watch, "marks", None)
        head[6] = int(watch is not None and marks is None)     # a watch it cannot mark for
        for alloc in allocations:
            mine = None if marks is None else marks.get(alloc.address)
            record = records.get(alloc.address) if records else None
            rows += (alloc.address, alloc.address + alloc.size, _data_pointer(alloc.data))
            rows += ((0, 0, 0) if mine is None else (0, UNPREPARED, 0) if mine[1] is None else
                     (pointer(mine[0]), pointer(mine[1]), marks_size(mine[0])))
            rows += (0, 0, 0) if record is None else (0, *record[1:3])
    head[7] = len(allocations)
    if descs is not None:
        head[8] = pointer(descs)
    ctx = np.empty(HEADER + ROW * len(allocations), np.int64)
    ctx[:HEADER] = head
    if rows:
        ctx[HEADER:] = np.array(rows, np.uint64).view(np.int64)
    return ctx


_POINTERS = {}          # id(an allocation's bytes) -> (a weak reference to them, their address)


def _data_pointer(data):
    """pointer(data) of an allocation's bytes, kept while they live (each launch's context
    asks it of every allocation; an array's bytes stay where they are while it lives, and a
    replaced or collected array's entry no longer answers for its id)."""
    known = _POINTERS.get(id(data))
    if known is not None and known[0]() is data:
        return known[1]
    if len(_POINTERS) > 4096:           # the dead ones go; the living are asked again
        _POINTERS.clear()
    address = pointer(data)
    _POINTERS[id(data)] = (weakref.ref(data), address)
    return address


# ---- code generation --------------------------------------------------------------------------

def call(b, args, ordinal, stop):
    """In a segment: run its ``ordinal``-th memory instruction through its access function
    (descriptor row ``ordinal``); ``stop()`` emits the return that hands it to the
    interpreter."""
    fn = b.function
    row = b.gep(b.inttoptr(ctx_slot(b, args[7], 8), I64.as_pointer()), [I64(DESC * ordinal)])
    typ = ir.FunctionType(I64, [a.type for a in args] + [I64.as_pointer()])
    access = b.inttoptr(b.load(row), typ.as_pointer())
    left = b.call(access, list(args) + [row])
    failed, done = fn.append_basic_block("mem_stop"), fn.append_basic_block("mem_done")
    b.cbranch(b.icmp_unsigned("!=", left, I64(0)), failed, done)
    b.position_at_end(failed)
    stop()
    b.position_at_end(done)


def call_run(b, args, ordinal, extra, stops):
    """In a segment: its memory instructions ``ordinal``.. (a run of LDS loads: lds.runs, one
    ``stops`` each) through the run's access function (descriptor row ``extra``), or where
    that leaves them (an address it does not take), each through its own as ``call``."""
    rows = b.inttoptr(ctx_slot(b, args[7], 8), I64.as_pointer())
    typ = ir.FunctionType(I64, [a.type for a in args] + [I64.as_pointer()])
    run = b.inttoptr(b.load(b.gep(rows, [I64(DESC * extra)])), typ.as_pointer())
    left = b.call(run, list(args) + [b.gep(rows, [I64(DESC * ordinal)])])
    with b.if_then(b.icmp_unsigned("!=", left, I64(0)), likely=False):
        for k, stop in enumerate(stops):
            call(b, args, ordinal + k, stop)


def _function(shape, name):
    """The IR text of the access function of ``shape`` (or of an lds.Loads run: its first
    instruction's descriptor row, the others' after it): the segment's arguments and a
    descriptor row in, 0 (done) or 1 (left to the interpreter) out."""
    from .translate import _each_wave           # noqa: PLC0415 - translate imports this module
    module = ir.Module(name=name)
    fn = ir.Function(module, ACCESS_TYPE, name)
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    run = shape if isinstance(shape, lds.Loads) else None
    accesses = [Fields(b, run.shape if run else shape, b.gep(fn.args[8], [I64(DESC * k)]))
                for k in range(run.count if run else 1)]
    body = fn.append_basic_block("body")
    b.branch(body)
    b.position_at_end(body)
    rows = [row for access in accesses for row in _rows(access)]

    def each_wave(b, args, emit):
        _each_wave(b, args, emit, rows)
    if run:
        lds.emit_loads(b, fn.args[:8], accesses, each_wave, lambda: b.ret(I64(1)))
    else:
        _emit(b, fn.args[:8], accesses[0], each_wave, lambda: b.ret(I64(1)))
    b.ret(I64(0))
    return str(module)


def _rows(access):
    """The (first VGPR, count) of an access's address and data (translate._each_wave
    prefetches them): none for a scalar load; the data's second part where it has one."""
    if access.space == "smem":
        return ()
    rows = [(access.data, access.dwords)]
    if access.with_vaddr:
        rows.append((access.vaddr, 1 if access.space == "lds" or access.with_saddr else 2))
    if access.parts == 2 and access.space != "scratch":
        rows.append((access.data1, access.dwords))
    return rows


def _emit(b, args, access, each_wave, stop):
    """Every wave's access (``each_wave``: translate's wave loop), after a check of every
    address; ``stop()`` emits the return that hands the instruction to the interpreter."""
    if lds.vector(access):                      # an LDS load of one address: lds.py
        lds.emit(b, args, access, each_wave, stop)
        return
    fn = b.function
    ctx = args[7]
    if access.space == "exchange":              # registers only: nothing to check
        each_wave(b, args, lambda wave: exchange.emit(wave, access))
        return
    with b.goto_block(fn.entry_basic_block):
        acc = _Accumulators(b)
    plain = access.space in ("global", "flat") and access.kind != "atomic"
    lanes = Lanes(b, access) if plain else None
    acc.start(b, ctx_slot(b, ctx, 6))
    each_wave(b, args, (lambda wave: lanes.check(wave, ctx, acc)) if lanes else (
        lambda wave: _each_address(wave, access, ctx, acc.note, absent=acc.absent)))
    count, bad = b.load(acc.count), b.load(acc.bad)
    if access.space in ("global", "flat", "smem"):
        bad = b.or_(bad, b.zext(_in_scratch(b, ctx, acc), I64))
    done, failed = fn.append_basic_block("mem_done"), fn.append_basic_block("mem_stop")
    go, run = fn.append_basic_block("mem_go"), fn.append_basic_block("mem_run")
    b.cbranch(b.icmp_unsigned("!=", bad, I64(0)), failed, go)
    b.position_at_end(go)
    if access.space == "buffer":                # lanes out of range still load 0 (buffer.py)
        none = fn.append_basic_block("mem_none")
        b.cbranch(b.icmp_unsigned("==", count, I64(0)), none, run)
        b.position_at_end(none)
        _out_of_range(b, args, access, ctx, acc, each_wave)
        b.branch(done)
    else:
        b.cbranch(b.icmp_unsigned("==", count, I64(0)), done, run)
    b.position_at_end(run)
    if access.space == "lds":
        for parts in _orders(access):
            each_wave(b, args, lambda wave, parts=parts: _each_address(
                wave, access, ctx, _lds_access(lds.group_base(wave, ctx)[1]), parts))
    else:
        _device(b, args, access, ctx, acc, each_wave, failed, lanes)
    b.branch(done)
    b.position_at_end(failed)
    stop()
    b.position_at_end(done)


class _Accumulators:
    """What the check pass gathers over the batch's accesses: lowest and highest address,
    count, any misaligned, any refused (stack slots, promoted to registers by LLVM); for a
    buffer access, the lanes with a part out of range (``short``: buffer.py)."""

    def __init__(self, b):
        self.lo, self.hi, self.count, self.odd, self.bad, self.short = (
            b.alloca(I64) for _ in range(6))

    def start(self, b, refused):
        for slot, value in ((self.lo, I64(-1)), (self.hi, I64(0)), (self.count, I64(0)),
                            (self.odd, I64(0)), (self.bad, refused), (self.short, I64(0))):
            b.store(value, slot)

    def absent(self, wave, access, ctx, part):
        b = wave.b
        b.store(b.add(b.load(self.short), I64(1)), self.short)

    def note(self, wave, access, ctx, address, part):
        b = wave.b
        b.store(b.add(b.load(self.count), I64(1)), self.count)
        if access.kind == "atomic":     # atomics.py keys words by address: whole words only
            misaligned = b.icmp_unsigned("!=", b.and_(address, I64(access.size - 1)), I64(0))
            b.store(b.or_(b.load(self.bad), b.zext(misaligned, I64)), self.bad)
        if access.space == "lds":
            end = b.add(address, I64(access.bytes))
            outside = b.icmp_unsigned(">", end, ctx_slot(b, ctx, 1))
        else:
            lo, hi = b.load(self.lo), b.load(self.hi)
            b.store(b.select(b.icmp_unsigned("<", address, lo), address, lo), self.lo)
            b.store(b.select(b.icmp_unsigned(">", address, hi), address, hi), self.hi)
            b.store(b.or_(b.load(self.odd), b.and_(address, I64(3))), self.odd)
            outside = I1(0)
            if access.space == "flat":
                high = b.lshr(address, I64(32))
                outside = b.or_(b.icmp_unsigned("==", high, ctx_slot(b, ctx, 3)),
                                b.icmp_unsigned("==", high, ctx_slot(b, ctx, 4)))
            elif access.space in ("scratch", "buffer"):
                outside = _off_slice(wave, access, ctx, address)
        b.store(b.or_(b.load(self.bad), b.zext(outside, I64)), self.bad)


def _off_slice(wave, access, ctx, address):
    """Whether a scratch access, or a buffer access through the private segment buffer (a V#
    whose base is inside the batch's scratch), lies outside its wave's slice: the interpreter
    then raises ScratchOverflow (memop.check_slices)."""
    b = wave.b
    start, end, size = (ctx_slot(b, ctx, SLICES + k) for k in range(3))
    own = b.add(start, b.mul(wave.index, size))
    off = b.and_(b.icmp_unsigned(">=", b.sub(address, own), size),
                 b.icmp_unsigned("!=", size, I64(0)))
    if access.space == "scratch":
        return off
    words = (b.zext(sreg(wave, b.add(access.saddr, I64(k))), I64) for k in range(2))
    low, high = words
    base = b.or_(low, b.shl(b.and_(high, I64(0xFFFF)), I64(32)))
    return b.and_(off, b.icmp_unsigned("<", b.sub(base, start), b.sub(end, start)))


def _in_scratch(b, ctx, acc):
    """Whether the batch's global addresses (a GLOBAL, FLAT or scalar access's, from the lowest
    to the highest) reach into its scratch: the interpreter then checks each against its
    wave's slice (vmem.in_backing, smem's _in_slice)."""
    start, end = (ctx_slot(b, ctx, SLICES + k) for k in range(2))
    return b.and_(b.icmp_unsigned("<", b.load(acc.lo), end),
                  b.icmp_unsigned(">=", b.load(acc.hi), start))


def _orders(access):
    """The parts of each access pass: a two-address store writes its first addresses in every
    lane of every wave before its second ones, as the interpreter does (_Write2)."""
    parts = tuple(range(access.parts))
    return [(j,) for j in parts] if access.kind == "store" else [parts]


def _each_address(wave, access, ctx, visit, parts=None, absent=None):
    """visit(wave, access, ctx, address, (lane, part)) for each address of the wave's
    access: per EXEC lane and offset (``parts``: all), every address of a lane computed before
    the first visit (a load may overwrite its address register); or once (smem, whatever
    EXEC); absent(wave, access, ctx, (lane, part)) for a buffer access's part out of range."""
    b = wave.b
    if access.space == "buffer":
        each_lane(wave, lambda lane: buffer.each_part(
            wave, access, lane, lambda address, part: visit(wave, access, ctx, address, part),
            lambda j: absent(wave, access, ctx, (lane, j)), parts))
        return
    if access.space == "smem":
        base = b.add(pair(wave, access.saddr), access.offsets[0])
        if access.with_soffset:
            base = b.add(base, b.zext(sreg(wave, access.soffset), I64))
        visit(wave, access, ctx, b.and_(base, I64(~3)), None)
        return
    if access.space == "scratch":
        each_lane(wave, lambda lane: _each_scratch(wave, access, ctx, visit, lane))
        return
    parts = range(access.parts) if parts is None else parts

    def lane_addresses(lane):
        addresses = [(j, _address(wave, access, lane, j)) for j in parts]
        for j, address in addresses:
            visit(wave, access, ctx, address, (lane, j))
    each_lane(wave, lane_addresses)


def _address(wave, access, lane, j):
    """The lane's address of offset ``j``: a device address (i64), or an LDS byte offset."""
    b = wave.b
    low = b.load(vptr(wave, access.vaddr, lane))
    if access.space == "lds":
        return b.zext(b.add(low, b.trunc(access.offsets[j], I32)), I64)
    if access.with_saddr:
        base = b.add(pair(wave, access.saddr), b.zext(low, I64))
    else:
        high = b.load(vptr(wave, b.add(access.vaddr, I64(1)), lane))
        base = b.or_(b.zext(low, I64), b.shl(b.zext(high, I64), I64(32)))
    return b.add(base, access.offsets[0])


def _each_scratch(wave, access, ctx, visit, lane):
    """Each dword (or the one sub-dword access) of the lane's scratch access, swizzled as
    memop.ScratchSpace: private byte p of lane l at FLAT_SCRATCH + (p // 4) * 256 + l * 4 +
    p % 4; all addresses computed before the first visit."""
    b = wave.b
    offset = b.trunc(access.offsets[0], I32)
    if access.with_saddr:
        offset = b.add(offset, sreg(wave, access.saddr))
    if access.with_vaddr:
        offset = b.add(offset, b.load(vptr(wave, access.vaddr, lane)))
    base = b.add(pair(wave, access.scratch), b.mul(lane, I64(4)))
    addresses = []
    for k in range(access.dwords if access.size >= 4 else 1):
        private = b.add(b.zext(offset, I64), I64(4 * k))
        swizzled = b.add(b.mul(b.lshr(private, I64(2)), I64(256)), b.and_(private, I64(3)))
        addresses.append(b.add(base, swizzled))
    for k, address in enumerate(addresses):
        visit(wave, access, ctx, address, (lane, k))


def _device(b, args, access, ctx, acc, each_wave, failed, lanes):
    """The device-memory phase after the check: find the one allocation, access, mark (in
    ``lanes``' loops where not None: device.py)."""
    lo, hi, count, odd = (b.load(x) for x in (acc.lo, acc.hi, acc.count, acc.odd))
    end = b.add(hi, I64(access.bytes))
    row = allocation(b, ctx, lo, hi, end, failed)
    start = ctx_slot(b, ctx, row)
    written = access.kind == "store"
    marks = ctx_slot(b, ctx, b.add(row, I64(3 + written)))
    marked = b.icmp_unsigned("!=", marks, I64(0))
    if written:                                     # not watched: stop
        prepared = b.function.append_basic_block("mem_prepared")
        b.cbranch(b.icmp_unsigned("==", marks, I64(UNPREPARED)), failed, prepared)
        b.position_at_end(prepared)
    if access.kind == "atomic" or (access.space == "buffer" and access.size > 4):
        following = b.function.append_basic_block("mem_unmarked")
        unprepared = b.icmp_unsigned("==", ctx_slot(b, ctx, b.add(row, I64(4))),
                                     I64(UNPREPARED))
        b.cbranch(b.or_(marked, unprepared), failed, following)    # the interpreter's
        b.position_at_end(following)
    dense = b.icmp_unsigned("<", b.lshr(b.sub(hi, lo), I64(2)), count)
    mark = Marks(marks, ctx_slot(b, ctx, b.add(row, I64(5))), start, access.bytes, odd,
                 b.trunc(ctx_slot(b, ctx, 14), I8))
    lane_marks = b.and_(marked, b.not_(dense))
    data = ctx_slot(b, ctx, b.add(row, I64(2)))
    changes = Changes(b, ctx)
    undo, lane_saves = None, I1(0)
    if written:                 # the undo record first: the batch's range, or lane by lane
        undo = Undo(b, ctx, row, start)
        with b.if_then(b.and_(undo.on, dense)):
            undo.range(b, lo, end)
        lane_saves = b.and_(undo.on, b.not_(dense))

    def each(wave, access, ctx, address, part):
        if undo is not None:
            with b.if_then(lane_saves):
                undo.range(b, address, b.add(address, I64(access.bytes)))
        _device_access(wave, access, b.add(data, b.sub(address, start)), part, changes)
        with b.if_then(lane_marks):
            mark.lane(b, address)
    if access.space == "buffer":
        _buffer_passes(b, args, access, ctx, acc, each_wave, each)
    elif lanes is None:
        each_wave(b, args, lambda wave: _each_address(wave, access, ctx, each))
    else:
        host = b.sub(data, start)
        each_wave(b, args, lambda wave: lanes.run(wave, host, lane_marks, mark, changes,
                                                  lane_saves, undo))
    with b.if_then(b.and_(marked, dense)):
        mark.range(b, lo, end)
    if written or access.kind == "atomic":
        _count_stores(b, access, ctx, acc)
        mine = b.gep(ctx, [b.add(row, I64(6))])     # Allocation.stores: one per access
        b.store(b.add(b.load(mine), I64(1)), mine)


def count_stores(ctx, allocations):
    """Add the stores a call counted per allocation in ``ctx`` to the ``stores`` of
    ``allocations``, those ``context`` made its rows of."""
    counts = ctx[HEADER + 6::ROW]
    if counts.size > SMALL_COUNTS:
        for k in np.flatnonzero(counts):
            allocations[k].stores += int(counts[k])
        return
    for allocation, count in zip(allocations, counts.tolist()):   # (a few: as Python ints)
        if count:
            allocation.stores += count


def _count_stores(b, access, ctx, acc):
    """DeviceMemory.stores after a store or atomic: one, or a buffer store's parts where it
    went dword by dword (buffer.py: the interpreter stores each part)."""
    slot = b.gep(ctx, [I64(5)])
    more = I64(1)
    if access.space == "buffer" and access.kind == "store":
        short = b.icmp_unsigned("!=", b.load(acc.short), I64(0))
        more = b.select(short, I64(buffer.parts(access)), more)
    b.store(b.add(b.load(slot), more), slot)


def _absent(access):
    """What a buffer access does for a part out of range: a load (an atomic that returns) puts
    0 in its registers (buffer.zero), a store nothing."""
    if access.kind == "store":
        return lambda wave, access, ctx, part: None
    return lambda wave, access, ctx, part: buffer.zero(wave, access, *part)


def _buffer_passes(b, args, access, ctx, acc, each_wave, visit):
    """A buffer access's lanes: lane by lane, or, a store some lane of which has a part out of
    range, part by part over the batch, as the interpreter orders them (buffer.py)."""
    def lanewise():
        each_wave(b, args, lambda wave: _each_address(wave, access, ctx, visit,
                                                      absent=_absent(access)))
    if access.kind != "store" or buffer.parts(access) == 1:
        lanewise()
        return
    short = b.icmp_unsigned("!=", b.load(acc.short), I64(0))
    with b.if_else(short) as (partwise, whole):
        with partwise:
            for j in range(buffer.parts(access)):
                each_wave(b, args, lambda wave, j=j: _each_address(
                    wave, access, ctx, visit, (j,), _absent(access)))
        with whole:
            lanewise()


def _out_of_range(b, args, access, ctx, acc, each_wave):
    """A buffer access with no part in range: loads put 0 in their registers, a store counts
    in DeviceMemory.stores all the same (the interpreter stores no lanes, per part)."""
    if access.kind == "store":
        with b.if_then(b.icmp_unsigned("!=", b.load(acc.short), I64(0))):
            _count_stores(b, access, ctx, acc)
        return
    each_wave(b, args, lambda wave: _each_address(
        wave, access, ctx, lambda *_: None, absent=_absent(access)))


def _lds_access(base):
    """A visit of _each_address: the lane's access at byte offset ``address`` of the LDS at
    host address ``base``."""
    def visit(wave, access, ctx, address, part):
        _device_access(wave, access, wave.b.add(base, address), part)
    return visit


def _device_access(wave, access, pointer, part, changes=None):
    """Load or store one lane's (or one wave's, smem) data at host address ``pointer``; a store
    to device memory counts in ``changes`` (None: the LDS)."""
    b = wave.b
    if access.space == "smem":
        for k in range(access.dwords):
            value = b.load(at(b, pointer, 4 * k, I32), align=1)
            b.store(value, b.gep(wave.sbase, [b.add(access.data, I64(k))]))
        return
    lane, j = part
    if access.kind == "atomic":
        atomic.rmw(wave, access, pointer, lane, changes)
        return
    if access.space in ("scratch", "buffer") and access.size >= 4:     # dword j of the lane
        where = vptr(wave, b.add(access.data, I64(j)), lane)
        if access.kind == "load":
            b.store(b.load(at(b, pointer, 0, I32), align=1), where)
        else:
            _put(b, changes, b.load(where), at(b, pointer, 0, I32))
        return
    first = access.data if j == 0 or access.space == "scratch" else access.data1
    if access.size < 4:
        typ = I8 if access.size == 1 else I16
        where = vptr(wave, first, lane)
        if access.kind == "load":
            value = b.load(at(b, pointer, 0, typ), align=1)
            b.store((b.sext if access.signed else b.zext)(value, I32), where)
        else:
            _put(b, changes, b.trunc(b.load(where), typ), at(b, pointer, 0, typ))
        return
    for k in range(access.dwords):
        where = vptr(wave, b.add(first, I64(k)), lane)
        if access.kind == "load":
            b.store(b.load(at(b, pointer, 4 * k, I32), align=1), where)
        else:
            _put(b, changes, b.load(where), at(b, pointer, 4 * k, I32))


def _put(b, changes, value, pointer):
    """Store ``value`` at ``pointer``: counted in ``changes`` (device memory), or not (LDS)."""
    if changes is None:
        b.store(value, pointer, align=1)
    else:
        changes.store(b, value, pointer)
