"""The wait-counter table (gcnsim/isa/counters.py): table-driven cases from the Vega ISA 4.4
rules and the CDNA3 s_waitcnt notes, plus checks over every row of every target."""
import pytest

from gcnsim.asm import assemble_line
from gcnsim.isa.counters import (COUNTERS, EXCEPTIONS, MEMORY_ENCODINGS, SMEM_ENCODINGS,
                                 counter_use, maximum, table, width)
from gcnsim.isa.opcodes import op_table

TARGETS = ("gfx701", "gfx900", "gfx90a", "gfx942")

# (target, instruction, [(counter, kind, amount)], dest fields, lock fields)
CASES = [
    # CDNA3 notes: global loads vmcnt, every ds_read one lgkmcnt whatever its width
    ("gfx942", "global_load_dwordx4 v[12:15], v[12:13], off nt", [("vmcnt", "vmem", 1)],
     ("vdst",), ()),
    ("gfx942", "ds_read_b128 v[16:19], v10", [("lgkmcnt", "lds", 1)], ("vdst",), ()),
    ("gfx942", "ds_read2_b32 v[28:29], v11 offset1:1", [("lgkmcnt", "lds", 1)], ("vdst",), ()),
    # CDNA3 notes: scratch loads and stores count on vmcnt
    ("gfx942", "scratch_store_dwordx4 off, v[24:27], s23", [("vmcnt", "vmem", 1)], (), ()),
    ("gfx942", "scratch_load_dword v6, off, s23", [("vmcnt", "vmem", 1)], ("vdst",), ()),
    ("gfx900", "buffer_load_dword v1, v2, s[4:7], 0 offen", [("vmcnt", "vmem", 1)],
     ("vdata",), ()),
    ("gfx900", "buffer_store_dword v1, v2, s[4:7], 0 offen", [("vmcnt", "vmem", 1)], (), ()),
    ("gfx900", "buffer_atomic_add v1, v2, s[4:7], 0 offen glc", [("vmcnt", "vmem", 1)],
     ("vdata",), ()),
    ("gfx900", "buffer_atomic_add v1, v2, s[4:7], 0 offen", [("vmcnt", "vmem", 1)], (), ()),
    ("gfx900", "global_atomic_add v1, v[2:3], v4, off glc", [("vmcnt", "vmem", 1)],
     ("vdst",), ()),
    ("gfx900", "global_atomic_add v[2:3], v4, off", [("vmcnt", "vmem", 1)], (), ()),
    ("gfx701", "tbuffer_store_format_x v1, v2, s[4:7], 0 format:[BUF_NUM_FORMAT_FLOAT] offen",
     [("vmcnt", "vmem", 1)], (), ()),
    # FLAT may go to LDS: both counters (Vega ISA chapter 10)
    ("gfx900", "flat_load_dword v1, v[2:3]", [("vmcnt", "vmem", 1), ("lgkmcnt", "flat", 1)],
     ("vdst",), ()),
    ("gfx701", "flat_store_dword v[2:3], v1", [("vmcnt", "vmem", 1), ("lgkmcnt", "flat", 1)],
     (), ()),
    # scalar memory: one per dword; s_memtime counts as s_load_dwordx2 (Vega ISA 4.4)
    ("gfx900", "s_load_dwordx4 s[4:7], s[0:1], 0x10", [("lgkmcnt", "smem", 4)], ("sdata",), ()),
    ("gfx701", "s_load_dword s4, s[0:1], 0x4", [("lgkmcnt", "smem", 1)], ("sdst",), ()),
    ("gfx900", "s_memtime s[4:5]", [("lgkmcnt", "smem", 2)], ("sdata",), ()),
    ("gfx900", "s_store_dword s1, s[2:3], 0x0", [("lgkmcnt", "smem", 1)], (), ()),
    ("gfx900", "s_sendmsg sendmsg(MSG_INTERRUPT)", [("lgkmcnt", "message", 1)], (), ()),
    # GDS: lgkmcnt for the result, expcnt while its data and address are read
    ("gfx900", "ds_write_b32 v1, v2 gds", [("lgkmcnt", "gds", 1), ("expcnt", "gds_lock", 1)],
     (), ("addr", "data0")),
    ("gfx900", "ds_add_rtn_u32 v0, v1, v2 gds",
     [("lgkmcnt", "gds", 1), ("expcnt", "gds_lock", 1)], ("vdst",), ("addr", "data0")),
    ("gfx900", "ds_write_b32 v1, v2", [("lgkmcnt", "lds", 1)], (), ()),
    # no counter
    ("gfx900", "buffer_wbinvl1_vol", [], (), ()),
    ("gfx900", "v_add_u32_e32 v1, v2, v3", [], (), ()),
    ("gfx900", "s_waitcnt vmcnt(0)", [], (), ()),
]


