"""The memory hierarchy's compiled bookkeeping (hierarchy.c, made into hierarchy.ll by
tools/gen_hierarchy.py): its functions, compiled once a process by the native tier's JIT
(native/jit.py, which keeps the object in its disk cache), and the structs they work on,
whose arrays the Python objects own (system.py Level, dram.py DramState, translation.py
Translator).

A request's lines go through the TLB and down the levels in one call (``port_request``), not a
Python call a line; the rarer steps (an atomic's, a write-back's, the instruction caches'
lookups) call the same functions one at a time. There is no Python copy of these rules to fall
back on: the IR is fixed text, compiled and run by every test of the timing model, so a host
where LLVM cannot compile it fails those tests, not a user's launch alone.

    LIB.port_request(port, PORT_LOAD, 100.0, lines, 2)
"""
import ctypes
from contextlib import contextmanager
from ctypes import POINTER, c_double, c_int64, c_uint64, c_void_p
from pathlib import Path

try:                            # numpy's switch for transparent huge pages (``small_pages``)
    from numpy._core.multiarray import _set_madvise_hugepage
except ImportError:             # numpy 1.x
    try:
        from numpy.core.multiarray import _set_madvise_hugepage
    except ImportError:
        _set_madvise_hugepage = None

IR = Path(__file__).with_name("hierarchy.ll")
BELOW_NONE, BELOW_LEVEL, BELOW_DRAM = 0, 1, 2
PORT_LOAD, PORT_SCALAR, PORT_REFETCH, PORT_STORE, PORT_LOAD_L2, PORT_ATOMIC = range(6)
PORT_STREAM = 8                 # or-ed with a kind: a streaming request (system.py STREAM)


class GapsStruct(ctypes.Structure):
    _fields_ = [("starts", c_void_p), ("ends", c_void_p), ("len", c_void_p), ("cap", c_int64)]


class LevelStruct(ctypes.Structure):
    _fields_ = ([(name, c_int64) for name in (
        "ways", "line_bits", "channel_shift", "channel_mask", "high_shift", "set_mask",
        "index_bits", "row_mask")]
        + [("latency", c_double), ("hold", c_double)]
        + [(name, c_void_p) for name in ("tags", "ready", "dirty", "count", "free")]
        + [("gaps", GapsStruct), ("hits", c_int64), ("misses", c_int64), ("evictions", c_int64),
           ("flight", c_void_p), ("nflight", c_int64), ("limit", c_int64),
           ("below_kind", c_int64), ("spill_kind", c_int64), ("below", c_void_p),
           ("spill", c_void_p), ("others", c_int64), ("turn", c_int64),
           ("together", c_int64), ("spread", c_uint64), ("apart", c_uint64)])


class DramStruct(ctypes.Structure):
    _fields_ = ([(name, c_int64) for name in (
        "line", "channels", "interleave_bits", "interleave_mask", "channel_bits",
        "channel_mask", "row_bits", "bank_bits", "bank_mask", "batch", "frame_bits",
        "offset_mask")]
        + [("streamed", c_uint64)]
        + [(name, c_double) for name in ("hold", "write_hold", "activate", "row_hit", "rrd",
                                          "faw", "refi", "rtw", "wtr", "cycle",
                                          "recovery")]
        + [("free", c_void_p), ("gaps", GapsStruct)]
        + [(name, c_void_p) for name in ("late", "recent", "bank_free", "rows", "pending_bank",
                                          "pending_row", "pending")]
        + [("acts_keep", c_int64), ("epochs_keep", c_int64)]
        + [(name, c_void_p) for name in ("acts", "nacts", "acts_lost", "epoch_act", "epoch_end",
                                          "epoch_row", "nepochs", "epochs_lost")]
        + [(name, c_int64) for name in ("row_hits", "row_misses", "bytes", "written")]
        + [("starts", POINTER(c_double))]
        + [(name, c_int64) for name in ("nstarts", "capstarts", "record")])


class TlbStruct(ctypes.Structure):
    _fields_ = ([(name, c_int64) for name in ("count", "entries", "page_bits", "frame_bits",
                                               "offset_mask")]
                + [("miss_latency", c_double)]
                + [(name, c_void_p) for name in ("pages", "ready", "len", "mru", "walked")]
                + [(name, c_int64) for name in ("hits", "misses", "evictions")])


