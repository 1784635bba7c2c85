"""Device memory as the native tier's GLOBAL and FLAT phases reach it: the context's slots,
registers by index, the allocation holding a batch's range, a worker's marks, and the phase
itself in loops LLVM vectorises (memory.py says what a phase must do).

A phase runs each wave's 64 lanes in loops of their own rather than one loop doing everything
a lane needs: an address loop computes every lane's address into an array of the function's
own (so no store can change an address register under it: a load may overwrite the register
its address came from, and LLVM need not assume one may), the check loop reads that array with
EXEC as a selection, not a branch (lowest and highest address of the EXEC lanes, their count,
any misaligned, any FLAT address in an aperture), a load reads the EXEC lanes' data into a
second array and a write-back loop puts it in the EXEC lanes' registers and each other lane's
own value back; a store writes lane by lane in lane order (two lanes may store to one address:
the higher lane's value stays, as the interpreter's). The address, check and write-back loops
vectorise; the reads and writes of device memory stay one lane at a time (reading every lane
with an inactive one at the batch's lowest address lets LLVM gather, which measured slower on
a 1M-item saxpy: its arrays are not in cache), except in a dense wave: EXEC full and lane i's
address lane 0's plus i times the access's bytes (a saxpy's every wave), which is read or
written whole, its addresses affine in the lane for LLVM (vector loads and stores).

    global_load_dword v4, v[0:1], off
    -> addresses[lane] = v[0:1][lane] + offset                        (every lane)
       check: lo = min(addresses of EXEC lanes), hi = max(...) ... one allocation?
       every EXEC lane: loaded[lane] = *(u32 *)(data + addresses[lane] - start)
       v[4][lane] = exec[lane] ? loaded[lane] : v[4][lane]
"""
from dataclasses import dataclass

from . import irtext as ir

from .gen import I1, I32, I64
from .undo import SHIFT

I8, I16 = ir.IntType(8), ir.IntType(16)
LANES = 64
HEADER = 18             # context: lds, lds bytes, workgroups, shared and private aperture
ROW = 9                 # highs, stores (out), refuse, allocations, descriptors, exact stores,
                        # changing stores (out: Changes), the undo record's save function,
                        # tag and scratch (Undo), the marks' stamp, the batch's scratch: its
                        # start, end and bytes per wave (SLICES); then per allocation: start,
                        # end, data, read marks, write marks, marks' size, stores to it (out),
                        # undo record, chunks' words (0: none)
SLICES = 15             # the context's slots of the batch's scratch (memory.context)
EXEC_LO = 126
BLOCK = 4096            # dwords a byte of a worker's mark summary stands for (emu/shared.py)
MARK_BYTES = BLOCK + 2  # a mark array's bytes per block: a byte per dword, the block's summary
                        # byte and its whole byte (every dword of the block marked at once)
UNPREPARED = 1          # an allocation's write marks at this "address": the launch does not
                        # watch it (emu/shared.py), so its stores go to the interpreter, which
                        # stops the launch before the first of them


def ctx_slot(b, ctx, slot):
    return b.load(b.gep(ctx, [slot if isinstance(slot, ir.Value) else I64(slot)]))


class Changes:
    """Where a phase counts the lanes whose store changes device memory's bytes (the context's
    slot 10) when the launch counts only such stores (slot 9: DeviceMemory.exact_stores, set
    once spin detection fingerprints a loop; a loop that stores the value already there
    spins)."""

    def __init__(self, b, ctx):
        self.exact = b.icmp_unsigned("!=", ctx_slot(b, ctx, 9), I64(0))
        self.slot = b.gep(ctx, [I64(10)])

    def store(self, b, value, pointer, old=None):
        """Store ``value`` at ``pointer`` (a typed pointer, any alignment), counting it where
        it changes what is there (``old``: what is there, when already loaded)."""
        if old is None:
            old = b.load(pointer, align=1)
        changed = b.and_(self.exact, b.icmp_unsigned("!=", old, value))
        b.store(b.add(b.load(self.slot), b.zext(changed, I64)), self.slot)
        b.store(value, pointer, align=1)


