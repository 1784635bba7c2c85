"""LDS loads and stores of one address a lane (ds_read_b32..b128, ds_read_u8/i8/u16/i16,
ds_write_b8..b128) with their checks and addresses in loops LLVM vectorises; memory.py runs
every other LDS form (two addresses, atomics) lane by lane, with a branch on each lane's EXEC
bit.

The phase is memory.py's (every wave checked before any reads, the same check, and the
interpreter runs the instruction where it fails: an EXEC lane's bytes past the workgroup's
LDS allocation, or a watch the function cannot mark for), in loops of its own per wave: an
address loop computes every lane's byte offset into an array of the function's (a load may
overwrite its address register), a read loop reads each lane's data into a second array (a
lane EXEC does not have reads offset 0, inside the allocation whenever an EXEC lane's access
is, and its value is dropped), and a write-back loop puts it in the EXEC lanes' registers and
each other lane's own value back. A load writes no memory, so the order of the lanes' reads
does not matter. A store computes every lane's offset first, then writes its EXEC lanes one
at a time in lane order (two lanes may write one address: the higher lane's value stays, as
the interpreter's).

A run of such loads of one shape reading one address register that none but the last writes
(``runs``: Triton's matmul reads its tiles as eight ds_read_u16 of one register) is one phase
of its own access function (``Loads``, ``emit_loads``): every lane of every wave checked for
all of them, then each wave's every load read before any is written back. Where the check
fails, the run's loads run one by one as above, so the interpreter still gets the very
instruction that faults, with the ones before it done.

    ds_read_u16 v46, v33 offset:2048
    -> offsets[lane] = zext(v33[lane] + 2048)         (32 bits, as the interpreter adds)
       check: offsets[lane] + 2 <= the LDS bytes, every EXEC lane of every wave
       loaded[lane] = zext(*(u16 *)(lds + group * bytes + (exec[lane] ? offsets[lane] : 0)))
       v46[lane] = exec[lane] ? loaded[lane] : v46[lane]
"""
from dataclasses import dataclass

from . import irtext as ir

from .device import EXEC_LO, I8, I16, LANES, at, ctx_slot, each_lane, every_lane, vptr
from .gen import I1, I32, I64


def vector(access):
    """Whether an access (memory.Fields or Access) runs here: an LDS load or store of one
    address."""
    return access.space == "lds" and access.kind in ("load", "store") and access.parts == 1


def emit(b, args, access, each_wave, stop):
    """Every wave's load (``each_wave``: translate's wave loop) after the check of every
    wave's; ``stop()`` emits the return that hands the instruction to the interpreter."""
    fn = b.function
    ctx = args[7]
    words = access.dwords if access.size >= 4 else 1
    with b.goto_block(fn.entry_basic_block):
        offsets, read = b.alloca(ir.ArrayType(I64, LANES)), b.alloca(ir.ArrayType(I64, LANES))
        loaded = b.alloca(ir.ArrayType(I32, LANES * words))
        count, bad, last = b.alloca(I64), b.alloca(I64), b.alloca(I64)
    b.store(I64(0), count)
    b.store(I64(-1), last)                      # the workgroup whose reads ``loaded`` holds
    b.store(ctx_slot(b, ctx, 6), bad)           # a watch it cannot mark for (memory.context)
    limit = ctx_slot(b, ctx, 1)

    def check(wave):
        _offsets(wave, access, offsets)
        exec_mask = wave.pair(EXEC_LO)

        def lane(i):
            on = b.trunc(b.lshr(exec_mask, i), I1)
            end = b.add(b.load(b.gep(offsets, [I64(0), i])), I64(access.bytes))
            b.store(b.add(b.load(count), b.zext(on, I64)), count)
            past = b.and_(on, b.icmp_unsigned(">", end, limit))
            b.store(b.or_(b.load(bad), b.zext(past, I64)), bad)
        every_lane(b, lane)
    each_wave(b, args, check)
    if access.kind == "store":
        _after_check(b, count, bad, stop, lambda: each_wave(
            b, args, lambda wave: _store(wave, access, ctx, offsets, words)))
    else:
        _after_check(b, count, bad, stop, lambda: each_wave(
            b, args, lambda wave: _load(wave, access, ctx, (offsets, read, last), loaded,
                                        words)))


def _after_check(b, count, bad, stop, access):
    """After a check pass: ``stop()`` (the interpreter takes the instruction) where a lane was
    ``bad``, nothing where no lane is on (``count`` 0), else ``access()``."""
    fn = b.function
    done, failed = fn.append_basic_block("lds_done"), fn.append_basic_block("lds_stop")
    go, run = fn.append_basic_block("lds_go"), fn.append_basic_block("lds_run")
    b.cbranch(b.icmp_unsigned("!=", b.load(bad), I64(0)), failed, go)
    b.position_at_end(go)
    b.cbranch(b.icmp_unsigned("==", b.load(count), I64(0)), done, run)
    b.position_at_end(run)
    access()
    b.branch(done)
    b.position_at_end(failed)
    stop()
    b.position_at_end(done)