class PortStruct(ctypes.Structure):
    _fields_ = [("l1", c_void_p), ("l2", c_void_p), ("scalar", c_void_p), ("tlb", c_void_p),
                ("vector_tlb", c_int64), ("scalar_tlb", c_int64)]


_SIGNATURES = {     # name: (result, arguments)
    "port_request": (c_int64, (c_void_p, c_int64, c_double, c_void_p, c_int64)),
    "port_requests": (None, (c_void_p, c_void_p, c_void_p, c_void_p, c_void_p, c_int64,
                             c_double, c_double)),
    "tlb_enter": (c_double, (c_void_p, c_int64, c_void_p, c_int64, c_double)),
    "tlb_physical": (None, (c_void_p, c_void_p, c_int64)),
    "level_load": (c_double, (c_void_p, c_uint64, c_double)),
    "level_wait": (c_double, (c_void_p, c_uint64, c_double)),
    "level_below": (c_double, (c_void_p, c_uint64, c_double)),
    "level_take": (None, (c_void_p, c_uint64, c_double, c_int64, c_double,
                          POINTER(c_double * 3))),
    "level_set": (c_int64, (c_void_p, c_uint64)),
    "level_touch": (c_int64, (c_void_p, c_uint64)),
    "level_filled": (None, (c_void_p, c_uint64, c_double)),
    "level_demote": (None, (c_void_p, c_uint64)),
    "level_spill_tags": (None, (c_void_p, c_void_p, c_int64, c_double)),
    "dram_transfer": (c_double, (c_void_p, c_uint64, c_double)),
    "dram_write": (None, (c_void_p, c_uint64, c_double)),
    "dram_drain": (c_double, (c_void_p, c_double)),
    "dram_place": (None, (c_void_p, c_uint64, POINTER(c_uint64 * 3))),
    "dram_virtual": (c_uint64, (c_void_p, c_uint64)),
    "dram_release_starts": (None, (c_void_p,)),
    "gaps_book_at": (c_double, (c_void_p, c_void_p, c_int64, c_double, c_double, c_double)),
    "gaps_trim_at": (None, (c_void_p, c_int64)),
}


class Library:
    """The compiled functions of one committed IR file (``ir``; ``signatures``: name ->
    (result, argument ctypes)), made on first use (a process that times nothing never starts
    LLVM)."""

    def __init__(self, ir, signatures):
        self._ir, self._signatures = ir, signatures

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        from ...native.tier import JIT_LOCK
        with JIT_LOCK:          # llvmlite imported and used by one thread at a time
            from ...native.jit import Jit
            names = list(self._signatures)
            addresses = Jit.get().functions(self._ir.read_text(), names)
        for each, address in zip(names, addresses):
            result, arguments = self._signatures[each]
            setattr(self, each, ctypes.CFUNCTYPE(result, *arguments)(address))
        return object.__getattribute__(self, name)


LIB = Library(IR, _SIGNATURES)


def data_of(array):
    """The address of a numpy array's data (the array must outlive every use of it): through
    a ctypes view of its buffer (a fifth of ``array.ctypes.data``'s time, which counts where a
    replay makes hundreds of Levels and CUs), or ``ctypes`` for an empty or read-only one."""
    try:
        return ctypes.addressof(ctypes.c_char.from_buffer(array))
    except (TypeError, ValueError):
        return array.ctypes.data


@contextmanager
def small_pages():
    """numpy's arrays made meanwhile in pages of the ordinary size: numpy asks Linux for
    transparent huge pages (madvise) for arrays of 4 MiB and more, and the kernel zeroes a
    2 MiB page at its first touch, where the compiled code touches the caches' sets, the
    channels' gaps and the CUs' rows here and there (0.1-0.35 s of kernel time in a replay
    of the 1M-item saxpy on MI300X, more than the rest of its setup). Where numpy has no
    such switch, nothing changes."""
    if _set_madvise_hugepage is None:
        yield
        return
    before = _set_madvise_hugepage(False)
    try:
        yield
    finally:
        _set_madvise_hugepage(before)
