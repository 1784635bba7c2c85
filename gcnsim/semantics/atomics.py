"""Atomic read-modify-write as the hardware orders it: lanes in order within a wave, waves in order.

An atomic operation is a row of ``ATOMIC_OPS`` (a function of the old word and the data words,
over uint32 or uint64 bit patterns). ``sequential_rmw`` applies it for every lane of a batch at
once and returns what each lane would have seen had the lanes run one after another: lanes that
hit distinct words are one vectorised step; lanes that share a word are resolved by a segmented
prefix sum (add, sub) or in rounds, one lane per word per round (every other operation).

    keys [a, b, a], op add, data [1, 2, 3], memory {a: 10, b: 20}
    -> returns [10, 20, 11], memory {a: 14, b: 22}

Names follow the ISA manual (Vega ISA 9.1.9 / 12.13; DS 12.12): cmpswap takes DATA[0] = src,
DATA[1] = cmp (the DS cmpst forms, whose DATA is cmp and DATA2 src, swap them at build time).
A float operation's NaN is the VALU's (fpmode.canonical_nan): the old word's NaN quieted, else
DATA's, else the invalid NaN, wherever the lane falls in numpy's loop. fadd_ftz is the f32 add of
memory atomics that flush f32 denormals (targets.py memory_atomic_fadd_f32_denormals off:
gfx90a): the old word, DATA and the sum each a zero of its sign where denormal; the returned
pre-op word is memory's, unflushed. ds_add_f32 and the f64 adds keep denormals.
"""
from dataclasses import dataclass

import numpy as np

from ..bits import flush_denormals
from ..errors import MemoryViolation
from .fpmode import canonical_nan

U32 = np.uint32
U64 = np.uint64
SIGNED = {U32: np.int32, U64: np.int64}
FLOAT = {U32: np.float32, U64: np.float64}


@dataclass(frozen=True)
class AtomicOp:
    """One atomic operation on words of ``dtype`` with ``nargs`` data operands."""
    name: str
    dtype: type
    fn: object
    nargs: int = 1


def _typed(old, view, fn):
    """Apply ``fn`` to the words viewed as another type, back to raw bits."""
    def wrapped(a, b):
        with np.errstate(all="ignore"):
            out = fn(old.view(view), a.view(view), b.view(view))
        return np.asarray(out, view).view(old.dtype)
    return wrapped


def _signed(fn):
    return lambda old, a, b: _typed(old, SIGNED[old.dtype.type], fn)(a, b)


def _float(fn):
    return lambda old, a, b: _typed(old, FLOAT[old.dtype.type], fn)(a, b)


def _inc(old, a, b):
    return np.where(old >= a, old.dtype.type(0), old + old.dtype.type(1))


def _dec(old, a, b):
    return np.where((old == 0) | (old > a), a, old - old.dtype.type(1))


_ADD = canonical_nan(lambda old, a: old + a)       # MEM[ADDR] += DATA: the old word's NaN first


def _pk_add_f16(old, a, b):
    with np.errstate(all="ignore"):
        out = _ADD(old.view(np.float16), a.view(np.float16))
    return out.view(U32)


def _bf16_to_f32(half):
    return (half.astype(U32) << U32(16)).view(np.float32)


def _f32_to_bf16(x):
    bits = x.view(U32)
    nan = np.isnan(x)
    rounded = (bits + U32(0x7FFF) + ((bits >> U32(16)) & U32(1))) >> U32(16)
    return np.where(nan, (bits >> U32(16)) | U32(0x40), rounded).astype(np.uint16)


def _pk_add_bf16(old, a, b):
    with np.errstate(all="ignore"):
        out = _ADD(_bf16_to_f32(old.view(np.uint16)), _bf16_to_f32(a.view(np.uint16)))
    return _f32_to_bf16(out).view(U32)


def _fadd_ftz(old, a, b):
    return flush_denormals(_ADD(flush_denormals(old), flush_denormals(a)))


_FMIN = canonical_nan(np.fmin)     # a NaN only of two NaNs: the old word's, quieted
_FMAX = canonical_nan(np.fmax)

