"""Memory instructions in the native tier: GLOBAL, FLAT (device memory only), SCRATCH and SMEM
loads and stores, and LDS reads and writes, over device memory and LDS in place.

Which forms translate (``lowering``): global_/flat_/scratch_ load and store of a byte, a short
or 1-4 dwords (not the d16 halves, the lds bit or atomics); ds_read/ds_write of 1-4 dwords, a
byte or a short, and their read2/write2(st64) forms (not GDS); s_load_dword..x16 (not
s_buffer_*). Buffer instructions (MUBUF/MTBUF: a V#'s swizzle, num_records and out-of-range
rules) and everything else run interpreted.

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
private apertures, LDS accesses inside the workgroup's allocation. Where a check fails the
function returns, naming the instruction, and the executor runs it and the rest of the block
interpreted: the interpreter then raises the same MemoryViolation (wave, PC, lane, address)
or does what it does with several allocations or apertures. Then the phase accesses memory
(GLOBAL and FLAT in device.py's loops, which LLVM vectorises where it can).

What the interpreter's DeviceMemory does besides the access is done too: ``stores`` counts each
store instruction (all of them, also once spin detection counts only the stores that change a
byte, DeviceMemory.exact_stores: a loop that stores the same value forever spins to its budget
when it runs natively), and when a launch's workers watch memory (emu/workers.py) the phase
marks the dwords its accesses touch in the worker's marks as workers._mark does (the batch's
range when its lanes are dense, else each lane's dwords), so conflict detection sees the same
marks.

    global_load_dword v4, v[0:1], off
    -> check: every wave, every EXEC lane: lo = min(addr), hi = max(addr) ... one allocation?
       access: every wave, every EXEC lane: v[w,4,lane] = *(u32 *)(data + addr - start)
"""
from dataclasses import dataclass

import numpy as np
from llvmlite import ir

from ..isa.record import AGPR, IMMEDIATE, SGPR, VGPR
from ..semantics.ds import scaled_offsets
from ..semantics.memop import DS_WIDTHS, WIDTHS, address_operands
from ..semantics.operands import register_index
from ..semantics.smem import offset_parts
from . import atomic, buffer
from .device import (HEADER, I8, I16, ROW, Lanes, Marks, allocation, at, ctx_slot, each_lane,
                     pair, sreg, vptr)
from .gen import I1, I32, I64

VCC_LO = 106
DESC = 11               # a descriptor row: function, data, data1, vaddr, saddr, offset0,
                        # offset1, soffset, FLAT_SCRATCH, dst, mode (Access.fields)
SIZES = {"ubyte": 1, "sbyte": 1, "ushort": 2, "sshort": 2, "byte": 1, "short": 2,
         "dword": 4, "dwordx2": 8, "dwordx3": 12, "dwordx4": 16}
SMEM_LOADS = ("s_load_dword", "s_load_dwordx2", "s_load_dwordx4", "s_load_dwordx8",
              "s_load_dwordx16")
FORMATS = ("GLOBAL", "FLAT", "SCRATCH", "DS", "SMEM", "SMRD", "MUBUF")
DS_VERBS = ("read", "write", "read2", "write2", "read2st64", "write2st64")