def vptr(wave, index, lane):
    """Pointer to VGPR ``index`` (a value) of the wave in ``lane``."""
    b = wave.b
    return b.gep(wave.vbase, [b.add(b.mul(index, I64(64)), lane)])


def sreg(wave, enc):
    return wave.b.load(wave.b.gep(wave.sbase, [enc]))


def pair(wave, enc):
    b = wave.b
    high = sreg(wave, b.add(enc, I64(1)))
    return b.or_(b.zext(sreg(wave, enc), I64), b.shl(b.zext(high, I64), I64(32)))


def allocation(b, ctx, lo, hi, end, failed):
    """The context index of the allocation holding [lo, end) (branches to ``failed`` if none,
    or if the range wraps)."""
    fn = b.function
    before = b.block
    head, test, found = (fn.append_basic_block(n) for n in ("alloc", "alloc_test", "alloc_ok"))
    b.branch(head)
    b.position_at_end(head)
    k = b.phi(I64)
    k.add_incoming(I64(0), before)
    b.cbranch(b.icmp_unsigned("<", k, ctx_slot(b, ctx, 7)), test, failed)
    b.position_at_end(test)
    row = b.add(I64(HEADER), b.mul(k, I64(ROW)))
    inside = b.and_(b.icmp_unsigned("<=", ctx_slot(b, ctx, row), lo),
                    b.icmp_unsigned("<=", end, ctx_slot(b, ctx, b.add(row, I64(1)))))
    inside = b.and_(inside, b.icmp_unsigned(">", end, hi))
    k.add_incoming(b.add(k, I64(1)), test)
    b.cbranch(inside, found, head)
    b.position_at_end(found)
    return row


def marks_size(marks):
    """The dwords a worker's mark array (shared.mark_array) marks: a byte each, then two bytes
    per BLOCK of them (its summary, then its whole marks)."""
    return marks.size // MARK_BYTES * BLOCK


@dataclass
class Marks:
    """A worker's marks (a byte per dword of an allocation, ``size`` of them, then a summary
    byte and a whole byte per BLOCK of them) as shared._mark sets them: the launch's ``stamp``
    (an i8)."""
    base: object
    size: object
    start: object
    bytes: int
    odd: object
    stamp: object

    def lane(self, b, address):
        """One lane's dwords (where any access of the batch is misaligned, the one more its
        bytes reach, if they do: a 2-byte store at 2 mod 4 marks one dword), and their
        blocks."""
        offset = b.sub(address, self.start)
        first = b.lshr(offset, I64(2))
        whole = (self.bytes + 3) // 4
        reaches = b.icmp_unsigned(">", b.add(b.and_(offset, I64(3)), I64(self.bytes)),
                                  I64(4 * whole))
        span = [I1(1)] * whole + [b.and_(b.icmp_unsigned("!=", self.odd, I64(0)), reaches)]
        last = b.sub(self.size, I64(1))
        blocks = b.add(self.base, self.size)
        for j, when in enumerate(span):
            index = b.add(first, I64(j))
            index = b.select(b.icmp_unsigned("<", index, last), index, last)
            with b.if_then(when):
                b.store(self.stamp, b.inttoptr(b.add(self.base, index), I8.as_pointer()))
                block = b.add(blocks, b.lshr(index, I64(BLOCK.bit_length() - 1)))
                b.store(self.stamp, b.inttoptr(block, I8.as_pointer()))

    def range(self, b, lo, end):
        """Every dword from lo's to (end - 1)'s, and their blocks, as shared._mark: the blocks
        it covers whole by their whole bytes, the dwords of the others a byte each; memsets
        (a byte loop was a quarter of a worker's CPU on a 2^24 saxpy at O0)."""
        first = b.lshr(b.sub(lo, self.start), I64(2))
        stop = b.add(b.lshr(b.sub(b.sub(end, I64(1)), self.start), I64(2)), I64(1))
        shift = I64(BLOCK.bit_length() - 1)
        low, high = b.lshr(first, shift), b.lshr(b.sub(stop, I64(1)), shift)
        whole_low = b.lshr(b.add(first, I64(BLOCK - 1)), shift)
        whole_end = b.lshr(stop, shift)
        whole = b.icmp_unsigned("<", whole_low, whole_end)
        head_end = b.select(whole, b.shl(whole_low, shift), stop)
        tail = b.select(whole, b.shl(whole_end, shift), stop)
        summary = b.add(self.base, self.size)
        wholes = b.add(summary, b.lshr(self.size, shift))
        memset = b.module.declare_intrinsic("llvm.memset", [I8.as_pointer(), I64])
        for at, count in ((b.add(self.base, first), b.sub(head_end, first)),
                          (b.add(self.base, tail), b.sub(stop, tail)),
                          (b.add(wholes, whole_low),
                           b.select(whole, b.sub(whole_end, whole_low), I64(0))),
                          (b.add(summary, low), b.add(b.sub(high, low), I64(1)))):
            b.call(memset, [b.inttoptr(at, I8.as_pointer()), self.stamp, count, I1(0)])


