"""Which wait counter each instruction moves, by how much, in which ordering class, and which of
its operands stay busy until the counter says the operation is done.

The three counters and their rules are those of the Vega ISA, section 4.4 "Data dependency
resolution" (AMD's "Vega" 7nm ISA guide), with the CDNA3 ISA's for the widths:

- ``vmcnt``: vector memory (MUBUF, MTBUF, FLAT, GLOBAL, SCRATCH) loads, stores and atomics, one
  per instruction; reads and writes return in issue order, mixed or not (CDNA3: scratch loads and
  stores count too). Its data registers are written when the load returns.
- ``lgkmcnt``: LDS and GDS instructions (1 each), scalar memory reads (one per dword returned:
  ``s_memtime`` counts as ``s_load_dwordx2``), ``s_sendmsg`` (1). The same type returns in issue
  order, different types out of order, and scalar memory even out of order among itself, so
  only ``lgkmcnt(0)`` guarantees an SMEM result (LLVM's SIInsertWaitcnts: "scalar memory read
  always can go out of order").
- ``expcnt``: exports and GDS: the data (and address) VGPRs and EXEC are read after issue, so
  they may be overwritten only once expcnt says the instruction has read them. Vector memory
  stores lock their data on expcnt only before Sea Islands (LLVM
  ``vmemWriteNeedsExpWaitcnt``: generation < 7), so on every gcnsim target they do not.
- FLAT (not GLOBAL/SCRATCH) may go to LDS or to memory: it moves both vmcnt and lgkmcnt and is
  done when both have counted it down (Vega ISA chapter 10). On lgkmcnt it is out of order; on
  vmcnt it is in order with other vector memory unless it went to LDS (an execution model
  decides that from the addresses; LLVM decides it from the address space, as here).
- ``stores``: the operation writes memory (stores, atomics, a buffer load to LDS); other waves
  see it only once it is complete, so a barrier must find it so (analysis/waitcnt.py,
  ``barrier-release``).

One function of an opcode-table row (and the few field bits that change the answer: ``glc``
for returning atomics, ``gds``, ``lds``) derives all of it from the row's encoding, name and
operand specs; ``EXCEPTIONS`` lists the rows the derivation gets wrong.

    >>> use = counter_use(op_table("gfx900").named("global_load_dwordx4")[0], "gfx900")
    >>> [(e.counter, e.kind, e.amount) for e in use.events], use.dest
    ([('vmcnt', 'vmem', 1)], ('vdst',))
    >>> use = counter_use(op_table("gfx900").named("s_load_dwordx4")[0], "gfx900")
    >>> [(e.counter, e.kind, e.amount, e.in_order) for e in use.events], use.dest
    ([('lgkmcnt', 'smem', 4, False)], ('sdata',))
"""
from dataclasses import dataclass
from functools import lru_cache

from .opcodes import op_table
from .targets import get_target

VMCNT, LGKMCNT, EXPCNT = "vmcnt", "lgkmcnt", "expcnt"
COUNTERS = (VMCNT, LGKMCNT, EXPCNT)

# Ordering classes ("types" in the manual): ops of one class return in issue order unless the
# class is out of order; ops of different classes on one counter return in any order.
IN_ORDER = {
    "vmem": True,       # MUBUF/MTBUF/GLOBAL/SCRATCH and FLAT that went to memory (vmcnt)
    "flat_lds": False,  # FLAT that went to LDS: returns before older vector memory (vmcnt)
    "flat": False,      # FLAT on lgkmcnt: slower than LDS, faster than nothing
    "lds": True,
    "gds": True,
    "smem": False,      # scalar memory: out of order even among itself
    "message": True,    # s_sendmsg
    "gds_lock": True,   # GDS data/address VGPRs on expcnt
    "vmem_lock": True,  # vector memory store data on expcnt (generation < 7 only)
}
KINDS = tuple(IN_ORDER)

MEMORY_ENCODINGS = frozenset({"MUBUF", "MTBUF", "FLAT", "GLOBAL", "SCRATCH"})
SMEM_ENCODINGS = frozenset({"SMEM", "SMRD"})

# Rows whose counting the derivation below gets wrong, by mnemonic: () = moves no counter.
# Cache invalidations are no VMEM events for LLVM (SIInsertWaitcnts' carve-out; it waits
# vmcnt(0) before them instead); s_memtime and s_memrealtime count as an s_load_dwordx2
# (Vega ISA 4.4); the GWS instructions always go to GDS.
_NO_EVENTS = ("buffer_wbinvl1", "buffer_wbinvl1_vol", "buffer_wbinvl1_sc", "buffer_inv",
              "buffer_wbl2", "buffer_gl0_inv", "buffer_gl1_inv")
_ALWAYS_GDS = ("ds_gws_init", "ds_gws_sema_v", "ds_gws_sema_br", "ds_gws_sema_p",
               "ds_gws_barrier", "ds_ordered_count")
_MESSAGES = ("s_sendmsg", "s_sendmsghalt")
_TIMERS = ("s_memtime", "s_memrealtime")
EXCEPTIONS = {**{n: "none" for n in _NO_EVENTS}, **{n: "gds" for n in _ALWAYS_GDS},
              **{n: "message" for n in _MESSAGES}, **{n: "timer" for n in _TIMERS}}