@dataclass(frozen=True)
class Access:
    """One memory instruction as the native tier runs it: ``space`` 'global', 'flat', 'lds' or
    'smem'; ``size`` bytes per address (each of read2/write2's two); ``data`` the first
    register loaded or stored (an st.v column, or an SGPR for smem), ``data1`` write2's
    second; ``offsets`` the byte offsets (two for read2/write2); ``srcs``: every VGPR named
    (tier.Segment's register bound)."""
    name: str
    space: str
    kind: str
    size: int
    data: int
    signed: bool = False
    vaddr: int = None
    saddr: int = None
    offsets: tuple = (0,)
    data1: int = None
    soffset: int = None
    scratch: int = None         # the FLAT_SCRATCH pair (scratch_*)
    srcs: tuple = ()
    unit: str = "mem"
    dst: int = None             # an atomic's result (returns)
    writes_exec: bool = False   # (tier.py cuts segments at an EXEC writer)
    op: str = None              # an atomic's operation (atomic.py)
    returns: bool = False
    flags: tuple = ()           # MUBUF: offen, idxen, addr64 (buffer.py)
    generation: int = 0         # MUBUF: the target's (the V#'s element size)

    @property
    def shape(self):
        """What its code depends on beyond registers and offsets: one compiled access
        function serves every instruction of a shape (``descriptors``)."""
        return Shape(self.space, self.kind, self.size, self.signed, len(self.offsets),
                     self.saddr is not None, self.soffset is not None, self.vaddr is not None,
                     self.generation)

    @property
    def mode(self):
        """What an atomic's or a buffer access's function reads at run time: the operation
        (atomic.OPS index) in bits 0-7, the buffer's addressing (buffer.MODES) from bit 8."""
        op = 0 if self.op is None else atomic.OPS.index(self.op)
        return op | sum(1 << (8 + k) for k, m in enumerate(buffer.MODES) if m in self.flags)

    @property
    def fields(self):
        """Its descriptor row after the function's address (Fields' order), as int64."""
        offsets = tuple(x - (1 << 64) if x >= 1 << 63 else x for x in self.offsets + (0,))
        return (self.data, -1 if self.data1 is None else self.data1, -1 if self.vaddr is None
                else self.vaddr, -1 if self.saddr is None else self.saddr) + tuple(
            offsets[:2]) + (-1 if self.soffset is None else self.soffset,
                            -1 if self.scratch is None else self.scratch,
                            -1 if self.dst is None else self.dst, self.mode)