class Undo:
    """A phase's calls of the undo record's save function (native/undo.py) before it stores to
    the allocation at context row ``row`` (``start``: its device address), where it has a
    record (``on``)."""
    TYPE = ir.FunctionType(ir.VoidType(), [I64] * 8)

    def __init__(self, b, ctx, row, start):
        self.function = b.inttoptr(ctx_slot(b, ctx, 11), self.TYPE.as_pointer())
        self.tag, self.scratch = ctx_slot(b, ctx, 12), ctx_slot(b, ctx, 13)
        self.data = ctx_slot(b, ctx, b.add(row, I64(2)))
        self.size = b.sub(ctx_slot(b, ctx, b.add(row, I64(1))), start)
        self.undo = ctx_slot(b, ctx, b.add(row, I64(7)))
        self.words = ctx_slot(b, ctx, b.add(row, I64(8)))
        self.start = start
        self.on = b.icmp_unsigned("!=", self.words, I64(0))

    def range(self, b, lo, end):
        """Save the chunks of device addresses [lo, end)."""
        first = b.lshr(b.sub(lo, self.start), I64(SHIFT))
        last = b.lshr(b.sub(b.sub(end, I64(1)), self.start), I64(SHIFT))
        b.call(self.function, [self.words, self.data, self.undo, self.scratch, self.size,
                               first, b.add(last, I64(1)), self.tag])


def at(b, pointer, offset, typ):
    return b.inttoptr(b.add(pointer, I64(offset)), typ.as_pointer())


def each_lane(wave, emit_lane):
    """emit_lane(lane) for each lane EXEC has, in lane order."""
    b = wave.b
    fn = b.function
    exec_mask = wave.pair(EXEC_LO)
    before = b.block
    head, on, following, after = (fn.append_basic_block(n) for n in
                                  ("mlane", "mlane_on", "mlane_next", "mlane_end"))
    b.branch(head)
    b.position_at_end(head)
    lane = b.phi(I64)
    lane.add_incoming(I64(0), before)
    b.cbranch(b.trunc(b.lshr(exec_mask, lane), I1), on, following)
    b.position_at_end(on)
    emit_lane(lane)
    b.branch(following)
    b.position_at_end(following)
    successor = b.add(lane, I64(1))
    lane.add_incoming(successor, following)
    b.cbranch(b.icmp_unsigned("<", successor, I64(64)), head, after)
    b.position_at_end(after)


def every_lane(b, emit_lane):
    """emit_lane(lane) for lanes 0..63, with no branch on EXEC (a loop LLVM may vectorise)."""
    fn = b.function
    before = b.block
    head, after = fn.append_basic_block("vlane"), fn.append_basic_block("vlane_end")
    b.branch(head)
    b.position_at_end(head)
    lane = b.phi(I64)
    lane.add_incoming(I64(0), before)
    emit_lane(lane)
    successor = b.add(lane, I64(1))
    lane.add_incoming(successor, b.block)
    b.cbranch(b.icmp_unsigned("<", successor, I64(LANES)), head, after)
    b.position_at_end(after)