@pytest.mark.parametrize("target,text,events,dest,lock", CASES)
def test_counter_use(target, text, events, dest, lock):
    inst = assemble_line(text, target)
    f = inst.fields
    use = counter_use(inst.op, target, f.get("glc", 0), f.get("gds", 0), f.get("lds", 0))
    assert [(e.counter, e.kind, e.amount) for e in use.events] == events
    assert use.dest == dest
    assert use.lock == lock
    assert use.lock_exec == bool(lock)


@pytest.mark.parametrize("target,text,stores", [
    ("gfx900", "ds_write_b32 v1, v2", True),
    ("gfx900", "ds_write2_b32 v1, v2, v3 offset1:1", True),
    ("gfx900", "ds_add_u32 v1, v2", True),
    ("gfx900", "ds_add_rtn_u32 v0, v1, v2", True),
    ("gfx900", "ds_read_b32 v1, v2", False),
    ("gfx900", "ds_swizzle_b32 v1, v2 offset:swizzle(BROADCAST,2,0)", False),
    ("gfx900", "ds_bpermute_b32 v1, v2, v3", False),
    ("gfx900", "global_store_dword v[2:3], v1, off", True),
    ("gfx900", "global_load_dword v1, v[2:3], off", False),
    ("gfx900", "global_atomic_add v[2:3], v1, off", True),
    ("gfx900", "buffer_load_dword off, s[4:7], 0 lds", True),
    ("gfx900", "buffer_load_dword v1, off, s[4:7], 0", False),
    ("gfx701", "flat_store_dword v[2:3], v1", True),
    ("gfx900", "s_store_dword s1, s[2:3], 0x0", True),
    ("gfx900", "s_load_dword s1, s[2:3], 0x0", False),
])
def test_which_operations_write_memory(target, text, stores):
    inst = assemble_line(text, target)
    f = inst.fields
    use = counter_use(inst.op, target, f.get("glc", 0), f.get("gds", 0), f.get("lds", 0))
    assert use.stores is stores


# Widths and saturation per target (CDNA3 notes: vmcnt 6 bits, lgkmcnt 4, expcnt 3; gfx7's
# vmcnt has 4 bits).
@pytest.mark.parametrize("target,vmcnt,lgkmcnt,expcnt", [
    ("gfx701", 15, 15, 7), ("gfx900", 63, 15, 7), ("gfx90a", 63, 15, 7), ("gfx942", 63, 15, 7)])
def test_widths(target, vmcnt, lgkmcnt, expcnt):
    assert [maximum(target, c) for c in COUNTERS] == [vmcnt, lgkmcnt, expcnt]
    assert width(target, "vmcnt") == vmcnt.bit_length()


@pytest.mark.parametrize("target", TARGETS)
def test_every_row(target):
    """Every memory row moves vmcnt (cache invalidations excepted), every DS row lgkmcnt, every
    SMEM load writes its sdata, and every dest/lock field is an operand of its row."""
    uses = table(target)
    for row in op_table(target).rows:
        use = counter_use(row, target, glc=1)
        fields = {s.field for s in row.operands}
        assert set(use.dest) <= fields and set(use.lock) <= fields, row
        if row.enc in MEMORY_ENCODINGS and row.name not in EXCEPTIONS:
            assert use.counters[0] == "vmcnt", row
            assert ((row.enc, row.opcode) in uses) == bool(use.events)
        if row.enc == "DS":
            gds = ("lgkmcnt", "expcnt") if EXCEPTIONS.get(row.name) == "gds" else ("lgkmcnt",)
            assert use.counters == gds, row
        if row.enc in SMEM_ENCODINGS and "_load" in row.name:
            assert use.dest and use.events[0].amount == row.operands[0].width, row
    for use in uses.values():
        assert all(not e.in_order for e in use.events if e.kind in ("smem", "flat"))


def test_stores_lock_data_only_before_sea_islands():
    """LLVM vmemWriteNeedsExpWaitcnt: generation < 7; no gcnsim target has it."""
    for target in TARGETS:
        for use in table(target).values():
            assert all(e.kind != "vmem_lock" for e in use.events)