@dataclass(frozen=True)
class Shape:
    """An access function's compile-time part (Access.shape)."""
    space: str
    kind: str
    size: int
    signed: bool
    parts: int
    with_saddr: bool
    with_soffset: bool
    with_vaddr: bool
    generation: int = 0

    @property
    def dwords(self):
        return max(1, self.size // 4)

    @property
    def words(self):
        """An atomic's dwords per word."""
        return self.size // 4

    @property
    def bytes(self):
        """Bytes at each address: scratch dwords are apart (swizzled), and a buffer access
        checks its dwords one by one (buffer.py), so 4 where the data is dwords; else all
        of it."""
        if self.space == "scratch" or (self.space == "buffer" and self.kind != "atomic"):
            return min(self.size, 4)
        return self.size


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


def covers(name):
    """Whether the native tier has a form of memory mnemonic ``name`` (coverage.py's report;
    ``lowering`` says which instructions of it translate)."""
    space, _, rest = name.partition("_")
    verb, _, tail = rest.partition("_")
    if space in ("global", "flat", "buffer") and verb == "atomic":
        return atomic.vector_op(tail) is not None
    if space in ("global", "flat", "scratch", "buffer"):
        return verb in ("load", "store") and tail in SIZES
    if space == "ds" and verb in DS_VERBS and tail in DS_WIDTHS:
        return WIDTHS[DS_WIDTHS[tail]].half is None
    if space == "ds":
        return atomic.ds_op(rest) is not None
    return name in SMEM_LOADS


def lowering(inst, target):
    """The Access of a decoded memory instruction, or None where it runs interpreted."""
    if not covers(inst.op.name):
        return None
    enc = inst.fmt.enc
    if enc in ("GLOBAL", "FLAT"):
        return _vector(inst, target, enc.lower())
    if enc == "SCRATCH":
        return _scratch(inst, target)
    if enc == "DS":
        return _lds(inst, target)
    if enc in ("SMEM", "SMRD"):
        return _smem(inst, target)
    if enc == "MUBUF":
        found = buffer.lowering(inst, target)
        return None if found is None else Access(**found[0], srcs=sum(
            (_vgprs(first, count) for first, count in found[1]), ()))
    return None


def _vgprs(first, count):
    from .translate import Source           # noqa: PLC0415 - translate imports this module
    return tuple(Source("v", first + k) for k in range(count))


def _vector(inst, target, space):
    verb = inst.op.name.split("_")[1]
    if inst.fields.get("lds", 0):
        return None
    by_role = {o.role: o for o in inst.record(target).operands}
    data = by_role.get("vdst" if verb == "load" else "vdata")
    vaddr, saddr, offset = address_operands(inst, target)
    if data is None or data.cls not in (VGPR, AGPR) or vaddr is None:
        return None
    if saddr is not None and (saddr.cls != SGPR or saddr.enc + 1 >= VCC_LO):
        return None
    first, base = register_index(data), register_index(vaddr)
    address = (base, None if saddr is None else saddr.enc, (offset,))
    named = _vgprs(base, 1 if saddr is not None else 2)
    if verb == "atomic":
        return _atomic(inst, target, space, first, by_role.get("vdst"), address, named)
    width = WIDTHS[inst.op.name.split("_", 2)[2]]
    return Access(inst.op.name, space, verb, width.size, first, width.signed, *address,
                  srcs=_vgprs(first, width.dwords) + named)


def _atomic(inst, target, space, first, vdst, address, named):
    """The Access of a GLOBAL or FLAT atomic (``address``: vaddr, saddr, offsets)."""
    op, bits = atomic.vector_op(inst.op.name.split("_", 2)[2])
    words = bits // 32
    returns = bool(dict(inst.record(target).modifiers).get("glc", 0))
    if returns and (vdst is None or vdst.cls not in (VGPR, AGPR)):
        return None
    dst = register_index(vdst) if returns else None
    named += _vgprs(first, words * (1 + (op in atomic.TWO_SOURCES)))
    named += _vgprs(dst, words) if returns else ()
    second = first + words if op in atomic.TWO_SOURCES else first
    return Access(inst.op.name, space, "atomic", 4 * words, first, False, *address,
                  data1=second, dst=dst, op=op, returns=returns, srcs=named)


def _scratch(inst, target):
    verb = inst.op.name.split("_")[1]
    if inst.fields.get("lds", 0) or target.generation < 9:
        return None
    by_role = {o.role: o for o in inst.record(target).operands}
    data = by_role.get("vdst" if verb == "load" else "vdata")
    vaddr, saddr, offset = address_operands(inst, target)
    if data is None or data.cls not in (VGPR, AGPR) or (saddr is not None and (
            saddr.cls != SGPR or saddr.enc >= VCC_LO)):
        return None
    width = WIDTHS[inst.op.name.split("_", 2)[2]]
    first = register_index(data)
    named = _vgprs(first, width.dwords) + (() if vaddr is None else
                                           _vgprs(register_index(vaddr), 1))
    return Access(inst.op.name, "scratch", verb, width.size, first, width.signed,
                  None if vaddr is None else register_index(vaddr),
                  None if saddr is None else saddr.enc, (offset & 0xFFFFFFFF,),
                  scratch=target.flat_scratch_base, srcs=named)


def _lds(inst, target):
    verb, _, tail = inst.op.name[3:].partition("_")
    if dict(inst.record(target).modifiers).get("gds", 0):
        return None
    by_role = {o.role: o for o in inst.record(target).operands}
    addr = register_index(by_role["addr"])
    if verb not in DS_VERBS:
        return _lds_atomic(inst, by_role, addr)
    width = WIDTHS[DS_WIDTHS[tail]]
    kind = "load" if verb.startswith("read") else "store"
    first = register_index(by_role["vdst" if kind == "load" else "data0"])
    if verb in ("read", "write"):
        offsets = ({o.role: o.value for o in by_role.values() if o.cls == IMMEDIATE}
                   .get("offset", 0),)
        return Access(inst.op.name, "lds", kind, width.size, first, width.signed, addr,
                      offsets=offsets, srcs=_vgprs(first, width.dwords) + _vgprs(addr, 1))
    size = 4 if tail == "b32" else 8
    offsets = scaled_offsets(inst, target, size * (64 if verb.endswith("st64") else 1))
    second = register_index(by_role["data1"]) if kind == "store" else first + size // 4
    named = _vgprs(first, size // 4) + _vgprs(second, size // 4) + _vgprs(addr, 1)
    return Access(inst.op.name, "lds", kind, size, first, False, addr, offsets=offsets,
                  data1=second, srcs=named)


def _lds_atomic(inst, by_role, addr):
    """The Access of a DS atomic (cmpst: DATA the compare value, DATA2 the new one)."""
    op, bits, returns = atomic.ds_op(inst.op.name[3:])
    words = bits // 32
    data = [register_index(by_role[f]) for f in ("data0", "data1")[:1 + (op == "cmpswap")]]
    data.reverse()
    dst = register_index(by_role["vdst"]) if returns else None
    offset = by_role["offset"].value if "offset" in by_role else 0
    named = sum((_vgprs(first, words) for first in data), _vgprs(addr, 1))
    named += _vgprs(dst, words) if returns else ()
    return Access(inst.op.name, "lds", "atomic", 4 * words, data[0], False, addr,
                  offsets=(offset,), data1=data[-1], dst=dst, op=op, returns=returns,
                  srcs=named)


def _smem(inst, target):
    by_role = {o.role: o for o in inst.record(target).operands}
    data, sbase = by_role["sdst"], by_role["sbase"]
    const, registers = offset_parts(inst, target)
    if (data.cls != SGPR or data.enc + data.width > VCC_LO or sbase.cls != SGPR
            or sbase.enc + 1 >= VCC_LO or any(enc >= VCC_LO for enc in registers)):
        return None
    return Access(inst.op.name, "smem", "load", 4 * data.width, data.enc, saddr=sbase.enc,
                  offsets=(const,), soffset=registers[0] if registers else None)


# ---- the context: what the function reaches besides registers ---------------------------------

def descriptors(lowered):
    """The descriptor rows (int64 (n, DESC)) of the memory instructions of ``lowered``, in
    order, each with the address of its shape's access function (compiled once)."""
    rows = [(access_function(x.shape),) + x.fields for x in lowered if x.unit == "mem"]
    return np.array(rows, np.int64).reshape(-1, DESC)


def access_name(shape):
    """The name of the access function of ``shape`` (a digest of it: cache.py's index)."""
    import hashlib                                  # noqa: PLC0415
    return "gcnsim_mem_" + hashlib.sha256(repr(shape).encode()).hexdigest()[:24]


def access_function(shape):
    """The address of the access function of ``shape`` (compiled, or from the disk cache)."""
    from .jit import Jit                            # noqa: PLC0415
    name = access_name(shape)
    return Jit.get().function_named(name, lambda: _function(shape, name))


def context(env, st, descs):
    """The int64 context array of a call over ``st`` in ``env`` with the segment's
    ``descs`` (module docstring); slot 5 counts the stores made, for DeviceMemory.stores."""
    memory = env.memory
    allocations = () if memory is None else memory.allocations
    ctx = np.zeros(HEADER + ROW * len(allocations), np.int64)
    lds = env.lds
    if lds is not None and lds.ndim == 2 and lds.flags.c_contiguous:
        ctx[0], ctx[1] = lds.ctypes.data, lds.shape[1]
    ctx[2] = st.workgroup.ctypes.data
    if memory is not None:
        ctx[3], ctx[4] = memory.shared_aperture >> 32, memory.private_aperture >> 32
        watch = memory.watch
        marks = getattr(watch, "marks", None)
        ctx[6] = watch is not None and marks is None     # a watch it cannot mark for
        rows = []
        for alloc in allocations:
            mine = None if marks is None else marks.get(alloc.address)
            rows.append((alloc.address, alloc.address + alloc.size, alloc.data.ctypes.data)
                        + ((0, 0, 0) if mine is None else
                           (mine[0].ctypes.data, mine[1].ctypes.data, mine[0].size)))
        if rows:                    # one assignment: a row at a time was most of a call
            ctx[HEADER:] = np.array(rows, np.uint64).view(np.int64).ravel()
    ctx[7], ctx[8] = len(allocations), descs.ctypes.data
    return ctx


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


def _function(shape, name):
    """The IR text of the access function of ``shape``: the segment's arguments and a
    descriptor row in, 0 (done) or 1 (left to the interpreter) out."""
    from .translate import _each_wave           # noqa: PLC0415 - translate imports this module
    module = ir.Module(name=name)
    p32 = I32.as_pointer()
    fnty = ir.FunctionType(I64, [p32, p32, p32, I64, I64.as_pointer(), I64, I64,
                                 I64.as_pointer(), I64.as_pointer()])
    fn = ir.Function(module, fnty, name)
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    access = Fields(b, shape, fn.args[8])
    body = fn.append_basic_block("body")
    b.branch(body)
    b.position_at_end(body)
    _emit(b, fn.args[:8], access, _each_wave, lambda: b.ret(I64(1)))
    b.ret(I64(0))
    return str(module)


def _emit(b, args, access, each_wave, stop):
    """Every wave's access (``each_wave``: translate's wave loop), after a check of every
    address; ``stop()`` emits the return that hands the instruction to the interpreter."""
    fn = b.function
    ctx = args[7]
    with b.goto_block(fn.entry_basic_block):
        acc = _Accumulators(b)
    plain = access.space in ("global", "flat") and access.kind != "atomic"
    lanes = Lanes(b, access) if plain else None
    acc.start(b, ctx_slot(b, ctx, 6))
    each_wave(b, args, (lambda wave: lanes.check(wave, ctx, acc)) if lanes else (
        lambda wave: _each_address(wave, access, ctx, acc.note, absent=acc.absent)))
    count, bad = b.load(acc.count), b.load(acc.bad)
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
                wave, access, ctx, _lds_access(access), parts))
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
            refused = b.or_(misaligned, atomic.refused(wave, access, part[0]))
            b.store(b.or_(b.load(self.bad), b.zext(refused, I64)), self.bad)
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
        b.store(b.or_(b.load(self.bad), b.zext(outside, I64)), self.bad)


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
    if access.kind == "atomic" or (access.space == "buffer" and access.size > 4):
        following = b.function.append_basic_block("mem_unmarked")
        b.cbranch(marked, failed, following)        # marks as the interpreter's parts: no
        b.position_at_end(following)
    dense = b.icmp_unsigned("<", b.lshr(b.sub(hi, lo), I64(2)), count)
    mark = Marks(marks, ctx_slot(b, ctx, b.add(row, I64(5))), start, access.bytes, odd)
    lane_marks = b.and_(marked, b.not_(dense))
    data = ctx_slot(b, ctx, b.add(row, I64(2)))

    def each(wave, access, ctx, address, part):
        _device_access(wave, access, b.add(data, b.sub(address, start)), part)
        with b.if_then(lane_marks):
            mark.lane(b, address)
    if access.space == "buffer":
        _buffer_passes(b, args, access, ctx, acc, each_wave, each)
    elif lanes is None:
        each_wave(b, args, lambda wave: _each_address(wave, access, ctx, each))
    else:
        host = b.sub(data, start)
        each_wave(b, args, lambda wave: lanes.run(wave, host, lane_marks, mark))
    with b.if_then(b.and_(marked, dense)):
        mark.range(b, lo, end)
    if written or access.kind == "atomic":
        _count_stores(b, access, ctx, acc)


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