class Lanes:
    """A GLOBAL or FLAT phase's loops (module docstring) over its own two arrays."""

    def __init__(self, b, access):
        self.access = access
        self.words = access.dwords if access.size >= 4 else 1
        with b.goto_block(b.function.entry_basic_block):
            self.addresses = b.alloca(ir.ArrayType(I64, LANES))
            self.loaded = b.alloca(ir.ArrayType(I32, LANES * self.words))
            self.apart = b.alloca(I64)

    def _at(self, b, array, index):
        return b.gep(array, [I64(0), index])

    def _addresses(self, wave):
        """Every lane's address, into ``addresses`` (before any lane's access)."""
        b, access = wave.b, self.access
        base = pair(wave, access.saddr) if access.with_saddr else None

        def lane(i):
            low = b.zext(b.load(vptr(wave, access.vaddr, i)), I64)
            if base is not None:
                address = b.add(base, low)
            else:
                high = b.zext(b.load(vptr(wave, b.add(access.vaddr, I64(1)), i)), I64)
                address = b.or_(low, b.shl(high, I64(32)))
            b.store(b.add(address, access.offsets[0]), self._at(b, self.addresses, i))
        every_lane(b, lane)

    def check(self, wave, ctx, acc):
        """Note the wave's EXEC lanes' addresses in ``acc`` (memory._Accumulators)."""
        b = wave.b
        self._addresses(wave)
        exec_mask = wave.pair(EXEC_LO)
        flat = self.access.space == "flat"
        apertures = (ctx_slot(b, ctx, 3), ctx_slot(b, ctx, 4)) if flat else ()

        def lane(i):
            on = b.trunc(b.lshr(exec_mask, i), I1)
            address = b.load(self._at(b, self.addresses, i))
            b.store(b.add(b.load(acc.count), b.zext(on, I64)), acc.count)
            low, high = b.select(on, address, I64(-1)), b.select(on, address, I64(0))
            lo, hi = b.load(acc.lo), b.load(acc.hi)
            b.store(b.select(b.icmp_unsigned("<", low, lo), low, lo), acc.lo)
            b.store(b.select(b.icmp_unsigned(">", high, hi), high, hi), acc.hi)
            odd = b.select(on, b.and_(address, I64(3)), I64(0))
            b.store(b.or_(b.load(acc.odd), odd), acc.odd)
            if flat:
                top = b.lshr(address, I64(32))
                inside = [b.icmp_unsigned("==", top, x) for x in apertures]
                outside = b.and_(on, b.or_(*inside))
                b.store(b.or_(b.load(acc.bad), b.zext(outside, I64)), acc.bad)
        every_lane(b, lane)

    def run(self, wave, host, lane_marks, mark, changes, wave_saves=None, undo=None):
        """The wave's accesses at host address ``host`` + address; marks per lane where
        ``lane_marks``; a store counts the lanes that change memory in ``changes``, and saves
        what it changes in ``undo`` (an Undo) first where ``wave_saves`` (the wave's range
        if it is dense, else each lane's)."""
        b, access = wave.b, self.access
        self._addresses(wave)
        first = b.load(self._at(b, self.addresses, I64(0)))
        base = b.add(host, first)
        whole = self._dense(wave)
        if undo is not None:
            with b.if_then(wave_saves):
                with b.if_else(whole) as (dense, sparse):
                    with dense:
                        undo.range(b, first, b.add(first, I64(LANES * access.size)))
                    with sparse:
                        each_lane(wave, lambda i: self._save(b, undo, i))
        with b.if_else(whole) as (dense, sparse):
            with dense:
                if access.kind == "load":
                    every_lane(b, lambda i: self._contiguous(wave, base, i))
                else:           # the plain loop vectorises; the counting one only when asked
                    with b.if_else(changes.exact) as (counted, plain):
                        with counted:
                            every_lane(b, lambda i: self._contiguous(wave, base, i, changes))
                        with plain:
                            every_lane(b, lambda i: self._contiguous(wave, base, i))
            with sparse:
                if access.kind == "load":
                    self._load(wave, host)
                else:
                    each_lane(wave, lambda i: self._store(wave, host, i, changes))
        with b.if_then(lane_marks):
            each_lane(wave, lambda i: mark.lane(b, b.load(self._at(b, self.addresses, i))))

    def _save(self, b, undo, i):
        """Save the chunks lane i's store changes."""
        address = b.load(self._at(b, self.addresses, i))
        undo.range(b, address, b.add(address, I64(self.access.bytes)))

    def _dense(self, wave):
        """Whether EXEC has every lane and lane i's address is lane 0's + i x the access's
        bytes (the lanes then touch distinct bytes: their order does not matter)."""
        b, size = wave.b, self.access.size
        first = b.load(self._at(b, self.addresses, I64(0)))
        b.store(I64(0), self.apart)

        def lane(i):
            expected = b.add(first, b.mul(i, I64(size)))
            away = b.xor(b.load(self._at(b, self.addresses, i)), expected)
            b.store(b.or_(b.load(self.apart), away), self.apart)
        every_lane(b, lane)
        full = b.icmp_unsigned("==", wave.pair(EXEC_LO), I64(-1))
        return b.and_(full, b.icmp_unsigned("==", b.load(self.apart), I64(0)))

    def _contiguous(self, wave, base, i, changes=None):
        """Lane i's access of a dense wave at host address ``base`` + i x bytes (an address
        LLVM sees is affine in the lane: whole vectors are read or written); a store counted
        in ``changes`` where given."""
        b, access = wave.b, self.access
        pointer = b.add(base, b.mul(i, I64(access.size)))
        typ = {1: I8, 2: I16}.get(access.size, I32)
        for k in range(self.words):
            where = vptr(wave, b.add(access.data, I64(k)), i)
            if access.kind == "load":
                value = b.load(at(b, pointer, 4 * k, typ), align=1)
                if typ is not I32:
                    value = (b.sext if access.signed else b.zext)(value, I32)
                b.store(value, where)
            else:
                value = b.load(where)
                value = value if typ is I32 else b.trunc(value, typ)
                if changes is None:
                    b.store(value, at(b, pointer, 4 * k, typ), align=1)
                else:
                    changes.store(b, value, at(b, pointer, 4 * k, typ))

    def _load(self, wave, host):
        b, access = wave.b, self.access
        exec_mask = wave.pair(EXEC_LO)
        typ = {1: I8, 2: I16}.get(access.size, I32)

        def read(i):
            pointer = b.add(host, b.load(self._at(b, self.addresses, i)))
            for k in range(self.words):
                value = b.load(at(b, pointer, 4 * k, typ), align=1)
                if typ is not I32:
                    value = (b.sext if access.signed else b.zext)(value, I32)
                b.store(value, self._at(b, self.loaded, b.add(i, I64(LANES * k))))

        def write_back(i):
            on = b.trunc(b.lshr(exec_mask, i), I1)
            for k in range(self.words):
                where = vptr(wave, b.add(access.data, I64(k)), i)
                value = b.load(self._at(b, self.loaded, b.add(i, I64(LANES * k))))
                b.store(b.select(on, value, b.load(where)), where)
        each_lane(wave, read)
        every_lane(b, write_back)

    def _store(self, wave, host, i, changes):
        b, access = wave.b, self.access
        pointer = b.add(host, b.load(self._at(b, self.addresses, i)))
        if access.size < 4:
            typ = I8 if access.size == 1 else I16
            value = b.trunc(b.load(vptr(wave, access.data, i)), typ)
            changes.store(b, value, at(b, pointer, 0, typ))
            return
        for k in range(self.words):
            value = b.load(vptr(wave, b.add(access.data, I64(k)), i))
            changes.store(b, value, at(b, pointer, 4 * k, I32))
