"""Atomics in the native tier: GLOBAL, FLAT (device memory), MUBUF and DS read-modify-writes of
a dword or a pair of dwords, with and without the pre-op value returned, as atomics.py does
them in the interpreter.

Which operations translate (``OPS``): swap, cmpswap, add, sub, rsub (DS), the signed and
unsigned min and max, and, or, xor, inc, dec, on 32 and 64 bits, and the f32/f64 add
(add_f32, add_f64, ds_add_f32); not the other float ones, the packed adds, mskor, wrap,
wrxchg2, condxchg or GDS.

The interpreter applies an atomic to every lane of the batch in turn, waves in batch order and
lanes in order within a wave, each lane seeing what the lanes before it left
(atomics.sequential_rmw): the native phase (memory.py) does exactly that, one lane at a time,
reading the lane's data and writing its result register before the next lane (each lane has
its own registers, so no lane's write changes another's operands). A batch with any lane's
address not a multiple of its word size (which atomics.py treats as distinct words) is left
to the interpreter, as is one that a worker's marks watch (a launch with global atomics runs
on one worker: emu/workers.py).

An f32/f64 add is the interpreter's: an IEEE add with no flushing (the host's rounding, no
fast-math); a NaN result is the old word's NaN quieted, else the data's, else the invalid NaN
(bits.INVALID_NAN), the rule atomics.py follows (fpmode.canonical_nan), so two NaNs of
different payloads give the old word's wherever the lane falls. fadd_ftz (gfx90a's memory
add_f32) flushes the old word, the data and the sum as atomics.py does.

    global_atomic_add v0, v[2:3], v4, off glc
    -> each wave, each EXEC lane: old = *(u32 *)p; *(u32 *)p = old + v4[lane]; v0[lane] = old
"""
from . import irtext as ir

from ..bits import INVALID_NAN
from ..semantics.vmem import parse_atomic
from .compute import LAYOUT, flush_denormal
from .device import at, vptr
from .gen import F32, F64, I32, I64

OPS = ("swap", "cmpswap", "add", "sub", "rsub", "smin", "umin", "smax", "umax", "and", "or",
       "xor", "inc", "dec", "fadd", "fadd_ftz")
TWO_SOURCES = ("cmpswap",)
DS_OPS = {"add_u": "add", "sub_u": "sub", "rsub_u": "rsub", "inc_u": "inc", "dec_u": "dec",
          "min_i": "smin", "max_i": "smax", "min_u": "umin", "max_u": "umax", "and_b": "and",
          "or_b": "or", "xor_b": "xor", "wrxchg_b": "swap", "cmpst_b": "cmpswap",
          "add_f": "fadd"}      # semantics/ds.py's names for the operations of OPS
QUIET = {32: 1 << 22, 64: 1 << 51}


def vector_op(tail, target=None):
    """(operation, bits) of a GLOBAL/FLAT/MUBUF atomic mnemonic's tail (``add_x2``) on
    ``target`` (vmem.parse_atomic: fadd_ftz), or None where the native tier has no form of it."""
    op, bits = parse_atomic(tail, target)
    if op not in OPS or op == "rsub" or (op == "fadd" and tail not in ("add_f32", "add_f64")):
        return None
    return op, bits


def ds_op(tail):
    """(operation, bits, returns) of a DS atomic mnemonic's tail (``add_rtn_u32``), or None."""
    returns = "_rtn_" in tail
    stem, _, kind = tail.replace("_rtn", "").rpartition("_")
    if kind[1:] not in ("32", "64") or (kind[0] == "f" and kind != "f32"):
        return None
    op = DS_OPS.get(f"{stem}_{kind[0]}")
    return None if op is None else (op, int(kind[1:]), returns)


def rmw(wave, access, pointer, lane, changes=None):
    """One lane's read-modify-write at host address ``pointer``: the operation is the
    descriptor's (``access.mode``: an OPS index), its data from access.data (and
    access.data1, cmpswap's compare value; the data elsewhere), the old word to access.dst
    where that is a register (-1: none); device memory's store counted in ``changes``."""
    b = wave.b
    bits = 32 * access.words
    where = at(b, pointer, 0, ir.IntType(bits))
    old = b.load(where, align=1)
    data = _operand(wave, access.data, access.words, lane)
    compare = _operand(wave, access.data1, access.words, lane)
    code = b.and_(access.mode, I64(0xFF))
    new = old
    for k, op in enumerate(OPS):
        new = b.select(b.icmp_unsigned("==", code, I64(k)), _apply(b, op, bits, old, data,
                                                                   compare), new)
    if changes is None:
        b.store(new, where, align=1)
    else:
        changes.store(b, new, where, old)
    with b.if_then(b.icmp_signed(">=", access.dst, I64(0))):
        for k in range(access.words):
            word = old if bits == 32 else b.trunc(b.lshr(old, I64(32 * k)), I32)
            b.store(word, vptr(wave, b.add(access.dst, I64(k)), lane))


def _operand(wave, first, words, lane):
    b = wave.b
    low = b.load(vptr(wave, first, lane))
    if words == 1:
        return low
    high = b.load(vptr(wave, b.add(first, I64(1)), lane))
    return b.or_(b.zext(low, I64), b.shl(b.zext(high, I64), I64(32)))


def _apply(b, op, bits, old, a, compare):
    """atomics.py's operation ``op`` on ``old`` with data ``a`` (cmpswap: ``compare``)."""
    typ = old.type
    one, zero = typ(1), typ(0)
    if op == "fadd":
        return _fadd(b, bits, old, a)
    if op == "fadd_ftz":                # only f32 is made (vmem.parse_atomic); rmw's select
        layout = LAYOUT["f32" if bits == 32 else "f64"]     # builds every op at both widths
        return flush_denormal(b, _fadd(b, bits, flush_denormal(b, old, layout),
                                       flush_denormal(b, a, layout)), layout)
    simple = {"swap": lambda: a, "add": lambda: b.add(old, a), "sub": lambda: b.sub(old, a),
              "rsub": lambda: b.sub(a, old), "and": lambda: b.and_(old, a),
              "or": lambda: b.or_(old, a), "xor": lambda: b.xor(old, a),
              "cmpswap": lambda: b.select(b.icmp_unsigned("==", old, compare), a, old),
              "inc": lambda: b.select(b.icmp_unsigned(">=", old, a), zero, b.add(old, one)),
              "dec": lambda: b.select(b.or_(b.icmp_unsigned("==", old, zero),
                                            b.icmp_unsigned(">", old, a)), a, b.sub(old, one))}
    if op in simple:
        return simple[op]()
    compare_ = b.icmp_signed if op[0] == "s" else b.icmp_unsigned
    keep_old = compare_("<" if op.endswith("min") else ">", old, a)
    return b.select(keep_old, old, a)


def _fadd(b, bits, old, a):
    """old + a as atomics.py adds them (module docstring): the NaN result chosen by bits."""
    ftype = F32 if bits == 32 else F64
    x, y = b.bitcast(old, ftype), b.bitcast(a, ftype)
    total = b.bitcast(b.fadd(x, y), old.type)
    quiet = old.type(QUIET[bits])
    nan = b.select(b.fcmp_unordered("uno", x, x), b.or_(old, quiet),
                   b.select(b.fcmp_unordered("uno", y, y), b.or_(a, quiet),
                            old.type(INVALID_NAN[bits])))
    result_nan = b.fcmp_unordered("uno", b.bitcast(total, ftype), b.bitcast(total, ftype))
    return b.select(result_nan, nan, total)