_FUNCTIONS = {
    "add": lambda old, a, b: old + a,
    "sub": lambda old, a, b: old - a,
    "rsub": lambda old, a, b: a - old,
    "swap": lambda old, a, b: a,
    "cmpswap": lambda old, a, b: np.where(old == b, a, old),
    "and": lambda old, a, b: old & a,
    "or": lambda old, a, b: old | a,
    "xor": lambda old, a, b: old ^ a,
    "umin": lambda old, a, b: np.minimum(old, a),
    "umax": lambda old, a, b: np.maximum(old, a),
    "smin": _signed(lambda old, a, b: np.minimum(old, a)),
    "smax": _signed(lambda old, a, b: np.maximum(old, a)),
    "inc": _inc,
    "dec": _dec,
    "mskor": lambda old, a, b: (old & ~a) | b,
    "wrap": lambda old, a, b: np.where(old >= a, old - a, old + b),
    "fadd": _float(lambda old, a, b: _ADD(old, a)),
    "fadd_ftz": _float(_fadd_ftz),
    "fmin": _float(lambda old, a, b: _FMIN(old, a)),
    "fmax": _float(lambda old, a, b: _FMAX(old, a)),
    "fcmpswap": _float(lambda old, a, b: np.where(old == b, a, old)),
}
_TWO_ARGS = {"cmpswap", "fcmpswap", "mskor", "wrap"}


def atomic_op(name, bits):
    """The AtomicOp ``name`` on ``bits``-bit words (pk_add_f16/bf16 are 32-bit)."""
    dtype = U64 if bits == 64 else U32
    if name == "pk_add_f16":
        return AtomicOp(name, U32, _pk_add_f16)
    if name == "pk_add_bf16":
        return AtomicOp(name, U32, _pk_add_bf16)
    return AtomicOp(name, dtype, _FUNCTIONS[name], 2 if name in _TWO_ARGS else 1)


def sequential_rmw(keys, op, args, load, store):
    """Apply ``op`` for each access in order; ``keys`` name the words (equal keys, same word).

    ``load(unique_keys) -> words`` and ``store(unique_keys, words)`` reach memory; ``args`` are
    the data operands per access. Returns each access's pre-op word."""
    if not len(keys):                       # no lane or wave takes part: nothing to touch
        return np.zeros(0, op.dtype)
    uniq, first, inv, counts = np.unique(keys, return_index=True, return_inverse=True,
                                         return_counts=True)
    try:
        cur = np.array(load(uniq), op.dtype)
    except MemoryViolation as err:
        raise err.located(int(first[err.lane]), err.context) from None
    args = [np.asarray(a, op.dtype) for a in args] + [np.zeros(len(keys), op.dtype)]
    args = [np.broadcast_to(a, (len(keys),)) for a in args[:2]]
    if counts.max(initial=0) <= 1:
        old = cur[inv]
        cur[inv] = op.fn(old, *args)
    elif op.name in ("add", "sub"):
        old = _segmented_add(cur, inv, counts, args[0], op.name == "sub")
    else:
        old = _rounds(cur, inv, counts, op, args)
    store(uniq, cur)
    return old


def _group_order(inv, counts):
    """(accesses sorted by word, stable in access order; rank of each within its word)."""
    order = np.argsort(inv, kind="stable")
    starts = np.cumsum(counts) - counts
    rank = np.arange(len(inv)) - starts[inv[order]]
    return order, starts, rank


def _segmented_add(cur, inv, counts, data, negate):
    """add/sub with shared words: an exclusive prefix sum within each word's accesses."""
    order, starts, _ = _group_order(inv, counts)
    delta = data[order]
    if negate:
        delta = cur.dtype.type(0) - delta
    inclusive = np.cumsum(delta, dtype=cur.dtype)
    exclusive = inclusive - delta
    within = exclusive - exclusive[starts][inv[order]]
    old = np.empty_like(delta)
    old[order] = cur[inv[order]] + within
    cur += np.add.reduceat(delta, starts, dtype=cur.dtype)
    return old


def _rounds(cur, inv, counts, op, args):
    """Any operation with shared words: round r applies the r-th access of every word."""
    order, _, rank = _group_order(inv, counts)
    by_round = order[np.argsort(rank, kind="stable")]
    ends = np.cumsum(np.bincount(rank))
    old = np.empty(len(inv), cur.dtype)
    begin = 0
    for end in ends:
        sel = by_round[begin:end]
        words = inv[sel]
        old[sel] = cur[words]
        cur[words] = op.fn(old[sel], args[0][sel], args[1][sel])
        begin = end
    return old