def _lds_access(access):
    def visit(wave, access, ctx, address, part):
        b = wave.b
        group = b.load(b.gep(b.inttoptr(ctx_slot(b, ctx, 2), I64.as_pointer()), [wave.index]))
        base = b.add(ctx_slot(b, ctx, 0), b.mul(group, ctx_slot(b, ctx, 1)))
        _device_access(wave, access, b.add(base, address), part)
    return visit


def _device_access(wave, access, pointer, part):
    """Load or store one lane's (or one wave's, smem) data at host address ``pointer``."""
    b = wave.b
    if access.space == "smem":
        for k in range(access.dwords):
            value = b.load(at(b, pointer, 4 * k, I32), align=1)
            b.store(value, b.gep(wave.sbase, [b.add(access.data, I64(k))]))
        return
    lane, j = part
    if access.kind == "atomic":
        atomic.rmw(wave, access, pointer, lane)
        return
    if access.space in ("scratch", "buffer") and access.size >= 4:     # dword j of the lane
        where = vptr(wave, b.add(access.data, I64(j)), lane)
        if access.kind == "load":
            b.store(b.load(at(b, pointer, 0, I32), align=1), where)
        else:
            b.store(b.load(where), at(b, pointer, 0, I32), align=1)
        return
    first = access.data if j == 0 or access.space == "scratch" else access.data1
    if access.size < 4:
        typ = I8 if access.size == 1 else I16
        where = vptr(wave, first, lane)
        if access.kind == "load":
            value = b.load(at(b, pointer, 0, typ), align=1)
            b.store((b.sext if access.signed else b.zext)(value, I32), where)
        else:
            b.store(b.trunc(b.load(where), typ), at(b, pointer, 0, typ), align=1)
        return
    for k in range(access.dwords):
        where = vptr(wave, b.add(first, I64(k)), lane)
        if access.kind == "load":
            b.store(b.load(at(b, pointer, 4 * k, I32), align=1), where)
        else:
            b.store(b.load(where), at(b, pointer, 4 * k, I32), align=1)