@dataclass(frozen=True)
class CounterEvent:
    """One increment of one counter by an issued instruction."""
    counter: str
    kind: str
    amount: int

    @property
    def in_order(self):
        return IN_ORDER[self.kind]


@dataclass(frozen=True)
class CounterUse:
    """What an instruction does to the wait counters.

    ``dest``: fields of the row whose registers are written when the operation completes;
    ``lock``: fields whose registers are read after issue (until the expcnt event retires);
    ``lock_exec``: EXEC is read after issue too (GDS, exports); ``flat``: a FLAT instruction
    whose vmcnt event is out of order when it goes to LDS; ``stores``: it writes memory (a
    store, an atomic, a buffer load to LDS), which other waves see only once it is complete."""
    events: tuple = ()
    dest: tuple = ()
    lock: tuple = ()
    lock_exec: bool = False
    flat: bool = False
    stores: bool = False

    @property
    def counters(self):
        return tuple(e.counter for e in self.events)


NO_USE = CounterUse()


def width(target, counter):
    """Bits of ``counter`` in the target's s_waitcnt (vmcnt: 4 on gfx7, 6 on gfx9)."""
    return get_target(target).waitcnt.width(counter)


def maximum(target, counter):
    """The largest count of ``counter`` (vmcnt 15/63, expcnt 7, lgkmcnt 15): the counter
    saturates there, a wave stalls before an issue that would pass it."""
    return get_target(target).waitcnt.max(counter)


def counter_use(row, target, glc=0, gds=0, lds=0):
    """The CounterUse of an opcode-table row; ``glc``, ``gds`` and ``lds`` are the instruction's
    field bits of those names (a returning atomic, a DS on GDS, a MUBUF load to LDS)."""
    return _counter_use(row, get_target(target), bool(glc), bool(gds), bool(lds))


@lru_cache(maxsize=None)
def _counter_use(row, target, glc, gds, lds):
    special = EXCEPTIONS.get(row.name)
    if special == "none":
        return NO_USE
    if special == "message":
        return CounterUse((CounterEvent(LGKMCNT, "message", 1),))
    if special == "timer":
        return CounterUse((CounterEvent(LGKMCNT, "smem", 2),), _written(row, ("sdata", "sdst")))
    if row.enc == "DS":
        return _ds(row, gds or special == "gds")
    if row.enc in SMEM_ENCODINGS:
        return _smem(row, glc)
    if row.enc in MEMORY_ENCODINGS:
        return _vmem(row, target, glc, lds)
    return NO_USE


def _written(row, fields):
    return tuple(s.field for s in row.operands if s.field in fields)


# DS instructions that read memory or only move data between lanes: every other DS row
# writes LDS or GDS (ds_write*, the atomics, ds_append/ds_consume).
_DS_NO_STORE = ("ds_read", "ds_swizzle", "ds_permute", "ds_bpermute", "ds_nop", "ds_gws")


def _ds(row, gds):
    dest = _written(row, ("vdst",))
    stores = not row.name.startswith(_DS_NO_STORE)
    if not gds:
        return CounterUse((CounterEvent(LGKMCNT, "lds", 1),), dest, stores=stores)
    lock = _written(row, ("addr", "data0", "data1"))
    return CounterUse((CounterEvent(LGKMCNT, "gds", 1), CounterEvent(EXPCNT, "gds_lock", 1)),
                      dest, lock, True, stores=stores)


def _smem(row, glc):
    data = [s for s in row.operands if s.kind == "sdata"]
    name = row.name
    loads = "_load" in name or (name.startswith(("s_atomic", "s_buffer_atomic")) and glc)
    if not data or not loads:
        stores = "_store" in name or "_atomic" in name
        return CounterUse((CounterEvent(LGKMCNT, "smem", 1),), stores=stores)
    return CounterUse((CounterEvent(LGKMCNT, "smem", data[0].width),), (data[0].field,),
                      stores="_atomic" in name)


def _vmem(row, target, glc, lds):
    name = row.name
    events = [CounterEvent(VMCNT, "vmem", 1)]
    flat = row.enc == "FLAT"
    if flat:
        events.append(CounterEvent(LGKMCNT, "flat", 1))
    dest = ()
    store = "_store" in name
    atomic = "_atomic" in name
    if row.enc in ("MUBUF", "MTBUF"):
        if "_load" in name and not lds:
            dest = _written(row, ("vdata",))
        elif atomic and glc:
            dest = _written(row, ("vdata",))
    else:
        dest = tuple(s.field for s in row.operands
                     if s.field == "vdst" and (s.kind == "v" or glc))
    lock = ()
    if target.generation < 7 and (store or (atomic and not glc)):
        lock = _written(row, ("vdata", "data"))
        events.append(CounterEvent(EXPCNT, "vmem_lock", 1))
    stores = store or atomic or bool(lds and "_load" in name)
    return CounterUse(tuple(events), dest, lock, False, flat, stores)


def table(target):
    """{(enc, opcode): CounterUse} of every row that moves a counter (with glc/gds/lds clear)."""
    out = {}
    for row in op_table(get_target(target).name).rows:
        use = counter_use(row, target)
        if use.events:
            out[(row.enc, row.opcode)] = use
    return out