def _offsets(wave, access, offsets):
    """Every lane's byte offset, into ``offsets``."""
    b = wave.b
    offset = b.trunc(access.offsets[0], I32)
    every_lane(b, lambda i: b.store(
        b.zext(b.add(b.load(vptr(wave, access.vaddr, i)), offset), I64),
        b.gep(offsets, [I64(0), i])))


def group_base(wave, ctx):
    """(the wave's workgroup, the host address of its LDS), worked out once a wave before
    its lanes (inside a lane loop that stores, LLVM could not hoist these loads: the stores may
    alias them as far as it knows)."""
    b = wave.b
    group = b.load(b.gep(b.inttoptr(ctx_slot(b, ctx, 2), I64.as_pointer()), [wave.index]))
    return group, b.add(ctx_slot(b, ctx, 0), b.mul(group, ctx_slot(b, ctx, 1)))


def _store(wave, access, ctx, offsets, words):
    """The wave's EXEC lanes' data written in lane order, at offsets worked out first."""
    b = wave.b
    _offsets(wave, access, offsets)
    base = group_base(wave, ctx)[1]
    typ = {1: I8, 2: I16}.get(access.size, I32)

    def lane(i):
        pointer = b.add(base, b.load(b.gep(offsets, [I64(0), i])))
        for k in range(words):
            value = b.load(vptr(wave, b.add(access.data, I64(k)), i))
            b.store(value if typ is I32 else b.trunc(value, typ), at(b, pointer, 4 * k, typ),
                    align=1)
    each_lane(wave, lane)


def _load(wave, access, ctx, arrays, loaded, words):
    """The wave's lanes' data read, then written back to the EXEC lanes' registers; the read
    is skipped where the last wave read (``last``: its workgroup; ``read``: the offsets its
    lanes read, 0 for a lane EXEC did not have) the same offsets of the same workgroup's LDS
    (the waves of a workgroup often read one tile: loads change no memory)."""
    b = wave.b
    offsets, read, last = arrays
    _offsets(wave, access, offsets)
    group, base = group_base(wave, ctx)
    exec_mask = wave.pair(EXEC_LO)
    typ = {1: I8, 2: I16}.get(access.size, I32)

    def differs(i):
        on = b.trunc(b.lshr(exec_mask, i), I1)
        mine = b.select(on, b.load(b.gep(offsets, [I64(0), i])), I64(0))
        return b.xor(mine, b.load(b.gep(read, [I64(0), i])))

    def one(i):
        on = b.trunc(b.lshr(exec_mask, i), I1)
        offset = b.select(on, b.load(b.gep(offsets, [I64(0), i])), I64(0))
        b.store(offset, b.gep(read, [I64(0), i]))
        pointer = b.add(base, offset)
        for k in range(words):
            value = b.load(at(b, pointer, 4 * k, typ), align=1)
            if typ is not I32:
                value = (b.sext if access.signed else b.zext)(value, I32)
            b.store(value, b.gep(loaded, [I64(0), b.add(i, I64(LANES * k))]))

    def write_back(i):
        on = b.trunc(b.lshr(exec_mask, i), I1)
        for k in range(words):
            where = vptr(wave, b.add(access.data, I64(k)), i)
            value = b.load(b.gep(loaded, [I64(0), b.add(i, I64(LANES * k))]))
            b.store(b.select(on, value, b.load(where)), where)
    again = b.icmp_unsigned("==", b.load(last), group)
    with b.if_then(again):
        apart = _reduce(b, differs)
        b.store(b.select(b.icmp_unsigned("==", apart, I64(0)), group, I64(-1)), last)
    with b.if_then(b.icmp_unsigned("!=", b.load(last), group)):
        every_lane(b, one)
        b.store(group, last)
    every_lane(b, write_back)


def _reduce(b, value):
    """The or of value(lane) (i64) over the 64 lanes, in a loop LLVM vectorises."""
    fn = b.function
    before = b.block
    head, after = fn.append_basic_block("lds_or"), fn.append_basic_block("lds_or_end")
    b.branch(head)
    b.position_at_end(head)
    lane, acc = b.phi(I64), b.phi(I64)
    lane.add_incoming(I64(0), before)
    acc.add_incoming(I64(0), before)
    total = b.or_(acc, value(lane))
    successor = b.add(lane, I64(1))
    lane.add_incoming(successor, b.block)
    acc.add_incoming(total, b.block)
    b.cbranch(b.icmp_unsigned("<", successor, I64(LANES)), head, after)
    b.position_at_end(after)
    return total


