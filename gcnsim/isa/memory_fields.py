"""What a memory instruction's fields say of its operands and storage, from its opcode row and
its field values: which of the row's operands exist (a returning atomic's destination only with
glc, no data VGPR with the lds bit), the data's width and register file, the address's VGPRs,
the signed offsets, the fields it writes, and the storage (LDS, memory) it reads and writes.
The operand record (record.py) and the memory printer and parser (asm/memory.py,
memory_parse.py) share these rules, so they agree on which operands exist.

    global_load_dword v1, v[2:3], off        vaddr_width: 2 (no saddr: a 64-bit address)
    global_load_dword v1, v2, s[4:5]         vaddr_width: 1 (saddr: a 32-bit offset)
    buffer_load_dword off, s[0:3], 0 lds     memory_operands: no vdata; storage: reads
                                             memory, writes LDS
"""
from functools import lru_cache

from .counters import MEMORY_ENCODINGS, SMEM_ENCODINGS, counter_use
from .operands import NO_SADDR
from .targets import get_target


@lru_cache(maxsize=1 << 12)
def _memory_dest_cached(row, target, glc, gds, lds):
    return frozenset(counter_use(row, target, glc, gds, lds).dest)


def memory_dest(inst, t):
    """The fields a memory instruction writes (its destination: counters.py counter_use)."""
    f = inst.fields
    return _memory_dest_cached(inst.op, t, f.get("glc", 0), f.get("gds", 0), f.get("lds", 0))


# Memory offsets are unsigned but for GLOBAL and SCRATCH: 13-bit signed on gfx9 (as LLVM reads
# and prints them).
OFFSET_SIGN_BITS = {"GLOBAL": 13, "SCRATCH": 13}


def memory_operands(row, fields):
    """The specs of a memory row that are operands for these field values: a returning
    atomic's ``rtn`` destination only with glc (sc0), no data VGPR with the lds bit."""
    if not _hides_operands(row):
        return row.operands
    lds = fields.get("lds", 0) and "lds" in row.flags
    return tuple(spec for spec in row.operands
                 if not (spec.kind == "rtn" and not fields.get("glc", 0))
                 and not (lds and spec.kind == "v" and spec.field in ("vdst", "vdata")))


@lru_cache(maxsize=None)
def _hides_operands(row):
    return "lds" in row.flags or any(spec.kind == "rtn" for spec in row.operands)


def data_width(spec, fields):
    """Dwords of a memory data operand: tfe adds the status dword to vdst/vdata."""
    return spec.width + (fields.get("tfe", 0) if spec.field in ("vdst", "vdata") else 0)


def data_agpr(row, spec, fields):
    """Whether a memory data operand names AGPRs: the acc bit, for every VGPR operand but
    the address (ds_gws_*'s one operand in the addr field is data)."""
    return bool(fields.get("acc", 0)) and (spec.field != "addr" or is_gws(row))


def is_gws(row):
    """ds_gws_* rows: their one VGPR operand (in the addr field) is data, an AGPR where the
    acc bit says so."""
    return row.name.startswith("ds_gws")


def vaddr_width(target, enc, fields):
    """How many VGPRs a memory address takes in this mode (0: LLVM prints ``off``): FLAT
    always a pair; GLOBAL a pair without saddr, one offset VGPR with it; SCRATCH one VGPR
    without saddr (gfx942: when sve says so); MUBUF/MTBUF by offen, idxen and addr64."""
    if enc == "FLAT":
        return 2
    if enc == "GLOBAL":
        return 2 if fields.get("saddr", 0) == NO_SADDR else 1
    if enc == "SCRATCH":
        if get_target(target).has("sc_bits"):
            return fields.get("sve", 0)
        return 1 if fields.get("saddr", 0) == NO_SADDR else 0
    if fields.get("addr64") or (fields.get("offen") and fields.get("idxen")):
        return 2
    return 1 if fields.get("offen") or fields.get("idxen") else 0


def storage(inst, t, operands):
    """(reads, writes) of LDS and memory: what returns data reads its space, what sends data
    writes it, atomics do both; a load with the lds bit reads memory and writes LDS,
    buffer_store_lds_dword the other way round. Messages, GDS, timers and the lane shuffles of
    the DS unit (which use no LDS memory) touch neither."""
    enc = inst.fmt.enc
    name = inst.op.name
    if enc != "DS" and enc not in MEMORY_ENCODINGS and enc not in SMEM_ENCODINGS:
        return (), ()
    fields = inst.fields
    use = counter_use(inst.op, t, fields.get("glc", 0), fields.get("gds", 0),
                      fields.get("lds", 0))
    kinds = {e.kind for e in use.events}
    if not kinds or kinds & {"message", "gds"} or name.startswith(_NO_STORAGE):
        return (), ()
    space = "lds" if enc == "DS" else "memory"
    if fields.get("lds") and enc != "DS":
        return ((space,), ("lds",)) if "_load" in name else (("lds",), (space,))
    atomic = "_atomic" in name
    sends = any(o.read and o.is_register and o.field in _DATA_FIELDS and (atomic or not o.written)
                for o in operands)      # a D16 load reads its vdata to keep half of it
    atomic = atomic or (enc == "DS" and sends and not name.startswith("ds_write"))
    reads = (space,) if use.dest or atomic or not sends else ()
    writes = (space,) if sends or name.startswith(_DS_COUNTERS) else ()
    return reads, writes


_DATA_FIELDS = ("vdata", "data", "data0", "data1", "sdata")
_NO_STORAGE = ("ds_swizzle", "ds_permute", "ds_bpermute", "ds_nop", "s_mem", "s_dcache",
               "buffer_wb", "buffer_inv")
_DS_COUNTERS = ("ds_append", "ds_consume")


def d16_tied(name):
    """A D16 load that writes half a VGPR keeps the other half (LLVM ties vdst_in to vdst); the
    format loads write whole dwords."""
    return "_d16" in name and "format" not in name