# ---- loads of one address register in a row, as one phase ----------------------------------

@dataclass(frozen=True)
class Loads:
    """``count`` LDS loads of one ``shape`` (``vector``) in a row, reading one address
    register that none but the last writes: an access function of its own (memory.py) runs
    them as one phase, each lane's address read once (``runs`` finds them)."""
    shape: object
    count: int


def runs(lowered):
    """{index of the first: Loads} of the runs of two or more such loads in ``lowered``."""
    found, i = {}, 0
    while i < len(lowered):
        first, n = lowered[i], 1
        while (_one_address_load(first) and i + n < len(lowered)
               and _one_address_load(lowered[i + n])
               and lowered[i + n].shape == first.shape and lowered[i + n].vaddr == first.vaddr
               and not _writes(lowered[i + n - 1], first.vaddr)):
            n += 1
        if n > 1:
            found[i] = Loads(first.shape, n)
        i += n
    return found


def _one_address_load(x):
    return getattr(x, "unit", None) == "mem" and vector(x.shape) and x.kind == "load"


def _writes(load, vgpr):
    return load.data <= vgpr < load.data + load.shape.dwords


def emit_loads(b, args, loads, each_wave, stop):
    """The loads (memory.Fields, one per descriptor row) as one phase: every EXEC lane of
    every wave checked for all of them first (``stop()`` where one fails: memory.py then runs
    them one by one, each its own phase, so the interpreter gets the very instruction), then
    each wave's lanes read every load's data before any is written back (the address register
    is read once: the run's condition)."""
    fn = b.function
    ctx = args[7]
    first = loads[0]
    words = first.dwords if first.size >= 4 else 1
    with b.goto_block(fn.entry_basic_block):
        loaded = b.alloca(ir.ArrayType(I32, LANES * words * len(loads)))
        count, bad = b.alloca(I64), b.alloca(I64)
    b.store(I64(0), count)
    b.store(ctx_slot(b, ctx, 6), bad)           # a watch it cannot mark for (memory.context)
    limit = ctx_slot(b, ctx, 1)

    def check(wave):
        exec_mask = wave.pair(EXEC_LO)

        def lane(i):
            on = b.trunc(b.lshr(exec_mask, i), I1)
            address = b.load(vptr(wave, first.vaddr, i))
            past = I1(0)
            for access in loads:
                end = b.add(_offset(b, address, access), I64(access.bytes))
                past = b.or_(past, b.icmp_unsigned(">", end, limit))
            b.store(b.add(b.load(count), b.zext(on, I64)), count)
            b.store(b.or_(b.load(bad), b.zext(b.and_(on, past), I64)), bad)
        every_lane(b, lane)
    each_wave(b, args, check)
    _after_check(b, count, bad, stop, lambda: each_wave(
        b, args, lambda wave: _load_all(wave, loads, ctx, loaded, words)))


def _offset(b, address, access):
    """A lane's byte offset (i64) for ``access`` from its address register's value (i32)."""
    return b.zext(b.add(address, b.trunc(access.offsets[0], I32)), I64)


def _load_all(wave, loads, ctx, loaded, words):
    """The wave's lanes' data of every load read (a lane EXEC does not have reads offset 0,
    its value dropped), then written back to the EXEC lanes' registers in the loads' order."""
    b = wave.b
    first = loads[0]
    base = group_base(wave, ctx)[1]
    exec_mask = wave.pair(EXEC_LO)
    typ = {1: I8, 2: I16}.get(first.size, I32)

    def read(i):
        on = b.trunc(b.lshr(exec_mask, i), I1)
        address = b.load(vptr(wave, first.vaddr, i))
        for k, access in enumerate(loads):
            pointer = b.add(base, b.select(on, _offset(b, address, access), I64(0)))
            for w in range(words):
                value = b.load(at(b, pointer, 4 * w, typ), align=1)
                if typ is not I32:
                    value = (b.sext if first.signed else b.zext)(value, I32)
                b.store(value, b.gep(loaded, [I64(0), b.add(i, I64(LANES * (k * words + w)))]))
    every_lane(b, read)

    def write_back(i):
        on = b.trunc(b.lshr(exec_mask, i), I1)
        for k, access in enumerate(loads):
            for w in range(words):
                where = vptr(wave, b.add(access.data, I64(w)), i)
                value = b.load(b.gep(loaded, [I64(0), b.add(i, I64(LANES * (k * words + w)))]))
                b.store(b.select(on, value, b.load(where)), where)
    every_lane(b, write_back)
